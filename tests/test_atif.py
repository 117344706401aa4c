"""The atif loader on Harbor ATIF trajectories.

No real ATIF file is in ../shared/corpus, so every file here is a fixture we wrote from Harbor's
documented ATIF specification (RFC 0001-trajectory-format, v1.4 fields, plus the v1.5–v1.7
additions: ``agent.tool_definitions``, content parts, ``is_copied_context``, ``llm_call_count``,
``trajectory_id`` and embedded ``subagent_trajectories``). Expectations are counted from the JSON.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories
from agent_traces.detect import read_head
from agent_traces.loaders.atif import Atif

FIXTURE_FILES = sorted((FIXTURES / "atif").rglob("trajectory.json"))
VIEWS = ("messages", "sharegpt", "steps")


def _doc(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _training_steps(doc: dict, sidechains: bool = False) -> list[dict]:
    return [
        s
        for s in doc["steps"]
        if not s.get("is_copied_context")
        and not (s["source"] == "agent" and s.get("llm_call_count") == 0)
        and (sidechains or not (s.get("extra") or {}).get("is_sidechain"))
    ]


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=lambda p: p.parent.parent.name)
def test_calls_results_prompts_and_tools_follow_the_kept_steps(path, cache_dir):
    doc = _doc(path)
    steps = _training_steps(doc)
    (row,) = load_dataset("atif", data_files=str(path), split="train", cache_dir=cache_dir)
    calls = [c for s in steps for c in s.get("tool_calls") or []]
    got = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert [(c["id"], c["function"]["name"], c["function"]["arguments"]) for c in got] == [
        (c["tool_call_id"], c["function_name"], c["arguments"]) for c in calls
    ]
    names = {c["tool_call_id"]: c["function_name"] for c in calls}
    results = [
        r for s in steps for r in (s.get("observation") or {}).get("results", []) if r.get("source_call_id")
    ]
    assert [(m["tool_call_id"], m["name"], m["content"]) for m in row["messages"] if m["role"] == "tool"] == [
        (r["source_call_id"], names[r["source_call_id"]], r["content"]) for r in results
    ]
    users = [s for s in steps if s["source"] == "user"]
    assert row["num_user_messages"] == len(users)
    first = users[0]["message"]
    assert row["first_prompt"].startswith(first if isinstance(first, str) else first[0]["text"])
    assert sum(m["role"] == "assistant" for m in row["messages"]) == sum(
        s["source"] == "agent" for s in steps
    )
    definitions = doc["agent"].get("tool_definitions") or []
    recorded = [d["function"]["name"] for d in definitions]
    # the recorded definitions first; tools called without one are declared after them
    assert [t["function"]["name"] for t in row["tools"]][: len(recorded)] == recorded
    assert all(o == "source" for n, o in row["metadata"]["tool_schemas"].items() if n in recorded)
    assert row["model"] == doc["agent"].get("model_name")
    assert row["metadata"]["num_steps"] == len(doc["steps"])


def test_sft_rules_count_what_they_leave_out(cache_dir):
    path = next(p for p in FIXTURE_FILES if "fix-tests" in str(p))
    doc = _doc(path)
    (row,) = load_dataset("atif", data_files=str(path), split="train", cache_dir=cache_dir)
    skipped = row["metadata"]["skipped"]
    assert skipped["copied_context_steps"] == sum(bool(s.get("is_copied_context")) for s in doc["steps"])
    assert skipped["no_llm_call_steps"] == sum(s.get("llm_call_count") == 0 for s in doc["steps"])
    assert skipped["sidechain_steps"] == sum(
        bool((s.get("extra") or {}).get("is_sidechain")) for s in doc["steps"]
    )
    assert "Earlier: please set up the repo." not in json.dumps(row["messages"])
    assert row["metadata"]["subagent_trajectories"][0]["trajectory_id"] == "b2-explore"
    assert row["metadata"]["images"] == 1 and "[image: image/png]" in row["first_prompt"]
    note = next(m for m in row["messages"] if (m["metadata"] or {}).get("observation"))
    assert note["role"] == "user" and note["metadata"]["injected"] is True


def test_subagents_option_keeps_sidechains_and_yields_embedded_trajectories(cache_dir):
    path = next(p for p in FIXTURE_FILES if "fix-tests" in str(p))
    doc = _doc(path)
    rows = list(
        load_dataset("atif", data_files=str(path), split="train", cache_dir=cache_dir, subagents=True)
    )
    main, sub = rows
    sidechain = [m for m in main["messages"] if (m["metadata"] or {}).get("sidechain")]
    assert len(sidechain) == sum(bool((s.get("extra") or {}).get("is_sidechain")) for s in doc["steps"])
    assert len(main["messages"]) == len(
        [
            m
            for s in _training_steps(doc, sidechains=True)
            for m in [s, *((s.get("observation") or {}).get("results", []))]
        ]
    )
    assert sub["id"] == "atif:b2-main/b2-main:b2-explore" and sub["metadata"]["parent_id"] == main["id"]
    assert sub["num_tool_calls"] == 1 and sub["model"] == "claude-haiku-4-5"


@pytest.mark.parametrize("view", VIEWS)
def test_every_view_streaming_and_num_proc(view, cache_dir, tmp_path):
    files = [str(p) for p in FIXTURE_FILES]
    rows = list(load_dataset("atif", view, data_files=files, split="train", cache_dir=cache_dir))
    streamed = list(load_dataset("atif", view, data_files=files, split="train", streaming=True))
    parallel = load_dataset(
        "atif", view, data_files=files, split="train", num_proc=2, cache_dir=str(tmp_path / "np")
    )
    assert rows == streamed
    assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
        json.dumps(r, sort_keys=True) for r in parallel
    )
    agents = sum(s["source"] == "agent" for p in FIXTURE_FILES for s in _training_steps(_doc(p)))
    assert len(rows) == (agents if view == "steps" else len(FIXTURE_FILES))


@pytest.mark.corpus
def test_data_dir_finds_trajectories_and_sniff_is_specific(cache_dir):
    rows = load_dataset("atif", data_dir=str(FIXTURES / "atif"), split="train", cache_dir=cache_dir)
    assert len(rows) == len(FIXTURE_FILES)
    for path in FIXTURE_FILES:
        assert Atif.sniff(str(path), read_head(str(path)))
    for other in corpus_files("openhands") + corpus_files("swe_agent") + corpus_files("gemini_cli"):
        assert not Atif.sniff(str(other), read_head(str(other)))


BAD_STEPS = [
    ({"step_id": 2, "source": "robot", "message": "?"}, "unknown_step_source"),
    ({"step_id": 2, "source": "agent", "message": "", "tool_calls": [7]}, "malformed_tool_call"),
    (
        {
            "step_id": 2,
            "source": "agent",
            "message": "",
            "tool_calls": [{"tool_call_id": "c", "function_name": "f", "arguments": "{oops"}],
        },
        "unparseable_arguments",
    ),
    (
        {"step_id": 2, "source": "agent", "message": "", "observation": {"results": ["x"]}},
        "malformed_observation",
    ),
]


@pytest.mark.parametrize(("step", "reason"), BAD_STEPS, ids=[b[1] for b in BAD_STEPS])
def test_each_problem_is_counted_and_raised_in_strict_mode(step, reason, tmp_path):
    path = tmp_path / "trajectory.json"
    doc = {
        "schema_version": "ATIF-v1.7",
        "session_id": "bad",
        "agent": {"name": "a", "version": "1"},
        "steps": [{"step_id": 1, "source": "user", "message": "hi"}, step],
    }
    path.write_text(json.dumps(doc), encoding="utf-8")
    log = ProblemLog()
    (row,) = list(read_trajectories("atif", [str(path)], log=log))
    assert log.by_reason() == {reason: 1} and row["first_prompt"] == "hi"
    with pytest.raises(TraceFormatError) as err:
        list(read_trajectories("atif", [str(path)], strict=True))
    assert err.value.reason == reason


@pytest.mark.parametrize(
    ("text", "reason", "options"),
    [
        ("{broken", "malformed_json", {}),
        ('{"schema_version": "ATIF-v1.0"}', "unknown_record_shape", {}),
        (
            '{"schema_version": "ATIF-v1.7", "session_id": "s", "agent": {}, "steps": [], "subagent_trajectories": [1]}',
            "malformed_subagent_trajectory",
            {"subagents": True},
        ),
    ],
)
def test_file_level_problems(text, reason, options, tmp_path):
    path = tmp_path / "trajectory.json"
    path.write_text(text, encoding="utf-8")
    log = ProblemLog()
    list(read_trajectories("atif", [str(path)], log=log, **options))
    assert log.by_reason() == {reason: 1}
