"""Scale-out on Ray Data: trace files read by Ray tasks, on one machine or a cluster.

- :func:`read_traces` gives a :class:`ray.data.Dataset` of one view. It reads through
  :class:`TracesDatasource`, whose read tasks are the builder's shards (``group_files``: a Claude
  Code session family stays in one task), each returning Arrow tables of the view's final schema,
  the same tables ``load_dataset`` writes to its cache.
- :func:`write_dataset` writes the folder ``agent-traces convert`` writes (``data/<config>/``
  Parquet shards, ``README.md`` card, ``manifest.json``), so that plain
  ``datasets.load_dataset(folder)`` reads it, under the same output folder contract (staging,
  lock, swap, card and manifest written by :func:`agent_traces.output.finish_output`). Each task parses its shards once and renders every
  view; Ray sorts each view by ``id`` (then arrival order, as ``convert`` does) and Ray tasks
  write the Parquet shards, byte for byte what ``convert`` writes from the same rows.

Ray starts a local cluster by default (``num_cpus`` = ``num_proc`` when given). On a cluster,
start Ray first (``ray start --head`` / ``ray start --address=…``) and set ``RAY_ADDRESS``, or call
``ray.init(address=…)`` yourself: nothing else changes. Every node needs ``agent-traces[ray]``
installed, and input and output paths must be on storage every node sees (a shared filesystem).
"""

from __future__ import annotations

import math
import os
import secrets
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq

try:
    import ray
    import ray.data
    from ray.data.block import BlockMetadata
    from ray.data.datasource import Datasource, ReadTask
except ImportError as err:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "agent_traces.ray needs Ray Data: pip install 'agent-traces[ray]' (or 'ray[data]')"
    ) from err

from .converters.views import DEFAULT_VIEW, STORED_AS, VIEWS
from .core.builder import render_rows, text_size
from .core.encoding import Batcher, view_encoder
from .core.files import common_root, relative_path
from .core.memory import GcPause
from .core.private import scratch_dir
from .core.session_ids import SessionIds, _messages_digest
from .core.sharding import group_sizes, split_by_bytes
from .core.steps_access import replay_options
from .output_folder import staged_output
from .problems import ProblemLog, TraceFormatError
from .redact import Redactor

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


class _Plan:
    """The input split into read tasks: consecutive file groups of about equal bytes, each with
    the relative names (``roots``) of its own files only."""

    def __init__(self, source: str, paths: Iterable[str], root: str | None, options: dict[str, Any]) -> None:
        from .api import builder_class

        self.source = source
        self.options = dict(options)
        files = sorted(os.path.abspath(os.path.expanduser(f)) for f in paths)
        if not files:
            raise FileNotFoundError(f"{source}: no input files")
        common = common_root(files, root)
        roots = {f: relative_path(f, common) for f in files}
        with scratch_dir("ray") as cache:
            builder = builder_class(source)(config_name=DEFAULT_VIEW, cache_dir=cache, **self.options)
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
    from .api import builder_class

    with scratch_dir("ray") as cache:
        builder = builder_class(source)(config_name=DEFAULT_VIEW, cache_dir=cache, **options)
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
    from .api import resolve_files

    if isinstance(paths, (str, os.PathLike)):
        root = root or (str(paths) if os.path.isdir(paths) else None)
        files = resolve_files(source, os.fspath(paths))
    else:
        files = [os.fspath(p) for p in paths]
    ensure_ray()
    datasource = TracesDatasource(source, files, view, root=root, problems=problems, **options)
    return ray.data.read_datasource(datasource)


# -- writing the dataset folder -----------------------------------------------------------------


class _TaskIds:
    """What a task of :func:`write_dataset` does instead of :class:`SessionIds`: it records each
    canonical row's id, messages digest, file and harness, for the driver to replay
    ``SessionIds.assign`` over the whole input in order, and gives rows the ids that replay
    chose for copies (``renames``: row index in the task → id) when the task is run again."""

    def __init__(self, renames: dict[int, str] | None = None) -> None:
        self.renames = renames or {}
        self.seen: list[tuple[str | None, bytes, str | None, str]] = []

    def admit(self, row: dict, log: ProblemLog) -> dict:
        row_id = row.get("id")
        known = isinstance(row_id, str)
        digest = _messages_digest(row) if known else b""
        index = len(self.seen)
        self.seen.append((row_id if known else None, digest, row.get("file_path"), row["harness"]))
        if index in self.renames:
            SessionIds.rename(row, self.renames[index])
        return row


@ray.remote
def _convert_task(
    source: str,
    views: tuple[str, ...],
    groups: list[list[str]],
    roots: dict[str, str],
    options: dict[str, Any],
    strict: bool,
    renames: dict[int, str] | None = None,
    redaction: dict[str, Any] | None = None,
) -> tuple:
    """One read task of :func:`write_dataset`, parsing every row once for all views: each view's
    table, then ``{view: (ids, harnesses)}`` of its rows in arrival order, then what
    :class:`_TaskIds` saw of each canonical row, then the problem log, then what redaction
    replaced (``None`` without ``redaction``: see :class:`_Redaction`)."""
    log = ProblemLog(strict=strict)
    ids = _TaskIds(renames)
    redactor = _Redaction.task_redactor(redaction) if redaction is not None else None
    parts: dict[str, list[pa.Table]] = {view: [] for view in views}
    for tables in _shard_tables(source, views, groups, roots, options, log, ids, redactor):
        for view, table in tables.items():
            parts[view].append(table)
    replaced = None
    if redactor is not None:
        replaced = (redactor.report.total, redactor.report.per_session)
    out = []
    keys = {}
    for view in views:
        if parts[view]:
            table = _storage(pa.concat_tables(parts[view]), view).combine_chunks()
        else:
            table = view_encoder(view).storage_schema.empty_table()
        out.append(table)
        keys[view] = (table.column("id").to_pylist(), table.column("harness").to_pylist())
    return (*out, keys, ids.seen, log, replaced)


@ray.remote
def _redaction_scan_task(
    source: str,
    groups: list[list[str]],
    roots: dict[str, str],
    options: dict[str, Any],
    redaction: dict[str, Any],
    renames: dict[int, str] | None = None,
) -> tuple:
    """A first read of a task's canonical rows for :class:`_Redaction`, rendering nothing.
    Without learned names in ``redaction``: the user names learned from the rows and what
    :class:`_TaskIds` saw of them. With them: the placeholder keys the rows need, in the order
    their values are first found."""
    from .api import builder_class

    learning = "names" not in redaction
    redactor = _Redaction.task_redactor(redaction)
    ids = _TaskIds(renames)
    log = ProblemLog()  # the final pass counts problems
    with scratch_dir("ray") as cache:
        builder = builder_class(source)(config_name=DEFAULT_VIEW, cache_dir=cache, **options)
        for files in groups:
            for row in builder.iter_rows(files, roots, log, ids):
                if learning:
                    redactor.learn([row])
                else:
                    redactor.redact_row(row)
    if learning:
        return sorted(redactor.learned_users), ids.seen
    return list(redactor.placeholders)


class _Redaction:
    """``convert``'s redaction, spread over Ray tasks with the same result. A row's redaction
    depends on the row, the options and the dataset's placeholder key alone (see
    :class:`Redactor`), so every task redacts its own rows with the driver's spec (which holds
    that key); the first read of the rows is kept for the ids it sees. Each task's counts are
    added up on the driver.

    What travels through Ray's object store (which may spill to ``/tmp/ray``) holds no value
    found: tasks return counts, not ``Redactor.seen``. The user and host names to replace, the
    ``--redact-extra`` strings and the placeholder key travel as they are: tasks must match
    them."""

    def __init__(self, options: Any, key: bytes | None = None) -> None:
        self.redactor = Redactor(
            options.redact_extra, keep=options.redact_keep, key=key, keep_images=options.keep_images
        )
        self.key = secrets.token_bytes(32)

    @staticmethod
    def task_redactor(redaction: dict[str, Any]) -> Redactor:
        redactor = Redactor.from_spec(redaction["spec"])
        redactor.placeholder_key = redaction["key"]
        redactor.adopt_names(redaction.get("names", ()))
        if "placeholders" in redaction:
            redactor.placeholders = dict(redaction["placeholders"])
        return redactor

    def learn(self, scan: Any, get: Any, tasks: list) -> list:
        """The names every task learned adopted; returns what :class:`_TaskIds` saw, per task."""
        spec = {"spec": self.redactor.spec, "key": self.key}
        results = get([scan(groups, roots, spec, None) for groups, roots, _ in tasks])
        self.redactor.adopt_names(name for names, _ in results for name in names)
        return [seen for _, seen in results]

    def shared(self) -> Any:
        """The ``redaction`` of the final tasks (a Ray object, shared by them)."""
        return ray.put({"spec": self.redactor.spec, "key": self.key, "names": []})

    def add(self, replaced: tuple) -> None:
        """Count what one task replaced."""
        total, per_session = replaced
        report = self.redactor.report
        report.total.update(total)
        for session, counts in per_session.items():
            report.per_session.setdefault(session, Counter()).update(counts)


@ray.remote
def _write_shard(
    path: str, view: str, rows: list[tuple[int, int]], options: Any, tasks: list[int], *tables: pa.Table
) -> int:
    """Write one Parquet shard of ``rows`` (``(task, row)`` in the order to write) gathered from
    the tables of ``tasks``, as ``convert`` writes it: the view's schema (``datasets`` features in
    its metadata), row groups of ``row_group_size`` rows, ``convert``'s compression. Returns the
    in-memory size of the rows written (the card's ``num_bytes``)."""
    encoder = view_encoder(view)
    schema = encoder.schema
    slot = {task: i for i, task in enumerate(tasks)}
    picked: list[list[int]] = [[] for _ in tasks]
    for task, row in rows:
        picked[slot[task]].append(row)
    taken = [tables[i].take(pa.array(idx, pa.int64())) for i, idx in enumerate(picked) if idx]
    if taken:
        # position of each row in the concatenation of ``taken``, in the order ``rows`` wants
        first, start = {}, 0
        for i, idx in enumerate(picked):
            if idx:
                first[i] = start
                start += len(idx)
        seen = [0] * len(tasks)
        order = []
        for task, _ in rows:
            i = slot[task]
            order.append(first[i] + seen[i])
            seen[i] += 1
        table = encoder.typed(pa.concat_tables(taken).take(pa.array(order, pa.int64())))
    else:
        table = encoder.storage_schema.empty_table().cast(schema)
    group = max(1, options.row_group_size)
    nbytes = 0
    with pq.ParquetWriter(
        path, schema, compression=options.compression, use_dictionary=True, write_statistics=True
    ) as writer:
        if table.num_rows == 0:
            writer.write_table(table)
        for start in range(0, table.num_rows, group):
            chunk = _compacted(table.slice(start, group))
            nbytes += chunk.nbytes
            writer.write_table(chunk, row_group_size=group)
    return nbytes


def _compacted(table: pa.Table) -> pa.Table:
    """``table`` as one-row batches with buffers of their own, as ``convert``'s spool reads them
    back: the same Parquet bytes, and the same in-memory size for the card's ``num_bytes``."""
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, table.schema) as writer:
        writer.write_table(table, max_chunksize=1)
    return pa.ipc.open_stream(sink.getvalue()).read_all()


def _write_config(
    target: Path,
    view: str,
    tables: list[Any],
    order: list[tuple[int, int]],
    options: Any,
    prefix: str = "train",
) -> tuple[list[str], list[Any], int]:
    """Start writing ``order`` (rows as ``(task, row)``, sorted) as ``<prefix>-NNNNN-of-MMMMM.parquet``
    shards of ``rows_per_shard`` rows in Ray tasks. Returns the paths (relative to the folder),
    the pending in-memory sizes and the number of rows."""
    size = max(1, options.rows_per_shard)
    shards = max(1, -(-len(order) // size))
    target.mkdir(parents=True, exist_ok=True)
    paths, pending = [], []
    for index in range(shards):
        name = f"{prefix}-{index:05d}-of-{shards:05d}.parquet"
        rows = order[index * size : (index + 1) * size]
        tasks = sorted({task for task, _ in rows})
        pending.append(
            _write_shard.remote(str(target / name), view, rows, options, tasks, *[tables[t] for t in tasks])
        )
        paths.append(f"data/{target.name}/{name}")
    return paths, pending, len(order)


def write_dataset(
    folder: str | os.PathLike,
    source: str,
    files: list[str],
    options: Any = None,
    *,
    root: str | None = None,
    num_proc: int | None = None,
    force: bool = False,
    skipped: Iterable[tuple[str, str]] = (),
) -> Any:
    """``agent-traces convert … --engine ray``: the folder :func:`agent_traces.output.write_dataset`
    writes, byte for byte, read and written by Ray tasks. Returns an
    :class:`~agent_traces.output.OutputResult`.

    The output folder contract is ``convert``'s, through its own functions: inputs checked and
    unreadable ones counted (``check_inputs``; ``skipped`` is what the file search left out), the
    folder locked, written in staging and swapped in (``staged_output``), no rows →
    :class:`~agent_traces.output.NoRowsError`, and the card, manifest, fingerprint and local
    record written by ``finish_output``; so ``force`` and ``card_figures`` mean what they mean
    there. Ray is started only once the folder is known to be writable.

    Each read task parses its shards once and returns every view's Arrow table; the driver sorts
    only the ``(id, task, row)`` keys (one per row: a session, or a step) and each write task
    gathers the rows of one Parquet shard from the tables it needs. Ray Data's own sort was
    11-16 s per view on the 8-file fixtures of this (loaded) 2-core machine, for five rows.
    Duplicate session ids get the ``:dup-<n>`` ids ``convert`` gives them: the driver replays
    ``SessionIds`` over every task's ids in input order and runs again the (rare) tasks holding
    a copy, with the ids chosen.

    Redaction gives ``convert``'s placeholders and counts (:class:`_Redaction`; the tasks then read
    their files three times). Not done here yet: ``traces`` (trace files are written from the
    canonical rows, which stay in the tasks); it is refused with a message: use the default engine.
    """
    from .output import OutputOptions, check_inputs

    options = options or OutputOptions()
    if options.deny:
        raise ValueError("--engine ray does not apply --deny yet; use the default engine")
    if options.traces:
        raise ValueError(
            "--engine ray does not write --traces yet; convert without --traces, or use the default engine"
        )
    sources, stats, unreadable = check_inputs({source: files})
    skipped_inputs = sorted({*skipped, *unreadable})
    with staged_output(folder, force=force) as staging:
        return _write(staging, source, sources, stats, skipped_inputs, options, root, num_proc)


def _write(
    staging: Any,
    source: str,
    sources: list[tuple[str, list[str]]],
    stats: dict[str, tuple[int, int]],
    skipped_inputs: list[tuple[str, str]],
    options: Any,
    root: str | None,
    num_proc: int | None,
) -> Any:
    from .output import (
        NoRowsError,
        WrittenData,
        _changed_files,
        _no_rows_message,
        combine_configs,
        finish_output,
        placeholder_key,
        shard_prefixes,
    )

    log = ProblemLog(strict=options.strict)
    if not sources:
        raise NoRowsError(_no_rows_message(sources, log, skipped_inputs))
    ensure_ray(num_proc)
    source_options = {"strict": options.strict, "empty_think": options.empty_think, **options.source_options}
    plan = _Plan(source, sources[0][1], root, source_options)
    views = options.views
    # what each view's tables hold: steps as step records, as convert writes them
    stored = tuple(STORED_AS.get(view, view) for view in views)
    tasks = plan.tasks(int(ray.cluster_resources().get("CPU", 1)))

    def submit(
        groups: list[list[str]], roots: dict[str, str], renames: dict[int, str] | None, redaction: Any = None
    ) -> list:
        return _convert_task.options(num_returns=len(views) + 4).remote(
            source, stored, groups, roots, plan.options, options.strict, renames, redaction
        )

    def scan(groups: list[list[str]], roots: dict[str, str], redaction: Any, renames: dict | None) -> Any:
        return _redaction_scan_task.remote(source, groups, roots, plan.options, redaction, renames)

    def gather(refs: Any) -> Any:
        try:
            return ray.get(refs)
        except ray.exceptions.RayTaskError as err:
            if isinstance(err.cause, TraceFormatError):
                raise err.cause from None
            raise

    redaction = (
        _Redaction(options, placeholder_key(staging.target, options.repo_id)) if options.redact else None
    )
    if redaction is None:
        calls = [submit(groups, roots, None) for groups, roots, _ in tasks]
        results = [gather(call[len(views) :]) for call in calls]
        renames = _replay_ids([seen for _, seen, _, _ in results], log)
        for index, chosen in renames.items():
            groups, roots, _ = tasks[index]
            calls[index] = submit(groups, roots, chosen)
            results[index] = gather(calls[index][len(views) :])
    else:
        renames = _replay_ids(redaction.learn(scan, gather, tasks), log)
        final = redaction.shared()
        calls = [submit(g, r, renames.get(i), final) for i, (g, r, _) in enumerate(tasks)]
        results = [gather(call[len(views) :]) for call in calls]
        for *_, replaced in results:
            redaction.add(replaced)
    keys = [task_keys for task_keys, *_ in results]
    for _, _, task_log, _ in results:
        log.merge(task_log)
    changed = _changed_files(stats)
    # the harnesses of the rows as written (redaction may have changed one read from a header)
    harnesses = sorted({h for task_keys in keys for _, written in task_keys.values() for h in written})
    if not any(seen for _, seen, *_ in results):
        raise NoRowsError(_no_rows_message(sources, log, skipped_inputs))
    data_dir = staging.out / "data"
    configs: dict[str, list[str]] = {}
    counts: dict[str, int] = {}
    pending: dict[str, list[Any]] = {}
    for v, view in enumerate(views):
        tables = [call[v] for call in calls]
        rows = sorted(
            (row_id, task, row, harness)
            for task, k in enumerate(keys)
            for row, (row_id, harness) in enumerate(zip(*k[stored[v]], strict=True))
        )
        for harness, prefix in shard_prefixes(harnesses):
            config = f"{view}-{harness}"
            order = [(task, row) for _, task, row, h in rows if h == harness]
            configs[config], pending[config], counts[config] = _write_config(
                data_dir / view, stored[v], tables, order, options, prefix
            )
    nbytes = {config: sum(ray.get(refs)) for config, refs in pending.items()}
    for view in views:
        combine_configs(view, harnesses, configs, counts, nbytes)
    data = WrittenData(configs, counts, nbytes, harnesses, log)
    report = redaction.redactor.report.to_dict() if redaction is not None else None
    return finish_output(
        staging,
        data,
        sources,
        stats,
        skipped_inputs,
        changed,
        options,
        root,
        redaction=report,
        redactor=redaction.redactor if redaction is not None else None,
    )


def _replay_ids(seen: list[list[tuple[str | None, bytes, str | None, str]]], log: ProblemLog) -> dict:
    """``SessionIds`` over every task's canonical rows in input order, as ``convert`` admits them
    in one process: ``{task: {row index: id}}`` of the rows that get a ``:dup-<n>`` id, each
    counted in ``log`` as ``SessionIds.admit`` counts it."""
    ids = SessionIds()
    renames: dict[int, dict[int, str]] = {}
    for task, rows in enumerate(seen):
        for index, (row_id, digest, file_path, _) in enumerate(rows):
            if row_id is None:
                continue
            new_id, reason = ids.assign(row_id, digest)
            if reason is not None:
                renames.setdefault(task, {})[index] = new_id
                log.add(file_path or "", reason, None, row_id, fatal=False)
    return renames
