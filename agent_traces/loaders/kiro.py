"""Kiro CLI sessions (``kiro``): ``/chat save`` exports and the native session logs.

Kiro CLI keeps each session as two files under ``~/.kiro/sessions/cli/``: ``<id>.jsonl``, one
log entry a line, and ``<id>.json``, the session's metadata. ``/chat save`` writes both in one
JSON document, ``kiro-session-export-v1``::

    {"format": "kiro-session-export-v1",
     "metadata": {"session_id", "cwd", "created_at", "updated_at", "title",
                  "session_state": {"version": "v1", "agent_name", "permissions",
                                    "rts_model_state": {"model_info": {"model_id", "context_window_tokens"}},
                                    "conversation_metadata": {"user_turn_metadatas": [turn, …]}}},
     "log_entries": [entry, …]}

A log entry (a line of the native ``.jsonl``) is ``{"version": "v1", "kind", "data": {"message_id",
"content": [{"kind", "data"}], "meta"?: {"timestamp": <epoch s>}, "results"?}}``:

- ``Prompt``: the user's typed text (``text`` parts) → a user message, timed by ``meta``.
- ``AssistantMessage``: ``text``, ``thinking`` (text, or ``redactedContent`` bytes: counted) and
  ``toolUse {toolUseId, name, input}`` → an assistant message with tool calls; Kiro adds
  ``__tool_use_purpose`` (why the model called it) to the input, kept as the model wrote it.
- ``AssistantMessage`` that Kiro writes itself when the user stops pending calls ("Tool uses were
  interrupted, waiting for the next user prompt", no thinking, no call): not a message,
  ``metadata.kiro_notices`` (counted as ``counts.kiro_notice``).
- ``ToolResults``: ``toolResult {toolUseId, content: [{"kind": "json" | "text", "data"}], status}``
  → one tool message per result (``status: "error"`` → ``metadata.is_error``); ``results`` maps
  each id to the executed tool's kind (``BuiltIn.ExecuteCmd`` …), kept as ``metadata.tool_kind``.

Each user turn's metadata (``user_turn_metadatas``: ``message_ids``, request and tool-use counts,
``turn_duration``, ``end_reason``, ``metering_usage`` credits, ``context_usage_percentage``,
``model`` when Kiro records it) goes to ``metadata.turns``; the turn's ``result.Ok`` (its last
assistant message) gives that message's time. The model is the turn's ``model`` when present,
else ``rts_model_state.model_info.model_id`` (``auto`` when Kiro routes by itself).
One row per session, ``kiro:<session_id>``.

Older kiro-cli and Amazon Q Developer CLI builds save a conversation with ``/save`` as their
serialized ``ConversationState`` (read from the public ``amazon-q-developer-cli`` source; no real
file was at hand)::

    {"conversation_id", "next_message", "history": [{"user": …, "assistant": …,
     "request_metadata": {"model_id", …}} | [user, assistant]], "transcript": [str], "tools":
     {<origin>: [{"ToolSpecification": {name, description, input_schema: {json}}}]},
     "context_manager", "model_info", …}

A user message is ``{"content": {"Prompt": {"prompt"}} | {"ToolUseResults": {"tool_use_results"}}
| {"CancelledToolUses": {"prompt", "tool_use_results"}}, "additional_context", "env_context",
"timestamp"}`` (``additional_context``, what Kiro added before the prompt, is an injected user
message, ``kind: "additional_context"``); a result is ``{"tool_use_id", "content": [{"Text"} |
{"Json"}], "status": "Success" | "Error"}``. An assistant message is ``{"Response": {"message_id",
"content"}}`` or ``{"ToolUse": {"message_id", "content", "tool_uses": [{"id", "name", "args",
"orig_name", "orig_args"}]}}`` (``thinking`` when present is the reasoning); ``request_metadata
.model_id`` is its model. The ``tools`` map gives the row's tools. One row, ``kiro:<conversation_id>``
(``metadata.layout``: ``q_cli_save``).
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson

from ..converters.schema import as_list, iso_utc, json_text, message, tool, tool_call
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder, parser_failure
from ..core.config import ParseContext
from ..core.detection import read_head
from ..core.reading import iter_jsonl, load_json
from ..core.sniffing import head_records
from ..problems import ProblemLog, TraceFormatError

HARNESS = "kiro"
EXPORT_FORMAT = "kiro-session-export-v1"
_EXPORT_START = re.compile(rb'\{\s*"format"\s*:\s*"' + EXPORT_FORMAT.encode() + rb'"')
ENTRY_KINDS = ("Prompt", "AssistantMessage", "ToolResults")
# What Kiro writes in the agent's name when the user stops pending tool calls: with the calls'
# results replaced by "Tool use was cancelled by the user", it adds an assistant message of this
# text ("add two new messages", amazon-q-developer-cli's conversation state). It is not model
# output: kept out of the messages, listed in ``metadata.kiro_notices``.
KIRO_NOTICES = frozenset({"Tool uses were interrupted, waiting for the next user prompt"})
_TURN_KEYS = (
    "message_ids",
    "total_request_count",
    "number_of_cycles",
    "builtin_tool_uses",
    "end_reason",
    "end_timestamp",
    "input_token_count",
    "output_token_count",
    "context_usage_percentage",
    "model",
)


def is_log_entry(rec: Any) -> bool:
    """Whether a parsed record is a Kiro session log entry."""
    if (
        not isinstance(rec, dict)
        or rec.get("kind") not in ENTRY_KINDS
        or not isinstance(rec.get("version"), str)
    ):
        return False
    data = rec.get("data")
    return isinstance(data, dict) and isinstance(data.get("content"), list) and "message_id" in data


def is_session_metadata(rec: Any) -> bool:
    """Whether a parsed document is a session's metadata (``<id>.json`` or an export's ``metadata``)."""
    return (
        isinstance(rec, dict)
        and isinstance(rec.get("session_id"), str)
        and isinstance(rec.get("session_state"), dict)
    )


def _parts_text(parts: Any, counts: Counter) -> str:
    """A tool result's or prompt's ``[{kind, data}]`` parts as text (JSON parts as JSON text)."""
    out = []
    for part in as_list(parts, counts):
        if not isinstance(part, dict):
            counts["malformed_part"] += 1
            continue
        kind, data = part.get("kind"), part.get("data")
        if kind == "text":
            out.append(data if isinstance(data, str) else json_text(data))
        elif kind == "json":
            out.append(json_text(data))
        else:
            counts[f"content_part:{kind}"] += 1
            out.append(f"[{kind}]")
    return "\n".join(out)


def _tool_kind(result: Any) -> str | None:
    """``BuiltIn.ExecuteCmd`` from a ``results`` value ``{"tool": {"kind": {"BuiltIn": {"ExecuteCmd": …}}}}``."""
    tool = result.get("tool") if isinstance(result, dict) else None
    kind = tool.get("kind") if isinstance(tool, dict) else None
    names = []
    while isinstance(kind, dict) and len(kind) == 1 and len(names) < 3:
        name, kind = next(iter(kind.items()))
        names.append(str(name))
    if isinstance(kind, str):
        names.append(kind)
    return ".".join(names) or None


def _kiro_notice(texts: list[str], thoughts: list[str], calls: list[dict]) -> str | None:
    """The text of an assistant message Kiro wrote itself (see ``KIRO_NOTICES``), else None."""
    if len(texts) == 1 and not thoughts and not calls and texts[0].strip() in KIRO_NOTICES:
        return texts[0].strip()
    return None


def _entry_messages(
    line: int | None, entry: Any, ctx: ParseContext, counts: Counter, notices: list[dict] | None = None
) -> list[dict]:
    """The canonical messages of one log entry (Kiro's own notices go to ``notices``)."""
    if not is_log_entry(entry):
        ctx.problem("not_a_log_entry", line, str(entry.get("kind")) if isinstance(entry, dict) else "")
        return []
    data = entry["data"]
    kind = entry["kind"]
    meta = data.get("meta")
    stamp = iso_utc(meta.get("timestamp")) if isinstance(meta, dict) else None
    if kind == "Prompt":
        return [message("user", _parts_text(data["content"], counts), timestamp=stamp)]
    if kind == "AssistantMessage":
        texts, thoughts, calls = [], [], []
        for part in data["content"]:
            if not isinstance(part, dict):
                counts["malformed_part"] += 1
                continue
            pkind, pdata = part.get("kind"), part.get("data")
            if pkind == "text":
                texts.append(pdata if isinstance(pdata, str) else json_text(pdata))
            elif pkind == "thinking":
                text = pdata if isinstance(pdata, str) else None
                if isinstance(pdata, dict):
                    text = pdata.get("text") or pdata.get("thinking")
                    if pdata.get("redactedContent"):
                        counts["redacted_thinking"] += 1
                if isinstance(text, str) and text:
                    thoughts.append(text)
            elif pkind == "toolUse" and isinstance(pdata, dict):
                arguments, ok = parse_arguments(pdata.get("input"))
                if not ok:
                    ctx.problem("unparseable_arguments", line, str(pdata.get("name")))
                calls.append(tool_call(pdata.get("toolUseId"), str(pdata.get("name") or ""), arguments))
            else:
                counts[f"assistant_part:{pkind}"] += 1
        notice = _kiro_notice(texts, thoughts, calls)
        if notice is not None:
            counts["kiro_notice"] += 1
            if notices is not None:
                notices.append({"text": notice, "message_id": data.get("message_id"), "timestamp": stamp})
            return []
        return [
            message(
                "assistant",
                "\n\n".join(texts),
                reasoning_content="\n\n".join(thoughts) or None,
                tool_calls=calls,
                timestamp=stamp,
                metadata={"message_id": data.get("message_id")},
            )
        ]
    results = data.get("results") if isinstance(data.get("results"), dict) else {}
    out = []
    for part in data["content"]:
        pdata = part.get("data") if isinstance(part, dict) else None
        if not isinstance(part, dict) or part.get("kind") != "toolResult" or not isinstance(pdata, dict):
            counts["malformed_tool_result"] += 1
            continue
        call_id = pdata.get("toolUseId")
        extra: dict[str, Any] = {}
        if pdata.get("status") not in (None, "success"):
            extra["is_error"] = True
            extra["status"] = pdata.get("status")
        tool_kind = _tool_kind(results.get(call_id)) if isinstance(call_id, str) else None
        if tool_kind:
            extra["tool_kind"] = tool_kind
        out.append(
            message(
                "tool",
                _parts_text(pdata.get("content"), counts),
                tool_call_id=call_id if isinstance(call_id, str) else None,
                timestamp=stamp,
                metadata=extra or None,
            )
        )
    return out


def session_row(
    entries: Iterator[tuple[int | None, Any]], metadata: dict | None, ctx: ParseContext, fallback_id: str
) -> dict | None:
    """One row from log entries and the session's metadata (None when there is no message)."""
    counts: Counter = Counter()
    messages: list[dict] = []
    notices: list[dict] = []
    for line, entry in entries:
        messages.extend(_entry_messages(line, entry, ctx, counts, notices))
    if not messages:
        ctx.problem("no_messages", None)
        return None
    meta: dict[str, Any] = {}
    model = None
    session_id = fallback_id
    if isinstance(metadata, dict):
        if isinstance(metadata.get("session_id"), str):
            session_id = metadata["session_id"]
        for key in ("cwd", "title", "created_at", "updated_at"):
            if metadata.get(key) is not None:
                meta[key] = metadata[key]
        state = metadata.get("session_state") if isinstance(metadata.get("session_state"), dict) else {}
        if state.get("agent_name") is not None:
            meta["agent_name"] = state["agent_name"]
        rts = state.get("rts_model_state")
        info = rts.get("model_info") if isinstance(rts, dict) else None
        if isinstance(info, dict):
            meta["model_info"] = info
            model = info.get("model_id") if isinstance(info.get("model_id"), str) else None
        conv = state.get("conversation_metadata")
        turns = conv.get("user_turn_metadatas") if isinstance(conv, dict) else None
        stamps: dict[str, str] = {}
        turn_models: dict[str, str] = {}
        kept = []
        for turn in as_list(turns, counts):
            if not isinstance(turn, dict):
                counts["malformed_turn"] += 1
                continue
            item = {k: turn[k] for k in _TURN_KEYS if k in turn}
            duration = turn.get("turn_duration")
            if isinstance(duration, dict):
                item["duration_s"] = (duration.get("secs") or 0) + (duration.get("nanos") or 0) / 1e9
            credits = [
                u.get("value") for u in as_list(turn.get("metering_usage"), counts) if isinstance(u, dict)
            ]
            if credits:
                item["credits"] = sum(c for c in credits if isinstance(c, (int, float)))
            kept.append(item)
            result = turn.get("result")
            ok = result.get("Ok") if isinstance(result, dict) else None
            if isinstance(ok, dict) and isinstance(ok.get("id"), str) and isinstance(ok.get("meta"), dict):
                stamps[ok["id"]] = iso_utc(ok["meta"].get("timestamp")) or ""
            if isinstance(turn.get("model"), str):
                for mid in as_list(turn.get("message_ids"), counts):
                    if isinstance(mid, str):
                        turn_models[mid] = turn["model"]
        if kept:
            meta["turns"] = kept
        for msg in messages:
            mid = (msg["metadata"] or {}).get("message_id") if msg["role"] == "assistant" else None
            if mid in stamps and not msg["timestamp"]:
                msg["timestamp"] = stamps[mid] or None
            if msg["role"] == "assistant":
                msg["model"] = turn_models.get(mid) or model
    else:
        counts["no_session_metadata"] += 1
    if notices:
        meta["kiro_notices"] = notices
    if counts:
        meta["counts"] = dict(counts)
    return {
        "id": f"{HARNESS}:{session_id}",
        "harness": HARNESS,
        "session_id": session_id,
        "messages": messages,
        "tools": [],
        "model": model,
        "file_path": ctx.rel_path,
        "metadata": meta,
    }


def parse_kiro_export(path: str, ctx: ParseContext) -> Iterator[dict]:
    """The row of one ``kiro-session-export-v1`` document (or of a Q-CLI-style ``/save``)."""
    doc = load_json(path, ctx)
    if is_q_cli_save(doc):
        yield from parse_q_cli_save(path, ctx, doc)
        return
    if not isinstance(doc, dict) or doc.get("format") != EXPORT_FORMAT:
        ctx.problem("not_a_kiro_export", None)
        return
    entries = doc.get("log_entries")
    if not isinstance(entries, list):
        ctx.problem("malformed_field", None, "log_entries")
        return
    fallback = os.path.basename(path).rsplit(".", 1)[0]
    row = session_row(((None, e) for e in entries), doc.get("metadata"), ctx, fallback)
    if row is not None:
        row["metadata"]["layout"] = "export"
        yield row


_SAVE_START = re.compile(rb'\{\s*"conversation_id"\s*:\s*"[^"]*"\s*,\s*"next_message"\s*:')


def is_q_cli_save(doc: Any) -> bool:
    """Whether a parsed document is a Q-CLI-style ``/save`` conversation."""
    return (
        isinstance(doc, dict)
        and isinstance(doc.get("conversation_id"), str)
        and isinstance(doc.get("history"), list)
        and "transcript" in doc
    )


def _variant(value: Any) -> tuple[str | None, dict]:
    """``("Prompt", {...})`` of a serde enum value ``{"Prompt": {...}}``."""
    if isinstance(value, dict) and len(value) == 1:
        name, body = next(iter(value.items()))
        return str(name), body if isinstance(body, dict) else {}
    return None, {}


def _result_blocks(blocks: Any, counts: Counter) -> str:
    out = []
    for block in as_list(blocks, counts):
        kind, _ = _variant(block) if isinstance(block, dict) else (None, {})
        if kind == "Text":
            out.append(str(block["Text"]))
        elif kind == "Json":
            out.append(json_text(block["Json"]))
        else:
            counts["malformed_result_block"] += 1
    return "\n".join(out)


def _save_user(user: Any, counts: Counter) -> list[dict]:
    if not isinstance(user, dict):
        counts["malformed_user_message"] += 1
        return []
    stamp = iso_utc(user.get("timestamp"))
    out = []
    kind, body = _variant(user.get("content"))
    for result in as_list(body.get("tool_use_results"), counts):
        if not isinstance(result, dict):
            counts["malformed_tool_result"] += 1
            continue
        error = str(result.get("status") or "").lower() == "error"
        out.append(
            message(
                "tool",
                _result_blocks(result.get("content"), counts),
                tool_call_id=result.get("tool_use_id")
                if isinstance(result.get("tool_use_id"), str)
                else None,
                timestamp=stamp,
                metadata={"is_error": True, **({"cancelled": True} if kind == "CancelledToolUses" else {})}
                if error
                else None,
            )
        )
    extra = user.get("additional_context")
    if isinstance(extra, str) and extra.strip():
        out.append(
            message("user", extra, timestamp=stamp, metadata={"injected": True, "kind": "additional_context"})
        )
    prompt = body.get("prompt")
    if isinstance(prompt, str):
        out.append(message("user", prompt, timestamp=stamp))
    elif kind not in ("ToolUseResults", "CancelledToolUses"):
        counts[f"user_content:{kind}"] += 1
    return out


def _save_assistant(assistant: Any, model: Any, counts: Counter, ctx: ParseContext) -> list[dict]:
    kind, body = _variant(assistant)
    if kind not in ("Response", "ToolUse"):
        counts["malformed_assistant_message"] += 1
        return []
    calls = []
    for use in as_list(body.get("tool_uses"), counts):
        if not isinstance(use, dict):
            counts["malformed_tool_use"] += 1
            continue
        arguments, ok = parse_arguments(use.get("args") if use.get("args") is not None else {})
        if not ok:
            ctx.problem("unparseable_arguments", None, str(use.get("name")))
        calls.append(tool_call(use.get("id"), str(use.get("name") or ""), arguments))
    thinking = body.get("thinking")
    if isinstance(thinking, dict):
        thinking = thinking.get("text") or thinking.get("reasoning_text") or thinking.get("content")
    content = body.get("content")
    if kind == "Response" and isinstance(content, str) and _kiro_notice([content], [], calls) is not None:
        counts["kiro_notice"] += 1
        return []
    return [
        message(
            "assistant",
            content if isinstance(content, str) else "",
            reasoning_content=thinking if isinstance(thinking, str) and thinking else None,
            tool_calls=calls,
            model=model if isinstance(model, str) else None,
            metadata={"message_id": body["message_id"]} if isinstance(body.get("message_id"), str) else None,
        )
    ]


def parse_q_cli_save(path: str, ctx: ParseContext, doc: Any = None) -> Iterator[dict]:
    """The row of one Q-CLI-style ``/save`` conversation."""
    doc = load_json(path, ctx) if doc is None else doc
    if not is_q_cli_save(doc):
        ctx.problem("not_a_kiro_conversation", None)
        return
    counts: Counter = Counter()
    messages: list[dict] = []
    for index, entry in enumerate(doc["history"]):
        if isinstance(entry, list) and len(entry) == 2:
            user, assistant, meta = entry[0], entry[1], {}
        elif isinstance(entry, dict):
            user, assistant = entry.get("user"), entry.get("assistant")
            meta = entry.get("request_metadata") if isinstance(entry.get("request_metadata"), dict) else {}
        else:
            ctx.problem("malformed_history_entry", None, f"history[{index}]")
            continue
        messages.extend(_save_user(user, counts))
        if assistant is not None:
            messages.extend(_save_assistant(assistant, meta.get("model_id"), counts, ctx))
    if not messages:
        ctx.problem("no_messages", None)
        return
    tools = []
    groups = doc.get("tools") if isinstance(doc.get("tools"), dict) else {}
    for origin in sorted(groups):
        for item in as_list(groups[origin], counts):
            _, spec = _variant(item)
            if isinstance(spec.get("name"), str):
                schema = spec.get("input_schema")
                schema = schema.get("json") if isinstance(schema, dict) and "json" in schema else schema
                tools.append(tool(spec["name"], spec.get("description"), schema))
    meta: dict[str, Any] = {"layout": "q_cli_save"}
    if isinstance(doc.get("model_info"), dict):
        meta["model_info"] = doc["model_info"]
    if counts:
        meta["counts"] = dict(counts)
    models = [m["model"] for m in messages if m["role"] == "assistant" and m["model"]]
    info_model = (
        (doc.get("model_info") or {}).get("model_id") if isinstance(doc.get("model_info"), dict) else None
    )
    yield {
        "id": f"{HARNESS}:{doc['conversation_id']}",
        "harness": HARNESS,
        "session_id": doc["conversation_id"],
        "messages": messages,
        "tools": tools,
        "model": models[-1] if models else info_model if isinstance(info_model, str) else None,
        "file_path": ctx.rel_path,
        "metadata": meta,
    }


def _first_record(path: str) -> Any:
    """The first JSON line of a local JSONL file, or None."""
    records = head_records(read_head(path), limit=1)
    return records[0] if records else None


class Kiro(AgentTracesBuilder):
    """Kiro CLI sessions: ``/chat save`` exports, and native ``<id>.jsonl`` + ``<id>.json`` pairs."""

    NAME = HARNESS
    DESCRIPTION = "Kiro CLI sessions as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.json", "**/*.jsonl")
    DEFAULT_LOCATION = "~/.kiro/sessions/cli"

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
        if path.endswith(".jsonl"):
            try:
                return is_log_entry(orjson.loads(text.split(b"\n", 1)[0]))
            except orjson.JSONDecodeError:
                return False
        if b'"format"' in text and EXPORT_FORMAT.encode() in text:
            try:
                doc = orjson.loads(text)
            except orjson.JSONDecodeError:  # an export longer than the head: its opening key
                return _EXPORT_START.match(text) is not None
            return isinstance(doc, dict) and doc.get("format") == EXPORT_FORMAT
        if _SAVE_START.match(text) is not None:  # the keys a Q-CLI save opens with
            try:
                return is_q_cli_save(orjson.loads(text))
            except orjson.JSONDecodeError:  # longer than the head
                return True
        if path.endswith(".json") and b'"session_state"' in text:  # the metadata beside a log
            log = path[: -len(".json")] + ".jsonl"
            return os.path.isfile(log) and is_log_entry(_first_record(log))
        return False

    def group_files(self, files: list[str]) -> list[list[str]]:
        """A native log with its metadata file (the log first); exports alone."""
        groups: dict[str, list[str]] = {}
        for path in files:
            groups.setdefault(path.rsplit(".", 1)[0], []).append(path)
        return [sorted(g, key=lambda p: (not p.endswith(".jsonl"), p)) for _, g in sorted(groups.items())]

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        logs = [p for p in files if p.endswith(".jsonl")]
        for path in files:
            if path.endswith(".jsonl"):
                continue
            ctx = ParseContext(path, roots[path], self.config, log)
            if not logs:
                yield from self._guarded(ctx, lambda c, p=path: parse_kiro_export(p, c))
        for path in logs:
            ctx = ParseContext(path, roots[path], self.config, log)
            metadata = None
            for side in files:
                if side.endswith(".json"):
                    side_ctx = ParseContext(side, roots[side], self.config, log)
                    doc = load_json(side, side_ctx)
                    if is_session_metadata(doc):
                        metadata = doc
                    else:
                        side_ctx.problem("not_session_metadata", None)
            stem = os.path.basename(path)[: -len(".jsonl")]

            def parse(
                c: ParseContext, p: str = path, m: dict | None = metadata, s: str = stem
            ) -> Iterator[dict]:
                row = session_row(iter_jsonl(p, c), m, c, s)
                if row is not None:
                    row["metadata"]["layout"] = "native"
                    yield row

            yield from self._guarded(ctx, parse)

    @staticmethod
    def _guarded(ctx: ParseContext, parse: Any) -> Iterator[dict]:
        try:
            yield from parse(ctx)
        except (TraceFormatError, MemoryError):
            raise
        except Exception as err:
            ctx.problem("parser_error", None, parser_failure(err) + "; the rest of the file was not read")
