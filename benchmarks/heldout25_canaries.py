"""Held-out canary set 25: personal data in coding-agent carriers, other schemes and places (issue 31).

A canary set nobody has tuned on, all of it **personal data** a publisher must not leak, nearly
all prefixless (only the surrounding text says what the value is):

- identity, residence, passport, student, professional-registry, health and court/case numbers of
  schemes not in the earlier sets: the Bosnian JMBG on a CIPS form, the 2023 Chinese foreigner's
  permanent-residence number (MOD 11-2), the Japanese resident-register code (住民票コード), the
  German passport serial in its MRZ (ICAO 7-3-1), the Indonesian civil-servant NIP, the Argentine
  DNI barcode with its *número de trámite*, US passport card, I-94 admission, BOP register and
  FINRA CRD numbers, the California bar number, the UK GMC number, NMC PIN, DBS certificate and
  Scottish Candidate Number (mod 11), the BC PEN, the Québec *code permanent*, the NZ NSN, the
  Australian Medicare provider number (check character) and visa grant number, the Swiss MedReg
  GLN (GS1), the Dutch AGB code, the Andalusian NUHSA and prescriber code, the Italian STP code,
  the Mexican *cédula profesional*, an Indian advocate code, South African HPCSA, Texas driving
  licence and IDF personal numbers; court case numbers of Brazil (CNJ, mod 97), Colombia (CUI),
  India (eCourts CNR), China (案号), Japan (事件番号), Korea (사건번호), Russia (арбитраж), Ukraine
  (справа), the US (PACER), Germany (Aktenzeichen), Thailand, Indonesia, Portugal, Poland, Spain;
- bank accounts and card-like numbers: IBANs of Costa Rica, Jordan, Qatar, Azerbaijan, Greece and
  Portugal (ISO 13616 mod 97), NAPAS, Shetab, UATP and China T-Union cards (Luhn), AfriGo;
- phone numbers of Côte d'Ivoire, Iraq (Eastern Arabic digits), North Macedonia, Albania,
  Kyrgyzstan, Rwanda, Macau, Paraguay, Palestine and a Play Console contact; e-mail addresses in
  Chef ``metadata.rb``, Gentoo ``metadata.xml``, Alpine ``APKBUILD``, FreeBSD port ``Makefile``,
  AppStream ``update_contact``, a Play Console listing and internationalised (Arabic, Greek,
  Hangul) addresses; postal addresses of Qatar (zone/street/building), Iceland, Nunavut
  (Inuktitut syllabics), Morocco (Tifinagh), Xinjiang (Uyghur), Iraqi Kurdistan (Sorani) and North
  Macedonia (Cyrillic);
- dates of birth in AAMVA PDF417 (``DBB``), SAS datetime values, IBM i ``CYYMMDD``, the
  ``google.type.Date`` JSON mapping, the Korean Dangi era, the Malayalam Kollam era, EDIFACT
  PAXLST ``DTM+329``, DICOM ``PatientBirthDate`` and MongoDB canonical extended JSON;
- device ids (VS Code ``telemetry.machineId``, ``ioreg`` IOPlatformUUID, ``smartctl`` serial and
  WWN, Xbox XUID, Nintendo Switch friend code), user names in command output (MySQL ``SHOW
  PROCESSLIST``, LSF ``bjobs``, HTCondor ``condor_q``, Perforce ``p4 users``, ``faillock``), a
  person's coordinates (S2 cell token, Bing quadkey, Waze deep link, gpsd TPV, APRS position,
  ``adb emu geo fix``) and full names (Icelandic patronymics, AAMVA ``DCS``/``DAC``, a Russian
  ФИО in a 1C export, a Japanese name with its furigana).

The carriers are what a coding session shows: fixtures and factories in several languages, seed
SQL, CSV exports, API JSON/XML, logs, OCR output, support tickets in the local language and script,
failing tests, REPL and CLI output.

How it was kept apart: written on branch ``set25`` (from commit ``a1dd4ad``) reading only
``benchmarks/heldout_eval.py``, lines 1-160 of ``benchmarks/heldout_canaries.py``,
``tests/test_heldout_sets.py``, ``tests/test_heldout_canaries.py``, ``tests/conftest.py``, the
first 60 lines of ``benchmarks/heldout9_canaries.py`` (a slip showed its lines 61-75 too: the
registry boilerplate and two name lists, no kind; and one ``ls`` counted the ``heldout*`` files of
``benchmarks/``) and the names in ``used_names4.txt``; no redaction code, redaction test, label
file, other canary set, source list, result or git history was read, and no redaction run or recall figure was looked at (the only run is the no-redaction
control of ``tests/test_heldout_sets.py``). Every format was looked up with the ``search`` tool
(cited per kind in ``SOURCES`` and ``heldout25_sources.tsv``) except these 29 kinds, written from
memory and marked so in the tsv ``note``: ``th_court_black_case_number``,
``id_nomor_perkara_pengadilan``, ``pt_processo_citius_numero``, ``pl_sygnatura_akt_sadu``,
``es_nig_numero_identificacion_general``, ``za_hpcsa_registration_number``,
``us_tx_driver_license_dps``, ``il_idf_mispar_ishi``, the eight phone kinds other than Côte d'Ivoire
and the Play Console, the three internationalised e-mail kinds, the Inuktitut, Tifinagh, Uyghur,
Sorani and Macedonian addresses, ``dob_edifact_paxlst_dtm329``, ``dob_dicom_patient_birth_date``,
``dob_mongodb_canonical_extended_json``, ``name_russian_fio_1c_export`` and
``name_japanese_furigana_form``. Check digits are computed where the scheme publishes one; the
住民票コード weights, the GS1 check digit of the GLN and the Portuguese NIB check are from memory
of the published rules (noted per kind). Values are random per seed, never a real person.

110 kinds, all personal data, 96 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout25_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import json
import math
import string
import unicodedata

from heldout_canaries import _R, HEX, UPPER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)
__all__ = ["GENERATORS", "SOURCES", "_R", "fresh", "heldout_canaries", "kind"]

# -- helpers -----------------------------------------------------------------------------------

_MONTHS_EN = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
_EASTERN = "٠١٢٣٤٥٦٧٨٩"  # Arabic-Indic digits
_PERSIAN = "۰۱۲۳۴۵۶۷۸۹"


def _dob(g: _R, lo: int = 1948, hi: int = 2005) -> tuple[int, int, int]:
    return g.r.randint(lo, hi), g.r.randint(1, 12), g.r.randint(1, 28)


def _digits_to(s: str, table: str) -> str:
    return "".join(table[int(c)] if c.isdigit() else c for c in s)


def _iban(country: str, bban: str) -> str:
    def num(s: str) -> str:
        return "".join(str(int(c, 36)) for c in s)

    check = 98 - int(num(bban + country + "00")) % 97
    return f"{country}{check:02d}{bban}"


def _group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def _icao(s: str) -> str:
    total = 0
    for i, c in enumerate(s):
        v = int(c) if c.isdigit() else (0 if c == "<" else ord(c) - 55)
        total += v * (7, 3, 1)[i % 3]
    return str(total % 10)


def _user(g: _R) -> str:
    first = g.r.choice(["amara", "bjorn", "chidi", "dagny", "emeka", "farah", "goran", "hiroko", "ilse"])
    last = g.r.choice(["okafor", "lindahl", "petrov", "nakamura", "ferreira", "haddad", "kowal", "mbeki"])
    return g.r.choice([f"{first[0]}{last}{g.digits(2, False)}", f"{first}.{last}{g.digits(1, False)}"])


def _tag(g: _R) -> str:
    return (
        g.r.choice(["Quiet", "Amber", "Lunar", "Rusty", "Brisk"])
        + g.r.choice(["Otter", "Falcon", "Badger", "Heron", "Lynx"])
        + g.digits(4)
    )


_RU_LAT = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        [
            "a",
            "b",
            "v",
            "g",
            "d",
            "e",
            "yo",
            "zh",
            "z",
            "i",
            "y",
            "k",
            "l",
            "m",
            "n",
            "o",
            "p",
            "r",
            "s",
            "t",
            "u",
            "f",
            "kh",
            "ts",
            "ch",
            "sh",
            "shch",
            "-",
            "y",
            "-",
            "e",
            "yu",
            "ya",
        ],
        strict=True,
    )
)


def _fold(s: str) -> str:
    s = (
        s.replace("ð", "d")
        .replace("Ð", "D")
        .replace("þ", "th")
        .replace("Þ", "Th")
        .replace("æ", "ae")
        .replace("Æ", "Ae")
    )
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


def _translit(s: str) -> str:
    out = []
    for c in s:
        t = _RU_LAT.get(c.lower(), c)
        t = "" if t == "-" else t
        out.append(t.capitalize() if c.isupper() else t)
    return "".join(out)


# -- identity, residence, passport, student numbers --------------------------------------------


@kind(
    "ba_jmbg_cips_prijava_prebivalista",
    "http://www.onpedia.com/encyclopedia/unique-master-citizen-number ; "
    "https://liquisearch.com/unique_master_citizen_number/composition",
    r"\d{13}",
    prefixless=True,
)
def ba_jmbg(g: _R):
    y, m, d = _dob(g)
    body = f"{d:02d}{m:02d}{y % 1000:03d}{g.r.randint(10, 19)}{g.r.randint(0, 999):03d}"
    a = [int(c) for c in body]
    k = 11 - (sum(w * (a[i] + a[i + 6]) for i, w in enumerate((7, 6, 5, 4, 3, 2))) % 11)
    jmbg = body + str(0 if k > 9 else k)
    name = g.r.choice(["Amra Hodžić", "Dženan Mehić", "Lejla Kovačević", "Nermin Softić", "Selma Begić"])
    text = (
        "CIPS — Prijava prebivališta (obrazac PR-1)\n"
        f"Ime i prezime: {name}\n"
        f"JMBG: {jmbg}\n"
        f"Adresa: Zmaja od Bosne {g.r.randint(1, 90)}, 71000 Sarajevo\n"
    )
    return text, [jmbg], jmbg


@kind(
    "cn_yongjuzheng_2023_foreigner_permanent_residence_id",
    "http://www.eastcoms.com/service/pro/840.html (新版外国人永久居留身份证机读信息规则 2023: 18 位, 首位 9, MOD11-2)",
    r"9\d{16}[0-9X]",
    prefixless=True,
)
def cn_yongjuzheng(g: _R):
    y, m, d = _dob(g, 1950, 2005)
    body = f"9{g.r.choice(['11', '31', '44', '32', '33'])}{g.r.choice(['840', '826', '276', '410', '392'])}"
    body += f"{y}{m:02d}{d:02d}{g.digits(3, False)}"
    weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    num = body + "10X98765432"[sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11]
    text = (
        "# 永居证核验接口返回 (resp.json)\n"
        + json.dumps(
            {
                "code": 0,
                "data": {"cardType": "FPRID_2023", "idNumber": num, "nationality": "USA", "valid": True},
            },
            ensure_ascii=False,
        )
        + "\n"
    )
    return text, [num], num


@kind(
    "jp_juminhyo_code",
    "https://kotobank.jp/word/住民票コード-3196130 ; https://kampuspedia.com/ja/住民票コード "
    "(11桁: 無作為10桁+検査数字; weights as for the 個人番号, from memory)",
    r"\d{11}",
    prefixless=True,
)
def jp_juminhyo(g: _R):
    body = g.digits(10, False)
    p = [int(c) for c in reversed(body)]
    s = sum(pn * (n + 1 if n <= 6 else n - 5) for n, pn in enumerate(p, start=1))
    r = s % 11
    code = body + str(0 if r <= 1 else 11 - r)
    text = (
        "住民票の写し（住民票コード記載）\n"
        f"氏名　佐藤　美咲\n住民票コード　{code}\n"
        f"住所　東京都世田谷区桜丘{g.r.randint(1, 5)}丁目{g.r.randint(1, 30)}番{g.r.randint(1, 20)}号\n"
    )
    return text, [code], code


@kind(
    "de_reisepass_seriennummer_mrz",
    "https://github.com/emanueljacob/identity-germany (src/Validation/PassportValidation/README.md) ; "
    "presidio DePassportRecognizer (C F G H J K + 8, ICAO 9303 7-3-1)",
    r"[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}",
    prefixless=True,
)
def de_reisepass(g: _R):
    serial = g.r.choice("CFGHJK") + g.s(8, "CFGHJKLMNPRTVWXYZ0123456789")
    y, m, d = _dob(g)
    dob = f"{y % 100:02d}{m:02d}{d:02d}"
    line1 = (
        "P<D<<"
        + g.r.choice(["SCHMIDT", "WAGNER", "BECKER", "HOFFMANN"])
        + "<<"
        + g.r.choice(["LENA", "JONAS"])
    )
    line2 = f"{serial}{_icao(serial)}D<<{dob}{_icao(dob)}F3208127<<<<<<<<<<<<<<<"
    text = (
        f"$ mrz-read scan_0042.png\n{line1.ljust(44, '<')}\n{line2}\nserial={serial} check={_icao(serial)}\n"
    )
    return text, [serial], serial


@kind(
    "id_nip_pns_asn",
    "https://tekno.tempo.co/amp/1511377/penasaran-dengan-arti-18-digit-nip-pns-ini-penjelasannya ; "
    "https://kompasiana.com/johansyahsyafri/63d20ce94addee399c7a3f22/cara-menulis-nip-yang-benar-menurut-eyd",
    r"\d{18}",
    prefixless=True,
)
def id_nip(g: _R):
    y, m, d = _dob(g, 1960, 2000)
    tmt = f"{g.r.randint(max(y + 20, 1985), 2024)}{g.r.randint(1, 12):02d}"
    sex = g.r.choice("12")
    seq = f"{g.r.randint(1, 40):03d}"
    nip = f"{y}{m:02d}{d:02d}{tmt}{sex}{seq}"
    spaced = f"{nip[:8]} {nip[8:14]} {nip[14]} {nip[15:]}"
    text = (
        "INSERT INTO pegawai (nama, nip, golongan) VALUES\n"
        f"  ('Dewi Lestari, S.Kom', '{nip}', 'III/b');\n"
        f"-- SK CPNS: NIP {spaced}\n"
    )
    return text, [nip, spaced], nip


@kind(
    "ar_dni_pdf417_numero_tramite",
    "https://github.com/SantiGO055/restaurantappv2 (src/app/entities/DNIQRResponse.ts: "
    "tramite@apellido@nombre@sexo@numero@ejemplar@nacimiento@emision)",
    r"00\d{9}",
    prefixless=True,
)
def ar_dni_pdf417(g: _R):
    tramite = "00" + g.digits(9)
    dni = str(g.r.randint(20_000_000, 46_000_000))
    y, m, d = _dob(g, 1960, 2005)
    ape = g.r.choice(["GIMENEZ", "SOSA", "ALVAREZ", "RODRIGUEZ", "FERNANDEZ", "ROMERO"])
    nom = g.r.choice(["MARIA BELEN", "JUAN IGNACIO", "LUCIA", "MATIAS EZEQUIEL", "ROCIO"])
    raw = f"{tramite}@{ape}@{nom}@{g.r.choice('MF')}@{dni}@{g.r.choice('AB')}@{d:02d}/{m:02d}/{y}@12/03/2019"
    text = f"[scanner] PDF417 leído (longitud {len(raw)}):\n{raw}\nparseDNI -> tramite={tramite} dni={dni}\n"
    return text, [tramite, dni, f"{ape}@{nom}"], tramite


@kind(
    "us_passport_card_number",
    "https://passportinfo.com/blog/passport-card-questions/ (passport cards start with the letter C followed by 8 numerals)",
    r"C\d{8}",
    prefixless=True,
)
def us_passport_card(g: _R):
    n = "C" + g.digits(8, False)
    text = (
        "POST /api/v2/travelers/7781/documents\n"
        + json.dumps({"documentType": "PASSPORT_CARD", "documentNumber": n, "issuingCountry": "USA"})
        + '\n-> 422 {"error": "documentNumber not valid for air travel"}\n'
    )
    return text, [n], n


@kind(
    "us_i94_admission_number",
    "https://www.globalimmigrationblog.com/2019/05/u-s-customs-and-border-protection-begins-using-alphanumeric-format-for-i-94-numbers/ ; "
    "https://www.lighthousehq.com/blog/i-94-document-number",
    r"\d{9}[A-Z]\d",
    prefixless=True,
)
def us_i94(g: _R):
    n = g.digits(9) + g.r.choice(string.ascii_uppercase) + g.digits(1, False)
    text = (
        "employee_id,name,i94_admission_number,class,admit_until\n"
        f"E-1182,Priya Raghunathan,{n},H1B,2027-09-30\n"
    )
    return text, [n], n


@kind(
    "us_bop_register_number",
    "https://legalclarity.org/federal-inmate-register-number-format-lookup-and-uses/ ; "
    "http://answers.google.com/answers/threadview/id/781436.html",
    r"\d{5}-\d{3}",
    prefixless=True,
)
def us_bop(g: _R):
    n = f"{g.digits(5)}-{g.r.randint(1, 120):03d}"
    text = (
        "ticket #5521 (family support): please update the mailing label template\n"
        f"  Inmate: Marcus D. Whitfield   Register No.: {n}\n"
        "  FCI Butner Low, P.O. Box 999, Butner, NC 27509\n"
    )
    return text, [n], n


@kind(
    "us_finra_crd_number",
    "https://accountinginsights.org/how-do-i-find-out-my-crd-number (seven-digit CRD) ; "
    "https://pmahoneylaw.com/crd-central-registration-depository",
    r"\d{7}",
    prefixless=True,
)
def us_crd(g: _R):
    n = g.digits(7)
    text = (
        "def test_rep_lookup(client):\n"
        f'    rep = client.brokercheck.individual(crd="{n}")\n'
        '    assert rep["name"] == "Theodore P. Albright"\n'
        "E   AssertionError: got None (CRD not found)\n"
    )
    return text, [n], n


@kind(
    "us_ca_state_bar_number",
    "https://legalclarity.org/what-to-know-about-your-california-bar-number (sequence of six digits) ; "
    "https://info.calbar.ca.gov/knowledge/en/your-responsibility-related-to-your-licensee-record",
    r"\d{6}",
    prefixless=True,
)
def us_ca_bar(g: _R):
    n = str(g.r.randint(150_000, 359_999))
    text = (
        f"1  JENNIFER L. ORTEGA-HALE (SBN {n})\n"
        "2  ortega@halelaw.example\n"
        "3  Attorney for Plaintiff\n"
        "4              SUPERIOR COURT OF CALIFORNIA, COUNTY OF ALAMEDA\n"
    )
    return text, [n], f"SBN{n}"


@kind(
    "gb_gmc_reference_number",
    "https://www.gmc-uk.org/registration-and-licensing/employers-medical-schools-and-colleges/employing-a-doctor/what-to-check",
    r"\d{7}",
    prefixless=True,
)
def gb_gmc(g: _R):
    n = str(g.r.randint(2_000_000, 7_999_999))
    text = (
        "rota_import.py: WARN unknown clinician\n"
        f"  row 14: {{'name': 'Dr Aisling Mulcahy', 'gmc': '{n}', 'grade': 'ST4'}}\n"
    )
    return text, [n], n


@kind(
    "gb_nmc_pin",
    "https://medicwatch.co.uk/check/nmc-pin (two digits, one letter, four digits, one letter) ; "
    "https://help.florence.co.uk/en/articles/6161711-why-has-my-nmc-number-been-rejected",
    r"\d{2}[A-Z]\d{4}[A-Z]",
    prefixless=True,
)
def gb_nmc(g: _R):
    n = f"{g.digits(2, False)}{g.r.choice('ABCDEFGHIJ')}{g.digits(4, False)}{g.r.choice('ENSWO')}"
    text = f"factory :nurse do\n  name {{ 'Grace Adebayo' }}\n  nmc_pin {{ '{n}' }}\n  band {{ 6 }}\nend\n"
    return text, [n], n


@kind(
    "gb_dbs_certificate_number",
    "https://onlinehelp.dbs.gov.uk/article/qed00186/how-do-i-let-an-organisation-carry-out-a-status-check-on-my-dbs-certificate ; "
    "http://lifeopportunities.yolasite.com/update-service.php (F + ten numbers application reference)",
    r"\d{12}",
    prefixless=True,
)
def gb_dbs(g: _R):
    cert = "00" + g.digits(10)
    app = "F" + g.digits(10, False)
    text = (
        "volunteer_onboarding.csv\n"
        "name,dob,dbs_certificate,dbs_application_ref,update_service\n"
        f"Owen Prichard,1991-04-02,{cert},{app},yes\n"
    )
    return text, [cert, app], cert


@kind(
    "gb_scottish_candidate_number",
    "https://www.hesa.ac.uk/collection/c07051/n/scn (8 data digits + modulus 11 check, weights 3 2 7 6 5 4 3 2) ; "
    "https://sqa.org.uk/sqa/103468.html",
    r"\d{9}",
    prefixless=True,
)
def gb_scn(g: _R):
    while True:
        body = f"{g.r.randint(5, 22):02d}{g.digits(6, False)}"
        r = sum(int(c) * w for c, w in zip(body, (3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
        if r != 1:
            break
    scn = body + str(0 if r == 0 else 11 - r)
    text = f"SQA entries export (Phoenix)\nSCN        Surname   Forename  Course\n{scn}  MacLeod   Eilidh    C847 76\n"
    return text, [scn], scn


@kind(
    "ca_bc_personal_education_number",
    "https://www2.gov.bc.ca/gov/content/education-training/k-12/support/personal-education-number-pen (a unique nine-digit number)",
    r"\d{9}",
    prefixless=True,
)
def ca_bc_pen(g: _R):
    pen = g.digits(9)
    text = (
        "MyEducation BC export - 1701 collection\n"
        "LegalSurname|LegalGiven|PEN|DOB|Grade\n"
        f"Thunderchild|Kaya|{pen}|2011-06-19|08\n"
    )
    return text, [pen], pen


@kind(
    "ca_qc_code_permanent_eleve",
    "http://www.afe.gouv.qc.ca/transmission-numerique/si-vous-navez-pas-de-code-permanent-ou-si-vous-lavez-perdu/ "
    "(code permanent attribué par le Ministère; layout from memory)",
    r"[A-Z]{4}\d{8}",
    prefixless=True,
)
def ca_qc_code_permanent(g: _R):
    y, m, d = _dob(g, 1990, 2012)
    last = g.r.choice(["TREMBLAY", "GAGNON", "BOUCHARD", "COTE", "LAVOIE", "OUELLET"])
    first = g.r.choice("AMJLSE")
    mm = m + (50 if g.r.random() < 0.5 else 0)
    code = f"{last[:3]}{first}{d:02d}{mm:02d}{y % 100:02d}{g.digits(2, False)}"
    text = (
        "Charlemagne - déclaration de l'effectif scolaire\n"
        f"<eleve><codePermanent>{code}</codePermanent><nom>{last.title()}</nom></eleve>\n"
    )
    return text, [code], code


@kind(
    "nz_national_student_number",
    "https://education.govt.nz/our-work/about-us/education-new-zealand/about-national-student-numbers ; "
    "http://www.education.govt.nz/school/managing-and-supporting-students/national-student-number-nsn-for-schools/",
    r"\d{9}",
    prefixless=True,
)
def nz_nsn(g: _R):
    nsn = g.digits(9)
    text = (
        "NCEA entries upload failed: 1 error\n"
        f"  line 3: NSN {nsn} (Tama Ngata-Rewi, DOB 2008-02-11) does not match ENROL\n"
    )
    return text, [nsn], nsn


@kind(
    "au_visa_grant_number",
    "https://www.service.nsw.gov.au/transaction/check-visa-entitlements-and-conditions ; "
    "http://www.homeaffairs.gov.au/Busi/Visa/visa-holders-using-vevo (Visa Grant Number, 13 digits)",
    r"\d{13}",
    prefixless=True,
)
def au_visa_grant(g: _R):
    n = g.digits(13)
    text = (
        "vevo_check.py --grant " + n + " --passport E88213094 --dob 1994-08-23\n"
        "status: In Effect  subclass: 482  conditions: 8107\n"
    )
    return text, [n], n


@kind(
    "il_idf_mispar_ishi",
    "from memory: IDF personal number (מספר אישי), 7 digits on the military ID",
    r"\d{7}",
    prefixless=True,
)
def il_idf(g: _R):
    n = g.digits(7)
    text = f"פנייה #3312 - מילואים\nשם: נועה כהן\nמספר אישי: {n}\nיחידה: 8200\n"
    return text, [n], n


@kind(
    "us_tx_driver_license_dps",
    "from memory: Texas DPS driver licence number, 8 digits",
    r"\d{8}",
    prefixless=True,
)
def us_tx_dl(g: _R):
    n = g.digits(8, False)
    text = (
        "applicants = [\n"
        f'    Applicant(name="Rosa Delgado", tx_dl="{n}", dl_state="TX", dob=date(1988, 5, 17)),\n'
        "]\n"
    )
    return text, [n], n


# -- professional registries and health -----------------------------------------------------


@kind(
    "au_medicare_provider_number",
    "find_string YXWTLKJHFBA: clearwater.com.au/code/provider (stem, location char, check char; weights 3 5 8 4 2 1, location*6, mod 11)",
    r"\d{6}[0-9A-HJ-NP-RT-Y][YXWTLKJHFBA]",
    prefixless=True,
)
def au_provider(g: _R):
    loc_table = "0123456789ABCDEFGHJKLMNPQRTUVWXY"
    stem = g.digits(6)
    loc = g.r.randint(0, len(loc_table) - 1)
    total = sum(int(c) * w for c, w in zip(stem, (3, 5, 8, 4, 2, 1), strict=True)) + loc * 6
    n = f"{stem}{loc_table[loc]}{'YXWTLKJHFBA'[total % 11]}"
    text = (
        "claims_batch_0419.log\n"
        f"ERROR referral rejected: servicing provider {n} (Dr Rebecca Nguyen) not at location\n"
    )
    return text, [n], n


@kind(
    "ch_gln_medreg_person",
    "https://www.bag.admin.ch/bag/de/home/berufe-im-gesundheitswesen/medizinalberufe/medizinalberuferegister-medreg/haeufige-fragen-zum-medreg.html "
    "(GLN als Personenidentifikator; GS1 mod-10 check from memory)",
    r"7601\d{9}",
    prefixless=True,
)
def ch_gln(g: _R):
    body = "7601" + g.r.choice(["000", "001", "003"]) + g.digits(5, False)
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    gln = body + str((10 - s % 10) % 10)
    text = (
        '<invoice:biller ean_party="' + gln + '" zsr="H123456">\n'
        '  <invoice:person salutation="Frau"><invoice:familyname>Brunner</invoice:familyname></invoice:person>\n'
    )
    return text, [gln], gln


@kind(
    "nl_agb_code_zorgverlener",
    "https://www.zzp-erindezorg.nl/blog/agb-code-aanvragen-en-de-zzper-in-de-zorg-hoe-zit-het (8 cijfers, persoonlijk begint met 91) ; "
    "https://www.vektis.nl/agb-register/starter-in-de-zorg",
    r"91\d{6}",
    prefixless=True,
)
def nl_agb(g: _R):
    n = "91" + g.digits(6, False)
    text = f"declaratie.json\n{json.dumps({'zorgverlenerAgb': n, 'naam': 'S. de Groot-Bakker', 'prestatie': 'GGZ-01'})}\n"
    return text, [n], n


@kind(
    "es_nuhsa_andalucia",
    "https://en.wikiteka.com/document/mds-data-fields-sspa-hospital-records (NUHSA: AN + 10 digits)",
    r"AN\d{10}",
)
def es_nuhsa(g: _R):
    n = "AN" + g.digits(10, False)
    text = f"MSH|^~\\&|DIRAYA|SAS\nPID|||{n}^^^NUHSA||ROMERO^CARMEN^^^^^L||19750912|F\n"
    return text, [n], n


@kind(
    "es_andalucia_codigo_numerico_personal_sanitario",
    "https://elmedicointeractivo.com/andalucia-nuevo-codigo-numerico-personal-identificar-profesionales-sanitarios-asignara-septiembre-20110824143246036710/ "
    "(11 dígitos: 2 organismo, 7 personales, 2 control)",
    r"\d{11}",
    prefixless=True,
)
def es_andalucia_cnp(g: _R):
    n = g.r.choice(["10", "20", "30"]) + g.digits(7) + g.digits(2, False)
    text = f"receta_oficial.txt\nFacultativo: Dr. Ángel Marín Ruiz\nCódigo numérico personal: {n}\nColegiado: no\n"
    return text, [n], n


@kind(
    "it_codice_stp",
    "http://wiki.inmp.it/wiki/index.php/STP_Code (STP + 3 ISTAT regione + 3 ASL + 7 progressivo = 16)",
    r"STP\d{13}",
)
def it_stp(g: _R):
    n = f"STP{g.r.choice(['120', '030', '150', '190', '010'])}{g.r.randint(101, 320):03d}{g.digits(7, False)}"
    text = f"ricetta_dematerializzata: assistito={n} esenzione=X01\nnote: straniero temporaneamente presente, rinnovo 6 mesi\n"
    return text, [n], n


@kind(
    "za_hpcsa_registration_number",
    "from memory: HPCSA register number, profession code (MP medical practitioner) + 7 digits",
    r"MP\d{7}",
    prefixless=True,
)
def za_hpcsa(g: _R):
    n = "MP" + g.digits(7, False)
    text = (
        f"practitioners.yml\n- name: Dr Thandiwe Nkosi\n  hpcsa: {n}\n  practice_number: '0{g.digits(6)}'\n"
    )
    return text, [n], n


@kind(
    "mx_cedula_profesional_sep",
    "https://infocedula.com/cedula-profesional/numeros-cedula-profesional (7 u 8 dígitos) ; "
    "https://politica.expansion.mx/mexico/2025/10/08/constancia-de-situacion-profesional",
    r"\d{7,8}",
    prefixless=True,
)
def mx_cedula_prof(g: _R):
    n = g.digits(g.r.choice([7, 8]))
    text = (
        "<!-- footer de la receta -->\n"
        f"<p>Dra. Ximena Villaseñor Ortiz · Médico Cirujano · Céd. Prof. {n} · UNAM</p>\n"
    )
    return text, [n], n


@kind(
    "in_bar_council_advocate_code",
    "https://ezylegal.in/blogs/how-do-i-find-my-advocate-code (state / enrolment number / year, e.g. D/1984/2021)",
    r"[A-Z]{1,3}/\d{2,5}/\d{4}",
    prefixless=True,
)
def in_advocate(g: _R):
    n = f"{g.r.choice(['D', 'MAH', 'KAR', 'TN', 'UP', 'K'])}/{g.r.randint(100, 99999)}/{g.r.randint(1995, 2024)}"
    text = (
        f"vakalatnama.txt\nAdvocate: Ms. Radhika Venkataraman\nEnrolment No.: {n}\nMobile: +91 98450 12345\n"
    )
    return text, [n], n.replace("/", "-")


# -- court and case numbers -----------------------------------------------------------------


@kind(
    "br_processo_cnj_numeracao_unica",
    "https://cia.tjmt.jus.br/Publico/ConsultaPublica/Index.aspx ; https://www.laborcalc.com.br/blog/page/6 "
    "(NNNNNNN-DD.AAAA.J.TR.OOOO, DD por Módulo 97 Base 10, ISO 7064)",
    r"\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}",
    prefixless=True,
)
def br_cnj(g: _R):
    n, a = g.digits(7, False), str(g.r.randint(2010, 2025))
    j, tr, o = g.r.choice("4568"), f"{g.r.randint(1, 27):02d}", g.digits(4, False)
    dd = 98 - (int(n + a + j + tr + o) * 100) % 97
    num = f"{n}-{dd:02d}.{a}.{j}.{tr}.{o}"
    text = f"Intimação PJe\nProcesso: {num}\nAutor: Luiz Fernando Tavares\nRéu: Banco XPTO S.A.\n"
    return text, [num], num


@kind(
    "co_cui_radicado_proceso_judicial",
    "https://www.ramajudicial.gov.co/web/consejo-seccional-de-la-judicatura-de-risaralda/protocolo-para-documentos-electr%C3%B3nicos "
    "(Código Único de Identificación de 23 dígitos)",
    r"\d{23}",
    prefixless=True,
)
def co_cui(g: _R):
    n = (
        g.r.choice(["11001", "05001", "76001", "08001", "66001"])
        + g.r.choice(["31", "40", "41", "33"])
        + g.r.choice(["03", "05", "10", "89"])
        + f"{g.r.randint(1, 40):03d}"
        + str(g.r.randint(2015, 2025))
        + g.digits(5, False)
        + g.r.choice(["00", "01"])
    )
    text = f"mkdir -p expedientes/{n}/01PrimeraInstancia\n# demandante: Yeison Andrés Mosquera\n"
    return text, [n], n


@kind(
    "in_ecourts_cnr_number",
    "https://whatis.in/what-is-cnr-number ; https://pucar.gitbook.io/dristi/dristi-platform/architecture/architectural-and-design-decisions/case-numbering/cnr-number",
    r"[A-Z]{4}\d{12}",
    prefixless=True,
)
def in_cnr(g: _R):
    n = g.r.choice(["DLHC", "MHPU", "KABL", "UPLK", "TNCH", "PBJL"])
    n += f"{g.r.randint(1, 30):02d}{g.digits(6, False)}{g.r.randint(2008, 2025)}"
    text = f"ecourts-cli status --cnr {n}\nPetitioner: Smt. Lakshmi Narayanan  Next hearing: 14-08-2025\n"
    return text, [n], n


@kind(
    "cn_court_case_anhao",
    "https://m.110ask.com/zhishi/1852537004218972867.html (《关于人民法院案件案号的若干规定》: (收案年度)+法院代字+类型代字+案件编号+号)",
    r"（\d{4}）[\u4e00-\u9fff]\d{4}[\u4e00-\u9fff]{1,2}\d+号",
    prefixless=True,
)
def cn_anhao(g: _R):
    year, court = g.r.randint(2016, 2025), g.r.choice(["京0105", "沪0115", "粤0305", "浙0106"])
    typ, no = g.r.choice(["民初", "民终", "执", "刑初"]), g.r.randint(100, 99999)
    n = f"（{year}）{court}{typ}{no}号"
    text = f"判决书 OCR：\n{n}\n原告：王建国，男，汉族\n"
    return text, [n], f"{year}-{court[1:]}-{no}"


@kind(
    "jp_court_jiken_bango",
    "https://enpedia.rxy.jp/wiki/事件番号 ; https://nishino-law.com/publics/index/117/detail=1/b_id=194/r_id=10990",
    r"令和\d{1,2}年\((ワ|ネ|ハ|家イ)\)第\d+号",
    prefixless=True,
)
def jp_jiken(g: _R):
    yr, sym, no = g.r.randint(1, 7), g.r.choice(["ワ", "ネ", "ハ", "家イ"]), g.r.randint(100, 29999)
    n = f"令和{yr}年({sym})第{no}号"
    text = f"期日呼出状\n事件番号 {n} 損害賠償請求事件\n原告 鈴木一郎\n"
    return text, [n], f"R{yr}-{no}"


@kind(
    "kr_court_sageon_beonho",
    "https://m.imaeil.com/page/view/2014021111024091802 ; https://legitlaw.co.kr/ (연도+사건부호+일련번호)",
    r"\d{4}(가합|가단|가소|고합|고단|드단|나)\d+",
    prefixless=True,
)
def kr_sageon(g: _R):
    roman = {
        "가합": "gahap",
        "가단": "gadan",
        "가소": "gaso",
        "고합": "gohap",
        "고단": "godan",
        "드단": "deudan",
    }
    yr, sym, no = g.r.randint(2015, 2025), g.r.choice(sorted(roman)), g.r.randint(1000, 99999)
    n = f"{yr}{sym}{no}"
    text = f"[민원] 서울중앙지방법원 {n} 사건 기일 변경 요청합니다. 원고 박지훈\n"
    return text, [n], f"{yr}{roman[sym]}{no}"


@kind(
    "ru_arbitrazh_delo_nomer",
    "https://base.garant.ru/69417520/ (Дело N А40-83400/2023) ; https://lawnotes.ru/sudpraktika/arbitrazh/",
    r"А\d{2}-\d{3,6}/\d{4}",
    prefixless=True,
)
def ru_arbitrazh(g: _R):
    n = f"А{g.r.choice(['40', '56', '41', '60', '76', '32'])}-{g.r.randint(1000, 299999)}/{g.r.randint(2015, 2025)}"
    text = f"Определение по делу № {n}\nИстец: ИП Смирнова Ольга Викторовна (ИНН скрыт)\n"
    return text, [n], n.replace("А", "A").replace("/", "-")


@kind(
    "ua_court_sprava_nomer",
    "https://clarity-project.info/court/decision/131225713 (Провадження № 22-ц/803/6743/25 Справа № 209/1094/25)",
    r"\d{3}/\d{2,6}/\d{2}",
    prefixless=True,
)
def ua_sprava(g: _R):
    yy = g.r.randint(18, 25)
    n = f"{g.r.randint(100, 910)}/{g.r.randint(100, 99999)}/{yy}"
    prov = f"22-ц/{g.r.randint(800, 830)}/{g.r.randint(100, 9999)}/{yy}"
    text = f"Справа № {n}\nПровадження № {prov}\nПозивач: Коваленко Ірина Петрівна\n"
    return text, [n, prov], n.replace("/", "-")


@kind(
    "us_pacer_case_number",
    "https://www.butlersnow.com/2020/11/i-dont-always-notice-the-case-number-but-when-i-do-i-dont-know-what-it-means/",
    r"\d:\d{2}-(cv|cr|mc)-\d{5}-[A-Z]{2,3}(-[a-z]{2,3})?",
    prefixless=True,
)
def us_pacer(g: _R):
    n = f"{g.r.randint(1, 5)}:{g.r.randint(15, 25)}-{g.r.choice(['cv', 'cr'])}-{g.digits(5, False)}-{g.s(3, string.ascii_uppercase)}"
    text = f"Case {n}     Document 12     Filed 03/04/24     Page 1 of 9\nUNITED STATES v. DARNELL K. HOBBS\n"
    return text, [n], n.replace(":", "-")


@kind(
    "de_aktenzeichen_zivilgericht",
    "https://www.gerichtsaktenzeichen.de/aufbau-der-gerichtsaktenzeichen/ ; http://ra-assistent.de/asData/Aktenzeichen.htm",
    r"\d{1,3} (O|C|S|F) \d{1,5}/\d{2}",
    prefixless=True,
)
def de_az(g: _R):
    n = f"{g.r.randint(1, 120)} {g.r.choice('OCSF')} {g.r.randint(10, 9999)}/{g.r.randint(15, 25)}"
    text = f"Betreff: Ihr Zeichen {n} – Räumungsklage ./. Herrn Kai-Uwe Brandstätter\n"
    return text, [n], n.replace(" ", "_").replace("/", "-")


@kind(
    "th_court_black_case_number",
    "from memory: Thai court black/red case numbers (คดีหมายเลขดำ/แดง) prefix.number/Buddhist-era year",
    r"(ผบ|พ|อ|ย)\.\d{1,5}/25\d{2}",
    prefixless=True,
)
def th_black(g: _R):
    pre, no, yr = g.r.choice(["ผบ", "พ", "อ", "ย"]), g.r.randint(100, 29999), g.r.randint(2560, 2568)
    n = f"{pre}.{no}/{yr}"
    text = f"คดีหมายเลขดำที่ {n}\nโจทก์ นายสมชาย ใจดี\n"
    return text, [n], f"{no}-{yr}"


@kind(
    "id_nomor_perkara_pengadilan",
    "from memory: Indonesian court case register number nomor/jenis/tahun/pengadilan",
    r"\d{1,4}/Pdt\.(G|P)/\d{4}/PN [A-Za-z. ]+",
    prefixless=True,
)
def id_perkara(g: _R):
    n = f"{g.r.randint(1, 1999)}/Pdt.{g.r.choice('GP')}/{g.r.randint(2015, 2025)}/PN {g.r.choice(['Jkt.Sel', 'Bdg', 'Sby', 'Mdn'])}"
    text = f"Relaas panggilan sidang\nNomor perkara: {n}\nPenggugat: Siti Rahmawati\n"
    return text, [n], n.split("/")[0] + "-" + n.split("/")[2]


@kind(
    "pt_processo_citius_numero",
    "from memory: Portuguese court process number nnnn/aa.dTccccc (Citius)",
    r"\d{1,6}/\d{2}\.\d[A-Z]\d[A-Z]{3,4}",
    prefixless=True,
)
def pt_citius(g: _R):
    n = f"{g.r.randint(10, 99999)}/{g.r.randint(15, 25)}.{g.r.randint(0, 9)}T8{g.r.choice(['LSB', 'PRT', 'BRG', 'CBR'])}"
    text = f"Citius: notificação\nProcesso n.º {n}\nRequerente: Maria do Carmo Antunes\n"
    return text, [n], n.replace("/", "-")


@kind(
    "pl_sygnatura_akt_sadu",
    "from memory: Polish court file signature (wydział, repertorium, numer/rok)",
    r"[IVX]{1,4} (C|Ca|K|RC|Ns) \d{1,5}/\d{2}",
    prefixless=True,
)
def pl_sygn(g: _R):
    n = f"{g.r.choice(['I', 'II', 'III', 'IV', 'XV'])} {g.r.choice(['C', 'Ca', 'K', 'RC', 'Ns'])} {g.r.randint(10, 9999)}/{g.r.randint(15, 25)}"
    text = f"Sygn. akt {n}\nWEZWANIE dla: Tomasz Wiśniewski, ul. Lipowa 7, 31-000 Kraków\n"
    return text, [n], n.replace(" ", "_").replace("/", "-")


@kind(
    "es_nig_numero_identificacion_general",
    "from memory: Spanish NIG, 19 digits (municipio INE 5 + órgano 2 + jurisdicción 1 + año 4 + número 7)",
    r"\d{19}",
    prefixless=True,
)
def es_nig(g: _R):
    n = g.r.choice(["28079", "08019", "41091", "46250"]) + g.r.choice(["42", "43", "44"]) + g.r.choice("1234")
    n += str(g.r.randint(2015, 2025)) + g.digits(7, False)
    text = f"Juzgado de Primera Instancia nº 5\nN.I.G.: {n}\nDemandado: D. Íñigo Etxeberria Ruiz\n"
    return text, [n], n


# -- bank accounts and cards -------------------------------------------------------------------


@kind(
    "iban_cr_sinpe_transferencia",
    "https://github.com/skwasjer/IbanNet (SupportedRegions.md: CR 22, CR05 0152 0200 1026 2840 66)",
    r"CR\d{20}",
)
def iban_cr(g: _R):
    iban = _iban("CR", "0" + g.r.choice(["152", "151", "102", "815"]) + g.digits(14, False))
    text = f"SINPE: transferencia a {iban} (Andrea Solís Vargas) por ₡45 000 rechazada: cuenta inactiva\n"
    return text, [iban], iban


@kind(
    "iban_jo_cliq_payout",
    "https://github.com/skwasjer/IbanNet (SupportedRegions.md: JO 30) ; Adyen IbanInput/specifications.ts",
    r"JO\d{2}[A-Z]{4}\d{4}[A-Z0-9]{18}",
)
def iban_jo(g: _R):
    iban = _iban("JO", g.r.choice(["CBJO", "ARAB", "HBHO", "JKBA"]) + "0010" + "0000" + g.digits(14, False))
    text = (
        f"payout_request.json\n{json.dumps({'beneficiary': 'Rami Haddad', 'iban': iban, 'rail': 'CliQ'})}\n"
    )
    return text, [iban], iban


@kind(
    "iban_qa_salary_file",
    "https://github.com/skwasjer/IbanNet (SupportedRegions.md: QA 29) ; Adyen IbanInput/specifications.ts",
    r"QA\d{2}[A-Z]{4}[A-Z0-9]{21}",
)
def iban_qa(g: _R):
    iban = _iban("QA", g.r.choice(["QNBA", "DOHB", "CBQA", "QISB"]) + "000000" + g.digits(15, False))
    text = f"WPS,EMP-2231,Sunil Perera,{iban},8500.00,QAR\n"
    return text, [iban], iban


@kind(
    "iban_az_kapital_transfer",
    "https://github.com/skwasjer/IbanNet (SupportedRegions.md: AZ 28, AZ21 NABZ ...) ; epreviati/IbanLib AZ.cs",
    r"AZ\d{2}( [A-Z0-9]{4}){6}",
)
def iban_az(g: _R):
    iban = _iban("AZ", g.r.choice(["AIIB", "NABZ", "IBAZ", "PAHA"]) + "4006" + g.digits(16, False))
    text = f"Köçürmə: Alıcı: Leyla Məmmədova\nIBAN: {_group4(iban)}\nMəbləğ: 250 AZN\n"
    return text, [_group4(iban)], iban


@kind(
    "iban_gr_misthodosia",
    "https://github.com/skwasjer/IbanNet (SupportedRegions.md: GR 27, GR16 0110 1250 ...)",
    r"GR\d{25}",
)
def iban_gr(g: _R):
    iban = _iban("GR", g.r.choice(["011", "017", "026", "014"]) + g.digits(4, False) + g.digits(16, False))
    text = f"Μισθοδοσία Μαρτίου\nΔικαιούχος: Ελένη Παπαδοπούλου\nIBAN: {iban}\n"
    return text, [iban], iban


@kind(
    "iban_pt_nib_transferencia",
    "https://github.com/skwasjer/IbanNet (SupportedRegions.md: PT 25) (NIB check digits 98 - (19 digits * 100 mod 97), from memory)",
    r"PT50\d{21}",
)
def iban_pt(g: _R):
    core = g.r.choice(["0035", "0033", "0007", "0010"]) + g.digits(4, False) + g.digits(11, False)
    nib = core + f"{98 - (int(core) * 100) % 97:02d}"
    iban = _iban("PT", nib)
    text = f"MB WAY / transferência\nNIB: {nib}\nIBAN: {iban}\nTitular: Joana Faria Monteiro\n"
    return text, [iban, nib], iban


@kind(
    "card_napas_vietnam",
    "https://github.com/neopayvn/neopay-library (defined/bank.js: NAPAS BINs 9704xx, cardLength 16)",
    r"9704\d{12}",
)
def card_napas(g: _R):
    n = g.luhn(g.r.choice(["970436", "970418", "970407", "970422", "970405"]), 16)
    s = str(n)
    text = f"[VNPay IPN] vnp_CardNumber={s} vnp_BankCode=NCB vnp_ResponseCode=00 (Nguyễn Thị Hoa)\n"
    return text, [s], s, n


@kind(
    "card_shetab_iran",
    "https://github.com/mm580486/mellat (lib/mellat/plug/unique_bank_code.rb: 603799 Melli, 610433 Mellat ...)",
    r"(603799|610433|589210|627353|621986)\d{10}",
)
def card_shetab(g: _R):
    n = g.luhn(g.r.choice(["603799", "610433", "589210", "627353", "621986"]), 16)
    s = str(n)
    fa = _digits_to(" ".join(s[i : i + 4] for i in range(0, 16, 4)), _PERSIAN)
    text = f"تیکت ۸۸۲۱: کارت به کارت ناموفق\nشماره کارت: {fa}\ncard={s}\n"
    return text, [s, fa], s, n


@kind(
    "card_uatp_airline",
    'SimpleCardBrandUATP test (card_brand("1", 15) == :uatp) ; payment-card table culled from en.wikipedia.org/wiki/Payment_card_number',
    r"1\d{14}",
)
def card_uatp(g: _R):
    n = g.luhn("1" + g.r.choice(["100", "200", "920", "500"]), 15)
    s = str(n)
    text = f"FOP segment: FP CC UATP {s}/0427 *AIRPLUS* pax=LINDQVIST/ELSA MRS\n"
    return text, [s], s, n


@kind(
    "card_china_tunion",
    "payment-card table culled from en.wikipedia.org/wiki/Payment_card_number (China T-Union, IIN 31, length 19, luhn)",
    r"31\d{17}",
)
def card_tunion(g: _R):
    n = g.luhn("31" + g.digits(2, False), 19)
    s = str(n)
    text = f"交通联合卡充值记录\n卡号: {s}\n持卡人: 陈晓明\n"
    return text, [s], s, n


@kind(
    "card_afrigo_nigeria",
    "payment-card table culled from en.wikipedia.org/wiki/Payment_card_number (AfriGo, IIN 56445600, length 18)",
    r"56445600\d{10}",
)
def card_afrigo(g: _R):
    s = "56445600" + g.digits(10, False)
    text = f"paystack webhook: card.bin=564456 card.number={s} customer=Chinedu Okeke status=declined\n"
    return text, [s], s


# -- phone numbers ------------------------------------------------------------------------------


@kind(
    "phone_ci_orange_10_chiffres",
    "http://fr.wikipedia.org/wiki/Liste_des_indicatifs_t%C3%A9l%C3%A9phoniques_en_C%C3%B4te_d%27Ivoire ; "
    "https://newsgeek.ci/2020/07/28/telephonie-la-cote-divoire-bascule-a-10-chiffres-a-partir-du-31-janvier-2021",
    r"\+225 0[157] \d{2} \d{2} \d{2} \d{2}",
    prefixless=True,
)
def phone_ci(g: _R):
    d = g.digits(8, False)
    n = f"+225 {g.r.choice(['07', '05', '01'])} {d[:2]} {d[2:4]} {d[4:6]} {d[6:]}"
    text = f"Client: Aya Kouassi\nTél : {n}\nLivraison Cocody Riviera 3\n"
    return text, [n], n.replace(" ", "").lstrip("+")


@kind(
    "phone_iq_kurdish_eastern_digits",
    "from memory: Iraqi mobile +964 7xx xxx xxxx, written in Eastern Arabic digits in Sorani text",
    r"[٠-٩]{4} [٠-٩]{3} [٠-٩]{4}",
    prefixless=True,
)
def phone_iq(g: _R):
    latin = f"07{g.r.choice('5789')}{g.digits(1, False)} {g.digits(3, False)} {g.digits(4, False)}"
    east = _digits_to(latin, _EASTERN)
    text = f"داواکاری #٤١٢: تکایە پەیوەندیم پێوە بکەن\nژمارەی مۆبایل: {east}\nناو: هێمن عەزیز\n"
    return text, [east], "964" + latin.replace(" ", "")[1:]


@kind(
    "phone_mk_viber_cyrillic",
    "from memory: North Macedonian mobile +389 7x xxx xxx",
    r"\+389 7\d \d{3} \d{3}",
    prefixless=True,
)
def phone_mk(g: _R):
    n = f"+389 7{g.r.choice('0125678')} {g.digits(3, False)} {g.digits(3, False)}"
    text = f"Нарачка бр. 1182\nКупувач: Марија Стојановска\nТелефон (Viber): {n}\n"
    return text, [n], n.replace(" ", "").lstrip("+")


@kind(
    "phone_al_shqip_porosi",
    "from memory: Albanian mobile +355 6x xxx xxxx",
    r"\+355 6[6-9] \d{3} \d{4}",
    prefixless=True,
)
def phone_al(g: _R):
    n = f"+355 6{g.r.choice('6789')} {g.digits(3, False)} {g.digits(4, False)}"
    text = f"Porosi e re: Klienti Arbër Hoxha, tel. {n}, adresa Rruga e Kavajës 14, Tiranë\n"
    return text, [n], n.replace(" ", "").lstrip("+")


@kind(
    "phone_kg_mbank_transfer",
    "from memory: Kyrgyz mobile +996 5xx/7xx/2xx xxx xxx",
    r"\+996 [257]\d{2} \d{3} \d{3}",
    prefixless=True,
)
def phone_kg(g: _R):
    n = f"+996 {g.r.choice('257')}{g.digits(2, False)} {g.digits(3, False)} {g.digits(3, False)}"
    text = f"Перевод по номеру телефона\nПолучатель: Айгерим Т.\nНомер: {n}\nСумма: 1 500 сом\n"
    return text, [n], n.replace(" ", "").lstrip("+")


@kind(
    "phone_rw_mtn_momo",
    "from memory: Rwandan mobile +250 78x/79x/72x/73x xxx xxx",
    r"2507[2389]\d{7}",
    prefixless=True,
)
def phone_rw(g: _R):
    n = f"2507{g.r.choice('2389')}{g.digits(7, False)}"
    text = (
        "POST /collection/v1_0/requesttopay\n"
        + json.dumps({"amount": "5000", "currency": "RWF", "payer": {"partyIdType": "MSISDN", "partyId": n}})
        + "\n"
    )
    return text, [n], n


@kind(
    "phone_mo_macau_sms",
    "from memory: Macau mobile +853 6xxx xxxx",
    r"\+853 6\d{3} \d{4}",
    prefixless=True,
)
def phone_mo(g: _R):
    n = f"+853 6{g.digits(3, False)} {g.digits(4, False)}"
    text = f"預約確認 SMS 發送失敗: 收件人 {n} (何嘉欣) 代碼 21610\n"
    return text, [n], n.replace(" ", "").lstrip("+")


@kind(
    "phone_py_tigo_guarani",
    "from memory: Paraguayan mobile 09xx xxx xxx / +595 9xx",
    r"09[6-9]\d \d{3} \d{3}",
    prefixless=True,
)
def phone_py(g: _R):
    n = f"09{g.r.choice('6789')}{g.digits(1, False)} {g.digits(3, False)} {g.digits(3, False)}"
    text = f"Pedido #772: Cliente: Fátima Benítez, celular {n}, barrio San Vicente, Asunción\n"
    return text, [n], n.replace(" ", "").lstrip("+")


@kind(
    "phone_ps_jawwal",
    "from memory: Palestinian Jawwal mobile +970 59x xxx xxx",
    r"\+970 59\d \d{3} \d{3}",
    prefixless=True,
)
def phone_ps(g: _R):
    n = f"+970 59{g.digits(1, False)} {g.digits(3, False)} {g.digits(3, False)}"
    text = f"طلب توصيل: الاسم: ليلى عودة، الجوال: {n}، رام الله - الماصيون\n"
    return text, [n], n.replace(" ", "").lstrip("+")


@kind(
    "phone_play_console_contact_phone",
    "https://developers.google.cn/android-publisher/api-ref/rest/v3/edits.details (contactPhone, contactEmail)",
    r"\+\d{11,12}",
    prefixless=True,
)
def phone_play(g: _R):
    n = "+" + g.r.choice(["44", "61", "27", "64"]) + g.digits(g.r.choice([9, 10]), False)
    email = f"{g.r.choice(['lars', 'nomsa', 'aroha', 'wei'])}.{g.r.choice(['brandt', 'dube', 'tane'])}{g.digits(3)}@gmail.com"
    text = (
        "$ curl -s .../edits/1782/details\n"
        + json.dumps(
            {"defaultLanguage": "en-GB", "contactEmail": email, "contactPhone": n, "contactWebsite": ""}
        )
        + "\n"
    )
    return text, [n, email], n.lstrip("+")


# -- e-mail addresses --------------------------------------------------------------------------


def _mail(g: _R, given: str, family: str, domain: str) -> str:
    return f"{given}.{family}{g.digits(3, False)}@{domain}"


@kind(
    "email_chef_metadata_rb_maintainer",
    "https://docs.chef.io/workstation/cookstyle/chef_sharing_defaultmetadatamaintainer (maintainer_email)",
    r"[a-z.]+\d{3}@[a-z.-]+",
    prefixless=True,
)
def email_chef(g: _R):
    e = _mail(
        g,
        g.r.choice(["ingrid", "tomasz", "olu"]),
        g.r.choice(["falk", "nowak", "adeyemi"]),
        "fastmail.example",
    )
    text = f"name             'haproxy_edge'\nmaintainer       'Ingrid Falk'\nmaintainer_email '{e}'\nversion          '3.2.1'\n"
    return text, [e], e.split("@")[0]


@kind(
    "email_gentoo_metadata_xml_maintainer",
    'https://www.pypi.org/project/metagen/ ; https://chromium.googlesource.com/chromiumos/overlays/portage/ (metadata.xml <maintainer type="person">)',
    r"[a-z.+]+\d{3}@[a-z.-]+",
    prefixless=True,
)
def email_gentoo(g: _R):
    e = _mail(
        g,
        g.r.choice(["vladimir", "corentin", "mirela"]),
        g.r.choice(["ivanov", "labbe", "stan"]),
        "posteo.example",
    )
    text = (
        '<pkgmetadata>\n\t<maintainer type="person">\n'
        f"\t\t<email>{e}</email>\n\t\t<name>Vladimir Ivanov</name>\n\t</maintainer>\n</pkgmetadata>\n"
    )
    return text, [e], e.split("@")[0]


@kind(
    "email_alpine_apkbuild_maintainer",
    "https://www.kancloud.cn/imxieke/alpine/488842 (# Contributor/# Maintainer: Your Name <youremail@domain.com>) ; "
    "https://wiki.alpinelinux.org/wiki/APKBUILD_Reference",
    r"[a-z.]+\d{3}@[a-z.-]+",
    prefixless=True,
)
def email_alpine(g: _R):
    e = _mail(
        g,
        g.r.choice(["natanael", "kaisa", "jurgen"]),
        g.r.choice(["koppe", "ruohonen", "weber"]),
        "mailbox.example",
    )
    text = f"# Contributor: Kaisa Ruohonen <{e}>\n# Maintainer: Kaisa Ruohonen <{e}>\npkgname=tmux-resurrect\npkgver=4.0.0\n"
    return text, [e], e.split("@")[0]


@kind(
    "email_freebsd_port_makefile_maintainer",
    "https://docs.freebsd.org/en/books/porters-handbook/book/ (MAINTAINER) ; https://docs.huihoo.com/freebsd/en_us/2006/porters-handbook/quick-porting.html",
    r"[a-z.]+\d{3}@[a-z.-]+",
    prefixless=True,
)
def email_freebsd(g: _R):
    e = _mail(
        g,
        g.r.choice(["yasuhiro", "mathieu", "alina"]),
        g.r.choice(["kimura", "arnold", "voss"]),
        "freebsd.example",
    )
    text = f"PORTNAME=\tzellij\nDISTVERSION=\t0.41.2\nCATEGORIES=\tsysutils\n\nMAINTAINER=\t{e}\nCOMMENT=\tTerminal workspace\n"
    return text, [e], e.split("@")[0]


@kind(
    "email_appstream_update_contact",
    "https://gitlab.gnome.org/GNOME/evince/blob/8cc5b387b46650387f546001a24411a344ad95eb/backend/djvu/evince-djvudocument.metainfo.xml.in.in "
    "(freedesktop AppStream tag-update_contact)",
    r"[a-z.]+\d{3}@[a-z.-]+",
    prefixless=True,
)
def email_appstream(g: _R):
    e = _mail(
        g,
        g.r.choice(["germán", "sofia", "oskar"]).replace("á", "a"),
        g.r.choice(["poo", "lind", "berg"]),
        "gnome.example",
    )
    text = (
        '<component type="desktop-application">\n  <id>org.example.Notes</id>\n'
        f"  <update_contact>{e}</update_contact>\n  <developer_name>Sofia Lind</developer_name>\n"
    )
    return text, [e], e.split("@")[0]


@kind(
    "email_eai_arabic_local_part",
    "from memory: RFC 6531 SMTPUTF8 internationalised mailbox with an Arabic local part and IDN domain",
    r"[\u0600-\u06ff.]+\d{3}@[\u0600-\u06ff.]+",
    prefixless=True,
)
def email_eai_ar(g: _R):
    ar, lat = g.r.choice(
        [
            ("سارة.المنصوري", "sara.almansouri"),
            ("أحمد.الزهراني", "ahmed.alzahrani"),
            ("نورة.القحطاني", "noura.alqahtani"),
        ]
    )
    dd = g.digits(3, False)
    e = f"{ar}{dd}@بريد.السعودية"
    text = f"signup failed: 553 5.1.3 mailbox <{e}> requires SMTPUTF8\n"
    return text, [e], f"{lat}{dd}"


@kind(
    "email_eai_greek_local_part",
    "from memory: RFC 6531 internationalised mailbox in Greek script (IDN .ελ domain)",
    r"[α-ωά-ώ.]+\d{3}@[α-ωά-ώ.]+",
    prefixless=True,
)
def email_eai_el(g: _R):
    el, lat = g.r.choice(
        [
            ("γιώργος.παπαδάκης", "giorgos.papadakis"),
            ("μαρία.νικολάου", "maria.nikolaou"),
            ("ελένη.γεωργίου", "eleni.georgiou"),
        ]
    )
    dd = g.digits(3, False)
    e = f"{el}{dd}@ταχυδρομείο.ελ"
    text = f"users.csv: row 88 invalid email '{e}' (non-ASCII local part)\n"
    return text, [e], f"{lat}{dd}"


@kind(
    "email_eai_hangul_local_part",
    "from memory: RFC 6531 internationalised mailbox in Hangul (IDN .한국 domain)",
    r"[가-힣]+\d{3}@[가-힣.]+",
    prefixless=True,
)
def email_eai_ko(g: _R):
    ko, lat = g.r.choice(
        [
            ("김민준", "kim.minjun"),
            ("이서연", "lee.seoyeon"),
            ("박지호", "park.jiho"),
            ("최유나", "choi.yuna"),
        ]
    )
    dd = g.digits(3, False)
    e = f"{ko}{dd}@메일.한국"
    text = f"[알림] 비밀번호 재설정 메일 발송 실패 → {e}\n"
    return text, [e], f"{lat}{dd}"


# -- postal addresses --------------------------------------------------------------------------


@kind(
    "address_qa_zone_street_building",
    "https://www.iloveqatar.net/news/general/public-urged-to-remember-house-number (building, street and zone number; QARS blue plates)",
    r"Building \d{1,3}, Street \d{1,4}, Zone \d{1,2}",
    prefixless=True,
)
def addr_qa(g: _R):
    a = f"Building {g.r.randint(1, 250)}, Street {g.r.randint(100, 980)}, Zone {g.r.randint(13, 91)}"
    text = f'delivery_address: "{a}, Doha"\nrecipient: "Fatima Al-Kuwari"\n'
    return text, [a], a.replace(", ", "_").replace(" ", "")


@kind(
    "address_is_postnumer_heimilisfang",
    "https://www.geopostcodes.com/country/iceland/address-format/ ; https://dev2.pingen.com/en/address-formats/address-example-iceland",
    r"[A-ZÁÉÍÓÚÝÞÆÖa-záéíóúýþæöð]+ \d{1,3}, \d{3} [A-ZÁÉÍÓÚÝÞÆÖa-záéíóúýþæöð]+",
    prefixless=True,
)
def addr_is(g: _R):
    street = g.r.choice(
        ["Sunnubraut", "Tryggvagata", "Garðarsbraut", "Hringbraut", "Laugavegur", "Skólavörðustígur"]
    )
    town = g.r.choice(
        [("101", "Reykjavík"), ("220", "Hafnarfjörður"), ("600", "Akureyri"), ("640", "Húsavík")]
    )
    a = f"{street} {g.r.randint(1, 120)}, {town[0]} {town[1]}"
    text = f"Pöntun 4471\nViðtakandi: Sigríður Jónsdóttir\nHeimilisfang: {a}\n"
    return text, [a], _fold(a.split(",")[0]).replace(" ", "-") + "-" + town[0]


@kind(
    "address_ca_nu_inuktitut_syllabics",
    "from memory: Nunavut bilingual address, Inuktitut syllabics and Latin, postal codes X0A-X0C",
    r"ᐃᒡᓗ \d{3,4}, ᐃᖃᓗᐃᑦ, ᓄᓇᕗᑦ X0[ABC] \d[A-Z]\d",
    prefixless=True,
)
def addr_nu(g: _R):
    house = g.r.randint(100, 4999)
    pc = f"X0{g.r.choice('ABC')} {g.digits(1, False)}{g.r.choice('ABCEGHJ')}{g.digits(1, False)}"
    syl = f"ᐃᒡᓗ {house}, ᐃᖃᓗᐃᑦ, ᓄᓇᕗᑦ {pc}"
    lat = f"House {house}, Iqaluit NU {pc}"
    text = f"ᐊᑎᖓ / Name: ᓇᓗ ᑭᓐᓂᖅ (Nalu Kinniq)\n{syl}\n{lat}\n"
    return text, [syl, lat], pc.replace(" ", "")


@kind(
    "address_ma_tifinagh_amazigh",
    "from memory: Moroccan bilingual address in Tifinagh (Neo-Tifinagh) and French, 5-digit postal code",
    r"ⵓⵟⵟⵓⵏ \d+ [ⴰ-⵿ ]+, [ⴰ-⵿]+ \d{5}",
    prefixless=True,
)
def addr_ma(g: _R):
    n, pc = g.r.randint(1, 250), g.r.choice(["80000", "40000", "10000", "30000"])[:2] + g.digits(3, False)
    tif = f"ⵓⵟⵟⵓⵏ {n} ⴰⵖⴰⵔⴰⵙ ⵏ ⵜⵉⵣⵉ, ⴰⴳⴰⴷⵉⵔ {pc}"
    fr = f"N° {n} Rue Tizi, Agadir {pc}"
    text = f"ⴰⵏⵙⴰ / Adresse:\n{tif}\n{fr}\nDestinataire: Itto Ait Baha\n"
    return text, [tif, fr], f"Agadir-{pc}-{n}"


@kind(
    "address_cn_xj_uyghur_script",
    "from memory: Ürümqi address in Uyghur Arabic script with its Chinese form",
    r"[\u0600-\u06ff ]+\d+-قورۇ \d+-ئۆي",
    prefixless=True,
)
def addr_ug(g: _R):
    a, b = g.r.randint(1, 120), g.r.randint(101, 2508)
    ug = f"ئۈرۈمچى شەھىرى تەڭرىتاغ رايونى يەنئەن يولى {a}-قورۇ {b}-ئۆي"
    zh = f"乌鲁木齐市天山区延安路{a}号院{b}室"
    text = f"收件人 / تاپشۇرۇۋالغۇچى: ئايگۈل ئابدۇللا\n{ug}\n{zh}\n"
    return text, [ug, zh], f"Yanan-Road-{a}-{b}-Urumqi"


@kind(
    "address_iq_kurdish_sorani",
    "from memory: Erbil address in Sorani Kurdish with Eastern Arabic digits",
    r"هەولێر، گەڕەکی [\u0600-\u06ff]+، کۆڵانی [٠-٩]+، خانووی [٠-٩]+",
    prefixless=True,
)
def addr_ckb(g: _R):
    q, h = g.r.randint(1, 99), g.r.randint(1, 400)
    a = f"هەولێر، گەڕەکی {g.r.choice(['ئازادی', 'شۆڕش', 'کوردستان', 'ڕزگاری'])}، کۆڵانی {_digits_to(str(q), _EASTERN)}، خانووی {_digits_to(str(h), _EASTERN)}"
    text = f"ناونیشانی گەیاندن:\n{a}\nوەرگر: ڕێژین عومەر\n"
    return text, [a], f"Erbil-alley-{q}-house-{h}"


@kind(
    "address_mk_macedonian_cyrillic",
    "from memory: Skopje address in Macedonian Cyrillic (ул., бр., 4-digit postal code)",
    r"ул\. [\u0400-\u04ff ]+ бр\. \d+/\d+, \d{4} [\u0400-\u04ff]+",
    prefixless=True,
)
def addr_mk(g: _R):
    a = f"ул. {g.r.choice(['Македонија', 'Партизанска', 'Гоце Делчев', 'Илинденска'])} бр. {g.r.randint(1, 180)}/{g.r.randint(1, 30)}, {g.r.choice(['1000 Скопје', '7000 Битола', '6000 Охрид'])}"
    text = f"Адреса за достава: {a}\nПримач: Елена Трајковска\n"
    return (
        text,
        [a],
        "Skopje-" + "-".join(x for x in a.replace("/", " ").replace(",", " ").split() if x.isdigit()),
    )


# -- dates of birth ----------------------------------------------------------------------------


@kind(
    "dob_aamva_pdf417_dbb",
    "https://github.com/benhovinga/aamva_barcode_library (README: DBB06061986, AAMVA 2020 DL/ID Annex D)",
    r"\d{8}",
    prefixless=True,
)
def dob_aamva(g: _R):
    y, m, d = _dob(g)
    v = f"{m:02d}{d:02d}{y}"
    text = f"@\n\x1e\rANSI 636000100102DL00410278ZV03190008DLDAQT{g.digits(8)}\nDBD06062019\nDBB{v}\nDBA12102027\nDBC2\n"
    return text, [v], v


@kind(
    "dob_sas_datetime_value",
    "https://support.sas.com/training/tutorial/sas94/m13_1.htm (SAS datetime: seconds since January 1, 1960)",
    r"\d{9,10}",
    prefixless=True,
)
def dob_sas(g: _R):
    y, m, d = _dob(g, 1966, 2005)
    days = _days_from_civil(y, m, d) - _days_from_civil(1960, 1, 1)
    secs = str(days * 86400)
    date9 = f"{d:02d}{_MONTHS_EN[m - 1]}{y}"
    text = (
        "NOTE: Variable birth_dttm is numeric.\n"
        f"subject_id=P-1043 birth_dttm={secs} birth_date={date9}\n"
        "NOTE: There were 1 observations read from the data set WORK.DM.\n"
    )
    return text, [secs, date9], secs


def _days_from_civil(y: int, m: int, d: int) -> int:
    y -= m <= 2
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


@kind(
    "dob_ibm_i_cyymmdd",
    "https://github.com/AbsaOSS/spark-data-standardization/issues/64 (cyyMMdd, 0 = 19xx, 1 = 20xx) ; "
    "https://support.sas.com/documentation/cdl/en/leforinforref/64790/HTML/default/p0e6b8gklzj0rqn19zpslc4m34qz.htm",
    r"[01]\d{6}",
    prefixless=True,
)
def dob_cyymmdd(g: _R):
    y, m, d = _dob(g)
    v = f"{0 if y < 2000 else 1}{y % 100:02d}{m:02d}{d:02d}"
    text = f"> SELECT CUSNO, CUNAME, BIRTHD FROM CUSMST WHERE CUSNO = 40417\n   40417  KOWALSKI, ANNA M       {v}\n"
    return text, [v], v


@kind(
    "dob_google_type_date_json",
    "https://googleapis.github.io/common-protos-java/1.14.0/apidocs/com/google/type/Date.html (a whole calendar date, e.g. date of birth)",
    r"\"year\": \d{4}, \"month\": \d{1,2}, \"day\": \d{1,2}",
    prefixless=True,
)
def dob_gtype(g: _R):
    y, m, d = _dob(g)
    v = f'"year": {y}, "month": {m}, "day": {d}'
    text = '{"person": {"displayName": "Hana Vesela", "birthDate": {' + v + "}}}\n"
    return text, [v], f"{y}-{m:02d}-{d:02d}"


@kind(
    "dob_korean_dangi_era",
    "https://jaturitube.tistory.com/418 (서기력 = 단기력 - 2333년) ; https://select-helpers.com/ (단기 1년 = 기원전 2333년)",
    r"단기 4\d{3}년 \d{1,2}월 \d{1,2}일",
    prefixless=True,
)
def dob_dangi(g: _R):
    y, m, d = _dob(g, 1935, 1961)
    v = f"단기 {y + 2333}년 {m}월 {d}일"
    text = f"[구 호적 등본 OCR]\n성명: 홍길순\n출생: {v}생\n"
    return text, [v], f"dangi{y + 2333}-{m:02d}-{d:02d}"


@kind(
    "dob_kollam_era_malayalam",
    "https://en.wikipedia.org/wiki/Malayalam_calendar (Kollam Era from 825 CE; Chingam first month)",
    r"കൊല്ലവർഷം 1[01]\d{2} [\u0d00-\u0d7f]+ \d{1,2}",
    prefixless=True,
)
def dob_kollam(g: _R):
    months = [
        "ചിങ്ങം",
        "കന്നി",
        "തുലാം",
        "വൃശ്ചികം",
        "ധനു",
        "മകരം",
        "കുംഭം",
        "മീനം",
        "മേടം",
        "ഇടവം",
        "മിഥുനം",
        "കർക്കടകം",
    ]
    yr, mi, dd = g.r.randint(1110, 1180), g.r.randint(0, 11), g.r.randint(1, 30)
    v = f"കൊല്ലവർഷം {yr} {months[mi]} {dd}"
    text = f"ജാതകം (horoscope) - ജനനം: {v}\nപേര്: അനു രാധാകൃഷ്ണൻ\n"
    return text, [v], f"ME{yr}-{mi + 1:02d}-{dd:02d}"


@kind(
    "dob_edifact_paxlst_dtm329",
    "https://www.truugo.com/edifact/d05b/paxlst/ (PAXLST message; DTM qualifier 329 date of birth from memory)",
    r"DTM\+329:\d{6}",
    prefixless=True,
)
def dob_paxlst(g: _R):
    y, m, d = _dob(g)
    v = f"{y % 100:02d}{m:02d}{d:02d}"
    last, first = (
        g.r.choice(["ABERNATHY", "OYELARAN", "SZABO", "MOREAU"]),
        g.r.choice(["CLAIRE", "TUNDE", "ZSOFIA"]),
    )
    text = f"NAD+FL+++{last}:{first}'\nATT+2++F'\nDTM+329:{v}'\nLOC+178+LHR'\n"
    return text, [f"DTM+329:{v}", f"{last}:{first}"], f"dtm329-{v}"


@kind(
    "dob_dicom_patient_birth_date",
    "from memory: DICOM (0010,0030) PatientBirthDate, VR DA (YYYYMMDD), as dcmdump prints it",
    r"\d{8}",
    prefixless=True,
)
def dob_dicom(g: _R):
    y, m, d = _dob(g)
    v = f"{y}{m:02d}{d:02d}"
    last = g.r.choice(["Okoro", "Lindgren", "Takeda", "Barros"])
    text = f"(0010,0010) PN [{last}^Miriam]                      #  14, 1 PatientName\n(0010,0030) DA [{v}]                          #   8, 1 PatientBirthDate\n"
    return text, [v, f"{last}^Miriam"], v


@kind(
    "dob_mongodb_canonical_extended_json",
    'from memory: MongoDB Extended JSON v2 canonical date {"$date": {"$numberLong": "<millis>"}}',
    r"\d{11,12}",
    prefixless=True,
)
def dob_mongo(g: _R):
    y, m, d = _dob(g, 1972, 2000)
    ms = str((_days_from_civil(y, m, d)) * 86_400_000)
    text = (
        'mongoexport: {"_id":{"$oid":"65f0c2"},"name":"Ravi Menon","dob":{"$date":{"$numberLong":"'
        + ms
        + '"}}}\n'
    )
    return text, [ms], ms


# -- devices, accounts, coordinates, names ------------------------------------------------


@kind(
    "device_vscode_telemetry_machine_id",
    "https://github.com/microsoft/vscode/issues/61562 (telemetry.machineId in storage.json) ; https://github.com/microsoft/vscode/issues/8688",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def dev_vscode(g: _R):
    mid, dev = g.s(64, HEX), g.uuid()
    text = (
        '$ cat ~/.config/Code/User/globalStorage/storage.json | jq \'{"telemetry.machineId", "telemetry.devDeviceId"}\'\n'
        + json.dumps({"telemetry.machineId": mid, "telemetry.devDeviceId": dev}, indent=2)
        + "\n"
    )
    return text, [mid, dev], mid


@kind(
    "device_macos_ioreg_platform_uuid",
    "https://super-unix.com/askdifferent/macos-wheres-the-serial-number-of-a-mac-located-in-the-storage-or-in-the-firmware ; "
    "https://taourl.com/read-3330938.html (ioreg -rd1 -c IOPlatformExpertDevice)",
    r"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}",
    prefixless=True,
)
def dev_ioreg(g: _R):
    u = g.uuid().upper()
    serial = g.r.choice(["C02", "FVF", "C17"]) + g.s(9, UPPER_DIGITS)
    text = (
        "$ ioreg -rd1 -c IOPlatformExpertDevice | grep -E 'UUID|Serial'\n"
        f'    "IOPlatformSerialNumber" = "{serial}"\n    "IOPlatformUUID" = "{u}"\n'
    )
    return text, [u, serial], u


@kind(
    "device_smartctl_serial_wwn",
    "https://pastebin.com/5ErUnut6 (smartctl -i: Serial Number, LU WWN Device Id) ; https://gist.github.com/4159832",
    r"WD-W[A-Z0-9]{10}",
    prefixless=True,
)
def dev_smart(g: _R):
    serial = "WD-W" + g.s(10, UPPER_DIGITS)
    wwn = f"5 0014ee {g.s(9, HEX)}"
    text = (
        "=== START OF INFORMATION SECTION ===\nModel Family:     Western Digital Black Mobile\n"
        f"Serial Number:    {serial}\nLU WWN Device Id: {wwn}\nFirmware Version: 01.01A01\n"
    )
    return text, [serial, wwn], serial


@kind(
    "device_xbox_live_xuid",
    "https://learn.microsoft.com/en-us/gaming/gdk/docs/reference/live/rest/json/json-userclaims ; "
    "https://learn.microsoft.com/en-us/windows/uwp/xbox-live/xbox-live-rest/uri/profilev2/uri-usersbatchprofilesettingspost",
    r"253\d{13}",
    prefixless=True,
)
def dev_xuid(g: _R):
    xuid = "2533274" + g.digits(9, False)
    tag = _tag(g)
    text = (
        "[xbl] profile/settings 200\n"
        + json.dumps({"profileUsers": [{"id": xuid, "settings": [{"id": "Gamertag", "value": tag}]}]})
        + "\n"
    )
    return text, [xuid, tag], xuid


@kind(
    "device_nintendo_switch_friend_code",
    "https://venturebeat.com/2017/03/02/nintendo-switch-uses-friend-codes-and-im-checking-to-make-sure-its-still-2017/ ; "
    "https://www.rickyspears.com/how-to/add-friends-on-nintendo-switch/",
    r"SW-\d{4}-\d{4}-\d{4}",
)
def dev_switch(g: _R):
    n = f"SW-{g.digits(4, False)}-{g.digits(4, False)}-{g.digits(4, False)}"
    text = f"discord bot: !fc set {n}\n> saved friend code for @mika_ilves\n"
    return text, [n], n


@kind(
    "user_mysql_show_processlist",
    "https://mariadb.com/docs/server/reference/sql-statements/administrative-sql-statements/show/show-processlist ; "
    "https://dev.mysql.com/doc/mysql/en/information-schema-processlist-table.html",
    r"[a-z.]+\d{1,2}",
    prefixless=True,
)
def user_mysql(g: _R):
    u = _user(g)
    text = (
        "mysql> SHOW PROCESSLIST;\n+-------+-----------------+-----------------+---------+---------+------+\n"
        "| Id    | User            | Host            | db      | Command | Time |\n"
        f"| 58211 | {u:<15} | 10.2.4.17:51842 | billing | Sleep   |  412 |\n"
    )
    return text, [u], u


@kind(
    "user_lsf_bjobs_listing",
    "https://tin6150.github.io/psg/3rdParty/lsf4_userGuide/07-tracking.html (bjobs: JOBID USER STAT QUEUE FROM_HOST EXEC_HOST)",
    r"[a-z.]+\d{1,2}",
    prefixless=True,
)
def user_bjobs(g: _R):
    u = _user(g)
    text = f"$ bjobs -u all\nJOBID   USER       STAT  QUEUE     FROM_HOST   EXEC_HOST   JOB_NAME   SUBMIT_TIME\n88213   {u:<10} RUN   priority  login02     cn0417      relax_md   Mar 22 13:51\n"
    return text, [u], u


@kind(
    "user_htcondor_condor_q",
    "https://manpages.ubuntu.com/manpages/noble/en/man1/condor_q.1.html (batch output: OWNER BATCH_NAME SUBMITTED DONE RUN IDLE)",
    r"[a-z.]+\d{1,2}",
    prefixless=True,
)
def user_condor(g: _R):
    u = _user(g)
    text = f"-- Schedd: submit01.chtc.example : <10.0.3.9:9618?...\nOWNER      BATCH_NAME    SUBMITTED   DONE   RUN    IDLE  TOTAL JOB_IDS\n{u:<10} ID: 4417021   3/14 09:12     12     40     8     60 4417021.0-59\n"
    return text, [u], u


@kind(
    "user_perforce_p4_users",
    "https://help.perforce.com/helix-core/server-apps/p4guide/current/Content/P4Guide/scripting.system-reporting.users.html",
    r"[a-z.]+\d{1,2}",
    prefixless=True,
)
def user_p4(g: _R):
    u = _user(g)
    full = (
        g.r.choice(["Dai Sato", "Ines Rios", "Ona Birch", "Raj Bai", "Vera Cullen"])
        + " "
        + g.r.choice(["Jr", "II", "M."])
    )
    email = f"{u}@studio.example"
    text = f"$ p4 users -m 3\nbruno <bruno@bruno_ws> (bruno) accessed 2024/03/07\n{u} <{email}> ({full}) accessed 2024/11/14\n"
    return text, [u, email, full], u


@kind(
    "user_pam_faillock_output",
    "https://man7.org/linux/man-pages/man8/faillock.8.html (faillock --user username displays recent failed authentications; table layout from memory)",
    r"[a-z.]+\d{1,2}",
    prefixless=True,
)
def user_faillock(g: _R):
    u = _user(g)
    ip = f"{g.r.randint(81, 95)}.{g.r.randint(1, 254)}.{g.r.randint(1, 254)}.{g.r.randint(1, 254)}"
    text = f"$ sudo faillock --user {u}\n{u}:\nWhen                Type  Source                                           Valid\n2025-02-11 08:14:52 RHOST {ip:<48} V\n"
    return text, [u, ip], u


@kind(
    "geo_s2_cell_token_home",
    "https://docs.influxdata.com/flux/v0.x/stdlib/experimental/geo/s2cellidtoken/ ; https://pypi.org/project/s2cell/",
    r"[0-9a-f]{9,12}",
    prefixless=True,
)
def geo_s2(g: _R):
    level = g.r.choice([16, 18, 20])
    cid = (
        (g.r.randint(0, 5) << 61) | (g.r.getrandbits(2 * level) << (61 - 2 * level)) | (1 << (60 - 2 * level))
    )
    tok = f"{cid:016x}".rstrip("0")
    text = f"user_prefs.home_cell = '{tok}'  -- level {level}, set by onboarding (Marta Ribeiro)\n"
    return text, [tok], tok


@kind(
    "geo_bing_quadkey_home",
    "https://docs.telerik.com/devtools/winforms/map/providers/bingmaps/tiles ; https://rdrr.io/cran/quadkeyr/man/tileXY_to_quadkey.html",
    r"[0-3]{18}",
    prefixless=True,
)
def geo_quadkey(g: _R):
    lat, lon = g.r.uniform(-50, 60), g.r.uniform(-120, 150)
    level = 18
    sinlat = math.sin(math.radians(lat))
    x = (lon + 180) / 360
    y = 0.5 - math.log((1 + sinlat) / (1 - sinlat)) / (4 * math.pi)
    tx, ty = int(x * (1 << level)), int(y * (1 << level))
    qk = "".join(str(((tx >> i) & 1) | (((ty >> i) & 1) << 1)) for i in range(level - 1, -1, -1))
    coords = f"{lat:.6f},{lon:.6f}"
    text = f"geocode cache: home({coords}) -> quadkey {qk}\n"
    return text, [qk, coords], qk


@kind(
    "geo_waze_deeplink_home",
    "https://developers.google.com/waze/api/ ; https://developers.google.cn/waze/deeplinks (ul?ll=lat,lon&navigate=yes)",
    r"-?\d{1,2}\.\d{7},-?\d{1,3}\.\d{7}",
    prefixless=True,
)
def geo_waze(g: _R):
    ll = f"{g.r.uniform(-40, 60):.7f},{g.r.uniform(-120, 150):.7f}"
    text = f"SMS to driver: pick up Mrs Okafor at home https://waze.com/ul?ll={ll}&navigate=yes&zoom=17\n"
    return text, [ll], ll.replace(",", "_")


@kind(
    "geo_gpsd_tpv_report",
    "https://gpsd.io/gpsd_json.html (TPV object: class, mode, time, lat, lon, alt)",
    r"-?\d{1,3}\.\d{9}",
    prefixless=True,
)
def geo_gpsd(g: _R):
    lat, lon = f"{g.r.uniform(-45, 65):.9f}", f"{g.r.uniform(-120, 150):.9f}"
    text = (
        "$ gpspipe -w -n 5 | grep TPV\n"
        f'{{"class":"TPV","device":"/dev/ttyACM0","mode":3,"time":"2025-03-02T07:41:12.000Z","lat":{lat},"lon":{lon},"alt":41.2}}\n'
    )
    return text, [lat, lon], lat


@kind(
    "geo_aprs_position_packet",
    "https://aprs-protocol-specification.pages.dev/doctly/13-position-df-report (!4903.50N/07201.75W>) ; "
    "https://experts123.com/q/what-is-the-aprs-latitude-longitude-position-format.html",
    r"\d{4}\.\d{2}[NS]/\d{5}\.\d{2}[EW]",
    prefixless=True,
)
def geo_aprs(g: _R):
    pos = f"{g.r.randint(10, 60):02d}{g.r.randint(0, 59):02d}.{g.digits(2, False)}{g.r.choice('NS')}/"
    pos += f"{g.r.randint(0, 179):03d}{g.r.randint(0, 59):02d}.{g.digits(2, False)}{g.r.choice('EW')}"
    call = f"{g.r.choice(['KD', 'VK', 'DL', 'JA'])}{g.r.randint(1, 9)}{g.s(3, string.ascii_uppercase)}-9"
    text = f"aprsc: {call}>APRS,TCPIP*,qAC,T2EU:!{pos}>home QTH\n"
    return text, [pos, call], pos.replace("/", "_")


@kind(
    "geo_adb_emu_geo_fix",
    "https://pub.dev/documentation/route_simulator/0.1.1/adb/geoFixArguments.html (adb emu geo fix <longitude> <latitude>) ; https://gist.github.com/ozooxo/11166222",
    r"-?\d{1,3}\.\d{6}",
    prefixless=True,
)
def geo_adb(g: _R):
    lon, lat = f"{g.r.uniform(-120, 150):.6f}", f"{g.r.uniform(-45, 65):.6f}"
    text = f"# reproduce courier bug at the customer's flat (Beatriz Lemos)\n$ adb -s emulator-5554 emu geo fix {lon} {lat}\nOK\n"
    return text, [lon, lat], f"{lat}_{lon}"


_IS_GIVEN = [
    "Guðrún",
    "Sigríður",
    "Kristín",
    "Margrét",
    "Helga",
    "Anna",
    "Jón",
    "Sigurður",
    "Gunnar",
    "Ólafur",
    "Einar",
    "Kristján",
    "Bjarni",
    "Ragnheiður",
    "Þórdís",
    "Ásgeir",
    "Hallgrímur",
    "Katrín",
    "Elín",
    "Arnar",
]
_IS_FATHER = [
    "Magnús",
    "Jóns",
    "Sigurðar",
    "Gunnars",
    "Ólafs",
    "Einars",
    "Kristjáns",
    "Bjarna",
    "Stefáns",
    "Þórðar",
    "Halldórs",
    "Péturs",
    "Árna",
    "Helga",
    "Guðmundar",
    "Ragnars",
    "Hauks",
    "Birgis",
    "Karls",
    "Friðriks",
]


@kind(
    "name_icelandic_patronymic",
    "https://grcdi.nl/gsb/iceland.html (surnames formed from the father's given name + son/dóttir)",
    r"[A-ZÁÉÍÓÚÝÞÆÖ][a-záéíóúýþæöð]+( [A-ZÁÉÍÓÚÝÞÆÖ][a-záéíóúýþæöð]+)? [A-ZÁÉÍÓÚÝÞÆÖ][a-záéíóúýþæöð]+(son|dóttir)",
    prefixless=True,
)
def name_is(g: _R):
    given, father = g.r.choice(_IS_GIVEN), g.r.choice(_IS_FATHER)
    father = father if father.endswith("s") or father.endswith("r") or father.endswith("a") else father + "s"
    middle = g.r.choice(["", *(" " + x for x in _IS_GIVEN)])
    n = f"{given}{middle} {father}{g.r.choice(['son', 'dóttir'])}"
    text = f"starfsmenn.csv\nnafn;deild;netfang\n{n};Fjármál;-\n"
    return text, [n], _fold(n).replace(" ", "-")


@kind(
    "name_aamva_dcs_dac_elements",
    "https://github.com/benhovinga/aamva_barcode_library (README: DCS family name, DAC first name, DAG street)",
    r"DCS[A-Z]{3,}",
    prefixless=True,
)
def name_aamva(g: _R):
    last = g.r.choice(["WHITAKER", "NAKASHIMA", "ABERCROMBIE", "OYELOWO", "KRISHNAN", "DELACROIX", "VASQUEZ"])
    first = g.r.choice(["MICHAEL", "ROSALIND", "TERRENCE", "PRIYANKA", "GWENDOLYN", "DMITRI"])
    street = f"{g.r.randint(100, 9999)} {g.r.choice(['WEST BROAD', 'N HALSTED', 'ELM'])} STREET"
    text = f"DAQT{g.digits(8)}\nDCS{last}\nDDEN\nDAC{first}\nDAD{g.r.choice(['JOHN', 'MAE', 'LEE'])}\nDAG{street}\nDAIRICHMOND\n"
    return text, [f"DCS{last}", f"DAC{first}", f"DAG{street}"], f"{last}-{first}-{street.split()[0]}"


_RU_SUR = [
    "Кузнецова",
    "Смирнова",
    "Иванова",
    "Соколова",
    "Попова",
    "Лебедева",
    "Козлова",
    "Новикова",
    "Морозова",
    "Волкова",
    "Соловьёва",
    "Васильева",
    "Зайцева",
    "Павлова",
    "Семёнова",
    "Голубева",
    "Виноградова",
    "Богданова",
    "Воробьёва",
    "Фёдорова",
]
_RU_GIVEN = [
    "Анна",
    "Мария",
    "Елена",
    "Ольга",
    "Наталья",
    "Татьяна",
    "Ирина",
    "Светлана",
    "Юлия",
    "Ксения",
    "Дарья",
    "Алёна",
    "Вера",
    "Полина",
    "Евгения",
]
_RU_PATR = [
    "Сергеевна",
    "Андреевна",
    "Викторовна",
    "Игоревна",
    "Олеговна",
    "Павловна",
    "Дмитриевна",
    "Алексеевна",
    "Николаевна",
    "Юрьевна",
]


@kind(
    "name_russian_fio_1c_export",
    "from memory: 1C:ЗУП export of an employee's ФИО (фамилия, имя, отчество) in a CSV",
    r"[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+",
    prefixless=True,
)
def name_fio(g: _R):
    n = f"{g.r.choice(_RU_SUR)} {g.r.choice(_RU_GIVEN)} {g.r.choice(_RU_PATR)}"
    text = f"Выгрузка 1С:ЗУП\nТабельныйНомер;ФИО;Подразделение\n0000{g.digits(3)};{n};Бухгалтерия\n"
    return text, [n], _translit(n).replace(" ", "-")


_JA_SUR = [
    ("佐藤", "サトウ", "Sato"),
    ("鈴木", "スズキ", "Suzuki"),
    ("高橋", "タカハシ", "Takahashi"),
    ("田中", "タナカ", "Tanaka"),
    ("伊藤", "イトウ", "Ito"),
    ("渡辺", "ワタナベ", "Watanabe"),
    ("山本", "ヤマモト", "Yamamoto"),
    ("中村", "ナカムラ", "Nakamura"),
    ("小林", "コバヤシ", "Kobayashi"),
    ("加藤", "カトウ", "Kato"),
    ("吉田", "ヨシダ", "Yoshida"),
    ("山田", "ヤマダ", "Yamada"),
    ("佐々木", "ササキ", "Sasaki"),
    ("松本", "マツモト", "Matsumoto"),
    ("井上", "イノウエ", "Inoue"),
    ("木村", "キムラ", "Kimura"),
    ("清水", "シミズ", "Shimizu"),
    ("山崎", "ヤマザキ", "Yamazaki"),
    ("森田", "モリタ", "Morita"),
    ("石川", "イシカワ", "Ishikawa"),
]
_JA_GIVEN = [
    ("陽翔", "ハルト", "Haruto"),
    ("花子", "ハナコ", "Hanako"),
    ("美咲", "ミサキ", "Misaki"),
    ("大翔", "ヒロト", "Hiroto"),
    ("結衣", "ユイ", "Yui"),
    ("蓮", "レン", "Ren"),
    ("陽菜", "ヒナ", "Hina"),
    ("湊", "ミナト", "Minato"),
    ("凛", "リン", "Rin"),
    ("悠真", "ユウマ", "Yuma"),
    ("葵", "アオイ", "Aoi"),
    ("樹", "イツキ", "Itsuki"),
    ("咲良", "サクラ", "Sakura"),
    ("颯太", "ソウタ", "Sota"),
    ("芽依", "メイ", "Mei"),
    ("蒼", "アオ", "Ao"),
    ("結菜", "ユイナ", "Yuina"),
    ("大和", "ヤマト", "Yamato"),
    ("心春", "コハル", "Koharu"),
    ("律", "リツ", "Ritsu"),
]


@kind(
    "name_japanese_furigana_form",
    "from memory: Japanese form with 氏名 (kanji) and フリガナ (katakana reading)",
    r"[\u4e00-\u9fff々]+\u3000[\u4e00-\u9fff々]+（[\u30a0-\u30ff]+\u3000[\u30a0-\u30ff]+）",
    prefixless=True,
)
def name_ja(g: _R):
    (s, sk, sr), (gv, gk, gr) = g.r.choice(_JA_SUR), g.r.choice(_JA_GIVEN)
    kana = f"{sk}\u3000{gk}"
    full = f"{s}\u3000{gv}（{kana}）"
    text = f"会員登録フォーム送信内容\n氏名: {full}\nフリガナ: {kana}\n"
    return text, [full, kana], f"{sr}-{gr}"
