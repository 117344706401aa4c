"""The ``agent-traces`` command line: list sources, inspect trace files, convert them to a dataset."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .converters.views import VIEWS

if TYPE_CHECKING:
    from .output import OutputOptions, OutputResult

EPILOG = """examples:
  agent-traces sources
  agent-traces inspect ~/.claude/projects
  agent-traces convert claude_code -o my-dataset            # reads ~/.claude/projects
  agent-traces convert hermes trajectory_samples.jsonl -o out --view sharegpt
  agent-traces scan ~/.claude/projects                      # what publish would redact
  agent-traces publish claude_code --repo me/traces --license cc-by-4.0 --tag v1 --dry-run
  agent-traces push my-dataset --repo me/traces             # upload a folder written earlier
  agent-traces report ~/.claude/projects -o report.html     # plots and readable sessions, offline
then, in Python (agent_traces need not be installed there):
  datasets.load_dataset("my-dataset")                       # or ("my-dataset", "sharegpt")
"""


def _cmd_sources(args: argparse.Namespace) -> int:
    from .registration import register

    builders = register()
    width = max(len(n) for n in builders)
    print(f"{'source':<{width}}  default location / files")
    for name, cls in sorted(builders.items()):
        where = cls.default_location() or "(none: pass a path)"
        patterns = ", ".join(cls.FILE_PATTERNS)
        print(f"{name:<{width}}  {where}  [{patterns}]")
    print(f"\nviews (builder configs): {', '.join(VIEWS)} (default: messages)")
    return 0


def _files_by_format(
    path: str, source: str | None
) -> tuple[str, dict[str, list[str]], list[str], list[tuple[str, str]]] | None:
    """``(root, files by detected format, unrecognized files, skipped (path, reason))`` under
    ``path``; None (and a message) when it does not exist. ``source`` reads every file as that
    source instead. Symlinked folders are followed once; FIFOs, symlink loops and unreadable
    files are skipped and counted, never opened."""
    from .core.files import walk_files
    from .detect import detect_format

    path = os.path.expanduser(path)
    if not os.path.lexists(path):
        print(f"error: {path} does not exist", file=sys.stderr)
        return None
    files, skipped = walk_files(path)
    by_format: dict[str, list[str]] = {}
    unrecognized: list[str] = []
    for file in files:
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
        print(f"    {os.path.relpath(path, root)}: {reason}")


def _cmd_inspect(args: argparse.Namespace) -> int:
    from .api import read_trajectories
    from .problems import ProblemLog

    found = _files_by_format(args.path, args.source)
    if found is None:
        return 2
    root, by_format, unrecognized, skipped = found
    print(
        f"{'format':<16} {'files':>5} {'sessions':>8} {'messages':>8} {'tool calls':>10} {'problems':>8} "
        f"{'left out':>8}"
    )
    for fmt, files in sorted(by_format.items()):
        log = ProblemLog()
        sessions = messages = calls = 0
        for row in read_trajectories(fmt, files, log, root=root):
            sessions += 1
            messages += len(row["messages"])
            calls += row["num_tool_calls"]
        problems = log.problem_total()
        print(
            f"{fmt:<16} {len(files):>5} {sessions:>8} {messages:>8} {calls:>10} {problems:>8} "
            f"{log.total() - problems:>8}"
        )
        for reason, n in log.by_reason().items():
            on_purpose = " [left out on purpose]" if reason in log.deliberate else ""
            print(f"    {reason}: {n}{on_purpose} (first at {log.examples.get(reason)})")
    if unrecognized:
        print(f"{len(unrecognized)} file(s) in no known format:")
        for file in unrecognized[: args.max_listed]:
            print(f"    {os.path.relpath(file, root)}")
        if len(unrecognized) > args.max_listed:
            print(f"    … and {len(unrecognized) - args.max_listed} more")
    _print_skipped(skipped, root)
    return 0


def _options(args: argparse.Namespace, *, redact: bool) -> OutputOptions:
    from .output import OutputOptions
    from .publish import check_license

    return OutputOptions(
        views=tuple(args.view) if args.view else VIEWS,
        redact=redact,
        redact_extra=tuple(args.redact or ()),
        license=check_license(args.license),
        redact_keep=tuple(args.keep or ()),
        pretty_name=args.pretty_name,
        repo_id=getattr(args, "repo", None),
        tag=getattr(args, "tag", None),
        rows_per_shard=args.rows_per_shard,
        strict=args.strict,
        source_options=_source_options(args.option),
        traces=args.traces,
        card_figures=args.card_figures,
    )


def _source_options(pairs: list[str] | None) -> dict[str, Any]:
    """``KEY=VALUE`` pairs as builder options; values are JSON when they parse (``true``, ``3``)."""
    options: dict[str, Any] = {}
    for pair in pairs or ():
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"--option expects KEY=VALUE, got {pair!r}")
        try:
            options[key] = json.loads(value)
        except ValueError:
            options[key] = value
    return options


def _write(args: argparse.Namespace, output: str, *, redact: bool) -> OutputResult:
    from .api import builder_class, resolve_files
    from .core.files import collect_skipped
    from .output import NoRowsError, no_files_message, write_dataset

    path = os.path.expanduser(args.path) if args.path else None
    with collect_skipped() as skipped:
        try:
            files = resolve_files(args.source, path)
        except FileNotFoundError:
            if not path or not os.path.isdir(path):
                raise
            raise NoRowsError(
                no_files_message(args.source, path, builder_class(args.source).FILE_PATTERNS)
            ) from None
    if getattr(args, "engine", "local") == "ray":
        try:
            from .ray import write_dataset as write_with_ray
        except ImportError as err:  # the [ray] extra is not installed: a message, not a traceback
            raise ValueError(str(err)) from None

        result = write_with_ray(
            output,
            args.source,
            files,
            _options(args, redact=redact),
            root=path,
            num_proc=args.num_proc,
            force=args.force,
            skipped=skipped,
        )
    else:
        result = write_dataset(
            output,
            {args.source: files},
            _options(args, redact=redact),
            root=path,
            num_proc=args.num_proc,
            progress=True,
            force=args.force,
            skipped=skipped,
            full=getattr(args, "full", False),
        )
    rows = ", ".join(f"{config}: {n}" for config, n in result.rows.items())
    print(f"wrote {result.folder} ({len(files)} input file(s); rows: {rows})")
    print(f"fingerprint {result.fingerprint}")
    print(f"local record of the inputs (not part of the output, never uploaded): {result.record}")
    print(result.input_summary())
    if result.problems.total():
        print(result.problems.summary())
    if result.redaction is not None:
        _print_redaction(result.redaction)
    return result


MAX_SESSIONS_SHOWN = 50


def _print_redaction(report: dict) -> None:
    if not report["total"]:
        print("redaction: nothing found")
        return
    print(
        f"redaction: {report['replacements']} replacement(s) in "
        f"{report['sessions_with_redactions']} session(s)"
    )
    for kind, n in report["total"].items():
        print(f"  {kind:<28} {n:>6}")
    sessions = list(report["per_session"].items())
    for session, kinds in sessions[:MAX_SESSIONS_SHOWN]:
        print(f"  {session}: " + ", ".join(f"{k} {n}" for k, n in kinds.items()))
    if len(sessions) > MAX_SESSIONS_SHOWN:
        print(f"  … and {len(sessions) - MAX_SESSIONS_SHOWN} more session(s): see the card (README.md)")


def _cmd_convert(args: argparse.Namespace) -> int:
    from .output import NoRowsError

    try:
        _write(args, args.output, redact=bool(args.redact_secrets or args.redact))
    except NoRowsError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


def _cmd_publish(args: argparse.Namespace) -> int:
    from .output import NoRowsError
    from .publish import (
        NO_LICENSE_WARNING,
        PublishError,
        check_hub,
        check_license,
        check_repo_id,
        check_tag,
        default_folder,
    )

    check_repo_id(args.repo)
    check_tag(args.tag)
    check_license(args.license)
    if args.no_redact and args.redact:
        raise ValueError("--no-redact and --redact contradict each other")
    _options(args, redact=not args.no_redact)  # every option checked before the Hub is contacted
    if not args.license:
        print(NO_LICENSE_WARNING, file=sys.stderr)
    if args.no_redact:
        print("warning: --no-redact: secrets and personal data in the traces will be published as they are")
    if not args.dry_run:
        try:
            print(check_hub(args.repo))
        except PublishError as err:
            print(f"error: {err} Nothing was converted or written.", file=sys.stderr)
            return 1
    output = args.output or default_folder()
    try:
        _write(args, output, redact=not args.no_redact)
    except NoRowsError as err:
        if not args.output:
            os.rmdir(output)  # the temporary folder made above, still empty
        print(f"error: {err}", file=sys.stderr)
        return 1
    return _upload(args, output)


def _cmd_push(args: argparse.Namespace) -> int:
    from .publish import NO_LICENSE_WARNING, PublishError, check_hub, check_repo_id, check_tag, verify_output

    check_repo_id(args.repo)
    check_tag(args.tag)
    manifest = verify_output(os.path.expanduser(args.folder), allow_unredacted=args.no_redact)
    if not manifest.get("options", {}).get("license"):
        print(NO_LICENSE_WARNING.replace("Pass e.g.", "Convert again with e.g."), file=sys.stderr)
    if not args.dry_run:
        try:
            print(check_hub(args.repo))
        except PublishError as err:
            print(f"error: {err}", file=sys.stderr)
            return 1
    return _upload(args, os.path.expanduser(args.folder))


def _upload(args: argparse.Namespace, output: str) -> int:
    """Upload the output at ``output`` (or, with ``--dry-run``, show exactly what would be)."""
    from .publish import PublishError, plan, publish_folder

    the_plan = plan(output, args.repo, private=args.private, tag=args.tag, allow_unredacted=args.no_redact)
    if args.dry_run:
        print("\ndry run: nothing uploaded. Would do:")
        print(the_plan.describe())
        print("\n----- README.md -----")
        with open(os.path.join(output, "README.md"), encoding="utf-8") as handle:
            print(handle.read())
        return 0
    print(the_plan.describe())
    try:
        result = publish_folder(
            output, args.repo, private=args.private, tag=args.tag, allow_unredacted=args.no_redact
        )
    except PublishError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    if result.deleted:
        print(f"deleted {len(result.deleted)} stale remote file(s): {', '.join(result.deleted)}")
    print(f"published {args.repo}: {result.url}")
    if args.tag:
        print(f'load this version with load_dataset("{args.repo}", revision="{args.tag}")')
    return 0


def _cmd_scan(args: argparse.Namespace) -> int:
    from .api import read_trajectories
    from .problems import ProblemLog
    from .redact import Redactor, mask

    found = _files_by_format(args.path, args.source)
    if found is None:
        return 2
    root, by_format, _, skipped = found
    redactor = Redactor(args.redact or (), keep=args.keep or ())
    rows = [
        row
        for fmt, files in sorted(by_format.items())
        for row in read_trajectories(fmt, files, ProblemLog(), root=root)
    ]
    rows.sort(key=lambda r: (r["id"], r.get("file_path") or ""))
    redactor.learn(rows)
    for _ in redactor.redact_rows(rows, progress=True):
        pass
    sessions = len(rows)
    report = redactor.report.to_dict()
    n_files = sum(len(f) for f in by_format.values())
    print(f"scanned {sessions} session(s) in {n_files} file(s); nothing was written")
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
    return 0


def _cmd_report(args: argparse.Namespace) -> int:
    from .report import write_report

    try:
        result = write_report(args.path, args.output, source=args.source)
    except ImportError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(
        f"wrote {result.path} ({result.size / 1e6:.1f} MB; {result.sessions} session(s); "
        f"figures: {', '.join(result.figures) or 'none'})"
    )
    return 0


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
    p.add_argument(
        "--keep",
        action="append",
        metavar="CATEGORY",
        help="do not redact this category (repeatable): secret, email, phone, ip, credit_card, iban, ssn, "
        "name, user, host",
    )
    p.add_argument(
        "--license",
        metavar="ID",
        help="license of the dataset for the card, a Hub license identifier such as cc-by-4.0 (never guessed)",
    )
    p.add_argument("--pretty-name", help="title of the dataset card")
    p.add_argument("--rows-per-shard", type=int, default=5_000, help="rows per Parquet file (default 5000)")
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
        "Session Trace Simple Format) or native (Claude Code, Codex and Pi files as the tool wrote them, "
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
        help="read the files in N processes (same output as one process)",
    )
    p.add_argument(
        "--force",
        action="store_true",
        help="replace a previous agent-traces output in the folder (never a folder with other files)",
    )
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
        help="show exactly what would be uploaded and deleted; upload nothing",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="agent-traces",
        description="Turn the traces of AI coding agents (Claude Code, Copilot, Codex, Hermes, …) into "
        "typed Hugging Face datasets.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("sources", help="list the supported sources and where each tool keeps its traces")
    p.set_defaults(func=_cmd_sources)

    p = sub.add_parser(
        "inspect",
        help="detect the format of trace files and count sessions, messages, tool calls and problems",
    )
    p.add_argument("path", help="a trace file or a folder to search")
    p.add_argument("--source", help="read every file as this source instead of detecting the format")
    p.add_argument("--max-listed", type=int, default=20, help="how many unrecognized files to list")
    p.set_defaults(func=_cmd_inspect)

    p = sub.add_parser(
        "convert",
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
    p.add_argument(
        "--engine",
        choices=("local", "ray"),
        default="local",
        help="local: this machine's processes (--num-proc); ray: Ray tasks, on the cluster of RAY_ADDRESS "
        "or a local one of --num-proc CPUs (needs agent-traces[ray]; no --redact or --traces yet)",
    )
    p.set_defaults(func=_cmd_convert)

    p = sub.add_parser(
        "publish",
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
    p.set_defaults(func=_cmd_publish)

    p = sub.add_parser(
        "push",
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
        help="show what publishing would redact in trace files, without writing anything",
    )
    p.add_argument("path", help="a trace file or a folder to search")
    p.add_argument("--source", help="read every file as this source instead of detecting the format")
    p.add_argument("--redact", action="append", metavar="TEXT", help="extra string or re:PATTERN to redact")
    p.add_argument(
        "--keep",
        action="append",
        metavar="CATEGORY",
        help="do not redact this category (repeatable): secret, email, phone, ip, credit_card, iban, ssn, "
        "name, user, host",
    )
    p.add_argument("--max-listed", type=int, default=50, help="how many distinct values to list")
    p.add_argument(
        "--show-values", action="store_true", help="print values in full (default: masked, first characters)"
    )
    p.set_defaults(func=_cmd_scan)

    p = sub.add_parser(
        "report",
        help="write one self-contained HTML page of plots and readable sessions (opens offline)",
        description="Sessions over time, messages and tool calls per session, tools and their error "
        "rates, models, token usage, problems, and a sortable list of sessions that opens each as a "
        "transcript. PATH is a trace file or folder, or a dataset folder written by convert/publish.",
    )
    p.add_argument("path", help="a trace file or folder, or a dataset folder written by convert/publish")
    p.add_argument("-o", "--output", required=True, help="the HTML file to write")
    p.add_argument("--source", help="read every file as this source instead of detecting the format")
    p.set_defaults(func=_cmd_report)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``agent-traces`` command."""
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except (FileNotFoundError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
