"""The openhands loader on real OpenHands files (../shared/corpus/openhands: V0 exports, an SDK V1
events.jsonl, an LLM completion log) and our fixtures."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format, read_head
from agent_traces.loaders.openhands import OpenHands

REAL = corpus_files("openhands")
CONVERSATION = FIXTURES / "openhands" / "conversations" / "9d8e7f6a5b4c4d2e9f0a1b2c3d4e5f6a"
FIXTURE_FILES = sorted(
    p for p in (FIXTURES / "openhands").rglob("*") if p.is_file() and CONVERSATION not in p.parents
)
ALL = REAL + FIXTURE_FILES
VIEWS = ("messages", "sharegpt", "steps")


def _expected(path: Path) -> dict:
    """Calls, results (call id, tool name) and user prompts counted from the raw records."""
    if path.suffix == ".jsonl":
        events = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        actions = [e for e in events if e["kind"] == "ActionEvent"]
        names = {e["tool_call_id"]: e["tool_name"] for e in actions}
        results = [e for e in events if e["kind"] in ("ObservationEvent", "AgentErrorEvent")]
        users = [e for e in events if e["kind"] == "MessageEvent" and e["source"] == "user"]
        return {
            "calls": [a["tool_call_id"] for a in actions],
            "results": [(e["tool_call_id"], e["tool_name"]) for e in results],
            "orphans": sum(e["tool_call_id"] not in names for e in results),
            "users": len(users),
        }
    data = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(data, dict):
        calls = [c for m in data["messages"] if m["role"] == "assistant" for c in m.get("tool_calls") or []]
        calls += data["response"]["choices"][0]["message"]["tool_calls"]
        results = [(m["tool_call_id"], m["name"]) for m in data["messages"] if m["role"] == "tool"]
        users = [m for m in data["messages"] if m["role"] == "user"]
        return {"calls": [c["id"] for c in calls], "results": results, "orphans": 0, "users": len(users)}
    calls, seen, names, by_event = [], set(), {}, {}
    for e in data:
        tcm = e.get("tool_call_metadata")
        if "action" in e and e["source"] == "agent" and e["action"] not in ("message", "system"):
            if tcm:
                response = tcm["model_response"]
                if response["id"] not in seen:
                    seen.add(response["id"])
                    calls += [c["id"] for c in response["choices"][0]["message"]["tool_calls"]]
                names[tcm["tool_call_id"]] = tcm["function_name"]
                by_event[e["id"]] = tcm["tool_call_id"]
            else:
                by_event[e["id"]] = f"openhands_{e['id']}"
                calls.append(by_event[e["id"]])
                names[by_event[e["id"]]] = e["action"]
    results = []
    for e in data:
        if "observation" in e and e.get("cause") in by_event and e["observation"] != "null":
            call_id = by_event[e["cause"]]
            results.append((call_id, names[call_id]))
    users = [e for e in data if e.get("action") == "message" and e["source"] == "user"]
    return {"calls": calls, "results": results, "orphans": 0, "users": len(users)}


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_calls_results_and_prompts_match_the_raw_events(path, cache_dir):
    expected = _expected(path)
    log = ProblemLog()
    (row,) = list(read_trajectories("openhands", [str(path)], log=log))
    (loaded,) = load_dataset("openhands", data_files=str(path), split="train", cache_dir=cache_dir)
    assert loaded["messages"] == row["messages"]
    assert [c["id"] for m in row["messages"] for c in m["tool_calls"] or []] == expected["calls"]
    assert row["num_tool_calls"] == len(expected["calls"])
    tools = [(m["tool_call_id"], m["name"]) for m in row["messages"] if m["role"] == "tool"]
    assert tools == expected["results"]
    assert log.by_reason().get("tool_result_without_call", 0) == expected["orphans"]
    assert row["num_user_messages"] == expected["users"]
    assert row["first_prompt"] or expected["users"] == 0


def test_one_assistant_message_per_model_response_with_its_reasoning(cache_dir):
    rows = load_dataset(
        "openhands", data_files=[str(p) for p in FIXTURE_FILES], split="train", cache_dir=cache_dir
    )
    by_id = {r["id"]: r for r in rows}
    v0 = by_id["openhands:powers_of_two"]
    first = next(m for m in v0["messages"] if m["role"] == "assistant")
    assert [c["id"] for c in first["tool_calls"]] == ["call_ls_1", "call_py_2"]
    # the recorded tools, then the one called without a recorded schema (declared by finalize_row)
    assert [t["function"]["name"] for t in v0["tools"]] == ["execute_bash", "finish", "read"]
    assert v0["metadata"]["tool_schemas"]["read"] == "inferred"
    assert v0["completed"] is True and v0["model"] == "gpt-4o-2024-08-06"
    assert v0["metadata"]["events"] == {"observation:agent_state_changed": 2}
    v1 = by_id["openhands:5f2c0e1a9b7d4c3e"]
    parallel = next(m for m in v1["messages"] if m["tool_calls"])
    assert len(parallel["tool_calls"]) == 2 and parallel["reasoning_content"] == "The user wants two facts."
    error = next(m for m in v1["messages"] if m["tool_call_id"] == "tc_uname")
    assert error["metadata"]["is_error"] is True
    assert v1["model"] == "anthropic/claude-sonnet-4-5" and v1["tools"][0]["function"]["name"] == "terminal"


@pytest.mark.corpus
def test_real_v1_reasoning_is_not_left_in_the_text(cache_dir):
    path = next(p for p in REAL if p.suffix == ".jsonl")
    (row,) = load_dataset("openhands", data_files=str(path), split="train", cache_dir=cache_dir)
    assistants = [m for m in row["messages"] if m["role"] == "assistant"]
    assert all(m["reasoning_content"] and "<think>" not in m["content"] for m in assistants)


@pytest.mark.corpus
@pytest.mark.parametrize("view", VIEWS)
def test_every_view_streaming_and_num_proc(view, cache_dir, tmp_path):
    files = [str(p) for p in ALL]
    rows = list(load_dataset("openhands", view, data_files=files, split="train", cache_dir=cache_dir))
    streamed = list(load_dataset("openhands", view, data_files=files, split="train", streaming=True))
    parallel = load_dataset(
        "openhands", view, data_files=files, split="train", num_proc=2, cache_dir=str(tmp_path / "np")
    )
    assert rows == streamed
    assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
        json.dumps(r, sort_keys=True) for r in parallel
    )
    if view != "steps":
        assert len(rows) == len(ALL)
    else:
        assert all(r["action"]["role"] == "assistant" for r in rows) and len(rows) > len(ALL)


@pytest.mark.corpus
def test_sniff_claims_every_openhands_file_and_not_the_others():
    for path in ALL:
        assert OpenHands.sniff(str(path), read_head(str(path))), path
    for other in corpus_files("codex_cli") + corpus_files("swe_agent") + corpus_files("gemini_cli"):
        assert not OpenHands.sniff(str(other), read_head(str(other))), other


BAD = [
    ("bad.json", "{broken", "malformed_json"),
    ("bad.json", '{"nothing": 1}', "unknown_record_shape"),
    (
        "bad.json",
        '[{"id": 0, "source": "user", "action": "message", "args": {"content": "hi"}}, 3]',
        "malformed_event",
    ),
    (
        "bad.json",
        '[{"id": 0, "source": "user", "action": "message", "args": {"content": "hi"}}, {"id": 1}]',
        "unknown_event",
    ),
    (
        "events.jsonl",
        '{"id": "a", "source": "user", "llm_message": {"role": "robot", "content": []}, "kind": "MessageEvent"}\n',
        "unknown_role",
    ),
    (
        "events.jsonl",
        '{"id": "a", "source": "agent", "tool_name": "t", "tool_call_id": "c", "tool_call": {"id": "c", "name": "t", '
        '"arguments": "{oops"}, "kind": "ActionEvent"}\n',
        "unparseable_arguments",
    ),
]


@pytest.mark.parametrize(("name", "text", "reason"), BAD, ids=[b[2] for b in BAD])
def test_each_problem_is_counted_and_raised_in_strict_mode(name, text, reason, tmp_path):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    log = ProblemLog()
    list(read_trajectories("openhands", [str(path)], log=log))
    assert log.by_reason() == {reason: 1}
    with pytest.raises(TraceFormatError) as err:
        list(read_trajectories("openhands", [str(path)], strict=True))
    assert err.value.reason == reason


# -- SDK conversation folders (events/event-<index>-<id>.json + base_state.json) ---------------


def _split_into_event_files(events_jsonl: Path, conversation: Path, skip: int | None = None) -> list[Path]:
    (conversation / "events").mkdir(parents=True)
    written = []
    for index, line in enumerate(events_jsonl.read_text(encoding="utf-8").splitlines()):
        event = json.loads(line)
        if index == skip:
            continue
        name = event["id"] if len(event["id"]) >= 8 else str(uuid.UUID(int=index))  # the SDK's are UUIDs
        path = conversation / "events" / f"event-{index:05d}-{name}.json"
        path.write_text(json.dumps(event), encoding="utf-8")
        written.append(path)
    return written


def _without_source(row: dict) -> dict:
    return {k: v for k, v in row.items() if k not in ("id", "session_id", "file_path", "metadata")}


def test_an_sdk_conversation_folder_is_one_row_read_like_its_events_jsonl(cache_dir):
    jsonl = FIXTURES / "openhands" / "sessions" / "5f2c0e1a9b7d4c3e" / "events.jsonl"
    (from_jsonl,) = read_trajectories("openhands", [str(jsonl)])
    files = sorted(str(p) for p in CONVERSATION.rglob("*.json"))
    assert len(files) == 9 and all(detect_format(f) == "openhands" for f in files)
    log = ProblemLog(strict=True)
    (row,) = read_trajectories("openhands", files, log=log)
    assert _without_source(row) == _without_source(from_jsonl)
    assert row["id"] == f"openhands:{CONVERSATION.name}"
    assert row["metadata"]["format"] == "v1_event_files" and row["metadata"]["execution_status"] == "finished"
    assert row["metadata"]["num_events"] == 8
    rows = load_dataset("openhands", data_dir=str(FIXTURES / "openhands"), split="train", cache_dir=cache_dir)
    by_id = {r["id"]: r for r in rows}
    assert len(rows) == 3 and by_id[row["id"]]["messages"] == row["messages"]
    assert by_id[row["id"]]["file_path"] == f"conversations/{CONVERSATION.name}/events"


@pytest.mark.corpus
def test_a_real_events_jsonl_split_into_event_files_gives_the_same_row(tmp_path):
    jsonl = next(p for p in REAL if p.suffix == ".jsonl")
    files = _split_into_event_files(jsonl, tmp_path / "conversations" / "c0ffee")
    (expected,) = read_trajectories("openhands", [str(jsonl)])
    log = ProblemLog()
    (row,) = read_trajectories("openhands", [str(f) for f in reversed(files)], log=log)
    assert _without_source(row) == _without_source(expected) and row["messages"]
    assert row["model"] == expected["model"] == "litellm_proxy/minimax-m2.7"
    assert log.by_reason() == {"tool_result_without_call": 1}  # as in the JSONL file itself


def test_a_missing_event_file_is_counted_and_the_later_events_kept(tmp_path):
    jsonl = FIXTURES / "openhands" / "sessions" / "5f2c0e1a9b7d4c3e" / "events.jsonl"
    files = _split_into_event_files(jsonl, tmp_path / "c1", skip=1)  # the user's message
    (whole,) = read_trajectories("openhands", [str(jsonl)])
    log = ProblemLog()
    (row,) = read_trajectories("openhands", [str(f) for f in files], log=log)
    assert log.by_reason() == {"missing_event_file": 1}
    assert log.examples["missing_event_file"].startswith("c1/events:1 ")
    assert [m for m in whole["messages"] if m["role"] != "user"] == row["messages"]
    with pytest.raises(TraceFormatError, match="missing_event_file"):
        list(read_trajectories("openhands", [str(f) for f in files], strict=True))


def test_one_event_without_its_kind_costs_that_event_not_the_conversation(tmp_path):
    jsonl = FIXTURES / "openhands" / "sessions" / "5f2c0e1a9b7d4c3e" / "events.jsonl"
    files = _split_into_event_files(jsonl, tmp_path / "c3")
    (whole,) = read_trajectories("openhands", [str(jsonl)])
    damaged = json.loads(files[1].read_text(encoding="utf-8"))  # the user's message
    del damaged["kind"]
    files[1].write_text(json.dumps(damaged), encoding="utf-8")
    log = ProblemLog()
    (row,) = read_trajectories("openhands", [str(f) for f in files], log=log)
    assert log.by_reason() == {"unknown_event": 1}
    assert row["metadata"]["format"] == "v1_event_files"
    assert row["messages"] == [m for m in whole["messages"] if m["role"] != "user"]


@pytest.mark.corpus
def test_a_v0_file_store_folder_is_one_row_read_like_the_export(tmp_path, monkeypatch):
    """The V0 app stored sessions/<id>/events/<n>.json, metadata.json and event_cache/ pages."""
    export = next(p for p in REAL if p.name == "basic.json")
    events = json.loads(export.read_text(encoding="utf-8"))
    session = tmp_path / ".openhands" / "sessions" / "0a1b2c3d"
    (session / "events").mkdir(parents=True)
    (session / "event_cache").mkdir()
    for index, event in enumerate(events):
        (session / "events" / f"{index}.json").write_text(json.dumps(event), encoding="utf-8")
    (session / "event_cache" / "0-25.json").write_text(json.dumps(events[:25]), encoding="utf-8")
    metadata = {"conversation_id": "0a1b2c3d", "title": "Basic task", "selected_repository": None}
    (session / "metadata.json").write_text(json.dumps(metadata), encoding="utf-8")
    files = sorted(str(p) for p in session.rglob("*.json"))
    assert all(detect_format(f) == "openhands" for f in files)
    (expected,) = read_trajectories("openhands", [str(export)])
    log = ProblemLog(strict=True)
    (row,) = read_trajectories("openhands", files, log=log)
    assert _without_source(row) == _without_source(expected) and row["messages"]
    assert row["id"] == "openhands:0a1b2c3d" and row["metadata"]["title"] == "Basic task"
    assert row["metadata"]["format"] == "v0_event_files"
    assert log.by_reason() == {"event_cache_page": 1} and log.problem_total() == 0
    monkeypatch.setenv("HOME", str(tmp_path))
    assert sorted(OpenHands.default_data_files()) == files


def test_a_base_state_without_events_is_left_out_on_purpose(tmp_path):
    state = tmp_path / "c2" / "base_state.json"
    state.parent.mkdir()
    state.write_text((CONVERSATION / "base_state.json").read_text(encoding="utf-8"), encoding="utf-8")
    assert detect_format(str(state)) == "openhands"
    log = ProblemLog(strict=True)
    assert list(read_trajectories("openhands", [str(state)], log=log)) == []
    assert log.by_reason() == {"conversation_without_events": 1} and log.problem_total() == 0


@pytest.mark.corpus
@pytest.mark.parametrize("view", VIEWS)
def test_conversation_folders_stream_and_spread_over_processes_whole(view, cache_dir, tmp_path):
    jsonl = next(p for p in REAL if p.suffix == ".jsonl")
    for name in ("a1", "b2", "c3"):
        _split_into_event_files(jsonl, tmp_path / "conversations" / name)
    root = str(tmp_path / "conversations")
    rows = list(load_dataset("openhands", view, data_dir=root, split="train", cache_dir=cache_dir))
    streamed = list(load_dataset("openhands", view, data_dir=root, split="train", streaming=True))
    parallel = list(
        load_dataset(
            "openhands", view, data_dir=root, split="train", num_proc=2, cache_dir=str(tmp_path / "np")
        )
    )
    assert rows == streamed == parallel
    assert len({r["id"] for r in rows}) == 3


@pytest.mark.corpus
def test_every_time_is_iso_utc_and_inspect_counts_cache_pages_as_left_out(tmp_path, capsys):
    """OpenHands writes zone-less times (taken as UTC); event_cache pages are skips, not problems."""
    import re

    from agent_traces.cli import main

    zoned = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})")
    export = next(p for p in REAL if p.name == "basic.json")
    events = json.loads(export.read_text(encoding="utf-8"))
    assert not zoned.fullmatch(events[0]["timestamp"])  # as OpenHands writes them
    rows = list(read_trajectories("openhands", [str(p) for p in ALL]))
    stamps = [r["sent_at"] for r in rows] + [m["timestamp"] for r in rows for m in r["messages"]]
    assert [s for s in stamps if s is not None and not zoned.fullmatch(s)] == []
    (row,) = read_trajectories("openhands", [str(export)])
    assert row["sent_at"] == events[0]["timestamp"] + "Z"
    session = tmp_path / "sessions" / "0a1b2c3d"
    (session / "events").mkdir(parents=True)
    (session / "event_cache").mkdir()
    for index, event in enumerate(events):
        (session / "events" / f"{index}.json").write_text(json.dumps(event), encoding="utf-8")
    (session / "event_cache" / "0-25.json").write_text(json.dumps(events[:25]), encoding="utf-8")
    assert main(["inspect", str(tmp_path)]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("openhands"))
    assert line.split()[-2:] == ["0", "1"]  # problems, left out
