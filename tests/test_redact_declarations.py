"""Credentials in text by carrier and syntax (issue 31, round 3): literals behind a declaration's
type, accessors or string prefix in any language, table rows, line-number prefixes (grep, the
Read tool, ``cat -n``), bracketed and numbered settings, the value child of a secret-named XML
element, key files under a secret comment or printed past their comments, cipher keys on a
command line, Terraform state; each in plain text, JSON text and after a colour code, with code
and output of the same shape that must survive."""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor

H32 = "5d1c9e7a3f0b8264c7e1a9d3b5f70c2e"
H64 = "c4b9e2f70a1d3e5b8c6f9a2d4e7b0c1f3a5d7e9b2c4f6a8d0e1b3c5f7a9d2e4b"
B43 = "rT7vQ2xW9kLm4Zp8Nc3Hb6Jd1Fs0Yg5Ue_Ai-Oq2Ks7"


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


def _forms(text: str) -> list[str]:
    return [
        "Here is what I have:\n" + text + "\n",
        json.dumps({"log": "step 1 ok\n" + text}),
        "\x1b[32m" + text + "\x1b[0m",
    ]


POSITIVES = [
    # a type, accessors or a string prefix between a secret's name and its literal
    (f'const VOYAGE_KEY: &str = "{H32}";\n\nfn main() {{}}', H32),
    (f'var transcribeKey string = "{H32}"\n', H32),
    (f'public string ApiKey {{ get; init; }} = "jina_{H32}Xk2Lm9Qp";\n', f"jina_{H32}Xk2Lm9Qp"),
    (f'    public string ClientSecret {{ get; set; }} = "{B43}";', B43),
    (f'private const string EmbeddingsKey = "{H32}";', H32),
    (f'string apiKey = @"{B43}";', B43),
    (
        f'from cryptography.fernet import Fernet\n\nCOLUMN_KEY = b"{B43}="\nf = Fernet(COLUMN_KEY)\n',
        B43 + "=",
    ),
    (f"SIGNING_KEY = rb'{B43}'\n", B43),
    # table rows: a cell that names a secret, then the cell that holds it
    (f"| Variable | Value |\n|---|---|\n| `LOOPS_API_KEY` | `loops_{B43}` | prod |\n", f"loops_{B43}"),
    (f" name           | value\n----------------+-------\n stripe_secret  | {B43}\n", B43),
    # line-number prefixes: grep -n, grep -r, the Read tool, cat -n
    (f"$ grep -n pass /etc/redis/redis.conf\n1044:requirepass {H32}\n", H32),
    (f"$ grep -rn auth_pass /etc/keepalived/\n/etc/keepalived/keepalived.conf:17:    auth_pass {H32}\n", H32),
    (f"$ grep -r admin_password /etc/grafana\n/etc/grafana/grafana.ini:admin_password = {B43}\n", B43),
    (f"     1→[security]\n     2→admin_password = {B43}\n", B43),
    (f"     7\tmasterauth {H32}\n     8\tport 6379\n", H32),
    # a CLI's settings listed with bracketed names; numbered key lines
    (
        f"[github-oauth]\n[bitbucket-oauth.bitbucket.org.consumer-secret] {B43}\n[gitlab-token.gitlab.com] x\n",
        B43,
    ),
    (f"Recovery Key 1: {B43}=\nRecovery Key 2: AbC{B43}\n", B43),
    (f"Unseal Key 3: AbC{B43}\n\nInitial Root Token: hvs.Zx9Lm2Qp7Vw3Zr8Tn5Hb1Kd", f"AbC{B43}"),
    # the value child of a secret-named XML element
    (
        "<AutoLogon>\n  <Password>\n    <Value>Kestrel42!vPq</Value>\n  </Password>\n</AutoLogon>",
        "Kestrel42!vPq",
    ),
    ("<AdministratorPassword>\n  <Value>Tq7#mZ2pLx9w</Value>\n</AdministratorPassword>", "Tq7#mZ2pLx9w"),
    # key files: under a comment that names a secret key; printed by cat past the file's comments
    (f"untrusted comment: signify secret key\nRWRCSwAAAA{B43}{B43}\n", f"RWRCSwAAAA{B43}{B43}"),
    (f"# private signing key (do not share)\n{H64}\n", H64),
    (f"$ sudo cat /etc/nginx/tls/session.psk\n{H64}\n$ ls\n", H64),
    (f"$ cat ~/.config/tool/master.key\n# created: 2026-01-02\n# rotate yearly\n{B43}\n", B43),
    # a cipher's key on the command line (the IV is not secret)
    (f"openssl enc -aes-256-cbc -in a.tar -out a.enc -K {H64} -iv {H32}", H64),
    (f"openssl aes-128-cbc -d -k {B43} -in a.enc", B43),
    (f"openssl dgst -sha256 -hmac {B43} body.json", B43),
    # Terraform: the type in any syntax, and the attributes a state lists as sensitive
    (
        "$ terraform state pull | jq '.resources[] | select(.type==\"random_password\") | .instances[0].attributes'\n"
        '{\n  "id": "none",\n  "result": "Ox7-Lp2!Qv9Zm4",\n  "special": true\n}',
        "Ox7-Lp2!Qv9Zm4",
    ),
    (
        '{"attributes": {"name": "orders", "admin_login": "Walnut4412Qx9pLm"},\n'
        ' "sensitive_attributes": [[{"type": "get_attr", "value": "admin_login"}]]}',
        "Walnut4412Qx9pLm",
    ),
]


@pytest.mark.parametrize(("text", "secret"), POSITIVES)
def test_found_in_every_form(red: Redactor, text: str, secret: str) -> None:
    for form in _forms(text):
        assert secret not in red.redact_text(form), form


NEGATIVES = [
    # code whose names end in key but hold no secret, or whose literal is no secret
    'const CACHE_KEY: &str = "user_sessions_v2_cache";\nconst SORT_KEY: &str = "created_at_desc";',
    f'const PUBLIC_KEY: &str = "{H32}";\nconst IDEMPOTENCY_KEY: &str = "{H32}";',
    "let api_key: String = String::new();\npublic string ApiKey { get; init; } = string.Empty;",
    'var apiKey string = os.Getenv("API_KEY")\nconst tokenizer: string = "cl100k_base";',
    'const sessionId: string = "550e8400-e29b-41d4-a716-446655440000";\nval apiKeyHeader: String = "X-Api-Key"',
    'const FILE_SHA256: &str = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";',
    'TRANSLATION_KEY = b"app.settings.title.label"\nconst TEST_KEY: [u8; 16] = *b"0123456789abcdef";',
    # tables of names, types and versions
    "| Name | Type | Description |\n|---|---|---|\n| `secret_key` | `Optional[str]` | the key |\n"
    "| `max_tokens` | `4096` | |\n| `API_KEY` | `${{ secrets.API_KEY }}` | CI |",
    f"| key | value |\n|---|---|\n| cache_key | {H32} |\n| version | 1.2.3-beta.4+build.5 |",
    # line prefixes over ordinary lines and records of colon-separated fields
    "1044:maxmemory 2gb\nredis.conf:1045:maxmemory-policy allkeys-lru\n12:30 meeting\n2024-01-15 release",
    'src/app.py:12:    password = os.environ["DB_PASSWORD"]\n     1→import os\n     2→TOKEN = os.environ["TOKEN"]',
    # numbered key lines that hold counts or placeholders; XML placeholders and public keys
    "Recovery Key Shares: 5\nKey Shares: 5\nUnseal Key 1: <redacted>\nRecovery Key 2: ${RECOVERY}",
    "<AdministratorPassword>\n  <Value>*SENSITIVE*DATA*DELETED*</Value>\n</AdministratorPassword>\n"
    "<PublicKey>\n<Value>MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA</Value>\n</PublicKey>",
    # comments over public material, checksums and names
    "untrusted comment: minisign public key 7E3B2C1A\nRWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3\n"
    "# sha256 of the release key\n9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\n"
    "// key for the cache lookup\nuser_sessions_by_tenant_and_region_v2_index",
    # cipher commands given variables, and no key at all
    'openssl enc -aes-256-cbc -K $KEY -iv $IV -in a -out b\nopenssl dgst -sha256 -hmac "$SECRET" f\n'
    "openssl enc -aes-256-cbc -pbkdf2 -in x -out y",
    "[core.editor] vim\n[bitbucket-oauth.bitbucket.org.consumer-key] {{ key }}",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_code_and_output_stay(red: Redactor, text: str) -> None:
    text = "Here is what I have:\n" + text + "\n"
    assert red.redact_text(text) == text


VALUE_SHAPES = [
    # base64 key material whose first character is one of the alphabet's symbols
    (
        "[Interface]\nPrivateKey = /HeEUOpmrbAQHzPNGfnn1eXVjwXDpkPKEX/SD+tSwQY=\n",
        "/HeEUOpmrbAQHzPNGfnn1eXVjwXDpkPKEX/SD+tSwQY=",
    ),
    (
        'FIELD_KEY = b"-rfY9mtATrrdyEVpkIq8iR-gmtbBWE9eXXqaBTenkvw="\n',
        "-rfY9mtATrrdyEVpkIq8iR-gmtbBWE9eXXqaBTenkvw=",
    ),
    (
        'config :app, AppWeb.Endpoint,\n  secret_key_base: "/aHI/yuHklLnOeBhdM9Uc4v5iGmMjmW+zxnWGh7ztdQD6CoqkNPmijGKX+Eis076"\n',
        "/aHI/yuHklLnOeBhdM9Uc4v5iGmMjmW+zxnWGh7ztdQD6CoqkNPmijGKX+Eis076",
    ),
    # a password that starts like a grep line, or like a format placeholder
    ("[client]\nuser = app\npassword = 9-eAdxqasmCuYUqRc\n", "9-eAdxqasmCuYUqRc"),
    ("snmp:\n  community: public\n  auth_pass: '%47tSr1O6LWpAqazSsS'\n", "%47tSr1O6LWpAqazSsS"),
    (
        "[warehouse]\nUID = etl_loader\nPWD = %eQxWvmD04o7ntU\nTrustServerCertificate = yes\n",
        "%eQxWvmD04o7ntU",
    ),
    # a drawn hex key whose entropy is low for its length
    (
        'const ASSEMBLYAI_KEY: &str = "bd0dd2626dde2882e59892161860a0be";\n',
        "bd0dd2626dde2882e59892161860a0be",
    ),
]


@pytest.mark.parametrize(("text", "secret"), VALUE_SHAPES)
def test_value_shapes(red: Redactor, text: str, secret: str) -> None:
    for form in _forms(text):
        assert secret not in red.redact_text(form), form


SHAPE_NEGATIVES = [
    "password = os.environ['PASSWORD']\nlog_file = /api/v2/users/AbC123dEf456GhI789/tokens\n",
    "src/components/List.tsx-12-getUserById\nsrc/components/List.tsx-13-handleClickEvent\n",
    'cmd = "%(prog)s --token %(token)s"\nfmt = "%s"\npassword = %(db_pass2)s\nset PASSWORD=%PASSWORD%\n',
    "class_name = 'HiggsAudioV2TokenizerModelForConditionalGeneration'\n",
    'integrity = "sha512-Q5xTlD3iUeTzH8Kf9J2m0pLxWvRbN7cYaE4gS6hZ1oVkMqPuIyBjCwFnXd=="\n',
]


@pytest.mark.parametrize("text", SHAPE_NEGATIVES)
def test_shapes_that_stay(red: Redactor, text: str) -> None:
    text = "Output:\n" + text
    assert red.redact_text(text) == text
