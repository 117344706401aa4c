"""Dates of birth in any calendar and script (issue 31): what :func:`.contact.birth_dates` reads
for Gregorian years 1900-2099, read here for every year a calendar writes.

A birth slot is proof enough that a date there is a person's: so after a birth cue (of
:data:`.contact.BIRTH_CUE` or of the languages added here: Thai ``วันเกิด``, Persian ``تاریخ تولد``,
Arabic ``تاريخ الميلاد``, Hindi ``जन्म तिथि``, Vietnamese ``ngày sinh``, Indonesian ``tanggal
lahir``, Greek, Hebrew, Chinese ``出生``/``生日``), a date of any calendar's layout is taken:

- numbers with a separator, any year of two to four digits (Buddhist ``2515``, Jalali
  ``1373/01/25``, Hijri ``1410-05-12``), in any digits (``۱۳۷۳/۰۱/۲۵``);
- a day, a month word of any script (``พ.ค.``, ``Farvardin``, ``मई``) and a year;
- an era name before numbers with the CJK units (``平成9年3月7日``, ``民國80年``, ``1990년 5월 3일``).

A labelled birth slot (``date_of_birth_saka: "11 Jyeshtha 1900 Saka"``, ``জন্ম তারিখ: ১১ আষাঢ়
১৩৮৫``, ``出生日期：农历一九七〇年三月十三``, ``Született: Debrecen, 1970. március 13.``) holds a
date of birth whatever calendar, script or words write it: its whole value is taken when it
holds a number of any script or CJK numerals (:func:`birth_slots`). A birth key's date written as
a clock's number in a wrapper (Avro's ``{"long": …}``, protobuf's ``{ seconds: … }``), GEDCOM's
``BIRT``/``DATE`` lines and a calendar's yearly birthday event are dates of birth too.
"""

from __future__ import annotations

import re

from .contact import BIRTH_CUE
from .findings import Finding
from .national_ids import _merged

_MORE_CUES = re.compile(
    r"(?i)วันเกิด|วัน(?:เดือนปี)?เกิด|تاریخ[\s\u200c_]*تولد|تاريخ[\s_]*(?:ال)?ميلاد|تولد|"
    r"जन्म[\s_]*(?:तिथि|तारीख|दिनांक)|ngày[\s_]*sinh|tanggal[\s_]*lahir|tgl[\s_.]*lahir|"
    r"ημερομηνία[\s_]*γέννησης|תאריך[\s_]*לידה|出生(?:日期|年月日)?|生日|誕生日|"
    r"(?<![a-z])(?:dob|birth|born|geburt|naissance|nacimiento|nascimento|nascita|lahir)(?![a-z])"
)
_NUM = r"\d{1,4}"
_SEP = r"[./\-]"
_DATE = re.compile(
    r"[^\w\n]{0,6}(?P<date>"
    # era name and CJK or Korean units
    r"(?:[^\W\d_]{1,4}\s?)?(?:\d{1,4}|元)\s?[年년]\s?\d{1,2}\s?[月월]\s?\d{1,2}\s?[日일]"
    # three numbers with one separator, any digits
    rf"|{_NUM}(?P<sep>{_SEP}){_NUM}(?P=sep){_NUM}(?![\w])"
    # day, month word of any script (abbreviated with dots, with its vowel signs), year
    r"|\d{1,2}\.?[ \t][^\W\d_][^\s\d]{0,13}(?:[ \t][^\W\d_][^\s\d]{0,11})?[ \t]\d{2,4}(?![\w])"
    r")"
)
# where a date of some calendar may start: the cue regexes run only in the text before one
_CANDIDATE = re.compile(
    rf"\d{{1,4}}{_SEP}\d{{1,2}}{_SEP}\d{{1,4}}|\d\s?[年년]|\d{{1,2}}\.?[ \t][^\W\d_]{{1,12}}"
)
# a label's ``:`` or a column's gap between the cue and the date (``วันเกิด: ``, ``生年月日　``)
_GAP = re.compile(r"[^\n\w]{0,3}[^\S\n]{0,3}(?:[^\W\d_]{1,3}\.?[^\S\n]{1,2})?")


def _plausible(date: str) -> bool:
    """Whether three numbers with separators hold a year and a month (``1.2.3`` is a version)."""
    parts = re.findall(r"\d+", date)
    if len(parts) != 3 or not re.fullmatch(rf"{_NUM}{_SEP}{_NUM}{_SEP}{_NUM}", date):
        return True
    return any(len(p) >= 3 for p in (parts[0], parts[2])) and any(1 <= int(p) <= 12 for p in parts)


_SLOT_CUES = (
    r"(?i:született|születési[\s_]*(?:dátum|idő)|narozen[ýa]?|datum[\s_]*narození|rođen[a]?|datum[\s_]*rođenja|"
    r"gimimo[\s_]*data|dzimšanas[\s_]*datums|sünniaeg|дата[\s_]*народження|"
    r"জন্ম[\s_]*তারিখ|የትውልድ[\s_]*ቀን|დაბადების[\s_]*თარიღი|ծննդյան[\s_]*ամսաթիվ|"
    # birth in Korean, the Dravidian and other Indic scripts, Southeast and Central Asia, Africa
    r"출생|ജനനം|ജനന[\s_]*തീയതി|பிறந்த[\s_]*(?:தேதி|நாள்)|పుట్టిన[\s_]*(?:తేదీ|రోజు)|ಜನ್ಮ[\s_]*ದಿನಾಂಕ|"
    r"જન્મ[\s_]*તારીખ|ਜਨਮ[\s_]*ਮਿਤੀ|උපන්[\s_]*දිනය|ថ្ងៃ(?:ខែឆ្នាំ)?កំណើត|ວັນເກີດ|မွေးနေ့|"
    r"төрсөн[\s_]*(?:огноо|өдөр)|туған[\s_]*күні|tug['ʻ‘]ilgan[\s_]*(?:sana|kun)|tarehe[\s_]*ya[\s_]*kuzaliwa|"
    r"petsa[\s_]*ng[\s_]*kapanganakan|doğum[\s_]*tarixi)"
)
# a date of birth as a structure under a birth key: Google's ``{"year": 1981, "month": 12, "day":
# 21}``, Python's ``date(1988, 5, 17)``, Java's ``LocalDate.of(1988, 5, 17)``, JavaScript's
# ``new Date(1988, 4, 17)``
_DATE_STRUCTURE = re.compile(
    r"[\w]{0,20}[\"']?[ \t]{0,3}[:=][ \t]{0,3}(?P<value>\{[ \t]{0,3}[\"']?year[\"']?[ \t]{0,2}[:=][ \t]{0,2}\d{4}[ \t]{0,2},"
    r"[ \t]{0,3}[\"']?month[\"']?[ \t]{0,2}[:=][ \t]{0,2}\d{1,2}[ \t]{0,2},[ \t]{0,3}[\"']?day[\"']?[ \t]{0,2}[:=][ \t]{0,2}\d{1,2}[ \t]{0,3}\}|"
    r"(?:new[ \t])?(?:[\w.]{0,20}\.)?(?:date|Date|LocalDate\.of|DateOnly|DateTime|datetime\.date|datetime)"
    r"\([ \t]{0,2}\d{4}[ \t]{0,2},[ \t]{0,2}\d{1,2}[ \t]{0,2},[ \t]{0,2}\d{1,2}[ \t]{0,2}\))"
)
# a cue (and the rest of its key's name: ``date_of_birth_saka``), a label's separator, the value
# to the end of its line or its closing quote
_SLOT_CUE = re.compile(
    rf"(?:(?i:{BIRTH_CUE.pattern.removeprefix('(?i)')}|{_MORE_CUES.pattern.removeprefix('(?i)')})|{_SLOT_CUES})"
)
_SLOT_TAIL = re.compile(
    r"[\w]{0,20}[\"']?[ \t]{0,3}(?:=>|[:：=፦՝])[ \t]{0,3}(?P<q>[\"'])?"
    # (or the epoch milliseconds of ASP.NET's JSON date, ``\/Date(251942400000)\/``)
    r"(?P<value>\\?/Date\(-?\d{1,15}(?:[+-]\d{4})?\)\\?/|[^\n\r\"'<>{}\[\]()$\\]{4,48})"
)
# where a slot's value may be: a separator, then a number of any script within the value's reach;
# the cue alternation runs only in the text before one
_SEP_NUMBER = re.compile(r"[:：=፦՝](?=[^\n]{0,52}?[\d〇零一二三四五六七八九十])")
# another field on the same line after a comma: a label word, then a number (``, tel. 0412``)
_NEXT_FIELD = re.compile(r",\s*[^\W\d_]{2,15}\.?\s*[:=]?\s*[+(\d]")
_NUMERAL = re.compile(r"\d|[〇零一二三四五六七八九十]")
_NOT_A_DATE = re.compile(r"(?i)^(?:null|none|n/?a|unknown|yyyy|dd|mm|\?+|-+|x+|\*+)")


def birth_slots(text: str) -> list[Finding]:
    """The whole value of a labelled birth slot in any calendar or script (see the module doc)."""
    out = []
    for lo, hi in _merged((m.start() - 50, m.start() + 1) for m in _SEP_NUMBER.finditer(text)):
        for cue in _SLOT_CUE.finditer(text, max(lo, 0), hi):
            m = _SLOT_TAIL.match(text, cue.end())
            found = _slot_value(m) if m is not None else None
            if found is not None:
                out.append(found)
    return out


def _slot_value(m: re.Match[str]) -> Finding | None:
    """The date of birth a slot's value holds: a number of any script in it, no placeholder; an
    unquoted value ends before the next field on its line."""
    text, end = m.string, m.end("value")
    quote = m.group("q")
    if quote and not text.startswith(quote, end):
        return None  # the value runs past its quote's reach
    if not quote and not (end == len(text) or text[end] in "\r\n" or text.startswith("\\n", end)):
        return None  # the line goes on past a date's length: no slot's value alone
    value = m.group("value").strip().rstrip(" \t.")
    if not _NUMERAL.search(value) or _NOT_A_DATE.match(value) or value.startswith(("%", "{")):
        return None
    if not quote and (cut := _NEXT_FIELD.search(value)):
        value = value[: cut.start()]  # ``DOB: 14.05.1944, tel. 0412 …``: the next field
    start = m.start("value") + m.group("value").index(value)
    return Finding(start, start + len(value), "birth_date", "date_of_birth")


_STRUCTURE_HINT = re.compile(
    r"year[\"']?[ \t]{0,2}[:=][ \t]{0,2}\d{4}|\([ \t]{0,2}\d{4}[ \t]{0,2},[ \t]{0,2}\d{1,2}[ \t]{0,2},"
)


def _date_structures(text: str) -> list[Finding]:
    """Dates written as structures after a birth cue; the cue regex runs only just before a hint."""
    out = []
    for lo, hi in _merged((m.start() - 60, m.start() + 1) for m in _STRUCTURE_HINT.finditer(text)):
        for cue in BIRTH_CUE.finditer(text, max(lo, 0), hi):
            m = _DATE_STRUCTURE.match(text, cue.end())
            if m is not None:
                out.append(Finding(m.start("value"), m.end("value"), "birth_date", "date_of_birth"))
    return out


# a date of birth as a clock's number in a wrapper under a birth key: Avro's ``"birth_ts":
# {"long": 590198400000}``, protobuf text's ``birth_date { seconds: 629510400 }``, MongoDB's
# ``"dob": {"$date": …}``/``{"$numberLong": "…"}``
_CLOCK_HINT = re.compile(
    r"""(?:long|seconds|\$date|\$numberLong|millis)["']?[ \t]{0,2}:[ \t]{0,2}["']?-?\d{6,15}|structure\([ \t]{0,2}-?\d"""
)
_CLOCK_STRUCTURE = re.compile(
    r"""[\w]{0,20}["']?[ \t]{0,3}:?[ \t]{0,3}\{\s{0,12}["']?(?:long|seconds|\$date|\$numberLong|millis)["']?"""
    r"""[ \t]{0,2}:[ \t]{0,2}["']?(?P<value>-?\d{6,15}(?:\.\d{1,6})?)(?![\d.])"""
    # R's ``dput`` of a ``Date``: days since 1970 (``dob = structure(11808, class = "Date")``)
    r"""|[\w]{0,20}[ \t]{0,3}=[ \t]{0,3}structure\([ \t]{0,2}(?P<days>-?\d{1,6}(?:\.\d{1,6})?)[ \t]{0,2},[ \t]{0,2}"""
    r"""class[ \t]{0,2}=[ \t]{0,2}(?:c\()?["'](?:Date|POSIXct)"""
)
# GEDCOM's birth event and its date line (``1 BIRT`` / ``2 DATE 11 JUN 1992``); a calendar's
# yearly event of someone's birthday (its ``DTSTART`` is the day of birth)
_GEDCOM_BIRTH = re.compile(r"(?m)^\d[ \t]BIRT[ \t]*\r?\n\d[ \t]DATE[ \t]+(?P<value>[^\r\n]{4,40}?)[ \t]*$")
_ICAL_DATE = re.compile(r"(?m)^DTSTART(?:;VALUE=DATE)?:(?P<value>(?:19|20)\d{6})\b")
_BIRTHDAY_WORD = re.compile(
    r"(?i)birthday|geburtstag|cumplea[ñn]os|anniversaire|compleanno|aniversário|verjaardag|urodziny"
)


def _clock_structures(text: str) -> list[Finding]:
    """A birth key's clock number in its wrapper; the cue regex runs only just before a hint."""
    out = []
    for lo, hi in _merged((m.start() - 70, m.start() + 1) for m in _CLOCK_HINT.finditer(text)):
        for pattern in (BIRTH_CUE, _MORE_CUES):
            for cue in pattern.finditer(text, max(lo, 0), hi):
                m = _CLOCK_STRUCTURE.match(text, cue.end())
                if m is not None:
                    g = "value" if m.group("value") else "days"
                    out.append(Finding(m.start(g), m.end(g), "birth_date", "date_of_birth"))
    return out


def _birth_events(text: str) -> list[Finding]:
    out = []
    if "BIRT" in text:
        out += [
            Finding(m.start("value"), m.end("value"), "birth_date", "date_of_birth")
            for m in _GEDCOM_BIRTH.finditer(text)
        ]
    if "DTSTART" in text and "YEARLY" in text and _BIRTHDAY_WORD.search(text):
        out += [
            Finding(m.start("value"), m.end("value"), "birth_date", "date_of_birth")
            for m in _ICAL_DATE.finditer(text)
        ]
    return out


def birth_dates_any_calendar(text: str) -> list[Finding]:
    """Dates of any calendar right after a birth cue on the same line."""
    out = _date_structures(text) + _clock_structures(text) + _birth_events(text)
    for lo, hi in _merged((m.start() - 60, m.start() + 1) for m in _CANDIDATE.finditer(text)):
        for pattern in (BIRTH_CUE, _MORE_CUES):
            for cue in pattern.finditer(text, max(lo, 0), hi):
                gap = _GAP.match(text, cue.end())
                m = _DATE.match(text, gap.end() if gap else cue.end())
                if m is not None and _plausible(m.group("date")):
                    out.append(Finding(m.start("date"), m.end("date"), "birth_date", "date_of_birth"))
    return out + birth_slots(text)
