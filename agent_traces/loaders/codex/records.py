"""The records of a Codex rollout, one at a time, into the session's messages.

``_RolloutState`` is what a rollout has said so far; ``_response_item`` (what the model saw and
said), ``_event`` (UI events: token counts, prompts, turn ends) and ``_compacted`` (a summarized
history) each apply one record to it. Reading the file, its first pass and the row are in the
package's ``__init__``.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import orjson

from ...converters.openai import content_text, image_placeholder
from ...converters.schema import as_list, message, tool_call
from ...converters.tool_calls import parse_arguments
from ...core.config import ParseContext

INJECTED_PREFIXES = (
    "<environment_context>",
    "<user_instructions>",
    "<user_shell_command>",
    "<turn_aborted>",
    "# AGENTS.md instructions for",
    "<INSTRUCTIONS>",
)
# a code-mode call after its ``tools.``; ``code_mode_tools`` finds the literal with ``str.find``
# (a regex with a leading ``\b`` is 25x slower, one starting with the literal 1.5x)
_CODE_CALL_RE = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*\(")
ASSISTANT_ITEMS = ("reasoning", "function_call", "custom_tool_call", "local_shell_call", "web_search_call")
OUTPUT_ITEMS = ("function_call_output", "custom_tool_call_output")
# the events _event does more with than count
_HANDLED_EVENTS = frozenset(
    {
        "token_count",
        "user_message",
        "agent_message",
        "agent_reasoning",
        "turn_aborted",
        "task_complete",
        "task_started",
        "thread_settings_applied",
        "item_completed",
    }
)


def is_injected_text(text: str) -> bool:
    """Whether a user message is context Codex adds rather than text the user typed."""
    return text.lstrip().startswith(INJECTED_PREFIXES)


def code_mode_tools(script: str) -> list[str]:
    """The ``tools.*`` functions a code-mode script calls, in order: what
    ``\\btools\\.(name)\\s*\\(`` finds. Each ``tools.`` is looked at once: the literal cannot
    overlap itself or occur inside a match after its start, so none is skipped."""
    found = []
    find = script.find
    start = find("tools.")
    while start >= 0:
        match = _CODE_CALL_RE.match(script, start + 6)
        # the boundary \b asks for: no word character before (str.isalnum is what re's \w uses)
        if match is not None and (not start or not ((c := script[start - 1]).isalnum() or c == "_")):
            found.append(match.group(1))
        start = find("tools.", start + 6)
    return found


def _reasoning_text(payload: dict, texts: list[str] | None = None) -> str:
    """A reasoning item's text: its summary parts (``texts``, when the caller has them already),
    else its ``content`` parts."""
    if texts is None:
        texts = [str(p.get("text") or "") for p in as_list(payload.get("summary")) if isinstance(p, dict)]
    if not any(texts):
        content = payload.get("content")
        if isinstance(content, list):
            texts = [str(p.get("text") or "") for p in content if isinstance(p, dict)]
    return "\n\n".join(t for t in texts if t)


def _output_text(output: Any, counts: Counter) -> str:
    """A tool output as the model saw it: strings verbatim, content-item lists flattened."""
    if isinstance(output, str):
        return output
    if isinstance(output, dict) and "content" in output:
        return _output_text(output["content"], counts)
    if isinstance(output, list):
        return output_items_text(output, counts)
    return "" if output is None else orjson.dumps(output).decode()


def output_items_text(items: list, counts: Counter) -> str:
    """A list of output content items (0.144: ``[{"type": "input_text", "text": …}, …]``) as one
    text: the items in order, a newline put between two only where the first does not end with
    one (a code-mode cell's output is one item per write); images become placeholders."""
    parts: list[str] = []
    # None while the text is empty, else whether it ends with a newline: pieces are joined once
    # (adding each to the text so far copied the whole output again per item)
    ends_nl: bool | None = None
    for item in items:
        if isinstance(item, str):
            piece = item
        elif isinstance(item, dict) and item.get("type") in ("input_text", "output_text", "text"):
            piece = str(item.get("text") or "")
        elif isinstance(item, dict) and item.get("type") in ("input_image", "image", "image_url"):
            counts["images"] += 1
            piece = image_placeholder(item)
        else:
            kind = item.get("type") if isinstance(item, dict) else type(item).__name__
            counts[f"content_part:{kind}"] += 1
            piece = f"[{kind}]"
        if ends_nl is False:
            parts.append("\n")
            ends_nl = True
        if piece:
            parts.append(piece)
            ends_nl = piece.endswith("\n")
    return "".join(parts)


class _RolloutState:
    """Accumulates canonical messages while a rollout is read line by line."""

    def __init__(self, ctx: ParseContext, dup_texts: Counter) -> None:
        self.ctx = ctx
        self.messages: list[dict] = []
        self.current: dict | None = None
        self.model: str | None = None
        self.dup_texts = dup_texts
        self.counts: Counter = Counter()
        self.events: Counter = Counter()

    def close(self) -> None:
        self.current = None

    def assistant(self, timestamp: str | None) -> dict:
        if self.current is None:
            self.current = message("assistant", "", timestamp=timestamp, model=self.model)
            self.messages.append(self.current)
        return self.current

    def add_text(self, text: str, timestamp: str | None) -> None:
        if self.current is not None and self.current["tool_calls"]:
            self.close()
        msg = self.assistant(timestamp)
        msg["content"] = f"{msg['content']}\n\n{text}" if msg["content"] else text

    def add_reasoning(self, text: str, timestamp: str | None) -> None:
        if self.current is not None and (self.current["content"] or self.current["tool_calls"]):
            self.close()
        msg = self.assistant(timestamp)
        if text:
            msg["reasoning_content"] = (
                f"{msg['reasoning_content']}\n\n{text}" if msg["reasoning_content"] else text
            )

    def add_call(self, call: dict, timestamp: str | None) -> None:
        msg = self.assistant(timestamp)
        msg["tool_calls"] = [*(msg["tool_calls"] or []), call]

    def add_meta(self, key: str, value: Any, timestamp: str | None) -> None:
        msg = self.assistant(timestamp)
        meta = msg["metadata"] or {}
        meta.setdefault(key, []).append(value)
        msg["metadata"] = meta


def _user_message(text: str, timestamp: str | None, source: str) -> dict:
    meta: dict[str, Any] = {"source": source} if source != "response_item" else {}
    if is_injected_text(text):
        meta["injected"] = True
    return message("user", text, timestamp=timestamp, metadata=meta or None)


def _response_item(
    state: _RolloutState, payload: dict, timestamp: str | None, line: int, known: Any = None
) -> None:
    """One response item; ``known`` is what the first pass worked out (see ``_first_pass``)."""
    kind = payload.get("type")
    ctx = state.ctx
    # the kinds by how often rollouts hold them (the branches exclude each other)
    if kind == "reasoning":
        if payload.get("encrypted_content"):
            state.counts["encrypted_reasoning"] += 1
        state.add_reasoning(known if known is not None else _reasoning_text(payload), timestamp)
    elif kind == "custom_tool_call":
        call_id = payload.get("call_id") or payload.get("id")
        script = payload.get("input")
        state.add_call(tool_call(call_id, str(payload.get("name") or ""), {"input": script}), timestamp)
        if payload.get("name") == "exec" and isinstance(script, str):
            state.add_meta("code_mode", {"call_id": call_id, "tools": code_mode_tools(script)}, timestamp)
    elif kind in OUTPUT_ITEMS:
        state.close()
        meta = {"codex_type": kind} if kind != "function_call_output" else None
        state.messages.append(
            message(
                "tool",
                _output_text(payload.get("output"), state.counts),
                tool_call_id=payload.get("call_id"),
                timestamp=timestamp,
                metadata=meta,
            )
        )
    elif kind == "message":
        role = payload.get("role")
        text, part_counts = known if known is not None else (content_text(payload.get("content")), None)
        if part_counts:
            counts = state.counts
            for key, count in part_counts.items():
                counts[key] += count
        if role == "assistant":
            state.add_text(text, timestamp)
            return
        state.close()
        if role == "user":
            state.messages.append(_user_message(text, timestamp, "response_item"))
        elif role in ("developer", "system"):
            state.messages.append(message("system", text, timestamp=timestamp, metadata={"codex_role": role}))
        else:
            ctx.problem("unknown_role", line, str(role))
    elif kind == "function_call":
        arguments, ok = parse_arguments(payload.get("arguments"))
        if not ok:
            ctx.problem("unparseable_arguments", line, str(payload.get("name")))
        call_id = payload.get("call_id") or payload.get("id")
        state.add_call(tool_call(call_id, str(payload.get("name") or ""), arguments), timestamp)
    elif kind == "local_shell_call":
        call_id = payload.get("call_id") or payload.get("id")
        state.add_call(tool_call(call_id, "local_shell", payload.get("action") or {}), timestamp)
    elif kind == "web_search_call":
        state.add_meta("web_search", payload.get("action") or {}, timestamp)
    elif kind == "ghost_snapshot":
        state.counts["ghost_snapshots"] += 1
    elif kind in ("compaction", "compaction_summary"):
        state.counts["encrypted_compaction"] += 1
    else:
        ctx.problem("unknown_item_type", line, str(kind))


def _event(state: _RolloutState, payload: dict, timestamp: str | None, meta: dict) -> None:
    """One UI event; 0.144's ``thread_settings_applied`` (the latest kept) and ``item_completed``
    (a finished plan, kept with its text) go to metadata, every kind is counted in ``events``."""
    kind = payload.get("type")
    state.events[kind if kind.__class__ is str else f"{kind}"] += 1
    # the kinds by how often rollouts hold them; most events are only counted
    if kind == "token_count":
        info = payload.get("info") or {}
        if isinstance(info, dict) and info.get("total_token_usage"):
            meta["token_usage"] = info["total_token_usage"]
            if info.get("model_context_window"):
                meta["model_context_window"] = info["model_context_window"]
        if payload.get("rate_limits"):
            meta["rate_limits"] = payload["rate_limits"]
    elif kind.__class__ is str and kind not in _HANDLED_EVENTS:
        return
    elif kind in ("user_message", "agent_message", "agent_reasoning"):
        text = str(payload.get("message") or payload.get("text") or "")
        key = (kind, text.strip())
        if state.dup_texts[key] > 0:
            state.dup_texts[key] -= 1
            return
        if not text.strip():
            return
        if kind == "user_message":
            state.close()
            state.messages.append(_user_message(text, timestamp, "event_msg"))
        elif kind == "agent_message":
            state.add_text(text, timestamp)
        else:
            state.add_reasoning(text, timestamp)
    elif kind == "turn_aborted":
        meta.setdefault("turns_aborted", []).append(payload.get("reason"))
        meta["_last_turn_end"] = "aborted"
    elif kind == "task_complete":
        meta["_last_turn_end"] = "complete"
    elif kind == "task_started":
        meta["_last_turn_end"] = None
    elif kind == "thread_settings_applied":
        settings = payload.get("thread_settings")
        if isinstance(settings, dict):
            meta["thread_settings"] = settings
    elif kind == "item_completed":
        item = payload.get("item")
        if isinstance(item, dict):
            meta.setdefault("items_completed", []).append(
                {k: item[k] for k in ("type", "id", "text") if k in item} | {"timestamp": timestamp}
            )


def _compacted(state: _RolloutState, payload: dict, timestamp: str | None, line: int, meta: dict) -> None:
    """The context after a compaction: the replacement history's messages, flagged (see above)."""
    state.close()
    compactions = meta.setdefault("compactions", [])
    number = len(compactions)
    history = payload.get("replacement_history")
    compactions.append({"message": payload.get("message"), "replacement_items": len(as_list(history))})
    start = len(state.messages)
    for item in as_list(history, state.counts):
        kind = item.get("type") if isinstance(item, dict) else None
        if kind == "message":
            _response_item(state, item, timestamp, line)
            state.close()
        elif kind in ("compaction", "compaction_summary"):
            state.counts["encrypted_compaction"] += 1
        else:
            state.counts[f"compact_history_item:{kind}"] += 1
    block = state.messages[start:]
    for msg in block:
        extra = {"kind": "compact_history", "compaction": number}
        if msg["role"] == "user":
            extra["injected"] = True
        msg["metadata"] = {**(msg["metadata"] or {}), **extra}
    users = [m for m in block if m["role"] == "user"]
    text = payload.get("message")
    if users and not (isinstance(text, str) and text.strip()):
        users[-1]["metadata"]["kind"] = "compact_summary"
    elif isinstance(text, str) and text.strip():
        summary = {"injected": True, "kind": "compact_summary", "compaction": number}
        state.messages.append(message("user", text, timestamp=timestamp, metadata=summary))


# a fork's copy of its parent's history is written in one burst when the rollout starts; its
# first own turn comes later (a model call, or a person typing)
