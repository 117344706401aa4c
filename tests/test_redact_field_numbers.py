"""Long digit runs and dates of birth in structured fields (issue 31): a field holds times and
short counters; a whole part of 8 to 18 digits that is none is a person's number. The numbers
are the public examples of their schemes' documentation."""

from __future__ import annotations

import pytest

from agent_traces.redact.field_numbers import digit_runs, time_like
from agent_traces.redact.fields import field_spans


@pytest.mark.parametrize(
    ("field", "value", "number"),
    [
        ("path", "/srv/app/111222333", "111222333"),  # BSN test number (Logius)
        ("branch", "wip/123456782", "123456782"),  # TFN example (ATO)
        ("version", "9434765919", "9434765919"),  # NHS number example (NHS Digital)
        ("argument", "446667651", "446667651"),  # SIN example (Canada.ca)
        ("session", "4155552671", "4155552671"),  # a phone in E.164 without its "+1"
        (
            "path",
            "/home/u/.claude/projects/-srv-deploy-002010077777777771",
            "002010077777777771",
        ),  # CLABE (Banxico)
        ("path", "/srv/deploy/secrets/06-12345678.json", "12345678"),
        ("branch", "wip/1977-05-28-12345678", "1977-05-28"),  # FHIR birthDate layout
        ("path", "/srv/deploy/28.05.1977", "28.05.1977"),  # a German form's Geburtsdatum
    ],
)
def test_a_person_number_in_a_field_is_replaced(field: str, value: str, number: str) -> None:
    spans = field_spans(field, value)
    assert any(value[s:e] == number for s, e, _ in spans), spans


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("session", "1700000000"),  # an epoch in seconds
        ("session", "1700000000123"),  # in milliseconds
        ("version", "20250101"),  # a nightly's date
        ("version", "1.2.3-20250101123456"),  # a stamp
        ("branch", "release/2024-05-16"),  # a work date
        ("session", "01996135-afde-7911-97f0-d863511eca56"),  # a UUID whose first group is digits
        ("session", "pandas-dev__pandas.95280573.pr_53652"),  # a short commit that is all digits
        ("path", "/u/231215291"),  # a URL's numbered item
        ("argument", "agent:main:whatsapp:group:120363402248025816@g.us"),  # a chat group's address
        ("path", "/tmp/123456789"),  # under temporary files
        ("branch", "pr-1234567"),  # a counter
        ("path", "/data/00000000"),  # padding
    ],
)
def test_times_and_ids_stay(field: str, value: str) -> None:
    assert field_spans(field, value) == []


def test_times() -> None:
    assert time_like("1700000000") and time_like("1700000000000000") and time_like("202501011230")
    assert not time_like("19770528") and not time_like("936829916")


def test_a_dated_13_digit_id_is_no_epoch() -> None:
    # a CNP (Romania) of a man born 1965-07-22 passes its check and is not read as milliseconds
    assert digit_runs("1650722241820") == [(0, 13)]


def test_a_project_folder_address_beside_a_file_named_by_an_address() -> None:
    # Claude Code writes ``/home/u/ana.lopez@gmail.com`` as ``-home-u-ana-lopez-gmail-com``; a
    # session file in it named by another address must not hide it
    from agent_traces.redact.personal_fields import bare_personal

    text = "-home-u-ana-lopez-gmail-com/b.c@example.org.jsonl"
    assert [text[f.start : f.end] for f in bare_personal(text) if f.category == "email"] == [
        "ana-lopez-gmail-com"
    ]


@pytest.mark.parametrize(
    ("folder", "found"),
    [
        ("-home-u-tyamada85-docomo-ne-jp", True),  # NTT Docomo's mail (docomo.ne.jp)
        ("-home-u-jsilva42-uol-com-br", True),  # UOL's mail (uol.com.br)
        ("-home-u-python311-django-com", False),  # a project named like a domain
        ("-srv-app-node18-api-io", False),
    ],
)
def test_a_login_address_under_a_second_level_domain(folder: str, found: bool) -> None:
    from agent_traces.redact.personal_fields import bare_personal

    assert any(f.category == "email" for f in bare_personal(folder)) is found


@pytest.mark.parametrize(
    "value",
    [
        "/srv/app/X00000001",  # not padding: one letter and 8 digits (a passport's layout)
        "wip/1234567T",  # PPSN layout (Revenue's example 1234567T)
        "99AA00001",  # a French passport's layout
        "ABCPE1234F",  # PAN layout (Income Tax Department's example)
        "65170839J003",  # a German pension insurance number's layout
    ],
)
def test_a_document_number_in_a_field_is_replaced(value: str) -> None:
    assert field_spans("branch", value)


@pytest.mark.parametrize("value", ["feature/AB1234", "v12345678", "JIRA-1234567", "R20250101"])
def test_tickets_and_versions_stay(value: str) -> None:
    assert field_spans("branch", value) == []


def test_a_document_number_in_a_project_folder() -> None:
    text = "/root/.claude/projects/-srv-deploy-X12345678"
    assert [text[s:e] for s, e, _ in field_spans("path", text)] == ["X12345678"]


@pytest.mark.parametrize(
    ("field", "value", "number"),
    [
        ("path", "/srv/app/123.456.789-09", "123.456.789-09"),  # CPF layout (Receita Federal)
        ("branch", "wip/12.345.678-5", "12.345.678-5"),  # RUT layout (SII Chile)
        ("version", "1234567-1", "1234567-1"),  # Y-tunnus layout (PRH)
        ("session", "130390-H-01815", "130390-H-01815"),  # a service number with a letter group
        ("argument", "160.123.000.000.037.21", "160.123.000.000.037.21"),  # e-prescription id layout
        ("path", "/srv/app/952 601 814", "952 601 814"),  # Norway's org.nr in groups of three
    ],
)
def test_a_number_in_groups_in_a_field_is_replaced(field: str, value: str, number: str) -> None:
    assert any(value[s:e] == number for s, e, _ in field_spans(field, value)), field_spans(field, value)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("version", "10.0.22631.3007"),  # a Windows build
        ("version", "0.0.0-20240115123456-abcdef123456"),  # a Go pseudo-version
        ("version", "1.2.3-456789"),
        ("version", "4.057-5.064"),  # a range of decimals
        ("path", "/srv/logs/2024-11-27-153000"),
        ("path", "/srv/net/192.168.100.200"),
        ("branch", "release-1234567-8"),  # the tail of a longer name
        ("path", "/usr/local/cuda-12.4.131/bin"),
        ("branch", "wip/1732700000-4821"),  # an epoch and a counter
    ],
)
def test_dates_versions_and_addresses_in_groups_stay(field: str, value: str) -> None:
    assert field_spans(field, value) == []


@pytest.mark.parametrize(
    ("field", "value", "code"),
    [
        ("branch", "wip/3130375A815BI0", "3130375A815BI0"),  # a passport's personal number layout
        ("path", "/srv/app/80M12345D6", "80M12345D6"),
        ("session", "7301846P59213K", "7301846P59213K"),
    ],
)
def test_capitals_and_seven_digits_in_a_field_are_replaced(field: str, value: str, code: str) -> None:
    assert any(value[s:e] == code for s, e, _ in field_spans(field, value)), field_spans(field, value)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("branch", "ingest-2026-04-14T130939Z"),  # a stamp's tail
        ("branch", "build/20241127A1"),
    ],
)
def test_stamps_and_capital_hex_stay(field: str, value: str) -> None:
    assert field_spans(field, value) == []
