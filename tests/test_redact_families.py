"""Families of formats that the second held-out set showed missing (issue 31): each rule is written
for a family of syntaxes, not one vendor, and each test holds a member of the family and code of
the same syntax that must stay. Values come from a fixed seed, so a test never flips on a draw.
"""

from __future__ import annotations

import json
import random
import string

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.identifiers import composed_password

R = random.Random(31)
AN = string.ascii_letters + string.digits


def _s(n: int, alphabet: str = AN) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


PW = "Heron" + "".join(R.choice(string.digits) for _ in range(3)) + "!" + "Qx7z" + "."
TOKEN = _s(32)
HEXKEY = _s(32, "0123456789abcdef")


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor()


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"bigcloud login --apikey {TOKEN} -r eu", TOKEN),  # a flag whose name is one word
        (f"--authtoken={TOKEN}", TOKEN),
        (f"bind 0.0.0.0\nrequirepass {PW}\nport 6379", PW),  # a ``name value`` directive
        (f"  masterauth {TOKEN};\n", TOKEN),
        (json.dumps({"log": f"host smtp.example.test\nuser ops\npassword {PW}"}), PW),  # ends a JSON string
        (f'conn = pg.connect(\n    "db.internal",\n    "app",\n    "{PW}")', PW),  # user, password
        (f's.login("ops@acme.test", "{PW}")', PW),
        (f'new NetworkCredential("svc", "{PW}", "CORP")', PW),
        (f"r = requests.get(u, auth=('api', '{HEXKEY}-{HEXKEY[:8]}'))", HEXKEY),  # a secret tuple
        (f'client := pay.NewClient("rzp_live_{_s(14)}", "{TOKEN}")', TOKEN),  # a prefixed id partner
        (f'sql.Open("mysql", "app:{PW}@tcp(10.0.0.1:3306)/db")', PW),  # a scheme-less DSN
        (f"routing_key: '{HEXKEY}'", HEXKEY),  # a name ending in key, a random value
        (f'"Key": "{_s(86)}=="', None),
        (f'"integrationKey": "{TOKEN}"', TOKEN),
        (f"curl -b 'SESSID={TOKEN.lower()}' https://h.test/", TOKEN.lower()),  # a cookie flag
    ],
)
def test_family_member_is_replaced(red: Redactor, text: str, secret: str | None) -> None:
    out = red.redact_text(text)
    if secret is None:
        secret = text.split('"')[3]
    assert secret not in out, out


@pytest.mark.parametrize(
    "text",
    [
        "requirepass yes\n",  # a word
        "password required\n",
        's.login("ops", password)  # a variable, not a literal',
        'getConnection("jdbc:postgresql://h/db", user, pw)',
        "page = {cache_key: 'a3f9c2d1e4b5a6978877665544332211', ttl: 60}",  # not a secret by name
        'sort_key = "createdAtTimestampDescending"',
        '"key": "toolu_01AbCdEfGhIjKlMnOpQrStUv"',  # a trace's own id
        "curl -b cookies.txt https://h.test/",
        "git clone git@github.com:org/repo.git",
    ],
)
def test_code_of_the_same_syntax_stays(red: Redactor, text: str) -> None:
    assert red.redact_text(text) == text


@pytest.mark.parametrize(
    ("word", "secret"),
    [
        (PW, True),
        ("marble238@7IXG,", True),
        ("U1nwb5sNf[ngikLLK3De", True),  # a lone bracket
        ("Icon@2x-Dark.png", False),
        ("maria.ferreira32@gmail.io", False),
        ("v1.2.3+Build456", False),
        ("rows[123]Total", False),  # an index
        ("feature/ABC-1234", False),
        ("Fix-Issue#1234-Login", False),  # an issue reference
        ("Osprey648#iwDn~", True),
    ],
)
def test_composed_password(word: str, secret: bool) -> None:
    assert composed_password(word) is secret


def test_composed_password_in_a_working_directory(red: Redactor) -> None:
    cwd = f"/srv/apps/{PW}/api"
    assert PW not in red.redact_text(cwd)


def test_percent_escape_is_not_a_password_symbol() -> None:
    assert not composed_password("codespaces%2Borganic-tribble-v6vqgxj5xg4xcpqgx")
    assert composed_password("marble291%3FZe08.")


def test_base58_public_key_is_not_a_random_key(red: Redactor) -> None:
    text = 'L1: {\nL2:   "trading_key": "2KW2XRd9kwqet15Aha2oK3tYvd3nWbTFH1MBiRAv1BE1",\nL3: }'
    assert red.redact_text(text) == text


@pytest.mark.parametrize("field", ["/srv/deploy/{}.json", "-srv-deploy-{}", "notes-{}"])
def test_compact_international_phone_in_an_identifier(red: Redactor, field: str) -> None:
    phone = "+4917009138098"
    out = red.redact_text(field.format(phone))
    assert phone not in out and "PHONE" in out


def test_url_escaped_base64_token_in_a_path(red: Redactor) -> None:
    token = _s(43)
    assert token not in red.redact_text(f"/x/{token}%3D/y")


def test_directive_stops_at_an_escape(red: Redactor) -> None:
    text = "machine h\\n  login u\\n  password REDACTED_PAT\\n"
    assert "REDACTED_PAT" in red.redact_text(text)


@pytest.mark.parametrize("number", ["06 96 25 92 81", "01.45.67.89.10"])
def test_national_number_in_pairs(red: Redactor, number: str) -> None:
    assert number not in red.redact_text(f"Rappeler le client au {number} avant 18h.")


@pytest.mark.parametrize("dump", ["00 01 02 03 04 05 06 07 08", "3f 01 23 45 67 89 ab"])
def test_hex_dump_is_no_phone(red: Redactor, dump: str) -> None:
    assert red.redact_text(dump) == dump


def test_token_after_a_named_hook_segment(red: Redactor) -> None:
    token = _s(32, "0123456789abcdef")
    url = f"https://h.webhook.office.test/webhookb2/x/IncomingWebhook/{token}/y"
    assert token not in red.redact_text(f"$Url = '{url}'")
    assert red.redact_text("GET /repos/o/r/hooks/12345678 HTTP") == "GET /repos/o/r/hooks/12345678 HTTP"


def test_key_container_base64(red: Redactor) -> None:
    blob = "MII" + _s(300, string.ascii_letters + string.digits + "+/")
    text = f'{{"contentType": "application/x-pkcs12", "value": "{blob}"}}'
    assert blob[:40] not in red.redact_text(text)
    cert = f"-----BEGIN CERTIFICATE-----\n{blob}\n-----END CERTIFICATE-----"
    assert red.redact_text(cert) == cert  # a certificate is public
