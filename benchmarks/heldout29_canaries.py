"""Held-out canary set 29: personal data in travel, club, registry, utility, KYC and payroll carriers (issue 31).

A canary set nobody has tuned on, of **personal data** a publisher must not leak, nearly all of it
prefixless (only the context tells what it is), in carriers and countries the earlier sets covered
least: airline PNRs (Amadeus name, e-mail and SR DOCS elements, SSR FQTV, IATA e-ticket numbers
with their mod-7 check digit, BCBP boarding-pass strings), hotel guest registers (Italian Alloggiati
Web schedine, Spanish SES.HOSPEDAJES partes, Thai TM30), visa and customs references (DS-160, UKVI
GWF, EORI of a private person), sports clubs and gyms (FIDE ids, Mindbody clients, parkrun
barcodes), parish and civil registries (FamilySearch PIDs, a Polish baptism register), a
veterinary owner record (ISO 11784 microchip), library patrons (Koha import CSV, SIP2 63/64
messages, Alma and Sierra patron records), utility billing (UK MPAN with its prime-weighted check
digit, Italian POD, Enedis PRM, German MaLo-ID, Australian NMI, Dutch EAN-18, all with published
check digits where there are any), parking and traffic fines (UK PCN charge certificates, Dutch
CJIB numbers), ride-hailing, charity donors (HMRC Gift Aid schedules, CiviCRM), a JSON Resume,
crypto-exchange KYC (IVMS101 travel-rule payloads, Sumsub applicants with a Chilean RUT),
captive-portal RADIUS and UniFi guest logs, fitness exports (Fitbit, Apple Health, Google
Timeline, Traccar), e-prescriptions (Italian NRE, NCPDP SCRIPT NewRx), payroll (Mexican CFDI
nómina with CURP and NSS check digits, Nigerian PenCom RSA PINs), the Norwegian HPR register,
user names in command output (``aws sts get-caller-identity``, ``rabbitmqctl list_users``,
``Get-LocalUser``, ``svn log``, ``psql \\du``, ``sacct``), dates of birth in storage layouts
(Oracle ``DUMP`` Typ=12/13, COBOL COMP-3, CFAbsoluteTime, .NET ticks, the Excel 1904 system,
R ``dput``, Vikram Samvat), postal addresses in Welsh, Irish, Kalaallisut, Tigrinya (Ge'ez),
traditional Mongolian, Tibetan, Marathi and te reo Māori, phone numbers of Haiti, Somalia, DR
Congo, Malawi and Bahrain in their mobile-money payloads, and full names where a form states
them (Thai titles, Malay bin/binti, Ethiopian three-generation names).

How it was kept apart: written in one sitting on branch ``set29`` from commit ``d77649d``. Read
were only this set's brief, the kind names of earlier sets (``used_names6.txt``: names only, to go
elsewhere), ``benchmarks/heldout_eval.py``, lines 1-160 of ``benchmarks/heldout_canaries.py``
(alphabets, ``HeldOut``, ``_R``, ``Registry``), the first 60 lines of
``benchmarks/heldout9_canaries.py`` (its docstring and imports), ``tests/test_heldout_sets.py``,
``tests/test_heldout_canaries.py`` and ``tests/conftest.py``. No redaction code, redaction test,
label file, other canary set, source list, result file, doc or git history was read; the redactor
was never run with redaction on and no recall figure was seen. Formats were looked up with the
``search`` tool (``docs``, ``pages``, ``code`` corpora) for 58 of the 86 kinds, cited per kind in
``SOURCES`` and ``heldout29_sources.tsv``; 28 kinds were written from memory and say so in their
source and tsv note (``from memory``): the eight addresses in other scripts, the five
mobile-money phone numbers, the three name kinds, the Polish baptism register, R ``dput``
dates, Vikram Samvat dates, geocaching DDM coordinates, ``svn log``, ``psql \\du`` and ``sacct``
user names, the AppMetrica device id, the Indonesian GPN card, the Indian VAHAN registration
certificate, Turkish UYAP and Peruvian CEJ case numbers. Values are random per seed (never a real
person); check digits are computed from the published rules (Luhn, GS1 mod 10, mod 7, mod 11,
MPAN primes, the BDEW MaLo rule, AEMO's NMI rule, the CURP rule) but were not cross-checked with
a validator library.

86 kinds (86 personal-data, 0 credential), 79 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout29_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import json
import string

from heldout_canaries import _R, UPPER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

UPPER = string.ascii_uppercase
MEM = "from memory (no lookup): "


def _pick(g: _R, seq):  # type: ignore[no-untyped-def]
    return g.r.choice(seq)


def _n(g: _R, lo: int, hi: int) -> int:
    return g.r.randint(lo, hi)


def _dob(g: _R, lo: int = 1948, hi: int = 2004) -> tuple[int, int, int]:
    return _n(g, lo, hi), _n(g, 1, 12), _n(g, 1, 28)


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def _gs1_digit(body: str) -> str:
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return str((10 - total % 10) % 10)


MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
SURN_PL = [
    "KOWALCZYK",
    "WISNIEWSKA",
    "ZIELINSKI",
    "SZYMANSKA",
    "WOZNIAK",
    "DABROWSKI",
    "KOZLOWSKA",
    "JANKOWSKI",
]
GIVEN_PL = [
    "AGNIESZKA",
    "TOMASZ",
    "MALGORZATA",
    "PRZEMYSLAW",
    "KATARZYNA",
    "GRZEGORZ",
    "DOROTA",
    "BARTLOMIEJ",
]
SURN_IT = ["Brambilla", "Colombo", "Ferrara", "Esposito", "Lombardi", "Santoro", "Marchetti", "Bernardi"]
GIVEN_IT = ["Giulia", "Lorenzo", "Chiara", "Matteo", "Federica", "Alessandro", "Martina", "Tommaso"]
SURN_EN = [
    "Harrington",
    "Okonkwo",
    "Pemberton",
    "Castellano",
    "Whitfield",
    "Abernathy",
    "Lindqvist",
    "Nakashima",
]
GIVEN_EN = ["Rosalind", "Declan", "Imogen", "Tobias", "Philippa", "Ezekiel", "Marguerite", "Cornelius"]


def _name_en(g: _R) -> tuple[str, str]:
    return _pick(g, GIVEN_EN), _pick(g, SURN_EN) + "-" + _pick(g, SURN_EN)


def _slug(*xs: object) -> str:
    return "-".join(str(x) for x in xs).replace(" ", "-")


def _jd(obj: object, **kw: object) -> str:
    kw.setdefault("ensure_ascii", False)
    return json.dumps(obj, **kw)  # type: ignore[arg-type]


# -- travel: PNRs, tickets, boarding passes, guest registers, visas, customs ---------------------


@kind(
    "pnr_amadeus_nm1_name_record_locator",
    "https://fliphtml5.com/vjxzz/pxfa/AmadeusQuickReferenceGuide/33 (NM1SMITH/JOHN MR name element) ; "
    "https://gizmo.ai/community/deck/2818767 (6-character record locator)",
    r"[A-Z0-9]{6}",
    prefixless=True,
)
def _pnr_nm1(g: _R):
    rloc = g.s(6, UPPER_DIGITS)
    sur, giv = _pick(g, SURN_PL), _pick(g, GIVEN_PL)
    name = f"{sur}/{giv} {_pick(g, ['MRS', 'MR', 'MS'])}"
    d = _n(g, 1, 28)
    text = (
        f"RP/WAWPL28AA/WAWPL28AA            AA/SU  {d:02d}{_pick(g, MON)}25/1123Z   {rloc}\n"
        f"  1.{name}\n"
        f"  2  LO 379 Y {d:02d}{_pick(g, MON)} 3 WAWFRA HK1  0725 0930   *1A/E*\n"
        "  3 AP WAW 22 555 0101 - B\n  4 TK OK{:02d}AUG/WAWPL28AA".format(d)
    )
    return text, [rloc, name], rloc


@kind(
    "pnr_amadeus_ape_email_element",
    "https://tornado.umbrellanet.ch/confluence/x/EwLFAQ (Amadeus Mail APE- / APE-PAX* element, PBD birth date)",
    r"[A-Z.]+\d{2,4}@[A-Z0-9]+\.PL",
    prefixless=True,
)
def _pnr_ape(g: _R):
    giv, sur = _pick(g, GIVEN_PL).lower(), _pick(g, SURN_PL).lower()
    mail = f"{giv}.{sur}{_n(g, 10, 9999)}@{_pick(g, ['wp', 'onet', 'interia', 'o2'])}.pl"
    y, m, d = _dob(g)
    pbd = f"{d:02d}{MON[m - 1]}{y}"
    text = (
        "> RT\n"
        f"  5 APE {mail.upper()}\n"
        f"  6 APE-PAX*{mail.upper()}/P1\n"
        f"  7 SR DOCS LO HK1 ////{pbd}/F//{sur.upper()}/{giv.upper()}/P1\n"
        "  8 RM*EMAIL CONFIRMED BY PAX"
    )
    return text, [mail.upper(), pbd], f"{giv}.{sur}-{y}"


@kind(
    "pnr_srdocs_apis_passport_line",
    "http://forums.whatbird.com/pages/amadeus-pnr-creation-dbeb08 (SRDOCS entry: primary travel document for APIS)",
    r"[A-Z]{2}\d{7}",
    prefixless=True,
)
def _srdocs(g: _R):
    passport = g.s(2, UPPER) + g.digits(7)
    y, m, d = _dob(g)
    sur, giv = _pick(g, SURN_PL), _pick(g, GIVEN_PL)
    line = f"SRDOCS LO HK1-P-POL-{passport}-POL-{d:02d}{MON[m - 1]}{y % 100:02d}-F-{_n(g, 10, 28)}MAR31-{sur}-{giv}/P1"
    text = f"> {line}\n  9 SSR DOCS LO HK1 P/POL/{passport}/POL/{d:02d}{MON[m - 1]}{y % 100:02d}/F/../{sur}/{giv}/P1"
    return text, [passport, f"{sur}-{giv}"], passport


@kind(
    "pnr_ssr_fqtv_frequent_flyer",
    "https://gdshelpdesk.com/how-to-create-a-frequent-flyer-ssr-element-only ; "
    "http://travelagenthub.blogspot.com/2014/09/frequent-flyer.html (FFN/FFA, SR FQTV element)",
    r"\d{15}",
    prefixless=True,
)
def _fqtv(g: _R):
    ffn = "992" + g.digits(12, first_nonzero=False)
    sur, giv = _pick(g, SURN_PL), _pick(g, GIVEN_PL)
    text = (
        f"> FFNLH-{ffn}/P1\n"
        f"  10 *SSR FQTV LH HK/ LH{ffn}/P1\n"
        f"  11 *SSR FQTV OS HK/ LH{ffn}/FRQT/{sur}/{giv}/P1"
    )
    return text, [ffn], ffn


@kind(
    "iata_eticket_number_mod7_receipt",
    "http://www.airliners.net/aviation-forums/general_aviation/read.main/4124352/ (3-digit airline code, serial, check digit) ; "
    "https://vaia.com/en-us/textbooks/math/discrete-mathematics-and-its-applications-7th/ (check digit = number mod 7)",
    r"\d{3}-\d{10}",
    prefixless=True,
)
def _eticket(g: _R):
    airline = _pick(g, ["057", "220", "125", "724", "080", "235", "176"])
    serial = "2" + g.digits(9, first_nonzero=False)
    num = airline + serial
    check = int(num) % 7
    sur, giv = _pick(g, SURN_PL), _pick(g, GIVEN_PL)
    text = (
        "ELECTRONIC TICKET PASSENGER ITINERARY/RECEIPT\n"
        f"NAME: {sur}/{giv} MRS\n"
        f"TICKET NUMBER: ETKT {airline}-{serial} {check}\n"
        "ISSUING AIRLINE: LOT POLISH AIRLINES"
    )
    return text, [f"{airline}-{serial}", f"{sur}/{giv}"], f"etkt-{num}"


@kind(
    "iata_bcbp_boarding_pass_m1",
    "https://github.com/georgesmith46/bcbp README (M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 ...)",
    r"M1[A-Z/ ]{20}E[A-Z0-9]{6} .+",
    prefixless=False,
)
def _bcbp(g: _R):
    sur, giv = _pick(g, SURN_PL), _pick(g, GIVEN_PL)[:6]
    name = f"{sur}/{giv}"[:20].ljust(20)
    pnr = g.s(6, UPPER_DIGITS)
    julian = _n(g, 1, 365)
    s = f"M1{name}E{pnr} WAWFRALH 1347 {julian:03d}Y0{_n(g, 10, 39)}A00{_n(g, 10, 99)} 100"
    text = f"$ zbarimg --raw boarding_pass.png\n{s}\nscanned 1 barcode symbols from 1 images"
    return text, [s, pnr], f"{sur.lower()}-{pnr}"


@kind(
    "it_alloggiati_web_schedina_txt",
    "https://github.com/quovai/pms-docs schedine-alloggiati-istat-it.md ; "
    "https://github.com/zumatt/generatore-schedine-alloggiati-web (fixed-width record: cognome 50, nome 30, nascita, documento)",
    r"1[6-9]\d{2}/\d{2}/\d{4}\d{2}[A-Za-z ]{50}.+",
    prefixless=True,
)
def _alloggiati(g: _R):
    sur, giv = _pick(g, SURN_IT).upper(), _pick(g, GIVEN_IT).upper()
    y, m, d = _dob(g)
    doc = g.s(2, UPPER) + g.digits(5) + g.s(2, UPPER)
    arr = f"{_n(g, 10, 28)}/0{_n(g, 1, 9)}/2025"
    rec = f"18{arr}03{sur.ljust(50)}{giv.ljust(30)}{_pick(g, '12')}{d:02d}/{m:02d}/{y}408015146MI100000100IDENT{doc.ljust(20)}403015146"
    text = f"$ head -1 schedine_{arr.replace('/', '')}.txt\n{rec}"
    return text, [rec, doc], f"schedina-{doc}"


@kind(
    "es_ses_hospedajes_parte_viajero_xml",
    "https://hospedajes.ses.mir.es/hospedajes-web/ws/v1/comunicacion (SES.HOSPEDAJES endpoint in public client code; "
    "alt:peticion / comunicacion / viajero / documentacion tipo+numero)",
    r"[A-Z]{3}\d{6}",
    prefixless=True,
)
def _ses(g: _R):
    num = g.s(3, UPPER) + g.digits(6)
    y, m, d = _dob(g)
    sur, giv = _pick(g, SURN_EN), _pick(g, GIVEN_EN)
    mail = f"{giv.lower()}.{sur.lower()}{_n(g, 10, 99)}@btinternet.com"
    text = (
        '<alt:peticion xmlns:alt="http://www.neg.hospedajes.mir.es/altaParteHospedaje">\n'
        "  <solicitud><codigoEstablecimiento>0000123456</codigoEstablecimiento>\n"
        "   <comunicacion><persona>\n"
        f"    <rol>VI</rol><nombre>{giv}</nombre><apellido1>{sur}</apellido1>\n"
        f"    <tipoDocumento>PAS</tipoDocumento><numeroDocumento>{num}</numeroDocumento>\n"
        f"    <fechaNacimiento>{y}-{m:02d}-{d:02d}</fechaNacimiento><nacionalidad>GBR</nacionalidad>\n"
        f"    <correo>{mail}</correo>\n   </persona></comunicacion></solicitud></alt:peticion>"
    )
    return text, [num, mail], num


@kind(
    "th_tm30_notification_of_residence",
    "http://www.samutprakanimmigration.go.th/notification-of-residence-of-foreigners-for-businesses/ ; "
    "https://visathailand.com/tm-30-notification-of-residence/ (passport no., TM.6 arrival card no.)",
    r"[A-Z]\d{8}",
    prefixless=True,
)
def _tm30(g: _R):
    passport = _pick(g, "CFGKLMN") + g.digits(8)
    tm6 = g.s(2, UPPER) + g.digits(7)
    sur, giv = _pick(g, SURN_EN).upper(), _pick(g, GIVEN_EN).upper()
    text = (
        "tm30_batch.csv\n"
        "no,first_name,last_name,passport_no,nationality,tm6_no,arrival_date,room\n"
        f"1,{giv},{sur},{passport},GBR,{tm6},2025-0{_n(g, 1, 9)}-{_n(g, 10, 28)},{_n(g, 101, 520)}"
    )
    return text, [passport, tm6], passport


@kind(
    "us_ds160_ceac_confirmation_aa",
    "https://legalclarity.org/what-is-a-ds-160-confirmation-number/ (10 alphanumeric characters beginning with AA)",
    r"AA[0-9A-Z]{8}",
    prefixless=False,
)
def _ds160(g: _R):
    conf = "AA00" + g.s(6, UPPER_DIGITS)
    sur, giv = _pick(g, SURN_IT).upper(), _pick(g, GIVEN_IT).upper()
    y = _n(g, 1950, 2004)
    text = (
        "CEAC Nonimmigrant Visa - Confirmation\n"
        f"Application ID: {conf}\nSurname: {sur}\nGiven Name: {giv}\nYear of Birth: {y}\n"
        "Location Selected to Interview: ROME"
    )
    return text, [conf, f"Surname: {sur}"], conf


@kind(
    "uk_ukvi_gwf_unique_application_number",
    "https://legalclarity.org/what-is-a-gwf-number-for-uk-visa-applications/ (GWF0 followed by nine digits)",
    r"GWF0\d{8,9}",
    prefixless=False,
)
def _gwf(g: _R):
    gwf = "GWF0" + g.digits(8, first_nonzero=False)
    sur, giv = _name_en(g)
    y, m, d = _dob(g)
    text = (
        "From: UKVI <no-reply@ukvi.homeoffice.gov.uk>\nSubject: Your visa application\n\n"
        f"Dear {giv} {sur},\nYour application reference: {gwf}\nDate of birth: {d:02d}/{m:02d}/{y}\n"
        "Please book a biometrics appointment."
    )
    return text, [gwf, f"{giv} {sur}"], gwf


@kind(
    "eu_eori_private_person_customs",
    "https://eu-verifier.pages.dev/eori.html (country code + up to 15 characters) ; "
    "https://www.dpd.com/at/en/faq/eori-nummer/ (private persons and the EORI)",
    r"(DE|AT|NL|BE|PL)\d{12,15}",
    prefixless=True,
)
def _eori(g: _R):
    cc = _pick(g, ["DE", "AT", "NL", "BE", "PL"])
    eori = cc + g.digits(_n(g, 12, 15))
    giv, sur = _pick(g, GIVEN_IT), _pick(g, SURN_IT)
    text = "customs_declaration.json\n" + json.dumps(
        {
            "declarant": {"type": "private_person", "name": f"{giv} {sur}", "eori": eori},
            "goods": [{"hs": "950300", "value_eur": _n(g, 20, 900)}],
        },
        indent=2,
    )
    return text, [eori], eori


# -- clubs, registries, vets, libraries ---------------------------------------------------------


@kind(
    "fide_id_rating_list_player",
    "https://github.com/kamicut/fide-players README (players_list_xml from ratings.fide.com) ; "
    "python_fide FidePlayer(player_id, name, birth_year) test fixture",
    r"\d{7,9}",
    prefixless=True,
)
def _fide(g: _R):
    fid = str(_n(g, 1000000, 99999999))
    sur, giv = _pick(g, SURN_PL).title(), _pick(g, GIVEN_PL).title()
    by = _n(g, 1950, 2012)
    text = (
        "<player>\n"
        f"  <fideid>{fid}</fideid>\n  <name>{sur}, {giv}</name>\n  <country>POL</country>\n"
        f"  <sex>F</sex>\n  <title></title>\n  <rating>{_n(g, 1400, 2300)}</rating>\n  <birthday>{by}</birthday>\n</player>"
    )
    return text, [fid, f"{sur}, {giv}"], f"fide-{fid}"


@kind(
    "mindbody_client_birthdate_mobile",
    "https://raw.githubusercontent.com/api-evangelist/mindbody/refs/heads/main/examples/public-api-v6-add-client-request-example.json "
    "(FirstName, LastName, BirthDate, MobilePhone, AddressLine1)",
    r"\+1\d{10}",
    prefixless=True,
)
def _mindbody(g: _R):
    giv, sur = _name_en(g)
    y, m, d = _dob(g)
    mobile = "+1" + _pick(g, ["415", "503", "312", "646", "737"]) + g.digits(7)
    body = {
        "Id": str(_n(g, 100000, 999999)),
        "FirstName": giv,
        "LastName": sur,
        "BirthDate": f"{y}-{m:02d}-{d:02d}T00:00:00",
        "MobilePhone": mobile,
        "AddressLine1": f"{_n(g, 10, 9999)} {_pick(g, ['Alder', 'Juniper', 'Sycamore'])} Ave",
        "City": "Portland",
    }
    text = (
        "GET /public/v6/client/clients?searchText="
        + sur.split("-")[0]
        + "\n"
        + json.dumps({"Clients": [body]}, indent=2)
    )
    return text, [mobile, body["AddressLine1"], f"{y}-{m:02d}-{d:02d}"], mobile.lstrip("+")


@kind(
    "parkrun_athlete_barcode_ice",
    "https://volunteer.parkrun.com/principles/no-barcode ; "
    "https://support.parkrun.com/hc/en-us/articles/206743949 (athlete ID printed with name and ICE contact)",
    r"A\d{6,8}",
    prefixless=False,
)
def _parkrun(g: _R):
    aid = "A" + g.digits(_n(g, 6, 8))
    giv, sur = _name_en(g)
    ice = "07" + g.digits(9)
    text = (
        "scanner_export_2025-06-14.csv\n"
        "position,athlete_id,name,ice_phone\n"
        f"{_n(g, 1, 400):04d},{aid},{giv} {sur.upper()},{ice}"
    )
    return text, [aid, ice], aid


@kind(
    "familysearch_tree_person_pid",
    "https://familysearch.org/developers/docs/api/tree/Read_Person_usecase (persons[].id like PPPJ-MYZ, living, nameForms.fullText)",
    r"[A-Z0-9]{4}-[A-Z0-9]{3}",
    prefixless=True,
)
def _fs_pid(g: _R):
    pid = g.s(4, UPPER_DIGITS) + "-" + g.s(3, UPPER_DIGITS)
    giv, sur = _pick(g, GIVEN_IT), _pick(g, SURN_IT)
    y, m, d = _dob(g, 1930, 1990)
    body = {
        "persons": [
            {
                "id": pid,
                "living": True,
                "names": [{"nameForms": [{"fullText": f"{giv} {sur}"}]}],
                "facts": [
                    {
                        "type": "http://gedcomx.org/Birth",
                        "date": {"original": f"{d} {MON[m - 1].title()} {y}"},
                    }
                ],
            }
        ]
    }
    text = f"GET /platform/tree/persons/{pid}\nAccept: application/x-gedcomx-v1+json\n\n" + json.dumps(
        body, indent=2
    )
    return text, [pid, f"{giv} {sur}"], pid


@kind(
    "pl_parafia_akt_chrztu_ocr",
    MEM + "Polish parish baptism register (Liber Baptizatorum / akt chrztu) entry as OCR output",
    r"\d{1,3}/\d{4}",
    prefixless=True,
)
def _chrzest(g: _R):
    nr = f"{_n(g, 1, 299)}/{_n(g, 1950, 2005)}"
    giv, sur = _pick(g, GIVEN_PL).title(), _pick(g, SURN_PL).title()
    y, m, d = _dob(g)
    text = (
        "$ tesseract ksiega_chrztow_p47.png - -l pol\n"
        f"Akt chrztu nr {nr}\nImię i nazwisko: {giv} {sur}\n"
        f"Data urodzenia: {d} {['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'][m - 1]} {y}\n"
        f"Rodzice: {_pick(g, GIVEN_PL).title()} i {_pick(g, GIVEN_PL).title()} z d. {_pick(g, SURN_PL).title()}"
    )
    return text, [f"Akt chrztu nr {nr}", f"{giv} {sur}"], f"akt-{nr.replace('/', '-')}-{sur.lower()}"


@kind(
    "vet_owner_iso11784_microchip_record",
    "http://www.animaldata.com/en/faqs_mikrochipnummer.shtm ; "
    "http://pro-k-tierschutz.forumprofi.de/t1170f14-Transponder-Liste-Laendercodes-und-Herstellercodes.html (15 digits: 3 country/maker + 12)",
    r"\d{15}",
    prefixless=True,
)
def _chip(g: _R):
    chip = _pick(g, ["276", "040", "756", "528", "981", "972", "941"]) + g.digits(12, first_nonzero=False)
    giv, sur = _pick(g, GIVEN_IT), _pick(g, SURN_IT)
    phone = "+49 15" + g.digits(1) + " " + g.digits(7)
    text = (
        "INSERT INTO patients (species, name, microchip, owner_name, owner_phone) VALUES\n"
        f"  ('canine', '{_pick(g, ['Bruno', 'Luna', 'Pepe', 'Maya'])}', '{chip}', '{giv} {sur}', '{phone}');"
    )
    return text, [chip, phone], chip


@kind(
    "koha_borrowers_import_csv",
    "https://github.com/liblime/LibLime-Koha/blob/afd8b3b46fb18aa2680e4048e514e5d2bcc5a5c3/misc/import_borrowers-cli.pl "
    "(cardnumber,surname,firstname,...) ; api-evangelist taylors Koha patron structure (date_of_birth, email)",
    r"2\d{13}",
    prefixless=True,
)
def _koha(g: _R):
    card = "2" + g.digits(13, first_nonzero=False)
    giv, sur = _name_en(g)
    y, m, d = _dob(g)
    mail = f"{giv[0].lower()}{sur.split('-')[0].lower()}{_n(g, 10, 999)}@gmail.com"
    text = (
        "cardnumber,surname,firstname,dateofbirth,email,branchcode,categorycode\n"
        f"{card},{sur},{giv},{y}-{m:02d}-{d:02d},{mail},CPL,PT"
    )
    return text, [card, mail, f"{y}-{m:02d}-{d:02d}"], card


@kind(
    "sip2_patron_info_63_64_log",
    "JSIP2 docs 'Patron Information Request (63) - Patron Information Response (64)' (AA patron identifier, AD patron password) ; "
    "SIP2Mediator client example (patron_barcode, patron_password)",
    r"\d{11,14}",
    prefixless=True,
)
def _sip2(g: _R):
    barcode = g.digits(_n(g, 11, 14))
    pin = g.digits(4)
    giv, sur = _name_en(g)
    req = f"63001{'20250614    103512'}          AOmain|AA{barcode}|AC|AD{pin}|BP1|BQ5|AY1AZF0A1"
    resp = f"64              00120250614    103512000000000000000000000000AOmain|AA{barcode}|AE{sur}, {giv}|BZ0010|CA0010|AY1AZE8F2"
    text = f"sipserver.log\n[rx] {req}\n[tx] {resp}"
    return text, [barcode, f"{sur}, {giv}"], barcode


@kind(
    "alma_user_api_primary_id_xml",
    "https://github.com/scriptotek/php-alma-client/issues/6 (Alma users API: primary_id, contact info)",
    r"[a-z]{4,9}\d{2,4}",
    prefixless=True,
)
def _alma(g: _R):
    giv, sur = _pick(g, GIVEN_IT).lower(), _pick(g, SURN_IT).lower()
    pid = f"{giv[0]}{sur[:7]}{_n(g, 10, 9999)}"
    y, m, d = _dob(g)
    mail = f"{giv}.{sur}{_n(g, 1, 99)}@studenti.unimi.it"
    text = (
        f"GET /almaws/v1/users/{pid}?view=full\n"
        f"<user><primary_id>{pid}</primary_id><first_name>{giv.title()}</first_name><last_name>{sur.title()}</last_name>\n"
        f'<birth_date>{y}-{m:02d}-{d:02d}Z</birth_date><contact_info><emails><email preferred="true">'
        f"<email_address>{mail}</email_address></email></emails></contact_info></user>"
    )
    return text, [pid, mail], pid


@kind(
    "sierra_patron_api_barcodes_json",
    "https://github.com/NYPL/dgx-header-component test/authApiMockResponse.js (patron names, barCodes, birthDate, emails)",
    r"2\d{13}",
    prefixless=True,
)
def _sierra(g: _R):
    bc = "2" + g.digits(13, first_nonzero=False)
    giv, sur = _name_en(g)
    y, m, d = _dob(g)
    body = {
        "id": str(_n(g, 1000000, 9999999)),
        "names": [f"{sur.upper()}, {giv.upper()}"],
        "barCodes": [bc],
        "birthDate": f"{y}-{m:02d}-{d:02d}",
        "homeLibraryCode": "ma",
    }
    text = "patron.json\n" + json.dumps({"patron": body}, indent=2)
    return text, [bc, body["names"][0]], bc


# -- utility billing, fines, rides, charities, recruitment --------------------------------------

_MPAN_PRIMES = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43]


@kind(
    "uk_mpan_core_supply_number_bill",
    "https://github.com/limejump/mpan (MPAN core: 2-digit distributor, 8-digit identifier, 2 digits, check digit from primes "
    "3,5,7,13,...,43 mod 11 mod 10)",
    r"(1\d|2[0-3])\d{11}",
    prefixless=True,
)
def _mpan(g: _R):
    body = str(_n(g, 10, 23)) + g.digits(10, first_nonzero=False)
    check = sum(int(c) * p for c, p in zip(body, _MPAN_PRIMES, strict=True)) % 11 % 10
    core = body + str(check)
    giv, sur = _name_en(g)
    pc = f"{_pick(g, ['LS', 'BS', 'NG', 'CF'])}{_n(g, 1, 28)} {_n(g, 1, 9)}{g.s(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    text = (
        "OCR: electricity_bill_page1.png\n"
        f"Account holder: {giv} {sur}\nSupply address postcode: {pc}\n"
        f"Supply number  S 01 801 100\n               {core[:2]} {core[2:6]} {core[6:10]} {core[10:]}\n"
        f"MPAN core: {core}"
    )
    return text, [core, f"{giv} {sur}"], core


@kind(
    "it_pod_codice_bolletta_luce",
    "https://www.salvaconto.it/category/luce-e-gas/ ; https://www.bollettaddio.it/dove-trovo-il-codice-pod-in-bolletta-elettrica-o-su-contatore-per-attivare-fornitura-energia/ "
    "(IT + 3-digit distributor + E + 8 digits)",
    r"IT\d{3}E\d{8}",
    prefixless=False,
)
def _pod(g: _R):
    pod = "IT" + _pick(g, ["001", "012", "020", "041", "058"]) + "E" + g.digits(8, first_nonzero=False)
    giv, sur = _pick(g, GIVEN_IT), _pick(g, SURN_IT)
    cf = (
        (sur[:3] + giv[:3]).upper()
        + g.digits(2)
        + _pick(g, "ABCDEHLMPRST")
        + g.digits(2)
        + "F205"
        + _pick(g, UPPER)
    )
    text = (
        "bolletta_2025_05.txt\n"
        f"Intestatario: {giv} {sur}\nCodice fiscale: {cf}\nCodice POD: {pod}\n"
        f"Indirizzo di fornitura: Via {_pick(g, ['Solferino', 'Padova', 'Vigevano'])} {_n(g, 1, 180)}, 20121 Milano"
    )
    return text, [pod, cf], pod


@kind(
    "fr_enedis_prm_usage_point_linky",
    "https://pipedream.com/apps/enedis/actions/get-address.md (usagePointId, customers_v5 adresse) ; "
    "https://www.github.com/consometers/data-connect (Data Connect: Linky consumption, identity, contact)",
    r"\d{14}",
    prefixless=True,
)
def _prm(g: _R):
    prm = g.digits(14)
    giv, sur = (
        _pick(g, ["Élodie", "Mathieu", "Sandrine", "Baptiste"]),
        _pick(g, ["Lefebvre", "Moreau", "Girard", "Fontaine"]),
    )
    street = f"{_n(g, 1, 140)} rue {_pick(g, ['des Tanneurs', 'Victor Hugo', 'du Moulin'])}"
    body = {
        "customer": {
            "customer_id": str(_n(g, 10**9, 10**10 - 1)),
            "usage_points": [
                {
                    "usage_point": {
                        "usage_point_id": prm,
                        "usage_point_addresses": {
                            "street": street,
                            "postal_code": f"{_n(g, 10, 95)}{_n(g, 100, 999)}",
                            "city": "Tours",
                        },
                    }
                }
            ],
            "identity": {"natural_person": {"title": "Mme", "firstname": giv, "lastname": sur}},
        }
    }
    text = f"GET /customers_upa/v5/usage_points/addresses?usage_point_id={prm}\n" + json.dumps(
        body, ensure_ascii=False, indent=1
    )
    return text, [prm, street], prm


@kind(
    "de_malo_id_marktlokation_bdew",
    "bo4e validators _get_malo_id_checksum (BDEW Anwendungshilfe MaLo-ID: 11 digits, odd-position sum + 2 x even-position sum, "
    "complement to 10)",
    r"[1-9]\d{10}",
    prefixless=True,
)
def _malo(g: _R):
    body = g.digits(10)
    odd = sum(int(c) for c in body[0::2])
    even = sum(int(c) for c in body[1::2]) * 2
    malo = body + str((10 - (odd + even) % 10) % 10)
    giv, sur = (
        _pick(g, ["Jürgen", "Sabine", "Dirk", "Anke"]),
        _pick(g, ["Bräuer", "Hoffmann", "Kretschmer", "Wendt"]),
    )
    text = (
        "UTILMD Anmeldung (Auszug, lesbar)\n"
        f"LOC+172+{malo}'\nNAD+UD++{sur}:{giv}::::Z01'\n"
        f"NAD+DP++++{_pick(g, ['Lindenstr.', 'Am Anger', 'Ringstr.'])}::{_n(g, 1, 99)}+Erfurt++99084+DE'"
    )
    return text, [malo, f"{sur}:{giv}"], malo


def _nmi_check(nmi: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(nmi)):
        v = ord(ch) * (2 if i % 2 == 0 else 1)
        while v:
            total += v % 10
            v //= 10
    return str((10 - total % 10) % 10)


@kind(
    "au_nem12_nmi_checksum_bill",
    "https://pypi.org/project/nmicheck/ (README: NMI checksum per AEMO National Metering Identifier Procedure, e.g. QAAAVZZZZZ -> 3)",
    r"[2-7]\d{9}\d",
    prefixless=True,
)
def _nmi(g: _R):
    nmi = _pick(g, "2345678") + g.digits(9, first_nonzero=False)
    full = nmi + _nmi_check(nmi)
    giv, sur = _name_en(g)
    text = (
        "100,NEM12,202506140930,MDA1,Ret1\n"
        f"200,{nmi},E1,E1,E1,N1,{g.digits(8)},KWH,30,\n"
        f"# customer {giv} {sur}, NMI with checksum {full}\n900"
    )
    return text, [full, f"{giv} {sur}"], full


@kind(
    "nl_ean_aansluiting_18_cijfers",
    "https://www.energievergelijk.nl/onderwerpen/ean-code ; https://www.overstappen.eu/ean-code/ (18 digits, 87... in the Netherlands; "
    "GS1 mod-10 check digit)",
    r"871\d{15}",
    prefixless=True,
)
def _ean18(g: _R):
    body = "87168" + g.digits(12, first_nonzero=False)
    ean = body + _gs1_digit(body)
    naam = f"{_pick(g, ['Femke', 'Joost', 'Anouk', 'Sander'])} {_pick(g, ['de Vries', 'van Dijk', 'Bakker', 'Visser'])}"
    adres = f"{_pick(g, ['Prinsengracht', 'Oudegracht', 'Hoogstraat'])} {_n(g, 1, 300)}"
    text = f"aansluitingen.csv\nean;naam;adres;product\n{ean};{naam};{adres};ELK"
    return text, [ean, adres], ean


@kind(
    "uk_pcn_charge_certificate_vrm_owner",
    "https://penaltychargenotice.co.uk/bus-lanes/the-enforcement-process-bus-lane/charge-certificate-for-bus-lane-pcn "
    "(Penalty Charge Notice No, vehicle registration number [VRM], Owner Name, Owner Address)",
    r"[A-Z]{2}\d{8}",
    prefixless=True,
)
def _pcn(g: _R):
    pcn = _pick(g, ["HK", "WK", "LJ", "CA", "ZY"]) + g.digits(8)
    vrm = g.s(2, "ABCDEFGHKLMNOPRSVWY") + f"{_n(g, 10, 74):02d} " + g.s(3, "ABCDEFGHJKLMNOPRSTUVWXYZ")
    giv, sur = _name_en(g)
    text = (
        "CHARGE CERTIFICATE\n"
        f"Penalty Charge Notice No: {pcn}\nVehicle registration number: {vrm}\n"
        f"Owner: {giv} {sur}\n{_n(g, 1, 200)} {_pick(g, ['Mare Street', 'Amhurst Road', 'Dalston Lane'])}, London E8"
    )
    return text, [pcn, vrm, f"{giv} {sur}"], pcn


@kind(
    "nl_cjib_nummer_verkeersboete",
    "https://www.nvwa.nl/.../betaling-van-de-bestuurlijke-boete (16-cijferig CJIB-nummer op het betalingsbericht) ; "
    "https://www.nationaleombudsman.nl/rapporten/2013/110",
    r"\d{16}",
    prefixless=True,
)
def _cjib(g: _R):
    cjib = g.digits(16)
    kenteken = f"{g.s(2, 'GHJKLNPRSTXZ')}-{_n(g, 100, 999)}-{g.s(1, 'BDFGHJKLNPRSTVXZ')}"
    naam = f"{_pick(g, ['M.', 'J.', 'A.'])} {_pick(g, ['Jansen', 'Smit', 'Mulder', 'Bos'])}"
    text = (
        "Beschikking verkeersboete (Wahv)\n"
        f"CJIB-nummer: {cjib}\nKenteken: {kenteken}\nBetrokkene: {naam}\nBedrag: EUR {_n(g, 30, 400)},00"
    )
    return text, [cjib, kenteken], cjib


@kind(
    "ride_request_pickup_latlng_receipt",
    "https://developer.uber.com/docs/riders/ride-requests/tutorials/api/best-practices (start lat/long, end lat/long) ; "
    "https://rdrr.io/cran/ubeR/man/uber_requests.html",
    r"-?\d{1,2}\.\d{6}",
    prefixless=True,
)
def _ride(g: _R):
    lat = f"{_n(g, 51, 53)}.{g.digits(6, first_nonzero=False)}"
    lng = f"{_n(g, 4, 6)}.{g.digits(6, first_nonzero=False)}"
    text = (
        "GET /v1.2/requests/current\n"
        f'{{"request_id": "{g.uuid()}", "status": "completed",\n'
        f' "pickup": {{"latitude": {lat}, "longitude": {lng}, "nickname": "home"}},\n'
        ' "destination": {"latitude": 52.37919, "longitude": 4.90031}}'
    )
    return text, [lat, lng], f"pickup-{lat}-{lng}"


@kind(
    "uber_guest_rides_guest_phone",
    "https://developer.uber.com/docs/guest-rides/guest-ride-api-build-guide/requesting-a-trip (guest.first_name, guest.last_name, guest.phone_number)",
    r"\+31 ?6\d{8}",
    prefixless=True,
)
def _guest(g: _R):
    phone = "+316" + g.digits(8, first_nonzero=False)
    giv, sur = (
        _pick(g, ["Maartje", "Koen", "Lotte", "Wouter"]),
        _pick(g, ["Hendriks", "van Leeuwen", "Dekker", "Brouwer"]),
    )
    body = {
        "guest": {"first_name": giv, "last_name": sur, "phone_number": phone, "locale": "nl_NL"},
        "product_id": g.uuid(),
    }
    text = "POST /v1/guests/trips\n" + json.dumps(body, indent=2)
    return text, [phone, f'"last_name": "{sur}"'], phone.lstrip("+")


@kind(
    "uk_gift_aid_schedule_row",
    "http://www.hmrc.gov.uk/charities/online/giftaid-spreadsheet.htm (Title, First name, Last name, House name or number, Postcode, date, amount)",
    r"[A-Z]{1,2}\d{1,2} \d[A-Z]{2}",
    prefixless=True,
)
def _giftaid(g: _R):
    giv, sur = _pick(g, GIVEN_EN), _pick(g, SURN_EN)
    house = f"{_n(g, 1, 250)}"
    pc = (
        f"{_pick(g, ['S', 'LS', 'M', 'B', 'EH'])}{_n(g, 1, 29)} {_n(g, 1, 9)}{g.s(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    )
    row = f"Mrs,{giv},{sur},{house},{pc},,,{_n(g, 10, 28)}/05/25,{_n(g, 5, 500)}.00"
    text = (
        "giftaid_schedule_2025Q2.csv\nTitle,First name,Last name,House name or number,Postcode,Aggregated,Sponsored,Date,Amount\n"
        + row
    )
    return text, [pc, f"{giv},{sur},{house}"], _slug(sur, pc)


@kind(
    "civicrm_apiv4_contact_get",
    "https://glama.ai/mcp/connectors/io.usefulapi/civicrm/tools/civicrm_get_contact (APIv4 Contact.get, Email.get, Phone.get, Address.get) ; "
    "https://docs.civicrm.org/xcm/en/latest/api",
    r"\d{4}-\d{2}-\d{2}",
    prefixless=True,
)
def _civi(g: _R):
    y, m, d = _dob(g)
    giv, sur = _name_en(g)
    mail = f"{giv.lower()}{_n(g, 10, 999)}@fastmail.co.uk"
    body = {
        "id": _n(g, 1000, 99999),
        "contact_type": "Individual",
        "first_name": giv,
        "last_name": sur,
        "birth_date": f"{y}-{m:02d}-{d:02d}",
        "email_primary.email": mail,
    }
    text = "cv api4 Contact.get +w 'id=" + str(body["id"]) + "' -o json\n" + json.dumps([body], indent=2)
    return text, [f"{y}-{m:02d}-{d:02d}", mail, sur], f"{y}{m:02d}{d:02d}-{giv.lower()}"


@kind(
    "jsonresume_basics_location",
    "https://docs.jsonresume.org/schema ; jsonresume-theme-relaxed types (basics.name, email, phone, location.address, postalCode)",
    r"\+351 9\d{2} \d{3} \d{3}",
    prefixless=True,
)
def _resume(g: _R):
    phone = f"+351 9{_n(g, 10, 69)} {g.digits(3, first_nonzero=False)} {g.digits(3, first_nonzero=False)}"
    giv, sur = (
        _pick(g, ["Inês", "Tiago", "Beatriz", "Rodrigo"]),
        _pick(g, ["Carvalho", "Figueiredo", "Magalhães", "Sarmento"]),
    )
    addr = f"Rua {_pick(g, ['de Santa Catarina', 'do Almada', 'Formosa'])} {_n(g, 1, 400)}, 3.º Esq."
    body = {
        "basics": {
            "name": f"{giv} {sur}",
            "email": f"{giv.lower().replace('ê', 'e')}.{sur.lower().replace('ã', 'a')}@sapo.pt",
            "phone": phone,
            "location": {
                "address": addr,
                "postalCode": f"4000-{_n(g, 100, 999)}",
                "city": "Porto",
                "countryCode": "PT",
            },
        }
    }
    text = "resume.json\n" + json.dumps(body, ensure_ascii=False, indent=2)
    return text, [phone, addr], phone.replace(" ", "").lstrip("+")


# -- KYC, captive portals, fitness exports, e-prescriptions, payroll, registries ------------------


@kind(
    "ivms101_originator_natural_person",
    "https://github.com/codevasp-lab/IVMS101 README (Originator / naturalPerson, complete-example.json) ; "
    "IVMS101 type definitions (nameIdentifier primaryIdentifier, nationalIdentification, NationalIdentifierTypeCode CCPT)",
    r"[A-Z]\d{8}",
    prefixless=True,
)
def _ivms(g: _R):
    passport = _pick(g, "MPSR") + g.digits(8)
    y, m, d = _dob(g)
    sur, giv = _pick(g, ["KIM", "PARK", "CHOI", "JUNG"]), _pick(g, ["MINJI", "SEOYEON", "JIHOON", "DOYUN"])
    body = {
        "Originator": {
            "originatorPersons": [
                {
                    "naturalPerson": {
                        "name": [
                            {
                                "nameIdentifier": [
                                    {
                                        "primaryIdentifier": sur,
                                        "secondaryIdentifier": giv,
                                        "nameIdentifierType": "LEGL",
                                    }
                                ]
                            }
                        ],
                        "nationalIdentification": {
                            "nationalIdentifier": passport,
                            "nationalIdentifierType": "CCPT",
                            "countryOfIssue": "KR",
                        },
                        "dateAndPlaceOfBirth": {
                            "dateOfBirth": f"{y}-{m:02d}-{d:02d}",
                            "placeOfBirth": "Busan",
                        },
                    }
                }
            ],
            "accountNumber": ["0x" + g.s(40, "0123456789abcdef")],
        }
    }
    text = "travel_rule_payload.json\n" + _jd(body, indent=2)
    return text, [passport, f"{y}-{m:02d}-{d:02d}"], passport


@kind(
    "sumsub_applicant_fixedinfo_dob",
    "https://docs.sumsub.com/reference/change-provided-info-fixedinfo (PATCH fixedInfo: firstName, dob, placeOfBirth) ; "
    "https://docs.sumsub.com/reference/get-applicant-data",
    r"\d{4}-\d{2}-\d{2}",
    prefixless=True,
)
def _sumsub_dob(g: _R):
    y, m, d = _dob(g)
    giv, sur = (
        _pick(g, ["Oksana", "Taras", "Iryna", "Bohdan"]),
        _pick(g, ["Melnyk", "Shevchuk", "Bondarenko", "Tkachenko"]),
    )
    body = {
        "firstName": giv,
        "lastName": sur,
        "dob": f"{y}-{m:02d}-{d:02d}",
        "placeOfBirth": _pick(g, ["Lviv", "Kharkiv", "Odesa"]),
    }
    text = f"curl -X PATCH 'https://api.sumsub.com/resources/applicants/{g.s(24, '0123456789abcdef')}/fixedInfo' \\\n  -d '{_jd(body)}'"
    return text, [f"{y}-{m:02d}-{d:02d}", f'"lastName": "{sur}"'], f"dob-{y}{m:02d}{d:02d}"


def _rut_dv(body: str) -> str:
    s, f = 0, 2
    for c in reversed(body):
        s += int(c) * f
        f = 2 if f == 7 else f + 1
    r = 11 - s % 11
    return "0" if r == 11 else "K" if r == 10 else str(r)


@kind(
    "sumsub_create_applicant_tin_chile",
    "https://docs.sumsub.com/reference/create-applicants (tin format per country; Chile ########-[0-9A-Za-z])",
    r"\d{7,8}-[0-9K]",
    prefixless=True,
)
def _sumsub_tin(g: _R):
    body = str(_n(g, 5000000, 29999999))
    tin = f"{body}-{_rut_dv(body)}"
    giv, sur = (
        _pick(g, ["Catalina", "Benjamín", "Javiera", "Matías"]),
        _pick(g, ["Valenzuela", "Contreras", "Sepúlveda", "Araya"]),
    )
    payload = {
        "externalUserId": g.uuid(),
        "fixedInfo": {"firstName": giv, "lastName": sur, "country": "CHL", "tin": tin},
    }
    text = "POST /resources/applicants?levelName=basic-kyc-level\n" + _jd(payload, indent=2)
    return text, [tin], tin


@kind(
    "radius_acct_hotspot_user_name_msisdn",
    "https://github.com/wimark/libwimark radius.go (Accounting Start: User-Name, Calling-Station-Id, Framed-IP-Address, Called-Station-Id hotspot1)",
    r"90\d{10}",
    prefixless=True,
)
def _radius(g: _R):
    msisdn = "905" + g.digits(9, first_nonzero=False)
    mac = ":".join(g.s(2, "0123456789ABCDEF") for _ in range(6))
    text = (
        "/var/log/freeradius/radacct/10.20.0.1/detail-20250614\n"
        "Sat Jun 14 10:41:07 2025\n"
        "\tAcct-Status-Type = Start\n"
        f'\tUser-Name = "{msisdn}"\n'
        f'\tCalling-Station-Id = "{mac}"\n'
        '\tCalled-Station-Id = "otel-misafir"\n'
        f"\tFramed-IP-Address = 10.20.{_n(g, 0, 255)}.{_n(g, 2, 254)}"
    )
    return text, [msisdn, mac], msisdn


@kind(
    "unifi_guest_authorize_name_email",
    "https://github.com/fedibtc/unifi-client examples/guest_management (list guests, authorize by MAC) ; jens-maus/node-unifi",
    r"[a-z]+\.[a-z]+\d{2,3}@[a-z]+\.[a-z]{2,3}",
    prefixless=True,
)
def _unifi(g: _R):
    giv, sur = _pick(g, GIVEN_IT).lower(), _pick(g, SURN_IT).lower()
    mail = f"{giv}.{sur}{_n(g, 10, 999)}@libero.it"
    mac = ":".join(g.s(2, "0123456789abcdef") for _ in range(6))
    body = {
        "data": [
            {
                "mac": mac,
                "name": f"{giv.title()} {sur.title()}",
                "email": mail,
                "authorized_by": "hotspot",
                "expired": False,
            }
        ]
    }
    text = "GET /api/s/default/stat/guest\n" + _jd(body, indent=2)
    return text, [mail, mac], mail.replace("@", "-at-")


@kind(
    "fitbit_profile_json_fullname_dob",
    "https://glama.ai/mcp/connectors/io.usefulapi/fitbit/tools/fitbit_get_profile (GET /1/user/-/profile.json: name, age, height) ; "
    "https://developers.google.com/health/profile",
    r"[0-9A-Z]{6}",
    prefixless=True,
)
def _fitbit(g: _R):
    enc = g.s(6, UPPER_DIGITS)
    y, m, d = _dob(g)
    giv, sur = _name_en(g)
    body = {
        "user": {
            "encodedId": enc,
            "fullName": f"{giv} {sur}",
            "dateOfBirth": f"{y}-{m:02d}-{d:02d}",
            "height": _n(g, 150, 200),
            "timezone": "Europe/London",
        }
    }
    text = (
        "$ curl -s -H 'Authorization: Bearer ***' https://api.fitbit.com/1/user/-/profile.json | jq\n"
        + _jd(body, indent=2)
    )
    return text, [f"{giv} {sur}", f"{y}-{m:02d}-{d:02d}"], f"{enc}-{y}"


@kind(
    "apple_health_export_me_dob",
    "oddish.health README (export.xml characteristics: DateOfBirth, BiologicalSex) ; "
    "https://github.com/chrislemke/ios-health-explorer (Health app XML export)",
    r"\d{4}-\d{2}-\d{2}",
    prefixless=True,
)
def _applehealth(g: _R):
    y, m, d = _dob(g)
    text = (
        "$ head -5 apple_health_export/export.xml\n"
        '<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_GB">\n'
        f' <ExportDate value="2025-06-14 09:12:44 +0100"/>\n'
        f' <Me HKCharacteristicTypeIdentifierDateOfBirth="{y}-{m:02d}-{d:02d}" '
        f'HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSex{_pick(g, ["Female", "Male"])}" '
        f'HKCharacteristicTypeIdentifierBloodType="HKBloodType{_pick(g, ["APositive", "ONegative", "BPositive"])}"/>'
    )
    return text, [f'DateOfBirth="{y}-{m:02d}-{d:02d}"'], f"me-{y}-{m:02d}-{d:02d}"


@kind(
    "google_timeline_device_export_latlng",
    'https://github.com/nabedroid/google-timeline-viewer README (Timeline.json semanticSegments, placeLocation.latLng "35.1234567°, 139.1234567°")',
    r"-?\d{1,2}\.\d{7}°, -?\d{1,3}\.\d{7}°",
    prefixless=True,
)
def _timeline(g: _R):
    ll = f"{_n(g, 34, 43)}.{g.digits(7, first_nonzero=False)}°, {_n(g, 130, 141)}.{g.digits(7, first_nonzero=False)}°"
    text = (
        "Timeline.json (excerpt)\n"
        '{"semanticSegments": [{"startTime": "2025-06-13T22:10:00.000+09:00",\n'
        ' "visit": {"hierarchyLevel": 0, "probability": 0.93,\n'
        f'  "topCandidate": {{"placeId": "ChIJ{g.s(23)}", "semanticType": "HOME", "probability": 0.88,\n'
        f'   "placeLocation": {{"latLng": "{ll}"}}}}}}}}]}}'
    )
    return text, [ll], "home-" + ll.replace("°", "").replace(", ", "_")


@kind(
    "traccar_api_positions_device",
    "traccar-api OpenAPI client models/position.d.ts (deviceId, fixTime, latitude, longitude) ; "
    "https://traccar.org/forums/topic/api-for-position-history (/api/positions?deviceId=&from=&to=)",
    r"-?\d{1,2}\.\d{6}",
    prefixless=True,
)
def _traccar(g: _R):
    lat = f"-{_n(g, 33, 37)}.{g.digits(6, first_nonzero=False)}"
    lon = f"{_n(g, 144, 151)}.{g.digits(6, first_nonzero=False)}"
    text = (
        "$ curl -su admin:*** 'https://gps.example.org/api/positions?deviceId=7&from=2025-06-13T00:00:00Z&to=2025-06-14T00:00:00Z'\n"
        f'[{{"id":{_n(g, 10000, 99999)},"deviceId":7,"fixTime":"2025-06-13T21:44:10Z","latitude":{lat},"longitude":{lon},'
        '"attributes":{"batteryLevel":81,"motion":false}}]'
    )
    return text, [lat, lon], f"pos{lat}_{lon}"


@kind(
    "it_nre_ricetta_dematerializzata",
    "https://investireoggi.it/ricetta-medica-elettronica-cosa-cambia-con-la-prescrizione-online (NRE: 15 characters AAA BB C DDDDDDD EE) ; "
    "https://www.regione.piemonte.it/web/temi/sanita/ricetta-dematerializzata-disponibili-faq",
    r"\d{3}[0-9][A-Z0-9]\d{10}",
    prefixless=True,
)
def _nre(g: _R):
    nre = (
        _pick(g, ["010", "030", "050", "080", "120", "130", "160", "190"])
        + g.digits(1, False)
        + _pick(g, UPPER)
        + g.digits(10, False)
    )
    giv, sur = _pick(g, GIVEN_IT), _pick(g, SURN_IT)
    text = (
        f"WhatsApp dal Dott. Rinaldi: Buongiorno {giv}, ecco il numero della ricetta elettronica (NRE): {nre}\n"
        f"Assistito: {sur.upper()} {giv.upper()} - farmaco: ramipril 5 mg"
    )
    return text, [nre, f"{sur.upper()} {giv.upper()}"], nre


@kind(
    "ncpdp_script_newrx_patient_xml",
    "https://github.com/mark64oswald/healthsim-common formats/ncpdp-d0.md (patient segment: date of birth D8) ; "
    "NCPDP SCRIPT 2017071 NewRx builder (Patient/HumanPatient/Name/LastName, FirstName)",
    r"\d{8}",
    prefixless=True,
)
def _ncpdp(g: _R):
    y, m, d = _dob(g)
    giv, sur = _name_en(g)
    street = f"{_n(g, 100, 9999)} {_pick(g, ['Magnolia', 'Cypress', 'Bluebonnet'])} Dr"
    text = (
        "<NewRx><Patient><HumanPatient>\n"
        f"  <Name><LastName>{sur}</LastName><FirstName>{giv}</FirstName></Name>\n"
        f"  <Gender>F</Gender><DateOfBirth><Date>{y}-{m:02d}-{d:02d}</Date></DateOfBirth>\n"
        f"  <Address><AddressLine1>{street}</AddressLine1><City>Austin</City><StateProvince>TX</StateProvince>"
        f"<PostalCode>787{_n(g, 10, 99)}</PostalCode></Address>\n"
        "</HumanPatient></Patient></NewRx>"
    )
    return text, [f"{y}-{m:02d}-{d:02d}", street], f"{y}{m:02d}{d:02d}"


_CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


@kind(
    "mx_cfdi_nomina12_receptor",
    "https://github.com/Rafaellopez1394/SistemaVentasTienda FISCALAPI_EJEMPLOS_JSON_NOMINA.md (recipient.employeeData curp, "
    "socialSecurityNumber) ; SAT nomina12 Receptor schema (Curp, NumSeguridadSocial)",
    r"[A-Z]{4}\d{6}[HM][A-Z]{5}[0-9A-Z]\d",
    prefixless=True,
)
def _cfdi(g: _R):
    y, m, d = _dob(g, 1960, 2004)
    sur1, sur2, giv = (
        _pick(g, ["RAMIREZ", "GUTIERREZ", "OROZCO", "VILLALOBOS"]),
        _pick(g, ["LOPEZ", "NAVARRO", "SALAZAR", "CERVANTES"]),
        _pick(g, ["XIMENA", "ALEJANDRO", "GUADALUPE", "RODRIGO"]),
    )
    vow = next((c for c in sur1[1:] if c in "AEIOU"), "X")
    base = (
        sur1[0]
        + vow
        + sur2[0]
        + giv[0]
        + f"{y % 100:02d}{m:02d}{d:02d}"
        + _pick(g, "HM")
        + _pick(g, ["JC", "DF", "NL", "GT"])
    )
    base += next((c for c in sur1[1:] if c not in "AEIOU"), "X") + next(
        (c for c in sur2[1:] if c not in "AEIOU"), "X"
    )
    base += next((c for c in giv[1:] if c not in "AEIOU"), "X") + ("0" if y < 2000 else "A")
    s = sum(_CURP_CHARS.index(c) * (18 - i) for i, c in enumerate(base))
    curp = base + str((10 - s % 10) % 10)
    nss10 = g.digits(10, first_nonzero=False)
    nss = nss10 + _luhn_digit(nss10)
    text = (
        '<nomina12:Nomina Version="1.2" TipoNomina="O">\n'
        f'  <nomina12:Receptor Curp="{curp}" NumSeguridadSocial="{nss}" NumEmpleado="{_n(g, 100, 9999)}" '
        'TipoContrato="01" TipoRegimen="02" PeriodicidadPago="04" ClaveEntFed="JAL"/>\n</nomina12:Nomina>'
    )
    return text, [curp, nss], curp


@kind(
    "ng_pencom_rsa_pin_statement",
    "https://pencom.gov.ng/guidelines-for-employer-code-requests-by-pension-fund-administrators (PIN for each RSA) ; "
    "https://fidelitypensionmanagers.com/Home/RetirementSavingsAccount",
    r"PEN\d{12}",
    prefixless=False,
)
def _pencom(g: _R):
    pin = "PEN" + g.digits(12)
    giv, sur = (
        _pick(g, ["Chinonso", "Adebayo", "Ngozi", "Olumide"]),
        _pick(g, ["Okafor", "Adeyemi", "Eze", "Balogun"]),
    )
    bvn = "22" + g.digits(9, first_nonzero=False)
    text = (
        "RSA STATEMENT OF ACCOUNT\n"
        f"Name: {sur.upper()} {giv.upper()}\nRSA PIN: {pin}\nBVN: {bvn}\nEmployer code: PR{g.digits(7)}"
    )
    return text, [pin, bvn], pin


@kind(
    "no_hpr_nummer_helsepersonell",
    "https://www.helsedirektoratet.no/tema/statistikk-registre-og-rapporter/helsedata-og-helseregistre/helsepersonellregisteret-hpr ; "
    "https://utviklerportal.nhn.no/.../hpr-offentlig-apimd (HPR-nummer)",
    r"\d{7,9}",
    prefixless=True,
)
def _hpr(g: _R):
    hpr = str(_n(g, 1000000, 99999999))
    giv, sur = (
        _pick(g, ["Ingrid", "Sigurd", "Solveig", "Håkon"]),
        _pick(g, ["Haugland", "Bjørnstad", "Aasen", "Rønning"]),
    )
    text = f"GET https://api.offentlig.hpr.nhn.no/v1/helsepersonell/{hpr}\n" + _jd(
        {
            "hprNummer": int(hpr),
            "fornavn": giv,
            "etternavn": sur,
            "godkjenninger": [{"helsepersonellkategori": "LE", "gyldig": True}],
        },
        indent=2,
    )
    return text, [hpr, f'"etternavn": "{sur}"'], f"hpr-{hpr}"


# -- user names in command output ---------------------------------------------------------------

_UFIRST = [
    "agnieszka",
    "lorenzo",
    "imogen",
    "tobias",
    "ingrid",
    "rodrigo",
    "chinonso",
    "solveig",
    "mateusz",
    "federica",
]
_ULAST = [
    "kowalczyk",
    "brambilla",
    "pemberton",
    "lindqvist",
    "haugland",
    "figueiredo",
    "okafor",
    "sarmento",
    "zielinski",
]


def _uname(g: _R, style: int = 0) -> str:
    f, s = _pick(g, _UFIRST), _pick(g, _ULAST)
    return [f"{f[0]}{s}{_n(g, 1, 99)}", f"{f}.{s}", f"{f}_{s[:4]}{_n(g, 10, 99)}"][style]


@kind(
    "user_aws_sts_get_caller_identity_arn",
    "https://docs.rs/crate/aws-sdk-sts/latest/source/src/operation/get_caller_identity/_get_caller_identity_output.rs (UserId, Account, Arn)",
    r"arn:aws:iam::\d{12}:user/[a-z0-9._]+",
    prefixless=False,
)
def _sts(g: _R):
    user = _uname(g, 1)
    acct = g.digits(12)
    arn = f"arn:aws:iam::{acct}:user/{user}"
    text = (
        "$ aws sts get-caller-identity\n{\n"
        f'    "UserId": "AIDA{g.s(17, UPPER_DIGITS)}",\n    "Account": "{acct}",\n    "Arn": "{arn}"\n}}'
    )
    return text, [arn, user], user


@kind(
    "user_rabbitmqctl_list_users",
    "openstack-puppet-modules rabbitmq_user provider (rabbitmqctl -q list_users line: name [tags]) ; rabbitmqctl set_user_tags administrator",
    r"[a-z]\w+\d{1,2}",
    prefixless=True,
)
def _rmq(g: _R):
    u1, u2 = _uname(g, 0), _uname(g, 2)
    text = f"$ sudo rabbitmqctl list_users\nListing users ...\nuser\ttags\nguest\t[administrator]\n{u1}\t[administrator]\n{u2}\t[management]"
    return text, [u1, u2], u1


@kind(
    "user_powershell_get_localuser_table",
    "https://learn.microsoft.com/en-us/powershell/module/microsoft.powershell.localaccounts/get-localuser (Name Enabled Description table)",
    r"[a-z]+\.[a-z]+",
    prefixless=True,
)
def _localuser(g: _R):
    u = _uname(g, 1)
    f, s = u.split(".")
    emp = g.digits(6)
    text = (
        "PS C:\\> Get-LocalUser\n\nName               Enabled Description\n----               ------- -----------\n"
        "Administrator      False   Built-in account for administering the computer/domain\n"
        f"{u:<18} True    {f.title()} {s.title()} - Buchhaltung, PersNr {emp}\n"
        "Guest              False   Built-in account for guest access"
    )
    return text, [u, f"{f.title()} {s.title()}", emp], u


@kind(
    "user_svn_log_author_column",
    MEM + "svn log output: r<rev> | <author> | <date> | <n> lines",
    r"[a-z]\w+\d{1,2}",
    prefixless=True,
)
def _svn(g: _R):
    u = _uname(g, 0)
    rev = _n(g, 1000, 99999)
    text = (
        "$ svn log -l 2 ^/trunk\n------------------------------------------------------------------------\n"
        f"r{rev} | {u} | 2025-06-12 16:04:51 +0200 (Thu, 12 Jun 2025) | 1 line\n\nFix rounding in invoice export\n"
        "------------------------------------------------------------------------"
    )
    return text, [u], u


@kind(
    "user_psql_du_role_listing",
    MEM + "psql \\du role list (Role name | Attributes)",
    r"[a-z]+_[a-z]{4}\d{2}",
    prefixless=True,
)
def _psql(g: _R):
    u = _uname(g, 2)
    text = (
        "app=# \\du\n                                   List of roles\n Role name |                         Attributes\n"
        "-----------+------------------------------------------------------------\n"
        f" {u} | Create DB\n postgres  | Superuser, Create role, Create DB, Replication, Bypass RLS"
    )
    return text, [u], u


@kind(
    "user_slurm_sacct_user_column",
    MEM + "Slurm sacct --format=JobID,User,JobName,State listing",
    r"[a-z]\w+\d{1,2}",
    prefixless=True,
)
def _sacct(g: _R):
    u = _uname(g, 0)
    jid = _n(g, 100000, 9999999)
    text = (
        "$ sacct -a -S 2025-06-13 --format=JobID,User,JobName%20,State\n"
        "JobID             User              JobName      State\n------------ --------- -------------------- ----------\n"
        f"{jid:<12} {u:<9} train_resnet50       COMPLETED"
    )
    return text, [u], u


# -- dates of birth in storage layouts and other calendars ---------------------------------------


@kind(
    "dob_oracle_dump_typ12_bytes",
    "https://oraclebrains.com/2006/12/understanding-internal-date-storage (Typ=12 Len=7: century+100, year+100, month, day, hour+1, min+1, sec+1)",
    r"Typ=12 Len=7: \d{3},\d{3},\d{1,2},\d{1,2},1,1,1",
    prefixless=True,
)
def _ora12(g: _R):
    y, m, d = _dob(g)
    dump = f"Typ=12 Len=7: {y // 100 + 100},{y % 100 + 100},{m},{d},1,1,1"
    sur = _pick(g, SURN_PL).title()
    text = (
        "SQL> SELECT last_name, DUMP(date_of_birth) FROM hr.employees WHERE employee_id = 4711;\n\n"
        f"LAST_NAME       DUMP(DATE_OF_BIRTH)\n--------------- ----------------------------------\n{sur:<15} {dump}"
    )
    return text, [dump, sur], f"dob-{y}{m:02d}{d:02d}"


@kind(
    "dob_oracle_dump_typ13_to_date",
    "https://sv.sqldat.com/ifs/xve/1008009874.html (Typ=13 Len=8: base-256 year low byte, high byte, month, day, h, m, s, 0)",
    r"Typ=13 Len=8: \d{1,3},7,\d{1,2},\d{1,2},0,0,0,0",
    prefixless=True,
)
def _ora13(g: _R):
    y, m, d = _dob(g)
    dump = f"Typ=13 Len=8: {y % 256},{y // 256},{m},{d},0,0,0,0"
    text = (
        f"SQL> SELECT DUMP(TO_DATE('{d:02d}.{m:02d}.{y}', 'DD.MM.YYYY')) AS geburtsdatum FROM dual;\n\n"
        f"GEBURTSDATUM\n---------------------------------\n{dump}"
    )
    return text, [dump, f"{d:02d}.{m:02d}.{y}"], f"geb-{y}-{m:02d}-{d:02d}"


@kind(
    "dob_cobol_comp3_packed_hexdump",
    "https://granfalloon.ai/q/23/in-a-cobol-comp-3-packed-decimal-field-where-is-the-sign-stored-and-wh (sign nibble C/D/F) ; "
    "HP COBOL Manual COMPUTATIONAL-3 digit and sign representation",
    r"0[0-9] [0-9]{2} [0-9]{2} [0-9]{2} [0-9]F",
    prefixless=True,
)
def _comp3(g: _R):
    y, m, d = _dob(g)
    digits = f"{y}{m:02d}{d:02d}"  # PIC 9(8) COMP-3 -> 5 bytes, unsigned sign nibble F
    packed = "0" + digits + "F"
    hexes = " ".join(packed[i : i + 2] for i in range(0, 10, 2))
    text = (
        "$ xxd -s 46 -l 5 -g 1 -u CUSTMAST.DAT   # CM-BIRTH-DATE PIC 9(8) COMP-3\n"
        f"0000002e: {hexes}                    ....."
    )
    return text, [hexes], f"cm-birth-{digits}"


@kind(
    "dob_apple_cfabsolutetime_plist",
    "https://developer.apple.com/documentation/corefoundation/cfabsolutetime (seconds relative to 1 Jan 2001 00:00:00 GMT; negative before)",
    r"-?\d{8,10}",
    prefixless=True,
)
def _cfabs(g: _R):
    import datetime as _dt

    y, m, d = _dob(g, 1948, 1999)
    secs = int((_dt.datetime(y, m, d) - _dt.datetime(2001, 1, 1)).total_seconds())
    text = (
        "$ plutil -p ~/Library/Containers/com.example.kids/Data/Library/Preferences/com.example.kids.plist\n{\n"
        f'  "childBirthdayAbsoluteTime" => {secs}\n  "childName" => "{_pick(g, ["Hanna", "Lukas", "Emilia", "Noah"])}"\n}}'
    )
    return text, [str(secs)], f"cfabs{secs}"


@kind(
    "dob_dotnet_datetime_ticks",
    "https://learn.microsoft.com/dotnet/api/system.datetime.ticks (100-nanosecond intervals since 00:00:00 January 1, 0001)",
    r"6\d{17}",
    prefixless=True,
)
def _ticks(g: _R):
    import datetime as _dt

    y, m, d = _dob(g)
    ticks = (_dt.datetime(y, m, d) - _dt.datetime(1, 1, 1)).days * 864_000_000_000
    text = (
        "> dotnet script inspect.csx\n"
        f'Member {{ Id = {_n(g, 1000, 99999)}, Surname = "{_pick(g, SURN_EN)}", BirthDateTicks = {ticks} }}'
    )
    return text, [str(ticks)], f"ticks{ticks}"


@kind(
    "dob_excel_1904_date_system_serial",
    "https://learn.microsoft.com/en-us/openspecs/office_file_formats/ms-xls/4a5e900a-0eb0-4355-8fc1-81aab8f46e8b "
    "(Date1904: first date 1 Jan 1904 is serial 0)",
    r"\d{5}",
    prefixless=True,
)
def _xl1904(g: _R):
    import datetime as _dt

    y, m, d = _dob(g)
    serial = (_dt.date(y, m, d) - _dt.date(1904, 1, 1)).days
    giv, sur = _name_en(g)
    text = (
        ">>> wb = openpyxl.load_workbook('members_mac2008.xlsx'); wb.epoch\ndatetime.datetime(1904, 1, 1, 0, 0)\n"
        f">>> [c.value for c in ws[7]][:3]  # raw, number_format General\n['{giv}', '{sur}', {serial}]"
    )
    return text, [f"'{sur}', {serial}"], f"{sur.lower()}-{serial}"


@kind(
    "dob_r_dput_date_numeric",
    MEM + 'R dput() of a Date column: structure(c(...), class = "Date") (days since 1970-01-01)',
    r"-?\d{3,5}",
    prefixless=True,
)
def _rdput(g: _R):
    import datetime as _dt

    y, m, d = _dob(g)
    days = (_dt.date(y, m, d) - _dt.date(1970, 1, 1)).days
    pid = f"P{g.digits(5)}"
    text = f'> dput(patients[patients$id == "{pid}", c("id", "dob")])\nstructure(list(id = "{pid}", dob = structure({days}, class = "Date")), row.names = 12L, class = "data.frame")'
    return text, [f"dob = structure({days}", pid], f"{pid}-{days}"


@kind(
    "dob_gujarati_vikram_samvat_kundli",
    MEM + "Vikram Samvat birth date (VS year = CE year + 56/57) on a Gujarati horoscope form",
    r"VS\d{4}-[a-z]+-(sud|vad)-\d{1,2}",
    prefixless=True,
)
def _vs(g: _R):
    y = _n(g, 1950, 2004)
    vs = y + 57
    masa = _pick(
        g,
        [
            "kartak",
            "magshar",
            "posh",
            "maha",
            "fagan",
            "chaitra",
            "vaishakh",
            "jeth",
            "ashadh",
            "shravan",
            "bhadarvo",
            "aso",
        ],
    )
    paksha, tithi = _pick(g, ["sud", "vad"]), _n(g, 1, 15)
    gu = str.maketrans("0123456789", "૦૧૨૩૪૫૬૭૮૯")
    form = f"જન્મ તારીખ: વિ.સં. {str(vs).translate(gu)}, {masa} {paksha} {str(tithi).translate(gu)}"
    text = f"kundli_form_ocr.txt\nનામ: {_pick(g, ['હેતલ', 'જીગર', 'મિતાલી', 'કૃણાલ'])} {_pick(g, ['પટેલ', 'શાહ', 'દેસાઈ'])}\n{form}"
    return text, [form], f"VS{vs}-{masa}-{paksha}-{tithi}"


# -- postal addresses in other scripts and languages (from memory) ------------------------------


def _addr_kind(name: str, desc: str, shape: str):  # type: ignore[no-untyped-def]
    return kind(name, MEM + desc, shape, prefixless=True)


@_addr_kind(
    "address_gb_wls_cymraeg_delivery",
    "Welsh-language postal address (Fflat, Heol, Caerdydd, CF postcode)",
    r"CF\d{1,2} \d[A-Z]{2}",
)
def _welsh(g: _R):
    pc = f"CF{_n(g, 10, 24)} {_n(g, 1, 9)}{g.s(2, 'ABDEFGHJLNPQRSTUWXYZ')}"
    line = f"Fflat {_n(g, 1, 24)}, {_n(g, 2, 180)} Heol {_pick(g, ['y Bont', 'Llandaf', 'y Castell', 'Penarth'])}"
    text = f"Archeb #{g.digits(6)}\nEnw: {_pick(g, ['Siân', 'Dafydd', 'Eleri', 'Rhodri'])} {_pick(g, ['ap Gruffudd', 'Llwyd', 'Prys'])}\nCyfeiriad: {line}, Caerdydd {pc}"
    return text, [line, pc], pc.replace(" ", "-")


@_addr_kind(
    "address_ie_gaeilge_gaeltacht_eircode",
    "Irish-language Gaeltacht address with an Eircode (H91 routing key)",
    r"H91 [A-Z0-9]{4}",
)
def _irish(g: _R):
    eir = "H91 " + g.s(4, "ACDEFHKNPRTVWXY0123456789")
    line = f"{_n(g, 1, 60)} Bóthar {_pick(g, ['na Trá', 'an Chaisleáin', 'na Coille'])}, {_pick(g, ['An Spidéal', 'Indreabhán', 'Ros an Mhíl'])}"
    text = f"Seoladh an chustaiméara:\n{_pick(g, ['Máire', 'Pádraig', 'Siobhán'])} Ní {_pick(g, ['Fhlatharta', 'Chonghaile', 'Mhaoláin'])}\n{line}\nCo. na Gaillimhe {eir}"
    return text, [line, eir], eir.replace(" ", "")


@_addr_kind(
    "address_gl_kalaallisut_nuuk",
    "Greenlandic (Kalaallisut) street address in Nuuk, postcode 3900",
    r"\w+ \d{1,3}, 3900 Nuuk",
)
def _kal(g: _R):
    line = f"{_pick(g, ['Aqqusinersuaq', 'Qernertunnguit', 'Issortarfimmut', 'Eqalugalinnguit'])} {_n(g, 1, 240)}, 3900 Nuuk"
    text = f"Nassiussassaq: {_pick(g, ['Nivi', 'Aputsiaq', 'Paninnguaq'])} {_pick(g, ['Kleist', 'Lynge', 'Olsen'])} ({g.digits(6)})\n{line}\nKalaallit Nunaat"
    return text, [line], line.split(",")[0].replace(" ", "-")


@_addr_kind(
    "address_er_tigrinya_geez_asmara",
    "Tigrinya address in Ge'ez script (ጎደና street, ኣስመራ Asmara)",
    r".+ቁ\.\d{1,3}.+",
)
def _tig(g: _R):
    no = _n(g, 1, 400)
    line = f"ጎደና {_pick(g, ['ሓርነት', 'ሰማእታት', 'ኣፍሪቃ'])} ቁ.{no}, {_pick(g, ['ጎዳይፍ', 'ማይተመናይ', 'ሰምበል'])}, ኣስመራ"
    phone = "+291 7" + g.digits(6, first_nonzero=False)
    text = f"ትእዛዝ {g.digits(5)}\nኣድራሻ: {line}\nተሌፎን: {phone}"
    return text, [line, phone], f"Asmara-{no}-{phone[-6:]}"


@_addr_kind(
    "address_cn_mongolian_bichig_hohhot",
    "Inner Mongolian address in traditional Mongolian script with the Chinese form (呼和浩特)",
    r"呼和浩特市.+\d{1,3}号",
)
def _mong(g: _R):
    no = _n(g, 1, 300)
    zh = f"呼和浩特市{_pick(g, ['新城区', '回民区', '赛罕区'])}{_pick(g, ['成吉思汗大街', '新华大街', '大学西街'])}{no}号"
    mn = f"ᠬᠥᠬᠡᠬᠣᠲᠠ ᠶᠢᠨ {_pick(g, ['ᠰᠢᠨ᠎ᠡ ᠬᠣᠲᠠ', 'ᠬᠣᠶᠢᠮᠤᠳ'])} ᠲᠣᠭᠣᠷᠢᠭ {no}"
    text = f"收件地址 / ᠬᠦᠯᠢᠶᠡᠨ ᠠᠪᠬᠤ ᠬᠠᠶᠢᠭ:\n{mn}\n{zh}\n电话: 1{_pick(g, '3578')}{g.digits(9, False)}"
    return text, [zh, mn], f"Hohhot-{no}-{g.digits(4)}"


@_addr_kind(
    "address_cn_tibetan_lhasa_parcel",
    "Lhasa address in Tibetan script with the Chinese form (拉萨市)",
    r"拉萨市.+\d{1,3}号",
)
def _tib(g: _R):
    no = _n(g, 1, 200)
    zh = f"拉萨市城关区{_pick(g, ['北京中路', '江苏路', '林廓北路'])}{no}号"
    bo = f"ལྷ་ས་གྲོང་ཁྱེར་ {_pick(g, ['པེ་ཅིན་ལམ་', 'གླིང་སྐོར་ལམ་'])} ཨང་ {no}"
    text = f"快递单 {g.digits(12)}\n{bo}\n{zh}\n收件人: {_pick(g, ['次仁', '卓玛', '扎西'])}"
    return text, [zh, bo], f"Lhasa-{no}-{g.digits(4)}"


@_addr_kind(
    "address_in_marathi_pune_order",
    "Marathi (Devanagari) delivery address in Pune with a 411xxx PIN code",
    r".+पुणे ४११\S{3}",
)
def _mar(g: _R):
    deva = str.maketrans("0123456789", "०१२३४५६७८९")
    pin = ("411" + f"{_n(g, 1, 62):03d}").translate(deva)
    line = f"फ्लॅट {str(_n(g, 1, 900)).translate(deva)}, {_pick(g, ['साई सदन', 'गणेश प्रसाद', 'श्री कृपा'])}, {_pick(g, ['कोथरूड', 'औंध', 'हडपसर'])}, पुणे {pin}"
    text = f"ऑर्डर #{g.digits(8)}\nपत्ता: {line}\nमोबाईल: 9{g.digits(9, False)}"
    return text, [line], f"Pune-411-{g.digits(6)}"


@_addr_kind(
    "address_nz_te_reo_maori_courier",
    "te reo Māori street address on a NZ courier label (macrons, 4-digit postcode)",
    r".+ \d{4}",
)
def _maori(g: _R):
    line = f"{_n(g, 1, 300)} Te Ara {_pick(g, ['o Hōtunui', 'Whānau', 'Pōhutukawa', 'o Tūmatauenga'])}, {_pick(g, ['Ōtaki', 'Rotorua', 'Whakatāne'])} {_n(g, 3000, 5999)}"
    text = f"CourierPost label\nKi a: {_pick(g, ['Aroha', 'Tāne', 'Mere', 'Wiremu'])} {_pick(g, ['Ngata', 'Pōmare', 'Tūhoe'])}\n{line}\nWaea: 021 {g.digits(7, False)}"
    return text, [line], _slug("nz", line.split(",")[-1].strip().split(" ")[-1], g.digits(4))


# -- phone numbers in mobile-money payloads (from memory) ---------------------------------------


def _phone_kind(name: str, desc: str, shape: str):  # type: ignore[no-untyped-def]
    return kind(name, MEM + desc, shape, prefixless=True)


@_phone_kind(
    "phone_ht_moncash_digicel",
    "Haiti +509 mobile (Digicel 3x/4x) in a MonCash payment callback",
    r"509[34]\d{7}",
)
def _ht(g: _R):
    msisdn = "509" + _pick(g, "34") + g.digits(7, False)
    text = "moncash_callback.json\n" + _jd(
        {
            "transactionId": g.digits(10),
            "payer": msisdn,
            "amount": _n(g, 100, 9000),
            "reference": g.s(8, UPPER_DIGITS),
        },
        indent=2,
    )
    return text, [msisdn], msisdn


@_phone_kind(
    "phone_so_evc_plus_hormuud",
    "Somalia +252 61x Hormuud EVC Plus account number in a payment API payload",
    r"25261\d{7}",
)
def _so(g: _R):
    msisdn = "25261" + g.digits(7, False)
    text = "POST /asm\n" + _jd(
        {
            "serviceName": "API_PURCHASE",
            "payerInfo": {"accountNo": msisdn},
            "transactionInfo": {"amount": f"{_n(g, 1, 99)}.00", "currency": "USD"},
        },
        indent=2,
    )
    return text, [msisdn], msisdn


@_phone_kind(
    "phone_cd_vodacom_mpesa_drc",
    "DR Congo +243 81/82 Vodacom number in an M-Pesa C2B request",
    r"2438[12]\d{7}",
)
def _cd(g: _R):
    msisdn = "2438" + _pick(g, "12") + g.digits(7, False)
    text = f"[2025-06-14 10:02:11] mpesa-drc c2b request customerMSISDN={msisdn} amount={_n(g, 1, 500)} currency=USD ref={g.s(10, UPPER_DIGITS)}"
    return text, [msisdn], msisdn


@_phone_kind(
    "phone_mw_airtel_money_malawi",
    "Malawi +265 99 Airtel number in an Airtel Money collection request",
    r"99\d{7}",
)
def _mw(g: _R):
    msisdn = "99" + g.digits(7, False)
    text = "POST /merchant/v1/payments/\n" + _jd(
        {
            "reference": "school fees",
            "subscriber": {"country": "MW", "currency": "MWK", "msisdn": msisdn},
            "transaction": {"amount": _n(g, 1000, 90000), "id": g.s(12, UPPER_DIGITS)},
        },
        indent=2,
    )
    return text, [msisdn], msisdn


@_phone_kind(
    "phone_bh_benefitpay_batelco",
    "Bahrain +973 3xxx mobile in a BenefitPay merchant transfer log",
    r"\+973 3\d{3} \d{4}",
)
def _bh(g: _R):
    phone = f"+973 3{g.digits(3, False)} {g.digits(4, False)}"
    text = f"benefitpay_settlement.csv\ntxn_id,customer_mobile,amount_bhd\n{g.digits(12)},{phone},{_n(g, 1, 300)}.{g.digits(3, False)}"
    return text, [phone], phone.replace(" ", "").lstrip("+")


# -- full names as a form states them (from memory) ---------------------------------------------


@kind(
    "name_thai_title_nai_nangsao_form",
    MEM + "Thai full name with title (นาย / นางสาว / นาง) on a registration form",
    r"(นาย|นางสาว|นาง).+",
    prefixless=True,
)
def _thname(g: _R):
    title = _pick(g, ["นาย", "นางสาว", "นาง"])
    full = f"{title}{_pick(g, ['สมชาย', 'ศิริพร', 'ณัฐวุฒิ', 'กัญญารัตน์', 'ธนพล'])} {_pick(g, ['วงศ์สวัสดิ์', 'ศรีสุข', 'แก้วมณี', 'บุญมา', 'ทองดี'])}{_pick(g, ['', 'กุล', 'ชัย'])}"
    member = g.digits(8)
    text = f"แบบฟอร์มสมัครสมาชิก เลขที่ {member}\nชื่อ-นามสกุล: {full}\nโทร: 08{g.digits(8, False)}"
    return text, [full, member], f"member-{member}"


@kind(
    "name_malay_bin_binti_payslip",
    MEM + "Malay full name with bin/binti patronymic on a payslip",
    r"[A-Z ]+ (BIN|BINTI) [A-Z ]+",
    prefixless=True,
)
def _msname(g: _R):
    if _pick(g, [0, 1]):
        full = f"{_pick(g, ['MUHAMMAD HAFIZ', 'AHMAD FAIZAL', 'MOHD AZLAN', 'KHAIRUL ANUAR'])} BIN {_pick(g, ['ABDULLAH', 'ISMAIL', 'OTHMAN', 'ZAKARIA', 'HASSAN'])}"
    else:
        full = f"{_pick(g, ['NUR AISYAH', 'SITI NURHALIZA', 'FARAH ADIBAH', 'NURUL IZZAH'])} BINTI {_pick(g, ['RAHMAN', 'YUSOF', 'IBRAHIM', 'SULAIMAN', 'KAMARUDDIN'])}"
    emp = "EMP" + g.digits(5)
    text = f"SLIP GAJI / PAYSLIP  Jun 2025\nNama: {full}\nNo. Pekerja: {emp}\nGaji Pokok: RM {_n(g, 2000, 9000)}.00"
    return text, [full, emp], emp


@kind(
    "name_ethiopian_grandfather_name_kebele",
    MEM + "Ethiopian three-part name (given, father, grandfather) in Latin and Ge'ez on a kebele record",
    r"[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+",
    prefixless=True,
)
def _etname(g: _R):
    opts = [
        ("Abebe", "አበበ"),
        ("Tigist", "ትግስት"),
        ("Mulugeta", "ሙሉጌታ"),
        ("Selamawit", "ሰላማዊት"),
        ("Kebede", "ከበደ"),
        ("Haile", "ኃይሌ"),
        ("Worku", "ወርቁ"),
        ("Girma", "ግርማ"),
    ]
    a, b, c = _pick(g, opts), _pick(g, opts), _pick(g, opts)
    latin = f"{a[0]} {b[0]} {c[0]}"
    rid = g.digits(7)
    text = f"kebele_record.csv\nid,full_name,full_name_am\n{rid},{latin},{a[1]} {b[1]} {c[1]}"
    return text, [latin, rid], f"kebele-{rid}"


# -- more carriers: customer address API, devices, cards, vehicles, courts, coordinates ----------


@kind(
    "address_fr_enedis_customers_adresse_json",
    "https://pipedream.com/apps/enedis/actions/get-address.md (Get Address: customers-v5-adresse for a usagePointId)",
    r"\d{1,3} (rue|avenue|chemin) .+",
    prefixless=True,
)
def _enedis_addr(g: _R):
    street = f"{_n(g, 1, 199)} {_pick(g, ['rue', 'avenue', 'chemin'])} {_pick(g, ['des Lilas', 'Jean Jaurès', 'de la Forêt', 'du Général Leclerc'])}"
    cp = f"{_n(g, 10, 95)}{_n(g, 100, 999)}"
    body = {
        "customer": {
            "customer_id": str(_n(g, 10**9, 10**10 - 1)),
            "contact_data": {
                "phone": "06" + g.digits(8, False),
                "email": f"{_pick(g, ['c.moreau', 'j.girard', 'l.fontaine'])}{_n(g, 10, 99)}@orange.fr",
            },
            "postal_address": {
                "street": street,
                "postal_code": cp,
                "city": _pick(g, ["Limoges", "Angers", "Nîmes"]),
            },
        }
    }
    text = "GET /customers_cd/v5/contact_data?usage_point_id=" + g.digits(14) + "\n" + _jd(body, indent=1)
    return text, [street, body["customer"]["contact_data"]["phone"]], _slug(cp, street.split(" ")[0])


@kind(
    "device_appmetrica_device_id_postback",
    MEM
    + "AppMetrica (Yandex) postback macros {appmetrica_device_id} and {google_aid} in an install postback URL",
    r"\d{19,20}",
    prefixless=True,
)
def _appmetrica(g: _R):
    did = g.digits(_n(g, 19, 20))
    gaid = g.uuid()
    text = f"[postback] GET https://tracker.example.net/install?appmetrica_device_id={did}&google_aid={gaid}&city=Kazan 200 OK"
    return text, [did, gaid], did


@kind(
    "card_gpn_indonesia_9360_struk",
    MEM
    + "Indonesian GPN (Gerbang Pembayaran Nasional) debit card, 9360 issuer prefix, 16 digits with a Luhn check digit",
    r"9360 \d{4} \d{4} \d{4}",
    prefixless=True,
)
def _gpn(g: _R):
    body = "9360" + _pick(g, ["0014", "0008", "0009", "0002"]) + g.digits(7, first_nonzero=False)
    num = body + _luhn_digit(body)
    grouped = " ".join(num[i : i + 4] for i in range(0, 16, 4))
    text = f"STRUK TRANSAKSI EDC\nNO KARTU : {grouped}\nNAMA     : {_pick(g, ['DEWI LESTARI', 'BUDI SANTOSO', 'RINA WULANDARI'])}\nDEBIT GPN  Rp {_n(g, 10, 999)}.000"
    return text, [grouped], num, int(num)


@kind(
    "in_vahan_rc_owner_registration",
    MEM
    + "Indian vehicle registration certificate (VAHAN) with state-district-series plate, owner and chassis number",
    r"(MH|KA|TN|DL|GJ)\d{2}[A-Z]{2}\d{4}",
    prefixless=True,
)
def _vahan(g: _R):
    plate = (
        _pick(g, ["MH", "KA", "TN", "DL", "GJ"])
        + f"{_n(g, 1, 50):02d}"
        + g.s(2, "ABCDEFGHJKLMNPRSTUVWXYZ")
        + g.digits(4)
    )
    chassis = "MA3" + g.s(14, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
    owner = f"{_pick(g, ['RAJESH', 'PRIYA', 'ANIL', 'SNEHA'])} {_pick(g, ['KULKARNI', 'IYER', 'DESHPANDE', 'NAIR'])}"
    text = "vahan_rc_status.json\n" + _jd(
        {"rc_regn_no": plate, "rc_owner_name": owner, "rc_chasi_no": chassis, "rc_fuel_desc": "PETROL"},
        indent=2,
    )
    return text, [plate, chassis, owner], plate


@kind(
    "tr_uyap_esas_no_dava",
    MEM + "Turkish UYAP court file number (Esas No YYYY/N) with the party's name in a hearing notice",
    r"\d{4}/\d{1,5} Esas",
    prefixless=True,
)
def _uyap(g: _R):
    esas = f"{_n(g, 2015, 2025)}/{_n(g, 1, 40000)} Esas"
    davaci = (
        f"{_pick(g, ['Ayşe', 'Mehmet', 'Zeynep', 'Emre'])} {_pick(g, ['Yılmaz', 'Kaya', 'Demir', 'Çelik'])}"
    )
    text = f"T.C. İSTANBUL {_n(g, 1, 40)}. ASLİYE HUKUK MAHKEMESİ\nDOSYA NO: {esas}\nDAVACI: {davaci}\nDuruşma tarihi: {_n(g, 1, 28)}.0{_n(g, 1, 9)}.2025"
    return text, [esas, davaci], esas.replace("/", "-").replace(" ", "-")


@kind(
    "pe_expediente_judicial_cej",
    MEM + "Peruvian CEJ case number NNNNN-YYYY-0-DDDD-JR-XX-NN with the party in a consulta de expedientes",
    r"\d{5}-\d{4}-0-\d{4}-JR-[A-Z]{2}-\d{2}",
    prefixless=True,
)
def _cej(g: _R):
    exp = f"{_n(g, 1, 30000):05d}-{_n(g, 2015, 2025)}-0-{_pick(g, ['1801', '0401', '1601', '2001'])}-JR-{_pick(g, ['CI', 'FC', 'LA', 'PE'])}-{_n(g, 1, 40):02d}"
    parte = f"{_pick(g, ['QUISPE', 'HUAMAN', 'MAMANI', 'CONDORI'])} {_pick(g, ['FLORES', 'ROJAS', 'TICONA'])}, {_pick(g, ['ROSA', 'JULIO', 'ELENA', 'CESAR'])}"
    text = f"Consulta de Expedientes Judiciales\nExpediente N°: {exp}\nDemandante: {parte}\nEspecialista: {_pick(g, ['TORRES', 'VEGA'])}"
    return text, [exp, parte], exp


@kind(
    "geo_geocaching_ddm_home_cache",
    MEM
    + "geocaching degrees-and-decimal-minutes coordinates (N 52° 31.234 E 013° 24.567) of a home-listed cache",
    r"N \d{2}° \d{2}\.\d{3} E 0\d{2}° \d{2}\.\d{3}",
    prefixless=True,
)
def _ddm(g: _R):
    c = f"N {_n(g, 47, 54)}° {_n(g, 0, 59):02d}.{g.digits(3, False)} E 0{_n(g, 6, 14):02d}° {_n(g, 0, 59):02d}.{g.digits(3, False)}"
    code = "GC" + g.s(5, "0123456789ABCDEFGHJKMNPQRTVWXYZ")
    text = f"{code}.gpx waypoint note\nOwner's note: the cache is in my front garden at {c}, please ring the bell.\nCache: {code}"
    return text, [c], code
