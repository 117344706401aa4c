"""The continue loader on every real Continue session in ../shared/corpus and on our fixtures."""

from __future__ import annotations

import itertools
import json
from datetime import datetime, timezone
from pathlib import Path

import pytest
from conftest import CORPUS, FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import NoTracesError, ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format

# git-ai's "Continue CLI session JSON" under other_agents is one too
REAL = [
    *corpus_files("continue"),
    CORPUS / "other_agents" / "git-ai-project__git-ai" / "continue-cli-session-simple.json",
]
FIXTURE_FILES = sorted((FIXTURES / "continue").rglob("*.json"))
SESSIONS = [p for p in [*REAL, *FIXTURE_FILES] if isinstance(json.loads(p.read_text(encoding="utf-8")), dict)]


def _rows(path: Path) -> tuple[list[dict], ProblemLog]:
    log = ProblemLog()
    return list(read_trajectories("continue", [str(path)], log, root=str(path.parent))), log


def test_every_file_is_detected_as_continue():
    for path in [*REAL, *FIXTURE_FILES]:
        assert detect_format(str(path)) == "continue", path.name


def test_the_index_gives_no_row_and_no_problem():
    for path in [*REAL, *FIXTURE_FILES]:
        if path.name.endswith("sessions.json"):
            rows, log = _rows(path)
            assert rows == [] and log.total() == 0


@pytest.mark.parametrize("path", SESSIONS, ids=lambda p: p.name[-20:])
def test_counts_match_the_raw_session(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    (row,), log = _rows(path)
    assert log.problem_total() == 0, log.by_reason()
    assert row["id"] == f"continue:{doc['sessionId']}"
    items = [h["message"] for h in doc["history"]]
    msgs = row["messages"]
    assert sum(m["role"] == "user" for m in msgs) == sum(i["role"] == "user" for i in items)
    assert sum(m["role"] == "assistant" for m in msgs) == sum(i["role"] == "assistant" for i in items)
    calls = [c for i in items for c in i.get("toolCalls") or []]
    got = [c for m in msgs for c in m["tool_calls"] or []]
    assert [(c["id"], c["function"]["name"], c["function"]["arguments"]) for c in got] == [
        (c["id"], c["function"]["name"], json.loads(c["function"]["arguments"])) for c in calls
    ]
    # results: from tool messages, else from the states' output, never twice
    in_messages = {i["toolCallId"] for i in items if i["role"] == "tool"}
    in_states = {
        s["toolCallId"] for h in doc["history"] for s in h.get("toolCallStates") or [] if s.get("output")
    }
    results = [m["tool_call_id"] for m in msgs if m["role"] == "tool"]
    assert sorted(results) == sorted(in_messages | in_states)
    errored = {
        s["toolCallId"]
        for h in doc["history"]
        for s in h.get("toolCallStates") or []
        if s["status"] == "errored"
    }
    assert {
        m["tool_call_id"] for m in msgs if m["role"] == "tool" and (m["metadata"] or {}).get("is_error")
    } == errored & set(results)
    answered_thinking = sum(
        a["role"] == "thinking" and b["role"] == "assistant" for a, b in itertools.pairwise(items)
    )
    assert sum(bool(m["reasoning_content"]) for m in msgs) == answered_thinking


def test_fixture_details():
    ext = _rows(FIXTURES / "continue" / "sessions" / "7b1c9e2a-4d3f-4a5b-8c6d-9e0f1a2b3c4d.json")[0][0]
    assert ext["model"] == "Claude Sonnet 4.5" and ext["metadata"]["client"] == "extension"
    assert ext["messages"][0]["metadata"]["context_items"][0]["name"] == "cart.py"
    assert ext["messages"][1]["reasoning_content"] == "Run the test first to see the error."
    assert [t["function"]["name"] for t in ext["tools"]] == ["run_terminal_command", "read_file"]
    assert ext["messages"][5]["metadata"]["tool_call_status"] == {"tc-3": "canceled"}
    assert ext["metadata"]["counts"]["result_in_tool_message_and_state"] == 1


def test_load_dataset(tmp_path):
    ds = load_dataset("continue", data_dir=str(FIXTURES / "continue"), split="train", cache_dir=str(tmp_path))
    assert sorted(r["harness"] for r in ds) == ["continue", "continue"]


def test_items_without_context_items_and_string_outputs(tmp_path):
    """``contextItems`` is not needed to read an item; a state's ``output`` may be a string."""
    doc = {
        "sessionId": "s-9",
        "history": [
            {"message": {"role": "user", "content": "go"}},
            {
                "message": {
                    "role": "assistant",
                    "content": "ok",
                    "toolCalls": [
                        {"id": "c1", "type": "function", "function": {"name": "run", "arguments": "{}"}}
                    ],
                },
                "toolCallStates": [{"toolCallId": "c1", "status": "done", "output": "done."}],
            },
        ],
    }
    path = tmp_path / "s-9.json"
    path.write_text(json.dumps(doc, indent=2))
    assert detect_format(str(path)) == "continue"
    (row,), log = _rows(path)
    assert log.total() == 0
    assert [(m["role"], m["tool_call_id"], m["content"]) for m in row["messages"]][-1] == (
        "tool",
        "c1",
        "done.",
    )


@pytest.mark.corpus
def test_the_index_dates_the_sessions_read_with_it(tmp_path):
    """Continue times no message: ``sessions.json``'s ``dateCreated`` (epoch ms) dates each row
    read with it, in the builder and in the mixed source; a session read alone has no date."""
    folders = [CORPUS / "continue" / "fabien-lessirard__dotfiles", FIXTURES / "continue" / "sessions"]
    for folder in folders:
        index = {e["sessionId"]: e for e in json.loads(next(folder.glob("*sessions.json")).read_text())}
        rows = read_trajectories("continue", [str(p) for p in folder.iterdir()], root=str(folder))
        for row in rows:
            created = datetime.fromtimestamp(
                int(index[row["session_id"]]["dateCreated"]) / 1000, timezone.utc
            )
            assert row["sent_at"] == created.isoformat(timespec="milliseconds").replace("+00:00", "Z")
    ds = load_dataset(
        "agent_traces", data_dir=str(FIXTURES / "continue"), split="train", cache_dir=str(tmp_path)
    )
    assert all(r["sent_at"] for r in ds)
    (alone,), _ = _rows(FIXTURES / "continue" / "sessions" / "7b1c9e2a-4d3f-4a5b-8c6d-9e0f1a2b3c4d.json")
    assert alone["sent_at"] is None


@pytest.mark.parametrize("source", ["continue", "openclaw"])
def test_a_sessions_index_alone_is_said_to_be_an_index_not_damaged(source, tmp_path, cache_dir):
    """A ``sessions.json`` index given alone gives no row; the error says it is the source's
    index, not "empty, or damaged" (held-out files, issue 32)."""
    index = tmp_path / "sessions.json"
    if source == "continue":
        entry = {
            "sessionId": "s-1",
            "title": "hello",
            "dateCreated": "1730637291803",
            "workspaceDirectory": "",
        }
        index.write_text(json.dumps([entry], indent=2), encoding="utf-8")
    else:
        entry = {
            "sessionId": "s-1",
            "updatedAt": 1775049564522,
            "chatType": "direct",
            "sessionFile": "/x/s-1.jsonl",
        }
        index.write_text(json.dumps({"agent:main:feishu:direct:ou_1": entry}, indent=2), encoding="utf-8")
    with pytest.raises(NoTracesError, match=f"read as {source}: its sessions index") as raised:
        load_dataset(source, data_files=[str(index)], cache_dir=cache_dir, split="train")
    assert "damaged" not in str(raised.value)
