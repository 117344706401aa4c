"""The strings of a row that redaction reads: every field at any depth, dict keys, and long
numbers as text (a card or account number stored as a JSON number)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def _number_text(value: Any) -> str | None:
    """A JSON number as the text the rules read, when it is long enough to be a card or account
    number (``{"card": 4111111111111111}``); None for booleans, short numbers and fractions."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float):
        if not value.is_integer() or not 1e6 <= abs(value) < 1e20:
            return None
        value = int(value)
    if isinstance(value, int) and abs(value) >= 1_000_000:
        return str(value)
    return None


def row_strings(row: dict) -> Iterator[str]:
    """Every string of a row (every field, any depth, dict keys, long numbers as text)."""
    for value in row.values():
        yield from _strings(value)


def _strings(value: Any) -> Iterator[str]:
    """Every string of a JSON-like value: strings, dict keys, and long numbers as text."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, (int, float)):
        number = _number_text(value)
        if number is not None:
            yield number
    elif isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, str):
                yield k
            yield from _strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v)
