"""Reading trace files in Ray tasks: the input split into read tasks of whole file groups
(:class:`_Plan`), the Arrow tables of a task's rows (:func:`_shard_tables`, shared with the
writing tasks of :func:`agent_traces.ray.write_dataset`), and the Ray Data datasource of
:func:`read_traces`."""

from __future__ import annotations

import math
import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import pyarrow as pa

try:
    import ray
    import ray.data
    from ray.data.block import BlockMetadata
    from ray.data.datasource import Datasource, ReadTask
except ImportError as err:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "agent_traces.ray needs Ray Data: pip install 'agent-traces[ray]' (or 'ray[data]')"
    ) from err

from ..converters.views import DEFAULT_VIEW, VIEWS
from ..core.builder import render_rows, text_size
from ..core.encoding import Batcher, view_encoder
from ..core.files import common_root, relative_path
from ..core.memory import GcPause
from ..core.private import scratch_dir
from ..core.session_ids import SessionIds
from ..core.sharding import group_sizes, split_by_bytes
from ..core.steps_access import replay_options
from ..problems import ProblemLog
from ..redact import Redactor

# input bytes a read task gets at least: a task costs Ray a few milliseconds to schedule and
# each returns its own blocks, so many tiny tasks would mostly measure Ray
MIN_BYTES_PER_TASK = 16 << 20


def ensure_ray(num_cpus: int | None = None) -> None:
    """Connect to Ray: the cluster of ``RAY_ADDRESS`` when set, else a local one of ``num_cpus``."""
    if ray.is_initialized():
        return
    import logging

    context = ray.data.DataContext.get_current()
    context.enable_progress_bars = False
    context.print_on_execution_start = False
    logging.getLogger("ray.data").setLevel(logging.WARNING)
    # the first failed task's error is raised by ``gather``; the sibling results of a failed task
    # are never fetched, and Ray would print their remote tracebacks when they are collected
    os.environ.setdefault("RAY_IGNORE_UNHANDLED_ERRORS", "1")
    if os.environ.get("RAY_ADDRESS"):
        ray.init()
    else:
        ray.init(num_cpus=num_cpus, include_dashboard=False, log_to_driver=False)


@contextmanager
def _builder(source: str, options: dict[str, Any]) -> Iterator[Any]:
    """The source's builder (the ``messages`` config), in a scratch cache of its own."""
    from ..api import builder_class

    with scratch_dir("ray") as cache:
        yield builder_class(source)(config_name=DEFAULT_VIEW, cache_dir=cache, **options)


class _Plan:
    """The input split into read tasks: consecutive file groups of about equal bytes, each with
    the relative names (``roots``) of its own files only."""

    def __init__(self, source: str, paths: Iterable[str], root: str | None, options: dict[str, Any]) -> None:
        self.source = source
        self.options = dict(options)
        files = sorted(os.path.abspath(os.path.expanduser(f)) for f in paths)
        if not files:
            raise FileNotFoundError(f"{source}: no input files")
        common = common_root(files, root)
        roots = {f: relative_path(f, common) for f in files}
        with _builder(source, self.options) as builder:
            self.groups = builder.group_files(files)
        sizes = group_sizes(self.groups) or [1] * len(self.groups)
        self.sizes = sizes
        self.roots = roots

    def tasks(self, parallelism: int | None) -> list[tuple[list[list[str]], dict[str, str], int]]:
        """``(groups, roots of their files, bytes)`` per task, in input order."""
        total = sum(self.sizes)
        count = max(1, min(len(self.groups), math.ceil(total / MIN_BYTES_PER_TASK)))
        if parallelism and parallelism > 0:
            count = max(1, min(len(self.groups), max(count, parallelism)))
        out = []
        start = 0
        for shard in split_by_bytes(self.groups, self.sizes, count):
            files = [f for group in shard for f in group]
            nbytes = sum(self.sizes[start : start + len(shard)])
            start += len(shard)
            out.append((shard, {f: self.roots[f] for f in files}, nbytes))
        return out


def _shard_tables(
    source: str,
    views: tuple[str, ...],
    groups: list[list[str]],
    roots: dict[str, str],
    options: dict[str, Any],
    log: ProblemLog,
    ids: Any = None,
    redactor: Redactor | None = None,
) -> Iterator[dict[str, pa.Table]]:
    """Arrow tables of each view for ``groups``, as ``load_dataset`` builds them: ``{view: table}``
    whenever a view's batch fills, the rest at the end. ``ids`` keeps row ids unique across the
    groups (a :class:`SessionIds`, the default, as each ``load_dataset`` worker has); ``redactor``
    redacts each canonical row before its views are rendered, as ``convert`` does."""
    with _builder(source, options) as builder:
        empty_think = builder.config.empty_think
        replay = replay_options(builder.config)  # steps: teacher replay, as convert applies it
        batchers = {view: Batcher(view_encoder(view), log) for view in views}
        ids = SessionIds() if ids is None else ids
        gc_pause = GcPause()  # as in AgentTracesBuilder._generate_tables
        try:
            gc_pause.start()
            for files in groups:
                for row in builder.iter_rows(files, roots, log, ids):
                    if redactor is not None:
                        row = redactor.redact_row(row)
                    out = {}
                    for view, batcher in batchers.items():
                        rendered = render_rows(row, view, empty_think, log, replay)
                        table = batcher.add(rendered, text_size(row, view, len(rendered)))
                        if table is not None:
                            out[view] = table
                    if out:
                        gc_pause.stop()
                        yield out
                        gc_pause.start()
            last = {view: t for view, b in batchers.items() if (t := b.flush()) is not None}
        finally:
            gc_pause.stop()
        if last:
            yield last


def _storage(table: pa.Table, view: str) -> pa.Table:
    """A view's table with its ``Json`` columns as their string storage (a zero-copy view).

    Tables go between Ray tasks like this: pyarrow cannot build an empty table (or array) of
    ``arrow.json`` (``ArrowNotImplementedError: extension``), which Ray does for shuffles and
    which an empty task needs; the writer views the columns back (``ViewEncoder.typed``).
    """
    encoder = view_encoder(view)
    columns = [
        column if typed is None else pa.chunked_array([c.view(f.type) for c in column.chunks], type=f.type)
        for column, typed, f in zip(table.columns, encoder.views, encoder.storage_schema, strict=True)
    ]
    return pa.Table.from_arrays(columns, schema=encoder.storage_schema)


# -- reading: a Ray Data datasource -------------------------------------------------------------


@ray.remote
class ProblemCollector:
    """Gathers the problem logs of read tasks (a Ray actor), for :func:`read_traces`' ``problems``."""

    def __init__(self) -> None:
        self.log = ProblemLog()

    def add(self, log: ProblemLog) -> None:
        self.log.merge(log)

    def get(self) -> ProblemLog:
        return self.log


class TracesDatasource(Datasource):
    """Trace files of one source as a Ray Data datasource of one view.

    Read tasks are consecutive runs of the builder's file groups (``group_files``) of about equal
    bytes (at least ``MIN_BYTES_PER_TASK`` each, more tasks when Ray asks for more parallelism);
    each returns Arrow tables with the view's schema (``Json`` columns as ``arrow.json``). Problems
    of each task go to ``problems`` (a :class:`ProblemCollector` handle) when given.
    """

    def __init__(
        self,
        source: str,
        paths: Iterable[str],
        view: str = DEFAULT_VIEW,
        *,
        root: str | None = None,
        problems: Any = None,
        **options: Any,
    ) -> None:
        super().__init__()
        if view not in VIEWS:
            raise ValueError(f"unknown view {view!r}: choose one of {', '.join(VIEWS)}")
        self.plan = _Plan(source, paths, root, options)
        self.view = view
        self.problems = problems

    def get_name(self) -> str:
        return f"Traces[{self.plan.source}]"

    def estimate_inmemory_data_size(self) -> int | None:
        # the messages view's Arrow tables run at 0.2-0.3x of Claude Code input, 1.7x of Hermes
        return sum(self.plan.sizes)

    def get_read_tasks(
        self, parallelism: int, per_task_row_limit: int | None = None, data_context: Any = None
    ) -> list[ReadTask]:
        schema = view_encoder(self.view).schema
        plan, view, problems = self.plan, self.view, self.problems
        strict = bool(plan.options.get("strict"))

        def reader(groups: list[list[str]], roots: dict[str, str]):
            def read() -> Iterator[pa.Table]:
                log = ProblemLog(strict=strict)
                try:
                    for tables in _shard_tables(plan.source, (view,), groups, roots, plan.options, log):
                        yield tables[view]
                finally:
                    if problems is not None and log.counts:
                        ray.get(problems.add.remote(log))

            return read

        tasks = []
        for groups, roots, nbytes in plan.tasks(parallelism):
            files = tuple(f for group in groups for f in group)
            meta = BlockMetadata(num_rows=None, size_bytes=nbytes, input_files=files, exec_stats=None)
            tasks.append(
                ReadTask(reader(groups, roots), meta, schema=schema, per_task_row_limit=per_task_row_limit)
            )
        return tasks


def read_traces(
    paths: str | Iterable[str],
    *,
    source: str,
    view: str = DEFAULT_VIEW,
    root: str | None = None,
    problems: Any = None,
    **options: Any,
) -> ray.data.Dataset:
    """The rows of ``view`` of trace files of ``source`` as a Ray ``Dataset``.

    ``paths`` is a file, a folder (searched for the source's files) or a list of files.
    ``options`` are the source's builder options (``subagents=True``, ``strict=True``, …).
    Rows are those of ``load_dataset(source, view, data_files=…)``, in the same order when read
    with ``preserve_order`` (Ray's ``DataContext.execution_options``), else task by task.
    """
    from ..api import resolve_files

    if isinstance(paths, (str, os.PathLike)):
        root = root or (str(paths) if os.path.isdir(paths) else None)
        files = resolve_files(source, os.fspath(paths))
    else:
        files = [os.fspath(p) for p in paths]
    ensure_ray()
    datasource = TracesDatasource(source, files, view, root=root, problems=problems, **options)
    return ray.data.read_datasource(datasource)
