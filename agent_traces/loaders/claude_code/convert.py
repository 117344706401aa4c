"""The chosen records of a transcript to canonical messages and row metadata."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from ...converters.anthropic import assistant_from_blocks
from ...converters.schema import (
    iso_utc,
)
from .tree import TranscriptTree
from .user import UserMessages

USAGE_KEYS = ("input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens")
SYNTHETIC_MODEL = "<synthetic>"
_IMAGE_LINE_RE = re.compile(r"\[image: [^\]\n]*\]$")
_INFO_KEYS = (
    ("cwd", "cwd"),
    ("gitBranch", "git_branch"),
    ("permissionMode", "permission_mode"),
    ("entrypoint", "entrypoint"),
    ("slug", "slug"),
)


class Converter(UserMessages):
    """Turns the chosen records of a transcript into canonical messages and row metadata."""

    def __init__(self, transcript: TranscriptTree, positions: list[int]) -> None:
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
