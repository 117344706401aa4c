"""OpenAI Codex CLI / Codex IDE rollouts (``codex``).

Codex writes one JSONL "rollout" per session under ``$CODEX_HOME/sessions/YYYY/MM/DD/``
(``CODEX_HOME`` defaults to ``~/.codex``), named ``rollout-<timestamp>-<uuid>.jsonl``, and moves
it to ``$CODEX_HOME/archived_sessions/`` when the user archives the conversation; with no
``data_files`` both are read. Every line
is ``{"timestamp", "type", "payload"}``:

- ``session_meta``: ``id``, ``cwd``, ``originator`` (``codex_cli_rs``, ``codex_vscode``…),
  ``cli_version``, ``git`` (commit, branch, repository URL), newer ``base_instructions``;
- ``turn_context``: per turn (older versions: per model request) ``model``,
  ``approval_policy``, ``sandbox_policy``, ``effort``, ``summary``, ``cwd``;
- ``response_item``: what the model saw and said, in the Responses API item shapes —
  ``message`` (role ``user``/``assistant``/``developer``, ``input_text``/``output_text``
  parts), ``reasoning`` (``summary`` parts; ``encrypted_content`` is opaque and only counted),
  ``function_call`` / ``function_call_output`` paired by ``call_id``,
  ``custom_tool_call`` / ``custom_tool_call_output`` (freeform tools such as ``apply_patch``,
  whose raw ``input`` becomes the arguments ``{"input": …}``), ``local_shell_call``,
  ``web_search_call`` and ``ghost_snapshot`` (an undo snapshot, counted);
- ``event_msg``: UI events — ``user_message``, ``agent_message``, ``agent_reasoning`` repeat
  the response items' text, ``token_count`` carries the running token usage,
  ``turn_aborted`` / ``task_complete`` end a turn;
- ``compacted``: the history was summarized. Its ``replacement_history`` (response items) is
  the context the model saw from then on: its messages are added at that point, each flagged
  ``{"injected": True, "kind": "compact_history", "compaction": n}`` (system messages without
  ``injected``), and the last user message of it, the summary, ``kind: "compact_summary"``; the
  other items there (an opaque remote ``compaction`` item, calls) are counted, not repeated. A
  ``compacted`` record with only a ``message`` gives that message as the summary. The conversation
  before stays whole;
- ``world_state`` (0.144): the environment the model is told about (cwd, shell, date, time
  zone, filesystem permissions), ``full`` or a partial update; merged into
  ``metadata.world_state``. 0.144's ``thread_settings_applied`` events (the latest kept as
  ``metadata.thread_settings``) and ``item_completed`` (a finished plan, kept in
  ``metadata.items_completed``) are metadata too.

Codex 0.144's "code mode" runs shell work through a freeform ``exec`` tool whose input is
JavaScript calling ``tools.exec_command({...})`` (and ``wait`` to poll a running cell): the
arguments stay ``{"input": <the script>}`` and the message's ``metadata.code_mode`` lists the
``tools.*`` functions each script calls. Tool outputs may be lists of ``input_text`` items: they
are joined in order (a newline between two only where the first lacks one).

``sent_at`` is the time of the first message the user typed; the rollout's start is
``metadata.started_at``.

The response items are the trajectory. Text that appears both as a response item and as an
event is emitted once; an event whose text has no response item (older or trimmed rollouts)
is added in its place. Consecutive assistant items (reasoning, text, calls) of one model
response form one assistant message. User messages Codex writes itself
(``<environment_context>``, ``<user_instructions>``, AGENTS.md) are marked injected.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator
from datetime import datetime
from typing import Any

import orjson

from ...converters.openai import content_text
from ...converters.schema import iso_utc, mark_copied, message
from ...core.builder import AgentTracesBuilder
from ...core.config import ParseContext
from ...core.reading import iter_jsonl
from .records import (
    ASSISTANT_ITEMS,
    INJECTED_PREFIXES,
    OUTPUT_ITEMS,
    _compacted,
    _event,
    _reasoning_text,
    _response_item,
    _RolloutState,
    code_mode_tools,
    is_injected_text,
    output_items_text,
)

__all__ = [
    "ASSISTANT_ITEMS",
    "INJECTED_PREFIXES",
    "OUTPUT_ITEMS",
    "RECORD_TYPES",
    "Codex",
    "code_mode_tools",
    "codex_home",
    "is_injected_text",
    "output_items_text",
    "parse_codex_file",
]

RECORD_TYPES = ("session_meta", "turn_context", "response_item", "event_msg", "compacted", "world_state")
_RECORD_TYPES = frozenset(RECORD_TYPES)
_UUID_RE = re.compile(r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})", re.IGNORECASE)


def codex_home() -> str:
    """``$CODEX_HOME`` or ``~/.codex``."""
    return os.path.expanduser(os.environ.get("CODEX_HOME") or "~/.codex")


def _first_pass(path: str, ctx: ParseContext) -> tuple[list[tuple[int, str, dict, Any, Any]], Counter]:
    """The rollout's valid records as ``(line, type, payload, timestamp as written, known)``, and
    the texts its response items carry.

    ``known`` is what was worked out for a record here, so that the second pass does not redo it:
    a message's ``(text, counts of its non-text parts)`` and a reasoning item's text. The texts
    are keyed like the events that would repeat them. orjson gives plain ``dict``s and ``str``s
    only, so the checks compare classes (what ``isinstance`` would decide, cheaper per line).
    """
    records: list[tuple[int, str, dict, Any, Any]] = []
    add = records.append
    dup: Counter = Counter()
    part_counts: Counter = Counter()
    record_types = _RECORD_TYPES
    for line, record in iter_jsonl(path, ctx):
        if record.__class__ is not dict:
            ctx.problem("unknown_record_type", line, str(record))
            continue
        kind = record.get("type")
        if kind.__class__ is not str or kind not in record_types:
            ctx.problem("unknown_record_type", line, str(kind))
            continue
        payload = record.get("payload")
        if payload.__class__ is not dict:
            ctx.problem("missing_payload", line)
            continue
        known = None
        if kind == "response_item":
            item = payload.get("type")
            if item == "message":
                text = content_text(payload.get("content"), part_counts)
                if part_counts:
                    known = (text, dict(part_counts))
                    part_counts.clear()
                else:
                    known = (text, None)
                role = payload.get("role")
                if role == "user":
                    dup[("user_message", text.strip())] += 1
                elif role == "assistant":
                    dup[("agent_message", text.strip())] += 1
            elif item == "reasoning":
                summary = payload.get("summary")
                texts = (
                    [str(p.get("text") or "") for p in summary if p.__class__ is dict]
                    if summary.__class__ is list
                    else []
                )
                for text in texts:
                    dup[("agent_reasoning", text.strip())] += 1
                known = _reasoning_text(payload, texts)
                dup[("agent_reasoning", known.strip())] += 1
        add((line, kind, payload, record.get("timestamp"), known))
    return records, dup


def parse_codex_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """One canonical row per rollout file; the id is ``codex:<session id>``."""
    records, dup = _first_pass(path, ctx)
    if not records:
        return
    state = _RolloutState(ctx, dup)
    meta: dict[str, Any] = {}
    session: dict = {}
    models: list[str] = []
    first_stamp = session_stamp = None
    for line, kind, payload, stamp, known in records:
        # iso_utc keeps a string ending in "Z" as written: skip the call for the usual stamp
        timestamp = (
            stamp
            if stamp.__class__ is str and stamp.endswith("Z") and not stamp[:1].isspace()
            else iso_utc(stamp)
        )
        first_stamp = first_stamp or timestamp
        if kind == "response_item":
            _response_item(state, payload, timestamp, line, known)
        elif kind == "event_msg":
            _event(state, payload, timestamp, meta)
        elif kind == "session_meta":
            if session:
                meta.setdefault("extra_session_meta", []).append(payload.get("id"))
                continue
            session = payload
            session_stamp = timestamp
            base = payload.get("base_instructions")
            text = base.get("text") if isinstance(base, dict) else base
            if isinstance(text, str) and text:
                state.messages.append(message("system", text, metadata={"source": "base_instructions"}))
        elif kind == "turn_context":
            state.close()
            model = payload.get("model")
            if isinstance(model, str) and model:
                state.model = model
                if model not in models:
                    models.append(model)
            meta["turn_context"] = {
                k: payload[k]
                for k in ("approval_policy", "sandbox_policy", "effort", "summary", "cwd")
                if k in payload
            }
        elif kind == "compacted":
            _compacted(state, payload, timestamp, line, meta)
        elif kind == "world_state":
            world = payload.get("state") if isinstance(payload.get("state"), dict) else {}
            base = None if payload.get("full") else meta.get("world_state")
            meta["world_state"] = _merged(base, world) if isinstance(base, dict) else world
            state.counts["world_state_updates"] += 1
    # freed before the row is yielded, not when the next file starts: the cyclic collector runs
    # when the table generator yields a table (it is paused while rows are built), and would
    # walk every record of this file while this generator waits at its ``yield``
    del records
    session_id = str(session.get("id") or _session_from_name(path))
    parent = _parent_thread(session)
    if parent is not None and session_stamp is not None:
        start, end = _replayed(state.messages, session_stamp)
        if end > start:
            meta["forked_from"] = parent
            meta["copied_turns"] = mark_copied({"messages": state.messages}, end, f"codex:{parent}", start)
    meta["started_at"] = iso_utc(session.get("timestamp")) or first_stamp
    for key in (
        "originator",
        "cli_version",
        "cwd",
        "git",
        "source",
        "thread_source",
        "model_provider",
        "instructions",
    ):
        if session.get(key) is not None:
            meta[key] = session[key]
    if models:
        meta["models"] = models
    last_end = meta.pop("_last_turn_end", None)
    if state.counts:
        meta["counts"] = dict(state.counts)
    if state.events:
        meta["events"] = dict(state.events)
    yield {
        "id": f"codex:{session_id}",
        "harness": "codex",
        "session_id": session_id,
        "messages": state.messages,
        "tools": [],
        "model": models[-1] if models else None,
        "sent_at": None,  # the first typed user message's time (finalize_row); not the session start
        "completed": {"complete": True, "aborted": False}.get(last_end),
        "file_path": ctx.rel_path,
        "metadata": meta,
    }


REPLAY_BURST_SECONDS = 1.0


def _parent_thread(session: dict) -> str | None:
    """The thread a rollout continues with a copy of its history: ``forked_from_id`` (a fork), or
    the parent of a subagent spawned with its context (``source.subagent.thread_spawn``)."""
    forked = session.get("forked_from_id")
    if isinstance(forked, str) and forked:
        return forked
    source = session.get("source")
    sub = source.get("subagent") if isinstance(source, dict) else None
    spawn = sub.get("thread_spawn") if isinstance(sub, dict) else None
    parent = spawn.get("parent_thread_id") if isinstance(spawn, dict) else None
    return parent if isinstance(parent, str) and parent else None


def _seconds(stamp: Any) -> float | None:
    if not isinstance(stamp, str):
        return None
    try:
        return datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


def _replayed(messages: list[dict], session_stamp: str) -> tuple[int, int]:
    """``(start, end)``: the messages a forked rollout replays from its parent, those written
    within ``REPLAY_BURST_SECONDS`` of its ``session_meta`` (Codex re-stamps the copied lines to
    the fork instant), from the first timestamped one (the rollout's own base instructions,
    untimed, come first) to the first written later, without the user and system messages that
    end the burst (the rollout's own: a subagent's task), and only when it holds an answer."""
    origin = _seconds(session_stamp)
    start = end = None
    for i, msg in enumerate(messages):
        when = _seconds(msg.get("timestamp"))
        if when is None:
            if start is None:
                continue
            break
        if origin is None or when - origin > REPLAY_BURST_SECONDS:
            break
        start = i if start is None else start
        end = i + 1
    if start is None:
        return 0, 0
    # the burst's last user/system messages are the rollout's own (a subagent's task prompt and
    # context, written at the same instant); a burst without an answer copied nothing to train
    while end > start and messages[end - 1]["role"] in ("user", "system"):
        end -= 1
    if not any(messages[i]["role"] == "assistant" for i in range(start, end)):
        return 0, 0
    return start, end


def _merged(base: dict, update: dict) -> dict:
    """``base`` with ``update`` merged in, nested objects key by key (a partial ``world_state``)."""
    out = dict(base)
    for key, value in update.items():
        old = out.get(key)
        out[key] = _merged(old, value) if isinstance(old, dict) and isinstance(value, dict) else value
    return out


def _session_from_name(path: str) -> str:
    name = os.path.basename(path)
    match = _UUID_RE.search(name)
    return match.group(1) if match else name.split(".")[0]


class Codex(AgentTracesBuilder):
    """Codex CLI and Codex IDE extension session rollouts."""

    NAME = "codex"
    DESCRIPTION = "OpenAI Codex CLI / IDE rollouts as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl",)

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(codex_home(), "sessions")

    @classmethod
    def default_locations(cls) -> list[str]:
        """``sessions`` and ``archived_sessions`` (archiving moves a rollout there)."""
        return [cls.default_location(), os.path.join(codex_home(), "archived_sessions")]

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        for raw in head.splitlines()[:5]:
            try:
                record = orjson.loads(raw)
            except orjson.JSONDecodeError:
                continue
            return (
                isinstance(record, dict)
                and record.get("type") in RECORD_TYPES
                and isinstance(record.get("payload"), dict)
                and "timestamp" in record
            )
        return os.path.basename(path).startswith("rollout-") and b'"payload"' in head[:4096]

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_codex_file(path, ctx)
