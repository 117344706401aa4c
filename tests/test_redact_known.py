"""``--secrets-from FILE`` (exact values, any escaping) and ``--deny REGEX`` (whole sessions out),
through the real ``publish --dry-run`` and ``convert`` (issue 31, item 3)."""

from __future__ import annotations

import base64
import json
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

import pyarrow.parquet as pq
import pytest
from conftest import FIXTURES

from agent_traces.cli import main
from agent_traces.redact.known import secret_values

FIXTURE = FIXTURES / "hermes" / "trajectory_samples.jsonl"
DB_PASSWORD = "Tr0ub4dor&3-plum"  # low entropy for a key, not shaped like any vendor's format
SHORT = "kiwi9"  # short, so only taken because it is a password
NETRC_PASSWORD = "q7-brisk-otter"
YAML_TOKEN = "wombat-ledger-2291"
JSON_KEY = "zq81-cormorant-77"


def _sessions(folder: Path) -> None:
    base = json.loads(FIXTURE.read_text(encoding="utf-8").splitlines()[0])
    texts = {
        "plain": f"export DB_PASSWORD={DB_PASSWORD}; mysql -u app -h localhost; DEBUG=true",
        "escaped": "config: " + json.dumps({"db": {"password": DB_PASSWORD, "short": SHORT}}),
        "url": f"postgres://app:{quote(DB_PASSWORD, safe='')}@db.internal:5432/app?debug=true",
        "base64": "secret data: " + base64.b64encode(DB_PASSWORD.encode()).decode(),
        "others": f"netrc {NETRC_PASSWORD}, yaml {YAML_TOKEN}, json {JSON_KEY}",
        "internal": "notes on Project Nightingale, the internal codename",
    }
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in texts.items():
        record = json.loads(json.dumps(base))
        record["id"] = f"20260105_{name}"
        next(t for t in record["conversations"] if t["from"] == "human")["value"] += "\n" + text
        (folder / f"{name}.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")


def _credential_files(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    env = folder / ".env"
    env.write_text(
        f"# app\nexport DB_PASSWORD='{DB_PASSWORD}'\nDB_SHORT_PASSWORD={SHORT}\nDEBUG=true\n"
        "DB_HOST=localhost\nAPI_KEY=${API_KEY}\n",
        encoding="utf-8",
    )
    netrc = folder / ".netrc"
    netrc.write_text(f"machine github.com login octocat password {NETRC_PASSWORD}\n", encoding="utf-8")
    yaml_file = folder / "creds.yaml"
    yaml_file.write_text(f"service:\n  token: {YAML_TOKEN}\n  region: eu\n", encoding="utf-8")
    json_file = folder / "creds.json"
    json_file.write_text(json.dumps({"client": {"secret": JSON_KEY, "id": 12}}), encoding="utf-8")
    return [env, netrc, yaml_file, json_file]


def _every_byte(folder: Path) -> str:
    chunks = [str(p.relative_to(folder)) for p in sorted(folder.rglob("*"))]
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        if path.suffix == ".parquet":
            chunks.append(json.dumps(pq.read_table(path).to_pylist(), ensure_ascii=False, default=str))
        chunks.append(path.read_bytes().decode("latin-1"))
    return "\n".join(chunks)


def test_values_of_credential_files_are_taken_with_care() -> None:
    files = _credential_files(Path(pytest.importorskip("tempfile").mkdtemp()))
    env, netrc, yaml_file, json_file = files
    assert secret_values(env) == sorted([DB_PASSWORD, SHORT])  # not true, localhost, ${API_KEY}
    assert secret_values(netrc) == [NETRC_PASSWORD]  # not github.com, not the login
    assert secret_values(yaml_file) == [YAML_TOKEN]
    assert secret_values(json_file) == [JSON_KEY]


def test_secrets_from_files_are_gone_in_every_escaping(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    src = tmp_path / "in"
    _sessions(src)
    files = _credential_files(tmp_path / "creds")
    raw = tmp_path / "raw"
    assert main(["convert", "hermes", str(src), "-o", str(raw), "--view", "messages"]) == 0
    planted = [DB_PASSWORD, quote(DB_PASSWORD, safe=""), base64.b64encode(DB_PASSWORD.encode()).decode()]
    planted += [SHORT, NETRC_PASSWORD, YAML_TOKEN, JSON_KEY]
    assert [p for p in planted if p not in _every_byte(raw)] == []

    out = tmp_path / "out"
    args = ["publish", "hermes", str(src), "--repo", "me/traces", "-o", str(out), "--dry-run"]
    assert main([*args, *[a for f in files for a in ("--secrets-from", str(f))]]) == 0
    stdout = capsys.readouterr().out
    text = _every_byte(out)
    assert [p for p in planted if p in text or p in stdout] == []
    assert "localhost" in text and "DEBUG=true" in text  # the rest of the file is not secret
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["options"]["redact_extra"] == {"count": 1}  # the values themselves are not recorded


def test_a_bad_secrets_file_is_a_clear_error_naming_file_and_line(tmp_path: Path) -> None:
    src = tmp_path / "in"
    _sessions(src)
    bad = tmp_path / "creds.json"
    bad.write_text('{"token": "abc",\n  oops}\n', encoding="utf-8")
    command = ["convert", "hermes", str(src), "-o", str(tmp_path / "o"), "--redact-secrets"]
    proc = subprocess.run(
        [sys.executable, "-m", "agent_traces.cli", *command, "--secrets-from", str(bad)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2
    assert f"{bad}: line 2: not valid JSON" in proc.stderr and "Traceback" not in proc.stderr
    missing = tmp_path / "nope.env"
    assert main(["scan", str(src), "--source", "hermes", "--secrets-from", str(missing)]) == 2
    assert not (tmp_path / "o").exists()


def test_deny_leaves_out_whole_sessions_counted_and_listed(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    src = tmp_path / "in"
    _sessions(src)
    out = tmp_path / "out"
    args = ["publish", "hermes", str(src), "--repo", "me/traces", "-o", str(out), "--dry-run"]
    assert main([*args, "--deny", r"Project\s+Nightingale"]) == 0
    stdout = capsys.readouterr().out
    assert "--deny: left out 1 session(s): hermes:20260105_internal" in stdout
    text = _every_byte(out)
    assert "Nightingale" not in text and "20260105_internal" not in text
    assert "20260105_plain" in text
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["options"]["deny"] == {"count": 1}
    assert manifest["problems"].get("denied") == 1
    assert manifest["rows"]["messages"] == 5
    assert main([*args, "--force", "--deny", "(unclosed"]) == 2
