"""Streaming against the cached load, in one process, alternating, medians.

Three cases per round, in turn: ``cached`` (``load_dataset`` into a fresh cache dir, rows not
read, as ``run.py``'s ``ours_np1``), ``stream`` (``streaming=True``, every row iterated: rows
decoded by ``core.streaming``) and ``stream_datasets`` (the same with the examples iterable and
the features ``datasets`` makes for an ``ArrowBasedBuilder``, decoding each one-row table with
``Features.decode_batch``: the code before session 9). ``torch`` is imported first (``datasets`` imports it on the first streaming
iteration when it is installed). With ``--map``, also ``map``/``map_datasets``: ``streaming=True`` then ``.map(f)`` iterated
(``map`` reads the Arrow tables and decodes them with the features: ``DecodingFeatures``).

    python benchmarks/streaming.py hermes benchmarks/corpora/hermes-10M --rounds 7
    python benchmarks/streaming.py claude_code benchmarks/corpora/cc-10M --rounds 7
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("path")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--map", action="store_true", help="also time .map(f) on the stream")
    args = parser.parse_args()
    os.environ["HF_DATASETS_OFFLINE"] = "1"
    with contextlib.suppress(ImportError):
        import torch  # noqa: F401
    import datasets

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    from agent_traces.core import builder
    from agent_traces.core.builder import AgentTracesBuilder
    from agent_traces.core.streaming import DecodingFeatures

    options = {"data_dir": args.path, "split": "train"}
    if args.source == "claude_code":
        options["subagents"] = True
    ours = AgentTracesBuilder._get_examples_iterable_for_split
    theirs = datasets.ArrowBasedBuilder._get_examples_iterable_for_split

    def cached() -> int:
        cache = tempfile.mkdtemp(prefix="stream-bench-")
        try:
            return len(datasets.load_dataset(args.source, cache_dir=cache, **options))
        finally:
            shutil.rmtree(cache, ignore_errors=True)

    def stream(method, mapped: bool = False):
        def run() -> int:
            AgentTracesBuilder._get_examples_iterable_for_split = method
            # datasets' own: features that are no DecodingFeatures are left as they are
            builder.DecodingFeatures = DecodingFeatures if method is ours else datasets.Features
            try:
                ds = datasets.load_dataset(args.source, streaming=True, **options)
                if mapped:
                    ds = ds.map(lambda row: {"n": len(row["messages"])})
                return sum(1 for _ in ds)
            finally:
                AgentTracesBuilder._get_examples_iterable_for_split = ours
                builder.DecodingFeatures = DecodingFeatures

        return run

    cases = {"cached": cached, "stream": stream(ours), "stream_datasets": stream(theirs)}
    if args.map:
        cases |= {"map": stream(ours, True), "map_datasets": stream(theirs, True)}
    for run in cases.values():  # warm: imports, page cache
        run()
    times: dict[str, list[float]] = {name: [] for name in cases}
    rows = {}
    for _ in range(args.rounds):
        for name, run in cases.items():
            start = time.perf_counter()
            rows[name] = run()
            times[name].append(time.perf_counter() - start)
    assert len(set(rows.values())) == 1, rows
    size = sum(p.stat().st_size for p in Path(args.path).rglob("*") if p.is_file())
    base = statistics.median(times["cached"])
    print(f"{args.source} {args.path}: {size / 1e6:.1f} MB, {rows['cached']} rows, {args.rounds} rounds")
    print("| case | s median (min–max) | MB/s | ÷ cached (speed) |")
    print("|---|---|---|---|")
    for name, values in times.items():
        med = statistics.median(values)
        print(
            f"| {name} | {med:.3f} ({min(values):.3f}–{max(values):.3f}) | {size / 1e6 / med:.1f} | {base / med:.2f}× |"
        )


if __name__ == "__main__":
    main()
