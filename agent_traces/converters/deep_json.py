"""JSON text of values nested deeper than the recursive encoders allow.

``orjson.dumps`` stops at 255 levels and ``json.dumps`` at Python's recursion limit (about
1,000), but ``orjson.loads`` reads up to 1,024: a record that parses must also serialize. This
encoder keeps its own stack and writes what ``json.dumps`` would, at any depth.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

_END = object()


def dumps(value: Any, **kwargs: Any) -> str:
    """``json.dumps(value, **kwargs)``, by ``dumps_deep`` when the value is nested too deep for it."""
    try:
        return json.dumps(value, **kwargs)
    except RecursionError:
        return dumps_deep(value, **kwargs)


def dumps_deep(
    value: Any,
    *,
    ensure_ascii: bool = False,
    separators: tuple[str, str] | None = None,
    default: Callable[[Any], Any] | None = None,
    sort_keys: bool = False,
) -> str:
    """``json.dumps(value, ensure_ascii=…, separators=…, default=…, sort_keys=…)`` without recursion."""
    separators = separators or (", ", ": ")
    item_sep, key_sep = separators
    encode = json.encoder.encode_basestring_ascii if ensure_ascii else json.encoder.encode_basestring
    scalar = json.JSONEncoder(
        ensure_ascii=ensure_ascii, default=default or _refuse, separators=separators
    ).encode
    parts: list[str] = []
    stack: list[list[Any]] = []

    def push(item: Any) -> None:
        if isinstance(item, dict):
            parts.append("{")
            stack.append([True, iter(sorted(item.items()) if sort_keys else item.items()), True])
        elif isinstance(item, (list, tuple)):
            parts.append("[")
            stack.append([False, iter(item), True])
        else:
            parts.append(scalar(item))

    push(value)
    while stack:
        top = stack[-1]
        item = next(top[1], _END)
        if item is _END:
            parts.append("}" if top[0] else "]")
            stack.pop()
            continue
        if top[2]:
            top[2] = False
        else:
            parts.append(item_sep)
        if top[0]:
            key, item = item
            parts.append(encode(_key(key)))
            parts.append(key_sep)
        push(item)
    return "".join(parts)


def _key(key: Any) -> str:
    if isinstance(key, str):
        return key
    if key is True:
        return "true"
    if key is False:
        return "false"
    if key is None:
        return "null"
    if isinstance(key, (int, float)):
        return json.dumps(key)
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")


def _refuse(value: Any) -> Any:
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")
