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

from ..converters.openai import content_text, image_placeholder
from ..converters.schema import as_list, iso_utc, mark_copied, message, tool_call
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import iter_jsonl

RECORD_TYPES = ("session_meta", "turn_context", "response_item", "event_msg", "compacted", "world_state")
_RECORD_TYPES = frozenset(RECORD_TYPES)
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
_UUID_RE = re.compile(r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})", re.IGNORECASE)


def codex_home() -> str:
    """``$CODEX_HOME`` or ``~/.codex``."""
    return os.path.expanduser(os.environ.get("CODEX_HOME") or "~/.codex")


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
