"""Rows of transcripts: a session's conversation and branches, its subagents, and copies dropped."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable
from typing import Any

import orjson

from ...converters.schema import (
    iso_utc,
    mark_copied,
    mark_copied_keys,
    mark_copied_prefix,
    message_key,
    tool,
)
from ...core.reading import open_binary
from .convert import USAGE_KEYS, first_request
from .families import _name, _parent
from .transcript import Transcript

HARNESS = "claude_code"


def _row(
    t: Transcript,
    positions: list[int],
    crossed: int,
    *,
    session_id: str,
    row_id: str,
) -> dict:
    conv = t.convert(positions)
    messages = conv.run()
    skipped = Counter(t.skipped)
    skipped.update(conv.skipped)
    side = t.side
    chosen_side = sum(1 for p in positions if side[p])
    if chosen_side < len(positions) or t.side_count == len(t.records):
        skipped["sidechain"] += t.side_count - chosen_side
        skipped["other_branch"] += len(t.records) - t.side_count - (len(positions) - chosen_side)
    else:
        skipped["other_sidechain"] += t.side_count - chosen_side
    skipped = +skipped
    main_model = conv.models.most_common(1)[0][0] if conv.models else None
    metadata: dict[str, Any] = {
        "cwd": conv.info.get("cwd"),
        "git_branch": conv.info.get("git_branch"),
        "versions": list(conv.versions),
        "models": list(conv.model_order),
        "usage": conv.usage_total(),
        "permission_mode": conv.info.get("permission_mode") or t.permission_mode,
        "entrypoint": conv.info.get("entrypoint"),
        "slug": conv.info.get("slug"),
        "record_types": dict(sorted(t.types.items())),
        "records": len(positions),
        "skipped": dict(sorted(skipped.items())),
    }
    if t.relinked:
        metadata["relinked_records"] = t.relinked
    if t.titles:
        metadata["title"] = t.titles[-1]
    if t.modes:
        metadata["modes"] = t.modes
    if conv.away_summaries:
        metadata["away_summaries"] = conv.away_summaries
    if conv.attachments:
        metadata["attachments"] = conv.attachments
    if conv.counts.get("images"):
        metadata["images"] = conv.counts["images"]
    if t.summaries:
        metadata["summaries"] = t.summaries
    if conv.compactions or crossed:
        metadata["compactions"] = conv.compactions
    if t.compaction_fallbacks:
        metadata["compaction_fallbacks"] = t.compaction_fallbacks
    if conv.agent_calls:
        results = conv.info.get("agent_results", {})
        by_call = {call_id: agent for agent, call_id in results.items()}
        for call in conv.agent_calls:
            call["agent_id"] = by_call.get(call["tool_call_id"])
        metadata["subagent_calls"] = conv.agent_calls
    tools: list[dict] = []
    completed = None
    if t.init is not None:
        names = t.init.get("tools") if isinstance(t.init.get("tools"), list) else []
        tools = [tool(str(n)) for n in names if isinstance(n, str)]
        main_model = t.init.get("model") if isinstance(t.init.get("model"), str) else main_model
        metadata["cwd"] = metadata["cwd"] or t.init.get("cwd")
        metadata["permission_mode"] = metadata["permission_mode"] or t.init.get("permissionMode")
        if t.init.get("mcp_servers"):
            metadata["mcp_servers"] = t.init["mcp_servers"]
    if t.result is not None:
        res = t.result
        completed = res.get("subtype") == "success" and not res.get("is_error")
        metadata["result"] = {
            k: res.get(k)
            for k in ("subtype", "is_error", "num_turns", "duration_ms", "total_cost_usd", "usage")
            if k in res
        }
        if not any(metadata["usage"].values()) and isinstance(res.get("usage"), dict):
            metadata["usage"] = {k: res["usage"].get(k, 0) for k in USAGE_KEYS}
    return {
        "id": row_id,
        "first_prompt": first_request(messages),
        "harness": HARNESS,
        "session_id": session_id,
        "messages": messages,
        "tools": tools,
        "model": main_model,
        "completed": completed,
        "file_path": t.ctx.rel_path,
        "metadata": metadata,
        "_uuids": [t.uuids[p] for p in positions],
        "_agent_results": conv.info.get("agent_results", {}),
    }


def session_rows(t: Transcript, branches: str, subagents: bool) -> list[dict]:
    """Rows of one session file: the main conversation, other branches, inline subagents."""
    rows = []
    selections = t.selections(branches)
    if not selections:
        return rows
    session_id = t.session_id(selections[0][0])
    for n, (positions, crossed) in enumerate(selections):
        row_id = f"{HARNESS}:{session_id}" + (f":branch-{n}" if n else "")
        row = _row(t, positions, crossed, session_id=session_id, row_id=row_id)
        row["metadata"]["branch"] = "main" if n == 0 else f"branch-{n}"
        if branches == "all":
            row["metadata"]["branches"] = len(selections)
        if n:  # a branch repeats the main conversation up to where it forked: marked as copied
            row["metadata"]["copied_turns"] = mark_copied_prefix(row, rows[0])
        rows.append(row)
    # after the branches compared themselves with the main row as read
    _mark_resumed(t, selections[0][0], rows[0])
    if branches == "main" and t.tree:
        dropped = t.dropped_branches(selections[0][0])
        if dropped["records"]:
            rows[0]["metadata"]["dropped_branches"] = dropped
            t.ctx.skip(
                "other_branch",
                None,
                f"{dropped['branches']} branch(es): {dropped['records']} records, "
                f"{dropped['tool_calls']} tool calls (branches='all' keeps them)",
                count=dropped["records"],
            )
    if subagents:
        rows.extend(_inline_subagent_rows(t, session_id, rows[0]))
    return rows


def _mark_resumed(t: Transcript, positions: list[int], row: dict) -> None:
    """A resumed session's copy of the session it resumes (its first records, another
    ``sessionId``): those messages get ``metadata.copied_from = "claude_code:<that session>"``
    and the row ``metadata.resumed_from`` and ``copied_turns``."""
    found = t.resumed_from(positions, row["session_id"])
    if found is None:
        return
    other, last = found
    end = iso_utc(last) or last
    count = 0
    for msg in row["messages"]:
        stamp = msg.get("timestamp")
        if not isinstance(stamp, str) or stamp > end:
            break
        count += 1
    if count:
        row["metadata"]["resumed_from"] = other
        row["metadata"]["copied_turns"] = mark_copied(row, count, f"{HARNESS}:{other}")


def _mark_parent_copy(row: dict, keys: list[bytes] | None, parent_id: str) -> None:
    """A subagent that starts with its parent's conversation (a forked context): those
    messages get ``metadata.copied_from`` = the parent's row id, the row ``copied_turns``."""
    if keys and (n := mark_copied_keys(row, keys, parent_id)):
        row["metadata"]["copied_turns"] = n


def _inline_subagent_rows(t: Transcript, session_id: str, parent: dict) -> list[dict]:
    calls_by_prompt: dict[str, str] = {}
    for msg in parent["messages"]:
        for call in msg.get("tool_calls") or ():
            args = call["function"]["arguments"]
            is_agent = call["function"]["name"] in ("Task", "Agent")
            if is_agent and isinstance(args, dict) and isinstance(args.get("prompt"), str):
                calls_by_prompt.setdefault(args["prompt"], call["id"])
    rows = []
    parent_keys: list | None = None  # the parent's message keys, made once for all its subagents
    for positions, crossed in t.sidechain_runs():
        root_agent, content = t._run_root(t.records[positions[0]])
        agent_id = str(root_agent or t.uuids[positions[0]])
        row = _row(
            t,
            positions,
            crossed,
            session_id=session_id,
            row_id=f"{HARNESS}:{session_id}:agent-{agent_id}",
        )
        row["metadata"]["agent"] = {
            "agent_id": agent_id,
            "parent_session_id": session_id,
            "tool_call_id": calls_by_prompt.get(content) if isinstance(content, str) else None,
            "layout": "inline",
        }
        if parent_keys is None:
            parent_keys = [message_key(m) for m in parent["messages"]]
        _mark_parent_copy(row, parent_keys, parent["id"])
        rows.append(row)
    return rows


def agent_row(
    t: Transcript, links: dict[str, dict], isfile: Callable[[str], bool] = os.path.isfile
) -> dict | None:
    """The row of one subagent file, linked to the call that started it (None for an empty file).

    ``isfile`` tells whether the ``.meta.json`` sidecar exists: the builder passes its module's
    ``os.path.isfile``, which ``datasets`` patches to see remote files (with the load's token)."""
    selections = t.selections("main", sidechain=True) or t.selections("main", sidechain=False)
    if not selections:
        return None
    positions, crossed = selections[0]
    first_agent, _ = t._run_root(t.records[positions[0]])
    stem = _name(t.path).split(".")[0]
    agent_id = str(first_agent or stem.removeprefix("agent-"))
    parent_sid = t._session_id_of(t.records[positions[0]])
    if not isinstance(parent_sid, str) or not parent_sid:
        parent_sid = _name(_parent(_parent(t.path))) or stem
    row = _row(
        t,
        positions,
        crossed,
        session_id=parent_sid,
        row_id=f"{HARNESS}:{parent_sid}:agent-{agent_id}",
    )
    link = links.get(agent_id, {})
    agent_meta: dict[str, Any] = {
        "agent_id": agent_id,
        "parent_session_id": parent_sid,
        "tool_call_id": link.get("tool_call_id"),
        "subagent_type": link.get("subagent_type"),
        "description": link.get("description"),
        "layout": "subagents_dir" if _name(_parent(t.path)) == "subagents" else "project_dir",
    }
    sidecar = t.path[: -len(".jsonl")] + ".meta.json" if t.path.endswith(".jsonl") else None
    if sidecar and isfile(sidecar):
        try:
            with open_binary(sidecar) as handle:
                side = orjson.loads(handle.read())
            if isinstance(side, dict):
                agent_meta["meta"] = side
                agent_meta["subagent_type"] = agent_meta["subagent_type"] or side.get("agentType")
                agent_meta["description"] = agent_meta["description"] or side.get("description")
        except (OSError, orjson.JSONDecodeError) as err:
            t.ctx.problem("malformed_sidecar", None, f"{_name(sidecar)}: {err}")
    row["metadata"]["agent"] = agent_meta
    return row


def drop_copies(rows: list[dict]) -> list[dict]:
    """Keep each conversation once: a main row whose records all appear in a longer one goes."""
    mains = sorted(
        (r for r in rows if r["metadata"].get("branch") == "main" and "agent" not in r["metadata"]),
        key=lambda r: -len(r["_uuids"]),
    )
    kept: list[tuple[dict, set]] = []
    dropped: set[int] = set()
    for row in mains:
        uuids = set(row["_uuids"])
        holder = next((k for k, s in kept if uuids <= s), None)
        if holder is not None:
            holder["metadata"]["duplicates_dropped"] = holder["metadata"].get("duplicates_dropped", 0) + 1
            holder["metadata"].setdefault("duplicate_files", []).append(row["file_path"])
            dropped.add(id(row))
            _unmark(holder, row["id"])
        else:
            kept.append((row, uuids))
    dropped_sessions = {r["session_id"] for r in rows if id(r) in dropped}
    return [
        r
        for r in rows
        if id(r) not in dropped
        and not (r["metadata"].get("branch") != "main" and r["session_id"] in dropped_sessions)
    ]


def _unmark(row: dict, source_id: str) -> None:
    """The messages ``row`` copied from ``source_id`` are its own again: that row was left out
    as a copy of this one, so they are trained here, once."""
    unmarked = 0
    for i, msg in enumerate(row["messages"]):
        meta = msg.get("metadata")
        if isinstance(meta, dict) and meta.get("copied_from") == source_id:
            rest = {k: v for k, v in meta.items() if k != "copied_from"}
            row["messages"][i] = {**msg, "metadata": rest or None}
            unmarked += msg["role"] == "assistant"
    if unmarked:
        left = row["metadata"].get("copied_turns", 0) - unmarked
        if left > 0:
            row["metadata"]["copied_turns"] = left
        else:
            row["metadata"].pop("copied_turns", None)
            row["metadata"].pop("resumed_from", None)


def _clean(row: dict) -> dict:
    for key in ("_uuids", "_agent_results"):
        row.pop(key, None)
    return row
