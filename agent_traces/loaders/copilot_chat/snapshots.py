"""Pass 2: each input snapshot of ``engine.messages`` to canonical messages, in the index.

A snapshot is the whole conversation as one model call saw it; its messages are tagged with the
modes and models pass 1 collected, and its call's answer (an output event) appended.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Iterable
from typing import Any

import orjson

from ...converters.anthropic import from_anthropic_messages, is_anthropic_format
from ...converters.openai import from_openai_messages, from_openai_tools
from ...core.config import ParseContext
from .context import CONTEXT_PROPERTIES, InjectedMemo
from .events import Event, prop, rebuild_property, unquote
from .index import TelemetryIndex, is_output

RECENT = 4096  # lookups of pass 2 remembered (SnapshotReader._recent)
SNAPSHOT_PROPERTIES = ("turnIndex", "messageId", "headerRequestId", "modelCallId", "intent", "detectedIntent")


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


def set_meta(msg: dict, **values: Any) -> None:
    """``values`` that are not None into ``msg``'s metadata."""
    meta = dict(msg.get("metadata") or {})
    meta.update({k: v for k, v in values.items() if v is not None})
    msg["metadata"] = meta or None


def meta(msg: dict, key: str) -> Any:
    """``msg``'s metadata ``key``, or None."""
    return (msg.get("metadata") or {}).get(key)


class SnapshotReader:
    """Pass 2 of one extraction, remembering the index lookups of recent snapshots."""

    def __init__(self, injected: InjectedMemo, attach_final_answer: bool) -> None:
        self.injected = injected
        self.attach_final_answer = attach_final_answer
        # pass 2 reads the tables pass 1 wrote (and no longer changes): the recent answers per
        # conversation and request are kept, as the snapshots of one request come together
        self.recent: dict[tuple, Any] = {}

    def extract(
        self, index: TelemetryIndex, files: Iterable[tuple[ParseContext, Iterable[tuple[int, Event]]]]
    ) -> None:
        """Pass 2: each input snapshot of ``files`` (a context and its numbered events, each)
        into the index, its messages tagged with what pass 1 collected."""
        db = index.db
        seq = 0
        input_counts: Counter = Counter()
        for ctx, events in files:
            for line, event in events:
                if event.name != "engine.messages":
                    continue
                props = event.properties
                if is_output(props):
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
            set_meta(last, model_source="engine")
        elif isinstance(engine_model, str) and engine_model:
            last["model"] = engine_model
            set_meta(last, model_source="engine-request")
        if self.attach_final_answer:
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
                    set_meta(msg, model_source="interactiveSession")
            if last["model"] and last["model"] != session_model:
                set_meta(last, model_conflict=True, session_model=session_model)
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
                set_meta(msg, mode=turns[turn])
        if request_id:
            row = self._recent(
                ("mode", request_id),
                lambda: db.execute(
                    "SELECT mode FROM request_modes WHERE request=?", (request_id,)
                ).fetchone(),
            )
            if row:
                set_meta(users[-1], mode=row[0])

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
        set_meta(
            answer,
            model_source="engine",
            from_output_event=True,
            usage={k: v for k, v in (payload.get("_measurements") or {}).items() if k.endswith("Tokens")}
            or None,
        )
        answer["timestamp"] = payload.get("_time")
        return answer
