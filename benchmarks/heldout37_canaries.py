"""Held-out canary set 37: personal data in coding-agent carriers, small places and rare scripts (issue 31).

A canary set nobody has tuned on, all **personal data** a publisher must not leak, nearly all
prefixless (only the context says what the value is):

- identity, tax and social-security numbers of small states and less-covered schemes: Jersey
  (``JY``) and Guernsey (``GY``) social-security numbers, Isle of Man NI numbers (``MA``), the
  Mauritanian NNI, the Honduran RTN, the Spanish NAF/NUSS (mod-97 control digits), the Mexican
  IMSS NSS (1-2 weighted check digit), the French NEPH of a driving-school pupil, Algérie Poste
  CCP keys and RIP numbers (instruction 06-2004 mod 97), a Serbian DinaCard (Luhn);
- bank statements in local formats: MT940 ``:86:`` structured fields, camt.053 related parties,
  OFX ``BANKACCTFROM``, QIF payee/address lines, a Sparkasse CSV-CAMT export;
- carriers: Veriff decision webhooks, ezyVet veterinary contacts, Nexudus coworking members,
  Raiser's Edge NXT donors, dental and audiology DICOM headers (``dcmdump``), Noah hearing-aid
  exports, optometry prescriptions, telemedicine bookings, gym access-control logs, hospital
  visitor logs, scouting rosters, foster placements, car-sharing trips, alumni notes, obituary
  pages, translation-agency jobs, court-interpreter rosters, Alexa voice history, crypto KYC;
- dates of birth as CBOR tags 1004/100 (RFC 8943), SAP PA0002 ``GBDAT``, the Kurdish solar
  year, a Javanese weton (pasaran computed), the Assyrian year;
- user names in ``ac -p``, ``userdbctl``, ``tasklist /v`` (English CSV and German list),
  ``pinky -l`` and ``atq`` output;
- full names, addresses and phone numbers in Adlam, Vai, Bamum, Yi, Lisu, Tai Le, New Tai Lue,
  Buginese, Batak, Sundanese, Hanifi Rohingya, Georgian Mkhedruli and Armenian (with the
  scripts' own digits where they have them); Latin-script addresses of Slovenia, Croatia,
  Malta, Luxembourg, Monaco, Montenegro, Bosnia, Honduras, Papua New Guinea, Mauritius,
  Seychelles, Samoa and Mauritania; phones of Monaco, French Polynesia, Montenegro, New
  Caledonia, Djibouti, Vanuatu and Lesotho; a person's coordinates from a Tractive pet tracker,
  a Google Timeline export and a car-sharing trip.

How it was kept apart: written in one sitting on branch ``set37`` (from commit ``5e2a349``)
from public pages looked up with the ``search`` tool (cited per kind in ``SOURCES`` and
``heldout37_sources.tsv``). Read in the repository: ``benchmarks/heldout_eval.py``, lines 1-160
of ``benchmarks/heldout_canaries.py``, ``tests/test_heldout_sets.py``,
``tests/test_heldout_canaries.py``, ``tests/conftest.py``, the first 60 lines of
``benchmarks/heldout9_canaries.py``, and the ``[tool.ruff]`` lines of ``pyproject.toml`` (line
length only); outside it, ``/work/s24/used_names10.txt`` (names only). No redaction code,
redaction test, label file, other canary set, source list, result or git history was read, and
recall was never computed. Kinds written from memory (their format was not found in what was
looked up; marked ``memory`` in the tsv ``note``): the Monaco, Montenegro, Bosnian, Mauritian,
Seychellois, Samoan and Mauritanian addresses, the Vanuatu and Lesotho phones, the gym,
visitor-log, telemedicine, Noah, optometry, scouting, foster, car-sharing, alumni, obituary,
translation, interpreter, Sparkasse CSV, Assyrian-year, Alexa-device, hearing-aid-serial,
car-sharing-position, crypto-KYC and GEDmatch kinds. Values are random per seed (never a real
person); check digits are computed where the scheme publishes one.

92 kinds (all personal data), 89 of them prefixless.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout37_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import datetime
import json
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


# -- helpers -------------------------------------------------------------------------------------

_CONS = "bdfghjklmnprstvwyz"
_VOW = "aeiou"


def _roman(g: _R, syl: int = 3) -> str:
    """A pronounceable random word, capitalised (a romanised name)."""
    return "".join(g.r.choice(_CONS) + g.r.choice(_VOW) for _ in range(syl)).capitalize()


def _ascii(s: str) -> str:
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


def _bare_name(*names: str) -> str:
    return "-".join(_ascii(n).replace(" ", "-") for n in names)


def _pick(g: _R, seq):  # type: ignore[no-untyped-def]
    return g.r.choice(seq)


def _script(g: _R, lo: int, hi: int, n: int) -> str:
    return "".join(chr(g.r.randint(lo, hi)) for _ in range(n))


def _script_name(g: _R, lo: int, hi: int) -> str:
    return _script(g, lo, hi, g.r.randint(3, 5)) + " " + _script(g, lo, hi, g.r.randint(3, 5))


def _digits_in(s: str, zero: int) -> str:
    return "".join(chr(zero + int(c)) if c.isdigit() else c for c in s)


def _dob(g: _R, lo: int = 1950, hi: int = 2006) -> datetime.date:
    return datetime.date(g.r.randint(lo, hi), g.r.randint(1, 12), g.r.randint(1, 28))


def _iban(cc: str, bban: str) -> str:
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    return f"{cc}{98 - int(num) % 97:02d}{bban}"


def _aba(g: _R) -> str:
    d = [int(c) for c in g.digits(8)]
    s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return "".join(map(str, d)) + str((10 - s % 10) % 10)


def _user(g: _R, given: str, family: str) -> str:
    return (_ascii(given)[0] + _ascii(family)).lower().replace(" ", "") + g.digits(2, first_nonzero=False)


_GIVEN = ["Ana", "Marta", "Luka", "Jonas", "Amina", "Kofi", "Leila", "Tevita", "Sione", "Ivana", "Mateo"]
_FAMILY = ["Kovač", "Vella", "Borg", "Diallo", "Sow", "Tuilagi", "Fonoti", "Horvat", "Schmit", "Hoxha"]


def _person(g: _R) -> tuple[str, str]:
    # a list name plus a random one, so that two draws rarely share a name
    return _pick(g, _GIVEN), _pick(g, _FAMILY) + "-" + _roman(g, 2) if g.r.random() < 0.3 else _roman(g, 3)


# -- identity, tax and social-security numbers ---------------------------------------------------


@kind(
    "je_social_security_jy_payroll_csv",
    "https://tin-check.com/en/guernsey ; https://gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39625",
    r"JY\d{6}[A-D]",
)
def _je(g: _R):
    v = "JY" + g.digits(6, first_nonzero=False) + _pick(g, "ABCD")
    gv, fm = _person(g)
    text = (
        "emp_no,surname,forename,jersey_ss_no,ITIS_rate\n"
        f"E{g.digits(4)},{fm},{gv},{v},{g.r.randint(2, 26)}%\n"
        f"# payroll export for St Helier bakery, period {g.r.randint(1, 12):02d}/2025"
    )
    return text, [v], v


@kind(
    "gg_social_insurance_gy_dental_recall",
    "https://tin-check.com/en/guernsey ; https://gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39625",
    r"GY\d{6}",
)
def _gg(g: _R):
    v = "GY" + g.digits(6, first_nonzero=False)
    gv, fm = _person(g)
    rec = {"patient": f"{gv} {fm}", "social_insurance_no": v, "recall": "6M", "practice": "St Peter Port"}
    return json.dumps(rec, ensure_ascii=False, indent=2), [v], v


@kind(
    "im_nino_ma_prefix_gym_join_form",
    "http://www.hmrc.gov.uk/manuals/nimmanual/NIM39620.htm ; http://www.hmrc.gov.uk/manuals/nimmanual/NIM39110.htm",
    r"MA\d{6}[A-D]",
)
def _im(g: _R):
    d = g.digits(6, first_nonzero=False)
    suf = _pick(g, "ABCD")
    spaced = f"MA {d[:2]} {d[2:4]} {d[4:]} {suf}"
    compact = f"MA{d}{suf}"
    text = (
        "POST /join HTTP/1.1\nHost: members.douglas-fitness.im\n\n"
        f"name=Fenella+Kewley&ni_number={compact}&membership=annual\n"
        f"-> confirmation e-mail: NI number on file: {spaced}"
    )
    return text, [compact, spaced], compact


@kind(
    "mr_nni_anrpts_kyc_json",
    "https://www.ecoi.net/en/document/1176967.html ; https://ambarimparis.fr/c-a-c-etat-civil/",
    r"\d{10}",
    prefixless=True,
)
def _mr(g: _R):
    v = g.digits(10)
    rec = {"client": {"nom": _roman(g), "prenom": _roman(g, 2), "nni": v, "ville": "Nouakchott"}}
    return "KYC payload rejected (422):\n" + json.dumps(rec, ensure_ascii=False), [v], v


@kind(
    "hn_rtn_sar_factura_xml",
    "https://lu1tr0n.github.io/nationid/documents/hn.html ; https://www.televicentro.com/que-es-el-rtn-en-honduras-para-que-sirve-y-como-obtenerlo-paso-a-paso-2025-07-23",
    r"\d{4}-\d{4}-\d{6}",
    prefixless=True,
)
def _hn(g: _R):
    dep = g.r.randint(1, 18)
    compact = f"{dep:02d}{g.r.randint(1, 28):02d}{g.r.randint(1950, 2004)}{g.digits(6, first_nonzero=False)}"
    dashed = f"{compact[:4]}-{compact[4:8]}-{compact[8:]}"
    text = (
        "<Factura>\n  <Receptor>\n"
        f"    <Nombre>{_roman(g)} {_roman(g)}</Nombre>\n    <RTN>{compact}</RTN>\n"
        f"  </Receptor>\n  <!-- RTN impreso: {dashed} -->\n</Factura>"
    )
    return text, [dashed, compact], compact


def _naf(g: _R) -> str:
    prov = f"{g.r.randint(1, 52):02d}"
    num = g.digits(8)
    return f"{prov}{num}{int(prov + num) % 97:02d}"


@kind(
    "es_naf_nuss_nomina_red_txt",
    "http://www.mvp-access.es/softjaen/vbnet/funciones/dc/sjvbnetfun05.htm ; https://aleph.org.mx/out/-MYQ4QcvQRkxkqbQoS7w",
    r"\d{12}",
    prefixless=True,
)
def _es_naf(g: _R):
    v = _naf(g)
    spaced = f"{v[:2]}/{v[2:10]}/{v[10:]}"
    text = (
        "NÓMINA MARZO 2025 - Panadería Hnos. Ruiz S.L.\n"
        f"Trabajador: {_roman(g)} {_roman(g)}   Nº Afiliación S.S.: {spaced}\n"
        f"afi_line = 'A{v}0012025' # fichero AFI para RED"
    )
    return text, [v, spaced], v


def _imss(g: _R) -> str:
    body = [int(c) for c in g.digits(10)]
    total = 0
    for i, d in enumerate(body):
        p = d * (1 if i % 2 == 0 else 2)
        total += p // 10 + p % 10
    return "".join(map(str, body)) + str((10 - total % 10) % 10)


@kind(
    "mx_imss_nss_idse_alta",
    "https://github.com/jflorespampano/sutunacar/blob/HEAD/notas.md ; https://github.com/ffaker/ffaker/blob/HEAD/lib/ffaker/ssn_mx.rb",
    r"\d{11}",
    prefixless=True,
)
def _mx_nss(g: _R):
    v = _imss(g)
    text = (
        "IDSE movimiento 08 (reingreso)\n"
        f"registro_patronal|nss|nombre|sbc\nY54{g.digits(7)}|{v}|{_roman(g).upper()} {_roman(g).upper()}|"
        f"{g.r.randint(300, 900)}.00\n>>> assert validar_nss('{v}')  # falla en staging"
    )
    return text, [v], v


@kind(
    "fr_neph_auto_ecole_planning_csv",
    "https://www.codeclic.com/code-de-la-route/numero-neph.html ; https://vroomvroom.fr/code/cours/administratif/numero-enregistrement-prefectoral-harmonise",
    r"\d{12}",
    prefixless=True,
)
def _neph(g: _R):
    v = f"{g.r.randint(10, 25)}{g.r.randint(1, 12):02d}{g.r.randint(1, 95):02d}{g.digits(2)}{g.digits(4)}"
    gv, fm = _person(g)
    text = (
        "eleve;neph;formule;moniteur;creneau\n"
        f"{fm} {gv};{v};B-AAC;Karim;2025-04-{g.r.randint(1, 28):02d} 14:00\n"
    )
    return text, [v, f"{fm} {gv}"], v


def _ccp_cle(ccp: str) -> int:
    return sum(int(c) * (13 - i) for i, c in enumerate(ccp.zfill(10))) % 100


def _rip(ccp: str) -> str:
    key = 97 - (int("99999" + ccp) * 100) % 97
    return f"00799999{ccp}{key or 97:02d}"


@kind(
    "dz_rip_ccp_algerie_poste_virement",
    "https://github.com/chemsou00/DZ-POST-TOOLS/blob/HEAD/README.md ; rib-validator-dz README (instruction 06-2004, mod 97)",
    r"00799999\d{12}",
    prefixless=True,
)
def _dz(g: _R):
    ccp = "00" + g.digits(8)
    rip = _rip(ccp)
    cle = f"{ccp} clé {_ccp_cle(ccp):02d}"
    text = (
        "Bonjour, voici mes coordonnées pour le remboursement :\n"
        f"CCP : {cle}\nRIP : {rip}\nMerci — {_roman(g)} {_roman(g)} (Sétif)"
    )
    return text, [rip, cle], rip


@kind(
    "card_dinacard_9891_naplata",
    "http://dinacard.nbs.rs/english/faq.html ; https://dinacard.nbs.rs/english/korisnici/",
    r"9891(?: ?\d{4}){3}",
    prefixless=True,
)
def _dina(g: _R):
    n = g.luhn("9891", 16)
    s = str(n)
    grouped = " ".join(s[i : i + 4] for i in range(0, 16, 4))
    text = f"POS naplata odbijena\nBroj kartice: {grouped}\nVažeća do: {g.r.randint(1, 12):02d}/29"
    return text, [grouped], s, n


# -- bank statements -----------------------------------------------------------------------------


@kind(
    "bank_mt940_86_structured_sepa_name",
    "https://github.com/OCA/bank-statement-import/files/1603365/6_0016_35_1511_Informatiewijzer_MT940_rapportage.pdf ; https://github.com/wolph/mt940/files/10323535/MT940_V2_fr.pdf",
    r"DE\d{20}",
    prefixless=True,
)
def _mt940(g: _R):
    iban = _iban("DE", g.digits(8) + g.digits(10, first_nonzero=False))
    name = f"{_roman(g).upper()}, {_roman(g, 2).upper()}"
    text = (
        f":20:STARTUMS\n:25:{g.digits(8)}/{g.digits(10)}\n:28C:00045/001\n"
        ":61:2503040304CR850,00N166NONREF\n"
        f":86:166?00GUTSCHR. UEBERWEISUNG?109310?20SVWZ+Miete Maerz?30BYLADEM1001?31{iban}?32{name}\n"
        ":62F:C250304EUR4211,07"
    )
    return text, [iban, name], iban


@kind(
    "bank_camt053_rltdpties_dbtr_iban",
    "https://docs.oracle.com/cloud/help/ja/pbcs_common/DIEPM/integrations_bai_adding_source_104x758c3e29_106x758c5280.htm ; https://www.ibm.com/docs/en/ftmfm/4.0.10?topic=mt103-example-2",
    r"AT\d{18}",
    prefixless=True,
)
def _camt(g: _R):
    iban = _iban("AT", g.digits(5) + g.digits(11, first_nonzero=False))
    name = f"{_roman(g)} {_roman(g)}"
    text = (
        "<NtryDtls><TxDtls><RltdPties>\n"
        f"  <Dbtr><Pty><Nm>{name}</Nm></Pty></Dbtr>\n"
        f"  <DbtrAcct><Id><IBAN>{iban}</IBAN></Id></DbtrAcct>\n"
        "</RltdPties></TxDtls></NtryDtls>"
    )
    return text, [iban, name], iban


@kind(
    "bank_ofx_bankacctfrom_acctid",
    "https://gist.github.com/jvz/2837829 ; https://manpages.ubuntu.com/manpages/kinetic/man1/ofxconnect.1.html",
    r"\d{10,12}",
    prefixless=True,
)
def _ofx(g: _R):
    acct = g.digits(g.r.randint(10, 12))
    text = (
        "<STMTRS><CURDEF>USD\n<BANKACCTFROM>\n"
        f"<BANKID>{_aba(g)}\n<ACCTID>{acct}\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n"
        "<BANKTRANLIST><DTSTART>20250301</BANKTRANLIST>"
    )
    return text, [acct], acct


@kind(
    "bank_qif_payee_address_lines",
    "https://projectanvil.sourceforge.net/doc/qif4.html ; https://pub.dev/packages/qif",
    r"[A-Za-z]+-[A-Za-z]+",
    prefixless=True,
)
def _qif(g: _R):
    gv = _pick(g, ["Zuzana", "Mária", "Peter", "Ľubica", "Ondrej"])
    fm = _roman(g) + _pick(g, ["ová", "ský", "ík"])
    street = f"{_pick(g, ['Hlavná', 'Mierová', 'Štúrova'])} {g.r.randint(2, 180)}"
    text = (
        f"!Type:Bank\nD03/{g.r.randint(10, 28)}/2025\nT-{g.r.randint(20, 900)}.00\n"
        f"P{gv} {fm}\nA{street}\nA{g.r.randint(800, 999)} 01 Bratislava\nLRent\n^"
    )
    return text, [f"{gv} {fm}", street], _bare_name(gv, fm)


@kind(
    "bank_sparkasse_csv_camt_v2",
    "memory: Sparkasse online banking 'CSV-CAMT V2' export header (Auftragskonto;Buchungstag;...;Kontonummer/IBAN)",
    r"DE\d{20}",
    prefixless=True,
)
def _spk(g: _R):
    iban = _iban("DE", g.digits(8) + g.digits(10, first_nonzero=False))
    name = f"{_roman(g)} {_roman(g)}"
    text = (
        '"Auftragskonto";"Buchungstag";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";'
        '"Kontonummer/IBAN";"Betrag"\n'
        f'"DE0000";"04.03.25";"Miete";"{name}";"{iban}";"-650,00"'
    )
    return text, [iban, name], iban


# -- carriers: KYC, vets, coworking, donors, clinics ------------------------------------------------


@kind(
    "kyc_veriff_decision_person_document",
    "https://devdocs.veriff.com/docs/decision-webhook.md ; https://raw.githubusercontent.com/api-evangelist/veriff-com/refs/heads/main/openapi/veriff-com-person-api-openapi.yml",
    r"[A-Z]{2}\d{7}",
    prefixless=True,
)
def _veriff(g: _R):
    doc = g.s(2, "ABCDEFGHJKLMNPRSTUVWXYZ") + g.digits(7, first_nonzero=False)
    idn = g.digits(9)
    body = {
        "status": "success",
        "verification": {
            "status": "approved",
            "person": {
                "firstName": _roman(g),
                "lastName": _roman(g),
                "idNumber": idn,
                "dateOfBirth": str(_dob(g)),
            },
            "document": {"number": doc, "type": "PASSPORT", "country": "CV"},
        },
    }
    return json.dumps(body), [doc, idn], doc


@kind(
    "vet_ezyvet_contact_owner_mobile",
    "https://developers.ezyvet.com/docs/v1 ; https://raw.githubusercontent.com/api-evangelist/ezyvet/refs/heads/main/openapi/ezyvet-openapi.yml",
    r"\+64 2[1-9] \d{3} \d{4}",
    prefixless=True,
)
def _ezyvet(g: _R):
    mob = f"+64 2{g.r.randint(1, 9)} {g.digits(3)} {g.digits(4, first_nonzero=False)}"
    local = f"{_roman(g).lower()}.{_roman(g, 2).lower()}"
    email = f"{local}@xtra.co.nz"
    body = {
        "items": [
            {
                "contact": {
                    "id": g.r.randint(1000, 99999),
                    "first_name": _roman(g),
                    "mobile": mob,
                    "email": email,
                    "animal": {"name": "Pōhutukawa", "species": "Canine"},
                }
            }
        ]
    }
    return "GET /v1/contact?active=1 ->\n" + json.dumps(body, ensure_ascii=False), [mob, email], local


@kind(
    "cowork_nexudus_coworker_profile",
    "https://developers.nexudus.com/rest-api/spaces/get-coworkers-by-id ; https://developers.nexudus.com/reference/contractcontact",
    r"[A-Za-z]+-[A-Za-z]+",
    prefixless=True,
)
def _nexudus(g: _R):
    gv, fm = _pick(g, ["Maria", "Ġorġ", "Rita", "Luke"]), _roman(g)
    mob = f"+356 79{g.digits(2)} {g.digits(4)}"
    email = f"{_ascii(gv).lower()}.{fm.lower()}@gmail.com"
    body = {
        "FullName": f"{gv} {fm}",
        "Email": email,
        "MobilePhone": mob,
        "DateOfBirth": f"{_dob(g)}T00:00:00",
    }
    return json.dumps(body, ensure_ascii=False, indent=1), [f"{gv} {fm}", email, mob], _bare_name(gv, fm)


@kind(
    "donor_raisers_edge_constituent_birthdate",
    "https://github.com/Burger-Digital/Blackbaud-Php-Sdk/blob/master/docs/Model/ConstituentRead.md ; https://learn.microsoft.com/connectors/blackbaudconstituent/",
    r"[a-z]+\.[a-z]+\d{2}",
    prefixless=True,
)
def _renxt(g: _R):
    local = f"{_roman(g).lower()}.{_roman(g, 2).lower()}{g.digits(2)}"
    email = f"{local}@alumni.example.ac.nz"
    d = _dob(g, 1940, 1990)
    addr = f"{g.r.randint(1, 300)} {_roman(g)} Road, Dunedin 9016"
    body = {
        "id": str(g.r.randint(100, 99999)),
        "first": _roman(g),
        "last": _roman(g),
        "birthdate": {"d": d.day, "m": d.month, "y": d.year},
        "email": {"address": email},
        "address": {"formatted_address": addr},
    }
    return json.dumps(body), [email, addr], local


@kind(
    "dental_dicom_patient_address_phone_dcmdump",
    "https://orthanc.uclouvain.be/hg/orthanc/raw-rev/005aaeb63414 ; https://www.chiark.greenend.org.uk/doc/libimage-exiftool-perl/html/TagNames/DICOM.html",
    r"\+3567\d{7}",
    prefixless=True,
)
def _dcm_addr(g: _R):
    addr = f"Triq {_roman(g)} {g.r.randint(1, 99)}, Naxxar NXR {g.digits(4)}"
    tel = f"+3567{g.r.randint(7, 9)}{g.digits(6)}"
    text = (
        "$ dcmdump cbct_0001.dcm | grep -i patient\n"
        f"(0010,1040) LO [{addr}]          #  {len(addr)}, 1 PatientAddress\n"
        f"(0010,2154) SH [{tel}]           #  12, 1 PatientTelephoneNumbers"
    )
    return text, [addr, tel], tel[1:]


@kind(
    "audiology_dicom_other_patient_ids_issuer",
    "https://github.com/dcm4che/dcm4chee-arc-light/issues/4342 ; https://github.com/dcm4che/dcm4chee-arc-light/issues/4436",
    r"[A-Z]{2}\d{8}",
    prefixless=True,
)
def _dcm_ids(g: _R):
    pid = g.s(2, "ABCDEFGHKLMNPRSTUVWXZ") + g.digits(8)
    text = (
        "(0010,0020) LO [HC-local] PatientID\n(0010,1002) SQ [1 Items] OtherPatientIDsSequence\n"
        f">Item #1\n>(0010,0020) LO [{pid}] PatientID\n>(0010,0021) LO [HEARINGCENTRE-SI] IssuerOfPatientID"
    )
    return text, [pid], pid


@kind(
    "dental_dicom_patient_mother_birth_name",
    "https://www.chiark.greenend.org.uk/doc/libimage-exiftool-perl/html/TagNames/DICOM.html ; https://unpkg.com/node-exiftool@1.0.2/vendor/Image-ExifTool-10.19/html/TagNames/DICOM.html",
    r"[A-Za-z]+\^[A-Za-z]+",
    prefixless=True,
)
def _dcm_mother(g: _R):
    pn = f"{_roman(g)}^{_roman(g)}"
    text = f"$ exiftool -DICOM:all pano.dcm | grep -i mother\nPatient Mother Birth Name       : {pn}"
    return text, [pn], pn.replace("^", "_")


@kind(
    "hearing_noah_patient_export_xml",
    "memory: HIMSA Noah patient export (Patient/FirstName/LastName/DateOfBirth elements)",
    r"\d{4}-\d{2}-\d{2}",
    prefixless=True,
)
def _noah(g: _R):
    gv, fm = _person(g)
    d = str(_dob(g, 1930, 1980))
    text = (
        "<Patient>\n"
        f"  <FirstName>{gv}</FirstName><LastName>{fm}</LastName>\n  <DateOfBirth>{d}</DateOfBirth>\n"
        f"  <Address1>{g.r.randint(1, 99)} Rue {_roman(g)}</Address1><City>Esch-sur-Alzette</City>\n</Patient>"
    )
    return text, [d, fm], d


@kind(
    "optometry_rx_ocr_patient",
    "memory: printed spectacle prescription (patient, DOB, SPH/CYL/AXIS per eye) run through OCR",
    r"[A-Za-z]+-[A-Za-z]+",
    prefixless=True,
)
def _optom(g: _R):
    gv, fm = _roman(g, 2), _roman(g)
    d = _dob(g)
    text = (
        "tesseract rx_scan.png - \n"
        f"Patient: {gv} {fm}   DOB: {d:%d/%m/%Y}\n"
        f"R  SPH -{g.r.randint(0, 6)}.25 CYL -0.50 AXIS {g.r.randint(1, 180)}\n"
        f"L  SPH -{g.r.randint(0, 6)}.00 CYL -0.75 AXIS {g.r.randint(1, 180)}"
    )
    return text, [f"{gv} {fm}", f"{d:%d/%m/%Y}"], _bare_name(gv, fm)


@kind(
    "telemed_booking_json_patient",
    "memory: telemedicine booking API response (patient name, phone, reason, slot)",
    r"\+230 5\d{3} \d{4}",
    prefixless=True,
)
def _telemed(g: _R):
    tel = f"+230 5{g.digits(3)} {g.digits(4)}"
    name = f"{_roman(g)} {_roman(g)}"
    body = {
        "booking": {
            "slot": "2025-05-02T09:30+04:00",
            "patient": {"name": name, "phone": tel},
            "reason": "suivi diabète",
            "mode": "video",
        }
    }
    return json.dumps(body, ensure_ascii=False), [tel, name], tel.replace(" ", "")[1:]


@kind(
    "gym_access_control_log_member",
    "memory: turnstile access-control log (card UID, member name, door)",
    r"[A-Za-z]+-[A-Za-z]+",
    prefixless=True,
)
def _gym(g: _R):
    name = f"{_roman(g)} {_roman(g)}"
    uid = g.s(8, "0123456789ABCDEF")
    text = (
        f'2025-03-14 06:02:11 GRANTED door=TURNSTILE-1 card={uid} member="{name}"\n'
        "2025-03-14 06:02:40 DENIED  door=SAUNA card=UNKNOWN"
    )
    return text, [name, uid], _bare_name(*name.split())


@kind(
    "hospital_visitor_log_csv",
    "memory: hospital visitor sign-in export (visitor, phone, patient visited, ward)",
    r"\+266 [56]\d{3} \d{4}",
    prefixless=True,
)
def _visitor(g: _R):
    tel = f"+266 {_pick(g, '56')}{g.digits(3)} {g.digits(4)}"
    vis, pat = f"{_roman(g)} {_roman(g)}", f"{_roman(g)} {_roman(g)}"
    text = f"time_in,visitor,phone,visiting,ward\n14:05,{vis},{tel},{pat},Maternity B\n"
    return text, [tel, vis, pat], tel.replace(" ", "")[1:]


@kind(
    "scout_section_roster_csv_youth",
    "memory: scout group section roster export (member no., youth name, DOB, parent phone)",
    r"\d{8}",
    prefixless=True,
)
def _scout(g: _R):
    no = g.digits(8)
    name = f"{_roman(g)} {_roman(g)}"
    text = f"membership_no,name,dob,parent_phone\n{no},{name},{_dob(g, 2010, 2018)},+352 621 {g.digits(3)} {g.digits(3)}"
    return text, [no, name], no


@kind(
    "foster_placement_case_yaml",
    "memory: foster-care placement fixture (child name, DOB, carer, address)",
    r"[A-Za-z]+-[A-Za-z]+",
    prefixless=True,
)
def _foster(g: _R):
    child, carer = f"{_roman(g)} {_roman(g)}", f"{_roman(g)} {_roman(g)}"
    text = (
        "placement:\n"
        f"  child: {child}\n  dob: {_dob(g, 2008, 2020)}\n  carer: {carer}\n"
        f"  carer_address: {g.r.randint(1, 90)} Triq {_roman(g)}, Mosta\n"
    )
    return text, [child, carer], _bare_name(*child.split())


@kind(
    "carsharing_trip_driver_json",
    "memory: car-sharing trip record (driver name, licence number, plate)",
    r"[A-Z]\d{7}",
    prefixless=True,
)
def _carshare(g: _R):
    lic = _pick(g, "ABCDEFGH") + g.digits(7)
    name = f"{_roman(g)} {_roman(g)}"
    body = {
        "trip": {"id": g.uuid(), "driver": {"name": name, "licence_no": lic}, "plate": "P " + g.digits(4)}
    }
    return json.dumps(body), [lic, name], lic


@kind(
    "alumni_class_notes_csv",
    "memory: alumni-office class-notes export (name, class year, personal e-mail, employer)",
    r"[a-z]+\.[a-z]+\d{2}",
    prefixless=True,
)
def _alumni(g: _R):
    local = f"{_roman(g).lower()}.{_roman(g).lower()}{g.digits(2)}"
    email = f"{local}@yahoo.com.au"
    text = f'name,class,email,note\n{_roman(g)} {_roman(g)},1998,{email},"moved to Apia, now teaching"\n'
    return text, [email], local


@kind(
    "obituary_memorial_json_survivors",
    "memory: memorial-site page JSON (deceased, survivors with towns, service address)",
    r"[A-Za-z]+-[A-Za-z]+",
    prefixless=True,
)
def _obit(g: _R):
    surv = f"{_roman(g)} {_roman(g)}"
    body = {
        "deceased": f"{_roman(g)} {_roman(g)}",
        "born": str(_dob(g, 1930, 1960)),
        "survived_by": [f"{surv} (daughter, Victoria, Mahé)"],
        "service": "Cathedral of the Immaculate Conception",
    }
    return json.dumps(body, ensure_ascii=False), [surv], _bare_name(*surv.split())


@kind(
    "translation_agency_job_client_json",
    "memory: translation-agency job record (end client private person, document, phone)",
    r"\+685 7\d{6}",
    prefixless=True,
)
def _transl(g: _R):
    tel = f"+685 7{g.digits(6)}"
    name = f"{_roman(g)} {_roman(g)}"
    body = {
        "job": f"J-{g.digits(5)}",
        "source": "sm",
        "target": "en",
        "document": "birth certificate",
        "client": {"type": "private", "name": name, "phone": tel},
    }
    return json.dumps(body), [tel, name], tel.replace(" ", "")[1:]


@kind(
    "court_interpreter_roster_de",
    "memory: court interpreter roster (Dolmetscher- und Übersetzerdatenbank style: name, address, phone)",
    r"\+49 1[5-7]\d \d{7,8}",
    prefixless=True,
)
def _interp(g: _R):
    tel = f"+49 1{g.r.randint(5, 7)}{g.digits(1, first_nonzero=False)} {g.digits(g.r.randint(7, 8))}"
    name = f"{_roman(g)} {_roman(g)}"
    text = f"Sprache: Tigrinya | {name} | {_roman(g)}straße {g.r.randint(1, 80)}, 60311 Frankfurt | {tel}"
    return text, [tel, name], tel.replace(" ", "")[1:]


@kind(
    "kyc_crypto_exchange_export_csv",
    "memory: crypto-exchange KYC CSV export (name, DOB, ID document number, wallet)",
    r"[A-Z]\d{8}",
    prefixless=True,
)
def _crypto(g: _R):
    doc = _pick(g, "PNR") + g.digits(8)
    name = f"{_roman(g)} {_roman(g)}"
    text = (
        f"user_id,full_name,dob,id_doc,deposit_address\n{g.digits(7)},{name},{_dob(g)},{doc},0x{g.s(40, HEX)}"
    )
    return text, [doc, name], doc


@kind(
    "dna_gedmatch_kit_one_to_many_csv",
    "https://genie1.au/tips-for-using-gedmatch ; memory: kit number layout (letter + 6 digits)",
    r"[A-Z]\d{6}",
    prefixless=True,
)
def _dna(g: _R):
    kit = _pick(g, "ATMQ") + g.digits(6)
    email = f"{_roman(g).lower()}{g.digits(3)}@gmail.com"
    text = f"Kit,Name,Email,Total cM,Largest Seg\n{kit},{_roman(g)} {_roman(g)},{email},{g.r.randint(40, 900)}.3,41.2"
    return text, [kit, email], kit


@kind(
    "voice_alexa_history_customer_csv",
    "https://fornaywork.com/?p=7688 ; https://craigball.net/2018/03/24/preserving-alexa-history-ugly-but-easy/",
    r"[A-Za-z]+-[A-Za-z]+",
    prefixless=True,
)
def _alexa(g: _R):
    street = f"{g.r.randint(2, 120)} rue {_roman(g)}"
    name = f"{_roman(g)} {_roman(g)}"
    text = (
        "Timestamp,Device,Customer,Transcript\n"
        f'2025-02-11T19:04:22Z,Kitchen Echo,{name},"alexa order a taxi to {street} luxembourg"'
    )
    return text, [street, name], _bare_name(*name.split())


@kind(
    "device_alexa_device_serial_history",
    "memory: Alexa 'Request your data' device list (serial number next to the owner name)",
    r"G0[A-Z0-9]{14}",
    prefixless=True,
)
def _alexa_dev(g: _R):
    sn = "G0" + g.s(14, UPPER_DIGITS)
    text = f'DeviceSerialNumber,DeviceName,Owner\n{sn},"{_roman(g)}\'s Echo Dot",{_roman(g)} {_roman(g)}'
    return text, [sn], sn


@kind(
    "device_hearing_aid_serial_fitting_log",
    "memory: hearing-aid fitting software log (left/right device serials linked to a client)",
    r"\d{10}",
    prefixless=True,
)
def _ha_serial(g: _R):
    left, right = g.digits(10), g.digits(10)
    text = f"[fitting] client={_roman(g)} {_roman(g)} L.serial={left} R.serial={right} firmware=3.2"
    return text, [left, right], left


# -- dates of birth ---------------------------------------------------------------------------------


@kind(
    "dob_cbor_tag_1004_diag",
    "https://datatracker.ietf.org/doc/rfc8943/ ; https://www.ietf.org/ietf-ftp/rfc/rfc8943.pdf",
    r'1004\("\d{4}-\d{2}-\d{2}"\)',
    prefixless=True,
)
def _cbor1004(g: _R):
    d = _dob(g)
    name = f"{_roman(g)} {_roman(g)}"
    part = f'1004("{d}")'
    return f'$ cbor2 --diag member.cbor\n{{"name": "{name}", "birth": {part}}}', [part, name], str(d)


@kind(
    "dob_cbor_tag_100_epoch_days",
    "https://datatracker.ietf.org/doc/rfc8943/ ; https://tex2e.github.io/rfc-translater/html/rfc8943.html",
    r"100\(-?\d{1,5}\)",
    prefixless=True,
)
def _cbor100(g: _R):
    d = _dob(g)
    days = (d - datetime.date(1970, 1, 1)).days
    name = f"{_roman(g)} {_roman(g)}"
    part = f"100({days})"
    return f'diag: {{1: "{name}", 2: {part}}}  ; 2 = date of birth', [part, name], f"dob-{days}"


@kind(
    "dob_sap_pa0002_gbdat_se16n",
    "https://pastebin.com/AEKfqg0u ; https://docs.oracle.com/cd/E19225-01/821-0092/bzbdc/index.html",
    r"\d{8}",
    prefixless=True,
)
def _sap(g: _R):
    d = _dob(g)
    dats = f"{d:%Y%m%d}"
    name = f"{_roman(g)} {_roman(g)}"
    text = (
        f"SE16N PA0002: PERNR={g.digits(8)} NACHN/VORNA='{name}' GBDAT={dats}\n"
        f"WRITE: / 'Geburtsdatum', wa_0002-gbdat.  -> Geburtsdatum {d:%d.%m.%Y}"
    )
    return text, [dats, f"{d:%d.%m.%Y}", name], dats


_KU_MONTHS = [
    "Xakelêwe",
    "Gulan",
    "Cozerdan",
    "Pûşper",
    "Gelawêj",
    "Xermanan",
    "Rezber",
    "Xezelwer",
    "Sermawez",
    "Befranbar",
    "Rêbendan",
    "Reşeme",
]


@kind(
    "dob_kurdish_calendar_form",
    "https://57951.github.io/KurdishCalendar/faq.html ; http://www.liquisearch.com/kurdish_calendar/standard_calendar",
    r"\d{1,2} [^\d]+ 2[67]\d{2}",
    prefixless=True,
)
def _ku(g: _R):
    y = g.r.randint(2650, 2725)
    m = g.r.randint(1, 12)
    d = g.r.randint(1, 31 if m <= 6 else 30)
    part = f"{d} {_KU_MONTHS[m - 1]} {y}"
    name = f"{_roman(g)} {_roman(g)}"
    text = f'form: {{"nav": "{name}", "rojbûn": "{part}"}}  # Kurdish solar year = Gregorian + 700'
    return text, [part, name], f"{y}-{m:02d}-{d:02d}"


_PASARAN = ["Legi", "Pahing", "Pon", "Wage", "Kliwon"]
_DINA = ["Senen", "Selasa", "Rebo", "Kemis", "Jemuwah", "Setu", "Minggu"]
_BULAN = [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
]


@kind(
    "dob_javanese_weton_pasaran",
    "https://github.com/beaudu/weton/blob/HEAD/README.md ; https://github.com/kalenderjawa/weton/blob/HEAD/README.md",
    r"[A-Za-z]+ [A-Za-z]+, \d{1,2} [A-Za-z]+ \d{4}",
    prefixless=True,
)
def _weton(g: _R):
    d = _dob(g)
    ref = datetime.date(1968, 12, 3)  # Selasa Kliwon (beaudu/weton)
    pas = _PASARAN[(4 + (d - ref).days) % 5]
    part = f"{_DINA[d.weekday()]} {pas}, {d.day} {_BULAN[d.month - 1]} {d.year}"
    name = f"{_roman(g)} {_roman(g)}"
    return f"Biodata calon pengantin\nNama: {name}\nWeton/lair: {part}", [part, name], f"{d:%Y%m%d}-{pas}"


@kind(
    "dob_assyrian_calendar_year",
    "memory: Assyrian calendar year = Gregorian + 4750 (church baptism register)",
    r"\d{1,2}/\d{1,2}/6[67]\d{2}",
    prefixless=True,
)
def _assyr(g: _R):
    d = _dob(g)
    part = f"{d.day}/{d.month}/{d.year + 4750}"
    name = f"{_roman(g)} {_roman(g)}"
    return (
        f"baptism_register: name={name}; born (Assyrian reckoning)={part}",
        [part, name],
        part.replace("/", "-"),
    )


# -- user names in command output --------------------------------------------------------------------


@kind(
    "user_ac_p_connect_totals",
    "https://man.freebsd.org/cgi/man.cgi?query=ac&sektion=8 ; https://www.ibm.com/support/knowledgecenter/en/ssw_aix_71/osmanagement/acct_display_conct_time_usage.html",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _ac(g: _R):
    u1 = _user(g, _roman(g), _roman(g))
    u2 = _user(g, _roman(g), _roman(g))
    text = (
        f"$ ac -p\n\t{u1:<28}{g.r.randint(1, 90)}.37\n\t{u2:<28}3.05\n\ttotal       {g.r.randint(91, 200)}.42"
    )
    return text, [u1, u2], u1


@kind(
    "user_userdbctl_user_table",
    "https://man7.org/linux/man-pages/man1/userdbctl.1.html ; https://manpages.ubuntu.com/manpages/plucky/man1/userdbctl.1.html",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _userdb(g: _R):
    gv, fm = _roman(g), _roman(g)
    u = _user(g, gv, fm)
    text = (
        "$ userdbctl user --output=table\n"
        "NAME      DISPOSITION   UID   GID REALNAME          HOME          SHELL\n"
        "root      intrinsic       0     0 -                 /root         /bin/bash\n"
        f"{u}  regular      1001  1001 {gv} {fm}    /home/{u}   /bin/zsh"
    )
    return text, [u, f"{gv} {fm}"], u


@kind(
    "user_tasklist_v_csv_username",
    "https://learn.microsoft.com/windows-server/administration/windows-commands/tasklist ; https://app.unpkg.com/tasklist@5.0.0/files/readme.md",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _tasklist(g: _R):
    u = _user(g, _roman(g), _roman(g))
    host = "LAPTOP-" + g.s(7, UPPER_DIGITS)
    text = (
        "> tasklist /v /fo csv | findstr chrome\n"
        f'"chrome.exe","{g.r.randint(1000, 9999)}","Console","1","182,340 K","Running",'
        f'"{host}\\{u}","0:01:23","New Tab - Google Chrome"'
    )
    return text, [u], u


@kind(
    "user_tasklist_fo_list_benutzername_de",
    "https://pastebin.com/44eF5JwH ; https://learn.microsoft.com/en-us/previous-versions/windows/it-pro/windows-server-2008-r2-and-2008/cc730909(v=ws.10)",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _tasklist_de(g: _R):
    u = _user(g, _roman(g), _roman(g))
    text = (
        "C:\\Users\\Public>tasklist /v /fo list\nAbbildname:      explorer.exe\nPID:             4820\n"
        f"Sitzungsname:    Console\nBenutzername:    DESKTOP-{g.s(5, UPPER_DIGITS)}\\{u}\nCPU-Zeit:        0:02:11"
    )
    return text, [u], u


@kind(
    "user_pinky_long_format",
    "https://unix.com/man-page/centos/1/pinky/ ; https://www.cnblogs.com/yangykaifa/p/19278812",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _pinky(g: _R):
    gv, fm = _roman(g), _roman(g)
    u = _user(g, gv, fm)
    text = (
        f"$ pinky -l {u}\nLogin name: {u:<24}In real life:  {gv} {fm}\n"
        f"Directory: /home/{u:<18}Shell:  /bin/bash"
    )
    return text, [u, f"{gv} {fm}"], u


@kind(
    "user_atq_queue_owner",
    "https://www.geeksforgeeks.org/atq-command-in-linux-with-examples/amp/ ; https://man.openbsd.org/atq.1",
    r"[a-z]+\d{2}",
    prefixless=True,
)
def _atq(g: _R):
    u = _user(g, _roman(g), _roman(g))
    text = f"# atq\n{g.r.randint(3, 99)}\tThu Mar 13 09:00:00 2025 a {u}\n7\tFri Mar 14 02:30:00 2025 a root"
    return text, [u], u


# -- names, addresses and phones in other scripts ------------------------------------------------------


def _script_kind(name: str, source: str, lo: int, hi: int, carrier: str) -> None:
    @kind(name, source, r"[A-Za-z]+-[A-Za-z]+", prefixless=True)
    def _gen(g: _R):
        native = _script_name(g, lo, hi)
        latin = f"{_roman(g)} {_roman(g)}"
        return (
            carrier.format(native=native, latin=latin, n=g.digits(6)),
            [native, latin],
            _bare_name(*latin.split()),
        )


_script_kind(
    "name_adlam_health_card_conakry",
    "https://unicode.org/charts/PDF/U1E900.pdf ; https://docs.rs/unicode_types/latest/unicode_types/adlam/index.html",
    0x1E900,
    0x1E943,
    'carte_sante = {{"numero": "GN-{n}", "nom_adlam": "{native}", "nom_latin": "{latin}", "ville": "Conakry"}}',
)
_script_kind(
    "name_buginese_lontara_marriage_form",
    "https://learn.microsoft.com/es-es/dotnet/api/system.text.unicode.unicoderanges.buginese",
    0x1A00,
    0x1A16,
    "INSERT INTO akta_nikah (no_akta, nama_lontara, nama_latin) VALUES ('{n}', '{native}', '{latin}');",
)
_script_kind(
    "name_vai_syllabary_monrovia_roll",
    "https://learn.microsoft.com/de-de/dotnet/api/system.text.unicode.unicoderanges.vai",
    0xA500,
    0xA60B,
    "member_roll.csv\nno,name_vai,name_latin,county\n{n},{native},{latin},Grand Cape Mount",
)
_script_kind(
    "name_bamum_foumban_register",
    "https://learn.microsoft.com/pt-br/dotnet/api/system.text.unicode.unicoderanges.bamum",
    0xA6A0,
    0xA6E5,
    "registre Foumban n°{n}: nom (bamum) = {native} ; transcription = {latin}",
)
_script_kind(
    "name_lisu_fraser_church_roll",
    "https://learn.microsoft.com/zh-tw/dotnet/api/system.text.unicode.unicoderanges.lisu",
    0xA4D0,
    0xA4F7,
    "- id: {n}\n  name_lisu: {native}\n  name_latin: {latin}\n  village: Fugong",
)
_script_kind(
    "name_tai_le_dehong_household",
    "https://learn.microsoft.com/fr-fr/dotnet/api/system.text.unicode.unicoderanges.taile",
    0x1950,
    0x196D,
    "户籍 household {n}: 户主 (Tai Le) {native} / {latin}, Mangshi",
)
_script_kind(
    "name_batak_surat_huria_roll",
    "https://learn.microsoft.com/fr-fr/dotnet/api/system.text.unicode.unicoderanges.batak",
    0x1BC0,
    0x1BE5,
    "ruas HKBP no. {n}: goar (surat Batak) {native} — {latin}, Tarutung",
)
_script_kind(
    "name_hanifi_rohingya_camp_token",
    "https://docs.rs/unicode_types/latest/unicode_types/hanifi_rohingya/index.html ; https://gitverse.ru/TON618OFF/FinalPWHTML/content/main/node_modules/regenerate-unicode-properties/Script/Hanifi_Rohingya.js",
    0x10D00,
    0x10D23,
    'ration_token {{"token": "{n}", "name_hr": "{native}", "name_en": "{latin}", "camp": "Kutupalong 4"}}',
)
_script_kind(
    "name_georgian_mkhedruli_vet_owner",
    "https://learn.microsoft.com/tr-tr/dotnet/api/system.text.unicode.unicoderanges.georgian",
    0x10D0,
    0x10F0,
    "ვეტ. კლინიკა / vet clinic owner form #{n}\nმფლობელი: {native}\nowner (latin): {latin}",
)


def _script_addr_kind(name: str, source: str, lo: int, hi: int, carrier: str) -> None:
    @kind(name, source, r"[A-Za-z]+-\d+", prefixless=True)
    def _gen(g: _R):
        native = _script(g, lo, hi, g.r.randint(3, 5)) + " " + _script(g, lo, hi, g.r.randint(3, 6))
        no = g.r.randint(2, 199)
        native_full = f"{native} {no}"
        latin = f"{_roman(g)} {no}"
        return carrier.format(native=native_full, latin=latin), [native_full, latin], _bare_name(latin)


_script_addr_kind(
    "address_new_tai_lue_jinghong_parcel",
    "https://learn.microsoft.com/de-de/dotnet/api/system.text.unicode.unicoderanges.newtailue",
    0x1980,
    0x19AB,
    '{{"收件地址": "景洪市 {native}", "address_latin": "{latin}, Jinghong"}}',
)
_script_addr_kind(
    "address_yi_liangshan_delivery",
    "https://learn.microsoft.com/it-it/dotnet/api/system.text.unicode.unicoderanges.yisyllables",
    0xA000,
    0xA48C,
    "delivery_note: 西昌 / {native} / ({latin}), Liangshan",
)
_script_addr_kind(
    "address_sundanese_bandung_form",
    "https://learn.microsoft.com/ko-kr/dotnet/api/system.text.unicode.unicoderanges.sundanese",
    0x1B83,
    0x1BA0,
    "alamat (aksara Sunda): {native}\nalamat (latin): Jl. {latin}, Bandung",
)
_script_addr_kind(
    "address_armenian_haypost_parcel_json",
    "https://learn.microsoft.com/fr-fr/dotnet/api/system.text.unicode.unicoderanges.armenian",
    0x0561,
    0x0586,
    '{{"service": "HayPost", "recipient_address": "Երևան, {native}", "latin": "Yerevan, {latin}"}}',
)


def _script_phone_kind(
    name: str, source: str, zero: int, cc: str, lead: str, nlen: int, carrier: str
) -> None:
    @kind(name, source, r"\d{11,13}", prefixless=True)
    def _gen(g: _R):
        nat = lead + g.digits(nlen - len(lead), first_nonzero=False)
        ascii_ = f"+{cc} {nat}"
        native = _digits_in(ascii_, zero)
        return carrier.format(native=native, ascii=ascii_), [native, ascii_], cc + nat


_script_phone_kind(
    "phone_adlam_digits_orange_gn",
    "https://docs.rs/unicode-consts/0.2.2/unicode_consts/adlam/ ; https://unicode.org/charts/PDF/U1E900.pdf",
    0x1E950,
    "224",
    "62",
    9,
    "SMS reçu de {native}\nnormalised: {ascii}",
)
_script_phone_kind(
    "phone_new_tai_lue_digits_sms",
    "https://learn.microsoft.com/de-de/dotnet/api/system.text.unicode.unicoderanges.newtailue",
    0x19D0,
    "86",
    "1",
    11,
    "联系电话 (傣仂文数字): {native} -> {ascii}",
)
_script_phone_kind(
    "phone_vai_digits_lonestar_topup",
    "https://learn.microsoft.com/de-de/dotnet/api/system.text.unicode.unicoderanges.vai",
    0xA620,
    "231",
    "88",
    9,
    "top-up request: msisdn_vai={native} msisdn={ascii}",
)
_script_phone_kind(
    "phone_sundanese_digits_wa_ticket",
    "https://learn.microsoft.com/ko-kr/dotnet/api/system.text.unicode.unicoderanges.sundanese",
    0x1BB0,
    "62",
    "81",
    10,
    "Tiket #{ascii}: nomor WA ditulis {native}",
)
_script_phone_kind(
    "phone_hanifi_rohingya_digits_ngo",
    "https://gitverse.ru/TON618OFF/FinalPWHTML/content/main/node_modules/regenerate-unicode-properties/Script/Hanifi_Rohingya.js ; https://docs.rs/unicode_types/latest/unicode_types/hanifi_rohingya/index.html",
    0x10D30,
    "880",
    "18",
    10,
    "beneficiary phone (Hanifi digits): {native} / {ascii}",
)


# -- Latin-script addresses ----------------------------------------------------------------------------


def _addr_kind(name: str, source: str, fmt, prefixless: bool = True) -> None:  # type: ignore[no-untyped-def]
    @kind(name, source, r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+", prefixless=prefixless)
    def _gen(g: _R):
        street, no, text = fmt(g)
        line = f"{street} {no}"
        return text.replace("{LINE}", line), [line], _bare_name(street, str(no))


_addr_kind(
    "address_si_ulica_postna_stevilka",
    "https://grcdi.nl/gsb/slovenia.html ; https://www.etajnica.com/navodila/5625",
    lambda g: (
        f"{_roman(g)}ova ulica",
        g.r.randint(1, 120),
        f"Naslovnik: {_roman(g)} {_roman(g)}\n{{LINE}}\n{_pick(g, ['1000 Ljubljana', '2000 Maribor', '6000 Koper'])}",
    ),
)
_addr_kind(
    "address_hr_ulica_kat_hr_prefix",
    "https://publications.europa.eu/code/hr/hr-390105.htm ; https://publications.europa.eu/code/sl/sl-390105.htm",
    lambda g: (
        f"Ulica {_roman(g)}",
        g.r.randint(1, 90),
        f"dostava:\n  ime: {_roman(g)} {_roman(g)}\n  adresa: {{LINE}}, {g.r.randint(1, 9)}. kat\n  mjesto: HR-10000 Zagreb",
    ),
)
_addr_kind(
    "address_mt_triq_postcode_abc",
    "https://publications.europa.eu/code/sl/sl-390105.htm ; https://publications.europa.eu/code/hr/hr-390105.htm",
    lambda g: (
        f"Triq {_roman(g)}",
        g.r.randint(1, 99),
        f"{_roman(g)} {_roman(g)}, Flat {g.r.randint(1, 9)}\n{{LINE}}\nBirkirkara BKR {g.digits(4)}",
    ),
)
_addr_kind(
    "address_lu_rue_l_prefix",
    "https://publications.europa.eu/code/sl/sl-390105.htm ; https://publications.europa.eu/code/hr/hr-390105.htm",
    lambda g: (
        f"rue {_roman(g)}",
        g.r.randint(1, 150),
        f'adresse_livraison = "{{LINE}}, L-{g.digits(4)} Esch-sur-Alzette"  # {_roman(g)} {_roman(g)}',
    ),
)
_addr_kind(
    "address_hn_colonia_bloque_casa",
    "https://jkartchnerlaw.com/blog/understanding-the-ihonduras-mailing-address ; https://carcodeal.com/blog/honduras-mailing-address-format-a",
    lambda g: (
        f"Colonia {_roman(g)} Bloque {_pick(g, 'ABCDEFGH')} Casa",
        g.r.randint(1, 60),
        f"Entregar a {_roman(g)} {_roman(g)}: {{LINE}}, frente a la pulpería, Tegucigalpa",
    ),
)
_addr_kind(
    "address_pg_port_moresby_section_lot",
    "http://www.grcdi.nl/gsb/papua%20new%20guinea.html ; https://postzipcode.com/papua-new-guinea/",
    lambda g: (
        f"Section {g.r.randint(10, 400)} Lot",
        g.r.randint(1, 60),
        f"shipping_address: {_roman(g)} {_roman(g)}, {{LINE}}, Gerehu, Port Moresby 111 NCD",
    ),
)
_addr_kind(
    "address_mc_monaco_boulevard",
    "memory: Monaco postal address (street, 98000 MONACO)",
    lambda g: (
        f"boulevard {_roman(g)}",
        g.r.randint(1, 60),
        f"M. {_roman(g)} {_roman(g)}\n{{LINE}}\n98000 MONACO",
    ),
)
_addr_kind(
    "address_me_podgorica_bulevar",
    "memory: Montenegrin address (Bulevar/ulica, number, 81000 Podgorica)",
    lambda g: (
        f"Bulevar {_roman(g)}",
        g.r.randint(1, 120),
        f"primalac: {_roman(g)} {_roman(g)}, {{LINE}}, 81000 Podgorica",
    ),
)
_addr_kind(
    "address_ba_sarajevo_ulica_opcina",
    "memory: Bosnian address (ulica, broj, 71000 Sarajevo, općina)",
    lambda g: (
        f"Ulica {_roman(g)}",
        g.r.randint(1, 90),
        f"{_roman(g)} {_roman(g)}\n{{LINE}}\n71000 Sarajevo (općina Centar)",
    ),
)
_addr_kind(
    "address_mu_mauritius_royal_road",
    "memory: Mauritian address (Royal Road, town, postcode)",
    lambda g: (
        "Royal Road",
        g.r.randint(1, 300),
        f"Bill to: {_roman(g)} {_roman(g)}, {{LINE}}, Rose-Hill 7{g.digits(4)}",
    ),
)
_addr_kind(
    "address_sc_seychelles_mahe_district",
    "memory: Seychelles address (house, road, district, Mahé)",
    lambda g: (
        f"{_roman(g)} Road",
        g.r.randint(1, 80),
        f"{_roman(g)} {_roman(g)}, {{LINE}}, Anse Royale, Mahé, Seychelles",
    ),
)
_addr_kind(
    "address_ws_samoa_apia_village",
    "memory: Samoan address (village, district, Apia)",
    lambda g: (
        f"Fale {_roman(g)} Lot",
        g.r.randint(1, 80),
        f'enrolment.address = "{{LINE}}, Vaitele, Apia"  # parent {_roman(g)}',
    ),
)
_addr_kind(
    "address_mr_nouakchott_ilot_tevragh_zeina",
    "memory: Nouakchott address (îlot, lot, Tevragh Zeina)",
    lambda g: (
        f"Ilot {_pick(g, 'ABCDEFKM')} Lot",
        g.r.randint(1, 400),
        f"Adresse du client {_roman(g)} {_roman(g)} : {{LINE}}, Tevragh Zeina, Nouakchott",
    ),
)


# -- phones in small places ------------------------------------------------------------------------------


def _phone_kind(name: str, source: str, shape: str, make) -> None:  # type: ignore[no-untyped-def]
    @kind(name, source, shape, prefixless=True)
    def _gen(g: _R):
        num, text = make(g)
        return text.replace("{NUM}", num), [num], num.replace(" ", "").replace(".", "").lstrip("+")


_phone_kind(
    "phone_mc_377_6_gym_sms",
    "https://s.dm/resources/MC ; https://wikimili.com/en/Telephone_numbers_in_Monaco",
    r"\+377 6\d \d{2} \d{2} \d{2}",
    lambda g: (
        f"+377 6{g.digits(1, False)} {g.digits(2, False)} {g.digits(2, False)} {g.digits(2, False)}",
        f"sms.send(to='{{NUM}}', body='Votre badge salle de sport expire demain, {_roman(g)}')",
    ),
)
_phone_kind(
    "phone_pf_689_87_tahiti_booking",
    "https://www.sent.dm/resources/PF ; https://sentdm.com/resources/PF",
    r"\+689 8[79] \d{2} \d{2} \d{2}",
    lambda g: (
        f"+689 8{_pick(g, '79')} {g.digits(2, False)} {g.digits(2, False)} {g.digits(2, False)}",
        f"pension: Fare {_roman(g)} | client: {_roman(g)} {_roman(g)} | tél: {{NUM}}",
    ),
)
_phone_kind(
    "phone_me_382_6x_rent_a_car",
    "https://git.ruhnet.net/RuhNetConsulting/libphonenumber/raw/branch/automatic-module-names/resources/metadata/382/comments.csv ; https://wikiclassic.com/wiki/%2B382",
    r"\+382 6[789] \d{3} \d{3}",
    lambda g: (
        f"+382 6{_pick(g, '789')} {g.digits(3, False)} {g.digits(3, False)}",
        f"rent_a_car.insert({{'renter': '{_roman(g)} {_roman(g)}', 'phone': '{{NUM}}', 'city': 'Budva'}})",
    ),
)
_phone_kind(
    "phone_nc_687_noumea_clinic",
    "https://callsky.io/country-codes/687-country-code ; https://wiki.livda.fr/content/wikipedia_fr_all_nopic_2025-08/Plan_de_num%C3%A9rotation_en_Nouvelle-Cal%C3%A9donie",
    r"\+687 [789]\d\.\d{2}\.\d{2}",
    lambda g: (
        f"+687 {_pick(g, '789')}{g.digits(1, False)}.{g.digits(2, False)}.{g.digits(2, False)}",
        f"rappel RDV clinique Nouméa — patiente {_roman(g)} {_roman(g)}, mobile {{NUM}}",
    ),
)
_phone_kind(
    "phone_dj_253_77_courier",
    "https://howtophoneto.com/djibouti ; https://countrycode.online/?p=495",
    r"\+253 77 \d{2} \d{2} \d{2}",
    lambda g: (
        f"+253 77 {g.digits(2, False)} {g.digits(2, False)} {g.digits(2, False)}",
        f"courier.assign(parcel='DJ{g.digits(6)}', recipient='{_roman(g)} {_roman(g)}', phone='{{NUM}}')",
    ),
)
_phone_kind(
    "phone_vu_678_vanuatu_ferry",
    "memory: Vanuatu +678 seven-digit mobile numbers (5x/7x)",
    r"\+678 [57]\d{6}",
    lambda g: (
        f"+678 {_pick(g, '57')}{g.digits(6, False)}",
        f"ferry_manifest: {_roman(g)} {_roman(g)}, Port Vila -> Tanna, contact {{NUM}}",
    ),
)
_phone_kind(
    "phone_ls_266_lesotho_payroll",
    "memory: Lesotho +266 eight-digit mobile numbers (5x/6x)",
    r"\+266 [56]\d{7}",
    lambda g: (
        f"+266 {_pick(g, '56')}{g.digits(7, False)}",
        f"EcoCash payout | employee {_roman(g)} {_roman(g)} | wallet {{NUM}} | M 2,450.00",
    ),
)


# -- a person's coordinates ----------------------------------------------------------------------------------


def _coord(g: _R, lat0: float, lon0: float) -> tuple[str, str]:
    return f"{lat0 + g.r.uniform(-0.05, 0.05):.6f}", f"{lon0 + g.r.uniform(-0.05, 0.05):.6f}"


@kind(
    "geo_tractive_pet_position_stream",
    "https://github.com/eigenein/rusty-home/blob/HEAD/rusty-tractive/README.md ; https://github.com/ioBroker/ioBroker.docs/blob/HEAD/docs/en/adapterref/iobroker.tractive-gps/README.md",
    r"-?\d{1,2}\.\d{6}",
    prefixless=True,
)
def _tractive(g: _R):
    lat, lon = _coord(g, 46.05, 14.51)
    tid = g.s(8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    text = f"XADD rusty:tractive:{tid}:position * ts {1700000000 + g.r.randint(0, 9**8)} lat {lat} lon {lon} accuracy 9"
    return text, [lat, lon], f"{lat}_{lon}"


@kind(
    "geo_google_timeline_semantic_latlng",
    "https://github.com/nabedroid/google-timeline-viewer/blob/HEAD/README.md ; https://github.com/ddttom/geo-images/blob/HEAD/docs/GOOGLE_TIMELINE_EXPORT_GUIDE.md",
    r"-?\d{1,2}\.\d{7}°, -?\d{1,3}\.\d{7}°",
    prefixless=True,
)
def _gtl(g: _R):
    lat = f"{-13.83 + g.r.uniform(-0.05, 0.05):.7f}"
    lon = f"{-171.76 + g.r.uniform(-0.05, 0.05):.7f}"
    ll = f"{lat}°, {lon}°"
    seg = {
        "semanticSegments": [
            {
                "startTime": "2025-01-04T08:00:00.000+13:00",
                "visit": {
                    "hierarchyLevel": 0,
                    "topCandidate": {"semanticType": "HOME", "placeLocation": {"latLng": ll}},
                },
            }
        ]
    }
    return json.dumps(seg, ensure_ascii=False), [ll], f"{lat}_{lon}"


@kind(
    "geo_carsharing_trip_start_latlon",
    "memory: car-sharing trip export (start/end coordinates of a named driver)",
    r"-?\d{1,2}\.\d{6}",
    prefixless=True,
)
def _carpos(g: _R):
    lat, lon = _coord(g, 49.61, 6.13)
    text = f"trip_id,driver,start_lat,start_lon\n{g.digits(6)},{_roman(g)} {_roman(g)},{lat},{lon}"
    return text, [lat, lon], f"{lat}_{lon}"
