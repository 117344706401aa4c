"""The amp loader on the real Amp threads in ../shared/corpus and on our fixture."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format

REAL = corpus_files("amp")
FIXTURE = next((FIXTURES / "amp" / "threads").glob("T-*.json"))


def _read(files: list[Path]) -> tuple[list[dict], ProblemLog]:
    log = ProblemLog()
    return list(read_trajectories("amp", [str(p) for p in files], log)), log


@pytest.mark.parametrize("path", [*REAL, FIXTURE], ids=lambda p: p.name)
def test_counts_match_the_raw_thread(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert detect_format(str(path)) == "amp"
    (row,), log = _read([path])
    assert log.problem_total() == 0 and row["id"] == f"amp:{doc['id']}"
    blocks = [(m, b) for m in doc["messages"] for b in m["content"]]
    uses = [b for m, b in blocks if b["type"] == "tool_use"]
    results = [b for m, b in blocks if b["type"] == "tool_result"]
    calls = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert [(c["id"], c["function"]["name"], c["function"]["arguments"]) for c in calls] == [
        (u["id"], u["name"], u["input"]) for u in uses
    ]
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tools] == [b["toolUseID"] for b in results]
    assert not [m for m in tools if (m["metadata"] or {}).get("orphan")]
    assistants = [m for m in row["messages"] if m["role"] == "assistant"]
    raw_assistants = [m for m in doc["messages"] if m["role"] == "assistant"]
    assert len(assistants) == len(raw_assistants)
    assert [m["model"] for m in assistants] == [m["usage"]["model"] for m in raw_assistants]
    assert [m["metadata"]["usage"]["outputTokens"] for m in assistants] == [
        m["usage"]["outputTokens"] for m in raw_assistants
    ]
    assert sum(bool(m["reasoning_content"]) for m in assistants) == sum(
        any(b["type"] == "thinking" for b in m["content"]) for m in raw_assistants
    )
    typed = [b["text"] for m, b in blocks if m["role"] == "user" and b["type"] == "text"]
    assert row["num_user_messages"] == len(typed) and row["first_prompt"] == typed[0]
    debug = doc["~debug"]["lastInferenceInput"]
    assert [t["function"]["name"] for t in row["tools"]] == [t["name"] for t in debug["tools"]]
    assert row["messages"][0]["role"] == "system"
    assert row["messages"][0]["content"] == "\n\n".join(b["text"] for b in debug["system"])


def test_a_failed_run_is_an_error_result_and_json_results_stay_json():
    (row,), _ = _read([FIXTURE])
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert tools[0]["metadata"] == {"status": "error", "is_error": True}
    assert json.loads(tools[0]["content"])["exitCode"] == 2
    assert tools[1]["metadata"] is None and tools[1]["name"] == "Read"
    assert row["metadata"]["credits"] == pytest.approx(0.93) and row["sent_at"] == "2026-01-01T10:00:00.000Z"


@pytest.mark.corpus
def test_a_threads_opening_keys_prove_it_past_the_head_and_nothing_else_does(tmp_path):
    assert REAL[0].stat().st_size > 64 * 1024
    other = tmp_path / "T-x.json"
    other.write_text(json.dumps({"id": "T-1", "messages": [{"role": "user", "content": "hi"}]}))
    assert detect_format(str(other)) != "amp"  # no "created": not proven an Amp thread


def test_damaged_messages_are_counted(tmp_path):
    doc = json.loads(FIXTURE.read_text(encoding="utf-8"))
    doc["messages"].insert(1, "oops")
    doc["messages"].insert(2, {"role": "robot", "content": []})
    bad = tmp_path / FIXTURE.name
    bad.write_text(json.dumps(doc))
    (row,), log = _read([bad])
    assert log.for_file(bad.name) == {"malformed_message": 1, "unknown_role": 1}
    assert row["num_tool_calls"] == 2
