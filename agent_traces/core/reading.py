"""Opening trace files and reading JSON lines and documents; damage is counted, never raised.

Hostile input costs the damaged part only:

- A line that is not valid JSON because of invalid UTF-8, NUL bytes or a lone surrogate escape
  (``"\\ud83d"``) is repaired (U+FFFD for what cannot be decoded, NULs dropped) and kept, counted
  as ``invalid_utf8`` / ``nul_bytes`` / ``lone_surrogate``; any other damage is
  ``malformed_json`` (or ``truncated_line`` at the end of a file still being written).
- One line (decompressed) may hold at most ``MAX_LINE_BYTES`` (512 MiB): a longer one is skipped
  without being held in memory, counted as ``oversized_line``; a JSON document likewise at most
  ``MAX_DOCUMENT_BYTES`` (``oversized_file``). Runs of blank lines are skipped a buffer at a time.

Local paths are opened with ``io.open``: ``datasets`` patches ``open`` in builder modules with a
URL-aware version that costs ~0.1 ms a call. URLs, met when streaming remote files, go through
``datasets``' own ``xopen``."""

from __future__ import annotations

import gzip
import io
import os
import re
import sqlite3
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import orjson
import zstandard
from datasets.utils.file_utils import xopen

from .config import ParseContext
from .files import is_remote, open_regular

READ_BUFFER = 1 << 20
MAX_LINE_BYTES = 512 << 20
MAX_DOCUMENT_BYTES = 512 << 20
_SKIP_CHUNK = 1 << 20
_BLANK_RE = re.compile(rb"[ \t\r\n]*")
# a \uD800-\uDBFF escape not followed by a \uDC00-\uDFFF one, or a low one not preceded by a high one
_LONE_SURROGATE_RE = re.compile(
    rb"(?<!\\)((?:\\\\)*)\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})"
    rb"|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})(?<!\\)((?:\\\\)*)\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)


ZSTD_SUFFIXES = (".zst", ".zstd")
# what reading a damaged or vanished file raises: counted as a problem, never raised
READ_ERRORS = (OSError, EOFError, zlib.error, zstandard.ZstdError)
ZSTD_INPUT_CHUNK = 16 << 10
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


def open_binary(path: str, buffering: int = READ_BUFFER) -> io.BufferedIOBase:
    """Open a trace file, transparently decompressing ``.gz`` and ``.zst``/``.zstd``.

    URLs (streaming remote files) go through ``datasets``' ``xopen``. A 1 MiB buffer instead of
    8 KiB halves the cost of splitting lines: trace lines are often longer than 8 KiB. Local
    paths must be regular files (a FIFO raises OSError instead of blocking forever).
    """
    if is_remote(path):
        handle = xopen(path, "rb")
        return gzip.GzipFile(fileobj=handle, mode="rb") if path.endswith(".gz") else handle  # type: ignore[return-value]
    handle = io.open(open_regular(path), "rb", buffering=buffering)  # noqa: UP020, SIM115
    if path.endswith(".gz"):
        unzipped = gzip.GzipFile(fileobj=handle, mode="rb")
        unzipped.myfileobj = handle  # closed with it, as when GzipFile opens the file itself
        return unzipped  # type: ignore[return-value]
    if path.endswith(ZSTD_SUFFIXES):
        return zstd_reader(handle, buffering)
    return handle


def zstd_reader(handle: io.BufferedIOBase, buffering: int = READ_BUFFER) -> io.BufferedReader:
    """A buffered reader of the zstd stream in ``handle`` (every frame, one after the other),
    closing ``handle`` with it. Damage raises ``zstandard.ZstdError`` and a stream cut inside a
    frame ``EOFError``: the readers count them as ``unreadable_file`` / ``truncated_file`` (see
    ``READ_ERRORS``) after the lines that could be read."""
    return io.BufferedReader(_ZstdFrames(handle), buffering)


class _ZstdFrames(io.RawIOBase):
    """The decompressed bytes of consecutive zstd frames; unlike ``zstandard``'s stream reader,
    a stream that ends inside a frame raises ``EOFError`` instead of ending quietly."""

    def __init__(self, handle: io.BufferedIOBase) -> None:
        self.handle = handle
        self.zstd = zstandard.ZstdDecompressor()
        self.unzstd = self.zstd.decompressobj()
        self.pending = memoryview(b"")
        self.in_frame = False
        self.ended = False
        self.failure: BaseException | None = None

    def readable(self) -> bool:
        return True

    def _more(self) -> bool:
        """Decompress the next piece of input into ``pending``; False at the end of the stream."""
        while True:
            data = b""
            if self.unzstd.eof:  # a frame ended: what follows it starts the next one
                data = self.unzstd.unused_data
                self.unzstd = self.zstd.decompressobj()
                self.in_frame = False
            if not data:
                # small reads: what follows a frame's end is copied into ``unused_data`` once per
                # frame, and some writers (DeepSeek Harness) write thousands of small frames
                data = self.handle.read(ZSTD_INPUT_CHUNK)
            if not data:
                if self.in_frame:
                    raise EOFError("zstd stream ended inside a frame")
                return False
            self.in_frame = True
            out = self.unzstd.decompress(data)
            if out:
                self.pending = memoryview(out)
                return True

    def readinto(self, buffer: Any) -> int:
        if self.failure is not None:
            raise self.failure
        filled, room = 0, len(buffer)
        while filled < room:
            if not self.pending:
                try:
                    more = not self.ended and self._more()
                except (EOFError, zstandard.ZstdError) as err:
                    if not filled:
                        raise
                    self.failure = err  # raised on the next read: the bytes before it go first
                    break
                if not more:
                    self.ended = True
                    break
            size = min(room - filled, len(self.pending))
            buffer[filled : filled + size] = self.pending[:size]
            self.pending = self.pending[size:]  # a view: no copy of the rest
            filled += size
        return filled

    def close(self) -> None:
        if not self.closed:
            self.handle.close()
        super().close()


def iter_lines(handle: io.BufferedIOBase, limit: int | None = None) -> Iterator[tuple[int, bytes | None]]:
    """Yield ``(line_number, raw line)`` of a binary file; ``None`` for a line over ``limit`` bytes.

    A line longer than ``limit`` (``MAX_LINE_BYTES`` by default) is read past a chunk at a time,
    never held whole. Blank lines are not yielded: a run of them is skipped a buffer at a time
    (``peek``), so a file of gigabytes of newlines reads at the speed of decompression.
    """
    limit = MAX_LINE_BYTES if limit is None else limit
    readline = handle.readline
    peek = getattr(handle, "peek", None)
    line_no = 0
    try:
        first = readline(limit + 1)
    except TypeError:  # a remote file (fsspec) whose readline takes no size: read it uncapped
        first = readline()
        readline = _uncapped(readline)
    while True:
        raw, first = (first, None) if first is not None else (readline(limit + 1), None)
        if not raw:
            return
        line_no += 1
        if len(raw) > limit and not raw.endswith(b"\n"):
            while raw and not raw.endswith(b"\n"):
                raw = readline(_SKIP_CHUNK)
            yield line_no, None
            continue
        if raw.isspace():
            if peek is not None:
                line_no += _skip_blank(handle, peek)
            continue
        yield line_no, raw


def _uncapped(readline: Callable[[], bytes]) -> Callable[[int], bytes]:
    return lambda size: readline()


def _skip_blank(handle: io.BufferedIOBase, peek: Any) -> int:
    """Consume the whole blank lines at the read position, a buffer at a time; how many."""
    skipped = 0
    while True:
        data = peek(_SKIP_CHUNK)
        if not data:
            return skipped
        end = _BLANK_RE.match(data).end()  # type: ignore[union-attr]
        cut = data.rfind(b"\n", 0, end) + 1
        if cut == 0:
            return skipped
        skipped += data.count(b"\n", 0, cut)
        handle.read(cut)
        if cut < len(data):
            return skipped


def iter_raw_lines(path: str, ctx: ParseContext) -> Iterator[tuple[int, bytes]]:
    """``(line_number, raw line)`` of each non-blank line of a JSONL(.gz) file, with reading's
    problems counted: a line over ``MAX_LINE_BYTES`` is ``oversized_line``; a file that cannot be
    read to its end (a cut-off ``.gz``, an I/O error) is ``truncated_file`` / ``unreadable_file``
    after the lines that could be read. :func:`iter_jsonl` parses them; a reader with its own
    parsing (Hermes) uses this directly."""
    line_no = 0
    try:
        with open_binary(path) as handle:
            for line_no, raw in iter_lines(handle):
                if raw is None:
                    ctx.problem(
                        "oversized_line", line_no, f"longer than MAX_LINE_BYTES = {MAX_LINE_BYTES} bytes"
                    )
                    continue
                yield line_no, raw
    except READ_ERRORS as err:
        _read_failure(err, line_no, ctx)


def iter_jsonl(
    path: str,
    ctx: ParseContext,
    on_damaged: Callable[[int, bytes], None] | None = None,
    unread: Callable[[bytes], bool] | None = None,
) -> Iterator[tuple[int, Any]]:
    """Yield ``(line_number, record)`` for each JSON line; count malformed and truncated lines.

    A last line without a newline that fails to parse is ``truncated_line`` (a file still being
    written); any other line that fails is ``malformed_json``, after the repairs described in the
    module docstring; ``on_damaged(line, raw)`` then gets the raw line (a reader that links
    records can salvage their ids from it). Blank lines are ignored and a UTF-8 BOM is tolerated.
    Oversized lines and unreadable files are counted as :func:`iter_raw_lines` counts them.
    A line for which ``unread(raw)`` is true is passed over unparsed (records a reader never
    uses and can tell by their first bytes, such as DeepSeek Harness's streaming chunks).
    """
    loads = orjson.loads
    for line_no, raw in iter_raw_lines(path, ctx):
        if unread is not None and unread(raw):
            continue
        try:
            record = loads(raw)
        except orjson.JSONDecodeError:
            record = load_damaged_line(raw, line_no, ctx)
            if record is SKIP:
                if on_damaged is not None:
                    on_damaged(line_no, raw)
                continue
        yield line_no, record


SKIP = object()  # what load_damaged_line returns for a line it counted and dropped


def load_damaged_line(raw: bytes, line_no: int, ctx: ParseContext) -> Any:
    """The record of a line orjson rejected: a BOM on the first line, or a repairable line
    (the repair counted); else the problem is counted and ``SKIP`` returned."""
    if line_no == 1 and raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError:
            pass
    record = _load_repaired(raw, line_no, ctx)
    if record is not SKIP:
        return record
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as err:
        reason = "truncated_line" if not raw.endswith(b"\n") else "malformed_json"
        ctx.problem(reason, line_no, str(err))
        return SKIP


def _load_repaired(raw: bytes, line_no: int | None, ctx: ParseContext) -> Any:
    """``raw`` parsed after :func:`repair_line`, the damage counted; ``SKIP`` when nothing
    needed repair or the repaired bytes still do not parse."""
    repaired, damage = repair_line(raw)
    if not damage:
        return SKIP
    try:
        value = orjson.loads(repaired)
    except orjson.JSONDecodeError:
        return SKIP
    ctx.problem(damage[0], line_no, "repaired: " + ", ".join(damage))
    return value


def repair_line(raw: bytes) -> tuple[bytes, list[str]]:
    """``raw`` with invalid UTF-8 replaced by U+FFFD, NUL bytes dropped and lone surrogate
    escapes replaced by ``\\ufffd``; and which of these were needed."""
    damage = []
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        raw = raw.decode("utf-8", "replace").encode("utf-8")
        damage.append("invalid_utf8")
    if b"\x00" in raw:
        raw = raw.replace(b"\x00", b"")
        damage.append("nul_bytes")
    if b"\\u" in raw:
        fixed = _LONE_SURROGATE_RE.sub(lambda m: (m.group(1) or m.group(2) or b"") + b"\\ufffd", raw)
        if fixed != raw:
            raw = fixed
            damage.append("lone_surrogate")
    return raw, damage


def _read_failure(err: BaseException, line_no: int, ctx: ParseContext) -> None:
    reason = "truncated_file" if isinstance(err, EOFError) else "unreadable_file"
    ctx.problem(reason, line_no + 1 if line_no else None, f"{type(err).__name__}: {err}")


def load_json(path: str, ctx: ParseContext) -> Any:
    """Parse a whole-file JSON document; count it as ``malformed_json`` and return None if it fails."""
    try:
        with open_binary(path) as handle:
            data = handle.read(MAX_DOCUMENT_BYTES + 1)
    except READ_ERRORS as err:
        _read_failure(err, 0, ctx)
        return None
    if len(data) > MAX_DOCUMENT_BYTES:
        ctx.problem("oversized_file", None, f"longer than MAX_DOCUMENT_BYTES = {MAX_DOCUMENT_BYTES} bytes")
        return None
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as err:
        value = _load_repaired(data, None, ctx)
        if value is not SKIP:
            return value
        ctx.problem("malformed_json", None, str(err))
        return None


SQLITE_MAGIC = b"SQLite format 3\x00"


def open_sqlite(path: str) -> sqlite3.Connection:
    """A read-only connection to a local SQLite database (a trace store such as Crush's
    ``crush.db`` or Zed's ``threads.db``); raises ``sqlite3.Error`` or ``OSError``.

    Opened with ``mode=ro``: nothing is ever written. A database without its ``-wal`` file
    beside it (committed or copied alone) is opened ``immutable=1`` too, so that SQLite creates
    no ``-shm``/lock files and works in a read-only folder; with a ``-wal``, SQLite reads it (the
    latest rows live there), which needs the folder to be writable for the ``-shm``. The path
    goes through a ``file:`` URI, percent-encoded, so names with ``?``, ``#`` or ``%`` are safe.
    Only regular files are opened (a FIFO or a folder raises ``OSError`` at once).
    """
    os.close(open_regular(path))
    uri = Path(os.path.abspath(path)).as_uri() + "?mode=ro"
    if not os.path.exists(path + "-wal"):
        uri += "&immutable=1"
    db = sqlite3.connect(uri, uri=True, check_same_thread=False)
    db.execute("PRAGMA query_only = ON")
    return db


def sqlite_columns(db: sqlite3.Connection) -> dict[str, set[str]]:
    """The tables of a database and their column names."""
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {
        t: {r[1] for r in db.execute(f'PRAGMA table_info("{t.replace(chr(34), chr(34) * 2)}")')}
        for t in tables
    }


def sqlite_rows(
    path: str,
    ctx: ParseContext,
    accept: Callable[[dict[str, set[str]]], bool],
    kind: str,
    read: Callable[[sqlite3.Connection, dict[str, set[str]]], Iterator[dict]],
) -> Iterator[dict]:
    """The rows ``read(db, columns)`` gives of a trace store in SQLite, opened read-only
    (``open_sqlite``) and closed after. A database whose tables ``accept`` refuses is
    ``not_a_<kind>_database``; one SQLite cannot open or read (at any point) is
    ``unreadable_database``, with the rows read before it kept."""
    try:
        db = open_sqlite(path)
    except (sqlite3.Error, OSError) as err:
        ctx.problem("unreadable_database", None, f"{type(err).__name__}: {err}")
        return
    try:
        columns = sqlite_columns(db)
        if not accept(columns):
            ctx.problem(f"not_a_{kind}_database", None, ", ".join(sorted(columns)))
            return
        yield from read(db, columns)
    except sqlite3.Error as err:
        ctx.problem("unreadable_database", None, f"{type(err).__name__}: {err}")
    finally:
        db.close()


def sqlite_tables_match(path: str, head: bytes, accept: Callable[[dict[str, set[str]]], bool]) -> bool:
    """Whether ``path`` is an SQLite database whose tables and columns ``accept`` (a sniffer's
    proof): opened read-only, and False for anything else or on any error."""
    if not head.startswith(SQLITE_MAGIC):
        return False
    try:
        db = open_sqlite(path)
    except (sqlite3.Error, OSError):
        return False
    try:
        return accept(sqlite_columns(db))
    except sqlite3.Error:
        return False
    finally:
        db.close()
