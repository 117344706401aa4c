"""Reading the structure of a file head for ``sniff()``: records, not substrings.

A builder's ``sniff(path, head)`` sees the first 64 KiB of a file. A JSONL head parses line by
line, but a pretty-printed JSON document is usually cut before its end, so ``orjson`` cannot
parse it. These helpers give the parts of such a head that are complete — the JSONL records of
its first lines, the whole document when it fits, or the complete items of one of its arrays —
so that a builder claims a file only when the structure its parser needs is there (detection by
proof, issue 32), not because a word appears somewhere in it.
"""

from __future__ import annotations

import json
import re
from typing import Any

import orjson

_DECODER = json.JSONDecoder()


def strip_bom(head: bytes) -> bytes:
    """The head without a UTF-8 byte-order mark."""
    return head[3:] if head.startswith(b"\xef\xbb\xbf") else head


def head_records(head: bytes, limit: int = 8) -> list[Any]:
    """The first ``limit`` complete JSON lines of a JSONL head (a line cut by the head ends the list)."""
    records = []
    for raw in strip_bom(head).split(b"\n"):
        if not raw.strip():
            continue
        try:
            records.append(orjson.loads(raw))
        except orjson.JSONDecodeError:
            break
        if len(records) >= limit:
            break
    return records


def first_record(head: bytes) -> Any:
    """The first JSON line of a JSONL head, or None when the head does not hold it whole."""
    records = head_records(head, limit=1)
    return records[0] if records else None


def head_document(head: bytes) -> Any:
    """The whole JSON document when the head holds all of it, else None."""
    try:
        return orjson.loads(strip_bom(head))
    except orjson.JSONDecodeError:
        return None


def array_items(head: bytes, key: str, limit: int = 20) -> list[Any]:
    """The complete items (at most ``limit``) of the first ``"key": [ … ]`` array in a JSON head.

    Works on a document cut anywhere: items are decoded one by one from the array's opening, and
    the list ends at the first item the head does not hold whole. An item larger than the head
    gives an empty list, so callers must treat "no items" as "no proof".
    """
    text = strip_bom(head).decode("utf-8", errors="replace")
    match = re.search(r'"' + re.escape(key) + r'"\s*:\s*\[', text)
    if not match:
        return []
    items: list[Any] = []
    pos = match.end()
    while len(items) < limit:
        while pos < len(text) and text[pos] in " \t\r\n,":
            pos += 1
        if pos >= len(text) or text[pos] == "]":
            break
        try:
            item, pos = _DECODER.raw_decode(text, pos)
        except ValueError:
            break
        items.append(item)
    return items


def top_level_keys(head: bytes) -> set[str]:
    """Keys of a JSON object head seen before the first nested value is cut (best effort).

    Only the keys at depth one are returned: the head is scanned with ``raw_decode`` value by
    value, so a key inside a nested object is never taken for a top-level one.
    """
    text = strip_bom(head).decode("utf-8", errors="replace").lstrip()
    if not text.startswith("{"):
        return set()
    keys: set[str] = set()
    pos = 1
    while True:
        while pos < len(text) and text[pos] in " \t\r\n,":
            pos += 1
        if pos >= len(text) or text[pos] != '"':
            return keys
        try:
            key, pos = _DECODER.raw_decode(text, pos)
        except ValueError:
            return keys
        while pos < len(text) and text[pos] in " \t\r\n:":
            pos += 1
        keys.add(key)
        try:
            _, pos = _DECODER.raw_decode(text, pos)
        except ValueError:
            return keys
