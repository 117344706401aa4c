"""Drawn values found by their shape in a slot of any name, and what a secret-naming command
printed (``redact/drawn.py``, issue 31); each in plain text, JSON text and after a colour code,
with the ids, digests, public keys and page tokens of the same shapes that must stay."""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.drawn import drawn
from agent_traces.redact.values import drawn_mixed, drawn_one_case


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


def _forms(text: str) -> list[str]:
    return [text, json.dumps({"log": "step 1 ok\n" + text}), "\x1b[32m" + text + "\x1b[0m"]


POSITIVES = [
    # a drawn value under a name no rule lists: namespaced, subscripted, dotted, one word
    ("$conf['cookie_salt'] = 'Vb7xQm2LpR9sKt4WzN8cYh3J';", "Vb7xQm2LpR9sKt4WzN8cYh3J"),
    ("helm upgrade edge ./chart --set collector.ingestion=Qw8mZt2RxK5vLp9NbY4s", "Qw8mZt2RxK5vLp9NbY4s"),
    ("app::mailer::relay_secret_value: Tz4KqW9mRx2LvN7pB5sY", "Tz4KqW9mRx2LvN7pB5sY"),
    ('  "otpauth_seed": "JBSWY3DPEHPK3PXPQ7R2KM4T"', "JBSWY3DPEHPK3PXPQ7R2KM4T"),
    ("signal.relay = zq7w2kx9mv4tp8rn3bf6hj1c", "zq7w2kx9mv4tp8rn3bf6hj1c"),
    ("<license>Rm9LqZ2xW7vK4tN8pB3sY5cH</license>", "Rm9LqZ2xW7vK4tN8pB3sY5cH"),
    # a Hadoop-style property: the value under a name that names a password
    (
        "<property>\n  <name>spark.ssl.keyStorePassword</name>\n  <value>orchid42!Lm#7vq</value>\n</property>",
        "orchid42!Lm#7vq",
    ),
    (
        "<property><name>dfs.web.authentication.secret</name><value>Pq7xMz2Lw9Rt</value></property>",
        "Pq7xMz2Lw9Rt",
    ),
    # a login slot holding user:password
    ("upstream relay login=svc-bridge:cobalt77#Kq2m default", "cobalt77#Kq2m"),
    ("cache_peer up.test parent 3128 0 login=edge:Saffron541@P0unG. default", "Saffron541@P0unG."),
    # what a command that names a secret printed: a lone value, a store's value member
    (
        "$ gcloud kms decrypt --ciphertext-file=db.enc --plaintext-file=-\nTr8vLq2mZx9KwN4pYb7s",
        "Tr8vLq2mZx9KwN4pYb7s",
    ),
    ("$ cat ./deploy/relay.auth\nsvc-relay\nharbor91!Qx7z\n$ ls", "harbor91!Qx7z"),
    # a prompt quoted inside a sentence (a thought, a message)
    ("I ran it again: $ vault kv get -field=password secret/ci\nwillow83#Tq9v", "willow83#Tq9v"),
    ('{"cmd": "$ vault kv get -field=password secret/ci\\nwillow83#Tq9v"}', "willow83#Tq9v"),
    (
        '$ aws secretsmanager get-secret-value --secret-id prod/db\n{\n  "Name": "prod/db",\n  "SecretString": "meadow58#Wq2Lz"\n}',
        "meadow58#Wq2Lz",
    ),
    # hex under a name whose last word says secret material (not a digest's or a cache's name)
    ('$wgSessionKey = "7f3a9c2e5b8d1f40";', "7f3a9c2e5b8d1f40"),
    ("RELAY_CERTIFICATE = '5e8a1c3f9b2d7e4a6c0f8b1d3e5a7c9f'", "5e8a1c3f9b2d7e4a6c0f8b1d3e5a7c9f"),
    # a drawn last word after a verb that sets up a credential; a drawn user name
    ("$ relayctl connect relay.example.test Vq8mZt2RxK5wLp9NbY4s", "Vq8mZt2RxK5wLp9NbY4s"),
    ('mosquitto_pub -h broker.test -p 1883 -u "Tz4KqW9mRx2LvN7pB5sY" -t t -m 1', "Tz4KqW9mRx2LvN7pB5sY"),
    # a drawn key passed to an SDK's setup call, a one-case key to a constructor, a key beside its secret
    ("analytics.init('9c1f4e8a2b7d6f3e0a5c9b8d7e6f1a2b')", "9c1f4e8a2b7d6f3e0a5c9b8d7e6f1a2b"),
    ('const relay = new RelayClient("rk_live_x7q2mz9vl4tp8wn3bk6hj1cd")', "rk_live_x7q2mz9vl4tp8wn3bk6hj1cd"),
    ("photos = PhotoAPI('0f1e2d3c4b5a69788796a5b4c3d2e1f0', '7a6b5c4d3e2f1a0b')", "7a6b5c4d3e2f1a0b"),
    ('mqtt.username_pw_set("Kq7mZ2xW9vLt4RpN8sYbQ3wT", password="")', "Kq7mZ2xW9vLt4RpN8sYbQ3wT"),
]


@pytest.mark.parametrize(("text", "secret"), POSITIVES)
def test_drawn_values_are_redacted(red: Redactor, text: str, secret: str) -> None:
    for form in _forms(text):
        out = red.redact_text(form)
        assert secret not in out and json.dumps(secret)[1:-1] not in out, (form, out)


NEGATIVES = [
    # ids, digests, nonces, cursors, page tokens: drawn, but the name says what they are
    '{"requestId": "Qm8xZt2RvK5wLp9NbY4sTq", "pageSize": 50}',
    'fileId: "1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms"',
    '  "integrity": "sha512-Vb7xQm2LpR9sKt4WzN8cYh3JqT5uE1oI6aD0fG2hK4",',
    "nonce = 'Tz4KqW9mRx2LvN7pB5sYw3'",
    "cursor: eyJvZmZzZXQiOjEwMCwibGltaXQiOjUwfQ",
    '  "publicKey": "BEl62iUYgUivxIkv69yViEuiBIa40HI80xK3sRz9dxE",',
    '"signature": "Rm9LqZ2xW7vK4tN8pB3sY5cHq1w"',
    # digests in hex, UUIDs, ULIDs, trace ids, base58 addresses
    "checksum = 'e3b0c44298fc1c149afbf4c8996fb924'",
    "build: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "run_id = 01HF8Z3Q9V6Y2K4M7N1P5R8T0W",
    'tool_use_id: "toolu_01Vb7xQm2LpR9sKt4WzN8cYh"',
    "mint: 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU",
    # hex under key names that say cache, row, object, a GPG key id
    'cache_key = "5f4dcc3b5aa765d61d8327deb882cf99"',
    "primary_key = 'a1b2c3d4e5f60718'",
    "objectKey: a1b2c3d4e5f60718aa",
    # commands that set up a credential with words, ids and flags
    "$ supabase link --project-ref abcdefghijklmnopqrst",
    "$ gh auth login --hostname github.example.com",
    "$ docker run -u 1000:1000 --rm alpine id",
    # a row id (``harness:<session id>``) and an id behind a one-letter prefix
    "amp:T-4d3c2b1a-0f9e-4d8c-b7a6-5f4e3d2c1b0a",
    "opencode:ses_4f1cR8xQm2LpZ9tKw7VbN3yH5d",
    # go.sum and JWK coordinates: short names
    "golang.org/x/net v0.23.0 h1:7EYJ93RZ9vYSZAIb2x3lnuvqO5zneoD6IvWjuhfxjTs=",
    '{"kty": "EC", "x": "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU", "y": "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"}',
    # code: names, paths, words
    "const handler = createRequestHandlerForRoute2024;",
    "module: github.com/acme/platform/internal/authz/v2",
    "release_tag: release2024build07candidate",
    # output of commands that name a secret but print words, paths or tables
    "$ ls secrets/\ndb-password.txt\nrelay-token.json\n$ pwd",
    "$ grep -rn token src/ | wc -l\n42",
    "$ kubectl get secrets\nNAME          TYPE     DATA   AGE\nrelay-creds   Opaque   2      3d",
    "$ pytest tests/test_auth.py -q\n....\n4 passed in 0.12s",
    # a comment that names a key over a digest and a name (``#`` is no prompt here)
    "# sha256 of the release key\n9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\nuser_sessions_by_region_v2_index",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_drawn_lookalikes_stay(red: Redactor, text: str) -> None:
    # inside a file's lines: one line alone is judged as an identifier (a branch, a folder) too
    text = "# settings.conf\n" + text + "\n# end"
    assert red.redact_text(text) == text


def test_drawn_shapes() -> None:
    assert drawn_one_case("JBSWY3DPEHPK3PXPQ7R2KM4T")
    assert drawn_one_case("zq7w2kx9mv4tp8rn3bf6hj1c")
    assert drawn_one_case("3up2r2wp36rvdlhb15i48c48juxoc36sauyo")  # digits every few characters
    assert not drawn_one_case("release2024build07candidate")
    assert not drawn_one_case("python3packages2024update")
    assert not drawn_one_case("9f86d081884c7d659a2feaa0c55ad015")  # hex: a digest
    assert drawn("Qw8mZt2RxK5vLp9NbY4s")
    assert not drawn("01HF8Z3Q9V6Y2K4M7N1P5R8T0W")
    assert not drawn("createRequestHandlerForRoute")
    assert drawn_mixed("RslbLPZSDhhioFKEqaH1VV")  # few class changes for its length, no word
    assert drawn_mixed("gpqb-1Z_iyxSDQ1-oYjTWn")
    assert not drawn_mixed("HiggsAudioV2TokenizerModel")
    assert not drawn_mixed("XMLHttpRequestHandler2")
