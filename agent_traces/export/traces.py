"""``--traces {sts,native}``: trace files beside the Parquet, for the Hub's trace viewer.

:class:`TraceWriter` is what ``convert``/``publish`` call while writing a dataset folder:

- ``sts``: every row, as it is written to the Parquet (so redacted when the Parquet is), becomes
  one Session Trace Simple Format file ``traces/<harness>/<id>.jsonl`` (see :mod:`.sts`);
- ``native``: the input files of sources the Hub renders natively (Claude Code, Codex, Droid, Pi) are
  written redacted under ``traces/<source>/<path>`` (see :mod:`.native`); rows of every other
  source are written as STS, so each session is viewable either way.

:meth:`TraceWriter.files` is the list of written files for the manifest (the single list of what
is uploaded) and :meth:`TraceWriter.summary` what goes in the manifest about them.

The card declares no config for them: ``datasets`` (5.2) builds every config of a repository
with the one builder it infers from the first config's files, so a JSONL ``traces`` config
beside the Parquet ones makes ``load_dataset(folder, "traces")`` fail (Arrow reads the JSONL as
Parquet). With the configs naming only ``data/``, ``load_dataset(folder)`` and every view config
read the Parquet, and the trace files are plain files of the repository.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.safe_paths import NameBook, write_inside
from .native import NATIVE_HARNESSES, write_native
from .sts import sts_bytes, sts_path

if TYPE_CHECKING:
    from ..redact import Redactor

TRACE_MODES = ("sts", "native")
TRACES_DIR = "traces"
MIXED_SOURCE = "agent_traces"


class TraceWriter:
    """Writes the ``traces/`` folder of a dataset folder in one of :data:`TRACE_MODES`."""

    def __init__(self, folder: str | os.PathLike, mode: str, redactor: Redactor | None = None) -> None:
        if mode not in TRACE_MODES:
            raise ValueError(f"unknown --traces mode {mode!r}; choose from {', '.join(TRACE_MODES)}")
        self.folder = Path(folder)
        self.mode = mode
        self.redactor = redactor
        self.native_harnesses: set[str] = set()
        self.skipped: Counter = Counter()
        self.native_redaction: dict[str, Any] | None = None
        self._files: dict[str, str] = {}
        self._taken = NameBook()

    def add_sources(self, sources: list[tuple[str, list[str]]], root: str | None = None) -> None:
        """In ``native`` mode, write the files of every source the Hub renders natively (files
        of the mixed ``agent_traces`` source are detected one by one). Call before :meth:`add_row`,
        after the redactor has learned the dataset's user names."""
        if self.mode != "native":
            return
        by_source: dict[str, list[str]] = {}
        for source, files in sources:
            if source == MIXED_SOURCE:
                from ..detect import detect_format

                for path in files:
                    detected = detect_format(path)
                    if detected in NATIVE_HARNESSES:
                        by_source.setdefault(detected, []).append(path)
            elif source in NATIVE_HARNESSES:
                by_source.setdefault(source, []).extend(files)
        reports = []
        for source in sorted(by_source):
            files = sorted(set(by_source[source]))
            base = _root(files, root, source)
            written, skipped, report = write_native(
                self.folder, source, files, base, self.redactor, self._taken
            )
            self.skipped.update(skipped)
            for path in written:
                self._files[path] = source
            self.native_harnesses.add(source)
            if report is not None:
                reports.append(report)
        if reports:
            total: Counter = Counter()
            for report in reports:
                total.update(report["total"])
            self.native_redaction = {
                "total": dict(sorted(total.items())),
                "replacements": sum(total.values()),
            }

    def add_row(self, row: dict) -> None:
        """Write one canonical row as STS, unless its harness went out natively."""
        if row["harness"] in self.native_harnesses:
            return
        path = sts_path(row)
        if self._taken.taken(path):
            stem, n = path[: -len(".jsonl")], 2
            while self._taken.taken(f"{stem}-{n}.jsonl"):
                n += 1
            path = f"{stem}-{n}.jsonl"
        path = self._taken.claim(path.split("/"))
        write_inside(self.folder, path, sts_bytes(row))
        self._files[path] = row["harness"]

    def files(self) -> list[str]:
        """Every written file, relative to the folder, sorted."""
        return sorted(self._files)

    def summary(self) -> dict[str, Any]:
        """For the manifest: the mode, files per harness and format, what was left out."""
        by: Counter = Counter()
        for harness in self._files.values():
            fmt = "native" if harness in self.native_harnesses else "sts"
            by[f"{harness} ({fmt})"] += 1
        out: dict[str, Any] = {
            "mode": self.mode,
            "files": len(self._files),
            "by_harness": dict(sorted(by.items())),
        }
        if self.skipped:
            out["left_out"] = dict(sorted(self.skipped.items()))
        if self.native_redaction is not None:
            out["native_redaction"] = self.native_redaction
        return out


def _root(files: list[str], root: str | None, source: str) -> str:
    """The folder the native paths are relative to: the input root when every file is under it
    (as the manifest lists inputs), else their common folder; so a source's layout (Claude Code's
    ``<project>/<session>.jsonl``) is kept below ``traces/<source>/``. A folder named after the
    source directly below it (a mixed folder's ``claude_code/``) is not repeated there."""
    base = None
    if root:
        base = os.path.abspath(os.path.expanduser(root))
        if os.path.isfile(base):
            base = os.path.dirname(base)
        if not all(os.path.abspath(f).startswith(base + os.sep) for f in files):
            base = None
    if base is None:
        if len(files) == 1:
            return os.path.dirname(os.path.abspath(files[0]))
        base = os.path.commonpath([os.path.abspath(f) for f in files])
    named = os.path.join(base, source)
    if all(os.path.abspath(f).startswith(named + os.sep) for f in files):
        return named
    return base
