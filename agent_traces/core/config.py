"""The builder config every source accepts (its name is the view), and what a parser gets with a file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import datasets

from ..converters.views import VIEWS
from ..problems import ProblemLog


@dataclass
class AgentTracesConfig(datasets.BuilderConfig):
    """Options every source accepts. The config name is the view.

    Args:
        strict (`bool`, defaults to `False`): raise :class:`~agent_traces.TraceFormatError` on the
            first unreadable record instead of counting it and going on.
        empty_think (`bool`, defaults to `True`): in the ``sharegpt`` view, give every assistant
            turn a think block, empty when there is no reasoning (Hermes' rule).
        tokenizer (`str` or tokenizer, *optional*): a local path or a loaded tokenizer with a chat
            template; tokens are counted with it (``num_tokens``, ``max_tokens``, ``max_history_tokens``).
        max_tokens (`int`, *optional*): split rows longer than this (chat template applied, tools
            included) into windows ``<id>:w<n>`` at assistant-turn boundaries; needs ``tokenizer``.
        strip_reasoning (`bool`, defaults to `False`): ``steps`` view: the state without the
            reasoning of earlier assistant turns (for replay by another model).
        max_history_tokens (`int`, *optional*): ``steps`` view: keep the most recent turns of the
            state that fit, counted in tokens with ``tokenizer``, else in characters.
        system_prompt (`str`, *optional*): ``steps`` view: a system message put first in every state.
    """

    strict: bool = False
    empty_think: bool = True
    tokenizer: Any = None
    max_tokens: int | None = None
    strip_reasoning: bool = False
    max_history_tokens: int | None = None
    system_prompt: str | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.name not in VIEWS:
            raise ValueError(f"unknown view {self.name!r}: choose one of {', '.join(VIEWS)}")
        self.check_training_options()

    def check_training_options(self) -> None:
        """Raise a clear ``ValueError`` for a bad ``max_tokens``/``max_history_tokens``/``tokenizer``.

        Also called by the builder: ``datasets`` sets config keyword arguments on a copy of a
        predefined config, after ``__post_init__`` ran.
        """
        for key in ("max_tokens", "max_history_tokens"):
            value = getattr(self, key)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value <= 0):
                raise ValueError(f"{key} must be a positive integer, not {value!r}")
        if self.max_tokens is not None and self.tokenizer in (None, ""):
            raise ValueError("max_tokens counts tokens with the chat template applied: pass tokenizer= too")


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
