"""Identity, tax and document numbers by their layout, whatever the scheme (issue 31).

:mod:`.national_ids` takes a number after a cue when one scheme of its table checks it; a country
it does not know (a Latvian personas kods, a Kenyan KRA PIN, a Cypriot TIC, a driving licence) is
missed however plain the cue. Here the cue decides and the value only has to be written like an
identity number: capitals and digits, with at least two digits, in one token or a few groups
joined by ``-``, ``/``, ``.`` or a space (``A123456789Z``, ``N01-23-456789``, ``220799-11656``,
``BE318626``), never a date, a time, a version or a word. Cues, from weakest to strongest proof
asked of the value:

- the words of a person's number in many languages (``national_id``, ``matricule``,
  ``personas kods``, ``tax pin``, ``licence no``, ``plate``): any such value of 6 to 20 places;
- a label of capitals (``TIC 12345678X``, ``FİN kod: U7SP5WB``, ``CIN: BE318626``): the
  acronym of a document, as forms and tickets write it; a value with letters and digits, or 8
  digits or more; never an acronym of software (``SHA``, ``PID``, ``HTTP``: :data:`_TECH`);
- a short key in any case (``Rfc="GOLA990722L47"``, ``"nin": …``): a value with letters and six
  digits or more.

:func:`field_documents` judges the bare value of a structured field (a folder, a branch, a
version, a session id, an argument key) by the layouts identity numbers share: letters around a
run of six or more digits, digits with a check letter, a lettered number in dash groups, a birth
date joined to a serial; see :func:`field_documents` for what stays.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .field_numbers import time_like
from .findings import Finding

# the words of a person's number: generic ones in English and the forms' words of many languages
_WORDS = (
    r"national[ _-]?id(?:entity)?(?:[ _-]?(?:number|no|nr|card))?|citizen[ _-]?id|resident[ _-]?id|voter[ _-]?id|"
    r"id[ _-]?(?:card|number|no|nr|num)(?![a-z])|identity[ _-]?(?:card|number|no)|"
    r"personal[ _-]?(?:id|code|number|no|nr)|person[ _-]?(?:id|code|number)|"
    r"tax[ _-]?(?:id|pin|no|number|code|reg(?:istration)?)(?:[ _-]?(?:number|no))?|"
    r"(?:[a-z]{2,5}[ _-])?pin(?:[ _-]?(?:number|no|code))?|"
    r"document[ _-]?(?:number|no|nr|num)|doc[ _-]?(?:number|no)|"
    r"licen[cs]e[ _-]?(?:id|no|nr|num|number|#)|driv(?:er|ing)['’]?s?[ _-]?licen[cs]e(?:[ _-]?(?:no|number))?|"
    r"(?:licen[cs]e[ _-]?|number[ _-]?|registration[ _-]?)?plate(?:[ _-]?(?:number|no))?|"
    r"matricul[ea]|immatriculation|registration[ _-]?(?:number|no)|"
    # personal code, number, card in Baltic, Slavic, Nordic, Romance, Turkic languages
    r"personas[ _-]?kods|asmens[ _-]?kodas|isikukood|kennitala|osobn[íi][ _-]?(?:[čc][íi]slo|broj)|"
    r"li[čc]n[íi][ _-]?(?:broj|[čc][íi]slo)|ob[čc]anka|personnummer|henkil[öo]tunnus|"
    r"n[úu]mero[ _-]?(?:de[ _-]?)?(?:documento|identidad|identifica[çc][ãa]o|cedula|c[ée]dula)|"
    r"carte[ _-]?(?:d['’ ]?identit[ée]|nationale)|num[ée]ro[ _-]?(?:d['’ ]?identit[ée]|fiscal)|"
    r"kimlik[ _-]?(?:no|numaras[ıi])|şəxsiyyət|sh[ae]xsiyyet|"
    r"личн\w*[ _-]номер|номер[ _-]паспорта|паспорт\w*|посвідчення|"
    r"αριθμ[όο]ς[ _-]ταυτ[όο]τητας|ταυτ[όο]τητα|ΑΔΤ|ΑΦΜ"
)
# acronyms of software, networks and files: a label of these names no person
_TECH = frozenset(
    [
        "ID",
        "IDS",
        "UID",
        "GID",
        "PID",
        "TID",
        "SID",
        "PPID",
        "UUID",
        "GUID",
        "ULID",
        "SHA",
        "MD",
        "CRC",
        "URL",
        "URI",
        "URN",
        "API",
        "SKU",
        "PR",
        "MR",
        "CVE",
        "CWE",
        "HTTP",
        "HTTPS",
        "TCP",
        "UDP",
        "DNS",
        "SSL",
        "TLS",
        "SSH",
        "GPG",
        "PGP",
        "KEY",
        "ARN",
        "AWS",
        "GCP",
        "CPU",
        "GPU",
        "RAM",
        "ROM",
        "OS",
        "VM",
        "IP",
        "MAC",
        "ETA",
        "UTC",
        "GMT",
        "EOF",
        "JSON",
        "XML",
        "CSV",
        "SQL",
        "HEAD",
        "REF",
        "REV",
        "TAG",
        "BUG",
        "JIRA",
        "INFO",
        "WARN",
        "ERROR",
        "DEBUG",
        "TRACE",
        "FATAL",
        "OK",
        "NO",
        "YES",
        "GET",
        "POST",
        "PUT",
        "ASCII",
        "UTF",
        "ISO",
        "NaN",
        "HEX",
        "BIN",
        "OCT",
        "DEC",
        "ABI",
        "ELF",
        "EXE",
        "DLL",
        "SO",
        "LSN",
        "XID",
        "OID",
        "LOT",
        "BATCH",
        "BUILD",
        "SN",
        "LIMIT",
        "OFFSET",
        "TOP",
        "SIZE",
        "LEN",
        "MAX",
        "MIN",
        "SUM",
        "AVG",
        "COUNT",
        "TOTAL",
        "PORT",
        "LINE",
        "COL",
        "ROW",
        "PAGE",
        "STEP",
        "EPOCH",
        "ITER",
        "TIME",
        "DATE",
        "YEAR",
    ]
)
_TECH_LOWER = frozenset(t.lower() for t in _TECH) | {
    "key",
    "val",
    "var",
    "arg",
    "args",
    "env",
    "ver",
    "hash",
    "code",
    "model",
    "type",
    "name",
    "part",
    "step",
}
_CAPITALS = "A-ZÀ-ÖØ-ÞİŞĞÇÜÖÆΑ-ΩА-ЯЁ"

_WORD_CUE = re.compile(rf"(?i)(?<![a-z])(?:{_WORDS})(?![a-z])")
_ACRONYM_CUE = re.compile(
    rf"(?<![\w])(?P<acronym>[{_CAPITALS}]{{2,5}})(?:[ _-]?(?i:kod|code|no\.?|nr\.?|number|num|#))?(?=[:=]|[ \t](?![:=]))"
)
# a short name given a value in any syntax: ``Rfc="…"``, ``"nin": "…"``, ``nif = '…'``
_KEY_CUE = re.compile(r"(?<![\w.\-])[\"']?(?P<key>[A-Za-z]{2,5})[\"']?[ \t]{0,2}(?::|=(?!=))")
# what stands between a cue and its value
_GAP = re.compile(r"[ \t]{0,3}(?:[:=#][ \t]{0,3})?[\"'`>(\[]?[ \t]{0,2}")
# capitals and digits, in groups joined by one separator (a space only before a group with a digit)
_VALUE = re.compile(rf"[{_CAPITALS}0-9]+(?:[-/ ][{_CAPITALS}0-9]+){{0,5}}")
_AFTER = re.compile(r"[\w@]|[.,][\w]")
_DATE = re.compile(r"\d{4}[-/.]\d\d[-/.]\d\d|\d\d[-/.]\d\d[-/.]\d{2,4}|\d{4}-?\d\d-?\d\dT\d{2,6}Z?")
_VERSION = re.compile(r"[vV]?\d{1,4}(?:\.\d{1,4}){1,3}")


def _value_at(text: str, pos: int) -> tuple[int, int] | None:
    """The identity-number-shaped value right after ``pos`` (past the cue's gap), if any: groups
    joined by ``-`` or ``/``, or by a space where each group holds a digit or is one or two
    letters (``AB 12 34 56 C``; not ``XHTML 1`` nor ``NYC 2026``)."""
    gap = _GAP.match(text, pos)
    start = gap.end() if gap else pos
    m = _VALUE.match(text, start)
    if m is None:
        return None
    parts = m.group(0).split(" ")
    end = start + len(parts[0])
    for before, part in pairwise(parts):
        if not all(any(c.isdigit() for c in p) or len(p) <= 2 for p in (before, part)):
            break
        end += 1 + len(part)
    return None if _AFTER.match(text, end) else (start, end)


def _compact(value: str) -> str:
    return re.sub(r"[-/. ]", "", value)


def id_value(value: str, strength: int) -> bool:
    """Whether ``value`` is written like a person's number; ``strength`` is the proof its cue
    already gave: 2 a word of a person's number, 1 a label of capitals, 0 a short key."""
    compact = _compact(value)
    digits = sum(c.isdigit() for c in compact)
    letters = len(compact) - digits
    if not 6 <= len(compact) <= 20 or digits < 2 or len(set(compact)) < 3:
        return False
    if _DATE.fullmatch(value) or _VERSION.fullmatch(value):
        return False
    if letters == 0 and strength < 2 and time_like(compact):
        return False
    if strength >= 2:
        return letters > 0 or digits >= 6
    if strength == 1:
        return (letters > 0 and len(compact) >= 7) or digits >= 8
    return compact == value and letters > 0 and digits >= 6 and len(compact) >= 8


# two digits close together: every value taken has them, so cues are looked for only before them
_ANCHOR = re.compile(r"\d[^\s\d]{0,3}\d")
# how far before its value's first two digits a cue may end (a key's tail, quotes, letters of the value)
_REACH = 80


def _windows(text: str) -> list[tuple[int, int]]:
    """The stretches of ``text`` that end at two close digits and start :data:`_REACH` before."""
    out: list[tuple[int, int]] = []
    for m in _ANCHOR.finditer(text):
        lo, hi = max(0, m.start() - _REACH), m.start()
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return out


def documents(text: str) -> list[Finding]:
    """Identity and document numbers after a cue, judged by their layout (see the module doc).
    Cues are read only in the stretch before two close digits, so a text without such digits
    costs one scan."""
    out: list[Finding] = []
    seen: set[int] = set()

    def take(pos: int, strength: int) -> None:
        span = _value_at(text, pos)
        if span is None or span[0] in seen:
            return
        if id_value(text[span[0] : span[1]], strength):
            seen.add(span[0])
            out.append(Finding(span[0], span[1], "national_id", "id_document"))

    for lo, hi in _windows(text):
        for m in _WORD_CUE.finditer(text, lo, hi):
            take(_past_key(text, m.end()), 2)
        for m in _ACRONYM_CUE.finditer(text, lo, hi + 1):
            if m.group("acronym") not in _TECH:
                take(m.end(), 1)
        for m in _KEY_CUE.finditer(text, lo, hi + 1):
            if m.group("key").lower() not in _TECH_LOWER:
                take(m.end(), 0)
    return out


def document_column(name: str) -> bool:
    """Whether a table's column ``name`` (a CSV header, an SQL column) names a person's number."""
    name = name.strip().strip("`\"'[] ")
    return len(name) <= 40 and _WORD_CUE.fullmatch(name) is not None


_KEY_TAIL = re.compile(r"[\w]{0,12}[\"']?")


def _past_key(text: str, end: int) -> int:
    """``end`` moved past the rest of a key name the cue word starts (``personasKods"``)."""
    m = _KEY_TAIL.match(text, end)
    return m.end() if m else end


# -- a structured field's bare value --------------------------------------------------------------

_EDGE_L = r"(?<![A-Za-z0-9])"
_EDGE_R = r"(?![A-Za-z0-9])(?![.,][0-9])"
_FIELD_LAYOUTS = re.compile(
    _EDGE_L + r"(?:"
    # letters around a run of digits: ``A123456789Z``, an RFC ``GOLA990722L47``, a plate ``KT1651MC``;
    # capitals before a long run (``SOTA740411989``) or two before six (a passport's, an id card's
    # ``BE318626``: as many values as one capital before seven)
    r"(?P<lettered>[A-Z]{1,4}\d{6,12}[A-Z][A-Z0-9]{0,2}|[A-Z]{2,3}\d{4}[A-Z]{2,3}|[A-Z]{1,4}\d{8,12}|[A-Z]{2}\d{6})"
    # digits with a check letter: ``91651728K``
    r"|(?P<checked>\d{7,10}[A-Z])"
    # a lettered number in dash groups: ``N01-23-456789``
    r"|(?P<grouped>[A-Z]{1,3}\d{1,4}(?:-\d{2,8}){2,3})"
    # a birth date and a serial: ``220799-11656``
    r"|(?P<dated>\d{6}-\d{4,5})"
    r")" + _EDGE_R
)


def _birth_date(six: str) -> bool:
    """Whether six digits are a date of birth (``DDMMYY`` or ``YYMMDD``) but no date of work
    (``YYMMDD`` of 2006 to 2035, a build's or a log's stamp)."""
    a, b, c = int(six[:2]), int(six[2:4]), int(six[4:])
    work = 6 <= a <= 35 and 1 <= b <= 12 and 1 <= c <= 31
    return not work and ((1 <= a <= 31 and 1 <= b <= 12) or (1 <= b <= 12 and 1 <= c <= 31))


def field_documents(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each whole part of a field's value written like an identity number
    (see :data:`_FIELD_LAYOUTS`), its digits not one repeated digit (padding) nor, in one run, a time."""
    if sum(c.isdigit() for c in text) < 4:
        return []
    out = []
    for m in _FIELD_LAYOUTS.finditer(text):
        digits = "".join(c for c in m.group(0) if c.isdigit())
        if len(set(digits)) < 2 or (m.lastgroup in ("lettered", "checked") and time_like(digits)):
            continue
        if m.lastgroup == "dated" and not _birth_date(digits[:6]):
            continue
        out.append((m.start(), m.end()))
    return out
