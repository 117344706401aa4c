"""The companion dataset of trace files (``--traces-repo``): the output's ``traces/`` files and a
card that links the main dataset, in one commit of their own, tagged like the main one.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from fnmatch import fnmatchcase
from typing import Any

from ..redact.gate import Gate

from .checks import check_repo_id
from .commit import _commit, _commit_message, _create_repo, _create_tag, retry_command
from .errors import PublishError
from .hub import _explain, _to_stderr, _token, hub_timeouts
from .remote import _remote_files, _tag_target, git_blob_id, unchanged_files
from .upload_plan import PublishResult, verify_output

TRACES_PATTERN = "traces/*"


def companion_gate(
    folder: str | os.PathLike, manifest: dict[str, Any], main_repo: str, traces_repo: str
) -> Gate:
    """The gate of the companion dataset's card, made from the raw ``--repo``, ``--traces-repo``
    and ``--tag`` outside the output folder: the output's detectors and placeholders (its
    categories kept, its placeholder key) when the output was redacted, the identity when it was
    not; the user and host names inside both repository ids stay (see :class:`Gate`)."""
    options = manifest.get("options") or {}
    if not options.get("redact"):
        return Gate(None)
    from ..output.record import placeholder_key
    from ..redact import Redactor

    redactor = Redactor(
        keep=options.get("redact_keep") or (),
        key=placeholder_key(folder, main_repo),
        keep_images=bool(options.get("keep_images")),
    )
    return Gate(redactor, public=(main_repo, traces_repo))


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
    from huggingface_hub import HfApi, constants

    check_repo_id(traces_repo)
    if traces_repo == main_repo:
        raise PublishError("--traces-repo must name another repository than --repo")
    manifest = verify_output(folder, allow_unredacted=allow_unredacted)
    names = sorted(n for n in manifest["files"] if fnmatchcase(n, TRACES_PATTERN))
    if not names:
        raise PublishError(f"{folder} holds no trace files: convert it with --traces sts or --traces native")
    card = companion_gate(folder, manifest, main_repo, traces_repo).document(
        "README.md", companion_card(manifest, traces_repo, main_repo, tag).encode()
    )
    endpoint = endpoint or constants.ENDPOINT
    api = HfApi(endpoint=endpoint, token=_token(token))
    listed = {n: manifest["files"][n] for n in names}
    again = (
        retry_command(folder, main_repo, tag, allow_unredacted=allow_unredacted)
        + f" --traces-repo {traces_repo}"
    )
    with hub_timeouts(timeout) as seconds:
        try:
            _create_repo(api, traces_repo, private, notify)
            head = api.repo_info(traces_repo, repo_type="dataset").sha
            remote = _remote_files(api, traces_repo, head)
            same = set(unchanged_files(remote, folder, {"files": listed}, with_manifest=False))
            readme = remote.get("README.md")
            if readme is not None and readme.blob_id == git_blob_id(card):
                same.add("README.md")
            changed = [n for n in names if n not in same]
            deleted = sorted(p for p in remote if fnmatchcase(p, TRACES_PATTERN) and p not in listed)
            extra = [] if "README.md" in same else [("README.md", card)]
            oid, url = head, f"{endpoint.rstrip('/')}/datasets/{traces_repo}"
            if changed or extra or deleted:
                message = _commit_message(manifest).replace("agent traces", "agent trace files")
                commit = _commit(api, traces_repo, folder, changed, deleted, message, head, notify, extra)
                oid, url = commit.oid, str(commit.commit_url or url)
            changed += [name for name, _ in extra]
            if tag and _tag_target(api, traces_repo, tag) != oid:
                _create_tag(api, traces_repo, tag, oid, notify)
        except Exception as err:
            raise PublishError(
                f"the trace files did not all reach {traces_repo}: {_explain(err, traces_repo, endpoint, seconds)} "
                f"Upload them again (the dataset itself is not sent twice) with: {again}"
            ) from err
    return PublishResult(url, changed, deleted, oid, not (changed or deleted), sorted(same - {"README.md"}))
