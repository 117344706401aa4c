"""Secrets given by a slot that names them in any tool's syntax (``redact/flag_values.py``, issue
31): password flags, user:password flags, a lookup's default, a directive line; and letters-only
drawn tokens and a flag between a secret's name and its value (``set NAME --value v``). Each in
plain text, JSON text and after a colour code, with the flags, options and code that must stay."""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.values import drawn_one_case


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


def _forms(text: str) -> list[str]:
    return [text, json.dumps({"log": "step 1 ok\n" + text}), "\x1b[32m" + text + "\x1b[0m"]


POSITIVES = [
    # password flags of Windows and PuTTY tools
    ('signtool sign /f certs\\code.pfx /p "Tq7#mWz2-Lp9x" /fd SHA256 setup.exe', "Tq7#mWz2-Lp9x"),
    ("winrs -r:srv01 -u:admin -p:Kd83mQz7Lw2x ipconfig", "Kd83mQz7Lw2x"),
    ("& plink.exe -ssh -batch -pw 'Rz4!kPq9wX2m' deploy@build01 uptime", "Rz4!kPq9wX2m"),
    ("tool.exe /password:Hv6#rTq2Mz9w /quiet", "Hv6#rTq2Mz9w"),
    ("openssl pkcs12 -export -in c.pem -out c.p12 -passphrase Yb5%nWq8Lt3k", "Yb5%nWq8Lt3k"),
    # a user and a password given to a user flag
    ("etcdctl --user root:Gm4$wQz8-Rt2 get /registry --prefix", "Gm4$wQz8-Rt2"),
    ("mc admin info --creds ops:Vx9kTq2mWz7pLr4 local", "Vx9kTq2mWz7pLr4"),
    # a lookup's default under a secret's name
    (
        "'paseto' => env('PASETO_LOCAL_KEY', 'k4.local.Vb7xQm2LpR9sKt4WzN8cYh3JqT6d'),",
        "Vb7xQm2LpR9sKt4WzN8cYh3JqT6d",
    ),
    ('String pw = System.getProperty("db.password", "Lq9#vTz4-Wm2");', "Lq9#vTz4-Wm2"),
    ('signing = config("app.signing_secret", "Qw8mZt2RxK5vLp9NbY4sHj6T")', "Qw8mZt2RxK5vLp9NbY4sHj6T"),
    # a directive that names a secret, then its value last
    ("sentinel auth-pass mymaster Tz4KqW9mRx2LvN7pB5sY", "Tz4KqW9mRx2LvN7pB5sY"),
    ("uart:~$ settings set golioth/psk 7f3a9c1e5b2d8046a1c3e5f7092b4d6e", "7f3a9c1e5b2d8046a1c3e5f7092b4d6e"),
    # letters alone, drawn, in a secret's slot
    ("[copr-cli]\ntoken = kemubcrdlsbqgbcnnchcrnbsdhuusb\n", "kemubcrdlsbqgbcnnchcrnbsdhuusb"),
    # a flag between a secret's name and its value
    ("glab variable set DB_PASSWORD --value 'Ne8#pWq3-Zx5' --masked", "Ne8#pWq3-Zx5"),
]


@pytest.mark.parametrize(("text", "secret"), POSITIVES, ids=[p[1][:12] for p in POSITIVES])
def test_a_secret_in_a_named_slot_is_replaced(red, text, secret):
    for form in _forms(text):
        out = red.redact_text(form)
        assert secret not in out, out


def test_the_flag_before_a_value_stays(red):
    out = red.redact_text("glab variable set DB_PASSWORD --value 'Ne8#pWq3-Zx5' --masked")
    assert "--value '" in out and "--masked" in out


NEGATIVES = [
    "dotnet build -p:Configuration=Release /p:Version=1.2.3 /p:TreatWarningsAsErrors=true",
    "xcopy /p C:\\src D:\\dst",
    "ssh -p 2222 build01.internal",
    "mysql -h db -P 3306 -p",
    "keytool -list -keystore app.jks -storepass $STORE_PASS",
    "tool.exe /password:%DEPLOY_PASSWORD% /quiet",
    "etcdctl --user root get /registry",
    "docker run --user 1000:1000 alpine id",
    "value = env('APP_NAME', 'MyApplicationName')",
    "id = env('DEVICE_ID', 'Vb7xQm2LpR9sKt4WzN8cYh3J')",
    "timeout = config('session.lifetime', '120')",
    "sentinel auth-pass mymaster ${REDIS_PASSWORD}",
    "factory = applicationcontextprovider",
    "builder = configurationmanagerfactory",
    "key = abcdefghijklmnopqrstuvwxyz",
    "password-reset-token-handler registered",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_flags_options_and_code_stay(red, text):
    for form in _forms(text):
        assert red.redact_text(form) == form


@pytest.mark.parametrize(
    ("value", "drawn"),
    [
        ("kemubcrdlsbqgbcnnchcrnbsdhuusb", True),
        ("SSMBHBREJNERDSJRVFDSSUGLDRWCSBTG", True),
        ("applicationcontextprovider", False),
        ("kubernetesclusterrolebinding", False),
        ("thequickbrownfoxjumpsoverthelazydog", False),
        ("abcdefghijklmnopqrstuvwxyz", False),
        ("aaaaaaaaaaaaaaaaaaaaaaaa", False),
    ],
)
def test_letters_alone_are_drawn_when_they_cannot_be_spoken(value, drawn):
    assert drawn_one_case(value) is drawn
