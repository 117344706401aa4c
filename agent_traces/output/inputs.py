"""The inputs of an output: which can be read (checked before anything is read), which changed
while being read, and the messages that say why there were no rows."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ..core.files import unreadable_reason
from ..output_folder import belongs_to_output
from ..problems import ProblemLog
from .options import NoRowsError


def check_inputs(
    inputs: dict[str, list[str]],
) -> tuple[list[tuple[str, list[str]]], dict[str, tuple[int, int]], list[tuple[str, str]]]:
    """``(sources with their readable files, (size, mtime_ns) of each, skipped (path, reason))``.

    Every input is checked before anything is read (see
    :func:`~agent_traces.core.files.unreadable_reason`); what cannot be read costs itself only.
    """
    sources: list[tuple[str, list[str]]] = []
    stats: dict[str, tuple[int, int]] = {}
    skipped: list[tuple[str, str]] = []
    for source in sorted(inputs):
        kept = []
        for path in sorted({os.path.abspath(f) for f in inputs[source]}):
            reason = unreadable_reason(path)
            if reason is None:
                try:
                    info = os.stat(path)
                except OSError:
                    reason = "unreadable"
                else:
                    stats[path] = (info.st_size, info.st_mtime_ns)
                    kept.append(path)
            if reason is not None:
                skipped.append((path, reason))
        if kept:
            sources.append((source, kept))
    return sources, stats, skipped


@dataclass
class Inputs:
    """What an output reads, as every engine sees it: the sources with their readable files, the
    ``(size, mtime_ns)`` of each when first checked, and what is left out (``(path, reason)``)."""

    sources: list[tuple[str, list[str]]]
    stats: dict[str, tuple[int, int]]
    skipped: list[tuple[str, str]]

    def changed(self) -> list[str]:
        """The inputs that changed since they were checked (see :func:`_changed_files`)."""
        return _changed_files(self.stats)

    def no_rows(self, log: ProblemLog) -> NoRowsError:
        """The error of inputs that gave no rows: what was seen, in which formats, with which problems."""
        return NoRowsError(_no_rows_message(self.sources, log, self.skipped))


def inputs_to_read(
    folder: str | os.PathLike, inputs: dict[str, list[str]], skipped: Iterable[tuple[str, str]] = ()
) -> Inputs:
    """What every engine reads of ``inputs`` to write ``folder``: :func:`check_inputs`' sources and
    stats, and what is left out (``skipped``, what the file search left out, and the unreadable).
    An output inside the input folder: its own files are never inputs (not counted either, so the
    first run and the next ones write the same manifest)."""
    inputs = {s: [f for f in files if not belongs_to_output(f, folder)] for s, files in inputs.items()}
    sources, stats, unreadable = check_inputs(inputs)
    return Inputs(sources, stats, sorted({*skipped, *unreadable}))


def _changed_files(stats: dict[str, tuple[int, int]]) -> list[str]:
    """Inputs whose size or modification time differ from when they were first checked."""
    changed = []
    for path, before in stats.items():
        try:
            info = os.stat(path)
        except OSError:
            changed.append(path)
            continue
        if (info.st_size, info.st_mtime_ns) != before:
            changed.append(path)
    return sorted(changed)


MAX_FILES_LISTED = 10
MAX_FILES_DETECTED = 200


def no_files_message(source: str, path: str, patterns: Iterable[str]) -> str:
    """Why ``source`` found nothing to read under ``path``: what is there, in which formats."""
    from ..core.files import walk_files
    from ..detect import detect_format

    files, skipped = walk_files(path)
    lines = [
        f"no rows: nothing under {path} matches what {source} reads ({', '.join(patterns)}), "
        "so nothing was written."
    ]
    formats: Counter[str] = Counter()
    for index, file in enumerate(files[:MAX_FILES_DETECTED]):
        fmt = detect_format(file) or "in no known format"
        formats[fmt] += 1
        if index < MAX_FILES_LISTED:
            lines.append(f"  {file}  (looks like: {fmt})")
    if len(files) > MAX_FILES_LISTED:
        lines.append(f"  … and {len(files) - MAX_FILES_LISTED} more")
    if files:
        shown = ", ".join(f"{f} {n}" for f, n in sorted(formats.items()))
        lines.append(f"seen {len(files)} file(s); detected formats (first {MAX_FILES_DETECTED}): {shown}")
    else:
        lines.append("seen: no readable file at all")
    if skipped:
        counts = Counter(reason for _, reason in skipped)
        lines.append(
            "skipped (not readable as files): " + ", ".join(f"{r} {n}" for r, n in sorted(counts.items()))
        )
    return "\n".join(lines)


def _no_rows_message(
    sources: list[tuple[str, list[str]]], log: ProblemLog, skipped: list[tuple[str, str]]
) -> str:
    """Which files were seen, in which formats (as detected), with which problems."""
    from ..detect import detect_format

    files = [(source, path) for source, paths in sources for path in paths]
    lines = ["no rows: the inputs gave no sessions, so nothing was written."]
    if files:
        read_as = ", ".join(sorted({s for s, _ in files}))
        lines.append(f"read {len(files)} file(s) as {read_as}:")
        formats: Counter[str] = Counter()
        for index, (_, path) in enumerate(files):
            fmt = detect_format(path) if index < MAX_FILES_DETECTED else None
            fmt = fmt or ("in no known format" if index < MAX_FILES_DETECTED else "not checked")
            formats[fmt] += 1
            if index < MAX_FILES_LISTED:
                lines.append(f"  {path}  (looks like: {fmt})")
        if len(files) > MAX_FILES_LISTED:
            lines.append(f"  … and {len(files) - MAX_FILES_LISTED} more")
        lines.append("detected formats: " + ", ".join(f"{f} {n}" for f, n in sorted(formats.items())))
    else:
        lines.append("no readable input file.")
    if log.total():
        lines.append(
            "problems: "
            + ", ".join(f"{r} {n} (first at {log.examples.get(r)})" for r, n in log.by_reason().items())
        )
    else:
        lines.append("problems: none (the files hold no session this source reads)")
    if skipped:
        counts = Counter(reason for _, reason in skipped)
        lines.append(
            "skipped (not readable as files): "
            + ", ".join(f"{r} {n}" for r, n in sorted(counts.items()))
            + f" (first: {skipped[0][0]})"
        )
    return "\n".join(lines)


def _input_root(files: list[str], root: str | None) -> str:
    if root:
        base = os.path.abspath(os.path.expanduser(root))
        if os.path.isfile(base):
            base = os.path.dirname(base)
        if all(f.startswith(base + os.sep) for f in files):
            return base
    if len(files) == 1:
        return os.path.dirname(files[0])
    return os.path.commonpath(files)
