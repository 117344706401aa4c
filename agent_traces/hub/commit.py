"""The upload: one commit that adds every file the output lists and deletes the stale managed
ones, planned against the remote head (``parent_commit``) so that a change made meanwhile fails
it instead of being overwritten; then the tag. The commit and tag steps here also serve the
companion dataset of trace files (:mod:`.traces`).
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ..core import termination
from .client import _explain, _patiently, _to_stderr, _token, hub_timeouts
from .errors import PublishError, RemoteMovedError
from .remote import _remote_files, _tag_target, holds_output, tag_holding, unchanged_files
from .upload_plan import PublishResult, _plan, stale_remote_files, verify_output


def retry_command(
    folder: str, repo_id: str, tag: str | None = None, *, allow_unredacted: bool = False
) -> str:
    """The command that uploads ``folder`` again without converting (what to run after a failure:
    ``publish`` again would find the folder already holding an output)."""
    parts = ["agent-traces", "push", os.path.abspath(folder), "--repo", repo_id]
    parts += ["--tag", tag] if tag else []
    parts += ["--no-redact"] if allow_unredacted else []
    return " ".join(shlex.quote(part) for part in parts)


def _moved(repo_id: str, parent: str, head: str) -> str:
    return (
        f"{repo_id} changed on the Hub while this version was prepared: main is at {head[:12]}, not "
        f"{parent[:12]} whose rows it merges (someone else published meanwhile). Nothing was "
        "changed there."
    )


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
    from ..output_folder import folder_lock

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
    from huggingface_hub import HfApi, constants

    manifest = verify_output(folder, allow_unredacted=allow_unredacted)
    the_plan = _plan(folder, repo_id, manifest, private, tag, endpoint or constants.ENDPOINT)
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
    message = _commit_message(manifest)
    names = [name for name, _ in the_plan.files]
    repo_url = f"{the_plan.endpoint.rstrip('/')}/datasets/{repo_id}"
    with hub_timeouts(timeout) as seconds:
        try:
            _create_repo(api, repo_id, private, notify)
            if tag:
                held = tag_holding(api, repo_id, tag, folder, manifest)
                if held is not None:
                    return PublishResult(repo_url, [], [], held, already=True)
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
                commit = _commit(api, repo_id, folder, changed, deleted, message, parent or head, notify)
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


def _create_repo(api: Any, repo_id: str, private: bool, notify: Callable[[str], None]) -> None:
    """Create the dataset repository ``repo_id`` unless it exists."""
    _patiently(
        lambda: api.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True),
        "repository creation",
        notify,
    )


def _commit(
    api: Any,
    repo_id: str,
    folder: str,
    changed: list[str],
    deleted: list[str],
    message: str,
    parent: str,
    notify: Callable[[str], None],
    extra: Iterable[tuple[str, bytes]] = (),
) -> Any:
    """One commit on ``parent`` (failing if ``main`` moved) that adds the files ``changed`` of
    ``folder`` and the ``extra`` contents, and deletes ``deleted``; its ``CommitInfo``."""
    from huggingface_hub import CommitOperationAdd, CommitOperationDelete

    operations: list = [
        CommitOperationAdd(path_in_repo=name, path_or_fileobj=str(Path(folder) / name)) for name in changed
    ]
    operations += [CommitOperationAdd(path_in_repo=name, path_or_fileobj=data) for name, data in extra]
    operations += [CommitOperationDelete(path_in_repo=name) for name in deleted]
    termination.check()
    return _patiently(
        lambda: api.create_commit(
            repo_id, operations, commit_message=message, repo_type="dataset", parent_commit=parent
        ),
        "commits",
        notify,
    )


def _create_tag(
    api: Any, repo_id: str, tag: str, oid: str, notify: Callable[[str], None], message: str | None = None
) -> None:
    """Tag the commit ``oid`` (a tag that exists already is an error, never moved)."""
    _patiently(
        lambda: api.create_tag(
            repo_id, tag=tag, repo_type="dataset", revision=oid, tag_message=message, exist_ok=False
        ),
        "tags",
        notify,
    )


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
        _create_tag(api, repo_id, tag, oid, notify, message)
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


def _commit_message(manifest: dict[str, Any]) -> str:
    fp = manifest.get("fingerprint")
    return f"Upload agent traces (fingerprint {str(fp)[:16]})" if fp else "Upload agent traces"


def default_folder() -> str:
    """A fresh folder for ``publish`` without ``-o`` (kept, and named, after the run, so that
    ``push`` can upload it again): in ``<cache home>/publish/``, a ``0700`` folder of the user's
    cache directory (see :mod:`agent_traces.core.private`), never a shared ``/tmp``."""
    import tempfile

    from ..core.private import cache_home, private_dir

    return tempfile.mkdtemp(prefix="agent-traces-publish-", dir=private_dir(cache_home() / "publish"))
