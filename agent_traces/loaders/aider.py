"""Aider chat histories (``aider``).

Aider appends every session to ``.aider.chat.history.md`` in the directory it runs in (the
``--chat-history-file`` option renames it). The file is Markdown written as the chat goes::

    # aider chat started at 2025-10-23 17:04:56

    > /usr/bin/aider --model gemini/gemini-2.5-pro
    > Aider v0.86.1
    > Main model: gemini/gemini-2.5-pro with diff-fenced edit format

    #### /add server.py
    > Added server.py to the chat

    #### make the timeout configurable

    I'll add a `timeout` argument.

    server.py
    ```python
    <<<<<<< SEARCH
    …
    >>>>>>> REPLACE
    ```

    > Tokens: 4.2k sent, 312 received. Cost: $0.01 message, $0.02 session.
    > Applied edit to server.py

Each ``# aider chat started at …`` header starts a session, and each session becomes one row.
``#### `` lines are what the user typed (consecutive ones form one message; ``/commands``
included, flagged in metadata); ``> `` lines are aider's own tool and status output. After a
model reply it is aider acting on that reply (edits applied, commands run): a ``tool`` message
named ``aider`` answering a call ``aider`` added to the reply (``metadata.synthetic_call``), so
that every tool message has its ``tool_call_id``; after a ``/command`` it is aider's answer to the
user, kept as an injected user message (``kind: aider_output``), as Claude Code's local command
output is. Every other line is the model's reply, kept verbatim as assistant text
(SEARCH/REPLACE blocks stay in the text).
The start-up banner before the first user message (command line, version, ``Main model:``…),
``Tokens:`` lines and the model name go to metadata, not to messages. Sessions with nothing but
a banner are counted as ``empty_session`` and yield no row.

Aider records no session id: the id is the start time plus a hash of the session's text, so it
is stable across runs and distinct across projects.

Times: the ``# aider chat started at`` header is aider's ``datetime.now()``, the local time of
the machine it ran on, without a zone. ``sent_at`` reads it in the local zone of the machine that
converts it (histories are read where aider wrote them: the default location is the current
directory) and gives ISO-8601 UTC; ``metadata.started_at`` keeps the header as written.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterator
from datetime import datetime, timezone
from typing import Any

from ..converters.schema import message, tool_call
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import open_binary

SESSION_HEADER = "# aider chat started at "
_USER_PREFIX = "####"
_MODEL_RE = re.compile(r"^(?:Main )?[Mm]odel: (?P<model>\S+)")
_VERSION_RE = re.compile(r"^Aider v(?P<version>\S+)")
_TOKENS_RE = re.compile(r"^Tokens: ")


def _kind(line: str) -> str:
    if line == _USER_PREFIX or line.startswith(_USER_PREFIX + " "):
        return "user"
    if line == ">" or line.startswith("> "):
        return "output"
    if not line.strip():
        return "blank"
    return "assistant"


def _strip(line: str, prefix: str) -> str:
    text = line[len(prefix) :]
    if text.startswith(" "):
        text = text[1:]
    return text[:-2] if text.endswith("  ") else text.rstrip()


def split_sessions(text: str) -> list[tuple[str | None, int, list[str]]]:
    """``(start time, first line number, lines)`` per session; text before any header is its own."""
    sessions: list[tuple[str | None, int, list[str]]] = []
    current: tuple[str | None, int, list[str]] | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith(SESSION_HEADER):
            current = (line[len(SESSION_HEADER) :].strip(), number, [])
            sessions.append(current)
        elif current is None:
            if not line.strip():
                continue
            current = (None, number, [line])
            sessions.append(current)
        else:
            current[2].append(line)
    return sessions


def _blocks(lines: list[str]) -> list[tuple[str, list[str]]]:
    """Consecutive lines of one kind; blank lines belong to the assistant text they sit inside."""
    blocks: list[tuple[str, list[str]]] = []
    for line in lines:
        kind = _kind(line)
        if kind == "blank":
            if blocks and blocks[-1][0] == "assistant":
                blocks[-1][1].append(line)
            continue
        if blocks and blocks[-1][0] == kind:
            blocks[-1][1].append(line)
        else:
            blocks.append((kind, [line]))
    return blocks


def parse_session(start: str | None, lines: list[str]) -> tuple[list[dict], dict[str, Any]]:
    """Canonical messages and metadata of one session's lines."""
    messages: list[dict] = []
    banner: list[str] = []
    tokens: list[str] = []
    meta: dict[str, Any] = {}
    model: str | None = None
    for kind, block in _blocks(lines):
        if kind == "user":
            text = "\n".join(_strip(line, _USER_PREFIX) for line in block).strip("\n")
            user_meta = {"command": text.split()[0]} if text.startswith("/") and text.split() else None
            messages.append(message("user", text, metadata=user_meta))
        elif kind == "output":
            output = []
            for line in block:
                text = _strip(line, ">")
                if _TOKENS_RE.match(text):
                    tokens.append(text)
                    continue
                if found := _MODEL_RE.match(text):
                    model = found.group("model")
                    meta.setdefault("model", model)
                if found := _VERSION_RE.match(text):
                    meta["aider_version"] = found.group("version")
                output.append(text)
            body = "\n".join(output).strip("\n")
            if not any(m["role"] == "user" for m in messages):
                banner.extend(output)
            elif body and messages[-1]["role"] == "assistant":
                # aider acting on the reply (edits applied, commands run): the result of a call
                call_id = f"aider_{len(messages)}"
                reply = messages[-1]
                reply["tool_calls"] = [*(reply["tool_calls"] or []), tool_call(call_id, "aider", {})]
                reply["metadata"] = {**(reply["metadata"] or {}), "synthetic_call": True}
                messages.append(message("tool", body, name="aider", tool_call_id=call_id))
            elif body:
                # aider answering a /command the user typed: harness output, as for Claude Code's
                # local commands
                messages.append(message("user", body, metadata={"injected": True, "kind": "aider_output"}))
        else:
            text = "\n".join(block).strip("\n")
            messages.append(message("assistant", text, model=model))
    if banner:
        meta["banner"] = "\n".join(banner).strip("\n")
    if tokens:
        meta["tokens"] = tokens
    if start:
        meta["started_at"] = start
    return messages, meta


def local_to_utc(stamp: str | None) -> str | None:
    """Aider's ``YYYY-MM-DD HH:MM:SS`` header (the local time of the machine it ran on) as ISO-8601
    UTC, read in this machine's local zone; unparseable text is kept as written."""
    if not stamp:
        return None
    try:
        local = datetime.strptime(stamp.strip(), "%Y-%m-%d %H:%M:%S")
    except ValueError:
        return stamp
    return local.astimezone().astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _session_id(start: str | None, lines: list[str]) -> str:
    digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:10]
    stamp = re.sub(r"[^0-9]", "", start or "")
    return f"{stamp}-{digest}" if stamp else digest


def parse_aider_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """One canonical row per session of an aider chat history; ids are ``aider:<start>-<hash>``."""
    with open_binary(path) as handle:
        raw = handle.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        ctx.problem("invalid_utf8", None, f"{err}; undecodable bytes replaced")
        text = raw.decode("utf-8", errors="replace")
    for index, (start, line_no, lines) in enumerate(split_sessions(text)):
        messages, meta = parse_session(start, lines)
        if not any(m["role"] == "user" for m in messages):
            ctx.skip("empty_session", line_no, start or "")
            continue
        meta.update(session_index=index, line=line_no)
        model = meta.pop("model", None)
        yield {
            "id": f"aider:{_session_id(start, lines)}",
            "harness": "aider",
            "session_id": _session_id(start, lines),
            "messages": messages,
            "model": model,
            "sent_at": local_to_utc(start),
            "file_path": ctx.rel_path,
            "metadata": meta,
        }


class Aider(AgentTracesBuilder):
    """Aider ``.aider.chat.history.md`` files, one row per session."""

    NAME = "aider"
    DESCRIPTION = "Aider chat histories as canonical agent-trace rows."
    FILE_PATTERNS = ("**/.aider.chat.history.md", "**/*chat.history.md")
    TEXT_FORMAT = True  # Markdown, not JSON (see agent_traces.detect)

    @classmethod
    def default_location(cls) -> str:
        return os.getcwd()

    @classmethod
    def default_data_files(cls) -> list[str]:
        """The history aider writes in the current directory: ``$AIDER_CHAT_HISTORY_FILE`` (aider's
        ``--chat-history-file``) when set, else ``.aider.chat.history.md``."""
        name = os.environ.get("AIDER_CHAT_HISTORY_FILE") or ".aider.chat.history.md"
        path = os.path.join(os.getcwd(), os.path.expanduser(name))
        return [path] if os.path.isfile(path) else []

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        return head.lstrip().startswith(SESSION_HEADER.encode()) or (b"\n" + SESSION_HEADER.encode()) in head

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_aider_file(path, ctx)
