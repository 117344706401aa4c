"""Anthropic Messages API content blocks → canonical messages.

Shared by every source that records Anthropic-format turns (Claude Code, Cline, Copilot's
snapshots of Claude models): ``text``, ``thinking`` (the ``signature`` is dropped),
``redacted_thinking`` (flagged, its opaque data is not kept), ``tool_use`` → ``tool_calls``
with the ``input`` dict as arguments, ``tool_result`` → ``tool`` messages (``is_error`` kept in
``metadata``), and base64 ``image`` blocks → a short placeholder, never the data.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .openai import image_placeholder
from .schema import as_list, message, tool_call


def result_text(content: Any, counts: Counter) -> str:
    """Text of a ``tool_result`` content (a string, or a list of text/image blocks)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        content = [content]
    pieces = []
    for block in content if isinstance(content, list) else [content]:
        if isinstance(block, dict):
            kind = block.get("type")
            if kind == "text":
                pieces.append(str(block.get("text") or ""))
            elif kind == "image":
                counts["images"] += 1
                pieces.append(image_placeholder(block))
            else:
                kind = block_kind(kind)
                counts[f"result_block:{kind}"] += 1
                pieces.append(str(block.get("text") or f"[{kind}]"))
        else:
            pieces.append(str(block))
    return "\n".join(pieces)


def block_kind(kind: Any) -> str:
    """A block's ``type`` as a problem-reason suffix: the name, or the type of a damaged value."""
    return kind if isinstance(kind, str) else f"<{type(kind).__name__}>"


def _blocks(blocks: Any, counts: Counter) -> list:
    """Content blocks as a list: a lone block object is wrapped, anything else counted."""
    if blocks.__class__ is list:
        return blocks
    return [blocks] if isinstance(blocks, dict) else as_list(blocks, counts, "malformed_block")


def assistant_from_blocks(blocks: Any, counts: Counter, **fields: Any) -> dict:
    """One assistant message from a list of content blocks (or a plain string)."""
    if isinstance(blocks, str):
        return message("assistant", blocks, **fields)
    texts: list[str] = []
    reasoning: list[str] = []
    calls: list[dict] = []
    meta: dict[str, Any] = dict(fields.pop("metadata", None) or {})
    for block in _blocks(blocks, counts):
        if not isinstance(block, dict):
            counts["malformed_block"] += 1
            continue
        kind = block.get("type")
        if kind == "text":
            texts.append(str(block.get("text") or ""))
        elif kind == "thinking":
            reasoning.append(str(block.get("thinking") or ""))
        elif kind == "redacted_thinking":
            meta["redacted_thinking"] = meta.get("redacted_thinking", 0) + 1
        elif kind in ("tool_use", "server_tool_use"):
            arguments = block.get("input")
            calls.append(
                tool_call(
                    block.get("id"), str(block.get("name") or ""), arguments if arguments is not None else {}
                )
            )
        elif kind == "image":
            counts["images"] += 1
            texts.append(image_placeholder(block))
        else:
            counts[f"assistant_block:{block_kind(kind)}"] += 1
    return message(
        "assistant",
        "\n\n".join(t for t in texts if t) if len(texts) > 1 else (texts[0] if texts else ""),
        reasoning_content="\n\n".join(r for r in reasoning if r) or None,
        tool_calls=calls,
        metadata=meta or None,
        **fields,
    )


def user_from_blocks(blocks: Any, counts: Counter, **fields: Any) -> list[dict]:
    """Messages from one user turn: a ``tool`` message per ``tool_result``, then the user's text."""
    if isinstance(blocks, str):
        return [message("user", blocks, **fields)]
    out: list[dict] = []
    texts: list[str] = []
    images = 0
    base_meta = fields.pop("metadata", None) or {}
    for block in _blocks(blocks, counts):
        if isinstance(block, str):
            texts.append(block)
            continue
        if not isinstance(block, dict):
            counts["malformed_block"] += 1
            continue
        kind = block.get("type")
        if kind == "tool_result":
            meta = dict(base_meta)
            if block.get("is_error"):
                meta["is_error"] = True
            out.append(
                message(
                    "tool",
                    result_text(block.get("content"), counts),
                    tool_call_id=block.get("tool_use_id"),
                    metadata=meta or None,
                    **fields,
                )
            )
        elif kind == "text":
            texts.append(str(block.get("text") or ""))
        elif kind == "image":
            counts["images"] += 1
            images += 1
            texts.append(image_placeholder(block))
        else:
            kind = block_kind(kind)
            counts[f"user_block:{kind}"] += 1
            texts.append(f"[{kind}]")
    if texts:
        meta = dict(base_meta)
        if images:
            meta["images"] = images
        out.append(message("user", "\n".join(texts), metadata=meta or None, **fields))
    return out


def from_anthropic_messages(
    raw_messages: list, system: Any = None, counts: Counter | None = None
) -> tuple[list[dict], Counter]:
    """An Anthropic ``messages`` list (and optional ``system``) as canonical messages."""
    counts = counts if counts is not None else Counter()
    out: list[dict] = []
    if system:
        text = system if isinstance(system, str) else result_text(system, counts)
        out.append(message("system", text))
    for raw in as_list(raw_messages, counts, "malformed_message"):
        if not isinstance(raw, dict):
            counts["malformed_message"] += 1
            continue
        role = raw.get("role")
        if role == "assistant":
            out.append(assistant_from_blocks(raw.get("content"), counts))
        elif role == "user":
            out.extend(user_from_blocks(raw.get("content"), counts))
        elif role == "system":
            out.append(message("system", result_text(raw.get("content"), counts)))
        else:
            counts["unknown_role"] += 1
    return out, counts


def is_anthropic_format(raw_messages: list) -> bool:
    """Whether a message list uses Anthropic content blocks (``tool_use`` / ``tool_result``)."""
    for raw in as_list(raw_messages):
        content = raw.get("content") if isinstance(raw, dict) else None
        if isinstance(content, list):
            for block in content:
                if isinstance(block, dict) and block.get("type") in ("tool_use", "tool_result", "thinking"):
                    return True
    return False
