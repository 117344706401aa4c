"""Stable rows across dataset versions (issue 35, item 1): a session's redacted row depends only
on that session, the options and the dataset's placeholder key, not on the other sessions."""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path

import pyarrow.parquet as pq
from conftest import FIXTURES

from agent_traces.cli import main
from agent_traces.output_folder import record_path

FIXTURE = FIXTURES / "hermes" / "trajectory_samples.jsonl"

# what each session says, beyond the fixture's turns: the same e-mail and key in several
# sessions, and a user name that one session shows only as a word and a later one in a home path
SESSIONS = {
    "a1": "mail zoe.quint@acme-corp.io; key AKIAZ7QW3ERT5YUI9OPA; ls -l shows owner zqkowalski",
    "a2": "cc bram.olsen@acme-corp.io and zoe.quint@acme-corp.io; password=Hunter2-Blue",
    "a3": "deploy from /home/mtorvalds77/app with key AKIAZ7QW3ERT5YUI9OPA",
    "0b": "new: mail aaron.abbot@acme-corp.io; cd /home/zqkowalski/src; keys AKIAQ2WE3RT4YU5IO6PA, AKIAZ7QW3ERT5YUI9OPA",
}


def _session(base: dict, sid: str, text: str) -> dict:
    record = json.loads(json.dumps(base))
    record["id"] = f"2026010{len(sid)}_{sid}"
    turn = next(t for t in record["conversations"] if t["from"] == "human")
    turn["value"] += "\n" + text
    return record


def _write(folder: Path, names: list[str]) -> None:
    base = json.loads(FIXTURE.read_text(encoding="utf-8").splitlines()[0])
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        (folder / f"{name}.jsonl").write_text(json.dumps(_session(base, name, SESSIONS[name])) + "\n")


def _rows(out: Path) -> dict[str, str]:
    rows = {}
    for path in sorted((out / "data").rglob("*.parquet")):
        for row in pq.read_table(path).to_pylist():
            rows[f"{path.parent.name}/{row.get('id')}"] = json.dumps(row, sort_keys=True, default=str)
    return rows


def test_adding_a_session_leaves_every_published_row_byte_identical(tmp_path: Path) -> None:
    src, out = tmp_path / "in", tmp_path / "out"
    _write(src, ["a1", "a2", "a3"])
    args = ["convert", "hermes", str(src), "-o", str(out), "--redact-secrets"]
    assert main(args) == 0
    first = _rows(out)
    text = "\n".join(first.values())
    assert re.search(r"<EMAIL_\w+>", text) and re.search(r"<SECRET_\w+>", text)
    assert "zoe.quint" not in text and "AKIAZ7QW3ERT5YUI9OPA" not in text and "mtorvalds77" not in text

    _write(src, ["0b"])  # the next version: one more session, read first
    assert main([*args, "--force"]) == 0
    second = _rows(out)
    assert len(second) > len(first)
    assert {k: v for k, v in second.items() if k in first} == first
    new = "\n".join(v for k, v in second.items() if k not in first)
    assert "aaron.abbot" not in new and "zqkowalski" not in new and "AKIAQ2WE3RT4YU5IO6PA" not in new
    # the same value has the same placeholder in both versions, a new value a new one
    old_keys, new_keys = (set(re.findall(r"<SECRET_[0-9a-f]{8}>", t)) for t in (text, new))
    assert len(old_keys & new_keys) == 1 and len(new_keys - old_keys) == 1


def test_the_placeholder_key_stays_local_and_differs_between_repositories(tmp_path: Path) -> None:
    src = tmp_path / "in"
    _write(src, ["a1", "a2"])
    outs = {"me/one": tmp_path / "one", "me/two": tmp_path / "two", "me/one ": tmp_path / "again"}
    for repo, out in outs.items():
        args = ["publish", "hermes", str(src), "--repo", repo.strip(), "-o", str(out), "--dry-run"]
        assert main(args) == 0
    records = {out.name: json.loads(record_path(out).read_text(encoding="utf-8")) for out in outs.values()}
    keys = {name: r["placeholder_key"] for name, r in records.items()}
    assert all(re.fullmatch(r"[0-9a-f]{64}", k) for k in keys.values())
    # the same repository gets the same key on this machine, so the same bytes (a publish without
    # -o keeps its placeholders from one version to the next); another repository another one
    assert keys["one"] == keys["again"] != keys["two"]
    placeholders = {
        out.name: set(re.findall(r"<[A-Z]+_[0-9a-f]{8}>", "\n".join(_rows(out).values())))
        for out in outs.values()
    }
    assert placeholders["one"] and placeholders["one"] == placeholders["again"]
    assert not placeholders["one"] & placeholders["two"]  # two datasets cannot be linked
    for out in outs.values():
        assert stat.S_IMODE(os.stat(record_path(out)).st_mode) == 0o600
        written = b"".join(p.read_bytes() for p in out.rglob("*") if p.is_file())
        assert all(k.encode() not in written for k in keys.values())  # nothing uploaded holds it
    secret = Path(os.environ["AGENT_TRACES_STATE_DIR"]) / "redaction-key"
    assert stat.S_IMODE(os.stat(secret).st_mode) == 0o600 and len(secret.read_bytes()) == 32
