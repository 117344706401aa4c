"""The ``agent-traces`` command line: each command turns its arguments into a call of
:mod:`agent_traces.operations` and prints the result (:mod:`.printing`).

Start-up imports nothing heavy: ``--help``, ``--version`` and ``sources`` answer from
:mod:`agent_traces.catalog`; ``datasets``, pandas and pyarrow are imported by the commands that
read traces. Every failure goes through :func:`main`'s one handler: one or two lines (what
happened, what to do), exit 1, or 2 for a command line that cannot be right; ``--debug``
shows the traceback instead. ``--json`` prints one JSON object on stdout (shapes in
docs/json.md): the result's ``as_dict()``; the human-readable output then goes to stderr.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from .. import operations
from .._version import version
from ..core import termination
from ..core.termination import Terminated as Terminated
from ..operations.errors import CommandError
from ..operations.errors import UsageError as UsageError
from .parser import build_parser
from .printing import (
    PrintingNotifier,
    print,
    print_converted,
    print_inspect,
    print_report,
    print_scan,
    print_sources,
    print_upload,
)

JSON_SHAPE_VERSION = 1

CliError = CommandError
"""A failure the user can act on (exit code 1; :class:`UsageError`: 2), as the operations raise it."""


def _filters(args: argparse.Namespace) -> dict[str, Any]:
    """The row filters given on the command line, as keyword arguments."""
    return {key: getattr(args, key, None) for key in ("since", "until", "project", "model", "min_turns")}


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


def _conversion(args: argparse.Namespace) -> dict[str, Any]:
    """The options ``convert`` and ``publish`` share, as keyword arguments of both."""
    return {
        "views": args.view,
        "redact_extra": args.redact or (),
        "keep": args.keep or (),
        "secrets_from": args.secrets_from or (),
        "keep_images": args.keep_images,
        "deny": args.deny or (),
        "license": args.license,
        "pretty_name": args.pretty_name,
        "rows_per_shard": args.rows_per_shard,
        "strict": args.strict,
        "options": _source_options(args.option),
        "traces": args.traces,
        "card_figures": args.card_figures,
        "num_proc": args.num_proc,
        "force": args.force,
        "full": args.full,
        "engine": args.engine,
        **_filters(args),
    }


@contextlib.contextmanager
def _rows_read() -> Iterator[None]:
    """``NoRowsError`` (nothing read, nothing written) as a failure the user acts on, exit 1."""
    from ..output import NoRowsError

    try:
        yield
    except NoRowsError as err:
        raise CliError(str(err)) from None


def _cmd_sources(args: argparse.Namespace) -> dict:
    result = operations.sources()
    print_sources(result)
    return result.as_dict()


def _cmd_inspect(args: argparse.Namespace) -> dict:
    try:
        result = operations.inspect(
            args.path, source=args.source, max_listed=args.max_listed, **_filters(args)
        )
    except operations.NoKnownFormatError as err:
        print_inspect(err.result, args.max_listed)  # type: ignore[arg-type]
        raise
    print_inspect(result, args.max_listed)
    return result.as_dict()


def _cmd_convert(args: argparse.Namespace) -> dict:
    with _rows_read():
        result = operations.convert(
            args.source,
            args.path,
            output=args.output,
            redact=args.redact_secrets,
            shards=args.shards or "count",
            notify=PrintingNotifier(),
            **_conversion(args),
        )
    print_converted(result)
    return result.as_dict()


def _cmd_publish(args: argparse.Namespace) -> dict:
    with _rows_read():
        outcome = operations.publish(
            args.source,
            args.path,
            repo=args.repo,
            output=args.output,
            private=args.private,
            tag=args.tag,
            dry_run=args.dry_run,
            traces_repo=args.traces_repo,
            timeout=args.hub_timeout,
            redact=not args.no_redact,
            append=args.append,
            shards=args.shards,
            notify=PrintingNotifier(),
            **_conversion(args),
        )
    print_upload(outcome.upload, traces_repo=args.traces_repo, show_card=args.show_card)
    return outcome.as_dict()


def _cmd_push(args: argparse.Namespace) -> dict:
    outcome = operations.push(
        args.folder,
        repo=args.repo,
        private=args.private,
        tag=args.tag,
        dry_run=args.dry_run,
        traces_repo=args.traces_repo,
        timeout=args.hub_timeout,
        allow_unredacted=args.no_redact,
        notify=PrintingNotifier(),
    )
    print_upload(outcome.upload, traces_repo=args.traces_repo, show_card=args.show_card)
    return outcome.as_dict()


def _cmd_scan(args: argparse.Namespace) -> dict:
    result = operations.scan(
        args.path,
        source=args.source,
        redact=args.redact or (),
        keep=args.keep or (),
        secrets_from=args.secrets_from or (),
        keep_images=args.keep_images,
        show_values=args.show_values,
        **_filters(args),
    )
    print_scan(result, args.max_listed)
    return result.as_dict()


def _cmd_report(args: argparse.Namespace) -> dict:
    result = operations.report(
        args.path, args.output, source=args.source, redact=args.redact_secrets, **_filters(args)
    )
    print_report(result)
    return result.as_dict()


COMMANDS: dict[str, Callable[[argparse.Namespace], dict]] = {
    "sources": _cmd_sources,
    "inspect": _cmd_inspect,
    "convert": _cmd_convert,
    "publish": _cmd_publish,
    "push": _cmd_push,
    "scan": _cmd_scan,
    "report": _cmd_report,
}


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
    from ..problems import TraceFormatError

    if isinstance(err, CommandError):
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
        termination.note(signum)
        raise Terminated(signum)

    previous_hook = sys.unraisablehook

    def unraisable(info: Any) -> None:
        # the raise landed where Python cannot propagate it; termination.check() raises it again
        if not isinstance(info.exc_value, Terminated):
            previous_hook(info)

    termination.clear()
    saved = {}
    for name in ("SIGTERM", "SIGHUP"):
        signum = getattr(signal, name, None)
        if signum is not None and signal.getsignal(signum) == signal.SIG_DFL:
            saved[signum] = signal.signal(signum, handler)
    sys.unraisablehook = unraisable
    try:
        yield
    finally:
        sys.unraisablehook = previous_hook
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
            summary = COMMANDS[args.command](args)
            termination.check()
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
