"""The engine adapter: MongoDB's Kingfisher (``kingfisher-secret-scanner``), built once per
process, and what its rule ids are called here.
"""

from __future__ import annotations

import threading
from typing import Any

from .findings import Finding

# -- the engine ------------------------------------------------------------------------------

_ENGINE_LOCK = threading.Lock()

_ENGINE: Any = None


def engine() -> Any:
    """Kingfisher's scanner, built once per process (compiling its rules is the slow part)."""
    global _ENGINE
    with _ENGINE_LOCK:
        if _ENGINE is None:
            from kingfisher_sdk import Rules, Scanner

            _ENGINE = Scanner(Rules(), base64=False)
        return _ENGINE


# Kingfisher rule id (without its ``betterleaks.``/``veles.`` family) → our kind, where the
# rule id is not already the name users know.
ENGINE_KINDS = {"private-key": "private_key", "jwt": "jwt", "generic-api-key": "generic_secret"}

_ROW_SEPARATOR = "\n\x00\n"


def _blank(text: str, spans: list[Finding]) -> str:
    """``text`` with the given spans replaced by spaces (same length, so offsets still hold)."""
    parts, last = [], 0
    for f in sorted(spans, key=lambda f: f.start):
        if f.start >= last:
            parts += [text[last : f.start], " " * (f.end - f.start)]
            last = f.end
    parts.append(text[last:])
    return "".join(parts)
