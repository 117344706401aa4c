"""What storing each Hermes row's system prompt and tools list costs a cached load.

Alternating in one process, ``--rounds`` times each: a cached ``load_dataset("hermes")`` of the
corpus as it is, and one where every row's tools list and system message text are emptied after
parsing (what a schema keeping them once per distinct prompt would write, with the same parse).
Prints the median and least CPU and wall seconds and the size of the cached table. The schema
is not changed by this: it measures the floor the current one sets.

    python benchmarks/hermes_floor.py benchmarks/corpora/hermes-100M --rounds 5
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time

import datasets

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces.loaders import hermes

PARSE = hermes.parse_trajectory_record


def _slim(record: dict, ctx, line: int, cache=None) -> dict | None:
    row = PARSE(record, ctx, line, cache)
    if row is not None:
        row["tools"] = []
        if row["messages"] and row["messages"][0]["role"] == "system":
            row["messages"][0] = dict(row["messages"][0], content="")
    return row


def _load(corpus: str, slim: bool) -> tuple[float, float, int]:
    hermes.parse_trajectory_record = _slim if slim else PARSE
    cache = tempfile.mkdtemp()
    try:
        cpu, wall = time.process_time(), time.perf_counter()
        ds = datasets.load_dataset("hermes", data_dir=corpus, cache_dir=cache, split="train")
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        size = ds.data.table.nbytes
        del ds
    finally:
        hermes.parse_trajectory_record = PARSE
        shutil.rmtree(cache, ignore_errors=True)
    return cpu, wall, size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    _load(args.corpus, False)  # warm-up
    results: dict[str, list[tuple[float, float, int]]] = {"as stored": [], "prompt and tools emptied": []}
    for _ in range(args.rounds):
        for name in results:
            results[name].append(_load(args.corpus, name != "as stored"))
    for name, runs in results.items():
        cpus, walls = [r[0] for r in runs], [r[1] for r in runs]
        print(
            f"{name:26s} CPU median {statistics.median(cpus):.3f} s (least {min(cpus):.3f}), "
            f"wall median {statistics.median(walls):.3f} s (least {min(walls):.3f}), table {runs[0][2] / 1e6:.1f} MB"
        )


if __name__ == "__main__":
    main()
