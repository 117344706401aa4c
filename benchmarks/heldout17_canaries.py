"""Held-out canary set 17: personal data in schemes and carriers no earlier set used (issue 31).

A canary set nobody has tuned on, all of it personal data, every kind drawn from names outside
the list of 1,885 kind names of sets 1-15 (``used_names.txt``): another country, another
scheme, another carrier or another syntax than any earlier kind. It covers

* **tax and company-owner numbers of sole traders**, with check digits computed from the
  published rules: Moldovan IDNP, Montenegrin PIB, North Macedonian EDB (Cyrillic invoice),
  Serbian PIB (ISO 7064 MOD 11,10), Taiwanese UBN (統一編號 of a 行號), Singapore UEN (ROB),
  Finnish Y-tunnus, Norwegian organisasjonsnummer (ENK), Brazilian CNPJ of a MEI, Belgian KBO
  enterprise number, UK VAT number of a sole trader, Czech IČO of an OSVČ, Tunisian matricule
  fiscal, New Zealand NZBN;
* **identity, health, student, military and voter-like numbers**: UK ULN (HESA checksum),
  German E-Rezept prescription ID (ISO 7064 97-10), NHS EPS prescription ID (ISO 7064 37-2), EU
  DCC vaccination UVCI, Korean NHIS member number, Taiwanese NHI card number, Indonesian BPJS,
  PhilHealth PIN and Pag-IBIG MID, Portuguese SNS utente, Slovenian ZZZS, Italian TEAM card
  (Luhn), Alberta PHN, Medi-Cal CIN, NHS e-RS UBRN, an HL7v2 IN1 policy number, Japanese
  driving licence, employment-insurance and passport numbers, Korean passport and service
  number (군번), Chinese HK/Macau travel permit, Macau BIR, Indian PRAN, ESIC, driving licence
  and CKYC numbers, Pakistani NTN, Bangladeshi e-TIN, Nepali PAN, Vietnamese BHXH, Malaysian
  IG TIN, Bahraini CPR, Jordanian national number, Kyrgyz PIN, Belarusian identification
  number, Armenian social-card number, Greek identity card (Greek letters that look Latin),
  Italian CIE, Bundeswehr Personenkennziffer, German Matrikelnummer, São Paulo RG (mod 11),
  Panamanian, Honduran and Nicaraguan cédulas, Jamaican TRN, Zimbabwean, Zambian, Botswanan,
  Rwandan and Namibian national IDs;
* **other personal data**: mobile numbers of 13 countries not used before (Hungary, Czechia,
  Romania, Norway, Denmark, Finland, Morocco, Taiwan, Hong Kong, Bangladesh, Ghana, Nepal,
  Ecuador) in new carriers (ENUM NAPTR record, ``gammu-smsd-inject``, SMS Backup & Restore XML,
  Android ``contacts2.db``, ``aws sns publish``, Yealink phone book, WhatsApp chat export,
  Django fixture, LDIF ``mobile``, bKash and MTN MoMo payloads, Sparrow SMS, SIP
  ``P-Asserted-Identity``); e-mail addresses in gemspecs, ``pom.xml``, R ``DESCRIPTION``,
  ``debian/changelog``, ``npm owner ls``, ``security.txt``, ``CITATION.cff``, ``whois``,
  Apache ``ServerAdmin`` and the Jira user API; postal addresses in Australian, Spanish,
  GhanaPost GPS, Indonesian RT/RW, Philippine barangay, Bulgarian Cyrillic, Georgian, Hong Kong
  traditional-Chinese, Swedish (lgh) and Colombian layouts; Ukrainian, Emirati and Egyptian
  IBANs (mod 97), Hungarian giro account numbers (9-7-3-1 check digits), Korean, Hong Kong and
  Danish account layouts; an APNs device token, an Expo push token, a Huawei OAID, a Windows
  MachineGuid and an Apple ECID tied to a person; a vessel MMSI, an amateur-radio call sign, an
  EU tachograph driver card and a UK V5C reference; a home location as an NMEA GGA fix,
  GeoJSON point, MGRS grid and Google Maps ``@lat,lng`` URL; dates of birth in the ROC (民國),
  Ethiopian and Hebrew calendars and as epoch milliseconds; a Windows SID from ``whoami /user``
  and a Kerberos principal from ``klist``.

The carriers are the places a coding session shows them: SQL seeds, CSV and TSV exports, API
JSON and XML, FHIR and HL7v2 messages, Python/Ruby REPL and fixture code, command lines and
their output, logs, invoices, tickets and forms in the local language and script (Romanian,
Montenegrin, Macedonian and Bulgarian Cyrillic, Serbian, Chinese, Japanese, Korean, Finnish,
Norwegian, Portuguese, Dutch, French, Czech, Bengali, Nepali, Vietnamese, Arabic, Armenian,
Greek, Georgian, Amharic, Hebrew, Swedish, Spanish, Hungarian, Danish, Ukrainian).

How it was kept apart: written from public documentation only, at commit 79b85c4 of ``main``.
Read: lines 1-160 of ``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``, ``Registry``),
``heldout_eval.py``, ``tests/test_heldout_canaries.py``, the first 60 lines of
``heldout9_canaries.py`` (its docstring and imports) and the list of earlier kind names
(names only). Not read: the redactor (``agent_traces/``), its tests, ``docs/``, label files,
``RESULTS.md``, any other canary set or source list, or any recall figure; the harness was
run only to check that every plant reaches the output without redaction. The ``search`` tool
was used on public pages (HESA's ULN checksum, gematik's E-Rezept ID profile, the EU DCC
UVCI specification, the NHS EPS prescription-ID check); the other kinds cite the issuing
authority's or the format's public page from knowledge of it (not each reopened with search),
in ``SOURCES`` and ``heldout17_sources.tsv``. Values are random per seed, never a real person;
where a scheme has a published check digit it is computed, and 22 kinds were cross-checked
with python-stdnum (installed outside the repository, not a dependency). Schemes without a
public check digit are drawn in their documented layout only.

124 kinds, all personal data; 85 of them prefixless (nothing but their context says what
they are).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout17_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import datetime as _dt
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
LOWER = string.ascii_lowercase


# -- helpers: check digits from the published rules ----------------------------------------------


def _wsum(body: str, weights: tuple[int, ...]) -> int:
    return sum(int(d) * w for d, w in zip(body, weights, strict=False))


def _first_check(body: str, ok) -> str | None:
    """The first decimal digit c such that ``ok(body + c)``, or None."""
    for c in DIG:
        if ok(body + c):
            return c
    return None


def _draw(g: _R, n: int, ok, first_nonzero: bool = True, prefix: str = "") -> str:
    """``prefix`` + random digits + one check digit so that ``ok`` accepts the whole number."""
    while True:
        body = prefix + g.digits(n - len(prefix) - 1, first_nonzero=first_nonzero and not prefix)
        c = _first_check(body, ok)
        if c is not None:
            return body + c


def _iban(country: str, bban: str) -> str:
    conv = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{country}{98 - int(conv) % 97:02d}{bban}"


def _group4(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def _mod_11_10(number: str) -> bool:
    # ISO 7064 MOD 11,10 (hybrid system): valid when the running value ends at 1
    check = 5
    for ch in number:
        check = (((check or 10) * 2) % 11 + int(ch)) % 10
    return check == 1


def _pick(g: _R, xs):
    return g.r.choice(xs)


def _user(g: _R, first: list[str], last: list[str], sep: str = ".") -> str:
    return f"{_pick(g, first)}{sep}{_pick(g, last)}{g.digits(2, first_nonzero=False)}"


def _date(g: _R, y0: int = 1955, y1: int = 2004) -> tuple[int, int, int]:
    return g.r.randint(y0, y1), g.r.randint(1, 12), g.r.randint(1, 28)


# -- tax and company-owner numbers of sole traders, with their published check digits ----------


@kind(
    "md_idnp_intreprindere_individuala",
    "https://www.idno.md ; python-stdnum md/idno.py (weights 7,3,1 mod 10)",
    r"\d{13}",
    prefixless=True,
)
def _md_idnp(g: _R):
    v = _draw(g, 13, lambda n: _wsum(n[:12], (7, 3, 1) * 4) % 10 == int(n[12]), prefix="200")
    first = _pick(g, ["Ion", "Maria", "Vasile", "Elena", "Andrei"])
    text = (
        "-- seed: registrul intreprinderilor individuale (Chisinau)\n"
        "INSERT INTO ii_titulari (nume, prenume, idnp, raion) VALUES\n"
        f"  ('Rusu', '{first}', '{v}', 'Botanica');"
    )
    return text, [v], v


@kind(
    "me_pib_preduzetnik",
    "https://www.vatify.eu/montenegro-vat-number.html ; python-stdnum me/pib.py",
    r"\d{8}",
    prefixless=True,
)
def _me_pib(g: _R):
    v = _draw(
        g,
        8,
        lambda n: str((-_wsum(n[:7], (8, 7, 6, 5, 4, 3, 2))) % 11 % 10) == n[7],
        first_nonzero=False,
        prefix="0",
    )
    text = (
        "Predračun br. 114/2026\n"
        "Izdavalac: Preduzetnik Milica Vuković, Podgorica\n"
        f"PIB: {v}   PDV broj: nije u sistemu PDV-a\n"
        "Žiro račun: Crnogorska komercijalna banka"
    )
    return text, [v], v


@kind(
    "mk_edb_trgovec_poedinec_cyrillic",
    "http://www.ujp.gov.mk/en ; python-stdnum mk/edb.py",
    r"\d{13}",
    prefixless=True,
)
def _mk_edb(g: _R):
    w = (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)
    v = _draw(g, 13, lambda n: str((-_wsum(n[:12], w)) % 11 % 10) == n[12], prefix="40")
    text = (
        "ФАКТУРА бр. 07-2026\n"
        "Трговец поединец Александар Стојановски ТП, Битола\n"
        f"Единствен даночен број: МК{v}\n"
        "Жиро сметка: 300000001234567 Комерцијална банка"
    )
    return text, [v], f"MK{v}"


@kind(
    "rs_pib_preduzetnik_apr_json",
    "https://www.apr.gov.rs ; python-stdnum rs/pib.py (ISO 7064 mod 11,10)",
    r"\d{9}",
    prefixless=True,
)
def _rs_pib(g: _R):
    v = _draw(g, 9, _mod_11_10, prefix="1")
    body = {
        "poslovnoIme": "Jelena Marković PR Knjigovodstvena agencija Beograd",
        "pib": v,
        "pravnaForma": "Preduzetnik",
        "status": "Aktivan",
    }
    return (
        "GET /api/apr/preduzetnici?ime=markovic -> 200\n" + json.dumps(body, ensure_ascii=False, indent=2),
        [v],
        v,
    )


@kind(
    "tw_ubn_hanghao_invoice",
    "https://zh.wikipedia.org/wiki/統一編號 ; python-stdnum tw/ubn.py",
    r"\d{8}",
    prefixless=True,
)
def _tw_ubn(g: _R):
    def ok(n: str) -> bool:
        w = (1, 2, 1, 2, 1, 2, 4, 1)
        s = sum(sum(divmod(int(d) * x, 10)) for d, x in zip(n, w, strict=True)) % 10
        return s == 0 or (s == 9 and n[6] == "7")

    v = _draw(g, 8, ok)
    text = (
        "電子發票證明聯\n賣方：林記小吃店（獨資 行號 負責人 林志明）\n"
        f"賣方統一編號：{v}\n買方：個人\n總計：NT$ 1,280"
    )
    return text, [v], v


@kind(
    "sg_uen_business_rob_acra",
    "https://www.uen.gov.sg/ueninternet/faces/pages/admin/aboutUEN.jspx ; python-stdnum sg/uen.py",
    r"\d{8}[A-Z]",
    prefixless=True,
)
def _sg_uen(g: _R):
    body = g.digits(8, first_nonzero=False)
    v = body + "XMKECAWLJDB"[_wsum(body, (10, 4, 9, 3, 8, 2, 7, 1)) % 11]
    text = (
        "ACRA BizFile extract (sole proprietorship)\n"
        "Business name : TAN AH KOW TRADING\n"
        f"UEN           : {v}\n"
        "Owner         : TAN AH KOW (Singapore Citizen)\nStatus        : Live"
    )
    return text, [v], v


@kind(
    "fi_ytunnus_toiminimi_csv",
    "https://www.ytj.fi/en/index/businessid.html ; python-stdnum fi/ytunnus.py",
    r"\d{7}-\d",
    prefixless=True,
)
def _fi_yt(g: _R):
    def ok(n: str) -> bool:
        r = _wsum(n[:7], (7, 9, 10, 5, 8, 4, 2)) % 11
        return r != 1 and int(n[7]) == (0 if r == 0 else 11 - r)

    n = _draw(g, 8, ok)
    v = f"{n[:7]}-{n[7]}"
    text = (
        "nimi;y-tunnus;yritysmuoto;kotipaikka\n"
        f"Toiminimi Aino Virtanen;{v};Yksityinen elinkeinonharjoittaja;Tampere"
    )
    return text, [v], v


@kind(
    "no_orgnr_enkeltpersonforetak",
    "https://no.wikipedia.org/wiki/Organisasjonsnummer ; python-stdnum no/orgnr.py",
    r"\d{3} \d{3} \d{3}",
    prefixless=True,
)
def _no_org(g: _R):
    n = _draw(g, 9, lambda x: _wsum(x, (3, 2, 7, 6, 5, 4, 3, 2, 1)) % 11 == 0, prefix="9")
    v = f"{n[:3]} {n[3:6]} {n[6:]}"
    text = f"Faktura 2026-031\nFra: Snekker Ola Nordmann ENK\nOrg.nr.: {v} MVA\nKontonummer oppgitt separat."
    return text, [v], n


@kind(
    "br_cnpj_mei_nfse_xml",
    "https://www.gov.br/empresas-e-negocios/pt-br/empreendedor ; python-stdnum br/cnpj.py",
    r"\d{2}\.\d{3}\.\d{3}/0001-\d{2}",
    prefixless=True,
)
def _br_cnpj(g: _R):
    base = g.digits(8) + "0001"

    def dv(s: str, w: tuple[int, ...]) -> str:
        r = _wsum(s, w) % 11
        return "0" if r < 2 else str(11 - r)

    d1 = dv(base, (5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2))
    d2 = dv(base + d1, (6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2))
    n = base + d1 + d2
    v = f"{n[:2]}.{n[2:5]}.{n[5:8]}/{n[8:12]}-{n[12:]}"
    text = (
        "<Prestador>\n  <CpfCnpj><Cnpj>" + n + "</Cnpj></CpfCnpj>\n"
        "  <RazaoSocial>52.114.003 JOSE APARECIDO DOS SANTOS</RazaoSocial>\n"
        "  <OptanteSimplesNacional>1</OptanteSimplesNacional><!-- MEI -->\n</Prestador>\n"
        f"<!-- CNPJ formatado: {v} -->"
    )
    return text, [v, n], n


@kind(
    "be_kbo_ondernemingsnummer_eenmanszaak",
    "https://economie.fgov.be/nl/themas/ondernemingen/kruispuntbank-van ; python-stdnum be/vat.py",
    r"0\d{3}\.\d{3}\.\d{3}",
    prefixless=True,
)
def _be_kbo(g: _R):
    body = "0" + g.digits(7)
    n = body + f"{97 - int(body) % 97:02d}"
    v = f"{n[:4]}.{n[4:7]}.{n[7:]}"
    text = (
        "Factuur FV-2026-0042\nKapsalon Sofie Peeters (eenmanszaak)\n"
        f"Ondernemingsnummer: {v}\nBTW BE{n}\nRPR Antwerpen, afdeling Mechelen"
    )
    return text, [v, n], n


@kind(
    "gb_vat_sole_trader_receipt",
    "https://www.gov.uk/guidance/vat-registration-number-check ; python-stdnum gb/vat.py",
    r"GB \d{3} \d{4} \d{2}",
)
def _gb_vat(g: _R):
    while True:
        body = g.digits(7)
        for cc in range(100):
            n = body + f"{cc:02d}"
            if _wsum(n, (8, 7, 6, 5, 4, 3, 2, 10, 1)) % 97 in (0, 42):
                break
        else:
            continue
        break
    v = f"GB {n[:3]} {n[3:7]} {n[7:]}"
    text = (
        "RECEIPT #4471\nD. Hughes Plumbing & Heating (sole trader)\n12 Mill Lane, Wrexham\n"
        f"VAT Reg No: {v}\nLabour 2h  £96.00\nVAT 20%    £19.20"
    )
    return text, [v], n


@kind(
    "cz_ico_osvc_ares_json",
    "https://ares.gov.cz ; python-stdnum cz/dic.py (8-digit mod 11)",
    r"\d{8}",
    prefixless=True,
)
def _cz_ico(g: _R):
    def ok(n: str) -> bool:
        c = (11 - _wsum(n[:7], (8, 7, 6, 5, 4, 3, 2))) % 11
        return str((c or 1) % 10) == n[7]

    v = _draw(g, 8, ok, prefix=_pick(g, "12345678"))
    body = {
        "ico": v,
        "obchodniJmeno": "Petr Dvořák",
        "pravniForma": "101",
        "sidlo": {"nazevObce": "Brno", "psc": 60200},
    }
    return "ARES /ekonomicke-subjekty/" + v + "\n" + json.dumps(body, ensure_ascii=False), [v], v


@kind(
    "tn_matricule_fiscal_personne_physique",
    "https://futurexpert.tn/2019/10/22/structure-et-utilite-du-matricule-fiscal/ ; python-stdnum tn/mf.py",
    r"\d{7}/[A-HJ-NP-TV-Z]/[APBDN]/[MPCN]/000",
    prefixless=True,
)
def _tn_mf(g: _R):
    key = _pick(g, "ABCDEFGHJKLMNPQRSTVWXYZ")
    num = g.digits(7, first_nonzero=False)
    v = f"{num}/{key}/{_pick(g, 'APBDN')}/{_pick(g, 'MPN')}/000"
    text = (
        "Facture N° 2026/118\nMédecin de libre pratique : Dr Sami Ben Salah, Sfax\n"
        f"Matricule fiscal : {v}\nTimbre fiscal : 1,000 DT"
    )
    return text, [v], v.replace("/", "")


@kind(
    "nz_nzbn_sole_trader",
    "https://www.nzbn.govt.nz/whats-an-nzbn/about/ (GS1 13-digit, 9429 prefix)",
    r"9429\d{9}",
)
def _nz_nzbn(g: _R):
    body = "9429" + g.digits(8, first_nonzero=False)
    s = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(body))
    v = body + str((10 - s % 10) % 10)
    text = f"Tax invoice — Aroha Ngata (sole trader), Rotorua\nNZBN: {v}\nGST not registered"
    return text, [v], v


# -- identity, health, student, military and other person numbers -------------------------------


@kind(
    "gb_uln_learner_ilr_xml",
    "https://www.hesa.ac.uk/collection/c21051/a/ULN (weights 10..1, remainder 10)",
    r"[1-9]\d{9}",
    prefixless=True,
)
def _gb_uln(g: _R):
    def ok(n: str) -> bool:
        r = _wsum(n[:9], (10, 9, 8, 7, 6, 5, 4, 3, 2)) % 11
        return r != 0 and int(n[9]) == 10 - r

    v = _draw(g, 10, ok)
    text = (
        "<Learner>\n  <LearnRefNumber>A0093312</LearnRefNumber>\n"
        f"  <ULN>{v}</ULN>\n  <FamilyName>Okafor</FamilyName>\n  <GivenNames>Chidi</GivenNames>\n</Learner>"
    )
    return text, [v], v


@kind(
    "de_erezept_prescription_id_fhir",
    "https://simplifier.net/erezept ; rules: gematik/fhir-profiles-erp/GEM_ERP_PR_PrescriptionId.fsh (ISO 7064 97-10)",
    r"160\.\d{3}\.\d{3}\.\d{3}\.\d{3}\.\d{2}",
)
def _erezept(g: _R):
    body = "160" + g.digits(12, first_nonzero=False)
    n = body + f"{98 - (int(body) * 100) % 97:02d}"
    v = ".".join([n[0:3], n[3:6], n[6:9], n[9:12], n[12:15], n[15:]])
    text = json.dumps(
        {
            "resourceType": "Task",
            "identifier": [
                {"system": "https://gematik.de/fhir/erp/NamingSystem/GEM_ERP_NS_PrescriptionId", "value": v}
            ],
            "for": {"identifier": {"system": "http://fhir.de/sid/gkv/kvid-10", "value": "***"}},
            "status": "ready",
        },
        indent=2,
    )
    return text, [v], v


@kind(
    "uk_nhs_eps_prescription_id",
    "https://digital.nhs.uk/services/electronic-prescription-service ; ISO 7064 MOD 37-2 with a + alphabet (python-stdnum iso7064/mod_37_2.py)",
    r"[0-9A-F]{6}-[0-9A-Z]{6}-[0-9A-F]{5}[0-9A-Z+]",
    prefixless=True,
)
def _eps(g: _R):
    alpha = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ+"
    raw = g.s(6, "0123456789ABCDEF") + g.s(6, DIG + UPPER) + g.s(5, "0123456789ABCDEF")
    t = 0
    for ch in raw:
        t = ((t + alpha.index(ch)) * 2) % 37
    v = f"{raw[:6]}-{raw[6:12]}-{raw[12:]}" + alpha[(38 - t) % 37]
    text = (
        "EPS tracker: prescription not yet dispensed\n"
        f"  Prescription ID : {v}\n  Patient         : Mrs J. Cartwright (DOB withheld)\n"
        "  Nominated       : Boots, High St (FA123)"
    )
    return text, [v], v


@kind(
    "eu_dcc_uvci_vaccination",
    "https://health.ec.europa.eu/publications/technical-specifications-eu-digital-covid-certificates-volumes-1-5_en",
    r"URN:UVCI:01:[A-Z]{2}:[A-Z0-9/]{20,}",
)
def _uvci(g: _R):
    cc = _pick(g, ["AT", "FR", "IT", "BE", "LU", "SE"])
    v = f"URN:UVCI:01:{cc}:{g.s(6, UPPER)}/{g.s(16, UPPER + DIG)}"
    text = json.dumps(
        {
            "ver": "1.3.0",
            "nam": {"fnt": "MUELLER", "gnt": "KATRIN"},
            "dob": "1979-04-12",
            "v": [{"tg": "840539006", "dn": 3, "sd": 3, "dt": "2021-12-02", "co": cc, "ci": v}],
        }
    )
    return "decoded HC1 payload (CBOR -> JSON):\n" + text, [v], v.replace(":", "_").replace("/", "_")


@kind(
    "kr_nhis_member_number_form",
    "https://www.nhis.or.kr (건강보험증 번호, 11 digits)",
    r"\d{11}",
    prefixless=True,
)
def _kr_nhis(g: _R):
    v = g.digits(11)
    text = (
        "[진료비 세부내역서]\n환자성명: 김서연\n"
        f"건강보험증번호: {v}\n진료기간: 2026.03.02 ~ 2026.03.02\n요양기관: 서울내과의원"
    )
    return text, [v], v


@kind(
    "tw_nhi_card_number_json",
    "https://www.nhi.gov.tw (健保卡卡號, 12 digits)",
    r"\d{4} \d{4} \d{4}",
    prefixless=True,
)
def _tw_nhi(g: _R):
    n = "0000" + g.digits(8)
    v = f"{n[:4]} {n[4:8]} {n[8:]}"
    text = json.dumps(
        {"patient": "陳美玲", "nhiCardNo": v, "hospital": "臺北市立聯合醫院"}, ensure_ascii=False
    )
    return "讀卡機回傳：\n" + text, [v], n


@kind(
    "id_bpjs_kesehatan_peserta",
    "https://www.bpjs-kesehatan.go.id (Nomor Kartu / NoKa, 13 digits)",
    r"000\d{10}",
    prefixless=True,
)
def _bpjs(g: _R):
    v = "000" + g.digits(10)
    text = (
        "GET /vclaim-rest/Peserta/nokartu/"
        + v
        + "/tglSEP/2026-03-14\n"
        + json.dumps(
            {"peserta": {"noKartu": v, "nama": "SITI RAHAYU", "hakKelas": {"keterangan": "KELAS 3"}}}
        )
    )
    return text, [v], v


@kind(
    "ph_philhealth_pin_claim",
    "https://www.philhealth.gov.ph (PhilHealth Identification Number, 12 digits)",
    r"\d{2}-\d{9}-\d",
    prefixless=True,
)
def _philhealth(g: _R):
    n = g.digits(12)
    v = f"{n[:2]}-{n[2:11]}-{n[11]}"
    text = f"CF1 Member Data\nPIN of Member: {v}\nName: DELA CRUZ, MARIA LOURDES\nMembership: Indirect Contributor"
    return text, [v], n


@kind(
    "ph_pagibig_mid_loan",
    "https://www.pagibigfund.gov.ph (Pag-IBIG MID No., 12 digits)",
    r"\d{4}-\d{4}-\d{4}",
    prefixless=True,
)
def _pagibig(g: _R):
    n = g.digits(12)
    v = f"{n[:4]}-{n[4:8]}-{n[8:]}"
    text = f"Multi-Purpose Loan Application\nPag-IBIG MID No.: {v}\nBorrower: Reyes, Jonathan B.\nEmployer: ACME BPO Inc."
    return text, [v], n


@kind(
    "pt_sns_numero_utente",
    "https://www.sns.gov.pt (número de utente do SNS, 9 digits)",
    r"\d{9}",
    prefixless=True,
)
def _pt_sns(g: _R):
    v = g.digits(9)
    text = f"Receita Médica Eletrónica\nUtente: Ana Rita Ferreira\nN.º Utente: {v}\nEntidade responsável: SNS"
    return text, [v], v


@kind(
    "si_zzzs_health_card_number",
    "https://www.zzzs.si (številka zdravstvene kartice / ZZZS, 9 digits)",
    r"\d{9}",
    prefixless=True,
)
def _si_zzzs(g: _R):
    v = g.digits(9)
    text = f"patient = Patient(ime='Maja', priimek='Kovač', zzzs_st='{v}', izbrani_zdravnik='dr. Horvat')"
    return ">>> " + text + "\n>>> patient.zzzs_st\n'" + v + "'", [v], v


@kind(
    "it_tessera_sanitaria_team",
    "https://www.sistemats.it (Tessera Sanitaria TEAM, ISO/IEC 7812 with Luhn)",
    r"80380\d{15}",
)
def _it_team(g: _R):
    v = str(g.luhn("80380", 20))
    text = f"Lettura tessera: CF RSSMRA******, numero identificazione tessera {v}, scadenza 2029-06-30"
    return text, [v], v


@kind(
    "ca_ab_phn_ahcip",
    "https://www.alberta.ca/ahcip-personal-health-card (Alberta PHN, 9 digits nnnnn-nnnn)",
    r"\d{5}-\d{4}",
    prefixless=True,
)
def _ab_phn(g: _R):
    n = g.digits(9)
    v = f"{n[:5]}-{n[5:]}"
    text = f"Referral — Alberta Health Services\nPatient: Tremblay, Luc\nPHN: {v}\nReason: knee MRI"
    return text, [v], n


@kind(
    "us_ca_medi_cal_cin",
    "https://www.dhcs.ca.gov (Medi-Cal Client Index Number: 8 digits + letter)",
    r"9\d{7}[A-Z]",
    prefixless=True,
)
def _medical(g: _R):
    v = "9" + g.digits(7, first_nonzero=False) + _pick(g, UPPER)
    text = (
        "eligibility_response:\n"
        f"  subscriber_cin: {v}\n  aid_code: '1H'\n  county: 19 (Los Angeles)\n  name: GARCIA, ROSA"
    )
    return text, [v], v


@kind(
    "uk_nhs_ers_ubrn",
    "https://digital.nhs.uk/services/e-referral-service (Unique Booking Reference Number, 12 digits)",
    r"\d{4} \d{4} \d{4}",
    prefixless=True,
)
def _ubrn(g: _R):
    n = "0" + g.digits(11)
    v = f"{n[:4]} {n[4:8]} {n[8:]}"
    text = f"Your NHS e-Referral booking reference is {v} and your password is on the letter."
    return text, [v], n


@kind(
    "hl7_in1_policy_number",
    "https://hl7-definition.caristix.com/v2/HL7v2.5.1/Segments/IN1 (IN1-36 policy number)",
    r"[A-Z]{3}\d{9}",
    prefixless=True,
)
def _in1(g: _R):
    v = g.s(3, UPPER) + g.digits(9)
    grp = g.digits(6)
    text = (
        "MSH|^~\\&|ADT|MERCY|BILL|MERCY|20260314||ADT^A08|8891|P|2.5.1\r"
        "PID|1||00044211^^^MERCY^MR||NGUYEN^THI^^^||19820311|F\r"
        f"IN1|1|BCBS01|60054|BLUE CROSS||||{grp}|||||||||||||||||||||||||||{v}\r"
    )
    return text, [v], v


@kind(
    "jp_unten_menkyo_bango",
    "https://www.npa.go.jp/policies/application/license_renewal/ (運転免許証番号, 12 digits)",
    r"\d{12}",
    prefixless=True,
)
def _jp_dl(g: _R):
    v = _pick(g, ["30", "45", "62", "50", "11"]) + g.digits(10, first_nonzero=False)
    text = f"本人確認書類: 運転免許証\n免許証番号: 第{v}号\n氏名: 佐藤 健太\n有効期限: 令和10年05月20日まで"
    return text, [v], v


@kind(
    "jp_koyo_hoken_hihokensha_bango",
    "https://www.hellowork.mhlw.go.jp (雇用保険被保険者番号 4-6-1)",
    r"\d{4}-\d{6}-\d",
    prefixless=True,
)
def _jp_koyo(g: _R):
    n = g.digits(11)
    v = f"{n[:4]}-{n[4:10]}-{n[10]}"
    text = f"社員ID,氏名,雇用保険被保険者番号,資格取得日\nE1043,鈴木 花子,{v},2019/04/01"
    return text, [v], n


@kind(
    "jp_passport_booking_json",
    "https://www.mofa.go.jp/mofaj/toko/passport/ (旅券番号: 2 letters + 7 digits)",
    r"T[KRZ]\d{7}",
    prefixless=True,
)
def _jp_pp(g: _R):
    v = _pick(g, ["TK", "TR", "TZ"]) + g.digits(7)
    body = {"traveler": {"surname": "YAMAMOTO", "given": "AOI", "passport": {"number": v, "country": "JPN"}}}
    return json.dumps(body), [v], v


@kind(
    "kr_passport_visa_form",
    "https://www.passport.go.kr (여권번호: M + 8 digits / M + 3 digits + letter + 4 digits)",
    r"M\d{3}[A-Z]\d{4}",
)
def _kr_pp(g: _R):
    v = "M" + g.digits(3) + _pick(g, "ABCDEFGHJK") + g.digits(4, first_nonzero=False)
    text = f"비자 신청서\n성명(영문): LEE JIWOO\n여권번호: {v}\n발급일: 2024.02.15"
    return text, [v], v


@kind(
    "kr_military_gunbeon",
    "https://www.mma.go.kr (군번: 2-digit year - 8 digits)",
    r"\d{2}-\d{8}",
    prefixless=True,
)
def _gunbeon(g: _R):
    v = f"{g.r.randint(10, 24)}-{g.digits(8)}"
    text = f"병적증명서\n성명: 박준호\n군번: {v}\n군별: 육군  계급: 병장  복무기간: 2019.05.13 ~ 2020.11.12"
    return text, [v], v


@kind(
    "cn_hk_macau_travel_permit",
    "https://www.nia.gov.cn (往来港澳通行证: C + letter/digit + 7 digits)",
    r"C[A-Z0-9]\d{7}",
)
def _cn_permit(g: _R):
    v = "C" + _pick(g, UPPER) + g.digits(7, first_nonzero=False)
    text = f"旅客信息\n姓名：王芳\n证件类型：往来港澳通行证\n证件号码：{v}\n有效期至：2031-08-09"
    return text, [v], v


@kind(
    "mo_bir_identity_card",
    "https://www.dsi.gov.mo (澳門居民身份證 BIR: 1/5/7 + 6 digits + (check))",
    r"[157]\d{6}\(\d\)",
    prefixless=True,
)
def _mo_bir(g: _R):
    n = _pick(g, "157") + g.digits(6, first_nonzero=False)
    v = f"{n}({g.r.randint(0, 9)})"
    text = f"Cliente: Leong Ka Man\nBIR n.º / 身份證號碼: {v}\nMorada: Rua do Campo, Macau"
    return text, [v], f"{n}{v[-2]}"


@kind(
    "in_pran_nps_statement",
    "https://www.npscra.nsdl.co.in (Permanent Retirement Account Number, 12 digits)",
    r"1100\d{8}",
    prefixless=True,
)
def _pran(g: _R):
    v = "1100" + g.digits(8, first_nonzero=False)
    text = f"NPS Transaction Statement\nPRAN : {v}\nSubscriber Name : SHRI RAJESH KUMAR SHARMA\nTier I NAV: 45.2211"
    return text, [v], v


@kind(
    "in_esic_ip_number_payslip",
    "https://www.esic.gov.in (Insurance Person number, 10 digits)",
    r"\d{10}",
    prefixless=True,
)
def _esic(g: _R):
    v = _pick(g, ["31", "11", "41", "51", "69"]) + g.digits(8, first_nonzero=False)
    text = f"Emp Code | Name | UAN | ESIC IP No | Gross\nTN0193 | Priya Venkatesh | (n/a) | {v} | 18,450"
    return text, [v], v


@kind(
    "in_driving_licence_parivahan",
    "https://parivahan.gov.in/rcdlstatus/ (DL number: SS RR YYYY NNNNNNN)",
    r"[A-Z]{2}\d{2} \d{4}\d{7}",
)
def _in_dl(g: _R):
    st = _pick(g, ["MH", "KA", "TN", "DL", "GJ", "UP"])
    v = f"{st}{g.r.randint(1, 49):02d} {g.r.randint(2005, 2024)}{g.digits(7, first_nonzero=False)}"
    text = (
        "curl -s 'https://parivahan.gov.in/rcdlstatus/vahan/rcDlHome.xhtml' "
        f"--data-urlencode 'form_rcdl:tf_dlNO={v}' --data-urlencode 'form_rcdl:tf_dob_input=14-08-1990'"
    )
    return text, [v], v.replace(" ", "")


@kind(
    "in_ckyc_kin",
    "https://www.ckycindia.in (Central KYC Identification Number, 14 digits)",
    r"\d{14}",
    prefixless=True,
)
def _ckyc(g: _R):
    v = g.digits(14)
    text = json.dumps(
        {"ckycNo": v, "name": "ANJALI MEHTA", "kycDate": "12-03-2022", "constitutionType": "01"}
    )
    return "CKYC search response: " + text, [v], v


@kind(
    "pk_ntn_fbr_iris",
    "https://iris.fbr.gov.pk (NTN: 7 digits + check digit)",
    r"\d{7}-\d",
    prefixless=True,
)
def _pk_ntn(g: _R):
    n = g.digits(8)
    v = f"{n[:7]}-{n[7]}"
    text = f"Active Taxpayer List (ATL) check\nNTN: {v}\nName: MUHAMMAD ASIF\nStatus: Active"
    return text, [v], n


@kind(
    "bd_etin_certificate",
    "https://secure.incometax.gov.bd (e-TIN, 12 digits)",
    r"\d{12}",
    prefixless=True,
)
def _bd_tin(g: _R):
    v = g.digits(12)
    text = f"e-Return: TIN {v}, করদাতার নাম: মোঃ রফিকুল ইসলাম, সার্কেল-১২০, কর অঞ্চল-৬, ঢাকা"
    return text, [v], v


@kind(
    "np_pan_ird",
    "https://ird.gov.np (Permanent Account Number, 9 digits)",
    r"[1-6]\d{8}",
    prefixless=True,
)
def _np_pan(g: _R):
    v = _pick(g, "1236") + g.digits(8, first_nonzero=False)
    text = f"कर बीजक\nबिक्रेता: राम बहादुर थापा (एकल स्वामित्व)\nस्थायी लेखा नम्बर (PAN): {v}\nमिति: २०८२/११/३०"
    return text, [v], v


@kind(
    "vn_bhxh_so_bao_hiem",
    "https://baohiemxahoi.gov.vn (mã số BHXH, 10 digits)",
    r"\d{10}",
    prefixless=True,
)
def _vn_bhxh(g: _R):
    v = _pick(g, ["79", "01", "48", "31"]) + g.digits(8, first_nonzero=False)
    text = f"Tra cứu quá trình tham gia BHXH\nMã số BHXH: {v}\nHọ tên: Nguyễn Thị Hồng Nhung\nĐơn vị: Công ty TNHH ABC"
    return text, [v], v


@kind(
    "my_lhdn_tin_ig",
    "https://mytax.hasil.gov.my (individual TIN: IG + 11 digits since 2023)",
    r"IG\d{11}",
)
def _my_tin(g: _R):
    v = "IG" + g.digits(11)
    text = f'<cac:PartyIdentification><cbc:ID schemeID="TIN">{v}</cbc:ID></cac:PartyIdentification>'
    return "e-Invoice buyer (individual):\n" + text, [v], v


@kind(
    "bh_cpr_number_kyc",
    "https://www.iga.gov.bh (CPR: 9 digits, YYMM + serial + check)",
    r"\d{9}",
    prefixless=True,
)
def _bh_cpr(g: _R):
    y, m, _ = _date(g, 1960, 2003)
    v = f"{y % 100:02d}{m:02d}{g.digits(5, first_nonzero=False)}"
    text = json.dumps(
        {"customer": {"cprNumber": v, "nationality": "BH", "name_ar": "فاطمة علي"}}, ensure_ascii=False
    )
    return text, [v], v


@kind(
    "jo_national_number_form",
    "https://www.cspd.gov.jo (الرقم الوطني, 10 digits)",
    r"9[89]\d{8}",
    prefixless=True,
)
def _jo_nn(g: _R):
    v = _pick(g, ["98", "99"]) + g.digits(8, first_nonzero=False)
    text = f"نموذج طلب\nالاسم: أحمد خالد العلي\nالرقم الوطني: {v}\nالعنوان: عمّان - جبل الحسين"
    return text, [v], v


@kind(
    "kg_pin_inn",
    "https://www.sti.gov.kg (ПИН/ИНН физлица: gender + DDMMYYYY + 5 digits)",
    r"[12]\d{13}",
    prefixless=True,
)
def _kg_pin(g: _R):
    y, m, d = _date(g)
    v = f"{_pick(g, '12')}{d:02d}{m:02d}{y}{g.digits(5, first_nonzero=False)}"
    text = f"Справка\nФИО: Асанов Бакыт Нурланович\nПИН: {v}\nг. Бишкек"
    return text, [v], v


@kind(
    "by_identification_number_passport",
    "https://pass.gov.by (идентификационный номер: 7 digits + letter + 3 digits + 2 letters + digit)",
    r"[3-6]\d{6}[ABCHKEM]\d{3}(?:PB|BA|BI)\d",
    prefixless=True,
)
def _by_id(g: _R):
    y, m, d = _date(g)
    v = f"{_pick(g, '3456')}{d:02d}{m:02d}{y % 100:02d}{_pick(g, 'ABCHKEM')}{g.digits(3, first_nonzero=False)}{_pick(g, ['PB', 'BA', 'BI'])}{g.r.randint(0, 9)}"
    text = f"Личный номер: {v}\nФамилия: Ковалёва\nИмя: Анастасия\nОрган выдачи: Фрунзенское РУВД г. Минска"
    return text, [v], v


@kind(
    "am_social_card_number",
    "https://www.ekeng.am (հանրային ծառայությունների համարանիշ, 10 digits)",
    r"\d{10}",
    prefixless=True,
)
def _am_ssn(g: _R):
    v = g.digits(10)
    text = f"Դիմող՝ Արամ Պետրոսյան\nՀԾՀ՝ {v}\nՀասցե՝ Երևան, Արաբկիր"
    return text, [v], v


@kind(
    "gr_adt_identity_card_greek_letters",
    "https://www.hellenicpolice.gr (Αριθμός Δελτίου Ταυτότητας: 2 Greek letters + 6 digits)",
    r"[ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ]{2} \d{6}",
    prefixless=True,
)
def _gr_adt(g: _R):
    v = g.s(2, "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ") + " " + g.digits(6)
    text = f"Στοιχεία πελάτη\nΟνοματεπώνυμο: Γεώργιος Παπαδόπουλος\nΑ.Δ.Τ.: {v}\nΑρχή έκδοσης: Τ.Α. Καλλιθέας"
    return text, [v], v.replace(" ", "")


@kind(
    "it_cie_carta_identita_elettronica",
    "https://www.cartaidentita.interno.gov.it (numero CIE: 2 letters + 5 digits + 2 letters)",
    r"C[A-Z]\d{5}[A-Z]{2}",
    prefixless=True,
)
def _it_cie(g: _R):
    v = "C" + _pick(g, "ABCDEFGHJ") + g.digits(5, first_nonzero=False) + g.s(2, UPPER)
    text = f"documento = {{'tipo': 'CIE', 'numero': '{v}', 'comune_rilascio': 'Bologna', 'titolare': 'Giulia Romano'}}"
    return text, [v], v


@kind(
    "de_bundeswehr_personenkennziffer",
    "https://de.wikipedia.org/wiki/Personenkennziffer (DDMMYY-Initial-5 digits)",
    r"\d{6}-[A-Z]-\d{5}",
    prefixless=True,
)
def _de_pk(g: _R):
    y, m, d = _date(g, 1970, 2004)
    v = f"{d:02d}{m:02d}{y % 100:02d}-{_pick(g, 'BKMSWH')}-{g.digits(5, first_nonzero=False)}"
    text = f"Dienstzeitbescheinigung\nName: Oberfeldwebel Stefan Becker\nPK: {v}\nTruppenteil: PzGrenBtl 371"
    return text, [v], v


@kind(
    "de_matrikelnummer_moodle_csv",
    "https://docs.moodle.org/en/Upload_users (idnumber field; Matrikelnummer, 7 digits)",
    r"\d{7}",
    prefixless=True,
)
def _matrikel(g: _R):
    v = g.digits(7)
    text = (
        f"username,firstname,lastname,email,idnumber\nlhoffmann,Lea,Hoffmann,lea.hoffmann@stud.example.de,{v}"
    )
    return text, [v], v


@kind(
    "br_rg_sp_mod11",
    "https://www.ssp.sp.gov.br (RG SP: 8 digits + DV mod 11, X)",
    r"\d{2}\.\d{3}\.\d{3}-[\dX]",
    prefixless=True,
)
def _br_rg(g: _R):
    n = g.digits(8)
    r = _wsum(n, (2, 3, 4, 5, 6, 7, 8, 9)) % 11
    dv = {10: "X", 11: "0"}.get(11 - r, str(11 - r))
    v = f"{n[:2]}.{n[2:5]}.{n[5:]}-{dv}"
    text = f"Cliente.create!(nome: 'Fernanda Lima', rg: '{v}', orgao_emissor: 'SSP/SP')"
    return text, [v], v


@kind(
    "pa_cedula_tribunal_electoral",
    "https://www.tribunal-electoral.gob.pa (cédula: province-book-entry)",
    r"(?:[1-9]|1[0-3])-\d{3,4}-\d{4,5}",
    prefixless=True,
)
def _pa_ced(g: _R):
    v = f"{g.r.randint(1, 13)}-{g.digits(3)}-{g.digits(5)}"
    text = f"Datos del cliente\nNombre: Luis Alberto Batista\nCédula: {v}\nCorregimiento: Bella Vista, Panamá"
    return text, [v], v


@kind(
    "hn_dni_rnp",
    "https://www.rnp.hn (DNI: municipality code-year-serial, 13 digits)",
    r"\d{4}-\d{4}-\d{5}",
    prefixless=True,
)
def _hn_dni(g: _R):
    v = f"0{g.r.randint(101, 1809):d}"[-4:] + f"-{g.r.randint(1955, 2005)}-{g.digits(5, first_nonzero=False)}"
    text = f"Solicitante: Karla Patricia Mejía\nNo. Identidad: {v}\nTegucigalpa, M.D.C."
    return text, [v], v


@kind(
    "ni_cedula_identidad",
    "https://www.cse.gob.ni (cédula: municipio-DDMMYY-serial+letter)",
    r"\d{3}-\d{6}-\d{4}[A-Z]",
    prefixless=True,
)
def _ni_ced(g: _R):
    y, m, d = _date(g)
    v = f"{g.r.randint(1, 616):03d}-{d:02d}{m:02d}{y % 100:02d}-{g.digits(4, first_nonzero=False)}{_pick(g, UPPER)}"
    text = f"Beneficiario: José Ramón Castillo\nCédula: {v}\nManagua, Nicaragua"
    return text, [v], v


@kind(
    "jm_trn_taj",
    "https://www.jamaicatax.gov.jm (Taxpayer Registration Number, 9 digits)",
    r"1\d{2}-\d{3}-\d{3}",
    prefixless=True,
)
def _jm_trn(g: _R):
    n = "1" + g.digits(8, first_nonzero=False)
    v = f"{n[:3]}-{n[3:6]}-{n[6:]}"
    text = f"Payroll export (JM)\nemployee,trn,nis\nShanice Campbell,{v},B{g.digits(6)}"
    return text, [v], n


@kind(
    "zw_national_id_registrar",
    "https://www.rgd.gov.zw (national ID: district-serial check letter district)",
    r"\d{2}-\d{6,7} [A-Z] \d{2}",
    prefixless=True,
)
def _zw_id(g: _R):
    v = f"{g.r.randint(1, 86):02d}-{g.digits(7)} {_pick(g, 'ABCDEFGHJKLMNPQRSTVWXYZ')} {g.r.randint(1, 86):02d}"
    text = f"Applicant: Tendai Moyo\nNational ID No: {v}\nHarare"
    return text, [v], v.replace(" ", "")


@kind(
    "zm_nrc_number",
    "https://www.mha.gov.zm (National Registration Card: 6 digits/2 digits/1 digit)",
    r"\d{6}/\d{2}/\d",
    prefixless=True,
)
def _zm_nrc(g: _R):
    v = f"{g.digits(6)}/{g.r.randint(10, 99)}/{g.r.randint(1, 3)}"
    text = f"KYC: Mwila Banda, NRC {v}, Lusaka — verified against ZAMTEL SIM registration"
    return text, [v], v.replace("/", "-")


@kind(
    "bw_omang_number",
    "https://www.gov.bw (Omang national ID, 9 digits; 5th digit gender)",
    r"\d{4}[12]\d{4}",
    prefixless=True,
)
def _bw_omang(g: _R):
    v = g.digits(4) + _pick(g, "12") + g.digits(4, first_nonzero=False)
    text = f"member:\n  name: Kagiso Molefe\n  omang: '{v}'\n  district: Gaborone"
    return text, [v], v


@kind(
    "rw_national_id_nida",
    "https://www.nida.gov.rw (national ID, 16 digits: 1 YYYY G serial)",
    r"1 \d{4} [78] \d{7} \d \d{2}",
    prefixless=True,
)
def _rw_id(g: _R):
    v = f"1 {g.r.randint(1960, 2004)} {_pick(g, '78')} {g.digits(7, first_nonzero=False)} {g.r.randint(0, 9)} {g.digits(2, first_nonzero=False)}"
    text = f"Umukiriya: Uwase Claudine\nIndangamuntu: {v}\nAkarere: Gasabo"
    return text, [v], v.replace(" ", "")


@kind(
    "na_national_id_number",
    "https://mhaiss.gov.na (Namibian ID: 11 digits, YYMMDD + 5)",
    r"\d{11}",
    prefixless=True,
)
def _na_id(g: _R):
    y, m, d = _date(g)
    v = f"{y % 100:02d}{m:02d}{d:02d}{g.digits(5, first_nonzero=False)}"
    text = f"assert client.id_number == '{v}'  # Namibian ID for Johanna Shikongo"
    return text, [v], v


# -- phone numbers of other countries, in other carriers ------------------------------------------


@kind(
    "phone_hu_enum_naptr_record",
    "https://www.rfc-editor.org/rfc/rfc6116 (ENUM: E.164 reversed under e164.arpa)",
    r"\+36(?:20|30|70)\d{7}",
)
def _ph_hu(g: _R):
    v = "+36" + _pick(g, ["20", "30", "70"]) + g.digits(7)
    rev = ".".join(reversed(v[1:])) + ".e164.arpa"
    text = f'{rev}. 3600 IN NAPTR 100 10 "u" "E2U+sip" "!^.*$!sip:{v}@voip.example.hu!" .'
    return "$ dig +short NAPTR " + rev + "\n" + text, [v, rev], v


@kind(
    "phone_cz_gammu_smsd_inject",
    "https://docs.gammu.org/smsd/inject.html (gammu-smsd-inject TEXT <number>)",
    r"\+420[67]\d{8}",
)
def _ph_cz(g: _R):
    v = "+420" + _pick(g, "67") + g.digits(8, first_nonzero=False)
    text = f"gammu-smsd-inject TEXT {v} -text 'Vas kod pro prihlaseni je 481 220'\nWritten message with ID /var/spool/gammu/outbox/OUTC20260314_101201_00_{v}_sms0.txt"
    return text, [v], v


@kind(
    "phone_ro_sms_backup_restore_xml",
    "https://www.synctech.com.au/sms-backup-restore/fields-in-xml-backup-files/",
    r"\+407[2-8]\d{7}",
)
def _ph_ro(g: _R):
    v = "+407" + _pick(g, "2345678") + g.digits(7, first_nonzero=False)
    text = (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<smses count=\"1\">\n"
        f'  <sms protocol="0" address="{v}" date="1773482400000" type="1" body="Ajung la 7, pupici" '
        'contact_name="Mama" />\n</smses>'
    )
    return text, [v], v


@kind(
    "phone_no_android_contacts2_sqlite",
    "https://developer.android.com/reference/android/provider/ContactsContract.CommonDataKinds.Phone",
    r"\+47 [49]\d{2} \d{2} \d{3}",
)
def _ph_no(g: _R):
    n = _pick(g, "49") + g.digits(7, first_nonzero=False)
    v = f"+47 {n[:3]} {n[3:5]} {n[5:]}"
    text = (
        "$ adb shell sqlite3 /data/data/com.android.providers.contacts/databases/contacts2.db "
        "\"select display_name,data1 from view_data where mimetype='vnd.android.cursor.item/phone_v2'\"\n"
        f"Kari Hansen|{v}"
    )
    return text, [v], "+47" + n


@kind(
    "phone_dk_aws_sns_publish",
    "https://docs.aws.amazon.com/cli/latest/reference/sns/publish.html (--phone-number)",
    r"\+45[2-9]\d{7}",
)
def _ph_dk(g: _R):
    v = "+45" + _pick(g, "23456789") + g.digits(7, first_nonzero=False)
    text = f'aws sns publish --phone-number "{v}" --message "Din pakke er klar til afhentning" --region eu-west-1'
    return text, [v], v


@kind(
    "phone_fi_yealink_remote_phonebook_xml",
    "https://support.yealink.com (Remote Phone Book XML: <Telephone>)",
    r"\+3584[0-6]\d{7}",
)
def _ph_fi(g: _R):
    v = "+3584" + _pick(g, "0456") + g.digits(7, first_nonzero=False)
    text = (
        "<YealinkIPPhoneDirectory>\n  <DirectoryEntry>\n    <Name>Mikko Laine (koti)</Name>\n"
        f"    <Telephone>{v}</Telephone>\n  </DirectoryEntry>\n</YealinkIPPhoneDirectory>"
    )
    return text, [v], v


@kind(
    "phone_ma_whatsapp_chat_export",
    "https://faq.whatsapp.com/1180414079177245 (export chat .txt)",
    r"\+212 [67]\d{2}-\d{6}",
)
def _ph_ma(g: _R):
    n = _pick(g, "67") + g.digits(8, first_nonzero=False)
    v = f"+212 {n[:3]}-{n[3:]}"
    text = f"[14/03/2026, 09:12:44] {v}: Salam, la livraison c'est pour quelle heure ?\n[14/03/2026, 09:13:02] Boutique: 15h inchallah"
    return text, [v], "+212" + n


@kind(
    "phone_tw_mobile_django_fixture",
    "https://www.ncc.gov.tw (行動電話 09xx-xxx-xxx)",
    r"09\d{2}-\d{3}-\d{3}",
    prefixless=True,
)
def _ph_tw(g: _R):
    n = "09" + g.digits(8, first_nonzero=False)
    v = f"{n[:4]}-{n[4:7]}-{n[7:]}"
    text = json.dumps(
        [{"model": "crm.customer", "pk": 7, "fields": {"name": "張雅婷", "mobile": v, "city": "台中市"}}],
        ensure_ascii=False,
        indent=2,
    )
    return text, [v], n


@kind(
    "phone_hk_ldif_telephonenumber",
    "https://www.rfc-editor.org/rfc/rfc4519#section-2.35 (telephoneNumber)",
    r"\+852 [5-9]\d{3} \d{4}",
)
def _ph_hk(g: _R):
    n = _pick(g, "5679") + g.digits(7, first_nonzero=False)
    v = f"+852 {n[:4]} {n[4:]}"
    text = f"dn: uid=kwchan,ou=people,dc=corp,dc=hk\nobjectClass: inetOrgPerson\ncn: Chan Ka Wai\nmobile: {v}"
    return text, [v], "+852" + n


@kind(
    "phone_bd_bkash_checkout_payload",
    "https://developer.bka.sh/docs (payerReference / customerMsisdn)",
    r"01[3-9]\d{8}",
    prefixless=True,
)
def _ph_bd(g: _R):
    v = "01" + _pick(g, "3456789") + g.digits(8, first_nonzero=False)
    text = json.dumps(
        {
            "paymentID": "TR0011" + g.s(10, UPPER + DIG),
            "customerMsisdn": v,
            "amount": "550",
            "transactionStatus": "Completed",
        }
    )
    return text, [v], v


@kind(
    "phone_gh_mtn_momo_requesttopay",
    "https://momodeveloper.mtn.com/api-documentation (payer.partyIdType MSISDN)",
    r"233(?:24|54|55|59)\d{7}",
    prefixless=True,
)
def _ph_gh(g: _R):
    v = "233" + _pick(g, ["24", "54", "55", "59"]) + g.digits(7, first_nonzero=False)
    body = {
        "amount": "120",
        "currency": "GHS",
        "externalId": "INV-8812",
        "payer": {"partyIdType": "MSISDN", "partyId": v},
    }
    return "POST /collection/v1_0/requesttopay\n" + json.dumps(body), [v], v


@kind(
    "phone_np_sparrow_sms_curl",
    "https://docs.sparrowsms.com (to=98XXXXXXXX)",
    r"98[0-6]\d{7}",
    prefixless=True,
)
def _ph_np(g: _R):
    v = "98" + _pick(g, "0123456") + g.digits(7, first_nonzero=False)
    text = f"curl -G https://api.sparrowsms.com/v2/sms/ -d token=$SPARROW_TOKEN -d from=InfoSMS -d to={v} -d 'text=OTP 5521'"
    return text, [v], v


@kind(
    "phone_ec_sip_p_asserted_identity",
    "https://www.rfc-editor.org/rfc/rfc3325 (P-Asserted-Identity with tel URI)",
    r"\+5939\d{8}",
)
def _ph_ec(g: _R):
    v = "+5939" + g.digits(8)
    text = (
        "INVITE sip:2001@pbx.local SIP/2.0\r\nVia: SIP/2.0/UDP 10.0.0.5:5060;branch=z9hG4bK776\r\n"
        f"P-Asserted-Identity: <tel:{v}>\r\nContact: <sip:gw@10.0.0.5>\r\n"
    )
    return "kamailio[812]: INFO: <script>: inbound call\n" + text, [v], v


# -- e-mail addresses in carriers earlier sets did not use ----------------------------------------

_FIRST = [
    "marta",
    "tomasz",
    "ingrid",
    "rafael",
    "yuki",
    "oluwaseun",
    "katarzyna",
    "henrik",
    "amaia",
    "dmitri",
]
_LAST = ["kowalczyk", "lindqvist", "oyelaran", "takahashi", "etxeberria", "nikolaev", "brennan", "halvorsen"]


def _mail(g: _R, domain: list[str]) -> str:
    return f"{_user(g, _FIRST, _LAST)}@{_pick(g, domain)}"


@kind(
    "email_gemspec_spec_email",
    "https://guides.rubygems.org/specification-reference/#email",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_gem(g: _R):
    v = _mail(g, ["gmail.com", "fastmail.com", "posteo.de"])
    text = (
        'Gem::Specification.new do |spec|\n  spec.name    = "tidy_invoice"\n'
        f'  spec.authors = ["M. Kowalczyk"]\n  spec.email   = ["{v}"]\nend'
    )
    return text, [v], v


@kind(
    "email_maven_pom_developer",
    "https://maven.apache.org/pom.html#Developers",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_pom(g: _R):
    v = _mail(g, ["outlook.com", "web.de", "proton.me"])
    text = f"<developers>\n  <developer>\n    <id>ilindqvist</id>\n    <email>{v}</email>\n    <timezone>Europe/Stockholm</timezone>\n  </developer>\n</developers>"
    return text, [v], v


@kind(
    "email_r_description_authors_r",
    "https://cran.r-project.org/doc/manuals/r-release/R-exts.html#The-DESCRIPTION-file",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_r(g: _R):
    v = _mail(g, ["uni-example.edu", "gmail.com", "yahoo.co.uk"])
    text = f'Package: tidyclim\nAuthors@R: person("Oluwaseun", "Oyelaran", email = "{v}", role = c("aut", "cre"))\nLicense: MIT'
    return text, [v], v


@kind(
    "email_debian_changelog_trailer",
    "https://www.debian.org/doc/debian-policy/ch-source.html#debian-changelog-debian-changelog",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_deb(g: _R):
    v = _mail(g, ["debian.example.org", "gmx.net", "mailbox.org"])
    text = f"libfoo (1.4.2-1) unstable; urgency=medium\n\n  * New upstream release.\n\n -- Henrik Halvorsen <{v}>  Sat, 14 Mar 2026 10:02:11 +0100"
    return text, [v], v


@kind(
    "email_npm_owner_ls",
    "https://docs.npmjs.com/cli/v10/commands/npm-owner",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_npm(g: _R):
    v = _mail(g, ["gmail.com", "icloud.com", "hey.com"])
    text = f"$ npm owner ls left-pad-ng\nytakahashi {v}\nbot-release ops@left-pad-ng.dev"
    return text, [v], v


@kind(
    "email_security_txt_contact",
    "https://www.rfc-editor.org/rfc/rfc9116 (Contact: mailto:)",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_sec(g: _R):
    v = _mail(g, ["protonmail.com", "tutanota.com", "gmail.com"])
    text = f"# /.well-known/security.txt\nContact: mailto:{v}\nExpires: 2027-01-01T00:00:00.000Z\nPreferred-Languages: en, eu"
    return text, [v], v


@kind(
    "email_citation_cff_author",
    "https://github.com/citation-file-format/citation-file-format/blob/main/schema-guide.md#definitionsperson",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_cff(g: _R):
    v = _mail(g, ["ehu.example.eus", "gmail.com", "posteo.net"])
    text = f"cff-version: 1.2.0\ntitle: basque-tokenizer\nauthors:\n  - family-names: Etxeberria\n    given-names: Amaia\n    email: {v}\n    orcid: https://orcid.org/0000-0002-1825-0097"
    return text, [v], v


@kind(
    "email_whois_registrant",
    "https://www.rfc-editor.org/rfc/rfc3912 ; https://www.icann.org/resources/pages/rdds-labeling-policy-2017-02-01-en",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_whois(g: _R):
    v = _mail(g, ["yandex.ru", "mail.ru", "gmail.com"])
    text = f"$ whois nikolaev-photo.ru\ndomain:        NIKOLAEV-PHOTO.RU\nperson:        Private Person\ne-mail:        {v}\nregistrar:     RU-CENTER-RU"
    return text, [v], v


@kind(
    "email_apache_serveradmin",
    "https://httpd.apache.org/docs/2.4/mod/core.html#serveradmin",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_apache(g: _R):
    v = _mail(g, ["brennan-home.ie", "eircom.net", "gmail.com"])
    text = f"<VirtualHost *:80>\n    ServerName blog.brennan-home.ie\n    ServerAdmin {v}\n    DocumentRoot /var/www/blog\n</VirtualHost>"
    return text, [v], v


@kind(
    "email_jira_rest_user_emailaddress",
    "https://developer.atlassian.com/cloud/jira/platform/rest/v3/api-group-users/#api-rest-api-3-user-get",
    r"[a-z.]+\d{2}@[a-z.-]+",
)
def _em_jira(g: _R):
    v = _mail(g, ["acme-corp.example", "gmail.com", "outlook.de"])
    body = {
        "accountId": "5b10ac8d82e05b22cc7d4ef5",
        "emailAddress": v,
        "displayName": "Katarzyna N.",
        "active": True,
    }
    return "GET /rest/api/3/user?accountId=5b10ac8d82e05b22cc7d4ef5\n" + json.dumps(body), [v], v


# -- postal addresses in local formats and scripts ------------------------------------------------


@kind(
    "address_au_unit_street_suburb",
    "https://auspost.com.au/sending/check-sending-guidelines/addressing-guidelines",
    r"Unit \d+/\d+ [A-Za-z ]+, [A-Z ]+ NSW 2\d{3}",
    prefixless=True,
)
def _ad_au(g: _R):
    v = f"Unit {g.r.randint(1, 40)}/{g.r.randint(2, 480)} {_pick(g, ['Marsden Street', 'Church Street', 'Victoria Road', 'Pennant Hills Road'])}, {_pick(g, ['PARRAMATTA', 'RYDE', 'EPPING', 'CARLINGFORD'])} NSW 2{g.digits(3, first_nonzero=False)}"
    text = f'customer_id,delivery_address\nC-20931,"{v}"'
    return text, [v], v


@kind(
    "address_es_calle_piso_puerta",
    "https://www.correos.es/es/es/particulares/enviar/como-enviar (dirección: calle, número, piso, puerta, CP)",
    r"C/ [^,]+ \d+, \d+º \d+ª, 0\d{4} [A-Za-zñ ]+",
    prefixless=True,
)
def _ad_es(g: _R):
    v = f"C/ {_pick(g, ['de Mallorca', 'del Doctor Fleming', 'de Sagasta', 'Mayor'])} {g.r.randint(1, 420)}, {g.r.randint(1, 9)}º {g.r.randint(1, 4)}ª, 0{g.digits(4, first_nonzero=False)} {_pick(g, ['Barcelona', 'Madrid', 'Zaragoza'])}"
    text = f"Ticket #5521 — Cambio de dirección\nHola, mi nueva dirección es {v}. Gracias, Lucía"
    return text, [v], v


@kind(
    "address_gh_ghanapost_gps",
    "https://www.ghanapostgps.com (digital address: region+district-area-unit)",
    r"G[AEK]-\d{3,4}-\d{4}",
)
def _ad_gh(g: _R):
    v = f"{_pick(g, ['GA', 'GE', 'GK'])}-{g.digits(3)}-{g.digits(4)}"
    text = f"Delivery to: Abena Owusu, Digital Address {v}, near Madina Zongo Junction, Accra"
    return text, [v], v


@kind(
    "address_id_rt_rw_kelurahan",
    "https://www.posindonesia.co.id (alamat: jalan, RT/RW, kelurahan, kecamatan, kode pos)",
    r"Jl\. [A-Za-z ]+ No\. \d+, RT \d{3}/RW \d{3}, Kel\. [A-Za-z ]+",
    prefixless=True,
)
def _ad_id(g: _R):
    v = f"Jl. {_pick(g, ['Kenanga', 'Melati Raya', 'Cempaka Putih', 'Anggrek'])} No. {g.r.randint(1, 150)}, RT {g.r.randint(1, 20):03d}/RW {g.r.randint(1, 15):03d}, Kel. {_pick(g, ['Sukasari', 'Cilandak Barat', 'Tebet Timur'])}"
    text = json.dumps({"penerima": "Dewi Lestari", "alamat": v, "kodePos": "1" + g.digits(4)})
    return text, [v], v


@kind(
    "address_ph_barangay_purok",
    "https://www.phlpost.gov.ph (address: house no., street, purok, barangay, city)",
    r"\d+ [A-Za-z ]+ St\., Purok \d, Brgy\. [A-Za-z ]+",
    prefixless=True,
)
def _ad_ph(g: _R):
    v = f"{g.r.randint(1, 999)} {_pick(g, ['Mabini', 'Rizal', 'Bonifacio', 'Luna'])} St., Purok {g.r.randint(1, 9)}, Brgy. {_pick(g, ['San Isidro', 'Poblacion', 'Mabolo', 'Lahug'])}"
    text = f"Shipping label\nRecipient: Maricel Santos\nAddress: {v}, Cebu City 6000"
    return text, [v], v


@kind(
    "address_bg_cyrillic_sofia",
    "https://www.bgpost.bg (адрес: ул., номер, ет., ап., пощенски код, град)",
    r"ул\. „[^“]+“ \d+, ет\. \d+, ап\. \d+",
    prefixless=True,
)
def _ad_bg(g: _R):
    v = f"ул. „{_pick(g, ['Шипка', 'Граф Игнатиев', 'Витоша', 'Оборище'])}“ {g.r.randint(1, 120)}, ет. {g.r.randint(1, 9)}, ап. {g.r.randint(1, 60)}"
    text = f"Поръчка №10442\nПолучател: Иван Петров\nАдрес: {v}, 1504 София\nТел. за връзка: по имейл"
    return text, [v], v


@kind(
    "address_ge_georgian_script",
    "https://www.gpost.ge (მისამართი: ქუჩა, ნომერი, ბინა)",
    r"[ა-ჰ-]+ ქ\. N\d+, ბინა \d+",
    prefixless=True,
)
def _ad_ge(g: _R):
    v = f"{_pick(g, ['ჭავჭავაძის', 'პეკინის', 'ვაჟა-ფშაველას', 'აბაშიძის'])} ქ. N{g.r.randint(1, 90)}, ბინა {g.r.randint(1, 120)}"
    text = f"მიმღები: ნინო ბერიძე\nმისამართი: თბილისი, {v}\nტელეფონი: —"
    return text, [v], v


@kind(
    "address_hk_traditional_chinese_flat",
    "https://www.hongkongpost.hk/en/sending_mail/local/addressing/index.html",
    r"[^\s]+道\d+號[^\s]+大廈\d+樓[A-H]室",
    prefixless=True,
)
def _ad_hk(g: _R):
    v = f"{_pick(g, ['彌敦', '英皇', '軒尼詩'])}道{g.r.randint(1, 800)}號{_pick(g, ['富豪', '海景', '嘉賓'])}大廈{g.r.randint(2, 40)}樓{_pick(g, 'ABCDEFGH')}室"
    text = f"收件人：陳大文\n地址：九龍旺角{v}\n電話：請見訂單"
    return text, [v], v


@kind(
    "address_se_gatuadress_lgh",
    "https://www.postnord.se/skicka-forsandelser/adressera (gatuadress, lägenhetsnummer, postnummer)",
    r"[A-Za-zåäö]+ \d+ [A-D], lgh 1\d{3}, \d{3} \d{2} [A-Za-zåäö]+",
    prefixless=True,
)
def _ad_se(g: _R):
    v = f"{_pick(g, ['Storgatan', 'Kungsvägen', 'Sveavägen', 'Drottninggatan'])} {g.r.randint(1, 99)} {_pick(g, 'ABCD')}, lgh 1{g.digits(3, first_nonzero=False)}, {g.digits(3)} {g.digits(2, first_nonzero=False)} {_pick(g, ['Stockholm', 'Uppsala', 'Göteborg'])}"
    text = f"INSERT INTO kund (namn, adress) VALUES ('Elin Johansson', '{v}');"
    return text, [v], v


@kind(
    "address_co_carrera_calle_apto",
    "https://www.4-72.com.co (nomenclatura: Cra./Cl. # - , Apto)",
    r"(?:Cra\.|Cl\.) \d+ # \d+-\d+, Apto \d+",
    prefixless=True,
)
def _ad_co(g: _R):
    v = f"{_pick(g, ['Cra.', 'Cl.'])} {g.r.randint(1, 120)} # {g.r.randint(1, 150)}-{g.r.randint(1, 99)}, Apto {g.r.randint(101, 1504)}"
    text = f'{{"destinatario": "Camila Restrepo", "direccion": "{v}", "ciudad": "Medellín"}}'
    return text, [v], v


# -- bank accounts of countries and layouts not used before -------------------------------------


@kind(
    "iban_ua_privat_transfer",
    "https://bank.gov.ua/en/payments/iban ; https://www.swift.com/standards/data-standards/iban",
    r"UA\d{2} \d{4} \d{4} \d{4} \d{4} \d{4} \d{4} \d",
)
def _iban_ua(g: _R):
    v = _iban("UA", "305299" + g.digits(19, first_nonzero=False))
    text = f"Реквізити для переказу\nОтримувач: ФОП Шевченко Олена Петрівна\nIBAN: {_group4(v)}\nПризначення: оплата за послуги"
    return text, [_group4(v)], v


@kind(
    "iban_ae_salary_wps",
    "https://www.centralbank.ae (UAE IBAN, 23 chars) ; https://www.swift.com/standards/data-standards/iban",
    r"AE\d{21}",
)
def _iban_ae(g: _R):
    v = _iban("AE", _pick(g, ["033", "026", "035"]) + g.digits(16, first_nonzero=False))
    text = (
        f"EDR,{g.digits(14)},{_pick(g, ['ADCBAEAA', 'EBILAEAD'])},{v},2026-03-01,2026-03-31,31,8500.00,0.00,0"
    )
    return "WPS SIF file (employee detail record):\n" + text, [v], v


@kind(
    "iban_eg_instapay",
    "https://www.cbe.org.eg (Egypt IBAN, 29 chars) ; https://www.swift.com/standards/data-standards/iban",
    r"EG\d{27}",
)
def _iban_eg(g: _R):
    v = _iban("EG", "0019" + "0005" + g.digits(17, first_nonzero=False))
    text = f"تحويل بنكي\nالمستفيد: محمد عبد الرحمن\nرقم الحساب الدولي (IBAN): {v}\nالبنك: البنك الأهلي المصري"
    return text, [v], v


@kind(
    "hu_bankszamlaszam_giro",
    "https://www.mnb.hu (pénzforgalmi jelzőszám, 3x8 digits, check digit weights 9,7,3,1)",
    r"\d{8}-\d{8}-\d{8}",
    prefixless=True,
)
def _hu_acct(g: _R):
    def block(body: str) -> str:
        w = (9, 7, 3, 1) * 4
        return body + str((10 - _wsum(body, w) % 10) % 10)

    a = block(_pick(g, ["1170", "1040", "1200", "1160"]) + g.digits(3, first_nonzero=False))
    b = block(g.digits(15, first_nonzero=False))
    v = f"{a}-{b[:8]}-{b[8:]}"
    text = f"Átutalás\nKedvezményezett: Nagy Zsófia\nSzámlaszám: {v}\nKözlemény: albérlet március"
    return text, [v], v


@kind(
    "kr_bank_account_hangul",
    "https://www.kftc.or.kr (계좌번호: bank-specific 6-2-6 layout)",
    r"\d{6}-\d{2}-\d{6}",
    prefixless=True,
)
def _kr_acct(g: _R):
    v = f"{g.digits(6)}-{g.digits(2, first_nonzero=False)}-{g.digits(6, first_nonzero=False)}"
    text = f"입금 계좌 안내\n은행: 국민은행\n계좌번호: {v}\n예금주: 최민지"
    return text, [v], v


@kind(
    "hk_bank_account_fps",
    "https://www.hkma.gov.hk (bank code 3 + branch 3 + account 9)",
    r"0\d{2}-\d{3}-\d{6}-\d{3}",
    prefixless=True,
)
def _hk_acct(g: _R):
    v = f"{_pick(g, ['004', '024', '012', '015'])}-{g.digits(3)}-{g.digits(6)}-{g.digits(3, first_nonzero=False)}"
    text = f"FPS / bank transfer\nAccount name: WONG SIU MING\nAccount no.: {v}\nRef: 租金 三月"
    return text, [v], v


@kind(
    "dk_reg_kontonummer_payslip",
    "https://www.finansdanmark.dk (registreringsnummer 4 + kontonummer 10)",
    r"\d{4} \d{10}",
    prefixless=True,
)
def _dk_acct(g: _R):
    v = f"{_pick(g, ['1551', '3409', '9570', '5301'])} {g.digits(10, first_nonzero=False)}"
    text = f"Lønseddel marts 2026\nMedarbejder: Sofie Kristensen\nUdbetales til reg./konto: {v}"
    return text, [v], v.replace(" ", "")


# -- device identifiers tied to a person ----------------------------------------------------------


@kind(
    "device_apns_token_push_log",
    "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _apns(g: _R):
    v = g.s(64, HEX)
    text = f"POST https://api.push.apple.com/3/device/{v}\napns-topic: com.example.clinic\nuser_id=88213 (Hannah Weiss) -> 200 OK"
    return text, [v], v


@kind(
    "device_expo_push_token",
    "https://docs.expo.dev/push-notifications/sending-notifications/",
    r"ExponentPushToken\[[A-Za-z0-9_-]{22}\]",
)
def _expo(g: _R):
    v = f"ExponentPushToken[{g.s(22)}]"
    text = json.dumps({"userId": "u_5521", "email_verified": True, "pushToken": v, "platform": "android"})
    return "users table row: " + text, [v], v


@kind(
    "device_huawei_oaid_hms_log",
    "https://developer.huawei.com/consumer/en/doc/development/HMSCore-Guides/identifier-service-0000001050040082",
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    prefixless=True,
)
def _oaid(g: _R):
    v = g.uuid()
    text = (
        f"03-14 10:22:11.881  4411  4470 I AdIdHelper: getAdvertisingIdInfo -> oaid={v}, limitTracking=false"
    )
    return text, [v], v


@kind(
    "device_windows_machineguid_reg_query",
    "https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/reg-query",
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    prefixless=True,
)
def _mguid(g: _R):
    v = g.uuid()
    text = (
        "C:\\Users\\IT-Support> reg query HKLM\\SOFTWARE\\Microsoft\\Cryptography /v MachineGuid\n\n"
        "HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Cryptography\n"
        f"    MachineGuid    REG_SZ    {v}\n\n(laptop assigned to: Dr. Amira Haddad, oncology)"
    )
    return text, [v], v


@kind(
    "device_apple_ecid_idevicerestore",
    "https://github.com/libimobiledevice/idevicerestore (ECID in device info)",
    r"0x[0-9A-F]{14}",
)
def _ecid(g: _R):
    v = "0x00" + g.s(12, "0123456789ABCDEF")
    text = f"$ idevicerestore -l\nFound device in Recovery mode\nIdentified device as n104ap, iPhone12,1\nECID: {v}\n(owner: support ticket #7731, Jonas Weber)"
    return text, [v], v


# -- vehicles, vessels, licences held by a person ------------------------------------------------


@kind(
    "vessel_mmsi_owner_ais_json",
    "https://www.itu.int/en/ITU-R/terrestrial/fmd/Pages/mid.aspx (MMSI: MID + 6 digits)",
    r"2\d{8}",
    prefixless=True,
)
def _mmsi(g: _R):
    v = _pick(g, ["211", "219", "232", "244", "257", "265"]) + g.digits(6, first_nonzero=False)
    text = json.dumps(
        {"mmsi": int(v), "shipname": "SEA WINDS II", "shiptype": 36, "owner": "Lars Pedersen (private)"}
    )
    return "aisdecode: " + text, [v], v


@kind(
    "ham_radio_callsign_qrz",
    "https://www.itu.int/en/ITU-R/terrestrial/fmd/Pages/call_sign_series.aspx",
    r"(?:DL|SP|OK|HA|EA)\d[A-Z]{3}",
    prefixless=True,
)
def _call(g: _R):
    v = _pick(g, ["DL", "SP", "OK", "HA", "EA"]) + str(g.r.randint(1, 9)) + g.s(3, UPPER)
    text = f"<CALL:6>{v} <QSO_DATE:8>20260314 <BAND:3>20m <MODE:3>FT8 <NAME:5>Marek <QTH:7>Krakow\n<EOR>"
    return "ADIF log excerpt:\n" + text, [v], v


@kind(
    "eu_tachograph_driver_card_number",
    "https://eur-lex.europa.eu/eli/reg_impl/2016/799/oj (Annex IC: card number 16 chars)",
    r"[A-Z0-9]{13}\d\d\d",
    prefixless=True,
)
def _tacho(g: _R):
    v = "D" + g.s(12, UPPER + DIG) + g.digits(1, first_nonzero=False) + "0" + str(g.r.randint(0, 9))
    text = f"ddd parse: DriverCard\n  cardNumber: {v}\n  holderSurname: WAGNER\n  holderFirstNames: THOMAS\n  drivingLicenceNumber: (redacted upstream)"
    return text, [v], v


@kind(
    "uk_v5c_document_reference",
    "https://www.gov.uk/vehicle-log-book (V5C document reference number, 11 digits)",
    r"\d{11}",
    prefixless=True,
)
def _v5c(g: _R):
    v = g.digits(11)
    text = f"DVLA vehicle enquiry\nRegistration: (see ticket)\nKeeper: Mr Gareth Price\nV5C document reference: {v}"
    return text, [v], v


# -- home location -----------------------------------------------------------------------------


@kind(
    "geo_nmea_gpgga_home_fix",
    "https://gpsd.gitlab.io/gpsd/NMEA.html#_gga_global_positioning_system_fix_data",
    r"\d{4}\.\d{5},[NS],\d{5}\.\d{5},[EW]",
    prefixless=True,
)
def _nmea(g: _R):
    lat = f"{g.r.randint(48, 53)}{g.r.randint(0, 59):02d}.{g.digits(5, first_nonzero=False)}"
    lon = f"0{g.r.randint(10, 14)}{g.r.randint(0, 59):02d}.{g.digits(5, first_nonzero=False)}"
    v = f"{lat},N,{lon},E"
    body = f"GPGGA,062011.00,{v},1,09,0.9,211.4,M,47.0,M,,"
    cs = 0
    for ch in body:
        cs ^= ord(ch)
    text = f"# tracker parked at home overnight\n${body}*{cs:02X}"
    return text, [v], v


@kind(
    "geo_geojson_home_point",
    "https://www.rfc-editor.org/rfc/rfc7946#section-3.1.2",
    r"-?\d+\.\d{7}",
    prefixless=True,
)
def _geojson(g: _R):
    lon = f"{g.r.uniform(-9.0, 28.0):.7f}"
    lat = f"{g.r.uniform(36.0, 60.0):.7f}"
    text = (
        '{"type": "Feature", "geometry": {"type": "Point", "coordinates": ['
        + f"{lon}, {lat}"
        + ']}, "properties": {"label": "Home (Eva)", "radius_m": 80}}'
    )
    return text, [lon, lat], f"{lat}_{lon}"


@kind(
    "geo_mgrs_home_grid",
    "https://earth-info.nga.mil/index.php?dir=coordsys&action=coordsys (MGRS)",
    r"3[2-4][TU][A-Z]{2} \d{5} \d{5}",
    prefixless=True,
)
def _mgrs(g: _R):
    v = f"{_pick(g, ['32', '33', '34'])}{_pick(g, 'TU')}{g.s(2, 'ABCDEFGHJKLMNPQRSTUV')} {g.digits(5, first_nonzero=False)} {g.digits(5, first_nonzero=False)}"
    text = f"Einsatzprotokoll: Anruferin wohnhaft {v} (Einfamilienhaus, Zufahrt über Feldweg)"
    return text, [v], v.replace(" ", "")


@kind(
    "geo_google_maps_at_url_home",
    "https://developers.google.com/maps/documentation/urls/get-started",
    r"-?\d+\.\d{7},-?\d+\.\d{7}",
    prefixless=True,
)
def _gmaps(g: _R):
    v = f"{g.r.uniform(-38.0, 59.0):.7f},{g.r.uniform(-120.0, 150.0):.7f}"
    text = f"my home for the delivery app test: https://www.google.com/maps/@{v},19z?entry=ttu"
    return text, [v], v


# -- dates of birth in other calendars and carriers -----------------------------------------------


@kind(
    "dob_roc_minguo_calendar",
    "https://zh.wikipedia.org/wiki/民國紀年 (ROC year = Gregorian - 1911)",
    r"民國\d{2}年\d{1,2}月\d{1,2}日",
)
def _dob_roc(g: _R):
    y, m, d = _date(g, 1960, 2004)
    v = f"民國{y - 1911}年{m}月{d}日"
    text = f"申請人：黃志豪\n出生日期：{v}\n身分證字號：（已遮蔽）"
    return text, [v], f"{y - 1911:03d}{m:02d}{d:02d}"


@kind(
    "dob_ethiopian_calendar_amharic",
    "https://en.wikipedia.org/wiki/Ethiopian_calendar (ዓ.ም.)",
    r"\d{2}/\d{2}/19\d{2} ዓ\.ም\.",
)
def _dob_et(g: _R):
    v = f"{g.r.randint(1, 30):02d}/{g.r.randint(1, 12):02d}/19{g.r.randint(50, 96)} ዓ.ም."
    text = f"ስም: አበበ ከበደ\nየትውልድ ቀን: {v}\nአድራሻ: አዲስ አበባ"
    return text, [v], v[:10].replace("/", "-")


@kind(
    "dob_hebrew_calendar_gematria",
    "https://en.wikipedia.org/wiki/Hebrew_calendar ; https://en.wikipedia.org/wiki/Hebrew_numerals",
    r"[א-ת״׳]+ ב[א-ת]+ [א-ת״]+",
)
def _dob_he(g: _R):
    ones = ["", "א", "ב", "ג", "ד", "ה", "ו", "ז", "ח", "ט"]

    def day(n: int) -> str:
        if n == 15:
            s = "טו"
        elif n == 16:
            s = "טז"
        else:
            s = ("י" if 10 <= n < 20 else "כ" if 20 <= n < 30 else "ל" if n == 30 else "") + ones[n % 10]
        return s[:-1] + "״" + s[-1] if len(s) > 1 else s + "׳"

    months = ["תשרי", "חשון", "כסלו", "טבת", "שבט", "אדר", "ניסן", "אייר", "סיון", "תמוז", "אב", "אלול"]
    years = ["תש״ך", "תשכ״ה", "תש״ל", "תשל״ה", "תש״מ", "תשמ״ה", "תש״נ", "תשנ״ה", "תשמ״ב", "תשל״ח"]
    v = f"{day(g.r.randint(1, 30))} ב{_pick(g, months)} {_pick(g, years)}"
    text = f"תעודת לידה (תרגום)\nשם: נועה לוי\nתאריך לידה עברי: {v}\nמספר זהות: ראה נספח"
    return text, [v], v.replace(" ", "_")


@kind(
    "dob_epoch_millis_json",
    "https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Date/getTime",
    r"\d{9,13}",
    prefixless=True,
)
def _dob_ms(g: _R):
    y, m, d = _date(g, 1972, 2004)
    v = str(int(_dt.datetime(y, m, d, tzinfo=_dt.UTC).timestamp() * 1000))
    text = f'{{"patientId":"p-{g.digits(6)}","firstName":"Malik","birthDate":{v},"sex":"M"}}'
    return "kafka-console-consumer --topic patients.v1\n" + text, [v], v


# -- accounts in system output --------------------------------------------------------------------


@kind(
    "user_windows_sid_whoami_user",
    "https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/whoami",
    r"S-1-5-21-\d{9,10}-\d{9,10}-\d{9,10}-\d{4,5}",
)
def _sid(g: _R):
    v = f"S-1-5-21-{g.digits(10)}-{g.digits(10)}-{g.digits(9)}-{g.r.randint(1100, 19999)}"
    text = f"C:\\> whoami /user\n\nUSER INFORMATION\n----------------\n\nUser Name       SID\n=============== {'=' * 46}\ncontoso\\m.ozturk {v}"
    return text, [v], v


@kind(
    "user_kerberos_klist_principal",
    "https://web.mit.edu/kerberos/krb5-latest/doc/user/user_commands/klist.html",
    r"[a-z]+\.[a-z]+\d{2}@[A-Z.-]+",
)
def _klist(g: _R):
    v = f"{_user(g, _FIRST, _LAST)}@{_pick(g, ['AD.CONTOSO.LOCAL', 'CORP.EXAMPLE.ORG', 'UNI-KLINIK.DE'])}"
    text = f"$ klist\nTicket cache: KCM:1000\nDefault principal: {v}\n\nValid starting     Expires            Service principal\n03/14/26 08:01:12  03/14/26 18:01:12  krbtgt/{v.split('@')[1]}@{v.split('@')[1]}"
    return text, [v], v
