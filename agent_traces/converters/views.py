"""The views a canonical row can be rendered as; each is a builder config of every source."""

from __future__ import annotations

from datasets import Features, List, Value

from .schema import TRAJECTORY_FEATURES
from .sharegpt import SHAREGPT_FEATURES, to_sharegpt
from .steps import STEP_RECORD_FEATURES, STEPS_FEATURES, ReplayOptions, to_step_records, to_steps

VIEWS = ("messages", "sharegpt", "steps")
DEFAULT_VIEW = "messages"
# what a builder's cache and a written dataset folder hold for a view, when not the view's rows
# themselves: the steps view is stored as step records (linear in the session, where every state
# written out grows with its square) and materialized on access (``core.steps_access``)
STORED_AS = {"steps": "step_records"}
# the messages view with ``tokenize=True``: each row's tokens and which of them are the agent's
# (``core.tokens.assistant_masker``), as TRL's SFTTrainer reads a tokenized dataset
TOKENIZED = "messages_tokens"
TOKEN_FEATURES = Features({"input_ids": List(Value("int32")), "assistant_masks": List(Value("int8"))})
VIEW_FEATURES: dict[str, Features] = {
    "messages": TRAJECTORY_FEATURES,
    TOKENIZED: Features({**TRAJECTORY_FEATURES, **TOKEN_FEATURES}),
    "sharegpt": SHAREGPT_FEATURES,
    "steps": STEPS_FEATURES,
    "step_records": STEP_RECORD_FEATURES,
}


def render_view(
    row: dict, view: str, *, empty_think: bool = True, replay: ReplayOptions | None = None
) -> list[dict]:
    """Rows of ``view`` for one finalized canonical row (``steps`` gives one per assistant turn,
    its states shaped by ``replay``)."""
    if view == "messages" or view == TOKENIZED:
        return [row]
    if view == "sharegpt":
        return [to_sharegpt(row, empty_think=empty_think)]
    if view == "steps":
        return to_steps(row, replay)
    if view == "step_records":
        return to_step_records(row)
    raise ValueError(f"unknown view {view!r}; expected one of {VIEWS}")
