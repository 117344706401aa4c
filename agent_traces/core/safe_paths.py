"""Paths built from data (source folder names, session ids, harness names), written safely.

Every file whose name comes from the traces goes through here, because a name is data an
attacker may choose: a folder named ``.<>.`` became ``..`` once ``<`` and ``>`` were dropped, and
a trace file was written outside the output folder. The rules:

- :func:`safe_name` makes one path component: letters, digits, ``.``, ``_`` and ``-`` only; never
  empty, ``.`` or ``..`` (nor any leading dot: no hidden files); never a name Windows reserves
  (``CON``, ``NUL``, ``COM1``…, with or without an extension); never over 255 bytes (a long name
  is cut and gets a digest of the original, so two long names stay apart).
- :class:`NameBook` hands out relative paths under one folder: two sources whose safe paths are
  the same (or differ only in case, which is the same file on macOS and Windows) get a short
  digest of their original name, so the result is stable whatever else is written.
- :func:`inside` checks, before anything is created, that a relative path resolves (symlinks
  followed) inside its folder; :func:`open_inside` and :func:`write_inside` create the parent
  folders and the file only after that check, and never through a symlink.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path
from typing import BinaryIO

MAX_NAME_BYTES = 255
DIGEST_CHARS = 10
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
_WINDOWS_RESERVED = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
    | {f"COM{i}" for i in "123456789¹²³"}
    | {f"LPT{i}" for i in "123456789¹²³"}
)


class UnsafePathError(ValueError):
    """A path built from data would leave its folder (or is not a plain relative path)."""


def digest(text: str) -> str:
    """A short stable digest of ``text``, to tell apart names that sanitizing made equal."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:DIGEST_CHARS]


def safe_name(name: str, *, max_bytes: int = MAX_NAME_BYTES) -> str:
    """``name`` as one safe path component (see the module docstring)."""
    cleaned = _UNSAFE.sub("_", name).strip("_")
    cleaned = re.sub(r"^\.+", lambda m: "_" * len(m.group()), cleaned)  # ., .., .hidden
    cleaned = cleaned.rstrip(".") or "_"  # Windows drops trailing dots
    if cleaned.split(".", 1)[0].upper() in _WINDOWS_RESERVED:
        cleaned = f"_{cleaned}"
    if len(cleaned.encode()) > max_bytes:
        cleaned = with_digest(cleaned, digest(name), max_bytes=max_bytes)
    return cleaned


def with_digest(name: str, tag: str, *, max_bytes: int = MAX_NAME_BYTES) -> str:
    """``name`` with ``-<tag>`` before its extension, cut so the result fits in ``max_bytes``."""
    stem, dot, ext = name.rpartition(".")
    if not dot or not stem or len(ext) > 16:
        stem, ext = name, ""
    ext = f".{ext}" if ext else ""
    room = max_bytes - len(ext) - len(tag) - 1
    return f"{stem.encode()[:room].decode(errors='ignore')}-{tag}{ext}"


class NameBook:
    """Unique safe relative paths under one folder, for names that come from data."""

    def __init__(self) -> None:
        self._files: dict[str, str] = {}  # casefolded path -> the original it was given to
        self._dirs: set[str] = set()

    def claim(self, parts: list[str], original: str | None = None) -> str:
        """A safe relative path (``/``-separated) for ``parts``, not given to another original.

        ``original`` (default: the parts joined) identifies the source: claiming it again gives
        the same path; another original whose safe path would be the same, differ only in case,
        or run into a file/folder of the same name, gets a digest of its own added to the file
        name.
        """
        if not parts:
            raise UnsafePathError("an empty path")
        original = "/".join(parts) if original is None else original
        names = [safe_name(p) for p in parts]
        n = 0
        while (clash := self._clash(names, original)) is not None:
            # a folder that is a file given out, or a file name taken: that part gets a digest
            salt = original if n == 0 else f"{original}\0{n}"
            names[clash] = with_digest(safe_name(parts[clash]), digest(salt))
            n += 1
        rel = "/".join(names)
        key = rel.casefold()
        self._files[key] = original
        dirs = key.split("/")[:-1]
        self._dirs.update("/".join(dirs[: i + 1]) for i in range(len(dirs)))
        return rel

    def taken(self, rel: str) -> bool:
        """Whether ``rel`` (or a name that is the same file on a case-insensitive file system)
        has been given out, or is a folder of a path given out."""
        key = rel.casefold()
        return key in self._files or key in self._dirs

    def _clash(self, names: list[str], original: str) -> int | None:
        """The index of the part of ``names`` that clashes with what was given out, or None."""
        keys = [n.casefold() for n in names]
        for i in range(len(keys) - 1):
            if "/".join(keys[: i + 1]) in self._files:
                return i
        key = "/".join(keys)
        if key in self._files:
            return None if self._files[key] == original else len(keys) - 1
        return len(keys) - 1 if key in self._dirs else None


def inside(folder: str | os.PathLike, rel: str) -> Path:
    """``folder/rel``, after checking that ``rel`` is a plain relative path (no empty, ``.`` or
    ``..`` part, not absolute) and that it resolves inside ``folder``; else
    :class:`UnsafePathError`, before anything is created."""
    parts = rel.split("/")
    if not rel or os.path.isabs(rel) or any(p in ("", ".", "..") or os.sep in p for p in parts):
        raise UnsafePathError(f"refusing to write {rel!r}: not a plain relative path")
    base = os.path.realpath(folder)
    full = os.path.join(base, *parts)
    resolved = os.path.realpath(full)
    if os.path.commonpath([base, resolved]) != base or resolved == base:
        raise UnsafePathError(f"refusing to write {rel!r}: it resolves to {resolved}, outside {base}")
    return Path(full)


def open_inside(folder: str | os.PathLike, rel: str) -> BinaryIO:
    """``folder/rel`` opened for writing (created or truncated), parents made, once
    :func:`inside` has checked it; a symlink in its place is refused, not followed."""
    path = inside(folder, rel)
    path.parent.mkdir(parents=True, exist_ok=True)
    inside(folder, rel)  # nothing on the way was a symlink out
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    return os.fdopen(os.open(path, flags, 0o666), "wb")


def write_inside(folder: str | os.PathLike, rel: str, data: bytes) -> Path:
    """Write ``data`` to ``folder/rel`` through :func:`open_inside`; returns the path."""
    with open_inside(folder, rel) as handle:
        handle.write(data)
    return inside(folder, rel)
