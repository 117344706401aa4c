"""Held-out canary set 19: personal data in new schemes and carriers (issue 31).

A canary set nobody has tuned on, of **personal data only**, every kind drawn from names outside
the list of kinds of sets 1-17 (``used_names.txt`` of this round: a different country, scheme,
carrier or syntax from every listed name). It covers:

- **Identity, tax, social-security, health, voter, student, military and sole-trader numbers**
  of schemes no earlier set used: Albanian NIPT, Argentine DNI, Algerian NIF, Guinean NIFp,
  Moroccan ICE, Romanian CIF of a PFA, Bulgarian EIK of an ET, Slovak IČ DPH, Hungarian
  adószám, Egyptian tax number (in Arabic-Indic digits), Australian USI and DVA file number,
  Manitoba PHIN, Québec driver's licence, Illinois driver's licence, USCIS receipt number, TSA
  Known Traveler Number, New York Medicaid CIN, VA ICN, Texas VUID, NYC OSIS, boat HIN, German
  eTIN and eAT card number (in a TD1 MRZ), French AGDREF and CAF numbers, Dutch V-number,
  Austrian ZMR number, Swiss health-insurance card number, Croatian MBO, Finnish SATU, Korean
  personal customs code, Russian military ID and birth certificate, Ukrainian ID-card number,
  Chinese officer card, Indian APAAR and Udyam, Bangladeshi birth registration, Indonesian
  family card, Philippine PRC licence, Ethiopian Fayda FAN, Senegalese NIN, Kosovo personal
  number, Myanmar NRC, Bhutanese CID, Maldivian ID, Afghan e-Tazkira, Bolivian CI, Angolan BI,
  Japanese chassis number tied to the owner;
- **bank accounts** in national layouts (Swedish clearing + account, old Finnish account,
  Swiss postal account, Thai, Taiwanese, Japan Post Bank symbol-number, Colombian);
- **device and online identifiers tied to a person** (IDFV, AppsFlyer id, GA client id,
  Widevine device id, Firebase Installation ID, Garmin unit id) and **a home's location**
  (what3words, Maidenhead, UTM, PostGIS EWKT, RFC 5870 geo: URI, H3 cell, OpenStreetMap URL);
- **health** (openEHR ehr_id, pharmacy Rx label), **phone numbers** of 17 countries no set used
  (SA, QA, KW, OM, JO, LK, KZ, UZ, GE, BY, LT, EE, RS, PE, CR, ET, BG) in new carriers (Cognito,
  Stripe, Outlook CSV, USSD callback, Microsoft Graph, Google People API, MECARD, SMSTO:, Viber
  and Telegram links, Keycloak, Auth0, Odoo, Shopify, Intercom, Chapa, Salesforce CLI);
- **postal addresses** in local formats and scripts (Armenian, Serbian Cyrillic, Mongolian,
  Bengali, Amharic, Dubai Makani, Romanian bloc/scară/ap., Peruvian Mz./Lt., Costa Rican señas,
  Hungarian, Danish, Malaysian, Nigerian); **e-mail addresses** in composer.json, setup.py, Helm
  Chart.yaml, RPM %changelog, PKGBUILD (also obfuscated), SSH allowed_signers, ``pip show``,
  ``hg log``, Exim mainlog, GitLab CI job logs, Sentry events, nixpkgs maintainers; **dates of
  birth** in the Chinese lunar, Bengali and Saka calendars and Hungarian format; **login names**
  in /etc/group, /etc/subuid, ``ls -l``, ``net user``, ``squeue``, ``pdbedit -L``.

The text around each value is what a coding agent sees (a fixture or factory, seed SQL, CSV,
API JSON/XML, HL7v2, MRZ, a log line, a REPL or debugger print, a failing test, OCR output, a
support ticket) in Albanian, Spanish, French, Arabic, Bulgarian, Slovak, Hungarian, German,
Dutch, Croatian, Finnish, Korean, Russian, Ukrainian, Chinese, Bengali, Indonesian, Amharic,
Thai, Japanese, Armenian, Serbian, Mongolian, Romanian, Danish, Malay, Swedish and English.

How it was kept apart: written in one sitting, at commit fd75157 of ``main``, from public
documentation (national registries' and agencies' pages, python-stdnum's module docs for the
check-digit rules, vendors' API references, RFC 5870, ICAO 9303), with the ``search`` tool used
to read and check some of them (the AU USI check character, the Korean customs code, the New
York Medicaid CIN, the HIN of 33 CFR 181.25, the eTIN rules, the Angolan BI, the Myanmar NRC,
the VA ICN, the Japan Post Bank symbol-number; HESA and Japanese check-digit pages were read
for kinds later left out); one URL per kind in ``SOURCES`` and ``heldout19_sources.tsv``. Only lines
1-160 of ``heldout_canaries.py``, ``heldout_eval.py``, ``tests/test_heldout_canaries.py``, the
first 60 lines of ``heldout9_canaries.py`` and the list of kind names of earlier sets were
read; no redaction code, redaction test, label file, other canary set, source list or result was
read, and the harness was run only as the no-redaction control. Values are random per seed
(never a real person); check digits are computed so that a validator accepts them and were
cross-checked with python-stdnum (installed outside the repo) where it has the scheme (al.nipt,
ar.dni, dz.nif, gn.nifp, ma.ice, ro.cui, bg.vat, sk.dph, hu.anum, eg.tn, luhn, ch.esr), by
scratch scripts otherwise (Luhn mod 32 for the USI, ICAO 7-3-1, mod 31 for SATU, Luhn over the
Finnish machine form). Where a scheme publishes no check rule (e.g. the NIPT letter, the VA ICN
checksum, the eTIN letter, the Korean code's last digit) that character is random.

125 kinds, all personal data (0 credential), 89 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout19_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import json
import string

from heldout_canaries import _R, HEX, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

UPPER = string.ascii_uppercase
DIG = string.digits
B64URL = string.ascii_letters + string.digits + "-_"


def _luhn_digit(body: str) -> str:
    """The Luhn (ISO/IEC 7812-1) check digit for the digit string ``body``."""
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def _luhn_mod_n(body: str, alphabet: str) -> str:
    """Luhn mod N check character over ``alphabet`` (the first doubled from the right)."""
    n = len(alphabet)
    factor, total = 2, 0
    for ch in reversed(body):
        addend = factor * alphabet.index(ch)
        total += addend // n + addend % n
        factor = 1 if factor == 2 else 2
    return alphabet[(n - total % n) % n]


def _icao_digit(s: str) -> str:
    """ICAO 9303 check digit (weights 7, 3, 1; A=10 .. Z=35, '<'=0)."""
    total = 0
    for i, ch in enumerate(s):
        v = int(ch) if ch.isdigit() else (0 if ch == "<" else ord(ch) - 55)
        total += v * (7, 3, 1)[i % 3]
    return str(total % 10)


def _mod10_recursive(number: str) -> str:
    """Swiss 'Modulo 10 rekursiv' check digit (postal accounts, ESR references)."""
    table = (0, 9, 4, 6, 8, 2, 7, 1, 3, 5)
    c = 0
    for ch in number:
        c = table[(int(ch) + c) % 10]
    return str((10 - c) % 10)


def _pick(g: _R, seq):
    return g.r.choice(seq)


def _d(g: _R, n: int) -> str:
    return g.digits(n, first_nonzero=False)


def _to_arabic_indic(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


def _to_bengali(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯"))


def _to_khmer(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩"))


FIRST = [
    "Ana",
    "Luka",
    "Mirela",
    "Tomasz",
    "Ingrid",
    "Kofi",
    "Aigerim",
    "Dilnoza",
    "Rustam",
    "Ilse",
    "Teodora",
    "Bogdan",
    "Siosaia",
    "Nadia",
    "Farid",
    "Yuki",
    "Eamon",
    "Zsofia",
    "Oskar",
    "Thandiwe",
]
LAST = [
    "Dragomir",
    "Kovacevic",
    "Okonkwo",
    "Lindqvist",
    "Baimukhanova",
    "Haddad",
    "Petrosyan",
    "Szabo",
    "Nieminen",
    "Castellanos",
    "Rahimov",
    "Moldovan",
    "Varga",
    "Tanaka",
    "Mensah",
    "Novak",
    "Ferreira",
    "Jorgensen",
    "Abebe",
    "Karimova",
]
MAIL_DOMAINS = [
    "posteo.net",
    "mailbox.org",
    "fastmail.com",
    "proton.me",
    "gmx.at",
    "seznam.cz",
    "yandex.kz",
    "outlook.com",
    "icloud.com",
    "zoho.eu",
]


def _person(g: _R) -> tuple[str, str]:
    return _pick(g, FIRST), _pick(g, LAST)


def _email(g: _R) -> tuple[str, str]:
    first, last = _person(g)
    sep = _pick(g, [".", "_", ""])
    local = f"{first.lower()}{sep}{last.lower()}{_d(g, 2)}"
    return f"{first} {last}", f"{local}@{_pick(g, MAIL_DOMAINS)}"


def _login(g: _R) -> tuple[str, str]:
    first, last = _person(g)
    return f"{first} {last}", f"{first[0].lower()}{last.lower()}{_d(g, 2)}"


# -- identity, tax, social-security, student, voter and military numbers --------------------------


@kind(
    "al_nipt_person_fizik_invoice",
    "https://arthurdejong.org/python-stdnum/doc/2.1/stdnum.al.nipt ; https://www.tatime.gov.al/eng/c/4/103/business-lifecycle",
    r"[J-M]\d{8}[A-Z]",
    prefixless=True,
)
def _al_nipt(g):
    month = int(g.r.randint(1, 12)) + _pick(g, [0, 50])
    v = f"{_pick(g, 'JKLM')}{_d(g, 1)}{month:02d}{g.r.randint(1, 28):02d}{_d(g, 3)}{_pick(g, UPPER)}"
    first, last = _person(g)
    text = (
        "# tests/fixtures/fatura_test.py\n"
        "FATURA = {\n"
        f'    "shitesi": {{"emri": "{first} {last} P.F.", "nipt": "{v}", "qyteti": "Durrës"}},\n'
        '    "blerësi": {"emri": "Kompania Test sh.p.k.", "nipt": "L00000000A"},\n'
        '    "totali_lek": 48000,\n'
        "}\n"
    )
    return text, [v], v


@kind(
    "ar_dni_padron_electoral_csv",
    "https://arthurdejong.org/python-stdnum/doc/2.1/stdnum.ar.dni ; https://www.argentina.gob.ar/interior/dine/padron",
    r"\d{2}\.\d{3}\.\d{3}",
    prefixless=True,
)
def _ar_dni(g):
    n = f"{g.r.randint(20, 46)}{_d(g, 6)}"
    v = f"{n[:2]}.{n[2:5]}.{n[5:]}"
    first, last = _person(g)
    text = (
        "$ head -3 padron_mesa_4127.csv\n"
        "orden;dni;clase;apellido;nombre;domicilio;mesa\n"
        f"211;{v};19{g.r.randint(60, 99)};{last.upper()};{first.upper()};Av. San Martín 1450;4127\n"
        "212;(omitido);;;;;4127\n"
    )
    return text, [v], n


@kind(
    "dz_nif_personne_physique_json",
    "https://arthurdejong.org/python-stdnum/doc/2.1/stdnum.dz.nif ; https://nifenligne.mfdgi.gov.dz/",
    r"\d{15}",
    prefixless=True,
)
def _dz_nif(g):
    v = f"1{g.r.randint(60, 99)}{_pick(g, ['16', '31', '25', '09', '06'])}{_d(g, 10)}"
    first, last = _person(g)
    text = json.dumps(
        {
            "fournisseur": {
                "nom": f"{last} {first}",
                "statut": "personne physique",
                "nif": v,
                "wilaya": "Alger",
            },
            "facture": {"numero": "F-2026-0193", "montant_ttc": "119000.00 DZD"},
        },
        ensure_ascii=False,
        indent=2,
    )
    return text, [v], v


@kind(
    "gn_nifp_go_table_test",
    "https://arthurdejong.org/python-stdnum/doc/2.1/stdnum.gn.nifp ; https://dgi.gov.gn/",
    r"\d{3}-\d{3}-\d{3}",
    prefixless=True,
)
def _gn_nifp(g):
    body = g.digits(8)
    n = body + _luhn_digit(body)
    v = f"{n[:3]}-{n[3:6]}-{n[6:]}"
    text = (
        "--- FAIL: TestContribuable/personne_physique (0.00s)\n"
        f'    contribuable_test.go:41: NormalizeNIFp("{v}") = "{n}", want "{n[:3]} {n[3:6]} {n[6:]}"\n'
        "FAIL\tgithub.com/acme/facturation-gn/fiscal\t0.012s\n"
    )
    return text, [v, n], n


@kind(
    "ma_ice_auto_entrepreneur_facture",
    "https://arthurdejong.org/python-stdnum/doc/2.1/stdnum.ma.ice ; https://www.ice.gov.ma/",
    r"\d{15}",
    prefixless=True,
)
def _ma_ice(g):
    body = "00" + g.digits(7) + "0000"
    v = body + f"{(97 - int(body) * 100 % 97) % 97:02d}"
    first, last = _person(g)
    text = (
        "FACTURE N° 2026/118\n"
        f"Auto-entrepreneur : {first} {last}\n"
        f"ICE : {v}    IF : {_d(g, 8)}\n"
        "Adresse : 14 Rue Ibn Batouta, Casablanca\n"
        "المجموع : 3 600,00 درهم\n"
    )
    return text, [v], v


@kind(
    "ro_cif_pfa_efactura_ubl",
    "https://arthurdejong.org/python-stdnum/doc/2.1/stdnum.ro.cui ; https://mfinante.gov.ro/ro/web/efactura/informatii-tehnice",
    r"\d{8}",
    prefixless=True,
)
def _ro_cui(g):
    body = _pick(g, "34") + _d(g, 6)
    weights = (7, 5, 3, 2, 1, 7, 5, 3, 2)
    check = 10 * sum(w * int(c) for w, c in zip(weights, body.zfill(9), strict=True)) % 11 % 10
    v = body + str(check)
    first, last = _person(g)
    text = (
        "<cac:AccountingSupplierParty><cac:Party>\n"
        f"  <cac:PartyLegalEntity><cbc:RegistrationName>{last.upper()} {first.upper()} PFA</cbc:RegistrationName>\n"
        f"    <cbc:CompanyID>{v}</cbc:CompanyID></cac:PartyLegalEntity>\n"
        "  <cac:PostalAddress><cbc:CityName>SECTOR3</cbc:CityName><cbc:CountrySubentity>RO-B</cbc:CountrySubentity>\n"
        "</cac:PostalAddress></cac:Party></cac:AccountingSupplierParty>\n"
    )
    return text, [v], v


@kind(
    "bg_eik_ednolichen_targovets",
    "https://arthurdejong.org/python-stdnum/doc/2.1/stdnum.bg.vat ; https://portal.registryagency.bg/",
    r"\d{9}",
    prefixless=True,
)
def _bg_eik(g):
    body = _pick(g, "12") + _d(g, 7)
    c = sum((i + 1) * int(x) for i, x in enumerate(body)) % 11
    if c == 10:
        c = sum((i + 3) * int(x) for i, x in enumerate(body)) % 11
    v = body + str(c % 10)
    first, last = _person(g)
    text = (
        "Търговски регистър — справка\n"
        f"Фирма: ЕТ „{first} {last} – 77“\n"
        f"ЕИК: {v}\n"
        "Седалище и адрес на управление: гр. Пловдив, ул. „Капитан Райчо“ 56\n"
    )
    return text, [v], v


@kind(
    "sk_ic_dph_szco_ubl",
    "https://arthurdejong.org/python-stdnum/doc/2.1/stdnum.sk.dph ; https://www.financnasprava.sk/",
    r"\d{10}",
)
def _sk_dph(g):
    while True:
        pre = g.digits(2) + _pick(g, "234789") + _d(g, 6)
        d = (-int(pre) * 10) % 11
        if d < 10:
            break
    n = pre + str(d)
    v = "SK" + n
    first, last = _person(g)
    text = (
        "# faktura.toml (živnostník)\n"
        "[dodavatel]\n"
        f'meno = "{first} {last}"\n'
        f'ico = "{_d(g, 8)}"\n'
        f'ic_dph = "{v}"\n'
        'iban = "(v prílohe)"\n'
    )
    return text, [n], v


@kind(
    "hu_adoszam_egyeni_vallalkozo",
    "https://arthurdejong.org/python-stdnum/doc/2.1/stdnum.hu.anum ; https://nav.gov.hu/",
    r"\d{8}-\d-\d{2}",
    prefixless=True,
)
def _hu_adoszam(g):
    base7 = _pick(g, "67") + _d(g, 6)
    s = sum(w * int(c) for w, c in zip((9, 7, 3, 1, 9, 7, 3), base7, strict=True))
    base = base7 + str((-s) % 10)
    v = f"{base}-{_pick(g, '12')}-{_pick(g, ['02', '03', '13', '41', '42', '43'])}"
    first, last = _person(g)
    text = (
        "számla fejléc (szamlazz.hu export):\n"
        f"Eladó: {last} {first} e.v.\n"
        f"Adószám: {v}\n"
        "Nyilvántartási szám: 56432817\n"
        "Fizetési határidő: 2026.12.08.\n"
    )
    return text, [v], v


@kind(
    "eg_tax_registration_arabic_digits",
    "https://arthurdejong.org/python-stdnum/doc/2.1/stdnum.eg.tn ; https://www.incometax.gov.eg/",
    r"[٠-٩]{3}-[٠-٩]{3}-[٠-٩]{3}",
    prefixless=True,
)
def _eg_tn(g):
    n = _pick(g, "123456789") + _d(g, 8)
    latin = f"{n[:3]}-{n[3:6]}-{n[6:]}"
    v = _to_arabic_indic(latin)
    text = (
        "تذكرة دعم #8812\n"
        "العميل يطلب تعديل بيانات البطاقة الضريبية في الفاتورة الإلكترونية.\n"
        f"رقم التسجيل الضريبي: {v}\n"
        "المأمورية: مصر الجديدة\n"
    )
    return text, [v], latin


@kind(
    "au_usi_unique_student_identifier",
    "https://www.usi.gov.au/ ; https://en.wikipedia.org/wiki/Luhn_mod_N_algorithm",
    r"[2-9A-HJ-NP-Z]{10}",
    prefixless=True,
)
def _au_usi(g):
    alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
    while True:
        body = "".join(_pick(g, alphabet) for _ in range(9))
        if any(c.isdigit() for c in body) and any(c.isalpha() for c in body):
            break
    v = body + _luhn_mod_n(body, alphabet)
    first, last = _person(g)
    text = (
        "AVETMISS NAT00080 (client file) — row that fails validation:\n"
        f"{_d(g, 10)}{last.upper():<20}{first.upper():<20}...{v}\n"
        f"E: USI {v} not verified by the Registry for {first} {last}\n"
    )
    return text, [v], v


@kind(
    "au_dva_file_number_claim",
    "https://www.dva.gov.au/get-support/health-support/health-cards ; https://www.servicesaustralia.gov.au/dva-file-number",
    r"[NVQSWT](?:X|SM|SS)\d{5,6}[A-Z]?",
    prefixless=True,
)
def _au_dva(g):
    code = _pick(g, ["X", "SM", "SS"])
    v = f"{_pick(g, 'NVQSWT')}{code}{_d(g, 6 if code == 'X' else 5)}{_pick(g, ['', 'A', 'B'])}"
    first, last = _person(g)
    text = (
        "INSERT INTO claim (veteran_name, dva_file_no, card_colour, service) VALUES\n"
        f"  ('{first} {last}', '{v}', 'WHITE', 'physiotherapy');\n"
    )
    return text, [v], v


@kind(
    "ca_mb_phin_registration_hl7",
    "https://www.gov.mb.ca/health/mhsip/ ; https://www.hl7.org/implement/standards/product_brief.cfm?product_id=185",
    r"\d{9}",
    prefixless=True,
)
def _ca_mb_phin(g):
    v = g.digits(9)
    reg = _d(g, 6)
    first, last = _person(g)
    text = (
        "MSH|^~\\&|ADT|HSC|EMR|CLINIC|20261129083010||ADT^A04|MSG00042|P|2.5.1\n"
        f"PID|1||{v}^^^MB^JHN~{reg}^^^MB^MR||{last.upper()}^{first.upper()}||19840517|F\n"
    )
    return text, [v], v


@kind(
    "ca_qc_permis_conduire_saaq",
    "https://saaq.gouv.qc.ca/en/drivers-licences ; https://en.wikipedia.org/wiki/Driver%27s_licences_in_Canada",
    r"[A-Z]\d{4}-\d{6}-\d{2}",
    prefixless=True,
)
def _ca_qc_dl(g):
    first, last = _person(g)
    month = g.r.randint(1, 12) + _pick(g, [0, 50])
    v = f"{last[0]}{_d(g, 4)}-{g.r.randint(1, 28):02d}{month:02d}{g.r.randint(60, 99)}-{_d(g, 2)}"
    text = (
        "Formulaire de location — pièce d'identité saisie par l'agent :\n"
        f"  Nom : {last}, {first}\n"
        f"  Permis de conduire (Québec) : {v}\n"
        "  Classe : 5   Expiration : 2028-05-17\n"
    )
    return text, [v], v


@kind(
    "us_il_driver_license_soundex",
    "https://www.ilsos.gov/departments/drivers/drivers_license/home.html ; https://en.wikipedia.org/wiki/Driver%27s_licenses_in_the_United_States",
    r"[A-Z]\d{3}-\d{4}-\d{4}",
    prefixless=True,
)
def _us_il_dl(g):
    first, last = _person(g)
    v = f"{last[0]}{_d(g, 3)}-{_d(g, 4)}-{_d(g, 4)}"
    text = (
        ">>> applicant = KycApplicant.objects.get(pk=8812)\n"
        ">>> applicant.id_document\n"
        f"{{'type': 'DRIVER_LICENSE', 'state': 'IL', 'number': '{v}', 'name': '{first} {last}'}}\n"
    )
    return text, [v], v


@kind(
    "us_uscis_receipt_number_case",
    "https://egov.uscis.gov/casestatus/landing.do ; https://www.uscis.gov/tools/checking-your-case-status-online",
    r"(?:IOE|EAC|WAC|LIN|SRC|MSC|NBC|YSC)\d{10}",
)
def _us_uscis_receipt(g):
    v = f"{_pick(g, ['IOE', 'EAC', 'WAC', 'LIN', 'SRC', 'MSC', 'NBC', 'YSC'])}{g.r.randint(21, 26)}{_d(g, 8)}"
    first, last = _person(g)
    text = (
        "From: immigration-paralegal@firm.example\n"
        f"Subject: I-765 for {first} {last}\n\n"
        f"Receipt Number: {v}\n"
        "Case Was Received: we will notify the beneficiary by mail.\n"
    )
    return text, [v], v


@kind(
    "us_tsa_known_traveler_number",
    "https://www.tsa.gov/precheck/faq ; https://www.cbp.gov/travel/trusted-traveler-programs/global-entry",
    r"\d{9}",
    prefixless=True,
)
def _us_ktn(g):
    v = _pick(g, ["15", "98", "99", "TT"]).replace("TT", "96") + _d(g, 7)
    first, last = _person(g)
    text = (
        "PATCH /v2/travelers/7781/documents HTTP/1.1\n"
        "Content-Type: application/json\n\n"
        f'{{"full_name": "{first} {last}", "known_traveler_number": "{v}", "redress_number": null}}\n'
    )
    return text, [v], v


@kind(
    "us_ny_medicaid_cin_eligibility",
    "https://mmcdruginformation.nysdoh.suny.edu/faq ; https://www.emedny.org/ProviderManuals/AllProviders/index.aspx",
    r"[A-Z]{2}\d{5}[A-Z]",
    prefixless=True,
)
def _us_ny_cin(g):
    v = f"{_pick(g, UPPER)}{_pick(g, UPPER)}{_d(g, 5)}{_pick(g, UPPER)}"
    first, last = _person(g)
    text = (
        "eligibility_check.log\n"
        f"2026-11-29T09:12:44Z INFO epaces: request member_id={v} dos=2026-11-28\n"
        f"2026-11-29T09:12:45Z INFO epaces: {last.upper()}, {first.upper()} active, plan=MEDICAID FFS\n"
    )
    return text, [v], v


@kind(
    "us_va_icn_mpi_patient",
    "https://www.va.gov/vdl/documents/Clinical/Master_Patient_Index_VistA/mpi_dg.pdf ; https://department-of-veterans-affairs.github.io/va-digital-services/",
    r"\d{10}V\d{6}",
    prefixless=True,
)
def _us_va_icn(g):
    v = f"10{_d(g, 8)}V{_d(g, 6)}"
    text = (
        "$ curl -s https://sandbox-api.example.va/services/fhir/v0/r4/Patient/$ICN | jq .identifier\n"
        "[\n"
        f'  {{"system": "http://va.gov/mpi", "value": "{v}"}}\n'
        "]\n"
    )
    return text, [v], v


@kind(
    "us_tx_voter_vuid_roster",
    "https://www.sos.state.tx.us/elections/voter/index.shtml ; https://teamrv-mvp.sos.texas.gov/MVP/mvp.do",
    r"[12]\d{9}",
    prefixless=True,
)
def _us_tx_vuid(g):
    v = _pick(g, "12") + _d(g, 9)
    first, last = _person(g)
    text = (
        "precinct_roster_0412.tsv\n"
        "VUID\tLAST\tFIRST\tPCT\tSTATUS\n"
        f"{v}\t{last.upper()}\t{first.upper()}\t0412\tACTIVE\n"
    )
    return text, [v], v


@kind(
    "us_nyc_osis_student_id",
    "https://www.schools.nyc.gov/learning/student-journey/ ; https://infohub.nyced.org/",
    r"2\d{8}",
    prefixless=True,
)
def _us_osis(g):
    v = "2" + _d(g, 8)
    first, last = _person(g)
    text = (
        "FAILED tests/test_roster_import.py::test_student_row - AssertionError\n"
        f"E   assert Student(osis='{v}', name='{first} {last}', grade=7) in roster\n"
    )
    return text, [v], v


@kind(
    "us_hin_boat_registration_owner",
    "https://www.law.cornell.edu/cfr/text/33/181.25 ; https://www.uscgboating.org/recreational-boaters/hull-identification-number.php",
    r"[A-Z]{3}[A-HJ-NPR-Z0-9]{5}[A-L]\d{3}",
    prefixless=True,
)
def _us_hin(g):
    serial = g.s(5, "ABCDEFGHJKLMNPRSTUVWXYZ" + DIG)  # 33 CFR 181.25(b): no I, O or Q
    v = f"{''.join(_pick(g, UPPER) for _ in range(3))}{serial}{_pick(g, 'ABCDEFGHIJKL')}{_d(g, 1)}{g.r.randint(10, 26)}"
    first, last = _person(g)
    text = (
        "boat_registrations.csv\n"
        "owner,address,hin,reg_no,expires\n"
        f'"{first} {last}","41 Harbor View Dr, Tiburon CA",{v},CF 4412 SX,2027-06-30\n'
    )
    return text, [v], v


def _etin_name(name: str) -> str:
    """Four letters of a name as the eTIN rules build them: its first four consonants ('Sch' as
    Y), then vowels taken from the end, then X."""
    up = name.upper().replace("SCH", "Y").replace("ß", "SS")
    letters = [c for c in up if c.isalpha()]
    cons = [c for c in letters if c not in "AEIOUÄÖÜ"]
    vowels = [c for c in reversed(letters) if c in "AEIOUÄÖÜ"]
    return "".join((cons + vowels + ["X"] * 4)[:4]).translate(str.maketrans("ÄÖÜ", "AOU"))


@kind(
    "de_etin_lohnsteuerbescheinigung",
    "https://de.wikipedia.org/wiki/ETIN ; https://www.elster.de/ ; § 41b Abs. 2 EStG",
    r"[A-Z]{8}\d{2}[A-L]\d{2}[A-Z]",
    prefixless=True,
)
def _de_etin(g):
    first, last = _person(g)
    year, month, day = g.r.randint(1955, 2004), g.r.randint(1, 12), g.r.randint(1, 28)
    v = f"{_etin_name(last)}{_etin_name(first)}{year % 100:02d}{'ABCDEFGHIJKL'[month - 1]}{day:02d}{_pick(g, UPPER)}"
    text = (
        "Ausdruck der elektronischen Lohnsteuerbescheinigung für 2021\n"
        f"Name: {first} {last}, geb. {day:02d}.{month:02d}.{year}\n"
        f"eTIN: {v}\n"
        "Identifikationsnummer: (nicht bekannt, beschränkt steuerpflichtig)\n"
        "3. Bruttoarbeitslohn  41.230,00 EUR\n"
    )
    return text, [v], v


@kind(
    "de_eat_aufenthaltstitel_mrz",
    "https://www.bamf.de/DE/Themen/MigrationAufenthalt/ZuwandererDrittstaaten/Migrathek/eAufenthaltstitel/eaufenthaltstitel-node.html ; ICAO Doc 9303 part 5",
    r"[YZ][CFGHJKLMNPRTVWXYZ0-9]{8}",
)
def _de_eat(g):
    num = _pick(g, "YZ") + "".join(_pick(g, "CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    line1 = f"ARD{num}{_icao_digit(num)}<<<<<<<<<<<<<<<"
    first, last = _person(g)
    text = (
        "OCR result (back side), confidence 0.97:\n"
        f"{line1}\n"
        f"9{_d(g, 5)}1F3011297UKR<<<<<<<<<<<0\n"
        f"{last.upper()}<<{first.upper()}<<<<<<<<<<<<<<<<\n"
    )
    return text, [num], num


@kind(
    "fr_agdref_numero_etranger",
    "https://www.service-public.fr/particuliers/vosdroits/F17359 ; https://administration-etrangers-en-france.interieur.gouv.fr/",
    r"\d{10}",
    prefixless=True,
)
def _fr_agdref(g):
    v = _d(g, 10)
    if v[0] == "0" and v[1] == "0":
        v = "1" + v[1:]
    first, last = _person(g)
    text = (
        "Ticket #44102 — Demande de renouvellement\n"
        f"Bonjour, je m'appelle {first} {last}. Mon titre de séjour expire bientôt.\n"
        f"Numéro étranger : {v}\n"
        "Pouvez-vous me dire si mon dossier est complet ?\n"
    )
    return text, [v], v


@kind(
    "fr_numero_allocataire_caf",
    "https://www.caf.fr/allocataires/aides-et-demarches/mes-demarches/faire-une-demande-de-prestation ; https://www.caf.fr/",
    r"\d{7}",
    prefixless=True,
)
def _fr_caf(g):
    v = g.digits(7)
    first, last = _person(g)
    text = (
        "// fixtures/dossier_logement.ts\n"
        "export const dossier = {\n"
        f"  demandeur: {{ nom: '{last}', prenom: '{first}' }},\n"
        f"  caf: {{ departement: '69', numeroAllocataire: '{v}', aideLogement: 'APL' }},\n"
        "};\n"
    )
    return text, [v], v


@kind(
    "nl_vnummer_vreemdelingennummer",
    "https://ind.nl/en/residence-permits ; https://www.rijksoverheid.nl/onderwerpen/verblijfsvergunning",
    r"\d{10}",
    prefixless=True,
)
def _nl_vnr(g):
    v = g.digits(10)
    first, last = _person(g)
    text = (
        "SELECT * FROM aanvrager WHERE id = 311;\n"
        " id  | naam              | v_nummer   | nationaliteit\n"
        "-----+-------------------+------------+--------------\n"
        f" 311 | {first} {last:<10} | {v} | Eritrese\n"
    )
    return text, [v], v


@kind(
    "at_zmr_zahl_meldebestaetigung",
    "https://www.oesterreich.gv.at/themen/leben_in_oesterreich/meldewesen.html ; https://www.bmi.gv.at/405/",
    r"\d{12}",
    prefixless=True,
)
def _at_zmr(g):
    v = "00" + g.digits(10)
    first, last = _person(g)
    text = (
        "MELDEBESTÄTIGUNG (Auszug, OCR)\n"
        f"Familienname: {last.upper()}   Vorname: {first}\n"
        f"ZMR-Zahl: {v}\n"
        "Unterkunft: 1100 Wien, Favoritenstraße 88/12\n"
    )
    return text, [v], v


@kind(
    "ch_veka_versichertenkarte_nummer",
    "https://www.bag.admin.ch/bag/de/home/versicherungen/krankenversicherung/krankenversicherung-versicherte-mit-wohnsitz-in-der-schweiz/versichertenkarte.html ; ISO/IEC 7812-1",
    r"80756\d{15}",
    prefixless=True,
)
def _ch_veka(g):
    body = "80756" + _pick(g, ["01509", "01562", "00032", "01384"]) + _d(g, 9)
    v = body + _luhn_digit(body)
    first, last = _person(g)
    text = (
        "<Patient>\n"
        f"  <Name>{last}</Name><Vorname>{first}</Vorname>\n"
        f'  <Versichertenkarte nummer="{v}" ablauf="2029-12-31"/>\n'
        "</Patient>\n"
    )
    return text, [v], v


@kind(
    "hr_mbo_hzzo_osiguranik",
    "https://hzzo.hr/obvezno-osiguranje ; https://www.cezih.hr/",
    r"\d{9}",
    prefixless=True,
)
def _hr_mbo(g):
    v = g.digits(9)
    first, last = _person(g)
    text = (
        "eUputnica — greška validacije\n"
        f"Pacijent: {first} {last}\n"
        f"MBO: {v}\n"
        "Poruka: osiguranik nema aktivno dopunsko osiguranje\n"
    )
    return text, [v], v


@kind(
    "fi_satu_sahkoinen_asiointitunnus",
    "https://dvv.fi/en/certificates-on-the-citizen-certificate ; https://dvv.fi/en/electronic-identity-and-citizen-certificate",
    r"\d{8}[0-9A-Y]",
    prefixless=True,
)
def _fi_satu(g):
    body = g.digits(8)
    v = body + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(body) % 31]
    first, last = _person(g)
    text = (
        "$ openssl x509 -in kansalaisvarmenne.pem -noout -subject\n"
        f"subject=C = FI, serialNumber = {v}, GN = {first}, SN = {last}, CN = {last.upper()} {first.upper()} {v}\n"
    )
    return text, [v], v


@kind(
    "kr_gaein_tonggwan_gobuho_order",
    "https://unipass.customs.go.kr/csp/persIndex.do ; https://www.customs.go.kr/",
    r"P\d{12}",
)
def _kr_pcode(g):
    v = f"P{g.r.randint(14, 25)}{_d(g, 10)}"
    text = json.dumps(
        {
            "order_id": "AE-20261129-7781",
            "receiver": {"name": "김지훈", "phone": "(비공개)", "customs_code": v},
            "memo": "개인통관고유부호 확인 완료",
        },
        ensure_ascii=False,
        indent=2,
    )
    return text, [v], v


@kind(
    "ru_voenny_bilet_kadry",
    "https://www.consultant.ru/document/cons_doc_LAW_18260/ ; https://www.mil.ru/",
    r"[А-Я]{2} \d{7}",
)
def _ru_voenny(g):
    ser = _pick(g, "АБВГДЕИКМНОПРСТУХ") + _pick(g, "АБВГДЕИКМНОПРСТУХ")
    num = _d(g, 7)
    v = f"{ser} {num}"
    text = (
        "Карточка Т-2, раздел II «Сведения о воинском учёте»\n"
        "Категория запаса: 1   Воинское звание: рядовой\n"
        f"Военный билет: {v}\n"
        "Годность к военной службе: А\n"
    )
    return text, [v], f"voenny-bilet-{num}"


@kind(
    "ru_svidetelstvo_o_rozhdenii",
    "https://www.consultant.ru/document/cons_doc_LAW_10327/ ; https://www.gosuslugi.ru/",
    r"[IVX]+-[А-Я]{2} № \d{6}",
)
def _ru_birth_cert(g):
    roman = _pick(g, ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI"])
    ser = _pick(g, "АБВГДЕЖИКЛМНОПРСТУФХЮЯ") + _pick(g, "АБВГДЕЖИКЛМНОПРСТУФХЮЯ")
    num = _d(g, 6)
    v = f"{roman}-{ser} № {num}"
    text = (
        "Заявление на зачисление в школу\n"
        "Ребёнок: Смирнова Алиса\n"
        f"Свидетельство о рождении: {v}, выдано Отделом ЗАГС г. Казани\n"
    )
    return text, [v], f"{roman}-svid-{num}"


@kind(
    "ua_id_card_document_number",
    "https://www.dmsu.gov.ua/services/nationals/passport-id-card.html ; https://diia.gov.ua/",
    r"\d{9}",
    prefixless=True,
)
def _ua_idcard(g):
    v = "00" + _d(g, 7)
    text = (
        "Заява на відкриття рахунку (чернетка)\n"
        "Документ: ID-картка\n"
        f"Номер документа: {v}\n"
        "Орган, що видав: 8032\n"
    )
    return text, [v], v


@kind(
    "cn_junguanzheng_officer_card",
    "https://www.gov.cn/ ; https://zh.wikipedia.org/wiki/中国人民解放军军官证",
    r"[南北沈兰成济广海空参政后装]字第\d{7}号",
)
def _cn_jgz(g):
    num = _d(g, 7)
    v = f"{_pick(g, '南北沈兰成济广海空参政后装')}字第{num}号"
    text = (
        "-- 购票实名制证件测试数据\n"
        "INSERT INTO passenger (name, id_type, id_no) VALUES\n"
        f"  ('王建军', 'MILITARY_OFFICER', '{v}');\n"
    )
    return text, [v], f"junguanzheng-{num}"


@kind(
    "in_apaar_id_student",
    "https://apaar.education.gov.in/ ; https://www.education.gov.in/",
    r"\d{12}",
    prefixless=True,
)
def _in_apaar(g):
    v = g.digits(12)
    first, last = _person(g)
    text = (
        "DigiLocker pull — ABC/APAAR\n"
        f"  student_name: {first} {last}\n"
        f"  apaar_id: {v}\n"
        "  institution: Govt. Senior Secondary School, Sector 21\n"
    )
    return text, [v], v


@kind(
    "in_udyam_registration_number",
    "https://udyamregistration.gov.in/ ; https://msme.gov.in/",
    r"UDYAM-[A-Z]{2}-\d{2}-\d{7}",
)
def _in_udyam(g):
    v = f"UDYAM-{_pick(g, ['MH', 'KA', 'TN', 'UP', 'GJ', 'DL', 'WB'])}-{_d(g, 2)}-{_d(g, 7)}"
    first, last = _person(g)
    text = (
        "vendor_onboarding.yaml\n"
        "vendor:\n"
        f"  proprietor: {first} {last}\n"
        "  enterprise_type: Micro\n"
        f"  udyam_no: {v}\n"
    )
    return text, [v], v


@kind(
    "bd_birth_registration_number",
    "https://bdris.gov.bd/ ; https://everify.bdris.gov.bd/",
    r"(?:19|20)\d{15}",
    prefixless=True,
)
def _bd_brn(g):
    v = f"{g.r.randint(1980, 2015)}{_pick(g, ['26', '15', '47', '61'])}{_d(g, 11)}"
    text = f"পাসপোর্ট আবেদন — তথ্য যাচাই\nজন্ম নিবন্ধন নম্বর: {v}\nস্থায়ী ঠিকানা: মিরপুর, ঢাকা\n"
    return text, [v], v


@kind(
    "id_kartu_keluarga_number",
    "https://dukcapil.kemendagri.go.id/ ; https://peraturan.bpk.go.id/Details/39101",
    r"\d{16}",
    prefixless=True,
)
def _id_kk(g):
    v = f"{_pick(g, ['31', '32', '33', '35', '36', '51'])}{_d(g, 4)}{g.r.randint(1, 28):02d}{g.r.randint(1, 12):02d}{g.r.randint(10, 25)}{_d(g, 4)}"
    text = (
        "PPDB 2026 — berkas calon siswa\n"
        "Nama: Putri Ayu Lestari\n"
        f"No. KK: {v}\n"
        "Alamat: Jl. Melati No. 12 RT 003/RW 005\n"
    )
    return text, [v], v


@kind(
    "ph_prc_professional_license",
    "https://online.prc.gov.ph/Verification ; https://www.prc.gov.ph/",
    r"0\d{6}",
    prefixless=True,
)
def _ph_prc(g):
    v = "0" + g.digits(6)
    first, last = _person(g)
    text = (
        "Hi, please update my profile. Here are my PRC details:\n"
        f"Name: {first} {last}, RN\n"
        f"PRC License No.: {v}  Valid until: 09/14/2028\n"
    )
    return text, [v], v


@kind(
    "et_fayda_fan_kyc",
    "https://id.gov.et/ ; https://docs.mosip.io/1.2.0/id-lifecycle-management/identifiers",
    r"\d{4} \d{4} \d{4} \d{4}",
    prefixless=True,
)
def _et_fayda(g):
    n = g.digits(16)
    v = f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:]}"
    text = f"telebirr merchant KYC — customer record\nሙሉ ስም: አበበ ከበደ\nየፋይዳ ቁጥር (FAN): {v}\n"
    return text, [v], n


@kind(
    "sn_cni_nin_cedeao",
    "https://www.dgaf.sn/ ; https://www.ecowas.int/",
    r"[12] \d{3} \d{4} \d{5}",
    prefixless=True,
)
def _sn_nin(g):
    v = f"{_pick(g, '12')} {_d(g, 3)} {g.r.randint(1960, 2005)} {_d(g, 5)}"
    first, last = _person(g)
    text = (
        "Wave / Orange Money — ouverture de compte\n"
        f"Prénom et nom : {first} {last}\n"
        f"NIN (carte CEDEAO) : {v}\n"
    )
    return text, [v], v.replace(" ", "")


@kind(
    "xk_numri_personal",
    "https://arc.rks-gov.net/ ; https://mpb.rks-gov.net/",
    r"1\d{9}",
    prefixless=True,
)
def _xk_np(g):
    v = "1" + g.digits(9)
    first, last = _person(g)
    text = (
        "{\n"
        f'  "emri": "{first}", "mbiemri": "{last}",\n'
        f'  "numri_personal": "{v}",\n'
        '  "komuna": "Prishtinë"\n'
        "}\n"
    )
    return text, [v], v


@kind(
    "mm_nrc_citizenship_number",
    "https://www.qhrm.io/answers/national-registration-card-nrc-role-hiring ; https://www.mip.gov.mm/",
    r"\d{1,2}/[A-Za-z]{6}\(N\)\d{6}",
)
def _mm_nrc(g):
    v = f"{g.r.randint(1, 14)}/{_pick(g, ['OuKaMa', 'BaHaNa', 'KaMaYa', 'LaMaNa', 'TaMaNa', 'YaKaNa', 'MaYaKa'])}(N){_d(g, 6)}"
    text = (
        "KBZPay onboarding webhook payload:\n"
        f'{{"customer": {{"name": "Aung Ko Ko", "nrc": "{v}", "township": "Yangon"}}}}\n'
    )
    return text, [v], v.replace("/", "-").replace("(", "").replace(")", "")


@kind(
    "bt_cid_citizenship_id",
    "https://www.doi.gov.bt/ ; https://www.citizenservices.gov.bt/",
    r"1\d{10}",
    prefixless=True,
)
def _bt_cid(g):
    v = "1" + g.digits(10)
    text = f"RMA bank transfer form (scanned):\nName: Karma Wangchuk\nCID No.: {v}\nDzongkhag: Thimphu\n"
    return text, [v], v


@kind(
    "mv_national_id_card",
    "https://www.dnr.gov.mv/ ; https://en.wikipedia.org/wiki/Maldivian_identity_card",
    r"A\d{6}",
)
def _mv_nid(g):
    v = "A" + g.digits(6)
    text = f"guest_register.csv\nname,id_type,id_no,island\nAishath Shifza,NID,{v},Hulhumalé\n"
    return text, [v], v


@kind(
    "af_etazkira_number",
    "https://www.nsia.gov.af/ ; https://en.wikipedia.org/wiki/Afghan_identity_card",
    r"1[34]\d{2}-\d{4}-\d{5}",
    prefixless=True,
)
def _af_tazkira(g):
    v = f"{_pick(g, ['1398', '1399', '1400', '1401', '1402'])}-{_d(g, 4)}-{_d(g, 5)}"
    text = (
        "Beneficiary registration (field app export):\n"
        "name: Zahra Ahmadi\n"
        f"e_tazkira: {v}\n"
        "district: Kabul PD5\n"
    )
    return text, [v], v


@kind(
    "bo_ci_segip_complemento",
    "https://www.segip.gob.bo/ ; https://www.segip.gob.bo/preguntas-frecuentes/",
    r"\d{7} (?:LP|CB|SC|OR|PT|TJ|CH|BE|PD)",
    prefixless=True,
)
def _bo_ci(g):
    num = g.digits(7)
    v = f"{num} {_pick(g, ['LP', 'CB', 'SC', 'OR', 'PT', 'TJ', 'CH', 'BE', 'PD'])}"
    first, last = _person(g)
    text = (
        "Factura electrónica SIAT — datos del cliente\n"
        f"Razón social: {last} {first}\n"
        f"NIT/CI/CEX: {v}  Complemento: 1B\n"
    )
    return text, [v], num


@kind(
    "ao_bilhete_identidade",
    "https://lex.ao/docs/assembleia-nacional/2021/lei-n-o-3-21-de-25-de-janeiro ; https://www.mjdh.gov.ao/",
    r"\d{9}[A-Z]{2}\d{3}",
    prefixless=True,
)
def _ao_bi(g):
    v = f"00{_d(g, 7)}{_pick(g, ['LA', 'BA', 'HO', 'HA', 'BE', 'UE', 'CA'])}0{_d(g, 2)}"
    first, last = _person(g)
    text = f"Multicaixa Express — registo de cliente\nNome: {first} {last}\nNº do BI: {v}\n"
    return text, [v], v


@kind(
    "jp_shadai_bango_shaken",
    "https://www.mlit.go.jp/jidosha/ ; https://www.airia.or.jp/",
    r"[A-Z]{2,4}\d{1,3}[A-Z]?-\d{6,7}",
    prefixless=True,
)
def _jp_shadai(g):
    v = f"{_pick(g, ['ZVW30', 'NHP10', 'ZRR80', 'GP5', 'DAA17', 'MXPA10', 'ZWR90'])}-{_d(g, 7)}"
    text = (
        "車検証読み取り結果 (OCR)\n"
        "所有者の氏名又は名称: 山田 花子\n"
        "所有者の住所: 東京都世田谷区太子堂四丁目\n"
        f"車台番号: {v}\n"
    )
    return text, [v], v


# -- bank accounts in national layouts -----------------------------------------------------------


@kind(
    "se_clearingnummer_kontonummer_lon",
    "https://www.bankinfrastruktur.se/media/rzdpbzhv/bankernas-kontonummer.pdf ; https://www.swedishbankers.se/",
    r"[5-9]\d{3}-\d{7,9}",
    prefixless=True,
)
def _se_clearing(g):
    v = f"{_pick(g, ['5', '6', '9'])}{_d(g, 3)}-{_d(g, _pick(g, [7, 9]))}"
    first, last = _person(g)
    text = (
        "lonefil_202611.csv (export from Fortnox)\n"
        "anstnr;namn;clearing-konto;nettolon\n"
        f"1042;{first} {last};{v};28 412,00\n"
    )
    return text, [v], v


@kind(
    "fi_tilinumero_vanha_muoto",
    "https://www.finanssiala.fi/wp-content/uploads/2021/03/Suomalaiset_tilinumerot_ja_niiden_rakenne.pdf ; https://fi.wikipedia.org/wiki/Tilinumero",
    r"[158]\d{5}-\d{2,8}",
    prefixless=True,
)
def _fi_bban(g):
    group = _pick(g, "158")
    head = group + _d(g, 5)
    rest_len = g.r.randint(3, 7)
    rest = _d(g, rest_len)
    if group == "5":  # savings and co-operative banks: zeros after the 7th digit
        body = head + rest[0] + "0" * (13 - 7 - (rest_len - 1)) + rest[1:]
    else:  # other banks: zeros after the 6th digit
        body = head + "0" * (13 - 6 - rest_len) + rest
    check = _luhn_digit(body)
    v = f"{head}-{rest}{check}"
    first, last = _person(g)
    text = (
        "Vanha maksupohja (2009) — skannattu lomake\n"
        f"Saaja: {first} {last}\n"
        f"Tilinumero: {v}\n"
        "Viitenumero: 1232\n"
    )
    return text, [v], v


@kind(
    "ch_postkonto_pc_einzahlung",
    "https://www.postfinance.ch/content/dam/pfch/doc/cust/download/efin_recdescr_man_de.pdf ; https://arthurdejong.org/python-stdnum/doc/2.1/stdnum.ch.esr",
    r"[1-9]\d-\d{1,6}-\d",
    prefixless=True,
)
def _ch_pc(g):
    pre = _pick(g, ["10", "12", "17", "25", "30", "40", "46", "60", "80", "85", "87"])
    serial = str(g.r.randint(1000, 999999))
    check = _mod10_recursive(pre + serial.zfill(6))
    v = f"{pre}-{serial}-{check}"
    first, last = _person(g)
    text = (
        "Einzahlungsschein (alt, OCR):\n"
        f"Einzahlung für / Versement pour: {first} {last}, Bahnhofstrasse 7, 8001 Zürich\n"
        f"Konto / Compte: {v}\n"
    )
    return text, [v], v


@kind(
    "th_bank_account_transfer_slip",
    "https://www.bot.or.th/en/financial-innovation/digital-finance/digital-payment/promptpay.html ; https://www.kasikornbank.com/",
    r"\d{3}-\d-\d{5}-\d",
    prefixless=True,
)
def _th_bank(g):
    n = g.digits(10)
    v = f"{n[:3]}-{n[3]}-{n[4:9]}-{n[9]}"
    text = (
        "สลิปโอนเงิน (OCR)\n"
        "โอนเงินสำเร็จ 29 พ.ย. 69 14:02\n"
        "จาก นาย สมชาย ใจดี\n"
        f"ไปยัง ธ.กสิกรไทย {v}\n"
        "จำนวน 1,250.00 บาท\n"
    )
    return text, [v], n


@kind(
    "tw_bank_code_account_atm",
    "https://www.fisc.com.tw/ ; https://www.fsc.gov.tw/",
    r"\d{12,14}",
    prefixless=True,
)
def _tw_bank(g):
    v = g.digits(_pick(g, [12, 14]))
    text = (
        "退款資料 (客服單 #5521)\n"
        "戶名: 陳怡君\n"
        f"銀行代碼: {_pick(g, ['822', '812', '700', '013', '808'])}  帳號: {v}\n"
    )
    return text, [v], v


@kind(
    "jp_yucho_kigo_bango_payroll",
    "https://www.jp-bank.japanpost.jp/kojin/sokin/koza/kj_sk_kz_furikomi_ksk.html ; https://www.jp-bank.japanpost.jp/",
    r"1\d{3}0-\d{7}1",
    prefixless=True,
)
def _jp_yucho(g):
    v = f"1{_d(g, 3)}0-{_d(g, 7)}1"
    text = f"給与振込先.csv\n社員番号,氏名,銀行,記号番号\nA-0231,佐藤 由美,ゆうちょ銀行,{v}\n"
    return text, [v], v


@kind(
    "co_cuenta_ahorros_nomina",
    "https://www.superfinanciera.gov.co/ ; https://www.bancolombia.com/personas/cuentas",
    r"\d{3}-\d{6}-\d{2}",
    prefixless=True,
)
def _co_cuenta(g):
    n = g.digits(11)
    v = f"{n[:3]}-{n[3:9]}-{n[9:]}"
    first, last = _person(g)
    text = (
        "nomina_quincena2.xlsx (guardado como CSV)\n"
        "cedula;nombre;banco;tipo;cuenta\n"
        f"(ver HR);{first} {last};BANCOLOMBIA;AHORROS;{v}\n"
    )
    return text, [v], n


# -- device and online identifiers tied to a person ----------------------------------------------


@kind(
    "device_idfv_ios_support_log",
    "https://developer.apple.com/documentation/uikit/uidevice/identifierforvendor ; RFC 4122",
    r"[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}",
    prefixless=True,
)
def _idfv(g):
    v = g.uuid().upper()
    first, last = _person(g)
    text = (
        "Support diagnostics (shared by the user from Settings > Help):\n"
        f"user: {first} {last}\n"
        "app: 5.14.2 (20261120)\n"
        f"vendor_device: {v}\n"
        "os: iOS 19.1\n"
    )
    return text, [v], v


@kind(
    "device_appsflyer_id_s2s_event",
    "https://dev.appsflyer.com/hc/reference/s2s-events-api3-post ; https://support.appsflyer.com/hc/en-us/articles/207034486",
    r"\d{13}-\d{19}",
    prefixless=True,
)
def _appsflyer(g):
    v = f"17{_d(g, 11)}-{g.digits(19)}"
    text = (
        "curl -X POST https://api3.appsflyer.com/inappevent/com.example.shop \\\n"
        "  -H 'Content-Type: application/json' \\\n"
        f'  -d \'{{"appsflyer_id": "{v}", "customer_user_id": "u_8812", "eventName": "af_purchase"}}\'\n'
    )
    return text, [v], v


@kind(
    "ga_client_id_measurement_protocol",
    "https://developers.google.com/analytics/devguides/collection/protocol/ga4/reference ; https://developers.google.com/tag-platform/security/guides/customize-cookies",
    r"\d{9,10}\.\d{10}",
    prefixless=True,
)
def _ga_cid(g):
    v = f"{g.digits(10)}.17{_d(g, 8)}"
    text = (
        "// server-side purchase event, copied from the debugger\n"
        "body = {\n"
        f"  client_id: '{v}',   // from the _ga cookie GA1.1.{v}\n"
        "  user_id: 'cust-20931',\n"
        "  events: [{ name: 'purchase', params: { value: 79.9, currency: 'EUR' } }],\n"
        "}\n"
    )
    return text, [v], v


@kind(
    "device_widevine_unique_id_dumpsys",
    "https://developer.android.com/reference/android/media/MediaDrm#PROPERTY_DEVICE_UNIQUE_ID ; https://source.android.com/docs/core/media/drm",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _widevine(g):
    v = g.s(64, HEX)
    text = (
        "$ adb logcat -d | grep DrmInfo\n"
        f"11-29 10:14:07.331  4121  4121 D DrmInfo : deviceUniqueId={v} securityLevel=L1\n"
        "11-29 10:14:07.332  4121  4121 D DrmInfo : account=anna.k (signed in)\n"
    )
    return text, [v], v


@kind(
    "device_firebase_installation_id",
    "https://firebase.google.com/docs/projects/manage-installations ; https://firebase.google.com/docs/reference/android/com/google/firebase/installations/FirebaseInstallations",
    r"[cdef][A-Za-z0-9_-]{21}",
    prefixless=True,
)
def _fid(g):
    v = _pick(g, "cdef") + g.s(21, B64URL)
    text = (
        "I/FirebaseInstallations( 7781): Firebase Installation ID: "
        f"{v}\n"
        "I/Crashlytics( 7781): setUserId(cust-4410)\n"
    )
    return text, [v], v


@kind(
    "device_garmin_unit_id_connect_json",
    "https://developer.garmin.com/gc-developer-program/activity-api/ ; https://developer.garmin.com/connect-iq/api-docs/",
    r"3\d{9}",
    prefixless=True,
)
def _garmin(g):
    v = "3" + g.digits(9)
    first, last = _person(g)
    text = json.dumps(
        {
            "userProfile": {"displayName": f"{first} {last}", "location": "Tartu"},
            "devices": [{"productDisplayName": "Forerunner 265", "unitId": int(v), "primary": True}],
        },
        indent=2,
    )
    return text, [v], v


# -- home location ------------------------------------------------------------------------------

W3W = [
    "index",
    "home",
    "raft",
    "filled",
    "count",
    "soap",
    "lamp",
    "orbit",
    "crisp",
    "ladder",
    "pinch",
    "velvet",
    "tinsel",
    "oyster",
    "dazzle",
    "marble",
    "thimble",
    "quarry",
    "nibble",
    "sprout",
    "galaxy",
    "hammer",
    "parcel",
    "tundra",
    "whisk",
    "bundle",
    "meadow",
    "cobalt",
    "fiddle",
    "jigsaw",
    "pebble",
    "saddle",
    "tulip",
    "walnut",
    "zipper",
    "anchor",
    "basket",
    "candle",
    "dolphin",
    "ember",
]


def _latlon(g: _R) -> tuple[str, str]:
    lat = f"{g.r.uniform(-45, 60):.6f}"
    lon = f"{g.r.uniform(-120, 150):.6f}"
    return lat, lon


@kind(
    "geo_what3words_home_delivery",
    "https://developer.what3words.com/public-api/docs ; https://what3words.com/products/what3words-address",
    r"[a-z]+\.[a-z]+\.[a-z]+",
    prefixless=True,
)
def _w3w(g):
    v = ".".join(_pick(g, W3W) for _ in range(3))
    text = (
        "Delivery instructions for order #A-77120:\n"
        f"  Leave at the side gate of my house: ///{v}\n"
        "  Dog is friendly.\n"
    )
    return text, [v], v


@kind(
    "geo_maidenhead_home_locator",
    "https://en.wikipedia.org/wiki/Maidenhead_Locator_System ; https://www.arrl.org/grid-squares",
    r"[A-R]{2}\d{2}[a-x]{2}\d{2}",
    prefixless=True,
)
def _maidenhead(g):
    v = f"{_pick(g, 'ABCDEFGHIJKLMNOPQR')}{_pick(g, 'ABCDEFGHIJKLMNOPQR')}{_d(g, 2)}{_pick(g, 'abcdefghijklmnopqrstuvwx')}{_pick(g, 'abcdefghijklmnopqrstuvwx')}{_d(g, 2)}"
    text = (
        f"# ~/.config/wsjtx/WSJT-X.ini (my home station)\n[Configuration]\nMyGrid={v}\nMyCall=(see logbook)\n"
    )
    return text, [v], v


@kind(
    "geo_utm_home_coordinates",
    "https://www.ngs.noaa.gov/TOOLS/utm.shtml ; https://epsg.io/32633",
    r"\d{1,2}[C-X] \d{6} \d{7}",
    prefixless=True,
)
def _utm(g):
    v = f"{g.r.randint(10, 60)}{_pick(g, 'STUVW')} {g.digits(6)} {_pick(g, '4567')}{_d(g, 6)}"
    text = (
        "Field survey note (imported to QGIS):\n"
        f"  Owner residence, plot 118 — UTM {v} (WGS84)\n"
        "  Resident: present during survey\n"
    )
    return text, [v], v.replace(" ", "_")


@kind(
    "geo_postgis_ewkt_home_point",
    "https://postgis.net/docs/ST_GeomFromEWKT.html ; https://postgis.net/docs/using_postgis_dbmanagement.html#EWKB_EWKT",
    r"-?\d+\.\d{6} -?\d+\.\d{6}",
    prefixless=True,
)
def _ewkt(g):
    lat, lon = _latlon(g)
    v = f"{lon} {lat}"
    first, last = _person(g)
    text = (
        "app=# SELECT name, ST_AsEWKT(home_location) FROM customers WHERE id = 512;\n"
        "     name      |           st_asewkt\n"
        "---------------+-------------------------------------\n"
        f" {first} {last} | SRID=4326;POINT({v})\n"
    )
    return text, [v], f"{lon}_{lat}"


@kind(
    "geo_uri_rfc5870_home",
    "RFC 5870 (https://www.rfc-editor.org/rfc/rfc5870)",
    r"-?\d+\.\d{6},-?\d+\.\d{6}",
    prefixless=True,
)
def _geo_uri(g):
    lat, lon = _latlon(g)
    v = f"{lat},{lon}"
    text = f'<!-- profile card, rendered -->\n<a class="home-link" href="geo:{v};u=12">Home</a>\n'
    return text, [v], v


@kind(
    "geo_h3_cell_home_index",
    "https://h3geo.org/docs/core-library/h3Indexing ; https://h3geo.org/docs/api/indexing",
    r"8c[0-9a-f]{11}ff",
    prefixless=True,
)
def _h3(g):
    v = "8c" + g.s(11, HEX) + "ff"
    text = f">>> import h3\n>>> h3.latlng_to_cell(user.home_lat, user.home_lng, 12)\n'{v}'\n"
    return text, [v], v


@kind(
    "geo_osm_map_url_home",
    "https://wiki.openstreetmap.org/wiki/Browsing#Sharing_a_link_to_the_maps",
    r"-?\d+\.\d{5}/-?\d+\.\d{5}",
    prefixless=True,
)
def _osm(g):
    lat = f"{g.r.uniform(-45, 60):.5f}"
    lon = f"{g.r.uniform(-120, 150):.5f}"
    v = f"{lat}/{lon}"
    text = (
        "Slack message from the new hire:\n"
        f"  my place, if anyone wants to carpool: https://www.openstreetmap.org/#map=19/{v}\n"
    )
    return text, [v], v.replace("/", "_")


# -- health ------------------------------------------------------------------------------------


@kind(
    "health_openehr_ehr_id_subject",
    "https://specifications.openehr.org/releases/ITS-REST/latest/ehr.html ; https://specifications.openehr.org/releases/RM/latest/ehr.html",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _openehr(g):
    v = g.uuid()
    mrn = _d(g, 8)
    text = (
        f"GET /ehrbase/rest/openehr/v1/ehr?subject_id={mrn}&subject_namespace=hospital-a\n"
        "200 OK\n"
        f'{{"ehr_id": {{"value": "{v}"}}, "ehr_status": {{"subject": {{"external_ref": '
        f'{{"id": {{"value": "{mrn}"}}, "namespace": "hospital-a"}}}}}}}}\n'
    )
    return text, [v, mrn], v


@kind(
    "health_pharmacy_rx_label_ocr",
    "https://www.ncpdp.org/Standards-Development/Standards-Information ; https://www.fda.gov/drugs/resources-you-drugs/",
    r"\d{7}",
    prefixless=True,
)
def _rx(g):
    v = g.digits(7)
    first, last = _person(g)
    text = (
        "label_ocr.txt\n"
        f"RX# {v}   DATE 11/21/2026\n"
        f"{last.upper()}, {first.upper()}\n"
        "SERTRALINE HCL 50 MG TAB  QTY 30  REFILLS 2\n"
    )
    return text, [v], v


# -- phone numbers: other countries, other carriers ------------------------------------------------


@kind(
    "phone_sa_cognito_admin_get_user",
    "https://docs.aws.amazon.com/cli/latest/reference/cognito-idp/admin-get-user.html ; ITU-T E.164 (Saudi Arabia +966)",
    r"\+9665\d{8}",
)
def _ph_sa(g):
    v = "+9665" + _pick(g, "0345689") + _d(g, 7)
    text = (
        "$ aws cognito-idp admin-get-user --user-pool-id me-central-1_Ab12Cd --username 8f1c\n"
        "{\n"
        '    "UserAttributes": [\n'
        f'        {{"Name": "phone_number", "Value": "{v}"}},\n'
        '        {"Name": "phone_number_verified", "Value": "true"}\n'
        "    ]\n"
        "}\n"
    )
    return text, [v], v.lstrip("+")


@kind(
    "phone_qa_stripe_customer_json",
    "https://docs.stripe.com/api/customers/object#customer_object-phone ; ITU-T E.164 (Qatar +974)",
    r"\+974 [3567]\d{3} \d{4}",
)
def _ph_qa(g):
    v = f"+974 {_pick(g, '3567')}{_d(g, 3)} {_d(g, 4)}"
    text = json.dumps(
        {
            "id": "cus_Test0000000001",
            "object": "customer",
            "name": "Noora Al-Kuwari",
            "phone": v,
            "address": {"city": "Doha", "country": "QA"},
        },
        indent=2,
    )
    return text, [v], v.replace(" ", "")


@kind(
    "phone_kw_outlook_contacts_csv",
    "https://support.microsoft.com/en-us/office/import-contacts-to-outlook-bb796340-b58a-46c1-90c7-b549b8f3c5f8 ; ITU-T E.164 (Kuwait +965)",
    r"\+965 [569]\d{3} \d{4}",
)
def _ph_kw(g):
    v = f"+965 {_pick(g, '569')}{_d(g, 3)} {_d(g, 4)}"
    text = f"First Name,Last Name,E-mail Address,Mobile Phone,Business Phone\nFahad,Al-Mutairi,,{v},\n"
    return text, [v], v.replace(" ", "")


@kind(
    "phone_om_ussd_callback_log",
    "https://developers.africastalking.com/docs/ussd/overview ; ITU-T E.164 (Oman +968)",
    r"\+9689\d{7}",
)
def _ph_om(g):
    v = "+9689" + _d(g, 7)
    text = (
        "POST /ussd/callback  sessionId=ATUid_0b1f&serviceCode=*384*77%23&phoneNumber=%2B"
        f"{v[1:]}&text=1*2\n"
        f"INFO ussd: menu=balance msisdn={v} step=2\n"
    )
    return text, [v], v.lstrip("+")


@kind(
    "phone_jo_msgraph_user_mobile",
    "https://learn.microsoft.com/en-us/graph/api/resources/user#properties ; ITU-T E.164 (Jordan +962)",
    r"\+962 7[789] \d{3} \d{4}",
)
def _ph_jo(g):
    v = f"+962 7{_pick(g, '789')} {_d(g, 3)} {_d(g, 4)}"
    text = (
        "GET https://graph.microsoft.com/v1.0/users/9d1c...?$select=displayName,mobilePhone\n"
        f'{{"displayName": "Layla Haddad", "mobilePhone": "{v}", "businessPhones": []}}\n'
    )
    return text, [v], v.replace(" ", "")


@kind(
    "phone_lk_google_people_api",
    "https://developers.google.com/people/api/rest/v1/people#phonenumber ; ITU-T E.164 (Sri Lanka +94)",
    r"\+947\d{8}",
)
def _ph_lk(g):
    n = "7" + _pick(g, "01245678") + _d(g, 7)
    v = "+94" + n
    text = json.dumps(
        {
            "resourceName": "people/c771",
            "phoneNumbers": [{"value": f"0{n[:2]} {n[2:5]} {n[5:]}", "canonicalForm": v, "type": "mobile"}],
        },
        indent=2,
    )
    return text, [v, f"0{n[:2]} {n[2:5]} {n[5:]}"], v


@kind(
    "phone_kz_mecard_qr_payload",
    "https://github.com/zxing/zxing/wiki/Barcode-Contents#mecard ; ITU-T E.164 (Kazakhstan +7 7xx)",
    r"\+77[0-7]\d{8}",
)
def _ph_kz(g):
    v = "+77" + _pick(g, "01245") + _d(g, 8)
    text = f'qr = qrcode.make(\n    "MECARD:N:Baimukhanova,Aigerim;TEL:{v};ADR:Almaty;;"\n)\n'
    return text, [v], v.lstrip("+")


@kind(
    "phone_uz_smsto_uri",
    "https://github.com/zxing/zxing/wiki/Barcode-Contents#sms ; ITU-T E.164 (Uzbekistan +998)",
    r"\+998(?:9[0-9]|33|88)\d{7}",
)
def _ph_uz(g):
    v = "+998" + _pick(g, ["90", "91", "93", "94", "97", "99", "33", "88"]) + _d(g, 7)
    text = (
        f'// share sheet builds this for the courier\nconst link = "SMSTO:{v}:Buyurtmangiz yo\\u2018lda";\n'
    )
    return text, [v], v.lstrip("+")


@kind(
    "phone_ge_viber_deeplink",
    "https://developers.viber.com/docs/tools/deep-links/ ; ITU-T E.164 (Georgia +995)",
    r"9955\d{8}",
    prefixless=True,
)
def _ph_ge(g):
    v = "9955" + _pick(g, "013456789") + _d(g, 7)
    text = (
        "<!-- contact footer -->\n"
        f'<a href="viber://chat?number=%2B{v}">Viber</a>\n'
        f'<a href="viber://add?number={v}">Add me</a>\n'
    )
    return text, [v], v


@kind(
    "phone_by_telegram_resolve_link",
    "https://core.telegram.org/api/links#phone-number-links ; ITU-T E.164 (Belarus +375)",
    r"375(?:25|29|33|44)\d{7}",
    prefixless=True,
)
def _ph_by(g):
    v = "375" + _pick(g, ["25", "29", "33", "44"]) + _d(g, 7)
    text = (
        "bot.send_message(chat_id, 'Связаться с продавцом:', reply_markup=InlineKeyboardMarkup([[\n"
        f"    InlineKeyboardButton('Telegram', url='tg://resolve?phone={v}')]]))\n"
    )
    return text, [v], v


@kind(
    "phone_lt_keycloak_user_attributes",
    "https://www.keycloak.org/docs-api/latest/rest-api/index.html#UserRepresentation ; ITU-T E.164 (Lithuania +370)",
    r"\+3706\d{7}",
)
def _ph_lt(g):
    v = "+3706" + _d(g, 7)
    text = (
        "$ kcadm.sh get users -r shop -q username=rasa.k --fields username,attributes\n"
        '[ {\n  "username" : "rasa.k",\n  "attributes" : {\n'
        f'    "phoneNumber" : [ "{v}" ],\n'
        '    "locale" : [ "lt" ]\n  }\n} ]\n'
    )
    return text, [v], v.lstrip("+")


@kind(
    "phone_ee_auth0_management_user",
    "https://auth0.com/docs/api/management/v2/users/get-users-by-id ; ITU-T E.164 (Estonia +372)",
    r"\+3725\d{7}",
)
def _ph_ee(g):
    v = "+3725" + _d(g, 7)
    text = json.dumps(
        {"user_id": "sms|6740aa0f21c2", "phone_number": v, "phone_verified": True, "logins_count": 14},
        indent=2,
    )
    return text, [v], v.lstrip("+")


@kind(
    "phone_rs_odoo_res_partner_repl",
    "https://www.odoo.com/documentation/17.0/developer/reference/external_api.html ; ITU-T E.164 (Serbia +381)",
    r"\+381 6\d \d{6,7}",
)
def _ph_rs(g):
    v = f"+381 6{_pick(g, '0123456789')} {_d(g, 7)}"
    text = (
        ">>> models.execute_kw(db, uid, pwd, 'res.partner', 'read', [[42]], {'fields': ['name', 'mobile']})\n"
        f"[{{'id': 42, 'name': 'Jelena Marković', 'mobile': '{v}'}}]\n"
    )
    return text, [v], v.replace(" ", "")


@kind(
    "phone_pe_shopify_order_shipping",
    "https://shopify.dev/docs/api/admin-rest/latest/resources/order#resource-object ; ITU-T E.164 (Peru +51)",
    r"\+51 9\d{2} \d{3} \d{3}",
)
def _ph_pe(g):
    v = f"+51 9{_d(g, 2)} {_d(g, 3)} {_d(g, 3)}"
    text = json.dumps(
        {
            "order": {
                "id": 5512,
                "shipping_address": {
                    "first_name": "Rosa",
                    "last_name": "Quispe",
                    "address1": "Jr. Junín 455",
                    "city": "Cusco",
                    "phone": v,
                },
            }
        },
        ensure_ascii=False,
        indent=2,
    )
    return text, [v], v.replace(" ", "")


@kind(
    "phone_cr_intercom_contact",
    "https://developers.intercom.com/docs/references/rest-api/api.intercom.io/contacts ; ITU-T E.164 (Costa Rica +506)",
    r"\+506[678]\d{7}",
)
def _ph_cr(g):
    v = "+506" + _pick(g, "678") + _d(g, 7)
    text = (
        "intercom.contacts.find(id: '6651f0')\n"
        f'=> #<Intercom::Contact role="user" name="Mariela Jiménez" phone="{v}" location="San José">\n'
    )
    return text, [v], v.lstrip("+")


@kind(
    "phone_et_chapa_checkout_payload",
    "https://developer.chapa.co/integrations/accept-payments ; ITU-T E.164 (Ethiopia +251)",
    r"09\d{8}",
    prefixless=True,
)
def _ph_et(g):
    v = "09" + g.digits(8)
    text = (
        "payload = {\n"
        '    "amount": "450", "currency": "ETB", "first_name": "Hana", "last_name": "Tesfaye",\n'
        f'    "phone_number": "{v}", "tx_ref": "order-8812",\n'
        "}\n"
    )
    return text, [v], v


@kind(
    "phone_bg_salesforce_soql_table",
    "https://developer.salesforce.com/docs/atlas.en-us.sfdx_cli_reference.meta/sfdx_cli_reference/cli_reference_data_commands_unified.htm ; ITU-T E.164 (Bulgaria +359)",
    r"\+359 8[789] \d{3} \d{4}",
)
def _ph_bg(g):
    v = f"+359 8{_pick(g, '789')} {_d(g, 3)} {_d(g, 4)}"
    text = (
        "$ sf data query -q \"SELECT Name, MobilePhone FROM Contact WHERE Id = '003Q000001'\"\n"
        " NAME            MOBILEPHONE\n"
        " ─────────────── ────────────────\n"
        f" Desislava Ivanova {v}\n"
        "Total number of records retrieved: 1.\n"
    )
    return text, [v], v.replace(" ", "")


# -- postal addresses in local formats and scripts ---------------------------------------------------


@kind(
    "address_am_armenian_script",
    "https://www.upu.int/UPU/media/upu/PostalEntitiesFiles/addressingUnit/armEn.pdf ; https://www.haypost.am/",
    r"\S+ \S+ \d+, բն\. \d+",
    prefixless=True,
)
def _addr_am(g):
    i = g.r.randrange(5)
    street = ["Կոմիտասի պող.", "Աբովյան փ.", "Մաշտոցի պող.", "Բաղրամյան պող.", "Թումանյան փ."][i]
    latin = ["Komitas-ave", "Abovyan-st", "Mashtots-ave", "Baghramyan-ave", "Tumanyan-st"][i]
    house, flat = g.r.randint(1, 140), g.r.randint(1, 99)
    v = f"{street} {house}, բն. {flat}"
    text = f"Առաքման հասցե՝ Երևան 0012, {v}\nՍտացող՝ Անի Պետրոսյան\n"
    return text, [v], f"{latin}-{house}-apt-{flat}-Yerevan"


@kind(
    "address_rs_serbian_cyrillic",
    "https://www.upu.int/UPU/media/upu/PostalEntitiesFiles/addressingUnit/srbEn.pdf ; https://www.posta.rs/",
    r"\S.+ \d+/\d+",
    prefixless=True,
)
def _addr_rs(g):
    i = g.r.randrange(5)
    street = ["Булевар краља Александра", "Кнеза Милоша", "Немањина", "Цара Душана", "Јурија Гагарина"][i]
    latin = ["Bulevar-kralja-Aleksandra", "Kneza-Milosa", "Nemanjina", "Cara-Dusana", "Jurija-Gagarina"][i]
    house, flat = g.r.randint(1, 250), g.r.randint(1, 40)
    v = f"{street} {house}/{flat}"
    text = f"Испорука: {v}, 11000 Београд\nПрималац: Јелена Марковић\n"
    return text, [v], f"{latin}-{house}-{flat}-Beograd"


@kind(
    "address_mn_khoroo_bair_toot",
    "https://www.upu.int/UPU/media/upu/PostalEntitiesFiles/addressingUnit/mngEn.pdf ; https://www.mongolpost.mn/",
    r"\d+-р хороо, \d+-р байр, \d+ тоот",
    prefixless=True,
)
def _addr_mn(g):
    k, b, t = g.r.randint(1, 30), g.r.randint(1, 120), g.r.randint(1, 99)
    v = f"{k}-р хороо, {b}-р байр, {t} тоот"
    text = f"Хүргэлтийн хаяг: Улаанбаатар, Сүхбаатар дүүрэг, {v}\nУтас: (хэрэглэгчийн профайлд)\n"
    return text, [v], f"khoroo-{k}-bair-{b}-toot-{t}-Sukhbaatar"


@kind(
    "address_bd_bengali_script",
    "https://www.upu.int/UPU/media/upu/PostalEntitiesFiles/addressingUnit/bgdEn.pdf ; https://bdpost.gov.bd/",
    r"বাড়ি [০-৯]+, রোড [০-৯]+",
    prefixless=True,
)
def _addr_bd(g):
    house, road = g.r.randint(1, 120), g.r.randint(1, 32)
    v = f"বাড়ি {_to_bengali(str(house))}, রোড {_to_bengali(str(road))}"
    text = f"ডেলিভারি ঠিকানা: {v}, ধানমন্ডি, ঢাকা ১২০৫\nপ্রাপক: রাশেদা খাতুন\n"
    return text, [v], f"house-{house}-road-{road}-Dhanmondi-Dhaka"


@kind(
    "address_et_amharic_house_number",
    "https://www.upu.int/UPU/media/upu/PostalEntitiesFiles/addressingUnit/ethEn.pdf ; https://www.ethiopostal.com/",
    r"ወረዳ \d{2}፣ የቤት ቁጥር \d{3,4}",
    prefixless=True,
)
def _addr_et(g):
    w, h = g.r.randint(1, 14), g.r.randint(100, 2999)
    v = f"ወረዳ {w:02d}፣ የቤት ቁጥር {h}"
    text = f"አድራሻ፦ አዲስ አበባ፣ ቦሌ ክፍለ ከተማ፣ {v}\nስም፦ ሰላም ታደሰ\n"
    return text, [v], f"woreda-{w:02d}-house-{h}-Bole-Addis-Ababa"


@kind(
    "address_ae_makani_number",
    "https://www.makani.ae/ ; https://www.dm.gov.ae/",
    r"\d{5} \d{5}",
    prefixless=True,
)
def _addr_ae(g):
    v = f"{g.digits(5)} {g.digits(5)}"
    text = f"Delivery address (Dubai)\nVilla 14, Street 7, Al Barsha 2\nMakani: {v}\n"
    return text, [v], v.replace(" ", "")


@kind(
    "address_ro_bloc_scara_apartament",
    "https://www.posta-romana.ro/ ; https://www.upu.int/UPU/media/upu/PostalEntitiesFiles/addressingUnit/rouEn.pdf",
    r"Str\. \S+ nr\. \d+, bl\. [A-Z]\d+, sc\. \d, et\. \d+, ap\. \d+",
    prefixless=True,
)
def _addr_ro(g):
    v = (
        f"Str. {_pick(g, ['Florilor', 'Dristorului', 'Teiului', 'Zizinului', 'Morilor'])} nr. {g.r.randint(1, 150)}, "
        f"bl. {_pick(g, 'ABCDEFGM')}{g.r.randint(1, 30)}, sc. {g.r.randint(1, 4)}, et. {g.r.randint(1, 10)}, ap. {g.r.randint(1, 120)}"
    )
    text = f"Adresa de livrare: {v}, Sector 3, București\nDestinatar: Ioana Moldovan\n"
    return text, [v], v


@kind(
    "address_pe_manzana_lote",
    "https://www.serpost.com.pe/ ; https://www.upu.int/UPU/media/upu/PostalEntitiesFiles/addressingUnit/perEn.pdf",
    r"Mz\. [A-Z]\d? Lt\. \d+, Urb\. .+",
    prefixless=True,
)
def _addr_pe(g):
    v = f"Mz. {_pick(g, 'ABCDEFGHJK')}{_pick(g, ['', '1', '2'])} Lt. {g.r.randint(1, 40)}, Urb. {_pick(g, ['Los Jardines', 'Santa Rosa', 'Las Flores', 'San Carlos'])}"
    text = f"Dirección de entrega: {v}, San Juan de Lurigancho, Lima\nReferencia: frente al parque\n"
    return text, [v], v


@kind(
    "address_cr_sennas_landmark",
    "https://www.correos.go.cr/ ; https://en.wikipedia.org/wiki/Address_(geography)#Costa_Rica",
    r"de la .+ \d+ m \w+ y \d+ m \w+, casa \d+",
    prefixless=True,
)
def _addr_cr(g):
    v = (
        f"de la {_pick(g, ['iglesia católica', 'escuela', 'plaza de deportes', 'pulpería La Esquina'])} "
        f"{_pick(g, [100, 200, 300, 400])} m {_pick(g, ['norte', 'sur', 'este', 'oeste'])} y "
        f"{_pick(g, [25, 50, 75])} m {_pick(g, ['norte', 'sur', 'este', 'oeste'])}, casa {g.r.randint(2, 60)}"
    )
    text = f"Señas: San Pedro de Montes de Oca, {v}, portón negro\n"
    return text, [v], v


@kind(
    "address_hu_emelet_ajto",
    "https://www.posta.hu/ ; https://www.upu.int/UPU/media/upu/PostalEntitiesFiles/addressingUnit/hunEn.pdf",
    r".+ utca \d+\. \d+\. em\. \d+\. ajtó",
    prefixless=True,
)
def _addr_hu(g):
    v = f"{_pick(g, ['Váci', 'Király', 'Wesselényi', 'Dob', 'Ráday'])} utca {g.r.randint(1, 120)}. {g.r.randint(1, 8)}. em. {g.r.randint(1, 20)}. ajtó"
    text = f"Szállítási cím: Budapest, {v}, 1052\nCímzett: Szabó Zsófia\n"
    return text, [v], v


@kind(
    "address_dk_etage_side",
    "https://www.postnord.dk/ ; https://danmarksadresser.dk/adressedata",
    r".+ \d+, \d+\. (?:th|tv|mf)\., \d{4} .+",
    prefixless=True,
)
def _addr_dk(g):
    v = f"{_pick(g, ['Nørrebrogade', 'Istedgade', 'Jægersborggade', 'Amagerbrogade'])} {g.r.randint(1, 200)}, {g.r.randint(1, 6)}. {_pick(g, ['th', 'tv', 'mf'])}., {_pick(g, ['2200', '1650', '2300', '2100'])} København"
    text = f"Leveringsadresse: {v}\nModtager: Oskar Jørgensen\n"
    return text, [v], v


@kind(
    "address_my_jalan_taman",
    "https://www.pos.com.my/ ; https://www.upu.int/UPU/media/upu/PostalEntitiesFiles/addressingUnit/mysEn.pdf",
    r"No\. \d+, Jalan .+, Taman .+",
    prefixless=True,
)
def _addr_my(g):
    v = f"No. {g.r.randint(1, 99)}, Jalan {_pick(g, ['SS 2/24', 'Mawar 3', 'Kenanga 7', 'Bukit 12'])}, Taman {_pick(g, ['Bahagia', 'Melawati', 'Sri Muda', 'Desa'])}"
    text = f"Alamat penghantaran: {v}, 47300 Petaling Jaya, Selangor\nPenerima: Nur Aisyah\n"
    return text, [v], v


@kind(
    "address_ng_plot_block_estate",
    "https://www.nipost.gov.ng/ ; https://www.upu.int/UPU/media/upu/PostalEntitiesFiles/addressingUnit/ngaEn.pdf",
    r"Plot \d+, Block \d+, .+ Street",
    prefixless=True,
)
def _addr_ng(g):
    v = f"Plot {g.r.randint(1, 300)}, Block {g.r.randint(1, 120)}, {_pick(g, ['Adeola Odeku', 'Admiralty', 'Ajose Adeogun', 'Bourdillon'])} Street"
    text = f"Ship to: Chioma Okonkwo, {v}, Lekki Phase 1, Lagos\n"
    return text, [v], v


# -- e-mail addresses in carriers of package metadata, VCS and mail logs -----------------------------


@kind(
    "email_composer_json_authors",
    "https://getcomposer.org/doc/04-schema.md#authors",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_composer(g):
    name, v = _email(g)
    text = (
        "{\n"
        '    "name": "acme/invoice-pdf",\n'
        '    "type": "library",\n'
        f'    "authors": [{{"name": "{name}", "email": "{v}", "role": "Developer"}}],\n'
        '    "require": {"php": ">=8.2"}\n'
        "}\n"
    )
    return text, [v], v


@kind(
    "email_setup_py_author_email",
    "https://setuptools.pypa.io/en/latest/references/keywords.html ; https://docs.python.org/3.11/distutils/setupscript.html#additional-meta-data",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_setup(g):
    name, v = _email(g)
    text = (
        "setup(\n"
        '    name="geo-utils",\n'
        '    version="0.4.1",\n'
        f'    author="{name}",\n'
        f'    author_email="{v}",\n'
        "    packages=find_packages(),\n"
        ")\n"
    )
    return text, [v], v


@kind(
    "email_helm_chart_maintainers",
    "https://helm.sh/docs/topics/charts/#the-chartyaml-file",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_helm(g):
    name, v = _email(g)
    text = (
        f"apiVersion: v2\nname: billing-api\nversion: 1.8.0\nmaintainers:\n  - name: {name}\n    email: {v}\n"
    )
    return text, [v], v


@kind(
    "email_rpm_spec_changelog",
    "https://rpm-software-management.github.io/rpm/manual/spec.html#changelog-section ; https://docs.fedoraproject.org/en-US/packaging-guidelines/#changelogs",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_rpm(g):
    name, v = _email(g)
    text = f"%changelog\n* Thu Nov 26 2026 {name} <{v}> - 2.3.1-1\n- Rebase to 2.3.1\n"
    return text, [v], v


@kind(
    "email_pkgbuild_maintainer_comment",
    "https://wiki.archlinux.org/title/PKGBUILD ; https://wiki.archlinux.org/title/Arch_package_guidelines#Package_etiquette",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_pkgbuild(g):
    name, v = _email(g)
    at = v.replace("@", " at ").replace(".", " dot ")
    text = (
        f"# Maintainer: {name} <{v}>\n# Contributor: {name} <{at}>\npkgname=python-geo-utils\npkgver=0.4.1\n"
    )
    return text, [v, at], v


@kind(
    "email_ssh_allowed_signers",
    "https://man.openbsd.org/ssh-keygen.1#ALLOWED_SIGNERS ; https://git-scm.com/docs/git-config#Documentation/git-config.txt-gpgsshallowedSignersFile",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_signers(g):
    _, v = _email(g)
    text = (
        "$ cat .git/allowed_signers\n"
        f'{v} namespaces="git" ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIExampleKeyForTestsOnly00000000000000\n'
    )
    return text, [v], v


@kind(
    "email_pip_show_author_email",
    "https://pip.pypa.io/en/stable/cli/pip_show/ ; https://packaging.python.org/en/latest/specifications/core-metadata/#author-email",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_pipshow(g):
    name, v = _email(g)
    text = (
        "$ pip show geo-utils\n"
        "Name: geo-utils\n"
        "Version: 0.4.1\n"
        f"Author: {name}\n"
        f"Author-email: {v}\n"
        "License: MIT\n"
    )
    return text, [v], v


@kind(
    "email_hg_log_user",
    "https://www.mercurial-scm.org/doc/hg.1.html#log ; https://www.mercurial-scm.org/doc/hgrc.5.html#ui",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_hg(g):
    name, v = _email(g)
    text = (
        "$ hg log -l 1\n"
        "changeset:   412:9c1e2f7a4b0d\n"
        f"user:        {name} <{v}>\n"
        "date:        Fri Nov 27 10:02:11 2026 +0100\n"
        "summary:     fix rounding in VAT report\n"
    )
    return text, [v], v


@kind(
    "email_exim_mainlog_arrival",
    "https://www.exim.org/exim-html-current/doc/html/spec_html/ch-log_files.html",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_exim(g):
    _, v = _email(g)
    text = (
        "$ tail -2 /var/log/exim4/mainlog\n"
        f"2026-11-29 07:41:02 1vQ7aB-0003xY-Ke <= {v} H=mail-ed1.example [192.0.2.14] P=esmtps S=48211\n"
        "2026-11-29 07:41:03 1vQ7aB-0003xY-Ke => support <support@shop.example> R=local_user T=mail_spool\n"
    )
    return text, [v], v


@kind(
    "email_gitlab_ci_user_email_job_log",
    "https://docs.gitlab.com/ee/ci/variables/predefined_variables.html",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_gitlab(g):
    name, v = _email(g)
    text = (
        '$ echo "deploy triggered by $GITLAB_USER_NAME <$GITLAB_USER_EMAIL>"\n'
        f"deploy triggered by {name} <{v}>\n"
        "Job succeeded\n"
    )
    return text, [v], v


@kind(
    "email_sentry_event_user",
    "https://develop.sentry.dev/sdk/data-model/event-payloads/user/",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_sentry(g):
    _, v = _email(g)
    text = json.dumps(
        {
            "event_id": g.s(32, HEX),
            "level": "error",
            "user": {"id": "8812", "email": v, "ip_address": "{{auto}}"},
            "exception": {"values": [{"type": "KeyError", "value": "'vat_rate'"}]},
        },
        indent=2,
    )
    return text, [v], v


@kind(
    "email_nix_maintainers_entry",
    "https://github.com/NixOS/nixpkgs/blob/master/maintainers/README.md ; https://nixos.org/manual/nixpkgs/stable/#var-meta-maintainers",
    r"[a-z._]+\d{2}@[a-z.]+",
)
def _em_nix(g):
    name, v = _email(g)
    handle = v.split("@")[0].replace(".", "").replace("_", "")
    text = f'  {handle} = {{\n    email = "{v}";\n    name = "{name}";\n    github = "{handle}";\n  }};\n'
    return text, [v], v


# -- dates of birth in other calendars and local formats ---------------------------------------------

CN_NUM = "〇一二三四五六七八九"
CN_MONTH = ["正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "冬月", "腊月"]
CN_DAY = [
    "初一",
    "初二",
    "初三",
    "初四",
    "初五",
    "初六",
    "初七",
    "初八",
    "初九",
    "初十",
    "十一",
    "十二",
    "十三",
    "十四",
    "十五",
    "十六",
    "十七",
    "十八",
    "十九",
    "二十",
    "廿一",
    "廿二",
    "廿三",
    "廿四",
    "廿五",
    "廿六",
    "廿七",
    "廿八",
    "廿九",
    "三十",
]


@kind(
    "dob_chinese_lunar_nongli",
    "https://en.wikipedia.org/wiki/Chinese_calendar ; https://www.hko.gov.hk/en/gts/time/conversion.htm",
    r"农历[〇一二三四五六七八九]{4}年\S+月\S+",
    prefixless=True,
)
def _dob_nongli(g):
    y, mo, d = g.r.randint(1950, 2008), g.r.randrange(12), g.r.randrange(30)
    year = "".join(CN_NUM[int(c)] for c in str(y))
    v = f"农历{year}年{CN_MONTH[mo]}{CN_DAY[d]}"
    text = f"会员资料\n姓名：李秀英\n出生日期：{v}（身份证上为公历）\n"
    return text, [v], f"nongli-{y}-{mo + 1:02d}-{d + 1:02d}"


BN_MONTHS = ["বৈশাখ", "জ্যৈষ্ঠ", "আষাঢ়", "শ্রাবণ", "ভাদ্র", "আশ্বিন", "কার্তিক", "অগ্রহায়ণ", "পৌষ", "মাঘ", "ফাল্গুন", "চৈত্র"]


@kind(
    "dob_bengali_bangabda",
    "https://en.wikipedia.org/wiki/Bengali_calendars ; https://bangla.gov.bd/",
    r"[০-৯]+ \S+ [০-৯]{4} বঙ্গাব্দ",
    prefixless=True,
)
def _dob_bangabda(g):
    d, mo, y = g.r.randint(1, 30), g.r.randrange(12), g.r.randint(1360, 1415)
    v = f"{_to_bengali(str(d))} {BN_MONTHS[mo]} {_to_bengali(str(y))} বঙ্গাব্দ"
    text = f"জন্ম তারিখ: {v}\nনাম: রাশেদা খাতুন\n"
    return text, [v], f"{d:02d}-{mo + 1:02d}-{y}-bangabda"


SAKA_MONTHS = [
    "Chaitra",
    "Vaishakha",
    "Jyeshtha",
    "Ashadha",
    "Shravana",
    "Bhadra",
    "Ashwin",
    "Kartika",
    "Agrahayana",
    "Pausha",
    "Magha",
    "Phalguna",
]


@kind(
    "dob_saka_indian_national_calendar",
    "https://en.wikipedia.org/wiki/Indian_national_calendar ; https://www.india.gov.in/",
    r"\d{1,2} [A-Z][a-z]+ \d{4} Saka",
    prefixless=True,
)
def _dob_saka(g):
    v = f"{g.r.randint(1, 30)} {_pick(g, SAKA_MONTHS)} {g.r.randint(1875, 1930)} Saka"
    first, last = _person(g)
    text = f'employee_profile.yaml\nname: {first} {last}\ndate_of_birth_saka: "{v}"\n'
    return text, [v], v


HU_MONTHS = [
    "január",
    "február",
    "március",
    "április",
    "május",
    "június",
    "július",
    "augusztus",
    "szeptember",
    "október",
    "november",
    "december",
]


@kind(
    "dob_hu_magyar_szuletett",
    "https://helyesiras.mta.hu/helyesiras/default/akh12 ; https://www.nyilvantarto.hu/",
    r"\d{4}\. \S+ \d{1,2}\.",
    prefixless=True,
)
def _dob_hu(g):
    v = f"{g.r.randint(1950, 2008)}. {_pick(g, HU_MONTHS)} {g.r.randint(1, 28)}."
    text = f"Önéletrajz\nNév: Varga Zsófia\nSzületett: Debrecen, {v}\n"
    return text, [v], v


# -- user account names in system files and command output --------------------------------------------


@kind(
    "user_etc_group_members",
    "https://man7.org/linux/man-pages/man5/group.5.html",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _user_group(g):
    _, u1 = _login(g)
    _, u2 = _login(g)
    text = f"$ getent group docker wheel\ndocker:x:998:{u1},{u2},ci-runner\nwheel:x:10:{u1}\n"
    return text, [u1, u2], u1


@kind(
    "user_etc_subuid_range",
    "https://man7.org/linux/man-pages/man5/subuid.5.html",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _user_subuid(g):
    _, u = _login(g)
    text = f"$ cat /etc/subuid\nci-runner:100000:65536\n{u}:165536:65536\n"
    return text, [u], u


@kind(
    "user_ls_l_owner_column",
    "https://www.gnu.org/software/coreutils/manual/html_node/What-information-is-listed.html",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _user_ls(g):
    _, u = _login(g)
    text = (
        "$ ls -l /srv/shared/reports\n"
        "total 12\n"
        f"-rw-r----- 1 {u} finance 48211 Nov 27 10:02 q3-payroll.xlsx\n"
        f"drwxr-x--- 2 {u} finance  4096 Nov 28 16:40 drafts\n"
    )
    return text, [u], u


@kind(
    "user_net_user_windows_output",
    "https://learn.microsoft.com/en-us/previous-versions/windows/it-pro/windows-server-2012-r2-and-2012/cc771865(v=ws.11)",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _user_net(g):
    name, u = _login(g)
    text = (
        f"C:\\> net user {u} /domain\n"
        f"User name                    {u}\n"
        f"Full Name                    {name}\n"
        "Account active               Yes\n"
        "Last logon                   29.11.2026 08:14:52\n"
    )
    return text, [u], u


@kind(
    "user_slurm_squeue_output",
    "https://slurm.schedmd.com/squeue.html",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _user_squeue(g):
    _, u = _login(g)
    text = (
        "$ squeue -p gpu\n"
        "  JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n"
        f" 881204       gpu train_ll {u}  R    3:12:08      2 gpu[07-08]\n"
    )
    return text, [u], u


@kind(
    "user_pdbedit_list_samba",
    "https://www.samba.org/samba/docs/current/man-html/pdbedit.8.html",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _user_pdbedit(g):
    name, u = _login(g)
    text = f"$ sudo pdbedit -L\nnobody:65534:nobody\n{u}:1003:{name}\n"
    return text, [u], u
