"""Continue sessions (``continue``; the module is ``continue_dev`` since ``continue`` is a keyword).

Continue (the VS Code / JetBrains extension and its ``cn`` CLI) saves each chat as
``~/.continue/sessions/<sessionId>.json``, next to an index ``sessions.json``::

    {"sessionId": "…", "title": "…", "workspaceDirectory": "…",
     "mode": "agent" | "plan" | "chat",          # extension only
     "chatModelTitle": "Gemini 2.5 Pro",        # extension only
     "usage": {"totalCost", "promptTokens", "completionTokens", …},   # cn CLI only
     "history": [
        {"message": {"id"?, "role": "user", "content": "…" | [{"type": "text", "text"} | {"type": "imageUrl", …}]},
         "contextItems": [{"name", "description", "content", …}], "editorState": …},
        {"message": {"role": "assistant", "content": "…",
                     "toolCalls": [{"id", "type": "function", "function": {"name", "arguments": "<JSON>"}}],
                     "usage": {"prompt_tokens", "completion_tokens", "model", …}},
         "toolCallStates": [{"toolCallId", "toolCall", "status": "done" | "errored" | "canceled" | …,
                             "parsedArgs", "output": [{"content", "name", …}], "tool": {…}}],
         "promptLogs": [{"modelTitle", "modelProvider", "prompt", "completion"}]},
        {"message": {"role": "tool", "content": "…", "toolCallId": "…"}, "contextItems": []},
        {"message": {"role": "thinking", "content": "…"}}, …]}

and the index is ``[{"sessionId", "title", "dateCreated" (epoch ms as a string),
"workspaceDirectory", "messageCount"?}]``: it holds no conversation, but when it sits with the
sessions (read a folder at a time) its ``dateCreated`` dates each session's row (``sent_at``,
``metadata.date_created``) — Continue records no time per message.

Each ``history`` item is one message: ``user`` (text parts joined, images as a placeholder;
``contextItems`` — files and snippets Continue attached — listed by name in the message's
metadata), ``assistant`` (``toolCalls`` with their JSON arguments parsed; ``usage`` and its
``model`` per message), ``tool`` (a result, ``toolCallId``) and ``thinking`` (reasoning, given
to the next assistant message). A tool result lives in a ``role: "tool"`` message, or only in the
calling item's ``toolCallStates[].output`` (the extension keeps some calls' results only
there; the CLI keeps them all there): a call answered by a tool message takes that one, any
other call with an ``output`` gets a tool message from it right after the assistant message —
never both. The extension's states also carry each tool's definition (``tool.function``):
those fill the row's ``tools``. A state's ``status`` (``errored`` → ``is_error``; ``canceled`` with no output
leaves the call unanswered) is kept. The row's model is the one most messages name, else the
session's ``chatModelTitle`` or its prompt logs' ``modelTitle``. Continue records no time per
message. One row per session file; the id is ``continue:<sessionId>``.

``swe_agent`` (whose files also hold a ``history``) and ``openai_messages`` used to claim these
files and read nothing of them: detection asks for ``history`` items shaped
``{message, contextItems}`` (issue 32).
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

from ..converters.openai import content_text
from ..converters.schema import as_list, iso_utc, message, tool, tool_call, trajectory_row
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import load_json
from ..core.sniffing import array_items, head_document, top_level_keys
from ..problems import ProblemLog

HARNESS = "continue"
INDEX_KEYS = {"sessionId", "title", "dateCreated"}
# a first history item longer than the head: its opening key is the message
_CUT_ITEM_RE = re.compile(rb'"history"\s*:\s*\[\s*\{\s*"message"\s*:\s*\{')


def _str(value: Any) -> str | None:
    """``value`` when it is text, else None (a damaged id or name must not become a key)."""
    return value if isinstance(value, str) else None


def _dict(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _output_text(output: Any) -> str:
    if isinstance(output, list):
        return "\n".join(str(o.get("content") or "") if isinstance(o, dict) else str(o) for o in output)
    return "" if output is None else str(output)


def _user(msg: dict, item: dict, counts: Counter) -> dict:
    meta: dict[str, Any] = {}
    context = [c for c in as_list(item.get("contextItems"), counts) if isinstance(c, dict)]
    if context:
        meta["context_items"] = [
            {"name": c.get("name"), "description": c.get("description")} for c in context
        ]
    if msg.get("id"):
        meta["message_id"] = msg["id"]
    return message("user", content_text(msg.get("content"), counts), metadata=meta or None)


def _assistant(msg: dict, reasoning: str | None, counts: Counter, ctx: ParseContext) -> dict:
    calls = []
    for call in as_list(msg.get("toolCalls"), counts):
        if not isinstance(call, dict):
            ctx.problem("malformed_tool_call", None, type(call).__name__)
            continue
        fn = _dict(call.get("function"))
        args, ok = parse_arguments(fn.get("arguments"))
        if not ok:
            counts["unparseable_arguments"] += 1
        calls.append(tool_call(_str(call.get("id")), str(fn.get("name") or ""), args))
    usage = msg.get("usage") if isinstance(msg.get("usage"), dict) else None
    meta: dict[str, Any] = {}
    if usage:
        meta["usage"] = usage
    if msg.get("id"):
        meta["message_id"] = msg["id"]
    return message(
        "assistant",
        content_text(msg.get("content"), counts),
        reasoning_content=reasoning,
        tool_calls=calls or None,
        model=usage.get("model") if usage and isinstance(usage.get("model"), str) else None,
        metadata=meta or None,
    )


def convert_history(history: list, ctx: ParseContext) -> tuple[list[dict], Counter]:
    """Canonical messages of a session's ``history`` (results from tool messages or states, once)."""
    counts: Counter = Counter()
    answered = {
        item["message"].get("toolCallId")
        for item in history
        if isinstance(item, dict)
        and isinstance(item.get("message"), dict)
        and item["message"].get("role") == "tool"
    }
    messages: list[dict] = []
    reasoning: list[str] = []
    for n, item in enumerate(history):
        msg = item.get("message") if isinstance(item, dict) else None
        if not isinstance(msg, dict):
            ctx.problem("malformed_history_item", None, f"item {n}")
            continue
        role = msg.get("role")
        if role == "user":
            messages.append(_user(msg, item, counts))
        elif role == "thinking":
            reasoning.append(content_text(msg.get("content"), counts))
        elif role == "assistant":
            assistant = _assistant(msg, "\n\n".join(reasoning) or None, counts, ctx)
            messages.append(assistant)
            reasoning = []
            for state in as_list(item.get("toolCallStates"), counts):
                if not isinstance(state, dict):
                    continue
                call_id = _str(state.get("toolCallId"))
                status = _str(state.get("status"))
                if status:
                    meta = assistant["metadata"] or {}
                    meta.setdefault("tool_call_status", {})[str(call_id)] = status
                    assistant["metadata"] = meta
                if call_id in answered:
                    if state.get("output"):
                        counts["result_in_tool_message_and_state"] += 1
                    continue
                if not state.get("output"):
                    continue
                name = _str(_dict(_dict(state.get("toolCall")).get("function")).get("name"))
                meta = {"is_error": True} if status in ("errored", "error", "failed") else {}
                meta["from"] = "toolCallStates"
                messages.append(
                    message(
                        "tool", _output_text(state["output"]), tool_call_id=call_id, name=name, metadata=meta
                    )
                )
        elif role == "tool":
            messages.append(
                message(
                    "tool", content_text(msg.get("content"), counts), tool_call_id=_str(msg.get("toolCallId"))
                )
            )
        elif role == "system":
            messages.append(message("system", content_text(msg.get("content"), counts)))
        else:
            ctx.problem("unknown_role", None, str(role))
    if reasoning:  # thinking with no answer after it
        messages.append(message("assistant", "", reasoning_content="\n\n".join(reasoning)))
    return messages, counts


def read_index(path: str, ctx: ParseContext) -> dict[str, dict]:
    """``sessionId`` → entry of a ``sessions.json`` index (empty when it is not one)."""
    document = load_json(path, ctx)
    if not isinstance(document, list):
        return {}
    return {
        e["sessionId"]: e for e in document if isinstance(e, dict) and isinstance(e.get("sessionId"), str)
    }


def parse_continue_file(path: str, ctx: ParseContext, index: dict[str, dict] | None = None) -> Iterator[dict]:
    """The row of one Continue session file; the index entry, when given, dates it."""
    document = load_json(path, ctx)
    if isinstance(document, list):
        return  # the index: recognized, holds no conversation
    if not isinstance(document, dict) or not isinstance(document.get("history"), list):
        ctx.problem("not_a_session", None, "no history list")
        return
    messages, counts = convert_history(document["history"], ctx)
    if not messages:
        ctx.skip("empty_session", None)
        return
    session_id = str(document.get("sessionId") or os.path.basename(path).rsplit(".", 1)[0])
    models = Counter(m["model"] for m in messages if m["role"] == "assistant" and m["model"])
    logs = [
        log
        for item in document["history"]
        if isinstance(item, dict)
        for log in as_list(item.get("promptLogs"))
        if isinstance(log, dict)
    ]
    fallback = _str(document.get("chatModelTitle")) or next(
        (lg["modelTitle"] for lg in logs if _str(lg.get("modelTitle"))), None
    )
    meta: dict[str, Any] = {
        "title": document.get("title"),
        "workspace_directory": document.get("workspaceDirectory"),
        "client": "extension" if "mode" in document or "chatModelTitle" in document else "cli",
    }
    for key, name in (("mode", "mode"), ("chatModelTitle", "chat_model_title"), ("usage", "usage")):
        if document.get(key) is not None:
            meta[name] = document[key]
    tools = {}
    for item in document["history"]:
        for state in as_list(item.get("toolCallStates")) if isinstance(item, dict) else ():
            fn = _dict(_dict(state).get("tool")).get("function")
            if isinstance(fn, dict) and _str(fn.get("name")) and fn["name"] not in tools:
                tools[fn["name"]] = tool(str(fn["name"]), fn.get("description"), fn.get("parameters"))
    providers = sorted({lg["modelProvider"] for lg in logs if _str(lg.get("modelProvider"))})
    if providers:
        meta["providers"] = providers
    if counts:
        meta["counts"] = dict(counts)
    entry = (index or {}).get(session_id, {})
    created = entry.get("dateCreated")
    if isinstance(created, str) and created.isdigit():
        created = int(created)
    created = iso_utc(created) if isinstance(created, int) else None
    if created:
        meta["date_created"] = created
    yield trajectory_row(
        HARNESS,
        session_id,
        messages,
        tools=list(tools.values()),
        model=models.most_common(1)[0][0] if models else fallback,
        file_path=ctx.rel_path,
        metadata=meta,
        # Continue times no message; the index's creation time dates the session
        sent_at=created,
    )


def is_continue_head(head: bytes) -> bool:
    """A session object (``sessionId``, ``history``) whose history items are ``{message: {role, …}, …}``
    (``contextItems`` is written by Continue but not needed to read an item), or the index."""
    document = head_document(head)
    if isinstance(document, list):
        return bool(document) and all(isinstance(d, dict) and set(d) >= INDEX_KEYS for d in document)
    keys = set(document) if isinstance(document, dict) else top_level_keys(head)
    if not {"sessionId", "history"} <= keys:
        return False
    items = array_items(head, "history", limit=3)
    if items:
        return all(
            isinstance(i, dict) and isinstance(i.get("message"), dict) and "role" in i["message"]
            for i in items
        )
    return bool(_CUT_ITEM_RE.search(head))


class Continue(AgentTracesBuilder):
    """Continue sessions (``~/.continue/sessions/*.json``, extension and ``cn`` CLI)."""

    NAME = HARNESS
    INDEX_FILES = ("sessions.json",)
    DESCRIPTION = (
        "Continue (VS Code / JetBrains extension and cn CLI) sessions as canonical agent-trace rows."
    )
    FILE_PATTERNS = ("**/*.json",)

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(
            os.path.expanduser(os.environ.get("CONTINUE_GLOBAL_DIR") or "~/.continue"), "sessions"
        )

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        return is_continue_head(head)

    def group_files(self, files: list[str]) -> list[list[str]]:
        """A folder's sessions with its ``sessions.json`` index (which dates them), one shard per
        folder that has an index, one per file otherwise."""
        folders: dict[str, list[str]] = {}
        for path in files:
            folders.setdefault(os.path.dirname(path), []).append(path)
        groups: list[list[str]] = []
        for folder in sorted(folders):
            paths = sorted(folders[folder])
            if any(p.endswith("sessions.json") for p in paths):
                groups.append(paths)
            else:
                groups.extend([p] for p in paths)
        return groups

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        index: dict[str, dict] = {}
        indexes = [p for p in files if p.endswith("sessions.json")]
        for path in indexes:
            index.update(read_index(path, ParseContext(path, roots[path], self.config, log)))
        for path in files:
            if path not in indexes:
                yield from parse_continue_file(path, ParseContext(path, roots[path], self.config, log), index)

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_continue_file(path, ctx)
