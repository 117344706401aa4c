"""National identity numbers and passports (issue 31): a table of id schemes, each with its
layout and its own checksum (and the birth date most of them embed).

A number is taken when its scheme's check (and date) holds and one of these is true:

- a cue word of any language is just before it (``PESEL``, ``personnummer``, ``DNI``, ``SSN``,
  ``Steuer-ID``, ``身份证``, …): then every scheme of the table is tried on it;
- it is written in a layout only that scheme uses (``123.456.789-09``, ``85.01.01-123.45``,
  ``131052-308T``, ``12345678Z``, an Italian codice fiscale): :data:`FORMATTED`;
- it is a whole token of an identifier-like field (a folder, a branch, a file name) and its
  scheme's validation is strong: a date of birth and a check digit together, so that a random
  number of the same length rarely passes (from ~1/130 for a PESEL to ~1/20,000 for a Chinese
  resident id; :data:`.id_schemes.BARE_STRONG`), and such runs of 10 to 18 digits are rare in
  paths, branches and versions (none in the corpus: ``tests/test_redact_national_ids.py``).

Passports: the machine-readable zone of a travel document (ICAO 9303 TD1, TD2, TD3 lines, with
their check digits), and a passport number after a ``passport`` cue.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from .findings import Finding
from .id_schemes import _BY_LENGTH, BARE_STRONG, SCHEMES, in_pan, it_codice_fiscale, us_mbi
from .personal_fields import bare_personal

_SEP = re.compile(r"[\s.\-/()+]|%20")

# Layouts that only one scheme writes (separators and letters in fixed places): no cue needed.
_FORMATS = {
    "br_cpf": r"\d{3}\.\d{3}\.\d{3}-\d{2}",
    "br_cnpj": r"\d{2}\.\d{3}\.\d{3}/\d{4}-\d{2}",
    "be_rrn": r"\d{2}\.\d{2}\.\d{2}[-.]\d{3}\.\d{2}",
    "fr_nir": r"[12378] \d{2} \d{2} (?:\d{2}|2[AB]) \d{3} \d{3} \d{2}",
    # with a letter (its century sign or check character): a date stamp (``240105-1230``) has none
    "fi_hetu": r"\d{6}(?:[+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]|-\d{3}[A-FHJ-NPR-Y])",
    "kr_rrn": r"\d{6}-[1-8]\d{6}",
    "es_dni": r"\d{8}-?[A-HJ-NP-TV-Z]|[XYZ]-?\d{7}-?[A-HJ-NP-TV-Z]",
    "it_codice_fiscale": r"[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]",
    "mx_curp": r"[A-Z]{4}\d{6}[HMX][A-Z]{5}[0-9A-Z]\d",
    "sg_nric": r"[STFGM]\d{7}[A-Z]",
    "ch_ahv": r"756\.\d{4}\.\d{4}\.\d{2}",
    "cl_rut": r"\d{1,2}\.\d{3}\.\d{3}-[\dkK]",
    "ar_cuil": r"(?:20|23|24|27|30|33|34)-\d{8}-\d",
    "cz_birth_number": r"\d{6}/\d{4}",
    "hk_hkid": r"[A-Z]{1,2}\d{6}\([0-9A]\)",
    "us_itin": r"9\d{2}-(?:5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])-\d{4}",
    # the UK's National Insurance number as HMRC prints it (``QQ 12 34 56 C``): letters, three
    # pairs of digits and a suffix letter, each apart
    "uk_nino": r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] \d\d \d\d \d\d [A-D]",
    # Ontario's driver's licence (``A1234-56789-01234``): a surname letter and three groups
    "ca_on_dl": r"[A-Z]\d{4}-\d{5}-\d{5}",
}
FORMATTED = re.compile(
    r"(?<![\w.\-/+])(?:" + "|".join(f"(?P<{k}>{v})" for k, v in _FORMATS.items()) + r")(?![\w\-/]|[.,]\d)"
)

# Cue words of many languages; short acronyms count in capitals only (``sin``, ``pan``, ``rut``
# are words of code and prose too).
_CUE_WORDS = (
    r"national[ _-]?(?:id(?:entity)?|identification|insurance)(?:[ _-]?(?:number|no|card))?|"
    r"(?:personal|citizen|resident|identity|id|identification)[ _-]?(?:number|no\b|nr\b|num\b|code)|"
    r"social[ _-]security(?:[ _-]?(?:number|no))?|social[ _-]insurance(?:[ _-]?number)?|"
    r"person(?:nummer|nr\b|numer)|personnummer|f[øo]dselsnummer|personbevis|cpr[ _-]?(?:nr|nummer)|"
    r"henkil[öo]tunnus|burgerservicenummer|sofinummer|rijksregisternummer|registre national|"
    r"num[ée]ro national|s[ée]curit[ée] sociale|num[ée]ro (?:de )?s[ée]cu|assurance sociale|sozialversicherungsnummer|"
    r"steuer[ _-]?id|steueridentifikationsnummer|identifikationsnummer|personalausweis|ausweisnummer|"
    r"codice fiscale|tax[ _-]?(?:file|id|payer)[ _-]?(?:number|no)?|taxpayer|"
    r"n[úu]mero de identidad|documento nacional|c[ée]dula|rodn[ée] [čc][íi]slo|"
    r"tc kimlik|kimlik no|teudat zehut|aadhaa?r|my ?number|numer pesel|medicare|isikukood|asmens kodas|"
    r"nhs (?:number|no)|kad pengenalan|hong kong identity|thai (?:national )?id|versicherungsnummer|"
    r"osobni identifikacijski|cod numeric personal|personal public service|"
    r"versicherten[ _-]?nummer|krankenversichertennummer|"
    r"(?<![a-z])ni[ _-]?(?:number|no\b|nr\b)|national insurance|"
    # tax and social-security numbers as forms and invoices name them: ``Contribuinte n.º``,
    # ``número fiscal``, ``numer identyfikacji podatkowej``, ``afiliación a la Seguridad Social``,
    # ``Rentenversicherungsnummer``, ``Steuernummer``, ``codice di identificazione``
    r"(?:n[úu]mero (?:de )?)?contribuinte|n[úu]mero fiscal|num[ée]ro fiscal|identifica[çc][ãa]o fiscal|"
    r"identyfikacji podatkowej|numer ubezpieczenia|afiliaci[óo]n|seguridad social|seguran[çc]a social|"
    r"rentenversicherung(?:snummer)?|sozialversicherung|steuernummer|fiscal[ _-]?(?:code|number|id)|"
    r"vergi (?:kimlik )?no|kimlik numaras[ıi]|sosyal g[üu]venlik"
)
# cue words in scripts without case: Hindi (Aadhaar, PAN, identity number), Russian, Arabic
# and Hebrew (``ת.ז.``, ``תעודת זהות``, ``מספר זהות``)
_SCRIPT_CUES = r"आधार|पहचान संख्या|पैन|ИНН|СНИЛС|паспорт|رقم الهوية|الرقم القومي|ת\.ז\.?|תעודת זהות|מספר זהות"
# a scheme's acronym in lower case as the name of a key or field (``employee.sin = "…"``,
# ``pan_number: …``, ``"ssn": "…"``): a name in code is a cue when a value is assigned to it
_KEY_ACRONYMS = (
    r"ssn|sin|nino|pan|bsn|cpf|cnpj|curp|nric|hetu|tfn|ahv|avs|rrn|pesel|dni|nie|nif|kvnr|mbi|"
    r"aadhaa?r|cpr|egn|cnp|oib|amka|ppsn?|hkid|jmbg|svnr|insz|niss|ird|rut|cuil|cuit|"
    # Norway's ``fnr``/``dnr``, France's ``nir``/``nss``, Poland's ``nip``, Spain's ``naf``/``nss``,
    # Germany's ``rvnr``/``vsnr``, Romania's ``cnp``, Turkey's ``tckn``, India's ``uid``
    r"fnr|dnr|nir|nss|nip|naf|rvnr|vsnr|tckn|tcno|uidai"
)
_KEY_CUE = (
    rf"(?<![A-Za-z0-9])(?:{_KEY_ACRONYMS})(?:[ _-]?(?:number|num|no|nr|id|code))?"
    # a value given to the name in any syntax: ``key: v``, ``"key": "v"``, ``key=v``, and the
    # element of that name in XML/HTML (``<bsn>v</bsn>``, ``<nir>``)
    r"(?=[\"'\]]?[ \t]{0,2}(?::|=(?!=))|>)"
)
# the cue words also as the name of a key (``numero_secu``, ``sozial-versicherungsnummer``)
_KEYED_WORDS = re.sub(r"(?<!\[) (?![_\-]\])", "[ _-]", _CUE_WORDS)
# one scan for both: the cue words in any case, the acronyms in capitals
_CUES = re.compile(
    rf"(?<![A-Za-z])(?:(?i:{_KEYED_WORDS})|"
    r"(?:PESEL|SSN|SIN|NIR|BSN|DNI|NIE|NIF|CPF|CNPJ|CUIL|CUIT|RUT|CURP|NRIC|NINO|"
    r"HETU|CPR|TFN|IRD|AHV|AVS|PAN|RRN|INSZ|NISS|IdNr|Pesel|Bsn|Dni|Cpf|NHS|EGN|CNP|OIB|AMKA|PPSN?|"
    r"HKID|JMBG|EMŠO|SVNR|MyKad|NIP|NSS|NAF|FNR|TCKN|VSNR|NAS)(?![A-Za-z]))|ЕГН|ΑΜΚΑ|เลขประจำตัวประชาชน|"
    rf"{_SCRIPT_CUES}|"
    r"マイナンバー|個人番号|身份证|身份號碼|身份号码|公民身份|주민등록번호|住民票コード|"
    rf"{_KEY_CUE}"
)
# what may stand between a cue and its number: ``: ``, ``" : "``, ``=``, ``nº``, ``(``, a word
_CUE_WINDOW = 48
_GROUP = re.compile(r"[0-9A-Z]+")
# groups apart by a space, a dot, a dash, a slash or a space form-encoded (``+``, ``%20``)
_CANDIDATE = re.compile(r"(?<![\w.\-/])(?=[0-9A-Z])[0-9A-Z]+(?:(?:[ .\-/+]|%20)[0-9A-Z]+){0,6}(?![\w\-/])")


def _compact(value: str) -> str:
    return _SEP.sub("", value)


# Schemes with no check digit (a layout, or a date alone): only after their own cue, as the
# nine digits after a generic ``id number`` would otherwise always pass as an SSN.
_OWN_CUE = {
    "us_ssn": re.compile(r"(?i)ssn|social"),
    "uk_nino": re.compile(r"(?i)nino|insurance|(?<![a-z])ni(?![a-z])"),
    "in_pan": re.compile(r"(?i)(?<![a-z])pan(?![a-z])|permanent"),
    "de_kvnr": re.compile(r"(?i)versicher|kvnr|krankenkasse|insur"),
    "dk_cpr": re.compile(r"(?i)cpr"),
    "my_mykad": re.compile(r"(?i)mykad|pengenalan"),
}


def _scheme_of(
    compact: str, schemes: Iterator[Callable[[str], bool]] | tuple | None = None, cue: str = ""
) -> str | None:
    """The name of the first of ``schemes`` (every scheme of the value's length) ``compact`` passes;
    a scheme of :data:`_OWN_CUE` only after its own ``cue``."""
    for scheme in _BY_LENGTH.get(len(compact), ()) if schemes is None else schemes:
        own = _OWN_CUE.get(scheme.__name__)
        if (own is None or own.search(cue)) and scheme(compact):
            return scheme.__name__
    return None


def _after_cue(text: str, start: int, end: int) -> Iterator[tuple[int, int, str]]:
    """The id numbers of any scheme in the window after the cue ``text[start:end]``."""
    stop = text.find("\n", end, end + _CUE_WINDOW)
    stop = end + _CUE_WINDOW if stop < 0 else stop
    for m in _CANDIDATE.finditer(text, end, min(stop + 24, len(text))):
        if m.start() >= stop:
            break
        if not any(c.isdigit() for c in m.group(0)):
            continue
        # the longest run of groups that is a number of some scheme (``046-454-286 | Start``)
        ends = [g.end() for g in _GROUP.finditer(m.group(0))]
        for e in reversed(ends):
            compact = _compact(m.group(0)[:e])
            if len(compact) in _BY_LENGTH:
                kind = _scheme_of(compact, cue=text[start:end])
                if kind:
                    yield m.start(), m.start() + e, kind
                    return
        return


# six digits close together: every scheme but the codice fiscale has them (a cheap anchor)
_RUN6 = re.compile(r"\d(?:[ .\-/]?\d){5}")
# a form-encoded value of digit groups (``sin=766+048+763``, ``nir=1%2085``): the anchor for form posts
_FORM_RUN = re.compile(r"=\d{1,6}(?:(?:\+|%20)\d{1,6}){1,6}(?=[&\s\"']|$)")
_IT_CF = re.compile(r"[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z](?![\w])")


def _merged(windows: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Windows (in order of their starts) with the overlapping ones joined, none before 0."""
    out: list[tuple[int, int]] = []
    last_lo = last_hi = None
    for lo, hi in windows:
        if last_hi is not None and lo <= last_hi:
            if hi > last_hi:
                last_hi = hi
            continue
        if last_hi is not None:
            out.append((last_lo, last_hi))
        last_lo, last_hi = max(lo, 0), hi
    if last_hi is not None:
        out.append((last_lo, last_hi))
    return out


def national_ids(text: str) -> list[Finding]:
    """National id numbers in text: after a cue, or in a layout of their own (see module doc).
    Cues are looked for only before six close digits, and layouts only around them, so that a
    text without such digits costs one scan."""
    out: list[Finding] = []
    runs = [(r.start(), r.end()) for r in _RUN6.finditer(text)]
    if "=" in text:
        runs = sorted(runs + [(r.start() + 1, r.end()) for r in _FORM_RUN.finditer(text)])
    cues_found: set[tuple[int, int]] = set()
    for lo, hi in _merged((s - _CUE_WINDOW - 40, s) for s, _ in runs):
        cues_found.update(cue.span() for cue in _CUES.finditer(text, lo, hi))
    for lo, hi in _merged((s - 8, e + 20) for s, e in runs):
        for m in FORMATTED.finditer(text, lo, min(hi, len(text))):
            kind = m.lastgroup or ""
            if SCHEMES[kind](_compact(m.group(0))):
                out.append(Finding(m.start(), m.end(), "national_id", kind))
    for start, end in sorted(cues_found):
        for s, e, kind in _after_cue(text, start, end):
            out.append(Finding(s, e, "national_id", kind))
    for m in _IT_CF.finditer(text):
        if (m.start() == 0 or not text[m.start() - 1].isalnum()) and it_codice_fiscale(m.group(0)):
            out.append(Finding(m.start(), m.end(), "national_id", "it_codice_fiscale"))
    out += _lettered(text)
    out += passports(text)
    return out


# ids of capitals with few digits, found by their layout and a cue of their own just before
# (neither has a check digit): India's PAN (``ABCPE1234F``), the US Medicare MBI (``1EG4-TE5-MK73``)
_LETTERED = re.compile(r"(?<![\w-])(?:[A-Z0-9]{10,11}|[A-Z0-9]{4}-[A-Z0-9]{3}-[A-Z0-9]{4})(?![\w-])")
_LETTERED_CUES = (
    (in_pan, re.compile(r"(?i)(?<![a-z])pan(?![a-z])|permanent account|income[ -]?tax|\bkyc\b")),
    (us_mbi, re.compile(r"(?i)medicare|\bmbi\b|member|beneficiar|insur|patient|payer|eligib|hicn")),
)


def _lettered(text: str) -> list[Finding]:
    out = []
    for m in _LETTERED.finditer(text):
        value = m.group(0).replace("-", "")
        if value.isdigit() or value.isalpha():
            continue
        before = text[max(0, m.start() - 60) : m.start()]
        for check, cue in _LETTERED_CUES:
            if check(value) and cue.search(before):
                out.append(Finding(m.start(), m.end(), "national_id", check.__name__))
                break
    return out


# Unix times in s, ms, µs, ns: a file or id named after one is not a person's number
_UNIX_TIME = re.compile(r"1\d{9}|1\d{12}|1\d{15}|1\d{18}")
_BARE = re.compile(r"(?<![0-9A-Za-z])[0-9A-Z]{8,18}(?![0-9A-Za-z])")


def bare_national_ids(text: str) -> list[Finding]:
    """Id numbers of the strong schemes (:data:`BARE_STRONG`) as whole tokens of an identifier-like
    field, ids in their own layout, and the personal data of :mod:`.personal_fields` (what proves
    itself by its layout in a field's bare value)."""
    out = []
    for m in _BARE.finditer(text):
        value = m.group(0)
        if sum(c.isdigit() for c in value) < 6 or _UNIX_TIME.fullmatch(value):
            continue
        kind = _scheme_of(_compact(value), BARE_STRONG)
        if kind:
            out.append(Finding(m.start(), m.end(), "national_id", kind))
    for m in FORMATTED.finditer(text):
        kind = m.lastgroup or ""
        if SCHEMES[kind](_compact(m.group(0))):
            out.append(Finding(m.start(), m.end(), "national_id", kind))
    return out + bare_personal(text)


# -- passports -----------------------------------------------------------------------------------

_MRZ_VALUES = {**{str(i): i for i in range(10)}, **{chr(65 + i): 10 + i for i in range(26)}, "<": 0}


def _mrz_check(field: str, digit: str) -> bool:
    if not digit.isdigit() and digit != "<":
        return False
    total = sum(_MRZ_VALUES.get(c, -100) * (7, 3, 1)[i % 3] for i, c in enumerate(field))
    return total >= 0 and total % 10 == (0 if digit == "<" else int(digit))


# line 2 of a passport (TD3, 44), of a TD2 card or visa (36), with the line before (names,
# issuing state); lines 1 and 2 of a TD1 identity card (30)
_MRZ = re.compile(
    r"(?:(?<=\n)|^|(?<=\\n))(?P<head>[PVIAC][A-Z<][A-Z<]{3}[A-Z<]{25,39}(?:\r?\n|\\n))?"
    r"(?P<line>[A-Z0-9<]{9}[0-9<][A-Z<]{3}\d{6}\d[MFX<]\d{6}\d[A-Z0-9<]{8,16}(?![A-Z0-9<]))"
    r"|(?P<td1>[AIC][A-Z<][A-Z<]{3}[A-Z0-9<]{9}[0-9<][A-Z0-9<]{15}(?![A-Z0-9<]))"
    # line 2 of a TD1 card (birth date, sex, expiry), and line 3 (the names) with it
    r"|(?<![A-Z0-9<])(?P<td1b>\d{7}[MFX<]\d{7}[A-Z<]{3}[A-Z0-9<]{11}\d)(?![A-Z0-9<])(?:(?:\r?\n|\\n)[A-Z<]{30})?",
    re.MULTILINE,
)

# a travel or identity document's number after its name: passports, driving licences, id cards
_PASSPORT_CUE = re.compile(
    # also right after a JSON-escaped line break (``…\\ndriver_licence_number,…``)
    r"(?i)(?:(?<![a-z])|(?<=\\[nrt]))(?:passport|reisepass|passeport|pasaporte|passaporto|paspoort|passaporte|"
    r"паспорт|护照|旅券|driver'?s?[ _-]?licen[cs]e|driving[ _-]?licen[cs]e|licen[cs]e[ _-]?(?:number|no\b)|dl[ _-]?(?:number|no\b|#)|f[üu]hrerschein|permis de conduire|"
    r"licencia de conducir|patente di guida|rijbewijs|id[ _-]?card|identity card|personalausweis|"
    r"carte d'identit[ée]|(?:id|identity|travel)?[ _-]?document[ _-]?(?:number|no\b|nr\b|num\b|#))"
    r"(?:[ _-]?(?:number|no\.?|nr\.?|nummer|num[ée]ro|n[º°o]|#))?[\s:=#\"'`,;|]{1,6}"
    r"(?P<number>(?-i:[A-Z0-9][A-Z0-9-]{4,16}[A-Z0-9]))(?![\w-])"
)


# what every cue word of a document holds, in lower case
_PASSPORT_NEEDLES = (
    "pas",
    "icen",
    "hrer",
    "ermis",
    "bewijs",
    "card",
    "ausweis",
    "dentit",
    "document",
    "паспорт",
    "护照",
    "旅券",
)


def _positions(text: str, needle: str) -> Iterator[int]:
    i = text.find(needle)
    while i >= 0:
        yield i
        i = text.find(needle, i + 1)


def _repeated(text: str, number: str, kind: str) -> list[Finding]:
    """Every whole occurrence of a document's ``number`` read from its zone (a parser's
    ``number=…`` line repeats it with no cue of its own)."""
    if len(number) < 6:
        return []
    pattern = re.compile(rf"(?<![A-Za-z0-9]){re.escape(number)}(?![A-Za-z0-9])")
    return [Finding(m.start(), m.end(), "national_id", kind) for m in pattern.finditer(text)]


def passports(text: str) -> list[Finding]:
    """Passport numbers: machine-readable zones (two check digits of three hold) and numbers
    after a ``passport`` cue (with at least two digits)."""
    out = []
    if "<<<" in text:  # every zone pads its fields with filler runs
        for m in _MRZ.finditer(text):
            if m.group("line"):
                line = m.group("line")
                checks = (
                    _mrz_check(line[0:9], line[9]),
                    _mrz_check(line[13:19], line[19]),
                    _mrz_check(line[21:27], line[27]),
                )
                if sum(checks) >= 2:
                    start = m.start("head") if m.group("head") else m.start("line")
                    out.append(Finding(start, m.end("line"), "national_id", "passport_mrz"))
                    out += _repeated(text, line[0:9].rstrip("<"), "passport")
            elif m.group("td1") and _mrz_check(m.group("td1")[5:14], m.group("td1")[14]):
                out.append(Finding(m.start(), m.end(), "national_id", "passport_mrz"))
            elif m.group("td1b"):
                line = m.group("td1b")
                if _mrz_check(line[0:6], line[6]) and _mrz_check(line[8:14], line[14]):
                    out.append(Finding(m.start(), m.end(), "national_id", "passport_mrz"))
    low = text.lower()
    if not any(map(low.__contains__, _PASSPORT_NEEDLES)):
        return out
    windows = [(0, len(text))]
    if len(low) == len(text):  # the cue regex reads only around the needles found
        windows = _merged(
            iter(sorted((i - 40, i + 70) for n in _PASSPORT_NEEDLES for i in _positions(low, n)))
        )
    for m in (m for lo, hi in windows for m in _PASSPORT_CUE.finditer(text, lo, min(hi, len(text)))):
        if sum(c.isdigit() for c in m.group("number")) >= 4:
            cue = m.group(0)[:3].lower()
            kind = "passport" if cue in ("pas", "rei", "пас", "护照", "旅券") else "id_document"
            out.append(Finding(m.start("number"), m.end("number"), "national_id", kind))
    return out
