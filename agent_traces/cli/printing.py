"""What the command line prints about the results of :mod:`agent_traces.operations`.

Every line may carry a folder name, a session id or a problem's detail: :func:`print` escapes
their control characters (see :mod:`agent_traces.core.terminal`). Under ``--json`` these lines
go to stderr (``main`` redirects stdout), so they are printed to ``sys.stdout`` as it is then.
"""

from __future__ import annotations

import builtins
import json
import os
import sys
from collections import Counter
from typing import TYPE_CHECKING, Any

from ..core.terminal import shown
from ..operations.notify import Notifier

if TYPE_CHECKING:
    from ..operations import (
        ConvertResult,
        InspectResult,
        ReportOutcome,
        ScanResult,
        SourcesResult,
        UploadResult,
    )
    from ..publish import PublishPlan, PublishResult

MAX_SESSIONS_SHOWN = 50
MAX_FILES_LISTED = 30


def print(*values: Any, **kwargs: Any) -> None:
    """``print`` with the control characters of data escaped (see :mod:`..core.terminal`)."""
    builtins.print(*(shown(v, keep_newlines=True) if isinstance(v, str) else v for v in values), **kwargs)


class PrintingNotifier(Notifier):
    """The steps of a long operation as lines: progress on stdout, warnings on stderr."""

    def info(self, message: str) -> None:
        print(message)

    def warning(self, message: str) -> None:
        print(message, file=sys.stderr)

    def converted(self, result: ConvertResult) -> None:
        print_converted(result)

    def uploading(self, plan: PublishPlan) -> None:
        print(plan.describe())

    def published(self, result: PublishResult, repo: str, tag: str | None, seconds: float) -> None:
        if result.already:
            tagged = f", tagged {tag}" if tag else ""
            print(f"{repo} already holds this output (commit {result.commit[:12]}{tagged}): nothing uploaded")
        if result.unchanged and not result.already:
            print(
                f"uploaded {len(result.uploaded)} file(s); {len(result.unchanged)} already on the Hub unchanged"
            )
        if result.deleted:
            print(f"deleted {len(result.deleted)} stale remote file(s): {', '.join(result.deleted)}")
        print(f"published {repo} in {seconds:.1f} s: {result.url}")
        if tag:
            print(f'load this version with load_dataset("{repo}", revision="{tag}")')


def print_sources(result: SourcesResult) -> None:
    rows = result.sources
    width = max(len(r["name"]) for r in rows)
    print(f"{'source':<{width}}  {'here?':<5}  default location  [files read there]")
    for r in rows:
        where = r["default_location"] or "(none: pass a path)"
        more = len(r["locations"]) - 1
        if more > 0:
            where += f" (+{more} more)"
        here = "yes" if r["found"] else ("-" if not r["locations"] else "no")
        print(f"{r['name']:<{width}}  {here:<5}  {where}  [{r['default_files']}]")
    print(
        f"\n`here?`: whether the tool's folder (or files) exist on this machine. A PATH you pass is searched for "
        f"the source's file patterns (--json lists them).\nviews (builder configs): {', '.join(result.views)} "
        "(default: messages)"
    )


def print_skipped(skipped: list[dict[str, str]]) -> None:
    if not skipped:
        return
    counts = Counter(entry["reason"] for entry in skipped)
    print(
        f"{len(skipped)} path(s) skipped, not readable as files: "
        + ", ".join(f"{reason} {n}" for reason, n in sorted(counts.items()))
    )
    for entry in skipped[:10]:
        print(f"    {shown(entry['path'])}: {entry['reason']}")


def print_inspect(result: InspectResult, max_listed: int) -> None:
    from ..problems import LISTED_REASONS

    print(
        f"{'format':<16} {'files':>5} {'sessions':>8} {'messages':>8} {'tool calls':>10} {'problems':>8} "
        f"{'left out':>8}"
    )
    for f in result.formats:
        print(
            f"{f['format']:<16} {f['files']:>5} {f['sessions']:>8} {f['messages']:>8} {f['tool_calls']:>10} "
            f"{f['problems']:>8} {sum(f['skipped_by_reason'].values()):>8}"
        )
        for reason, n in {**f["problems_by_reason"], **f["skipped_by_reason"]}.items():
            note = " [left out on purpose]" if reason in f["skipped_by_reason"] else ""
            print(f"    {reason}: {n}{note} (first at {f['first_examples'].get(reason)})")
            if reason in LISTED_REASONS:
                print("\n".join("  " + line for line in f["listed"][reason]))
    unrecognized = result.unrecognized
    if unrecognized:
        print(f"{len(unrecognized)} file(s) in no known format:")
        for file in unrecognized[:max_listed]:
            print(f"    {shown(file)}: {shown(result.unrecognized_reasons[file])}")
        if len(unrecognized) > max_listed:
            print(f"    … and {len(unrecognized) - max_listed} more")
    print_skipped(result.skipped)
    totals, seconds = result.totals, result.seconds
    print(
        f"\ninspected {totals['files'] + len(result.unrecognized)} file(s) in {seconds:.1f} s: "
        f"{totals['sessions']} session(s), {totals['messages']} message(s), {totals['tool_calls']} tool "
        f"call(s), {totals['problems']} problem(s) ({totals['sessions'] / seconds if seconds else 0:.0f} "
        "sessions/s)"
    )


def fold_configs(rows: dict[str, int]) -> str:
    """Rows per config, folded: ``messages 61, sharegpt 61, steps 290 (63 configs: messages,
    sharegpt, steps × 20 harnesses, and each view of all)`` instead of one entry per config."""
    views = [name for name in rows if "-" not in name]
    per_view: dict[str, set[str]] = {}
    for name in rows:
        view, _, harness = name.partition("-")
        if harness:
            per_view.setdefault(view, set()).add(harness)
    listed = ", ".join(f"{view} {rows[view]:,}" for view in views)
    if not per_view:
        return listed
    harnesses = set().union(*per_view.values())
    return (
        f"{listed} ({len(rows)} configs: {', '.join(sorted(per_view))} × {len(harnesses)} harnesses"
        + (", and each view of all" if views else "")
        + ")"
    )


def _rate(nbytes: int, seconds: float) -> str:
    per_second = nbytes / seconds if seconds else 0.0
    return f"{per_second / 1e6:.1f} MB/s" if per_second >= 1e6 else f"{per_second / 1e3:.0f} KB/s"


def print_redaction(report: dict, full_report: str | None = None) -> None:
    if report.get("gate_replacements"):
        print(
            f"warning: the redaction gate replaced {report['gate_replacements']} value(s) that reached "
            f"the output past the rows' redaction (in {', '.join(report.get('gate_files', []))}); "
            "they are not published, but this is a bug in agent-traces: please report it"
        )
    if not report["total"]:
        print("redaction: nothing found")
        return
    print(
        f"redaction: {report['replacements']} replacement(s) in {report['sessions_with_redactions']} session(s)"
    )
    for kind, n in report["total"].items():
        print(f"  {kind:<28} {n:>6}")
    sessions = list(report["per_session"].items())
    for session, kinds in sessions[:MAX_SESSIONS_SHOWN]:
        print(f"  {session}: " + ", ".join(f"{k} {n}" for k, n in kinds.items()))
    if len(sessions) > MAX_SESSIONS_SHOWN:
        more = f"… and {len(sessions) - MAX_SESSIONS_SHOWN} more session(s)"
        print(f"  {more}: see {full_report}" if full_report else f"  {more} (--json lists them all)")


def print_converted(result: ConvertResult) -> None:
    written, seconds = result.written, result.seconds
    assert written is not None
    print(f"wrote {written.folder} ({result.input_files} input file(s); rows: {fold_configs(result.rows)})")
    print(f"fingerprint {result.fingerprint}")
    print(f"local record of the inputs (not part of the output, never uploaded): {result.record}")
    print(written.input_summary())
    if result.files_read is not None:
        from_cache = result.files_from_cache or 0
        print(
            f"input: {result.files_read + from_cache:,} file(s): {result.files_read:,} read, {from_cache:,} from "
            "the cache of the "
            + (
                "last run (unchanged)"
                if from_cache
                else "last run (none: a first run, changed options or --full)"
            )
        )
    if written.problems.total():
        print(written.problems.summary())
    if result.redaction is not None:
        print_redaction(result.redaction, full_report="the card (README.md)")
    if result.denied:
        listed = ", ".join(result.denied[:MAX_SESSIONS_SHOWN])
        more = (
            f" and {len(result.denied) - MAX_SESSIONS_SHOWN} more"
            if len(result.denied) > MAX_SESSIONS_SHOWN
            else ""
        )
        print(f"--deny: left out {len(result.denied)} session(s): {listed}{more}")
    sessions = result.rows.get("messages")
    rate = f"{sessions / seconds:.0f} sessions/s, " if sessions is not None and seconds else ""
    print(
        f"done in {seconds:.1f} s ({rate}{_rate(result.input_bytes, seconds)} of input); "
        f"{sum(result.problems.values())} problem(s), {sum(result.left_out.values())} left out on purpose"
    )
    read = result.read
    if read and read["note"]:
        print(read["note"])
    elif read and read["parallel_gain"] is not None:
        print(
            f"--num-proc {read['num_proc']}: read {read['rows_per_second']} sessions/s; the processes parsed "
            f"{read['parallel_gain']:.2f}x as much at a time as one would (at best {read['num_proc']}x)"
        )
        if read["parallel_gain"] < 1.2:
            print(
                "  no gain here: the cores are busy with other work, or this process, which renders and "
                "writes every row, is the bottleneck; try without --num-proc"
            )


def folded_plan(described: str) -> str:
    """The upload plan with a long file list folded: the first files, then a count per folder."""
    lines = described.splitlines()
    listed = [i for i, line in enumerate(lines) if line.startswith("  ")]
    if len(listed) <= MAX_FILES_LISTED:
        return described
    names = [lines[i].split()[0] for i in listed]
    folders = Counter(os.path.dirname(name) or "." for name in names)
    folded = [f"  {name}" for name in names if "/" not in name]
    folded += [f"  {folder}/  ({n} file(s))" for folder, n in sorted(folders.items()) if folder != "."]
    return "\n".join(lines[: listed[0]] + folded + lines[listed[-1] + 1 :])


def dry_run_summary(output: str, the_plan: PublishPlan) -> str:
    """The end of ``publish``/``push --dry-run``: at most ~20 lines of what would be published."""
    from ..html_report.stats import left_out_on_purpose
    from ..publish import _human

    with open(os.path.join(output, "manifest.json"), encoding="utf-8") as handle:
        manifest = json.load(handle)
    total = sum(size for _, size in the_plan.files)
    rows = manifest.get("rows") or {}
    deliberate = set(manifest["left_out"]) if isinstance(manifest.get("left_out"), list) else None
    counts = manifest.get("problems") or {}
    problems = {r: n for r, n in counts.items() if not left_out_on_purpose(r, deliberate)}
    left_out = {r: n for r, n in counts.items() if left_out_on_purpose(r, deliberate)}
    redaction = manifest.get("redaction")
    inputs = manifest.get("inputs") or {}

    def top(counts: dict[str, int], n: int = 6) -> str:
        ranked = sorted(counts.items(), key=lambda p: (-p[1], p[0]))
        more = f", … {len(ranked) - n} more" if len(ranked) > n else ""
        return ", ".join(f"{r} {c:,}" for r, c in ranked[:n]) + more

    lines = [
        "",
        "summary (dry run):",
        f"  rows: {fold_configs(rows)}",
        f"  upload: {len(the_plan.files)} file(s), {_human(total)} to {the_plan.repo_id}"
        + (f", tagged {the_plan.tag}" if the_plan.tag else ""),
        f"  inputs: {inputs.get('files', 0):,} file(s)"
        + (f"; left out: {top(inputs['skipped'])}" if inputs.get("skipped") else ""),
    ]
    if redaction is None:
        lines.append("  redaction: OFF (--no-redact): the traces are published as they are")
    elif not redaction.get("total"):
        lines.append("  redaction: nothing found")
    else:
        lines.append(
            f"  redaction: {redaction.get('replacements', 0):,} replacement(s) in "
            f"{redaction.get('sessions_with_redactions', 0):,} session(s): {top(redaction['total'])}"
        )
    lines.append(f"  problems: {sum(problems.values()):,}" + (f" ({top(problems)})" if problems else ""))
    lines.append(
        f"  left out on purpose: {sum(left_out.values()):,}" + (f" ({top(left_out)})" if left_out else "")
    )
    lines.append(
        f"  card: {os.path.join(os.path.abspath(output), 'README.md')} (--show-card prints it); "
        f"license: {(manifest.get('options') or {}).get('license') or 'none given'}"
    )
    return "\n".join(lines)


def print_upload(upload: UploadResult, *, traces_repo: str | None, show_card: bool) -> None:
    """The end of ``publish``/``push``: the dry run's plan and summary, or the companion's upload
    (the main upload's lines came as it happened)."""
    if upload.dry_run:
        print("\ndry run: nothing uploaded. Would do:")
        print(folded_plan(upload.plan.describe()))
        if traces_repo:
            print(f"companion: the trace files to {traces_repo}, with a card linking {upload.repo}")
        if show_card:
            print("\n----- README.md -----")
            with open(os.path.join(upload.folder, "README.md"), encoding="utf-8") as handle:
                print(handle.read())
        print(dry_run_summary(upload.folder, upload.plan))
        return
    companion = upload.companion
    if companion is not None:
        print(
            f"trace files: {upload.traces_repo} ({len(companion.uploaded)} file(s) sent, "
            f"{len(companion.unchanged)} unchanged, {len(companion.deleted)} stale deleted): {companion.url}"
        )


def print_scan(result: ScanResult, max_listed: int) -> None:
    seconds = result.seconds
    print(
        f"scanned {result.sessions} session(s) in {result.files} file(s) in {seconds:.1f} s "
        f"({result.sessions / seconds if seconds else 0:.0f} sessions/s); nothing was written"
    )
    print_skipped(result.skipped)
    print_redaction(
        {
            "total": result.by_kind,
            "replacements": result.replacements,
            "sessions_with_redactions": result.sessions_with_redactions,
            "per_session": result.per_session,
        }
    )
    findings = result.findings
    if findings:
        print(f"\n{'kind':<28} {'placeholder':<14} {'count':>5}  value")
        for found in findings[:max_listed]:
            print(f"{found['kind']:<28} {found['placeholder']:<14} {found['count']:>5}  {found['value']}")
        if len(findings) > max_listed:
            print(f"… and {len(findings) - max_listed} more distinct value(s)")
    unreadable = result.problems["total"]
    if unreadable:
        print(f"({unreadable} unreadable record(s) were not scanned: `agent-traces inspect` lists them)")


def print_report(result: ReportOutcome) -> None:
    totals = result.totals
    print(
        f"wrote {result.page} ({result.bytes / 1e6:.1f} MB; {result.sessions:,} session(s), "
        f"{totals.get('tokens', 0):,} token(s), {totals.get('problems', 0):,} problem(s), "
        f"{totals.get('left_out', 0):,} left out on purpose; figures: {', '.join(result.figures) or 'none'})"
    )
