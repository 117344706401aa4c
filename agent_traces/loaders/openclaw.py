"""OpenClaw agent sessions (``openclaw``).

OpenClaw (a personal-assistant gateway built on Pi's coding agent) keeps each agent's sessions
under ``~/.openclaw/agents/<agentId>/sessions/``:

- ``<sessionId>.jsonl``: the transcript, a Pi v3 session file (see ``loaders/pi.py``) whose header
  names a workspace under ``~/.openclaw/`` and whose entries add OpenClaw's own types: ``custom``
  entries ``model-snapshot``, ``openclaw.cache-ttl``, ``openclaw:prompt-error``,
  ``openclaw:bootstrap-context:full`` (state, never sent to the model) and ``custom_message``
  ``openclaw.runtime-context`` (context the model gets, injected).
- archived copies of a transcript: ``<id>.jsonl.reset.<ISO time>`` (on ``/reset``),
  ``<id>.jsonl.deleted.<ISO time>``, ``<id>.jsonl.bak-<pid>-<ms>`` and
  ``<id>.checkpoint.<uuid>.jsonl`` (a copy taken before a compaction). All are read; a session
  is one row however many copies of it the folder holds: the live file, else the latest archive,
  else a backup, else a checkpoint (the largest of a kind), the other copies counted as the skip
  ``session_copy``.
- ``sessions.json``: the index, ``{"agent:<agentId>:<key>": {sessionId, sessionFile, spawnedBy,
  label, chatType, …}}``. Sub-agent and cron runs are separate sessions; only the index links
  them: ``agent:main:subagent:<uuid>`` → ``spawnedBy: "agent:main:main"``. The row of such a
  session gets ``metadata.agent = {agent_id, kind, label, spawned_by, parent_session_id}`` as a
  Claude Code sub-agent row does (``parent_session_id`` resolved through the index).
- ``<id>.trajectory.jsonl`` (OpenClaw 2026.4+, ``traceSchema: openclaw-trajectory``): one block
  per run — ``session.started``, ``trace.metadata`` (harness version, model, redacted config),
  ``context.compiled`` (``systemPrompt``, ``tools``, messages), ``prompt.submitted``,
  ``model.completed``, ``trace.artifacts``, ``session.ended``. Read with its transcript: the
  first compiled system prompt becomes the row's system message and the compiled tools its
  ``tools``; the harness version and the number of runs go to metadata. ``<id>.trajectory-path.json``
  only points at it and is recognized, not read.

Differences from Pi's reading:

- ``harness`` is ``openclaw`` and ids are ``openclaw:<sessionId>``.
- Assistant entries with ``provider: "openclaw"`` and ``model: "delivery-mirror"`` (text the
  gateway mirrored to a chat channel) or ``"gateway-injected"`` (the gateway's error text) are
  not model output: they are kept out of the messages, listed in ``metadata.pseudo_assistant``
  and counted in ``metadata.counts``.
- Local models reuse tool-call ids (one id for hundreds of calls): calls and results are paired
  by order — a call whose id was already used gets ``<id>#<n>``, and each result answers the
  oldest open call of its id — so no result is reported as an orphan that has its call.

Files are read a folder at a time (the index and the trajectories are needed by every session).
"""

from __future__ import annotations

import os
import re
from collections import Counter, defaultdict, deque
from collections.abc import Iterator
from typing import Any

from ..converters.schema import as_list, message, tool
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.detection import read_head
from ..core.reading import iter_jsonl, load_json
from ..core.sniffing import head_document, head_records, top_level_keys
from ..problems import ProblemLog
from .pi import _Session, is_openclaw_head, parse_pi_file

HARNESS = "openclaw"
PSEUDO_MODELS = ("delivery-mirror", "gateway-injected")
TRAJECTORY_SCHEMA = "openclaw-trajectory"
POINTER_SCHEMA = "openclaw-trajectory-pointer"
# the archive suffixes of a transcript, most trusted first (a rank per kind, see _copy_rank)
_LIVE_RE = re.compile(r"\.jsonl$")
_ARCHIVE_RE = re.compile(r"\.jsonl\.(?:reset|deleted)\.[^/\\]+$")
_BACKUP_RE = re.compile(r"\.jsonl\.bak-[^/\\]+$")
_CHECKPOINT_RE = re.compile(r"\.checkpoint\.[^/\\]+\.jsonl$")
_INDEX_KEY_RE = re.compile(r"^agent:[^:]+:")


def _copy_rank(path: str) -> int:
    """0 for a live transcript, 1 for a reset/deleted archive, 2 for a backup, 3 for a checkpoint."""
    name = os.path.basename(path)
    if _CHECKPOINT_RE.search(name):
        return 3
    if _BACKUP_RE.search(name):
        return 2
    if _ARCHIVE_RE.search(name):
        return 1
    return 0


def file_kind(path: str, head: bytes) -> str | None:
    """``transcript``, ``trajectory``, ``pointer`` or ``index`` when ``head`` proves it, else None."""
    records = head_records(head, limit=16)
    first = records[0] if records else None
    if isinstance(first, dict):
        if first.get("traceSchema") == TRAJECTORY_SCHEMA and "sessionId" in first and "type" in first:
            return "trajectory"
        if (
            first.get("type") == "session"
            and {"id", "cwd", "timestamp"} <= set(first)
            and is_openclaw_head(first, head)
        ):
            return "transcript"
    document = head_document(head)
    if isinstance(document, dict):
        if document.get("traceSchema") == POINTER_SCHEMA and "sessionId" in document:
            return "pointer"
        entries = list(document.items())
    elif head.lstrip()[:1] == b"{" and document is None:
        # a large index cut by the head: its keys so far are the proof
        keys = top_level_keys(head)
        return "index" if keys and all(_INDEX_KEY_RE.match(k) for k in keys) else None
    else:
        return None
    if entries and all(
        _INDEX_KEY_RE.match(k) and isinstance(v, dict) and "sessionId" in v for k, v in entries
    ):
        return "index"
    return None


def _read_head(path: str) -> bytes:
    return read_head(path)


def _link(
    index: dict[str, dict], by_session: dict[str, str], session_id: str, key: str | None
) -> dict | None:
    """``metadata.agent`` of a sub-agent or cron session, from its index entry or its key."""
    key = key or by_session.get(session_id)
    if not key:
        return None
    entry = index.get(key, {})
    kind = "subagent" if ":subagent:" in key else "cron" if ":cron:" in key else None
    spawned_by = entry.get("spawnedBy")
    if kind is None and not spawned_by:
        return None
    parent = index.get(spawned_by, {}).get("sessionId") if isinstance(spawned_by, str) else None
    return {
        "agent_id": key,
        "kind": kind,
        "label": entry.get("label"),
        "spawned_by": spawned_by,
        "parent_session_id": parent,
    }


def pair_reused_ids(messages: list[dict]) -> int:
    """Pair calls and results by order where a tool-call id is used more than once; the renames.

    The n-th (n ≥ 2) call with an id becomes ``<id>#<n>``; a result answers the oldest call of its
    id still open (its id renamed to match). Rows whose ids are all distinct are left as they are.
    """
    seen: Counter = Counter()
    open_calls: dict[str, deque] = defaultdict(deque)
    renamed = 0
    for msg in messages:
        for call in msg.get("tool_calls") or ():
            original = call.get("id")
            if not isinstance(original, str):
                continue
            seen[original] += 1
            if seen[original] > 1:
                call["id"] = f"{original}#{seen[original]}"
                renamed += 1
            open_calls[original].append(call["id"])
        if msg["role"] == "tool" and isinstance(msg.get("tool_call_id"), str):
            pending = open_calls.get(msg["tool_call_id"])
            if pending:
                msg["tool_call_id"] = pending.popleft()
    return renamed


def is_pseudo(rec: dict) -> bool:
    """Whether a transcript entry is one of the gateway's pseudo-assistant messages."""
    msg = rec.get("message") if rec.get("type") == "message" else None
    return (
        isinstance(msg, dict)
        and msg.get("role") == "assistant"
        and (msg.get("model") in PSEUDO_MODELS or msg.get("provider") == "openclaw")
    )


class _ClawSession(_Session):
    """A Pi session file with the pseudo-assistant entries set aside before the tree is walked.

    Each set-aside entry's children are re-parented to its own parent, so the conversation
    around it stays one chain (a mirror written as a side leaf is not an abandoned branch).
    """

    def __init__(self, path: str, ctx: ParseContext) -> None:
        super().__init__(path, ctx)
        self.pseudo: list[dict] = []
        parent_of: dict[Any, Any] = {}
        kept: list[tuple[int, dict]] = []
        for line, rec in self.entries:
            if is_pseudo(rec) and isinstance(rec.get("id"), str):
                msg = rec["message"]
                self.pseudo.append(
                    {
                        "model": msg.get("model"),
                        "text": _text(msg.get("content")),
                        "timestamp": rec.get("timestamp"),
                    }
                )
                parent_of[rec.get("id")] = rec.get("parentId")
            else:
                kept.append((line, rec))
        if parent_of:
            for i, (line, rec) in enumerate(kept):
                parent, hops = rec.get("parentId"), 0
                while isinstance(parent, str) and parent in parent_of and hops < len(parent_of):
                    parent, hops = parent_of[parent], hops + 1
                if hops:
                    kept[i] = (line, {**rec, "parentId": parent})
        self.entries = kept


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    return "\n".join(
        str(b.get("text") or "") for b in as_list(content) if isinstance(b, dict) and b.get("type") == "text"
    )


def _trajectory(path: str, ctx: ParseContext) -> dict:
    """What a run trace adds to its session's row: system prompt, tools, version, runs, key."""
    out: dict[str, Any] = {"runs": 0}
    for _, rec in iter_jsonl(path, ctx):
        if not isinstance(rec, dict):
            continue
        data = rec.get("data") if isinstance(rec.get("data"), dict) else {}
        kind = rec.get("type")
        out.setdefault("session_key", rec.get("sessionKey"))
        if kind == "session.started":
            out["runs"] += 1
        elif kind == "trace.metadata":
            harness = data.get("harness") if isinstance(data.get("harness"), dict) else {}
            out.setdefault("harness_version", harness.get("version"))
        elif kind == "context.compiled" and "system" not in out:
            if isinstance(data.get("systemPrompt"), str):
                out["system"] = data["systemPrompt"]
            tools = [t for t in as_list(data.get("tools")) if isinstance(t, dict) and t.get("name")]
            out["tools"] = [
                tool(str(t["name"]), t.get("description"), t.get("parameters") or t.get("inputSchema"))
                for t in tools
            ]
    return out


def parse_openclaw_folder(
    files: list[str], roots: dict[str, str], config: Any, log: ProblemLog
) -> Iterator[dict]:
    """Rows of one sessions folder: each session once, linked, with its trajectory when present."""
    heads = {path: _read_head(path) for path in files}
    kinds: dict[str, list[str]] = defaultdict(list)
    for path in files:
        kinds[file_kind(path, heads[path]) or "transcript"].append(path)
    index: dict[str, dict] = {}
    for path in kinds["index"]:
        document = load_json(path, ParseContext(path, roots[path], config, log))
        if isinstance(document, dict):
            index.update({k: v for k, v in document.items() if isinstance(v, dict)})
    by_session = {v["sessionId"]: k for k, v in index.items() if isinstance(v.get("sessionId"), str)}
    copies: dict[str, list[str]] = defaultdict(list)
    for path in kinds["transcript"]:
        records = head_records(heads[path], limit=1)
        sid = records[0].get("id") if records and isinstance(records[0], dict) else None
        copies[str(sid or path)].append(path)
    traces: dict[str, str] = {}
    for path in kinds["trajectory"]:
        records = head_records(heads[path], limit=1)
        traces[str(records[0].get("sessionId"))] = path
    for sid in sorted(copies):
        paths = sorted(copies[sid], key=lambda p: (_copy_rank(p), -os.path.getsize(p), p))
        chosen = paths[0]
        for other in paths[1:]:
            ParseContext(other, roots[other], config, log).skip("session_copy", None, roots[chosen])
        ctx = ParseContext(chosen, roots[chosen], config, log)
        trace = (
            _trajectory(traces[sid], ParseContext(traces[sid], roots[traces[sid]], config, log))
            if sid in traces
            else {}
        )
        session = _ClawSession(chosen, ctx)
        link = _link(index, by_session, sid, trace.get("session_key"))
        for row in parse_pi_file(chosen, ctx, session):
            yield _openclaw_row(row, session.pseudo, trace, link, paths)
    for sid, path in sorted(traces.items()):
        if sid not in copies:
            ParseContext(path, roots[path], config, log).skip("trajectory_without_transcript", None, sid)


def _openclaw_row(row: dict, pseudo: list[dict], trace: dict, link: dict | None, paths: list[str]) -> dict:
    row["id"] = HARNESS + row["id"].removeprefix("pi")
    row["harness"] = HARNESS
    meta = row["metadata"]
    if pseudo:
        meta["pseudo_assistant"] = pseudo
        counts = meta.setdefault("counts", {})
        for item in pseudo:
            counts[str(item["model"])] = counts.get(str(item["model"]), 0) + 1
    renamed = pair_reused_ids(row["messages"])
    if renamed:
        meta["reused_tool_call_ids"] = renamed
    if len(paths) > 1:
        meta["copies"] = len(paths)
    if trace.get("system"):
        row["messages"].insert(0, message("system", trace["system"], metadata={"source": "trajectory"}))
        for msg in row["messages"][1:]:
            if msg.get("metadata") and isinstance(msg["metadata"].get("kept_from"), int):
                msg["metadata"]["kept_from"] += 1
    if trace.get("tools"):
        row["tools"] = trace["tools"]
    if trace:
        meta["trajectory"] = {"runs": trace["runs"], "harness_version": trace.get("harness_version")}
    if link:
        meta["agent"] = link
    return row


class OpenClaw(AgentTracesBuilder):
    """OpenClaw agent sessions (``~/.openclaw/agents/*/sessions``)."""

    NAME = HARNESS
    INDEX_FILES = ("sessions.json",)
    DESCRIPTION = "OpenClaw agent sessions as canonical agent-trace rows."
    FILE_PATTERNS = (
        "**/*.jsonl",
        "**/*.jsonl.reset.*",
        "**/*.jsonl.deleted.*",
        "**/*.jsonl.bak-*",
        "**/*sessions.json",
        "**/*.trajectory-path.json",
    )

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(
            os.path.expanduser(os.environ.get("OPENCLAW_STATE_DIR") or "~/.openclaw"), "agents"
        )

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        return file_kind(path, head) is not None

    def group_files(self, files: list[str]) -> list[list[str]]:
        """One group per folder: the index and the trajectories serve every session in it."""
        folders: dict[str, list[str]] = defaultdict(list)
        for path in files:
            folders[os.path.dirname(path)].append(path)
        return [sorted(folders[d]) for d in sorted(folders)]

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        yield from parse_openclaw_folder(files, roots, self.config, log)

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_openclaw_folder([path], {path: ctx.rel_path}, self.config, ctx.log)
