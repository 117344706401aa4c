"""What a rule finds (:class:`Finding`), the categories, and how overlapping finds resolve."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

CATEGORIES = (
    "secret",
    "email",
    "phone",
    "ip",
    "credit_card",
    "iban",
    "ssn",
    "national_id",
    "birth_date",
    "address",
    "name",
    "user",
    "host",
    "custom",
)

KEEPABLE = tuple(c for c in CATEGORIES if c != "custom")


@dataclass
class Finding:
    """One value found in a text: its span, its category and the rule that found it; ``value``
    when the span is a derived form of a value found elsewhere (its placeholder is the value's)."""

    start: int
    end: int
    category: str
    kind: str
    value: str | None = None


def _group(match: re.Match, group: Any) -> Any:
    if isinstance(group, tuple):
        return next((g for g in group if match.group(g) is not None), None)
    return group


_TOKEN_TAIL = re.compile(r"(?:[A-Za-z0-9_+/=-]|\.(?=[A-Za-z0-9])){0,2000}")


def _whole_token(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen an engine's span to the whole token it sits in, so no tail of a secret is left."""
    if "\n" in text[start:end]:
        return start, end
    end = _TOKEN_TAIL.match(text, end).end()
    i = start
    while i > 0 and start - i < 200 and (text[i - 1].isalnum() or text[i - 1] in "_-"):
        i -= 1
    return i, end


def _resolve(found: list[Finding]) -> list[Finding]:
    """Overlapping findings merged: the longest wins, and its span grows to cover the others.

    Taking the union means that a narrower early find (detect a 24-character prefix of a Stripe
    key) can never leave the tail of a longer secret behind.
    """
    if not found:
        return []
    ranked = sorted(found, key=lambda f: (f.start, -(f.end - f.start)))
    groups: list[list[Finding]] = []
    end = -1
    for f in ranked:
        if f.end <= f.start:
            continue
        if groups and f.start < end:
            groups[-1].append(f)
            end = max(end, f.end)
        else:
            groups.append([f])
            end = f.end
    out = []
    for group in groups:
        best = max(group, key=lambda f: (f.end - f.start, -CATEGORIES.index(f.category), f.value is not None))
        start, end = min(f.start for f in group), max(f.end for f in group)
        # a derived form keeps its value's placeholder when it is the whole span
        value = best.value if (start, end) == (best.start, best.end) else None
        out.append(Finding(start, end, best.category, best.kind, value))
    return out
