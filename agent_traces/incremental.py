"""Incremental conversion: a re-run reads only the inputs that are new or changed.

The unit of reading is a builder shard (``group_files``: a session file with the files that
belong to it). A shard's finalized canonical rows and problems depend only on its files, their
names relative to the input root and the reading options (that is what lets ``num_proc`` read
shards in other processes), so they are kept in a local cache beside ``DIR``::

    .<name>.agent-traces-cache/<key>.json     {"rows": [...], "problems": {...}}

``key`` is a digest of the source, the reading options, the agent-traces version and, for each
file of the shard, its path, its name relative to the root and its sha256. A file's sha256 is
taken from the local record of the previous run (:func:`~agent_traces.output_folder.record_path`)
when its path, size and modification time are unchanged, and computed otherwise. The cache holds
*unredacted* rows: like the record it is never inside ``DIR`` and never uploaded.

Everything after reading is done again over all rows, from cached shards and freshly read ones
alike: duplicate-id numbering (``SessionIds``, in input order), redaction (user names are
learnt from every row, placeholders numbered across the dataset), sorting, writing, statistics
and the card. So an incremental run writes the same bytes as a full run. Changed reading options
or another agent-traces version change every key, so every shard is read again; ``full=True``
(``--full``) reads every shard whatever the cache holds. Entries no shard of the run used
(deleted or changed inputs, other options) are removed once the new output is in place.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .output_folder import sha256_file, sibling
from .problems import ProblemLog

CACHE_SUFFIX = ".agent-traces-cache"


def cache_path(target: str | os.PathLike) -> Path:
    """Where the local cache of canonical rows of the output at ``target`` is kept."""
    return sibling(Path(os.path.realpath(target)), CACHE_SUFFIX)


def previous_record(record_file: Path) -> dict[str, Any] | None:
    try:
        record = json.loads(record_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return record if isinstance(record, dict) else None


def input_digests(stats: dict[str, tuple[int, int]], record: dict[str, Any] | None) -> dict[str, str | None]:
    """sha256 of every input: the previous record's when path, size and mtime are unchanged."""
    known = {}
    for entry in (record or {}).get("inputs", []):
        if isinstance(entry, dict) and entry.get("abspath") and entry.get("sha256"):
            known[entry["abspath"]] = (entry.get("size"), entry.get("mtime_ns"), entry["sha256"])
    digests: dict[str, str | None] = {}
    for path, (size, mtime) in stats.items():
        seen = known.get(path)
        if seen is not None and seen[:2] == (size, mtime):
            digests[path] = seen[2]
            continue
        try:
            digests[path] = sha256_file(path)
        except OSError:
            digests[path] = None
    return digests


class ShardCache:
    """The cache of one run: which entries it may reuse, which it used, where it writes."""

    def __init__(
        self, folder: Path, staging: Path, *, reuse: bool, version: str, options: dict[str, Any]
    ) -> None:
        self.folder = folder
        self.staging = staging
        self.reuse = reuse
        self.salt = json.dumps({"version": version, "options": options}, sort_keys=True, default=str)
        self.used: set[str] = set()
        self.written: set[str] = set()
        self.reused: set[str] = set()

    def key(self, source: str, shard: list[str], roots: dict[str, str], digests: dict) -> str | None:
        files = [(f, roots.get(f), digests.get(f)) for f in shard]
        if any(d is None for _, _, d in files):
            return None
        payload = json.dumps([self.salt, source, files])
        return hashlib.sha256(payload.encode()).hexdigest()

    def has(self, key: str | None) -> bool:
        """Whether the run may take this shard from the cache: written by an earlier run (and
        reuse allowed), or by this run's first pass (redaction reads the rows twice)."""
        if key is None or not (self.reuse or key in self.written):
            return False
        return self._path(key).is_file()

    def _path(self, key: str) -> Path:
        return (self.staging if key in self.written else self.folder) / f"{key}.json"

    def get(self, key: str) -> tuple[list[dict], ProblemLog] | None:
        """The shard's rows and problems, or None when the entry cannot be read (then the
        shard is read from its files)."""
        try:
            data = json.loads(self._path(key).read_text(encoding="utf-8"))
            rows, problems = data["rows"], data["problems"]
            log = ProblemLog()
            for file, reason, n in problems["counts"]:
                log.counts[(file, reason)] += n
            log.examples.update(problems["examples"])
            log.deliberate.update(problems["deliberate"])
        except (OSError, ValueError, KeyError, TypeError):
            return None
        self.used.add(key)
        if key not in self.written:
            self.reused.add(key)
        return rows, log

    def summary(self) -> dict[str, int]:
        """Shards taken from the cache and shards read (the first pass's, once each)."""
        return {"shards_reused": len(self.reused), "shards_read": len(self.written)}

    def put(self, key: str | None, rows: list[dict], log: ProblemLog) -> None:
        if key is None:
            return
        text = json.dumps(
            {
                "rows": rows,
                "problems": {
                    "counts": [[f, r, n] for (f, r), n in log.counts.items()],
                    "examples": log.examples,
                    "deliberate": sorted(log.deliberate),
                },
            },
            ensure_ascii=False,
        )
        if json.loads(text)["rows"] != rows:
            return  # a value JSON does not keep exactly (a tuple, a non-str key): not cached
        self.staging.mkdir(parents=True, exist_ok=True)
        (self.staging / f"{key}.json").write_text(text, encoding="utf-8")
        self.used.add(key)
        self.written.add(key)

    def commit(self) -> None:
        """Once the new output is in place: move this run's entries into the cache (they were
        written in the run's staging folder, so a failed run leaves nothing) and :meth:`prune`."""
        with contextlib.suppress(OSError):  # the output is in place: a missing entry costs a re-read
            self.folder.mkdir(parents=True, exist_ok=True)
            for key in sorted(self.written):
                os.replace(self.staging / f"{key}.json", self.folder / f"{key}.json")
        self.prune()

    def prune(self) -> None:
        """Remove the entries this run did not use (inputs deleted or changed, old options)."""
        with contextlib.suppress(OSError):  # the output is in place: a stale entry costs disk only
            for entry in list(self.folder.iterdir()):
                if entry.is_dir():
                    shutil.rmtree(entry, ignore_errors=True)
                elif entry.name.removesuffix(".json") not in self.used:
                    entry.unlink(missing_ok=True)


def read_cached(
    source: str,
    files: list[str],
    log: ProblemLog,
    cache: ShardCache,
    digests: dict[str, str | None],
    root: str | None = None,
    *,
    num_proc: int | None = None,
    progress: bool = False,
    action: str = "Reading",
    **options: Any,
) -> Iterator[dict]:
    """:func:`~agent_traces.api.read_trajectories`' rows, each shard from ``cache`` when it has
    it: the same rows, ids and problem counts as reading every shard."""
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing import get_context

    from tqdm.auto import tqdm

    from .api import READS, ReadStats, _processes, _read_shard, builder_class
    from .core import sharding
    from .core.builder import SessionIds
    from .core.files import common_root, relative_path

    cls = builder_class(source)
    files = sorted(os.path.abspath(f) for f in files)
    common = common_root(files, root)
    roots = {f: relative_path(f, common) for f in files}
    with tempfile.TemporaryDirectory(prefix="agent-traces-") as tmp:
        builder = cls(config_name="messages", cache_dir=tmp, **options)
        shards = builder.group_files(files)
        keys = [cache.key(source, shard, roots, digests) for shard in shards]
        cached = [cache.has(key) for key in keys]
        todo = [i for i, hit in enumerate(cached) if not hit]
        missing = iter(todo)
        sizes = sharding.group_sizes(shards)
        stats = ReadStats(source, len(files), sum(sizes) if sizes else 0, requested=num_proc or 1)
        todo_bytes = sum(sizes[i] for i in todo) if sizes is not None else None
        stats.num_proc, stats.note = _processes(num_proc, todo_bytes, len(todo))
        READS.append(stats)
        start = time.perf_counter()
        bar = tqdm(
            total=len(shards), unit=" shards", desc=f"{action} {source}", disable=None if progress else True
        )
        pool = None
        futures: dict[int, Any] = {}
        if stats.num_proc > 1:
            pool = ProcessPoolExecutor(stats.num_proc, mp_context=get_context("spawn"))

        def submit(count: int) -> None:
            for i in itertools.islice(missing, count):
                names = {f: roots[f] for f in shards[i]}
                futures[i] = pool.submit(_read_shard, source, shards[i], names, log.strict, options)

        def read(index: int) -> tuple[list[dict], ProblemLog]:
            began = time.perf_counter()
            hit = cache.get(keys[index]) if cached[index] else None
            if hit is not None:
                stats.busy += time.perf_counter() - began
                return hit
            if index in futures:
                submit(1)
                rows, shard_log, busy = futures.pop(index).result()
                stats.busy += busy
            else:
                shard_log = ProblemLog(strict=log.strict)
                rows = list(builder.iter_rows(shards[index], roots, shard_log))
                stats.busy += time.perf_counter() - began
            cache.put(keys[index], rows, shard_log)
            return rows, shard_log

        ids = SessionIds()
        try:
            if pool is not None:
                submit(2 * stats.num_proc)
            with bar:
                for index in range(len(shards)):
                    rows, shard_log = read(index)
                    log.merge(shard_log)
                    bar.update(1)
                    stats.rows += len(rows)
                    yield from (ids.admit(row, log) for row in rows)
                    stats.seconds = time.perf_counter() - start
        finally:
            if pool is not None:
                pool.shutdown(cancel_futures=True)
