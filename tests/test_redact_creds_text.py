"""Credentials in message text, tool arguments and results by family (shell flows, JSON Web
Keys, daemons' syntax, aligned assignments, app passwords), each in plain text, JSON text and
after a colour code; with code and prose that must survive."""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


def _forms(text: str) -> list[str]:
    return [text, json.dumps({"log": "step 1 ok\n" + text}), "\x1b[32m" + text + "\x1b[0m"]


POSITIVES = [
    # shell flows: piped into a login or an encoder, here-strings into a secret store, generated
    (
        'echo "q7wz3kfm2lx9pd4rtn8vb6hc5jy1sg0a" | az devops login --org https://dev.azure.com/x',
        "q7wz3kfm2lx9pd4rtn8vb6hc5jy1sg0a",
    ),
    ("echo 'Rt5Kw8Zy3Hb6Jd1Fs0' | gh auth login --with-token", "Rt5Kw8Zy3Hb6Jd1Fs0"),
    (
        "curl -H \"Authorization: Basic $(printf ':%s' 'Lm2Qp7Vw3Zr8Tn5Hb1' | base64)\" https://x",
        "Lm2Qp7Vw3Zr8Tn5Hb1",
    ),
    ("gh secret set DEPLOY_TOKEN <<< 'Zp5Lx3Nv7Tb2Rk8Wq4'", "Zp5Lx3Nv7Tb2Rk8Wq4"),
    (
        "$ openssl rand -hex 32\n9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f\n",
        "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f",
    ),
    (
        "$ head -c 32 /dev/urandom | base64\nq2W8e4R6t0Y1u3I5o7P9a2S4d6F8g0H1j3K5l7Z9x0c=\n",
        "q2W8e4R6t0Y1u3I5o7P9a2S4d6F8g0H1j3K5l7Z9x0c=",
    ),
    ("$ cat ~/.vault-token\nhvb.Ab3Cd9Ef2Gh8Ij4Kl7Mn1Op5Qr\n$ ls", "hvb.Ab3Cd9Ef2Gh8Ij4Kl7Mn1Op5Qr"),
    ("b2 authorize-account 0012ab34cd56 K001Xy7Zw3Vu9Ts5Rq1Po8Nm", "K001Xy7Zw3Vu9Ts5Rq1Po8Nm"),
    # JSON Web Keys of every key type
    (
        '{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo","d":"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"}',
        "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A",
    ),
    ("const jwk = { kty: 'oct', k: 'GawgguFyGrWKav7AX4VKUg', alg: 'HS256' };", "GawgguFyGrWKav7AX4VKUg"),
    # daemons' syntax
    ('10.1.0.1 10.2.0.1 : PSK "v3ryS3cr3tPr3Shar3d"', "v3ryS3cr3tPr3Shar3d"),
    ('carol : EAP "Zx8Cv7Bn6Mm5"', "Zx8Cv7Bn6Mm5"),
    ("expdp system/Oracle_4dm1n@ORCLPDB1 schemas=HR directory=DP", "Oracle_4dm1n"),
    ("url = jdbc:oracle:thin:scott/Tg7x9Lm2q@//db.corp:1521/SALES", "Tg7x9Lm2q"),
    ("[smtp.gmail.com]:587 me@example.org:qwxz vbnm hjkp ltrd", "qwxz vbnm hjkp ltrd"),
    ("app password: 'zxcv bnmq wrtp ksdf'", "zxcv bnmq wrtp ksdf"),
    # aligned assignments, an app password of letters, generated salts with symbols
    ("  password:        'qwxzvbnmhjkpltrd',", "qwxzvbnmhjkpltrd"),
    (
        "define( 'SECURE_AUTH_KEY',  '<Fyu|.zX9}k1gnne*GEYG1{!L-wiqD9~,<<jJBA' );",
        "<Fyu|.zX9}k1gnne*GEYG1{!L-wiqD9~,<<jJBA",
    ),
    (
        '-H "DD-APPLICATION-KEY: 4b7e2c9a1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a"',
        "4b7e2c9a1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a",
    ),
]


@pytest.mark.parametrize(("text", "secret"), POSITIVES)
def test_found_in_every_place(red: Redactor, text: str, secret: str) -> None:
    for form in _forms(text):
        out = red.redact_text(form)
        assert secret not in out and json.dumps(secret)[1:-1] not in out, (form, out)


@pytest.mark.parametrize(
    "text",
    [
        'echo "hello world" | grep login',
        "echo $TOKEN | docker login -u me --password-stdin",
        "$ cat README.md\nInstallation\n",
        "$ openssl rand -hex 32\n",
        '{"kty": "RSA", "n": "sXch6vZ0aQ5RtBv2EFVAfPcXoe1CbdBKkqP9fgGxt8U", "e": "AQAB", "kid": "k1"}',
        'const path = { d: "M10 10 L20 20 Z", p: "paragraph" };',
        ": RSA server.key",
        "Time: 12:30 PSK mode",
        "uses: actions/checkout@v4 and owner/repo@v1.2.3",
        "sqlplus -S scott/$PASSWORD@db",
        "note: this that with some",
        "  password:        'authorization',",
        "password = internationalization",
        "define( 'WP_DEBUG',         false );",
        "password = self.s3Client.v2Api",
        "key = SomeVeryLongClassName2Thing",
        "key = some_config_value_name_here",
    ],
)
def test_code_and_prose_survive(red: Redactor, text: str) -> None:
    assert red.redact_text(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "login(a, 'x" * 9_000,
        "echo x | " * 11_000,
        "$ cat a.key\n" * 8_000,
        '"kty":"RSA","d":"' + "A" * 100_000,
        "sqlplus " + "a/" * 50_000,
        "abcd " * 20_000,
        'env::var("API_KEY")' + ")" * 100_000,
        "\\\\\n" * 33_000,
    ],
)
def test_linear_on_adversarial_input(text: str) -> None:
    import time

    from agent_traces.redact.arguments import argument_spans
    from agent_traces.redact.daemons import daemon_spans
    from agent_traces.redact.flows import flow_spans
    from agent_traces.redact.jwk import jwk_spans

    low = text.lower()
    t0 = time.perf_counter()
    argument_spans(text, low), flow_spans(text, low), jwk_spans(text), daemon_spans(text, low)
    assert time.perf_counter() - t0 < 1.5
