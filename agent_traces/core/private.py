"""Private scratch space: caches, spools and temporary folders that hold unredacted traces.

They live in the user's cache directory, not a shared ``/tmp``: ``$AGENT_TRACES_CACHE_DIR``
when set, else ``$XDG_CACHE_HOME/agent-traces``, else ``~/.cache/agent-traces``. Every folder made
here is ``0700`` and every file ``0600``, whatever the umask, so another user of the machine reads
nothing even while a run is going on.

A run's temporary folders (:func:`scratch_dir`) are removed when the block ends, success or
failure; the CLI turns ``SIGTERM``/``SIGHUP`` into a normal exit so that this happens when the run
is killed too. A run killed with ``SIGKILL`` cannot clean up: its folders carry the host and pid
in their name, and the next run removes those whose process is gone (:func:`sweep`).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import secrets
import shutil
import socket
import stat
from collections.abc import Iterator
from pathlib import Path

CACHE_ENV = "AGENT_TRACES_CACHE_DIR"
TMP = "tmp"
_OWNED = re.compile(r"^[a-z]+-([0-9a-f]{8})-(\d+)-")


def cache_home() -> Path:
    """The user's agent-traces cache directory (see the module docstring), made ``0700``."""
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        base = Path(explicit).expanduser()
    else:
        xdg = os.environ.get("XDG_CACHE_HOME")
        base = (Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".cache") / "agent-traces"
    return private_dir(base)


def private_dir(path: str | os.PathLike) -> Path:
    """``path`` as a folder only its owner can enter: created ``0700`` (parents as ``mkdir -p``
    makes them), or narrowed to ``0700`` when it exists and is ours. A symlink or a file in its
    place, or a folder of another user, is refused (``OSError``)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(FileExistsError):
        path.mkdir(mode=0o700)
    info = os.lstat(path)
    if not stat.S_ISDIR(info.st_mode):
        raise NotADirectoryError(f"{path} is not a folder; agent-traces keeps private data there")
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        raise PermissionError(f"{path} belongs to another user; set {CACHE_ENV} to a folder of yours")
    if info.st_mode & 0o077:
        os.chmod(path, 0o700)
    return path


def write_private(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` as a ``0600`` file (replacing what is there)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags, 0o600)
    try:
        os.fchmod(fd, 0o600)  # an existing file keeps its mode through O_CREAT
        with os.fdopen(fd, "wb", closefd=False) as handle:
            handle.write(data)
    finally:
        os.close(fd)


def _host() -> str:
    return hashlib.sha256(socket.gethostname().encode()).hexdigest()[:8]


def scratch_root() -> Path:
    """``<cache home>/tmp``, where temporary folders of runs go; sweeps what dead runs left."""
    root = private_dir(cache_home() / TMP)
    sweep(root)
    return root


def scratch_prefix(kind: str) -> str:
    """The name prefix of this process's temporary folders of ``kind`` (letters only):
    ``<kind>-<host digest>-<pid>-``, so :func:`sweep` knows whose they are."""
    return f"{kind}-{_host()}-{os.getpid()}-"


@contextlib.contextmanager
def scratch_dir(kind: str) -> Iterator[Path]:
    """A fresh ``0700`` folder in :func:`scratch_root` for the block, removed when it ends."""
    path = scratch_root() / f"{scratch_prefix(kind)}{secrets.token_hex(4)}"
    path.mkdir(mode=0o700)
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def sweep(root: Path) -> list[Path]:
    """Remove the temporary folders under ``root`` whose run (same host, pid) is gone."""
    removed = []
    host = _host()
    with contextlib.suppress(OSError):
        for name in os.listdir(root):
            match = _OWNED.match(name)
            if match and match.group(1) == host and not _alive(int(match.group(2))):
                shutil.rmtree(root / name, ignore_errors=True)
                removed.append(root / name)
    return removed


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True
