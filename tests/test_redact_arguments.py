"""Secrets passed as call arguments in any language (:mod:`agent_traces.redact.arguments`,
:mod:`agent_traces.redact.calls`), and commands split over lines by continuations; with code
that must survive."""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a password after the user name, whatever argument comes first (PHP, Rust, Python, C#)
        ("$db = new PDO($dsn, 'shop', 'Tr0ub4dor&3x', $opts);", "Tr0ub4dor&3x"),
        ('$c = mysqli_connect("db.local", "app", "n9Vq!x72LmPa", "shop");', "n9Vq!x72LmPa"),
        ('client.get(url).basic_auth("deploy", Some("w8NpQ2xLr5Zt")).send()', "w8NpQ2xLr5Zt"),
        ('server.login(SENDER, "h7Gk2mQpX9vW")', "h7Gk2mQpX9vW"),
        ('var cred = new NetworkCredential(user, "Qw3rty!Pass9");', "Qw3rty!Pass9"),
        # a signing key given to a signer
        ('Algorithm alg = Algorithm.HMAC512("u7Yh3Kq9Lm2Np5Rt8Vx1Zb4");', "u7Yh3Kq9Lm2Np5Rt8Vx1Zb4"),
        (
            'SecretKey k = Keys.hmacShaKeyFor("p4Lm9Qx2Vn7Rt5Kw8Zy3Hb6Jd1Fs0Gc".getBytes(UTF_8));',
            "p4Lm9Qx2Vn7Rt5Kw8Zy3Hb6Jd1Fs0Gc",
        ),
        ("const sig = crypto.createHmac('sha256', 'Zx8Cv7Bn6Mm5Kl4Jh3').update(body)", "Zx8Cv7Bn6Mm5Kl4Jh3"),
        ('token = jwt.encode(claims, "Rk2Wq8Zp5Lx3Nv7Tb", algorithm="HS256")', "Rk2Wq8Zp5Lx3Nv7Tb"),
        ("sig = hmac.new(b'Pq7Lm3Xz9Kw2Vb5Nt', body, hashlib.sha256)", "Pq7Lm3Xz9Kw2Vb5Nt"),
        # the fallback literal of a secret environment variable
        ('let pw = env::var("DB_PASSWORD").unwrap_or_else(|_| "Hx72kLq9Wm".to_string());', "Hx72kLq9Wm"),
        ('const key = process.env.STRIPE_API_KEY || "Mv93Kd72Lq0Xz8Wp4Tn";', "Mv93Kd72Lq0Xz8Wp4Tn"),
        ('var pw = Environment.GetEnvironmentVariable("SMTP_PASSWORD") ?? "Gq5!mZx8Lw";', "Gq5!mZx8Lw"),
        # a key next to the endpoint it opens, a factory's client, a prefixed or dashed key
        (
            'var c = new TableServiceClient("https://acct.table.core.windows.net/", "Xk9/Lm2+Qp7Vw3Zr8Tn5Hb1Jd6Fs4Gc0Yq2Wm9Pz==");',
            "Xk9/Lm2+Qp7Vw3Zr8Tn5Hb1Jd6Fs4Gc0Yq2Wm9Pz==",
        ),
        (
            "$mg = Mailgun::create('0a1b2c3d4e5f60718293a4b5c6d7e8f9-1a2b3c4d-5e6f7a8b');",
            "0a1b2c3d4e5f60718293a4b5c6d7e8f9-1a2b3c4d-5e6f7a8b",
        ),
        (
            'c, _ := ld.MakeClient("mob-1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", 5*time.Second)',
            "mob-1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b",
        ),
        ("const r = new Resend('re_Ab3Cd9Ef_Gh2Ij8Kl4Mn7Op1Qr5St');", "re_Ab3Cd9Ef_Gh2Ij8Kl4Mn7Op1Qr5St"),
    ],
)
def test_secret_arguments(red: Redactor, text: str, secret: str) -> None:
    assert secret not in red.redact_text(text)
    # in JSON text (a tool result) and after a colour code, alike
    assert secret not in red.redact_text(json.dumps({"log": "ok\n" + text}))
    assert secret not in red.redact_text("\x1b[32m" + text + "\x1b[0m")


@pytest.mark.parametrize(
    "text",
    [
        "client.login(username, password)",
        'db.connect("localhost", "root", "")',
        'hmac.new(key, msg, "sha256")',
        'mac = hmac.new(b"key", b"The quick brown fox", hashlib.sha256)',
        'assertEquals(login("user", "password"))',
        'jwt.encode(payload, settings.SECRET_KEY, algorithm="HS256")',
        'const port = process.env.PORT || "3000";',
        'let key = env::var("API_KEY").unwrap_or_default();',
        'order = Order.create("order_1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b")',
        'img = new Image("https://cdn.example.com/a.png", "hero-banner-large")',
        'pdo = new PDO("sqlite::memory:", null, null)',
        'ObjectId("64b7f0c2e4b0a1d2c3f4e5a6")',
    ],
)
def test_code_survives(red: Redactor, text: str) -> None:
    assert red.redact_text(text) == text


@pytest.mark.parametrize(
    "text",
    [
        'curl -X POST "https://api.example.com/v1/oauth2/token" \\\n  -u "AbC12dEf:Zx9-Qw8_Er7Ty6Ui5Op4" \\\n  -d "grant_type=client_credentials"',
        "mysql -h db.internal -u billing \\\n  -pZx9Qw8Er7Ty6 billing",
    ],
)
def test_command_over_continued_lines(red: Redactor, text: str) -> None:
    secret = "Zx9-Qw8_Er7Ty6Ui5Op4" if "curl" in text else "Zx9Qw8Er7Ty6"
    for form in (text, json.dumps({"log": "step 1\n" + text})[1:-1]):
        assert secret not in red.redact_text(form)


def test_quoted_flag_value(red: Redactor) -> None:
    out = red.redact_text("mysql -h db -u app '-pQu4rtz&77x' shop -e 'select 1'")
    assert "Qu4rtz&77x" not in out and "select 1" in out
