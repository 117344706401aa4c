"""Inputs that give nothing, or that cannot be read: a clear answer, counted by reason, never a
crash, a hang or a half-written folder.

Unreadable files are made for real. The tests run as root, for whom ``chmod 000`` changes
nothing: the commands run in a child that first drops ``CAP_DAC_OVERRIDE`` and
``CAP_DAC_READ_SEARCH`` from its capability bounding set (``prctl(PR_CAPBSET_DROP)``), so that the
file modes apply to it as to any owner; as any other user they run unchanged. FIFOs, symlink
loops and dangling links fail for root as well.
"""

from __future__ import annotations

import ctypes
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files

from agent_traces import api
from agent_traces.output import NoRowsError, OutputOptions, write_dataset
from agent_traces.problems import ProblemLog

HERMES = corpus_files("hermes")
PR_CAPBSET_DROP = 24
CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 1, 2


def _unprivileged() -> None:
    """In the child, before exec: make root subject to file modes (see the module docstring)."""
    if os.geteuid() != 0:
        return
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
        if libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP) failed")


def _run(args: list[str], cwd: Path, *, python: list[str] | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    env.update(HOME=str(cwd), HF_HOME=str(cwd / "hf-home"), HF_HUB_OFFLINE="1", PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run(
        [sys.executable, *(python or ["-m", "agent_traces.cli"]), *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=240,  # a FIFO opened for reading would block here forever
        preexec_fn=_unprivileged,
    )


def _hostile_folder(root: Path) -> Path:
    """One good Hermes file, and beside it what cannot be read."""
    folder = root / "in"
    folder.mkdir()
    (folder / "good.jsonl").write_bytes(HERMES[0].read_bytes())
    secret = folder / "secret.jsonl"
    secret.write_bytes(HERMES[1].read_bytes())
    secret.chmod(0o000)
    os.mkfifo(folder / "pipe.jsonl", 0o666)
    (folder / "a.jsonl").symlink_to("b.jsonl")
    (folder / "b.jsonl").symlink_to("a.jsonl")
    (folder / "gone.jsonl").symlink_to(root / "nowhere.jsonl")
    (folder / "private").mkdir()
    (folder / "private" / "more.jsonl").write_bytes(HERMES[1].read_bytes())
    (folder / "private").chmod(0o000)
    return folder


SKIPPED = {"dangling_symlink": 1, "fifo": 1, "permission_denied": 2, "symlink_loop": 2}


@pytest.mark.slow
@pytest.mark.corpus
def test_unreadable_inputs_are_skipped_and_counted_in_convert_publish_inspect_and_scan(
    tmp_path: Path,
) -> None:
    folder = _hostile_folder(tmp_path)
    good_rows = len(list(api.read_trajectories("hermes", [str(folder / "good.jsonl")])))

    proc = _run(["convert", "hermes", str(folder), "-o", str(tmp_path / "out")], tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (
        "skipped 6 input(s) that cannot be read as files: dangling_symlink 1, fifo 1, permission_denied 2"
        in (proc.stdout)
    )
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text())
    assert manifest["inputs"]["skipped"] == SKIPPED and manifest["inputs"]["files"] == 1
    assert manifest["rows"]["messages"] == good_rows
    record = json.loads((tmp_path / ".out.agent-traces-record.json").read_text())
    assert {entry["reason"] for entry in record["skipped"]} == set(SKIPPED)

    proc = _run(
        ["publish", "hermes", str(folder), "--repo", "me/x", "-o", str(tmp_path / "pub"), "--dry-run"],
        tmp_path,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads((tmp_path / "pub" / "manifest.json").read_text())["inputs"]["skipped"] == SKIPPED

    for command in ("inspect", "scan"):
        proc = _run([command, str(folder)], tmp_path)
        assert proc.returncode == 0, proc.stderr
        assert (
            "6 path(s) skipped, not readable as files: dangling_symlink 1, fifo 1, permission_denied 2"
            in (proc.stdout)
        )
        assert "pipe.jsonl: fifo" in proc.stdout and "private: permission_denied" in proc.stdout
    proc = _run(["inspect", str(folder / "pipe.jsonl")], tmp_path)
    assert proc.returncode == 0 and "pipe.jsonl: fifo" in proc.stdout


LOAD = r"""
import json, sys
import agent_traces
from datasets import load_dataset
folder, cache = sys.argv[1], sys.argv[2]
from agent_traces.api import read_trajectories
from agent_traces.problems import ProblemLog

by_dir = load_dataset("hermes", data_dir=folder, split="train", cache_dir=cache + "/a")
try:  # named explicitly, datasets itself refuses what is not a file, at once
    load_dataset("hermes", data_files=[folder + "/pipe.jsonl"], split="train", cache_dir=cache + "/b")
    explicit = "loaded"
except FileNotFoundError as err:
    explicit = "refused" if "pipe.jsonl" in str(err) else str(err)
log = ProblemLog()  # the builders' own reading never opens a FIFO, even when handed one
rows = list(read_trajectories("hermes", [folder + "/good.jsonl", folder + "/pipe.jsonl"], log))
print(json.dumps([len(by_dir), explicit, len(rows), log.by_reason()]))
"""


@pytest.mark.corpus
def test_load_dataset_skips_what_cannot_be_read(tmp_path: Path) -> None:
    folder = _hostile_folder(tmp_path)
    good_rows = len(list(api.read_trajectories("hermes", [str(folder / "good.jsonl")])))
    proc = _run([str(folder), str(tmp_path / "cache")], tmp_path, python=["-c", LOAD])
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == [
        good_rows,
        "refused",
        good_rows,
        {"unreadable_file": 1},
    ]
    assert "skipped 6 file(s)" in proc.stderr and "fifo 1" in proc.stderr


@pytest.mark.corpus
def test_inspect_follows_symlinked_folders_once(tmp_path: Path) -> None:
    real = tmp_path / "real"
    real.mkdir()
    (real / "t.jsonl").write_bytes(HERMES[0].read_bytes())
    (real / "up").symlink_to(tmp_path)  # a loop back to the top
    links = tmp_path / "links"
    links.mkdir()
    (links / "to-real").symlink_to(real)
    proc = subprocess.run(
        [sys.executable, "-m", "agent_traces.cli", "inspect", str(links)],
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert proc.returncode == 0, proc.stderr
    row = next(line for line in proc.stdout.splitlines() if line.startswith("hermes"))
    assert row.split()[1] == "1"  # the file under the symlinked folder, once
    assert "folder_seen_twice" in proc.stdout  # real/up/links/to-real is where the walk started


@pytest.mark.corpus
@pytest.mark.parametrize("case", ["wrong_source", "unrelated_jsonl", "code_tree"])
def test_zero_rows_is_exit_1_with_what_was_seen_and_nothing_written(tmp_path: Path, case: str) -> None:
    if case == "wrong_source":
        args, expected = (
            ["codex", str(HERMES[0].parent.parent)],
            ["none of the 2 file(s) is a codex file", "it looks like `hermes`: run `convert hermes`"],
        )
    elif case == "unrelated_jsonl":
        (tmp_path / "junk").mkdir()
        (tmp_path / "junk" / "x.jsonl").write_text('{"a": 1}\n{"b": 2}\n')
        args = ["claude_code", str(tmp_path / "junk")]
        expected = ["read 1 file(s) as claude_code", "in no known format", "problems: missing_type 2"]
    else:
        (tmp_path / "code").mkdir()
        (tmp_path / "code" / "main.py").write_text("print('hello')\n")
        args = ["claude_code", str(tmp_path / "code")]
        expected = [
            "nothing under",
            "matches what claude_code reads (**/*.jsonl)",
            "main.py  (looks like: in no",
        ]
    before = sorted(p.name for p in tmp_path.iterdir())
    proc = subprocess.run(
        [sys.executable, "-m", "agent_traces.cli", "convert", *args, "-o", str(tmp_path / "out")],
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert proc.returncode == 1, proc.stderr
    assert (
        "no rows" in proc.stderr and "nothing was written" in proc.stderr and "Traceback" not in proc.stderr
    )
    for text in expected:
        assert text in proc.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # no folder, staging, lock or record


@pytest.mark.corpus
def test_zero_rows_leaves_a_previous_output_as_it_was(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_dataset(out, {"hermes": [str(HERMES[0])]}, OutputOptions())
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    junk = tmp_path / "junk.jsonl"
    junk.write_text('{"a": 1}\n')
    with pytest.raises(NoRowsError, match="read 1 file"):
        write_dataset(out, {"claude_code": [str(junk)]}, OutputOptions(), force=True)
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".out.agent-traces-cache",
        ".out.agent-traces-record.json",
        "junk.jsonl",
        "out",
    ]


@pytest.mark.corpus
def test_a_file_that_changes_while_read_is_counted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "in" / "t.jsonl"
    source.parent.mkdir()
    source.write_bytes(HERMES[0].read_bytes())
    from agent_traces import api

    real = api.read_trajectories  # how convert reads: shards from its cache, the others from files
    caches = []

    def appending(*args: object, **kwargs: object) -> Iterator[dict]:
        caches.append(kwargs.get("cache"))
        for index, row in enumerate(real(*args, **kwargs)):
            if index == 0:  # another program appends to the trace while it is being read
                with open(source, "ab") as handle:
                    handle.write(b"\n")
            yield row

    monkeypatch.setattr(api, "read_trajectories", appending)
    result = write_dataset(tmp_path / "out", {"hermes": [str(source)]}, OutputOptions())
    assert caches and all(cache is not None for cache in caches)  # the reader convert uses, cache on
    assert result.changed == [str(source)] and result.manifest["inputs"]["changed_while_read"] == 1
    assert "1 input file(s) changed while being read" in result.input_summary()


@pytest.mark.parametrize(
    ("source", "fixture"),
    [
        ("claude_code", "claude_code/projects/-home-dev-demo/c0a1b2c3-0000-4000-8000-00000000c0de.jsonl"),
        ("hermes", "hermes/trajectory_samples.jsonl"),
    ],
)
def test_a_local_file_named_with_double_colons_is_read_as_a_local_file(
    tmp_path: Path, source: str, fixture: str
) -> None:
    """``K10…::server:…`` (a session id made of a k3s token) is a legal local file name; handed
    to ``datasets``' ``xopen`` it was split at ``::`` as an fsspec chain and reported unreadable."""
    plain = tmp_path / "plain" / "p"
    colons = tmp_path / "colons" / "p"
    for folder, name in ((plain, "session.jsonl"), (colons, "K10ab12::server:cd34.jsonl")):
        folder.mkdir(parents=True)
        (folder / name).write_bytes((FIXTURES / fixture).read_bytes())
    log_plain, log_colons = ProblemLog(), ProblemLog()
    want = [r["session_id"] for r in api.read_trajectories(source, [str(plain / "session.jsonl")], log_plain)]
    got = api.read_trajectories(source, [str(colons / "K10ab12::server:cd34.jsonl")], log_colons)
    assert want and len([r["session_id"] for r in got]) == len(want)
    assert log_colons.by_reason() == log_plain.by_reason()
    assert "unreadable_file" not in log_colons.by_reason()
