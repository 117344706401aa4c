"""Identity, tax and document numbers by their layout, whatever the scheme (issue 31).

:mod:`.national_ids` takes a number after a cue when one scheme of its table checks it; a country
it does not know (a Latvian personas kods, a Kenyan KRA PIN, a Cypriot TIC, a driving licence) is
missed however plain the cue. Here the cue decides and the value only has to be written like an
identity number: capitals and digits, with at least two digits, in one token or a few groups
joined by ``-``, ``/`` or a space (``A123456789Z``, ``N01-23-456789``, ``220799-11656``,
``BE318626``), never a date, a time, a version or a word. Cues, from the strongest (the least
asked of the value) to the weakest:

- the words of a person's number in many languages (``national_id``, ``matricule``,
  ``personas kods``, ``tax pin``, ``licence no``, ``plate``): any such value of 6 to 20 places;
- a label of capitals (``TIC 12345678X``, ``FİN kod: U7SP5WB``, ``CIN: BE318626``): the
  acronym of a document, as forms and tickets write it; a value with letters and digits, or 8
  digits or more; never an acronym of software (``SHA``, ``PID``, ``HTTP``: :data:`_TECH`), nor
  one of a scheme :mod:`.national_ids` checks (``PESEL``: its check decides);
- a short key in any case (``Rfc="GOLA990722L47"``, ``"nin": …``): a value with letters and six
  digits or more.

:func:`field_documents` judges the bare value of a structured field (a folder, a branch, a
version, a session id, an argument key) by the layouts identity numbers share: letters around a
run of digits (a plate's four), capitals before eight digits or more, two capitals before six,
digits with a check letter, a lettered number in dash groups, a birth date joined to a serial;
not one repeated digit, a time in one run, nor a ``YYMMDD`` of work before a serial.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .field_numbers import time_like
from .findings import Finding

# the words of a person's number: generic ones in English and the forms' words of many languages
_WORDS = (
    r"national[ _-]?id(?:entity)?(?:[ _-]?(?:number|no|nr|card))?|citizen[ _-]?id|resident[ _-]?id|voter[ _-]?id|"
    r"id[ _-]?(?:card|number|no|nr|num)(?![a-z])|identity[ _-]?(?:card|number|no)|"
    r"personal[ _-]?(?:id|code|number|no|nr)|person[ _-]?(?:id|code|number)|"
    r"tax[ _-]?(?:id|pin|no|number|code|reg(?:istration)?)(?:[ _-]?(?:number|no))?|"
    r"[a-z]{2,5}[ _-]pin(?:[ _-]?(?:number|no|code))?|"
    r"document[ _-]?(?:number|no|nr|num)|doc[ _-]?(?:number|no)|"
    r"licen[cs]e[ _-]?(?:id|no|nr|num|number|#)|driv(?:er|ing)['’]?s?[ _-]?licen[cs]e(?:[ _-]?(?:no|number))?|"
    r"(?:licen[cs]e[ _-]?|number[ _-]?|registration[ _-]?)?plate(?:[ _-]?(?:number|no))?|"
    r"matricul[ea]|immatriculation|registration[ _-]?(?:number|no)|"
    # professional registers and licences: a bar number (``SBN``), Mexico's cédula profesional, a
    # US state's driving licence key (``tx_dl``), a health provider's number, an I-94 admission
    r"(?:state[ _-]?)?bar[ _-]?(?:number|no|#)|sbn|c[ée]d(?:ula)?\.?[ _-]?prof(?:esional)?\.?|"
    r"(?<![a-z])[a-z]{2}[ _-]dl(?![a-z])|dl[ _-]?(?:number|no|num|#)|provider[ _-]?(?:number|no)|"
    r"admission[ _-]?(?:number|no)|住民票コード|"
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
# the acronyms of the schemes :mod:`.national_ids` checks: a number after one is judged by its
# scheme's check, not by its layout
_CHECKED = frozenset(
    [
        "PESEL",
        "SSN",
        "SIN",
        "NIR",
        "BSN",
        "DNI",
        "NIE",
        "NIF",
        "CPF",
        "CNPJ",
        "CUIL",
        "CUIT",
        "RUT",
        "CURP",
        "NRIC",
        "NINO",
        "HETU",
        "CPR",
        "TFN",
        "IRD",
        "AHV",
        "AVS",
        "PAN",
        "RRN",
        "INSZ",
        "NISS",
        "NHS",
        "EGN",
        "CNP",
        "OIB",
        "AMKA",
        "PPS",
        "PPSN",
        "HKID",
        "JMBG",
        "SVNR",
        "NIP",
        "NSS",
        "NAF",
        "FNR",
        "TCKN",
        "VSNR",
        "NAS",
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
# the same on lower-cased text: several times faster than ``(?i)`` (``_WORDS`` has no class escape
# that lower-casing would turn around)
_WORD_CUE_LOW = re.compile(rf"(?<![a-z])(?:{_WORDS.lower()})(?![a-z])")
# the lower-case needles every word of :data:`_WORDS` holds: the word regex runs only on a text
# with one of them
_WORD_NEEDLES = (
    "nation", "citizen", "resident", "voter", "id", "person", "tax", "pin", "doc", "licen", "driv",
    "plate", "number", "matricul", "regist", "asmens", "isikukood", "kennitala", "osobn", "li\u010dn",
    "licn", "ob\u010dan", "obcan", "henkil", "n\u00famero", "numero", "num\u00e9ro", "carte", "kimlik",
    "xsiyy", "\u0259xsiyy", "\u043b\u0438\u0447\u043d", "\u043d\u043e\u043c\u0435\u0440",
    "\u043f\u0430\u0441\u043f\u043e\u0440\u0442", "\u043f\u043e\u0441\u0432\u0456\u0434",
    "\u03c4\u03b1\u03c5\u03c4", "\u03b1\u03b4\u03c4", "\u03b1\u03c6\u03bc",
    "bar", "sbn", "c\u00e9d", "ced", "dl", "provider", "admission", "\u4f4f\u6c11\u7968",
)  # fmt: skip
# a label of capitals (``TIC 12345678X``, ``FİN kod:``); its first letter is matched before the
# look behind, so that the scan skips to capitals
_ACRONYM_CUE = re.compile(
    rf"[{_CAPITALS}](?<![\w].)[{_CAPITALS}]{{1,4}}(?:[ _-]?(?i:kod|code|no\.?|nr\.?|number|num|#))?"
    r"(?=[:=]|[ \t](?![:=]))"
)
# a short name given a value in any syntax (``Rfc="…"``, ``"nin": "…"``, ``nif = '…'``)
_KEY_CUE = re.compile(r"[A-Za-z](?<![\w.\-].)[A-Za-z]{1,4}(?=[\"']?[ \t]{0,2}(?::|=(?!=)))")
_KEY_GAP = re.compile(r"[\"']?[ \t]{0,2}(?::|=)")
# what stands between a cue and its value
_GAP = re.compile(r"[ \t\u3000]{0,3}(?:[:=#][ \t]{0,3})?(?:\{[ \t]{0,2})?[\"'`>(\[]?[ \t]{0,2}")
# capitals and digits in groups joined by ``-`` or ``/`` (a token), tokens joined by a space where
# each holds a digit or a separator or is one or two letters (``AB 12 34 56 C``; not ``XHTML 1``)
_TOKEN = rf"[{_CAPITALS}0-9]+(?:[-/][{_CAPITALS}0-9]+){{0,5}}"
_JOINABLE = rf"(?=[{_CAPITALS}]{{1,2}}(?![-/{_CAPITALS}0-9])|[{_CAPITALS}0-9/-]*[0-9/-]){_TOKEN}"
_VALUE = re.compile(rf"{_JOINABLE}(?: {_JOINABLE}){{1,5}}|{_TOKEN}")
_AFTER = re.compile(r"[\w@]|[.,][\w]")
_DATE = re.compile(r"\d{4}[-/.]\d\d[-/.]\d\d|\d\d[-/.]\d\d[-/.]\d{2,4}|\d{4}-?\d\d-?\d\dT\d{2,6}Z?")
_VERSION = re.compile(r"[vV]?\d{1,4}(?:\.\d{1,4}){1,3}")


def _value_at(text: str, pos: int) -> tuple[int, int] | None:
    """The identity-number-shaped value right after ``pos`` (past the cue's gap), if any (see
    :data:`_VALUE`)."""
    gap = _GAP.match(text, pos)
    m = _VALUE.match(text, gap.end() if gap else pos)
    return None if m is None or _AFTER.match(text, m.end()) else m.span()


def _compact(value: str) -> str:
    return re.sub(r"[-/. ]", "", value)


@lru_cache(maxsize=4096)
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


# two digits close together: every value taken has them
_ANCHOR = re.compile(r"\d[^\s\d]{0,3}\d")


def documents(text: str) -> list[Finding]:
    """Identity and document numbers after a cue, judged by their layout (see the module doc);
    nothing is looked for in a text without two close digits."""
    if not _ANCHOR.search(text):
        return []
    out: list[Finding] = []
    seen: set[int] = set()

    def take(pos: int, strength: int) -> None:
        span = _value_at(text, pos)
        if span is None or span[0] in seen:
            return
        seen.add(span[0])
        if id_value(text[span[0] : span[1]], strength):
            out.append(Finding(span[0], span[1], "national_id", "id_document"))

    low = text.lower()
    if any(n in low for n in _WORD_NEEDLES):
        words = _WORD_CUE_LOW.finditer(low) if len(low) == len(text) else _WORD_CUE.finditer(text)
        for m in words:
            take(_past_key(text, m.end()), 2)
    for m in _ACRONYM_CUE.finditer(text):
        acronym = m.group(0).split()[0].split("_")[0].split("-")[0]
        if acronym not in _TECH and acronym not in _CHECKED:
            take(m.end(), 1)
    for m in _KEY_CUE.finditer(text):
        if m.group(0).lower() not in _TECH_LOWER:
            gap = _KEY_GAP.match(text, m.end())
            take(gap.end() if gap else m.end(), 0)
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
