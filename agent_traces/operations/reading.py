"""``sources``, ``inspect`` and ``scan``: what is there and what publishing would redact, written
nowhere."""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..catalog import SOURCES, VIEWS
from .common import files_by_format, read_rows, redaction_patterns, row_filters
from .errors import NoKnownFormatError


@dataclass
class SourcesResult:
    """Every supported source (name, what it reads, where the tool keeps its traces, whether
    that is on this machine, the file patterns looked for) and the views a dataset can have."""

    sources: list[dict[str, Any]]
    views: list[str]

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def sources() -> SourcesResult:
    """The supported sources and where each tool keeps its traces; imports nothing heavy."""
    rows = []
    for name in sorted(SOURCES):
        info = SOURCES[name]
        rows.append(
            {
                "name": name,
                "reads": info.reads,
                "default_location": info.default_location(),
                "locations": info.locations(),
                "found": info.found(),
                "default_files": info.default_files or ", ".join(info.patterns),
                "patterns": list(info.patterns),
            }
        )
    return SourcesResult(rows, list(VIEWS))


@dataclass
class InspectResult:
    """What ``inspect`` found: per detected format, files, sessions, messages, tool calls and
    problems by reason (with the first example of each); the files in no known format and why;
    the paths skipped as unreadable. Paths are relative to the inspected folder."""

    path: str
    formats: list[dict[str, Any]]
    unrecognized: list[str]
    unrecognized_reasons: dict[str, str]
    skipped: list[dict[str, str]]
    totals: dict[str, int]
    seconds: float

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def inspect(
    path: str | os.PathLike,
    *,
    source: str | None = None,
    max_listed: int = 20,
    since: str | None = None,
    until: str | None = None,
    project: str | None = None,
    model: str | None = None,
    min_turns: int | None = None,
    progress: bool = True,
) -> InspectResult:
    """Detect the format of the trace files at ``path`` (a file or a folder) and count what they
    hold, as ``agent-traces inspect`` does.

    ``source`` reads every file as that source instead of detecting the format; the filters keep
    the sessions ``convert`` would keep. Raises :class:`NoKnownFormatError` (carrying the result)
    when no file is in a known format, :class:`CommandError` when ``path`` is missing or empty.
    """
    from ..detect import unknown_reason
    from ..problems import LISTED_REASONS, ProblemLog

    start = time.perf_counter()
    filters = row_filters(since, until, project, model, min_turns)
    root, by_format, unrecognized, skipped = files_by_format(path, source, progress=progress)
    formats = []
    for fmt, files in sorted(by_format.items()):
        log = ProblemLog()
        sessions = messages = calls = 0
        for row in read_rows(fmt, files, log, root, filters, progress):
            sessions += 1
            messages += len(row["messages"])
            calls += row["num_tool_calls"]
        problems = {r: n for r, n in log.by_reason().items() if r not in log.deliberate}
        left_out = {r: n for r, n in log.by_reason().items() if r in log.deliberate}
        formats.append(
            {
                "format": fmt,
                "files": len(files),
                "sessions": sessions,
                "messages": messages,
                "tool_calls": calls,
                "problems": sum(problems.values()),
                "problems_by_reason": problems,
                "skipped_by_reason": left_out,
                "first_examples": {r: log.examples.get(r) for r in log.by_reason()},
                "listed": {r: log.listed(r, max_listed) for r in LISTED_REASONS if r in problems},
            }
        )
    seconds = time.perf_counter() - start
    totals = {
        k: sum(f[k] for f in formats) for k in ("files", "sessions", "messages", "tool_calls", "problems")
    }
    result = InspectResult(
        path=os.path.abspath(os.path.expanduser(os.fspath(path))),
        formats=formats,
        unrecognized=[os.path.relpath(f, root) for f in unrecognized],
        unrecognized_reasons={os.path.relpath(f, root): unknown_reason(f) for f in unrecognized},
        skipped=[{"path": os.path.relpath(p, root), "reason": r} for p, r in skipped],
        totals=totals,
        seconds=round(seconds, 3),
    )
    if not formats and not skipped:  # paths skipped as unreadable are listed: that is the answer
        raise NoKnownFormatError(
            f"none of the {len(unrecognized)} file(s) under {os.fspath(path)} is in a known format",
            "pass --source NAME to read them as one source; `agent-traces sources` lists the names",
            result,
        )
    return result


@dataclass
class ScanResult:
    """What publishing would redact: replacements by kind and per session, and each distinct
    value found (masked unless asked for in full) with its placeholder and count."""

    path: str
    files: int
    sessions: int
    replacements: int
    sessions_with_redactions: int
    by_kind: dict[str, int]
    per_session: dict[str, dict[str, int]]
    findings: list[dict[str, Any]]
    problems: dict[str, Any]
    seconds: float
    skipped: list[dict[str, str]] = field(default_factory=list)  # unreadable paths, not scanned

    def as_dict(self) -> dict[str, Any]:
        """The ``--json`` shape (without ``skipped``, which the command line only prints)."""
        shape = dataclasses.asdict(self)
        del shape["skipped"]
        return shape


def scan(
    path: str | os.PathLike,
    *,
    source: str | None = None,
    redact: Iterable[str] = (),
    keep: Iterable[str] = (),
    secrets_from: Iterable[str] = (),
    keep_images: bool = False,
    show_values: bool = False,
    since: str | None = None,
    until: str | None = None,
    project: str | None = None,
    model: str | None = None,
    min_turns: int | None = None,
    progress: bool = True,
) -> ScanResult:
    """What ``publish`` would redact in the traces at ``path``, writing nothing.

    ``redact`` adds strings (or ``re:PATTERN``) to redact, ``secrets_from`` the values of
    ``.env``/``.netrc``/JSON/YAML files, ``keep`` names categories left as they are. Values are
    masked (first characters) unless ``show_values``.
    """
    from huggingface_hub.utils import tqdm

    from ..problems import ProblemLog
    from ..redact import Redactor, mask

    start = time.perf_counter()
    filters = row_filters(since, until, project, model, min_turns)
    root, by_format, _, skipped = files_by_format(path, source, progress=progress)
    redactor = Redactor(
        redaction_patterns(redact, secrets_from), keep=tuple(keep or ()), keep_images=keep_images
    )
    log = ProblemLog()
    rows = [
        row
        for fmt, files in sorted(by_format.items())
        for row in read_rows(fmt, files, log, root, filters, progress)
    ]
    rows.sort(key=lambda r: (r["id"], r.get("file_path") or ""))
    bars = None if progress else True
    for row in tqdm(rows, desc="Learning names", unit=" sessions", disable=bars, leave=False):
        redactor.learn([row])
    for _ in tqdm(
        redactor.redact_rows(rows), desc="Scanning", total=len(rows), unit=" sessions", disable=bars
    ):
        pass
    report = redactor.report.to_dict()
    return ScanResult(
        path=os.path.abspath(os.path.expanduser(os.fspath(path))),
        files=sum(len(f) for f in by_format.values()),
        sessions=len(rows),
        replacements=report["replacements"],
        sessions_with_redactions=report["sessions_with_redactions"],
        by_kind=report["total"],
        per_session=report["per_session"],
        findings=[
            {"kind": k, "placeholder": p, "count": n, "value": v if show_values else mask(v)}
            for k, v, p, n in redactor.findings()
        ],
        problems={"total": log.problem_total(), "by_reason": log.by_reason()},
        seconds=round(time.perf_counter() - start, 3),
        skipped=[{"path": os.path.relpath(p, root), "reason": r} for p, r in skipped],
    )
