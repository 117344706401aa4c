"""Which source wrote a trace file: one detector for the mixed ``agent_traces`` builder and the CLI.

Each builder judges a file cheaply with its ``sniff(path, head)`` classmethod, from the file's
name and its first 64 KiB (decompressed for ``.gz``). Builders are asked in a fixed order, most
specific first: a builder may declare ``SNIFF_ORDER`` (default 50; generic shapes such as
``openai_messages``' bare ``{messages: […]}`` lines declare a higher number so that they are only
tried after every source with a more distinctive shape), ties broken by name. The first builder
that claims the file wins, so the answer is deterministic even when two shapes overlap.

Builders are discovered, never listed here: a new source module is detected as soon as it
defines ``sniff``.
"""

from __future__ import annotations

import gzip
import logging
import zlib
from collections.abc import Iterable

from .core.builder import AgentTracesBuilder
from .core.files import open_regular

HEAD_BYTES = 64 * 1024
DEFAULT_SNIFF_ORDER = 50
MIXED_NAME = "agent_traces"

logger = logging.getLogger(__name__)


def read_head(path: str, limit: int = HEAD_BYTES) -> bytes:
    """At most ``limit`` bytes from the start of a file, decompressed for ``.gz``; empty if unreadable.

    Only regular files are opened (:func:`~agent_traces.core.files.open_regular`): a FIFO, a
    folder or a symlink loop gives empty bytes at once instead of blocking or raising.
    """
    try:
        with open(open_regular(path), "rb", closefd=True) as handle:
            if path.endswith(".gz"):
                with gzip.GzipFile(fileobj=handle, mode="rb") as unzipped:
                    return unzipped.read(limit)
            return handle.read(limit)
    except (OSError, EOFError, zlib.error):
        return b""


def sniff_order(
    builders: dict[str, type[AgentTracesBuilder]] | None = None,
) -> list[type[AgentTracesBuilder]]:
    """The builders to ask, most specific first (the mixed builder itself excluded)."""
    if builders is None:
        from .registration import discover_builders

        builders = discover_builders()
    candidates = [cls for name, cls in builders.items() if name != MIXED_NAME]
    return sorted(candidates, key=lambda cls: (getattr(cls, "SNIFF_ORDER", DEFAULT_SNIFF_ORDER), cls.NAME))


def detect_format(path: str, builders: dict[str, type[AgentTracesBuilder]] | None = None) -> str | None:
    """The name of the source whose builder claims ``path``, or None when none does."""
    head = read_head(path)
    for cls in sniff_order(builders):
        try:
            if cls.sniff(path, head):
                return cls.NAME
        except Exception as err:  # a faulty sniff must not hide the other sources
            logger.warning(f"{cls.NAME}.sniff failed on {path}: {err!r}")
    return None


def detect_files(
    paths: Iterable[str], builders: dict[str, type[AgentTracesBuilder]] | None = None
) -> tuple[dict[str, list[str]], list[str]]:
    """``(files by source, unrecognized files)`` for many paths, each list in input order."""
    order = sniff_order(builders)
    by_source: dict[str, list[str]] = {}
    unrecognized: list[str] = []
    lookup = {cls.NAME: cls for cls in order}
    for path in paths:
        name = detect_format(path, lookup)
        (by_source.setdefault(name, []) if name else unrecognized).append(path)
    return by_source, unrecognized
