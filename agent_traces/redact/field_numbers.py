"""Long digit runs in a structured field (issue 31): what a folder, a branch, a version, a session
id or an argument key can hold as a whole part of 8 to 18 digits.

A field holds numbers of a few shapes only: a time (an epoch in seconds, milliseconds or
microseconds; a date ``YYYYMMDD`` and a stamp ``YYYYMMDDhhmm[ss]``), a short counter (a port, a
PR or run number: fewer than 8 digits). A whole part of 8 to 18 digits that is none of those is
a person's number: a national id, a phone number, a bank account, a tax number (most schemes are
9 to 13 digits with no layout of their own once a folder name or a session id has dropped their
spaces and dashes). A field's value is metadata: replacing a real id there costs little, a
person's number leaking costs a lot, so the judge is the field's shape, not a checksum.
"""

from __future__ import annotations

import re
import time

from .id_schemes import kr_rrn, ro_cnp, za_id

# a whole part: not next to a letter or a digit (``v1``, ``x86``), nor inside a dotted number
# (``1.20250101``: a version's own part), nor a group of a UUID, nor an address's local part
# (``120363…@g.us``: a chat group; an e-mail is judged as one)
_RUN = re.compile(
    r"(?<![A-Za-z0-9])(?<![0-9][.,])(?<!-[0-9A-Fa-f]{4}-)\d{8,18}"
    r"(?![A-Za-z0-9@])(?![.,][0-9])(?!-[0-9A-Fa-f]{4}-)"
)

# a date of birth in a field: ``1977-05-28``, ``28.05.1977``, ``28/05/1977`` (``.`` and ``/`` made
# ``-`` in a project folder), of a year no work of a trace is dated (before 2006)
_BIRTH_DATE = re.compile(
    r"(?<![A-Za-z0-9])(?:(?P<y1>19\d\d|200[0-5])[-./](?P<m1>[01]\d)[-./](?P<d1>[0-3]\d)"
    r"|(?P<d2>[0-3]\d)[-./](?P<m2>[01]\d)[-./](?P<y2>19\d\d|200[0-5]))(?![A-Za-z0-9])(?![.,][0-9])"
)
# 13-digit schemes whose check and embedded date set them apart from a time in milliseconds
_DATED_13 = (ro_cnp, kr_rrn, za_id)

# the epochs a trace's field can name (2001-09-09 .. 2030-03-17, the work's own times, not far
# futures): seconds, milli-, micro-, nanoseconds; a 13-digit number from 1.9e12 on starts with a
# birth date (``19750315…``: Luxembourg's matricule) more often than it is a time of 2030
_EPOCH_LOW, _EPOCH_HIGH = 1_000_000_000, 1_900_000_000


def _calendar(s: str) -> bool:
    """Whether ``s`` starts with a calendar date ``YYYYMMDD``."""
    try:
        time.strptime(s[:8], "%Y%m%d")
    except ValueError:
        return False
    return True


def _date(s: str) -> bool:
    """Whether ``s`` starts with a calendar date ``YYYYMMDD`` of work (2006 to 2099; an older one
    is a date of birth)."""
    return _calendar(s) and 2006 <= int(s[:4]) <= 2099


def _clock(s: str) -> bool:
    """Whether ``s`` (after a date) is ``hhmm`` or ``hhmmss``."""
    hh, mm, ss = int(s[:2]), int(s[2:4]), int(s[4:6] or "0")
    return hh < 24 and mm < 60 and ss < 61


def time_like(run: str) -> bool:
    """Whether a run of digits is a time: an epoch (seconds to nanoseconds), a date or a stamp."""
    n = len(run)
    if n == 13 and any(check(run) for check in _DATED_13):
        return False
    if n in (10, 13, 16) or n >= 19:
        scale = 10 ** (n - 10)
        if _EPOCH_LOW * scale <= int(run) < _EPOCH_HIGH * scale:
            return True
    if n == 8:
        return _date(run)
    if n in (12, 14):
        return _date(run) and _clock(run[8:])
    if n == 17:  # ``YYYYMMDDhhmmssSSS``
        return _date(run) and _clock(run[8:14])
    return False


def digit_runs(text: str, least: int = 8) -> list[tuple[int, int]]:
    """``(start, end)`` of each whole part of ``text`` of ``least`` to 18 digits that is no time:
    the number no field holds (see the module docstring). Runs of one repeated digit (padding)
    stay. An id holds hex, and one short commit in 40 is all digits (``pandas.95280573``): a
    session id's or a row id's runs start at 9 (``least``)."""
    if sum(c.isdigit() for c in text) < 8:
        return []
    out = []
    for m in _BIRTH_DATE.finditer(text):
        y, mo, d = m.group("y1", "m1", "d1") if m.group("y1") else m.group("y2", "m2", "d2")
        if _calendar(y + mo + d):
            out.append((m.start(), m.end()))
    for m in _RUN.finditer(text):
        run = m.group(0)
        if len(run) < least or time_like(run) or len(set(run)) == 1:
            continue
        out.append((m.start(), m.end()))
    return out


# a document's number as a whole part: the layouts of passports, driving licences and insurance
# numbers (one or two capitals and 7 to 9 digits: US and German passports, California's licence,
# Germany's health insurance number; digits and a check letter: Ireland's PPSN; ``NNAANNNNN``:
# French passports; India's PAN; ``NNNNNNNNANNN``: Germany's pension insurance number)
_DOCUMENT = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Z]{1,2}\d{7,9}|\d{7}[A-W][A-IW]?|\d{2}[A-Z]{2}\d{5}|[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]"
    r"|\d{8}[A-Z]\d{3})(?![A-Za-z0-9])(?![.,][0-9])"
)


def document_numbers(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each whole part of ``text`` in the layout of an identity document's
    number (see :data:`_DOCUMENT`), its digits no time nor padding."""
    out = []
    for m in _DOCUMENT.finditer(text):
        digits = "".join(c for c in m.group(0) if c.isdigit())
        if len(set(digits)) > 1 and not time_like(digits):
            out.append((m.start(), m.end()))
    return out


# a number written in groups, whole in a field's part: digits (perhaps a letter group or a
# check letter) joined by ``.``, ``-`` or a space (``12.601.815-7``, ``6260181-3``,
# ``130390-H-01815``, ``GE-260-1159``, ``42-1601815S28``); not the tail of a longer name
# (``release-1234567-8``) nor a version's dotted part
_GROUPED = re.compile(
    r"(?<![A-Za-z0-9])(?<![A-Za-z0-9][-. ])(?:[A-Z]{1,3}[-. ])?"
    r"\d+[A-Z]{0,2}\d*(?:[-. ](?:[A-Z]{1,3}|\d+[A-Z]{0,2}\d*))*[-. ]\d+[A-Z]{0,2}\d*"
    r"(?![A-Za-z0-9])(?![- ][A-Za-z0-9])(?!\.\d)"
)
_DECIMALS = re.compile(r"\d+(?:\.\d+)+")
_THOUSANDS = re.compile(r"\d{1,3}(?:\.\d{3}){2,}")
_IP = re.compile(r"(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}")


def _work_date(groups: list[str]) -> bool:
    """Whether digit groups start with a date of work (``2024-11-27``, ``27.11.2024``)."""
    if len(groups) < 3:
        return False
    for y, m, d in ((groups[0], groups[1], groups[2]), (groups[2], groups[1], groups[0])):
        if len(y) == 4 and len(m) <= 2 and len(d) <= 2 and _date(y + m.zfill(2) + d.zfill(2)):
            return True
    return False


def grouped_numbers(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each number of 8 digits or more written in groups (see
    :data:`_GROUPED`) that is no date or time of work, no version and no network address."""
    if sum(c.isdigit() for c in text) < 8:
        return []
    out = []
    for m in _GROUPED.finditer(text):
        value = m.group(0)
        groups = re.findall(r"\d+", value)
        digits = "".join(groups)
        if len(digits) < 8 or len(groups) < 2 or len(set(digits)) == 1:
            continue
        if _work_date(groups) or time_like(groups[0]) or time_like(digits):
            continue
        dotted = "-" not in value and " " not in value and value.replace(".", "").isdigit()
        if dotted and (
            _IP.fullmatch(value)
            or not (_THOUSANDS.fullmatch(value) or any(len(g) > 1 and g[0] == "0" for g in groups[1:]))
        ):
            continue  # ``10.0.22631.3007``: a version; ``12.601.815``: thousands, a number
        head = value.split("-", 1)[0]
        if "-" in value and _DECIMALS.fullmatch(head) and not _THOUSANDS.fullmatch(head):
            continue  # ``1.2.3-456789``, ``0.0.0-2024…-abc``, ``4.057-5.064``: versions, ranges
        out.append((m.start(), m.end()))
    return out


# capitals and digits in one token, letters inside or after the digits (``3130375A815BI0``,
# ``80M12345D6``): a document's number in the layout of no table, 7 digits or more; not a stamp's
# tail after a date (``2026-04-14T130939Z``)
_LETTERED = re.compile(
    r"(?<![A-Za-z0-9])(?<!\d[-./:])(?=[A-Z0-9]*\d[A-Z])(?=(?:[A-Z]*\d){7})[A-Z0-9]{9,20}(?![A-Za-z0-9])(?![.,]\d)"
)
_CAPITAL_HEX = re.compile(r"[0-9A-F]+")


def lettered_codes(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each whole part of capitals and 7 digits or more with a letter after a
    digit (see :data:`_LETTERED`): not capital hex (a digest, a key's id) nor a time."""
    out = []
    for m in _LETTERED.finditer(text):
        value = m.group(0)
        digits = "".join(c for c in value if c.isdigit())
        if (
            _CAPITAL_HEX.fullmatch(value)
            or time_like(digits)
            or (len(digits) >= 8 and _calendar(digits[:8]))
            or len(set(digits)) <= 2
        ):
            continue
        out.append((m.start(), m.end()))
    return out
