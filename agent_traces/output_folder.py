"""The output folder contract: ``DIR`` belongs to agent-traces alone and changes all at once.

A run never writes inside ``DIR``. Everything happens beside it, in the folder's parent:

- ``.<name>.agent-traces-lock``: held with ``flock`` for the whole run, so a second run into the
  same ``DIR`` fails at once (:class:`FolderBusyError`). The kernel releases it when the owner
  dies, so a killed run leaves no lock that blocks the next one.
- ``.<name>.agent-traces-tmp-<pid>-<random>/``: the run's staging folder: ``out/`` (the new
  version, written completely, manifest last) and ``spool/`` (the sorted runs of rows). A run
  that holds the lock removes every staging folder it finds for the same ``DIR``: they can only
  be left by killed runs.
- ``.<name>.agent-traces-record.json``: the local reproducibility record (input paths, sizes,
  sha256), never inside ``DIR`` and never uploaded.

When everything is written, ``out/`` replaces ``DIR`` with one ``renameat2(RENAME_EXCHANGE)``
on Linux: there is no moment when ``DIR`` is missing or half written. Where that call is not
available the swap is two renames (``DIR`` → staging ``old/``, ``out/`` → ``DIR``); killed between
the two, ``DIR`` is missing for that moment, and the next run puts ``old/`` back before anything
else. Until the swap the previous version is untouched and loads as before.

``DIR`` must be absent, empty, or a previous agent-traces output: a ``manifest.json`` whose
``generator`` is ``agent-traces`` and that lists every file in the folder. Anything else (a
``.env``, a ``.git``, a user's ``data/results.csv``, a file changed since it was written) is
refused and nothing is touched; a previous output is replaced only with ``force``.
"""

from __future__ import annotations

import ctypes
import errno
import hashlib
import json
import os
import re
import secrets
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .core import termination
from .core.private import write_private

GENERATOR = "agent-traces"
MANIFEST = "manifest.json"
# the remote files an output owns on the Hub (``*`` crosses ``/``): a publish deletes those its
# new version does not have, and nothing else, so a version without ``--traces`` or
# ``--card-figures`` leaves no stale shards, trace files or figures of an earlier one. Fixed
# here, never read from a manifest: one edited to ``"managed": ["*"]`` must not delete
# ``.gitattributes``. (``traces``/``figures``: the folders ``output`` writes them into.)
MANAGED_PATTERNS = ("data/*/train-*.parquet", "traces/*", "figures/*")
TMP_MARK = ".agent-traces-tmp-"
LOCK_SUFFIX = ".agent-traces-lock"
RECORD_SUFFIX = ".agent-traces-record.json"
MAX_LISTED = 10


class OutputFolderError(ValueError):
    """``DIR`` may not be written: it holds files agent-traces did not write, or needs ``--force``."""


class FolderBusyError(OutputFolderError):
    """Another run is writing the same ``DIR`` right now."""


def sibling(target: Path, suffix: str) -> Path:
    """The hidden path beside ``target`` that belongs to it (``.<name><suffix>``)."""
    return target.parent / f".{target.name}{suffix}"


def record_path(target: str | os.PathLike) -> Path:
    """Where the local reproducibility record of the output at ``target`` is kept."""
    return sibling(Path(os.path.realpath(target)), RECORD_SUFFIX)


def sha256_file(path: str | os.PathLike) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def read_manifest(folder: str | os.PathLike) -> dict[str, Any] | None:
    """The manifest of an agent-traces output at ``folder``, or None when there is none.

    Manifests written before the ``generator`` marker (format 1: ``outputs`` instead of
    ``files``) are recognised by their keys and read as the current form.
    """
    path = Path(folder) / MANIFEST
    try:
        if not path.is_file() or path.is_symlink():
            return None
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(manifest, dict):
        return None
    if manifest.get("generator") == GENERATOR and isinstance(manifest.get("files"), dict):
        return manifest
    legacy = {"format_version", "agent_traces_version", "fingerprint", "outputs"}
    if (
        manifest.get("format_version") == 1
        and legacy <= set(manifest)
        and isinstance(manifest["outputs"], dict)
    ):
        return {**manifest, "files": dict(manifest["outputs"]), "legacy": True}
    return None


def owned_files(manifest: dict[str, Any]) -> set[str]:
    """Every file an output owns, relative to it: the manifest's file list and the manifest."""
    return set(manifest["files"]) | {MANIFEST}


@dataclass
class FolderState:
    """What is at ``DIR`` now: ``absent``, ``empty`` or ``output`` (with its manifest)."""

    kind: str
    manifest: dict[str, Any] | None = None


def inspect_target(target: Path) -> FolderState:
    """Classify ``target``; raise :class:`OutputFolderError` when it is anything but ours."""
    if not os.path.lexists(target):
        return FolderState("absent")
    if not target.is_dir():
        raise OutputFolderError(f"{target} exists and is not a folder; choose another output folder")
    check_not_mount_point(target)
    try:
        entries = sorted(os.listdir(target))
    except OSError as err:
        raise OutputFolderError(
            f"{target} cannot be read ({err.strerror}); choose another output folder"
        ) from None
    if not entries:
        return FolderState("empty")
    manifest = read_manifest(target)
    if manifest is None:
        shown = ", ".join(entries[:MAX_LISTED]) + (" …" if len(entries) > MAX_LISTED else "")
        raise OutputFolderError(
            f"{target} is not empty and is not an agent-traces output (no manifest.json written by "
            f"agent-traces); it holds: {shown}. Nothing was changed: choose a new or empty folder."
        )
    foreign, changed = _foreign_files(target, manifest)
    if foreign or changed:
        parts = []
        if foreign:
            parts.append("files agent-traces did not write: " + _listing(foreign))
        if changed:
            parts.append("files changed since agent-traces wrote them: " + _listing(changed))
        raise OutputFolderError(
            f"{target} is an agent-traces output but also holds {'; and '.join(parts)}. Nothing was "
            "changed, --force or not: move those files away or choose another folder."
        )
    return FolderState("output", manifest)


def check_not_mount_point(target: str | os.PathLike) -> None:
    """:class:`OutputFolderError` when ``target`` is a mount point: the new version is swapped in
    by renaming it over ``target``, which the kernel refuses for a mount point (``EBUSY``), and
    the staging folder beside it is on another file system. Said before any work is done."""
    if os.path.isdir(target) and is_mount_point(target):
        inner = os.path.join(os.fspath(target), "dataset")
        raise OutputFolderError(
            f"{target} is a mount point: agent-traces writes the new version beside the output "
            "folder and swaps it in with a rename, which a mount point cannot take. Nothing was "
            f"written: pass a folder inside it instead, e.g. -o {inner}"
        )


def belongs_to_output(path: str | os.PathLike, target: str | os.PathLike) -> bool:
    """Whether ``path`` is inside the output folder ``target`` or one of the hidden folders and
    files beside it that belong to it (staging, lock, record, cache): never an input, even when
    ``-o`` is inside the input folder (its trace copies would be read back on every run)."""
    target = os.path.realpath(os.path.expanduser(os.fspath(target)))
    prefix = os.path.join(os.path.dirname(target), f".{os.path.basename(target)}.agent-traces-")
    for candidate in {os.path.abspath(path), os.path.realpath(path)}:
        if candidate == target or candidate.startswith(target + os.sep) or candidate.startswith(prefix):
            return True
    return False


def is_mount_point(path: str | os.PathLike) -> bool:
    """Whether ``path`` is a mount point: :func:`os.path.ismount`, or (Linux) listed in
    ``/proc/self/mountinfo``, which also knows bind mounts within one file system."""
    if os.path.ismount(path):
        return True
    try:
        with open("/proc/self/mountinfo", encoding="utf-8", errors="surrogateescape") as handle:
            points = {line.split(" ")[4] for line in handle if line.count(" ") >= 4}
    except OSError:
        return False
    real = os.path.realpath(path)
    return any(re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), p) == real for p in points)


def _listing(paths: list[str]) -> str:
    return ", ".join(paths[:MAX_LISTED]) + (f" … ({len(paths)} in all)" if len(paths) > MAX_LISTED else "")


def _foreign_files(target: Path, manifest: dict[str, Any]) -> tuple[list[str], list[str]]:
    """Files under ``target`` the manifest does not own, and owned files whose size (and, for
    files other than Parquet shards, content) differ from what was written."""
    owned = owned_files(manifest)
    foreign: list[str] = []
    changed: list[str] = []
    for root, dirs, files in os.walk(target):
        dirs.sort()
        rel_root = Path(root).relative_to(target)
        if manifest.get("legacy") and rel_root == Path("."):
            # spools of agent-traces before the staging folder: its own rows, removed by the swap
            dirs[:] = [d for d in dirs if not d.startswith(".spool-")]
        for name in [*sorted(files), *[d for d in dirs if os.path.islink(os.path.join(root, d))]]:
            rel = (rel_root / name).as_posix()
            full = Path(root) / name
            if rel not in owned or full.is_symlink() or not full.is_file():
                foreign.append(rel)
            elif rel != MANIFEST and _changed(full, rel, manifest["files"][rel]):
                changed.append(rel)
    return foreign, changed


def _changed(full: Path, rel: str, expected: Any) -> bool:
    if not isinstance(expected, dict) or full.stat().st_size != expected.get("size"):
        return True
    return not rel.endswith(".parquet") and sha256_file(full) != expected.get("sha256")


def check_target(target: Path, force: bool) -> FolderState:
    """``target``'s state when this run may replace it; :class:`OutputFolderError` otherwise."""
    state = inspect_target(target)
    if state.kind == "output" and not force:
        fp = str(state.manifest.get("fingerprint", ""))[:16] if state.manifest else ""
        raise OutputFolderError(
            f"{target} already holds an agent-traces output (fingerprint {fp}); pass --force "
            "(force=True) to replace it, choose another folder, or upload it as it is with "
            "`agent-traces push`. Nothing was changed."
        )
    return state


# -- lock ---------------------------------------------------------------------------------------


@contextmanager
def folder_lock(target: Path) -> Iterator[Path]:
    """Hold the lock of ``target`` for the block; :class:`FolderBusyError` at once if taken.

    ``flock`` on ``.<name>.agent-traces-lock``: released by the kernel when the holder exits or
    is killed. The file holds the owner's pid for the message. Where ``fcntl`` is missing an
    ``O_EXCL`` file whose pid no longer runs counts as stale.
    """
    path = sibling(target, LOCK_SUFFIX)
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        fcntl = None  # type: ignore[assignment]
    if fcntl is None:  # pragma: no cover
        with _exclusive_file_lock(path, target):
            yield path
        return
    while True:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as err:
            os.close(fd)
            if err.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise FolderBusyError(_busy_message(target, path)) from None
            raise
        try:
            same = os.path.samestat(os.fstat(fd), os.stat(path))
        except FileNotFoundError:
            same = False
        if same:
            break
        os.close(fd)  # the previous holder removed the file between our open and our lock
    try:
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        yield path
    finally:
        with suppress(FileNotFoundError):
            os.unlink(path)
        os.close(fd)


def _busy_message(target: Path, lock: Path) -> str:
    try:
        pid = lock.read_text().strip()
    except OSError:
        pid = ""
    owner = f" (pid {pid})" if pid else ""
    return (
        f"another agent-traces run{owner} is writing {target} right now; wait for it to finish or "
        "choose another output folder. Nothing was changed."
    )


@contextmanager
def _exclusive_file_lock(path: Path, target: Path) -> Iterator[None]:  # pragma: no cover - not POSIX
    for _ in range(2):
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            break
        except FileExistsError:
            try:
                pid = int(path.read_text().strip() or 0)
            except (OSError, ValueError):
                pid = 0
            if pid and _alive(pid):
                raise FolderBusyError(_busy_message(target, path)) from None
            path.unlink(missing_ok=True)
    else:
        raise FolderBusyError(_busy_message(target, path))
    os.write(fd, f"{os.getpid()}\n".encode())
    os.close(fd)
    try:
        yield
    finally:
        path.unlink(missing_ok=True)


def _alive(pid: int) -> bool:  # pragma: no cover - not POSIX
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


# -- staging and the swap -----------------------------------------------------------------------


def stale_staging(target: Path) -> list[Path]:
    """Staging folders of earlier runs into ``target`` (only meaningful with the lock held)."""
    prefix = f".{target.name}{TMP_MARK}"
    try:
        names = os.listdir(target.parent)
    except FileNotFoundError:
        return []
    return sorted(target.parent / n for n in names if n.startswith(prefix))


def remove_stale(target: Path) -> list[Path]:
    """Remove what killed runs left beside ``target``; returns the folders removed.

    A run killed in the middle of a two-rename swap left ``DIR`` missing and the previous version
    in its staging ``old/``: that version is put back first.
    """
    removed = []
    for folder in stale_staging(target):
        old = folder / "old"
        if not os.path.lexists(target) and old.is_dir() and read_manifest(old) is not None:
            os.rename(old, target)
        shutil.rmtree(folder, ignore_errors=True)
        removed.append(folder)
    return removed


@dataclass
class Staging:
    """The staging folder of one run: write the new version into :attr:`out`."""

    target: Path
    root: Path
    state: FolderState

    @property
    def out(self) -> Path:
        return self.root / "out"

    @property
    def spool(self) -> Path:
        return self.root / "spool"

    def commit(
        self, record: dict[str, Any] | None = None, *, seal: Callable[[Path], None] | None = None
    ) -> None:
        """Move :attr:`out` into place (see the module docstring); write the local record.
        ``seal`` is called on :attr:`out` first, the last look at every file before it is
        published (the redaction gate, :meth:`agent_traces.redact.gate.Gate.seal`); whatever
        it raises leaves the previous version in place; so does a signal that asked the run to
        stop (:func:`agent_traces.core.termination.check`)."""
        termination.check()
        if seal is not None:
            seal(self.out)
        termination.check()
        if record is not None:
            staged = self.root / "record.json"
            # 0600: it holds the dataset's redaction placeholder key and the raw input paths
            write_private(staged, (json.dumps(record, indent=2, sort_keys=True) + "\n").encode())
        if self.state.kind == "absent":
            self.target.parent.mkdir(parents=True, exist_ok=True)
            os.rename(self.out, self.target)
        elif not _exchange(self.out, self.target):
            old = self.root / "old"
            os.rename(self.target, old)
            os.rename(self.out, self.target)
        if record is not None:
            os.replace(self.root / "record.json", sibling(self.target, RECORD_SUFFIX))


@contextmanager
def staged_output(target: str | os.PathLike, *, force: bool = False) -> Iterator[Staging]:
    """Lock ``target``, check it, clean up after killed runs and give a fresh staging folder.

    The block writes into ``staging.out`` and calls ``staging.commit()``; whatever happens, the
    staging folder is removed at the end and ``target`` is either the previous version or the
    new one, never a mixture.
    """
    target = Path(os.path.realpath(os.path.expanduser(os.fspath(target))))
    target.parent.mkdir(parents=True, exist_ok=True)
    with folder_lock(target):
        remove_stale(target)
        state = check_target(target, force)
        root = target.parent / f".{target.name}{TMP_MARK}{os.getpid()}-{secrets.token_hex(4)}"
        root.mkdir(mode=0o700)  # spools and caches of unredacted rows: the owner's only
        os.chmod(root, 0o700)
        staging = Staging(target, root, state)
        staging.out.mkdir()  # the output keeps the mode a plain mkdir gives (umask)
        staging.spool.mkdir(mode=0o700)
        try:
            yield staging
        finally:
            shutil.rmtree(root, ignore_errors=True)


RENAME_EXCHANGE = 2
AT_FDCWD = -100


def _exchange(a: Path, b: Path) -> bool:
    """Swap two paths atomically with Linux' ``renameat2(RENAME_EXCHANGE)``; False where that is
    not available (another OS, an old kernel or libc, a file system without support)."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    if renameat2(AT_FDCWD, os.fsencode(a), AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP):
        return False
    raise OSError(code, os.strerror(code), str(b))
