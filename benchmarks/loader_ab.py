"""One source's loader module from another checkout against this one, in one process, alternating.

``generator_ab.py`` compares whole checkouts in fresh processes; on a shared, loaded machine the
processes run at different times and a few percent drown in it (session 10: codex-10M gave
0.89x and 1.08x for the same change). Here the other checkout's ``loaders/<module>.py`` is
loaded beside ours (its relative imports resolve to *this* checkout's ``core`` and
``converters``: only the loader differs) and the table generator runs over each file group with
one loader, then the other, in turn; each variant's least CPU time per group is summed over the
corpus. ``--parse-only`` times the loader's ``parse_file`` alone (no finalizing or encoding).

    python benchmarks/loader_ab.py codex benchmarks/corpora/codex-10M /tmp/base10
    python benchmarks/loader_ab.py codex benchmarks/corpora/codex-100M /tmp/base10 --runs 7
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import sys
import tempfile
import time
import types
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("corpus")
    parser.add_argument("baseline", help="a directory holding the other checkout's agent_traces")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--parse-only", action="store_true")
    args = parser.parse_args()

    import datasets

    import agent_traces  # registers the builders
    from agent_traces.core.config import ParseContext
    from agent_traces.problems import ProblemLog

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    builder = datasets.load_dataset_builder(args.source, data_dir=args.corpus, cache_dir=tempfile.mkdtemp())
    ours_cls = type(builder)
    module = sys.modules[ours_cls.__module__]
    other = Path(args.baseline) / Path(module.__file__).relative_to(Path(agent_traces.__file__).parent.parent)
    name = f"{module.__package__}._ab_baseline_{Path(other).stem}"
    spec = importlib.util.spec_from_file_location(name, other)
    assert spec is not None and spec.loader is not None
    base_module = importlib.util.module_from_spec(spec)
    sys.modules[name] = base_module
    spec.loader.exec_module(base_module)
    base_cls = getattr(base_module, ours_cls.__name__)
    variants = {
        "baseline": types.MethodType(base_cls.parse_file, builder),
        "this checkout": types.MethodType(ours_cls.parse_file, builder),
    }
    files = sorted(str(p) for p in Path(args.corpus).rglob("*") if p.is_file() and not p.name.startswith("."))
    groups = builder.group_files(files)

    def tables(group: list[str]) -> None:
        for _ in builder._generate_tables([[group]], [{p: p for p in group}]):
            pass

    def parse(group: list[str]) -> None:
        was = gc.isenabled()
        gc.disable()  # as the builder does while parsing (core/memory.py)
        for path in group:
            for _ in builder.parse_file(path, ParseContext(path, path, builder.config, ProblemLog())):
                pass
        if was:
            gc.enable()

    run = parse if args.parse_only else tables
    best = {label: [float("inf")] * len(groups) for label in variants}
    for attempt in range(args.runs):
        for index, group in enumerate(groups):
            order = list(variants) if (attempt + index) % 2 else list(variants)[::-1]
            for label in order:
                builder.parse_file = variants[label]
                start = time.process_time()
                run(group)
                best[label][index] = min(best[label][index], time.process_time() - start)
    what = "parse_file" if args.parse_only else "table generator"
    totals = {label: sum(times) for label, times in best.items()}
    for label, total in totals.items():
        print(
            f"{label:14s} {what} CPU ms {total * 1000:.1f} (sum over {len(groups)} groups of the least of {args.runs})"
        )
    print(f"baseline ÷ this checkout: {totals['baseline'] / totals['this checkout']:.3f}×")


if __name__ == "__main__":
    main()
