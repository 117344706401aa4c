"""Finding trace files, and naming each relative to the root the user gave."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from fnmatch import fnmatchcase
from pathlib import Path


def find_files(root: str, patterns: Iterable[str]) -> list[str]:
    """Files under ``root`` matching any glob pattern, hidden ones included, sorted.

    Patterns of the form ``**/<name glob>`` (every builder's) are matched in one directory walk
    with the semantics of ``Path.glob`` (symlinked folders are not descended into, symlinked
    files are kept); ``Path.glob`` walked the tree once per pattern, slowly.
    """
    base = Path(root).expanduser().absolute()
    if base.is_file():
        return [str(base)]
    patterns = list(patterns)
    names = [p[3:] for p in patterns if p.startswith("**/") and "/" not in p[3:] and "[" not in p]
    found: set[str] = set()
    if names:
        found.update(_walk_matching(str(base), names))
    for pattern in patterns:
        if not (pattern.startswith("**/") and pattern[3:] in names):
            found.update(str(p) for p in base.glob(pattern) if p.is_file())
    return sorted(found)


def files_in(folders: Iterable[str], patterns: Iterable[str]) -> list[str]:
    """Files matching ``patterns`` under each of ``folders`` that exists, folder by folder."""
    return [
        path
        for folder in folders
        if folder and os.path.isdir(folder)
        for path in find_files(folder, patterns)
    ]


def _walk_matching(top: str, names: list[str]) -> Iterator[str]:
    stack = [top]
    while stack:
        folder = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                stack.append(entry.path)
            elif any(fnmatchcase(entry.name, name) for name in names) and entry.is_file():
                yield entry.path


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
