"""What ``orjson.loads`` spends on each kind of Codex record, over a corpus: the most that not
decoding some kinds (events only counted, token counts of which only the last is kept) could save.

Lines are read first; each kind's lines are then decoded alone, least CPU time of ``--runs``
passes (decoding and freeing the values, as a reader that drops them would)::

    python benchmarks/codex_record_costs.py benchmarks/corpora/codex-100M
"""

from __future__ import annotations

import argparse
import collections
import time
from pathlib import Path

import orjson


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    by_kind: dict[tuple, list[bytes]] = collections.defaultdict(list)
    for path in sorted(Path(args.corpus).rglob("*.jsonl")):
        with open(path, "rb") as handle:
            for line in handle:
                if not line.strip():
                    continue
                try:
                    record = orjson.loads(line)
                except orjson.JSONDecodeError:
                    continue
                payload = record.get("payload") if isinstance(record, dict) else None
                kind = (
                    record.get("type") if isinstance(record, dict) else None,
                    payload.get("type") if isinstance(payload, dict) else None,
                )
                by_kind[kind].append(line)
    costs = {}
    for kind, lines in by_kind.items():
        best = float("inf")
        for _ in range(args.runs):
            start = time.process_time()
            for line in lines:
                orjson.loads(line)
            best = min(best, time.process_time() - start)
        costs[kind] = (best, len(lines), sum(map(len, lines)))
    total = sum(c[0] for c in costs.values())
    size = sum(c[2] for c in costs.values())
    print(f"all lines: {total * 1000:.0f} ms, {size / 1e6:.1f} MB")
    print("| record, payload type | lines | MB | orjson ms | of orjson |")
    print("|---|---:|---:|---:|---:|")
    for kind, (seconds, count, nbytes) in sorted(costs.items(), key=lambda kv: -kv[1][0]):
        print(
            f"| {kind[0]}, {kind[1]} | {count} | {nbytes / 1e6:.1f} | {seconds * 1000:.1f} | {seconds / total:.1%} |"
        )


if __name__ == "__main__":
    main()
