"""The table of national id schemes (issue 31): for each, a check of its compact value (digits
and capitals, separators removed) by its own checksum and, for most, the birth date it embeds;
the lengths each scheme's values have; the schemes strong enough to take with no cue.

Each check follows the issuing agency's or standard's published algorithm (PESEL, BSN 11-proef,
Luhn of the Swedish personnummer and Canadian SIN, ISO 7064 of the Steuer-ID and the Chinese
resident id, Verhoeff of Aadhaar, mod 97 of the French NIR and Belgian RRN, …).
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable

from .personal import _luhn


def _date(y: int, m: int, d: int) -> bool:
    return 1 <= m <= 12 and 1 <= d <= calendar.monthrange(y, m)[1]


def _yymmdd(s: str, order: str = "ymd") -> bool:
    """Whether the two-digit fields of ``s`` form a date of the 1900s or the 2000s."""
    a, b, c = int(s[0:2]), int(s[2:4]), int(s[4:6])
    y, m, d = (a, b, c) if order == "ymd" else (c, b, a)
    return _date(1900 + y, m, d) or _date(2000 + y, m, d)


def _weighted(s: str, weights: list[int]) -> int:
    return sum(int(c) * w for c, w in zip(s, weights, strict=False))


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
    # date, citizenship (0, 1; 2 refugees), the digit that is 8 (9 on old ids), Luhn
    return len(s) == 13 and s.isdigit() and _yymmdd(s[:6]) and s[10] in "012" and s[11] in "89" and _luhn(s)


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
    r = _weighted(s[:8], [3, 2, 7, 6, 5, 4, 3, 2]) % 11
    k = 0 if r == 0 else 11 - r
    return k < 10 and k == int(s[8])


def us_itin(s: str) -> bool:
    return bool(re.fullmatch(r"9\d{2}(?:5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])\d{4}", s))


def uk_nhs(s: str) -> bool:
    if len(s) != 10 or not s.isdigit():
        return False
    k = 11 - _weighted(s[:9], list(range(10, 1, -1))) % 11
    return k != 10 and (0 if k == 11 else k) == int(s[9])


def ee_isikukood(s: str) -> bool:
    """Estonia's and Lithuania's personal code: century-sex digit, YYMMDD, serial, mod 11."""
    if len(s) != 11 or not s.isdigit() or s[0] not in "123456":
        return False
    if not _date(1800 + 100 * ((int(s[0]) - 1) // 2) + int(s[1:3]), int(s[3:5]), int(s[5:7])):
        return False
    r = _weighted(s[:10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11
    if r == 10:
        r = _weighted(s[:10], [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11
    return (0 if r == 10 else r) == int(s[10])


def bg_egn(s: str) -> bool:
    if len(s) != 10 or not s.isdigit():
        return False
    mm = int(s[2:4])
    century = 2000 if mm > 40 else 1800 if mm > 20 else 1900
    if not _date(century + int(s[:2]), mm % 20, int(s[4:6])):
        return False
    r = _weighted(s[:9], [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11
    return (0 if r == 10 else r) == int(s[9])


def ro_cnp(s: str) -> bool:
    if len(s) != 13 or not s.isdigit() or s[0] == "0" or not _yymmdd(s[1:7]):
        return False
    r = _weighted(s[:12], [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    return (1 if r == 10 else r) == int(s[12])


def _iso7064_mod11_10(s: str) -> bool:
    product = 10
    for c in s[:-1]:
        total = (int(c) + product) % 10 or 10
        product = total * 2 % 11
    return (11 - product) % 10 == int(s[-1])


def hr_oib(s: str) -> bool:
    return len(s) == 11 and s.isdigit() and _iso7064_mod11_10(s)


def gr_amka(s: str) -> bool:
    return len(s) == 11 and s.isdigit() and _yymmdd(s[:6], "dmy") and _luhn(s)


def ie_pps(s: str) -> bool:
    if not re.fullmatch(r"\d{7}[A-W][A-IW]?", s):
        return False
    total = _weighted(s[:7], [8, 7, 6, 5, 4, 3, 2]) + (
        9 * (ord(s[8]) - 64) if len(s) == 9 and s[8] != "W" else 0
    )
    return "WABCDEFGHIJKLMNOPQRSTUV"[total % 23] == s[7]


def my_mykad(s: str) -> bool:
    return len(s) == 12 and s.isdigit() and _yymmdd(s[:6]) and s[6:8] not in ("00", "17", "18", "19", "20")


def hk_hkid(s: str) -> bool:
    if not re.fullmatch(r"[A-Z]{1,2}\d{6}[0-9A]", s):
        return False
    body = s[:-1].rjust(8, " ")
    total = sum(
        (36 if c == " " else int(c) if c.isdigit() else ord(c) - 55) * (9 - i) for i, c in enumerate(body)
    )
    k = (11 - total % 11) % 11
    return ("A" if k == 10 else str(k)) == s[-1]


def th_id(s: str) -> bool:
    if len(s) != 13 or not s.isdigit() or s[0] == "0":
        return False
    return (11 - _weighted(s[:12], list(range(13, 1, -1))) % 11) % 10 == int(s[12])


def rs_jmbg(s: str) -> bool:
    """The former Yugoslav states' JMBG/EMŠO: DDMMYYY, region, serial, mod 11."""
    if len(s) != 13 or not s.isdigit():
        return False
    year = int(s[4:7]) + (1000 if s[4] == "9" else 2000)
    if not _date(year, int(s[2:4]), int(s[:2])):
        return False
    d = [int(c) for c in s]
    k = 11 - sum((7 - i) * (d[i] + d[i + 6]) for i in range(6)) % 11
    return (0 if k > 9 else k) == d[12]


def de_kvnr(s: str) -> bool:
    """Germany's health insurance number: a letter (its number 01-26 leads the check), eight
    digits and a check digit (alternating weights 1 and 2, digit sums, mod 10)."""
    if not re.fullmatch(r"[A-Z]\d{9}", s):
        return False
    body = f"{ord(s[0]) - 64:02d}" + s[1:9]
    total = sum(sum(divmod(int(c) * (1 + i % 2), 10)) for i, c in enumerate(body))
    return total % 10 == int(s[9])


_MBI_LETTER = "[AC-HJKMNP-RT-Y]"


def us_mbi(s: str) -> bool:
    """The US Medicare Beneficiary Identifier: eleven places, each a digit or a letter (never
    S, L, O, I, B, Z) in a fixed order; no check digit, so only after a health cue."""
    a, an = _MBI_LETTER, "[AC-HJKMNP-RT-Y0-9]"
    return bool(re.fullmatch(f"[1-9]{a}{an}\\d{a}{an}\\d{a}{a}\\d\\d", s))


def pl_nip(s: str) -> bool:
    """Poland's tax number (NIP): weights 6 5 7 2 3 4 5 6 7, mod 11 (a remainder of 10 is never issued)."""
    if len(s) != 10 or not s.isdigit():
        return False
    k = _weighted(s, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
    return k != 10 and k == int(s[9]) and len(set(s)) > 2


def es_nss(s: str) -> bool:
    """Spain's social-security number (NAF): province (01-53, 66), eight digits and a mod-97 key
    over province and number (the number alone when it is under 10,000,000)."""
    if len(s) != 12 or not s.isdigit():
        return False
    prov, num = int(s[:2]), int(s[2:10])
    if not (1 <= prov <= 53 or prov == 66):
        return False
    base = prov * 10**7 + num if num < 10**7 else int(s[:10])
    return base % 97 == int(s[10:])


def de_rvnr(s: str) -> bool:
    """Germany's pension insurance number (Versicherungsnummer): area, birth date ``DDMMYY``, the
    initial of the birth name, a serial and a check digit (the letter as its two-digit place in the
    alphabet, weights 2 1 2 5 7 1 2 1 2 1 2 1, digit sums, mod 10)."""
    if not re.fullmatch(r"\d{8}[A-Z]\d{3}", s) or not _yymmdd(s[2:8], "dmy"):
        return False
    digits = s[:8] + f"{ord(s[8]) - 64:02d}" + s[9:11]
    total = sum(
        sum(divmod(int(c) * w, 10)) for c, w in zip(digits, [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1], strict=True)
    )
    return total % 10 == int(s[11])


def ca_on_dl(s: str) -> bool:
    """Ontario's driver's licence (``A1234-56789-01234``): taken by its layout alone."""
    return bool(re.fullmatch(r"[A-Z]\d{14}", s))


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
        uk_nhs,
        us_itin,
        ee_isikukood,
        bg_egn,
        ro_cnp,
        hr_oib,
        gr_amka,
        ie_pps,
        my_mykad,
        hk_hkid,
        th_id,
        rs_jmbg,
        de_kvnr,
        us_mbi,
        ca_on_dl,
        pl_nip,
        es_nss,
        de_rvnr,
    )
}

# A birth date and a check digit together (one random number in a thousand or fewer passes),
# or a check over letters no code token spells (codice fiscale, CURP): taken as a whole token of
# an identifier-like field with no cue.
BARE_STRONG = (
    pl_pesel,  # date (~7 %) and a mod-10 check: ~1/140
    no_fodselsnummer,  # date (~4 %) and two mod-11 checks: ~1/3,000
    be_rrn,  # date fields and a mod-97 key: ~1/400 (date) x 1/97
    fr_nir,  # sex digit, month and a mod-97 key: ~1/4,000
    cn_resident_id,  # a full birth date (~5e-4) and a mod-11 check
    za_id,  # date, citizenship digit, the 8/9 digit and Luhn: ~1/5,000
    it_codice_fiscale,
    mx_curp,
    es_dni,  # eight digits and the one letter of 23 their remainder names
)


_LENGTHS = {
    pl_pesel: (11,), no_fodselsnummer: (11,), se_personnummer: (10, 12), fi_hetu: (10, 11),
    nl_bsn: (9,), be_rrn: (11,), fr_nir: (15,), es_dni: (9,), pt_nif: (9,), it_codice_fiscale: (16,),
    br_cpf: (11,), br_cnpj: (14,), cn_resident_id: (18,), za_id: (13,), ca_sin: (9,), us_ssn: (9,),
    uk_nino: (9,), de_steuer_id: (11,), ch_ahv: (13,), at_svnr: (10,), cz_birth_number: (10,),
    mx_curp: (18,), ar_cuil: (11,), cl_rut: (8, 9), in_aadhaar: (12,), in_pan: (10,),
    jp_my_number: (12,), kr_rrn: (13,), sg_nric: (9,), au_tfn: (9,), au_medicare: (10, 11),
    il_id: (9,), tr_kimlik: (11,), nz_ird: (8, 9), dk_cpr: (10,), uk_nhs: (10,), us_itin: (9,),
    ee_isikukood: (11,), bg_egn: (10,), ro_cnp: (13,), hr_oib: (11,), gr_amka: (11,), ie_pps: (8, 9),
    my_mykad: (12,), hk_hkid: (8, 9), th_id: (13,), rs_jmbg: (13,), de_kvnr: (10,), us_mbi: (11,),
    pl_nip: (10,), es_nss: (12,), de_rvnr: (12,),
}  # fmt: skip
_BY_LENGTH: dict[int, list[Callable[[str], bool]]] = {}
for _scheme, _ns in _LENGTHS.items():
    for _n in _ns:
        _BY_LENGTH.setdefault(_n, []).append(_scheme)
