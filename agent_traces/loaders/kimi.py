"""Kimi CLI sessions (``kimi``).

Kimi CLI (MoonshotAI's ``kimi-cli``) keeps a session's context as JSONL: OpenAI-style messages
interleaved with bookkeeping lines whose role starts with ``_``::

    {"role": "_system_prompt", "content": "You are Kimi CLI…"}     (newer builds, first line)
    {"role": "_checkpoint", "id": 0}                              (before each step)
    {"role": "user", "content": "Fix the bug"}                     (a string or parts)
    {"role": "_usage", "token_count": 2684}                       (context size after a message)
    {"role": "assistant", "content": [{"type": "think", "think": "…", "encrypted": null},
                                      {"type": "text", "text": "…"}],
     "tool_calls": [{"type": "function", "id": "Bash:4", "function": {"name": "Bash", "arguments": "{…}"}}]}
    {"role": "tool", "content": [{"type": "text", "text": "<system>…</system>"}, …], "tool_call_id": "Bash:4"}

There are no times and no model names in these lines. Two layouts:

- **Flat** (kimi-cli ≤0.4x, 2025): ``~/.kimi/sessions/<md5 of the work dir>/<session uuid>.jsonl``.
  A sub-agent (``ReadContext``…) writes its own transcript ``<session uuid>_<kind>_<n>.jsonl``
  beside it, and the parent's tool result names it (``Transcript saved to: …/<file>``).
- **Session folders** (later builds; read from the public ``kimi-cli`` source, no real folder was
  at hand): ``sessions/<hash>/<session uuid>/context.jsonl`` with ``wire.jsonl`` (the UI event log:
  a ``{"type": "metadata", "protocol_version"}`` line, then ``{"timestamp": <epoch s>, "message":
  {"type": "TurnBegin" | "StepBegin" | "ContentPart" | "ToolCall" | "ToolResult" | …, "payload"}}``),
  ``state.json`` (approval settings, plan mode, title…) and ``subagents/<agent id>/`` holding the
  sub-agent's ``context.jsonl``, ``wire.jsonl`` and ``meta.json`` (``subagent_type``, ``status``,
  ``description``, ``launch_spec.effective_model``). ``context_<n>.jsonl`` are older contexts
  rotated away by ``/clear`` or a revert: counted, not read.

What the reader does with it: one row per session, ``kimi:<session uuid>``; ``_system_prompt`` is
the system message, ``think`` parts are ``reasoning_content`` (``encrypted`` ones are counted),
``_checkpoint`` lines are counted and ``<system>CHECKPOINT n</system>`` user messages Kimi adds
are flagged injected, each ``_usage`` becomes the ``context_tokens`` of the message before it.
Sub-agent transcripts read together with their session become rows of their own,
``kimi:<session uuid>:<sub id>``, whose ``metadata.agent`` names the parent session and the
``tool_call_id`` of the call that started them (the parent's tool message gets
``metadata.subagent``, the row id). With a ``wire.jsonl`` the n-th ``TurnBegin``'s time is the
n-th typed user message's timestamp; ``state.json`` and ``meta.json`` go to ``metadata``.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson

from ..converters.schema import as_list, iso_utc, message, tool_call
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder, guarded
from ..core.config import ParseContext
from ..core.reading import iter_jsonl, load_json
from ..problems import ProblemLog

HARNESS = "kimi"
CONTEXT = "context.jsonl"
_UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
_FLAT_RE = re.compile(rf"({_UUID})(?:_([A-Za-z]+_\d+))?\.jsonl")
_ROTATED_RE = re.compile(r"context_\d+\.jsonl")
_SAVED_RE = re.compile(r"Transcript saved to: (\S+?\.jsonl)")
_CHECKPOINT_RE = re.compile(r"<system>CHECKPOINT \d+</system>")
_BOOKKEEPING = (b'"_checkpoint"', b'"_usage"', b'"_system_prompt"')


def kimi_share_dir() -> str:
    """``$KIMI_SHARE_DIR`` or ``~/.kimi``."""
    return os.path.expanduser(os.environ.get("KIMI_SHARE_DIR") or "~/.kimi")


def file_role(path: str) -> tuple[str, str] | None:
    """``(session key, role)`` of a Kimi file, or None: roles are ``main``, ``sub``, ``wire``,
    ``sub_wire``, ``state``, ``meta``, ``rotated`` and ``other`` (a sub-agent's prompt/output)."""
    folder, name = os.path.split(path)
    parent = os.path.dirname(folder)
    in_subagents = os.path.basename(parent) == "subagents"
    session_of_sub = os.path.dirname(parent)
    if name == CONTEXT:
        return (session_of_sub, "sub") if in_subagents else (folder, "main")
    if name == "wire.jsonl":
        return (session_of_sub, "sub_wire") if in_subagents else (folder, "wire")
    if in_subagents and name in ("meta.json", "prompt.txt", "output"):
        return session_of_sub, "meta" if name == "meta.json" else "other"
    if name == "state.json":
        return folder, "state"
    if _ROTATED_RE.fullmatch(name):
        return folder, "rotated"
    match = _FLAT_RE.fullmatch(name)
    if match:
        return os.path.join(folder, match.group(1)), "sub" if match.group(2) else "main"
    return None


def _session_has_context(path: str) -> bool:
    role = file_role(path)
    if role is None:
        return False
    key, kind = role
    if kind in ("main", "sub"):
        return True
    if kind in ("sub_wire", "meta", "other"):
        return os.path.isfile(os.path.join(os.path.dirname(path), CONTEXT))
    return os.path.isfile(os.path.join(key, CONTEXT))


def _parts_text(content: Any, counts: Counter) -> tuple[str, str]:
    """``(text, reasoning)`` of a message's content (a string or parts)."""
    if isinstance(content, str):
        return content, ""
    texts, thoughts = [], []
    for part in as_list(content, counts):
        kind = part.get("type") if isinstance(part, dict) else None
        if kind == "text":
            texts.append(str(part.get("text") or ""))
        elif kind == "think":
            if part.get("encrypted"):
                counts["encrypted_think"] += 1
            if part.get("think"):
                thoughts.append(str(part["think"]))
        elif kind in ("image_url", "audio_url", "video_url"):
            counts[kind] += 1
            url = part.get(kind)
            url = url.get("url") if isinstance(url, dict) else url
            shown = url if isinstance(url, str) and not url.startswith("data:") else kind.split("_")[0]
            texts.append(f"[{kind.split('_')[0]}: {shown}]")
        else:
            counts[f"content_part:{kind}"] += 1
            texts.append(f"[{kind}]")
    return "\n".join(texts), "\n\n".join(thoughts)


def parse_context(path: str, ctx: ParseContext) -> tuple[list[dict], dict]:
    """Canonical messages and metadata of one ``context.jsonl`` (or flat session file)."""
    messages: list[dict] = []
    counts: Counter = Counter()
    meta: dict[str, Any] = {}
    for line, rec in iter_jsonl(path, ctx):
        if not isinstance(rec, dict):
            ctx.problem("not_a_message", line, type(rec).__name__)
            continue
        role = rec.get("role")
        if role == "_checkpoint":
            counts["checkpoints"] += 1
        elif role == "_usage":
            if messages and isinstance(rec.get("token_count"), int):
                last = messages[-1]
                last["metadata"] = {**(last["metadata"] or {}), "context_tokens": rec["token_count"]}
                meta["context_tokens"] = rec["token_count"]
        elif role == "_system_prompt":
            messages.append(
                message("system", str(rec.get("content") or ""), metadata={"source": "_system_prompt"})
            )
        elif role == "user":
            text, _ = _parts_text(rec.get("content"), counts)
            flag = (
                {"injected": True, "kind": "checkpoint"} if _CHECKPOINT_RE.fullmatch(text.strip()) else None
            )
            messages.append(message("user", text, metadata=flag))
        elif role == "assistant":
            text, thinking = _parts_text(rec.get("content"), counts)
            calls = []
            for call in as_list(rec.get("tool_calls"), counts):
                function = call.get("function") if isinstance(call, dict) else None
                if not isinstance(function, dict):
                    ctx.problem("malformed_tool_call", line)
                    continue
                arguments, ok = parse_arguments(function.get("arguments"))
                if not ok:
                    ctx.problem("unparseable_arguments", line, str(function.get("name")))
                calls.append(tool_call(call.get("id"), str(function.get("name") or ""), arguments))
            messages.append(message("assistant", text, reasoning_content=thinking or None, tool_calls=calls))
        elif role == "tool":
            text, _ = _parts_text(rec.get("content"), counts)
            call_id = rec.get("tool_call_id")
            messages.append(message("tool", text, tool_call_id=call_id if isinstance(call_id, str) else None))
        elif role == "system":
            text, _ = _parts_text(rec.get("content"), counts)
            messages.append(message("system", text))
        else:
            ctx.problem("unknown_role", line, str(role))
    if counts:
        meta["counts"] = dict(counts)
    return messages, meta


def _turn_times(path: str, ctx: ParseContext) -> tuple[list[str], dict]:
    """Times of the ``TurnBegin`` events of a ``wire.jsonl``, and its event counts."""
    times: list[str] = []
    kinds: Counter = Counter()
    for line, rec in iter_jsonl(path, ctx):
        if not isinstance(rec, dict):
            ctx.problem("not_a_wire_record", line)
            continue
        msg = rec.get("message")
        if rec.get("type") == "metadata":
            continue
        kind = msg.get("type") if isinstance(msg, dict) else None
        if not isinstance(kind, str):
            ctx.problem("not_a_wire_record", line)
            continue
        kinds[kind] += 1
        if kind == "TurnBegin":
            times.append(iso_utc(rec.get("timestamp")) or "")
    return times, {"wire_events": dict(kinds)} if kinds else {}


def _link_subagent(parent: dict, sub_path: str, meta: dict | None) -> str | None:
    """The id of the parent's call that started a sub-agent: its result names the transcript
    (flat layout), or its arguments or result mention the agent id (session folders)."""
    name = os.path.basename(sub_path)
    agent_id = os.path.basename(os.path.dirname(sub_path)) if name == CONTEXT else None
    for msg in parent["messages"]:
        if msg["role"] != "tool" or not msg["tool_call_id"]:
            continue
        saved = _SAVED_RE.search(msg["content"])
        if (saved and os.path.basename(saved.group(1).replace("\\", "/")) == name) or (
            agent_id and agent_id in msg["content"]
        ):
            return msg["tool_call_id"]
    if agent_id:
        for msg in parent["messages"]:
            for call in msg["tool_calls"] or ():
                if agent_id in orjson.dumps(call["function"]["arguments"]).decode():
                    return call["id"]
    return None


class Kimi(AgentTracesBuilder):
    """Kimi CLI sessions: flat ``<uuid>.jsonl`` files and ``<uuid>/context.jsonl`` folders."""

    NAME = HARNESS
    SIDE_FILES = True  # prompt.txt and other side files of a session folder (see agent_traces.detect)
    DESCRIPTION = "Kimi CLI sessions as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl", "**/state.json", "**/subagents/*/meta.json")

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(kimi_share_dir(), "sessions")

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        role = file_role(path)
        if role is not None and role[1] not in ("main", "sub", "rotated"):
            return _session_has_context(path)
        for raw in head.lstrip(b"\xef\xbb\xbf \t\r\n").split(b"\n")[:3]:
            if raw.startswith(b'{"role"') and any(
                b'"role": ' + k in raw or b'"role":' + k in raw for k in _BOOKKEEPING
            ):
                return True
        return False

    def group_files(self, files: list[str]) -> list[list[str]]:
        """A session's files in one shard: the main context first, then the others sorted."""
        groups: dict[str, list[tuple[str, str]]] = {}
        for path in files:
            role = file_role(path) or (path, "main")
            groups.setdefault(role[0], []).append((role[1], path))
        order = {"main": 0}
        return [
            [p for _, p in sorted(members, key=lambda m: (order.get(m[0], 1), m[1]))]
            for _, members in sorted(groups.items())
        ]

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        by_role: dict[str, list[str]] = {}
        for path in files:
            by_role.setdefault((file_role(path) or (path, "main"))[1], []).append(path)
        for path in by_role.get("rotated", []) + by_role.get("other", []):
            ParseContext(path, roots[path], self.config, log).skip(
                "session_file_not_read", None, os.path.basename(path)
            )
        mains = by_role.get("main", [])
        if not mains:
            for path in by_role.get("sub", []):
                yield from self._guarded(path, roots, log, None, {})
            for kind in ("wire", "sub_wire", "state", "meta"):
                for path in by_role.get(kind, []):
                    ctx = ParseContext(path, roots[path], self.config, log)
                    ctx.skip("session_side_file_without_context", None, os.path.basename(path))
            return
        main = mains[0]
        extra: dict[str, Any] = {}
        for path in by_role.get("state", []):
            state = load_json(path, ParseContext(path, roots[path], self.config, log))
            if state is not None:
                extra["state"] = state
        times: list[str] = []
        for path in by_role.get("wire", []):
            times, wire_meta = _turn_times(path, ParseContext(path, roots[path], self.config, log))
            extra.update(wire_meta)
        parents = list(self._guarded(main, roots, log, None, extra, times))
        subs: list[dict] = []
        metas = {os.path.dirname(p): p for p in by_role.get("meta", [])}
        for path in by_role.get("sub", []):
            meta = None
            if os.path.dirname(path) in metas:
                meta_path = metas[os.path.dirname(path)]
                meta = load_json(meta_path, ParseContext(meta_path, roots[meta_path], self.config, log))
            extra_sub = {"agent_meta": meta} if meta else {}
            subs.extend(self._guarded(path, roots, log, parents[0] if parents else None, extra_sub))
        for path in by_role.get("sub_wire", []):
            ParseContext(path, roots[path], self.config, log).skip(
                "session_file_not_read", None, "sub-agent wire.jsonl"
            )
        yield from parents  # after the sub-agents: linking them marks the parent's tool messages
        yield from subs

    def _guarded(
        self,
        path: str,
        roots: dict[str, str],
        log: ProblemLog,
        parent: dict | None,
        extra: dict,
        times: list[str] | None = None,
    ) -> Iterator[dict]:
        ctx = ParseContext(path, roots[path], self.config, log)
        yield from guarded(self._rows(path, ctx, parent, extra, times or []), ctx)

    def _rows(
        self, path: str, ctx: ParseContext, parent: dict | None, extra: dict, times: list[str]
    ) -> Iterator[dict]:
        messages, meta = parse_context(path, ctx)
        if not messages:
            ctx.problem("no_messages", None)
            return
        meta.update(extra)
        key, kind = file_role(path) or (path, "main")
        session_id = os.path.basename(key)
        layout = "folder" if os.path.basename(path) == CONTEXT else "flat"
        meta["layout"] = layout
        row = {
            "harness": HARNESS,
            "session_id": session_id,
            "messages": messages,
            "tools": [],
            "file_path": ctx.rel_path,
            "metadata": meta,
        }
        if times:
            typed = [m for m in messages if m["role"] == "user" and not (m["metadata"] or {}).get("injected")]
            for msg, stamp in zip(typed, times, strict=False):
                msg["timestamp"] = stamp or None
        if kind == "main":
            row["id"] = f"{HARNESS}:{session_id}"
            yield row
            return
        if layout == "flat":
            sub_id = _FLAT_RE.fullmatch(os.path.basename(path)).group(2)  # type: ignore[union-attr]
        else:
            sub_id = os.path.basename(os.path.dirname(path))
        row["id"] = f"{HARNESS}:{session_id}:{sub_id}"
        call_id = _link_subagent(parent, path, extra.get("agent_meta")) if parent else None
        meta["agent"] = {
            "agent_id": sub_id,
            "parent_session_id": session_id,
            "tool_call_id": call_id,
            "layout": layout,
        }
        if parent is not None:
            parent["metadata"].setdefault("subagents", []).append(row["id"])
            for msg in parent["messages"]:
                if call_id and msg["role"] == "tool" and msg["tool_call_id"] == call_id:
                    msg["metadata"] = {**(msg["metadata"] or {}), "subagent": row["id"]}
        agent_meta = extra.get("agent_meta")
        if isinstance(agent_meta, dict):
            spec = agent_meta.get("launch_spec")
            model = spec.get("effective_model") if isinstance(spec, dict) else None
            if isinstance(model, str) and model:
                row["model"] = model
                for msg in messages:
                    if msg["role"] == "assistant":
                        msg["model"] = model
        yield row
