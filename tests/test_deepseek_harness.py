"""The deepseek_harness loader on the real ``session.jsonl.zstd`` in ../shared/corpus and on logs
built by ``fixtures/deepseek_harness_log_builder.py``."""

from __future__ import annotations

import importlib.util
import io
import json
from pathlib import Path

import pytest
import zstandard
from conftest import FIXTURES, corpus_files

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format, read_head

REAL = corpus_files("deepseek_harness")
FIXTURE = next((FIXTURES / "deepseek_harness").rglob("session.jsonl.zstd"))
_spec = importlib.util.spec_from_file_location("build_dsh", FIXTURES / "deepseek_harness_log_builder.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)


def _read(files: list[Path]) -> tuple[list[dict], ProblemLog]:
    log = ProblemLog()
    return list(read_trajectories("deepseek_harness", [str(p) for p in files], log)), log


def _events(path: Path) -> list[dict]:
    with open(path, "rb") as handle:
        reader = io.BufferedReader(
            zstandard.ZstdDecompressor().stream_reader(handle, read_across_frames=True)
        )
        return [json.loads(line) for line in reader if line.strip()]


@pytest.mark.parametrize("path", [*REAL, FIXTURE], ids=lambda p: p.parent.parent.name)
def test_counts_match_the_raw_log(path):
    """Calls, results, typed and injected user messages, steps and reasoning counted from the
    decompressed events: streaming rows and repeated tool/call events are not counted twice."""
    assert detect_format(str(path)) == "deepseek_harness"
    events = _events(path)
    (row,), log = _read([path])
    assert log.problem_total() == 0 and row["id"] == f"deepseek_harness:{events[0]['id']}"
    steps = [e["data"] for e in events if e.get("type") == "assistant/message"]
    blocks = [b for s in steps for b in s["message"]["content"]]
    call_ids = [b["id"] for b in blocks if b["type"] == "tool-call"]
    call_ids += [
        e["data"]["callId"]
        for e in events
        if e.get("type") == "tool/call" and e["data"]["callId"] not in call_ids
    ]
    calls = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert sorted(c["id"] for c in calls) == sorted(call_ids) and row["num_tool_calls"] == len(call_ids)
    results = [
        b["toolCallId"]
        for e in events
        if e.get("type") == "tool/result"
        for b in e["data"]["message"]["content"]
    ]
    assert [m["tool_call_id"] for m in row["messages"] if m["role"] == "tool"] == results
    assert not [m for m in row["messages"] if (m["metadata"] or {}).get("orphan")]
    assert sum(m["role"] == "assistant" for m in row["messages"]) == len(steps)
    reasoning = [
        s for s in steps if any(b["type"] == "reasoning" and b["text"] for b in s["message"]["content"])
    ]
    assert sum(bool(m["reasoning_content"]) for m in row["messages"]) == len(reasoning)
    users = [e["data"] for e in events if e.get("type") == "user/message"]
    typed = [u for u in users if u["source"]["kind"] == "user"]
    assert row["num_user_messages"] == len(typed)
    assert row["first_prompt"] == typed[0]["content"][0]["text"]
    injected = [m for m in row["messages"] if m["role"] == "user" and (m["metadata"] or {}).get("injected")]
    assert len(injected) == len(users) - len(typed)
    streaming = sum(
        e.get("type") in ("assistant/chunk", "reasoning-chunks", "text-chunks", "tool-call-chunks")
        for e in events
    )
    assert row["metadata"]["counts"]["streaming_rows"] == streaming
    header = next(e["data"]["header"] for e in events if e.get("type") == "request/header")
    assert row["model"] == header["config"]["model"] and row["messages"][0]["content"] == header["system"]
    assert [t["function"]["name"] for t in row["tools"]] == [t["name"] for t in header["tools"]]


@pytest.mark.corpus
def test_the_corpus_log_matches_the_manifest():
    (row,), _ = _read(REAL)
    assert row["num_tool_calls"] == 136
    assert sum(m["role"] == "tool" for m in row["messages"]) == 135
    plugins = [
        m["metadata"]["plugin"] for m in row["messages"] if (m["metadata"] or {}).get("kind") == "plugin"
    ]
    assert plugins == ["user-approval", "@deepseek-ai/dsh-system-prompt"]


def test_errors_and_calls_announced_only_by_their_event():
    (row,), _ = _read([FIXTURE])
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert tools[0]["metadata"] == {"is_error": True, "error": {"name": "FsError", "code": "FS_NOT_FOUND"}}
    assert tools[1]["name"] == "bash"  # its call came only as a tool/call event
    assert row["metadata"]["counts"]["tool_call_only_in_event"] == 1


def test_detection_reads_only_the_head_of_the_stream(tmp_path):
    big = build.events() + [
        {"type": "text-chunks", "seq0": 10_000 + i, "time0": build.T0, "data": {"texts": ["x" * 1000]}}
        for i in range(500)
    ]
    path = build.build(tmp_path / "session.jsonl.zstd", big)
    head = read_head(str(path))
    assert len(head) == 64 * 1024 and head.startswith(b'{"type": "session"')
    assert detect_format(str(path)) == "deepseek_harness"
    plain = tmp_path / "plain" / "session.jsonl"
    plain.parent.mkdir()
    plain.write_bytes(zstandard.ZstdDecompressor().stream_reader(path.read_bytes()).read())
    assert detect_format(str(plain)) == "deepseek_harness"


def test_a_damaged_stream_keeps_what_was_read(tmp_path):
    """A stream cut inside its second frame: the first frame's events are read, the cut is
    counted (``truncated_file``), nothing is raised."""
    whole = build.build(tmp_path / "a.zstd")
    padding = "".join(
        json.dumps({"type": "text-chunks", "seq0": i, "time0": build.T0, "data": {"texts": [str(i) * 50]}})
        + "\n"
        for i in range(3000)
    ).encode()
    second = zstandard.ZstdCompressor().compress(padding)
    cut = tmp_path / "session.jsonl.zstd"
    cut.write_bytes(whole.read_bytes() + second[: len(second) // 2])
    (row,), log = _read([cut])
    assert log.for_file(cut.name) == {"truncated_file": 1}
    assert row["num_tool_calls"] == 2
    garbage = tmp_path / "junk" / "session.jsonl.zstd"
    garbage.parent.mkdir()
    garbage.write_bytes(b"\x28\xb5\x2f\xfd" + b"\xff" * 64)
    assert detect_format(str(garbage)) is None
    rows, log = _read([garbage])
    assert rows == [] and "unreadable_file" in log.for_file("session.jsonl.zstd")


def test_a_pi_header_is_not_deepseek(tmp_path):
    records = build.events()
    records[0] = {
        "type": "session",
        "version": 3,
        "id": "abc",
        "timestamp": "2026-01-01T00:00:00Z",
        "cwd": "/",
    }
    path = build.build(tmp_path / "s.jsonl.zstd", records)
    assert detect_format(str(path)) != "deepseek_harness"


def test_a_log_of_many_small_frames_reads_whole_and_a_cut_between_frames_is_clean(tmp_path):
    """DeepSeek Harness writes a zstd frame per flush: thousands of small frames, read in order;
    a file that ends exactly between two frames is whole as far as zstd can tell."""
    lines = [json.dumps(r, ensure_ascii=False).encode() + b"\n" for r in build.events()]
    frames = [zstandard.ZstdCompressor().compress(line) for line in lines]
    path = tmp_path / "session.jsonl.zstd"
    path.write_bytes(b"".join(frames))
    (row,), log = _read([path])
    (whole,), _ = _read([FIXTURE])
    assert log.total() == 0 and row["messages"] == whole["messages"]
    path.write_bytes(b"".join(frames[:-3]))
    (row,), log = _read([path])
    assert log.problem_total() == 0 and row["num_tool_calls"] == 2
