"""The bare-token judge of identifier-like strings (issue 31): secrets with no context in a cwd,
a branch, a version, a folder name, a session id or a dict key are replaced; real ids are not."""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.identifiers import bare_tokens, identifier_like, random_token
from tests.conftest import CORPUS

HEX32 = "d32506afcb476de8d6e7916ae6315168"
BASE62 = "ccpPBAnb3KxrKw1nNx1XmjIMGuJpeiG8YqL9BN5G"
DOCKER_AUTH = "Y2ktYm90OnZlbHZldDQ3NUAycENBXw=="


def _redactor() -> Redactor:
    return Redactor(usernames=[], hostnames=[], key=b"k" * 32)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"/srv/deploy/{HEX32}", HEX32),
        (f"wip/{BASE62}", BASE62),
        (DOCKER_AUTH, DOCKER_AUTH),
        ("-srv-deploy-shpss-7a6deebd75f6888182c75d1c47d4f2e8", "7a6deebd75f6888182c75d1c47d4f2e8"),
        ("-srv-deploy-7498980428-AAyvlhobicDkVF2mC-BI3r3MtyL781mUih4", "AAyvlhobicDkVF2mC"),
        ("/srv/deploy/password marble485?1mHO;", "marble485?1mHO;"),
        ("/srv/deploy/36576868455145", "36576868455145"),
        (f"/srv/deploy/secrets/{BASE62}.json", BASE62),  # a folder of secrets is no folder of ids
    ],
)
def test_bare_tokens_in_identifiers_are_replaced(text: str, secret: str) -> None:
    out = _redactor().redact_text(text)
    assert secret not in out and "<" in out


@pytest.mark.parametrize(
    "text",
    [
        "ef958aa1-0e93-49f0-bb71-150f63befcd1",  # a UUID cannot be told from an id: left alone
        "01HZX3K9V7Q2M8N4P6R5T0W1YA",  # ULID
        "toolu_01XyZabc123DEF456ghi789",
        "ses_0aaca5626ffe0Qik8RnPS5pLrz",
        "commit 079f0f5fc645f94810bdbf5d0cd406e5a9bcf50f",
        "2.1.101",
        "feature/add-OAuth2-support",
        "-srv-code-my-project-2026-04-18",
        "/var/folders/49/l4171l3n219_xwq30fmyzr8w0000gn/T/pi-bash-a4cd2460b5b4e0be.log",
        "fun\\s+SettingsDrawer\\b",
        "Mai0313__VibeCodingTracker/test_conversation_codex.jsonl",  # a GitHub owner and repo
        "/srv/deploy/getUser2ById_handlerV2",
        "20250627000000",  # a date stamp, not a card
        "read-1780369312455630335-1675",  # a time in ns, not a card
        "/workspace/conversations/e18b827d3440425a9ff7353c4a6d6a3a/observations",  # OpenHands
    ],
)
def test_ids_and_names_are_left_alone(text: str) -> None:
    assert list(bare_tokens(text)) == [] or not identifier_like(text)
    assert _redactor().redact_text(text) == text


def test_prose_and_code_are_not_identifiers() -> None:
    assert not identifier_like("Here is the key, please check why it fails")
    assert not identifier_like("line one\nline two")
    assert not identifier_like("foo.then(function() { return 1 })")
    assert random_token(BASE62) and not random_token("getUserByIdentifier2")


@pytest.mark.corpus
def test_bare_tokens_in_structured_fields_of_a_real_session_are_gone() -> None:
    """A real Claude Code session with bare tokens in its cwd, branch, version and a dict key:
    none of them is left in any redacted record, and the real session id is kept."""
    path = next(iter(sorted((CORPUS / "claude_code").rglob("*.jsonl"))))
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()][
        :30
    ]
    session_ids = {r["sessionId"] for r in records if isinstance(r.get("sessionId"), str)}
    assert session_ids
    planted = [HEX32, BASE62, DOCKER_AUTH, "AAyvlhobicDkVF2mC"]
    for r in records:
        if "cwd" in r:
            r["cwd"] = f"/srv/deploy/{HEX32}"
            r["gitBranch"] = f"wip/{BASE62}"
            r["version"] = "7498980428-AAyvlhobicDkVF2mC-BI3r3MtyL781mUih4"
            r["headers"] = {DOCKER_AUTH: "enabled"}
    redactor = _redactor()
    out = json.dumps([redactor.redact_value(r) for r in records])
    for value in planted:
        assert value not in out
    for sid in session_ids:
        assert sid in out


@pytest.mark.corpus
def test_real_session_ids_and_cwds_of_the_corpus_are_unchanged() -> None:
    redactor = _redactor()
    seen: set[str] = set()
    for path in sorted((CORPUS / "claude_code").rglob("*.jsonl"))[:200]:
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines()[:50]:
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if not isinstance(record, dict):
                continue
            for key in ("sessionId", "cwd", "gitBranch", "version"):
                value = record.get(key)
                if isinstance(value, str) and value not in seen:
                    seen.add(value)
                    assert [v for _, v in redactor.scan_text(value) if _ == "bare_token"] == [], value
    assert seen


def test_derived_forms_of_a_found_value_are_replaced_in_every_field_of_the_row() -> None:
    """A token found in one field is replaced in its id, folder, JSON and URL forms in the others,
    with the value's own placeholder."""
    token = "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"
    spaced = "tok 9fK2mQ7xL4pR8sT1vW3yZ6bN0cD5eH"
    row = {
        "id": "claude_code:abc",
        "session_id": token,
        "file_path": f"-srv-deploy-ntn-372360819160bv12hb2hRE1S8sLtZfcXKGHTpgJVg7JdJu/{token}.jsonl",
        "metadata": {"note": f"export TOKEN={spaced!r}", "id_form": spaced.replace(" ", "_")},
        "messages": [{"role": "user", "content": f"see {token.replace('_', '%5F')}"}],
    }
    redactor = _redactor()
    out = json.dumps(redactor.redact_row(row))
    assert "372360819160bv12hb2hRE1S8sLtZfcXKGHTpgJVg7JdJu" not in out
    assert "9fK2mQ7xL4pR8sT1vW3yZ6bN0cD5eH" not in out
    assert out.count(redactor.placeholder("secret", token)) >= 2


def test_a_code_name_found_once_is_not_spread_through_the_row() -> None:
    row = {"id": "x", "a": "password=Socks5Auth", "b": "enum Socks5Auth { NoAuth }"}
    out = _redactor().redact_row(row)
    assert "Socks5Auth" in out["b"]


def test_a_row_id_is_judged_as_its_session_id_whole():
    """``openhands:<32 hex>`` is a row id (harness, then the session id a whole field holds):
    its digest-shaped session id stays, as it does without the prefix."""
    from agent_traces.redact import Redactor

    r = Redactor(usernames=[], hostnames=[])
    for rid in ("openhands:9d8e7f6a5b4c4d2e9f0a1b2c3d4e5f6a", "9d8e7f6a5b4c4d2e9f0a1b2c3d4e5f6a"):
        assert r.redact_text(rid) == rid
    assert "9d8e7f6a5b4c" not in r.redact_text("/srv/app/9d8e7f6a5b4c4d2e9f0a1b2c3d4e5f6a-cache")


@pytest.mark.parametrize(
    "path",
    [
        "/Users/ana/.cache/uv/archive-v0/Xq7RzP2kLm9Vb4Tn8Wc3_/bin/code-index-mcp",
        "/tmp/pip-ephem-wheel-cache-63w072i1/wheels/0d/a6/cb/465a9f0c2b7e81d3f4a6c5b9e0d7f21a8c3b6e9d4f0a7c2b5e8d1f4a7c",
        "/var/folders/9f/nmpj4Rk2x8Wq0Lz6Tb3Yc7Vh5Gd1_/T/bunx-501-typescript-language-server",
        "/repo/.git/objects/ab/Zk3Lq9Xw7Rt2Vm5Nb8Pc4Hd6Jf1",
    ],
)
def test_names_in_hash_keyed_folders_are_cache_keys(path: str) -> None:
    """Caches, macOS's temp root and git's object shards name their entries by a hash or a random
    draw: those names are not secrets."""
    assert list(bare_tokens(path)) == []


def test_a_token_beside_a_cache_folder_is_still_judged() -> None:
    token = "Xq7RzP2kLm9Vb4Tn8Wc3Hd6J"
    assert [(s, e) for s, e, _ in bare_tokens(f"/srv/deploy/{token}/cache.json")] == [(12, 12 + len(token))]
    assert list(bare_tokens(f"/srv/cache-web {token}")) != []
