"""Held-out canary set 27: personal data in the carriers of a coding session (issue 31).

A canary set nobody has tuned on, all **personal data**, nearly all prefixless (only the context
says what the value is): identity, tax, social-security, health, student, licence, passport,
residence, voter and professional-registry numbers of countries and schemes the earlier sets did
not use (Ecuador RUC, Norwegian D-nummer, Korean alien registration number, Polish passport,
Palestinian ID, Algerian NIN, Libyan national number, Japanese 介護保険 number, Benin NPI, Kenyan
KCSE index, Texas unique student ID, Austrian Matrikelnummer, Singapore MCR, French ADELI and
carte-grise formule, Russian driving licence, Serbian LBO, Moroccan Massar, JAMB, 学籍号, ...),
court and notary references (Chile rol, French RG, Italian R.G., German UVZ-Nr., South African
case numbers), bank accounts and cards (VietQR payloads with their CRC, Bangladeshi BEFTN rows,
mada, Cabal, Bancontact, Belkart, Meeza, ПРОСТІР), mobile numbers of 13 further countries in
payment, delivery, USSD, SMS and OCR carriers, e-mail addresses in LMS, registry, CRM, HL7 and
meeting exports, postal addresses in Greek, Belarusian and Tajik Cyrillic, Vietnamese, Albanian,
Azerbaijani, Uzbek, Estonian, Finnish, Norwegian, Chilean and South African layouts, dates of
birth as Stata %td, SPSS seconds since 1582, Avro timestamp-millis, protobuf Timestamp, GEDCOM,
Khmer digits, iCalendar and SQLite julianday, device and advertising ids (iOS UDID, Segment,
Meta fbp, Amplitude, Mixpanel, Windows advertising id), user names in command output (gpustat,
lastlog, IAM, Get-ADUser, sudo -l, getent, lsof, qstat), a person's coordinates (Mapbox static
URL, EPSG:3857, Strava, courier and dating exports) and full names as records state them (DICOM
PN, X12 NM1, FHIR HumanName, Vietnamese, Greek and Spanish forms). Check digits are computed where
the scheme publishes one (Ecuador mod 10, Norway mod 11, Korean RRN/ARN, Polish passport 7-3-9-1,
Palestinian/Israeli 1-2 Luhn, GB 11643 for 学籍号, Luhn for ADELI and the cards, CRC-16/CCITT for
VietQR). Card kinds also return ``number`` (planted as a JSON number).

How it was kept apart: written in one sitting in the worktree ``/work/wt-set27`` (branch set27,
based on commit ``80a5afc``). Read: the list of earlier kind names (``/work/s24/used_names5.txt``,
names only), ``benchmarks/heldout_eval.py``, lines 1-160 of ``benchmarks/heldout_canaries.py``,
the first 60 lines of ``benchmarks/heldout9_canaries.py``, ``tests/test_heldout_sets.py``,
``tests/test_heldout_canaries.py`` (line count only) and ``tests/conftest.py``; the file names
in ``benchmarks/`` and ``tests/`` were seen in a directory listing, and two commands were run by
mistake with their output discarded unseen (``git log -1`` and a ``sed`` of set 9 past line 60).
No redaction code,
redaction test, label file, other canary set, source list, result or git history was read, and
no recall was computed: the only run was the no-redaction control test. Formats were looked up
with the ``search`` / ``find_string`` / ``read_file`` tools (vendors' and registries' pages,
validators' READMEs, libphonenumber-derived Number::Phone stub data, Google's libaddressinput
RegionDataConstants) and are cited per kind in ``SOURCES`` and ``heldout27_sources.tsv``. Kinds
whose source says "written from memory" were not found by a search (or the hit did not give the
layout) and were written from knowledge of the scheme: ``ma_code_massar_eleve``, ``ng_jamb_utme_registration_number``, ``cn_quanguo_xueji_hao``, ``cn_jiashizheng_dangan_bianhao``, ``ro_ci_serie_numar_buletin``, ``bg_lichna_karta_nomer``, ``ca_passport_number_booking``, ``vn_ho_chieu_passport_number``, ``gh_ec_voter_id_number``, ``ph_umid_crn``, ``my_kwsp_nombor_ahli``, ``ie_imc_registration_number``, ``co_tarjeta_identidad_estudiante_simat``, ``pe_carne_extranjeria_migraciones``, ``tn_cin_carte_identite_nationale``, ``cl_rol_causa_civil_pjud``, ``za_high_court_case_number``, ``card_bancontact_6703_receipt``, ``card_belkart_9112_sms``, ``card_meeza_507803_wallet``, ``card_prostir_9804_liqpay``, ``email_gam_print_users_csv``, ``email_zoom_participants_report_csv``, ``dob_khmer_numerals_birth_certificate``, ``device_windows_advertising_id_reg_query``, ``geo_delivery_app_dropoff_json``, ``geo_dating_app_profile_export``, ``name_vietnamese_ho_ten_form``, ``name_greek_onomateponymo_form``, ``name_es_padron_dos_apellidos``. Looked up, with one layout detail (length or print grouping) from memory: ``bj_npi_certificat_anip``, ``sg_smc_mcr_number_medical_cert``, ``rs_lbo_zdravstveno_osiguranje``, ``us_md_mva_driver_license``.
Values are random per seed, never a real person.

111 kinds (111 personal data, 0 credentials), 110 of them prefixless; 30 written
from memory, 81 from a format looked up now (4 of them with a detail from memory).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout27_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import string

from heldout_canaries import _R, HEX, UPPER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

MEM = "written from memory (no search hit gave the format)"


# -- helpers ------------------------------------------------------------------------------------


def _pick(g: _R, seq):  # type: ignore[no-untyped-def]
    return g.r.choice(seq)


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def _card(g: _R, prefix: str, length: int) -> str:
    body = prefix + g.digits(length - len(prefix) - 1, first_nonzero=False)
    return body + _luhn_digit(body)


def _dob(g: _R, lo: int = 1950, hi: int = 2005) -> _dt.date:
    start = _dt.date(lo, 1, 1).toordinal()
    end = _dt.date(hi, 12, 31).toordinal()
    return _dt.date.fromordinal(g.r.randint(start, end))


def _group(s: str, sizes: tuple[int, ...], sep: str = " ") -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    return sep.join(out)


def _ascii(s: str) -> str:
    import unicodedata

    folded = unicodedata.normalize("NFKD", s.replace("đ", "d").replace("Đ", "D"))
    return "".join(c for c in folded if ord(c) < 128)


def _slug(s: str) -> str:
    out = "".join(c if (c.isascii() and (c.isalnum() or c in "-_.")) else "-" for c in _ascii(s))
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


def _crc16_ccitt(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode("utf-8"):
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return f"{crc:04X}"


def _tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def _gb11643(first17: str) -> str:
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * k for c, k in zip(first17, w, strict=True)) % 11]


def _user(g: _R, first: str, last: str) -> str:
    style = g.r.randrange(4)
    f, ln = _ascii(first).lower(), _ascii(last).lower().replace(" ", "")
    if style == 0:
        return f"{f}.{ln}"
    if style == 1:
        return f"{f[0]}{ln}{g.digits(2)}"
    if style == 2:
        return f"{ln}_{f}"
    return f"{f}{ln[:3]}{g.digits(3)}"


# name pools (Latin spellings); every combination is a plausible person, none is a real one
FIRST = [
    "Amara",
    "Tomasz",
    "Ingrid",
    "Kwabena",
    "Lucia",
    "Mehmet",
    "Siosaia",
    "Aigerim",
    "Dilnoza",
    "Rasmus",
    "Farida",
    "Joaquin",
    "Nomvula",
    "Teodora",
    "Haruto",
    "Ximena",
    "Bakhyt",
    "Ilona",
    "Oluwaseun",
    "Valentina",
    "Eero",
    "Marisol",
    "Tendai",
    "Sione",
    "Zeynep",
    "Ruslan",
]
LAST = [
    "Okonkwo",
    "Lindqvist",
    "Haddad",
    "Quispe",
    "Nakashima",
    "Mwansa",
    "Petrovska",
    "Castellanos",
    "Tuilagi",
    "Karadeniz",
    "Abdullaeva",
    "Virtanen",
    "Mensah",
    "Rakotomalala",
    "Fonoti",
    "Chikwanha",
    "Baptista",
    "Sokolowski",
    "Andrianina",
    "Ferreyra",
    "Nurmagambetov",
    "Halvorsen",
]


# -- national / tax / health / student / licence numbers -----------------------------------------


def _ec_cedula(g: _R) -> str:
    prov = f"{g.r.randint(1, 24):02d}"
    body = prov + str(g.r.randint(0, 5)) + g.digits(6, first_nonzero=False)
    total = 0
    for i, ch in enumerate(body):
        p = int(ch) * (2 if i % 2 == 0 else 1)
        total += p - 9 if p > 9 else p
    return body + str((10 - total % 10) % 10)


@kind(
    "ec_ruc_persona_natural_sri_factura",
    "https://github.com/tavo1987/ec-validador-cedula-ruc (readme: RUC natural = cedula + 001, third digit 0-5) ; "
    "https://github.com/diaspar/validacion-cedula-ruc-ecuador",
    r"\d{10}001",
    prefixless=True,
)
def _ec_ruc(g: _R):
    ruc = _ec_cedula(g) + "001"
    seq = f"001-002-{g.digits(9, first_nonzero=False)}"
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<factura id="comprobante" version="1.1.0">\n'
        "  <infoFactura>\n    <fechaEmision>14/03/2025</fechaEmision>\n"
        "    <tipoIdentificacionComprador>04</tipoIdentificacionComprador>\n"
        f"    <identificacionComprador>{ruc}</identificacionComprador>\n"
        f"    <!-- secuencial {seq} -->\n  </infoFactura>\n</factura>"
    )
    return text, [ruc], ruc


@kind(
    "no_d_nummer_a_melding_lonn",
    "https://www.npmjs.com/package/@navikt/fnrvalidator (fnr and D-number: day + 40) ; "
    "https://app.unpkg.com/stdnum@1.11.3/files/src/no/fodselsnummer.ts",
    r"[4-7]\d{10}",
    prefixless=True,
)
def _no_dnr(g: _R):
    while True:
        d = _dob(g, 1960, 1999)
        ind = f"{g.r.randint(0, 499):03d}"
        base = f"{d.day + 40:02d}{d.month:02d}{d.year % 100:02d}{ind}"
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(int(c) * w for c, w in zip(base, w1, strict=True)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(int(c) * w for c, w in zip(base + str(k1), w2, strict=True)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        dnr = base + str(k1) + str(k2)
        break
    text = (
        "<inntektsmottaker>\n"
        f"  <norskIdentifikator>{dnr}</norskIdentifikator>\n"
        "  <inntekt><loennsinntekt><beskrivelse>fastloenn</beskrivelse>"
        f"<beloep>{g.r.randint(30000, 90000)}</beloep></loennsinntekt></inntekt>\n</inntektsmottaker>"
    )
    return text, [dnr], dnr


@kind(
    "kr_oegugin_deungnok_beonho_hr",
    "https://github.com/YooGenie/validate-registration-number (외국인등록번호 validation) ; "
    "presidio KrFrnRecognizer excerpt (G digit 5-8, RRN checksum)",
    r"\d{6}-[5-8]\d{6}",
    prefixless=True,
)
def _kr_arn(g: _R):
    d = _dob(g, 1965, 2003)
    gdig = _pick(g, "56") if d.year < 2000 else _pick(g, "78")
    body = f"{d.year % 100:02d}{d.month:02d}{d.day:02d}{gdig}{g.digits(5, first_nonzero=False)}"
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    chk = (11 - sum(int(c) * k for c, k in zip(body, w, strict=True)) % 11) % 10
    arn = f"{body[:6]}-{body[6:]}{chk}"
    name = f"{_pick(g, LAST).upper()} {_pick(g, FIRST).upper()}"
    text = f"사번,성명,외국인등록번호,입사일,부서\nE{g.digits(5)},{name},{arn},2024-03-04,물류센터\n"
    return text, [arn, name], arn.replace("-", "")


@kind(
    "pl_paszport_numer_rezerwacja",
    "https://github.com/devmuffy/polish-identification-numbers (isValidPassportNumber, example CC7999486)",
    r"[A-Z]{2}\d{7}",
    prefixless=True,
)
def _pl_passport(g: _R):
    letters = "".join(_pick(g, string.ascii_uppercase) for _ in range(2))
    rest = g.digits(6, first_nonzero=False)
    vals = [ord(c) - 55 for c in letters]
    w = [7, 3, 9, 1, 7, 3, 1, 7, 3]
    s = vals[0] * 7 + vals[1] * 3 + sum(int(c) * k for c, k in zip(rest, w[3:], strict=True))
    chk = (-s * 9) % 10
    num = letters + str(chk) + rest
    sur = _pick(g, LAST).upper()
    text = (
        "  passengers:\n    - type: ADT\n"
        f"      surname: {sur}\n"
        "      document:\n        kind: PASSPORT\n        issuingCountry: POL\n"
        f"        number: {num}\n        expiry: 2031-06-30\n"
    )
    return text, [num, sur], num


@kind(
    "ps_hawiya_id_clinic_ehr",
    "https://github.com/atlanteh/israeli-id-validator (9-digit 1/2-weighted check shared by Palestinian IDs) ; "
    "code excerpt 'isValidPalestinianID' (same Luhn-style check)",
    r"[489]\d{8}",
    prefixless=True,
)
def _ps_id(g: _R):
    first8 = _pick(g, "489") + g.digits(7, first_nonzero=False)
    s = 0
    for i, ch in enumerate(first8):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        s += p - 9 if p > 9 else p
    pid = first8 + str((10 - s % 10) % 10)
    text = (
        "patient_registration:\n"
        f"  mrn: RAM-{g.digits(6)}\n"
        f'  national_id: "{pid}"   # رقم الهوية\n'
        "  governorate: Ramallah & Al-Bireh\n"
    )
    return text, [pid], pid


@kind(
    "dz_nin_cnas_affiliation",
    "http://almanach-dz.com/index.php?fiche=2453&op=fiche (NIN: 18 chiffres, décret 10-210) ; "
    "https://www.wikiwand.com/fr/articles/Num%C3%A9ro_d'identification_national_(Alg%C3%A9rie)",
    r"\d{18}",
    prefixless=True,
)
def _dz_nin(g: _R):
    # the 2-digit control key's algorithm is not published: it is random here
    nin = (
        _pick(g, ["10", "11", "20", "21"])
        + f"{g.r.randint(950, 999) if g.r.random() < 0.5 else g.r.randint(0, 9):03d}"
        + f"{g.r.randint(1, 4899):04d}"
        + g.digits(5, first_nonzero=False)
        + g.digits(2, first_nonzero=False)
        + g.digits(2, first_nonzero=False)
    )
    ss = g.digits(12)
    text = f"INSERT INTO assures (num_ss, nin, wilaya) VALUES\n  ('{ss}', '{nin}', '16');"
    return text, [nin, ss], nin


@kind(
    "ly_national_number_payroll",
    "https://github.com/ay-jamal/Libyan-Validators-library (NationalNumberValidator: gender digit + birth year)",
    r"[12](19[5-9]\d|200\d)\d{7}",
    prefixless=True,
)
def _ly_nn(g: _R):
    d = _dob(g, 1955, 2004)
    nn = _pick(g, "12") + str(d.year) + g.digits(7, first_nonzero=False)
    text = json.dumps(
        {"employee": {"name_ar": "—", "national_number": nn, "bank": "Jumhouria", "salary_lyd": 2850}},
        ensure_ascii=False,
        indent=2,
    )
    return text, [nn], nn


@kind(
    "jp_kaigo_hihokensha_bango",
    "https://hoken-room.jp/nursing/1168 (介護保険被保険者証と被保険者番号) ; "
    "https://www.houjinhokenlabo.com/fukushi/fukushi-04/13098/ (10桁の番号)",
    r"\d{10}",
    prefixless=True,
)
def _jp_kaigo(g: _R):
    num = g.digits(10, first_nonzero=False)
    name = f"{_pick(g, LAST).upper()} {_pick(g, FIRST).upper()}"
    text = (
        "# 介護給付費請求CSV (抜粋)\n"
        f"被保険者番号,氏名,要介護度,認定有効期間\n{num},{name},要介護2,2025/04/01-2026/03/31\n"
    )
    return text, [num, name], num


@kind(
    "bj_npi_certificat_anip",
    "https://www.24haubenin.info/?C-est-moi-un-petit-bout-de-plastique-pour-des-services-essentiels (NPI, ANIP) ; "
    "10-digit length written from memory",
    r"\d{10}",
    prefixless=True,
)
def _bj_npi(g: _R):
    npi = g.digits(10)
    text = "POST /api/v1/kyc/verify HTTP/1.1\nContent-Type: application/json\n\n" + json.dumps(
        {"pays": "BJ", "type_piece": "CERTIFICAT_NPI", "npi": npi, "operateur": "MTN"}
    )
    return text, [npi], npi


@kind(
    "ke_kcse_index_number_results",
    "https://github.com/vinceodundo/check-kcse (README: 11-digit index number) ; "
    "https://github.com/steve-ongera/KNEC-Exam-Management-System",
    r"\d{11}",
    prefixless=True,
)
def _ke_kcse(g: _R):
    idx = g.digits(8) + f"{g.r.randint(1, 600):03d}"
    name = f"{_pick(g, FIRST).upper()} {_pick(g, LAST).upper()}"
    text = f"$ python check_kcse.py\nIndex number: {idx}\nName: {name}\nMean grade: B+ (plain)\n"
    return text, [idx, name], idx


@kind(
    "us_tx_unique_student_id_peims",
    "http://ritter.tea.state.tx.us/peims/standards/1314/r102_2.html (E1523 TX-UNIQUE-STUDENT-ID, 10 digits)",
    r"\d{10}",
    prefixless=True,
)
def _us_tx_uid(g: _R):
    uid = g.digits(10)
    name = f"{_pick(g, LAST)},{_pick(g, FIRST)}"
    text = (
        f"LOCAL_ID,TX_UNIQUE_ID,LAST_NAME,FIRST_NAME,GRADE,CAMPUS\n{g.digits(6)},{uid},{name},07,101912041\n"
    )
    return text, [uid, name], uid


@kind(
    "at_matrikelnummer_uhstat",
    "https://gesetzefinden.at/bundesrecht/verordnungen/uhsbv/para-4 (§ 4 UHSBV: achtstellig, Typ + Jahr + 5)",
    r"[0-6]\d{7}",
    prefixless=True,
)
def _at_matr(g: _R):
    mn = _pick(g, "123456") + f"{g.r.randint(12, 25):02d}" + g.digits(5, first_nonzero=False)
    text = (
        "Prüfungsanmeldung bestätigt\n"
        f"Matrikelnummer: {mn}\nLehrveranstaltung: 186.866 Algorithmen und Datenstrukturen VU\n"
    )
    return text, [mn], mn


@kind(
    "sg_smc_mcr_number_medical_cert",
    "https://healthprofessionals.gov.sg/smc/feedback (MCR number) ; MCR letter-5-digits-letter layout written from memory",
    r"M\d{5}[A-Z]",
    prefixless=True,
)
def _sg_mcr(g: _R):
    mcr = "M" + g.digits(5) + _pick(g, string.ascii_uppercase)
    doc = f"{_pick(g, FIRST)} {_pick(g, LAST)}"
    text = (
        "MEDICAL CERTIFICATE\nThis is to certify that the patient is unfit for duty from 03/06 to 05/06.\n"
        f"Dr {doc}  MCR No: {mcr}\n"
    )
    return text, [mcr, doc], mcr


@kind(
    "fr_adeli_numero_ps_fhir",
    "https://build.fhir.org/ig/Interop-Sante/hl7.fhir.fr.core/CodeSystem-fr-core-cs-v2-0203.html (ADELI) ; "
    "https://github.com/ansforge/annuaire-sante-fhir-documentation/issues/164 (9-digit identifier)",
    r"\d{9}",
    prefixless=True,
)
def _fr_adeli(g: _R):
    body = f"{g.r.randint(1, 95):02d}" + _pick(g, "0123456789") + g.digits(5, first_nonzero=False)
    adeli = body + _luhn_digit(body)
    fam = _pick(g, LAST)
    text = json.dumps(
        {
            "resourceType": "Practitioner",
            "identifier": [{"type": {"coding": [{"code": "ADELI"}]}, "value": adeli}],
            "name": [{"family": fam, "given": [_pick(g, FIRST)]}],
        },
        indent=1,
    )
    return text, [adeli, fam], adeli


@kind(
    "ru_voditelskoe_udostoverenie_nomer",
    "https://github.com/Pulichev/Fines/blob/master/Fines/Models/DriverLicenseValidator.swift "
    "(серия/номер ВУ: 2 digits, 2 letters or digits, 6 digits)",
    r"\d{2} \d{2} \d{6}",
    prefixless=True,
)
def _ru_vu(g: _R):
    vu = f"{g.digits(2)} {g.digits(2)} {g.digits(6, first_nonzero=False)}"
    fio = f"{_pick(g, LAST)} {_pick(g, FIRST)}"
    text = f"INSERT INTO drivers (fio, vu_number, vu_issued) VALUES\n  ('{fio}', '{vu}', '2019-08-14');"
    return text, [vu, fio], vu.replace(" ", "")


@kind(
    "rs_lbo_zdravstveno_osiguranje",
    "https://www.paragraf.rs/propisi/pravilnik_o_ispravi_o_zdravstvenom_osiguranju_i_posebnoj_ispravi_za_koriscenje_zdravstvene_zastite.html "
    "; 11-digit LBO written from memory",
    r"\d{11}",
    prefixless=True,
)
def _rs_lbo(g: _R):
    lbo = g.digits(11)
    text = (
        "ERROR eZdravlje: zakazivanje odbijeno\n"
        f"  pacijent.lbo={lbo} status=NEOVERENA_KARTICA filijala=Beograd\n"
    )
    return text, [lbo], lbo


@kind(
    "fr_numero_formule_certificat_immatriculation",
    "https://autorigin.com/blog/immatriculation/numero-de-formule-du-certificat-dimmatriculation-ce-quil-faut-savoir "
    "(11 caractères, 4 premiers = année)",
    r"20[12]\d[A-Z]{2}\d{5}",
    prefixless=True,
)
def _fr_formule(g: _R):
    f = (
        f"20{g.r.randint(10, 25)}"
        + "".join(_pick(g, string.ascii_uppercase) for _ in range(2))
        + g.digits(5, first_nonzero=False)
    )
    owner = f"{_pick(g, LAST).upper()} {_pick(g, FIRST)}"
    plate = f"{_pick(g, 'ABCDEFGH')}{_pick(g, 'ABCDEFGH')}-{g.digits(3)}-{_pick(g, 'KLMNPQRS')}{_pick(g, 'KLMNPQRS')}"
    text = (
        "Déclaration de cession (cerfa 15776)\n"
        f"  Numéro d'immatriculation : {plate}\n  Numéro de formule : {f}\n"
        f"  Ancien titulaire : {owner}\n"
    )
    return text, [f, plate, owner], f


@kind(
    "ma_code_massar_eleve",
    "code search hit: LoginFormSchema massarCode ('Code Massar est requis') ; letter + 9 digits layout "
    + MEM,
    r"[A-Z]\d{9}",
    prefixless=True,
)
def _ma_massar(g: _R):
    code = _pick(g, "DGJKMNPRS") + g.digits(9, first_nonzero=False)
    name = f"{_pick(g, LAST).upper()} {_pick(g, FIRST).upper()}"
    text = f"CODE_MASSAR;NOM_PRENOM;NIVEAU;MOYENNE\n{code};{name};2BAC PC;15,42\n"
    return text, [code, name], code


@kind(
    "ng_jamb_utme_registration_number",
    "JAMB UTME registration number (year + 8 digits + 2 letters) " + MEM,
    r"20[12]\d\d{8}[A-Z]{2}",
    prefixless=True,
)
def _ng_jamb(g: _R):
    reg = (
        f"20{g.r.randint(18, 25)}" + g.digits(8) + "".join(_pick(g, string.ascii_uppercase) for _ in range(2))
    )
    name = f"{_pick(g, LAST).upper()} {_pick(g, FIRST).upper()}"
    text = (
        ">>> df.loc[df.score > 300, ['reg_no', 'candidate', 'score']]\n"
        f"            reg_no          candidate  score\n14   {reg}  {name}    312\n"
    )
    return text, [reg, name], reg


_CN_AREAS = ["110105", "310104", "440305", "510107", "330106", "420111", "320102", "370202"]


@kind(
    "cn_quanguo_xueji_hao",
    "全国学籍号 = 'G' + 18-digit resident ID (GB 11643 check) " + MEM,
    r"G\d{17}[\dX]",
    prefixless=True,
)
def _cn_xueji(g: _R):
    d = _dob(g, 2006, 2018)
    first17 = _pick(g, _CN_AREAS) + d.strftime("%Y%m%d") + g.digits(3, first_nonzero=False)
    xj = "G" + first17 + _gb11643(first17)
    nm = _pick(g, LAST).upper()
    text = f"学籍号,姓名拼音,年级,班级\n{xj},{nm},七年级,3班\n"
    return text, [xj, nm], xj


@kind(
    "cn_jiashizheng_dangan_bianhao",
    "驾驶证档案编号 (12 digits, printed on the licence's secondary page) " + MEM,
    r"\d{12}",
    prefixless=True,
)
def _cn_dabh(g: _R):
    num = _pick(g, ["11", "31", "44", "51", "33", "42"]) + g.digits(10, first_nonzero=False)
    text = f'{{"driver": {{"archive_no": "{num}", "class": "C1", "points": 12}}, "source": "12123-export"}}'
    return text, [num], num


@kind(
    "ro_ci_serie_numar_buletin",
    "carte de identitate: two-letter county series + 6 digits " + MEM,
    r"[A-Z]{2} \d{6}",
    prefixless=True,
)
def _ro_ci(g: _R):
    ci = f"{_pick(g, ['RX', 'RT', 'XB', 'KX', 'TZ', 'IZ', 'CJ', 'DX'])} {g.digits(6)}"
    text = f'contract.parte_b.act_identitate = "CI seria {ci[:2]} nr. {ci[3:]}"  # {ci}\n'
    return text, [ci, ci[3:]], ci.replace(" ", "")


@kind(
    "bg_lichna_karta_nomer",
    "Bulgarian лична карта number (9 digits) " + MEM,
    r"6\d{8}",
    prefixless=True,
)
def _bg_lk(g: _R):
    lk = "6" + g.digits(8, first_nonzero=False)
    text = f"Лична карта №: {lk}, издадена на 12.05.2021 от МВР - София\n"
    return text, [lk], lk


@kind(
    "ca_passport_number_booking",
    "Canadian passport number (2 letters + 6 digits) " + MEM,
    r"[A-Z]{2}\d{6}",
    prefixless=True,
)
def _ca_pp(g: _R):
    pp = "".join(_pick(g, "ABCGHJKLMNPRSTW") for _ in range(2)) + g.digits(6)
    text = f"apis:\n  nationality: CAN\n  doc_type: P\n  doc_number: {pp}\n  doc_expiry: 2032-11-20\n"
    return text, [pp], pp


@kind(
    "us_md_mva_driver_license",
    'find_string hit (US state licence table, id 23485536264): "md":/^[a-z][0-9]{12}$/i ; the dashed print layout is '
    "written from memory",
    r"[A-Z]-\d{3}-\d{3}-\d{3}-\d{3}",
    prefixless=True,
)
def _us_md(g: _R):
    last = _pick(g, LAST)
    dl = f"{last[0]}-{g.digits(3)}-{g.digits(3, first_nonzero=False)}-{g.digits(3, first_nonzero=False)}-{g.digits(3, first_nonzero=False)}"
    text = f"applicant.dl_state=MD applicant.dl_number={dl} verification=PENDING\n"
    return text, [dl], dl.replace("-", "")


@kind(
    "vn_ho_chieu_passport_number",
    "Vietnamese passport number (letter + 7 digits) " + MEM,
    r"[BCNP]\d{7}",
    prefixless=True,
)
def _vn_pp(g: _R):
    pp = _pick(g, "BCNP") + g.digits(7)
    text = f"Số hộ chiếu: {pp}\nNgày cấp: 15/09/2022  Nơi cấp: Cục Quản lý xuất nhập cảnh\n"
    return text, [pp], pp


@kind(
    "gh_ec_voter_id_number",
    "Ghana Electoral Commission voter ID (10 digits) " + MEM,
    r"\d{10}",
    prefixless=True,
)
def _gh_voter(g: _R):
    vid = g.digits(10)
    name = f"{_pick(g, FIRST)} {_pick(g, LAST)}"
    text = f"| polling_station | voter_id | name |\n| C131204 | {vid} | {name} |\n"
    return text, [vid, name], vid


@kind(
    "ph_umid_crn",
    "UMID Common Reference Number (CRN-NNNN-NNNNNNN-N) " + MEM,
    r"\d{4}-\d{7}-\d",
    prefixless=True,
)
def _ph_crn(g: _R):
    crn = f"{g.digits(4)}-{g.digits(7, first_nonzero=False)}-{g.digits(1, first_nonzero=False)}"
    text = f'member:\n  umid_crn: "{crn}"\n  membership: SSS-VOLUNTARY\n'
    return text, [crn], crn.replace("-", "")


@kind(
    "my_kwsp_nombor_ahli",
    "EPF/KWSP member number (8 digits); the search found only the EPF Act, the format is " + MEM,
    r"\d{8}",
    prefixless=True,
)
def _my_kwsp(g: _R):
    no = g.digits(8)
    name = f"{_pick(g, FIRST).upper()} BIN {_pick(g, LAST).upper()}"
    text = f"NO_AHLI_KWSP,NAMA,CARUMAN_MAJIKAN,CARUMAN_PEKERJA\n{no},{name},572.00,484.00\n"
    return text, [no, name], no


@kind(
    "ie_imc_registration_number",
    "Irish Medical Council registration number (6 digits) " + MEM,
    r"\d{6}",
    prefixless=True,
)
def _ie_imc(g: _R):
    imc = g.digits(6)
    doc = f"{_pick(g, FIRST)} {_pick(g, LAST)}"
    text = f"Referral letter\nReferring GP: Dr {doc} (IMC No. {imc})\n"
    return text, [imc, doc], imc


@kind(
    "co_tarjeta_identidad_estudiante_simat",
    "Colombian tarjeta de identidad (10-11 digits) in a SIMAT enrolment export " + MEM,
    r"1\d{9,10}",
    prefixless=True,
)
def _co_ti(g: _R):
    ti = "1" + g.digits(g.r.choice([9, 10]), first_nonzero=False)
    ap = _pick(g, LAST).upper()
    text = f"TIPO_DOC;NRO_DOCUMENTO;APELLIDO1;GRADO\nTI;{ti};{ap};8\n"
    return text, [ti, ap], ti


@kind(
    "pe_carne_extranjeria_migraciones",
    "Peruvian carné de extranjería (9 digits) " + MEM,
    r"00\d{7}",
    prefixless=True,
)
def _pe_ce(g: _R):
    ce = "00" + g.digits(7)
    text = f"tipo_documento=CE numero_documento={ce} estado=VIGENTE\n"
    return text, [ce], ce


@kind(
    "tn_cin_carte_identite_nationale",
    "Tunisian CIN (8 digits) " + MEM,
    r"[01]\d{7}",
    prefixless=True,
)
def _tn_cin(g: _R):
    cin = _pick(g, "01") + g.digits(7, first_nonzero=False)
    text = f'def test_client_tunisien():\n    client = Client(cin="{cin}", gouvernorat="Sfax")\n    assert client.is_valid()\n'
    return text, [cin], cin


# -- court and notary records -------------------------------------------------------------------


@kind(
    "cl_rol_causa_civil_pjud",
    "https://github.com/AutonomosCdM/first_court (consulta por número de causa / RUT) ; "
    "code excerpt PJUDClient.search_causa(rol) ; 'C-NNNN-YYYY' layout " + MEM,
    r"C-\d{3,5}-20[12]\d",
    prefixless=True,
)
def _cl_rol(g: _R):
    rol = f"C-{g.r.randint(100, 29999)}-20{g.r.randint(15, 25)}"
    party = f"{_pick(g, LAST).upper()} / {_pick(g, FIRST).upper()} {_pick(g, LAST).upper()}"
    text = f"Rol: {rol}\nCaratulado: {party}\nTribunal: 3º Juzgado Civil de Santiago\nEstado: Tramitación\n"
    return text, [rol, party], rol


@kind(
    "fr_rg_numero_role_general",
    "https://legalplanet.pro/?p=592882 (Répertoire Général, art. 726 CPC) ; "
    "https://cerclab.univ-lorraine.fr/s/cerclab/item/4134 ('RG n° 03/01161')",
    r"\d{2}/\d{5}",
    prefixless=True,
)
def _fr_rg(g: _R):
    rg = f"{g.r.randint(15, 25)}/{g.digits(5, first_nonzero=False)}"
    party = f"M. {_pick(g, LAST).upper()} {_pick(g, FIRST)}"
    text = f"TRIBUNAL JUDICIAIRE DE LYON\nN° RG {rg} - N° Portalis DBVX-W-B7H-{g.s(4, UPPER_DIGITS)}\nDEMANDEUR : {party}\n"
    return text, [rg, party], rg.replace("/", "-")


@kind(
    "it_rg_ruolo_generale_tribunale",
    "https://www.laleggepertutti.it/117710_cose-lr-g-di-una-causa (R.G. = Ruolo Generale, numero/anno) ; "
    "https://dev.dequo.it/articoli/rg-numero-causa-sentenza",
    r"\d{3,5}/20[12]\d",
    prefixless=True,
)
def _it_rg(g: _R):
    rg = f"{g.r.randint(100, 29999)}/20{g.r.randint(15, 25)}"
    party = f"{_pick(g, LAST).upper()} {_pick(g, FIRST).upper()}"
    text = f"Tribunale di Milano - sez. IX civile\nR.G. n. {rg}\nricorrente: {party}\n"
    return text, [rg, party], rg.replace("/", "-")


@kind(
    "de_uvz_nummer_notar_urkundenverzeichnis",
    "https://onlinehilfe.bnotk.de/einrichtungen/elektronisches-urkundenarchiv/urkundenverzeichnis-uvz/grunddaten.html "
    "(UVZ-Nr.) ; https://www.gesetze-im-internet.de/notaktvv/__8.html (fortlaufende Nummern je Kalenderjahr)",
    r"\d{3,4}/20[12]\d [A-Z]",
    prefixless=True,
)
def _de_uvz(g: _R):
    uvz = f"{g.r.randint(100, 2999)}/20{g.r.randint(20, 25)} {_pick(g, 'BHKMSW')}"
    party = f"{_pick(g, FIRST)} {_pick(g, LAST)}"
    text = f"UVZ-Nr. {uvz}\nVerhandelt zu Hamburg am 12. März 2025\nVor mir, dem Notar, erschien: {party}, geb. am 04.11.1979\n"
    return text, [uvz, party], uvz.replace("/", "-").replace(" ", "")


@kind(
    "za_high_court_case_number",
    "South African High Court case number (NNNNN/YYYY) " + MEM,
    r"\d{4,5}/20[12]\d",
    prefixless=True,
)
def _za_case(g: _R):
    cn = f"{g.r.randint(1000, 99999)}/20{g.r.randint(15, 25)}"
    party = f"{_pick(g, FIRST).upper()} {_pick(g, LAST).upper()}"
    text = f"IN THE HIGH COURT OF SOUTH AFRICA\n(GAUTENG DIVISION, PRETORIA)\nCase No: {cn}\nIn the matter between: {party}  Applicant\n"
    return text, [cn, party], cn.replace("/", "-")


# -- bank accounts and cards --------------------------------------------------------------------

_VN_BINS = ["970436", "970415", "970418", "970422", "970407", "970416"]


@kind(
    "vn_vietqr_so_tai_khoan_napas",
    "https://github.com/giautm/emvqr-go (VietQR: tag 38, GUID A000000727, acquirer BIN + account, QRIBFTTA) ; "
    "https://github.com/subiz/vietqr",
    r"\d{10,13}",
    prefixless=True,
)
def _vn_vietqr(g: _R):
    acct = g.digits(g.r.choice([10, 12, 13]))
    bank = _tlv("00", _pick(g, _VN_BINS)) + _tlv("01", acct)
    mai = _tlv("00", "A000000727") + _tlv("01", bank) + _tlv("02", "QRIBFTTA")
    payload = (
        _tlv("00", "01")
        + _tlv("01", "12")
        + _tlv("38", mai)
        + _tlv("53", "704")
        + _tlv("58", "VN")
        + _tlv("62", _tlv("08", "CK don hang"))
        + "6304"
    )
    payload += _crc16_ccitt(payload)
    text = f"$ zbarimg --raw qr_chuyen_khoan.png\n{payload}\n"
    return text, [acct, payload], acct


@kind(
    "bd_beftn_account_routing_csv",
    "https://github.com/fmazzoli-dlocal/documentation/blob/master/api-documentation/payout-api-reference/payouts/bangladesh.md "
    "(bank_account 8-16 digits, bank_branch 9 digits) ; https://github.com/fintechbd/banco (routing_no seeders)",
    r"\d{13}",
    prefixless=True,
)
def _bd_beftn(g: _R):
    acct = g.digits(13)
    routing = _pick(g, ["090", "060", "125", "235", "140", "200"]) + g.digits(6, first_nonzero=False)
    name = f"MD {_pick(g, FIRST).upper()} {_pick(g, LAST).upper()}"
    text = f"SL,BENEFICIARY_NAME,ACCOUNT_NO,ROUTING_NO,AMOUNT\n1,{name},{acct},{routing},38500.00\n"
    return text, [acct, name], acct


_MADA = ["440647", "440795", "446404", "457865", "458456", "468540", "483010", "486094", "489318", "455708"]


@kind(
    "card_mada_sa_checkout",
    "Moyasar Flutter SDK MadaUtil.madaRanges (code search excerpt: 440647, 446404, 457865 ...) ; ISO/IEC 7812 Luhn",
    r"\d{16}",
    prefixless=True,
)
def _card_mada(g: _R):
    pan = _card(g, _pick(g, _MADA), 16)
    text = json.dumps(
        {"source": {"type": "creditcard", "company": "mada", "number": pan, "month": 9, "year": 2027}}
    )
    return text, [pan], pan, int(pan)


@kind(
    "card_cabal_ar_checkout",
    "find_string hit (card-type table, id 8270041618): Cabal /^(604324|604330|604337|604203|604338)[0-9]{10,12}/ ; Luhn",
    r"604(324|330|337|203|338)\d{10}",
    prefixless=True,
)
def _card_cabal(g: _R):
    pan = _card(g, _pick(g, ["604324", "604330", "604337", "604203", "604338"]), 16)
    grouped = _group(pan, (4, 4, 4, 4))
    text = f"Tarjeta Cabal débito\nNúmero: {grouped}\nVto: 08/28\n"
    return text, [grouped], pan, int(pan)


@kind(
    "card_bancontact_6703_receipt",
    "Bancontact/Maestro BIN 6703, 17 digits " + MEM,
    r"6703\d{13}",
    prefixless=True,
)
def _card_bc(g: _R):
    pan = _card(g, "6703", 17)
    text = f"TICKET CLIENT\nBANCONTACT\nCarte: {pan}\nMontant: EUR 23,40\n"
    return text, [pan], pan, int(pan)


@kind(
    "card_belkart_9112_sms",
    "БЕЛКАРТ BIN 9112, 16 digits " + MEM,
    r"9112\d{12}",
    prefixless=True,
)
def _card_belkart(g: _R):
    pan = _card(g, "9112", 16)
    text = f"card_number = '{pan}'  # Белкарт, Беларусбанк\n"
    return text, [pan], pan, int(pan)


@kind(
    "card_meeza_507803_wallet",
    "Meeza (Egypt) BIN 507803, 16 digits " + MEM,
    r"507803\d{10}",
    prefixless=True,
)
def _card_meeza(g: _R):
    pan = _card(g, "507803", 16)
    text = json.dumps({"scheme": "MEEZA", "pan": pan, "holder": "—"})
    return text, [pan], pan, int(pan)


@kind(
    "card_prostir_9804_liqpay",
    "ПРОСТІР (Ukraine national scheme) BIN 9804, 16 digits " + MEM,
    r"9804\d{12}",
    prefixless=True,
)
def _card_prostir(g: _R):
    pan = _card(g, "9804", 16)
    text = f"liqpay.api('request', {{'action': 'pay', 'card': '{pan}', 'card_exp_month': '03'}})\n"
    return text, [pan], pan, int(pan)


# -- phone numbers (mobile ranges from libphonenumber via Number::Phone stub data) ----------------

NP = "https://github.com/metacpan/metacpan-cpan-extracted/blob/master/distros/N/Number-Phone/lib/Number/Phone/StubCountry/{}.pm"


def _np(cc: str, what: str) -> str:
    return NP.format(cc) + f" (libphonenumber-derived mobile pattern {what})"


@kind(
    "phone_uy_pedidosya_order_json", _np("UY", "9[1-9]\\d{6}"), r"\+598 9[1-9] \d{3} \d{3}", prefixless=True
)
def _ph_uy(g: _R):
    n = "9" + _pick(g, "123456789") + g.digits(6, first_nonzero=False)
    ph = f"+598 {n[:2]} {n[2:5]} {n[5:]}"
    text = json.dumps(
        {"order": {"id": int(g.digits(9)), "contact": {"phone": ph, "name": "—"}, "city": "Montevideo"}}
    )
    return text, [ph], "598" + n


@kind("phone_zm_ussd_session_log", _np("ZM", "(76|9[5-8])\\d{7}"), r"\+260(76|9[5-8])\d{7}", prefixless=True)
def _ph_zm(g: _R):
    n = _pick(g, ["76", "95", "96", "97", "98"]) + g.digits(7, first_nonzero=False)
    ph = "+260" + n
    text = f"2025-05-02T08:14:03Z ussd sessionId=ATUid_{g.s(12, HEX)} serviceCode=*384*1122# phoneNumber={ph} text=1*2\n"
    return text, [ph], ph[1:]


@kind("phone_mz_mpesa_c2b_payload", _np("MZ", "8[2-7]\\d{7}"), r"2588[2-7]\d{7}", prefixless=True)
def _ph_mz(g: _R):
    n = "8" + _pick(g, "234567") + g.digits(7, first_nonzero=False)
    msisdn = "258" + n
    text = json.dumps(
        {"input_TransactionReference": "T12344C", "input_CustomerMSISDN": msisdn, "input_Amount": "150"}
    )
    return text, [msisdn], msisdn


@kind("phone_pa_yappy_payment_json", _np("PA", "6[0-9]\\d{2}\\d{4}"), r"6\d{3}-\d{4}", prefixless=True)
def _ph_pa(g: _R):
    n = "6" + _pick(g, "023456789") + g.digits(6, first_nonzero=False)
    ph = f"{n[:4]}-{n[4:]}"
    text = f'{{"metodo": "YAPPY", "celular_cliente": "{ph}", "monto": 18.75, "orden": "PA-{g.digits(6)}"}}'
    return text, [ph], "507" + n


@kind("phone_gt_laravel_validation_failure", _np("GT", "[3-5]\\d{7}"), r"[3-5]\d{3} \d{4}", prefixless=True)
def _ph_gt(g: _R):
    n = _pick(g, "345") + g.digits(7, first_nonzero=False)
    ph = f"{n[:4]} {n[4:]}"
    text = (
        "FAILED  Tests\\Feature\\PedidoTest > it rejects a duplicated phone\n"
        f"  Failed asserting that two strings are equal.\n  -'+502 {ph}'\n  +'502{n}'\n"
    )
    return text, [ph, "502" + n], "502" + n


@kind("phone_cy_wolt_courier_csv", _np("CY", "9[4-79]\\d{6}"), r"\+357 9[4-79] \d{6}", prefixless=True)
def _ph_cy(g: _R):
    n = "9" + _pick(g, "45679") + g.digits(6, first_nonzero=False)
    ph = f"+357 {n[:2]} {n[2:]}"
    text = f"order_id,dropoff_area,customer_phone,eta_min\nW{g.digits(7)},Strovolos,{ph},24\n"
    return text, [ph], "357" + n


@kind(
    "phone_sd_bankak_receipt_ocr",
    _np("SD", "(1[0-2]|9[0-3569])\\d{7}"),
    r"0(1[0-2]|9[0-3569])\d{7}",
    prefixless=True,
)
def _ph_sd(g: _R):
    n = _pick(g, ["10", "11", "12", "90", "91", "92", "96", "99"]) + g.digits(7, first_nonzero=False)
    ph = "0" + n
    text = f"$ tesseract receipt.jpg - -l ara+eng\nبنكك  تحويل ناجح\nإلى: {ph}\nالمبلغ: 25,000 SDG\n"
    return text, [ph], "249" + n


@kind(
    "phone_ao_multicaixa_express_ref", _np("AO", "9[1-49]\\d{7}"), r"9[1-49]\d \d{3} \d{3}", prefixless=True
)
def _ph_ao(g: _R):
    n = "9" + _pick(g, "12349") + g.digits(7, first_nonzero=False)
    ph = f"{n[:3]} {n[3:6]} {n[6:]}"
    text = f'pagamento:\n  metodo: MULTICAIXA_EXPRESS\n  telemovel: "{ph}"\n  valor_aoa: 12500\n'
    return text, [ph], "244" + n


@kind("phone_mg_mvola_merchantpay", _np("MG", "3[2-49]\\d{7}"), r"03[2-49]\d{7}", prefixless=True)
def _ph_mg(g: _R):
    n = "3" + _pick(g, "2349") + g.digits(7, first_nonzero=False)
    ph = "0" + n
    text = "POST /mvola/mm/transactions/type/merchantpay/1.0.0/\n" + json.dumps(
        {"debitParty": [{"key": "msisdn", "value": ph}], "amount": "5000", "currency": "Ar"}
    )
    return text, [ph], "261" + n


@kind(
    "phone_bn_clinic_appointment_sms",
    _np("BN", "[78]\\d\\d\\d{4}"),
    r"\+673 [78]\d{2} \d{4}",
    prefixless=True,
)
def _ph_bn(g: _R):
    n = _pick(g, "78") + g.digits(6, first_nonzero=False)
    ph = f"+673 {n[:3]} {n[3:]}"
    text = f"[sms-queue] to={ph} body='Temujanji anda di Klinik Kesihatan Gadong: 14/07 09:30'\n"
    return text, [ph], "673" + n


@kind(
    "phone_fj_mpaisa_transfer",
    _np("FJ", "([279]\\d|45|5[01568]|8[034679])\\d{5}"),
    r"\+679 [279]\d{2} \d{4}",
    prefixless=True,
)
def _ph_fj(g: _R):
    n = _pick(g, "279") + g.digits(6, first_nonzero=False)
    ph = f"+679 {n[:3]} {n[3:]}"
    text = f"M-PAiSA: You have sent FJD 40.00 to {ph}. Ref {g.s(10, UPPER_DIGITS)}\n"
    return text, [ph], "679" + n


@kind(
    "phone_pg_cellmoni_sms_log",
    _np("PG", "7([0-689]\\d|75)\\d{5}"),
    r"\+675 7[0-689]\d{2} \d{4}",
    prefixless=True,
)
def _ph_pg(g: _R):
    n = "7" + _pick(g, "0123456890") + g.digits(6, first_nonzero=False)
    ph = f"+675 {n[:4]} {n[4:]}"
    text = f"2025-03-11 10:02:55 INFO cellmoni.notify msisdn='{ph}' status=DELIVERED\n"
    return text, [ph], "675" + n


@kind(
    "phone_zw_paynow_ecocash_express",
    _np("ZW", "7(1\\d|3[2-9]|7[1-9]|8[2-5])\\d{6}"),
    r"07[78][1-9]\d{6}",
    prefixless=True,
)
def _ph_zw(g: _R):
    n = "7" + _pick(g, "78") + _pick(g, "123456789") + g.digits(6, first_nonzero=False)
    ph = "0" + n
    text = f"response = paynow.send_mobile(payment, '{ph}', 'ecocash')\nprint(response.instructions)\n"
    return text, [ph], "263" + n


# -- e-mail addresses ---------------------------------------------------------------------------

_DOMAINS = [
    "gmail.com",
    "outlook.com",
    "yahoo.com",
    "proton.me",
    "icloud.com",
    "hotmail.co.uk",
    "mail.ru",
    "web.de",
]


def _person(g: _R) -> tuple[str, str, str]:
    f, ln = _pick(g, FIRST), _pick(g, LAST)
    local = _pick(g, [f"{f}.{ln}", f"{f[0]}{ln}", f"{ln}.{f}", f"{f}{ln[:2]}"]).lower() + g.digits(2)
    return f, ln, f"{_ascii(local)}@{_pick(g, _DOMAINS)}"


@kind(
    "email_moodle_uploaduser_csv",
    "https://github.com/moodle/moodle/blob/f3aa72b411b46c5eea14a37afbbfbb51cc310ee0/lang/es/help/uploadusers.html "
    "(username, password, firstname, lastname, email)",
    r"[a-z0-9.]+@[a-z0-9.]+",
    prefixless=True,
)
def _em_moodle(g: _R):
    f, ln, em = _person(g)
    user = _user(g, f, ln)
    text = f"username,password,firstname,lastname,email,course1\n{user},changeme,{f},{ln},{em},MAT101\n"
    return text, [em, user, f"{f},{ln}"], em.split("@")[0]


@kind(
    "email_canvas_sis_users_csv",
    "https://developerdocs.instructure.com/services/canvas/sis/file.sis_csv (users.csv: user_id, login_id, ..., email)",
    r"[a-z0-9.]+@[a-z0-9.]+",
    prefixless=True,
)
def _em_canvas(g: _R):
    f, ln, em = _person(g)
    login = _user(g, f, ln)
    text = (
        f"user_id,login_id,first_name,last_name,email,status\nU{g.digits(7)},{login},{f},{ln},{em},active\n"
    )
    return text, [em, login, f"{f},{ln}"], em.split("@")[0]


@kind(
    "email_epp_contact_info_xml",
    "https://Iana.org/go/rfc5733 (RFC 5733 EPP contact mapping: postalInfo, voice, email)",
    r"[a-z0-9.]+@[a-z0-9.]+",
    prefixless=True,
)
def _em_epp(g: _R):
    f, ln, em = _person(g)
    voice = f"+44.7{g.digits(9, first_nonzero=False)}"
    text = (
        "<contact:infData>\n  <contact:id>C" + g.digits(6) + "-REG</contact:id>\n"
        f'  <contact:postalInfo type="int"><contact:name>{f} {ln}</contact:name></contact:postalInfo>\n'
        f"  <contact:voice>{voice}</contact:voice>\n  <contact:email>{em}</contact:email>\n</contact:infData>"
    )
    return text, [em, f"{f} {ln}", voice], em.split("@")[0]


@kind(
    "email_mailchimp_audience_export_csv",
    "http://ginkgo.st/~ca/roadmap/mailchimp-and-civicrm-overview/notes-on-mailchimp-data-exports (subscribed_members CSV) ; "
    "https://zloadr.com/?id=98126&type=Book (MEMBER_RATING, OPTIN_TIME columns)",
    r"[a-z0-9.]+@[a-z0-9.]+",
    prefixless=True,
)
def _em_mailchimp(g: _R):
    f, ln, em = _person(g)
    text = (
        '"Email Address","First Name","Last Name",MEMBER_RATING,OPTIN_TIME,CONFIRM_IP\n'
        f'{em},{f},{ln},3,"2023-02-11 09:12:40",{g.r.randint(11, 223)}.{g.r.randint(0, 255)}.{g.r.randint(0, 255)}.{g.r.randint(1, 254)}\n'
    )
    return text, [em, f"{f},{ln}"], em.split("@")[0]


@kind(
    "email_hl7_pid13_xtn_net",
    "https://hexdocs.pm/hl7v2/HL7v2.Type.XTN.md (XTN: use code NET, equipment Internet, XTN.4 email address) ; "
    "https://build.fhir.org/ig/HL7/v2ig/StructureDefinition-XTN.html",
    r"[a-z0-9.]+@[a-z0-9.]+",
    prefixless=True,
)
def _em_hl7(g: _R):
    f, ln, em = _person(g)
    text = f"PID|1||{g.digits(7)}^^^HOSP^MR||{ln.upper()}^{f.upper()}||19800101|F|||||^NET^Internet^{em}\r"
    return text, [em, f"{ln.upper()}^{f.upper()}"], em.split("@")[0]


@kind(
    "email_gam_print_users_csv",
    "GAM (Google Workspace admin CLI) 'gam print users firstname lastname' output " + MEM,
    r"[a-z0-9.]+@[a-z0-9.-]+",
    prefixless=True,
)
def _em_gam(g: _R):
    f, ln = _pick(g, FIRST), _pick(g, LAST)
    em = f"{_ascii(f).lower()}.{_ascii(ln).lower()}{g.digits(2)}@{_pick(g, ['colegio-andino.edu.pe', 'bergen-skole.no', 'ridgeview.k12.ca.us'])}"
    text = (
        f"$ gam print users firstname lastname\nprimaryEmail,name.givenName,name.familyName\n{em},{f},{ln}\n"
    )
    return text, [em, f"{f},{ln}"], em.split("@")[0]


@kind(
    "email_zoom_participants_report_csv",
    "Zoom meeting participants report CSV (Name (Original Name), User Email, Join Time) " + MEM,
    r"[a-z0-9.]+@[a-z0-9.]+",
    prefixless=True,
)
def _em_zoom(g: _R):
    f, ln, em = _person(g)
    text = (
        "Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes)\n"
        f"{f} {ln},{em},03/04/2025 09:58:11 AM,03/04/2025 11:02:40 AM,65\n"
    )
    return text, [em, f"{f} {ln}"], em.split("@")[0]


# -- postal addresses (country layouts from libaddressinput RegionDataConstants) ----------------

LA = "https://github.com/google/libaddressinput/blob/master/common/src/main/java/com/google/i18n/addressinput/common/RegionDataConstants.java"


def _la(cc: str, fmt: str) -> str:
    return f"{LA} ({cc} fmt {fmt})"


@kind("address_gr_greek_odos_acs_voucher", _la("GR", "%N%n%O%n%A%n%Z %C"), r".+ \d{1,3}", prefixless=True)
def _ad_gr(g: _R):
    streets = [
        ("Ερμού", "Ermou"),
        ("Πατησίων", "Patision"),
        ("Αγίου Δημητρίου", "Agiou Dimitriou"),
        ("Τσιμισκή", "Tsimiski"),
        ("Κηφισίας", "Kifisias"),
    ]
    gr, lat = _pick(g, streets)
    no = g.r.randint(1, 240)
    tk = f"{g.r.randint(104, 851)} {g.digits(2, first_nonzero=False)}"
    line_gr, line_lat = f"Οδός {gr} {no}", f"{lat} {no}"
    text = f"ΣΤΟΙΧΕΙΑ ΠΑΡΑΛΗΠΤΗ\n{line_gr}, όροφος 3\n{tk} ΑΘΗΝΑ\nLatin: {line_lat}, {tk} ATHINA\n"
    return text, [line_gr, line_lat], _slug(f"{line_lat}-{tk}")


@kind("address_vn_phuong_quan_shop_order", _la("VN", "%N%n%O%n%A%n%C%n%S %Z"), r"Số \d+.+", prefixless=True)
def _ad_vn(g: _R):
    streets = ["Nguyễn Thị Minh Khai", "Lê Lợi", "Trần Hưng Đạo", "Hai Bà Trưng", "Phạm Ngũ Lão"]
    line = f"Số {g.r.randint(2, 480)} {_pick(g, ['Hẻm', 'Ngõ', 'Kiệt'])} {g.r.randint(2, 99)} {_pick(g, streets)}"
    text = json.dumps(
        {
            "shipping_address": {
                "line1": line,
                "ward": "Phường Bến Nghé",
                "district": "Quận 1",
                "city": "TP. Hồ Chí Minh",
            }
        },
        ensure_ascii=False,
    )
    return text, [line], _slug(line)


@kind(
    "address_fi_posti_label_fi_prefix",
    _la("FI", "%O%n%N%n%A%nFI-%Z %C"),
    r"[A-Za-zäöÄÖ]+ \d+ [A-C] \d+",
    prefixless=True,
)
def _ad_fi(g: _R):
    line = f"{_pick(g, ['Mannerheimintie', 'Hämeenkatu', 'Aleksanterinkatu', 'Kauppakatu', 'Puistokatu'])} {g.r.randint(1, 90)} {_pick(g, 'ABC')} {g.r.randint(1, 60)}"
    z = f"{g.r.randint(0, 99):02d}{g.r.randint(1, 9)}{g.r.randint(0, 9)}0"
    text = f"^XA^FO40,40^FD{_pick(g, FIRST).upper()} {_pick(g, LAST).upper()}^FS^FO40,90^FD{line}^FS^FO40,140^FDFI-{z} TAMPERE^FS^XZ"
    return text, [line], _slug(f"{line}-{z}")


@kind(
    "address_no_bring_shipment_postnummer",
    _la("NO", "%N%n%O%n%A%n%Z %C"),
    r"[A-Za-zæøåÆØÅ ]+ \d+[A-F]?, H\d{3,4}",
    prefixless=True,
)
def _ad_no(g: _R):
    line = f"{_pick(g, ['Thorvald Meyers gate', 'Kongens gate', 'Storgata', 'Bygdøy allé', 'Sandviksveien'])} {g.r.randint(1, 120)}{_pick(g, ['', 'A', 'B'])}, H{g.r.randint(1, 6)}0{g.r.randint(1, 4)}"
    z = g.digits(4, first_nonzero=False)
    text = json.dumps(
        {"recipient": {"addressLine": line, "postalCode": z, "city": "OSLO", "countryCode": "NO"}},
        ensure_ascii=False,
    )
    return text, [line], _slug(f"{line}-{z}")


@kind(
    "address_za_suburb_delivery_waybill",
    _la("ZA", "%N%n%O%n%A%n%D%n%C%n%Z"),
    r"\d+ [A-Za-z ]+ (Street|Road|Avenue), [A-Za-z ]+",
    prefixless=True,
)
def _ad_za(g: _R):
    line = f"{g.r.randint(1, 250)} {_pick(g, ['Jan Smuts', 'Louis Botha', 'Rivonia', 'Beach', 'Main'])} {_pick(g, ['Street', 'Road', 'Avenue'])}, {_pick(g, ['Sandton', 'Umhlanga', 'Rondebosch', 'Soweto', 'Hatfield'])}"
    text = f"WAYBILL {g.digits(10)}\nDeliver to: {line}\nJohannesburg\n{g.digits(4)}\n"
    return text, [line], _slug(line)


@kind(
    "address_cl_comuna_despacho_json",
    _la("CL", "%N%n%O%n%A%n%Z %C%n%S"),
    r"(Av\.|Calle|Pasaje) .+ \d+, depto \d+",
    prefixless=True,
)
def _ad_cl(g: _R):
    line = f"{_pick(g, ['Av.', 'Calle', 'Pasaje'])} {_pick(g, ['Providencia', 'Irarrázaval', 'Los Leones', 'Gran Avenida', 'Vicuña Mackenna'])} {g.r.randint(100, 9999)}, depto {g.r.randint(11, 2408)}"
    text = json.dumps(
        {"despacho": {"direccion": line, "comuna": "Ñuñoa", "region": "Región Metropolitana"}},
        ensure_ascii=False,
    )
    return text, [line], _slug(line)


@kind(
    "address_by_belarusian_reverse_order",
    _la("BY", "%S%n%Z %C %X%n%A%n%O%n%N"),
    r"вул\. .+ д\. \d+, кв\. \d+",
    prefixless=True,
)
def _ad_by(g: _R):
    streets = [
        ("Незалежнасці", "Niezalezhnasci"),
        ("Кірава", "Kirava"),
        ("Сурганава", "Surhanava"),
        ("Янкі Купалы", "Janki Kupaly"),
    ]
    by, lat = _pick(g, streets)
    no, kv = g.r.randint(1, 180), g.r.randint(1, 320)
    line = f"вул. {by}, д. {no}, кв. {kv}"
    text = f"Мінская вобласць\n220{g.digits(3, first_nonzero=False)} г. Мінск\n{line}\n{_pick(g, LAST)} {_pick(g, FIRST)}\n"
    return text, [line], _slug(f"vul-{lat}-{no}-kv-{kv}")


@kind(
    "address_az_kucesi_menzil",
    _la("AZ", "%N%n%O%n%A%nAZ %Z %C"),
    r".+ küç\., ev \d+, mənzil \d+",
    prefixless=True,
)
def _ad_az(g: _R):
    line = f"{_pick(g, ['Nizami', 'Füzuli', 'Səməd Vurğun', 'Rəşid Behbudov', 'Üzeyir Hacıbəyov'])} küç., ev {g.r.randint(1, 150)}, mənzil {g.r.randint(1, 90)}"
    text = f"Çatdırılma ünvanı:\n{line}\nAZ {g.r.randint(1000, 1150)} BAKI\n"
    return text, [line], _slug(line)


@kind(
    "address_uz_kocha_mahalla_latin",
    _la("UZ", "%N%n%O%n%A%n%Z %C%n%S"),
    r".+ ko'chasi, \d+-uy, \d+-xonadon",
    prefixless=True,
)
def _ad_uz(g: _R):
    line = f"{_pick(g, ['Amir Temur', 'Navoiy', 'Bobur', 'Mustaqillik', 'Shota Rustaveli'])} ko'chasi, {g.r.randint(1, 120)}-uy, {g.r.randint(1, 99)}-xonadon"
    text = f'manzil: "{line}"\nmahalla: Olmazor\npochta_indeksi: "100{g.digits(3, first_nonzero=False)}"\nshahar: Toshkent\n'
    return text, [line], _slug(line)


@kind(
    "address_al_rruga_pallati_shkalla",
    _la("AL", "%N%n%O%n%A%n%Z%n%C"),
    r"Rruga .+, Pallati \d+, Shk\. \d, Ap\. \d+",
    prefixless=True,
)
def _ad_al(g: _R):
    line = f"Rruga {_pick(g, ['e Kavajës', 'Myslym Shyri', 'Sami Frashëri', 'e Durrësit', 'Ismail Qemali'])}, Pallati {g.r.randint(1, 80)}, Shk. {g.r.randint(1, 4)}, Ap. {g.r.randint(1, 40)}"
    text = f"Adresa e dorëzimit: {line}, 10{g.digits(2, first_nonzero=False)} Tiranë\n"
    return text, [line], _slug(line)


@kind(
    "address_ee_tanav_korter_omniva",
    _la("EE", "%N%n%O%n%A%n%Z %C"),
    r".+ (tn|mnt|pst) \d+-\d+",
    prefixless=True,
)
def _ad_ee(g: _R):
    line = f"{_pick(g, ['Tartu', 'Pärnu', 'Narva', 'Vabaduse', 'Kalamaja'])} {_pick(g, ['tn', 'mnt', 'pst'])} {g.r.randint(1, 140)}-{g.r.randint(1, 60)}"
    text = f"INSERT INTO saaja (aadress, indeks, linn) VALUES ('{line}', '10{g.digits(3, first_nonzero=False)}', 'Tallinn');"
    return text, [line], _slug(line)


@kind(
    "address_tj_tajik_cyrillic_kucha",
    _la("TJ", "%N%n%O%n%A%n%Z %C"),
    r"кӯчаи .+ \d+, хонаи \d+",
    prefixless=True,
)
def _ad_tj(g: _R):
    streets = [
        ("Рӯдакӣ", "Rudaki"),
        ("Исмоили Сомонӣ", "Ismoili Somoni"),
        ("Айнӣ", "Ayni"),
        ("Бохтар", "Bokhtar"),
    ]
    tj, lat = _pick(g, streets)
    no, kv = g.r.randint(1, 200), g.r.randint(1, 150)
    line = f"кӯчаи {tj} {no}, хонаи {kv}"
    text = f"Суроға: {line}, 734{g.digits(3, first_nonzero=False)} Душанбе\nAddress (lat): {lat} st. {no}, apt {kv}\n"
    return text, [line, f"{lat} st. {no}, apt {kv}"], _slug(f"kuchai-{lat}-{no}-{kv}")


# -- dates of birth in other encodings ----------------------------------------------------------

_MON = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]


@kind(
    "dob_stata_td_list_output",
    "https://stata.com/support/faqs/data-management/creating-date-variables (elapsed dates since 01jan1960, %td) ; "
    "https://www.stata.com/manuals/ddatetime.pdf",
    r"\d{2}[a-z]{3}\d{4}",
    prefixless=True,
)
def _dob_stata(g: _R):
    d = _dob(g)
    td = f"{d.day:02d}{_MON[d.month - 1]}{d.year}"
    pid = g.digits(6)
    text = (
        ". list pid dob sex in 1/1\n\n     +---------------------------+\n     |    pid         dob   sex |\n"
        f"  1. | {pid}   {td}     F |\n     +---------------------------+\n"
    )
    return text, [td], td


@kind(
    "dob_spss_seconds_since_1582",
    "https://gnu.org/software/pspp/manual/html_node/Time-and-Date-Concepts.html (seconds since 14 Oct 1582) ; "
    "https://rdrr.io/github/lbraglia/lbmisc/man/spss_datetime.html",
    r"1[23]\d{9}",
    prefixless=True,
)
def _dob_spss(g: _R):
    d = _dob(g)
    secs = (d.toordinal() - _dt.date(1582, 10, 14).toordinal()) * 86400
    text = f">>> meta.variable_value_labels.get('FECHANAC'), df.loc[17, 'FECHANAC']\n(None, {secs}.0)\n"
    return text, [str(secs)], str(secs)


@kind(
    "dob_avro_timestamp_millis_birth",
    "https://hexdocs.pm/avrogen/Avrogen.Avro.Types.Logical.Date.html (Avro logical types count from the unix epoch) ; "
    "Avro spec timestamp-millis",
    r"-?\d{9,12}",
    prefixless=True,
)
def _dob_avro(g: _R):
    d = _dob(g)
    ms = (d.toordinal() - _dt.date(1970, 1, 1).toordinal()) * 86400000
    text = (
        "$ avro-tools tojson customer.avro | head -1\n"
        f'{{"customer_id":"{g.digits(8)}","birth_ts":{{"long":{ms}}},"segment":"gold"}}\n'
    )
    return text, [str(ms)], str(ms).replace("-", "m")


@kind(
    "dob_protobuf_timestamp_textproto",
    "https://github.com/protocolbuffers/protobuf/blob/bb3460d71b2f2cd75f10efe94d739e15561c2ccf/src/google/protobuf/timestamp.proto "
    "(Timestamp{seconds, nanos})",
    r"-?\d{8,10}",
    prefixless=True,
)
def _dob_proto(g: _R):
    d = _dob(g)
    secs = (d.toordinal() - _dt.date(1970, 1, 1).toordinal()) * 86400
    secs = secs if abs(secs) >= 10**7 else secs + 86400 * 120
    text = f'# proto-file: patient.proto\npatient {{\n  id: "P{g.digits(7)}"\n  birth_date {{\n    seconds: {secs}\n  }}\n}}\n'
    return text, [str(secs)], str(secs).replace("-", "m")


@kind(
    "dob_gedcom_birt_date",
    "https://docs.rs/crate/gedcom-core/latest/source/tests/files/sample555-utf8.ged (1 BIRT / 2 DATE 2 Oct 1822) ; "
    "https://metacpan.org/pod/Gedcom::Date",
    r"\d{1,2} [A-Z]{3} \d{4}",
    prefixless=True,
)
def _dob_gedcom(g: _R):
    d = _dob(g, 1930, 2005)
    gd = f"{d.day} {_MON[d.month - 1].upper()} {d.year}"
    name = f"{_pick(g, FIRST)} /{_pick(g, LAST)}/"
    text = f"0 @I{g.r.randint(10, 999)}@ INDI\n1 NAME {name}\n1 BIRT\n2 DATE {gd}\n2 PLAC Kumasi, Ashanti, Ghana\n"
    return text, [gd, name], _slug(gd)


@kind(
    "dob_khmer_numerals_birth_certificate",
    "Cambodian documents write dates in Khmer digits (០-៩) " + MEM,
    r"[០-៩]{2}/[០-៩]{2}/[០-៩]{4}",
    prefixless=True,
)
def _dob_khmer(g: _R):
    d = _dob(g)
    latin = f"{d.day:02d}/{d.month:02d}/{d.year}"
    km = latin.translate(str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩"))
    text = f"$ tesseract birth_cert.png - -l khm\nថ្ងៃខែឆ្នាំកំណើត: {km}\nទីកន្លែងកំណើត: ភ្នំពេញ\n"
    return text, [km], latin.replace("/", "-")


@kind(
    "dob_ical_birthday_calendar_event",
    "https://app.unpkg.com/ical.js-one.com@0.0.4/files/samples/google_birthday.ics (Google contacts birthdays, DTSTART;VALUE=DATE) ; "
    "https://gist.github.com/ncuesta/5560636 (RRULE:FREQ=YEARLY)",
    r"(19|20)\d{6}",
    prefixless=True,
)
def _dob_ical(g: _R):
    d = _dob(g)
    ds = d.strftime("%Y%m%d")
    who = f"{_pick(g, FIRST)} {_pick(g, LAST)}"
    text = (
        "BEGIN:VEVENT\nUID:" + g.uuid() + "\n"
        f"DTSTART;VALUE=DATE:{ds}\nRRULE:FREQ=YEARLY\nSUMMARY:{who}'s birthday\nEND:VEVENT\n"
    )
    return text, [ds, who], ds


@kind(
    "dob_sqlite_julianday_repl",
    "https://w3resource.com/sqlite/sqlite-julianday.php (julianday(): days since noon 24 Nov 4714 B.C.) ; "
    "https://www.oreilly.com/library/view/using-sqlite/9781449394592/re130.html",
    r"24\d{5}\.5",
    prefixless=True,
)
def _dob_jd(g: _R):
    d = _dob(g)
    jd = d.toordinal() + 1721424.5
    text = f"sqlite> SELECT id, julianday(birth_date) FROM members WHERE id = {g.r.randint(100, 9999)};\n{g.r.randint(1, 99)}|{jd}\n"
    return text, [str(jd)], str(jd)


# -- device and advertising identifiers ---------------------------------------------------------


@kind(
    "device_ios_udid_xctrace_list",
    "http://brick-house.org/fd22ec82-bf2e-4b4b-9118-8a76f01d1cb4?page=8 (xcdevice identifier: UDID like 00008110-001234567890001E)",
    r"0000(8020|8030|8101|8110|8120)-[0-9A-F]{16}",
    prefixless=True,
)
def _dev_udid(g: _R):
    udid = f"0000{_pick(g, ['8020', '8030', '8101', '8110', '8120'])}-{g.s(16, '0123456789ABCDEF')}"
    owner = f"{_pick(g, FIRST)}'s iPhone"
    text = f"$ xcrun xctrace list devices\n== Devices ==\nbuild-mac (4C2F9A10-8E7B-5D3C-9F21-0A6B5C4D3E2F)\n{owner} (17.5.1) ({udid})\n"
    return text, [udid, owner], udid


@kind(
    "device_segment_context_advertising_id",
    "https://www.twilio.com/docs/segment/connections/spec/common (context.device.id, context.device.advertisingId, anonymousId)",
    r"[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}",
    prefixless=True,
)
def _dev_segment(g: _R):
    idfa, anon = g.uuid().upper(), g.uuid()
    text = json.dumps(
        {
            "type": "track",
            "event": "Order Completed",
            "anonymousId": anon,
            "context": {"device": {"advertisingId": idfa, "adTrackingEnabled": True}},
        },
        indent=1,
    )
    return text, [idfa, anon], idfa


@kind(
    "device_meta_fbp_browser_id",
    "https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/fbp-and-fbc/ (fbp = fb.1.<ms>.<random>)",
    r"fb\.1\.1[5-7]\d{11}\.\d{9,10}",
)
def _dev_fbp(g: _R):
    fbp = (
        f"fb.1.{g.r.randint(1_550_000_000_000, 1_760_000_000_000)}.{g.r.randint(100_000_000, 2_147_483_647)}"
    )
    text = f'curl -s -X POST "https://graph.facebook.com/v19.0/$PIXEL_ID/events" -F \'data=[{{"event_name":"Purchase","user_data":{{"fbp":"{fbp}"}}}}]\''
    return text, [fbp], fbp


@kind(
    "device_amplitude_adid_device_id",
    "https://amplitude.com/docs/en/apis/analytics/http-v2 (device_id) ; "
    "https://pkg.go.dev/github.com/renatoaf/amplitude-go/amplitude/data (Event: DeviceID, IDFA, ADID)",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _dev_amp(g: _R):
    adid, dev = g.uuid(), g.s(21, "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_")
    text = json.dumps(
        {
            "api_key": "<redacted>",
            "events": [{"event_type": "app_open", "device_id": dev, "adid": adid, "platform": "Android"}],
        }
    )
    return text, [adid, dev], adid


@kind(
    "device_mixpanel_device_id_property",
    "https://docs.mixpanel.com/docs/tracking-methods/identifying-users ($device_id generated by the client SDK)",
    r"[0-9a-f]{11}-[0-9a-f]{14}-[0-9a-f]{8}-[0-9a-f]{6}-[0-9a-f]{11}",
    prefixless=True,
)
def _dev_mp(g: _R):
    a = g.s(11, HEX)
    did = f"{a}-{g.s(14, HEX)}-{g.s(8, HEX)}-{g.s(6, HEX)}-{a}"
    text = f"mixpanel.track('Signup', {{'$device_id': '{did}', 'plan': 'free'}})\n"
    return text, [did], did


@kind(
    "device_windows_advertising_id_reg_query",
    "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\AdvertisingInfo Id (REG_SZ GUID) " + MEM,
    r"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}",
    prefixless=True,
)
def _dev_win(g: _R):
    gid = g.uuid().upper()
    text = (
        "C:\\> reg query HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\AdvertisingInfo\n\n"
        "HKEY_CURRENT_USER\\Software\\Microsoft\\Windows\\CurrentVersion\\AdvertisingInfo\n"
        f"    Enabled    REG_DWORD    0x1\n    Id    REG_SZ    {gid}\n"
    )
    return text, [gid], gid


# -- user account names in command output -------------------------------------------------------


def _uname(g: _R) -> tuple[str, str, str]:
    f, ln = _pick(g, FIRST), _pick(g, LAST)
    u = _user(g, f, ln)
    while len(u) < 6:
        u += g.digits(1)
    return f, ln, u


@kind(
    "user_gpustat_process_owner",
    "https://pypi.org/project/gpustat/1.1.1/ (-u/--show-user: username of the process owner) ; "
    "https://lib.rs/crates/gpustat (along(33407M))",
    r"[a-z0-9._]{6,}",
    prefixless=True,
)
def _us_gpu(g: _R):
    _, _, u = _uname(g)
    text = f"$ gpustat -u\nml-node-3  Tue Mar 11 10:14:02 2025  550.54.15\n[0] NVIDIA A100-SXM4-40GB | 61°C,  98 % | 31845 / 40960 MB | {u}(31842M)\n"
    return text, [u], u


@kind(
    "user_lastlog_report",
    "http://cryer.org.uk/lastlog (login-name, port, last-login-time)",
    r"[a-z0-9._]{6,}",
    prefixless=True,
)
def _us_lastlog(g: _R):
    _, _, u = _uname(g)
    ip = f"10.{g.r.randint(0, 255)}.{g.r.randint(0, 255)}.{g.r.randint(2, 254)}"
    text = f"$ lastlog -t 7\nUsername         Port     From             Latest\n{u:<16} pts/3    {ip:<16} Mon Mar 10 18:22:41 +0000 2025\n"
    return text, [u, ip], u


@kind(
    "user_aws_iam_list_users_json",
    "https://docs.aws.amazon.com/goto/WebAPI/iam-2010-05-08/User (UserName, Arn, PasswordLastUsed)",
    r"[a-z0-9._]{6,}",
    prefixless=True,
)
def _us_iam(g: _R):
    _, _, u = _uname(g)
    acct = g.digits(12)
    text = json.dumps(
        {
            "Users": [
                {
                    "Path": "/",
                    "UserName": u,
                    "UserId": "AIDA" + g.s(17, UPPER_DIGITS),
                    "Arn": f"arn:aws:iam::{acct}:user/{u}",
                    "CreateDate": "2023-05-02T09:11:40+00:00",
                }
            ]
        },
        indent=2,
    )
    return text, [u], u


@kind(
    "user_get_aduser_powershell",
    "https://powershellgallery.com/packages/MrAD/1.0/Content/Get-MrADUser.ps1 (DistinguishedName, GivenName, SamAccountName, Surname, UserPrincipalName)",
    r"[a-z0-9._]{6,}",
    prefixless=True,
)
def _us_ad(g: _R):
    f, ln, u = _uname(g)
    text = (
        f"PS C:\\> Get-ADUser {u}\n\nDistinguishedName : CN={f} {ln},OU=Staff,DC=corp,DC=example\nEnabled           : True\n"
        f"GivenName         : {f}\nName              : {f} {ln}\nSamAccountName    : {u}\nSurname           : {ln}\n"
        f"UserPrincipalName : {u}@corp.example\n"
    )
    return text, [u, f"{f} {ln}"], u


@kind(
    "user_sudo_l_listing",
    "http://linuxcommand.org/lc3_man_pages/sudo8.html (sudo -l lists the commands a user may run)",
    r"[a-z0-9._]{6,}",
    prefixless=True,
)
def _us_sudo(g: _R):
    _, _, u = _uname(g)
    text = f"$ sudo -l\nMatching Defaults entries for {u} on build-07:\n    env_reset\n\nUser {u} may run the following commands on build-07:\n    (root) NOPASSWD: /usr/bin/systemctl restart app\n"
    return text, [u], u


@kind(
    "user_getent_passwd_gecos",
    "https://docs.oracle.com/cd/E19253-01/817-1985/6mhm8o5n9/index.html (username:password:uid:gid:comment:home:shell) ; "
    "https://www.unix.com/man-page/suse/5/passwd/ (account:password:UID:GID:GECOS:directory:shell)",
    r"[a-z0-9._]{6,}",
    prefixless=True,
)
def _us_getent(g: _R):
    f, ln, u = _uname(g)
    uid = g.r.randint(1001, 60000)
    text = f"$ getent passwd {u}\n{u}:x:{uid}:{uid}:{f} {ln},,,:/home/{u}:/bin/bash\n"
    return text, [u, f"{f} {ln}"], u


@kind(
    "user_lsof_user_column",
    "http://manpages.ubuntu.com/manpages/bionic/en/man8/lsof.8.html (lsof output: COMMAND, PID, USER, FD, TYPE, ... NAME)",
    r"[a-z0-9._]{6,}",
    prefixless=True,
)
def _us_lsof(g: _R):
    _, _, u = _uname(g)
    pid = g.r.randint(1000, 99999)
    text = f"$ lsof -i :8080\nCOMMAND   PID {'USER':<14} FD   TYPE DEVICE SIZE/OFF NODE NAME\npython3 {pid} {u:<14} 7u  IPv4 8123411      0t0  TCP *:8080 (LISTEN)\n"
    return text, [u], u


@kind(
    "user_sge_qstat_owner",
    "http://manpages.ubuntu.com/manpages/eoan/man1/qstat.1.html (qstat job list, -u user)",
    r"[a-z0-9._]{6,}",
    prefixless=True,
)
def _us_qstat(g: _R):
    _, _, u = _uname(g)
    text = (
        "$ qstat -u '*'\njob-ID  prior   name       user         state submit/start at     queue\n"
        f"{g.r.randint(100000, 999999)} 0.55500 align_bwa  {u:<12} r     03/11/2025 09:12:03 all.q@node07\n"
    )
    return text, [u], u


# -- a person's coordinates ---------------------------------------------------------------------


def _latlon(g: _R, lat0: float, lon0: float) -> tuple[float, float]:
    return round(lat0 + g.r.uniform(-0.08, 0.08), 6), round(lon0 + g.r.uniform(-0.08, 0.08), 6)


_CITIES = [
    (-33.4372, -70.6483),
    (14.5995, 120.9842),
    (6.5244, 3.3792),
    (41.0082, 28.9784),
    (-1.2921, 36.8219),
    (59.437, 24.7536),
]


@kind(
    "geo_mapbox_static_pin_home",
    "https://docs.mapbox.com/api/maps/static-images (overlay marker, lon,lat,zoom position)",
    r"-?\d+\.\d{5,6},-?\d+\.\d{5,6}",
    prefixless=True,
)
def _geo_mapbox(g: _R):
    lat, lon = _latlon(g, *_pick(g, _CITIES))
    ll = f"{lon},{lat}"
    text = f'<img alt="home" src="https://api.mapbox.com/styles/v1/mapbox/streets-v12/static/pin-s+e74c3c({ll})/{ll},15,0/600x400?access_token=$MAPBOX_TOKEN">'
    return text, [ll], _slug(ll.replace(",", "_"))


@kind(
    "geo_web_mercator_epsg3857_home",
    "https://pub.dev/documentation/geojson_vi/latest/geojson_vi/convertToWebMercator.html (x = lon*20037508.34/180 ...)",
    r"-?\d{5,8}\.\d{2}",
    prefixless=True,
)
def _geo_3857(g: _R):
    lat, lon = _latlon(g, *_pick(g, _CITIES))
    x = lon * 20037508.34 / 180.0
    y = math.log(math.tan((90.0 + lat) * math.pi / 360.0)) / (math.pi / 180.0) * 20037508.34 / 180.0
    xs, ys = f"{x:.2f}", f"{y:.2f}"
    text = f"ogr2ogr output (EPSG:3857)\nhome_location: POINT ({xs} {ys})\n"
    return text, [xs, ys], _slug(f"{xs}_{ys}")


@kind(
    "geo_strava_activity_start_latlng",
    "https://docs.rs/crate/strava_client/latest/source/docs/SummaryActivityAllOf.md (start_latlng / end_latlng)",
    r"-?\d+\.\d{6}, -?\d+\.\d{6}",
    prefixless=True,
)
def _geo_strava(g: _R):
    lat, lon = _latlon(g, *_pick(g, _CITIES))
    pair = f"{lat:.6f}, {lon:.6f}"
    text = f'{{"id": {g.digits(11)}, "name": "Morning Run", "start_latlng": [{pair}], "end_latlng": [{pair}], "distance": 5021.4}}'
    return text, [pair], _slug(pair.replace(", ", "_"))


@kind(
    "geo_delivery_app_dropoff_json",
    "courier app order payload with dropoff lat/lng " + MEM,
    r"-?\d+\.\d{6}",
    prefixless=True,
)
def _geo_drop(g: _R):
    lat, lon = _latlon(g, *_pick(g, _CITIES))
    la, lo = f"{lat:.6f}", f"{lon:.6f}"
    text = f'{{"order_id": "D{g.digits(8)}", "dropoff": {{"lat": {la}, "lng": {lo}, "note": "gate 2, blue door"}}}}'
    return text, [la, lo], _slug(f"{la}_{lo}")


@kind(
    "geo_dating_app_profile_export",
    "dating-app GDPR data export (profile last known location) " + MEM,
    r"-?\d+\.\d{6},-?\d+\.\d{6}",
    prefixless=True,
)
def _geo_dating(g: _R):
    lat, lon = _latlon(g, *_pick(g, _CITIES))
    loc = f"{lat:.6f},{lon:.6f}"
    text = (
        f'profile.json\n  "bio": "coffee, hiking",\n  "last_location": "{loc}",\n  "distance_filter_km": 25\n'
    )
    return text, [loc], _slug(loc.replace(",", "_"))


# -- a person's full name where a record states it ----------------------------------------------

_VN_HO = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Võ", "Đặng"]
_VN_DEM = ["Thị", "Văn", "Minh", "Ngọc", "Thanh", "Hữu", "Quốc"]
_VN_TEN = ["Mai", "Hùng", "Lan", "Tuấn", "Hương", "Dũng", "Phương", "Khoa", "Trang", "Vy"]


@kind(
    "name_dicom_pn_patient_name",
    "https://docs.rs/crate/dicom-core/latest/target-redirect/i686-unknown-linux-gnu/dicom_core/value/person_name/struct.PersonName.html "
    "(PN: family^given^middle^prefix^suffix)",
    r"[A-Z]+\^[A-Z]+(\^[A-Z]+)?",
    prefixless=True,
)
def _nm_dicom(g: _R):
    pn = f"{_ascii(_pick(g, LAST)).upper()}^{_ascii(_pick(g, FIRST)).upper()}^{_ascii(_pick(g, FIRST)).upper()}"
    text = f"$ dcmdump CT000123.dcm | grep -i patient\n(0010,0010) PN [{pn}]                # 24, 1 PatientName\n(0010,0040) CS [F]    # 2, 1 PatientSex\n"
    return text, [pn], pn.replace("^", "-")


@kind(
    "name_x12_nm1_subscriber_segment",
    "https://stedi.com/edi/x12-003020/segment/NM1 (NM1-03 last, NM1-04 first, NM1-05 middle)",
    r"NM1\*IL\*1\*[A-Z]+\*[A-Z]+\*[A-Z]",
    prefixless=True,
)
def _nm_x12(g: _R):
    seg = f"NM1*IL*1*{_ascii(_pick(g, LAST)).upper()}*{_ascii(_pick(g, FIRST)).upper()}*{_pick(g, string.ascii_uppercase)}"
    mid = "W" + g.digits(9)
    text = f"ISA*00*...~\nHL*3*2*22*0~\n{seg}***MI*{mid}~\nDMG*D8*19840312*F~\n"
    return text, [seg, mid], _slug(seg.replace("*", "-"))


@kind(
    "name_fhir_humanname_text",
    "https://build.fhir.org/ig/FHIR/ig-guidance/Patient-example.xml (name use=official, family, given) ; "
    "https://medplum.com/docs/api/fhir/datatypes/humanname (HumanName.text)",
    r"[A-Za-z]+ [A-Za-z]+ [A-Za-z]+",
    prefixless=True,
)
def _nm_fhir(g: _R):
    f1, f2, ln = _pick(g, FIRST), _pick(g, FIRST), _pick(g, LAST)
    full = f"{f1} {f2} {ln}"
    text = json.dumps(
        {
            "resourceType": "Patient",
            "name": [{"use": "official", "text": full, "family": ln, "given": [f1, f2]}],
        }
    )
    return text, [full, ln], _slug(full)


@kind(
    "name_vietnamese_ho_ten_form",
    "Vietnamese 'Họ và tên' (họ + đệm + tên) on a hồ sơ form " + MEM,
    r"\S+( \S+){2,3}",
    prefixless=True,
)
def _nm_vn(g: _R):
    full = f"{_pick(g, _VN_HO)} {_pick(g, _VN_DEM)} {_pick(g, _VN_DEM)} {_pick(g, _VN_TEN)}"
    text = f"PHIẾU ĐĂNG KÝ KHÁM BỆNH\nHọ và tên: {full}\nNgày sinh: __/__/____   Giới tính: Nữ\n"
    return text, [full], _slug(full)


@kind(
    "name_greek_onomateponymo_form",
    "Greek 'Ονοματεπώνυμο' field with a Latin transliteration (ELOT 743) " + MEM,
    r"\S+ \S+ \S+ \S+",
    prefixless=True,
)
def _nm_gr(g: _R):
    names = [
        ("Παπαδοπούλου", "PAPADOPOULOU"),
        ("Γεωργίου", "GEORGIOU"),
        ("Κωνσταντινίδης", "KONSTANTINIDIS"),
        ("Νικολάου", "NIKOLAOU"),
        ("Αθανασίου", "ATHANASIOU"),
    ]
    given = [
        ("Ελένη", "ELENI"),
        ("Δημήτρης", "DIMITRIS"),
        ("Σοφία", "SOFIA"),
        ("Νικόλαος", "NIKOLAOS"),
        ("Αικατερίνη", "AIKATERINI"),
    ]
    names += [
        ("Βασιλείου", "VASILEIOU"),
        ("Χριστοδούλου", "CHRISTODOULOU"),
        ("Σταυρόπουλος", "STAVROPOULOS"),
        ("Παναγιωτοπούλου", "PANAGIOTOPOULOU"),
        ("Δημητρίου", "DIMITRIOU"),
        ("Οικονόμου", "OIKONOMOU"),
        ("Μακρή", "MAKRI"),
    ]
    given += [
        ("Γιώργος", "GIORGOS"),
        ("Μαρία", "MARIA"),
        ("Κωνσταντίνος", "KONSTANTINOS"),
        ("Ιωάννα", "IOANNA"),
        ("Παναγιώτης", "PANAGIOTIS"),
        ("Ευαγγελία", "EVANGELIA"),
        ("Σπυρίδων", "SPYRIDON"),
    ]
    (lg, ll), (gg, gl), (fg, fl) = _pick(g, names), _pick(g, given), _pick(g, given)
    gr, lat = f"{lg} {gg} του {fg}", f"{ll} {gl} tou {fl}"
    text = f"Ονοματεπώνυμο: {gr}\nΑ.Μ. {g.digits(6)}\nLatin: {lat}\n"
    return text, [gr, lat], _slug(lat)


@kind(
    "name_es_padron_dos_apellidos",
    "Spanish padrón municipal extract: APELLIDO1 APELLIDO2, NOMBRE " + MEM,
    r"[A-ZÁÉÍÓÚÑ]+ [A-ZÁÉÍÓÚÑ]+, [A-ZÁÉÍÓÚÑ ]+",
    prefixless=True,
)
def _nm_es(g: _R):
    ap = [
        "GARCÍA",
        "FERNÁNDEZ",
        "LÓPEZ",
        "MARTÍNEZ",
        "SÁNCHEZ",
        "GÓMEZ",
        "JIMÉNEZ",
        "RUIZ",
        "MUÑOZ",
        "ORTEGA",
        "CASTAÑO",
        "IBÁÑEZ",
        "ECHEVERRÍA",
        "OLMEDO",
        "VALVERDE",
        "ARRIAGA",
    ]
    no = [
        "MARÍA JOSÉ",
        "JUAN CARLOS",
        "LUCÍA",
        "ÁLVARO",
        "INMACULADA",
        "JOSÉ ANTONIO",
        "NEREA",
        "IÑIGO",
        "ROCÍO",
        "GONZALO",
        "AINHOA",
        "FERMÍN",
    ]
    full = f"{_pick(g, ap)} {_pick(g, ap)}, {_pick(g, no)}"
    text = f"HOJA PADRONAL {g.digits(6)}\nINSCRITO 1: {full}\nNACIONALIDAD: ESPAÑA\n"
    return text, [full], _slug(full)
