"""Column-wise Arrow encoding gives the tables row-wise ``Table.from_pylist`` gives: the same
Parquet bytes over the fixtures, the real corpus and the damaged-input seeds, and the same
conform-and-retry outcome for values Arrow rejects."""

from __future__ import annotations

import io
import random

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_damaged_input import SOURCES, _damaged_copy

from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.converters.schema import TRAJECTORY_FEATURES
from agent_traces.converters.views import VIEW_FEATURES, VIEWS
from agent_traces.core import builder, encoding

DAMAGED_CASES = 12


def _parquet(table: pa.Table) -> bytes:
    sink = io.BytesIO()
    pq.write_table(table, sink, compression="zstd", row_group_size=7)
    return sink.getvalue()


def _both(view: str, rows: list[dict], groups: int = 5) -> None:
    """Encode ``rows`` in groups, sharing tools across groups as ``Batcher`` does, both ways."""
    fast = encoding.ViewEncoder(VIEW_FEATURES[view], repeats=view == "steps")
    slow = encoding.ViewEncoder(VIEW_FEATURES[view], column_wise=False)
    logs = ProblemLog(), ProblemLog()
    shared: tuple[dict, dict] = ({}, {})
    tables: tuple[list, list] = ([], [])
    for start in range(0, len(rows), groups):
        for i, encoder in enumerate((fast, slow)):
            tables[i].append(encoding.encode_table(encoder, rows[start : start + groups], shared[i], logs[i]))
    a, b = pa.concat_tables(tables[0]), pa.concat_tables(tables[1])
    assert a.schema == b.schema == fast.schema
    assert a.equals(b)
    assert _parquet(a) == _parquet(b)
    assert logs[0].counts == logs[1].counts


def _rendered(source: str, paths: list[str]) -> dict[str, list[dict]]:
    log = ProblemLog()
    rows = list(read_trajectories(source, paths, log))
    return {view: [r for row in rows for r in builder.render_rows(row, view, True, log)] for view in VIEWS}


@pytest.mark.parametrize("source", sorted(SOURCES))
def test_fixtures_and_corpus_encode_to_the_same_bytes(source):
    by_view = _rendered(source, [str(p) for p in SOURCES[source]])
    assert by_view["messages"], source
    for view, rows in by_view.items():
        _both(view, rows)


@pytest.mark.parametrize("source", sorted(SOURCES))
def test_damaged_input_encodes_to_the_same_bytes(source, tmp_path):
    rng = random.Random(f"damage-{source}")  # the seeds of test_damaged_input
    for case in range(DAMAGED_CASES):
        path = _damaged_copy(rng.choice(SOURCES[source]), rng, tmp_path / str(case))
        for view, rows in _rendered(source, [str(path)]).items():
            if rows:
                _both(view, rows, groups=3)


def test_containers_other_than_dict_and_list_take_the_row_wise_path():
    from collections import OrderedDict

    message = OrderedDict(role="user", content="hi")  # a dict subclass: not plain
    row = {"id": "x", "messages": [message], "tools": ()}
    encoder = encoding.view_encoder("messages")
    with pytest.raises(encoding.NotPlain):
        encoder.column_table([row])
    table = encoder.table([row])
    assert table.column("messages").to_pylist()[0][0]["content"] == "hi"
    assert table.equals(encoding.ViewEncoder(VIEW_FEATURES["messages"], column_wise=False).table([row]))


_json = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=6,
)
_message = st.dictionaries(
    st.sampled_from(sorted(TRAJECTORY_FEATURES["messages"].feature)), _json, max_size=4
)
_row = st.fixed_dictionaries(
    {"id": st.text(max_size=3), "messages": st.lists(_message | _json, max_size=3) | _json},
    optional={k: _json for k in TRAJECTORY_FEATURES if k not in ("id", "messages")},
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_row, min_size=1, max_size=4))
def test_any_values_give_the_same_table_or_the_same_outcome(rows):
    """Whatever the values, both ways agree after conform-and-retry (and on strict mode)."""
    for strict in (False, True):
        outcomes = []
        for column_wise in (True, False):
            encoder = encoding.ViewEncoder(VIEW_FEATURES["messages"], column_wise=column_wise)
            log = ProblemLog(strict=strict)
            try:
                table = encoding.encode_table(encoder, [dict(r, file_path="f") for r in rows], {}, log)
                outcomes.append(("ok", _parquet(table), log.counts))
            except Exception as err:  # the same exception type either way
                outcomes.append(("raised", type(err).__name__, str(err)[:200]))
        assert outcomes[0] == outcomes[1]


_tool = st.fixed_dictionaries(
    {"type": st.just("function") | st.none()},
    optional={
        "function": st.fixed_dictionaries({"name": st.text(max_size=3)}, optional={"parameters": _json})
    },
)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.lists(_tool, max_size=3), min_size=1, max_size=4),
    st.lists(st.lists(st.integers(-2, 3), min_size=1, max_size=5), min_size=1, max_size=6),
)
def test_tools_lists_shared_across_tables_give_the_same_tables(pool, tables):
    """Rows share a few tools list objects (as Hermes rows do), in tables of any order, with
    None (-2) and empty lists (-1) between: the lists converted together, kept per object and
    per table of them (``_shared_column``), give the tables of ``Table.from_pylist``."""
    fast = encoding.ViewEncoder(VIEW_FEATURES["messages"])
    slow = encoding.ViewEncoder(VIEW_FEATURES["messages"], column_wise=False)
    shared: dict = {}
    for t, picks in enumerate(tables):
        rows = [
            {
                "id": f"{t}-{i}",
                "messages": [],
                "tools": None if k == -2 else [] if k == -1 else pool[k % len(pool)],
            }
            for i, k in enumerate(picks)
        ]
        a = encoding.encode_table(fast, rows, shared, ProblemLog())
        b = encoding.encode_table(slow, rows, {}, ProblemLog())
        assert a.equals(b)
        assert _parquet(a) == _parquet(b)


def _ipc(table: pa.Table) -> bytes:
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, table.schema) as writer:
        writer.write_table(table)
    return sink.getvalue().to_pybytes()


def _at_least(rows: list[dict], n: int) -> list[dict]:
    """``rows`` repeated up to ``n`` rows: the bundled fixtures alone (no corpus) give a source
    only a couple of rows, too few to cut the groups these tests compare."""
    return (rows * (n // max(len(rows), 1) + 1))[: max(n, len(rows))] if rows else rows


@pytest.mark.parametrize("source", ["hermes", "claude_code", "codex"])
def test_a_table_encoded_at_once_writes_the_bytes_of_its_groups_concatenated(source):
    """``Batcher(whole=True)`` (Hermes) encodes a table in one group, which ``datasets`` writes as
    it is; in groups, it writes them concatenated (``combine_chunks``). The cache bytes must be the
    same: a null column of a list type (tool calls of messages without any) is the compact layout
    concatenating gives, not ``pa.nulls``' children sized for every row."""
    by_view = _rendered(source, [str(p) for p in SOURCES[source]])
    for view, rows in by_view.items():
        rows = _at_least(rows, 5)  # so that there are several groups of 2 to concatenate
        encoder = encoding.ViewEncoder(
            VIEW_FEATURES[view], column_wise=view != "sharegpt", repeats=view == "steps"
        )
        log = ProblemLog()
        whole = encoding.encode_table(encoder, rows, {}, log, compact_nulls=True)
        groups = [encoding.encode_table(encoder, rows[i : i + 2], {}, log) for i in range(0, len(rows), 2)]
        assert whole.column(0).num_chunks == 1
        assert _ipc(whole) == _ipc(pa.concat_tables(groups).combine_chunks()), view
        if view == "messages":  # every tool_calls value None: the pa.nulls shortcut
            text_only = [dict(r, messages=[dict(m, tool_calls=None) for m in r["messages"]]) for r in rows]
            one = encoding.encode_table(encoder, text_only, {}, log, compact_nulls=True)
            parts = [
                encoding.encode_table(encoder, text_only[i : i + 2], {}, log) for i in range(0, len(rows), 2)
            ]
            assert _ipc(one) == _ipc(pa.concat_tables(parts).combine_chunks())


@pytest.mark.parametrize("source", ["hermes", "claude_code"])
def test_a_batcher_of_whole_tables_gives_the_tables_of_one_in_groups(source, monkeypatch):
    """The same tables (rows; bytes once combined, where the groups were several) from
    ``Batcher`` either way, each column of a whole table one chunk, with small tables and groups
    so that both ways cut several."""
    monkeypatch.setattr(encoding, "ROWS_PER_BATCH", 5)
    monkeypatch.setattr(encoding, "ENCODE_ROWS", 2)
    by_view = _rendered(source, [str(p) for p in SOURCES[source]])
    for view, rows in by_view.items():
        rows = _at_least(rows, 12)  # so that both ways cut several tables of 5 rows
        out: dict[bool, list[pa.Table]] = {}
        for whole in (False, True):
            batcher = encoding.Batcher(encoding.view_encoder(view), ProblemLog(), whole=whole)
            tables = [t for row in rows if (t := batcher.add([row], 1)) is not None]
            tables.append(batcher.flush())
            out[whole] = [t for t in tables if t is not None]
        assert len(out[True]) == len(out[False]) > 1, view
        assert all(c.num_chunks == 1 for t in out[True] for c in t.columns)
        for a, b in zip(out[False], out[True], strict=True):
            assert a.equals(b)
            if len(a) > encoding.ENCODE_ROWS:  # several groups: their concatenation is compact
                assert _ipc(a.combine_chunks()) == _ipc(b.combine_chunks())


TWO_GIB_OF_TEXT = r"""
import sys
from agent_traces import ProblemLog
from agent_traces.core.encoding import RowTooLargeError, encode_table, view_encoder

big = "x" * (256 << 20)  # one string, referenced by every message: Arrow copies it, Python does not
def message(text):
    return {"role": "user", "content": text}
rows = [{"id": f"s{i}", "file_path": "long.jsonl", "messages": [message(big)]} for i in range(9)]
table = encode_table(view_encoder("messages"), rows, {}, ProblemLog())
assert table.num_rows == 9, table.num_rows
assert table.column("id").to_pylist() == [f"s{i}" for i in range(9)]
assert table.column("messages").num_chunks > 1
last = table.column("messages").chunks[-1]
assert len(last[len(last) - 1].values[0]["content"].as_buffer()) == len(big)
del table
try:
    encode_table(view_encoder("messages"), [{"id": "one", "file_path": "long.jsonl", "messages": [message(big)] * 9}], {}, ProblemLog())
except RowTooLargeError as err:
    print("refused:", err)
else:
    sys.exit("a row of 2.3 GiB of text was not refused")
"""


@pytest.mark.slow
def test_more_than_2_gib_of_text_in_a_table_is_encoded_in_parts_and_one_such_row_refused():
    """pa.array gives a ChunkedArray past 2 GiB of text (a 12 MB session's steps states did):
    the rows are encoded in halves, and one row that alone passes it is refused with its id.
    In a child process, whose ~2.6 GiB go back to the system when it ends."""
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", TWO_GIB_OF_TEXT], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "refused: long.jsonl: row one holds more text than one Arrow column can" in done.stdout
