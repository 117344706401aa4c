"""Credentials bound to a name through a type, a conversion call, a record or a title; passwords
glued to flags, piped to ``sudo -S``, printed by a command or named in another language; webhook
secrets after ids. The syntax of each case is the one its public documentation shows (linked),
with random values; code and prose that must survive are checked too."""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


def _forms(text: str) -> list[str]:
    return [text, json.dumps({"log": "step 1 ok\n" + text}), "\x1b[32m" + text + "\x1b[0m"]


HEX64 = "5f0c9a2e7b41d8366ce2a90f1b7d4c58e3a6f2b9d0c1e7a4b8f5d2c6e9a0b3f7"

POSITIVES = [
    # typed and converted literals (Rust consts, Go []byte, PHP hex2bin, Python bytes.fromhex)
    (f'const SIGNING_KEY: &str = "{HEX64}";', HEX64),
    ('var jwtKey = []byte("Qm7v!Xr2#Lp9$Tz4Wn8k")', "Qm7v!Xr2#Lp9$Tz4Wn8k"),
    (f"    'key' => hex2bin('{HEX64}'),", HEX64),
    (f'ENCRYPTION_KEY = bytes.fromhex("{HEX64}")', HEX64),
    ('private static final String apiSecret = new String("Hq4Zt8Vw2Lm6Rk0Pn3Xs");', "Hq4Zt8Vw2Lm6Rk0Pn3Xs"),
    # key constructors (cryptography.io Fernet, javax.crypto SecretKeySpec, Node crypto.createHmac)
    (
        "f = Fernet(b'tJ3mX9qLz0Vw7Rk2Pn5Hs8Yb4Cd6Fg1Ae3Ui0Oy7Qa=')",
        "tJ3mX9qLz0Vw7Rk2Pn5Hs8Yb4Cd6Fg1Ae3Ui0Oy7Qa=",
    ),
    ('new SecretKeySpec("Wk5Rt9Zp2Lx7Vn4Qm8Hs".getBytes(), "HmacSHA256")', "Wk5Rt9Zp2Lx7Vn4Qm8Hs"),
    ("crypto.createHmac('sha256', 'b7Kq2Xz9Lm4Vr8Tn3Wp6')", "b7Kq2Xz9Lm4Vr8Tn3Wp6"),
    # Go crypto/hmac, PyJWT, jsonwebtoken: the key argument
    ('mac := hmac.New(sha256.New, []byte("Lq7Zt2Vx9Kw4Rm8Pn3Hs"))', "Lq7Zt2Vx9Kw4Rm8Pn3Hs"),
    ('encoded = jwt.encode(payload, "Vm3Kq8Zx2Lt7Wn5Rp9Hb", algorithm="HS256")', "Vm3Kq8Zx2Lt7Wn5Rp9Hb"),
    ("const token = jwt.sign(claims, 'Hz6Tq1Wm8Lx4Vr9Kp2Ns');", "Hz6Tq1Wm8Lx4Vr9Kp2Ns"),
    # Kubernetes env in YAML (kubernetes.io "Define an environment variable for a container")
    ('        env:\n        - name: DB_PASSWORD\n          value: "Qp4!zXr8Lm2#Tv"\n', "Qp4!zXr8Lm2#Tv"),
    # a SIM PIN in its own slot (3GPP TS 27.007 AT+CPIN; NetworkManager gsm.pin)
    ('AT+CPIN="7351"', "7351"),
    ("nmcli connection modify lte gsm.pin 9046", "9046"),
    # https://hardhat.org/hardhat-runner/docs/config#json-rpc-based-networks: accounts hold private keys
    (f'  accounts: ["0x{HEX64}"],', HEX64),
    # name/value records: Kubernetes env, HAR cookies (softwareishard HAR 1.2), ARM parameter files,
    # Postman collection v2.1 auth
    ('{"name": "DB_PASSWORD", "value": "Tr8#kLm2Qz7Wv"}', "Tr8#kLm2Qz7Wv"),
    (
        '"cookies": [{"name": "sessionid", "value": "k2j9x7m4q8w1z5v3n6b0c4h7t2r9y5p1"}]',
        "k2j9x7m4q8w1z5v3n6b0c4h7t2r9y5p1",
    ),
    ('"parameters": {"adminPassword": {"value": "Vq9!rT4zLm2#Wk"}}', "Vq9!rT4zLm2#Wk"),
    (
        '"auth": {"type": "bearer", "bearer": [{"key": "token", "value": "Zx8Lq3Vm7Tn2Rw5Kp9Hs4Bd", "type": "string"}]}',
        "Zx8Lq3Vm7Tn2Rw5Kp9Hs4Bd",
    ),
    # plist key/string pairs (Apple Information Property List), FileZilla's sitemanager.xml
    (
        "<key>StripeSecretKey</key>\n<string>a8f3c1d9e7b2046f5a9c3e1d7b8f2a60</string>",
        "a8f3c1d9e7b2046f5a9c3e1d7b8f2a60",
    ),
    ('<Pass encoding="base64">SHVudGVyMjIhUXo5</Pass>', "SHVudGVyMjIhUXo5"),
    # recovery codes under their title (GitHub 5-5 hex, GitLab 16 hex)
    ("Recovery codes\n\n4f2a1-9c8e3\n7b6d0-2e5f1\n1a3c5-8d7b9\n", "7b6d0-2e5f1"),
    ("gitlab-recovery-codes.txt\n3f9a0c2e7b1d4a68\n8c2e4a6f0b1d3e57\n1d7b9f3a5c0e2b46\n", "8c2e4a6f0b1d3e57"),
    # flags and standard input: mysql -p'p', sudo -S (sudo(8)), htpasswd -i, mmcli --pin (mmcli(1)),
    # ConvertTo-SecureString (its own documented example)
    ("mysql -u root -p'Gr4nite!Lake' app", "Gr4nite!Lake"),
    ("echo 'Wq7#zLp2Vm' | sudo -S systemctl restart nginx", "Wq7#zLp2Vm"),
    ("echo 'Hb5$kTz9Qr' | htpasswd -i -c /etc/nginx/.htpasswd alice", "Hb5$kTz9Qr"),
    ("mmcli -i 0 --pin=4831", "4831"),
    ('$Secure_String_Pwd = ConvertTo-SecureString "P@ssW0rD!" -AsPlainText -Force', "P@ssW0rD!"),
    # OTLP headers are URL-encoded (opentelemetry.io SDK configuration)
    (
        'OTEL_EXPORTER_OTLP_HEADERS="Authorization=Basic%20MTIzNDU2OmdsY19leUp2SWpvaU1UST0="',
        "MTIzNDU2OmdsY19leUp2SWpvaU1UST0=",
    ),
    # webhook URLs: the secret after ids (Teams, Slack)
    (
        "https://contoso.webhook.office.com/webhookb2/0b7c1f3a-2d4e-4f6a-8b9c-1d2e3f4a5b6c@7a8b9c0d-1e2f-4a3b-8c5d-6e7f8a9b0c1d"
        "/IncomingWebhook/9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b/5c4b3a2f-1e0d-4c9b-8a7f-6e5d4c3b2a1f/V2Qx7Lm3Tz9Wk2Rp5Vn8Hs4Bd1Fg6Jc0Ae",
        "V2Qx7Lm3Tz9Wk2Rp5Vn8Hs4Bd1Fg6Jc0Ae",
    ),
    (
        "https://hooks.slack.com/services/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",
        "q8Wz2Lx7Vm4Tn9Rk3Hp6Bs1D",
    ),
    (
        "https://discord.com/api/webhooks/1234567890123456789/Zq8Lx3Vm7Tn2Rw5Kp9Hs4Bd1Fg6Jc0Ae2Yt-Qm_Zx8Lq3Vm7Tn2",
        "Zq8Lx3Vm7Tn2Rw5Kp9Hs4Bd1Fg6Jc0Ae2Yt-Qm_Zx8Lq3Vm7Tn2",
    ),
    # printed by a command whose subcommand says so; Google OAuth refresh tokens (1//0…)
    ("$ argocd admin initial-password -n argocd\nq7Lz-2WxR9mKv4Tb\n", "q7Lz-2WxR9mKv4Tb"),
    ("$ gh auth token\ngho_Zq8Lx3Vm7Tn2Rw5Kp9Hs4Bd1Fg6Jc0Ae2Yt\n", "Zq8Lx3Vm7Tn2Rw5Kp9Hs4Bd1Fg6Jc0Ae2Yt"),
    (
        "1//0gXk3Lm9Vq2Tz7Wr5Np8Hs4Bd1Fg6Jc0Ae2Yt-Qm_Zx8Lq3Vm7Tn2Rw5",
        "1//0gXk3Lm9Vq2Tz7Wr5Np8Hs4Bd1Fg6Jc0Ae2Yt-Qm_Zx8Lq3Vm7Tn2Rw5",
    ),
    # a password named in another language
    ("Ihr vorläufiges Kennwort lautet: Xk7mQ2zLp9Wv", "Xk7mQ2zLp9Wv"),
    ("Votre mot de passe est : Hj5kR8tZq2Lm", "Hj5kR8tZq2Lm"),
    ("Tu contraseña es Pw3nV7xKq9Tz", "Pw3nV7xKq9Tz"),
]


@pytest.mark.parametrize(("text", "secret"), POSITIVES)
def test_binding_is_redacted(red: Redactor, text: str, secret: str) -> None:
    for form in _forms(text):
        assert secret not in red.redact_text(form), form


NEGATIVES = [
    'API_KEY = os.getenv("OPENAI_API_KEY_NAME")',
    'password = _("Enter your new password")',
    "    'key' => env('APP_KEY'),",
    'const TOKEN_TYPE: &str = "Bearer";',
    'secret_name: str = "database-credentials"',
    "f = Fernet(key)",
    "accounts: [vars.get('SEPOLIA_PRIVATE_KEY')],",
    '{"name": "LOG_LEVEL", "value": "debug"}',
    '{"name": "TestCookie", "value": "Cookie Value"}',
    '"adminUsername": {"value": "azureuser"}',
    '"bearer": [{"key": "token", "value": "{{accessToken}}", "type": "string"}]',
    "<key>CFBundleVersion</key>\n<string>212</string>",
    "Backup codes\n\nStore these codes somewhere safe.\n",
    "digitalWrite(13, HIGH); // --pin=13",
    "$ kubectl get secrets\nNAME                  TYPE                                  DATA   AGE\n",
    "Das Kennwort lautet wie folgt.",
    "https://hooks.slack.com/services/",
    "        env:\n        - name: LOG_LEVEL\n          value: debug\n",
    "        - name: DB_PASSWORD\n          valueFrom:\n            secretKeyRef:\n              name: db\n",
    "digitalWrite(PIN_CODE, HIGH); AT+CPIN?",
    "jwt.encode(payload, key, algorithm='HS256')",
    ".git/hooks/fsmonitor-watchman.sample .git/hooks/applypatch-msg.sample",
    "https://github.com/acme/repo/blob/main/.git/hooks/prepare-commit-msg.sample",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_code_and_prose_survive(red: Redactor, text: str) -> None:
    assert red.redact_text(text) == text
