"""Loud when a parser reads little, and unknown files listed with their reason (issue 32).

The files here are our own, shaped like the real ones that fooled the detection: Qwen Code
records (Claude-Code-like keys, Gemini ``parts``) and a Continue session (``history`` of
``{message, contextItems}``). Each is forced through the parser that used to claim it.
"""

from __future__ import annotations

import json
import sqlite3

import pytest
from conftest import FIXTURES
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories
from agent_traces.cli import main
from agent_traces.detect import unknown_reason
from agent_traces.problems import NoTracesError


def _qwen_like(path, turns: int = 12) -> None:
    """A Qwen-Code-shaped chat: one prompt, then ``turns`` call/result pairs with telemetry."""
    base = {
        "sessionId": "s-1",
        "cwd": "/home/me/p",
        "version": "0.13.0",
        "timestamp": "2026-03-31T13:31:12.008Z",
    }
    recs, parent = [], None

    def add(kind: str, **fields) -> None:
        nonlocal parent
        uid = f"u{len(recs)}"
        recs.append({**base, "uuid": uid, "parentUuid": parent, "type": kind, **fields})
        parent = uid

    add("user", message={"role": "user", "parts": [{"text": "fix the tests"}]})
    for n in range(turns):
        add(
            "system",
            subtype="ui_telemetry",
            systemPayload={"uiEvent": {"event.name": "qwen-code.api_response"}},
        )
        add(
            "assistant",
            model="coder-model",
            message={
                "role": "model",
                "parts": [{"functionCall": {"id": f"c{n}", "name": "read_file", "args": {"path": "a.py"}}}],
            },
        )
        add(
            "tool_result",
            message={
                "role": "user",
                "parts": [
                    {"functionResponse": {"id": f"c{n}", "name": "read_file", "response": {"output": "x"}}}
                ],
            },
            toolCallResult={"callId": f"c{n}", "status": "success"},
        )
    path.write_text("".join(json.dumps(r) + "\n" for r in recs))


CONTINUE_LIKE = {
    "sessionId": "c-1",
    "title": "t",
    "workspaceDirectory": "/w",
    "history": [
        {"message": {"role": "user", "content": "hi", "id": "m1"}, "contextItems": []},
        {"message": {"role": "assistant", "content": "hello", "id": "m2"}, "contextItems": []},
    ],
}


def test_a_parser_that_reads_little_of_a_file_says_so(tmp_path):
    qwen = tmp_path / "chat.jsonl"
    _qwen_like(qwen)
    log = ProblemLog()
    rows = list(read_trajectories("claude_code", [str(qwen)], log, root=str(tmp_path)))
    assert sum(len(r["messages"]) for r in rows) <= 2
    assert log.by_file()["chat.jsonl"]["mostly_unread"] == 1
    assert "mostly_unread" not in log.deliberate
    detail = log.details[("chat.jsonl", "mostly_unread")]
    assert "read as claude_code" in detail and "other_branch" in detail
    # the right parser reads all of it, and says nothing
    log = ProblemLog()
    rows = list(read_trajectories("qwen_code", [str(qwen)], log, root=str(tmp_path)))
    assert rows[0]["num_tool_calls"] == 12 and log.total() == 0


def test_no_conversation_from_a_file_with_records_is_a_problem(tmp_path):
    session = tmp_path / "session.json"
    session.write_text(json.dumps(CONTINUE_LIKE, indent=2))
    log = ProblemLog()
    list(read_trajectories("swe_agent", [str(session)], log, root=str(tmp_path)))
    assert "mostly_unread" in log.by_file()["session.json"]
    with pytest.raises(TraceFormatError):  # strict: the first unread record stops the load
        list(read_trajectories("swe_agent", [str(session)], ProblemLog(strict=True), root=str(tmp_path)))


def test_files_read_as_their_own_source_are_not_flagged():
    for name in ("claude_code", "pi", "gemini_cli", "openai_messages", "cursor"):
        files = [str(p) for p in (FIXTURES / name).rglob("*") if p.is_file()]
        log = ProblemLog()
        list(read_trajectories(name, files, log, root=str(FIXTURES / name)))
        assert "mostly_unread" not in log.by_reason(), (name, log.details)


@pytest.fixture
def unknown_folder(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    _qwen_like(folder / "chat.jsonl")
    (folder / "notes.txt").write_text("not a trace\n")
    (folder / "session.json").write_text(json.dumps({"format": "some-export-v1", "metadata": {}}, indent=2))
    db = sqlite3.connect(folder / "store.db")
    db.execute("create table t (x)")
    db.commit()
    db.close()
    return folder


def test_unknown_files_are_listed_with_their_reason_by_inspect_convert_and_load_dataset(
    unknown_folder, tmp_path, capsys
):
    reasons = {p.name: unknown_reason(str(p)) for p in unknown_folder.iterdir()}
    assert reasons["notes.txt"].startswith("not JSON")
    assert "SQLite" in reasons["store.db"]
    assert "keys format, metadata" in reasons["session.json"]
    del reasons["chat.jsonl"]  # Qwen Code: read by its own loader now
    assert main(["inspect", str(unknown_folder)]) == 0
    out = capsys.readouterr().out
    for name, why in reasons.items():
        assert f"    {name}: {why}" in out
    assert main(["inspect", str(unknown_folder), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["unrecognized_reasons"] == reasons
    assert main(["convert", "agent_traces", str(unknown_folder), "-o", str(tmp_path / "out")]) == 0
    out = capsys.readouterr().out
    assert "every input file was read" not in out and "3 file(s) in no known format" in out
    for name, why in reasons.items():
        assert f"    {name}: {why}" in out
    only_unknown = tmp_path / "unknown"
    only_unknown.mkdir()
    (only_unknown / "notes.txt").write_text("not a trace\n")
    with pytest.raises(NoTracesError, match=r"notes\.txt: .*in no known format \(not JSON"):
        load_dataset("agent_traces", data_dir=str(only_unknown), split="train", cache_dir=str(tmp_path / "c"))
