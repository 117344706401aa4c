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
from typing import Any

from .collect import load_rows


@dataclass
class ReportResult:
    """What :func:`write_report` wrote."""

    path: str
    size: int
    sessions: int
    figures: list[str]


def _require_matplotlib() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError as err:
        raise ImportError(
            "the report draws its figures with matplotlib: pip install 'agent-traces[report]'"
        ) from err


def build_report(path: str, source: str | None = None) -> tuple[str, dict[str, Any]]:
    """The report page for ``path`` and the summary it shows."""
    from .figures import figures
    from .html import render
    from .stats import summarize

    _require_matplotlib()
    rows, problems, what = load_rows(path, source)
    summary = summarize(rows, problems)
    figs = figures(summary)
    return render(summary, figs, rows, what), {**summary, "figures": [key for key, _, _ in figs]}


def write_report(path: str, output: str | os.PathLike, source: str | None = None) -> ReportResult:
    """Write the report of ``path`` to ``output``."""
    page, summary = build_report(path, source)
    target = Path(output)
    if target.parent and not target.parent.exists():
        target.parent.mkdir(parents=True)
    target.write_text(page, encoding="utf-8")
    return ReportResult(str(target), target.stat().st_size, summary["totals"]["sessions"], summary["figures"])


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
