"""The ``sharegpt`` view: Hermes Agent's trajectory format, in both directions.

A trajectory is ``conversations: [{from, value}]`` with ``from`` in system/human/gpt/tool:

- the system turn holds Hermes' function-calling prompt with the tools as JSON in ``<tools>``;
- a gpt turn is a think block, the content, then one ``<tool_call>`` block per call;
- all tool results that follow an assistant turn are merged into one tool turn of
  ``<tool_response>`` blocks joined by ``\\n``.

Unlike Hermes, results are matched to their calls by id (the canonical ``tool_call_id``), not
by position. :func:`from_sharegpt` reads the format back into canonical messages; for Hermes'
own files, rendering what it read reproduces each turn byte for byte, and a turn that would
not (an older or hand-edited variant) keeps its original text in ``metadata.sharegpt_value``.
"""

from __future__ import annotations

import json

from datasets import Features, List, Value

from . import deep_json
from .reasoning import split_reasoning
from .scaffold import SYSTEM_PREFIX, SYSTEM_SUFFIX
from .schema import iso_utc, message, tool
from .tool_calls import extract_tool_calls, extract_tool_responses, format_tool_call, format_tool_response

SHAREGPT_FEATURES = Features(
    {
        "id": Value("string"),
        "harness": Value("string"),
        "session_id": Value("string"),
        "conversations": List({"from": Value("string"), "value": Value("string")}),
        "timestamp": Value("string"),
        "model": Value("string"),
        "completed": Value("bool"),
    }
)

ROLE_TO_FROM = {"system": "system", "user": "human", "assistant": "gpt", "tool": "tool"}
FROM_TO_ROLE = {
    "system": "system",
    "human": "user",
    "user": "user",
    "gpt": "assistant",
    "assistant": "assistant",
    "tool": "tool",
    "function": "tool",
    "observation": "tool",
}


def hermes_tools_json(tools: list[dict], *, ensure_ascii: bool = False) -> str:
    """The ``<tools>`` body Hermes writes: ``[{name, description, parameters, required: null}]``."""
    entries = []
    for t in tools or []:
        fn = t.get("function") or {}
        entries.append(
            {
                "name": fn.get("name"),
                "description": fn.get("description") or "",
                "parameters": fn.get("parameters") or {},
                "required": None,
            }
        )
    return deep_json.dumps(entries, ensure_ascii=ensure_ascii)


def hermes_system_prompt(tools: list[dict]) -> str:
    """Hermes' function-calling system prompt for the given canonical tools."""
    return SYSTEM_PREFIX + hermes_tools_json(tools) + SYSTEM_SUFFIX


def parse_system_tools(text: str) -> tuple[list[dict], bool]:
    """Canonical tools from the ``<tools>`` block of a Hermes system prompt: ``(tools, ok)``."""
    start = (text or "").find("<tools>\n")
    end = text.find("\n</tools>", start + 8) if start >= 0 else -1
    if end < 0:
        return [], True
    try:
        entries = json.loads(text[start + 8 : end])
    except ValueError:
        return [], False
    tools = []
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict):
            continue
        fn = entry.get("function") if isinstance(entry.get("function"), dict) else entry
        tools.append(tool(str(fn.get("name")), fn.get("description"), fn.get("parameters")))
    return tools, True


def render_gpt(msg: dict, *, empty_think: bool = True) -> str:
    """One canonical assistant message as a Hermes ``gpt`` value.

    Hermes' rules (``convert_to_trajectory_format``): think block, then the content followed by
    a newline when it is not blank, then one ``<tool_call>`` block per call each followed by a
    newline; an empty think block in front when there is none; the result stripped (only on the
    right when there are tool calls).
    """
    reasoning = msg.get("reasoning_content")
    content = msg.get("content") or ""
    value = f"<think>\n{reasoning}\n</think>\n" if reasoning and reasoning.strip() else ""
    calls = msg.get("tool_calls")
    if calls:
        value += content + "\n" if content.strip() else ""
        for call in calls:
            value += format_tool_call(call["function"]["name"], call["function"]["arguments"]) + "\n"
    else:
        value += content
    if empty_think and "<think>" not in value:
        value = "<think>\n</think>\n" + value
    return value.rstrip() if calls else value.strip()


def render_tool_turn(tool_messages: list[dict]) -> str:
    return "\n".join(
        format_tool_response(m.get("tool_call_id"), m.get("name"), m.get("content") or "")
        for m in tool_messages
    )


def _original(msg: dict) -> str | None:
    meta = msg.get("metadata")
    return meta.get("sharegpt_value") if meta else None


def to_sharegpt_conversations(
    messages: list[dict], tools: list[dict], *, empty_think: bool = True, system_prompt: str | None = None
) -> list[dict]:
    """Render canonical messages as Hermes ``conversations``; ``system_prompt``: the exact system
    turn the source recorded (``metadata.system_prompt``), which replaces the system message."""
    conversations: list[dict] = []
    index = 0
    if system_prompt is not None:
        value = system_prompt
        index = 1 if messages and messages[0]["role"] == "system" else 0
    elif messages and messages[0]["role"] == "system":
        system = messages[0]
        content = system.get("content") or ""
        value = _original(system) or (
            content
            if "<tools>" in content
            else hermes_system_prompt(tools) + (f"\n\n{content}" if content else "")
        )
        index = 1
    else:
        value = hermes_system_prompt(tools)
    conversations.append({"from": "system", "value": value})
    while index < len(messages):
        msg = messages[index]
        role = msg["role"]
        if role == "tool":
            group = []
            while index < len(messages) and messages[index]["role"] == "tool":
                group.append(messages[index])
                index += 1
            originals = {_original(m) for m in group}
            if len(originals) == 1 and None not in originals:
                value = originals.pop()
            else:
                value = render_tool_turn(group)
            conversations.append({"from": "tool", "value": value})
            continue
        if role == "assistant":
            value = _original(msg) or render_gpt(msg, empty_think=empty_think)
        else:
            value = _original(msg) or (msg.get("content") or "")
        conversations.append({"from": ROLE_TO_FROM[role], "value": value})
        index += 1
    return conversations


def _timestamp(row: dict) -> str | None:
    """The trajectory's own timestamp as its source wrote it (Hermes' save time), else ``sent_at``."""
    stamp = (row.get("metadata") or {}).get("timestamp")
    if stamp is not None and not isinstance(stamp, str):
        stamp = iso_utc(stamp)
    return stamp or row.get("sent_at")


def _system_prompt(row: dict) -> str | None:
    """The source's exact system prompt when ``finalize_row`` took its tool scaffold out."""
    meta = row.get("metadata")
    prompt = meta.get("system_prompt") if isinstance(meta, dict) else None
    return prompt if isinstance(prompt, str) else None


def to_sharegpt(row: dict, *, empty_think: bool = True) -> dict:
    """A canonical row as a ``sharegpt`` view row."""
    return {
        "id": row["id"],
        "harness": row["harness"],
        "session_id": row["session_id"],
        "conversations": to_sharegpt_conversations(
            row["messages"],
            row.get("tools") or [],
            empty_think=empty_think,
            system_prompt=_system_prompt(row),
        ),
        "timestamp": _timestamp(row),
        "model": row.get("model"),
        "completed": row.get("completed"),
    }


def from_sharegpt(
    conversations: list[dict], tools_cache: dict[str, tuple[list[dict], bool]] | None = None
) -> tuple[list[dict], list[dict], dict[str, int]]:
    """Read Hermes ``conversations`` back into ``(messages, tools, problems)``.

    Reasoning comes from think blocks, calls from ``<tool_call>``, results (with ids and names)
    from ``<tool_response>``; a result without an id is matched to the previous turn's calls by
    position, as Hermes wrote them. Turns of unknown role are counted and skipped; ``problems``
    counts by reason. ``tools_cache`` (owned by the caller) keeps the tools parsed from each
    distinct system prompt: a file repeats the same large ``<tools>`` block on every line.
    """
    messages: list[dict] = []
    tools: list[dict] = []
    problems: dict[str, int] = {}
    pending_calls: list[dict] = []
    synthetic_ids: set[str] = set()
    for turn_index, turn in enumerate(conversations):
        if not isinstance(turn, dict):
            problems["malformed_turn"] = problems.get("malformed_turn", 0) + 1
            continue
        source = turn["from"] if "from" in turn else turn.get("role")
        value = turn["value"] if "value" in turn else turn.get("content")
        role = FROM_TO_ROLE.get(source) if isinstance(source, str) else None
        if role is None or not isinstance(value, str):
            reason = "unknown_turn_role" if role is None else "malformed_turn"
            problems[reason] = problems.get(reason, 0) + 1
            continue
        if role == "system":
            if turn_index == 0:
                cached = tools_cache.get(value) if tools_cache is not None else None
                tools, ok = cached if cached is not None else parse_system_tools(value)
                if tools_cache is not None and cached is None:
                    tools_cache[value] = (tools, ok)
                if not ok:
                    problems["malformed_tools_json"] = problems.get("malformed_tools_json", 0) + 1
            messages.append(message("system", value))
        elif role == "user":
            messages.append(message("user", value))
        elif role == "assistant":
            msg = _parse_gpt(value, turn_index, problems)
            calls = msg["tool_calls"]
            if calls:
                pending_calls = list(calls)
                prefix = f"call_{turn_index}_"
                synthetic_ids = {c["id"] for c in pending_calls if c["id"].startswith(prefix)}
            else:
                pending_calls = []
                synthetic_ids = set()
            messages.append(msg)
        else:
            group = _parse_tool_turn(value, pending_calls, synthetic_ids, problems)
            pending_calls = []
            messages.extend(group)
    return messages, tools, problems


def _parse_gpt(value: str, turn_index: int, problems: dict[str, int]) -> dict:
    reasoning, rest = split_reasoning(value)
    calls, content, errors = extract_tool_calls(rest, id_prefix=f"call_{turn_index}")
    if errors:
        problems["unparseable_tool_call"] = problems.get("unparseable_tool_call", 0) + errors
    if calls:
        content = content.rstrip("\n")
    msg = message("assistant", content, reasoning_content=reasoning, tool_calls=calls)
    if render_gpt(msg) != value and render_gpt(msg, empty_think=False) != value:
        msg["metadata"] = {"sharegpt_value": value}
    return msg


def _parse_tool_turn(
    value: str, pending_calls: list[dict], synthetic_ids: set[str], problems: dict[str, int]
) -> list[dict]:
    responses, errors = extract_tool_responses(value)
    if errors:
        problems["unparseable_tool_response"] = problems.get("unparseable_tool_response", 0) + errors
    if not responses:
        responses = [{"tool_call_id": None, "name": None, "content": value, "raw": None}]
    by_id = {c["id"]: c for c in pending_calls}
    group = []
    for position, response in enumerate(responses):
        call_id, name = response["tool_call_id"], response["name"]
        call = by_id.get(call_id) if call_id else None
        if call is None and position < len(pending_calls):
            candidate = pending_calls[position]
            if name in (None, candidate["function"]["name"]):
                call = candidate
                if call_id and candidate["id"] in synthetic_ids:
                    candidate["id"] = call_id
                call_id = candidate["id"]
        if call is not None and not name:
            name = call["function"]["name"]
        group.append(message("tool", response["content"], tool_call_id=call_id, name=name))
    if render_tool_turn(group) != value:
        for msg in group:
            msg["metadata"] = {"sharegpt_value": value}
    return group
