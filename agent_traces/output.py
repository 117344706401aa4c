"""Writing a dataset folder that plain ``datasets`` loads: Parquet shards, a dataset card, a manifest.

Layout of the folder (what ``agent-traces convert`` and ``publish`` write)::

    README.md                                  dataset card: YAML configs + features, statistics
    manifest.json                              generator marker, options, version, fingerprint,
                                               counts, and ``files``: every file of the output
                                               with its sha256 and size (the one list of what
                                               belongs to the output and what is uploaded)
    data/<view>/train-00000-of-0000N.parquet   one config per view; with several harnesses
                                               ``train-<harness>-…`` shards, each row once:
                                               ``<view>-<harness>`` configs are patterns over
                                               them (:func:`shard_prefixes`); ``steps`` holds
                                               step records (``history``, linear in a session;
                                               ``core.steps_access.published_steps`` rebuilds
                                               the states)
    data/<view>/train-<harness>-<period>-NNNN.parquet
                                               the same with ``shards="period"``: rows by session
                                               month (``YYYY-MM`` of ``sent_at``, or ``undated``),
                                               then time, cut every ``rows_per_shard`` rows, so that
                                               a new version rewrites only the months that changed
    traces/<harness>/…                         with ``traces``: files for the Hub's trace viewer
                                               (see :mod:`agent_traces.export`)
    figures/<name>.svg                         with ``card_figures``: the card's figures

How the folder is replaced (staging beside it, a lock, one atomic swap) and what sits beside it
(the local record of the inputs, never uploaded) is :mod:`agent_traces.output_folder`'s concern;
the local cache of canonical rows that lets a re-run read only new or changed inputs is
:mod:`agent_traces.incremental`'s.

Everything is deterministic so that the same inputs and options give identical bytes: rows are
sorted by ``id``, shards and row groups have fixed sizes, compression is fixed, and no file holds
a timestamp of when it was written. The Parquet schema carries the ``datasets`` features (so
``Json`` columns come back as ``Json``), and the card's ``dataset_info`` declares them too.

Statistics for the card are computed with ``pyarrow.compute`` over the Parquet just written.
Redaction (see :mod:`agent_traces.redact`) runs on the canonical rows before any view is rendered,
so every view and subset is written from the same redacted rows.
"""

from __future__ import annotations

import hashlib
import heapq
import hmac
import html
import importlib.util
import json
import os
import re
import secrets
import shutil
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field, fields, replace
from importlib import resources
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
from huggingface_hub.utils import tqdm

from .converters.views import DEFAULT_VIEW, STORED_AS, VIEW_FEATURES, VIEWS
from .core.builder import render_rows, text_size
from .core.encoding import ROWS_PER_BATCH, encode_table, view_encoder
from .core.files import unreadable_reason
from .core.safe_paths import inside
from .export.traces import TRACE_MODES, TRACES_DIR, TraceWriter
from .output_folder import (
    GENERATOR,
    MANIFEST,
    Staging,
    belongs_to_output,
    owned_files,
    record_path,
    sha256_file,
    staged_output,
)
from .problems import ProblemLog
from .redact import Redactor
from .redact.gate import Gate

FORMAT_VERSION = 2
FIGURES_DIR = "figures"
# remote files an output owns on the Hub: a publish deletes those its new version does not have
# (``*`` crosses ``/``): so a version without ``--traces`` or ``--card-figures`` leaves no stale
# trace files or figures of an earlier one in the repository
MANAGED_PATTERNS = ("data/*/train-*.parquet", f"{TRACES_DIR}/*", f"{FIGURES_DIR}/*")
SHARD_LAYOUTS = ("count", "period")
CARD_TEMPLATE = "dataset_card.md.j2"
SIZE_CATEGORIES = [
    (1_000, "n<1K"),
    (10_000, "1K<n<10K"),
    (100_000, "10K<n<100K"),
    (1_000_000, "100K<n<1M"),
    (10_000_000, "1M<n<10M"),
    (100_000_000, "10M<n<100M"),
    (1_000_000_000, "100M<n<1B"),
]


@dataclass
class OutputOptions:
    """What shapes the written folder; all of it goes into the manifest and the fingerprint.

    Args:
        views: the views to write (one config each).
        redact: replace secrets and personal data (see :class:`~agent_traces.redact.Redactor`).
        redact_extra: extra literal strings or ``re:`` patterns to redact. Only their number is
            recorded: a digest of a short string (a phone number) is reversed by brute force.
        redact_keep: redaction categories left alone (``ip``, ``phone``, …; see
            :data:`~agent_traces.redact.KEEPABLE`).
        keep_images: keep inline base64 images when redacting (by default each becomes
            ``[image: <mime>, <n> bytes]``; see :mod:`agent_traces.redact.blobs`).
        deny: regular expressions; a session with a string any of them matches is left out
            whole (counted as ``denied``). Only their number is recorded.
        license: a Hub license identifier for the card (``cc-by-4.0``; the CLI checks it against
            ``data/hub_licenses.json``); without it the card says that no license was given.
        pretty_name: the card's title (default: derived from the sources).
        repo_id: the Hub repository, for the card's loading examples.
        tag: the Hub tag of this version, for the card's ``revision=`` example.
        traces_repo: the companion dataset of the trace files (``--traces-repo``), linked from the card.
        rows_per_shard: rows per Parquet file.
        shards: how rows are cut into files: ``"count"`` (sorted by ``id``, every
            ``rows_per_shard`` rows, ``train-NNNNN-of-MMMMM``: one new session renames them all) or
            ``"period"`` (by session month, then time: a new version rewrites and uploads only the
            months that gained or lost sessions; see :func:`period_of`). The library's default
            is ``"count"``, as ``convert``'s; ``publish`` asks for ``"period"`` unless told
            otherwise (``cli._shards``).
        row_group_size: rows per Parquet row group.
        compression: Parquet codec.
        strict: raise on the first unreadable record instead of counting it.
        empty_think: Hermes' empty think block on every ``sharegpt`` assistant turn.
        source_options: the source builder's own config options (``subagents``, ``branches``…).
        traces: also write trace files for the Hub's trace viewer under ``traces/``: ``"sts"``
            (every row in the Session Trace Simple Format) or ``"native"`` (Claude Code, Codex
            and Pi files redacted as they are, STS for the rest); see :mod:`agent_traces.export`.
        card_figures: draw the card's figures (sessions over time, tools, models) as
            ``figures/*.svg`` from the written ``messages`` rows; needs matplotlib
            (``agent-traces[report]``).
    """

    views: tuple[str, ...] = VIEWS
    redact: bool = False
    redact_extra: tuple[str, ...] = ()
    redact_keep: tuple[str, ...] = ()
    deny: tuple[str, ...] = ()
    keep_images: bool = False
    license: str | None = None
    pretty_name: str | None = None
    repo_id: str | None = None
    tag: str | None = None
    traces_repo: str | None = None
    rows_per_shard: int = 5_000
    shards: str = "count"
    row_group_size: int = 100
    compression: str = "zstd"
    strict: bool = False
    empty_think: bool = True
    source_options: dict[str, Any] = field(default_factory=dict)
    traces: str | None = None
    card_figures: bool = False

    def __post_init__(self) -> None:
        if self.shards not in SHARD_LAYOUTS:
            raise ValueError(f"unknown shards layout {self.shards!r}; choose from {', '.join(SHARD_LAYOUTS)}")
        if self.traces is not None and self.traces not in TRACE_MODES:
            raise ValueError(f"unknown traces mode {self.traces!r}; choose from {', '.join(TRACE_MODES)}")
        if self.card_figures:
            if DEFAULT_VIEW not in self.views:
                raise ValueError(f"the card's figures are drawn from the {DEFAULT_VIEW!r} view: include it")
            if importlib.util.find_spec("matplotlib") is None:
                raise ValueError(
                    "the card's figures are drawn with matplotlib: pip install 'agent-traces[report]'"
                )
        unknown = [v for v in self.views if v not in VIEWS]
        if unknown:
            raise ValueError(f"unknown view(s) {unknown}; choose from {', '.join(VIEWS)}")
        self.views = tuple(v for v in VIEWS if v in self.views)
        self.redact_extra = tuple(self.redact_extra)
        self.redact_keep = tuple(sorted(set(self.redact_keep)))
        self.deny = tuple(self.deny)
        if self.deny and self.traces == "native":
            # native trace files are copied from the inputs before the rows are read
            raise ValueError("--deny does not apply to --traces native files yet; use --traces sts")
        for pattern in self.deny:
            try:
                re.compile(pattern)
            except re.error as err:
                raise ValueError(f"--deny {pattern!r} is not a regular expression: {err}") from None

    def recorded(self) -> dict[str, Any]:
        """The options as written to the manifest: the ``--redact`` values left out, only counted."""
        out = asdict(self)
        extra = out.pop("redact_extra")
        out["redact_extra"] = {"count": len(extra)}
        out["deny"] = {"count": len(out.pop("deny"))}
        out["views"] = list(self.views)
        if self.shards == "count":
            del out["shards"]  # the layout of outputs written before there was a choice: same bytes
        if self.traces_repo is None:
            del out["traces_repo"]
        return out


@dataclass
class InputFile:
    """One input file as the local record lists it (never uploaded: see :mod:`.output_folder`)."""

    source: str
    path: str
    sha256: str | None
    size: int
    mtime_ns: int


@dataclass
class OutputResult:
    """What :func:`write_dataset` wrote and found."""

    folder: str
    fingerprint: str
    configs: dict[str, list[str]]
    rows: dict[str, int]
    statistics: dict[str, Any]
    redaction: dict[str, Any] | None
    problems: ProblemLog
    manifest: dict[str, Any]
    card: str = field(repr=False, default="")
    skipped: list[tuple[str, str]] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    record: str = ""
    incremental: dict[str, Any] | None = None
    denied: list[str] = field(default_factory=list)

    def files(self) -> list[str]:
        """Every file of the output, relative to it, sorted: the manifest's list and the manifest."""
        return sorted(owned_files(self.manifest))

    def input_summary(self) -> str:
        """One line on the inputs left out: unreadable ones by reason, and those that changed."""
        counts = Counter(reason for _, reason in self.skipped if reason != "other_format")
        parts = []
        if counts:
            shown = ", ".join(f"{reason} {n}" for reason, n in sorted(counts.items()))
            parts.append(f"skipped {sum(counts.values())} input(s) that cannot be read as files: {shown}")
        other = sum(1 for _, reason in self.skipped if reason == "other_format")
        if other:
            parts.append(f"left out {other} file(s) of another tool's format (other_format)")
        unknown = self.problems.by_reason().get("unrecognized_format", 0)
        if unknown:  # read, but by no source: "every input file was read" would hide them
            parts.append(f"{unknown} file(s) in no known format (unrecognized_format, listed below)")
        if self.changed:
            parts.append(
                f"{len(self.changed)} input file(s) changed while being read (first: {self.changed[0]}); "
                "run again once they are complete"
            )
        return "; ".join(parts) if parts else "every input file was read"


class NoRowsError(ValueError):
    """The inputs gave no rows: nothing was written. The message says what was seen and why."""


def fingerprint(files: dict[str, dict[str, Any]], options: OutputOptions, version: str) -> str:
    """Digest of what was published: the written data files' sha256, the options (``--redact``
    values left out) and the code version. Same inputs and options give the same fingerprint,
    and nothing in it can be checked against a guess of a raw input file or a redacted string."""
    payload = {
        "format_version": FORMAT_VERSION,
        "agent_traces_version": version,
        "files": sorted([path, meta["sha256"], meta["size"]] for path, meta in files.items()),
        "options": options.recorded(),
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


def _version() -> str:
    from . import __version__

    return __version__


def check_inputs(
    inputs: dict[str, list[str]],
) -> tuple[list[tuple[str, list[str]]], dict[str, tuple[int, int]], list[tuple[str, str]]]:
    """``(sources with their readable files, (size, mtime_ns) of each, skipped (path, reason))``.

    Every input is checked before anything is read (see
    :func:`~agent_traces.core.files.unreadable_reason`); what cannot be read costs itself only.
    """
    sources: list[tuple[str, list[str]]] = []
    stats: dict[str, tuple[int, int]] = {}
    skipped: list[tuple[str, str]] = []
    for source in sorted(inputs):
        kept = []
        for path in sorted({os.path.abspath(f) for f in inputs[source]}):
            reason = unreadable_reason(path)
            if reason is None:
                try:
                    info = os.stat(path)
                except OSError:
                    reason = "unreadable"
                else:
                    stats[path] = (info.st_size, info.st_mtime_ns)
                    kept.append(path)
            if reason is not None:
                skipped.append((path, reason))
        if kept:
            sources.append((source, kept))
    return sources, stats, skipped


def _changed_files(stats: dict[str, tuple[int, int]]) -> list[str]:
    """Inputs whose size or modification time differ from when they were first checked."""
    changed = []
    for path, before in stats.items():
        try:
            info = os.stat(path)
        except OSError:
            changed.append(path)
            continue
        if (info.st_size, info.st_mtime_ns) != before:
            changed.append(path)
    return sorted(changed)


def write_dataset(
    folder: str | os.PathLike,
    inputs: dict[str, list[str]],
    options: OutputOptions | None = None,
    *,
    root: str | None = None,
    redactor: Redactor | None = None,
    num_proc: int | None = None,
    progress: bool = False,
    force: bool = False,
    skipped: Iterable[tuple[str, str]] = (),
    full: bool = False,
    previous: dict[str, Any] | None = None,
    keep_cache: bool = True,
    kept_rows: Iterable[dict] | None = None,
) -> OutputResult:
    """Convert ``inputs`` (source name → files) and write the dataset folder at ``folder``.

    The folder contract is :mod:`agent_traces.output_folder`'s: ``folder`` must be absent, empty
    or a previous agent-traces output (replaced only with ``force``); the new version is written
    beside it and swapped in whole, under a lock. Inputs that cannot be read (and ``skipped``,
    what the file search already left out) are counted by reason in the manifest; inputs that
    change while being read are counted too. No rows raises :class:`NoRowsError` and writes
    nothing. ``num_proc`` and ``progress`` change how the inputs are read, never what is written.

    A re-run reads only the inputs that are new or changed since the previous run into the same
    folder and takes the other shards' rows from the local cache beside it (see
    :mod:`agent_traces.incremental`); ``full`` reads every input again. Either way the folder
    holds the same bytes. ``keep_cache=False`` (a folder no later run will write again, as
    ``publish`` without ``-o`` makes) leaves no cache of unredacted rows after the run.

    ``previous`` is the manifest of the version this one follows (``publish`` reads it from the
    Hub): the card's changelog and the manifest's ``previous_fingerprint`` say what changed since.
    It is an input like the others: never taken from whatever the folder held before.

    ``kept_rows`` (``publish --append``: the published rows of that previous version) are added
    after the inputs' rows, those whose ``id`` the inputs do not have: already published, they
    are neither redacted nor learnt from again.
    """
    options = options or OutputOptions()
    # an output inside the input folder: its own files are never inputs (not counted either,
    # so the first run and the next ones write the same manifest)
    inputs = {s: [f for f in files if not belongs_to_output(f, folder)] for s, files in inputs.items()}
    sources, stats, unreadable = check_inputs(inputs)
    skipped_inputs = sorted({*skipped, *unreadable})
    with staged_output(folder, force=force) as staging:
        if options.redact and redactor is None:
            key = placeholder_key(staging.target, options.repo_id)
            redactor = Redactor(
                options.redact_extra, keep=options.redact_keep, key=key, keep_images=options.keep_images
            )
        return _write(
            staging,
            sources,
            stats,
            skipped_inputs,
            options,
            root,
            redactor,
            num_proc,
            progress,
            full,
            keep_cache=keep_cache,
            previous_version=previous,
            kept_rows=kept_rows,
        )


def _write(
    staging: Staging,
    sources: list[tuple[str, list[str]]],
    stats: dict[str, tuple[int, int]],
    skipped_inputs: list[tuple[str, str]],
    options: OutputOptions,
    root: str | None,
    redactor: Redactor | None,
    num_proc: int | None,
    progress: bool,
    full: bool = False,
    keep_cache: bool = True,
    previous_version: dict[str, Any] | None = None,
    kept_rows: Iterable[dict] | None = None,
) -> OutputResult:
    from .api import read_trajectories
    from .incremental import ShardCache, cache_path, input_digests, previous_record

    out = staging.out
    redacting = options.redact and redactor is not None
    reading = {"strict": options.strict, "empty_think": options.empty_think, **options.source_options}
    # token windows are admitted under their session's id: such rows are read as they always were
    cacheable = not (reading.get("tokenizer") or reading.get("max_tokens"))
    previous = None if full else previous_record(record_path(staging.target))
    digests = input_digests(stats, previous)
    cache = ShardCache(
        cache_path(staging.target),
        staging.root / "cache",
        reuse=not full,
        version=_version(),
        options=reading,
        digests=digests,
    )

    def canonical_rows(log: ProblemLog, show: bool, action: str = "Reading") -> Iterable[dict]:
        for source, files in sources:
            yield from read_trajectories(
                source,
                files,
                log,
                root=root,
                num_proc=num_proc,
                progress=show,
                action=action,
                cache=cache if cacheable else None,
                **reading,
            )

    log = ProblemLog(strict=options.strict)
    traces = TraceWriter(out, options.traces, redactor if redacting else None) if options.traces else None
    if traces is not None:
        traces.add_sources(sources, root)
    spools: dict[str, _Spool] = {}
    by_period = options.shards == "period"

    def spool(config: str, view: str) -> _Spool:
        if config not in spools:
            spools[config] = _Spool(staging.spool / config, view, log, by_key=by_period)
        return spools[config]

    harnesses: set[str] = set()
    total = 0
    rows = canonical_rows(log, progress)
    denied: list[str] = []
    if options.deny:
        rows = deny_rows(rows, options.deny, log, denied)
    if redacting:
        rows = redactor.redact_rows(rows, progress=progress)
    if kept_rows is not None:
        rows = _then_missing(rows, kept_rows)
    for row in rows:
        if traces is not None:
            traces.add_row(row)
        total += 1
        harnesses.add(row["harness"])
        period = period_of(row) if by_period else ""
        key = f"{row.get('sent_at') or ''}\0{row.get('id') or ''}" if by_period else None
        for view in options.views:
            stored = STORED_AS.get(view, view)  # steps: step records, states rebuilt when read
            rendered = render_rows(row, stored, options.empty_think, log)
            weight = text_size(row, stored, len(rendered))
            name = f"{view}-{row['harness']}" + (f"@{period}" if by_period else "")
            spool(name, stored).extend(rendered, weight, key)
    changed = _changed_files(stats)
    if not total:
        raise NoRowsError(_no_rows_message(sources, log, skipped_inputs))
    configs: dict[str, list[str]] = {}
    counts: dict[str, int] = {}
    nbytes: dict[str, int] = {}
    todo = [
        (view, harness, prefix) for view in options.views for harness, prefix in shard_prefixes(harnesses)
    ]
    for view, harness, prefix in tqdm(
        todo, desc="Writing Parquet", unit=" configs", disable=None if progress else True
    ):
        config = f"{view}-{harness}"
        if by_period:
            periods = sorted(
                (name.partition("@")[2], spools[name]) for name in spools if name.startswith(f"{config}@")
            )
            configs[config], nbytes[config], counts[config] = _write_periods(
                out / "data" / view, periods, view, harness, options, log
            )
            continue
        configs[config], nbytes[config], counts[config] = _write_config(
            out / "data" / view, spool(config, view), options, prefix
        )
    for view in options.views:
        combine_configs(view, harnesses, configs, counts, nbytes)
    shutil.rmtree(staging.spool, ignore_errors=True)
    redaction = redactor.report.to_dict() if redacting else None
    return finish_output(
        staging,
        WrittenData(configs, counts, nbytes, sorted(harnesses), log),
        sources,
        stats,
        skipped_inputs,
        changed,
        options,
        root,
        redaction=redaction,
        traces=traces,
        digests=digests,
        after_commit=cache.commit if cacheable and keep_cache else None,
        incremental={"full": full, **cache.summary()} if cacheable else None,
        previous=previous_version,
        redactor=redactor if redacting else None,
        denied=denied,
    )


def _then_missing(rows: Iterable[dict], kept: Iterable[dict]) -> Iterator[dict]:
    """``rows``, then the rows of ``kept`` whose ``id`` none of them had (each id once)."""
    seen: set[str] = set()
    for row in rows:
        seen.add(row.get("id"))
        yield row
    for row in kept:
        if row.get("id") not in seen:
            seen.add(row.get("id"))
            yield row


def config_names(view: str, harnesses: Iterable[str]) -> list[str]:
    """The configs of ``view``: the view, plus ``<view>-<harness>`` when harnesses are mixed."""
    harnesses = sorted(set(harnesses))
    return [view] + ([f"{view}-{h}" for h in harnesses] if len(harnesses) > 1 else [])


def shard_prefixes(harnesses: Iterable[str]) -> list[tuple[str, str]]:
    """``(harness, shard name prefix)`` of the files of a view, all under ``data/<view>/``.

    One harness: ``(harness, "train")``, shards ``train-NNNNN-of-MMMMM.parquet``. Mixed: each
    harness its own shards ``train-<harness>-NNNNN-of-MMMMM.parquet``, so that every row is
    written once: the ``<view>`` config is all of them, ``<view>-<harness>`` a pattern over one
    harness's (see :func:`data_pattern`). Harness names are ``[a-z0-9_]`` (no ``-``), so no
    harness's pattern matches another's files."""
    harnesses = sorted(set(harnesses))
    if len(harnesses) < 2:
        return [(h, "train") for h in harnesses]
    return [(h, f"train-{h}") for h in harnesses]


def data_pattern(config: str) -> str:
    """The card's ``data_files`` pattern of ``config`` (see :func:`shard_prefixes`)."""
    view, _, harness = config.partition("-")
    return f"data/{view}/train-{harness}-*.parquet" if harness else f"data/{view}/train-*.parquet"


def combine_configs(view: str, harnesses: Iterable[str], configs: dict, counts: dict, nbytes: dict) -> None:
    """Turn the per-harness entries ``<view>-<harness>`` an engine wrote into the configs of
    :func:`config_names`, in place: ``<view>`` is every harness's files, in harness order; with
    one harness there is no subset."""
    harnesses = sorted(set(harnesses))
    parts = [f"{view}-{h}" for h in harnesses]
    configs[view] = [f for p in parts for f in configs[p]]
    counts[view] = sum(counts[p] for p in parts)
    nbytes[view] = sum(nbytes[p] for p in parts)
    if len(harnesses) < 2:
        for p in parts:
            del configs[p], counts[p], nbytes[p]
    for name in [view, *parts]:
        if name in configs:
            configs[name] = configs.pop(name)
            counts[name] = counts.pop(name)
            nbytes[name] = nbytes.pop(name)


@dataclass
class WrittenData:
    """The Parquet configs an engine wrote into the staging folder, for :func:`finish_output`."""

    configs: dict[str, list[str]]
    rows: dict[str, int]
    nbytes: dict[str, int]
    harnesses: list[str]
    problems: ProblemLog


CHANGELOG_VERSIONS = 50  # versions the card and manifest keep in the changelog
CHANGELOG_IDS = 100  # session ids listed per kind of change (the counts are always whole)


def session_digests(folder: Path, files: list[str]) -> dict[str, str]:
    """``row id → digest`` of every row of the ``messages`` shards ``files`` as written (so every
    engine, writing the same bytes, records the same): what tells a next version which sessions
    were added, removed or changed. Read one row group at a time."""
    import orjson

    sessions: dict[str, str] = {}
    option = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS
    for rel in files:
        for batch in pq.ParquetFile(folder / rel).iter_batches(batch_size=ROWS_PER_BATCH):
            for row in batch.to_pylist():
                digest = hashlib.sha256(orjson.dumps(row, option=option, default=str)).hexdigest()[:16]
                key = str(row.get("id"))
                if key in sessions:  # two rows with one id: both
                    digest = hashlib.sha256(f"{sessions[key]}{digest}".encode()).hexdigest()[:16]
                sessions[key] = digest
    return sessions


def changelog(
    previous: dict[str, Any] | None, sessions: dict[str, str] | None, fp: str, tag: str | None
) -> tuple[str | None, list[dict[str, Any]]]:
    """``(previous fingerprint, changelog)`` of a version with these ``sessions`` that replaces
    the output whose manifest is ``previous``: newest first, each entry the sessions added,
    removed and changed (by id) since the version before it. Writing the same data again keeps
    the previous history as it was, so that a re-run writes the same bytes."""
    if previous is not None and previous.get("fingerprint") == fp:
        return previous.get("previous_fingerprint"), list(previous.get("changelog") or [])
    before = previous.get("sessions") if previous is not None else None
    prev_fp = previous.get("fingerprint") if previous is not None else None
    entry: dict[str, Any] = {"fingerprint": fp, "previous_fingerprint": prev_fp, "tag": tag}
    if sessions is not None:
        entry["sessions"] = len(sessions)
        old = before if isinstance(before, dict) else {}
        known = isinstance(before, dict) or previous is None
        kinds = {
            "added": sorted(set(sessions) - set(old)),
            "removed": sorted(set(old) - set(sessions)),
            "changed": sorted(i for i in sessions if i in old and old[i] != sessions[i]),
        }
        for kind, ids in kinds.items():
            if known:
                entry[kind] = {"count": len(ids), "ids": ids[:CHANGELOG_IDS]}
    history = list(previous.get("changelog") or []) if previous is not None else []
    return prev_fp, [entry, *history][:CHANGELOG_VERSIONS]


def finish_output(
    staging: Staging,
    data: WrittenData,
    sources: list[tuple[str, list[str]]],
    stats: dict[str, tuple[int, int]],
    skipped_inputs: list[tuple[str, str]],
    changed: list[str],
    options: OutputOptions,
    root: str | None,
    *,
    redaction: dict[str, Any] | None = None,
    traces: TraceWriter | None = None,
    digests: dict[str, str | None] | None = None,
    after_commit: Any = None,
    incremental: dict[str, Any] | None = None,
    previous: dict[str, Any] | None = None,
    redactor: Redactor | None = None,
    denied: list[str] | None = None,
) -> OutputResult:
    """Everything after the Parquet configs are in ``staging.out``: the card's figures, the
    ``files`` list, fingerprint, statistics, card, manifest, the local record and the swap.
    Shared by every engine (:func:`write_dataset`, ``agent_traces.ray.write_dataset``), so that
    they write the same folder from the same Parquet. With ``redactor``, the option values the
    card, manifest and fingerprint show are redacted as the rows are (``--project /home/me/x``);
    the local record keeps them as given."""
    out = staging.out
    given = options
    # every file and name below passes it (the identity without redaction)
    gate = Gate(redactor, public=(options.repo_id, options.traces_repo))
    options = published_options(options, gate)
    key = redactor.key.hex() if redactor is not None else None
    configs, counts, nbytes, log = data.configs, data.rows, data.nbytes, data.problems
    harness_list = data.harnesses
    figures = _card_figures(out, log.by_reason()) if options.card_figures else []
    moved = gate.sweep(out)  # whatever the engines and exporters wrote; renames only on a leak
    configs = {c: [moved.get(rel, rel) for rel in names] for c, names in configs.items()}
    figures = [(moved.get(rel, rel), title) for rel, title in figures]
    written = dict.fromkeys(
        [
            *(rel for names in configs.values() for rel in names),
            *(moved.get(rel, rel) for rel in (traces.files() if traces is not None else [])),
            *(path for path, _ in figures),
        ]
    )
    files = {rel: {"sha256": sha256_file(out / rel), "size": (out / rel).stat().st_size} for rel in written}
    version = _version()
    fp = fingerprint(files, options, version)
    statistics = compute_statistics(out, configs) if DEFAULT_VIEW in options.views else {}
    skipped_counts = dict(sorted(Counter(reason for _, reason in skipped_inputs).items()))
    input_summary = {
        "files": sum(len(f) for _, f in sources),
        "bytes": sum(size for size, _ in stats.values()),
        "by_source": {source: len(f) for source, f in sources},
        "skipped": skipped_counts,
        "changed_while_read": len(changed),
    }
    trace_summary = traces.summary() if traces is not None else None
    sessions = session_digests(out, configs[DEFAULT_VIEW]) if DEFAULT_VIEW in configs else None
    previous_fp, history = changelog(previous, sessions, fp, options.tag)
    card = render_card(
        configs=configs,
        rows=counts,
        options=options,
        harnesses=harness_list,
        statistics=statistics,
        redaction=redaction,
        fingerprint=fp,
        problems=log.by_reason(),
        version=version,
        nbytes=nbytes,
        inputs=input_summary,
        traces=trace_summary,
        figures=figures,
        history=history,
    )
    card = gate.write_text(out, "README.md", card)
    files["README.md"] = {
        "sha256": sha256_file(out / "README.md"),
        "size": (out / "README.md").stat().st_size,
    }
    manifest: dict[str, Any] = {
        "generator": GENERATOR,
        "format_version": FORMAT_VERSION,
        "agent_traces_version": version,
        "fingerprint": fp,
        "options": options.recorded(),
        "inputs": input_summary,
        "problems": log.by_reason(),
        # which of those count what was left out on purpose (filters, empty sessions), not damage
        "left_out": sorted(r for r in log.by_reason() if r in log.deliberate),
        "rows": counts,
        "files": dict(sorted(files.items())),
        "managed": list(MANAGED_PATTERNS),
        "previous_fingerprint": previous_fp,
        "changelog": history,
    }
    if sessions is not None:
        manifest["sessions"] = dict(sorted(sessions.items()))
    if trace_summary is not None:
        manifest["traces"] = trace_summary
    if redaction is not None:
        manifest["redaction"] = {k: v for k, v in redaction.items() if k != "per_session"}
        if gate.replacements:  # a leak the rows' redaction missed: said where it is published
            manifest["redaction"] |= gate.summary()
    gate.write_text(out, MANIFEST, json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    if redaction is not None:
        redaction = {**redaction, **gate.summary()}
    record = _record(sources, stats, skipped_inputs, changed, given, root, fp, staging.target, digests, key)
    staging.commit(record, seal=gate.seal)
    if after_commit is not None:
        after_commit()
    return OutputResult(
        str(staging.target),
        fp,
        configs,
        counts,
        statistics,
        redaction,
        log,
        manifest,
        card,
        skipped=skipped_inputs,
        changed=changed,
        record=str(record_path(staging.target)),
        incremental=incremental,
        denied=list(denied or ()),
    )


def deny_rows(
    rows: Iterable[dict], patterns: Iterable[str], log: ProblemLog, denied: list[str]
) -> Iterator[dict]:
    """``rows`` without the sessions that have a string (any field, any depth, dict keys) one of
    ``patterns`` matches; each left out is counted as ``denied`` and its id added to ``denied``."""
    from .redact import row_strings

    compiled = [re.compile(p) for p in patterns]
    for row in rows:
        if any(p.search(text) for text in row_strings(row) for p in compiled):
            log.add(str(row.get("file_path") or ""), "denied", fatal=False)
            denied.append(str(row.get("id")))
            continue
        yield row


COUNTED_OPTIONS = ("redact_extra", "deny")  # only their number reaches an output (see recorded)


def published_options(options: OutputOptions, gate: Gate) -> OutputOptions:
    """``options`` with every value a user typed gated, field by field of the dataclass, not by
    name: so an option added later reaches the card and manifest through the gate too (the
    title, source options such as ``project``, the Hub repository, tag, license). Only the
    values recorded as a count are left as given."""
    if not gate.active:
        return options
    changed = {}
    for f in fields(options):
        value = getattr(options, f.name)
        if f.name in COUNTED_OPTIONS:
            continue
        gated = gate.value(value, given=True)
        gated = tuple(gated) if isinstance(value, tuple) else gated  # the walk gives lists
        if gated != value:
            changed[f.name] = gated
    return replace(options, **changed) if changed else options


def _card_figures(out: Path, problems: dict[str, int]) -> list[tuple[str, str]]:
    """The card's figures (``figures/<name>.svg``, drawn by :mod:`agent_traces.report` from the
    rows of the ``messages`` Parquet just written, so from the published, redacted rows):
    ``(path relative to the folder, title)`` of each."""
    from .report import write_card_figures
    from .report.collect import dataset_rows

    return write_card_figures(out, dataset_rows(out), problems)


def _record(
    sources: list[tuple[str, list[str]]],
    stats: dict[str, tuple[int, int]],
    skipped: list[tuple[str, str]],
    changed: list[str],
    options: OutputOptions,
    root: str | None,
    fp: str,
    target: Path,
    digests: dict[str, str | None] | None = None,
    placeholder_key: str | None = None,
) -> dict[str, Any]:
    """The local reproducibility record: every input with its sha256, kept beside the output
    and never uploaded (raw paths and hashes of raw files would leak through a publication),
    and the dataset's redaction placeholder key (see :func:`placeholder_key`)."""
    entries = []
    for source, files in sources:
        base = _input_root(files, root)
        for path in files:
            try:
                digest = (digests or {}).get(path) or sha256_file(path)
            except OSError:
                digest = None
            size, mtime = stats[path]
            entries.append(
                asdict(InputFile(source, os.path.relpath(path, base), digest, size, mtime))
                | {"abspath": path}
            )
    return {
        "generator": GENERATOR,
        "what": "local record of the inputs of an agent-traces output; not part of the output, never uploaded",
        "output": str(target),
        "fingerprint": fp,
        "agent_traces_version": _version(),
        "options": options.recorded(),
        "inputs": entries,
        "skipped": [{"path": path, "reason": reason} for path, reason in skipped],
        "changed_while_read": changed,
    } | ({"placeholder_key": placeholder_key} if placeholder_key else {})


def placeholder_key(target: str | os.PathLike, repo_id: str | None = None) -> bytes:
    """The redaction placeholder key of the dataset written at ``target``, never uploaded: the
    one its local record holds (so a next version, or the folder moved to another machine,
    gives every value the placeholder it had), else one derived from this machine's secret
    (:func:`machine_secret`) and the Hub repository. The same inputs and options give the same
    bytes in any folder on one machine, a publish without ``-o`` keeps its placeholders from one
    version to the next, and datasets of two repositories cannot be linked by placeholders."""
    from .incremental import previous_record

    record = previous_record(record_path(target)) or {}
    try:
        key = bytes.fromhex(record.get("placeholder_key") or "")
    except (TypeError, ValueError):
        key = b""
    if len(key) == 32:
        return key
    label = f"agent-traces placeholders\x00{repo_id or ''}".encode()
    return hmac.new(machine_secret(), label, hashlib.sha256).digest()


def machine_secret() -> bytes:
    """32 random bytes made once per user and machine, in ``$AGENT_TRACES_STATE_DIR`` (default
    ``$XDG_STATE_HOME/agent-traces`` or ``~/.local/state/agent-traces``) as ``redaction-key``,
    mode ``0600``; never uploaded, never printed."""
    base = os.environ.get("AGENT_TRACES_STATE_DIR") or os.path.join(
        os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state"),
        "agent-traces",
    )
    path = os.path.join(base, "redaction-key")
    try:
        with open(path, "rb") as f:
            data = f.read()
        if len(data) == 32:
            return data
    except FileNotFoundError:
        pass
    os.makedirs(base, mode=0o700, exist_ok=True)
    data = secrets.token_bytes(32)
    tmp = f"{path}.{os.getpid()}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    try:
        os.link(tmp, path)  # the first writer wins; a concurrent one reads what it wrote
    except FileExistsError:
        with open(path, "rb") as f:
            data = f.read()
    finally:
        os.unlink(tmp)
    return data


MAX_FILES_LISTED = 10
MAX_FILES_DETECTED = 200


def no_files_message(source: str, path: str, patterns: Iterable[str]) -> str:
    """Why ``source`` found nothing to read under ``path``: what is there, in which formats."""
    from .core.files import walk_files
    from .detect import detect_format

    files, skipped = walk_files(path)
    lines = [
        f"no rows: nothing under {path} matches what {source} reads ({', '.join(patterns)}), "
        "so nothing was written."
    ]
    formats: Counter[str] = Counter()
    for index, file in enumerate(files[:MAX_FILES_DETECTED]):
        fmt = detect_format(file) or "in no known format"
        formats[fmt] += 1
        if index < MAX_FILES_LISTED:
            lines.append(f"  {file}  (looks like: {fmt})")
    if len(files) > MAX_FILES_LISTED:
        lines.append(f"  … and {len(files) - MAX_FILES_LISTED} more")
    if files:
        shown = ", ".join(f"{f} {n}" for f, n in sorted(formats.items()))
        lines.append(f"seen {len(files)} file(s); detected formats (first {MAX_FILES_DETECTED}): {shown}")
    else:
        lines.append("seen: no readable file at all")
    if skipped:
        counts = Counter(reason for _, reason in skipped)
        lines.append(
            "skipped (not readable as files): " + ", ".join(f"{r} {n}" for r, n in sorted(counts.items()))
        )
    return "\n".join(lines)


def _no_rows_message(
    sources: list[tuple[str, list[str]]], log: ProblemLog, skipped: list[tuple[str, str]]
) -> str:
    """Which files were seen, in which formats (as detected), with which problems."""
    from .detect import detect_format

    files = [(source, path) for source, paths in sources for path in paths]
    lines = ["no rows: the inputs gave no sessions, so nothing was written."]
    if files:
        read_as = ", ".join(sorted({s for s, _ in files}))
        lines.append(f"read {len(files)} file(s) as {read_as}:")
        formats: Counter[str] = Counter()
        for index, (_, path) in enumerate(files):
            fmt = detect_format(path) if index < MAX_FILES_DETECTED else None
            fmt = fmt or ("in no known format" if index < MAX_FILES_DETECTED else "not checked")
            formats[fmt] += 1
            if index < MAX_FILES_LISTED:
                lines.append(f"  {path}  (looks like: {fmt})")
        if len(files) > MAX_FILES_LISTED:
            lines.append(f"  … and {len(files) - MAX_FILES_LISTED} more")
        lines.append("detected formats: " + ", ".join(f"{f} {n}" for f, n in sorted(formats.items())))
    else:
        lines.append("no readable input file.")
    if log.total():
        lines.append(
            "problems: "
            + ", ".join(f"{r} {n} (first at {log.examples.get(r)})" for r, n in log.by_reason().items())
        )
    else:
        lines.append("problems: none (the files hold no session this source reads)")
    if skipped:
        counts = Counter(reason for _, reason in skipped)
        lines.append(
            "skipped (not readable as files): "
            + ", ".join(f"{r} {n}" for r, n in sorted(counts.items()))
            + f" (first: {skipped[0][0]})"
        )
    return "\n".join(lines)


def _input_root(files: list[str], root: str | None) -> str:
    if root:
        base = os.path.abspath(os.path.expanduser(root))
        if os.path.isfile(base):
            base = os.path.dirname(base)
        if all(f.startswith(base + os.sep) for f in files):
            return base
    if len(files) == 1:
        return os.path.dirname(files[0])
    return os.path.commonpath(files)


RUN_CHARS = 16 << 20  # text per sorted run of a spool: bounds memory while rows are collected


class _Spool:
    """An external merge sort of one config's view rows by ``id`` (then arrival order).

    Rows are collected until about :data:`RUN_CHARS` of text, sorted, and written as a run: an
    Arrow IPC file of one-row record batches. :meth:`merged` streams the runs back merged, so
    that memory stays bounded by one run while writing and by one row per run while merging,
    however large the dataset.
    """

    def __init__(self, prefix: Path, view: str, log: ProblemLog, *, by_key: bool = False) -> None:
        self.prefix = prefix
        self.log = log
        self.by_key = by_key  # sort by the key given with each row (then arrival) instead of ``id``
        self.keys: list[str] = []
        self.encoder = view_encoder(view)
        self.shared: dict = {}
        self.pending: list[dict] = []
        self.pending_chars = 0
        self.runs: list[Path] = []
        self.seq = 0
        self.num_rows = 0

    def extend(self, rows: list[dict], chars: int, key: str | None = None) -> None:
        self.pending.extend(rows)
        if self.by_key:
            self.keys.extend([key or ""] * len(rows))
        self.pending_chars += chars
        self.num_rows += len(rows)
        if self.pending_chars >= RUN_CHARS:
            self._write_run()

    def _write_run(self) -> None:
        if not self.pending:
            return
        tables = [
            encode_table(self.encoder, self.pending[i : i + ROWS_PER_BATCH], self.shared, self.log)
            for i in range(0, len(self.pending), ROWS_PER_BATCH)
        ]
        table = pa.concat_tables(tables)
        table = table.append_column("__seq", pa.array(range(self.seq, self.seq + table.num_rows), pa.int64()))
        order = "id"
        if self.by_key:
            table = table.append_column("__key", pa.array(self.keys, pa.string()))
            order, self.keys = "__key", []
        table = table.take(pc.sort_indices(table, sort_keys=[(order, "ascending"), ("__seq", "ascending")]))
        self.seq += table.num_rows
        path = self.prefix.with_name(f"{self.prefix.name}-{len(self.runs):05d}.arrow")
        with pa.ipc.new_file(str(path), table.schema) as writer:
            writer.write_table(table, max_chunksize=1)
        os.chmod(path, 0o600)  # unredacted or not, rows are the owner's only
        self.runs.append(path)
        self.pending, self.pending_chars = [], 0

    def merged(self) -> Iterator[pa.RecordBatch]:
        """Every row as a one-row record batch, in ``(id, arrival)`` order."""
        self._write_run()

        def rows(index: int, path: Path) -> Iterator[tuple[str, int, int, pa.RecordBatch]]:
            with pa.OSFile(str(path)) as handle:
                reader = pa.ipc.open_file(handle)
                for i in range(reader.num_record_batches):
                    batch = reader.get_batch(i)
                    yield (
                        batch.column(key)[0].as_py(),
                        batch.column(seq)[0].as_py(),
                        index,
                        batch,
                    )

        width = len(self.schema)
        key, seq = (width + 1, width) if self.by_key else (0, width)
        hidden = ["__seq", "__key"] if self.by_key else ["__seq"]
        streams = [rows(i, path) for i, path in enumerate(self.runs)]
        for _, _, _, batch in heapq.merge(*streams):
            yield batch.drop_columns(hidden)

    @property
    def schema(self) -> pa.Schema:
        return self.encoder.schema


def _write_config(
    target: Path,
    spool: _Spool,
    options: OutputOptions,
    prefix: str = "train",
    numbered: Any = lambda index, shards: f"{index:05d}-of-{shards:05d}",
) -> tuple[list[str], int, int]:
    """Write one config (or one harness's part of it) as fixed-size Parquet shards
    ``<prefix>-NNNNN-of-MMMMM.parquet``, one row group at a time. Returns the shard paths
    relative to the folder, the size of the data in memory (the card's ``num_bytes``) and the
    number of rows."""
    target.mkdir(parents=True, exist_ok=True)
    size = max(1, options.rows_per_shard)
    group = max(1, options.row_group_size)
    total = spool.num_rows
    shards = max(1, -(-total // size))
    rows = spool.merged()
    written = []
    nbytes = 0
    for index in range(shards):
        name = f"{prefix}-{numbered(index, shards)}.parquet"
        in_shard = min(size, total - index * size)
        with pq.ParquetWriter(
            inside(target, name),
            spool.schema,
            compression=options.compression,
            use_dictionary=True,
            write_statistics=True,
        ) as writer:
            if in_shard <= 0:
                writer.write_table(spool.encoder.storage_schema.empty_table().cast(spool.schema))
            for start in range(0, in_shard, group):
                batches = [next(rows) for _ in range(min(group, in_shard - start))]
                chunk = pa.Table.from_batches(batches, schema=spool.schema)
                nbytes += chunk.nbytes
                writer.write_table(chunk, row_group_size=group)
        written.append((target / name).relative_to(target.parent.parent).as_posix())
    return written, nbytes, total


_PERIOD = re.compile(r"^(\d{4})-(\d{2})")


def period_of(row: dict) -> str:
    """The month (``YYYY-MM``) a session's shards go to under ``shards="period"``: of its
    ``sent_at`` (the first user message), or ``undated``. A session keeps its month whatever
    else is published, so adding sessions leaves the shards of other months byte-identical."""
    match = _PERIOD.match(str(row.get("sent_at") or ""))
    return f"{match[1]}-{match[2]}" if match else "undated"


def _write_periods(
    target: Path,
    periods: list[tuple[str, _Spool]],
    view: str,
    harness: str,
    options: OutputOptions,
    log: ProblemLog,
) -> tuple[list[str], int, int]:
    """Write one harness's part of a view as ``train-<harness>-<period>-NNNN.parquet``: per
    month, rows in time order, a file every ``rows_per_shard`` rows. The numbers restart each
    month and carry no total, so a month that gains sessions at its end adds or rewrites only
    its last files. No rows at all: one empty ``train-<harness>-empty-0000.parquet``."""
    if not periods:
        periods = [("empty", _Spool(target / ".empty", view, log, by_key=True))]
    written: list[str] = []
    nbytes = total = 0
    for period, spool in periods:
        files, size, rows = _write_config(
            target, spool, options, f"train-{harness}-{period}", numbered=lambda i, _n: f"{i:04d}"
        )
        written += files
        nbytes += size
        total += rows
    return written, nbytes, total


# -- statistics ---------------------------------------------------------------------------------


STAT_COLUMNS = [
    "harness",
    "messages",
    "model",
    "sent_at",
    "completed",
    "num_user_messages",
    "metadata",
    "num_tokens",
]


def compute_statistics(folder: str | os.PathLike, configs: dict[str, list[str]]) -> dict[str, Any]:
    """Sessions, messages, tool calls per tool, models, date range and token totals of the
    ``messages`` config, computed with ``pyarrow.compute`` over the written Parquet, one row
    group at a time so that memory does not grow with the dataset."""
    files = [str(Path(folder) / f) for f in configs.get(DEFAULT_VIEW, [])]
    if not files:
        return {}
    from .core.encoding import storage_type

    counters = {key: Counter() for key in ("roles", "tools", "models", "row_models", "harnesses", "tokens")}
    totals = Counter()
    bounds: list[str] = []
    for path in files:
        parquet = pq.ParquetFile(path)
        for index in range(parquet.num_row_groups):
            table = parquet.read_row_group(index, columns=STAT_COLUMNS)
            table = table.cast(pa.schema([pa.field(f.name, storage_type(f.type)) for f in table.schema]))
            totals["sessions"] += table.num_rows
            messages = pc.list_flatten(table.column("messages"))
            totals["messages"] += len(messages)
            counters["roles"].update(_value_counts(pc.struct_field(messages, "role")))
            calls = pc.list_flatten(pc.struct_field(messages, "tool_calls"))
            totals["tool_calls"] += len(calls)
            counters["tools"].update(
                _value_counts(pc.struct_field(pc.struct_field(calls, "function"), "name"))
            )
            counters["models"].update(_value_counts(pc.struct_field(messages, "model")))
            counters["row_models"].update(_value_counts(table.column("model")))
            counters["harnesses"].update(_value_counts(table.column("harness")))
            totals["user_messages"] += pc.sum(table.column("num_user_messages")).as_py() or 0
            stamps = pc.drop_null(pc.struct_field(messages, "timestamp"))
            stamps = pc.filter(stamps, pc.not_equal(stamps, ""))
            sent = pc.drop_null(table.column("sent_at"))
            all_stamps = pa.chunked_array([*stamps.chunks, *sent.chunks], type=pa.string())
            if len(all_stamps):
                low_high = pc.min_max(all_stamps)
                bounds += [low_high["min"].as_py(), low_high["max"].as_py()]
            completed = pc.cast(pc.fill_null(table.column("completed"), False), pa.int64())
            totals["completed"] += pc.sum(completed).as_py() or 0
            # usage a source recorded per row is the total of its messages': count messages'
            # usage only for rows that recorded none of their own
            row_meta = table.column("metadata").cast(pa.string())
            has_own = pc.fill_null(pc.match_substring(row_meta, "oken"), False)
            rest = pc.list_flatten(pc.filter(table.column("messages"), pc.invert(has_own)))
            counters["tokens"].update(_token_totals([row_meta, pc.struct_field(rest, "metadata")]))
            if "num_tokens" in table.column_names:
                totals["num_tokens"] += pc.sum(table.column("num_tokens")).as_py() or 0
    stats: dict[str, Any] = {"sessions": totals["sessions"]}
    if not totals["sessions"]:
        return stats
    stats["messages"] = totals["messages"]
    stats["messages_by_role"] = _ordered(counters["roles"])
    stats["tool_calls"] = totals["tool_calls"]
    stats["tool_calls_by_tool"] = _ordered(counters["tools"])
    stats["models"] = _ordered(counters["models"] or counters["row_models"])
    stats["harnesses"] = _ordered(counters["harnesses"])
    stats["user_messages"] = totals["user_messages"]
    if bounds:
        stats["first_timestamp"], stats["last_timestamp"] = min(bounds), max(bounds)
    stats["completed"] = totals["completed"]
    stats["tokens"] = dict(sorted(counters["tokens"].items()))
    if totals["num_tokens"]:
        stats["num_tokens"] = totals["num_tokens"]
    return stats


def _ordered(counts: Counter) -> dict[str, int]:
    return dict(sorted(counts.items(), key=lambda p: (-p[1], str(p[0]))))


def _value_counts(array: pa.Array | pa.ChunkedArray) -> dict[str, int]:
    array = pc.drop_null(array)
    if len(array) == 0:
        return {}
    counts = pc.value_counts(array)
    pairs = zip(counts.field("values").to_pylist(), counts.field("counts").to_pylist(), strict=True)
    return dict(sorted(pairs, key=lambda p: (-p[1], str(p[0]))))


def _token_totals(columns: list[pa.Array | pa.ChunkedArray]) -> dict[str, int]:
    """Totals of integer fields whose name mentions tokens, in the Json metadata columns.

    The Json texts are parsed as newline-delimited JSON by ``pyarrow.json`` and the integer
    leaves summed with ``pyarrow.compute``; sources that record no usage contribute nothing.
    """
    import pyarrow.json as pj

    totals: dict[str, int] = {}
    for column in columns:
        column = column.cast(pa.string()) if not pa.types.is_string(column.type) else column
        texts = [t for t in pc.drop_null(column).to_pylist() if t and t.startswith("{") and "oken" in t]
        if not texts:
            continue
        try:
            table = pj.read_json(
                pa.py_buffer("\n".join(texts).encode()),
                parse_options=pj.ParseOptions(newlines_in_values=False),
            )
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
            continue
        for name, array in _integer_leaves(table):
            if "token" in name.lower():
                value = pc.sum(array).as_py()
                if value:
                    totals[name] = totals.get(name, 0) + int(value)
    return dict(sorted(totals.items()))


def _integer_leaves(table: pa.Table, prefix: str = "") -> Iterable[tuple[str, pa.ChunkedArray]]:
    for name in table.column_names:
        yield from _leaves(table.column(name), f"{prefix}{name}")


def _leaves(array: pa.ChunkedArray, path: str) -> Iterable[tuple[str, pa.ChunkedArray]]:
    if pa.types.is_struct(array.type):
        for i in range(array.type.num_fields):
            sub = array.type.field(i).name
            yield from _leaves(pc.struct_field(array, [i]), f"{path}.{sub}")
    elif pa.types.is_integer(array.type):
        yield path, array


# -- dataset card -------------------------------------------------------------------------------


def size_category(n: int) -> str:
    for bound, label in SIZE_CATEGORIES:
        if n < bound:
            return label
    return "n>1T"


def card_metadata(
    configs: dict[str, list[str]],
    rows: dict[str, int],
    options: OutputOptions,
    harnesses: list[str],
    nbytes: dict[str, int] | None = None,
) -> dict[str, Any]:
    """The card's YAML header: configs, per-config ``dataset_info`` features, license, tags."""
    from datasets import DatasetInfo, SplitDict, SplitInfo

    infos = []
    config_entries = []
    for config in configs:
        view = config.split("-", 1)[0]
        pattern = data_pattern(config)
        entry: dict[str, Any] = {"config_name": config, "data_files": [{"split": "train", "path": pattern}]}
        if config == DEFAULT_VIEW:
            entry["default"] = True
        config_entries.append(entry)
        splits = SplitDict()
        size = (nbytes or {}).get(config, 0)
        splits.add(SplitInfo(name="train", num_examples=rows[config], num_bytes=size))
        info = DatasetInfo(
            features=VIEW_FEATURES[STORED_AS.get(view, view)],
            splits=splits,
            config_name=config,
            dataset_size=size,
        )
        yaml_info = info._to_yaml_dict()
        yaml_info.pop("download_size", None)
        infos.append({"config_name": config, **yaml_info})
    sessions = rows.get(DEFAULT_VIEW, max(rows.values(), default=0))
    meta: dict[str, Any] = {}
    if options.license:
        meta["license"] = options.license
    meta.update(
        {
            "pretty_name": options.pretty_name or _pretty_name(harnesses),
            "task_categories": ["text-generation"],
            "tags": ["agent-traces", *[h.replace("_", "-") for h in harnesses]],
            "size_categories": [size_category(sessions)],
            "configs": config_entries,
            "dataset_info": infos,
        }
    )
    return meta


def _pretty_name(harnesses: list[str]) -> str:
    names = ", ".join(harnesses) if harnesses else "agent"
    return f"{names} agent traces"


def _template() -> str:
    return resources.files("agent_traces").joinpath("templates", CARD_TEMPLATE).read_text(encoding="utf-8")


def render_card(
    *,
    configs: dict[str, list[str]],
    rows: dict[str, int],
    options: OutputOptions,
    harnesses: list[str],
    statistics: dict[str, Any],
    redaction: dict[str, Any] | None,
    fingerprint: str,
    problems: dict[str, int],
    version: str,
    nbytes: dict[str, int] | None = None,
    template: str | None = None,
    inputs: dict[str, Any] | None = None,
    traces: dict[str, Any] | None = None,
    figures: list[tuple[str, str]] | None = None,
    history: list[dict[str, Any]] | None = None,
) -> str:
    """The dataset card (``README.md``): a YAML header and a body rendered from the Jinja2 template.

    Every value that comes from the data (model and tool names, session ids, timestamps, token
    field names) goes through the ``code`` filter: one line, a code span with a fence longer than
    any backtick run inside, pipes escaped in tables; so no HTML, link, heading or table cell can
    come from the traces. Text the publisher gave (the title) goes through ``text``.
    """
    import jinja2
    import yaml

    metadata = card_metadata(configs, rows, options, harnesses, nbytes)
    header = yaml.safe_dump(metadata, sort_keys=False, allow_unicode=True, width=1000)
    env = jinja2.Environment(
        undefined=jinja2.StrictUndefined, keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True
    )
    env.filters["code"] = md_code
    env.filters["text"] = md_text
    env.filters["name"] = lambda value: str(value) if NAME.fullmatch(str(value)) else md_code(value)
    env.filters["md_html"] = lambda value: (
        f"<code>{html.escape(_one_line(str(value), CARD_VALUE_LIMIT))}</code>"
    )
    env.filters["pystr"] = lambda value: json.dumps(_one_line(str(value), CARD_VALUE_LIMIT))
    body = env.from_string(template or _template()).render(
        inputs=inputs or {},
        traces=traces,
        figures=figures or [],
        metadata=metadata,
        configs=configs,
        rows=rows,
        views=list(options.views),
        harnesses=harnesses,
        options=options,
        statistics=statistics,
        redaction=redaction,
        fingerprint=fingerprint,
        problems=problems,
        version=version,
        repo_id=options.repo_id or "<user>/<dataset>",
        tag=options.tag,
        history=history or [],
    )
    return f"---\n{header}---\n\n{body}"


CARD_VALUE_LIMIT = 120
NAME = re.compile(r"[a-z0-9_]{1,60}")  # agent-traces' own names (redaction kinds): shown as they are
_ASCII_PUNCTUATION = set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")


def _one_line(value: str, limit: int) -> str:
    """``value`` without control, format or line-break characters, cut to ``limit`` characters."""
    text = "".join(ch if ch.isprintable() else " " for ch in value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def md_code(value: Any, table: bool = True, limit: int = CARD_VALUE_LIMIT) -> str:
    """``value`` as a Markdown code span that nothing inside can escape from (see render_card)."""
    text = _one_line(str(value), limit)
    if not text.strip():
        return "(empty)"
    runs = [len(r) for r in "".join(ch if ch == "`" else " " for ch in text).split()]
    fence = "`" * (max(runs, default=0) + 1)
    if text.startswith(("`", " ")) or text.endswith(("`", " ")):
        text = f" {text} "
    if table:
        text = text.replace("|", "\\|")
    return f"{fence}{text}{fence}"


def md_text(value: Any, limit: int = 200) -> str:
    """``value`` as plain Markdown text: one line, every ASCII punctuation character escaped."""
    return "".join(f"\\{ch}" if ch in _ASCII_PUNCTUATION else ch for ch in _one_line(str(value), limit))
