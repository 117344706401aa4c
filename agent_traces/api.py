"""Reading traces without ``datasets``' cache: the rows a builder would produce, and their problems.

``agent-traces inspect`` and the publishing code use this to count sessions and problems
directly; ``load_dataset`` goes through the same parsers via the builders.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import tempfile
from collections import deque
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from huggingface_hub.utils import tqdm

from .core.builder import AgentTracesBuilder, SessionIds
from .core.files import common_root, relative_path
from .problems import ProblemLog
from .registration import register


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
    **options: Any,
) -> Iterator[dict]:
    """Finalized canonical rows (the ``messages`` view) of ``files`` read as ``source``.

    With ``num_proc`` > 1 the builder's shards are parsed in that many processes (a bounded
    window of them at a time, so memory stays flat); rows still come out in shard order, so the
    result is the same as with one process. ``progress`` shows a bar of shards on a terminal.
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
        bar = tqdm(
            total=len(shards), unit=" shards", desc=f"Reading {source}", disable=None if progress else True
        )
        with bar:
            if not num_proc or num_proc <= 1 or len(shards) < 2:
                for shard in shards:
                    yield from builder.iter_rows(shard, roots, log, ids)
                    bar.update(1)
                return
            with ProcessPoolExecutor(num_proc, mp_context=multiprocessing.get_context("spawn")) as pool:
                window: deque = deque()
                pending = iter(shards)

                def submit(shard: list[str]) -> Any:
                    names = {f: roots[f] for f in shard}  # not every file's: pickled per shard
                    return pool.submit(_read_shard, source, shard, names, log.strict, options)

                for shard in itertools.islice(pending, 2 * num_proc):
                    window.append(submit(shard))
                while window:
                    rows, shard_log = window.popleft().result()
                    nxt = next(pending, None)
                    if nxt is not None:
                        window.append(submit(nxt))
                    log.merge(shard_log)
                    bar.update(1)
                    yield from (ids.admit(row, log) for row in rows)


def _read_shard(
    source: str, shard: list[str], roots: dict[str, str], strict: bool, options: dict
) -> tuple[list[dict], ProblemLog]:
    """One shard's rows and problems, in a worker process."""
    cls = builder_class(source)
    log = ProblemLog(strict=strict)
    with tempfile.TemporaryDirectory(prefix="agent-traces-") as cache:
        builder = cls(config_name="messages", cache_dir=cache, **options)
        return list(builder.iter_rows(shard, roots, log)), log
