"""Opening trace files and reading JSON lines and documents; damage is counted, never raised.

Local paths are opened with ``io.open``: ``datasets`` patches ``open`` in builder modules with a
URL-aware version that costs ~0.1 ms a call. URLs, met when streaming remote files, go through
``datasets``' own ``xopen``."""

from __future__ import annotations

import gzip
import io
import zlib
from collections.abc import Iterator
from typing import Any

import orjson
from datasets.utils.file_utils import xopen

from .config import ParseContext
from .files import open_regular

READ_BUFFER = 1 << 20


def open_binary(path: str, buffering: int = READ_BUFFER) -> io.BufferedIOBase:
    """Open a trace file, transparently decompressing ``.gz``.

    URLs (streaming remote files) go through ``datasets``' ``xopen``. A 1 MiB buffer instead of
    8 KiB halves the cost of splitting lines: trace lines are often longer than 8 KiB. Local
    paths must be regular files (a FIFO raises OSError instead of blocking forever).
    """
    if "://" in path or "::" in path:
        handle = xopen(path, "rb")
        return gzip.GzipFile(fileobj=handle, mode="rb") if path.endswith(".gz") else handle  # type: ignore[return-value]
    handle = io.open(open_regular(path), "rb", buffering=buffering)  # noqa: UP020, SIM115
    if path.endswith(".gz"):
        unzipped = gzip.GzipFile(fileobj=handle, mode="rb")
        unzipped.myfileobj = handle  # closed with it, as when GzipFile opens the file itself
        return unzipped  # type: ignore[return-value]
    return handle


def iter_jsonl(path: str, ctx: ParseContext) -> Iterator[tuple[int, Any]]:
    """Yield ``(line_number, record)`` for each JSON line; count malformed and truncated lines.

    A last line without a newline that fails to parse is ``truncated_line`` (a file still being
    written); any other line that fails is ``malformed_json``. Blank lines are ignored and a
    UTF-8 BOM is tolerated. A file that cannot be read to its end (a cut-off ``.gz``, an I/O
    error) is ``truncated_file`` / ``unreadable_file`` after the lines that could be read.
    """
    loads = orjson.loads
    line_no = 0
    try:
        with open_binary(path) as handle:
            for raw in handle:
                line_no += 1
                try:
                    record = loads(raw)
                except orjson.JSONDecodeError:
                    record = _slow_line(raw, line_no, ctx)
                    if record is _SKIP:
                        continue
                yield line_no, record
    except (OSError, EOFError, zlib.error) as err:
        _read_failure(err, line_no, ctx)


_SKIP = object()


def _slow_line(raw: bytes, line_no: int, ctx: ParseContext) -> Any:
    """A line orjson rejected: a BOM on the first line, a blank line, or a counted problem."""
    if line_no == 1 and raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    if not raw.strip():
        return _SKIP
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as err:
        reason = "truncated_line" if not raw.endswith(b"\n") else "malformed_json"
        ctx.problem(reason, line_no, str(err))
        return _SKIP


def _read_failure(err: BaseException, line_no: int, ctx: ParseContext) -> None:
    reason = "truncated_file" if isinstance(err, EOFError) else "unreadable_file"
    ctx.problem(reason, line_no + 1 if line_no else None, f"{type(err).__name__}: {err}")


def load_json(path: str, ctx: ParseContext) -> Any:
    """Parse a whole-file JSON document; count it as ``malformed_json`` and return None if it fails."""
    try:
        with open_binary(path) as handle:
            data = handle.read()
    except (OSError, EOFError, zlib.error) as err:
        _read_failure(err, 0, ctx)
        return None
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as err:
        ctx.problem("malformed_json", None, str(err))
        return None
