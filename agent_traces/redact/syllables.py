"""Whether letters read as words: random letters cannot be spoken (issue 31).

Generated passwords made of letters alone (Apple's app-specific passwords ``abcd-efgh-ijkl-mnop``,
recovery codes in letter groups) have no digit nor case change for the bare judge to see; what
tells them from the words of a branch or folder name (``wire-auth-into-main``) is that their
groups cannot be spoken: no vowel, or consonant clusters no English word starts or ends with.
"""

from __future__ import annotations

import re

_VOWELS = frozenset("aeiouy")

# the humps of a camelCase or PascalCase name (``XMLHttpRequest``: ``XML``, ``Http``, ``Request``)
HUMPS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def _clusters(text: str) -> frozenset[str]:
    return frozenset(text.split())


# consonant clusters an English word starts with, and ends with (plus any consonant and ``s``)
_ONSETS = _clusters(
    "bl br ch cl cr dr dw fl fr gh gl gn gr kl kn kr ph pl pr ps qu sc sh sk sl sm sn sp st sw th "
    "tr tw wh wr sq sch scr shr sph spl spr squ str thr chr phr"
)
_CODAS = _clusters(
    "ch ck ct ff ft gh gn ld lf lk ll lm ln lp lt mb mn mp nch nd ng nk nn ns nt ph pt rb rc rch rd "
    "rf rg rk rl rm rn rp rr rs rst rt rth sh sk sm sp ss st sts th tch tt wn wl wk wd ws xt zz ght "
    "lch lth nth pth cht dd dn sn nc dth mpt ngth rld nct ncs lb ml rv pp bb gg mm"
)
_RUN = re.compile(r"(?<![A-Za-z0-9])[a-z]+(?:[- ][a-z]+){3,}(?![A-Za-z0-9])")
_LETTERS = re.compile(r"[a-z]+")


def _cluster_ok(cluster: str, allowed: frozenset[str]) -> bool:
    if len(cluster) <= 1 or cluster in allowed:
        return True
    # a plural or third person: ``-s`` after any word end
    return allowed is _CODAS and cluster[-1] == "s" and _cluster_ok(cluster[:-1], allowed)


def speakable(word: str) -> bool:
    """Whether a lower-case word of letters could be an English word: it has a vowel, starts and
    ends with consonant clusters words use, and no run of consonants inside is longer than a
    coda then an onset."""
    first = next((i for i, c in enumerate(word) if c in _VOWELS), None)
    if first is None:
        return False
    last = max(i for i, c in enumerate(word) if c in _VOWELS)
    if not _cluster_ok(word[:first], _ONSETS) or not _cluster_ok(word[last + 1 :], _CODAS):
        return False
    for run in re.findall(r"[^aeiouy]{3,}", word[first : last + 1]):
        if not any(
            _cluster_ok(run[:i], _CODAS) and _cluster_ok(run[i:], _ONSETS) for i in range(len(run) + 1)
        ):
            return False
    return True


def letter_groups(text: str) -> list[tuple[int, int]]:
    """Spans of four to eight groups of 4 to 6 lower-case letters of one length (joined by ``-``
    or a space, within a longer run of words: ``-srv-deploy-abcd-…``) of which two or more
    cannot be spoken: a generated password of letters."""
    out = []
    for run in _RUN.finditer(text):
        groups = [(m.start(), m.end()) for m in _LETTERS.finditer(run.group(0))]
        i = 0
        while i < len(groups):
            size = groups[i][1] - groups[i][0]
            j = i
            while j < len(groups) and groups[j][1] - groups[j][0] == size:
                j += 1
            if 4 <= size <= 6 and 4 <= j - i <= 8:
                words = [run.group(0)[s:e] for s, e in groups[i:j]]
                if sum(not speakable(w) for w in words) >= 2:
                    out.append((run.start() + groups[i][0], run.start() + groups[j - 1][1]))
            i = j
    return out


# letter pairs English words do not hold: ``q`` but before ``u``; ``j``, ``v``, ``x``, ``z`` before a
# consonant (but ``xt``, ``xp``, ``xc``, ``zz``)
_RARE_PAIR = re.compile(r"q(?=[^u])|j(?=[^aeiouy])|v(?=[^aeiouy])|x(?=[^aeiouytpc])|z(?=[^aeiouyz])")


def unspoken_clusters(word: str) -> int:
    """How many consonant clusters of a lower-case word no English word has (at its start, at its
    end, or inside: longer than a coda then an onset; five or more count twice), and letter pairs
    no word holds (``qo``, ``vx``). Random letters have two or more in twelve
    (``drgdvjeevlphcijy``); words joined into a name (``tsconfigbuildinfo``) one at most."""
    runs = list(re.finditer(r"[^aeiouy]+", word))
    bad = len(_RARE_PAIR.findall(word[:-1]))
    for m in runs:
        run = m.group(0)
        if m.start() == 0 and m.end() == len(word):
            return len(word) // 4
        if m.start() == 0:
            bad += 0 if len(run) <= 3 and _cluster_ok(run, _ONSETS) else 1 + (len(run) >= 5)
        elif m.end() == len(word):
            bad += 0 if len(run) <= 5 and _cluster_ok(run, _CODAS) else 1 + (len(run) >= 5)
        elif len(run) > 8 or (
            len(run) >= 3
            and not any(
                _cluster_ok(run[:i], _CODAS) and _cluster_ok(run[i:], _ONSETS) for i in range(len(run) + 1)
            )
        ):
            bad += 2 if len(run) >= 5 else 1
    return bad


# where a token's character class changes (upper, lower, digit): drawn values change at almost every
# other character, names at their humps
CLASS_CHANGE = re.compile(r"[A-Z](?=[a-z0-9])|[a-z](?=[A-Z0-9])|\d(?=[A-Za-z])")
