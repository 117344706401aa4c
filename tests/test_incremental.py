"""Incremental re-runs (``agent_traces.incremental``): only new or changed inputs are read, and
the folder has the same bytes as a full run over the same inputs."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from agent_traces.api import resolve_files
from agent_traces.incremental import cache_path
from agent_traces.output import OutputOptions, write_dataset
from agent_traces.output_folder import record_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
SOURCES = ("claude_code", "codex", "hermes")
OPTIONS = dict(redact=True, rows_per_shard=3, row_group_size=2)


def _mixed(folder: Path) -> Path:
    """The fixtures of :data:`SOURCES`, their home folder a person's (``/home/dev`` is a generic
    account, which redaction leaves alone)."""
    for name in SOURCES:
        shutil.copytree(FIXTURES / name, folder / name)
    for path in folder.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            if b"/home/dev" in data:
                path.write_bytes(data.replace(b"/home/dev", b"/home/nora"))
    return folder


def _convert(
    inputs: Path, out: Path, *, full: bool = False, num_proc: int | None = None, **options
) -> object:
    files = resolve_files("agent_traces", str(inputs))
    return write_dataset(
        out,
        {"agent_traces": files},
        OutputOptions(**{**OPTIONS, **options}),
        root=str(inputs),
        force=True,
        full=full,
        num_proc=num_proc,
    )


def _bytes(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def _text(folder: Path) -> str:
    """Every row of every Parquet file of ``folder`` as JSON (the files are compressed)."""
    tables = [pq.read_table(p).to_pylist() for p in sorted(folder.glob("data/*/*.parquet"))]
    return json.dumps(tables, default=str)


def _same_as_full_run(inputs: Path, out: Path, tmp_path: Path, **options) -> None:
    """``out`` holds the bytes a fresh full run over ``inputs`` writes (no record, no cache)."""
    fresh = tmp_path / f"fresh-{len(list(tmp_path.glob('fresh-*')))}"
    result = _convert(inputs, fresh, **options)
    assert result.incremental["shards_reused"] == 0
    assert _bytes(out) == _bytes(fresh)


@pytest.fixture
def inputs(tmp_path: Path) -> Path:
    return _mixed(tmp_path / "in")


def test_a_grown_folder_reads_only_the_new_files_and_writes_the_bytes_of_a_full_run(inputs, tmp_path):
    later = tmp_path / "later"
    shutil.move(inputs / "codex", later)
    out = tmp_path / "out"
    first = _convert(inputs, out)
    assert not first.incremental["full"] and first.incremental["shards_reused"] == 0
    assert "messages-codex" not in first.configs
    shutil.move(later, inputs / "codex")
    second = _convert(inputs, out)
    assert not second.incremental["full"]
    # the two codex rollouts are read, everything else comes from the cache
    assert second.incremental["shards_read"] == 2, second.incremental
    assert second.incremental["shards_reused"] == first.incremental["shards_read"]
    assert "messages-codex" in second.configs
    _same_as_full_run(inputs, out, tmp_path)
    # redaction ran over the union: the home-folder user name is replaced in the new rows too
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["redaction"]["replacements"] > 0
    assert "/home/nora/" not in _text(out)


def test_a_changed_file_is_read_again(inputs, tmp_path):
    out = tmp_path / "out"
    first = _convert(inputs, out)
    target = inputs / "hermes" / "trajectory_samples.jsonl"
    text = target.read_text()
    marker = "an edited first prompt"
    assert '"value": "' in text
    target.write_text(text.replace('"value": "', f'"value": "{marker} ', 1))
    second = _convert(inputs, out)
    assert second.incremental["shards_read"] == 1
    assert second.incremental["shards_reused"] == first.incremental["shards_read"] - 1
    assert marker in _text(out)
    _same_as_full_run(inputs, out, tmp_path)
    # the record holds the new sha256 of the changed file
    record = json.loads(record_path(out).read_text())
    entry = next(e for e in record["inputs"] if e["abspath"] == str(target))
    assert entry["sha256"] == hashlib.sha256(target.read_bytes()).hexdigest()


def test_a_deleted_file_is_gone_from_the_output_and_the_cache(inputs, tmp_path):
    out = tmp_path / "out"
    first = _convert(inputs, out)
    entries = len(list(cache_path(out).glob("*.json")))
    assert entries == first.incremental["shards_read"]
    gone = inputs / "hermes" / "trajectory_samples.jsonl"
    gone.unlink()
    second = _convert(inputs, out)
    assert second.incremental["shards_read"] == 0
    assert second.incremental["shards_reused"] == entries - 1
    assert len(list(cache_path(out).glob("*.json"))) == entries - 1
    assert first.rows["messages-hermes"] > second.rows["messages-hermes"]
    _same_as_full_run(inputs, out, tmp_path)


def test_changed_reading_options_and_full_read_everything_again(inputs, tmp_path):
    out = tmp_path / "out"
    first = _convert(inputs, out)
    # views, redaction and sharding are redone on every run: no reason to read again
    other_views = _convert(inputs, out, views=("messages", "steps"), rows_per_shard=2)
    assert other_views.incremental["shards_read"] == 0
    _same_as_full_run(inputs, out, tmp_path, views=("messages", "steps"), rows_per_shard=2)
    # a reading option changes the rows: every shard is read again
    changed = _convert(inputs, out, source_options={"subagents": True})
    assert changed.incremental["shards_reused"] == 0
    assert changed.incremental["shards_read"] == first.incremental["shards_read"]
    _same_as_full_run(inputs, out, tmp_path, source_options={"subagents": True})
    forced = _convert(inputs, out, full=True, source_options={"subagents": True})
    assert forced.incremental == {
        "full": True,
        "shards_reused": 0,
        "shards_read": first.incremental["shards_read"],
    }
    _same_as_full_run(inputs, out, tmp_path, source_options={"subagents": True})


def test_the_cache_is_beside_the_folder_and_never_part_of_the_output(inputs, tmp_path):
    out = tmp_path / "out"
    _convert(inputs, out)
    cache = cache_path(out)
    assert cache.parent == out.parent and cache.is_dir() and any(cache.iterdir())
    manifest = json.loads((out / "manifest.json").read_text())
    assert not any("cache" in path for path in manifest["files"])
    # the cache holds the unredacted rows (so redaction can learn from every row): only beside DIR
    assert b"/home/nora" in b"".join(p.read_bytes() for p in cache.glob("*.json"))
    assert "/home/nora" not in _text(out)


def test_the_command_line_reuses_the_cache_and_full_reads_everything(inputs, tmp_path):
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}

    def convert(*extra: str) -> None:
        cmd = [
            sys.executable,
            "-m",
            "agent_traces.cli",
            "convert",
            "agent_traces",
            str(inputs),
            "-o",
            str(out),
        ]
        proc = subprocess.run([*cmd, "--force", *extra], capture_output=True, text=True, env=env, timeout=300)
        assert proc.returncode == 0, proc.stderr[-3000:]

    convert()
    stamps = {p.name: p.stat().st_mtime_ns for p in cache_path(out).glob("*.json")}
    convert()
    assert {p.name: p.stat().st_mtime_ns for p in cache_path(out).glob("*.json")} == stamps
    convert("--full")
    after = {p.name: p.stat().st_mtime_ns for p in cache_path(out).glob("*.json")}
    assert after.keys() == stamps.keys() and all(after[k] != stamps[k] for k in stamps)


def test_processes_and_a_damaged_cache_entry_change_nothing(inputs, tmp_path):
    out = tmp_path / "out"
    first = _convert(inputs, out, num_proc=2)
    entries = sorted(cache_path(out).glob("*.json"))
    assert len(entries) == first.incremental["shards_read"] > 2
    entries[0].write_text('{"rows": [')  # a torn entry: its shard is read from its files again
    second = _convert(inputs, out, num_proc=2)
    assert second.incremental["shards_read"] == 1
    assert second.incremental["shards_reused"] == len(entries) - 1
    assert json.loads(entries[0].read_text())["rows"]
    _same_as_full_run(inputs, out, tmp_path)


@pytest.mark.parametrize("num_proc", [None, 2])
def test_cached_reading_gives_the_rows_and_problems_of_read_trajectories(inputs, tmp_path, num_proc):
    from agent_traces.api import read_trajectories
    from agent_traces.incremental import ShardCache, input_digests
    from agent_traces.problems import ProblemLog

    files = resolve_files("agent_traces", str(inputs))
    expected_log = ProblemLog()
    expected = list(read_trajectories("agent_traces", files, expected_log, root=str(inputs)))
    stats = {f: (os.stat(f).st_size, os.stat(f).st_mtime_ns) for f in files}
    digests = input_digests(stats, None)
    for run in ("fills the cache", "reads it"):
        cache = ShardCache(
            tmp_path / "cache", tmp_path / "new", reuse=True, version="v", options={}, digests=digests
        )
        log = ProblemLog()
        rows = list(
            read_trajectories("agent_traces", files, log, root=str(inputs), num_proc=num_proc, cache=cache)
        )
        assert rows == expected, run
        assert log.by_reason() == expected_log.by_reason() and log.counts == expected_log.counts, run
        cache.commit()
    assert cache.summary()["shards_read"] == 0 and cache.summary()["shards_reused"] > 2
    assert len({r["id"] for r in rows}) == len(rows)
