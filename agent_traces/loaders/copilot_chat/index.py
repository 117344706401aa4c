"""The cross-file index of one extraction, and pass 1, which fills it.

Pass 1 reads every file for what pass 2 joins each snapshot with: the mode of each user turn and
request, the model of each chat session's request, and each call's output events.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from collections.abc import Iterable

import orjson

from ...core.private import scratch_prefix, scratch_root
from .events import Event

MESSAGE_TEXT_EVENTS = (
    "conversation.messageText",
    "inlineConversation.messageText",
    "editingSession.messageText",
)
SESSION_EVENTS = ("interactiveSessionResponse", "interactiveSessionMessage", "interactiveSessionRequest")


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


def is_output(props: dict) -> bool:
    """Output events carry ``baseModel`` and never ``request.option.*``."""
    return props.get("baseModel") is not None and not any(
        k.startswith(("request.option.", "request_option_")) for k in props
    )


def collect(index: TelemetryIndex, events: Iterable[Event]) -> None:
    """Pass 1: what pass 2 joins its snapshots with, from all ``events`` (of every file, in order):
    the modes of user turns and requests, the models of chat sessions, and the output events."""
    db = index.db
    for event in events:
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
        elif event.name == "engine.messages" and is_output(props):
            store_output(db, event)
    db.commit()


def store_output(db: sqlite3.Connection, event: Event) -> None:
    """An output event, numbered in the order of its call's outputs."""
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
