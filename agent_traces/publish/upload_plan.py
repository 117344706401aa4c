"""What an output is and what a publish of it would do: the output verified against its
manifest, the files to upload (the manifest's, never a directory listing), and the remote files
a new version deletes (only under :data:`MANAGED_PATTERNS`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any

from ..core.safe_paths import UnsafePathError, inside
from ..output_folder import MANAGED_PATTERNS, MANIFEST, OutputFolderError, read_manifest, sha256_file
from .checks import check_repo_id, check_tag

DEFAULT_MANAGED = MANAGED_PATTERNS  # the name earlier versions exported


@dataclass
class PublishPlan:
    """What an upload would do: shown by ``--dry-run`` and carried out by :func:`publish_folder`."""

    folder: str
    repo_id: str
    private: bool
    tag: str | None
    endpoint: str
    files: list[tuple[str, int]]
    managed: list[str] = field(default_factory=lambda: list(MANAGED_PATTERNS))

    def describe(self) -> str:
        total = sum(size for _, size in self.files)
        lines = [
            f"repository: {self.endpoint.rstrip('/')}/datasets/{self.repo_id} "
            f"({'private' if self.private else 'public'}, created if missing)",
            f"upload: {len(self.files)} file(s), {_human(total)} from {self.folder}, in one commit",
        ]
        lines += [f"  {name}  ({_human(size)})" for name, size in self.files]
        lines.append(
            "delete: remote files matching "
            + ", ".join(self.managed)
            + " that are not in this list (stale shards of an earlier version)"
        )
        if self.tag:
            lines.append(f"tag: {self.tag} on the uploaded commit")
        return "\n".join(lines)


@dataclass
class PublishResult:
    """What :func:`publish_folder` did."""

    url: str
    uploaded: list[str]
    deleted: list[str]
    commit: str = ""  # the oid of the commit that holds the output (new or found on the Hub)
    already: bool = False  # the Hub already held this output: nothing was committed
    unchanged: list[str] = field(default_factory=list)  # on the Hub with the same bytes: not sent


# -- what an output is and what gets uploaded ---------------------------------------------------


def verify_output(folder: str | os.PathLike, *, allow_unredacted: bool = False) -> dict[str, Any]:
    """The manifest of a complete agent-traces output at ``folder``; :class:`OutputFolderError`
    when it is not one (no manifest, a listed file missing or different from what was written)
    or when it was written without redaction and ``allow_unredacted`` is not set."""
    folder = Path(folder)
    manifest = read_manifest(folder)
    if manifest is None:
        raise OutputFolderError(
            f"{folder} is not an agent-traces output: no manifest.json written by agent-traces"
        )
    if manifest.get("legacy"):
        raise OutputFolderError(
            f"{folder} was written by an older agent-traces whose manifest holds hashes of the raw "
            "inputs; convert again before publishing"
        )
    problems = []
    for rel, meta in sorted(manifest["files"].items()):
        try:
            path = inside(folder, rel)
        except UnsafePathError:
            path = None
        if path is None or path.is_symlink() or not path.is_file():
            problems.append(f"{rel} is missing")
        elif path.stat().st_size != meta.get("size") or _sha256(path) != meta.get("sha256"):
            problems.append(f"{rel} differs from what was written")
    if problems:
        raise OutputFolderError(
            f"{folder} is not a complete agent-traces output: "
            + "; ".join(problems[:10])
            + ". Convert again."
        )
    if not manifest.get("options", {}).get("redact") and not allow_unredacted:
        raise OutputFolderError(
            f"{folder} was written without redaction: secrets and personal data may be in it. "
            "Convert it again with --redact-secrets, or pass --no-redact to upload it as it is."
        )
    return manifest


# sha256 of the files verified in this process, by path, with the stat that identifies the version
# hashed: a push verifies the same output up to four times (push, plan, publish, trace files)
_DIGESTS: dict[str, tuple[tuple[int, ...], str]] = {}
_MAX_DIGESTS = 100_000


def _sha256(path: Path) -> str:
    """``sha256_file(path)``, hashed once per version of the file: a write changes its size,
    mtime or ctime (ctime cannot be set back), a replacement its inode, and any of them hashes
    it again."""
    stat = path.stat()
    key = os.path.realpath(path)
    version = (stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns)
    known = _DIGESTS.get(key)
    if known is not None and known[0] == version:
        return known[1]
    digest = sha256_file(path)
    if len(_DIGESTS) >= _MAX_DIGESTS:
        _DIGESTS.clear()
    _DIGESTS[key] = (version, digest)
    return digest


def upload_list(folder: str | os.PathLike, manifest: dict[str, Any] | None = None) -> list[tuple[str, int]]:
    """``(path, size)`` of every file to upload: the manifest's files, then the manifest."""
    folder = Path(folder)
    manifest = manifest if manifest is not None else verify_output(folder, allow_unredacted=True)
    files = [(rel, int(meta["size"])) for rel, meta in sorted(manifest["files"].items())]
    return [*files, (MANIFEST, (folder / MANIFEST).stat().st_size)]


def plan(
    folder: str,
    repo_id: str,
    *,
    private: bool = False,
    tag: str | None = None,
    allow_unredacted: bool = False,
    endpoint: str | None = None,
) -> PublishPlan:
    """The upload plan for the output at ``folder`` (verified first: see :func:`verify_output`)."""
    from huggingface_hub import constants

    manifest = verify_output(folder, allow_unredacted=allow_unredacted)
    return _plan(folder, repo_id, manifest, private, tag, endpoint or constants.ENDPOINT)


def _plan(
    folder: str, repo_id: str, manifest: dict[str, Any], private: bool, tag: str | None, endpoint: str
) -> PublishPlan:
    """The plan of the output at ``folder`` whose verified manifest is ``manifest``."""
    return PublishPlan(
        str(folder),
        check_repo_id(repo_id),
        private,
        check_tag(tag),
        endpoint,
        upload_list(folder, manifest),
        list(MANAGED_PATTERNS),
    )


def stale_remote_files(remote: list[str], upload: list[str]) -> list[str]:
    """Remote files under :data:`MANAGED_PATTERNS` that the new version does not have."""
    keep = set(upload)
    return sorted(
        p for p in remote if p not in keep and any(fnmatchcase(p, pattern) for pattern in MANAGED_PATTERNS)
    )


def _human(size: int) -> str:
    value = float(size)
    for unit in ("B", "KB", "MB", "GB"):
        if value < 1024 or unit == "GB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    return f"{size} B"
