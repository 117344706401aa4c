"""A traveller's data in the special service requests of a reservation (IATA's passenger data
elements, as Sabre, Amadeus and Travelport write them and the APIS/Secure Flight rules define
them), whatever system printed the PNR:

- ``DOCS``: the travel document, ``P/PK/TE7004911/PK/06MAY92/F/12MAR30/MALIK/AYESHA`` (type,
  issuer, number, nationality, birth date, gender, expiry, surname, given names), and Secure
  Flight's short form ``DB/04JUN89/F/RAHMAN/ANA``;
- ``DOCA``: an address, ``R/FJ/LOT 292 RATU SUKUNA RD/SUVA/CENTRAL/1846`` (residence or
  destination, country, street, city, state, postcode);
- ``DOCO``: birthplace and visa, ``LABASA/V/71668802/SUVA/16MAR25/US``;
- ``FOID``: a form of identification, ``PPBDB93720388`` (a passport), ``NI…``, ``DL…``;
- ``CTCE``/``CTCM``: the contact e-mail (``//`` for ``@``, ``..`` for ``_``) and mobile number.
"""

from __future__ import annotations

import re

from .findings import Finding

_DATE = r"\d{2}[A-Z]{3}\d{2,4}"
_NAME = r"[A-Z][A-Z' -]{0,40}"
# the element's code, then anything up to its data (an airline, a status and count, ``/``)
# (in XML, the code's element, then the element of its text: ``<SSRCode>DOCS</SSRCode>…<Text>``)
_HEAD = (
    r"(?<![A-Z])3?(?P<code>DOCS|DOCA|DOCO|FOID|CTCE|CTCM)"
    r"(?:</\w{1,20}>[^\n]{0,40}?(?:\n[^\n]{0,120}?){0,3}<(?:\w{1,20}:)?Text>|"
    r"(?:[ ]{1,3}[A-Z0-9]{2}[ ]{1,3}[A-Z]{2}\d{1,2})?(?:[ ]{1,3}|/))"
)

_DOCS = re.compile(
    rf"(?:[A-Z]{{0,2}}/)?(?P<iss>[A-Z]{{2,3}})?/(?P<num>[A-Z0-9]{{4,20}})?/(?P<nat>[A-Z]{{2,3}})?/(?P<dob>{_DATE})/"
    rf"(?P<sex>MI|FI|M|F|U|X)/(?P<exp>{_DATE})?/(?P<sur>{_NAME})/(?P<given>{_NAME})"
)
_DOCS_DB = re.compile(rf"DB/(?P<dob>{_DATE})/(?P<sex>MI|FI|M|F|U|X)/(?P<sur>{_NAME})/(?P<given>{_NAME})")
_DOCA = re.compile(
    r"[RD]/(?P<cc>[A-Z]{2,3})/(?P<addr>[A-Z0-9][A-Z0-9 .,'#-]{2,60}/[A-Z][A-Z .'-]{1,40}(?:/[A-Z0-9 .-]{0,30}){0,2})"
)
_DOCO = re.compile(
    rf"(?P<place>[A-Z][A-Z .'-]{{1,40}})/[VKR]/(?P<num>[A-Z0-9]{{4,20}})/[A-Z][A-Z .'-]{{1,40}}/{_DATE}"
)
_FOID = re.compile(r"(?:PP|NI|DL|ID|PT)(?P<num>[A-Z]{0,3}\d[A-Z0-9]{4,20})")
_CTCE = re.compile(
    r"(?:[A-Z]{2}[ ]{1,3}[A-Z]{2}\d[ ]{1,3})?(?P<mail>[A-Z0-9._-]{1,64}//[A-Z0-9.-]{2,100}\.[A-Z]{2,24})"
)
_CTCM = re.compile(r"(?:[A-Z]{2}[ ]{1,3}[A-Z]{2}\d[ ]{1,3})?(?P<num>\+?\d{6,18})")

# the elements that hold one value: its pattern, group, category and kind
_ONE_VALUE = {
    "DOCA": (_DOCA, "addr", "address", "travel_address"),
    "DOCO": (_DOCO, "num", "national_id", "travel_document"),
    "FOID": (_FOID, "num", "national_id", "travel_document"),
    "CTCE": (_CTCE, "mail", "email", "email"),
    "CTCM": (_CTCM, "num", "phone", "phone"),
}

HEAD = re.compile(_HEAD)
# the codes a text must hold for :func:`travel_records` to find anything
CODES = ("DOCS", "DOCA", "DOCO", "FOID", "CTCE", "CTCM")
_END = re.compile(r"-\d{1,2}\.\d{1,2}\b|/P\d{1,2}\b|[<\n\"]")


def travel_records(text: str) -> list[Finding]:
    """The traveller's data of every ``DOCS``/``DOCA``/``DOCO``/``FOID``/``CTCE``/``CTCM`` element."""
    out: list[Finding] = []
    for h in HEAD.finditer(text):
        end = _END.search(text, h.end(), h.end() + 200)
        stop = end.start() if end else min(len(text), h.end() + 200)
        code = h.group("code")
        if code == "DOCS":
            m = _DOCS.match(text, h.end(), stop) or _DOCS_DB.match(text, h.end(), stop)
            if m is None:
                continue
            if "num" in m.re.groupindex and m.group("num"):
                out.append(Finding(m.start("num"), m.end("num"), "national_id", "travel_document"))
            out.append(Finding(m.start("dob"), m.end("dob"), "birth_date", "travel_document"))
            out.append(Finding(m.start("sur"), m.end("given"), "name", "person_name"))
        else:
            pattern, group, category, kind = _ONE_VALUE[code]
            m = pattern.match(text, h.end(), stop)
            if m:
                out.append(Finding(m.start(group), m.end(group), category, kind))
    return out
