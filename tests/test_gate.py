"""The redaction gate (issue 31): no byte and no file name of an output holds a planted secret,
whichever option or input name it came in by, and a writer that skips the redaction is caught.

Secrets are planted in every option that reaches an output file and in the input's folder and
file names; every file under ``-o`` is then searched, bytes and name, for each secret raw,
JSON-escaped, URL-escaped and by its random tail alone (the card escapes Markdown punctuation,
which splits the raw form)."""

from __future__ import annotations

import json
import os
import random
import shutil
import string
import subprocess
import sys
import urllib.parse
from pathlib import Path

import pytest
from conftest import CORPUS

from agent_traces.export import sts as sts_module
from agent_traces.output import OutputOptions, write_dataset
from agent_traces.redact import Redactor

SESSION = "claude_code/projects/-experiments-ideas/03eb5929-52b3-4b13-ada3-b93ae35806b8.jsonl"
_RNG = random.Random(31)
_ALNUM = string.ascii_letters + string.digits
_UPPER = string.ascii_uppercase + string.digits


def _pick(chars: str, n: int) -> str:
    return "".join(_RNG.choice(chars) for _ in range(n))


GITHUB = "ghp_" + _pick(_ALNUM, 36)
AWS_ID = "AKIA" + _pick(_UPPER, 16)
AWS_SECRET = _pick(_ALNUM, 40)
SLACK = f"https://hooks.slack.com/services/T{_pick(_UPPER, 8)}/B{_pick(_UPPER, 8)}/{_pick(_ALNUM, 24)}"
# the random parts: what must appear nowhere, in any escaping
NEEDLES = [GITHUB, GITHUB[4:], AWS_ID, AWS_SECRET, SLACK, SLACK.rsplit("/", 1)[1]]


def forms(secret: str) -> set[str]:
    return {secret, json.dumps(secret)[1:-1], urllib.parse.quote(secret, safe=""), urllib.parse.quote(secret)}


def leaks(folder: Path) -> list[str]:
    """``path: form`` of every planted secret found in a file's bytes or its path under ``folder``."""
    found = []
    for path in sorted(p for p in folder.rglob("*")):
        rel = path.relative_to(folder).as_posix()
        data = path.read_bytes() if path.is_file() else b""
        for needle in NEEDLES:
            for form in forms(needle):
                if form in rel:
                    found.append(f"name {rel}: {form}")
                if form.encode() in data:
                    found.append(f"{rel}: {form}")
    return found


def cli(*args: str, home: Path) -> dict:
    env = {
        **os.environ,
        "AGENT_TRACES_STATE_DIR": str(home / "state"),
        "AGENT_TRACES_CACHE_DIR": str(home / "cache"),
    }
    done = subprocess.run(
        [sys.executable, "-m", "agent_traces", *args, "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
        cwd=home,  # not the checkout: ``-m`` would import the package from the working directory
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)  # with --json, stdout is the JSON object alone


def planted_input(tmp_path: Path) -> Path:
    """A real Claude Code session in a project folder named with a GitHub token, in a file
    named with an AWS key id."""
    project = tmp_path / "in" / f"-home-dev-{GITHUB}"
    project.mkdir(parents=True)
    shutil.copy(CORPUS / SESSION, project / f"{AWS_ID}.jsonl")
    return tmp_path / "in"


def planted_options() -> list[str]:
    return [
        "--pretty-name",
        f"traces of {GITHUB}",
        "--project",
        GITHUB,  # the folder's name holds it: the session is kept
        "-O",
        f"system_prompt=aws_access_key_id={AWS_ID} aws_secret_access_key={AWS_SECRET} notify {SLACK}",
        "--license",
        "mit",
    ]


@pytest.mark.corpus
@pytest.mark.parametrize("mode", ["native", "sts"])
def test_convert_writes_no_planted_secret_anywhere(tmp_path: Path, mode: str) -> None:
    src = planted_input(tmp_path)
    out = tmp_path / "out"
    summary = cli(
        "convert", "claude_code", str(src), "-o", str(out), "--redact-secrets", "--traces", mode,
        *planted_options(), home=tmp_path,
    )  # fmt: skip
    assert summary["rows"]["messages"] == 1
    assert any((out / "traces").rglob("*.jsonl"))
    assert leaks(out) == []
    assert summary["redaction"]["gate_replacements"] == 0  # what reached the gate was redacted
    again = tmp_path / "again"
    cli(
        "convert", "claude_code", str(src), "-o", str(again), "--redact-secrets", "--traces", mode,
        *planted_options(), home=tmp_path,
    )  # fmt: skip
    assert files_of(again) == files_of(out)  # the same bytes under the same names, run after run


def files_of(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


@pytest.mark.corpus
def test_publish_dry_run_writes_no_planted_secret_anywhere(tmp_path: Path) -> None:
    src = planted_input(tmp_path)
    out = tmp_path / "out"
    summary = cli(
        "publish", "claude_code", str(src), "-o", str(out), "--dry-run", "--traces", "native",
        "--repo", "someone/traces", "--tag", "v1",
        "--traces-repo", "someone/traces-native", *planted_options(), home=tmp_path,
    )  # fmt: skip
    assert leaks(out) == []
    assert summary["redaction"]["gate_replacements"] == 0
    assert "someone/traces" in (out / "README.md").read_text()  # a repository named with a secret is refused


@pytest.mark.corpus
def test_html_report_with_redaction_holds_no_planted_secret(tmp_path: Path) -> None:
    src = planted_input(tmp_path)
    page = tmp_path / "report" / f"report-{GITHUB[:8]}.html"
    summary = cli("report", str(src), "-o", str(page), "--redact-secrets", "--project", GITHUB, home=tmp_path)
    assert page.stat().st_size > 10_000
    assert leaks(page.parent) == []
    assert summary["redaction"]["gate_replacements"] == 0


@pytest.mark.corpus
def test_a_writer_that_skips_redaction_is_caught_by_the_gate(tmp_path: Path, monkeypatch) -> None:
    """Fault injected: every STS file gets the raw secret (a writer that used the unredacted
    row). The sweep replaces it, counts it, and the manifest says so."""
    src = planted_input(tmp_path)
    real = sts_module.sts_bytes
    monkeypatch.setattr(
        "agent_traces.export.traces.sts_bytes", lambda row: real(row) + f"{GITHUB}\n".encode()
    )
    redactor = Redactor(key=b"k" * 32)
    result = write_dataset(
        tmp_path / "out",
        {"claude_code": [str(p) for p in src.rglob("*.jsonl")]},
        OutputOptions(redact=True, traces="sts"),
        redactor=redactor,
    )
    assert leaks(tmp_path / "out") == []
    assert result.redaction["gate_replacements"] == 1
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text())
    assert manifest["redaction"]["gate_replacements"] == 1
    sts_file = next((tmp_path / "out" / "traces").rglob("*.jsonl"))
    assert manifest["redaction"]["gate_files"] == [sts_file.relative_to(tmp_path / "out").as_posix()]
    assert (
        manifest["files"][sts_file.relative_to(tmp_path / "out").as_posix()]["size"]
        == sts_file.stat().st_size
    )


def test_a_file_written_past_the_gate_stops_the_publication(tmp_path: Path) -> None:
    from agent_traces.redact.gate import Gate, GateError

    gate = Gate(Redactor(key=b"k" * 32))
    (tmp_path / "a.md").write_text("nothing here\n")
    (tmp_path / f"{GITHUB}.txt").write_text(f"token {GITHUB}\n")
    renamed = gate.sweep(tmp_path)
    assert list(renamed) == [f"{GITHUB}.txt"] and GITHUB not in renamed[f"{GITHUB}.txt"]
    assert leaks(tmp_path) == []
    assert gate.summary()["gate_replacements"] == 2  # the name and the text
    assert gate.summary()["gate_files"] == [renamed[f"{GITHUB}.txt"]]  # the gated name only
    gate.seal(tmp_path)  # everything went through the gate: passes
    (tmp_path / "late.json").write_text(json.dumps({"k": f"x {SLACK}"}))
    with pytest.raises(GateError, match=r"late\.json"):
        gate.seal(tmp_path)
    (tmp_path / "late.json").unlink()
    (tmp_path / f"{AWS_ID}.md").write_text("clean")
    with pytest.raises(GateError, match="in the name of") as caught:
        gate.seal(tmp_path)
    assert AWS_ID not in str(caught.value)


def test_the_gate_keeps_json_documents_valid_and_untouched_when_clean(tmp_path: Path) -> None:
    from agent_traces.redact.gate import Gate

    gate = Gate(Redactor(key=b"k" * 32))
    clean = b'{"a": 1,  "b": "plain"}\n'
    assert gate.document("m.json", clean) is clean  # byte for byte, not re-serialized
    line = json.dumps({"message": {"content": f"use {GITHUB}"}, "n": 12}).encode() + b"\n"
    gated = gate.document("t.jsonl", clean + line)
    first, second = gated.splitlines()
    assert first == clean.rstrip(b"\n")
    assert json.loads(second)["message"]["content"].startswith("use <SECRET_")


def test_without_a_redactor_the_gate_is_the_identity(tmp_path: Path) -> None:
    from agent_traces.redact.gate import Gate

    gate = Gate(None)
    (tmp_path / f"{GITHUB}.jsonl").write_text(f"{GITHUB}\n")
    assert gate.sweep(tmp_path) == {}
    gate.seal(tmp_path)
    assert (tmp_path / f"{GITHUB}.jsonl").read_text() == f"{GITHUB}\n"
    assert gate.text(GITHUB) == GITHUB and gate.value({"k": GITHUB}) == {"k": GITHUB}


def test_a_user_name_in_the_repository_id_stays_but_a_secret_in_it_does_not() -> None:
    """The Hub shows the repository's owner in its URL: the card's loading examples keep it
    even when it is the OS user's name, which is replaced everywhere else."""
    from agent_traces.redact.gate import Gate

    redactor = Redactor(usernames=["alicia"], hostnames=[], key=b"k" * 32)
    gate = Gate(redactor, public=("alicia/traces", f"alicia/{GITHUB}"))
    card = 'load_dataset("alicia/traces")\nmade by alicia\n'
    assert gate.text(card) == 'load_dataset("alicia/traces")\nmade by <USER>\n'
    assert gate.value({"repo_id": "alicia/traces"}) == {"repo_id": "alicia/traces"}
    assert GITHUB not in gate.text(f"see alicia/{GITHUB}")
    assert Gate(redactor).text("alicia/traces") == "<USER>/traces"
