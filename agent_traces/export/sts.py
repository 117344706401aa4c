"""Canonical rows as the Hub's Session Trace Simple Format (STS), and back.

Followed: the Hugging Face Hub documentation page "Session Traces Format"
(https://huggingface.co/docs/hub/session-traces-format, source ``docs/hub/session-traces-format.md``
of ``huggingface/hub-docs`` at commit ``9e7f3f25db1f``, added by hub-docs PR #2613, July 2026), and
"Agent Traces" (``docs/hub/agent-traces.md``, same commit). An STS file is one session, JSONL:

- line 1, the header: ``{"type": "session", "harness", "id", "name"?, …}``; ``type``, ``harness``
  and ``id`` (unique session id) are required, ``name`` is a human-readable title, and "any extra
  metadata is allowed and ignored";
- every further line, one message: ``{"type": "message", "message": {role, content,
  reasoningContent?, toolCalls?, toolCallId?, timestamp?, model?}}`` with ``role`` one of
  user/assistant/system/tool, ``content`` text (may be empty), ``toolCalls`` as
  ``[{"id", "function": {"name", "arguments"}}]`` where ``arguments`` is a JSON *string*,
  ``toolCallId`` linking a ``tool`` message to the call it answers, ``timestamp`` in epoch
  milliseconds, ``model`` the model name.

Only those documented message fields are written. Everything else a canonical row holds (its
``id``, ``session_id``, ``tools``, ``metadata``, ``first_prompt``, ``completed``, each message's
``name``/``metadata`` and a timestamp epoch milliseconds cannot carry exactly) goes into the
header, which the format allows, under :data:`EXTRA_KEY`, so that :func:`row_from_sts` gives back
the same row. The header's ``id`` is the row ``id`` (``<harness>:<session id>[:<sub id>]``),
unique across a dataset; ``harness`` is the row's harness; ``name`` is the source's title
(``metadata.title``) when it has one, else the first typed request, shortened to one line.

STS written by other tools is read too (:func:`row_from_sts` without our header extras): the
header's ``harness`` becomes the row's harness (made safe as a name, see :func:`safe_harness`; the
original kept in ``metadata.harness`` when it differs) and unparseable ``arguments`` are kept
verbatim.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from datetime import datetime, timedelta, timezone
from typing import Any

import orjson

from ..converters.schema import iso_utc, message, tool_call
from ..converters.tool_calls import parse_arguments

EXTRA_KEY = "agent_traces"
EXTRA_VERSION = 1
NAME_CHARS = 80
ROW_FIELDS = ("session_id", "first_prompt", "model", "sent_at", "completed", "file_path", "tools", "metadata")
MESSAGE_EXTRAS = ("name", "metadata")
_SAFE = re.compile(r"[^A-Za-z0-9._-]+")
_MAX_STEM = 120
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def epoch_ms(timestamp: Any) -> int | None:
    """An ISO-8601 timestamp as epoch milliseconds (a time without zone is read as UTC)."""
    if not isinstance(timestamp, str) or not timestamp:
        return None
    text = timestamp.strip()
    if text.endswith("Z"):
        text = text[:-1] + "+00:00"
    try:
        stamp = datetime.fromisoformat(text)
    except ValueError:
        return None
    if stamp.tzinfo is None:
        stamp = stamp.replace(tzinfo=timezone.utc)
    return (stamp - _EPOCH) // timedelta(milliseconds=1)


def session_name(row: dict, limit: int = NAME_CHARS) -> str | None:
    """The session's title: ``metadata.title`` when the source has one, else the first typed
    request, on one line and shortened to ``limit`` characters."""
    meta = row.get("metadata")
    title = meta.get("title") if isinstance(meta, dict) else None
    text = title if isinstance(title, str) and title.strip() else row.get("first_prompt")
    if not isinstance(text, str):
        return None
    text = " ".join(text.split())
    if not text:
        return None
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def sts_message(msg: dict) -> dict:
    """One canonical message as an STS ``message`` object (documented fields only)."""
    out: dict[str, Any] = {"role": msg["role"], "content": msg.get("content") or ""}
    if msg.get("reasoning_content"):
        out["reasoningContent"] = msg["reasoning_content"]
    if msg.get("tool_calls"):
        out["toolCalls"] = [
            {
                "id": call.get("id"),
                "function": {
                    "name": call["function"]["name"],
                    "arguments": orjson.dumps(call["function"]["arguments"]).decode(),
                },
            }
            for call in msg["tool_calls"]
        ]
    if msg.get("tool_call_id") is not None:
        out["toolCallId"] = msg["tool_call_id"]
    ms = epoch_ms(msg.get("timestamp"))
    if ms is not None:
        out["timestamp"] = ms
    if msg.get("model"):
        out["model"] = msg["model"]
    return out


def _message_extras(index: int, msg: dict) -> dict | None:
    """What an STS message cannot say about ``msg``: its ``name``, ``metadata`` and a timestamp
    that epoch milliseconds would not give back as written."""
    extra = {k: msg[k] for k in MESSAGE_EXTRAS if msg.get(k) is not None}
    stamp = msg.get("timestamp")
    if stamp is not None:
        ms = epoch_ms(stamp)
        if ms is None or iso_utc(ms) != stamp:
            extra["timestamp"] = stamp
    return {"index": index, **extra} if extra else None


def sts_records(row: dict) -> list[dict]:
    """A canonical (finalized, usually redacted) row as STS records: the header, then messages."""
    header: dict[str, Any] = {"type": "session", "harness": row["harness"], "id": row["id"]}
    name = session_name(row)
    if name is not None:
        header["name"] = name
    extras = [e for i, m in enumerate(row["messages"]) if (e := _message_extras(i, m)) is not None]
    header[EXTRA_KEY] = {
        "version": EXTRA_VERSION,
        **{k: row.get(k) for k in ROW_FIELDS},
        "messages": extras,
    }
    return [header, *({"type": "message", "message": sts_message(m)} for m in row["messages"])]


def sts_bytes(row: dict) -> bytes:
    """The STS file of one row: JSONL, one record a line, ending with a newline."""
    return b"".join(orjson.dumps(record) + b"\n" for record in sts_records(row))


def trace_stem(row_id: str) -> str:
    """A file name (without extension) for a session id: the id without its harness prefix, with
    anything but letters, digits, ``.``, ``_`` and ``-`` replaced; a digest of the id is added
    when that changed the id, so different ids never share a name."""
    local = row_id.split(":", 1)[1] if ":" in row_id else row_id
    safe = _SAFE.sub("_", local).strip("._") or "session"
    if safe != local or len(safe) > _MAX_STEM:
        digest = hashlib.sha256(row_id.encode()).hexdigest()[:10]
        safe = f"{safe[:_MAX_STEM]}-{digest}"
    return safe


def safe_harness(name: str) -> str:
    """``name`` as a harness name: letters, digits, ``.``, ``_`` and ``-`` only, no leading or
    trailing punctuation. A harness names configs (``messages-<harness>``), folders and the
    card's tags, so one read from another tool's header must not carry a path or markup."""
    return _SAFE.sub("_", name).strip("._-")[:64] or "unknown"


def sts_path(row: dict) -> str:
    """Where a row's STS file goes in a dataset folder: ``traces/<harness>/<id>.jsonl``."""
    harness = safe_harness(row["harness"])
    return f"traces/{harness}/{trace_stem(row['id'])}.jsonl"


# -- reading ------------------------------------------------------------------------------------


def is_sts_header(record: Any) -> bool:
    """Whether a record is an STS session header (``type: session`` with ``harness`` and ``id``)."""
    return (
        isinstance(record, dict)
        and record.get("type") == "session"
        and isinstance(record.get("harness"), str)
        and isinstance(record.get("id"), (str, int))
    )


def canonical_message(raw: Any, counts: Counter) -> dict | None:
    """An STS ``message`` object as a canonical message; None (counted) when it is not one."""
    if not isinstance(raw, dict):
        counts["malformed_message"] += 1
        return None
    role = raw.get("role")
    if role not in ("user", "assistant", "system", "tool"):
        counts["unknown_role"] += 1
        return None
    content = raw.get("content")
    if content is None:
        content = ""
    elif not isinstance(content, str):
        counts["wrong_type"] += 1
        content = orjson.dumps(content).decode()
    calls = []
    raw_calls = raw.get("toolCalls")
    if raw_calls is not None and not isinstance(raw_calls, list):
        counts["malformed_tool_call"] += 1
        raw_calls = None
    for raw_call in raw_calls or ():
        function = raw_call.get("function") if isinstance(raw_call, dict) else None
        if not isinstance(function, dict) or not isinstance(function.get("name"), str):
            counts["malformed_tool_call"] += 1
            continue
        arguments = function.get("arguments")
        if isinstance(arguments, str):
            arguments, ok = parse_arguments(arguments)
            if not ok:
                counts["unparseable_arguments"] += 1
        calls.append(tool_call(raw_call.get("id"), function["name"], arguments))
    call_id = raw.get("toolCallId")
    reasoning = raw.get("reasoningContent")
    model = raw.get("model")
    return message(
        role,
        content,
        reasoning_content=reasoning if isinstance(reasoning, str) else None,
        tool_calls=calls or None,
        tool_call_id=str(call_id) if call_id is not None else None,
        timestamp=iso_utc(raw["timestamp"]) if isinstance(raw.get("timestamp"), (int, float, str)) else None,
        model=model if isinstance(model, str) else None,
    )


def row_from_sts(header: dict, messages: list[dict]) -> dict:
    """A canonical row (not yet finalized) from an STS header and its canonical messages.

    Our own files carry the row's other fields under :data:`EXTRA_KEY` and get them back exactly;
    for other tools' files the header's ``harness`` and ``id`` name the row, and the rest of the
    header (``name`` included) goes to ``metadata``.
    """
    extra = header.get(EXTRA_KEY)
    if isinstance(extra, dict) and extra.get("version") == EXTRA_VERSION:
        for item in extra.get("messages") or ():
            index = item.get("index") if isinstance(item, dict) else None
            if isinstance(index, int) and 0 <= index < len(messages):
                for key in (*MESSAGE_EXTRAS, "timestamp"):
                    if key in item:
                        messages[index][key] = item[key]
        row = {k: extra.get(k) for k in ROW_FIELDS}
        row.update(id=str(header["id"]), harness=safe_harness(header["harness"]), messages=messages)
        row["tools"] = row["tools"] or []
        return row
    session_id = str(header["id"])
    metadata = {k: v for k, v in header.items() if k not in ("type", "harness", "id", "name")}
    metadata["format"] = "sts"
    if header.get("name") is not None:
        metadata["title"] = header["name"]
    harness = safe_harness(header["harness"])
    if harness != header["harness"]:
        metadata["harness"] = header["harness"]
    return {
        "id": f"{harness}:{session_id}",
        "harness": harness,
        "session_id": session_id,
        "messages": messages,
        "tools": [],
        "metadata": metadata,
    }
