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

Reading: every line repeats the system turn (often 10–50 KB, mostly the ``<tools>`` JSON). A
local uncompressed file up to ``MAX_WHOLE_FILE_BYTES`` is read whole and cut at newlines; any
other (``.gz``, a URL, a larger file) is read by lines with ``core.reading.iter_raw_lines``. Once a
prompt has been seen twice, the exact bytes of its first turn as written
(``{"conversations": [{"from": "system", "value": "…"}``) are kept, and a line starting with them
is parsed with that turn replaced by ``0`` and the shared turn put back, so the prompt is neither
decoded nor compared as a string again. Records, line numbers and damage counts are exactly those
of ``core.reading.iter_jsonl``: a line whose rest could hold a second ``conversations`` key, or
that does not parse, takes the ordinary path.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterator
from typing import Any

import orjson

from ..converters.openai import from_openai_messages, from_openai_tools
from ..converters.schema import iso_utc, message
from ..converters.sharegpt import from_sharegpt
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.files import is_remote, open_regular
from ..core.reading import SKIP, iter_raw_lines, load_damaged_line

BATCH_FIELDS = (
    "prompt_index",
    "metadata",
    "partial",
    "api_calls",
    "toolsets_used",
    "tool_stats",
    "tool_error_counts",
)
TRAJECTORY_FIELDS = frozenset(("conversations", "timestamp", "model", "completed"))
KNOWN_FIELDS = TRAJECTORY_FIELDS | frozenset(BATCH_FIELDS)
DEFAULT_FILES = ("trajectory_samples.jsonl", "failed_trajectories.jsonl")


MAX_CACHED_PROMPTS = 32
MAX_WHOLE_FILE_BYTES = 8 << 20
MAX_LINE_PREFIXES = 4

# Hermes writes each line with json.dumps: the record opens with its conversations and their first turn
_HEAD = b'{"conversations": ['
_PROBE = _HEAD + b"0"
# an escaped lower-case letter: how a key could spell "conversations" without those bytes
_ESCAPED_LETTER = re.compile(rb"\\u00[67][0-9a-fA-F]")


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
        self.line_prefixes: list[tuple[bytes, dict]] = []

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


def iter_records(path: str, ctx: ParseContext, cache: RecordCache) -> Iterator[tuple[int, Any]]:
    """``iter_jsonl(path, ctx)``'s ``(line, record)`` pairs, with less work per line.

    A local plain file up to ``MAX_WHOLE_FILE_BYTES`` is read whole and cut at newlines, lines
    numbered and blank ones skipped as :func:`~..core.reading.iter_lines` does; any other file
    (``.gz``, a URL, a larger file, one that cannot be read whole) is read by ``iter_raw_lines``,
    oversized lines and failed reads counted as ``iter_jsonl`` counts them. Either way a line
    opening with a first turn whose exact bytes were seen before is parsed without it
    (:func:`_load_known_head`), and a line that does not parse goes through the tolerant
    reader's own repairs and counts.
    """
    data = _read_whole(path)
    if data is not None:
        find = data.find
        size = len(data)
        pos = line_no = 0
        while pos < size:
            end = find(b"\n", pos) + 1 or size
            start = pos
            pos = end
            line_no += 1
            if data[start] != 0x7B and data[start:end].isspace():  # "{" is never blank
                continue
            record = _record(data, start, end, line_no, ctx, cache)
            if record is not SKIP:
                yield line_no, record
        return
    for line_no, raw in iter_raw_lines(path, ctx):
        record = _record(raw, 0, len(raw), line_no, ctx, cache)
        if record is not SKIP:
            yield line_no, record


def _read_whole(path: str) -> bytes | None:
    """The bytes of a local uncompressed file up to ``MAX_WHOLE_FILE_BYTES``, else None.

    Whole, a file costs one read and no line splitting by ``readline``; a larger one would cost
    its size in memory and fresh pages. A file that cannot be opened or read gives None: read
    again by lines, it fails there and is counted as ``iter_jsonl`` counts it.

    One ``os.read`` of the size ``fstat`` gave, plus one byte: a file of that size is read
    whole in one call. Only a file that grew, or a short read, reads on to the end of the
    file: ``FileIO.readall`` cost three more system calls per file (1,672 files in hermes-100M).
    """
    if is_remote(path) or path.endswith(".gz"):
        return None
    try:
        fd = open_regular(path)
    except (OSError, ValueError):
        return None
    try:
        size = os.fstat(fd).st_size
        if size > MAX_WHOLE_FILE_BYTES:
            return None
        data = os.read(fd, size + 1)
        if len(data) == size:
            return data
        chunks = [data]
        while chunks[-1]:
            chunks.append(os.read(fd, max(size, 1 << 16)))
        return b"".join(chunks)
    except OSError:
        return None
    finally:
        os.close(fd)


def _record(data: bytes, start: int, end: int, line_no: int, ctx: ParseContext, cache: RecordCache) -> Any:
    """The record of the line ``data[start:end]`` (not blank), or ``SKIP`` when it is counted."""
    if cache.line_prefixes and data[start] == 0x7B:
        record = _load_known_head(data, start, end, cache)
        if record is not None:
            return record
    raw = data if start == 0 and end == len(data) else data[start:end]
    try:
        record = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return load_damaged_line(raw, line_no, ctx)
    if raw.startswith(_HEAD):
        _learn_head(raw, record, cache)
    return record


def _load_known_head(data: bytes, start: int, end: int, cache: RecordCache) -> dict | None:
    """The record of the line ``data[start:end]`` if it opens with a known first turn, else None.

    The known bytes are replaced by ``0`` (a valid JSON value in the same place, so the line
    parses exactly when the original does) and the first turn put back as a fresh dict of the
    shared strings: what ``orjson.loads`` of the line and :meth:`RecordCache.share_prompt` give,
    without decoding the prompt again. Not taken when the rest of the line could hold a second
    ``conversations`` key (the last one would win): neither those bytes nor an escaped letter.
    The rest is searched in place and copied once, after ``0``.
    """
    for index, (prefix, first) in enumerate(cache.line_prefixes):
        if data.startswith(prefix, start):
            after = start + len(prefix)
            if data.find(b"conversations", after, end) >= 0 or (
                data.find(b"\\u00", after, end) >= 0 and _ESCAPED_LETTER.search(data, after, end) is not None
            ):
                return None
            try:
                record = orjson.loads(b"".join((_PROBE, memoryview(data)[after:end])))
            except orjson.JSONDecodeError:
                return None
            if index:
                cache.line_prefixes.insert(0, cache.line_prefixes.pop(index))
            record["conversations"][0] = dict(first)
            return record
    return None


def _learn_head(raw: bytes, record: Any, cache: RecordCache) -> None:
    """Remember the bytes of this line's first turn when its prompt was seen before (repeated).

    The turn ends at the first unescaped ``"}``; that the bytes up to there parse, followed by
    ``]}``, as conversations of one ``{from, value}`` turn of strings proves they are a whole
    first turn, which any line starting with them holds.
    """
    if record.__class__ is not dict:
        return
    conversations = record.get("conversations")
    first = conversations[0] if conversations.__class__ is list and conversations else None
    if first.__class__ is not dict or first.get("value").__class__ is not str:
        return
    if first["value"] not in cache.prompts:
        return
    end = raw.find(b'"}', len(_HEAD))
    while end > 0:
        before = end
        while raw[before - 1] == 0x5C:  # a backslash
            before -= 1
        if (end - before) % 2 == 0:  # an unescaped quote
            break
        end = raw.find(b'"}', end + 1)
    if end < 0:
        return
    prefix = raw[: end + 2]
    try:
        head = orjson.loads(prefix + b"]}")
    except orjson.JSONDecodeError:
        return
    turn = head["conversations"][0] if len(head["conversations"]) == 1 else None
    if turn.__class__ is not dict or len(turn) != 2 or "from" not in turn or "value" not in turn:
        return
    if turn["from"].__class__ is not str or turn["value"].__class__ is not str:
        return
    value = cache.prompts.setdefault(turn["value"], turn["value"])
    turn = {key: (value if key == "value" else turn["from"]) for key in turn}
    cache.line_prefixes.insert(0, (prefix, turn))
    del cache.line_prefixes[MAX_LINE_PREFIXES:]


def _content_id(value: object) -> str:
    return hashlib.sha256(orjson.dumps(value, option=orjson.OPT_SORT_KEYS)).hexdigest()[:16]


def _conversations_id(conversations: list, cache: RecordCache | None) -> str:
    """``_content_id(conversations)``, hashing a repeated ``{from, value}`` first turn only once.

    orjson writes a list as ``[`` + items joined by ``,`` + ``]``, so the hash state after the
    first item and its comma can be copied and continued with the rest, written by one
    ``orjson.dumps`` of the list of the other items (whose ``[`` is dropped).
    """
    first = conversations[0] if conversations else None
    if (
        cache is None
        or len(conversations) < 2
        or first.__class__ is not dict
        or len(first) != 2
        or first.get("from").__class__ is not str
        or first.get("value").__class__ is not str
    ):
        return _content_id(conversations)
    key = (first["from"], first["value"])
    state = cache.id_prefixes.get(key)
    if state is None:
        state = hashlib.sha256(b"[" + orjson.dumps(first, option=orjson.OPT_SORT_KEYS) + b",")
        cache.id_prefixes[key] = state
    digest = state.copy()
    digest.update(memoryview(orjson.dumps(conversations[1:], option=orjson.OPT_SORT_KEYS))[1:])
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
        if not TRAJECTORY_FIELDS.issuperset(record):
            for key in BATCH_FIELDS:
                if key in record:
                    metadata[key] = record[key]
            extra = {k: v for k, v in record.items() if k not in KNOWN_FIELDS}
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
    for line, record in iter_records(path, ctx, cache):
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
    # rows share their prompt and tools objects, which fill most of each table: encoded at once,
    # a table is not copied again by datasets' combine_chunks (hermes-100M: 183 MB a load)
    ENCODE_WHOLE_TABLES = True

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
