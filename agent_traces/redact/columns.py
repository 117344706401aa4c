"""National id numbers named by their column: an SQL ``INSERT``'s column list and ``VALUES``
tuple, a CSV header and its rows.

In a table the cue is not next to the value: ``(imie, nazwisko, pesel) VALUES ('Zofia', 'Nowak',
'44051401359')`` names the field three items before its value. A value is taken when its column's
name is an id cue (a scheme's acronym, ``pesel_nr``, ``numero_secu``, ``national_id``) and the
value passes that length's scheme check, as after a cue in text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from .documents import document_column, id_value
from .findings import Finding
from .national_ids import _KEY_ACRONYMS, _KEYED_WORDS, _compact, _scheme_of

_ACRONYM_COLUMN = re.compile(
    rf"(?i)(?:{_KEY_ACRONYMS})(?:[ _-]?(?:number|nummer|numer|numero|num|nro|no|nr|id|code))?"
)
_WORD_COLUMN = re.compile(rf"(?i)(?<![a-z])(?:{_KEYED_WORDS})")
_INSERT = re.compile(r"(?i)\(([^()\n]{1,400})\)\s*VALUES\s*((?:\([^()\n]{1,400}\)\s*,?\s*)+)")
_TUPLE = re.compile(r"\(([^()\n]{1,400})\)")
_ITEM = re.compile(r"""\s*(?:'((?:[^'\\]|\\.|'')*)'|"((?:[^"\\]|\\.)*)"|([^,]*?))\s*(?:,|$)""")
_CSV_SEP = (",", ";", "\t", "|")


def _is_cue(name: str) -> bool:
    name = name.strip().strip("`\"'[] ")
    return len(name) <= 64 and bool(
        _ACRONYM_COLUMN.fullmatch(name) or _WORD_COLUMN.search(name) or document_column(name)
    )


def _items(row: str, sep: str = ",") -> list[tuple[int, int, str]]:
    """``row``'s items with their spans (quotes taken off), split at ``sep``."""
    out, pos = [], 0
    for part in row.split(sep):
        lo = pos + len(part) - len(part.lstrip())
        core = part.strip()
        if len(core) >= 2 and core[0] == core[-1] and core[0] in "'\"":
            lo, core = lo + 1, core[1:-1]
        out.append((lo, lo + len(core), core))
        pos += len(part) + 1
    return out


def _judge(columns: list[str], items: list[tuple[int, int, str]], base: int) -> list[Finding]:
    out = []
    for name, (lo, hi, value) in zip(columns, items, strict=False):
        if not value or not any(c.isdigit() for c in value) or not _is_cue(name):
            continue
        kind = _scheme_of(_compact(value).upper(), cue=name)
        if not kind and document_column(name) and id_value(value, 2):
            kind = "id_document"  # a document's number in its column, whatever its scheme
        if kind:
            out.append(Finding(base + lo, base + hi, "national_id", kind))
    return out


def table_rows(
    text: str, wanted: Callable[[list[str]], bool], seps: tuple[str, ...] = _CSV_SEP
) -> Iterator[tuple[list[str], int, list[tuple[int, int, str]]]]:
    """The rows of every table in ``text`` whose columns ``wanted`` accepts, each as ``(columns,
    offset, items)``: an SQL ``INSERT``'s column list and its ``VALUES`` tuples, and a CSV
    header line (split at the first of ``seps`` it holds) and the lines under it split alike, up
    to the first line of another width. One pass: rows are never read again as headers."""
    if "VALUES" in text.upper():
        for m in _INSERT.finditer(text):
            columns = [c for _, _, c in _items(m.group(1))]
            if wanted(columns):
                for t in _TUPLE.finditer(text, m.start(2), m.end(2)):
                    yield columns, t.start(1), _items(t.group(1))
    lines = text.split("\n")
    offsets, pos = [], 0
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1
    i = 0
    while i < len(lines) - 1:
        header, i = lines[i], i + 1
        sep = next((s for s in seps if s in header), None)
        if sep is None or len(header) > 400:
            continue
        columns = [c for _, _, c in _items(header, sep)]
        if not wanted(columns):
            continue
        while i < len(lines):
            items = _items(lines[i], sep)
            if len(items) != len(columns):
                break
            yield columns, offsets[i], items
            i += 1


def column_ids(text: str) -> list[Finding]:
    """Id numbers in a column named for them, in SQL inserts and CSV tables."""
    if not any(c.isdigit() for c in text):
        return []
    out: list[Finding] = []
    for columns, offset, items in table_rows(text, lambda columns: any(_is_cue(c) for c in columns)):
        out += _judge(columns, items, offset)
    return out
