"""The local engine: the inputs read on this machine (``num_proc`` processes), each view's rows
spooled and sorted on disk, the shards of :mod:`.layout` written, and the output finished by
:func:`~.finish.finish_output`."""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pyarrow as pa
from huggingface_hub.utils import tqdm

from ..converters.views import STORED_AS
from ..core.builder import render_rows, text_size
from ..core.safe_paths import inside
from ..export.traces import TraceWriter
from ..output_folder import Staging, record_path, staged_output
from ..problems import ProblemLog
from ..redact import Redactor
from .finish import finish_output
from .inputs import Inputs, inputs_to_read
from .layout import (
    config_parts,
    count_numbered,
    period_numbered,
    period_of,
    shard_file,
    shard_ranges,
    write_shard,
    written_data,
)
from .options import OutputOptions, OutputResult
from .record import _version, dataset_redactor
from .spool import _Spool


def write_dataset(
    folder: str | os.PathLike,
    inputs: dict[str, list[str]],
    options: OutputOptions | None = None,
    *,
    root: str | None = None,
    redactor: Redactor | None = None,
    num_proc: int | None = None,
    progress: bool = False,
    force: bool = False,
    skipped: Iterable[tuple[str, str]] = (),
    full: bool = False,
    previous: dict[str, Any] | None = None,
    keep_cache: bool = True,
    kept_rows: Iterable[dict] | None = None,
) -> OutputResult:
    """Convert ``inputs`` (source name → files) and write the dataset folder at ``folder``.

    The folder contract is :mod:`agent_traces.output_folder`'s: ``folder`` must be absent, empty
    or a previous agent-traces output (replaced only with ``force``); the new version is written
    beside it and swapped in whole, under a lock. Inputs that cannot be read (and ``skipped``,
    what the file search already left out) are counted by reason in the manifest; inputs that
    change while being read are counted too. No rows raises :class:`NoRowsError` and writes
    nothing. ``num_proc`` and ``progress`` change how the inputs are read, never what is written.

    A re-run reads only the inputs that are new or changed since the previous run into the same
    folder and takes the other shards' rows from the local cache beside it (see
    :mod:`agent_traces.incremental`); ``full`` reads every input again. Either way the folder
    holds the same bytes. ``keep_cache=False`` (a folder no later run will write again, as
    ``publish`` without ``-o`` makes) leaves no cache of unredacted rows after the run.

    ``previous`` is the manifest of the version this one follows (``publish`` reads it from the
    Hub): the card's changelog and the manifest's ``previous_fingerprint`` say what changed since.
    It is an input like the others: never taken from whatever the folder held before.

    ``kept_rows`` (``publish --append``: the published rows of that previous version) are added
    after the inputs' rows, those whose ``id`` the inputs do not have: already published, they
    are neither redacted nor learnt from again.
    """
    options = options or OutputOptions()
    read = inputs_to_read(folder, inputs, skipped)
    with staged_output(folder, force=force) as staging:
        if options.redact and redactor is None:
            redactor = dataset_redactor(options, staging.target)
        return _write(
            staging,
            read,
            options,
            root,
            redactor,
            num_proc,
            progress,
            full,
            keep_cache=keep_cache,
            previous_version=previous,
            kept_rows=kept_rows,
        )


def _write(
    staging: Staging,
    read: Inputs,
    options: OutputOptions,
    root: str | None,
    redactor: Redactor | None,
    num_proc: int | None,
    progress: bool,
    full: bool = False,
    keep_cache: bool = True,
    previous_version: dict[str, Any] | None = None,
    kept_rows: Iterable[dict] | None = None,
) -> OutputResult:
    from ..api import read_trajectories
    from ..incremental import ShardCache, cache_path, input_digests, previous_record

    out = staging.out
    redacting = options.redact and redactor is not None
    reading = {"strict": options.strict, "empty_think": options.empty_think, **options.source_options}
    # token windows are admitted under their session's id: such rows are read as they always were
    cacheable = not (reading.get("tokenizer") or reading.get("max_tokens"))
    previous = None if full else previous_record(record_path(staging.target))
    digests = input_digests(read.stats, previous)
    cache = ShardCache(
        cache_path(staging.target),
        staging.root / "cache",
        reuse=not full,
        version=_version(),
        options=reading,
        digests=digests,
    )

    def canonical_rows(log: ProblemLog, show: bool, action: str = "Reading") -> Iterable[dict]:
        for source, files in read.sources:
            yield from read_trajectories(
                source,
                files,
                log,
                root=root,
                num_proc=num_proc,
                progress=show,
                action=action,
                cache=cache if cacheable else None,
                **reading,
            )

    log = ProblemLog(strict=options.strict)
    traces = TraceWriter(out, options.traces, redactor if redacting else None) if options.traces else None
    if traces is not None:
        traces.add_sources(read.sources, root)
    spools: dict[str, _Spool] = {}
    by_period = options.shards == "period"

    def spool(config: str, view: str) -> _Spool:
        if config not in spools:
            spools[config] = _Spool(staging.spool / config, view, log, by_key=by_period)
        return spools[config]

    harnesses: set[str] = set()
    total = 0
    rows = canonical_rows(log, progress)
    denied: list[str] = []
    if options.deny:
        rows = deny_rows(rows, options.deny, log, denied)
    if redacting:
        rows = redactor.redact_rows(rows, progress=progress)
    if kept_rows is not None:
        rows = _then_missing(rows, kept_rows)
    for row in rows:
        if traces is not None:
            traces.add_row(row)
        total += 1
        harnesses.add(row["harness"])
        period = period_of(row) if by_period else ""
        key = f"{row.get('sent_at') or ''}\0{row.get('id') or ''}" if by_period else None
        for view in options.views:
            stored = STORED_AS.get(view, view)  # steps: step records, states rebuilt when read
            rendered = render_rows(row, stored, options.empty_think, log)
            weight = text_size(row, stored, len(rendered))
            name = f"{view}-{row['harness']}" + (f"@{period}" if by_period else "")
            spool(name, stored).extend(rendered, weight, key)
    changed = read.changed()
    if not total:
        raise read.no_rows(log)
    written: dict[str, tuple[list[str], int, int]] = {}
    parts = config_parts(options.views, harnesses)
    for part in tqdm(parts, desc="Writing Parquet", unit=" configs", disable=None if progress else True):
        target = out / "data" / part.view
        if by_period:
            periods = sorted(
                (name.partition("@")[2], spools[name])
                for name in spools
                if name.startswith(f"{part.config}@")
            )
            written[part.config] = _write_periods(target, periods, part.view, part.harness, options, log)
        else:
            written[part.config] = _write_config(target, spool(part.config, part.view), options, part.prefix)
    shutil.rmtree(staging.spool, ignore_errors=True)
    redaction = redactor.report.to_dict() if redacting else None
    return finish_output(
        staging,
        written_data(options.views, harnesses, written, log),
        read.sources,
        read.stats,
        read.skipped,
        changed,
        options,
        root,
        redaction=redaction,
        traces=traces,
        digests=digests,
        after_commit=cache.commit if cacheable and keep_cache else None,
        incremental={"full": full, **cache.summary()} if cacheable else None,
        previous=previous_version,
        redactor=redactor if redacting else None,
        denied=denied,
    )


def _then_missing(rows: Iterable[dict], kept: Iterable[dict]) -> Iterator[dict]:
    """``rows``, then the rows of ``kept`` whose ``id`` none of them had (each id once)."""
    seen: set[str] = set()
    for row in rows:
        seen.add(row.get("id"))
        yield row
    for row in kept:
        if row.get("id") not in seen:
            seen.add(row.get("id"))
            yield row


def deny_rows(
    rows: Iterable[dict], patterns: Iterable[str], log: ProblemLog, denied: list[str]
) -> Iterator[dict]:
    """``rows`` without the sessions that have a string (any field, any depth, dict keys) one of
    ``patterns`` matches; each left out is counted as ``denied`` and its id added to ``denied``."""
    from ..redact import row_strings

    compiled = [re.compile(p) for p in patterns]
    for row in rows:
        if any(p.search(text) for text in row_strings(row) for p in compiled):
            log.add(str(row.get("file_path") or ""), "denied", fatal=False)
            denied.append(str(row.get("id")))
            continue
        yield row


def _write_config(
    target: Path,
    spool: _Spool,
    options: OutputOptions,
    prefix: str = "train",
    numbered: Callable[[int, int], str] = count_numbered,
) -> tuple[list[str], int, int]:
    """Write one config (or one harness's part of it) from its spool as the shards of
    :func:`~.layout.shard_ranges`, one row group at a time. Returns the shard paths relative to
    the folder, the size of the data in memory (the card's ``num_bytes``) and the number of rows."""
    target.mkdir(parents=True, exist_ok=True)
    group = max(1, options.row_group_size)
    rows = spool.merged()
    written = []
    nbytes = 0
    for name, start, end in shard_ranges(prefix, spool.num_rows, options.rows_per_shard, numbered):
        groups = _row_groups(rows, end - start, group, spool.schema)
        nbytes += write_shard(inside(target, name), spool.encoder, groups, options.compression, group)
        written.append(shard_file(target.name, name))
    return written, nbytes, spool.num_rows


def _row_groups(
    rows: Iterator[pa.RecordBatch], count: int, group: int, schema: pa.Schema
) -> Iterator[pa.Table]:
    """The next ``count`` rows of ``rows`` (one-row batches) as tables of ``group`` rows."""
    for start in range(0, count, group):
        batches = [next(rows) for _ in range(min(group, count - start))]
        yield pa.Table.from_batches(batches, schema=schema)


def _write_periods(
    target: Path,
    periods: list[tuple[str, _Spool]],
    view: str,
    harness: str,
    options: OutputOptions,
    log: ProblemLog,
) -> tuple[list[str], int, int]:
    """Write one harness's part of a view as ``train-<harness>-<period>-NNNN.parquet``: per
    month, rows in time order, a file every ``rows_per_shard`` rows. The numbers restart each
    month and carry no total, so a month that gains sessions at its end adds or rewrites only
    its last files. No rows at all: one empty ``train-<harness>-empty-0000.parquet``."""
    if not periods:
        periods = [("empty", _Spool(target / ".empty", view, log, by_key=True))]
    written: list[str] = []
    nbytes = total = 0
    for period, spool in periods:
        files, size, rows = _write_config(
            target, spool, options, f"train-{harness}-{period}", numbered=period_numbered
        )
        written += files
        nbytes += size
        total += rows
    return written, nbytes, total
