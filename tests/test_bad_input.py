"""Bad input is counted by file and reason, never fatal and never silent; strict mode raises."""

from __future__ import annotations

import json
import logging

import pytest
from conftest import FIXTURES
from datasets import load_dataset
from datasets.exceptions import DatasetGenerationError

import agent_traces  # noqa: F401
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories

GOOD = (FIXTURES / "hermes" / "trajectory_samples.jsonl").read_text(encoding="utf-8").splitlines()


def _orphan_record() -> str:
    record = json.loads(GOOD[1])
    record["conversations"].append(
        {
            "from": "tool",
            "value": '<tool_response>\n{"tool_call_id": "nope", "name": null, "content": "x"}\n</tool_response>',
        }
    )
    return json.dumps(record, ensure_ascii=False)


@pytest.fixture
def bad_file(tmp_path):
    path = tmp_path / "trajectory_samples.jsonl"
    lines = [
        GOOD[0],
        "{this is not json",
        "[1, 2, 3]",
        '{"neither": "conversations nor messages"}',
        _orphan_record(),
        GOOD[1][: len(GOOD[1]) // 2],  # truncated last line, no newline: a file still being written
    ]
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def test_problems_are_counted_by_reason_and_good_rows_survive(bad_file):
    log = ProblemLog()
    rows = list(read_trajectories("hermes", [str(bad_file)], log))
    assert len(rows) == 2
    assert log.by_reason() == {
        "malformed_json": 1,
        "not_an_object": 1,
        "tool_result_without_call": 1,
        "truncated_line": 1,
        "unknown_record_shape": 1,
    }
    assert log.by_file() == {"trajectory_samples.jsonl": log.by_reason()}
    assert "trajectory_samples.jsonl:2" in log.examples["malformed_json"]
    assert "trajectory_samples.jsonl:6" in log.examples["truncated_line"]
    orphan = [m for m in rows[1]["messages"] if m["role"] == "tool"]
    assert orphan[-1]["metadata"] == {"orphan": True}


def test_load_dataset_keeps_going_and_logs_a_summary(bad_file, cache_dir, caplog):
    with caplog.at_level(logging.WARNING):
        ds = load_dataset("hermes", data_files=str(bad_file), split="train", cache_dir=cache_dir)
    assert len(ds) == 2
    summary = "\n".join(r.getMessage() for r in caplog.records)
    assert "5 problem(s), 0 left out on purpose, in 1 file(s)" in summary
    assert "malformed_json: 1" in summary and "truncated_line: 1" in summary


def test_strict_mode_raises_with_file_line_and_reason(bad_file, cache_dir):
    # datasets wraps errors raised while generating; ours is the cause, with file, line and reason
    with pytest.raises(DatasetGenerationError) as info:
        load_dataset("hermes", data_files=str(bad_file), split="train", strict=True, cache_dir=cache_dir)
    err = info.value.__cause__
    assert isinstance(err, TraceFormatError)
    assert (err.file, err.line, err.reason) == ("trajectory_samples.jsonl", 2, "malformed_json")
    assert str(err).startswith("trajectory_samples.jsonl:2: malformed_json")


def test_strict_mode_raises_on_an_orphan_tool_result(tmp_path):
    path = tmp_path / "t.jsonl"
    path.write_text(_orphan_record() + "\n", encoding="utf-8")
    with pytest.raises(TraceFormatError, match="tool_result_without_call"):
        list(read_trajectories("hermes", [str(path)], strict=True))


def test_unparseable_tool_call_is_kept_verbatim_and_counted(tmp_path):
    record = json.loads(GOOD[1])
    record["conversations"][2]["value"] = (
        '<think>\n</think>\n<tool_call>\n{"name": "x", "arguments": {oops}\n</tool_call>'
    )
    path = tmp_path / "t.jsonl"
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    log = ProblemLog()
    (row,) = read_trajectories("hermes", [str(path)], log)
    # the system prompt is only the Hermes tool scaffold, so the messages view keeps no system message
    call = next(m for m in row["messages"] if m["tool_calls"])["tool_calls"][0]
    assert call["function"]["arguments"] == '{"name": "x", "arguments": {oops}'
    assert log.by_reason() == {"unparseable_tool_call": 1}


def test_unknown_source_and_missing_dir_give_clear_errors(tmp_path, cache_dir):
    with pytest.raises(FileNotFoundError, match="does not exist"):
        load_dataset("hermes", data_dir=str(tmp_path / "missing"), split="train", cache_dir=cache_dir)
    with pytest.raises(ValueError, match="unknown source 'nope'"):
        list(read_trajectories("nope", []))


def test_iter_jsonl_tolerates_bom_and_blank_lines_and_counts_the_rest(tmp_path):
    from agent_traces.core.config import AgentTracesConfig, ParseContext
    from agent_traces.core.reading import iter_jsonl

    path = tmp_path / "t.jsonl"
    path.write_bytes(b'\xef\xbb\xbf{"a": 1}\n\n   \r\n{"b": 2}\n{oops}\n\t\n{"c": 3}\n{"d": ')
    log = ProblemLog()
    ctx = ParseContext(str(path), "t.jsonl", AgentTracesConfig(name="messages"), log)
    assert list(iter_jsonl(str(path), ctx)) == [(1, {"a": 1}), (4, {"b": 2}), (7, {"c": 3})]
    assert log.by_reason() == {"malformed_json": 1, "truncated_line": 1}
    assert log.examples["malformed_json"].startswith("t.jsonl:5 ")
    assert log.examples["truncated_line"].startswith("t.jsonl:8 ")
    strict = ParseContext(str(path), "t.jsonl", AgentTracesConfig(name="messages"), ProblemLog(strict=True))
    with pytest.raises(TraceFormatError, match=r"t\.jsonl.*5"):
        list(iter_jsonl(str(path), strict))


def test_a_cut_off_or_broken_gzip_file_keeps_the_lines_before_and_is_counted(tmp_path):
    import gzip

    whole = "\n".join(GOOD) + "\n"
    packed = gzip.compress(whole.encode("utf-8") * 40)
    (tmp_path / "cut.jsonl.gz").write_bytes(packed[: len(packed) * 3 // 4])
    (tmp_path / "broken.jsonl.gz").write_bytes(b"\x1f\x8b\x08 not really gzip")
    (tmp_path / "fine.jsonl").write_text(whole, encoding="utf-8")
    log = ProblemLog()
    rows = list(read_trajectories("hermes", [str(p) for p in sorted(tmp_path.iterdir())], log))
    per_file = {}
    for row in rows:
        per_file[row["file_path"]] = per_file.get(row["file_path"], 0) + 1
    assert per_file["fine.jsonl"] == len(GOOD)
    assert 0 < per_file["cut.jsonl.gz"] < 40 * len(GOOD)
    assert "broken.jsonl.gz" not in per_file
    problems = {f: {r: n for r, n in c.items() if r not in log.deliberate} for f, c in log.by_file().items()}
    assert problems["cut.jsonl.gz"] == {"truncated_file": 1}
    assert set(problems["broken.jsonl.gz"]) <= {"truncated_file", "unreadable_file"}
    assert not problems.get("fine.jsonl")
    with pytest.raises(TraceFormatError, match=r"cut\.jsonl\.gz:\d+: truncated_file"):
        list(read_trajectories("hermes", [str(tmp_path / "cut.jsonl.gz")], ProblemLog(strict=True)))


def test_strict_error_leaves_the_garbage_collector_on(bad_file, cache_dir):
    """Rows are built with the cyclic GC paused; an error inside must not leave it off."""
    import gc

    assert gc.isenabled()
    with pytest.raises(DatasetGenerationError):
        load_dataset("hermes", data_files=str(bad_file), split="train", strict=True, cache_dir=cache_dir)
    assert gc.isenabled()
