"""Qwen Code chat recordings (``qwen_code``).

Qwen Code (a Gemini CLI fork) records each session as
``~/.qwen/projects/<sanitized cwd>/chats/<sessionId>.jsonl``: one record a line, shaped like
Claude Code's (``uuid``, ``parentUuid``, ``sessionId``, ``timestamp``, ``type``, ``cwd``,
``version``, ``gitBranch``) but with a Gemini-style ``message``::

    {"uuid": "…", "parentUuid": null, "sessionId": "…", "type": "user", "version": "0.13.0",
     "message": {"role": "user", "parts": [{"text": "…"}]}}
    {"type": "system", "subtype": "ui_telemetry",
     "systemPayload": {"uiEvent": {"event.name": "qwen-code.api_response", "model": "coder-model",
                                   "input_token_count": 1, "status_code": 200, …}}}
    {"type": "assistant", "model": "coder-model",
     "message": {"role": "model", "parts": [{"text": "…", "thought": true}, {"text": "…"},
                                            {"functionCall": {"id": "call_…", "name": "…", "args": {…}}}]},
     "usageMetadata": {"promptTokenCount": 1, "candidatesTokenCount": 2, "thoughtsTokenCount": 3, …},
     "contextWindowSize": 131072}
    {"type": "tool_result",
     "message": {"role": "user", "parts": [{"functionResponse": {"id": "call_…", "name": "…",
                                                                 "response": {"output": "…"}}}]},
     "toolCallResult": {"callId": "call_…", "status": "success" | "error", "resultDisplay": …}}

``user`` → user messages; ``assistant`` → assistant messages (``thought: true`` parts, 0.13+, as
reasoning; other text parts as content; ``functionCall`` parts as tool calls; ``model`` and
``usageMetadata`` per message); ``tool_result`` → one tool message per ``functionResponse``
(``response.output`` or ``response.error``; ``toolCallResult.status == "error"`` kept as
``is_error``). ``system`` records are the CLI's own: ``ui_telemetry`` events (API responses,
API errors such as 429 rate limits, tool-call events) are counted in ``metadata.telemetry``,
``slash_command`` records in ``metadata.slash_commands``; none becomes a message.

Records are read in file order. The ``parentUuid`` chain can fork when the user types while a
turn is still running: both branches are real model output and stay, in the order written (the
records off the chain that ends at the last record are counted in ``metadata.side_records``).
Calls can outnumber results (interrupted turns); the ``version`` can change inside a file (an
update between resumes): every version is listed in ``metadata.versions``. One row per file; the
id is ``qwen_code:<sessionId>``.

Claude Code's parser would claim these records by their ``uuid``/``type`` keys and read only
``message.content``; detection asks for ``message.parts`` (issue 32).
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

from ..converters.schema import iso_utc, message, tool_call, trajectory_row
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import iter_jsonl
from ..core.sniffing import head_records
from .gemini_cli import parts_text, tool_result

HARNESS = "qwen_code"
RECORD_TYPES = ("user", "assistant", "tool_result", "system")
# the opening of a record longer than the head: Claude-Code-like keys, then a ``parts`` message
_CUT_RECORD_RE = re.compile(
    rb'^\s*\{\s*"uuid"\s*:.*"type"\s*:\s*"(?:user|assistant|tool_result)".*'
    rb'"message"\s*:\s*\{\s*"role"\s*:\s*"(?:user|model)"\s*,\s*"parts"\s*:',
    re.DOTALL,
)


def _str(value: Any) -> str | None:
    """``value`` when it is text, else None (a damaged id or name must not become a key)."""
    return value if isinstance(value, str) else None


def _parts(rec: dict, counts: Counter) -> list:
    msg = rec.get("message")
    parts = msg.get("parts") if isinstance(msg, dict) else None
    if isinstance(parts, list):
        return [p for p in parts if isinstance(p, dict)]
    counts["record_without_parts"] += 1
    return []


def _user(rec: dict, stamp: str | None, counts: Counter) -> dict | None:
    parts = _parts(rec, counts)
    text = "\n".join(str(p["text"]) for p in parts if "text" in p and not p.get("thought"))
    other = [p for p in parts if "text" not in p]
    if other:
        text = "\n".join(t for t in (text, parts_text(other, counts)) if t)
    return message("user", text, timestamp=stamp)


def _assistant(rec: dict, stamp: str | None, counts: Counter) -> dict:
    texts, thoughts, calls = [], [], []
    for part in _parts(rec, counts):
        if "functionCall" in part:
            call = part["functionCall"] if isinstance(part["functionCall"], dict) else {}
            args, ok = parse_arguments(call.get("args"))
            if not ok:
                counts["unparseable_arguments"] += 1
            calls.append(tool_call(_str(call.get("id")), str(call.get("name") or ""), args))
        elif "text" in part:
            (thoughts if part.get("thought") else texts).append(str(part["text"]))
        else:
            texts.append(parts_text([part], counts))
    meta: dict[str, Any] = {}
    if isinstance(rec.get("usageMetadata"), dict):
        meta["usage"] = rec["usageMetadata"]
    if rec.get("contextWindowSize") is not None:
        meta["context_window_size"] = rec["contextWindowSize"]
    return message(
        "assistant",
        "\n".join(texts),
        reasoning_content="\n".join(thoughts) or None,
        tool_calls=calls or None,
        timestamp=stamp,
        model=_str(rec.get("model")),
        metadata=meta or None,
    )


def _results(rec: dict, stamp: str | None, counts: Counter) -> list[dict]:
    outcome = rec.get("toolCallResult") if isinstance(rec.get("toolCallResult"), dict) else {}
    out = []
    for part in _parts(rec, counts):
        response = part.get("functionResponse")
        if not isinstance(response, dict) and "text" in part:  # a result written as plain text
            status = outcome.get("status")
            out.append(
                message(
                    "tool",
                    str(part["text"]),
                    tool_call_id=_str(outcome.get("callId")),
                    name=_str(outcome.get("name")),
                    timestamp=stamp,
                    metadata={"is_error": True} if status == "error" else None,
                )
            )
            continue
        if not isinstance(response, dict):
            counts["tool_result_part_without_response"] += 1
            continue
        call = {
            "result": [part],
            "status": outcome.get("status"),
            "resultDisplay": outcome.get("resultDisplay"),
        }
        text, is_error = tool_result(call, counts) or ("", False)
        out.append(
            message(
                "tool",
                text,
                tool_call_id=_str(response.get("id")) or _str(outcome.get("callId")),
                name=_str(response.get("name")),
                timestamp=stamp,
                metadata={"is_error": True} if is_error else None,
            )
        )
    return out


def _main_chain(records: list[dict]) -> set:
    """The uuids on the ``parentUuid`` chain that ends at the last record."""
    by_id = {r["uuid"]: r for r in records if isinstance(r.get("uuid"), str)}
    chain: set = set()
    current = _str(records[-1].get("uuid")) if records else None
    while current is not None and current in by_id and current not in chain:
        chain.add(current)
        current = _str(by_id[current].get("parentUuid"))
    return chain


def parse_qwen_code_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """The row of one Qwen Code chat file (None, counted, when it holds no conversation)."""
    records = [rec for _, rec in iter_jsonl(path, ctx) if isinstance(rec, dict)]
    counts: Counter = Counter()
    telemetry: Counter = Counter()
    messages: list[dict] = []
    versions: list[str] = []
    models: Counter = Counter()
    slash: list[str] = []
    header: dict = {}
    for rec in records:
        version = rec.get("version")
        if isinstance(version, str) and version not in versions:
            versions.append(version)
        kind = rec.get("type")
        stamp = iso_utc(rec.get("timestamp"))
        if kind == "user":
            msg = _user(rec, stamp, counts)
            if msg is not None:
                messages.append(msg)
        elif kind == "assistant":
            messages.append(_assistant(rec, stamp, counts))
            if _str(rec.get("model")):
                models[rec["model"]] += 1
        elif kind == "tool_result":
            messages.extend(_results(rec, stamp, counts))
        elif kind == "system":
            payload = rec.get("systemPayload") if isinstance(rec.get("systemPayload"), dict) else {}
            if rec.get("subtype") == "ui_telemetry":
                event = payload.get("uiEvent") if isinstance(payload.get("uiEvent"), dict) else {}
                telemetry[str(event.get("event.name") or "unknown")] += 1
            elif rec.get("subtype") == "slash_command":
                slash.append(str(payload.get("rawCommand") or payload.get("command") or ""))
            else:
                counts[f"system:{rec.get('subtype')}"] += 1
        elif kind is None and "uuid" not in rec and rec is records[0]:
            header = rec  # a session header line (id, workspace, creation time)
        else:
            ctx.problem("unknown_record_type", None, str(kind))
    if not messages:
        ctx.problem("no_messages", None, f"{len(records)} record(s), none a message")
        return
    first = next((r for r in records if r is not header), records[0])
    session_id = (
        _str(first.get("sessionId")) or _str(header.get("id")) or os.path.basename(path).split(".")[0]
    )
    side = len(records) - len(_main_chain(records))
    meta: dict[str, Any] = {
        "cwd": first.get("cwd"),
        "versions": versions,
        "started_at": iso_utc(first.get("timestamp")),
    }
    if header:
        meta["header"] = header
    if first.get("gitBranch"):
        meta["git_branch"] = first["gitBranch"]
    if telemetry:
        meta["telemetry"] = dict(sorted(telemetry.items()))
    if slash:
        meta["slash_commands"] = slash
    if side:
        meta["side_records"] = side
    if counts:
        meta["counts"] = dict(counts)
    yield trajectory_row(
        HARNESS,
        session_id,
        messages,
        model=max(models, key=lambda m: models[m]) if models else None,
        file_path=ctx.rel_path,
        metadata=meta,
    )


def qwen_home() -> str:
    """Qwen Code's folder (``~/.qwen``)."""
    return os.path.expanduser("~/.qwen")


class QwenCode(AgentTracesBuilder):
    """Qwen Code chat recordings (``~/.qwen/projects/*/chats/*.jsonl``)."""

    NAME = HARNESS
    DESCRIPTION = "Qwen Code chat recordings as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl",)

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(qwen_home(), "projects")

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        """A Claude-Code-like record whose message is Gemini ``parts`` (or Qwen's telemetry record);
        any record with Claude Code's ``message.content`` disproves it."""
        records = head_records(head)
        if not records:
            return bool(_CUT_RECORD_RE.search(head[:4096]))
        if isinstance(records[0], dict) and "type" not in records[0] and "uuid" not in records[0]:
            records = records[1:]  # a session header line some versions write first: no proof either way
        claimed = False
        for rec in records:
            if not isinstance(rec, dict) or rec.get("type") not in RECORD_TYPES:
                return False
            if "uuid" not in rec or "sessionId" not in rec:
                return False
            msg = rec.get("message")
            if rec["type"] == "system":
                claimed = claimed or rec.get("subtype") == "ui_telemetry"
                continue
            if not isinstance(msg, dict) or "content" in msg or not isinstance(msg.get("parts"), list):
                return False
            claimed = True
        return claimed

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_qwen_code_file(path, ctx)
