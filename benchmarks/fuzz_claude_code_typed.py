"""Differential fuzzer of the typed Claude Code reader against the tolerant one.

The contract of :mod:`agent_traces.loaders.claude_code.typed`: whenever it reads a file, its rows
and problem log are the tolerant reader's. This script takes windows of real sessions (the
corpus in ``../shared/corpus/claude_code`` and ``fixtures/claude_code``), mutates them (a field's
type, duplicate, deleted or escaped keys, odd numbers and strings, whitespace, NUL bytes, invalid
UTF-8, truncation, lines split or glued, deep nesting, every shape of ``message.content``; per
file blank lines, a BOM, gzip, reordered or duplicated lines, ``parentUuid`` cycles, rare record
types) and reads each mutated file both ways. A file the typed path falls back on is the
tolerant reader's by construction; for a file it takes, the Parquet bytes of every view (two
option sets) and the problem logs are compared. Deterministic: case ``i`` of seed ``s`` is the
same file on every run::

    PYTHONPATH=$PWD .venv/bin/python benchmarks/fuzz_claude_code_typed.py --cases 2000 --seed 0 \\
        --keep /tmp/ccfuzz-diverged

It prints, per mutation, how many files took the typed path, fell back and diverged, and writes
every diverging (or crashing) file to ``--keep``. A difference the module docstring documents (a
number beyond a double's range in a key nobody reads) is reported apart, as ``known``, when the
file reads the same once each such number is made ``1e300``.
"""

from __future__ import annotations

import argparse
import gzip
import io
import os
import random
import re
import sys
import tempfile
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

import orjson

ROOT = Path(__file__).resolve().parents[1]
SEED_DIRS = [ROOT.parent / "shared" / "corpus" / "claude_code", ROOT / "fixtures" / "claude_code"]
WINDOW = 24  # lines of a seed file per case: small files keep a case fast

# -- values -------------------------------------------------------------------------------------

RAW_NUMBERS = [
    b"1e308",
    b"-0.0",
    b"1E+2",
    b"1e-400",
    b"9223372036854775807",
    b"9223372036854775808",
    b"-9223372036854775808",
    b"-9223372036854775809",
    b"18446744073709551615",
    b"18446744073709551616",
    b"0e400",
    b"-0",
    b"0.1000000000000000055511151231257827",
    b"4.9406564584124654e-324",
    b"1.7976931348623157e308",
    b"123456789012345678901234567890",
    b"1.5",
    b"0",
    b"1e400",  # known: beyond a double (orjson rejects it, msgspec skips it unchecked)
]
KNOWN_NUMBERS = (b"1e400",)
RAW_STRINGS = [
    b'"\\u0000"',
    b'"\\ud83d\\ude00"',
    b'"\\ud83d"',
    b'"\\ude00"',
    b'"a\\ud83dxyz"',
    b'"a\\/b"',
    b'"\\u00e9"',
    '"é"'.encode(),
    b'"\\t\\n\\r\\b\\f"',
    b'"a\tb"',
    b'"a\x7fb"',
    b'"a\x00b"',
    b'"\xff\xfe"',
    b'"\xc0\xaf"',
    b'"\xed\xa0\xbd"',
    b'"\xef\xbf\xbe"',
    b'"\\""',
    b'"\\\\"',
    b'"\\q"',
    b'"\\u12G4"',
    b'"' + b"x" * 5000 + b'"',
    b'""',
    b'" "',
    b'"\xe2\x80\xa8"',
]
CONTENT_SHAPES: list[Any] = [
    None,
    "",
    "text",
    [],
    [""],
    ["plain"],
    [1],
    [None],
    [[]],
    [{}],
    [{"type": "text"}],
    [{"type": "text", "text": 5}],
    [{"type": "text", "text": None}],
    [{"type": "text", "text": ["a"]}],
    [{"type": "tool_use"}],
    [{"type": "tool_use", "id": 5, "name": "Bash", "input": {}}],
    [{"type": "tool_use", "id": "t1", "name": "Task", "input": {"subagent_type": 1, "description": []}}],
    [{"type": "tool_use", "id": "t1", "name": "Bash", "input": "x"}],
    [{"type": "tool_result"}],
    [{"type": "tool_result", "tool_use_id": "t1", "content": [{"type": "text", "text": "r"}]}],
    [{"type": "tool_result", "tool_use_id": 7, "content": 5, "is_error": "yes"}],
    [{"type": "tool_result", "tool_use_id": "t1", "content": [{"type": "image", "source": {}}]}],
    [{"type": "thinking", "thinking": "hm", "signature": 3}],
    [{"type": "redacted_thinking", "data": "x"}],
    [{"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "AA=="}}],
    [{"type": "document", "source": 5}],
    [{"type": "mystery", "x": 1}],
    [{"type": None}],
    [{"type": 5}],
    {"type": "text", "text": "an object"},
    5,
    1.5,
    True,
    False,
]
OTHER_TYPES = [
    "mystery",
    "",
    "USER",
    "user ",
    "assistant\u0000",
    "summary",
    "mode",
    "result",
    "ai-title",
    "permission-mode",
    "file-history-snapshot",
    "progress",
    "system",
    "attachment",
    "queue-operation",
    "custom-title",
    "stream_event",
    "last-prompt",
]
BLANKS = [b"", b" ", b"\t", b"\r", b"  \t\r", b"\x0c", b"\x0b"]


def random_value(rng: random.Random, not_type: type | None = None) -> Any:
    makers = [
        lambda: rng.choice(["", "x", "user", "u1", "2025-01-01T00:00:00Z", "\u00e9\U0001f600"]),
        lambda: rng.choice([0, 1, -1, 7, 2**31, 2**53 + 1]),
        lambda: rng.choice([0.0, 1.5, -0.0, 1e300, 2.5e-300]),
        lambda: rng.choice([True, False]),
        lambda: None,
        lambda: rng.choice([[], [1], ["a"], [{}], [None, "x"]]),
        lambda: rng.choice([{}, {"a": 1}, {"type": "text", "text": "t"}, {"agentId": "a1"}]),
    ]
    while True:
        value = rng.choice(makers)()
        if not_type is None or type(value) is not not_type:
            return value


# -- serialising with raw pieces and duplicate keys ---------------------------------------------


class Raw:
    """Bytes written as they are (a number or string orjson would not write)."""

    def __init__(self, data: bytes) -> None:
        self.data = data


class Pairs:
    """An object written from a list of pairs: duplicate keys, raw (escaped) keys."""

    def __init__(self, pairs: list[tuple[Any, Any]]) -> None:
        self.pairs = pairs


def dump(value: Any, sep: bytes = b"") -> bytes:
    """JSON of ``value`` (orjson for plain leaves), ``sep`` after each ``,`` and ``:``."""
    if isinstance(value, Raw):
        return value.data
    if isinstance(value, Pairs):
        items = [
            (k.data if isinstance(k, Raw) else orjson.dumps(k)) + b":" + sep + dump(v, sep)
            for k, v in value.pairs
        ]
        return b"{" + (b"," + sep).join(items) + b"}"
    if isinstance(value, dict):
        return dump(Pairs(list(value.items())), sep)
    if isinstance(value, list):
        return b"[" + (b"," + sep).join(dump(v, sep) for v in value) + b"]"
    return orjson.dumps(value)


def slots(value: Any, limit: int = 400) -> list[tuple[Any, Any]]:
    """``(container, key)`` of every value nested in ``value`` (breadth first, at most ``limit``)."""
    out: list[tuple[Any, Any]] = []
    queue = [value]
    while queue and len(out) < limit:
        node = queue.pop(0)
        if isinstance(node, dict):
            for k, v in node.items():
                out.append((node, k))
                queue.append(v)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                out.append((node, i))
                queue.append(v)
    return out


def objects(value: Any) -> list[dict]:
    return [c[k] for c, k in slots(value) if isinstance(c[k], dict) and c[k]] + (
        [value] if isinstance(value, dict) and value else []
    )


# -- mutations of one record -------------------------------------------------------------------


def m_retype(rec: dict, rng: random.Random) -> Any:
    container, key = rng.choice(slots(rec))
    container[key] = random_value(rng, type(container[key]))
    return rec


def m_retype_top(rec: dict, rng: random.Random) -> Any:
    key = rng.choice(list(rec))
    rec[key] = random_value(rng, type(rec[key]))
    return rec


def m_delete_key(rec: dict, rng: random.Random) -> Any:
    obj = rng.choice(objects(rec))
    del obj[rng.choice(list(obj))]
    return rec


def m_shuffle_keys(rec: dict, rng: random.Random) -> Any:
    obj = rng.choice(objects(rec))
    items = list(obj.items())
    rng.shuffle(items)
    obj.clear()
    obj.update(items)
    return rec


def m_duplicate_key(rec: dict, rng: random.Random) -> Any:
    obj = rng.choice(objects(rec))
    key = rng.choice(list(obj))
    other = random_value(rng) if rng.random() < 0.7 else obj[key]
    pairs = list(obj.items())
    at = [k for k, _ in pairs].index(key)
    extra = (key, other)
    if rng.random() < 0.5:
        pairs.insert(at, extra)  # the original value last: it wins in orjson
    else:
        pairs.append(extra)
    return _replace_object(rec, obj, Pairs(pairs))


def m_escaped_key(rec: dict, rng: random.Random) -> Any:
    obj = rng.choice(objects(rec))
    key = rng.choice(list(obj))
    if not key:
        return rec
    escaped = "".join(f"\\u{ord(c):04x}" if rng.random() < 0.4 else c for c in key)
    pairs = [(Raw(b'"' + escaped.encode() + b'"') if k == key else k, v) for k, v in obj.items()]
    return _replace_object(rec, obj, Pairs(pairs))


def _replace_object(rec: dict, obj: dict, new: Any) -> Any:
    if obj is rec:
        return new
    for container, key in slots(rec):
        if container[key] is obj:
            container[key] = new
            break
    return rec


def m_record_type(rec: dict, rng: random.Random) -> Any:
    rec["type"] = rng.choice(OTHER_TYPES)
    return rec


def m_block_type(rec: dict, rng: random.Random) -> Any:
    content = (rec.get("message") or {}).get("content") if isinstance(rec.get("message"), dict) else None
    if isinstance(content, list) and content and isinstance(content[0], dict):
        rng.choice([b for b in content if isinstance(b, dict)] or [{}])["type"] = rng.choice(
            ["mystery", "server_tool_use", "web_search_tool_result", "", None, 3, "TEXT", "container_upload"]
        )
    return rec


def m_number(rec: dict, rng: random.Random) -> Any:
    container, key = rng.choice(slots(rec))
    container[key] = Raw(rng.choice(RAW_NUMBERS))
    return rec


def m_usage_number(rec: dict, rng: random.Random) -> Any:
    msg = rec.get("message")
    if isinstance(msg, dict):
        usage = msg.setdefault("usage", {})
        if isinstance(usage, dict):
            usage[rng.choice(["input_tokens", "output_tokens", "cache_read_input_tokens", "x"])] = Raw(
                rng.choice(RAW_NUMBERS)
            )
    return rec


def m_string(rec: dict, rng: random.Random) -> Any:
    strings = [(c, k) for c, k in slots(rec) if isinstance(c[k], str)]
    container, key = rng.choice(strings or slots(rec))
    container[key] = Raw(rng.choice(RAW_STRINGS))
    return rec


def m_deep(rec: dict, rng: random.Random) -> Any:
    container, key = rng.choice(slots(rec))
    depth = rng.choice([3, 5, 6, 7, 8, 50, 1000, 1023, 1025])
    if rng.random() < 0.5:
        container[key] = Raw(b"[" * depth + b"]" * depth)
    else:
        container[key] = Raw(b'{"a":' * depth + b"1" + b"}" * depth)
    return rec


def m_empty(rec: dict, rng: random.Random) -> Any:
    container, key = rng.choice(slots(rec))
    container[key] = rng.choice([{}, [], "", None])
    return rec


def m_content_shape(rec: dict, rng: random.Random) -> Any:
    msg = rec.get("message")
    if not isinstance(msg, dict):
        msg = rec["message"] = {"role": "user"}
    msg["content"] = orjson.loads(orjson.dumps(rng.choice(CONTENT_SHAPES)))
    return rec


def m_message_shape(rec: dict, rng: random.Random) -> Any:
    rec["message"] = rng.choice([{}, {"content": None}, {"id": "m1"}, {"usage": {}}, {"usage": None}, []])
    return rec


RECORD_MUTATIONS = {
    "retype": m_retype,
    "retype_top": m_retype_top,
    "delete_key": m_delete_key,
    "shuffle_keys": m_shuffle_keys,
    "duplicate_key": m_duplicate_key,
    "escaped_key": m_escaped_key,
    "record_type": m_record_type,
    "block_type": m_block_type,
    "number": m_number,
    "usage_number": m_usage_number,
    "string": m_string,
    "deep": m_deep,
    "empty": m_empty,
    "content_shape": m_content_shape,
    "message_shape": m_message_shape,
}

# -- mutations of the bytes of one line ---------------------------------------------------------

_TOKEN_GAP = re.compile(rb'(?<=[,:\[{])(?=["\[{0-9tfn-])')


def b_whitespace(line: bytes, rng: random.Random) -> bytes:
    ws = rng.choice([b" ", b"\t", b"\r", b"  \t", b"\x0c", b"\x0b", b"\xc2\xa0"])
    where = rng.choice(["lead", "trail", "gap", "crlf"])
    if where == "lead":
        return ws + line
    if where == "trail":
        return line + ws
    if where == "crlf":
        return line + b"\r"
    gaps = [m.start() for m in _TOKEN_GAP.finditer(line)]
    if not gaps:
        return line
    at = rng.choice(gaps)
    return line[:at] + ws + line[at:]


def b_nul(line: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(line) + 1)
    return line[:at] + b"\x00" + line[at:]


def b_invalid_utf8(line: bytes, rng: random.Random) -> bytes:
    at = rng.randrange(len(line) + 1)
    return line[:at] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf5\x80", b"\x80"]) + line[at:]


def b_truncate(line: bytes, rng: random.Random) -> bytes:
    return line[: rng.randrange(len(line))]


def b_escape_slash(line: bytes, rng: random.Random) -> bytes:
    return line.replace(b"/", b"\\/")


LINE_MUTATIONS = {
    "whitespace": b_whitespace,
    "nul": b_nul,
    "invalid_utf8": b_invalid_utf8,
    "truncate": b_truncate,
    "escape_slash": b_escape_slash,
}

# -- mutations of the file ----------------------------------------------------------------------


def f_split_line(lines: list[bytes], rng: random.Random) -> list[bytes]:
    i = rng.randrange(len(lines))
    gaps = [m.start() for m in _TOKEN_GAP.finditer(lines[i])] or [len(lines[i]) // 2]
    at = rng.choice(gaps)
    return [*lines[:i], lines[i][:at], lines[i][at:], *lines[i + 1 :]]


def f_glue_lines(lines: list[bytes], rng: random.Random) -> list[bytes]:
    if len(lines) < 2:
        return lines
    i = rng.randrange(len(lines) - 1)
    return [*lines[:i], lines[i] + rng.choice([b"", b" ", b"\t", b"\r"]) + lines[i + 1], *lines[i + 2 :]]


def f_move_newline(lines: list[bytes], rng: random.Random) -> list[bytes]:
    """A newline moved: one line broken inside a record, two others glued (line count kept)."""
    if len(lines) < 3:
        return lines
    return f_glue_lines(f_split_line(lines, rng), rng)


def f_blank_lines(lines: list[bytes], rng: random.Random) -> list[bytes]:
    lines = list(lines)
    for _ in range(rng.randint(1, 3)):
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(BLANKS))
    return lines


def f_reorder(lines: list[bytes], rng: random.Random) -> list[bytes]:
    lines = list(lines)
    if rng.random() < 0.3:
        return lines[::-1]
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return lines


def f_duplicate_line(lines: list[bytes], rng: random.Random) -> list[bytes]:
    i = rng.randrange(len(lines))
    return [*lines[: i + 1], lines[i], *lines[i + 1 :]]


def _edit_records(lines: list[bytes], edit) -> list[bytes]:
    recs = []
    for line in lines:
        try:
            recs.append(orjson.loads(line))
        except orjson.JSONDecodeError:
            recs.append(None)
    edit(recs)
    out = []
    for line, rec in zip(lines, recs, strict=True):
        try:
            out.append(line if rec is None else orjson.dumps(rec))
        except orjson.JSONEncodeError:  # deeper than orjson writes: left as it is
            out.append(line)
    return out


def f_collide_uuid(lines: list[bytes], rng: random.Random) -> list[bytes]:
    def edit(recs: list) -> None:
        with_uuid = [r for r in recs if isinstance(r, dict) and "uuid" in r]
        if len(with_uuid) >= 2:
            a, b = rng.sample(with_uuid, 2)
            b["uuid"] = a["uuid"]

    return _edit_records(lines, edit)


def f_cycle(lines: list[bytes], rng: random.Random) -> list[bytes]:
    def edit(recs: list) -> None:
        with_uuid = [r for r in recs if isinstance(r, dict) and isinstance(r.get("uuid"), str)]
        if with_uuid:
            a = rng.choice(with_uuid)
            b = with_uuid[-1] if rng.random() < 0.5 else a  # a later record, or itself
            a["parentUuid"] = b["uuid"]

    return _edit_records(lines, edit)


def f_no_tree(lines: list[bytes], rng: random.Random) -> list[bytes]:
    def edit(recs: list) -> None:
        for r in recs:
            if isinstance(r, dict):
                r.pop("parentUuid", None)

    return _edit_records(lines, edit)


RARE_RECORDS = [
    {"type": "system", "subtype": "init", "session_id": "s1", "tools": ["Bash"], "model": "m"},
    {"type": "result", "subtype": "success", "is_error": False, "num_turns": 1, "total_cost_usd": 0.5},
    {"type": "mode", "mode": "plan", "sessionId": "s1"},
    {"type": "summary", "summary": "a summary", "leafUuid": "u1"},
    {"type": "ai-title", "aiTitle": "title"},
    {"type": "permission-mode", "permissionMode": "plan"},
    {
        "type": "attachment",
        "uuid": "at1",
        "parentUuid": None,
        "attachment": {"type": "file", "filename": "f"},
    },
    {
        "type": "system",
        "uuid": "sy1",
        "parentUuid": None,
        "subtype": "compact_boundary",
        "compactMetadata": {"trigger": "auto", "preTokens": 5},
    },
    {"type": "system", "uuid": "sy2", "parentUuid": None, "subtype": "away_summary", "content": "away"},
    {"type": "progress", "uuid": "pr1", "parentUuid": None, "data": {"x": 1}},
]


def f_rare_record(lines: list[bytes], rng: random.Random) -> list[bytes]:
    rec = orjson.loads(orjson.dumps(rng.choice(RARE_RECORDS)))
    if rng.random() < 0.6:  # with a mutation of its own
        name = rng.choice(["number", "duplicate_key", "retype", "string", "deep", "escaped_key"])
        rec = RECORD_MUTATIONS[name](rec, rng)
    at = rng.randrange(len(lines) + 1)
    return [*lines[:at], dump(rec), *lines[at:]]


FILE_MUTATIONS = {
    "split_line": f_split_line,
    "glue_lines": f_glue_lines,
    "move_newline": f_move_newline,
    "blank_lines": f_blank_lines,
    "reorder": f_reorder,
    "duplicate_line": f_duplicate_line,
    "collide_uuid": f_collide_uuid,
    "cycle": f_cycle,
    "no_tree": f_no_tree,
    "rare_record": f_rare_record,
}
WRAPPERS = ["bom", "gzip", "no_final_newline", "extra_newlines", "crlf_all"]


# -- one case ----------------------------------------------------------------------------------


def seed_files() -> list[Path]:
    files = []
    for folder in SEED_DIRS:
        files += sorted(p for p in folder.rglob("*.jsonl") if p.is_file())
    return files


def make_case(seeds: list[tuple[Path, list[bytes]]], rng: random.Random) -> tuple[str, bytes, list[str]]:
    """``(file name, bytes, mutations applied)`` of one case."""
    path, all_lines = rng.choice(seeds)
    start = rng.randrange(max(1, len(all_lines) - WINDOW)) if rng.random() < 0.7 else 0
    lines = all_lines[start : start + WINDOW]
    applied = []
    sep = rng.choice([b"", b"", b"", b" "])
    if sep:
        lines = [dump(orjson.loads(x), sep) for x in lines]
        applied.append("spaced")
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
        kind = rng.random()
        if kind < 0.55:
            name = rng.choice(sorted(RECORD_MUTATIONS))
            i = rng.randrange(len(lines))
            try:
                rec = orjson.loads(lines[i])
            except orjson.JSONDecodeError:
                continue
            if not isinstance(rec, dict) or not rec:
                continue
            try:
                lines[i] = dump(RECORD_MUTATIONS[name](rec, rng), sep)
            except RecursionError:  # a line made deep by an earlier mutation: left as it is
                continue
        elif kind < 0.75:
            name = rng.choice(sorted(LINE_MUTATIONS))
            i = rng.randrange(len(lines))
            lines[i] = LINE_MUTATIONS[name](lines[i], rng)
        else:
            name = rng.choice(sorted(FILE_MUTATIONS))
            lines = FILE_MUTATIONS[name](lines, rng)
        applied.append(name)
    data = b"\n".join(lines) + b"\n"
    name = path.name
    if rng.random() < 0.12:
        wrapper = rng.choice(WRAPPERS)
        applied.append(wrapper)
        if wrapper == "bom":
            data = b"\xef\xbb\xbf" + data
        elif wrapper == "gzip":
            name += ".gz"
            data = gzip.compress(data, mtime=0)
        elif wrapper == "no_final_newline":
            data = data.rstrip(b"\n")
        elif wrapper == "extra_newlines":
            data += b"\n\n"
        else:
            data = data.replace(b"\n", b"\r\n")
    return name, data, applied


# -- reading both ways -------------------------------------------------------------------------

OPTIONS = [{"branches": "all", "subagents": True}, {"branches": "main", "subagents": False}]


def tables(path: str, reader: str, **options: Any) -> tuple[dict, list]:
    """Parquet bytes of every view and the problem log, read with one reader (as the test does)."""
    import pyarrow.parquet as pq

    from agent_traces import ProblemLog
    from agent_traces.api import read_trajectories
    from agent_traces.converters.views import VIEWS
    from agent_traces.core import builder, encoding
    from agent_traces.loaders.claude_code import typed as claude_code_typed

    os.environ[claude_code_typed.READER_ENV] = reader
    try:
        log = ProblemLog()
        rows = list(read_trajectories("claude_code", [path], log, **options))
        written = {}
        for view in VIEWS:
            rendered = [out for row in rows for out in builder.render_rows(row, view, True, log)]
            table = encoding.encode_table(encoding.view_encoder(view), rendered, {}, log)
            sink = io.BytesIO()
            pq.write_table(table, sink)
            written[view] = sink.getvalue()
    finally:
        del os.environ[claude_code_typed.READER_ENV]
    return written, sorted(log.counts.items()) + sorted(log.examples.items()) + [sorted(log.deliberate)]


def took_typed(path: str) -> bool:
    from agent_traces import ProblemLog
    from agent_traces.core.config import ParseContext
    from agent_traces.loaders.claude_code import typed as claude_code_typed
    from agent_traces.loaders.claude_code import ClaudeCodeConfig

    ctx = ParseContext(path, path, ClaudeCodeConfig(name="messages"), ProblemLog())
    return isinstance(claude_code_typed.read_transcript(path, ctx), claude_code_typed.TypedTranscript)


def check(path: str) -> str:
    """``fallback``, ``typed`` (and the same), ``diverged``, ``crash`` (the typed path raised)
    or ``tolerant_crash``."""
    try:
        if not took_typed(path):
            return "fallback"
    except Exception:
        return "crash"
    for options in OPTIONS:
        try:
            typed = tables(path, "typed", **options)
        except Exception:
            return "crash"
        try:
            tolerant = tables(path, "tolerant", **options)
        except Exception:
            return "tolerant_crash"
        if typed != tolerant:
            return "diverged"
    return "typed"


def classify(path: Path, data: bytes) -> str:
    """:func:`check` of the file; a difference that goes away when each number beyond a double
    (``1e400``, documented) is made ``1e300`` is reported as ``known``."""
    outcome = check(str(path))
    plain = gzip.decompress(data) if path.name.endswith(".gz") else data
    if outcome in ("diverged", "crash") and any(n in plain for n in KNOWN_NUMBERS):
        tamed = plain
        for n in KNOWN_NUMBERS:
            tamed = tamed.replace(n, b"1e300")
        twin = path.with_name("tamed-" + path.name)
        twin.write_bytes(gzip.compress(tamed, mtime=0) if path.name.endswith(".gz") else tamed)
        if check(str(twin)) in ("typed", "fallback"):
            outcome += "_known"
    return outcome


def fuzz(
    cases: int, seed: str, keep: Path | None = None, verbose: bool = False
) -> tuple[Counter, dict[str, Counter], list[tuple[int, str, list[str]]]]:
    """Outcomes of ``cases`` mutated files: overall, per mutation, and the cases that diverged
    or crashed (``known`` ones included)."""
    seeds = []
    for p in seed_files():
        lines = [x for x in p.read_bytes().split(b"\n") if x.strip()]
        if lines:
            seeds.append((p, lines))
    outcomes: Counter = Counter()
    per_mutation: dict[str, Counter] = {}
    failures = []
    if keep:
        keep.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for case in range(cases):
            rng = random.Random(f"ccfuzz-{seed}-{case}")
            name, data, applied = make_case(seeds, rng)
            folder = Path(tmp) / str(case) / "-home-dev-fuzz"
            folder.mkdir(parents=True)
            path = folder / name
            path.write_bytes(data)
            outcome = classify(path, data)
            outcomes[outcome] += 1
            for m in set(applied):
                per_mutation.setdefault(m, Counter())[outcome] += 1
            if outcome.startswith(("diverged", "crash")):
                failures.append((case, outcome, applied))
                if keep:
                    (keep / f"{case:05d}-{'+'.join(applied)}-{name}").write_bytes(data)
                if verbose:
                    print(case, outcome, applied, file=sys.stderr)
                    if outcome == "crash":
                        try:
                            took_typed(str(path))
                            tables(str(path), "typed")
                        except Exception:
                            traceback.print_exc()
    return outcomes, per_mutation, failures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=2000)
    parser.add_argument("--seed", default="0")
    parser.add_argument("--keep", default=None, help="folder for the files that diverged or crashed")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    import datasets

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    keep = Path(args.keep) if args.keep else None
    outcomes, per_mutation, _ = fuzz(args.cases, args.seed, keep, args.verbose)
    print(
        f"cases {args.cases} seed {args.seed}: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items()))
    )
    width = max(len(m) for m in per_mutation)
    for m in sorted(per_mutation):
        counts = per_mutation[m]
        print(f"  {m:<{width}}  " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


if __name__ == "__main__":
    main()
