"""Reading one transcript the tolerant way: one ``orjson.loads`` a line, damaged lines salvaged."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from ...core.config import ParseContext
from ...core.reading import iter_jsonl
from .convert import Converter
from .tree import TranscriptTree

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
_ANY_UUID_RE = re.compile(rb'(?<!\\)"uuid"\s*:\s*"([^"\\]{1,200})"')
_PARENT_UUID_RE = re.compile(rb'(?<!\\)"parentUuid"\s*:\s*(?:null|"([^"\\]{1,200})")')


class Transcript(TranscriptTree):
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

    # -- the typed reader's converter reads Structs ---------------------------------------------

    def convert(self, positions: list[int]) -> Converter:
        """The converter of these records (the typed reader's reads Structs)."""
        return Converter(self, positions)
