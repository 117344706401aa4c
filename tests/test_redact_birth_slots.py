"""A labelled birth slot holds a date of birth in any calendar, script or words
(``redact/birth_calendars.py``, issue 31); placeholders, formats and code under such names stay."""

from __future__ import annotations

import pytest

from agent_traces.redact import Redactor
from agent_traces.redact.birth_calendars import birth_slots


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('date_of_birth_saka: "11 Jyeshtha 1900 Saka"\n', "11 Jyeshtha 1900 Saka"),
        ("জন্ম তারিখ: ১১ আষাঢ় ১৩৮৫ বঙ্গাব্দ\n", "১১ আষাঢ় ১৩৮৫ বঙ্গাব্দ"),
        ("出生日期：农历1970年三月十三\n", "农历1970年三月十三"),
        ("Született: Debrecen, 1970. március 13.\n", "Debrecen, 1970. március 13"),
        ("የትውልድ ቀን: 11/03/1975 ዓ.ም.\n", "11/03/1975 ዓ.ም"),
        ('{"dob": "4 Tishrei 5745", "name": "N L"}', "4 Tishrei 5745"),
    ],
)
def test_the_value_of_a_birth_slot_is_a_date_of_birth(text: str, value: str) -> None:
    assert [text[f.start : f.end] for f in birth_slots(text)] == [value]
    assert value not in Redactor(usernames=[], hostnames=[]).redact_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "date_of_birth: null",
        "birth_date = models.DateField(null=True)",
        'DOB_FORMAT = "%Y-%m-%d"',
        '"dob": "YYYY-MM-DD"',
        "birthdate: 2",
        '  "birthYear": 1985,',
        "dob: {{ user.dob }}",
    ],
)
def test_placeholders_formats_and_code_stay(text: str) -> None:
    assert birth_slots(text) == []
