"""``make demo``: convert the bundled fixtures of every source, summarize, write and reload a dataset.

Writes ``./demo-dataset`` (Parquet per view, a dataset card and a manifest) and reloads it in a
separate interpreter that never imports agent_traces, to show the folder stands on its own.
"""

from __future__ import annotations

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
        entry = stats.setdefault(row["harness"], [0, 0, 0])
        entry[0] += 1
        entry[1] += len(row["messages"])
        entry[2] += row["num_tool_calls"]
    problems = result.problems.by_file()
    print(f"{'source':<16} {'files':>5} {'sessions':>8} {'messages':>8} {'tool calls':>10} {'problems':>8}")
    for name, files in inputs.items():
        sessions, messages, calls = stats.get(name, [0, 0, 0])
        prefix = f"{name}/"
        found = sum(n for f, reasons in problems.items() if f.startswith(prefix) for n in reasons.values())
        print(f"{name:<16} {len(files):>5} {sessions:>8} {messages:>8} {calls:>10} {found:>8}")
    print(
        f"\nwrote {OUTPUT}/ ({result.rows['messages']} trajectories; fingerprint {result.fingerprint[:16]})"
    )
    print("reloading it with plain datasets.load_dataset (agent_traces not imported):")
    subprocess.run([sys.executable, "-c", RELOAD, str(OUTPUT)], check=True)
    return 0


def _rows(result):  # type: ignore[no-untyped-def]
    import pyarrow.parquet as pq

    for rel in result.configs["messages"]:
        yield from pq.read_table(
            Path(result.folder) / rel, columns=["harness", "messages", "num_tool_calls"]
        ).to_pylist()


if __name__ == "__main__":
    sys.exit(main())
