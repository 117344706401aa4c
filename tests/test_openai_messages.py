"""The openai_messages loader on SWE-smith's real SFT file (../shared/corpus) and our fixtures."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories

REAL = corpus_files("openai_messages_sft", "**/*.jsonl")
FIXTURE_DIR = FIXTURES / "openai_messages"
VIEWS = ("messages", "sharegpt", "steps")


def _records(path: Path) -> list[dict]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_real_sft_rows_keep_every_message_in_order(path, cache_dir):
    records = _records(path)
    ds = load_dataset("openai_messages", data_files=str(path), split="train", cache_dir=cache_dir)
    assert len(ds) == len(records)
    for row, record in zip(ds, records, strict=True):
        raw = record["messages"]
        assert [m["role"] for m in row["messages"]] == [m["role"] for m in raw]
        assert [m["content"] for m in row["messages"]] == [m["content"] for m in raw]
        users = [m["content"] for m in raw if m["role"] == "user"]
        assert row["first_prompt"] == users[0] and row["num_user_messages"] == len(users)
        assert row["id"] == f"openai_messages:{record['instance_id']}"
        assert row["metadata"]["instance_id"] == record["instance_id"]
        assert row["harness"] == "openai_messages" and row["file_path"] == path.name


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_real_file_in_every_view_streaming_and_not(path, cache_dir):
    records = _records(path)
    assistant_turns = sum(m["role"] == "assistant" for r in records for m in r["messages"])
    for view in VIEWS:
        rows = list(
            load_dataset("openai_messages", view, data_files=str(path), split="train", cache_dir=cache_dir)
        )
        streamed = list(
            load_dataset("openai_messages", view, data_files=str(path), split="train", streaming=True)
        )
        assert rows == streamed
        assert len(rows) == (assistant_turns if view == "steps" else len(records))


def test_fixture_reasoning_arguments_and_problems():
    log = ProblemLog()
    files = sorted(str(p) for p in FIXTURE_DIR.iterdir())
    rows = {r["id"]: r for r in read_trajectories("openai_messages", files, log)}
    conv = rows["openai_messages:conv-1"]
    call = conv["messages"][2]["tool_calls"][0]
    assert call["function"]["arguments"] == {"command": "ls"}  # string arguments parsed
    assert conv["messages"][2]["reasoning_content"] == "Use ls."
    assert conv["messages"][4]["reasoning_content"] == "Two files."  # from <think>
    assert conv["messages"][4]["content"] == "There are two files: a.py and b.py."
    assert conv["messages"][3]["name"] == "bash"  # back-filled from the call
    assert [t["function"]["name"] for t in conv["tools"]] == ["bash"]
    assert rows["openai_messages:gz-1"]["messages"][0]["role"] == "system"  # developer → system
    assert rows["openai_messages:gz-1"]["messages"][2]["reasoning_content"] == "Simple arithmetic."
    hashed = next(r for r in rows.values() if r["first_prompt"] == "Say hi")
    assert hashed["messages"][1]["reasoning_content"] == "A greeting."
    bad_args = rows["openai_messages:repo__proj-42"]["messages"][2]["tool_calls"][0]
    assert bad_args["function"]["arguments"] == "{not json"  # kept verbatim
    assert log.by_reason() == {"malformed_json": 1, "unknown_role": 1, "unparseable_arguments": 1}


def test_ids_are_stable_across_runs():
    files = sorted(str(p) for p in FIXTURE_DIR.iterdir())
    first = [r["id"] for r in read_trajectories("openai_messages", files)]
    assert first == [r["id"] for r in read_trajectories("openai_messages", files)]
    assert len(set(first)) == len(first)


def test_completion_log_appends_the_response(tmp_path):
    record = {
        "messages": [{"role": "user", "content": "hi"}],
        "tools": [],
        "kwargs": {"model": "m-1"},
        "response": {"model": "m-1", "choices": [{"message": {"role": "assistant", "content": "hello"}}]},
    }
    path = tmp_path / "log.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    (row,) = read_trajectories("openai_messages", [str(path)])
    assert [m["role"] for m in row["messages"]] == ["user", "assistant"]
    assert row["messages"][1]["content"] == "hello" and row["model"] == "m-1"


def test_record_without_messages_is_counted_and_strict_raises(tmp_path):
    path = tmp_path / "x.jsonl"
    path.write_text('{"text": "plain"}\n[1]\n{"messages": [{"role": "user", "content": "ok"}]}\n')
    log = ProblemLog()
    rows = list(read_trajectories("openai_messages", [str(path)], log))
    assert len(rows) == 1
    assert log.by_reason() == {"no_messages": 1, "not_an_object": 1}
    with pytest.raises(TraceFormatError) as info:
        list(read_trajectories("openai_messages", [str(path)], strict=True))
    assert (info.value.line, info.value.reason) == (1, "no_messages")


def test_num_proc_gives_the_same_rows(cache_dir, tmp_path):
    one = load_dataset("openai_messages", data_dir=str(FIXTURE_DIR), split="train", cache_dir=cache_dir)
    two = load_dataset(
        "openai_messages",
        data_dir=str(FIXTURE_DIR),
        split="train",
        num_proc=2,
        cache_dir=str(tmp_path / "c2"),
    )
    assert len(one) == 6
    assert sorted(one["id"]) == sorted(two["id"])


def test_a_chat_export_document_with_per_message_times_is_detected_and_timed():
    """``{messages, meta}`` JSON (pretty-printed), ``developer`` content parts, ``_metadata.timestamp``."""
    from agent_traces.detect import detect_format

    path = FIXTURE_DIR / "chat-export.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert detect_format(str(path)) == "openai_messages"
    (row,) = read_trajectories("openai_messages", [str(path)])
    stamps = [m["_metadata"]["timestamp"] for m in doc["messages"]]
    assert [m["timestamp"] for m in row["messages"]] == stamps
    assert row["sent_at"] == stamps[1]  # the first user message
    assert (
        row["messages"][0]["role"] == "system" and row["messages"][0]["content"] == "You are a coding agent."
    )
    assert row["model"] == doc["meta"]["model"] and row["first_prompt"] == "List files"
