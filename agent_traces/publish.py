"""Pushing a written output to the Hugging Face Hub: exactly the files it lists, in one commit.

What is uploaded comes from the output's ``manifest.json`` (its ``files`` plus the manifest
itself), never from a directory listing, so nothing else that sits in the folder can leak. Before
uploading, :func:`verify_output` checks that every listed file is there with the size and
sha256 the manifest recorded, and that the output was redacted (unless the caller allows an
unredacted one).

:func:`publish_folder` creates the dataset repository (``create_repo``, ``exist_ok``), lists the
remote files, and makes one commit (``create_commit``) that adds every listed file and deletes
the remote files under the patterns the output manages (``manifest["managed"]``, by default the
shards ``data/*/train-*.parquet``) that the new version no longer has: stale shards would make
``load_dataset`` fail with ``NonMatchingSplitsSizesError``. It then tags that commit when asked.

:func:`check_hub` and :func:`check_license` run before any conversion: the token, the repository
name, the right to write there, and the license identifier. Every failure becomes a
:class:`PublishError` whose message says what to do; the local folder is never touched.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from .output_folder import MANIFEST, OutputFolderError, read_manifest, sha256_file

REPO_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*/[A-Za-z0-9][A-Za-z0-9_.-]*$")
TAG = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$")
DEFAULT_MANAGED = ("data/*/train-*.parquet",)


class PublishError(RuntimeError):
    """The upload to the Hub failed or may not happen; the message says why and what to do."""


@dataclass
class PublishPlan:
    """What an upload would do: shown by ``--dry-run`` and carried out by :func:`publish_folder`."""

    folder: str
    repo_id: str
    private: bool
    tag: str | None
    endpoint: str
    files: list[tuple[str, int]]
    managed: list[str] = field(default_factory=lambda: list(DEFAULT_MANAGED))

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
        list(manifest.get("managed") or DEFAULT_MANAGED),
    )


def stale_remote_files(remote: list[str], upload: list[str], managed: list[str]) -> list[str]:
    """Remote files under the managed patterns that the new version does not have."""
    keep = set(upload)
    return sorted(p for p in remote if p not in keep and any(fnmatchcase(p, pattern) for pattern in managed))


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


def check_hub(repo_id: str, *, token: str | None = None, endpoint: str | None = None) -> str:
    """Check, before any work, that the token is valid and may write to ``repo_id``.

    Returns a one-line description (who, and whether the repository exists). Raises
    :class:`PublishError` when the token is missing, rejected or read-only, when the namespace is
    neither the user nor one of their organizations, or when the Hub cannot be reached. The
    scopes of fine-grained tokens are not second-guessed: the Hub's own 403 at upload says it.
    """
    from huggingface_hub import HfApi, constants
    from huggingface_hub.errors import RepositoryNotFoundError

    check_repo_id(repo_id)
    endpoint = endpoint or constants.ENDPOINT
    api = HfApi(endpoint=endpoint, token=_token(token))
    try:
        me = api.whoami()
    except Exception as err:
        raise PublishError(_explain(err, repo_id, endpoint)) from err
    user = me.get("name", "")
    namespace = repo_id.split("/", 1)[0]
    orgs = {org.get("name") for org in me.get("orgs") or [] if isinstance(org, dict)}
    if namespace != user and namespace not in orgs:
        raise PublishError(
            f"the token belongs to {user!r}, who is not a member of {namespace!r}: use --repo "
            f"{user}/{repo_id.split('/', 1)[1]} or a token of a member of {namespace!r}."
        )
    access = ((me.get("auth") or {}).get("accessToken") or {}) if isinstance(me.get("auth"), dict) else {}
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
            raise PublishError(_explain(err, repo_id, endpoint)) from err
        exists = "will be created"
    return f"Hub: logged in as {user}; dataset {repo_id} {exists}"


def publish_folder(
    folder: str,
    repo_id: str,
    *,
    private: bool = False,
    tag: str | None = None,
    token: str | None = None,
    allow_unredacted: bool = False,
    endpoint: str | None = None,
) -> PublishResult:
    """Upload the output at ``folder`` to the dataset repository ``repo_id`` in one commit.

    Raises :class:`PublishError` with an actionable message on any Hub or network failure, and
    :class:`OutputFolderError` when ``folder`` is not a complete (redacted) output.
    """
    from .output_folder import folder_lock

    with folder_lock(Path(os.path.realpath(folder))):
        return _publish(folder, repo_id, private, tag, token, allow_unredacted, endpoint)


def _publish(
    folder: str,
    repo_id: str,
    private: bool,
    tag: str | None,
    token: str | None,
    allow_unredacted: bool,
    endpoint: str | None,
) -> PublishResult:
    from huggingface_hub import CommitOperationAdd, CommitOperationDelete, HfApi

    the_plan = plan(
        folder, repo_id, private=private, tag=tag, allow_unredacted=allow_unredacted, endpoint=endpoint
    )
    keep = f"The dataset folder is intact at {folder}; fix the problem and run the command again."
    try:
        token = _token(token)
    except PublishError as err:
        raise PublishError(f"{err} {keep}") from None
    api = HfApi(endpoint=the_plan.endpoint, token=token)
    message = _commit_message(folder)
    names = [name for name, _ in the_plan.files]
    try:
        api.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True)
        remote = api.list_repo_files(repo_id, repo_type="dataset")
        deleted = stale_remote_files(remote, names, the_plan.managed)
        operations: list = [
            CommitOperationAdd(path_in_repo=name, path_or_fileobj=str(Path(folder) / name)) for name in names
        ]
        operations += [CommitOperationDelete(path_in_repo=name) for name in deleted]
        commit = api.create_commit(repo_id, operations, commit_message=message, repo_type="dataset")
        if tag:
            api.create_tag(
                repo_id,
                tag=tag,
                repo_type="dataset",
                revision=commit.oid,
                tag_message=message,
                exist_ok=False,
            )
    except Exception as err:
        raise PublishError(f"{_explain(err, repo_id, the_plan.endpoint)} {keep}") from err
    url = str(getattr(commit, "commit_url", "") or f"{the_plan.endpoint}/datasets/{repo_id}")
    return PublishResult(url, names, deleted)


def _commit_message(folder: str) -> str:
    manifest = read_manifest(folder) or {}
    fp = manifest.get("fingerprint")
    return f"Upload agent traces (fingerprint {str(fp)[:16]})" if fp else "Upload agent traces"


def _explain(err: BaseException, repo_id: str, endpoint: str) -> str:
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
    if isinstance(err, HfHubHTTPError) and status:
        return f"the Hub answered {status}: {str(err).splitlines()[0]}"
    if _is_network_error(err):
        reason = str(err).splitlines()[0] if str(err) else ""
        return (
            f"could not reach the Hub at {endpoint} ({type(err).__name__}: {reason}); "
            "check the network connection, proxy settings or HF_ENDPOINT."
        )
    return f"upload failed: {type(err).__name__}: {err}"


def _is_network_error(err: BaseException) -> bool:
    seen = 0
    current: BaseException | None = err
    while current is not None and seen < 10:
        name = type(current).__name__
        module = type(current).__module__
        if isinstance(current, (ConnectionError, TimeoutError)) or (
            module.startswith(("httpx", "httpcore", "requests", "urllib3"))
            and any(k in name for k in ("Connect", "Timeout", "Network", "Protocol", "Proxy"))
        ):
            return True
        current = current.__cause__ or current.__context__
        seen += 1
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
