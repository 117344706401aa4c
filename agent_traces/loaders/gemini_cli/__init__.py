"""Gemini CLI chat recordings (``gemini_cli``).

Gemini CLI records every session under ``~/.gemini/tmp/<project hash>/chats/``, in two layouts.

The session JSON (``session-<date>-<id>.json``)::

    {"sessionId": "…", "projectHash": "…", "startTime": "…", "lastUpdated": "…", "kind": "main",
     "summary": "…",
     "messages": [{"id": "…", "timestamp": "…", "type": "user", "content": [{"text": "…"}],
                   "displayContent": [{"text": "/init"}]},
                  {"id": "…", "type": "gemini", "content": "…", "model": "gemini-2.5-pro",
                   "thoughts": [{"subject": "…", "description": "…", "timestamp": "…"}],
                   "tokens": {"input": 1, "output": 2, "cached": 0, "thoughts": 3, "tool": 0, "total": 6},
                   "toolCalls": [{"id": "…", "name": "read_file", "args": {…}, "status": "success",
                                  "result": [{"functionResponse": {"id": "…", "name": "read_file",
                                                                   "response": {"output": "…"}}}],
                                  "resultDisplay": …, "displayName": "ReadFile", …}]},
                  {"id": "…", "type": "info", "content": "Request cancelled."}]}

and the newer JSONL log: a header line (the session fields without ``messages``), then one line
per message, and ``{"$set": {…}}`` lines that update session fields; a message line whose ``id``
was seen before replaces that message (a message is re-written as its tool calls complete). The
log is replayed in order.

``user`` → user messages (a ``displayContent`` different from ``content`` means the model saw an
expansion of what was typed, e.g. ``/init``: the message is marked injected and the typed text kept
in metadata); ``gemini`` → assistant messages with ``thoughts`` as reasoning (``**subject**``
then the description), ``tokens`` in the message metadata and ``toolCalls`` as tool calls, each
followed by a ``tool`` message with its ``functionResponse`` output (``error`` kept as
``is_error``); ``info`` / ``warning`` / ``error`` records are harness notices and go to the row's
``metadata["notices"]``. In the newest recordings tool results come back as ``user`` messages
made of ``functionResponse`` parts: those become tool messages, not prompts (a result already
given with its call is counted as the skip ``duplicate_tool_result``). One row per file; the id
is ``gemini_cli:<sessionId>``.

Subagents (Gemini CLI, April 2026): a main session (``kind: "main"``) can spawn helper chats,
stored as ``chats/<parent sessionId>/<6-char id>.json`` with ``kind: "subagent"`` and their own
tool calls (``ask_user``, ``replace``, ``complete_task``…). Nothing in the parent names the child:
the folder is the link. With ``subagents=True`` each is a row ``gemini_cli:<parent>:agent-<id>``
(``session_id`` the parent's, ``metadata.agent = {agent_id, parent_session_id}``), as Claude Code
subagents are; otherwise it is left out and counted (``subagent_file_not_loaded``).

Two more layouts are read and auto-detected:

- ``Content[]`` (what ``/chat save`` checkpoints and other history dumps hold):
  ``[{"role": "user"|"model", "parts": [{"text"} | {"text", "thought": true} | {"functionCall":
  {id?, name, args}} | {"functionResponse": {id?, name, response}}]}]``. A response without an id
  answers the oldest open call of its name; the CLI's opening environment message is injected.
  The id is ``gemini_cli:<file stem>``.
- ``gemini -p … --output-format stream-json`` stdout: ``init`` (``session_id``, ``model``),
  ``message`` (``role``, ``content``, ``delta`` chunks of one assistant message), ``tool_use``
  (``tool_id``, ``tool_name``, ``parameters``), ``tool_result`` (``status``, ``output`` or
  ``error``), ``error`` and a final ``result`` (``status``, ``stats``) kept in metadata.

The records' messages are converted in :mod:`.messages`; this module reads the three layouts
(and the log's replay) and holds the builder.
"""

from __future__ import annotations

import glob
import os
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import orjson

from ...converters.schema import iso_utc, message, tool_call
from ...converters.tool_calls import parse_arguments
from ...core.builder import AgentTracesBuilder
from ...core.config import AgentTracesConfig, ParseContext
from ...core.reading import iter_jsonl, load_json
from .messages import (
    NOTICE_TYPES,
    contents_messages,
    convert_messages,
    parts_text,
    response_messages,
    thoughts_text,
    tool_result,
)

__all__ = [
    "GeminiCli",
    "GeminiCliConfig",
    "contents_messages",
    "convert_messages",
    "parse_gemini_cli_file",
    "parts_text",
    "response_messages",
    "thoughts_text",
    "tool_result",
]

# a Content[] array: its first element an object with "role" and "parts" among its first keys
_CONTENTS_RE = re.compile(rb'\s*\[\s*\{\s*"(?:role|parts)"\s*:')
_SESSION_KEYS = ("sessionId", "projectHash", "startTime", "lastUpdated")
# the message types Gemini CLI records; a message record opens with id, timestamp, type
GEMINI_MESSAGE_TYPES = frozenset({b"user", b"gemini", *(t.encode() for t in NOTICE_TYPES)})
_MESSAGE_TYPE_RE = re.compile(
    rb'"id"\s*:\s*"[^"]*"\s*,\s*"timestamp"\s*:\s*"[^"]*"\s*,\s*"type"\s*:\s*"([^"\\]+)"'
)


STREAM_TYPES = frozenset({"init", "message", "tool_use", "tool_result", "result", "error"})


def is_stream_json(records: list[dict]) -> bool:
    """``gemini --output-format stream-json`` stdout: ``init`` / ``message`` / ``tool_use`` events."""
    first = next((r for r in records if isinstance(r, dict)), None)
    if first is None:
        return False
    if first.get("type") == "init" and "session_id" in first:
        return True
    return first.get("type") in STREAM_TYPES and ("tool_id" in first or "role" in first) and "id" not in first


def stream_row(records: list[tuple[int, dict]], path: str, ctx: ParseContext) -> dict | None:
    """The row of one ``stream-json`` run: deltas of the assistant joined, tools paired by id."""
    messages: list[dict] = []
    session: dict[str, Any] = {}
    result: dict[str, Any] | None = None
    errors: list[dict] = []
    open_text: dict | None = None
    for line, event in records:
        kind = event.get("type")
        stamp = iso_utc(event.get("timestamp"))
        if kind == "init":
            session = event
        elif kind == "message":
            content = event.get("content") if isinstance(event.get("content"), str) else ""
            if event.get("role") == "assistant":
                if open_text is not None and event.get("delta"):
                    open_text["content"] += content
                else:
                    open_text = message("assistant", content, timestamp=stamp, model=session.get("model"))
                    messages.append(open_text)
            elif event.get("role") == "user":
                open_text = None
                messages.append(message("user", content, timestamp=stamp))
            else:
                ctx.problem("unknown_message_type", line, f"role={event.get('role')!r}")
        elif kind == "tool_use":
            arguments, ok = parse_arguments(event.get("parameters"))
            if not ok:
                ctx.problem("unparseable_arguments", line)
            call = tool_call(
                str(event.get("tool_id") or f"line{line}"), str(event.get("tool_name") or ""), arguments
            )
            last = messages[-1] if messages else None
            if last is not None and last["role"] == "assistant" and last is open_text:
                last["tool_calls"] = [*(last["tool_calls"] or []), call]
            else:
                open_text = message(
                    "assistant", "", tool_calls=[call], timestamp=stamp, model=session.get("model")
                )
                messages.append(open_text)
        elif kind == "tool_result":
            error = event.get("error")
            is_error = event.get("status") == "error" or error is not None
            output = event.get("output")
            if not isinstance(output, str):
                output = (
                    error.get("message")
                    if isinstance(error, dict)
                    else ("" if output is None else str(output))
                )
            messages.append(
                message(
                    "tool",
                    output or "",
                    tool_call_id=str(event.get("tool_id")) if event.get("tool_id") is not None else None,
                    timestamp=stamp,
                    metadata={"is_error": True, "status": event.get("status")} if is_error else None,
                )
            )
            open_text = None
        elif kind == "result":
            result = event
        elif kind == "error":
            errors.append({k: v for k, v in event.items() if k != "type"})
        else:
            ctx.problem("unknown_record_shape", line, f"type={kind!r}")
    if not messages:
        ctx.skip("empty_session", None)
        return None
    session_id = str(session.get("session_id") or _stem(path))
    metadata: dict[str, Any] = {"format": "stream-json"}
    if result is not None:
        metadata["result"] = {k: v for k, v in result.items() if k not in ("type", "timestamp")}
    if errors:
        metadata["errors"] = errors
    return _row(
        session_id,
        messages,
        ctx,
        metadata,
        model=session.get("model") if isinstance(session.get("model"), str) else None,
        completed=(result.get("status") == "success") if result is not None else None,
        sent_at=iso_utc(session.get("timestamp")),
    )


def replay_log(lines: list[tuple[int, dict]], ctx: ParseContext) -> tuple[dict, list[dict]]:
    """Session fields and messages of a JSONL log, with ``$set`` updates and rewrites applied."""
    session: dict[str, Any] = {}
    order: list[str] = []
    by_id: dict[str, dict] = {}
    for line, record in lines:
        if "$set" in record:
            update = record["$set"]
            if not isinstance(update, dict):
                ctx.problem("malformed_update", line)
                continue
            for key, value in update.items():
                if key == "messages" and isinstance(value, list):
                    order, by_id = [], {}
                    for index, msg in enumerate(value):
                        if isinstance(msg, dict):
                            key_id = str(msg.get("id") or f"line{line}:{index}")
                            order.append(key_id)
                            by_id[key_id] = msg
                else:
                    session[key] = value
        elif "type" in record:
            key_id = str(record.get("id") or f"line{line}")
            if key_id not in by_id:
                order.append(key_id)
            by_id[key_id] = record
        elif any(k in record for k in _SESSION_KEYS):
            session.update(record)
        else:
            ctx.problem("unknown_record_shape", line, f"keys: {sorted(record)[:8]}")
    return session, [by_id[k] for k in order]


def parse_gemini_cli_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """The canonical row of one Gemini CLI session file (JSON or JSONL log)."""
    if path.endswith((".jsonl", ".jsonl.gz")):
        lines = []
        for line, record in iter_jsonl(path, ctx):
            if isinstance(record, dict):
                lines.append((line, record))
            else:
                ctx.problem("not_an_object", line)
        if is_stream_json([r for _, r in lines[:1]]):
            row = stream_row(lines, path, ctx)
            if row is not None:
                yield row
            return
        session, records = replay_log(lines, ctx)
    else:
        data = load_json(path, ctx)
        if data is None:
            return
        if isinstance(data, list) and data and all(isinstance(c, dict) and "parts" in c for c in data[:1]):
            yield from _contents_row(data, path, ctx)
            return
        if not isinstance(data, dict) or not isinstance(data.get("messages"), list):
            ctx.problem("unknown_record_shape", None, "expected an object with a messages list")
            return
        session = {k: v for k, v in data.items() if k != "messages"}
        records = [m for m in data["messages"] if isinstance(m, dict)]
        if len(records) != len(data["messages"]):
            ctx.problem("not_an_object", None, count=len(data["messages"]) - len(records))
    messages, notices, counts = convert_messages(records, ctx)
    for reason in ("malformed_tool_call", "unparseable_arguments"):
        if counts.get(reason):
            ctx.problem(reason, None, count=counts[reason])
    if counts.get("duplicate_tool_result"):
        ctx.skip(
            "duplicate_tool_result", None, "given with its call too", count=counts["duplicate_tool_result"]
        )
    if not messages and not notices:
        ctx.skip("empty_session", None)
        return
    session_id = str(session.get("sessionId") or _stem(path))
    metadata: dict[str, Any] = {k: v for k, v in session.items() if k != "sessionId"}
    row_id = None
    if session.get("kind") == "subagent":
        if not getattr(ctx.config, "subagents", False):
            ctx.skip("subagent_file_not_loaded", None, "subagents=False")
            return
        parent = subagent_parent(path)
        metadata["agent"] = {"agent_id": session_id, "parent_session_id": parent, "layout": "chats_subfolder"}
        if parent:
            row_id = f"gemini_cli:{parent}:agent-{session_id}"
            session_id = parent  # as for Claude Code: a subagent row belongs to its parent session
    if notices:
        metadata["notices"] = notices
    tokens: Counter = Counter()
    for record in records:
        if isinstance(record.get("tokens"), dict):
            tokens.update({k: v for k, v in record["tokens"].items() if isinstance(v, (int, float))})
    if tokens:
        metadata["tokens"] = dict(tokens)
    if counts.get("tool_calls_without_result"):
        metadata["tool_calls_without_result"] = counts["tool_calls_without_result"]
    skipped = {k: counts[k] for k in ("malformed_tool_call", "unparseable_arguments") if counts.get(k)}
    if skipped:
        metadata["skipped"] = skipped
    if counts.get("images"):
        metadata["images"] = counts["images"]
    row = _row(session_id, messages, ctx, metadata, sent_at=iso_utc(session.get("startTime")) or None)
    if row_id:
        row["id"] = row_id
    yield row


def subagent_parent(path: str) -> str | None:
    """The parent session id of a subagent chat: the folder it sits in, ``chats/<parent id>/``.

    Gemini CLI writes nothing in the parent that names the child, so the folder is the link. A
    copy whose folders were flattened into the name (``chats__<parent id>__<id>.json``) keeps it
    as the name's second-to-last part.
    """
    parts = [p for p in re.split(r"[\\/]|__", path) if p]
    if len(parts) >= 2 and parts[-2] != "chats":
        return parts[-2]
    return None


def _row(session_id: str, messages: list[dict], ctx: ParseContext, metadata: dict, **fields: Any) -> dict:
    """The canonical row of one session, whichever of the layouts it was read from."""
    return {
        "id": f"gemini_cli:{session_id}",
        "harness": "gemini_cli",
        "session_id": session_id,
        "messages": messages,
        **fields,
        "file_path": ctx.rel_path,
        "metadata": metadata,
    }


def _contents_row(contents: list, path: str, ctx: ParseContext) -> Iterator[dict]:
    messages, counts = contents_messages(contents, ctx)
    if counts.get("unparseable_arguments"):
        ctx.problem("unparseable_arguments", None, count=counts["unparseable_arguments"])
    if not messages:
        ctx.skip("empty_session", None)
        return
    session_id = _stem(path)
    metadata: dict[str, Any] = {"format": "contents"}
    if counts.get("images"):
        metadata["images"] = counts["images"]
    yield _row(session_id, messages, ctx, metadata)


def _stem(path: str) -> str:
    name = os.path.basename(path)
    for suffix in (".gz", ".jsonl", ".json"):
        name = name.removesuffix(suffix)
    return name


def _gemini_home() -> str:
    return os.path.join(os.environ.get("GEMINI_CLI_HOME") or os.path.expanduser("~"), ".gemini")


@dataclass
class GeminiCliConfig(AgentTracesConfig):
    """Gemini CLI options.

    Args:
        subagents (`bool`, defaults to `False`): also read the helper chats a main session spawned
            (``chats/<parent id>/<id>.json``, ``kind: "subagent"``), each as its own row
            ``gemini_cli:<parent id>:agent-<id>`` with ``metadata.agent.parent_session_id``, as
            for Claude Code; left out (counted) otherwise.
    """

    subagents: bool = False


class GeminiCli(AgentTracesBuilder):
    """Gemini CLI session recordings (JSON and the JSONL log)."""

    NAME = "gemini_cli"
    BUILDER_CONFIG_CLASS = GeminiCliConfig
    DESCRIPTION = "Gemini CLI chat recordings as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.json", "**/*.jsonl", "**/*.jsonl.gz")
    DEFAULT_LOCATION = "~/.gemini/tmp"

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(_gemini_home(), "tmp")

    @classmethod
    def default_data_files(cls) -> list[str]:
        root = cls.default_location()
        found = glob.glob(os.path.join(glob.escape(root), "*", "chats", "*.json"))
        found += glob.glob(os.path.join(glob.escape(root), "*", "chats", "*.jsonl"))
        found += glob.glob(os.path.join(glob.escape(root), "*", "chats", "*", "*.json"))  # subagents
        return sorted(found)

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        start = head.lstrip()[:1]
        if start == b"{" and b'"projectHash"' in head and b'"sessionId"' in head:
            # The same recording is written by Gemini CLI's derivatives under their own name
            # (IBM Bob Shell types its answers "bob-shell"): a file whose messages answer under
            # another type, and never as "gemini", is not a Gemini CLI session; read as one it
            # would be a row of prompts without answers, labelled gemini_cli.
            kinds = set(_MESSAGE_TYPE_RE.findall(head))
            return b"gemini" in kinds or not (kinds - GEMINI_MESSAGE_TYPES)
        if start == b"[" and _CONTENTS_RE.match(head) and b'"parts"' in head:
            return True
        for raw in head.split(b"\n")[:20]:
            try:
                record = orjson.loads(raw)
            except orjson.JSONDecodeError:
                continue
            if not isinstance(record, dict):
                return False
            if record.get("type") == "gemini" and "id" in record:
                return True
            if (
                record.get("type") == "init"
                and "session_id" in record
                and "model" in record
                and "subtype" not in record
            ):
                return True
        return False

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_gemini_cli_file(path, ctx)
