"""Row filters (``since``, ``until``, ``project``, ``model``, ``min_turns``) on bundled fixtures.

Expected values are read off the fixture files themselves: the first user message times, the
models, the cwd fields and the project folders written in them.
"""

from __future__ import annotations

import hashlib

import pytest
from conftest import FIXTURES
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces.api import read_trajectories
from agent_traces.core.filters import RowFilter, parse_when
from agent_traces.problems import ProblemLog


def _files(source: str) -> list[str]:
    return sorted(str(p) for p in (FIXTURES / source).rglob("*") if p.is_file())


def _read(source: str, **filters) -> tuple[list[str], dict[str, int]]:
    log = ProblemLog()
    rows = list(read_trajectories(source, _files(source), log, root=str(FIXTURES / source), **filters))
    left_out = {r: n for r, n in log.by_reason().items() if r.startswith("filtered_")}
    return [r["id"] for r in rows], left_out


def test_dates_are_whole_days_or_exact_times():
    assert parse_when("2026-01-15") == "2026-01-15T00:00:00.000Z"
    assert parse_when("2026-01-15", end=True) == "2026-01-16T00:00:00.000Z"
    assert parse_when("2026-01-15T12:30:00+02:00") == "2026-01-15T10:30:00.000Z"
    with pytest.raises(ValueError, match="is not a date"):
        parse_when("last week")
    with pytest.raises(ValueError, match="whole number"):
        RowFilter.from_config(type("C", (), {"min_turns": "2"})())


def _sent_at(source: str) -> dict[str, str | None]:
    return {
        r["id"]: r["sent_at"] for r in read_trajectories(source, _files(source), root=str(FIXTURES / source))
    }


def test_since_and_until_keep_sessions_by_their_first_message():
    everything, none = _read("gemini_cli")
    sent = _sent_at("gemini_cli")
    assert sorted(everything) == sorted(sent) and none == {}
    timed = {i: t for i, t in sent.items() if t}
    assert any(t >= "2026-01-01" for t in timed.values()) and any(t < "2025-09-02" for t in timed.values())
    untimed = len(sent) - len(timed)

    def expect(keep) -> tuple[list[str], dict[str, int]]:
        kept = sorted(i for i, t in timed.items() if keep(t))
        return kept, ({"filtered_date": len(sent) - len(kept)} if len(kept) < len(sent) else {})

    kept, left_out = _read("gemini_cli", since="2026-01-01")
    assert (sorted(kept), left_out) == expect(lambda t: t >= "2026-01-01")
    kept, left_out = _read("gemini_cli", until="2025-09-01")  # the whole day of the first one
    assert (sorted(kept), left_out) == expect(lambda t: t < "2025-09-02")
    kept, left_out = _read("gemini_cli", since="2025-09-02", until="2026-01-04")
    assert (sorted(kept), left_out) == expect(lambda t: "2025-09-02" <= t < "2026-01-05")
    assert untimed == 0 or left_out["filtered_date"] >= untimed


def test_sessions_without_a_time_are_left_out_by_a_date_filter():
    everything, _ = _read("hermes")
    kept, left_out = _read("hermes", since="2000-01-01")
    # only the session export records when its first message was sent
    assert kept == ["hermes:20260401_101500_ab12cd"]
    assert left_out == {"filtered_date": len(everything) - 1}


def test_project_matches_cwd_claude_project_folders_and_gemini_hashes():
    everything, _ = _read("claude_code")
    demo, left_out = _read("claude_code", project="dev/demo")  # cwd /home/dev/demo
    assert len(demo) == 2 and left_out == {"filtered_project": len(everything) - 2}
    assert (
        _read("claude_code", project="-home-dev-resumed")[0] == _read("claude_code", project="dev/resumed")[0]
    )
    codex, _ = _read("codex")
    kept, left_out = _read("codex", project="/home/dev/calc")  # the cwd of the first fixture
    assert "codex:0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b" in kept
    assert len(kept) + left_out.get("filtered_project", 0) == len(codex)
    assert _read("codex", project="elsewhere") == ([], {"filtered_project": len(codex)})
    row = {"metadata": {"projectHash": hashlib.sha256(b"/home/me/repo").hexdigest()}, "file_path": "x.json"}
    assert RowFilter(project="/home/me/repo").reason(row) is None
    assert RowFilter(project="/home/me/other").reason(row) == "filtered_project"


def test_model_and_min_turns():
    everything, _ = _read("hermes")
    kept, left_out = _read("hermes", model="SONNET")  # any case
    assert len(kept) == 2 and left_out == {"filtered_model": len(everything) - 2}
    kept, left_out = _read("hermes", min_turns=2)
    assert len(kept) == 2 and left_out == {"filtered_turns": len(everything) - 2}
    kept, left_out = _read("hermes", model="sonnet", min_turns=2)
    assert kept == ["hermes:c20e9beb77ff971e"]


def test_load_dataset_takes_the_same_filters(cache_dir):
    ds = load_dataset(
        "claude_code",
        data_dir=str(FIXTURES / "claude_code"),
        split="train",
        cache_dir=cache_dir,
        project="demo",
    )
    assert sorted(ds["id"]) == sorted(_read("claude_code", project="demo")[0])
    with pytest.raises(Exception) as failure:  # datasets wraps what a builder raises
        load_dataset(
            "hermes", data_dir=str(FIXTURES / "hermes"), split="train", cache_dir=cache_dir, since="soon"
        )
    chain = [failure.value, failure.value.__cause__, failure.value.__context__]
    assert any(isinstance(e, ValueError) and "is not a date" in str(e) for e in chain), chain
