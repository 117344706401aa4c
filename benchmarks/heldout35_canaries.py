"""Held-out canary set 35: personal data in the carriers of less-covered countries and schemes (issue 31).

A canary set nobody has tuned on, of **personal data** only: what a publisher must not leak when
a coding session shows the records of church and membership systems (Planning Center People and
Check-Ins, Elvanto, ChurchTools, ChurchSuite, ChMeetings, Breeze, a Syriac baptism register),
tolls, transit and parking (E-ZPass, FeliCa IDm read with nfcpy, Oyster, SUBE, Opal, ANTAI
notices), prepaid utility meters (PLN struk, a Tanzanian STS vending API, KPLC token SMS, Octopus
Energy's account-user search), health (SMART Health Cards ``shc:/`` numeric QR payloads, CoWIN
beneficiary ids, a Thai pharmacy label), e-commerce and shipping in Asia, Latin America, Africa
and Turkey (Shopee, Lazada, Mercado Libre v1/v2 billing info, Xiaohongshu, likeshop, WeChat
mini-shop, Shopier, Telegram/TDLib order info, Aramex, Cargonizer, a ZPL label, a keystone
consignee, a CN23 declaration), social-media exports (Instagram, TikTok, LinkedIn, VK, the X
archive), fitness files (GPX author, FIT ``user_profile``), a real-estate CRM (Follow Up Boss),
microfinance (Mambu client and its address coordinates), student systems and exam boards
(OneRoster, WAEC result checker), KYC and payment APIs (pagar.me, ComplyCube, Blusalt BVN and
document checks, dLocal, SumUp, Bloc, a Japanese card reader), citizen portals (Singpass
Myinfo, Norway's KRR, eSwaraj), elections (Decidim census CSV, Zeus and Agora voter lists),
notary and court numbers (Brazil's Código Nacional de Matrícula with its ISO 7064 MOD 97-10
check digits, an Argentine CUIJ), coordinates (mapcodes, a TK103 tracker, a kids' watch SOS
config), Chinese push ids (JPush, Getui, Mi Push, Baidu, Tencent), user accounts in RACF
LISTUSER, AIX and OpenVMS output, dates of birth in a Cassandra ``date``, a Common Data Model
split date, VK's ``D.M.YYYY``, the Badíʿ, Amazigh and Nanakshahi calendars, names in Cherokee,
Canadian syllabics (Cree), Ol Chiki, N'Ko, Javanese, Balinese, Telugu, Kannada, Gurmukhi and
Syriac scripts, and phone numbers of Liberia, Sierra Leone, The Gambia, Togo, Mali, Cabo Verde,
Belize, Solomon Islands, Turkmenistan, Tonga, Burkina Faso and Guinea. Check digits are computed
where the scheme publishes them (CNM MOD 97-10, Chile's RUT, Uruguay's CI, Singapore's NRIC,
Norway's fødselsnummer, Spain's DNI letter, the IMEI's Luhn digit); the SMART Health Card payload is a real numeric
encoding of a JWS-shaped string.

How it was kept apart: written in one sitting on branch ``set35`` (worktree of commit
``106be22``) after reading only ``/work/s24/used_names9.txt`` (kind names of earlier sets), the
brief, ``benchmarks/heldout_eval.py``, lines 1-160 of ``benchmarks/heldout_canaries.py``,
``tests/test_heldout_sets.py``, ``tests/test_heldout_canaries.py``, ``tests/conftest.py`` and the
first 60 lines of ``benchmarks/heldout9_canaries.py``; no redaction code, redaction test, label
file, other canary set, source list, result or git history was read, and no recall figure was
computed. The only run was the no-redaction control of ``tests/test_heldout_sets.py``. Formats
were looked up with the ``search`` tool (vendor and project documentation, specifications, real
sample files and SDK type definitions) and the addresses read are cited per kind in ``SOURCES``
and ``heldout35_sources.tsv``. Written from memory (no look-up; marked "from memory" in the tsv
note): the Oyster, SUBE and Opal card numbers, the ANTAI notice, the KPLC token SMS, the CoWIN
beneficiary id, the Thai pharmacy label, the CN23 declaration, the Argentine CUIJ, the OpenVMS
UAF listing, the ten script-name kinds (``name_*``), the Badíʿ, Amazigh and Nanakshahi dates and
the ten phone-number kinds of Liberia, Sierra Leone, The Gambia, Togo, Mali, Cabo Verde, Belize,
Solomon Islands, Turkmenistan and Tonga (33 kinds). Values are random per seed (never a real
person); non-Latin strings are NFC-normalised and every ``bare`` is Latin letters, digits and
``-_.`` only.

103 kinds, all personal data, 102 of them prefixless (only ``health_shc_numeric_qr_payload``
carries its scheme's ``shc:/`` prefix).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout35_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import datetime as dt
import json
import unicodedata

from heldout_canaries import _R, LOWER_DIGITS, UPPER_DIGITS, Registry

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


def _nfc(s: str) -> str:
    return unicodedata.normalize("NFC", s)


def _pick(g: _R, xs):  # type: ignore[no-untyped-def]
    return g.r.choice(xs)


def _date(g: _R, y0: int = 1950, y1: int = 2006) -> dt.date:
    start = dt.date(y0, 1, 1)
    return start + dt.timedelta(days=g.r.randrange((dt.date(y1, 12, 31) - start).days))


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def _imei(g: _R) -> str:
    body = _pick(g, ["35", "86", "35", "01"]) + g.digits(12, first_nonzero=False)
    return body + _luhn_digit(body)


def _rut_cl(g: _R) -> tuple[str, str]:
    n = str(g.r.randrange(5_000_000, 26_000_000))
    s, f = 0, 2
    for ch in reversed(n):
        s += int(ch) * f
        f = 2 if f == 7 else f + 1
    dv = 11 - s % 11
    d = "0" if dv == 11 else "K" if dv == 10 else str(dv)
    return n, d


def _ci_uy(g: _R) -> str:
    n = g.digits(7)
    s = sum(int(a) * w for a, w in zip(n, (2, 9, 8, 7, 6, 3, 4), strict=True))
    return n + str((10 - s % 10) % 10)


def _nric_sg(g: _R) -> str:
    prefix = _pick(g, "ST")
    n = g.digits(7, first_nonzero=False)
    s = sum(int(a) * w for a, w in zip(n, (2, 7, 6, 5, 4, 3, 2), strict=True)) + (4 if prefix == "T" else 0)
    return prefix + n + "JZIHGFEDCBA"[s % 11]


def _fnr_no(g: _R) -> str:
    while True:
        d = _date(g, 1950, 2004)
        base = d.strftime("%d%m%y") + g.digits(3, first_nonzero=False)
        k1 = 11 - sum(int(a) * w for a, w in zip(base, (3, 7, 6, 1, 8, 9, 4, 5, 2), strict=True)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        base += str(k1)
        k2 = 11 - sum(int(a) * w for a, w in zip(base, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        return base + str(k2)


def _script_word(g: _R, letters: str, signs: str = "", n: int = 3) -> str:
    out = ""
    for _ in range(n):
        out += _pick(g, letters)
        if signs and g.r.random() < 0.6:
            out += _pick(g, signs)
    return _nfc(out)


def _rng(a: int, b: int) -> str:
    return "".join(chr(c) for c in range(a, b + 1))


GIVEN_US = ["Mary", "Caleb", "Dorothy", "Isaiah", "Ruth", "Ezekiel", "Naomi", "Tobias", "Lydia", "Silas"]
FAMILY_US = ["Hollister", "Okafor", "Brannigan", "Delacroix", "Whitfield", "Mercado", "Lindqvist", "Pruett"]
GIVEN_DE = ["Friederike", "Hannes", "Gesine", "Wolfram", "Ilse", "Jannik", "Roswitha", "Till"]
FAMILY_DE = ["Brinkmann", "Oberländer", "Kühnel", "Wendt", "Schürmann", "Haberkorn", "Lütje"]
GIVEN_NG = ["Chidinma", "Oluwaseun", "Ifeoma", "Babatunde", "Ngozi", "Emeka", "Yetunde", "Aminu"]
FAMILY_NG = ["Okonkwo", "Adeyemi", "Nwachukwu", "Balogun", "Eze", "Olawale", "Ibrahim", "Umeh"]


def _name(g: _R, given: list[str], family: list[str]) -> str:
    return f"{_pick(g, given)} {_pick(g, family)}"


# -- church and membership management ---------------------------------------------------------


@kind(
    "church_pco_people_person_birthdate",
    "https://pub.dev/documentation/planningcenter_api/latest/planningcenter_api/PcoPeoplePerson-class.html "
    "(PCO People person: first_name, last_name, birthdate, anniversary)",
    r"\+1 \d{3}-\d{3}-\d{4}",
    prefixless=True,
)
def _pco_person(g: _R):
    pid = g.digits(9)
    name = _name(g, GIVEN_US, FAMILY_US)
    first, last = name.split()
    bd = _date(g).isoformat()
    phone = f"+1 {g.r.randrange(201, 989)}-{g.r.randrange(200, 999)}-{g.digits(4, first_nonzero=False)}"
    body = {
        "data": {
            "type": "Person",
            "id": pid,
            "attributes": {
                "name": name,
                "first_name": first,
                "last_name": last,
                "birthdate": bd,
                "anniversary": _date(g, 1975, 2020).isoformat(),
                "gender": "F",
                "membership": "Member",
            },
        },
        "included": [{"type": "PhoneNumber", "attributes": {"location": "Mobile", "number": phone}}],
    }
    text = (
        f'$ curl -s -u "$PCO_APP_ID:$PCO_SECRET" '
        f'"https://api.planningcenteronline.com/people/v2/people/{pid}?include=phone_numbers" | jq .\n'
        + json.dumps(body, indent=2)
    )
    return text, [phone, name, bd], phone.replace(" ", "").replace("-", "").lstrip("+")


@kind(
    "church_pco_checkins_child_birthdate",
    "https://pub.dev/documentation/planningcenter_api/latest/planningcenter_api/PcoCheckInsPerson/birthdate.html "
    "(Check-Ins person birthdate); https://pub.dev/documentation/planningcenter_api/latest/planningcenter_api/PcoPeoplePerson-class.html",
    r"[A-Z][a-z]+ [A-Z][a-z]+",
    prefixless=True,
)
def _pco_checkins(g: _R):
    child = _name(g, ["Eliana", "Micah", "Zion", "Hazel", "Jonah", "Selah", "Asher"], FAMILY_US)
    bd = _date(g, 2012, 2022).isoformat()
    code = g.s(4, UPPER_DIGITS)
    guardian_phone = (
        f"({g.r.randrange(201, 989)}) {g.r.randrange(200, 999)}-{g.digits(4, first_nonzero=False)}"
    )
    text = (
        "# checkins_export.csv (Planning Center Check-Ins, Sunday 9:30 Kids)\n"
        "name,birthdate,grade,security_code,medical_notes,guardian_phone\n"
        f'"{child}",{bd},2,{code},"peanut allergy (EpiPen in bag)","{guardian_phone}"\n'
    )
    return text, [child, bd, guardian_phone], f"{child.replace(' ', '-')}-{bd}"


@kind(
    "church_elvanto_people_getinfo_home_address",
    "https://glama.ai/mcp/connectors/io.usefulapi/elvanto/tools/elvanto_get_person "
    "(Elvanto people/getInfo fields: birthday, home_address, home_city, home_postcode, mobile)",
    r"\d{1,3}/\d{1,3} [A-Z][a-z]+ (Street|Road|Avenue|Parade)",
    prefixless=True,
)
def _elvanto(g: _R):
    addr = f"{g.r.randrange(1, 40)}/{g.r.randrange(2, 300)} {_pick(g, ['Wattle', 'Banksia', 'Kooyong', 'Hargrave', 'Tamar'])} {_pick(g, ['Street', 'Road', 'Avenue', 'Parade'])}"
    mobile = f"04{g.digits(2, first_nonzero=False)} {g.digits(3, first_nonzero=False)} {g.digits(3, first_nonzero=False)}"
    bd = _date(g).isoformat()
    body = {
        "status": "ok",
        "person": [
            {
                "id": g.uuid(),
                "firstname": _pick(g, ["Bronwyn", "Lachlan", "Kirra", "Hamish"]),
                "lastname": _pick(g, ["Tregear", "McInnes", "Wollaston"]),
                "mobile": mobile,
                "birthday": bd,
                "home_address": addr,
                "home_city": _pick(g, ["Launceston", "Ballarat", "Toowoomba"]),
                "home_postcode": g.digits(4),
            }
        ],
    }
    text = "POST https://api.elvanto.com/v1/people/getInfo.json\n" + json.dumps(
        body, indent=1, ensure_ascii=False
    )
    return text, [addr, mobile, bd], mobile.replace(" ", "")


@kind(
    "church_churchtools_person_taufdatum",
    "https://docs.rs/churchtools-api/latest/churchtools_api/models/struct.Person.html "
    "(ChurchTools Person: birthday, birthplace, date_of_baptism, baptised_by, street, zip, city)",
    r"first_name='[^']+', last_name='[^']+'",
    prefixless=True,
)
def _churchtools(g: _R):
    name = _name(g, GIVEN_DE, FAMILY_DE)
    bd = _date(g)
    taufe = bd + dt.timedelta(days=g.r.randrange(20, 400))
    street = f"{_pick(g, ['Am Kirchberg', 'Lindenweg', 'Hohe Straße', 'Mühlgasse'])} {g.r.randrange(1, 120)}"
    text = (
        ">>> p = ct.persons.get(" + g.digits(4) + ")\n>>> p\n"
        f"Person(id={g.digits(4)}, first_name={name.split()[0]!r}, last_name={name.split()[1]!r}, "
        f"birthday=datetime.date({bd.year}, {bd.month}, {bd.day}), birthplace='Quedlinburg', "
        f"date_of_baptism=datetime.date({taufe.year}, {taufe.month}, {taufe.day}), baptised_by='Pfr. Behrens', "
        f"street={street!r}, zip='0{g.digits(4)}', city='Thale', job='Erzieherin')"
    )
    first, last = name.split()
    return (
        _nfc(text),
        [_nfc(f"first_name={first!r}, last_name={last!r}"), street],
        f"ct-{bd.isoformat()}-{g.digits(4)}",
    )


@kind(
    "geo_churchtools_person_latitude_longitude",
    "https://docs.rs/churchtools-api/latest/churchtools_api/models/struct.Person.html "
    "(ChurchTools Person: latitude, longitude, latitude_loose, longitude_loose)",
    r"5[0-3]\.\d{6}",
    prefixless=True,
)
def _churchtools_geo(g: _R):
    lat = f"5{g.r.randrange(0, 4)}.{g.digits(6, first_nonzero=False)}"
    lon = f"{g.r.randrange(7, 14)}.{g.digits(6, first_nonzero=False)}"
    text = (
        "SELECT id, vorname, name, latitude, longitude FROM cdb_person WHERE id = " + g.digits(4) + ";\n"
        "+------+----------+---------+-----------+-----------+\n"
        f"| {g.digits(4)} | Wiebke   | Harms   | {lat} | {lon} |\n"
        "+------+----------+---------+-----------+-----------+"
    )
    return text, [lat, lon], f"{lat}_{lon}"


@kind(
    "church_churchsuite_addressbook_contact",
    "https://glama.ai/mcp/connectors/io.usefulapi/churchsuite/tools/churchsuite_get_contact "
    "(GET /addressbook/contacts/{id}: date of birth, address, phones, email); "
    "https://raw.githubusercontent.com/ChurchSuite/churchsuite-api/master/README.md",
    r"07\d{3} \d{6}",
    prefixless=True,
)
def _churchsuite(g: _R):
    mobile = f"07{g.digits(3, first_nonzero=False)} {g.digits(6, first_nonzero=False)}"
    email = f"{_pick(g, ['gwen', 'rhodri', 'ffion', 'dafydd'])}.{_pick(g, ['pryce', 'lloyd', 'vaughan'])}{g.digits(2)}@btinternet.com"
    body = {
        "data": {
            "id": int(g.digits(5)),
            "first_name": "Gwenllian",
            "last_name": "Pryce",
            "date_of_birth": _date(g).isoformat(),
            "mobile": mobile,
            "email": email,
            "address": {
                "line1": f"{g.r.randrange(1, 90)} Heol y Nant",
                "city": "Pontypridd",
                "postcode": "CF37 " + g.s(3, UPPER_DIGITS),
            },
        }
    }
    text = (
        "GET https://api.churchsuite.com/v2/addressbook/contacts/"
        + str(body["data"]["id"])
        + "\n"
        + json.dumps(body, indent=2)
    )
    return text, [mobile, email], mobile.replace(" ", "")


@kind(
    "church_chmeetings_create_person_birthdate",
    "https://pipedream.com/apps/chmeetings/actions/create-person.md "
    "(ChMeetings create person: firstName, lastName, email, mobile, birthDate YYYY-MM-DD)",
    r"\+63 9\d{2} \d{3} \d{4}",
    prefixless=True,
)
def _chmeetings(g: _R):
    mobile = f"+63 9{g.digits(2, first_nonzero=False)} {g.digits(3, first_nonzero=False)} {g.digits(4, first_nonzero=False)}"
    bd = _date(g).isoformat()
    text = (
        "curl -X POST https://api.chmeetings.com/api/v1/people -H 'ApiKey: $CHM_KEY' -H 'Content-Type: application/json' \\\n"
        "  -d '"
        + json.dumps(
            {
                "firstName": "Ma. Kristine",
                "lastName": "Dimaculangan",
                "mobile": mobile,
                "birthDate": bd,
                "church": "Lipa Campus",
            }
        )
        + "'"
    )
    return text, [mobile, bd], mobile.replace(" ", "").lstrip("+")


@kind(
    "church_breeze_people_details_json",
    "https://www.breezechms.com/api (List People ?details=1, Show Person; profile fields)",
    r"\(\d{3}\) \d{3}-\d{4}",
    prefixless=True,
)
def _breeze(g: _R):
    pid = g.digits(9)
    phone = f"({g.r.randrange(201, 989)}) {g.r.randrange(200, 999)}-{g.digits(4, first_nonzero=False)}"
    street = f"{g.r.randrange(100, 9999)} {_pick(g, ['Magnolia', 'Sycamore', 'Pecan Grove', 'Old Mill'])} Rd"
    body = {
        "id": pid,
        "first_name": "Dorcas",
        "last_name": "Whitlock",
        "details": {
            "birthdate": _date(g).isoformat(),
            "1354672919": [{"field_type": "phone", "phone_mobile": phone}],
            "1354672920": [
                {"field_type": "address", "street_address": street, "city": "Tupelo", "state": "MS"}
            ],
        },
    }
    text = (
        f"$ curl 'https://gracefellowship.breezechms.com/api/people/{pid}?details=1' -H 'Api-Key: …'\n"
        + json.dumps(body)
    )
    return text, [phone, street], pid


@kind(
    "name_syriac_baptism_register",
    "from memory: a Syriac-script baptism register row (Unicode Syriac block U+0710-U+072F)",
    r"\d{4}/\d{3}",
    prefixless=True,
)
def _syriac(g: _R):
    letters = _rng(0x0710, 0x072C)
    name = _script_word(g, letters, n=4) + " " + _script_word(g, letters, n=5)
    reg = f"{g.r.randrange(1990, 2024)}/{g.digits(3, first_nonzero=False)}"
    text = _nfc(
        "| ܡܢܝܢܐ (No.) | ܫܡܐ (Name) | ܝܘܡ ܡܥܡܘܕܝܬܐ | Parish |\n"
        f"| {reg} | {name} | {_date(g, 1990, 2023).isoformat()} | Mor Gabriel, Midyat |"
    )
    return text, [reg, name], "baptism-" + reg.replace("/", "-")


# -- tolls, transit, parking ------------------------------------------------------------------


@kind(
    "toll_ezpass_business_application_tag_plate",
    "https://m.moam.info/instructions-for-completing-the-e-zpass-business-application_59aac2491723ddbfc588833a.html "
    "(E-ZPass application: account, PIN = last 4 of the ID, plate and state per tag)",
    r"\d{3}-\d{8}",
    prefixless=True,
)
def _ezpass(g: _R):
    tag = f"{_pick(g, ['004', '008', '012', '022'])}-{g.digits(8, first_nonzero=False)}"
    acct = g.digits(9)
    plate = g.s(3, "ABCDEFGHJKLMNPRSTUVWXYZ") + "-" + g.digits(4)
    text = (
        "ezpass_tags.csv\n"
        "account_no,holder,tag_serial,plate,state,vehicle\n"
        f"{acct},Teodora Vasquez-Lim,{tag},{plate},NJ,2019 Honda Odyssey\n"
    )
    return text, [tag, acct, plate], tag


@kind(
    "transit_felica_idm_nfcpy",
    "https://gist.github.com/shotarok/fed595781b55330e3137b5b5b072cf91 (nfcpy: print IDm of SUICA/PASMO); "
    "https://codenameone.com/javadoc/com/codename1/nfc/NfcF/ (FeliCa IDm 8 bytes)",
    r"[0-9A-F]{16}",
    prefixless=True,
)
def _felica(g: _R):
    idm = "01" + g.s(14, "0123456789ABCDEF")
    text = (
        "$ python3 read_suica.py\nPlease put your card on the nfc reader. Waiting...\n"
        f"Your IDm is {idm}\n"
        f"INFO:commuter: matched IDm {idm} -> employee 'Sakurai Mayu' (定期券 新宿-三鷹)"
    )
    return text, [idm], idm


@kind(
    "transit_oyster_card_refund_ticket",
    "from memory: TfL Oyster card number (12 digits) in a refund ticket",
    r"0\d{3} \d{4} \d{4}",
    prefixless=True,
)
def _oyster(g: _R):
    card = f"0{g.digits(3, first_nonzero=False)} {g.digits(4, first_nonzero=False)} {g.digits(4, first_nonzero=False)}"
    text = (
        "Subject: Re: [#" + g.digits(6) + "] Incomplete journey refund\n\n"
        f"Hi, I was charged the max fare on my Oyster {card} on 14 March (Brixton -> Walthamstow).\n"
        "Registered name: Adaeze Whitcombe, SW9. Please refund to the card."
    )
    return text, [card], card.replace(" ", "")


@kind(
    "transit_sube_tarjeta_numero",
    "from memory: Argentina SUBE card number (16 digits, 6061 prefix) tied to a DNI holder",
    r"6061 \d{4} \d{4} \d{4}",
    prefixless=True,
)
def _sube(g: _R):
    card = f"6061 {g.digits(4, first_nonzero=False)} {g.digits(4, first_nonzero=False)} {g.digits(4, first_nonzero=False)}"
    text = "// tests/fixtures/sube_saldo.json\n" + json.dumps(
        {"tarjeta": card, "titular": "Rocío Belén Aguirre", "saldo": -211.4, "tarifa_social": True},
        ensure_ascii=False,
    )
    return text, [card], card.replace(" ", "")


@kind(
    "transit_opal_card_number",
    "from memory: Transport for NSW Opal card number (16 digits, 3085 22 prefix)",
    r"3085 22\d{2} \d{4} \d{4}",
    prefixless=True,
)
def _opal(g: _R):
    card = f"3085 22{g.digits(2, first_nonzero=False)} {g.digits(4, first_nonzero=False)} {g.digits(4, first_nonzero=False)}"
    text = f"2026-03-02 08:14:07 INFO opal-sync linked card {card} to customer 'Nguyen Thi Lan' (concession: tertiary)"
    return text, [card], card.replace(" ", "")


@kind(
    "parking_fr_antai_avis_contravention",
    "from memory: ANTAI notice of a parking/speed offence (numéro d'avis, immatriculation, titulaire)",
    r"\d{10}",
    prefixless=True,
)
def _antai(g: _R):
    avis = g.digits(10)
    plate = f"{g.s(2, 'ABCDEFGHJKLMNPQRSTVWXYZ')}-{g.digits(3)}-{g.s(2, 'ABCDEFGHJKLMNPQRSTVWXYZ')}"
    text = (
        "OCR (avis_de_contravention.pdf, page 1):\n"
        f"NUMÉRO DE L'AVIS : {avis}\nIMMATRICULATION : {plate}\n"
        "TITULAIRE DU CERTIFICAT : M. LEBRETON ÉRIC\n12 RUE DES TANNEURS 35000 RENNES"
    )
    return text, [avis, plate], avis


# -- utilities --------------------------------------------------------------------------------


@kind(
    "utility_id_pln_prepaid_token_struk",
    "https://pastebin.com/iR4J3cpv (PLN prepaid receipt: ID PELANGGAN, NO. TOKEN, NO. METER, NAMA); "
    "https://github.com/nxtgrid/nxt-sts (IEC 62055-41 STS tokens)",
    r"\d{4}-\d{4}-\d{4}-\d{4}-\d{4}",
    prefixless=True,
)
def _pln(g: _R):
    token = "-".join(g.digits(4, first_nonzero=False) for _ in range(5))
    idpel = "5" + g.digits(11, first_nonzero=False)
    meter = "1" + g.digits(10, first_nonzero=False)
    text = (
        "NAMA BILLER : PLNPREPAID\n"
        f"ID PELANGGAN : {idpel}\nTOTAL PEMBAYARAN : Rp 102750\n"
        f"NO. TOKEN : {token}\nNAMA : SRI WAHYUNINGSIH\nTARIF/DAYA : R1 /1300VA\n"
        f"NO. METER : {meter}"
    )
    return text, [token, idpel, meter], token


@kind(
    "utility_tz_sts_vend_meter_contract",
    "https://packagist.org/packages/recharge-meter/recharge-meter-service "
    "(STS Vend System: GetVendingToken(meter, …), GetContractInfo, MeterRegister)",
    r"2\d{10}",
    prefixless=True,
)
def _tz_sts(g: _R):
    meter = "2" + g.digits(10, first_nonzero=False)
    text = (
        ">>> Recharge::process('"
        + meter
        + "', 1, 5000, 0)\n"
        + json.dumps(
            {
                "result": "success",
                "meter_no": meter,
                "customer": "Neema Joseph Mwakalinga",
                "address": "Mtaa wa Uhuru, Kata ya Kiwalani, Temeke",
                "token": " ".join(g.digits(4, first_nonzero=False) for _ in range(5)),
            }
        )
    )
    return text, [meter], meter


@kind(
    "utility_ke_kplc_prepaid_token_sms",
    "from memory: Kenya Power prepaid (KPLC) token SMS after an M-Pesa paybill payment",
    r"Mtr:\d{11}",
    prefixless=True,
)
def _kplc(g: _R):
    meter = "14" + g.digits(9, first_nonzero=False)
    token = "-".join(g.digits(4, first_nonzero=False) for _ in range(5))
    text = (
        "sms_inbox.csv\nfrom,body\n"
        f'"97771","Mtr:{meter} Token:{token} Date:20260211 14:02 Units:23.4 Amt:600.00 TknAmt:412.30 '
        'OtherCharges:187.70 Acc:WANJIKU KAMAU"\n'
    )
    return text, [f"Mtr:{meter}", token], meter


@kind(
    "utility_octopus_account_user_search_input",
    "https://developer.octopus.energy/graphql/reference/input-objects/accountuserfuzzysearchweightmappingtype/ "
    "(account user search: dateOfBirth, email, familyName, givenName, mobile)",
    r"\+447\d{9}",
    prefixless=True,
)
def _octopus(g: _R):
    mobile = "+447" + g.digits(9, first_nonzero=False)
    email = f"{_pick(g, ['shona', 'callum', 'eilidh'])}.{_pick(g, ['mcbride', 'fraser', 'dunlop'])}{g.digits(3)}@outlook.com"
    variables = {
        "search": {
            "givenName": "Eilidh",
            "familyName": "McBride",
            "dateOfBirth": _date(g).isoformat(),
            "mobile": mobile,
            "email": email,
        }
    }
    text = "query AccountUsers($search: AccountUserSearchInput!) { … }\n# variables\n" + json.dumps(
        variables, indent=2
    )
    return text, [mobile, email], mobile.lstrip("+")


# -- health -----------------------------------------------------------------------------------


@kind(
    "health_shc_numeric_qr_payload",
    "https://iana.org/assignments/uri-schemes/prov/shc (shc: scheme); https://www.npmjs.com/package/shc-protocol "
    "(shc:/ numeric QR text, two digits per character, value = ord - 45)",
    r"shc:/\d{60,}",
    prefixless=False,
)
def _shc(g: _R):
    header = (
        base64.urlsafe_b64encode(
            json.dumps({"zip": "DEF", "alg": "ES256", "kid": g.s(43, LOWER_DIGITS)}).encode()
        )
        .rstrip(b"=")
        .decode()
    )
    payload = base64.urlsafe_b64encode(bytes(g.r.getrandbits(8) for _ in range(90))).rstrip(b"=").decode()
    sig = base64.urlsafe_b64encode(bytes(g.r.getrandbits(8) for _ in range(64))).rstrip(b"=").decode()
    jws = f"{header}.{payload}.{sig}"
    numeric = "".join(f"{ord(c) - 45:02d}" for c in jws)
    qr = "shc:/" + numeric
    text = f"$ zbarimg -q vaccine_card.png\nQR-Code:{qr}\n$ python -m healthcards.decode vaccine_card.png | jq .vc.credentialSubject.fhirBundle.entry[0]"
    return text, [qr], numeric[:48]


@kind(
    "health_in_cowin_beneficiary_reference_id",
    "from memory: CoWIN vaccination certificate Beneficiary Reference ID (14 digits)",
    r"\d{14}",
    prefixless=True,
)
def _cowin(g: _R):
    brid = g.digits(14)
    text = (
        "pdftotext certificate.pdf - | head\nCertificate for COVID-19 Vaccination\n"
        f"Beneficiary Name  Lakshmi Narayanan Iyer\nAge 46  Gender Female\nBeneficiary Reference ID  {brid}\n"
        "Vaccination at  UPHC Adyar, Chennai"
    )
    return text, [brid], brid


@kind(
    "pharmacy_th_rx_label_hn",
    "from memory: Thai hospital pharmacy label (HN, patient name in Thai script, drug)",
    r"HN \d{2}-\d{6}",
    prefixless=True,
)
def _th_rx(g: _R):
    hn = f"HN {g.digits(2, first_nonzero=False)}-{g.digits(6, first_nonzero=False)}"
    name = _pick(g, ["นางสาวพิมพ์ชนก ศรีสุข", "นายธนากร แก้วมณี", "นางอรุณี บุญเรือง", "นายศุภชัย ทองดี"])
    text = _nfc(
        f"[label-printer] job {g.digits(5)} -> ZD230\n{hn}  {name}\n"
        "AMOXICILLIN 500 MG  รับประทานครั้งละ 1 เม็ด วันละ 3 ครั้ง หลังอาหาร\n"
        f"วันที่ {g.r.randrange(1, 28)}/03/2569"
    )
    return text, [hn, _nfc(name)], hn.replace(" ", "-")


# -- e-commerce and shipping ------------------------------------------------------------------


@kind(
    "ecom_shopee_order_detail_recipient_address",
    "https://app.unpkg.com/shopee-openapi-v2@1.0.39/files/dist/order.d.ts "
    "(get_order_detail recipient_address: name, phone, town, district, city, state, zipcode, full_address)",
    r"60\d{9,10}",
    prefixless=True,
)
def _shopee(g: _R):
    phone = "601" + g.digits(8 + g.r.randrange(0, 2), first_nonzero=False)
    full = f"No {g.r.randrange(1, 80)}, Jalan Kenanga {g.r.randrange(1, 20)}/{g.r.randrange(1, 9)}, Taman Kenanga, 75200 Melaka"
    resp = {
        "response": {
            "order_list": [
                {
                    "order_sn": "2603" + g.s(10, UPPER_DIGITS),
                    "region": "MY",
                    "buyer_username": "nurul_" + g.s(6, LOWER_DIGITS),
                    "recipient_address": {
                        "name": "Nurul Ain binti Rosli",
                        "phone": phone,
                        "city": "Melaka",
                        "state": "Melaka",
                        "zipcode": "75200",
                        "full_address": full,
                    },
                }
            ]
        }
    }
    text = (
        "GET /api/v2/order/get_order_detail?order_sn_list=…&response_optional_fields=recipient_address\n"
        + json.dumps(resp, indent=1)
    )
    return text, [phone, full], phone


@kind(
    "ecom_lazada_getorders_address_billing",
    "https://lazada-sellercenter.readme.io/docs/getorder (GetOrder / GetOrders: customer details, AddressBilling, AddressShipping)",
    r"66\d{9}",
    prefixless=True,
)
def _lazada(g: _R):
    phone = "66" + _pick(g, ["8", "9", "6"]) + g.digits(8, first_nonzero=False)
    addr1 = f"{g.r.randrange(1, 300)}/{g.r.randrange(1, 99)} หมู่ {g.r.randrange(1, 12)} ซอยวัดโพธิ์"
    xml = (
        "<Order><OrderId>" + g.digits(15) + "</OrderId><CustomerFirstName>Kanokwan</CustomerFirstName>"
        "<AddressBilling><FirstName>Kanokwan Srisawat</FirstName>"
        f"<Phone>{phone}</Phone><Address1>{addr1}</Address1><City>Nonthaburi</City><PostCode>11000</PostCode>"
        "</AddressBilling></Order>"
    )
    return (
        _nfc("<SuccessResponse><Body><Orders>" + xml + "</Orders></Body></SuccessResponse>"),
        [phone, _nfc(addr1)],
        phone,
    )


@kind(
    "ecom_meli_billing_info_identification",
    "https://developers.mercadolivre.com.br/pt-br/faturamento (GET /orders/billing-info/$SITE_ID/$BILLING_INFO.ID: "
    "name, last_name, identification, address)",
    r"\d{7,10}",
    prefixless=True,
)
def _meli_v2(g: _R):
    cc = g.digits(g.r.randrange(8, 11))
    street = f"Calle {g.r.randrange(10, 170)} # {g.r.randrange(1, 99)}-{g.r.randrange(1, 99)}"
    body = {
        "site_id": "MCO",
        "buyer": {
            "cust_id": int(g.digits(9)),
            "billing_info": {
                "name": "Yuliana Andrea",
                "last_name": "Cárdenas Rojas",
                "identification": {"type": "CC", "number": cc},
                "address": {
                    "street_name": street,
                    "city_name": "Bogotá D.C.",
                    "zip_code": "11" + g.digits(4, first_nonzero=False),
                },
            },
        },
    }
    return (
        "GET /orders/billing-info/MCO/"
        + g.digits(18)
        + "\n"
        + json.dumps(body, indent=2, ensure_ascii=False),
        [cc, street],
        cc,
    )


@kind(
    "ecom_meli_billing_info_v1_rut_additional_info",
    "https://developers.mercadolibre.com.ar/devsite/gs-billing-data "
    "(legacy /orders/$ORDER_ID/billing_info: doc_type RUT, doc_number, additional_info FIRST_NAME/LAST_NAME)",
    r"\d{7,8}[0-9K]",
    prefixless=True,
)
def _meli_v1(g: _R):
    n, dv = _rut_cl(g)
    doc = n + dv
    body = {
        "billing_info": {
            "doc_type": "RUT",
            "doc_number": doc,
            "additional_info": [
                {"type": "FIRST_NAME", "value": "Josefa"},
                {"type": "LAST_NAME", "value": "Sepúlveda Millán"},
                {"type": "DOC_NUMBER", "value": doc},
                {"type": "STREET_NAME", "value": f"Pasaje Los Aromos {g.r.randrange(100, 2999)}, Maipú"},
            ],
        }
    }
    return json.dumps(body, indent=2, ensure_ascii=False), [doc], doc


@kind(
    "ecom_xiaohongshu_order_receiver_info",
    "https://apifox.com/apidoc/docs-site/1103512/api-24202364 (小红书 订单 API: 订单收件人信息, 批量解密)",
    r"1[3-9]\d{9}",
    prefixless=True,
)
def _xhs(g: _R):
    phone = "1" + _pick(g, "3456789") + g.digits(9, first_nonzero=False)
    addr = f"浙江省杭州市西湖区文三路{g.r.randrange(10, 600)}号{g.r.randrange(1, 30)}幢{g.r.randrange(101, 2999)}室"
    body = {
        "success": True,
        "data": {
            "receiverInfos": [
                {
                    "orderId": "P" + g.digits(18),
                    "receiverName": "沈雨桐",
                    "receiverPhone": phone,
                    "receiverAddress": addr,
                }
            ]
        },
    }
    return json.dumps(body, ensure_ascii=False), [phone, addr], phone


@kind(
    "ecom_likeshop_order_consignee_mobile",
    "https://www.kancloud.cn/yi_xiang_42/likeshop_b2b2c_a_api/2529289 (likeshop /shopapi/order/getAddress: consignee, address, mobile)",
    r"1[3-9]\d{9}",
    prefixless=True,
)
def _likeshop(g: _R):
    mobile = "1" + _pick(g, "3456789") + g.digits(9, first_nonzero=False)
    addr = f"天河路{g.r.randrange(100, 999)}号{g.r.randrange(1, 40)}楼{g.r.randrange(1, 9)}0{g.r.randrange(1, 9)}"
    body = {
        "code": 1,
        "msg": "获取成功",
        "data": {
            "consignee": "邝嘉怡",
            "province": 440000,
            "city": 440100,
            "district": 440106,
            "address": addr,
            "mobile": mobile,
        },
    }
    return (
        "GET /shopapi/order/getAddress?id=" + g.digits(5) + "\n" + json.dumps(body, ensure_ascii=False),
        [mobile, addr],
        mobile,
    )


@kind(
    "ecom_wechat_ministore_address_info_tel",
    "https://developers.weixin.qq.com/community/develop/doc/000c28fa8f0d087909dc49e205bc00 "
    "(mini-shop order: order_detail.delivery_info.address_info.tel_number)",
    r"1[3-9]\d{9}",
    prefixless=True,
)
def _wechat(g: _R):
    tel = "1" + _pick(g, "3456789") + g.digits(9, first_nonzero=False)
    detail = f"高新区天府三街{g.r.randrange(1, 300)}号 {g.r.randrange(1, 30)}栋{g.r.randrange(1, 30)}0{g.r.randrange(1, 9)}"
    info = {
        "user_name": "冉晓燕",
        "postal_code": "610041",
        "province_name": "四川省",
        "city_name": "成都市",
        "detail_info": detail,
        "tel_number": tel,
    }
    text = "console.log(res.order.order_detail.delivery_info.address_info)\n" + json.dumps(
        info, ensure_ascii=False, indent=2
    )
    return text, [tel, detail], tel


@kind(
    "ecom_shopier_order_buyer_address_tr",
    "https://glama.ai/mcp/servers/karadoganyi/shopier-mcp/tools/get_order (Shopier sipariş detayı: alıcı, adres, gönderim)",
    r"\+90 5\d{2} \d{3} \d{2} \d{2}",
    prefixless=True,
)
def _shopier(g: _R):
    phone = f"+90 5{g.digits(2, first_nonzero=False)} {g.digits(3, first_nonzero=False)} {g.digits(2, first_nonzero=False)} {g.digits(2, first_nonzero=False)}"
    addr = f"Gazi Mah. {g.r.randrange(1, 400)}. Sk. No:{g.r.randrange(1, 60)} D:{g.r.randrange(1, 20)} Yenimahalle/Ankara"
    body = {
        "id": int(g.digits(8)),
        "buyer": {"name": "Elif", "surname": "Karabulut", "phone": phone},
        "shippingInfo": {"address": addr, "city": "Ankara"},
    }
    return (
        "tool_result get_order:\n" + json.dumps(body, ensure_ascii=False),
        [phone, addr],
        phone.replace(" ", "").lstrip("+"),
    )


@kind(
    "ecom_telegram_payment_requested_info",
    "https://core.Telegram.org/constructor/paymentRequestedInfo?layer=8 (name, phone, email, shipping_address)",
    r"998\d{9}",
    prefixless=True,
)
def _tg_pay(g: _R):
    phone = "998" + _pick(g, ["90", "91", "93", "94", "97", "99"]) + g.digits(7, first_nonzero=False)
    email = f"{_pick(g, ['dilnoza', 'jasur', 'shahzoda'])}.{_pick(g, ['karimova', 'tursunov', 'rahimova'])}{g.digits(2)}@mail.ru"
    upd = {
        "_": "updateBotPrecheckoutQuery",
        "query_id": int(g.digits(18)),
        "info": {
            "_": "paymentRequestedInfo",
            "name": "Dilnoza Karimova",
            "phone": phone,
            "email": email,
            "shipping_address": {
                "street_line1": f"Chilonzor 9-kvartal, {g.r.randrange(1, 60)}-uy",
                "city": "Toshkent",
                "country_iso2": "UZ",
            },
        },
    }
    return "DEBUG telethon.update: " + json.dumps(upd), [phone, email], phone


@kind(
    "ecom_tdlib_order_info_shipping_address",
    "https://hexdocs.pm/ex_tdlib/0.0.4/ExTDLib.Object.OrderInfo.html (orderInfo: name, phone_number, email_address, shipping_address)",
    r"\+976 \d{4} \d{4}",
    prefixless=True,
)
def _tdlib(g: _R):
    phone = f"+976 {_pick(g, ['88', '99', '95', '80'])}{g.digits(2, first_nonzero=False)} {g.digits(4, first_nonzero=False)}"
    addr = f"Баянзүрх дүүрэг, {g.r.randrange(1, 28)}-р хороо, {g.r.randrange(1, 90)}-р байр, {g.r.randrange(1, 200)} тоот"
    obj = {
        "@type": "orderInfo",
        "name": "Ганбаатарын Солонго",
        "phone_number": phone,
        "email_address": "",
        "shipping_address": {
            "@type": "address",
            "country_code": "MN",
            "city": "Улаанбаатар",
            "street_line1": addr,
        },
    }
    return (
        "td_json_client_receive: " + json.dumps(obj, ensure_ascii=False),
        [phone, addr],
        phone.replace(" ", "").lstrip("+"),
    )


@kind(
    "shipping_aramex_consignee_contact_json",
    "https://app.unpkg.com/aramex-service-api@1.0.2/files/src/types.ts (Contact: PersonName, PhoneNumber1, CellPhone, EmailAddress; "
    "PartyAddress Line1); https://pastebin.com/nrsZmpJJ",
    r"\+9627[789]\d{7}",
    prefixless=True,
)
def _aramex(g: _R):
    cell = "+9627" + _pick(g, "789") + g.digits(7, first_nonzero=False)
    line1 = f"شارع الأمير حسن، بناية {g.r.randrange(1, 90)}، الطابق {g.r.randrange(1, 6)} - جبل النزهة"
    consignee = {
        "PartyAddress": {"Line1": line1, "City": "Amman", "CountryCode": "JO"},
        "Contact": {
            "PersonName": "Rawan Al-Khatib",
            "PhoneNumber1": cell,
            "CellPhone": cell,
            "EmailAddress": f"rawan.k{g.digits(3)}@gmail.com",
        },
    }
    text = "[aramex] CreateShipments request Consignee=" + json.dumps(consignee, ensure_ascii=False)
    return text, [cell, line1], cell.lstrip("+")


@kind(
    "shipping_cargonizer_consignee_xml",
    "https://github.com/logistra/cargonizer-documentation/wiki/Consignments (consignments.xml: consignee name, address1, postcode, mobile)",
    r"[49]\d{7}",
    prefixless=True,
)
def _cargonizer(g: _R):
    mobile = _pick(g, "49") + g.digits(7, first_nonzero=False)
    addr = f"{_pick(g, ['Kirkeveien', 'Sjøgata', 'Bjerkelia', 'Fjellveien'])} {g.r.randrange(1, 200)}B"
    xml = (
        '<consignments><consignment transport_agreement="1433" print="false"><product>bring2_business_parcel</product>\n'
        f"<parts><consignee><name>Sigrid Haugland Ødegård</name><address1>{addr}</address1><postcode>9008</postcode>"
        f"<city>Tromsø</city><country>NO</country><mobile>{mobile}</mobile></consignee></parts></consignment></consignments>"
    )
    return xml, [mobile, addr], mobile


@kind(
    "shipping_zpl_label_delivery_address",
    "https://github.com/ihelpu-tech/amazon-qrcode-label-creator (sample-label.zpl: ^FX Ship to ^FD name/street/city); "
    "ZPL II ^FO/^FD delivery-address blocks of a USPS label",
    r"\d{3,5} [A-Z]+ (ST|AVE|DR|LN|CT)( APT \d+)?",
    prefixless=True,
)
def _zpl(g: _R):
    street = f"{g.r.randrange(100, 99999)} {_pick(g, ['JUNIPER', 'KESTREL', 'ARROYO', 'BUCKEYE'])} {_pick(g, ['ST', 'AVE', 'DR', 'LN', 'CT'])} APT {g.r.randrange(1, 40)}"
    name = _pick(g, ["MARISOL ECHEVARRIA", "DWAYNE HOLLOWAY", "TRAN BAO NGOC", "KEALOHA MAKAIAU"])
    text = (
        "^XA\n^FX Ship to\n^FO40,160^A0,30^FDSHIP^FS\n^FO60,190^A0,30^FDTO:^FS\n"
        f"^FO120,160^A0,30^FD{name}^FS\n^FO120,190^A0,30^FD{street}^FS\n"
        f"^FO120,220^A0,30^FDHILO HI 96720-{g.digits(4, first_nonzero=False)}^FS\n^XZ"
    )
    return text, [street, name], street.replace(" ", "-")


@kind(
    "shipping_keystone_consignee_contact",
    "https://keystone-api-standard.eu.apidog.com/684894d0 (consigneePersonName, consigneeStreet, consigneeContactInformation email/phone)",
    r"\+421 9\d{2} \d{3} \d{3}",
    prefixless=True,
)
def _keystone(g: _R):
    phone = f"+421 9{g.digits(2, first_nonzero=False)} {g.digits(3, first_nonzero=False)} {g.digits(3, first_nonzero=False)}"
    body = {
        "consigneePersonName": "Zuzana Kováčiková",
        "consigneePostcode": "040 01",
        "consigneeCity": "Košice",
        "consigneeCountryCode": {"region": "EU", "value": "SK"},
        "consigneeStreet": f"Hlavná {g.r.randrange(1, 140)}",
        "consigneeContactInformation": {"email": f"z.kovacikova{g.digits(2)}@azet.sk", "phone": phone},
    }
    return (
        json.dumps(body, ensure_ascii=False, indent=2),
        [phone, body["consigneeContactInformation"]["email"]],
        phone.replace(" ", "").lstrip("+"),
    )


@kind(
    "customs_cn23_declaration_sender",
    "from memory: UPU CN23 customs declaration (sender name, address, phone; contents)",
    r"\+233 (20|24|54|55) \d{3} \d{4}",
    prefixless=True,
)
def _cn23(g: _R):
    phone = f"+233 {_pick(g, ['20', '24', '54', '55'])} {g.digits(3, first_nonzero=False)} {g.digits(4, first_nonzero=False)}"
    text = (
        "CN 23  CUSTOMS DECLARATION\nFrom: Abena Owusu-Ansah\n"
        f"GA-{g.digits(3)}-{g.digits(4)}, Dzorwulu, Accra, GHANA   Tel {phone}\n"
        "Detailed description of contents: kente cloth (2), shea butter 500 g\n"
        "Importer reference (tax code/VAT no.): P00" + g.digits(8)
    )
    return text, [phone], phone.replace(" ", "").lstrip("+")


# -- social-media exports ---------------------------------------------------------------------


@kind(
    "social_instagram_personal_information_json",
    "https://github.com/michabirklbauer/instagram_json_viewer (Instagram data download, profile JSON); "
    "Instagram export profile_user[].string_map_data {Username, Email, Phone Number, Date of birth}",
    r"[a-z]+(\.|_)[a-z]+\d{2,4}@(gmail|yahoo)\.com",
    prefixless=True,
)
def _instagram(g: _R):
    email = f"{_pick(g, ['amara', 'kofi', 'zainab', 'yaw'])}{_pick(g, ['.', '_'])}{_pick(g, ['boateng', 'mensah', 'diallo'])}{g.digits(3)}@{_pick(g, ['gmail', 'yahoo'])}.com"
    phone = "+23324" + g.digits(7, first_nonzero=False)
    bd = _date(g, 1985, 2006).isoformat()
    doc = {
        "profile_user": [
            {
                "media_map_data": {},
                "string_map_data": {
                    "Email": {"href": "", "value": email, "timestamp": 0},
                    "Phone Number": {"href": "", "value": phone, "timestamp": 0},
                    "Username": {"href": "", "value": "amara.b_" + g.s(4, LOWER_DIGITS), "timestamp": 0},
                    "Date of birth": {"href": "", "value": bd, "timestamp": 0},
                },
            }
        ]
    }
    text = "$ cat personal_information/personal_information/personal_information.json\n" + json.dumps(
        doc, indent=2
    )
    return text, [email, phone, bd], phone.lstrip("+")


@kind(
    "social_tiktok_user_data_profile_map",
    "https://github.com/abrignoni/RLEAPP (scripts/artifacts/tikTokArchiveJson.py: user_data.json Profile Information); "
    "https://github.com/drkblog/tiktok-userdata",
    r"\+84 9\d \d{3} \d{4}",
    prefixless=True,
)
def _tiktok(g: _R):
    phone = f"+84 9{g.digits(1, first_nonzero=False)} {g.digits(3, first_nonzero=False)} {g.digits(4, first_nonzero=False)}"
    bd = f"{_date(g, 1990, 2007):%d-%b-%Y}"
    doc = {
        "Profile": {
            "Profile Information": {
                "ProfileMap": {
                    "PlatformInfo": [],
                    "bioDescription": "Hà Nội 🌸",
                    "birthDate": bd,
                    "emailAddress": f"ngoc.han{g.digits(4)}@gmail.com",
                    "telephoneNumber": phone,
                    "userName": "hanngoc." + g.s(5, LOWER_DIGITS),
                }
            }
        }
    }
    return json.dumps(doc, ensure_ascii=False, indent=1), [phone, bd], phone.replace(" ", "").lstrip("+")


@kind(
    "social_linkedin_connections_csv_row",
    "https://github.com/szabgab/code-maven.com (pages/backup-your-linkedin-data.md: Connections.csv); "
    "LinkedIn Connections.csv header First Name,Last Name,URL,Email Address,Company,Position,Connected On",
    r"[a-z]+\.[a-z]+\.[a-k]{3}@[a-z]+\.(co\.ke|co\.tz|co\.ug)",
    prefixless=True,
)
def _linkedin(g: _R):
    first, last = (
        _pick(g, ["Wanjiru", "Baraka", "Achieng", "Kiprono"]),
        _pick(g, ["Mwangi", "Otieno", "Chebet", "Kamau"]),
    )
    email = (
        f"{first.lower()}.{last.lower()}{g.digits(2)}"[:-2]
        + f".{g.s(3, 'abcdefghijk')}@{_pick(g, ['safaricom', 'equitybank', 'kcbgroup'])}.{_pick(g, ['co.ke', 'co.tz', 'co.ug'])}"
    )
    url = f"https://www.linkedin.com/in/{first.lower()}-{last.lower()}-{g.s(8, LOWER_DIGITS)}"
    text = (
        'Notes:\n"When exporting your connection data, you may notice that some of the email addresses are missing."\n\n'
        "First Name,Last Name,URL,Email Address,Company,Position,Connected On\n"
        f"{first},{last},{url},{email},Safaricom PLC,Senior Data Engineer,{g.r.randrange(1, 28):02d} Mar 2024\n"
    )
    return text, [email, url], url.rsplit("/", 1)[-1]


@kind(
    "social_vk_users_get_contacts",
    "https://docs.rs/crate/safe-vk/0.2.1/source/src/responses/user.rs (Contacts: mobile_phone, home_phone); "
    "https://rdrr.io/cran/vkR/man/getUsers.html (users.get fields)",
    r"\+7 9\d{2} \d{3}-\d{2}-\d{2}",
    prefixless=True,
)
def _vk(g: _R):
    mob = f"+7 9{g.digits(2, first_nonzero=False)} {g.digits(3, first_nonzero=False)}-{g.digits(2, first_nonzero=False)}-{g.digits(2, first_nonzero=False)}"
    home = f"8 (3452) {g.digits(2)}-{g.digits(2, first_nonzero=False)}-{g.digits(2, first_nonzero=False)}"
    resp = {
        "response": [
            {
                "id": int(g.digits(9)),
                "first_name": "Алёна",
                "last_name": "Шарипова",
                "home_town": "Тюмень",
                "mobile_phone": mob,
                "home_phone": home,
            }
        ]
    }
    text = (
        "GET https://api.vk.com/method/users.get?user_ids=…&fields=contacts,home_town&v=5.199\n"
        + json.dumps(resp, ensure_ascii=False)
    )
    return text, [mob, home], mob.replace(" ", "").replace("-", "").lstrip("+")


@kind(
    "dob_vk_bdate_day_month_year",
    "https://rdrr.io/cran/vkR/man/getUsers.html (bdate: DD.MM.YYYY or DD.MM, returned as D.M.YYYY); "
    "https://pkg.go.dev/bitbucket.org/lebronto_kerovol/gwsocialnetwork/v1/vk",
    r"\d{1,2}\.\d{1,2}\.\d{4}",
    prefixless=True,
)
def _vk_bdate(g: _R):
    d = _date(g, 1960, 2006)
    bdate = f"{d.day}.{d.month}.{d.year}"
    uid = g.digits(9)
    text = (
        ">>> api.users.get(user_ids=" + uid + ", fields='bdate,city')\n"
        f"[{{'id': {uid}, 'first_name': 'Тимур', 'last_name': 'Галиев', 'bdate': '{bdate}', 'city': {{'id': 60, 'title': 'Казань'}}}}]"
    )
    return text, [bdate, uid], f"{uid}-{d.isoformat()}"


@kind(
    "social_x_archive_account_js",
    "https://github.com/TheExGenesis/community-archive (docs/archive_data.md: account.js email, username, creation date; "
    "window.YTD.<name>.part0 files)",
    r"[a-z]+\d{3,4}@(hotmail|icloud)\.com",
    prefixless=True,
)
def _x_archive(g: _R):
    email = (
        f"{_pick(g, ['lupe', 'tevita', 'mele', 'sione'])}{g.digits(4)}@{_pick(g, ['hotmail', 'icloud'])}.com"
    )
    acct = {
        "account": {
            "email": email,
            "createdVia": "web",
            "username": "lupe_" + g.s(6, LOWER_DIGITS),
            "accountId": g.digits(18),
            "createdAt": "2012-07-19T02:11:47.000Z",
            "accountDisplayName": "Lupe Fifita",
        }
    }
    phone = "+6767" + g.digits(6, first_nonzero=False)
    text = (
        "$ head -c 400 data/account.js\nwindow.YTD.account.part0 = [\n  " + json.dumps(acct) + "\n]\n"
        '$ cat data/phone-number.js\nwindow.YTD.phone_number.part0 = [ { "device" : { "phoneNumber" : "'
        + phone
        + '" } } ]'
    )
    return text, [email, phone], phone.lstrip("+")


# -- fitness files ----------------------------------------------------------------------------


@kind(
    "fitness_gpx_metadata_author_email",
    "https://hackage.haskell.org/packages/archive/GPX/0.4.8/doc/html/Data-Geo-GPX-PersonType.html "
    "(GPX 1.1 personType: name, email id/domain, link); https://maplibre.org/spatial-k/api/gpx/org.maplibre.spatialk.gpx/-author/index.html",
    r'<email id="[a-z0-9.]+" domain="[a-z.]+"/>',
    prefixless=True,
)
def _gpx(g: _R):
    user = (
        f"{_pick(g, ['ines', 'duarte', 'leonor'])}.{_pick(g, ['furtado', 'semedo', 'tavares'])}{g.digits(2)}"
    )
    email = f'<email id="{user}" domain="sapo.cv"/>'
    lat = f"14.{g.digits(5, first_nonzero=False)}"
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="OsmAnd~ 4.8">\n  <metadata>\n'
        "    <name>Corrida matinal Praia</name>\n    <author>\n      <name>Inês Furtado Semedo</name>\n"
        f"      {email}\n    </author>\n  </metadata>\n"
        f'  <trk><trkseg><trkpt lat="{lat}" lon="-23.5{g.digits(4, first_nonzero=False)}"><time>2026-01-04T06:12:09Z</time></trkpt></trkseg></trk>\n</gpx>'
    )
    return text, [email, lat], user


@kind(
    "fitness_fit_user_profile_friendly_name",
    "https://hexdocs.pm/ext_fit/ExtFit.Profile.Messages.UserProfile.html (user_profile: friendly_name, gender, age, height, weight, "
    "resting_heart_rate, global_id)",
    r"\S+ \S+ \d{2}",
    prefixless=True,
)
def _fit(g: _R):
    fname = f"{_pick(g, ['Merdan', 'Aýna', 'Bahar', 'Serdar'])} {_pick(g, ['Orazow', 'Nurmuhammedowa', 'Atayew'])} {g.digits(2)}"
    gid = g.s(12, "0123456789abcdef")
    text = (
        "$ fitdump -n user_profile 2026-02-01-07-13-22.fit\nuser_profile\n"
        f" * friendly_name: {fname}\n * gender: male\n * age: {g.r.randrange(20, 60)} [years]\n * height: 1.78 [m]\n"
        f" * weight: {g.r.randrange(55, 95)}.{g.r.randrange(0, 9)} [kg]\n * resting_heart_rate: {g.r.randrange(45, 70)} [bpm]\n"
        f" * global_id: {gid}"
    )
    return _nfc(text), [_nfc(fname), gid], gid


# -- real estate, microfinance ----------------------------------------------------------------


@kind(
    "realestate_followupboss_people_json",
    "https://docs.unified.to/integrations/followupboss.md (Follow Up Boss person: emails, telephones, address); "
    "https://docs.followupboss.com/llms.txt",
    r"\(\d{3}\) \d{3}-\d{4}",
    prefixless=True,
)
def _fub(g: _R):
    phone = f"({_pick(g, ['808', '671', '670', '787'])}) {g.r.randrange(200, 999)}-{g.digits(4, first_nonzero=False)}"
    email = f"{_pick(g, ['noelani', 'kainoa', 'malia'])}.{_pick(g, ['kahale', 'akana', 'kealoha'])}{g.digits(2)}@gmail.com"
    body = {
        "people": [
            {
                "id": int(g.digits(5)),
                "name": "Noelani Kahale",
                "stage": "Hot Prospect",
                "source": "Zillow",
                "emails": [{"value": email, "type": "home", "isPrimary": 1}],
                "phones": [{"value": phone, "type": "mobile"}],
                "addresses": [
                    {
                        "street": f"{g.r.randrange(10, 99)}-{g.r.randrange(100, 999)} Kamehameha Hwy",
                        "city": "Kaneohe",
                        "state": "HI",
                    }
                ],
            }
        ]
    }
    bare = "".join(c for c in phone if c.isdigit())
    return (
        "GET https://api.followupboss.com/v1/people?limit=1&sort=-created\n" + json.dumps(body, indent=1),
        [phone, email],
        bare,
    )


@kind(
    "mfi_mambu_client_id_documents",
    "https://docs.mambu.com/api/api-v1/clients/create-or-update-client/ (POST /clients: client, idDocuments, addresses); "
    "https://docs.mambu.com/api/api-v2/clients/schemas/client/",
    r"[A-Z]{2}\d{7}",
    prefixless=True,
)
def _mambu(g: _R):
    doc = g.s(2, "ABCDEFGHJKLMNPRSTUVWXYZ") + g.digits(7, first_nonzero=False)
    body = {
        "client": {
            "firstName": "Fatoumata",
            "lastName": "Coulibaly",
            "birthDate": _date(g).isoformat(),
            "gender": "FEMALE",
            "mobilePhone1": "+223" + g.digits(8),
        },
        "idDocuments": [{"documentType": "Carte NINA", "documentId": doc, "issuingAuthority": "Bamako"}],
        "addresses": [
            {"line1": "Hamdallaye ACI 2000, rue " + g.digits(3), "city": "Bamako", "country": "Mali"}
        ],
    }
    text = "POST /api/clients\n" + json.dumps(body, indent=2)
    return text, [doc, body["client"]["mobilePhone1"]], doc


@kind(
    "geo_mambu_client_address_latlong",
    "https://docs.mambu.com/api/api-v2/clients/schemas/client/ (addresses[]: latitude, longitude, signed degrees with 6 decimals)",
    r"12\.\d{6}",
    prefixless=True,
)
def _mambu_geo(g: _R):
    lat = f"12.{g.digits(6, first_nonzero=False)}"
    lon = f"-1.{g.digits(6, first_nonzero=False)}"
    text = (
        "mambu client " + g.digits(6) + " ->\n"
        '{"addresses": [{"line1": "Secteur 28, Ouagadougou", "city": "Ouagadougou", "country": "Burkina Faso", '
        f'"latitude": {lat}, "longitude": {lon}, "indexInList": 0}}]}}'
    )
    return text, [lat, lon], f"{lat}_{lon}"


# -- student systems and exam boards ----------------------------------------------------------


@kind(
    "sis_oneroster_user_identifier_json",
    "https://pastebin.com/HvXuPUTA (OneRoster v1p1 user: sourcedId, username, userIds, givenName, familyName, identifier, email); "
    "https://learn.microsoft.com/en-gb/schooldatasync/sds-oneroster-api",
    r"[a-z]+\.[a-z]+\d{2}@[a-z]+\.k12\.[a-z]{2}\.us",
    prefixless=True,
)
def _oneroster(g: _R):
    given, family = (
        _pick(g, ["Xochitl", "Dakota", "Ayanna", "Tenzin"]),
        _pick(g, ["Begay", "Yazzie", "Tsosie", "Nez"]),
    )
    email = f"{given.lower()}.{family.lower()}{g.digits(2)}@{_pick(g, ['gallupmckinley', 'chinle', 'kayenta'])}.k12.{_pick(g, ['nm', 'az'])}.us"
    ident = g.digits(9)
    user = {
        "sourcedId": ident,
        "status": "active",
        "username": email.split("@")[0],
        "userIds": [{"type": "FED", "identifier": ident}],
        "givenName": given,
        "familyName": family,
        "role": "student",
        "identifier": "S" + ident,
        "email": email,
        "grades": ["08"],
    }
    return (
        "GET /ims/oneroster/v1p1/users/" + ident + "\n" + json.dumps({"user": user}, indent=1),
        [email, "S" + ident],
        "S" + ident,
    )


@kind(
    "exam_waec_result_checker_form",
    "https://www.explainer.ng/education/waec-result-certificate-guide (WAEC result checker: exam number, year, type, e-PIN, serial); "
    "https://eurousjobs.com/how-do-i-get-my-waec-pin-and-serial-number",
    r"4\d{9}",
    prefixless=True,
)
def _waec(g: _R):
    exam_no = "4" + g.digits(9, first_nonzero=False)
    pin = g.digits(12)
    serial = "WRN" + g.digits(9)
    text = (
        "POST https://www.waecdirect.org/DisplayResult.aspx\n"
        f"ExamNumber={exam_no}&ExamYear=2025&ExamType=MAY%2FJUNE&pin={pin}&serial={serial}\n"
        "-> CANDIDATE: OYEBANJI TEMITOPE GRACE  CENTRE: 4150104 IBADAN"
    )
    return text, [exam_no, pin, serial], exam_no


# -- KYC, payments, citizen portals -----------------------------------------------------------


@kind(
    "payment_pagarme_customer_born_at",
    "https://docs.pagar.me/v1/reference/objeto-cliente (customer: document_number, name, email, born_at, gender, phones)",
    r"\d{4}-\d{2}-\d{2}T00:00:00\.000Z",
    prefixless=True,
)
def _pagarme(g: _R):
    born = _date(g).isoformat() + "T00:00:00.000Z"
    email = f"{_pick(g, ['thais', 'caio', 'iara'])}.{_pick(g, ['moura', 'bezerra', 'teles'])}{g.digits(3)}@uol.com.br"
    body = {
        "object": "customer",
        "id": int(g.digits(7)),
        "name": "Iara Bezerra Teles",
        "email": email,
        "born_at": born,
        "gender": "F",
        "phones": [{"ddd": "85", "number": "9" + g.digits(8, first_nonzero=False)}],
    }
    return json.dumps(body), [born, email], born[:10]


@kind(
    "kyc_complycube_document_polling_card",
    "https://docs.complycube.com/documentation/api-reference/core-resources/documents/create-a-document "
    "(type polling_card, documentNumber, issuingCountry)",
    r"\d{4}-\d{4}-\d{4}",
    prefixless=True,
)
def _complycube(g: _R):
    num = f"{g.digits(4)}-{g.digits(4, first_nonzero=False)}-{g.digits(4, first_nonzero=False)}"
    body = {
        "clientId": g.s(24, "0123456789abcdef"),
        "type": "polling_card",
        "classification": "proof_of_identity",
        "documentNumber": num,
        "issuingCountry": "LR",
    }
    return (
        "curl -X POST https://api.complycube.com/v1/documents -H 'Authorization: …' -d '"
        + json.dumps(body)
        + "'",
        [num],
        num,
    )


@kind(
    "kyc_ng_blusalt_bvn_personal_info",
    "https://pub.dev/documentation/blusalt_identity_verification/latest/model_bvn_response/PersonalInfo-class.html "
    "(BVN PersonalInfo: full_name, phone_number, date_of_birth, lga_of_origin, state_of_origin)",
    r"0[789][01]\d{8}",
    prefixless=True,
)
def _blusalt_bvn(g: _R):
    phone = "0" + _pick(g, "789") + _pick(g, "01") + g.digits(8, first_nonzero=False)
    name = _name(g, GIVEN_NG, FAMILY_NG)
    info = {
        "first_name": name.split()[0],
        "last_name": name.split()[1],
        "full_name": name,
        "phone_number": phone,
        "date_of_birth": _date(g).strftime("%d-%b-%Y"),
        "lga_of_origin": "Nsukka",
        "state_of_origin": "Enugu State",
        "gender": "Female",
    }
    return "I/flutter: BVN verification ok " + json.dumps({"personal_info": info}), [phone, name], phone


@kind(
    "kyc_ng_blusalt_document_personal_info",
    "https://pub.dev/documentation/blusalt_document_verification/latest/model/PersonalInfo-class.html "
    "(PersonalInfo: fullName, dateOfBirth, mobileNumber, nationality)",
    r"\+234[789][01]\d{8}",
    prefixless=True,
)
def _blusalt_doc(g: _R):
    mob = "+234" + _pick(g, "789") + _pick(g, "01") + g.digits(8, first_nonzero=False)
    dob = _date(g).isoformat()
    text = (
        "PersonalInfo(imageURL: null, fullName: " + _name(g, GIVEN_NG, FAMILY_NG) + f", dateOfBirth: {dob}, "
        f"formattedDateOfBirth: {dob}, mobileNumber: {mob}, nationality: Nigerian, gender: M)"
    )
    return text, [mob, dob], mob.lstrip("+")


@kind(
    "payment_dlocal_personal_information_uy",
    "https://docs.dlocal.com/reference/the-personal-information-object "
    "(date_of_birth DD-MM-YYYY, document_type CI, document, address, phone_number, mothers_full_name)",
    r"\d{8}",
    prefixless=True,
)
def _dlocal(g: _R):
    ci = _ci_uy(g)
    phone = "+5989" + g.digits(7, first_nonzero=False)
    pi = {
        "personal_information": {
            "date_of_birth": _date(g).strftime("%d-%m-%Y"),
            "document_type": "CI",
            "document": ci,
            "country": "UY",
            "address": f"Av. Rivera {g.r.randrange(1000, 6000)}",
            "city": "Montevideo",
            "phone_number": phone,
            "mothers_full_name": "Graciela Ferreira",
        }
    }
    return json.dumps(pi, indent=3), [ci, phone], ci


@kind(
    "kyc_sumup_personal_profile_national_id",
    "https://github.com/yauri-io/sumup-js-sdk/blob/HEAD/docs/PersonalProfilePayload.md "
    "(firstName, lastName, dateOfBirth, mobilePhone, nationalId, address)",
    r"\d{8}[A-Z]",
    prefixless=True,
)
def _sumup(g: _R):
    n = g.digits(8, first_nonzero=False)
    nid = n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]
    payload = {
        "firstName": "Nerea",
        "lastName": "Etxeberria Goikoetxea",
        "dateOfBirth": _date(g).isoformat(),
        "mobilePhone": "+346" + g.digits(8, first_nonzero=False),
        "nationalId": nid,
        "address": {
            "line1": f"Kale Nagusia {g.r.randrange(1, 80)}",
            "city": "Donostia",
            "postalCode": "20003",
            "country": "ES",
        },
    }
    return (
        "await client.merchant.updatePersonalProfile(" + json.dumps(payload, ensure_ascii=False) + ")",
        [nid, payload["mobilePhone"]],
        nid,
    )


@kind(
    "kyc_bloc_kyc_detail_nin",
    "https://github.com/orhchestrate/bloc-go/blob/main/docs/AllOfData25KycDetail.md (KycDetail: Dob, IdentityType, IdentityNumber, Email, PhoneNumber)",
    r"\d{11}",
    prefixless=True,
)
def _bloc(g: _R):
    nin = g.digits(11)
    phone = "+2348" + _pick(g, "01") + g.digits(8, first_nonzero=False)
    text = (
        "--- FAIL: TestCreateCustomerKYC (0.41s)\n"
        f'    customer_test.go:88: unexpected kyc_detail: {{Dob:"{_date(g).isoformat()}" IdentityType:"NIN" IdentityNumber:"{nin}" '
        f'Email:"halima.y{g.digits(3)}@gmail.com" PhoneNumber:"{phone}"}}'
    )
    return text, [nin, phone], nin


@kind(
    "kyc_jp_card_reader_personal_information",
    "https://share.apidog.com/apidoc/docs-site/383232/schema-738742 (card reader result: personal_information common_name, address, date_of_birth)",
    r"\d{8}",
    prefixless=True,
)
def _jp_reader(g: _R):
    d = _date(g)
    dob = d.strftime("%Y%m%d")
    addr = f"北海道札幌市中央区南{g.r.randrange(1, 30)}条西{g.r.randrange(1, 20)}丁目{g.r.randrange(1, 30)}番{g.r.randrange(1, 20)}号"
    body = {
        "result": "ok",
        "personal_information": {
            "common_name": "佐々木 千尋",
            "address": addr,
            "date_of_birth": dob,
            "gender": "2",
        },
    }
    return json.dumps(body, ensure_ascii=False), [dob, addr], f"cr-{dob}-{g.digits(3)}"


@kind(
    "gov_sg_myinfo_person_regadd",
    "https://docs.developer.singpass.gov.sg/docs/singpass-developer-docs/legacy-myinfo-v3-v4/technical-specifications/myinfo-v4/tutorials/tutorial-1-myinfo-person-sample-data "
    "(person-sample: uinfin, name, dob, mobileno, regadd)",
    r"[ST]\d{7}[A-Z]",
    prefixless=True,
)
def _myinfo(g: _R):
    uin = _nric_sg(g)
    mob = "9" + g.digits(7, first_nonzero=False)
    person = {
        "uinfin": {"value": uin, "source": "1"},
        "name": {"value": "TAN XIAO HUI"},
        "dob": {"value": _date(g).isoformat()},
        "mobileno": {"prefix": {"value": "+"}, "areacode": {"value": "65"}, "nbr": {"value": mob}},
        "regadd": {
            "type": "SG",
            "block": {"value": str(g.r.randrange(100, 999))},
            "street": {"value": "TAMPINES STREET 8" + str(g.r.randrange(1, 9))},
            "floor": {"value": f"{g.r.randrange(2, 25):02d}"},
            "unit": {"value": g.digits(3)},
            "postal": {"value": "52" + g.digits(4, first_nonzero=False)},
        },
    }
    return (
        "GET https://sandbox.api.myinfo.gov.sg/com/v4/person-sample/" + uin + "\n" + json.dumps(person),
        [uin, mob],
        uin,
    )


@kind(
    "gov_no_krr_kontaktinformasjon",
    "https://docs.digdir.no/resources/begrep/oppslagstjenesten/HentPersonRespons "
    "(KRR HentPersonRespons: personidentifikator, kontaktinformasjon epostadresse, mobiltelefonnummer)",
    r"\d{11}",
    prefixless=True,
)
def _krr(g: _R):
    fnr = _fnr_no(g)
    mob = "+47" + _pick(g, "49") + g.digits(7, first_nonzero=False)
    email = f"{_pick(g, ['ingrid', 'eirik', 'solveig'])}.{_pick(g, ['nygaard', 'bakke', 'strand'])}{g.digits(2)}@online.no"
    body = {
        "personidentifikator": fnr,
        "reservasjon": "NEI",
        "status": "AKTIV",
        "kontaktinformasjon": {
            "epostadresse": email,
            "mobiltelefonnummer": mob,
            "mobiltelefonnummer_oppdatert": "2025-11-02T09:14:51+01",
        },
    }
    return json.dumps(body, ensure_ascii=False, indent=2), [fnr, mob, email], fnr


@kind(
    "civic_eswaraj_person_api_mobile",
    "https://github.com/eswaraj/platform/wiki/Person-API (person search response: dob ms, email, landlineNumber1, mobileNumber1, personAddress)",
    r"[6-9]\d{9}",
    prefixless=True,
)
def _eswaraj(g: _R):
    mob = _pick(g, "6789") + g.digits(9, first_nonzero=False)
    dob_ms = str(int(dt.datetime.combine(_date(g), dt.time(), dt.timezone.utc).timestamp() * 1000))
    p = {
        "id": int(g.digits(5)),
        "name": "Ravindra Kulkarni",
        "dob": dob_ms,
        "gender": "Male",
        "mobileNumber1": mob,
        "personAddress": {
            "line1": f"Flat {g.r.randrange(1, 40)}, Shivneri Apts",
            "postalCode": "4110" + g.digits(2, first_nonzero=False),
        },
    }
    return "GET /ajax/person/search/name/ravi\n" + json.dumps([p]), [mob, dob_ms], mob


# -- elections, notaries, courts --------------------------------------------------------------


@kind(
    "election_decidim_census_id_birthdate_csv",
    "https://www.rubydoc.info/gems/decidim-file_authorization_handler/file/README.md (census CSV: ID_NUMBER,BIRTH_DATE dd/mm/YYYY); "
    "https://rubydoc.info/github/decidim/decidim/Decidim/Verifications/CsvCensus",
    r"\d{8}[A-Z];\d{2}/\d{2}/\d{4}",
    prefixless=True,
)
def _decidim(g: _R):
    n = g.digits(8, first_nonzero=False)
    row = f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[int(n) % 23]};{_date(g):%d/%m/%Y}"
    text = (
        "$ head -3 cens_sant_boi_2026.csv\nID_NUMBER;BIRTH_DATE;DISTRICT\n"
        f"{row};Marianao\n"
        "$ bin/rails runner 'Decidim::FileAuthorizationHandler::CensusDatum.insert_all(...)'"
    )
    return text, [row], row.replace(";", "_").replace("/", "-")


@kind(
    "election_zeus_voters_mobile_csv",
    "https://github.com/grnet/zeus/commit/1df639aa4514ba7eb032a96b9aaf78432d4b87bc "
    "(send_voter_sms --voters-mobile-file: <voter-id>,<email>,<mobile>)",
    r"30 ?69\d{8}",
    prefixless=True,
)
def _zeus(g: _R):
    mob = "3069" + _pick(g, "3479") + g.digits(7, first_nonzero=False)
    email = f"{_pick(g, ['kpapadaki', 'gnikolaou', 'emarkou'])}{g.digits(2)}@{_pick(g, ['uoa', 'auth', 'upatras'])}.gr"
    text = (
        "$ python manage.py send_voter_sms --election-uuid … --voters-mobile-file voters_mobiles.csv --dry-run\n"
        f"would send to voter {g.digits(4)},{email},{mob}"
    )
    return text, [mob, email], mob


@kind(
    "election_agora_voters_name_email_csv",
    "https://gitlab.com/aossie/Agora-web-frontend/merge_requests/66 (upload voter list via CSV: name, email)",
    r"[a-z]+\.[a-z]+\d{3}@[a-z]+\.(ac\.in|edu\.np|ac\.lk)",
    prefixless=True,
)
def _agora(g: _R):
    first, last = (
        _pick(g, ["Pasang", "Nimesha", "Aarohi", "Thilini"]),
        _pick(g, ["Sherpa", "Perera", "Bhattarai", "Jayasuriya"]),
    )
    email = f"{first.lower()}.{last.lower()}{g.digits(3)}@{_pick(g, ['ku', 'tu', 'pdn'])}.{_pick(g, ['ac.in', 'edu.np', 'ac.lk'])}"
    text = f"voters.csv\nname,email\n{first} {last},{email}\n"
    return text, [email, f"{first} {last},{email}"], email.split("@")[0]


@kind(
    "notary_br_cnm_codigo_nacional_matricula",
    "https://www.legjur.com/legislacao/nivel/out_2025081200001492023/capitulo-vii-do-registro-de-imoveis-secao-iii-do-codigo-nacional-de-matricula "
    "(Provimento CNJ 143/2023: CCCCCC.L.NNNNNNN-DD, DD by ISO 7064 MOD 97-10)",
    r"\d{6}\.[23]\.\d{7}-\d{2}",
    prefixless=True,
)
def _cnm(g: _R):
    cns, livro, mat = g.digits(6), _pick(g, "23"), g.digits(7, first_nonzero=False)
    body = cns + livro + mat
    dd = 98 - (int(body) * 100) % 97
    cnm = f"{cns}.{livro}.{mat}-{dd:02d}"
    text = (
        "CERTIDÃO DE INTEIRO TEOR — Registro de Imóveis de Campina Grande/PB\n"
        f"CNM: {cnm}\nPROPRIETÁRIA: MARIA DAS GRAÇAS VASCONCELOS, CPF …, casada\n"
        f"IMÓVEL: casa nº {g.r.randrange(10, 999)} da Rua Siqueira Campos, bairro Prata"
    )
    return text, [cnm], cnm.replace(".", "-")


@kind(
    "court_ar_cuij_expediente",
    "from memory: Argentine Código Único de Identificación Judicial (CUIJ), e.g. J-01-00012345-6/2023-0, in a case caption",
    r"[J][-]\d{2}-\d{8}-\d/\d{4}-\d",
    prefixless=True,
)
def _cuij(g: _R):
    cuij = f"J-{g.digits(2)}-{g.digits(8, first_nonzero=False)}-{g.digits(1, first_nonzero=False)}/{g.r.randrange(2015, 2026)}-0"
    text = (
        f'Expte. CUIJ {cuij}\n"GIMÉNEZ, ROSA AMALIA C/ LEIVA, HÉCTOR RAÚL S/ ALIMENTOS"\n'
        "Juzgado de Familia N° 2 — Resistencia, Chaco"
    )
    return text, [cuij], cuij.replace("/", "-")


# -- coordinates and trackers -----------------------------------------------------------------

_MAPCODE = "0123456789BCDFGHJKLMNPQRSTVWXZ"


@kind(
    "geo_mapcode_local_territory",
    "https://docs.tomtom.com/maps-sdk-js/api-reference/types/core.Mapcode.html (local mapcode 'NLD 4J.P2': territory + code); "
    "https://github.com/mapcode-foundation/mapcode-java",
    r"[A-Z]{2,3}(-[A-Z]{2,3})? [0-9A-Z]{2,5}\.[0-9A-Z]{2,4}",
    prefixless=True,
)
def _mapcode_local(g: _R):
    code = f"{_pick(g, ['GHA', 'SUR', 'BLZ', 'LBR', 'TGO'])} {g.s(g.r.randrange(3, 6), _MAPCODE)}.{g.s(g.r.randrange(2, 4), _MAPCODE)}"
    text = (
        "support ticket #"
        + g.digits(5)
        + ": Delivery failed again. My house is at mapcode "
        + code
        + " (the blue gate behind the pharmacy). Call me before you come."
    )
    return text, [code], code.replace(" ", "-")


@kind(
    "geo_mapcode_international_code",
    "https://docs.tomtom.com/maps-sdk-js/api-reference/types/core.Mapcode.html (International mapcode 'VHXGB.4J9W'); "
    "https://developer.tomtom.com/assets/downloads/mapssdk/APIReferences/JavaDocSearch_2.4.771/com.tomtom.online.sdk.search.location/-map-code/index.html",
    r"[0-9A-Z]{5}\.[0-9A-Z]{4}",
    prefixless=True,
)
def _mapcode_intl(g: _R):
    code = f"{g.s(5, _MAPCODE)}.{g.s(4, _MAPCODE)}"
    body = {
        "address": {"freeformAddress": "home (customer)"},
        "mapcodes": [{"type": "International", "fullMapcode": code}],
    }
    return "reverseGeocode(home_pin) ->\n" + json.dumps(body), [code], code


@kind(
    "geo_tk103_tracker_imei_position",
    "https://github.com/michaelkleinhenz/tk102b-server (TK102/TK103 trackers, GPRS reporting to a tracker port); "
    "GPS103/TK103 text protocol 'imei:<IMEI>,tracker,…,<lat>,N,<lon>,E,…'",
    r"\d{15}",
    prefixless=True,
)
def _tk103(g: _R):
    imei = _imei(g)
    lat = f"0{g.r.randrange(5, 9)}{g.r.randrange(10, 59)}.{g.digits(4, first_nonzero=False)}"
    lon = f"00{g.r.randrange(0, 2)}{g.r.randrange(10, 59)}.{g.digits(4, first_nonzero=False)}"
    line = f"imei:{imei},tracker,260211071502,,F,071502.000,A,{lat},N,{lon},E,0.00,0;"
    return (
        f"2026-02-11 07:15:03 tk103-listener <- {line}\nowner: Kwame Asante-Darko (school run car)",
        [imei, lat],
        imei,
    )


@kind(
    "phone_gw_kids_watch_sos_numbers_bf",
    "https://github.com/larytet/gps-tracker (Q50/GW100 kids' watch 'pw,123456,ts#' reply: imei, center, slave, sos1-3)",
    r"\+226[67]\d{7}",
    prefixless=True,
)
def _watch(g: _R):
    nums = ["+226" + _pick(g, "67") + g.digits(7, first_nonzero=False) for _ in range(3)]
    imei = _imei(g)
    text = (
        f"ver:G36_V4.0_DSPRLCD0;\nID:{g.digits(10)};\nimei:{imei};\nip_url:54.169.10.136;\nport:8001;\n"
        f"center:{nums[0]};\nslave:{nums[1]};\nsos1:{nums[0]};\nsos2:{nums[2]};\nsos3:;\nupload:600S;\nbat level:80;"
    )
    return text, [nums[0], nums[1], nums[2], imei], nums[0].lstrip("+")


@kind(
    "phone_tk102_admin_sms_command_gn",
    "https://github.com/michaelkleinhenz/tk102b-server (README: 'admin<your password> <your phone number>' SMS command)",
    r"\+2246[0-9]{8}",
    prefixless=True,
)
def _tk102_admin(g: _R):
    num = "+2246" + g.digits(8, first_nonzero=False)
    text = (
        "$ gammu sendsms TEXT +2246" + g.digits(8, first_nonzero=False) + ' -text "admin123456 ' + num + '"\n'
        "If you want break, press Ctrl+C...\nSending SMS 1/1....waiting for network answer..OK, message reference="
        + g.digits(2)
    )
    return text, [num], num.lstrip("+")


# -- push and device identifiers --------------------------------------------------------------


@kind(
    "device_jpush_registration_id",
    "https://pub.dev/documentation/jpush_flutter/latest/jpush_flutter/JPush/getRegistrationID.html; "
    "https://blog.csdn.net/m0_64604311/article/details/121739067 (JPush RegistrationID per device)",
    r"1[0-9a-f]{2}[0-9a-f]{16}",
    prefixless=True,
)
def _jpush(g: _R):
    rid = "1" + g.s(18, "0123456789abcdef")
    text = (
        f"I/flutter (12345): flutter-print-getRegistrationID:\nI/JIGUANG-JPush: registrationId:{rid}\n"
        f"UPDATE users SET registration_id = '{rid}' WHERE uid = {g.digits(7)};  -- 林佳慧"
    )
    return text, [rid], rid


@kind(
    "device_getui_clientid",
    "https://blog.csdn.net/weixin_39945915/article/details/117800664 (个推 onReceiveClientId clientid; 小米 regId; 百度 channelId)",
    r"[0-9a-f]{32}",
    prefixless=True,
)
def _getui(g: _R):
    cid = g.s(32, "0123456789abcdef")
    return (
        f"E/GTIntentService: onReceiveClientId -> clientid = {cid}\nD/push: bind cid={cid} user=13{g.digits(9, first_nonzero=False)}",
        [cid],
        cid,
    )


@kind(
    "device_mipush_regid",
    "https://blog.csdn.net/weixin_39945915/article/details/117800664 (MiPushClient.COMMAND_REGISTER -> mRegId)",
    r"[A-Za-z0-9+/]{64}",
    prefixless=True,
)
def _mipush(g: _R):
    regid = g.s(64, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    return (
        f"D/MiPushBroadcastReceiver: onReceiveRegisterResult command=register resultCode=0 regId={regid}",
        [regid],
        regid[:40].replace("+", "-").replace("/", "_"),
    )


@kind(
    "device_baidu_push_channel_id",
    "https://blog.csdn.net/weixin_39945915/article/details/117800664 (百度云推送 onBind: appid, userId, channelId)",
    r"\d{19}",
    prefixless=True,
)
def _baidu(g: _R):
    channel = g.digits(19)
    user = g.digits(18)
    return (
        f"onBind errorCode=0 appid={g.digits(8)} userId={user} channelId={channel} requestId={g.digits(10)}",
        [channel, user],
        channel,
    )


@kind(
    "device_tencent_push_registration_id",
    "https://pub.dev/documentation/tencent_cloud_chat_push/latest/tencent_cloud_chat_push_method_channel/MethodChannelTencentCloudChatPush/getRegistrationID.html",
    r"[0-9a-f]{40}",
    prefixless=True,
)
def _tpns(g: _R):
    token = g.s(40, "0123456789abcdef")
    return f"TencentCloudChatPushResult(code: 0, data: {token}, errorMessage: null)", [token], token


# -- user accounts in command output ----------------------------------------------------------


@kind(
    "user_racf_listuser_output",
    "https://www.ibm.com/docs/en/zvm/7.3.0?topic=commands-listuser-list-user-profile "
    "(LISTUSER: user ID, name, owner, created, default group, passdate, last access)",
    r"[A-Z]{5}\d{3}",
    prefixless=True,
)
def _racf(g: _R):
    uid = _pick(g, "KMTBNR") + g.s(4, "ABCDEFGHIJKLMNOPRSTUVWY") + g.digits(3, first_nonzero=False)
    name = _pick(g, ["OLUWAKEMI ADEBAYO", "SIPHO NDLOVU", "AMINATA SOW", "KOFI ANNAN-BOATENG"])
    text = (
        f"LU {uid}\nUSER={uid}  NAME={name:<20} OWNER=PAYROLL  CREATED=21.{g.r.randrange(1, 365):03d}\n"
        " DEFAULT-GROUP=PAYROLL  PASSDATE=26.031 PASS-INTERVAL= 90 PHRASEDATE=N/A\n"
        " ATTRIBUTES=NONE\n REVOKE DATE=NONE   RESUME DATE=NONE\n"
        f" LAST-ACCESS=26.0{g.r.randrange(10, 59)}/08:14:22\n CLASS AUTHORIZATIONS=NONE"
    )
    return text, [uid, name], uid


@kind(
    "user_aix_etc_passwd_gecos",
    "http://www.ibm.com/developerworks/aix/library/au-aixuseradmin/index.html (AIX /etc/passwd with gecos 'Adam Cormany,Sr UNIX Admin'; "
    "lsuser/chuser)",
    r"[a-z]{6,8}",
    prefixless=True,
)
def _aix(g: _R):
    first, last = (
        _pick(g, ["Nomvula", "Thabo", "Lerato", "Sizwe"]),
        _pick(g, ["Dlamini", "Mokoena", "Khumalo", "Nkosi"]),
    )
    login = (first[0] + last).lower()[:6] + g.s(2, "abcdefghjkmnpqrstuvwxyz")
    uidn = g.r.randrange(8000, 9999)
    text = (
        f"$ grep {login} /etc/passwd\n{login}:!:{uidn}:400:{first} {last},Treasury Ops JHB:/home/{login}:/usr/bin/ksh\n"
        f"$ lsuser -a id pgrp home gecos {login}\n{login} id={uidn} pgrp=staff home=/home/{login} gecos={first} {last},Treasury Ops JHB"
    )
    return text, [login, f"{first} {last},Treasury Ops JHB"], login


@kind(
    "user_openvms_uaf_show",
    "from memory: OpenVMS AUTHORIZE 'UAF> SHOW <user>' listing (Username, Owner, Account, UIC)",
    r"[A-Z]{6,10}",
    prefixless=True,
)
def _openvms(g: _R):
    user = (
        g.s(1, "ABCDEFGHKLMNPRSTW") + _pick(g, ["ODUYA", "MBEKI", "TAUFA", "SEMEDO"]) + g.s(2, "ABCDEFGHKLMN")
    )
    owner = _pick(g, ["ONYINYE ODUYA", "LINDIWE MBEKI", "SIONE TAUFA", "CELESTE SEMEDO"])
    text = (
        f"UAF> SHOW {user}\n\nUsername: {user:<22} Owner:  {owner}\n"
        f"Account:  FINANCE                Privs:  TMPMBX NETMBX\nUIC:      [200,{g.r.randrange(10, 99)}] ([FINANCE,{user}])\n"
        "CLI:      DCL                    Tables: DCLTABLES"
    )
    return text, [user, owner], user


# -- dates of birth ---------------------------------------------------------------------------


@kind(
    "dob_cdm_dirperson_birth_day_month_year",
    "https://learn.microsoft.com/en-us/common-data-model/schema/core/operationscommon/entities/common/gab/dirpersonentity "
    "(DirPersonEntity: BirthDay, BirthMonth, BirthYear, Name, PersonalTitle)",
    r"\d{1,2},\d{1,2},\d{4}",
    prefixless=True,
)
def _cdm(g: _R):
    d = _date(g)
    split = f"{d.day},{d.month},{d.year}"
    party = g.digits(9)
    text = (
        "DirPersonEntity.csv (Dynamics 365 F&O data export)\n"
        "PartyNumber,Name,BirthDay,BirthMonth,BirthYear,Gender,MaritalStatus\n"
        f"{party},Aigerim Seitkali,{split},Female,Married\n"
    )
    return text, [split, party], f"{party}-{d.isoformat()}"


@kind(
    "dob_cassandra_cql_date_uint32",
    "https://docs.datastax.com/en/developer/cpp-driver/2.8/topics/basics/date_and_time "
    "(date = unsigned 32-bit days with the Epoch centered at 2^31)",
    r"21474\d{5}",
    prefixless=True,
)
def _cassandra(g: _R):
    d = _date(g)
    raw = str(2**31 + (d - dt.date(1970, 1, 1)).days)
    key = g.s(10, LOWER_DIGITS)
    text = (
        "$ ./dump_patients --raw\n"
        f"key={key} full_name='Gulnara Abdrakhmanova' birth_date(cass_uint32_t)={raw} blood_type='B+'\n"
        f"key={key} cass_date_time_to_epoch({raw}, 0) -> {int((d - dt.date(1970, 1, 1)).days) * 86400}"
    )
    return text, [raw, key], f"{key}-{raw}"


_BADI_MONTHS = [
    "Bahá",
    "Jalál",
    "Jamál",
    "ʻAẓamat",
    "Núr",
    "Raḥmat",
    "Kalimát",
    "Kamál",
    "Asmáʼ",
    "ʻIzzat",
    "Mashíyyat",
    "ʻIlm",
    "Qudrat",
    "Qawl",
    "Masáʼil",
    "Sharaf",
    "Sulṭán",
    "Mulk",
    "ʻAláʼ",
]


@kind(
    "dob_bahai_badi_calendar",
    "from memory: Badíʿ calendar date (19 months of 19 days from Naw-Rúz, year B.E. = Gregorian - 1843), "
    "here with Naw-Rúz on 21 March",
    r"\d{1,2} \S+ \d{3} B\.E\.",
    prefixless=True,
)
def _badi(g: _R):
    d = _date(g, 1955, 2006)
    nawruz = dt.date(d.year if d >= dt.date(d.year, 3, 21) else d.year - 1, 3, 21)
    be = nawruz.year - 1843
    k = (d - nawruz).days
    nxt = dt.date(nawruz.year + 1, 3, 21)
    ha = (nxt - nawruz).days - 361
    if k < 342:
        s = f"{k % 19 + 1} {_BADI_MONTHS[k // 19]} {be} B.E."
    elif k < 342 + ha:
        s = f"{k - 342 + 1} Ayyám-i-Há {be} B.E."
    else:
        s = f"{k - 342 - ha + 1} {_BADI_MONTHS[18]} {be} B.E."
    s = _nfc(s)
    member = g.digits(6)
    text = _nfc(
        "Local Spiritual Assembly of Apia — membership card\n"
        f"Member no. {member}  |  Name: Tuatagaloa Leota  |  Born: {s}  |  Enrolled: 3 Bahá 170 B.E."
    )
    return text, [s, member], f"lsa-{member}-{d.isoformat()}"


_TIFINAGH_MONTHS = [
    "ⵢⵏⵏⴰⵢⵔ",
    "ⵅⵓⴱⵕⴰⵢⵔ",
    "ⵎⴰⵕⵚ",
    "ⵉⴱⵔⵉⵔ",
    "ⵎⴰⵢⵢⵓ",
    "ⵢⵓⵏⵢⵓ",
    "ⵢⵓⵍⵢⵓⵣ",
    "ⵖⵓⵛⵜ",
    "ⵛⵓⵜⴰⵏⴱⵉⵔ",
    "ⴽⵜⵓⴱⵔ",
    "ⵏⵓⵡⴰⵏⴱⵉⵔ",
    "ⴷⵓⵊⴰⵏⴱⵉⵔ",
]


@kind(
    "dob_amazigh_calendar_tifinagh",
    "from memory: Amazigh (Berber) agrarian calendar = Julian calendar, year = Julian year + 950 "
    "(Yennayer), month names in Tifinagh (Unicode U+2D30-U+2D7F)",
    r"\d{1,2} \S+ 29\d{2}",
    prefixless=True,
)
def _amazigh(g: _R):
    d = _date(g, 1955, 2006)
    j = d - dt.timedelta(days=13)  # Julian date of a 1900-2099 Gregorian date, as a (y, m, d) triple
    s = _nfc(f"{j.day} {_TIFINAGH_MONTHS[j.month - 1]} {j.year + 950}")
    dossier = g.digits(7)
    text = _nfc(
        f"ⴰⵙⵎⴰⵡⴰⵍ / dossier {dossier}\nⵉⵙⵎ: ⵜⵉⵍⴻⵍⵍⵉ ⴰⵎⵣⵉⵢⴰⵏ\nⴰⵙⵙ ⵏ ⵜⵍⴰⵍⵉⵜ: {s}\nGrégorien: {d:%d/%m/%Y}"
    )
    return text, [s, dossier], f"dossier-{dossier}-{d.isoformat()}"


_NS_MONTHS = [
    ("ਚੇਤ", 31),
    ("ਵੈਸਾਖ", 31),
    ("ਜੇਠ", 31),
    ("ਹਾੜ", 31),
    ("ਸਾਵਣ", 31),
    ("ਭਾਦੋਂ", 30),
    ("ਅੱਸੂ", 30),
    ("ਕੱਤਕ", 30),
    ("ਮੱਘਰ", 30),
    ("ਪੋਹ", 30),
    ("ਮਾਘ", 30),
    ("ਫੱਗਣ", 30),
]
_GURMUKHI_DIGITS = "੦੧੨੩੪੫੬੭੮੯"


@kind(
    "dob_nanakshahi_gurmukhi_numerals",
    "from memory: Nanakshahi calendar (year from 1 Chet = 14 March, NS = Gregorian - 1468), Gurmukhi month names and numerals",
    r"\S+ \S+ \S+ ਨਾਨਕਸ਼ਾਹੀ",
    prefixless=True,
)
def _nanakshahi(g: _R):
    d = _date(g, 1955, 2006)
    start = dt.date(d.year if d >= dt.date(d.year, 3, 14) else d.year - 1, 3, 14)
    k = (d - start).days
    mi = 0
    for mi, (_, length) in enumerate(_NS_MONTHS):
        if k < length or mi == 11:
            break
        k -= length
    year = start.year - 1468

    def gd(n: int) -> str:
        return "".join(_GURMUKHI_DIGITS[int(c)] for c in str(n))

    s = _nfc(f"{gd(k + 1)} {_NS_MONTHS[mi][0]} {gd(year)} ਨਾਨਕਸ਼ਾਹੀ")
    roll = g.digits(10)
    text = _nfc(f"ਰੋਲ ਨੰ. {roll}\nਜਨਮ ਮਿਤੀ: {s}\n(ਗੁਰਦੁਆਰਾ ਸਾਹਿਬ ਸਾਊਥਾਲ — ਅੰਮ੍ਰਿਤ ਸੰਚਾਰ ਰਜਿਸਟਰ)")
    return text, [s, roll], f"roll-{roll}"


# -- names in scripts not covered before (letters from the scripts' Unicode blocks) ------------

_CHEROKEE = _rng(0x13A0, 0x13F4)
_SYLLABICS = _rng(0x1401, 0x166C)
_OLCHIKI = _rng(0x1C5A, 0x1C77)
_NKO = _rng(0x07CA, 0x07EA)
_JAVANESE = _rng(0xA984, 0xA9B2)
_JAVANESE_SIGNS = "\ua9b6\ua9b8\ua9ba\ua9bc"
_BALINESE = _rng(0x1B13, 0x1B33)
_BALINESE_SIGNS = "\u1b36\u1b38\u1b3e\u1b42"
_TELUGU = _rng(0x0C15, 0x0C28) + _rng(0x0C2A, 0x0C39)
_TELUGU_SIGNS = "\u0c3e\u0c3f\u0c40\u0c41\u0c42\u0c46\u0c47\u0c4a\u0c4b"
_KANNADA = _rng(0x0C95, 0x0CA8) + _rng(0x0CAA, 0x0CB3) + _rng(0x0CB5, 0x0CB9)
_KANNADA_SIGNS = "\u0cbe\u0cbf\u0cc1\u0cc2\u0cc6\u0cc7\u0cca"
_GURMUKHI = _rng(0x0A15, 0x0A28) + _rng(0x0A2A, 0x0A30) + "\u0a32\u0a35\u0a38\u0a39"
_GURMUKHI_SIGNS = "\u0a3e\u0a3f\u0a40\u0a41\u0a42\u0a47\u0a48\u0a4b\u0a4c"


def _script_name(g: _R, letters: str, signs: str = "") -> str:
    return _nfc(
        _script_word(g, letters, signs, g.r.randrange(2, 4))
        + " "
        + _script_word(g, letters, signs, g.r.randrange(3, 5))
    )


@kind(
    "name_cherokee_syllabary_tribal_citizen_roll",
    "from memory: Cherokee Nation citizenship roll row with the name in the Cherokee syllabary (U+13A0-U+13F4)",
    r"C\d{7}",
    prefixless=True,
)
def _cherokee(g: _R):
    cid = "C" + g.digits(7)
    name = _script_name(g, _CHEROKEE)
    text = f"citizen_id,name_syllabary,name_latin,district\n{cid},{name},Wilma Sixkiller,Tahlequah\n"
    return text, [cid, name], cid


@kind(
    "name_cree_syllabics_band_registry",
    "from memory: First Nations band list row with a Cree name in Canadian syllabics (U+1401-U+166C) and a 10-digit status registration number",
    r"\d{10}",
    prefixless=True,
)
def _cree(g: _R):
    reg = g.digits(10)
    name = _script_name(g, _SYLLABICS)
    text = (
        "SELECT registry_no, name_syllabics, band FROM members WHERE band = 'Wemindji';\n"
        f" {reg} | {name} | Wemindji Cree Nation\n(1 row)"
    )
    return text, [reg, name], reg


@kind(
    "name_olchiki_santali_scholarship_form",
    "from memory: Jharkhand e-Kalyan style scholarship application with the Santali name in Ol Chiki (U+1C5A-U+1C77)",
    r"JH\d{10}",
    prefixless=True,
)
def _olchiki(g: _R):
    app = "JH" + g.digits(10)
    name = _script_name(g, _OLCHIKI)
    body = {
        "application_no": app,
        "applicant_name_olchiki": name,
        "applicant_name": "Sumi Hansda",
        "district": "Dumka",
        "category": "ST",
    }
    return json.dumps(body, ensure_ascii=False), [app, name], app


@kind(
    "name_nko_microfinance_member_guinea",
    "from memory: a Guinean microfinance member record with the name in N'Ko (U+07CA-U+07EA) next to a +224 phone",
    r"\+224 6\d{2} \d{2} \d{2} \d{2}",
    prefixless=True,
)
def _nko(g: _R):
    phone = f"+224 6{g.digits(2, first_nonzero=False)} {g.digits(2, first_nonzero=False)} {g.digits(2, first_nonzero=False)} {g.digits(2, first_nonzero=False)}"
    name = _script_name(g, _NKO)
    text = f"membre: {name} (Mariama Kanté)\ngroupe solidaire: Kankan-{g.digits(3)}\ntél: {phone}\nprêt: 1 500 000 GNF"
    return text, [phone, name], phone.replace(" ", "").lstrip("+")


@kind(
    "name_javanese_aksara_marriage_register",
    "from memory: a Yogyakarta marriage register entry with the names in Javanese script (U+A984-U+A9B2 with vowel signs)",
    r"\d{4}/\d{3}/[IVX]+/\d{4}",
    prefixless=True,
)
def _javanese(g: _R):
    reg = (
        f"{g.digits(4)}/{g.digits(3)}/{_pick(g, ['I', 'III', 'VII', 'X', 'XII'])}/{g.r.randrange(2000, 2026)}"
    )
    name = _script_name(g, _JAVANESE, _JAVANESE_SIGNS)
    text = _nfc(f"Akta Nikah No. {reg}\nSuami (aksara Jawa): {name}\nKUA Kecamatan Kotagede, Yogyakarta")
    return text, [reg, name], reg.replace("/", "-")


@kind(
    "name_balinese_banjar_member_roll",
    "from memory: a Balinese banjar (village ward) member roll with the name in Balinese script (U+1B13-U+1B33 with vowel signs)",
    r"KK-\d{6}",
    prefixless=True,
)
def _balinese(g: _R):
    kk = "KK-" + g.digits(6)
    name = _script_name(g, _BALINESE, _BALINESE_SIGNS)
    text = _nfc(
        f"| No | Krama | Aran (aksara Bali) | Banjar |\n| {kk} | I Wayan Sudarsana | {name} | Banjar Tegal, Ubud |"
    )
    return text, [kk, name], kk


@kind(
    "name_telugu_ration_card_row",
    "from memory: an Andhra Pradesh rice-card (ration card) listing with the head of family's name in Telugu",
    r"WAP\d{9}",
    prefixless=True,
)
def _telugu(g: _R):
    card = "WAP" + g.digits(9)
    name = _script_name(g, _TELUGU, _TELUGU_SIGNS)
    text = _nfc(f"rice_card_no,head_of_family_te,village\n{card},{name},Penamaluru\n")
    return text, [card, name], card


@kind(
    "name_kannada_bhoomi_rtc_owner",
    "from memory: a Karnataka Bhoomi RTC (pahani) extract with the khatedar's name in Kannada and a survey number",
    r"\d{1,3}/\d{1,2}[A-Z]? .+",
    prefixless=True,
)
def _kannada(g: _R):
    survey = f"{g.r.randrange(1, 400)}/{g.r.randrange(1, 9)}{_pick(g, ['', 'A', 'B'])}"
    name = _script_name(g, _KANNADA, _KANNADA_SIGNS)
    owner = f"{survey} {name}"
    text = _nfc(f"ಸರ್ವೆ ನಂ / ಖಾತೆದಾರರು: {owner}\nಗ್ರಾಮ: ಹೆಬ್ಬಾಳ, ಹೋಬಳಿ: ಕಸಬಾ\nRTC id: {g.digits(12)}")
    return text, [_nfc(owner)], f"rtc-{survey.replace('/', '-')}-{g.digits(6)}"


@kind(
    "name_gurmukhi_pseb_result_roll",
    "from memory: a Punjab School Education Board result row with the candidate's name in Gurmukhi and a roll number",
    r"2\d{9}",
    prefixless=True,
)
def _gurmukhi(g: _R):
    roll = "2" + g.digits(9, first_nonzero=False)
    name = _script_name(g, _GURMUKHI, _GURMUKHI_SIGNS)
    text = _nfc(f"roll_no\tname_pa\tfather_name\tresult\n{roll}\t{name}\tGurpreet Singh\tPASS 412/500\n")
    return text, [roll, name], roll


# -- phone numbers of countries not covered before ---------------------------------------------


def _grp(g: _R, *sizes: int) -> str:
    return " ".join(g.digits(n, first_nonzero=False) for n in sizes)


@kind(
    "phone_lr_orange_money_callback",
    "from memory: Liberia mobile numbers +231 77/88 xxx xxxx in an Orange Money merchant callback",
    r"\+231(77|88)\d{7}",
    prefixless=True,
)
def _lr(g: _R):
    msisdn = "+231" + _pick(g, ["77", "88"]) + g.digits(7, first_nonzero=False)
    body = {
        "status": "SUCCESS",
        "txnid": "MP" + g.digits(12),
        "subscriberMsisdn": msisdn,
        "subscriberName": "Musu J. Kollie",
        "amount": "1500 LRD",
    }
    return "POST /om/callback\n" + json.dumps(body), [msisdn], msisdn.lstrip("+")


@kind(
    "phone_sl_africell_topup_request",
    "from memory: Sierra Leone mobile numbers +232 (77/88/99/30/33) xxxxxx in a top-up API request",
    r"\+232 ?(77|88|99|30|33)\d{6}",
    prefixless=True,
)
def _sl(g: _R):
    msisdn = "+232" + _pick(g, ["77", "88", "99", "30", "33"]) + g.digits(6, first_nonzero=False)
    text = (
        f"curl -s https://topup.example.sl/v1/recharge -d 'msisdn={msisdn}&amount=20000&ref=Fatmata+Kamara'"
    )
    return text, [msisdn], msisdn.lstrip("+")


@kind(
    "phone_gm_wave_payout_csv",
    "from memory: The Gambia 7-digit numbers (+220 7xx/3xx/2xx xxxx) in a mobile-money payout CSV",
    r"\+220 [732]\d{2} \d{4}",
    prefixless=True,
)
def _gm(g: _R):
    msisdn = f"+220 {_pick(g, '732')}{_grp(g, 2)} {_grp(g, 4)}"
    text = f"payout_batch_{g.digits(4)}.csv\nname,mobile,amount_gmd\nLamin Jallow,{msisdn},2500\n"
    return text, [msisdn], msisdn.replace(" ", "").lstrip("+")


@kind(
    "phone_tg_tmoney_flooz_callback",
    "from memory: Togo numbers +228 9x/7x xx xx xx in a T-Money / Flooz payment callback",
    r"\+228 (9[0-36-9]|7[09]) \d{2} \d{2} \d{2}",
    prefixless=True,
)
def _tg(g: _R):
    msisdn = (
        f"+228 {_pick(g, ['90', '91', '92', '93', '96', '97', '98', '99', '70', '79'])} {_grp(g, 2, 2, 2)}"
    )
    text = f"INFO paygate: tx_reference={g.digits(8)} phone_number={msisdn} payer='Koffi Agbodjan' status=0"
    return text, [msisdn], msisdn.replace(" ", "").lstrip("+")


@kind(
    "phone_ml_orange_money_webhook",
    "from memory: Mali 8-digit numbers +223 (6x/7x/9x) xx xx xx in an Orange Money webhook",
    r"\+223[679]\d{7}",
    prefixless=True,
)
def _ml(g: _R):
    msisdn = "+223" + _pick(g, "679") + g.digits(7, first_nonzero=False)
    body = {
        "notif_token": g.s(20, LOWER_DIGITS),
        "status": "SUCCESS",
        "customer": {"msisdn": msisdn, "name": "Oumar Traoré"},
    }
    return json.dumps(body, ensure_ascii=False), [msisdn], msisdn.lstrip("+")


@kind(
    "phone_cv_sms_gateway_log",
    "from memory: Cabo Verde 7-digit mobile numbers +238 9xx xx xx / 5xx xx xx in an SMS gateway log",
    r"\+238 [59]\d{2} \d{2} \d{2}",
    prefixless=True,
)
def _cv(g: _R):
    msisdn = f"+238 {_pick(g, '59')}{_grp(g, 2)} {_grp(g, 2, 2)}"
    text = f"2026-01-19T10:02:11Z sms-out to={msisdn} tpl=otp_pt name='Djenifer Tavares' status=DELIVRD"
    return text, [msisdn], msisdn.replace(" ", "").lstrip("+")


@kind(
    "phone_bz_contacts_csv",
    "from memory: Belize 7-digit mobile numbers +501 6xx-xxxx in an exported contacts CSV",
    r"\+501 6\d{2}-\d{4}",
    prefixless=True,
)
def _bz(g: _R):
    msisdn = f"+501 6{_grp(g, 2)}-{_grp(g, 4)}"
    text = f"Name,Mobile,City\nMarisol Chan,{msisdn},San Ignacio\n"
    return text, [msisdn], msisdn.replace(" ", "").replace("-", "").lstrip("+")


@kind(
    "phone_sb_sms_broadcast_log",
    "from memory: Solomon Islands 7-digit mobile numbers +677 7x xxxxx in an SMS broadcast log",
    r"\+677 7[4-8]\d{5}",
    prefixless=True,
)
def _sb(g: _R):
    msisdn = f"+677 7{_pick(g, '45678')}{_grp(g, 5)}"
    text = (
        f"[broadcast #{g.digits(3)}] queued {msisdn} (Kenneth Hou, Auki ward) -> 'Clinic day moved to Friday'"
    )
    return text, [msisdn], msisdn.replace(" ", "").lstrip("+")


@kind(
    "phone_tm_otp_delivery_log",
    "from memory: Turkmenistan mobile numbers +993 6x xxxxxx in an OTP delivery log",
    r"\+993 6[1-5] \d{6}",
    prefixless=True,
)
def _tm(g: _R):
    msisdn = f"+993 6{_pick(g, '12345')} {_grp(g, 6)}"
    text = f"otp.send phone='{msisdn}' user='Merdan Annaýew' code_ttl=300 provider=tmcell result=queued"
    return _nfc(text), [msisdn], msisdn.replace(" ", "").lstrip("+")


@kind(
    "phone_to_registration_form_post",
    "from memory: Tonga 7-digit mobile numbers +676 7x/8x xxxxx in a form post",
    r"676[78]\d{6}",
    prefixless=True,
)
def _to(g: _R):
    msisdn = "+676" + _pick(g, "78") + g.digits(6, first_nonzero=False)
    text = (
        "POST /register HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nname=Sione+Taufa&village=Kolofo%27ou&mobile=%2B"
        + msisdn[1:]
    )
    return text, [msisdn[1:]], msisdn[1:]
