"""Precision and recall of redaction on real sessions this project was never tuned on (issue 31).

    PYTHONPATH=. python benchmarks/unseen_precision.py [--split tune|held|all]
        [--dir /work/notes/unseen-sessions] [--tsv benchmarks/unseen_sessions_v2.tsv]
        [--labels benchmarks/unseen_labels.json] [--json] [--quiet] [--write-unlabelled]

The sessions (listed with their origin in ``benchmarks/unseen_sessions.tsv``) live outside the
repository. Each file is loaded through the library as ``agent-traces scan`` loads it (its format
detected, its rows read by ``read_trajectories``), and a fresh :class:`Redactor` finds what it
would replace in every string of every row: the strings themselves (each row with its own
home-path user names, as ``scan`` does) and whole values under secret-looking keys.

A file's split is fixed by its sha256 before any finding is seen: a first hex digit 0-7 is
``tune``, 8-f is ``held``. The first excerpts were cut by hand and are gone; their successors are
cut by rule from the public originals (``benchmarks/unseen_cut.py``, which writes
``unseen_sessions_v2.tsv``), so their sha256 differ: with ``--tsv`` each file's split is the one
that TSV gives for its ``file`` path (copied there from ``unseen_sessions.tsv``, so a session stays
in the split fixed for it in session 16), a file the TSV does not list is not read, and a file
whose sha256 differs from the TSV's is read with a warning. Every finding is keyed by sha256(kind + value) and looked up in the
labels file (``{key: {kind, masked, label, note}}``): ``true`` a real credential or personal
datum, ``false`` not one. Entries with ``"found_by": null`` are true values that no rule finds,
so recall counts them; with ``--tsv`` such an entry counts only when its ``files`` (paths as in the
TSV) name a file that was read. Values are never printed: only masked (first 3 characters, ``…``, the
length), and so is every finding inside the ~40 characters of context shown each side.

Prints every finding (unless ``--quiet``), then precision and recall per category and kind for
the split asked; exits 1 when a finding has no label (``--write-unlabelled`` adds it with
``"label": null`` for a person to decide).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LABELS = ROOT / "benchmarks" / "unseen_labels.json"
SESSIONS = Path("/work/notes/unseen-sessions")
CONTEXT = 40
SKIPPED_NAMES = {"README.md", "MANIFEST.md", "unseen_sessions.tsv"}


def split_of(sha256: str) -> str:
    """``tune`` for a file whose sha256 starts with 0-7, else ``held``."""
    return "tune" if sha256[0] in "01234567" else "held"


def finding_key(kind: str, value: str) -> str:
    return hashlib.sha256((kind + value).encode("utf-8", "surrogatepass")).hexdigest()


def mask(value: str) -> str:
    """The first 3 characters (1 of a value under 8), ``…`` and the length."""
    keep = 3 if len(value) >= 8 else 1
    return f"{value[:keep]}…{len(value)}"


def _strings(value: Any, key: str | None = None) -> Iterator[tuple[str | None, str]]:
    """``(dict key it sits under, string)`` for every string of a row, dict keys and long numbers
    as text included (what :func:`agent_traces.redact.row_strings` reads)."""
    if isinstance(value, str):
        yield key, value
    elif isinstance(value, bool):
        return
    elif isinstance(value, int) or (isinstance(value, float) and value.is_integer()):
        if 1_000_000 <= abs(value) < 1e20:
            yield None, str(int(value))
    elif isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, str):
                yield None, k
            yield from _strings(v, k if isinstance(k, str) else None)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v)


def _context(text: str, spans: list[tuple[int, int]], index: int) -> str:
    """~``CONTEXT`` characters each side of finding ``index``, every finding in them masked."""
    start, end = spans[index]
    lo, hi = max(0, start - CONTEXT), min(len(text), end + CONTEXT)
    parts, pos = [], lo
    for s, e in sorted(spans):
        if e <= lo or s >= hi or s < pos:
            continue
        parts.append(text[pos : max(s, lo)])
        parts.append("⟦" + mask(text[s:e]) + "⟧")
        pos = min(e, hi)
    parts.append(text[pos:hi])
    out = "".join(parts).replace("\n", "⏎").replace("\r", "").replace("\t", " ")
    return ("…" if lo > 0 else "") + out + ("…" if hi < len(text) else "")


def session_files(folder: Path) -> list[Path]:
    return sorted(
        p
        for p in folder.rglob("*")
        if p.is_file() and p.name not in SKIPPED_NAMES and not p.name.endswith(".tsv")
    )


def read_tsv(path: Path) -> dict[str, dict[str, str]]:
    """The rows of a sessions TSV (``unseen_sessions_v2.tsv``) by their ``file`` path."""
    import csv

    with path.open(encoding="utf-8", newline="") as handle:
        return {row["file"]: row for row in csv.DictReader(handle, delimiter="\t")}


def findings(
    folder: Path, splits: set[str], listed: dict[str, dict[str, str]] | None = None
) -> tuple[dict[str, dict], dict[str, Any]]:
    """Every finding of the files of ``splits`` under ``folder`` by key, and what was read;
    with ``listed`` (a TSV's rows by file), the split of each file is the TSV's."""
    from agent_traces.api import read_trajectories
    from agent_traces.detect import detect_format
    from agent_traces.problems import ProblemLog
    from agent_traces.redact import Redactor
    from agent_traces.redact.structural import judge_key

    redactor = Redactor(usernames=[], hostnames=[])  # the finds must not depend on this machine
    found: dict[str, dict] = {}
    read: dict[str, Any] = {
        "files": Counter(),
        "sessions": Counter(),
        "harnesses": defaultdict(Counter),
        "paths": set(),
    }
    for path in session_files(folder):
        sha = hashlib.sha256(path.read_bytes()).hexdigest()
        name = str(path.relative_to(folder))
        if listed is None:
            split = split_of(sha)
        elif name not in listed:
            print(f"warning: {name} is not in the TSV; not read", file=sys.stderr)
            continue
        else:
            split = listed[name]["split"]
            if listed[name].get("sha256") and listed[name]["sha256"] != sha:
                print(f"warning: {name} differs from the TSV's sha256", file=sys.stderr)
        if split not in splits:
            continue
        fmt = detect_format(str(path))
        if fmt is None:
            print(f"warning: {path} is of no known format; not read", file=sys.stderr)
            continue
        read["files"][split] += 1
        read["harnesses"][split][fmt] += 1
        read["paths"].add(name)
        for row in read_trajectories(fmt, [str(path)], ProblemLog(), root=str(path.parent)):
            read["sessions"][split] += 1
            with redactor.names_of([row]):
                for key, text in (s for v in row.values() for s in _strings(v)):
                    kind = judge_key(key, text) if key is not None else None
                    if kind:
                        hits = [(0, len(text), "secret", kind)]
                    else:
                        hits = [(f.start, f.end, f.category, f.kind) for f in redactor.find(text)]
                    spans = [(s, e) for s, e, _, _ in hits]
                    for i, (s, e, category, kind) in enumerate(hits):
                        value = text[s:e]
                        entry = found.setdefault(
                            finding_key(kind, value),
                            {
                                "kind": kind,
                                "category": category,
                                "masked": mask(value),
                                "count": 0,
                                "splits": set(),
                                "files": set(),
                                "contexts": [],
                            },
                        )
                        entry["count"] += 1
                        entry["splits"].add(split)
                        entry["files"].add(str(path.relative_to(folder)))
                        if len(entry["contexts"]) < 2:
                            where = f"{key}: " if kind and hits[0][0] == 0 and len(hits) == 1 and key else ""
                            entry["contexts"].append(where + _context(text, spans, i))
    return found, read


def figures(
    found: dict[str, dict], labels: dict[str, dict], split: str, read_paths: set[str] | None = None
) -> dict[str, dict]:
    """Per category and per ``category/kind``: found, true, false, unlabelled, missed, precision, recall.
    With ``read_paths``, a missed entry counts only when its ``files`` name one of them."""
    out: dict[str, Counter] = defaultdict(Counter)
    for key, f in found.items():
        if split != "all" and split not in f["splits"]:
            continue
        label = labels.get(key, {}).get("label")
        verdict = "true" if label is True else "false" if label is False else "unlabelled"
        for name in (f["category"], f"{f['category']}/{f['kind']}", "all"):
            out[name]["found"] += 1
            out[name][verdict] += 1
    for key, entry in labels.items():
        if entry.get("found_by", "") is None and entry.get("label") is True and key not in found:
            if split != "all" and entry.get("split") != split:
                continue
            if read_paths is not None and not read_paths & set(entry.get("files", ())):
                continue
            category = entry.get("category", "secret")
            for name in (category, f"{category}/{entry.get('kind', '?')}", "all"):
                out[name]["missed"] += 1
    table = {}
    for name, c in sorted(out.items()):
        judged = c["true"] + c["false"]
        table[name] = {
            "found": c["found"],
            "true": c["true"],
            "false": c["false"],
            "unlabelled": c["unlabelled"],
            "missed": c["missed"],
            "precision": round(c["true"] / judged, 3) if judged else None,
            "recall": round(c["true"] / (c["true"] + c["missed"]), 3) if c["true"] + c["missed"] else None,
        }
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("tune", "held", "all"), default="all")
    parser.add_argument("--dir", type=Path, default=SESSIONS)
    parser.add_argument("--tsv", type=Path, help="sessions TSV giving each file's split (unseen_cut.py)")
    parser.add_argument("--labels", type=Path, default=LABELS)
    parser.add_argument("--json", action="store_true", help="print the figures and findings as JSON")
    parser.add_argument("--quiet", action="store_true", help="figures only, no list of findings")
    parser.add_argument("--write-unlabelled", action="store_true")
    args = parser.parse_args(argv)
    labels: dict[str, dict] = (
        json.loads(args.labels.read_text(encoding="utf-8")) if args.labels.exists() else {}
    )
    splits = {"tune", "held"} if args.split == "all" else {args.split}
    rows = read_tsv(args.tsv) if args.tsv else None
    found, read = findings(args.dir, splits, rows)
    table = figures(found, labels, args.split, read["paths"] if rows is not None else None)
    unlabelled = sorted(k for k in found if labels.get(k, {}).get("label") not in (True, False))
    listed = [
        {
            "key": key,
            "kind": f["kind"],
            "category": f["category"],
            "masked": f["masked"],
            "count": f["count"],
            "splits": sorted(f["splits"]),
            "files": sorted(f["files"]),
            "contexts": f["contexts"],
            "label": labels.get(key, {}).get("label"),
            "note": labels.get(key, {}).get("note", ""),
        }
        for key, f in sorted(
            found.items(), key=lambda kv: (kv[1]["category"], kv[1]["kind"], kv[1]["masked"])
        )
    ]
    summary = {
        "split": args.split,
        "files": dict(read["files"]),
        "sessions": dict(read["sessions"]),
        "harnesses": {s: dict(c) for s, c in read["harnesses"].items()},
    }
    if args.json:
        print(json.dumps({**summary, "figures": table, "findings": [] if args.quiet else listed}, indent=1))
    else:
        if not args.quiet:
            for f in listed:
                label = {True: "TRUE ", False: "false", None: "?    "}[f["label"]]
                print(
                    f"{label} {f['category']}/{f['kind']:<24} {f['masked']:<14} x{f['count']:<3} {f['key'][:12]}"
                )
                for context in f["contexts"]:
                    print(f"        {context}")
                if f["note"]:
                    print(f"        note: {f['note']}")
            print()
        print(
            f"split {args.split}: {sum(read['files'].values())} file(s), {sum(read['sessions'].values())} "
            f"session(s); harnesses {json.dumps(summary['harnesses'], sort_keys=True)}"
        )
        print(
            f"{'category/kind':<36} {'found':>5} {'true':>5} {'false':>5} {'unlab':>5} {'missed':>6} precision recall"
        )
        for name, t in table.items():
            p = f"{t['precision']:.2f}" if t["precision"] is not None else "-"
            r = f"{t['recall']:.2f}" if t["recall"] is not None else "-"
            print(
                f"{name:<36} {t['found']:>5} {t['true']:>5} {t['false']:>5} {t['unlabelled']:>5} "
                f"{t['missed']:>6} {p:>9} {r:>6}"
            )
    if args.write_unlabelled and unlabelled:
        for key in unlabelled:
            f = found[key]
            labels.setdefault(
                key,
                {
                    "kind": f["kind"],
                    "category": f["category"],
                    "masked": f["masked"],
                    "split": sorted(f["splits"])[0] if len(f["splits"]) == 1 else "both",
                    "label": None,
                    "note": "",
                },
            )
        args.labels.write_text(
            json.dumps(labels, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8"
        )
        print(f"{len(unlabelled)} unlabelled finding(s) written to {args.labels}", file=sys.stderr)
    if unlabelled:
        print(f"{len(unlabelled)} finding(s) have no label", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
