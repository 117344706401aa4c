"""Build the unseen-sessions benchmark files deterministically from their public originals (issue 31).

    PYTHONPATH=. python benchmarks/unseen_cut.py ORIGINALS OUT
        [--sessions benchmarks/unseen_sessions.tsv] [--tsv benchmarks/unseen_sessions_v2.tsv]

The first benchmark's session files were excerpts cut by hand and kept outside the repository;
they are gone and cannot be rebuilt byte for byte. This script replaces them with a rule.
``ORIGINALS`` holds each file listed in ``unseen_sessions.tsv`` under its ``file`` path, as
published at the pinned commit (``https://raw.githubusercontent.com/<repo>/<commit>/<path>``, or
any stored copy of the same bytes). Each is cut and written to ``OUT`` under the same path:

- under ``LIMIT`` (64,000) bytes: the whole file;
- a JSON export (Cline, OpenCode), whatever its size: the whole file (a cut would not parse);
- an Aider history: the longest prefix made of whole ``# aider chat started at`` sessions whose
  last session ends within the first ``LIMIT`` bytes (the cut is made just before the blank
  line that opens the next header); when even the first session is longer, its whole lines
  within the first ``LIMIT`` bytes;
- JSON lines (Claude Code, Codex, pi): the whole lines (newline included) within the first
  ``LIMIT`` bytes.

Only the first ``LIMIT`` bytes of a long JSONL or Aider original are ever read, so an original
kept as its first 64,000 characters (64,000 bytes or more) gives the same cut as the full file.
An original that is missing is reported (with its raw URL) and left out.

Writes ``--tsv`` with one row per listed file: file, repo, path, commit, harness, bytes and
sha256 of the cut, the split copied from ``unseen_sessions.tsv`` (fixed in session 16 from the
old excerpt's sha256 before any finding was seen, so it is kept, not recomputed), and the rule
that made the cut (``missing`` with no bytes or sha256 when the original is absent). With
``--check``, nothing is written: the cuts are compared with the sha256 of an existing ``--tsv``.

Provenance of the committed ``unseen_sessions_v2.tsv``: its originals were copied page by page out
of a stored index of public repositories (no network to GitHub here), not downloaded. Five of them
(the old "complete file" rows) hash exactly as the old TSV says, so those bytes are the published
ones; the others are unverified until someone with GitHub rebuilds them from ``raw_url`` and runs
``--check``. Rows marked ``missing`` were not fetched (the JSON exports are far larger than the
copying allowed); their split is still listed so a later fetch keeps it.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SESSIONS_TSV = ROOT / "benchmarks" / "unseen_sessions.tsv"
V2_TSV = ROOT / "benchmarks" / "unseen_sessions_v2.tsv"
LIMIT = 64_000
AIDER_HEADER = b"\n# aider chat started at "
JSON_EXPORTS = {"cline", "opencode"}
COLUMNS = ["file", "repo", "path", "commit", "harness", "bytes", "sha256", "split", "cut"]


def raw_url(row: dict[str, str]) -> str:
    return f"https://raw.githubusercontent.com/{row['repo']}/{row['commit']}/{row['path']}"


def _last_line_end(data: bytes, limit: int) -> int:
    """The end (after its newline) of the last whole line within ``data[:limit]``; 0 if none."""
    return data.rfind(b"\n", 0, limit) + 1


def cut(data: bytes, harness: str, limit: int = LIMIT) -> tuple[bytes, str]:
    """``(cut bytes, rule)`` for an original of ``harness``; see the module docstring."""
    if harness in JSON_EXPORTS:
        return data, "whole JSON export"
    if len(data) < limit:
        return data, "whole file"
    if harness == "aider":
        # a header counts as a boundary only when its marker lies wholly within the limit
        end = data.rfind(AIDER_HEADER, 1, limit)
        if end > 0:
            sessions = data.count(AIDER_HEADER[1:], 0, end)
            return data[:end], f"aider: first {sessions} whole session(s) within {limit} bytes"
        end = _last_line_end(data, limit)
        return data[:end], f"aider: first session longer than {limit} bytes, its whole lines within them"
    end = _last_line_end(data, limit)
    records = data.count(b"\n", 0, end)
    return data[:end], f"jsonl: first {records} whole line(s) within {limit} bytes"


def read_sessions(tsv: Path) -> list[dict[str, str]]:
    with tsv.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def build(originals: Path, out: Path | None, rows: list[dict[str, str]]) -> list[dict[str, str]]:
    """Cut every listed original (written under ``out`` unless it is None); one v2 row each."""
    built = []
    for row in rows:
        source = originals / row["file"]
        new = {key: row.get(key, "") for key in ("file", "repo", "path", "commit", "harness", "split")}
        if not source.is_file():
            print(f"missing original: {row['file']}  ({raw_url(row)})", file=sys.stderr)
            built.append({**new, "bytes": "", "sha256": "", "cut": "missing"})
            continue
        data, rule = cut(source.read_bytes(), row["harness"])
        if out is not None:
            target = out / row["file"]
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        built.append(
            {**new, "bytes": str(len(data)), "sha256": hashlib.sha256(data).hexdigest(), "cut": rule}
        )
    return built


def write_tsv(path: Path, rows: list[dict[str, str]]) -> None:
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, COLUMNS, delimiter="\t", lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("originals", type=Path)
    parser.add_argument("out", type=Path, nargs="?")
    parser.add_argument("--sessions", type=Path, default=SESSIONS_TSV)
    parser.add_argument("--tsv", type=Path, default=V2_TSV)
    parser.add_argument("--check", action="store_true", help="compare the cuts with --tsv, write nothing")
    args = parser.parse_args(argv)
    if not args.check and args.out is None:
        parser.error("OUT is needed unless --check")
    built = build(args.originals, None if args.check else args.out, read_sessions(args.sessions))
    if args.check:
        expected = {row["file"]: row["sha256"] for row in read_sessions(args.tsv)}
        wrong = [
            row["file"]
            for row in built
            if row["sha256"] and expected.get(row["file"]) and row["sha256"] != expected[row["file"]]
        ]
        for name in wrong:
            print(f"sha256 differs from {args.tsv.name}: {name}", file=sys.stderr)
        cut_count = sum(1 for row in built if row["sha256"])
        print(f"{cut_count} cut(s) checked, {len(wrong)} differ")
        return 1 if wrong else 0
    write_tsv(args.tsv, built)
    cut_count = sum(1 for row in built if row["sha256"])
    print(f"{cut_count} of {len(built)} file(s) cut into {args.out}; {args.tsv} written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
