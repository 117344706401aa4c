"""A person's identifiers in the fixed fields of interchange standards (issue 31).

A standard that fixes which field holds a person's identifier names the field better than any
label could, in every country that uses it:

- ASC X12 (HIPAA 837/270/271/834): an ``NM1`` segment whose entity type is a person (``NM102``
  ``1``) carries the person's identifier in ``NM109``, whatever its qualifier (``MI`` member id,
  ``XX`` NPI, ``34`` SSN); ``REF*SY`` is a social security number;
- DICOM: the patient module's tags (``(0010,0020)`` Patient ID, ``(0010,1000)`` other patient
  ids, ``(0010,2154)`` telephone numbers) in the JSON model (``"00100020": {"vr": "LO", "Value":
  [...]}``) and in ``dcmdump`` output (``(0010,0020) LO [...]``);
- ISO 27729 ISNI and ORCID: 16 characters starting ``000000`` (not eight zeros), the last an ISO 7064 mod 11-2 check,
  grouped by four or not (a researcher's or an author's id);
- an Apple device's UDID of the current form (``00008110-001A2B3C4D5E6F7A``: a chip id, ``-``, 16
  hex digits), which names one person's phone.
"""

from __future__ import annotations

import re

from .findings import Finding

KIND = "standard_field_id"

_NM1_PERSON = re.compile(
    r"NM1\*[0-9A-Z]{2,3}\*1\*(?:[^*~\n]*\*){5}[0-9A-Z]{1,2}\*(?P<id>[^*~\n]{4,80})(?=[*~\n]|$)"
)
_REF_SSN = re.compile(r"REF\*SY\*(?P<id>[^*~\n]{4,20})(?=[*~\n]|$)")
_DICOM_TAGS = "00100020|00101000|00101002|00102154|00101090"
_DICOM_JSON = re.compile(
    rf'"(?:{_DICOM_TAGS})"\s*:\s*\{{[^{{}}]{{0,40}}"Value"\s*:\s*\[(?P<vals>[^\]]{{1,200}})\]'
)
_DICOM_VALUE = re.compile(r'"(?P<v>[^"\\\n]{3,64})"')
_DCMDUMP = re.compile(r"\(0010,(?:0020|1000|1002|2154|1090)\)\s+[A-Z]{2}\s+\[(?P<v>[^\]\n]{3,64})\]")
# after a MARC subfield code too (``$a0000000…``)
_ISO_7064 = re.compile(
    r"(?:(?<![\dA-Za-z])|(?<=\$[a-z]))0000[- ]?00\d\d[- ]?\d{4}[- ]?\d{3}[\dX](?![\dA-Za-z])"
)
_UDID = re.compile(r"(?<![\w-])0000[0-9A-F]{4}-[0-9A-F]{16}(?![\w-])")


def _mod11_2(body: str) -> str:
    total = 0
    for ch in body:
        total = (total + int(ch)) * 2
    r = (12 - total % 11) % 11
    return "X" if r == 10 else str(r)


def interchange_ids(text: str) -> list[Finding]:
    """Identifiers in the person's fields of X12, DICOM, ISNI/ORCID and Apple UDIDs."""
    out = []
    if "NM1*" in text:
        for m in _NM1_PERSON.finditer(text):
            if any(c.isdigit() for c in m.group("id")):
                out.append(Finding(m.start("id"), m.end("id"), "national_id", KIND))
    if "REF*SY*" in text:
        out += [Finding(m.start("id"), m.end("id"), "ssn", KIND) for m in _REF_SSN.finditer(text)]
    if '"Value"' in text:
        for m in _DICOM_JSON.finditer(text):
            for v in _DICOM_VALUE.finditer(m.group("vals")):
                if any(c.isdigit() for c in v.group("v")):
                    s = m.start("vals") + v.start("v")
                    out.append(Finding(s, s + len(v.group("v")), "national_id", KIND))
    if "(0010," in text:
        for m in _DCMDUMP.finditer(text):
            if any(c.isdigit() for c in m.group("v")):
                out.append(Finding(m.start("v"), m.end("v"), "national_id", KIND))
    if "0000" in text:
        for m in _ISO_7064.finditer(text):
            chars = m.group(0).replace("-", "").replace(" ", "")
            if chars[4:8] != "0000" and chars[15] == _mod11_2(chars[:15]) and len(set(chars[8:])) > 2:
                out.append(Finding(m.start(), m.end(), "national_id", KIND))
        for m in _UDID.finditer(text):
            out.append(Finding(m.start(), m.end(), "national_id", KIND))
    return out
