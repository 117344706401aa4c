"""Personal data a structured field holds bare, judged by the classes of layouts no field holds
(issue 31).

A folder, a branch, a version, a session id or an argument key is a name or an id of the work; it
has no reason to hold a person's number, address, date of birth or mailbox. :mod:`.field_numbers`
reads a whole run of digits and :mod:`.documents` the layouts of known schemes; this module reads
the classes those leave, by their layout alone (every rule is one class, whatever the scheme):

- **a number in digit groups** (:func:`grouped_numbers`): bank accounts, tax and pension numbers,
  licence and identity numbers and phones are written in groups (``49094-006-9163718``,
  ``1305-954983``, ``148/501/83862``, ``8 (989) 807-15-80``); nine digits or more in two groups or
  more, no date, time, UUID, version (``.``) or padding; in a path ``/`` parts folders;
- **a long number** of 19 to 34 digits that is no time (an account, a CBU), but one that fits
  64 bits (a hash written in decimal) unless it is a SIM's ICCID (``89``, Luhn);
- **capitals and digits** as a whole part, seven digits or more with one capital or more
  (``8167800831IA``, ``CXU7806672``, ``ES0021176330034699HS``), or digits between capitals in
  dash groups (``F-680030-C``): a document's or a supply point's code, never a name;
- **a date of birth in another calendar** (:func:`other_calendar_births`): Solar or lunar Hijri
  years 1300-1426, Buddhist era years 2450-2548, a Japanese or Taiwanese era name and its year,
  so the Gregorian year is before 2006 as :mod:`.field_numbers` reads a Gregorian one;
- **an e-mail address** whatever its domain (a field is no documentation: its ``example`` domains
  are an address as much as any), but a role mailbox, a bot, a forge's ``git@``, a local part of
  digits (a chat group's ``…@g.us``) or a file's suffix (``name@64f8faf.json``);
- **a place**: a plus code (Open Location Code, ``9FFMR9C7+JG``) and a street line, one of words
  and house numbers with two commas or more (``Calle X 822, Col. Y, C.P. 53489``) or in a script
  other than Latin with three numbers or more (``서울특별시 관악구 올림픽로 527 112동 1464호``,
  ``中山路571号5栋897室``) that are no date.
"""

from __future__ import annotations

import re

from .field_numbers import time_like
from .personal import _FILE_SUFFIXES, EMAIL, NON_PERSONAL_EMAILS, ROLE_MAILBOXES

_EDGE_L = r"(?<![A-Za-z0-9])(?<![0-9][.,])"
_EDGE_R = r"(?![A-Za-z0-9])(?![.,][0-9])"
# digit groups joined by one separator (``-``, ``_``, a space, ``/`` but in a path) or a phone's
# brackets (``8 (989) 807-15-80``)
# (a project folder doubles a separator: ``8--902--903-61-90``)
_GROUPS = re.compile(_EDGE_L + r"\(?\d{1,12}(?:(?:[-_ /]{1,2}|\)[-_ ]?|[-_ ]?\()\d{1,12}){1,7}" + _EDGE_R)
_GROUPS_PATH = re.compile(_EDGE_L + r"\(?\d{1,12}(?:(?:[-_ ]{1,2}|\)[-_ ]?|[-_ ]?\()\d{1,12}){1,7}" + _EDGE_R)
_LONG = re.compile(_EDGE_L + r"\d{19,34}" + _EDGE_R)
_UUID_DIGITS = re.compile(r"\d{8}-\d{4}-\d{4}-\d{4}-\d{12}")
# a UUID's layout, hex or not (fixtures write ``019b8e10-0000-4000-8000-00000000d3m0``): an id
_UUID_LAYOUT = re.compile(
    r"(?<![0-9A-Za-z])[0-9A-Za-z]{8}-(?:[0-9A-Za-z]{4}-){3}[0-9A-Za-z]{12}(?![0-9A-Za-z])"
)
_YEAR = re.compile(r"(?:19|20)\d\d")
_CODE = re.compile(
    r"(?<![A-Za-z0-9])(?:(?=[A-Z]{0,17}\d)(?=\d{0,17}[A-Z])[A-Z0-9]{7,24}|[A-Z]{1,3}-\d{5,10}-[A-Z0-9]{1,3})"
    r"(?![A-Za-z0-9])"
)
_ERA = r"(?:明治|大正|昭和|平成|民國|民国)"
_OTHER_BIRTH = re.compile(
    r"(?<![A-Za-z0-9])(?:"
    rf"{_ERA}\s?(?P<era>\d{{1,2}})(?:年|[-./])(?P<em>\d{{1,2}})(?:月|[-./])(?P<ed>\d{{1,2}})日?"
    r"|(?P<h>13\d\d|14[01]\d|142[0-6])[-/](?P<hm>[01]?\d)[-/](?P<hd>[0-3]?\d)"
    r"|(?P<bd>[0-3]?\d)[-/](?P<bm>[01]?\d)[-/](?P<b>24[5-9]\d|25[0-4]\d)"
    r"|(?P<b2>24[5-9]\d|25[0-4]\d)[-/](?P<bm2>[01]?\d)[-/](?P<bd2>[0-3]?\d)"
    r")(?![0-9])"
)
_PLUS_CODE = re.compile(
    r"(?<![A-Za-z0-9+])[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2,3}(?![A-Za-z0-9])"
)
_NUMBER = re.compile(r"(?<![0-9])\d{1,5}(?![0-9])")
_COMMAS = re.compile(r"[,،、，]")


def _dated(groups: list[str]) -> bool:
    """Whether three digit groups in a row are a date (``2024-01-15``, ``15-01-2024``: a stamp,
    ``LAF-25-2026-04-04``) or the groups are years."""
    for y, m, d in zip(groups, groups[1:], groups[2:], strict=False):
        if _YEAR.fullmatch(y) and 1 <= int(m) <= 12 and 1 <= int(d) <= 31:
            return True
        if _YEAR.fullmatch(d) and 1 <= int(y) <= 31 and 1 <= int(m) <= 12:
            return True
    return all(_YEAR.fullmatch(g) for g in groups)


def grouped_numbers(field: str, text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of a number in digit groups and of a long number (see the module
    docstring) in the value ``text`` of a ``field``."""
    out = []
    for m in (_GROUPS_PATH if field == "path" else _GROUPS).finditer(text):
        groups = re.findall(r"\d+", m.group(0))
        digits = "".join(groups)
        if (
            len(groups) < 2
            or not 9 <= len(digits) <= 34
            or max(len(g) for g in groups) < 3
            or len(set(digits)) == 1
            or _UUID_DIGITS.fullmatch(m.group(0))
            or _dated(groups)
            or any(len(g) >= 8 and time_like(g) for g in groups)
        ):
            continue
        out.append((m.start(), m.end()))
    for m in _LONG.finditer(text):
        run = m.group(0)
        if len(set(run)) == 1 or time_like(run):
            continue
        if int(run) < 2**64 and not (run.startswith("89") and _luhn(run)):
            continue  # a 64-bit hash in decimal (rustc's ``long-type-<n>``), but a SIM's ICCID
        out.append((m.start(), m.end()))
    return out


def _luhn(digits: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def lettered_codes(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of capitals and digits with seven digits or more (see the module docstring)."""
    out = []
    for m in _CODE.finditer(text):
        digits = "".join(c for c in m.group(0) if c.isdigit())
        if len(digits) < 6 or (len(digits) < 7 and "-" not in m.group(0)):
            continue
        if len(set(digits)) == 1 or (len(digits) in (8, 12, 14, 17) and time_like(digits)):
            continue  # padding, a date or a stamp (``IMG20240115``)
        code = m.group(0)
        if re.search(r"\dT\d{4}", code):
            continue  # an ISO time (``2026-04-15T130736Z``)
        if re.fullmatch(r"[0-9A-F]+", code) and re.search(r"[A-F]", code.strip("ABCDEF")):
            continue  # capital hex with letters among its digits: a digest or an id
        out.append((m.start(), m.end()))
    return out


def other_calendar_births(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of a date of birth in a calendar other than the Gregorian one."""
    out = []
    for m in _OTHER_BIRTH.finditer(text):
        month, day = next((m.group(a), m.group(b)) for a, b in _MD if m.group(a))
        if 1 <= int(month) <= 12 and 1 <= int(day) <= 31:
            out.append((m.start(), m.end()))
    return out


_MD = (("em", "ed"), ("hm", "hd"), ("bm", "bd"), ("bm2", "bd2"))


def field_emails(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of an e-mail address of a person in a field (see the module docstring)."""
    if "@" not in text:
        return []
    out = []
    for m in EMAIL.finditer(text):
        address, suffix, end = m.group(0).lower(), m.group(1).lower(), m.end()
        if suffix in _FILE_SUFFIXES and "." in address.rsplit("@", 1)[1][: -len(suffix) - 1]:
            address, end = address[: -len(suffix) - 1], end - len(suffix) - 1  # ``a@b.org.json``
            suffix = address.rsplit(".", 1)[1]
        local = address.split("@", 1)[0]
        if (
            local in ROLE_MAILBOXES
            or local == "git"
            or address in NON_PERSONAL_EMAILS
            or "noreply" in address
            or suffix in _FILE_SUFFIXES  # ``name@64f8faf.json``: a file at a commit
            or not any(c.isalpha() for c in local)  # a chat's group or a phone's id (``…@g.us``)
        ):
            continue
        out.append((m.start(), end))
    return out


def field_places(field: str, text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of a plus code and of a street line (see the module docstring); a path's
    folders and a branch's parts are judged one by one, a session id's ``_`` read as a space."""
    out = [(m.start(), m.end()) for m in _PLUS_CODE.finditer(text)]
    if not any(c.isdigit() for c in text):
        return out
    spans = [(0, len(text))]
    if field in ("path", "branch"):
        spans = [(m.start(), m.end()) for m in re.finditer(r"[^/\\]+", text)]
    for a, b in spans:
        value = text[a:b].replace("_", " ") if field == "session" else text[a:b]
        numbers = _NUMBER.findall(value)
        letters = [c for c in value if c.isalpha()]
        if len(numbers) < 2 or len(letters) < 4 or _dated(numbers[:3]):
            continue
        foreign = sum(not c.isascii() for c in letters) >= len(letters) / 2
        if not foreign and " " not in value and not _COMMAS.search(value):
            continue
        if len(_COMMAS.findall(value)) >= 2 or (foreign and len(numbers) >= 3):
            out.append((a, b))
    return out


def field_personal(field: str, text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of what in the value ``text`` of a ``field`` is a person's data by its
    class's layout (see the module docstring)."""
    if not any(c.isdigit() for c in text) and "@" not in text:
        return []
    spans = (
        grouped_numbers(field, text)
        + lettered_codes(text)
        + other_calendar_births(text)
        + field_emails(text)
        + field_places(field, text)
    )
    uuids = [(m.start(), m.end()) for m in _UUID_LAYOUT.finditer(text)]
    return [(a, b) for a, b in spans if not any(s < b and a < e for s, e in uuids)]
