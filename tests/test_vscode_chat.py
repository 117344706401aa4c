"""vscode_chat: Chat exports and stored chatSessions (.json, .jsonl mutation logs), real and fixture."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset
from datasets.exceptions import DatasetGenerationError

import agent_traces  # noqa: F401
from agent_traces import TraceFormatError
from agent_traces.loaders.vscode_chat import VscodeChat


def _sessions() -> list[Path]:
    return [p for p in corpus_files("copilot_vscode") if "event_stream" not in p.name]


def _replay(path: Path) -> dict:
    """An independent replay of a .jsonl log, for the expectations."""
    state: dict = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        if entry["kind"] == 0:
            state = entry["v"]
            continue
        *parents, last = entry["k"]
        target = state
        for key in parents:
            target = target[key]
        if entry["kind"] == 1:
            target[last] = entry["v"]
        elif entry["kind"] == 2:
            target[last].extend(entry["v"])
        else:
            del target[last]
    return state


def _raw(path: Path) -> dict:
    return _replay(path) if path.suffix == ".jsonl" else json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> dict[str, dict]:
    files = [str(p) for p in _sessions()]
    ds = load_dataset(
        "vscode_chat", data_files=files, split="train", cache_dir=str(tmp_path_factory.mktemp("v"))
    )
    return {Path(r["file_path"]).name: r for r in ds}


@pytest.mark.corpus
def test_corpus_rows_match_the_raw_requests(corpus):
    assert len(corpus) == len(_sessions())
    for path in _sessions():
        raw = _raw(path)
        row = corpus[path.name]
        requests = raw["requests"]
        users = [m for m in row["messages"] if m["role"] == "user"]
        assert [m["content"] for m in users] == [r["message"]["text"] for r in requests]
        expected_calls = 0
        for request in requests:
            rounds = (request.get("result") or {}).get("metadata", {}).get("toolCallRounds")
            if rounds:
                expected_calls += sum(len(r["toolCalls"]) for r in rounds)
            else:
                expected_calls += sum(
                    p.get("kind") == "toolInvocationSerialized" for p in request["response"]
                )
        assert row["num_tool_calls"] == expected_calls, path.name
        assert row["model"] == requests[0]["modelId"]
        if "sessionId" in raw:
            assert row["session_id"] == raw["sessionId"]
        tools = [m for m in row["messages"] if m["role"] == "tool"]
        assert all(m["content"] and m["name"] and not (m["metadata"] or {}).get("orphan") for m in tools)


@pytest.mark.corpus
def test_stored_json_and_its_jsonl_log_agree(corpus):
    as_json, as_log = corpus["copilot_session_simple.json"], corpus["copilot_session_simple.jsonl"]
    assert as_json["messages"] == as_log["messages"]
    # the same session read twice in one load: the second keeps its place with an id of its own
    first, second = sorted((as_json, as_log), key=lambda r: len(r["id"]))
    assert second["id"] == first["id"] + ":dup-1" and second["metadata"]["duplicate_of"] == first["id"]


@pytest.mark.corpus
def test_tool_call_rounds_and_results(corpus):
    row = corpus["chat_succes_mcp.json"]
    raw = json.loads(
        next(p for p in _sessions() if p.name == "chat_succes_mcp.json").read_text(encoding="utf-8")
    )
    meta = raw["requests"][0]["result"]["metadata"]
    assistants = [m for m in row["messages"] if m["role"] == "assistant"]
    assert [m["content"] for m in assistants] == [r["response"] for r in meta["toolCallRounds"]]
    for tool in (m for m in row["messages"] if m["role"] == "tool"):
        assert tool["content"] == meta["toolCallResults"][tool["tool_call_id"]]["content"][0]["value"]
    error = corpus["chat_error_mcp.json"]
    assert "400" in next(m for m in error["messages"] if m["role"] == "tool")["content"]
    rendered = corpus["copilot_session_simple.json"]
    grep = [m for m in rendered["messages"] if m["role"] == "tool" and m["name"] == "grep_search"]
    assert grep and "console.log('Bonjour');" in grep[0]["content"] and '"$mid"' not in grep[0]["content"]


def test_fixture_export_and_patch_log(cache_dir):
    ds = load_dataset(
        "vscode_chat", data_dir=str(FIXTURES / "vscode_chat"), split="train", cache_dir=cache_dir
    )
    rows = {Path(r["file_path"]).name: r for r in ds}
    log = rows["0b6f2c1e-session.jsonl"]
    assert log["metadata"]["customTitle"] == "Running tests" and "inputState" not in log["metadata"]
    assert log["messages"][-1]["content"] == "Lint is clean: no warnings."
    call = log["messages"][1]["tool_calls"][0]
    assert call["function"] == {"name": "run_in_terminal", "arguments": {"command": "pytest -q"}}
    assert log["messages"][2] | {"metadata": None} == log["messages"][2] | {
        "role": "tool",
        "content": "3 passed",
        "tool_call_id": "tc-1",
        "metadata": None,
    }
    export = rows["export_rounds.json"]
    assert export["metadata"]["format"] == "export"
    assert export["messages"][1]["reasoning_content"] == "The answer is in pyproject."
    assert export["messages"][0]["metadata"]["attachments"][0]["path"] == "/w/pyproject.toml"
    assert export["messages"][-1]["metadata"]["canceled"] is True
    assert export["metadata"]["requests"][1]["error"] == {"message": "Canceled"}
    assert export["sent_at"] == "2026-01-01T00:00:00.000Z"


def _bad_dir(tmp_path: Path) -> Path:
    snapshot = {"kind": 0, "v": {"sessionId": "s1", "requests": []}}
    lines = [
        json.dumps({"kind": 1, "k": ["customTitle"], "v": "early"}),
        json.dumps(snapshot),
        json.dumps({"kind": 1, "k": ["requests", 5, "response"], "v": []}),
        json.dumps(
            {
                "kind": 2,
                "k": ["requests"],
                "v": [{"requestId": "r", "message": {"text": "hi"}, "response": []}],
            }
        ),
        "{not json",
        json.dumps({"kind": 9, "k": ["x"]}),
    ]
    (tmp_path / "s1.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (tmp_path / "broken.json").write_text('{"requests": [', encoding="utf-8")
    return tmp_path


def test_bad_input_counted_and_strict_raises(tmp_path, caplog):
    from agent_traces.core.config import AgentTracesConfig, ParseContext
    from agent_traces.loaders.vscode_chat import parse_vscode_chat_file
    from agent_traces.problems import ProblemLog

    directory = _bad_dir(tmp_path)
    log = ProblemLog()
    config = AgentTracesConfig(name="messages")
    rows = []
    for path in sorted(directory.iterdir()):
        rows += list(parse_vscode_chat_file(str(path), ParseContext(str(path), path.name, config, log)))
    assert log.by_file() == {
        "broken.json": {"malformed_json": 1},
        "s1.jsonl": {"bad_patch": 2, "malformed_json": 1, "patch_before_snapshot": 1},
    }
    assert [m["content"] for m in rows[0]["messages"]] == ["hi"]
    with pytest.raises(DatasetGenerationError) as info:
        load_dataset(
            "vscode_chat", data_dir=str(directory), split="train", strict=True, cache_dir=str(tmp_path / "c")
        )
    assert isinstance(info.value.__cause__, TraceFormatError)


@pytest.mark.corpus
def test_event_stream_is_told_apart():
    stream = next(p for p in corpus_files("copilot_vscode") if "event_stream" in p.name)
    assert not VscodeChat.sniff(stream.name, stream.read_bytes()[:65536])
    for path in _sessions():
        assert VscodeChat.sniff(path.name, path.read_bytes()[:65536]), path.name


@pytest.mark.corpus
@pytest.mark.parametrize("view", ["messages", "sharegpt", "steps"])
def test_views_streaming_and_num_proc(view, cache_dir):
    files = [str(p) for p in _sessions()] + sorted(str(p) for p in (FIXTURES / "vscode_chat").iterdir())
    ds = load_dataset("vscode_chat", view, data_files=files, split="train", cache_dir=cache_dir)
    streamed = list(load_dataset("vscode_chat", view, data_files=files, split="train", streaming=True))
    assert len(ds) >= len(files) and [dict(r) for r in ds] == streamed
    parallel = load_dataset(
        "vscode_chat", view, data_files=files, split="train", num_proc=2, cache_dir=cache_dir + "2"
    )
    assert parallel.to_list() == ds.to_list()


def test_default_location_is_the_user_data_dir(tmp_path, monkeypatch):
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    sessions = tmp_path / "Code" / "User" / "workspaceStorage" / "abc123" / "chatSessions"
    sessions.mkdir(parents=True)
    (sessions / "s.json").write_text("{}", encoding="utf-8")
    (sessions / "t.jsonl").write_text("{}", encoding="utf-8")
    (sessions.parent / "other.json").write_text("{}", encoding="utf-8")
    assert VscodeChat.default_data_files() == [str(sessions / "s.json"), str(sessions / "t.jsonl")]
    assert VscodeChat.default_location() == str(tmp_path / "Code" / "User")
