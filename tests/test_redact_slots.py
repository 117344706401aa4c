"""Credentials by the slot they fill, whatever the syntax (``redact/slots.py``, issue 31): a
password's slot holds a password of any shape, a key's slot a drawn value, a user's slot a token
when it holds one; each in plain text, JSON text and after a colour code, with code, prose and
ids of the same shapes that must stay."""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.values import passphrase


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


def _forms(text: str) -> list[str]:
    return [text, json.dumps({"log": "step 1 ok\n" + text}), "\x1b[32m" + text + "\x1b[0m"]


POSITIVES = [
    # a passphrase in a password's slot: INI line, quoted HCL, XML text
    ("[db]\nuser = etl\npassword = copper lantern violet anchor 58\n", "copper lantern violet anchor 58"),
    ('  ssh_password = "maple orchid fjord canyon"\n', "maple orchid fjord canyon"),
    ("passwd: quartz.willow.saddle.heron.07", "quartz.willow.saddle.heron.07"),
    # an element whose name attribute names its text
    ('<entry key="smtp.password">Vx9!kq2Lm#4z</entry>', "Vx9!kq2Lm#4z"),
    ('<param name="service.api.token">Xk29fjQ0pLm3Nz7WqR5t</param>', "Xk29fjQ0pLm3Nz7WqR5t"),
    # a directive named for a password, options between
    ("bootloader --location=mbr\npassword --plain Qm4#vT9zLx2w\n", "Qm4#vT9zLx2w"),
    # a user then a password by position after a credential verb; -p after a user; USING
    ("$ openstack credential create alice Kx7$mq2Wz9Lp", "Kx7$mq2Wz9Lp"),
    ("pgb-admin add-user reporting 'Zq4#mT8vLw2x,'", "Zq4#mT8vLw2x,"),
    ("jf-cli login -u deployer -p Vq8#nL2xKm5z --url https://art.example.internal", "Vq8#nL2xKm5z"),
    ('db2 "CONNECT TO PROD USER etl USING Mz7#qL2wX9v"', "Mz7#qL2wX9v"),
    ("crane copy a:1 b:1 --src-creds bot:Rt6#vN3qLm8x", "Rt6#vN3qLm8x"),
    ("vault-cli login alice <<EOF\nTq9#mX4vLz2w\nEOF\n", "Tq9#mX4vLz2w"),
    # a value set under a secret's name by a verb
    ("launchctl setenv DEPLOY_API_TOKEN Xq82mLv0Zt4kPw9R", "Xq82mLv0Zt4kPw9R"),
    ("C:\\> setx PAYMENTS_CLIENT_SECRET pR7mXq2vLz9KwT4nB8sY", "pR7mXq2vLz9KwT4nB8sY"),
    # a key's slot: a name ending in key (or key and its encoding), ak/sk, a block under a key
    ("const cfg = { licenseKey: 'Zq81XmLk2vTw9RpN4s' }", "Zq81XmLk2vTw9RpN4s"),
    ('  "merchantKey": "kPzvMQhwXRtbLn3F"', "kPzvMQhwXRtbLn3F"),
    ("flags = Client(environment_key='srv.Xk29fjQ0pLm3Nz7WqR5t')", "srv.Xk29fjQ0pLm3Nz7WqR5t"),
    (
        "realtime = new Client({ key: 'Ab3dE9.fG7hK2:Lm4nP8qR6sT1uV5wX0yZ2aB4' })",
        "Ab3dE9.fG7hK2:Lm4nP8qR6sT1uV5wX0yZ2aB4",
    ),
    ("[default]\nAK = 0a1b2c3d4e5f60718293a4b5c6d7e8f9\n", "0a1b2c3d4e5f60718293a4b5c6d7e8f9"),
    ("  keystring: mq83nx02lz7tv5rk19wp6cye", "mq83nx02lz7tv5rk19wp6cye"),
    ('apiKeys: {\n  staging: "XK29FJQ0PLM3NZ7WQR5TYB8LQ1",\n},', "XK29FJQ0PLM3NZ7WQR5TYB8LQ1"),
    ("[admins]\nroot = Hx7!qk2Lmz9w\n", "Hx7!qk2Lmz9w"),
    # a user's slot given a token (an API key as the basic-auth user)
    (
        "curl -u 8f14e45fceea167a5a36dedd4bea2543: https://api.example.com/v1/me",
        "8f14e45fceea167a5a36dedd4bea2543",
    ),
    ("const c = new Api({ username: 'tok_9Xk2mQv7Lz4wR8pN3sT6' })", "tok_9Xk2mQv7Lz4wR8pN3sT6"),
    # a token whose leading words say it is a secret
    ("init('secret-Xk29fjQ0pLm3Nz7WqR5tYb8Lq1', { tier: 'prod' })", "secret-Xk29fjQ0pLm3Nz7WqR5tYb8Lq1"),
    ('NewClient("acct-9", "pay_live_Rt6vN3qLm8xXk29fjQ0pLm3")', "pay_live_Rt6vN3qLm8xXk29fjQ0pLm3"),
    # the key of an API path
    ('rpc = "https://polygon.rpc-node.example/v3/Xk29fjQ0pLm3Nz7WqR5tYb8Lq"', "Xk29fjQ0pLm3Nz7WqR5tYb8Lq"),
    # a macro defined to a token starting with a dash; a pair inside a value; a scheme-less header
    ('#define MQTT_AUTH_TOKEN "-Vq8nL2xKm5zQwT4rB7yP"', "-Vq8nL2xKm5zQwT4rB7yP"),
    ("SetEnvironment=api-token:Xk29fjQ0pLm3Nz7WqR5t", "Xk29fjQ0pLm3Nz7WqR5t"),
    (
        '-H "Authorization: *:dev.4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a"',
        "4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a",
    ),
    # a secret judged in its slot is the same secret where no slot names it
    ("$ cat /etc/app.secrets\nsvc:Zr8$Lk2qW9x!\n$ export APP_PASSWORD='Zr8$Lk2qW9x!'", "svc:Zr8"),
]


@pytest.mark.parametrize(("text", "secret"), POSITIVES)
def test_slot_credentials_are_redacted(red: Redactor, text: str, secret: str) -> None:
    for form in _forms(text):
        out = red.redact_text(form)
        assert secret not in out and json.dumps(secret)[1:-1] not in out, (form, out)


def test_a_wrapped_key_file_is_redacted_line_by_line(red: Redactor) -> None:
    lines = [
        "Qm9vdHN0cmFwS2V5TWF0ZXJpYWwxMjM0NTY3ODkwQUJDREVGR0hJSktMTU5PUFFSU1RVVldY",
        "WXphYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0NTY3ODkrL0FCQ0RFRkdISUpLTE1O",
        "T1BRUlNUVVZXWFla",
    ]
    text = "$ sudo cat /etc/app/encrypted_secret\n" + "\n".join(lines) + "\n$ ls"
    out = red.redact_text(text)
    assert not any(line in out for line in lines), out


NEGATIVES = [
    # keys that are no secret: a cache key of words and a digest, code keys
    "Cache hit occurred on key: setup-uv-1-x86_64-unknown-linux-gnu-0.7.13-f6c65b29c82e498115b3dc436b3a85fc046536dc8aedf03c6c5055c9fd414a51",
    'sortKey: "createdAtTimestampDesc",',
    "const i18nKey = 'settingsPageTitleLabel';",
    "primaryKey: 'tenant_id_and_user_id'",
    # a key that names itself public: Stripe's publishable key sits in client code by design
    "export const config = {\n  publishableKey: 'pk_test_51H8abcDEFghiJKLmnoPQRstu',\n  apiBase: '/api',\n};",
    # prose and comments that name a login or a password
    # a comment in mkdocstrings' download.py: a placeholder pair ending the sentence (set 6's negatives)
    '    # Else, we assume that the user is using user:password.\n    user, pwd = credential.split(":", 1)',
    "// --- Update User Password Cloud Function (Callable) ---",
    "  - Add auth guard (redirect to login if no token)",
    "here (this channel is fine unless you prefer another secure method).",
    "password: the password of the admin user",
    "Please enter your password to continue login",
    # code in a password's slot
    "password = self.db.connection.password",
    "const password = form.values.password_confirmation",
    # commands with -p, -u and set that hold no password
    "docker run -u 1000 -p 8080:80 nginx:1.27",
    "ssh -p 2222 -l deploy build.example.internal",
    "mkdir -p build && npm run login-page",
    'setx PATH "%PATH%;C:\\tools\\bin"',
    "set PASSWORD_MIN_LENGTH 12",
    'git config user.name "Jane Doe"',
    "sudo useradd -m -G wheel jenkins2024",
    "mysql -u root -p shop_2024 < dump.sql",
    "psql -U app -P pager=off -c 'select 1'",
    '{"key": "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"}',
    '        if comment.get("user", {}).get("login") == "coderabbitai[bot]"',
    # ids, versions and digests in URL paths and value slots
    "https://api.github.com/v3/repos/octocat/hello-world/commits",
    "GET https://api.example.com/v1/5f0c8a3e-1b2d-4c3e-9f8a-7b6c5d4e3f2a",
    "live_reload_server_port = 35729",
    "secret-manager-service-account-name",
    "[users]\nalice = admin\nbob = readonly\n",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_slot_lookalikes_stay(red: Redactor, text: str) -> None:
    assert red.redact_text(text) == text


def test_passphrase_shape() -> None:
    assert passphrase("lilac pebble cobalt mosaic 34")
    assert passphrase("ember_lilac_orbit_cobalt_75")
    assert passphrase("lilac.cobalt.basalt.prairie.19")
    assert not passphrase("self.db.connection.password")
    assert not passphrase("user_account_settings")
    assert not passphrase("the password for the user")
    assert not passphrase("react-dom-server")
