"""Finding trace files, and naming each relative to the root the user gave.

Only regular files are ever returned: a FIFO would block the first ``open`` forever, a symlink
loop or a dangling link fails every ``stat``. Whatever matched but cannot be read as a file is
skipped and counted by reason (:func:`unreadable_reason`): logged once per search, and handed to
any :func:`collect_skipped` block around the search so that ``convert`` and ``publish`` report it.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from fnmatch import fnmatchcase
from pathlib import Path

logger = logging.getLogger(__name__)

_COLLECTORS: list[list[tuple[str, str]]] = []


@contextmanager
def collect_skipped() -> Iterator[list[tuple[str, str]]]:
    """Collect ``(path, reason)`` of every file the searches inside the block skipped."""
    found: list[tuple[str, str]] = []
    _COLLECTORS.append(found)
    try:
        yield found
    finally:
        _COLLECTORS.remove(found)


def unreadable_reason(path: str) -> str | None:
    """Why ``path`` cannot be read as a trace file, or None when it is a readable regular file.

    Reasons: ``symlink_loop``, ``dangling_symlink``, ``missing``, ``permission_denied``,
    ``directory``, ``fifo``, ``socket``, ``device``, ``not_regular``, ``unreadable``. Opening
    uses ``O_NONBLOCK`` so that the check itself never waits on a FIFO.
    """
    try:
        info = os.stat(path)
    except OSError as err:
        if err.errno == errno.ELOOP:
            return "symlink_loop"
        if err.errno == errno.ENOENT:
            return "dangling_symlink" if os.path.islink(path) else "missing"
        if err.errno in (errno.EACCES, errno.EPERM):
            return "permission_denied"
        return "unreadable"
    mode = info.st_mode
    if not stat.S_ISREG(mode):
        if stat.S_ISDIR(mode):
            return "directory"
        if stat.S_ISFIFO(mode):
            return "fifo"
        if stat.S_ISSOCK(mode):
            return "socket"
        if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
            return "device"
        return "not_regular"
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except OSError as err:
        return "permission_denied" if err.errno in (errno.EACCES, errno.EPERM) else "unreadable"
    os.close(fd)
    return None


def is_remote(path: str) -> bool:
    """True for a URL or an fsspec chained URL (``zip://a.jsonl::https://…``), which ``xopen``
    opens. A local file whose name holds ``::`` (a session id made of a token) stays local:
    handed to ``xopen`` it was split at the ``::`` and reported unreadable."""
    return "://" in path or ("::" in path and not os.path.lexists(path))


def open_regular(path: str) -> int:
    """A read-only file descriptor of ``path``, or OSError when it is not a regular file.

    Opened with ``O_NONBLOCK`` (a FIFO would otherwise block ``open`` until a writer comes), then
    checked with ``fstat`` on the descriptor itself, so that no swap between check and open
    can slip a FIFO in; blocking reads are restored for the regular file.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = (
                "a FIFO"
                if stat.S_ISFIFO(mode)
                else "a folder"
                if stat.S_ISDIR(mode)
                else "not a regular file"
            )
            raise OSError(errno.EINVAL, f"{kind}, not read", path)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _report_skipped(skipped: list[tuple[str, str]], where: str) -> None:
    if not skipped:
        return
    for found in _COLLECTORS:
        found.extend(skipped)
    counts = Counter(reason for _, reason in skipped)
    logger.warning(
        f"skipped {len(skipped)} file(s) under {where} that cannot be read: "
        + ", ".join(f"{reason} {n}" for reason, n in sorted(counts.items()))
        + f" (first: {skipped[0][0]})"
    )


def find_files(root: str, patterns: Iterable[str]) -> list[str]:
    """Files under ``root`` matching any glob pattern, hidden ones included, sorted.

    Patterns of the form ``**/<name glob>`` (every builder's) are matched in one directory walk
    with the semantics of ``Path.glob`` (symlinked folders are not descended into, symlinked
    files are kept); ``Path.glob`` walked the tree once per pattern, slowly. Matches that are
    not readable regular files (FIFOs, symlink loops, dangling links, unreadable files) are left
    out and counted (see the module docstring).
    """
    base = Path(root).expanduser().absolute()
    if not base.is_dir():
        reason = unreadable_reason(str(base))
        if reason is None:
            return [str(base)]
        _report_skipped([(str(base), reason)], str(base))
        return []
    patterns = list(patterns)
    names = [p[3:] for p in patterns if p.startswith("**/") and "/" not in p[3:] and "[" not in p]
    found: set[str] = set()
    plain: set[str] = set()  # regular files by the directory entry's type: no stat needed
    skipped: list[tuple[str, str]] = []
    if names:
        found.update(_walk_matching(str(base), names, skipped, plain))
    for pattern in patterns:
        if not (pattern.startswith("**/") and pattern[3:] in names):
            found.update(str(p) for p in base.glob(pattern) if not _is_dir(str(p)))
    kept = []
    for path in sorted(found):
        reason = None if path in plain and os.access(path, os.R_OK) else unreadable_reason(path)
        if reason is None:
            kept.append(path)
        else:
            skipped.append((path, reason))
    _report_skipped(sorted(skipped), str(base))
    return kept


def _is_dir(path: str) -> bool:
    try:
        return stat.S_ISDIR(os.stat(path).st_mode)
    except OSError:
        return False


def files_in(folders: Iterable[str], patterns: Iterable[str]) -> list[str]:
    """Files matching ``patterns`` under each of ``folders`` that exists, folder by folder."""
    return [
        path
        for folder in folders
        if folder and os.path.isdir(folder)
        for path in find_files(folder, patterns)
    ]


def _walk_matching(
    top: str, names: list[str], skipped: list[tuple[str, str]], plain: set[str]
) -> Iterator[str]:
    stack = [top]
    while stack:
        folder = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError as err:
            reason = "permission_denied" if err.errno in (errno.EACCES, errno.EPERM) else "unreadable_folder"
            skipped.append((folder, reason))
            continue
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                stack.append(entry.path)
            elif any(fnmatchcase(entry.name, name) for name in names):
                if entry.is_file(follow_symlinks=False):
                    plain.add(entry.path)
                elif _is_dir(entry.path):
                    continue
                yield entry.path


def walk_files(path: str) -> tuple[list[str], list[tuple[str, str]]]:
    """Every readable regular file under ``path`` (a file or a folder), sorted, and the
    ``(path, reason)`` of everything skipped.

    Unlike :func:`find_files` (the builders' ``Path.glob`` semantics), symlinked folders are
    followed, each real folder once: a link back to a folder already walked (a loop, or two
    links to one folder) is skipped as ``folder_seen_twice``. Used by ``inspect`` and ``scan``,
    which look at everything under a path.
    """
    skipped: list[tuple[str, str]] = []
    if not _is_dir(path):
        reason = unreadable_reason(path)
        if reason is not None:
            skipped.append((path, reason))
            return [], skipped
        return [path], skipped
    files: list[str] = []
    seen: set[tuple[int, int]] = set()
    stack = [path]
    while stack:
        folder = stack.pop()
        try:
            info = os.stat(folder)
        except OSError:
            skipped.append((folder, unreadable_reason(folder) or "unreadable"))
            continue
        if (info.st_dev, info.st_ino) in seen:
            skipped.append((folder, "folder_seen_twice"))
            continue
        seen.add((info.st_dev, info.st_ino))
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as err:
            reason = "permission_denied" if err.errno in (errno.EACCES, errno.EPERM) else "unreadable_folder"
            skipped.append((folder, reason))
            continue
        subfolders = []
        for entry in entries:
            if _is_dir(entry.path):
                subfolders.append(entry.path)
                continue
            reason = unreadable_reason(entry.path)
            if reason is None:
                files.append(entry.path)
            else:
                skipped.append((entry.path, reason))
        stack.extend(reversed(subfolders))
    return sorted(files), skipped


def file_size(path: str) -> int | None:
    try:
        return os.stat(path).st_size
    except (OSError, TypeError):
        return None


def common_root(paths: list[str], preferred: str | None) -> str:
    if preferred:
        pref = os.path.abspath(os.path.expanduser(preferred))
        if all(os.path.abspath(p).startswith(pref + os.sep) for p in paths):
            return pref
    if not paths:
        return ""
    if len(paths) == 1:
        return os.path.dirname(os.path.abspath(paths[0]))
    return os.path.commonpath([os.path.abspath(p) for p in paths])


def relative_path(path: str, root: str) -> str:
    """``path`` relative to the normalized absolute ``root``, with ``/`` separators.

    Paths under ``root`` are cut by string: ``datasets`` swaps this module's ``os.path.relpath``
    for a URL-aware one that parsed each path as a URL, 0.04 s for the 3 402 files of 1 GB.
    """
    if not root:
        return path
    full = os.path.abspath(path)
    prefix = root if root.endswith(os.sep) else root + os.sep
    if full.startswith(prefix):
        return full[len(prefix) :].replace(os.sep, "/")
    return os.path.relpath(full, root).replace(os.sep, "/")
