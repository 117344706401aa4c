"""The ``datasets`` builder every source shares.

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
import os
import traceback
from collections import Counter
from collections.abc import Iterator
from typing import Any, ClassVar

import datasets
import pyarrow as pa
from datasets.builder import Key

from ..converters.schema import TRAJECTORY_FEATURES, finalize_row
from ..converters.views import DEFAULT_VIEW, VIEW_FEATURES, render_view
from ..problems import ProblemLog, TraceFormatError
from . import sharding
from .config import AgentTracesConfig, ParseContext, view_configs
from .encoding import ROWS_PER_BATCH, Batcher, conformed, view_encoder
from .files import common_root, files_in, find_files, relative_path
from .filters import RowFilter
from .memory import FreeMemory, GcPause

logger = datasets.utils.logging.get_logger(__name__)


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
                shards = sharding.pack_groups(groups, sharding.STREAM_SHARD_BYTES)
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
            sizes = sharding.group_sizes(groups)
            if sizes is not None:  # remote files: no basis to second-guess num_proc
                useful = max(1, sum(sizes) // sharding.MIN_BYTES_PER_PROCESS)
                if useful < num_proc:
                    logger.warning(
                        f"Setting num_proc from {num_proc} to {useful} for the {split_generator.name} split: "
                        f"{sum(sizes) / 1e6:.1f} MB of input is less than {sharding.MIN_BYTES_PER_PROCESS >> 20} MiB "
                        "per process"
                    )
                    num_proc = useful
                if num_proc > 1:
                    shards = sharding.split_by_bytes(groups, sizes, num_proc)
                    split_generator.gen_kwargs = {**split_generator.gen_kwargs, "shards": shards}
        super()._prepare_split(split_generator, file_format, num_proc=num_proc, max_shard_size=max_shard_size)

    def _generate_shards(self, shards: list[list[list[str]]], roots: dict[str, str]) -> Iterator[str]:
        for shard in shards:
            for files in shard:
                yield files[0]

    def iter_rows(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        """Finalized canonical rows of one shard; problems found while finalizing go to ``log``.

        Built with the cyclic GC paused (``GcPause``), as in ``_generate_tables``: this is also
        the path of ``read_trajectories`` and the ``convert`` command.
        """
        keep = RowFilter.from_config(self.config)
        parsed = self.parse_shard(files, roots, log)
        gc_pause = GcPause()
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
                left_out = keep.reason(row) if keep is not None else None
                if left_out is not None:
                    log.add(row.get("file_path") or files[0], left_out, None, row["id"], fatal=False)
                    continue
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

        Freed memory goes back to the OS after tables and at the end (``FreeMemory``).
        """
        view = self.config.name
        log = ProblemLog(strict=self.config.strict)
        batcher = Batcher(view_encoder(view), log)
        rows_out = chars_read = 0
        tables_per_shard: Counter = Counter()
        gc_pause = GcPause()
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
                        FreeMemory.after(chars_read)
                        chars_read = 0
            table = batcher.flush()
        finally:
            gc_pause.stop()
        if table is not None:
            rows_out += table.num_rows
            last = len(shards) - 1
            yield Key(last, tables_per_shard[last]), table
        del table
        FreeMemory.after(chars_read)
        if log.problem_total():
            logger.warning(f"{self.NAME}: {rows_out} rows; {log.summary()}")
        elif log.total():
            logger.info(f"{self.NAME}: {rows_out} rows; {log.summary()}")
        else:
            logger.info(f"{self.NAME}: {rows_out} rows, no problems")
