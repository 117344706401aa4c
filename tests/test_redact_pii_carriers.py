"""Personal data in the carriers that put its cue away from the value (issue 31, round 2): an
SQL insert's column list, a CSV header, a form-encoded body, cue words written as key names in
local languages, labels in local scripts, birth-date keys, and login names in authentication
logs; and code, data and logs of the same shape that must stay."""

from __future__ import annotations

import json

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.auth_logs import auth_log_users
from agent_traces.redact.columns import column_ids
from agent_traces.redact.contact import birth_dates
from agent_traces.redact.national_ids import national_ids


def _spans(found: list, text: str) -> list[str]:
    return [text[f.start : f.end] for f in found]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "INSERT INTO klienci (imie, nazwisko, pesel) VALUES ('Zofia', 'Nowak', '44051401359');",
            "44051401359",
        ),
        ('INSERT INTO p (id, "bsn_nummer") VALUES (1, 111222333), (2, 123456782);', "111222333"),
        ("INSERT INTO assures (nom, numero_secu) VALUES ('Dupont', '255081416802538');", "255081416802538"),
        ("nome;cpf;cidade\nAna Lima;52998224725;Recife\n", "52998224725"),
        ("name,personnummer,city\nAnna,8112189876,Lund\n", "8112189876"),
    ],
)
def test_id_named_by_its_column(text: str, value: str) -> None:
    assert value in _spans(column_ids(text), text)


@pytest.mark.parametrize(
    "text",
    [
        "INSERT INTO builds (id, version, sha) VALUES (44051401359, '1.2.3', 'abc');",
        "INSERT INTO t (pin, code) VALUES ('44051401359', '111222333');",
        "id,build,timestamp\n44051401359,111222333,1700000000\n",
        "name,sin,cos\nx,0.84147098,0.5403023\n",  # trigonometry, not Canada's SIN
        "user_id,pesel\n1,12345678901\n",  # fails the PESEL check
    ],
)
def test_columns_of_other_data_stay(text: str) -> None:
    assert column_ids(text) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("first_name=Marie&sin=766+048+763&province=QC", "766+048+763"),
        ("q=1&ssn_number=123%2045%206789", None),
        ("# NAS: 766 048 763", "766 048 763"),
        ('{"numero_secu": "255081416802538"}', "255081416802538"),
        ("sozial_versicherungs_nummer = x; social_security_number: 123-45-6789", "123-45-6789"),
        ("שם: דנה כהן\nת.ז.: 123456782", "123456782"),
        ("מספר זהות 123456782", "123456782"),
    ],
)
def test_cue_in_form_key_and_local_script(text: str, value: str | None) -> None:
    found = _spans(national_ids(text), text)
    if value is not None:
        assert value in found


def test_form_plus_is_not_arithmetic_after_any_word() -> None:
    assert national_ids("total=766+048+763") == []
    assert national_ids("sin=1+2+3") == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('{"full_name": "Ana Lima", "date_of_birth": "1984-03-02"}', "1984-03-02"),
        ('{"dataNascimento": "02/03/1984"}', "02/03/1984"),
        ('{"fecha_nacimiento": "1984-03-02"}', "1984-03-02"),
        ("data_di_nascita = '1984-03-02'", "1984-03-02"),
        ("geb_datum: 02.03.1984", "02.03.1984"),
    ],
)
def test_birth_date_in_keys_named_for_it(text: str, value: str) -> None:
    assert value in _spans(birth_dates(text), text)


@pytest.mark.parametrize(
    "text",
    [
        "release_date: 2024-01-02",
        "build_date=2020-01-01",
        '{"dataset": "2020-01-01"}',
        "updated_at 1984-03-02",
    ],
)
def test_other_dates_stay(text: str) -> None:
    assert birth_dates(text) == []


@pytest.mark.parametrize(
    ("text", "user"),
    [
        ("sshd[2211]: Accepted publickey for maria4x9z from 81.2.69.160 port 51234 ssh2", "maria4x9z"),
        ("sshd[9]: Failed password for invalid user jdoe from 81.2.69.160 port 22 ssh2", "jdoe"),
        ("sshd[9]: Invalid user kpatel from 81.2.69.160 port 22", "kpatel"),
        ("pam_unix(sshd:session): session opened for user anna(uid=1000) by (uid=0)", "anna"),
        ("sudo:   kofi : TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=/bin/ls", "kofi"),
    ],
)
def test_login_names_in_auth_logs(text: str, user: str) -> None:
    assert _spans(auth_log_users(text), text) == [user]


@pytest.mark.parametrize(
    "text",
    [
        "sshd[1]: Accepted publickey for root from 81.2.69.160 port 22 ssh2",
        "sshd[1]: Accepted publickey for ubuntu from 81.2.69.160 port 22 ssh2",
        "for user in users: print(user)",
        "Accepted answer for question from reviewer",
    ],
)
def test_generic_accounts_and_code_stay(text: str) -> None:
    assert auth_log_users(text) == []


def test_end_to_end() -> None:
    r = Redactor(key=b"k" * 32)
    text = "INSERT INTO klienci (imie, nazwisko, pesel) VALUES ('Zofia', 'Nowak', '44051401359');"
    assert "44051401359" not in r.redact_text(text)
    log = "sshd[2211]: Accepted publickey for maria4x9z from 81.2.69.160 port 51234 ssh2"
    out = r.redact_text(log)
    assert "maria4x9z" not in out and "81.2.69.160" not in out
    row = json.dumps({"id": 7, "date_of_birth": "1984-03-02"})
    assert "1984-03-02" not in r.redact_text(row)
