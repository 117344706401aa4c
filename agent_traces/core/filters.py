"""Row filters every source accepts (``since``, ``until``, ``project``, ``model``, ``min_turns``).

Applied in one place, to finalized rows (``AgentTracesBuilder.iter_rows``), so that
``load_dataset``, ``read_trajectories`` and the command line agree. A row filtered out is
counted as a deliberate skip by reason (``filtered_date``, ``filtered_project``,
``filtered_model``, ``filtered_turns``), never dropped silently.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import os
from dataclasses import dataclass
from typing import Any

DATE_FORMATS = "YYYY-MM-DD or an ISO-8601 time (2026-04-01T10:00:00Z)"


def parse_when(value: str, *, end: bool = False) -> str:
    """``value`` as an ISO-8601 UTC string comparable with ``sent_at``.

    A bare date means the start of that day (UTC), or with ``end`` the start of the next one, so
    that ``until=2026-04-01`` keeps the whole of that day.
    """
    text = str(value).strip()
    try:
        if len(text) == 10:
            day = dt.date.fromisoformat(text)
            when = dt.datetime(day.year, day.month, day.day, tzinfo=dt.timezone.utc)
            if end:
                when += dt.timedelta(days=1)
        else:
            when = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
            if when.tzinfo is None:
                when = when.replace(tzinfo=dt.timezone.utc)
    except ValueError:
        raise ValueError(f"{value!r} is not a date: write {DATE_FORMATS}") from None
    return when.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


@dataclass(frozen=True)
class RowFilter:
    """The filters of one builder config; :meth:`reason` says why a row is left out, or None."""

    since: str | None = None
    until: str | None = None
    project: str | None = None
    model: str | None = None
    min_turns: int | None = None

    @classmethod
    def from_config(cls, config: Any) -> RowFilter | None:
        """The filters a config asks for (validated), or None when it asks for none."""
        since, until = getattr(config, "since", None), getattr(config, "until", None)
        project, model = getattr(config, "project", None), getattr(config, "model", None)
        min_turns = getattr(config, "min_turns", None)
        if not any(v not in (None, "") for v in (since, until, project, model, min_turns)):
            return None
        if min_turns is not None and (not isinstance(min_turns, int) or isinstance(min_turns, bool)):
            raise ValueError(f"min_turns must be a whole number, got {min_turns!r}")
        return cls(
            parse_when(since) if since else None,
            parse_when(until, end=True) if until else None,
            str(project) if project else None,
            str(model).lower() if model else None,
            min_turns,
        )

    def reason(self, row: dict) -> str | None:
        if self.since or self.until:
            sent = row.get("sent_at")
            if not sent or (self.since and sent < self.since) or (self.until and sent >= self.until):
                return "filtered_date"
        if self.project and not in_project(row, self.project):
            return "filtered_project"
        if self.model and self.model not in (row.get("model") or "").lower():
            return "filtered_model"
        if self.min_turns is not None and (row.get("num_user_messages") or 0) < self.min_turns:
            return "filtered_turns"
        return None


def project_of(row: dict) -> str:
    """The project a row belongs to, as text: its working directory (Codex, Claude Code, Copilot
    CLI…), the folder its session file is in (a Claude Code project folder, ``-home-me-repo``),
    and for Gemini CLI, which keeps ``chats/`` in a folder per project, that folder's name."""
    metadata = row.get("metadata")
    cwd = metadata.get("cwd") if isinstance(metadata, dict) else None
    folders = os.path.dirname(row.get("file_path") or "").replace("\\", "/").split("/")
    folder = folders[-2] if folders[-1:] == ["chats"] and len(folders) > 1 else folders[-1]
    return "\n".join(str(p) for p in (cwd, folder) if p)


def in_project(row: dict, project: str) -> bool:
    """Whether ``project`` is part of the row's project (:func:`project_of`); a Gemini CLI session
    records only the SHA-256 of its project's path, so a path given in full matches that too."""
    if project in project_of(row):
        return True
    metadata = row.get("metadata")
    recorded = metadata.get("projectHash") if isinstance(metadata, dict) else None
    if not isinstance(recorded, str):
        return False
    path = os.path.abspath(os.path.expanduser(project))
    return recorded in (hashlib.sha256(p.encode()).hexdigest() for p in (project, path))
