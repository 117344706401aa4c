"""Caches, spools and staging folders hold unredacted rows: ``0700``/``0600``, in the user's cache
directory (not a shared /tmp), gone when the run ends, killed or not; the output folder keeps
the mode a plain ``mkdir`` gives (``agent_traces.core.private`` and its users)."""

from __future__ import annotations

import os
import shutil
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import FIXTURES, ROOT

from agent_traces.core.private import CACHE_ENV, private_dir, scratch_dir, scratch_root, sweep

PROJECT = FIXTURES / "claude_code" / "projects" / "-home-dev-demo"


def _mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def _env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HF_") and k != CACHE_ENV}
    env.update(
        XDG_CACHE_HOME=str(tmp_path / "xdg-cache"),
        TMPDIR=str(tmp_path / "shared-tmp"),
        HF_HOME=str(tmp_path / "hf-home"),
        HF_HUB_DISABLE_TELEMETRY="1",
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    )
    (tmp_path / "shared-tmp").mkdir(exist_ok=True)
    return env


def _umask_022() -> None:
    os.umask(0o022)
    # as a terminal would start it: a runner under nohup ignores SIGHUP, which the CLI then honours
    for signum in (signal.SIGHUP, signal.SIGTERM):
        signal.signal(signum, signal.SIG_DFL)


def _cli(args: list[str], tmp_path: Path, **kwargs) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "agent_traces.cli", *args],
        cwd=tmp_path,
        env=_env(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_umask_022,
        **kwargs,
    )


def _everything(root: Path) -> list[Path]:
    return [root, *root.rglob("*")] if root.exists() else []


def test_publish_without_output_keeps_nothing_readable_by_others(tmp_path):
    """It left ``/tmp/.agent-traces-publish-*.agent-traces-cache`` (0755/0644, unredacted rows)."""
    proc = _cli(["publish", "claude_code", str(PROJECT), "--repo", "me/x", "--dry-run"], tmp_path)
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err
    assert list((tmp_path / "shared-tmp").iterdir()) == []  # nothing in the shared /tmp
    home = tmp_path / "xdg-cache" / "agent-traces"
    assert _mode(home) == 0o700 and _mode(home / "publish") == 0o700
    (folder,) = (home / "publish").glob("agent-traces-publish-*")
    assert f"wrote {folder}" in out
    # the run's cache of unredacted rows is gone; what is left of it is its owner's only
    assert not list((home / "publish").glob("*.agent-traces-cache"))
    for path in (home / "publish").glob(".*"):
        assert _mode(path) & 0o077 == 0, path
    assert not list((home / "tmp").iterdir())
    # the (redacted) output: the mode a plain mkdir gives under the umask
    assert _mode(folder) == 0o755
    assert all(_mode(p) == (0o755 if p.is_dir() else 0o644) for p in folder.rglob("*"))


def test_convert_cache_and_record_are_private_the_output_is_not(tmp_path):
    proc = _cli(["convert", "claude_code", str(PROJECT), "-o", "out"], tmp_path)
    _, err = proc.communicate(timeout=300)
    assert proc.returncode == 0, err
    cache = tmp_path / ".out.agent-traces-cache"
    assert _mode(cache) == 0o700 and list(cache.iterdir())
    assert all(_mode(p) == 0o600 for p in cache.iterdir())
    assert _mode(tmp_path / ".out.agent-traces-record.json") == 0o600
    assert _mode(tmp_path / "out") == 0o755
    assert all(_mode(p) == (0o755 if p.is_dir() else 0o644) for p in (tmp_path / "out").rglob("*"))
    assert list((tmp_path / "shared-tmp").iterdir()) == []


def _many_sessions(folder: Path, n: int) -> Path:
    for i in range(n):
        target = folder / f"-home-dev-p{i}"
        target.mkdir(parents=True)
        for source in PROJECT.glob("*.jsonl"):
            shutil.copy(source, target / source.name)
    return folder


def _wait_for_staging(proc: subprocess.Popen, parent: Path, timeout: float = 120) -> Path:
    """The run's staging folder, once reading has begun (a scratch folder exists)."""
    scratch = parent / "xdg-cache" / "agent-traces" / "tmp"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = list(parent.glob(".out.agent-traces-tmp-*"))
        if found and (found[0] / "spool").exists() and scratch.is_dir() and any(scratch.iterdir()):
            return found[0]
        assert proc.poll() is None, proc.communicate()
        time.sleep(0.01)
    raise AssertionError("the run never made its staging folder")


@pytest.mark.slow
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_terminated_run_removes_its_staging_and_scratch_folders(tmp_path, signum):
    inputs = _many_sessions(tmp_path / "in", 600)
    proc = _cli(["convert", "claude_code", str(inputs), "-o", "out", "--redact-secrets"], tmp_path)
    staging = _wait_for_staging(proc, tmp_path)
    # frozen at once, so that a fast machine cannot finish the run before the signal arrives
    proc.send_signal(signal.SIGSTOP)
    assert _mode(staging) == 0o700 and _mode(staging / "spool") == 0o700
    scratch = tmp_path / "xdg-cache" / "agent-traces" / "tmp"
    assert _mode(scratch) == 0o700
    proc.send_signal(signum)
    proc.send_signal(signal.SIGCONT)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 128 + signum, err
    assert "terminated by signal" in err and "Traceback" not in err
    assert not staging.exists() and not (tmp_path / "out").exists()
    assert list(scratch.iterdir()) == []


@pytest.mark.slow
def test_a_killed_run_leaves_only_private_folders_which_the_next_run_removes(tmp_path):
    inputs = _many_sessions(tmp_path / "in", 150)
    proc = _cli(["convert", "claude_code", str(inputs), "-o", "out", "--redact-secrets"], tmp_path)
    staging = _wait_for_staging(proc, tmp_path)
    scratch = tmp_path / "xdg-cache" / "agent-traces" / "tmp"
    proc.kill()
    proc.communicate(timeout=60)
    assert proc.returncode == -signal.SIGKILL
    left = [*_everything(staging), *_everything(scratch)]
    assert staging.exists() and list(scratch.iterdir())
    assert all(_mode(p) & 0o077 == 0 for p in left if p.is_dir() and p.name != "out"), [
        (p, oct(_mode(p))) for p in left
    ]
    # the next run, into another folder, removes the dead run's scratch; into the same, its staging
    again = _cli(["convert", "claude_code", str(PROJECT), "-o", "out"], tmp_path)
    _, err = again.communicate(timeout=300)
    assert again.returncode == 0, err
    assert not staging.exists() and list(scratch.iterdir()) == []


def test_private_dir_narrows_an_existing_folder_and_refuses_a_symlink(tmp_path):
    loose = tmp_path / "loose"
    loose.mkdir(mode=0o755)
    os.chmod(loose, 0o755)
    assert _mode(private_dir(loose)) == 0o700
    os.symlink(loose, tmp_path / "link")
    with pytest.raises(NotADirectoryError):
        private_dir(tmp_path / "link")


def test_scratch_dirs_are_private_removed_and_swept(tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    with scratch_dir("read") as path:
        assert _mode(path) == 0o700 and _mode(path.parent) == 0o700
        (path / "rows").write_text("x")
    assert not path.exists()
    root = scratch_root()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    mine = root / path.name.replace(f"-{os.getpid()}-", f"-{dead.pid}-")
    mine.mkdir()
    alive = root / path.name  # this process: alive
    alive.mkdir()
    other = root / "notes"
    other.mkdir()
    assert sweep(root) == [mine]
    assert sorted(p.name for p in root.iterdir()) == sorted([alive.name, "notes"])


def test_a_failed_run_leaves_no_scratch_or_staging(tmp_path, monkeypatch, capsys):
    """A run that fails half-way (a damaged file under --strict) removes what it made."""
    from agent_traces.cli import main

    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    folder = tmp_path / "in" / "-home-dev-demo"
    shutil.copytree(PROJECT, folder)
    with (folder / "c0a1b2c3-0000-4000-8000-00000000c0de.jsonl").open("ab") as handle:
        handle.write(b'{"type": "user", "message": \n')
    monkeypatch.chdir(tmp_path)
    assert main(["convert", "claude_code", "in", "-o", "out", "--strict"]) != 0
    assert "Traceback" not in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
    assert not list(tmp_path.glob(".out.agent-traces-tmp-*"))
    assert list((tmp_path / "cache" / "tmp").iterdir()) == []


_SWALLOWED = """
import os, signal, sys, weakref
from pathlib import Path
from agent_traces.cli import run
from agent_traces.output_folder import staged_output

class Thing:
    pass

def command(args):
    with staged_output(Path(sys.argv[1])) as staging:
        (staging.out / "rows.txt").write_text("unredacted")
        thing = Thing()

        def callback(ref):
            os.kill(os.getpid(), signal.SIGTERM)
            for _ in range(100_000):  # the handler runs in here, and Python swallows its raise
                pass

        ref = weakref.ref(thing, callback)
        del thing
        print("went on after the signal", file=sys.stderr)
        staging.commit()
    return {}

run.COMMANDS["convert"] = command
sys.exit(run.main(["convert", "claude_code", "in", "-o", sys.argv[1]]))
"""


def test_a_signal_whose_raise_python_swallowed_still_stops_the_commit(tmp_path):
    """CI saw it: SIGHUP landed in an import lock's weakref callback, Python printed "Exception
    ignored" and the run went on to publish with exit code 0."""
    target = tmp_path / "out"
    proc = subprocess.run(
        [sys.executable, "-c", _SWALLOWED, str(target)],
        cwd=tmp_path,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        preexec_fn=_umask_022,
        timeout=120,
    )
    assert "went on after the signal" in proc.stderr  # the raise was lost, as in CI
    assert proc.returncode == 128 + signal.SIGTERM, proc.stderr
    assert "terminated by signal" in proc.stderr
    assert "Traceback" not in proc.stderr and "Exception ignored" not in proc.stderr
    assert not target.exists() and not list(tmp_path.glob(".out.agent-traces-tmp-*"))
