"""The canonical schema: one row per trajectory, typed message structs.

Column names follow the agent-trace vocabulary of `datasets` (``harness``, ``session_id``,
``prompt``, ``messages``, ``tools``, ``metadata``, ``sent_at``, ``num_user_messages``,
``num_tool_calls``, ``file_path``) so rows are a typed superset of what users already know.
Messages have the shape ``transformers``' ``apply_chat_template`` and TRL expect: tool call
``arguments`` are dicts (``Json``), never JSON strings.

Everything here works on plain dicts: parsers build rows with :func:`message`,
:func:`tool_call` and :func:`tool`, then :func:`finalize_row` fills the derived columns.
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime, timezone
from typing import Any

from datasets import Features, Json, List, Value

ROLES = ("system", "user", "assistant", "tool")

TOOL_CALL = {
    "id": Value("string"),
    "type": Value("string"),
    "function": {"name": Value("string"), "arguments": Json()},
}

MESSAGE = {
    "role": Value("string"),
    "content": Value("string"),
    "reasoning_content": Value("string"),
    "tool_calls": List(TOOL_CALL),
    "tool_call_id": Value("string"),
    "name": Value("string"),
    "timestamp": Value("string"),
    "model": Value("string"),
    "metadata": Json(),
}

TOOL = {
    "type": Value("string"),
    "function": {"name": Value("string"), "description": Value("string"), "parameters": Json()},
}

TRAJECTORY_FEATURES = Features(
    {
        "id": Value("string"),
        "harness": Value("string"),
        "session_id": Value("string"),
        "prompt": Value("string"),
        "messages": List(MESSAGE),
        "tools": List(TOOL),
        "model": Value("string"),
        "sent_at": Value("string"),
        "completed": Value("bool"),
        "num_user_messages": Value("int64"),
        "num_tool_calls": Value("int64"),
        "file_path": Value("string"),
        "metadata": Json(),
    }
)


def message(
    role: str,
    content: str | None = "",
    *,
    reasoning_content: str | None = None,
    tool_calls: list[dict] | None = None,
    tool_call_id: str | None = None,
    name: str | None = None,
    timestamp: str | None = None,
    model: str | None = None,
    metadata: dict | None = None,
) -> dict:
    """Build a canonical message dict (every key present, absent values as None)."""
    if role not in ROLES:
        raise ValueError(f"unknown role {role!r}; expected one of {ROLES}")
    return {
        "role": role,
        "content": content if content is not None else "",
        "reasoning_content": reasoning_content or None,
        "tool_calls": tool_calls or None,
        "tool_call_id": tool_call_id,
        "name": name,
        "timestamp": timestamp,
        "model": model,
        "metadata": metadata or None,
    }


def tool_call(call_id: str | None, name: str, arguments: Any) -> dict:
    """Build a canonical OpenAI-style tool call; ``arguments`` should already be a dict."""
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


def tool(name: str, description: str | None = None, parameters: Any = None) -> dict:
    """Build a canonical tool definition."""
    return {
        "type": "function",
        "function": {"name": name, "description": description, "parameters": parameters},
    }


def is_injected(msg: dict) -> bool:
    """Whether a user message was injected by the harness rather than typed by the user."""
    meta = msg.get("metadata")
    return bool(meta and meta.get("injected"))


def finalize_row(row: dict) -> tuple[dict, Counter]:
    """Fill the derived columns of a canonical row and check tool-result links.

    Returns the row (modified in place) and a Counter of problems found (for example
    ``tool_result_without_call``). Tool messages get their ``name`` back-filled from the call
    with the same id; the counters, ``prompt``, ``sent_at`` and ``id`` are derived when the
    parser left them unset.
    """
    problems: Counter = Counter()
    messages = row.setdefault("messages", [])
    calls: dict[str, str] = {}
    num_tool_calls = 0
    num_user = 0
    first_user = None
    for msg in messages:
        role = msg["role"]
        if role == "assistant" and msg.get("tool_calls"):
            for call in msg["tool_calls"]:
                num_tool_calls += 1
                if call.get("id"):
                    calls[call["id"]] = call["function"]["name"]
        elif role == "tool":
            call_id = msg.get("tool_call_id")
            if call_id and call_id in calls:
                if not msg.get("name"):
                    msg["name"] = calls[call_id]
            elif call_id or not msg.get("name"):
                problems["tool_result_without_call"] += 1
                msg["metadata"] = {**(msg.get("metadata") or {}), "orphan": True}
        elif role == "user" and not is_injected(msg):
            num_user += 1
            if first_user is None:
                first_user = msg
    row.setdefault("tools", [])
    row.setdefault("metadata", None)
    row.setdefault("completed", None)
    row.setdefault("file_path", None)
    if row.get("model") is None:
        row["model"] = next(
            (m["model"] for m in messages if m["role"] == "assistant" and m.get("model")), None
        )
    if row.get("prompt") is None and first_user is not None:
        row["prompt"] = first_user["content"]
    else:
        row.setdefault("prompt", None)
    if row.get("sent_at") is None:
        row["sent_at"] = first_user.get("timestamp") if first_user is not None else None
    row["num_user_messages"] = num_user
    row["num_tool_calls"] = num_tool_calls
    if not row.get("id"):
        row["id"] = f"{row['harness']}:{row['session_id']}"
    return row, problems


def iso_utc(value: Any) -> str | None:
    """Normalize a timestamp (ISO string, epoch seconds or milliseconds) to ISO-8601 UTC.

    ISO strings that carry no offset are kept as written (their zone is unknown); strings that
    are not timestamps at all are returned unchanged rather than guessed at.
    """
    if value.__class__ is str and value.endswith("Z") and not value[:1].isspace():
        return value
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        seconds = value / 1000 if value > 10_000_000_000 else value
        stamp = datetime.fromtimestamp(seconds, tz=timezone.utc)
        return stamp.isoformat(timespec="milliseconds").replace("+00:00", "Z")
    if isinstance(value, str):
        text = value.strip()
        if text.endswith("Z") or text.endswith("+00:00"):
            return text[:-6] + "Z" if text.endswith("+00:00") else text
        try:
            stamp = datetime.fromisoformat(text)
        except ValueError:
            return text
        if stamp.tzinfo is None:
            return text
        return stamp.astimezone(timezone.utc).isoformat().replace("+00:00", "Z")
    return str(value)
