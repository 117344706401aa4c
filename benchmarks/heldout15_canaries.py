"""Held-out canary set 15: personal data in new schemes and new carriers (issue 31).

A canary set nobody has tuned on, all of it **personal data** (100 kinds, 76 of them prefixless:
nothing but the surrounding text says the value is personal). Every kind is a scheme, country or
carrier that is not on the list of kind names of sets 1-13 (``used_names.txt``, 1,642 names read
as names only); kinds were drawn from outside that list and checked against it by name.

What it covers:

1. **Identity, tax, social-security, health, residence, student, military and sole-trader
   numbers** of schemes not used before, most with their published check digits: US ATIN, EIN
   of a sole proprietor, NPI (Luhn with 80840), DEA (registrant check digit), USCIS A-number,
   SEVIS ID, DoD EDIPI, New York licence ID; Canadian BN (Luhn) and IRCC UCI; Australian IHI
   (800360 + Luhn); NZ driver licence; Northern Ireland H&C number (mod 11); UK BRP; Brazilian
   CNH (two DVs) and PIS/PASEP/NIT; Guatemalan CUI/DPI; Salvadoran DUI; Portuguese NISS; Polish
   ID-card series/number; Hungarian személyi azonosító; Russian OMS policy, OGRNIP (mod 13) and
   passport series/number; Slovenian tax number; Spanish cadastral reference of a home and CCC
   account; French SIRET of an entrepreneur individuel; Italian partita IVA; Indian GSTIN (mod
   36, embeds the proprietor's PAN); Korean business registration number; Chinese USCC of an
   individual business (mod 31); Swiss UID; Danish CVR; Dutch btw-id of a ZZP'er (mod 97);
   Japanese residence-card and insurer numbers; Mongolian register number (Cyrillic);
   Tanzanian and Ugandan NINs; ISNI and ORCID (ISO 7064 mod 11-2); Costa Rican DIMEX; Chinese
   and Indian passport numbers.
2. **Other personal data**: device ids tied to a person (eSIM EID with mod-97 check digits,
   iPhone UDID, Android GSF ID); phone numbers of CH, BE, PT, GR, IL, AE, SG, NZ, CL, IE, MY, AT
   in signal-cli, vCard 4 ``tel:`` URIs, ``firebase auth:export``, SMPP logs, ``AT+CMGS``,
   Kannel, Matrix 3PIDs, FreeSWITCH dialplans, Telegram Bot API, HTML ``tel:;ext=``, CSV and an
   e-mail signature; e-mail addresses in swaks transcripts, Sieve, ``/etc/aliases``,
   ``debian/control``, certbot's ``regr.json``, decoded OIDC claims, SCIM and ``MAILTO``; postal
   addresses in Taiwanese Chinese, Hebrew, Ukrainian Cyrillic, Persian, Argentine, Italian,
   Portuguese, Turkish, Singaporean and Swiss formats; bank accounts (Peruvian CCI, Belgian
   national 3-7-2 mod 97, Banco do Brasil agência/conta, South African branch + account,
   Israeli bank-branch-account); health identifiers in X12 270, C-CDA, FHIR Coverage and
   DICOMweb JSON; home coordinates in Home Assistant, OwnTracks and GPX; dates of birth in the
   Hijri, Korean, Bikram Sambat and vCard forms; login names in ``whoami``, sudoers, ``id``,
   Windows event 4624, ``dscl`` and ``authorized_keys``.

The carriers are those a coding session shows: command output, SQL, CSV, JSON/XML API bodies,
EDI segments, fixtures in TypeScript/Python, YAML, BibTeX/MARC, logs, OCR'd documents and support
messages in Spanish, French, Portuguese, Polish, Hungarian, Russian, Ukrainian, Slovenian,
Italian, Danish, Dutch, German, Japanese, Korean, Chinese, Mongolian, Hebrew, Arabic, Persian,
Nepali, Malay and Turkish. Each kind has a part that is the identifying value itself (names
appear only as context).

How it was kept apart: written at commit 16addbd from public documentation only. Read: lines 1-160
of ``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``, ``Registry``), ``heldout_eval.py``,
``tests/test_heldout_canaries.py``, the first 60 lines of ``heldout9_canaries.py`` (docstring and
imports) and the kind names in ``used_names.txt``. Not read: anything under ``agent_traces/``, any
other test, label file, other canary set or source list, ``docs/``, ``benchmarks/RESULTS.md`` or
any result; the harness was run only as the ``--no-redact`` control, read through a script that
prints only plants missing without redaction, and no recall figure was seen. The ``search`` tool
(``pages`` and ``code``) was used for the NPI, DEA, CNH, PIS/PASEP, eSIM EID, Polish ID-card and
Portuguese NISS rules (found and followed); searches for the Salvadoran DUI, Hungarian, Japanese
insurer-number and Peruvian CCI check digits did not show the rule in full, so those (and the
Guatemalan CUI and Banco do Brasil DVs) follow the rule as I know it; the python-stdnum sources
(installed in /tmp, not a dependency) were read for the schemes it covers. Values are random per
seed, never a real person. Check digits of 23 kinds were cross- checked with python-stdnum
validators over 40 seeds (US ATIN/EIN, NPI, CA BN, H&C, OGRNIP, SI, ES cadastral/CCC, SIRET, IVA,
GSTIN, KR BRN (format only: stdnum checks no digit), USCC, CH UID, CVR, NL btw, CR, ISNI, ORCID,
EID, IHI; BE BBAN by recomputing mod 97); the others follow the cited rules and were not cross-
checked by an independent validator.

100 kinds (all personal data), 76 prefixless.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout15_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

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

UP = string.ascii_uppercase
B36 = string.digits + string.ascii_uppercase
STDNUM = "https://arthurdejong.org/python-stdnum/doc/latest/"

# -- check-digit helpers (written from the published rules; cross-checked with python-stdnum) ------


def _luhn_digit(body: str, alphabet: str = string.digits) -> str:
    """The Luhn (mod N) check character for ``body`` (ISO/IEC 7812; stdnum.luhn for N > 10)."""
    n = len(alphabet)
    vals = [alphabet.index(c) for c in reversed(body + alphabet[0])]
    total = sum(vals[0::2]) + sum(sum(divmod(v * 2, n)) for v in vals[1::2])
    return alphabet[(n - total % n) % n]


def _mod97_pair(body: str) -> str:
    """ISO/IEC 7064 MOD 97-10 check pair appended to a digit string."""
    return f"{98 - int(body + '00') % 97:02d}"


def _mod11_2(body: str) -> str:
    """ISO/IEC 7064 MOD 11-2 check character (ISNI, ORCID)."""
    total = 0
    for ch in body:
        total = (total + int(ch)) * 2
    r = (12 - total % 11) % 11
    return "X" if r == 10 else str(r)


def _dob(g: _R, lo: int = 1950, hi: int = 2004) -> tuple[int, int, int]:
    return g.r.randint(lo, hi), g.r.randint(1, 12), g.r.randint(1, 28)


def _grp(s: str, *sizes: int, sep: str = " ") -> str:
    out, i = [], 0
    for n in sizes:
        out.append(s[i : i + n])
        i += n
    return sep.join(out)


SURN = ["Oyelaran", "Vasquez", "Kowalczyk", "Haddad", "Lindqvist", "Nakamura", "Brennan", "Okafor", "Moreau"]
GIVEN = ["Amara", "Teodor", "Ingrid", "Rafael", "Mei", "Yusuf", "Priya", "Lukas", "Sofia", "Tomasz"]


def _name(g: _R) -> str:
    return f"{g.r.choice(GIVEN)} {g.r.choice(SURN)}"


# -- identity, tax, social-security numbers of schemes not used before ---------------------------


@kind(
    "us_atin_adoption_w7a",
    "https://www.irs.gov/individuals/adoption-taxpayer-identification-number ; "
    + STDNUM
    + "stdnum.us.atin.html",
    r"9\d\d-93-\d{4}",
    prefixless=True,
)
def _(g: _R):
    v = f"9{g.digits(2, False)}-93-{g.digits(4, False)}"
    text = (
        "$ pdftotext -layout 1040_2025_draft.pdf - | grep -A2 Dependents\n"
        f"Dependents (see instructions)   (1) First name  Last name   (2) SSN/ATIN\n"
        f"                                {g.r.choice(GIVEN)} {g.r.choice(SURN)}          {v}   (3) son\n"
    )
    return text, [v], v


@kind(
    "us_ein_sole_proprietor_1099nec",
    "https://www.irs.gov/businesses/small-businesses-self-employed/how-eins-are-assigned-and-valid-ein-prefixes",
    r"\d\d-\d{7}",
    prefixless=True,
)
def _(g: _R):
    v = f"{g.r.choice(['20', '27', '45', '46', '81', '83', '84'])}-{g.digits(7, False)}"
    text = (
        '{"form": "1099-NEC", "tax_year": 2025, "recipient": {"name": "'
        + _name(g)
        + ' DBA Brightline Tutoring", "tin_type": "EIN", "tin": "'
        + v
        + '"}, "box1_nonemployee_comp": "14250.00"}'
    )
    return text, [v], v


@kind(
    "us_npi_individual_x12_837",
    "https://www.cms.gov/Regulations-and-Guidance/Administrative-Simplification/NationalProvIdentStand/Downloads/NPIcheckdigit.pdf",
    r"[12]\d{9}",
    prefixless=True,
)
def _(g: _R):
    body = g.r.choice("12") + g.digits(8, False)
    v = body + _luhn_digit("80840" + body)
    last = g.r.choice(SURN).upper()
    text = (
        f"ST*837*0001*005010X222A1~\nBHT*0019*00*{g.digits(6)}*20260311*1432*CH~\n"
        f"NM1*82*1*{last}*MARTA****XX*{v}~\nPRV*PE*PXC*207Q00000X~\n"
    )
    return text, [v], v


@kind(
    "us_dea_registration_ncpdp_script",
    "https://www.deadiversion.usdoj.gov/ ; http://theinfolist.com/html/ALL/s/D/DEA_Number.html (check digit)",
    r"[ABFGM][A-Z9]\d{7}",
    prefixless=True,
)
def _(g: _R):
    last = g.r.choice(SURN)
    d = [int(c) for c in g.digits(6, False)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    v = g.r.choice("BFGM") + last[0].upper() + "".join(map(str, d)) + str(chk)
    text = (
        "<Prescriber><NonVeterinarian><Identification>\n"
        f"  <DEANumber>{v}</DEANumber>\n  <NPI>{g.digits(10)}</NPI>\n"
        f"</Identification><Name><LastName>{last}</LastName></Name></NonVeterinarian></Prescriber>"
    )
    return text, [v], v


@kind(
    "us_uscis_a_number_case_status",
    "https://www.uscis.gov/tools/glossary/alien-registration-number-or-a-number",
    r"A\d{9}",
    prefixless=True,
)
def _(g: _R):
    v = "A" + g.r.choice("012") + g.digits(8, False)
    text = (
        "$ curl -s https://egov.example.internal/case/IOE0931234567 | jq .\n"
        '{\n  "formType": "I-130",\n  "beneficiary": {"aNumber": "'
        + v
        + '", "countryOfBirth": "PH"},\n  "status": "Case Was Approved"\n}'
    )
    return text, [v], v


@kind(
    "us_sevis_id_i20_roster",
    "https://studyinthestates.dhs.gov/sevis-help-hub/student-records/fm-student-maintenance/the-sevis-id",
    r"N00\d{8}",
)
def _(g: _R):
    v = "N00" + g.digits(8, False)
    text = (
        "sevis_id,given_name,family_name,program_end,dso_note\n"
        f"{v},{g.r.choice(GIVEN)},{g.r.choice(SURN)},2027-05-15,OPT pending\n"
    )
    return text, [v], v


@kind(
    "us_dod_edipi_cac_subject",
    "https://www.cac.mil/Common-Access-Card/ ; DoD PKI subject naming (LAST.FIRST.MIDDLE.EDIPI)",
    r"\d{10}",
    prefixless=True,
)
def _(g: _R):
    v = g.digits(10)
    last, first = g.r.choice(SURN).upper(), g.r.choice(GIVEN).upper()
    text = (
        "$ openssl x509 -in cac_auth.pem -noout -subject\n"
        f"subject=C = US, O = U.S. Government, OU = DoD, OU = PKI, OU = USA, CN = {last}.{first}.R.{v}"
    )
    return text, [v], v


@kind(
    "us_ny_dmv_client_id_fixture",
    "https://dmv.ny.gov/driver-license/sample-photo-documents",
    r"\d{9}",
    prefixless=True,
)
def _(g: _R):
    v = g.digits(9)
    text = (
        "export const licenceFixture = {\n  state: 'NY',\n  class: 'D',\n"
        f"  idNumber: '{_grp(v, 3, 3, 3)}',\n  expires: '2031-08-09',\n}};"
    )
    return text, [_grp(v, 3, 3, 3)], v


@kind(
    "ca_bn_gst_hst_invoice",
    "https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/registering-your-business/business-number.html ; "
    + STDNUM
    + "stdnum.ca.bn.html",
    r"\d{9} RT\d{4}",
    prefixless=True,
)
def _(g: _R):
    body = g.digits(8)
    bn = body + _luhn_digit(body)
    v = f"{bn} RT0001"
    text = (
        f"INVOICE #2026-{g.digits(3)}\nFrom: {_name(g)}, freelance translator\n"
        f"GST/HST Registration No.: {v}\nSubtotal $1,840.00  HST 13% $239.20\n"
    )
    return text, [bn], bn


@kind(
    "ca_ircc_uci_client_ticket",
    "https://www.canada.ca/en/immigration-refugees-citizenship/services/application/application-forms-guides/unique-client-identifier.html",
    r"\d{2}-\d{4}-\d{4}",
    prefixless=True,
)
def _(g: _R):
    v = _grp(g.digits(10), 2, 4, 4, sep="-")
    text = (
        "Bonjour, je n'ai toujours pas reçu ma lettre d'introduction pour le permis d'études.\n"
        f"IUC / UCI : {v}\nNuméro de demande : S{g.digits(9)}\nMerci d'avance."
    )
    return text, [v], v


@kind(
    "au_ihi_fhir_identifier",
    "https://developer.digitalhealth.gov.au/fhir/au-core ; http://ns.electronichealth.net.au/id/hi/ihi/1.0 (Luhn, 800360 prefix)",
    r"800360\d{10}",
    prefixless=True,
)
def _(g: _R):
    body = "800360" + g.digits(9, False)
    v = body + _luhn_digit(body)
    text = (
        '{"resourceType": "Patient", "identifier": [{"type": {"coding": [{"code": "NI"}]},\n'
        f'  "system": "http://ns.electronichealth.net.au/id/hi/ihi/1.0", "value": "{v}"}}],\n'
        '  "birthDate": "1987-02-14"}'
    )
    return text, [v], v


@kind(
    "nz_driver_licence_kyc",
    "https://www.nzta.govt.nz/driver-licences/getting-a-licence/your-licence-card/",
    r"[A-Z]{2}\d{6}",
)
def _(g: _R):
    v = g.s(2, UP) + g.digits(6, False)
    ver = g.digits(3, False)
    text = (
        "POST /v1/kyc/verify\n"
        f'{{"country": "NZ", "document": "drivers_licence", "licenceNumber": "{v}", "version": "{ver}",\n'
        ' "givenName": "Aroha", "dob": "1991-11-03"}'
    )
    return text, [v], v


@kind(
    "gb_ni_health_care_number",
    "https://www.nidirect.gov.uk/articles/health-and-care-number ; mod 11 as "
    + STDNUM
    + "stdnum.gb.nhs.html",
    r"3[2-9]\d \d{3} \d{4}",
    prefixless=True,
)
def _(g: _R):
    while True:
        body = str(g.r.randint(320, 399)) + g.digits(6, False)
        c = 11 - sum(int(d) * (10 - i) for i, d in enumerate(body)) % 11
        c = 0 if c == 11 else c
        if c != 10:
            break
    v = _grp(body + str(c), 3, 3, 4)
    text = f"PatientID|Forename|Surname|HCN|Practice\n{g.digits(6)}|Ciara|{g.r.choice(SURN)}|{v}|Z00{g.digits(3)}\n"
    return text, [v], v.replace(" ", "")


@kind(
    "gb_brp_number_ukvi_ticket",
    "https://www.gov.uk/biometric-residence-permits",
    r"[A-Z]{2}[X\d]\d{6}",
)
def _(g: _R):
    v = g.r.choice(["ZR", "ZU", "ZX", "RF"]) + g.r.choice("X0123456789") + g.digits(6, False)
    text = (
        "Subject: eVisa login not working\n\nHi, my BRP expired and I'm trying to link it to the UKVI account.\n"
        f"BRP number: {v}\nDate of birth: 04/09/1994\nThanks"
    )
    return text, [v], v


@kind(
    "br_cnh_registro_detran",
    "rules: marcelo-lourenco/gerador-br/src/generators/cnh.js (DENATRAN check digits)",
    r"\d{11}",
    prefixless=True,
)
def _(g: _R):
    while True:
        b = g.digits(9)
        d = [int(c) for c in b]
        dv1 = sum(x * (9 - i) for i, x in enumerate(d)) % 11
        dv2 = sum(x * (i + 1) for i, x in enumerate(d)) % 11
        if dv1 < 10 and dv2 < 10:
            break
    v = f"{b}{dv1}{dv2}"
    text = (
        "INSERT INTO motoristas (cpf_hash, cnh_registro, categoria, validade)\n"
        f"VALUES ('sha1:{g.s(12, HEX)}', '{v}', 'AB', '2030-06-30');"
    )
    return text, [v], v


@kind(
    "br_nis_pis_esocial_xml",
    "rules: jquery-validation/jquery-validation/src/additional/nit_pis_pasepBR.js",
    r"\d{11}",
    prefixless=True,
)
def _(g: _R):
    b = g.digits(10)
    r = 11 - sum(int(x) * int(w) for x, w in zip(b, "3298765432", strict=False)) % 11
    v = b + str(0 if r >= 10 else r)
    text = (
        '<eSocial><evtAdmissao Id="ID1' + g.digits(12) + '"><trabalhador>\n'
        f"  <nisTrab>{v}</nisTrab><nmTrab>Joana Ribeiro</nmTrab>\n</trabalhador></evtAdmissao></eSocial>"
    )
    return text, [v], v


@kind(
    "gt_cui_dpi_renap",
    "rules: DataPrivacity/Identificador-DPI-GT/README.md (RENAP CUI: 8 digits, check, department, municipality)",
    r"\d{4} \d{5} \d{4}",
    prefixless=True,
)
def _(g: _R):
    while True:
        b = g.digits(8)
        c = sum(int(x) * (i + 2) for i, x in enumerate(b)) % 11
        if c < 10:
            break
    v = f"{b}{c}01{g.r.randint(1, 17):02d}"
    shown = _grp(v, 4, 5, 4)
    text = (
        f"Estimado cliente,\nSu solicitud de crédito quedó registrada con el DPI {shown}.\nAgencia zona 10."
    )
    return text, [shown], v


@kind(
    "sv_dui_salvadoreno",
    "https://www.rnpn.gob.sv/ ; DUI: 8 digits + check (weights 9..2, mod 10)",
    r"\d{8}-\d",
    prefixless=True,
)
def _(g: _R):
    b = g.digits(8, False)
    c = (10 - sum(int(x) * (9 - i) for i, x in enumerate(b)) % 10) % 10
    v = f"{b}-{c}"
    text = f"cliente = Cliente(nombre='Karla Menjívar', dui='{v}', municipio='San Salvador Centro')\n"
    return text, [v], v


@kind(
    "pt_niss_seguranca_social",
    "https://www.seg-social.pt/ ; rules: edyspider/validate-niss/README.md (weights 29,23,19,17,13,11,7,5,3,2; 9 - sum mod 10)",
    r"[12]\d{10}",
    prefixless=True,
)
def _(g: _R):
    b = g.r.choice("12") + g.digits(9, False)
    w = (29, 23, 19, 17, 13, 11, 7, 5, 3, 2)
    v = b + str(9 - sum(int(x) * k for x, k in zip(b, w, strict=False)) % 10)
    text = f"# recibos de vencimento\ncolaborador: Rui Antunes\nniss: {v}\nregime: trabalhador por conta de outrem\n"
    return text, [v], v


@kind(
    "pl_dowod_osobisty_seria_numer",
    "https://www.gov.pl/web/gov/dowod-osobisty ; rules: hubertmazur/Identity-card-number/README.md (weights 7,3,1,9,7,3,1,7,3)",
    r"[A-Z]{3}\d{6}",
    prefixless=True,
)
def _(g: _R):
    letters = g.s(3, UP)
    rest = g.digits(5, False)
    w = (7, 3, 1, 7, 3, 1, 7, 3)
    vals = [B36.index(c) for c in letters + rest]
    v = letters + str(sum(a * b for a, b in zip(vals, w, strict=False)) % 10) + rest
    text = (
        f"Dzień dobry, w formularzu KYC podałem dowód osobisty {v}, ale system go odrzuca. Pozdrawiam, Tomasz"
    )
    return text, [v], v


@kind(
    "hu_szemelyi_azonosito",
    "https://hu.wikipedia.org/wiki/Szem%C3%A9lyi_azonos%C3%ADt%C3%B3 (mod 11 control digit)",
    r"[1-8]\d{10}",
    prefixless=True,
)
def _(g: _R):
    while True:
        y, m, d = _dob(g, 2000, 2005)
        b = f"{g.r.choice('34')}{y % 100:02d}{m:02d}{d:02d}{g.digits(3, False)}"
        c = sum(int(x) * (10 - i) for i, x in enumerate(b)) % 11
        if c < 10:
            break
    v = b + str(c)
    text = f"ügyfél = {{'név': 'Kovács Eszter', 'személyi_azonosító': '{v}', 'lakcím': 'Debrecen'}}"
    return text, [v], v


@kind(
    "ru_oms_polis_enp",
    "https://www.ffoms.gov.ru/ ; единый номер полиса ОМС (16 digits)",
    r"\d{16}",
    prefixless=True,
)
def _(g: _R):
    v = g.digits(16)
    text = (
        "Пациент: Смирнова Анна Викторовна\n"
        f"Полис ОМС (ЕНП): {_grp(v, 4, 4, 4, 4)}\nСМО: АО «СОГАЗ-Мед»\nДата рождения: 12.03.1979"
    )
    return text, [_grp(v, 4, 4, 4, 4)], v


@kind(
    "ru_ogrnip_egrip_extract",
    STDNUM + "stdnum.ru.ogrn.html ; https://egrul.nalog.ru/",
    r"3\d{14}",
    prefixless=True,
)
def _(g: _R):
    while True:  # the remainder mod 13 is the check digit; stdnum rejects remainders 10-12
        b = "3" + g.digits(13, False)
        if int(b) % 13 < 10:
            break
    v = b + str(int(b) % 13)
    text = (
        "Выписка из ЕГРИП\nИндивидуальный предприниматель: Орлов Денис Сергеевич\n"
        f"ОГРНИП: {v}\nДата присвоения: 14.02.2019"
    )
    return text, [v], v


@kind(
    "ru_passport_seriya_nomer",
    "https://www.consultant.ru/ ; паспорт гражданина РФ: серия 4 цифры, номер 6 цифр",
    r"\d\d \d\d \d{6}",
    prefixless=True,
)
def _(g: _R):
    v = f"{g.digits(2)} {g.digits(2, False)} {g.digits(6, False)}"
    text = (
        "assert client.passport == expected\nAssertionError: assert "
        f"{{'series_number': '{v}', 'issued': '2019-04-11'}} == {{'series_number': None}}"
    )
    return text, [v], v


@kind(
    "si_davcna_stevilka_fizicna",
    STDNUM + "stdnum.si.ddv.html ; https://www.fu.gov.si/",
    r"[1-9]\d{7}",
    prefixless=True,
)
def _(g: _R):
    while True:
        b = g.digits(7)
        c = 11 - sum((8 - i) * int(x) for i, x in enumerate(b)) % 11
        if c != 11:
            break
    v = b + ("0" if c == 10 else str(c))
    text = f"ime;priimek;davcna_st;izplacilo\nNika;Zupančič;{v};1250,00\n"
    return text, [v], v


@kind(
    "es_referencia_catastral_vivienda",
    STDNUM + "stdnum.es.referenciacatastral.html ; https://www.catastro.meh.es/",
    r"[0-9A-Z]{14}\d{4}[A-Z]{2}",
    prefixless=True,
)
def _(g: _R):
    alpha = "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ0123456789"

    def cd(part: str) -> str:
        w = (13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1)
        s = sum(k * (int(n) if n.isdigit() else alpha.find(n) + 1) for k, n in zip(w, part, strict=False))
        return "MQWERTYUIOPASDFGHJKLBZX"[s % 23]

    a = g.digits(7)
    b = g.r.choice(UP[:20]) + g.r.choice(UP[:20]) + g.digits(4) + g.r.choice("NS")
    c = g.digits(4, False)
    v = a + b + c + cd(a + c) + cd(b + c)
    text = (
        "Nota simple informativa\nFinca: vivienda unifamiliar, Calle Río Duero "
        f"{g.r.randint(2, 90)}, Valladolid\nReferencia catastral: {v}\nTitular: María Gómez Prieto"
    )
    return text, [v], v


@kind("es_ccc_cuenta_nomina", STDNUM + "stdnum.es.ccc.html", r"\d{4} \d{4} \d{2} \d{10}", prefixless=True)
def _(g: _R):
    def cd(part: str) -> str:
        c = sum(int(n) * 2**i for i, n in enumerate(part)) % 11
        return str(c if c < 2 else 11 - c)

    ent, ofi, acc = g.digits(4, False), g.digits(4, False), g.digits(10, False)
    v = f"{ent} {ofi} {cd('00' + ent + ofi)}{cd(acc)} {acc}"
    text = f"Datos para la nómina de marzo:\nTitular: Lucía Ferrer\nCuenta (CCC): {v}\n"
    return text, [v], v.replace(" ", "")


@kind(
    "fr_siret_micro_entrepreneur",
    STDNUM + "stdnum.fr.siret.html ; https://www.insee.fr/fr/metadonnees/definition/c1841",
    r"\d{3} \d{3} \d{3} \d{5}",
    prefixless=True,
)
def _(g: _R):
    s = g.digits(8)
    siren = s + _luhn_digit(s)
    nic = "0001" + _luhn_digit(siren + "0001")
    v = f"{siren[:3]} {siren[3:6]} {siren[6:]} {nic}"
    text = f"Facture n° F-2026-0{g.digits(2)}\nÉmetteur : Camille Roux, EI\nSIRET : {v}\nTVA non applicable, art. 293 B du CGI"
    return text, [v], siren + nic


@kind(
    "it_partita_iva_forfettario",
    STDNUM + "stdnum.it.iva.html ; https://www.agenziaentrate.gov.it/",
    r"\d{11}",
    prefixless=True,
)
def _(g: _R):
    b = g.digits(7, False) + f"{g.r.randint(1, 100):03d}"
    v = b + _luhn_digit(b)
    text = (
        "<CedentePrestatore><DatiAnagrafici><IdFiscaleIVA>\n"
        f"  <IdPaese>IT</IdPaese><IdCodice>{v}</IdCodice>\n</IdFiscaleIVA>\n"
        "<Anagrafica><Nome>Giulia</Nome><Cognome>Bassi</Cognome></Anagrafica><RegimeFiscale>RF19</RegimeFiscale>"
    )
    return text, [v], v


@kind(
    "in_gstin_proprietor",
    STDNUM + "stdnum.in_.gstin.html ; https://www.gst.gov.in/",
    r"\d{2}[A-Z]{3}P[A-Z]\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]",
    prefixless=True,
)
def _(g: _R):
    pan = g.s(3, UP) + "P" + g.r.choice(UP) + g.digits(4, False) + g.r.choice(UP)
    b = f"{g.r.randint(1, 36):02d}" + pan + g.r.choice("123456789") + "Z"
    v = b + _luhn_digit(b, B36)
    text = f"Bill To: Sharma Electricals (Prop. Anil Sharma)\nGSTIN/UIN: {v}\nPlace of Supply: {v[:2]}\n"
    return text, [v], v


@kind(
    "kr_brn_saeopja_deungnok",
    STDNUM + "stdnum.kr.brn.html ; https://www.hometax.go.kr/",
    r"\d{3}-\d{2}-\d{5}",
    prefixless=True,
)
def _(g: _R):
    b = str(g.r.randint(101, 999)) + f"{g.r.randint(1, 99):02d}" + g.digits(4, False)
    w = (1, 3, 7, 1, 3, 7, 1, 3, 5)
    s = sum(int(x) * k for x, k in zip(b, w, strict=False)) + int(b[8]) * 5 // 10
    v = b + str((10 - s % 10) % 10)
    shown = f"{v[:3]}-{v[3:5]}-{v[5:]}"
    text = f"상호: 하늘꽃집\n대표자: 김민지\n사업자등록번호: {shown}\n사업장 주소: 서울특별시 마포구"
    return text, [shown], v


@kind(
    "cn_uscc_getihu",
    STDNUM + "stdnum.cn.uscc.html ; GB 32100-2015",
    r"92\d{6}[0-9A-HJ-NPQRTUWXY]{10}",
    prefixless=True,
)
def _(g: _R):
    al = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    b = (
        "92"
        + g.r.choice(["110105", "310115", "440305", "510107"])
        + "".join(g.r.choice(al) for _ in range(9))
    )
    w = (1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28)
    v = b + al[(31 - sum(al.index(c) * k for c, k in zip(b, w, strict=False))) % 31]
    text = f"营业执照\n统一社会信用代码：{v}\n名称：朝阳区小王便利店（个体工商户）\n经营者：王丽"
    return text, [v], v


@kind(
    "ch_uid_einzelunternehmen",
    STDNUM + "stdnum.ch.uid.html ; https://www.uid.admin.ch/",
    r"CHE-\d{3}\.\d{3}\.\d{3}",
)
def _(g: _R):
    while True:
        b = g.digits(8)
        c = (11 - sum(w * int(n) for w, n in zip((5, 4, 3, 2, 7, 6, 5, 4), b, strict=False))) % 11
        if c != 10:
            break
    d = b + str(c)
    v = f"CHE-{d[:3]}.{d[3:6]}.{d[6:]}"
    text = (
        f"Rechnungssteller: Schreinerei Brunner, Inhaber Beat Brunner\nUID: {v} MWST\nIBAN bitte aus QR-Teil"
    )
    return text, [v], v


@kind(
    "dk_cvr_enkeltmandsvirksomhed",
    STDNUM + "stdnum.dk.cvr.html ; https://datacvr.virk.dk/",
    r"[1-9]\d{7}",
    prefixless=True,
)
def _(g: _R):
    while True:
        b = g.digits(7)
        s = sum(w * int(n) for w, n in zip((2, 7, 6, 5, 4, 3, 2), b, strict=False))
        c = (-s) % 11
        if c < 10:
            break
    v = b + str(c)
    text = (
        f'faktura:\n  afsender: Mette Holm (enkeltmandsvirksomhed)\n  cvr: "{v}"\n  betalingsfrist: 8 dage\n'
    )
    return text, [v], v


@kind(
    "nl_btw_id_zzp",
    STDNUM + "stdnum.nl.btw.html ; https://www.belastingdienst.nl/ (btw-id since 2020, mod 97)",
    r"NL\d{9}B\d\d",
)
def _(g: _R):
    conv = {"N": "23", "L": "21", "B": "11"}
    while True:
        b = g.digits(9)
        for sfx in range(10, 100):
            s = "".join(conv.get(c, c) for c in f"NL{b}B{sfx:02d}")
            if int(s) % 97 == 1:
                break
        else:
            continue
        break
    v = f"NL{b}B{sfx:02d}"
    text = f"Factuur 2026-{g.digits(3)}\nFreelance fotograaf Sanne de Vries\nBtw-id: {v}\nKvK: {g.digits(8)}"
    return text, [v], v


@kind(
    "jp_zairyu_card_number",
    "https://www.moj.go.jp/isa/applications/procedures/zairyu_index.html",
    r"[A-Z]{2}\d{8}[A-Z]{2}",
    prefixless=True,
)
def _(g: _R):
    v = g.s(2, UP) + g.digits(8, False) + g.s(2, UP)
    text = f"外国人社員データ\n氏名: NGUYEN VAN AN\n在留カード番号: {v}\n在留期限: 2027年4月1日\n"
    return text, [v], v


@kind(
    "jp_hokensha_bango_kigo",
    "https://www.mhlw.go.jp/ (保険者番号: 8 digits, check digit on digits 1-7)",
    r"\d{8}",
    prefixless=True,
)
def _(g: _R):
    b = "06" + f"{g.r.randint(1, 47):02d}" + g.digits(3, False)
    s = 0
    for i, c in enumerate(b):
        p = int(c) * (2 if i % 2 == 0 else 1)
        s += p // 10 + p % 10
    v = b + str((10 - s % 10) % 10)
    num = g.digits(7)
    text = f"受付票\n保険者番号: {v}\n記号: 1{g.digits(3)}  番号: {num}\n被保険者氏名: 佐藤 花子"
    return text, [v, num], v


@kind(
    "mn_register_number_cyrillic",
    "https://www.burtgel.gov.mn/ (регистрийн дугаар: 2 letters + 8 digits)",
    r"[А-ЯӨҮ]{2}\d{8}",
    prefixless=True,
)
def _(g: _R):
    y, m, d = _dob(g)
    v = (
        g.r.choice("АБВГДЕЖЗИКЛМНОӨПРСТУҮФХЦЧШ")
        + g.r.choice("АБВГДЕЖЗИКЛМНОӨПРСТУҮ")
        + f"{y % 100:02d}{m:02d}{d:02d}{g.digits(2, False)}"
    )
    text = f"Хэрэглэгч: Батбаяр Оюун\nРегистрийн дугаар: {v}\nУтас: 9911xxxx"
    return text, [v], v


@kind(
    "tz_nida_nin",
    "https://www.nida.go.tz/ (NIN: YYYYMMDD-XXXXX-XXXXX-XX)",
    r"\d{8}-\d{5}-\d{5}-\d\d",
    prefixless=True,
)
def _(g: _R):
    y, m, d = _dob(g)
    v = f"{y}{m:02d}{d:02d}-{g.digits(5)}-{g.digits(5, False)}-{g.digits(2, False)}"
    text = f"[kyc] mpesa_onboarding msisdn=2557XXXXXXXX nin={v} status=PENDING_NIDA"
    return text, [v], v


@kind("ug_nin_national_id", "https://www.nira.go.ug/ (NIN: CM/CF + 12 characters)", r"C[MF][A-Z0-9]{12}")
def _(g: _R):
    v = g.r.choice(["CM", "CF"]) + g.digits(2) + g.s(10, string.digits + UP)
    text = f"borrower:\n  name: Nakato Sarah\n  nin: {v}\n  district: Wakiso\n"
    return text, [v], v


@kind(
    "isni_person_marc_024",
    STDNUM + "stdnum.isni.html ; https://isni.org/page/technical-documentation/",
    r"\d{4} \d{4} \d{4} \d{3}[\dX]",
    prefixless=True,
)
def _(g: _R):
    b = "000000" + g.digits(9, False)
    d = b + _mod11_2(b)
    v = _grp(d, 4, 4, 4, 4)
    text = f"=024  7\\$a{d}$2isni\n=100  1\\$aHalvorsen, Ingrid,$d1961-\n"
    return text, [d], v


@kind(
    "orcid_id_researcher_bibtex",
    "https://support.orcid.org/hc/en-us/articles/360006897674-Structure-of-the-ORCID-Identifier",
    r"0000-000[1-9]-\d{4}-\d{3}[\dX]",
)
def _(g: _R):
    b = "0000000" + g.r.choice("123") + g.digits(7, False)
    v = _grp(b + _mod11_2(b), 4, 4, 4, 4, sep="-")
    text = f"@article{{halvorsen2025,\n  author = {{Halvorsen, Ingrid}},\n  orcid = {{{v}}},\n  year = {{2025}}\n}}"
    return text, [v], v


@kind(
    "cr_dimex_residencia",
    STDNUM + "stdnum.cr.cr.html ; https://www.migracion.go.cr/",
    r"1\d{10,11}",
    prefixless=True,
)
def _(g: _R):
    v = "1" + g.digits(g.r.choice([10, 11]), False)
    text = (
        f"Estimado usuario, su DIMEX {v} vence el 2026-09-30. Agende su renovación en Correos de Costa Rica."
    )
    return text, [v], v


@kind(
    "cn_passport_e_series",
    "https://www.nia.gov.cn/ (电子普通护照: E + 8 characters)",
    r"E[A-Z0-9]\d{7}",
    prefixless=True,
)
def _(g: _R):
    v = "E" + g.r.choice(UP + string.digits) + g.digits(7, False)
    text = f'visa_application = {{"surname": "LIU", "given_names": "YANG", "passport_no": "{v}", "nationality": "CHN"}}'
    return text, [v], v


@kind(
    "in_passport_file_number",
    "https://www.passportindia.gov.in/ (passport number: letter + 7 digits; file number)",
    r"[A-Z]\d{7}",
    prefixless=True,
)
def _(g: _R):
    v = g.r.choice("JKLMNPRSTUVWZ") + g.digits(7, False)
    fno = g.r.choice(["DL", "MU", "BN", "HY"]) + "10" + g.digits(11, False)
    text = f"Passport No.: {v}\nFile No.: {fno}\nGiven Name: Priya  Surname: Iyer\nPlace of Issue: MUMBAI"
    return text, [v, fno], v


# -- devices tied to a person --------------------------------------------------------------------


@kind(
    "euicc_eid_lpac_chip_info",
    "https://github.com/Infineon/optiga-connect-iot/wiki/What-is-the-EID-and-how-to-find-it%3F (GSMA SGP.02/SGP.29, mod 97)",
    r"89\d{30}",
    prefixless=True,
)
def _(g: _R):
    b = "89049032" + g.digits(22, False)
    v = b + _mod97_pair(b)
    text = (
        "$ lpac chip info\n"
        f'{{"type":"lpa","payload":{{"code":0,"message":"success","data":{{"eidValue":"{v}",'
        '"EuiccConfiguredAddresses":{"defaultDpAddress":null}}}}'
    )
    return text, [v], v


@kind(
    "ios_udid_xctrace_devices",
    "https://developer.apple.com/documentation/xcode/devices-and-simulator ; xcrun xctrace list devices",
    r"0000\d{4}-[0-9A-F]{16}",
    prefixless=True,
)
def _(g: _R):
    v = "0000" + g.r.choice(["8110", "8120", "8030", "8101"]) + "-" + g.s(16, "0123456789ABCDEF")
    text = f"$ xcrun xctrace list devices\n== Devices ==\nMacBook-Pro-M3 (A1B2C3D4-0000-0000-0000-000000000000)\nPriya's iPhone (17.4.1) ({v})\n"
    return text, [v], v


@kind(
    "android_gsf_id_gservices_db",
    "https://developers.google.com/android/reference/com/google/android/gms/ ; gservices.db android_id (GSF ID)",
    r"[1-9]\d{17,18}",
    prefixless=True,
)
def _(g: _R):
    v = g.digits(g.r.choice([18, 19]))
    text = (
        '$ adb shell su -c "sqlite3 /data/data/com.google.android.gsf/databases/gservices.db '
        '\'select * from main where name = \\"android_id\\";\'"\n'
        f"android_id|{v}"
    )
    return text, [v], v


# -- phone numbers: countries and carriers not used before ---------------------------------------


@kind(
    "phone_ch_signal_cli_send",
    "https://github.com/AsamK/signal-cli/blob/master/man/signal-cli.1.adoc",
    r"\+417[5-9]\d{7}",
)
def _(g: _R):
    me, to = (
        "+417" + g.r.choice("56789") + g.digits(7, False),
        "+417" + g.r.choice("56789") + g.digits(7, False),
    )
    text = f'$ signal-cli -a {me} send -m "Build 4812 failed on main" {to}\n1712049123456'
    return text, [me, to], to


@kind(
    "phone_be_vcard4_tel_uri",
    "https://www.rfc-editor.org/rfc/rfc6350#section-6.4.1 ; https://www.rfc-editor.org/rfc/rfc3966",
    r"\+32-4\d\d-\d\d-\d\d-\d\d",
)
def _(g: _R):
    d = g.digits(8, False)
    v = f"+32-4{d[0]}{d[1]}-{d[2:4]}-{d[4:6]}-{d[6:]}"
    text = f'BEGIN:VCARD\nVERSION:4.0\nFN:Lotte Peeters\nTEL;VALUE=uri;TYPE="cell,voice":tel:{v}\nEND:VCARD'
    return text, [v], v


@kind(
    "phone_pt_firebase_auth_export",
    "https://firebase.google.com/docs/cli/auth#auth-export",
    r"\+3519[1236]\d{7}",
)
def _(g: _R):
    v = "+3519" + g.r.choice("1236") + g.digits(7, False)
    text = (
        "$ firebase auth:export users.json --format=json && head -c 300 users.json\n"
        f'{{"users": [{{"localId": "{g.s(28)}", "phoneNumber": "{v}", "lastSignedInAt": "1711452000000"}}'
    )
    return text, [v], v


@kind(
    "phone_gr_smpp_submit_sm_log",
    "https://smpp.org/SMPP_v3_4_Issue1_2.pdf (submit_sm destination_addr)",
    r"30693\d{7}",
    prefixless=True,
)
def _(g: _R):
    v = "30693" + g.digits(7, False)
    text = (
        f"2026-03-11 09:14:02,118 DEBUG smpplib.client: Sending submit_sm PDU seq={g.digits(4)} "
        f"source_addr=ACMEBANK dest_addr_ton=1 dest_addr_npi=1 destination_addr={v} data_coding=8"
    )
    return text, [v], v


@kind(
    "phone_il_at_cmgs_modem",
    "https://www.etsi.org/deliver/etsi_ts/127000_127099/127005/ (3GPP TS 27.005 AT+CMGS)",
    r"\+9725\d{8}",
)
def _(g: _R):
    v = "+9725" + g.r.choice("023458") + g.digits(7, False)
    text = f">>> ser.write(b'AT+CMGS=\"{v}\"\\r')\n>>> ser.read(64)\nb'\\r\\n> '"
    return text, [v], v


@kind(
    "phone_ae_kannel_sendsms_url",
    "https://www.kannel.org/download/kannel-userguide-snapshot/userguide.html#AEN4623 (sendsms to=)",
    r"009715\d{8}",
    prefixless=True,
)
def _(g: _R):
    v = "009715" + g.r.choice("024568") + g.digits(7, False)
    text = f'GET /cgi-bin/sendsms?username=ops&from=ALERTS&to={v}&text=OTP+{g.digits(6)} HTTP/1.1" 202 13'
    return text, [v], v


@kind(
    "phone_sg_matrix_msisdn_3pid",
    "https://spec.matrix.org/latest/client-server-api/#get_matrixclientv3account3pid",
    r"65[89]\d{7}",
    prefixless=True,
)
def _(g: _R):
    v = "65" + g.r.choice("89") + g.digits(7, False)
    text = (
        '$ curl -s -H "Authorization: Bearer $TOKEN" https://matrix.example.org/_matrix/client/v3/account/3pid\n'
        f'{{"threepids":[{{"medium":"msisdn","address":"{v}","validated_at":1711452000000,"added_at":1711451000000}}]}}'
    )
    return text, [v], v


@kind(
    "phone_nz_freeswitch_bridge",
    "https://developer.signalwire.com/freeswitch/FreeSWITCH-Explained/Dialplan/ (bridge action)",
    r"\+642[0-9]\d{6,7}",
)
def _(g: _R):
    v = "+642" + g.r.choice("01279") + g.digits(g.r.choice([6, 7]), False)
    text = (
        '<extension name="oncall">\n  <condition field="destination_number" expression="^7000$">\n'
        f'    <action application="bridge" data="sofia/gateway/2talk/{v}"/>\n  </condition>\n</extension>'
    )
    return text, [v], v


@kind(
    "phone_cl_telegram_contact_update",
    "https://core.telegram.org/bots/api#contact",
    r"569\d{8}",
    prefixless=True,
)
def _(g: _R):
    v = "569" + g.digits(8, False)
    text = (
        '{"update_id": '
        + g.digits(9)
        + ', "message": {"message_id": 88, "contact": {"phone_number": "'
        + v
        + '", "first_name": "Valentina", "user_id": '
        + g.digits(10)
        + "}}}"
    )
    return text, [v], v


@kind(
    "phone_ie_tel_href_ext",
    "https://www.rfc-editor.org/rfc/rfc3966#section-5.1.5 (ext parameter)",
    r"\+353-8[35-9]-\d{3}-\d{4}",
)
def _(g: _R):
    v = f"+353-8{g.r.choice('35679')}-{g.digits(3, False)}-{g.digits(4, False)}"
    text = f'<p class="contact">Call Siobhán directly: <a href="tel:{v};ext={g.digits(3)}">{v}</a></p>'
    return text, [v], v


@kind(
    "phone_my_local_csv_export",
    "https://www.mcmc.gov.my/en/sectors/telecommunications/numbering (01X-XXX XXXX)",
    r"01[0-9]-\d{3} \d{4}",
    prefixless=True,
)
def _(g: _R):
    v = f"01{g.r.choice('0234679')}-{g.digits(3, False)} {g.digits(4, False)}"
    text = f"Nama,No. Telefon,Negeri\nNurul Aina binti Hassan,{v},Selangor\n"
    return text, [v], v


@kind(
    "phone_at_landline_signature",
    "https://www.rtr.at/TKP/was_wir_tun/telekommunikation/nummerierung/ (+43 1 ...)",
    r"\+43 1 \d{7}-\d{2}",
)
def _(g: _R):
    v = f"+43 1 {g.digits(7, False)}-{g.digits(2)}"
    text = f"Mit freundlichen Grüßen\nDr. Florian Steiner\nKanzlei Steiner & Partner\nTel. {v}\nWien"
    return text, [v], v


# -- e-mail addresses in carriers not used before --------------------------------------------------


def _mail(g: _R, domain: str | None = None) -> str:
    first, last = g.r.choice(GIVEN).lower(), g.r.choice(SURN).lower()
    dom = domain or g.r.choice(["posteo.de", "fastmail.com", "proton.me", "gmx.at", "yahoo.co.jp", "hey.com"])
    return f"{first}.{last}{g.digits(3, False)}@{dom}"


@kind(
    "email_swaks_rcpt_to_transcript",
    "https://www.jetmore.org/john/code/swaks/latest/doc/ref.txt ; RFC 5321 RCPT",
    r"[a-z]+\.[a-z]+\d{3}@[a-z.]+",
)
def _(g: _R):
    v = _mail(g)
    text = (
        f"$ swaks --to {v} --server mx.example.net\n=== Trying mx.example.net:25...\n"
        f" -> MAIL FROM:<ci@build.example.net>\n<-  250 2.1.0 Ok\n -> RCPT TO:<{v}>\n<-  250 2.1.5 Ok"
    )
    return text, [v], v


@kind(
    "email_sieve_redirect_rule",
    "https://www.rfc-editor.org/rfc/rfc5228#section-4.2 (redirect)",
    r"[a-z]+\.[a-z]+\d{3}@[a-z.]+",
)
def _(g: _R):
    v = _mail(g)
    text = f'require ["fileinto"];\nif address :is "from" "billing@utility.example" {{\n  redirect "{v}";\n  keep;\n}}'
    return text, [v], v


@kind("email_etc_aliases_forward", "https://www.postfix.org/aliases.5.html", r"[a-z]+\.[a-z]+\d{3}@[a-z.]+")
def _(g: _R):
    v = _mail(g)
    text = f"# /etc/aliases\npostmaster: root\nroot: {v}\nwebmaster: root\n$ sudo newaliases"
    return text, [v], v


@kind(
    "email_debian_control_uploaders",
    "https://www.debian.org/doc/debian-policy/ch-controlfields.html#uploaders",
    r"[a-z]+\.[a-z]+\d{3}@[a-z.]+",
)
def _(g: _R):
    v = _mail(g)
    text = f"Source: python-quux\nMaintainer: Debian Python Team <team+python@tracker.debian.org>\nUploaders: Ingrid Halvorsen <{v}>\nSection: python"
    return text, [v], v


@kind(
    "email_certbot_regr_contact",
    "https://eff-certbot.readthedocs.io/en/stable/using.html#certbot-command-line-options (--email) ; RFC 8555 contact",
    r"[a-z]+\.[a-z]+\d{3}@[a-z.]+",
)
def _(g: _R):
    v = _mail(g)
    text = (
        "$ sudo cat /etc/letsencrypt/accounts/acme-v02.api.letsencrypt.org/directory/*/regr.json\n"
        f'{{"body": {{"contact": ["mailto:{v}"], "status": "valid"}}, "uri": "https://acme-v02.api.letsencrypt.org/acme/acct/{g.digits(10)}"}}'
    )
    return text, [v], v


@kind(
    "email_oidc_id_token_claims",
    "https://openid.net/specs/openid-connect-core-1_0.html#StandardClaims",
    r"[a-z]+\.[a-z]+\d{3}@[a-z.]+",
)
def _(g: _R):
    v = _mail(g)
    text = (
        "$ step crypto jwt inspect --insecure < id_token.txt | jq .payload\n"
        f'{{\n  "iss": "https://accounts.example.com",\n  "sub": "{g.digits(21)}",\n  "email": "{v}",\n  "email_verified": true\n}}'
    )
    return text, [v], v


@kind(
    "email_scim_user_emails",
    "https://www.rfc-editor.org/rfc/rfc7643#section-4.1.2 (emails)",
    r"[a-z]+\.[a-z]+\d{3}@[a-z.]+",
)
def _(g: _R):
    v = _mail(g)
    text = (
        '{"schemas":["urn:ietf:params:scim:schemas:core:2.0:User"],"userName":"' + v.split("@")[0] + '",'
        f'"emails":[{{"value":"{v}","type":"work","primary":true}}],"active":true}}'
    )
    return text, [v], v


@kind(
    "email_crontab_mailto",
    "https://man7.org/linux/man-pages/man5/crontab.5.html (MAILTO)",
    r"[a-z]+\.[a-z]+\d{3}@[a-z.]+",
)
def _(g: _R):
    v = _mail(g)
    text = f"$ crontab -l\nMAILTO={v}\n15 3 * * * /opt/backup/run.sh --prune\n"
    return text, [v], v


# -- postal addresses in local formats not used before ---------------------------------------------


@kind(
    "address_tw_zh_invoice",
    "https://www.post.gov.tw/post/internet/Postal/index.jsp?ID=207 (3+3 postal code, 路/號/樓)",
    r"\d{6}台北市.+號\d+樓",
    prefixless=True,
)
def _(g: _R):
    pc, no, fl = "110" + g.digits(3), g.r.randint(1, 400), g.r.randint(2, 30)
    v = f"{pc}台北市信義區松仁路{no}號{fl}樓"
    text = f"買受人：陳怡君\n寄送地址：{v}\n電子發票載具：/ABC+123"
    return text, [v], f"{pc} No.{no} Songren Rd {fl}F Taipei"


@kind(
    "address_il_hebrew_delivery",
    "https://www.israelpost.co.il/ (7-digit postal code)",
    r"רחוב .+ \d+, .+ \d{7}",
    prefixless=True,
)
def _(g: _R):
    no, pc = g.r.randint(1, 120), g.digits(7, False)
    v = f"רחוב הרצל {no}, דירה {g.r.randint(1, 40)}, רמת גן {pc}"
    text = f"הזמנה #{g.digits(6)}\nשם: נועה כהן\nכתובת למשלוח: {v}\n"
    return text, [v], f"Herzl St {no} Ramat Gan {pc}"


@kind(
    "address_ua_cyrillic_nova_poshta",
    "https://ukrposhta.ua/ (5-digit індекс; вул., буд., кв.)",
    r"вул\. .+, \d{5}",
    prefixless=True,
)
def _(g: _R):
    v = f"вул. Богдана Хмельницького, буд. {g.r.randint(1, 150)}, кв. {g.r.randint(1, 300)}, м. Київ, {g.digits(5, False)}"
    text = f"Отримувач: Шевченко Олена\nАдреса: {v}\nТел.: +380 ** *** ** **"
    return text, [v], v.split(", ")[-1] + "-Kyiv-" + v.split("буд. ")[1].split(",")[0]


@kind(
    "address_ar_cpa_buenos_aires",
    "https://www.correoargentino.com.ar/formularios/cpa (CPA: letter + 4 digits + 3 letters)",
    r"C\d{4}[A-Z]{3}",
)
def _(g: _R):
    cpa = "C" + g.r.choice(["1425", "1414", "1405", "1428"]) + g.s(3, UP)
    no = g.r.randint(100, 4800)
    v = f"Av. Santa Fe {no}, Piso {g.r.randint(1, 12)} Dto. B, {cpa} CABA"
    text = f'cliente:\n  nombre: Martina Sosa\n  domicilio: "{v}"\n'
    return text, [v], f"{cpa}-SantaFe-{no}"


@kind(
    "address_it_cap_fattura",
    "https://www.poste.it/cerca/index.html#/ (CAP, via/civico)",
    r"Via .+ \d+(?:/[A-Z])?, \d{5} .+",
    prefixless=True,
)
def _(g: _R):
    v = f"Via dei Mille {g.r.randint(1, 200)}/{g.r.choice('ABC')}, 20{g.digits(3)} Milano (MI)"
    text = f"<Sede><Indirizzo>{v}</Indirizzo></Sede>\n<!-- cessionario: Luca Ferri -->"
    return text, [v], v.replace(" ", "_").replace("/", "-").replace("(", "").replace(")", "").replace(",", "")


@kind(
    "address_pt_codigo_postal_ctt",
    "https://www.ctt.pt/feapl_2/app/open/postalCodeSearch/postalCodeSearch.jspx (NNNN-NNN)",
    r"Rua .+ \d{4}-\d{3} .+",
    prefixless=True,
)
def _(g: _R):
    v = f"Rua da Prata {g.r.randint(1, 280)}, {g.r.randint(1, 5)}.º Esq., 1100-{g.digits(3)} Lisboa"
    text = f"Morada de faturação: {v}\nNIF: (ver anexo)\nCliente: Inês Carvalho"
    return text, [v], v.split(", ")[-1].replace(" ", "-") + "-" + v.split(" ")[3].rstrip(",")


@kind(
    "address_tr_mahalle_sokak",
    "https://postakodu.ptt.gov.tr/ (Mah., Sok., No:, Daire:, 5-digit posta kodu)",
    r".+ Mah\. .+ Sok\. No:\d+ Daire:\d+ \d{5} .+",
    prefixless=True,
)
def _(g: _R):
    v = f"Caferağa Mah. Moda Cad. {g.r.randint(1, 99)}. Sok. No:{g.r.randint(1, 90)} Daire:{g.r.randint(1, 20)} 347{g.digits(2)} Kadıköy/İstanbul"
    text = f"Teslimat adresi: {v}\nAlıcı: Elif Yıldız"
    return text, [v], v.replace(" ", "_").replace("/", "-").replace(":", "")


@kind(
    "address_sg_hdb_block_unit",
    "https://www.singpost.com/ (Blk, #floor-unit, 6-digit postal code)",
    r"Blk \d+ .+ #\d\d-\d+ Singapore \d{6}",
    prefixless=True,
)
def _(g: _R):
    blk = g.r.randint(100, 699)
    v = f"Blk {blk} Ang Mo Kio Ave 3 #{g.r.randint(2, 25):02d}-{g.r.randint(10, 999)} Singapore 560{blk}"
    text = f'delivery_address = "{v}"  # recipient: Tan Wei Ling'
    return text, [v], v.replace(" ", "_").replace("#", "")


@kind(
    "address_ch_plz_ort",
    "https://www.post.ch/en/business-solutions/address-management (4-digit PLZ)",
    r".+strasse \d+, \d{4} .+",
    prefixless=True,
)
def _(g: _R):
    v = f"Bahnhofstrasse {g.r.randint(1, 120)}, 8{g.digits(3)} Zürich"
    text = f"Adresse: {v}\nName: Beat Brunner\nAHV: siehe Lohnausweis"
    return text, [v], v.replace(" ", "_").replace(",", "").replace("ü", "ue")


@kind(
    "address_ir_persian_kodposti",
    "https://postcode.post.ir/ (10-digit کد پستی)",
    r"\d{5}-\d{5}",
    prefixless=True,
)
def _(g: _R):
    pc = f"{g.digits(5, False)}-{g.digits(5, False)}"
    text = f"نشانی: تهران، خیابان ولیعصر، کوچه نسترن، پلاک {g.r.randint(1, 90)}\nکد پستی: {pc}\nگیرنده: مریم احمدی"
    return text, [pc], pc


# -- bank accounts of countries not used before ---------------------------------------------------


@kind(
    "pe_cci_cuenta_interbancaria",
    "https://www.bcrp.gob.pe/ ; CCI: 3 bank + 3 office + 12 account + 2 check digits",
    r"\d{20}",
    prefixless=True,
)
def _(g: _R):
    def cd(s: str) -> str:
        t = 0
        for i, c in enumerate(s):
            p = int(c) * (1 if i % 2 == 0 else 2)
            t += p // 10 + p % 10
        return str((10 - t % 10) % 10)

    bank, off, acc = g.r.choice(["002", "003", "011", "009"]), g.digits(3), g.digits(12)
    v = bank + off + acc + cd(bank + off) + cd(acc)
    text = f"Datos para la transferencia:\nTitular: Rosa Quispe Mamani\nCCI: {v}\nBanco: BCP"
    return text, [v], v


@kind(
    "be_bban_rekeningnummer",
    STDNUM + "stdnum.be.iban.html ; https://www.nbb.be/ (3-7-2, mod 97)",
    r"\d{3}-\d{7}-\d\d",
    prefixless=True,
)
def _(g: _R):
    b = g.digits(10)
    c = int(b) % 97 or 97
    v = f"{b[:3]}-{b[3:]}-{c:02d}"
    text = f"Gelieve het voorschot te storten op rekening {v} t.n.v. Jan Verstraeten."
    return text, [v], v


@kind(
    "br_agencia_conta_ted",
    "https://www.bcb.gov.br/ ; Banco do Brasil DV mod 11 (weights 2..9 from the right)",
    r"\d{4}-[\dX] / \d{8}-[\dX]",
    prefixless=True,
)
def _(g: _R):
    def dv(s: str) -> str:
        t = sum(int(c) * (9 - (i % 8)) for i, c in enumerate(reversed(s)))
        r = 11 - t % 11
        return "X" if r == 10 else ("0" if r == 11 else str(r))

    ag, cc = g.digits(4, False), g.digits(8, False)
    v = f"{ag}-{dv(ag)} / {cc}-{dv(cc)}"
    text = f"Favorecido: Carlos Eduardo Nunes\nBanco 001 — Ag./Conta: {v}\nTipo: corrente"
    return text, [v], v.replace(" / ", "_")


@kind(
    "za_branch_account_eft_csv",
    "https://www.banking.org.za/ (universal branch code + account number)",
    r"\d{6},\d{11}",
    prefixless=True,
)
def _(g: _R):
    acc = g.r.choice(["62", "10", "40"]) + g.digits(9)
    br = g.r.choice(["250655", "632005", "051001", "470010"])
    text = f"beneficiary,branch_code,account_no,amount\nThabo Nkosi,{br},{acc},3450.00\n"
    return text, [acc], acc


@kind(
    "il_masav_bank_branch_account",
    "https://www.masav.co.il/ (bank 2 digits, branch 3, account up to 9)",
    r"\d{2}-\d{3}-\d{6,9}",
    prefixless=True,
)
def _(g: _R):
    v = f"{g.r.choice(['10', '12', '20', '31'])}-{g.digits(3, False)}-{g.digits(g.r.choice([6, 8, 9]), False)}"
    text = f"פרטי חשבון להחזר: בנק-סניף-חשבון {v}\nעל שם: יוסי לוי"
    return text, [v], v


# -- health data in carriers not used before -----------------------------------------------------


@kind(
    "x12_270_subscriber_member_id",
    "https://x12.org/codes ; 005010X279A1 NM1*IL (MI qualifier)",
    r"[A-Z]\d{9}",
    prefixless=True,
)
def _(g: _R):
    v = g.r.choice("WXYZ") + g.digits(9, False)
    text = f"HL*3*2*22*0~\nTRN*1*{g.digits(8)}*9877281234~\nNM1*IL*1*{g.r.choice(SURN).upper()}*JANE****MI*{v}~\nDMG*D8*19800519~\nEQ*30~"
    return text, [v], v


@kind(
    "cda_patient_role_mrn",
    "https://www.hl7.org/implement/standards/product_brief.cfm?product_id=492 (C-CDA recordTarget/patientRole/id)",
    r"MRN\d{8}",
)
def _(g: _R):
    v = "MRN" + g.digits(8, False)
    text = (
        "<recordTarget><patientRole>\n"
        f'  <id root="2.16.840.1.113883.19.5.99999.2" extension="{v}"/>\n'
        "  <patient><name><given>Rafael</given><family>Vasquez</family></name></patient>\n</patientRole></recordTarget>"
    )
    return text, [v], v


@kind(
    "fhir_coverage_subscriber_id",
    "https://hl7.org/fhir/R4/coverage-definitions.html#Coverage.subscriberId",
    r"\d{3}[A-Z]{2}\d{6}",
    prefixless=True,
)
def _(g: _R):
    v = g.digits(3) + g.s(2, UP) + g.digits(6, False)
    text = (
        '{"resourceType": "Coverage", "status": "active", "subscriberId": "' + v + '",\n'
        ' "beneficiary": {"reference": "Patient/pat-'
        + g.digits(4)
        + '"}, "relationship": {"coding": [{"code": "self"}]}}'
    )
    return text, [v], v


@kind(
    "dicomweb_qido_patient_id_json",
    "https://dicom.nema.org/medical/dicom/current/output/html/part18.html#sect_F.2 (DICOM JSON, tag 00100020)",
    r"[A-Z]{2}\d{7}",
    prefixless=True,
)
def _(g: _R):
    v = g.s(2, UP) + g.digits(7, False)
    text = (
        "$ curl -s 'http://orthanc:8042/dicom-web/studies?PatientName=HALVORSEN*' | jq '.[0]'\n"
        f'{{"00100010": {{"vr": "PN", "Value": [{{"Alphabetic": "HALVORSEN^INGRID"}}]}},\n "00100020": {{"vr": "LO", "Value": ["{v}"]}}}}'
    )
    return text, [v], v


# -- home geolocation ----------------------------------------------------------------------------


def _coord(g: _R, lat0: float, lon0: float) -> tuple[str, str]:
    return f"{lat0 + g.r.uniform(-0.2, 0.2):.6f}", f"{lon0 + g.r.uniform(-0.2, 0.2):.6f}"


@kind(
    "geo_home_assistant_zone_home",
    "https://www.home-assistant.io/integrations/zone/ ; configuration.yaml homeassistant: latitude/longitude",
    r"-?\d+\.\d{6}",
    prefixless=True,
)
def _(g: _R):
    lat, lon = _coord(g, 59.91, 10.75)
    text = f"homeassistant:\n  name: Home\n  latitude: {lat}\n  longitude: {lon}\n  elevation: 23\n  time_zone: Europe/Oslo"
    return text, [lat, lon], f"{lat},{lon}"


@kind(
    "geo_owntracks_mqtt_location",
    "https://owntracks.org/booklet/tech/json/#_typelocation",
    r"-?\d+\.\d{6}",
    prefixless=True,
)
def _(g: _R):
    lat, lon = _coord(g, -33.87, 151.21)
    text = (
        "$ mosquitto_sub -t 'owntracks/+/+' -v\n"
        f'owntracks/amara/phone {{"_type":"location","lat":{lat},"lon":{lon},"acc":9,"inregions":["home"],"tst":1711452000}}'
    )
    return text, [lat, lon], f"{lat},{lon}"


@kind(
    "geo_gpx_home_waypoint",
    "https://www.topografix.com/GPX/1/1/#type_wptType",
    r"-?\d+\.\d{6}",
    prefixless=True,
)
def _(g: _R):
    lat, lon = _coord(g, 48.14, 11.58)
    text = f'<gpx version="1.1" creator="OsmAnd">\n  <wpt lat="{lat}" lon="{lon}"><name>Zuhause (Lukas)</name><sym>Residence</sym></wpt>\n</gpx>'
    return text, [lat, lon], f"{lat},{lon}"


# -- dates of birth in other calendars and carriers ------------------------------------------------


@kind(
    "dob_hijri_umm_al_qura",
    "https://www.ummulqura.org.sa/ ; Umm al-Qura calendar (هـ)",
    r"\d{1,2}/\d{1,2}/1[34]\d\d هـ",
    prefixless=True,
)
def _(g: _R):
    v = f"{g.r.randint(1, 29)}/{g.r.randint(1, 12)}/{g.r.randint(1370, 1425)} هـ"
    text = f"الاسم: عبدالله الحربي\nتاريخ الميلاد: {v}\nمكان الميلاد: الرياض"
    return text, [v], v.replace(" هـ", "H").replace("/", "-")


@kind(
    "dob_korean_saengnyeonwoil",
    "https://www.law.go.kr/ (생년월일 YYYY년 MM월 DD일)",
    r"\d{4}년 \d{2}월 \d{2}일",
    prefixless=True,
)
def _(g: _R):
    y, m, d = _dob(g)
    v = f"{y}년 {m:02d}월 {d:02d}일"
    text = f"이름: 박서준\n생년월일: {v}\n연락처: 별도 첨부"
    return text, [v], f"{y}-{m:02d}-{d:02d}"


@kind(
    "dob_nepali_bikram_sambat",
    "https://nepalicalendar.rat32.com/ ; Bikram Sambat (वि.सं.)",
    r"20[0-6]\d-\d\d-\d\d",
    prefixless=True,
)
def _(g: _R):
    y, m, d = g.r.randint(2010, 2062), g.r.randint(1, 12), g.r.randint(1, 30)
    v = f"{y}-{m:02d}-{d:02d}"
    text = f"नाम: सीता श्रेष्ठ\nजन्म मिति (वि.सं.): {v}\nनागरिकता नं.: फाइल संलग्न"
    return text, [v], v


@kind(
    "dob_vcard_bday", "https://www.rfc-editor.org/rfc/rfc6350#section-6.2.5 (BDAY)", r"\d{8}", prefixless=True
)
def _(g: _R):
    y, m, d = _dob(g)
    v = f"{y}{m:02d}{d:02d}"
    text = f"BEGIN:VCARD\nVERSION:4.0\nFN:Yusuf Haddad\nBDAY:{v}\nEND:VCARD"
    return text, [v], v


# -- user account names in system output ---------------------------------------------------------


def _login(g: _R) -> str:
    return g.r.choice(GIVEN)[0].lower() + g.r.choice(SURN).lower() + g.digits(2, False)


@kind(
    "user_windows_whoami_domain",
    "https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/whoami",
    r"[a-z]+\d\d",
    prefixless=True,
)
def _(g: _R):
    u = _login(g)
    text = f"PS C:\\> whoami /upn\n{u}@corp.example.com\nPS C:\\> whoami\ncorp\\{u}"
    return text, [u], u


@kind("user_sudoers_dropin", "https://www.sudo.ws/docs/man/sudoers.man/", r"[a-z]+\d\d", prefixless=True)
def _(g: _R):
    u = _login(g)
    text = f"$ sudo cat /etc/sudoers.d/90-oncall\n{u} ALL=(ALL) NOPASSWD: /usr/bin/systemctl restart nginx\n"
    return text, [u], u


@kind(
    "user_id_command_output",
    "https://man7.org/linux/man-pages/man1/id.1.html",
    r"[a-z]+\d\d",
    prefixless=True,
)
def _(g: _R):
    u = _login(g)
    uid = g.r.randint(1001, 1999)
    text = f"$ id {u}\nuid={uid}({u}) gid={uid}({u}) groups={uid}({u}),27(sudo),998(docker)"
    return text, [u], u


@kind(
    "user_windows_event_4624",
    "https://learn.microsoft.com/en-us/windows/security/threat-protection/auditing/event-4624",
    r"[a-z]+\d\d",
    prefixless=True,
)
def _(g: _R):
    u = _login(g)
    text = (
        "An account was successfully logged on.\nNew Logon:\n"
        f"\tSecurity ID:\t\tS-1-5-21-{g.digits(10)}-{g.digits(9)}-{g.digits(10)}-{g.digits(4)}\n"
        f"\tAccount Name:\t\t{u}\n\tAccount Domain:\t\tCORP\nLogon Type:\t\t10"
    )
    return text, [u], u


@kind("user_macos_dscl_read", "https://ss64.com/mac/dscl.html", r"[a-z]+\d\d", prefixless=True)
def _(g: _R):
    u = _login(g)
    text = f"$ dscl . -read /Users/{u} NFSHomeDirectory RealName UniqueID\nNFSHomeDirectory: /Users/{u}\nRealName:\n Sofia Moreau\nUniqueID: 501"
    return text, [u], u


@kind(
    "user_authorized_keys_comment",
    "https://man.openbsd.org/sshd.8#AUTHORIZED_KEYS_FILE_FORMAT",
    r"[a-z]+\d\d@[a-z0-9-]+",
    prefixless=True,
)
def _(g: _R):
    u = _login(g)
    v = f"{u}@{g.r.choice(['thinkpad', 'mbp', 'xps'])}-{g.digits(3)}"
    text = f"$ cat ~/.ssh/authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{g.s(43)} {v}"
    return text, [v], v
