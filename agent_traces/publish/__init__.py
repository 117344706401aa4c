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

One concern a module: :mod:`.checks` (before any work), :mod:`.hub` (timeouts, rate limits,
errors explained), :mod:`.upload_plan` (the output verified, what is uploaded and what is managed),
:mod:`.remote` (what the Hub holds), :mod:`.commit` (the commit and the tag) and
:mod:`.traces` (the companion dataset of trace files). Every name is importable from here.
"""

from __future__ import annotations

from .._callable import make_callable
from .checks import (
    NO_LICENSE_WARNING,
    REPO_ID,
    TAG,
    check_hub,
    check_license,
    check_repo_id,
    check_tag,
    hub_licenses,
)
from .commit import _commit_message, _moved, _publish, _tag, default_folder, publish_folder, retry_command
from .errors import PublishError, RemoteMovedError
from .hub import (
    CONNECT_TIMEOUT,
    DEFAULT_TIMEOUT,
    MAX_RETRY_AFTER,
    RATE_LIMIT_RETRIES,
    TIMEOUT_ENV,
    _causes,
    _explain,
    _is_network_error,
    _patiently,
    _request_line,
    _retry_after,
    _timed_out,
    _to_stderr,
    _token,
    hub_timeout,
    hub_timeouts,
)
from .remote import (
    RemoteVersion,
    _git_blob_id_of,
    _lfs_sha,
    _remote_files,
    _tag_target,
    download_rows,
    git_blob_id,
    holds_output,
    read_rows,
    remote_version,
    tag_holding,
    unchanged_files,
)
from .traces import TRACES_PATTERN, companion_card, companion_gate, publish_traces
from .upload_plan import (
    DEFAULT_MANAGED,
    MANAGED_PATTERNS,
    PublishPlan,
    PublishResult,
    _human,
    plan,
    stale_remote_files,
    upload_list,
    verify_output,
)

__all__ = [
    "CONNECT_TIMEOUT",
    "DEFAULT_MANAGED",
    "DEFAULT_TIMEOUT",
    "MANAGED_PATTERNS",
    "MAX_RETRY_AFTER",
    "NO_LICENSE_WARNING",
    "RATE_LIMIT_RETRIES",
    "REPO_ID",
    "TAG",
    "TIMEOUT_ENV",
    "TRACES_PATTERN",
    "PublishError",
    "PublishPlan",
    "PublishResult",
    "RemoteMovedError",
    "RemoteVersion",
    "check_hub",
    "check_license",
    "check_repo_id",
    "check_tag",
    "companion_card",
    "companion_gate",
    "default_folder",
    "download_rows",
    "git_blob_id",
    "holds_output",
    "hub_licenses",
    "hub_timeout",
    "hub_timeouts",
    "plan",
    "publish_folder",
    "publish_traces",
    "read_rows",
    "remote_version",
    "retry_command",
    "stale_remote_files",
    "tag_holding",
    "unchanged_files",
    "upload_list",
    "verify_output",
]
_PRIVATE = (  # used by cli.py and the api/commands modules; kept importable from here
    _causes,
    _commit_message,
    _explain,
    _git_blob_id_of,
    _human,
    _is_network_error,
    _lfs_sha,
    _moved,
    _patiently,
    _publish,
    _remote_files,
    _request_line,
    _retry_after,
    _tag,
    _tag_target,
    _timed_out,
    _to_stderr,
    _token,
)

# ``agent_traces.publish(...)`` is the operation (see agent_traces/_callable.py)
make_callable(__name__, "agent_traces.operations.publishing:publish")
