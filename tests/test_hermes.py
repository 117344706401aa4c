"""The Hermes loader on the real files in ../shared/corpus/hermes and on our fixtures."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces.converters.sharegpt import SHAREGPT_FEATURES
from agent_traces.loaders.hermes import Hermes

HERMES_FILES = corpus_files("hermes", "**/*.jsonl")
VIEWS = ("messages", "sharegpt", "steps")


def _records(path: Path) -> list[dict]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


@pytest.mark.parametrize("path", HERMES_FILES, ids=lambda p: p.parent.name)
@pytest.mark.parametrize("streaming", [False, True])
def test_real_files_load_in_every_view(path, streaming, cache_dir):
    records = _records(path)
    for view in VIEWS:
        ds = load_dataset(
            "hermes", view, data_files=str(path), split="train", streaming=streaming, cache_dir=cache_dir
        )
        rows = list(ds)
        gpt_turns = sum(1 for r in records for t in r["conversations"] if t["from"] == "gpt")
        assert len(rows) == (gpt_turns if view == "steps" else len(records))


@pytest.mark.parametrize("path", HERMES_FILES, ids=lambda p: p.parent.name)
def test_sharegpt_view_reproduces_real_conversations_byte_for_byte(path, cache_dir):
    records = _records(path)
    ds = load_dataset("hermes", "sharegpt", data_files=str(path), split="train", cache_dir=cache_dir)
    assert len(ds) == len(records)
    for row, record in zip(ds, records, strict=True):
        assert json.dumps(row["conversations"], ensure_ascii=False) == json.dumps(
            record["conversations"], ensure_ascii=False
        )
        assert row["timestamp"] == record["timestamp"]
        assert row["model"] == record["model"]
        assert row["completed"] == record["completed"]


@pytest.mark.parametrize("path", HERMES_FILES, ids=lambda p: p.parent.name)
def test_messages_view_recovers_tools_reasoning_and_prompt(path, cache_dir):
    records = _records(path)
    ds = load_dataset("hermes", data_files=str(path), split="train", cache_dir=cache_dir)
    for row, record in zip(ds, records, strict=True):
        system = record["conversations"][0]["value"]
        tools_json = system.split("<tools>\n", 1)[1].split("\n</tools>", 1)[0]
        assert [t["function"]["name"] for t in row["tools"]] == [t["name"] for t in json.loads(tools_json)]
        humans = [t["value"] for t in record["conversations"] if t["from"] == "human"]
        assert row["first_prompt"] == humans[0]
        assert row["num_user_messages"] == len(humans)
        think_chars = sum(
            len(t["value"].split("<think>\n", 1)[1].split("\n</think>", 1)[0])
            for t in record["conversations"]
            if t["from"] == "gpt"
            and t["value"].startswith("<think>\n")
            and not t["value"].startswith("<think>\n</think>")
        )
        assert sum(len(m["reasoning_content"] or "") for m in row["messages"]) == think_chars
        assert row["model"] == record["model"] and row["harness"] == "hermes"
        assert row["id"].startswith("hermes:") and row["file_path"] == path.name
        # the tools are declared once: in `tools`, not again in a system message (the real
        # prompts are Hermes' scaffold only, so none is left); the exact prompt in metadata
        assert row["metadata"]["system_prompt"] == system
        assert not [m for m in row["messages"] if m["role"] == "system"]


def test_fixture_folder_covers_batch_gz_export_and_legacy_variants(cache_dir):
    ds = load_dataset("hermes", data_dir=str(FIXTURES / "hermes"), split="train", cache_dir=cache_dir)
    by_format = {}
    for row in ds:
        by_format.setdefault(row["metadata"]["format"], []).append(row)
    assert set(by_format) == {"trajectory", "batch", "session_export"}
    batch = by_format["batch"][0]
    assert batch["metadata"]["prompt_index"] == 42
    assert batch["metadata"]["tool_stats"]["terminal"]["count"] == 1
    assert batch["file_path"] == "batch_3.jsonl.gz"
    # tool results are matched to their calls by the ids in <tool_response>
    traj = next(r for r in by_format["trajectory"] if r["num_tool_calls"] == 3)
    calls = {c["id"]: c["function"]["name"] for m in traj["messages"] for c in (m["tool_calls"] or [])}
    results = [(m["tool_call_id"], m["name"]) for m in traj["messages"] if m["role"] == "tool"]
    assert results == [("call_7f3a", "terminal"), ("call_8b1c", "read_file"), ("call_9d2e", "terminal")]
    assert all(calls[i] == n for i, n in results)
    # legacy think without newlines, scratchpad tags, consecutive human and gpt turns
    failed = next(r for r in by_format["trajectory"] if r["completed"] is False)
    roles = [m["role"] for m in failed["messages"]]
    # its system turn is Hermes' scaffold only: the tools are in `tools`, the prompt in metadata
    assert roles == ["user", "user", "assistant", "tool", "assistant", "assistant"]
    assert "<tools>" in failed["metadata"]["system_prompt"]
    assert [m["reasoning_content"] for m in failed["messages"] if m["role"] == "assistant"] == [
        "The lint step fails; run ruff.",
        "One long line.",
        None,
    ]
    export = by_format["session_export"][0]
    assert export["session_id"] == "20260401_101500_ab12cd"
    assert export["sent_at"] == "2026-04-01T10:15:00.250Z"
    assert export["messages"][0]["role"] == "system"
    assert export["messages"][2]["reasoning_content"] == "Run df on the root filesystem."
    assert export["messages"][2]["tool_calls"][0]["function"]["arguments"] == {"command": "df -h /"}
    assert export["messages"][3]["name"] == "terminal"


def test_sharegpt_fixtures_reproduce_including_legacy_variants(cache_dir):
    ds = load_dataset(
        "hermes", "sharegpt", data_dir=str(FIXTURES / "hermes"), split="train", cache_dir=cache_dir
    )
    assert ds.features == SHAREGPT_FEATURES
    sources = {}
    for path in sorted((FIXTURES / "hermes").iterdir()):
        for record in _records(path):
            if "conversations" in record:
                sources[(record["conversations"][1]["value"], len(record["conversations"]))] = record[
                    "conversations"
                ]
    matched = 0
    for row in ds:
        key = (row["conversations"][1]["value"], len(row["conversations"]))
        if key in sources:
            assert row["conversations"] == sources[key]
            matched += 1
    assert matched == 4


def test_num_proc_and_streaming_give_the_same_rows(cache_dir, tmp_path):
    plain = load_dataset("hermes", data_dir=str(FIXTURES / "hermes"), split="train", cache_dir=cache_dir)
    multi = load_dataset(
        "hermes", data_dir=str(FIXTURES / "hermes"), split="train", num_proc=2, cache_dir=str(tmp_path / "c2")
    )
    streamed = list(load_dataset("hermes", data_dir=str(FIXTURES / "hermes"), split="train", streaming=True))
    assert plain.to_list() == multi.to_list() == streamed
    assert len({r["id"] for r in plain}) == len(plain)


def test_default_location_is_the_current_directory(tmp_path, monkeypatch, cache_dir):
    (tmp_path / "trajectory_samples.jsonl").write_bytes(
        (FIXTURES / "hermes" / "trajectory_samples.jsonl").read_bytes()
    )
    (tmp_path / "unrelated.jsonl").write_text('{"x": 1}\n')
    monkeypatch.chdir(tmp_path)
    ds = load_dataset("hermes", split="train", cache_dir=cache_dir)
    assert len(ds) == 2 and set(ds["file_path"]) == {"trajectory_samples.jsonl"}


def test_no_default_files_gives_a_clear_error(tmp_path, monkeypatch, cache_dir):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(FileNotFoundError, match="hermes: no trace files"):
        load_dataset("hermes", split="train", cache_dir=cache_dir)


@pytest.mark.corpus
def test_builder_class_works_directly(tmp_path):
    builder = Hermes(config_name="sharegpt", data_files=str(HERMES_FILES[0]), cache_dir=str(tmp_path))
    builder.download_and_prepare()
    ds = builder.as_dataset(split="train")
    assert len(ds) == len(_records(HERMES_FILES[0]))


@pytest.mark.corpus
def test_sniff_claims_hermes_files_and_nothing_else():
    from agent_traces.detect import detect_format

    hermes = [*HERMES_FILES, *sorted((FIXTURES / "hermes").iterdir())]
    assert {detect_format(str(p)) for p in hermes} == {"hermes"}
    others = [p for p in FIXTURES.rglob("*") if p.is_file() and "hermes" not in p.relative_to(FIXTURES).parts]
    assert others and not [p for p in others if Hermes.sniff(str(p), p.read_bytes()[:65536])]


def test_content_ids_with_the_shared_cache_are_the_plain_hash():
    from agent_traces.loaders.hermes import RecordCache, _content_id, _conversations_id

    cache = RecordCache()
    system = {"from": "system", "value": "héllo <tools>\n[]\n</tools> \u2028"}
    for conversations in (
        [system, {"from": "human", "value": "q"}, {"value": "a", "from": "gpt"}],
        [system],
        [dict(system), {"from": "gpt", "value": "b", "extra": {"b": 1, "a": [1.5, None]}}],
        [{"value": "v", "from": "system", "x": 1}],
        [],
    ):
        assert _conversations_id(conversations, cache) == _content_id(conversations)


def test_prompts_of_equal_length_stay_apart_and_equal_ones_are_shared():
    from agent_traces.loaders.hermes import RecordCache

    cache = RecordCache()
    a, b = "<tools>\n[1]\n</tools>", "<tools>\n[2]\n</tools>"
    turns = [[{"from": "system", "value": "".join(p)}] for p in (a, b, a, b, a)]
    for conversations in turns:
        cache.share_prompt(conversations)
    assert [t[0]["value"] for t in turns] == [a, b, a, b, a]
    assert turns[0][0]["value"] is turns[2][0]["value"] is turns[4][0]["value"]
    assert turns[1][0]["value"] is turns[3][0]["value"]


@pytest.mark.parametrize("path", HERMES_FILES, ids=lambda p: p.parent.name)
def test_an_agent_instruction_beside_the_scaffold_stays_in_the_system_message(path, tmp_path):
    """A prompt with text of its own beside Hermes' scaffold (an agent persona): the messages
    view keeps that text alone as the system message, and sharegpt gives back the whole turn."""
    lines = []
    for record in _records(path):
        turn = record["conversations"][0]
        turn["value"] = (
            "You are Lucie, a careful release engineer.\n\n" + turn["value"] + "\n\nAnswer in French."
        )
        lines.append(json.dumps(record, ensure_ascii=False))
    copy = tmp_path / "trajectory_samples.jsonl"
    copy.write_text("\n".join(lines) + "\n", encoding="utf-8")
    where = {"data_files": str(copy), "split": "train", "cache_dir": str(tmp_path / "c")}
    rows = load_dataset("hermes", **where)
    for row in rows:
        system = row["messages"][0]
        assert system["role"] == "system"
        assert system["content"] == "You are Lucie, a careful release engineer.\n\nAnswer in French."
        assert "<tools>" not in "".join(m["content"] for m in row["messages"])
    sharegpt = load_dataset("hermes", "sharegpt", **where)
    records = [json.loads(line) for line in lines]
    assert [r["conversations"] for r in sharegpt] == [r["conversations"] for r in records]
