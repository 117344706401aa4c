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
  (:mod:`.typed`: one ``msgspec`` call a file into Structs of the fields used); a
  file with anything odd in it (damage, a value of an unexpected type) is read by the tolerant
  reader (:mod:`.transcript`), record by record. Both feed the same tree walk and converter, and a
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

The package, one seam a module: :mod:`.families` (which files are read together, from raw
bytes), :mod:`.transcript` (the tolerant reader) and :mod:`.typed` (the fast one), both on
:mod:`.tree` (main conversation, branches, compactions), :mod:`.convert` and :mod:`.user`
(records to messages), :mod:`.rows` (a session's rows, subagents, copies dropped); this module
holds the builder, its options and how it recognizes its files.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

import orjson

from ...converters.schema import message_key
from ...core.builder import AgentTracesBuilder
from ...core.config import AgentTracesConfig, ParseContext
from ...core.files import files_in, relative_path
from ...problems import ProblemLog
from .convert import Converter
from .families import (
    _family_order,
    is_agent_file,
    is_sidecar,
    is_warmup,
    overlap_groups,
    project_key,
    session_families,
)
from .rows import HARNESS, _clean, _mark_parent_copy, agent_row, drop_copies, session_rows
from .transcript import BOOKKEEPING_TYPES, CHAIN_TYPES, Transcript
from .tree import TranscriptTree
from .typed import read_transcript

__all__ = [
    "HARNESS",
    "ClaudeCode",
    "ClaudeCodeConfig",
    "Converter",
    "Transcript",
    "TranscriptTree",
    "agent_row",
    "parse_claude_code_file",
    "parse_claude_code_files",
    "read_transcript",
    "session_rows",
]

SNIFF_TYPES = CHAIN_TYPES | BOOKKEEPING_TYPES | {"summary"}
_SNIFF_KEYS_RE = re.compile(rb'^\s*\{.*"(parentUuid|sessionId)"\s*:', re.DOTALL)
# a message opening with Gemini-style ``parts`` (Qwen Code), which the parser cannot read
_SNIFF_PARTS_RE = re.compile(rb'"message"\s*:\s*\{\s*"role"\s*:\s*"[a-z]+"\s*,\s*"parts"\s*:')
_SNIFF_TYPE_RE = re.compile(rb'"type"\s*:\s*"(user|assistant|system|attachment|progress)"')


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
        row = agent_row(read_transcript(path, ctx), links, os.path.isfile)
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
        row = agent_row(t, {}, os.path.isfile)
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
