"""Wallet seed phrases (issue 31): twelve or more consecutive words of the BIP-39 English
wordlist (a phrase has 12, 15, 18, 21 or 24), separated by spaces, dashes, underscores, commas or
line breaks, anywhere.

The wordlist (``agent_traces/data/bip39_english.txt``, 2,048 words) is the public list of
BIP-39 (https://github.com/bitcoin/bips/blob/master/bip-0039/english.txt), as shipped in the
MIT-licensed reference implementation ``python-mnemonic`` (Copyright (c) 2013-2016 Pavol
Rusnak; its licence: ``agent_traces/data/bip39_english.LICENSE.txt``). It holds no function
word (``the``, ``and``, ``of``, ``is``, ``to`` are not in it), so prose and code never make
twelve of its words in a row while any seed phrase is such a run. The BIP-39 checksum is not
required: a phrase typed from memory or made up for a test wallet leaks the same way.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from .findings import Finding

_MIN_WORDS = 12
# a run of short lowercase words (every BIP-39 word is 3 to 8 letters) between the separators
_RUN = re.compile(r"(?<![A-Za-z0-9_])[a-z]{3,8}(?:[ \t\r\n,_-]{1,4}[a-z]{3,8}(?![A-Za-z0-9])){11,}")
_CUE = re.compile(r"(?i)mnemonic|seed|phrase|recovery|wallet|bip[-_ ]?39|secret words")
_WORD = re.compile(r"(?<!\\)[a-z]+")


@cache
def wordlist() -> frozenset[str]:
    """The 2,048 words of the BIP-39 English wordlist."""
    text = resources.files("agent_traces").joinpath("data/bip39_english.txt").read_text("utf-8")
    return frozenset(text.split())


def seed_phrases(text: str) -> list[Finding]:
    """Runs of twelve or more BIP-39 words in ``text`` (the longest run from each start)."""
    out: list[Finding] = []
    if len(text) < 47:  # twelve words of three letters and their separators
        return out
    words = None
    for m in _RUN.finditer(text):
        words = words or wordlist()
        found = list(_WORD.finditer(m.group(0)))
        misses = sum(w.group(0) not in words for w in found)
        if _CUE.search(text, max(0, m.start() - 40), m.start() + 1) and misses * 6 <= len(found):
            # after a cue (``MNEMONIC=``, ``seed phrase:``) one word in six may be off the list
            _take(found, m.start(), out, frozenset(w.group(0) for w in found))
            continue
        run: list[re.Match] = []
        misses = 0
        for w in found:
            if w.group(0) in words:
                run.append(w)
                continue
            # one word off the list in twelve (a typo, a word misremembered) keeps the run
            if run and (misses + 1) * _MIN_WORDS <= len(run) + _MIN_WORDS - 1:
                misses += 1
                run.append(w)
                continue
            _take(run, m.start(), out, words)
            run, misses = [], 0
        _take(run, m.start(), out, words)
    return out


def _take(run: list[re.Match], offset: int, out: list[Finding], words: frozenset[str]) -> None:
    while run and run[-1].group(0) not in words:
        run = run[:-1]
    if len(run) >= _MIN_WORDS:
        out.append(Finding(offset + run[0].start(), offset + run[-1].end(), "secret", "bip39_mnemonic"))
