"""The credential families with no vendor prefix, in one call for :class:`.finder.Finder`:
password hashes (:mod:`.hashes`), credentials given to commands (:mod:`.commands`), credential
files by layout (:mod:`.files`), self-proving tokens (:mod:`.tokens`), random values after
a secret's name written as words (:mod:`.cues`) and passwords in device and SQL statements
(:mod:`.statements`)."""

from __future__ import annotations

from .commands import command_spans
from .cues import cue_spans
from .files import file_spans
from .hashes import hash_spans
from .statements import statement_spans
from .tokens import token_spans


def credential_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of every credential these families find in ``text`` (``low``: its
    lower-cased copy)."""
    return (
        hash_spans(text)
        + command_spans(text, low)
        + file_spans(text, low)
        + token_spans(text)
        + cue_spans(text, low)
        + statement_spans(text, low)
    )
