"""Time the cyclic garbage collector spends during passes of a source's table generator.

``core/memory.GcPause`` keeps the collector off while rows are built and turns it on when the
generator yields a table; whatever is still alive and young then (a suspended parser's records,
say) is walked by the collection the next allocation triggers. This counts those collections
and their time with ``gc.callbacks``, for the checkout first on ``PYTHONPATH``::

    PYTHONPATH=/tmp/base12 python benchmarks/gc_time.py codex benchmarks/corpora/codex-100M
    PYTHONPATH=. python benchmarks/gc_time.py codex benchmarks/corpora/codex-100M
"""

from __future__ import annotations

import argparse
import gc
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("corpus")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    import datasets

    import agent_traces

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    builder = datasets.load_dataset_builder(args.source, data_dir=args.corpus, cache_dir=tempfile.mkdtemp())
    files = sorted(str(p) for p in Path(args.corpus).rglob("*") if p.is_file() and not p.name.startswith("."))
    groups = builder.group_files(files)

    def tables() -> None:
        for _ in builder._generate_tables([[g] for g in groups], [{p: p for p in g} for g in groups]):
            pass

    state = {"start": 0.0, "seconds": 0.0, "generations": [0, 0, 0], "collected": 0}

    def callback(phase: str, info: dict) -> None:
        if phase == "start":
            state["start"] = time.perf_counter()
        else:
            state["seconds"] += time.perf_counter() - state["start"]
            state["generations"][info["generation"]] += 1
            state["collected"] += info["collected"]

    print(f"agent_traces from {Path(agent_traces.__file__).parent.parent}")
    tables()  # warm-up
    gc.callbacks.append(callback)
    for _ in range(args.runs):
        state.update(seconds=0.0, generations=[0, 0, 0], collected=0)
        cpu = time.process_time()
        tables()
        cpu = time.process_time() - cpu
        print(
            f"pass CPU {cpu * 1000:.0f} ms; collections {state['generations']} (by generation) "
            f"{state['seconds'] * 1000:.1f} ms, {state['collected']} objects collected"
        )


if __name__ == "__main__":
    main()
