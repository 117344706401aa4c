"""Typed decoding (msgspec) of Codex rollouts against orjson per line, and what exactness costs.

Issue 19 asked whether Codex could take a typed fast path like Claude Code's
(``loaders/claude_code_typed.py``). This measures, over a corpus, in one process, alternating,
the CPU time of:

- ``orjson``: ``orjson.loads`` of every non-blank line (what the tolerant reader parses);
- ``typed``: one ``msgspec.json.Decoder(Record).decode_lines`` per file into Structs of the
  fields ``loaders/codex.py`` reads (text values as JSON of at most 6 levels, 64-bit integers,
  finite floats; metadata values kept raw; ``encrypted_content`` and unread events skipped);
- ``all raw``: the same Structs with every field ``msgspec.Raw``: the floor of msgspec's scan;

and what a typed reader must add to read a file exactly as the tolerant reader does, because
``decode_lines`` reads a stream of values, not lines, and checks UTF-8 only where it decodes:

- ``utf8``: validating the whole file (Arrow, as ``claude_code_typed._valid_utf8``);
- ``newlines``: counting lines (numpy) to see that there are as many as records;
- ``glue``: finding ``}`` followed on its line by ``{`` (two records glued on one line).

    python benchmarks/codex_typed_decode.py benchmarks/corpora/codex-100M --runs 7
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Annotated, Any

import msgspec
import numpy as np
import orjson
import pyarrow as pa

_Int64 = Annotated[int, msgspec.Meta(ge=-(2**63), le=2**63 - 1)]
_Float = Annotated[float, msgspec.Meta(ge=-sys.float_info.max, le=sys.float_info.max)]
TEXT_FIELDS = [
    "type",
    "summary",
    "content",
    "call_id",
    "id",
    "input",
    "name",
    "output",
    "role",
    "arguments",
    "message",
    "text",
    "reason",
    "model",
    "approval_policy",
    "effort",
    "cwd",
    "full",
    "info",
    "rate_limits",
]
RAW_FIELDS = [
    "encrypted_content",
    "action",
    "thread_settings",
    "item",
    "sandbox_policy",
    "state",
    "replacement_history",
]
_RAW = msgspec.Raw(b"")
_GLUE_RE = re.compile(rb"\}[ \t\r]*\{")


def _json_value(depth: int) -> Any:
    value: Any = str | _Int64 | _Float | bool | None
    for _ in range(depth):
        value = str | _Int64 | _Float | bool | list[value] | dict[str, value] | None
    return value


def _decoder(raw_only: bool) -> msgspec.json.Decoder:
    value = _json_value(6)
    fields = [(f, msgspec.Raw, _RAW) if raw_only else (f, value, msgspec.UNSET) for f in TEXT_FIELDS]
    fields += [(f, msgspec.Raw, _RAW) for f in RAW_FIELDS]
    payload = msgspec.defstruct("Payload", fields, gc=False)
    record = msgspec.defstruct(
        "Record", [("type", str), ("payload", payload | None, None), ("timestamp", value, None)], gc=False
    )
    return msgspec.json.Decoder(record)


def _valid_utf8(data: bytes) -> bool:
    if data.isascii():
        return True
    offsets = pa.py_buffer(np.array([0, len(data)], dtype=np.int64).tobytes())
    try:
        pa.LargeStringArray.from_buffers(1, offsets, pa.py_buffer(data)).validate(full=True)
    except pa.ArrowInvalid:
        return False
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    files = sorted(p for p in Path(args.corpus).rglob("*.jsonl") if p.is_file())
    datas = [p.read_bytes() for p in files]
    lines = [[line for line in d.split(b"\n") if line.strip()] for d in datas]
    typed, raw = _decoder(False), _decoder(True)
    loads = orjson.loads

    cases = {
        "orjson": lambda: [[loads(line) for line in ls] for ls in lines],
        "typed": lambda: [typed.decode_lines(d) for d in datas],
        "all raw": lambda: [raw.decode_lines(d) for d in datas],
        "utf8": lambda: [_valid_utf8(d) for d in datas],
        "newlines": lambda: [int(np.count_nonzero(np.frombuffer(d, np.uint8) == 10)) for d in datas],
        "glue": lambda: [_GLUE_RE.search(d) for d in datas],
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(args.runs):
        for name, case in cases.items():
            start = time.process_time()
            result = case()
            times[name].append(time.process_time() - start)
            del result
    size = sum(map(len, datas)) / 1e6
    print(f"{size:.1f} MB in {len(files)} files; CPU s, median of {args.runs} (alternating)")
    base = statistics.median(times["orjson"])
    for name, values in times.items():
        median = statistics.median(values)
        print(
            f"{name:10} {median:7.3f} s   {median / base:5.2f} of orjson   ({min(values):.3f}–{max(values):.3f})"
        )


if __name__ == "__main__":
    main()
