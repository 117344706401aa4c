"""The ``steps`` view: one row per assistant turn, for teacher replay and preference data.

Each step is the state the model saw and the action it took (the assistant message).
``action_text`` is a canonical string of the action, so that two actions can be compared for
equality: the JSON of ``[{name, arguments}]`` when the turn calls tools, else the text.

The state is every message before the turn, since the last time the tool restarted the context
(a ``compact_summary`` user message: the leading system messages, then the summary onwards).
Teacher-replay options (:class:`ReplayOptions`, as the Claude Code ingester of the audit in
``shared/reference`` has them) shape it further: ``strip_reasoning`` drops the student's reasoning
from earlier turns, ``max_history_tokens`` keeps the most recent turns that fit (never a tool
result without its call), ``system_prompt`` puts a system message first.

Storing every state makes the view grow with the square of the session length. The cache
therefore holds *step records* (:data:`STEP_RECORD_FEATURES`): per step only the messages new
since the previous step (``history``) and the action; the tools on the first step of a session.
:class:`StateBuilder` rebuilds the states from consecutive records, in order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from datasets import Features, List, Value

from . import deep_json
from .schema import MESSAGE, TOOL
from .windows import char_counter, is_compact_summary

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

STEP_RECORD_FEATURES = Features(
    {
        "state_id": Value("string"),
        "id": Value("string"),
        "harness": Value("string"),
        "session_id": Value("string"),
        "turn_index": Value("int64"),
        "history": List(MESSAGE),
        "tools": List(TOOL),
        "action": MESSAGE,
        "action_text": Value("string"),
        "model": Value("string"),
    }
)


@dataclass(frozen=True)
class ReplayOptions:
    """How a step's state is shaped for replay (all off by default).

    ``count(messages, tools)`` measures ``max_history_tokens``: a tokenizer's chat template when
    one is given, else characters (``windows.char_counter``).
    """

    strip_reasoning: bool = False
    max_history_tokens: int | None = None
    system_prompt: str | None = None
    count: Callable[[list[dict], list[dict]], int] | None = None


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


def to_step_records(row: dict) -> list[dict]:
    """One record per assistant message: the messages since the previous one, and the action."""
    records = []
    messages = row["messages"]
    start = 0
    for index, msg in enumerate(messages):
        if msg["role"] != "assistant":
            continue
        turn = len(records)
        records.append(
            {
                "state_id": f"{row['id']}:{turn}",
                "id": row["id"],
                "harness": row["harness"],
                "session_id": row["session_id"],
                "turn_index": turn,
                "history": messages[start:index],
                "tools": (row.get("tools") or []) if turn == 0 else [],
                "action": msg,
                "action_text": action_text(msg),
                "model": msg.get("model") or row.get("model"),
            }
        )
        start = index + 1
    return records


def since_compaction(messages: list[dict]) -> list[dict]:
    """What the model saw: from the last compaction summary on, after the leading system messages."""
    last = None
    for i in range(len(messages) - 1, -1, -1):
        if is_compact_summary(messages[i]):
            last = i
            break
    if last is None:
        return messages
    system = []
    for m in messages:
        if m["role"] != "system":
            break
        system.append(m)
    return system + messages[last:]


def _without_reasoning(messages: list[dict]) -> list[dict]:
    return [{**m, "reasoning_content": None} if m.get("reasoning_content") else m for m in messages]


def _recent(messages: list[dict], tools: list[dict], budget: int, count: Callable) -> list[dict]:
    """The leading system messages and the most recent messages that fit ``budget``.

    Cut only before a user or assistant message, so a tool result keeps its call; the
    longest suffix that fits is found by bisection (``count`` is monotone in practice).
    """
    lead = 0
    while lead < len(messages) and messages[lead]["role"] == "system":
        lead += 1
    system, rest = messages[:lead], messages[lead:]
    cuts = [i for i, m in enumerate(rest) if m["role"] != "tool"] + [len(rest)]
    lo, hi = 0, len(cuts) - 1  # find the first cut whose suffix fits
    while lo < hi:
        mid = (lo + hi) // 2
        if count(system + rest[cuts[mid] :], tools) <= budget:
            hi = mid
        else:
            lo = mid + 1
    return system + rest[cuts[lo] :]


def shape_state(messages: list[dict], tools: list[dict], options: ReplayOptions) -> list[dict]:
    """The state of a step from everything before it: since the last compaction, then the options."""
    state = since_compaction(messages)
    if options.strip_reasoning:
        state = _without_reasoning(state)
    if options.max_history_tokens:
        state = _recent(state, tools, options.max_history_tokens, options.count or char_counter)
    if options.system_prompt:
        state = [{**_SYSTEM, "content": options.system_prompt}, *state]
    return state


_SYSTEM = {
    "role": "system",
    "content": "",
    "reasoning_content": None,
    "tool_calls": None,
    "tool_call_id": None,
    "name": None,
    "timestamp": None,
    "model": None,
    "metadata": None,
}


class StateBuilder:
    """Rebuilds the steps of sessions from their records, visited in order.

    ``step(record)`` gives the full step row. Records of one session come one after the other
    with ``turn_index`` 0, 1, …; the builder keeps the running history of the current session
    only, so going through a session is linear. ``history_of`` can be asked for the records
    before ``record`` when they were not visited (random access).
    """

    def __init__(self, options: ReplayOptions | None = None) -> None:
        self.options = options or ReplayOptions()
        self.key: tuple | None = None
        self.turn = -1
        self.messages: list[dict] = []
        self.tools: list[dict] = []

    def follows(self, record: dict) -> bool:
        """Whether ``record`` is the next step of the session being built."""
        return self.key == (record["id"], record["session_id"]) and record["turn_index"] == self.turn + 1

    def feed(self, record: dict) -> None:
        """Add a record to the running history (starting a new session at turn 0)."""
        if record["turn_index"] == 0 or not self.follows(record):
            self.key = (record["id"], record["session_id"])
            self.messages = []
            self.tools = record.get("tools") or []
        self.messages.extend(record["history"] or ())
        self.messages.append(record["action"])
        self.turn = record["turn_index"]

    def step(self, record: dict, earlier: Iterable[dict] = ()) -> dict:
        """The step row of ``record``; ``earlier`` are the records before it when it does not
        follow the last one fed."""
        if record["turn_index"] == 0:
            self.key, self.turn, self.messages, self.tools = None, -1, [], record.get("tools") or []
        elif not self.follows(record):
            self.key, self.turn, self.messages = None, -1, []
            for rec in earlier:
                self.feed(rec)
            if not self.follows(record):
                raise ValueError(f"step {record['state_id']}: the records before it are missing")
        before = self.messages + list(record["history"] or ())
        tools = self.tools
        out = {
            "state_id": record["state_id"],
            "id": record["id"],
            "harness": record["harness"],
            "session_id": record["session_id"],
            "turn_index": record["turn_index"],
            "messages": shape_state(before, tools, self.options),
            "tools": tools,
            "action": record["action"],
            "action_text": record["action_text"],
            "model": record["model"],
        }
        self.feed(record)
        return out


def to_steps(row: dict, options: ReplayOptions | None = None) -> list[dict]:
    """Expand a canonical row into one step per assistant message (states materialized)."""
    builder = StateBuilder(options)
    return [builder.step(record) for record in to_step_records(row)]
