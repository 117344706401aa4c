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

from ..converters.openai import content_text
from ..converters.schema import as_list, iso_utc, message, tool_call
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import AgentTracesConfig, ParseContext
from ..core.reading import iter_jsonl, load_json

NOTICE_TYPES = ("info", "warning", "error")
# a Content[] array: its first element an object with "role" and "parts" among its first keys
_CONTENTS_RE = re.compile(rb'\s*\[\s*\{\s*"(?:role|parts)"\s*:')
_SESSION_KEYS = ("sessionId", "projectHash", "startTime", "lastUpdated")
# the message types Gemini CLI records; a message record opens with id, timestamp, type
GEMINI_MESSAGE_TYPES = frozenset({b"user", b"gemini", *(t.encode() for t in NOTICE_TYPES)})
_MESSAGE_TYPE_RE = re.compile(
    rb'"id"\s*:\s*"[^"]*"\s*,\s*"timestamp"\s*:\s*"[^"]*"\s*,\s*"type"\s*:\s*"([^"\\]+)"'
)


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


ENV_CONTEXT = "This is the Gemini CLI. We are setting up the context for our chat."
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
