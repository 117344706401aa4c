"""Claude Code sessions (``claude_code``).

Claude Code writes one JSONL transcript per session under ``~/.claude/projects/<project key>/``
(``$CLAUDE_CONFIG_DIR/projects`` when that is set; some 2025 versions wrote to
``$XDG_CONFIG_HOME/claude/projects``, ``~/.config/claude/projects``, which is read too), the
project key being the working directory with ``/`` turned into ``-``::

    {"type": "user", "uuid": "u1", "parentUuid": null, "sessionId": "s", "timestamp": "…",
     "cwd": "/repo", "gitBranch": "main", "version": "2.1.17", "isSidechain": false,
     "message": {"role": "user", "content": "fix the test"}}
    {"type": "assistant", "uuid": "a1", "parentUuid": "u1", …,
     "message": {"id": "msg_1", "model": "claude-…", "content": [{"type": "thinking", …}], "usage": {…}}}
    {"type": "assistant", "uuid": "a2", "parentUuid": "a1", …,
     "message": {"id": "msg_1", "content": [{"type": "tool_use", "id": "toolu_1", "name": "Bash", "input": {…}}]}}
    {"type": "user", "uuid": "u2", "parentUuid": "a2", "toolUseResult": {…},
     "message": {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_1", "content": "…"}]}}

What the reader does with it:

- Conversation records (``user``, ``assistant``, ``system``, ``attachment``, ``progress``) form a
  tree through ``parentUuid``. The main conversation is the path from the root to the most recent
  leaf; a ``compact_boundary`` root is crossed through its ``logicalParentUuid``, or, when that is
  missing or names a record after the boundary (2.1.1xx re-parents the last tool result under
  the summary), to the last record before the boundary in file order
  (``metadata.compaction_fallbacks``). Parallel tool
  calls also fork the tree (each ``tool_use`` record gets its own ``tool_result`` child), so
  siblings that continue the same assistant message, or answer its calls, are kept with the path;
  any other fork is an abandoned branch (an edit or a rewind). ``branches="all"`` emits those
  too, ids suffixed ``:branch-<n>``; otherwise what they hold is reported per row
  (``metadata.dropped_branches``: branches, records, tool calls) and counted as the skip
  ``other_branch``.
- An assistant reply is streamed one content block per record sharing one ``message.id``; the
  records are merged into one message (``thinking`` → ``reasoning_content``, ``tool_use`` →
  ``tool_calls``) and its ``usage`` is counted once.
- Text the user did not type (slash-command wrappers, ``<local-command-stdout>``,
  ``<system-reminder>``, IDE context, ``isMeta`` caveats and command prompts, interruption
  notices, hook output that reaches the model through ``attachment`` records, compaction
  summaries, ``<task-notification>`` messages, queued or dequeued) stays in the conversation as
  user messages flagged ``metadata.injected``. ``file`` and ``task_reminder`` attachments become
  the text the model was given (the file's contents, the task list); ``deferred_tools_delta`` and
  attachment types without text go to ``metadata.attachments``. ``system`` and ``progress``
  records are UI notices the model never sees: counted, not kept, except ``away_summary`` recaps
  (``metadata.away_summaries``). A prompt with pasted images keeps their placeholders in the
  message; ``first_prompt`` is the typed text.
- Subagents: inline ``isSidechain`` records (≤1.0.x), ``agent-<id>.jsonl`` beside the sessions
  (2.0.x) or ``<session>/subagents/agent-<id>.jsonl`` with an ``agent-<id>.meta.json`` sidecar
  (2.1.x). They are never mixed into the main conversation; ``subagents=True`` emits each run as
  its own row ``claude_code:<session>:agent-<id>`` linked to the Task/Agent call that started it.
  Warm-up agent files (a single assistant record) are counted and skipped.
- Two readers, one result: a file is first read by the typed fast path
  (:mod:`.claude_code_typed`: one ``msgspec`` call a file into Structs of the fields used); a
  file with anything odd in it (damage, a value of an unexpected type) is read by the tolerant
  reader of this module, record by record. Both feed the same tree walk and converter, and a
  test holds them to the same Parquet bytes and problem counts.
- A line that cannot be read (see :mod:`agent_traces.core.reading` for what is repaired) costs
  that record only: its ``parentUuid`` and uuid are salvaged from the raw bytes and its children
  linked to its parent (``metadata.relinked_records``); children of a line whose uuid cannot be
  salvaged are counted as ``orphaned_records``.
- Resumed sessions copy earlier records (same ``uuid``) into a new file; files of a project that
  share a root record are read together and a conversation contained in a longer one is dropped
  and counted (``metadata.duplicates_dropped``).
- The ``claude -p --output-format stream-json`` stdout (``system``/``init``, assistant and user
  events, a final ``result``) has no tree: it is read in order, ``init`` fills ``tools`` and
  ``result`` the cost, usage and ``completed``.

Other record types (``summary``, ``file-history-snapshot``, ``queue-operation``,
``permission-mode``, ``last-prompt``, ``ai-title``, ``mode`` and any type added later) are counted
per row in ``metadata.record_types``; summaries are kept in ``metadata.summaries``, the last
``aiTitle`` as ``metadata.title`` and ``mode`` records in ``metadata.modes``.
"""

from __future__ import annotations

import hashlib
import mmap
import os
import re
import zlib
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

import datasets
import orjson

from ..converters import deep_json
from ..converters.anthropic import assistant_from_blocks, block_kind, result_text
from ..converters.openai import image_placeholder
from ..converters.schema import (
    iso_utc,
    mark_copied,
    mark_copied_keys,
    mark_copied_prefix,
    message,
    message_key,
    tool,
)
from ..core.builder import AgentTracesBuilder
from ..core.config import AgentTracesConfig, ParseContext
from ..core.files import files_in, open_regular, relative_path
from ..core.reading import iter_jsonl, iter_lines, open_binary
from ..problems import ProblemLog

logger = datasets.utils.logging.get_logger(__name__)

HARNESS = "claude_code"
CHAIN_TYPES = frozenset({"user", "assistant", "system", "attachment", "progress"})
BOOKKEEPING_TYPES = frozenset(
    {
        "file-history-snapshot",
        "queue-operation",
        "permission-mode",
        "last-prompt",
        "custom-title",
        "tag",
        "agent-name",
        "stream_event",
    }
)
SNIFF_TYPES = CHAIN_TYPES | BOOKKEEPING_TYPES | {"summary"}
INJECTED_TAGS = frozenset(
    {
        "system-reminder",
        "command-name",
        "command-message",
        "command-args",
        "local-command-stdout",
        "local-command-stderr",
        "local-command-caveat",
        "ide_selection",
        "ide_opened_file",
        "ide_diagnostics",
        "bash-input",
        "bash-stdout",
        "bash-stderr",
        "user-memory-input",
        "user-prompt-submit-hook",
        "task-notification",
    }
)
CONTEXT_HOOK_EVENTS = frozenset({"SessionStart", "UserPromptSubmit"})
USAGE_KEYS = ("input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens")
SYNTHETIC_MODEL = "<synthetic>"

_IMAGE_LINE_RE = re.compile(r"\[image: [^\]\n]*\]$")
_TAG_RE = re.compile(r"\s*<([A-Za-z_-]+)>")
_COMMAND_RE = re.compile(r"<command-name>\s*(.*?)\s*</command-name>", re.DOTALL)
_ARGS_RE = re.compile(r"<command-args>(.*?)</command-args>", re.DOTALL)
_ROOT_LINE_RE = re.compile(rb'"parentUuid"\s*:\s*null')
_UUID_RE = re.compile(rb'"uuid"\s*:\s*"([^"]+)"')
_ASSISTANT_RE = re.compile(rb'"type"\s*:\s*"assistant"')
_USER_RE = re.compile(rb'"type"\s*:\s*"user"')
_SESSION_ID_RE = re.compile(rb'"sessionId"\s*:\s*"([^"]+)"')
_ANY_UUID_RE = re.compile(rb'(?<!\\)"uuid"\s*:\s*"([^"\\]{1,200})"')
_PARENT_UUID_RE = re.compile(rb'(?<!\\)"parentUuid"\s*:\s*(?:null|"([^"\\]{1,200})")')
_HEAD_BYTES = 64 * 1024
_MAP_BYTES = 64 << 20  # files searched whole by _may_match
_SNIFF_KEYS_RE = re.compile(rb'^\s*\{.*"(parentUuid|sessionId)"\s*:', re.DOTALL)
# a message opening with Gemini-style ``parts`` (Qwen Code), which the parser cannot read
_SNIFF_PARTS_RE = re.compile(rb'"message"\s*:\s*\{\s*"role"\s*:\s*"[a-z]+"\s*,\s*"parts"\s*:')
_SNIFF_TYPE_RE = re.compile(rb'"type"\s*:\s*"(user|assistant|system|attachment|progress)"')


# -- reading one transcript --------------------------------------------------------------------


class Transcript:
    """The records of one JSONL file: conversation records indexed by uuid, the rest counted."""

    def __init__(self, path: str, ctx: ParseContext) -> None:
        self.path = path
        self.ctx = ctx
        self.records: list[dict] = []
        self.lines: list[int] = []
        self.uuids: list[str | None] = []
        self.parents: list[Any] = []
        self.side: list[bool] = []
        self.index: dict[str, int] = {}
        self.children: dict[str, list[int]] = {}
        self.types: Counter = Counter()
        self.skipped: Counter = Counter()
        self.summaries: list[dict] = []
        self.permission_mode: str | None = None
        self.init: dict | None = None
        self.result: dict | None = None
        self.tree = False
        self.damaged: list[tuple[int, str | None, list[str]]] = []
        self.relinked = 0
        self.compaction_fallbacks = 0
        self.titles: list[str] = []
        self.modes: list[dict] = []
        self._call_list: list[tuple[Any, list[str]] | None] | None = None
        self._leaves: dict[bool, list[int]] = {}
        self._read()
        if self.damaged:
            self._relink()
        self.side_count = sum(self.side)

    def _read(self) -> None:
        ctx = self.ctx
        for line, rec in iter_jsonl(self.path, ctx, self._note_damaged):
            if not isinstance(rec, dict):
                ctx.problem("not_an_object", line)
                continue
            kind = rec.get("type")
            if not isinstance(kind, str):
                ctx.problem("missing_type", line, f"keys: {sorted(rec)[:8]}")
                continue
            self.types[kind] += 1
            if kind in CHAIN_TYPES:
                if kind == "system" and rec.get("subtype") == "init" and "parentUuid" not in rec:
                    self.init = rec
                    continue
                if kind in ("user", "assistant") and not isinstance(rec.get("message"), dict):
                    ctx.problem("malformed_message", line, f"{kind} record without a message object")
                    continue
                self._add(rec, line)
            elif kind == "summary":
                if isinstance(rec.get("summary"), str):
                    self.summaries.append({"summary": rec["summary"], "leaf_uuid": rec.get("leafUuid")})
            elif kind == "permission-mode":
                self.permission_mode = rec.get("permissionMode") or self.permission_mode
            elif kind == "ai-title":
                if isinstance(rec.get("aiTitle"), str) and rec["aiTitle"]:
                    self.titles.append(rec["aiTitle"])
            elif kind == "mode":
                self.modes.append({k: v for k, v in rec.items() if k not in ("type", "sessionId")})
            elif kind == "result":
                self.result = rec
            elif kind in BOOKKEEPING_TYPES:
                self.skipped["bookkeeping"] += 1
            else:
                self.skipped["unknown_type"] += 1

    def _note_damaged(self, line: int, raw: bytes) -> None:
        """Salvage the links of a line that could not be read: its ``parentUuid`` and the uuids
        it holds (the record's own is the one another record names as its parent)."""
        parent = _PARENT_UUID_RE.search(raw)
        uuids = [m.decode("utf-8", "replace") for m in _ANY_UUID_RE.findall(raw)]
        if parent is None and not uuids:
            self.damaged.append((line, None, []))
            return
        parent_uuid = parent.group(1).decode("utf-8", "replace") if parent and parent.group(1) else None
        self.damaged.append((line, parent_uuid, uuids))

    def _relink(self) -> None:
        """Link the children of records lost to damage to their grandparents; count the records
        whose parent is still missing as ``orphaned_records``."""
        bridges: dict[str, str | None] = {}
        for _, parent, uuids in self.damaged:
            for uuid in uuids:
                if uuid in self.children and uuid not in self.index:
                    bridges.setdefault(uuid, parent)
        for uuid, parent in bridges.items():
            seen = {uuid}
            while parent in bridges and parent not in seen:
                seen.add(parent)
                parent = bridges[parent]
            kids = self.children.pop(uuid)
            for kid in kids:
                self.parents[kid] = parent
            if parent is not None:
                self.children[parent] = sorted(self.children.get(parent, []) + kids)
            self.relinked += len(kids)
        orphans = [
            p for p, parent in enumerate(self.parents) if isinstance(parent, str) and parent not in self.index
        ]
        if orphans and len(bridges) < len(self.damaged):
            self.ctx.problem(
                "orphaned_records",
                self.lines[orphans[0]],
                "their parent is a damaged line whose uuid could not be read",
                count=len(orphans),
            )

    def _add(self, rec: dict, line: int) -> None:
        result = rec.get("toolUseResult")
        if result is not None:
            # a structured copy of the tool_result (often most of the file); only agentId is used
            agent_id = result.get("agentId") if isinstance(result, dict) else None
            if isinstance(agent_id, str):
                rec["toolUseResult"] = {"agentId": agent_id}
            else:
                del rec["toolUseResult"]
        uuid = rec.get("uuid")
        if "parentUuid" in rec:
            self.tree = True
        if isinstance(uuid, str):
            if uuid in self.index:
                self.skipped["duplicate_record"] += 1
                return
            self.index[uuid] = len(self.records)
            parent = rec.get("parentUuid")
            if isinstance(parent, str):
                self.children.setdefault(parent, []).append(len(self.records))
        elif uuid is not None:
            self.ctx.problem("malformed_record", line, f"uuid is a {type(uuid).__name__}")
            rec["uuid"] = uuid = None
        self.records.append(rec)
        self.lines.append(line)
        self.uuids.append(uuid)
        self.parents.append(rec.get("parentUuid"))
        self.side.append(bool(rec.get("isSidechain")) or bool(rec.get("parent_tool_use_id")))

    # -- choosing records ----------------------------------------------------------------------

    def session_id(self, positions: list[int]) -> str:
        """The file's session id: its name when a record carries it, else the last record's."""
        stem = _name(self.path).split(".")[0]
        session_of, records = self._session_of, self.records
        for p in positions:  # most records carry it: the first one usually answers
            if session_of(records[p]) == stem:
                return stem
        if not positions:
            return stem
        for p in reversed(positions):
            sid = self._session_of(self.records[p])
            if isinstance(sid, str) and sid:
                return sid
        init_sid = (self.init or {}).get("session_id")
        return init_sid if isinstance(init_sid, str) and init_sid else stem

    def line_number(self, line: int) -> int:
        """The line number of a value of ``self.lines`` (the typed reader counts records)."""
        return line

    def convert(self, positions: list[int]) -> Converter:
        """The converter of these records (the typed reader's reads Structs)."""
        return Converter(self, positions)

    # -- what the tree walk reads of a record (the typed reader reads the same from Structs) ----

    @staticmethod
    def _session_of(rec: dict) -> Any:
        return rec.get("sessionId") or rec.get("session_id")

    @staticmethod
    def _stamp_of(rec: dict) -> Any:
        return rec.get("timestamp")

    def resumed_from(self, positions: list[int], session_id: str) -> tuple[str, str] | None:
        """``(earlier session id, time of its last record here)`` when these records begin with
        another session's: a resumed session's file starts with a copy of the conversation it
        resumes (same uuids and times, that session's ``sessionId``), then its own records."""
        other = last = None
        for p in positions:
            rec = self.records[p]
            sid = self._session_of(rec)
            if sid == session_id:
                break
            if isinstance(sid, str) and sid and (other is None or sid == other):
                other = sid
                stamp = self._stamp_of(rec)
                last = stamp if isinstance(stamp, str) else last
        return (other, last) if other is not None and last is not None else None

    @staticmethod
    def _crossing(rec: dict) -> tuple[Any, bool]:
        """``(logicalParentUuid, whether the record is a compaction root)`` of a root record."""
        logical = rec.get("logicalParentUuid")
        return logical, isinstance(logical, str) or rec.get("subtype") == "compact_boundary"

    @staticmethod
    def _assistant_ids(rec: dict) -> tuple[Any, list[str]] | None:
        """``(message id, ids of its tool_use blocks)`` of an assistant record, else None."""
        if rec.get("type") == "assistant":
            msg = rec["message"]
            return call_ids_of(msg.get("id"), msg.get("content"))
        return None

    def _calls(self) -> list[tuple[Any, list[str]] | None]:
        """:meth:`_assistant_ids` of every record, worked out once: the tree walk of each
        selection and ``dropped_branches`` ask again for the same records."""
        calls = self._call_list
        if calls is None:
            calls = self._call_list = [self._assistant_ids(rec) for rec in self.records]
        return calls

    def _attached(self, p: int, msg_ids: set[str], call_ids: set[str]) -> bool:
        rec = self.records[p]
        kind = rec.get("type")
        if kind == "assistant":
            msg_id = rec["message"].get("id")
            return isinstance(msg_id, str) and msg_id in msg_ids
        if kind == "user":
            return answers_calls(rec["message"].get("content"), call_ids)
        return self.uuids[p] not in self.children

    @staticmethod
    def _session_id_of(rec: dict) -> Any:
        return rec.get("sessionId")

    @staticmethod
    def _run_root(rec: dict) -> tuple[Any, Any]:
        """``(agentId, the prompt text or None)`` of the first record of a subagent run."""
        content = rec.get("message", {}).get("content") if rec.get("type") == "user" else None
        return rec.get("agentId"), content

    def leaves(self, sidechain: bool) -> list[int]:
        """Leaf positions (records nobody points to) of one kind, most recent first (worked out
        once per kind: ``selections`` and ``dropped_branches`` both ask)."""
        found = self._leaves.get(sidechain)
        if found is None:
            side, uuids, children = self.side, self.uuids, self.children
            found = self._leaves[sidechain] = [
                p
                for p in range(len(self.records) - 1, -1, -1)
                if side[p] == sidechain and uuids[p] not in children
            ]
        return found

    def path_to(self, leaf: int) -> tuple[list[int], int]:
        """Positions from the root to ``leaf`` (crossing compactions), and how many were crossed.

        A ``compact_boundary`` is crossed to its ``logicalParentUuid``; when that is missing, or
        is a record after the boundary (Claude Code 2.1.1xx re-parents the last tool result under
        the compaction summary), to the last conversation record before the boundary in file
        order, the leaf of the segment it closes.
        """
        path = []
        seen: set[int] = set()
        crossed = 0
        p: int | None = leaf
        while p is not None and p not in seen:
            seen.add(p)
            path.append(p)
            parent = self.parents[p]
            logical, boundary = self._crossing(self.records[p]) if parent is None else (None, False)
            if boundary:
                q = self.index.get(logical) if isinstance(logical, str) else None
                if q is None or q > p:
                    q = self._before(p)
                    self.compaction_fallbacks += q is not None
                crossed += q is not None
                p = q
                continue
            p = self.index.get(parent) if isinstance(parent, str) else None
            if p is None and isinstance(parent, str):
                self.skipped["missing_parent"] += 1
        path.reverse()
        return path, crossed

    def _before(self, p: int) -> int | None:
        """The last record before position ``p`` on the same side (main or sidechain)."""
        side = self.side[p]
        return next((q for q in range(p - 1, -1, -1) if self.side[q] == side), None)

    def with_turn_siblings(self, path: list[int]) -> list[int]:
        """The path plus forks that belong to the same turns: streamed parts of a message on the
        path, results of its calls, and dead-end notices."""
        included = set(path)
        calls = self._calls()
        found_on_path = [found for found in map(calls.__getitem__, path) if found is not None]
        msg_ids: set[str] = {found[0] for found in found_on_path}
        msg_ids.discard(None)  # type: ignore[arg-type]
        call_ids: set[str] = {call_id for found in found_on_path for call_id in found[1]}
        children, uuids = self.children, self.uuids
        # only records with a child off the path can add anything (most have one, on the path)
        queue = [
            p for p in path if (kids := children.get(uuids[p])) is not None and not included.issuperset(kids)
        ]
        while queue:
            uuid = uuids[queue.pop()]
            for child in children.get(uuid, ()):  # type: ignore[arg-type]
                if child in included:
                    continue
                if self._attached(child, msg_ids, call_ids):
                    included.add(child)
                    found = calls[child]
                    if found is not None:
                        if found[0] is not None:
                            msg_ids.add(found[0])
                        call_ids.update(found[1])
                    queue.append(child)
        return sorted(included)

    def selections(self, branches: str, sidechain: bool = False) -> list[tuple[list[int], int]]:
        """``(positions, compactions crossed)`` of the main conversation first, then (for
        ``branches="all"``) each abandoned branch, most recent first."""
        if not self.records:
            return []
        if not self.tree:
            chosen = [p for p, side in enumerate(self.side) if side == sidechain]
            return [(chosen, 0)] if chosen else []
        out = []
        covered: set[int] = set()
        for leaf in self.leaves(sidechain):
            if leaf in covered:
                continue
            path, crossed = self.path_to(leaf)
            chosen = self.with_turn_siblings(path)
            covered.update(chosen)
            out.append((chosen, crossed))
            if branches == "main":
                break
        return out

    def dropped_branches(self, chosen: list[int]) -> dict[str, int]:
        """What the main conversation leaves out: abandoned branches, their records and the tool
        calls only they hold."""
        kept = set(chosen)
        found = self._calls()
        dropped = [p for p, side in enumerate(self.side) if not side and p not in kept]
        if not dropped:  # then every main leaf is kept too: no branch
            return {"branches": 0, "records": 0, "tool_calls": 0}
        records = len(dropped)
        calls = {call_id for p in dropped if found[p] is not None for call_id in found[p][1]}
        if calls:
            calls.difference_update(
                call_id for p in chosen if found[p] is not None for call_id in found[p][1]
            )
        branches = 0
        covered = set(kept)
        counts = Counter(self.skipped), self.compaction_fallbacks  # walking again counts nothing new
        for leaf in self.leaves(sidechain=False):
            if leaf not in covered:
                branches += 1
                covered.update(self.path_to(leaf)[0])
        self.skipped, self.compaction_fallbacks = counts
        return {"branches": branches, "records": records, "tool_calls": len(calls)}

    def sidechain_runs(self) -> list[tuple[list[int], int]]:
        """Inline subagent runs (≤1.0.x): one per sidechain root, along its most recent leaf."""
        runs: dict[int, tuple[list[int], int]] = {}
        for leaf in self.leaves(sidechain=True):
            path, crossed = self.path_to(leaf)
            if path and path[0] not in runs:
                runs[path[0]] = (self.with_turn_siblings(path), crossed)
        return [runs[root] for root in sorted(runs)]


def call_ids_of(msg_id: Any, content: Any) -> tuple[Any, list[str]]:
    """An assistant record's message id (None unless text) and the ids of its ``tool_use`` blocks."""
    calls = []
    if content.__class__ is list:
        for block in content:
            if block.__class__ is dict and block.get("type") == "tool_use":
                call_id = block.get("id")
                if call_id.__class__ is str:
                    calls.append(call_id)
    return (msg_id if msg_id.__class__ is str else None), calls


def answers_calls(content: Any, call_ids: set[str]) -> bool:
    """Whether a user record's content is only results of the calls in ``call_ids``."""
    return (
        isinstance(content, list)
        and bool(content)
        and all(
            isinstance(b, dict)
            and b.get("type") == "tool_result"
            and isinstance(b.get("tool_use_id"), str)
            and b["tool_use_id"] in call_ids
            for b in content
        )
    )


# -- records to messages -----------------------------------------------------------------------


def _injected_kind(text: str) -> str | None:
    match = _TAG_RE.match(text)
    if match and match.group(1) in INJECTED_TAGS:
        return match.group(1)
    stripped = text.lstrip()
    if stripped.startswith("[Request interrupted by user"):
        return "interrupted"
    if stripped.startswith("Caveat: The messages below were generated by the user"):
        return "local-command-caveat"
    return None


def _injected_meta(kind: str, text: str) -> dict:
    meta: dict[str, Any] = {"injected": True, "kind": kind}
    if kind in ("command-name", "command-message", "command-args"):
        name = _COMMAND_RE.search(text)
        args = _ARGS_RE.search(text)
        meta["kind"] = "command"
        if name:
            meta["command"] = name.group(1)
        if args and args.group(1).strip():
            meta["args"] = args.group(1).strip()
    return meta


METADATA_ATTACHMENTS = frozenset({"deferred_tools_delta"})
_INFO_KEYS = (
    ("cwd", "cwd"),
    ("gitBranch", "git_branch"),
    ("permissionMode", "permission_mode"),
    ("entrypoint", "entrypoint"),
    ("slug", "slug"),
)


def _render_attachment(kind: str, att: dict) -> str | None:
    """The text a ``file`` or ``task_reminder`` attachment gave the model (None for other kinds).

    The transcript keeps the data, not the words Claude Code wrapped it in; the rendering says
    what the model was given in plain form: the file's path and contents, the task list.
    """
    if kind == "file":
        content = att.get("content") if isinstance(att.get("content"), dict) else {}
        file = content.get("file") if isinstance(content.get("file"), dict) else {}
        path = file.get("filePath") or att.get("filename") or "?"
        body = file.get("content")
        if not isinstance(body, str):
            body = deep_json.dumps(content, ensure_ascii=False) if content else ""
        return f"Contents of {path}:\n{body}"
    if kind == "task_reminder":
        tasks = att.get("content") if isinstance(att.get("content"), list) else []
        lines = []
        for task in tasks:
            if isinstance(task, dict):
                line = f"#{task.get('id')} [{task.get('status')}] {task.get('subject') or ''}".rstrip()
                if task.get("description"):
                    line += f": {task['description']}"
                lines.append(line)
        return "Task list:\n" + "\n".join(lines) if lines else ""
    return None


class Converter:
    """Turns the chosen records of a transcript into canonical messages and row metadata."""

    def __init__(self, transcript: Transcript, positions: list[int]) -> None:
        self.t = transcript
        self.positions = positions
        self.counts: Counter = Counter()
        self.skipped: Counter = Counter()
        self.messages: list[dict] = []
        self.versions: dict[str, None] = {}
        self.models: Counter = Counter()
        self.model_order: dict[str, None] = {}
        self.usage: dict[str, Any] = {}
        self.compactions: list[dict] = []
        self.agent_calls: list[dict] = []
        self.away_summaries: list[dict] = []
        self.attachments: list[dict] = []
        self.info: dict[str, Any] = {}
        self._pending: list[tuple[int, dict]] = []
        self._open_id: str | None = None
        self._open_entry: dict | None = None
        self._block_counts: Counter = Counter()

    def run(self) -> list[dict]:
        """The messages of the chosen records, in order (streamed assistant parts merged)."""
        records, lines = self.t.records, self.t.lines
        for p in self.positions:
            rec = records[p]
            self._note(rec)
            kind = rec["type"]
            if kind == "assistant":
                msg = rec["message"]
                mid = msg.get("id") if isinstance(msg.get("id"), str) else rec.get("uuid")
                usage = msg.get("usage")
                self._assistant_part(
                    rec,
                    mid,
                    msg.get("content"),
                    usage if isinstance(usage, dict) else None,
                    msg.get("model"),
                    lines[p],
                )
            elif kind == "user":
                result = rec.get("toolUseResult")
                agent_id = result.get("agentId") if isinstance(result, dict) else None
                self._user_part(
                    rec["message"].get("content"),
                    rec.get("timestamp"),
                    rec.get("isCompactSummary"),
                    rec.get("isMeta"),
                    agent_id,
                )
            elif kind == "attachment":
                self._attachment(rec.get("attachment"), rec.get("timestamp"))
            elif kind == "system":
                self._system(
                    rec.get("subtype"), rec.get("timestamp"), rec.get("compactMetadata"), rec.get("content")
                )
            else:
                self.skipped[kind] += 1
        return self._finish()

    def _note(self, rec: dict) -> None:
        """Session details; the last non-empty value of each wins."""
        version = rec.get("version")
        if isinstance(version, str):
            self.versions.setdefault(version)
        for key, name in _INFO_KEYS:
            value = rec.get(key)
            if isinstance(value, str) and value:
                self.info[name] = value

    @staticmethod
    def _head(rec: dict) -> tuple[Any, Any, Any, Any]:
        """``(timestamp, model, isApiErrorMessage, stop_reason)`` of an assistant message's first record."""
        msg = rec["message"]
        return rec.get("timestamp"), msg.get("model"), rec.get("isApiErrorMessage"), msg.get("stop_reason")

    # -- shared by the tolerant and the typed reader: plain values in ---------------------------

    def _assistant_part(self, rec: Any, mid: Any, content: Any, usage: Any, model: Any, line: int) -> None:
        """One streamed part of an assistant message: merged into the open message when it
        continues it (same ``message.id``), else the start of a new one. ``usage`` is the
        message's usage object (None when it has none), read by :meth:`usage_total`."""
        blocks = content if isinstance(content, list) else [{"type": "text", "text": content or ""}]
        entry = self._open_entry
        if entry is not None and mid is not None and mid == self._open_id:
            entry["blocks"].extend(blocks)
            entry["records"] += 1
        else:
            self._open_id = mid
            self._open_entry = entry = {"blocks": list(blocks), "rec": rec, "records": 1, "line": line}
            self._pending.append((len(self.messages), entry))
            self.messages.append(entry)
        if mid is not None and usage is not None:
            self.usage[mid] = usage
        if isinstance(model, str) and model != SYNTHETIC_MODEL:
            self.models[model] += 1
            self.model_order.setdefault(model)

    def _user_part(self, content: Any, timestamp: Any, compact: Any, is_meta: Any, agent_id: Any) -> None:
        produced = self._user(content, timestamp, compact, is_meta)
        if produced and produced[-1]["role"] != "tool":  # the user's own text comes last
            self._open_id, self._open_entry = None, None
        self.messages.extend(produced)
        if isinstance(agent_id, str):
            self._note_agent_result(agent_id, content)

    def _system(self, subtype: Any, timestamp: Any, compact_meta: Any, content: Any) -> None:
        if subtype == "compact_boundary":
            meta = compact_meta if isinstance(compact_meta, dict) else {}
            self.compactions.append(
                {
                    "timestamp": iso_utc(timestamp),
                    "trigger": meta.get("trigger"),
                    "pre_tokens": meta.get("preTokens"),
                }
            )
        elif subtype == "away_summary" and isinstance(content, str):
            self.away_summaries.append({"timestamp": iso_utc(timestamp), "summary": content})
        else:
            self.skipped["system_notice"] += 1

    def _finish(self) -> list[dict]:
        for index, entry in self._pending:
            self.messages[index] = self._assistant(entry)
        return self.messages

    def _assistant(self, entry: dict) -> dict:
        timestamp, model, api_error, stop_reason = self._head(entry["rec"])
        blocks = entry["blocks"]
        seen_calls: set[str] = set()
        kept = []
        for block in blocks:
            if isinstance(block, dict) and block.get("type") == "tool_use":
                call_id = block.get("id")
                if call_id is not None and call_id.__class__ is not str:
                    call_id = str(call_id)  # as tool_call() keeps it
                if call_id in seen_calls:
                    self.skipped["duplicate_tool_use"] += 1
                    continue
                seen_calls.add(call_id)
                if block.get("name") in ("Task", "Agent") and isinstance(block.get("input"), dict):
                    self.agent_calls.append(
                        {
                            "tool_call_id": call_id,
                            "subagent_type": block["input"].get("subagent_type"),
                            "description": block["input"].get("description"),
                        }
                    )
            kept.append(block)
        meta: dict[str, Any] = {}
        if entry["records"] > 1:
            meta["records"] = entry["records"]
        if model == SYNTHETIC_MODEL:
            meta["synthetic"] = True
        if api_error:
            meta["api_error"] = True
        if stop_reason:
            meta["stop_reason"] = stop_reason
        counts = self._block_counts  # one Counter for every message, emptied after each
        out = assistant_from_blocks(
            kept,
            counts,
            timestamp=iso_utc(timestamp),
            model=model if isinstance(model, str) else None,
            metadata=meta or None,
        )
        if counts:
            for reason, n in counts.items():
                if reason != "images":
                    self.t.ctx.problem(reason, self.t.line_number(entry["line"]), count=n)
            counts.clear()
        return out

    def _user(self, content: Any, timestamp: Any, compact: Any, is_meta: Any) -> list[dict]:
        stamp = iso_utc(timestamp)
        if compact:
            text = content if isinstance(content, str) else result_text(content, Counter())
            if self.compactions and "summary" not in self.compactions[-1]:
                self.compactions[-1]["summary"] = text
            else:
                self.compactions.append({"timestamp": stamp, "summary": text})
            meta = {"injected": True, "kind": "compact_summary"}
            return [message("user", text, timestamp=stamp, metadata=meta)]
        if isinstance(content, str):
            content = [{"type": "text", "text": content}]
        elif not isinstance(content, list):
            self.t.ctx.problem("malformed_message", None, f"user content of type {type(content).__name__}")
            return []
        is_meta = bool(is_meta)
        out: list[dict] = []
        injected: list[tuple[str, str]] = []
        typed: list[str] = []
        images = 0
        for block in content:
            if block.__class__ is not dict:
                if not isinstance(block, str):
                    self.t.ctx.problem("malformed_block", None, f"user block of type {type(block).__name__}")
                    continue
                block = {"type": "text", "text": block}
            kind = block.get("type")
            if kind == "tool_result":
                raw = block.get("content")
                meta: dict[str, Any] | None = None
                if raw.__class__ is str:
                    text = raw
                else:
                    local = self._block_counts
                    text = result_text(raw, local)
                    result_images = local["images"]
                    local.clear()
                    if result_images:
                        meta = {"images": result_images}
                        self.counts["images"] += result_images
                if block.get("is_error"):
                    meta = {"is_error": True, **(meta or {})}
                # schema.message("tool", ...), built in place (tests/test_claude_code.py checks the keys)
                out.append(
                    {
                        "role": "tool",
                        "content": text,
                        "reasoning_content": None,
                        "tool_calls": None,
                        "tool_call_id": block.get("tool_use_id"),
                        "name": None,
                        "timestamp": stamp,
                        "model": None,
                        "metadata": meta,
                    }
                )
            elif kind == "text":
                text = str(block.get("text") or "")
                tag = _injected_kind(text) or ("meta" if is_meta else None)
                if tag:
                    injected.append((tag, text))
                else:
                    typed.append(text)
            elif kind == "image":
                images += 1
                typed.append(image_placeholder(block))
            elif kind == "document":
                source = block.get("source") if isinstance(block.get("source"), dict) else {}
                typed.append(f"[document: {source.get('media_type') or 'unknown'}]")
                self.counts["documents"] += 1
            else:
                kind = block_kind(kind)
                self.skipped[f"user_block:{kind}"] += 1
                typed.append(f"[{kind}]")
        if injected:
            kind0 = injected[0][0]
            meta = _injected_meta(kind0, "\n".join(t for _, t in injected))
            out.append(message("user", "\n".join(t for _, t in injected), timestamp=stamp, metadata=meta))
        if typed:
            meta: dict[str, Any] = {"images": images} if images else {}
            if is_meta:
                meta.update(injected=True, kind="meta")
            self.counts["images"] += images
            out.append(message("user", "\n".join(typed), timestamp=stamp, metadata=meta or None))
        return out

    def _note_agent_result(self, agent_id: str, content: Any) -> None:
        """The call that started subagent ``agent_id``: the tool result it answers."""
        call_id = None
        if isinstance(content, list):
            call_id = next(
                (
                    b.get("tool_use_id")
                    for b in content
                    if isinstance(b, dict)
                    and b.get("type") == "tool_result"
                    and isinstance(b.get("tool_use_id"), str)
                ),
                None,
            )
        self.info.setdefault("agent_results", {})[agent_id] = call_id

    def _attachment(self, att: Any, timestamp: Any) -> None:
        message_ = self._attachment_message(att, timestamp)
        if message_ is not None:
            self.messages.append(message_)

    def _attachment_message(self, att: Any, timestamp: Any) -> dict | None:
        stamp = iso_utc(timestamp)
        if not isinstance(att, dict):
            self.skipped["empty_attachment"] += 1
            return None
        kind = str(att.get("type"))
        if kind == "queued_command" and isinstance(att.get("prompt"), str):
            prompt = att["prompt"]
            tag = _injected_kind(prompt)
            meta: dict[str, Any] = {"queued": True}
            if tag or att.get("commandMode") == "task-notification":
                meta.update(_injected_meta(tag or "task-notification", prompt))
            return message("user", prompt, timestamp=stamp, metadata=meta)
        rendered = _render_attachment(kind, att)
        if rendered is not None:
            if not rendered.strip():
                self.skipped["empty_attachment"] += 1
                return None
            return message(
                "user", rendered, timestamp=stamp, metadata={"injected": True, "kind": f"attachment:{kind}"}
            )
        if kind in METADATA_ATTACHMENTS:
            self.attachments.append({"timestamp": stamp, **att})
            return None
        if kind.startswith("hook_") and (
            not isinstance(att.get("hookEvent"), str) or att["hookEvent"] not in CONTEXT_HOOK_EVENTS
        ):
            self.skipped["hook_output"] += 1
            return None
        text = att.get("content")
        if isinstance(text, list) and all(isinstance(x, str) for x in text):
            text = "\n".join(text)
        elif text is None or text == "":
            text = att.get("stdout") if kind.startswith("hook_") else None
            if text is None and not kind.startswith("hook_"):
                # an attachment type nobody has described: what it holds, kept, not rendered
                self.attachments.append({"timestamp": stamp, **att})
                self.skipped["attachment_in_metadata"] += 1
                return None
        if text is not None and not isinstance(text, str):
            text = deep_json.dumps(text, ensure_ascii=False)
        if not text or not text.strip():
            self.skipped["empty_attachment"] += 1
            return None
        return message(
            "user", text, timestamp=stamp, metadata={"injected": True, "kind": f"attachment:{kind}"}
        )

    def usage_total(self) -> dict[str, int]:
        total = dict.fromkeys(USAGE_KEYS, 0)
        for usage in self.usage.values():
            for key in USAGE_KEYS:
                value = usage.get(key)
                if isinstance(value, int):
                    total[key] += value
        return total


def first_request(messages: list[dict]) -> str | None:
    """The first thing the user asked: a typed message, or a slash command typed with arguments."""
    for msg in messages:
        if msg["role"] != "user":
            continue
        meta = msg.get("metadata") or {}
        if not meta.get("injected"):
            if meta.get("images"):
                typed = [line for line in msg["content"].split("\n") if not _IMAGE_LINE_RE.match(line)]
                return "\n".join(typed).strip() or msg["content"]
            return msg["content"]
        if meta.get("kind") == "command" and meta.get("args"):
            return f"{meta.get('command') or ''} {meta['args']}".strip()
    return None


# -- rows --------------------------------------------------------------------------------------


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


def agent_row(t: Transcript, links: dict[str, dict]) -> dict | None:
    """The row of one subagent file, linked to the call that started it (None for an empty file)."""
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
    if sidecar and os.path.isfile(sidecar):
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


# -- files of a project ------------------------------------------------------------------------


if os.sep == "/":

    def _cut(path: str) -> int:
        return path.rfind("/")

else:

    def _cut(path: str) -> int:
        return max(path.rfind("/"), path.rfind(os.sep))


def _name(path: str) -> str:
    """The last component of a path. Plain string work: ``datasets`` patches ``os.path`` in
    builder modules with URL-aware versions, which cost more than the rest of ``group_files``."""
    return path[_cut(path) + 1 :]


def _parent(path: str) -> str:
    return path[: max(_cut(path), 0)]


def is_agent_file(path: str) -> bool:
    """Subagent transcripts: ``agent-<id>.jsonl`` beside the sessions or under ``subagents/``."""
    return _name(path).startswith("agent-")


def is_sidecar(path: str) -> bool:
    """A 2.1.x ``agent-<id>.meta.json`` sidecar: read together with its agent transcript."""
    name = _name(path)
    return name.startswith("agent-") and name.endswith(".meta.json")


def project_key(path: str) -> str:
    """The project directory a file belongs to (``<project>/<session>/subagents/x`` → project)."""
    folder = _parent(path)
    if _name(folder) == "subagents":
        return _parent(_parent(folder))
    return folder


def root_uuids(path: str) -> set[bytes]:
    """Uuids of root records, found without parsing: files sharing one are resumed copies."""
    roots = set()
    try:
        with open_binary(path) as handle:
            for _, line in iter_lines(handle):
                if line is not None and _ROOT_LINE_RE.search(line):
                    uuid = _UUID_RE.search(line)
                    if uuid:
                        roots.add(uuid.group(1))
    except (OSError, EOFError, zlib.error):
        pass
    return roots


def overlap_groups(paths: list[str]) -> list[list[str]]:
    """Files grouped when they share a root record (a resumed session and its copies)."""
    if len(paths) < 2:
        return [list(paths)]
    owner: dict[bytes, int] = {}
    parent = list(range(len(paths)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, path in enumerate(paths):
        for uuid in root_uuids(path):
            if uuid in owner:
                a, b = find(owner[uuid]), find(i)
                if a != b:
                    parent[max(a, b)] = min(a, b)
            else:
                owner[uuid] = i
    groups: dict[int, list[str]] = {}
    for i, path in enumerate(paths):
        groups.setdefault(find(i), []).append(path)
    return [groups[k] for k in sorted(groups)]


def _head(path: str) -> bytes:
    """The first ``_HEAD_BYTES`` of a file (decompressed for ``.gz``); empty when unreadable.

    A plain local file is read with ``os.read`` on the descriptor: ``group_files`` reads the
    head of every file of a corpus before any worker starts, and a buffered file object per
    file cost about a third of that.
    """
    if "://" in path or "::" in path or path.endswith(".gz"):
        try:
            with open_binary(path, _HEAD_BYTES) as handle:
                return handle.read(_HEAD_BYTES)
        except OSError:
            return b""
    try:
        fd = open_regular(path)
    except OSError:
        return b""
    try:
        head = os.read(fd, _HEAD_BYTES)
        while head and len(head) < _HEAD_BYTES:  # a short read before the end of the file
            more = os.read(fd, _HEAD_BYTES - len(head))
            if not more:
                break
            head += more
        return head
    except OSError:
        return b""
    finally:
        os.close(fd)


def _may_match(path: str, pattern: re.Pattern) -> bool:
    """False only when no line of the file can match ``pattern``: it matches nowhere in the bytes.

    A line that matches is a match in the whole file, so a file the pattern misses needs no
    reading line by line (fragments without a root record are read to the end: line by line
    that was half of ``group_files`` on the 1 GB corpus). The bytes are searched through a read-only
    map, for plain local files of at most ``_MAP_BYTES`` (the mapped pages count towards the
    process's memory until unmapped); any other file may match.
    """
    if "://" in path or "::" in path or path.endswith(".gz"):
        return True
    try:
        fd = open_regular(path)
    except OSError:
        return True
    try:
        size = os.fstat(fd).st_size
        if not 0 < size <= _MAP_BYTES:
            return True
        with mmap.mmap(fd, size, access=mmap.ACCESS_READ) as mapped:
            return pattern.search(mapped) is not None
    except (OSError, ValueError):
        return True
    finally:
        os.close(fd)


def _first_line(path: str, pattern: re.Pattern) -> bytes | None:
    """The first line of a file that ``pattern`` matches, read past the 64 KiB head only if needed.

    Real sessions can open with a line of several hundred KB (a pasted image), so a first root
    record or ``sessionId`` need not be in the head.
    """
    head = _head(path)
    match = pattern.search(head)
    if match is not None:
        line_end = head.find(b"\n", match.end())
        if line_end >= 0:
            return head[head.rfind(b"\n", 0, match.start()) + 1 : line_end]
    elif len(head) < _HEAD_BYTES or not _may_match(path, pattern):
        return None
    try:
        with open_binary(path) as handle:
            return next((line for _, line in iter_lines(handle) if line and pattern.search(line)), None)
    except (OSError, EOFError, zlib.error):
        return None


def head_root(path: str) -> bytes | None:
    """The uuid of the file's first root record (None when it has none)."""
    line = _first_line(path, _ROOT_LINE_RE)
    uuid = _UUID_RE.search(line) if line is not None else None
    return uuid.group(1) if uuid else None


def parent_session(path: str) -> str | None:
    """The session a subagent file belongs to: its folder (2.1.x) or its records' ``sessionId``."""
    folder = _parent(path)
    if _name(folder) == "subagents":
        return _name(_parent(folder))
    if is_sidecar(path):
        path = path[: -len(".meta.json")] + ".jsonl"
    line = _first_line(path, _SESSION_ID_RE)
    match = _SESSION_ID_RE.search(line) if line is not None else None
    return match.group(1).decode() if match else None


def session_families(paths: list[str]) -> list[list[str]]:
    """Files of one project folder split into independent shards for ``num_proc``.

    A family is a session, its resumed copies (files whose first root record is the same) and
    its subagent files. A session file without a root record (a fragment) shares nothing with
    the others when parsed, so it is a family of its own. A subagent file whose session cannot
    be told keeps the whole folder one shard, which is always correct.
    """
    sessions = [p for p in paths if not is_agent_file(p)]
    agents = [p for p in paths if is_agent_file(p)]
    family_of_root: dict[bytes, int] = {}
    family_of_stem: dict[str, int] = {}
    families: list[list[str]] = []
    for path in sessions:
        root = head_root(path)
        index = len(families) if root is None else family_of_root.setdefault(root, len(families))
        if index == len(families):
            families.append([])
        families[index].append(path)
        family_of_stem[_name(path).split(".")[0]] = index
    for path in agents:
        session = parent_session(path)
        if session is None:
            return [paths]
        index = family_of_stem.setdefault(session, len(families))
        if index == len(families):
            families.append([])
        families[index].append(path)
    return [sorted(f) for f in families]


def _family_order(family: list[str]) -> bytes:
    first = family[0]
    return hashlib.blake2b(f"{_name(project_key(first))}/{_name(first)}".encode(), digest_size=8).digest()


def is_warmup(path: str) -> bool:
    """A warm-up agent file: a single assistant record (and at most one user record)."""
    assistants = users = 0
    with open_binary(path) as handle:
        for _, raw in iter_lines(handle):
            if raw is None:
                continue
            assistants += bool(_ASSISTANT_RE.search(raw))
            users += bool(_USER_RE.search(raw))
            if assistants > 1 or users > 1:
                return False
    return assistants == 1


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


def read_transcript(path: str, ctx: ParseContext) -> Transcript:
    """A file's transcript, read the typed way when it allows (:mod:`.claude_code_typed`)."""
    from .claude_code_typed import read_transcript as read  # it builds on this module

    return read(path, ctx)


def parse_claude_code_files(
    files: list[str],
    roots: dict[str, str],
    config: AgentTracesConfig,
    log: ProblemLog,
) -> Iterator[dict]:
    """Rows of the files of one project directory (sessions, their copies and subagents)."""
    branches = getattr(config, "branches", "main")
    subagents = getattr(config, "subagents", False)
    files = [f for f in files if not is_sidecar(f)]
    sessions = [f for f in files if not is_agent_file(f)]
    agents = [f for f in files if is_agent_file(f)]
    links: dict[str, dict] = {}
    parents: dict[str, tuple[str, list[bytes]]] = {}  # a main row's id and message keys, by session
    for group in overlap_groups(sessions):
        rows: list[dict] = []
        for path in group:
            ctx = ParseContext(path, roots.get(path, path), config, log)
            rows.extend(session_rows(read_transcript(path, ctx), branches, subagents))
        if len(group) > 1:
            rows = drop_copies(rows)
        for row in rows:
            if (
                subagents
                and agents
                and row["metadata"].get("branch") == "main"
                and "agent" not in row["metadata"]
            ):
                parents[row["session_id"]] = (row["id"], [message_key(m) for m in row["messages"]])
            for call in row["metadata"].get("subagent_calls", ()):
                if call.get("agent_id"):
                    links[call["agent_id"]] = call
            yield _clean(row)
    if not agents:
        return
    if not subagents:
        for path in agents:
            log.add(roots.get(path, path), "subagent_file_not_loaded", detail="subagents=False", fatal=False)
        return
    for path in agents:
        if is_warmup(path):
            log.add(roots.get(path, path), "warmup_subagent_file", fatal=False)
            continue
        ctx = ParseContext(path, roots.get(path, path), config, log)
        row = agent_row(read_transcript(path, ctx), links)
        if row is not None:
            parent_id, keys = parents.get(row["session_id"], (None, None))
            if parent_id is not None:
                _mark_parent_copy(row, keys, parent_id)
            yield _clean(row)


def parse_claude_code_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """Rows of one transcript read on its own (no resumed-copy detection across files)."""
    if is_sidecar(path):
        return
    t = read_transcript(path, ctx)
    config = ctx.config
    if is_agent_file(path):
        row = agent_row(t, {})
        rows = [row] if row is not None else []
    else:
        rows = session_rows(t, getattr(config, "branches", "main"), getattr(config, "subagents", False))
    for row in rows:
        yield _clean(row)


# -- the builder -------------------------------------------------------------------------------


@dataclass
class ClaudeCodeConfig(AgentTracesConfig):
    """Claude Code options.

    Args:
        branches (`str`, defaults to `"main"`): ``"main"`` keeps the conversation that ends at the
            most recent record; ``"all"`` also emits each abandoned branch (edits, rewinds) as its
            own row, ids suffixed ``:branch-<n>``.
        subagents (`bool`, defaults to `False`): also emit each subagent run as its own row
            ``claude_code:<session>:agent-<id>``, linked to the Task/Agent call that started it.
    """

    branches: str = "main"
    subagents: bool = False
    CHOICES: ClassVar[dict[str, tuple]] = {"branches": ("main", "all")}


class ClaudeCode(AgentTracesBuilder):
    """Claude Code session transcripts (``~/.claude/projects``) and ``claude -p`` stream-json."""

    NAME = HARNESS
    DESCRIPTION = "Claude Code sessions as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl",)
    DEFAULT_LOCATION = "~/.claude/projects"
    BUILDER_CONFIG_CLASS = ClaudeCodeConfig

    @classmethod
    def default_location(cls) -> str:
        config_dir = os.environ.get("CLAUDE_CONFIG_DIR")
        if config_dir:
            return os.path.join(os.path.expanduser(config_dir), "projects")
        return os.path.expanduser(cls.DEFAULT_LOCATION)

    @classmethod
    def default_data_files(cls) -> list[str]:
        """Sessions under the default location and, without ``CLAUDE_CONFIG_DIR``, also under
        ``$XDG_CONFIG_HOME/claude/projects`` (``~/.config/claude/projects``), where some Claude
        Code versions of 2025 wrote them on Linux. A session at the same place in both (a copied
        folder) is read once, from the larger file."""
        files = super().default_data_files()
        xdg = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
        other = os.path.join(xdg, "claude", "projects")
        if os.environ.get("CLAUDE_CONFIG_DIR"):
            return files
        primary = cls.default_location()
        chosen = {relative_path(f, primary): f for f in files}
        for path in files_in([other], cls.FILE_PATTERNS):
            rel = relative_path(path, other)
            if rel not in chosen or os.path.getsize(path) > os.path.getsize(chosen[rel]):
                chosen[rel] = path
        return sorted(chosen.values())

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        if is_sidecar(path):
            return head.lstrip().startswith(b"{")
        claimed = False
        for raw in head.split(b"\n")[:8]:
            if not raw.strip():
                continue
            try:
                rec = orjson.loads(raw)
            except orjson.JSONDecodeError:
                if claimed:
                    return True
                # a record longer than the head (inline images): judge by its leading keys
                start = raw[:4096]
                return bool(
                    _SNIFF_KEYS_RE.search(start)
                    and _SNIFF_TYPE_RE.search(start)
                    and not _SNIFF_PARTS_RE.search(start)
                )
            if not isinstance(rec, dict):
                return False
            kind = rec.get("type")
            if kind == "system" and rec.get("subtype") == "init" and "session_id" in rec:
                return True
            message = rec.get("message")
            if kind in ("user", "assistant") and not (isinstance(message, dict) and "content" in message):
                # the parser reads ``message.content``: Qwen Code's look-alike records carry
                # Gemini ``message.parts`` instead and are not ours (issue 32)
                return False
            if (kind in SNIFF_TYPES and ("sessionId" in rec or "uuid" in rec or "leafUuid" in rec)) or (
                kind == "file-history-snapshot" and "snapshot" in rec
            ):
                claimed = True
            elif kind == "system" and rec.get("subtype") == "ui_telemetry":
                return False  # Qwen Code's telemetry record, never written by Claude Code
        return claimed

    def group_files(self, files: list[str]) -> list[list[str]]:
        """Session families, in an order that spreads big projects over the processes.

        ``datasets`` gives each of the ``num_proc`` workers a contiguous range of shards; in
        folder order one worker got the largest projects (729 vs 345 MB of a 1 GB corpus). The
        families are ordered by a hash of their project folder and file name: deterministic
        across runs and machines, and balanced by bytes for any number of workers.
        """
        projects: dict[str, list[str]] = {}
        for path in files:
            projects.setdefault(project_key(path), []).append(path)
        families = [family for k in sorted(projects) for family in session_families(sorted(projects[k]))]
        return sorted(families, key=_family_order)

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        yield from parse_claude_code_files(files, roots, self.config, log)

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_claude_code_file(path, ctx)
