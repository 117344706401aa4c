"""OpenAI chat messages (and their common variants) → canonical messages.

Covers what trace files actually hold: ``content`` as a string or a list of ``text`` /
``image_url`` parts, ``tool_calls`` with string arguments, the legacy ``function_call``,
``function`` role results, and reasoning under ``reasoning_content``, ``reasoning``,
``reasoning_text`` or ``thinking``, or inline as ``<think>`` in the text.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .reasoning import split_reasoning
from .schema import as_list, iso_utc, message, tool, tool_call
from .tool_calls import parse_arguments

_ROLE_ALIASES = {
    "human": "user",
    "developer": "system",
    "function": "tool",
    "ai": "assistant",
    "model": "assistant",
}
_REASONING_KEYS = ("reasoning_content", "reasoning", "reasoning_text", "thinking")


def content_text(content: Any, counts: Counter | None = None) -> str:
    """Flatten message content to text; images become a short placeholder and are counted."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        content = [content]
    if not isinstance(content, list):
        return str(content)
    pieces = []
    for part in content:
        if isinstance(part, str):
            pieces.append(part)
        elif isinstance(part, dict):
            kind = part.get("type")
            if kind in ("text", "input_text", "output_text") or (kind is None and "text" in part):
                pieces.append(str(part.get("text") or ""))
            elif kind in ("image_url", "image", "input_image"):
                if counts is not None:
                    counts["images"] += 1
                pieces.append(image_placeholder(part))
            else:
                if counts is not None:
                    counts[f"content_part:{kind}"] += 1
                pieces.append(f"[{kind}]")
    return "\n".join(pieces)


def image_placeholder(part: dict) -> str:
    """``[image: <media type>, <n> bytes]`` in place of inline image data."""
    url = part.get("image_url")
    if isinstance(url, dict):
        url = url.get("url")
    source = part.get("source") if isinstance(part.get("source"), dict) else {}
    data = source.get("data") or (url if isinstance(url, str) else "") or ""
    media = source.get("media_type") or part.get("media_type")
    if isinstance(data, str) and data.startswith("data:"):
        header, _, payload = data.partition(",")
        media = media or header[5:].split(";")[0]
        data = payload
    size = len(data) * 3 // 4 if isinstance(data, str) and data and not data.startswith("http") else None
    if size is None and isinstance(url, str) and url.startswith("http"):
        return f"[image: {url}]"
    return f"[image: {media or 'unknown'}" + (f", {size} bytes]" if size else "]")


def reasoning_of(msg: dict) -> str | None:
    for key in _REASONING_KEYS:
        value = msg.get(key)
        if isinstance(value, str) and value:
            return value
        if isinstance(value, list):
            text = "\n".join(
                str(v.get("text") or v.get("thinking") or "") if isinstance(v, dict) else str(v)
                for v in value
            )
            if text.strip():
                return text
        if isinstance(value, dict):
            text = value.get("text") or value.get("content") or value.get("summary")
            if isinstance(text, str) and text:
                return text
    return None


def convert_tool_calls(raw_calls: Any, counts: Counter) -> list[dict]:
    calls = []
    for index, raw in enumerate(as_list(raw_calls, counts, "malformed_tool_call")):
        if not isinstance(raw, dict):
            counts["malformed_tool_call"] += 1
            continue
        fn = raw.get("function") if isinstance(raw.get("function"), dict) else raw
        arguments, ok = parse_arguments(fn.get("arguments", fn.get("args", fn.get("input"))))
        if not ok:
            counts["unparseable_arguments"] += 1
        calls.append(tool_call(raw.get("id") or f"call_{index}", str(fn.get("name") or ""), arguments))
    return calls


def from_openai_message(raw: dict, counts: Counter) -> dict | None:
    """One OpenAI-style message as a canonical message (None, counted, for unknown roles)."""
    role = raw.get("role")
    role = _ROLE_ALIASES.get(role, role) if isinstance(role, str) else None
    if role not in ("system", "user", "assistant", "tool"):
        counts["unknown_role"] += 1
        return None
    content = content_text(raw.get("content"), counts)
    reasoning = reasoning_of(raw) if role == "assistant" else None
    if role == "assistant" and reasoning is None:
        reasoning, content = split_reasoning(content)
    calls = convert_tool_calls(raw.get("tool_calls"), counts) if role == "assistant" else []
    if role == "assistant" and isinstance(raw.get("function_call"), dict):
        calls += convert_tool_calls([{"id": raw.get("id"), "function": raw["function_call"]}], counts)
    return message(
        role,
        content,
        reasoning_content=reasoning,
        tool_calls=calls,
        tool_call_id=raw.get("tool_call_id") if role == "tool" else None,
        name=(raw.get("name") or raw.get("tool_name")) if role == "tool" else None,
        timestamp=iso_utc(raw.get("timestamp")),
        model=raw.get("model") if isinstance(raw.get("model"), str) else None,
    )


def from_openai_messages(raw_messages: list, counts: Counter | None = None) -> tuple[list[dict], Counter]:
    """A list of OpenAI-style messages as canonical messages, with counts of what was odd."""
    counts = counts if counts is not None else Counter()
    out = []
    for raw in as_list(raw_messages, counts, "malformed_message"):
        if not isinstance(raw, dict):
            counts["malformed_message"] += 1
            continue
        msg = from_openai_message(raw, counts)
        if msg is not None:
            out.append(msg)
    return out, counts


def from_openai_tools(raw_tools: Any) -> list[dict]:
    """OpenAI ``tools`` (or bare function specs) as canonical tools."""
    tools = []
    for raw in as_list(raw_tools):
        if not isinstance(raw, dict):
            continue
        fn = raw.get("function") if isinstance(raw.get("function"), dict) else raw
        if not fn.get("name"):
            continue
        tools.append(
            tool(str(fn["name"]), fn.get("description"), fn.get("parameters", fn.get("input_schema")))
        )
    return tools
