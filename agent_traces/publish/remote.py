"""What a dataset repository on the Hub holds: its files at a revision, whether they are this
output (by manifest, size and sha256), which files need not be sent again, where a tag points,
and the previous version (its manifest, and for ``--append`` its ``messages`` rows).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..output_folder import GENERATOR, MANIFEST, sha256_file
from .errors import PublishError
from .hub import _explain, _token, hub_timeouts


def git_blob_id(data: bytes) -> str:
    """The git blob id of ``data``: what the Hub reports as a file's ``oid``."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data, usedforsecurity=False).hexdigest()


def _remote_files(api: Any, repo_id: str, revision: str) -> dict[str, Any]:
    """``path → RepoFile`` of every file of ``repo_id`` at ``revision``."""
    from huggingface_hub.hf_api import RepoFile

    tree = api.list_repo_tree(repo_id, repo_type="dataset", revision=revision, recursive=True)
    return {entry.path: entry for entry in tree if isinstance(entry, RepoFile)}


def holds_output(remote: dict[str, Any], folder: str | os.PathLike, manifest: dict[str, Any]) -> bool:
    """Whether ``remote`` (the files of one revision) holds the output at ``folder``: its
    ``manifest.json`` byte for byte, and every file it lists with its size (and sha256, where
    the Hub reports one). One commit uploads all of them, so this identifies the commit."""
    mine = remote.get(MANIFEST)
    if mine is None or mine.blob_id != _git_blob_id_of(Path(folder) / MANIFEST):
        return False
    for rel, meta in manifest["files"].items():
        entry = remote.get(rel)
        if entry is None or entry.size != meta.get("size"):
            return False
        sha = _lfs_sha(entry)
        if sha and sha != meta.get("sha256"):
            return False
    return True


def unchanged_files(
    remote: dict[str, Any], folder: str | os.PathLike, manifest: dict[str, Any], *, with_manifest: bool = True
) -> list[str]:
    """The output's files that ``remote`` already has with the same bytes (by sha256 for files
    the Hub stores in LFS/Xet, else by git blob id): a commit need not send them again, so a
    next version uploads only the shards that changed."""
    same = []
    for rel, meta in [*sorted(manifest["files"].items()), *([(MANIFEST, None)] if with_manifest else [])]:
        entry = remote.get(rel)
        path = Path(folder) / rel
        if entry is None or entry.size != (meta["size"] if meta else path.stat().st_size):
            continue
        sha = _lfs_sha(entry)
        if (sha and meta and sha == meta.get("sha256")) or (
            not sha and entry.blob_id == _git_blob_id_of(path)
        ):
            same.append(rel)
    return same


def _lfs_sha(entry: Any) -> str | None:
    """The sha256 the Hub reports for a file it stores in LFS/Xet, else None."""
    return entry.lfs.get("sha256") if isinstance(entry.lfs, dict) else None


def _git_blob_id_of(path: Path) -> str:
    digest = hashlib.sha1(b"blob %d\0" % path.stat().st_size, usedforsecurity=False)
    with open(path, "rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def _tag_target(api: Any, repo_id: str, tag: str) -> str | None:
    """The commit ``tag`` points at in ``repo_id``, or None when there is no such tag."""
    refs = api.list_repo_refs(repo_id, repo_type="dataset")
    return next((ref.target_commit for ref in refs.tags if ref.name == tag), None)


@dataclass
class RemoteVersion:
    """What ``main`` of a dataset repository holds: its commit and the output's manifest there."""

    commit: str | None  # None: the repository does not exist yet
    manifest: dict[str, Any] | None  # None: no agent-traces output there


def remote_version(
    repo_id: str, *, token: str | None = None, endpoint: str | None = None, timeout: float | None = None
) -> RemoteVersion:
    """The head of ``main`` of ``repo_id`` and the ``manifest.json`` it holds, read at that
    commit: the previous version a new one follows (its changelog and ``previous_fingerprint``)
    and, for ``--append``, the sessions to keep and the parent of the commit."""
    from huggingface_hub import HfApi, constants, hf_hub_url
    from huggingface_hub.errors import RepositoryNotFoundError
    from huggingface_hub.utils import build_hf_headers, get_session, hf_raise_for_status

    endpoint = endpoint or constants.ENDPOINT
    token = _token(token)
    api = HfApi(endpoint=endpoint, token=token)
    with hub_timeouts(timeout) as seconds:
        try:
            try:
                head = api.repo_info(repo_id, repo_type="dataset").sha
            except RepositoryNotFoundError:
                return RemoteVersion(None, None)
            url = hf_hub_url(repo_id, MANIFEST, repo_type="dataset", revision=head, endpoint=endpoint)
            response = get_session().get(url, headers=build_hf_headers(token=token))
            if response.status_code == 404:
                return RemoteVersion(head, None)
            hf_raise_for_status(response)
            manifest = response.json()
        except Exception as err:
            raise PublishError(_explain(err, repo_id, endpoint, seconds)) from err
    if not isinstance(manifest, dict) or manifest.get("generator") != GENERATOR:
        return RemoteVersion(head, None)
    return RemoteVersion(head, manifest)


def download_rows(
    repo_id: str,
    version: RemoteVersion,
    into: str | os.PathLike,
    *,
    token: str | None = None,
    endpoint: str | None = None,
    timeout: float | None = None,
) -> list[Path]:
    """Download the ``messages`` shards of ``version`` (read at its commit, checked against the
    sha256 its manifest lists) into ``into``: the published canonical rows, for ``--append``."""
    from huggingface_hub import constants, hf_hub_url
    from huggingface_hub.utils import build_hf_headers, get_session, hf_raise_for_status

    manifest = version.manifest or {}
    if "messages" not in (manifest.get("options") or {}).get("views", []) or "sessions" not in manifest:
        raise PublishError(
            f"{repo_id} was published without the messages view or by an agent-traces that did not "
            "record its sessions: --append cannot read its rows. Publish without --append, or "
            "convert every session again."
        )
    endpoint = endpoint or constants.ENDPOINT
    headers = build_hf_headers(token=_token(token))
    names = sorted(n for n in manifest["files"] if n.startswith("data/messages/") and n.endswith(".parquet"))
    paths = []
    with hub_timeouts(timeout) as seconds:
        for number, name in enumerate(names):
            url = hf_hub_url(repo_id, name, repo_type="dataset", revision=version.commit, endpoint=endpoint)
            path = Path(into) / f"{number:06d}.parquet"
            try:
                with get_session().stream("GET", url, headers=headers) as response:
                    hf_raise_for_status(response)
                    with open(path, "wb") as handle:
                        for chunk in response.iter_bytes():
                            handle.write(chunk)
            except Exception as err:
                raise PublishError(_explain(err, repo_id, endpoint, seconds)) from err
            if sha256_file(path) != manifest["files"][name].get("sha256"):
                raise PublishError(
                    f"{name} of {repo_id} differs from what its manifest lists; nothing was kept"
                )
            paths.append(path)
    return paths


def read_rows(paths: list[Path]) -> Iterator[dict]:
    """The rows of ``messages`` shards as canonical rows (their features decoded), one row group
    at a time."""
    import pyarrow.parquet as pq
    from datasets import Features

    for path in paths:
        shard = pq.ParquetFile(path)
        features = Features.from_arrow_schema(shard.schema_arrow)
        for batch in shard.iter_batches(batch_size=100):
            for row in batch.to_pylist():
                yield features.decode_example(row)


def tag_holding(
    api: Any, repo_id: str, tag: str, folder: str | os.PathLike, manifest: dict[str, Any] | None
) -> str | None:
    """The commit ``tag`` points at when it holds the output at ``folder`` (whose manifest is
    ``manifest``), None when there is no such tag; :class:`PublishError` when the tag holds
    another version (or ``manifest`` is None: there is no output to compare)."""
    target = _tag_target(api, repo_id, tag)
    if target is None:
        return None
    if manifest is not None and holds_output(_remote_files(api, repo_id, target), folder, manifest):
        return target
    raise PublishError(
        f"the tag {tag!r} already exists on {repo_id} (commit {target[:12]}) and holds "
        "another version: choose another --tag."
    )
