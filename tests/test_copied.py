"""Copied context beyond Claude Code branches, on real corpus files (issue 34): a resumed Claude
Code session, a Codex fork and a Codex subagent that replay their parent's history, and
``train_copied=False`` making the copied prefix head (context) in windows as well as in masks;
``max_length`` counting rows whose first target token a trainer's truncation would cut off."""

from __future__ import annotations

import json
import logging
import shutil

import pytest
from conftest import CORPUS
from datasets import load_dataset
from tiny_lm import build_tokenizer, row_text, trl_template

from agent_traces import ProblemLog
from agent_traces.api import read_trajectories, resolve_files
from agent_traces.converters.windows import split_windows
from agent_traces.core.tokens import assistant_masker, char_counter

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


def _own_answers(row: dict) -> list[int]:
    return [i for i, m in enumerate(row["messages"]) if m["role"] == "assistant" and m not in _copied(row)]


def test_with_train_copied_false_the_copied_prefix_is_every_windows_head():
    """Windows of the resumed session: the copy of the session it resumes is context in every
    window (its head), never a turn; each of the session's own answers is a target once."""
    (row,) = _rows("claude_code", RESUMED)
    messages = row["messages"]
    own = _own_answers(row)
    head_chars = char_counter(messages[: own[0]], [])
    limit = head_chars + 20000
    assert char_counter(messages, []) > 2 * limit
    windows, left_out = split_windows(row, limit, char_counter, copied_as_head=True)
    assert len(windows) == 3 and left_out == {"window_turn_too_long": 1}  # a 40k-character turn
    seen = []
    for w in windows:
        info = w["metadata"]["window"]
        head, body = w["messages"][: info["head"]], w["messages"][info["head"] :]
        assert head == messages[: own[0]]  # the system-less head: the copy and the new request
        assert not _copied({"messages": body})
        first, last = info["messages"]
        seen += [i for i in range(first, last + 1) if messages[i]["role"] == "assistant"]
    assert len(seen) == len(own) - 1 and set(seen) <= set(own)
    # trained as before (train_copied=True): the copied answers are turns of the first windows
    before, _ = split_windows(row, limit, char_counter)
    bodies = [m for w in before for m in w["messages"][w["metadata"]["window"]["head"] :]]
    assert sum(m["role"] == "assistant" for m in _copied({"messages": bodies})) == 18


@pytest.fixture(scope="module")
def tokenizer():
    (row,) = _rows("claude_code", RESUMED)
    return build_tokenizer([row_text(row)], trl_template())


def test_tokenized_windows_of_a_resumed_session_train_only_its_own_turns(tokenizer, tmp_path):
    (row,) = _rows("claude_code", RESUMED)
    windows = load_dataset(
        "claude_code", data_dir=str(RESUMED), split="train", cache_dir=str(tmp_path), tokenizer=tokenizer,
        max_tokens=24000, tokenize=True, train_copied=False,
    )  # fmt: skip
    assert windows.num_rows > 1
    mask = assistant_masker(tokenizer)
    own = 0
    for w in windows:
        head = w["metadata"]["window"]["head"]
        assert sum((m["metadata"] or {}).get("copied_from") is not None for m in w["messages"][:head]) > 20
        copied = w["messages"][:head]
        trained = assistant_masker(tokenizer, copied.__contains__)(w["messages"], w["tools"])[1]
        assert w["assistant_masks"] == trained
        assert sum(w["assistant_masks"]) < sum(mask(w["messages"], w["tools"])[1])
        own += sum(m["role"] == "assistant" for m in w["messages"][head:])
    assert own == len(_own_answers(row)) - 1  # the 40k-character turn is longer than a window


def test_rows_whose_targets_truncation_would_cut_off_are_counted(tokenizer, tmp_path, caplog):
    """Whole rows with ``max_length``: the resumed session's first own answer comes after the
    copied history, beyond 4096 tokens; TRL would truncate it to no target and drop it."""
    whole = dict(data_dir=str(RESUMED), split="train", tokenizer=tokenizer, tokenize=True, train_copied=False)
    with caplog.at_level(logging.WARNING):
        (row,) = load_dataset("claude_code", cache_dir=str(tmp_path / "a"), max_length=4096, **whole)
    first = row["metadata"]["first_target_token"]
    assert row["assistant_masks"].index(1) == first > 4096
    assert row["metadata"]["no_target_tokens_after_truncation"] is True
    warned = "\n".join(r.getMessage() for r in caplog.records)
    assert "1 of 1 rows have their first target token at or beyond max_length=4,096" in warned
    (row,) = load_dataset("claude_code", cache_dir=str(tmp_path / "b"), max_length=first + 1, **whole)
    assert "no_target_tokens_after_truncation" not in row["metadata"]
    with pytest.raises(ValueError, match="tokenize=True"):
        load_dataset("claude_code", data_dir=str(RESUMED), split="train", tokenizer=tokenizer, max_length=10)


def test_a_resumed_session_loaded_with_the_one_it_resumes_trains_each_turn_once(tmp_path):
    """Both files in one folder (the earlier one: the first 48 records of the resumed file): the
    earlier row is dropped as a copy of the newer (``drop_copies``), and the newer keeps the
    turns as its own, unmarked; never marked copied from a row that is not there."""
    resumed = RESUMED / "test_conversation_claude_code.jsonl"
    lines = resumed.read_text().splitlines()
    shutil.copy(resumed, tmp_path / "b162b1ae-97bc-475f-9b5f-ffbf55ca5b3f.jsonl")
    (tmp_path / "e9f146fa-3b20-48d0-9be4-d99ca901cae4.jsonl").write_text("\n".join(lines[:48]) + "\n")
    (row,) = _rows("claude_code", tmp_path)
    assert row["session_id"] == "b162b1ae-97bc-475f-9b5f-ffbf55ca5b3f"
    assert not _copied(row) and "copied_turns" not in row["metadata"]
    assert row["metadata"]["duplicates_dropped"] == 1


def test_a_codex_subagent_with_a_fresh_context_copies_nothing(tmp_path):
    """A subagent spawned without its parent's history: its burst at the start is its own
    context and task (user messages), no answer: nothing is marked."""
    folder = tmp_path / "fresh"
    folder.mkdir()
    start = "2025-09-20T10:00:00.000Z"
    spawn = {"subagent": {"thread_spawn": {"parent_thread_id": "01996135-afde-7911-97f0-d863511eca56"}}}
    lines = [json.loads(x) for x in CODEX.read_text().splitlines() if x.strip()]
    own = [r for r in lines if r["type"] != "session_meta"]  # the real session as the subagent's own
    out = [
        {
            "timestamp": start,
            "type": "session_meta",
            "payload": {"id": "child-0002", "timestamp": start, "source": spawn},
        }
    ]
    out += [
        {**r, "timestamp": f"2025-09-20T10:00:{i // 10 + 1:02d}.{i % 10:03d}Z"} for i, r in enumerate(own)
    ]
    out.insert(1, {"timestamp": start, "type": "response_item", "payload": {"type": "message", "role": "user",
                   "content": [{"type": "input_text", "text": "Explore the repository."}]}})  # fmt: skip
    (folder / "rollout-child-0002.jsonl").write_text("\n".join(json.dumps(r) for r in out) + "\n")
    (row,) = _rows("codex", folder)
    assert not _copied(row) and "copied_turns" not in row["metadata"]
