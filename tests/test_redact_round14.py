"""Round 14 of issue 31 (tuned on sets 34/35): mainframe keyword parameters, COBOL ``VALUE``
clauses, C string copies and arrays, drawn constants, printed keys with a version prefix, a JWT
before a URL's fragment; for people, birth dates in a person's table row and under ``bdate``,
names under single-quoted keys and after a label apart by spaces, push registration ids. Code and
prose that must survive are checked too."""

from __future__ import annotations

import pytest

from agent_traces.redact import Redactor


@pytest.fixture(scope="module")
def red() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


FOUND = [
    ("ALTUSER BATCH47 PASSWORD(G8W3D6#9) NOEXPIRED RESUME", "G8W3D6#9"),
    (
        "  ALTUSER U3TNHVR PHRASE('lantern canyon 71 glacier violet') NOEXPIRED",
        "lantern canyon 71 glacier violet",
    ),
    ("  CHGUSRPRF USRPRF(EDIUSR) PASSWORD(SPRING1566) PWDEXP(*NO)", "SPRING1566"),
    ("       01  WS-NEW-PASSWORD  PIC X(8)  VALUE 'JUL3241@'.", "JUL3241@"),
    ('memcpy(eci.eci_password, "GW06ETPX", 8);', "GW06ETPX"),
    ('char pw[] = "luna838horse";', "luna838horse"),
    ("OPENVIDU_SECRET=MEETUP_OPC7ASZF3VGZYY", "MEETUP_OPC7ASZF3VGZYY"),
    (
        "$ minkms identity\nYour API key:\n\n   k1:FR_vRJtJWUcmlftXwFfPF2JWVL6A8B5CQA1dryQj7v9\n",
        "FR_vRJtJWUcmlftXwFfPF2JWVL6A8B5CQA1dryQj7v9",
    ),
    (
        "https://bi.example.com/embed/dashboard/eyJhbGciOiJIUzI1NiJ9.eyJyZXNvdXJjZSI6eyJkYXNoYm9hcmQiOjE4Nn19"
        ".NBJNnHsFbxKskErwmI0-tn4j6eyT3R5nyCmW0bjqTNM#bordered=true",
        "NBJNnHsFbxKskErwmI0-tn4j6eyT3R5nyCmW0bjqTNM",
    ),
    ('name,birthdate,grade,guardian_phone\n"Ana Lima",2014-07-27,2,"+44 7700 900123"', "2014-07-27"),
    ("[{'id': 621578570, 'first_name': 'Timur', 'last_name': 'Galiev', 'bdate': '5.8.1988'}]", "5.8.1988"),
    ("[{'id': 621578570, 'first_name': 'Timur', 'last_name': 'Galiev'}]", "Galiev"),
    ("{'name': 'Timur Galiev', 'email': 'timur.g@mail.ru'}", "Timur Galiev"),
    (
        "Certificate for COVID-19 Vaccination\nBeneficiary Name  Lakshmi Narayanan Iyer\nAge 46",
        "Lakshmi Narayanan Iyer",
    ),
    ("I/JIGUANG-JPush: registrationId:1bde78075b4fc739b4c", "1bde78075b4fc739b4c"),
]


@pytest.mark.parametrize(("text", "value"), FOUND)
def test_round_14_found(red: Redactor, text: str, value: str) -> None:
    assert value not in red.redact_text(text)


KEPT = [
    "if password(user): pass\nx = PASSWORD(len)",
    'strcpy(buf, "hello world");\nstrcpy(cfg.password, "password");',
    "MAX_RETRIES_2X_BACKOFF = 3\nalgorithm = X509V3EXTENSIONS",
    "name,release_date\nBuild Tool,2014-07-27",
    "Name        Status   Age\nNAME        READY   STATUS",
    "the surname's origin: Norman",
    "       01  WS-PASSWORD-LEN  PIC 9(2)  VALUE 12.",
]


@pytest.mark.parametrize("text", KEPT)
def test_round_14_kept(red: Redactor, text: str) -> None:
    assert red.redact_text(text) == text
