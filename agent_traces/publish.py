"""Pushing a written output to the Hugging Face Hub: exactly the files it lists, in one commit.

What is uploaded comes from the output's ``manifest.json`` (its ``files`` plus the manifest
itself), never from a directory listing, so nothing else that sits in the folder can leak. Before
uploading, :func:`verify_output` checks that every listed file is there with the size and
sha256 the manifest recorded, and that the output was redacted (unless the caller allows an
unredacted one).

:func:`publish_folder` creates the dataset repository (``create_repo``, ``exist_ok``), lists the
remote files, and makes one commit (``create_commit``) that adds every listed file and deletes
the remote files under the fixed patterns agent-traces manages (:data:`MANAGED_PATTERNS`: shards,
trace files, figures; never patterns read from the manifest, which anyone can edit) that the new
version no longer has: stale shards would make ``load_dataset`` fail with
``NonMatchingSplitsSizesError``. The commit names the remote head it was planned against
(``parent_commit``), so a change made meanwhile fails it instead of being overwritten. When the
remote head already holds exactly this output nothing is committed again. It then tags that
commit when asked; a tag that already points at a commit holding this output counts as done, so a
lost answer is recovered by running ``push --tag`` again.

Every Hub call has a connect and a read timeout (:func:`hub_timeouts`; ``--hub-timeout`` or
``AGENT_TRACES_HUB_TIMEOUT``), and a ``429`` answer is retried after the ``Retry-After`` delay
the Hub asks for, up to :data:`MAX_RETRY_AFTER` seconds a wait.

:func:`check_hub` and :func:`check_license` run before any conversion: the token, the repository
name, the right to write there, and the license identifier. Every failure becomes a
:class:`PublishError` whose message says what to do; the local folder is never touched.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shlex
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from ._callable import make_callable
from .output_folder import GENERATOR, MANIFEST, OutputFolderError, read_manifest, sha256_file

REPO_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*/[A-Za-z0-9][A-Za-z0-9_.-]*$")
TAG = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$")
# the remote files agent-traces owns in a dataset repository (``*`` crosses ``/``): a publish
# deletes those its new version does not have, and nothing else. Fixed here, never read from a
# manifest: a manifest edited to ``"managed": ["*"]`` must not delete ``.gitattributes``.
MANAGED_PATTERNS = ("data/*/train-*.parquet", "traces/*", "figures/*")
DEFAULT_MANAGED = MANAGED_PATTERNS  # the name earlier versions exported

# connect and read timeouts of every Hub call, in seconds (read: the longest silence while
# waiting for an answer; a commit of many files can keep the Hub busy for a while)
TIMEOUT_ENV = "AGENT_TRACES_HUB_TIMEOUT"
DEFAULT_TIMEOUT = 120.0
CONNECT_TIMEOUT = 10.0
# a 429 is retried after the Retry-After delay, at most this long a wait and this many times
MAX_RETRY_AFTER = 300.0
RATE_LIMIT_RETRIES = 3


class PublishError(RuntimeError):
    """The upload to the Hub failed or may not happen; the message says why and what to do."""


class RemoteMovedError(PublishError):
    """``main`` moved between reading the remote version and committing: nothing was committed."""


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


def check_repo_id(repo_id: str) -> str:
    """``repo_id`` if it has the ``user/name`` form the Hub expects, else a clear ValueError."""
    if not repo_id or not REPO_ID.match(repo_id) or ".." in repo_id or repo_id.endswith((".", "-")):
        raise ValueError(f"--repo must look like user/name (letters, digits, '-', '_', '.'), got {repo_id!r}")
    return repo_id


def check_tag(tag: str | None) -> str | None:
    """``tag`` if it is a plain tag name (letters, digits, ``.``, ``_``, ``-``), else a ValueError."""
    if tag is not None and not TAG.match(tag):
        raise ValueError(f"--tag must be letters, digits, '.', '_' or '-' (e.g. v1), got {tag!r}")
    return tag


@cache
def hub_licenses() -> tuple[str, ...]:
    """The license identifiers the Hub accepts in a card (shipped with the package)."""
    data = json.loads(
        resources.files("agent_traces").joinpath("data", "hub_licenses.json").read_text("utf-8")
    )
    return tuple(data["licenses"])


def check_license(license: str | None) -> str | None:
    """``license`` if the Hub knows it (case-insensitive, returned as the Hub spells it)."""
    if license is None:
        return None
    known = {name.lower(): name for name in hub_licenses()}
    if license.lower() in known:
        return known[license.lower()]
    close = [name for name in hub_licenses() if license.lower().split("-")[0] in name][:8]
    hint = f" Close ones: {', '.join(close)}." if close else ""
    raise ValueError(
        f"--license {license!r} is not a license identifier the Hub knows (see "
        f"https://huggingface.co/docs/hub/repositories-licenses).{hint}"
    )


NO_LICENSE_WARNING = (
    "warning: no --license given: the card will say that no license was declared, and others may "
    "not assume they can reuse the data. Pass e.g. --license cc-by-4.0 to declare one."
)


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
        path = folder / rel
        if not _inside(folder, path) or path.is_symlink() or not path.is_file():
            problems.append(f"{rel} is missing")
        elif path.stat().st_size != meta.get("size") or sha256_file(path) != meta.get("sha256"):
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


def _inside(folder: Path, path: Path) -> bool:
    return os.path.realpath(path).startswith(os.path.realpath(folder) + os.sep)


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
    return PublishPlan(
        str(folder),
        check_repo_id(repo_id),
        private,
        check_tag(tag),
        endpoint or constants.ENDPOINT,
        upload_list(folder, manifest),
        list(MANAGED_PATTERNS),
    )


def stale_remote_files(remote: list[str], upload: list[str]) -> list[str]:
    """Remote files under :data:`MANAGED_PATTERNS` that the new version does not have."""
    keep = set(upload)
    return sorted(
        p for p in remote if p not in keep and any(fnmatchcase(p, pattern) for pattern in MANAGED_PATTERNS)
    )


# -- the Hub ------------------------------------------------------------------------------------


def _token(token: str | None) -> str:
    from huggingface_hub import get_token

    token = token or get_token()
    if not token:
        raise PublishError(
            "no Hugging Face token found: run `hf auth login` or set the HF_TOKEN environment variable "
            "(a token with write access)."
        )
    return token


def hub_timeout(seconds: float | None = None) -> float:
    """The read timeout of Hub calls: ``seconds``, else ``AGENT_TRACES_HUB_TIMEOUT``, else 120 s."""
    name = "--hub-timeout"
    if seconds is None:
        raw = os.environ.get(TIMEOUT_ENV, "").strip()
        if not raw:
            return DEFAULT_TIMEOUT
        name = TIMEOUT_ENV
        try:
            seconds = float(raw)
        except ValueError:
            raise ValueError(f"{TIMEOUT_ENV} must be a number of seconds, got {raw!r}") from None
    if not 0 < seconds < float("inf"):
        raise ValueError(f"{name} must be a positive number of seconds, got {seconds!r}")
    return float(seconds)


@contextmanager
def hub_timeouts(seconds: float | None = None) -> Iterator[float]:
    """Give every huggingface_hub call in the block a connect and a read timeout; yields the read one.

    huggingface_hub's shared HTTP client is made without any (``timeout=None``), so a Hub that
    accepts the connection and never answers would hang ``publish`` forever. The client comes
    from its public ``set_client_factory``: the factory in place before (a user's proxy settings,
    say) still builds it, the timeouts are set on what it returns, and it is put back after.
    """
    import huggingface_hub
    from huggingface_hub.utils import _http

    read = hub_timeout(seconds)
    connect = min(CONNECT_TIMEOUT, read)
    previous = getattr(_http, "_GLOBAL_CLIENT_FACTORY", _http.default_client_factory)

    def factory() -> Any:
        client = previous()
        client.timeout = (connect, read, read, connect)  # connect, read, write, pool
        return client

    huggingface_hub.set_client_factory(factory)
    try:
        yield read
    finally:
        huggingface_hub.set_client_factory(previous)


def _retry_after(response: Any) -> float | None:
    """Seconds the ``Retry-After`` header of ``response`` asks to wait (a number or an HTTP date)."""
    from datetime import datetime, timezone
    from email.utils import parsedate_to_datetime

    value = str((getattr(response, "headers", None) or {}).get("Retry-After") or "").strip()
    if not value:
        return None
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return max(0.0, (when - datetime.now(timezone.utc)).total_seconds())


def _patiently(call: Callable[[], Any], what: str, notify: Callable[[str], None]) -> Any:
    """``call()``, tried again after the delay the Hub asks for when it answers ``429`` (a refused
    request changed nothing, so sending it again is safe), at most :data:`RATE_LIMIT_RETRIES`
    times and :data:`MAX_RETRY_AFTER` seconds a wait."""
    for attempt in range(RATE_LIMIT_RETRIES + 1):
        try:
            return call()
        except Exception as err:
            response = getattr(err, "response", None)
            if getattr(response, "status_code", None) != 429 or attempt == RATE_LIMIT_RETRIES:
                raise
            wait = _retry_after(response)
            if wait is None:
                wait = 2.0 ** (attempt + 1)
            if wait > MAX_RETRY_AFTER:
                raise PublishError(
                    f"the Hub is rate limiting {what} (429) and asks to wait {wait:.0f} s, longer than "
                    f"agent-traces waits ({MAX_RETRY_AFTER:.0f} s): try again later."
                ) from err
            notify(
                f"the Hub is rate limiting {what} (429): waiting {wait:g} s as it asks (Retry-After), "
                f"then trying again ({attempt + 1}/{RATE_LIMIT_RETRIES})"
            )
            time.sleep(wait)
    raise AssertionError("unreachable")


def _to_stderr(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


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


def retry_command(
    folder: str, repo_id: str, tag: str | None = None, *, allow_unredacted: bool = False
) -> str:
    """The command that uploads ``folder`` again without converting (what to run after a failure:
    ``publish`` again would find the folder already holding an output)."""
    parts = ["agent-traces", "push", os.path.abspath(folder), "--repo", repo_id]
    parts += ["--tag", tag] if tag else []
    parts += ["--no-redact"] if allow_unredacted else []
    return " ".join(shlex.quote(part) for part in parts)


def check_hub(
    repo_id: str,
    *,
    token: str | None = None,
    endpoint: str | None = None,
    tag: str | None = None,
    folder: str | os.PathLike | None = None,
    timeout: float | None = None,
) -> str:
    """Check, before any work, that the token is valid and may write to ``repo_id``, and that
    ``tag`` is free (or already points at a commit holding the output at ``folder``).

    Returns a one-line description (who, and whether the repository exists). Raises
    :class:`PublishError` when the token is missing, rejected or read-only, when the namespace is
    neither the user nor one of their organizations, when the tag is taken, or when the Hub
    cannot be reached or does not answer within ``timeout``. The scopes of fine-grained tokens
    are not second-guessed: the Hub's own 403 at upload says it.
    """
    from huggingface_hub import HfApi, constants
    from huggingface_hub.errors import RepositoryNotFoundError

    check_repo_id(repo_id)
    check_tag(tag)
    endpoint = endpoint or constants.ENDPOINT
    api = HfApi(endpoint=endpoint, token=_token(token))
    with hub_timeouts(timeout) as seconds:
        try:
            me = api.whoami()
        except Exception as err:
            raise PublishError(_explain(err, repo_id, endpoint, seconds)) from err
        user = me.get("name", "")
        namespace = repo_id.split("/", 1)[0]
        orgs = {org.get("name") for org in me.get("orgs") or [] if isinstance(org, dict)}
        if namespace != user and namespace not in orgs:
            raise PublishError(
                f"the token belongs to {user!r}, who is not a member of {namespace!r}: use --repo "
                f"{user}/{repo_id.split('/', 1)[1]} or a token of a member of {namespace!r}."
            )
        auth = me.get("auth")
        access = ((auth.get("accessToken") or {}) if isinstance(auth, dict) else {}) or {}
        if access.get("role") == "read":
            raise PublishError(f"the token of {user!r} is read-only: create a token with write access.")
        try:
            api.repo_info(repo_id, repo_type="dataset")
            exists = "exists"
        except Exception as err:
            if (
                not isinstance(err, RepositoryNotFoundError)
                and getattr(getattr(err, "response", None), "status_code", None) != 404
            ):
                raise PublishError(_explain(err, repo_id, endpoint, seconds)) from err
            exists = "will be created"
        if exists == "exists" and tag:
            try:
                target = _tag_target(api, repo_id, tag)
                held = target is not None and folder is not None and _holds_at(api, repo_id, target, folder)
            except Exception as err:
                raise PublishError(_explain(err, repo_id, endpoint, seconds)) from err
            if target is not None and not held:
                raise PublishError(
                    f"the tag {tag!r} already exists on {repo_id} (commit {target[:12]}) and holds "
                    "another version: choose another --tag."
                )
            if held:
                exists += f"; tag {tag} already points at a commit holding this output"
    return f"Hub: logged in as {user}; dataset {repo_id} {exists}"


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


def _moved(repo_id: str, parent: str, head: str) -> str:
    return (
        f"{repo_id} changed on the Hub while this version was prepared: main is at {head[:12]}, not "
        f"{parent[:12]} whose rows it merges (someone else published meanwhile). Nothing was "
        "changed there."
    )


def _holds_at(api: Any, repo_id: str, revision: str, folder: str | os.PathLike) -> bool:
    manifest = read_manifest(folder)
    return manifest is not None and holds_output(_remote_files(api, repo_id, revision), folder, manifest)


def publish_folder(
    folder: str,
    repo_id: str,
    *,
    private: bool = False,
    tag: str | None = None,
    token: str | None = None,
    allow_unredacted: bool = False,
    endpoint: str | None = None,
    timeout: float | None = None,
    notify: Callable[[str], None] = _to_stderr,
    parent: str | None = None,
) -> PublishResult:
    """Upload the output at ``folder`` to the dataset repository ``repo_id`` in one commit.

    ``parent``: the commit of ``main`` this output was built on (``--append`` read its rows);
    when ``main`` has moved since, nothing is committed and :class:`PublishError` says so.

    Every Hub call has a connect and a read timeout (``timeout``: see :func:`hub_timeouts`);
    ``notify`` hears of waits for a rate limit. Raises :class:`PublishError` with an actionable
    message on any Hub or network failure, and :class:`OutputFolderError` when ``folder`` is not
    a complete (redacted) output.
    """
    from .output_folder import folder_lock

    with folder_lock(Path(os.path.realpath(folder))):
        return _publish(
            folder, repo_id, private, tag, token, allow_unredacted, endpoint, timeout, notify, parent
        )


def _publish(
    folder: str,
    repo_id: str,
    private: bool,
    tag: str | None,
    token: str | None,
    allow_unredacted: bool,
    endpoint: str | None,
    timeout: float | None,
    notify: Callable[[str], None],
    parent: str | None = None,
) -> PublishResult:
    from huggingface_hub import CommitOperationAdd, CommitOperationDelete, HfApi

    the_plan = plan(
        folder, repo_id, private=private, tag=tag, allow_unredacted=allow_unredacted, endpoint=endpoint
    )
    manifest = read_manifest(folder) or {}
    unredacted = not manifest.get("options", {}).get("redact")
    again = retry_command(folder, repo_id, tag, allow_unredacted=unredacted)
    keep = (
        f"The dataset folder is intact at {folder}; once fixed, upload it without converting again: {again}"
    )
    try:
        token = _token(token)
    except PublishError as err:
        raise PublishError(f"{err} {keep}") from None
    api = HfApi(endpoint=the_plan.endpoint, token=token)
    message = _commit_message(folder)
    names = [name for name, _ in the_plan.files]
    repo_url = f"{the_plan.endpoint.rstrip('/')}/datasets/{repo_id}"
    with hub_timeouts(timeout) as seconds:
        try:
            _patiently(
                lambda: api.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True),
                "repository creation",
                notify,
            )
            if tag:
                target = _tag_target(api, repo_id, tag)
                if target is not None:
                    if holds_output(_remote_files(api, repo_id, target), folder, manifest):
                        return PublishResult(repo_url, [], [], target, already=True)
                    raise PublishError(
                        f"the tag {tag!r} already exists on {repo_id} (commit {target[:12]}) and holds "
                        "another version: choose another --tag."
                    )
            head = api.repo_info(repo_id, repo_type="dataset").sha
            if parent is not None and head != parent:
                raise RemoteMovedError(_moved(repo_id, parent, head))
            remote = _remote_files(api, repo_id, head)
            deleted = stale_remote_files(sorted(remote), names)
            if not deleted and holds_output(remote, folder, manifest):
                oid, url, uploaded, already = head, repo_url, [], True
            else:
                same = set(unchanged_files(remote, folder, manifest))
                changed = [name for name in names if name not in same]
                operations: list = [
                    CommitOperationAdd(path_in_repo=name, path_or_fileobj=str(Path(folder) / name))
                    for name in changed
                ]
                operations += [CommitOperationDelete(path_in_repo=name) for name in deleted]
                commit = _patiently(
                    lambda: api.create_commit(
                        repo_id,
                        operations,
                        commit_message=message,
                        repo_type="dataset",
                        parent_commit=parent or head,
                    ),
                    "commits",
                    notify,
                )
                oid, url, uploaded, already = commit.oid, str(commit.commit_url or repo_url), changed, False
        except Exception as err:
            reason = _explain(err, repo_id, the_plan.endpoint, seconds)
            moved = getattr(getattr(err, "response", None), "status_code", 0) == 412
            if parent is not None and (moved or isinstance(err, RemoteMovedError)):
                # merged with what it read: a push of this folder would drop what the other
                # publisher added; the same --append again merges with the new state
                raise RemoteMovedError(
                    f"{reason} Run the same publish --append again to merge with the new state. "
                    f"The dataset folder is intact at {folder}."
                ) from err
            raise PublishError(f"{reason} {keep}") from err
        if tag:
            _tag(api, repo_id, tag, oid, message, notify, seconds, the_plan.endpoint, folder, unredacted)
    return PublishResult(url, uploaded, deleted, oid, already, [n for n in names if n not in uploaded])


def _tag(
    api: Any,
    repo_id: str,
    tag: str,
    oid: str,
    message: str,
    notify: Callable[[str], None],
    seconds: float,
    endpoint: str,
    folder: str,
    unredacted: bool,
) -> None:
    """Tag ``oid``; a failure whose tag nevertheless points at ``oid`` (a lost answer) is success."""
    try:
        _patiently(
            lambda: api.create_tag(
                repo_id, tag=tag, repo_type="dataset", revision=oid, tag_message=message, exist_ok=False
            ),
            "tags",
            notify,
        )
        return
    except Exception as err:
        try:
            if _tag_target(api, repo_id, tag) == oid:
                return
        except Exception:
            pass
        status = getattr(getattr(err, "response", None), "status_code", None)
        other = "NEW_TAG" if status == 409 else tag
        raise PublishError(
            f"the data is on the main branch of {repo_id} (commit {oid[:12]}), but the Hub did not tag "
            f"it {tag}: {_explain(err, repo_id, endpoint, seconds)} Tag that commit, without uploading "
            f"again, with: {retry_command(folder, repo_id, other, allow_unredacted=unredacted)}"
        ) from err


# -- the companion dataset of trace files (--traces-repo) ------------------------------------------

TRACES_PATTERN = "traces/*"


def companion_card(manifest: dict[str, Any], traces_repo: str, main_repo: str, tag: str | None) -> str:
    """The card of the companion dataset: its YAML declares one JSON config over the trace files
    (one session per file, what ``datasets``' JSON loader and the Hub's trace viewer read), and
    it links the main dataset and names the version both come from."""
    import yaml

    options = manifest.get("options") or {}
    header: dict[str, Any] = {
        "pretty_name": f"{main_repo.split('/', 1)[1]} (trace files)",
        "license": options.get("license") or "other",
        "tags": ["agent-traces", "agent-traces-sessions"],
        "configs": [
            {"config_name": "default", "data_files": [{"split": "train", "path": "traces/**/*.jsonl"}]}
        ],
    }
    fp = str(manifest.get("fingerprint", ""))
    mode = (manifest.get("traces") or {}).get("mode", "sts")
    what = (
        "Claude Code, Codex and Pi sessions as those tools wrote them (redacted like the Parquet), "
        "other sessions in the Session Trace Simple Format"
        if mode == "native"
        else "every session in the Session Trace Simple Format"
    )
    version = f"tagged `{tag}` in both repositories" if tag else "untagged"
    body = f"""# {header["pretty_name"]}

The sessions of [`{main_repo}`](https://huggingface.co/datasets/{main_repo}) as trace files, one
session per file under `traces/`: {what}. The Hub's trace viewer shows them; the Parquet views
(`messages`, `sharegpt`, `steps`) for training are in [`{main_repo}`](https://huggingface.co/datasets/{main_repo}).

Version: fingerprint `{fp[:16]}` of `{main_repo}`, {version}. `manifest.json` there lists every
file here with its sha256 and size.

```python
from datasets import load_dataset

# one row per session file, decoded by datasets' JSON loader (needs `pip install teich`)
ds = load_dataset("{traces_repo}", split="train"{f', revision="{tag}"' if tag else ""})
```
"""
    text = yaml.safe_dump(header, sort_keys=False, allow_unicode=True, width=1000)
    return f"---\n{text}---\n\n{body}"


def publish_traces(
    folder: str,
    traces_repo: str,
    main_repo: str,
    *,
    private: bool = False,
    tag: str | None = None,
    token: str | None = None,
    allow_unredacted: bool = False,
    endpoint: str | None = None,
    timeout: float | None = None,
    notify: Callable[[str], None] = _to_stderr,
) -> PublishResult:
    """Upload the trace files of the output at ``folder`` (and a card linking ``main_repo``) to
    the companion dataset ``traces_repo`` in one commit that deletes its stale trace files, and
    tag it like the main one. Files the companion already has with the same bytes are not sent."""
    from huggingface_hub import CommitOperationAdd, CommitOperationDelete, HfApi, constants

    check_repo_id(traces_repo)
    if traces_repo == main_repo:
        raise PublishError("--traces-repo must name another repository than --repo")
    manifest = verify_output(folder, allow_unredacted=allow_unredacted)
    names = sorted(n for n in manifest["files"] if fnmatchcase(n, TRACES_PATTERN))
    if not names:
        raise PublishError(f"{folder} holds no trace files: convert it with --traces sts or --traces native")
    card = companion_card(manifest, traces_repo, main_repo, tag).encode()
    endpoint = endpoint or constants.ENDPOINT
    api = HfApi(endpoint=endpoint, token=_token(token))
    listed = {n: manifest["files"][n] for n in names}
    again = (
        retry_command(folder, main_repo, tag, allow_unredacted=allow_unredacted)
        + f" --traces-repo {traces_repo}"
    )
    with hub_timeouts(timeout) as seconds:
        try:
            _patiently(
                lambda: api.create_repo(traces_repo, repo_type="dataset", private=private, exist_ok=True),
                "repository creation",
                notify,
            )
            head = api.repo_info(traces_repo, repo_type="dataset").sha
            remote = _remote_files(api, traces_repo, head)
            same = set(unchanged_files(remote, folder, {"files": listed}, with_manifest=False))
            readme = remote.get("README.md")
            if readme is not None and readme.blob_id == git_blob_id(card):
                same.add("README.md")
            changed = [n for n in names if n not in same]
            deleted = sorted(p for p in remote if fnmatchcase(p, TRACES_PATTERN) and p not in listed)
            operations: list = [
                CommitOperationAdd(path_in_repo=n, path_or_fileobj=str(Path(folder) / n)) for n in changed
            ]
            if "README.md" not in same:
                operations.append(CommitOperationAdd(path_in_repo="README.md", path_or_fileobj=card))
                changed.append("README.md")
            operations += [CommitOperationDelete(path_in_repo=n) for n in deleted]
            oid, url = head, f"{endpoint.rstrip('/')}/datasets/{traces_repo}"
            if operations:
                message = _commit_message(folder).replace("agent traces", "agent trace files")
                commit = _patiently(
                    lambda: api.create_commit(
                        traces_repo,
                        operations,
                        commit_message=message,
                        repo_type="dataset",
                        parent_commit=head,
                    ),
                    "commits",
                    notify,
                )
                oid, url = commit.oid, str(commit.commit_url or url)
            if tag and _tag_target(api, traces_repo, tag) != oid:
                _patiently(
                    lambda: api.create_tag(
                        traces_repo, tag=tag, repo_type="dataset", revision=oid, exist_ok=False
                    ),
                    "tags",
                    notify,
                )
        except Exception as err:
            raise PublishError(
                f"the trace files did not all reach {traces_repo}: {_explain(err, traces_repo, endpoint, seconds)} "
                f"Upload them again (the dataset itself is not sent twice) with: {again}"
            ) from err
    return PublishResult(url, changed, deleted, oid, not operations, sorted(same - {"README.md"}))


def _commit_message(folder: str) -> str:
    manifest = read_manifest(folder) or {}
    fp = manifest.get("fingerprint")
    return f"Upload agent traces (fingerprint {str(fp)[:16]})" if fp else "Upload agent traces"


def _explain(err: BaseException, repo_id: str, endpoint: str, timeout: float | None = None) -> str:
    """A one-line reason for a Hub failure, in terms of what the user can do about it."""
    from huggingface_hub.errors import HfHubHTTPError, RepositoryNotFoundError

    status = getattr(getattr(err, "response", None), "status_code", None)
    if isinstance(err, PublishError):
        return str(err)
    if status == 401:
        return "the Hub rejected the token (401): it is invalid or expired; run `hf auth login` again."
    if isinstance(err, RepositoryNotFoundError) or status == 404:
        return f"the Hub says {repo_id!r} does not exist or the token cannot see it."
    if status == 403:
        return (
            f"the token may not write to {repo_id!r} (403): use a token with write access to that "
            "user or organization."
        )
    if status == 409 and "tag" in str(err).lower():
        return f"the tag already exists on {repo_id!r} (409): choose another --tag."
    if status == 412:
        return (
            f"{repo_id} changed on the Hub while this upload was prepared (someone else committed to "
            "it, 412): nothing was changed there."
        )
    if status == 429:
        return (
            f"the Hub is rate limiting this token (429) and still refused after {RATE_LIMIT_RETRIES} waits."
        )
    if isinstance(err, HfHubHTTPError) and status:
        return f"the Hub answered {status}: {str(err).splitlines()[0]}"
    stalled = _timed_out(err)
    if stalled is not None:
        request = _request_line(stalled)
        if "Connect" in type(stalled).__name__:
            return (
                f"could not connect to the Hub at {endpoint} within {min(CONNECT_TIMEOUT, timeout or 0):g} s "
                f"({request}); check the network connection, proxy settings or HF_ENDPOINT."
            )
        return (
            f"the Hub at {endpoint} did not answer within {timeout or 0:g} s ({request}): it may be "
            f"overloaded, or a proxy holds the connection. Try again later, or wait longer with "
            f"--hub-timeout SECONDS ({TIMEOUT_ENV})."
        )
    if _is_network_error(err):
        reason = str(err).splitlines()[0] if str(err) else ""
        return (
            f"could not reach the Hub at {endpoint} ({type(err).__name__}: {reason}); "
            "check the network connection, proxy settings or HF_ENDPOINT."
        )
    return f"upload failed: {type(err).__name__}: {err}"


def _causes(err: BaseException) -> Iterator[BaseException]:
    current: BaseException | None = err
    for _ in range(10):
        if current is None:
            return
        yield current
        current = current.__cause__ or current.__context__


def _timed_out(err: BaseException) -> BaseException | None:
    """The timeout (of httpx or Python) in ``err``'s chain, if any."""
    for current in _causes(err):
        if isinstance(current, TimeoutError) or (
            type(current).__module__.startswith(("httpx", "httpcore")) and "Timeout" in type(current).__name__
        ):
            return current
    return None


def _request_line(err: BaseException) -> str:
    """``METHOD path`` of the request ``err`` happened on (httpx errors carry it), else its name."""
    try:
        request = err.request  # type: ignore[attr-defined]
        return f"{request.method} {request.url.path}"
    except (AttributeError, RuntimeError):
        return type(err).__name__


def _is_network_error(err: BaseException) -> bool:
    for current in _causes(err):
        name = type(current).__name__
        module = type(current).__module__
        if isinstance(current, (ConnectionError, TimeoutError)) or (
            module.startswith(("httpx", "httpcore", "requests", "urllib3"))
            and any(k in name for k in ("Connect", "Timeout", "Network", "Protocol", "Proxy"))
        ):
            return True
    return isinstance(err, OSError)


def _human(size: int) -> str:
    value = float(size)
    for unit in ("B", "KB", "MB", "GB"):
        if value < 1024 or unit == "GB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    return f"{size} B"


def default_folder() -> str:
    """A fresh folder for ``publish`` without ``-o`` (kept, and named, after the run, so that
    ``push`` can upload it again): in ``<cache home>/publish/``, a ``0700`` folder of the user's
    cache directory (see :mod:`agent_traces.core.private`), never a shared ``/tmp``."""
    import tempfile

    from .core.private import cache_home, private_dir

    return tempfile.mkdtemp(prefix="agent-traces-publish-", dir=private_dir(cache_home() / "publish"))


# ``agent_traces.publish(...)`` is the operation (see agent_traces/_callable.py)
make_callable(__name__, "agent_traces.operations.publishing:publish")
