"""Arrow encoding alone: column-wise (``ViewEncoder.table``) against row-wise
(``Table.from_pylist``) on the same rendered rows, in groups as ``Batcher`` encodes them; with
``--baseline DIR``, this checkout's column-wise encoder against the one of another checkout
(``DIR/agent_traces/core/encoding.py``, loaded beside ours), alternating in one process.

    python benchmarks/encoding.py claude_code benchmarks/corpora/cc-10M --repeats 5
    python benchmarks/encoding.py hermes ../shared/corpus/hermes
    python benchmarks/encoding.py claude_code benchmarks/corpora/cc-100M --views messages --baseline /tmp/base10
    python benchmarks/encoding.py hermes benchmarks/corpora/hermes-10M --baseline /tmp/base10 --generator

``--generator``: the whole table generator of the ``messages`` config (``_generate_tables``: parse,
convert, encode) with the baseline's ``Batcher``/``view_encoder`` and with ours, alternating in
one process (the rest of the package is ours in both), CPU time per pass. On a shared machine this
moves less than ``generator_ab.py``, whose fresh processes land on busy and quiet moments apart.

Repeats encode the same Python objects, so text that is not ASCII is encoded to UTF-8 once and
then cached by Python in each string (both encoders profit alike); the first repeat of each is
left out of the medians for that reason.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def baseline_module(directory: str):
    """``DIR``'s ``core/encoding.py`` as a module of our package (its relative imports are ours)."""
    path = Path(directory) / "agent_traces" / "core" / "encoding.py"
    spec = importlib.util.spec_from_file_location("agent_traces.core._baseline_encoding", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("path")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--views", default="messages,sharegpt,steps")
    parser.add_argument("--baseline", help="another checkout: its column-wise encoder against ours")
    parser.add_argument(
        "--generator", action="store_true", help="time the whole table generator (needs --baseline)"
    )
    args = parser.parse_args()
    if args.generator:
        generator(args)
        return

    from agent_traces import ProblemLog
    from agent_traces.api import read_trajectories, resolve_files
    from agent_traces.converters.views import VIEW_FEATURES
    from agent_traces.core import builder, encoding

    files = resolve_files(args.source, args.path)
    size = sum(Path(f).stat().st_size for f in files)
    log = ProblemLog()
    rows = list(
        read_trajectories(args.source, files, log, subagents=True)
        if args.source == "claude_code"
        else read_trajectories(args.source, files, log)
    )
    print(f"{args.source}: {len(files)} files, {size / 1e6:.1f} MB, {len(rows)} rows")
    if args.baseline:
        base = baseline_module(args.baseline)
        cases = (("base", base, True), ("ours", encoding, True))
    else:
        cases = (("row-wise", encoding, False), ("column-wise", encoding, True))
    for view in args.views.split(","):
        # groups as Batcher encodes them: ENCODE_ROWS rows or ENCODE_CHARS characters of text
        groups, current, chars, rendered = [], [], 0, []
        for row in rows:
            out = builder.render_rows(row, view, True, log)
            rendered += out
            current += out
            chars += builder.text_size(row, view, len(out))
            if len(current) >= encoding.ENCODE_ROWS or chars >= encoding.ENCODE_CHARS:
                groups.append(current)
                current, chars = [], 0
        if current:
            groups.append(current)
        times: dict[str, list[float]] = {name: [] for name, _, _ in cases}
        for repeat in range(args.repeats + 1):
            for name, module, column_wise in cases if repeat % 2 else cases[::-1]:
                encoder = module.ViewEncoder(VIEW_FEATURES[view], column_wise, repeats=view == "steps")
                shared: dict = {}
                gc.disable()  # as in _generate_tables (core.memory.GcPause)
                start = time.process_time()
                for group in groups:
                    module.encode_table(encoder, group, shared, log)
                if repeat:
                    times[name].append(time.process_time() - start)
                gc.enable()
        (a, ta), (b, tb) = ((name, times[name]) for name, _, _ in cases)
        ma, mb = statistics.median(ta), statistics.median(tb)
        print(
            f"  {view:<9} {len(rendered):>6} rows in {len(groups)} groups: {a} {ma:.3f} s ({min(ta):.3f}-{max(ta):.3f}), "
            f"{b} {mb:.3f} s ({min(tb):.3f}-{max(tb):.3f}): {ma / mb:.2f}x"
        )


def generator(args: argparse.Namespace) -> None:
    import tempfile

    import datasets

    import agent_traces  # noqa: F401  (registers the builders)
    from agent_traces.core import builder as core
    from agent_traces.core import encoding

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    builder = datasets.load_dataset_builder(args.source, data_dir=args.path, cache_dir=tempfile.mkdtemp())
    files = sorted(str(p) for p in Path(args.path).rglob("*") if p.is_file() and not p.name.startswith("."))
    groups = builder.group_files(files)
    cases = (("base", baseline_module(args.baseline)), ("ours", encoding))
    times: dict[str, list[float]] = {name: [] for name, _ in cases}
    for repeat in range(args.repeats + 1):  # the first pass of each warms up
        for name, module in cases if repeat % 2 else cases[::-1]:
            core.Batcher, core.view_encoder = module.Batcher, module.view_encoder
            start = time.process_time()
            for _ in builder._generate_tables([[g] for g in groups], [{p: p for p in g} for g in groups]):
                pass
            if repeat:
                times[name].append(time.process_time() - start)
    a, b = (statistics.median(times[name]) for name, _ in cases)
    spread = ", ".join(f"{name} {min(t):.3f}-{max(t):.3f}" for name, t in times.items())
    print(f"{args.source} {args.path}: generator CPU base {a:.3f} s, ours {b:.3f} s ({spread}): {a / b:.2f}x")


if __name__ == "__main__":
    main()
