"""Decoding JSON lines: ``orjson.loads`` (what the readers use) against ``msgspec`` typed decoding
into ``Struct``s of only the fields a parser reads (``msgspec.Raw`` for values passed on
untouched), on the same lines. Decides whether a typed fast path pays for a source.

    python benchmarks/typed_decode.py hermes benchmarks/corpora/hermes-10M
    python benchmarks/typed_decode.py claude_code benchmarks/corpora/cc-10M
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time
from pathlib import Path

import msgspec
import orjson


class Turn(msgspec.Struct):
    value: str | None = None
    # "from" is a Python keyword
    from_: str | None = msgspec.field(default=None, name="from")


class HermesRecord(msgspec.Struct):
    conversations: list[Turn] | None = None
    timestamp: str | None = None
    model: str | None = None
    completed: bool | None = None


class Block(msgspec.Struct):
    type: str | None = None
    text: str | None = None
    thinking: str | None = None
    id: str | None = None
    name: str | None = None
    input: msgspec.Raw = msgspec.Raw(b"null")
    tool_use_id: str | None = None
    content: msgspec.Raw = msgspec.Raw(b"null")
    is_error: bool | None = None


class Message(msgspec.Struct):
    role: str | None = None
    model: str | None = None
    id: str | None = None
    content: str | list[Block] | None = None
    usage: msgspec.Raw = msgspec.Raw(b"null")


class ClaudeRecord(msgspec.Struct):
    type: str | None = None
    uuid: str | None = None
    parentUuid: str | None = None
    sessionId: str | None = None
    timestamp: str | None = None
    isSidechain: bool | None = None
    isMeta: bool | None = None
    message: Message | None = None
    toolUseResult: msgspec.Raw = msgspec.Raw(b"null")


TYPES = {"hermes": HermesRecord, "claude_code": ClaudeRecord}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", choices=sorted(TYPES))
    parser.add_argument("path")
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    lines = [
        line
        for p in sorted(Path(args.path).rglob("*.jsonl"))
        for line in p.read_bytes().splitlines()
        if line.strip()
    ]
    size = sum(len(line) for line in lines)
    typed = msgspec.json.Decoder(TYPES[args.source])
    untyped = msgspec.json.Decoder()
    failed = 0

    def run_typed() -> None:
        nonlocal failed
        failed = 0
        for line in lines:
            try:
                typed.decode(line)
            except msgspec.ValidationError:
                failed += 1

    cases = {
        "orjson.loads": lambda: [orjson.loads(line) for line in lines],
        "msgspec untyped": lambda: [untyped.decode(line) for line in lines],
        "msgspec typed": run_typed,
    }
    times: dict[str, list[float]] = {name: [] for name in cases}
    gc.disable()
    for _ in range(args.repeats):
        for name, fn in cases.items():
            start = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - start)
    gc.enable()
    base = statistics.median(times["orjson.loads"])
    print(f"{args.source}: {len(lines)} lines, {size / 1e6:.1f} MB; typed decoding failed on {failed}")
    for name, t in times.items():
        med = statistics.median(t)
        print(
            f"  {name:<16} {med:.3f} s ({min(t):.3f}-{max(t):.3f}), {size / 1e6 / med:.0f} MB/s, {base / med:.2f}x orjson"
        )


if __name__ == "__main__":
    main()
