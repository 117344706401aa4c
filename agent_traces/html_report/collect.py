"""The rows a report is made of: from a folder of traces, or from a dataset folder we wrote.

A dataset folder (``manifest.json`` and ``data/messages/*.parquet``, what ``convert`` and
``publish`` write) is read back from its Parquet, so the report shows exactly what was (or will
be) published, redacted when the folder is; its problems come from the manifest. Anything else is
a trace file or folder: every file's format is detected (or ``source`` is used for all) and read
as ``inspect`` does, problems counted by reason; files in no known format are counted as
``unrecognized_format``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from ..problems import ProblemLog


def is_dataset_folder(path: str | os.PathLike) -> bool:
    root = Path(path)
    return (root / "manifest.json").is_file() and any((root / "data" / "messages").glob("*.parquet"))


def _json(value: Any) -> Any:
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def _decoded(row: dict) -> dict:
    """A row read from Parquet with its ``Json`` fields (stored as JSON text) decoded."""
    row["metadata"] = _json(row.get("metadata"))
    for msg in row.get("messages") or ():
        msg["metadata"] = _json(msg.get("metadata"))
        for call in msg.get("tool_calls") or ():
            call["function"]["arguments"] = _json(call["function"]["arguments"])
    for tool in row.get("tools") or ():
        tool["function"]["parameters"] = _json(tool["function"].get("parameters"))
    return row


def dataset_rows(folder: str | os.PathLike) -> Iterator[dict]:
    """The canonical rows of a written dataset folder, in file order."""
    import pyarrow.parquet as pq

    for path in sorted((Path(folder) / "data" / "messages").glob("*.parquet")):
        parquet = pq.ParquetFile(path)
        for index in range(parquet.num_row_groups):
            for row in parquet.read_row_group(index).to_pylist():
                yield _decoded(row)


class Problems(dict):
    """Counts by reason, with the reasons that count what was left out on purpose (``deliberate``)
    when the reader said so; a dataset folder's manifest does not, see :func:`.stats.left_out_on_purpose`."""

    deliberate: set[str] | None = None


def load_rows(
    path: str, source: str | None = None, filters: dict[str, Any] | None = None
) -> tuple[list[dict], dict[str, int], str]:
    """``(rows, problems by reason, description of what was read)`` for ``path``; ``filters``
    (``since``, ``until``, ``project``, ``model``, ``min_turns``) leave rows out as ``convert``
    does, counted as ``filtered_*``. :func:`.stats.left_out_on_purpose` tells those from problems."""
    from ..core.filters import RowFilter

    path = os.path.expanduser(path)
    if not os.path.exists(path):
        raise FileNotFoundError(f"{path} does not exist")
    filters = {k: v for k, v in (filters or {}).items() if v not in (None, "")}
    if os.path.isdir(path) and is_dataset_folder(path):
        manifest = json.loads((Path(path) / "manifest.json").read_text(encoding="utf-8"))
        keep = RowFilter.from_config(SimpleNamespace(**filters))
        problems = Problems(manifest.get("problems") or {})
        if isinstance(manifest.get("left_out"), list):
            problems.deliberate = set(manifest["left_out"])
        rows = []
        for row in dataset_rows(path):
            reason = keep.reason(row) if keep else None
            if reason:
                problems[reason] = problems.get(reason, 0) + 1
            else:
                rows.append(row)
        if not rows:
            from ..output.options import NoRowsError

            raise NoRowsError(
                f"no rows: the filters left out all {sum(problems.get(r, 0) for r in problems if r.startswith('filtered_'))} "
                f"session(s) of {path}, so nothing was written."
            )
        redacted = (manifest.get("options") or {}).get("redact")
        what = f"dataset folder {os.path.basename(os.path.abspath(path))} ({'redacted' if redacted else 'not redacted'})"
        return rows, problems, what
    from ..api import read_trajectories
    from ..detect import detect_files

    files = [path] if os.path.isfile(path) else _walk(path)
    root = path if os.path.isdir(path) else os.path.dirname(path)
    by_format, unrecognized = ({source: files}, []) if source else detect_files(files)
    log = ProblemLog()
    rows: list[dict] = []
    for fmt in sorted(by_format):
        rows.extend(read_trajectories(fmt, by_format[fmt], log, root=root, **filters))
    if not rows:  # what convert says of the same inputs
        from ..output.inputs import _no_rows_message
        from ..output.options import NoRowsError

        raise NoRowsError(_no_rows_message(sorted(by_format.items()), log, []))
    problems = Problems(log.by_reason())
    problems.deliberate = set(log.deliberate)  # what the readers left out on purpose, by reason
    if unrecognized:
        problems["unrecognized_format"] = problems.get("unrecognized_format", 0) + len(unrecognized)
    what = f"{len(files)} file(s) under {os.path.basename(os.path.abspath(path)) or path}"
    return rows, problems, what


def _walk(path: str) -> list[str]:
    out = []
    for root, dirs, files in os.walk(path):
        dirs.sort()
        out.extend(os.path.join(root, f) for f in sorted(files))
    return out
