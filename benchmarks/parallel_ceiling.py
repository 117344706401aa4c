"""The most `num_proc=2` can gain on this machine: one process vs two on the same parse.

Parses every line of a corpus with `orjson` in one process, then again in two forked processes,
each given half of the files by bytes (the split `num_proc=2` makes), with nothing shared
and no `datasets` in the loop. The ratio of the two times is the ceiling for any two-worker
load on this machine (a shared VM's second core is rarely a whole core). Alternating runs, the
median ratio last.

    .venv/bin/python benchmarks/parallel_ceiling.py benchmarks/corpora/cc-1G --runs 4
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

import orjson

from agent_traces.core.sharding import split_by_bytes


def parse(files: list[Path]) -> int:
    keys = 0
    for path in files:
        with open(path, "rb") as handle:
            for line in handle:
                keys += len(orjson.loads(line))
    return keys


def halves(files: list[Path]) -> tuple[list[Path], list[Path]]:
    """The two consecutive halves by bytes that ``num_proc=2`` would give its workers."""
    groups = [[str(f)] for f in files]
    first, second = split_by_bytes(groups, [f.stat().st_size for f in files], 2)
    return [Path(g[0]) for g in first], [Path(g[0]) for g in second]


def one(files: list[Path]) -> float:
    start = time.perf_counter()
    parse(files)
    return time.perf_counter() - start


def two(parts: tuple[list[Path], list[Path]]) -> float:
    start = time.perf_counter()
    children = []
    for part in parts:
        pid = os.fork()
        if pid == 0:
            parse(part)
            os._exit(0)
        children.append(pid)
    for pid in children:
        os.waitpid(pid, 0)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--runs", type=int, default=4)
    args = parser.parse_args()
    files = sorted(args.corpus.rglob("*.jsonl"))
    parts = halves(files)
    size = sum(f.stat().st_size for f in files) / 1e6
    print(f"{len(files)} files, {size:.1f} MB; halves of {len(parts[0])} and {len(parts[1])} files")
    singles, pairs = [], []
    for _ in range(args.runs):
        singles.append(one(files))
        pairs.append(two(parts))
        print(f"one process {singles[-1]:.2f} s, two {pairs[-1]:.2f} s: {singles[-1] / pairs[-1]:.2f}x")
    print(f"median: {statistics.median(singles) / statistics.median(pairs):.2f}x")


if __name__ == "__main__":
    main()
