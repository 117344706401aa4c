"""copilot_cli: Copilot CLI events.jsonl streams and older session JSON, real and fixture."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import CORPUS, FIXTURES, corpus_files
from datasets import load_dataset
from datasets.exceptions import DatasetGenerationError

import agent_traces  # noqa: F401
from agent_traces import TraceFormatError
from agent_traces.loaders.copilot_cli import CopilotCli

STREAM = CORPUS / "copilot_vscode" / "git-ai-project__git-ai" / "copilot_vscode_event_stream.jsonl"


def _files() -> list[Path]:
    return [*corpus_files("copilot_cli"), STREAM]


def _events(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def rows(tmp_path_factory) -> dict[str, dict]:
    files = [str(p) for p in _files()]
    ds = load_dataset(
        "copilot_cli", data_files=files, split="train", cache_dir=str(tmp_path_factory.mktemp("c"))
    )
    return {Path(r["file_path"]).name: r for r in ds}


@pytest.mark.corpus
def test_event_streams_match_raw_events(rows):
    for path in [p for p in _files() if p.suffix == ".jsonl"]:
        events = _events(path)
        row = rows[path.name]
        start = next(e for e in events if e["type"] == "session.start")
        assert row["id"] == f"copilot_cli:{start['data']['sessionId']}"
        typed = [e["data"]["content"] for e in events if e["type"] == "user.message" and e["data"]["content"]]
        users = [
            m for m in row["messages"] if m["role"] == "user" and not (m["metadata"] or {}).get("injected")
        ]
        assert [m["content"] for m in users] == typed
        requests = [
            r for e in events if e["type"] == "assistant.message" for r in e["data"].get("toolRequests", [])
        ]
        assert row["num_tool_calls"] == len(requests)
        done = [e for e in events if e["type"] == "tool.execution_complete"]
        tools = [m for m in row["messages"] if m["role"] == "tool"]
        assert [m["tool_call_id"] for m in tools] == [e["data"]["toolCallId"] for e in done]
        assert all(not (m["metadata"] or {}).get("orphan") for m in tools)
        systems = {e["data"]["content"] for e in events if e["type"] == "system.message"}
        assert len([m for m in row["messages"] if m["role"] == "system"]) == len(systems)
        changes = [e["data"]["newModel"] for e in events if e["type"] == "session.model_change"]
        assert row["model"] == (changes[-1] if changes else None)


@pytest.mark.corpus
def test_real_stream_details(rows):
    row = rows["test_conversation_copilot.jsonl"]
    nudge = [m for m in row["messages"] if m["role"] == "user" and (m["metadata"] or {}).get("injected")]
    assert len(nudge) == 1 and "task_complete" in nudge[0]["content"]
    first_user = next(m for m in row["messages"] if m["role"] == "user")
    assert first_user["metadata"]["transformed_content"].startswith("<current_datetime>")
    assert row["metadata"]["skipped"]["repeated_system_message"] == 1
    assert row["completed"] is True and "shutdown" in row["metadata"]


@pytest.mark.corpus
def test_legacy_session_json_timeline(rows):
    path = next(p for p in _files() if p.suffix == ".json")
    raw = json.loads(path.read_text(encoding="utf-8"))
    row = rows[path.name]
    timeline = raw["timeline"]
    assert row["session_id"] == raw["sessionId"]
    assert row["num_tool_calls"] == sum(e["type"] == "tool_call_completed" for e in timeline)
    assert [m["content"] for m in row["messages"] if m["role"] == "user"] == [
        e["text"] for e in timeline if e["type"] == "user"
    ]
    said = [m["content"] for m in row["messages"] if m["role"] == "assistant" and m["content"]]
    assert said == [e["text"] for e in timeline if e["type"] == "copilot"]
    assert len(row["metadata"]["info"]) == sum(e["type"] == "info" for e in timeline)


def test_fixture_errors_reasoning_and_string_arguments(cache_dir):
    ds = load_dataset(
        "copilot_cli", data_dir=str(FIXTURES / "copilot_cli"), split="train", cache_dir=cache_dir
    )
    row = next(r for r in ds if r["metadata"]["format"] == "events")
    assistant = [m for m in row["messages"] if m["role"] == "assistant"]
    assert assistant[0]["reasoning_content"] == "I should list src."
    assert assistant[2]["tool_calls"][0]["function"]["arguments"] == {"command": "rm -rf build"}
    failed = [m for m in row["messages"] if m["role"] == "tool"][1]
    assert failed["content"] == "Permission denied" and failed["metadata"]["is_error"] is True
    assert all(m["model"] == "claude-sonnet-4.6" for m in assistant)
    legacy = next(r for r in ds if r["metadata"]["format"] == "session_json")
    assert legacy["messages"][2]["content"] == "# My project"


def test_bad_input_counted_and_strict_raises(tmp_path):
    lines = [
        json.dumps(
            {
                "type": "session.start",
                "data": {"sessionId": "s"},
                "id": "1",
                "timestamp": "2026-01-01T00:00:00Z",
            }
        ),
        json.dumps({"type": "user.message", "data": {"content": "hi"}}),
        json.dumps({"type": "session.future_thing", "data": {}}),
        json.dumps(
            {
                "type": "assistant.message",
                "data": {
                    "content": "",
                    "toolRequests": [{"toolCallId": "c", "name": "x", "arguments": "{bad"}],
                },
            }
        ),
        json.dumps(["not", "an", "event"]),
        '{"type": "user.mess',
    ]
    path = tmp_path / "events.jsonl"
    path.write_text("\n".join(lines), encoding="utf-8")
    (tmp_path / "old.json").write_text(json.dumps({"something": "else"}), encoding="utf-8")
    from agent_traces.core.config import AgentTracesConfig, ParseContext
    from agent_traces.loaders.copilot_cli import parse_copilot_cli_file
    from agent_traces.problems import ProblemLog

    log = ProblemLog()
    config = AgentTracesConfig(name="messages")
    for file in sorted(tmp_path.iterdir()):
        list(parse_copilot_cli_file(str(file), ParseContext(str(file), file.name, config, log)))
    assert log.by_file() == {
        "events.jsonl": {
            "not_an_event": 1,
            "truncated_line": 1,
            "unknown_event_type": 1,
            "unparseable_arguments": 1,
        },
        "old.json": {"unknown_record_shape": 1},
    }
    with pytest.raises(DatasetGenerationError) as info:
        load_dataset(
            "copilot_cli", data_files=str(path), split="train", strict=True, cache_dir=str(tmp_path / "c")
        )
    assert isinstance(info.value.__cause__, TraceFormatError)
    assert info.value.__cause__.line == 3


@pytest.mark.corpus
@pytest.mark.parametrize("view", ["messages", "sharegpt", "steps"])
def test_views_streaming_and_num_proc(view, cache_dir):
    files = [str(p) for p in _files()] + sorted(str(p) for p in (FIXTURES / "copilot_cli").iterdir())
    ds = load_dataset("copilot_cli", view, data_files=files, split="train", cache_dir=cache_dir)
    streamed = list(load_dataset("copilot_cli", view, data_files=files, split="train", streaming=True))
    assert len(ds) >= len(files) and [dict(r) for r in ds] == streamed
    parallel = load_dataset(
        "copilot_cli", view, data_files=files, split="train", num_proc=2, cache_dir=cache_dir + "2"
    )
    assert parallel.to_list() == ds.to_list()


@pytest.mark.corpus
def test_sniff_and_default_location(tmp_path, monkeypatch):
    for path in [*_files(), *(FIXTURES / "copilot_cli").iterdir()]:
        assert CopilotCli.sniff(path.name, path.read_bytes()[:65536]), path.name
    assert not CopilotCli.sniff("chat.json", (FIXTURES / "vscode_chat" / "export_rounds.json").read_bytes())
    monkeypatch.delenv("COPILOT_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    state = tmp_path / ".copilot" / "session-state"
    (state / "abc").mkdir(parents=True)
    (state / "abc" / "events.jsonl").write_text("{}\n", encoding="utf-8")
    (state / "abc" / "workspace.yaml").write_text("x: 1\n", encoding="utf-8")
    (state / "old.jsonl").write_text("{}\n", encoding="utf-8")
    history = tmp_path / ".copilot" / "history-session-state"
    history.mkdir()
    (history / "session_1.json").write_text("{}", encoding="utf-8")
    old_builds = sorted(
        [str(state / "abc" / "events.jsonl"), str(state / "old.jsonl"), str(history / "session_1.json")]
    )
    assert CopilotCli.default_data_files() == old_builds  # builds up to 0.0.421 followed XDG_CONFIG_HOME
    current = tmp_path / "home" / ".copilot" / "session-state" / "def" / "events.jsonl"
    current.parent.mkdir(parents=True)
    current.write_text("{}\n", encoding="utf-8")
    assert CopilotCli.default_location() == str(tmp_path / "home" / ".copilot" / "session-state")
    assert CopilotCli.default_data_files() == sorted([*old_builds, str(current)])  # later ones ignore it
    monkeypatch.setenv("COPILOT_HOME", str(tmp_path / ".copilot"))
    assert CopilotCli.default_location() == str(state)
    assert CopilotCli.default_data_files() == old_builds
