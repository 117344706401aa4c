"""Streaming (``core.streaming``): rows decoded by us once per table, equal to the cached rows,
and everything ``datasets`` stacks on an ``IterableDataset`` still working on them."""

from __future__ import annotations

import copy

import datasets
import pyarrow as pa
import pytest
from conftest import FIXTURES
from datasets import Features, Json, List, Value, load_dataset

import agent_traces
from agent_traces.converters.views import VIEW_FEATURES
from agent_traces.core.encoding import ViewEncoder
from agent_traces.core.streaming import DecodedArrowExamplesIterable, DecodingFeatures, row_decoder

SOURCES = sorted(name for name in agent_traces.BUILDERS if (FIXTURES / name).is_dir())
OPTIONS = {"claude_code": {"subagents": True}}


def test_every_source_but_the_mixed_one_has_fixtures():
    assert set(agent_traces.BUILDERS) - set(SOURCES) == {"agent_traces"}


@pytest.mark.parametrize("source", SOURCES)
def test_streamed_rows_equal_the_cached_rows_of_every_fixture_source(source, cache_dir):
    options = {"data_dir": str(FIXTURES / source), "split": "train", **OPTIONS.get(source, {})}
    cached = load_dataset(source, cache_dir=cache_dir, **options)
    streamed = load_dataset(source, streaming=True, **options)
    assert isinstance(streamed._ex_iterable, DecodedArrowExamplesIterable)
    assert streamed.features == cached.features
    rows = list(streamed)
    assert len(rows) == len(cached) > 0
    assert rows == cached.to_list()


@pytest.mark.parametrize("view", ["sharegpt", "steps"])
def test_streamed_rows_equal_the_cached_rows_in_the_other_views(view, cache_dir):
    options = {"data_dir": str(FIXTURES / "hermes"), "split": "train"}
    cached = load_dataset("hermes", view, cache_dir=cache_dir, **options)
    assert list(load_dataset("hermes", view, streaming=True, **options)) == list(cached)  # steps: rebuilt


@pytest.fixture
def hermes(cache_dir):
    options = {"data_dir": str(FIXTURES / "hermes"), "split": "train"}
    return load_dataset("hermes", cache_dir=cache_dir, **options).to_list(), load_dataset(
        "hermes", streaming=True, **options
    )


def test_tool_parameters_are_dicts_when_streamed(hermes):
    _cached, streamed = hermes
    tools = [tool for row in streamed for tool in row["tools"]]
    assert tools and all(isinstance(t["function"]["parameters"], dict) for t in tools)
    assert all(isinstance(t["function"]["name"], str) for t in tools)


def test_map_filter_shuffle_skip_take_and_formats_still_work(hermes):
    cached, streamed = hermes
    by_id = {row["id"]: row for row in cached}
    mapped = list(streamed.map(lambda row: {"n_tools": len(row["tools"] or [])}))
    assert [r["n_tools"] for r in mapped] == [len(r["tools"] or []) for r in cached]
    assert [r["id"] for r in streamed.filter(lambda row: len(row["messages"]) > 3)] == [
        r["id"] for r in cached if len(r["messages"]) > 3
    ]
    shuffled = list(streamed.shuffle(seed=3, buffer_size=4))
    assert sorted(r["id"] for r in shuffled) == sorted(by_id)
    assert all(r == by_id[r["id"]] for r in shuffled)
    assert list(streamed.skip(1).take(2)) == cached[1:3]
    batch = next(iter(streamed.with_format("arrow").iter(batch_size=len(cached))))
    assert isinstance(batch, pa.Table) and batch.num_rows == len(cached)
    assert next(iter(streamed.with_format("numpy")))["id"] == cached[0]["id"]


def test_a_stopped_iteration_resumes_where_it_stopped(hermes):
    cached, streamed = hermes
    first = []
    for row in streamed:
        first.append(row)
        if len(first) == 2:
            state = streamed.state_dict()
            break
    resumed = copy.deepcopy(streamed)  # after reading: the builder's caches must copy (and pickle)
    resumed.load_state_dict(state)
    assert first + list(resumed) == cached


@pytest.mark.train
def test_shards_of_torch_workers_give_every_row_once(hermes, monkeypatch):
    import torch

    from agent_traces.core import sharding

    monkeypatch.setattr(sharding, "STREAM_SHARD_BYTES", 1)  # one shard a file
    cached, _ = hermes
    streamed = load_dataset("hermes", data_dir=str(FIXTURES / "hermes"), split="train", streaming=True)
    assert streamed.num_shards > 1  # so that both workers read
    loader = torch.utils.data.DataLoader(streamed, num_workers=2, batch_size=None)
    rows = list(loader)
    assert sorted(r["id"] for r in rows) == sorted(r["id"] for r in cached)
    by_id = {r["id"]: r for r in cached}
    assert all(r == by_id[r["id"]] for r in rows)


FEATURES = Features(
    {
        "id": Value("string"),
        "meta": Json(),
        "tools": List({"type": Value("string"), "function": {"name": Value("string"), "parameters": Json()}}),
        "calls": List(List(Json())),
        "plain": List({"a": Value("int64")}),
        "nested": {"inner": {"value": Json(), "n": Value("int64")}, "items": List(Json())},
    }
)
ROWS = [
    {
        "id": "a",
        "meta": {"k": [1, 2.5, None], "s": "x"},
        "tools": [
            {"type": "function", "function": {"name": "f", "parameters": {"type": "object", "p": 0.1}}},
            {"type": "function", "function": None},
            None,
            {"type": None, "function": {"name": None, "parameters": None}},
        ],
        "calls": [[1, "two", {"three": 3}], None, [], [None]],
        "plain": [{"a": 1}],
        "nested": {"inner": {"value": "123", "n": 1}, "items": [None, [1], "s"]},
    },
    {"id": None, "meta": None, "tools": None, "calls": None, "plain": None, "nested": None},
    {"id": "c", "meta": 7, "tools": [], "calls": [], "plain": [], "nested": {"inner": None, "items": None}},
]


def test_row_decoder_decodes_as_datasets_does():
    table = ViewEncoder(FEATURES).table(copy.deepcopy(ROWS))
    decode = row_decoder(FEATURES)
    ours = [decode(row) for row in table.to_pylist()]
    theirs = [FEATURES.decode_example(row) for row in table.to_pylist()]
    assert ours == theirs
    assert ours[0]["nested"]["inner"]["value"] == "123"  # a JSON string stays a string
    assert ours[0]["tools"][0]["function"]["parameters"] == {"type": "object", "p": 0.1}


def test_row_decoder_leaves_columns_without_json_alone():
    features = Features({"a": List({"b": Value("string")}), "c": Value("int64")})
    row = {"a": [{"b": "x"}], "c": 1}
    value = row["a"]
    assert row_decoder(features)(row)["a"] is value


def test_the_decoded_iterable_keeps_its_class_when_sharded_and_shuffled(hermes):
    _, streamed = hermes
    ex = streamed._ex_iterable
    import numpy as np

    for derived in (
        ex.shuffle_data_sources(np.random.default_rng(0)),
        ex.shard_data_sources(2, 0),
        ex.reshard_data_sources(),
    ):
        assert isinstance(derived, DecodedArrowExamplesIterable)
        assert derived.features == ex.features


def test_datasets_still_offers_the_arrow_tables(hermes):
    _, streamed = hermes
    assert streamed._ex_iterable.iter_arrow is not None
    assert not streamed._ex_iterable.is_typed


def test_decoding_features_decode_as_datasets_does_without_changing_their_input():
    import pickle

    ours = DecodingFeatures(FEATURES)
    table = ViewEncoder(FEATURES).table(copy.deepcopy(ROWS))
    rows = table.to_pylist()
    before = copy.deepcopy(rows)
    assert [ours.decode_example(r) for r in rows] == [FEATURES.decode_example(r) for r in rows]
    batch = table.to_pydict()
    assert ours.decode_batch(batch) == FEATURES.decode_batch(batch)
    assert ours.decode_column(batch["tools"], "tools") == FEATURES.decode_column(batch["tools"], "tools")
    assert rows == before  # decoded copies, the rows as they were
    assert list(ours.decode_example({"nested": None, "id": "x"})) == ["id", "nested"]  # features' order
    with pytest.raises(KeyError):
        ours.decode_example({"id": "x", "unknown": 1})
    with pytest.raises(KeyError):
        ours.decode_batch({"unknown": [1]})
    for copied in (copy.deepcopy(ours), pickle.loads(pickle.dumps(ours)), ours.copy()):
        assert type(copied) is DecodingFeatures and copied == FEATURES


def test_decoding_features_follow_a_feature_changed_in_place():
    ours = DecodingFeatures(FEATURES)
    assert ours.decode_example({"meta": '{"a": 1}'}) == {"meta": {"a": 1}}
    ours["meta"] = Value("string")
    assert ours.decode_example({"meta": '{"a": 1}'}) == {"meta": '{"a": 1}'}


def test_streamed_datasets_carry_decoding_features(hermes):
    _cached, streamed = hermes
    assert type(streamed.features) is DecodingFeatures
    assert streamed.features == VIEW_FEATURES["messages"]


def test_copier_makes_fresh_containers_and_shares_the_immutable_values():
    from agent_traces.core.streaming import MAX_LITERAL_DEPTH, copier

    text = 'quote " backslash \\ newline \n tab \t nul \x00 é \U0001f600 \ud800'
    value = [
        {"a": {"b": [1, 2.5, float("inf"), None, True, False, 2**70, -0.0]}, text: text},
        [],
        {},
        "s",
    ]
    make = copier(value)
    first, second = make(), make()
    assert first == value == second and repr(first) == repr(value)
    assert first is not second and first[0] is not second[0] and first[0]["a"]["b"] is not second[0]["a"]["b"]
    assert first[1] is not second[1] and first[2] is not second[2]
    assert first[0][text] is second[0][text]  # strings are shared between copies, not made again
    first[0]["a"]["b"].append("changed")
    assert make() == value
    deep: list = []
    for _ in range(MAX_LITERAL_DEPTH + 2):
        deep = [deep]
    assert copier(deep) is None


def _tools_table(rows: list) -> pa.Table:
    return ViewEncoder(FEATURES).table([{"id": str(i), "tools": tools} for i, tools in enumerate(rows)])


TOOL_LISTS = [
    [
        {
            "type": "function",
            "function": {"name": "f", "parameters": {"type": "object", "p": [0.1, {"q": None}]}},
        }
    ],
    [
        {
            "type": "function",
            "function": {"name": "f", "parameters": {"type": "object", "p": [0.1, {"q": None}]}},
        },
        {"type": "function", "function": {"name": "g", "parameters": None}},
    ],
    [{"type": "function", "function": {"name": "f", "parameters": {"type": "object", "p": [0.1, {"q": 1}]}}}],
    [{"type": None, "function": {"name": None, "parameters": None}}],
    [],
    None,
]


def test_row_keys_are_equal_exactly_for_equal_values():
    import random

    from agent_traces.core.streaming import row_keys

    rng = random.Random(5)
    values = [copy.deepcopy(rng.choice(TOOL_LISTS)) for _ in range(300)]
    table = _tools_table(values)
    column = table.column("tools").combine_chunks().slice(7)  # keys of a slice too
    keys = row_keys(column)
    python = column.to_pylist()
    assert len(keys) == len(python)
    for i in range(0, len(keys), 7):
        for j in range(len(keys)):
            assert (keys[i] == keys[j]) == (python[i] == python[j])


@pytest.mark.parametrize("with_null_item", [False, True])
def test_repeated_tool_lists_stream_as_decoded_and_every_row_has_its_own(with_null_item):
    from agent_traces.core.streaming import COPY_AFTER, TableRows

    values = [copy.deepcopy(TOOL_LISTS[i % len(TOOL_LISTS)]) for i in range(3 * COPY_AFTER * len(TOOL_LISTS))]
    if with_null_item:  # an item struct that is null: the column is decoded as usual
        values[4] = [None, *TOOL_LISTS[0]]
    table = _tools_table(values)
    expected = [FEATURES.decode_example(row) for row in table.to_pylist()]
    table_rows = TableRows(FEATURES)
    for part in (table.slice(0, COPY_AFTER), table.slice(COPY_AFTER)):  # before and after copying
        rows = list(table_rows(part))
        assert rows == expected[: len(rows)] if part.num_rows == COPY_AFTER else rows == expected[COPY_AFTER:]
    assert (table_rows.repeated["tools"].makers(table.column("tools")) is None) is with_null_item
    rows = list(table_rows(table))
    assert rows == expected
    rows[0]["tools"][0]["function"]["parameters"]["p"].append("changed")
    rows[0]["tools"].append(None)
    assert rows[len(TOOL_LISTS)]["tools"] == TOOL_LISTS[0] != rows[0]["tools"]


def test_streamed_hermes_rows_with_one_tool_list_equal_the_cached_rows(tmp_path, cache_dir):
    import json

    from agent_traces.converters.schema import tool
    from agent_traces.converters.sharegpt import hermes_system_prompt

    tools = [
        tool(f"tool_{i}", f"does {i}", {"type": "object", "properties": {"x": {"type": "number"}}})
        for i in range(5)
    ]
    prompt = hermes_system_prompt(tools)
    with open(tmp_path / "trajectory_samples.jsonl", "w") as handle:
        for i in range(80):
            gpt = f'<think>\nhm {i}\n</think>\n<tool_call>\n{{"name": "tool_{i % 5}", "arguments": {{"x": {i}.5}}}}\n</tool_call>'
            conversations = [
                {"from": "system", "value": prompt},
                {"from": "human", "value": f"task {i}"},
                {"from": "gpt", "value": gpt},
            ]
            handle.write(json.dumps({"conversations": conversations, "model": "m", "completed": True}) + "\n")
    options = {"data_dir": str(tmp_path), "split": "train"}
    cached = load_dataset("hermes", cache_dir=cache_dir, **options).to_list()
    streamed = load_dataset("hermes", streaming=True, **options)
    rows = list(streamed)
    assert rows == cached and len(rows) == 80 and all(len(r["tools"]) == 5 for r in rows)
    rows[0]["tools"][0]["function"]["parameters"]["properties"].clear()
    assert rows[1]["tools"] == cached[1]["tools"]
    resumed = load_dataset("hermes", streaming=True, **options)
    for n, _ in enumerate(resumed, 1):
        if n == 30:
            state = resumed.state_dict()
            break
    resumed.load_state_dict(state)
    assert list(resumed) == cached[30:]


# -- columns converted leaf by leaf (converter) ------------------------------------------------

LONG = "system prompt é " * 64  # past LONG_TEXT, not ASCII
OTHER = "other prompt ée " * 64  # a distinct string of the same length
CONVERTED = Features(
    {
        "id": Value("string"),
        "n": Value("int64"),
        "flag": Value("bool"),
        "x": Value("float64"),
        "meta": Json(),
        "raw": Json(decode=False),
        "messages": List(
            {
                "role": Value("string"),
                "content": Value("string"),
                "calls": List(
                    {"id": Value("string"), "function": {"name": Value("string"), "arguments": Json()}}
                ),
                "meta": Json(),
            }
        ),
        "grid": List(List(Value("int64"))),
        "nested": {
            "z": {"value": Json(), "n": Value("int64")},
            "a": List(Json()),
            "big": Value("large_string"),
        },
        "wide": datasets.LargeList(datasets.LargeList(Value("large_string"))),
    }
)


def _converted_rows(n: int) -> list[dict]:
    """Rows with None at every level, empty lists, Json leaves, long strings repeated and not."""
    call = {"id": "c1", "function": {"name": "f", "arguments": {"x": [1, 2.5, None], "s": "t"}}}
    variants = [
        {
            "messages": [
                {"role": "system", "content": LONG, "calls": None, "meta": None},
                {"role": "assistant", "content": None, "calls": [call, None, {"id": None, "function": None}]},
                None,
                {"role": None, "content": "", "calls": [], "meta": {"k": "v"}},
            ],
            "grid": [[1, None], [], None],
            "nested": {"z": {"value": "123", "n": None}, "a": [None, [1], "s"], "big": LONG},
            "wide": [["a", None], [], None],
        },
        {
            "messages": [{"role": "system", "content": OTHER, "calls": [call], "meta": 7}],
            "grid": None,
            "nested": {"z": None, "a": None, "big": None},
            "wide": None,
        },
        {"messages": [], "grid": [], "nested": None, "wide": []},
        {"messages": None},
    ]
    rows = []
    for i in range(n):
        row = copy.deepcopy(variants[i % len(variants)])
        row |= {"id": None if i % 5 == 3 else f"r{i}", "n": None if i % 7 == 2 else i, "flag": i % 3 == 0}
        row |= {
            "x": i / 4,
            "meta": None if i % 2 else {"i": i, "l": [True, None]},
            "raw": None if i % 3 else {"i": i},
        }
        rows.append({name: row.get(name) for name in CONVERTED})
    return rows


def _table(rows: list[dict]) -> pa.Table:
    from datasets import Dataset

    return Dataset.from_list(rows, features=CONVERTED).data.table


def _expected(table: pa.Table) -> list[dict]:
    return [CONVERTED.decode_example(row) for row in table.to_pylist()]


def test_converted_columns_equal_the_decoded_rows_of_every_chunk_and_slice():
    from agent_traces.core.streaming import TableRows

    table = pa.concat_tables(
        [_table(_converted_rows(13)), _table(_converted_rows(9)), _table(_converted_rows(4))]
    )
    for part in (table, table.slice(3, 17), table.slice(14), table.slice(5, 0)):
        assert part.column("messages").num_chunks > 1 or part.num_rows < 10
        table_rows = TableRows(CONVERTED)
        rows = list(table_rows(part))
        assert repr(rows) == repr(_expected(part))  # key order, types (1 against 1.0 or True), None
        assert all(convert is not None for _, convert in table_rows._converters.values())  # no to_pylist


def test_converted_rows_keep_the_key_order_of_the_struct_and_share_only_strings():
    from agent_traces.core.streaming import TableRows

    rows = list(TableRows(CONVERTED)(_table(_converted_rows(12))))
    assert list(rows[0]["nested"]) == ["z", "a", "big"] and list(rows[0]["messages"][0]) == list(
        CONVERTED["messages"].feature
    )
    assert rows[0]["messages"][0]["content"] == LONG and rows[1]["messages"][0]["content"] == OTHER
    assert rows[0]["messages"][0]["content"] is rows[4]["messages"][0]["content"]  # decoded once
    assert rows[0]["messages"][1]["calls"][0] is not rows[4]["messages"][1]["calls"][0]
    assert rows[0]["meta"] is not rows[4]["meta"] and rows[0]["meta"] == rows[4]["meta"] | {"i": 0}
    assert rows[0]["raw"] == '{"i": 0}' or rows[0]["raw"] == '{"i":0}'  # Json(decode=False): the text


def test_long_strings_of_one_length_that_differ_stay_apart():
    from agent_traces.core.streaming import LONG_TEXT, _strings

    texts = [f"{i:06d}" + "x" * LONG_TEXT for i in range(40)] + [None, LONG, LONG, OTHER, ""]
    chunks = [pa.array(texts[:17]), pa.array(texts[17:]).slice(1)]
    assert _strings(chunks, pa.string()) == texts[:17] + texts[18:]
    assert _strings([pa.array(texts, pa.large_string())], pa.large_string()) == texts
    assert _strings([pa.array([None, None], pa.string())], pa.string()) == [None, None]


def test_null_lists_and_structs_with_values_under_them_are_none():
    from agent_traces.core.streaming import TableRows

    features = Features({"calls": List(Json()), "call": {"arguments": Json(), "name": Value("string")}})
    bad = pa.array(["{not json", "[1]", "{also not"], pa.json_())
    calls = pa.ListArray.from_arrays(
        pa.array([0, 1, 2, 3], pa.int32()), bad, mask=pa.array([True, False, True])
    )  # null lists over items that are no JSON: converted as to_pylist does
    call = pa.StructArray.from_arrays(
        [bad, pa.array(["a", "b", "c"])], names=["arguments", "name"], mask=pa.array([True, False, True])
    )
    table = pa.table({"calls": calls, "call": call})
    assert table.to_pylist()[0] == {"calls": None, "call": None}
    rows = list(TableRows(features)(table))
    none = {"calls": None, "call": None}
    assert rows == [none, {"calls": [[1]], "call": {"arguments": [1], "name": "b"}}, none]
