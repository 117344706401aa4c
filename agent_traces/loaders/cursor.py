"""Cursor agent transcripts (``cursor``).

Cursor (the editor's agent and ``cursor-agent``) writes one JSONL transcript per conversation,
``~/.cursor/projects/<project slug>/agent-transcripts/<uuid>.jsonl``. Every line is a bare
message, with no id, time, model, usage or session header::

    {"role": "user", "message": {"content": [{"type": "text", "text": "<user_query>\\nFix it\\n</user_query>"}]}}
    {"role": "assistant", "message": {"content": [{"type": "text", "text": "Looking.\\n\\n[REDACTED]"},
                                                  {"type": "tool_use", "name": "Read", "input": {"path": "a.py"}}]}}

What the reader does with it:

- A user line's text wraps what the user typed in ``<user_query>…</user_query>``; sections Cursor
  adds before it (``<attached_files>``, ``<image_files>``, ``<uploaded_documents>``,
  ``<external_links>``, any other ``<tag>…</tag>``) become one user message of their own, flagged
  ``injected`` (``kind: "attached_context"``, ``sections``: the tag names), before the typed text.
  Text outside every section (``[Image]``, Cursor's mark for a pasted image) stays with the typed
  text. A line without ``<user_query>`` (older transcripts) is typed text as a whole.
- Cursor replaces the model's thinking by a text block ``[REDACTED]`` (alone, or appended to the
  text): the marker is dropped and counted (``metadata.counts.redacted_thinking``; the message
  gets ``redacted_thinking: true``), there is no reasoning to keep; a line that held nothing else
  is left out (``counts.empty_after_redaction``).
- Assistant output comes one model step a line: each line is one assistant message.
  ``tool_use`` blocks become tool calls; they have no ids, so each gets ``cursor-<line>-<n>``
  (stable across runs). Transcripts record no tool results: calls without one are listed in
  the message's ``metadata.calls_without_result`` and counted on the row, never invented. Should a
  transcript carry Anthropic-style ``tool_use`` ids and ``tool_result`` blocks, they are used.
- The session id is the file name; the project slug (the folder above ``agent-transcripts``) goes
  to ``metadata.project``. There is no time, so ``sent_at`` is empty, and no model.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson

from ..converters.schema import as_list, message, tool_call, trajectory_row
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import iter_jsonl

HARNESS = "cursor"
REDACTED = "[REDACTED]"
_QUERY_RE = re.compile(r"<user_query>\n?(.*?)\n?</user_query>", re.DOTALL)
_LINE_STARTS = (b'{"role":"user","message":{"content":[', b'{"role":"assistant","message":{"content":[')
_SECTION_RE = re.compile(r"<([a-z_]+)>.*?</\1>", re.DOTALL)


def split_user_text(text: str) -> tuple[str | None, list[str], str]:
    """``(typed text or None, names of added sections, the sections' text)`` of a user line."""
    query = _QUERY_RE.search(text)
    if query is None:
        return text, [], ""
    rest = text[: query.start()] + text[query.end() :]
    sections = [m for m in _SECTION_RE.finditer(rest)]
    added = "\n".join(m.group(0) for m in sections)
    outside = _SECTION_RE.sub("", rest).strip()
    typed = "\n".join(part for part in (outside, query.group(1)) if part)
    return typed, [m.group(1) for m in sections], added


def _strip_redacted(text: str) -> tuple[str, int]:
    """``text`` without Cursor's ``[REDACTED]`` thinking markers, and how many there were."""
    count = text.count(REDACTED)
    if not count:
        return text, 0
    return text.replace(REDACTED, "").strip(), count


class _Transcript:
    def __init__(self, ctx: ParseContext) -> None:
        self.ctx = ctx
        self.messages: list[dict] = []
        self.counts: Counter = Counter()
        self.answered: set[str] = set()

    def user(self, line: int, blocks: list) -> None:
        texts: list[str] = []
        for block in blocks:
            kind = block.get("type") if isinstance(block, dict) else None
            if kind == "text":
                texts.append(str(block.get("text") or ""))
            elif kind == "tool_result":
                self._result(line, block)
            elif kind in ("image", "image_url"):
                self.counts["images"] += 1
                texts.append("[image]")
            else:
                self.ctx.problem("unknown_block_type", line, str(kind))
        if not texts:
            return
        typed, sections, added = split_user_text("\n".join(texts))
        if sections:
            meta = {"injected": True, "kind": "attached_context", "sections": sections}
            self.messages.append(message("user", added, metadata=meta))
        if typed:
            self.messages.append(message("user", typed))
        else:
            self.counts["empty_user_query"] += 1

    def _result(self, line: int, block: dict) -> None:
        call_id = block.get("tool_use_id") if isinstance(block.get("tool_use_id"), str) else None
        content = block.get("content")
        if isinstance(content, list):
            content = "\n".join(str(b.get("text") or "") for b in content if isinstance(b, dict))
        meta = {"is_error": True} if block.get("is_error") else None
        self.messages.append(message("tool", str(content or ""), tool_call_id=call_id, metadata=meta))
        if call_id:
            self.answered.add(call_id)

    def assistant(self, line: int, blocks: list) -> None:
        texts, calls = [], []
        redacted = 0
        for n, block in enumerate(blocks):
            kind = block.get("type") if isinstance(block, dict) else None
            if kind == "text":
                text, found = _strip_redacted(str(block.get("text") or ""))
                redacted += found
                if text:
                    texts.append(text)
            elif kind == "tool_use":
                arguments, ok = parse_arguments(block.get("input"))
                if not ok:
                    self.ctx.problem("unparseable_arguments", line, str(block.get("name")))
                call_id = block.get("id") if isinstance(block.get("id"), str) else f"cursor-{line}-{n}"
                calls.append(tool_call(call_id, str(block.get("name") or ""), arguments))
            elif kind in ("thinking", "redacted_thinking"):
                redacted += 1
            else:
                self.ctx.problem("unknown_block_type", line, str(kind))
        meta: dict[str, Any] = {}
        if redacted:
            self.counts["redacted_thinking"] += redacted
            meta["redacted_thinking"] = True
        if not texts and not calls:
            self.counts["empty_after_redaction"] += 1
            return
        self.messages.append(message("assistant", "\n\n".join(texts), tool_calls=calls, metadata=meta))

    def finish(self) -> None:
        """Mark the calls no result answers (Cursor records none)."""
        for msg in self.messages:
            missing = [c["id"] for c in msg["tool_calls"] or () if c["id"] not in self.answered]
            if missing:
                msg["metadata"] = {**(msg["metadata"] or {}), "calls_without_result": missing}
                self.counts["calls_without_result"] += len(missing)


def parse_cursor_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """One row per transcript file; the id is ``cursor:<file name>``."""
    transcript = _Transcript(ctx)
    for line, rec in iter_jsonl(path, ctx):
        if not isinstance(rec, dict) or not isinstance(rec.get("message"), dict):
            ctx.problem("not_a_message", line, type(rec).__name__)
            continue
        blocks = as_list(rec["message"].get("content"), transcript.counts)
        if isinstance(rec["message"].get("content"), str):
            blocks = [{"type": "text", "text": rec["message"]["content"]}]
        role = rec.get("role")
        if role == "user":
            transcript.user(line, blocks)
        elif role == "assistant":
            transcript.assistant(line, blocks)
        else:
            ctx.problem("unknown_role", line, str(role))
    if not transcript.messages:
        ctx.problem("no_messages", None)
        return
    transcript.finish()
    session_id = os.path.basename(path).split(".")[0]
    meta: dict[str, Any] = {}
    folder = os.path.dirname(path)
    if os.path.basename(folder) == "agent-transcripts":
        meta["project"] = os.path.basename(os.path.dirname(folder))
    if transcript.counts:
        meta["counts"] = dict(transcript.counts)
    yield trajectory_row(
        HARNESS,
        session_id,
        transcript.messages,
        file_path=ctx.rel_path,
        metadata=meta,
    )


class Cursor(AgentTracesBuilder):
    """Cursor agent transcripts (``agent-transcripts/*.jsonl``)."""

    NAME = HARNESS
    DESCRIPTION = "Cursor agent transcripts as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl",)
    DEFAULT_LOCATION = "~/.cursor/projects"

    @classmethod
    def default_data_files(cls) -> list[str]:
        from ..core.files import files_in

        return files_in(cls.default_locations(), ("**/agent-transcripts/**/*.jsonl",))

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        """Lines that are exactly ``{"role", "message": {"content": …}}``."""
        text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
        first = text.split(b"\n", 1)[0]
        if not first.startswith(b'{"role"'):
            return False
        try:
            rec = orjson.loads(first)
        except orjson.JSONDecodeError:  # a first line longer than the head: judge its start
            return len(first) == len(text) and first.startswith(_LINE_STARTS)
        return (
            isinstance(rec, dict)
            and set(rec) == {"role", "message"}
            and rec["role"] in ("user", "assistant")
            and isinstance(rec["message"], dict)
            and set(rec["message"]) == {"content"}
        )

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_cursor_file(path, ctx)
