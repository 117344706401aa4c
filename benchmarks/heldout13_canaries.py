"""Held-out canary set 13: personal data in schemes and carriers no earlier set used (issue 31).

A canary set nobody has tuned on, personal data only. Every kind was drawn from *outside* the
list of kind names of all earlier canary sets (``used_names.txt``, 1,380 names): another
country, another scheme of a country, or another carrier, never a listed scheme in a new
carrier. It covers:

- **identity, tax, social-security, health, voter, student and residence numbers** with their
  published check digits: Argentina CBU, British Columbia PHN, Ontario health card, Quebec RAMQ,
  Dutch onderwijsnummer and identity-card number, UK Unique Pupil Number and UTR, Scotland CHI,
  India EPIC (voter) and Aadhaar VID, Indonesia NPWP, South Africa tax reference, Ghana TIN,
  Costa Rica cedula, Guatemala NIT, Dominican cedula, El Salvador NIT, Paraguay RUC, Peru CUI,
  Cuba carnet, Liechtenstein PEID, Belarus UNP, Azerbaijan VOEN, Turkey VKN, Finland
  veronumero, Portugal Cartao de Cidadao, Belgium BIS, Bulgaria PNF (foreigners), Austria
  Abgabenkontonummer, France numero fiscal, Australia ABN (sole trader), Poland REGON, US PTIN,
  Mauritius NID, Mozambique NUIT, Andorra NRT, Germany Steuernummer and Personalausweis number,
  Vietnam MST, New Zealand NHI, Brazil titulo de eleitor, CNS and RENAVAM, Mexico IMSS NSS,
  Kuwait civil ID, Qatar QID, Taiwan ARC (2021 format), Ukraine UNZR, Uzbekistan PINFL,
  Australia Centrelink CRN, Florida and Korean driving licences, Japan pension number, India
  UAN, Belgian eID card number, Mexican INE voter key, Philippine BIR TIN, Swedish
  samordningsnummer, Colombian cedula, the Spanish CUPS of a home's electricity supply,
  hospital MRNs in HL7v2 and DICOM;
- **bank accounts** of countries no set used: Czech (prefix-number/bank), Norway kontonummer,
  New Zealand 2-4-7-3, Russia (20 digits keyed on the BIK), Australia BSB, Canada
  transit/institution (MICR line), Japan Zengin;
- **devices tied to a person**: IMSI, ICCID, MEID, Android ID, advertising ids;
- **phones** of countries no set used (ZA, AR, ID, KE, EG, RU, VN, TH, PH, CO, UA, PK) in
  carriers no set used (vCard ``TEL;``, SIP URI, ``tel:`` in HTML, SMS gateway payloads, a
  WhatsApp webhook, a 1C/Excel CSV, Asterisk CDR, Twilio-like TwiML, Android ``content query``);
- **e-mail addresses** in carriers no set used (LDIF, mbox ``From_`` line, DMARC forensic report,
  ``gpg --list-keys`` uid, iCalendar ``ATTENDEE``, ``mailto:`` with a query, X.509 subject,
  Postfix ``to=<>`` log, Gravatar hash);
- **postal addresses** in local formats (Korean road-name, Chinese, Saudi national address,
  Russian, Thai, Egyptian Arabic, Canadian, Irish Eircode, Mexican colonia/CP, Czech);
- **home geolocation** as an Open Location Code and a geohash, **dates of birth** in the
  Buddhist, Jalali and Japanese-era calendars, and **user account names** in ``/etc/passwd``,
  ``last`` output and UNC paths.

They appear in the places a coding session shows them: fixtures and factories in Python, Go,
Ruby, PHP, Java, Kotlin, TypeScript, C#, Elixir and Rust, seed SQL, CSV/TSV exports, API
JSON/XML, logs, OCR output, KYC payloads, support tickets in the local language and script,
test failures printing the value, REPL output.

How it was kept apart: written in one sitting on branch ``set13`` from commit ``a3cb3c7``
without reading the redactor (``agent_traces/``), its tests, ``tests/canaries.py``, any label
file, ``benchmarks/RESULTS.md``, ``docs/``, any other canary set or source list, or any result.
Only lines 1-160 of ``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``, ``Registry``),
``heldout_eval.py``, ``tests/test_heldout_canaries.py``, the first 60 lines of
``heldout9_canaries.py`` (its header) and the names in ``used_names.txt`` were read (one slip: a
plain ``ls`` of the brief's folder showed its file names, none of the other files was opened; and
``ls benchmarks/ | grep -c heldout`` counted, without showing, the names of the sets). Formats
come from public documentation found with the ``search`` tool (registries, Wikipedia-derived
pages, open validators) and from python-stdnum's module documentation; every checksum is
computed so that a validator accepts it (cross-checked with python-stdnum in a scratch directory
outside the repo where stdnum has the scheme, 45 kinds; the others' own implementations were
checked against the examples their public pages give: CHI ``0101011237``, NHI ``ZAA0067``...,
RENAVAM ``86769597308``, CNS ``144082627260004``, Kuwait ``288020122596``, the Taiwan
checksum on ``A123456789``; python-stdnum does not model the Swedish coordination number, so
its Luhn digit was checked alone). Kinds without a published check digit (driving licences,
QID, CRN, pension and account numbers, MRNs) follow the documented layout only.
Values are random per seed, never a real person.

115 kinds, all personal data (no credentials); 90 of them prefixless (nothing in the value
marks it, only its context), 25 with a structural marker (``@``, ``+country``, ``P``/``F-``
letters, ``ES``, a fixed letter pattern).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout13_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import hashlib
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

STDNUM = "https://arthurdejong.org/python-stdnum/doc/latest/"
UPPER = string.ascii_uppercase
D = string.digits


# -- helpers -----------------------------------------------------------------------------------


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def _wsum(weights, digits: str) -> int:
    return sum(w * int(n) for w, n in zip(weights, digits, strict=False))


_V_D = [
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
_V_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
_V_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff_digit(body: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _V_D[c][_V_P[(i + 1) % 8][int(ch)]]
    return str(_V_INV[c])


def _date(g: _R, y0: int = 1950, y1: int = 2004) -> tuple[int, int, int]:
    return g.r.randint(y0, y1), g.r.randint(1, 12), g.r.randint(1, 28)


def _pick(g: _R, seq):
    return g.r.choice(list(seq))


GIVEN = ["Amara", "Tomas", "Ingrid", "Kwame", "Lucia", "Rafael", "Mei", "Oksana", "Farid", "Nadia", "Joaquin"]
FAMILY = [
    "Okafor",
    "Lindqvist",
    "Moreau",
    "Haddad",
    "Nakamura",
    "Silva",
    "Novak",
    "Petrenko",
    "Rahman",
    "Vargas",
]


def _name(g: _R) -> str:
    return f"{_pick(g, GIVEN)} {_pick(g, FAMILY)}"


# -- identity, tax and social numbers with check digits (python-stdnum catalogue) --------------


@kind("ar_cbu_transfer_json", STDNUM + "stdnum.ar.cbu.html", r"\d{22}", prefixless=True)
def _ar_cbu(g: _R):
    # weights 3,1,7,9 from the right: over bank+branch (7 digits), then over the 13-digit account
    first7 = g.digits(7, first_nonzero=False)
    c1 = str((10 - sum(int(n) * (3, 1, 7, 9)[i % 4] for i, n in enumerate(reversed(first7)))) % 10)
    acct = g.digits(13, first_nonzero=False)
    c2 = str((10 - sum(int(n) * (3, 1, 7, 9)[i % 4] for i, n in enumerate(reversed(acct)))) % 10)
    cbu = first7 + c1 + acct + c2
    text = (
        f'{{"transferencia": {{"destino": {{"titular": "{_name(g)}", "cbu": "{cbu}", "alias": "sol.rio.mate"}},'
        ' "importe": 184500.00, "moneda": "ARS", "concepto": "Alquiler"}}'
    )
    return text, [cbu], cbu


@kind("ca_bc_phn_intake_form", STDNUM + "stdnum.ca.bc_phn.html", r"9\d{3} \d{3} \d{3}", prefixless=True)
def _bc_phn(g: _R):
    while True:
        body = g.digits(8, first_nonzero=False)
        s = sum((w * int(n)) % 11 for w, n in zip((2, 4, 8, 5, 10, 9, 7, 3), body, strict=False))
        c = (11 - s) % 11
        if c < 10:
            break
    phn = "9" + body + str(c)
    shown = f"{phn[:4]} {phn[4:7]} {phn[7:]}"
    text = (
        "POST /clinic/intake HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\n"
        f"province=BC&surname={_pick(g, FAMILY)}&phn={shown.replace(' ', '+')}&msp_plan=A\n"
        f"# intake form preview: Personal Health Number {shown}"
    )
    return text, [shown], phn


@kind(
    "ca_on_health_card_ocr",
    "https://en.wikipedia.org/wiki/Ontario_Health_Insurance_Plan",
    r"\d{4}-\d{3}-\d{3}-[A-Z]{2}",
    prefixless=True,
)
def _on_hc(g: _R):
    body = g.digits(9)
    num = body + _luhn_digit(body)
    vc = g.s(2, UPPER)
    shown = f"{num[:4]}-{num[4:7]}-{num[7:]}-{vc}"
    text = (
        "tesseract scan_0192.png - | head\nOntario  Health  Sante\n"
        f"{_pick(g, FAMILY).upper()}, {_pick(g, GIVEN).upper()}\n{shown}\nISS 2021-04-12   EXP 2026-09-30"
    )
    return text, [shown], num + vc


@kind(
    "ca_qc_ramq_patient_row",
    "https://www.ramq.gouv.qc.ca/en/citizens/health-insurance/health-insurance-card",
    r"[A-Z]{4} \d{4} \d{4}",
    prefixless=True,
)
def _ramq(g: _R):
    y, m, d = _date(g)
    fam, giv = _pick(g, FAMILY).upper(), _pick(g, GIVEN).upper()
    mm = m + (50 if g.r.random() < 0.5 else 0)
    code = f"{fam[:3]}{giv[0]} {y % 100:02d}{mm:02d} {d:02d}{g.digits(2, first_nonzero=False)}"
    text = (
        "INSERT INTO patients (nom, prenom, no_assurance_maladie, langue) VALUES\n"
        f"  ('{fam.title()}', '{giv.title()}', '{code}', 'fr');"
    )
    return text, [code], code.replace(" ", "")


@kind("nl_onderwijsnummer_fixture", STDNUM + "stdnum.nl.onderwijsnummer.html", r"10\d{7}", prefixless=True)
def _onderwijs(g: _R):
    while True:
        body = "10" + g.digits(6, first_nonzero=False)
        last = (sum((9 - i) * int(n) for i, n in enumerate(body)) - 5) % 11
        if last < 10:
            break
    num = body + str(last)
    text = (
        "# tests/fixtures/leerlingen.py\nLEERLING = {\n"
        f'    "naam": "{_name(g)}",\n    "onderwijsnummer": "{num}",\n    "klas": "3 havo B",\n}}'
    )
    return text, [num], num


_UPN_ALPHA = "ABCDEFGHJKLMNPQRTUVWXYZ0123456789"
_UPN_LA = [201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 301, 302, 303, 304, 305, 306, 307]


@kind(
    "gb_upn_pupil_csv",
    STDNUM + "stdnum.gb.upn.html",
    r"[A-HJ-NP-RT-Z]\d{11}[A-HJ-NP-RT-Z0-9]",
    prefixless=True,
)
def _upn(g: _R):
    body = str(_pick(g, _UPN_LA)) + g.digits(2, first_nonzero=False) + g.digits(6, first_nonzero=False)
    last = _pick(g, _UPN_ALPHA[:23])
    rest = body + last  # 12 chars after the check letter
    check = _UPN_ALPHA[sum(i * _UPN_ALPHA.index(n) for i, n in enumerate(rest, 2)) % 23]
    upn = check + rest
    text = (
        "UPN,Legal Surname,Forename,DOB,Year Group,SEN\n"
        f"{upn},{_pick(g, FAMILY)},{_pick(g, GIVEN)},2013-0{g.r.randint(1, 9)}-1{g.r.randint(0, 9)},Y6,N"
    )
    return text, [upn], upn


@kind("gb_utr_self_assessment_py", STDNUM + "stdnum.gb.utr.html", r"\d{5} \d{5}", prefixless=True)
def _utr(g: _R):
    body = g.digits(9, first_nonzero=False)
    check = "21987654321"[_wsum((6, 7, 8, 9, 10, 5, 4, 3, 2), body) % 11]
    utr = check + body
    shown = f"{utr[:5]} {utr[5:]}"
    text = (
        ">>> client = hmrc.SelfAssessment(sandbox=False)\n>>> client.lookup(utr)\n"
        f"Taxpayer(name='{_name(g)}', utr='{shown}', status='active', returns_due=['2024-25'])"
    )
    return text, [shown], utr


@kind("in_epic_voter_id_ticket", STDNUM + "stdnum.in_.epic.html", r"[A-Z]{3}\d{7}", prefixless=True)
def _epic(g: _R):
    body = g.digits(6, first_nonzero=False)
    epic = g.s(3, UPPER) + body + _luhn_digit(body)
    text = (
        "Ticket #58213 — मतदाता पहचान पत्र अपडेट\n"
        f"नमस्ते, मेरा EPIC नंबर {epic} है, पता बदलना है (फॉर्म 8). कृपया जल्दी करें।"
    )
    return text, [epic], epic


@kind("in_aadhaar_vid_kyc", STDNUM + "stdnum.in_.vid.html", r"[2-9]\d{15}", prefixless=True)
def _vid(g: _R):
    body = str(g.r.randint(2, 9)) + g.digits(14, first_nonzero=False)
    vid = body + _verhoeff_digit(body)
    shown = " ".join(vid[i : i + 4] for i in range(0, 16, 4))
    text = (
        f'curl -s https://kyc.internal/api/v2/ekyc -d \'{{"vid":"{vid}","consent":"Y","otp_txn":"T8812"}}\''
        + f"\n# customer read the VID out as {shown}"
    )
    return text, [vid, shown], vid


@kind(
    "id_npwp_invoice_xml",
    STDNUM + "stdnum.id.npwp.html",
    r"\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}",
    prefixless=True,
)
def _npwp(g: _R):
    body = g.digits(8)
    nine = body + _luhn_digit(body)
    num = nine + g.digits(6, first_nonzero=False)
    shown = f"{num[:2]}.{num[2:5]}.{num[5:8]}.{num[8]}-{num[9:12]}.{num[12:]}"
    text = f"<Faktur>\n  <Pembeli>\n    <Nama>{_name(g)}</Nama>\n    <NPWP>{shown}</NPWP>\n  </Pembeli>\n</Faktur>"
    return text, [shown], num


@kind("za_tax_reference_efiling", STDNUM + "stdnum.za.tin.html", r"[0-39]\d{9}", prefixless=True)
def _za_tin(g: _R):
    body = _pick(g, "0123") + g.digits(8, first_nonzero=False)
    tin = body + _luhn_digit(body)
    text = (
        "2024-11-03 09:12:44 INFO efiling.sync  taxpayer resolved "
        f'income_tax_ref={tin} name="{_name(g)}" branch=Pretoria'
    )
    return text, [tin], tin


@kind("gh_tin_payroll_php", STDNUM + "stdnum.gh.tin.html", r"P00\d{7}[0-9X]")
def _gh_tin(g: _R):
    while True:
        body = "P00" + g.digits(7, first_nonzero=False)
        c = sum((i + 1) * int(n) for i, n in enumerate(body[1:10])) % 11
        if c < 10:
            break
    tin = body + str(c)
    text = f"<?php\n$employee = [\n    'name' => '{_name(g)}',\n    'gra_tin' => '{tin}',\n    'ssnit' => true,\n];"
    return text, [tin], tin


@kind("cr_cedula_fisica_form", STDNUM + "stdnum.cr.cpf.html", r"\d-\d{4}-\d{4}", prefixless=True)
def _cr_cpf(g: _R):
    ced = f"{g.r.randint(1, 7)}-{g.digits(4, first_nonzero=False)}-{g.digits(4, first_nonzero=False)}"
    text = (
        "Formulario de registro (Costa Rica)\n  Tipo de identificación: Cédula física\n"
        f"  Número: {ced}\n  Nombre: {_name(g)}\n  Provincia: San José"
    )
    return text, [ced], ced


@kind("gt_nit_factura_sat", STDNUM + "stdnum.gt.nit.html", r"\d{6,8}-[0-9K]", prefixless=True)
def _gt_nit(g: _R):
    body = g.digits(g.r.choice((7, 8)))
    c = -sum(i * int(n) for i, n in enumerate(reversed(body), 2)) % 11
    nit = body + "-" + ("K" if c == 10 else str(c))
    text = f"FACTURA ELECTRÓNICA FEL\nNIT receptor: {nit}\nNombre: {_name(g)}\nDirección: Ciudad\nTotal Q 1,245.00"
    return text, [nit], nit.replace("-", "")


@kind("do_cedula_dgii_csv", STDNUM + "stdnum.do.cedula.html", r"\d{3}-\d{7}-\d", prefixless=True)
def _do_ced(g: _R):
    body = "0" + g.digits(2) + g.digits(7, first_nonzero=False)
    ced = body + _luhn_digit(body)
    shown = f"{ced[:3]}-{ced[3:10]}-{ced[10]}"
    text = f"cedula;nombre;monto_itbis\n{shown};{_name(g)};3520.75"
    return text, [shown], ced


@kind("sv_nit_go_struct", STDNUM + "stdnum.sv.nit.html", r"0\d{3}-\d{6}-\d{3}-\d", prefixless=True)
def _sv_nit(g: _R):
    y, m, d = _date(g)
    body = (
        "0"
        + g.digits(3, first_nonzero=False)
        + f"{d:02d}{m:02d}{y % 100:02d}"
        + "1"
        + g.digits(2, first_nonzero=False)
    )
    # positions 10..12 > 100: the new weights
    total = _wsum((2, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2), body)
    nit = body + str((-total % 11) % 10)
    shown = f"{nit[:4]}-{nit[4:10]}-{nit[10:13]}-{nit[13]}"
    text = f'var contribuyente = Contribuyente{{\n\tNombre: "{_name(g)}",\n\tNIT:    "{shown}",\n\tDepto:  "San Salvador",\n}}'
    return text, [shown], nit


@kind("py_ruc_set_log", STDNUM + "stdnum.py.ruc.html", r"\d{6,8}-\d", prefixless=True)
def _py_ruc(g: _R):
    body = g.digits(g.r.choice((7, 8)))
    c = (-sum((i + 2) * int(n) for i, n in enumerate(reversed(body))) % 11) % 10
    ruc = f"{body}-{c}"
    text = f"[marangatu] consulta RUC {ruc} -> contribuyente activo: {_name(g)} (persona física)"
    return text, [ruc], body + str(c)


@kind("pe_cui_dni_reniec_json", STDNUM + "stdnum.pe.cui.html", r"\d{8}-\d", prefixless=True)
def _pe_cui(g: _R):
    body = g.digits(8)
    c = _wsum((3, 2, 7, 6, 5, 4, 3, 2), body) % 11
    cui = f"{body}-{'65432110987'[c]}"
    text = (
        f'{{"dni": "{cui}", "nombres": "{_name(g).upper()}", "estadoCivil": "SOLTERO", "ubigeo": "150131"}}'
    )
    return text, [cui], cui.replace("-", "")


@kind("cu_carnet_identidad_ruby", STDNUM + "stdnum.cu.ni.html", r"\d{11}", prefixless=True)
def _cu_ni(g: _R):
    y, m, d = _date(g, 1950, 1999)
    ni = f"{y % 100:02d}{m:02d}{d:02d}" + _pick(g, "012345") + g.digits(4, first_nonzero=False)
    text = (
        f'Ciudadano.create!(\n  nombre: "{_name(g)}",\n  carnet_identidad: "{ni}",\n  municipio: "Plaza"\n)'
    )
    return text, [ni], ni


@kind("li_peid_sql_update", STDNUM + "stdnum.li.peid.html", r"\d{6,8}", prefixless=True)
def _li_peid(g: _R):
    peid = g.digits(g.r.choice((7, 8)))
    text = f"UPDATE einwohner SET peid = '{peid}', gemeinde = 'Vaduz' WHERE nachname = '{_pick(g, FAMILY)}';"
    return text, [peid], peid


_BY_W = (29, 23, 19, 17, 13, 7, 5, 3)


@kind("by_unp_ip_ru_ticket", STDNUM + "stdnum.by.unp.html", r"[1-7]\d{8}", prefixless=True)
def _by_unp(g: _R):
    while True:
        body = _pick(g, "1234567") + g.digits(7, first_nonzero=False)
        c = _wsum(_BY_W, body) % 11
        if c < 10:
            break
    unp = body + str(c)
    text = f"Заявка №4471: ИП {_name(g)}, УНП {unp}, просим выставить счёт-фактуру за ноябрь."
    return text, [unp], unp


@kind("az_voen_kotlin_fixture", STDNUM + "stdnum.az.voen.html", r"\d{10}", prefixless=True)
def _az_voen(g: _R):
    while True:
        body = g.digits(8)
        c = _wsum((4, 1, 8, 6, 2, 7, 5, 3), body) % 11
        if c < 10:
            break
    voen = body + str(c) + "2"  # 2 = a natural person
    text = (
        f'val taxpayer = Taxpayer(\n    fullName = "{_name(g)}",\n    voen = "{voen}",\n    city = "Bakı",\n)'
    )
    return text, [voen], voen


@kind("tr_vkn_e_fatura_xml", STDNUM + "stdnum.tr.vkn.html", r"\d{10}", prefixless=True)
def _tr_vkn(g: _R):
    body = g.digits(9)
    s = 0
    for i, n in enumerate(reversed(body), 1):
        c1 = (int(n) + i) % 10
        if c1:
            s += (c1 * (2**i)) % 9 or 9
    vkn = body + str((10 - s) % 10)
    text = (
        "<cac:PartyIdentification>\n"
        f'  <cbc:ID schemeID="VKN">{vkn}</cbc:ID>\n</cac:PartyIdentification>\n'
        f"<cbc:Name>{_name(g)} Serbest Muhasebeci</cbc:Name>"
    )
    return text, [vkn], vkn


@kind("fi_veronumero_tyomaa_csv", STDNUM + "stdnum.fi.veronumero.html", r"\d{12}", prefixless=True)
def _fi_vero(g: _R):
    vn = "1000" + g.digits(8, first_nonzero=False)
    text = f"Veronumero;Sukunimi;Etunimi;Työmaa\n{vn};{_pick(g, FAMILY)};{_pick(g, GIVEN)};Kalasatama T3"
    return text, [vn], vn


@kind("pt_cartao_cidadao_ocr", STDNUM + "stdnum.pt.cc.html", r"\d{8} \d [A-Z0-9]{2}\d", prefixless=True)
def _pt_cc(g: _R):
    alpha = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    body = g.digits(8) + g.digits(1, first_nonzero=False) + g.s(2, UPPER)
    s = 0
    for i, n in enumerate(body[::-1]):
        v = alpha.index(n)
        if i % 2 == 0:
            v *= 2
            v = v - 9 if v > 9 else v
        s += v
    cc = body + str((10 - s) % 10)
    shown = f"{cc[:8]} {cc[8]} {cc[9:]}"
    text = f"OCR (frente):\nREPÚBLICA PORTUGUESA  CARTÃO DE CIDADÃO\nApelido(s) {_pick(g, FAMILY).upper()}\nN.º Documento {shown}"
    return text, [shown], cc


@kind(
    "be_bis_number_sql", STDNUM + "stdnum.be.bis.html", r"\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}", prefixless=True
)
def _be_bis(g: _R):
    y, m, d = _date(g, 1960, 1999)
    head = f"{y % 100:02d}{m + _pick(g, (20, 40)):02d}{d:02d}{g.digits(3)}"
    c = 97 - int(head) % 97
    bis = head + f"{c:02d}"
    shown = f"{bis[:2]}.{bis[2:4]}.{bis[4:6]}-{bis[6:9]}.{bis[9:]}"
    text = f"INSERT INTO werknemers (naam, bis_nummer, land) VALUES ('{_name(g)}', '{shown}', 'PT');"
    return text, [shown], bis


@kind("bg_pnf_foreigner_ts", STDNUM + "stdnum.bg.pnf.html", r"\d{10}", prefixless=True)
def _bg_pnf(g: _R):
    body = g.digits(9)
    pnf = body + str(_wsum((21, 19, 17, 13, 11, 9, 7, 3, 1), body) % 10)
    text = f'export const resident = {{\n  name: "{_name(g)}",\n  lnch: "{pnf}", // ЛНЧ\n  permit: "продължително",\n}};'
    return text, [pnf], pnf


@kind("at_abgabenkontonummer_mail", STDNUM + "stdnum.at.tin.html", r"\d{2}-\d{3}/\d{4}", prefixless=True)
def _at_tin(g: _R):
    office = _pick(g, ("03", "04", "06", "07", "08", "09"))
    body = office + g.digits(6, first_nonzero=False)
    s = sum(int("0246813579"[int(n)]) if i % 2 else int(n) for i, n in enumerate(body))
    tin = body + str((10 - s) % 10)
    shown = f"{tin[:2]}-{tin[2:5]}/{tin[5:]}"
    text = (
        f"Betreff: Arbeitnehmerveranlagung {_name(g)}\n\nSehr geehrte Damen und Herren,\n"
        f"anbei die Unterlagen zur Steuernummer {shown} (Finanzamt Wien).\nMit freundlichen Grüßen"
    )
    return text, [shown], tin


@kind(
    "fr_numero_fiscal_avis",
    STDNUM + "stdnum.fr.nif.html",
    r"[0-3]\d \d{2} \d{3} \d{3} \d{3}",
    prefixless=True,
)
def _fr_nif(g: _R):
    ten = _pick(g, "0123") + g.digits(9, first_nonzero=False)
    nif = ten + f"{int(ten) % 511:03d}"
    shown = f"{nif[:2]} {nif[2:4]} {nif[4:7]} {nif[7:10]} {nif[10:]}"
    text = f"AVIS D'IMPÔT 2024\nDéclarant 1 : {_name(g).upper()}\nNuméro fiscal : {shown}\nRéférence de l'avis : 24 75A1234567"
    return text, [shown], nif


@kind(
    "au_abn_sole_trader_invoice", STDNUM + "stdnum.au.abn.html", r"\d{2} \d{3} \d{3} \d{3}", prefixless=True
)
def _abn(g: _R):
    body = g.digits(9)
    s = sum(-w * int(n) for w, n in zip((3, 5, 7, 9, 11, 13, 15, 17, 19), body, strict=False))
    abn = str(11 + (s - 1) % 89) + body
    shown = f"{abn[:2]} {abn[2:5]} {abn[5:8]} {abn[8:]}"
    text = f"TAX INVOICE\n{_name(g)} (sole trader) — Plumbing\nABN: {shown}\nGST: $42.00   Total: $462.00"
    return text, [shown], abn


@kind("pl_regon_jdg_kotlin", STDNUM + "stdnum.pl.regon.html", r"\d{9}", prefixless=True)
def _regon(g: _R):
    body = g.digits(8)
    regon = body + str(_wsum((8, 9, 2, 3, 4, 5, 6, 7), body) % 11 % 10)
    text = f'assertEquals("{regon}", firma.regon) // JDG: {_name(g)}, Kraków\n  expected:<{regon}> but was:<null>'
    return text, [regon], regon


@kind("us_ptin_preparer_8879", STDNUM + "stdnum.us.ptin.html", r"P\d{8}")
def _ptin(g: _R):
    ptin = "P" + g.digits(8, first_nonzero=False)
    text = f"Form 8879  IRS e-file Signature Authorization\nPaid preparer: {_name(g)}   PTIN {ptin}\nFirm's EIN: on file"
    return text, [ptin], ptin


_MU_ALPHA = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@kind("mu_nid_rest_json", STDNUM + "stdnum.mu.nid.html", r"[A-Z]\d{12}[0-9A-Z]")
def _mu_nid(g: _R):
    y, m, d = _date(g, 2000, 2008)
    body = g.s(1, UPPER) + f"{d:02d}{m:02d}{y % 100:02d}" + g.digits(6, first_nonzero=False)
    check = sum((14 - i) * _MU_ALPHA.index(n) for i, n in enumerate(body))
    nid = body + _MU_ALPHA[(17 - check) % 17]
    text = f'{{"citizen": {{"nid": "{nid}", "name": "{_name(g)}", "district": "Port Louis"}}}}'
    return text, [nid], nid


@kind("mz_nuit_elixir_map", STDNUM + "stdnum.mz.nuit.html", r"\d{9}", prefixless=True)
def _nuit(g: _R):
    body = g.digits(8)
    nuit = body + "01234567891"[_wsum((8, 9, 4, 5, 6, 7, 8, 9), body) % 11]
    text = f'%{{nome: "{_name(g)}", nuit: "{nuit}", provincia: "Maputo"}}'
    return text, [nuit], nuit


@kind("ad_nrt_resident_form", STDNUM + "stdnum.ad.nrt.html", r"F-\d{6}-[A-Z]")
def _ad_nrt(g: _R):
    nrt = f"F-{g.r.randint(100000, 699999)}-{g.s(1, UPPER)}"
    text = f"Sol·licitud de residència\nNom: {_name(g)}\nNRT: {nrt}\nParròquia: Escaldes-Engordany"
    return text, [nrt], nrt


@kind("de_steuernummer_elster_log", STDNUM + "stdnum.de.stnr.html", r"\d{3}/\d{3}/\d{5}", prefixless=True)
def _de_stnr(g: _R):
    stnr = f"{g.digits(3)}/{g.digits(3, first_nonzero=False)}/{g.digits(5, first_nonzero=False)}"
    text = f"ERIC 2024-11-03 10:22:13 [INFO] Übermittlung ESt 2023, Steuernummer {stnr}, Steuerpflichtige/r {_name(g)}"
    return text, [stnr], stnr


_DE_ID = "CFGHJKLMNPRTVWXYZ0123456789"


def _icao_digit(s: str) -> str:
    def val(c: str) -> int:
        return int(c) if c.isdigit() else ord(c) - 55

    return str(sum(val(c) * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)


@kind(
    "de_personalausweis_nr_test",
    "https://www.bsi.bund.de/DE/Themen/Oeffentliche-Verwaltung/Elektronische-Identitaeten/Online-Ausweisfunktion/online-ausweisfunktion_node.html ; ICAO 9303 part 3 check digit",
    r"[LMNPRTVWXY][CFGHJKLMNPRTVWXYZ0-9]{8}\d",
    prefixless=True,
)
def _de_pa(g: _R):
    body = _pick(g, "LMNPRTVWXY") + g.s(8, _DE_ID)
    num = body + _icao_digit(body)
    text = (
        "FAILED tests/test_kyc.py::test_ausweis_roundtrip - AssertionError:\n"
        f"  assert doc.document_number == '{num}'\n  +  where doc = Ausweis(name='{_name(g)}', document_number=None)"
    )
    return text, [num], num


@kind("vn_mst_ca_nhan_csv", STDNUM + "stdnum.vn.mst.html", r"\d{10}", prefixless=True)
def _vn_mst(g: _R):
    while True:
        body = g.digits(9)
        c = 10 - _wsum((31, 29, 23, 19, 17, 13, 7, 5, 3), body) % 11
        if c < 10:
            break
    mst = body + str(c)
    text = f"Họ và tên,Mã số thuế,Địa chỉ\n{_name(g)},{mst},Quận 3 TP.HCM"
    return text, [mst], mst


@kind(
    "nl_id_kaart_nummer_kyc", STDNUM + "stdnum.nl.identiteitskaartnummer.html", r"[A-NP-Z]{2}[A-NP-Z0-9]{6}\d"
)
def _nl_idk(g: _R):
    alpha = UPPER.replace("O", "")
    num = g.s(2, alpha) + g.s(6, alpha + D) + g.digits(1, first_nonzero=False)
    text = f'{{"kyc": {{"document_type": "ID_CARD", "issuing_country": "NLD", "document_number": "{num}", "holder": "{_name(g)}"}}}}'
    return text, [num], num


# -- health, student and residence numbers (published check rules, own implementation) ---------


@kind(
    "gb_scot_chi_hl7_pid",
    "https://www.datadictionary.nhs.uk/attributes/community_health_index_number.html",
    r"\d{10}",
    prefixless=True,
)
def _chi(g: _R):
    while True:
        y, m, d = _date(g)
        body = f"{d:02d}{m:02d}{y % 100:02d}" + g.digits(3, first_nonzero=False)
        c = 11 - _wsum(range(10, 1, -1), body) % 11
        if c != 10:
            break
    chi = body + str(0 if c == 11 else c)
    text = (
        "MSH|^~\\&|TRAK|NHSGGC|PAS|NHSGGC|20241103101500||ADT^A01|MSG00412|P|2.4\n"
        f"PID|1||{chi}^^^CHI^NH||{_pick(g, FAMILY).upper()}^{_pick(g, GIVEN).upper()}||{y}{m:02d}{d:02d}|F"
    )
    return text, [chi], chi


_NHI_ALPHA = "ABCDEFGHJKLMNPQRSTUVWXYZ"


@kind(
    "nz_nhi_fhir_identifier",
    "https://tewhatuora.govt.nz/health-services-and-programmes/health-identity/national-health-index/upcoming-changes-nhi",
    r"[A-HJ-NP-Z]{3}\d{4}",
)
def _nhi(g: _R):
    while True:
        letters = g.s(3, _NHI_ALPHA)
        nums = g.digits(3, first_nonzero=False)
        vals = [_NHI_ALPHA.index(c) + 1 for c in letters] + [int(n) for n in nums]
        mod = sum(v * w for v, w in zip(vals, (7, 6, 5, 4, 3, 2), strict=False)) % 11
        if 2 <= mod <= 10:
            break
    nhi = letters + nums + str(11 - mod)
    text = (
        '{"resourceType": "Patient", "identifier": [{"system": "https://standards.digital.health.nz/ns/nhi-id",'
        f' "value": "{nhi}"}}], "name": [{{"family": "{_pick(g, FAMILY)}"}}]}}'
    )
    return text, [nhi], nhi


@kind(
    "br_titulo_eleitor_form",
    "https://pt.wikipedia.org/wiki/T%C3%ADtulo_eleitoral ; rules: eduardodeoh/titulo_eleitoral lib/titulo-eleitoral/constantes.rb",
    r"\d{4} \d{4} \d{4}",
    prefixless=True,
)
def _titulo(g: _R):
    seq = g.digits(8, first_nonzero=False)
    uf = f"{g.r.randint(3, 28):02d}"
    dv1 = _wsum(range(2, 10), seq) % 11
    dv1 = 0 if dv1 == 10 else dv1
    dv2 = (int(uf[0]) * 7 + int(uf[1]) * 8 + dv1 * 9) % 11
    dv2 = 0 if dv2 == 10 else dv2
    tit = seq + uf + str(dv1) + str(dv2)
    shown = f"{tit[:4]} {tit[4:8]} {tit[8:]}"
    text = f"Dados do eleitor\n  Nome: {_name(g)}\n  Título de eleitor: {shown}\n  Zona: 251  Seção: 0142"
    return text, [shown], tit


@kind(
    "br_cns_sus_esus_json",
    "https://github.com/laboratoriobridge/esusab-integracao (v432/_ledi/documentacao/regras/algoritmo_CNS.md)",
    r"[12]\d{14}",
    prefixless=True,
)
def _cns(g: _R):
    while True:
        pis = _pick(g, "12") + g.digits(10, first_nonzero=False)
        dv = 11 - sum(int(n) * (15 - i) for i, n in enumerate(pis)) % 11
        if dv != 10:
            break
    cns = pis + "000" + str(0 if dv == 11 else dv)
    text = (
        f'{{"cidadao": {{"cns": "{cns}", "nomeCompleto": "{_name(g)}", "sexo": "FEMININO", "racaCor": 3}}}}'
    )
    return text, [cns], cns


@kind(
    "br_renavam_owner_sql",
    "https://github.com/paemuri/brdoc/blob/master/renavam.go",
    r"\d{11}",
    prefixless=True,
)
def _renavam(g: _R):
    body = g.digits(10, first_nonzero=False)
    v = (_wsum((3, 2, 9, 8, 7, 6, 5, 4, 3, 2), body) * 10) % 11
    ren = body + str(0 if v == 10 else v)
    text = (
        "SELECT placa, renavam, proprietario FROM veiculos WHERE placa = 'RIO2A18';\n"
        f" RIO2A18 | {ren} | {_name(g)}\n(1 row)"
    )
    return text, [ren], ren


@kind(
    "mx_nss_imss_alta_json",
    "https://github.com/roottsantiago/pyfiscal (README, NSS: Luhn)",
    r"\d{11}",
    prefixless=True,
)
def _nss(g: _R):
    body = (
        g.digits(2)
        + f"{g.r.randint(0, 99):02d}"
        + f"{g.r.randint(50, 99):02d}"
        + g.digits(4, first_nonzero=False)
    )
    nss = body + _luhn_digit(body)
    text = f'{{"movimiento": "alta", "trabajador": {{"nss": "{nss}", "nombre": "{_name(g)}", "salarioDiario": 412.50}}}}'
    return text, [nss], nss


@kind(
    "kw_civil_id_paci_log",
    "https://www.paci.gov.kw/ ; rules: django-localflavor localflavor/kw/forms.py (weights 2,1,6,3,7,9,10,5,8,4,2, mod 11)",
    r"[23]\d{11}",
    prefixless=True,
)
def _kw(g: _R):
    while True:
        y, m, d = _date(g, 1960, 2005)
        body = ("2" if y < 2000 else "3") + f"{y % 100:02d}{m:02d}{d:02d}" + g.digits(4, first_nonzero=False)
        c = 11 - _wsum((2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2), body) % 11
        if c < 10:
            break
    cid = body + str(c)
    text = f"2024-11-03T08:14:02Z WARN  kyc.civilid mismatch for {cid}: PACI name '{_name(g)}' != form name"
    return text, [cid], cid


_TW_CODES = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36), strict=False))


@kind(
    "tw_arc_new_format_fixture",
    "https://www.immigration.gov.tw/5475/5478/141478/141380/272365/ (new UI number, 2021)",
    r"[A-Z][89]\d{8}",
    prefixless=True,
)
def _tw_arc(g: _R):
    letter = _pick(g, "ABCDEFGHJKLMNPQRSTUVXYWZ")
    code = _TW_CODES[letter]
    body = _pick(g, "89") + g.digits(7, first_nonzero=False)
    s = code // 10 + (code % 10) * 9 + sum(int(n) * w for n, w in zip(body, range(8, 0, -1), strict=False))
    arc = letter + body + str((10 - s % 10) % 10)
    text = f"# fixtures/residents.yml\nresident_{g.digits(3)}:\n  name: {_name(g)}\n  arc_no: {arc}\n  nationality: PH"
    return text, [arc], arc


@kind(
    "ua_unzr_diia_json",
    "https://zakon.rada.gov.ua/laws/show/1351-2019-%D0%BF (УНЗР: YYYYMMDD-NNNNC)",
    r"\d{8}-\d{5}",
    prefixless=True,
)
def _unzr(g: _R):
    y, m, d = _date(g)
    body = f"{y}{m:02d}{d:02d}" + g.digits(4, first_nonzero=False)
    c = sum(int(n) * (7, 3, 1)[i % 3] for i, n in enumerate(body)) % 10
    unzr = f"{body[:8]}-{body[8:]}{c}"
    text = f'{{"passport": {{"type": "ID", "unzr": "{unzr}", "lastNameUA": "{_pick(g, FAMILY)}", "issuedBy": "8031"}}}}'
    return text, [unzr], unzr.replace("-", "")


@kind(
    "uz_pinfl_one_id",
    "https://id.egov.uz/ ; PINFL: 14 digits (sex/century, DDMMYY, district, serial, check: weights 7,3,1 mod 10 as in open PINFL parsers)",
    r"[3-6]\d{13}",
    prefixless=True,
)
def _pinfl(g: _R):
    y, m, d = _date(g, 1960, 2005)
    body = (
        _pick(g, "34" if y < 2000 else "56")
        + f"{d:02d}{m:02d}{y % 100:02d}"
        + g.digits(3)
        + g.digits(3, first_nonzero=False)
    )
    c = sum(int(n) * (7, 3, 1)[i % 3] for i, n in enumerate(body)) % 10
    pinfl = body + str(c)
    text = f">>> oneid.userinfo(token)\n{{'pin': '{pinfl}', 'full_name': '{_name(g).upper()}', 'birth_date': '{y}-{m:02d}-{d:02d}'}}"
    return text, [pinfl], pinfl


@kind(
    "qa_qid_moi_ticket",
    "https://portal.moi.gov.qa/ ; QID: 11 digits (century, YY, ISO 3166 numeric nationality, serial)",
    r"[23]\d{10}",
    prefixless=True,
)
def _qid(g: _R):
    y = g.r.randint(1960, 2005)
    qid = (
        ("2" if y < 2000 else "3")
        + f"{y % 100:02d}"
        + _pick(g, ("356", "586", "608", "050", "818"))
        + g.digits(5, first_nonzero=False)
    )
    text = f"Support ticket QA-2291: customer {_name(g)} cannot verify account, QID {qid}, expiry 2026-03-01."
    return text, [qid], qid


@kind(
    "au_centrelink_crn_csv",
    "https://www.servicesaustralia.gov.au/your-centrelink-customer-reference-number",
    r"\d{3} \d{3} \d{3}[A-Z]",
    prefixless=True,
)
def _crn(g: _R):
    crn = f"{g.digits(3)} {g.digits(3, first_nonzero=False)} {g.digits(3, first_nonzero=False)}{_pick(g, 'ABCHJKLTVX')}"
    text = f"client,crn,payment,next_due\n{_name(g)},{crn},Youth Allowance,2024-11-14"
    return text, [crn], crn.replace(" ", "")


@kind(
    "us_fl_driver_license_ocr",
    "https://www.flhsmv.gov/driver-licenses-id-cards/ ; FL DL: letter + 12 digits (Soundex-based)",
    r"[A-Z]\d{3}-\d{3}-\d{2}-\d{3}-\d",
)
def _fl_dl(g: _R):
    fam = _pick(g, FAMILY)
    dl = f"{fam[0]}{g.digits(3)}-{g.digits(3)}-{g.digits(2)}-{g.digits(3)}-{g.digits(1, first_nonzero=False)}"
    text = f"FLORIDA DRIVER LICENSE\nDL {dl}\n{fam.upper()}\n{_pick(g, GIVEN).upper()}\nDOB 04/17/1991  EXP 04/17/2030  CLASS E"
    return text, [dl], dl


@kind(
    "kr_driver_license_form",
    "https://www.safedriving.or.kr/ ; 운전면허번호 12 digits: region-year-serial-check",
    r"\d{2}-\d{2}-\d{6}-\d{2}",
    prefixless=True,
)
def _kr_dl(g: _R):
    dl = f"{_pick(g, ('11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '28'))}-{g.digits(2, first_nonzero=False)}-{g.digits(6, first_nonzero=False)}-{g.digits(2, first_nonzero=False)}"
    text = f"[렌터카 예약 확인]\n예약자: {_name(g)}\n운전면허번호: {dl}\n대여일: 2024-12-01 10:00 제주공항"
    return text, [dl], dl


@kind(
    "jp_kiso_nenkin_number",
    "https://www.nenkin.go.jp/service/kounen/jigyosho-hiho/hihokensha1/20150401.html (基礎年金番号 4+6 digits)",
    r"\d{4}-\d{6}",
    prefixless=True,
)
def _nenkin(g: _R):
    num = f"{g.digits(4)}-{g.digits(6, first_nonzero=False)}"
    text = f"社員マスタ更新\n  氏名: {_name(g)}\n  基礎年金番号: {num}\n  雇用保険被保険者番号: 未登録"
    return text, [num], num


@kind(
    "in_uan_epfo_payslip",
    "https://unifiedportal-mem.epfindia.gov.in/memberinterface/ (UAN: 12 digits)",
    r"10\d{10}",
    prefixless=True,
)
def _uan(g: _R):
    uan = "10" + g.digits(10, first_nonzero=False)
    text = f"PAYSLIP Oct 2024\nEmployee: {_name(g)}   UAN: {uan}   PF No: MH/BAN/0041237/000/0001021\nNet pay: ₹ 84,210"
    return text, [uan], uan


@kind(
    "mrn_hl7_orm_message",
    "https://hl7-definition.caristix.com/v2/HL7v2.5.1/Segments/PID (PID-3 patient identifier list)",
    r"\d{8}",
    prefixless=True,
)
def _mrn(g: _R):
    mrn = g.digits(8)
    text = (
        "MSH|^~\\&|EPIC|MAINHOSP|RIS|MAINHOSP|20241103091502||ORM^O01|88123|P|2.3\n"
        f"PID|1||{mrn}^^^MAINHOSP^MR||{_pick(g, FAMILY).upper()}^{_pick(g, GIVEN).upper()}||19840612|M"
    )
    return text, [mrn], mrn


@kind(
    "dicom_patient_id_dcmdump",
    "https://dicom.nema.org/medical/dicom/current/output/chtml/part06/chapter_6.html (0010,0020 Patient ID)",
    r"[A-Z]{2}\d{7}",
)
def _dicom(g: _R):
    pid = g.s(2, UPPER) + g.digits(7)
    y, m, d = _date(g)
    text = (
        "$ dcmdump CT.1.2.840.113619.dcm | grep -E '0010,00'\n"
        f"(0010,0010) PN [{_pick(g, FAMILY).upper()}^{_pick(g, GIVEN).upper()}]   #  PatientName\n"
        f"(0010,0020) LO [{pid}]                #  PatientID\n"
        f"(0010,0030) DA [{y}{m:02d}{d:02d}]    #  PatientBirthDate"
    )
    return text, [pid], pid


# -- bank accounts of countries no set used ----------------------------------------------------


@kind(
    "cz_bank_account_platba_qr", STDNUM + "stdnum.cz.bankaccount.html", r"\d{6}-\d{10}/\d{4}", prefixless=True
)
def _cz_bank(g: _R):
    w = (6, 3, 7, 9, 10, 5, 8, 4, 2, 1)

    def mod11(n: int) -> str:
        # weights 6,3,7,9,10,5,8,4,2,1 over the zero-padded 10 digits; the sum must be 0 mod 11
        while True:
            body = g.digits(n - 1)
            ok = [c for c in (body + str(d) for d in range(10)) if _wsum(w, c.zfill(10)) % 11 == 0]
            if ok:
                return ok[0]

    acct = f"{mod11(6)}-{mod11(10)}/{_pick(g, ('0100', '0300', '0800', '2010', '5500'))}"
    text = f"SPD*1.0*ACC:CZ-local*AM:1250.00*CC:CZK*MSG:Najem listopad*RN:{_name(g)}\n# číslo účtu pronajímatele: {acct}"
    return text, [acct], acct


@kind("no_kontonummer_lonn_csv", STDNUM + "stdnum.no.kontonr.html", r"\d{4}\.\d{2}\.\d{5}", prefixless=True)
def _no_konto(g: _R):
    while True:
        body = g.digits(10)
        c = _wsum((6, 7, 8, 9, 4, 5, 6, 7, 8, 9), body) % 11
        if c < 10:
            break
    kn = body + str(c)
    shown = f"{kn[:4]}.{kn[4:6]}.{kn[6:]}"
    text = f"ansattnr;navn;kontonummer;brutto\n1042;{_name(g)};{shown};48 250,00"
    return text, [shown], kn


@kind(
    "nz_bank_account_ird_form",
    STDNUM + "stdnum.nz.bankaccount.html",
    r"01-\d{4}-\d{7}-\d{3}",
    prefixless=True,
)
def _nz_bank(g: _R):
    wA = (0, 0, 6, 3, 7, 9, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0)
    branch = _pick(g, ("0001", "0004", "0009", "0011"))
    while True:
        acct = g.digits(7, first_nonzero=False)
        if acct >= "0990000":
            continue
        num = "01" + branch + acct + g.digits(3, first_nonzero=False)
        s = sum((c % 11 if c > 11 else c) for c in (w * int(n) for w, n in zip(wA, num, strict=False))) % 11
        if s == 0:
            break
    shown = f"{num[:2]}-{num[2:6]}-{num[6:13]}-{num[13:]}"
    text = f"IR330 Tax code declaration\nName: {_name(g)}\nBank account for refunds: {shown}\nTax code: M"
    return text, [shown], num


@kind(
    "ru_bank_account_bik_1c",
    "https://www.consultant.ru/document/cons_doc_LAW_16053/ (ЦБ РФ: контрольный ключ счёта по БИК, веса 7-1-3)",
    r"40817810\d{12}",
    prefixless=True,
)
def _ru_acct(g: _R):
    bik = "0445" + g.digits(5, first_nonzero=False)
    acct = "40817810" + "0" + g.digits(11, first_nonzero=False)
    digits = bik[-3:] + acct
    s = sum((int(n) * (7, 1, 3)[i % 3]) % 10 for i, n in enumerate(digits))
    k = ((10 - s % 10) % 10 * 7) % 10
    acct = acct[:8] + str(k) + acct[9:]
    text = (
        f"Получатель: {_name(g)}\nСчёт получателя: {acct}\nБИК: {bik}\nБанк получателя: ПАО Банк, г. Москва"
    )
    return text, [acct], acct


@kind(
    "au_bsb_account_aba_file",
    "https://auspaynet.com.au/resources/direct-entry (BECS ABA file: BSB 999-999, account up to 9)",
    r"\d{3}-\d{3} \d{8,9}",
    prefixless=True,
)
def _bsb(g: _R):
    bsb = f"{_pick(g, ('062', '063', '082', '083', '032', '733'))}-{g.digits(3, first_nonzero=False)}"
    acct = g.digits(g.r.choice((8, 9)))
    name = _name(g).upper()
    text = (
        f"1{bsb}{acct:>9} 530000012345{name:<32}PAYROLL NOV       \n# payee {name}: BSB/account {bsb} {acct}"
    )
    return text, [f"{bsb} {acct}"], f"{bsb}-{acct}"


@kind(
    "ca_bank_transit_void_cheque",
    "https://www.payments.ca/ (MICR encoding: transit 5 + institution 3 + account)",
    r"\d{5}-\d{3}-\d{7}",
    prefixless=True,
)
def _ca_bank(g: _R):
    transit, inst, acct = (
        g.digits(5),
        _pick(g, ("001", "002", "003", "004", "006", "010", "815")),
        g.digits(7),
    )
    shown = f"{transit}-{inst}-{acct}"
    text = f"Direct deposit form (void cheque attached)\nEmployee: {_name(g)}\nTransit-Institution-Account: {shown}\nMICR: ⑈0142⑈ ⑆{transit}⑉{inst}⑆ {acct}⑈"
    return text, [shown], shown


@kind(
    "jp_zengin_furikomi_csv",
    "https://www.zengin-net.jp/ (全銀協フォーマット: 銀行4桁・支店3桁・普通 口座番号7桁)",
    r"\d{4}-\d{3}-\d{7}",
    prefixless=True,
)
def _jp_bank(g: _R):
    acct = f"{_pick(g, ('0001', '0005', '0009', '0010', '0033'))}-{g.digits(3)}-{g.digits(7)}"
    text = f"振込先一覧.csv\n氏名,銀行-支店-口座,種別,金額\n{_name(g)},{acct},普通,58000"
    return text, [acct], acct


# -- devices tied to a person ------------------------------------------------------------------


@kind(
    "imsi_at_cimi_modem",
    "https://www.3gpp.org/dynareport/23003.htm (TS 23.003: IMSI = MCC+MNC+MSIN); AT+CIMI",
    r"\d{15}",
    prefixless=True,
)
def _imsi(g: _R):
    imsi = _pick(g, ("31026", "26201", "44010", "40445", "50501", "72406")) + g.digits(
        10, first_nonzero=False
    )
    text = f"$ mmcli -m 0 --command='AT+CIMI'\nresponse: '{imsi}'\n# SIM registered to field engineer {_name(g)} (asset MDM-0442)"
    return text, [imsi], imsi


@kind(
    "iccid_esim_profile_json",
    "https://www.itu.int/rec/T-REC-E.118 (ITU-T E.118: ICCID 89 + country + issuer, Luhn)",
    r"89\d{18}",
    prefixless=True,
)
def _iccid(g: _R):
    body = "89" + _pick(g, ("44", "49", "33", "34", "91", "61")) + g.digits(15, first_nonzero=False)
    iccid = body + _luhn_digit(body)
    text = f'{{"subscriber": "{_name(g)}", "esim": {{"iccid": "{iccid}", "state": "ENABLED", "smdp": "rsp.example-carrier.net"}}}}'
    return text, [iccid], iccid


@kind("meid_cdma_device_list", STDNUM + "stdnum.meid.html", r"[A-F0-9]{14}", prefixless=True)
def _meid(g: _R):
    meid = _pick(g, "A9") + g.s(13, "0123456789ABCDEF")
    text = f"device_id,type,assigned_to,meid\n7731,handset,{_name(g)},{meid}"
    return text, [meid], meid


@kind(
    "android_id_adb_shell",
    "https://developer.android.com/reference/android/provider/Settings.Secure#ANDROID_ID",
    r"[0-9a-f]{16}",
    prefixless=True,
)
def _android_id(g: _R):
    aid = g.s(16, HEX)
    text = f"$ adb -s R58M123ABC shell settings get secure android_id\n{aid}\n# that's {_pick(g, GIVEN)}'s personal phone, used for the repro"
    return text, [aid], aid


@kind(
    "gaid_adjust_callback_url",
    "https://support.google.com/googleplay/android-developer/answer/6048248 (advertising ID)",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _gaid(g: _R):
    gaid = g.uuid()
    text = f"GET /callback?event=install&gps_adid={gaid}&os=android&ip=203.0.113.77 HTTP/1.1\nHost: attribution.internal"
    return text, [gaid], gaid


@kind(
    "idfa_swift_print",
    "https://developer.apple.com/documentation/adsupport/asidentifiermanager/advertisingidentifier",
    r"[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}",
    prefixless=True,
)
def _idfa(g: _R):
    idfa = g.uuid().upper()
    text = f'(lldb) po ASIdentifierManager.shared().advertisingIdentifier\n{idfa}\n(lldb) po user.email\n"{_pick(g, GIVEN).lower()}@example.org"'
    return text, [idfa], idfa


# -- phones of countries and carriers no set used ----------------------------------------------


@kind(
    "phone_za_vcard_tel",
    "https://datatracker.ietf.org/doc/html/rfc6350#section-6.4.1 (vCard TEL) ; ZA numbering +27",
    r"\+27 \d{2} \d{3} \d{4}",
)
def _ph_za(g: _R):
    num = f"+27 {_pick(g, ('71', '72', '73', '76', '82', '83', '84'))} {g.digits(3)} {g.digits(4, first_nonzero=False)}"
    text = f"BEGIN:VCARD\nVERSION:4.0\nFN:{_name(g)}\nTEL;TYPE=cell;VALUE=uri:tel:{num.replace(' ', '-')}\nNOTE:{num}\nEND:VCARD"
    return text, [num], num.replace(" ", "")


@kind(
    "phone_ar_sip_uri",
    "https://datatracker.ietf.org/doc/html/rfc3261#section-19.1 (SIP URI user=phone) ; AR mobile +54 9",
    r"\+549\d{10}",
)
def _ph_ar(g: _R):
    area = _pick(g, ("11", "351", "341", "261"))
    num = "+549" + area + g.digits(10 - len(area))
    text = f'INVITE sip:{num}@pbx.internal;user=phone SIP/2.0\nFrom: "{_name(g)}" <sip:{num}@pbx.internal>;tag=8812'
    return text, [num], num


@kind(
    "phone_id_tel_href_html",
    "https://datatracker.ietf.org/doc/html/rfc3966 (tel: URI) ; ID mobile +62 8",
    r"\+628\d{9,10}",
)
def _ph_id(g: _R):
    num = "+628" + _pick(g, ("11", "12", "13", "21", "52", "57", "77")) + g.digits(g.r.choice((7, 8)))
    text = f'<li class="kontak">Hubungi {_name(g)}: <a href="tel:{num}">WhatsApp / telepon</a></li>'
    return text, [num], num


@kind(
    "phone_ke_sms_gateway_form",
    "https://developers.africastalking.com/docs/sms/sending (to=+2547...)",
    r"\+2547\d{8}",
)
def _ph_ke(g: _R):
    num = "+2547" + g.digits(8, first_nonzero=False)
    text = f"curl -X POST https://api.sms-gateway.internal/version1/messaging -d username=sandbox -d 'to={num}' -d 'message=Habari {_pick(g, GIVEN)}, your OTP is 4471'"
    return text, [num], num


@kind(
    "phone_eg_whatsapp_webhook",
    "https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples (contacts.wa_id)",
    r"201[0125]\d{8}",
    prefixless=True,
)
def _ph_eg(g: _R):
    num = "201" + _pick(g, "0125") + g.digits(8, first_nonzero=False)
    text = (
        f'{{"entry":[{{"changes":[{{"value":{{"contacts":[{{"profile":{{"name":"{_name(g)}"}},"wa_id":"{num}"}}],'
        f'"messages":[{{"from":"{num}","type":"text","text":{{"body":"السلام عليكم"}}}}]}}}}]}}]}}'
    )
    return text, [num], num


@kind(
    "phone_ru_1c_export_csv",
    "https://www.itu.int/oth/T02020000AD/en (Russia +7 9xx) ; 1C export",
    r"8 \(9\d{2}\) \d{3}-\d{2}-\d{2}",
)
def _ph_ru(g: _R):
    num = f"8 (9{g.digits(2, first_nonzero=False)}) {g.digits(3)}-{g.digits(2, first_nonzero=False)}-{g.digits(2, first_nonzero=False)}"
    text = f"Контрагент;Телефон;Менеджер\n{_name(g)};{num};Иванова"
    return text, [num], num


@kind(
    "phone_vn_zalo_log",
    "https://www.itu.int/oth/T02020000E1/en (Viet Nam +84) ; 10-digit mobiles 03/05/07/08/09",
    r"0[35789]\d{8}",
    prefixless=True,
)
def _ph_vn(g: _R):
    num = "0" + _pick(g, "35789") + g.digits(8, first_nonzero=False)
    text = f"[zalo-bot] 2024-11-03 08:11 gửi OTP tới {num} (khách hàng {_name(g)}) -> status=delivered"
    return text, [num], num


@kind(
    "phone_th_line_oa_json",
    "https://www.itu.int/oth/T02020000CC/en (Thailand +66) ; mobile 06/08/09",
    r"0[689]-\d{4}-\d{4}",
    prefixless=True,
)
def _ph_th(g: _R):
    num = f"0{_pick(g, '689')}-{g.digits(4)}-{g.digits(4, first_nonzero=False)}"
    text = f'{{"order": 58122, "ชื่อผู้รับ": "{_name(g)}", "เบอร์โทร": "{num}", "จังหวัด": "เชียงใหม่"}}'
    return text, [num], num.replace("-", "")


@kind(
    "phone_ph_asterisk_cdr",
    "https://docs.asterisk.org/Configuration/Reporting/Call-Detail-Records-CDR/ ; PH mobile +63 9",
    r"639\d{9}",
    prefixless=True,
)
def _ph_ph(g: _R):
    num = "639" + _pick(g, ("17", "18", "19", "27", "55", "66", "77")) + g.digits(7, first_nonzero=False)
    text = f'"","{num}","s","from-trunk","\\"{_name(g)}\\" <{num}>","SIP/trunk-00001a2f","","Dial","SIP/201",\'2024-11-03 09:14:22\',,,42,38,"ANSWERED"'
    return text, [num], num


@kind(
    "phone_co_twiml_dial", "https://www.twilio.com/docs/voice/twiml/number ; CO mobile +57 3", r"\+573\d{9}"
)
def _ph_co(g: _R):
    num = "+573" + g.digits(9, first_nonzero=False)
    text = f'<?xml version="1.0"?>\n<Response>\n  <Say language="es-MX">Conectando con {_name(g)}</Say>\n  <Dial><Number>{num}</Number></Dial>\n</Response>'
    return text, [num], num


@kind(
    "phone_ua_content_query",
    "https://developer.android.com/reference/android/provider/ContactsContract.CommonDataKinds.Phone ; UA +380",
    r"\+380 \d{2} \d{3} \d{2} \d{2}",
)
def _ph_ua(g: _R):
    num = f"+380 {_pick(g, ('50', '63', '66', '67', '68', '73', '93', '97'))} {g.digits(3)} {g.digits(2, first_nonzero=False)} {g.digits(2, first_nonzero=False)}"
    text = f"$ adb shell content query --uri content://com.android.contacts/data/phones --projection display_name:data1\nRow: 0 display_name={_name(g)}, data1={num}"
    return text, [num], num.replace(" ", "")


@kind(
    "phone_pk_jazzcash_payload",
    "https://www.pta.gov.pk/ (Pakistan 03xx-xxxxxxx)",
    r"03[0-4]\d-\d{7}",
    prefixless=True,
)
def _ph_pk(g: _R):
    num = f"03{_pick(g, '01234')}{g.digits(1, first_nonzero=False)}-{g.digits(7)}"
    text = (
        f"pp_MobileNumber={num}&pp_CNIC_last6=&pp_BillReference=inv8812&pp_Description=Fee+{_pick(g, GIVEN)}"
    )
    return text, [num], num.replace("-", "")


# -- e-mail addresses in carriers no set used --------------------------------------------------


def _email(g: _R, domain: str) -> str:
    return f"{_pick(g, GIVEN).lower()}.{_pick(g, FAMILY).lower()}{g.digits(2, first_nonzero=False)}@{domain}"


@kind(
    "email_ldif_mail_attr",
    "https://datatracker.ietf.org/doc/html/rfc2849 (LDIF) ; RFC 4524 mail",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_ldif(g: _R):
    em = _email(g, "corp-mail.example.net")
    uid = em.split("@")[0]
    text = f"dn: uid={uid},ou=people,dc=corp,dc=example\nobjectClass: inetOrgPerson\ncn: {_name(g)}\nmail: {em}\ntelephoneNumber: ext 4471"
    return text, [em], em


@kind(
    "email_mbox_from_line",
    "https://datatracker.ietf.org/doc/html/rfc4155 (application/mbox From_ line)",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_mbox(g: _R):
    em = _email(g, "posteo.example")
    text = (
        f"From {em} Sun Nov  3 08:12:44 2024\nReturn-Path: <{em}>\nSubject: Re: Rechnung 2024-117\n\nHallo,"
    )
    return text, [em], em


@kind(
    "email_dmarc_forensic_report",
    "https://datatracker.ietf.org/doc/html/rfc6591 (ARF for DMARC failures, Original-Mail-From)",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_dmarc(g: _R):
    em = _email(g, "gmail.example")
    text = f"Feedback-Type: auth-failure\nAuth-Failure: dmarc\nOriginal-Mail-From: <{em}>\nOriginal-Rcpt-To: <billing@shop.example>\nSource-IP: 198.51.100.23"
    return text, [em], em


@kind(
    "email_gpg_list_keys_uid",
    "https://www.gnupg.org/documentation/manuals/gnupg/Operational-GPG-Commands.html (--list-keys)",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_gpg(g: _R):
    em = _email(g, "mailbox.example.org")
    text = f"$ gpg --list-keys\npub   ed25519 2023-04-02 [SC]\n      {g.s(40, '0123456789ABCDEF')}\nuid           [ultimate] {_name(g)} <{em}>\nsub   cv25519 2023-04-02 [E]"
    return text, [em], em


@kind(
    "email_ical_attendee",
    "https://datatracker.ietf.org/doc/html/rfc5545#section-3.8.4.1 (ATTENDEE)",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_ical(g: _R):
    em = _email(g, "family-mail.example")
    text = f"BEGIN:VEVENT\nSUMMARY:Arzttermin\nDTSTART:20241112T091500Z\nATTENDEE;CN={_name(g)};ROLE=REQ-PARTICIPANT:mailto:{em}\nEND:VEVENT"
    return text, [em], em


@kind(
    "email_mailto_query_link",
    "https://datatracker.ietf.org/doc/html/rfc6068 (mailto URI with hfields)",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_mailto(g: _R):
    em = _email(g, "home.example.com")
    text = f'<a href="mailto:{em}?subject=Kontakt%20Wohnung&body=Hallo%20{_pick(g, GIVEN)}">Vermieter anschreiben</a>'
    return text, [em], em


@kind(
    "email_x509_subject_openssl",
    "https://docs.openssl.org/master/man1/openssl-x509/ (-subject, emailAddress)",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_x509(g: _R):
    em = _email(g, "uni-mail.example.edu")
    text = f"$ openssl x509 -in smime.crt -noout -subject -issuer\nsubject=C = DE, CN = {_name(g)}, emailAddress = {em}\nissuer=C = DE, O = Example CA, CN = S/MIME CA 2"
    return text, [em], em


@kind(
    "email_postfix_delivery_log",
    "https://www.postfix.org/postconf.5.html ; smtp(8) delivery log to=<>",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_postfix(g: _R):
    em = _email(g, "web.example.de")
    text = f"Nov  3 08:12:44 mx1 postfix/smtp[2231]: 4XkT2s1Qz: to=<{em}>, relay=mx.web.example.de[203.0.113.9]:25, delay=0.8, status=sent (250 OK)"
    return text, [em], em


@kind(
    "gravatar_email_hash_url",
    "https://docs.gravatar.com/api/avatars/hash/ (SHA-256 of the trimmed, lower-cased e-mail)",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _gravatar(g: _R):
    em = _email(g, "example.com")
    h = hashlib.sha256(em.encode()).hexdigest()
    text = f'<img class="avatar" src="https://gravatar.com/avatar/{h}?s=80&d=identicon" alt="{_name(g)}">'
    return text, [h], h


# -- postal addresses in local formats ---------------------------------------------------------


@kind(
    "address_kr_road_name",
    "https://www.juso.go.kr/ (도로명주소: 시·도 시·군·구 도로명 건물번호, 우편번호 5자리)",
    r"\S+ \S+ \S+로 \d+, \d+동 \d+호",
    prefixless=True,
)
def _addr_kr(g: _R):
    addr = f"서울특별시 {_pick(g, ('강남구', '마포구', '송파구', '관악구'))} {_pick(g, ('테헤란', '월드컵', '올림픽', '남부순환'))}로 {g.r.randint(10, 899)}"
    unit = f"{g.r.randint(101, 120)}동 {g.r.randint(101, 2405)}호"
    text = f"배송지 정보\n받는 분: {_name(g)}\n주소: ({g.digits(5)}) {addr}, {unit}\n요청사항: 문 앞에 놓아주세요"
    return text, [f"{addr}, {unit}"], f"{addr} {unit}"


@kind(
    "address_cn_shipping_json",
    "https://www.upu.int/UPU/media/upu/PostalEntitiesFiles/addressingUnit/chnEn.pdf (China addressing)",
    r"\S+省\S+市\S+区\S+路\d+号\S*",
    prefixless=True,
)
def _addr_cn(g: _R):
    addr = f"{_pick(g, ('浙江省杭州市西湖区文三路', '广东省深圳市南山区科技园路', '江苏省南京市鼓楼区中山路'))}{g.r.randint(10, 999)}号{g.r.randint(1, 30)}栋{g.r.randint(101, 2808)}室"
    text = (
        f'{{"receiver": "{_name(g)}", "mobile_masked": "138****0000", "address": "{addr}", "zip": "310012"}}'
    )
    return text, [addr], addr


@kind(
    "address_sa_national_address",
    "https://splonline.com.sa/en/national-address-1/ (building no., street, district, postal code, additional no.)",
    r"\d{4} .+, \d{5}-\d{4}",
    prefixless=True,
)
def _addr_sa(g: _R):
    addr = f"{g.digits(4)} شارع {_pick(g, ('الأمير سلطان', 'التحلية', 'العليا'))}، حي {_pick(g, ('الروضة', 'النخيل', 'الملقا'))}, {g.digits(5)}-{g.digits(4)}"
    text = f"العنوان الوطني للعميل {_name(g)}:\n{addr}\nالرياض، المملكة العربية السعودية"
    return text, [addr], addr


@kind(
    "address_ru_cyrillic_order",
    "https://www.pochta.ru/support/post-rules/valid-address (адрес: улица, дом, квартира, индекс)",
    r"ул\. .+, д\. \d+, кв\. \d+",
    prefixless=True,
)
def _addr_ru(g: _R):
    addr = f"ул. {_pick(g, ('Профсоюзная', 'Ленинградская', 'Садовая', 'Гагарина'))}, д. {g.r.randint(1, 180)}, кв. {g.r.randint(1, 420)}"
    text = f"Заказ №88121\nПолучатель: {_name(g)}\nАдрес доставки: {g.digits(6)}, г. Москва, {addr}\nОплата: при получении"
    return text, [addr], addr


@kind(
    "address_th_thai_script",
    "https://www.thailandpost.co.th/ (ที่อยู่: บ้านเลขที่ ซอย ถนน แขวง เขต รหัสไปรษณีย์)",
    r"\d+/\d+ ซอย.+",
    prefixless=True,
)
def _addr_th(g: _R):
    addr = f"{g.r.randint(10, 999)}/{g.r.randint(1, 99)} ซอยสุขุมวิท {g.r.randint(1, 101)} แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพฯ 10110"
    text = f"ผู้รับ: {_name(g)}\nที่อยู่: {addr}\nโทร: (ซ่อน)"
    return text, [addr], addr


@kind(
    "address_eg_arabic_ticket",
    "https://egyptpost.gov.eg/ (عنوان: رقم العقار، الشارع، الحي، المدينة)",
    r"\d+ شارع .+",
    prefixless=True,
)
def _addr_eg(g: _R):
    addr = f"{g.r.randint(1, 250)} شارع {_pick(g, ('التحرير', 'جامعة الدول العربية', 'مصطفى النحاس'))}، الدور {g.r.randint(1, 14)}، شقة {g.r.randint(1, 40)}"
    text = f"تذكرة دعم #7741\nالعميل: {_name(g)}\nالعنوان: {addr}، القاهرة\nالمشكلة: الطلب لم يصل"
    return text, [addr], addr


@kind(
    "address_ca_postal_code_django",
    "https://www.canadapost-postescanada.ca/cpc/en/support/kb/sending/general-information/canadian-addressing-guidelines",
    r"\d+ .+ (St|Ave|Rd) .+ [A-Z]{2} [A-Z]\d[A-Z] \d[A-Z]\d",
    prefixless=True,
)
def _addr_ca(g: _R):
    pc = f"{_pick(g, 'KLMNHTV')}{g.digits(1)}{_pick(g, 'ABCEGHJKLMNPRSTVWXYZ')} {g.digits(1)}{_pick(g, 'ABCEGHJKLMNPRSTVWXYZ')}{g.digits(1, first_nonzero=False)}"
    addr = f"{g.r.randint(10, 9999)} {_pick(g, ('Maple', 'Bathurst', 'Granville', 'Sherbrooke'))} {_pick(g, ('St', 'Ave', 'Rd'))} {_pick(g, ('Toronto ON', 'Ottawa ON', 'Vancouver BC'))} {pc}"
    text = f"Customer.objects.create(name='{_name(g)}', shipping_address='{addr}')"
    return text, [addr], addr


@kind(
    "address_ie_eircode_home",
    "https://www.eircode.ie/what-is-eircode (routing key + unique identifier)",
    r"[ACDEFHKNPRTVWXY]\d[\dW] [ACDEFHKNPRTVWXY0-9]{4}",
    prefixless=True,
)
def _eircode(g: _R):
    alpha = "ACDEFHKNPRTVWXY"
    code = f"{_pick(g, ('D02', 'D04', 'D6W', 'T12', 'H91', 'V94', 'A94'))} {g.s(4, alpha + '0123456789')}"
    text = f"shipping:\n  name: {_name(g)}\n  line1: {g.r.randint(1, 80)} Oakley Road\n  eircode: {code}"
    return text, [code], code.replace(" ", "")


@kind(
    "address_mx_colonia_cp",
    "https://www.correosdemexico.gob.mx/ (Calle Número, Colonia, C.P. 5 dígitos, Municipio)",
    r".+ \d+, Col\. .+, C\.P\. \d{5}",
    prefixless=True,
)
def _addr_mx(g: _R):
    addr = f"{_pick(g, ('Av. Insurgentes Sur', 'Calle Durango', 'Av. Vallarta'))} {g.r.randint(10, 2999)}, Col. {_pick(g, ('Roma Norte', 'Del Valle', 'Americana'))}, C.P. {g.digits(5, first_nonzero=False)}"
    text = f"Datos de envío — {_name(g)}\n{addr}, Ciudad de México"
    return text, [addr], addr


@kind(
    "address_cz_ulice_psc",
    "https://www.ceskaposta.cz/ (ulice č.p./č.o., PSČ 3+2)",
    r".+ \d+/\d+, \d{3} \d{2} .+",
    prefixless=True,
)
def _addr_cz(g: _R):
    addr = f"{_pick(g, ('Vinohradská', 'Korunní', 'Milady Horákové'))} {g.r.randint(100, 2999)}/{g.r.randint(1, 199)}, {g.digits(3)} {g.digits(2, first_nonzero=False)} Praha {g.r.randint(1, 10)}"
    text = f"Dodací adresa: {_name(g)}, {addr}"
    return text, [addr], addr


# -- home geolocation, dates of birth in other calendars, account names ------------------------

_OLC = "23456789CFGHJMPQRVWX"


def _olc_encode(lat: float, lng: float) -> str:
    lat, lng = lat + 90, lng + 180
    code = ""
    res = 20.0
    for _ in range(5):
        la, lo = int(lat // res), int(lng // res)
        code += _OLC[la] + _OLC[lo]
        lat -= la * res
        lng -= lo * res
        res /= 20
    return code[:8] + "+" + code[8:]


@kind(
    "geo_plus_code_home",
    "https://github.com/google/open-location-code/blob/main/Documentation/Specification/specification.md",
    r"[2-9C][2-9CFGHJMPQRV][2-9CFGHJMPQRVWX]{6}\+[2-9CFGHJMPQRVWX]{2}",
    prefixless=True,
)
def _plus(g: _R):
    code = _olc_encode(g.r.uniform(35.0, 60.0), g.r.uniform(-10.0, 30.0))
    text = f"# home.yaml (Home Assistant)\nhomeassistant:\n  name: {_pick(g, FAMILY)} Home\n  # plus code of the house: {code}\n  unit_system: metric"
    return text, [code], code


_GH = "0123456789bcdefghjkmnpqrstuvwxyz"


def _geohash(lat: float, lng: float, n: int = 9) -> str:
    lo_la, hi_la, lo_ln, hi_ln = -90.0, 90.0, -180.0, 180.0
    bits, out, ch, even = 0, "", 0, True
    while len(out) < n:
        if even:
            mid = (lo_ln + hi_ln) / 2
            ch = ch * 2 + (lng > mid)
            lo_ln, hi_ln = (mid, hi_ln) if lng > mid else (lo_ln, mid)
        else:
            mid = (lo_la + hi_la) / 2
            ch = ch * 2 + (lat > mid)
            lo_la, hi_la = (mid, hi_la) if lat > mid else (lo_la, mid)
        even = not even
        bits += 1
        if bits == 5:
            out += _GH[ch]
            bits, ch = 0, 0
    return out


@kind(
    "geo_geohash_home_redis",
    "https://en.wikipedia.org/wiki/Geohash ; https://redis.io/docs/latest/commands/geohash/",
    r"[0-9b-hjkmnp-z]{9}",
    prefixless=True,
)
def _geohash_k(g: _R):
    gh = _geohash(g.r.uniform(-35.0, 55.0), g.r.uniform(-120.0, 140.0))
    text = f'127.0.0.1:6379> GEOHASH users:home user:{g.digits(5)}\n1) "{gh}"\n# user {_name(g)} home location (set at signup)'
    return text, [gh], gh


_TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]


@kind(
    "dob_thai_buddhist_era",
    "https://en.wikipedia.org/wiki/Thai_solar_calendar (B.E. = C.E. + 543)",
    r"\d{1,2} \S+ 2[45]\d{2}",
    prefixless=True,
)
def _dob_th(g: _R):
    y, m, d = _date(g)
    dob = f"{d} {_TH_MONTHS[m - 1]} {y + 543}"
    text = f"ชื่อ-สกุล: {_name(g)}\nวันเกิด: {dob}\nอายุ: {2024 - y} ปี"
    return text, [dob], f"{d:02d}-{m:02d}-{y + 543}"


def _jalali(y: int, m: int, d: int) -> tuple[int, int, int]:
    # Gregorian to Jalali (Borkowski / the common arithmetic conversion)
    g_d_m = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = y + 1 if m > 2 else y
    days = 355666 + 365 * y + (gy2 + 3) // 4 - (gy2 + 99) // 100 + (gy2 + 399) // 400 + d + g_d_m[m - 1]
    jy = -1595 + 33 * (days // 12053)
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        jm, jd = 1 + days // 31, 1 + days % 31
    else:
        jm, jd = 7 + (days - 186) // 30, 1 + (days - 186) % 30
    return jy, jm, jd


@kind(
    "dob_jalali_persian_form",
    "https://en.wikipedia.org/wiki/Solar_Hijri_calendar",
    r"13\d{2}/\d{2}/\d{2}",
    prefixless=True,
)
def _dob_ir(g: _R):
    y, m, d = _date(g, 1960, 2000)
    jy, jm, jd = _jalali(y, m, d)
    dob = f"{jy}/{jm:02d}/{jd:02d}"
    text = f"فرم ثبت‌نام\nنام و نام خانوادگی: {_name(g)}\nتاریخ تولد: {dob}\nمحل صدور: تهران"
    return text, [dob], dob.replace("/", "-")


@kind(
    "dob_japanese_era_rirekisho",
    "https://en.wikipedia.org/wiki/Japanese_era_name (昭和 1926-1989, 平成 1989-2019)",
    r"(昭和|平成)\d{1,2}年\d{1,2}月\d{1,2}日",
    prefixless=True,
)
def _dob_jp(g: _R):
    y, m, d = _date(g, 1960, 2005)
    era, ey = ("昭和", y - 1925) if y < 1989 else ("平成", y - 1988)
    dob = f"{era}{ey}年{m}月{d}日"
    text = f"履歴書\n氏名　{_name(g)}\n生年月日　{dob}生（満{2024 - y}歳）\n現住所　東京都"
    return text, [dob], f"{era}{ey}-{m:02d}-{d:02d}"


def _login(g: _R) -> str:
    return f"{_pick(g, GIVEN).lower()[0]}{_pick(g, FAMILY).lower()}{g.digits(2, first_nonzero=False)}"


@kind(
    "etc_passwd_user_gecos",
    "https://man7.org/linux/man-pages/man5/passwd.5.html (name:password:UID:GID:GECOS:directory:shell)",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _passwd(g: _R):
    login = _login(g)
    text = f"$ getent passwd {login}\n{login}:x:{g.r.randint(1001, 1999)}:1000:{_name(g)},Room 4.12,+49 30 555 01{g.digits(2)}:/home/{login}:/bin/zsh"
    return text, [login], login


@kind(
    "last_output_user_ip",
    "https://man7.org/linux/man-pages/man1/last.1.html",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _last(g: _R):
    login = _login(g)
    ip = f"81.{g.r.randint(2, 250)}.{g.r.randint(2, 250)}.{g.r.randint(2, 250)}"
    text = f"$ last -n 3\n{login:<9}pts/1        {ip:<16} Sun Nov  3 08:02   still logged in\nreboot   system boot  6.8.0-45-generic Sun Nov  3 07:58   still running"
    return text, [login, ip], login


@kind(
    "unc_path_home_share",
    "https://learn.microsoft.com/en-us/dotnet/standard/io/file-path-formats#unc-paths",
    r"[a-z]+\.[a-z]+\d{2}",
    prefixless=True,
)
def _unc(g: _R):
    login = f"{_pick(g, GIVEN).lower()}.{_pick(g, FAMILY).lower()}{g.digits(2, first_nonzero=False)}"
    text = f"PS> Get-ChildItem \\\\fs01.corp.local\\home$\\{login}\\Documents\\Steuer\n    Directory: \\\\fs01.corp.local\\home$\\{login}\\Documents\\Steuer\n-a----   03.11.2024  08:12   48211 Lohnsteuerbescheinigung.pdf"
    return text, [login], login


# -- more schemes, in Java, C# and Rust carriers -----------------------------------------------


@kind("es_cups_home_supply_java", STDNUM + "stdnum.es.cups.html", r"ES\d{16}[A-Z]{2}")
def _cups(g: _R):
    digits = _pick(g, ("0021", "0031", "0022", "0026")) + g.digits(12, first_nonzero=False)
    alphabet = "TRWAGMYFPDXBNJZSQVHLCKE"
    c0, c1 = divmod(int(digits) % 529, 23)
    cups = "ES" + digits + alphabet[c0] + alphabet[c1]
    text = (
        "@Test\nvoid contratoDeLuz() {\n"
        f'    Suministro s = new Suministro("{cups}", "{_name(g)}", "C/ Alcalá {g.r.randint(1, 400)}, 3ºB, Madrid");\n'
        '    assertEquals("2.0TD", s.tarifa());\n}'
    )
    return text, [cups], cups


@kind("be_eid_card_number_csharp", STDNUM + "stdnum.be.eid.html", r"\d{3}-\d{7}-\d{2}", prefixless=True)
def _be_eid(g: _R):
    ten = "59" + g.digits(8, first_nonzero=False)
    c = int(ten) % 97 or 97
    eid = ten + f"{c:02d}"
    shown = f"{eid[:3]}-{eid[3:10]}-{eid[10:]}"
    text = f'var card = new EidCard\n{{\n    Holder = "{_name(g)}",\n    CardNumber = "{shown}",\n    ValidUntil = new DateOnly(2031, 5, 14),\n}};'
    return text, [shown], eid


@kind(
    "mx_ine_clave_elector_java",
    "https://www.ine.mx/credencial/ (clave de elector: 6 letras, AAMMDD, entidad, sexo, homoclave)",
    r"[A-Z]{6}\d{8}[HM]\d{3}",
)
def _ine(g: _R):
    y, m, d = _date(g)
    clave = (
        g.s(6, "BCDFGHJKLMNPRSTVZ")
        + f"{y % 100:02d}{m:02d}{d:02d}{g.r.randint(1, 32):02d}"
        + _pick(g, "HM")
        + g.digits(3)
    )
    text = (
        f'Credencial cred = Credencial.builder()\n    .nombre("{_name(g).upper()}")\n    .claveElector("{clave}")\n'
        '    .seccion("4127")\n    .build();'
    )
    return text, [clave], clave


@kind(
    "ph_tin_bir_rust_test",
    "https://www.bir.gov.ph/ (TIN: 9 digits + 3/5-digit branch code, 000-000-000-00000)",
    r"\d{3}-\d{3}-\d{3}-0{3,5}",
    prefixless=True,
)
def _ph_tin(g: _R):
    tin = f"{g.digits(3)}-{g.digits(3, first_nonzero=False)}-{g.digits(3, first_nonzero=False)}-{_pick(g, ('000', '00000'))}"
    text = (
        "#[test]\nfn parses_bir_2316() {\n"
        f'    let f = Form2316::parse(FIXTURE).unwrap();\n    assert_eq!(f.employee_tin, "{tin}"); // {_name(g)}\n}}'
    )
    return text, [tin], tin


@kind(
    "se_samordningsnummer_rust",
    "https://www.skatteverket.se/privat/folkbokforing/samordningsnummer.4.5c281c7015abecc2e201130b.html (day + 60, Luhn)",
    r"\d{6}-\d{4}",
    prefixless=True,
)
def _samord(g: _R):
    y, m, d = _date(g, 1950, 1999)
    body = f"{y % 100:02d}{m:02d}{d + 60:02d}" + g.digits(3, first_nonzero=False)
    num = body + _luhn_digit(body)
    shown = f"{num[:6]}-{num[6:]}"
    text = f'let worker = Worker {{\n    name: "{_name(g)}".into(),\n    samordningsnummer: "{shown}".into(),\n    employer: "Byggmästarna AB".into(),\n}};'
    return text, [shown], num


@kind(
    "co_cedula_ciudadania_csharp",
    "https://www.registraduria.gov.co/-Cedula-de-Ciudadania-.html (cédula: 8-10 digits)",
    r"1\d{9}",
    prefixless=True,
)
def _co_cc(g: _R):
    cc = "1" + g.digits(9, first_nonzero=False)
    shown = f"{cc[0]}.{cc[1:4]}.{cc[4:7]}.{cc[7:]}"
    text = f'[Fact]\npublic void Afiliado_Cedula()\n{{\n    var a = Afiliados.Buscar("{cc}");\n    Assert.Equal("{shown}", a.CedulaFormateada); // {_name(g)}\n}}'
    return text, [cc, shown], cc
