"""``group_files`` of this checkout against another's, alternating in one process, same shards.

``group_files`` runs serially before any ``num_proc`` worker starts; this times it for the same
file list with this checkout's ``agent_traces`` and with ``--baseline-repo DIR``'s, one call of
each after the other, and fails when their shards differ.

    git archive main agent_traces | tar -x -C /tmp/base
    python benchmarks/grouping.py benchmarks/corpora/cc-1G --baseline-repo /tmp/base --repeats 9
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _builder(repo: Path, source: str, cache: str):
    """A ``source`` builder imported from ``repo`` (``agent_traces`` modules of another checkout
    are dropped first, so both stay loaded side by side)."""
    for name in [m for m in sys.modules if m == "agent_traces" or m.startswith("agent_traces.")]:
        del sys.modules[name]
    sys.path.insert(0, str(repo))
    try:
        from agent_traces.api import builder_class

        return builder_class(source)(config_name="messages", cache_dir=cache)
    finally:
        sys.path.remove(str(repo))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus")
    parser.add_argument("--baseline-repo", type=Path, required=True)
    parser.add_argument("--source", default="claude_code")
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as cache:
        builders = {"base": _builder(args.baseline_repo.resolve(), args.source, cache)}
        builders["ours"] = _builder(REPO, args.source, cache)
        files = sorted(builders["ours"].resolve_data_files(args.corpus))
        expected = builders["base"].group_files(files)
        times: dict[str, list[float]] = {name: [] for name in builders}
        for repeat in range(args.repeats):
            for name in ("base", "ours") if repeat % 2 else ("ours", "base"):  # neither always first
                builder = builders[name]
                start = time.perf_counter()
                shards = builder.group_files(files)
                times[name].append(time.perf_counter() - start)
                if shards != expected:
                    raise SystemExit(f"{name}: shards differ from the baseline's")
    print(f"{len(files)} files, {len(expected)} groups, same shards in every call")
    for name, builder in builders.items():
        print(f"{name}: {type(builder).group_files.__code__.co_filename}")
    for name, runs in times.items():
        print(f"{name}: median {statistics.median(runs):.3f} s ({' '.join(f'{t:.3f}' for t in runs)})")
    print(f"ours ÷ base: {statistics.median(times['ours']) / statistics.median(times['base']):.2f}x")


if __name__ == "__main__":
    main()
