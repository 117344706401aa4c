"""The most a Hermes schema storing each distinct tool list once could save: every row's tools
as now, against every row's tools emptied, in one process, alternating, medians of CPU seconds.

Cases: the cached load (``load_dataset`` into a fresh cache dir, rows not read, as ``run.py``'s
``ours_np1``) and the streamed one (every row iterated), each with the rows' ``tools`` as the
parser gives them and with ``tools = []`` (what a reference to a list stored elsewhere would leave
in the row). ``torch`` is imported first, as a streaming ``IterableDataset`` does.

    python benchmarks/tools_cost.py benchmarks/corpora/hermes-10M --rounds 7
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
    parser.add_argument("path")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    os.environ["HF_DATASETS_OFFLINE"] = "1"
    with contextlib.suppress(ImportError):
        import torch  # noqa: F401
    import datasets

    from agent_traces.loaders import hermes

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    parse = hermes.parse_trajectory_record

    def without_tools(record: dict, ctx: object, line: int, cache: object = None) -> dict | None:
        row = parse(record, ctx, line, cache)
        if row is not None:
            row["tools"] = []
        return row

    def cached(empty: bool) -> int:
        hermes.parse_trajectory_record = without_tools if empty else parse
        cache = tempfile.mkdtemp(prefix="tools-cost-")
        try:
            ds = datasets.load_dataset("hermes", data_dir=args.path, split="train", cache_dir=cache)
            return sum(os.path.getsize(f["filename"]) for f in ds.cache_files)
        finally:
            shutil.rmtree(cache, ignore_errors=True)

    def stream(empty: bool) -> int:
        hermes.parse_trajectory_record = without_tools if empty else parse
        return sum(
            1 for _ in datasets.load_dataset("hermes", data_dir=args.path, split="train", streaming=True)
        )

    cases = {
        (kind, empty): (run, empty)
        for kind, run in (("cached", cached), ("stream", stream))
        for empty in (False, True)
    }
    for run, empty in cases.values():  # warm: imports, page cache
        run(empty)
    times: dict = {name: [] for name in cases}
    out: dict = {}
    for _ in range(args.rounds):
        for name, (run, empty) in cases.items():
            start = time.process_time()
            out[name] = run(empty)
            times[name].append(time.process_time() - start)
    hermes.parse_trajectory_record = parse
    print("| case | tools | CPU s median (min–max) | cache MB |")
    print("|---|---|---|---|")
    for (kind, empty), values in times.items():
        cache_mb = f"{out[(kind, empty)] / 1e6:.1f}" if kind == "cached" else "—"
        shown = f"{statistics.median(values):.3f} ({min(values):.3f}–{max(values):.3f})"
        print(f"| {kind} | {'emptied' if empty else 'as now'} | {shown} | {cache_mb} |")
    for kind in ("cached", "stream"):
        ratio = statistics.median(times[(kind, False)]) / statistics.median(times[(kind, True)])
        print(f"{kind}: as now ÷ tools emptied = {ratio:.2f}× the time")


if __name__ == "__main__":
    main()
