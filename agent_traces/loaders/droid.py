"""Factory Droid sessions (``droid``).

Droid (Factory's CLI agent) writes one JSONL file per session,
``~/.factory/sessions/<cwd slug>/<session uuid>.jsonl``, and beside it
``<session uuid>.settings.json`` (the model, ``providerLock``, ``reasoningEffort`` and the session's
``tokenUsage {inputTokens, outputTokens, cacheCreationTokens, cacheReadTokens, thinkingTokens}``).
Line 1 is the header::

    {"type": "session_start", "id": "<uuid>", "title", "sessionTitle", "owner", "version": 2,
     "cwd", "hostId", "isSessionTitleManuallySet", "sessionTitleAutoStage"}

then, in order, ``message`` and ``todo_state`` entries::

    {"type": "message", "id", "timestamp", "parentId"?,
     "message": {"role": "user" | "assistant", "content": [Anthropic-style blocks], "visibility"?}}
    {"type": "todo_state", "id", "timestamp", "todos": {"todos": "1. [in_progress] …"}, "messageIndex"}

What the reader does with it (one row per file, ``droid:<session uuid>``):

- Assistant blocks ``thinking`` → ``reasoning_content`` (``chatCompletionReasoningContent`` on the
  message repeats it for BYOK chat-completion models and is not kept twice), ``text``, ``tool_use``
  → tool calls (BYOK ids such as ``WebSearch_0``); ``openaiMessageId`` goes to the message's
  metadata. Tool results are user messages of ``tool_result`` blocks → tool messages by id.
- ``message.visibility`` says who saw a message. ``llm_only`` messages reached the model but were
  not typed: the first, ``id: "context-<uuid>"`` (``<system-reminder>`` blocks: environment,
  deferred tools), is injected context (``kind: "context"``), later ones (``Request interrupted
  by user``) are injected notices (``kind: "notice"``). ``user_only`` messages were shown to the
  user and never sent to the model (the result of a call cancelled before it was recorded): left
  out and counted (``user_only_message``, ``metadata.skipped``).
- ``todo_state`` entries go to ``metadata.todos`` (time, ``messageIndex`` and the list as text).
- The sibling ``.settings.json``, when present, gives the row's and the assistant messages'
  ``model`` and ``metadata.usage`` (its ``tokenUsage``); the transcript itself names no model.
- ``parentId`` links each message to the one before it; the file is read in order (no branch
  was seen in real files), and a parent that is not the previous message is counted
  (``metadata.counts.parent_not_previous``).
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson

from ..converters.anthropic import assistant_from_blocks, user_from_blocks
from ..converters.schema import iso_utc
from ..core.builder import AgentTracesBuilder, parser_failure
from ..core.config import ParseContext
from ..core.detection import read_head
from ..core.reading import iter_jsonl, load_json
from ..problems import ProblemLog, TraceFormatError

HARNESS = "droid"
SETTINGS_SUFFIX = ".settings.json"
_HEADER_KEYS = ("id", "cwd", "version")
_HEADER_META = (
    ("title", "title"),
    ("sessionTitle", "session_title"),
    ("cwd", "cwd"),
    ("version", "format_version"),
)  # ``owner`` (the Factory account name) and ``hostId`` are left out: personal, not conversation
_SETTINGS_META = (
    ("providerLock", "provider"),
    ("reasoningEffort", "reasoning_effort"),
    ("autonomyMode", "autonomy_mode"),
)


def _session_key(path: str) -> str:
    return path[: -len(SETTINGS_SUFFIX)] if path.endswith(SETTINGS_SUFFIX) else path.removesuffix(".jsonl")


def is_droid_header(rec: Any) -> bool:
    """Whether a parsed first line is a Droid ``session_start`` header."""
    return (
        isinstance(rec, dict)
        and rec.get("type") == "session_start"
        and isinstance(rec.get("id"), str)
        and all(k in rec for k in _HEADER_KEYS)
    )


def parse_droid_file(path: str, ctx: ParseContext, settings: dict | None = None) -> Iterator[dict]:
    """The row of one Droid session file (``settings``: its parsed ``.settings.json``)."""
    header: dict = {}
    messages: list[dict] = []
    counts: Counter = Counter()
    skipped: Counter = Counter()
    todos: list[dict] = []
    previous_id = None
    for line, rec in iter_jsonl(path, ctx):
        kind = rec.get("type") if isinstance(rec, dict) else None
        if kind == "session_start":
            if header:
                ctx.problem("extra_session_header", line)
            else:
                header = rec
            continue
        if kind == "todo_state":
            todo = rec.get("todos")
            todos.append(
                {
                    "timestamp": iso_utc(rec.get("timestamp")),
                    "message_index": rec.get("messageIndex"),
                    "todos": todo.get("todos") if isinstance(todo, dict) else todo,
                }
            )
            continue
        if kind != "message":
            ctx.problem("unknown_entry_type" if isinstance(kind, str) else "not_an_entry", line, str(kind))
            continue
        msg = rec.get("message")
        if not isinstance(msg, dict):
            ctx.problem("malformed_message", line)
            continue
        entry_id = rec.get("id")
        parent = rec.get("parentId")
        if parent is not None and previous_id is not None and parent != previous_id:
            counts["parent_not_previous"] += 1
        previous_id = entry_id
        stamp = iso_utc(rec.get("timestamp"))
        role = msg.get("role")
        visibility = msg.get("visibility")
        if visibility == "user_only":
            ctx.skip("user_only_message", line, str(entry_id))
            skipped["user_only_message"] += 1
            continue
        if role == "assistant":
            meta: dict[str, Any] = {}
            if isinstance(msg.get("openaiMessageId"), str):
                meta["openai_message_id"] = msg["openaiMessageId"]
            out = assistant_from_blocks(msg.get("content"), counts, timestamp=stamp, metadata=meta)
            if out["reasoning_content"] is None and isinstance(
                msg.get("chatCompletionReasoningContent"), str
            ):
                out["reasoning_content"] = msg["chatCompletionReasoningContent"] or None
            messages.append(out)
        elif role == "user":
            flag = None
            if visibility == "llm_only":
                context = isinstance(entry_id, str) and entry_id.startswith("context-")
                flag = {"injected": True, "kind": "context" if context else "notice"}
            messages.extend(user_from_blocks(msg.get("content"), counts, timestamp=stamp, metadata=flag))
        else:
            ctx.problem("unknown_role", line, str(role))
    if not header:
        ctx.problem("no_session_header", None)
        return
    if not messages:
        ctx.skip("empty_session", None)
        return
    meta = {name: header[key] for key, name in _HEADER_META if header.get(key) is not None}
    if todos:
        meta["todos"] = todos
    if counts:
        meta["counts"] = dict(counts)
    if skipped:
        meta["skipped"] = dict(skipped)
    model = None
    if isinstance(settings, dict):
        model = settings.get("model") if isinstance(settings.get("model"), str) else None
        if isinstance(settings.get("tokenUsage"), dict):
            meta["usage"] = settings["tokenUsage"]
        meta.update({name: settings[key] for key, name in _SETTINGS_META if settings.get(key) is not None})
        if model:
            for out in messages:
                if out["role"] == "assistant":
                    out["model"] = model
    session_id = str(header["id"])
    yield {
        "id": f"{HARNESS}:{session_id}",
        "harness": HARNESS,
        "session_id": session_id,
        "messages": messages,
        "tools": [],
        "model": model,
        "file_path": ctx.rel_path,
        "metadata": meta,
    }


class Droid(AgentTracesBuilder):
    """Factory Droid session files (``<uuid>.jsonl`` + ``<uuid>.settings.json``)."""

    NAME = HARNESS
    DESCRIPTION = "Factory Droid sessions as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl", "**/*.settings.json")
    DEFAULT_LOCATION = "~/.factory/sessions"

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        if path.endswith(SETTINGS_SUFFIX):  # a settings file is Droid's when its transcript is
            transcript = _session_key(path) + ".jsonl"
            return cls.sniff(transcript, read_head(transcript))
        first = head.lstrip(b"\xef\xbb\xbf \t\r\n").split(b"\n", 1)[0]
        if not first.startswith(b"{") or b'"session_start"' not in first:
            return False
        try:
            return is_droid_header(orjson.loads(first))
        except orjson.JSONDecodeError:
            return False

    def group_files(self, files: list[str]) -> list[list[str]]:
        """A transcript with its settings file (transcript first)."""
        groups: dict[str, list[str]] = {}
        for path in files:
            groups.setdefault(_session_key(path), []).append(path)
        return [sorted(g, key=lambda p: (p.endswith(SETTINGS_SUFFIX), p)) for _, g in sorted(groups.items())]

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        transcripts = [p for p in files if not p.endswith(SETTINGS_SUFFIX)]
        settings_files = [p for p in files if p.endswith(SETTINGS_SUFFIX)]
        settings = None
        for path in settings_files:
            ctx = ParseContext(path, roots[path], self.config, log)
            if not transcripts:
                ctx.skip("settings_without_transcript", None, os.path.basename(path))
                continue
            settings = load_json(path, ctx)
            if settings is not None and not isinstance(settings, dict):
                ctx.problem("malformed_settings", None, type(settings).__name__)
                settings = None
        for path in transcripts:
            ctx = ParseContext(path, roots[path], self.config, log)
            yield from self._guarded(path, ctx, settings)

    def _guarded(self, path: str, ctx: ParseContext, settings: dict | None) -> Iterator[dict]:
        try:
            yield from parse_droid_file(path, ctx, settings)
        except (TraceFormatError, MemoryError):
            raise
        except Exception as err:
            ctx.problem("parser_error", None, parser_failure(err) + "; the rest of the file was not read")
