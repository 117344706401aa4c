"""Identity numbers, coordinates and addresses by their layout (issue 31): whatever the scheme or
the country, a number after a document's cue, a field's value written like an identity number,
a place's coordinates and an address in any script are replaced; versions, dates, model names,
SQL, hashes, ids and code stay. Values are made up in each scheme's published layout."""

from __future__ import annotations

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.coordinates import coordinates, field_coordinates
from agent_traces.redact.documents import documents, field_documents, id_value
from agent_traces.redact.fields import field_spans
from agent_traces.redact.local_addresses import local_addresses


@pytest.fixture(scope="module")
def redactor() -> Redactor:
    return Redactor(usernames=[], hostnames=[])


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("  matricule=1975031512345 nom=SCHMIT", "1975031512345"),  # a 13-digit number of no table
        ('{"personasKods": "150389-12345"}', "150389-12345"),
        ("Customer: A. Christodoulou, TIC 12345678X, asks", "12345678X"),
        ("FİN kod: 5ABC7XY\n", "5ABC7XY"),
        ("Nom: EL AMRANI  CIN: BE123456  Ville: Casablanca", "BE123456"),
        ("name=W. Kamau national_id=27654321 kra_pin=A012345678Z", "A012345678Z"),
        ("name=W. Kamau national_id=27654321 kra_pin=A012345678Z", "27654321"),
        ('<cfdi:Receptor Rfc="GOLA990722L47" Nombre="JOSE"/>', "GOLA990722L47"),
        ("Personalausweis-Nr.: L01X00T47", "L01X00T47"),
        ("Driver's licence no: N01-23-456789", "N01-23-456789"),
        ("NIN: 12345678901", "12345678901"),
        ("tax_id = 'K123456789Q'", "K123456789Q"),
        ("Αριθμός Ταυτότητας: ΑΚ 123456", "ΑΚ 123456"),
    ],
)
def test_a_number_after_a_document_cue_is_replaced(redactor: Redactor, text: str, value: str) -> None:
    assert value not in redactor.redact_text(text)


@pytest.mark.parametrize(
    "text",
    [
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN">',
        "cost REAL NOT NULL DEFAULT 0.0 CHECK (cost >= 0.0), Priority INT DEFAULT 100",
        "DTSTART:20260408T100000Z\nDTEND:20260408T110000Z",
        '"at": "2026-07-10T18:48:42.844789Z"',
        "extracted from DAS NYC 2026 conference",
        "/** Modelo específico (ej: 2960-24TT-L) */",
        "SELECT * FROM t LIMIT 10000000",
        "PID 12345678 exited",
        'sha256: "ABCDEF0123456789"',
        "GPG key ID: 3AA5C34371567BD2",
        "HTTP 200 OK in 1234567 us",
        "ALL SONNET 3.5",
        "id_number = row.id_number  # keep",
        "plate = Plate(number)",
    ],
)
def test_software_and_dates_after_capitals_stay(text: str) -> None:
    assert documents(text) == []


@pytest.mark.parametrize(
    ("value", "strength", "expected"),
    [
        ("A012345678Z", 1, True),
        ("12345678", 1, True),
        ("1234567", 1, False),  # a process id, a counter
        ("2024-01-15", 2, False),
        ("1.2.3", 2, False),
        ("1700000000000", 1, False),  # an epoch in milliseconds
        ("AB12345678", 0, True),
        ("2960-24TT-L", 0, False),  # a model number under a short key
        ("AAAAAA11", 2, False),  # padding
    ],
)
def test_id_value(value: str, strength: int, expected: bool) -> None:
    assert id_value(value, strength) is expected


@pytest.mark.parametrize(
    ("field", "value", "number"),
    [
        ("branch", "wip/A012345678Z", "A012345678Z"),  # letters around digits (a tax PIN)
        ("path", "/srv/deploy/GOLA990722L47", "GOLA990722L47"),  # Mexico's RFC
        ("version", "12345678X", "12345678X"),  # digits and a check letter
        ("argument", "N01-23-456789", "N01-23-456789"),  # a lettered number in dash groups
        ("session", "150389-12345", "150389-12345"),  # a birth date and a serial
        ("branch", "wip/KT1651MC", "KT1651MC"),  # a registration plate
        ("path", "/home/u/.claude/projects/-srv-deploy-150389-12345/x.jsonl", "150389-12345"),
    ],
)
def test_a_field_value_in_an_identity_layout_is_replaced(field: str, value: str, number: str) -> None:
    spans = field_spans(field, value)
    assert any(value[s:e] == number for s, e, _ in spans), spans


@pytest.mark.parametrize(
    "value",
    [
        "release-240115-1530",  # a build stamp: YYMMDD of work, then a time
        "v1.2.3",
        "ISO8601",
        "x86_64-unknown-linux-gnu",
        "AES256GCM",
        "sha-1a2b3c4d5e6f",
        "PROJ-1234",
        "feature/JIRA-123-add-login",
        "node_modules/.cache/babel",
        "B0000000X",  # padding
        "20240115Z",  # a date with a zone letter
        "Ubuntu-22.04",
        "build-20240115-123456",
    ],
)
def test_field_values_of_software_stay(value: str) -> None:
    assert field_documents(value) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("GPS Latitude                    : 54 deg 26' 2.10\" N", "54 deg 26' 2.10\" N"),
        ("taken at 48°51'24.0\"N 2°21'03.0\"E", "48°51'24.0\"N"),
        ('{"lat": 48.856613, "lng": 2.352222}', "48.856613"),
        ('{"lat": 48.856613, "lng": 2.352222}', "2.352222"),
        ("location: 52.52001, 13.40495", "52.52001, 13.40495"),
        ("see https://maps.example.com/@52.520008,13.404954,15z", "52.520008,13.404954"),
        ("geo:37.78600,-122.39990", "37.78600,-122.39990"),
        # a WKT point (lon lat), an OpenStreetMap link, a pair after a home's word
        (" Jo K | SRID=4326;POINT(-79.270723 -10.997560)", "-79.270723 -10.997560"),
        ("https://www.openstreetmap.org/#map=19/-10.99756/-79.27072", "-10.99756/-79.27072"),
        ("home: 48.858370, 2.294481", "48.858370, 2.294481"),
    ],
)
def test_coordinates_of_a_place_are_found(text: str, value: str) -> None:
    assert any(text[f.start : f.end] == value for f in coordinates(text)), coordinates(text)


@pytest.mark.parametrize(
    "text",
    [
        "scores: 0.91234, 0.88123",  # a pair of decimals with no cue
        "loss=1.23456,1.19876",
        "version 1.20240115, 2.00000",
        "latency: 12.5 ms",
        "lat = 48.85",  # a city's coordinate, not a house's
        "loss 0.912345 0.887766",  # two decimals apart by a space, no cue
        "checkpoint 1.234567/2.345678",
    ],
)
def test_decimals_that_are_no_place_stay(text: str) -> None:
    assert coordinates(text) == []


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("54.43392,23.49128", True),
        ("54-91627--7-06869", True),  # a project folder's form of ``54.91627,-7.06869``
        ("1.2.3", False),
        ("3.14159,2.71828", True),
        ("0.00000,0.00000", False),
    ],
)
def test_field_coordinates(value: str, expected: bool) -> None:
    assert bool(field_coordinates(value)) is expected


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Διεύθυνση αποστολής:\nΚατερίνα Μαυρίδου\nΕρμού 17, 105 63 Αθήνα", "Ερμού 17, 105 63 Αθήνα"),
        ('{"dia_chi": "Số 221 ngõ 87 phố Kim Mã, Hà Nội"}', "Số 221 ngõ 87 phố Kim Mã, Hà Nội"),
        ("адрес: ул. Ленина 5, кв. 12", "ул. Ленина 5, кв. 12"),
        ("ул. Ленина 5, 620014 Екатеринбург", "ул. Ленина 5, 620014 Екатеринбург"),
        ("alamat: Jl. Merdeka No. 12, Bandung", "Jl. Merdeka No. 12, Bandung"),
        # other scripts' colons, Bengali's vowel signs, compound keys, more languages' keys
        ("Առաքման հասցե՝ Երևան 0025, Աբովյան 14, բն. 8", "Երևան 0025, Աբովյան 14, բն. 8"),
        ("ঠিকানা: বাড়ি ১৭, রোড ৩, গুলশান, ঢাকা", "বাড়ি ১৭, রোড ৩, গুলশান, ঢাকা"),
        ("Lieferadresse: Bergstraße 12, 3. OG, 04109 Leipzig", "Bergstraße 12, 3. OG, 04109 Leipzig"),
        ("хаяг: Дархан, 5-р баг, 14 байр, 22 тоот", "Дархан, 5-р баг, 14 байр, 22 тоот"),
        (
            "Señas: Barrio Escalante, del parque 100 m norte, casa 12",
            "Barrio Escalante, del parque 100 m norte, casa 12",
        ),
    ],
)
def test_addresses_in_any_script_are_found(text: str, value: str) -> None:
    assert any(text[f.start : f.end] == value for f in local_addresses(text)), local_addresses(text)


@pytest.mark.parametrize(
    "text",
    [
        "Figure 3, 2019 Report",
        "Table 2, 1995 Census",
        "Retry 3, 10000 requests",
        "adresse: 0.0.0.0:8080",
        'adresa = "http://localhost:3000/api"',
        "ünvan: Bakı, Nəsimi r.",  # no house number
        "address_of(x, 12)",
        "Chapter 12, 10000 words",
        "Serveradresse: srv01:8080",
        '"emailAdresse": "x"',
    ],
)
def test_lines_that_are_no_address_stay(text: str) -> None:
    assert local_addresses(text) == []


def test_a_passport_number_read_from_its_zone_is_replaced_where_repeated(redactor: Redactor) -> None:
    mrz = (
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\n"
        "L898902C36UTO7408122F1204159ZE184226B<<<<<10\n"
        "parsed: number=L898902C3 dob=740812"
    )  # ICAO 9303's specimen
    assert "L898902C3" not in redactor.redact_text(mrz)


def test_a_document_column_of_a_table_is_read_whatever_its_scheme(redactor: Redactor) -> None:
    csv = "rider_id,full_name,license_no,expiry\nR-5512,Juan Santos,N01-23-456789,2029-08-14\n"
    out = redactor.redact_text(csv)
    assert "N01-23-456789" not in out and "2029-08-14" in out and "R-5512" in out
    table = " owner            | plate\n Tkachenko Andrii | KT1651MC\n(1 row)"
    assert "KT1651MC" not in redactor.redact_text(table)


@pytest.mark.parametrize(
    ("field", "value", "part"),
    [
        ("branch", "wip/Ermou-17-10563", "Ermou-17-10563"),
        ("path", "/srv/deploy/Agiou-Dimitriou-111-16517", "Agiou-Dimitriou-111-16517"),
        ("version", "1975031512345", "1975031512345"),  # a 13-digit number starting with a birth date
    ],
)
def test_a_street_line_or_a_dated_number_in_a_field_is_replaced(field: str, value: str, part: str) -> None:
    spans = field_spans(field, value)
    assert any(value[s:e] == part for s, e, _ in spans), spans


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("branch", "wip/Release-2-candidate"),
        ("path", "/srv/app/Python-3-12345abc"),
        ("session", "1732875600123"),  # a time in milliseconds of the work
        ("version", "1.2.3-Build-5-67890x"),
    ],
)
def test_field_values_near_those_layouts_stay(field: str, value: str) -> None:
    assert field_spans(field, value) == []
