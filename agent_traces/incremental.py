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
import json
import os
import shutil
from pathlib import Path
from typing import Any

from .core.private import private_dir, write_private
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
    """The cache of one run: which entries it may reuse, which it used, where it writes.

    :func:`~agent_traces.api.read_trajectories` takes it as ``cache=`` (``api.ShardStore``): a
    shard it holds is taken from it in input order, only the others are read.
    """

    def __init__(
        self,
        folder: Path,
        staging: Path,
        *,
        reuse: bool,
        version: str,
        options: dict[str, Any],
        digests: dict[str, str | None],
    ) -> None:
        self.folder = folder
        self.staging = staging
        self.reuse = reuse
        self.salt = json.dumps({"version": version, "options": options}, sort_keys=True, default=str)
        self.digests = digests  # sha256 of each input (input_digests); None: unreadable, never cached
        self.used: set[str] = set()
        self.written: set[str] = set()
        self.reused: set[str] = set()

    def key(self, source: str, shard: list[str], roots: dict[str, str]) -> str | None:
        """The entry of a shard read as ``source`` with these names; None when a file's digest
        is unknown (then the shard is always read)."""
        files = [(f, roots.get(f), self.digests.get(f)) for f in shard]
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
        private_dir(self.staging)
        write_private(self.staging / f"{key}.json", text.encode("utf-8"))
        self.used.add(key)
        self.written.add(key)

    def commit(self) -> None:
        """Once the new output is in place: move this run's entries into the cache (they were
        written in the run's staging folder, so a failed run leaves nothing) and :meth:`prune`."""
        with contextlib.suppress(OSError):  # the output is in place: a missing entry costs a re-read
            private_dir(self.folder)
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
