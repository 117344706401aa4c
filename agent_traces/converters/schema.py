"""The canonical schema: one row per trajectory, typed message structs.

Column names follow the agent-trace vocabulary of `datasets` (``harness``, ``session_id``,
``first_prompt``, ``messages``, ``tools``, ``metadata``, ``sent_at``, ``num_user_messages``,
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

import orjson
from datasets import Features, Json, LargeList, List, Value

from .scaffold import split_tool_scaffold
from .tool_schemas import declare_tools

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
        "first_prompt": Value("string"),
        "messages": List(MESSAGE),
        "tools": List(TOOL),
        "model": Value("string"),
        "sent_at": Value("string"),
        "completed": Value("bool"),
        "num_user_messages": Value("int64"),
        "num_tool_calls": Value("int64"),
        "file_path": Value("string"),
        "metadata": Json(),
        "num_tokens": Value("int64"),
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


def trajectory_row(
    harness: str, session_id: Any, messages: list[dict], *, tools: list[dict] | None = None, **fields: Any
) -> dict:
    """A canonical row before ``finalize_row``: ``"<harness>:<session_id>"`` as its id, no tools
    unless given, and ``fields`` (``model``, ``file_path``, ``metadata``, …) as they are."""
    return {
        "id": f"{harness}:{session_id}",
        "harness": harness,
        "session_id": session_id,
        "messages": messages,
        "tools": tools if tools is not None else [],
        **fields,
    }


def assistant_message(
    texts: list[str], thoughts: list[str], calls: list[dict], *, sep: str = "\n", **fields: Any
) -> dict:
    """An assistant message of an answer's parts: its text pieces joined by ``sep``, its thoughts
    by a blank line (none: no reasoning), its tool calls; ``fields`` as for ``message``."""
    return message(
        "assistant",
        sep.join(texts),
        reasoning_content="\n\n".join(thoughts) or None,
        tool_calls=calls,
        **fields,
    )


def most_used_model(messages: list[dict]) -> str | None:
    """The model of most assistant messages; of models used as often, the one used last."""
    counts: Counter = Counter()
    last: dict[str, int] = {}
    for index, msg in enumerate(messages):
        if msg["role"] == "assistant" and msg["model"]:
            counts[msg["model"]] += 1
            last[msg["model"]] = index
    return max(counts, key=lambda m: (counts[m], last[m])) if counts else None


def tool_call(call_id: Any, name: str, arguments: Any) -> dict:
    """Build a canonical OpenAI-style tool call; ``arguments`` should already be a dict.

    An id that is not text (a damaged record) is kept as its text, so results still match it.
    """
    if call_id is not None and call_id.__class__ is not str:
        call_id = str(call_id)
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": arguments}}


def as_list(value: Any, counts: Counter | None = None, reason: str = "malformed_field") -> list:
    """``value`` if it is a list; else an empty list, counted under ``reason`` unless it was empty.

    For the list fields of a trace (tool calls, content blocks, steps) that a damaged record
    holds as a number, a string or an object.
    """
    if isinstance(value, list):
        return value
    if value and counts is not None:
        counts[reason] += 1
    return []


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


def finalize_row(
    row: dict, tool_table: dict | None = None, scans: dict | None = None
) -> tuple[dict, Counter]:
    """Fill the derived columns of a canonical row and check tool-result links.

    Returns the row (modified in place) and a Counter of problems found (for example
    ``tool_result_without_call``). Tool messages get their ``name`` back-filled from the call
    with the same id; the counters, ``first_prompt``, ``sent_at`` and ``id`` are derived when the
    parser left them unset. Every tool called is declared (:func:`~.tool_schemas.declare_tools`,
    with ``tool_table`` the built-in tools of each harness and ``scans`` its caller-owned memo).
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
                call_id = call.get("id")
                if call_id and call_id.__class__ is str:
                    calls[call_id] = call["function"]["name"]
        elif role == "tool":
            call_id = msg.get("tool_call_id")
            if call_id.__class__ is not str:
                call_id = None
            if call_id and call_id in calls:
                if not msg.get("name"):
                    msg["name"] = calls[call_id]
            elif call_id or not msg.get("name"):
                problems["tool_result_without_call"] += 1
                msg["metadata"] = {**(msg.get("metadata") or {}), "orphan": True}
        elif role == "user":
            meta = msg.get("metadata")  # is_injected, inline: once per user message
            if meta and meta.get("injected"):
                continue
            num_user += 1
            if first_user is None:
                first_user = msg
    row.setdefault("tools", [])
    row.setdefault("metadata", None)
    if messages and messages[0]["role"] == "system":
        _without_tool_scaffold(row, messages)
    row.setdefault("completed", None)
    row.setdefault("file_path", None)
    row.setdefault("num_tokens", None)
    if row.get("model") is None:
        row["model"] = next(
            (m["model"] for m in messages if m["role"] == "assistant" and m.get("model")), None
        )
    if row.get("first_prompt") is None and first_user is not None:
        row["first_prompt"] = first_user["content"]
    else:
        row.setdefault("first_prompt", None)
    if row.get("sent_at") is None:
        row["sent_at"] = first_user.get("timestamp") if first_user is not None else None
    row["num_user_messages"] = num_user
    row["num_tool_calls"] = num_tool_calls
    if num_tool_calls or row["tools"]:
        declare_tools(row, tool_table, scans)
    if not row.get("id"):
        row["id"] = f"{row['harness']}:{row['session_id']}"
    return row, problems


def mark_copied_prefix(row: dict, source: dict) -> int:
    """Mark the messages ``row`` shares with ``source`` from the start (a branch that repeats its
    parent's conversation up to the fork, a resume, a fork that replays its parent) with
    ``metadata.copied_from = source["id"]``, so that training can take them as context rather
    than as targets a second time. Returns how many assistant messages were marked."""
    messages, theirs = row["messages"], source["messages"]
    n = 0
    while n < len(messages) and n < len(theirs) and messages[n] == theirs[n]:
        n += 1
    return mark_copied(row, n, source["id"])


def mark_copied(row: dict, count: int, source_id: str, start: int = 0) -> int:
    """Mark messages ``start`` to ``count - 1`` of ``row`` as copied from the row ``source_id``
    (which need not be loaded: a resumed session's earlier file, a Codex fork's parent rollout).
    Returns how many assistant messages were marked."""
    messages = row["messages"]
    marked = 0
    for i in range(start, min(count, len(messages))):
        msg = messages[i]
        meta = msg.get("metadata")
        messages[i] = {
            **msg,
            "metadata": {**(meta if isinstance(meta, dict) else {}), "copied_from": source_id},
        }
        marked += msg["role"] == "assistant"
    return marked


def message_key(msg: dict) -> bytes:
    """What a message says (role, text, reasoning, calls), without its times and metadata: equal
    for a message and its copy in another row."""
    calls = [(c["function"]["name"], c["function"]["arguments"]) for c in msg.get("tool_calls") or ()]
    return orjson.dumps(
        [msg["role"], msg.get("content"), msg.get("reasoning_content"), calls],
        option=orjson.OPT_SORT_KEYS,
        default=repr,
    )


def mark_copied_keys(row: dict, keys: list[bytes], source_id: str) -> int:
    """Mark the leading messages of ``row`` that say what ``keys`` (``message_key`` of another
    row's messages, from its start) say: a subagent that starts with its parent's conversation.
    Only a prefix holding an assistant message counts (a subagent's task prompt alone may repeat
    the parent's request). Returns how many assistant messages were marked."""
    messages = row["messages"]
    n = 0
    while n < len(messages) and n < len(keys) and message_key(messages[n]) == keys[n]:
        n += 1
    if not any(m["role"] == "assistant" for m in messages[:n]):
        return 0
    return mark_copied(row, n, source_id)


def is_copied(msg: dict) -> bool:
    """A message copied from another row (``mark_copied_prefix``)."""
    meta = msg.get("metadata")
    return isinstance(meta, dict) and bool(meta.get("copied_from"))


def _without_tool_scaffold(row: dict, messages: list[dict]) -> None:
    """A system message that embeds the tool list (Hermes' function-calling prompt) keeps only
    what it says beyond it, or goes; the exact prompt goes to ``metadata.system_prompt`` (see
    ``converters.scaffold``): the tools are declared once, in ``tools``."""
    content = messages[0].get("content")
    if content.__class__ is not str or "<tools>" not in content:
        return
    found, rest = split_tool_scaffold(content)
    if not found:
        return
    meta = row["metadata"] if isinstance(row.get("metadata"), dict) else {}
    row["metadata"] = {**meta, "system_prompt": content}
    if rest is None:
        del messages[0]
    else:
        messages[0] = {**messages[0], "content": rest}


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
        try:
            stamp = datetime.fromtimestamp(seconds, tz=timezone.utc)
        except (OverflowError, OSError, ValueError):
            return None
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


INT64_RANGE = range(-(1 << 63), 1 << 63)


def json_text(value: Any) -> str:
    """``value`` as compact JSON text that Arrow can store.

    orjson first; the standard library for what orjson refuses (integers beyond 64 bits,
    non-JSON objects via ``str``, text with lone surrogates, which are then escaped).
    """
    try:
        return orjson.dumps(value).decode()
    except TypeError:
        from .deep_json import dumps

        text = dumps(value, ensure_ascii=False, default=str, separators=(",", ":"))
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            text = dumps(value, default=str, separators=(",", ":"))
        return text


def conform(value: Any, feature: Any, path: str, found: list[str]) -> Any:
    """``value`` made to fit ``feature`` (a ``datasets`` feature), each change noted in ``found``.

    The parsers build rows of the declared types; a record with a value of a type they did not
    foresee (a number where text belongs, a list for an id) would make Arrow reject the whole
    table. Here text fields take other scalars as text and containers as JSON text, other fields
    that cannot hold the value get None, and text Arrow cannot encode (lone surrogates) gets
    the replacement character. ``path`` names the field in ``found`` (``messages[3].content:
    int``).
    """
    if value is None or isinstance(feature, Json):
        return value
    if isinstance(feature, dict):
        if not isinstance(value, dict):
            found.append(f"{path}: {type(value).__name__}")
            return None
        out = dict(value)
        for key, sub in feature.items():
            if key in value:
                out[key] = conform(value[key], sub, f"{path}.{key}" if path else key, found)
        return out
    if isinstance(feature, (List, LargeList)):
        if not isinstance(value, list):
            found.append(f"{path}: {type(value).__name__}")
            return None
        return [conform(item, feature.feature, f"{path}[{i}]", found) for i, item in enumerate(value)]
    if not isinstance(feature, Value):
        return value
    dtype = feature.dtype
    if dtype in ("string", "large_string"):
        if isinstance(value, str):
            try:
                value.encode("utf-8")
                return value
            except UnicodeEncodeError:
                found.append(f"{path}: text Arrow cannot encode")
                return value.encode("utf-8", "replace").decode("utf-8")
        found.append(f"{path}: {type(value).__name__}")
        return json_text(value) if isinstance(value, (dict, list)) else str(value)
    if dtype == "bool":
        ok = isinstance(value, bool)
    elif dtype.startswith(("int", "uint")):
        ok = isinstance(value, int) and not isinstance(value, bool) and value in INT64_RANGE
    elif dtype.startswith("float"):
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    else:
        return value
    if not ok:
        found.append(f"{path}: {type(value).__name__}")
        return None
    return value


def conform_row(row: dict, features: Features) -> tuple[dict, list[str]]:
    """A copy of ``row`` with every value of the wrong type for ``features`` replaced (see
    :func:`conform`), and what was replaced. Keys the features do not name are kept as they are."""
    found: list[str] = []
    out = dict(row)
    for key, feature in features.items():
        if key in row:
            out[key] = conform(row[key], feature, key, found)
    return out, found
