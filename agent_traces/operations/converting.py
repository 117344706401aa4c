"""``convert``: traces to a dataset folder (Parquet per config, card, manifest) that
``load_dataset`` reads; :func:`write_output` also writes ``publish``'s folder."""

from __future__ import annotations

import os
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..catalog import VIEWS
from .common import (
    check_options,
    check_source,
    existing,
    other_format_line,
    output_folder,
    redaction_patterns,
    row_filters,
    split_other_formats,
)
from .errors import UsageError
from .notify import Notifier
from .results import ConvertResult

if TYPE_CHECKING:
    from ..output import OutputOptions


def output_options(
    *,
    views: Iterable[str] | None,
    redact: bool,
    redact_extra: Iterable[str],
    secrets_from: Iterable[str],
    keep: Iterable[str],
    keep_images: bool,
    deny: Iterable[str],
    license: str | None,
    pretty_name: str | None,
    rows_per_shard: int,
    shards: str,
    strict: bool,
    source_options: dict[str, Any],
    traces: str | None,
    card_figures: bool,
    repo_id: str | None = None,
    tag: str | None = None,
    traces_repo: str | None = None,
) -> OutputOptions:
    """The writer's options, every value checked (the license against the Hub's list)."""
    from ..output import OutputOptions
    from ..publish import check_license

    return OutputOptions(
        views=tuple(views) if views else VIEWS,
        redact=redact,
        redact_extra=redaction_patterns(redact_extra, secrets_from),
        deny=tuple(deny or ()),
        keep_images=keep_images,
        license=check_license(license),
        redact_keep=tuple(keep or ()),
        pretty_name=pretty_name,
        repo_id=repo_id,
        tag=tag,
        traces_repo=traces_repo,
        rows_per_shard=rows_per_shard,
        shards=shards,
        strict=strict,
        source_options=source_options,
        traces=traces,
        card_figures=card_figures,
    )


def write_output(
    source: str,
    path: str | os.PathLike | None,
    output: str,
    options: OutputOptions,
    *,
    num_proc: int | None = None,
    force: bool = False,
    full: bool = False,
    engine: str = "local",
    previous: dict | None = None,
    keep_cache: bool = True,
    kept_rows: Any = None,
    progress: bool = True,
    notify: Notifier | None = None,
) -> ConvertResult:
    """Find ``source``'s files at ``path`` (default: the tool's location) and write the dataset
    folder ``output`` with ``options``; see :func:`agent_traces.output.write_dataset` for the
    folder contract, ``previous`` and ``kept_rows``."""
    from .. import api
    from ..core.files import collect_skipped
    from ..output import NoRowsError, no_files_message, write_dataset
    from ..output_folder import belongs_to_output

    notify = notify or Notifier()
    check_source(source)
    check_options(source, options.source_options)
    path = existing(path) if path else None
    with collect_skipped() as skipped:
        try:
            files = api.resolve_files(source, path)
        except FileNotFoundError:
            if not path or not os.path.isdir(path):
                raise
            raise NoRowsError(
                no_files_message(source, path, api.builder_class(source).FILE_PATTERNS)
            ) from None
    files = [f for f in files if not belongs_to_output(f, output)]  # -o inside the input folder
    files, other = split_other_formats(source, files)
    if other:
        notify.info(other_format_line(source, other))
        if not files:
            raise NoRowsError(
                f"no rows: none of the {len(other)} file(s) is a {source} file, so nothing was written.\n"
                + other_format_line(source, other)
            )
    skipped = [*skipped, *((file, "other_format") for file, _ in other)]
    start = time.perf_counter()
    first_read = len(api.READS)
    if engine == "ray":
        if options.shards != "count":
            raise UsageError("--engine ray writes --shards count only", "drop --shards or --engine ray")
        try:
            from ..ray import write_dataset as write_with_ray
        except ImportError as err:  # the [ray] extra is not installed: a message, not a traceback
            raise ValueError(str(err)) from None

        written = write_with_ray(
            output, source, files, options, root=path, num_proc=num_proc, force=force, skipped=skipped
        )
    else:
        written = write_dataset(
            output,
            {source: files},
            options,
            root=path,
            num_proc=num_proc,
            progress=progress,
            force=force,
            skipped=skipped,
            full=full,
            previous=previous,
            keep_cache=keep_cache,
            kept_rows=kept_rows,
        )
    seconds = time.perf_counter() - start
    log = written.problems
    result = ConvertResult(
        source=source,
        output=os.path.abspath(written.folder),
        input_files=len(files),
        input_bytes=sum(os.path.getsize(f) for f in files),
        rows=written.rows,
        fingerprint=written.fingerprint,
        problems={r: n for r, n in log.by_reason().items() if r not in log.deliberate},
        left_out={r: n for r, n in log.by_reason().items() if r in log.deliberate},
        denied=written.denied,
        redaction=written.redaction,
        seconds=seconds,
        read=api.READS[-1].as_dict() if len(api.READS) > first_read else None,
        record=written.record,
        other_format=other,
        written=written,
    )
    passes = {stats.source: stats for stats in api.READS[first_read:]}  # the last pass of each source
    if passes and written.incremental is not None:
        n_files = sum(p.files for p in passes.values())
        result.files_from_cache = sum(p.cached_files for p in passes.values())
        result.files_read = n_files - result.files_from_cache
    return result


def convert(
    source: str,
    path: str | os.PathLike | None = None,
    *,
    output: str | os.PathLike,
    views: Iterable[str] | None = None,
    redact: bool = False,
    redact_extra: Iterable[str] = (),
    keep: Iterable[str] = (),
    secrets_from: Iterable[str] = (),
    keep_images: bool = False,
    deny: Iterable[str] = (),
    license: str | None = None,
    pretty_name: str | None = None,
    rows_per_shard: int = 5_000,
    shards: str = "count",
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
) -> ConvertResult:
    """Convert ``source``'s traces at ``path`` (a file or folder; default: where the tool keeps
    them) into the dataset folder ``output``, as ``agent-traces convert`` does.

    Same inputs and options write the same bytes; a re-run reads only new or changed inputs
    (``full`` reads every one again). Redaction is off unless ``redact`` (or ``redact_extra``
    strings, ``re:PATTERN`` for expressions) is given; ``keep`` leaves categories as they are,
    ``secrets_from`` redacts every value of ``.env``/``.netrc``/JSON/YAML files, ``deny`` leaves
    out whole sessions a regular expression matches. ``options`` are the source builder's own
    (``{"subagents": True}``); ``since``/``until``/``project``/``model``/``min_turns`` filter
    sessions. ``force`` replaces an earlier output in ``output`` (never a folder with other
    files). ``progress`` shows progress bars on a terminal; ``notify`` receives the steps.

    Raises :class:`UsageError` for options that cannot be right,
    :class:`~agent_traces.output.NoRowsError` when nothing was read (nothing is written),
    :class:`CommandError` for a path that is missing.
    """
    redact_extra = tuple(redact_extra or ())
    output = output_folder(output)
    check_source(source)
    filters = row_filters(since, until, project, model, min_turns)
    settings = output_options(
        views=views,
        redact=redact or bool(redact_extra),
        redact_extra=redact_extra,
        secrets_from=secrets_from,
        keep=keep,
        keep_images=keep_images,
        deny=deny,
        license=license,
        pretty_name=pretty_name,
        rows_per_shard=rows_per_shard,
        shards=shards,
        strict=strict,
        source_options={**(options or {}), **filters},
        traces=traces,
        card_figures=card_figures,
    )
    return write_output(
        source,
        path,
        output,
        settings,
        num_proc=num_proc,
        force=force,
        full=full,
        engine=engine,
        progress=progress,
        notify=notify,
    )
