"""National identity numbers and passports (issue 31): a table of id schemes, each with its
layout and its own checksum (and the birth date most of them embed).

A number is taken when its scheme's check (and date) holds and one of these is true:

- a cue word of any language is just before it (``PESEL``, ``personnummer``, ``DNI``, ``SSN``,
  ``Steuer-ID``, ``身份证``, …): then every scheme of the table is tried on it;
- it is written in a layout only that scheme uses (``123.456.789-09``, ``85.01.01-123.45``,
  ``131052-308T``, ``12345678Z``, an Italian codice fiscale): :data:`FORMATTED`;
- it is a whole token of an identifier-like field (a folder, a branch, a file name) and its
  scheme's validation is strong: a date of birth and a check digit together, so that a random
  number of the same length passes less than once in a thousand (:data:`BARE_STRONG`).

Passports: the machine-readable zone of a travel document (ICAO 9303 TD1, TD2, TD3 lines, with
their check digits), and a passport number after a ``passport`` cue.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable, Iterator

from .findings import Finding


def _date(y: int, m: int, d: int) -> bool:
    return 1 <= m <= 12 and 1 <= d <= calendar.monthrange(y, m)[1]


def _yymmdd(s: str, order: str = "ymd") -> bool:
    """Whether the two-digit fields of ``s`` form a date of the 1900s or the 2000s."""
    a, b, c = int(s[0:2]), int(s[2:4]), int(s[4:6])
    y, m, d = (a, b, c) if order == "ymd" else (c, b, a)
    return _date(1900 + y, m, d) or _date(2000 + y, m, d)


def _weighted(s: str, weights: list[int]) -> int:
    return sum(int(c) * w for c, w in zip(s, weights, strict=False))


def _luhn(s: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


# -- one validator per scheme: the compact value (separators removed) -------------------------


def pl_pesel(s: str) -> bool:
    if len(s) != 11 or not s.isdigit():
        return False
    mm = int(s[2:4])
    century = {0: 1900, 20: 2000, 40: 2100, 60: 2200, 80: 1800}[mm // 20 * 20]
    if not _date(century + int(s[:2]), mm % 20, int(s[4:6])):
        return False
    return (10 - _weighted(s, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10 == int(s[10])


def _mod11_digit(s: str, weights: list[int]) -> int:
    k = 11 - _weighted(s, weights) % 11
    return 0 if k == 11 else k


def no_fodselsnummer(s: str) -> bool:
    if len(s) != 11 or not s.isdigit():
        return False
    dd, mm = int(s[:2]) % 40, int(s[2:4]) % 40  # D- and H-numbers add 40
    if not (_date(1900 + int(s[4:6]), mm, dd) or _date(2000 + int(s[4:6]), mm, dd)):
        return False
    k1 = _mod11_digit(s[:9], [3, 7, 6, 1, 8, 9, 4, 5, 2])
    k2 = _mod11_digit(s[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
    return k1 == int(s[9]) and k2 == int(s[10])


def se_personnummer(s: str) -> bool:
    if len(s) == 12:
        s = s[2:]
    if len(s) != 10 or not s.isdigit():
        return False
    dd = int(s[4:6]) % 60  # a coordination number adds 60 to the day
    if not (_date(1900 + int(s[:2]), int(s[2:4]), dd) or _date(2000 + int(s[:2]), int(s[2:4]), dd)):
        return False
    return _luhn(s)


def dk_cpr(s: str) -> bool:
    return len(s) == 10 and s.isdigit() and _yymmdd(s[:6], "dmy")


_HETU = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def fi_hetu(s: str) -> bool:
    if len(s) == 10:  # the compact form: the ``-`` century sign removed
        s = s[:6] + "-" + s[6:]
    if len(s) != 11 or not s[:6].isdigit() or s[6] not in "+-ABCDEFUVWXY" or not s[7:10].isdigit():
        return False
    return _yymmdd(s[:6], "dmy") and _HETU[int(s[:6] + s[7:10]) % 31] == s[10]


def nl_bsn(s: str) -> bool:
    if len(s) != 9 or not s.isdigit() or s == "0" * 9:
        return False
    return (_weighted(s[:8], list(range(9, 1, -1))) - int(s[8])) % 11 == 0


def be_rrn(s: str) -> bool:
    if len(s) != 11 or not s.isdigit():
        return False
    mm, dd = int(s[2:4]), int(s[4:6])
    if not (0 <= mm % 40 <= 12 and 0 <= dd <= 31):  # 00: birth date unknown; +20/+40: bis numbers
        return False
    body, key = int(s[:9]), int(s[9:])
    return key in (97 - body % 97, 97 - int("2" + s[:9]) % 97)


def fr_nir(s: str) -> bool:
    if len(s) != 15 or s[0] not in "12378" or not s[1:5].isdigit():
        return False
    mm = int(s[3:5])
    if not (1 <= mm <= 12 or 20 <= mm <= 42 or 50 <= mm <= 99):
        return False
    body = s[:13].replace("2A", "19").replace("2B", "18")
    if not body.isdigit() or not s[13:].isdigit():
        return False
    return 97 - int(body) % 97 == int(s[13:])


_DNI = "TRWAGMYFPDXBNJZSQVHLCKE"


def es_dni(s: str) -> bool:
    if len(s) == 9 and s[0] in "XYZ":
        s = str("XYZ".index(s[0])) + s[1:]
    return len(s) == 9 and s[:8].isdigit() and _DNI[int(s[:8]) % 23] == s[8]


def pt_nif(s: str) -> bool:
    if len(s) != 9 or not s.isdigit() or s[0] not in "1235689":
        return False
    k = 11 - _weighted(s[:8], list(range(9, 1, -1))) % 11
    return (0 if k >= 10 else k) == int(s[8])


_CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def it_codice_fiscale(s: str) -> bool:
    if not re.fullmatch(r"[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]", s):
        return False
    total = 0
    for i, c in enumerate(s[:15]):
        v = int(c) if c.isdigit() else ord(c) - 65
        total += _CF_ODD[v] if i % 2 == 0 else v
    return chr(65 + total % 26) == s[15]


def br_cpf(s: str) -> bool:
    if len(s) != 11 or not s.isdigit() or len(set(s)) == 1:
        return False
    d1 = _weighted(s[:9], list(range(10, 1, -1))) * 10 % 11 % 10
    d2 = _weighted(s[:10], list(range(11, 1, -1))) * 10 % 11 % 10
    return s[9:] == f"{d1}{d2}"


def br_cnpj(s: str) -> bool:
    if len(s) != 14 or not s.isdigit() or len(set(s)) == 1:
        return False
    w = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    d1 = _weighted(s[:12], w[1:]) % 11
    d1 = 0 if d1 < 2 else 11 - d1
    d2 = _weighted(s[:13], w) % 11
    d2 = 0 if d2 < 2 else 11 - d2
    return s[12:] == f"{d1}{d2}"


def cn_resident_id(s: str) -> bool:
    if len(s) != 18 or not s[:17].isdigit() or s[0] not in "123456789":
        return False
    if not _date(int(s[6:10]), int(s[10:12]), int(s[12:14])) or not 1900 <= int(s[6:10]) <= 2030:
        return False
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[_weighted(s[:17], w) % 11] == s[17]


def za_id(s: str) -> bool:
    return len(s) == 13 and s.isdigit() and _yymmdd(s[:6]) and s[10] in "012" and _luhn(s)


def ca_sin(s: str) -> bool:
    return len(s) == 9 and s.isdigit() and s[0] not in "08" and _luhn(s)


def us_ssn(s: str) -> bool:
    if len(s) != 9 or not s.isdigit():
        return False
    return s[:3] not in ("000", "666") and s[0] != "9" and s[3:5] != "00" and s[5:] != "0000"


def uk_nino(s: str) -> bool:
    if not re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", s):
        return False
    return s[:2] not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ")


def de_steuer_id(s: str) -> bool:
    if len(s) != 11 or not s.isdigit() or s[0] == "0":
        return False
    counts = sorted((s[:10].count(c) for c in set(s[:10])), reverse=True)
    if counts[0] not in (2, 3) or (len(counts) > 1 and counts[1] > 1):
        return False
    product = 10
    for c in s[:10]:
        total = (int(c) + product) % 10 or 10
        product = total * 2 % 11
    return (11 - product) % 10 == int(s[10])


def ch_ahv(s: str) -> bool:
    if len(s) != 13 or not s.startswith("756") or not s.isdigit():
        return False
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s[:12]))
    return (10 - total % 10) % 10 == int(s[12])


def at_svnr(s: str) -> bool:
    if len(s) != 10 or not s.isdigit() or s[0] == "0":
        return False
    if not _yymmdd(s[4:], "dmy"):
        return False
    return _weighted(s, [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]) % 11 == int(s[3])


def cz_birth_number(s: str) -> bool:
    if len(s) != 10 or not s.isdigit():
        return False
    mm = int(s[2:4]) % 50 % 20
    if not (_date(1900 + int(s[:2]), mm, int(s[4:6])) or _date(2000 + int(s[:2]), mm, int(s[4:6]))):
        return False
    return int(s) % 11 == 0 or (int(s[:9]) % 11 == 10 and s[9] == "0")


_CURP = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def mx_curp(s: str) -> bool:
    if not re.fullmatch(r"[A-Z]{4}\d{6}[HMX][A-Z]{5}[0-9A-Z]\d", s) or not _yymmdd(s[4:10]):
        return False
    total = sum(_CURP.index(c) * (18 - i) for i, c in enumerate(s[:17]))
    return (10 - total % 10) % 10 == int(s[17])


def ar_cuil(s: str) -> bool:
    if len(s) != 11 or not s.isdigit() or s[:2] not in ("20", "23", "24", "27", "30", "33", "34"):
        return False
    k = 11 - _weighted(s[:10], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
    return {11: 0, 10: 9}.get(k, k) == int(s[10])


def cl_rut(s: str) -> bool:
    s = s.upper()
    if not 8 <= len(s) <= 9 or not s[:-1].isdigit():
        return False
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(s[:-1])))
    k = 11 - total % 11
    return {11: "0", 10: "K"}.get(k, str(k)) == s[-1]


def _verhoeff(s: str) -> bool:
    d = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
        [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
        [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
        [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
        [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
        [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
        [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
        [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
        [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
    ]
    p = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
        [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
        [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
        [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
        [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
        [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
    ]
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = d[c][p[i % 8][int(ch)]]
    return c == 0


def in_aadhaar(s: str) -> bool:
    return len(s) == 12 and s.isdigit() and s[0] in "23456789" and _verhoeff(s)


def in_pan(s: str) -> bool:
    return bool(re.fullmatch(r"[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]", s))


def jp_my_number(s: str) -> bool:
    if len(s) != 12 or not s.isdigit():
        return False
    total = sum(int(c) * (i + 2 if i < 6 else i - 4) for i, c in enumerate(reversed(s[:11])))
    k = 11 - total % 11
    return (0 if k >= 10 else k) == int(s[11])


def kr_rrn(s: str) -> bool:
    if len(s) != 13 or not s.isdigit() or s[6] not in "12345678":
        return False
    century = 1900 if s[6] in "1256" else 2000 if s[6] in "3478" else 1800
    if not _date(century + int(s[:2]), int(s[2:4]), int(s[4:6])):
        return False
    k = (11 - _weighted(s[:12], [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    return k == int(s[12])


def sg_nric(s: str) -> bool:
    if not re.fullmatch(r"[STFGM]\d{7}[A-Z]", s):
        return False
    total = _weighted(s[1:8], [2, 7, 6, 5, 4, 3, 2]) + {"S": 0, "F": 0, "T": 4, "G": 4, "M": 3}[s[0]]
    table = {"S": "JZIHGFEDCBA", "T": "JZIHGFEDCBA", "F": "XWUTRQPNMLK", "G": "XWUTRQPNMLK"}
    return table.get(s[0], "KLJNPQRTUWX")[total % 11] == s[8]


def au_tfn(s: str) -> bool:
    return len(s) == 9 and s.isdigit() and _weighted(s, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0


def au_medicare(s: str) -> bool:
    if len(s) not in (10, 11) or not s.isdigit() or s[0] not in "23456":
        return False
    return _weighted(s[:8], [1, 3, 7, 9, 1, 3, 7, 9]) % 10 == int(s[8])


def il_id(s: str) -> bool:
    if len(s) != 9 or not s.isdigit():
        return False
    return sum(sum(divmod(int(c) * (1 + i % 2), 10)) for i, c in enumerate(s)) % 10 == 0


def tr_kimlik(s: str) -> bool:
    if len(s) != 11 or not s.isdigit() or s[0] == "0":
        return False
    d = [int(c) for c in s]
    return (sum(d[0:9:2]) * 7 - sum(d[1:8:2])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


def nz_ird(s: str) -> bool:
    if len(s) not in (8, 9) or not s.isdigit():
        return False
    s = s.zfill(9)
    k = 11 - _weighted(s[:8], [3, 2, 7, 6, 5, 4, 3, 2]) % 11
    return k < 10 and (0 if k == 11 else k) == int(s[8])


# every scheme, tried on a number after a cue; the compact values hold digits and capitals only
SCHEMES: dict[str, Callable[[str], bool]] = {
    f.__name__: f
    for f in (
        pl_pesel,
        no_fodselsnummer,
        se_personnummer,
        fi_hetu,
        nl_bsn,
        be_rrn,
        fr_nir,
        es_dni,
        pt_nif,
        it_codice_fiscale,
        br_cpf,
        br_cnpj,
        cn_resident_id,
        za_id,
        ca_sin,
        us_ssn,
        uk_nino,
        de_steuer_id,
        ch_ahv,
        at_svnr,
        cz_birth_number,
        mx_curp,
        ar_cuil,
        cl_rut,
        in_aadhaar,
        in_pan,
        jp_my_number,
        kr_rrn,
        sg_nric,
        au_tfn,
        au_medicare,
        il_id,
        tr_kimlik,
        nz_ird,
        dk_cpr,
    )
}

# A birth date and a check digit together (one random number in a thousand or fewer passes),
# or a check over letters no code token spells (codice fiscale, CURP): taken as a whole token of
# an identifier-like field with no cue.
BARE_STRONG = (
    pl_pesel,  # date (~7 %) and a mod-10 check: ~1/140
    no_fodselsnummer,  # date (~4 %) and two mod-11 checks: ~1/3,000
    fi_hetu,  # date, a century sign and a mod-31 check letter: ~1/800 of its own layout
    be_rrn,  # date fields and a mod-97 key: ~1/400 (date) x 1/97
    fr_nir,  # sex digit, month and a mod-97 key: ~1/4,000
    cn_resident_id,  # a full birth date (~5e-4) and a mod-11 check
    za_id,  # date, citizenship digit and Luhn: ~1/1,000
    kr_rrn,  # date, sex digit and a mod-11 check
    it_codice_fiscale,
    mx_curp,
    es_dni,  # eight digits and the one letter of 23 their remainder names
)

_SEP = re.compile(r"[\s.\-/]")

# Layouts that only one scheme writes (separators and letters in fixed places): no cue needed.
_FORMATS = {
    "br_cpf": r"\d{3}\.\d{3}\.\d{3}-\d{2}",
    "br_cnpj": r"\d{2}\.\d{3}\.\d{3}/\d{4}-\d{2}",
    "be_rrn": r"\d{2}\.\d{2}\.\d{2}[-.]\d{3}\.\d{2}",
    "fr_nir": r"[12378] \d{2} \d{2} (?:\d{2}|2[AB]) \d{3} \d{3} \d{2}",
    "fi_hetu": r"\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y]",
    "kr_rrn": r"\d{6}-[1-8]\d{6}",
    "es_dni": r"\d{8}-?[A-HJ-NP-TV-Z]|[XYZ]-?\d{7}-?[A-HJ-NP-TV-Z]",
    "it_codice_fiscale": r"[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]",
    "mx_curp": r"[A-Z]{4}\d{6}[HMX][A-Z]{5}[0-9A-Z]\d",
    "sg_nric": r"[STFGM]\d{7}[A-Z]",
    "ch_ahv": r"756\.\d{4}\.\d{4}\.\d{2}",
    "cl_rut": r"\d{1,2}\.\d{3}\.\d{3}-[\dkK]",
    "ar_cuil": r"(?:20|23|24|27|30|33|34)-\d{8}-\d",
    "cz_birth_number": r"\d{6}/\d{4}",
    "se_personnummer": r"(?:19|20)\d{6}-\d{4}",
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
    r"num[ée]ro national|s[ée]curit[ée] sociale|num[ée]ro de s[ée]cu|sozialversicherungsnummer|"
    r"steuer[ _-]?id|steueridentifikationsnummer|identifikationsnummer|personalausweis|ausweisnummer|"
    r"codice fiscale|tax[ _-]?(?:file|id|payer)[ _-]?(?:number|no)?|taxpayer|"
    r"n[úu]mero de identidad|documento nacional|c[ée]dula|rodn[ée] [čc][íi]slo|"
    r"tc kimlik|kimlik no|teudat zehut|aadhaa?r|my ?number|numer pesel|medicare"
)
_CUES_ANY_CASE = re.compile(rf"(?i)(?<![a-z])(?:{_CUE_WORDS})")
_CUES_CAPITALS = re.compile(
    r"(?<![A-Za-z])(?:PESEL|SSN|SIN|NIR|BSN|DNI|NIE|NIF|CPF|CNPJ|CUIL|CUIT|RUT|CURP|NRIC|NINO|"
    r"HETU|CPR|TFN|IRD|AHV|AVS|PAN|RRN|INSZ|NISS|IdNr|Pesel|Bsn|Dni|Cpf)(?![A-Za-z])|"
    r"マイナンバー|個人番号|身份证|身份號碼|身份号码|公民身份|주민등록번호|住民票コード"
)
# what may stand between a cue and its number: ``: ``, ``" : "``, ``=``, ``nº``, ``(``, a word
_CUE_WINDOW = 48
_CANDIDATE = re.compile(r"(?<![\w.\-/])(?=[0-9A-Z])[0-9A-Z]+(?:[ .\-/][0-9A-Z]+){0,6}(?![\w\-/])")


def _compact(value: str) -> str:
    return _SEP.sub("", value)


_LENGTHS = {
    pl_pesel: (11,), no_fodselsnummer: (11,), se_personnummer: (10, 12), fi_hetu: (10, 11),
    nl_bsn: (9,), be_rrn: (11,), fr_nir: (15,), es_dni: (9,), pt_nif: (9,), it_codice_fiscale: (16,),
    br_cpf: (11,), br_cnpj: (14,), cn_resident_id: (18,), za_id: (13,), ca_sin: (9,), us_ssn: (9,),
    uk_nino: (9,), de_steuer_id: (11,), ch_ahv: (13,), at_svnr: (10,), cz_birth_number: (10,),
    mx_curp: (18,), ar_cuil: (11,), cl_rut: (8, 9), in_aadhaar: (12,), in_pan: (10,),
    jp_my_number: (12,), kr_rrn: (13,), sg_nric: (9,), au_tfn: (9,), au_medicare: (10, 11),
    il_id: (9,), tr_kimlik: (11,), nz_ird: (8, 9), dk_cpr: (10,),
}  # fmt: skip
_BY_LENGTH: dict[int, list[Callable[[str], bool]]] = {}
for _scheme, _ns in _LENGTHS.items():
    for _n in _ns:
        _BY_LENGTH.setdefault(_n, []).append(_scheme)


def _scheme_of(compact: str, schemes: Iterator[Callable[[str], bool]] | tuple | None = None) -> str | None:
    """The name of the first of ``schemes`` (every scheme of the value's length) ``compact`` passes."""
    for scheme in _BY_LENGTH.get(len(compact), ()) if schemes is None else schemes:
        if scheme(compact):
            return scheme.__name__
    return None


def _after_cue(text: str, end: int) -> Iterator[tuple[int, int, str]]:
    """The id numbers of any scheme in the window after a cue ending at ``end``."""
    stop = text.find("\n", end, end + _CUE_WINDOW)
    stop = end + _CUE_WINDOW if stop < 0 else stop
    for m in _CANDIDATE.finditer(text, end, min(stop + 24, len(text))):
        if m.start() >= stop:
            break
        if not any(c.isdigit() for c in m.group(0)):
            continue
        # the longest run of groups that is a number of some scheme (``046-454-286 | Start``)
        groups = list(re.finditer(r"[0-9A-Z]+", m.group(0)))
        for j in range(len(groups), 0, -1):
            value = m.group(0)[: groups[j - 1].end()]
            kind = _scheme_of(_compact(value))
            if kind:
                yield m.start(), m.start() + len(value), kind
                return
        return


# six digits close together: every scheme but the codice fiscale has them (a cheap anchor)
_RUN6 = re.compile(r"\d(?:[ .\-/]?\d){5}")
_IT_CF = re.compile(r"[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z](?![\w])")


def _merged(windows: Iterator[tuple[int, int]]) -> list[tuple[int, int]]:
    """Windows (in order of their starts) with the overlapping ones joined, none before 0."""
    out: list[tuple[int, int]] = []
    for lo, hi in windows:
        lo = max(lo, 0)
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    return out


def national_ids(text: str) -> list[Finding]:
    """National id numbers in text: after a cue, or in a layout of their own (see module doc).
    Cues are looked for only before six close digits, and layouts only around them, so that a
    text without such digits costs one scan."""
    out: list[Finding] = []
    runs = [(r.start(), r.end()) for r in _RUN6.finditer(text)]
    cue_ends: set[int] = set()
    for lo, hi in _merged((s - _CUE_WINDOW - 40, s) for s, _ in runs):
        for cues in (_CUES_ANY_CASE, _CUES_CAPITALS):
            cue_ends.update(cue.end() for cue in cues.finditer(text, lo, hi))
    for lo, hi in _merged((s - 8, e + 20) for s, e in runs):
        for m in FORMATTED.finditer(text, lo, min(hi, len(text))):
            kind = m.lastgroup or ""
            if SCHEMES[kind](_compact(m.group(0))):
                out.append(Finding(m.start(), m.end(), "national_id", kind))
    for end in sorted(cue_ends):
        for s, e, kind in _after_cue(text, end):
            out.append(Finding(s, e, "national_id", kind))
    for m in _IT_CF.finditer(text):
        if (m.start() == 0 or not text[m.start() - 1].isalnum()) and it_codice_fiscale(m.group(0)):
            out.append(Finding(m.start(), m.end(), "national_id", "it_codice_fiscale"))
    out += passports(text)
    return out


_BARE = re.compile(r"(?<![0-9A-Za-z])(?:[0-9A-Z]{8,18}|\d{6}[-+A]\d{3}[0-9A-Y])(?![0-9A-Za-z])")


# a Swedish personnummer as a whole path segment: a date and Luhn (1/10) in a layout of its own
_SE_SEGMENT = re.compile(r"(?:(?<=[/:_])|(?<=[^\d]-)|^)\d{6}[-+]\d{4}(?=/|$|\.[a-z]{1,5}$)")


def bare_national_ids(text: str) -> list[Finding]:
    """Id numbers of the strong schemes (:data:`BARE_STRONG`) as whole tokens of an identifier-like
    field, and ids in their own layout."""
    out = []
    for m in _BARE.finditer(text):
        value = m.group(0)
        if sum(c.isdigit() for c in value) < 6:
            continue
        kind = _scheme_of(value, (fi_hetu,)) or _scheme_of(_compact(value), BARE_STRONG)
        if kind:
            out.append(Finding(m.start(), m.end(), "national_id", kind))
    for m in FORMATTED.finditer(text):
        kind = m.lastgroup or ""
        if SCHEMES[kind](_compact(m.group(0))):
            out.append(Finding(m.start(), m.end(), "national_id", kind))
    for m in _SE_SEGMENT.finditer(text):
        if se_personnummer(_compact(m.group(0))):
            out.append(Finding(m.start(), m.end(), "national_id", "se_personnummer"))
    return out


# -- passports -----------------------------------------------------------------------------------

_MRZ_VALUES = {**{str(i): i for i in range(10)}, **{chr(65 + i): 10 + i for i in range(26)}, "<": 0}


def _mrz_check(field: str, digit: str) -> bool:
    if not digit.isdigit() and digit != "<":
        return False
    total = sum(_MRZ_VALUES.get(c, -100) * (7, 3, 1)[i % 3] for i, c in enumerate(field))
    return total >= 0 and total % 10 == (0 if digit == "<" else int(digit))


# line 2 of a passport (TD3, 44), of a TD2 card or visa (36), line 1 of a TD1 card (30); the
# line before (names, issuing state) is taken with it
_MRZ = re.compile(
    r"(?:(?<=\n)|^|(?<=\\n))(?P<head>[PVIAC][A-Z<][A-Z<]{3}[A-Z<]{25,39}(?:\r?\n|\\n))?"
    r"(?P<line>[A-Z0-9<]{9}[0-9<][A-Z<]{3}\d{6}\d[MFX<]\d{6}\d[A-Z0-9<]{8,16}(?![A-Z0-9<]))"
    r"|(?P<td1>[AIC][A-Z<][A-Z<]{3}[A-Z0-9<]{9}[0-9<][A-Z0-9<]{15}(?![A-Z0-9<]))",
    re.MULTILINE,
)

_PASSPORT_CUE = re.compile(
    r"(?i)(?<![a-z])(?:passport|reisepass|passeport|pasaporte|passaporto|paspoort|passaporte|"
    r"паспорт|护照|旅券)(?:[ _-]?(?:number|no\.?|nr\.?|nummer|num[ée]ro|n[º°o]))?[\s:=#\"'`]{1,6}"
    r"(?P<number>[A-Z0-9]{6,9})(?![\w-])"
)


_PASSPORT_NEEDLES = ("ass", "asa", "asp", "ASS", "ASA", "ASP", "аспорт", "护照", "旅券")


def passports(text: str) -> list[Finding]:
    """Passport numbers: machine-readable zones (two check digits of three hold) and numbers
    after a ``passport`` cue (with at least two digits)."""
    out = []
    if "<<" in text:
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
            elif _mrz_check(m.group("td1")[5:14], m.group("td1")[14]):
                out.append(Finding(m.start(), m.end(), "national_id", "passport_mrz"))
    if not any(n in text for n in _PASSPORT_NEEDLES):
        return out
    for m in _PASSPORT_CUE.finditer(text):
        if sum(c.isdigit() for c in m.group("number")) >= 2:
            out.append(Finding(m.start("number"), m.end("number"), "national_id", "passport"))
    return out
