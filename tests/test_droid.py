"""The droid loader on the real Factory Droid session in ../shared/corpus and on our fixtures."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import orjson
import pytest
from conftest import FIXTURES, corpus_files

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.core.safe_paths import NameBook
from agent_traces.detect import detect_format
from agent_traces.export.native import write_native
from agent_traces.redact import Redactor

REAL = corpus_files("droid")
FIXTURE_DIR = FIXTURES / "droid" / "sessions" / "-home-dev-demo"
SESSION = "3f2b9c1e-7a4d-4e8b-9c0a-1d2e3f4a5b6c"


def _records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _read(files: list[Path]) -> tuple[list[dict], ProblemLog]:
    log = ProblemLog()
    return list(read_trajectories("droid", [str(p) for p in files], log)), log


@pytest.mark.parametrize("path", [*REAL, FIXTURE_DIR / f"{SESSION}.jsonl"], ids=lambda p: p.name)
def test_counts_match_the_raw_session(path):
    """Messages, calls, results and reasoning counted straight from the file; what only the user
    saw (``visibility: user_only``) never reaches the row."""
    records = [r for r in _records(path) if r["type"] == "message"]
    seen = [r for r in records if r["message"].get("visibility") != "user_only"]
    blocks = [(r, b) for r in seen for b in r["message"]["content"]]
    uses = [b for r, b in blocks if b["type"] == "tool_use"]
    results = [b for r, b in blocks if b["type"] == "tool_result"]
    thinking = [r for r in seen if any(b["type"] == "thinking" for b in r["message"]["content"])]
    (row,), log = _read([path])
    header = _records(path)[0]
    assert row["id"] == f"droid:{header['id']}"
    calls = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert [(c["id"], c["function"]["name"], c["function"]["arguments"]) for c in calls] == [
        (u["id"], u["name"], u["input"]) for u in uses
    ]
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tools] == [b["tool_use_id"] for b in results]
    assert not [m for m in tools if (m["metadata"] or {}).get("orphan")]
    assistants = [m for m in row["messages"] if m["role"] == "assistant"]
    assert len(assistants) == sum(r["message"]["role"] == "assistant" for r in seen)
    assert sum(bool(m["reasoning_content"]) for m in assistants) == len(thinking)
    users = [m for m in row["messages"] if m["role"] == "user"]
    typed = [
        r
        for r in seen
        if r["message"]["role"] == "user" and not r["message"].get("visibility")
        if any(b["type"] == "text" for b in r["message"]["content"])
    ]
    assert row["num_user_messages"] == len(typed)
    injected = [m for m in users if (m["metadata"] or {}).get("injected")]
    assert len(injected) == sum(r["message"].get("visibility") == "llm_only" for r in seen)
    assert injected[0]["metadata"]["kind"] == "context" and injected[0]["content"].startswith(
        "<system-reminder>"
    )
    assert row["first_prompt"] == typed[0]["message"]["content"][0]["text"]
    hidden = len(records) - len(seen)
    assert log.problem_total() == 0
    assert (row["metadata"].get("skipped") or {}).get("user_only_message", 0) == hidden
    assert len(row["metadata"]["todos"]) == sum(r["type"] == "todo_state" for r in _records(path))


@pytest.mark.corpus
def test_the_corpus_session_hides_its_cancelled_call():
    (row,), log = _read(REAL)
    assert row["metadata"]["skipped"] == {"user_only_message": 1}
    assert log.total() == 1 and log.problem_total() == 0
    assert row["model"] is None  # no .settings.json was committed beside it


def test_model_and_usage_come_from_the_settings_file():
    files = sorted(FIXTURE_DIR.iterdir())
    assert [detect_format(str(p)) for p in files] == ["droid", "droid"]
    (row,), log = _read(files)
    assert log.total() == 1  # the user_only result
    assert row["model"] == "claude-sonnet-4-5-20250929"
    assert {m["model"] for m in row["messages"] if m["role"] == "assistant"} == {row["model"]}
    assert row["metadata"]["usage"]["inputTokens"] == 5120
    assert row["metadata"]["provider"] == "anthropic"
    assert row["metadata"]["cwd"] == "/home/dev/demo"
    assert "owner" not in row["metadata"] and "dev" not in row["metadata"].values()  # the account name


def test_a_settings_file_alone_is_not_claimed_and_not_read(tmp_path):
    settings = tmp_path / f"{SESSION}.settings.json"
    shutil.copy(FIXTURE_DIR / settings.name, settings)
    assert detect_format(str(settings)) is None
    rows, log = _read([settings])
    assert rows == [] and log.for_file(settings.name) == {"settings_without_transcript": 1}


def test_a_pi_or_claude_header_is_not_droid(tmp_path):
    other = tmp_path / "x.jsonl"
    other.write_text('{"type":"session","version":3,"id":"a","timestamp":"t","cwd":"/"}\n')
    assert detect_format(str(other)) != "droid"
    other.write_text('{"type":"session_start","id":"a"}\n')  # no cwd/version: not proven Droid
    assert detect_format(str(other)) is None


def test_damaged_lines_are_counted_and_the_rest_read(tmp_path):
    lines = (FIXTURE_DIR / f"{SESSION}.jsonl").read_bytes().splitlines()
    lines[3] = lines[3][:40]
    lines.insert(5, b'{"type":"message","message":"not a dict"}')
    lines.insert(6, b'["not an entry"]')
    bad = tmp_path / f"{SESSION}.jsonl"
    bad.write_bytes(b"\n".join(lines) + b"\n")
    (row,), log = _read([bad])
    problems = log.for_file(bad.name)
    assert problems["malformed_json"] == 1 and problems["malformed_message"] == 1
    assert problems["not_an_entry"] == 1
    assert row["num_tool_calls"] == 3


@pytest.mark.corpus
def test_native_export_keeps_droid_files_as_they_are(tmp_path):
    from datasets.packaged_modules.json.json import parse_traces_info

    files = [str(p) for p in REAL]
    redactor = Redactor()
    redactor.learn(orjson.loads(x) for f in files for x in Path(f).read_bytes().splitlines() if x.strip())
    written, skipped, _ = write_native(
        tmp_path, "droid", files, str(Path(files[0]).parent), redactor, NameBook()
    )
    assert len(written) == 1 and not skipped
    original = [orjson.loads(x) for x in Path(files[0]).read_bytes().splitlines() if x.strip()]
    redacted = [orjson.loads(x) for x in (tmp_path / written[0]).read_bytes().splitlines()]
    assert [sorted(r) for r in redacted] == [sorted(r) for r in original]
    assert redacted[0]["cwd"] == "/Users/<USER>" != original[0]["cwd"]
    before = parse_traces_info(Path(files[0]).read_text(encoding="utf-8").splitlines())
    after = parse_traces_info((tmp_path / written[0]).read_text(encoding="utf-8").splitlines())
    assert before[0] == after[0] == "droid" and after[4:] == before[4:]
