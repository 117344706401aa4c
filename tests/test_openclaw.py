"""The openclaw loader on every real OpenClaw file in ../shared/corpus and on our fixtures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import CORPUS, CORPUS_PRESENT, FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format, read_head
from agent_traces.loaders.openclaw import PSEUDO_MODELS, file_kind

REAL = corpus_files("openclaw")
FIXTURE_DIR = FIXTURES / "openclaw" / "agents" / "main" / "sessions"
FIXTURE_FILES = sorted(p for p in FIXTURE_DIR.iterdir() if p.is_file())


def _records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _rows(files: list[Path], root: Path) -> tuple[dict[str, dict], ProblemLog]:
    log = ProblemLog()
    rows = read_trajectories("openclaw", [str(p) for p in files], log, root=str(root))
    return {r["session_id"]: r for r in rows}, log


@pytest.fixture(scope="module")
def real_rows():
    return _rows(REAL, CORPUS)


@pytest.mark.corpus
def test_every_real_file_is_openclaw_and_never_pi():
    for path in REAL:
        assert detect_format(str(path)) == "openclaw", path.name
        assert file_kind(str(path), read_head(str(path))) is not None


@pytest.mark.corpus
@pytest.mark.parametrize(
    "path",
    [p for p in REAL if (".jsonl" in p.name and ".trajectory" not in p.name) or not CORPUS_PRESENT],
    ids=lambda p: p.name[-30:],
)
def test_counts_match_the_raw_transcript(path, real_rows):
    rows, _ = real_rows
    records = _records(path)
    row = rows[records[0]["id"]]
    assert row["harness"] == "openclaw" and row["id"] == f"openclaw:{records[0]['id']}"
    msgs = [r["message"] for r in records if r["type"] == "message"]
    pseudo = [m for m in msgs if m["role"] == "assistant" and m.get("model") in PSEUDO_MODELS]
    assert all(m.get("provider") == "openclaw" for m in pseudo)
    # no pseudo-assistant text becomes an assistant turn; each is listed and counted
    assert not [m for m in row["messages"] if m["role"] == "assistant" and m["model"] in PSEUDO_MODELS]
    assert len(row["metadata"].get("pseudo_assistant", [])) == len(pseudo)
    for model in PSEUDO_MODELS:
        assert row["metadata"]["counts"].get(model, 0) == sum(m["model"] == model for m in pseudo)
    real = [m for m in msgs if m not in pseudo]
    calls = [b for m in real if m["role"] == "assistant" for b in m["content"] if b.get("type") == "toolCall"]
    got = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert sorted(c["function"]["name"] for c in got) == sorted(c["name"] for c in calls)
    assert len({c["id"] for c in got}) == len(got)  # ids unique, reused ones paired by order
    assert sum(m["role"] == "tool" for m in row["messages"]) == sum(m["role"] == "toolResult" for m in real)
    assert sum(m["role"] == "assistant" for m in row["messages"]) == sum(
        m["role"] == "assistant" for m in real
    )
    thinking = [
        m
        for m in real
        if m["role"] == "assistant"
        and any(b.get("type") == "thinking" and b.get("thinking") for b in m["content"])
    ]
    assert sum(bool(m["reasoning_content"]) for m in row["messages"]) == len(thinking)


@pytest.mark.corpus
def test_real_links_and_trajectory(real_rows):
    rows, log = real_rows
    sub = rows["2bbe94d1-5232-4355-8c6f-bf8958421407"]["metadata"]["agent"]
    assert sub["kind"] == "subagent" and sub["spawned_by"] == "agent:main:main"
    assert sub["label"] == "dnd-agent2-layout" and sub["parent_session_id"]
    cron = rows["7760a1b7-82b9-4f67-bd74-af93195f4086"]
    assert cron["metadata"]["agent"]["kind"] == "cron"
    assert cron["messages"][0]["role"] == "system" and "OpenClaw" in cron["messages"][0]["content"]
    assert len(cron["tools"]) == 20 and cron["metadata"]["trajectory"]["harness_version"] == "2026.4.23"
    assert "mostly_unread" not in log.by_reason() and "unrecognized_format" not in log.by_reason()


def test_fixture_folder():
    rows, log = _rows(FIXTURE_FILES, FIXTURES / "openclaw")
    assert len(rows) == 4  # the checkpoint copy is not a second session
    assert log.by_reason() == {"session_copy": 1} and "session_copy" in log.deliberate
    main = rows["3c9d0e1f-2a3b-4c5d-8e6f-7a8b9c0d1e2f"]
    assert main["metadata"]["copies"] == 2
    assert [p["model"] for p in main["metadata"]["pseudo_assistant"]] == [
        "delivery-mirror",
        "gateway-injected",
    ]
    assert "branches_dropped" not in main["metadata"]  # a mirror written as a side leaf is no branch
    # the local model reused call_w1: calls and results paired by order, no orphan
    pairs = [
        (m["role"], m["tool_call_id"] or [c["id"] for c in m["tool_calls"] or []])
        for m in main["messages"]
        if m["role"] != "user"
    ]
    assert ("tool", "call_w1") in pairs and ("tool", "call_w1#2") in pairs
    assert main["metadata"]["reused_tool_call_ids"] == 1
    assert "Tomorrow: 17°C" in main["messages"][-1]["content"]
    sub = rows["8a7b6c5d-4e3f-4a1b-9c2d-0e1f2a3b4c5d"]["metadata"]["agent"]
    assert (
        sub["parent_session_id"] == "3c9d0e1f-2a3b-4c5d-8e6f-7a8b9c0d1e2f"
        and sub["label"] == "list-workspace"
    )
    cron = rows["5d4c3b2a-1908-4f7e-a6d5-c4b3a2918070"]
    assert cron["messages"][0]["role"] == "system"
    assert [t["function"]["name"] for t in cron["tools"]] == ["web_search", "message"]
    assert (
        rows["1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809"]["messages"][0]["content"] == "hi"
    )  # .reset archive read


def test_load_dataset_and_the_mixed_source_agree(tmp_path):
    own = load_dataset(
        "openclaw", data_dir=str(FIXTURES / "openclaw"), split="train", cache_dir=str(tmp_path)
    )
    mixed = load_dataset(
        "agent_traces", data_dir=str(FIXTURES / "openclaw"), split="train", cache_dir=str(tmp_path)
    )
    assert sorted(r["id"] for r in own) == sorted(r["id"] for r in mixed)
    assert {r["harness"] for r in mixed} == {"openclaw"}
