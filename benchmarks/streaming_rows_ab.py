"""Whole streamed passes with this checkout's row conversion (``core.streaming.TableRows``)
against a base checkout's (``table_rows`` of ``core/streaming.py`` at 54eca0c, session 12's
start), in one process, alternating, medians: everything else (the table generator, ``datasets``)
is this checkout's, so the ratio is the conversion's alone. ``torch`` is imported first, as
``datasets`` does on the first streamed iteration.

    python benchmarks/streaming_rows_ab.py hermes benchmarks/corpora/hermes-10M /tmp/base12 --rounds 9

Full collections of the garbage collector (0.2-0.4 s each with ``torch`` imported) fall on either
side now and then; ``--rounds`` of 9 or more and the median keep them out.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import time
import types
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def base_table_rows(base: Path) -> type:
    """A ``TableRows``-like class running the base's ``table_rows`` (its module loaded from its
    file, its one relative import pointed at this checkout's ``core.encoding``)."""
    source = (base / "agent_traces" / "core" / "streaming.py").read_text()
    source = source.replace("from .encoding import", "from agent_traces.core.encoding import")
    module = types.ModuleType("base_streaming")
    exec(compile(source, str(base / "agent_traces/core/streaming.py"), "exec"), module.__dict__)

    class BaseTableRows:
        def __init__(self, features: dict) -> None:
            self.decoders = {n: d for n, f in features.items() if (d := module._decoder(f))}
            self.repeated = {
                n: module.RepeatedLists(self.decoders.get(n)) for n in module.SHARED_COLUMNS if n in features
            }

        def __call__(self, table):
            return module.table_rows(table, self.decoders, self.repeated)

    return BaseTableRows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("path")
    parser.add_argument("base", type=Path)
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    os.environ["HF_DATASETS_OFFLINE"] = "1"
    with contextlib.suppress(ImportError):
        import torch  # noqa: F401
    import datasets

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    from agent_traces.core import streaming

    ours = streaming.TableRows
    cases = {"ours": ours, "base": base_table_rows(args.base)}
    options = {"data_dir": args.path, "split": "train"}
    if args.source == "claude_code":
        options["subagents"] = True

    def run(cls: type) -> int:
        streaming.TableRows = cls
        try:
            return sum(1 for _ in datasets.load_dataset(args.source, streaming=True, **options))
        finally:
            streaming.TableRows = ours

    rows = {name: run(cls) for name, cls in cases.items()}  # warm
    assert len(set(rows.values())) == 1, rows
    wall: dict[str, list[float]] = {name: [] for name in cases}
    cpu: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(args.rounds):
        for name, cls in cases.items():
            start, cpu_start = time.perf_counter(), time.process_time()
            run(cls)
            wall[name].append(time.perf_counter() - start)
            cpu[name].append(time.process_time() - cpu_start)
    med = statistics.median
    print(f"{args.source} {args.path}: {rows['ours']} rows, {args.rounds} rounds")
    print("| conversion | s median (min–max) | CPU s median | ours ÷ case (time) |")
    print("|---|---|---|---|")
    for name in cases:
        print(
            f"| {name} | {med(wall[name]):.3f} ({min(wall[name]):.3f}–{max(wall[name]):.3f}) "
            f"| {med(cpu[name]):.3f} | {med(wall['ours']) / med(wall[name]):.2f} |"
        )


if __name__ == "__main__":
    main()
