"""Secret literals bound to a name through a declaration or a table row, in any language.

The assignment rule (:mod:`.structural`) reads ``NAME = "v"`` and ``name: "v"``; declarations
put more between the name and its literal, and each language its own:

- a type after the name (``const ASSEMBLYAI_KEY: &str = "…"``, ``var apiKey string = "…"``) or a
  C# property's accessors (``public string ApiKey { get; init; } = "…"``);
- a string literal's prefix (``b"…"``, ``rb'…'``, ``@"…"``, ``u8"…"``, ``L"…"``);
- a table row whose cell names a secret and whose next cell holds it (Markdown ``| `NAME` |
  `v` |``, a ``psql``/ASCII table).

The name decides how the literal is judged: a secret's name (``apiKey``, ``CLIENT_SECRET``) asks
for a secret's shape; a compound that only ends in ``key`` (``ASSEMBLYAI_KEY``, ``JinaKey``,
``FIELD_KEY``) asks for a literal drawn at random, and never for the keys of code (a cache, sort,
public or primary key).
"""

from __future__ import annotations

import re
from itertools import pairwise

from .calls import random_literal
from .structural import judge_key
from .values import _NOT_SECRET_NAMES

# a type annotation (Rust, TypeScript, Kotlin, Swift, Python), a Go type after a space, or C#
# accessors; then ``=``/``:=``; then a literal with its prefix
DECLARATION = re.compile(
    r"(?<![\w$.\"'`-])(?P<name>[A-Za-z_$][\w$]{1,60})"
    r"(?P<clause>[ \t]{0,4}:[ \t]{0,4}&?(?:'static[ \t]{1,4})?[\w:.<>\[\]]{1,40}\??"
    r"|[ \t]{1,4}(?:string|\[\]byte)"
    r"|[ \t]{0,4}\{[ \t]{0,4}(?:(?:private|protected|internal)[ \t]{1,4})?get;[ \t]{0,4}"
    r"(?:(?:private|protected|internal)[ \t]{1,4})?(?:set|init);[ \t]{0,4}\})?"
    r"[ \t]{0,4}:?=[ \t]{0,4}(?P<prefix>[bBrRuUfF]{1,2}|@\$?|\$@|L|u8)?"
    r"(?P<q>[\"'`])(?P<value>[^\"'`\s\\]{8,500})(?P=q)"
)

# a compound name whose last word is ``key`` in any casing: ``FIELD_KEY``, ``JinaKey``, ``api-key``
_KEY_COMPOUND = re.compile(r"(?:[A-Za-z0-9]{1,40}[_.-])*[A-Za-z0-9]*?(?:[a-z0-9]Key|[_.-](?:key|KEY))s?$")

# names of keys that code uses and no secret is: a cache, a sort, a public or a primary key
_CODE_KEYS = re.compile(
    r"(?i)(?:^|[_.-]|(?<=[a-z]))(?:idempotency|cache|sort|partition|primary|foreign|row|cursor|dedupe?|lookup|"
    r"hash|object|public|pub|file|item|map|dict|unique|index|composite|range|group|state|query|ssh|gpg|pgp|"
    r"fingerprint|kid|id|storage|bucket|react|redis|translation|i18n)[_.-]?keys?$"
)

# a table row: cells between ``|``
_ROW = re.compile(r"(?m)^[ \t]{0,8}\|?[^\n|]{1,200}\|[^\n]{1,2000}$")
_CELL_NAME = re.compile(r"[ \t]*[`*_\"']{0,2}(?P<name>[A-Za-z_$][\w$.-]{1,60})[`*_\"']{0,2}[ \t]*")
_CELL_VALUE = re.compile(r"[ \t]*(?P<q>`{1,2}|[\"'])?(?P<value>[^\s`\"'|]{8,500})(?(q)(?P=q))[ \t]*")


_SECRET_WORDS = ("key", "secret", "token", "pass", "pwd", "auth", "cred")


def _words(name: str) -> str:
    """``ApiKey`` → ``Api_Key``: camelCase split into the words the name judges read."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name.strip("$"))


def named_literal(name: str, value: str) -> bool:
    """Whether ``value`` bound to ``name`` is a secret: by the name's secret words and the value's
    shape, or by a name ending in ``key`` and a value drawn at random."""
    words = _words(name)
    if _NOT_SECRET_NAMES.search(words) or _NOT_SECRET_NAMES.search(name):
        return False
    if judge_key(words.replace("-", "_").replace(".", "_"), value):
        return True
    return bool(_KEY_COMPOUND.search(name)) and not _CODE_KEYS.search(words) and random_literal(value)


def _declarations(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in DECLARATION.finditer(text):
        if not (m.group("clause") or m.group("prefix") or _KEY_COMPOUND.search(m.group("name"))):
            continue  # a plain ``name = "v"`` is the assignment rule's
        if named_literal(m.group("name"), m.group("value")):
            out.append((m.start("value"), m.end("value"), "secret_literal"))
    return out


def _table_rows(text: str) -> list[tuple[int, int, str]]:
    out = []
    for row in _ROW.finditer(text):
        line = row.group(0)
        low = line.lower()
        if not any(w in low for w in _SECRET_WORDS) or set(line.strip()) <= set("|-: \t"):
            continue
        cells, pos = [], row.start()
        for cell in line.split("|"):
            cells.append((pos, cell))
            pos += len(cell) + 1
        for (_, name_cell), (value_start, value_cell) in pairwise(cells):
            name = _CELL_NAME.fullmatch(name_cell)
            value = _CELL_VALUE.fullmatch(value_cell)
            if name is None or value is None:
                continue
            if named_literal(name.group("name"), value.group("value")):
                s = value_start + value.start("value")
                out.append((s, s + len(value.group("value")), "secret_literal"))
    return out


def declaration_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of secret literals in declarations and table rows of ``text``
    (``low``: lower-cased, to skip what cannot match)."""
    if not any(w in low for w in _SECRET_WORDS):
        return []
    out = _declarations(text) if ("=" in text and any(q in text for q in "\"'`")) else []
    if "|" in text:
        out += _table_rows(text)
    return out
