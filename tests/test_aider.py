"""The aider loader on a real ``.aider.chat.history.md`` (../shared/corpus/aider) and our fixture."""

from __future__ import annotations

import re

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces
from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.loaders.aider import Aider

REAL = corpus_files("aider", "**/.aider.chat.history.md")
FIXTURE = FIXTURES / "aider" / ".aider.chat.history.md"
VIEWS = ("messages", "sharegpt", "steps")


def _sessions(text: str) -> list[list[str]]:
    """Lines of each session, split on the header independently of the loader."""
    parts = re.split(r"^# aider chat started at .*$", text, flags=re.M)
    return [p.splitlines() for p in parts[1:]]


def _user_inputs(lines: list[str]) -> list[str]:
    """What the user typed: runs of consecutive ``#### `` lines."""
    inputs, current = [], []
    for line in [*lines, ""]:
        if line.startswith("####"):
            current.append(line[5:].rstrip())
        elif current:
            inputs.append("\n".join(current))
            current = []
    return inputs


@pytest.mark.parametrize("path", [*REAL, FIXTURE], ids=lambda p: p.parent.name)
def test_one_row_per_session_with_what_the_user_typed(path, cache_dir):
    sessions = _sessions(path.read_text(encoding="utf-8"))
    typed = [_user_inputs(lines) for lines in sessions]
    ds = load_dataset("aider", data_files=str(path), split="train", cache_dir=cache_dir)
    assert len(ds) == sum(1 for t in typed if t)
    for row, inputs in zip(ds, [t for t in typed if t], strict=True):
        typed_back = [m["content"] for m in row["messages"] if m["role"] == "user" and not m["metadata"]]
        typed_back += [m["content"] for m in row["messages"] if (m["metadata"] or {}).get("command")]
        assert sorted(typed_back) == sorted(inputs)
        assert all(m["tool_call_id"] for m in row["messages"] if m["role"] == "tool")
        assert row["first_prompt"] == inputs[0]
        assert row["harness"] == "aider" and row["id"].startswith("aider:")


@pytest.mark.slow
@pytest.mark.parametrize("path", [*REAL, FIXTURE], ids=lambda p: p.parent.name)
def test_every_view_streaming_and_not(path, cache_dir):
    text = path.read_text(encoding="utf-8")
    sessions = [lines for lines in _sessions(text) if _user_inputs(lines)]
    for view in VIEWS:
        streamed = list(load_dataset("aider", view, data_files=str(path), split="train", streaming=True))
        if view == "steps":
            replies = [m for r in read_trajectories("aider", [str(path)]) for m in r["messages"]]
            expected = sum(m["role"] == "assistant" for m in replies)
        else:
            expected = len(sessions)
        assert len(streamed) == expected
        if expected == 0:  # the real file has no model reply at all: datasets refuses an empty split
            with pytest.raises(agent_traces.NoTracesError, match="read as aider, but it gave no rows"):
                load_dataset("aider", view, data_files=str(path), split="train", cache_dir=cache_dir)
            continue
        rows = list(load_dataset("aider", view, data_files=str(path), split="train", cache_dir=cache_dir))
        assert rows == streamed


def test_fixture_assistant_text_tokens_and_model_switch(monkeypatch):
    import time

    monkeypatch.setenv("TZ", "Europe/Paris")
    time.tzset()
    log = ProblemLog()
    first, second = read_trajectories("aider", [str(FIXTURE)], log)
    text = FIXTURE.read_text(encoding="utf-8")
    edit = next(m for m in first["messages"] if m["role"] == "assistant")
    block = text.split("I'll change the signature", 1)[1].split("\n\n> Tokens", 1)[0]
    assert edit["content"] == "I'll change the signature" + block  # SEARCH/REPLACE kept verbatim
    assert first["metadata"]["tokens"] == [
        line[2:].rstrip() for line in text.splitlines()[:40] if "> Tokens:" in line
    ]
    assert first["model"] == "anthropic/claude-3-7-sonnet-20250219"
    added = first["messages"][1]  # aider's answer to /add: harness output, not a tool result
    assert added["role"] == "user" and added["content"] == "Added greet.py to the chat"
    assert added["metadata"] == {"injected": True, "kind": "aider_output"}
    tools = [m for m in first["messages"] if m["role"] == "tool"]
    calls = {c["id"] for m in first["messages"] for c in m["tool_calls"] or ()}
    assert tools and all(t["name"] == "aider" and t["tool_call_id"] in calls for t in tools)
    assert first["messages"][0]["metadata"] == {"command": "/add"}
    assert first["sent_at"] == "2025-03-01T08:15:02Z"  # 09:15:02 in Paris (UTC+1 in March)
    assert first["metadata"]["started_at"] == "2025-03-01 09:15:02"
    monkeypatch.delenv("TZ")
    time.tzset()
    # /model switches the model of the assistant turns that follow
    assert second["model"] == "gpt-4o"
    assert [m["model"] for m in second["messages"] if m["role"] == "assistant"] == ["o3-mini"]
    assert log.by_reason() == {"empty_session": 1}  # the banner-only session in between
    # a banner-only session is left out on purpose: counted, but strict mode does not fail on it
    assert log.deliberate == {"empty_session"}
    assert len(list(read_trajectories("aider", [str(FIXTURE)], strict=True))) == 2


def test_invalid_utf8_is_counted(tmp_path):
    path = tmp_path / ".aider.chat.history.md"
    path.write_bytes(b"# aider chat started at 2025-01-01 00:00:00\n\n#### hi \xff\n\nhello\n")
    log = ProblemLog()
    (row,) = read_trajectories("aider", [str(path)], log)
    assert row["first_prompt"] == "hi \ufffd"
    assert log.by_reason() == {"invalid_utf8": 1}


@pytest.mark.corpus
def test_sniff_and_default_location(tmp_path, monkeypatch):
    assert Aider.sniff(str(REAL[0]), REAL[0].read_bytes())
    assert not Aider.sniff("README.md", b"# Project\n\n## aider chat started at\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("AIDER_CHAT_HISTORY_FILE", raising=False)
    assert Aider.default_data_files() == []
    (tmp_path / ".aider.chat.history.md").write_text("# aider chat started at 2025-01-01 00:00:00\n")
    assert Aider.default_data_files() == [str(tmp_path / ".aider.chat.history.md")]
    monkeypatch.setenv("AIDER_CHAT_HISTORY_FILE", "notes/chat.md")  # aider's --chat-history-file
    assert Aider.default_data_files() == []
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "chat.md").write_text("# aider chat started at 2025-01-01 00:00:00\n")
    assert Aider.default_data_files() == [str(tmp_path / "notes" / "chat.md")]
