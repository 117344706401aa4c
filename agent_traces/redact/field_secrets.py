"""Secrets planted bare in a structured field, judged by what the field can never hold (issue 31).

:mod:`.fields` knows the shape each field holds; this module holds the classes of values that no
field of a trace holds as a normal value, whatever harness wrote it:

- **a password's symbols** (:func:`field_password`): folder, file and branch names, argument keys
  and session ids are names; two or more of ``!#$%^&*()+=,;{}[]<>~?|`` in one name with letters
  and a digit or both letter cases (``sG;I4bdRt({9ee…``, ``velvet852$SXqL,``), one of them between
  a letter and a digit in a name of both cases and digits (``U3DXGjmjND3XEQ0Ec+KJ``), or a word,
  digits and a symbol (``quartz425}vh``: how people compose a password). URL escapes of
  printable characters are read decoded; balanced brackets (``[id]``, ``(x86)``), ``c++`` and
  issue references (``#123``) are names.
- **a token no name is** (:func:`field_token`): 10 or more letters and digits whose humps cannot
  be spoken, in both cases with a digit (or letters alone whose case changes every third letter),
  or in one case with digits changing class often (base32); random lower-case letters (a Gmail
  app password) of 14 or more with four or more consonant clusters or letter pairs no word has
  (:func:`.syllables.unspoken_clusters`). A token cut into pieces by separators or symbols is
  judged joined (:func:`joined_tokens`) when two or more pieces of four or more are its own.
- **encoded key material** (:data:`ENCODED_KEY`): base64 of a PEM header (``LS0tLS1…``) and of
  the SSH wire format (``AAAA…``: a length then a key's bytes).
- **an id and its secret** (:func:`hex_pairs`): two hex halves joined by ``:``.
- **a vendor-prefixed token** (:func:`vendor_tokens`): a lower-case prefix and ``_`` (``sk_``,
  ``npg_``, ``sb_secret_``) before hex or a token, not the prefixes of the traces' own ids.
- **a session id** (:func:`session_spans`): every harness names its sessions by a UUID (Claude
  Code, Codex, Gemini, Qwen), a ULID, hex, a timestamp, a prefixed id (``ses_…``) or words; a
  vendor-prefixed token, a random token, key material or a password's symbols in one is a
  secret, replaced whole (after the ``<harness>:`` of a row id). A UUID in a session id is a
  session id (policy: left, whatever else it holds), and so is hex of any length.
- **a project folder** (:func:`project_folder_spans`): Claude Code's ``-srv-deploy-app`` stands
  for a working directory with every symbol made ``-``, so a token cut by its symbols is joined;
  one that ends in ``-`` stood for a folder name that ended in a symbol, which no name does and a
  composed password does (``…-velvet852-SXqL-``): its trailing pieces are replaced.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .identifiers import _HEX, _ULID, _UUID, random_token
from .placeholders import _has_placeholder, _is_placeholder
from .syllables import HUMPS, speakable, unspoken_clusters
from .values import _entropy, random_letters

SYMBOLS = frozenset("!#$%^&*()+=,;{}[]<>~?|'\"`")
_ESCAPE = re.compile(r"%([2-7][0-9A-Fa-f])")
# balanced brackets around a name (Next.js ``[id]``, ``(x86)``, ``{{name}}``), ``c++``, ``#123``
_BENIGN = re.compile(r"\[[\w.-]*\]|\([\w. -]*\)|\{+[\w.-]*\}+|\+\+|#\d+(?![A-Za-z0-9])")
_BETWEEN = re.compile(r"[A-Za-z0-9][!#$%^&*()+=,;{}\[\]<>~?|][A-Za-z0-9]")
# a word, digits, then a symbol (``Summer2024!x``, ``quartz425}vh``; ``+`` is a version's)
_COMPOSED = re.compile(
    r"[A-Za-z]{3,}\d{2,}(?:[!#$%^&*()=,;{}\[\]<>~?|]|@(?![A-Za-z0-9-]+\.[A-Za-z]|\d+\.\d))"
)
# base64 of a PEM header (``-----BEGIN``) and of an SSH key's wire format (a length, then bytes)
ENCODED_KEY = re.compile(r"(?<![A-Za-z0-9+])(?:LS0tLS1[A-Za-z0-9+/]{8,}|AAAA[A-Za-z0-9+/]{20,})={0,2}")
# ids of the traces and harnesses themselves (a session, a thread, a task): a prefix of an id
_ID_PREFIX = re.compile(
    r"(?:ses|sess|session|conv|thread|chat|task|run|agent|trace|job|msg|req|resp|call|toolu|item|gen)[_-]",
    re.IGNORECASE,
)
# a harness's name before a row id's session id; hex before ``:`` is an id's half (``<id>:<secret>``)
_HARNESS = re.compile(r"(?![0-9a-f]{8,}:)[a-z][a-z0-9_-]{1,30}:(?!/)")
_VENDOR = re.compile(r"(?<![A-Za-z0-9_])(?:[a-z]{2,8}_){1,2}([A-Za-z0-9][A-Za-z0-9_]{9,})")
_PIECE = re.compile(r"[A-Za-z0-9]+")


def _decoded(word: str) -> str:
    return _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), word)


def field_password(word: str) -> bool:
    """Whether a name of a field (a folder or file name, a branch's part, an argument key, a
    session id) holds a password's symbols (see the module docstring); read as it is and with its
    URL escapes decoded (``%2C`` may be a ``,`` or a password's ``%`` then ``2C``)."""
    if not 8 <= len(word) <= 80 or _is_placeholder(word):
        return False
    decoded = _decoded(word)
    return _password(word) or (decoded != word and _password(decoded))


# a word, digits, then a run that mixes cases and cannot be spoken (``Pelican10b9xqO``,
# ``Kestrel39OOvDw-``): how people make a password without a symbol; a name's next word can be
# spoken (``Release2024Final``, ``Python310Scripts``)
_WORD_DIGITS_TAIL = re.compile(r"[A-Za-z][a-z]{2,11}\d{1,4}(?P<tail>[A-Za-z0-9]{4,12})[._~-]?")


def _word_digits_tail(word: str) -> bool:
    m = _WORD_DIGITS_TAIL.fullmatch(word)
    if m is None:
        return False
    tail = m.group("tail")
    cases = sum(1 for a, b in pairwise(tail) if a.isalpha() and b.isalpha() and a.isupper() != b.isupper())
    return (
        len(tail) >= 5
        and cases >= 1
        and any(c.isupper() for c in tail)
        and any(c.islower() for c in tail)
        and _spoken(tail) == 0
        and not re.search(r"[A-Z][a-z]{2,}", tail)  # a capitalized word (``x64Pro``)
    )


def _password(word: str) -> bool:
    word = _BENIGN.sub("", word)
    if _COMPOSED.search(word) or _word_digits_tail(word):
        return True
    symbols = {c for c in word if c in SYMBOLS}
    if not symbols or not any(c.isalpha() for c in word):
        return False
    digits = sum(c.isdigit() for c in word)
    mixed = word.lower() != word and word.upper() != word
    if len(symbols) >= 2 and (digits or mixed) and _entropy(word) >= 3.0:
        return True
    if mixed and digits >= 2 and len(word) >= 10 and _BETWEEN.search(word) is not None:
        return True
    # a random token with a symbol in it (``eQoNSmD5o!KKXXheIzKw``, ``HVENL2q#nxQYQ#YZBG_O``)
    bare = re.sub(r"[^A-Za-z0-9]", "", word)
    if len(bare) < 12:
        return False
    if field_token(bare):
        return True
    return mixed and digits >= 1 and _spoken(bare) < 0.4 * len(bare) and _entropy(bare) >= 3.3


def _spoken(part: str) -> int:
    """How many characters of ``part`` are in humps of a name that can be spoken: a capitalized
    or lower-case word of four or more letters, or of three at the start (``getUser``). Capitals
    alone are left out: random base62 makes three of them (``HAJ``) as often as names do."""
    out = 0
    for m in HUMPS.finditer(part):
        h = m.group(0)
        if (
            h.isalpha()
            and not h.isupper()
            and (len(h) >= 4 or (len(h) == 3 and m.start() == 0 and h.islower()))
        ):
            out += len(h) if speakable(h.lower()) else 0
    return out


def field_token(part: str) -> bool:
    """Whether a part of a field's value (letters and digits between separators) is a token no
    name is: see the module docstring. Hex is an id's (judged by :mod:`.fields`)."""
    n = len(part)
    if n < 10 or not part.isascii() or not part.isalnum() or _HEX.fullmatch(part) or _ULID.fullmatch(part):
        return False
    if part.isalpha() and part.islower():
        return 14 <= n <= 64 and unspoken_clusters(part) >= 4
    if part.isalpha() and part.isupper():
        return False
    if re.search(r"(.)\1\1\1", part) or _spoken(part) >= 0.4 * n or _product_name(part):
        return False
    if random_letters(part) or random_token(part) or _random_cases(part):
        return True
    digits = sum(c.isdigit() for c in part)
    if digits >= 0.6 * n and n < 24:
        return False
    mixed = part.lower() != part and part.upper() != part
    changes = sum((a.isdigit() != b.isdigit()) or (a.isupper() != b.isupper()) for a, b in pairwise(part))
    if mixed:
        return digits >= 1 and (changes >= 0.25 * (n - 1) or (n >= 24 and _entropy(part) >= 3.8))
    letters = "".join(c for c in part if c.isalpha()).lower()
    if n >= 32 and digits >= 2 and unspoken_clusters(letters) >= 3:
        return True  # long base32 in one case (a legacy Azure DevOps token): few digits
    return digits >= 2 and changes >= 0.2 * (n - 1) and unspoken_clusters(letters) >= 1


# a platform's name inside a product's (``x64``, ``amd64``, ``win32``, ``i686``)
_PLATFORM = re.compile(r"(?i)(?:x|amd|arm|aarch|win|i)(?:86|64|32|386|686)(?![0-9])")


def _product_name(part: str) -> bool:
    """Whether ``part`` is a product's or a build's name (``Win10x64Pro``, ``Office365Home``):
    past its platform names, every hump is a word that can be spoken or a number of four digits
    at most. A password of words and digits is a name here too; one with a drawn run is not."""
    humps = HUMPS.findall(_PLATFORM.sub(" ", part))
    return bool(humps) and all(
        (h.isdigit() and len(h) <= 4) or (h.isalpha() and len(h) >= 3 and speakable(h.lower())) for h in humps
    )


def _random_cases(part: str) -> bool:
    """Letters of both cases, 12 or more (a base64 secret's run between two ``/``): the case
    changes every third letter or more often and most humps of three or more cannot be spoken."""
    n = len(part)
    if n < 12 or not part.isalpha() or part.islower() or part.isupper():
        return False
    if sum(a.isupper() != b.isupper() for a, b in pairwise(part)) * 3 < n:
        return False
    humps = [h.lower() for h in HUMPS.findall(part) if len(h) >= 3]
    return sum(not speakable(h) for h in humps) * 2 > len(humps) and _spoken(part) < 0.3 * n


# an id and its secret joined by ``:`` (``key_id:secret``, ``user:password`` of hex): two halves of
# 8 hex digits or more, each with a letter and a digit (not a time, nor IPv6's groups of four)
_HEX_PAIR = re.compile(r"(?<![A-Za-z0-9:])([0-9a-fA-F]{8,}):([0-9a-fA-F]{8,})(?![A-Za-z0-9:])")


def hex_pairs(text: str) -> list[tuple[int, int, str]]:
    """Spans of a credential pair of hex halves joined by ``:`` in a field's value: no folder,
    branch, key or session id is written so (a digest says its algorithm: ``sha256:<hex>``)."""
    if ":" not in text:
        return []
    out = []
    for m in _HEX_PAIR.finditer(text):
        if all(not h.isdigit() and not h.isalpha() for h in m.groups()):
            out.append((m.start(), m.end(), "bare_token"))
    return out


def encoded_keys(text: str) -> list[tuple[int, int, str]]:
    """Spans of base64 key material (see :data:`ENCODED_KEY`) in a field's value."""
    if "LS0tLS1" not in text and "AAAA" not in text:
        return []
    return [(m.start(), m.end(), "bare_token") for m in ENCODED_KEY.finditer(text)]


def vendor_tokens(text: str) -> list[tuple[int, int, str]]:
    """Spans of a vendor-prefixed token (``sk_<hex>``, ``npg_…``, ``pcsk_<id>_<secret>``): a
    lower-case prefix and ``_``, then hex of 16 or more or a token no name is (its own ``_``
    joined); the prefixes of the traces' own ids (``ses_``, ``call_``) are ids."""
    out = []
    for m in _VENDOR.finditer(text):
        if _ID_PREFIX.match(m.group(0)):
            continue
        body = m.group(1).replace("_", "")
        if body.isalpha() and body.islower():
            continue  # words joined by ``_``: a name (``exclude_tmpdir_env_var``)
        if (_HEX.fullmatch(body) and len(body) >= 16) or field_token(body):
            out.append((m.start(), m.end(), "bare_token"))
    return out


def session_spans(text: str) -> list[tuple[int, int, str]]:
    """The secret in a session id (or a row id ``<harness>:<session id>``), replaced whole; a
    UUID, ULID, hex or a prefixed id of the traces is a session id (see the module docstring)."""
    if not 8 <= len(text) <= 400 or "\n" in text or _has_placeholder(text):
        return []
    head = _HARNESS.match(text)
    start = head.end() if head else 0
    value = text[start:]
    if (
        _UUID.search(value)
        or _HEX.fullmatch(value)
        or _ULID.fullmatch(value)
        or _ID_PREFIX.match(value)
        or len(value) < 8
    ):
        return []
    whole = [(start, len(text), "bare_token")]
    if encoded_keys(value) or hex_pairs(value) or field_password(value.strip("_")):
        return whole
    if vendor_tokens(value):
        return whole
    pieces = re.split(r"[-_.:~+/=]+", value)
    if any(field_token(p) for p in pieces) or joined_tokens(value):
        return whole
    return []


def _plain(piece: str) -> bool:
    """A piece of a name that reads as one: a word that can be spoken (``deploy``,
    ``Documents``) or a number."""
    if piece.isdigit():
        return True
    return (
        len(piece) >= 3
        and piece.isalpha()
        and (piece.islower() or piece.istitle())
        and speakable(piece.lower())
    )


def _runs(name: str) -> list[list[re.Match]]:
    """Runs of neighbouring pieces (letters and digits between separators) of ``name`` that are
    no words; a short number inside a run belongs to it (``…-9--czklj-ogkq4--1-yzazze``)."""
    runs: list[list[re.Match]] = [[]]
    for m in _PIECE.finditer(name):
        p = m.group(0)
        if _plain(p) and not (runs[-1] and p.isdigit() and len(p) <= 3):
            runs.append([])
        else:
            runs[-1].append(m)
    return [r for r in runs if r]


def joined_tokens(name: str) -> list[tuple[int, int, str]]:
    """Spans of a token cut into pieces by separators or symbols (``vY73Yy_Cj9Cg6RG2``,
    ``W-Cd-q--ufws8V-KLuKZ``): a run of two or more pieces that are no words, joined, is a token no
    name is (:func:`field_token`)."""
    out = []
    for run in _runs(name):
        joined = "".join(m.group(0) for m in run)
        # two or more pieces of four or more of a token's own (not a commit's hex, not a number):
        # one random piece is an id joined to its names (poetry's ``app-5O4_aCHf-py3.12``)
        own = sum(len(p) >= 4 and not _HEX.fullmatch(p) for p in (m.group(0) for m in run))
        if own < 2 or len(joined) < 12 or (joined.islower() and joined.isalpha()):
            continue
        if field_token(joined):
            out.append((run[0].start(), run[-1].end(), "bare_token"))
    return out


# a composed password made ``-``: a word with digits, a symbol, a few characters, a symbol
_FOLDER_COMPOSED = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{3,}\d{2,}-[A-Za-z0-9]{1,8}-\Z")


def project_folder_spans(name: str) -> list[tuple[int, int, str]]:
    """In a project folder (a working directory with every symbol made ``-``): a token cut by its
    symbols (:func:`joined_tokens`); and when the folder ends in ``-`` (its last name ended in a
    symbol, which a composed password does and a name does not), its trailing pieces that are no
    words, of 8 or more characters with a digit (``velvet852-SXqL-``), or a word with digits and
    the piece after it (``Falcon578-Itis-``)."""
    out = joined_tokens(name)
    if not name.endswith("-") or name.endswith("--"):
        return out
    m = _FOLDER_COMPOSED.search(name)
    if m:
        return [*out, (m.start(), len(name), "bare_token")]
    runs = _runs(name)
    run = runs[-1] if runs else []
    joined = "".join(m.group(0) for m in run)
    tail = run and run[-1].end() == len(name) - 1 and len(run) >= 2 and len(joined) >= 8
    if tail and any(c.isdigit() for c in joined) and not joined.isdigit():
        out.append((run[0].start(), len(name), "bare_token"))
    return out
