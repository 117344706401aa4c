"""Two checkouts' table generators (Claude Code, or ``--source``) in one process, alternating: paired CPU times.

Each checkout's ``agent_traces`` is imported in turn (the modules of the first are dropped from
``sys.modules`` before the second is imported; its builder keeps them alive). Every round runs
both generators once, in alternating order, and the ratio of the pair is kept: on a shared
machine a pair sees about the same neighbours, where separate processes (``generator_ab.py``)
do not. The checkout imported second ran 1-5 % slower in a check of a checkout against a copy
of itself, so run both orders::

    python benchmarks/generator_paired.py benchmarks/corpora/cc-100M /tmp/base10 . --rounds 15
    python benchmarks/generator_paired.py benchmarks/corpora/cc-100M . /tmp/base10 --rounds 15
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def load(root: str, corpus: str, source: str = "claude_code") -> Any:
    """A builder of ``source`` of the checkout at ``root`` over ``corpus``."""
    import datasets

    for name in list(sys.modules):
        if name == "agent_traces" or name.startswith("agent_traces."):
            del sys.modules[name]
    root = str(Path(root).resolve())
    sys.path.insert(0, root)
    try:
        importlib.import_module("agent_traces")  # registers this checkout's builders
        builder = datasets.load_dataset_builder(source, data_dir=corpus, cache_dir=tempfile.mkdtemp())
    finally:
        sys.path.pop(0)
    where = sys.modules[type(builder).__module__].__file__
    if not where.startswith(root):
        raise SystemExit(f"imported {where}, not the checkout at {root}")
    return builder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus")
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--source", default="claude_code", help="any source's builder (default Claude Code)")
    args = parser.parse_args()
    import datasets

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    files = sorted(str(p) for p in Path(args.corpus).rglob("*") if p.is_file() and not p.name.startswith("."))
    runs = []
    for root in (args.first, args.second):
        builder = load(root, args.corpus, args.source)
        groups = builder.group_files(files)
        runs.append((builder, [[g] for g in groups], [{p: p for p in g} for g in groups]))

    def once(index: int) -> float:
        builder, shards, roots = runs[index]
        start = time.process_time()
        for _ in builder._generate_tables(shards, roots):
            pass
        return time.process_time() - start

    once(0), once(1)  # warm up
    times: list[list[float]] = [[], []]
    for r in range(args.rounds):
        for index in (0, 1) if r % 2 == 0 else (1, 0):
            times[index].append(once(index))
    for root, values in zip((args.first, args.second), times, strict=True):
        print(
            f"{root:30s} CPU ms median {statistics.median(values) * 1000:.0f} (least {min(values) * 1000:.0f})"
        )
    paired = statistics.median(a / b for a, b in zip(times[0], times[1], strict=True))
    print(f"first ÷ second: median of the paired ratios {paired:.3f}x")


if __name__ == "__main__":
    main()
