"""Pi coding agent sessions (``pi``).

Pi (``pi-mono``'s ``coding-agent``, and the Pi SDK embedded in other apps such as Craft Agents,
which writes the same files under ``<workspace>/sessions/<id>/.pi-sessions/``) keeps one JSONL file
per session under ``$PI_CODING_AGENT_DIR/sessions`` (else ``~/.pi/agent/sessions``), in a folder
per working directory: ``--<cwd with / as ->--/<ISO time>_<uuid>.jsonl``. Line 1 is the header::

    {"type": "session", "version": 3, "id": "<uuid>", "timestamp": "…", "cwd": "/project"}

Version 1 (to late 2025) has no ``version``, its header also names ``provider``, ``modelId`` and
``thinkingLevel`` (and ``branchedFrom``, the file a ``/branch`` started from), and its entries
have no ids: the session is the file in order. Versions 2 and 3 give every entry an 8-hex ``id``
and a ``parentId`` (null on the first), so the entries form a tree: going back to an earlier
entry and continuing (``/tree``) adds a branch to the same file. As Pi does on load, the current
conversation is the path from the root to the last entry of the file; every other leaf is an
abandoned branch, left out and counted (``abandoned_branch``, ``metadata.branches_dropped``)
unless ``branches="all"``, which emits each one as its own row (the whole path from the root,
most recent first, ids suffixed ``:branch-<n>``), as for Claude Code. Version 3 renamed the
``hookMessage`` role to ``custom``.

Entries (``type``):

- ``message``: ``message.role`` is ``user`` (``content`` a string or ``text``/``image`` blocks),
  ``assistant`` (``text``, ``thinking`` → ``reasoning_content``, ``toolCall {id, name,
  arguments}`` → ``tool_calls``; ``provider``, ``model``, ``api``, ``usage``, ``stopReason``
  ``stop``/``toolUse``/``length``/``aborted``/``error``, ``errorMessage``, ``responseId``), or
  ``toolResult`` (``toolCallId``, ``toolName``, ``content``, ``details``, ``isError``) → a tool
  message paired by id. ``bashExecution`` is a command the user ran with ``!cmd``: the model saw
  it as a user message ``Ran `cmd``` with the output, so it is kept as that text, flagged
  injected (``kind: "bash_execution"``); ``!!cmd`` (``excludeFromContext``) never reached the model
  and is counted, not kept. ``custom`` / ``hookMessage`` messages and ``custom_message`` entries
  are extension text sent to the model: injected user messages (``kind: "custom"``).
- ``compaction {summary, firstKeptEntryId | firstKeptEntryIndex (v1), tokensBefore, details}``:
  Pi replaced the context with the summary plus the entries from the first kept one on. The
  conversation stays whole here; the summary is an injected user message at the compaction's
  place, worded as the model got it, with ``kind: "compact_summary"`` and ``kept_from`` (the
  index in ``messages`` of the first kept message). ``branch_summary {summary, fromId}`` (what an
  abandoned branch did) is the same with ``kind: "branch_summary"``.
- ``model_change {provider, modelId}`` and ``thinking_level_change {thinkingLevel}``: kept in the
  row's ``metadata`` (``model_changes``, ``thinking_level_changes``); each assistant message
  carries the ``thinking_level`` in force. ``label``, ``session_info`` (the session's name) and
  ``custom`` entries (extension state the model never sees) go to metadata too.

Aborted and failed model calls (``stopReason`` ``aborted``/``error``, often with empty content)
are kept with ``metadata.stop_reason`` and ``error_message``; their tool calls may have no result.
The row's model is the one most assistant messages name (the latest of equals). Pi records no
tool definitions, so ``tools`` is empty.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import orjson

from ..converters.schema import as_list, assistant_message, iso_utc, message, most_used_model, tool_call
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import AgentTracesConfig, ParseContext
from ..core.reading import iter_jsonl
from ..core.sniffing import head_records

HARNESS = "pi"
COMPACTION_PREFIX = (
    "The conversation history before this point was compacted into the following summary:\n\n<summary>\n"
)
COMPACTION_SUFFIX = "\n</summary>"
BRANCH_PREFIX = "The following is a summary of a branch that this conversation came back from:\n\n<summary>\n"
BRANCH_SUFFIX = "</summary>"
ENTRY_TYPES = (
    "message",
    "model_change",
    "thinking_level_change",
    "compaction",
    "branch_summary",
    "custom",
    "custom_message",
    "label",
    "session_info",
)
_ASSISTANT_META = (
    ("provider", "provider"),
    ("api", "api"),
    ("stopReason", "stop_reason"),
    ("errorMessage", "error_message"),
    ("responseId", "response_id"),
    ("responseModel", "response_model"),
    ("usage", "usage"),
)


def pi_agent_dir() -> str:
    """``$PI_CODING_AGENT_DIR`` or ``~/.pi/agent``."""
    return os.path.expanduser(os.environ.get("PI_CODING_AGENT_DIR") or "~/.pi/agent")


def bash_execution_text(msg: dict) -> str:
    """A ``bashExecution`` as Pi hands it to the model."""
    output = msg.get("output")
    text = f"Ran `{msg.get('command')}`\n"
    text += f"```\n{output}\n```" if output else "(no output)"
    if msg.get("cancelled"):
        text += "\n\n(command cancelled)"
    elif msg.get("exitCode") not in (None, 0):
        text += f"\n\nCommand exited with code {msg.get('exitCode')}"
    if msg.get("truncated") and msg.get("fullOutputPath"):
        text += f"\n\n[Output truncated. Full output: {msg.get('fullOutputPath')}]"
    return text


def _blocks_text(content: Any, counts: Counter) -> str:
    """User / tool-result content (a string or ``text``/``image`` blocks) as text."""
    if isinstance(content, str):
        return content
    pieces = []
    for block in as_list(content, counts):
        if not isinstance(block, dict):
            counts["malformed_block"] += 1
            continue
        kind = block.get("type")
        if kind == "text":
            pieces.append(str(block.get("text") or ""))
        elif kind == "image":
            counts["images"] += 1
            data = block.get("data")
            size = len(data) * 3 // 4 if isinstance(data, str) else 0
            pieces.append(
                f"[image: {block.get('mimeType') or 'unknown'}" + (f", {size} bytes]" if size else "]")
            )
        else:
            counts[f"content_part:{kind}"] += 1
            pieces.append(f"[{kind}]")
    return "\n".join(pieces)


# ``custom`` entry types only OpenClaw writes (Pi's own extensions use other names)
OPENCLAW_CUSTOM_PREFIXES = ("openclaw", "model-snapshot")


def is_openclaw_head(session: dict, head: bytes) -> bool:
    """Whether a Pi-format transcript was written by OpenClaw (told from Pi by proof, issue 32).

    OpenClaw runs in a workspace under ``~/.openclaw/`` (the marker ``datasets`` uses too), and
    writes ``custom`` entries of its own types (``model-snapshot``, ``openclaw.cache-ttl``,
    ``openclaw:prompt-error``…) among the first records.
    """
    cwd = str(session.get("cwd") or "").replace("\\", "/")
    if "/.openclaw/" in cwd + "/":
        return True
    for rec in head_records(head, limit=16)[1:]:
        if (
            isinstance(rec, dict)
            and rec.get("type") in ("custom", "custom_message")
            and str(rec.get("customType") or "").startswith(OPENCLAW_CUSTOM_PREFIXES)
        ):
            return True
    return False


class _Session:
    """The entries of one session file, and the rows they make."""

    def __init__(self, path: str, ctx: ParseContext) -> None:
        self.ctx = ctx
        self.header: dict = {}
        self.entries: list[tuple[int, dict]] = []
        for line, rec in iter_jsonl(path, ctx):
            if not isinstance(rec, dict) or not isinstance(rec.get("type"), str):
                ctx.problem("not_an_entry", line, type(rec).__name__)
            elif rec["type"] == "session":
                if self.header:
                    ctx.problem("extra_session_header", line)
                else:
                    self.header = rec
            elif rec["type"] not in ENTRY_TYPES:
                ctx.problem("unknown_entry_type", line, rec["type"])
            else:
                self.entries.append((line, rec))
        self.tree = any("id" in rec for _, rec in self.entries)

    def paths(self, branches: str) -> tuple[list[list[tuple[int, dict]]], int]:
        """The entries of the current conversation first, then (``branches="all"``) of each
        abandoned branch, most recent first; and how many branches were left out."""
        if not self.tree:
            return ([self.entries] if self.entries else []), 0
        by_id: dict[str, tuple[int, dict]] = {}
        children: set[str] = set()
        for line, rec in self.entries:
            entry_id = rec.get("id")
            if not isinstance(entry_id, str):
                self.ctx.problem("entry_without_id", line, rec["type"])
                continue
            by_id[entry_id] = (line, rec)
            parent = rec.get("parentId")
            if isinstance(parent, str):
                children.add(parent)
        if not by_id:
            return [], 0
        latest = max(by_id.values(), key=lambda e: e[0])  # Pi's leaf: the last entry written
        others = [e for e in reversed(by_id.values()) if e[1]["id"] not in children and e is not latest]
        if branches == "main":
            for line, rec in others:
                self.ctx.skip("abandoned_branch", line, str(rec.get("id")))
            return [self._path_to(latest, by_id)], len(others)
        return [self._path_to(leaf, by_id) for leaf in [latest, *others]], 0

    def _path_to(self, leaf: tuple[int, dict], by_id: dict[str, tuple[int, dict]]) -> list[tuple[int, dict]]:
        """The entries from the root to ``leaf`` through ``parentId`` (a cycle ends the walk)."""
        path: list[tuple[int, dict]] = []
        seen: set[str] = set()
        node: tuple[int, dict] | None = leaf
        while node is not None and node[1]["id"] not in seen:
            seen.add(node[1]["id"])
            path.append(node)
            parent = node[1].get("parentId")
            node = by_id.get(parent) if isinstance(parent, str) else None
            if node is None and parent is not None:
                self.ctx.problem("missing_parent", path[-1][0], str(parent))
        return path[::-1]

    def row(self, path: list[tuple[int, dict]], row_id: str) -> dict:
        conv = _Conversation(self.ctx, self.header)
        for line, rec in path:
            conv.add(line, rec)
        return conv.row(row_id, self.session_id())

    def session_id(self) -> str:
        sid = self.header.get("id")
        if isinstance(sid, str) and sid:
            return sid
        stem = os.path.basename(self.ctx.path).split(".")[0]
        return stem.rsplit("_", 1)[-1]


class _Conversation:
    """Canonical messages along one path of entries."""

    def __init__(self, ctx: ParseContext, header: dict) -> None:
        self.ctx = ctx
        self.messages: list[dict] = []
        self.meta: dict[str, Any] = {}
        self.counts: Counter = Counter()
        self.refs: dict[Any, int] = {}  # entry id (v2+) or file index (v1) → index in messages
        self.thinking = header.get("thinkingLevel")

    def add(self, line: int, rec: dict) -> None:
        kind = rec["type"]
        stamp = iso_utc(rec.get("timestamp"))
        ref = rec.get("id", line - 1)
        start = len(self.messages)
        if kind == "message":
            self._message(line, rec.get("message"), stamp)
        elif kind == "model_change":
            self.meta.setdefault("model_changes", []).append(
                {"timestamp": stamp, "provider": rec.get("provider"), "model": rec.get("modelId")}
            )
        elif kind == "thinking_level_change":
            self.thinking = rec.get("thinkingLevel")
            self.meta.setdefault("thinking_level_changes", []).append(
                {"timestamp": stamp, "thinking_level": self.thinking}
            )
        elif kind == "compaction":
            kept = rec.get("firstKeptEntryId", rec.get("firstKeptEntryIndex"))
            meta = {
                "injected": True,
                "kind": "compact_summary",
                "kept_from": self.refs.get(kept) if kept.__class__ in (str, int) else None,
                "tokens_before": rec.get("tokensBefore"),
            }
            for key, name in (("details", "details"), ("fromHook", "from_hook")):
                if rec.get(key) is not None:
                    meta[name] = rec[key]
            text = COMPACTION_PREFIX + str(rec.get("summary") or "") + COMPACTION_SUFFIX
            self.messages.append(message("user", text, timestamp=stamp, metadata=meta))
            self.counts["compactions"] += 1
        elif kind == "branch_summary":
            text = BRANCH_PREFIX + str(rec.get("summary") or "") + BRANCH_SUFFIX
            meta = {"injected": True, "kind": "branch_summary", "from_id": rec.get("fromId")}
            if rec.get("details") is not None:
                meta["details"] = rec["details"]
            self.messages.append(message("user", text, timestamp=stamp, metadata=meta))
        elif kind == "custom_message":
            self._custom(rec, stamp)
        elif kind == "custom":
            self.counts[f"custom:{rec.get('customType')}"] += 1
        elif kind == "label":
            self.meta.setdefault("labels", []).append(
                {"target": rec.get("targetId"), "label": rec.get("label")}
            )
        elif kind == "session_info":
            self.meta["name"] = rec.get("name")
        if len(self.messages) > start and ref.__class__ in (str, int):
            self.refs[ref] = start

    def _custom(self, msg: dict, stamp: str | None) -> None:
        meta = {"injected": True, "kind": "custom", "custom_type": msg.get("customType")}
        if msg.get("display") is not None:
            meta["display"] = msg["display"]
        self.messages.append(
            message("user", _blocks_text(msg.get("content"), self.counts), timestamp=stamp, metadata=meta)
        )

    def _message(self, line: int, msg: Any, stamp: str | None) -> None:
        if not isinstance(msg, dict):
            self.ctx.problem("malformed_message", line)
            return
        role = msg.get("role")
        if role == "user":
            self.messages.append(
                message("user", _blocks_text(msg.get("content"), self.counts), timestamp=stamp)
            )
        elif role == "assistant":
            self._assistant(line, msg, stamp)
        elif role == "toolResult":
            meta: dict[str, Any] = {}
            if msg.get("isError"):
                meta["is_error"] = True
            if msg.get("details") is not None:
                meta["details"] = msg["details"]
            self.messages.append(
                message(
                    "tool",
                    _blocks_text(msg.get("content"), self.counts),
                    tool_call_id=msg.get("toolCallId") if isinstance(msg.get("toolCallId"), str) else None,
                    name=msg.get("toolName") if isinstance(msg.get("toolName"), str) else None,
                    timestamp=stamp,
                    metadata=meta,
                )
            )
        elif role == "bashExecution":
            if msg.get("excludeFromContext"):
                self.counts["bash_excluded_from_context"] += 1
                return
            meta = {"injected": True, "kind": "bash_execution", "command": msg.get("command")}
            if msg.get("exitCode") is not None:
                meta["exit_code"] = msg["exitCode"]
            self.messages.append(message("user", bash_execution_text(msg), timestamp=stamp, metadata=meta))
        elif role in ("custom", "hookMessage"):
            self._custom(msg, stamp)
        elif role in ("compactionSummary", "branchSummary"):
            kind = "compact_summary" if role == "compactionSummary" else "branch_summary"
            prefix, suffix = (
                (COMPACTION_PREFIX, COMPACTION_SUFFIX)
                if kind == "compact_summary"
                else (BRANCH_PREFIX, BRANCH_SUFFIX)
            )
            text = prefix + str(msg.get("summary") or "") + suffix
            self.messages.append(
                message("user", text, timestamp=stamp, metadata={"injected": True, "kind": kind})
            )
        else:
            self.ctx.problem("unknown_role", line, str(role))

    def _assistant(self, line: int, msg: dict, stamp: str | None) -> None:
        texts, thoughts, calls = [], [], []
        for block in as_list(msg.get("content"), self.counts):
            kind = block.get("type") if isinstance(block, dict) else None
            if kind == "text":
                texts.append(str(block.get("text") or ""))
            elif kind == "thinking":
                if block.get("thinking"):
                    thoughts.append(str(block["thinking"]))
                if block.get("redacted"):
                    self.counts["redacted_thinking"] += 1
            elif kind == "toolCall":
                arguments, ok = parse_arguments(block.get("arguments"))
                if not ok:
                    self.ctx.problem("unparseable_arguments", line, str(block.get("name")))
                calls.append(tool_call(block.get("id"), str(block.get("name") or ""), arguments))
            else:
                self.ctx.problem("unknown_block_type", line, str(kind))
        meta = {name: msg[key] for key, name in _ASSISTANT_META if msg.get(key) is not None}
        if self.thinking is not None:
            meta["thinking_level"] = self.thinking
        model = msg.get("model") if isinstance(msg.get("model"), str) and msg["model"] else None
        self.messages.append(
            assistant_message(texts, thoughts, calls, timestamp=stamp, model=model, metadata=meta)
        )
        stop = msg.get("stopReason")
        if stop in ("aborted", "error"):
            self.counts[f"stop_{stop}"] += 1

    def row(self, row_id: str, session_id: str) -> dict:
        meta = self.meta
        if self.counts:
            meta["counts"] = dict(self.counts)
        model = most_used_model(self.messages)
        return {
            "id": row_id,
            "harness": HARNESS,
            "session_id": session_id,
            "messages": self.messages,
            "tools": [],
            "model": model,
            "file_path": self.ctx.rel_path,
            "metadata": meta,
        }


def parse_pi_file(path: str, ctx: ParseContext, session: _Session | None = None) -> Iterator[dict]:
    """Rows of one Pi session file: the current conversation, then other branches if asked.

    ``session``: the file already read (a derived harness, OpenClaw, sets entries aside first).
    """
    session = session or _Session(path, ctx)
    branches = getattr(ctx.config, "branches", "main")
    paths, dropped = session.paths(branches)
    if not paths:
        ctx.problem("no_messages", None)
        return
    session_id = session.session_id()
    header = session.header
    version = header.get("version", 1) if header else None
    for n, path_entries in enumerate(paths):
        row = session.row(path_entries, f"{HARNESS}:{session_id}" + (f":branch-{n}" if n else ""))
        meta = row["metadata"]
        meta["format_version"] = version
        meta["branch"] = "main" if n == 0 else f"branch-{n}"
        if branches == "all":
            meta["branches"] = len(paths)
        elif dropped:
            meta["branches_dropped"] = dropped
        meta["started_at"] = iso_utc(header.get("timestamp"))
        for key, name in (
            ("cwd", "cwd"),
            ("provider", "provider"),
            ("modelId", "model_id"),
            ("thinkingLevel", "thinking_level"),
            ("branchedFrom", "branched_from"),
            ("parentSession", "parent_session"),
        ):
            if header.get(key) is not None:
                meta[name] = header[key]
        yield row


@dataclass
class PiConfig(AgentTracesConfig):
    """Pi options.

    Args:
        branches (`str`, defaults to `"main"`): ``"main"`` keeps the conversation that ends at the
            last entry of the file (Pi's current one); ``"all"`` also emits each abandoned branch
            of a v2/v3 session tree as its own row, ids suffixed ``:branch-<n>``.
    """

    branches: str = "main"

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.branches not in ("main", "all"):
            raise ValueError(f"branches must be 'main' or 'all', not {self.branches!r}")


class Pi(AgentTracesBuilder):
    """Pi coding agent session files (v1 linear, v2/v3 trees)."""

    NAME = HARNESS
    DESCRIPTION = "Pi coding agent sessions as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl",)
    BUILDER_CONFIG_CLASS = PiConfig

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(pi_agent_dir(), "sessions")

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        first = head.lstrip(b"\xef\xbb\xbf \t\r\n").split(b"\n", 1)[0]
        if not first.startswith(b"{") or b'"session"' not in first:
            return False
        try:
            rec = orjson.loads(first)
        except orjson.JSONDecodeError:
            return False
        return (
            isinstance(rec, dict)
            and rec.get("type") == "session"
            and "cwd" in rec
            and "id" in rec
            and "timestamp" in rec
            and not is_openclaw_head(rec, head)
        )

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_pi_file(path, ctx)
