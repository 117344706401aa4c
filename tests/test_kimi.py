"""The kimi loader on the real Kimi CLI session (with its two sub-agent transcripts) and fixtures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format, read_head
from agent_traces.loaders.kimi import Kimi

REAL = corpus_files("kimi")
FIX = FIXTURES / "kimi" / "sessions" / "5d41402abc4b2a76b9719d911017c592"
FOLDER = FIX / "7b2c1d3e-0000-4000-8000-00000000k1m1"
FIXTURE_FILES = sorted(p for p in FIX.rglob("*") if p.is_file())


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def _text(content) -> str:
    if isinstance(content, str):
        return content
    return "\n".join(p["text"] for p in content if p["type"] == "text")


@pytest.fixture(scope="module")
def rows(tmp_path_factory) -> dict[str, dict]:
    ds = load_dataset(
        "kimi", data_files=[str(p) for p in REAL], split="train", cache_dir=str(tmp_path_factory.mktemp("k"))
    )
    return {Path(r["file_path"]).name: r for r in ds}


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_counts_match_the_raw_file(path, rows):
    lines = _lines(path)
    row = rows[path.name]
    msgs = [r for r in lines if not r["role"].startswith("_")]
    calls = [c for r in msgs if r["role"] == "assistant" for c in r.get("tool_calls", [])]
    got = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert [(c["id"], c["function"]["name"], c["function"]["arguments"]) for c in got] == [
        (c["id"], c["function"]["name"], json.loads(c["function"]["arguments"])) for c in calls
    ]
    assert row["num_tool_calls"] == len(calls)
    results = [r for r in msgs if r["role"] == "tool"]
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert [(m["tool_call_id"], m["content"]) for m in tools] == [
        (r["tool_call_id"], _text(r["content"])) for r in results
    ]
    assert all(not (m["metadata"] or {}).get("orphan") for m in tools)
    typed = [_text(r["content"]) for r in msgs if r["role"] == "user"]
    assert [m["content"] for m in row["messages"] if m["role"] == "user"] == typed
    assert row["num_user_messages"] == len(typed) and row["first_prompt"] == typed[0]
    said = [_text(r["content"]) for r in msgs if r["role"] == "assistant"]
    assert [m["content"] for m in row["messages"] if m["role"] == "assistant"] == said
    assert row["metadata"]["counts"]["checkpoints"] == sum(r["role"] == "_checkpoint" for r in lines)
    usage = [r["token_count"] for r in lines if r["role"] == "_usage"]
    assert row["metadata"]["context_tokens"] == usage[-1]
    assert row["model"] is None and row["sent_at"] is None  # the file has neither


@pytest.mark.corpus
def test_sub_agents_are_rows_linked_to_their_call(rows):
    main = next(r for n, r in rows.items() if "_read_" not in n)
    subs = {n: r for n, r in rows.items() if "_read_" in n}
    assert sorted(main["metadata"]["subagents"]) == sorted(r["id"] for r in subs.values())
    for name, row in subs.items():
        agent = row["metadata"]["agent"]
        assert (
            row["id"] == f"{main['id']}:{agent['agent_id']}"
            and agent["parent_session_id"] == main["session_id"]
        )
        result = next(
            m for m in main["messages"] if m["role"] == "tool" and m["tool_call_id"] == agent["tool_call_id"]
        )
        assert (
            f"Transcript saved to: /root/.kimi/sessions/00d5060aaec3fda180930ea52304b87b/{name}"
            in result["content"]
        )
        assert result["metadata"]["subagent"] == row["id"]
        call = next(
            c for m in main["messages"] for c in m["tool_calls"] or [] if c["id"] == agent["tool_call_id"]
        )
        assert call["function"]["name"] == "ReadContext"


def test_folder_layout_fixture(cache_dir):
    log = ProblemLog()
    got = list(read_trajectories("kimi", [str(p) for p in FIXTURE_FILES], log, root=str(FIX)))
    assert log.problem_total() == 0, log.summary()
    assert log.by_reason() == {"session_file_not_read": 1}  # the sub-agent's prompt.txt
    by_id = {r["id"]: r for r in got}
    main = by_id["kimi:7b2c1d3e-0000-4000-8000-00000000k1m1"]
    assert main["messages"][0] == {
        **main["messages"][0],
        "role": "system",
        "content": "You are Kimi CLI, an interactive coding agent.",
    }
    checkpoint = main["messages"][2]
    assert checkpoint["metadata"] == {"injected": True, "kind": "checkpoint", "context_tokens": 1830}
    assert main["num_user_messages"] == 1 and main["sent_at"] == "2026-01-05T10:00:01.500Z"
    assert main["messages"][3]["reasoning_content"] == "Look at calc.py via a sub-agent."
    assert main["metadata"]["counts"]["encrypted_think"] == 1
    assert main["metadata"]["state"]["custom_title"] == "calc add bug"
    assert main["metadata"]["wire_events"] == {"TurnBegin": 1, "StepBegin": 1, "ToolCall": 1, "ToolResult": 1}
    sub = by_id["kimi:7b2c1d3e-0000-4000-8000-00000000k1m1:explore-a1"]
    assert sub["metadata"]["agent"]["tool_call_id"] == "Agent:0" and sub["model"] == "kimi-k2-turbo-preview"
    assert sub["metadata"]["agent_meta"]["subagent_type"] == "explore"
    flat = by_id["kimi:0c1d2e3f-0000-4000-8000-00000000f1a7"]
    assert by_id[flat["id"] + ":read_1"]["metadata"]["agent"]["tool_call_id"] == "ReadContext:0"
    ds = load_dataset("kimi", data_dir=str(FIX), split="train", cache_dir=cache_dir)
    assert sorted(ds["id"]) == sorted(by_id)


@pytest.mark.corpus
def test_sniff_and_default_location(monkeypatch, tmp_path):
    for path in [*REAL, *FIXTURE_FILES]:
        assert Kimi.sniff(str(path), read_head(str(path))), path.name
        assert detect_format(str(path)) == "kimi", path.name
    for other in corpus_files("openai_messages_sft") + corpus_files("cursor") + corpus_files("hermes"):
        assert not Kimi.sniff(str(other), read_head(str(other))), other.name
    stray = tmp_path / "state.json"
    stray.write_text("{}")
    assert not Kimi.sniff(str(stray), b"{}")  # only beside a context.jsonl
    monkeypatch.setenv("KIMI_SHARE_DIR", str(tmp_path / "kimi"))
    assert Kimi.default_location() == str(tmp_path / "kimi" / "sessions")


@pytest.mark.corpus
def test_damage_is_counted_and_strict_raises(tmp_path):
    good = REAL[0].read_text(encoding="utf-8").split("\n")
    path = tmp_path / "0c1d2e3f-0000-4000-8000-0000000000aa.jsonl"
    bad = [
        '{"role": "robot", "content": "x"}',
        '{"role":"assistant","content":[],"tool_calls":[{"id":"x","function":{"name":"Bash","arguments":"{oops"}}]}',
    ]
    path.write_text("\n".join([good[0], *bad, *good[1:]]), encoding="utf-8")
    log = ProblemLog()
    (row,) = read_trajectories("kimi", [str(path)], log)
    assert row["num_tool_calls"] == 28  # the 27 of the file and the damaged one, its arguments kept verbatim
    assert log.by_reason() == {"unknown_role": 1, "unparseable_arguments": 1}
    with pytest.raises(TraceFormatError) as err:
        list(read_trajectories("kimi", [str(path)], strict=True))
    assert err.value.line == 2


@pytest.mark.corpus
@pytest.mark.parametrize("view", ["messages", "sharegpt", "steps"])
def test_views_streaming_and_num_proc(view, cache_dir, tmp_path):
    files = [str(p) for p in [*REAL, *FIXTURE_FILES]]
    rows = list(load_dataset("kimi", view, data_files=files, split="train", cache_dir=cache_dir))
    streamed = list(load_dataset("kimi", view, data_files=files, split="train", streaming=True))
    parallel = load_dataset(
        "kimi", view, data_files=files, split="train", num_proc=2, cache_dir=str(tmp_path / "n")
    )
    assert rows == streamed
    assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
        json.dumps(r, sort_keys=True) for r in parallel
    )
