"""Codex rollouts read through typed decoding: the fast path of :mod:`.codex`.

:mod:`.codex`'s first pass is the tolerant reader: one ``orjson.loads`` per line
(:func:`~agent_traces.core.reading.iter_jsonl`), records kept as dicts, damaged lines repaired
and counted. This module reads the same file with one ``msgspec.json.Decoder(Record)
.decode_lines`` call into :class:`Payload` structs holding only the fields the parser reads.
What nobody reads is skipped by the decoder without being built: a reasoning item's
``encrypted_content`` (only whether it is there counts), the events that are only counted
(``patch_apply_end`` with its diffs, ``exec_command_end`` with its output…), unread keys. Text
values are decoded as :data:`JSONValue` (plain JSON whose integers fit in 64 bits and whose
floats are finite, nested at most ``MAX_VALUE_DEPTH`` deep: where msgspec gives what orjson
gives); values that go to metadata as they are (``info`` and ``rate_limits`` of a token count,
``thread_settings``, a completed ``item``, ``sandbox_policy``, ``action``, ``state``,
``replacement_history``) are kept raw and parsed by ``orjson`` for the records that use them; a
``session_meta`` record (one a file) is parsed whole from its line by ``orjson``. The records
then go through :mod:`.codex`'s own second pass: :class:`Payload` answers the ``get``, ``[]``
and ``in`` that pass uses on a dict, so the conversion is written once.

A file takes the typed path only when it is read exactly as the tolerant reader reads it;
otherwise it is read by the tolerant reader from the start, so damage is handled and counted as
there. It falls back on a line that is not JSON or not an object, a field of an unexpected type
(a ``type`` that is not a string, a ``payload`` that is not an object…), an integer beyond 64
bits or a float beyond its range in a decoded value, nesting deeper than ``MAX_VALUE_DEPTH``,
invalid UTF-8 anywhere (msgspec checks it only in values it decodes), a BOM, blank lines, a file
over ``MAX_TYPED_BYTES`` or that cannot be read to its end, and anything that is not one record
a line: ``decode_lines`` reads a stream of values, so two records glued on one line or one
record over two lines decode there, while the tolerant reader counts them as malformed (see
:func:`_one_record_a_line`). With no blank lines, a record's ordinal is its line number.
Unknown record types and a missing ``payload`` are counted as the tolerant reader counts them;
unknown response item and event types are the second pass's, shared.

Known difference: a number beyond a float's range (``1e400``) in a value nobody reads makes
orjson reject the line and msgspec skip it: the tolerant reader counts that record as
``malformed_json``, this one reads it. No JSON writer emits such a number.

The switch, for tests and benchmarks only: ``AGENT_TRACES_CODEX_READER=tolerant`` reads every
file the tolerant way; unset (or ``typed``) tries the typed path first. It is read per file, so
set it before loading (and use a fresh cache: the cache key does not include it).
"""

from __future__ import annotations

import os
import re
import sys
from collections import Counter
from typing import Annotated, Any

import msgspec
import numpy as np
import orjson

from ..core.config import ParseContext
from . import codex
from .claude_code_typed import Fallback, _read_bytes, _valid_utf8

READER_ENV = "AGENT_TRACES_CODEX_READER"
MAX_VALUE_DEPTH = 6

# what orjson reads as an int (a larger integer it reads as a float, msgspec as an int) and as a
# float (orjson rejects one beyond the range, msgspec reads it as inf)
_Int64 = Annotated[int, msgspec.Meta(ge=-(2**63), le=2**63 - 1)]
_Float = Annotated[float, msgspec.Meta(ge=-sys.float_info.max, le=sys.float_info.max)]


def _json_value(depth: int) -> Any:
    """The type of a JSON value nested at most ``depth`` deep, decoded by msgspec to what
    orjson gives; anything else fails typed decoding. (msgspec takes no recursive alias.)"""
    value: Any = str | _Int64 | _Float | bool | None
    for _ in range(depth):
        value = str | _Int64 | _Float | bool | list[value] | dict[str, value] | None
    return value


JSONValue = _json_value(MAX_VALUE_DEPTH)
_ABSENT = msgspec.Raw(b"")  # a raw field the record does not have
_UNSET = msgspec.UNSET
_Raw = msgspec.Raw
# a record's end followed on its line by the start of another: what decode_lines takes as two
# records and orjson as a malformed line (or a "}{" inside a string: then the line is checked)
_GLUE_RE = re.compile(rb"\}[ \t\r]*\{")


class Payload(msgspec.Struct, gc=False):
    """A record's ``payload``: the fields :mod:`.codex` reads of every record type but
    ``session_meta``, absent ones ``UNSET``. ``get``, ``[]`` and ``in`` behave as on the dict
    orjson gives (a field that is not declared here raises ``AttributeError``: the second pass
    must not read what the decoder skipped)."""

    type: JSONValue = _UNSET
    summary: JSONValue = _UNSET
    content: JSONValue = _UNSET
    call_id: JSONValue = _UNSET
    id: JSONValue = _UNSET
    input: JSONValue = _UNSET
    name: JSONValue = _UNSET
    output: JSONValue = _UNSET
    role: JSONValue = _UNSET
    arguments: JSONValue = _UNSET
    message: JSONValue = _UNSET
    text: JSONValue = _UNSET
    reason: JSONValue = _UNSET
    model: JSONValue = _UNSET
    approval_policy: JSONValue = _UNSET
    effort: JSONValue = _UNSET
    cwd: JSONValue = _UNSET
    full: JSONValue = _UNSET
    info: JSONValue = _UNSET
    rate_limits: JSONValue = _UNSET
    # kept raw; the first pass parses them (orjson) for the records that read them
    encrypted_content: msgspec.Raw = _ABSENT
    action: msgspec.Raw = _ABSENT
    thread_settings: msgspec.Raw = _ABSENT
    item: msgspec.Raw = _ABSENT
    sandbox_policy: msgspec.Raw = _ABSENT
    state: msgspec.Raw = _ABSENT
    replacement_history: msgspec.Raw = _ABSENT

    def get(self, key: str, default: Any = None) -> Any:
        value = getattr(self, key)
        return default if value is _UNSET else value

    def __getitem__(self, key: str) -> Any:
        value = getattr(self, key)
        if value is _UNSET:
            raise KeyError(key)
        return value

    def __contains__(self, key: str) -> bool:
        return getattr(self, key) is not _UNSET


class Record(msgspec.Struct, gc=False):
    """One line: ``{"timestamp", "type", "payload"}``."""

    type: str
    payload: Payload | None = None
    timestamp: JSONValue = None


_DECODER = msgspec.json.Decoder(Record)
_LINE_DECODER = msgspec.json.Decoder()  # one line alone: is it one value?

# the raw fields each record (or item, or event) type reads
_RAW_FIELDS = {
    ("event_msg", "thread_settings_applied"): ("thread_settings",),
    ("event_msg", "item_completed"): ("item",),
    ("response_item", "web_search_call"): ("action",),
    ("response_item", "local_shell_call"): ("action",),
    ("turn_context", None): ("sandbox_policy",),
    ("compacted", None): ("replacement_history",),
    ("world_state", None): ("state",),
}


def _loads(raw: msgspec.Raw) -> Any:
    """A raw field as orjson reads it (``UNSET`` when absent)."""
    if raw is _ABSENT:
        return _UNSET
    try:
        return orjson.loads(memoryview(raw))
    except orjson.JSONDecodeError as err:
        raise Fallback("a value orjson rejects") from err


def _truthy(raw: msgspec.Raw) -> bool:
    """Whether a raw value is truthy as orjson would read it, without reading a long string."""
    if raw is _ABSENT:
        return False
    if len(raw) > 2 and memoryview(raw)[0] == 0x22:  # a string of at least one character
        return True
    return bool(_loads(raw))


def _one_record_a_line(data: bytes, records: int) -> bool:
    """Whether ``data`` holds one record a line, as many as ``decode_lines`` found, no line blank.

    Then every line starts one record (there are as many lines as records) unless a line starts
    two, which needs a record's ``}`` followed on its line by another's ``{``: each line where
    that text occurs is decoded alone (it is most often inside a string)."""
    lines = int(np.count_nonzero(np.frombuffer(data, np.uint8) == 0x0A))
    if data and not data.endswith(b"\n"):
        lines += 1
    if lines != records:
        return False
    pos = 0
    while (match := _GLUE_RE.search(data, pos)) is not None:
        start = data.rfind(b"\n", 0, match.start()) + 1
        end = data.find(b"\n", match.end())
        end = len(data) if end < 0 else end
        try:
            _LINE_DECODER.decode(memoryview(data)[start:end])
        except (msgspec.DecodeError, ValueError, RecursionError):
            return False
        pos = end
    return True


def _line(data: bytes, index: int) -> memoryview:
    """The ``index``-th line of ``data`` (0-based; there is no blank line)."""
    start = 0
    for _ in range(index):
        start = data.index(b"\n", start) + 1
    end = data.find(b"\n", start)
    return memoryview(data)[start : len(data) if end < 0 else end]


def _typed_first_pass(path: str, ctx: ParseContext) -> tuple[list[tuple[int, str, Any, Any, Any]], Counter]:
    """:func:`~.codex._first_pass` on typed records; raises :class:`Fallback` (before any problem
    is counted) when the file is not read the typed way."""
    data = _read_bytes(path)
    try:
        decoded = _DECODER.decode_lines(data)
    except (msgspec.DecodeError, ValueError, RecursionError) as err:  # invalid UTF-8 is a ValueError
        raise Fallback(str(err)) from err
    if not _valid_utf8(data):
        raise Fallback("invalid UTF-8")
    if not _one_record_a_line(data, len(decoded)):
        raise Fallback("not one record a line")
    records: list[tuple[int, str, Any, Any, Any]] = []
    add = records.append
    problems: list[tuple[str, int, str]] = []
    dup: Counter = Counter()
    part_counts: Counter = Counter()
    record_types = codex._RECORD_TYPES
    note = codex.note_response_item
    raw_fields = _RAW_FIELDS
    for n, rec in enumerate(decoded):
        kind = rec.type
        if kind not in record_types:
            problems.append(("unknown_record_type", n + 1, kind))
            continue
        payload: Any = rec.payload
        if payload is None:
            problems.append(("missing_payload", n + 1, ""))
            continue
        known = None
        if kind == "response_item":
            item = payload.type
            if item == "reasoning":
                payload.encrypted_content = _truthy(payload.encrypted_content)
            known = note(payload, dup, part_counts)
        elif kind == "session_meta":
            # one a file: whole, as a dict (its keys are metadata; an empty one is falsy)
            payload = orjson.loads(_line(data, n))["payload"]
            if payload.__class__ is not dict:  # pragma: no cover - decoded as an object above
                raise Fallback("session_meta")
        if kind == "event_msg" or kind == "response_item":
            item = payload.type
            fields = raw_fields.get((kind, item)) if item.__class__ is str else None
        else:
            fields = raw_fields.get((kind, None))
        if fields:
            for field in fields:
                setattr(payload, field, _loads(getattr(payload, field)))
        add((n + 1, kind, payload, rec.timestamp, known))
    for reason, line, detail in problems:
        ctx.problem(reason, line, detail)
    return records, dup


def read_rollout(path: str, ctx: ParseContext) -> tuple[list[tuple[int, str, Any, Any, Any]], Counter]:
    """A rollout's first pass (see :func:`~.codex._first_pass`): typed when the file allows it,
    else the tolerant reader's."""
    if os.environ.get(READER_ENV, "typed") != "tolerant":
        try:
            return _typed_first_pass(path, ctx)
        except Fallback:
            pass
    return codex._first_pass(path, ctx)
