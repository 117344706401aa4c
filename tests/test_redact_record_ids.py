"""Identity numbers of schemes no table lists, found by their record position (issue 31): the
rule is measured on numbers of countries outside every canary set, and on the numbers real code,
logs and data hold in the same positions."""

from __future__ import annotations

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.record_ids import record_ids


def _found(text: str) -> list[str]:
    return [text[f.start : f.end] for f in record_ids(text)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a JSON key of a language's own script (Mongolian register number, Armenian social card)
        ('{"нэр": "Бат", "регистрийн_дугаар": "8907314562"}', "8907314562"),
        ("{'name': 'Anahit', 'ՀԾՀ': '3405718926'}", "3405718926"),
        # a quoted value under a key nobody listed (Guatemala's DPI, Bolivia's CI)
        ('cliente = {"nombre": "Ana López", "dpi": "2456 78901 0101"}', "2456 78901 0101"),
        ('  ci: "4867390-1A"', "4867390-1A"),
        # a grouped or lettered value after a label in prose or a log line
        ("Tunisian CIN: 0743-8219 (verified)", "0743-8219"),
        ("ticket 4411: customer TIN: 123-456-789-000, asks for a refund", "123-456-789-000"),
        ("2026-03-01 WARN kyc: national_id=29012345678901 status=mismatch", "29012345678901"),
        # a plain number that starts with a date of birth, under a word no list has
        ("  kyc.md: nrp=850312456789 nume=POPESCU", "850312456789"),
        # an acronym in capitals right before the number (El Salvador's DUI, Jordan's NNO)
        ("Cliente: Ana Pérez, DUI 04567891-2, pide su estado de cuenta.", "04567891-2"),
        ("NNO 9861034567 رقم وطني", "9861034567"),
        # an XML element and an attribute
        ("<persona><cedulaIdentidad>V-17395026</cedulaIdentidad></persona>", "V-17395026"),
        ('<Emisor Rut="76943012-K" Nombre="ACME"/>', "76943012-K"),
        # a validator's test
        ("    expect(isValidCuit('20-38765432-6')).toBe(true);", "20-38765432-6"),
        ('    assert validate_dui("04567891-2")', "04567891-2"),
        # a PHP seeder and a Python factory
        ("            'nomor_ktp' => '3171012345678901',", "3171012345678901"),
        ('    jmbg = "0101990710006"', "0101990710006"),
    ],
)
def test_record_ids_found(text: str, value: str) -> None:
    assert value in _found(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a CSV cell under its column (Bhutan's CID), a grouped one under a word no list has
        ("name,cid,dzongkhag\nKarma Wangchuk,115-1200-5678,Thimphu\n", "115-1200-5678"),
        ("Nimi;Henkilötunnus;Kaupunki\nAino;131052-308T;Espoo\n", "131052-308T"),
        # an SQL tuple under its column
        (
            "INSERT INTO socios (nombre, cuil, ciudad) VALUES ('Ana', '27-12345678-4', 'Rosario');",
            "27-12345678-4",
        ),
        ("INSERT INTO clients (fio, snils) VALUES ('Иванов', '112-233-445 95');", "112-233-445 95"),
    ],
)
def test_record_ids_in_tables(text: str, value: str) -> None:
    assert value in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        # ids of records and systems, quantities, times: the label says so
        '{"id": "123456789012", "order_id": "98765432", "chat_id": "5512345678"}',
        '{"action":"send","channel":"telegram","target":"8148859805"}',
        "Content-Length: 134217728",
        '{"timestamp": "1700000000", "created_at": 1712345678901, "size": 73400320}',
        "  pid: 48213907  ppid: 1  uptime: 86400123",
        '"total_tokens": 123456789, "input_tokens": 98765432',
        "  maxPayloadSize `number` (optional) - Default: `134217728` (128 MB)",
        # numbers of another shape: a version, a network, a float, dates, a range of years
        "MSVC 14.32.31326 added ARM64 support",
        "version: 10.0.19041.1288",
        '    "--cidr=198.18.0.0/24",',
        'data = "65248E10 11"',
        "__copyright__ = '2014-2019, Grant Jenks'",
        "# Copyright (c) Secret Labs AB 1997-2004.",
        "'/CreationDate': 'D:19700101000000Z',",
        '[{"NO": "202101010000000003", "NAME": "A"}]',
        "1,3,20-09-01-01",
        # lists and coordinates, padding and examples
        "    # GH 42064 46431",
        "# Following RFC 2617/7616",
        "<svg viewBox='0 0 256 256'><polygon points=\"22 2 15 22 11 13 2 9 22 2\"/></svg>",
        '{"xlsxwriter": "FF111222", "openpyxl": "00111222"}',
        "  ssn : 111-22-3333",
        "  :widths: 10 20 10 60",
        # a variable of one letter, an argument, a device model
        '{"a": "2015-07-01", "b": "08335394550"}',
        'arg = "08335394550"',
        '  "2960-24tt": "2960-24TT",',
        "EA9E:16A6CA:6244B62:6CD5412:69EA5305",
        # a CSV of capitals (an export of codes, not of people) and of measures
        "SYMBOL,MOMENT,ID,ID_DEAL\nAAPL,20230301181139587,1925036343869802844,\n",
        "YEAR, DOY, a\n2001,106380451,10\n",
        "date,open,close,volume\n2024-01-02,187.15,185.64,82488700\n",
        # a plain number under an unknown word, with nothing that says it is a person's
        "  ref=4719305826 done",
        # hashes and identifiers of code
        'sha = "9f86d081884c7d65"; run_id = "12345678901"',
        "const uuid = '123e4567-e89b-12d3-a456-426614174000';",
        "    isValidPort('12345678')",
    ],
)
def test_record_ids_leave_code(text: str) -> None:
    assert _found(text) == []


def test_record_ids_redacted_end_to_end() -> None:
    r = Redactor(key=b"k" * 32)
    out = r.redact_text('{"ПІБ": "Коваленко Оксана", "РНОКПП": "3265158074"}')
    assert "3265158074" not in out
    # the record holds a person's number, so its labelled name is theirs (round 13)
    assert "Коваленко" not in out
    kept = '{"id": "123456789012", "count": 12345678}'
    assert r.redact_text(kept) == kept
