"""What redaction replaced: :class:`RedactionReport` counts it by kind, in total and per session."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .findings import CATEGORIES


@dataclass
class RedactionReport:
    """What was replaced: counts by kind, in total and per session (row id); which categories ran."""

    total: Counter = field(default_factory=Counter)
    per_session: dict[str, Counter] = field(default_factory=dict)
    categories: tuple[str, ...] = CATEGORIES
    kept: tuple[str, ...] = ()

    def add(self, session: str | None, kind: str, n: int = 1) -> None:
        self.total[kind] += n
        if session is not None:
            self.per_session.setdefault(session, Counter())[kind] += n

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": dict(sorted(self.total.items())),
            "replacements": sum(self.total.values()),
            "sessions_with_redactions": len(self.per_session),
            "per_session": {s: dict(sorted(c.items())) for s, c in sorted(self.per_session.items())},
            "categories": list(self.categories),
            "kept": list(self.kept),
        }

    def summary(self) -> str:
        if not self.total:
            return "redaction: nothing found"
        kinds = ", ".join(f"{k}={n}" for k, n in sorted(self.total.items()))
        return (
            f"redaction: {sum(self.total.values())} replacement(s) in {len(self.per_session)} "
            f"session(s): {kinds}"
        )
