"""Reading traces without ``datasets``' cache: the rows a builder would produce, and their problems.

``agent-traces inspect`` and the publishing code use this to count sessions and problems
directly; ``load_dataset`` goes through the same parsers via the builders.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import tempfile
import time
from collections import deque
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from huggingface_hub.utils import tqdm

from .core import sharding
from .core.builder import AgentTracesBuilder, SessionIds
from .core.files import common_root, relative_path
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


def read_trajectories(
    source: str,
    files: list[str],
    log: ProblemLog | None = None,
    root: str | None = None,
    *,
    num_proc: int | None = None,
    progress: bool = False,
    action: str = "Reading",
    **options: Any,
) -> Iterator[dict]:
    """Finalized canonical rows (the ``messages`` view) of ``files`` read as ``source``.

    With ``num_proc`` > 1 the builder's shards are parsed in that many processes (a bounded
    window of them at a time, so memory stays flat); rows still come out in shard order, so the
    result is the same as with one process. Fewer processes are started when the input is too
    small to keep them busy (``MIN_BYTES_PER_PROCESS`` each), and one when it is a single shard.
    ``progress`` shows a bar of shards on a terminal, labelled ``action``. Each call appends its :class:`ReadStats`
    to :data:`READS`.
    """
    cls = builder_class(source)
    log = log if log is not None else ProblemLog(strict=bool(options.get("strict")))
    files = sorted(os.path.abspath(f) for f in files)
    common = common_root(files, root)
    roots = {f: relative_path(f, common) for f in files}
    with tempfile.TemporaryDirectory(prefix="agent-traces-") as cache:
        builder = cls(config_name="messages", cache_dir=cache, **options)
        shards = builder.group_files(files)
        ids = SessionIds()
        sizes = sharding.group_sizes(shards)
        stats = ReadStats(source, len(files), sum(sizes) if sizes else 0, requested=num_proc or 1)
        stats.num_proc, stats.note = _processes(
            num_proc, sum(sizes) if sizes is not None else None, len(shards)
        )
        READS.append(stats)
        start = time.perf_counter()
        bar = tqdm(
            total=len(shards), unit=" files", desc=f"{action} {source}", disable=None if progress else True
        )
        with bar:
            if stats.num_proc <= 1:
                for shard in shards:
                    began = time.perf_counter()
                    for row in builder.iter_rows(shard, roots, log, ids):
                        stats.rows += 1
                        yield row
                    stats.busy += time.perf_counter() - began
                    bar.update(1)
                    stats.seconds = time.perf_counter() - start
                return
            workers = stats.num_proc
            with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
                window: deque = deque()
                pending = iter(shards)

                def submit(shard: list[str]) -> Any:
                    names = {f: roots[f] for f in shard}  # not every file's: pickled per shard
                    return pool.submit(_read_shard, source, shard, names, log.strict, options)

                for shard in itertools.islice(pending, 2 * workers):
                    window.append(submit(shard))
                while window:
                    rows, shard_log, busy = window.popleft().result()
                    nxt = next(pending, None)
                    if nxt is not None:
                        window.append(submit(nxt))
                    log.merge(shard_log)
                    bar.update(1)
                    stats.busy += busy
                    stats.rows += len(rows)
                    yield from (ids.admit(row, log) for row in rows)
                    stats.seconds = time.perf_counter() - start


def _read_shard(
    source: str, shard: list[str], roots: dict[str, str], strict: bool, options: dict
) -> tuple[list[dict], ProblemLog, float]:
    """One shard's rows, problems and parsing time, in a worker process."""
    began = time.perf_counter()
    cls = builder_class(source)
    log = ProblemLog(strict=strict)
    with tempfile.TemporaryDirectory(prefix="agent-traces-") as cache:
        builder = cls(config_name="messages", cache_dir=cache, **options)
        rows = list(builder.iter_rows(shard, roots, log))
    return rows, log, time.perf_counter() - began
