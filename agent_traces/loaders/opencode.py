"""OpenCode sessions (``opencode``): ``opencode export`` JSON and OpenCode's storage tree.

``opencode export <session>`` writes one JSON object::

    {"info": {"id": "ses_…", "title", "directory", "version", "model": {"id", "providerID"},
              "cost", "tokens", "time": {"created", "updated"}, …},
     "messages": [{"info": {"id": "msg_…", "role": "user", "time": {"created"}, "agent", "model"},
                   "parts": [{"type": "text", "text": "…"}]},
                  {"info": {"id": "msg_…", "role": "assistant", "parentID", "modelID", "providerID",
                            "cost", "tokens", "finish", "time": {"created", "completed"}, "error"?},
                   "parts": [{"type": "step-start"}, {"type": "reasoning", "text"},
                             {"type": "text", "text"},
                             {"type": "tool", "callID", "tool", "state": {"status", "input", "output",
                              "title", "metadata", "time"}},
                             {"type": "step-finish", "reason", "tokens", "cost"}]}]}

OpenCode itself keeps the same objects one file each under ``$XDG_DATA_HOME/opencode/storage``
(``~/.local/share/opencode/storage``): ``session/<project id>/<session id>.json`` (the ``info``),
``message/<session id>/<message id>.json`` (a message's ``info``) and
``part/<message id>/<part id>.json`` (one part). That layout and the part shapes come from
OpenCode's public source (``packages/opencode/src/session``, ``storage``); no real storage tree
was at hand, so it is tested on our own fixture. The files of one session are read together
(messages and parts in id order: OpenCode's ids sort by creation time); a message or part file
whose session file is not among the inputs is counted (``opencode_file_without_session``).

What the reader does with it: one row per session, ``opencode:<session id>``.

- A user message's ``text`` parts are what the user typed; ``synthetic`` text parts (file
  contents and notes OpenCode adds) become injected user messages (``kind: "synthetic"``),
  ``file`` parts a ``[file: name]`` placeholder, ``ignored`` text is counted, not kept.
- An assistant message is split at its ``step-start`` parts: each model step is one assistant
  message (``reasoning`` parts → ``reasoning_content``, ``text`` → ``content``, ``tool`` parts →
  ``tool_calls``) with the step's ``step-finish`` (``reason``, ``tokens``, ``cost``, snapshot)
  in its metadata, and the message's ``modelID`` (``providerID`` in metadata).
- A ``tool`` part is both the call and its result: ``completed`` gives a tool message with
  ``state.output``, ``error`` one with ``state.error`` flagged ``is_error``; ``pending`` or
  ``running`` (the run was interrupted) has no result, listed in the step's
  ``metadata.calls_without_result``. ``state.title`` and ``state.metadata`` are kept on the tool
  message; a ``task`` call's child session id there is ``metadata.subagent_session``.
- Per-message ``cost``, ``tokens``, ``finish``, ``agent``/``mode`` and ``error`` (an aborted turn:
  ``MessageAbortedError``) are kept in metadata; session totals (``cost``, ``tokens``,
  ``summary``), ``title``, ``directory``, ``version`` and ``parentID`` (a sub-agent session) in the
  row's. Times are epoch milliseconds. The row's model is the one most steps used.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator
from typing import Any

from ..converters.schema import (
    as_list,
    assistant_message,
    iso_utc,
    message,
    most_used_model,
    tool_call,
    trajectory_row,
)
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder, guarded
from ..core.config import ParseContext
from ..core.files import files_in
from ..core.reading import load_json
from ..problems import ProblemLog

HARNESS = "opencode"
_STORAGE_KINDS = ("session", "message", "part")


def opencode_storage() -> str:
    """``$XDG_DATA_HOME/opencode/storage``, else ``~/.local/share/opencode/storage``."""
    data = os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share")
    return os.path.join(data, "opencode", "storage")


def storage_kind(path: str) -> tuple[str, str, str] | None:
    """``(kind, folder id, own id)`` of a storage-tree file, or None for any other file."""
    folder, name = os.path.split(path)
    if not name.endswith(".json"):
        return None
    top, folder_id = os.path.split(folder)
    kind = os.path.basename(top)
    own = name[:-5]
    prefixes = {"session": ("ses_", ""), "message": ("msg_", "ses_"), "part": ("prt_", "msg_")}
    if kind not in prefixes or os.path.basename(os.path.dirname(top)) != "storage":
        return None
    own_prefix, folder_prefix = prefixes[kind]
    if not own.startswith(own_prefix) or not folder_id.startswith(folder_prefix):
        return None
    return kind, folder_id, own


def _ms(value: Any) -> str | None:
    return iso_utc(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


class _Converter:
    """Canonical messages from OpenCode's ``[{info, parts}]``."""

    def __init__(self, ctx: ParseContext) -> None:
        self.ctx = ctx
        self.messages: list[dict] = []
        self.counts: Counter = Counter()

    def add(self, info: Any, parts: Any, where: str) -> None:
        if not isinstance(info, dict):
            self.ctx.problem("malformed_message", None, where)
            return
        parts = [p for p in as_list(parts, self.counts) if isinstance(p, dict)]
        role = info.get("role")
        if role == "user":
            self._user(info, parts)
        elif role == "assistant":
            self._assistant(info, parts, where)
        else:
            self.ctx.problem("unknown_role", None, f"{where}: {role}")

    def _user(self, info: dict, parts: list[dict]) -> None:
        stamp = _ms((info.get("time") or {}).get("created") if isinstance(info.get("time"), dict) else None)
        typed: list[str] = []
        meta: dict[str, Any] = {k: info[k] for k in ("agent", "model") if info.get(k) is not None}
        for part in parts:
            kind = part.get("type")
            if kind == "text":
                text = str(part.get("text") or "")
                if part.get("ignored"):
                    self.counts["ignored_text"] += 1
                elif part.get("synthetic"):
                    self.messages.append(
                        message(
                            "user", text, timestamp=stamp, metadata={"injected": True, "kind": "synthetic"}
                        )
                    )
                else:
                    typed.append(text)
            elif kind == "file":
                self.counts["files"] += 1
                typed.append(f"[file: {part.get('filename') or part.get('url') or 'unnamed'}]")
            elif kind in ("agent", "subtask", "compaction"):
                meta.setdefault("parts", []).append(
                    {k: v for k, v in part.items() if k not in ("sessionID", "messageID")}
                )
            else:
                self.counts[f"user_part:{kind}"] += 1
        if typed:
            self.messages.append(message("user", "\n".join(typed), timestamp=stamp, metadata=meta))

    def _assistant(self, info: dict, parts: list[dict], where: str) -> None:
        times = info.get("time") if isinstance(info.get("time"), dict) else {}
        stamp = _ms(times.get("created"))
        model = info.get("modelID") if isinstance(info.get("modelID"), str) else None
        steps: list[list[dict]] = [[]]
        for part in parts:
            if part.get("type") == "step-start" and steps[-1]:
                steps.append([])
            steps[-1].append(part)
        info_meta = {
            k: info[k]
            for k in (
                "providerID",
                "agent",
                "mode",
                "variant",
                "finish",
                "cost",
                "tokens",
                "error",
                "summary",
            )
            if info.get(k) is not None
        }
        if isinstance(info.get("error"), dict):
            self.counts[f"error:{info['error'].get('name')}"] += 1
        for n, step in enumerate(steps):
            self._step(step, stamp, model, info_meta if n == len(steps) - 1 else {}, where)

    def _step(
        self, parts: list[dict], stamp: str | None, model: str | None, info_meta: dict, where: str
    ) -> None:
        texts, thoughts, calls, results = [], [], [], []
        meta: dict[str, Any] = dict(info_meta)
        missing: list[str] = []
        for part in parts:
            kind = part.get("type")
            if kind == "text":
                texts.append(str(part.get("text") or ""))
            elif kind == "reasoning":
                if part.get("text"):
                    thoughts.append(str(part["text"]))
            elif kind == "tool":
                call, result = self._tool(part, stamp, where)
                calls.append(call)
                if result is None:
                    missing.append(call["id"])
                else:
                    results.append(result)
            elif kind == "step-start":
                if part.get("snapshot"):
                    meta["snapshot"] = part["snapshot"]
            elif kind == "step-finish":
                meta["step"] = {k: part[k] for k in ("reason", "tokens", "cost") if k in part}
            elif kind in ("patch", "snapshot", "retry", "agent", "file"):
                meta.setdefault("parts", []).append(
                    {k: v for k, v in part.items() if k not in ("sessionID", "messageID")}
                )
            else:
                self.ctx.problem("unknown_part_type", None, f"{where}: {kind}")
        if missing:
            meta["calls_without_result"] = missing
            self.counts["calls_without_result"] += len(missing)
        self.messages.append(
            assistant_message(texts, thoughts, calls, timestamp=stamp, model=model, metadata=meta)
        )
        self.messages.extend(results)

    def _tool(self, part: dict, stamp: str | None, where: str) -> tuple[dict, dict | None]:
        state = part.get("state") if isinstance(part.get("state"), dict) else {}
        arguments, ok = parse_arguments(state.get("input") if state.get("input") is not None else {})
        if not ok:
            self.ctx.problem("unparseable_arguments", None, f"{where}: {part.get('tool')}")
        call_id = part.get("callID") if isinstance(part.get("callID"), str) else part.get("id")
        call = tool_call(call_id, str(part.get("tool") or ""), arguments)
        status = state.get("status")
        times = state.get("time") if isinstance(state.get("time"), dict) else {}
        if status not in ("completed", "error"):
            self.counts[f"tool_{status}"] += 1
            return call, None
        meta: dict[str, Any] = {"status": status}
        for key in ("title", "metadata"):
            if state.get(key) is not None:
                meta[key] = state[key]
        if isinstance(state.get("metadata"), dict) and isinstance(state["metadata"].get("sessionId"), str):
            meta["subagent_session"] = state["metadata"]["sessionId"]
        if status == "error":
            meta["is_error"] = True
            text = state.get("error")
        else:
            text = state.get("output")
        result = message(
            "tool",
            text if isinstance(text, str) else ("" if text is None else str(text)),
            tool_call_id=call["id"],
            name=call["function"]["name"],
            timestamp=_ms(times.get("end")) or stamp,
            metadata=meta,
        )
        return call, result

    def row(self, info: dict) -> dict:
        session_id = str(info.get("id") or "")
        meta: dict[str, Any] = {
            k: info[k]
            for k in (
                "title",
                "slug",
                "directory",
                "projectID",
                "parentID",
                "version",
                "agent",
                "model",
                "cost",
                "tokens",
                "summary",
            )
            if info.get(k) not in (None, "")
        }
        times = info.get("time") if isinstance(info.get("time"), dict) else {}
        if _ms(times.get("created")):
            meta["started_at"] = _ms(times.get("created"))
        if self.counts:
            meta["counts"] = dict(self.counts)
        model = most_used_model(self.messages)
        return trajectory_row(
            HARNESS,
            session_id,
            self.messages,
            model=model,
            file_path=self.ctx.rel_path,
            metadata=meta,
        )


def parse_export(path: str, ctx: ParseContext) -> Iterator[dict]:
    """The row of one ``opencode export`` file."""
    doc = load_json(path, ctx)
    if doc is None:
        return
    if not isinstance(doc, dict) or not isinstance(doc.get("info"), dict) or "messages" not in doc:
        ctx.problem("unknown_record_shape", None, "not an opencode export ({info, messages})")
        return
    conv = _Converter(ctx)
    for n, msg in enumerate(as_list(doc.get("messages"), conv.counts)):
        if not isinstance(msg, dict):
            ctx.problem("malformed_message", None, f"messages[{n}]")
            continue
        conv.add(msg.get("info"), msg.get("parts"), f"messages[{n}]")
    if not conv.messages:
        ctx.problem("no_messages", None)
        return
    yield conv.row(doc["info"])


class OpenCode(AgentTracesBuilder):
    """OpenCode ``export`` JSON files and the storage tree (session/message/part JSON files)."""

    NAME = HARNESS
    DESCRIPTION = "OpenCode sessions as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.json",)

    @classmethod
    def default_location(cls) -> str:
        return opencode_storage()

    @classmethod
    def default_data_files(cls) -> list[str]:
        return files_in([opencode_storage()], tuple(f"{kind}/*/*.json" for kind in _STORAGE_KINDS))

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        if storage_kind(path) is not None:
            return True
        text = head.lstrip(b"\xef\xbb\xbf \t\r\n")[:4096]
        return (
            text.startswith(b"{")
            and b'"info"' in text
            and b'"messages"' in head
            and (b'"id": "ses_' in text or b'"id":"ses_' in text)
        )

    def group_files(self, files: list[str]) -> list[list[str]]:
        """An export per shard; a stored session with its message and part files."""
        sessions: dict[str, str] = {}
        messages: dict[str, list[str]] = {}
        parts: dict[str, list[str]] = {}
        groups: list[list[str]] = []
        for path in files:
            kind = storage_kind(path)
            if kind is None:
                groups.append([path])
            elif kind[0] == "session":
                sessions[kind[2]] = path
            elif kind[0] == "message":
                messages.setdefault(kind[1], []).append(path)
            else:
                parts.setdefault(kind[1], []).append(path)
        for session_id, path in sorted(sessions.items()):
            members = [path]
            for msg in sorted(messages.pop(session_id, [])):
                members.append(msg)
                members.extend(sorted(parts.pop(os.path.basename(msg)[:-5], [])))
            groups.append(members)
        orphans = [p for ps in messages.values() for p in ps] + [p for ps in parts.values() for p in ps]
        groups.extend([p] for p in sorted(orphans))
        return sorted(groups)

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        head = storage_kind(files[0])
        if head is None:
            yield from super().parse_shard(files, roots, log)
            return
        ctx = ParseContext(files[0], roots[files[0]], self.config, log)
        if head[0] != "session":
            for path in files:
                ParseContext(path, roots[path], self.config, log).skip(
                    "opencode_file_without_session", None, os.path.basename(path)
                )
            return

        def stored() -> Iterator[dict]:
            row = self._stored_session(files, roots, log, ctx)
            if row is not None:
                yield row

        yield from guarded(stored(), ctx, "the session was not read")

    def _stored_session(
        self, files: list[str], roots: dict[str, str], log: ProblemLog, ctx: ParseContext
    ) -> dict | None:
        info = load_json(files[0], ctx)
        if not isinstance(info, dict):
            if info is not None:
                ctx.problem("unknown_record_shape", None, "a session file that is not an object")
            return None
        conv = _Converter(ctx)
        current: tuple[dict, list, str] | None = None
        for path in files[1:]:
            kind = storage_kind(path)
            sub = ParseContext(path, roots[path], self.config, log)
            value = load_json(path, sub)
            if kind is None or value is None:
                continue
            if kind[0] == "message":
                if current is not None:
                    conv.add(*current)
                current = (value, [], roots[path])
            elif current is not None:
                current[1].append(value)
        if current is not None:
            conv.add(*current)
        if not conv.messages:
            ctx.problem("no_messages", None)
            return None
        return conv.row(info)

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_export(path, ctx)
