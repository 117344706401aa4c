"""``publish`` (convert with redaction, then upload) and ``push`` (upload a folder written
earlier) to a Hugging Face Hub dataset repository."""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .common import (
    check_hub_timeout,
    check_options,
    check_source,
    check_traces_repo,
    existing,
    output_folder,
    row_filters,
)
from .converting import ConvertResult, output_options, write_output
from .errors import CommandError, UsageError
from .notify import Notifier

if TYPE_CHECKING:
    from ..publish import PublishPlan, PublishResult


@dataclass
class UploadResult:
    """What an upload did, or with ``dry_run`` would do (``plan``): the repository, its URL, the
    stale remote files deleted, and the companion repository of the trace files if any."""

    folder: str
    repo: str
    tag: str | None
    private: bool
    dry_run: bool
    plan: PublishPlan
    url: str | None = None
    deleted: list[str] = field(default_factory=list)
    published: PublishResult | None = None
    traces_repo: str | None = None  # the companion repository the traces were sent to
    companion: PublishResult | None = None

    def as_dict(self) -> dict[str, Any]:
        shape: dict[str, Any] = {
            "repo": self.repo,
            "tag": self.tag,
            "private": self.private,
            "dry_run": self.dry_run,
            "url": self.url,
            "deleted": list(self.deleted),
        }
        if self.companion is not None:
            shape.update(traces_repo=self.traces_repo, traces_url=self.companion.url)
        return shape


@dataclass
class PublishOutcome:
    """What ``publish`` wrote (``converted``) and uploaded (``upload``)."""

    converted: ConvertResult
    upload: UploadResult

    def as_dict(self) -> dict[str, Any]:
        """The ``--json`` shape of ``publish``: ``convert``'s, and the upload's."""
        return {**self.converted.as_dict(), **self.upload.as_dict()}


@dataclass
class PushOutcome:
    """What ``push`` uploaded (or would, with ``dry_run``) from the folder ``output``."""

    output: str
    manifest: dict[str, Any] = field(repr=False)
    upload: UploadResult

    def as_dict(self) -> dict[str, Any]:
        return {"output": self.output, **self.upload.as_dict()}


def publish_shards(engine: str = "local") -> str:
    """``publish``'s shard layout when none is asked for: by session month (``"period"``), so
    that its next version uploads only the months that changed; ``engine="ray"`` writes no
    other than ``"count"``. (``convert``'s default is ``"count"``; ``push`` uploads a folder as
    it was written.)"""
    return "count" if engine == "ray" else "period"


def upload(
    folder: str,
    repo: str,
    *,
    private: bool = False,
    tag: str | None = None,
    dry_run: bool = False,
    allow_unredacted: bool = False,
    timeout: float | None = None,
    parent: str | None = None,
    traces_repo: str | None = None,
    notify: Notifier | None = None,
) -> UploadResult:
    """Upload the output at ``folder`` to ``repo`` (with ``dry_run``, only plan it), then its
    trace files to ``traces_repo``. ``parent``: the commit the upload must follow (``--append``)."""
    from ..publish import PublishError, plan, publish_folder, publish_traces

    notify = notify or Notifier()
    the_plan = plan(folder, repo, private=private, tag=tag, allow_unredacted=allow_unredacted)
    result = UploadResult(folder, repo, tag, private, dry_run, the_plan)
    if dry_run:
        return result
    notify.uploading(the_plan)
    start = time.perf_counter()
    try:
        published = publish_folder(
            folder,
            repo,
            private=private,
            tag=tag,
            allow_unredacted=allow_unredacted,
            timeout=timeout,
            parent=parent,
        )
    except PublishError as err:
        raise CommandError(str(err)) from None
    result.published, result.url, result.deleted = published, published.url, list(published.deleted)
    notify.published(published, repo, tag, time.perf_counter() - start)
    if traces_repo:
        try:
            result.companion = publish_traces(
                folder,
                traces_repo,
                repo,
                private=private,
                tag=tag,
                allow_unredacted=allow_unredacted,
                timeout=timeout,
            )
        except PublishError as err:
            raise CommandError(f"{repo} is published. {err}") from None
        result.traces_repo = traces_repo
    return result


def publish(
    source: str,
    path: str | os.PathLike | None = None,
    *,
    repo: str,
    output: str | os.PathLike | None = None,
    private: bool = False,
    tag: str | None = None,
    dry_run: bool = False,
    traces_repo: str | None = None,
    timeout: float | None = None,
    redact: bool = True,
    append: bool = False,
    views: Iterable[str] | None = None,
    redact_extra: Iterable[str] = (),
    keep: Iterable[str] = (),
    secrets_from: Iterable[str] = (),
    keep_images: bool = False,
    deny: Iterable[str] = (),
    license: str | None = None,
    pretty_name: str | None = None,
    rows_per_shard: int = 5_000,
    shards: str | None = None,
    strict: bool = False,
    options: dict[str, Any] | None = None,
    traces: str | None = None,
    card_figures: bool = False,
    num_proc: int | None = None,
    force: bool = False,
    full: bool = False,
    engine: str = "local",
    since: str | None = None,
    until: str | None = None,
    project: str | None = None,
    model: str | None = None,
    min_turns: int | None = None,
    progress: bool = True,
    notify: Notifier | None = None,
) -> PublishOutcome:
    """Convert ``source``'s traces at ``path`` with redaction, write the folder ``output``
    (default: a new temporary one) and upload it to the Hub dataset ``repo``, as
    ``agent-traces publish`` does; the conversion options are :func:`convert`'s.

    Every option is checked before the Hub is contacted; the Hub is checked before anything is
    converted (unless ``dry_run``, which contacts it never and uploads nothing). The card's
    changelog follows the version on the Hub; ``append`` keeps its sessions this machine lacks.
    ``shards`` defaults to ``"period"`` (a next version uploads only the months that changed),
    ``"count"`` with ``engine="ray"``. ``redact=False`` publishes the traces as they are.
    ``traces_repo`` also uploads the ``traces`` files to that companion dataset.

    Raises :class:`UsageError` for options that cannot be right, :class:`CommandError` when the
    Hub refuses (the folder stays intact), :class:`~agent_traces.output.NoRowsError` when
    nothing was read.
    """
    from ..output import NoRowsError
    from ..publish import (
        NO_LICENSE_WARNING,
        PublishError,
        check_hub,
        check_repo_id,
        check_tag,
        default_folder,
        download_rows,
        read_rows,
        remote_version,
    )

    notify = notify or Notifier()
    redact_extra = tuple(redact_extra or ())
    check_repo_id(repo)
    check_tag(tag)
    check_hub_timeout(timeout)
    if not redact and redact_extra:
        raise UsageError("--no-redact and --redact contradict each other", "drop one of them")
    check_source(source)
    filters = row_filters(since, until, project, model, min_turns)
    settings = output_options(  # every option checked before the Hub is contacted
        views=views,
        redact=redact,
        redact_extra=redact_extra,
        secrets_from=secrets_from,
        keep=keep,
        keep_images=keep_images,
        deny=deny,
        license=license,
        pretty_name=pretty_name,
        rows_per_shard=rows_per_shard,
        shards=shards or publish_shards(engine),
        strict=strict,
        source_options={**(options or {}), **filters},
        traces=traces,
        card_figures=card_figures,
        repo_id=repo,
        tag=tag,
        traces_repo=traces_repo,
    )
    check_options(source, settings.source_options)
    if not license:
        notify.warning(NO_LICENSE_WARNING)
    if not redact:
        notify.info(
            "warning: --no-redact: secrets and personal data in the traces will be published as they are"
        )
    check_traces_repo(traces_repo, repo)
    if traces_repo and not traces:
        raise UsageError(
            "--traces-repo uploads the trace files of --traces", "add --traces sts or --traces native"
        )
    if append and dry_run:
        raise UsageError("--append reads the published version on the Hub", "drop --dry-run or --append")
    if append and engine == "ray":
        raise UsageError("--append is written by the local engine only", "drop --engine ray")
    previous = parent = None
    kept: list = []
    if output:
        output_folder(output)  # an -o that cannot be written (a mount point) before the Hub
    with tempfile.TemporaryDirectory(prefix="agent-traces-append-") as downloads:
        if not dry_run:
            try:
                notify.info(check_hub(repo, tag=tag, timeout=timeout))
                if traces_repo:
                    notify.info(check_hub(traces_repo, tag=tag, timeout=timeout))
                # the version this one follows: the card's changelog says what changed since
                remote = remote_version(repo, timeout=timeout)
                previous = remote.manifest
                if append and previous is not None:
                    kept = download_rows(repo, remote, downloads, timeout=timeout)
                    notify.info(
                        f"--append: keeping the sessions published at {remote.commit[:12]} this machine lacks"
                    )
                if append and remote.commit is not None:
                    parent = remote.commit  # the commit fails if main moves meanwhile
            except PublishError as err:
                raise CommandError(f"{err} Nothing was converted or written.") from None
        folder = output_folder(output) if output else default_folder()
        try:
            converted = write_output(
                source,
                path,
                folder,
                settings,
                num_proc=num_proc,
                force=force,
                full=full,
                engine=engine,
                previous=previous,
                keep_cache=bool(output),
                kept_rows=read_rows(kept) if kept else None,
                progress=progress,
                notify=notify,
            )
        except NoRowsError:
            if not output:
                os.rmdir(folder)  # the temporary folder made above, still empty
            raise
    notify.converted(converted)
    uploaded = upload(
        folder,
        repo,
        private=private,
        tag=tag,
        dry_run=dry_run,
        allow_unredacted=not redact,
        timeout=timeout,
        parent=parent,
        traces_repo=traces_repo,
        notify=notify,
    )
    return PublishOutcome(converted, uploaded)


def push(
    folder: str | os.PathLike,
    *,
    repo: str,
    private: bool = False,
    tag: str | None = None,
    dry_run: bool = False,
    traces_repo: str | None = None,
    timeout: float | None = None,
    allow_unredacted: bool = False,
    notify: Notifier | None = None,
) -> PushOutcome:
    """Upload ``folder``, an output written earlier by ``convert`` (with redaction) or
    ``publish``, to ``repo`` without converting again, as ``agent-traces push`` does: exactly the
    files its manifest lists, checked against their sizes and digests, in one commit that deletes
    remote shards the new version no longer has. ``allow_unredacted`` lets an output written
    without redaction go."""
    from ..publish import (
        NO_LICENSE_WARNING,
        PublishError,
        check_hub,
        check_repo_id,
        check_tag,
        remote_version,
        verify_output,
    )

    notify = notify or Notifier()
    check_repo_id(repo)
    check_tag(tag)
    check_hub_timeout(timeout)
    check_traces_repo(traces_repo, repo)
    folder = existing(folder)
    manifest = verify_output(folder, allow_unredacted=allow_unredacted)
    if not manifest.get("options", {}).get("license"):
        notify.warning(NO_LICENSE_WARNING.replace("Pass e.g.", "Convert again with e.g."))
    if not dry_run:
        try:
            notify.info(check_hub(repo, tag=tag, folder=folder, timeout=timeout))
            if traces_repo:  # its tag may already point at these files: publish_traces sees
                notify.info(check_hub(traces_repo, timeout=timeout))
            published = remote_version(repo, timeout=timeout).manifest
        except PublishError as err:
            raise CommandError(str(err)) from None
        fp = (published or {}).get("fingerprint")
        if fp and fp not in (manifest.get("fingerprint"), manifest.get("previous_fingerprint")):
            notify.warning(
                f"note: {repo} holds version {fp[:16]}, which this folder does not follow: its "
                "card's changelog does not list what changed since (publish reads it first)."
            )
    uploaded = upload(
        folder,
        repo,
        private=private,
        tag=tag,
        dry_run=dry_run,
        allow_unredacted=allow_unredacted,
        timeout=timeout,
        traces_repo=traces_repo,
        notify=notify,
    )
    return PushOutcome(os.path.abspath(folder), manifest, uploaded)
