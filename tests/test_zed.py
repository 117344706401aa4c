"""The zed loader on the real ``threads.db`` in ../shared/corpus and on databases built by
``fixtures/zed_db_builder.py``."""

from __future__ import annotations

import importlib.util
import json
import sqlite3
from pathlib import Path

import pytest
import zstandard
from conftest import FIXTURES, corpus_files

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format

REAL = corpus_files("zed")
FIXTURE = FIXTURES / "zed" / "threads" / "threads.db"
_spec = importlib.util.spec_from_file_location("build_zed_db", FIXTURES / "zed_db_builder.py")
build_db = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build_db)


def _read(files: list[Path]) -> tuple[list[dict], ProblemLog]:
    log = ProblemLog()
    return list(read_trajectories("zed", [str(p) for p in files], log)), log


def _raw_threads(path: Path) -> dict[str, dict]:
    db = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    out = {}
    for tid, kind, data in db.execute("SELECT id, data_type, data FROM threads"):
        raw = zstandard.ZstdDecompressor().stream_reader(data).read() if kind == "zstd" else data
        out[tid] = json.loads(raw)
    db.close()
    return out


@pytest.mark.parametrize("path", [*REAL, FIXTURE], ids=lambda p: p.parent.parent.name)
def test_counts_match_the_raw_threads(path):
    assert detect_format(str(path)) == "zed"
    rows, log = _read([path])
    assert log.problem_total() == 0
    raw = _raw_threads(path)
    assert sorted(r["session_id"] for r in rows) == sorted(raw)
    for row in rows:
        doc = raw[row["session_id"]]
        agents = [m["Agent"] for m in doc["messages"] if isinstance(m, dict) and "Agent" in m]
        users = [m["User"] for m in doc["messages"] if isinstance(m, dict) and "User" in m]
        uses = [p["ToolUse"] for a in agents for p in a["content"] if "ToolUse" in p]
        calls = [c for m in row["messages"] for c in m["tool_calls"] or []]
        assert [(c["id"], c["function"]["name"], c["function"]["arguments"]) for c in calls] == [
            (u["id"], u["name"], u["input"]) for u in uses
        ]
        tools = [m for m in row["messages"] if m["role"] == "tool"]
        results = [r for a in agents for r in a["tool_results"].values()]
        assert sorted(m["tool_call_id"] for m in tools) == sorted(r["tool_use_id"] for r in results)
        assert sum(bool((m["metadata"] or {}).get("is_error")) for m in tools) == sum(
            r["is_error"] for r in results
        )
        assert not [m for m in tools if (m["metadata"] or {}).get("orphan")]
        assert sum(m["role"] == "assistant" for m in row["messages"]) == len(agents)
        assert row["num_user_messages"] == len(users)
        thinking = [a for a in agents if any("Thinking" in p for p in a["content"])]
        assert sum(bool(m["reasoning_content"]) for m in row["messages"]) == len(thinking)
        assert row["model"] == doc["model"]["model"]


@pytest.mark.corpus
def test_the_corpus_thread():
    (row,), _ = _read(REAL)
    assert row["model"] == "Gemini 2.5 Flash" and row["metadata"]["provider"] == "google"
    assert row["num_tool_calls"] == 6
    assert sum(bool((m["metadata"] or {}).get("is_error")) for m in row["messages"]) == 1


def test_results_follow_their_calls_and_json_threads_and_sub_threads_are_read(tmp_path):
    rows, _ = _read([build_db.build(tmp_path / "threads.db")])
    main, sub = rows
    order = [(m["role"], m["tool_call_id"]) for m in main["messages"]][:5]
    assert order == [
        ("user", None),
        ("assistant", None),
        ("tool", "grep-1"),
        ("tool", "edit_file-2"),
        ("assistant", None),
    ]
    assert main["metadata"]["counts"] == {"mentions": 1, "resume": 1}
    assert "pub fn count()" in main["first_prompt"]
    assert sub["metadata"]["agent"] == {"parent_thread_id": build_db.THREAD}
    assert sub["metadata"]["counts"] == {"redacted_thinking": 1}
    assert main["sent_at"].startswith("2026-03-01T09:00:00")


def test_damaged_threads_cost_only_themselves(tmp_path):
    path = build_db.build(tmp_path / "threads.db")
    db = sqlite3.connect(path)
    db.execute("UPDATE threads SET data = x'28b52ffd0000' WHERE id = ?", (build_db.THREAD,))
    db.execute(
        "INSERT INTO threads VALUES ('t3', 's', '2026-03-02T00:00:00Z', 'json', ?, NULL, NULL, NULL, '2026-03-02T00:00:00Z')",
        (
            json.dumps(
                {
                    "version": "0.3.0",
                    "messages": [{"User": {"id": "x", "content": [{"Text": "hi"}]}}, {"Bot": {}}],
                }
            ),
        ),
    )
    db.execute(
        "INSERT INTO threads VALUES ('t4', 's', 'u', 'brotli', x'00', NULL, NULL, NULL, '2026-03-03T00:00:00Z')"
    )
    db.commit()
    db.close()
    rows, log = _read([path])
    assert [r["session_id"] for r in rows] == [build_db.CHILD, "t3"]
    assert log.for_file(path.name) == {"unreadable_thread": 2, "unknown_message": 1}


def test_other_sqlite_files_are_not_zed(tmp_path):
    other = tmp_path / "threads.db"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE threads (id TEXT, title TEXT)")
    db.commit()
    db.close()
    assert detect_format(str(other)) is None
    assert detect_format(str(FIXTURES / "crush" / ".crush" / "crush.db")) == "crush"
