"""Reading traces without ``datasets``' cache: the rows a builder would produce, and their problems.

``agent-traces inspect`` and the publishing code use this to count sessions and problems
directly, and ``convert`` reads its rows through it, with the shard cache of
:mod:`agent_traces.incremental` as ``cache``; ``load_dataset`` goes through the same parsers via
the builders.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

from huggingface_hub.utils import tqdm

from .core import sharding
from .core.builder import AgentTracesBuilder
from .core.files import common_root, relative_path
from .core.private import scratch_dir
from .core.session_ids import SessionIds
from .problems import ProblemLog
from .registration import register


@dataclass
class ReadStats:
    """How one :func:`read_trajectories` pass went: what the command line reports after it.

    ``busy`` is the time spent parsing, summed over the processes: ``busy / seconds`` is how
    many processes' worth of work was done at once (1.0 with one process; with ``num_proc`` the
    gain over one process, as far as reading goes).
    """

    source: str
    files: int = 0
    bytes: int = 0
    rows: int = 0
    seconds: float = 0.0
    busy: float = 0.0
    num_proc: int = 1
    requested: int = 1
    note: str = ""
    cached_files: int = 0  # files of the shards taken from the incremental cache, not read

    def as_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "files": self.files,
            "bytes": self.bytes,
            "rows": self.rows,
            "seconds": round(self.seconds, 3),
            "rows_per_second": round(self.rows / self.seconds, 1) if self.seconds else None,
            "num_proc": self.num_proc,
            "num_proc_requested": self.requested,
            "parallel_gain": round(self.busy / self.seconds, 2)
            if self.seconds and self.num_proc > 1
            else None,
            "note": self.note,
            "files_from_cache": self.cached_files,
        }


READS: list[ReadStats] = []
"""One entry per :func:`read_trajectories` call in this process, for the command line's summary."""


def _processes(requested: int | None, total_bytes: int | None, shards: int) -> tuple[int, str]:
    """How many processes are worth starting, and why fewer than asked (``""`` when not)."""
    if not requested or requested <= 1:
        return 1, ""
    if shards < 2:
        return 1, f"--num-proc {requested}: one shard of input, read in one process"
    useful = requested
    if total_bytes is not None:
        useful = max(1, min(requested, total_bytes // sharding.MIN_BYTES_PER_PROCESS))
    useful = min(useful, shards)
    if useful < requested:
        return useful, (
            f"--num-proc {requested}: {total_bytes / 1e6:.1f} MB of input keeps {useful} process(es) busy "
            f"(starting one costs about what parsing {sharding.MIN_BYTES_PER_PROCESS >> 20} MiB does)"
        )
    return useful, ""


def builder_class(source: str) -> type[AgentTracesBuilder]:
    """The builder class registered under ``source``; a clear error for unknown names."""
    builders = register()
    if source not in builders:
        raise ValueError(f"unknown source {source!r}; available: {', '.join(sorted(builders))}")
    return builders[source]


def resolve_files(source: str, path: str | None = None) -> list[str]:
    """Files of ``source`` at ``path`` (a file or a folder), or at the tool's default location."""
    cls = builder_class(source)
    if path and os.path.isfile(path):
        return [os.path.abspath(path)]
    return cls.resolve_data_files(path)


class ShardStore(Protocol):
    """Where :func:`read_trajectories` may find a shard's rows and problems instead of reading its
    files (``incremental.ShardCache``). A shard's rows depend only on its files, their names and
    the reading options, so a key of those stands for them; ``None`` is a shard never stored."""

    def key(self, source: str, shard: list[str], roots: dict[str, str]) -> str | None: ...

    def has(self, key: str | None) -> bool: ...

    def get(self, key: str) -> tuple[list[dict], ProblemLog] | None: ...

    def put(self, key: str | None, rows: list[dict], log: ProblemLog) -> None: ...


def read_trajectories(
    source: str,
    files: list[str],
    log: ProblemLog | None = None,
    root: str | None = None,
    *,
    num_proc: int | None = None,
    progress: bool = False,
    action: str = "Reading",
    cache: ShardStore | None = None,
    **options: Any,
) -> Iterator[dict]:
    """Finalized canonical rows (the ``messages`` view) of ``files`` read as ``source``.

    With ``num_proc`` > 1 the builder's shards are parsed in that many processes (a bounded
    window of them at a time, so memory stays flat); rows still come out in shard order, so the
    result is the same as with one process. Fewer processes are started when the input is too
    small to keep them busy (``MIN_BYTES_PER_PROCESS`` each), and one when it is a single shard.
    With a ``cache``, a shard it holds is taken from it in its place in that order, only the
    others are read (and stored): the same rows, ids and problem counts as reading every shard.
    ``progress`` shows a bar of shards on a terminal, labelled ``action``. Each call appends its
    :class:`ReadStats` to :data:`READS`.
    """
    cls = builder_class(source)
    log = log if log is not None else ProblemLog(strict=bool(options.get("strict")))
    files = sorted(os.path.abspath(f) for f in files)
    common = common_root(files, root)
    roots = {f: relative_path(f, common) for f in files}
    with scratch_dir("read") as tmp:
        builder = cls(config_name="messages", cache_dir=tmp, **options)
        shards = builder.group_files(files)
        keys = [cache.key(source, shard, roots) for shard in shards] if cache is not None else []
        cached = [cache.has(key) for key in keys] if cache is not None else [False] * len(shards)
        todo = [i for i, hit in enumerate(cached) if not hit]
        sizes = sharding.group_sizes(shards)
        stats = ReadStats(source, len(files), sum(sizes) if sizes else 0, requested=num_proc or 1)
        todo_bytes = sum(sizes[i] for i in todo) if sizes is not None else None
        stats.num_proc, stats.note = _processes(num_proc, todo_bytes, len(todo))
        stats.cached_files = sum(len(shards[i]) for i, hit in enumerate(cached) if hit)
        READS.append(stats)
        start = time.perf_counter()
        bar = tqdm(
            total=len(shards), unit=" shards", desc=f"{action} {source}", disable=None if progress else True
        )
        pool = None
        futures: dict[int, Any] = {}
        missing = iter(todo)
        if stats.num_proc > 1:
            pool = ProcessPoolExecutor(stats.num_proc, mp_context=multiprocessing.get_context("spawn"))

        def submit(count: int) -> None:
            for i in itertools.islice(missing, count):
                names = {f: roots[f] for f in shards[i]}  # not every file's: pickled per shard
                futures[i] = pool.submit(_read_shard, source, shards[i], names, log.strict, options)

        def read(index: int) -> tuple[list[dict], ProblemLog]:
            """A shard's rows and problems: from the cache, a worker or this process."""
            began = time.perf_counter()
            hit = cache.get(keys[index]) if cached[index] else None
            if hit is not None:
                stats.busy += time.perf_counter() - began
                return hit
            if index in futures:
                submit(1)
                rows, shard_log, busy = futures.pop(index).result()
                stats.busy += busy
            else:  # read here: one process, or a cache entry that could not be read
                shard_log = ProblemLog(strict=log.strict)
                rows = list(builder.iter_rows(shards[index], roots, shard_log))
                stats.busy += time.perf_counter() - began
            if cache is not None:
                cache.put(keys[index], rows, shard_log)
            return rows, shard_log

        ids = SessionIds()
        try:
            if pool is not None:
                submit(2 * stats.num_proc)
            with bar:
                for index, shard in enumerate(shards):
                    if pool is None and cache is None:  # rows as they are parsed, problems as found
                        began = time.perf_counter()
                        for row in builder.iter_rows(shard, roots, log, ids):
                            stats.rows += 1
                            yield row
                        stats.busy += time.perf_counter() - began
                    else:
                        rows, shard_log = read(index)
                        log.merge(shard_log)
                        stats.rows += len(rows)
                        yield from (ids.admit(row, log) for row in rows)
                    bar.update(1)
                    stats.seconds = time.perf_counter() - start
        finally:
            if pool is not None:
                pool.shutdown(cancel_futures=True)


def _read_shard(
    source: str, shard: list[str], roots: dict[str, str], strict: bool, options: dict
) -> tuple[list[dict], ProblemLog, float]:
    """One shard's rows, problems and parsing time, in a worker process."""
    began = time.perf_counter()
    cls = builder_class(source)
    log = ProblemLog(strict=strict)
    with scratch_dir("read") as cache:
        builder = cls(config_name="messages", cache_dir=cache, **options)
        rows = list(builder.iter_rows(shard, roots, log))
    return rows, log, time.perf_counter() - began
