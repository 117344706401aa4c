"""Held-out canary set 31: personal data in the carriers of coding sessions (issue 31).

A canary set nobody has tuned on: personal data a publisher must not leak, nearly all of it
prefixless (only its context says what it is), in carriers the earlier sets' kind names do not
suggest: laboratory instruments and LIS exports (ASTM E1394 / LIS2-A2 patient records, VistA
FileMan dates), dental practice software (Open Dental), an optician register (GOC), adoption and
foster-care reporting (AFCARS), prison, probation and police systems (NOMIS prisoner numbers,
nDelius CRNs, the PNC ID with its modulus-23 check letter), military personnel numbers (CAF,
PMKeyS), seafarer (INDoS) and pilot (EASA Part-FCL, CASA ARN) licences, sports federations (UCI
ID, FIFA ID), admissions and student finance (IELTS TRF, CAO, the Student Loans Company support
number with its modulus-23 check letter, the Finnish learner OID with its 1-3-7 check digit),
health and care registers (BIG, HCPC, NMLS), health-insurance claims (Ghana NHIS, Brazilian TISS
``numeroCarteira``), microfinance and mobile money (Apache Fineract clients, an M-Pesa statement),
land registries and cadastres (HM Land Registry, Swiss E-GRID, French parcel references, Ontario
POLARIS PIN, NSW folio), residence documents (Dutch V-number and residence-document number, Swiss
ZEMIS, Irish IRP), court and prosecution numbers (Dutch parketnummer, Spanish NIG), marriage and
funeral records, individual tax returns (Irish Form 11 PPSN, US IP PIN), identity numbers of
countries no earlier kind covered (Bahamas NIB, Eswatini PIN), IBANs of SC, MU, RU, MN and SO
(ISO 13616 mod-97), chat exports (Telegram Desktop ``result.json``, WhatsApp iOS ``_chat.txt``,
Slack ``users.json``, Messenger JSON, Discord, iMessage ``chat.db``, LINE ``.txt``, Skype
``messages.json``, Google Chat Takeout), browser data (Chrome ``Web Data`` autofill and ``Login
Data``, Firefox ``formhistory.sqlite``, a history URL), password-manager CSV exports (LastPass,
Dashlane, Proton Pass, Apple Passwords, Bitwarden, 1Password, KeePassX), address books (Outlook
CSV, Google CSV, vCard 2.1 quoted-printable, Apple vCard 3.0 ``item1.X-ABLabel``, jCard, xCard, a
CardDAV multiget response), user names in command output (``sacctmgr``, ``zfs userspace``, ``net
localgroup``, ``gcloud ... get-iam-policy``, ``dsquery | dsget``), dates of birth as day counts
(Delphi ``TDateTime``, Clarion standard date, MUMPS ``$HOROLOG``, FileMan, MATLAB ``datenum``), a
person's coordinates (AMap GCJ-02, Baidu BD-09, Snapchat location history), names in Georgian,
Armenian and Tamil script, an Arabic-script Damascus address and phone numbers in full-width,
Thai, Devanagari and Bengali digits.

How it was kept apart: written in one sitting at commit ``77fb823`` of the ``set31`` worktree. Only
``/work/s24/used_names7.txt`` (kind names only), lines 1-160 of ``benchmarks/heldout_canaries.py``
(alphabets, ``HeldOut``, ``_R``, ``Registry``), ``benchmarks/heldout_eval.py``,
``tests/test_heldout_sets.py``, ``tests/test_heldout_canaries.py``, ``tests/conftest.py`` and the
first 60 lines of ``benchmarks/heldout9_canaries.py`` (docstring and imports) were read; no
redaction code, redaction test, label file, other canary set, source list, result or git history
was read, no recall figure was computed, and the only runs were the generators themselves and
``tests/test_heldout_sets.py -k set31`` (its no-redaction control included). Formats were looked up with the ``search`` tool (vendor and
registry pages, specs, RFCs, real fixtures and schema files) and each kind cites what was read.

Written from memory (25 kinds; marked ``from memory`` in their source and in the tsv note):
funeral_home_decedent_case_csv, cemetery_interment_register_owner, de_heiratsregister_eintrag,
ca_caf_service_number_record, au_pmkeys_employee_id_posting, phone_jp_fullwidth_digits_form,
name_georgian_script_form, name_armenian_script_form, geo_baidu_bd09_home_pin,
user_dsquery_user_dn_listing, tax_ie_form11_ros_ppsn, ie_cao_application_number,
mpesa_statement_ocr_ke, nl_parketnummer_dagvaarding, es_nig_procedimiento_judicial,
gb_v5c_document_reference_keeper, chat_discord_package_account_json,
browser_chrome_history_url_query_email, abook_google_contacts_csv, email_eml_reply_to_cc_headers,
phone_th_thai_digits_ocr, phone_in_devanagari_digits_form, phone_bd_bengali_digits_sms,
address_sy_damascus_arabic_delivery, name_tamil_script_form. Looked up but partly from memory
(the register or file was found, a detail was not): the digit layouts of the FIFA ID, GOC, IRP,
ZEMIS, Dutch V-number and Eswatini PIN, the French MAJIC owner file, the IRS MeF element name,
the Google Chat ``creator`` fields, the Snapchat location-history fields and the SLC
remainder-to-letter mapping. No search result showing a secret scanner's or redactor's rules or
tests was opened or used.

Values are random per seed (never a real person); where a scheme publishes a check (ISO 13616
mod-97, the PNC modulus-23 letter, the SLC support-number modulus-23 letter, the Finnish person-OID
1-3-7 check digit, the Irish PPSN modulus-23 letter) it is computed. ``bare`` is Latin letters,
digits and ``-_.`` only.

98 kinds, all personal data, 90 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout31_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import datetime as _dt
import json
import string

from heldout_canaries import _R, LOWER_DIGITS, UPPER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

# -- helpers ------------------------------------------------------------------------------------

_FIRST = {
    "gh": ["Kwame", "Akosua", "Yaw", "Abena", "Kofi", "Efua", "Kwabena", "Adwoa", "Kojo", "Afia"],
    "nl": ["Sanne", "Daan", "Femke", "Joris", "Lotte", "Bram", "Anouk", "Thijs", "Maartje", "Wouter"],
    "en": ["Olivia", "Harry", "Amelia", "George", "Isla", "Oscar", "Freya", "Arthur", "Maisie", "Rory"],
    "fi": ["Aino", "Eetu", "Helmi", "Onni", "Veera", "Lauri", "Iida", "Aleksi", "Sanni", "Joel"],
    "ch": ["Luca", "Noemi", "Jonas", "Lea", "Matteo", "Elin", "Nino", "Alina", "Gian", "Selina"],
    "in": ["Arjun", "Priya", "Rohit", "Kavya", "Sandeep", "Meera", "Vikram", "Ananya", "Rahul", "Divya"],
    "es": ["Lucia", "Hugo", "Martina", "Mateo", "Paula", "Alvaro", "Carmen", "Sergio", "Noelia", "Ruben"],
    "fr": ["Chloe", "Louis", "Manon", "Hugo", "Ines", "Jules", "Camille", "Theo", "Lea", "Arthur"],
    "de": ["Lena", "Jonas", "Marie", "Felix", "Hannah", "Lukas", "Sophie", "Paul", "Mia", "Elias"],
}
_LAST = {
    "gh": ["Mensah", "Owusu", "Boateng", "Asante", "Osei", "Amoah", "Appiah", "Darko", "Agyeman", "Frimpong"],
    "nl": ["de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "Mulder", "de Boer", "Vos", "Dekker"],
    "en": [
        "Whitfield",
        "Okafor",
        "Thornton",
        "Pryce",
        "Hollis",
        "Marsh",
        "Kaur",
        "Fenwick",
        "Doyle",
        "Ashby",
    ],
    "fi": ["Korhonen", "Virtanen", "Makinen", "Nieminen", "Hamalainen", "Laine", "Heikkinen", "Koskinen"],
    "ch": ["Muller", "Meier", "Schmid", "Keller", "Weber", "Huber", "Brunner", "Gerber", "Baumann"],
    "in": ["Nair", "Pillai", "Iyer", "Menon", "Reddy", "Kulkarni", "Deshmukh", "Chatterjee", "Bhatt"],
    "es": ["Garcia Ruiz", "Fernandez Gil", "Lopez Soto", "Martin Vega", "Sanchez Mora", "Romero Pena"],
    "fr": ["Lefebvre", "Moreau", "Girard", "Fournier", "Lambert", "Bonnet", "Rousseau", "Mercier"],
    "de": ["Schneider", "Fischer", "Wagner", "Becker", "Hoffmann", "Schulz", "Koch", "Richter"],
}


def _name(g: _R, c: str) -> tuple[str, str]:
    return g.r.choice(_FIRST[c]), g.r.choice(_LAST[c])


def _full(g: _R, c: str) -> str:
    f, last = _name(g, c)
    return f"{f} {g.r.choice(string.ascii_uppercase)}. {last}"


def _slug(s: str) -> str:
    return "".join(ch if ch.isalnum() else "-" for ch in s).strip("-")


def _dob(g: _R, lo: int = 1948, hi: int = 2006) -> _dt.date:
    return _dt.date(lo, 1, 1) + _dt.timedelta(
        days=g.r.randrange((_dt.date(hi, 12, 31) - _dt.date(lo, 1, 1)).days)
    )


def _iban(cc: str, bban: str) -> str:
    conv = "".join(str(int(ch, 36)) for ch in (bban + cc + "00"))
    return f"{cc}{98 - int(conv) % 97:02d}{bban}"


def _group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def _email(g: _R, first: str, last: str, domain: str) -> str:
    return (
        f"{first.lower()}.{_slug(last).lower().replace('-', '')}{g.digits(2, first_nonzero=False)}@{domain}"
    )


def _ip(g: _R) -> str:
    return f"{g.r.choice([41, 102, 154, 197])}.{g.r.randrange(1, 255)}.{g.r.randrange(1, 255)}.{g.r.randrange(1, 255)}"


# -- health, laboratory, dental, optical ---------------------------------------------------------


@kind(
    "lis_astm_e1394_patient_record",
    "https://twgenaux.github.io/MessageFormats/MessageFormats (ASTM E1394 / LIS02-A2 P record: "
    "practice PID, laboratory PID, name, birthdate)",
    r"[A-Z][a-z]+\^[A-Z][a-z]+",
    prefixless=True,
)
def _lis_astm(g: _R):
    f, last = _name(g, "en")
    pid = "PT" + g.digits(7)
    dob = _dob(g).strftime("%Y%m%d")
    name = f"{last}^{f}"
    text = (
        "[analyser-bridge] <- ENQ ... frame 2/5\n"
        "H|\\^&|||cobas^c311^1.04|||||||P|LIS2-A2|20250611093012\n"
        f"P|1|{pid}||{g.digits(6)}|{name}||{dob}|F|||||DR{g.digits(4)}^Hale\n"
        f"O|1|S{g.digits(8)}||^^^GLU|R|20250611091500\n"
        "L|1|N"
    )
    return text, [name, pid, dob], f"{pid}-{dob}"


@kind(
    "dob_vista_fileman_internal",
    "https://gitlab.com/YottaDB/DBMS/YDBOctoVistA/-/merge_requests/30 (FileMan date YYYMMDD, "
    "YYY = year - 1700, e.g. 3220712 = 2022-07-12) ; https://hardhats.org/fileman/date_problem.html",
    r"[1-3]\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])",
    prefixless=True,
)
def _vista_dob(g: _R):
    d = _dob(g)
    fm = f"{d.year - 1700}{d.month:02d}{d.day:02d}"
    f, last = _name(g, "en")
    nm = f"{last.upper()},{f.upper()}"
    text = (
        "octo> SELECT name, dob, ssn FROM patient WHERE ien = " + g.digits(5) + ";\n"
        "NAME|DOB|SSN\n"
        f"{nm}|{fm}|{g.digits(9)}\n"
        "(1 row)"
    )
    return text, [fm, nm], f"{fm}-{g.digits(3)}"


@kind(
    "dental_opendental_patient_ssn",
    "https://opendental.com/help254/patientselect.html (Open Dental patient search by SSN; patient "
    "table SSN, Birthdate, WirelessPhone)",
    r"\d{3}-\d{2}-\d{4}",
    prefixless=True,
)
def _opendental(g: _R):
    area = g.r.choice([n for n in range(101, 899) if n != 666])
    ssn = f"{area:03d}-{g.r.randrange(1, 100):02d}-{g.r.randrange(1, 10000):04d}"
    f, last = _name(g, "en")
    dob = _dob(g).isoformat()
    cell = f"({g.r.randrange(201, 990)}) {g.r.randrange(200, 999)}-{g.digits(4, first_nonzero=False)}"
    text = (
        "mysql> SELECT PatNum, LName, FName, SSN, Birthdate, WirelessPhone FROM patient WHERE PatNum=4471;\n"
        "+--------+-----------+---------+-------------+------------+----------------+\n"
        f"| 4471   | {last} | {f} | {ssn} | {dob} | {cell} |\n"
        "+--------+-----------+---------+-------------+------------+----------------+"
    )
    return text, [ssn, cell, f"{last} | {f}"], ssn.replace("-", "")


@kind(
    "gb_goc_registration_number",
    "https://optical.org/en/registration/join-the-register/lifetime-registration-numbers/ "
    "(GOC register prefixes per registrant type; digit layout 01-12345 partly from memory)",
    r"0[1-2]-\d{5}",
    prefixless=True,
)
def _goc(g: _R):
    num = f"{g.r.choice(['01', '02'])}-{g.digits(5)}"
    f, last = _name(g, "en")
    text = (
        "# optix-pms fixtures/prescribers.yaml\n"
        "- id: 12\n"
        f"  name: {f} {last}\n"
        "  role: optometrist\n"
        f'  goc_number: "{num}"\n'
        f"  signs_rx: true"
    )
    return text, [num, f"{f} {last}"], num


@kind(
    "nl_big_nummer_zorgverlener",
    "https://www.noraonline.nl/wiki/Big_register (elke zorgverlener krijgt een persoonlijk "
    "11-cijferig BIG-inschrijfnummer)",
    r"\d{11}",
    prefixless=True,
)
def _big(g: _R):
    big = g.digits(11)
    f, last = _name(g, "nl")
    text = (
        "INSERT INTO zorgverlener (naam, beroep, big_nummer, agb_code)\n"
        f"VALUES ('{f} {last}', 'verpleegkundige', '{big}', '{g.digits(8)}');"
    )
    return text, [big, f"{f} {last}"], big


@kind(
    "gb_hcpc_registration_number",
    "https://prod.hcpc-uk.org/check-the-register/how-to-check (registration number: profession "
    "code letters then up to six digits, e.g. PH123456, PYL123456)",
    r"(PH|PA|OT|RA|SL|PYL|ODP|CH|DT|BS)\d{5,6}",
    prefixless=True,
)
def _hcpc(g: _R):
    reg = g.r.choice(["PH", "PA", "OT", "RA", "SL", "PYL", "ODP", "CH", "DT", "BS"]) + g.digits(6)
    f, last = _name(g, "en")
    text = (
        "RosterSync WARN 2025-05-02T07:14:55Z registrant lapsed, shifts blocked\n"
        f'  {{"staff": "{f} {last}", "hcpc": "{reg}", "status": "Lapsed"}}'
    )
    return text, [reg, f"{f} {last}"], reg


@kind(
    "us_nmls_id_loan_officer",
    "https://mortgage.nationwidelicensingsystem.org/about/Pages/NMLSID.aspx (NMLS unique identifier "
    "permanently assigned to each natural person)",
    r"\d{6,7}",
    prefixless=True,
)
def _nmls(g: _R):
    nid = g.digits(g.r.choice([6, 7]))
    f, last = _name(g, "en")
    text = (
        "<!-- templates/loan_estimate.html rendered for preview -->\n"
        f'<p class="lo">Loan Officer: {f} {last} &middot; NMLS# {nid} &middot; '
        f"{f.lower()}.{last.lower()}@harborlend.example</p>"
    )
    return text, [nid, f"{f} {last}", f"{f.lower()}.{last.lower()}@harborlend.example"], f"nmls-{nid}"


@kind(
    "gh_nhis_member_claim",
    "https://nhis.gov.gh/bioid.aspx (8 digit member number) ; "
    "https://news.payperlez.com/index.php/2021/05/01/free-full-steps-to-link-your-ghana-card-to-your-health-insurance-card/ "
    "(Ghana Card GHA-XXXXXXXXX-X, HIN)",
    r"\d{8}",
    prefixless=True,
)
def _nhis(g: _R):
    member = g.digits(8)
    card = f"GHA-{g.digits(9)}-{g.r.randrange(10)}"
    f, last = _name(g, "gh")
    text = (
        "claims-gateway | POST /claims/submit 422\n"
        f'{{"memberNo": "{member}", "ghanaCard": "{card}", "patient": "{f} {last}", '
        f'"ccc": "{g.digits(5)}", "error": "membership expired"}}'
    )
    return text, [member, card, f"{f} {last}"], member


# -- social services, justice, military, licences -----------------------------------------------


@kind(
    "us_afcars_record_number_foster",
    "https://webarchive.library.unt.edu/eot2008/20090511223754/http:/www.acf.hhs.gov/programs/cb/laws_policies/policy/im/2002/im0205a1c.htm "
    "(AFCARS element #4 record number, child's date of birth)",
    r"[A-Z]{2}\d{10}",
    prefixless=True,
)
def _afcars(g: _R):
    rec = g.r.choice(["OH", "TX", "GA", "MN", "OR"]) + g.digits(10)
    dob = _dob(g, 2008, 2021).strftime("%m/%d/%Y")
    f, last = _name(g, "en")
    text = (
        "afcars_extract.py: row 1182 failed validation (element 6 DOB after removal date)\n"
        f"  RecNumbr={rec} DOB={dob} ChildName='{f} {last}' FIPS=39035"
    )
    return text, [rec, dob, f"{f} {last}"], rec


@kind(
    "gb_pnc_id_mod23_check",
    "https://www.criminaljusticehub.org.uk/jargon-buster/police-national-computer-id-pnc-id/ "
    "(YY/NNNNNNND; YYNNNNNNN modulus 23 -> check letter, I, O and S skipped)",
    r"\d{2}/\d{1,7}[A-HJ-NP-RT-Z]",
    prefixless=True,
)
def _pnc(g: _R):
    yy, serial = g.r.randrange(80, 125) % 100, g.r.randrange(1000, 9999999)
    letters = "ZABCDEFGHJKLMNPQRTUVWXY"
    check = letters[int(f"{yy:02d}{serial:07d}") % 23]
    pnc = f"{yy:02d}/{serial}{check}"
    f, last = _name(g, "en")
    text = (
        "probation-case-api | matched offender record\n"
        f"  pncNumber: {pnc}\n  name: {f} {last}\n  dateOfBirth: {_dob(g, 1970, 2004).isoformat()}"
    )
    return text, [pnc, f"{f} {last}"], pnc.replace("/", "-")


@kind(
    "gb_nomis_prisoner_number",
    "HMPPS prison API NomisApiV1Resource NOMS_ID_REGEX_PATTERN [a-zA-Z][0-9]{4}[a-zA-Z]{2} and "
    "offender validation /\\A[A-Z][0-9]{4}[A-Z]{2}\\z/ (code search, example G5555TT)",
    r"[A-Z]\d{4}[A-Z]{2}",
    prefixless=True,
)
def _nomis(g: _R):
    noms = g.r.choice("ABGX") + g.digits(4) + g.s(2, string.ascii_uppercase)
    f, last = _name(g, "en")
    text = (
        f"GET /api/offenders/{noms}/visit/restrictions 200\n"
        f'{{"offenderNo": "{noms}", "firstName": "{f.upper()}", "lastName": "{last.upper()}", '
        f'"establishment": "HMP Leeds", "cellLocation": "A-3-0{g.digits(2)}"}}'
    )
    return text, [noms, f.upper() + '", "lastName": "' + last.upper()], noms


@kind(
    "nl_parketnummer_dagvaarding",
    "from memory: OM parketnummer arrondissement/volgnummer-jaar (13/123456-21)",
    r"\d{2}/\d{6}-\d{2}",
    prefixless=True,
)
def _parket(g: _R):
    pn = f"{g.r.choice(['02', '05', '07', '09', '10', '13', '16'])}/{g.digits(6)}-{g.r.randrange(18, 26)}"
    f, last = _name(g, "nl")
    text = f"OCR dagvaarding p.1:\nParketnummer: {pn}\nVerdachte: {f} {last}\ngeboren {_dob(g).strftime('%d-%m-%Y')}"
    return text, [pn, f"{f} {last}"], pn.replace("/", "-")


@kind(
    "es_nig_procedimiento_judicial",
    "from memory: Número de Identificación General, 19 cifras (municipio INE 5 + órgano 2 + "
    "clase 1 + año 4 + número 7)",
    r"\d{19}",
    prefixless=True,
)
def _nig(g: _R):
    nig = (
        g.r.choice(["28079", "08019", "41091", "46250"])
        + g.r.choice(["42", "43", "44"])
        + "1"
        + str(g.r.randrange(2015, 2026))
        + g.digits(7, first_nonzero=False)
    )
    f, last = _name(g, "es")
    text = (
        "lexnet_notificaciones.csv\n"
        "nig;procedimiento;parte;rol\n"
        f"{nig};Divorcio contencioso 312/2024;{f} {last};demandante"
    )
    return text, [nig, f"{f} {last}"], nig


@kind(
    "ca_caf_service_number_record",
    "from memory: Canadian Armed Forces service number, letter + 8 digits (A12 345 678)",
    r"[A-Z]\d{2} \d{3} \d{3}",
    prefixless=True,
)
def _caf(g: _R):
    sn = f"{g.r.choice('ABCDFGHJKLMN')}{g.digits(2)} {g.digits(3, first_nonzero=False)} {g.digits(3, first_nonzero=False)}"
    f, last = _name(g, "en")
    text = f"PERS-EXTRACT rank=Cpl sn='{sn}' name='{last}, {f}' unit='2 RCR' release_item=5(f)"
    return text, [sn, f"{last}, {f}"], sn.replace(" ", "")


@kind(
    "au_pmkeys_employee_id_posting",
    "from memory: Defence PMKeyS employee ID, 8 digits",
    r"8\d{7}",
    prefixless=True,
)
def _pmkeys(g: _R):
    pid = "8" + g.digits(7, first_nonzero=False)
    f, last = _name(g, "en")
    text = f"posting_orders_2025.tsv\npmkeys\tsurname\tgiven\tunit\n{pid}\t{last.upper()}\t{f}\t1 CER"
    return text, [pid, f"{last.upper()}\t{f}"], pid


@kind(
    "in_indos_seafarer_profile",
    "https://en.wikipedia.org/wiki/INDOS ; https://grokipedia.com/page/indos (8 characters: year, "
    "category letters, 4 digits, e.g. 18NM1234)",
    r"\d{2}[A-Z]{2}\d{4}",
    prefixless=True,
)
def _indos(g: _R):
    indos = f"{g.r.randrange(5, 25):02d}{g.r.choice(['NM', 'NL', 'EM', 'EL', 'ZL', 'RL'])}{g.digits(4, first_nonzero=False)}"
    f, last = _name(g, "in")
    text = (
        "crewing-portal: CDC scan uploaded\n"
        f"  seafarer: {f} {last}\n  INDoS: {indos}\n  CDC No: MUM {g.digits(6)}\n  rank: 3/O"
    )
    return text, [indos, f"{f} {last}"], indos


@kind(
    "easa_fcl_licence_holder",
    "https://www.easa.europa.eu/en/document-library/easy-access-rules/online-publications/easy-access-rules-aircrew-regulation-eu-no?page=82 "
    "(serial number: UN country code + FCL + numbers/letters; holder name, date of birth)",
    r"[A-Z]{2}\.FCL\.[A-Z0-9.]{5,12}",
    prefixless=False,
)
def _easa(g: _R):
    cc = g.r.choice(["DE", "FR", "IE", "AT", "NL", "SE"])
    lic = f"{cc}.FCL.{g.r.choice(['PPL.A.', 'CPL.A.', 'ATPL.', ''])}{g.digits(6)}"
    f, last = _name(g, "de")
    text = (
        "crew_roster_import.csv\n"
        "crew_id,name,licence,dob,medical_class\n"
        f"C{g.digits(4)},{f} {last},{lic},{_dob(g, 1965, 2000).isoformat()},1"
    )
    return text, [lic, f"{f} {last}"], lic


@kind(
    "de_heiratsregister_eintrag",
    "from memory: Standesamt Heiratsregister Eintragsnummer E <n>/<Jahr> with both spouses' names",
    r"E \d{2,4}/\d{4}",
    prefixless=True,
)
def _heirat(g: _R):
    eintrag = f"E {g.r.randrange(10, 2000)}/{g.r.randrange(1995, 2025)}"
    a, b = _full(g, "de"), _full(g, "de")
    text = (
        "ocr_heiratsurkunde.txt\n"
        f"Standesamt Köln  Nr. {eintrag}\n"
        f"{a}\nund\n{b}\nhaben am {_dob(g, 1995, 2024).strftime('%d.%m.%Y')} die Ehe geschlossen."
    )
    return text, [eintrag, a, b], eintrag.replace(" ", "").replace("/", "-")


@kind(
    "funeral_home_decedent_case_csv",
    "from memory: funeral home case management export (decedent name, SSN, DOB, informant phone)",
    r"\d{3}-\d{2}-\d{4}",
    prefixless=True,
)
def _funeral(g: _R):
    ssn = f"{g.r.randrange(100, 666):03d}-{g.r.randrange(10, 100)}-{g.digits(4)}"
    f, last = _name(g, "en")
    phone = f"{g.r.randrange(201, 989)}-{g.r.randrange(200, 999)}-{g.digits(4, first_nonzero=False)}"
    text = (
        "case_no,decedent,ssn,dob,dod,informant_phone,disposition\n"
        f'2025-{g.digits(4)},"{last}, {f}",{ssn},{_dob(g, 1930, 1960).isoformat()},2025-03-02,{phone},cremation'
    )
    return text, [ssn, f"{last}, {f}", phone], ssn.replace("-", "")


@kind(
    "cemetery_interment_register_owner",
    "from memory: cemetery management plot/interment register (right-of-burial owner, address, phone)",
    r"\+44 7\d{3} \d{6}",
    prefixless=True,
)
def _cemetery(g: _R):
    phone = f"+44 7{g.digits(3, first_nonzero=False)} {g.digits(6, first_nonzero=False)}"
    owner = _full(g, "en")
    addr = f"{g.r.randrange(1, 220)} {g.r.choice(['Mill Lane', 'Orchard Rise', 'Station Road'])}, Hexham NE46 {g.digits(1)}{g.s(2, string.ascii_uppercase)}"
    text = (
        "plot: Sec C / Row 14 / Grave 7\n"
        f"deed_holder: {owner}\nholder_address: {addr}\nholder_phone: {phone}\nstatus: purchased (pre-need)"
    )
    return text, [phone, owner, addr], phone.replace(" ", "").lstrip("+")


# -- students, sport ----------------------------------------------------------------------------


@kind(
    "fi_oppijanumero_henkilo_oid",
    "https://github.com/Opetushallitus/koski-mydata (__tests__/Fixtures.js henkilö oid "
    "1.2.246.562.24.NNNNNNNNNNN) ; fi.vm.sade.oidgenerator OIDGenerator (node 24: IBM 1-3-7 check digit)",
    r"1\.2\.246\.562\.24\.\d{11}",
    prefixless=False,
)
def _oppija(g: _R):
    body = g.digits(10)
    weights = [7, 3, 1]
    tot = sum(int(d) * weights[i % 3] for i, d in enumerate(reversed(body)))
    oid = f"1.2.246.562.24.{body}{(10 - tot % 10) % 10}"
    f, last = _name(g, "fi")
    text = json.dumps(
        {
            "henkilö": {
                "oid": oid,
                "etunimet": f,
                "sukunimi": last,
                "syntymäaika": _dob(g, 1995, 2010).isoformat(),
            }
        },
        ensure_ascii=False,
        indent=1,
    )
    return text, [oid, f'"sukunimi": "{last}"'], oid


@kind(
    "ielts_trf_verification",
    "https://www.upgradabroad.com/exam/ielts/test-report-form (TRF number, 15-18 characters, "
    "bottom right of the form; candidate name, date of birth)",
    r"\d{2}[A-Z]{2}\d{6}[A-Z]{4}\d{3}[AG]",
    prefixless=True,
)
def _trf(g: _R):
    f, last = _name(g, "in")
    trf = f"{g.r.randrange(18, 26)}{g.r.choice(['IN', 'GB', 'NG', 'PK'])}{g.digits(6, first_nonzero=False)}{last[:3].upper()}{f[0]}{g.digits(3, first_nonzero=False)}{g.r.choice('AG')}"
    text = (
        "admissions-portal: english proficiency check failed\n"
        f"  applicant={f} {last} trf={trf} overall=6.0 required=6.5"
    )
    return text, [trf, f"{f} {last}"], trf


@kind(
    "gb_slc_student_support_number",
    "https://guidance.submit-learner-data.service.gov.uk/24-25/ilr/entity/LearningDeliveryHE/field/SSN "
    "(13 characters: 4 alpha, 8 numeric, 1 alpha check character) ; https://www.hesa.ac.uk/collection/c12051/a/ssn "
    "(checksum: letters A=0..Y=21 without I/O/Q, weights 13..2, remainder mod 23; remainder-to-letter "
    "mapping assumed to reuse the letter values)",
    r"[A-HJ-NPR-Y]{4}\d{8}[A-HJ-NPR-Y]",
    prefixless=True,
)
def _slc(g: _R):
    letters = "ABCDEFGHJKLMNPRSTUVWXY"
    while True:
        head, digits = g.s(4, letters), g.digits(8)
        tot = sum(letters.index(c) * (13 - i) for i, c in enumerate(head))
        tot += sum(int(d) * (9 - i) for i, d in enumerate(digits))
        if tot % 23 < len(letters):
            break
    ssn = head + digits + letters[tot % 23]
    f, last = _name(g, "en")
    text = (
        "<LearningDeliveryHE>\n"
        f"  <SSN>{ssn}</SSN>\n  <!-- {f} {last} -->\n  <FUNDLEV>10</FUNDLEV>\n</LearningDeliveryHE>"
    )
    return text, [ssn, f"{f} {last}"], ssn


@kind(
    "ie_cao_application_number",
    "from memory: CAO application number, 8 digits, with applicant name in offers export",
    r"\d{8}",
    prefixless=True,
)
def _cao(g: _R):
    cao = g.r.choice("12") + g.digits(7, first_nonzero=False)
    f, last = _name(g, "en")
    text = f"offers_round1.csv\ncao_number,surname,forename,course,points\n{cao},{last},{f},CK101,{g.r.randrange(400, 625)}"
    return text, [cao, f"{last},{f}"], cao


@kind(
    "uci_id_rider_entry",
    "https://www.racement.com/en/Introduction-of-the-UCI-ID-Number (each licensed rider is assigned "
    "a unique eleven-digit UCI ID)",
    r"100\d{8}",
    prefixless=True,
)
def _uci(g: _R):
    uci = "100" + g.digits(8, first_nonzero=False)
    f, last = _name(g, "ch")
    text = "entries.json\n" + json.dumps(
        [
            {
                "bib": g.r.randrange(1, 200),
                "uciId": uci,
                "firstName": f,
                "lastName": last.upper(),
                "dob": _dob(g, 1990, 2007).isoformat(),
            }
        ]
    )
    return text, [uci, f'"lastName": "{last.upper()}"'], uci


@kind(
    "fifa_id_player_registration",
    "https://support.fifaconnect.org/en/support/solutions/articles/7000044678-fifa-id-overview "
    "(unique global FIFA ID per registered person; 7-character layout from memory)",
    r"1[0-9A-Z]{6}",
    prefixless=True,
)
def _fifa(g: _R):
    fid = "1" + g.s(6, "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ")
    f, last = _name(g, "gh")
    text = (
        "nrs-sync ERROR duplicate resolution required\n"
        f"  localId=GFA-{g.digits(6)} fifaId={fid} person='{f} {last}' dob={_dob(g, 2000, 2012).isoformat()}"
    )
    return text, [fid, f"{f} {last}"], fid


# -- residence ----------------------------------------------------------------------------------


@kind(
    "nl_vreemdelingennummer_ind",
    "http://www.utwente.nl/hr/en/info_voor/medewerkers/office_foreign_employees/V-nummer_EN.doc/ ; "
    "https://sgr.bkwi.nl/sgr/Report%20HTML%20SGR18.0_files/Repo2137.htm (V-nummer; 10 digits from memory)",
    r"\d{10}",
    prefixless=True,
)
def _vnr(g: _R):
    v = g.digits(10)
    f, last = _name(g, "in")
    text = (
        f"HR ticket #{g.digits(5)}: IND letter received for {f} {last}, V-nummer {v}, please update Workday"
    )
    return text, [v, f"{f} {last}"], v


@kind(
    "nl_verblijfsdocument_nummer",
    "https://www.rvig.nl/actueel/nieuws/2019/12/10/aanpassing-nummering-verblijfsdocument (type, "
    "streepje, V en 8 cijfers/letters zonder 0/O, e.g. III-V123AL568)",
    r"(I|II|III|IV|V)-V[1-9A-NP-Z]{8}",
    prefixless=True,
)
def _vdoc(g: _R):
    doc = f"{g.r.choice(['I', 'II', 'III', 'IV', 'V'])}-V{g.s(8, '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ')}"
    f, last = _name(g, "in")
    text = f"onboarding.yaml\nemployee:\n  name: {f} {last}\n  residence_document: {doc}\n  valid_until: 2029-08-31"
    return text, [doc, f"{f} {last}"], doc


@kind(
    "ch_zemis_nummer_auslaenderausweis",
    "https://de.scribd.com/document/653537379/20080401-rs-zemis-d (ZEMIS-Nummern im "
    "Ausländerausweis; 8 digits + check layout from memory)",
    r"\d{8}\.\d",
    prefixless=True,
)
def _zemis(g: _R):
    z = f"{g.digits(8)}.{g.r.randrange(10)}"
    f, last = _name(g, "in")
    text = f"Quellensteuer-Meldung: Mitarbeitende {f} {last}, Ausweis B, ZEMIS {z}, Eintritt 01.04.2025"
    return text, [z, f"{f} {last}"], z


@kind(
    "ie_irp_registration_number",
    "https://www.consilium.europa.eu/prado/EN/IRL-HO-03001/index.html ; "
    "https://academicbridge.ie/gnib-card-replaced-irish-residence-permit-irp (IRP shows name, date "
    "of birth, registration number; digit count from memory)",
    r"\d{9}",
    prefixless=True,
)
def _irp(g: _R):
    reg = g.digits(9)
    f, last = _name(g, "in")
    text = f"payroll> employee {f} {last}: IRP Stamp 1G, reg no {reg}, expiry 2026-02-14"
    return text, [reg, f"{f} {last}"], reg


# -- money, land --------------------------------------------------------------------------------


@kind(
    "mfi_fineract_client_create",
    "https://github.com/tmirkovic/node-finereact (clients.add firstname/lastname) ; "
    "https://mail-archive.com/issues@fineract.apache.org/msg27875.html (dateOfBirth, mobileNo, externalId)",
    r"\+2547\d{8}",
    prefixless=True,
)
def _fineract(g: _R):
    mobile = "+2547" + g.digits(8, first_nonzero=False)
    f, last = (
        g.r.choice(["Wanjiru", "Otieno", "Achieng", "Kamau", "Njeri"]),
        g.r.choice(["Mwangi", "Odhiambo", "Kiptoo", "Wafula"]),
    )
    nat = g.digits(8)
    body = {
        "officeId": 3,
        "firstname": f,
        "lastname": last,
        "mobileNo": mobile,
        "externalId": f"NID-{nat}",
        "dateOfBirth": _dob(g).strftime("%d %B %Y"),
        "dateFormat": "dd MMMM yyyy",
        "locale": "en",
        "active": True,
    }
    text = (
        "curl -u mifos:*** -H 'Fineract-Platform-TenantId: default' https://mfi.local/fineract-provider/api/v1/clients -d '"
        + json.dumps(body)
        + "'"
    )
    return text, [mobile, f"NID-{nat}", last], mobile.lstrip("+")


@kind(
    "mpesa_statement_ocr_ke",
    "from memory: M-PESA customer statement header (customer name, mobile number, email) as OCR text",
    r"07\d{2} \d{3} \d{3}",
    prefixless=True,
)
def _mpesa(g: _R):
    phone = f"07{g.digits(2, first_nonzero=False)} {g.digits(3, first_nonzero=False)} {g.digits(3, first_nonzero=False)}"
    name = " ".join(
        [
            g.r.choice(["JANE", "PETER", "GRACE", "BRIAN"]),
            g.r.choice(["WAMBUI", "OCHIENG", "MUTUA", "CHEBET"]),
            g.r.choice(["KARIUKI", "NYAMBURA", "KIPLAGAT", "AKINYI"]),
        ]
    )
    text = f"pdftotext statement.pdf -\nM-PESA STATEMENT\nCustomer Name: {name}\nMobile Number: {phone}\nStatement Period: 01 Jan 2025 - 31 Mar 2025"
    return text, [phone, name], phone.replace(" ", "")


@kind(
    "gb_hmlr_title_register_proprietor",
    "https://www.gov.uk/government/publications/how-to-read-a-title-register-and-title-plan/how-to-read-a-title-register ; "
    "https://www.landregistry-titledeeds.co.uk/frequently-asked-questions/information/using-the-title-register.asp "
    "(title number: 2-3 county letters + digits, proprietorship register names owners)",
    r"[A-Z]{2,3}\d{5,6}",
    prefixless=True,
)
def _hmlr(g: _R):
    title = g.r.choice(["MS", "YEA", "TGL", "WYK", "NGL", "SY"]) + g.digits(6)
    owner = _full(g, "en")
    addr = f"{g.r.randrange(2, 180)} {g.r.choice(['Beech Grove', 'Fairfield Road', 'Canal Street'])}, Leeds LS{g.r.randrange(1, 29)} {g.digits(1)}{g.s(2, string.ascii_uppercase)}"
    text = f"Title number {title}\nB: Proprietorship Register\n1. PROPRIETOR: {owner.upper()} of {addr}."
    return text, [title, owner.upper(), addr], title


@kind(
    "ch_egrid_grundbuchauszug",
    "http://www.cadastre.ch/internet/gb/de/home/topics/egrid.html (E-GRID: Präfix + Nummer) ; "
    "https://visoto.hutzli.org/resource/https://register.ld.admin.ch/termdat/132073",
    r"CH\d{12}",
    prefixless=False,
)
def _egrid(g: _R):
    egrid = "CH" + g.digits(12)
    f, last = _name(g, "ch")
    text = "oereb-extract.json (excerpt)\n" + json.dumps(
        {
            "RealEstate": {
                "EGRID": egrid,
                "Number": g.digits(4),
                "Municipality": "Thun",
                "Owner": f"{f} {last}",
                "OwnerBirthYear": _dob(g).year,
            }
        }
    )
    return text, [egrid, f"{f} {last}"], egrid


@kind(
    "fr_cadastre_matrice_proprietaire",
    "https://www.aftopo.org/lexique/references-cadastrales/ (section letters + parcel number) ; "
    "MAJIC owner extract layout from memory",
    r"\d{5} [0-9]{3} [A-Z]{1,2} \d{1,4}",
    prefixless=True,
)
def _cadastre(g: _R):
    ref = f"{g.r.choice(['69123', '13055', '31555', '44109'])} 000 {g.r.choice(['A', 'B', 'AB', 'ZC', 'BK'])} {g.r.randrange(1, 2000)}"
    f, last = _name(g, "fr")
    text = f"proprietaires.csv\nref_cadastrale;nom;prenom;date_naissance\n{ref};{last.upper()};{f};{_dob(g).strftime('%d/%m/%Y')}"
    return text, [ref, f"{last.upper()};{f}"], ref.replace(" ", "-")


@kind(
    "iban_sc_seychelles_transfer",
    "https://ibandecoder.com/iban/seychelles (SC, 31 characters: bank 4a+2n, branch 2n, account 16n, currency 3a)",
    r"SC\d{2}[A-Z]{4}\d{20}[A-Z]{3}",
    prefixless=False,
)
def _iban_sc(g: _R):
    iban = _iban(
        "SC", g.r.choice(["SSCB", "MCBL", "BARB"]) + g.digits(4, first_nonzero=False) + g.digits(16) + "SCR"
    )
    f, last = _name(g, "en")
    text = f"beneficiary:\n  name: {f} {last}\n  iban: {_group4(iban)}\n  bic: SSCBSCSC"
    return text, [_group4(iban), f"{f} {last}"], iban


@kind(
    "iban_mu_mauritius_payroll",
    "https://g.tulz.dev/opensource/iban-ex/src/commit/f66cdc0d19d49ec931efa95c2380aabfa092f7b2/docs/international_wide_ibans/iban_registry_full.json "
    "(SWIFT IBAN registry: MU 4!a2!n2!n12!n3!n3!a, 30 characters)",
    r"MU\d{2}[A-Z]{4}\d{19}[A-Z]{3}",
    prefixless=False,
)
def _iban_mu(g: _R):
    iban = _iban(
        "MU",
        g.r.choice(["BOMM", "MCBL", "SBMM"]) + g.digits(4, first_nonzero=False) + g.digits(12) + "000MUR",
    )
    name = _full(g, "in")
    text = f"salary_batch.csv\nemp_no;name;iban;amount\nE{g.digits(4)};{name};{iban};48500.00"
    return text, [iban, name], iban


@kind(
    "iban_ru_russia_rekvizity",
    "https://g.tulz.dev/opensource/iban-ex/src/commit/f66cdc0d19d49ec931efa95c2380aabfa092f7b2/docs/international_wide_ibans/iban_registry_full.json "
    "(SWIFT IBAN registry: RU 9!n5!n15!c, 33 characters)",
    r"RU\d{2}04\d{12}\d{15}",
    prefixless=False,
)
def _iban_ru(g: _R):
    iban = _iban(
        "RU",
        "04"
        + g.digits(7, first_nonzero=False)
        + g.digits(5, first_nonzero=False)
        + "40817810"
        + g.digits(7, first_nonzero=False),
    )
    fio = f"{g.r.choice(['Ivanova', 'Smirnov', 'Kuznetsova', 'Popov'])} {g.r.choice(['Anna', 'Dmitry', 'Olga', 'Sergey'])} {g.r.choice(['Petrovna', 'Igorevich', 'Sergeevna', 'Olegovich'])}"
    text = f"Получатель: {fio}\nIBAN: {iban}\nНазначение: возврат депозита"
    return text, [iban, fio], iban


@kind(
    "iban_mn_mongolia_transfer",
    "https://g.tulz.dev/opensource/iban-ex/src/commit/f66cdc0d19d49ec931efa95c2380aabfa092f7b2/docs/international_wide_ibans/iban_registry_full.json "
    "(SWIFT IBAN registry: MN 4!n12!n, 20 characters)",
    r"MN\d{18}",
    prefixless=False,
)
def _iban_mn(g: _R):
    iban = _iban("MN", g.digits(4, first_nonzero=False) + g.digits(12))
    name = f"{g.r.choice(['Bat-Erdene', 'Oyunchimeg', 'Ganbold', 'Enkhjargal'])} {g.r.choice(['Tsogt', 'Dorj', 'Bold', 'Saikhan'])}"
    text = f'{{"payee": "{name}", "iban": "{iban}", "amount": 1250000, "currency": "MNT"}}'
    return text, [iban, name], iban


@kind(
    "iban_so_somalia_remittance",
    "https://g.tulz.dev/opensource/iban-ex/src/commit/f66cdc0d19d49ec931efa95c2380aabfa092f7b2/docs/international_wide_ibans/iban_registry_full.json "
    "(SWIFT IBAN registry: SO 4!n3!n12!n, 23 characters)",
    r"SO\d{21}",
    prefixless=False,
)
def _iban_so(g: _R):
    iban = _iban("SO", g.digits(4, first_nonzero=False) + g.digits(3, first_nonzero=False) + g.digits(12))
    name = f"{g.r.choice(['Hodan', 'Abdirahman', 'Faadumo', 'Mohamed'])} {g.r.choice(['Warsame', 'Abdi', 'Farah', 'Jama'])} {g.r.choice(['Hassan', 'Ali', 'Yusuf', 'Omar'])}"
    text = f"remit_queue WARN name screening hit\n  receiver={name}\n  receiver_iban={iban}"
    return text, [iban, name], iban


@kind(
    "tax_ie_form11_ros_ppsn",
    "from memory: Revenue Form 11 (ROS) PPSN, 7 digits + modulus-23 check letter (+ optional W/A-Z)",
    r"\d{7}[A-W][A-IW]?",
    prefixless=True,
)
def _ppsn(g: _R):
    digits = g.digits(7, first_nonzero=False)
    second = g.r.choice(["", "A", "W"])
    tot = sum(int(d) * (8 - i) for i, d in enumerate(digits)) + ({"": 0, "W": 0, "A": 1}[second] * 9)
    pps = digits + "WABCDEFGHIJKLMNOPQRSTUV"[tot % 23] + second
    f, last = _name(g, "en")
    text = f"form11_2024.xml\n<Form11><PPSN>{pps}</PPSN><Name>{f} {last}</Name><Spouse/></Form11>"
    return text, [pps, f"{f} {last}"], pps


@kind(
    "gb_v5c_document_reference_keeper",
    "from memory: V5C logbook 11-digit document reference number with registered keeper",
    r"\d{11}",
    prefixless=True,
)
def _v5c(g: _R):
    ref = g.digits(11)
    keeper = _full(g, "en")
    text = f"DVLA tax check: reg {g.s(2, string.ascii_uppercase)}{g.digits(2)} {g.s(3, string.ascii_uppercase)} | V5C doc ref {ref} | keeper {keeper}"
    return text, [ref, keeper], ref


# -- chat and e-mail exports ---------------------------------------------------------------------


@kind(
    "chat_telegram_desktop_result_json",
    "https://github.com/tsu2000/tele_dashboard (instructions.md: Export chat history -> result.json) ; "
    "https://github.com/RobiMez/wttm (messages with from, from_id 'user<digits>')",
    r"user\d{8,10}",
    prefixless=True,
)
def _tg(g: _R):
    uid = "user" + g.digits(g.r.choice([9, 10]))
    f, last = _name(g, "fi")
    phone = "+358 40 " + g.digits(3, first_nonzero=False) + " " + g.digits(4, first_nonzero=False)
    msg = {
        "id": int(g.digits(6)),
        "type": "message",
        "date": "2025-02-11T21:25:39",
        "from": f"{f} {last}",
        "from_id": uid,
        "text": f"soita {phone}",
    }
    text = json.dumps({"name": f"{f} {last}", "type": "personal_chat", "messages": [msg]}, indent=1)
    return text, [uid, f"{f} {last}", phone], uid


@kind(
    "chat_whatsapp_ios_bracket_export",
    "https://github.com/rodrigogs/whats-reader (examples/README.md: WhatsApp Chat with ... .txt) ; "
    "WhatsApp iOS format [DD/MM/YYYY, HH:MM:SS] Sender: Message (code search)",
    r"\+233 \d{2} \d{3} \d{4}",
    prefixless=True,
)
def _wa(g: _R):
    phone = f"+233 {g.r.choice(['24', '54', '20', '27'])} {g.digits(3, first_nonzero=False)} {g.digits(4, first_nonzero=False)}"
    f, last = _name(g, "gh")
    text = (
        "_chat.txt\n"
        f"[03/04/2025, 18:02:11] {f} {last}: ‎<attached: 00000012-PHOTO-2025-04-03.jpg>\n"
        f"[03/04/2025, 18:02:40] {f} {last}: call me on {phone} after 7\n"
        f"[03/04/2025, 18:05:02] {phone}: ok"
    )
    return text, [phone, f"{f} {last}"], phone.replace(" ", "").lstrip("+")


@kind(
    "chat_slack_export_users_json",
    "https://github.com/clbox-community/clbox (apps/backend/src/app/slack/slack-user-profile.ts: "
    "real_name, email, phone) ; https://github.com/omgitsjessie/slack-exports (users.json in export)",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _slack(g: _R):
    f, last = _name(g, "nl")
    email = _email(g, f, last, "ziekenhuis-oost.nl")
    phone = "+31 6 " + g.digits(8, first_nonzero=False)
    user = {
        "id": "U0" + g.s(9, UPPER_DIGITS),
        "name": f.lower(),
        "real_name": f"{f} {last}",
        "profile": {"email": email, "phone": phone, "title": "SEH-arts"},
    }
    text = "jq '.[] | select(.deleted==false)' export/users.json\n" + json.dumps(user, indent=2)
    return text, [email, phone, f"{f} {last}"], email.split("@")[0]


@kind(
    "chat_messenger_message_json",
    "https://github.com/jpfranci/facebook-messages-visualizer (message-model.ts: participants, sender_name, content)",
    r"\+91 [6-9]\d{4} \d{5}",
    prefixless=True,
)
def _messenger(g: _R):
    f, last = _name(g, "in")
    phone = f"+91 {g.r.choice('6789')}{g.digits(4, first_nonzero=False)} {g.digits(5, first_nonzero=False)}"
    data = {
        "participants": [{"name": f"{f} {last}"}, {"name": "Me"}],
        "messages": [
            {
                "sender_name": f"{f} {last}",
                "timestamp_ms": 1712345678000 + g.r.randrange(10**8),
                "content": f"new number {phone}",
            }
        ],
    }
    text = "inbox/" + _slug(f).lower() + "_" + g.digits(6) + "/message_1.json\n" + json.dumps(data, indent=1)
    return text, [phone, f"{f} {last}"], phone.replace(" ", "").lstrip("+")


@kind(
    "chat_discord_package_account_json",
    "from memory: Discord data package account/user.json (username, email, phone)",
    r"[a-z]+_[a-z]+\d{3}",
    prefixless=True,
)
def _discord(g: _R):
    f, last = _name(g, "fr")
    uname = f"{f.lower()}_{last.lower()}{g.digits(3)}"
    email = _email(g, f, last, "free.fr")
    text = json.dumps(
        {
            "id": g.digits(18),
            "username": uname,
            "email": email,
            "phone": "+33 6 " + g.digits(8, first_nonzero=False),
            "verified": True,
        }
    )
    return text, [uname, email], uname


@kind(
    "email_eml_reply_to_cc_headers",
    "from memory: RFC 5322 Reply-To / Cc headers of a saved .eml pasted into a ticket",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _eml(g: _R):
    f, last = _name(g, "es")
    email = _email(g, f, last, "correo-ugr.es")
    f2, l2 = _name(g, "es")
    email2 = _email(g, f2, l2, "telefonica.net")
    text = f'Message-ID: <{g.s(16, LOWER_DIGITS)}@mail>\nReply-To: "{f} {last}" <{email}>\nCc: {f2} {l2} <{email2}>\nSubject: Re: beca erasmus'
    return text, [email, email2, f"{f} {last}"], email.split("@")[0]


# -- browser data, password managers ------------------------------------------------------------


@kind(
    "browser_chrome_autofill_profile_names",
    "https://github.com/bloomberg/chromium.bb (chrome/test/data/web_database/version_45_compatible.sql: "
    "autofill_profiles, autofill_profile_names, autofill_profile_emails, autofill_profile_phones)",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _chrome_af(g: _R):
    f, last = _name(g, "de")
    email = _email(g, f, last, "gmx.de")
    phone = "+49 151 " + g.digits(8, first_nonzero=False)
    street = f"{g.r.choice(['Lindenstr.', 'Am Anger', 'Weberweg'])} {g.r.randrange(1, 90)}"
    text = (
        "sqlite3 'Web Data' 'SELECT p.street_address, n.first_name, n.last_name, e.email, ph.number FROM autofill_profiles p "
        "JOIN autofill_profile_names n USING(guid) JOIN autofill_profile_emails e USING(guid) JOIN autofill_profile_phones ph USING(guid)'\n"
        f"{street}|{f}|{last}|{email}|{phone}"
    )
    return text, [email, phone, street], email.split("@")[0]


@kind(
    "browser_chrome_login_data_username",
    "https://github.com/youtube/cobalt (components/test/data/password_manager/login_db_v28.sql: logins.username_value)",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _chrome_login(g: _R):
    f, last = _name(g, "en")
    email = _email(g, f, last, "outlook.com")
    text = (
        "sqlite> SELECT origin_url, username_value, times_used FROM logins ORDER BY date_last_used DESC LIMIT 2;\n"
        f"https://www.nhs.uk/login|{email}|14\nhttps://portal.studentfinance.example/|{f.lower()}{g.digits(4)}|3"
    )
    return text, [email], email.split("@")[0]


@kind(
    "browser_firefox_formhistory",
    "https://github.com/BhasherBEL/LDMv2 (modules/windows/firefox/saved_data.py: fieldname, value from "
    "moz_formhistory) ; https://github.com/jpinkham/wiki (applications/firefox_storage.md)",
    r"\d{3} \d{3} \d{3}",
    prefixless=True,
)
def _ff(g: _R):
    f, last = _name(g, "fi")
    tel = f"0{g.r.choice(['40', '50', '44'])} {g.digits(3, first_nonzero=False)} {g.digits(4, first_nonzero=False)}"
    hetu_like = f"{g.digits(3, first_nonzero=False)} {g.digits(3, first_nonzero=False)} {g.digits(3, first_nonzero=False)}"
    text = (
        "sqlite3 formhistory.sqlite 'SELECT fieldname, value, timesUsed FROM moz_formhistory'\n"
        f"asiakasnumero|{hetu_like}|3\nname|{f} {last}|5\ntel|{tel}|5"
    )
    return text, [hetu_like, f"{f} {last}", tel], hetu_like.replace(" ", "")


@kind(
    "browser_chrome_history_url_query_email",
    "from memory: Chrome History urls table with a sign-up URL carrying the e-mail in its query",
    r"[a-z]+\.[a-z]+\d{2}%40[a-z.]+",
    prefixless=True,
)
def _hist(g: _R):
    f, last = _name(g, "nl")
    email = _email(g, f, last, "ziggo.nl")
    enc = email.replace("@", "%40")
    text = f"sqlite> SELECT url, visit_count FROM urls WHERE url LIKE '%verify%';\nhttps://mijn.example-verzekeraar.nl/verify?email={enc}&t={g.s(12)}|2"
    return text, [enc], email.split("@")[0]


@kind(
    "pwm_lastpass_csv_export",
    "https://gist.github.com/tycho/b9cfbc1dc12847e5b88e67d9b4c9c64f ; "
    "https://gist.github.com/ollybh/7b1b508d717854341b7864d73aa50730 (url,username,password,totp,extra,name,grouping,fav)",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _lastpass(g: _R):
    f, last = _name(g, "en")
    email = _email(g, f, last, "btinternet.com")
    text = (
        "head -3 lastpass_export.csv\n"
        "url,username,password,totp,extra,name,grouping,fav\n"
        f"https://www.gov.uk/,{email},********,,NI no in notes,GOV.UK,Personal,0"
    )
    return text, [email], email.split("@")[0]


@kind(
    "pwm_dashlane_csv_export",
    "https://gitlab.com/psono/psono-client/-/issues/501 (Dashlane CSV: username,username2,username3,title,password,note,url,category,otpSecret)",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _dashlane(g: _R):
    f, last = _name(g, "fr")
    email = _email(g, f, last, "orange.fr")
    text = (
        "username,username2,username3,title,password,note,url,category,otpSecret\n"
        f"{email},{f.lower()}{g.digits(3)},,ameli,xxxx,,https://assure.ameli.fr,Santé,"
    )
    return text, [email], email.split("@")[0]


@kind(
    "pwm_proton_pass_csv",
    "https://github.com/ProtonMail/WebClients (packages/pass/lib/import/providers/protonpass.csv.types.ts: "
    "name, url, email, username, password, note, totp, vault)",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _proton(g: _R):
    f, last = _name(g, "ch")
    email = _email(g, f, last, "bluewin.ch")
    text = (
        "name,url,email,username,password,note,totp,vault\n"
        f"SBB,https://www.sbb.ch,{email},{f.lower()}.{last.lower()},***,GA Nr. {g.digits(3)}-{g.digits(3)}-{g.digits(3)},,Personal"
    )
    return text, [email, f"{f.lower()}.{last.lower()}"], email.split("@")[0]


@kind(
    "pwm_apple_passwords_csv",
    "https://github.com/gutenye/password-manager-tools (src/applePasswords/types.ts: Title, URL, Username, Password, Notes, OTPAuth)",
    r"\+44 7\d{3} \d{6}",
    prefixless=True,
)
def _apple_pw(g: _R):
    phone = f"+44 7{g.digits(3, first_nonzero=False)} {g.digits(6, first_nonzero=False)}"
    f, last = _name(g, "en")
    text = f"Title,URL,Username,Password,Notes,OTPAuth\nmonzo.com,https://monzo.com,{phone},***,{f} {last} joint acct,"
    return text, [phone, f"{f} {last}"], phone.replace(" ", "").lstrip("+")


# -- address books ------------------------------------------------------------------------------


@kind(
    "abook_outlook_csv_home_address",
    "https://www.spstechnical.com/outlook_contacts_schema.htm (Outlook contact fields: First Name, "
    "Last Name, Home Street, Home City, Home Postal Code, Mobile Phone, E-mail Address)",
    r"\+353 8[5-7] \d{3} \d{4}",
    prefixless=True,
)
def _outlook(g: _R):
    f, last = _name(g, "en")
    mob = f"+353 8{g.r.choice('567')} {g.digits(3, first_nonzero=False)} {g.digits(4, first_nonzero=False)}"
    street = f"{g.r.randrange(1, 120)} {g.r.choice(['Ard na Mara', 'Bothar na Tra', 'Sraid an Mhuilinn'])}"
    text = (
        '"First Name","Last Name","Home Street","Home City","Home Postal Code","Mobile Phone","E-mail Address"\n'
        f'"{f}","{last}","{street}","Galway","H91 {g.s(4, UPPER_DIGITS)}","{mob}","{_email(g, f, last, "eircom.net")}"'
    )
    return text, [mob, street], mob.replace(" ", "").lstrip("+")


@kind(
    "abook_google_contacts_csv",
    "from memory: Google Contacts CSV (Name, Given Name, Family Name, E-mail 1 - Value, Phone 1 - Value)",
    r"\+254 7\d{2} \d{6}",
    prefixless=True,
)
def _gcsv(g: _R):
    phone = f"+254 7{g.digits(2, first_nonzero=False)} {g.digits(6, first_nonzero=False)}"
    f, last = (
        g.r.choice(["Amina", "Baraka", "Zawadi", "Juma"]),
        g.r.choice(["Omondi", "Wekesa", "Cheruiyot", "Said"]),
    )
    email = _email(g, f, last, "yahoo.com")
    text = (
        f"Name,Given Name,Family Name,E-mail 1 - Value,Phone 1 - Value\n{f} {last},{f},{last},{email},{phone}"
    )
    return text, [phone, email], phone.replace(" ", "").lstrip("+")


@kind(
    "abook_vcard21_quoted_printable",
    "https://github.com/wisedaddy/symbian-converter (PageName.md: quoted-printable UTF-8 vCards) ; "
    "vCard 2.1 N;CHARSET=ISO-8859-1 fixture (code search)",
    r"(=[0-9A-F]{2}){6,}",
    prefixless=True,
)
def _vcf21(g: _R):
    first = g.r.choice(["Ἑλένη", "Ξανθή", "Ζωή", "Δήμητρα"])
    last = g.r.choice(["Παπαδοπούλου", "Κωνσταντίνου", "Γεωργίου", "Νικολάου"])
    qp = "".join(f"={b:02X}" for b in f"{last};{first}".encode())
    tel = "+30 69" + g.digits(8, first_nonzero=False)
    text = f"BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{qp};;;\nTEL;CELL:{tel}\nEND:VCARD"
    return text, [qp, tel], tel.replace(" ", "").lstrip("+")


@kind(
    "abook_jcard_rfc7095",
    'https://datatracker.ietf.org/doc/rfc7095 (jCard: ["vcard", [["fn", {}, "text", ...], ["tel", ...]]])',
    r"tel:\+27-\d{2}-\d{3}-\d{4}",
    prefixless=True,
)
def _jcard(g: _R):
    tel = f"tel:+27-{g.r.choice(['82', '83', '72', '61'])}-{g.digits(3, first_nonzero=False)}-{g.digits(4, first_nonzero=False)}"
    fn = f"{g.r.choice(['Thandiwe', 'Sipho', 'Lerato', 'Pieter'])} {g.r.choice(['Nkosi', 'Dlamini', 'van der Merwe', 'Mokoena'])}"
    card = [
        "vcard",
        [
            ["version", {}, "text", "4.0"],
            ["fn", {}, "text", fn],
            ["tel", {"type": ["cell"]}, "uri", tel],
            ["bday", {}, "date-and-or-time", _dob(g).strftime("%Y%m%d")],
        ],
    ]
    text = "GET /.well-known/rdap/entity/CONTACT-" + g.digits(6) + " -> vcardArray\n" + json.dumps(card)
    return text, [tel, fn], tel[4:].replace("-", "").lstrip("+")


@kind(
    "abook_carddav_multiget_response",
    "https://datatracker.ietf.org/doc/rfc6352 (CardDAV addressbook-multiget REPORT, C:address-data)",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _carddav(g: _R):
    f, last = _name(g, "de")
    email = _email(g, f, last, "posteo.de")
    adr = f"{g.r.choice(['Karl-Marx-Allee', 'Hauptstr.', 'Gartenweg'])} {g.r.randrange(1, 150)}"
    text = (
        "<D:response><D:href>/addressbooks/u/contacts/"
        + g.s(8, LOWER_DIGITS)
        + ".vcf</D:href><D:propstat><D:prop>\n"
        f"<C:address-data>BEGIN:VCARD\nVERSION:3.0\nFN:{f} {last}\nEMAIL;TYPE=home:{email}\nADR;TYPE=home:;;{adr};Berlin;;10243;DE\nEND:VCARD</C:address-data>\n"
        "</D:prop></D:propstat></D:response>"
    )
    return text, [email, adr, f"{f} {last}"], email.split("@")[0]


# -- names, phones, coordinates, dates ----------------------------------------------------------


@kind(
    "name_georgian_script_form",
    "from memory: Georgian-script name field (სახელი / გვარი) with its Latin transliteration",
    r"[A-Z][a-z]+-[A-Z][a-z]+dze",
    prefixless=True,
)
def _ka(g: _R):
    pairs = [("ნინო", "Nino"), ("გიორგი", "Giorgi"), ("თამარ", "Tamar"), ("ლევან", "Levan")]
    sur = [
        ("ბერიძე", "Beridze"),
        ("კაპანაძე", "Kapanadze"),
        ("გელაშვილი", "Gelashvili"),
        ("ლომიძე", "Lomidze"),
    ]
    (fk, fl), (sk, sl) = g.r.choice(pairs), g.r.choice(sur[:2] + sur[3:])
    pn = g.digits(11, first_nonzero=False)
    text = f"form_submission: სახელი={fk} გვარი={sk} (latin: {fl} {sl}) პირადი ნომერი={pn}"
    return text, [f"{fk} გვარი={sk}", f"{fl} {sl}", pn], f"{fl}-{sl}"


@kind(
    "name_armenian_script_form",
    "from memory: Armenian-script full name in a registration record with transliteration",
    r"[A-Z][a-z]+-[A-Z][a-z]+yan",
    prefixless=True,
)
def _hy(g: _R):
    first = g.r.choice([("Անի", "Ani"), ("Արամ", "Aram"), ("Լիլիթ", "Lilit"), ("Տիգրան", "Tigran")])
    last = g.r.choice(
        [("Պետրոսյան", "Petrosyan"), ("Հովհաննիսյան", "Hovhannisyan"), ("Սարգսյան", "Sargsyan")]
    )
    ref = g.digits(10)
    text = f"registrant {ref}: Անուն Ազգանուն = {first[0]} {last[0]} / {first[1]} {last[1]}"
    return text, [f"{first[0]} {last[0]}", f"{first[1]} {last[1]}", ref], f"{first[1]}-{last[1]}"


@kind(
    "phone_jp_fullwidth_digits_form",
    "from memory: Japanese web form input echoed with full-width digits (携帯電話 ０９０－１２３４－５６７８)",
    r"0[789]0-\d{4}-\d{4}",
    prefixless=True,
)
def _fw(g: _R):
    ascii_num = f"0{g.r.choice('789')}0-{g.digits(4, first_nonzero=False)}-{g.digits(4, first_nonzero=False)}"
    fw = ascii_num.translate(str.maketrans("0123456789-", "０１２３４５６７８９－"))
    text = f"validation error: 携帯電話番号は半角で入力してください (入力値: {fw})"
    return text, [fw], ascii_num


@kind(
    "geo_amap_regeo_gcj02_home",
    "https://apifox.com/apidoc/docs-site/759159/api-14551463 (AMap restapi.amap.com/v3/geocode/regeo "
    "?location=lng,lat; GCJ-02) ; https://uiwjs.github.io/react-native-amap-geolocation/interfaces/regeocode.html",
    r"1[0-2]\d\.\d{6},[23]\d\.\d{6}",
    prefixless=True,
)
def _amap(g: _R):
    loc = f"{g.r.uniform(113.8, 121.6):.6f},{g.r.uniform(22.5, 31.4):.6f}"
    text = (
        f"GET https://restapi.amap.com/v3/geocode/regeo?key=***&location={loc}&extensions=base\n"
        '{"status":"1","regeocode":{"formatted_address":"广东省深圳市南山区粤海街道科技园'
        + g.digits(2)
        + '栋"}}'
    )
    return text, [loc], loc.replace(",", "_")


@kind(
    "geo_baidu_bd09_home_pin",
    "from memory: Baidu Maps BD-09 coordinates in a ride-hailing order's home pickup",
    r"1[01]\d\.\d{6}",
    prefixless=True,
)
def _bd09(g: _R):
    lng, lat = f"{g.r.uniform(116.2, 116.6):.6f}", f"{g.r.uniform(39.8, 40.1):.6f}"
    text = json.dumps(
        {"order": g.digits(12), "pickup": {"tag": "家", "coordType": "bd09ll", "lng": lng, "lat": lat}}
    )
    return text, [lng, lat], f"{lng}_{lat}"


@kind(
    "dob_delphi_tdatetime",
    "https://docwiki.embarcadero.com/Libraries/Athens//en/System.TDate (number of days since 12/30/1899)",
    r"[1-4]\d{4}\.0",
    prefixless=True,
)
def _delphi(g: _R):
    d = _dob(g)
    n = str((d - _dt.date(1899, 12, 30)).days)
    f, last = _name(g, "de")
    text = f"Debug Output: TPatient.Load: Name='{last}, {f}' Geburtsdatum={n}.0 KVNR-Status=OK Process App.exe ({g.digits(4)})"
    return text, [f"{n}.0", f"{last}, {f}"], f"{n}-{g.digits(3)}"


@kind(
    "dob_clarion_standard_date",
    "https://gist.github.com/fushnisoft/5857270 (Clarion standard date = days since December 28, 1800)",
    r"MEM:DOB=[4-7]\d{4}",
    prefixless=True,
)
def _clarion(g: _R):
    d = _dob(g)
    n = str((d - _dt.date(1800, 12, 28)).days)
    f, last = _name(g, "en")
    text = f"TPS dump MEMBERS.TPS rec {g.digits(4)}: MEM:SURNAME='{last.upper()}' MEM:FORENAME='{f.upper()}' MEM:DOB={n}"
    return text, [f"MEM:DOB={n}", f"MEM:SURNAME='{last.upper()}'"], f"{n}-{g.digits(3)}"


@kind(
    "dob_mumps_horolog",
    "https://docs.intersystems.com/latest/csp/docbook/DocBook.UI.Page.cls?KEY=RCOS_vhorolog "
    "($HOROLOG day count since December 31, 1840)",
    r"[A-Z]+,[A-Z]+\^[3-6]\d{4}",
    prefixless=True,
)
def _horolog(g: _R):
    d = _dob(g)
    n = str((d - _dt.date(1840, 12, 31)).days)
    f, last = _name(g, "in")
    text = (
        f'USER>zw ^PAT({g.digits(5)})\n^PAT({g.digits(5)})="{last.upper()},{f.upper()}^{n}^F^{g.digits(10)}"'
    )
    return text, [f"{last.upper()},{f.upper()}^{n}"], f"{n}-{g.digits(3)}"


# -- user names in command output ---------------------------------------------------------------


@kind(
    "user_slurm_sacctmgr_show_user",
    "https://slurm.schedmd.com/sacctmgr.html ; https://metacpan.org/pod/Slurm::Sacctmgr::User "
    "(user, defaultaccount, adminlevel)",
    r"[a-z]{2,6}\d{2,4}",
    prefixless=True,
)
def _sacct(g: _R):
    f, last = _name(g, "fi")
    u = (f[:2] + last[:4]).lower() + g.digits(3)
    text = (
        "$ sacctmgr show user\n"
        "      User   Def Acct     Admin\n"
        "---------- ---------- ---------\n"
        f"{u:>10} {'proj' + g.digits(4):>10}      None\n"
        "      root       root Administ+"
    )
    return text, [u], u


@kind(
    "user_zfs_userspace",
    "https://openzfs.github.io/openzfs-docs/man/v2.4/8/zfs-userspace.8.html (TYPE NAME USED QUOTA per user)",
    r"[a-z]+\.[a-z]+\d{2}",
    prefixless=True,
)
def _zfs(g: _R):
    f, last = _name(g, "nl")
    u = f"{f.lower()}.{_slug(last).lower().replace('-', '')}{g.digits(2)}"
    text = (
        "$ zfs userspace tank/home\n"
        "TYPE        NAME              USED  QUOTA  OBJUSED  OBJQUOTA\n"
        f"POSIX User  {u}   41.2G   50G     {g.digits(5)}      none\n"
        "POSIX User  root              1.1G   none       211      none"
    )
    return text, [u], u


@kind(
    "user_net_localgroup_members",
    "https://www.oreilly.com/library/view/windows-2000-administration/1565927133/re322.html "
    "(net localgroup output, 'The command completed successfully.')",
    r"[A-Z]+\\[a-z]+\.[a-z]+\d{2}",
    prefixless=True,
)
def _netlg(g: _R):
    f, last = _name(g, "gh")
    u = f"CORP\\{f.lower()}.{last.lower()}{g.digits(2)}"
    text = (
        "C:\\> net localgroup administrators\n"
        "Alias name     administrators\nComment        Administrators have complete and unrestricted access\n\n"
        "Members\n\n-------------------------------------------------------------------------------\n"
        f"Administrator\n{u}\nCORP\\Domain Admins\nThe command completed successfully."
    )
    return text, [u], u.split("\\")[1]


@kind(
    "user_gcloud_iam_policy_member",
    "https://gist.github.com/jamiekt/2510fdc00cb355c80e93993805b968a1 (get-iam-policy --flatten "
    "bindings[].members -> user:user-name@example.com) ; https://googleapis.dev/nodejs/containeranalysis/1.4.0/google.iam.v1.html",
    r"user:[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _gcloud(g: _R):
    f, last = _name(g, "in")
    email = _email(g, f, last, "gmail.com")
    text = (
        "$ gcloud projects get-iam-policy clinic-prod --flatten='bindings[].members' --format='table(bindings.role,bindings.members)'\n"
        "ROLE                 MEMBERS\n"
        f"roles/owner          user:{email}\n"
        "roles/viewer         group:ops@clinic.example"
    )
    return text, [f"user:{email}"], email.split("@")[0]


@kind(
    "user_dsquery_user_dn_listing",
    "from memory: dsquery user output, one quoted distinguished name per user",
    r"CN=[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+",
    prefixless=True,
)
def _dsq(g: _R):
    f, last = _name(g, "en")
    mid = g.r.choice(_FIRST["en"])
    dn = f"CN={f} {mid} {last},OU=Staff,OU=Leeds,DC=corp,DC=nhsft,DC=local"
    samid = (f[0] + last).lower() + g.digits(4)
    text = (
        f'C:\\> dsquery user -name "{f}*" | dsget user -dn -samid\n'
        "  dn                                                        samid\n"
        f"  {dn}  {samid}\n"
        "dsget succeeded"
    )
    return text, [f"CN={f} {mid} {last}", samid], f"{f}-{mid}-{last}"


# -- second batch: probation, aviation, land, claims, more exports ----------------------------


@kind(
    "gb_ndelius_crn_probation",
    "https://github.com/ministryofjustice/hmpps-probation-integration-services (prison-identifier-and-delius "
    "README: Delius CRN matched to NOMS number) ; HMPPS allocations test CRN 'J678910' (code search)",
    r"[A-Z]\d{6}",
    prefixless=True,
)
def _crn(g: _R):
    crn = g.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") + g.digits(6)
    f, last = _name(g, "en")
    mid = g.r.choice(_FIRST["en"])
    text = (
        f"GET /cases/unallocated/{crn}/convictions 200\n"
        f'{{"crn": "{crn}", "name": "{f} {mid} {last}", "tier": "C1", "pncNumber": null}}'
    )
    return text, [crn, f"{f} {mid} {last}"], crn


@kind(
    "au_casa_arn_pilot",
    "https://vfrg.casa.gov.au/glossary/aviation-reference-number-arn/ (unique six-digit ARN, also the "
    "licence number) ; https://myvisaonline.zendesk.com/hc/en-us/articles/360023054973-CASA-FAQ",
    r"\d{6}",
    prefixless=True,
)
def _arn(g: _R):
    arn = g.digits(6)
    f, last = _name(g, "en")
    text = f"crew_currency.csv\nname,arn,licence,medical_class,medical_expiry\n{f} {last},{arn},CPL(A),1,2026-01-31"
    return text, [arn, f"{f} {last}"], f"arn-{arn}"


@kind(
    "bs_nib_national_insurance_number",
    "https://www.nib-bahamas.com/about-nib/registration (unique eight digit National Insurance number, "
    "encodes year and quarter of birth and sex)",
    r"\d{8}",
    prefixless=True,
)
def _nib(g: _R):
    nib = g.digits(8)
    f, last = (
        g.r.choice(["Shavonne", "Dario", "Kendra", "Tyrone", "Latoya"]),
        g.r.choice(["Rolle", "Knowles", "Ferguson", "Cartwright", "Pinder"]),
    )
    text = f"payroll_export.tsv\nemployee\tnib_no\tisland\n{f} {last}\t{nib}\tNew Providence"
    return text, [nib, f"{f} {last}"], nib


@kind(
    "sz_pin_eswatini",
    "http://times.co.sz/news/147736-35-children-denied-pins%2C-can%E2%80%99t-go-to-school.html (Home "
    "Affairs personal identification number on birth certificates and IDs; 13-digit YYMMDD layout from memory)",
    r"\d{13}",
    prefixless=True,
)
def _szpin(g: _R):
    d = _dob(g, 1960, 2012)
    pin = d.strftime("%y%m%d") + g.digits(7, first_nonzero=False)
    f, last = (
        g.r.choice(["Sibusiso", "Nomvula", "Thabo", "Lindiwe"]),
        g.r.choice(["Dlamini", "Simelane", "Mamba", "Nxumalo"]),
    )
    text = f"FPE enrolment upload: learner={f} {last} pin={pin} school=Vuvulane Primary"
    return text, [pin, f"{f} {last}"], pin


@kind(
    "br_tiss_numero_carteira",
    "https://github.com/raphaelk-medsimples/tiss-utilities (tiss-webservice DadosBeneficiario.ts: "
    "numeroCarteira st_texto20, namespace http://www.ans.gov.br/padroes/tiss/schemas)",
    r"\d{17}",
    prefixless=True,
)
def _tiss(g: _R):
    cart = "0" + g.digits(16)
    nome = f"{g.r.choice(['ANA', 'JOAO', 'MARIA', 'PEDRO'])} {g.r.choice(['SILVA', 'SOUZA', 'OLIVEIRA', 'PEREIRA'])} {g.r.choice(['SANTOS', 'LIMA', 'COSTA', 'ALVES'])}"
    text = (
        "<ans:dadosBeneficiario>\n"
        f"  <ans:numeroCarteira>{cart}</ans:numeroCarteira>\n  <ans:atendimentoRN>N</ans:atendimentoRN>\n"
        f"  <ans:nomeBeneficiario>{nome}</ans:nomeBeneficiario>\n</ans:dadosBeneficiario>"
    )
    return text, [cart, nome], cart


@kind(
    "us_irs_ip_pin_1040_efile",
    "https://www.irs.gov/identity-theft-fraud-scams/get-an-identity-protection-pin (six-digit IP PIN "
    "used on 1040 e-file; MeF element name from memory)",
    r"\d{6}",
    prefixless=True,
)
def _ippin(g: _R):
    pin = g.digits(6)
    f, last = _name(g, "en")
    text = f"<IRS1040><PrimaryNm>{f} {last}</PrimaryNm><IdentityProtectionPIN>{pin}</IdentityProtectionPIN></IRS1040>"
    return text, [pin, f"{f} {last}"], f"ippin-{pin}"


@kind(
    "ca_on_polaris_pin_parcel",
    "https://opencouncil.ca/?p=24074 (Ontario PIN: 5-digit block + 4-digit property, e.g. 73470-0247 (LT)) ; "
    "https://www.protectyourboundaries.ca/property-identification-number.html",
    r"\d{5}-\d{4} \(LT\)",
    prefixless=True,
)
def _onpin(g: _R):
    pin = f"{g.digits(5)}-{g.digits(4, first_nonzero=False)} (LT)"
    owner = _full(g, "en")
    text = f"parcel_register.txt\nPIN: {pin}\nOWNERS' NAMES: {owner.upper()}  CAPACITY: BENO  SHARE: 100%"
    return text, [pin, owner.upper()], pin.split(" ")[0]


@kind(
    "au_nsw_folio_lot_dp_proprietor",
    "https://www.confirm.com.au/support/land/nsw-land-searches/sub-folio-inquiry/ (lot/DP and lot/SP title "
    "references, e.g. 1/123, 1/SP12345) ; https://rg-guidelines.nswlrs.com.au/land_dealings/components_forms/land_description_panel",
    r"\d{1,4}/(DP|SP)?\d{4,6}",
    prefixless=True,
)
def _nsw(g: _R):
    folio = f"{g.r.randrange(1, 400)}/{g.r.choice(['', 'SP'])}{g.digits(g.r.choice([5, 6]))}"
    owner = _full(g, "en")
    text = f"TITLE SEARCH  FOLIO: {folio}\nFIRST SCHEDULE\n{owner.upper()}\n    (T AB{g.digits(6)})"
    return text, [folio, owner.upper()], folio.replace("/", "-")


@kind(
    "dob_matlab_datenum",
    "https://mathworks.com/help/matlab/ref/datenum.html (serial date number: days from January 0, 0000) ; "
    "https://2021.help.altair.com/2021/compose/business/en_us/topics/reference/oml_language/Time/datenum.htm",
    r"dob: 7[0-3]\d{4}",
    prefixless=True,
)
def _datenum(g: _R):
    d = _dob(g)
    n = str(d.toordinal() + 366)
    f, last = _name(g, "nl")
    text = f">> load('cohort.mat'); pat(17)\nans = struct with fields:\n      name: '{f} {last}'\n       dob: {n}\n    cohort: 'B'"
    return text, [f"dob: {n}", f"{f} {last}"], f"{n}-{g.digits(3)}"


@kind(
    "pwm_bitwarden_csv_export",
    "https://gist.github.com/melissaboiko/7d6d651a360c13995f5b9150381605af (bitwarden_csv_columns: folder, "
    "favorite, type, name, notes, fields, reprompt, login_uri, login_username, login_password, login_totp)",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _bw(g: _R):
    f, last = _name(g, "de")
    email = _email(g, f, last, "web.de")
    text = (
        "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n"
        f"Behörden,1,login,ELSTER,,,0,https://www.elster.de,{email},********,"
    )
    return text, [email], email.split("@")[0]


@kind(
    "pwm_1password_csv_export",
    "https://github.com/jakzaizzat/1p-to-apple (1Password exports) ; 1Password CSV Record(Title, Url, Username, "
    "Password, OTPAuth, Favorite, Archived, Tags, Notes) export script (code search)",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _op(g: _R):
    f, last = _name(g, "es")
    email = _email(g, f, last, "hotmail.es")
    phone = (
        "+34 6"
        + g.digits(2, first_nonzero=False)
        + " "
        + g.digits(3, first_nonzero=False)
        + " "
        + g.digits(3, first_nonzero=False)
    )
    text = (
        "Title,Url,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes\n"
        f"Sede SEPE,https://sede.sepe.gob.es,{email},xxxx,,false,false,gov,móvil {phone}"
    )
    return text, [email, phone], email.split("@")[0]


@kind(
    "pwm_keepassx_csv_export",
    "KeePassX CSV importer reference (Group,Title,Username,Password,URL,Notes,TOTP) (code search) ; "
    "https://github.com/marhu98/bitwarden-to-keepass",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _kpx(g: _R):
    f, last = _name(g, "fi")
    email = _email(g, f, last, "elisanet.fi")
    text = (
        '"Group","Title","Username","Password","URL","Notes","TOTP"\n'
        + f'"Root/Pankki","OP","{email}","***","https://op.fi","asiakasnro {g.digits(8)}",""'
    )
    return text, [email], email.split("@")[0]


@kind(
    "abook_xcard_rfc6351",
    "https://www.rfc-editor.org/rfc/rfc6351.txt (xCard: vCard XML representation, urn:ietf:params:xml:ns:vcard-4.0)",
    r"tel:\+48-\d{3}-\d{3}-\d{3}",
    prefixless=True,
)
def _xcard(g: _R):
    tel = f"tel:+48-{g.r.choice('5678')}{g.digits(2, first_nonzero=False)}-{g.digits(3, first_nonzero=False)}-{g.digits(3, first_nonzero=False)}"
    fn = f"{g.r.choice(['Zofia', 'Jakub', 'Maja', 'Szymon'])} {g.r.choice(['Wiśniewska', 'Kowalczyk', 'Zielińska', 'Lewandowski'])}"
    text = (
        '<vcards xmlns="urn:ietf:params:xml:ns:vcard-4.0"><vcard>'
        f"<fn><text>{fn}</text></fn><tel><parameters><type><text>cell</text></type></parameters><uri>{tel}</uri></tel>"
        "</vcard></vcards>"
    )
    return text, [tel, fn], tel[4:].replace("-", "").lstrip("+")


@kind(
    "abook_macos_vcard_item_xablabel",
    "Apple Contacts vCard 3.0 export, grouped item1.TEL / item1.X-ABLabel lines and PRODID -//Apple Inc.//Mac OS X "
    "(abcddb-to-vcard scripts, code search) ; https://github.com/file-format/Docs (en/email/vcf.md)",
    r"\+46 7\d \d{3} \d{2} \d{2}",
    prefixless=True,
)
def _abvcf(g: _R):
    tel = f"+46 7{g.r.choice('0236')} {g.digits(3, first_nonzero=False)} {g.digits(2, first_nonzero=False)} {g.digits(2, first_nonzero=False)}"
    f, last = (
        g.r.choice(["Astrid", "Nils", "Ebba", "Oskar"]),
        g.r.choice(["Lindqvist", "Bergström", "Sandberg", "Holm"]),
    )
    text = (
        "BEGIN:VCARD\nVERSION:3.0\nPRODID:-//Apple Inc.//macOS 14.4//EN\n"
        f"N:{last};{f};;;\nFN:{f} {last}\nitem1.TEL;type=pref:{tel}\nitem1.X-ABLabel:_$!<Mobile>!$_\n"
        f"BDAY:{_dob(g).isoformat()}\nEND:VCARD"
    )
    return text, [tel, f"{f} {last}"], tel.replace(" ", "").lstrip("+")


@kind(
    "chat_imessage_chat_db_handle",
    "https://github.com/savquinn/savs_ai (project_information/chat_db_info.md: chat.db tables) ; "
    "https://github.com/jwilkey/ios-backup-unboxer (helpers/db_query_helper.rb: message JOIN handle, h.id)",
    r"\+614\d{8}",
    prefixless=True,
)
def _imsg(g: _R):
    hid = "+614" + g.digits(8, first_nonzero=False)
    email = _email(g, *_name(g, "en"), "icloud.com")
    text = (
        'sqlite3 ~/Library/Messages/chat.db "SELECT h.id, m.is_from_me, substr(m.text,1,30) FROM message m JOIN handle h ON m.handle_id=h.ROWID ORDER BY m.date DESC LIMIT 2"\n'
        f"{hid}|0|running 10 late sorry\n{email}|1|see you at the clinic"
    )
    return text, [hid, email], hid.lstrip("+")


@kind(
    "chat_line_txt_export",
    "https://github.com/AmDewSaroota/wendys-oracle (.claude/sync/global-skills/line_text/SKILL.md: "
    "[LINE] Chat history with <NAME>, Saved on:, YYYY/MM/DD(Day), HH:MM<TAB>sender<TAB>text)",
    r"0[789]0-\d{4}-\d{4}",
    prefixless=True,
)
def _line(g: _R):
    phone = f"0{g.r.choice('789')}0-{g.digits(4, first_nonzero=False)}-{g.digits(4, first_nonzero=False)}"
    name = f"{g.r.choice(['佐藤', '鈴木', '高橋', '田中'])} {g.r.choice(['陽翔', '結衣', '蓮', '美咲'])}{g.r.choice(['', '子', '太'])}"
    text = (
        f"[LINE] Chat history with {name}\nSaved on: 2025/03/02 21:14\n\n2025/03/01(Sat)\n"
        f"18:03\t{name}\t新しい番号です {phone}\n18:05\tYou\t了解"
    )
    return text, [phone], phone.replace("-", "")


@kind(
    "chat_skype_export_messages_json",
    "https://github.com/siwen-r/skype-export-parser (src/types/SkypeExport.d.ts: userId, conversations, "
    "displayName, MessageList.from) ; https://github.com/kcoderhtml/mini-me (type.ts)",
    r"8:live:[a-z]+\.[a-z]+\d{3}",
    prefixless=True,
)
def _skype(g: _R):
    f, last = _name(g, "de")
    sid = f"8:live:{f.lower()}.{last.lower()}{g.digits(3)}"
    data = {
        "userId": "8:live:.cid." + g.s(16, "0123456789abcdef"),
        "exportDate": "2025-02-11T10:00:00Z",
        "conversations": [
            {
                "id": sid,
                "displayName": f"{f} {last}",
                "MessageList": [{"from": sid, "displayName": f"{f} {last}", "content": "Termin passt"}],
            }
        ],
    }
    text = "messages.json\n" + json.dumps(data, indent=1)
    return text, [sid, f"{f} {last}"], sid.split(":")[-1]


@kind(
    "chat_google_chat_takeout_messages",
    "Google Takeout 'Google Chat/Groups/DM .../messages.json' and 'Users/User .../user_info.json' layout "
    "(Google Chat messages schema doc, code search) ; https://github.com/pinguin-frosch/google-chat-clone ; "
    "creator fields from memory",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.-]+",
    prefixless=True,
)
def _gchat(g: _R):
    f, last = _name(g, "in")
    email = _email(g, f, last, "gmail.com")
    msg = {
        "creator": {"name": f"{f} {last}", "email": email, "user_type": "Human"},
        "created_date": "Tuesday, 4 March 2025 at 09:12:55 UTC",
        "text": "sending the report now",
    }
    text = f"Google Chat/Groups/DM {g.s(11, UPPER_DIGITS)}/messages.json\n" + json.dumps(
        {"messages": [msg]}, indent=2
    )
    return text, [email, f"{f} {last}"], email.split("@")[0]


@kind(
    "geo_snapchat_location_history",
    "https://github.com/buschco/snapchat-analytics (Snapchat 'Download My Data' mydata folder) ; "
    "location_history.json field layout from memory",
    r"-?\d{1,2}\.\d{5} ± \d+\.\d{2} meters",
    prefixless=True,
)
def _snap(g: _R):
    lat, lng = f"{g.r.uniform(51.30, 51.70):.5f}", f"{g.r.uniform(-0.40, 0.20):.5f}"
    acc = f"{g.r.uniform(5, 40):.2f}"
    entry = f"{lat} ± {acc} meters, {lng} ± {acc} meters"
    text = "json/location_history.json\n" + json.dumps(
        {"Location History": [{"Time": "2025/01/19 22:41:03 UTC", "Latitude, Longitude": entry}]},
        ensure_ascii=False,
        indent=1,
    )
    return text, [f"{lat} ± {acc} meters", f"{lng} ± {acc} meters"], f"{lat}_{lng}"


@kind(
    "phone_th_thai_digits_ocr",
    "from memory: Thai mobile number written in Thai digits (U+0E50-0E59) in an OCR'd delivery slip",
    r"0[689]\d-\d{3}-\d{4}",
    prefixless=True,
)
def _thdig(g: _R):
    ascii_num = f"0{g.r.choice('689')}{g.digits(1, first_nonzero=False)}-{g.digits(3, first_nonzero=False)}-{g.digits(4, first_nonzero=False)}"
    th = ascii_num.translate(str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙"))
    text = f"tesseract slip.png - -l tha\nผู้รับ: คุณสมศรี  โทร. {th}\nเลขพัสดุ TH{g.digits(10)}"
    return text, [th], ascii_num


@kind(
    "phone_in_devanagari_digits_form",
    "from memory: Indian mobile number in Devanagari digits (U+0966-096F) entered in a Hindi form",
    r"[6-9]\d{9}",
    prefixless=True,
)
def _devdig(g: _R):
    ascii_num = f"{g.r.choice('6789')}{g.digits(4, first_nonzero=False)} {g.digits(5, first_nonzero=False)}"
    dev = ascii_num.translate(str.maketrans("0123456789", "०१२३४५६७८९"))
    text = f'POST /api/shikayat 400 {{"naam": "राजेश कुमार", "mobile": "{dev}", "error": "mobile must be ASCII digits"}}'
    return text, [dev], ascii_num.replace(" ", "")


@kind(
    "phone_bd_bengali_digits_sms",
    "from memory: Bangladeshi mobile number in Bengali digits (U+09E6-09EF) in an SMS log",
    r"01[3-9]\d{8}",
    prefixless=True,
)
def _bndig(g: _R):
    ascii_num = f"01{g.r.choice('3456789')}{g.digits(8, first_nonzero=False)}"
    bn = ascii_num.translate(str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯"))
    text = f"sms_inbox.csv\nfrom,body\nbKash,আপনার নম্বর {bn} এ ৳৫০০ গ্রহণ করা হয়েছে"
    return text, [bn], ascii_num


@kind(
    "address_sy_damascus_arabic_delivery",
    "from memory: Syrian delivery address in Arabic script (دمشق، المزة، شارع ..., بناء ...)",
    r"Damascus-Mezzeh-\d+-\d+",
    prefixless=True,
)
def _sy(g: _R):
    street, bldg = g.r.randrange(1, 60), g.r.randrange(1, 300)
    addr = f"دمشق، المزة فيلات غربية، شارع {street}، بناء {bldg}، الطابق {g.r.randrange(1, 9)}"
    phone = (
        "+963 9"
        + g.digits(2, first_nonzero=False)
        + " "
        + g.digits(3, first_nonzero=False)
        + " "
        + g.digits(3, first_nonzero=False)
    )
    text = json.dumps(
        {"shipping": {"name": "رنا الحلبي", "address": addr, "phone": phone}}, ensure_ascii=False
    )
    return text, [addr, phone], f"Damascus-Mezzeh-{street}-{bldg}"


@kind(
    "name_tamil_script_form",
    "from memory: Tamil-script name (initial + given name convention) with its Latin form in a school record",
    r"[A-Z]\.[A-Z][a-z]+-\d{4}",
    prefixless=True,
)
def _ta(g: _R):
    given = g.r.choice([("கார்த்திக்", "Karthik"), ("பிரியா", "Priya"), ("அருண்", "Arun"), ("தீபா", "Deepa")])
    init = g.r.choice([("சு.", "S."), ("ரா.", "R."), ("மு.", "M."), ("க.", "K.")])
    emis = g.digits(12)
    text = f"EMIS {emis}: மாணவர் பெயர் = {init[0]} {given[0]} ({init[1]} {given[1]})"
    return text, [f"{init[0]} {given[0]}", emis], f"{init[1]}{given[1]}-{emis[-4:]}"
