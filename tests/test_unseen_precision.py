"""benchmarks/unseen_precision.py on a tiny synthetic session: labels looked up by
sha256(kind + value), values never printed raw, exit code 1 while a finding is unlabelled."""

from __future__ import annotations

import hashlib
import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PASSWORD = "Xk9vQ2mLp7Rt"
EMAIL = "nora.lindqvist@proton.me"
USER = "zanzibar"
SESSION = f"""
# aider chat started at 2026-01-01 10:00:00

> /home/{USER}/.local/bin/aider --model sonnet

#### connect with postgres://admin:{PASSWORD}@db.internal.example.org:5432/app and mail {EMAIL} when done

Done: the `String::new` and `std::env::var(` calls stay as they are.

> Tokens: 1.0k sent, 20 received.
"""


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location(
        "unseen_precision", ROOT / "benchmarks" / "unseen_precision.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def sessions(tmp_path: Path) -> Path:
    folder = tmp_path / "sessions" / "aider" / "someone__project"
    folder.mkdir(parents=True)
    (folder / ".aider.chat.history.md").write_text(SESSION, encoding="utf-8")
    return tmp_path / "sessions"


def run(bench, capsys, *args: str) -> tuple[int, str]:
    code = bench.main(list(args))
    out = capsys.readouterr()
    return code, out.out + out.err


def test_unlabelled_findings_fail_and_no_raw_value_is_printed(bench, sessions, tmp_path, capsys):
    labels = tmp_path / "labels.json"
    code, out = run(bench, capsys, "--dir", str(sessions), "--labels", str(labels))
    assert code == 1
    assert "have no label" in out
    for raw in (PASSWORD, EMAIL, USER):
        assert raw not in out
    code, out = run(bench, capsys, "--dir", str(sessions), "--labels", str(labels), "--json")
    assert code == 1 and PASSWORD not in out and EMAIL not in out
    found = json.loads(out[: out.rindex("}") + 1])["findings"]
    assert {f["category"] for f in found} >= {"secret", "email", "user"}


def test_labels_are_keyed_by_kind_and_value_and_give_precision_and_recall(bench, sessions, tmp_path, capsys):
    labels = tmp_path / "labels.json"
    code, _ = run(bench, capsys, "--dir", str(sessions), "--labels", str(labels), "--write-unlabelled")
    assert code == 1
    written = json.loads(labels.read_text(encoding="utf-8"))
    assert written and all(e["label"] is None for e in written.values())
    assert all(PASSWORD not in json.dumps(e) for e in written.values())
    email_key = hashlib.sha256(("email" + EMAIL).encode()).hexdigest()
    assert written[email_key]["kind"] == "email"
    for entry in written.values():
        entry["label"] = entry["category"] != "email"  # pretend the address was a false positive
    missed = hashlib.sha256(b"person_name" + b"Nora Lindqvist").hexdigest()
    written[missed] = {
        "kind": "person_name",
        "category": "name",
        "label": True,
        "found_by": None,
        "split": "tune",
    }
    labels.write_text(json.dumps(written), encoding="utf-8")
    code, out = run(bench, capsys, "--dir", str(sessions), "--labels", str(labels), "--json", "--quiet")
    assert code == 0
    table = json.loads(out)["figures"]
    assert table["email"]["false"] == 1 and table["email"]["precision"] == 0.0
    assert table["secret"]["precision"] == 1.0
    assert table["name"]["missed"] == 1 and table["name"]["recall"] == 0.0
    assert table["all"]["unlabelled"] == 0
    # the file's split comes from its sha256; the other split holds neither it nor the missed name
    split = bench.split_of(hashlib.sha256(SESSION.encode()).hexdigest())
    other = "held" if split == "tune" else "tune"
    written[missed]["split"] = split
    labels.write_text(json.dumps(written), encoding="utf-8")
    code, out = run(
        bench, capsys, "--dir", str(sessions), "--labels", str(labels), "--json", "--quiet", "--split", other
    )
    assert code == 0 and json.loads(out)["figures"] == {}
    code, out = run(
        bench, capsys, "--dir", str(sessions), "--labels", str(labels), "--json", "--quiet", "--split", split
    )
    assert json.loads(out)["figures"]["name"]["missed"] == 1


def test_split_and_mask(bench):
    assert bench.split_of("7" + "0" * 63) == "tune"
    assert bench.split_of("8" + "0" * 63) == "held"
    for n in range(1, 40):
        value = "s3cr3t-" * 6
        masked = bench.mask(value[:n])
        assert masked.endswith(f"…{n}")
        assert value[:n] not in masked or n == 1


def test_tsv_gives_the_split_and_limits_missed_entries_to_files_read(bench, sessions, tmp_path, capsys):
    """With --tsv the split is the TSV's (the cut's sha256 no longer decides it); a file the TSV
    does not list is not read; a missed entry counts only when its files name a file read."""
    name = "aider/someone__project/.aider.chat.history.md"
    sha = hashlib.sha256(SESSION.encode()).hexdigest()
    split = "held" if bench.split_of(sha) == "tune" else "tune"  # the opposite of the sha256's
    tsv = tmp_path / "v2.tsv"
    tsv.write_text(f"file\tsplit\tsha256\n{name}\t{split}\t{sha}\n", encoding="utf-8")
    labels = tmp_path / "labels.json"
    run(bench, capsys, "--dir", str(sessions), "--labels", str(labels), "--write-unlabelled")
    written = json.loads(labels.read_text(encoding="utf-8"))
    for entry in written.values():
        entry["label"] = True
    missed = {"kind": "person_name", "category": "name", "label": True, "found_by": None, "split": split}
    written["a" * 64] = {**missed, "files": [name]}
    written["b" * 64] = {**missed, "files": ["aider/other__file/.aider.chat.history.md"]}
    written["c" * 64] = missed
    labels.write_text(json.dumps(written), encoding="utf-8")
    args = ("--dir", str(sessions), "--labels", str(labels), "--tsv", str(tsv), "--json", "--quiet")
    code, out = run(bench, capsys, *args, "--split", split)
    assert code == 0
    assert json.loads(out)["files"] == {split: 1}
    assert json.loads(out)["figures"]["name"]["missed"] == 1
    tsv.write_text("file\tsplit\tsha256\n", encoding="utf-8")
    code, out = run(bench, capsys, *args)
    assert "not in the TSV" in out and json.loads(out[: out.rindex("}") + 1])["files"] == {}
