"""Paths built from data stay inside the output folder: hostile folder names, long and reserved
names, clashes, symlinks (``agent_traces.core.safe_paths`` and every writer that uses it)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from conftest import FIXTURES

from agent_traces.cli import main
from agent_traces.core.safe_paths import (
    MAX_NAME_BYTES,
    NameBook,
    UnsafePathError,
    inside,
    open_inside,
    safe_name,
)

CLAUDE = (
    FIXTURES / "claude_code" / "projects" / "-home-dev-demo" / "c0a1b2c3-0000-4000-8000-00000000c0de.jsonl"
)
CODEX = next((FIXTURES / "codex").rglob("rollout-2025-*.jsonl"))
DOTS = ".<>."  # `<` and `>` were dropped after the character filter kept the dots: `..`


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def _hostile_input(tmp_path: Path, source: Path) -> Path:
    """An input folder whose native path climbs five levels: from ``out/traces/<source>/`` to
    the folder above ``a/b/``, where ``victim/keep.jsonl`` is planted."""
    folder = tmp_path / "in" / "/".join([DOTS] * 5) / "victim"
    folder.mkdir(parents=True)
    shutil.copy(source, folder / "keep.jsonl")
    victim = tmp_path / "a" / "victim" / "keep.jsonl"
    victim.parent.mkdir(parents=True)
    victim.write_bytes(b"the user's own file\n")
    return tmp_path / "in"


def _outside(tmp_path: Path, before: dict[str, bytes]) -> dict[str, bytes]:
    """Files that appeared or changed outside ``a/b/out`` and its own hidden siblings."""
    after = _tree(tmp_path)
    return {
        rel: data
        for rel, data in after.items()
        if before.get(rel) != data and not rel.startswith(("a/b/out/", "a/b/.out."))
    }


@pytest.mark.parametrize("mode", ["native", "sts"])
@pytest.mark.parametrize(("source", "fixture"), [("claude_code", CLAUDE), ("codex", CODEX)])
def test_convert_never_writes_outside_the_output_folder(tmp_path, monkeypatch, capsys, source, fixture, mode):
    _hostile_input(tmp_path, fixture)
    before = _tree(tmp_path)
    monkeypatch.chdir(tmp_path)
    assert main(["convert", source, "in", "-o", "a/b/out", "--traces", mode]) == 0, capsys.readouterr()
    assert _outside(tmp_path, before) == {}
    assert (tmp_path / "a/victim/keep.jsonl").read_bytes() == b"the user's own file\n"
    manifest = json.loads((tmp_path / "a/b/out/manifest.json").read_text())
    traces = [f for f in manifest["files"] if f.startswith("traces/")]
    assert len(traces) == 1 and (tmp_path / "a/b/out" / traces[0]).is_file()
    assert all(part not in ("", ".", "..") for f in manifest["files"] for part in f.split("/"))


def test_publish_dry_run_on_codex_never_writes_outside_the_output_folder(tmp_path, monkeypatch, capsys):
    _hostile_input(tmp_path, CODEX)
    before = _tree(tmp_path)
    monkeypatch.chdir(tmp_path)
    args = ["publish", "codex", "in", "--repo", "me/x", "-o", "a/b/out", "--traces", "native", "--dry-run"]
    assert main(args) == 0, capsys.readouterr()
    assert _outside(tmp_path, before) == {}
    assert (tmp_path / "a/victim/keep.jsonl").read_bytes() == b"the user's own file\n"
    plan = capsys.readouterr().out
    assert "traces/codex/__/__/__/__/__/victim/keep.jsonl" in plan


def test_long_names_that_clash_are_cut_and_told_apart(tmp_path, monkeypatch, capsys):
    """Two session files of 250-byte names that are the same once sanitized (``a b`` and
    ``a_b``): the second needs a digest, which must not take its name past 255 bytes (it failed
    the whole convert with ``File name too long``); both are written, apart."""
    for sep in (" ", "_"):
        folder = tmp_path / "in" / ("x" * 250)
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy(CLAUDE, folder / f"a{sep}b{'s' * 241}.jsonl")
    monkeypatch.chdir(tmp_path)
    assert main(["convert", "claude_code", "in", "-o", "out", "--traces", "native"]) == 0, capsys.readouterr()
    manifest = json.loads((tmp_path / "out/manifest.json").read_text())
    traces = sorted(f for f in manifest["files"] if f.startswith("traces/"))
    assert len(traces) == 2 and traces[0] != traces[1]
    for rel in traces:
        assert all(len(part.encode()) <= MAX_NAME_BYTES for part in rel.split("/"))
        assert rel.endswith(".jsonl") and (tmp_path / "out" / rel).is_file()


def test_windows_reserved_names_are_avoided(tmp_path, monkeypatch, capsys):
    for name in ("CON", "nul.d", "Com1"):
        folder = tmp_path / "in" / name
        folder.mkdir(parents=True)
        shutil.copy(CLAUDE, folder / "aux.jsonl")
    monkeypatch.chdir(tmp_path)
    assert main(["convert", "claude_code", "in", "-o", "out", "--traces", "native"]) == 0, capsys.readouterr()
    manifest = json.loads((tmp_path / "out/manifest.json").read_text())
    traces = sorted(
        f.removeprefix("traces/claude_code/") for f in manifest["files"] if f.startswith("traces/")
    )
    assert traces == ["_CON/_aux.jsonl", "_Com1/_aux.jsonl", "_nul.d/_aux.jsonl"]


def test_safe_name():
    assert safe_name("..") == "__" and safe_name(".") == "_" and safe_name("") == "_"
    assert safe_name(".<>.".replace("<", "").replace(">", "")) == "__"
    assert safe_name(".env") == "_env" and safe_name("a b/c") == "a_b_c"
    assert (
        safe_name("NUL") == "_NUL"
        and safe_name("lpt9.txt") == "_lpt9.txt"
        and safe_name("CONSOLE") == "CONSOLE"
    )
    long = safe_name("y" * 400 + ".jsonl")
    assert len(long) == MAX_NAME_BYTES and long.endswith(".jsonl")
    assert long != safe_name("y" * 401 + ".jsonl")


def test_name_book_tells_apart_names_that_clash():
    book = NameBook()
    first = book.claim(["traces", "a b.jsonl"])
    assert first == "traces/a_b.jsonl"
    assert book.claim(["traces", "a b.jsonl"]) == first  # the same original, the same path
    second = book.claim(["traces", "a_b.jsonl"])
    third = book.claim(["traces", "A_B.jsonl"])  # the same file on a case-insensitive system
    assert len({first.casefold(), second.casefold(), third.casefold()}) == 3
    assert second.startswith("traces/a_b-") and second.endswith(".jsonl")
    # a file where a folder was given out, and the other way round
    assert book.claim(["traces"]) != "traces"
    book.claim(["x.jsonl"])
    assert book.claim(["x.jsonl", "y.jsonl"]) != "x.jsonl/y.jsonl"


def test_inside_refuses_escapes_before_creating_anything(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    (tmp_path / "elsewhere").mkdir()
    os.symlink(tmp_path / "elsewhere", out / "link")
    for rel in ("../x", "a/../../x", "/etc/passwd", "", "a//b", "./a", "link/x", "link"):
        with pytest.raises(UnsafePathError):
            open_inside(out, rel)
    assert sorted(p.name for p in out.iterdir()) == ["link"]
    assert list((tmp_path / "elsewhere").iterdir()) == []
    os.symlink(tmp_path / "elsewhere" / "f", out / "dangling")
    with pytest.raises(UnsafePathError):
        open_inside(out, "dangling")
    assert inside(out, "a/b.jsonl") == out / "a" / "b.jsonl"
