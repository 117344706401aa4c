"""benchmarks/unseen_cut.py on small synthetic originals: the cut is deterministic, ends at a record
boundary the loader reads (whole JSONL lines, whole Aider sessions), keeps small files and JSON
exports whole, and gives the same bytes from a full original as from its first 64,000 characters."""

from __future__ import annotations

import csv
import hashlib
import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def cutter():
    spec = importlib.util.spec_from_file_location("unseen_cut", ROOT / "benchmarks" / "unseen_cut.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def aider_session(n: int, filler: int) -> str:
    body = "".join(f"#### question {n}.{i}  \n\nanswer é {'x' * 60}\n\n" for i in range(filler))
    return f"\n# aider chat started at 2026-01-0{n} 10:00:00\n\n> aider --model sonnet  \n\n{body}"


def jsonl(records: int, width: int) -> bytes:
    lines = [json.dumps({"type": "message", "i": i, "text": "ü" + "y" * width}) for i in range(records)]
    return ("\n".join(lines) + "\n").encode()


def test_small_files_and_json_exports_stay_whole(cutter):
    small = aider_session(1, 3).encode()
    assert cutter.cut(small, "aider") == (small, "whole file")
    export = json.dumps([{"role": "user", "content": "z" * 100_000}]).encode()
    assert cutter.cut(export, "cline") == (export, "whole JSON export")
    assert cutter.cut(export, "opencode")[0] == export


def test_aider_cut_keeps_whole_sessions_within_the_limit(cutter):
    sessions = [aider_session(n, 300) for n in (1, 2, 3)]
    data = "".join(sessions).encode()
    assert len(data) > cutter.LIMIT
    out, rule = cutter.cut(data, "aider")
    assert len(out) <= cutter.LIMIT
    kept = out.count(b"# aider chat started at ")
    assert kept == 2 and out == "".join(sessions[:kept]).encode()
    assert data[len(out) :].startswith(cutter.AIDER_HEADER)  # cut just before the next header
    assert rule.startswith(f"aider: first {kept} whole session")
    assert cutter.cut(data, "aider") == (out, rule)  # deterministic


def test_aider_first_session_longer_than_the_limit_keeps_whole_lines(cutter):
    data = aider_session(1, 2000).encode()
    out, rule = cutter.cut(data, "aider")
    assert 0 < len(out) <= cutter.LIMIT and out.endswith(b"\n") and data.startswith(out)
    assert "first session longer" in rule


def test_jsonl_cut_keeps_whole_lines_and_every_line_parses(cutter):
    data = jsonl(400, 300)
    out, rule = cutter.cut(data, "claude_code")
    assert len(out) <= cutter.LIMIT < len(data) and data.startswith(out) and out.endswith(b"\n")
    assert len(out) + data[len(out) :].index(b"\n") + 1 > cutter.LIMIT  # the next line would not fit
    assert all(json.loads(line) for line in out.splitlines())
    lines = out.count(b"\n")
    assert rule == f"jsonl: first {lines} whole line(s) within {cutter.LIMIT} bytes"


@pytest.mark.parametrize("harness", ["aider", "pi", "codex"])
def test_a_prefix_of_64000_characters_cuts_like_the_full_original(cutter, harness):
    data = (
        "".join(aider_session(n, 300) for n in (1, 2, 3)).encode() if harness == "aider" else jsonl(400, 300)
    )
    prefix = data.decode()[: cutter.LIMIT].encode()
    assert cutter.cut(prefix, harness) == cutter.cut(data, harness)


def test_build_writes_cuts_and_a_tsv_with_the_old_split(cutter, tmp_path, capsys):
    originals, out = tmp_path / "originals", tmp_path / "cut"
    rows = [
        {
            "file": "aider/a__b/.aider.chat.history.md",
            "repo": "a/b",
            "path": ".aider.chat.history.md",
            "commit": "c" * 40,
            "harness": "aider",
            "split": "held",
        },
        {
            "file": "other/c__d/session.jsonl",
            "repo": "c/d",
            "path": "session.jsonl",
            "commit": "d" * 40,
            "harness": "pi",
            "split": "tune",
        },
        {
            "file": "cline/e__f/api_conversation_history.json",
            "repo": "e/f",
            "path": "api_conversation_history.json",
            "commit": "e" * 40,
            "harness": "cline",
            "split": "tune",
        },
    ]
    sessions = "".join(aider_session(n, 300) for n in (1, 2, 3)).encode()
    (originals / rows[0]["file"]).parent.mkdir(parents=True)
    (originals / rows[0]["file"]).write_bytes(sessions)
    (originals / rows[1]["file"]).parent.mkdir(parents=True)
    (originals / rows[1]["file"]).write_bytes(jsonl(5, 10))
    built = cutter.build(originals, out, rows)
    assert "missing original: cline/e__f" in capsys.readouterr().err
    assert [r["split"] for r in built] == ["held", "tune", "tune"]
    assert built[2]["cut"] == "missing" and built[2]["sha256"] == ""
    for row in built[:2]:
        written = (out / row["file"]).read_bytes()
        assert row["sha256"] == hashlib.sha256(written).hexdigest() and row["bytes"] == str(len(written))
    assert built[1]["cut"] == "whole file"
    tsv = tmp_path / "v2.tsv"
    cutter.write_tsv(tsv, built)
    with tsv.open(encoding="utf-8") as handle:
        assert list(csv.DictReader(handle, delimiter="\t")) == built
    sessions_tsv = tmp_path / "sessions.tsv"
    cutter.write_tsv(sessions_tsv, [{**r, "bytes": "", "sha256": "", "cut": ""} for r in built])
    argv = [str(originals), "--sessions", str(sessions_tsv), "--tsv", str(tsv), "--check"]
    assert cutter.main(argv) == 0
    (originals / rows[1]["file"]).write_bytes(jsonl(6, 10))
    assert cutter.main(argv) == 1
