"""A person's data bare in a structured field, by the class of its layout (issue 31): numbers in
digit groups, long numbers, capitals and digits, dates of birth of other calendars, e-mail
addresses and places; and the names, ids, dates and versions of the work that stay."""

from __future__ import annotations

import pytest

from agent_traces.redact.field_personal import field_personal
from agent_traces.redact.fields import field_spans


def _luhn_complete(body: str) -> str:
    """``body`` with the Luhn check digit that makes it valid (an ICCID's)."""
    for d in "0123456789":
        total = 0
        for i, c in enumerate(reversed(body + d)):
            n = int(c) * (2 if i % 2 else 1)
            total += n - 9 if n > 9 else n
        if total % 10 == 0:
            return body + d
    raise AssertionError(body)


@pytest.mark.parametrize(
    ("field", "value", "found"),
    [
        ("path", "/srv/deploy/1-1234-5678", "1-1234-5678"),  # a Costa Rican cédula's layout
        ("branch", "wip/181/815/08155", "181/815/08155"),  # ELSTER's Steuernummer example
        ("version", "1234-567890", "1234-567890"),  # a Japanese basic pension number's layout
        ("argument", "123-456-789-000", "123-456-789-000"),  # a Philippine TIN with its branch
        ("session", "11-12-345678-90", "11-12-345678-90"),  # a Korean driving licence's layout
        ("path", "/srv/deploy/8 (912) 345-67-89", "8 (912) 345-67-89"),  # a Russian phone
        ("branch", "wip/19-2000145399/0800", "19-2000145399/0800"),  # a Czech account and bank
        ("path", "/srv/deploy/12345-003-1234567", "12345-003-1234567"),  # a Canadian cheque's line
        ("branch", "wip/40817810099910004312", "40817810099910004312"),  # a Russian account
        ("version", "2850590940090418135201", "2850590940090418135201"),  # an Argentine CBU
        ("argument", "ABC1234567", "ABC1234567"),  # an Indian voter id (EPIC) layout
        ("path", "/srv/deploy/1234567890AB", "1234567890AB"),  # an Ontario health card's layout
        ("branch", "wip/ES0021000000001234AB", "ES0021000000001234AB"),  # a Spanish CUPS layout
        ("session", "F-123456-C", "F-123456-C"),  # Andorra's resident number layout
        ("path", "/srv/deploy/1359-11-01", "1359-11-01"),  # a Solar Hijri date of birth
        ("branch", "wip/01-01-2523", "01-01-2523"),  # a Buddhist-era date of birth
        ("version", "昭和51年7月6日", "昭和51年7月6日"),  # a Japanese-era date of birth
        ("path", "/srv/deploy/anna.lindqvist@example.org", "anna.lindqvist@example.org"),
        ("argument", "j.doe42@mail.example", "j.doe42@mail.example"),
        ("branch", "wip/8FVC9G8F+6X", "8FVC9G8F+6X"),  # Google's plus code example
        (
            "path",
            "/srv/deploy/Calle Durango 634, Col. Americana, C.P. 12399",
            "Calle Durango 634, Col. Americana, C.P. 12399",
        ),
        (
            "argument",
            "서울특별시 관악구 올림픽로 527 112동 1464호",
            "서울특별시 관악구 올림픽로 527 112동 1464호",
        ),
        ("session", "ул._Садовая,_д._92,_кв._58", "ул._Садовая,_д._92,_кв._58"),
    ],
)
def test_a_person_in_a_field_is_replaced(field: str, value: str, found: str) -> None:
    assert any(value[s:e] == found for s, e, _ in field_spans(field, value)), field_spans(field, value)


def test_a_sim_number_that_fits_64_bits_is_taken_by_its_check() -> None:
    iccid = _luhn_complete("891004234814455936")  # 19 digits, under 2**64
    assert field_personal("branch", f"wip/{iccid}") == [(4, 23)]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("branch", "release-2024-01-15"),
        ("path", "_private\\notes\\BRIEF-LAF-25-2026-04-04.md"),  # a date after a number
        ("path", "/u/target/debug/deps/app-1e7d5d20dd52270d.long-type-6071386489467655679.txt"),
        ("session", "12345678-1234-4234-8234-123456789012"),  # a UUID of digits
        ("branch", "ports-8000-9000"),
        ("version", "1.2.3"),
        ("version", "2024.10.15.123456"),
        ("path", "/srv/data/2019-2024-2025"),  # years
        ("path", "/srv/build/20240115-103000"),  # a stamp
        ("session", "1700000000-1234"),  # an epoch and a counter
        ("argument", "agent:main:whatsapp:group:120363426020829525@g.us"),  # a chat group
        ("path", "tests/fixtures/test_conversation_gemini@64f8faf.json"),  # a file at a commit
        ("argument", "git@github.com"),
        ("argument", "noreply@example.com"),
        ("path", "/usr/lib/x86_64-linux-gnu/ISO8859-1"),
        ("argument", "SHA256"),
        ("path", "/var/lib/docker/A5363765B83D96"),  # capital hex: an id
        ("path", "/srv/reports/2024年3月15日 会议 3"),  # a date in CJK with a number
        ("branch", "feature/JIRA-1234-fix-login"),
        ("path", "/srv/notes/Claude vault project memory 3-28-2026.md"),
    ],
)
def test_the_work_s_names_and_numbers_stay(field: str, value: str) -> None:
    assert field_personal(field, value) == []
    assert field_spans(field, value) == []


@pytest.mark.parametrize(
    ("field", "value", "found"),
    [
        ("path", "/srv/deploy/970ab8a2:55fa24fd", "970ab8a2:55fa24fd"),  # Bundler's user:password
        ("branch", "wip/9179996c:fffa544a", "9179996c:fffa544a"),
        ("session", "b6a672ff:a9aea2ee", "b6a672ff:a9aea2ee"),
        ("session", "d03e7325a30b2506bcff1da0:680ec7d26c67aa4c6b58566f", None),  # not a harness
        ("branch", "wip/cobalt pebble glacier tundra 83", "cobalt pebble glacier tundra 83"),
        ("version", "lilac.walnut.pebble.ember.21", "lilac.walnut.pebble.ember.21"),
        ("version", "prairie_meadow_tundra_orbit_63", "prairie_meadow_tundra_orbit_63"),
    ],
)
def test_what_no_field_holds_is_replaced(field: str, value: str, found: str | None) -> None:
    spans = field_spans(field, value)
    assert any(value[s:e] == (found or value) for s, e, _ in spans), spans


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("branch", "HEAD (detached at 1a2b3c4)"),
        ("branch", "HEAD"),
        ("version", "nightly"),
        ("version", "dev-build"),
        ("version", "1.0.0-rc.1+build.5"),
        ("path", "C:\\Users\\u\\src\\app"),
        ("argument", "10:30:00"),
        ("argument", "fe80::1ff:fe23:4567:890a"),
        ("session", "claude_code:4f1a9c2b-0d93-4e1a-8f1a-9c2b0d93e1a7"),
    ],
)
def test_branch_version_and_pair_rules_leave_normal_values(field: str, value: str) -> None:
    assert field_spans(field, value) == []


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("branch", "ingest-2026-04-15T130736Z"),  # a stamp in a branch
        ("branch", "main..origin/main"),  # a range in git's output
    ],
)
def test_stamps_and_ranges_in_a_branch_stay(field: str, value: str) -> None:
    assert field_spans(field, value) == []
