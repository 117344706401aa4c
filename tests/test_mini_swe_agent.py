"""The mini_swe_agent loader on the real bare-list file (../shared/corpus/swe_agent/SWE-agent__mini-swe-agent)
and our fixtures of the v2 wrapper (``trajectory_format`` mini-swe-agent-1.1, text and tool-call modes),
written from mini-swe-agent's documented output format."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories

REAL = corpus_files("swe_agent", "**/*.traj.json")
FIXTURE_FILES = sorted((FIXTURES / "mini_swe_agent").rglob("*.traj.json"))
ALL = REAL + FIXTURE_FILES
VIEWS = ("messages", "sharegpt", "steps")
BLOCK = re.compile(r"```(?:mswea_bash_command|bash)\n(.*?)\n```", re.DOTALL)


def _messages(path: Path) -> list[dict]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if isinstance(data, list) else data["messages"]


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_actions_become_calls_and_observations_results(path, cache_dir):
    raw = _messages(path)
    (row,) = load_dataset("mini_swe_agent", data_files=str(path), split="train", cache_dir=cache_dir)
    commands = []
    for m in raw:
        if m["role"] != "assistant":
            continue
        if m.get("tool_calls"):
            commands += [json.loads(c["function"]["arguments"])["command"] for c in m["tool_calls"]]
        elif len(BLOCK.findall(m["content"])) == 1:
            commands += BLOCK.findall(m["content"])
    got = [c["function"] for m in row["messages"] for c in m["tool_calls"] or []]
    assert [(f["name"], f["arguments"]["command"]) for f in got] == [("bash", c) for c in commands]
    assert row["num_tool_calls"] == len(commands)
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    observations = [m for m in raw if "<returncode>" in str(m.get("content"))]
    for obs in observations:
        match = next(t for t in tools if (t["metadata"] or {}).get("raw_content") == obs["content"])
        assert match["metadata"]["returncode"] == int(
            re.search(r"<returncode>(-?\d+)", obs["content"]).group(1)
        )
        assert match["name"] == "bash" and match["content"] in obs["content"]
    assert all(t["tool_call_id"] for t in tools)
    assert row["num_user_messages"] == 1
    first_user = next(m for m in raw if m["role"] == "user")
    assert row["first_prompt"] == first_user["content"]


@pytest.mark.corpus
def test_real_bare_list_every_message_is_kept(cache_dir):
    (path,) = REAL
    raw = _messages(path)
    (row,) = load_dataset("mini_swe_agent", data_files=str(path), split="train", cache_dir=cache_dir)
    assert len(row["messages"]) == len(raw)
    assert row["metadata"]["format"] == "bare_list"
    raws = [(m["metadata"] or {}).get("raw_content", m["content"]) for m in row["messages"]]
    assert raws == [m["content"] for m in raw]


def test_wrapper_metadata_format_errors_and_exit(cache_dir):
    rows = load_dataset(
        "mini_swe_agent", data_files=[str(p) for p in FIXTURE_FILES], split="train", cache_dir=cache_dir
    )
    by_id = {r["id"]: r for r in rows}
    text = by_id["mini_swe_agent:greeter__typo-3"]
    assert text["completed"] is True and text["model"] == "anthropic/claude-sonnet-4-5"
    assert text["metadata"]["mini_version"] == "2.0.0" and text["metadata"]["exit_status"] == "Submitted"
    double = next(m for m in text["messages"] if (m["metadata"] or {}).get("action_blocks") == 2)
    assert not double["tool_calls"]
    feedback = [m for m in text["messages"] if m["role"] == "user"][1]
    assert feedback["metadata"] == {"injected": True}
    assert all(m["role"] != "exit" for m in text["messages"])
    toolcall = by_id["mini_swe_agent:count_py_files"]
    assert toolcall["metadata"]["exit_status"] == "Submitted"
    assert [m["content"] for m in toolcall["messages"] if m["role"] == "tool"] == ["42"]


@pytest.mark.corpus
@pytest.mark.parametrize("view", VIEWS)
def test_every_view_streaming_and_num_proc(view, cache_dir, tmp_path):
    files = [str(p) for p in ALL]
    rows = list(load_dataset("mini_swe_agent", view, data_files=files, split="train", cache_dir=cache_dir))
    streamed = list(load_dataset("mini_swe_agent", view, data_files=files, split="train", streaming=True))
    parallel = load_dataset(
        "mini_swe_agent", view, data_files=files, split="train", num_proc=2, cache_dir=str(tmp_path / "np")
    )
    assert rows == streamed
    assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
        json.dumps(r, sort_keys=True) for r in parallel
    )
    assistants = sum(m["role"] == "assistant" for p in ALL for m in _messages(p))
    assert len(rows) == (assistants if view == "steps" else len(ALL))


BAD = [
    ("{broken", "malformed_json"),
    ('{"info": {}}', "unknown_record_shape"),
    ('[{"role": "user", "content": "task"}, 7]', "malformed_message"),
    ('[{"role": "user", "content": "task"}, {"role": "robot", "content": "?"}]', "unknown_role"),
]


@pytest.mark.parametrize(("text", "reason"), BAD, ids=[b[1] for b in BAD])
def test_each_problem_is_counted_and_raised_in_strict_mode(text, reason, tmp_path):
    path = tmp_path / "bad.traj.json"
    path.write_text(text, encoding="utf-8")
    log = ProblemLog()
    list(read_trajectories("mini_swe_agent", [str(path)], log=log))
    assert log.by_reason() == {reason: 1}
    with pytest.raises(TraceFormatError) as err:
        list(read_trajectories("mini_swe_agent", [str(path)], strict=True))
    assert err.value.reason == reason


def test_default_location_follows_mini_swe_agent(tmp_path, monkeypatch):
    """``MSWEA_GLOBAL_CONFIG_DIR``, else platformdirs' user config dir (XDG on Linux)."""
    import sys

    from agent_traces.loaders.mini_swe_agent import MiniSweAgent

    monkeypatch.setenv("MSWEA_GLOBAL_CONFIG_DIR", str(tmp_path / "mswea"))
    assert MiniSweAgent.default_location() == str(tmp_path / "mswea")
    monkeypatch.delenv("MSWEA_GLOBAL_CONFIG_DIR")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert MiniSweAgent.default_location() == str(tmp_path / "xdg" / "mini-swe-agent")
    monkeypatch.delenv("XDG_CONFIG_HOME")
    assert MiniSweAgent.default_location() == str(tmp_path / "home" / ".config" / "mini-swe-agent")
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path / "local"))
    assert MiniSweAgent.default_location() == str(tmp_path / "local" / "mini-swe-agent" / "mini-swe-agent")
    monkeypatch.setattr(sys, "platform", "darwin")
    legacy = tmp_path / "home" / "Library" / "Application Support" / "mini-swe-agent"
    legacy.mkdir(parents=True)
    (legacy / "last_mini_run.traj.json").write_text("{}", encoding="utf-8")
    assert MiniSweAgent.default_data_files() == [str(legacy / "last_mini_run.traj.json")]


def test_reasoning_and_times_from_the_raw_api_response(cache_dir):
    """1.14–1.15 keep the provider's reply in ``extra.response``: its reasoning and ``created``."""
    path = FIXTURES / "mini_swe_agent" / "fix_readme__v115.traj.json"
    raw = _messages(path)
    (row,) = load_dataset("mini_swe_agent", data_files=str(path), split="train", cache_dir=cache_dir)
    assistants = [m for m in row["messages"] if m["role"] == "assistant"]
    responses = [m["extra"]["response"] for m in raw if m["role"] == "assistant"]
    assert [m["reasoning_content"] for m in assistants] == [
        responses[0]["choices"][0]["message"]["reasoning"],
        responses[1]["choices"][0]["message"]["reasoning_content"],
    ]
    assert [m["timestamp"] for m in assistants] == ["2026-02-02T02:40:03.000Z", "2026-02-02T02:40:09.000Z"]
    assert row["sent_at"] == "2026-02-02T02:40:00.500Z"
