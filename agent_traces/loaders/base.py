"""The builder every source shares, and the helpers source parsers read files with.

A source module (``loaders/<source>.py``) defines a parser from a file to canonical rows
(plain dicts, see :mod:`agent_traces.converters.schema`) and one thin builder class:

.. code-block:: python

    class Hermes(AgentTracesBuilder):
        NAME = "hermes"
        FILE_PATTERNS = ("**/*.jsonl", "**/*.jsonl.gz")

        def parse_file(self, path, ctx):
            yield from parse_hermes_file(path, ctx)

The base class owns everything else: the view configs (``messages`` default, ``sharegpt``,
``steps``) and their declared features, resolving ``data_files`` / ``data_dir`` / the tool's
default location, sharding by file for ``num_proc``, finalizing rows, counting problems by file
and reason (``strict=True`` raises instead), and writing Arrow tables in batches.
"""

from __future__ import annotations

import copy
import ctypes
import functools
import gc
import gzip
import io
import os
import sys
import traceback
import zlib
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any, ClassVar

import datasets
import orjson
import pyarrow as pa
from datasets.builder import Key

from ..converters.schema import TRAJECTORY_FEATURES, conform_row, finalize_row, json_text
from ..converters.views import DEFAULT_VIEW, VIEW_FEATURES, VIEWS, render_view
from ..problems import ProblemLog, TraceFormatError

logger = datasets.utils.logging.get_logger(__name__)

# One table (one record batch of the cache) holds up to this many rows or characters of text,
# encoded to Arrow in groups of ENCODE_ROWS / ENCODE_CHARS as it fills. Bigger tables cost memory
# while writing; more tables cost memory when datasets opens the cache (it reads every record
# batch's metadata, ~0.1 MB each). Measured from 10 MB to 1 GB (benchmarks/RESULTS.md): 2 Mi
# characters keep Claude Code within +6 % and Copilot telemetry within +14 %; 4 Mi: +16 % / +7 %.
ROWS_PER_BATCH = 1024
CHARS_PER_BATCH = 2 << 20
ENCODE_ROWS = 16
ENCODE_CHARS = 256 << 10
READ_BUFFER = 1 << 20
MIN_BYTES_PER_PROCESS = 32 << 20
STREAM_SHARD_BYTES = 1 << 20


@dataclass
class AgentTracesConfig(datasets.BuilderConfig):
    """Options every source accepts. The config name is the view.

    Args:
        strict (`bool`, defaults to `False`): raise :class:`~agent_traces.TraceFormatError` on the
            first unreadable record instead of counting it and going on.
        empty_think (`bool`, defaults to `True`): in the ``sharegpt`` view, give every assistant
            turn a think block, empty when there is no reasoning (Hermes' rule).
    """

    strict: bool = False
    empty_think: bool = True

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.name not in VIEWS:
            raise ValueError(f"unknown view {self.name!r}: choose one of {', '.join(VIEWS)}")


def view_configs(config_class: type[AgentTracesConfig]) -> list[AgentTracesConfig]:
    """One config per view, for ``BUILDER_CONFIGS``."""
    return [config_class(name=view, description=f"{view} view") for view in VIEWS]


class ParseContext:
    """What a parser gets with a file: its display name, the builder config and the problem log."""

    def __init__(self, path: str, rel_path: str, config: AgentTracesConfig, log: ProblemLog) -> None:
        self.path = path
        self.rel_path = rel_path
        self.config = config
        self.log = log

    def problem(self, reason: str, line: int | None = None, detail: str = "", count: int = 1) -> None:
        """Count a skipped or damaged record (or raise in strict mode)."""
        self.log.add(self.rel_path, reason, line, detail, count)

    def skip(self, reason: str, line: int | None = None, detail: str = "", count: int = 1) -> None:
        """Count a record left out on purpose (an option, a warm-up file); never raises."""
        self.log.add(self.rel_path, reason, line, detail, count, fatal=False)

    def problems(self) -> dict[str, int]:
        """The counts so far for this file, by reason."""
        return self.log.for_file(self.rel_path)


def open_binary(path: str, buffering: int = READ_BUFFER) -> io.BufferedIOBase:
    """Open a trace file, transparently decompressing ``.gz``.

    Local paths skip ``datasets``' streaming wrapper of ``open`` (patched into builder modules),
    which cost more than parsing a small file; URLs (streaming mode) go through it. A 1 MiB
    buffer instead of 8 KiB halves the cost of splitting lines: trace lines are often longer
    than 8 KiB.
    """
    if "://" in path or "::" in path:
        if path.endswith(".gz"):
            return gzip.open(path, "rb")  # type: ignore[return-value]
        return open(path, "rb")
    if path.endswith(".gz"):
        return gzip.GzipFile(path, "rb")  # type: ignore[return-value]
    return io.open(path, "rb", buffering=buffering)  # noqa: UP020  (builtin open is patched by datasets)


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


def find_files(root: str, patterns: Iterable[str]) -> list[str]:
    """Files under ``root`` matching any glob pattern, hidden ones included, sorted.

    Patterns of the form ``**/<name glob>`` (every builder's) are matched in one directory walk
    with the semantics of ``Path.glob`` (symlinked folders are not descended into, symlinked
    files are kept); ``Path.glob`` walked the tree once per pattern, slowly.
    """
    base = Path(root).expanduser().absolute()
    if base.is_file():
        return [str(base)]
    patterns = list(patterns)
    names = [p[3:] for p in patterns if p.startswith("**/") and "/" not in p[3:] and "[" not in p]
    found: set[str] = set()
    if names:
        found.update(_walk_matching(str(base), names))
    for pattern in patterns:
        if not (pattern.startswith("**/") and pattern[3:] in names):
            found.update(str(p) for p in base.glob(pattern) if p.is_file())
    return sorted(found)


def files_in(folders: Iterable[str], patterns: Iterable[str]) -> list[str]:
    """Files matching ``patterns`` under each of ``folders`` that exists, folder by folder."""
    return [
        path
        for folder in folders
        if folder and os.path.isdir(folder)
        for path in find_files(folder, patterns)
    ]


def _walk_matching(top: str, names: list[str]) -> Iterator[str]:
    stack = [top]
    while stack:
        folder = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                stack.append(entry.path)
            elif any(fnmatchcase(entry.name, name) for name in names) and entry.is_file():
                yield entry.path


def _storage_type(arrow_type: pa.DataType) -> pa.DataType:
    if isinstance(arrow_type, pa.BaseExtensionType):
        return arrow_type.storage_type
    if pa.types.is_list(arrow_type):
        return pa.list_(pa.field(arrow_type.value_field.name, _storage_type(arrow_type.value_type)))
    if pa.types.is_large_list(arrow_type):
        return pa.large_list(pa.field(arrow_type.value_field.name, _storage_type(arrow_type.value_type)))
    if pa.types.is_struct(arrow_type):
        return pa.struct([pa.field(f.name, _storage_type(f.type)) for f in arrow_type])
    return arrow_type


def _dump_json(value: Any) -> str | None:
    if value is None:
        return None
    try:
        return orjson.dumps(value).decode()
    except TypeError:
        return json_text(value)


def _json_encoder(feature: Any):
    """A function ``(value, memo)`` turning a value of ``feature`` into Arrow storage (Json as text).

    Structs are encoded once per object within a table (``memo``, keyed by ``id``): the ``steps``
    view repeats the same message dicts in every later step.
    """
    if isinstance(feature, datasets.Json):
        return lambda value, memo: _dump_json(value)
    if isinstance(feature, dict):
        encoders = {k: _json_encoder(v) for k, v in feature.items()}
        active = {k: e for k, e in encoders.items() if e is not None}
        if not active:
            return None

        def encode_struct(value: Any, memo: dict) -> Any:
            if value is None:
                return None
            hit = memo.get(id(value))
            if hit is not None:
                return hit[1]
            out = dict(value)
            for key, enc in active.items():
                out[key] = enc(value.get(key), memo)
            memo[id(value)] = (value, out)
            return out

        return encode_struct
    if isinstance(feature, (datasets.List, datasets.LargeList)):
        inner = _json_encoder(feature.feature)
        if inner is None:
            return None
        return lambda value, memo: None if value is None else [inner(v, memo) for v in value]
    return None


# Columns whose values parsers share between rows (Hermes: one tools list per system prompt).
SHARED_COLUMNS = frozenset({"tools"})
MAX_SHARED = 16


class ViewEncoder:
    """Turns view rows into an Arrow table of the view's declared features."""

    def __init__(self, features: datasets.Features) -> None:
        self.features = features
        self.schema = features.arrow_schema
        self.storage_schema = pa.schema([pa.field(f.name, _storage_type(f.type)) for f in self.schema])
        self.encoders = {k: e for k, v in features.items() if (e := _json_encoder(v)) is not None}
        self.views = [
            f.type if f.type != s.type else None
            for f, s in zip(self.schema, self.storage_schema, strict=True)
        ]

    def table(self, rows: list[dict], shared: dict | None = None) -> pa.Table:
        """``rows`` as a typed table.

        ``shared`` (owned by the caller, one per run of tables) keeps the encoded form of the
        values of ``SHARED_COLUMNS`` across tables, for the last ``MAX_SHARED`` distinct
        objects: a 32-tool Hermes list is then encoded once, not once per table. It holds each
        object it keyed, so no other object can take its id while it is there.
        """
        memo: dict = {}
        encoded = []
        for row in rows:
            out = dict(row)
            for key, enc in self.encoders.items():
                value = row.get(key)
                if shared is not None and key in SHARED_COLUMNS and value:
                    hit = shared.get(id(value))
                    if hit is None:
                        if len(shared) >= MAX_SHARED:
                            shared.clear()
                        hit = shared[id(value)] = (value, enc(value, memo))
                    out[key] = hit[1]
                else:
                    out[key] = enc(value, memo)
            encoded.append(out)
        return self.typed(pa.Table.from_pylist(encoded, schema=self.storage_schema))

    def typed(self, storage: pa.Table) -> pa.Table:
        """The storage table with its Json columns as ``arrow.json``: a zero-copy view per column.

        The buffers are the same, so this is what ``Table.cast`` gives, without its fixed cost of
        ~0.2 ms per table (as much as encoding 16 Hermes rows).
        """
        columns = [
            column if view is None else pa.chunked_array([c.view(view) for c in column.chunks], type=view)
            for column, view in zip(storage.columns, self.views, strict=True)
        ]
        return pa.Table.from_arrays(columns, schema=self.schema)


def _trim() -> Any:
    try:
        return ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None


_MALLOC_TRIM = _trim() if sys.platform.startswith("linux") else None


class _FreeMemory:
    """Gives memory freed after writing tables back to the OS, once enough text went through.

    Both pyarrow's mimalloc pool and glibc keep freed pages of earlier batches mapped; over a
    large corpus that, not the batch being built, set the peak RSS. Trimming costs about a
    millisecond, so it waits for ``CHARS_PER_BATCH`` characters since the last time: streaming
    calls ``_generate_tables`` once per shard, often one small session.
    """

    pending = 0

    @classmethod
    def after(cls, chars: int) -> None:
        cls.pending += chars
        if cls.pending < CHARS_PER_BATCH:
            return
        cls.pending = 0
        pa.default_memory_pool().release_unused()
        if _MALLOC_TRIM is not None:
            _MALLOC_TRIM(0)


@functools.cache
def view_encoder(view: str) -> ViewEncoder:
    """The encoder of a view, built once per process.

    Building one costs ~3 ms (``Features.arrow_schema``); streaming calls ``_generate_tables``
    once per shard, which for 10 MB of small Codex files was half the time.
    """
    return ViewEncoder(VIEW_FEATURES[view])


def encode_table(encoder: ViewEncoder, rows: list[dict], shared: dict | None, log: ProblemLog) -> pa.Table:
    """``encoder.table(rows, shared)``; when Arrow rejects a value, the rows conformed and counted.

    Conforming (:func:`~agent_traces.converters.schema.conform_row`) only runs after a failure,
    so rows of the declared types cost nothing extra. Each row with a changed value counts one
    ``wrong_type`` problem, under its file (strict mode raises).
    """
    try:
        return encoder.table(rows, shared)
    except (pa.ArrowInvalid, pa.ArrowTypeError, UnicodeEncodeError):
        pass
    return encoder.table([conformed(row, encoder.features, log) for row in rows], shared)


def conformed(row: dict, features: datasets.Features, log: ProblemLog) -> dict:
    """``row`` with values of the wrong type replaced, one ``wrong_type`` problem if any were."""
    fixed, found = conform_row(row, features)
    if found:
        where = row.get("file_path") or row.get("id") or "?"
        log.add(where, "wrong_type", None, f"{row.get('id')}: {', '.join(found[:5])}")
    return fixed


def render_rows(row: dict, view: str, empty_think: bool, log: ProblemLog) -> list[dict]:
    """``render_view(row, view)``; a row a view cannot render is conformed first (see ``conformed``)."""
    try:
        return render_view(row, view, empty_think=empty_think)
    except Exception:
        return render_view(conformed(row, TRAJECTORY_FEATURES, log), view, empty_think=empty_think)


def _finalize(row: dict, log: ProblemLog, where: str) -> tuple[dict, Counter] | None:
    """``finalize_row(row)``; a row it cannot finalize is conformed first (``conformed``), and
    left out as a ``parser_error`` if that fails too."""
    try:
        return finalize_row(row)
    except Exception:
        row = conformed(row, TRAJECTORY_FEATURES, log)
    try:
        return finalize_row(row)
    except Exception as err:
        log.add(
            row.get("file_path") or where,
            "parser_error",
            None,
            f"{parser_failure(err)}; row {row.get('id')} left out",
        )
        return None


def parser_failure(err: BaseException) -> str:
    """An unexpected exception of a parser as a problem detail: what, and where in our code."""
    frames = traceback.extract_tb(err.__traceback__)
    where = f" (at {os.path.basename(frames[-1].filename)}:{frames[-1].lineno})" if frames else ""
    return f"{type(err).__name__}: {err}{where}"


def text_size(row: dict, view: str = "messages", rendered: int = 1) -> int:
    """Characters of text a row puts in a table of ``view``: a cheap estimate of its size.

    Counts message text, reasoning and the string arguments of tool calls (file contents
    written by an agent can outweigh the conversation). The ``steps`` view repeats the history
    of every turn, roughly half the row per step.
    """
    chars = 0
    for m in row["messages"]:
        chars += len(m["content"]) + len(m["reasoning_content"] or "")
        for call in m["tool_calls"] or ():
            arguments = call["function"]["arguments"]
            if isinstance(arguments, dict):
                chars += sum(len(v) for v in arguments.values() if isinstance(v, str))
            elif isinstance(arguments, str):
                chars += len(arguments)
    return chars * max(1, rendered // 2) if view == "steps" else chars


class AgentTracesBuilder(datasets.ArrowBasedBuilder):
    """Base builder for a trace source: one row per trajectory in the ``messages`` view."""

    NAME: ClassVar[str] = ""
    DESCRIPTION: ClassVar[str] = ""
    FILE_PATTERNS: ClassVar[tuple[str, ...]] = ("**/*.jsonl",)
    DEFAULT_LOCATION: ClassVar[str] = ""
    BUILDER_CONFIG_CLASS = AgentTracesConfig
    BUILDER_CONFIGS = view_configs(AgentTracesConfig)
    DEFAULT_CONFIG_NAME = DEFAULT_VIEW
    # the rows of one record batch: ``_generate_tables`` bounds its tables by size, so this only
    # must not split them (one-row tables, buffered by datasets up to this many, are rare)
    DEFAULT_WRITER_BATCH_SIZE = ROWS_PER_BATCH

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """One config per view for every source, of the source's own config class."""
        super().__init_subclass__(**kwargs)
        if "BUILDER_CONFIGS" not in cls.__dict__:
            cls.BUILDER_CONFIGS = view_configs(cls.BUILDER_CONFIG_CLASS)

    # -- what a source implements ---------------------------------------------------------------

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        """Canonical rows (not yet finalized) read from one file."""
        raise NotImplementedError

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        """Whether a file is of this source, judged cheaply from its name and first bytes.

        ``head`` is at most the first 64 KiB of the file (decompressed for ``.gz``); it may end
        mid-record. Used by the mixed-folder ``agent_traces`` builder and ``agent-traces inspect``.
        """
        return False

    @classmethod
    def default_data_files(cls) -> list[str]:
        """The tool's own trace files on this machine, used when no files are given."""
        return files_in(cls.default_locations(), cls.FILE_PATTERNS)

    @classmethod
    def default_locations(cls) -> list[str]:
        """Every folder read when no files are given: ``default_location`` unless a tool keeps
        traces in several places (archives, older versions, other editors)."""
        return [cls.default_location()]

    @classmethod
    def default_location(cls) -> str:
        """Where the tool writes its traces (shown by ``agent-traces sources``)."""
        return os.path.expanduser(cls.DEFAULT_LOCATION) if cls.DEFAULT_LOCATION else ""

    def group_files(self, files: list[str]) -> list[list[str]]:
        """Shards for ``num_proc``: one per file unless a source needs files read together."""
        return [[f] for f in files]

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        """Canonical rows of one shard; by default each file on its own.

        A parser that fails on a file (a value of a type nobody foresaw) costs the rest of that
        file, counted as ``parser_error`` with the exception, not the whole load.
        """
        for path in files:
            ctx = ParseContext(path, roots[path], self.config, log)
            try:
                yield from self.parse_file(path, ctx)
            except (TraceFormatError, MemoryError):
                raise
            except Exception as err:
                ctx.problem("parser_error", None, parser_failure(err) + "; the rest of the file was not read")

    # -- datasets plumbing ----------------------------------------------------------------------

    def _info(self) -> datasets.DatasetInfo:
        return datasets.DatasetInfo(description=self.DESCRIPTION, features=VIEW_FEATURES[self.config.name])

    @classmethod
    def resolve_data_files(cls, data_dir: str | None = None) -> list[str]:
        """Files of this source under ``data_dir``, or at the tool's default location."""
        if data_dir:
            root = os.path.expanduser(data_dir)
            if not os.path.exists(root):
                raise FileNotFoundError(f"{cls.NAME}: data_dir {root!r} does not exist")
            files = find_files(root, cls.FILE_PATTERNS)
            where = f"under {root!r}"
        else:
            files = cls.default_data_files()
            where = f"at the default location {cls.default_location() or '(none)'!r}"
        if not files:
            raise FileNotFoundError(
                f"{cls.NAME}: no trace files matching {', '.join(cls.FILE_PATTERNS)} {where}; "
                "pass data_dir= or data_files="
            )
        return files

    def __getstate__(self) -> dict:
        """The builder as ``datasets`` pickles it for each ``num_proc`` job: without the input list.

        A job reads its files from ``gen_kwargs``; ``config.data_files`` (and the same list in
        ``config_kwargs``) made the builder 525 KB of dill per job on the 1 GB corpus, pickled
        one job after the other before the workers start.
        """
        state = dict(super().__getstate__())
        if state.get("config") is not None and state["config"].data_files is not None:
            state["config"] = copy.copy(state["config"])
            state["config"].data_files = None
        if "data_files" in state.get("config_kwargs", {}):
            state["config_kwargs"] = {k: v for k, v in state["config_kwargs"].items() if k != "data_files"}
        return state

    def _split_generators(self, dl_manager: datasets.DownloadManager) -> list[datasets.SplitGenerator]:
        if self.config.data_files:
            split_files = {split: list(files) for split, files in self.config.data_files.items()}
        else:
            split_files = {"train": self.resolve_data_files(self.config.data_dir)}
        root = self.config.data_dir or self.base_path
        generators = []
        for split, files in split_files.items():
            remote = any("://" in str(f) for f in files)
            local = [str(f) for f in dl_manager.download(files)] if remote else [str(f) for f in files]
            pairs = sorted(zip(files, local, strict=True))
            originals = [p[0] for p in pairs]
            common = common_root([str(o) for o in originals], root)
            roots = {loc: relative_path(str(orig), common) for orig, loc in pairs}
            groups = self.group_files([p[1] for p in pairs])
            if isinstance(dl_manager, datasets.StreamingDownloadManager) and not remote:
                shards = pack_groups(groups, STREAM_SHARD_BYTES)
            else:
                shards = [[group] for group in groups]
            generators.append(
                datasets.SplitGenerator(name=split, gen_kwargs={"shards": shards, "roots": roots})
            )
        return generators

    def _prepare_split(
        self,
        split_generator: datasets.SplitGenerator,
        file_format: str = "arrow",
        num_proc: int | None = None,
        max_shard_size: str | int | None = None,
    ) -> None:
        """Use no more processes than the input keeps busy (``MIN_BYTES_PER_PROCESS`` each), and
        give each the same number of bytes.

        A worker costs about 0.1 s to start and hand back its shard, as much as parsing 10 MB:
        ``num_proc=2`` on a 10 MB corpus took 1.6x as long as one process. ``datasets`` gives
        each worker the same number of shards, which on 100 MB of Claude Code sessions meant
        55 and 50 MB (``split_by_bytes``).
        """
        if num_proc and num_proc > 1:
            groups = [group for shard in split_generator.gen_kwargs.get("shards", []) for group in shard]
            sizes = group_sizes(groups)
            if sizes is not None:  # remote files: no basis to second-guess num_proc
                useful = max(1, sum(sizes) // MIN_BYTES_PER_PROCESS)
                if useful < num_proc:
                    logger.warning(
                        f"Setting num_proc from {num_proc} to {useful} for the {split_generator.name} split: "
                        f"{sum(sizes) / 1e6:.1f} MB of input is less than {MIN_BYTES_PER_PROCESS >> 20} MiB "
                        "per process"
                    )
                    num_proc = useful
                if num_proc > 1:
                    shards = split_by_bytes(groups, sizes, num_proc)
                    split_generator.gen_kwargs = {**split_generator.gen_kwargs, "shards": shards}
        super()._prepare_split(split_generator, file_format, num_proc=num_proc, max_shard_size=max_shard_size)

    def _generate_shards(self, shards: list[list[list[str]]], roots: dict[str, str]) -> Iterator[str]:
        for shard in shards:
            for files in shard:
                yield files[0]

    def iter_rows(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        """Finalized canonical rows of one shard; problems found while finalizing go to ``log``.

        Built with the cyclic GC paused (``_GcPause``), as in ``_generate_tables``: this is also
        the path of ``read_trajectories`` and the ``convert`` command.
        """
        parsed = self.parse_shard(files, roots, log)
        gc_pause = _GcPause()
        try:
            while True:
                gc_pause.start()
                try:
                    row = next(parsed, None)
                except (TraceFormatError, MemoryError):
                    raise
                except Exception as err:
                    detail = (
                        f"{parser_failure(err)}; the rest of this shard of {len(files)} file(s) was not read"
                    )
                    log.add(roots.get(files[0], files[0]), "parser_error", None, detail)
                    return
                if row is None:
                    return
                row.setdefault("harness", self.NAME)
                if len(files) == 1:
                    row.setdefault("file_path", roots.get(files[0]))
                finalized = _finalize(row, log, roots.get(files[0], files[0]))
                if finalized is None:
                    continue
                row, problems = finalized
                for reason, count in problems.items():
                    log.add(row.get("file_path") or files[0], reason, None, row["id"], count)
                gc_pause.stop()
                yield row
        finally:
            gc_pause.stop()

    def _generate_tables(
        self, shards: list[list[list[str]]], roots: dict[str, str]
    ) -> Iterator[tuple[Key, pa.Table]]:
        """Tables of up to ``ROWS_PER_BATCH`` rows or ``CHARS_PER_BATCH`` characters, across shards.

        A shard is a list of file groups (``group_files``): one group when the cache is written,
        so that ``num_proc`` can split the groups, and about ``STREAM_SHARD_BYTES`` of groups when
        streaming, where ``datasets`` calls this once per shard.

        Each table becomes one record batch of the cache. Most Claude Code shards hold one
        session, and ``datasets`` reads every record batch's metadata when it opens the cache
        (a page fault and read-around each), so per-shard tables made the memory of
        ``load_dataset`` grow with the corpus. A table never holds a single row unless it is the
        last: ``datasets`` buffers one-row tables until ``DEFAULT_WRITER_BATCH_SIZE`` of them,
        which for large sessions would hold many of them at once.

        Freed memory goes back to the OS after tables and at the end (``_FreeMemory``).
        """
        view = self.config.name
        log = ProblemLog(strict=self.config.strict)
        batcher = _Batcher(view_encoder(view), log)
        rows_out = chars_read = 0
        tables_per_shard: Counter = Counter()
        gc_pause = _GcPause()
        try:
            gc_pause.start()
            for shard_idx, files in ((i, files) for i, shard in enumerate(shards) for files in shard):
                for row in self.iter_rows(files, roots, log):
                    rendered = render_rows(row, view, self.config.empty_think, log)
                    chars = text_size(row, view, len(rendered))
                    chars_read += chars
                    table = batcher.add(rendered, chars)
                    if table is not None:
                        rows_out += table.num_rows
                        gc_pause.stop()
                        yield Key(shard_idx, tables_per_shard[shard_idx]), table
                        gc_pause.start()
                        tables_per_shard[shard_idx] += 1
                        _FreeMemory.after(chars_read)
                        chars_read = 0
            table = batcher.flush()
        finally:
            gc_pause.stop()
        if table is not None:
            rows_out += table.num_rows
            last = len(shards) - 1
            yield Key(last, tables_per_shard[last]), table
        del table
        _FreeMemory.after(chars_read)
        if log.problem_total():
            logger.warning(f"{self.NAME}: {rows_out} rows; {log.summary()}")
        elif log.total():
            logger.info(f"{self.NAME}: {rows_out} rows; {log.summary()}")
        else:
            logger.info(f"{self.NAME}: {rows_out} rows, no problems")


class _GcPause:
    """Python's cyclic garbage collector off while our code builds rows and tables, on whenever
    control leaves our generators (``iter_rows``, ``_generate_tables``).

    Parsing keeps a whole session's records alive, and the collector's full passes walk all of
    them again each time the live objects grow by a quarter: 0.59-0.65 s of the 1.9-2.4 s load of
    a 116 MB session, 0.08-0.1 s of 0.9 s for 100 MB of sessions. The rows hold JSON values and
    plain containers, without reference cycles, so the pause frees nothing later than it would
    have been. The collector stays off only if it was on, and is on again before every ``yield``.
    The switch is process-wide: where ``datasets`` prefetches rows in threads
    (``interleave_datasets``), other threads can run with it off while a row is built, and
    their cycles wait for the next pass after it.
    """

    def __init__(self) -> None:
        self.paused = False

    def start(self) -> None:
        if gc.isenabled():
            gc.disable()
            self.paused = True

    def stop(self) -> None:
        if self.paused:
            gc.enable()
            self.paused = False


class _Batcher:
    """Rows in, tables out, holding little memory in between.

    Rows are encoded to Arrow in small groups (``ENCODE_ROWS`` rows or ``ENCODE_CHARS``
    characters), so their Python objects are freed at once, and the groups are handed on as one
    table of up to ``ROWS_PER_BATCH`` rows or ``CHARS_PER_BATCH`` characters: few, large record
    batches in the cache for the price of a compact Arrow copy. A table has two rows or more
    unless it is the last.
    """

    def __init__(self, encoder: ViewEncoder, log: ProblemLog) -> None:
        self.encoder = encoder
        self.log = log
        self.shared: dict = {}
        self.pending: list[dict] = []
        self.pending_chars = 0
        self.parts: list[pa.Table] = []
        self.rows = 0
        self.chars = 0

    def add(self, rows: list[dict], chars: int) -> pa.Table | None:
        self.pending.extend(rows)
        self.pending_chars += chars
        self.rows += len(rows)
        self.chars += chars
        if len(self.pending) >= ENCODE_ROWS or self.pending_chars >= ENCODE_CHARS:
            self._encode()
        if self.rows >= ROWS_PER_BATCH or (self.rows > 1 and self.chars >= CHARS_PER_BATCH):
            return self.flush()
        return None

    def _encode(self) -> None:
        if self.pending:
            self.parts.append(encode_table(self.encoder, self.pending, self.shared, self.log))
            self.pending, self.pending_chars = [], 0

    def flush(self) -> pa.Table | None:
        self._encode()
        if not self.parts:
            return None
        table = self.parts[0] if len(self.parts) == 1 else pa.concat_tables(self.parts)
        self.parts, self.rows, self.chars = [], 0, 0
        return table


def pack_groups(groups: list[list[str]], size: int) -> list[list[list[str]]]:
    """Consecutive file groups packed into shards of at least ``size`` bytes (the last may be less).

    Streaming calls ``_generate_tables`` once per shard, and each call costs a table, its
    encoding and ``datasets``' decoding of it: for 10 MB of small files (Aider, OpenHands,
    VS Code) one shard per file made streaming 1.5-1.9x slower than packed shards. Groups stay
    whole and in order, so the rows are the same.
    """
    shards: list[list[list[str]]] = []
    current: list[list[str]] = []
    current_bytes = 0
    for group in groups:
        current.append(group)
        current_bytes += sum(_file_size(path) or 0 for path in group)
        if current_bytes >= size:
            shards.append(current)
            current, current_bytes = [], 0
    if current:
        shards.append(current)
    return shards


def split_by_bytes(groups: list[list[str]], sizes: list[int], parts: int) -> list[list[list[str]]]:
    """File groups (of ``sizes`` bytes each) cut into ``parts`` consecutive shards of about equal bytes.

    ``datasets`` hands each of ``num_proc`` workers one contiguous range of shards, so with one
    shard per worker the split is by bytes, not by count. Groups stay whole and in order, so the
    rows and their order are those of a single process. With no more groups than ``parts``, each
    group is a shard.
    """
    if len(groups) <= parts:
        return [[group] for group in groups]
    total = sum(sizes)
    out: list[list[list[str]]] = []
    start = done = 0
    for part in range(1, parts):
        target = total * part / parts
        end = start + 1
        done += sizes[start]
        last = len(groups) - (parts - part)
        while end < last and abs(done + sizes[end] - target) <= abs(done - target):
            done += sizes[end]
            end += 1
        out.append(groups[start:end])
        start = end
    out.append(groups[start:])
    return out


def group_sizes(groups: list[list[str]]) -> list[int] | None:
    """Bytes of each file group; None when a file cannot be stat'ed (a URL, a missing file)."""
    sizes = []
    for group in groups:
        total = 0
        for path in group:
            size = _file_size(path)
            if size is None:
                return None
            total += size
        sizes.append(total)
    return sizes


def _file_size(path: str) -> int | None:
    try:
        return os.stat(path).st_size
    except (OSError, TypeError):
        return None


def common_root(paths: list[str], preferred: str | None) -> str:
    if preferred:
        pref = os.path.abspath(os.path.expanduser(preferred))
        if all(os.path.abspath(p).startswith(pref + os.sep) for p in paths):
            return pref
    if not paths:
        return ""
    if len(paths) == 1:
        return os.path.dirname(os.path.abspath(paths[0]))
    return os.path.commonpath([os.path.abspath(p) for p in paths])


def relative_path(path: str, root: str) -> str:
    """``path`` relative to the normalized absolute ``root``, with ``/`` separators.

    Paths under ``root`` are cut by string: ``datasets`` swaps this module's ``os.path.relpath``
    for a URL-aware one that parsed each path as a URL, 0.04 s for the 3 402 files of 1 GB.
    """
    if not root:
        return path
    full = os.path.abspath(path)
    prefix = root if root.endswith(os.sep) else root + os.sep
    if full.startswith(prefix):
        return full[len(prefix) :].replace(os.sep, "/")
    return os.path.relpath(full, root).replace(os.sep, "/")
