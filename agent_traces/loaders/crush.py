"""Crush sessions (``crush``): the SQLite store ``<project>/.crush/crush.db``.

Crush (Charm's coding agent, and the Go OpenCode it grew from) keeps every session of a project
in one SQLite database, migrated by goose (``goose_db_version``)::

    sessions {id, parent_session_id, title, message_count, prompt_tokens, completion_tokens, cost,
              created_at, updated_at[, summary_message_id, todos (2026)]}
    messages {id, session_id, role: user | assistant | tool, parts (JSON text), model, provider,
              created_at, updated_at, finished_at[, is_summary_message (2026)]}
    files {session_id, path, content, version, …}     (file snapshots: counted, not read)
    read_files {session_id, path, read_at}             (2026: counted)

``parts`` is a JSON list of ``{"type", "data"}``:

- ``text {text}``; ``reasoning {thinking, signature, started_at, finished_at}`` →
  ``reasoning_content``; ``binary {Path, MIMEType, Data (base64)}`` (a pasted or attached file)
  → ``[attachment: <path> (<type>), <n> bytes]`` and, for ``text/*``, its decoded text after it;
  ``image_url {url}`` → ``[image: …]``.
- ``tool_call {id, name, input (a JSON string), finished, type | provider_executed}`` → a tool
  call (an unfinished one is counted, ``unfinished_tool_call``).
- ``tool_result {tool_call_id, name, content, metadata, is_error[, data, mime_type]}`` in
  ``role: tool`` messages → one tool message per result.
- ``finish {reason: end_turn | tool_use | canceled | error | …, time, message, details}`` → the
  message's ``metadata.stop_reason`` (and ``error`` for ``message``/``details``).

A message with ``is_summary_message = 1`` (the session's ``summary_message_id``) is Crush's
context-restart summary: the conversation continues from it, so it is an injected user message
at its place (``kind: "compact_summary"``). Times are epoch **seconds** (the schema comments say
ms). Rows come in ``created_at`` order (ties in insertion order).

One row per session, ``crush:<session id>``; a session with a ``parent_session_id`` (a sub-agent
run by the ``agent`` tool, whose session id is the calling tool call's id, or a title session)
names its parent in ``metadata.agent`` and the parent lists it in ``metadata.subagents``. The
database is opened read-only (``core.reading.open_sqlite``: ``mode=ro``, ``immutable=1`` when no
``-wal`` file is beside it; a database copied without its ``-wal`` may lack its latest rows).
"""

from __future__ import annotations

import base64
import binascii
import os
import sqlite3
from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson

from ..converters.schema import iso_utc, json_text, message, tool_call, trajectory_row
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import SQLITE_MAGIC, sqlite_rows, sqlite_tables_match

HARNESS = "crush"
NEEDED = {
    "sessions": {"id", "parent_session_id", "title"},
    "messages": {"id", "session_id", "role", "parts", "created_at"},
}
_SESSION_COLUMNS = (
    "title",
    "message_count",
    "prompt_tokens",
    "completion_tokens",
    "cost",
    "created_at",
    "updated_at",
    "summary_message_id",
    "todos",
)
_MAX_ATTACHMENT_TEXT = 1 << 20


def is_crush_db(columns: dict[str, set[str]]) -> bool:
    """Whether a database's tables are Crush's: ``sessions`` and ``messages`` with ``parts``."""
    return all(name in columns and needed <= columns[name] for name, needed in NEEDED.items())


def _binary_text(data: dict, counts: Counter) -> str:
    name = data.get("Path") or data.get("path") or "file"
    mime = data.get("MIMEType") or data.get("mime_type") or "application/octet-stream"
    raw = data.get("Data") or data.get("data") or ""
    try:
        blob = base64.b64decode(raw, validate=False) if isinstance(raw, str) else b""
    except (binascii.Error, ValueError):
        counts["undecodable_attachment"] += 1
        blob = b""
    counts["attachments"] += 1
    text = f"[attachment: {name} ({mime}), {len(blob)} bytes]"
    if str(mime).startswith("text/") and blob:
        text += "\n" + blob[:_MAX_ATTACHMENT_TEXT].decode("utf-8", "replace")
    return text


def message_rows(role: str, parts: list, counts: Counter, ctx: ParseContext, where: str) -> tuple[list, dict]:
    """``(canonical messages, message metadata)`` of one Crush message's ``parts``."""
    texts: list[str] = []
    thoughts: list[str] = []
    calls: list[dict] = []
    results: list[dict] = []
    meta: dict[str, Any] = {}
    for part in parts:
        data = part.get("data") if isinstance(part, dict) else None
        kind = part.get("type") if isinstance(part, dict) else None
        if not isinstance(data, dict):
            counts["malformed_part"] += 1
            continue
        if kind == "text":
            texts.append(str(data.get("text") or ""))
        elif kind == "reasoning":
            if data.get("thinking"):
                thoughts.append(str(data["thinking"]))
        elif kind == "binary":
            texts.append(_binary_text(data, counts))
        elif kind == "image_url":
            counts["images"] += 1
            url = data.get("url")
            texts.append(
                f"[image: {url if isinstance(url, str) and not url.startswith('data:') else 'inline'}]"
            )
        elif kind == "tool_call":
            arguments, ok = parse_arguments(data.get("input") if data.get("input") not in (None, "") else {})
            if not ok:
                ctx.problem("unparseable_arguments", None, f"{where}: {data.get('name')}")
            if data.get("finished") is False:
                counts["unfinished_tool_call"] += 1
            calls.append(tool_call(data.get("id"), str(data.get("name") or ""), arguments))
        elif kind == "tool_result":
            content = data.get("content")
            extra = {"is_error": True} if data.get("is_error") else None
            call_id = data.get("tool_call_id")
            results.append(
                message(
                    "tool",
                    content if isinstance(content, str) else json_text(content),
                    tool_call_id=call_id if isinstance(call_id, str) else None,
                    name=data.get("name") if isinstance(data.get("name"), str) else None,
                    metadata=extra,
                )
            )
        elif kind == "finish":
            if data.get("reason") is not None:
                meta["stop_reason"] = data["reason"]
            error = {k: data[k] for k in ("message", "details") if data.get(k)}
            if error:
                meta["error"] = error
        else:
            counts[f"part:{kind}"] += 1
    if role == "tool":
        if texts:
            counts["text_in_tool_message"] += 1
        return results, meta
    if results:
        counts[f"tool_result_in_{role}_message"] += 1
    text = "\n".join(t for t in texts if t)
    if role == "assistant":
        return [
            message("assistant", text, reasoning_content="\n\n".join(thoughts) or None, tool_calls=calls)
        ], meta
    return [message("user", text), *results], meta


def session_row(
    db: sqlite3.Connection, session: dict, columns: dict[str, set[str]], ctx: ParseContext
) -> dict | None:
    """The row of one session (None when it has no message)."""
    msg_cols = columns["messages"]
    wanted = [
        c
        for c in (
            "id",
            "role",
            "parts",
            "model",
            "provider",
            "created_at",
            "finished_at",
            "is_summary_message",
        )
        if c in msg_cols
    ]
    query = f"SELECT {', '.join(wanted)} FROM messages WHERE session_id = ? ORDER BY created_at, rowid"
    counts: Counter = Counter()
    messages: list[dict] = []
    for values in db.execute(query, (session["id"],)):
        rec = dict(zip(wanted, values, strict=True))
        where = f"message {rec['id']}"
        try:
            parts = orjson.loads(rec["parts"]) if isinstance(rec["parts"], (str, bytes)) else None
        except orjson.JSONDecodeError as err:
            ctx.problem("malformed_parts", None, f"{where}: {err}")
            continue
        if not isinstance(parts, list):
            ctx.problem("malformed_parts", None, where)
            continue
        role = rec["role"]
        if role not in ("user", "assistant", "tool"):
            ctx.problem("unknown_role", None, f"{where}: {role}")
            continue
        stamp = iso_utc(rec.get("created_at"))
        out, meta = message_rows(role, parts, counts, ctx, where)
        meta["message_id"] = rec["id"]
        if rec.get("provider"):
            meta["provider"] = rec["provider"]
        summary = bool(rec.get("is_summary_message")) or rec["id"] == session.get("summary_message_id")
        for msg in out:
            msg["timestamp"] = stamp
            if summary and msg["role"] in ("assistant", "user"):
                msg["role"] = "user"
                msg["tool_calls"] = None
                msg["metadata"] = {"injected": True, "kind": "compact_summary", "message_id": rec["id"]}
                counts["summaries"] += 1
                continue
            if msg["role"] == "assistant":
                msg["model"] = rec.get("model") or None
            if msg["role"] != "tool":
                msg["metadata"] = {**meta, **(msg["metadata"] or {})}
        messages.extend(out)
    if not messages:
        ctx.skip("empty_session", None, str(session["id"]))
        return None
    meta: dict[str, Any] = {k: session[k] for k in _SESSION_COLUMNS if session.get(k) not in (None, "")}
    for key in ("created_at", "updated_at"):
        if key in meta:
            meta[key] = iso_utc(meta[key])
    if isinstance(meta.get("todos"), str):
        try:
            meta["todos"] = orjson.loads(meta["todos"])
        except orjson.JSONDecodeError:
            counts["malformed_todos"] += 1
    if counts:
        meta["counts"] = dict(counts)
    models = Counter(m["model"] for m in messages if m["role"] == "assistant" and m["model"])
    return trajectory_row(
        HARNESS,
        str(session["id"]),
        messages,
        model=models.most_common(1)[0][0] if models else None,
        file_path=ctx.rel_path,
        metadata=meta,
    )


def parse_crush_db(path: str, ctx: ParseContext) -> Iterator[dict]:
    """One row per session of a ``crush.db``, oldest first (a parent before its sub-agent
    sessions), each yielded as soon as it is read."""
    yield from sqlite_rows(path, ctx, is_crush_db, "crush", lambda db, columns: _sessions(db, columns, ctx))


def _sessions(db: sqlite3.Connection, columns: dict[str, set[str]], ctx: ParseContext) -> Iterator[dict]:
    """The rows of the sessions of an open ``crush.db``."""
    wanted = ["id", "parent_session_id", *(c for c in _SESSION_COLUMNS if c in columns["sessions"])]
    cursor = db.execute(f"SELECT {', '.join(wanted)} FROM sessions ORDER BY created_at, rowid")
    sessions = [dict(zip(wanted, values, strict=True)) for values in cursor]
    version = None
    if "goose_db_version" in columns:
        found = db.execute("SELECT MAX(version_id) FROM goose_db_version WHERE is_applied").fetchone()
        version = found[0] if found else None
    extra = {}
    for table in ("files", "read_files"):
        if table in columns and "session_id" in columns[table]:
            extra[table] = dict(
                db.execute(f"SELECT session_id, COUNT(*) FROM {table} GROUP BY session_id").fetchall()
            )
    counted = db.execute("SELECT session_id, COUNT(*) FROM messages GROUP BY session_id")
    with_messages = {str(sid) for sid, n in counted if n}
    children: dict[str, list[str]] = {}  # parent -> its sub-agent sessions that have messages
    for session in sessions:
        if session.get("parent_session_id") and str(session["id"]) in with_messages:
            children.setdefault(str(session["parent_session_id"]), []).append(str(session["id"]))
    calls_of: dict[str, list[str]] = {}  # the call ids of parents, to link their children
    for session in sessions:
        row = session_row(db, session, columns, ctx)
        if row is None:
            continue
        sid = str(session["id"])
        row["metadata"]["schema_version"] = version
        for table, per_session in extra.items():
            if per_session.get(session["id"]):
                row["metadata"][f"{table}_count"] = per_session[session["id"]]
        _link(row, sid, session.get("parent_session_id"), children, calls_of)
        yield row  # one session in memory at a time


def _link(
    row: dict, sid: str, parent: Any, children: dict[str, list[str]], calls_of: dict[str, list[str]]
) -> None:
    """Link a parent's tool results to the sub-agent sessions they started, and a sub-agent
    session to its parent and the call (Crush names the session after the call's id)."""
    kids = children.get(sid)
    if kids:
        calls = sorted({c["id"] for m in row["messages"] for c in m["tool_calls"] or () if c["id"]})
        calls_of[sid] = calls
        row["metadata"]["subagents"] = [f"{HARNESS}:{kid}" for kid in kids]
        for msg in row["messages"]:
            call_id = msg["tool_call_id"] if msg["role"] == "tool" else None
            kid = next((k for k in kids if call_id and (k == call_id or k.endswith(call_id))), None)
            if kid is not None:
                msg["metadata"] = {**(msg["metadata"] or {}), "subagent": f"{HARNESS}:{kid}"}
    if parent:
        calls = calls_of.get(str(parent), [])
        call_id = sid if sid in calls else next((c for c in calls if sid.endswith(c)), None)
        row["metadata"]["agent"] = {"parent_session_id": str(parent), "tool_call_id": call_id}


class Crush(AgentTracesBuilder):
    """Crush ``crush.db`` SQLite stores, one row per session."""

    NAME = HARNESS
    DESCRIPTION = "Crush sessions (crush.db) as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.db",)
    BINARY_MAGIC = (SQLITE_MAGIC,)

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(os.getcwd(), ".crush")

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        return sqlite_tables_match(path, head, is_crush_db)

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_crush_db(path, ctx)
