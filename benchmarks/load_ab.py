"""This checkout's whole cached ``load_dataset`` against another checkout's, alternating fresh processes.

Each process imports one checkout's ``agent_traces``, loads the corpus once into a fresh cache to
warm up, then ``--runs`` times (a fresh cache each), and reports the least CPU seconds and the
least wall seconds of those. Unlike ``generator_ab.py`` this includes what ``datasets`` does
with our tables (``ArrowWriter.write_table``: ``combine_chunks``, the cast, the file writes) and
the start of a load (listing the files, the module factory). The checkouts alternate
``--processes`` times; the medians and their ratios are printed.

    python benchmarks/load_ab.py hermes benchmarks/corpora/hermes-100M /tmp/base12
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def child(source: str, corpus: str, runs: int) -> tuple[float, float]:
    """Least CPU and least wall seconds of ``runs`` cached loads of ``corpus``."""
    import datasets

    import agent_traces  # noqa: F401  (registers the builders)

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    options = {"subagents": True} if source == "claude_code" else {}
    cpu = wall = float("inf")
    for run in range(runs + 1):
        cache = tempfile.mkdtemp()
        start_cpu, start_wall = time.process_time(), time.perf_counter()
        ds = datasets.load_dataset(source, data_dir=corpus, cache_dir=cache, split="train", **options)
        if run:  # the first load warms up
            cpu = min(cpu, time.process_time() - start_cpu)
            wall = min(wall, time.perf_counter() - start_wall)
        del ds
        shutil.rmtree(cache, ignore_errors=True)
    return cpu, wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("corpus")
    parser.add_argument("baseline", help="a directory holding the other checkout's agent_traces")
    parser.add_argument("--processes", type=int, default=6)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--child", choices=["yes"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(*child(args.source, args.corpus, args.runs))
        return
    results: dict[str, list[tuple[float, float]]] = {"baseline": [], "this checkout": []}
    for _ in range(args.processes):
        for name, root in (("baseline", args.baseline), ("this checkout", str(REPO))):
            env = {**os.environ, "PYTHONPATH": os.pathsep.join([root, os.environ.get("PYTHONPATH", "")])}
            cmd = [
                sys.executable,
                __file__,
                args.source,
                args.corpus,
                args.baseline,
                "--runs",
                str(args.runs),
            ]
            out = subprocess.run(
                [*cmd, "--child", "yes"], env=env, capture_output=True, text=True, check=True
            )
            cpu, wall = map(float, out.stdout.split()[-2:])
            results[name].append((cpu, wall))
    medians = {}
    for name, values in results.items():
        cpus = sorted(v[0] for v in values)
        walls = sorted(v[1] for v in values)
        medians[name] = statistics.median(cpus), statistics.median(walls)
        print(
            f"{name:14s} CPU ms {' '.join(f'{c * 1000:.0f}' for c in cpus)}  (median {medians[name][0] * 1000:.0f})"
        )
        print(
            f"{'':14s} wall ms {' '.join(f'{w * 1000:.0f}' for w in walls)}  (median {medians[name][1] * 1000:.0f})"
        )
    base, ours = medians["baseline"], medians["this checkout"]
    print(f"baseline ÷ this checkout: CPU {base[0] / ours[0]:.2f}×, wall {base[1] / ours[1]:.2f}×")


if __name__ == "__main__":
    main()
