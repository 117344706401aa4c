"""The cline loader on hand-written task folders.

No real Cline task folder is available in ../shared/corpus, so fixtures/cline/tasks/ was written
from Cline's own source types (cline/cline: ``ClineStorageMessage`` — Anthropic ``MessageParam``
plus ``ts``, ``modelInfo {modelId, providerId, mode}``, ``metrics {tokens {prompt, completion,
cached}, cost}`` — for ``api_conversation_history.json``, and ``ClineMessage {ts, type ask|say,
ask, say, text, reasoning, lastCheckpointHash, …}`` with ``api_req_started`` JSON texts for
``ui_messages.json``): one folder with both files, one with only ``ui_messages.json``, one with
only the API history.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FIXTURES
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories
from agent_traces.loaders.cline import Cline

TASKS = FIXTURES / "cline" / "tasks"
BOTH, UI_ONLY, API_ONLY, UI_NEW = (
    TASKS / n for n in ("1735000000000", "1735100000000", "1735200000000", "1735400000000")
)
VIEWS = ("messages", "sharegpt", "steps")


def _files(*folders) -> list[str]:
    return sorted(str(p) for folder in folders for p in folder.iterdir())


def _rows(*folders, log=None) -> dict[str, dict]:
    return {r["session_id"]: r for r in read_trajectories("cline", _files(*folders), log)}


def test_one_row_per_task_folder_in_every_view(cache_dir, tmp_path):
    for view in VIEWS:
        rows = list(load_dataset("cline", view, data_dir=str(TASKS), split="train", cache_dir=cache_dir))
        streamed = list(load_dataset("cline", view, data_dir=str(TASKS), split="train", streaming=True))
        parallel = load_dataset(
            "cline", view, data_dir=str(TASKS), split="train", num_proc=2, cache_dir=str(tmp_path / view)
        )
        assert rows == streamed
        assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
            json.dumps(r, sort_keys=True) for r in parallel
        )
        if view == "messages":
            assert sorted(r["id"] for r in rows) == [
                f"cline:{d.name}" for d in (BOTH, UI_ONLY, API_ONLY, UI_NEW)
            ]


def test_api_history_is_the_trajectory_and_ui_messages_add_metadata():
    api = json.loads((BOTH / "api_conversation_history.json").read_text())
    ui = json.loads((BOTH / "ui_messages.json").read_text())
    row = _rows(BOTH)[BOTH.name]
    assistants = [m for m in row["messages"] if m["role"] == "assistant"]
    assert len(assistants) == sum(m["role"] == "assistant" for m in api)
    assert assistants[0]["reasoning_content"] == api[1]["content"][0]["thinking"]
    assert "<read_file>" in assistants[0]["content"]  # XML tool calls stay in the text
    assert assistants[1]["tool_calls"][0]["function"]["arguments"] == api[3]["content"][1]["input"]
    assert {m["model"] for m in assistants} == {api[1]["modelInfo"]["modelId"]}
    typed = [
        m["content"]
        for m in row["messages"]
        if m["role"] == "user" and not (m["metadata"] or {}).get("injected")
    ]
    assert typed == ["Add a --verbose flag to cli.py", "Also mention it in the README please"]
    injected = [m for m in row["messages"] if (m["metadata"] or {}).get("injected")]
    assert sum(m["content"].startswith("<environment_details>") for m in injected) == 2
    assert row["first_prompt"] == "Add a --verbose flag to cli.py"
    tool = next(m for m in row["messages"] if m["role"] == "tool")
    assert tool["tool_call_id"] == "toolu_01" and tool["name"] == "replace_in_file"
    meta = row["metadata"]
    api_reqs = [json.loads(m["text"]) for m in ui if m.get("say") == "api_req_started"]
    assert meta["api_totals"]["tokensIn"] == sum(r["tokensIn"] for r in api_reqs)
    assert meta["api_totals"]["cost"] == pytest.approx(sum(r["cost"] for r in api_reqs))
    assert meta["cost"] == pytest.approx(sum(m["metrics"]["cost"] for m in api if "metrics" in m))
    assert meta["checkpoints"] == len({m["lastCheckpointHash"] for m in ui if m.get("lastCheckpointHash")})
    assert meta["duration_s"] == (ui[-1]["ts"] - ui[0]["ts"]) / 1000
    assert row["completed"] is True


def test_ui_messages_alone_still_give_a_trajectory():
    ui = json.loads((UI_ONLY / "ui_messages.json").read_text())
    row = _rows(UI_ONLY)[UI_ONLY.name]
    users = [m["content"] for m in row["messages"] if m["role"] == "user"]
    assert users == [m["text"] for m in ui if m.get("say") in ("task", "user_feedback")]
    calls = [c["function"] for m in row["messages"] if m["tool_calls"] for c in m["tool_calls"]]
    assert calls == [
        {"name": "execute_command", "arguments": {"command": "pytest -q"}},
        {"name": "search_issues", "arguments": {"query": "test_parse fails"}},
    ]
    results = [m["content"] for m in row["messages"] if m["role"] == "tool"]
    assert results == ["F.\n1 failed, 1 passed", "No matching issues."]
    assert row["messages"][1]["reasoning_content"] == "The user wants the test results."
    assert any("Should I fix it?" in m["content"] for m in row["messages"] if m["role"] == "assistant")
    assert row["metadata"]["trajectory_from"] == "ui_messages.json"
    assert len(row["metadata"]["errors"]) == 1


def test_ui_messages_alone_of_newer_cline_start_with_the_task_as_a_user_message():
    """Newer Cline writes the task as the first ``say: "text"`` (conversationHistoryIndex -1)."""
    row = _rows(UI_NEW)[UI_NEW.name]
    users = [m["content"] for m in row["messages"] if m["role"] == "user"]
    assert users == ["Add a --verbose flag to the CLI", "Yes, debug logging too."]
    assert row["first_prompt"] == "Add a --verbose flag to the CLI"
    assert row["messages"][0]["role"] == "user" and row["num_user_messages"] == 2
    assert row["messages"][1]["content"] == "I'll read cli.py first."


def test_api_history_alone_and_its_problems():
    log = ProblemLog()
    row = _rows(API_ONLY, log=log)[API_ONLY.name]
    assert row["first_prompt"].startswith("What is in this screenshot?\n[image: image/png")
    assert row["model"] == "gpt-4.1" and row["metadata"]["images"] == 1
    assert log.by_reason() == {"unknown_role": 1}
    with pytest.raises(TraceFormatError, match="unknown_role"):
        list(read_trajectories("cline", _files(API_ONLY), strict=True))


def test_malformed_files_are_counted(tmp_path):
    task = tmp_path / "tasks" / "42"
    task.mkdir(parents=True)
    (task / "api_conversation_history.json").write_text("[{oops")
    (task / "ui_messages.json").write_text(
        json.dumps([{"ts": 1, "type": "say", "say": "task", "text": "hi"}, 7])
    )
    log = ProblemLog()
    (row,) = read_trajectories("cline", _files(task), log)
    assert row["first_prompt"] == "hi" and row["metadata"]["trajectory_from"] == "ui_messages.json"
    assert log.by_reason() == {"malformed_json": 1, "not_an_object": 1}


def test_sniff_and_default_location(monkeypatch, tmp_path):
    assert Cline.sniff(str(BOTH / "ui_messages.json"), (BOTH / "ui_messages.json").read_bytes())
    assert Cline.sniff(str(BOTH / "api_conversation_history.json"), b"[\n {")
    assert not Cline.sniff("other.json", b"[{}]")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setattr("sys.platform", "linux")
    tasks = tmp_path / "Code" / "User" / "globalStorage" / "saoudrizwan.claude-dev" / "tasks"
    assert Cline.default_location() == str(tasks)
    assert Cline.default_data_files() == []
    copied = []
    for editor in ("Code", "Cursor"):
        task = tmp_path / editor / "User" / "globalStorage" / "saoudrizwan.claude-dev" / "tasks" / editor
        task.mkdir(parents=True)
        for path in _files(BOTH):
            copied.append(str(task / Path(path).name))
            Path(copied[-1]).write_bytes(Path(path).read_bytes())
    assert sorted(Cline.default_data_files()) == sorted(copied)  # every editor's tasks, not the first
