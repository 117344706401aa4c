"""Hermes Agent trajectories (``hermes``).

Hermes Agent (NousResearch/hermes-agent) saves conversations as ShareGPT JSONL, one trajectory a
line, in the current directory: ``trajectory_samples.jsonl`` (completed) and
``failed_trajectories.jsonl``::

    {"conversations": [{"from": "system", "value": "…<tools>[…]</tools>…"},
                       {"from": "human", "value": "…"},
                       {"from": "gpt", "value": "<think>\\n…\\n</think>\\n…<tool_call>\\n{…}\\n</tool_call>"},
                       {"from": "tool", "value": "<tool_response>\\n{…}\\n</tool_response>"}],
     "timestamp": "2026-03-30T14:22:31.456789", "model": "…", "completed": true}

The batch runner (``batch_*.jsonl``) adds ``prompt_index``, ``metadata``, ``partial``,
``api_calls``, ``toolsets_used``, ``tool_stats`` and ``tool_error_counts``; these go to the row's
``metadata``. Newer Hermes session exports are rows of ``id, source, model, system_prompt,
messages`` with OpenAI-style messages. Files may be gzip-compressed (``.jsonl.gz``).

The canonical trajectory is recovered from the markup: tools from the system turn's ``<tools>``,
reasoning from ``<think>`` (and the older ``<REASONING_SCRATCHPAD>``), calls from
``<tool_call>``, results with their ids and names from ``<tool_response>``. Rendering the
``sharegpt`` view of a Hermes file gives back each ``conversations`` value byte for byte.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from typing import Any

import orjson

from ..converters.openai import from_openai_messages, from_openai_tools
from ..converters.schema import iso_utc, message
from ..converters.sharegpt import from_sharegpt
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import iter_jsonl

BATCH_FIELDS = (
    "prompt_index",
    "metadata",
    "partial",
    "api_calls",
    "toolsets_used",
    "tool_stats",
    "tool_error_counts",
)
DEFAULT_FILES = ("trajectory_samples.jsonl", "failed_trajectories.jsonl")


MAX_CACHED_PROMPTS = 32


class RecordCache:
    """What Hermes repeats on every line, worked out once per distinct system prompt.

    A trajectory file repeats the same large system turn (the ``<tools>`` block) on each line,
    and so do the files of one run. The cache keeps, across the files of one load (at most
    ``MAX_CACHED_PROMPTS`` prompts): one string object per prompt, which the rows share (its
    hash and its UTF-8 form, which Arrow needs, are then computed once), the tools parsed from
    it, and the hash state of a content id after it.
    """

    def __init__(self) -> None:
        self.prompts: dict[str, str] = {}
        self.by_length: dict[int, str] = {}
        self.tools: dict[str, tuple[list[dict], bool]] = {}
        self.id_prefixes: dict[tuple[str, str], Any] = {}

    def trim(self) -> None:
        """Forget everything once more distinct prompts than ``MAX_CACHED_PROMPTS`` were seen.

        Called for every line: the four lengths are compared without building a tuple of them.
        """
        limit = MAX_CACHED_PROMPTS
        if (
            len(self.prompts) > limit
            or len(self.by_length) > limit
            or len(self.tools) > limit
            or len(self.id_prefixes) > limit
        ):
            for cached in (self.prompts, self.by_length, self.tools, self.id_prefixes):
                if len(cached) > limit:
                    cached.clear()

    def share_prompt(self, conversations: list) -> None:
        """Replace the first turn's value by the equal string seen before, if any.

        The prompt seen last with the same length is tried first: comparing equal strings is a
        memcmp, while a dict lookup hashes the whole new string (5 ms per 10 MB of the benchmark
        corpus).
        """
        first = conversations[0] if conversations else None
        if first.__class__ is dict:
            value = first.get("value")
            if value.__class__ is str:
                seen = self.by_length.get(len(value))
                if seen is not None and seen == value:
                    first["value"] = seen
                else:
                    first["value"] = self.by_length[len(value)] = self.prompts.setdefault(value, value)


def _content_id(value: object) -> str:
    return hashlib.sha256(orjson.dumps(value, option=orjson.OPT_SORT_KEYS)).hexdigest()[:16]


def _conversations_id(conversations: list, cache: RecordCache | None) -> str:
    """``_content_id(conversations)``, hashing a repeated ``{from, value}`` first turn only once.

    orjson writes a list as ``[`` + items joined by ``,`` + ``]``, so the hash state after the
    first item can be copied and continued with the rest, written by one ``orjson.dumps`` of the
    list of the other items (whose ``[`` is dropped).
    """
    first = conversations[0] if conversations else None
    if (
        cache is None
        or first.__class__ is not dict
        or len(first) != 2
        or first.get("from").__class__ is not str
        or first.get("value").__class__ is not str
    ):
        return _content_id(conversations)
    key = (first["from"], first["value"])
    state = cache.id_prefixes.get(key)
    if state is None:
        state = hashlib.sha256(b"[" + orjson.dumps(first, option=orjson.OPT_SORT_KEYS))
        cache.id_prefixes[key] = state
    digest = state.copy()
    if len(conversations) > 1:
        rest = orjson.dumps(conversations[1:], option=orjson.OPT_SORT_KEYS)
        digest.update(b",")
        digest.update(memoryview(rest)[1:])
    else:
        digest.update(b"]")
    return digest.hexdigest()[:16]


def parse_trajectory_record(
    record: dict, ctx: ParseContext, line: int, cache: RecordCache | None = None
) -> dict | None:
    """One Hermes JSONL record (any of its three shapes) as a canonical row."""
    if isinstance(record.get("conversations"), list):
        if cache is not None:
            cache.share_prompt(record["conversations"])
        messages, tools, problems = from_sharegpt(
            record["conversations"], cache.tools if cache is not None else None
        )
        for reason, count in problems.items():
            ctx.problem(reason, line, count=count)
        metadata: dict = {"format": "batch" if "prompt_index" in record else "trajectory"}
        if record.get("timestamp") is not None:
            metadata["timestamp"] = record["timestamp"]
        for key in BATCH_FIELDS:
            if key in record:
                metadata[key] = record[key]
        extra = {
            k: v
            for k, v in record.items()
            if k not in BATCH_FIELDS and k not in ("conversations", "timestamp", "model", "completed")
        }
        if extra:
            metadata["extra"] = extra
        session_id = str(
            record.get("id") or record.get("session_id") or _conversations_id(record["conversations"], cache)
        )
        model = record.get("model") if isinstance(record.get("model"), str) else None
        for msg in messages:
            if msg["role"] == "assistant":
                msg["model"] = model
        return {
            "harness": "hermes",
            "session_id": session_id,
            "messages": messages,
            "tools": tools,
            "model": model,
            "completed": record.get("completed") if isinstance(record.get("completed"), bool) else None,
            "file_path": ctx.rel_path,
            "metadata": metadata,
        }
    if isinstance(record.get("messages"), list):
        messages, counts = from_openai_messages(record["messages"])
        for reason in ("unknown_role", "malformed_message", "malformed_tool_call", "unparseable_arguments"):
            if counts.get(reason):
                ctx.problem(reason, line, count=counts[reason])
        system = record.get("system_prompt")
        if isinstance(system, str) and system and not (messages and messages[0]["role"] == "system"):
            messages.insert(0, message("system", system))
        metadata = {"format": "session_export"}
        for key in (
            "source",
            "started_at",
            "ended_at",
            "end_reason",
            "title",
            "parent_session_id",
            "message_count",
            "tool_call_count",
            "input_tokens",
            "output_tokens",
            "billing_provider",
            "estimated_cost_usd",
            "user_id",
        ):
            if record.get(key) is not None:
                metadata[key] = record[key]
        if counts.get("images"):
            metadata["images"] = counts["images"]
        model = record.get("model") if isinstance(record.get("model"), str) else None
        for msg in messages:
            if msg["role"] == "assistant" and msg["model"] is None:
                msg["model"] = model
        return {
            "harness": "hermes",
            "session_id": str(record.get("id") or _content_id(record["messages"])),
            "messages": messages,
            "tools": from_openai_tools(record.get("tools")),
            "model": model,
            "sent_at": iso_utc(record.get("started_at")),
            "completed": None,
            "file_path": ctx.rel_path,
            "metadata": metadata,
        }
    ctx.problem("unknown_record_shape", line, f"keys: {sorted(record)[:8]}")
    return None


def parse_hermes_file(path: str, ctx: ParseContext, cache: RecordCache | None = None) -> Iterator[dict]:
    """Canonical rows from a Hermes JSONL(.gz) file; ids are ``hermes:<session id>``.

    ``cache`` may be shared by the files of one load (rows then share their ``tools`` lists).
    """
    seen: dict[str, int] = {}
    if cache is None:
        cache = RecordCache()
    for line, record in iter_jsonl(path, ctx):
        if not isinstance(record, dict):
            ctx.problem("not_an_object", line)
            continue
        cache.trim()
        row = parse_trajectory_record(record, ctx, line, cache)
        if row is None:
            continue
        # identical trajectories saved twice keep distinct, stable ids
        n = seen.get(row["session_id"], 0)
        seen[row["session_id"]] = n + 1
        row["id"] = f"hermes:{row['session_id']}" + (f":{n}" if n else "")
        row["metadata"]["line"] = line
        yield row


class Hermes(AgentTracesBuilder):
    """Hermes Agent ShareGPT trajectories, batch-runner outputs and session exports."""

    NAME = "hermes"
    DESCRIPTION = "Hermes Agent trajectories as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.jsonl", "**/*.jsonl.gz")

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        """A first record with ShareGPT ``conversations`` of ``from``/``value`` turns, or a session export."""
        first = head.lstrip(b"\xef\xbb\xbf \t\r\n").split(b"\n", 1)[0]
        if not first.startswith(b"{"):
            return False
        if b'"conversations"' in first and b'"from"' in first and b'"value"' in first:
            return True
        return all(key in first for key in (b'"system_prompt"', b'"source"', b'"messages"', b'"started_at"'))

    @classmethod
    def default_location(cls) -> str:
        return os.getcwd()

    @classmethod
    def default_data_files(cls) -> list[str]:
        return [os.path.join(os.getcwd(), f) for f in DEFAULT_FILES if os.path.isfile(f)]

    def __getstate__(self) -> dict:
        """Without the prompt cache of a load (hash states do not pickle; a copy starts afresh)."""
        state = super().__getstate__()
        state.pop("_record_cache", None)
        return state

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        cache = self.__dict__.get("_record_cache")
        if cache is None:
            cache = self._record_cache = RecordCache()
        yield from parse_hermes_file(path, ctx, cache)
