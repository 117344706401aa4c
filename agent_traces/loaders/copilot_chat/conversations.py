"""Pass 3: each conversation's snapshots deduplicated into one row, merged and with its context."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import orjson

from ...problems import ProblemLog
from .context import InjectedMemo, scan_context
from .index import TelemetryIndex
from .snapshots import meta, set_meta

ANNOTATIONS = ("mode", "model_source", "model_conflict")


def conversations(index: TelemetryIndex, options: Any) -> list[str]:
    """The index's conversations in order of first snapshot, ``options.sample`` of them if set."""
    convs = [r[0] for r in index.db.execute("SELECT conv FROM conversations ORDER BY first_seq")]
    if options.sample is not None and options.sample < len(convs):
        chosen = set(random.Random(options.seed).sample(convs, options.sample))
        convs = [c for c in convs if c in chosen]
    return convs


def trajectory(
    index: TelemetryIndex, conv: str, options: Any, log: ProblemLog, catalog: Any, injected: InjectedMemo
) -> dict | None:
    """The row of ``conv``: its longest snapshot, filled in from the others (``merge``)."""
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
            merge(winner, other, options.merge_tool_metadata)
    messages = winner["messages"]
    if options.require_system_first and (not messages or messages[0]["role"] != "system"):
        log.add(winner["file"], "not_system_first", winner["line"], conv, fatal=False)
        return None
    context, prompt = scan_context(messages, catalog, injected)
    context = {**winner["context"], **context}
    modes = [meta(m, "mode") for m in messages if m["role"] == "user" and meta(m, "mode")]
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


def merge(winner: dict, other: dict, tool_metadata: bool) -> None:
    """What ``other`` has and ``winner`` lacks, message by message while their roles agree:
    annotations, models, and (``tool_metadata``) tool calls and ids; then context and tools."""
    for mine, theirs in zip(winner["messages"], other["messages"], strict=False):
        if mine["role"] != theirs["role"]:
            break
        for key in ANNOTATIONS:
            if meta(mine, key) is None and meta(theirs, key) is not None:
                set_meta(mine, **{key: meta(theirs, key)})
        if not mine["model"] and theirs["model"]:
            mine["model"] = theirs["model"]
        if tool_metadata:
            if mine["role"] == "assistant" and not mine["tool_calls"] and theirs["tool_calls"]:
                mine["tool_calls"] = theirs["tool_calls"]
            if mine["role"] == "tool" and not mine["tool_call_id"] and theirs["tool_call_id"]:
                mine["tool_call_id"] = theirs["tool_call_id"]
    for key, value in other["context"].items():
        winner["context"].setdefault(key, value)
    if not winner["tools"] and other["tools"]:
        winner["tools"] = other["tools"]
