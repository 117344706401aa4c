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
    # an Authorization header's credentials in a scheme that is no base64 of user:password
    (
        "-H 'Authorization: Basic na1.Vb7xQm2LpR9sKt4WzN8cYh3JqT6dLp9NbY0s' \\",
        "Vb7xQm2LpR9sKt4WzN8cYh3JqT6dLp9NbY0s",
    ),
    # a key's bytes under a key's name
    (
        "advanced:\n  network_key: [1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13]\n",
        "1, 3, 5, 7, 9, 11, 13",
    ),
    (
        "static const uint8_t aes_key[16] = {0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6, 0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c};",
        "0x2b, 0x7e, 0x15",
    ),  # the AES key of FIPS-197's example
    # hex under a name whose first word is KEY_
    (
        "    environment:\n      - KEY_S0_Legacy=0F1E2D3C4B5A69788796A5B4C3D2E1F0\n",
        "0F1E2D3C4B5A69788796A5B4C3D2E1F0",
    ),
    # a password piped without its newline to a command that reads a secret on stdin
    ("$ echo -n 'Jq4#vTz9-Wm2' | kubeseal --raw --name db --from-file=/dev/stdin", "Jq4#vTz9-Wm2"),
    # an unarmoured private key by its ASN.1 header (PKCS#8 RSA), without a file name or PEM lines
    (
        'cfg.setPrivateKey("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKjMzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvuNMoSfm76oqFvAp8Gy0iz5sxjZmSnXyCdPEovGhLa0VzMaQ8s+CLOyS56YyCFGeJZ");',
        "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKjMzEfYyjiWA4R4",
    ),
    # a user's password before its roles (Apache Shiro's [users])
    ("# conf/shiro.ini\n[users]\nadmin = Tk7#pWq2-Lz9, admin\n", "Tk7#pWq2-Lz9"),
    # user:password in any carrier (an fstab option, a relay's secrets table, an SMB URI, sendmail)
    (
        "curlftpfs#ftp.example.net /mnt/ftp fuse user=webdeploy:Vb7xQm2LpR9sKt4W,allow_other 0 0",
        "Vb7xQm2LpR9sKt4W",
    ),
    ("$ doas cat /etc/mail/secrets\nrelayuser postmaster:Kq7#mWz2-Lp9x\n", "Kq7#mWz2-Lp9x"),
    ("lpadmin -p Floor3 -E -v 'smb://OFFICE/printsvc:Kq7#mWz2-Lp9x@printsrv01/Floor3'", "Kq7#mWz2-Lp9x"),
    ('AuthInfo:smtp71 "U:noreply" "I:noreply" "P:Kq7#mWz2-Lp9x" "M:PLAIN"', "Kq7#mWz2-Lp9x"),
    # a UUID under a key's or a token's name is the key
    (
        "npx cypress run --record --key 3f2b8c1e-9d4a-4e6b-8a7c-2d1e0f9b8a76 --parallel",
        "3f2b8c1e-9d4a-4e6b-8a7c-2d1e0f9b8a76",
    ),
    ("netbird up --setup-key 3F2B8C1E-9D4A-4E6B-8A7C-2D1E0F9B8A76", "3F2B8C1E-9D4A-4E6B-8A7C-2D1E0F9B8A76"),
    # a Sanctum token with its record's id; a password read on sshfs' standard input
    ("-H 'Authorization: Bearer 333|Vb7xQm2LpR9sKt4WzN8cYh3JqT6dLp9N'", "Vb7xQm2LpR9sKt4WzN8cYh3JqT6dLp9N"),
    ("echo 'Kq7#mWz2-Lp9x' | sshfs -o password_stdin,reconnect host:/ /mnt", "Kq7#mWz2-Lp9x"),
    (
        "vyos@edge01# set system login user netops authentication plaintext-password 'Kq7#mWz2-Lp9x'",
        "Kq7#mWz2-Lp9x",
    ),
    # PHP's define of a key's hex; an Appwrite key (a kind word, then hex) to a key's setter
    ("define('KEY', '7f3a9c1e5b2d8046a1c3');", "7f3a9c1e5b2d8046a1c3"),
    (
        "client.setKey('standard_" + "7f3a9c1e5b2d8046a1c3e5f7092b4d6e" * 8 + "')",
        "7f3a9c1e5b2d8046a1c3e5f7092b4d6e" * 8,
    ),
    # a host, a login's e-mail and a password (exim's passwd.client)
    ("*.lab.example.com:ops@example.com:Kq7#mWz2-Lp9x", "Kq7#mWz2-Lp9x"),
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
    'Authorization: Digest username="jdoe", realm="api", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093"',
    "weights = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]",
    "key_sizes = [128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128]",
    "ROUND_KEYS = list(range(16))",
    "      - KEY_FILE_SHA=0f1e2d3c4b5a69788796a5b4c3d2e1f0",
    "$ echo -n 'hello world' | wc -c",
    "[users]\nharry = harry\nsally = secret",
    '"idempotency_key": "3f2b8c1e-9d4a-4e6b-8a7c-2d1e0f9b8a76"',
    '"cache_key": "3f2b8c1e-9d4a-4e6b-8a7c-2d1e0f9b8a76"',
    "monkey 3f2b8c1e-9d4a-4e6b-8a7c-2d1e0f9b8a76",
    "define('CACHE_KEY', '7f3a9c1e5b2d8046a1c3');",
    "db.setKey('user_42')",
    "amp:T-16c2227a-e98f-4969-998b-aaa50a930b05",  # a harness and its row's id
    "opencode:ses_0aaca5626ffe0Qik8RnPS5pLrz",
    "aider --model ollama/qwen2.5:7b-instruct-q4_K_M bot.py",  # a model's tag
    "image: ghcr.io/org/app:Release-2024_11-Build7",
    'logger.info("user:%s", name)',
    "image: node:20.11.0-bookworm-slim",
    "time 12:34:56.789Z",
    # a certificate (public) in DER base64 is no private key
    'CERT = "MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJRTESMBAGA1UEChMJQmFsdGltb3JlMRMwEQYDVQQLEwpDeWJlclRydXN0MSIwIAYDVQQDExlCYWx0aW1vcmUgQ3liZXJUcnVzdCBSb290"',
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
