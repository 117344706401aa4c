"""Which source wrote a trace file: one detector for the builders, the mixed ``agent_traces`` builder
and the CLI.

Each builder judges a file cheaply with its ``sniff(path, head)`` classmethod, from the file's
name and its first 64 KiB (decompressed for ``.gz`` and ``.zst``/``.zstd``). Builders are asked in a fixed order, most
specific first: a builder may declare ``SNIFF_ORDER`` (default 50; generic shapes such as
``openai_messages``' bare ``{messages: […]}`` lines declare a higher number so that they are only
tried after every source with a more distinctive shape), ties broken by name. The first builder
that claims the file wins, so the answer is deterministic even when two shapes overlap.

Builders are discovered, never listed here: a new source module is detected as soon as it
defines ``sniff``; core asks for them through :mod:`.sources`, which the package fills, since
the loaders sit above core.
"""

from __future__ import annotations

import gzip
import logging
from collections.abc import Iterable

from . import sources
from .files import open_regular
from .reading import READ_ERRORS, SQLITE_MAGIC, ZSTD_MAGIC, ZSTD_SUFFIXES, zstd_reader
from .sniffing import head_document, head_records, strip_bom, top_level_keys

HEAD_BYTES = 64 * 1024
DEFAULT_SNIFF_ORDER = 50
MIXED_NAME = "agent_traces"

logger = logging.getLogger(__name__)


def read_head(path: str, limit: int = HEAD_BYTES) -> bytes:
    """At most ``limit`` bytes from the start of a file, decompressed for ``.gz`` and
    ``.zst``/``.zstd`` (only as much of the stream as ``limit`` needs); empty if unreadable.

    Only regular files are opened (:func:`~.files.open_regular`): a FIFO, a
    folder or a symlink loop gives empty bytes at once instead of blocking or raising.
    """
    try:
        with open(open_regular(path), "rb", closefd=True) as handle:
            if path.endswith(".gz"):
                with gzip.GzipFile(fileobj=handle, mode="rb") as unzipped:
                    return unzipped.read(limit)
            if path.endswith(ZSTD_SUFFIXES):
                with zstd_reader(handle, limit) as unzstd:
                    return unzstd.read(limit)
            return handle.read(limit)
    except READ_ERRORS:
        return b""


def sniff_order(
    builders: dict[str, type] | None = None,
) -> list[type]:
    """The builders to ask, most specific first (the mixed builder itself excluded)."""
    if builders is None:
        builders = sources.builders()
    candidates = [cls for name, cls in builders.items() if name != MIXED_NAME]
    return sorted(candidates, key=lambda cls: (getattr(cls, "SNIFF_ORDER", DEFAULT_SNIFF_ORDER), cls.NAME))


def is_json_head(head: bytes) -> bool:
    """Whether a file opens like JSON (an object or an array, after a BOM and white space)."""
    return head.removeprefix(b"\xef\xbb\xbf").lstrip()[:1] in (b"{", b"[")


def detect_format(path: str, builders: dict[str, type] | None = None) -> str | None:
    """The name of the source whose builder claims ``path``, or None when none does.

    A file that does not open like JSON (prose, Markdown, Python, a package's ``METADATA``) is
    offered only to the sources whose files are text (``TEXT_FORMAT = True``, e.g. aider's
    Markdown history) or whose session folders hold non-JSON side files that ``sniff`` claims by
    name and place (``SIDE_FILES = True``: Copilot CLI's ``workspace.yaml``, Kimi's
    ``prompt.txt``), or whose files are binary and open with a magic number they declare
    (``BINARY_MAGIC``: SQLite's ``SQLite format 3\0`` for Crush and Zed): JSON sources never
    claim it, whatever words it quotes.
    """
    head = read_head(path)
    json_head = is_json_head(head)
    for cls in sniff_order(builders):
        if not json_head and not (
            getattr(cls, "TEXT_FORMAT", False)
            or getattr(cls, "SIDE_FILES", False)
            or any(head.startswith(m) for m in getattr(cls, "BINARY_MAGIC", ()))
        ):
            continue
        try:
            if cls.sniff(path, head):
                return cls.NAME
        except Exception as err:  # a faulty sniff must not hide the other sources
            logger.warning(f"{cls.NAME}.sniff failed on {path}: {err!r}")
    return None


def detect_files(
    paths: Iterable[str], builders: dict[str, type] | None = None
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


def _keys(record: object, limit: int = 8) -> str:
    keys = sorted(record)[:limit] if isinstance(record, dict) else []
    return ", ".join(keys) + (", …" if isinstance(record, dict) and len(record) > limit else "")


def unknown_reason(path: str) -> str:
    """Why no source claims ``path``, in a few words: what the file is, as far as its head shows.

    Said wherever an unknown file is listed (``inspect``, ``convert``, the mixed builder's
    ``unrecognized_format`` problem, ``load_dataset``'s "no rows" error), so that a user sees at
    once whether it is no trace at all or a trace of a harness not read yet.
    """
    head = read_head(path)
    if not head:
        return "empty or unreadable file"
    if head.startswith(SQLITE_MAGIC):
        return "an SQLite database no source reads"
    if head.startswith(ZSTD_MAGIC):
        return "zstd-compressed data no source reads"
    if not is_json_head(head):
        return "not JSON, and no text format (aider Markdown) matches"
    body = strip_bom(head).lstrip()
    document = head_document(head)
    records = head_records(head, limit=2)
    if document is None and len(records) >= 1 and body.startswith(b"{"):
        first = records[0]
        kind = f", type {first.get('type')!r}" if isinstance(first, dict) and "type" in first else ""
        return f"JSON lines whose first record (keys {_keys(first)}{kind}) matches no source's structure"
    if body.startswith(b"["):
        first = document[0] if isinstance(document, list) and document else None
        return f"a JSON array (first item keys {_keys(first)}) that matches no source's structure"
    keys = sorted(document) if isinstance(document, dict) else sorted(top_level_keys(head))
    shown = ", ".join(keys[:8]) + (", …" if len(keys) > 8 else "")
    return f"a JSON object (keys {shown}) that matches no source's structure"
