"""Finalized rows of a shard, and what a parser left unread (issue 32).

The part of :class:`~agent_traces.core.builder.AgentTracesBuilder` that turns a source's
canonical rows into the rows every view renders: finalizing, filters, unique ids, token windows
(``core.fitting``), and ``mostly_unread`` for a file the parser hardly read. The builder, ``convert``
and Ray all read rows through :func:`iter_rows`.
"""

from __future__ import annotations

import os
import traceback
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

from ..converters.schema import TRAJECTORY_FEATURES, finalize_row
from ..converters.views import render_view
from ..data import builtin_tools
from ..problems import ProblemLog, TraceFormatError
from .config import ParseContext
from .encoding import conformed
from .filters import RowFilter
from .fitting import row_fitter
from .memory import GcPause
from .session_ids import SessionIds

# a parser that leaves out at least this many records of a file, and more than this many times the
# messages it read from it, has mostly not read it (``mostly_unread``, see ``report_unread``)
MOSTLY_UNREAD_MIN = 10
MOSTLY_UNREAD_RATIO = 4
# a file that gave no message while at least this many of its records could not be read (one bad
# record alone is exactly what its own problem says)
MOSTLY_UNREAD_NONE_MIN = 2


def render_rows(row: dict, view: str, empty_think: bool, log: ProblemLog, replay: Any = None) -> list[dict]:
    """``render_view(row, view)``; a row a view cannot render is conformed first (see ``conformed``)."""
    try:
        return render_view(row, view, empty_think=empty_think, replay=replay)
    except Exception:
        row = conformed(row, TRAJECTORY_FEATURES, log)
        return render_view(row, view, empty_think=empty_think, replay=replay)


def finalize(
    row: dict, log: ProblemLog, where: str, scans: dict | None = None
) -> tuple[dict, Counter] | None:
    """``finalize_row(row)``; a row it cannot finalize is conformed first (``conformed``), and
    left out as a ``parser_error`` if that fails too. ``scans``: see ``declare_tools``."""
    try:
        return finalize_row(row, builtin_tools(), scans)
    except Exception:
        row = conformed(row, TRAJECTORY_FEATURES, log)
    try:
        return finalize_row(row, builtin_tools(), scans)
    except Exception as err:
        log.add(
            row.get("file_path") or where,
            "parser_error",
            None,
            f"{parser_failure(err)}; row {row.get('id')} left out",
        )
        return None


def parser_failure(err: BaseException) -> str:
    """An unexpected exception of a parser as a problem detail: what, and where in our code."""
    frames = traceback.extract_tb(err.__traceback__)
    where = f" (at {os.path.basename(frames[-1].filename)}:{frames[-1].lineno})" if frames else ""
    return f"{type(err).__name__}: {err}{where}"


def guarded(
    rows: Iterable[dict], ctx: ParseContext, lost: str = "the rest of the file was not read"
) -> Iterator[dict]:
    """``rows`` as a parser gives them, until it fails unexpectedly (a value of a type nobody
    foresaw): that is counted as ``parser_error``, with the exception and what it cost
    (``lost``), and costs that file or session, not the load. ``TraceFormatError`` (``strict``)
    and ``MemoryError`` are raised."""
    try:
        yield from rows
    except (TraceFormatError, MemoryError):
        raise
    except Exception as err:
        ctx.problem("parser_error", None, f"{parser_failure(err)}; {lost}")


def text_size(row: dict, view: str = "messages", rendered: int = 1) -> int:
    """Characters of text a row puts in a table of ``view``: a cheap estimate of its size.

    Counts message text, reasoning and the string arguments of tool calls (file contents
    written by an agent can outweigh the conversation). The ``steps`` view repeats the history
    of every turn, roughly half the row per step.
    """
    chars = 0
    for m in row["messages"]:
        chars += len(m["content"]) + len(m["reasoning_content"] or "")
        for call in m["tool_calls"] or ():
            arguments = call["function"]["arguments"]
            if isinstance(arguments, dict):
                for value in arguments.values():
                    if isinstance(value, str):
                        chars += len(value)
            elif isinstance(arguments, str):
                chars += len(arguments)
    return chars * max(1, rendered // 2) if view == "steps" else chars


def iter_rows(
    builder: Any, files: list[str], roots: dict[str, str], log: ProblemLog, ids: SessionIds | None = None
) -> Iterator[dict]:
    """Finalized canonical rows of one shard; problems found while finalizing go to ``log``.

    ``ids`` keeps row ids unique across the shards of one run (see ``SessionIds``).

    Built with the cyclic GC paused (``GcPause``), as in ``_generate_tables``: this is also
    the path of ``read_trajectories`` and the ``convert`` command.
    """
    keep = RowFilter.from_config(builder.config)
    names = [roots.get(f, f) for f in files]
    before = {name: (log.tally[(name, False)], log.tally[(name, True)]) for name in names}
    own: Counter = Counter()  # what this loop logs itself (finalizing, filters): not dropped records
    kept: Counter = Counter()  # messages read, by file
    parsed = builder.parse_shard(files, roots, log)
    fit = row_fitter(builder.config, builder._stored_view(), log)
    scans = builder.__dict__.setdefault("_tool_scans", {})  # tools lists rows share, across shards
    gc_pause = GcPause()
    try:
        while True:
            gc_pause.start()
            try:
                row = next(parsed, None)
            except (TraceFormatError, MemoryError):
                raise
            except Exception as err:
                detail = f"{parser_failure(err)}; the rest of this shard of {len(files)} file(s) was not read"
                log.add(roots.get(files[0], files[0]), "parser_error", None, detail)
                return
            if row is None:
                report_unread(builder.NAME, names, before, own, kept, log)
                return
            row.setdefault("harness", builder.NAME)
            if len(files) == 1:
                row.setdefault("file_path", roots.get(files[0]))
            kept[row.get("file_path") or names[0]] += len(row.get("messages") or ())
            finalized = finalize(row, log, roots.get(files[0], files[0]), scans)
            if finalized is None:
                continue
            row, problems = finalized
            for reason, count in problems.items():
                log.add(row.get("file_path") or files[0], reason, None, row["id"], count)
                own[(row.get("file_path") or files[0], False)] += count
            left_out = keep.reason(row) if keep is not None else None
            if left_out is not None:
                log.add(row.get("file_path") or files[0], left_out, None, row["id"], fatal=False)
                own[(row.get("file_path") or files[0], True)] += 1
                continue
            if ids is not None:
                ids.admit(row, log)
            gc_pause.stop()
            if fit is None:
                yield row
            else:
                yield from fit(row)
    finally:
        gc_pause.stop()


def report_unread(
    source: str,
    names: list[str],
    before: dict[str, tuple[int, int]],
    own: Counter,
    kept: Counter,
    log: ProblemLog,
) -> None:
    """Count ``mostly_unread`` for each file of a shard the parser read little of (issue 32).

    A parser chosen for a file that is not really its format reads a few records and leaves
    out or fails on the rest: Qwen Code sessions read as Claude Code gave 1 message and 93
    ``other_branch`` records. That is a problem, never "left out on purpose": a file whose
    dropped records (problems and skips the parser logged) are at least
    ``MOSTLY_UNREAD_MIN`` and more than ``MOSTLY_UNREAD_RATIO`` times its messages, or that
    gave no message at all while the parser could not read ``MOSTLY_UNREAD_NONE_MIN`` or more
    of its records. Damage to the bytes
    (``DAMAGE_REASONS``: malformed lines, a cut-off file, a file in no known format) is loud
    already and not counted here. Rows of a multi-file shard (sub-agent files
    read with their parent) count for every file of it.
    """
    shard_kept = sum(kept.values())
    for name in names:
        problems = log.tally[(name, False)] - before[name][0] - own[(name, False)]
        skipped = log.tally[(name, True)] - before[name][1] - own[(name, True)]
        dropped = problems + skipped
        messages = kept[name] if len(names) == 1 else shard_kept
        if (messages == 0 and problems >= MOSTLY_UNREAD_NONE_MIN) or (
            dropped >= MOSTLY_UNREAD_MIN and dropped > MOSTLY_UNREAD_RATIO * messages
        ):
            reasons = ", ".join(f"{r} {n}" for (f, r), n in sorted(log.counts.items()) if f == name)
            log.add(
                name,
                "mostly_unread",
                None,
                f"read as {source}: {messages} message(s) from it, {dropped} record(s) left out "
                f"or unreadable ({reasons}); is it really a {source} file?",
            )
