"""``make demo``: convert the bundled fixtures of every source, summarize, write and reload a dataset.

Writes ``./demo-dataset`` (Parquet per view, a dataset card and a manifest) and reloads it in a
separate interpreter that never imports agent_traces, to show the folder stands on its own.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
OUTPUT = Path("demo-dataset")

RELOAD = """
import sys
import datasets
datasets.disable_progress_bars()
for view in ("messages", "sharegpt", "steps"):
    ds = datasets.load_dataset(sys.argv[1], view, split="train")
    assert "agent_traces" not in sys.modules
    print(f"  {view:<8} {len(ds):>4} rows  columns: {', '.join(ds.column_names)}")
"""


def main() -> int:
    from .api import resolve_files
    from .output import OutputOptions, write_dataset
    from .registration import register

    builders = register()
    inputs = {
        name: resolve_files(name, str(FIXTURES / name))
        for name in sorted(builders)
        if name != "agent_traces" and (FIXTURES / name).is_dir()
    }
    result = write_dataset(
        OUTPUT,
        inputs,
        OutputOptions(pretty_name="agent-traces demo (bundled fixtures)"),
        root=str(FIXTURES),
        force=True,
    )
    stats = {}
    for row in _rows(result):
        # by the fixture folder that was read: an STS file keeps its producer's harness name
        entry = stats.setdefault((row["file_path"] or row["harness"]).split("/")[0], [0, 0, 0])
        entry[0] += 1
        entry[1] += len(row["messages"])
        entry[2] += row["num_tool_calls"]
    problems = result.problems.by_file()
    print(f"{'source':<16} {'files':>5} {'sessions':>8} {'messages':>8} {'tool calls':>10} {'problems':>8}")
    for name, files in inputs.items():
        sessions, messages, calls = stats.get(name, [0, 0, 0])
        prefix = f"{name}/"
        found = sum(
            n
            for f, reasons in problems.items()
            if f.startswith(prefix)
            for reason, n in reasons.items()
            if reason not in result.problems.deliberate
        )
        print(f"{name:<16} {len(files):>5} {sessions:>8} {messages:>8} {calls:>10} {found:>8}")
    print(
        f"\nwrote {OUTPUT}/ ({result.rows['messages']} trajectories; fingerprint {result.fingerprint[:16]}): "
        "Parquet per view under data/, a dataset card (README.md) and manifest.json"
    )
    _explain_problems(result.problems)
    print("\nreloading it with plain datasets.load_dataset (agent_traces not imported):")
    subprocess.run([sys.executable, "-c", RELOAD, str(OUTPUT)], check=True)
    _next_steps()
    return 0


def _explain_problems(log) -> None:  # type: ignore[no-untyped-def]
    """Why bundled samples report problems: some records are damaged on purpose."""
    if not log.total():
        return
    print(
        f"\nThe problems above are expected: the bundled samples contain damaged records on purpose "
        f"(truncated lines, values of the wrong type, calls without results) to show that nothing is "
        f"dropped silently. {log.problem_total()} record(s) could not be read and "
        f"{log.total() - log.problem_total()} were left out on purpose, each counted by file and reason:"
    )
    for reason, n in log.by_reason().items():
        note = " [left out on purpose]" if reason in log.deliberate else ""
        print(f"  {reason:<28} {n:>3}{note}  first at {log.examples.get(reason, '?')}")


def _next_steps() -> None:
    """The next three commands, for a source whose traces are on this machine when there is one."""
    from .catalog import SOURCES

    here = [name for name, info in sorted(SOURCES.items()) if info.found() and info.locations()]
    source = "claude_code" if "claude_code" in here or not here else here[0]
    where = SOURCES[source].default_location()
    tool = os.path.join(os.path.relpath(os.path.dirname(sys.executable)), "agent-traces")
    print(f"\nnext (the command is {tool}; `pip install -e .` puts it on your PATH):")
    print("  agent-traces sources                            # which tools' traces are on this machine")
    print(f"  agent-traces inspect {where:<27} # count sessions, tool calls and problems in yours")
    print(f'  agent-traces convert {source} -o my-dataset   # then datasets.load_dataset("my-dataset")')


def _rows(result):  # type: ignore[no-untyped-def]
    import pyarrow.parquet as pq

    for rel in result.configs["messages"]:
        yield from pq.read_table(
            Path(result.folder) / rel, columns=["harness", "file_path", "messages", "num_tool_calls"]
        ).to_pylist()


if __name__ == "__main__":
    sys.exit(main())
