"""The two streaming passes that rebuild conversations from events, indexed in SQLite."""

from __future__ import annotations

import os
import random
import sqlite3
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import IO, Any

import orjson

from ...converters.anthropic import from_anthropic_messages, is_anthropic_format
from ...converters.openai import from_openai_messages, from_openai_tools
from ...core.config import AgentTracesConfig, ParseContext
from ...core.private import scratch_prefix, scratch_root
from ...core.reading import iter_jsonl
from ...problems import ProblemLog
from .context import (
    CONTEXT_PROPERTIES,
    InjectedMemo,
    load_tag_catalog,
    scan_context,
)
from .events import Event, prop, read_event, rebuild_property, unquote

RECENT = 4096  # lookups of pass 2 remembered (CopilotTelemetryExtractor._recent)
MESSAGE_TEXT_EVENTS = (
    "conversation.messageText",
    "inlineConversation.messageText",
    "editingSession.messageText",
)
SESSION_EVENTS = ("interactiveSessionResponse", "interactiveSessionMessage", "interactiveSessionRequest")
SNAPSHOT_PROPERTIES = ("turnIndex", "messageId", "headerRequestId", "modelCallId", "intent", "detectedIntent")
ANNOTATIONS = ("mode", "model_source", "model_conflict")


@dataclass
class CopilotChatConfig(AgentTracesConfig):
    """Options of the Copilot telemetry extraction.

    Args:
        require_system_first (`bool`, defaults to `True`): keep only conversations whose longest
            snapshot starts with the system prompt (as the original extractor does); the others
            are counted in a warning.
        merge_tool_metadata (`bool`, defaults to `True`): fill the winner's missing assistant
            ``tool_calls`` and tool ``tool_call_id`` from the other snapshots.
        attach_final_answer (`bool`, defaults to `True`): append each output event's assistant
            message to the input snapshot of the same call.
        sample (`int`, *optional*): keep this many conversations, chosen with ``seed``.
        seed (`int`, defaults to `0`): seed of ``sample``.
        context_tag_map (`str`, *optional*): a JSON tag catalog replacing the bundled
            ``data/copilot_context_tags.json``.
    """

    require_system_first: bool = True
    merge_tool_metadata: bool = True
    attach_final_answer: bool = True
    sample: int | None = None
    seed: int = 0
    context_tag_map: str | None = None


# -- snapshots ----------------------------------------------------------------------------------


def parse_snapshot(raw: Any, props: dict, counts: Counter) -> list[dict]:
    """Canonical messages of a ``messagesJson`` list (OpenAI or Anthropic format)."""
    if not isinstance(raw, list):
        counts["messages_json_not_a_list"] += 1
        return []
    if is_anthropic_format(raw) or (
        prop(props, "request.option.system")
        and not any(isinstance(m, dict) and m.get("role") == "system" for m in raw)
    ):
        system = unquote(prop(props, "request.option.system"))
        messages, _ = from_anthropic_messages(raw, system, counts)
        if any(isinstance(m, dict) and m.get("role") == "tool" for m in raw):
            extra, _ = from_openai_messages(
                [m for m in raw if isinstance(m, dict) and m.get("role") == "tool"]
            )
            counts["mixed_format_snapshot"] += 1
            messages += extra
    else:
        messages, _ = from_openai_messages(raw, counts)
        for msg, src in zip(messages, [m for m in raw if isinstance(m, dict)], strict=False):
            if isinstance(src.get("copilot_references"), list) and src["copilot_references"]:
                msg["metadata"] = {**(msg["metadata"] or {}), "copilot_references": src["copilot_references"]}
    kept = []
    for msg in messages:
        if (
            msg["role"] == "assistant"
            and not msg["content"]
            and not msg["tool_calls"]
            and not msg["reasoning_content"]
        ):
            counts["empty_assistant_message"] += 1
            continue
        kept.append(msg)
    return kept


def _set_meta(msg: dict, **values: Any) -> None:
    meta = dict(msg.get("metadata") or {})
    meta.update({k: v for k, v in values.items() if v is not None})
    msg["metadata"] = meta or None


def _meta(msg: dict, key: str) -> Any:
    return (msg.get("metadata") or {}).get(key)


class TelemetryIndex:
    """The cross-file index of one extraction, in a temporary SQLite file (deleted on close)."""

    def __init__(self) -> None:
        self.dir = tempfile.TemporaryDirectory(prefix=scratch_prefix("copilot"), dir=scratch_root())
        self.db = sqlite3.connect(os.path.join(self.dir.name, "index.sqlite"))
        self.db.executescript(
            """
            PRAGMA journal_mode = OFF;
            PRAGMA synchronous = OFF;
            CREATE TABLE turn_modes (conv TEXT, turn INTEGER, mode TEXT, PRIMARY KEY (conv, turn));
            CREATE TABLE request_modes (request TEXT PRIMARY KEY, mode TEXT);
            CREATE TABLE session_models (session TEXT, request TEXT, kind INTEGER, ts TEXT, model TEXT,
                                         PRIMARY KEY (session, request, kind));
            CREATE TABLE outputs (call TEXT, seq INTEGER, payload BLOB, PRIMARY KEY (call, seq));
            CREATE TABLE snapshots (seq INTEGER PRIMARY KEY, conv TEXT, n INTEGER, ts TEXT, payload BLOB);
            CREATE INDEX snapshots_conv ON snapshots (conv, seq);
            CREATE TABLE conversations (conv TEXT PRIMARY KEY, first_seq INTEGER);
            """
        )

    def close(self) -> None:
        self.db.close()
        self.dir.cleanup()


# -- the extraction -----------------------------------------------------------------------------


class CopilotTelemetryExtractor:
    """Two streaming passes over sorted telemetry files → one trajectory per conversation."""

    def __init__(
        self,
        files: list[str],
        roots: dict[str, str],
        log: ProblemLog,
        config: Any,
        opener: Callable[..., IO[bytes]] = open,
    ) -> None:
        """``opener`` opens the ``context_tag_map`` file (see :func:`~.context.load_tag_catalog`)."""
        self.files = sorted(files)
        self.roots = roots
        self.log = log
        self.config = config
        # the extraction options live on CopilotChatConfig; other configs get its defaults
        self.options = config if isinstance(config, CopilotChatConfig) else CopilotChatConfig()
        self.catalog = load_tag_catalog(self.options.context_tag_map, opener)
        self.injected = InjectedMemo(self.catalog)
        # pass 2 reads the tables pass 1 wrote (and no longer changes): the recent answers per
        # conversation and request are kept, as the snapshots of one request come together
        self.recent: dict[tuple, Any] = {}

    def ctx(self, path: str) -> ParseContext:
        return ParseContext(path, self.roots.get(path, path), self.config, self.log)

    def events(self, path: str, ctx: ParseContext, count: bool) -> Iterator[tuple[int, Event]]:
        quiet = ParseContext(path, ctx.rel_path, self.config, ProblemLog()) if not count else ctx
        for line, record in iter_jsonl(path, quiet):
            event = read_event(record)
            if event is None:
                if count:
                    ctx.problem("not_a_telemetry_event", line)
                continue
            kinds = set(map(type, event.properties.values()))  # orjson gives exact dicts and lists
            if dict in kinds or list in kinds:
                nested = [k for k, v in event.properties.items() if isinstance(v, (dict, list))]
                # telemetry properties are text; a nested value is damage, not data to join on
                if count:
                    ctx.problem("malformed_property", line, ", ".join(sorted(nested)[:5]))
                event = Event(
                    event.name,
                    {k: v for k, v in event.properties.items() if k not in nested},
                    event.measurements,
                    event.time,
                )
            yield line, event

    # pass 1 ------------------------------------------------------------------------------------

    def collect(self, index: TelemetryIndex) -> None:
        db = index.db
        for path in self.files:
            ctx = self.ctx(path)
            for _, event in self.events(path, ctx, count=False):
                props = event.properties
                if event.name in MESSAGE_TEXT_EVENTS:
                    if props.get("source") != "user" or not props.get("mode"):
                        continue
                    conv, turn = props.get("conversationId"), props.get("turnIndex")
                    if conv and turn is not None and str(turn).lstrip("-").isdigit():
                        db.execute(
                            "INSERT OR REPLACE INTO turn_modes VALUES (?, ?, ?)",
                            (conv, int(turn), props["mode"]),
                        )
                    if props.get("headerRequestId"):
                        db.execute(
                            "INSERT OR REPLACE INTO request_modes VALUES (?, ?)",
                            (props["headerRequestId"], props["mode"]),
                        )
                elif event.name in SESSION_EVENTS:
                    model = props.get("baseModel") or props.get("model")
                    session, request = props.get("sessionId"), props.get("requestId")
                    if not model or str(model).lower() == "auto" or not session or not request:
                        continue
                    kind = 0 if event.name == "interactiveSessionResponse" else 1
                    row = db.execute(
                        "SELECT ts FROM session_models WHERE session=? AND request=? AND kind=?",
                        (session, request, kind),
                    ).fetchone()
                    if row is None or (event.time or "") >= (row[0] or ""):
                        db.execute(
                            "INSERT OR REPLACE INTO session_models VALUES (?, ?, ?, ?, ?)",
                            (session, request, kind, event.time, model),
                        )
                elif event.name == "engine.messages" and _is_output(props):
                    self._store_output(db, event)
        db.commit()

    def _store_output(self, db: sqlite3.Connection, event: Event) -> None:
        props = event.properties
        call = props.get("modelCallId") or props.get("headerRequestId")
        if not call:
            return
        payload = {k: props[k] for k in props if k.startswith("messagesJ") or k in ("baseModel",)}
        payload["_measurements"] = event.measurements
        payload["_time"] = event.time
        # numbered in the order of the call's outputs: 0, 1, …
        db.execute(
            "INSERT INTO outputs SELECT ?, COUNT(*), ? FROM outputs WHERE call=?",
            (call, orjson.dumps(payload), call),
        )

    # pass 2 ------------------------------------------------------------------------------------

    def extract(self, index: TelemetryIndex) -> None:
        db = index.db
        seq = 0
        input_counts: Counter = Counter()
        for path in self.files:
            ctx = self.ctx(path)
            for line, event in self.events(path, ctx, count=True):
                if event.name != "engine.messages":
                    continue
                props = event.properties
                if _is_output(props):
                    continue
                snapshot = self._snapshot(event, ctx, line, db, input_counts)
                if snapshot is None:
                    continue
                seq += 1
                conv = snapshot["conversation_id"]
                if ("conv", conv) not in self.recent:  # else inserted already: a no-op
                    db.execute("INSERT OR IGNORE INTO conversations VALUES (?, ?)", (conv, seq))
                    self._recent(("conv", conv), lambda: True)
                db.execute(
                    "INSERT INTO snapshots VALUES (?, ?, ?, ?, ?)",
                    (seq, conv, len(snapshot["messages"]), event.time or "", orjson.dumps(snapshot)),
                )
        db.commit()

    def _snapshot(
        self, event: Event, ctx: ParseContext, line: int, db: sqlite3.Connection, input_counts: Counter
    ) -> dict | None:
        props = event.properties
        conv = props.get("conversationId")
        if not conv or not isinstance(conv, str):
            ctx.problem("missing_conversation_id", line)
            return None
        text, scheme = rebuild_property(props)
        if text is None:
            ctx.problem("missing_messages_json", line, conv)
            return None
        if scheme == "bad_compressed":
            ctx.problem("bad_compressed_chunk", line, conv)
        try:
            raw = orjson.loads(text)
        except orjson.JSONDecodeError as err:
            reason = (
                "truncated_messages_json"
                if scheme in ("split_full", "bad_compressed")
                else "malformed_messages_json"
            )
            ctx.problem(reason, line, f"{conv}: {err}")
            return None
        counts: Counter = Counter()
        messages = parse_snapshot(raw, props, counts)
        for reason in ("unknown_role", "malformed_message", "malformed_tool_call", "unparseable_arguments"):
            if counts.get(reason):
                ctx.problem(reason, line, conv, count=counts[reason])
        if not messages:
            ctx.problem("empty_snapshot", line, conv)
            return None
        request_id = props.get("headerRequestId")
        self._tag_modes(messages, conv, request_id, db)
        engine_model = unquote(prop(props, "request.option.model"))
        base_model = props.get("baseModel")
        last = messages[-1]
        if last["role"] == "assistant" and base_model:
            last["model"] = base_model
            _set_meta(last, model_source="engine")
        elif isinstance(engine_model, str) and engine_model:
            last["model"] = engine_model
            _set_meta(last, model_source="engine-request")
        if self.options.attach_final_answer:
            call = props.get("modelCallId") or request_id
            if call:
                key = ("call", call)
                order = input_counts[key]
                input_counts[key] += 1
                answer = self._output(db, call, order, counts)
                if answer is not None:
                    messages.append(answer)
                    last = answer
        session_model = self._session_model(db, conv, request_id)
        if session_model:
            for msg in messages[:-1]:
                if not msg["model"]:
                    msg["model"] = session_model
                    _set_meta(msg, model_source="interactiveSession")
            if last["model"] and last["model"] != session_model:
                _set_meta(last, model_conflict=True, session_model=session_model)
        meta = {k: props[k] for k in SNAPSHOT_PROPERTIES if props.get(k) is not None}
        context = {k: props[k] for k in CONTEXT_PROPERTIES if props.get(k) not in (None, "")}
        tools_raw = unquote(prop(props, "request.option.tools"))
        return {
            "conversation_id": conv,
            "messages": messages,
            "timestamp": event.time,
            "file": ctx.rel_path,
            "line": line,
            "metadata": meta,
            "context": context,
            "tools": from_openai_tools(tools_raw) if isinstance(tools_raw, list) else [],
            "split_scheme": scheme,
            "skipped": dict(counts),
        }

    def _tag_modes(
        self, messages: list[dict], conv: str, request_id: str | None, db: sqlite3.Connection
    ) -> None:
        injected = self.injected
        users = [m for m in messages if m["role"] == "user" and not injected(m["content"])]
        if not users:
            return
        turns = self._recent(
            ("turns", conv),
            lambda: dict(db.execute("SELECT turn, mode FROM turn_modes WHERE conv=?", (conv,)).fetchall()),
        )
        for turn, msg in enumerate(users):
            if turns.get(turn):
                _set_meta(msg, mode=turns[turn])
        if request_id:
            row = self._recent(
                ("mode", request_id),
                lambda: db.execute(
                    "SELECT mode FROM request_modes WHERE request=?", (request_id,)
                ).fetchone(),
            )
            if row:
                _set_meta(users[-1], mode=row[0])

    def _recent(self, key: tuple, read: Any) -> Any:
        """``read()``, a lookup in the index that pass 2 no longer changes, remembered for the
        last ``RECENT`` keys."""
        if key in self.recent:
            return self.recent[key]
        if len(self.recent) >= RECENT:
            self.recent.clear()
        value = self.recent[key] = read()
        return value

    def _session_model(self, db: sqlite3.Connection, conv: str, request_id: str | None) -> str | None:
        if not request_id:
            return None
        row = self._recent(
            ("model", conv, request_id),
            lambda: db.execute(
                "SELECT model FROM session_models WHERE session=? AND request=? ORDER BY kind LIMIT 1",
                (conv, request_id),
            ).fetchone(),
        )
        return row[0] if row else None

    def _output(self, db: sqlite3.Connection, call: str, order: int, counts: Counter) -> dict | None:
        row = db.execute("SELECT payload FROM outputs WHERE call=? AND seq=?", (call, order)).fetchone()
        if row is None:
            return None
        payload = orjson.loads(row[0])
        text, _ = rebuild_property(payload)
        try:
            raw = orjson.loads(text) if text else None
        except orjson.JSONDecodeError:
            counts["malformed_output_messages_json"] += 1
            return None
        if not isinstance(raw, list):
            return None
        messages = parse_snapshot(raw, {}, counts)
        answer = next((m for m in reversed(messages) if m["role"] == "assistant"), None)
        if answer is None:
            return None
        if payload.get("baseModel"):
            answer["model"] = payload["baseModel"]
        _set_meta(
            answer,
            model_source="engine",
            from_output_event=True,
            usage={k: v for k, v in (payload.get("_measurements") or {}).items() if k.endswith("Tokens")}
            or None,
        )
        answer["timestamp"] = payload.get("_time")
        return answer

    # pass 3: dedupe, merge, context -------------------------------------------------------------

    def conversations(self, index: TelemetryIndex) -> list[str]:
        convs = [r[0] for r in index.db.execute("SELECT conv FROM conversations ORDER BY first_seq")]
        if self.options.sample is not None and self.options.sample < len(convs):
            chosen = set(random.Random(self.options.seed).sample(convs, self.options.sample))
            convs = [c for c in convs if c in chosen]
        return convs

    def trajectory(self, index: TelemetryIndex, conv: str) -> dict | None:
        db = index.db
        win = db.execute(
            "SELECT seq FROM snapshots WHERE conv=? ORDER BY n DESC, ts DESC, seq DESC LIMIT 1", (conv,)
        ).fetchone()[0]
        winner = orjson.loads(db.execute("SELECT payload FROM snapshots WHERE seq=?", (win,)).fetchone()[0])
        snapshots = 0
        files: list[str] = []
        first_time = None
        # the winner's payload, read above, is not read again
        for seq, payload in db.execute(
            "SELECT seq, CASE WHEN seq = ? THEN NULL ELSE payload END FROM snapshots WHERE conv=? ORDER BY seq",
            (win, conv),
        ):
            snapshots += 1
            other = winner if seq == win else orjson.loads(payload)
            files.append(other["file"])
            first_time = first_time or other["timestamp"]
            if seq != win:
                self._merge(winner, other)
        messages = winner["messages"]
        if self.options.require_system_first and (not messages or messages[0]["role"] != "system"):
            self.log.add(winner["file"], "not_system_first", winner["line"], conv, fatal=False)
            return None
        context, prompt = scan_context(messages, self.catalog, self.injected)
        context = {**winner["context"], **context}
        modes = [_meta(m, "mode") for m in messages if m["role"] == "user" and _meta(m, "mode")]
        metadata: dict[str, Any] = {
            "conversation_id": conv,
            "telemetry_type": "engine.messages",
            "timestamp": winner["timestamp"],
            **winner["metadata"],
            "mode": modes[0] if modes else None,
            "mode_distribution": dict(Counter(modes)),
            "context": context,
            "snapshots": snapshots,
            "files": list(dict.fromkeys(files)),
            "line": winner["line"],
            "split_scheme": winner["split_scheme"],
        }
        if winner["skipped"]:
            metadata["skipped"] = winner["skipped"]
        return {
            "harness": "copilot_chat",
            "session_id": conv,
            "id": f"copilot_chat:{conv}",
            "messages": messages,
            "tools": winner["tools"],
            "model": messages[-1]["model"],
            "first_prompt": prompt,
            "sent_at": first_time,
            "file_path": winner["file"],
            "metadata": metadata,
        }

    def _merge(self, winner: dict, other: dict) -> None:
        for mine, theirs in zip(winner["messages"], other["messages"], strict=False):
            if mine["role"] != theirs["role"]:
                break
            for key in ANNOTATIONS:
                if _meta(mine, key) is None and _meta(theirs, key) is not None:
                    _set_meta(mine, **{key: _meta(theirs, key)})
            if not mine["model"] and theirs["model"]:
                mine["model"] = theirs["model"]
            if self.options.merge_tool_metadata:
                if mine["role"] == "assistant" and not mine["tool_calls"] and theirs["tool_calls"]:
                    mine["tool_calls"] = theirs["tool_calls"]
                if mine["role"] == "tool" and not mine["tool_call_id"] and theirs["tool_call_id"]:
                    mine["tool_call_id"] = theirs["tool_call_id"]
        for key, value in other["context"].items():
            winner["context"].setdefault(key, value)
        if not winner["tools"] and other["tools"]:
            winner["tools"] = other["tools"]

    def rows(self) -> Iterator[dict]:
        index = TelemetryIndex()
        try:
            self.collect(index)
            self.extract(index)
            for conv in self.conversations(index):
                row = self.trajectory(index, conv)
                if row is not None:
                    yield row
        finally:
            index.close()


def _is_output(props: dict) -> bool:
    """Output events carry ``baseModel`` and never ``request.option.*``."""
    return props.get("baseModel") is not None and not any(
        k.startswith(("request.option.", "request_option_")) for k in props
    )
