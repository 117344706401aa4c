"""The card's statistics, computed with ``pyarrow.compute`` over the ``messages`` Parquet just
written, one row group at a time."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from ..converters.views import DEFAULT_VIEW

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
    from ..core.encoding import storage_type

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
