"""Copied context beyond Claude Code branches, on real corpus files (issue 34): a resumed Claude
Code session, a Codex fork and a Codex subagent that replay their parent's history, and
``train_copied=False`` making the copied prefix head (context) in windows as well as in masks;
``max_length`` counting rows whose first target token a trainer's truncation would cut off."""

from __future__ import annotations

import json
import shutil

import pytest
from conftest import CORPUS

from agent_traces import ProblemLog
from agent_traces.api import read_trajectories, resolve_files

pytestmark = [pytest.mark.corpus]

RESUMED = CORPUS / "claude_code" / "Mai0313__VibeCodingTracker"
CODEX = CORPUS / "codex_cli" / "Mai0313__VibeCodingTracker" / "test_conversation_codex.jsonl"


def _rows(source: str, path, **options) -> list[dict]:
    return list(read_trajectories(source, resolve_files(source, str(path)), ProblemLog(), **options))


def _copied(row: dict) -> list[dict]:
    return [m for m in row["messages"] if (m["metadata"] or {}).get("copied_from")]


def test_a_resumed_claude_code_session_marks_what_it_copied():
    """The file starts with 48 records of session e9f146fa (the session it resumes, same uuids
    and times), then its own (b162b1ae): those messages are copied from the earlier session."""
    (row,) = _rows("claude_code", RESUMED)
    assert row["session_id"] == "b162b1ae-97bc-475f-9b5f-ffbf55ca5b3f"
    copied = _copied(row)
    assert {m["metadata"]["copied_from"] for m in copied} == {
        "claude_code:e9f146fa-3b20-48d0-9be4-d99ca901cae4"
    }
    assert row["messages"][: len(copied)] == copied  # a prefix
    assert all(m["timestamp"] <= "2025-08-28T13:02:28.777Z" for m in copied)
    assert row["messages"][len(copied)]["timestamp"] > "2025-08-28T13:08"
    assert row["metadata"]["copied_turns"] == sum(m["role"] == "assistant" for m in copied) == 18
    assert row["metadata"]["resumed_from"] == "e9f146fa-3b20-48d0-9be4-d99ca901cae4"


def _fork(tmp_path, meta: dict) -> tuple[str, list[dict]]:
    """A rollout that replays the real one (its lines re-stamped to the fork instant, its
    session_meta kept, as Codex writes a fork), then a turn of its own ten seconds later."""
    lines = [json.loads(x) for x in CODEX.read_text().splitlines() if x.strip()]
    start = "2025-09-20T10:00:00.000Z"
    out = [
        {
            "timestamp": start,
            "type": "session_meta",
            "payload": {"id": "child-0001", "timestamp": start, **meta},
        }
    ]
    for i, rec in enumerate(lines):
        out.append({**rec, "timestamp": f"2025-09-20T10:00:00.{i + 1:03d}Z"})
    own = [
        {"type": "turn_context", "payload": {"model": "gpt-5-codex", "cwd": "/x"}},
        {"type": "response_item", "payload": {"type": "message", "role": "user",
                                              "content": [{"type": "input_text", "text": "now write the tests"}]}},
        {"type": "response_item", "payload": {"type": "message", "role": "assistant",
                                              "content": [{"type": "output_text", "text": "The tests are written."}]}},
    ]  # fmt: skip
    for i, rec in enumerate(own):
        out.append({**rec, "timestamp": f"2025-09-20T10:00:1{i}.000Z"})
    folder = tmp_path / "fork"
    folder.mkdir()
    shutil.copy(CODEX, folder / "parent.jsonl")
    (folder / "rollout-2025-09-20T10-00-00-child-0001.jsonl").write_text(
        "\n".join(json.dumps(r, ensure_ascii=False) for r in out) + "\n"
    )
    return str(folder), lines


@pytest.mark.parametrize(
    "meta",
    [
        {"forked_from_id": "01996135-afde-7911-97f0-d863511eca56"},
        {
            "source": {
                "subagent": {"thread_spawn": {"parent_thread_id": "01996135-afde-7911-97f0-d863511eca56"}}
            }
        },
    ],
    ids=["fork", "subagent"],
)
def test_a_codex_fork_marks_the_history_it_replays(tmp_path, meta):
    folder, _ = _fork(tmp_path, meta)
    rows = {r["session_id"]: r for r in _rows("codex", folder)}
    parent, child = rows["01996135-afde-7911-97f0-d863511eca56"], rows["child-0001"]
    copied = _copied(child)
    assert {m["metadata"]["copied_from"] for m in copied} == {parent["id"]}
    own_parent = [m for m in parent["messages"] if m["role"] != "system"]
    assert [m["content"] for m in copied] == [m["content"] for m in own_parent]
    assert child["metadata"]["copied_turns"] == sum(m["role"] == "assistant" for m in own_parent) > 5
    assert child["metadata"]["forked_from"] == parent["id"].removeprefix("codex:")
    mine = [m for m in child["messages"] if m not in copied and m["role"] == "assistant"]
    assert [m["content"] for m in mine] == ["The tests are written."]
    assert not _copied(parent)


CLAUDE_P = CORPUS / "claude_code" / "projects" / "-src-experiments-claude_p"
PARENT = "29ccd257-68b1-427f-ae5f-6524b7cb6f20"


def test_a_claude_code_subagent_that_starts_with_its_parents_conversation(tmp_path):
    """A subagent given its parent's context (a forked subagent): its file starts with the
    parent's conversation (the real parent's records, as a sidechain of the agent), then the
    real subagent's own records. Those leading messages are copied from the parent's row."""
    project = tmp_path / "-src-experiments-claude_p"
    (project / PARENT / "subagents").mkdir(parents=True)
    shutil.copy(CLAUDE_P / f"{PARENT}.jsonl", project / f"{PARENT}.jsonl")
    parent_recs = [json.loads(x) for x in (CLAUDE_P / f"{PARENT}.jsonl").read_text().splitlines()]
    agent = CLAUDE_P / PARENT / "subagents" / "agent-a2271d1.jsonl"
    own = [json.loads(x) for x in agent.read_text().splitlines()]
    copied = [r for r in parent_recs if r.get("type") in ("user", "assistant")]
    previous = None
    for r in copied:
        r.update(isSidechain=True, agentId="a2271d1", uuid="fork-" + r["uuid"], parentUuid=previous)
        previous = r["uuid"]
    own[0]["parentUuid"] = previous
    (project / PARENT / "subagents" / "agent-a2271d1.jsonl").write_text(
        "\n".join(json.dumps(r, ensure_ascii=False) for r in copied + own) + "\n"
    )
    rows = {r["id"]: r for r in _rows("claude_code", tmp_path, subagents=True)}
    parent, child = rows[f"claude_code:{PARENT}"], rows[f"claude_code:{PARENT}:agent-a2271d1"]
    marked = _copied(child)
    assert {m["metadata"]["copied_from"] for m in marked} == {parent["id"]}
    assert [m["content"] for m in marked] == [m["content"] for m in parent["messages"]]
    assert child["metadata"]["copied_turns"] == sum(m["role"] == "assistant" for m in parent["messages"]) == 2
    assert child["messages"][len(marked)]["content"].startswith("Give me a comprehensive overview")
    # the real subagent (no copy) marks nothing: its task prompt is its own
    (real,) = [r for r in _rows("claude_code", CLAUDE_P, subagents=True) if ":agent-" in r["id"]]
    assert not _copied(real) and "copied_turns" not in real["metadata"]
