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
from agent_traces.loaders.copilot_cli import CopilotCli, is_side_file

STREAM = CORPUS / "copilot_vscode" / "git-ai-project__git-ai" / "copilot_vscode_event_stream.jsonl"
VSCODE_HOSTED = FIXTURES / "copilot_cli" / "session-state" / "3c9e0d1a-0000-4000-8000-00000000c0de"
SESSION_1077 = (
    CORPUS / "copilot_cli" / "chelottivinicius__Calculadora" / "90b54b81-6007-4090-ae89-c8ec0c4d6deb"
)


def _side_files() -> list[Path]:
    """The files of 1.0.x session folders that are not the trace (workspace.yaml, plan.md…)."""

    def session_folder(path: Path) -> Path:
        return path.parent.parent if path.parent.name == "checkpoints" else path.parent

    return [
        p
        for p in corpus_files("copilot_cli")
        if p.name != "events.jsonl" and (session_folder(p) / "events.jsonl").exists()
    ]


def _files() -> list[Path]:
    """The traces: event streams and session JSON."""
    side = set(_side_files())
    return [*(p for p in corpus_files("copilot_cli") if p not in side), STREAM]


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
        resolved = [e["data"]["chosenModel"] for e in events if e["type"] == "session.auto_mode_resolved"]
        expected = changes[-1] if changes else None
        assert row["model"] == (resolved[-1] if expected == "auto" and resolved else expected)
        said = [e["data"] for e in events if e["type"] == "assistant.message"]
        assistants = [m for m in row["messages"] if m["role"] == "assistant"]
        assert len(assistants) == len(said)
        for msg, data in zip(assistants, said, strict=True):
            if data.get("model"):
                assert msg["model"] == data["model"]
        known = {
            "session.start",
            "system.message",
            "user.message",
            "assistant.message",
            "session.model_change",
            "tool.execution_complete",
            "assistant.turn_start",
            "assistant.turn_end",
            "tool.execution_start",
        }
        for kind in {e["type"] for e in events} - known:
            assert kind not in row["metadata"].get("skipped", {}), kind


@pytest.mark.corpus
def test_copilot_1_0_77_session_folder(rows, cache_dir):
    """The 1.0.77 folder: auto model, encrypted content counted, side files read as metadata."""
    row = rows["events.jsonl"]
    events = _events(SESSION_1077 / "events.jsonl")
    assert row["metadata"]["copilotVersion"] == "1.0.77"
    assert row["model"] == "gpt-5-mini"  # "auto", resolved
    encrypted = sum(
        bool(e["data"].get("encryptedContent")) for e in events if e["type"] == "assistant.message"
    )
    assert encrypted == 11 and row["metadata"]["counts"]["encrypted_content"] == encrypted
    assert len(row["metadata"]["usage_checkpoints"]) == 3
    assert len(row["metadata"]["mode_changes"]) == 11
    failed = [m for m in row["messages"] if m["role"] == "tool" and (m["metadata"] or {}).get("is_error")]
    assert (
        len(failed)
        == sum(e["data"].get("success") is False for e in events if e["type"] == "tool.execution_complete")
        == 2
    )
    # loaded from its folder, the side files become the row's metadata, and nothing else is a row
    (folder_row,) = load_dataset(
        "copilot_cli", data_dir=str(SESSION_1077), split="train", cache_dir=cache_dir
    )
    meta = folder_row["metadata"]
    assert meta["workspace"]["client_name"] == "github/cli"
    assert meta["workspace"]["created_at"] == "2026-08-02T19:34:59.791Z"
    assert meta["plan"] == (SESSION_1077 / "plan.md").read_text(encoding="utf-8")
    assert meta["vscode_metadata"] == json.loads((SESSION_1077 / "vscode.metadata.json").read_text())
    assert list(meta["checkpoints"]) == ["index.md"]
    assert meta["side_files"] == ["checkpoints/index.md", "plan.md", "vscode.metadata.json", "workspace.yaml"]
    assert folder_row["messages"] == row["messages"]


def test_vscode_hosted_session_folder_fixture(cache_dir):
    """The runtime VS Code hosts: no model on assistant messages, hooks and permissions, all side files."""
    (row,) = load_dataset("copilot_cli", data_dir=str(VSCODE_HOSTED), split="train", cache_dir=cache_dir)
    meta = row["metadata"]
    assert meta["copilotVersion"] == "unknown" and row["model"] == "claude-haiku-4.5"
    assert [m["model"] for m in row["messages"] if m["role"] == "assistant"] == ["claude-haiku-4.5"] * 2
    assert [h["hookType"] for h in meta["hooks"]] == ["userPromptSubmitted"] * 2
    assert [p.get("result") for p in meta["permissions"]] == [None, "approved"]
    assert meta["counts"] == {"encrypted_content": 1}
    assert meta["workspace"]["client_name"] == "vscode" and meta["vscode_metadata"]["origin"] == "vscode"
    assert meta["vscode_requests_metadata"]["toolIdEditMap"] == {"call_edit1": "edit-1"}
    assert sorted(meta["checkpoints"]) == ["001-rename.md", "index.md"]
    assert "inuse.4242.lock" not in meta["side_files"]  # FILE_PATTERNS leave lock files out
    typed = next(m for m in row["messages"] if m["role"] == "user")
    assert typed["content"] == "Rename add to plus in calc.py\r\n"
    assert typed["metadata"]["transformed_content"].startswith("<reminder>")
    assert row["num_tool_calls"] == 2 and row["completed"] is True


@pytest.mark.corpus
def test_side_files_are_claimed_only_beside_their_events(tmp_path):
    from agent_traces import ProblemLog
    from agent_traces.api import read_trajectories

    sides = _side_files()
    assert {p.name for p in sides} >= {"workspace.yaml", "plan.md", "vscode.metadata.json", "index.md"}
    assert all(is_side_file(str(p)) and CopilotCli.sniff(str(p), p.read_bytes()[:65536]) for p in sides)
    for path in sides:  # the same names elsewhere are not ours
        copy = tmp_path / path.relative_to(SESSION_1077)
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_bytes(path.read_bytes())
        assert not is_side_file(str(copy))
    log = ProblemLog()
    rows = list(read_trajectories("copilot_cli", [str(p) for p in sides], log, root=str(SESSION_1077)))
    assert rows == [] and log.problem_total() == 0
    assert log.by_reason() == {"session_side_file_without_events": len(sides)}


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
    row = next(r for r in ds if r["file_path"] == "events.jsonl")
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
    traces = [str(p) for p in _files()] + sorted(
        str(p) for p in (FIXTURES / "copilot_cli").iterdir() if p.is_file()
    )
    files = (
        traces + [str(p) for p in _side_files()] + [str(p) for p in VSCODE_HOSTED.rglob("*") if p.is_file()]
    )
    ds = load_dataset("copilot_cli", view, data_files=files, split="train", cache_dir=cache_dir)
    streamed = list(load_dataset("copilot_cli", view, data_files=files, split="train", streaming=True))
    assert len(ds) >= len(traces) and [dict(r) for r in ds] == streamed
    parallel = load_dataset(
        "copilot_cli", view, data_files=files, split="train", num_proc=2, cache_dir=cache_dir + "2"
    )
    assert parallel.to_list() == ds.to_list()


@pytest.mark.corpus
def test_sniff_and_default_location(tmp_path, monkeypatch):
    for path in [*_files(), *(p for p in (FIXTURES / "copilot_cli").iterdir() if p.is_file())]:
        assert CopilotCli.sniff(path.name, path.read_bytes()[:65536]), path.name
    assert not CopilotCli.sniff("chat.json", (FIXTURES / "vscode_chat" / "export_rounds.json").read_bytes())
    monkeypatch.delenv("COPILOT_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    state = tmp_path / ".copilot" / "session-state"
    (state / "abc").mkdir(parents=True)
    (state / "abc" / "events.jsonl").write_text("{}\n", encoding="utf-8")
    (state / "abc" / "workspace.yaml").write_text("x: 1\n", encoding="utf-8")
    (state / "abc" / "inuse.12.lock").write_text("12\n", encoding="utf-8")
    (state / "abc" / "checkpoints").mkdir()
    (state / "abc" / "checkpoints" / "index.md").write_text("# Checkpoint History\n", encoding="utf-8")
    (state / "old.jsonl").write_text("{}\n", encoding="utf-8")
    history = tmp_path / ".copilot" / "history-session-state"
    history.mkdir()
    (history / "session_1.json").write_text("{}", encoding="utf-8")
    old_builds = sorted(
        [
            str(state / "abc" / "checkpoints" / "index.md"),
            str(state / "abc" / "events.jsonl"),
            str(state / "abc" / "workspace.yaml"),  # read into the row's metadata, never a row
            str(state / "old.jsonl"),
            str(history / "session_1.json"),
        ]
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
