"""The normalized copy the rules read: JSON-text escapes decoded, ANSI sequences removed, and
the map of its offsets back to the original (see :class:`Normalized`).
"""

from __future__ import annotations

import bisect
import functools
import re
import unicodedata

from .findings import Finding

# What the rules see through: a JSON-text escape (``\n``, ``\t``, ``\r``, ``\"``, ``\/``, ``\uXXXX``)
# stands for one character, and an ANSI escape sequence (a real ESC, or one written as ``\u001b``,
# ``\x1b``, ``\e`` or ``\033``) for none. Read literally, ``\nAKIA…`` has no word start before the
# key and ``\x1b[32msk-…`` none before the token, so ``\b``-anchored rules would miss them. A
# line continuation (a backslash before a line break, also JSON-escaped) reads as the space the
# shell makes of it, so that a command's rules see ``curl … \\n  -u user:pass`` as one line.
# A line-number prefix hides a line's start from the rules anchored there (``requirepass v``,
# ``Secret ID = v``), so it reads as nothing: the Read tool's and ``cat -n``'s six-wide number
# before ``→`` or a tab, grep's ``N:``/``path:N:`` (``-N-`` for a context line) and ``path:``
# (``grep -r``), before a word, also right after a colour code; not a record of colon-separated
# fields (``host:5432:db:user:pw``).
# a group of digits inside a UUID (``…-37ae-4207-bd1b-…``) is no grep context line's number
_NOT_UUID = r"(?!(?:[0-9a-fA-F]{4}-){0,3}[0-9a-fA-F]{12}(?![0-9a-fA-F]))"
_LINE_PREFIX = (
    r"(?P<prefix>(?:(?<![^\n])|(?<=\\n)|(?<=\x1b\[\dm)|(?<=\x1b\[\d\dm)|(?<=\x1b\[\d;\d\dm))(?:"
    r"(?: {5}\d| {4}\d\d| {3}\d{3}| {2}\d{4}| \d{5}|\d{6,7})(?:→|\\u2192|\t|\\t)"
    r"|(?:(?:[\w.~/-]{1,200}:)?\d{1,7}:|[\w.~/-]{1,200}-\d{1,7}-"
    + _NOT_UUID
    + r"|[\w.~-]{0,100}/[\w.~/-]{1,200}:)"
    r"(?=[ \t]{0,12}[A-Za-z_\[<\"'#;])(?![^\s:]{0,100}:[^\s:]{0,100}:)"
    r"))|"
)

_ESCAPE = re.compile(
    _LINE_PREFIX + r"(?P<cont>\\\\(?:\\r)?\\n|\\\r?\n)|"
    r"\\(?:x1[bB]|u001[bB]|e|033)\[[0-9;?]{0,32}[ -/]{0,4}[@-~]|"
    r"\x1b(?:\[[0-9;?]{0,32}[ -/]{0,4}[@-~]|\][^\x07\x1b\n]{0,2000}(?:\x07|\x1b\\)|[@-Z^_])|"
    r"\\u(?P<code>[0-9a-fA-F]{4})|\\(?P<simple>[nrt\"/])"
)

_HAS_PREFIX = re.compile(
    r"(?m)^(?:[ \d]{5}\d(?:→|\t)|[\w.~/-]{0,200}(?::\d{1,7}:|-\d{1,7}-)|\d{1,7}:|[\w.~-]{0,100}/[\w.~/-]{1,200}:)"
)

_SIMPLE_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", '"': '"', "/": "/"}


class Normalized:
    """A normalized copy of a string for the rules to read, and the map of its offsets back.

    ``breaks`` holds ``(normalized offset, original offset)`` after every replaced sequence (and,
    for a sequence replaced by nothing, also before it), so a span found in :attr:`text` maps to
    the span of the original that holds exactly the same characters.
    """

    __slots__ = ("_norm", "_orig", "text")

    def __init__(self, text: str, norm: list[int], orig: list[int]) -> None:
        self.text = text
        self._norm = norm
        self._orig = orig

    @classmethod
    def of(cls, text: str) -> Normalized | None:
        """The normalized copy of ``text``, or None when it has nothing to normalize."""
        if "\\" not in text and "\x1b" not in text and not _HAS_PREFIX.search(text):
            return None
        parts: list[str] = []
        norm, orig = [0], [0]
        last = n = 0
        for m in _ESCAPE.finditer(text):
            code, simple = m.group("code"), m.group("simple")
            if m.group("cont") is not None:
                repl = " "
            elif simple is not None:
                repl = _SIMPLE_ESCAPES[simple]
            elif code is not None:
                cp = int(code, 16)
                if 0xD800 <= cp <= 0xDFFF or (cp < 0x20 and cp not in (9, 10, 13)):
                    continue  # half a surrogate pair, a control character: left as written
                repl = chr(cp)
            else:
                repl = ""
            parts.append(text[last : m.start()])
            n += m.start() - last
            if not repl:
                norm.append(n)
                orig.append(m.start())
            parts.append(repl)
            n += len(repl)
            last = m.end()
            norm.append(n)
            orig.append(last)
        if len(norm) == 1:
            return None
        parts.append(text[last:])
        return cls("".join(parts), norm, orig)

    def start(self, i: int) -> int:
        """The original offset of a span starting at normalized offset ``i``."""
        j = bisect.bisect_right(self._norm, i) - 1
        return self._orig[j] + i - self._norm[j]

    def end(self, i: int) -> int:
        """The original offset of a span ending at normalized offset ``i``."""
        j = bisect.bisect_left(self._norm, i)
        if j < len(self._norm) and self._norm[j] == i:
            return self._orig[j]
        return self._orig[j - 1] + i - self._norm[j - 1]

    def original(self, f: Finding) -> Finding:
        """``f`` with its span in the original string."""
        return Finding(self.start(f.start), self.end(f.end), f.category, f.kind)


# the digits of other scripts (Arabic-Indic ``٠``–``٩``, Persian ``۰``–``۹``, Devanagari, Bengali,
# Thai, Lao, Khmer, Burmese, full-width…) read as ASCII digits, one character for one, so the
# number rules (phones, ids, dates) read a number in any script and every span stays in place
_OTHER_DIGIT = re.compile(r"(?![0-9])\d")


@functools.cache
def _digit_table() -> dict[int, int]:
    table = {}
    for cp in range(0x660, 0x1FBFA):
        if cp <= 0x7F:
            continue
        d = unicodedata.decimal(chr(cp), None)
        if d is not None:
            table[cp] = ord("0") + d
    return table


def fold_digits(text: str) -> str:
    """``text`` with every decimal digit of another script written as its ASCII digit."""
    if text.isascii() or _OTHER_DIGIT.search(text) is None:
        return text
    return text.translate(_digit_table())


# the combining marks of the scripts that write vowels and tones as marks (Indic, Thai, Lao, Tibetan,
# Burmese, Khmer, Thaana, Hebrew and Arabic points): not ``\w``, yet part of a word (``วิชัย``,
# ``भारत``); for a character class, beside ``\w`` or ``[^\W\d_]``
SCRIPT_MARKS = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u07a6-\u07b0"
    "\u0900-\u0dff\u0e31-\u0e4e\u0eb1-\u0ecd\u0f18-\u0fbc\u1000-\u109f\u17b4-\u17d3"
)
