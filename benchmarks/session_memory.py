"""Peak memory of ``convert`` (all views) on one very long Claude Code session.

Each size is made by ``make_corpus.py --single-session`` (one real corpus session repeated and
chained under one session id; reused when it exists) and converted in a child process; its peak
RSS is read with ``resource.getrusage(RUSAGE_CHILDREN)`` (a fresh interpreter per size, so
children do not add up). A child past ``--limit`` (RSS polled every 0.2 s) is killed and reported
as such, so a regression cannot take the machine's memory. Targets (issue 30): 12 MB under
1.5 GB, 300 MB under 4 GB (or refused with a clear message).

    python benchmarks/session_memory.py --sizes 12M,300M
    python benchmarks/session_memory.py --sizes 12M --repo ../other-checkout   # another checkout
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPORA = REPO / "benchmarks" / "corpora"

CHILD = r"""
import json, resource, subprocess, sys, time
repo, inp, out, limit = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
code = ("import sys; sys.path.insert(0, %r); from agent_traces.cli import main; "
        "sys.argv = ['agent-traces', 'convert', 'claude_code', %r, '-o', %r, '--force']; sys.exit(main())") % (repo, inp, out)
start = time.monotonic()
proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
killed = False
while proc.poll() is None:
    try:
        with open(f"/proc/{proc.pid}/status") as f:
            rss = next(int(l.split()[1]) for l in f if l.startswith("VmRSS:")) * 1024
    except (OSError, StopIteration):
        rss = 0
    if rss > limit:
        proc.kill()
        killed = True
    time.sleep(0.2)
stdout, stderr = proc.communicate()
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
print(json.dumps({"returncode": proc.returncode, "killed": killed, "peak_rss": peak,
                  "seconds": round(time.monotonic() - start, 1), "stderr": stderr[-800:], "stdout": stdout[-400:]}))
"""


def corpus(size: str, corpora: Path) -> Path:
    """The single-session corpus of ``size`` (made once by ``make_corpus.py``)."""
    out = corpora / f"cc-single-{size}"
    if not (out / ".complete").exists():
        subprocess.run(
            [
                sys.executable,
                str(REPO / "benchmarks" / "make_corpus.py"),
                "--single-session",
                size,
                "--out",
                str(out),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    return out


def measure(repo: Path, size: str, limit: int, corpora: Path) -> dict:
    inp = corpus(size, corpora)
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, str(repo), str(inp), str(Path(tmp) / "out"), str(limit)],
            capture_output=True,
            text=True,
            check=True,
        )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    input_bytes = sum(f.stat().st_size for f in inp.rglob("*.jsonl"))
    return {"size": size, "input_bytes": input_bytes, **result}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="12M,300M")
    parser.add_argument("--repo", type=Path, default=REPO, help="checkout whose agent_traces is measured")
    parser.add_argument("--limit", default="8G", help="kill a conversion whose RSS passes this")
    parser.add_argument("--corpora", type=Path, default=CORPORA, help="where the sessions are made")
    args = parser.parse_args()
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    limit = int(float(args.limit[:-1]) * units[args.limit[-1].upper()])
    for size in args.sizes.split(","):
        r = measure(args.repo.resolve(), size, limit, args.corpora)
        status = "killed at the limit" if r["killed"] else f"exit {r['returncode']}"
        print(
            f"{size}: {r['input_bytes'] / 1e6:.1f} MB input, peak RSS {r['peak_rss'] / 2**30:.2f} GiB, "
            f"{r['seconds']} s, {status}"
        )
        wrote = [line for line in r["stdout"].splitlines() if line.startswith("wrote")]
        if wrote:
            print("   ", wrote[-1])
        if r["returncode"]:
            print("   ", r["stderr"].strip().replace("\n", "\n    "))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
