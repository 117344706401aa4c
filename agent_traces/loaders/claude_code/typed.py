"""Claude Code transcripts read through typed decoding: the fast path of :mod:`.claude_code`.

:mod:`.transcript` is the tolerant reader: one ``orjson.loads`` per line, records kept as dicts,
damaged lines repaired, salvaged and counted. This module reads the same files with one
``msgspec.json.Decoder(Record).decode_lines`` call per file into ``Struct``s holding only the
fields the reader uses. The big values nobody reads (``toolUseResult``, of which only
``agentId`` is kept; ``progress`` payloads; ``usage`` but for its four token counts; unknown
keys) are skipped by the decoder. The nested values that reach a row (message ``content``, the
token counts) are decoded as :data:`JSONValue`: plain JSON whose integers fit in 64 bits, where
msgspec gives what orjson gives (orjson reads a larger integer as a float, msgspec as an int, so
such a file is not read here); those of rare
records (``attachment``, ``compactMetadata``, a ``system`` record's ``content``) are kept raw
and parsed by ``orjson``. The tree walk, branch selection and conversion are the
tolerant reader's own (:class:`~.tree.TranscriptTree`, :class:`~.convert.Converter`); the
two classes here say how a field is read from a ``Struct``, and build the tree index and the
session details a list at a time (the same values the tolerant reader builds record by record).

A file takes the typed path only when nothing in it is odd; otherwise it is read by the tolerant
reader from the start, so damaged input is handled and counted exactly as there. Odd is: a line
that is not JSON or not an object, a field of an unexpected type (a ``uuid`` that is a number,
a ``user`` record without a ``message`` object, a ``usage`` that is not an object, a numeric
``timestamp``…), an integer beyond 64 bits or nesting deeper than ``MAX_VALUE_DEPTH`` in message
content (2 in a token count), invalid UTF-8 anywhere (msgspec checks it only in values it
decodes), a BOM, a line that holds two records or part of one, a file over ``MAX_TYPED_BYTES``,
or a file that cannot be read to its end.
Blank lines are no reason:
records are numbered by position, and the rare problem that names a line numbers the file's
lines again (:meth:`TypedTranscript.line_number`). Rare records whose whole object is kept
(``mode``, stream-json ``init`` and ``result``) are parsed from their line by ``orjson``.

One difference remains, in input no tool writes, and it keeps records the tolerant reader
drops: a number beyond a double's range (``1e400``) in a key nobody reads, which msgspec skips
without checking and orjson rejects (finding it would take a pass over every file); and, in a
process that raised Python's recursion limit well above its default 1000, nesting deeper than
orjson's 1024 levels in such a key (msgspec's skipping is bounded by the recursion limit, orjson's
by 1024; at the default limit such a file falls back). A record whose whole object is parsed
again by ``orjson`` (``mode``, ``init``, ``result``) falls back instead.
``benchmarks/fuzz_claude_code_typed.py`` mutates real sessions to look for more differences.

The switch, for tests and benchmarks only: ``AGENT_TRACES_CLAUDE_CODE_READER=tolerant`` reads
every file the tolerant way; unset (or ``typed``) tries the typed path first. It is read per
file, so set it before loading (and use a fresh cache: the cache key does not include it).
"""

from __future__ import annotations

import io
import os
import struct
import zlib
from typing import Annotated, Any

import msgspec
import orjson
import pyarrow as pa

from ...core.config import ParseContext
from ...core.reading import iter_lines, open_binary
from .convert import _INFO_KEYS, USAGE_KEYS, Converter
from .transcript import BOOKKEEPING_TYPES, CHAIN_TYPES, Transcript
from .tree import answers_calls, call_ids_of

READER_ENV = "AGENT_TRACES_CLAUDE_CODE_READER"
MAX_TYPED_BYTES = 256 << 20
MAX_VALUE_DEPTH = 6

# an integer orjson reads as an int (it reads a larger one as a float, msgspec as an int)
_Int64 = Annotated[int, msgspec.Meta(ge=-(2**63), le=2**63 - 1)]


def _json_value(depth: int) -> Any:
    """The type of a JSON value nested at most ``depth`` deep whose integers fit in 64 bits:
    decoded by msgspec to what orjson gives; anything else fails typed decoding. (msgspec takes
    no recursive alias; a fixed depth it does.)"""
    value: Any = str | _Int64 | float | bool | None
    for _ in range(depth):
        value = str | _Int64 | float | bool | list[value] | dict[str, value] | None
    return value


# msgspec translates each level for list and dict alike: building the decoder costs 2^depth
# (6: ~5 ms at import; 16 took 40 s). Deeper content falls back to the tolerant reader.
JSONValue = _json_value(MAX_VALUE_DEPTH)
_RAW_NULL = msgspec.Raw(b"null")


class Fallback(Exception):
    """The file is not read the typed way; the tolerant reader reads it."""


class AgentResult(msgspec.Struct, gc=False):
    """``toolUseResult``: only ``agentId`` is used (it links a subagent to its call)."""

    agentId: str | None = None


class Usage(msgspec.Struct, gc=False):
    """``message.usage``: the counts :meth:`~.convert.Converter.usage_total` adds (an int,
    else not counted). The rest (cache breakdown, ``iterations``, ``server_tool_use``…) is
    skipped: as dicts it was ~15 % of decoding and freeing the records."""

    input_tokens: _json_value(2) = None
    output_tokens: _json_value(2) = None
    cache_read_input_tokens: _json_value(2) = None
    cache_creation_input_tokens: _json_value(2) = None


class Message(msgspec.Struct, gc=False):
    id: str | None = None
    model: str | None = None
    stop_reason: str | None = None
    content: JSONValue = None
    usage: Usage | None = None  # a usage that is not an object: the tolerant reader's


class Record(msgspec.Struct, gc=False):
    """One line: the fields the tolerant reader reads, typed as they are when intact."""

    type: str
    uuid: str | None = None
    parentUuid: str | msgspec.UnsetType | None = msgspec.UNSET
    sessionId: str | None = None
    session_id: str | None = None
    timestamp: str | None = None
    isSidechain: bool | None = None
    parent_tool_use_id: str | None = None
    isMeta: bool | None = None
    isCompactSummary: bool | None = None
    isApiErrorMessage: bool | None = None
    subtype: str | None = None
    logicalParentUuid: str | None = None
    agentId: str | None = None
    version: str | None = None
    cwd: str | None = None
    gitBranch: str | None = None
    permissionMode: str | None = None
    entrypoint: str | None = None
    slug: str | None = None
    summary: str | None = None
    leafUuid: str | None = None
    aiTitle: str | None = None
    message: Message | None = None
    toolUseResult: AgentResult | str | list[msgspec.Raw] | int | float | bool | None = None
    # rare records: left raw, parsed by orjson when the record is read
    attachment: msgspec.Raw = _RAW_NULL
    compactMetadata: msgspec.Raw = _RAW_NULL
    content: msgspec.Raw = _RAW_NULL


_DECODER = msgspec.json.Decoder(Record)


def _loads(raw: msgspec.Raw) -> Any:
    if raw is _RAW_NULL:
        return None
    try:
        return orjson.loads(memoryview(raw))
    except orjson.JSONDecodeError as err:
        raise Fallback("a value orjson rejects") from err


def _whole(line: bytes) -> Any:
    """A record whose whole object is kept, parsed again from its line by ``orjson``: a number
    beyond a double's range, which msgspec skipped unchecked, is the tolerant reader's to count."""
    try:
        return orjson.loads(line)
    except orjson.JSONDecodeError as err:
        raise Fallback("a line orjson rejects") from err


def _read_bytes(path: str) -> bytes:
    try:
        with open_binary(path) as handle:
            if isinstance(handle, io.BufferedReader):
                # a local file: read() sizes its buffer by the file (read(n) allocates n bytes:
                # 5x slower here)
                if os.fstat(handle.fileno()).st_size > MAX_TYPED_BYTES:
                    raise Fallback("too large")
                data = handle.read()
            else:
                data = handle.read(MAX_TYPED_BYTES + 1)
    except (OSError, EOFError, zlib.error) as err:
        raise Fallback("unreadable") from err
    if len(data) > MAX_TYPED_BYTES:
        raise Fallback("too large")
    return data


def _records(data: bytes) -> list[bytes]:
    """The lines of ``data`` that hold a record, numbered as ``decode_lines`` numbers its records
    (it skips blank lines)."""
    return [line for line in data.split(b"\n") if line.strip()]


def _one_record_a_line(data: bytes, count: int) -> bool:
    """Whether the ``count`` records ``decode_lines`` read from ``data`` are one a non-blank line.

    ``decode_lines`` reads a stream of values in which a newline is whitespace: two records glued
    on one line, or one record broken over lines, are read whole, where the tolerant reader
    counts the lines as ``malformed_json``. Counting lines is not enough (a record broken over
    two lines, the second also holding the next record, makes as many records as lines). What
    settles it: every record is an object and no newline can be inside a string, so when every
    non-blank line starts with ``{`` and ends with ``}`` no record spans two lines (a ``}``
    ending a line inside a record would be followed by the ``{`` opening the next one: not
    JSON), and then as many records as lines is one a line. The usual file (``}\n{`` between
    records, nothing else) is checked by ``find`` from newline to newline (memchr: ~2 % of a
    table-generator pass in instructions, where ``bytes.count`` of newlines was ~30 %); the
    others (CRLF, blank lines, spaces around a record) line by line.
    """
    if data[:1] == b"{":
        find, end = data.find, len(data) - 1
        lines = 0
        at = find(b"\n")
        while at != -1:
            lines += 1
            if data[at - 1] != 0x7D or (at != end and data[at + 1] != 0x7B):
                break
            at = find(b"\n", at + 1)
        else:
            if data[-1] in b"}\n":
                return lines + (data[-1] != 0x0A) == count
    nonblank = _records(data)
    return len(nonblank) == count and all(
        line[0] == 0x7B and line[-1] == 0x7D for line in (raw.strip() for raw in nonblank)
    )


def _valid_utf8(data: bytes) -> bool:
    """Whether ``data`` is UTF-8, checked by Arrow without decoding it (~5 GB/s)."""
    if data.isascii():
        return True
    offsets = pa.py_buffer(struct.pack("<qq", 0, len(data)))
    try:
        pa.LargeStringArray.from_buffers(1, offsets, pa.py_buffer(data)).validate(full=True)
    except pa.ArrowInvalid:
        return False
    return True


class TypedTranscript(Transcript):
    """A :class:`~.transcript.Transcript` whose records are :class:`Record` structs."""

    _line_numbers: list[int] | None = None

    def _read(self) -> None:
        data = _read_bytes(self.path)
        try:
            records = _DECODER.decode_lines(data)
        except (msgspec.DecodeError, ValueError, RecursionError) as err:  # invalid UTF-8 is a ValueError
            raise Fallback(str(err)) from err
        if not _one_record_a_line(data, len(records)):
            raise Fallback("a line that holds other than one record")
        if not _valid_utf8(data):
            raise Fallback("invalid UTF-8")
        lines: list[bytes] | None = None
        kinds = [rec.type for rec in records]
        self.types.update(kinds)
        skipped, chain = self.skipped, CHAIN_TYPES
        kept: list[Record] = []
        numbers: list[int] = []
        for n, kind in enumerate(kinds):
            if kind == "assistant" or kind == "user":
                rec = records[n]
                if rec.message is None:
                    raise Fallback("malformed_message")
                kept.append(rec)
                numbers.append(n + 1)  # the record's ordinal; see line_number()
            elif kind in chain:
                rec = records[n]
                if kind == "system" and rec.subtype == "init" and rec.parentUuid is msgspec.UNSET:
                    lines = lines or _records(data)
                    self.init = _whole(lines[n])
                    continue
                if kind == "attachment":
                    rec.attachment = _loads(rec.attachment)
                elif kind == "system":
                    rec.compactMetadata = _loads(rec.compactMetadata)
                    rec.content = _loads(rec.content)
                kept.append(rec)
                numbers.append(n + 1)
            elif kind == "summary":
                rec = records[n]
                if rec.summary is not None:
                    self.summaries.append({"summary": rec.summary, "leaf_uuid": rec.leafUuid})
            elif kind == "permission-mode":
                self.permission_mode = records[n].permissionMode or self.permission_mode
            elif kind == "ai-title":
                if records[n].aiTitle:
                    self.titles.append(records[n].aiTitle)  # type: ignore[arg-type]
            elif kind == "mode" or kind == "result":
                lines = lines or _records(data)
                whole = _whole(lines[n])
                if kind == "mode":
                    self.modes.append({k: v for k, v in whole.items() if k not in ("type", "sessionId")})
                else:
                    self.result = whole
            elif kind in BOOKKEEPING_TYPES:
                skipped["bookkeeping"] += 1
            else:
                skipped["unknown_type"] += 1
        self._add_all(kept, numbers)

    def _add_all(self, kept: list[Record], numbers: list[int]) -> None:
        """:meth:`_add` of every conversation record, a list at a time: the tree index built by
        comprehensions, not a method call and five appends per record. A file in which a uuid
        repeats (rare) is added record by record, the first copy kept."""
        uuids = [rec.uuid for rec in kept]
        index = {uuid: p for p, uuid in enumerate(uuids)}
        index.pop(None, None)  # type: ignore[call-overload]
        if len(index) != len(uuids) - uuids.count(None):
            for rec, line in zip(kept, numbers, strict=True):
                self._add(rec, line)
            return
        unset = msgspec.UNSET
        parents: list[Any] = [rec.parentUuid for rec in kept]
        unset_count = parents.count(unset)  # identity first: no UNSET equals a str
        if unset_count:
            parents = [None if parent is unset else parent for parent in parents]
        if unset_count < len(parents):
            self.tree = True
        children = self.children
        for p, parent in enumerate(parents):
            if parent is not None and uuids[p] is not None:
                kids = children.get(parent)
                if kids is None:
                    children[parent] = [p]
                else:
                    kids.append(p)
        self.index = index  # type: ignore[assignment]
        self.records = kept  # type: ignore[assignment]
        self.lines = numbers
        self.uuids = uuids
        self.parents = parents
        self.side = [rec.isSidechain is True or bool(rec.parent_tool_use_id) for rec in kept]

    def _add(self, rec: Record, line: int) -> None:  # type: ignore[override]
        uuid = rec.uuid
        parent = rec.parentUuid
        if parent is msgspec.UNSET:
            parent = None
        else:
            self.tree = True
        if uuid is not None:
            if uuid in self.index:
                self.skipped["duplicate_record"] += 1
                return
            self.index[uuid] = len(self.records)
            if parent is not None:
                self.children.setdefault(parent, []).append(len(self.records))
        self.records.append(rec)  # type: ignore[arg-type]
        self.lines.append(line)
        self.uuids.append(uuid)
        self.parents.append(parent)
        self.side.append(bool(rec.isSidechain) or bool(rec.parent_tool_use_id))

    def line_number(self, line: int) -> int:
        """The line number of the ``line``-th record: blank lines are not records, so a problem
        (rare) reads the file again to number its lines as the tolerant reader does."""
        if self._line_numbers is None:
            with open_binary(self.path) as handle:
                self._line_numbers = [number for number, raw in iter_lines(handle) if raw is not None]
        return self._line_numbers[line - 1]

    def convert(self, positions: list[int]) -> Converter:
        return TypedConverter(self, positions)

    @staticmethod
    def _session_of(rec: Record) -> Any:  # type: ignore[override]
        return rec.sessionId or rec.session_id

    @staticmethod
    def _stamp_of(rec: Record) -> Any:  # type: ignore[override]
        return rec.timestamp

    @staticmethod
    def _session_id_of(rec: Record) -> Any:  # type: ignore[override]
        return rec.sessionId

    @staticmethod
    def _crossing(rec: Record) -> tuple[Any, bool]:  # type: ignore[override]
        logical = rec.logicalParentUuid
        return logical, logical is not None or rec.subtype == "compact_boundary"

    @staticmethod
    def _assistant_ids(rec: Record) -> tuple[Any, list[str]] | None:  # type: ignore[override]
        if rec.type == "assistant":
            msg = rec.message
            return call_ids_of(msg.id, msg.content)  # type: ignore[union-attr]
        return None

    def _calls(self) -> list[tuple[Any, list[str]] | None]:
        """:meth:`_assistant_ids` of every record, in one loop (a call per record was most of it)."""
        calls = self._call_list
        if calls is None:
            calls = self._call_list = []
            ids_of = call_ids_of
            for rec in self.records:
                if rec.type == "assistant":  # type: ignore[attr-defined]
                    msg = rec.message  # type: ignore[attr-defined]
                    calls.append(ids_of(msg.id, msg.content))
                else:
                    calls.append(None)
        return calls

    def _attached(self, p: int, msg_ids: set[str], call_ids: set[str]) -> bool:
        rec: Record = self.records[p]  # type: ignore[assignment]
        kind = rec.type
        if kind == "assistant":
            msg_id = rec.message.id  # type: ignore[union-attr]
            return msg_id is not None and msg_id in msg_ids
        if kind == "user":
            return answers_calls(rec.message.content, call_ids)  # type: ignore[union-attr]
        return self.uuids[p] not in self.children

    @staticmethod
    def _run_root(rec: Record) -> tuple[Any, Any]:  # type: ignore[override]
        return rec.agentId, rec.message.content if rec.type == "user" else None  # type: ignore[union-attr]


class TypedConverter(Converter):
    """A :class:`~.convert.Converter` reading :class:`Record` structs."""

    def run(self) -> list[dict]:
        records, lines = self.t.records, self.t.lines
        chosen: list[Record] = [records[p] for p in self.positions]  # type: ignore[misc]
        # Converter._note() on typed fields (a string or None): every version in order, and
        # the last non-empty value of each detail, found from the end (usually the last record)
        self.versions.update(dict.fromkeys([rec.version for rec in chosen if rec.version is not None]))
        info = self.info
        for attr, name in _INFO_KEYS:
            for rec in reversed(chosen):
                value = getattr(rec, attr)
                if value:
                    info[name] = value
                    break
        for p, rec in zip(self.positions, chosen, strict=True):
            kind = rec.type
            if kind == "assistant":
                msg: Message = rec.message  # type: ignore[assignment]
                mid = msg.id if msg.id is not None else rec.uuid
                self._assistant_part(rec, mid, msg.content, msg.usage, msg.model, lines[p])
            elif kind == "user":
                result = rec.toolUseResult
                agent_id = result.agentId if result.__class__ is AgentResult else None  # type: ignore[union-attr]
                content = rec.message.content  # type: ignore[union-attr]
                self._user_part(content, rec.timestamp, rec.isCompactSummary, rec.isMeta, agent_id)
            elif kind == "attachment":
                self._attachment(rec.attachment, rec.timestamp)
            elif kind == "system":
                self._system(rec.subtype, rec.timestamp, rec.compactMetadata, rec.content)
            else:
                self.skipped[kind] += 1
        return self._finish()

    def usage_total(self) -> dict[str, int]:
        # an int (a bool too, as isinstance says) is counted, anything else not
        inputs = outputs = cache_read = cache_creation = 0
        for usage in self.usage.values():
            value = usage.input_tokens
            if isinstance(value, int):
                inputs += value
            value = usage.output_tokens
            if isinstance(value, int):
                outputs += value
            value = usage.cache_read_input_tokens
            if isinstance(value, int):
                cache_read += value
            value = usage.cache_creation_input_tokens
            if isinstance(value, int):
                cache_creation += value
        return dict(zip(USAGE_KEYS, (inputs, outputs, cache_read, cache_creation), strict=True))

    @staticmethod
    def _head(rec: Record) -> tuple[Any, Any, Any, Any]:  # type: ignore[override]
        msg: Message = rec.message  # type: ignore[assignment]
        return rec.timestamp, msg.model, rec.isApiErrorMessage, msg.stop_reason


def read_transcript(path: str, ctx: ParseContext) -> Transcript:
    """The transcript of ``path``: typed when the file allows it, else the tolerant reader's."""
    if os.environ.get(READER_ENV, "typed") != "tolerant":
        try:
            return TypedTranscript(path, ctx)
        except Fallback:
            pass
    return Transcript(path, ctx)
