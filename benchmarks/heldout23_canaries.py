"""Held-out canary set 23: personal data in coding-agent carriers, prefixless (issue 31).

A canary set nobody has tuned on: **personal data** a publisher must not leak, nearly all of it
without a vendor prefix, so that only the surrounding record says what it is:

- identity, professional-registry, health, student and residence numbers of schemes not covered
  before, with their published check digits: the German lifelong physician number (LANR, weights
  4/9) and the uniform CME number (EFN, Luhn), the SVLFG member number (weights 2,7,6,5,4,3,2,7,6,5
  mod 11), the Austrian social-insurance provider number (weights 3,7,9,6,4,2,1 mod 11), the Polish
  physician licence number (NPWZ, weights 1..6 mod 11), the Australian HPI-I (800361, Luhn) and
  Ahpra registration number, the Belgian RIZIV/INAMI provider number (mod 97), the Dutch BIG
  number, the Albanian NID, the Russian biometric foreign passport, the Taiwanese citizen digital
  certificate and e-invoice mobile barcode, the Indonesian NISN, the Philippine LRN, the Ontario
  Education Number, the UK right-to-work share code, the Indian UPI address, the Chinese residence
  permit for Hong Kong and Macao residents (GB 11643 check), the Argentine CVU (CBU check digits),
  the Saudi iqama (Luhn), the Nepali citizenship number, the Nigerian voter identification number,
  the FAA airman certificate and the Wisconsin driver licence;
- IBANs of Georgia, Pakistan, Iraq and Palestine (ISO 13616 mod 97), and Dankort, Hipercard,
  Humo and Uzcard card numbers (Luhn, also planted as JSON numbers);
- phone numbers of Tanzania, Cameroon, Senegal, Uganda, Azerbaijan, Armenia, Venezuela, Bolivia,
  Mongolia, Algeria and Tunisia in payment callbacks, seeders and API calls, and numbers written in
  Burmese, Lao, Tibetan and Eastern Arabic-Indic digits in tickets and OCR output;
- e-mail addresses with non-ASCII local parts and domains (RFC 6530/6531: Cyrillic, Devanagari,
  Thai, Chinese), GitHub noreply and Apple private-relay addresses, and maintainer fields of opam,
  Cabal, CocoaPods, Emacs package headers, ``bzr log`` and Perl ``dist.ini``;
- postal addresses in Tamil, Kannada, Malayalam, Gujarati, Gurmukhi, Telugu, Odia, Lao, Thaana and
  Dzongkha scripts;
- dates of birth in the Coptic, Juche and Afghan solar-hijri calendars, ISO 8601 ordinal and week
  dates, the legacy ASP.NET ``/Date(ms)/`` JSON form and an Excel serial date;
- device and advertising ids (OTT ``ifa_type`` vida/lgudid/afai, ``/etc/machine-id``, ``dsregcmd``
  DeviceId, ``dmidecode`` system UUID, a SteamID64);
- user account names in command output (``w``, ``smbstatus``, ``kubectl auth whoami``, ``gh auth
  status``, ``getfacl``, ``stat``, ``lslogins``, PBS ``qstat``, ``ipa user-show``, ``quser``,
  ``pg_stat_activity``);
- a person's coordinates (Google Takeout E7 integers, Apple Maps ``ll``, Swiss LV95, OSGB grid
  reference, Dutch RD, DMS in a ticket, a Garmin TCX track start, PostGIS WKB hex);
- full names where a record states them (GEDCOM ``INDI``, HL7 PID-5, an eIDAS qualified
  certificate subject, Arabic, Chinese and Korean forms).

The carriers are fixtures and factories (Python, Ruby, PHP, Elixir, TypeScript), package
metadata (OCaml, Haskell, CocoaPods, Emacs Lisp, Perl), seed SQL, CSV, API JSON/XML, logs, OCR
output, support tickets in the local language and script, REPL and CLI output.

How it was kept apart: written in one sitting at commit ``e4faa85`` from public pages looked up
with the ``search`` and ``read_file`` tools (cited per kind in ``SOURCES`` and
``heldout23_sources.tsv``). Read in the repository: ``benchmarks/heldout_eval.py``, lines 1-160
of ``benchmarks/heldout_canaries.py``, the first 60 lines of ``benchmarks/heldout9_canaries.py``,
``tests/test_heldout_sets.py``, ``tests/test_heldout_canaries.py``, ``tests/conftest.py`` (and
the ruff section of ``pyproject.toml``); outside it only the list of earlier kind names. No redaction code, redaction
test, label file, other canary set, source list, result or git history was read, and the only run
was the no-redaction control of ``tests/test_heldout_sets.py``; no recall figure was computed or
seen.

84 kinds were written from pages opened with the ``search`` and ``read_file`` tools in this
session (their TSV note says "format from the cited page(s)"). These 26 were written from memory
of the public documentation they cite (the cited address was not opened, or did not show the
layout; their TSV note says so):
``email_cabal_file_maintainer``, ``np_nagarikta_citizenship_number``,
``ng_inec_voter_identification_number``, ``us_faa_airman_certificate_8710``,
``user_lslogins_listing``, ``device_vizio_vida_openrtb_bid``, ``device_lg_lgudid_vast_request``,
``address_in_tamil_chennai_courier``, ``address_in_kannada_bengaluru_invoice``,
``address_in_malayalam_kochi_ticket``, ``address_in_gujarati_ahmedabad_order``,
``address_in_gurmukhi_ludhiana_form``, ``address_in_telugu_vijayawada_seed``,
``address_in_odia_bhubaneswar_kyc``, ``address_la_lao_vientiane_delivery``,
``address_mv_thaana_male_registry``, ``address_bt_dzongkha_thimphu_form``,
``dob_iso8601_ordinal_date_fixture``, ``dob_iso8601_week_date_export``,
``name_eidas_qualified_cert_subject``, ``name_arabic_script_kyc_form_json``,
``name_chinese_id_card_ocr_output``, ``name_korean_hangul_hr_csv``,
``geo_swiss_lv95_home_coordinates``, ``geo_dutch_rd_coordinates_bag``,
``geo_dms_coordinates_support_ticket``.
The Luhn check of the Ontario Education Number, Humo and Uzcard is assumed (the pages read say
only "a check digit" / give the BIN); the RIZIV check pair is read as 97 - (first six mod 97); the
Albanian NID check letter is drawn, not computed (no published algorithm was found). Values
are random per seed, never a real person.

109 kinds, all personal data, 106 of them prefixless (only their context is a clue). One more kind (an FCM
registration token) was removed before the set was measured: it was added after its writer saw the
subject line of commit e4faa85, which names push-token cues of the redactor.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout23_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import json
import struct

from heldout_canaries import _R, HEX, LOWER_DIGITS, UPPER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

FIRST = [
    "Amara",
    "Tomasz",
    "Ingrid",
    "Kwame",
    "Lucia",
    "Dmitri",
    "Aiko",
    "Rafael",
    "Nadia",
    "Oskar",
    "Fatou",
    "Mateus",
    "Leila",
    "Bjorn",
    "Chiara",
    "Emeka",
    "Yusuf",
    "Helena",
    "Tariq",
    "Marisol",
    "Sven",
    "Anouk",
    "Kofi",
    "Zeynep",
    "Pavel",
    "Imani",
    "Joaquin",
    "Signe",
    "Ravi",
    "Elif",
]
LAST = [
    "Okonkwo",
    "Kowalczyk",
    "Lindqvist",
    "Mensah",
    "Ferreira",
    "Volkov",
    "Tanaka",
    "Oliveira",
    "Haddad",
    "Nieminen",
    "Diallo",
    "Santos",
    "Karimi",
    "Johansen",
    "Bianchi",
    "Eze",
    "Demir",
    "Novak",
    "Rahman",
    "Quispe",
    "Berg",
    "Jansen",
    "Asante",
    "Yilmaz",
    "Horak",
    "Mwangi",
    "Castillo",
    "Dahl",
    "Iyer",
    "Arslan",
]


def _pick(g: _R, xs: list[str]) -> str:
    return g.r.choice(xs)


def _name(g: _R) -> tuple[str, str]:
    return _pick(g, FIRST), _pick(g, LAST)


def _user(g: _R) -> str:
    f, last = _name(g)
    return (f[0] + last).lower() + g.digits(3)


def _date(g: _R, lo: int = 1952, hi: int = 2006) -> tuple[int, int, int]:
    return g.r.randint(lo, hi), g.r.randint(1, 12), g.r.randint(1, 28)


def _luhn(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def _iban(cc: str, bban: str) -> str:
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return f"{cc}{98 - int(num) % 97:02d}{bban}"


def _grouped(s: str, n: int = 4) -> str:
    return " ".join(s[i : i + n] for i in range(0, len(s), n))


def _gb11643(body17: str) -> str:
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(a) * b for a, b in zip(body17, w, strict=False)) % 11]


def _digits_in(s: str, zero: str) -> str:
    # the same digits written in another script whose zero is ``zero``
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in s)


def _card(g: _R, prefix: str, length: int = 16) -> str:
    body = prefix + g.digits(length - len(prefix) - 1, first_nonzero=False)
    return body + _luhn(body)


# -- professional-registry, identity, student and residence numbers --------------------------


@kind(
    "de_lanr_arztnummer_fhir_practitioner",
    "https://mio.kbv.de/pages/viewpage.action?pageId=223182978 ; https://de-academic.com/dic.nsf/dewiki/815244",
    r"[0-9]{6}[0-9][0-9]{2}",
    prefixless=True,
)
def _lanr(g: _R):
    six = g.digits(6)
    s = sum(int(d) * w for d, w in zip(six, [4, 9, 4, 9, 4, 9], strict=False))
    lanr = six + str((10 - s % 10) % 10) + g.r.choice(["01", "03", "23", "34", "51", "70"])
    f, last = _name(g)
    text = json.dumps(
        {
            "resourceType": "Practitioner",
            "identifier": [{"system": "https://fhir.kbv.de/NamingSystem/KBV_NS_Base_ANR", "value": lanr}],
            "name": [{"family": last, "given": [f], "prefix": ["Dr. med."]}],
        },
        indent=2,
    )
    return text, (lanr,), lanr


@kind(
    "de_efn_fortbildungsnummer_barcode",
    "http://www.blaek.de/print.cfm?print=/fortbildung/fortbildungspunkte/faqs1.cfm&druck=1&id_faq=242",
    r"80276[0-9]{10}",
    prefixless=True,
)
def _efn(g: _R):
    body = "80276" + g.r.choice(["090", "011", "020", "041", "070"]) + g.digits(6, first_nonzero=False)
    efn = body + _luhn(body)
    text = (
        "Teilnehmerliste Qualitätszirkel 2026-03-11 (EIV-Export)\n"
        "VNR;EFN;Punkte\n"
        f"2760909202600{g.digits(6)};{efn};4\n"
    )
    return text, (efn,), efn


@kind(
    "de_svlfg_mitgliedsnummer_beitragsbescheid",
    "https://www.svlfg.de/MNrVAL-anlage-3 ; https://urteile-gesetze.de/gesetze/mnrval/anlage-2",
    r"[0-9]{11}",
    prefixless=True,
)
def _svlfg(g: _R):
    ten = g.digits(10)
    r = sum(int(d) * w for d, w in zip(ten, [2, 7, 6, 5, 4, 3, 2, 7, 6, 5], strict=False)) % 11
    nr = ten + ("0" if r in (0, 1) else str(11 - r))
    text = f">>> bescheid = parse_bescheid(\"Beitragsbescheid_2026.pdf\")\n>>> bescheid.mitgliedsnummer\n'{nr}'\n"
    return text, (nr,), nr


@kind(
    "at_sv_leistungserbringernummer_ecard",
    "https://www.sozialversicherung.at/cdscontent/load?contentid=10008.683954&version=1522149719",
    r"[0-9]{8}",
    prefixless=True,
)
def _at_lenr(g: _R):
    while True:
        lauf = g.digits(7)
        p = sum(int(d) * w for d, w in zip(lauf, [3, 7, 9, 6, 4, 2, 1], strict=False)) % 11
        if p not in (0, 10):
            break
    nr = str(p) + lauf
    text = (
        "2026-05-02 09:14:07 WARN  ecard.konsultation  VPNR nicht im Vertragspartnerregister:"
        f" leistungserbringer={nr} fachgebiet=AM ordination=Wien-Favoriten\n"
    )
    return text, (nr,), nr


@kind(
    "pl_npwz_lekarz_e_recepta_xml",
    "https://nil.org.pl/rejestry/centralny-rejestr-lekarzy/zasady-weryfikowania-nr-prawa-wykonywania-zawodu",
    r"[1-9][0-9]{6}",
    prefixless=True,
)
def _npwz(g: _R):
    while True:
        six = g.digits(6, first_nonzero=False)
        k = sum(int(d) * (i + 1) for i, d in enumerate(six)) % 11
        if k not in (0, 10):
            break
    nr = str(k) + six
    f, last = _name(g)
    text = (
        '<author>\n  <assignedAuthor>\n    <id extension="'
        + nr
        + '" root="2.16.840.1.113883.3.4424.1.6.2"/>\n'
        f"    <assignedPerson><name><given>{f}</given><family>{last}</family></name></assignedPerson>\n"
        "  </assignedAuthor>\n</author>\n"
    )
    return text, (nr,), nr


@kind(
    "au_hpii_practitioner_identifier",
    "https://build.fhir.org/ig/hl7au/au-fhir-base/StructureDefinition-au-hpii.html",
    r"800361[0-9]{10}",
    prefixless=True,
)
def _hpii(g: _R):
    body = "800361" + g.digits(9, first_nonzero=False)
    hpii = body + _luhn(body)
    f, last = _name(g)
    text = (
        "test('practitioner lookup by HPI-I', async () => {\n"
        f"  const res = await hi.searchPractitioner({{ hpii: '{hpii}', family: '{last}' }});\n"
        f"  expect(res.givenName).toBe('{f}');\n}});\n"
    )
    return text, (hpii,), hpii


@kind(
    "au_ahpra_registration_number",
    "https://build.fhir.org/ig/hl7au/au-fhir-base/branches/master/en/StructureDefinition-au-ahpraregistrationnumber.html ; https://build.fhir.org/ig/hl7au/au-fhir-base/branches/master/en/Practitioner-example4.html",
    r"[A-Z]{3}[0-9]{10}",
    prefixless=True,
)
def _ahpra(g: _R):
    nr = g.r.choice(["MED", "NMW", "PHA", "PSY", "DEN", "PHY", "OCC", "OPT"]) + g.digits(
        10, first_nonzero=False
    )
    f, last = _name(g)
    text = f"practitioner_id,given,family,ahpra_reg\n{g.digits(5)},{f},{last},{nr}\n"
    return text, (nr,), nr


@kind(
    "be_riziv_inami_zorgverlener_nummer",
    "https://www.infohos.be/nl/blog/12189 ; https://nl.m.wikipedia.org/wiki/RIZIV",
    r"[1-8]-[0-9]{5}-[0-9]{2}-[0-9]{3}",
    prefixless=True,
)
def _riziv(g: _R):
    six = g.r.choice("134568") + g.digits(5, first_nonzero=False)
    chk = 97 - int(six) % 97
    q = g.r.choice(["003", "004", "210", "470", "580", "901"])
    nr = f"{six[0]}-{six[1:]}-{chk:02d}-{q}"
    text = f"Facture eHealth MyCareNet – prestataire: {nr} (médecin généraliste)\nstatut: refusé, code 170\n"
    return text, (nr,), nr.replace("-", "")


@kind(
    "nl_big_registratienummer_zorgverlener",
    "https://www.noraonline.nl/wiki/Big_register ; https://www.government.nl/topics/working-in-health-care/accessing-the-big-register",
    r"[0-9]{11}",
    prefixless=True,
)
def _big(g: _R):
    nr = g.digits(11)
    f, last = _name(g)
    text = (
        "INSERT INTO zorgverleners (voornaam, achternaam, beroep, big_nummer) VALUES\n"
        f"  ('{f}', '{last}', 'verpleegkundige', '{nr}');\n"
    )
    return text, (nr,), nr


@kind(
    "al_nid_leternjoftim_kyc",
    "https://github.com/identique/idnumbers-npm/blob/main/src/countries/alb/README.md",
    r"[0-9A-T][0-9](?:0[1-9]|1[0-2]|5[1-9]|6[0-2])[0-2][0-9][0-9]{3}[A-W]",
    prefixless=True,
)
def _al_nid(g: _R):
    y, m, d = _date(g, 1960, 2005)
    dec = "ABCDEFGHIJKLMNOPQRST"[(y - 1900) // 10]
    mm = m + (50 if g.r.random() < 0.5 else 0)
    nid = f"{dec}{y % 10}{mm:02d}{d:02d}{g.digits(3, first_nonzero=False)}{g.r.choice('ABCDEFGHIJKLMNOPQRSTUVW')}"
    text = f"Klienti: {_pick(g, FIRST)} {_pick(g, LAST)}\nNumri personal (letërnjoftim): {nid}\nStatusi KYC: në pritje\n"
    return text, (nid,), nid


@kind(
    "ru_zagranpasport_biometric_booking",
    "https://ufms-ru.com/faq/nomer-i-seriya-zagranpasporta.html ; https://castour.ru/article/seriya-i-nomer-zagranpasporta",
    r"7[0-9] [0-9]{7}",
    prefixless=True,
)
def _zagran(g: _R):
    nr = f"7{g.r.randint(0, 9)} {g.digits(7)}"
    text = (
        "Ошибка бронирования: данные загранпаспорта не совпадают с анкетой\n"
        f"  пассажир: {_pick(g, LAST).upper()} {_pick(g, FIRST).upper()}\n  загранпаспорт: {nr}\n"
    )
    return text, (nr,), nr.replace(" ", "")


@kind(
    "tw_moica_citizen_certificate_barcode",
    "https://www.cetustek.com.tw/news.php?id=186",
    r"[A-Z]{2}[0-9]{14}",
    prefixless=True,
)
def _moica(g: _R):
    nr = g.s(2, UPPER) + g.digits(14, first_nonzero=False)
    text = f'{{"CarrierType": "CQ0001", "CarrierId1": "{nr}", "CarrierId2": "{nr}", "Print": "0"}}'
    return text, (nr,), nr


@kind(
    "tw_einvoice_mobile_barcode_carrier",
    "https://cynthiachuang.github.io/Check-E-Government-Uniform-Invoice/ ; https://developers.ecpay.com.tw/?p=7886",
    r"/[0-9A-Z.+-]{7}",
    prefixless=True,
)
def _tw_barcode(g: _R):
    code = "/" + g.s(7, UPPER_DIGITS + ".-")
    text = (
        f"[invoice] 載具歸戶失敗 carrier_type=3J0002 carrier_num={code} "
        "msg=手機條碼不存在,請確認 order=SO" + g.digits(8) + "\n"
    )
    return text, (code,), code[1:]


@kind(
    "id_nisn_siswa_dapodik_csv",
    "https://jendela.kemdikbud.go.id/v2/fokus/detail/pendataan-siswa-indonesia-pastikan-siswa-miliki-nisn-dan-peroleh-manfaatnya ; http://jetjetsemut.blogspot.com/2014/10/penjelasan-mengenai-nisn.html",
    r"0[0-9]{9}",
    prefixless=True,
)
def _nisn(g: _R):
    y = g.r.randint(2006, 2016)
    nisn = f"{y % 1000:03d}{g.digits(7, first_nonzero=False)}"
    f, last = _name(g)
    text = f"nama_lengkap,nisn,tanggal_lahir,kelas\n{f} {last},{nisn},{y}-0{g.r.randint(1, 9)}-1{g.r.randint(0, 9)},VIII-B\n"
    return text, (nisn,), nisn


@kind(
    "ph_deped_lrn_school_form",
    "https://www.deped.gov.ph/2012/03/20/do-22-s-2012-adoption-of-the-unique-learner-reference-number/",
    r"[1-4][0-9]{11}",
    prefixless=True,
)
def _lrn(g: _R):
    lrn = g.r.choice("1345") + g.digits(11, first_nonzero=False)
    f, last = _name(g)
    text = f"SF1 row 17: LRN {lrn} | {last.upper()}, {f} | M | Grade 5 - Sampaguita\n"
    return text, (lrn,), lrn


@kind(
    "ca_on_oen_student_record",
    "http://www.edu.gov.on.ca/eng/document/brochure/oen/ ; https://manuals.edsembli.com/SIS/Secondary/ReportsS/Ontario/oen.htm",
    r"[0-9]{3}-[0-9]{3}-[0-9]{3}",
    prefixless=True,
)
def _oen(g: _R):
    body = g.digits(8)
    oen = body + _luhn(body)
    shown = f"{oen[:3]}-{oen[3:6]}-{oen[6:]}"
    f, last = _name(g)
    text = f"  Student: {last}, {f}\n  OEN: {shown}\n  Homeroom: 10C   Credits earned: 8.0\n"
    return text, (shown,), oen


@kind(
    "gb_ukvi_right_to_work_share_code",
    "https://www.bamboohr.com/uk/blog/right-to-work-share-code ; https://sponsoredjobs.co.uk/blog/right-to-work-share-code-employer-guide/",
    r"W[A-Z0-9]{2}-[A-Z0-9]{3}-[A-Z0-9]{3}",
    prefixless=True,
)
def _share(g: _R):
    raw = "W" + g.s(8, "ABCDEFGHJKLMNPRSTUVWXYZ23456789")
    code = f"{raw[:3]}-{raw[3:6]}-{raw[6:]}"
    f, last = _name(g)
    text = f"Onboarding ticket #{g.digits(5)}: {f} {last} sent share code {code}, DOB on file. RTW check pending.\n"
    return text, (code,), raw


@kind(
    "in_upi_vpa_collect_request",
    "https://website.pgb.bank.in/e-services/upi-bhim/ ; https://paytm.com/faqs/upi/what-is-a-virtual-payment-address-upi-id",
    r"[a-z][a-z0-9.]{4,}@[a-z]+",
    prefixless=True,
)
def _vpa(g: _R):
    f, last = _name(g)
    handle = g.r.choice(["okhdfcbank", "okicici", "oksbi", "ybl", "ibl", "axl"])
    local = f"{f.lower()}.{last.lower()}{g.digits(2)}"
    vpa = f"{local}@{handle}"
    text = json.dumps({"payerVpa": vpa, "amount": "1499.00", "note": "order 7731", "expiry": 15}, indent=2)
    return text, (vpa,), f"{local}-{handle}"


@kind(
    "cn_gangao_juzhuzheng_number",
    "https://cidian.kuaisou.com/%E5%B1%85%E6%B0%91%E5%B1%85%E4%BD%8F%E8%AF%81%E5%8F%B7",
    r"8[12]0000[0-9]{11}[0-9X]",
    prefixless=True,
)
def _gangao(g: _R):
    y, m, d = _date(g, 1960, 2004)
    body = g.r.choice(["810000", "820000"]) + f"{y}{m:02d}{d:02d}" + g.digits(3, first_nonzero=False)
    nr = body + _gb11643(body)
    text = f"居住证信息\n  姓名: 陈{g.r.choice('嘉家志')}{g.r.choice('明华欣怡')}\n  公民身份号码: {nr}\n  签发机关: 深圳市公安局\n"
    return text, (nr,), nr


@kind(
    "ar_cvu_billetera_transfer",
    "https://github.com/ezu-com-ar/bcra-claves/blob/master/Skiel85.Ar.Bcra.Claves.Test/CvusDePrueba.cs ; https://github.com/claudioclfok/clf_web/blob/main/validador.js",
    r"0000[0-9]{18}",
    prefixless=True,
)
def _cvu(g: _R):
    b1 = "0000" + g.digits(3, first_nonzero=False)
    c1 = (10 - sum(int(d) * w for d, w in zip(b1, [7, 1, 3, 9, 7, 1, 3], strict=False)) % 10) % 10
    b2 = g.digits(13, first_nonzero=False)
    w2 = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3]
    c2 = (10 - sum(int(d) * w for d, w in zip(b2, w2, strict=False)) % 10) % 10
    cvu = f"{b1}{c1}{b2}{c2}"
    text = f"Transferencia enviada\n  Destino: {_pick(g, FIRST)} {_pick(g, LAST)}\n  CVU: {cvu}\n  Importe: $ 25.000,00\n"
    return text, (cvu,), cvu


@kind(
    "sa_iqama_muqeem_number",
    "https://github.com/malzaid0/saudi-id-validator-npm/blob/main/README.md",
    r"2[0-9]{9}",
    prefixless=True,
)
def _iqama(g: _R):
    body = "2" + g.digits(8, first_nonzero=False)
    nr = body + _luhn(body)
    text = f"رقم الإقامة: {nr}\nالاسم: {_pick(g, FIRST)} {_pick(g, LAST)}\nالمهنة: مهندس برمجيات\n"
    return text, (nr,), nr


@kind(
    "np_nagarikta_citizenship_number",
    "https://www.nepalarchives.gov.np/ ; https://en.wikipedia.org/wiki/Nepali_citizenship_law",
    r"[0-9]{2}-[0-9]{2}-[0-9]{2}-[0-9]{5}",
    prefixless=True,
)
def _nagarikta(g: _R):
    nr = f"{g.r.randint(1, 77):02d}-{g.r.randint(1, 9):02d}-{g.r.randint(60, 80):02d}-{g.digits(5, first_nonzero=False)}"
    text = f"नागरिकता प्रमाणपत्र नं.: {nr}\nनाम थर: {_pick(g, FIRST)} {_pick(g, LAST)}\nजारी जिल्ला: काठमाडौं\n"
    return text, (nr,), nr


@kind(
    "ng_inec_voter_identification_number",
    "https://dubawa.org/all-you-need-to-know-about-your-pvc-features-and-what-they-represent/",
    r"90[0-9A-F]{2}[0-9A-F]{15}",
    prefixless=True,
)
def _ng_vin(g: _R):
    vin = "90" + g.s(17, "0123456789ABCDEF")
    text = f"PVC verification\nVIN: {vin}\nName: {_pick(g, LAST).upper()} {_pick(g, FIRST)}\nPolling unit: 24-05-09-012\n"
    return text, (vin,), vin


@kind(
    "us_faa_airman_certificate_8710",
    "https://www.faa.gov/licenses_certificates/airmen_certification ; https://amsrvs.registry.faa.gov/airmeninquiry/",
    r"[0-9]{7}",
    prefixless=True,
)
def _faa(g: _R):
    nr = g.digits(7)
    f, last = _name(g)
    text = f"Form 8710-1 draft\n  Applicant: {f} {last}\n  Certificate No.: {nr}  (Private Pilot ASEL)\n"
    return text, (nr,), nr


@kind(
    "us_wi_driver_license_dot",
    "https://community-insurance.com/learn-how-to-read-your-drivers-license-number",
    r"[A-Z][0-9]{3}-[0-9]{4}-[0-9]{4}-[0-9]{2}",
    prefixless=True,
)
def _wi_dl(g: _R):
    f, last = _name(g)
    y, m, d = _date(g, 1950, 2005)
    ddd = (m - 1) * 40 + d + (500 if g.r.random() < 0.5 else 0)
    yy = f"{y % 100:02d}"
    dl = f"{last[0]}{g.digits(3, first_nonzero=False)}-{g.digits(3, first_nonzero=False)}{yy[0]}-{yy[1]}{ddd:03d}-{g.digits(2, first_nonzero=False)}"
    text = f"{{'name': '{f} {last}', 'state': 'WI', 'dl_number': '{dl}', 'class': 'D'}}"
    return text, (dl,), dl


# -- card numbers and IBANs ---------------------------------------------------------------------


@kind(
    "card_dankort_5019_pos_receipt",
    "https://en.wikipedia.org/wiki/Payment_card_number",
    r"5019 [0-9]{4} [0-9]{4} [0-9]{4}",
    prefixless=True,
)
def _dankort(g: _R):
    pan = _card(g, "5019")
    text = f"KVITTERING\nDankort      {_grouped(pan)}\nBeløb        DKK 349,00\nGodkendt     {g.digits(6)}\n"
    return text, (_grouped(pan),), pan, int(pan)


@kind(
    "card_hipercard_606282_checkout",
    "https://github.com/Marjoel/credit-card-bins/blob/master/README.md",
    r"606282[0-9]{10}",
    prefixless=True,
)
def _hipercard(g: _R):
    pan = _card(g, "606282")
    text = (
        "$payload = [\n    'bandeira' => 'hipercard',\n"
        f"    'numero_cartao' => '{pan}',\n    'validade' => '0{g.r.randint(1, 9)}/2{g.r.randint(7, 9)}',\n];\n"
    )
    return text, (pan,), pan, int(pan)


@kind(
    "card_humo_9860_p2p_log",
    "https://github.com/openfintechio/openfintech-docs/blob/master/docs/payment-methods/card_transfer_humo.md",
    r"9860[0-9]{12}",
    prefixless=True,
)
def _humo(g: _R):
    pan = _card(g, "9860")
    text = (
        f"INFO p2p.transfer from_card={pan} to_phone=+99890{g.digits(7)} amount=150000 UZS status=PENDING\n"
    )
    return text, (pan,), pan, int(pan)


@kind(
    "card_uzcard_8600_bot_message",
    "https://github.com/openfintechio/openfintech-docs/blob/master/docs/payment-services/uzcard_uzs_hpp.md",
    r"8600 [0-9]{4} [0-9]{4} [0-9]{4}",
    prefixless=True,
)
def _uzcard(g: _R):
    pan = _card(g, "8600")
    text = (
        f"Карта для оплаты: {_grouped(pan)}\nВладелец: {_pick(g, LAST).upper()} {_pick(g, FIRST).upper()}\n"
    )
    return text, (_grouped(pan),), pan, int(pan)


@kind(
    "iban_ge_salary_transfer",
    "https://github.com/skwasjer/IbanNet/blob/master/SupportedRegions.md",
    r"GE[0-9]{2}[A-Z]{2}[0-9]{16}",
    prefixless=True,
)
def _iban_ge(g: _R):
    iban = _iban("GE", g.r.choice(["BG", "TB", "LB", "NB"]) + g.digits(16, first_nonzero=False))
    text = f"ხელფასის ჩარიცხვა\nმიმღები: {_pick(g, FIRST)} {_pick(g, LAST)}\nანგარიში: {iban}\n"
    return text, (iban,), iban


@kind(
    "iban_pk_raast_payout",
    "https://github.com/skwasjer/IbanNet/blob/master/SupportedRegions.md ; https://www.sbp.org.pk/dfs/Raast.html",
    r"PK[0-9]{2}[A-Z]{4}[0-9]{16}",
    prefixless=True,
)
def _iban_pk(g: _R):
    iban = _iban(
        "PK", g.r.choice(["HABB", "MUCB", "UNIL", "SCBL", "MEZN"]) + g.digits(16, first_nonzero=False)
    )
    text = f'payout = Payout(beneficiary="{_pick(g, FIRST)} {_pick(g, LAST)}", iban="{iban}", amount=Decimal("45000"))\n'
    return text, (iban,), iban


@kind(
    "iban_iq_support_ticket",
    "https://github.com/skwasjer/IbanNet/blob/master/SupportedRegions.md",
    r"IQ[0-9]{2}[A-Z]{4}[0-9]{15}",
    prefixless=True,
)
def _iban_iq(g: _R):
    iban = _iban("IQ", g.r.choice(["NBIQ", "RAFB", "RDBA", "TRBI"]) + g.digits(15, first_nonzero=False))
    text = f"مرحبا، لم يصل التحويل إلى حسابي. رقم الآيبان: {_grouped(iban)}\nشكراً، {_pick(g, FIRST)}\n"
    return text, (_grouped(iban),), iban


@kind(
    "iban_ps_payroll_csv",
    "https://github.com/skwasjer/IbanNet/blob/master/SupportedRegions.md",
    r"PS[0-9]{2}[A-Z]{4}[0-9]{21}",
    prefixless=True,
)
def _iban_ps(g: _R):
    iban = _iban("PS", g.r.choice(["PALS", "ARAB", "QUDS", "BOPA"]) + g.digits(21, first_nonzero=False))
    text = f"employee_id,name,iban,net\n{g.digits(4)},{_pick(g, FIRST)} {_pick(g, LAST)},{iban},3120.50\n"
    return text, (iban,), iban


# -- phone numbers ------------------------------------------------------------------------------

LIBPHONE = "https://github.com/google/libphonenumber/blob/master/resources/PhoneNumberMetadata.xml"
LITE = "https://github.com/moodle/moodle/blob/main/lib/giggsey/libphonenumber-for-php-lite/src/data/PhoneNumberMetadata_"


@kind(
    "phone_tz_selcom_push_ussd_json",
    "https://github.com/nosir/libphonenumber-country-metadata/blob/master/dist/metadata.country/metadata.TZ.js ; "
    + LIBPHONE,
    r"255(?:6[125-9]|7[13-689])[0-9]{7}",
    prefixless=True,
)
def _ph_tz(g: _R):
    msisdn = "255" + g.r.choice(["65", "68", "71", "74", "75", "76", "78"]) + g.digits(7, first_nonzero=False)
    text = json.dumps(
        {"vendor": "TILL61103", "order_id": "ORD" + g.digits(6), "msisdn": msisdn, "amount": 5000}
    )
    return text, (msisdn,), msisdn


@kind(
    "phone_cm_orange_money_webpay",
    LITE + "CM.php",
    r"\+2376[5-9][0-9]{7}",
    prefixless=True,
)
def _ph_cm(g: _R):
    num = "+2376" + g.r.choice("56789") + g.digits(7, first_nonzero=False)
    text = f'curl -X POST "$OM_URL/webpayment" -d \'{{"subscriber_msisdn":"{num}","amount":2500,"currency":"XAF"}}\'\n'
    return text, (num,), num[1:]


@kind(
    "phone_sn_wave_checkout_session",
    LITE + "SN.php",
    r"\+221 7[0678] [0-9]{3} [0-9]{2} [0-9]{2}",
    prefixless=True,
)
def _ph_sn(g: _R):
    d = g.digits(7, first_nonzero=False)
    num = f"+221 7{g.r.choice('0678')} {d[:3]} {d[3:5]} {d[5:]}"
    text = f"Client: {_pick(g, FIRST)} {_pick(g, LAST)}\nTéléphone (Wave): {num}\nMontant: 15 000 FCFA\n"
    return text, (num,), num.replace(" ", "").lstrip("+")


@kind(
    "phone_ug_airtel_money_collection",
    LITE + "UG.php",
    r"25675[0-9]{7}",
    prefixless=True,
)
def _ph_ug(g: _R):
    msisdn = "25675" + g.digits(7, first_nonzero=False)
    text = json.dumps(
        {
            "reference": "INV-" + g.digits(5),
            "subscriber": {"country": "UG", "currency": "UGX", "msisdn": msisdn},
        },
        indent=2,
    )
    return text, (msisdn,), msisdn


@kind(
    "phone_az_laravel_factory_seed",
    LITE + "AZ.php",
    r"\+994(?:50|51|55|70|77)[0-9]{7}",
    prefixless=True,
)
def _ph_az(g: _R):
    num = "+994" + g.r.choice(["50", "51", "55", "70", "77"]) + g.digits(7, first_nonzero=False)
    text = (
        "User::factory()->create([\n"
        f"    'name' => '{_pick(g, FIRST)} {_pick(g, LAST)}',\n    'phone' => '{num}',\n]);\n"
    )
    return text, (num,), num[1:]


@kind(
    "phone_am_rails_seeds_rb",
    LITE + "AM.php",
    r"\+374(?:77|91|93|94|98|99|55|95|96)[0-9]{6}",
    prefixless=True,
)
def _ph_am(g: _R):
    num = (
        "+374"
        + g.r.choice(["77", "91", "93", "94", "98", "99", "55", "95"])
        + g.digits(6, first_nonzero=False)
    )
    text = f'Customer.create!(full_name: "{_pick(g, FIRST)} {_pick(g, LAST)}", phone: "{num}", city: "Yerevan")\n'
    return text, (num,), num[1:]


@kind(
    "phone_ve_pago_movil_form",
    LITE + "VE.php",
    r"04(?:12|14|16|24|26)-[0-9]{7}",
    prefixless=True,
)
def _ph_ve(g: _R):
    num = "04" + g.r.choice(["12", "14", "16", "24", "26"]) + "-" + g.digits(7, first_nonzero=False)
    text = f"Pago Móvil\n  Banco: 0102 Banco de Venezuela\n  Teléfono: {num}\n  Cédula: V-{g.digits(8)}\n  Monto: Bs. 920,00\n"
    return text, (num,), num.replace("-", "")


@kind(
    "phone_bo_tigo_money_callback",
    LITE + "BO.php",
    r"591[67][0-9]{7}",
    prefixless=True,
)
def _ph_bo(g: _R):
    msisdn = "591" + g.r.choice("67") + g.digits(7, first_nonzero=False)
    text = f"POST /callback/tigo?orderId=BO{g.digits(6)}&linea={msisdn}&estado=0&mensaje=Transaccion+exitosa 200\n"
    return text, (msisdn,), msisdn


@kind(
    "phone_mn_ecto_seeds_exs",
    LITE + "MN.php",
    r"\+976(?:80|85|86|88|89|91|94|95|99)[0-9]{6}",
    prefixless=True,
)
def _ph_mn(g: _R):
    num = (
        "+976"
        + g.r.choice(["80", "85", "86", "88", "89", "91", "94", "95", "99"])
        + g.digits(6, first_nonzero=False)
    )
    text = f'Repo.insert!(%Customer{{name: "{_pick(g, FIRST)} {_pick(g, LAST)}", phone: "{num}", aimag: "Ulaanbaatar"}})\n'
    return text, (num,), num[1:]


@kind(
    "phone_dz_whatsapp_cloud_send",
    LITE + "DZ.php" + " ; https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages",
    r"213(?:55|65|66|69|77|78|79)[0-9]{7}",
    prefixless=True,
)
def _ph_dz(g: _R):
    to = "213" + g.r.choice(["55", "65", "66", "69", "77", "78", "79"]) + g.digits(7, first_nonzero=False)
    text = json.dumps(
        {
            "messaging_product": "whatsapp",
            "to": to,
            "type": "text",
            "text": {"body": "Votre commande est prête"},
        }
    )
    return text, (to,), to


@kind(
    "phone_tn_customer_export_csv",
    LITE + "TN.php",
    r"\+216 [259][0-9] [0-9]{3} [0-9]{3}",
    prefixless=True,
)
def _ph_tn(g: _R):
    d = g.digits(6, first_nonzero=False)
    num = f"+216 {g.r.choice('259')}{g.r.randint(0, 9)} {d[:3]} {d[3:]}"
    text = f"nom;prenom;gsm;ville\n{_pick(g, LAST)};{_pick(g, FIRST)};{num};Sfax\n"
    return text, (num,), num.replace(" ", "").lstrip("+")


@kind(
    "phone_mm_burmese_digits_ocr",
    LITE + "MM.php" + " ; https://www.unicode.org/charts/PDF/U1000.pdf",
    r"[၀-၉]{2}[၀-၉ ]{8,12}",
    prefixless=True,
)
def _ph_mm(g: _R):
    latin = "09" + g.r.choice(["25", "26", "42", "44", "77", "79", "97"]) + g.digits(7, first_nonzero=False)
    mm = _digits_in(f"{latin[:2]} {latin[2:5]} {latin[5:8]} {latin[8:]}", "၀")
    text = f"OCR (tesseract -l mya):\nအမည် - ဒေါ်{g.r.choice(['ခင်', 'မြ', 'နု'])}{g.r.choice(['လှ', 'စန်း', 'ဝင်း'])}\nဖုန်း - {mm}\n"
    return text, (mm,), latin


@kind(
    "phone_la_lao_digits_ticket",
    LITE + "LA.php" + " ; https://www.unicode.org/charts/PDF/U0E80.pdf",
    r"[໐-໙]{3} [໐-໙]{4} [໐-໙]{4}",
    prefixless=True,
)
def _ph_la(g: _R):
    latin = "020" + g.r.choice("2579") + g.digits(7, first_nonzero=False)
    la = _digits_in(f"{latin[:3]} {latin[3:7]} {latin[7:]}", "໐")
    text = f"ສະບາຍດີ, ຂ້ອຍບໍ່ໄດ້ຮັບລະຫັດ OTP. ເບີໂທ: {la}\nຂອບໃຈ\n"
    return text, (la,), latin


@kind(
    "phone_bt_tibetan_digits_form",
    LITE + "BT.php" + " ; https://www.unicode.org/charts/PDF/U0F00.pdf",
    r"[༠-༩]{8}",
    prefixless=True,
)
def _ph_bt(g: _R):
    latin = g.r.choice(["17", "77"]) + g.digits(6, first_nonzero=False)
    bt = _digits_in(latin, "༠")
    text = f"form_data = {{'name_dz': 'ཚེ་རིང་', 'mobile': '{bt}', 'dzongkhag': 'Thimphu'}}\n"
    return text, (bt,), latin


@kind(
    "phone_af_eastern_arabic_digits_ticket",
    LITE + "AF.php" + " ; https://www.unicode.org/charts/PDF/U0600.pdf",
    r"[۰-۹]{4} [۰-۹]{3} [۰-۹]{3}",
    prefixless=True,
)
def _ph_af(g: _R):
    latin = (
        "07"
        + g.r.choice(["0", "2", "7", "8", "9"])
        + str(g.r.randint(0, 9))
        + g.digits(6, first_nonzero=False)
    )
    fa = _digits_in(f"{latin[:4]} {latin[4:7]} {latin[7:]}", "۰")
    text = f"سلام، حساب من قفل شده. شماره تماس: {fa}\nبا تشکر، {_pick(g, FIRST)}\n"
    return text, (fa,), latin


# -- e-mail addresses ---------------------------------------------------------------------------

RFC6531 = "https://rfc-editor.org/rfc/rfc6531.html ; https://datatracker.ietf.org/doc/rfc6530"


def _eai(g: _R, locals_: list[str], domains: list[str]) -> tuple[str, str]:
    local = _pick(g, locals_) + g.digits(4)
    dom = _pick(g, domains)
    return f"{local}@{dom}", local


@kind(
    "email_eai_cyrillic_rf_smtputf8",
    RFC6531,
    r"[а-яё]+[0-9]{4}@[а-яё-]+\.рф",
    prefixless=True,
)
def _eai_ru(g: _R):
    addr, _ = _eai(
        g, ["иван", "ольга", "сергей", "марина", "дмитрий"], ["почта.рф", "пример-школа.рф", "завод.рф"]
    )
    tr = "user" + g.digits(4)
    text = f"smtp: 550 5.6.7 SMTPUTF8 required but not supported by relay (rcpt <{addr}>)\n"
    return text, (addr,), tr + "-rf"


@kind(
    "email_eai_devanagari_bharat",
    RFC6531,
    r"[\u0900-\u097F]+[0-9]{4}@[\u0900-\u097F]+\.भारत",
    prefixless=True,
)
def _eai_in(g: _R):
    addr, _ = _eai(g, ["राहुल", "प्रिया", "अनीता", "संजय"], ["डाकघर.भारत", "उदाहरण.भारत"])
    text = json.dumps({"user": {"display": "Priya", "email": addr, "verified": False}}, ensure_ascii=False)
    return text, (addr,), "dev" + g.digits(5) + "-bharat"


@kind(
    "email_eai_thai_th_signup",
    RFC6531,
    r"[\u0E00-\u0E7F]+[0-9]{4}@[\u0E00-\u0E7F]+\.ไทย",
    prefixless=True,
)
def _eai_th(g: _R):
    addr, _ = _eai(g, ["สมชาย", "มาลี", "วิชัย", "สุดา"], ["ไปรษณีย์.ไทย", "ตัวอย่าง.ไทย"])
    text = f"ValidationError: 'email' รูปแบบไม่ถูกต้อง: {addr}\n"
    return text, (addr,), "th" + g.digits(5) + "-mail"


@kind(
    "email_eai_chinese_zhongguo",
    RFC6531,
    r"[\u4e00-\u9fff]+[0-9]{4}@[\u4e00-\u9fff]+\.中国",
    prefixless=True,
)
def _eai_cn(g: _R):
    addr, _ = _eai(g, ["张伟", "王芳", "李娜", "刘洋"], ["邮件.中国", "例子.中国", "公司.中国"])
    text = f"收件人: {addr}\n主题: 发票已开具\n"
    return text, (addr,), "zh" + g.digits(5) + "-mail"


@kind(
    "email_github_noreply_id_plus",
    "https://github.com/chaoss/CollectOSS/issues/256 ; https://www.github.com/swcarpentry/git-novice/pull/987",
    r"[0-9]{7,9}\+[a-z0-9-]+@users\.noreply\.github\.com",
    prefixless=False,
)
def _gh_noreply(g: _R):
    user = _user(g)
    addr = f"{g.digits(8)}+{user}@users.noreply.github.com"
    text = f"$ git config user.email\n{addr}\n"
    return text, (addr,), user + "-noreply"


@kind(
    "email_apple_private_relay_sign_in",
    "https://github.com/SyncServerII/AppleJWTDecoder/blob/main/Sources/AppleJWTDecoder/AppleSignInClaims.swift ; https://developer.apple.com/forums/thread/662175",
    r"[a-z0-9]{10}@privaterelay\.appleid\.com",
    prefixless=False,
)
def _relay(g: _R):
    local = g.s(10, LOWER_DIGITS)
    addr = f"{local}@privaterelay.appleid.com"
    text = json.dumps(
        {
            "sub": "001" + g.digits(3) + "." + g.s(32, HEX) + ".1" + g.digits(3),
            "email": addr,
            "is_private_email": "true",
        }
    )
    return text, (addr,), local


def _plain_email(g: _R) -> tuple[str, str]:
    f, last = _name(g)
    local = f"{f.lower()}.{last.lower()}{g.digits(2)}"
    return f"{local}@{g.r.choice(['posteo.de', 'fastmail.com', 'proton.me', 'mailbox.org', 'gmx.at'])}", local


@kind(
    "email_opam_file_maintainer",
    "https://github.com/ocaml/opam/issues/2693 ; https://gitlab.com/nomadic-labs/albert/-/merge_requests/19",
    r"[a-z]+\.[a-z]+[0-9]{2}@[a-z.]+",
    prefixless=True,
)
def _opam(g: _R):
    addr, local = _plain_email(g)
    text = f'opam-version: "2.0"\nmaintainer: ["{addr}"]\nsynopsis: "Incremental parser combinators"\n'
    return text, (addr,), local


@kind(
    "email_cabal_file_maintainer",
    "https://cabal.readthedocs.io/en/stable/cabal-package-description-file.html#pkg-field-maintainer",
    r"[a-z]+\.[a-z]+[0-9]{2}@[a-z.]+",
    prefixless=True,
)
def _cabal(g: _R):
    addr, local = _plain_email(g)
    text = f"cabal-version:      3.0\nname:               tiny-ledger\nmaintainer:         {addr}\nlicense:            BSD-3-Clause\n"
    return text, (addr,), local


@kind(
    "email_podspec_authors_hash",
    "https://gist.github.com/fabiopelosin/4001403 ; https://github.com/CocoaPods/CocoaPods/commit/0c64835a6845395b07bbbd9cb888271a828bf32a",
    r"[a-z]+\.[a-z]+[0-9]{2}@[a-z.]+",
    prefixless=True,
)
def _podspec(g: _R):
    addr, local = _plain_email(g)
    f, last = _name(g)
    text = f"Pod::Spec.new do |s|\n  s.name    = 'KitLedger'\n  s.authors = {{ '{f} {last}' => '{addr}' }}\nend\n"
    return text, (addr,), local


@kind(
    "email_emacs_package_header",
    "https://emacsdocs.org/docs/elisp/Library-Headers",
    r"[a-z]+\.[a-z]+[0-9]{2}@[a-z.]+",
    prefixless=True,
)
def _emacs(g: _R):
    addr, local = _plain_email(g)
    f, last = _name(g)
    text = f";;; tidy-notes.el --- Tidy org notes  -*- lexical-binding: t; -*-\n\n;; Author: {f} {last} <{addr}>\n;; Version: 0.3.1\n"
    return text, (addr,), local


@kind(
    "email_bzr_log_committer",
    "https://pastebin.com/NzgTth8r ; https://www.mail-archive.com/bazaar-commits@lists.canonical.com/msg03433.html",
    r"[a-z]+\.[a-z]+[0-9]{2}@[a-z.]+",
    prefixless=True,
)
def _bzr(g: _R):
    addr, local = _plain_email(g)
    f, last = _name(g)
    text = f"------------------------------------------------------------\nrevno: {g.r.randint(10, 999)}\ncommitter: {f} {last} <{addr}>\nbranch nick: trunk\n"
    return text, (addr,), local


@kind(
    "email_perl_dist_ini_author",
    "https://metacpan.org/pod/release/RJBS/Dist-Zilla-5.045/lib/Dist/Zilla/Plugin/DistINI.pm",
    r"[a-z]+\.[a-z]+[0-9]{2}@[a-z.]+",
    prefixless=True,
)
def _dist_ini(g: _R):
    addr, local = _plain_email(g)
    f, last = _name(g)
    text = f"name    = Text-Tidy\nauthor  = {f} {last} <{addr}>\nlicense = Perl_5\n"
    return text, (addr,), local


# -- postal addresses in other scripts ----------------------------------------------------------


def _addr_kind(name: str, source: str, shape: str, streets: list[str], city: str, pin: str, carrier: str):
    @kind(name, source, shape, prefixless=True)
    def gen(g: _R):
        no = str(g.r.randint(2, 199))
        street = _pick(g, streets)
        line = f"{no}, {street}, {city} - {pin}{g.digits(3, first_nonzero=False)}"
        text = carrier.format(line=line, n=g.digits(6))
        return text, (line,), f"addr-{no}-{pin}{line[-3:]}"

    return gen


_addr_kind(
    "address_in_tamil_chennai_courier",
    "https://www.indiapost.gov.in/ ; https://www.unicode.org/charts/PDF/U0B80.pdf",
    r"[0-9]+, [\u0B80-\u0BFF 0-9.]+, சென்னை - 600[0-9]{3}",
    ["காந்தி தெரு", "நேரு சாலை", "பாரதி நகர் 2வது தெரு", "கோவில் தெரு"],
    "சென்னை",
    "600",
    "டெலிவரி முகவரி: {line}\nஆர்டர் எண்: {n}\n",
)
_addr_kind(
    "address_in_kannada_bengaluru_invoice",
    "https://www.indiapost.gov.in/ ; https://www.unicode.org/charts/PDF/U0C80.pdf",
    r"[0-9]+, [\u0C80-\u0CFF 0-9.]+, ಬೆಂಗಳೂರು - 560[0-9]{3}",
    ["ಗಾಂಧಿ ರಸ್ತೆ", "ರಾಜಾಜಿನಗರ 3ನೇ ಮುಖ್ಯ ರಸ್ತೆ", "ಬಸವನಗುಡಿ ಮುಖ್ಯ ರಸ್ತೆ"],
    "ಬೆಂಗಳೂರು",
    "560",
    "ಬಿಲ್ ವಿಳಾಸ: {line}\nInvoice #{n}\n",
)
_addr_kind(
    "address_in_malayalam_kochi_ticket",
    "https://www.indiapost.gov.in/ ; https://www.unicode.org/charts/PDF/U0D00.pdf",
    r"[0-9]+, [\u0D00-\u0D7F 0-9.]+, കൊച്ചി - 682[0-9]{3}",
    ["എം.ജി. റോഡ്", "കായൽ റോഡ്", "പള്ളി റോഡ്"],
    "കൊച്ചി",
    "682",
    "പരാതി #{n}: പാഴ്സൽ ഈ വിലാസത്തിൽ എത്തിയില്ല: {line}\n",
)
_addr_kind(
    "address_in_gujarati_ahmedabad_order",
    "https://www.indiapost.gov.in/ ; https://www.unicode.org/charts/PDF/U0A80.pdf",
    r"[0-9]+, [\u0A80-\u0AFF 0-9.]+, અમદાવાદ - 380[0-9]{3}",
    ["ગાંધી માર્ગ", "સરદાર પટેલ રોડ", "નવરંગપુરા"],
    "અમદાવાદ",
    "380",
    '{{"order": "{n}", "shipping_address": "{line}"}}',
)
_addr_kind(
    "address_in_gurmukhi_ludhiana_form",
    "https://www.indiapost.gov.in/ ; https://www.unicode.org/charts/PDF/U0A00.pdf",
    r"[0-9]+, [\u0A00-\u0A7F 0-9.]+, ਲੁਧਿਆਣਾ - 141[0-9]{3}",
    ["ਮਾਲ ਰੋਡ", "ਗੁਰੂ ਨਾਨਕ ਨਗਰ", "ਫਿਰੋਜ਼ਪੁਰ ਰੋਡ"],
    "ਲੁਧਿਆਣਾ",
    "141",
    "ਪਤਾ: {line}\nਅਰਜ਼ੀ ਨੰ: {n}\n",
)
_addr_kind(
    "address_in_telugu_vijayawada_seed",
    "https://www.indiapost.gov.in/ ; https://www.unicode.org/charts/PDF/U0C00.pdf",
    r"[0-9]+, [\u0C00-\u0C7F 0-9.]+, విజయవాడ - 520[0-9]{3}",
    ["గాంధీ నగర్", "బందర్ రోడ్", "ఏలూరు రోడ్"],
    "విజయవాడ",
    "520",
    "INSERT INTO addresses (id, line) VALUES ({n}, '{line}');\n",
)
_addr_kind(
    "address_in_odia_bhubaneswar_kyc",
    "https://www.indiapost.gov.in/ ; https://www.unicode.org/charts/PDF/U0B00.pdf",
    r"[0-9]+, [\u0B00-\u0B7F 0-9.]+, ଭୁବନେଶ୍ୱର - 751[0-9]{3}",
    ["ଜନପଥ", "ସହିଦ ନଗର", "ନୟାପଲ୍ଲୀ"],
    "ଭୁବନେଶ୍ୱର",
    "751",
    "KYC address (Odia): {line}\nref {n}\n",
)
_addr_kind(
    "address_la_lao_vientiane_delivery",
    "https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions ; https://www.unicode.org/charts/PDF/U0E80.pdf",
    r"[0-9]+, [\u0E80-\u0EFF 0-9.]+, ນະຄອນຫຼວງວຽງຈັນ - 010[0-9]{3}",
    ["ບ້ານ ສີສະຫວາດ", "ຖະໜົນ ລ້ານຊ້າງ", "ບ້ານ ໂພນສະອາດ"],
    "ນະຄອນຫຼວງວຽງຈັນ",
    "010",
    "ທີ່ຢູ່ຈັດສົ່ງ: {line}\nOrder {n}\n",
)
_addr_kind(
    "address_mv_thaana_male_registry",
    "https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions ; https://www.unicode.org/charts/PDF/U0780.pdf",
    r"[0-9]+, [\u0780-\u07BF 0-9.]+, މާލެ - 201[0-9]{3}",
    ["ހ. ނޫފެހިގެ", "މ. ގުލްޝަނުގެ", "ގ. ވިލާ"],
    "މާލެ",
    "201",
    "ރަޖިސްޓްރީ: {line}\nid={n}\n",
)
_addr_kind(
    "address_bt_dzongkha_thimphu_form",
    "https://www.bhutanpost.bt/ ; https://www.unicode.org/charts/PDF/U0F00.pdf",
    r"[0-9]+, [\u0F00-\u0FFF 0-9.]+, ཐིམ་ཕུ - 110[0-9]{3}",
    ["ནོར་འཛིན་ལམ", "ཆང་གི་ཁ", "མོ་ཐི་ཐང"],
    "ཐིམ་ཕུ",
    "110",
    "address_dz: '{line}'\napplicant_id: {n}\n",
)


# -- dates of birth in other calendars and layouts ---------------------------------------------


@kind(
    "dob_coptic_calendar_arabic_record",
    "https://developer.android.com/reference/android/icu/util/CopticCalendar ; https://doc.servo.org/icu_calendar/cal/struct.Coptic.html",
    r"[0-9]{1,2} (?:توت|بابه|هاتور|كيهك|طوبه|أمشير|برمهات|برموده|بشنس|بؤونه|أبيب|مسرى) 1[67][0-9]{2} ش",
    prefixless=True,
)
def _dob_coptic(g: _R):
    months = [
        "توت",
        "بابه",
        "هاتور",
        "كيهك",
        "طوبه",
        "أمشير",
        "برمهات",
        "برموده",
        "بشنس",
        "بؤونه",
        "أبيب",
        "مسرى",
    ]
    y, mi, d = g.r.randint(1670, 1722), g.r.randrange(12), g.r.randint(1, 30)
    dob = f"{d} {months[mi]} {y} ش"
    name = f"{_pick(g, FIRST)} {_pick(g, LAST)}"
    text = f"سجل المعمودية\nالاسم: {name}\nتاريخ الميلاد: {dob}\n"
    return text, (dob, name), f"{y}-{mi + 1:02d}-{d:02d}-am"


@kind(
    "dob_dprk_juche_year_form",
    "http://world.clndr.org/Juche-calendar ; https://iiab.me/kiwix/content/wikipedia_en_all_maxi_2023-10/A/North_Korean_Calendar",
    r"주체[0-9]{2,3}\([0-9]{4}\)년 [0-9]{1,2}월 [0-9]{1,2}일",
    prefixless=True,
)
def _dob_juche(g: _R):
    y, m, d = _date(g, 1950, 2005)
    dob = f"주체{y - 1911}({y})년 {m}월 {d}일"
    reg = f"등록번호: {g.digits(3)}-{g.digits(6, first_nonzero=False)}"
    text = f"성명: {g.r.choice(['김', '리', '박', '최'])}{g.r.choice(['철', '영', '명'])}{g.r.choice(['수', '희', '남'])}\n출생: {dob}\n{reg}\n"
    return text, (dob, reg), f"{y}{m:02d}{d:02d}-juche"


def _ordinal(y: int, m: int, d: int) -> int:
    import datetime as _dt

    return _dt.date(y, m, d).timetuple().tm_yday


@kind(
    "dob_iso8601_ordinal_date_fixture",
    "https://www.iso.org/iso-8601-date-and-time-format.html ; https://en.wikipedia.org/wiki/ISO_8601#Ordinal_dates",
    r"(?:19|20)[0-9]{2}-[0-3][0-9]{2}",
    prefixless=True,
)
def _dob_ord(g: _R):
    y, m, d = _date(g)
    dob = f"{y}-{_ordinal(y, m, d):03d}"
    f, last = _name(g)
    text = f'patient = PatientFactory(full_name="{f} {last}", birth_ordinal="{dob}")\n'
    return text, (dob, f"{f} {last}"), dob


@kind(
    "dob_iso8601_week_date_export",
    "https://en.wikipedia.org/wiki/ISO_week_date ; https://docs.python.org/3/library/datetime.html#datetime.date.isocalendar",
    r"[0-9]{4}-W[0-5][0-9]-[1-7]",
    prefixless=True,
)
def _dob_week(g: _R):
    import datetime as _dt

    y, m, d = _date(g)
    iy, iw, wd = _dt.date(y, m, d).isocalendar()
    dob = f"{iy}-W{iw:02d}-{wd}"
    name = f"{_pick(g, FIRST)} {_pick(g, LAST)}"
    text = f"member,born_isoweek\n{name},{dob}\n"
    return text, (dob, name), dob


@kind(
    "dob_dotnet_json_date_legacy",
    "https://github.com/moment/momentjs.com/blob/master/docs/moment/01-parsing/11-asp-net-json-date.md ; https://newtonsoft.com/json/help/html/DatesInJSON.htm",
    r"\\/Date\(-?[0-9]+\)\\/",
    prefixless=True,
)
def _dob_net(g: _R):
    import datetime as _dt

    y, m, d = _date(g)
    ms = int(_dt.datetime(y, m, d, tzinfo=_dt.timezone.utc).timestamp()) * 1000
    raw = f"\\/Date({ms})\\/"
    name = f"{_pick(g, FIRST)} {_pick(g, LAST)}"
    text = '{"d":{"__type":"Employee:#HR","FullName":"' + name + '","BirthDate":"' + raw + '"}}'
    return text, (raw, name), f"Date{ms}".replace("-", "m")


@kind(
    "dob_excel_serial_xlsx_row",
    "https://openpyxl.readthedocs.io/en/3.1/_sources/datetime.rst.txt ; https://rdrr.io/github/debarros/dbTools/man/xlDate.html",
    r"[0-9]{5}",
    prefixless=True,
)
def _dob_excel(g: _R):
    import datetime as _dt

    y, m, d = _date(g)
    serial = (_dt.date(y, m, d) - _dt.date(1899, 12, 30)).days
    name = f"{_pick(g, FIRST)} {_pick(g, LAST)}"
    text = f">>> ws['B{g.r.randint(2, 400)}'].value, ws['C7'].value\n('{name}', {serial})\n"
    return text, (f"('{name}', {serial})",), str(serial)


@kind(
    "dob_afghan_solar_hijri_dari",
    "https://blogs.transparent.com/dari/2012/11/26/afghan-calendar-and-months-of-the-year-in-dari/ ; https://www.nikolasschiller.com/blog/index.php/archives/2008/06/11/1425/",
    r"[0-9]{1,2} (?:حمل|ثور|جوزا|سرطان|اسد|سنبله|میزان|عقرب|قوس|جدی|دلو|حوت) 13[0-9]{2}",
    prefixless=True,
)
def _dob_af(g: _R):
    months = ["حمل", "ثور", "جوزا", "سرطان", "اسد", "سنبله", "میزان", "عقرب", "قوس", "جدی", "دلو", "حوت"]
    y, mi, d = g.r.randint(1330, 1385), g.r.randrange(12), g.r.randint(1, 29)
    dob = f"{d} {months[mi]} {y}"
    name = f"{_pick(g, FIRST)} {_pick(g, LAST)}"
    text = f"تذکره: نام: {name}\nتاریخ تولد: {dob}\n"
    return text, (dob, name), f"{y}-{mi + 1:02d}-{d:02d}-sh"


# -- device and advertising ids -----------------------------------------------------------------

IAB_IFA = "https://iabtechlab.com/wp-content/uploads/2018/12/OTT-IFA-guidelines.final_Dec2018.pdf"


def _ott_kind(name: str, ifa_type: str, carrier: str, upper: bool = False, source: str = IAB_IFA):
    @kind(
        name,
        source,
        r"[0-9a-fA-F-]{36}",
        prefixless=True,
    )
    def gen(g: _R):
        ifa = g.uuid()
        ifa = ifa.upper() if upper else ifa
        return carrier.format(ifa=ifa, t=ifa_type, n=g.digits(6)), (ifa,), ifa

    return gen


_ott_kind(
    "device_vizio_vida_openrtb_bid",
    "vida",
    '{{"id":"{n}","device":{{"ifa":"{ifa}","ext":{{"ifa_type":"{t}"}},"make":"VIZIO","devicetype":3}}}}',
)
_ott_kind(
    "device_lg_lgudid_vast_request",
    "lgudid",
    "GET /vast?ifa={ifa}&ifa_type={t}&app_bundle=com.example.tv&cb={n} HTTP/1.1\n",
)
_ott_kind(
    "device_amazon_afai_fire_tv_log",
    "afai",
    "D/AdsManager( {n}): advertising_id={ifa} type={t} limit_ad_tracking=false\n",
    source=IAB_IFA + " ; https://github.com/prebid/prebid-server-java",
)


@kind(
    "device_systemd_machine_id_cat",
    "https://man.archlinux.org/man/machine-id.5.en.raw ; https://manpages.ubuntu.com/manpages/focal/man5/machine-id.5.html",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _machine_id(g: _R):
    mid = g.s(32, HEX)
    text = f"$ cat /etc/machine-id\n{mid}\n$ hostnamectl | grep -i machine\n      Machine ID: {mid}\n"
    return text, (mid,), mid


@kind(
    "device_dsregcmd_status_deviceid",
    "https://pastebin.com/NgRurcvL ; https://learn.microsoft.com/en-us/previous-versions/windows/desktop/mdmsettingsprov/mdm-deviceregistrationinfo",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _dsreg(g: _R):
    did = g.uuid()
    text = (
        "+----------------------------------------------------------------------+\n| Device Details |\n"
        f"             DeviceId : {did}\n           Thumbprint : {g.s(40, HEX).upper()}\n"
        "DeviceCertificateValidity : [ 2025-03-03 14:37:29.000 UTC -- 2035-03-03 15:07:29.000 UTC ]\n"
    )
    return text, (did,), did


@kind(
    "device_dmidecode_system_uuid_serial",
    "https://pastebin.com/7UvUwrse ; https://manpages.ubuntu.com/manpages/lunar/man8/dmidecode.8.html",
    r"[0-9a-f-]{36}",
    prefixless=True,
)
def _dmi(g: _R):
    u = g.uuid()
    serial = g.s(10, UPPER_DIGITS)
    text = f"System Information\n\tManufacturer: LENOVO\n\tProduct Name: 21HD\n\tSerial Number: {serial}\n\tUUID: {u}\n"
    return text, (u, serial), u


@kind(
    "user_steamid64_profile_api",
    "https://www.rubydoc.info/gems/steam-id2/0.4.0/SteamID/SteamID ; https://npmjs.com/package/steamidconvert",
    r"7656119[0-9]{10}",
    prefixless=True,
)
def _steam(g: _R):
    sid = "7656119" + g.digits(10)
    text = f'{{"response":{{"players":[{{"steamid":"{sid}","personaname":"{_user(g)}","profileurl":"https://steamcommunity.com/profiles/{sid}/"}}]}}}}'
    return text, (sid,), sid


# -- user account names in command output --------------------------------------------------------


@kind(
    "user_w_command_output",
    "https://man.cx/w(1) ; https://linux.die.net/man/1/w",
    r"[a-z]+[0-9]{3}",
    prefixless=True,
)
def _w(g: _R):
    u = _user(g)
    text = (
        " 10:42:17 up 12 days,  3:01,  2 users,  load average: 0.31, 0.28, 0.22\n"
        "USER     TTY      FROM             LOGIN@   IDLE   JCPU   PCPU WHAT\n"
        f"{u:<8} pts/0    10.20.{g.r.randint(1, 254)}.{g.r.randint(1, 254)}     09:12    1:02m  0.05s  0.01s vim deploy.sh\n"
    )
    return text, (u,), u


@kind(
    "user_smbstatus_sessions",
    "https://man.archlinux.org/man/smbstatus.1.en.txt ; https://pastebin.com/4xdpBevT",
    r"[a-z]+[0-9]{3}",
    prefixless=True,
)
def _smb(g: _R):
    u = _user(g)
    text = (
        "Samba version 4.19.5\nPID     Username     Group        Machine                                   Protocol Version  Encryption           Signing\n"
        "----------------------------------------------------------------------------------------------------------------------------------------\n"
        f"{g.digits(5)}   {u}    staff        192.168.1.{g.r.randint(2, 250)} (ipv4:192.168.1.40:50084)    SMB3_11           -                    partial(AES-128-GMAC)\n"
    )
    return text, (u,), u


@kind(
    "user_kubectl_auth_whoami_oidc",
    "https://kubernetes.io/docs/reference/kubectl/generated/kubectl_auth/kubectl_auth_whoami",
    r"oidc:[a-z]+\.[a-z]+[0-9]{2}@corp-idp\.example",
    prefixless=True,
)
def _kwhoami(g: _R):
    f, last = _name(g)
    local = f"{f.lower()}.{last.lower()}{g.digits(2)}"
    user = f"oidc:{local}@corp-idp.example"
    text = f"$ kubectl auth whoami\nATTRIBUTE   VALUE\nUsername    {user}\nGroups      [oidc:platform-admins system:authenticated]\n"
    return text, (user,), local


@kind(
    "user_gh_auth_status_account",
    "https://cli.github.com/manual/gh_auth_status ; https://man.archlinux.org/man/gh-auth-status.1.en",
    r"[a-z]+[0-9]{3}",
    prefixless=True,
)
def _ghstatus(g: _R):
    u = _user(g)
    text = (
        "github.com\n"
        f"  ✓ Logged in to github.com account {u} (keyring)\n"
        "  - Active account: true\n  - Git operations protocol: https\n  - Token scopes: 'gist', 'read:org', 'repo'\n"
    )
    return text, (u,), u


@kind(
    "user_getfacl_owner_header",
    "https://unix.com/man-page/linux/1/getfacl/",
    r"[a-z]+[0-9]{3}",
    prefixless=True,
)
def _getfacl(g: _R):
    u = _user(g)
    text = f"# file: srv/share/payroll\n# owner: {u}\n# group: finance\nuser::rwx\ngroup::r-x\nother::---\n"
    return text, (u,), u


@kind(
    "user_stat_uid_field",
    "https://www.cse.cuhk.edu.hk/~ericlo/teaching/os/lab/11-FS/stat.html ; https://pastebin.com/A4zyw6JC",
    r"[a-z]+[0-9]{3}",
    prefixless=True,
)
def _stat(g: _R):
    u = _user(g)
    uid = g.r.randint(1001, 1999)
    text = f"  File: notes.md\n  Size: 4312      \tBlocks: 16         IO Block: 4096   regular file\nAccess: (0644/-rw-r--r--)  Uid: ( {uid}/{u})   Gid: ( {uid}/{u})\n"
    return text, (u,), u


@kind(
    "user_lslogins_listing",
    "https://www.kernel.org/doc/man-pages/online/pages/man1/lslogins.1.html",
    r"[a-z]+[0-9]{3}",
    prefixless=True,
)
def _lslogins(g: _R):
    u = _user(g)
    f, last = _name(g)
    text = f" UID USER       PROC PWD-LOCK PWD-DENY LAST-LOGIN GECOS\n{g.r.randint(1001, 1999)} {u:<10}    3        0        0 10:02      {f} {last}\n"
    return text, (u, f"{f} {last}"), u


@kind(
    "user_pbs_qstat_owner",
    "https://pastebin.com/QVC6nUdQ ; https://unix.com/man-page/debian/1/qstat",
    r"[a-z]+[0-9]{3}",
    prefixless=True,
)
def _qstat(g: _R):
    u = _user(g)
    text = (
        "Job id            Name             User              Time Use S Queue\n"
        "----------------  ---------------- ----------------  -------- - -----\n"
        f"{g.digits(6)}.pbs01    md_run_03        {u:<16}  12:41:07 R workq\n"
    )
    return text, (u,), u


@kind(
    "user_freeipa_user_show",
    "https://pastebin.com/UX3SFJTh",
    r"[a-z]+[0-9]{3}",
    prefixless=True,
)
def _ipa(g: _R):
    u = _user(g)
    f, last = _name(g)
    text = f"$ ipa user-show {u}\n  User login: {u}\n  First name: {f}\n  Last name: {last}\n  Home directory: /home/{u}\n  UID: {g.r.randint(1000000, 1999999)}\n"
    return text, (u, f"Last name: {last}"), u


@kind(
    "user_quser_windows_sessions",
    "https://github.com/VertigoRay/PSQuser ; https://learn.microsoft.com/en-us/previous-versions/windows/it-pro/windows-xp/bb490801(v=technet.10)",
    r"[a-z]+[0-9]{3}",
    prefixless=True,
)
def _quser(g: _R):
    u = _user(g)
    text = f" USERNAME              SESSIONNAME        ID  STATE   IDLE TIME  LOGON TIME\n>{u:<21} rdp-tcp#{g.r.randint(1, 40)}          2  Active          .  3/11/2026 8:02 AM\n"
    return text, (u,), u


@kind(
    "user_pg_stat_activity_usename",
    "https://pastebin.com/bAu8Ayqj ; https://gist.github.com/valterlobo/859b55b551c05b2114370af19f4b4df2",
    r"[a-z]+[0-9]{3}",
    prefixless=True,
)
def _pgact(g: _R):
    u = _user(g)
    text = (
        "  pid  | usename  | application_name | state  |       query\n"
        "-------+----------+------------------+--------+-------------------\n"
        f" {g.digits(5)} | {u} | psql             | active | SELECT * FROM invoices\n"
    )
    return text, (u,), u


# -- a person's coordinates -----------------------------------------------------------------------


def _latlon(g: _R) -> tuple[float, float]:
    return round(g.r.uniform(-45, 60), 6), round(g.r.uniform(-120, 150), 6)


@kind(
    "geo_google_takeout_latitude_e7",
    "https://locationhistoryformat.com/reference/records/ ; https://locationhistoryformat.com/guides/raw-location/",
    r"-?[0-9]{8,10}",
    prefixless=True,
)
def _e7(g: _R):
    lat, lon = _latlon(g)
    la, lo = int(lat * 1e7), int(lon * 1e7)
    text = f'{{\n  "timestamp": "2026-01-12T17:18:24.190Z",\n  "latitudeE7": {la},\n  "longitudeE7": {lo},\n  "accuracy": 14,\n  "source": "WIFI"\n}}'
    return text, (f'"latitudeE7": {la}', f'"longitudeE7": {lo}'), f"{la}_{lo}".replace("-", "m")


@kind(
    "geo_apple_maps_ll_url",
    "https://developer.apple.com/library/iad/featuredarticles/iPhoneURLScheme_Reference/MapLinks/MapLinks.html",
    r"ll=-?[0-9]+\.[0-9]+,-?[0-9]+\.[0-9]+",
    prefixless=True,
)
def _apple(g: _R):
    lat, lon = _latlon(g)
    ll = f"ll={lat},{lon}"
    text = f"Home (shared from iPhone): https://maps.apple.com/?{ll}&q=Home&t=m\n"
    return text, (ll,), f"{lat}_{lon}".replace("-", "m")


@kind(
    "geo_swiss_lv95_home_coordinates",
    "https://pypi.org/project/swissreframe/1.1.2/ ; https://www.swisstopo.admin.ch/en/coordinates-conversion-navref",
    r"2'[0-9]{3}'[0-9]{3}(?:\.[0-9])?, 1'[0-9]{3}'[0-9]{3}(?:\.[0-9])?",
    prefixless=True,
)
def _lv95(g: _R):
    e, n = g.r.randint(2485000, 2834000), g.r.randint(1075000, 1296000)
    dec_e, dec_n = g.r.randint(0, 9), g.r.randint(0, 9)
    s = f"2'{str(e)[1:4]}'{str(e)[4:]}.{dec_e}, 1'{str(n)[1:4]}'{str(n)[4:]}.{dec_n}"
    text = f"Wohnadresse (Geokoordinaten LV95): {s}\nEGID: {g.digits(7)}\n"
    return text, (s,), f"{e}.{dec_e}-{n}.{dec_n}"


@kind(
    "geo_osgb_grid_reference_home",
    "https://liquisearch.com/ordnance_survey_national_grid/grid_digits ; http://www.ladybird-survey.org/grid_ref.aspx",
    r"(?:NT|NZ|SD|SE|SJ|SK|SO|SP|ST|SU|SX|SY|TL|TQ|TG)\s[0-9]{5}\s[0-9]{5}",
    prefixless=True,
)
def _osgb(g: _R):
    sq = g.r.choice(
        ["NT", "NZ", "SD", "SE", "SJ", "SK", "SO", "SP", "ST", "SU", "SX", "SY", "TL", "TQ", "TG"]
    )
    ref = f"{sq} {g.digits(5, first_nonzero=False)} {g.digits(5, first_nonzero=False)}"
    text = f"Caller location (home): {ref}\nIncident type: fall, elderly resident\n"
    return text, (ref,), ref.replace(" ", "")


@kind(
    "geo_dutch_rd_coordinates_bag",
    "https://www.kadaster.nl/zakelijk/registraties/basisregistraties/bag ; https://epsg.io/28992",
    r"\(1[0-9]{5}\.[0-9]{3}, 4[0-9]{5}\.[0-9]{3}\)",
    prefixless=True,
)
def _rd(g: _R):
    x, y = g.r.randint(100000, 199999), g.r.randint(400000, 499999)
    p = f"({x}.{g.digits(3, first_nonzero=False)}, {y}.{g.digits(3, first_nonzero=False)})"
    text = f">>> woning.geometrie  # EPSG:28992\nPOINT {p}\n"
    return text, (p,), f"rd{x}-{y}"


@kind(
    "geo_dms_coordinates_support_ticket",
    "https://en.wikipedia.org/wiki/ISO_6709 ; https://developers.google.com/maps/documentation/urls/get-started",
    r"[0-9]{1,2}°[0-9]{1,2}'[0-9]{1,2}\.[0-9]\"[NS] [0-9]{1,3}°[0-9]{1,2}'[0-9]{1,2}\.[0-9]\"[EW]",
    prefixless=True,
)
def _dms(g: _R):
    def part(v: float, pos: str, neg: str) -> str:
        a = abs(v)
        d = int(a)
        m = int((a - d) * 60)
        s = (a - d - m / 60) * 3600
        return f"{d}°{m}'{s:.1f}\"{pos if v >= 0 else neg}"

    lat, lon = _latlon(g)
    dms = f"{part(lat, 'N', 'S')} {part(lon, 'E', 'W')}"
    text = f"Hi, the driver can't find my house. My location is {dms}, blue gate.\n"
    return text, (dms,), f"{lat}_{lon}".replace("-", "m")


@kind(
    "geo_garmin_tcx_trackpoint_start",
    "https://github.com/karlfock/tcxParser/blob/master/node/test/resources/tcx_json.js",
    r"<LatitudeDegrees>-?[0-9.]+</LatitudeDegrees>",
    prefixless=True,
)
def _tcx(g: _R):
    lat, lon = _latlon(g)
    a = f"<LatitudeDegrees>{lat}</LatitudeDegrees>"
    b = f"<LongitudeDegrees>{lon}</LongitudeDegrees>"
    text = f"<Trackpoint>\n  <Time>2026-04-02T05:31:07Z</Time>\n  <Position>\n    {a}\n    {b}\n  </Position>\n</Trackpoint>\n"
    return text, (a, b), f"{lat}_{lon}".replace("-", "m")


@kind(
    "geo_postgis_wkb_hex_point",
    "https://docs.snowflake.com/de/en/sql-reference/functions/st_asewkb ; https://postgis.net/docs/manual-3.4/ST_AsEWKB.html",
    r"0101000020E6100000[0-9A-F]{32}",
    prefixless=True,
)
def _wkb(g: _R):
    lat, lon = _latlon(g)
    h = "0101000020E6100000" + struct.pack("<dd", lon, lat).hex().upper()
    text = f"homes=# SELECT id, geom FROM customer_home WHERE id = {g.digits(4)};\n  id  |                        geom\n------+----------------------------------------------------\n {g.digits(4)} | {h}\n"
    return text, (h,), h


# -- full names where a record states them ------------------------------------------------------


@kind(
    "name_gedcom_indi_record",
    "https://docs.rs/crate/gedcom-core/latest/source/tests/files/sample555-utf8.ged ; https://www.rubydoc.info/gems/gedcom/Name_record",
    r"1 NAME [A-Za-z]+ /[A-Za-z]+/",
    prefixless=True,
)
def _gedcom(g: _R):
    f, last = _name(g)
    y, m, d = _date(g)
    months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
    line = f"1 NAME {f} /{last}/"
    birth = f"2 DATE {d} {months[m - 1]} {y}"
    text = f"0 @I{g.r.randint(1, 999)}@ INDI\n{line}\n2 SURN {last}\n1 SEX F\n1 BIRT\n{birth}\n2 PLAC Accra, Ghana\n"
    return text, (line, birth), f"{f}_{last}_{y}"


@kind(
    "name_hl7_pid5_patient_name",
    "https://hexdocs.pm/hl7v2/HL7v2.Type.XPN.html ; https://build.fhir.org/ig/HL7/v2ig/StructureDefinition-XPN-definitions.html",
    r"[A-Z]+\^[A-Z]+\^[A-Z]",
    prefixless=True,
)
def _pid5(g: _R):
    f, last = _name(g)
    xpn = f"{last.upper()}^{f.upper()}^{g.r.choice(UPPER)}"
    mrn = g.digits(8)
    text = (
        f"MSH|^~\\&|LAB|HOSP|||202604021130||ORU^R01|{g.digits(6)}|P|2.5.1\nPID|1||{mrn}^^^HOSP^MR||{xpn}||\n"
    )
    return text, (xpn, mrn), f"{last}_{f}_{mrn}"


@kind(
    "name_eidas_qualified_cert_subject",
    "https://www.etsi.org/deliver/etsi_en/319400_319499/31941201/ ; https://raw.githubusercontent.com/eu-digital-identity-wallet/eudi-doc-attestation-rulebooks-catalog/main/rulebooks/pid/pid-rulebook.md",
    r"PNO[A-Z]{2}-[0-9]{11}",
    prefixless=False,
)
def _eidas(g: _R):
    f, last = _name(g)
    cc = g.r.choice(["EE", "LV", "LT", "SK", "CZ", "HR"])
    pno = f"PNO{cc}-{g.digits(11)}"
    text = (
        "$ openssl x509 -in signer.pem -noout -subject\n"
        f'subject=C = {cc}, CN = "{last.upper()},{f.upper()},{pno[6:]}", SN = {last.upper()}, GN = {f.upper()}, serialNumber = {pno}\n'
    )
    return text, (pno, f"{last.upper()},{f.upper()}"), pno


@kind(
    "name_arabic_script_kyc_form_json",
    "https://www.unicode.org/charts/PDF/U0600.pdf ; https://developer.mozilla.org/en-US/docs/Web/HTML/Attributes/dir",
    r"[\u0600-\u06FF ]{6,}",
    prefixless=True,
)
def _ar_name(g: _R):
    first = _pick(g, ["محمد", "فاطمة", "يوسف", "مريم", "خالد", "ليلى", "عمر", "نور"])
    father = _pick(g, ["عبدالله", "حسن", "إبراهيم", "سعيد", "علي"])
    fam = _pick(g, ["الحربي", "المنصوري", "الشمري", "القحطاني", "الزهراني", "العتيبي"])
    full = f"{first} {father} {fam}"
    ref = g.digits(7)
    text = json.dumps({"full_name_ar": full, "application": ref, "status": "review"}, ensure_ascii=False)
    return text, (full, ref), f"kyc-{ref}"


@kind(
    "name_chinese_id_card_ocr_output",
    "https://cloud.tencent.com/document/product/866/33524 ; https://help.aliyun.com/document_detail/442275.html",
    r"姓名 [\u4e00-\u9fff]{2,3}",
    prefixless=True,
)
def _cn_name(g: _R):
    n = (
        _pick(g, ["王", "李", "张", "刘", "陈", "杨", "黄", "赵"])
        + _pick(g, ["子", "建", "晓", "雨", "国", "海"])
        + _pick(g, ["涵", "军", "梅", "萱", "强", "燕"])
    )
    line = f"姓名 {n}"
    y, m, d = _date(g)
    born = f"出生 {y}年{m}月{d}日"
    text = json.dumps(
        {
            "TextDetections": [
                {"DetectedText": line},
                {"DetectedText": "性别 女 民族 汉"},
                {"DetectedText": born},
            ]
        },
        ensure_ascii=False,
    )
    return text, (line, born), f"ocr-{y}{m:02d}{d:02d}"


@kind(
    "name_korean_hangul_hr_csv",
    "https://www.unicode.org/charts/PDF/UAC00.pdf ; https://www.law.go.kr/",
    r"[가-힣]{3}",
    prefixless=True,
)
def _kr_name(g: _R):
    n = (
        _pick(g, ["김", "이", "박", "최", "정", "강", "조", "윤"])
        + _pick(g, ["민", "서", "지", "현", "도", "하"])
        + _pick(g, ["준", "연", "우", "윤", "진", "은"])
    )
    emp = g.digits(7)
    text = f"사번,성명,부서,입사일\n{emp},{n},개발팀,2021-03-02\n"
    return text, (f"{emp},{n}",), f"emp{emp}"
