"""Amp threads (``amp``): the thread JSON files the Amp CLI kept locally.

Amp (Sourcegraph's coding agent) CLI builds up to March 2026 cached each thread as
``~/.local/share/amp/threads/T-<uuid>.json`` (later builds keep threads on the server)::

    {"v": <revision counter>, "id": "T-<uuid>", "created": <epoch ms>, "title", "agentMode",
     "messages": [...], "nextMessageId", "env": {"initial": {"trees": [...], "platform": {...}}},
     "usageLedger": {"events": [{model, credits, tokens, operationType, …}]},
     "~debug": {"lastInferenceUsage", "lastInferenceInput": {"model", "system", "tools", "messages", …}}}

``messages[]`` hold Anthropic-style blocks:

- user ``{role, messageId, content: [{"type": "text"}], userState, agentMode, meta: {sentAt}}``
  → a user message (``sentAt``, epoch ms, is its time);
- assistant ``{role, messageId, content: [thinking | text | tool_use], state: {type, stopReason},
  usage: {model, inputTokens, outputTokens, cacheCreationInputTokens, cacheReadInputTokens,
  credits, …}}`` → an assistant message with its model and ``metadata.usage``, ``stop_reason``;
- tool results are user messages of ``tool_result {toolUseID, run: {status, result}}`` blocks
  (``toolUseID``, not ``tool_use_id``) → tool messages paired by id; ``run.status`` other than
  ``done`` is kept as ``metadata.status`` (``error``/``cancelled`` → ``is_error``), a result that
  is not text is kept as JSON text.

``~debug.lastInferenceInput`` is the last request Amp sent: its ``system`` blocks become the row's
system message (flagged ``source: "last_inference"``: the prompt of the thread's last request) and
its ``tools`` the row's ``tools``. The ``<user-state>`` block Amp puts before each user message in
requests is not stored in the thread and is not invented. One row per thread, ``amp:<T-id>``;
``env.initial`` (the workspace trees and platform) and the usage ledger's credits go to metadata.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson

from ..converters.anthropic import assistant_from_blocks
from ..converters.schema import as_list, iso_utc, json_text, message, tool, trajectory_row
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import load_json

HARNESS = "amp"
# the keys Amp writes first, for a thread longer than the sniffed head
_HEAD_RE = re.compile(
    rb'\{\s*"v"\s*:\s*\d+\s*,\s*"id"\s*:\s*"T-[0-9a-fA-F-]+"\s*,\s*"created"\s*:\s*\d+\s*,\s*"messages"\s*:\s*\['
)
_ERROR_STATUSES = ("error", "cancelled", "rejected-by-user")


def is_amp_thread(doc: Any) -> bool:
    """Whether a parsed document is an Amp thread: a ``T-`` id, a ``created`` time, messages."""
    return (
        isinstance(doc, dict)
        and isinstance(doc.get("id"), str)
        and doc["id"].startswith("T-")
        and "created" in doc
        and isinstance(doc.get("messages"), list)
    )


def _result_text(result: Any) -> str:
    if isinstance(result, str):
        return result
    if isinstance(result, list) and all(isinstance(b, dict) and b.get("type") == "text" for b in result):
        return "\n".join(str(b.get("text") or "") for b in result)
    return "" if result is None else json_text(result)


def _user_messages(msg: dict, counts: Counter) -> list[dict]:
    meta = msg.get("meta")
    stamp = iso_utc(meta.get("sentAt")) if isinstance(meta, dict) else None
    out, texts = [], []
    for block in as_list(msg.get("content"), counts):
        if isinstance(block, str):
            texts.append(block)
            continue
        kind = block.get("type") if isinstance(block, dict) else None
        if kind == "text":
            texts.append(str(block.get("text") or ""))
        elif kind == "tool_result":
            run = block.get("run") if isinstance(block.get("run"), dict) else {}
            extra: dict[str, Any] = {}
            status = run.get("status")
            if status not in (None, "done"):
                extra["status"] = status
                if status in _ERROR_STATUSES:
                    extra["is_error"] = True
            call_id = block.get("toolUseID")
            out.append(
                message(
                    "tool",
                    _result_text(run.get("result")),
                    tool_call_id=call_id if isinstance(call_id, str) else None,
                    timestamp=stamp,
                    metadata=extra or None,
                )
            )
        elif kind == "image":
            counts["images"] += 1
            texts.append("[image]")
        else:
            counts[f"user_block:{kind}"] += 1
            texts.append(f"[{kind}]")
    if texts:
        out.append(message("user", "\n".join(texts), timestamp=stamp))
    return out


def parse_amp_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """The row of one Amp thread file."""
    doc = load_json(path, ctx)
    if doc is None:
        return
    if not is_amp_thread(doc):
        ctx.problem("not_an_amp_thread", None)
        return
    counts: Counter = Counter()
    messages: list[dict] = []
    tools: list[dict] = []
    debug = doc.get("~debug") if isinstance(doc.get("~debug"), dict) else {}
    last_input = debug.get("lastInferenceInput")
    if isinstance(last_input, dict):
        system = last_input.get("system")
        if isinstance(system, list):
            system = "\n\n".join(str(b.get("text") or "") for b in system if isinstance(b, dict))
        if isinstance(system, str) and system:
            messages.append(message("system", system, metadata={"source": "last_inference"}))
        for spec in as_list(last_input.get("tools"), counts):
            if isinstance(spec, dict) and isinstance(spec.get("name"), str):
                tools.append(tool(spec["name"], spec.get("description"), spec.get("input_schema")))
    for index, msg in enumerate(doc["messages"]):
        if not isinstance(msg, dict):
            ctx.problem("malformed_message", None, f"messages[{index}]")
            continue
        role = msg.get("role")
        if role == "user":
            messages.extend(_user_messages(msg, counts))
        elif role == "assistant":
            usage = msg.get("usage") if isinstance(msg.get("usage"), dict) else None
            state = msg.get("state") if isinstance(msg.get("state"), dict) else {}
            meta: dict[str, Any] = {}
            if usage:
                meta["usage"] = {k: v for k, v in usage.items() if k != "model"}
            if state.get("stopReason") is not None:
                meta["stop_reason"] = state["stopReason"]
            if state.get("type") not in (None, "complete"):
                meta["state"] = state.get("type")
            model = usage.get("model") if usage and isinstance(usage.get("model"), str) else None
            messages.append(assistant_from_blocks(msg.get("content"), counts, model=model, metadata=meta))
        else:
            ctx.problem("unknown_role", None, f"messages[{index}]: {role}")
    if not [m for m in messages if m["role"] != "system"]:
        ctx.skip("empty_thread", None, str(doc["id"]))
        return
    meta = {
        "title": doc.get("title"),
        "created": iso_utc(doc.get("created")),
        "agent_mode": doc.get("agentMode"),
    }
    env = doc.get("env")
    if isinstance(env, dict) and isinstance(env.get("initial"), dict):
        meta["env"] = env["initial"]
    ledger = doc.get("usageLedger")
    events = ledger.get("events") if isinstance(ledger, dict) else None
    if isinstance(events, list):
        meta["credits"] = sum(
            e["credits"] for e in events if isinstance(e, dict) and isinstance(e.get("credits"), (int, float))
        )
        meta["usage_events"] = len(events)
    meta["revision"] = doc.get("v")
    if counts:
        meta["counts"] = dict(counts)
    yield trajectory_row(
        HARNESS,
        doc["id"],
        messages,
        tools=tools,
        file_path=ctx.rel_path,
        metadata=meta,
    )


class Amp(AgentTracesBuilder):
    """Amp thread JSON files (``T-<uuid>.json``)."""

    NAME = HARNESS
    DESCRIPTION = "Amp threads as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.json",)
    DEFAULT_LOCATION = "~/.local/share/amp/threads"

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
        if not text.startswith(b"{"):
            return False
        try:
            return is_amp_thread(orjson.loads(text))
        except orjson.JSONDecodeError:  # longer than the head: the leading keys Amp writes
            return _HEAD_RE.match(text) is not None

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_amp_file(path, ctx)
