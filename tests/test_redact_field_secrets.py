"""Secrets planted bare in structured fields, judged by what no field holds (issue 31).

The positives are written here by hand after the formats vendors document (Stripe-style ``sk_``
keys, Neon's ``npg_``, kubeadm's ``<6>.<16>`` bootstrap tokens, OpenSSH and PEM key material in
base64, passwords people compose); the negatives are shapes real traces hold in the same fields.
"""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.field_secrets import (
    field_password,
    field_token,
    joined_tokens,
    project_folder_spans,
    session_spans,
)
from agent_traces.redact.fields import field_spans
from agent_traces.redact.syllables import unspoken_clusters


def _redactor() -> Redactor:
    return Redactor(usernames=[], hostnames=[], key=b"k" * 32)


SESSION_SECRETS = [
    "sk_4c1d9e0b7a2f3e8d6c5b4a3928170f6e5d4c3b2a19081726",  # a vendor prefix and hex
    "npg_Qm7TzR2vXk9L",  # a prefix and a short base62 secret
    "rk_live_7HqZp2WmXc4VbN8sLt3Rk",  # two prefixes
    "pcsk_3FqW9z_Tn8RvXmB2kLp7QsYd4HjC6gZa",  # an id and a secret joined by ``_``
    "Wq8#nTz!4rPx=Lm2",  # a random password with symbols
    "Harbor418$Qzt9,",  # a composed password
    "LS0tLS1CRUdJTiBFQyBQUklWQVRFIEtFWS0tLS0t",  # base64 of a PEM header
    "AAAAIHk2b3Zy8mQe1pLx7RtVf0cWn4sJa9DgUo3Kz6YhBmNq",  # SSH wire format: a 32-byte key
    "Xk7vRm2QpZt9LwNc4HsYd",  # random base62
    "tpwkvzqgmxrbnlcj",  # random lower-case letters
]
SESSION_IDS = [
    "0f8c2a4e-91b3-4d6f-a7e5-3c2b1a0f9e8d",  # Claude Code, Gemini, Qwen
    "rollout-2025-06-01T10-11-12-0f8c2a4e-91b3-4d6f-a7e5-3c2b1a0f9e8d",  # Codex's file name
    "ses_4f2a9c1b7e3dQa60b8c2d1Ze",  # OpenCode
    "01J9ZK3Q4W5E6R7T8Y9U0I1O2P"[:26].replace("I", "H").replace("O", "G").replace("U", "V"),  # a ULID
    "9f3a1c7e5b2d4f60",  # 16 hex
    "9f3a1c7e5b2d4f609f3a1c7e5b2d4f60",  # 32 hex (OpenHands)
    "getmoto__moto.694ce1f4.pr_7331",  # SWE-smith's instance ids
    "brave-otter-of-the-hills",
    "session-2025-09-01T10-00-3f2a9c1b",
    "claude_code:0f8c2a4e-91b3-4d6f-a7e5-3c2b1a0f9e8d",
    "sdk-0f8c2a4e-91b3-4d6f-a7e5-3c2b1a0f9e8d",  # a UUID in a session id: a session id (policy)
]


@pytest.mark.parametrize("value", SESSION_SECRETS)
def test_a_secret_as_a_session_id_is_replaced_whole(value: str) -> None:
    assert session_spans(value) == [(0, len(value), "bare_token")]
    row_id = f"codex:{value}"
    assert session_spans(row_id) == [(6, len(row_id), "bare_token")]


@pytest.mark.parametrize("value", SESSION_IDS)
def test_a_session_id_of_any_harness_stays(value: str) -> None:
    assert session_spans(value) == []


def test_a_session_id_found_in_a_record_is_replaced_in_the_row_id() -> None:
    sid = SESSION_SECRETS[1]
    out = _redactor().redact_row({"id": f"claude_code:{sid}", "session_id": sid, "messages": []})
    assert sid not in json.dumps(out)
    kept = _redactor().redact_row({"id": f"claude_code:{SESSION_IDS[0]}", "session_id": SESSION_IDS[0]})
    assert kept["id"] == f"claude_code:{SESSION_IDS[0]}" and kept["session_id"] == SESSION_IDS[0]


@pytest.mark.parametrize(
    "name",
    [
        "Tq4#Lx9=Wm2!",
        "Harbor418$Qzt9,",
        "lantern73}zq",  # a word, digits, a symbol
        "Jb5uQ8nR2kWf%Lz3Xc7T",  # one symbol in a random token
        "Rv8nPq2Lm+Zt4WxKc9Hs",
        "Kite205@Rmq4",
    ],
)
def test_a_password_with_symbols_in_a_name_is_found(name: str) -> None:
    assert field_password(name)
    for field, value in (("path", f"/srv/app/{name}"), ("branch", f"wip/{name}"), ("argument", name)):
        spans = field_spans(field, value)
        assert any(value[s:e].startswith(name.rstrip(",")[:6]) for s, e, _ in spans), (field, value, spans)


@pytest.mark.parametrize(
    "name",
    [
        "[...slug]",
        "Program Files (x86)",
        "c++17-support",
        "date=2024-01-01",
        "my%20folder",
        "@img+sharp-darwin-arm64@0.34.3",
        "fix-issue#1234-login",
        "$RECYCLE.BIN",
        "{{cookiecutter.project_slug}}",
        "user@example.com",
        "v1.2.3+build.5",
    ],
)
def test_names_with_symbols_are_names(name: str) -> None:
    assert not field_password(name)
    assert field_spans("path", f"/home/u/{name}") == []


@pytest.mark.parametrize(
    "token",
    ["Qm7TzR2vXk9L", "vT3kQz8LwNp5RbXc", "Zr6TqWmXbKc9PvLnHsJd", "hq4zn7xk2wtp9mvb", "tpwkvzqgmxrbnlcj"],
)
def test_a_token_no_name_is(token: str) -> None:
    assert field_token(token)


@pytest.mark.parametrize(
    "name",
    [
        "getUser2ById",
        "Mai0313VibeCodingTracker",
        "tsconfigbuildinfo",
        "dynamodbstreams",
        "timestreaminfluxdb",
        "ubuntu2204",
        "XMLHttpRequest2",
        "x86_64",
        "python311",
        "1700000000000",
        "iPhoneSimulator",
        "YouTubeDownloader",
        "XMLHttpRequest",
    ],
)
def test_names_are_no_tokens(name: str) -> None:
    assert not field_token(name)


def test_random_letters_have_clusters_no_word_has() -> None:
    assert unspoken_clusters("tpwkvzqgmxrbnlcj") >= 4
    assert all(
        unspoken_clusters(w) <= 1 for w in ("experiments", "worktrees", "applicationsupport", "nodemodules")
    )
    # a consonant run of any length is judged in linear time
    assert unspoken_clusters("s" * 5000) >= 2


def test_a_token_cut_by_separators_is_joined() -> None:
    assert joined_tokens("vR7kQz_Lm9TpX2") == [(0, 14, "bare_token")]
    assert joined_tokens("Xw-Hq--ptv8N-RmZkT") != []
    # one random piece among names is an id (poetry's virtualenvs), hex is a commit's
    assert joined_tokens("openhands-ai-5O4_aCHf-py3.12") == []
    assert joined_tokens("getmoto__moto.694ce1f4.pr_7331") == []
    assert joined_tokens("tsconfig.app.json") == []


def test_a_project_folder_is_judged_as_its_working_directory() -> None:
    # ``/srv/app/Harbor418$Qzt9,`` as Claude Code names its project folder
    folder = "-srv-app-Harbor418-Qzt9-"
    assert project_folder_spans(folder) == [(9, len(folder), "bare_token")]
    assert field_spans("path", f"/home/u/.claude/projects/{folder}") != []
    assert project_folder_spans("-srv-app-Xw-Hq--ptv8N-RmZkT") != []
    for real in (
        "-home-u-code-my-app",
        "-Users-u-Documents-GitHub-repo2",
        "-home-u--config-nvim",
        "-srv-v1-2-3-",
    ):
        assert project_folder_spans(real) == [], real


def test_a_version_keeps_its_labels_but_not_a_token() -> None:
    assert field_spans("version", "1.4.2-Xk7vRm2QpZt9LwNc") == [(6, 22, "bare_token")]
    for version in ("2.0.1-beta.3+build.20250101", "0.7.13-dev", "1.2.3.dev4+g1a2b3c4", "2025.1.0-nightly"):
        assert field_spans("version", version) == [], version


def test_key_material_in_any_field_is_replaced() -> None:
    blob = SESSION_SECRETS[7]
    for field, value in (("path", f"/srv/{blob}"), ("branch", f"wip/{blob}"), ("argument", blob)):
        assert any(value[s:e] == blob for s, e, _ in field_spans(field, value))


def test_vendor_tokens_in_keys_but_trace_ids_stay() -> None:
    assert field_spans("argument", "npg_Qm7TzR2vXk9L") != []
    for key in (
        "toolu_vrtx_01HNGkGxN98S77pNx4xq4WBc__vscode-1759432867808",
        "call_2mAYjHD3viJTd5RkgaRK09YX__vscode-1770580233569",
        "exclude_tmpdir_env_var",
    ):
        assert field_spans("argument", key) == [], key


def test_macos_temporary_folders_and_ids_under_ids_stay() -> None:
    assert field_spans("path", "/var/folders/j4/pqg363rn6v9c0mx3_nrr3dz00000gn/T/") == []
    path = "/var/lib/containers/app/bind-mounts/0f8c2a4e-91b3-4d6f-a7e5-3c2b1a0f9e8d/vol_bjzi4qkgeeanp0uv"
    assert field_spans("path", path) == []
