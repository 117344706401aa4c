"""The ``steps`` view: one row per assistant turn, for teacher replay and preference data.

Each step is the state the model saw (every message before the turn) and the action it took
(the assistant message). ``action_text`` is a canonical string of the action, so that two
actions can be compared for equality: the JSON of ``[{name, arguments}]`` when the turn calls
tools, else the text.
"""

from __future__ import annotations

from datasets import Features, List, Value

from . import deep_json
from .schema import MESSAGE, TOOL

STEPS_FEATURES = Features(
    {
        "state_id": Value("string"),
        "id": Value("string"),
        "harness": Value("string"),
        "session_id": Value("string"),
        "turn_index": Value("int64"),
        "messages": List(MESSAGE),
        "tools": List(TOOL),
        "action": MESSAGE,
        "action_text": Value("string"),
        "model": Value("string"),
    }
)


def action_text(msg: dict) -> str:
    """Canonical string of an assistant action: sorted-key JSON of its calls, else its text."""
    calls = msg.get("tool_calls")
    if calls:
        return deep_json.dumps(
            [{"name": c["function"]["name"], "arguments": c["function"]["arguments"]} for c in calls],
            ensure_ascii=False,
            sort_keys=True,
        )
    return msg.get("content") or ""


def to_steps(row: dict) -> list[dict]:
    """Expand a canonical row into one step per assistant message."""
    steps = []
    messages = row["messages"]
    turn = 0
    for index, msg in enumerate(messages):
        if msg["role"] != "assistant":
            continue
        steps.append(
            {
                "state_id": f"{row['id']}:{turn}",
                "id": row["id"],
                "harness": row["harness"],
                "session_id": row["session_id"],
                "turn_index": turn,
                "messages": messages[:index],
                "tools": row.get("tools") or [],
                "action": msg,
                "action_text": action_text(msg),
                "model": msg.get("model") or row.get("model"),
            }
        )
        turn += 1
    return steps
