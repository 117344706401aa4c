"""A person's fields in the segments of health care's interchange standards, read by position
(issue 31, round 8): the standards fix which field holds what, so no label is needed.

- **HL7 v2** (``PID|…``, ``NK1|…``, ``GT1|…``; fields split by ``|``, components by ``^``; HL7 v2.5
  chapter 3): PID-2/3/4 patient ids, 5 name, 6 mother's maiden name, 7 date of birth, 9 alias,
  11 address, 13/14 phones, 18 account number, 19 SSN, 20 driver's licence; NK1-2 name, 4
  address, 5/6 phones; GT1-3 name, 5 address, 6/7 phones, 8 date of birth, 12 SSN.
- **ASC X12** 834/837/270 (segments ended by ``~``, elements split by ``*``): ``DMG*D8*<date>``
  (birth date), ``NM1*<entity>*1*<last>*<first>*<middle>*…*<qualifier>*<id>`` (a person's name
  and id: entity type ``1`` is a person), ``N3`` street lines, ``REF`` person references (``0F``
  subscriber number, ``SY`` SSN, ``1W`` member id, ``23`` client number, ``F6`` Medicare HICN),
  ``PER`` telephone numbers after ``TE``/``CP``/``HP``/``WP``.
- an HL7 extended id (``CX``) in any field, by its identifier type (``V877412154^^^MAIN^AN``).
- **DICOM** (PS3.6 data dictionary) patient attributes of group ``0010`` in a ``dcmdump`` line
  (``(0010,0010) PN [Okoro^Miriam]``) or pydicom's (``(0010, 0030) Patient's Birth Date  DA:
  '19840512'``): name, id, birth date, other ids and names, birth and mother's names, address,
  phones.
- **AAMVA** driver licence and id card data (the PDF417 text after ``ANSI 636…``): ``DAQ`` the
  licence number, ``DCS``/``DAC``/``DAD``/``DAA``/``DCT`` names, ``DBB`` birth date, ``DAG``/``DAH``
  street, ``DAI`` city, ``DAK`` postcode, ``DCF`` the document discriminator; read after the
  ``ANSI 636…`` header, or when three such elements start lines.
- **UN/EDIFACT** passenger lists (``PAXLST``): ``NAD+FL+++<surname>:<given>``, the birth date
  ``DTM+329:<YYMMDD>`` and the travel document's number ``DOC+P+<number>``.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .findings import Finding

_HL7 = re.compile(r"(?:^|(?<=[\r\n])|(?<=\\[rn]))(?P<seg>PID|NK1|GT1)\|(?P<body>[^\r\n\\]{1,3000})")
# field number (1-based after the segment name) -> category
_HL7_FIELDS = {
    "PID": {
        2: "national_id",
        3: "national_id",
        4: "national_id",
        5: "name",
        6: "name",
        7: "birth_date",
        9: "name",
        11: "address",
        13: "phone",
        14: "phone",
        18: "national_id",
        19: "national_id",
        20: "national_id",
    },
    "NK1": {2: "name", 4: "address", 5: "phone", 6: "phone"},
    "GT1": {3: "name", 5: "address", 6: "phone", 7: "phone", 8: "birth_date", 12: "national_id"},
}

# an HL7 v2 extended id (``CX``) anywhere in a message: ``<id>^<check>^<scheme>^<authority>^<type>``
# with a type of HL7 table 0203 that names a person's number (medical record, account, SSN,
# driver's licence, patient, passport, national, Medicare/Medicaid, birth certificate, health card…)
_CX = re.compile(
    r"(?<![\w^])(?P<id>[A-Za-z0-9][A-Za-z0-9-]{2,30})\^[^|^~\r\n]{0,20}\^[^|^~\r\n]{0,20}\^[^|^~\r\n]{0,30}\^"
    r"(?:MR|AN|SS|DL|PI|PT|PN|PPN|NI|NH|MA|MC|MB|BC|JHN|PRN|VN|HC|WC|SR|NNxxx|U)(?=[|^~&\r\n]|\\[rn]|$)"
)

_X12 = re.compile(
    r"(?:^|(?<=[~\r\n])|(?<=\\n))[ \t]{0,4}(?P<seg>DMG|NM1|N3|REF|PER)\*(?P<body>[^~\r\n\\]{1,500})"
)
_REF_PERSON = frozenset({"0F", "SY", "1W", "23", "F6", "ABB", "3H", "Q4", "HJ", "6P"})
_PHONE_QUALIFIERS = frozenset({"TE", "CP", "HP", "WP", "BN", "FX"})


def _fields(body: str, sep: str, start: int) -> list[tuple[int, str]]:
    out, pos = [], start
    for part in body.split(sep):
        out.append((pos, part))
        pos += len(part) + 1
    return out


def _value_span(pos: int, value: str) -> tuple[int, int] | None:
    """The span of a field's value without the empty components at its ends (``^^^``)."""
    stripped = value.strip("^~& ")
    if len(stripped) < 3:
        return None
    lead = len(value) - len(value.lstrip("^~& "))
    return pos + lead, pos + lead + len(stripped)


def _hl7(text: str) -> list[Finding]:
    out = []
    for m in _HL7.finditer(text):
        wanted = _HL7_FIELDS[m.group("seg")]
        fields = _fields(m.group("body"), "|", m.start("body"))
        if not re.fullmatch(r"\d{0,4}", fields[0][1]) or len(fields) < 5:
            continue  # field 1 is the segment's set id (``PID|1|``); ``PID|USER|%CPU`` is a table
        for n, (pos, value) in enumerate(fields, start=1):
            category = wanted.get(n)
            if category is None:
                continue
            if category == "national_id":
                # each repetition's id, its first component (``123^^^AUTH^MR~456^^^SSA^SS``)
                rep = pos
                for r in value.split("~"):
                    ident = r.split("^")[0].strip()
                    if len(ident) >= 3 and any(c.isdigit() for c in ident):
                        lead = len(r) - len(r.lstrip())
                        out.append(
                            Finding(
                                rep + lead,
                                rep + lead + len(ident),
                                category,
                                f"hl7_{m.group('seg').lower()}_{n}",
                            )
                        )
                    rep += len(r) + 1
                continue
            if category in ("name", "address") and not any(c.isalpha() for c in value):
                continue
            if category == "birth_date" and not re.match(r"\d{8}", value):
                continue
            if category == "phone" and sum(c.isdigit() for c in value) < 7:
                continue
            span = _value_span(pos, value)
            if span:
                out.append(Finding(*span, category, f"hl7_{m.group('seg').lower()}_{n}"))
    return out


def _cx(text: str) -> list[Finding]:
    return [
        Finding(m.start("id"), m.end("id"), "national_id", "hl7_cx")
        for m in _CX.finditer(text)
        if any(c.isdigit() for c in m.group("id"))
    ]


def _x12(text: str) -> list[Finding]:
    out = []
    for m in _X12.finditer(text):
        seg = m.group("seg")
        els = _fields(m.group("body"), "*", m.start("body"))
        values = [v for _, v in els]
        if seg == "DMG" and len(els) >= 2 and values[0] == "D8" and re.fullmatch(r"\d{8}", values[1]):
            out.append(Finding(els[1][0], els[1][0] + 8, "birth_date", "x12_dmg"))
        elif seg == "NM1" and len(els) >= 4 and values[1] == "1":
            for pos, v in els[2:5]:
                if len(v) >= 2 and any(c.isalpha() for c in v):
                    out.append(Finding(pos, pos + len(v), "name", "x12_nm1"))
            if len(els) >= 9 and sum(c.isdigit() for c in values[8]) >= 4:
                out.append(Finding(els[8][0], els[8][0] + len(values[8]), "national_id", "x12_nm1"))
        elif seg == "N3":
            for pos, v in els[:2]:
                if len(v) >= 4 and any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
                    out.append(Finding(pos, pos + len(v), "address", "x12_n3"))
        elif seg == "REF" and len(els) >= 2 and values[0] in _REF_PERSON:
            if sum(c.isdigit() for c in values[1]) >= 4:
                out.append(Finding(els[1][0], els[1][0] + len(values[1]), "national_id", "x12_ref"))
        elif seg == "PER":
            for (_, q), (pos, v) in pairwise(els):
                if q in _PHONE_QUALIFIERS and sum(c.isdigit() for c in v) >= 7:
                    out.append(Finding(pos, pos + len(v), "phone", "x12_per"))
    return out


# DICOM group 0010 element -> category (PS3.6: 0010 name, 0020 id, 0030 birth date, 1000 other
# ids, 1001 other names, 1005 birth name, 1040 address, 1060 mother's birth name, 2154 phones)
_DICOM_ELEMENTS = {
    "0010": "name",
    "0020": "national_id",
    "0030": "birth_date",
    "1000": "national_id",
    "1001": "name",
    "1005": "name",
    "1040": "address",
    "1060": "name",
    "2154": "phone",
}
_DICOM = re.compile(
    r"\(0010,[ \t]?(?P<el>[0-9A-Fa-f]{4})\)[ \t]{1,8}(?:[A-Z]{2}[ \t]{1,8}\[(?P<dv>[^\]\r\n]{1,200})\]|"
    r"[^\r\n:]{1,60}?[ \t][A-Z]{2}:[ \t]{1,4}(?P<q>['\"])(?P<pv>[^'\"\r\n]{1,200})(?P=q))"
)

_AAMVA_ELEMENTS = {
    "DAQ": "national_id",
    "DCF": "national_id",
    "DCS": "name",
    "DAC": "name",
    "DAD": "name",
    "DAA": "name",
    "DCT": "name",
    "DBB": "birth_date",
    "DAG": "address",
    "DAH": "address",
    "DAI": "address",
    "DAK": "address",
}
_AAMVA = re.compile(
    r"(?:^|(?<=[\r\n])|(?<=\\n)|(?<=\dDL)|(?<=\dID)|(?<=[\x1e\x1d]))(?P<el>DAQ|DCF|DCS|DAC|DAD|DAA|DCT|DBB|DAG|DAH|DAI|DAK)"
    r"(?P<value>[^\r\n\\\x1e\x1d]{2,60})"
)

# the header of AAMVA card data: ``ANSI `` (or ``AAMVA``) and the issuer's six-digit IIN ``636…``
_AAMVA_HEADER = re.compile(r"(?:ANSI|AAMVA)[ ]?6\d{5}")

_PAXLST = re.compile(
    r"(?P<seg>NAD\+(?:FL|DDT|DDU|COT|BEN|FM)\+{3}(?P<name>[^'+?\r\n]{2,100})|DTM\+329:(?P<dob>\d{6,8})|"
    r"DOC\+[A-Z0-9:]{1,20}\+(?P<doc>[A-Z0-9]{5,20}))(?=['+:\r\n]|$)"
)


def _dicom(text: str) -> list[Finding]:
    out = []
    for m in _DICOM.finditer(text):
        category = _DICOM_ELEMENTS.get(m.group("el").upper())
        g = "dv" if m.group("dv") is not None else "pv"
        value = m.group(g)
        if category is None or len(value.strip("^ ")) < 3:
            continue
        if category == "birth_date" and not re.search(r"\d{6}", value):
            continue
        lead = len(value) - len(value.lstrip("^ "))
        out.append(
            Finding(m.start(g) + lead, m.start(g) + len(value.rstrip("^ ")), category, "dicom_patient")
        )
    return out


def _aamva(text: str) -> list[Finding]:
    found = list(_AAMVA.finditer(text))
    if len({m.group("el") for m in found}) < (1 if _AAMVA_HEADER.search(text) else 3):
        return []
    out = []
    for m in found:
        category = _AAMVA_ELEMENTS[m.group("el")]
        value = m.group("value").rstrip()
        if value.upper() in ("NONE", "UNAVL") or (
            category == "birth_date" and not re.fullmatch(r"\d{8}", value)
        ):
            continue
        out.append(Finding(m.start("value"), m.start("value") + len(value), category, "aamva_element"))
    return out


def _paxlst(text: str) -> list[Finding]:
    out = []
    for m in _PAXLST.finditer(text):
        for g, category in (("name", "name"), ("dob", "birth_date"), ("doc", "national_id")):
            if m.group(g) is not None and (g != "doc" or any(c.isdigit() for c in m.group(g))):
                out.append(Finding(m.start(g), m.end(g), category, "edifact_paxlst"))
    return out


def segment_fields(text: str) -> list[Finding]:
    """A person's fields in HL7 v2, X12, DICOM, AAMVA and EDIFACT PAXLST (see the module docstring)."""
    out = _hl7(text) if "|" in text and ("PID|" in text or "NK1|" in text or "GT1|" in text) else []
    if "^^" in text:
        out += _cx(text)
    if "~" in text and "*" in text and any(s in text for s in ("DMG*", "NM1*", "N3*", "REF*", "PER*")):
        out += _x12(text)
    if "(0010," in text:
        out += _dicom(text)
    if "DAQ" in text or "DCS" in text or "DBB" in text:
        out += _aamva(text)
    if ("NAD+" in text or "DTM+329" in text or "DOC+" in text) and ("'" in text or "UNH+" in text):
        out += _paxlst(text)
    return out
