"""Held-out canary set 21: personal data in new schemes and carriers (issue 31).

A canary set nobody has tuned on, all personal data, every kind drawn from *outside* the names of
the earlier sets (``used_names2.txt``: the 2,409 kind names of sets 1-19, read as names only):
another country, another scheme, another carrier or another syntax than any of them.

- **Identity, registry, licence, health and student numbers** of schemes not used before:
  Slovenian matična številka of a sole trader (s.p.), a Romanian ONRC number of a PFA in the
  2024 format, a Polish land-register (księga wieczysta) number, Omani civil numbers, Brunei
  smart IC numbers, Cambodian ID cards, Haitian NIF, Cameroonian NIU, Ivorian CNI, Malagasy CIN,
  Tajik INN, Fijian TIN, Malawian national ids, Trinidad BIR numbers, driving licences of
  Washington (WDL), New Jersey, Michigan, Pennsylvania, New South Wales, Germany, France, Italy,
  the Netherlands, Poland, Indonesia (SIM) and Vietnam (GPLX), Saskatchewan and Nova Scotia
  health cards, UK passport numbers and UCAS personal ids, French INE student numbers, Czech and
  Hungarian identity-card numbers, Brazilian CTPS and OAB numbers, US legacy Medicare HICNs,
  DICOM accession numbers and HL7 PID-18 patient accounts, a California SSID (student), an Ohio
  SOS voter id, a Texas Medicaid client number, a UK armed-forces service number, a Polish
  residence card (karta pobytu) and a French RPPS number.
- **Bank accounts**: Iranian (Sheba), Kazakh and Lebanese IBANs (ISO 13616 mod-97), Malaysian and
  Philippine account numbers.
- **Contact data**: phone numbers of Latvia, Slovakia, Croatia, Iceland, Luxembourg, Malta,
  Slovenia, Iran, Cambodia, Lebanon, Moldova and Bosnia in carriers not used before (Zendesk,
  Pipedrive, HubSpot, Freshdesk and Zoho JSON, an Infobip SMS payload, an Asterisk dialplan, django-phonenumber-field reprs, ``AT+CPBR`` phonebook dumps, a
  Kamailio log, the macOS AddressBook SQLite, an SMS gateway call); e-mail addresses in mutt
  aliases, Thunderbird ``prefs.js``, SES bounce and SendGrid event JSON, a Dockerfile ``LABEL``,
  ``gcloud config list``, ``.hgrc``, ``gerrit query``, a Postfix virtual map, ``git send-email
  --dry-run`` and a Mailman archive's "at" obfuscation;
  postal addresses in Devanagari (Nepal), Urdu (Pakistan), Sinhala (Sri Lanka), Khmer
  (Cambodia), Burmese (Myanmar), Kazakh Cyrillic, Latvian and Lithuanian; a home in a KML
  ``Placemark``.
- **Dates of birth** in an X12 ``DMG`` segment, an HL7 ``PID-7`` field and Myanmar numerals;
  **device ids** (a Roku RIDA in a VAST ad call, a Samsung TIFA, a Windows Autopilot
  hardware-hash CSV); **user accounts** in ``loginctl list-sessions``, ``repquota`` and
  ``finger`` output.

The carriers are what a coding session shows: fixtures and factories in Python, Ruby, Go, Kotlin,
C#, TypeScript, PHP, Elixir and Rust, seed SQL, CSV exports, API JSON and XML, logs, OCR output,
support tickets in the local language and script, failing tests and REPL output.

How it was kept apart: written from public documentation (national registries' and vendors'
pages, python-stdnum's module docs, X12/HL7/DICOM references), looked up with the ``search``
tool (corpora ``docs``, ``pages``) and cited per kind in ``SOURCES`` and
``heldout21_sources.tsv``. Only lines 1-160 of ``heldout_canaries.py`` (alphabets, ``HeldOut``,
``_R``, ``Registry``), ``heldout_eval.py``, ``tests/test_heldout_canaries.py``, the first 60
lines of ``heldout9_canaries.py`` (its docstring and imports) and the list of earlier kind names
were read, at commit 65bb848; no redaction code, redaction test, label file, other canary set,
source list or result was read, and no kind was changed after seeing a recall figure. Values are
random per seed (never a real person); where a scheme has a published check digit (matična
številka, ONRC, księga wieczysta, IBAN) it is computed so that a validator accepts the number
(checked outside the repo: matična številka, ONRC and the KZ/LB IBANs with python-stdnum's
validators, the Iranian IBAN with its ISO 7064 mod 97-10, the księga wieczysta rule against the
published worked example KA1S/00012345/6); the other schemes have no public check digit (or, for
the German licence number, none published) and are drawn in their documented layout.

90 kinds, all personal data; 83 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout21_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

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

UPPER = string.ascii_uppercase
DIG = string.digits


def _pick(g: _R, xs):
    return g.r.choice(xs)


def _iban(cc: str, bban: str) -> str:
    """ISO 13616: two check digits so that the rearranged number is 1 mod 97."""
    rearranged = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in rearranged))
    return f"{cc}{98 - n % 97:02d}{bban}"


def _d(g: _R, n: int) -> str:
    return g.digits(n, first_nonzero=False)


# -- identity, registry and licence numbers -----------------------------------------------------


def _maticna(g: _R) -> str:
    while True:
        body = g.digits(6)
        total = sum(int(n) * w for n, w in zip(body, (7, 6, 5, 4, 3, 2), strict=True))
        rem = -total % 11
        if rem:
            return body + str(rem % 10) + "000"


@kind(
    "si_maticna_stevilka_sp_ajpes",
    "https://pisrs.si/pregledPredpisa?id=URED7599 ; https://arthurdejong.org/python-stdnum/doc/latest/stdnum.si.maticna",
    r"\d{10}",
    prefixless=True,
)
def _si_maticna(g: _R):
    m = _maticna(g)
    name = _pick(g, ["Gregor Zupančič s.p.", "Maja Kovač s.p.", "Tilen Horvat s.p."])
    text = (
        "$ curl -s 'http://localhost:8000/api/prs/lookup?q=zupancic' | jq .\n"
        "{\n"
        f'  "naziv": "{name}, frizerski salon",\n'
        f'  "maticna_stevilka": "{m}",\n'
        '  "oblika": "samostojni podjetnik",\n'
        '  "naslov": "Celovška cesta 112, 1000 Ljubljana"\n'
        "}"
    )
    return text, [m], m


def _onrc_new(g: _R) -> str:
    year = _pick(g, ["2025", "2026"])
    body = "F" + year + g.digits(6, first_nonzero=False) + "00"
    digits = str(ord(body[0]) % 10) + body[1:]
    return body + str(sum(int(n) for n in digits) % 10)


@kind(
    "ro_onrc_pfa_numar_ordine_2024",
    "https://targetare.ro/blog/schimbari-importante-la-registrul-comertului-ce-trebuie-sa-stii-despre-noul-format-al-numarului-de-ordine ; https://arthurdejong.org/python-stdnum/doc/latest/stdnum.ro.onrc",
    r"F20\d{11}",
)
def _ro_onrc(g: _R):
    n = _onrc_new(g)
    text = (
        "<cac:PartyLegalEntity>\n"
        "  <cbc:RegistrationName>POPESCU ANDREI PERSOANA FIZICA AUTORIZATA</cbc:RegistrationName>\n"
        f"  <cbc:CompanyID>{n}</cbc:CompanyID>\n"
        "</cac:PartyLegalEntity>"
    )
    return text, [n], n


_KW_VALUES = {c: i for i, c in enumerate("0123456789X")}
_KW_VALUES.update({c: 11 + i for i, c in enumerate("ABCDEFGHIJKLMNOPRSTUWYZ")})


def _kw(g: _R) -> str:
    court = _pick(g, ["WA1M", "WA2M", "KR1P", "PO1P", "GD1G", "WR1K", "SZ1S", "LD1M", "KA1K", "LU1I"])
    num = _d(g, 8)
    while num == "00000000":
        num = _d(g, 8)
    chars = court + num
    total = sum(_KW_VALUES[c] * (1, 3, 7)[i % 3] for i, c in enumerate(chars))
    return f"{court}/{num}/{total % 10}"


@kind(
    "pl_ksiega_wieczysta_numer_kw",
    "https://romek.info/ut/ksiega-wieczysta.html ; https://ksiegiwieczyste.edu.pl/jak-numerowane-sa-ksiegi-wieczyste/",
    r"[A-Z]{2}\d[A-Z]/\d{8}/\d",
    prefixless=True,
)
def _pl_kw(g: _R):
    kw = _kw(g)
    owner = _pick(g, ["Katarzyna Wiśniewska", "Tomasz Zieliński", "Agnieszka Lewandowska"])
    text = (
        "-- seed: lokale mieszkalne (dane testowe z kopii produkcji)\n"
        "INSERT INTO lokal (wlasciciel, adres, nr_kw) VALUES\n"
        f"  ('{owner}', 'ul. Grochowska 214/17, Warszawa', '{kw}');"
    )
    return text, [kw], kw.replace("/", "-")


@kind(
    "om_civil_number_rop_ticket",
    "https://www.rop.gov.om/english/civilstatus.html",
    r"\d{8}",
    prefixless=True,
)
def _om_civil(g: _R):
    n = g.digits(8)
    text = (
        "Ticket #48211 — طلب تحديث بيانات\n"
        "العميل: سالم بن خالد البلوشي\n"
        f"الرقم المدني: {n}\n"
        "Customer says the KYC form rejected his civil number after the card renewal."
    )
    return text, [n], n


@kind(
    "bn_smart_ic_number_bruneian",
    "https://www.immigration.gov.bn/en/Pages/Identity-Card.aspx",
    r"0[01]-\d{6}",
    prefixless=True,
)
def _bn_ic(g: _R):
    n = f"{_pick(g, ['00', '01'])}-{g.digits(6)}"
    text = (
        "    def test_ic_masking(self):\n"
        f"        applicant = Applicant(name='Hajah Nurul Ain', ic_no='{n}', ic_colour='yellow')\n"
        ">       assert mask(applicant.ic_no) == '**-******'\n"
        f"E       AssertionError: assert '{n}' == '**-******'"
    )
    return text, [n], n


@kind(
    "kh_khmer_national_id_card",
    "https://www.interior.gov.kh/",
    r"\d{9}",
    prefixless=True,
)
def _kh_id(g: _R):
    n = g.digits(9)
    text = (
        "OCR (tesseract -l khm+eng) id_front.jpg:\n"
        "ព្រះរាជាណាចក្រកម្ពុជា\n"
        f"អត្តសញ្ញាណប័ណ្ណសញ្ជាតិខ្មែរ  {n}\n"
        "គោត្តនាម និងនាម: សុខ ចាន់ថា\n"
        "ថ្ងៃខែឆ្នាំកំណើត: 14.03.1991"
    )
    return text, [n], n


@kind(
    "ht_nif_dgi_haiti",
    "https://www.dgi.gouv.ht/",
    r"\d{3}-\d{3}-\d{3}-\d",
    prefixless=True,
)
def _ht_nif(g: _R):
    n = f"{g.digits(3, first_nonzero=False)}-{_d(g, 3)}-{_d(g, 3)}-{_d(g, 1)}"
    text = (
        "fixtures/contribuables.yml\n"
        "- nom: Jean-Baptiste Pierre-Louis\n"
        "  commune: Pétion-Ville\n"
        f'  nif: "{n}"\n'
        "  regime: reel"
    )
    return text, [n], n


@kind(
    "cm_niu_contribuable_dgi",
    "https://www.impots.cm/fr/numero-didentifiant-unique-niu",
    r"P\d{12}[A-Z]",
    prefixless=True,
)
def _cm_niu(g: _R):
    n = "P" + _d(g, 12) + g.s(1, UPPER)
    text = (
        "[2026-11-27 09:14:02] harmony.WARN declaration rejected: contribuable "
        f"NIU={n} (MBARGA Etienne, Yaoundé IV) — exercice 2025 non clos"
    )
    return text, [n], n


@kind(
    "ci_cni_oneci_ivoirienne",
    "https://www.oneci.ci/",
    r"CI\d{9}",
)
def _ci_cni(g: _R):
    n = "CI" + g.digits(9, first_nonzero=False)
    text = (
        "{\n"
        '  "kyc": {\n'
        '    "document_type": "CNI",\n'
        f'    "document_number": "{n}",\n'
        '    "full_name": "KOUASSI Aya Mireille",\n'
        '    "issuer": "ONECI"\n'
        "  }\n"
        "}"
    )
    return text, [n], n


@kind(
    "mg_cin_madagascar_kara_panondro",
    "https://www.interieur.gov.mg/",
    r"\d{3} \d{3} \d{3} \d{3}",
    prefixless=True,
)
def _mg_cin(g: _R):
    raw = g.digits(12)
    n = " ".join(raw[i : i + 3] for i in range(0, 12, 3))
    text = (
        "Fangatahana #2291 (mpanjifa)\n"
        "Anarana: RAKOTOARISOA Hery Nirina\n"
        f"Laharana CIN: {n}\n"
        "Nomena tao Antananarivo Renivohitra"
    )
    return text, [n], raw


@kind(
    "tj_inn_andoz_taxpayer",
    "https://andoz.tj/",
    r"\d{9}",
    prefixless=True,
)
def _tj_inn(g: _R):
    n = g.digits(9)
    text = (
        "iex> Payroll.Employee.changeset(%Employee{}, params) |> Map.get(:changes)\n"
        f'%{{full_name: "Раҳимов Фирдавс", inn: "{n}", city: "Душанбе"}}'
    )
    return text, [n], n


@kind(
    "fj_tin_frcs_individual",
    "https://www.frcs.org.fj/our-services/taxation/tax-identification-number-tin/",
    r"\d{9}",
    prefixless=True,
)
def _fj_tin(g: _R):
    n = g.digits(9)
    text = f"employee_id,name,tin,fnpf_no\nE1043,Litia Naivalu,{n},{g.digits(7)}\n"
    return text, [n], n


@kind(
    "mw_national_id_nrb_malawi",
    "https://www.nrb.gov.mw/",
    r"[A-Z0-9]{8}",
    prefixless=True,
)
def _mw_id(g: _R):
    n = g.s(8, UPPER_DIGITS)
    text = (
        "func TestRegisterFarmer(t *testing.T) {\n"
        f'\tf := Farmer{{Name: "Chisomo Banda", NationalID: "{n}", District: "Lilongwe"}}\n'
        "\tif err := svc.Register(f); err != nil {\n"
        '\t\tt.Fatalf("register: %v", err)\n'
        "\t}"
    )
    return text, [n], n


@kind(
    "tt_bir_number_trinidad",
    "https://www.ird.gov.tt/",
    r"\d{9}",
    prefixless=True,
)
def _tt_bir(g: _R):
    n = g.digits(9)
    text = (
        "  1) Payroll::TD4 generates the slip\n"
        '     Failure/Error: expect(slip.bir_number).to eq("*********")\n'
        f'       expected: "*********"\n            got: "{n}"'
    )
    return text, [n], n


_WDL = "BCDFGHJKLMNPRSTWXYZ" + DIG


@kind(
    "us_wa_driver_license_wdl",
    "https://vdocuments.us/washington-state-driver-license-department-of-licensing-washington-state.html",
    r"WDL[B-DF-HJ-NPRSTW-Z0-9]{9}",
)
def _us_wa(g: _R):
    n = "WDL" + g.s(9, _WDL)
    text = (
        f"customers.csv (first rows)\nfirst,last,dl_state,dl_number,dob\nKayla,Ostrander,WA,{n},1994-02-17\n"
    )
    return text, [n], n


@kind(
    "us_nj_driver_license_mvc",
    "https://www.nj.gov/mvc/license/",
    r"[A-Z]\d{4} \d{5} \d{5}",
    prefixless=True,
)
def _us_nj(g: _R):
    raw = g.s(1, UPPER) + _d(g, 14)
    n = f"{raw[:5]} {raw[5:10]} {raw[10:]}"
    text = (
        "Support ticket 7731 (renter verification)\n"
        f"Customer: Anthony Russo, Hoboken NJ. License no. {n}, exp 09/2029.\n"
        "Verification vendor returned NO_MATCH."
    )
    return text, [n], raw


@kind(
    "us_mi_driver_license_sos",
    "https://www.michigan.gov/sos/license-id",
    r"[A-Z] \d{3} \d{3} \d{3} \d{3}",
    prefixless=True,
)
def _us_mi(g: _R):
    raw = g.s(1, UPPER) + _d(g, 12)
    n = f"{raw[0]} {raw[1:4]} {raw[4:7]} {raw[7:10]} {raw[10:]}"
    text = f"const renter = {{\n  name: 'Derek Kowalski',\n  state: 'MI',\n  licenseNumber: '{n}',\n}};"
    return text, [n], raw


@kind(
    "us_pa_driver_license_penndot",
    "https://www.dmv.pa.gov/Driver-Services/Pages/default.aspx",
    r"\d{2} \d{3} \d{3}",
    prefixless=True,
)
def _us_pa(g: _R):
    raw = g.digits(8)
    n = f"{raw[:2]} {raw[2:5]} {raw[5:]}"
    text = (
        ">>> row = df.loc[df.employee_id == 2207].iloc[0]\n"
        ">>> row.to_dict()\n"
        f"{{'employee_id': 2207, 'name': 'Megan Yoder', 'dl_state': 'PA', 'dl_no': '{n}'}}"
    )
    return text, [n], raw


@kind(
    "ca_sk_health_services_number",
    "https://www.ehealthsask.ca/residents/health-cards",
    r"\d{9}",
    prefixless=True,
)
def _ca_sk(g: _R):
    n = g.digits(9)
    text = (
        "MSH|^~\\&|SCM|RUH|EMR|SK|20261127101500||ADT^A08|MSG00412|P|2.5\n"
        f"PID|1||{n}^^^SKHSN^JHN||BIGEAGLE^TANYA||19880704|F"
    )
    return text, [n], n


@kind(
    "ca_ns_msi_health_card_number",
    "https://novascotia.ca/dhw/msi/health_cards.asp",
    r"\d{4} \d{3} \d{3}",
    prefixless=True,
)
def _ca_ns(g: _R):
    raw = g.digits(10)
    n = f"{raw[:4]} {raw[4:7]} {raw[7:]}"
    text = (
        "Patient intake (Halifax clinic) — scanned form, OCR:\n"
        "Name: MacDonald, Ailsa\n"
        f"NS Health Card #: {n}\n"
        "Family physician: none"
    )
    return text, [n], raw


@kind(
    "au_nsw_driver_licence_card_number",
    "https://www.service.nsw.gov.au/transaction/check-a-drivers-licence",
    r"\d{8}",
    prefixless=True,
)
def _au_nsw(g: _R):
    lic = g.digits(8)
    card = g.digits(10)
    text = (
        "POST /api/v2/verify-identity 422\n"
        '{"documentType":"DRIVERS_LICENCE","state":"NSW",'
        f'"licenceNumber":"{lic}","cardNumber":"{card}",'
        '"givenName":"Liam","familyName":"Nguyen","dateOfBirth":"1990-08-30"}'
    )
    return text, [lic, card], lic


@kind(
    "gb_ucas_personal_id_applicant",
    "https://www.ucas.com/undergraduate/applying-to-university/how-to-apply",
    r"\d{3}-\d{3}-\d{4}",
    prefixless=True,
)
def _gb_ucas(g: _R):
    raw = g.digits(10)
    n = f"{raw[:3]}-{raw[3:6]}-{raw[6:]}"
    text = (
        "From: admissions-bot\n"
        f"Subject: Offer conditions for applicant {n}\n\n"
        "Dear Ellie Thompson, your conditional offer for BSc Computer Science is attached."
    )
    return text, [n], raw


@kind(
    "gb_passport_number_hmpo",
    "https://www.gov.uk/renew-adult-passport",
    r"\d{9}",
    prefixless=True,
)
def _gb_passport(g: _R):
    n = g.digits(9)
    text = (
        "traveller = Traveller(\n"
        '    name="Oliver Bennett",\n'
        '    nationality="GBR",\n'
        f'    passport_number="{n}",\n'
        "    passport_expiry=date(2031, 5, 2),\n"
        ")"
    )
    return text, [n], n


@kind(
    "de_fuehrerscheinnummer_kartenfeld_5",
    "https://www.kba.de/DE/Themen/ZentraleRegister/ZFER/zfer_node.html",
    r"[A-Z0-9]{11}",
    prefixless=True,
)
def _de_fs(g: _R):
    n = g.s(1, UPPER) + g.s(3, DIG) + g.s(5, UPPER_DIGITS) + g.s(1, DIG + "X") + g.s(1, DIG)
    text = (
        "Fahrerdaten (Fuhrpark-Export)\n"
        "Name;Vorname;Klasse;Führerscheinnummer;Kontrolle\n"
        f"Schäfer;Lukas;B,BE;{n};2026-10-01\n"
    )
    return text, [n], n


@kind(
    "fr_ine_etudiant_parcoursup",
    "https://www.parcoursup.gouv.fr/ ; https://www.enseignementsup-recherche.gouv.fr/",
    r"\d{9}[A-Z]{2}",
    prefixless=True,
)
def _fr_ine(g: _R):
    n = g.digits(9, first_nonzero=False) + g.s(2, UPPER)
    text = (
        "$ php bin/console app:inscription:show 48213\n"
        " ------------ ----------------------\n"
        "  Étudiant     Léa Fontaine\n"
        f"  INE          {n}\n"
        "  Formation    Licence Informatique L2\n"
        " ------------ ----------------------"
    )
    return text, [n], n


@kind(
    "fr_numero_permis_conduire_ants",
    "https://permisdeconduire.ants.gouv.fr/",
    r"\d{12}",
    prefixless=True,
)
def _fr_permis(g: _R):
    n = g.digits(12)
    text = (
        "Bonjour, je n'arrive pas à valider ma réservation de véhicule.\n"
        f"Mon numéro de permis est {n}, délivré à Lyon en 2015.\n"
        "Cordialement, Mathieu Girard"
    )
    return text, [n], n


@kind(
    "it_numero_patente_guida",
    "https://www.ilportaledellautomobilista.it/",
    r"[A-Z]{2}\d{7}[A-Z]",
    prefixless=True,
)
def _it_patente(g: _R):
    n = g.s(2, UPPER) + g.digits(7) + g.s(1, UPPER)
    text = (
        "@Test\n"
        "fun `noleggio rifiutato con patente scaduta`() {\n"
        f'    val cliente = Cliente(nome = "Giulia Esposito", patente = "{n}")\n'
        "    assertThrows<PatenteScadutaException> { noleggio.apri(cliente) }\n"
        "}"
    )
    return text, [n], n


@kind(
    "nl_rijbewijsnummer_rdw",
    "https://www.rdw.nl/particulier/voertuigen/auto/het-rijbewijs",
    r"\d{10}",
    prefixless=True,
)
def _nl_rb(g: _R):
    n = g.digits(10)
    text = (
        "var bestuurder = new Bestuurder\n"
        "{\n"
        '    Naam = "Sanne de Vries",\n'
        f'    Rijbewijsnummer = "{n}",\n'
        '    Categorieen = new[] { "B" },\n'
        "};"
    )
    return text, [n], n


@kind(
    "pl_numer_prawa_jazdy",
    "https://www.gov.pl/web/gov/sprawdz-uprawnienia-do-kierowania-pojazdami",
    r"\d{5}/\d{2}/\d{4}",
    prefixless=True,
)
def _pl_pj(g: _R):
    n = f"{_d(g, 5)}/{_d(g, 2)}/{g.digits(4)}"
    text = f"Zgłoszenie szkody #5521\nKierujący: Paweł Nowakowski\nNr prawa jazdy: {n}\nPojazd: Skoda Octavia"
    return text, [n], n.replace("/", "-")


@kind(
    "cz_cislo_obcanskeho_prukazu",
    "https://www.mvcr.cz/clanek/overeni-platnosti-dokladu.aspx",
    r"\d{9}",
    prefixless=True,
)
def _cz_op(g: _R):
    n = g.digits(9)
    text = (
        "mysql> SELECT jmeno, cislo_op FROM zakaznik WHERE id = 911;\n"
        "+-----------------+-----------+\n"
        "| jmeno           | cislo_op  |\n"
        "+-----------------+-----------+\n"
        f"| Jana Dvořáková  | {n} |\n"
        "+-----------------+-----------+"
    )
    return text, [n], n


@kind(
    "hu_szemelyi_igazolvany_okmanyazonosito",
    "https://www.nyilvantarto.hu/hu/szemelyazonosito_igazolvany",
    r"\d{6}[A-Z]{2}",
    prefixless=True,
)
def _hu_szig(g: _R):
    n = g.digits(6) + g.s(2, UPPER)
    text = f"Ügyfél: Szabó Eszter\nSzemélyi igazolvány száma: {n}\nLakcím: 1117 Budapest, Bartók Béla út 55."
    return text, [n], n


@kind(
    "id_nomor_sim_polri",
    "https://www.korlantas.polri.go.id/",
    r"\d{4}-\d{4}-\d{6}",
    prefixless=True,
)
def _id_sim(g: _R):
    raw = g.digits(14)
    n = f"{raw[:4]}-{raw[4:8]}-{raw[8:]}"
    text = (
        "{\n"
        '  "driver": {\n'
        '    "nama": "Budi Santoso",\n'
        f'    "no_sim": "{n}",\n'
        '    "golongan": "C"\n'
        "  }\n"
        "}"
    )
    return text, [n], raw


@kind(
    "vn_so_giay_phep_lai_xe_gplx",
    "https://gplx.gov.vn/",
    r"\d{12}",
    prefixless=True,
)
def _vn_gplx(g: _R):
    n = g.digits(12, first_nonzero=False)
    text = f"Tài xế: Nguyễn Văn Hùng\nSố GPLX: {n}\nHạng: B2 — Nơi cấp: Sở GTVT TP. Hồ Chí Minh"
    return text, [n], n


@kind(
    "br_ctps_numero_serie",
    "https://www.gov.br/trabalho-e-emprego/pt-br/servicos/trabalhador/carteira-de-trabalho",
    r"\d{7} \d{4}-[A-Z]{2}",
    prefixless=True,
)
def _br_ctps(g: _R):
    n = f"{g.digits(7, first_nonzero=False)} {_d(g, 4)}-{_pick(g, ['SP', 'RJ', 'MG', 'BA', 'PR'])}"
    text = f"funcionarios.csv\nnome;admissao;ctps\nAna Paula Ribeiro;2021-03-01;{n}\n"
    return text, [n], n.replace(" ", "-")


@kind(
    "br_oab_inscricao_advogado",
    "https://cna.oab.org.br/",
    r"\d{3}\.\d{3}",
    prefixless=True,
)
def _br_oab(g: _R):
    raw = g.digits(6)
    n = f"{raw[:3]}.{raw[3:]}"
    text = (
        "PROCURAÇÃO — outorgado: Dr. Felipe Azevedo Lima, "
        f"inscrito na OAB/SP sob o nº {n}, com escritório na Av. Paulista, 1578."
    )
    return text, [n], raw


@kind(
    "us_hicn_legacy_medicare_claim_number",
    "https://www.cms.gov/medicare/new-medicare-card",
    r"\d{3}-\d{2}-\d{4}[A-D]\d?",
    prefixless=True,
)
def _us_hicn(g: _R):
    n = f"{g.digits(3)}-{_d(g, 2)}-{_d(g, 4)}{_pick(g, ['A', 'B', 'C1', 'D'])}"
    text = (
        "legacy_claims.sql:\n"
        "INSERT INTO claim (patient, hicn, dos) VALUES "
        f"('HOLLOWAY, RUTH', '{n}', '2017-06-12');"
    )
    return text, [n], n


@kind(
    "health_dicom_accession_number_dcmdump",
    "https://dicom.nema.org/medical/dicom/current/output/chtml/part06/chapter_6.html",
    r"\d{12}",
    prefixless=True,
)
def _dicom_acc(g: _R):
    n = g.digits(12)
    text = (
        "$ dcmdump CT000123.dcm | grep -E '0008,0050|0010,0010'\n"
        f"(0008,0050) SH [{n}]                          #  12, 1 AccessionNumber\n"
        "(0010,0010) PN [ERIKSSON^MALIN]                        #  14, 1 PatientName"
    )
    return text, [n], n


@kind(
    "health_hl7_pid18_patient_account_number",
    "https://hl7-definition.caristix.com/v2/hl7v2.5/Fields/PID.18",
    r"V\d{9}",
    prefixless=True,
)
def _hl7_pid18(g: _R):
    n = "V" + g.digits(9)
    text = (
        "MSH|^~\\&|EPIC|MAINHOSP|LAB|MAINHOSP|20261128093000||ADT^A04|884211|P|2.5.1\n"
        f"PID|1||MRN{g.digits(7)}^^^MAIN^MR||OKAFOR^CHINEDU||19790311|M|||||||||{n}^^^MAIN^AN"
    )
    return text, [n], n


# -- bank accounts -------------------------------------------------------------------------------


@kind(
    "iban_ir_sheba_paya_transfer",
    "https://docs.rs/crate/parsitext/latest/source/src/validators/sheba.rs ; https://www.swift.com/standards/data-standards/iban",
    r"IR\d{24}",
)
def _iban_ir(g: _R):
    iban = _iban("IR", _pick(g, ["017", "054", "012", "015", "062"]) + "0" + _d(g, 18))
    text = f"درخواست تسویه — کاربر: مریم احمدی\nشماره شبا: {iban}\nمبلغ: ۴٬۵۰۰٬۰۰۰ ریال"
    return text, [iban], iban


@kind(
    "iban_kz_kaspi_transfer",
    "https://www.swift.com/standards/data-standards/iban ; https://arthurdejong.org/python-stdnum/doc/latest/stdnum.iban",
    r"KZ\d{5}[A-Z0-9]{13}",
)
def _iban_kz(g: _R):
    iban = _iban("KZ", _pick(g, ["722", "601", "998", "914"]) + g.s(13, UPPER_DIGITS))
    text = (
        "Получатель: Жумабаев Ерлан Серикович\n"
        f"ИИК (IBAN): {iban}\n"
        "БИК: CASPKZKA, назначение: возврат депозита за квартиру"
    )
    return text, [iban], iban


@kind(
    "iban_lb_lebanon_payroll",
    "https://www.swift.com/standards/data-standards/iban ; https://www.bdl.gov.lb/",
    r"LB\d{6}[A-Z0-9]{20}",
)
def _iban_lb(g: _R):
    iban = _iban("LB", _d(g, 4) + g.s(20, UPPER_DIGITS))
    text = f"employee,bank,iban,net_usd\nRami Haddad,Bank Audi,{iban},1840.00\n"
    return text, [iban], iban


@kind(
    "my_bank_account_maybank_duitnow",
    "https://www.maybank2u.com.my/maybank2u/malaysia/en/personal/services/digital_banking/duitnow.page",
    r"\d{4} \d{4} \d{4}",
    prefixless=True,
)
def _my_acct(g: _R):
    raw = g.digits(12)
    n = f"{raw[:4]} {raw[4:8]} {raw[8:]}"
    text = (
        "Hi, refund for order 88121 please. Transfer to my Maybank account "
        f"{n} (Nur Aisyah binti Rahman). Terima kasih!"
    )
    return text, [n], raw


@kind(
    "ph_bank_account_instapay_bdo",
    "https://www.bsp.gov.ph/PaymentAndSettlement/InstaPay.aspx",
    r"\d{12}",
    prefixless=True,
)
def _ph_acct(g: _R):
    n = g.digits(12, first_nonzero=False)
    text = (
        "payout_requests = [\n"
        f"    {{'name': 'Maria Clara Dizon', 'bank': 'BDO', 'account_no': '{n}', 'amount': 12500}},\n"
        "]"
    )
    return text, [n], n


# -- phone numbers in new carriers ---------------------------------------------------------------


@kind(
    "phone_lv_zendesk_user_json",
    "https://developer.zendesk.com/api-reference/ticketing/users/users/ ; https://www.itu.int/oth/T0202000075/en",
    r"\+3712\d{7}",
    prefixless=True,
)
def _ph_lv(g: _R):
    n = "+3712" + _d(g, 7)
    text = (
        '{"user":{"id":3845120017,"name":"Elīna Ozola","email":null,'
        f'"phone":"{n}","locale":"lv","role":"end-user"}}}}'
    )
    return text, [n], n[1:]


@kind(
    "phone_sk_pipedrive_person_api",
    "https://developers.pipedrive.com/docs/api/v1/Persons ; https://www.itu.int/oth/T02020000BA/en",
    r"\+421 9\d{2} \d{3} \d{3}",
    prefixless=True,
)
def _ph_sk(g: _R):
    raw = "9" + _d(g, 8)
    n = f"+421 {raw[:3]} {raw[3:6]} {raw[6:]}"
    text = (
        '{"success":true,"data":{"id":412,"name":"Martin Horváth",'
        f'"phone":[{{"label":"mobile","value":"{n}","primary":true}}]}}}}'
    )
    return text, [n], "421" + raw


@kind(
    "phone_hr_django_phonenumberfield_repr",
    "https://django-phonenumber-field.readthedocs.io/en/latest/reference.html ; https://www.itu.int/oth/T0202000032/en",
    r"\+3859[1258]\d{7}",
    prefixless=True,
)
def _ph_hr(g: _R):
    nat = "9" + _pick(g, ["1", "2", "5", "8"]) + _d(g, 7)
    n = "+385" + nat
    text = (
        ">>> Customer.objects.get(pk=57).phone\n"
        f"PhoneNumber(country_code=385, national_number={nat}, extension=None, "
        f"italian_leading_zero=None, number_of_leading_zeros=None, country_code_source=1, "
        f"preferred_domestic_carrier_code=None)\n>>> str(_)\n'{n}'"
    )
    return text, [n, nat], n[1:]


@kind(
    "phone_is_at_cpbr_phonebook",
    "https://www.3gpp.org/DynaReport/27007.htm ; https://www.itu.int/oth/T0202000063/en",
    r"\+354[678]\d{6}",
    prefixless=True,
)
def _ph_is(g: _R):
    n = "+354" + _pick(g, ["6", "7", "8"]) + _d(g, 6)
    text = (
        "$ echo -e 'AT+CPBR=1,10\\r' > /dev/ttyUSB2 && cat /dev/ttyUSB2\n"
        f'+CPBR: 1,"{n}",145,"Gudrun Sigurdar"\n'
        "OK"
    )
    return text, [n], n[1:]


@kind(
    "phone_lu_kamailio_invite_log",
    "https://www.kamailio.org/docs/modules/stable/modules/xlog.html ; https://www.itu.int/oth/T020200007F/en",
    r"\+3526[2569]1\d{6}",
    prefixless=True,
)
def _ph_lu(g: _R):
    n = "+3526" + _pick(g, ["2", "5", "6", "9"]) + "1" + _d(g, 6)
    text = (
        "Nov 28 10:02:17 sbc1 /usr/sbin/kamailio[2211]: NOTICE: <script>: INVITE "
        f"from sip:{n}@voip.example.lu to sip:+35224771100@pbx.example.lu "
        "src=198.51.100.23:5060 cid=a84b4c76e66710"
    )
    return text, [n], n[1:]


@kind(
    "phone_mt_hubspot_contact_properties",
    "https://developers.hubspot.com/docs/api/crm/contacts ; https://www.itu.int/oth/T0202000084/en",
    r"\+356 79\d{2} \d{4}",
    prefixless=True,
)
def _ph_mt(g: _R):
    raw = "79" + _d(g, 6)
    n = f"+356 {raw[:4]} {raw[4:]}"
    text = (
        '{"id":"51","properties":{"firstname":"Daniela","lastname":"Borg",'
        f'"mobilephone":"{n}","city":"Sliema"}}}}'
    )
    return text, [n], "356" + raw


@kind(
    "phone_si_macos_addressbook_sqlite",
    "https://www.sqlite.org/cli.html ; https://www.itu.int/oth/T02020000BB/en",
    r"\+386 (?:31|40|41|51|70) \d{3} \d{3}",
    prefixless=True,
)
def _ph_si(g: _R):
    pre = _pick(g, ["31", "40", "41", "51", "70"])
    a, b = _d(g, 3), _d(g, 3)
    n = f"+386 {pre} {a} {b}"
    text = (
        "$ sqlite3 ~/Library/Application\\ Support/AddressBook/AddressBook-v22.abcddb \\\n"
        "  'select ZFULLNUMBER from ZABCDPHONENUMBER limit 3'\n"
        f"{n}\n"
    )
    return text, [n], f"386{pre}{a}{b}"


@kind(
    "phone_ir_kavenegar_sms_send",
    "https://kavenegar.com/rest.html ; https://www.itu.int/oth/T0202000066/en",
    r"09[0-39]\d{8}",
    prefixless=True,
)
def _ph_ir(g: _R):
    n = "09" + _pick(g, ["0", "1", "2", "3", "9"]) + _d(g, 8)
    text = (
        "curl -s 'https://api.kavenegar.com/v1/$KAVENEGAR_API_KEY/sms/send.json' \\\n"
        f"  --data-urlencode 'receptor={n}' \\\n"
        "  --data-urlencode 'message=کد تایید شما: 4821'"
    )
    return text, [n], n


@kind(
    "phone_kh_freshdesk_contact",
    "https://developers.freshdesk.com/api/#contacts ; https://www.itu.int/oth/T0202000026/en",
    r"\+855 (?:12|15|16|17|92|96) \d{3} \d{3}",
    prefixless=True,
)
def _ph_kh(g: _R):
    pre = _pick(g, ["12", "15", "16", "17", "92", "96"])
    a, b = _d(g, 3), _d(g, 3)
    n = f"+855 {pre} {a} {b}"
    text = '{"id":43000123,"name":"Sok Chanthy","mobile":"' + n + '","address":"Phnom Penh","language":"km"}'
    return text, [n], f"855{pre}{a}{b}"


@kind(
    "phone_lb_zoho_crm_lead",
    "https://www.zoho.com/crm/developer/docs/api/v6/get-records.html ; https://www.itu.int/oth/T0202000077/en",
    r"\+961(?:3|70|71|76|81)\d{6}",
    prefixless=True,
)
def _ph_lb(g: _R):
    n = "+961" + _pick(g, ["3", "70", "71", "76", "81"]) + _d(g, 6)
    text = (
        f'{{"data":[{{"Last_Name":"Khoury","First_Name":"Nadine","Mobile":"{n}","Lead_Source":"Web Form"}}]}}'
    )
    return text, [n], n[1:]


# -- e-mail addresses in new carriers ------------------------------------------------------------

_FIRST = ["anneke", "birgit", "caoimhe", "dariusz", "eero", "fatima", "goran", "hiroko", "ingrid", "jovana"]
_LAST = ["vanderberg", "lindqvist", "ocallaghan", "wojcik", "virtanen", "elamrani", "petrovic", "tanabe"]
_DOM = ["posteo.de", "gmx.at", "proton.me", "web.de", "orange.fr", "libero.it", "seznam.cz", "mail.ee"]


def _email(g: _R) -> tuple[str, str, str]:
    f, last = _pick(g, _FIRST), _pick(g, _LAST)
    local = f"{f}.{last}{g.digits(2, first_nonzero=False)}"
    return local, _pick(g, _DOM), f"{f.title()} {last.title()}"


@kind(
    "email_mutt_aliases_file",
    "http://www.mutt.org/doc/manual/#alias",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.]+",
    prefixless=True,
)
def _em_mutt(g: _R):
    local, dom, name = _email(g)
    e = f"{local}@{dom}"
    text = f"$ cat ~/.mutt/aliases\nalias {local.split('.')[0]} {name} <{e}>\nalias team dev-list@lists.example.org\n"
    return text, [e], e


@kind(
    "email_thunderbird_prefs_js_identity",
    "https://kb.mozillazine.org/Mail_and_news_settings",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.]+",
    prefixless=True,
)
def _em_tb(g: _R):
    local, dom, name = _email(g)
    e = f"{local}@{dom}"
    text = (
        f'user_pref("mail.identity.id1.fullName", "{name}");\n'
        f'user_pref("mail.identity.id1.useremail", "{e}");\n'
        'user_pref("mail.identity.id1.smtpServer", "smtp2");'
    )
    return text, [e], e


@kind(
    "email_ses_bounce_notification_json",
    "https://docs.aws.amazon.com/ses/latest/dg/notification-contents.html",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.]+",
    prefixless=True,
)
def _em_ses(g: _R):
    local, dom, _ = _email(g)
    e = f"{local}@{dom}"
    text = json.dumps(
        {
            "notificationType": "Bounce",
            "bounce": {
                "bounceType": "Permanent",
                "bouncedRecipients": [{"emailAddress": e, "status": "5.1.1", "action": "failed"}],
            },
        },
        indent=1,
    )
    return text, [e], e


@kind(
    "email_sendgrid_event_webhook",
    "https://www.twilio.com/docs/sendgrid/for-developers/tracking-events/event",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.]+",
    prefixless=True,
)
def _em_sg(g: _R):
    local, dom, _ = _email(g)
    e = f"{local}@{dom}"
    text = (
        f'[{{"email":"{e}","timestamp":1795952412,"event":"open",'
        '"sg_message_id":"14c5d75ce93.dfd.64b469.filter0001.16648.5515E0B88.0","useragent":"Mozilla/5.0"}]'
    )
    return text, [e], e


@kind(
    "email_dockerfile_label_maintainer",
    "https://docs.docker.com/reference/dockerfile/#label",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.]+",
    prefixless=True,
)
def _em_docker(g: _R):
    local, dom, name = _email(g)
    e = f"{local}@{dom}"
    text = f'FROM python:3.12-slim\nLABEL maintainer="{name} <{e}>"\nWORKDIR /app\n'
    return text, [e], e


@kind(
    "email_gcloud_config_list_account",
    "https://cloud.google.com/sdk/gcloud/reference/config/list",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.]+",
    prefixless=True,
)
def _em_gcloud(g: _R):
    local, dom, _ = _email(g)
    e = f"{local}@{dom}"
    text = f"$ gcloud config list\n[core]\naccount = {e}\ndisable_usage_reporting = True\nproject = shop-staging-4412\n"
    return text, [e], e


@kind(
    "email_hgrc_ui_username",
    "https://www.mercurial-scm.org/doc/hgrc.5.html#ui",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.]+",
    prefixless=True,
)
def _em_hg(g: _R):
    local, dom, name = _email(g)
    e = f"{local}@{dom}"
    text = f"$ cat ~/.hgrc\n[ui]\nusername = {name} <{e}>\n[extensions]\nrebase =\n"
    return text, [e], e


@kind(
    "email_gerrit_query_owner_json",
    "https://gerrit-review.googlesource.com/Documentation/cmd-query.html",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.]+",
    prefixless=True,
)
def _em_gerrit(g: _R):
    local, dom, name = _email(g)
    e = f"{local}@{dom}"
    text = (
        "$ ssh -p 29418 review.example.org gerrit query --format=JSON status:open limit:1\n"
        f'{{"project":"platform/build","branch":"main","owner":{{"name":"{name}","email":"{e}",'
        f'"username":"{local.split(".")[0]}"}},"status":"NEW"}}'
    )
    return text, [e], e


@kind(
    "email_mailman_archive_at_obfuscated",
    "https://docs.mailman3.org/projects/hyperkitty/en/latest/ ; https://mail.python.org/pipermail/",
    r"[a-z]+\.[a-z]+\d{2} at [a-z.]+",
    prefixless=True,
)
def _em_mailman(g: _R):
    local, dom, name = _email(g)
    e = f"{local} at {dom}"
    text = (
        "[Python-ideas] Re: frozen dataclass slots\n"
        f"{name} {e}\n"
        "Thu Nov 26 14:03:11 EST 2026\n\n> Would it make sense to ..."
    )
    return text, [e], f"{local}@{dom}"


# -- postal addresses in local scripts -----------------------------------------------------------


@kind(
    "address_np_devanagari_ward",
    "https://www.nepalpost.gov.np/ ; https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions",
    r"वडा नं\. \d+, घर नं\. \d+",
    prefixless=True,
)
def _addr_np(g: _R):
    ward, house = g.r.randint(1, 32), g.r.randint(100, 9999)
    part = f"वडा नं. {ward}, घर नं. {house}"
    text = f"ग्राहक: सीता श्रेष्ठ\nठेगाना: काठमाडौं महानगरपालिका, {part}, बागमती प्रदेश 44600\nफोन सम्पर्क गर्नुहोस्"
    return text, [part], f"Kathmandu-ward-{ward}-house-{house}"


@kind(
    "address_pk_urdu_mohalla_gali",
    "https://www.pakpost.gov.pk/postcode.php",
    r"مکان نمبر \d+، گلی نمبر \d+",
    prefixless=True,
)
def _addr_pk(g: _R):
    house, gali = g.r.randint(10, 999), g.r.randint(1, 40)
    part = f"مکان نمبر {house}، گلی نمبر {gali}"
    text = f"ڈیلیوری کا پتہ:\n{part}، محلہ اسلام پورہ، لاہور 54000\nوصول کنندہ: عمران علی"
    return text, [part], f"House-{house}-Gali-{gali}-Islampura-Lahore"


@kind(
    "address_lk_sinhala_mawatha",
    "https://slpost.gov.lk/ ; https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions",
    r"\d+/\d+, [^,]+ මාවත",
    prefixless=True,
)
def _addr_lk(g: _R):
    a, b = g.r.randint(10, 999), g.r.randint(1, 99)
    part = f"{a}/{b}, ගාලු මාවත"
    text = f"ලිපිනය: {part}, දෙහිවල 10350\nනම: නිමල් පෙරේරා"
    return text, [f"{a}/{b}, ගාලු මාවත"], f"{a}-{b}-Galle-Road-Dehiwala"


@kind(
    "address_kh_khmer_sangkat_phum",
    "https://www.cambodiapost.post/ ; https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions",
    r"ផ្ទះលេខ \d+ ផ្លូវ \d+",
    prefixless=True,
)
def _addr_kh(g: _R):
    house, street = g.r.randint(10, 999), g.r.randint(100, 599)
    part = f"ផ្ទះលេខ {house} ផ្លូវ {street}"
    text = f"អាសយដ្ឋាន: {part} សង្កាត់បឹងកេងកងទី១ ខណ្ឌបឹងកេងកង រាជធានីភ្នំពេញ"
    return text, [part], f"House-{house}-St-{street}-BKK1-Phnom-Penh"


@kind(
    "address_kz_cyrillic_mikroraion",
    "https://post.kz/ ; https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions",
    r"мкр\. \S+, д\. \d+, кв\. \d+",
    prefixless=True,
)
def _addr_kz(g: _R):
    mkr = _pick(g, ["Самал-2", "Аксай-4", "Орбита-3", "Жетысу-1", "Мамыр-7"])
    d, kv = g.r.randint(1, 120), g.r.randint(1, 240)
    part = f"мкр. {mkr}, д. {d}, кв. {kv}"
    text = f"Адрес доставки: г. Алматы, {part}, 050059\nПолучатель: Сапарова Айгерим"
    return text, [part], f"Almaty-{mkr}-d{d}-kv{kv}"


@kind(
    "address_lv_iela_dzivoklis",
    "https://www.pasts.lv/lv/kategorija/pasta_indeksi/",
    r"[A-ZĀČĒĢĪĶĻŅŠŪŽ][a-zāčēģīķļņšūž]+ iela \d+-\d+, LV-\d{4}",
    prefixless=True,
)
def _addr_lv(g: _R):
    st = _pick(g, ["Brīvības", "Tērbatas", "Ģertrūdes", "Čaka", "Lāčplēša"])
    n, apt, lv = g.r.randint(1, 199), g.r.randint(1, 90), g.r.randint(1001, 1084)
    part = f"{st} iela {n}-{apt}, LV-{lv}"
    text = f'address = Address(line1="{part}", city="Rīga", country="LV")  # Jānis Bērziņš'
    return text, [part], f"{st}-iela-{n}-{apt}-LV-{lv}"


# -- dates of birth ------------------------------------------------------------------------------


def _dob(g: _R) -> tuple[int, int, int]:
    return g.r.randint(1940, 2006), g.r.randint(1, 12), g.r.randint(1, 28)


@kind(
    "dob_x12_dmg_segment_834",
    "https://stedi.com/edi/x12-003060/segment/DMG",
    r"DMG\*D8\*\d{8}",
    prefixless=True,
)
def _dob_x12(g: _R):
    y, m, d = _dob(g)
    part = f"DMG*D8*{y}{m:02d}{d:02d}"
    text = f"INS*Y*18*021*28*A***FT~\nREF*0F*{g.digits(9)}~\nNM1*IL*1*GARCIA*LUCIA****34*~\n{part}*F~"
    return text, [part], f"{y}{m:02d}{d:02d}"


@kind(
    "dob_hl7_pid7_adt",
    "https://hl7-definition.caristix.com/v2/hl7v2.5/Fields/PID.7",
    r"\d{8}",
    prefixless=True,
)
def _dob_hl7(g: _R):
    y, m, d = _dob(g)
    part = f"{y}{m:02d}{d:02d}"
    text = f"PID|1||{g.digits(8)}^^^HOSP^MR||LINDGREN^ASTRID^M||{part}|{_pick(g, ['M', 'F'])}|||12 Storgatan^^Umea"
    return text, [part], part


_MY_DIGITS = str.maketrans("0123456789", "၀၁၂၃၄၅၆၇၈၉")


@kind(
    "dob_myanmar_numerals_form",
    "https://en.wikipedia.org/wiki/Burmese_numerals ; https://www.unicode.org/charts/PDF/U1000.pdf",
    r"[၀-၉]{1,2}-[၀-၉]{1,2}-[၀-၉]{4}",
    prefixless=True,
)
def _dob_my(g: _R):
    y, m, d = _dob(g)
    part = f"{d}-{m}-{y}".translate(_MY_DIGITS)
    text = f"အမည်: ဦးအောင်ကျော်မင်း\nမွေးသက္ကရာဇ်: {part}\nနိုင်ငံသားစိစစ်ရေးကတ်ပြား ပါရှိသည်"
    return text, [part], f"{d}-{m}-{y}"


# -- device ids and user accounts ----------------------------------------------------------------


@kind(
    "device_roku_rida_vast_request",
    "https://developer.roku.com/docs/developer-program/advertising/integrating-roku-advertising-framework.md",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _roku(g: _R):
    rida = g.uuid()
    text = (
        "GET /vast?pod=pre&ifa_type=rida&ifa="
        f"{rida}&lat=0&app=household-fitness HTTP/1.1\n"
        "Host: ads.example.tv\nUser-Agent: Roku/DVP-14.0 (514.00E04142A)"
    )
    return text, [rida], rida


@kind(
    "device_autopilot_hardware_hash_csv",
    "https://learn.microsoft.com/en-us/autopilot/add-devices",
    r"[A-Z0-9]{12}",
    prefixless=True,
)
def _autopilot(g: _R):
    serial = g.s(12, UPPER_DIGITS)
    hh = "T0" + g.s(60, string.ascii_letters + DIG + "+/") + "=="
    upn = f"{_pick(g, _FIRST)}.{_pick(g, _LAST)}@contoso-{g.s(4, LOWER_DIGITS)}.com"
    text = f"Device Serial Number,Windows Product ID,Hardware Hash,Assigned User\n{serial},,{hh},{upn}\n"
    return text, [serial, hh], serial


@kind(
    "user_loginctl_list_sessions",
    "https://www.freedesktop.org/software/systemd/man/latest/loginctl.html",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _loginctl(g: _R):
    user = g.s(1, string.ascii_lowercase) + _pick(g, _LAST) + g.digits(2, first_nonzero=False)
    uid = g.r.randint(1001, 60000)
    text = (
        "$ loginctl list-sessions\n"
        "SESSION  UID USER        SEAT  TTY\n"
        f"     14 {uid} {user}  seat0 tty2\n"
        "     c3  1000 deploy            \n\n2 sessions listed."
    )
    return text, [user], user


@kind(
    "user_repquota_report",
    "https://man7.org/linux/man-pages/man8/repquota.8.html",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _repquota(g: _R):
    user = (
        g.s(1, string.ascii_lowercase)
        + _pick(g, ["reinholt", "vandamme", "olawale", "moreau", "haugen"])
        + g.digits(2, first_nonzero=False)
    )
    text = (
        "$ sudo repquota -s /home\n"
        "*** Report for user quotas on device /dev/sdb1\n"
        "                        Space limits                File limits\n"
        "User            used    soft    hard  grace    used  soft  hard  grace\n"
        "----------------------------------------------------------------------\n"
        "root      --     20K      0K      0K              2     0     0\n"
        f"{user:<9} +-  10240M   8192M  10240M  6days   4821     0     0"
    )
    return text, [user], user


# -- more schemes and carriers -------------------------------------------------------------------


@kind(
    "us_ca_ssid_calpads_student",
    "https://www.cde.ca.gov/ds/sp/cl/ ; https://documentation.calpads.org/",
    r"\d{10}",
    prefixless=True,
)
def _us_ssid(g: _R):
    n = g.digits(10)
    text = f"SSID,LocalID,LastName,FirstName,Grade,SchoolCode\n{n},{g.digits(6)},Ramirez,Sofia,07,0123456\n"
    return text, [n], n


@kind(
    "us_oh_sos_voter_id",
    "https://www.ohiosos.gov/elections/voters/ ; https://www6.ohiosos.gov/ords/f?p=VOTERFTP:HOME",
    r"OH\d{10}",
)
def _us_oh(g: _R):
    n = "OH" + _d(g, 10)
    text = (
        '"SOS_VOTERID","COUNTY_NUMBER","LAST_NAME","FIRST_NAME","DATE_OF_BIRTH","RESIDENTIAL_ADDRESS1"\n'
        f'"{n}","18","KOVACH","BRIAN","1971-05-09","1422 W 65TH ST"\n'
    )
    return text, [n], n


@kind(
    "us_tx_medicaid_client_number",
    "https://www.hhs.texas.gov/services/health/medicaid-chip ; https://www.tmhp.com/",
    r"\d{9}",
    prefixless=True,
)
def _us_tx_mcd(g: _R):
    n = g.digits(9, first_nonzero=False)
    text = (
        "Eligibility response (270/271 translated):\n"
        f"  subscriber: HERNANDEZ, MARISOL  medicaid_id={n}  plan=STAR  county=Bexar\n"
        "  coverage: ACTIVE 2026-11-01..2026-11-30"
    )
    return text, [n], n


@kind(
    "gb_armed_forces_service_number",
    "https://www.gov.uk/get-copy-military-service-records",
    r"\d{8}",
    prefixless=True,
)
def _gb_service(g: _R):
    n = _pick(g, ["25", "30", "24"]) + g.digits(6, first_nonzero=False)
    text = (
        "veteran_cases.json\n"
        f'{{"case": 1182, "name": "Sgt (ret.) Craig Pollard", "service_number": "{n}", "branch": "Army"}}'
    )
    return text, [n], n


@kind(
    "pl_karta_pobytu_numer",
    "https://www.gov.pl/web/udsc/karta-pobytu",
    r"[A-Z]{2}\d{7}",
    prefixless=True,
)
def _pl_kp(g: _R):
    n = g.s(2, UPPER) + g.digits(7, first_nonzero=False)
    text = (
        "Wniosek o zatrudnienie cudzoziemca\n"
        "Imię i nazwisko: Oleksandr Bondarenko\n"
        f"Seria i numer karty pobytu: {n}\n"
        "Ważna do: 2028-04-30"
    )
    return text, [n], n


@kind(
    "fr_rpps_professionnel_sante",
    "https://annuaire.sante.fr/ ; https://esante.gouv.fr/produits-services/repertoire-rpps",
    r"10\d{9}",
    prefixless=True,
)
def _fr_rpps(g: _R):
    n = "10" + g.digits(9, first_nonzero=False)
    text = f"<prescripteur>\n  <nom>DUBOIS</nom><prenom>Claire</prenom>\n  <rpps>{n}</rpps>\n</prescripteur>"
    return text, [n], n


@kind(
    "device_samsung_tifa_ad_request",
    "https://developer.samsung.com/smarttv/develop/api-references/samsung-product-api-references/adinfo-api.html",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _tifa(g: _R):
    tifa = g.uuid()
    text = (
        "webapis.adinfo.getTIFA() ->\n"
        f'"{tifa}"\n'
        'console.log: ad request sent with device.ifa and device.ifa_type=tifa, household="Park family"'
    )
    return text, [tifa], tifa


@kind(
    "email_postfix_virtual_alias_map",
    "https://www.postfix.org/virtual.5.html",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.]+",
    prefixless=True,
)
def _em_virtual(g: _R):
    local, dom, _ = _email(g)
    e = f"{local}@{dom}"
    text = (
        "$ cat /etc/postfix/virtual\n"
        "postmaster@shop.example   root\n"
        f"hello@shop.example        {e}\n"
        "$ postmap /etc/postfix/virtual"
    )
    return text, [e], e


@kind(
    "email_git_send_email_dry_run",
    "https://git-scm.com/docs/git-send-email",
    r"[a-z]+\.[a-z]+\d{2}@[a-z.]+",
    prefixless=True,
)
def _em_sendemail(g: _R):
    local, dom, name = _email(g)
    e = f"{local}@{dom}"
    text = (
        "$ git send-email --dry-run --to=netdev@vger.kernel.org 0001-fix.patch\n"
        "0001-fix.patch\n"
        f"Dry-OK. Log says:\nFrom: {name} <{e}>\nTo: netdev@vger.kernel.org\nSubject: [PATCH] net: fix leak"
    )
    return text, [e], e


@kind(
    "phone_md_infobip_sms_json",
    "https://www.infobip.com/docs/api/channels/sms/send-sms-message ; https://www.itu.int/oth/T020200008C/en",
    r"373[67]\d{7}",
    prefixless=True,
)
def _ph_md(g: _R):
    n = "373" + _pick(g, ["6", "7"]) + _d(g, 7)
    text = (
        '{"messages":[{"destinations":[{"to":"' + n + '"}],'
        '"sender":"ShopMD","text":"Comanda 4471 a fost expediată"}]}'
    )
    return text, [n], n


@kind(
    "phone_ba_asterisk_extensions_conf",
    "https://docs.asterisk.org/Configuration/Dialplan/ ; https://www.itu.int/oth/T020200001B/en",
    r"\+3876[0-5]\d{6}",
    prefixless=True,
)
def _ph_ba(g: _R):
    n = "+3876" + _pick(g, ["0", "1", "2", "3", "5"]) + _d(g, 6)
    text = (
        "; extensions.conf — after-hours forward for Amra Hodžić\n"
        "[from-internal]\n"
        f"exten => 201,1,Dial(PJSIP/{n}@trunk-bh,30)\n"
        " same => n,Voicemail(201@default)"
    )
    return text, [n], n[1:]


@kind(
    "address_mm_burmese_township",
    "https://www.myanmarpost.com.mm/ ; https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions",
    r"အမှတ် [၀-၉]+၊ [၀-၉]+ လမ်း",
    prefixless=True,
)
def _addr_mm(g: _R):
    house, street = g.r.randint(10, 999), g.r.randint(10, 99)
    part = f"အမှတ် {house}၊ {street} လမ်း".translate(_MY_DIGITS)
    text = f"ပို့ရန်လိပ်စာ: {part}၊ ဗိုလ်တထောင်မြို့နယ်၊ ရန်ကုန်\nလက်ခံသူ: ဒေါ်ခင်မာလွင်"
    return text, [part], f"No-{house}-{street}-St-Botahtaung-Yangon"


@kind(
    "address_lt_gatve_butas",
    "https://www.post.lt/pasto-kodu-paieska",
    r"[A-ZĄČĘĖĮŠŲŪŽ][a-ząčęėįšųūž]+ g\. \d+-\d+, LT-\d{5}",
    prefixless=True,
)
def _addr_lt(g: _R):
    st = _pick(g, ["Savanorių", "Žirmūnų", "Kalvarijų", "Ukmergės", "Šeimyniškių"])
    n, apt, code = g.r.randint(1, 199), g.r.randint(1, 120), g.r.randint(1000, 14999)
    part = f"{st} g. {n}-{apt}, LT-{code:05d}"
    text = f"$customer->setAddress('{part}'); // Vilnius, Rūta Kazlauskienė"
    return text, [part], f"{st}-g-{n}-{apt}-LT-{code:05d}"


@kind(
    "geo_kml_home_placemark",
    "https://developers.google.com/kml/documentation/kmlreference#placemark",
    r"-?\d+\.\d{6},-?\d+\.\d{6},0",
    prefixless=True,
)
def _geo_kml(g: _R):
    lat = g.r.uniform(-40, 60)
    lon = g.r.uniform(-120, 140)
    coord = f"{lon:.6f},{lat:.6f},0"
    text = (
        "<Placemark>\n  <name>Home (Ines)</name>\n"
        f"  <Point><coordinates>{coord}</coordinates></Point>\n</Placemark>"
    )
    return text, [coord], coord


@kind(
    "user_finger_output",
    "https://man7.org/linux/man-pages/man1/finger.1.html",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _finger(g: _R):
    user = g.s(1, string.ascii_lowercase) + _pick(g, _LAST) + g.digits(2, first_nonzero=False)
    text = (
        f"$ finger {user}\n"
        f"Login: {user}      \t\t\tName: Wiebke Lindqvist\n"
        f"Directory: /home/{user}           \tShell: /bin/zsh\n"
        "On since Sat Nov 28 08:12 (UTC) on pts/3 from 10.0.4.17"
    )
    return text, [user], user
