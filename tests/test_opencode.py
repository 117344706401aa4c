"""The opencode loader on the real ``opencode export`` file and on our export + storage-tree fixture."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format, read_head
from agent_traces.loaders.opencode import OpenCode

REAL = corpus_files("opencode")
EXPORT = FIXTURES / "opencode" / "opencode-session-demo.json"
STORAGE = FIXTURES / "opencode" / "storage"
STORED = sorted(p for p in STORAGE.rglob("*.json"))


def _parts(doc: dict, role: str | None = None) -> list[dict]:
    return [p for m in doc["messages"] if role in (None, m["info"]["role"]) for p in m["parts"]]


@pytest.mark.parametrize("path", [*REAL, EXPORT], ids=lambda p: p.name)
def test_counts_match_the_raw_export(path, cache_dir):
    doc = json.loads(path.read_text(encoding="utf-8"))
    (row,) = load_dataset("opencode", data_files=str(path), split="train", cache_dir=cache_dir)
    assert (
        row["id"] == f"opencode:{doc['info']['id']}" and row["metadata"]["version"] == doc["info"]["version"]
    )
    tools = [p for p in _parts(doc) if p["type"] == "tool"]
    calls = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert [(c["id"], c["function"]["name"], c["function"]["arguments"]) for c in calls] == [
        (p["callID"], p["tool"], p["state"]["input"]) for p in tools
    ]
    done = [p for p in tools if p["state"]["status"] in ("completed", "error")]
    results = [m for m in row["messages"] if m["role"] == "tool"]
    assert [
        (m["tool_call_id"], m["content"], bool((m["metadata"] or {}).get("is_error"))) for m in results
    ] == [
        (p["callID"], p["state"].get("output", p["state"].get("error")), p["state"]["status"] == "error")
        for p in done
    ]
    typed = [
        "\n".join(
            p["text"]
            for p in m["parts"]
            if p["type"] == "text" and not p.get("synthetic") and not p.get("ignored")
        )
        for m in doc["messages"]
        if m["info"]["role"] == "user"
    ]
    users = [m for m in row["messages"] if m["role"] == "user" and not (m["metadata"] or {}).get("injected")]
    assert [m["content"].split("\n[file:")[0] for m in users] == typed and row["first_prompt"] == users[0][
        "content"
    ]
    steps = [
        (m["info"].get("modelID"), p)
        for m in doc["messages"]
        if m["info"]["role"] == "assistant"
        for p in m["parts"]
        if p["type"] == "step-start"
    ]
    assistants = [m for m in row["messages"] if m["role"] == "assistant"]
    assert [m["model"] for m in assistants] == [model for model, _ in steps]
    models = Counter(model for model, _ in steps)
    assert row["model"] == max(
        models, key=lambda m: (models[m], max(i for i, (x, _) in enumerate(steps) if x == m))
    )
    reasoning = [p["text"] for p in _parts(doc, "assistant") if p["type"] == "reasoning" and p["text"]]
    assert sorted(m["reasoning_content"] for m in assistants if m["reasoning_content"]) == sorted(reasoning)
    said = [p["text"] for p in _parts(doc, "assistant") if p["type"] == "text"]
    assert "".join(m["content"] for m in assistants).replace("\n", "") == "".join(said).replace("\n", "")
    assert row["sent_at"] == users[0]["timestamp"]
    finishes = [p for p in _parts(doc, "assistant") if p["type"] == "step-finish"]
    assert [m["metadata"]["step"]["reason"] for m in assistants if "step" in m["metadata"]] == [
        p["reason"] for p in finishes
    ]


def test_fixture_details_and_the_storage_tree_gives_the_same_conversation(cache_dir):
    (exported,) = read_trajectories("opencode", [str(EXPORT)])
    log = ProblemLog()
    (stored,) = read_trajectories("opencode", [str(p) for p in STORED], log, root=str(STORAGE))
    assert log.total() == 0
    assert stored["messages"] == exported["messages"]
    assert stored["id"] == "opencode:ses_0f1e2d3c4b5aDemoFixture01" and stored["file_path"].startswith(
        "session/"
    )
    msgs = exported["messages"]
    synthetic = [m for m in msgs if (m["metadata"] or {}).get("kind") == "synthetic"]
    assert len(synthetic) == 1 and synthetic[0]["content"].startswith("Called the Read tool")
    assert exported["first_prompt"] == "Why does add(2, 2) return 0? See @calc.py\n[file: calc.py]"
    task = next(m for m in msgs if m["role"] == "tool" and m["name"] == "task")
    assert task["metadata"]["subagent_session"] == "ses_0f1e2d3c4b5aDemoChild001"
    aborted = next(m for m in msgs if (m["metadata"] or {}).get("error"))
    assert aborted["metadata"]["error"]["name"] == "MessageAbortedError"
    assert (
        aborted["metadata"]["calls_without_result"] == ["toolu_edit02"]
        and aborted["model"] == "gpt-5.1-codex"
    )
    assert exported["metadata"]["counts"] == {
        "files": 1,
        "ignored_text": 1,
        "error:MessageAbortedError": 1,
        "tool_running": 1,
        "calls_without_result": 1,
    }
    ds = load_dataset("opencode", data_dir=str(FIXTURES / "opencode"), split="train", cache_dir=cache_dir)
    assert sorted(ds["id"]) == sorted([exported["id"], stored["id"]])


def test_files_without_their_session_are_counted(tmp_path):
    log = ProblemLog()
    loose = [p for p in STORED if "/part/" in p.as_posix()]
    assert list(read_trajectories("opencode", [str(p) for p in loose], log, root=str(STORAGE))) == []
    assert log.by_reason() == {"opencode_file_without_session": len(loose)}


@pytest.mark.corpus
def test_sniff_and_default_location(monkeypatch, tmp_path):
    for path in [*REAL, EXPORT, *STORED]:
        assert OpenCode.sniff(str(path), read_head(str(path))), path.name
        assert detect_format(str(path)) == "opencode", path.name
    others = corpus_files("copilot_vscode") + corpus_files("gemini_cli") + corpus_files("openhands")
    for other in others:
        assert not OpenCode.sniff(str(other), read_head(str(other))), other.name
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert OpenCode.default_location() == str(tmp_path / "opencode" / "storage")
    for path in STORED:
        target = tmp_path / "opencode" / "storage" / path.relative_to(STORAGE)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(path.read_bytes())
    assert len(OpenCode.default_data_files()) == len(STORED)


def test_damage_is_counted_and_strict_raises(tmp_path):
    doc = json.loads(EXPORT.read_text(encoding="utf-8"))
    doc["messages"].insert(1, {"info": {"role": "robot"}, "parts": []})
    doc["messages"][2]["parts"].append({"type": "hologram"})
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    log = ProblemLog()
    (row,) = read_trajectories("opencode", [str(path)], log)
    assert row["num_tool_calls"] == 4
    assert log.by_reason() == {"unknown_role": 1, "unknown_part_type": 1}
    (tmp_path / "bad.json").write_text('{"info": {"id": "ses_x"}, "messages": [', encoding="utf-8")
    with pytest.raises(TraceFormatError):
        list(read_trajectories("opencode", [str(tmp_path / "bad.json")], strict=True))


@pytest.mark.corpus
@pytest.mark.parametrize("view", ["messages", "sharegpt", "steps"])
def test_views_streaming_and_num_proc(view, cache_dir, tmp_path):
    files = [str(p) for p in [*REAL, EXPORT, *STORED]]
    rows = list(load_dataset("opencode", view, data_files=files, split="train", cache_dir=cache_dir))
    streamed = list(load_dataset("opencode", view, data_files=files, split="train", streaming=True))
    parallel = load_dataset(
        "opencode", view, data_files=files, split="train", num_proc=2, cache_dir=str(tmp_path / "n")
    )
    assert rows == streamed and len(rows) >= 3
    assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
        json.dumps(r, sort_keys=True) for r in parallel
    )
