"""Gemini CLI messages to canonical messages: the session recordings' ``user`` / ``gemini`` /
notice records (``convert_messages``) and ``Content[]`` histories (``contents_messages``), with
the ``Part`` text, thoughts and tool results both share."""

from __future__ import annotations

from collections import Counter
from typing import Any

import orjson

from ...converters.openai import content_text
from ...converters.schema import as_list, iso_utc, message, tool_call
from ...converters.tool_calls import parse_arguments
from ...core.config import ParseContext

NOTICE_TYPES = ("info", "warning", "error")
ENV_CONTEXT = "This is the Gemini CLI. We are setting up the context for our chat."


def parts_text(content: Any, counts: Counter) -> str:
    """Text of Gemini ``Part`` content: a string, or parts with ``text`` (other parts become a tag)."""
    if isinstance(content, str) or content is None:
        return content or ""
    if isinstance(content, dict):
        content = [content]
    if not isinstance(content, list):
        return str(content)
    pieces = []
    for part in content:
        if isinstance(part, dict) and "text" in part:
            pieces.append(str(part.get("text") or ""))
        elif isinstance(part, dict) and ("inlineData" in part or "fileData" in part):
            counts["images"] += 1
            data = part.get("inlineData") or part.get("fileData") or {}
            pieces.append(f"[{data.get('mimeType') or 'file'}]")
        elif isinstance(part, dict) and "functionResponse" in part:
            response = part["functionResponse"] if isinstance(part["functionResponse"], dict) else {}
            pieces.append(f"[functionResponse: {response.get('name')}]")
        else:
            pieces.append(content_text(part, counts))
    return "\n".join(pieces)


def thoughts_text(thoughts: Any) -> str | None:
    """Gemini's thought summaries as one reasoning string."""
    if not isinstance(thoughts, list):
        return thoughts if isinstance(thoughts, str) and thoughts else None
    blocks = []
    for thought in thoughts:
        if not isinstance(thought, dict):
            continue
        subject, description = thought.get("subject"), thought.get("description")
        description = description if isinstance(description, str) else None
        text = "\n".join(x for x in (f"**{subject}**" if subject else "", description or "") if x)
        if text:
            blocks.append(text)
    return "\n\n".join(blocks) or None


def tool_result(call: dict, counts: Counter) -> tuple[str, bool] | None:
    """``(output, is_error)`` of a recorded tool call, or None when no result was recorded."""
    result = call.get("result")
    pieces: list[str] = []
    is_error = call.get("status") in ("error", "cancelled")
    if isinstance(result, list):
        for part in result:
            response = part.get("functionResponse") if isinstance(part, dict) else None
            if isinstance(response, dict):
                payload = response.get("response")
                if isinstance(payload, dict):
                    if "error" in payload:
                        is_error = True
                        pieces.append(str(payload["error"]))
                    elif "output" in payload:
                        out = payload["output"]
                        pieces.append(out if isinstance(out, str) else orjson.dumps(out).decode())
                    else:
                        pieces.append(orjson.dumps(payload).decode())
                else:
                    pieces.append(str(payload))
            elif isinstance(part, dict) and "text" in part:
                pieces.append(str(part["text"]))
            elif part is not None:
                pieces.append(parts_text(part, counts))
    elif isinstance(result, str):
        pieces.append(result)
    if pieces:
        return "\n".join(pieces), is_error
    display = call.get("resultDisplay")
    if isinstance(display, str) and display:
        return display, is_error
    return None


def convert_messages(records: list[dict], ctx: ParseContext) -> tuple[list[dict], list[dict], Counter]:
    """Canonical messages and harness notices from Gemini message records."""
    counts: Counter = Counter()
    messages: list[dict] = []
    notices: list[dict] = []
    answered: set[str] = set()
    pending_calls: list[str] = []
    for record in records:
        kind = record.get("type")
        stamp = iso_utc(record.get("timestamp"))
        if kind == "user" and _function_responses(record.get("content")):
            # newest recordings: tool results come back as user messages of functionResponse parts
            messages.extend(response_messages(record.get("content"), stamp, answered, {}, counts))
        elif kind == "user":
            text = parts_text(record.get("content"), counts)
            meta: dict[str, Any] = {"id": record.get("id")} if record.get("id") else {}
            if "displayContent" in record:
                shown = parts_text(record.get("displayContent"), Counter())
                if shown != text:
                    meta.update(injected=True, display_content=shown)
            messages.append(message("user", text, timestamp=stamp, metadata=meta or None))
        elif kind == "gemini":
            calls, results = [], []
            for index, raw in enumerate(as_list(record.get("toolCalls"), counts, "malformed_tool_call")):
                if not isinstance(raw, dict):
                    counts["malformed_tool_call"] += 1
                    continue
                arguments, ok = parse_arguments(raw.get("args"))
                if not ok:
                    counts["unparseable_arguments"] += 1
                call_id = str(raw.get("id") or f"{record.get('id')}:{index}")
                calls.append(tool_call(call_id, str(raw.get("name") or ""), arguments))
                outcome = tool_result(raw, counts)
                if outcome is None:
                    pending_calls.append(call_id)
                    continue
                answered.add(call_id)
                output, is_error = outcome
                tool_meta = {"status": raw.get("status")} if raw.get("status") else {}
                if is_error:
                    tool_meta["is_error"] = True
                results.append(
                    message(
                        "tool",
                        output,
                        tool_call_id=call_id,
                        name=raw.get("name"),
                        timestamp=iso_utc(raw.get("timestamp")),
                        metadata=tool_meta or None,
                    )
                )
            meta = {k: record[k] for k in ("id", "tokens") if record.get(k)}
            messages.append(
                message(
                    "assistant",
                    parts_text(record.get("content"), counts),
                    reasoning_content=thoughts_text(record.get("thoughts")),
                    tool_calls=calls,
                    timestamp=stamp,
                    model=record.get("model") if isinstance(record.get("model"), str) else None,
                    metadata=meta or None,
                )
            )
            messages.extend(results)
        elif kind in NOTICE_TYPES:
            notices.append(
                {"type": kind, "content": parts_text(record.get("content"), counts), "timestamp": stamp}
            )
        else:
            ctx.problem("unknown_message_type", None, f"type={kind!r} id={record.get('id')}")
    counts["tool_calls_without_result"] += sum(1 for c in pending_calls if c not in answered)
    return messages, notices, counts


def _function_responses(content: Any) -> bool:
    """Whether Gemini content is made of ``functionResponse`` parts only (tool results)."""
    return (
        isinstance(content, list)
        and bool(content)
        and all(isinstance(p, dict) and isinstance(p.get("functionResponse"), dict) for p in content)
    )


def response_messages(
    parts: list, stamp: str | None, answered: set[str], by_name: dict[str, list[str]], counts: Counter
) -> list[dict]:
    """Tool messages of ``functionResponse`` parts; one already given with its call is skipped
    (``duplicate_tool_result``). A response without an id answers the oldest open call of its name."""
    out = []
    for part in parts:
        response = part["functionResponse"]
        name = response.get("name") if isinstance(response.get("name"), str) else None
        call_id = response.get("id") if isinstance(response.get("id"), str) else None
        if call_id is None and name and by_name.get(name):
            call_id = by_name[name].pop(0)
        if call_id is not None and call_id in answered:
            counts["duplicate_tool_result"] += 1
            continue
        if call_id is not None:
            answered.add(call_id)
        output, is_error = tool_result({"result": [part]}, counts) or ("", False)
        out.append(
            message(
                "tool",
                output,
                tool_call_id=call_id,
                name=name,
                timestamp=stamp,
                metadata={"is_error": True} if is_error else None,
            )
        )
    return out


def contents_messages(contents: list, ctx: ParseContext) -> tuple[list[dict], Counter]:
    """Canonical messages of the ``Content[]`` layout (``/chat save`` checkpoints, history dumps):
    ``[{role: "user"|"model", parts: [text | thought | functionCall | functionResponse]}]``."""
    counts: Counter = Counter()
    messages: list[dict] = []
    answered: set[str] = set()
    by_name: dict[str, list[str]] = {}
    for index, content in enumerate(contents):
        if not isinstance(content, dict) or not isinstance(content.get("parts"), list):
            ctx.problem("unknown_record_shape", None, f"content {index} has no parts list")
            continue
        role, parts = content.get("role"), [p for p in content["parts"] if isinstance(p, dict)]
        if role == "user":
            responses = [p for p in parts if isinstance(p.get("functionResponse"), dict)]
            if responses:
                messages.extend(response_messages(responses, None, answered, by_name, counts))
            rest = [p for p in parts if not isinstance(p.get("functionResponse"), dict)]
            if rest:
                text = parts_text(rest, counts)
                meta = (
                    {"injected": True, "kind": "environment_context"}
                    if text.startswith(ENV_CONTEXT)
                    else None
                )
                messages.append(message("user", text, metadata=meta))
        elif role == "model":
            texts, thoughts, calls = [], [], []
            for part in parts:
                if isinstance(part.get("functionCall"), dict):
                    fc = part["functionCall"]
                    name = str(fc.get("name") or "")
                    call_id = fc.get("id") if isinstance(fc.get("id"), str) else f"call_{index}_{len(calls)}"
                    by_name.setdefault(name, []).append(call_id)
                    arguments, ok = parse_arguments(fc.get("args"))
                    if not ok:
                        counts["unparseable_arguments"] += 1
                    calls.append(tool_call(call_id, name, arguments))
                elif part.get("thought") is True and isinstance(part.get("text"), str):
                    thoughts.append(part["text"])
                elif "text" in part:
                    texts.append(str(part.get("text") or ""))
            messages.append(
                message(
                    "assistant",
                    "".join(texts),
                    reasoning_content="\n\n".join(thoughts) or None,
                    tool_calls=calls,
                )
            )
        else:
            ctx.problem("unknown_message_type", None, f"content {index}: role={role!r}")
    return messages, counts
