"""Structured fields judged against the shape they hold (issue 31): :mod:`agent_traces.redact.fields`
and the letter-group and byte-list rules of the identifier judge."""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.fields import field_of, field_spans
from agent_traces.redact.identifiers import bare_tokens
from agent_traces.redact.syllables import letter_groups, speakable

HEX40 = "8c1d52e7a09f4b36e2d5c8a1f07b93e64d2a5c18"
UUID = "5d0f8a3e-1c27-4b9e-a6d4-73e2f19c8b05"
LETTERS_PASSWORD = "qvtx-hmrb-ofzn-wdkl"  # four groups of four random letters (Apple's form)


def _redactor() -> Redactor:
    return Redactor(usernames=[], hostnames=[], key=b"k" * 32)


def _record(cwd: str = "/srv/app", branch: str = "main", version: str = "2.1.17", key: str = "path") -> dict:
    return {
        "cwd": cwd,
        "gitBranch": branch,
        "version": version,
        "message": {
            "content": [{"type": "tool_use", "name": "mcp__x__y", "input": {"headers": {key: "on"}}}]
        },
    }


@pytest.mark.parametrize(
    ("field", "value", "secret"),
    [
        ("version", HEX40[:32], HEX40[:32]),
        ("version", UUID, UUID),
        ("version", f"1.4.0-{UUID}", UUID),
        ("version", "Zq8wLk2vTn5bRx", "Zq8wLk2vTn5bRx"),
        ("version", LETTERS_PASSWORD, LETTERS_PASSWORD),
        ("branch", f"hotfix/{HEX40}", HEX40),
        ("branch", f"wip/{UUID}", UUID),
        ("branch", "wip/E4C91A07D2B38F5610AB", "E4C91A07D2B38F5610AB"),
        ("branch", "wip/rk_2f8QmZ7xV1nT", "rk_2f8QmZ7xV1nT"),
        ("branch", f"wip/{LETTERS_PASSWORD}", LETTERS_PASSWORD),
        ("branch", "spike/QmVhcmVyUGFzc3dvcmRCeXRlcw", "QmVhcmVyUGFzc3dvcmRCeXRlcw"),
        ("path", f"/srv/deploy/{HEX40}", HEX40),
        ("path", f"/opt/app/{UUID}", UUID),
        ("path", "/opt/app/tk_7Hq2LmW9xVb4Rz8nPc", "tk_7Hq2LmW9xVb4Rz8nPc"),
        ("path", "/opt/app/pN4vQ8sL2kW7mX", "pN4vQ8sL2kW7mX"),
        ("argument", HEX40[:32], HEX40[:32]),
        ("argument", UUID, UUID),
        ("argument", "Yb3kTq9LmZ2wRv", "Yb3kTq9LmZ2wRv"),
    ],
)
def test_what_a_field_does_not_hold_is_replaced(field: str, value: str, secret: str) -> None:
    key = {"version": "version", "branch": "gitBranch", "path": "cwd", "argument": None}[field]
    record = _record(
        **{"version": {"version": value}, "branch": {"branch": value}, "path": {"cwd": value}}.get(field, {})
    )
    if field == "argument":
        record = _record(key=value)
    assert key is None or field_of(key) == field
    out = json.dumps(_redactor().redact_value(record))
    assert secret not in out


@pytest.mark.parametrize(
    "branch",
    [
        "main",
        "HEAD",
        "feature/ABC-123-fix-login",
        "dependabot/npm_and_yarn/lodash-4.17.21",
        "dependabot/uv/uv-aa7cb66ac2",
        "renovate/major-react-monorepo",
        f"gh-readonly-queue/main/pr-1234-{HEX40}",
        "release/v1.2.3",
        "users/jdoe/spike-oauth2-pkce",
        "claude/fix-login-redirect",
        "worktree-agent-a4ca7529",
        "ingest-2026-04-14T130939Z",
        "wire-auth-into-main",
        "feat/make-read-only-mode",
        "fix/JIRA-4821-null-ptr",
    ],
)
def test_real_branches_survive(branch: str) -> None:
    assert field_spans("branch", branch) == []
    assert _redactor().redact_value(_record(branch=branch))["gitBranch"] == branch


@pytest.mark.parametrize(
    "version",
    [
        "2.1.17",
        "1.0.0-rc.1+build.5",
        "0.99.0-alpha.24",
        "2026.4.10",
        "v0.0.0-20191109021931-daa7c04131f5",
        "1.2.3.dev4+g1234abc",
        "1.0.0+sha.5114f85",
        "0.7.13-f6c65b29c82e498115b3dc436b3a85fc0465",
        "dev",
        "unknown",
        "HEAD",
        "v1",
        "2025-01-01",
        "gpt-4o-2024-11-20",
        "nightly",
    ],
)
def test_real_versions_survive(version: str) -> None:
    assert field_spans("version", version) == []
    assert _redactor().redact_value(_record(version=version))["version"] == version


@pytest.mark.parametrize(
    "cwd",
    [
        f"/tmp/{UUID}",
        f"/home/u/.claude/projects/-home-u-repo/{UUID}/subagents",
        f"/home/u/.copilot/session-state/{UUID}",
        f"/Users/u/.cache/huggingface/hub/models--org--m/snapshots/{HEX40}",
        f"/var/lib/containers/app/bind-mounts/{UUID}/vol_bjzi4qkgeeanp0uv",
        "/var/folders/j4/pqg363rn6v9c0mx3_nrr3dz00000gn/T",
        "/Users/u/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/axum-0.8.9/src",
        "/Users/u/.cache/uv/archive-v0/AuecKZ1U5ziQCOVfj6bk_/bin",
        f"/tmp/pip-ephem-wheel-cache-63w072i1/wheels/0d/a6/cb/{HEX40}",
        "/testbed/tests/test_ec2instanceconnect",
        "/Users/dain/workspace/JSSoundRecorder",
        "/home/user/project",
    ],
)
def test_real_working_directories_survive(cwd: str) -> None:
    assert field_spans("path", cwd) == []


@pytest.mark.parametrize(
    "key",
    [
        "file_path",
        "old_string",
        "AWS_ACCESS_KEY_ID",
        "Content-Type",
        "x-api-key",
        "context7CompatibleLibraryID",
        "src/app.py",
        "toolu_01A5VynEbmpZhHTheifTMQMb",
        "call_2mAYjHD3viJTd5RkgaRK09YX__vscode-1770580233569",
        "tooluse_1E3lQUN6RHGvokheE0xyqI",
        "getUserByIdentifier2",
        "x509Certificate",
    ],
)
def test_real_argument_keys_survive(key: str) -> None:
    assert field_spans("argument", key) == []
    out = _redactor().redact_value(_record(key=key))
    assert key in out["message"]["content"][0]["input"]["headers"]


def test_a_session_id_keeps_its_id_shapes() -> None:
    """Ids are the shapes a session id holds (a UUID, hex, a prefixed id): judged as a session id,
    they stay (see tests/test_redact_field_secrets.py for what does not)."""
    assert field_of("sessionId") == "session"
    r = _redactor()
    for sid in (UUID, HEX40[:32], "ses_4f2a9c1b7e3d5a60b8c2d1e0"):
        assert r.redact_value({"sessionId": sid})["sessionId"] == sid


def test_a_value_found_in_a_field_is_replaced_in_the_rest_of_the_row() -> None:
    r = _redactor()
    row = {"metadata": {"cwd": f"/srv/deploy/{HEX40}"}, "messages": [{"content": f"cd /srv/deploy/{HEX40}"}]}
    out = json.dumps(r.redact_row(row))
    assert HEX40 not in out


def test_letters_that_cannot_be_spoken_are_a_password() -> None:
    assert letter_groups(LETTERS_PASSWORD) == [(0, len(LETTERS_PASSWORD))]
    assert letter_groups("wire-auth-into-main") == []
    assert letter_groups("make-read-only-mode") == []
    assert all(speakable(w) for w in ("length", "middle", "prompt", "square", "strength", "world"))
    assert not speakable("xpnp") and not speakable("rftw")
    assert list(bare_tokens(f"/srv/{LETTERS_PASSWORD}"))


def test_a_key_as_joined_bytes_is_replaced_but_dates_and_addresses_stay() -> None:
    key = "-".join(str(n) for n in (12, 200, 7, 255, 31, 90, 148, 3, 66, 201, 17, 88, 240, 5, 129, 64))
    assert list(bare_tokens(f"/srv/{key}"))
    for text in ("/srv/2024-01-01-12-30-45", "10.0.0.1", "/srv/1-2-3-4-5-6-7-8-9-10-11-999"):
        assert not [k for *_, k in bare_tokens(text) if k == "bare_token"]


def test_a_project_folder_is_judged_as_the_working_directory_it_names() -> None:
    """Claude Code names a project folder after its cwd (``/`` made ``-``): a UUID or a token
    where the cwd would hold a folder name is replaced; the folder of a temporary cwd stays."""
    r = _redactor()
    assert UUID not in r.redact_field(f"-srv-deploy-{UUID}", "path")
    assert "Hq2LmW9xVb4R" not in r.redact_field("-srv-deploy-tk-Hq2LmW9xVb4R", "path")
    for real in (f"-tmp-{UUID}", "-srv-.codex-worktrees-a24e-moon-landing", "-srv-repo-VibeCodingTracker"):
        assert r.redact_field(real, "path") == real


def test_a_trace_files_project_folder_is_judged_in_its_name() -> None:
    from agent_traces.export.native import native_parts

    parts = native_parts("claude_code", f"projects/-srv-deploy-{UUID}/{UUID}.jsonl", _redactor())
    assert UUID not in parts[3]
    assert parts[4] == f"{UUID}.jsonl"  # a session id keeps its id shape


def test_a_rows_file_path_is_judged_as_a_path() -> None:
    session = "0b7e4c2a-93f1-4d6e-8a25-c1f0e9d73b48"
    row = {"id": "claude_code:x", "file_path": f"-srv-deploy-{UUID}/{session}.jsonl", "messages": []}
    out = _redactor().redact_row(row)
    assert UUID not in out["file_path"]
    assert out["file_path"].endswith(f"/{session}.jsonl")


def test_a_json_object_in_base64_is_a_token_whatever_its_prefix() -> None:
    """``eyJ…`` is ``{"`` in base64: a JWT's header or a service account's token, never a name or
    an id, even behind a prefix that ids use and longer than the bare judge's tokens."""
    import base64

    blob = base64.urlsafe_b64encode(
        json.dumps({"signInAddress": "x.example.com", "n": 7} | {"k" * 20: 1}).encode()
    )
    token = "svc_" + blob.decode().rstrip("=")
    r = _redactor()
    for field_value in ({"cwd": f"/srv/{token}"}, {"sessionId": token}, {"version": token}):
        assert blob.decode()[:40] not in json.dumps(r.redact_value(field_value))


@pytest.mark.corpus
def test_the_field_judge_changes_no_real_field_of_the_corpus() -> None:
    """Every field value of the corpus (rows and raw records, every format), and many more real
    values of each field's shape (every dict key, every absolute path, branches and versions in
    text: ``benchmarks/field_precision.py --stress``) are left alone by the field judge."""
    import importlib.util
    from pathlib import Path

    from tests.conftest import CORPUS

    path = Path(__file__).parents[1] / "benchmarks" / "field_precision.py"
    spec = importlib.util.spec_from_file_location("field_precision", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    values = module.collect(CORPUS, stress=True)
    assert sum(len(v) for f, v in values.items() if f != "id") > 5000
    changed = [(f, t) for f, texts in values.items() if f != "id" for t in texts if field_spans(f, t)]
    assert changed == []
