"""The output folder is agent-traces' alone: staged beside it, swapped in whole, locked, and never
written over files it did not write. Faults are injected for real: a child process is killed with
SIGKILL at a chosen point, and a second run is started while the first one holds the folder."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import corpus_files

from agent_traces.output import OutputOptions, write_dataset
from agent_traces.output_folder import OutputFolderError, read_manifest

HERMES = corpus_files("hermes")

# Runs the CLI in a child that stops at one point (announcing it with a file) until told to go on,
# so that the test can kill it there or start a second run beside it.
PAUSING_CLI = r"""
import os, sys, time
from agent_traces import output, output_folder
from agent_traces.cli import main

point, ready, go = sys.argv[1:4]


def pause():
    open(ready, "w").close()
    while not os.path.exists(go):
        time.sleep(0.02)


if point == "commit":  # everything of the new version written, just before the swap
    commit = output_folder.Staging.commit

    def paused_commit(self, *args, **kwargs):
        pause()
        return commit(self, *args, **kwargs)

    output_folder.Staging.commit = paused_commit
elif point == "spool":  # in the middle of reading: sorted runs of rows on disk
    output.spool.RUN_CHARS = 1
    extend = output._Spool.extend
    calls = []

    def paused_extend(self, *args, **kwargs):
        extend(self, *args, **kwargs)
        calls.append(1)
        if len(calls) == 4:
            pause()

    output._Spool.extend = paused_extend
elif point == "swap":  # no renameat2: killed between the two renames of the fallback swap
    output_folder._exchange = lambda a, b: False
    rename = os.rename

    def paused_rename(a, b):
        rename(a, b)
        if str(b).endswith("/old"):
            pause()

    output_folder.os.rename = paused_rename
sys.exit(main(sys.argv[4:]))
"""


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def _convert_args(out: Path, *extra: str) -> list[str]:
    return ["convert", "hermes", str(HERMES[0].parent.parent), "-o", str(out), *extra]


def _cli(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "agent_traces.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=300,
    )


def _start_paused(point: str, args: list[str], tmp_path: Path) -> tuple[subprocess.Popen, Path, Path]:
    ready, go = tmp_path / f"{point}.ready", tmp_path / f"{point}.go"
    child = subprocess.Popen(
        [sys.executable, "-c", PAUSING_CLI, point, str(ready), str(go), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
    )
    deadline = time.monotonic() + 240
    while not ready.exists():
        if child.poll() is not None:
            raise AssertionError(f"child ended before {point}: {child.stderr.read()[-3000:]}")
        assert time.monotonic() < deadline, f"child never reached {point}"
        time.sleep(0.05)
    return child, ready, go


def _staging(out: Path) -> list[Path]:
    return sorted(out.parent.glob(f".{out.name}.agent-traces-tmp-*"))


def _load_ids(folder: Path, cache: Path) -> list[str]:
    from datasets import load_dataset

    return list(load_dataset(str(folder), split="train", cache_dir=str(cache))["id"])


@pytest.fixture
def previous(tmp_path: Path) -> tuple[Path, dict[str, bytes]]:
    """A previous output (one row per shard, so that the next version has other shards)."""
    out = tmp_path / "out"
    proc = _cli(_convert_args(out, "--rows-per-shard", "1", "--view", "messages"), tmp_path)
    assert proc.returncode == 0, proc.stderr
    return out, _snapshot(out)


@pytest.mark.corpus
@pytest.mark.parametrize("point", ["spool", "commit"])
def test_a_killed_run_leaves_the_previous_version_intact_and_the_next_run_cleans_up(
    tmp_path: Path, previous: tuple[Path, dict[str, bytes]], point: str
) -> None:
    out, before = previous
    ids_before = _load_ids(out, tmp_path / "cache1")
    child, _, _ = _start_paused(point, _convert_args(out, "--force"), tmp_path)
    os.kill(child.pid, signal.SIGKILL)
    child.wait(30)
    assert child.returncode == -signal.SIGKILL
    assert _snapshot(out) == before  # not one byte of the new version inside DIR
    assert not [p for p in out.rglob("*") if p.name.startswith(".spool") or p.suffix == ".arrow"]
    leftovers = _staging(out)
    assert len(leftovers) == 1
    if point == "spool":  # the killed run's spool is in its staging folder, beside DIR
        assert list((leftovers[0] / "spool").glob("*.arrow"))
    else:
        assert list((leftovers[0] / "out" / "data").rglob("*.parquet"))
    assert _load_ids(out, tmp_path / "cache2") == ids_before
    # the next run removes the killed run's staging folder and replaces the version whole
    proc = _cli(_convert_args(out, "--force"), tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert _staging(out) == [] and not (tmp_path / ".out.agent-traces-lock").exists()
    manifest = read_manifest(out)
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()) == sorted(
        [*manifest["files"], "manifest.json"]
    )
    assert len(list((out / "data" / "messages").glob("*.parquet"))) == 1
    assert _load_ids(out, tmp_path / "cache3") == ids_before


@pytest.mark.corpus
def test_killed_between_the_two_renames_the_next_run_puts_the_previous_version_back(
    tmp_path: Path, previous: tuple[Path, dict[str, bytes]]
) -> None:
    out, before = previous
    child, _, _ = _start_paused("swap", _convert_args(out, "--force"), tmp_path)
    os.kill(child.pid, signal.SIGKILL)
    child.wait(30)
    assert not out.exists()  # the one moment the fallback swap leaves DIR missing
    proc = _cli(_convert_args(out), tmp_path)  # without --force: refused, but DIR is restored first
    assert proc.returncode == 2 and "--force" in proc.stderr
    assert _snapshot(out) == before and _staging(out) == []


@pytest.mark.corpus
def test_a_concurrent_run_fails_at_once_and_the_first_one_succeeds(
    tmp_path: Path, previous: tuple[Path, dict[str, bytes]]
) -> None:
    out, before = previous
    first, _, go = _start_paused("commit", _convert_args(out, "--force"), tmp_path)
    try:
        second = _cli(_convert_args(out, "--force", "--view", "sharegpt"), tmp_path)
        assert second.returncode == 2
        assert f"another agent-traces run (pid {first.pid}) is writing {out}" in second.stderr
        assert "Traceback" not in second.stderr
        assert _snapshot(out) == before
    finally:
        go.touch()
    _, stderr = first.communicate(timeout=240)
    assert first.returncode == 0, stderr
    manifest = read_manifest(out)
    assert manifest["options"]["views"] == ["messages", "sharegpt", "steps"]  # the first run's
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()) == sorted(
        [*manifest["files"], "manifest.json"]
    )
    assert _staging(out) == [] and not (tmp_path / ".out.agent-traces-lock").exists()


@pytest.mark.corpus
@pytest.mark.parametrize(
    "planted",
    [{".env": "OPENAI_API_KEY=sk-live"}, {".git/config": "[core]\n"}, {"data/results.csv": "a,b\n1,2\n"}],
    ids=[".env", ".git-config", "data-results.csv"],
)
def test_a_folder_with_files_agent_traces_did_not_write_is_refused(
    tmp_path: Path, planted: dict[str, str]
) -> None:
    out = tmp_path / "out"
    for rel, text in planted.items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text)
    before = _snapshot(out)
    for extra in ([], ["--force"]):
        proc = _cli(_convert_args(out, *extra), tmp_path)
        assert proc.returncode == 2, proc.stdout
        assert "is not an agent-traces output" in proc.stderr and "Traceback" not in proc.stderr
        assert _snapshot(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # no record, lock or staging left


@pytest.mark.corpus
def test_a_previous_output_with_a_planted_file_is_refused_even_with_force(
    tmp_path: Path, previous: tuple[Path, dict[str, bytes]]
) -> None:
    out, _ = previous
    (out / "data" / "results.csv").write_text("a,b\n")
    before = _snapshot(out)
    proc = _cli(_convert_args(out, "--force"), tmp_path)
    assert proc.returncode == 2 and "files agent-traces did not write: data/results.csv" in proc.stderr
    assert _snapshot(out) == before
    (out / "data" / "results.csv").unlink()
    (out / "README.md").write_text((out / "README.md").read_text() + "my notes\n")
    proc = _cli(_convert_args(out, "--force"), tmp_path)
    assert proc.returncode == 2 and "changed since agent-traces wrote them: README.md" in proc.stderr


@pytest.mark.corpus
def test_a_previous_output_is_replaced_only_with_force(tmp_path: Path) -> None:
    out = tmp_path / "out"
    inputs = {"hermes": [str(p) for p in HERMES]}
    write_dataset(out, inputs, OutputOptions(rows_per_shard=1))
    before = _snapshot(out)
    with pytest.raises(OutputFolderError, match="pass --force"):
        write_dataset(out, inputs, OutputOptions())
    assert _snapshot(out) == before
    result = write_dataset(out, inputs, OutputOptions(), force=True)
    assert sorted(_snapshot(out)) == result.files()
    assert len(list((out / "data" / "messages").glob("*.parquet"))) == 1
    # an empty folder and a file in place of the folder
    (tmp_path / "empty").mkdir()
    write_dataset(tmp_path / "empty", inputs, OutputOptions(views=("messages",)))
    (tmp_path / "file").write_text("x")
    with pytest.raises(OutputFolderError, match="is not a folder"):
        write_dataset(tmp_path / "file", inputs, OutputOptions())


@pytest.mark.corpus
def test_nothing_unredacted_and_no_input_hash_is_written_inside_the_folder(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = write_dataset(out, {"hermes": [str(p) for p in HERMES]}, OutputOptions(redact=True))
    inside = b"".join(_snapshot(out).values())
    record = json.loads(Path(result.record).read_text())
    assert Path(result.record).parent == tmp_path and not Path(result.record).is_relative_to(out)
    for entry in record["inputs"]:
        assert entry["sha256"] and entry["sha256"].encode() not in inside
        assert entry["abspath"].encode() not in inside
    assert str(HERMES[0].parent.parent).encode() not in inside
