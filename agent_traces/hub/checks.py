"""Checks made before any work: the repository and tag names, the license identifier, and the
token's right to write to the repository (with the tag still free). Every failure is a
:class:`PublishError` or a ``ValueError`` whose message says what to do.
"""

from __future__ import annotations

import json
import os
import re
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from ..output_folder import read_manifest
from .client import _explain, _token, hub_timeouts
from .errors import PublishError
from .remote import tag_holding

if TYPE_CHECKING:
    from ..redact import Redactor

REPO_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*/[A-Za-z0-9][A-Za-z0-9_.-]*$")
TAG = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$")


def check_repo_id(repo_id: str) -> str:
    """``repo_id`` if it has the ``user/name`` form the Hub expects, else a clear ValueError.

    The repository's name is public on the Hub: one in which the detectors find a secret is
    refused, as a tag is."""
    if not repo_id or not REPO_ID.match(repo_id) or ".." in repo_id or repo_id.endswith((".", "-")):
        raise ValueError(f"--repo must look like user/name (letters, digits, '-', '_', '.'), got {repo_id!r}")
    _refuse_secret("--repo", repo_id, "user/agent-sessions")
    return repo_id


def check_tag(tag: str | None) -> str | None:
    """``tag`` if it is a plain tag name (letters, digits, ``.``, ``_``, ``-``), else a ValueError.

    A tag is a public name on the Hub that no gate rewrites: one in which the detectors find a
    secret is refused (its value is not echoed)."""
    if tag is None:
        return tag
    if not TAG.match(tag):
        raise ValueError(f"--tag must be letters, digits, '.', '_' or '-' (e.g. v1), got {tag!r}")
    _refuse_secret("--tag", tag, "v1")
    return tag


def _refuse_secret(flag: str, name: str, example: str) -> None:
    """A ValueError when the detectors find a secret in ``name`` (the name itself is not echoed)."""
    found = [f.kind for f in _detectors().find(name) if f.category == "secret"]
    if found:
        raise ValueError(
            f"{flag} looks like a secret ({found[0]}), and it is public on the Hub: choose another (e.g. {example})"
        )


@cache
def _detectors() -> Redactor:
    """The default detectors, built on first use (loading the rule engine takes about 2 s)."""
    from ..redact import Redactor

    return Redactor(usernames=[], hostnames=[])


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
                manifest = read_manifest(Path(folder)) if folder is not None else None
                held = tag_holding(api, repo_id, tag, folder or "", manifest)
            except Exception as err:
                raise PublishError(_explain(err, repo_id, endpoint, seconds)) from err
            if held:
                exists += f"; tag {tag} already points at a commit holding this output"
    return f"Hub: logged in as {user}; dataset {repo_id} {exists}"
