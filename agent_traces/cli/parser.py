"""The ``agent-traces`` argument parser: the commands, their arguments and their help.

Building it imports nothing heavy (``--help`` and ``--version`` answer at once); the version is
looked up only when asked for.
"""

from __future__ import annotations

import argparse
from typing import Any

from .._version import version
from ..catalog import VIEWS

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
        "national_id, birth_date, address, name, user, host",
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
    """The parser of every command; ``args.command`` names the one given."""
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

    p = sub.add_parser(
        "inspect",
        parents=[common, scripted],
        help="detect the format of trace files and count sessions, messages, tool calls and problems",
    )
    p.add_argument("path", help="a trace file or a folder to search")
    p.add_argument("--source", help="read every file as this source instead of detecting the format")
    p.add_argument("--max-listed", type=int, default=20, help="how many unrecognized files to list")
    _add_filters(p)

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
    return parser
