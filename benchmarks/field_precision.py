"""What the structured-field judge replaces in the real corpus: it must be nothing (issue 31).

    PYTHONPATH=. python benchmarks/field_precision.py [--corpus ../shared/corpus] [--show]

Every file of the corpus is read as ``agent-traces`` reads it (its format detected, its rows read
by ``read_trajectories``), and every JSON record of its ``.json``/``.jsonl`` files as they are
(what a trace file copy holds). Both are walked as :meth:`Redactor.redact_value` walks them: a
string under ``cwd``, ``gitBranch``, ``version`` … is the value of that field, a key of a tool
call's ``arguments``/``input``/``args`` and of a tool schema's ``properties`` is an argument key (see :mod:`agent_traces.redact.fields`).
Row ids, file names and folder names are counted as ids. For each field it prints how many
distinct values it read and how many the field judge, and the whole finder, would change; with
``--show`` the changed values, masked. Every one is a real identifier changed: the figure to keep
at 0. ``--stress`` judges many more real values by each field's rule than the fields hold: every
dict key of every record as an argument key, every absolute path (in text, under a path-like key)
as a path, branch names of git output and versions in text. A record's key that is
a whole UUID or hex id (a map of sessions) is left out of the stress set: the judge replaces one
as a tool call's argument key by policy.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SKIPPED_NAMES = {"MANIFEST.md"}


def mask(value: str) -> str:
    keep = 3 if len(value) >= 8 else 1
    return f"{value[:keep]}…{len(value)}"


def field_strings(value: Any, key: str | None = None, args: bool = False) -> Iterator[tuple[str, str]]:
    """``(field, string)`` of every string of a field in ``value``, walked as the redactor does."""
    from agent_traces.redact.fields import ARGUMENT, ARGUMENT_KEYS, field_of

    field = field_of(key)
    if isinstance(value, str):
        if field:
            yield field, value
    elif isinstance(value, dict):
        for k, v in value.items():
            if not isinstance(k, str):
                continue
            if args or key == "properties":
                yield ARGUMENT, k
            inner = (args or k in ARGUMENT_KEYS) and isinstance(v, (dict, list))
            yield from field_strings(v, k, inner)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from (field_strings(v, key, args) if field else field_strings(v, None, args))


def _records(path: Path) -> Iterator[Any]:
    text = path.read_text(encoding="utf-8", errors="replace")
    if path.suffix == ".json":
        try:
            yield json.loads(text)
        except ValueError:
            return
    elif path.suffix == ".jsonl":
        for line in text.splitlines():
            try:
                yield json.loads(line)
            except ValueError:
                continue


# a key that is a whole UUID or hex id: a map keyed by ids (sessions, subagents) in a record is
# data; in a tool call's arguments the judge replaces it by policy (see the fields module)
_ID_KEY = re.compile(r"(?:\A|:)(?:[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}|[0-9a-f]{32,64})\Z")
_PATH_KEY = re.compile(r"(?i)path|dir|cwd|folder|root|workspace")
_BRANCH_TEXT = re.compile(
    r"(?:On branch |checkout -b |switch -c |branch -[dDmM] |origin/|refs/heads/|HEAD -> )([\w./-]{1,100})"
)
_VERSION_TEXT = re.compile(r"(?<![\w.])v?\d{1,4}\.\d{1,4}(?:\.\d{1,6})?(?:[-+][\w.+-]{1,60})?(?![\w.])")
_ABSOLUTE = re.compile(r"(?:^|[\s'\"=(])((?:/|~/)(?:[\w.@+-]+/){1,12}[\w.@+-]*)")


def stress_strings(value: Any, key: str | None = None) -> Iterator[tuple[str, str]]:
    """More real values of each field's shape than the corpus's fields hold: every dict key of a
        record judged as an argument key, every string under a path-like key and every absolute path
        in text as a working directory, branch names of git output and versions in text. A record's key that is
    a whole UUID or hex id (a map of sessions) is left out of the stress set: the judge replaces one
    as a tool call's argument key by policy."""
    if isinstance(value, str):
        if key is not None and _PATH_KEY.search(key) and value[:1] in "/~" and "\n" not in value:
            yield "path", value
        if key is not None and key.lower().endswith("branch"):
            yield "branch", value
        if key is not None and "version" in key.lower():
            yield "version", value
        if len(value) < 200_000:
            for m in _BRANCH_TEXT.finditer(value):
                if not m.group(1).startswith("/"):
                    yield "branch", m.group(1)
            for m in _ABSOLUTE.finditer(value):
                if len(m.group(1)) <= 400:  # not base64 data that holds ``/`` (``/9j/…``)
                    yield "path", m.group(1).rstrip(".")
            for m in _VERSION_TEXT.finditer(value):
                yield "version", m.group(0)
    elif isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, str):
                if not _ID_KEY.search(k):
                    yield "argument", k
                yield from stress_strings(v, k)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from stress_strings(v, key)


def collect(corpus: Path, stress: bool = False) -> dict[str, set[str]]:
    """Distinct strings by field: of rows, raw records, row ids and path parts (and with
    ``stress``, what :func:`stress_strings` finds in them)."""
    from agent_traces.api import read_trajectories
    from agent_traces.detect import detect_format
    from agent_traces.problems import ProblemLog

    values: dict[str, set[str]] = defaultdict(set)
    for path in sorted(p for p in corpus.rglob("*") if p.is_file() and p.name not in SKIPPED_NAMES):
        parts = path.relative_to(corpus).parts
        for part in parts:
            values["id"].add(part.rsplit(".", 1)[0] if "." in part else part)
        for part in parts[:-1]:
            values["path"].add(part)  # a trace file's folders are judged as paths (native_parts)
        for record in _records(path):
            for field, text in field_strings(record):
                values[field].add(text)
            if stress:
                for field, text in stress_strings(record):
                    values[field].add(text)
        fmt = detect_format(str(path))
        if fmt is None:
            continue
        try:
            rows = list(read_trajectories(fmt, [str(path)], ProblemLog(), root=str(path.parent)))
        except Exception as exc:  # a file a loader refuses is no field of this corpus
            print(f"warning: {path.relative_to(corpus)}: {exc}", file=sys.stderr)
            continue
        for row in rows:
            for k in ("id", "session_id"):
                if isinstance(row.get(k), str):
                    values["id"].add(row[k])
            for field, text in field_strings(row):
                values[field].add(text)
            if stress:
                for field, text in stress_strings(row):
                    values[field].add(text)
    return values


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--show", action="store_true", help="list the changed values, masked")
    parser.add_argument(
        "--stress", action="store_true", help="also judge every dict key, path, branch and version in text"
    )
    args = parser.parse_args()

    from agent_traces.redact import Redactor
    from agent_traces.redact.fields import field_spans

    redactor = Redactor(usernames=[], hostnames=[])
    values = collect(args.corpus, args.stress)
    total = Counter()
    print(f"{'field':<10} {'values':>8} {'field judge':>12} {'whole finder':>13}")
    for field in sorted(values):
        judged = finder = 0
        for text in sorted(values[field]):
            # a row id, file or folder name is judged as a session id (its strictest field)
            spans = field_spans(field if field != "id" else "session", text)
            found = [f for f in redactor.find(text) if f.category == "secret"]
            judged += bool(spans)
            finder += bool(found)
            if args.show and (spans or found):
                what = [mask(text[s:e]) for s, e, _ in spans] + [mask(text[f.start : f.end]) for f in found]
                print(f"  {field}: {mask(text)} -> {', '.join(what)}")
        total.update(values=len(values[field]), judged=judged, finder=finder)
        print(f"{field:<10} {len(values[field]):>8} {judged:>12} {finder:>13}")
    print(f"{'all':<10} {total['values']:>8} {total['judged']:>12} {total['finder']:>13}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
