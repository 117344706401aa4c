"""The swe_agent loader on real SWE-agent ``.traj`` files (../shared/corpus/swe_agent) and our fixtures."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories
from agent_traces.detect import read_head
from agent_traces.loaders.mini_swe_agent import MiniSweAgent
from agent_traces.loaders.swe_agent import SweAgent

REAL = corpus_files("swe_agent", "**/*.traj")
FIXTURE_FILES = sorted((FIXTURES / "swe_agent").rglob("*.traj"))
ALL = REAL + FIXTURE_FILES
VIEWS = ("messages", "sharegpt", "steps")


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_history_calls_results_and_prompt_match_the_raw_file(path, cache_dir):
    data = _load(path)
    (row,) = load_dataset("swe_agent", data_files=str(path), split="train", cache_dir=cache_dir)
    history = [m for m in data["history"] if not m.get("is_demo")]
    assert len(row["messages"]) == len(history)
    calls = [c for m in history if m["role"] == "assistant" for c in m.get("tool_calls") or []]
    assert row["num_tool_calls"] == len(calls)
    got = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert [(c["id"], c["function"]["name"], c["function"]["arguments"]) for c in got] == [
        (c["id"], c["function"]["name"], json.loads(c["function"]["arguments"])) for c in calls
    ]
    expected, latest = [], {}
    for m in history:  # a replayed demo reuses call ids: a result belongs to the latest call with its id
        for c in m.get("tool_calls") or []:
            latest[c["id"]] = c["function"]["name"]
        if m["role"] == "tool":
            expected.append((m["tool_call_ids"][0], latest[m["tool_call_ids"][0]]))
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert [(m["tool_call_id"], m["name"]) for m in tools] == expected
    users = [m for m in history if m["role"] == "user"]
    assert row["num_user_messages"] == 1
    first = users[0]["content"]
    assert row["first_prompt"] == (first if isinstance(first, str) else "\n".join(p["text"] for p in first))
    info = data.get("info") or {}
    assert row["metadata"].get("exit_status") == info.get("exit_status")
    assert row["metadata"].get("submission") == info.get("submission")
    if "model_stats" in info:
        stats = info["model_stats"]
        expected_stats = ast.literal_eval(stats) if isinstance(stats, str) else stats
        # datasets decodes Json with ujson, which may change the last digit of a float
        assert row["metadata"]["model_stats"] == pytest.approx(expected_stats)
    assert row["completed"] == (info["exit_status"] == "submitted" if "exit_status" in info else None)
    demos = sum(bool(m.get("is_demo")) for m in data["history"])
    assert (row["metadata"].get("skipped") or {}).get("demo_messages", 0) == demos
    assert row["metadata"]["num_steps"] == len(data.get("trajectory") or [])


@pytest.mark.corpus
def test_steps_state_is_attached_and_a_missing_final_step_is_counted(cache_dir):
    path = next(p for p in REAL if p.name.startswith("6e44b9"))
    data = _load(path)
    (row,) = load_dataset("swe_agent", data_files=str(path), split="train", cache_dir=cache_dir)
    assistants = [m for m in row["messages"] if m["role"] == "assistant"]
    assert [m["metadata"]["state"] for m in assistants] == [
        s["state"] for s in data["trajectory"][: len(assistants)]
    ]
    assert row["metadata"]["steps_not_in_history"] == len(data["trajectory"]) - len(assistants)
    assert row["model"] == data["replay_config"]["agent"]["model"]["name"]


def test_legacy_string_state_and_replay_config_are_parsed(cache_dir):
    rows = load_dataset(
        "swe_agent", data_files=[str(p) for p in FIXTURE_FILES], split="train", cache_dir=cache_dir
    )
    by_id = {r["id"]: r for r in rows}
    legacy = by_id["swe_agent:statslib__mean-7"]
    assert legacy["metadata"]["format"] == "0.x" and legacy["completed"] is False
    assert legacy["messages"][2]["metadata"]["state"] == {
        "open_file": "/repo/stats.py",
        "working_dir": "/repo",
    }
    modern = by_id["swe_agent:textutils__slugify-12"]
    assert (
        modern["model"] == "gpt-4o"
        and modern["metadata"]["replay_config"]["agent"]["model"]["name"] == "gpt-4o"
    )
    feedback = [m for m in modern["messages"] if m["role"] == "user"][1]
    assert feedback["metadata"]["injected"] is True


@pytest.mark.corpus
def test_demos_option_keeps_demonstrations_marked_injected(cache_dir):
    path = next(p for p in REAL if p.name.startswith("pydicom"))
    (row,) = load_dataset("swe_agent", data_files=str(path), split="train", cache_dir=cache_dir, demos=True)
    demos = [m for m in row["messages"] if (m["metadata"] or {}).get("is_demo")]
    assert len(demos) == 1 and demos[0]["metadata"]["injected"] is True
    assert row["first_prompt"].startswith("We're currently solving")


@pytest.mark.corpus
@pytest.mark.parametrize("view", VIEWS)
def test_every_view_streaming_and_num_proc(view, cache_dir, tmp_path):
    files = [str(p) for p in ALL]
    rows = list(load_dataset("swe_agent", view, data_files=files, split="train", cache_dir=cache_dir))
    streamed = list(load_dataset("swe_agent", view, data_files=files, split="train", streaming=True))
    parallel = load_dataset(
        "swe_agent", view, data_files=files, split="train", num_proc=2, cache_dir=str(tmp_path / "np")
    )
    assert rows == streamed
    assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
        json.dumps(r, sort_keys=True) for r in parallel
    )
    expected_assistants = sum(
        m["role"] == "assistant" and not m.get("is_demo") for p in ALL for m in _load(p)["history"]
    )
    if view == "steps":
        assert len(rows) == expected_assistants
    else:
        assert len(rows) == len(ALL)


@pytest.mark.corpus
def test_sniff_tells_traj_from_mini_swe_agent_traj_json():
    for path in ALL:
        head = read_head(str(path))
        assert SweAgent.sniff(str(path), head) and not MiniSweAgent.sniff(str(path), head)
    for path in corpus_files("swe_agent", "**/*.traj.json"):
        head = read_head(str(path))
        assert MiniSweAgent.sniff(str(path), head) and not SweAgent.sniff(str(path), head)


BAD = [
    ("{broken", "malformed_json"),
    ('{"info": {}}', "unknown_record_shape"),
    ('{"history": [1, {"role": "user", "content": "task"}]}', "malformed_message"),
    ('{"history": [{"role": "user", "content": "task"}, {"role": "robot", "content": "?"}]}', "unknown_role"),
    (
        '{"history": [{"role": "user", "content": "t"}, {"role": "assistant", "content": "", '
        '"tool_calls": [{"id": "c", "function": {"name": "bash", "arguments": "{oops"}}]}]}',
        "unparseable_arguments",
    ),
]


@pytest.mark.parametrize(("text", "reason"), BAD, ids=[b[1] for b in BAD])
def test_each_problem_is_counted_and_raised_in_strict_mode(text, reason, tmp_path):
    path = tmp_path / "bad.traj"
    path.write_text(text, encoding="utf-8")
    log = ProblemLog()
    list(read_trajectories("swe_agent", [str(path)], log=log))
    assert log.by_reason() == {reason: 1}
    with pytest.raises(TraceFormatError) as err:
        list(read_trajectories("swe_agent", [str(path)], strict=True))
    assert err.value.reason == reason
