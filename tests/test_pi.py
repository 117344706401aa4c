"""The pi loader on every real Pi session in ../shared/corpus/pi and on our tree fixture."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format, read_head
from agent_traces.loaders.pi import Pi

REAL = corpus_files("pi")
FIXTURE_DIR = FIXTURES / "pi" / "sessions" / "--home-dev-demo--"
TREE = next(FIXTURE_DIR.glob("2026-*.jsonl"))
LINEAR = next(FIXTURE_DIR.glob("2025-*.jsonl"))


def _entries(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def _main_path(path: Path) -> list[dict]:
    """The raw entries of the current conversation: all of them (v1), or root → last entry."""
    entries = _entries(path)[1:]
    if not any("id" in e for e in entries):
        return entries
    by_id = {e["id"]: e for e in entries}
    out, node = [], entries[-1]
    while node is not None:
        out.append(node)
        node = by_id.get(node["parentId"])
    return out[::-1]


def _text(content) -> str:
    if isinstance(content, str):
        return content
    return "\n".join(b["text"] for b in content if b["type"] == "text")


@pytest.fixture(scope="module")
def rows(tmp_path_factory) -> dict[str, dict]:
    files = [str(p) for p in [*REAL, TREE, LINEAR]]
    ds = load_dataset("pi", data_files=files, split="train", cache_dir=str(tmp_path_factory.mktemp("pi")))
    return {Path(r["file_path"]).name: r for r in ds}


@pytest.mark.corpus
@pytest.mark.parametrize("path", [*REAL, TREE, LINEAR], ids=lambda p: p.name[:40])
def test_counts_match_the_raw_session(path, rows):
    row = rows[path.name]
    entries = _main_path(path)
    msgs = [e["message"] for e in entries if e["type"] == "message"]
    header = _entries(path)[0]
    assert row["id"] == f"pi:{header['id']}" and row["metadata"]["format_version"] == header.get("version", 1)
    calls = [b for m in msgs if m["role"] == "assistant" for b in m["content"] if b["type"] == "toolCall"]
    assert row["num_tool_calls"] == len(calls)
    got_calls = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert [(c["id"], c["function"]["name"], c["function"]["arguments"]) for c in got_calls] == [
        (c["id"], c["name"], c["arguments"]) for c in calls
    ]
    results = [m for m in msgs if m["role"] == "toolResult"]
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert [(m["tool_call_id"], m["name"], m["content"]) for m in tools] == [
        (r["toolCallId"], r["toolName"], _text(r["content"])) for r in results
    ]
    assert [bool((m["metadata"] or {}).get("is_error")) for m in tools] == [r["isError"] for r in results]
    typed = [_text(m["content"]) for m in msgs if m["role"] == "user"]
    users = [m for m in row["messages"] if m["role"] == "user" and not (m["metadata"] or {}).get("injected")]
    assert row["num_user_messages"] == len(typed)
    assert [m["content"].split("\n[image")[0] for m in users] == typed
    assert row["first_prompt"] == users[0]["content"]
    first_user = next(e for e in entries if e["type"] == "message" and e["message"]["role"] == "user")
    assert row["sent_at"] == first_user["timestamp"]
    said = [m for m in msgs if m["role"] == "assistant"]
    assistants = [m for m in row["messages"] if m["role"] == "assistant"]
    assert [m["model"] for m in assistants] == [m["model"] for m in said]
    assert [m["metadata"]["stop_reason"] for m in assistants] == [m["stopReason"] for m in said]
    assert [m["metadata"].get("error_message") for m in assistants] == [m.get("errorMessage") for m in said]
    models = Counter(m["model"] for m in said)
    top = max(models.values())
    assert row["model"] == [m["model"] for m in said if models[m["model"]] == top][-1]
    thinking = ["\n\n".join(b["thinking"] for b in m["content"] if b["type"] == "thinking") for m in said]
    assert [m["reasoning_content"] or "" for m in assistants] == thinking
    injected = Counter((m["metadata"] or {}).get("kind") for m in row["messages"] if m["role"] == "user")
    raw_kinds = Counter(e["type"] for e in entries)
    bash = [m for m in msgs if m["role"] == "bashExecution" and not m.get("excludeFromContext")]
    assert injected["compact_summary"] == raw_kinds["compaction"]
    assert injected["branch_summary"] == raw_kinds["branch_summary"]
    assert injected["bash_execution"] == len(bash)
    assert len(row["metadata"].get("model_changes", [])) == raw_kinds["model_change"]
    assert len(row["metadata"].get("thinking_level_changes", [])) == raw_kinds["thinking_level_change"]


@pytest.mark.corpus
def test_compaction_summaries_point_at_the_first_kept_message(rows):
    path = next(p for p in REAL if "before-compaction" in p.name)
    raw = _entries(path)
    row = rows[path.name]
    compactions = [e for e in raw if e["type"] == "compaction"]
    summaries = [m for m in row["messages"] if (m["metadata"] or {}).get("kind") == "compact_summary"]
    assert len(summaries) == len(compactions) == 2
    for msg, entry in zip(summaries, compactions, strict=True):
        assert entry["summary"] in msg["content"] and msg["content"].startswith("The conversation history")
        assert (
            msg["metadata"]["injected"] is True and msg["metadata"]["tokens_before"] == entry["tokensBefore"]
        )
        kept = row["messages"][msg["metadata"]["kept_from"]]
        assert kept["content"] == _text(raw[entry["firstKeptEntryIndex"]]["message"]["content"])
    bash = [m for m in row["messages"] if (m["metadata"] or {}).get("kind") == "bash_execution"]
    assert bash[0]["content"].startswith("Ran `ls`\n```\nAGENTS.md")
    assert row["metadata"]["branched_from"].endswith(".jsonl")


def test_the_tree_fixture_main_branch_and_all_branches(cache_dir):
    log = ProblemLog()
    (row,) = read_trajectories("pi", [str(TREE)], log)
    assert log.by_reason() == {"abandoned_branch": 1} and log.problem_total() == 0
    assert row["metadata"]["branches_dropped"] == 1
    contents = [m["content"] for m in row["messages"]]
    assert "Rewrite it in Rust." not in contents
    summary = next(m for m in row["messages"] if (m["metadata"] or {}).get("kind") == "branch_summary")
    assert "Rust rewrite" in summary["content"] and summary["metadata"]["from_id"] == "b0000002"
    compact = next(m for m in row["messages"] if (m["metadata"] or {}).get("kind") == "compact_summary")
    assert row["messages"][compact["metadata"]["kept_from"]]["content"] == "Fix add() instead."
    custom = next(m for m in row["messages"] if (m["metadata"] or {}).get("kind") == "custom")
    assert custom["content"] == "Remember to run the linter." and custom["metadata"]["display"] is False
    assert not any("SECRET" in c for c in contents)  # !!cmd never reached the model
    assert row["metadata"]["counts"]["bash_excluded_from_context"] == 1
    assert row["metadata"]["counts"]["custom:todo-state"] == 1
    assert row["metadata"]["name"] == "Fix calc add" and row["metadata"]["labels"][0]["label"] == "done"
    assert row["first_prompt"].startswith("What does calc.py do?\n[image: image/png")
    errors = [
        m for m in row["messages"] if m["role"] == "assistant" and m["metadata"]["stop_reason"] == "error"
    ]
    assert (
        errors[0]["metadata"]["error_message"] == "429 rate limited"
        and errors[0]["model"] == "claude-opus-4-5"
    )
    levels = [m["metadata"]["thinking_level"] for m in row["messages"] if m["role"] == "assistant"]
    assert levels[0] == "medium"
    both = list(load_dataset("pi", data_files=str(TREE), split="train", branches="all", cache_dir=cache_dir))
    assert [r["id"] for r in both] == [row["id"], row["id"] + ":branch-1"]
    branch = both[1]
    assert [m["content"] for m in branch["messages"] if m["role"] == "user"][-1] == "Rewrite it in Rust."
    assert branch["messages"][-1]["metadata"]["stop_reason"] == "aborted"
    assert both[0]["messages"] == row["messages"] and both[0]["metadata"]["branches"] == 2


@pytest.mark.corpus
def test_sniff_detects_every_pi_file_and_nothing_else():
    for path in [*REAL, TREE, LINEAR]:
        assert Pi.sniff(str(path), read_head(str(path))), path.name
        assert detect_format(str(path)) == "pi"
    for other in corpus_files("claude_code") + corpus_files("codex_cli") + corpus_files("kimi"):
        assert not Pi.sniff(str(other), read_head(str(other))), other.name


def test_default_location(monkeypatch, tmp_path):
    monkeypatch.setenv("PI_CODING_AGENT_DIR", str(tmp_path / "agent"))
    assert Pi.default_location() == str(tmp_path / "agent" / "sessions")
    target = tmp_path / "agent" / "sessions" / "--home-dev-demo--" / TREE.name
    target.parent.mkdir(parents=True)
    target.write_bytes(TREE.read_bytes())
    assert Pi.default_data_files() == [str(target)]
    monkeypatch.delenv("PI_CODING_AGENT_DIR")
    assert Pi.default_location() == str(Path("~/.pi/agent/sessions").expanduser())


def test_damage_is_counted_and_strict_raises(tmp_path):
    good = TREE.read_text(encoding="utf-8").splitlines()
    bad = [
        good[0],
        '{"type":"hologram","id":"x1","parentId":null}',
        '{"type":"message","id":"x2","parentId":"nowhere","message":{"role":"robot"}}',
        "{broken",
        *good[1:],
    ]
    path = tmp_path / "s.jsonl"
    path.write_text("\n".join(bad) + "\n", encoding="utf-8")
    log = ProblemLog()
    (row,) = read_trajectories("pi", [str(path)], log)
    assert row["num_tool_calls"] == 3
    assert {k: v for k, v in log.by_reason().items() if k != "abandoned_branch"} == {
        "unknown_entry_type": 1,
        "malformed_json": 1,
    }
    with pytest.raises(TraceFormatError) as err:
        list(read_trajectories("pi", [str(path)], strict=True))
    assert err.value.line == 2


@pytest.mark.slow
@pytest.mark.corpus
@pytest.mark.parametrize("view", ["messages", "sharegpt", "steps"])
def test_views_streaming_and_num_proc(view, cache_dir, tmp_path):
    files = [str(p) for p in [*REAL, TREE, LINEAR]]
    rows = list(load_dataset("pi", view, data_files=files, split="train", cache_dir=cache_dir))
    streamed = list(load_dataset("pi", view, data_files=files, split="train", streaming=True))
    parallel = load_dataset(
        "pi", view, data_files=files, split="train", num_proc=2, cache_dir=str(tmp_path / "np")
    )
    assert rows == streamed
    assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
        json.dumps(r, sort_keys=True) for r in parallel
    )
