"""Zed agent panel threads (``zed``): the SQLite store ``threads.db``.

Zed keeps its agent threads in ``~/.local/share/zed/threads/threads.db`` (macOS:
``~/Library/Application Support/Zed/threads/threads.db``)::

    threads {id, summary, updated_at, data_type, data BLOB, parent_id, folder_paths,
             folder_paths_order, created_at}

``data_type`` is ``zstd`` (``data`` is zstd-compressed JSON) or ``json``. The JSON (``version``
``0.3.0``) is ``{title, messages, model: {provider, model}, profile, completion_mode,
cumulative_token_usage, request_token_usage: {<user message id>: usage},
initial_project_snapshot, detailed_summary, imported, updated_at}``; ``messages`` are tagged
unions:

- ``{"User": {"id", "content": [{"Text": "…"} | {"Mention": {"uri", "content"}} | {"Image": …}]}}``
  → a user message (a mention is the text Zed sent for it; an image a placeholder);
- ``{"Agent": {"content": [{"Text": "…"} | {"Thinking": {"text", "signature"}} |
  {"RedactedThinking": …} | {"ToolUse": {"id", "name", "raw_input", "input", "is_input_complete",
  "thought_signature"?}}], "tool_results": {<id>: {"tool_use_id", "tool_name", "is_error",
  "content": {"Text": …}, "output"}}, "reasoning_details"}}`` → an assistant message, then one tool
  message per result in the order of the calls (``is_error`` kept);
- ``"Resume"`` (the user asked the agent to continue) → counted (``counts.resume``).

One row per thread, ``zed:<thread id>``; Zed records no per-message time, so the row's
``sent_at`` is the thread's ``created_at``. The model (``model.model``, e.g. ``Gemini 2.5
Flash``, with ``provider``) is the row's and every assistant message's. ``parent_id`` (a
sub-thread's parent) goes to ``metadata.agent``. Threads of an older layout (no ``version``
0.x ``messages`` of this shape) are counted as ``unsupported_thread`` and left out. The
database is opened read-only (``core.reading.open_sqlite``).
"""

from __future__ import annotations

import os
import sqlite3
from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson
import zstandard

from ..converters.schema import (
    as_list,
    assistant_message,
    iso_utc,
    json_text,
    message,
    tool_call,
    trajectory_row,
)
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import MAX_DOCUMENT_BYTES, SQLITE_MAGIC, sqlite_rows, sqlite_tables_match

HARNESS = "zed"
NEEDED = {"threads": {"id", "summary", "updated_at", "data_type", "data"}}


def is_zed_db(columns: dict[str, set[str]]) -> bool:
    """Whether a database has Zed's ``threads`` table."""
    return all(name in columns and needed <= columns[name] for name, needed in NEEDED.items())


def thread_json(data_type: Any, data: Any) -> Any:
    """The parsed JSON of a thread's ``data``; raises ``ValueError`` when it cannot be read."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    if not isinstance(data, bytes):
        raise ValueError(f"data is {type(data).__name__}")
    if data_type == "zstd":
        reader = zstandard.ZstdDecompressor().stream_reader(data, read_across_frames=True)
        try:
            data = reader.read(MAX_DOCUMENT_BYTES + 1)
        except zstandard.ZstdError as err:
            raise ValueError(f"zstd: {err}") from err
        if len(data) > MAX_DOCUMENT_BYTES:
            raise ValueError(f"longer than MAX_DOCUMENT_BYTES = {MAX_DOCUMENT_BYTES} bytes once decompressed")
    elif data_type != "json":
        raise ValueError(f"unknown data_type {data_type!r}")
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as err:
        raise ValueError(f"JSON: {err}") from err


def _text_of(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and isinstance(value.get("Text"), str):
        return value["Text"]
    return "" if value is None else json_text(value)


def _user(body: dict, counts: Counter) -> dict:
    texts = []
    for part in as_list(body.get("content"), counts):
        if isinstance(part, str):
            texts.append(part)
        elif isinstance(part, dict) and "Text" in part:
            texts.append(_text_of(part["Text"]))
        elif isinstance(part, dict) and isinstance(part.get("Mention"), dict):
            counts["mentions"] += 1
            texts.append(_text_of(part["Mention"].get("content")))
        elif isinstance(part, dict) and "Image" in part:
            counts["images"] += 1
            texts.append("[image]")
        else:
            counts["malformed_part"] += 1
    msg_id = body.get("id")
    return message(
        "user", "\n".join(texts), metadata={"message_id": msg_id} if isinstance(msg_id, str) else None
    )


def _agent(body: dict, counts: Counter, ctx: ParseContext, where: str) -> list[dict]:
    texts, thoughts, calls = [], [], []
    for part in as_list(body.get("content"), counts):
        if not isinstance(part, dict) or len(part) != 1:
            counts["malformed_part"] += 1
            continue
        kind, value = next(iter(part.items()))
        if kind == "Text":
            texts.append(_text_of(value))
        elif kind == "Thinking":
            text = value.get("text") if isinstance(value, dict) else value
            if isinstance(text, str) and text:
                thoughts.append(text)
        elif kind == "RedactedThinking":
            counts["redacted_thinking"] += 1
        elif kind == "ToolUse" and isinstance(value, dict):
            arguments = value.get("input")
            if not isinstance(arguments, dict):
                arguments, ok = parse_arguments(value.get("raw_input"))
                if not ok:
                    ctx.problem("unparseable_arguments", None, f"{where}: {value.get('name')}")
            if value.get("is_input_complete") is False:
                counts["incomplete_tool_input"] += 1
            calls.append(tool_call(value.get("id"), str(value.get("name") or ""), arguments))
        else:
            counts[f"agent_part:{kind}"] += 1
    out = [assistant_message(texts, thoughts, calls, sep="\n\n")]
    results = body.get("tool_results")
    if not isinstance(results, dict):
        results = {}
    order = [c["id"] for c in calls if c["id"] in results]
    order += [k for k in results if k not in order]
    for call_id in order:
        result = results[call_id]
        if not isinstance(result, dict):
            counts["malformed_tool_result"] += 1
            continue
        content = result.get("content")
        text = _text_of(content) if content is not None else _text_of(result.get("output"))
        out.append(
            message(
                "tool",
                text,
                tool_call_id=str(result.get("tool_use_id") or call_id),
                name=result.get("tool_name") if isinstance(result.get("tool_name"), str) else None,
                metadata={"is_error": True} if result.get("is_error") else None,
            )
        )
    return out


def thread_row(record: dict, doc: Any, ctx: ParseContext) -> dict | None:
    """The row of one thread (its ``threads`` columns and parsed ``data``), or None."""
    where = f"thread {record['id']}"
    if not isinstance(doc, dict) or not isinstance(doc.get("messages"), list):
        ctx.problem("unsupported_thread", None, f"{where}: no messages list")
        return None
    counts: Counter = Counter()
    messages: list[dict] = []
    model_info = doc.get("model") if isinstance(doc.get("model"), dict) else {}
    model = model_info.get("model") if isinstance(model_info.get("model"), str) else None
    for index, item in enumerate(doc["messages"]):
        if item == "Resume":
            counts["resume"] += 1
        elif isinstance(item, dict) and isinstance(item.get("User"), dict):
            messages.append(_user(item["User"], counts))
        elif isinstance(item, dict) and isinstance(item.get("Agent"), dict):
            out = _agent(item["Agent"], counts, ctx, f"{where} message {index}")
            out[0]["model"] = model
            messages.extend(out)
        else:
            ctx.problem("unknown_message", None, f"{where} message {index}")
    if not messages:
        ctx.skip("empty_thread", None, where)
        return None
    meta: dict[str, Any] = {
        "title": doc.get("title") or record.get("summary"),
        "format_version": doc.get("version"),
        "created_at": iso_utc(record.get("created_at")),
        "updated_at": iso_utc(record.get("updated_at")),
    }
    for key in (
        "profile",
        "completion_mode",
        "cumulative_token_usage",
        "request_token_usage",
        "detailed_summary",
    ):
        if doc.get(key) not in (None, {}, ""):
            meta[key] = doc[key]
    if model_info.get("provider"):
        meta["provider"] = model_info["provider"]
    if record.get("folder_paths"):
        meta["folder_paths"] = record["folder_paths"]
    if record.get("parent_id"):
        meta["agent"] = {"parent_thread_id": record["parent_id"]}
    if counts:
        meta["counts"] = dict(counts)
    return trajectory_row(
        HARNESS,
        str(record["id"]),
        messages,
        model=model,
        sent_at=meta["created_at"] or meta["updated_at"],
        file_path=ctx.rel_path,
        metadata=meta,
    )


def parse_zed_db(path: str, ctx: ParseContext) -> Iterator[dict]:
    """One row per thread of a ``threads.db``, oldest first; a thread's data is read and dropped
    before the next (no more than one thread in memory)."""
    yield from sqlite_rows(path, ctx, is_zed_db, "zed", lambda db, columns: _threads(db, columns, ctx))


def _threads(db: sqlite3.Connection, columns: dict[str, set[str]], ctx: ParseContext) -> Iterator[dict]:
    """The rows of the threads of an open ``threads.db``."""
    wanted = [
        c
        for c in ("id", "summary", "updated_at", "created_at", "parent_id", "folder_paths")
        if c in columns["threads"]
    ]
    order = "created_at, rowid" if "created_at" in columns["threads"] else "updated_at, rowid"
    ids = [r[0] for r in db.execute(f"SELECT rowid FROM threads ORDER BY {order}")]
    for rowid in ids:
        found = db.execute(
            f"SELECT {', '.join(wanted)}, data_type, data FROM threads WHERE rowid = ?", (rowid,)
        )
        values = found.fetchone()
        if values is None:
            continue
        record = dict(zip(wanted, values[:-2], strict=True))
        try:
            doc = thread_json(values[-2], values[-1])
        except ValueError as err:
            ctx.problem("unreadable_thread", None, f"thread {record['id']}: {err}")
            continue
        row = thread_row(record, doc, ctx)
        if row is not None:
            yield row


class Zed(AgentTracesBuilder):
    """Zed agent panel ``threads.db`` stores, one row per thread."""

    NAME = HARNESS
    DESCRIPTION = "Zed agent panel threads (threads.db) as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.db",)
    BINARY_MAGIC = (SQLITE_MAGIC,)

    @classmethod
    def default_locations(cls) -> list[str]:
        return [cls.default_location(), os.path.expanduser("~/Library/Application Support/Zed/threads")]

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(
            os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share"), "zed", "threads"
        )

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        return sqlite_tables_match(path, head, is_zed_db)

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_zed_db(path, ctx)
