"""Scale-out on Ray Data: trace files read by Ray tasks, on one machine or a cluster.

- :func:`read_traces` gives a :class:`ray.data.Dataset` of one view. It reads through
  :class:`TracesDatasource`, whose read tasks are the builder's shards (``group_files``: a Claude
  Code session family stays in one task), each returning Arrow tables of the view's final schema,
  the same tables ``load_dataset`` writes to its cache.
- :func:`write_dataset` writes the folder ``agent-traces convert`` writes (``data/<config>/``
  Parquet shards, ``README.md`` card, ``manifest.json``), so that plain
  ``datasets.load_dataset(folder)`` reads it, under the same output folder contract (staging,
  lock, swap, card and manifest written by :func:`agent_traces.output.finish_output`). It is
  the other executor of ``convert``'s plan (:mod:`agent_traces.output.layout`: the same inputs,
  configs, shard names and ranges, Parquet writer and finishing step): each task parses its
  shards once and renders every view; the driver sorts each view by ``id`` (then arrival order,
  as ``convert`` does) and Ray tasks write the shards, byte for byte what ``convert`` writes.
  Reading is :mod:`agent_traces.ray.read`'s.

Ray starts a local cluster by default (``num_cpus`` = ``num_proc`` when given). On a cluster,
start Ray first (``ray start --head`` / ``ray start --address=…``) and set ``RAY_ADDRESS``, or call
``ray.init(address=…)`` yourself: nothing else changes. Every node needs ``agent-traces[ray]``
installed, and input and output paths must be on storage every node sees (a shared filesystem).
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyarrow as pa

try:
    import ray
    import ray.data
except ImportError as err:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "agent_traces.ray needs Ray Data: pip install 'agent-traces[ray]' (or 'ray[data]')"
    ) from err

from ..converters.views import STORED_AS
from ..core.encoding import view_encoder
from ..core.session_ids import SessionIds, _messages_digest
from ..output_folder import staged_output
from ..problems import ProblemLog, TraceFormatError
from ..redact import Redactor

if TYPE_CHECKING:
    from ..output import Inputs
from .read import (
    MIN_BYTES_PER_TASK,
    ProblemCollector,
    TracesDatasource,
    _builder,
    _Plan,
    _shard_tables,
    _storage,
    ensure_ray,
    read_traces,
)

__all__ = [
    "MIN_BYTES_PER_TASK",
    "ProblemCollector",
    "TracesDatasource",
    "ensure_ray",
    "read_traces",
    "write_dataset",
]


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
    """A first read of a task's canonical rows for :class:`_Redaction`, rendering nothing: the
    user names learned from the rows, and what :class:`_TaskIds` saw of them."""
    redactor = _Redaction.task_redactor(redaction)
    ids = _TaskIds(renames)
    log = ProblemLog()  # the final pass counts problems
    with _builder(source, options) as builder:
        for files in groups:
            for row in builder.iter_rows(files, roots, log, ids):
                redactor.learn([row])
    return sorted(redactor.learned_users), ids.seen


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

    def __init__(self, redactor: Redactor) -> None:
        self.redactor = redactor

    @staticmethod
    def task_redactor(redaction: dict[str, Any]) -> Redactor:
        redactor = Redactor.from_spec(redaction["spec"])
        redactor.adopt_names(redaction.get("names", ()))
        return redactor

    def learn(self, scan: Any, get: Any, tasks: list) -> list:
        """The names every task learned adopted; returns what :class:`_TaskIds` saw, per task."""
        spec = {"spec": self.redactor.spec}
        results = get([scan(groups, roots, spec, None) for groups, roots, _ in tasks])
        self.redactor.adopt_names(name for names, _ in results for name in names)
        return [seen for _, seen in results]

    def shared(self) -> Any:
        """The ``redaction`` of the final tasks (a Ray object, shared by them)."""
        return ray.put({"spec": self.redactor.spec, "names": []})

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
    the tables of ``tasks``, with ``convert``'s writer (:func:`~agent_traces.output.write_shard`).
    Returns the in-memory size of the rows written (the card's ``num_bytes``)."""
    from ..output import write_shard

    encoder = view_encoder(view)
    group = max(1, options.row_group_size)
    table = _gathered(rows, tasks, tables)
    if table is None:
        return write_shard(path, encoder, (), options.compression, group)
    table = encoder.typed(table)
    groups = (_compacted(table.slice(start, group)) for start in range(0, table.num_rows, group))
    return write_shard(path, encoder, groups, options.compression, group)


def _gathered(rows: list[tuple[int, int]], tasks: list[int], tables: tuple[pa.Table, ...]) -> pa.Table | None:
    """The ``(task, row)`` rows of ``tables`` (one table per task of ``tasks``) in that order."""
    slot = {task: i for i, task in enumerate(tasks)}
    picked: list[list[int]] = [[] for _ in tasks]
    for task, row in rows:
        picked[slot[task]].append(row)
    taken = [tables[i].take(pa.array(idx, pa.int64())) for i, idx in enumerate(picked) if idx]
    if not taken:
        return None
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
    return pa.concat_tables(taken).take(pa.array(order, pa.int64()))


def _compacted(table: pa.Table) -> pa.Table:
    """``table`` as one-row batches with buffers of their own, as ``convert``'s spool reads them
    back: the same Parquet bytes, and the same in-memory size for the card's ``num_bytes``."""
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, table.schema) as writer:
        writer.write_table(table, max_chunksize=1)
    return pa.ipc.open_stream(sink.getvalue()).read_all()


def _write_part(
    target: Path, view: str, tables: list[Any], order: list[tuple[int, int]], options: Any, prefix: str
) -> tuple[list[str], list[Any], int]:
    """Start writing ``order`` (rows as ``(task, row)``, sorted) as the shards of
    :func:`~agent_traces.output.shard_ranges`, one Ray task each. Returns the paths (relative to
    the folder), the pending in-memory sizes and the number of rows."""
    from ..core.safe_paths import inside
    from ..output import shard_file, shard_ranges

    target.mkdir(parents=True, exist_ok=True)
    paths, pending = [], []
    for name, start, end in shard_ranges(prefix, len(order), options.rows_per_shard):
        rows = order[start:end]
        tasks = sorted({task for task, _ in rows})
        pending.append(
            _write_shard.remote(
                str(inside(target, name)), view, rows, options, tasks, *[tables[t] for t in tasks]
            )
        )
        paths.append(shard_file(target.name, name))
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
    from ..output import OutputOptions, inputs_to_read

    options = options or OutputOptions()
    if options.shards != "count":
        raise ValueError("--engine ray writes --shards count only; use the default engine for other layouts")
    if options.deny:
        raise ValueError("--engine ray does not apply --deny yet; use the default engine")
    if options.traces:
        raise ValueError(
            "--engine ray does not write --traces yet; convert without --traces, or use the default engine"
        )
    read = inputs_to_read(folder, {source: files}, skipped)
    with staged_output(folder, force=force) as staging:
        return _write(staging, source, read, options, root, num_proc)


def _write(
    staging: Any,
    source: str,
    read: Inputs,
    options: Any,
    root: str | None,
    num_proc: int | None,
) -> Any:
    from ..output import (
        config_parts,
        dataset_redactor,
        finish_output,
        written_data,
    )

    log = ProblemLog(strict=options.strict)
    if not read.sources:
        raise read.no_rows(log)
    ensure_ray(num_proc)
    source_options = {"strict": options.strict, "empty_think": options.empty_think, **options.source_options}
    plan = _Plan(source, read.sources[0][1], root, source_options)
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

    redaction = _Redaction(dataset_redactor(options, staging.target)) if options.redact else None
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
    changed = read.changed()
    # the harnesses of the rows as written (redaction may have changed one read from a header)
    harnesses = sorted({h for task_keys in keys for _, written in task_keys.values() for h in written})
    if not any(seen for _, seen, *_ in results):
        raise read.no_rows(log)
    data_dir = staging.out / "data"
    pending: dict[str, tuple[list[str], list[Any], int]] = {}
    for v, view in enumerate(views):
        tables = [call[v] for call in calls]
        rows = sorted(
            (row_id, task, row, harness)
            for task, k in enumerate(keys)
            for row, (row_id, harness) in enumerate(zip(*k[stored[v]], strict=True))
        )
        for part in config_parts((view,), harnesses):
            order = [(task, row) for _, task, row, h in rows if h == part.harness]
            pending[part.config] = _write_part(
                data_dir / view, stored[v], tables, order, options, part.prefix
            )
    written = {config: (files, sum(ray.get(refs)), rows) for config, (files, refs, rows) in pending.items()}
    data = written_data(views, harnesses, written, log)
    report = redaction.redactor.report.to_dict() if redaction is not None else None
    return finish_output(
        staging,
        data,
        read.sources,
        read.stats,
        read.skipped,
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
