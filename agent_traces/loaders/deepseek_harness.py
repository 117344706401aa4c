"""DeepSeek Harness sessions (``deepseek_harness``): ``session.jsonl.zstd`` event logs.

DeepSeek Harness (``dsh``) writes one zstd-compressed JSONL event log per session,
``~/.dsh/sessions/<workspace slug>/session-<uuid>/session.jsonl.zstd``. Line 1 is the header::

    {"type": "session", "version": 0, "id": "session-<uuid>", "createdAt": <epoch ms>, "cwd",
     "delegationDepth", "agentPreset"}

then events ``{"type", "seq", "time" (epoch ms), "data"}`` (packed streaming rows use ``seq0`` /
``time0``). What the reader takes from them:

- ``user/message {content: [text parts], source: {kind, plugin?}, role, id}``: only
  ``source.kind == "user"`` was typed by a person; other kinds (``plugin``: approval-policy notes,
  the ``@deepseek-ai/dsh-system-prompt`` runtime-context snapshot, …) are injected user messages
  (``kind: "plugin"``, ``plugin``: its name).
- ``assistant/message {turn, step, message: {role, content: [reasoning | text | tool-call {id,
  name, arguments (a JSON string)}]}, usage}`` → one assistant message per model step, with its
  ``usage``, and the model of the ``request/header`` in force.
- ``tool/result {message: {source: {kind: "tool", callId}, content: [tool-result {toolCallId,
  content: [text parts], isError}]}, error?}`` → one tool message per result (``isError`` or an
  ``error {name, code}`` → ``metadata.is_error`` / ``error``).
- ``request/header {header: {config: {provider, model, reasoningEffort, maxTokens}, system,
  tools}}``: the system prompt of the first request is the row's system message, its ``tools``
  (``{name, description, parameters}``) the row's tools; each header's model applies to the steps
  after it (``metadata.requests`` lists them).

Not counted twice: ``tool/call`` events repeat the ``tool-call`` blocks of the assistant message
(checked, and a call found only there is added to the message before its result);
``agent/inbox/spliced`` repeats queued user messages that later arrive as ``user/message``; the
streaming rows (``assistant/chunk``, ``reasoning-chunks``, ``text-chunks``,
``tool-call-chunks``) are the deltas of the assistant messages (most lines of a log: counted
without being parsed). All of these are counted in
``metadata.counts``. ``session/title``, ``todo/write``, ``goal/change``, ``permission/preset``,
``sandbox/mode``, ``approval/policy`` and ``turn/end`` go to metadata. One row per file,
``deepseek_harness:<session id>``; a sub-agent session (header ``origin: "subagent"``,
``parentSession``) names its parent in ``metadata.agent``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from ..converters.schema import as_list, assistant_message, iso_utc, message, tool, tool_call, trajectory_row
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import iter_jsonl
from ..core.sniffing import first_record

HARNESS = "deepseek_harness"
STREAMING = ("assistant/chunk", "reasoning-chunks", "text-chunks", "tool-call-chunks")
# streaming rows as DeepSeek Harness writes them (JSON.stringify: no spaces): counted unparsed
_STREAMING_PREFIXES = tuple(f'{{"type":"{kind}",'.encode() for kind in STREAMING)
_SETTINGS = {
    "permission/preset": ("preset", "permission_preset"),
    "sandbox/mode": ("mode", "sandbox_mode"),
    "approval/policy": ("policy", "approval_policy"),
}
_QUIET = ("turn/start", "step/start", "step/end", "request/context", "command/run", "command/done")


def is_dsh_header(rec: Any) -> bool:
    """Whether a parsed first line is a DeepSeek Harness session header."""
    return (
        isinstance(rec, dict)
        and rec.get("type") == "session"
        and isinstance(rec.get("id"), str)
        and rec["id"].startswith("session-")
        and isinstance(rec.get("createdAt"), (int, float))
        and "cwd" in rec
        and "delegationDepth" in rec
    )


def _text(parts: Any, counts: Counter) -> str:
    if isinstance(parts, str):
        return parts
    out = []
    for part in as_list(parts, counts):
        if isinstance(part, dict) and part.get("type") == "text":
            out.append(str(part.get("text") or ""))
        elif isinstance(part, dict):
            counts[f"content_part:{part.get('type')}"] += 1
            out.append(f"[{part.get('type')}]")
        else:
            counts["malformed_part"] += 1
    return "\n".join(out)


class _Session:
    """The canonical messages of one event log, built event by event."""

    def __init__(self, ctx: ParseContext) -> None:
        self.ctx = ctx
        self.header: dict = {}
        self.messages: list[dict] = []
        self.tools: list[dict] = []
        self.system: str | None = None
        self.model: str | None = None
        self.counts: Counter = Counter()
        self.meta: dict[str, Any] = {}
        self.requests: list[dict] = []
        self.calls: dict[str, dict] = {}  # call id -> the assistant message holding it

    def add(self, line: int, rec: dict) -> None:
        kind = rec.get("type")
        data = rec.get("data")
        if not isinstance(kind, str):
            self.ctx.problem("malformed_event", line, type(kind).__name__)
            return
        if kind in STREAMING:
            self.counts["streaming_rows"] += 1
            return
        if not isinstance(data, dict):
            self.ctx.problem("malformed_event", line, str(kind))
            return
        stamp = iso_utc(rec.get("time"))
        if kind == "user/message":
            self._user(line, data, stamp)
        elif kind == "assistant/message":
            self._assistant(line, data, stamp)
        elif kind == "tool/call":
            self._tool_call(line, data)
        elif kind == "tool/result":
            self._tool_result(line, data, stamp)
        elif kind == "request/header":
            self._header(data)
        elif kind == "agent/inbox/spliced":
            self.counts["spliced_inbox_events"] += 1
        elif kind in _SETTINGS:
            key, name = _SETTINGS[kind]
            self.meta[name] = data.get(key)
        elif kind == "session/title":
            self.meta["title"] = data.get("title")
        elif kind == "todo/write":
            self.meta["todos"] = data.get("todos")
        elif kind == "goal/change":
            self.meta.setdefault("goals", []).append(data.get("goal"))
        elif kind == "turn/end":
            reason = data.get("reason")
            self.meta.setdefault("turn_ends", []).append(
                reason.get("kind") if isinstance(reason, dict) else reason
            )
        else:
            self.counts[f"event:{kind}" if kind not in _QUIET else "bookkeeping_events"] += 1
        if rec.get("surfaceOp") not in (None, "append"):
            self.counts[f"surface_op:{rec.get('surfaceOp')}"] += 1

    def _user(self, line: int, data: dict, stamp: str | None) -> None:
        source = data.get("source") if isinstance(data.get("source"), dict) else {}
        text = _text(data.get("content"), self.counts)
        flag = None
        if source.get("kind") != "user":
            flag = {"injected": True, "kind": str(source.get("kind") or "unknown")}
            if source.get("plugin"):
                flag["plugin"] = source["plugin"]
        self.messages.append(message("user", text, timestamp=stamp, metadata=flag))

    def _assistant(self, line: int, data: dict, stamp: str | None) -> None:
        msg = data.get("message")
        if not isinstance(msg, dict):
            self.ctx.problem("malformed_message", line)
            return
        texts, thoughts, calls = [], [], []
        for block in as_list(msg.get("content"), self.counts):
            kind = block.get("type") if isinstance(block, dict) else None
            if kind == "text":
                texts.append(str(block.get("text") or ""))
            elif kind == "reasoning":
                if block.get("text"):
                    thoughts.append(str(block["text"]))
            elif kind == "tool-call":
                arguments, ok = parse_arguments(block.get("arguments"))
                if not ok:
                    self.ctx.problem("unparseable_arguments", line, str(block.get("name")))
                calls.append(tool_call(block.get("id"), str(block.get("name") or ""), arguments))
            else:
                self.counts[f"assistant_block:{kind}"] += 1
        meta: dict[str, Any] = {k: data[k] for k in ("turn", "step") if k in data}
        if isinstance(data.get("usage"), dict):
            meta["usage"] = data["usage"]
        out = assistant_message(
            [t for t in texts if t],
            thoughts,
            calls,
            sep="\n\n",
            timestamp=stamp,
            model=self.model,
            metadata=meta,
        )
        for call in calls:
            if isinstance(call["id"], str):
                self.calls[call["id"]] = out
        self.messages.append(out)

    def _tool_call(self, line: int, data: dict) -> None:
        call_id = data.get("callId")
        if isinstance(call_id, str) and call_id in self.calls:
            self.counts["tool_call_events"] += 1
            return
        # a call announced only by its event: keep it, on the last assistant message
        self.counts["tool_call_only_in_event"] += 1
        arguments, ok = parse_arguments(data.get("arguments"))
        if not ok:
            self.ctx.problem("unparseable_arguments", line, str(data.get("name")))
        call = tool_call(call_id, str(data.get("name") or ""), arguments)
        holder = next((m for m in reversed(self.messages) if m["role"] == "assistant"), None)
        if holder is None:
            holder = message("assistant", "", model=self.model)
            self.messages.append(holder)
        holder["tool_calls"] = [*(holder["tool_calls"] or []), call]
        if isinstance(call_id, str):
            self.calls[call_id] = holder

    def _tool_result(self, line: int, data: dict, stamp: str | None) -> None:
        msg = data.get("message")
        if not isinstance(msg, dict):
            self.ctx.problem("malformed_message", line)
            return
        error = data.get("error")
        for block in as_list(msg.get("content"), self.counts):
            if not isinstance(block, dict) or block.get("type") != "tool-result":
                self.counts["malformed_tool_result"] += 1
                continue
            extra: dict[str, Any] = {}
            if block.get("isError") or error:
                extra["is_error"] = True
            if error:
                extra["error"] = error
            call_id = block.get("toolCallId")
            self.messages.append(
                message(
                    "tool",
                    _text(block.get("content"), self.counts),
                    tool_call_id=call_id if isinstance(call_id, str) else None,
                    timestamp=stamp,
                    metadata=extra or None,
                )
            )

    def _header(self, data: dict) -> None:
        header = data.get("header") if isinstance(data.get("header"), dict) else {}
        config = header.get("config") if isinstance(header.get("config"), dict) else {}
        if isinstance(config.get("model"), str):
            self.model = config["model"]
        self.requests.append(
            {k: config.get(k) for k in ("provider", "model", "reasoningEffort") if k in config}
        )
        if self.system is None and isinstance(header.get("system"), str):
            self.system = header["system"]
            for spec in as_list(header.get("tools"), self.counts):
                if isinstance(spec, dict) and isinstance(spec.get("name"), str):
                    self.tools.append(tool(spec["name"], spec.get("description"), spec.get("parameters")))


def parse_dsh_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """The row of one DeepSeek Harness event log."""
    session = _Session(ctx)

    def streaming(raw: bytes) -> bool:
        """Most of a log, and never read: counted, not parsed."""
        if raw.startswith(_STREAMING_PREFIXES):
            session.counts["streaming_rows"] += 1
            return True
        return False

    for line, rec in iter_jsonl(path, ctx, unread=streaming):
        if not isinstance(rec, dict):
            ctx.problem("not_an_event", line, type(rec).__name__)
        elif rec.get("type") == "session":
            if session.header:
                ctx.problem("extra_session_header", line)
            else:
                session.header = rec
        else:
            session.add(line, rec)
    header = session.header
    if not header:
        ctx.problem("no_session_header", None)
        return
    if not session.messages:
        ctx.skip("empty_session", None, str(header.get("id")))
        return
    messages = session.messages
    if session.system is not None:
        messages.insert(0, message("system", session.system, metadata={"source": "request/header"}))
    meta: dict[str, Any] = {
        "cwd": header.get("cwd"),
        "format_version": header.get("version"),
        "created_at": iso_utc(header.get("createdAt")),
        "agent_preset": header.get("agentPreset"),
        "delegation_depth": header.get("delegationDepth"),
        **session.meta,
    }
    if header.get("parentSession") or header.get("origin") == "subagent":
        meta["agent"] = {"origin": header.get("origin"), "parent_session_id": header.get("parentSession")}
    if session.requests:
        meta["requests"] = session.requests
    if session.counts:
        meta["counts"] = dict(session.counts)
    session_id = str(header["id"])
    yield trajectory_row(
        HARNESS,
        session_id,
        messages,
        tools=session.tools,
        model=session.model,
        file_path=ctx.rel_path,
        metadata=meta,
    )


class DeepSeekHarness(AgentTracesBuilder):
    """DeepSeek Harness ``session.jsonl.zstd`` event logs (also read decompressed)."""

    NAME = HARNESS
    DESCRIPTION = "DeepSeek Harness sessions as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl.zstd", "**/*.jsonl.zst", "**/*.jsonl")
    DEFAULT_LOCATION = "~/.dsh/sessions"

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        return b'"session"' in head and is_dsh_header(first_record(head))

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_dsh_file(path, ctx)
