"""The finishing step every engine shares: once the Parquet configs are in the staging folder,
the card's figures, the ``files`` list, fingerprint, statistics, card, manifest, local record and
the swap."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

from ..converters.views import DEFAULT_VIEW
from ..export.traces import TraceWriter
from ..output_folder import GENERATOR, MANIFEST, Staging, record_path, sha256_file
from ..redact import Redactor
from ..redact.gate import Gate
from .card import render_card
from .layout import WrittenData
from .options import FORMAT_VERSION, MANAGED_PATTERNS, OutputOptions, OutputResult
from .record import _record, _version, changelog, fingerprint, session_digests
from .statistics import compute_statistics


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
    """The card's figures (``figures/<name>.svg``, drawn by :mod:`agent_traces.html_report` from the
    rows of the ``messages`` Parquet just written, so from the published, redacted rows):
    ``(path relative to the folder, title)`` of each."""
    from ..html_report import write_card_figures
    from ..html_report.collect import dataset_rows

    return write_card_figures(out, dataset_rows(out), problems)
