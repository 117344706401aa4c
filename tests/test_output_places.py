"""Where ``-o`` may be: a mount point is refused before any work; a folder inside the input is
never read back as input."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import uuid
from pathlib import Path

import pytest
from conftest import FIXTURES

from agent_traces.cli import main

PROJECT = FIXTURES / "claude_code" / "projects" / "-home-dev-demo"


@pytest.fixture(params=["tmpfs", "bind"])
def tmpfs(tmp_path, request):
    """A real mount on ``tmp_path/mnt`` (root only): a tmpfs, or a bind mount of a folder of the
    same file system (which ``os.path.ismount`` does not see), unmounted after the test."""
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    if request.param == "tmpfs":
        command = ["mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", str(mnt)]
    else:
        (tmp_path.parent / f"{tmp_path.name}-bound").mkdir()
        command = ["mount", "--bind", str(tmp_path.parent / f"{tmp_path.name}-bound"), str(mnt)]
    try:
        done = subprocess.run(command, capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as err:
        pytest.skip(f"cannot mount a tmpfs here: {err}")
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here (needs root): {done.stderr.decode(errors='replace').strip()}")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True, timeout=30)


@pytest.mark.parametrize("command", ["convert", "publish"])
def test_a_mount_point_as_output_is_refused_before_any_work(tmp_path, tmpfs, capsys, command):
    """The swap of a finished output failed with ``Device or resource busy`` after all the work."""
    args = [command, "claude_code", str(PROJECT), "-o", str(tmpfs)]
    if command == "publish":
        args += ["--repo", "me/x", "--dry-run"]
    assert main(args) != 0
    err = capsys.readouterr().err
    assert "is a mount point" in err and f"-o {tmpfs}/dataset" in err and "Traceback" not in err
    assert "Device or resource busy" not in err
    assert os.listdir(tmpfs) == []
    assert sorted(os.listdir(tmp_path)) == ["mnt"]  # no staging folder, lock or cache beside it
    # the folder it suggests works
    assert main(["convert", "claude_code", str(PROJECT), "-o", str(tmpfs / "dataset")]) == 0
    assert (tmpfs / "dataset" / "manifest.json").is_file()


def _rows(folder: Path) -> dict:
    return json.loads((folder / "manifest.json").read_text())["rows"]


@pytest.mark.parametrize("traces", ["native", "sts"])
def test_an_output_inside_the_input_folder_is_not_read_back(tmp_path, monkeypatch, capsys, traces):
    """Its trace copies were read as new sessions on every --force: rows 2 → 4 → 6."""
    inputs = tmp_path / "in"
    shutil.copytree(PROJECT, inputs / "-home-dev-demo")
    monkeypatch.chdir(tmp_path)
    first = None
    for _ in range(3):
        args = ["convert", "claude_code", "in", "-o", "in/out", "--traces", traces, "--force"]
        assert main(args) == 0, capsys.readouterr()
        first = first or _rows(inputs / "out")
        assert _rows(inputs / "out") == first
    # and its hidden siblings (record, cache, an interrupted run's staging) are not inputs either
    assert any(p.name.startswith(".out.agent-traces") for p in inputs.iterdir())
    staging = inputs / f".out.agent-traces-tmp-999999999-{uuid.uuid4().hex[:8]}" / "out"
    shutil.copytree(PROJECT, staging / "copy")
    assert main(["convert", "claude_code", "in", "-o", "in/out", "--force"]) == 0
    assert _rows(inputs / "out") == {k: v for k, v in first.items()}
