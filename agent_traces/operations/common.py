"""Checks and reading shared by the operations: sources, paths, filters, options.

Every check raises before any work is done, with the words the command line prints: an argument
that cannot be right is a :class:`UsageError`, a path that is not there a :class:`CommandError`.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from ..catalog import SOURCES
from .errors import CommandError, UsageError

if TYPE_CHECKING:
    from ..problems import ProblemLog


def check_source(name: str | None) -> None:
    """An unknown source name is a usage error, found before anything is read."""
    if name is None or name in SOURCES:
        return
    from ..core.config import did_you_mean

    # the catalog names every builder (tests/test_catalog.py): no need to import datasets to say no
    hint = did_you_mean(name, SOURCES)
    raise UsageError(
        f"unknown source {name!r}{hint}",
        f"choose one of: {', '.join(sorted(SOURCES))} (`agent-traces sources`)",
    )


def existing(path: str | os.PathLike) -> str:
    """``path`` with ``~`` expanded, if something is there."""
    path = os.path.expanduser(os.fspath(path))
    if not os.path.lexists(path):
        raise CommandError(
            f"{path} does not exist",
            "check the path; `agent-traces sources` lists where each tool keeps its traces",
        )
    return path


def files_by_format(
    path: str | os.PathLike, source: str | None, *, progress: bool = True
) -> tuple[str, dict[str, list[str]], list[str], list[tuple[str, str]]]:
    """``(root, files by detected format, unrecognized files, skipped (path, reason))`` under
    ``path``. ``source`` reads every file as that source instead of detecting the format.
    Symlinked folders are followed once; FIFOs, symlink loops and unreadable files are skipped
    and counted, never opened."""
    from huggingface_hub.utils import tqdm

    from ..core.files import walk_files
    from ..detect import detect_format

    check_source(source)
    path = existing(path)
    files, skipped = walk_files(path)
    if not files and not skipped:
        raise CommandError(
            f"{path} holds no files",
            "pass a folder with trace files (`agent-traces sources` lists where tools keep them)",
        )
    by_format: dict[str, list[str]] = {}
    unrecognized: list[str] = []
    bar = tqdm(
        files, desc="Detecting formats", unit=" files", disable=None if progress else True, leave=False
    )
    for file in bar:
        fmt = source or detect_format(file)
        (by_format.setdefault(fmt, []) if fmt else unrecognized).append(file)
    root = path if os.path.isdir(path) else os.path.dirname(path)
    return root, by_format, unrecognized, skipped


def row_filters(
    since: str | None = None,
    until: str | None = None,
    project: str | None = None,
    model: str | None = None,
    min_turns: int | None = None,
) -> dict[str, Any]:
    """The row filters given, as builder options, validated (a date that is none is a usage error)."""
    from ..core.filters import RowFilter

    given = {"since": since, "until": until, "project": project, "model": model, "min_turns": min_turns}
    options = {key: value for key, value in given.items() if value not in (None, "")}
    try:
        RowFilter.from_config(argparse.Namespace(**options))
    except ValueError as err:
        raise UsageError(f"--since/--until: {err}") from None
    return options


def read_rows(
    fmt: str, files: list[str], log: ProblemLog, root: str, filters: dict[str, Any], progress: bool = True
) -> Iterator[dict]:
    """The rows of ``files`` read as ``fmt``, filtered, their problems counted in ``log``."""
    from ..api import read_trajectories

    return read_trajectories(fmt, files, log, root=root, progress=progress, **filters)


def redaction_patterns(redact: Iterable[str] | None, secrets_from: Iterable[str] | None) -> tuple[str, ...]:
    """The extra strings to redact, and one pattern of every value of the ``secrets_from`` files."""
    from ..redact.known import SecretsFileError, secrets_pattern

    extra = tuple(redact or ())
    files = list(secrets_from or ())
    if not files:
        return extra
    try:
        pattern = secrets_pattern(files)
    except SecretsFileError as err:
        raise UsageError(f"--secrets-from {err}", "give a .env, .netrc, JSON or YAML file") from None
    return extra + ((pattern,) if pattern else ())


def check_options(source: str, options: dict[str, Any]) -> None:
    """Builder options ``source`` does not have are a usage error that names the ones it has.

    The mixed source passes options on to the sources that have them (``subagents=true``,
    ``claude_code.branches=all``) and checks them itself, naming each source's options.
    """
    import dataclasses

    from ..api import builder_class
    from ..detect import MIXED_NAME

    if source == MIXED_NAME:
        return

    config = builder_class(source).BUILDER_CONFIG_CLASS
    plumbing = {"name", "version", "data_dir", "data_files", "description"}
    known = [f.name for f in dataclasses.fields(config) if f.name not in plumbing]
    unknown = [key for key in options if key not in known]
    if unknown:
        from ..core.config import did_you_mean

        raise UsageError(
            f"-O {unknown[0]}: {source} has no such option{did_you_mean(unknown[0], known)}",
            f"its options: {', '.join(known)} (filters have flags of their own: --since, --project, …)",
        )


def output_folder(output: str | os.PathLike) -> str:
    """``output`` as a folder that may be written: not a file, not a mount point."""
    output = os.path.expanduser(os.fspath(output))
    if os.path.exists(output) and not os.path.isdir(output):
        raise CommandError(
            f"-o {output} is an existing file, not a folder", "pass -o a folder (it is created if needed)"
        )
    from ..output_folder import check_not_mount_point

    check_not_mount_point(output)
    return output


def split_other_formats(source: str, files: list[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """``(files source reads, (file, format) of those another source would read)``.

    ``convert SOURCE FOLDER`` over a folder that also holds other tools' files: a file SOURCE's
    ``sniff`` rejects and another builder claims is left out and counted (``other_format``), so
    that the manifest and card count only what SOURCE read. Files no builder claims stay (SOURCE
    counts their problems as before); the mixed source reads every format."""
    from ..api import builder_class
    from ..detect import MIXED_NAME, detect_format, read_head

    if source == MIXED_NAME or not files:
        return files, []
    cls = builder_class(source)
    mine, other = [], []
    for file in files:
        try:
            claimed = cls.sniff(file, read_head(file))
        except Exception:  # a faulty sniff or an unreadable head: the reader counts it
            claimed = True
        fmt = None if claimed else detect_format(file)
        if fmt and fmt != source:
            other.append((file, fmt))
        else:
            mine.append(file)
    return mine, other


def other_format_line(source: str, other: list[tuple[str, str]]) -> str:
    """One line about the files of ``other`` formats that ``source`` leaves out."""
    from collections import Counter

    formats = Counter(fmt for _, fmt in other)
    first = formats.most_common(1)[0][0]
    listed = ", ".join(f"{fmt} {n}" for fmt, n in sorted(formats.items()))
    return (
        f"other_format: {len(other)} file(s) not read as {source} ({listed}; first: {other[0][0]}): "
        f"it looks like `{first}`: run `convert {first}` or `convert agent_traces`"
    )


def check_hub_timeout(seconds: float | None) -> None:
    from ..publish import hub_timeout

    try:
        hub_timeout(seconds)
    except ValueError as err:
        raise UsageError(str(err), "pass --hub-timeout SECONDS, e.g. --hub-timeout 300") from None


def check_traces_repo(traces_repo: str | None, repo: str) -> None:
    from ..publish import check_repo_id

    if traces_repo is not None:
        try:
            check_repo_id(traces_repo)
        except ValueError as err:
            raise UsageError(
                str(err).replace("--repo", "--traces-repo"), "e.g. --traces-repo me/traces-sessions"
            ) from None
        if traces_repo == repo:
            raise UsageError(
                "--traces-repo must name another repository than --repo", "e.g. --traces-repo me/name-traces"
            )
