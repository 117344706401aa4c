"""The Session Trace Simple Format: rows → STS → rows, the documented fields, and the STS loader."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest
from conftest import CORPUS, FIXTURES, corpus_files

from agent_traces.api import read_trajectories, resolve_files
from agent_traces.detect import detect_format
from agent_traces.export.sts import epoch_ms, session_name, sts_bytes, sts_path, sts_records
from agent_traces.problems import ProblemLog
from agent_traces.registration import register

DOCUMENTED_MESSAGE_FIELDS = {
    "role",
    "content",
    "reasoningContent",
    "toolCalls",
    "toolCallId",
    "timestamp",
    "model",
}
NOT_FROM_FIXTURES = {"agent_traces", "sts"}


def fixture_rows() -> list[dict]:
    rows = []
    for source in sorted(set(register()) - NOT_FROM_FIXTURES):
        folder = FIXTURES / source
        assert folder.is_dir(), f"no fixtures for {source}"
        rows += read_trajectories(source, resolve_files(source, str(folder)), ProblemLog(), root=str(folder))
    return rows


def write_sts(rows: list[dict], folder: Path) -> dict[str, Path]:
    written = {}
    for row in rows:
        path = folder / sts_path(row)
        assert not path.exists(), f"two rows share {path}"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(sts_bytes(row))
        written[row["id"]] = path
    return written


def read_back(folder: Path) -> tuple[dict[str, dict], ProblemLog]:
    log = ProblemLog()
    rows = read_trajectories("sts", resolve_files("sts", str(folder)), log, root=str(folder))
    return {row["id"]: row for row in rows}, log


def test_round_trip_gives_the_same_rows_for_every_source(tmp_path):
    rows = fixture_rows()
    harnesses = {r["harness"] for r in rows}
    assert len(harnesses) >= 14 and sum(r["num_tool_calls"] for r in rows) > 20
    written = write_sts(rows, tmp_path)
    for path in written.values():
        assert detect_format(str(path)) == "sts", path
    back, log = read_back(tmp_path)
    assert log.total() == 0, log.by_reason()
    assert sorted(back) == sorted(r["id"] for r in rows)
    for row in rows:
        assert back[row["id"]] == row, row["id"]


@pytest.mark.corpus
@pytest.mark.parametrize("fmt", ["codex_cli", "hermes", "claude_code"])
def test_round_trip_on_the_real_corpus(tmp_path, fmt):
    source = {"codex_cli": "codex"}.get(fmt, fmt)
    files = [str(p) for p in corpus_files(fmt) if p.suffix == ".jsonl"]
    rows = list(read_trajectories(source, files, ProblemLog(), root=str(CORPUS / fmt)))
    assert rows
    write_sts(rows, tmp_path)
    back, log = read_back(tmp_path)
    assert log.total() == 0, log.by_reason()
    for row in rows:
        assert back[row["id"]]["messages"] == row["messages"], row["id"]
        assert back[row["id"]] == row


def test_records_use_only_the_documented_fields():
    rows = fixture_rows()
    seen_reasoning = seen_results = 0
    for row in rows:
        header, *messages = sts_records(row)
        assert (
            header["type"] == "session" and header["harness"] == row["harness"] and header["id"] == row["id"]
        )
        assert list(header)[:3] == ["type", "harness", "id"]
        calls: set[str] = set()
        for record in messages:
            assert set(record) == {"type", "message"} and record["type"] == "message"
            msg = record["message"]
            assert set(msg) <= DOCUMENTED_MESSAGE_FIELDS, set(msg) - DOCUMENTED_MESSAGE_FIELDS
            assert msg["role"] in ("user", "assistant", "system", "tool")
            assert isinstance(msg["content"], str)
            for call in msg.get("toolCalls", ()):
                assert set(call) == {"id", "function"} and set(call["function"]) == {"name", "arguments"}
                assert isinstance(call["function"]["arguments"], str)
                orjson.loads(call["function"]["arguments"])
                calls.add(call["id"])
            if "timestamp" in msg:
                assert isinstance(msg["timestamp"], int) and msg["timestamp"] > 1_000_000_000_000
            if msg["role"] == "tool" and "toolCallId" in msg:
                seen_results += msg["toolCallId"] in calls
            seen_reasoning += "reasoningContent" in msg
        assert len(messages) == len(row["messages"])
    assert seen_reasoning > 5 and seen_results > 20


def test_timestamps_are_epoch_milliseconds():
    assert epoch_ms("2026-04-01T10:15:00.300Z") == 1775038500300
    assert epoch_ms("2026-04-01T12:15:00.300+02:00") == 1775038500300
    assert epoch_ms("2026-04-01T10:15:00") == 1775038500000  # no zone: read as UTC
    assert epoch_ms("yesterday") is None and epoch_ms(None) is None


def test_name_is_the_title_else_the_first_prompt_shortened():
    row = {"metadata": {"title": "Fix the login bug"}, "first_prompt": "please fix it"}
    assert session_name(row) == "Fix the login bug"
    long = "Refactor   the\nparser " + "x" * 200
    name = session_name({"metadata": None, "first_prompt": long})
    assert name.startswith("Refactor the parser x") and len(name) == 80 and name.endswith("…")
    assert session_name({"metadata": {}, "first_prompt": None}) is None


def test_other_tools_sts_files_load():
    log = ProblemLog()
    rows = {r["id"]: r for r in read_trajectories("sts", resolve_files("sts", str(FIXTURES / "sts")), log)}
    assert log.total() == 0
    mine = rows["my-agent:abc123"]
    assert mine["harness"] == "my-agent" and mine["session_id"] == "abc123"
    assert mine["metadata"]["title"] == "Why does the page run <script>?"
    assert mine["metadata"]["project"] == "web-ui"
    assistant = mine["messages"][2]
    assert assistant["reasoning_content"].startswith("The comment text")
    assert [c["function"]["arguments"] for c in assistant["tool_calls"]] == [
        {"pattern": "innerHTML", "path": "src/"},
        {"path": "src/comments.js"},
    ]
    assert [m["name"] for m in mine["messages"][3:5]] == ["grep", "read_file"]
    assert mine["messages"][1]["timestamp"] == "2026-07-01T10:00:01.000Z"
    assert mine["num_tool_calls"] == 2 and mine["model"] == "my-model-7b"
    llama = rows["llama.app:9f13a7d0-2b41-4c9e-8f77-1d6b6a2e5c10"]
    assert [m["role"] for m in llama["messages"]] == ["system", "user", "assistant", "user", "assistant"]
    assert llama["first_prompt"].startswith("Why can't I use a String")
    assert llama["metadata"]["thinkingEnabled"] is True


def test_damaged_sts_lines_are_counted(tmp_path):
    path = tmp_path / "bad.jsonl"
    lines = [
        {"type": "message", "message": {"role": "user", "content": "before any header"}},
        {"type": "session", "harness": "x", "id": "s1"},
        {"type": "message", "message": {"role": "user", "content": "hi"}},
        {"type": "note", "text": "not a message"},
        {"type": "message", "message": {"role": "robot", "content": "?"}},
        {
            "type": "message",
            "message": {
                "role": "assistant",
                "content": "",
                "toolCalls": [
                    {"id": "c1", "function": {"name": "sh", "arguments": "{not json"}},
                    {"id": "c2"},
                ],
            },
        },
        {"type": "message", "message": {"role": "tool", "toolCallId": "c1", "content": ["a", "list"]}},
    ]
    path.write_bytes(b"\n".join(orjson.dumps(x) for x in lines) + b"\n{truncated")
    log = ProblemLog()
    (row,) = read_trajectories("sts", [str(path)], log, root=str(tmp_path))
    reasons = log.by_reason()
    for reason in (
        "no_session_header",
        "not_a_message",
        "unknown_role",
        "unparseable_arguments",
        "malformed_tool_call",
        "wrong_type",
    ):
        assert reasons.get(reason) == 1, (reason, reasons)
    assert sum(reasons.values()) >= 7  # and the truncated last line
    call = row["messages"][1]["tool_calls"][0]
    assert call["function"]["arguments"] == "{not json"
    assert row["messages"][2]["content"] == '["a","list"]'


@pytest.mark.corpus
def test_sniff_tells_sts_from_pi_and_reads_long_headers(tmp_path):
    for path in corpus_files("pi"):
        assert detect_format(str(path)) != "sts", path
    row = fixture_rows()[0]
    row = {**row, "metadata": {"blob": "y" * 100_000}}
    path = tmp_path / "long.jsonl"
    path.write_bytes(sts_bytes(row))
    assert detect_format(str(path)) == "sts"
    back, _ = read_back(tmp_path)
    assert back[row["id"]]["metadata"]["blob"] == "y" * 100_000


def test_load_dataset_reads_a_folder_of_sts_sessions(cache_dir):
    import datasets

    import agent_traces  # noqa: F401

    ds = datasets.load_dataset("sts", data_dir=str(FIXTURES / "sts"), split="train", cache_dir=cache_dir)
    assert sorted(ds["harness"]) == ["llama.app", "my-agent"]


def test_a_harness_from_another_tools_header_is_made_a_safe_name(tmp_path):
    """The header's harness names configs (``messages-<harness>``), folders and card tags: a path
    or markup in it must not become one; the original is kept in the row's metadata."""
    from agent_traces.export.sts import safe_harness

    assert safe_harness("../../etc") == "etc" and safe_harness("..") == "unknown"
    assert safe_harness("llama.app") == "llama.app" and safe_harness("my-agent") == "my-agent"
    path = tmp_path / "s.jsonl"
    records = [
        {"type": "session", "harness": "../<b>x</b>", "id": "s1"},
        {"type": "message", "message": {"role": "user", "content": "hi"}},
    ]
    path.write_bytes(b"\n".join(orjson.dumps(x) for x in records) + b"\n")
    (row,) = read_trajectories("sts", [str(path)], root=str(tmp_path))
    assert row["harness"] == "b_x_b" and row["id"] == "b_x_b:s1"
    assert row["metadata"]["harness"] == "../<b>x</b>"
    assert sts_path(row).startswith("traces/b_x_b/")
