"""GitHub Copilot CLI sessions (``copilot_cli``).

The Copilot CLI (``copilot``, and the agent runtime behind Copilot Chat's transcripts) writes one
event a line to ``~/.copilot/session-state/<session id>/events.jsonl`` (earlier builds:
``~/.copilot/session-state/<session id>.jsonl``). The root is ``$COPILOT_HOME`` when set; builds
up to 0.0.421 put it under ``$XDG_CONFIG_HOME/.copilot`` instead, later ones ignore that variable,
so with no ``data_files`` both ``~/.copilot`` and ``$XDG_CONFIG_HOME/.copilot`` are read::

    {"type": "session.start", "data": {"sessionId": "…", "copilotVersion": "1.0.34", "context": {…}},
     "id": "…", "timestamp": "2026-04-23T17:08:08.908Z", "parentId": null}
    {"type": "system.message", "data": {"role": "system", "content": "You are the GitHub Copilot CLI…"}}
    {"type": "user.message", "data": {"content": "…", "transformedContent": "<current_datetime>…", "attachments": []}}
    {"type": "assistant.message", "data": {"content": "", "reasoningText": "…",
     "toolRequests": [{"toolCallId": "toolu_…", "name": "view", "arguments": {…} or "{…}"}]}}
    {"type": "tool.execution_complete", "data": {"toolCallId": "toolu_…", "success": true,
     "result": {"content": "…", "detailedContent": "…"}, "model": "claude-sonnet-4.6"}}
    {"type": "session.model_change", "data": {"newModel": "claude-sonnet-4.6"}}

plus ``assistant.turn_start``/``turn_end``, ``tool.execution_start``, ``session.mode_changed``,
``session.info``, ``session.task_complete`` and ``session.shutdown`` (usage per model), which go to
the row's metadata. The system prompt is re-emitted before each turn; identical copies are kept
once. ``user.message`` keeps what the user typed as ``content``; what the model saw
(``transformedContent``, with injected date and reminders) is kept in the message's metadata, and
a message with no typed content (an autopilot nudge) is the transformed text, flagged injected.

Builds 1.0.x (the plain CLI, ``copilotVersion`` "1.0.77", and the runtime VS Code hosts, which
writes ``"unknown"``) add ``session.auto_mode_resolved`` (the model ``auto`` stood for: each
assistant message then names its model, and the row's model is the resolved one),
``session.usage_checkpoint``, ``session.permissions_changed``, ``session.plan_changed``, hook
(``hook.start``/``hook.end``) and permission (``permission.requested``/``completed``) events,
all kept in the row's metadata, and ``encryptedContent`` / ``reasoningOpaque`` on assistant
messages (opaque, counted under ``metadata.counts``). The VS Code-hosted runtime leaves the model
off assistant messages: a message then takes the model of its calls' ``tool.execution_complete``,
else the session's (its ``auto`` resolution, else ``session.shutdown``'s ``currentModel``).

A 1.0.x session folder holds more than ``events.jsonl``: ``workspace.yaml`` (id, cwd,
client_name, name/summary, created/updated times), ``plan.md`` (the plan the agent wrote in plan
mode), ``checkpoints/*.md`` (``index.md`` and one summary per checkpoint), ``vscode.metadata.json``
and ``vscode.requests.metadata.json`` when VS Code hosted it, ``session.db`` (the SQLite behind
the ``sql`` tool) and ``inuse.<pid>.lock``. These are no traces: a folder's side files are read
together with its ``events.jsonl`` (one shard) into the row's metadata (``workspace``, ``plan``,
``checkpoints``, ``vscode_metadata``, ``vscode_requests_metadata``); the lock file and
``session.db`` are counted as ``session_file_not_read``, and a side file whose folder has no
``events.jsonl`` as ``session_side_file_without_events``.

Older CLI builds saved one JSON document per session in ``~/.copilot/history-session-state/``:
``{sessionId, startTime, chatMessages: [OpenAI messages], timeline: [{type: user | copilot |
info | tool_call_completed, text, callId, name, arguments, result}]}``. ``chatMessages`` is used
when present, the ``timeline`` otherwise.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator

import yaml

from ..converters.openai import content_text, from_openai_messages
from ..converters.schema import iso_utc, message, tool_call
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.files import files_in
from ..core.reading import iter_jsonl, load_json, open_binary
from ..problems import ProblemLog

_QUIET_EVENTS = {"assistant.turn_start", "assistant.turn_end", "tool.execution_start"}
_SESSION_EVENTS = {
    "session.mode_changed": "mode_changes",
    "session.info": "info",
    "session.task_complete": "task_complete",
    "session.shutdown": "shutdown",
    "session.error": "errors",
    "session.resume": "resumes",
    "session.usage_checkpoint": "usage_checkpoints",
    "session.permissions_changed": "permission_changes",
    "session.plan_changed": "plan_changes",
    "hook.start": "hooks",
    "hook.end": "hooks",
    "permission.requested": "permissions",
    "permission.completed": "permissions",
}
EVENTS_NAME = "events.jsonl"
# side files of a session folder → the metadata key they are read into (None: not read)
_SIDE_FILES = {
    "workspace.yaml": "workspace",
    "plan.md": "plan",
    "vscode.metadata.json": "vscode_metadata",
    "vscode.requests.metadata.json": "vscode_requests_metadata",
    "session.db": None,
}
_LOCK_RE = re.compile(r"inuse\.\d+\.lock")


def _copilot_homes() -> list[str]:
    """Where Copilot CLI keeps its state: ``$COPILOT_HOME``, else ``~/.copilot`` and, for builds that
    followed ``XDG_CONFIG_HOME`` (up to 0.0.421), ``$XDG_CONFIG_HOME/.copilot``."""
    if os.environ.get("COPILOT_HOME"):
        return [os.path.expanduser(os.environ["COPILOT_HOME"])]
    homes = [os.path.expanduser("~/.copilot")]
    xdg = os.environ.get("XDG_CONFIG_HOME")
    if xdg and os.path.join(xdg, ".copilot") not in homes:
        homes.append(os.path.join(xdg, ".copilot"))
    return homes


def _side_file_session(path: str) -> str | None:
    """The session folder of a side file (``plan.md``, ``checkpoints/index.md``…), else None."""
    folder, name = os.path.split(path)
    if name in _SIDE_FILES or _LOCK_RE.fullmatch(name):
        return folder
    parent, sub = os.path.split(folder)
    if sub == "checkpoints" and name.endswith(".md"):
        return parent
    return None


def is_side_file(path: str) -> bool:
    """Whether ``path`` is a side file of a session folder that has an ``events.jsonl``."""
    folder = _side_file_session(path)
    return folder is not None and os.path.isfile(os.path.join(folder, EVENTS_NAME))


def _read_side_file(path: str, ctx: ParseContext) -> tuple[str, object] | None:
    """``(metadata key, value)`` of one side file, or None when it is not read (counted)."""
    name = os.path.basename(path)
    key = _SIDE_FILES.get(name, "checkpoints" if name.endswith(".md") else None)
    if key is None:
        ctx.skip("session_file_not_read", None, name)
        return None
    if name.endswith(".json"):
        value = load_json(path, ctx)
        return None if value is None else (key, value)
    try:
        with open_binary(path) as handle:
            text = handle.read().decode("utf-8", "replace")
    except OSError as err:
        ctx.problem("unreadable_file", None, f"{type(err).__name__}: {err}")
        return None
    if name == "workspace.yaml":
        try:
            value = yaml.load(text, Loader=yaml.BaseLoader)  # every value as written, as text
        except yaml.YAMLError as err:
            ctx.problem("malformed_yaml", None, str(err).splitlines()[0])
            return None
        if not isinstance(value, dict):
            ctx.problem("malformed_yaml", None, f"a {type(value).__name__}, not a mapping")
            return None
        return key, value
    if key == "checkpoints":
        return key, {name: text}
    return key, text


def _result_text(result: object) -> str:
    if isinstance(result, dict):
        for key in ("content", "log", "detailedContent", "text", "message"):
            if isinstance(result.get(key), str):
                return result[key]
        return content_text(result.get("content"))
    if isinstance(result, str):
        return result
    return "" if result is None else str(result)


def _tool_calls(requests: object, ctx: ParseContext, line: int) -> list[dict]:
    calls = []
    for index, req in enumerate(requests if isinstance(requests, list) else []):
        if not isinstance(req, dict):
            ctx.problem("malformed_tool_call", line)
            continue
        arguments, ok = parse_arguments(req.get("arguments"))
        if not ok:
            ctx.problem("unparseable_arguments", line, str(req.get("name")))
        calls.append(
            tool_call(req.get("toolCallId") or f"call_{index}", str(req.get("name") or ""), arguments)
        )
    return calls


class _EventSession:
    """Accumulates one ``events.jsonl`` into canonical messages and metadata."""

    def __init__(self, ctx: ParseContext) -> None:
        self.ctx = ctx
        self.messages: list[dict] = []
        self.metadata: dict = {"format": "events"}
        self.session_id: str | None = None
        self.started: str | None = None
        self.model: str | None = None
        self.resolved: str | None = None
        self.counts: Counter = Counter()
        self.systems: set[str] = set()
        self.skipped: Counter = Counter()
        self.pending: dict[str, dict] = {}
        self.call_owner: dict[str, dict] = {}  # tool call id → the assistant message that made it

    def add(self, event: dict, line: int) -> None:
        kind = event.get("type")
        if not isinstance(kind, str):
            self.ctx.problem("unknown_event_type", line, f"type is a {type(kind).__name__}")
            return
        data = event.get("data") if isinstance(event.get("data"), dict) else {}
        stamp = iso_utc(event.get("timestamp"))
        handler = getattr(self, "_on_" + str(kind).replace(".", "_"), None)
        if handler is not None:
            handler(data, stamp, line)
        elif kind in _SESSION_EVENTS:
            self.metadata.setdefault(_SESSION_EVENTS[kind], []).append({"timestamp": stamp, **data})
        elif kind in _QUIET_EVENTS:
            if kind == "tool.execution_start" and isinstance(data.get("toolCallId"), str):
                self.pending[data["toolCallId"]] = data
        else:
            self.skipped[f"event:{kind}"] += 1
            self.ctx.problem("unknown_event_type", line, str(kind))

    def _on_session_start(self, data: dict, stamp: str | None, line: int) -> None:
        self.session_id = self.session_id or data.get("sessionId")
        self.started = self.started or iso_utc(data.get("startTime")) or stamp
        for key in ("copilotVersion", "vscodeVersion", "producer", "version", "context"):
            if data.get(key) is not None:
                self.metadata[key] = data[key]

    def _on_session_model_change(self, data: dict, stamp: str | None, line: int) -> None:
        self.model = data.get("newModel") or self.model
        self.metadata.setdefault("model_changes", []).append({"timestamp": stamp, **data})

    def _on_session_auto_mode_resolved(self, data: dict, stamp: str | None, line: int) -> None:
        if isinstance(data.get("chosenModel"), str):
            self.resolved = data["chosenModel"]
        self.metadata.setdefault("auto_mode_resolved", []).append({"timestamp": stamp, **data})

    def effective_model(self) -> str | None:
        """The selected model, or the one ``auto`` last resolved to."""
        return self.resolved if self.model == "auto" and self.resolved else self.model

    def _on_system_message(self, data: dict, stamp: str | None, line: int) -> None:
        text = content_text(data.get("content"))
        if text in self.systems:
            self.skipped["repeated_system_message"] += 1
            return
        self.systems.add(text)
        self.messages.append(message("system", text, timestamp=stamp))

    def _on_user_message(self, data: dict, stamp: str | None, line: int) -> None:
        typed = content_text(data.get("content"))
        seen = data.get("transformedContent")
        meta: dict = {}
        for key in ("attachments", "agentMode", "interactionId"):
            if data.get(key):
                meta[key] = data[key]
        if typed:
            if isinstance(seen, str) and seen and seen != typed:
                meta["transformed_content"] = seen
            self.messages.append(message("user", typed, timestamp=stamp, metadata=meta))
        elif isinstance(seen, str) and seen:
            self.messages.append(message("user", seen, timestamp=stamp, metadata={**meta, "injected": True}))
        else:
            self.skipped["empty_user_message"] += 1

    def _on_assistant_message(self, data: dict, stamp: str | None, line: int) -> None:
        meta = {
            k: data[k]
            for k in ("messageId", "requestId", "outputTokens", "turnId", "interactionId")
            if data.get(k) is not None
        }
        for key, counter in (
            ("encryptedContent", "encrypted_content"),
            ("reasoningOpaque", "reasoning_opaque"),
        ):
            if data.get(key):
                self.counts[counter] += 1
        model = data.get("model") if isinstance(data.get("model"), str) and data["model"] else None
        msg = message(
            "assistant",
            content_text(data.get("content")),
            reasoning_content=data.get("reasoningText")
            if isinstance(data.get("reasoningText"), str)
            else None,
            tool_calls=_tool_calls(data.get("toolRequests"), self.ctx, line),
            timestamp=stamp,
            model=model,
            metadata=meta,
        )
        if model is None:
            for call in msg["tool_calls"] or ():
                if isinstance(call["id"], str):
                    self.call_owner[call["id"]] = msg
        self.messages.append(msg)

    def _on_tool_execution_complete(self, data: dict, stamp: str | None, line: int) -> None:
        call_id = data.get("toolCallId") if isinstance(data.get("toolCallId"), str) else None
        started = self.pending.pop(call_id, {}) if call_id else {}
        meta: dict = {"success": data.get("success")}
        if data.get("success") is False:
            meta["is_error"] = True
        if data.get("error"):
            meta["error"] = data["error"]
        if isinstance(data.get("model"), str) and data["model"]:
            self.model = self.model or data["model"]
            owner = self.call_owner.pop(call_id, None) if call_id else None
            if owner is not None and owner["model"] is None:
                owner["model"] = data["model"]  # the VS Code-hosted runtime names it only here
        if started.get("mcpServerName"):
            meta["mcp_server"] = started["mcpServerName"]
        text = _result_text(data.get("result"))
        if not text and isinstance(data.get("error"), (dict, str)):
            text = _result_text(data["error"])
        self.messages.append(
            message(
                "tool",
                text,
                tool_call_id=call_id,
                name=started.get("toolName"),
                timestamp=stamp,
                metadata=meta,
            )
        )

    def row(self) -> dict:
        if self.skipped:
            self.metadata["skipped"] = dict(self.skipped)
        if self.counts:
            self.metadata["counts"] = dict(self.counts)
        model = self.effective_model()
        if model is None:
            shutdowns = [
                s for s in self.metadata.get("shutdown", []) if isinstance(s.get("currentModel"), str)
            ]
            model = shutdowns[-1]["currentModel"] if shutdowns else None
        for msg in self.messages:
            if msg["role"] == "assistant" and msg["model"] is None:
                msg["model"] = model
        return {
            "session_id": self.session_id,
            "messages": self.messages,
            "model": model,
            "sent_at": self.started,
            "metadata": self.metadata,
        }


def _parse_events(path: str, ctx: ParseContext) -> Iterator[dict]:
    session = _EventSession(ctx)
    for line, event in iter_jsonl(path, ctx):
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            ctx.problem("not_an_event", line)
            continue
        session.add(event, line)
    if not session.messages:
        ctx.problem("no_messages", None)
        return
    row = session.row()
    completed = row["metadata"].get("task_complete") or row["metadata"].get("shutdown")
    row["completed"] = True if completed else None
    yield row


def _timeline_messages(timeline: list, ctx: ParseContext) -> tuple[list[dict], dict]:
    messages: list[dict] = []
    info: list[dict] = []
    skipped: Counter = Counter()
    for index, entry in enumerate(timeline):
        if not isinstance(entry, dict):
            ctx.problem("malformed_timeline_entry", None, f"timeline[{index}]")
            continue
        kind = entry.get("type")
        stamp = iso_utc(entry.get("timestamp"))
        text = entry.get("text") if isinstance(entry.get("text"), str) else ""
        if kind == "user":
            messages.append(message("user", text, timestamp=stamp))
        elif kind == "copilot":
            messages.append(message("assistant", text, timestamp=stamp))
        elif kind in ("tool_call_completed", "tool_call_requested"):
            arguments, ok = parse_arguments(entry.get("arguments"))
            if not ok:
                ctx.problem("unparseable_arguments", None, f"timeline[{index}]")
            call = tool_call(entry.get("callId") or f"call_{index}", str(entry.get("name") or ""), arguments)
            last = messages[-1] if messages else None
            if last is None or last["role"] == "user":
                last = message("assistant", "", timestamp=stamp)
                messages.append(last)
            elif last["role"] == "tool":
                last = next(m for m in reversed(messages) if m["role"] == "assistant")
            if last["role"] == "assistant":
                last["tool_calls"] = [*(last["tool_calls"] or []), call]
            if kind == "tool_call_completed":
                result = entry.get("result") if isinstance(entry.get("result"), dict) else {}
                meta = {"result_type": result.get("type")} if result.get("type") else {}
                if result.get("type") in ("failure", "error", "rejected"):
                    meta["is_error"] = True
                messages.append(
                    message(
                        "tool",
                        _result_text(entry.get("result")),
                        tool_call_id=call["id"],
                        name=call["function"]["name"],
                        timestamp=stamp,
                        metadata=meta,
                    )
                )
        elif kind == "info":
            info.append({"timestamp": stamp, "text": text})
        else:
            skipped[f"timeline:{kind}"] += 1
            ctx.problem("unknown_timeline_entry", None, str(kind))
    meta: dict = {"info": info} if info else {}
    if skipped:
        meta["skipped"] = dict(skipped)
    return messages, meta


def _parse_session_json(path: str, ctx: ParseContext) -> Iterator[dict]:
    doc = load_json(path, ctx)
    if doc is None:
        return
    if not isinstance(doc, dict) or not ("chatMessages" in doc or "timeline" in doc):
        ctx.problem(
            "unknown_record_shape",
            None,
            f"keys: {sorted(doc)[:8] if isinstance(doc, dict) else type(doc).__name__}",
        )
        return
    chat = doc.get("chatMessages") if isinstance(doc.get("chatMessages"), list) else []
    timeline = doc.get("timeline") if isinstance(doc.get("timeline"), list) else []
    metadata: dict = {"format": "session_json"}
    if chat:
        messages, counts = from_openai_messages(chat)
        for reason in ("unknown_role", "malformed_message", "malformed_tool_call", "unparseable_arguments"):
            if counts.get(reason):
                ctx.problem(reason, None, count=counts[reason])
        metadata["source"] = "chatMessages"
        if timeline:
            metadata["timeline_entries"] = len(timeline)
    else:
        messages, extra = _timeline_messages(timeline, ctx)
        metadata.update(extra)
        metadata["source"] = "timeline"
    if not messages:
        ctx.problem("no_messages", None)
        return
    yield {
        "session_id": doc.get("sessionId"),
        "messages": messages,
        "sent_at": iso_utc(doc.get("startTime")),
        "metadata": metadata,
    }


def parse_copilot_cli_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """Canonical rows (one per session) from an ``events.jsonl`` or an older session ``.json``."""
    lower = path.lower()
    parse = _parse_session_json if lower.endswith((".json", ".json.gz")) else _parse_events
    for row in parse(path, ctx):
        if not row.get("session_id"):
            stem = (
                os.path.basename(os.path.dirname(path)) if os.path.basename(path) == "events.jsonl" else None
            )
            row["session_id"] = stem or os.path.splitext(os.path.basename(path))[0]
        row["harness"] = "copilot_cli"
        row["id"] = f"copilot_cli:{row['session_id']}"
        row["file_path"] = ctx.rel_path
        yield row


class CopilotCli(AgentTracesBuilder):
    """GitHub Copilot CLI ``events.jsonl`` streams and older session JSON files."""

    NAME = "copilot_cli"
    DESCRIPTION = "GitHub Copilot CLI sessions as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl", "**/*.json", "**/workspace.yaml", "**/plan.md", "**/checkpoints/*.md")

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(_copilot_homes()[0], "session-state")

    @classmethod
    def default_data_files(cls) -> list[str]:
        homes = _copilot_homes()
        states = files_in(
            [os.path.join(home, "session-state") for home in homes],
            (
                "*/events.jsonl",
                "*.jsonl",
                "*/workspace.yaml",
                "*/plan.md",
                "*/checkpoints/*.md",
                "*/vscode*.metadata.json",
            ),
        )
        histories = files_in([os.path.join(home, "history-session-state") for home in homes], ("*.json",))
        return sorted(set(states + histories))

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        if is_side_file(path):
            return True
        text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
        if text.startswith(b'{"type"') or text.startswith(b'{"type":'):
            return b'"session.start"' in text[:4096] or (
                b'"data"' in text[:4096] and (b'"user.message"' in text or b'"assistant.message"' in text)
            )
        return (
            text.startswith(b"{")
            and b'"sessionId"' in text
            and (b'"chatMessages"' in text or b'"timeline"' in text)
        )

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_copilot_cli_file(path, ctx)

    def group_files(self, files: list[str]) -> list[list[str]]:
        """One shard per trace; a session folder's side files go with its ``events.jsonl``."""
        groups: dict[str, list[str]] = {}
        events = {os.path.dirname(f): f for f in files if os.path.basename(f) == EVENTS_NAME}
        for path in files:
            folder = _side_file_session(path)
            if folder is not None and folder in events and path != events[folder]:
                groups.setdefault(events[folder], []).append(path)
            else:
                groups.setdefault(path, [])
        return [[trace, *sorted(sides)] for trace, sides in sorted(groups.items())]

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        trace, sides = files[0], files[1:]
        if _side_file_session(trace) is not None:
            ctx = ParseContext(trace, roots[trace], self.config, log)
            ctx.skip("session_side_file_without_events", None, os.path.basename(trace))
            return
        extra: dict = {}
        for path in sides:
            read = _read_side_file(path, ParseContext(path, roots[path], self.config, log))
            if read is None:
                continue
            key, value = read
            if key == "checkpoints":
                extra.setdefault(key, {}).update(value)  # type: ignore[arg-type]
            else:
                extra[key] = value
        for row in super().parse_shard([trace], roots, log):
            if extra:
                row["metadata"] = {**(row.get("metadata") or {}), **extra}
                row["metadata"]["side_files"] = sorted(relative_side(p, trace) for p in sides)
            yield row


def relative_side(path: str, trace: str) -> str:
    """A side file's name relative to its session folder, with ``/`` separators."""
    return os.path.relpath(path, os.path.dirname(trace)).replace(os.sep, "/")
