"""``agent-traces report PATH -o report.html``: one HTML file that shows what is in the traces.

- :mod:`.collect`: rows from a trace folder, or from a dataset folder we wrote;
- :mod:`.stats`: what to plot and list (pure);
- :mod:`.figures`: the figures as SVG (matplotlib), also for the dataset card;
- :mod:`.html`: the self-contained page.

Needs matplotlib (``pip install agent-traces[report]``).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .collect import load_rows

if TYPE_CHECKING:
    from ..redact import Redactor


@dataclass
class ReportResult:
    """What :func:`write_report` wrote."""

    path: str
    size: int
    sessions: int
    figures: list[str]
    summary: dict[str, Any] | None = None


def _require_matplotlib() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError as err:
        raise ImportError(
            "the report draws its figures with matplotlib: pip install 'agent-traces[report]'"
        ) from err


class ReportOutputError(ValueError):
    """``output`` may not be written: a folder, or a file the report did not write."""


# every page starts with these: what tells a report we wrote (and may replace) from any other file
MARKS = (b'<meta name="generator" content="agent-traces report">', b"<title>Agent traces report</title>")


def check_output(output: str | os.PathLike) -> Path:
    """``output`` as a path the report may write, checked before any work: not a folder, and
    either new or a page an earlier report wrote (never a file it did not write)."""
    target = Path(os.path.expanduser(os.fspath(output)))
    if target.is_dir():
        raise ReportOutputError(f"-o {target} is a folder; the report is one HTML file: pass a file name")
    if os.path.lexists(target):
        try:
            with open(target, "rb") as file:
                head = file.read(4096)
        except OSError:
            head = b""
        if target.is_symlink() or not target.is_file() or not any(m in head for m in MARKS):
            raise ReportOutputError(
                f"{target} exists and is not a report agent-traces wrote; it is left as it is: "
                "pass another file name, or remove it"
            )
    return target


def build_report(
    path: str,
    source: str | None = None,
    filters: dict[str, Any] | None = None,
    redactor: Redactor | None = None,
) -> tuple[str, dict[str, Any]]:
    """The report page for ``path`` and the summary it shows; ``filters`` are the row filters of
    the other commands (``since``, ``until``, ``project``, ``model``, ``min_turns``). With
    ``redactor`` the rows are redacted as ``publish`` redacts them, and the page as a whole goes
    through the redaction gate (:mod:`agent_traces.redact.gate`) before it is given back."""
    from ..redact.gate import Gate
    from .figures import figures
    from .html import render
    from .stats import summarize

    _require_matplotlib()
    rows, problems, what = load_rows(path, source, filters)  # no rows: NoRowsError, as convert
    if redactor is not None:
        rows = [redactor.redact_row(row) for row in rows]
    gate = Gate(redactor)
    what = gate.value(what, given=True)  # the input's folder name
    summary = summarize(rows, problems)
    figs = figures(summary)
    page = gate.text(render(summary, figs, rows, what))
    summary = {**summary, "figures": [key for key, _, _ in figs]}
    if redactor is not None:
        summary["redaction"] = {**redactor.report.to_dict(), **gate.summary()}
    return page, summary


def write_report(
    path: str,
    output: str | os.PathLike,
    source: str | None = None,
    filters: dict[str, Any] | None = None,
    redactor: Redactor | None = None,
) -> ReportResult:
    """Write the report of ``path`` to ``output`` (see :func:`check_output`), atomically: a page
    beside it, renamed over it once whole; redacted with ``redactor`` (see :func:`build_report`)."""
    target = check_output(output)
    page, summary = build_report(path, source, filters, redactor)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.{os.getpid()}.partial")
    try:
        partial.write_text(page, encoding="utf-8")
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    result = ReportResult(
        str(target), target.stat().st_size, summary["totals"]["sessions"], summary["figures"]
    )
    result.summary = summary
    return result


def write_card_figures(
    folder: str | os.PathLike, rows: Iterable[dict], problems: dict[str, int] | None = None
) -> list[tuple[str, str]]:
    """Write the dataset card's figures as ``figures/<name>.svg`` in a dataset folder and return
    ``(path relative to the folder, title)`` of each (none when there is nothing to show).
    ``write_dataset`` calls it with the rows it wrote (``card_figures``); the card shows them and
    the manifest lists them like any other file of the output."""
    from .figures import card_figures
    from .stats import summarize

    _require_matplotlib()
    figs = card_figures(summarize(rows, problems))
    out = Path(folder) / "figures"
    written = []
    for key, title, svg in figs:
        out.mkdir(parents=True, exist_ok=True)
        (out / f"{key}.svg").write_text(svg, encoding="utf-8")
        written.append((f"figures/{key}.svg", title))
    return written
