"""OpenAI-style ``messages`` JSONL (``openai_messages``): SFT files, TRL datasets, exported views.

The lingua franca of fine-tuning data: one conversation a line, as the chat-completions
``messages`` list, optionally with the ``tools`` it was given::

    {"messages": [{"role": "system", "content": "…"},
                  {"role": "user", "content": "…"},
                  {"role": "assistant", "content": "<think>…</think>…",
                   "tool_calls": [{"id": "call_1", "type": "function",
                                   "function": {"name": "bash", "arguments": "{\\"command\\": \\"ls\\"}"}}]},
                  {"role": "tool", "tool_call_id": "call_1", "content": "…"}],
     "tools": [{"type": "function", "function": {"name": "bash", "parameters": {…}}}],
     "instance_id": "…"}

SWE-smith's SFT files (``{messages, instance_id}``, tool calls written as XML inside the assistant
text), TRL's conversational datasets and this project's own ``messages`` view all have this
shape. Reasoning is read from ``reasoning_content``, ``reasoning`` or ``thinking``, else from a
``<think>`` block in the text; string ``arguments`` are parsed to dicts (unparseable ones are
kept verbatim and counted). Tool calls written as text (XML, ReAct…) stay in the text.

Chat exports (``{messages, meta}``, one JSON document, often pretty-printed) are detected by
their opening; a message's time in ``_metadata.timestamp`` counts as its ``timestamp``, and a
``model`` under ``meta`` / ``metadata`` / ``kwargs`` as the row's model. ``developer`` messages
are system messages.

LLM completion logs (``{messages, response: {choices: [{message}]}}``, as litellm writes them)
are read too: the response message is appended as the last assistant turn.

Every other top-level key (``instance_id``, ``id``, ``split``…) goes to the row's ``metadata``;
the session id is ``id`` / ``session_id`` / ``instance_id`` when present, else a hash of the
messages, so the same conversation gets the same id across runs.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson

from ..converters.openai import from_openai_message, from_openai_messages, from_openai_tools
from ..converters.schema import iso_utc
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import MAX_DOCUMENT_BYTES, iter_jsonl, open_binary
from ..core.sniffing import array_items

_ID_KEYS = ("id", "session_id", "instance_id", "conversation_id", "uuid")
_ROW_KEYS = {"messages", "tools", "model", "timestamp", "created_at", "response"}
_ROLES = {"system", "user", "assistant", "tool", "function", "developer", "human", "model"}
# the opening of a ``{"messages": [{"role": "…"`` document whose head is cut before its end
_DOCUMENT_RE = re.compile(
    rb'\s*\{\s*(?:"[A-Za-z_]+"\s*:\s*(?:"[^"]*"|[-0-9.]+|true|false|null)\s*,\s*)*"messages"\s*:\s*\[\s*\{\s*'
    rb'(?:"[A-Za-z_]+"\s*:\s*(?:"[^"]*"|[-0-9.]+|null)\s*,\s*)*"role"\s*:\s*"(?:system|user|assistant|developer|tool)"'
)


def looks_like_messages(record: Any) -> bool:
    """Whether a record is a ``{messages: [{role, content}, …]}`` conversation."""
    if not isinstance(record, dict):
        return False
    messages = record.get("messages")
    if not isinstance(messages, list) or not messages:
        return False
    first = messages[0]
    return (
        isinstance(first, dict)
        and isinstance(first.get("role"), str)
        and first["role"] in _ROLES
        and ("content" in first or "tool_calls" in first)
    )


# content blocks of other APIs (Anthropic's tool and thinking blocks, as in Amp threads): tool
# calls and results this parser reads from ``tool_calls`` and ``role: tool`` messages only
_FOREIGN_PARTS = {"tool_use", "tool_result", "thinking", "redacted_thinking", "server_tool_use"}


def readable_messages(messages: list) -> bool:
    """Whether none of these messages carries content blocks this parser cannot read (issue 32:
    a file is claimed only when its structure is the one the parser needs)."""
    for msg in messages:
        content = msg.get("content") if isinstance(msg, dict) else None
        if isinstance(content, list) and any(
            isinstance(part, dict) and part.get("type") in _FOREIGN_PARTS for part in content
        ):
            return False
    return True


def _with_timestamp(msg: Any) -> Any:
    """A message whose time is only in ``_metadata.timestamp`` (chat exports) with it as ``timestamp``."""
    if isinstance(msg, dict) and msg.get("timestamp") is None and isinstance(msg.get("_metadata"), dict):
        stamp = msg["_metadata"].get("timestamp")
        if stamp is not None:
            return {**msg, "timestamp": stamp}
    return msg


def _content_id(messages: list) -> str:
    return hashlib.sha256(orjson.dumps(messages, option=orjson.OPT_SORT_KEYS)).hexdigest()[:16]


def _response_message(response: Any) -> dict | None:
    """The assistant message of a logged chat-completion response, if there is one."""
    if not isinstance(response, dict):
        return None
    choices = response.get("choices")
    if isinstance(choices, list) and choices and isinstance(choices[0], dict):
        msg = choices[0].get("message")
        if isinstance(msg, dict):
            return msg
    return None


def parse_messages_record(record: dict, ctx: ParseContext, line: int) -> dict | None:
    """One canonical row from a ``{messages, tools?}`` record (None, counted, if it has none)."""
    if not looks_like_messages(record):
        ctx.problem("no_messages", line, f"keys: {sorted(record)[:8]}")
        return None
    counts: Counter = Counter()
    messages, counts = from_openai_messages([_with_timestamp(m) for m in record["messages"]], counts)
    response = _response_message(record.get("response"))
    if response is not None:
        msg = from_openai_message({**response, "role": response.get("role") or "assistant"}, counts)
        if msg is not None:
            if not msg.get("model") and isinstance(record["response"].get("model"), str):
                msg["model"] = record["response"]["model"]
            messages.append(msg)
    for reason in ("unknown_role", "malformed_message", "malformed_tool_call", "unparseable_arguments"):
        if counts.get(reason):
            ctx.problem(reason, line, count=counts[reason])
    session_id = next((str(record[k]) for k in _ID_KEYS if isinstance(record.get(k), (str, int))), None)
    metadata: dict[str, Any] = {k: v for k, v in record.items() if k not in _ROW_KEYS}
    metadata["line"] = line
    skipped = {k: v for k, v in counts.items() if k not in ("images",)}
    if skipped:
        metadata["skipped"] = skipped
    if counts.get("images"):
        metadata["images"] = counts["images"]
    model = record.get("model")
    for holder in ("kwargs", "meta", "metadata"):
        if not isinstance(model, str) and isinstance(record.get(holder), dict):
            model = record[holder].get("model")
    return {
        "harness": "openai_messages",
        "session_id": session_id or _content_id(record["messages"]),
        "messages": messages,
        "tools": from_openai_tools(record.get("tools")),
        "model": model if isinstance(model, str) else None,
        "sent_at": iso_utc(record.get("timestamp") or record.get("created_at")),
        "file_path": ctx.rel_path,
        "metadata": metadata,
    }


def _records(path: str, ctx: ParseContext) -> Iterator[tuple[int, Any]]:
    """JSONL records; a ``.json`` file holding one document (an object or a list) is read whole."""
    if path.endswith((".json", ".json.gz")):
        with open_binary(path) as handle:
            data = handle.read(MAX_DOCUMENT_BYTES + 1)
        if len(data) > MAX_DOCUMENT_BYTES:
            ctx.problem(
                "oversized_file", None, f"longer than MAX_DOCUMENT_BYTES = {MAX_DOCUMENT_BYTES} bytes"
            )
            return
        try:
            document = orjson.loads(data[3:] if data.startswith(b"\xef\xbb\xbf") else data)
        except orjson.JSONDecodeError:
            document = None
        if isinstance(document, dict):
            yield 1, document
            return
        if isinstance(document, list):
            yield from ((index + 1, item) for index, item in enumerate(document))
            return
    yield from iter_jsonl(path, ctx)


def parse_openai_messages_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """Canonical rows of a ``messages`` JSONL(.gz) file; ids are ``openai_messages:<session id>``.

    In a ``.json`` file holding a list, ``line`` is the 1-based index of the record in the list.
    """
    seen: Counter = Counter()
    for line, record in _records(path, ctx):
        if not isinstance(record, dict):
            ctx.problem("not_an_object", line)
            continue
        row = parse_messages_record(record, ctx, line)
        if row is None:
            continue
        n = seen[row["session_id"]]
        seen[row["session_id"]] += 1
        row["id"] = f"openai_messages:{row['session_id']}" + (f":{n}" if n else "")
        yield row


def first_json_line(head: bytes) -> Any:
    """The first complete JSON line of a file head, or None."""
    if head.startswith(b"\xef\xbb\xbf"):
        head = head[3:]
    for raw in head.split(b"\n"):
        if raw.strip():
            try:
                return orjson.loads(raw)
            except orjson.JSONDecodeError:
                return None
    return None


class OpenAIMessages(AgentTracesBuilder):
    """Any JSONL of ``{messages, tools?}`` conversations (SFT data, TRL datasets, exported views)."""

    NAME = "openai_messages"
    DESCRIPTION = "OpenAI-style messages JSONL as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl", "**/*.jsonl.gz", "**/*.json")
    # generic shape: tried after every more specific source (see agent_traces.detect)
    SNIFF_ORDER = 100

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        first = first_json_line(head)
        if looks_like_messages(first):
            return readable_messages(first["messages"])
        # one JSON document (``{messages, meta}``, pretty-printed): judge the whole head if it
        # parses, else the messages it holds whole
        if not path.endswith((".json", ".json.gz")):
            return False
        body = head[3:] if head.startswith(b"\xef\xbb\xbf") else head
        try:
            document = orjson.loads(body)
        except orjson.JSONDecodeError:
            return bool(_DOCUMENT_RE.match(body)) and readable_messages(array_items(body, "messages"))
        if isinstance(document, list):
            document = document[0] if document else None
        return looks_like_messages(document) and readable_messages(document["messages"])

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_openai_messages_file(path, ctx)
