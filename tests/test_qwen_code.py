"""The qwen_code loader on every real Qwen Code chat in ../shared/corpus and on our fixtures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format

REAL = corpus_files("qwen_code")
FIXTURE_FILES = sorted((FIXTURES / "qwen_code").rglob("*.jsonl"))
ALL = [*REAL, *FIXTURE_FILES]


def _records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _parts(rec: dict) -> list[dict]:
    return (rec.get("message") or {}).get("parts") or []


def _row(path: Path) -> dict:
    log = ProblemLog()
    rows = list(read_trajectories("qwen_code", [str(path)], log, root=str(path.parent)))
    assert len(rows) == 1 and log.total() == 0, log.by_reason()
    return rows[0]


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name[-24:])
def test_counts_match_the_raw_file(path):
    records = _records(path)
    row = _row(path)
    assert detect_format(str(path)) == "qwen_code"
    assert row["id"] == f"qwen_code:{records[0]['sessionId']}"
    msgs = row["messages"]
    by_role = {role: [m for m in msgs if m["role"] == role] for role in ("user", "assistant", "tool")}
    assert len(by_role["user"]) == sum(r["type"] == "user" for r in records)
    assert len(by_role["assistant"]) == sum(r["type"] == "assistant" for r in records)
    calls = [
        p["functionCall"]
        for r in records
        if r["type"] == "assistant"
        for p in _parts(r)
        if "functionCall" in p
    ]
    got = [c for m in msgs for c in m["tool_calls"] or []]
    assert [(c["id"], c["function"]["name"], c["function"]["arguments"]) for c in got] == [
        (c["id"], c["name"], c["args"]) for c in calls
    ]
    responses = [p["functionResponse"] for r in records if r["type"] == "tool_result" for p in _parts(r)]
    assert [(m["tool_call_id"], m["name"]) for m in by_role["tool"]] == [
        (p["id"], p["name"]) for p in responses
    ]
    errors = sum(
        (r.get("toolCallResult") or {}).get("status") == "error"
        for r in records
        if r["type"] == "tool_result"
    )
    assert sum(bool((m["metadata"] or {}).get("is_error")) for m in by_role["tool"]) == errors
    thoughts = [r for r in records if r["type"] == "assistant" and any(p.get("thought") for p in _parts(r))]
    assert sum(bool(m["reasoning_content"]) for m in by_role["assistant"]) == len(thoughts)
    # no thought text leaks into the answer
    for rec, msg in zip([r for r in records if r["type"] == "assistant"], by_role["assistant"], strict=True):
        assert msg["content"] == "\n".join(
            p["text"] for p in _parts(rec) if "text" in p and not p.get("thought")
        )
        assert msg["model"] == rec.get("model")
    telemetry = sum(r["type"] == "system" and r.get("subtype") == "ui_telemetry" for r in records)
    assert sum(row["metadata"].get("telemetry", {}).values()) == telemetry
    assert row["metadata"]["versions"] == list(dict.fromkeys(r["version"] for r in records))
    assert row["first_prompt"] == _parts(records[0])[0]["text"]


def test_fixture_details():
    a, b = (_row(p) for p in FIXTURE_FILES)
    assert a["metadata"]["versions"] == ["0.13.2", "0.14.0"]  # updated between two resumes
    assert a["metadata"]["slash_commands"] == ["/compress"]
    assert a["metadata"]["telemetry"]["qwen-code.api_error"] == 1
    assert a["num_tool_calls"] == 3 and sum(m["role"] == "tool" for m in a["messages"]) == 2  # interrupted
    assert a["messages"][1]["reasoning_content"].startswith("The user wants")
    assert a["messages"][1]["metadata"]["usage"]["thoughtsTokenCount"] == 12
    # a forked chain: both branches kept, in the order written, the side counted
    assert b["metadata"]["side_records"] == 1
    assert [m["role"] for m in b["messages"]] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "assistant",
        "user",
        "assistant",
    ]


def test_load_dataset_views(tmp_path):
    for view in ("messages", "sharegpt", "steps"):
        ds = load_dataset(
            "qwen_code", view, data_dir=str(FIXTURES / "qwen_code"), split="train", cache_dir=str(tmp_path)
        )
        assert len(ds) >= 2
    ds = load_dataset(
        "qwen_code", data_dir=str(FIXTURES / "qwen_code"), split="train", cache_dir=str(tmp_path)
    )
    assert {r["harness"] for r in ds} == {"qwen_code"}


def test_a_header_line_and_plain_text_results_are_read(tmp_path):
    """Some writers put a session header line first and a result as plain ``text`` parts."""
    sid = "77aa88bb-0000-4000-8000-123456789abc"
    base = {"sessionId": sid, "cwd": "/w", "timestamp": "2026-05-20T00:00:01Z"}
    lines = [
        {"id": sid, "workspaceRootPath": "/w", "createdAt": 1779265000000},
        {**base, "uuid": "r1", "type": "user", "message": {"role": "user", "parts": [{"text": "hello"}]}},
        {
            **base,
            "uuid": "r2",
            "type": "assistant",
            "message": {
                "role": "model",
                "parts": [{"functionCall": {"id": "k1", "name": "bash", "args": {"command": "echo hi"}}}],
            },
        },
        {
            **base,
            "uuid": "r3",
            "type": "tool_result",
            "message": {"role": "tool", "parts": [{"text": "hi"}]},
            "toolCallResult": {"callId": "k1", "name": "bash", "status": "success"},
        },
    ]
    path = tmp_path / f"{sid}.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in lines))
    assert detect_format(str(path)) == "qwen_code"
    row = _row(path)
    assert row["id"] == f"qwen_code:{sid}" and row["metadata"]["header"]["workspaceRootPath"] == "/w"
    assert [(m["role"], m["tool_call_id"], m["content"]) for m in row["messages"]][-1] == ("tool", "k1", "hi")
