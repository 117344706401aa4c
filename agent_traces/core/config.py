"""The builder config every source accepts (its name is the view), and what a parser gets with a file."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

import datasets

from ..converters.views import VIEWS
from ..converters.windows import HEAD_POLICIES
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
        tokenizer (`str` or tokenizer, *optional*): a local path or a loaded tokenizer with a chat
            template; tokens are counted with it (``num_tokens``, ``max_tokens``, ``max_history_tokens``).
        max_tokens (`int`, *optional*): split rows longer than this (chat template applied, tools
            included) into windows ``<id>:w<n>`` at assistant-turn boundaries; needs ``tokenizer``.
        head_policy (`str`, defaults to `"drop"`): with ``max_tokens``, a session whose head (system
            message, injected context, first request) does not fit: ``"drop"`` leaves it out
            (counted), ``"trim_injected"`` shortens its injected context (oldest first, marked),
            ``"error"`` stops with its id (``converters/windows.py``).
        max_tool_output_tokens (`int`, *optional*): shorten every tool result longer than this
            many tokens (a marker says how much was cut); needs ``tokenizer``.
        tokenize (`bool`, defaults to `False`): ``messages`` view: add ``input_ids`` and
            ``assistant_masks`` (1 on the tokens of assistant messages) computed by rendering the
            chat template message by message, so that TRL trains on the agent's turns with any
            template; rows without a target token are left out, counted (``no_target_tokens``).
        train_copied (`bool`, defaults to `True`): whether assistant messages a row copies from
            another (``metadata.copied_from``: a branch's shared prefix, a resumed session's copy
            of the one it resumes, a Codex fork's or a subagent's copy of its parent) are
            targets; ``False`` makes them context only: ``assistant_masks`` 0 with ``tokenize``,
            and part of every window's head with ``max_tokens``.
        max_length (`int`, *optional*): with ``tokenize``, the length the trainer truncates to
            (TRL's ``SFTConfig.max_length``): a row whose first target token lies at or beyond it
            would be dropped by the trainer without a word; it is counted
            (``no_target_tokens_after_truncation``, in the log and the row's
            ``metadata.no_target_tokens_after_truncation``), and kept.
        strip_reasoning (`bool`, defaults to `False`): ``steps`` view: the state without the
            reasoning of earlier assistant turns (for replay by another model).
        max_history_tokens (`int`, *optional*): ``steps`` view: keep the most recent turns of the
            state that fit, counted in tokens with ``tokenizer``, else in characters.
        system_prompt (`str`, *optional*): ``steps`` view: a system message put first in every state.
        since (`str`, optional): keep sessions whose first user message was sent on or after
            this date (``YYYY-MM-DD``, whole days, or ISO-8601).
        until (`str`, optional): keep sessions whose first user message was sent on or before
            this date (as ``since``).
        project (`str`, optional): keep sessions whose working directory (or Claude Code project
            folder) contains this text; Gemini CLI sessions match their project's full path.
        model (`str`, optional): keep sessions whose main model contains this text (any case).
        min_turns (`int`, optional): keep sessions with at least this many user messages.
            Rows left out by these filters are counted by reason (``core/filters.py``).
    """

    strict: bool = False
    empty_think: bool = True
    tokenizer: Any = None
    max_tokens: int | None = None
    head_policy: str = "drop"
    max_tool_output_tokens: int | None = None
    tokenize: bool = False
    train_copied: bool = True
    max_length: int | None = None
    strip_reasoning: bool = False
    max_history_tokens: int | None = None
    system_prompt: str | None = None
    since: str | None = None
    until: str | None = None
    project: str | None = None
    model: str | None = None
    min_turns: int | None = None
    # the allowed values of options that take one of a few (``{"branches": ("main", "all")}``)
    CHOICES: ClassVar[dict[str, tuple]] = {}

    def __post_init__(self) -> None:
        super().__post_init__()
        self.validate()

    def validate(self) -> None:
        """Check the view and every option against its allowed values or declared type.

        ``datasets`` sets the options given to ``load_dataset`` on a copy of a ready config,
        after ``__post_init__`` ran, so the builder calls this again once its config is final
        (``AgentTracesBuilder.__init__``); the CLI's ``-O`` goes through the same builder.
        """
        if self.name not in VIEWS:
            raise ValueError(f"unknown view {self.name!r}: choose one of {', '.join(VIEWS)}")
        for option in dataclasses.fields(self):
            if option.name in _DATASETS_FIELDS:
                continue
            value = getattr(self, option.name)
            choices = self.CHOICES.get(option.name)
            if choices is not None:
                if value not in choices or isinstance(value, bool) != any(
                    isinstance(c, bool) for c in choices
                ):
                    allowed = ", ".join(repr(c) for c in choices)
                    hint = (
                        did_you_mean(value, [c for c in choices if isinstance(c, str)])
                        if isinstance(value, str)
                        else ""
                    )
                    raise ValueError(f"option {option.name} must be one of {allowed}, not {value!r}{hint}")
                continue
            kind = option.type if isinstance(option.type, str) else getattr(option.type, "__name__", "")
            check = _TYPE_CHECKS.get(kind.replace(" ", ""))
            if check is not None and not check[0](value):
                raise ValueError(f"option {option.name} must be {check[1]}, not {value!r}")

        self.check_training_options()
        RowFilter.from_config(self)  # a bad date or count fails here, before any file is read

    def check_training_options(self) -> None:
        """Raise a clear ``ValueError`` for a bad ``max_tokens``/``max_history_tokens``/``tokenizer``.

        Also called by the builder: ``datasets`` sets config keyword arguments on a copy of a
        predefined config, after ``__post_init__`` ran.
        """
        for key in ("max_tokens", "max_history_tokens", "max_tool_output_tokens", "max_length"):
            value = getattr(self, key)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value <= 0):
                raise ValueError(f"{key} must be a positive integer, not {value!r}")
        if self.max_tokens is not None and self.tokenizer in (None, ""):
            raise ValueError("max_tokens counts tokens with the chat template applied: pass tokenizer= too")
        if self.tokenize and self.tokenizer in (None, ""):
            raise ValueError("tokenize renders the chat template of a tokenizer: pass tokenizer= too")
        if self.tokenize and self.name != "messages":
            raise ValueError(f"tokenize adds tokens to the messages view, not to {self.name!r}")
        if self.max_length is not None and not self.tokenize:
            raise ValueError("max_length checks the target tokens of tokenized rows: pass tokenize=True too")
        if self.max_tool_output_tokens is not None and self.tokenizer in (None, ""):
            raise ValueError("max_tool_output_tokens counts tokens: pass tokenizer= too")
        if self.head_policy not in HEAD_POLICIES:
            allowed = ", ".join(repr(p) for p in HEAD_POLICIES)
            raise ValueError(f"option head_policy must be one of {allowed}, not {self.head_policy!r}")


def did_you_mean(word: str, known: Iterable[str]) -> str:
    """``"; did you mean 'x'?"`` for the closest of ``known`` to a mistyped ``word``, or ``""``."""
    import difflib

    close = difflib.get_close_matches(str(word), list(known), n=1, cutoff=0.6)
    if not close:
        lowered = [k for k in known if str(word).lower() in k.lower() or k.lower() in str(word).lower()]
        close = lowered[:1]
    return f"; did you mean {close[0]!r}?" if close else ""


_DATASETS_FIELDS = frozenset(f.name for f in dataclasses.fields(datasets.BuilderConfig))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


_TYPE_CHECKS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "bool": (lambda v: isinstance(v, bool), "true or false"),
    "str": (lambda v: isinstance(v, str), "a string"),
    "int": (_is_int, "an integer"),
    "int|None": (lambda v: v is None or _is_int(v), "an integer or None"),
    "str|None": (lambda v: v is None or isinstance(v, str), "a string or None"),
    "list[str]|None": (
        lambda v: v is None or (isinstance(v, (list, tuple)) and all(isinstance(x, str) for x in v)),
        "a list of strings or None",
    ),
}


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
