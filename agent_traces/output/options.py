"""What shapes an output and what writing one gives back: :class:`OutputOptions` (all of it goes
into the manifest and the fingerprint), :class:`OutputResult`, and the names of the files an
output owns."""

from __future__ import annotations

import importlib.util
import re
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any

from ..converters.views import DEFAULT_VIEW, VIEWS
from ..export.traces import TRACE_MODES, TRACES_DIR
from ..output_folder import MANAGED_PATTERNS, owned_files
from ..problems import ProblemLog
from .layout import SHARD_LAYOUTS

FORMAT_VERSION = 2
FIGURES_DIR = "figures"
assert MANAGED_PATTERNS[1:] == (f"{TRACES_DIR}/*", f"{FIGURES_DIR}/*")  # where outputs write them


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
