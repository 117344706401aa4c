"""Arrow encoding alone: column-wise (``ViewEncoder.table``) against row-wise
(``Table.from_pylist``) on the same rendered rows, in groups as ``Batcher`` encodes them.

    python benchmarks/encoding.py claude_code benchmarks/corpora/cc-10M --repeats 5
    python benchmarks/encoding.py hermes ../shared/corpus/hermes
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("path")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--views", default="messages,sharegpt,steps")
    args = parser.parse_args()

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
        times: dict[str, list[float]] = {"row-wise": [], "column-wise": []}
        for _ in range(args.repeats):
            for name, column_wise in (("row-wise", False), ("column-wise", True)):
                encoder = encoding.ViewEncoder(VIEW_FEATURES[view], column_wise, repeats=view == "steps")
                shared: dict = {}
                gc.disable()  # as in _generate_tables (core.memory.GcPause)
                start = time.perf_counter()
                for group in groups:
                    encoding.encode_table(encoder, group, shared, log)
                times[name].append(time.perf_counter() - start)
                gc.enable()
        a, b = statistics.median(times["row-wise"]), statistics.median(times["column-wise"])
        print(
            f"  {view:<9} {len(rendered):>6} rows in {len(groups)} groups: row-wise {a:.3f} s ({min(times['row-wise']):.3f}-{max(times['row-wise']):.3f}), "
            f"column-wise {b:.3f} s ({min(times['column-wise']):.3f}-{max(times['column-wise']):.3f}): {a / b:.2f}x"
        )


if __name__ == "__main__":
    main()
