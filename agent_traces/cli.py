"""The ``agent-traces`` command line: list sources, inspect trace files, convert them to a dataset.

Start-up imports nothing heavy: ``--help``, ``--version`` and ``sources`` answer from
:mod:`agent_traces.catalog`; ``datasets``, pandas and pyarrow are imported by the commands that
read traces. Every failure goes through :func:`main`'s one handler: one or two lines (what
happened, what to do), exit 1, or 2 for a command line that cannot be right; ``--debug``
shows the traceback instead. ``--json`` prints one JSON object on stdout (shapes in
docs/json.md); the human-readable output then goes to stderr.
"""

from __future__ import annotations

import argparse
import builtins
import contextlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from ._version import version
from .catalog import SOURCES, VIEWS
from .core.terminal import shown


def print(*values: Any, **kwargs: Any) -> None:
    """``print`` with the control characters of data escaped (see :mod:`.core.terminal`): every
    line this module prints may carry a folder name, a session id or a problem's detail."""
    builtins.print(*(shown(v, keep_newlines=True) if isinstance(v, str) else v for v in values), **kwargs)


if TYPE_CHECKING:
    from .output import OutputOptions, OutputResult

EPILOG = """examples:
  agent-traces sources
  agent-traces inspect ~/.claude/projects
  agent-traces convert claude_code -o my-dataset            # reads ~/.claude/projects
  agent-traces convert hermes trajectory_samples.jsonl -o out --view sharegpt
  agent-traces convert codex -o out --since 2026-01-01 --project my-repo --min-turns 2
  agent-traces scan ~/.claude/projects                      # what publish would redact
  agent-traces publish claude_code --repo me/traces --license cc-by-4.0 --tag v1 --dry-run
  agent-traces push my-dataset --repo me/traces             # upload a folder written earlier
  agent-traces report ~/.claude/projects -o report.html     # plots and readable sessions, offline
then, in Python (agent_traces need not be installed there):
  datasets.load_dataset("my-dataset")                       # or ("my-dataset", "sharegpt")
"""
JSON_SHAPE_VERSION = 1


class CliError(Exception):
    """A failure the user can act on: what happened and what to do. Exit code 1."""

    code = 1

    def __init__(self, what: str, todo: str = "") -> None:
        super().__init__(what)
        self.what, self.todo = what, todo


class UsageError(CliError):
    """A command line that cannot be right whatever the files say. Exit code 2."""

    code = 2


# -- sources ---------------------------------------------------------------------------------------


def _cmd_sources(args: argparse.Namespace) -> dict:
    rows = []
    for name in sorted(SOURCES):
        info = SOURCES[name]
        locations = info.locations()
        found = info.found()
        rows.append(
            {
                "name": name,
                "reads": info.reads,
                "default_location": info.default_location(),
                "locations": locations,
                "found": found,
                "default_files": info.default_files or ", ".join(info.patterns),
                "patterns": list(info.patterns),
            }
        )
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
        f"the source's file patterns (--json lists them).\nviews (builder configs): {', '.join(VIEWS)} "
        "(default: messages)"
    )
    return {"sources": rows, "views": list(VIEWS)}


# -- finding and reading files ---------------------------------------------------------------------


def _check_source(name: str | None) -> None:
    """An unknown source name is a usage error, found before anything is read."""
    if name is None or name in SOURCES:
        return
    from .core.config import did_you_mean

    # the catalog names every builder (tests/test_catalog.py): no need to import datasets to say no
    hint = did_you_mean(name, SOURCES)
    raise UsageError(
        f"unknown source {name!r}{hint}",
        f"choose one of: {', '.join(sorted(SOURCES))} (`agent-traces sources`)",
    )


def _existing(path: str) -> str:
    path = os.path.expanduser(path)
    if not os.path.lexists(path):
        raise CliError(
            f"{path} does not exist",
            "check the path; `agent-traces sources` lists where each tool keeps its traces",
        )
    return path


def _files_by_format(
    path: str, source: str | None
) -> tuple[str, dict[str, list[str]], list[str], list[tuple[str, str]]]:
    """``(root, files by detected format, unrecognized files, skipped (path, reason))`` under
    ``path``. ``source`` reads every file as that source instead of detecting the format.
    Symlinked folders are followed once; FIFOs, symlink loops and unreadable files are skipped
    and counted, never opened."""
    from huggingface_hub.utils import tqdm

    from .core.files import walk_files
    from .detect import detect_format

    _check_source(source)
    path = _existing(path)
    files, skipped = walk_files(path)
    if not files and not skipped:
        raise CliError(
            f"{path} holds no files",
            "pass a folder with trace files (`agent-traces sources` lists where tools keep them)",
        )
    by_format: dict[str, list[str]] = {}
    unrecognized: list[str] = []
    for file in tqdm(files, desc="Detecting formats", unit=" files", disable=None, leave=False):
        fmt = source or detect_format(file)
        (by_format.setdefault(fmt, []) if fmt else unrecognized).append(file)
    root = path if os.path.isdir(path) else os.path.dirname(path)
    return root, by_format, unrecognized, skipped


def _print_skipped(skipped: list[tuple[str, str]], root: str) -> None:
    from collections import Counter

    if not skipped:
        return
    counts = Counter(reason for _, reason in skipped)
    print(
        f"{len(skipped)} path(s) skipped, not readable as files: "
        + ", ".join(f"{reason} {n}" for reason, n in sorted(counts.items()))
    )
    for path, reason in skipped[:10]:
        print(f"    {shown(os.path.relpath(path, root))}: {reason}")


def _filters(args: argparse.Namespace) -> dict[str, Any]:
    """The row filters given on the command line, as builder options (validated here: exit 2)."""
    from .core.filters import RowFilter

    options = {
        key: getattr(args, key, None)
        for key in ("since", "until", "project", "model", "min_turns")
        if getattr(args, key, None) not in (None, "")
    }
    try:
        RowFilter.from_config(argparse.Namespace(**options))
    except ValueError as err:
        raise UsageError(f"--since/--until: {err}") from None
    return options


def _read(fmt: str, files: list[str], log: Any, root: str, args: argparse.Namespace):  # type: ignore[no-untyped-def]
    from .api import read_trajectories

    return read_trajectories(fmt, files, log, root=root, progress=True, **_filters(args))


# -- inspect -----------------------------------------------------------------------------------------


def _cmd_inspect(args: argparse.Namespace) -> dict:
    from .detect import unknown_reason
    from .problems import LISTED_REASONS, ProblemLog

    start = time.perf_counter()
    _filters(args)
    root, by_format, unrecognized, skipped = _files_by_format(args.path, args.source)
    formats = []
    for fmt, files in sorted(by_format.items()):
        log = ProblemLog()
        sessions = messages = calls = 0
        for row in _read(fmt, files, log, root, args):
            sessions += 1
            messages += len(row["messages"])
            calls += row["num_tool_calls"]
        problems = {r: n for r, n in log.by_reason().items() if r not in log.deliberate}
        left_out = {r: n for r, n in log.by_reason().items() if r in log.deliberate}
        formats.append(
            {
                "format": fmt,
                "files": len(files),
                "sessions": sessions,
                "messages": messages,
                "tool_calls": calls,
                "problems": sum(problems.values()),
                "problems_by_reason": problems,
                "skipped_by_reason": left_out,
                "first_examples": {r: log.examples.get(r) for r in log.by_reason()},
                "listed": {r: log.listed(r, args.max_listed) for r in LISTED_REASONS if r in problems},
            }
        )
    print(
        f"{'format':<16} {'files':>5} {'sessions':>8} {'messages':>8} {'tool calls':>10} {'problems':>8} "
        f"{'left out':>8}"
    )
    for f in formats:
        print(
            f"{f['format']:<16} {f['files']:>5} {f['sessions']:>8} {f['messages']:>8} {f['tool_calls']:>10} "
            f"{f['problems']:>8} {sum(f['skipped_by_reason'].values()):>8}"
        )
        for reason, n in {**f["problems_by_reason"], **f["skipped_by_reason"]}.items():
            note = " [left out on purpose]" if reason in f["skipped_by_reason"] else ""
            print(f"    {reason}: {n}{note} (first at {f['first_examples'].get(reason)})")
            if reason in LISTED_REASONS:
                print("\n".join("  " + line for line in f["listed"][reason]))
    if unrecognized:
        print(f"{len(unrecognized)} file(s) in no known format:")
        for file in unrecognized[: args.max_listed]:
            print(f"    {shown(os.path.relpath(file, root))}: {shown(unknown_reason(file))}")
        if len(unrecognized) > args.max_listed:
            print(f"    … and {len(unrecognized) - args.max_listed} more")
    _print_skipped(skipped, root)
    seconds = time.perf_counter() - start
    totals = {
        k: sum(f[k] for f in formats) for k in ("files", "sessions", "messages", "tool_calls", "problems")
    }
    print(
        f"\ninspected {totals['files'] + len(unrecognized)} file(s) in {seconds:.1f} s: {totals['sessions']} "
        f"session(s), {totals['messages']} message(s), {totals['tool_calls']} tool call(s), "
        f"{totals['problems']} problem(s) ({totals['sessions'] / seconds if seconds else 0:.0f} sessions/s)"
    )
    summary = {
        "path": os.path.abspath(os.path.expanduser(args.path)),
        "formats": formats,
        "unrecognized": [os.path.relpath(f, root) for f in unrecognized],
        "unrecognized_reasons": {os.path.relpath(f, root): unknown_reason(f) for f in unrecognized},
        "skipped": [{"path": os.path.relpath(p, root), "reason": r} for p, r in skipped],
        "totals": totals,
        "seconds": round(seconds, 3),
    }
    if not formats and not skipped:  # paths skipped as unreadable were listed above: that is the answer
        raise CliError(
            f"none of the {len(unrecognized)} file(s) under {args.path} is in a known format",
            "pass --source NAME to read them as one source; `agent-traces sources` lists the names",
        )
    return summary


# -- convert and publish ---------------------------------------------------------------------------


def _options(args: argparse.Namespace, *, redact: bool) -> OutputOptions:
    from .output import OutputOptions
    from .publish import check_license

    return OutputOptions(
        views=tuple(args.view) if args.view else VIEWS,
        redact=redact,
        redact_extra=_redact_extra(args),
        deny=tuple(args.deny or ()),
        keep_images=bool(getattr(args, "keep_images", False)),
        license=check_license(args.license),
        redact_keep=tuple(args.keep or ()),
        pretty_name=args.pretty_name,
        repo_id=getattr(args, "repo", None),
        tag=getattr(args, "tag", None),
        traces_repo=getattr(args, "traces_repo", None),
        rows_per_shard=args.rows_per_shard,
        shards=_shards(args),
        strict=args.strict,
        source_options={**_source_options(args.option), **_filters(args)},
        traces=args.traces,
        card_figures=args.card_figures,
    )


def _shards(args: argparse.Namespace) -> str:
    """``--shards``, else the layout of the command: ``publish`` writes shards per session month,
    so that its next version uploads only the months that changed (``push`` uploads a folder as it
    was written); ``convert``, and ``--engine ray``, which writes no other, cut by count."""
    if args.shards is not None:
        return args.shards
    if getattr(args, "func", None) is _cmd_publish and getattr(args, "engine", "local") != "ray":
        return "period"
    return "count"


def _redact_extra(args: argparse.Namespace) -> tuple[str, ...]:
    """``--redact`` values, and one pattern of every value of the ``--secrets-from`` files."""
    from .redact.known import SecretsFileError, secrets_pattern

    extra = tuple(args.redact or ())
    files = getattr(args, "secrets_from", None) or []
    if not files:
        return extra
    try:
        pattern = secrets_pattern(files)
    except SecretsFileError as err:
        raise UsageError(f"--secrets-from {err}", "give a .env, .netrc, JSON or YAML file") from None
    return extra + ((pattern,) if pattern else ())


def _source_options(pairs: list[str] | None) -> dict[str, Any]:
    """``KEY=VALUE`` pairs as builder options; values are JSON when they parse (``true``, ``3``)."""
    options: dict[str, Any] = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"-O/--option expects KEY=VALUE, got {pair!r}", "e.g. -O subagents=true")
        try:
            options[key] = json.loads(value)
        except ValueError:
            options[key] = value
    return options


def _check_options(source: str, options: dict[str, Any]) -> None:
    """``-O`` keys the source's builder does not have are a usage error that names the ones it has.

    The mixed source passes options on to the sources that have them (``subagents=true``,
    ``claude_code.branches=all``) and checks them itself, naming each source's options.
    """
    import dataclasses

    from .api import builder_class
    from .detect import MIXED_NAME

    if source == MIXED_NAME:
        return

    config = builder_class(source).BUILDER_CONFIG_CLASS
    plumbing = {"name", "version", "data_dir", "data_files", "description"}
    known = [f.name for f in dataclasses.fields(config) if f.name not in plumbing]
    unknown = [key for key in options if key not in known]
    if unknown:
        from .core.config import did_you_mean

        raise UsageError(
            f"-O {unknown[0]}: {source} has no such option{did_you_mean(unknown[0], known)}",
            f"its options: {', '.join(known)} (filters have flags of their own: --since, --project, …)",
        )


def _output_folder(output: str) -> str:
    output = os.path.expanduser(output)
    if os.path.exists(output) and not os.path.isdir(output):
        raise CliError(
            f"-o {output} is an existing file, not a folder", "pass -o a folder (it is created if needed)"
        )
    from .output_folder import check_not_mount_point

    check_not_mount_point(output)
    return output


def _write(
    args: argparse.Namespace,
    output: str,
    *,
    redact: bool,
    previous: dict | None = None,
    keep_cache: bool = True,
    kept_rows: Any = None,
) -> tuple[OutputResult, dict]:
    from . import api
    from .core.files import collect_skipped
    from .output import NoRowsError, no_files_message, write_dataset
    from .output_folder import belongs_to_output

    _check_source(args.source)
    options = _options(args, redact=redact)
    _check_options(args.source, options.source_options)
    path = _existing(args.path) if args.path else None
    with collect_skipped() as skipped:
        try:
            files = api.resolve_files(args.source, path)
        except FileNotFoundError:
            if not path or not os.path.isdir(path):
                raise
            raise NoRowsError(
                no_files_message(args.source, path, api.builder_class(args.source).FILE_PATTERNS)
            ) from None
    files = [f for f in files if not belongs_to_output(f, output)]  # -o inside the input folder
    files, other = _split_other_formats(args.source, files)
    if other:
        print(_other_format_line(args.source, other))
        if not files:
            raise NoRowsError(
                f"no rows: none of the {len(other)} file(s) is a {args.source} file, so nothing was written.\n"
                + _other_format_line(args.source, other)
            )
    skipped = [*skipped, *((file, "other_format") for file, _ in other)]
    start = time.perf_counter()
    first_read = len(api.READS)
    if getattr(args, "engine", "local") == "ray":
        if options.shards != "count":
            raise UsageError("--engine ray writes --shards count only", "drop --shards or --engine ray")
        try:
            from .ray import write_dataset as write_with_ray
        except ImportError as err:  # the [ray] extra is not installed: a message, not a traceback
            raise ValueError(str(err)) from None

        result = write_with_ray(
            output,
            args.source,
            files,
            options,
            root=path,
            num_proc=args.num_proc,
            force=args.force,
            skipped=skipped,
        )
    else:
        result = write_dataset(
            output,
            {args.source: files},
            options,
            root=path,
            num_proc=args.num_proc,
            progress=True,
            force=args.force,
            skipped=skipped,
            full=getattr(args, "full", False),
            previous=previous,
            keep_cache=keep_cache,
            kept_rows=kept_rows,
        )
    seconds = time.perf_counter() - start
    read = api.READS[-1].as_dict() if len(api.READS) > first_read else None
    size = sum(os.path.getsize(f) for f in files)
    left_out = {r: n for r, n in result.problems.by_reason().items() if r in result.problems.deliberate}
    problems = {r: n for r, n in result.problems.by_reason().items() if r not in result.problems.deliberate}
    summary = {
        "source": args.source,
        "output": os.path.abspath(result.folder),
        "input_files": len(files),
        "input_bytes": size,
        "rows": result.rows,
        "fingerprint": result.fingerprint,
        "problems": {"total": sum(problems.values()), "by_reason": problems},
        "left_out": {"total": sum(left_out.values()), "by_reason": left_out},
        "denied": result.denied,
        "redaction": (
            {k: v for k, v in result.redaction.items() if k != "per_session"}
            if result.redaction is not None
            else None
        ),
        "seconds": round(seconds, 3),
        "rows_per_second": round(result.rows.get("messages", 0) / seconds, 1) if seconds else None,
        "read": read,
    }
    print(f"wrote {result.folder} ({len(files)} input file(s); rows: {fold_configs(result.rows)})")
    print(f"fingerprint {result.fingerprint}")
    print(f"local record of the inputs (not part of the output, never uploaded): {result.record}")
    print(result.input_summary())
    passes = {stats.source: stats for stats in api.READS[first_read:]}  # the last pass of each source
    if passes and result.incremental is not None:
        n_files = sum(p.files for p in passes.values())
        from_cache = sum(p.cached_files for p in passes.values())
        print(
            f"input: {n_files:,} file(s): {n_files - from_cache:,} read, {from_cache:,} from the cache of the "
            + (
                "last run (unchanged)"
                if from_cache
                else "last run (none: a first run, changed options or --full)"
            )
        )
        summary["files_read"], summary["files_from_cache"] = n_files - from_cache, from_cache
    if result.problems.total():
        print(result.problems.summary())
    if result.redaction is not None:
        _print_redaction(result.redaction, full_report="the card (README.md)")
    if result.denied:
        shown = ", ".join(result.denied[:MAX_SESSIONS_SHOWN])
        more = (
            f" and {len(result.denied) - MAX_SESSIONS_SHOWN} more"
            if len(result.denied) > MAX_SESSIONS_SHOWN
            else ""
        )
        print(f"--deny: left out {len(result.denied)} session(s): {shown}{more}")
    sessions = result.rows.get("messages")
    rate = f"{sessions / seconds:.0f} sessions/s, " if sessions is not None and seconds else ""
    print(
        f"done in {seconds:.1f} s ({rate}{_rate(size, seconds)} of input); "
        f"{summary['problems']['total']} problem(s), {summary['left_out']['total']} left out on purpose"
    )
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
    return result, summary


MAX_SESSIONS_SHOWN = 50
MAX_FILES_LISTED = 30


def fold_configs(rows: dict[str, int]) -> str:
    """Rows per config, folded: ``messages 61, sharegpt 61, steps 290 (63 configs: messages,
    sharegpt, steps × 20 harnesses, and each view of all)`` instead of one entry per config."""
    views = [name for name in rows if "-" not in name]
    per_view = {}
    for name in rows:
        view, _, harness = name.partition("-")
        if harness:
            per_view.setdefault(view, set()).add(harness)
    shown = ", ".join(f"{view} {rows[view]:,}" for view in views)
    if not per_view:
        return shown
    harnesses = set().union(*per_view.values())
    return (
        f"{shown} ({len(rows)} configs: {', '.join(sorted(per_view))} × {len(harnesses)} harnesses"
        + (", and each view of all" if views else "")
        + ")"
    )


def _folded_plan(described: str) -> str:
    """The upload plan with a long file list folded: the first files, then a count per folder."""
    lines = described.splitlines()
    listed = [i for i, line in enumerate(lines) if line.startswith("  ")]
    if len(listed) <= MAX_FILES_LISTED:
        return described
    from collections import Counter

    names = [lines[i].split()[0] for i in listed]
    folders = Counter(os.path.dirname(name) or "." for name in names)
    folded = [f"  {name}" for name in names if "/" not in name]
    folded += [f"  {folder}/  ({n} file(s))" for folder, n in sorted(folders.items()) if folder != "."]
    return "\n".join(lines[: listed[0]] + folded + lines[listed[-1] + 1 :])


def _dry_run_summary(output: str, the_plan: Any) -> str:
    """The end of ``publish``/``push --dry-run``: at most ~20 lines of what would be published."""
    from .publish import _human
    from .report.stats import left_out_on_purpose

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


def _split_other_formats(source: str, files: list[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """``(files source reads, (file, format) of those another source would read)``.

    ``convert SOURCE FOLDER`` over a folder that also holds other tools' files: a file SOURCE's
    ``sniff`` rejects and another builder claims is left out and counted (``other_format``), so
    that the manifest and card count only what SOURCE read. Files no builder claims stay (SOURCE
    counts their problems as before); the mixed source reads every format."""
    from .api import builder_class
    from .detect import MIXED_NAME, detect_format, read_head

    if source == MIXED_NAME or not files:
        return files, []
    cls = builder_class(source)
    mine, other = [], []
    for file in files:
        try:
            claimed = cls.sniff(file, read_head(file))
        except Exception:  # a faulty sniff or an unreadable head: the reader counts it
            claimed = True
        fmt = None if claimed else detect_format(file)
        if fmt and fmt != source:
            other.append((file, fmt))
        else:
            mine.append(file)
    return mine, other


def _other_format_line(source: str, other: list[tuple[str, str]]) -> str:
    from collections import Counter

    formats = Counter(fmt for _, fmt in other)
    first = formats.most_common(1)[0][0]
    shown = ", ".join(f"{fmt} {n}" for fmt, n in sorted(formats.items()))
    return (
        f"other_format: {len(other)} file(s) not read as {source} ({shown}; first: {other[0][0]}): "
        f"it looks like `{first}`: run `convert {first}` or `convert agent_traces`"
    )


def _rate(nbytes: int, seconds: float) -> str:
    per_second = nbytes / seconds if seconds else 0.0
    return f"{per_second / 1e6:.1f} MB/s" if per_second >= 1e6 else f"{per_second / 1e3:.0f} KB/s"


def _print_redaction(report: dict, full_report: str | None = None) -> None:
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


def _cmd_convert(args: argparse.Namespace) -> dict:
    from .output import NoRowsError

    output = _output_folder(args.output)
    try:
        _, summary = _write(args, output, redact=bool(args.redact_secrets or args.redact))
    except NoRowsError as err:
        raise CliError(str(err)) from None
    return summary


def _cmd_publish(args: argparse.Namespace) -> dict:
    from .output import NoRowsError
    from .publish import (
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

    check_repo_id(args.repo)
    check_tag(args.tag)
    _check_hub_timeout(args)
    if args.no_redact and args.redact:
        raise UsageError("--no-redact and --redact contradict each other", "drop one of them")
    _check_source(args.source)
    _options(args, redact=not args.no_redact)  # every option checked before the Hub is contacted
    _check_options(args.source, {**_source_options(args.option), **_filters(args)})
    if not args.license:
        print(NO_LICENSE_WARNING, file=sys.stderr)
    if args.no_redact:
        print("warning: --no-redact: secrets and personal data in the traces will be published as they are")
    _check_traces_repo(args)
    if args.traces_repo and not args.traces:
        raise UsageError(
            "--traces-repo uploads the trace files of --traces", "add --traces sts or --traces native"
        )
    if args.append and args.dry_run:
        raise UsageError("--append reads the published version on the Hub", "drop --dry-run or --append")
    if args.append and getattr(args, "engine", "local") == "ray":
        raise UsageError("--append is written by the local engine only", "drop --engine ray")
    previous = None
    kept: list = []
    if args.output:
        _output_folder(args.output)  # an -o that cannot be written (a mount point) before the Hub
    with tempfile.TemporaryDirectory(prefix="agent-traces-append-") as downloads:
        if not args.dry_run:
            try:
                print(check_hub(args.repo, tag=args.tag, timeout=args.hub_timeout))
                if args.traces_repo:
                    print(check_hub(args.traces_repo, tag=args.tag, timeout=args.hub_timeout))
                # the version this one follows: the card's changelog says what changed since
                remote = remote_version(args.repo, timeout=args.hub_timeout)
                previous = remote.manifest
                if args.append and previous is not None:
                    kept = download_rows(args.repo, remote, downloads, timeout=args.hub_timeout)
                    print(
                        f"--append: keeping the sessions published at {remote.commit[:12]} this machine lacks"
                    )
                if args.append and remote.commit is not None:
                    args.parent = remote.commit  # the commit fails if main moves meanwhile
            except PublishError as err:
                raise CliError(f"{err} Nothing was converted or written.") from None
        output = _output_folder(args.output) if args.output else default_folder()
        try:
            _, summary = _write(
                args,
                output,
                redact=not args.no_redact,
                previous=previous,
                keep_cache=bool(args.output),
                kept_rows=read_rows(kept) if kept else None,
            )
        except NoRowsError as err:
            if not args.output:
                os.rmdir(output)  # the temporary folder made above, still empty
            raise CliError(str(err)) from None
    summary.update(_upload(args, output))
    return summary


def _cmd_push(args: argparse.Namespace) -> dict:
    from .publish import (
        NO_LICENSE_WARNING,
        PublishError,
        check_hub,
        check_repo_id,
        check_tag,
        remote_version,
        verify_output,
    )

    check_repo_id(args.repo)
    check_tag(args.tag)
    _check_hub_timeout(args)
    _check_traces_repo(args)
    folder = _existing(args.folder)
    manifest = verify_output(folder, allow_unredacted=args.no_redact)
    if not manifest.get("options", {}).get("license"):
        print(NO_LICENSE_WARNING.replace("Pass e.g.", "Convert again with e.g."), file=sys.stderr)
    if not args.dry_run:
        try:
            print(check_hub(args.repo, tag=args.tag, folder=folder, timeout=args.hub_timeout))
            if args.traces_repo:  # its tag may already point at these files: publish_traces sees
                print(check_hub(args.traces_repo, timeout=args.hub_timeout))
            published = remote_version(args.repo, timeout=args.hub_timeout).manifest
        except PublishError as err:
            raise CliError(str(err)) from None
        fp = (published or {}).get("fingerprint")
        if fp and fp not in (manifest.get("fingerprint"), manifest.get("previous_fingerprint")):
            print(
                f"note: {args.repo} holds version {fp[:16]}, which this folder does not follow: its "
                "card's changelog does not list what changed since (publish reads it first).",
                file=sys.stderr,
            )
    return {"output": os.path.abspath(folder), **_upload(args, folder)}


def _check_traces_repo(args: argparse.Namespace) -> None:
    from .publish import check_repo_id

    if args.traces_repo is not None:
        try:
            check_repo_id(args.traces_repo)
        except ValueError as err:
            raise UsageError(
                str(err).replace("--repo", "--traces-repo"), "e.g. --traces-repo me/traces-sessions"
            ) from None
        if args.traces_repo == args.repo:
            raise UsageError(
                "--traces-repo must name another repository than --repo", "e.g. --traces-repo me/name-traces"
            )


def _check_hub_timeout(args: argparse.Namespace) -> None:
    from .publish import hub_timeout

    try:
        hub_timeout(args.hub_timeout)
    except ValueError as err:
        raise UsageError(str(err), "pass --hub-timeout SECONDS, e.g. --hub-timeout 300") from None


def _upload(args: argparse.Namespace, output: str) -> dict:
    """Upload the output at ``output`` (or, with ``--dry-run``, show exactly what would be)."""
    from .publish import PublishError, plan, publish_folder

    summary: dict[str, Any] = {
        "repo": args.repo,
        "tag": args.tag,
        "private": args.private,
        "dry_run": args.dry_run,
        "url": None,
        "deleted": [],
    }
    the_plan = plan(output, args.repo, private=args.private, tag=args.tag, allow_unredacted=args.no_redact)
    if args.dry_run:
        print("\ndry run: nothing uploaded. Would do:")
        print(_folded_plan(the_plan.describe()))
        if args.traces_repo:
            print(f"companion: the trace files to {args.traces_repo}, with a card linking {args.repo}")
        card = os.path.join(output, "README.md")
        if getattr(args, "show_card", False):
            print("\n----- README.md -----")
            with open(card, encoding="utf-8") as handle:
                print(handle.read())
        print(_dry_run_summary(output, the_plan))
        return summary
    print(the_plan.describe())
    start = time.perf_counter()
    try:
        result = publish_folder(
            output,
            args.repo,
            private=args.private,
            tag=args.tag,
            allow_unredacted=args.no_redact,
            timeout=args.hub_timeout,
            parent=getattr(args, "parent", None),
        )
    except PublishError as err:
        raise CliError(str(err)) from None
    if result.already:
        tagged = f", tagged {args.tag}" if args.tag else ""
        print(
            f"{args.repo} already holds this output (commit {result.commit[:12]}{tagged}): nothing uploaded"
        )
    if result.unchanged and not result.already:
        print(
            f"uploaded {len(result.uploaded)} file(s); {len(result.unchanged)} already on the Hub unchanged"
        )
    if result.deleted:
        print(f"deleted {len(result.deleted)} stale remote file(s): {', '.join(result.deleted)}")
    print(f"published {args.repo} in {time.perf_counter() - start:.1f} s: {result.url}")
    if args.tag:
        print(f'load this version with load_dataset("{args.repo}", revision="{args.tag}")')
    summary.update(url=result.url, deleted=list(result.deleted))
    if args.traces_repo:
        from .publish import publish_traces

        try:
            companion = publish_traces(
                output,
                args.traces_repo,
                args.repo,
                private=args.private,
                tag=args.tag,
                allow_unredacted=args.no_redact,
                timeout=args.hub_timeout,
            )
        except PublishError as err:
            raise CliError(f"{args.repo} is published. {err}") from None
        print(
            f"trace files: {args.traces_repo} ({len(companion.uploaded)} file(s) sent, "
            f"{len(companion.unchanged)} unchanged, {len(companion.deleted)} stale deleted): {companion.url}"
        )
        summary.update(traces_repo=args.traces_repo, traces_url=companion.url)
    return summary


# -- scan ----------------------------------------------------------------------------------------------


def _cmd_scan(args: argparse.Namespace) -> dict:
    from huggingface_hub.utils import tqdm

    from .problems import ProblemLog
    from .redact import Redactor, mask

    start = time.perf_counter()
    _filters(args)
    root, by_format, _, skipped = _files_by_format(args.path, args.source)
    redactor = Redactor(_redact_extra(args), keep=args.keep or (), keep_images=args.keep_images)
    log = ProblemLog()
    rows = [row for fmt, files in sorted(by_format.items()) for row in _read(fmt, files, log, root, args)]
    rows.sort(key=lambda r: (r["id"], r.get("file_path") or ""))
    for row in tqdm(rows, desc="Learning names", unit=" sessions", disable=None, leave=False):
        redactor.learn([row])
    for _ in tqdm(
        redactor.redact_rows(rows), desc="Scanning", total=len(rows), unit=" sessions", disable=None
    ):
        pass
    sessions = len(rows)
    report = redactor.report.to_dict()
    n_files = sum(len(f) for f in by_format.values())
    seconds = time.perf_counter() - start
    print(
        f"scanned {sessions} session(s) in {n_files} file(s) in {seconds:.1f} s "
        f"({sessions / seconds if seconds else 0:.0f} sessions/s); nothing was written"
    )
    _print_skipped(skipped, root)
    _print_redaction(report)
    findings = redactor.findings()
    if findings:
        print(f"\n{'kind':<28} {'placeholder':<14} {'count':>5}  value")
        for kind, value, placeholder, n in findings[: args.max_listed]:
            shown = value if args.show_values else mask(value)
            print(f"{kind:<28} {placeholder:<14} {n:>5}  {shown}")
        if len(findings) > args.max_listed:
            print(f"… and {len(findings) - args.max_listed} more distinct value(s)")
    if log.problem_total():
        print(
            f"({log.problem_total()} unreadable record(s) were not scanned: `agent-traces inspect` lists them)"
        )
    return {
        "path": os.path.abspath(os.path.expanduser(args.path)),
        "files": n_files,
        "sessions": sessions,
        "replacements": report["replacements"],
        "sessions_with_redactions": report["sessions_with_redactions"],
        "by_kind": report["total"],
        "per_session": report["per_session"],
        "findings": [
            {"kind": k, "placeholder": p, "count": n, "value": v if args.show_values else mask(v)}
            for k, v, p, n in findings
        ],
        "problems": {"total": log.problem_total(), "by_reason": log.by_reason()},
        "seconds": round(seconds, 3),
    }


# -- report ----------------------------------------------------------------------------------------------


def _cmd_report(args: argparse.Namespace) -> dict:
    from .report import ReportOutputError, check_output, write_report

    _check_source(args.source)
    try:
        check_output(args.output)  # before any work: a folder, or a file the report did not write
    except ReportOutputError as err:
        raise CliError(str(err)) from None
    filters = _filters(args)
    _existing(args.path)
    redactor = None
    if args.redact_secrets:
        from .output import placeholder_key
        from .redact import Redactor

        # the placeholders of this machine (no dataset record): the same page on every run
        redactor = Redactor(key=placeholder_key(os.path.abspath(args.output)))
    try:
        result = write_report(args.path, args.output, source=args.source, filters=filters, redactor=redactor)
    except ImportError as err:
        raise UsageError(str(err)) from None
    totals = (result.summary or {}).get("totals", {})
    print(
        f"wrote {result.path} ({result.size / 1e6:.1f} MB; {result.sessions:,} session(s), "
        f"{totals.get('tokens', 0):,} token(s), {totals.get('problems', 0):,} problem(s), "
        f"{totals.get('left_out', 0):,} left out on purpose; figures: {', '.join(result.figures) or 'none'})"
    )
    return {
        "path": os.path.abspath(os.path.expanduser(args.path)),
        "output": os.path.abspath(result.path),
        "bytes": result.size,
        "figures": result.figures,
        "totals": totals,
        "problems": (result.summary or {}).get("problems", {}),
        "left_out": (result.summary or {}).get("left_out", {}),
        "redaction": (result.summary or {}).get("redaction"),
    }


# -- the parser ----------------------------------------------------------------------------------------


def _add_filters(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("filters (rows left out are counted by reason)")
    g.add_argument(
        "--since", metavar="DATE", help="sessions started on or after DATE (YYYY-MM-DD or ISO-8601)"
    )
    g.add_argument(
        "--until", metavar="DATE", help="sessions started on or before DATE (a whole day for YYYY-MM-DD)"
    )
    g.add_argument(
        "--project",
        metavar="TEXT",
        help="sessions whose working directory or Claude Code project folder contains TEXT",
    )
    g.add_argument("--model", metavar="TEXT", help="sessions whose main model contains TEXT (any case)")
    g.add_argument("--min-turns", type=int, metavar="N", help="sessions with at least N user messages")


def _add_engine(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--engine",
        choices=("local", "ray"),
        default="local",
        help="local: this machine's processes (--num-proc); ray: Ray tasks, on the cluster of RAY_ADDRESS "
        "or a local one of --num-proc CPUs (needs agent-traces[ray]; no --traces yet)",
    )


def _add_keep(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--keep",
        action="append",
        metavar="CATEGORY",
        help="do not redact this category (repeatable): secret, email, phone, ip, credit_card, iban, ssn, "
        "name, user, host",
    )


def _add_secrets_from(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--keep-images",
        action="store_true",
        help="keep inline base64 images when redacting (default: each becomes [image: <mime>, <n> bytes]; "
        "encrypted reasoning blobs are always replaced)",
    )
    p.add_argument(
        "--secrets-from",
        action="append",
        metavar="FILE",
        help="redact every value of this .env, .netrc, JSON or YAML file wherever it appears, in any "
        "escaping (repeatable; values under 8 characters only under secret-looking names)",
    )


def _add_output_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("source", help="the source format (see `agent-traces sources`; `agent_traces` mixes them)")
    p.add_argument("path", nargs="?", help="a file or folder (default: the tool's own location)")
    p.add_argument(
        "--view", action="append", choices=VIEWS, help="write only this view (repeatable; default: all)"
    )
    p.add_argument(
        "--redact",
        action="append",
        metavar="TEXT",
        help="also redact this string, or a regular expression written re:PATTERN (repeatable)",
    )
    _add_keep(p)
    _add_secrets_from(p)
    p.add_argument(
        "--deny",
        action="append",
        metavar="REGEX",
        help="leave out whole sessions with a string this regular expression matches (repeatable; "
        "counted, listed by id)",
    )
    p.add_argument(
        "--license",
        metavar="ID",
        help="license of the dataset for the card, a Hub license identifier such as cc-by-4.0 (never guessed)",
    )
    p.add_argument("--pretty-name", help="title of the dataset card")
    p.add_argument("--rows-per-shard", type=int, default=5_000, help="rows per Parquet file (default 5000)")
    p.add_argument(
        "--shards",
        choices=("count", "period"),
        help="count: files of --rows-per-shard rows sorted by id (convert's default, and --engine "
        "ray's only layout); period: files per session month, in time order, so that publishing a "
        "next version uploads only the months that changed (publish's default)",
    )
    p.add_argument("--strict", action="store_true", help="stop at the first unreadable record")
    p.add_argument(
        "--option",
        "-O",
        action="append",
        metavar="KEY=VALUE",
        help="an option of the source's builder, e.g. -O subagents=true -O branches=all (repeatable)",
    )
    p.add_argument(
        "--traces",
        choices=("sts", "native"),
        help="also write trace files for the Hub's trace viewer under traces/: sts (every session in the "
        "Session Trace Simple Format) or native (Claude Code, Codex, Droid and Pi files as the tool wrote them, "
        "redacted like the Parquet; sts for other sources)",
    )
    p.add_argument(
        "--card-figures",
        action="store_true",
        help="draw figures for the dataset card (sessions over time, tools, models) as figures/*.svg "
        "from the written rows; needs matplotlib (pip install 'agent-traces[report]')",
    )
    p.add_argument(
        "--num-proc",
        type=int,
        default=None,
        metavar="N",
        help="read the files in N processes (same output; fewer when the input is too small to gain)",
    )
    p.add_argument(
        "--force",
        action="store_true",
        help="replace a previous agent-traces output in the folder (never a folder with other files)",
    )
    _add_filters(p)
    p.add_argument(
        "--full",
        action="store_true",
        help="read every input again; by default a re-run reads only new or changed input files "
        "(the rest comes from a local cache beside the folder) and writes the same bytes",
    )


def _add_upload_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--repo", required=True, metavar="USER/NAME", help="the Hub dataset repository")
    p.add_argument("--private", action="store_true", help="create the repository as private")
    p.add_argument("--tag", help="tag the uploaded commit (e.g. v1) so it can be loaded with revision=")
    p.add_argument(
        "--dry-run",
        action="store_true",
        help="show what would be uploaded and deleted, ending with a short summary; upload nothing",
    )
    p.add_argument("--show-card", action="store_true", help="with --dry-run, also print the dataset card")
    p.add_argument(
        "--traces-repo",
        metavar="USER/NAME",
        help="also upload the trace files (--traces) to this companion dataset, where the Hub's trace "
        "viewer shows them, with a card linking --repo, tagged like it",
    )
    p.add_argument(
        "--hub-timeout",
        type=float,
        metavar="SECONDS",
        help="give up on a Hub call that sends no answer for this long (default: "
        "$AGENT_TRACES_HUB_TIMEOUT, else 120; connecting: at most 10)",
    )


class _Version(argparse.Action):
    """``--version``, looked up only when asked for."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):  # type: ignore[no-untyped-def]
        print(f"agent-traces {version()}")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help="show tracebacks")
    scripted = argparse.ArgumentParser(add_help=False)
    scripted.add_argument(
        "--json", action="store_true", help="print one JSON object on stdout (shape: docs/json.md)"
    )
    parser = argparse.ArgumentParser(
        prog="agent-traces",
        description="Turn the traces of AI coding agents (Claude Code, Copilot, Codex, Hermes, …) into "
        "typed Hugging Face datasets.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action=_Version, help="print the version and exit")
    parser.add_argument("--debug", action="store_true", help="show the traceback of a failure")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser(
        "sources",
        parents=[common, scripted],
        help="list the supported sources and where each tool keeps its traces",
    )
    p.set_defaults(func=_cmd_sources)

    p = sub.add_parser(
        "inspect",
        parents=[common, scripted],
        help="detect the format of trace files and count sessions, messages, tool calls and problems",
    )
    p.add_argument("path", help="a trace file or a folder to search")
    p.add_argument("--source", help="read every file as this source instead of detecting the format")
    p.add_argument("--max-listed", type=int, default=20, help="how many unrecognized files to list")
    _add_filters(p)
    p.set_defaults(func=_cmd_inspect)

    p = sub.add_parser(
        "convert",
        parents=[common, scripted],
        help="convert traces to a Parquet dataset folder (card, manifest) that load_dataset reads",
        description="Write data/<config>/*.parquet, README.md (dataset card) and manifest.json. "
        "Same inputs and options give identical bytes. Redaction is off unless asked for.",
    )
    _add_output_options(p)
    p.add_argument("-o", "--output", required=True, help="the folder to write")
    p.add_argument(
        "--redact-secrets",
        action="store_true",
        help="replace secrets and personal data as `publish` does (implied by --redact)",
    )
    _add_engine(p)
    p.set_defaults(func=_cmd_convert)

    p = sub.add_parser(
        "publish",
        parents=[common, scripted],
        help="convert with redaction, write the folder and upload it to the Hugging Face Hub",
        description="Convert (redaction on), write the dataset folder, then create the Hub dataset "
        "repository, upload the folder and optionally tag the version. Hub errors leave the folder intact.",
        epilog="example: agent-traces publish claude_code --repo me/traces --license cc-by-4.0 --tag v1 --dry-run",
    )
    _add_output_options(p)
    p.add_argument("-o", "--output", help="the folder to write (default: a new temporary folder, named)")
    _add_upload_options(p)
    p.add_argument(
        "--no-redact", action="store_true", help="publish without redaction (secrets and personal data stay)"
    )
    p.add_argument(
        "--append",
        action="store_true",
        help="merge with the version on the Hub: keep its sessions this machine does not have, replace "
        "those it has, add the new ones, in one commit that fails if the Hub changed meanwhile",
    )
    _add_engine(p)
    p.set_defaults(func=_cmd_publish)

    p = sub.add_parser(
        "push",
        parents=[common, scripted],
        help="upload an output folder written earlier by convert or publish, without converting again",
        description="Check that FOLDER is a complete, redacted agent-traces output (every file the "
        "manifest lists, with the size and sha256 written) and upload exactly those files in one "
        "commit, deleting remote shards the new version no longer has.",
    )
    p.add_argument("folder", help="an output folder of agent-traces convert --redact-secrets / publish")
    _add_upload_options(p)
    p.add_argument(
        "--no-redact",
        action="store_true",
        help="allow uploading an output that was written without redaction",
    )
    p.set_defaults(func=_cmd_push)

    p = sub.add_parser(
        "scan",
        parents=[common, scripted],
        help="show what publishing would redact in trace files, without writing anything",
    )
    p.add_argument("path", help="a trace file or a folder to search")
    p.add_argument("--source", help="read every file as this source instead of detecting the format")
    p.add_argument("--redact", action="append", metavar="TEXT", help="extra string or re:PATTERN to redact")
    _add_keep(p)
    _add_secrets_from(p)
    p.add_argument("--max-listed", type=int, default=50, help="how many distinct values to list")
    p.add_argument(
        "--show-values", action="store_true", help="print values in full (default: masked, first characters)"
    )
    _add_filters(p)
    p.set_defaults(func=_cmd_scan)

    p = sub.add_parser(
        "report",
        parents=[common, scripted],
        help="write one self-contained HTML page of plots and readable sessions (opens offline)",
        description="Sessions over time, messages and tool calls per session, tools and their error "
        "rates, models, token usage, problems, and a sortable list of sessions that opens each as a "
        "transcript. PATH is a trace file or folder, or a dataset folder written by convert/publish.",
    )
    p.add_argument("path", help="a trace file or folder, or a dataset folder written by convert/publish")
    p.add_argument("-o", "--output", required=True, help="the HTML file to write")
    p.add_argument("--source", help="read every file as this source instead of detecting the format")
    p.add_argument(
        "--redact-secrets",
        action="store_true",
        help="replace secrets and personal data as `publish` does, in the sessions and the whole page",
    )
    _add_filters(p)
    p.set_defaults(func=_cmd_report)
    return parser


# -- errors ----------------------------------------------------------------------------------------------

# the Python API's words for what the command line calls a path
_API_WORDS = (
    ("pass data_dir= or data_files=", "pass the file or folder that holds them as PATH"),
    (
        "pass the data_dir that holds them, or data_files= naming the files",
        "pass the file or folder that holds them as PATH",
    ),
    ("under data_dir '", "under '"),
    ("pass data_files= or data_dir=", "pass its path as PATH"),
    ("data_dir '", "path '"),
)


def _cli_words(message: str) -> str:
    for api, cli in _API_WORDS:
        message = message.replace(api, cli)
    return message


def _explain(err: BaseException) -> tuple[str, str, int]:
    """``(what happened, what to do, exit code)`` for an exception that reached the command line."""
    from .problems import TraceFormatError

    if isinstance(err, CliError):
        return err.what, err.todo, err.code
    if isinstance(err, TraceFormatError):
        return str(err), "fix or remove that record, or drop --strict to count such records and go on", 1
    if isinstance(err, FileExistsError):
        return f"{err.filename} already exists", "pass another path, or remove it", 1
    if isinstance(err, PermissionError):
        return f"permission denied: {err.filename}", "check the permissions of that file or folder", 1
    if isinstance(err, FileNotFoundError):
        what = _cli_words(str(err)) if err.filename is None else f"{err.filename} does not exist"
        return what, "check the path; `agent-traces sources` lists where each tool keeps its traces", 1
    if isinstance(err, OSError):
        return f"{err.strerror or err}: {err.filename or ''}".rstrip(": "), "", 1
    if type(err).__name__ in ("RegistrationError", "PublishError", "NoRowsError"):
        return str(err), "", 1
    if isinstance(err, ValueError) and not type(err).__module__.startswith(("pyarrow", "datasets")):
        return _cli_words(str(err)), "`agent-traces COMMAND --help` lists the options", 2
    if isinstance(err, MemoryError):
        return "out of memory", "read fewer files at a time, or use fewer --num-proc processes", 1
    return (
        f"unexpected {type(err).__name__}: {err}",
        "this is a bug in agent-traces: rerun with --debug and report the traceback",
        1,
    )


class Terminated(BaseException):
    """``SIGTERM`` or ``SIGHUP`` arrived: unwinds like Ctrl-C, so staging folders, spools and
    temporary folders of unredacted rows are removed (Python's default for these signals is to
    die at once, leaving them behind)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


@contextlib.contextmanager
def _terminate_cleanly() -> Iterator[None]:
    """Turn ``SIGTERM``/``SIGHUP`` into :class:`Terminated` in this process for the block (in the
    main thread, where no handler of the embedding program is set). Worker processes forked
    meanwhile keep the default: they die as before and the parent cleans up."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    owner = os.getpid()

    def handler(signum: int, frame: Any) -> None:
        if os.getpid() != owner:  # a forked worker: die the default way
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)
            return
        raise Terminated(signum)

    saved = {}
    for name in ("SIGTERM", "SIGHUP"):
        signum = getattr(signal, name, None)
        if signum is not None and signal.getsignal(signum) == signal.SIG_DFL:
            saved[signum] = signal.signal(signum, handler)
    try:
        yield
    finally:
        for signum, previous in saved.items():
            signal.signal(signum, previous)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``agent-traces`` command; returns the exit code."""
    args = build_parser().parse_args(argv)
    debug = getattr(args, "debug", False)
    as_json = getattr(args, "json", False)
    start = time.perf_counter()
    try:
        with (
            _terminate_cleanly(),
            contextlib.redirect_stdout(sys.stderr) if as_json else contextlib.nullcontext(),
        ):
            summary = args.func(args)
    except Terminated as err:
        print(f"terminated by signal {err.signum}; the run's temporary files were removed", file=sys.stderr)
        return 128 + err.signum
    except KeyboardInterrupt:
        if debug:
            raise
        print("interrupted", file=sys.stderr)
        return 130
    except Exception as err:
        if debug:
            raise
        what, todo, code = _explain(err)
        print(f"error: {what}", file=sys.stderr)
        if todo:
            print(f"  {todo}", file=sys.stderr)
        if as_json:
            print(json.dumps({"command": args.command, "ok": False, "error": what, "hint": todo}))
        return code
    if as_json:
        shaped = {"command": args.command, "ok": True, "version": version(), "shape": JSON_SHAPE_VERSION}
        shaped.update(summary)
        shaped.setdefault("seconds", round(time.perf_counter() - start, 3))
        print(json.dumps(shaped, indent=2, sort_keys=True, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
