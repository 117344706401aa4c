"""Credentials in text by family, round 2 (issue 31): ``Basic`` credentials in any header syntax
and case, a credential-printing command's value line after a prompt anywhere and past its
chatter, and the values of secret names the assignment rule cannot take (a symbol first, dots in
a quoted password, ``pat``, the id half of a pair); each in plain text, JSON text and after a
colour code, with code that looks like them and must survive."""

from __future__ import annotations

import base64
import json

import pytest

from agent_traces.redact import Redactor


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


def _forms(text: str) -> list[str]:
    return [
        text,
        "The user pasted this. " + text,
        json.dumps({"log": "step 1 ok\n" + text}),
        "\x1b[32m" + text + "\x1b[0m",
    ]


_PAT = "q7wz3kfm2lx9pd4rtn8vb6hc5jy1sg0aq7wz3kfm2lx9pd4rtn8v"
_B64 = base64.b64encode(b":" + _PAT.encode()).decode()
_USERPASS = base64.b64encode(b"deploy:Rk7vQ2mZ9xWp4T").decode()

POSITIVES = [
    # Basic credentials wherever an Authorization header is written, in any case
    (f'git -c http.extraHeader="Authorization: Basic {_B64}" clone https://dev.azure.com/a/_git/b', _B64),
    (
        f"git config --global http.https://github.com/.extraheader 'AUTHORIZATION: basic {_USERPASS}'",
        _USERPASS,
    ),
    (f'[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic {_USERPASS}\n', _USERPASS),
    (f"> GET /v1/items HTTP/1.1\n> authorization: BASIC {_USERPASS}\n> Accept: */*", _USERPASS),
    (f"xhr.setRequestHeader('Authorization', 'Basic ' + '{_USERPASS}');", _USERPASS),
    (
        'fetch(url, {headers: {Authorization: "Bearer " + "k8Zr2Qw9Lm4Vx7Tn3Hb6Jd1Fs0Pa5Yc"}})',
        "k8Zr2Qw9Lm4Vx7Tn3Hb6Jd1Fs0Pa5Yc",
    ),
    # the value line of a credential-printing command, after a prompt and a CLI's warnings
    (
        "$ heroku auth:token\n›   Warning: token will expire 2027-05-01\nHRKU-Ab3_Cd9Ef2Gh8Ij4Kl7Mn1Op5Qr6St0Uv-",
        "HRKU-Ab3_Cd9Ef2Gh8Ij4Kl7Mn1Op5Qr6St0Uv-",
    ),
    (
        "ran it: $ gh auth token\n! notice: token from keyring\n\ngho_Zx8Cv7Bn6Mm5Lk4Jh3Gf2Ds1Aq0Wp9Oe8",
        "gho_Zx8Cv7Bn6Mm5Lk4Jh3Gf2Ds1Aq0Wp9Oe8",
    ),
    ("then `$ argocd admin initial-password -n argocd\nEbagjvd1nGyyOxT8\n", "Ebagjvd1nGyyOxT8"),
    # other verbs and orders of a credential-printing subcommand, a pipe after it, a store's read
    (
        "$ vault token create -field=token -ttl=1h\nhvs.CAESIJx8Rk3Wm7Vn2Xp9Ys4Tb6Hc1Jd5Lf0Gm\n",
        "hvs.CAESIJx8Rk3Wm7Vn2Xp9Ys4Tb6Hc1Jd5Lf0Gm",
    ),
    (
        "$ doppler secrets get STRIPE_KEY --plain\nrk_test_51Hx8Rk3Wm7Vn2Xp9Ys4Tb6\n",
        "rk_test_51Hx8Rk3Wm7Vn2Xp9Ys4Tb6",
    ),
    ("$ bw get password github.com\nTq4x9LmZr2wPb7\n", "Tq4x9LmZr2wPb7"),
    ("$ security find-generic-password -a me -s deploy -w\nTq4x9LmZr2wPb7Kd\n", "Tq4x9LmZr2wPb7Kd"),
    (
        "$ kubectl get secret db -o jsonpath='{.data.password}' | base64 -d\nZr2wPb7Kd4xQm9Lt\n",
        "Zr2wPb7Kd4xQm9Lt",
    ),
    ("$ op read op://Private/db/password\nTq4x9Lm!Zr2w\n", "Tq4x9Lm!Zr2w"),
    ("$ pass show work/smtp\nxK9#mQ2vLp7w\nlogin: me\n", "xK9#mQ2vLp7w"),
    # a generated secret that starts with a symbol or a ``$``
    (
        "SECRET_KEY = '(r@93$swreg_(&497vm_0b+4zenm$&vi4k#yurzto7^_pqi36m'",
        "(r@93$swreg_(&497vm_0b+4zenm$&vi4k#yurzto7^_pqi36m",
    ),
    (
        "SECRET_KEY = '$vu+=%j1e-+x2_yz43l^!9w&y7z!ly!hz*gj3+jxiv(+8$e_w-'",
        "$vu+=%j1e-+x2_yz43l^!9w&y7z!ly!hz*gj3+jxiv(+8$e_w-",
    ),
    ('"client_secret": "[Kq8#vL2@pZ5!mT9&xR3"', "[Kq8#vL2@pZ5!mT9&xR3"),
    # a quoted password with dots
    ("15 2 * * * PGPASSWORD='apVIRofz8P.HU.e' pg_dump -h db1 -U backup crm", "apVIRofz8P.HU.e"),
    ('vault_postgres_password: "t_R_zQlv.mWbJ2Sa_jap"', "t_R_zQlv.mWbJ2Sa_jap"),
    ("DB_PASS = 'Tq4.x9Lm.Zr2w'", "Tq4.x9Lm.Zr2w"),
    # ``pat`` as a word of a name
    (f"# pat={_PAT}", _PAT),
    (f"ADO_PAT: {_PAT}", _PAT),
    (f'export AZURE_DEVOPS_PAT="{_PAT}"', _PAT),
    # a name and its value as two keys of one record; other languages' assignment operators
    (
        "env:\n  - name: STRIPE_TOKEN\n    value: tk_9fQ2vLx7Rm3Kp8Wz4Nd6Hs1\n  - name: LOG_LEVEL\n    value: debug\n",
        "tk_9fQ2vLx7Rm3Kp8Wz4Nd6Hs1",
    ),
    ("DEPLOY_TOKEN ?= as-eRn0MyRtaFic9TIXB9VuzS\n", "as-eRn0MyRtaFic9TIXB9VuzS"),
    ('api_key <- "Zq8Rk3Wm7Vn2Xp9Ys4Tb6Hc1"', "Zq8Rk3Wm7Vn2Xp9Ys4Tb6Hc1"),
    # the id half of a credential pair
    (
        '[default]\ntoken_id = "ak-cFsGaSTXnBlI3erdRQQ7OR"\ntoken_secret = "as-eRn0MyRtaFic9TIXB9VuzS"\n',
        "ak-cFsGaSTXnBlI3erdRQQ7OR",
    ),
    (
        'AccessKeyId: "LTAI5tQz8Rk3Wm7Vn2Xp9Ys4"\nAccessKeySecret: "Zq8Rk3Wm7Vn2Xp9Ys4Tb6Hc1Jd5Lf0Gm"',
        "LTAI5tQz8Rk3Wm7Vn2Xp9Ys4",
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
        # Basic and Bearer that carry no credentials
        'Authorization: Basic realm="api"',
        "the header is 'Basic ' + encoded, built below",
        'headers["Authorization"] = "Bearer " + token',
        # a printing command whose next lines are prose or code
        "$ gh auth token\nerror: not logged in to any hosts\nRun gh auth login to authenticate.\n",
        '$ kubectl create token builder\nerror: serviceaccounts "builder" not found\n',
        "$ git show token.go\ndiff --git a/token.go b/token.go\n+func parseTokenStream(input string) {\n",
        "$ kubectl get secrets\nNAME                  TYPE                                  DATA   AGE\n"
        "default-token-x7k2p   kubernetes.io/service-account-token   3      12d\n",
        "$ pass show\nPassword Store\n├── work\n│   └── smtp\n",
        "$ cargo test get_token\n   Compiling app v0.1.0\nrunning 3 tests\ntest_result_ok_123\n",
        # variables and templates that start with ``$``
        "password: ${DB_PASSWORD}",
        'password="$((a+b)*(c+d)+e)"',
        "token: $(cat /run/secrets/token)",
        # dotted names: member access, lookup keys, i18n keys, hosts, versions
        'password = "spring.datasource.password"',
        '"password": "auth.fields.password"',
        "password: self.passwordHasher.hash",
        'db_password: "db.internal.example"',
        'password: "1.2.3"',
        '"password": "^5.0.0-beta.31"',
        # ``pat`` in code and other words
        "pat = re.compile(r'[a-z]+_[0-9]{3,}')",
        "path = 'src/components/UserProfileCard'",
        "compat_mode = 'legacy_compatibility_layer'",
        'pattern: "ThisIsNotATokenButAPascalName"',
        # ids without a secret beside them, and git objects, UUIDs
        'token_id = "ak-cFsGaSTXnBlI3erdRQQ7OR"\nexpires = 3600',
        'key_id: "3AA5C34371567BD2"\nsecret_key: "x"',
        'key_id = "9d8f2c1e-4b7a-4e3f-8a2d-6c5b1e0f9a7d"\nsecret_key: "x"',
        # records and operators whose values are references, words or calls
        "env:\n  - name: API_TOKEN\n    valueFrom:\n      secretKeyRef: {name: api, key: token}\n",
        "  - name: API_TOKEN\n    value: ${API_TOKEN}\n  - name: LOG_LEVEL\n    value: debug_verbose_mode\n",
        "TOKEN ?= $(shell cat .token)",
        "token <- get_token(client)",
        "api_key <- Sys.getenv('API_KEY')",
        # code the negatives guard keeps
        "let password = String::new();",
        "if (!isConnected) { return login(user, password); }",
    ],
)
def test_code_and_prose_kept(red: Redactor, text: str) -> None:
    for form in _forms(text):
        out = red.redact_text(form)
        assert "<SECRET_" not in out, (form, out)


@pytest.mark.parametrize(
    "token",
    [
        "HRKU-HAutz_0yGjYbkJRhw7gjBbqMndIMsrevK0mEmVM_QDk0ehUl4kXPurThUl7-",
        "HRKU-P__F5WqCLnbwYvCw-_kBvbZsz0dwL_Sp4kzFIH6I9wof4PjZOGykCyl_Dlq_",
    ],
)
def test_vendor_token_ending_in_a_mark(red: Redactor, token: str) -> None:
    """A base64url token whose last character is ``-`` or ``_`` is found by the engine's rule,
    whose ``\\b`` end fails after that character, in text and in a path."""
    for form in [*_forms(f"HEROKU_API_KEY is {token} now"), f"/srv/deploy/{token}", token]:
        assert token not in red.redact_text(form), form


@pytest.mark.parametrize(
    "text",
    ["def __init__(self): pass", "my_very_long_identifier_name_ = 3", "----------------------\n", "x--- y_"],
)
def test_names_ending_in_a_mark_kept(red: Redactor, text: str) -> None:
    assert red.redact_text(text) == text
