"""``report``: one self-contained HTML page of plots and readable sessions."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from .common import check_source, existing, row_filters
from .errors import CommandError, UsageError


@dataclass
class ReportOutcome:
    """The page written (``output``, ``bytes``), the figures it shows, and the totals, problems
    and sessions left out on purpose it counts."""

    path: str
    output: str
    bytes: int
    figures: list[str]
    totals: dict[str, Any]
    problems: dict[str, int]
    left_out: dict[str, int]
    redaction: dict[str, Any] | None = None  # with ``redact``: what was replaced, gate included
    sessions: int = 0
    page: str = field(default="", repr=False)  # ``output`` as given, ``~`` expanded

    def as_dict(self) -> dict[str, Any]:
        """The ``--json`` shape of ``report``."""
        return {
            "path": self.path,
            "output": self.output,
            "bytes": self.bytes,
            "figures": self.figures,
            "totals": self.totals,
            "problems": self.problems,
            "left_out": self.left_out,
            "redaction": self.redaction,
        }


def report(
    path: str | os.PathLike,
    output: str | os.PathLike,
    *,
    source: str | None = None,
    redact: bool = False,
    since: str | None = None,
    until: str | None = None,
    project: str | None = None,
    model: str | None = None,
    min_turns: int | None = None,
) -> ReportOutcome:
    """Write one HTML page (``output``, opens offline) of the traces at ``path``, a trace file or
    folder or a dataset folder written by ``convert``/``publish``, as ``agent-traces report``
    does: sessions over time, tools and their error rates, models, tokens, problems, and every
    session as a transcript. ``redact`` replaces secrets and personal data as ``publish`` does,
    in the sessions and the whole page (the same placeholders on every run). Needs matplotlib (``agent-traces[report]``): without it, a
    :class:`UsageError`. ``output`` is never a file the report did not write (a
    :class:`CommandError`)."""
    from ..html_report import ReportOutputError, check_output, write_report

    check_source(source)
    try:
        check_output(output)  # before any work: a folder, or a file the report did not write
    except ReportOutputError as err:
        raise CommandError(str(err)) from None
    filters = row_filters(since, until, project, model, min_turns)
    path = existing(path)
    redactor = None
    if redact:
        from ..output import placeholder_key
        from ..redact import Redactor

        # the placeholders of this machine (no dataset record): the same page on every run
        redactor = Redactor(key=placeholder_key(os.path.abspath(output)))
    try:
        result = write_report(path, output, source=source, filters=filters, redactor=redactor)
    except ImportError as err:
        raise UsageError(str(err)) from None
    summary = result.summary or {}
    return ReportOutcome(
        path=os.path.abspath(path),
        output=os.path.abspath(result.path),
        bytes=result.size,
        figures=result.figures,
        totals=summary.get("totals", {}),
        problems=summary.get("problems", {}),
        left_out=summary.get("left_out", {}),
        redaction=summary.get("redaction"),
        sessions=result.sessions,
        page=result.path,
    )
