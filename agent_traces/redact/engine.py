"""The engine adapter: MongoDB's Kingfisher (``kingfisher-secret-scanner``), built once per
process, what its rule ids are called here, and its findings as :class:`Finding` s in a string
(:func:`engine_findings`) or in each of a row's strings scanned at once (:func:`row_findings`).
"""

from __future__ import annotations

import bisect
import re
import threading
from collections.abc import Iterator
from typing import Any

from .findings import Finding, _whole_token
from .patterns import _private_keys
from .placeholders import _is_placeholder
from .values import looks_secret

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


# the last character of a long token when it is ``-`` or ``_`` (a base64url token ends in one
# in 2 of 64 draws): the engine's rules end on ``\b``, which fails after it, so the whole token
# is missed; the engine reads a copy where it is a letter (same length, so offsets hold)
_TRAILING_MARK = re.compile(r"(?<=[A-Za-z0-9_-]{19}[A-Za-z0-9])[-_](?=[^\w-]|$)")


def _engine_copy(text: str) -> str:
    """``text`` as the engine reads it: a long token's trailing ``-``/``_`` made a letter."""
    return _TRAILING_MARK.sub("A", text) if ("-" in text or "_" in text) else text


def _engine_finding(text: str, data: bytes, s: int, e: int, rule: str) -> Finding | None:
    """The engine's find at bytes ``s:e`` of ``data`` (``text`` encoded), widened to its whole
    token; None for a placeholder, or a generic rule's value that does not look secret."""
    if len(data) != len(text):
        s, e = len(data[:s].decode("utf-8", "ignore")), len(data[:e].decode("utf-8", "ignore"))
    value = text[s:e]
    if _is_placeholder(value) or (rule.startswith("generic") and not looks_secret(value)):
        return None
    s, e = _whole_token(text, s, e)
    return Finding(s, e, "secret", ENGINE_KINDS.get(rule, rule.replace("-", "_")))


def engine_findings(scanner: Any, text: str) -> list[Finding]:
    """What the engine ``scanner`` finds in ``text``."""
    data = _engine_copy(text).encode("utf-8")
    out = []
    for f in scanner.scan(data):
        loc = f.location
        rule = f.rule_id.split(".", 1)[-1]
        finding = _engine_finding(text, data, loc["start_offset"], loc["end_offset"], rule)
        if finding is not None:
            out.append(finding)
    return out


def row_findings(scanner: Any, texts: list[str], blob: str) -> Iterator[tuple[int, Finding]]:
    """``(i, finding)`` of what the engine finds in each of ``texts``, from one call on ``blob``
    (``texts`` joined by :data:`_ROW_SEPARATOR`, which no rule crosses): the findings are mapped
    back to the strings they fall in. Private key blocks are blanked first (the engine's own key
    rule is slow on them; :mod:`.patterns` finds them)."""
    keys = _private_keys(blob) if "PRIVATE KEY" in blob else []
    data = _engine_copy(_blank(blob, keys) if keys else blob).encode("utf-8")
    starts, pos = [], 0
    sep = len(_ROW_SEPARATOR.encode("utf-8"))
    encoded = [s.encode("utf-8") for s in texts]
    for b in encoded:
        starts.append(pos)
        pos += len(b) + sep
    for f in scanner.scan(data):
        rule = f.rule_id.split(".", 1)[-1]
        loc = f.location
        bs, be = loc["start_offset"], loc["end_offset"]
        i = bisect.bisect_right(starts, bs) - 1
        if i < 0:
            continue
        raw = encoded[i]
        s_off, e_off = bs - starts[i], min(be - starts[i], len(raw))
        if s_off >= len(raw):
            continue
        finding = _engine_finding(texts[i], raw, s_off, e_off, rule)
        if finding is not None:
            yield i, finding
