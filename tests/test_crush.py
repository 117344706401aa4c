"""The crush loader on the real ``crush.db`` stores in ../shared/corpus (both schema generations)
and on databases built by ``fixtures/crush_db_builder.py``."""

from __future__ import annotations

import importlib.util
import json
import os
import sqlite3
from collections import Counter
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format

REAL = corpus_files("crush")
FIXTURE = FIXTURES / "crush" / ".crush" / "crush.db"
_spec = importlib.util.spec_from_file_location("build_crush_db", FIXTURES / "crush_db_builder.py")
build_db = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build_db)


def _read(files: list[Path]) -> tuple[list[dict], ProblemLog]:
    log = ProblemLog()
    return list(read_trajectories("crush", [str(p) for p in files], log)), log


def _raw(path: Path) -> dict[str, Counter]:
    """Per session, straight from SQL: messages by role, parts by type (the oracle)."""
    db = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    out: dict[str, Counter] = {}
    for sid, role, parts in db.execute("SELECT session_id, role, parts FROM messages"):
        counts = out.setdefault(sid, Counter())
        counts[f"role:{role}"] += 1
        for part in json.loads(parts):
            counts[part["type"]] += 1
            if part["type"] == "reasoning" and part["data"].get("thinking"):
                counts["reasoning_messages"] += 1
    db.close()
    return out


@pytest.mark.parametrize("path", [*REAL, FIXTURE], ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_counts_match_the_raw_database(path):
    assert detect_format(str(path)) == "crush"
    rows, log = _read([path])
    assert log.problem_total() == 0
    raw = _raw(path)
    assert sorted(r["session_id"] for r in rows) == sorted(raw)
    for row in rows:
        counts = raw[row["session_id"]]
        roles = Counter(m["role"] for m in row["messages"])
        summaries = (row["metadata"].get("counts") or {}).get("summaries", 0)
        assert roles["assistant"] + summaries == counts["role:assistant"], row["id"]
        assert roles["user"] - summaries == counts["role:user"], row["id"]
        assert roles["tool"] == counts["tool_result"], row["id"]
        assert row["num_tool_calls"] == counts["tool_call"], row["id"]
        assert sum(bool(m["reasoning_content"]) for m in row["messages"]) == counts["reasoning_messages"]
        calls = {c["id"] for m in row["messages"] for c in m["tool_calls"] or ()}
        assert {m["tool_call_id"] for m in row["messages"] if m["role"] == "tool"} <= calls
        times = [m["timestamp"] for m in row["messages"]]
        assert times == sorted(times) and all(
            t.startswith(("2025-", "2026-")) for t in times
        )  # seconds, not ms


@pytest.mark.corpus
def test_corpus_totals_match_the_manifest():
    rows = {p.parent.name: _read([p])[0] for p in REAL}
    assert sum(r["num_tool_calls"] for r in rows["AndresGaibor__cisco-auto"]) == 233
    assert sum(r["num_tool_calls"] for r in rows["gleicon__mcpfier"]) == 21
    assert len(rows["gleicon__mcpfier"]) == 3
    summary = [r for r in rows["AndresGaibor__cisco-auto"] if r["metadata"].get("summary_message_id")]
    (marked,) = [m for m in summary[0]["messages"] if (m["metadata"] or {}).get("kind") == "compact_summary"]
    assert marked["metadata"]["message_id"] == summary[0]["metadata"]["summary_message_id"]


@pytest.mark.parametrize("version", ["2025", "2026"])
def test_both_schema_generations_and_the_sub_agent_link(tmp_path, version):
    path = build_db.build(tmp_path / ".crush" / "crush.db", version)
    rows, log = _read([path])
    assert log.problem_total() == 0
    parent, child = rows
    assert child["id"] == f"crush:{build_db.CHILD}" and parent["metadata"]["subagents"] == [child["id"]]
    assert child["metadata"]["agent"] == {
        "parent_session_id": build_db.SESSION,
        "tool_call_id": build_db.CHILD,
    }
    (agent_result,) = [m for m in parent["messages"] if m["tool_call_id"] == build_db.CHILD]
    assert agent_result["metadata"] == {"subagent": child["id"]}
    bash = [m for m in parent["messages"] if m["name"] == "bash"]
    assert bash[0]["metadata"] == {"is_error": True}
    assert "TODO:\n- fix the flaky test" in parent["first_prompt"]
    last = parent["messages"][-1]
    assert last["metadata"]["stop_reason"] == "error" and last["metadata"]["error"]["details"] == "overloaded"
    kinds = [(m["metadata"] or {}).get("kind") for m in parent["messages"]]
    assert kinds.count("compact_summary") == (1 if version == "2026" else 0)


def test_a_database_without_its_wal_opens_in_a_read_only_folder_and_is_never_written(tmp_path):
    folder = tmp_path / "ro"
    path = build_db.build(folder / "crush.db")
    before = path.read_bytes()
    os.chmod(folder, 0o555)
    try:
        rows, log = _read([path])
    finally:
        os.chmod(folder, 0o755)
    assert len(rows) == 2 and log.problem_total() == 0
    assert sorted(p.name for p in folder.iterdir()) == ["crush.db"] and path.read_bytes() == before


def test_other_and_damaged_databases(tmp_path):
    other = tmp_path / "other.db"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE messages (id TEXT, session_id TEXT, role TEXT, content TEXT)")
    db.commit()
    db.close()
    assert detect_format(str(other)) is None  # a messages table without parts is not Crush's
    cut = tmp_path / "cut.db"
    cut.write_bytes(FIXTURE.read_bytes()[:5000])
    assert detect_format(str(cut)) is None
    rows, log = _read([cut])
    assert rows == [] and set(log.for_file(cut.name)) <= {"unreadable_database", "not_a_crush_database"}
    odd = tmp_path / "we?ird #name%.db"
    odd.write_bytes(FIXTURE.read_bytes())
    assert detect_format(str(odd)) == "crush" and len(_read([odd])[0]) == 2


def test_damaged_parts_are_counted(tmp_path):
    path = build_db.build(tmp_path / "crush.db")
    db = sqlite3.connect(path)
    db.execute("UPDATE messages SET parts = '{not json' WHERE id = 'm02'")
    db.execute("UPDATE messages SET parts = '7' WHERE id = 'm08'")
    db.execute("UPDATE messages SET role = 'robot' WHERE id = 'm09'")
    db.commit()
    db.close()
    rows, log = _read([path])
    assert log.for_file(path.name) == {
        "malformed_parts": 2,
        "unknown_role": 1,
        "tool_result_without_call": 1,  # the glob result, whose call was in the damaged message
    }
    assert len(rows) == 2
