"""The tree of a transcript's records: the main conversation, its branches and compactions."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core.config import ParseContext
from .families import _name


class TranscriptTree:
    """Choosing records from a transcript's tree: the main conversation from the most recent
    leaf to the root (compactions crossed), the forks of the same turns, abandoned branches and
    inline subagent runs.

    The reader that subclasses it fills the index below; the static methods say how a field is
    read from one record (a dict here, a ``Struct`` in the typed reader).
    """

    path: str
    ctx: ParseContext
    records: list[Any]
    lines: list[int]
    uuids: list[str | None]
    parents: list[Any]
    side: list[bool]
    index: dict[str, int]
    children: dict[str, list[int]]
    skipped: Counter
    init: dict | None
    tree: bool
    compaction_fallbacks: int
    _call_list: list[tuple[Any, list[str]] | None] | None
    _leaves: dict[bool, list[int]]

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
