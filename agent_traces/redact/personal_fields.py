"""Personal data as the bare value of an identifier-like field (issue 31): a folder of a ``cwd``
or a file path, a branch, a session id, a Claude Code project folder (every character but
letters, digits and ``-`` made ``-``), a dict key.

Such a value has no cue word next to it, so only what proves itself by its layout is taken:

- national ids whose layout is their scheme's alone, with their check (and embedded date):
  US SSN ``NNN-NN-NNNN`` (valid area, group, serial), Korean RRN ``YYMMDD-SNNNNNN``, Finnish
  HETU, Swedish personnummer with its century (``19YYMMDDNNNN``), Swiss AHV (``756`` + EAN
  check, dotted or not), Brazilian CPF in its dotted layout (two check digits), UK NINO (``AB123456C``), UK driving licence (surname, date, initials), Ontario's driver's
  licence (``A1234-56789-01234``);
  written with ``.`` or ``-`` (a project folder turns dots into ``-``);
- phone numbers in a national layout of their own: NANP ``415-555-0123``, Brazil's mobiles
  ``11-98765-4321``;
- an e-mail address in project-folder form (``-ines-brennan58-fastmail-com``) when its domain is
  a personal mail provider's;
- a street line as a whole folder or value (``1234 Maple Ave``, ``Lindenstraße 12a``), a
  Japanese address (prefecture, city or ward, block numbers).

Left here by policy: a bare run of 9 to 12 digits with a check and no date or fixed prefix (BSN,
TFN, SIN, NHS, Aadhaar, My Number, Medicare: one number in ten passes; CPF, Steuer-ID: one in 100
to 300) in identifier-like text; in a structured field's value such runs, dates of birth and
document numbers are judged by the field's shape (:mod:`.field_numbers`, called by
:mod:`.fields`), a bare date (a release branch named after a
date is normal), a passport number alone (a letter and digits), a folder named like a person
(``anna.lindqvist``) outside a home path.
"""

from __future__ import annotations

import re

from .findings import Finding
from .id_schemes import br_cpf, ch_ahv, fi_hetu, kr_rrn, se_personnummer, uk_nino
from .personal import _personal_ip

# a value's edges in a field: start, end, a path or id separator; not inside a longer number
_L = r"(?:(?<![\w.\-])|(?<=[/_:=@])|(?<=[^\d\W]-)|(?<=[/_]-)|(?<=^-))"
_R = r"(?![\w]|[.\-]\d)"

_IDS = re.compile(
    _L + r"(?:(?P<us_ssn>(?!000|666|9)\d{3}-(?!00)\d\d-(?!0000)\d{4})"
    r"|(?P<kr_rrn>\d{6}-[1-8]\d{6})"
    r"|(?P<fi_hetu>\d{6}(?:[+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]|-\d{3}[A-FHJ-NPR-Y]))"
    r"|(?P<se_personnummer>19\d{6}-?\d{4})"
    r"|(?P<ch_ahv>756(?:[.\-]?\d{4}){2}[.\-]?\d{2})"
    r"|(?P<br_cpf>\d{3}[.\-]\d{3}[.\-]\d{3}-\d{2})"
    r"|(?P<ca_on_dl>[A-Z]\d{4}-\d{5}-\d{5})"
    r"|(?P<uk_nino>[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D])"
    r"|(?P<uk_dl>[A-Z9]{5}\d[0156]\d[0-3]\d\d[A-Z9]{2}\d[A-Z]{2}))" + _R
)
_CHECKS = {
    "us_ssn": lambda s: True,
    "ca_on_dl": lambda s: True,
    "kr_rrn": kr_rrn,
    "fi_hetu": fi_hetu,
    "se_personnummer": se_personnummer,
    "ch_ahv": ch_ahv,
    "br_cpf": br_cpf,
    "uk_nino": uk_nino,
}


def _uk_dl(s: str) -> bool:
    month, day = int(s[6:8]) % 50, int(s[8:10])
    return 1 <= month <= 12 and 1 <= day <= 31


_PHONES = re.compile(_L + r"(?:[2-9]\d\d-[2-9]\d\d-\d{4}|[1-9]\d-9\d{4}-\d{4})" + _R)

# the personal mail providers whose addresses become ``-<local>-<provider>-<tld>`` folders
_PROVIDERS = (
    r"gmail|googlemail|outlook|hotmail|live|msn|yahoo|ymail|icloud|me|mac|aol|proton|protonmail|pm|"
    r"posteo|fastmail|gmx|web|t-online|freenet|mailbox|tutanota|tuta|hey|zoho|yandex|mail|qq|163|126|"
    r"naver|daum|orange|free|laposte|libero|virgilio|seznam|wp|o2|interia|onet|rediffmail|comcast|"
    r"verizon|att|sbcglobal|btinternet|sky|bigpond|shaw|rogers|uol|bol|terra"
)
_FOLDER_EMAIL = re.compile(
    r"(?:(?<=-)|^)(?P<local>[A-Za-z0-9_]{1,64}(?:-[A-Za-z0-9_]{1,64})?)-(?:" + _PROVIDERS + r")"
    r"-(?:com|net|org|de|fr|it|es|nl|ch|at|uk|co-uk|com-br|com-au|jp|kr|cn|ru|pl|cz|se|fi|no|dk|be|io|ca|me)"
    r"(?=$|/|-(?=[A-Za-z]))"
)

# an address of any provider in project-folder form whose local part is a person's login (a name
# and the two or three digits mail providers suggest: ``mtanaka97``) under a country's
# second-level domain (``docomo-ne-jp``, ``uol-com-br``): a folder ends so only as an address
# (``python311-django-com`` may be a project: a generic top-level domain is not enough)
_FOLDER_LOGIN_EMAIL = re.compile(
    r"(?:(?<=-)|^)(?P<local>[a-z]{2,20}(?:-[a-z]{2,20})?\d{2,3})-[a-z][a-z0-9]{1,19}"
    r"-(?:com|net|org|co|ne|or|ac|edu|gov|gob|nic)-[a-z]{2}\Z"
)
_DIGIT_NAME = re.compile(r"[a-z]\d{2,3}-")

_STREET_TYPES = (
    r"Road|Rd|Street|St|Lane|Ln|Avenue|Ave|Drive|Dr|Boulevard|Blvd|Grove|Crescent|Terrace|Close|"
    r"Court|Ct|Place|Pl|Way|Parkway|Pkwy|Highway|Hwy|Square|Gardens|Mews"
)
# a whole folder or value that is a street line (spaces, or ``-`` in a project folder)
_STREET = re.compile(
    r"(?:^|(?<=[/\\_:\-]))\d{1,5}[A-Za-z]?(?P<s>[ _\-])[A-Z][a-z]{2,20}(?:(?P=s)[A-Z][a-z]{2,20})?(?P=s)"
    rf"(?:{_STREET_TYPES})(?=$|[/\\_\-]|\.[a-z]{{1,5}}$)"
    r"|(?:^|(?<=[/\\_:\-]))[A-ZÄÖÜ][a-zäöü]{2,24}(?:stra(?:ß|ss)e|gasse|allee|platz|weg|ring|damm)[ _]\d{1,4}[a-z]?"
    r"(?=$|[/\\_\-]|\.[a-z]{1,5}$)"
)
# an IP address in a project folder (its dots and colons made ``-``): four numbers, or eight
# groups of a global IPv6 address, at the folder's end
_FOLDER_IP = re.compile(
    r"(?<=[^\d\W]-)(?P<v4>\d{1,3}(?:-\d{1,3}){3})(?=$|/)"
    r"|(?<=[^\d\W]-)(?P<v6>[23][0-9a-f]{3}(?:-[0-9a-f]{1,4}){7})(?=$|/)"
)
_JP_ADDRESS = re.compile(
    r"[\u4e00-\u9fff]{1,3}[都道府県][\u3040-\u30ff\u4e00-\u9fff]{1,12}?[市区町村郡]"
    r"[\u3040-\u30ff\u4e00-\u9fff]{0,12}\d{1,4}(?:丁目|-)\d{1,4}(?:番地?|-)\d{1,4}号?"
)


def bare_personal(text: str) -> list[Finding]:
    """Personal data that proves itself by its layout as the bare value of an identifier-like
    field (see the module docstring)."""
    out = []
    digits = any(c.isdigit() for c in text)
    if digits:
        for m in _IDS.finditer(text):
            kind = m.lastgroup or ""
            value = re.sub(r"[ .\-]", "", m.group(0))
            if kind == "fi_hetu":
                value = m.group(0)
            ok = _uk_dl(value) if kind == "uk_dl" else _CHECKS[kind](value)
            if ok:
                category = "ssn" if kind == "us_ssn" else "national_id"
                out.append(Finding(m.start(), m.end(), category, kind))
        out += [Finding(m.start(), m.end(), "phone", "phone") for m in _PHONES.finditer(text)]
        out += [Finding(m.start(), m.end(), "address", "postal_address") for m in _STREET.finditer(text)]
        if any("\u4e00" <= c <= "\u9fff" for c in text):
            out += [
                Finding(m.start(), m.end(), "address", "postal_address") for m in _JP_ADDRESS.finditer(text)
            ]
    if "-" in text and digits:
        for m in _FOLDER_IP.finditer(text):
            address = m.group("v4").replace("-", ".") if m.group("v4") else m.group(0).replace("-", ":")
            if _personal_ip(address):
                out.append(Finding(m.start(), m.end(), "ip", "ip_address"))
    if "-" in text:
        # folder by folder: a name holding ``@`` is an address as written (the e-mail finder's),
        # and must not hide a project folder's address beside it (``-u-a-free-fr/b@c.fr.jsonl``)
        for part in re.finditer(r"[^/\\@]+(?=/|\\|\Z)", text):
            for m in _FOLDER_EMAIL.finditer(text, part.start(), part.end()):
                out.append(Finding(m.start(), m.end(), "email", "email"))
            if _DIGIT_NAME.search(text, part.start(), part.end()):
                for m in _FOLDER_LOGIN_EMAIL.finditer(text, part.start(), part.end()):
                    out.append(Finding(m.start(), m.end(), "email", "email"))
    return out
