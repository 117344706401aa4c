"""This checkout's table generator against another checkout's, alternating, in fresh processes.

Each process imports one checkout's ``agent_traces``, runs the builder's ``_generate_tables`` over
the corpus once to warm up, then ``--runs`` times, and reports the least CPU time of those (CPU
time of the process: on a shared machine it moves far less than wall time). The two checkouts
alternate ``--processes`` times; the medians and their ratio are printed. No ``datasets`` cache is
written, so this is the parse + convert + encode part of a load, without start-up.

    git archive main agent_traces | tar -x -C /tmp/main-base
    python benchmarks/generator_ab.py codex benchmarks/corpora/codex-10M /tmp/main-base
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def child(source: str, corpus: str, runs: int) -> float:
    """Least CPU seconds of ``runs`` passes of the table generator over ``corpus``."""
    import datasets

    import agent_traces  # noqa: F401  (registers the builders)

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    builder = datasets.load_dataset_builder(source, data_dir=corpus, cache_dir=tempfile.mkdtemp())
    files = sorted(str(p) for p in Path(corpus).rglob("*") if p.is_file() and not p.name.startswith("."))
    groups = builder.group_files(files)

    def tables() -> None:
        for _ in builder._generate_tables([[g] for g in groups], [{p: p for p in g} for g in groups]):
            pass

    tables()
    best = float("inf")
    for _ in range(runs):
        start = time.process_time()
        tables()
        best = min(best, time.process_time() - start)
    return best


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
        print(child(args.source, args.corpus, args.runs))
        return
    times: dict[str, list[float]] = {"baseline": [], "this checkout": []}
    for _ in range(args.processes):
        for label, root in (("baseline", args.baseline), ("this checkout", str(REPO))):
            env = {**os.environ, "PYTHONPATH": os.pathsep.join([root, os.environ.get("PYTHONPATH", "")])}
            cmd = [sys.executable, __file__, args.source, args.corpus, args.baseline, "--child", "yes"]
            cmd += ["--runs", str(args.runs)]
            out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True, cwd=REPO)
            times[label].append(float(out.stdout.strip().splitlines()[-1]))
    for label, values in times.items():
        shown = " ".join(f"{v * 1000:.0f}" for v in sorted(values))
        print(f"{label:14s} CPU ms {shown}  (median {statistics.median(values) * 1000:.0f})")
    ratio = statistics.median(times["baseline"]) / statistics.median(times["this checkout"])
    print(f"baseline ÷ this checkout: {ratio:.2f}×")


if __name__ == "__main__":
    main()
