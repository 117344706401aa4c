"""Bank account numbers outside IBANs (issue 31): national account numbers have no layout or check
of their own (8 digits in the UK, 10 to 12 in the US, 9 in Australia), so they are taken after
the name a form, a statement or a payment request gives them, in several languages:
``Account no: 12345678``, ``Routing number (ABA): 021000021``, ``Kontonummer 1234567890``,
``BSB 062-000``, ``numéro de compte``, ``CLABE``. A US routing number is taken when its ABA
checksum holds. Category ``iban`` (bank account identifiers), kind ``bank_account``.

Record numbers of a person in health care and insurance are taken the same way (category
``national_id``, kind ``record_number``): a medical record number (``MRN``), a patient, member
or subscriber id, an insurance policy number, an NPI (Luhn over ``80840`` and its ten digits);
the value has four digits or more; and by the slot that holds them, the ``identifier`` values of
an HL7 FHIR person resource and the patient ids of an HL7 v2 ``PID`` segment.

Not a cue: ``account`` alone (``account: 123456789012`` is an AWS account as often as a bank's),
nor an account *id* of a service.
"""

from __future__ import annotations

import re

from .findings import Finding
from .health_segments import segment_fields

_ACCOUNT_CUE = re.compile(
    r"(?i)(?<![a-z])(?P<cue>(?:bank[ _-]?|checking[ _-]?|savings[ _-]?|beneficiary[ _-]?|payee[ _-]?)?"
    r"(?:account|acct|a/c)[ _-]?(?:number|no\b\.?|nr\b\.?|num\b|#)|bank[ _-]?account|"
    r"routing[ _-]?(?:number|no\b\.?|#|transit)|aba(?:[ _-]?(?:routing|number|no\b\.?|rtn))?|"
    r"sort[ _-]?code|bsb(?:[ _-]?(?:number|no\b\.?))?|transit[ _-]?number|kontonummer|konto[ _-]?nr\b\.?|"
    r"num[ée]ro de compte|n[º°o]\.? de compte|n[úu]mero de (?:la )?cuenta|clabe|rekeningnummer|"
    r"numero di conto|numer rachunku|kontonr\b\.?|"
    # a composite label of bank words ending in the account (``BSB/account``,
    # ``Transit-Institution-Account``): the number holds all its parts
    r"(?P<composite>(?:bsb|transit|institution|branch|sort[ _-]?code|routing|bank)(?:[ /_-]+[a-z]{2,12}){0,2}"
    r"[ /_-]+(?:account|acct)(?:[ _-]?(?:number|no\b\.?|nr\b\.?|#))?)|"
    # the account's own word in languages where it names a bank's (``Счёт получателя``, ``číslo
    # účtu``, ``cuenta``), and the names of national account numbers (Argentina's CBU and CVU)
    r"(?:číslo[ _-])?účtu?|сч[её]т|р/с|рахун(?:ок|ку)|rachun(?:ek|ku)|tilinumero|hesap[ _-]?(?:no|numarası)|"
    r"cuenta|conta|compte|konto|rekening|cbu|cvu|"
    # Portugal's NIB, Mozambique's NIB, Angola's; Brazil's ``agência``/``conta`` already read
    r"nib)(?![a-z])"
    # between the cue and the number: ``: ``, `` (ABA): ``, ``" = "``, up to two qualifying words
    # (``CLABE interbancaria:``, ``Kontonummer Empfänger:``, ``Bank account for refunds:``)
    r"(?:[ \t][^\W\d_]{2,16}){0,2}(?=[^\w\n])"
    r"[^\w\n]{0,6}(?:\([^()\n]{0,16}\)[^\w\n]{0,4})?(?P<n>\d[\d -]{3,26}\d(?:/\d{4})?)(?![\w]|[.,]\d|-\d)"
)
_NEEDLES = ("acc", "acct", "a/c", "rout", "aba", "sort", "bsb", "transit", "konto", "compte", "cuenta")
_NEEDLES += (
    "clabe",
    "rekening",
    "conto",
    "rachun",
    "účt",
    "účet",
    "сч",
    "р/с",
    "рахун",
    "tili",
    "hesap",
    "conta",
)
_NEEDLES += ("cbu", "cvu", "institution", "branch", "bank", "nib")


_RECORD_CUE = re.compile(
    r"(?i)(?<![a-z])(?P<cue>mrn|medical[ _-]?record(?:[ _-]?(?:number|no\b\.?|#))?|"
    r"(?:patient|member|subscriber|beneficiary|insured|policy[ _-]?holder)[ _-]?(?:id|number|no\b\.?|#)|"
    r"(?:insurance|health[ _-]?plan)[ _-]?(?:id|number|no\b\.?|#)|(?:insurance[ _-]?)?policy[ _-]?(?:number|no\b\.?|#)|npi|"
    r"versichertennummer|num[ée]ro d'assur[ée]|n[úu]mero de afiliaci[óo]n|"
    # national health ids by their own name: India's ABHA / Health ID, the NHS, Medicaid
    r"health[ _-]?id(?:[ _-]?(?:number|no\b\.?|#))?|abha(?:[ _-]?(?:number|no\b\.?|id|address))?|"
    r"(?:medicaid|medicare|health[ _-]?card)[ _-]?(?:id|number|no\b\.?|#))(?![a-z])"
    r"[^\w\n]{0,6}(?P<n>[A-Z0-9][A-Z0-9-]{3,18}[A-Z0-9])(?![\w-])"
)
_RECORD_NEEDLES = ("mrn", "medical", "patient", "member", "subscriber", "beneficiar", "insur", "policy")
_RECORD_NEEDLES += ("plan", "npi", "versicherten", "assur", "afiliaci", "health", "abha", "medica")


# The identifiers of a person in health records by the slot that holds them: HL7 FHIR's
# ``identifier`` of a Patient, Person, RelatedPerson or Practitioner resource (``{"system": …,
# "value": "…"}``, https://hl7.org/fhir/datatypes.html#Identifier), and HL7 v2's PID segment fields
# 2, 3, 4 (patient ids) and 19 (SSN), ``PID|1||12345^^^MRN||…``.
_FHIR_PERSON = re.compile(r'"resourceType"\s{0,3}:\s{0,3}"(?:Patient|Person|RelatedPerson|Practitioner)"')
_FHIR_IDENTIFIER = re.compile(r'"identifier"\s{0,3}:\s{0,3}\[')
_FHIR_VALUE = re.compile(r'"value"\s{0,3}:\s{0,3}"(?P<v>[^"\\\n]{3,64})"')
_PID = re.compile(
    r"(?:^|(?<=[\r\n])|(?<=\\[rn]))PID\|[^|\r\n\\]{0,8}\|(?P<f2>[^|\r\n\\]{0,80})\|(?P<f3>[^|\r\n\\]{0,120})"
)
_PID_ID = re.compile(r"(?:^|(?<=~))(?P<id>[A-Za-z0-9][A-Za-z0-9-]{2,30})(?=\^|~|$)")


def _array_end(text: str, start: int, limit: int) -> int:
    """Where the JSON array opened just before ``start`` closes (its nested arrays skipped: an
    identifier's ``type.coding`` list comes before its ``value``), or ``limit``."""
    depth = 0
    for i in range(start, min(len(text), limit)):
        c = text[i]
        if c == "[":
            depth += 1
        elif c == "]":
            if depth == 0:
                return i
            depth -= 1
    return min(len(text), limit)


def health_identifiers(text: str) -> list[Finding]:
    """The values of a person's identifiers in an HL7 FHIR person resource and in an HL7 v2 PID
    segment (the ids of a patient, whatever system issued them)."""
    out = []
    if '"identifier"' in text and _FHIR_PERSON.search(text):
        for ident in _FHIR_IDENTIFIER.finditer(text):
            hi = _array_end(text, ident.end(), ident.end() + 2000)
            for m in _FHIR_VALUE.finditer(text, ident.end(), hi):
                if any(c.isdigit() for c in m.group("v")):
                    out.append(Finding(m.start("v"), m.end("v"), "national_id", "record_number"))
    if "PID|" in text:
        for m in _PID.finditer(text):
            for field in ("f2", "f3"):
                for i in _PID_ID.finditer(m.group(field)):
                    if any(c.isdigit() for c in i.group("id")):
                        s = m.start(field) + i.start("id")
                        out.append(Finding(s, s + len(i.group("id")), "national_id", "record_number"))
    return out


def _npi(digits: str) -> bool:
    from .personal import _luhn

    return len(digits) == 10 and _luhn("80840" + digits)


def record_numbers(text: str) -> list[Finding]:
    """A person's record numbers in health care and insurance after their name."""
    out = health_identifiers(text)
    seen = {(f.start, f.end) for f in out}
    out += [f for f in segment_fields(text) if (f.start, f.end) not in seen]
    low = text.lower()
    if not any(n in low for n in _RECORD_NEEDLES):
        return out
    for m in _RECORD_CUE.finditer(text):
        value = m.group("n")
        if sum(c.isdigit() for c in value) < 4:
            continue
        if m.group("cue").lower() == "npi" and not _npi(value):
            continue
        out.append(Finding(m.start("n"), m.end("n"), "national_id", "record_number"))
    return out


def _aba(digits: str) -> bool:
    d = [int(c) for c in digits]
    return (
        len(d) == 9 and (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0
    )


def bank_accounts(text: str) -> list[Finding]:
    """Bank account, routing and sort-code numbers after their name (see the module docstring)."""
    low = text.lower()
    if not any(n in low for n in _NEEDLES):
        return []
    out = []
    for m in _ACCOUNT_CUE.finditer(text):
        value = m.group("n")
        digits = re.sub(r"[ /-]", "", value)
        cue = m.group("cue").lower()
        if "aws" in low[max(0, m.start() - 24) : m.start()]:
            continue
        if m.group("composite"):
            ok = 9 <= len(digits) <= 30
        elif cue.startswith(("rout", "aba")) or cue.endswith("transit"):
            ok = _aba(digits)
        elif cue.startswith(("sort", "bsb")):
            ok = len(digits) == 6
        else:
            ok = 6 <= len(digits) <= 22 and len(set(digits)) > 1
        if ok:
            out.append(Finding(m.start("n"), m.end("n"), "iban", "bank_account"))
    return out
