"""The Hub's Session Trace Simple Format (``sts``): one session per JSONL file.

Written by ``agent-traces convert --traces sts`` (under ``traces/<harness>/``) and by other
harnesses that target the Hub's trace viewer (llama.app, custom agents)::

    {"type": "session", "harness": "my-agent", "id": "abc123", "name": "what time is it"}
    {"type": "message", "message": {"role": "user", "content": "what time is it?"}}
    {"type": "message", "message": {"role": "assistant", "content": "",
                                    "toolCalls": [{"id": "t1", "function": {"name": "get_time", "arguments": "{}"}}]}}
    {"type": "message", "message": {"role": "tool", "toolCallId": "t1", "content": "15:00"}}

The format and the fields read are described in :mod:`agent_traces.export.sts`. Files this
project wrote carry the rest of each row in the header and load back as the same rows; other
tools' files get the header's ``harness`` as the row's harness, ``id`` as session id, and the
other header fields in ``metadata``. A file may hold several sessions (a new header starts the
next one). Lines before the first header, records that are not messages and messages that are
not STS messages are counted, never silently dropped. There is no default location.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator

from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import iter_jsonl
from ..export.sts import canonical_message, is_sts_header, row_from_sts
from .openai_messages import first_json_line

NAME = "sts"
_LONG_HEADER = re.compile(rb'\{\s*"type"\s*:\s*"session"\s*,\s*"harness"\s*:\s*"[^"]*"\s*,\s*"id"\s*:')


def parse_sts_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """Canonical rows of an STS file, one per session header."""
    header: dict | None = None
    messages: list[dict] = []
    counts: Counter = Counter()
    header_line = 0

    def finish() -> dict | None:
        if header is None:
            return None
        for reason, n in counts.items():
            ctx.problem(reason, header_line, count=n)
        counts.clear()
        row = row_from_sts(header, messages)
        if isinstance(row.get("metadata"), dict) and row["metadata"].get("format") == "sts":
            row["metadata"]["line"] = header_line
        return row

    for line, record in iter_jsonl(path, ctx):
        if is_sts_header(record):
            row = finish()
            if row is not None:
                yield row
            header, messages, header_line = record, [], line
            continue
        if header is None:
            ctx.problem("no_session_header", line, "a record before the first session header")
            continue
        if not isinstance(record, dict) or record.get("type") != "message":
            kind = record.get("type") if isinstance(record, dict) else type(record).__name__
            ctx.skip("not_a_message", line, str(kind)[:40])
            continue
        msg = canonical_message(record.get("message"), counts)
        if msg is not None:
            messages.append(msg)
    row = finish()
    if row is not None:
        yield row


def looks_like_sts(head: bytes) -> bool:
    """An STS header first, and, when the head holds one, a first message with text content.

    Pi's session files also start with ``{"type": "session", "id"}`` but carry no ``harness``
    (unless a harness adds one) and their messages hold lists of content blocks; both are
    checked, so Pi files are left to Pi.
    """
    first = first_json_line(head)
    if first is None and b"\n" not in head:
        # a header longer than the head (ours carry tools and metadata): its documented keys come first
        return _LONG_HEADER.match(head.lstrip(b"\xef\xbb\xbf")) is not None
    if not is_sts_header(first):
        return False
    lines = [raw for raw in head.split(b"\n")[1:] if raw.strip()]
    if not lines:
        return "cwd" not in first and "version" not in first
    import orjson

    try:
        second = orjson.loads(lines[0])
    except orjson.JSONDecodeError:
        return False
    msg = second.get("message") if isinstance(second, dict) else None
    return (
        second.get("type") == "message"
        and isinstance(msg, dict)
        and msg.get("role") in ("user", "assistant", "system", "tool")
        and isinstance(msg.get("content", ""), str)
    )


class Sts(AgentTracesBuilder):
    """Session Trace Simple Format files (the Hub's trace-viewer format), one session per file."""

    NAME = NAME
    DESCRIPTION = "Hugging Face Session Trace Simple Format (STS) files as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl", "**/*.jsonl.gz")
    # more specific than Pi's session files, which share the header's type
    SNIFF_ORDER = 40

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        return looks_like_sts(head)

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_sts_file(path, ctx)
