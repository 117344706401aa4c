"""The cursor loader on every real Cursor transcript in ../shared/corpus and on our fixtures."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from conftest import CORPUS, FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format, read_head
from agent_traces.loaders.cursor import Cursor

# the MANIFEST files git-ai's Cursor fixture under other_agents ("Cursor agent transcript JSONL")
REAL = [
    *corpus_files("cursor"),
    CORPUS / "other_agents" / "git-ai-project__git-ai" / "cursor-session-simple.jsonl",
]
FIXTURE_DIR = FIXTURES / "cursor" / "projects" / "home-dev-demo" / "agent-transcripts"
FIXTURE_FILES = sorted(FIXTURE_DIR.glob("*.jsonl"))
ALL = [*REAL, *FIXTURE_FILES]


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def _typed(text: str) -> str:
    """The oracle's reading of a user line: what is inside <user_query>, after any text outside
    the tagged sections; the whole text when there is no <user_query>."""
    query = re.search(r"<user_query>\n?(.*?)\n?</user_query>", text, re.S)
    if not query:
        return text
    outside = re.sub(
        r"<([a-z_]+)>.*?</\1>", "", text[: query.start()] + text[query.end() :], flags=re.S
    ).strip()
    return "\n".join(p for p in (outside, query.group(1)) if p)


@pytest.fixture(scope="module")
def rows(tmp_path_factory) -> dict[str, dict]:
    ds = load_dataset(
        "cursor",
        data_files=[str(p) for p in ALL],
        split="train",
        cache_dir=str(tmp_path_factory.mktemp("cu")),
    )
    return {Path(r["file_path"]).name: r for r in ds}


@pytest.mark.corpus
@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_counts_match_the_raw_transcript(path, rows):
    lines = _lines(path)
    row = rows[path.name]
    assert row["id"] == f"cursor:{path.name.split('.')[0]}"
    uses = [
        b
        for r in lines
        if r["role"] == "assistant"
        for b in r["message"]["content"]
        if b["type"] == "tool_use"
    ]
    calls = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert [(c["function"]["name"], c["function"]["arguments"]) for c in calls] == [
        (u["name"], u["input"]) for u in uses
    ]
    assert len({c["id"] for c in calls}) == len(calls)  # ids given, unique
    assert row["num_tool_calls"] == len(uses)
    # no results recorded, none invented: every call is listed as without result
    assert not [m for m in row["messages"] if m["role"] == "tool"]
    listed = [i for m in row["messages"] for i in (m["metadata"] or {}).get("calls_without_result", [])]
    assert listed == [c["id"] for c in calls]
    texts = [r["message"]["content"][0]["text"] for r in lines if r["role"] == "user"]
    typed = [t for t in map(_typed, texts) if t]
    users = [m for m in row["messages"] if m["role"] == "user" and not (m["metadata"] or {}).get("injected")]
    assert [m["content"] for m in users] == typed and row["num_user_messages"] == len(typed)
    outside = [
        re.sub(r"<user_query>.*?</user_query>", "", t, flags=re.S) for t in texts if "<user_query>" in t
    ]
    attached = [t for t in outside if re.search(r"<([a-z_]+)>.*?</\1>", t, re.S)]
    injected = [m for m in row["messages"] if (m["metadata"] or {}).get("kind") == "attached_context"]
    assert len(injected) == len(attached)
    markers = sum(
        b["text"].count("[REDACTED]") for r in lines for b in r["message"]["content"] if b["type"] == "text"
    )
    assert row["metadata"]["counts"]["redacted_thinking"] == markers
    assert "[REDACTED]" not in json.dumps([m["content"] for m in row["messages"]])
    assert row["model"] is None and row["sent_at"] is None


@pytest.mark.corpus
def test_real_transcript_details(rows):
    row = rows["cursor-transcript.jsonl"]
    assert row["num_user_messages"] == 79 and row["num_tool_calls"] == 655
    image = [m for m in row["messages"] if (m["metadata"] or {}).get("sections") == ["image_files"]]
    assert len(image) == 14 and all(m["content"].startswith("<image_files>") for m in image)
    assert row["first_prompt"].startswith("#Network Intelligence - Full Project Spec")


@pytest.mark.corpus
def test_fixture_attached_files_ids_and_redaction(rows, cache_dir):
    row = rows[FIXTURE_FILES[0].name]
    first, typed = row["messages"][:2]
    assert first["metadata"] == {"injected": True, "kind": "attached_context", "sections": ["attached_files"]}
    assert typed["content"] == "Why does add(2, 2) return 0?" and row["first_prompt"] == typed["content"]
    step = row["messages"][2]
    assert step["content"] == "Checking calc.py and its tests."
    assert [c["id"] for c in step["tool_calls"]] == ["cursor-2-1", "cursor-2-2"]
    assert step["metadata"]["redacted_thinking"] is True
    image_turn = [
        m for m in row["messages"] if m["role"] == "user" and not (m["metadata"] or {}).get("injected")
    ][1]
    assert image_turn["content"] == "[Image]\nthe test still fails, see screenshot"
    old = rows[FIXTURE_FILES[1].name]
    assert [m["role"] for m in old["messages"]] == ["user", "assistant"]
    assert old["metadata"]["counts"] == {"redacted_thinking": 1, "empty_after_redaction": 1}
    assert old["metadata"]["project"] == "home-dev-demo"
    again = load_dataset("cursor", data_files=str(FIXTURE_FILES[0]), split="train", cache_dir=cache_dir)
    assert again[0]["messages"] == row["messages"]  # the same ids every run


@pytest.mark.corpus
def test_sniff_and_default_location(monkeypatch, tmp_path):
    for path in ALL:
        assert Cursor.sniff(str(path), read_head(str(path))), path.name
        assert detect_format(str(path)) == "cursor"
    others = corpus_files("claude_code") + corpus_files("kimi") + corpus_files("openai_messages_sft")
    for other in others:
        assert not Cursor.sniff(str(other), read_head(str(other))), other.name
    monkeypatch.setenv("HOME", str(tmp_path))
    target = tmp_path / ".cursor" / "projects" / "home-dev-demo" / "agent-transcripts" / FIXTURE_FILES[0].name
    target.parent.mkdir(parents=True)
    target.write_bytes(FIXTURE_FILES[0].read_bytes())
    (target.parent.parent / "notes.jsonl").write_text("{}\n")
    assert Cursor.default_location() == str(tmp_path / ".cursor" / "projects")
    assert Cursor.default_data_files() == [str(target)]


def test_damage_is_counted_and_strict_raises(tmp_path):
    good = FIXTURE_FILES[0].read_text(encoding="utf-8").splitlines()
    path = tmp_path / "t.jsonl"
    bad = [
        '{"role":"system","message":{"content":[]}}',
        '["x"]',
        '{"role":"assistant","message":{"content":[{"type":"hologram"}]}}',
    ]
    path.write_text("\n".join([good[0], *bad, *good[1:]]) + "\n", encoding="utf-8")
    log = ProblemLog()
    (row,) = read_trajectories("cursor", [str(path)], log)
    assert row["num_tool_calls"] == 4
    assert log.by_reason() == {"unknown_role": 1, "not_a_message": 1, "unknown_block_type": 1}
    with pytest.raises(TraceFormatError) as err:
        list(read_trajectories("cursor", [str(path)], strict=True))
    assert err.value.line == 2


@pytest.mark.slow
@pytest.mark.corpus
@pytest.mark.parametrize("view", ["messages", "sharegpt", "steps"])
def test_views_streaming_and_num_proc(view, cache_dir, tmp_path):
    files = [str(p) for p in ALL]
    rows = list(load_dataset("cursor", view, data_files=files, split="train", cache_dir=cache_dir))
    streamed = list(load_dataset("cursor", view, data_files=files, split="train", streaming=True))
    parallel = load_dataset(
        "cursor", view, data_files=files, split="train", num_proc=2, cache_dir=str(tmp_path / "n")
    )
    assert rows == streamed
    assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
        json.dumps(r, sort_keys=True) for r in parallel
    )
