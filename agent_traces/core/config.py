"""The builder config every source accepts (its name is the view), and what a parser gets with a file."""

from __future__ import annotations

from dataclasses import dataclass

import datasets

from ..converters.views import VIEWS
from ..problems import ProblemLog
from .filters import RowFilter


@dataclass
class AgentTracesConfig(datasets.BuilderConfig):
    """Options every source accepts. The config name is the view.

    Args:
        strict (`bool`, defaults to `False`): raise :class:`~agent_traces.TraceFormatError` on the
            first unreadable record instead of counting it and going on.
        empty_think (`bool`, defaults to `True`): in the ``sharegpt`` view, give every assistant
            turn a think block, empty when there is no reasoning (Hermes' rule).
        since, until (`str`, optional): keep sessions whose first user message was sent on or
            after ``since`` / on or before ``until`` (``YYYY-MM-DD``, whole days, or ISO-8601).
        project (`str`, optional): keep sessions whose working directory (or Claude Code project
            folder) contains this text; Gemini CLI sessions match their project's full path.
        model (`str`, optional): keep sessions whose main model contains this text (any case).
        min_turns (`int`, optional): keep sessions with at least this many user messages.
            Rows left out by these filters are counted by reason (``core/filters.py``).
    """

    strict: bool = False
    empty_think: bool = True
    since: str | None = None
    until: str | None = None
    project: str | None = None
    model: str | None = None
    min_turns: int | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.name not in VIEWS:
            raise ValueError(f"unknown view {self.name!r}: choose one of {', '.join(VIEWS)}")
        RowFilter.from_config(
            self
        )  # a bad date or count fails here (datasets' setattr path: at the first row)


def view_configs(config_class: type[AgentTracesConfig]) -> list[AgentTracesConfig]:
    """One config per view, for ``BUILDER_CONFIGS``."""
    return [config_class(name=view, description=f"{view} view") for view in VIEWS]


class ParseContext:
    """What a parser gets with a file: its display name, the builder config and the problem log."""

    def __init__(self, path: str, rel_path: str, config: AgentTracesConfig, log: ProblemLog) -> None:
        self.path = path
        self.rel_path = rel_path
        self.config = config
        self.log = log

    def problem(self, reason: str, line: int | None = None, detail: str = "", count: int = 1) -> None:
        """Count a skipped or damaged record (or raise in strict mode)."""
        self.log.add(self.rel_path, reason, line, detail, count)

    def skip(self, reason: str, line: int | None = None, detail: str = "", count: int = 1) -> None:
        """Count a record left out on purpose (an option, a warm-up file); never raises."""
        self.log.add(self.rel_path, reason, line, detail, count, fatal=False)

    def problems(self) -> dict[str, int]:
        """The counts so far for this file, by reason."""
        return self.log.for_file(self.rel_path)
