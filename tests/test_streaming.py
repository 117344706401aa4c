"""Streaming (``core.streaming``): rows decoded by us once per table, equal to the cached rows,
and everything ``datasets`` stacks on an ``IterableDataset`` still working on them."""

from __future__ import annotations

import copy

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


def test_shards_of_torch_workers_give_every_row_once(hermes, monkeypatch):
    torch = pytest.importorskip("torch", reason="torch is an optional dependency (training)")
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
