"""The steps view: stored linearly, read as before, with teacher-replay options, on real sessions."""

from __future__ import annotations

import os
import random

import pytest
from conftest import CORPUS, FIXTURES
from datasets import load_dataset
from tiny_lm import build_tokenizer, row_text

import agent_traces  # noqa: F401
from agent_traces.converters.steps import action_text
from agent_traces.converters.windows import is_compact_summary
from agent_traces.core.steps_access import published_steps
from agent_traces.core.tokens import char_counter, chat_token_counter

SOURCES = {
    "claude_code": {"data_dir": str(CORPUS / "claude_code")},
    "codex": {"data_dir": str(CORPUS / "codex_cli")},
    "hermes": {"data_dir": str(CORPUS / "hermes")},
}


def steps_as_before(row: dict) -> list[dict]:
    """The steps view as it was before states were stored once (every message before the turn)."""
    out, turn = [], 0
    for index, msg in enumerate(row["messages"]):
        if msg["role"] == "assistant":
            out.append(
                {
                    "state_id": f"{row['id']}:{turn}",
                    "id": row["id"],
                    "harness": row["harness"],
                    "session_id": row["session_id"],
                    "turn_index": turn,
                    "messages": row["messages"][:index],
                    "tools": row["tools"] or [],
                    "action": msg,
                    "action_text": action_text(msg),
                    "model": msg["model"] or row["model"],
                }
            )
            turn += 1
    return out


def _size(ds) -> int:
    return sum(os.path.getsize(f["filename"]) for f in ds.cache_files)


@pytest.fixture(scope="module")
def loaded(tmp_path_factory):
    cache = str(tmp_path_factory.mktemp("c"))
    return {
        (source, view): load_dataset(source, view, split="train", cache_dir=cache, **where)
        for source, where in SOURCES.items()
        for view in ("messages", "steps")
    }


@pytest.mark.corpus
@pytest.mark.parametrize("source", sorted(SOURCES))
def test_same_rows_as_before_in_order_and_at_random(loaded, source):
    rows = loaded[source, "messages"]
    steps = loaded[source, "steps"]
    expected = [s for r in rows for s in steps_as_before(r)]
    assert len(steps) == len(expected) > 10
    assert list(steps) == expected
    rng = random.Random(0)
    for i in rng.sample(range(len(steps)), min(15, len(steps))):
        assert steps[i] == expected[i]
    shuffled = steps.shuffle(seed=1)
    assert sorted((s["state_id"], len(s["messages"])) for s in shuffled) == sorted(
        (s["state_id"], len(s["messages"])) for s in expected
    )


@pytest.mark.corpus
def test_streaming_gives_the_same_steps(loaded):
    streamed = load_dataset("claude_code", "steps", split="train", streaming=True, **SOURCES["claude_code"])
    assert list(streamed) == list(loaded["claude_code", "steps"])


@pytest.mark.corpus
def test_the_steps_cache_grows_linearly(loaded):
    for source in SOURCES:
        ratio = _size(loaded[source, "steps"]) / _size(loaded[source, "messages"])
        assert ratio <= 2.0, (source, ratio)
    total_state = sum(len(s["messages"]) for s in loaded["claude_code", "steps"])
    total_messages = sum(len(r["messages"]) for r in loaded["claude_code", "messages"])
    assert total_state > 20 * total_messages  # what would have been stored


def test_a_state_starts_at_the_last_compaction(tmp_path):
    where = {"data_dir": str(FIXTURES / "claude_code" / "projects"), "cache_dir": str(tmp_path)}
    rows = [
        r
        for r in load_dataset("claude_code", split="train", **where)
        if any(map(is_compact_summary, r["messages"]))
    ]
    assert rows
    all_steps = list(load_dataset("claude_code", "steps", split="train", **where))
    for row in rows:
        steps = [s for s in all_steps if s["id"] == row["id"]]
        before = steps_as_before(row)
        summary = next(i for i, m in enumerate(row["messages"]) if is_compact_summary(m))
        after = [s for s, old in zip(steps, before, strict=True) if len(old["messages"]) > summary]
        assert after
        for step in after:
            assert is_compact_summary(step["messages"][0]) or is_compact_summary(step["messages"][1])
            assert (
                step["messages"][-1]
                == next(o for o in before if o["state_id"] == step["state_id"])["messages"][-1]
            )


@pytest.fixture(scope="module")
def real_session(loaded):
    rows = loaded["claude_code", "messages"]
    return max(rows, key=lambda r: sum(1 for m in r["messages"] if m["reasoning_content"]))


@pytest.mark.corpus
def test_teacher_replay_options_on_real_sessions(tmp_path, real_session):
    where = {**SOURCES["claude_code"], "split": "train"}
    plain = load_dataset("claude_code", "steps", cache_dir=str(tmp_path / "a"), **where)
    replay = load_dataset(
        "claude_code",
        "steps",
        cache_dir=str(tmp_path / "b"),
        strip_reasoning=True,
        max_history_tokens=3000,
        system_prompt="You are a careful teacher.",
        **where,
    )
    assert len(replay) == len(plain)
    reasoned = 0
    for before, after in zip(plain, replay, strict=True):
        state = after["messages"]
        assert state[0]["role"] == "system" and state[0]["content"] == "You are a careful teacher."
        assert all(not m["reasoning_content"] for m in state)
        reasoned += any(m["reasoning_content"] for m in before["messages"])
        rest = state[1:]
        assert char_counter(rest, after["tools"]) <= 3000 or len(rest) <= 2
        if rest:  # the most recent messages of the state, cut where no tool result loses its call
            assert rest[0]["role"] != "tool"
            kept = before["messages"][len(before["messages"]) - len(rest) :]
            assert [m["content"] for m in kept] == [m["content"] for m in rest]
        assert after["action"] == before["action"]  # the student's own action keeps its reasoning
    assert reasoned > 10


@pytest.mark.corpus
def test_max_history_tokens_counts_with_the_tokenizer(tmp_path, real_session):
    tokenizer = build_tokenizer([row_text(real_session)])
    count = chat_token_counter(tokenizer)
    steps = load_dataset(
        "claude_code",
        "steps",
        data_dir=str(CORPUS / "claude_code"),
        split="train",
        cache_dir=str(tmp_path),
        tokenizer=tokenizer,
        max_history_tokens=2000,
    )
    mine = [s for s in steps if s["id"] == real_session["id"]]
    assert len(mine) > 20
    cut = 0
    for step in mine:
        n = count(step["messages"], step["tools"])
        assert n <= 2000 or sum(m["role"] != "tool" for m in step["messages"]) <= 1
        cut += len(step["messages"]) < step["turn_index"]
    assert cut > 0


@pytest.mark.corpus
def test_convert_writes_steps_with_the_replay_options(tmp_path):
    import subprocess
    import sys

    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, "-m", "agent_traces", "convert", "claude_code", str(CORPUS / "claude_code"), "-o", str(out),
         "--view", "steps", "-O", "strip_reasoning=true", "-O", "system_prompt=Replay.", "-O", "max_history_tokens=2000"],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    records = load_dataset(str(out), "steps", split="train")
    assert "history" in records.column_names  # the folder stores records: linear in a session
    steps = published_steps(str(out))  # states rebuilt with the options the manifest records
    assert len(steps) == len(records) > 100
    for step in steps:
        assert step["messages"][0]["content"] == "Replay."
        assert not any(m["reasoning_content"] for m in step["messages"])
        assert char_counter(step["messages"][1:], []) <= 2000 or len(step["messages"]) <= 3


PLAIN_STEPS = r"""
import json, re, sys
from datasets import load_dataset
folder, cache = sys.argv[1], sys.argv[2]
card = open(f"{folder}/README.md").read()
snippet = next(b for b in re.findall(r"```python\n(.*?)```", card, re.S) if "state, tools" in b)
loop = snippet.replace('load_dataset("REPO", "steps", split="train")', "steps")
sizes = {c: load_dataset(folder, c, split="train", cache_dir=cache).data.nbytes for c in ("messages", "steps")}
steps = load_dataset(folder, "steps", split="train", cache_dir=cache)
seen = []
loop = loop.replace("    state.append(", "    seen.append([step['state_id'], len(prompt), prompt[-1]['content'] if prompt else None, completion[0]['content']])\n    state.append(")
exec(loop)
assert not [m for m in sys.modules if m.startswith("agent_traces")], "agent_traces was imported"
print(json.dumps({"sizes": sizes, "seen": seen}))
"""


@pytest.mark.parametrize("source", sorted(SOURCES))
@pytest.mark.corpus
def test_a_written_steps_config_loads_linearly_without_agent_traces(tmp_path, loaded, source):
    """``convert``'s ``steps`` config holds records: plain ``datasets`` loads at most 3x the
    ``messages`` config's Arrow bytes (every state written out: 32x), and the card's loop
    rebuilds every state; ``published_steps`` gives the steps as the builder does."""
    import json
    import subprocess
    import sys

    from agent_traces.api import resolve_files
    from agent_traces.output import OutputOptions, write_dataset

    folder = tmp_path / "out"
    files = resolve_files(source, SOURCES[source]["data_dir"])
    write_dataset(folder, {source: files}, OutputOptions(views=("messages", "steps"), repo_id="REPO"))
    done = subprocess.run(
        [sys.executable, "-I", "-c", PLAIN_STEPS, str(folder), str(tmp_path / "cache")],
        capture_output=True, text=True, timeout=300, cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    got = json.loads(done.stdout.strip().splitlines()[-1])
    assert got["sizes"]["steps"] <= 3 * got["sizes"]["messages"], got["sizes"]
    rows = load_dataset(str(folder), split="train")
    expected = [s for r in rows for s in steps_as_before(r)]
    assert sorted(s["state_id"] for s in loaded[source, "steps"]) == sorted(s["state_id"] for s in expected)
    assert got["seen"] == [
        [s["state_id"], len(s["messages"]), s["messages"][-1]["content"] if s["messages"] else None,
         s["action"]["content"]]
        for s in expected
    ]  # fmt: skip
    assert list(published_steps(str(folder))) == expected
