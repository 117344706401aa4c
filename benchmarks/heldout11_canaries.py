"""Held-out canary set 11: personal data in developer carriers, plus operations credentials (issue 31).

A canary set nobody has tuned on, two thirds personal data and one third operations credentials:

1. **National identity, tax, social-security and health numbers** with the check digits their
   registries publish, for countries a redactor tends to forget: Austria (SVNR), Switzerland (AHV),
   Luxembourg (matricule, Luhn + Verhoeff), Iceland (kennitala), Lithuania, Latvia, Slovenia
   (EMŠO), Serbia and North Macedonia (JMBG/EMBG), Croatia (OIB, ISO 7064), Greece (AMKA, AFM),
   Cyprus (TIC), Malta, Hungary (TAJ, adóazonosító jel), Slovakia (rodné číslo), Ukraine (RNOKPP),
   Russia (INN, SNILS), Kazakhstan (IIN), Georgia, Azerbaijan (FİN), Egypt, Morocco (CIN),
   Nigeria (NIN, BVN), Kenya (ID, KRA PIN), Saudi Arabia, UAE (Emirates ID), Iran (kodemelli),
   Pakistan (CNIC), Bangladesh, Sri Lanka, Thailand, Vietnam (CCCD), Indonesia (NIK), Malaysia
   (MyKad), Philippines (PhilSys, SSS), Taiwan, Hong Kong (HKID), New Zealand (IRD), Mexico (CURP,
   RFC), Colombia (NIT), Peru (RUC), Uruguay (CI), Ecuador (cédula), Venezuela (RIF). The text is
   in the local language and script where natural (German, Icelandic, Lithuanian, Latvian,
   Slovene, Serbian and Macedonian Cyrillic, Croatian, Greek, Hungarian, Slovak, Ukrainian,
   Russian, Kazakh, Georgian, Azerbaijani, Arabic, French, Persian, Urdu, Bengali, Thai,
   Vietnamese, Indonesian, Malay, Chinese, Spanish, Turkish), in the places a session shows them:
   test fixtures and factories, seed SQL, CSV exports, API JSON, form validation tests, support
   tickets, logs, OCR output, KYC payloads, a CFDI invoice.
2. **Other personal data in developer carriers**: e-mail addresses in ``git log``, ``git blame
   -e``, ``CODEOWNERS``, ``package.json`` author, ``Cargo.toml`` authors, ``.mailmap`` and
   ``pyproject.toml``; phone numbers in E.164 (an SMS gateway log), local formats (a contacts CSV)
   and a libphonenumber test; IBANs of 18 countries (ISO 13616 mod 97), compact and grouped; a
   Mexican CLABE and a Nigerian NUBAN with their check digits; Mir, Troy, Verve and UnionPay cards
   (Luhn) in a log, a ticket and JSON; an IMEI (Luhn) in an MDM export; a date of birth in a
   fixture; an ICAO 9303 passport MRZ (7-3-1 check digits); a Philippine driver's licence; a
   licence plate tied to its owner; a laptop serial tied to a user; Greek and Vietnamese postal
   addresses; home GPS coordinates in ``exiftool`` output; client IPs in an access log with the
   user.
3. **Operations credentials, almost all prefixless** (only the file or command says "secret"):
   Terraform ``*.tfvars`` and state, Ansible inventory and ``ansible-vault view``, Kubernetes
   Secrets (``stringData`` and base64 ``data``), Jenkins ``credentials.xml``, ADO.NET and ODBC
   connection strings, Kafka JAAS, WireGuard and OpenVPN static keys, ``wpa_supplicant``, SNMP
   communities and v3 users, LDAP bind passwords (``ldapsearch -w``, sssd), MongoDB SRV URIs,
   RabbitMQ and Redis configs, Helm ``--set``, Consul and Nomad ACL bootstrap output, Vault unseal
   keys, Docker Swarm join tokens, k3s node tokens, HAProxy userlists, ``.htpasswd``, Grafana and
   Prometheus configs, BIND TSIG keys, a Zabbix PSK, keepalived ``auth_pass``, Postfix
   ``sasl_passwd``, ``~/.pgpass``, a Ceph keyring, ``~/.my.cnf`` and a Windows ``unattend.xml``.

How it was kept apart: written from public documentation (national registries' and
python-stdnum's descriptions of each check-digit rule, ISO 13616, ISO/IEC 7812, ICAO 9303,
vendors' CLI and configuration references), cited per kind in ``SOURCES`` and
``heldout11_sources.tsv``; the ``search`` tool (corpora ``docs`` and ``pages``) was used for a
few formats (k3s token, CLABE, IMEI, exiftool GPS output), the rest from knowledge of the cited
pages. Only lines 1-160 of ``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``,
``Registry``), ``heldout_eval.py``, ``tests/test_heldout_canaries.py`` and the first 60 lines of
``heldout9_canaries.py`` (its docstring and imports, not its kinds) were read, at commit
``6cc9a0e``; no redaction code, redaction test, tuned canary list, label file, other canary set,
source list or result was read, and no recall figure was looked at (the control run was read only
through a script that prints the plants missing *without* redaction). Values are random per seed,
never a real person or credential; the checksums were cross-checked over 300 seeds against
python-stdnum (installed outside the repo in a scratch folder, not a dependency) where it has the
format, and against the published rule otherwise (CLABE, MRZ, Luhn).

112 kinds (75 personal-data, 37 credential), 109 of them prefixless (only their context is a
clue). Card-like kinds (cards, IMEI) also return ``number``, planted as a JSON number.

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout11_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import datetime as _dt
import string

from heldout_canaries import _R, ALNUM, HEX, LOWER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

STDNUM = "https://arthurdejong.org/python-stdnum/doc/stable/stdnum."
UPPER = string.ascii_uppercase


# -- check-digit helpers (written from the published rules; cross-checked in a scratch script) ---


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


_VD = [
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
_VP = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff_digit(body: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def _wsum(digits: str, weights) -> int:
    return sum(int(d) * w for d, w in zip(digits, weights, strict=True))


def _dob(g: _R, lo: int = 1950, hi: int = 2004) -> _dt.date:
    return _dt.date(g.r.randint(lo, hi), g.r.randint(1, 12), g.r.randint(1, 28))


def _iban(country: str, bban: str) -> str:
    conv = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(conv) % 97:02d}{bban}"


def _spaced(iban: str) -> str:
    return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


def _email(g: _R, first: str, last: str, domain: str) -> str:
    return f"{first}.{last}{g.digits(2, False)}@{domain}"


def _pw(g: _R) -> str:
    return g.s(g.r.randint(14, 22), ALNUM + "!#%*_-")


# -- national identity, tax, social-security and health numbers ----------------------------------


@kind("at_svnr_ecard", "https://www.sozialversicherung.at/ ; " + STDNUM + "at.vnr", r"\d{4} \d{6}", True)
def _(g: _R):
    while True:
        d = _dob(g)
        serial = g.digits(3)
        dd = d.strftime("%d%m%y")
        s = _wsum(serial + "0" + dd, (3, 7, 9, 0, 5, 8, 4, 2, 1, 6)) % 11
        if s != 10:
            break
    v = f"{serial}{s} {dd}"
    text = (
        "-- Testdaten Patientenaufnahme (Wien)\n"
        "INSERT INTO patient (nachname, vorname, geburtsdatum, svnr)\n"
        f"VALUES ('Gruber', 'Theresa', '{d.isoformat()}', '{v}');"
    )
    return text, [v], v.replace(" ", "")


@kind("ch_ahv_number", "https://www.zas.admin.ch/ ; " + STDNUM + "ch.ssn", r"756\.\d{4}\.\d{4}\.\d{2}", True)
def _(g: _R):
    body = "756" + g.digits(9, False)
    chk = (10 - sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body)) % 10) % 10
    n = body + str(chk)
    v = f"{n[:3]}.{n[3:7]}.{n[7:11]}.{n[11:]}"
    text = (
        "$ cat fixtures/lohnausweis.json\n"
        '{"mitarbeiter": {"name": "Laurent Aebischer", "ahvNr": "' + v + '", "kanton": "FR",\n'
        '  "lohn": 98450.00, "eintritt": "2019-04-01"}}'
    )
    return text, [v], n


@kind(
    "lu_matricule",
    "https://guichet.public.lu/en/citoyens/citoyennete/matricule.html ; https://en.wikipedia.org/wiki/National_identification_number#Luxembourg",
    r"\d{13}",
    True,
)
def _(g: _R):
    d = _dob(g)
    body = d.strftime("%Y%m%d") + g.digits(3, False)
    v = body + _luhn_digit(body) + _verhoeff_digit(body)
    text = (
        "[2026-03-02 09:14:07] WARN kyc.lu: document mismatch for client_id=88213\n"
        f"  matricule={v} nom=SCHMIT prénom=Claire commune=Esch-sur-Alzette\n"
        "  reason: date of birth on ID card differs from CNS record"
    )
    return text, [v], v


@kind("is_kennitala", STDNUM + "is_.kennitala ; https://www.skra.is/", r"\d{6}-\d{4}", True)
def _(g: _R):
    while True:
        d = _dob(g, 1950, 1999)
        body = d.strftime("%d%m%y") + str(g.r.randint(20, 99))
        r = 11 - _wsum(body, (3, 2, 7, 6, 5, 4, 3, 2)) % 11
        if r != 10:
            break
    r = 0 if r == 11 else r
    v = f"{body[:6]}-{body[6:]}{r}9"
    text = (
        "Notandi,Kennitala,Netfang,Sími\n"
        f"Guðrún Sigurðardóttir,{v},gudrun.s@simnet.example.is,+354 861 2247\n"
    )
    return text, [v], v.replace("-", "")


@kind("lt_asmens_kodas", STDNUM + "lt.asmens", r"[3-6]\d{10}", True)
def _(g: _R):
    while True:
        d = _dob(g)
        first = str((3 if d.year < 2000 else 5) + g.r.randint(0, 1))
        body = first + d.strftime("%y%m%d") + g.digits(3, False)
        c = _wsum(body, (1, 2, 3, 4, 5, 6, 7, 8, 9, 1)) % 11
        if c == 10:
            c = _wsum(body, (3, 4, 5, 6, 7, 8, 9, 1, 2, 3)) % 11
            c = 0 if c == 10 else c
        v = body + str(c)
        break
    text = (
        "def test_validate_personal_code():\n"
        "    # Lietuvos gyventojo asmens kodas (vardas: Rūta Petrauskienė)\n"
        f'    assert validate_asmens_kodas("{v}") is True\n'
    )
    return text, [v], v


@kind("lv_personas_kods", STDNUM + "lv.pvn", r"\d{6}-[12]\d{4}", True)
def _(g: _R):
    while True:
        d = _dob(g)
        body = d.strftime("%d%m%y") + ("1" if d.year < 2000 else "2") + g.digits(3, False)
        c = (1 - _wsum(body, (1, 6, 3, 7, 9, 10, 5, 8, 4, 2))) % 11
        if c != 10:
            break
    v = f"{body[:6]}-{body[6:]}{c}"
    text = (
        "POST /api/v1/klienti 422\n"
        '{"vards": "Jānis", "uzvards": "Bērziņš", "personasKods": "' + v + '",\n'
        ' "errors": {"talrunis": "nederīgs formāts"}}'
    )
    return text, [v], v


def _emso(g: _R, region: str) -> tuple[str, _dt.date]:
    while True:
        d = _dob(g)
        body = d.strftime("%d%m") + f"{d.year % 1000:03d}" + region + g.digits(3, False)
        k = 11 - _wsum(body, (7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) % 11
        if k != 10:
            return body + str(0 if k == 11 else k), d


@kind("si_emso", STDNUM + "si.emso", r"\d{13}", True)
def _(g: _R):
    v, d = _emso(g, "50")
    text = (
        "# factories.py\n"
        "class ZavarovanecFactory(factory.Factory):\n"
        '    ime = "Matej"\n    priimek = "Kovačič"\n'
        f'    emso = "{v}"\n    datum_rojstva = date({d.year}, {d.month}, {d.day})\n'
    )
    return text, [v], v


@kind(
    "rs_jmbg",
    "https://en.wikipedia.org/wiki/Unique_Master_Citizen_Number ; " + STDNUM + "rs.pib",
    r"\d{13}",
    True,
)
def _(g: _R):
    v, _ = _emso(g, str(g.r.randint(71, 79)))
    text = (
        "Тикет #4471 — корисник не може да се пријави\n"
        f"Име и презиме: Милица Јовановић, ЈМБГ: {v}\n"
        "Телефон: 064 318 2290, Београд\n"
    )
    return text, [v], v


@kind("mk_embg", "https://en.wikipedia.org/wiki/Unique_Master_Citizen_Number", r"\d{13}", True)
def _(g: _R):
    v, _ = _emso(g, str(g.r.randint(41, 49)))
    text = (
        "ocr> Република Северна Македонија / ЛИЧНА КАРТА\n"
        "ocr> Презиме: СТОЈАНОВСКА  Име: ЕЛЕНА\n"
        f"ocr> ЕМБГ / PIN: {v}\n"
    )
    return text, [v], v


@kind("hr_oib", STDNUM + "hr.oib", r"\d{11}", True)
def _(g: _R):
    body = g.digits(10)
    p = 10
    for ch in body:
        s = (int(ch) + p) % 10
        s = 10 if s == 0 else s
        p = (2 * s) % 11
    v = body + str((11 - p) % 10)
    text = f"INSERT INTO kupci (ime, prezime, oib, grad) VALUES\n  ('Ivana', 'Horvat', '{v}', 'Zagreb');"
    return text, [v], v


@kind("gr_amka", STDNUM + "gr.amka", r"\d{11}", True)
def _(g: _R):
    d = _dob(g)
    body = d.strftime("%d%m%y") + g.digits(4, False)
    v = body + _luhn_digit(body)
    text = (
        "$ curl -s https://eopyy-gw.example.gr/v2/asfalismenoi/lookup -d @req.json | jq .\n"
        '{\n  "ΑΜΚΑ": "' + v + '",\n  "επώνυμο": "ΠΑΠΑΔΟΠΟΥΛΟΥ",\n  "όνομα": "ΜΑΡΙΑ",\n'
        '  "ασφαλιστική_ικανότητα": true\n}'
    )
    return text, [v], v


@kind("gr_afm", STDNUM + "gr.vat", r"\d{9}", True)
def _(g: _R):
    body = g.digits(8)
    v = body + str(_wsum(body, (256, 128, 64, 32, 16, 8, 4, 2)) % 11 % 10)
    text = (
        "    it('accepts a valid ΑΦΜ', () => {\n"
        f"      expect(isValidAfm('{v}')).toBe(true); // Νικόλαος Γεωργίου, ΔΟΥ Αθηνών\n"
        "    });"
    )
    return text, [v], v


@kind("cy_tic", STDNUM + "cy.vat ; https://www.mof.gov.cy/mof/tax/taxdep.nsf", r"\d{8}[A-Z]", True)
def _(g: _R):
    tr = {"0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21}
    body = g.r.choice("0359") + g.digits(7, False)
    c = (sum(tr[x] for x in body[::2]) + sum(int(x) for x in body[1::2])) % 26
    v = body + UPPER[c]
    text = (
        "support ticket #88412 (Λεμεσός)\n"
        f"> Customer: Andreas Christodoulou, TIC {v}, asks why invoice 2026-0311 shows the old address."
    )
    return text, [v], v


@kind(
    "mt_id_card",
    "https://identitymalta.com/ ; https://en.wikipedia.org/wiki/Maltese_identity_card",
    r"\d{7}[MGAPLHBZ]",
    True,
)
def _(g: _R):
    v = g.digits(7, False) + g.r.choice("MGALH")
    text = f"customer_id,full_name,id_card_no,locality\nC-1193,Rebecca Camilleri,{v},Birkirkara\n"
    return text, [v], v


@kind(
    "hu_taj",
    "https://hu.wikipedia.org/wiki/T%C3%A1rsadalombiztos%C3%ADt%C3%A1si_Azonos%C3%ADt%C3%B3_Jel",
    r"\d{3} \d{3} \d{3}",
    True,
)
def _(g: _R):
    body = g.digits(8)
    n = body + str(_wsum(body, (3, 7, 3, 7, 3, 7, 3, 7)) % 10)
    v = f"{n[:3]} {n[3:6]} {n[6:]}"
    text = (
        f"Kedves Ügyfélszolgálat!\nNagy Eszter vagyok, TAJ-számom: {v}. A receptet nem látom az EESZT-ben.\n"
    )
    return text, [v], n


@kind(
    "hu_adoazonosito",
    "https://hu.wikipedia.org/wiki/Ad%C3%B3azonos%C3%ADt%C3%B3_jel",
    r"8\d{9}",
    True,
)
def _(g: _R):
    while True:
        d = _dob(g)
        days = (d - _dt.date(1867, 1, 1)).days
        body = "8" + f"{days:05d}" + g.digits(3, False)
        c = sum((i + 1) * int(x) for i, x in enumerate(body)) % 11
        if c != 10:
            break
    v = body + str(c)
    text = (
        "// NAV online számla teszt\n"
        'const vevo = { nev: "Kovács Péter", adoazonositoJel: "' + v + '", irsz: "1117" };'
    )
    return text, [v], v


@kind("sk_rodne_cislo", STDNUM + "cz.rc", r"\d{6}/\d{4}", True)
def _(g: _R):
    while True:
        d = _dob(g, 1960, 2003)
        mm = d.month + (50 if g.r.random() < 0.5 else 0)
        body = f"{d.year % 100:02d}{mm:02d}{d.day:02d}" + g.digits(3, False)
        c = int(body) % 11
        if c != 10:
            break
    v = f"{body[:6]}/{body[6:]}{c}"
    text = (
        "2026-02-11T10:02:44Z ERROR poistenec.sync: duplicate key\n"
        f"  rodne_cislo='{v}' meno='Zuzana Horváthová' poistovna=VšZP"
    )
    return text, [v], v.replace("/", "")


@kind("ua_rnokpp", STDNUM + "ua.rntrc", r"\d{10}", True)
def _(g: _R):
    d = _dob(g)
    body = f"{(d - _dt.date(1899, 12, 31)).days:05d}" + g.digits(4, False)
    v = body + str(_wsum(body, (-1, 5, 7, 9, 4, 6, 10, 5, 7)) % 11 % 10)
    text = (
        "{\n"
        '  "ПІБ": "Коваленко Оксана Петрівна",\n'
        f'  "РНОКПП": "{v}",\n'
        f'  "дата_народження": "{d.strftime("%d.%m.%Y")}"\n'
        "}"
    )
    return text, [v], v


@kind("ru_inn_person", STDNUM + "ru.inn", r"\d{12}", True)
def _(g: _R):
    body = g.r.choice(["77", "78", "50", "66", "16"]) + g.digits(8, False)
    c1 = _wsum(body, (7, 2, 4, 10, 3, 5, 9, 4, 6, 8)) % 11 % 10
    body += str(c1)
    c2 = _wsum(body, (3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8)) % 11 % 10
    v = body + str(c2)
    text = (
        "-- сид для тестовой базы\n"
        "INSERT INTO clients (fio, inn, phone) VALUES\n"
        f"  ('Смирнов Алексей Игоревич', '{v}', '+7 916 204-33-18');"
    )
    return text, [v], v


@kind(
    "ru_snils",
    "https://ru.wikipedia.org/wiki/Страховой_номер_индивидуального_лицевого_счёта",
    r"\d{3}-\d{3}-\d{3} \d{2}",
    True,
)
def _(g: _R):
    body = g.digits(9)
    s = _wsum(body, (9, 8, 7, 6, 5, 4, 3, 2, 1))
    c = s if s < 100 else (0 if s in (100, 101) else s % 101 % 100)
    v = f"{body[:3]}-{body[3:6]}-{body[6:]} {c:02d}"
    text = (
        "Обращение в поддержку:\n"
        f"Здравствуйте! Мой СНИЛС {v}, Иванова Наталья. Не приходит выписка на Госуслугах."
    )
    return text, [v], v.replace(" ", "-")


@kind("kz_iin", "https://en.wikipedia.org/wiki/National_identification_number#Kazakhstan", r"\d{12}", True)
def _(g: _R):
    while True:
        d = _dob(g)
        body = (
            d.strftime("%y%m%d") + str((3 if d.year < 2000 else 5) + g.r.randint(0, 1)) + g.digits(4, False)
        )
        c = _wsum(body, range(1, 12)) % 11
        if c == 10:
            c = _wsum(body, (3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2)) % 11
        if c != 10:
            break
    v = body + str(c)
    text = (
        "kaspi-kyc | 2026-01-20 12:31:05 | verify_iin ok\n"
        f"  ЖСН/ИИН: {v}  Аты-жөні: Нұрланова Айгерім  Туған күні: {d.strftime('%d.%m.%Y')}"
    )
    return text, [v], v


@kind("ge_personal_number", "https://en.wikipedia.org/wiki/Georgian_identity_card", r"\d{11}", True)
def _(g: _R):
    v = "0" + g.digits(10)
    text = (
        "# fixtures/customers.yaml\n- სახელი: ნინო\n  გვარი: ბერიძე\n"
        f'  პირადი_ნომერი: "{v}"\n  ქალაქი: თბილისი\n'
    )
    return text, [v], v


@kind(
    "az_fin_code",
    "https://www.e-gov.az/ ; https://en.wikipedia.org/wiki/Azerbaijani_identity_card",
    r"[0-9A-Z]{7}",
    True,
)
def _(g: _R):
    v = g.s(7, "123456789ABCDEFGHJKLMNPQRSTUVWXYZ")
    while sum(c.isdigit() for c in v) < 2:
        v = g.s(7, "123456789ABCDEFGHJKLMNPQRSTUVWXYZ")
    text = (
        "Müştəri: Məmmədova Leyla Rəşid qızı\n"
        f"FİN kod: {v}\nŞəxsiyyət vəsiqəsi: AZE1{g.digits(7, False)}\nÜnvan: Bakı, Nəsimi r."
    )
    return text, [v], v


@kind("eg_national_id", "https://en.wikipedia.org/wiki/Egyptian_identity_card", r"[23]\d{13}", True)
def _(g: _R):
    d = _dob(g)
    v = (
        ("2" if d.year < 2000 else "3")
        + d.strftime("%y%m%d")
        + g.r.choice(["01", "02", "21", "13"])
        + g.digits(5, False)
    )
    text = f"بيانات العميل:\nالاسم: أحمد محمود عبد الله\nالرقم القومي: {v}\nالمحافظة: القاهرة"
    return text, [v], v


@kind("ma_cin", "https://www.cnie.ma/", r"[A-Z]{1,2}\d{6}", True)
def _(g: _R):
    v = g.r.choice(["BE", "BK", "AB", "J", "EE", "CD"]) + g.digits(6, False)
    text = (
        "Formulaire d'ouverture de compte / استمارة فتح حساب\n"
        f"Nom: EL AMRANI  Prénom: Youssef  CIN: {v}  Ville: Casablanca"
    )
    return text, [v], v


@kind("ng_nin_bvn", "https://nimc.gov.ng/ ; https://www.nibss-plc.com.ng/bvn/", r"\d{11}", True)
def _(g: _R):
    nin = g.digits(11)
    bvn = "22" + g.digits(9, False)
    text = (
        '{"event":"kyc.tier2.submitted","customer":{"firstName":"Chiamaka","lastName":"Okonkwo",'
        f'"nin":"{nin}","bvn":"{bvn}","phone":"+2348031234567"}}}}'
    )
    return text, [nin, bvn], nin


@kind(
    "ke_id_kra_pin",
    "https://www.kra.go.ke/ ; https://en.wikipedia.org/wiki/Kenyan_identity_card",
    r"A\d{9}[A-Z]",
    True,
)
def _(g: _R):
    pin = "A" + g.digits(9, False) + g.r.choice(UPPER)
    idn = g.digits(8)
    text = (
        "mpesa-onboarding | WARN | id mismatch\n"
        f"  name=Wanjiru Kamau national_id={idn} kra_pin={pin} msisdn=2547{g.digits(8, False)}"
    )
    return text, [pin, idn], pin


@kind(
    "sa_national_id",
    "https://en.wikipedia.org/wiki/Saudi_national_identity_card",
    r"[12]\d{9}",
    True,
)
def _(g: _R):
    body = g.r.choice("12") + g.digits(8, False)
    v = body + _luhn_digit(body)
    text = f"طلب تحقق من الهوية\nالاسم: سارة عبد الرحمن القحطاني\nرقم الهوية الوطنية: {v}\nالمدينة: الرياض"
    return text, [v], v


@kind(
    "ae_emirates_id",
    "https://u.ae/en/information-and-services/visa-and-emirates-id",
    r"784-\d{4}-\d{7}-\d",
    True,
)
def _(g: _R):
    d = _dob(g)
    body = f"784{d.year}" + g.digits(7, False)
    n = body + _luhn_digit(body)
    v = f"{n[:3]}-{n[3:7]}-{n[7:14]}-{n[14]}"
    text = (
        "OCR result (front side):\n  Name: Fatima Ali Hassan Al Mansoori\n"
        f"  ID Number: {v}\n  Nationality: United Arab Emirates\n"
        "  رقم الهوية: " + v
    )
    return text, [v], n


@kind("ir_kodemelli", "https://fa.wikipedia.org/wiki/کارت_ملی", r"\d{10}", True)
def _(g: _R):
    body = g.digits(9, False)
    r = _wsum(body, range(10, 1, -1)) % 11
    v = body + str(r if r < 2 else 11 - r)
    text = (
        "# tests/test_forms.py\n"
        "def test_melli_code_valid():\n"
        f'    form = SignupForm(data={{"نام": "علی رضایی", "کد_ملی": "{v}"}})\n'
        "    assert form.is_valid()\n"
    )
    return text, [v], v


@kind(
    "pk_cnic",
    "https://www.nadra.gov.pk/ ; https://en.wikipedia.org/wiki/CNIC_(Pakistan)",
    r"\d{5}-\d{7}-\d",
    True,
)
def _(g: _R):
    v = f"{g.r.choice(['35202', '42101', '61101', '37405'])}-{g.digits(7)}-{g.r.randint(1, 9)}"
    text = f"shanakhti card / شناختی کارڈ\nName: Muhammad Usman Tariq   CNIC: {v}   Father: Tariq Mehmood"
    return text, [v], v


@kind(
    "bd_nid",
    "https://services.nidw.gov.bd/ ; https://en.wikipedia.org/wiki/National_identity_card_(Bangladesh)",
    r"\d{10}|\d{17}",
    True,
)
def _(g: _R):
    d = _dob(g)
    v = g.digits(10) if g.r.random() < 0.5 else f"{d.year}" + g.digits(13, False)
    text = f"নাম: মোছাঃ ফারজানা আক্তার\nজাতীয় পরিচয়পত্র নং (NID): {v}\nজন্ম তারিখ: {d.strftime('%d %b %Y')}"
    return text, [v], v


@kind("lk_nic", STDNUM + "lk.nic", r"\d{12}|\d{9}[VX]", True)
def _(g: _R):
    d = _dob(g)
    doy = d.timetuple().tm_yday + (500 if g.r.random() < 0.5 else 0)
    v = (
        f"{d.year}{doy:03d}{g.digits(5, False)}"
        if d.year >= 1990
        else f"{d.year % 100:02d}{doy:03d}{g.digits(4, False)}V"
    )
    text = f"customers.csv (first rows)\nid,name,nic,district\n441,Nimal Perera,{v},Colombo\n"
    return text, [v], v


@kind("th_citizen_id", STDNUM + "th.pin", r"\d-\d{4}-\d{5}-\d{2}-\d", True)
def _(g: _R):
    body = str(g.r.randint(1, 8)) + g.digits(11, False)
    c = (11 - _wsum(body, range(13, 1, -1)) % 11) % 10
    n = body + str(c)
    v = f"{n[0]}-{n[1:5]}-{n[5:10]}-{n[10:12]}-{n[12]}"
    text = f"ข้อมูลลูกค้า\nชื่อ-นามสกุล: นางสาวสุภาพร ศรีสวัสดิ์\nเลขประจำตัวประชาชน: {v}\nจังหวัด: เชียงใหม่"
    return text, [v], n


@kind("vn_cccd", "https://vi.wikipedia.org/wiki/Căn_cước_công_dân_(Việt_Nam)", r"0\d{11}", True)
def _(g: _R):
    d = _dob(g)
    v = (
        g.r.choice(["001", "079", "031", "048"])
        + str((0 if d.year < 2000 else 2) + g.r.randint(0, 1))
        + f"{d.year % 100:02d}"
        + g.digits(6, False)
    )
    text = (
        "[kyc] Trích xuất CCCD thành công\n"
        f"  Họ và tên: NGUYỄN THỊ THU HÀ\n  Số CCCD: {v}\n  Ngày sinh: {d.strftime('%d/%m/%Y')}\n"
        "  Quê quán: Nam Định"
    )
    return text, [v], v


@kind("id_nik", "https://id.wikipedia.org/wiki/Nomor_Induk_Kependudukan", r"\d{16}", True)
def _(g: _R):
    d = _dob(g)
    day = d.day + (40 if g.r.random() < 0.5 else 0)
    v = (
        g.r.choice(["3171", "3273", "3578", "5171"])
        + f"{g.r.randint(1, 40):02d}"
        + f"{day:02d}{d.month:02d}{d.year % 100:02d}"
        + g.digits(4, False)
    )
    v = v[:12] + f"{g.r.randint(1, 9999):04d}"
    text = (
        "seeder/PendudukSeeder.php\n"
        "        DB::table('penduduk')->insert([\n"
        f"            'nik' => '{v}',\n            'nama' => 'Siti Rahmawati',\n"
        "            'alamat' => 'Jl. Melati No. 12, Bandung',\n        ]);"
    )
    return text, [v], v


@kind("my_mykad", STDNUM + "my.nric", r"\d{6}-\d{2}-\d{4}", True)
def _(g: _R):
    d = _dob(g)
    v = f"{d.strftime('%y%m%d')}-{g.r.choice(['14', '10', '01', '08'])}-{g.digits(4)}"
    text = (
        f"Pelanggan: Nurul Aisyah binti Ahmad\nNo. Kad Pengenalan (MyKad): {v}\nAlamat: Shah Alam, Selangor"
    )
    return text, [v], v.replace("-", "")


@kind(
    "ph_philsys_sss", "https://psa.gov.ph/philsys ; https://www.sss.gov.ph/", r"\d{4}-\d{4}-\d{4}-\d{4}", True
)
def _(g: _R):
    psn = "-".join(g.digits(4) for _ in range(4))
    sss = f"{g.digits(2)}-{g.digits(7, False)}-{g.r.randint(0, 9)}"
    text = (
        "HR onboarding form (submitted)\n"
        f"Employee: Maria Cristina Dela Cruz\nPhilSys Card Number (PCN): {psn}\nSSS No.: {sss}\n"
    )
    return text, [psn, sss], psn.replace("-", "")


_TW = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36), strict=True))


@kind("tw_national_id", "https://zh.wikipedia.org/wiki/中華民國國民身分證", r"[A-Z][12]\d{8}", True)
def _(g: _R):
    letter = g.r.choice("ABCDEFGHJKLMNPQRSTUVXYWZIO")
    body = letter + g.r.choice("12") + g.digits(7, False)
    n = _TW[letter]
    s = n // 10 + (n % 10) * 9 + _wsum(body[1:], (8, 7, 6, 5, 4, 3, 2, 1))
    v = body + str((10 - s % 10) % 10)
    text = (
        "使用者資料匯出 users_export.csv\n姓名,身分證字號,手機\n"
        f"陳怡君,{v},0912-{g.digits(3, False)}-{g.digits(3, False)}\n"
    )
    return text, [v], v


@kind(
    "hk_hkid",
    "https://www.immd.gov.hk/eng/services/hk-identity-card.html",
    r"[A-Z]{1,2}\d{6}\([0-9A]\)",
    True,
)
def _(g: _R):
    prefix = g.r.choice(["A", "C", "D", "E", "K", "P", "R", "Z", "XA"])
    digits6 = g.digits(6, False)
    vals = [36] if len(prefix) == 1 else []
    vals += [ord(c) - 55 for c in prefix] + [int(c) for c in digits6]
    s = sum(v * w for v, w in zip(vals, (9, 8, 7, 6, 5, 4, 3, 2), strict=True))
    r = (11 - s % 11) % 11
    v = f"{prefix}{digits6}({'A' if r == 10 else r})"
    text = f"客戶資料 Customer record\n姓名 Name: CHAN Tai Man 陳大文\n身份證號碼 HKID: {v}\n"
    return text, [v], v.replace("(", "").replace(")", "")


@kind("nz_ird", STDNUM + "nz.ird", r"\d{3}-\d{3}-\d{3}", True)
def _(g: _R):
    while True:
        base = str(g.r.randint(10_000_000, 14_999_999))
        r = 11 - _wsum(base, (3, 2, 7, 6, 5, 4, 3, 2)) % 11
        if r != 10:
            break
    n = base + str(0 if r == 11 else r)
    v = f"{n[:3]}-{n[3:6]}-{n[6:]}"
    text = (
        "payroll/fixtures/employees.json\n"
        '  {"name": "Aroha Ngata", "ird_number": "' + v + '", "tax_code": "M", "kiwisaver": 0.03}'
    )
    return text, [v], n


_CURP = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ"


@kind(
    "mx_curp",
    STDNUM + "mx.curp ; https://www.gob.mx/curp/",
    r"[A-Z][AEIOUX][A-Z]{2}\d{6}[HM][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d",
    True,
)
def _(g: _R):
    d = _dob(g)
    cons = "BCDFGHJKLMNPQRSTVWXYZ"
    body = (
        g.r.choice("GHLMRS")
        + g.r.choice("AEIOU")
        + g.r.choice(cons)
        + g.r.choice("DFJTVZ")
        + d.strftime("%y%m%d")
        + g.r.choice("HM")
        + g.r.choice(["DF", "JC", "NL", "PL", "VZ", "YN"])
        + "".join(g.r.choice(cons) for _ in range(3))
        + (g.r.choice("0123456789") if d.year < 2000 else g.r.choice("ABCDE"))
    )
    s = sum(_CURP.index(c) * (18 - i) for i, c in enumerate(body))
    v = body + str((10 - s % 10) % 10)
    text = (
        "$ http POST :8000/api/pacientes nombre='Guadalupe Hernández' curp=" + v + "\n"
        'HTTP/1.1 201 Created\n{"id": 5512, "curp": "' + v + '", "estado": "Jalisco"}'
    )
    return text, [v], v


_RFC = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


@kind("mx_rfc_persona", STDNUM + "mx.rfc", r"[A-Z]{4}\d{6}[A-Z0-9]{3}", True)
def _(g: _R):
    d = _dob(g)
    body = (
        g.r.choice("GHLMRS")
        + g.r.choice("AEIOU")
        + g.r.choice("BCDFGLMNRST")
        + g.r.choice("AEIOU")
        + d.strftime("%y%m%d")
        + g.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789")
        + g.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ123456789")
    )
    s = sum(_RFC.index(c) * (13 - i) for i, c in enumerate(body))
    r = 11 - s % 11
    v = body + ("0" if r == 11 else "A" if r == 10 else str(r))
    text = (
        '<cfdi:Receptor Rfc="' + v + '" Nombre="JOSE LUIS RAMIREZ TORRES" '
        'DomicilioFiscalReceptor="44100" RegimenFiscalReceptor="605" UsoCFDI="G03"/>'
    )
    return text, [v], v


@kind("co_nit", STDNUM + "co.nit", r"\d{3}\.\d{3}\.\d{3}-\d", True)
def _(g: _R):
    body = g.digits(9)
    s = _wsum(body[::-1], (3, 7, 13, 17, 19, 23, 29, 37, 41)) % 11
    dv = s if s < 2 else 11 - s
    v = f"{body[:3]}.{body[3:6]}.{body[6:]}-{dv}"
    text = f"Factura electrónica — adquirente\nNombre: Camilo Andrés Restrepo  NIT/CC: {v}  Ciudad: Medellín"
    return text, [v], v.replace(".", "")


@kind("pe_ruc_persona", STDNUM + "pe.ruc", r"10\d{9}", True)
def _(g: _R):
    body = "10" + g.digits(8)
    v = body + str((11 - _wsum(body, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) % 11) % 10)
    text = (
        "// test/sunat.spec.ts\n"
        f"const contribuyente = {{ ruc: '{v}', razonSocial: 'QUISPE MAMANI ROSA ELENA', estado: 'ACTIVO' }};"
    )
    return text, [v], v


@kind(
    "uy_cedula",
    "https://es.wikipedia.org/wiki/Documento_de_identidad_(Uruguay)",
    r"\d\.\d{3}\.\d{3}-\d",
    True,
)
def _(g: _R):
    body = g.digits(7)
    c = (10 - _wsum(body, (2, 9, 8, 7, 6, 3, 4)) % 10) % 10
    v = f"{body[0]}.{body[1:4]}.{body[4:]}-{c}"
    text = f"socios_export.csv\nnro_socio;nombre;ci;barrio\n1042;Florencia Rodríguez;{v};Pocitos\n"
    return text, [v], body + str(c)


@kind("ec_cedula", STDNUM + "ec.ci", r"\d{10}", True)
def _(g: _R):
    body = f"{g.r.randint(1, 24):02d}" + str(g.r.randint(0, 5)) + g.digits(6, False)
    s = 0
    for i, ch in enumerate(body):
        p = int(ch) * (2 if i % 2 == 0 else 1)
        s += p - 9 if p > 9 else p
    v = body + str((10 - s % 10) % 10)
    text = (
        "INSERT INTO afiliados (cedula, nombres, ciudad) VALUES\n"
        f"  ('{v}', 'María Belén Andrade Salazar', 'Quito');"
    )
    return text, [v], v


@kind("ve_rif_cedula", STDNUM + "ve.rif", r"V-\d{8}-\d", True)
def _(g: _R):
    body = g.digits(8)
    s = _wsum("1" + body, (4, 3, 2, 7, 6, 5, 4, 3, 2))
    v = f"V-{body}-{'00987654321'[s % 11]}"
    text = (
        "Estimado cliente, datos de facturación:\n"
        f"  Razón social: Carlos Eduardo Pérez Gómez\n  RIF: {v}\n  Caracas, Venezuela"
    )
    return text, [v], v


# -- operations credentials: prefixless, only the file or command says "secret" -------------------


@kind(
    "terraform_tfvars_password",
    "https://developer.hashicorp.com/terraform/language/values/variables#variable-definitions-tfvars-files",
    r"\S{14,22}",
    True,
)
def _(g: _R):
    pw = _pw(g)
    tok = g.s(64, ALNUM)
    text = (
        "$ cat envs/prod/terraform.tfvars\n"
        'region          = "eu-central"\n'
        f'db_admin_password = "{pw}"\n'
        f'hcloud_token    = "{tok}"\n'
        "replicas        = 3\n"
    )
    return text, [pw, tok], pw


@kind(
    "terraform_state_sensitive_attr",
    "https://developer.hashicorp.com/terraform/language/state/sensitive-data",
    r"\S{14,22}",
    True,
)
def _(g: _R):
    pw = _pw(g)
    text = (
        "$ terraform state pull | jq '.resources[] | select(.type==\"random_password\") | .instances[0].attributes'\n"
        "{\n"
        '  "id": "none",\n  "length": 20,\n  "override_special": "!#%*_-",\n'
        f'  "result": "{pw}",\n  "special": true\n}}'
    )
    return text, [pw], pw


@kind(
    "ansible_inventory_become_pass",
    "https://docs.ansible.com/ansible/latest/inventory_guide/intro_inventory.html#connecting-to-hosts-behavioral-inventory-parameters",
    r"\S{10,30}",
    True,
)
def _(g: _R):
    pw = g.password()
    ssh = _pw(g)
    text = (
        "# inventory/hosts.ini\n[db]\n"
        f"db01.internal ansible_host=10.20.1.11 ansible_user=deploy ansible_ssh_pass='{ssh}'\n\n"
        f"[db:vars]\nansible_become_password={pw}\n"
    )
    return text, [pw, ssh], pw


@kind(
    "ansible_vault_decrypted_vars",
    "https://docs.ansible.com/ansible/latest/vault_guide/vault_using_encrypted_content.html",
    r"\S{14,22}",
    True,
)
def _(g: _R):
    pw = _pw(g)
    key = g.s(40, ALNUM)
    text = (
        "$ ansible-vault view group_vars/prod/vault.yml\nVault password: \n---\n"
        f'vault_postgres_password: "{pw}"\n'
        f"vault_smtp_relay_key: {key}\n"
    )
    return text, [pw, key], pw


@kind(
    "k8s_secret_stringdata",
    "https://kubernetes.io/docs/concepts/configuration/secret/#restriction-names-data",
    r"\S{14,22}",
    True,
)
def _(g: _R):
    pw = _pw(g)
    text = (
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: billing-db\n  namespace: payments\n"
        "type: Opaque\nstringData:\n  DB_USER: billing\n"
        f'  DB_PASSWORD: "{pw}"\n'
    )
    return text, [pw], pw


@kind(
    "k8s_secret_data_base64",
    "https://kubernetes.io/docs/tasks/configmap-secret/managing-secret-using-kubectl/",
    r"[A-Za-z0-9+/]+=*",
    True,
)
def _(g: _R):
    pw = _pw(g)
    b = base64.b64encode(pw.encode()).decode()
    text = (
        "$ kubectl get secret redis-auth -o yaml\napiVersion: v1\ndata:\n"
        f"  redis-password: {b}\nkind: Secret\nmetadata:\n  name: redis-auth\ntype: Opaque\n"
    )
    return text, [b], b


@kind(
    "jenkins_credentials_xml",
    "https://www.jenkins.io/doc/developer/security/secrets/ ; rules: gitleaks jenkins",
    r"\{[A-Za-z0-9+/]+=*\}",
    True,
)
def _(g: _R):
    enc = "{AQAAABAAAAAQ" + g.s(40, ALNUM + "+/") + "=}"
    text = (
        "<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n"
        "  <scope>GLOBAL</scope>\n  <id>nexus-deploy</id>\n  <username>ci-deployer</username>\n"
        f"  <password>{enc}</password>\n"
        "</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>"
    )
    return text, [enc], enc


@kind(
    "adonet_connection_string",
    "https://learn.microsoft.com/en-us/dotnet/api/system.data.sqlclient.sqlconnection.connectionstring",
    r"\S{14,22}",
    True,
)
def _(g: _R):
    pw = _pw(g).replace(";", "_")
    text = (
        '  "ConnectionStrings": {\n    "Orders": "Server=tcp:sql-orders.internal,1433;Initial Catalog=orders;'
        f'Persist Security Info=False;User ID=orders_app;Password={pw};Encrypt=True;"\n  }}'
    )
    return text, [pw], pw


@kind(
    "odbc_ini_password",
    "https://learn.microsoft.com/en-us/sql/connect/odbc/linux-mac/connection-string-keywords-and-data-source-names-dsns",
    r"\S{14,22}",
    True,
)
def _(g: _R):
    pw = _pw(g)
    text = (
        "$ cat /etc/odbc.ini\n[warehouse]\nDriver = ODBC Driver 18 for SQL Server\n"
        f"Server = tcp:dw01,1433\nDatabase = dw\nUID = etl_loader\nPWD = {pw}\nTrustServerCertificate = yes\n"
    )
    return text, [pw], pw


@kind(
    "kafka_jaas_plain",
    "https://kafka.apache.org/documentation/#security_sasl_plain_clientconfig",
    r"\S{14,22}",
    True,
)
def _(g: _R):
    pw = _pw(g)
    text = (
        "# client.properties\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
        "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required \\\n"
        f'    username="orders-consumer" password="{pw}";\n'
    )
    return text, [pw], pw


@kind(
    "wireguard_private_key",
    "https://www.wireguard.com/quickstart/ ; https://man7.org/linux/man-pages/man8/wg.8.html",
    r"[A-Za-z0-9+/]{43}=",
    True,
)
def _(g: _R):
    raw = bytes(g.r.getrandbits(8) for _ in range(32))
    priv = base64.b64encode(raw).decode()
    psk = base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode()
    pub = base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode()
    text = (
        "$ sudo cat /etc/wireguard/wg0.conf\n[Interface]\nAddress = 10.8.0.2/24\n"
        f"PrivateKey = {priv}\n\n[Peer]\nPublicKey = {pub}\nPresharedKey = {psk}\n"
        "Endpoint = vpn.example.net:51820\nAllowedIPs = 10.8.0.0/24\n"
    )
    return text, [priv, psk], priv


@kind(
    "openvpn_static_key",
    "https://openvpn.net/community-resources/reference-manual-for-openvpn-2-6/ (--tls-crypt, --genkey)",
    r"[0-9a-f]{32}",
    True,
)
def _(g: _R):
    lines = [g.s(32, HEX) for _ in range(16)]
    text = (
        "client.ovpn (tail)\n<tls-crypt>\n#\n# 2048 bit OpenVPN static key\n#\n"
        "-----BEGIN OpenVPN Static key V1-----\n"
        + "\n".join(lines)
        + "\n-----END OpenVPN Static key V1-----\n</tls-crypt>"
    )
    return text, lines[::3], lines[0]


@kind(
    "wpa_supplicant_psk",
    "https://w1.fi/cgit/hostap/plain/wpa_supplicant/wpa_supplicant.conf",
    r".{8,63}",
    True,
)
def _(g: _R):
    pw = g.password()
    text = (
        "$ sudo cat /etc/wpa_supplicant/wpa_supplicant.conf\nctrl_interface=DIR=/var/run/wpa_supplicant\n"
        f'network={{\n    ssid="Kowalski-5G"\n    psk="{pw}"\n    key_mgmt=WPA-PSK\n}}'
    )
    return text, [pw], pw


@kind("snmp_community_v3", "http://www.net-snmp.org/docs/man/snmpd.conf.html", r"\S{8,30}", True)
def _(g: _R):
    comm = g.s(12, LOWER_DIGITS)
    auth = _pw(g)
    text = (
        "# /etc/snmp/snmpd.conf\n"
        f"rocommunity {comm} 10.0.0.0/8\n"
        f'createUser monitor SHA "{auth}" AES\nrouser monitor priv\n'
    )
    return text, [comm, auth], comm


@kind("ldap_bind_password", "https://www.openldap.org/software/man.cgi?query=ldapsearch", r"\S{10,30}", True)
def _(g: _R):
    pw = g.password()
    text = (
        f"$ ldapsearch -x -H ldaps://ldap.corp.internal -D 'cn=svc-gitlab,ou=services,dc=corp,dc=internal' -w '{pw}' "
        "-b 'ou=people,dc=corp,dc=internal' '(uid=jdoe)' mail\n# numEntries: 1"
    )
    return text, [pw], pw


@kind("sssd_ldap_authtok", "https://man.archlinux.org/man/sssd-ldap.5", r"\S{14,22}", True)
def _(g: _R):
    pw = _pw(g)
    text = (
        "[domain/corp]\nid_provider = ldap\nldap_uri = ldaps://ldap.corp.internal\n"
        "ldap_default_bind_dn = cn=sssd,ou=services,dc=corp,dc=internal\n"
        f"ldap_default_authtok_type = password\nldap_default_authtok = {pw}\n"
    )
    return text, [pw], pw


@kind(
    "mongodb_srv_uri",
    "https://www.mongodb.com/docs/manual/reference/connection-string/",
    r"[A-Za-z0-9]{16,24}",
    True,
)
def _(g: _R):
    pw = g.s(g.r.randint(16, 24), ALNUM)
    host = g.s(5, LOWER_DIGITS)
    text = (
        "MONGODB_URI=mongodb+srv://app_rw:"
        + pw
        + f"@cluster0.{host}.mongodb.net/shop?retryWrites=true&w=majority\n"
    )
    return text, [pw], pw


@kind(
    "rabbitmq_conf_default_pass", "https://www.rabbitmq.com/docs/configure#config-items", r"\S{14,22}", True
)
def _(g: _R):
    pw = _pw(g)
    text = (
        "# /etc/rabbitmq/rabbitmq.conf\nlisteners.tcp.default = 5672\n"
        f"default_user = orders\ndefault_pass = {pw}\nmanagement.tcp.port = 15672\n"
    )
    return text, [pw], pw


@kind(
    "redis_requirepass",
    "https://redis.io/docs/latest/operate/oss_and_stack/management/security/",
    r"\S{16,40}",
    True,
)
def _(g: _R):
    pw = g.s(32, HEX)
    text = (
        "$ grep -nE '^(requirepass|masterauth)' /etc/redis/redis.conf\n"
        f"1044:requirepass {pw}\n"
        f"1102:masterauth {pw}\n"
    )
    return text, [pw], pw


@kind(
    "helm_values_password",
    "https://artifacthub.io/packages/helm/bitnami/postgresql#parameters",
    r"\S{14,22}",
    True,
)
def _(g: _R):
    pw = _pw(g)
    rep = _pw(g)
    text = (
        f"$ helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword='{pw}' "
        f"--set auth.replicationPassword='{rep}'\nRelease \"pg\" has been upgraded. Happy Helming!"
    )
    return text, [pw, rep], pw


@kind(
    "consul_acl_bootstrap",
    "https://developer.hashicorp.com/consul/commands/acl/bootstrap",
    r"[0-9a-f-]{36}",
    True,
)
def _(g: _R):
    sid = g.uuid()
    text = (
        "$ consul acl bootstrap\n"
        f"AccessorID:       {g.uuid()}\nSecretID:         {sid}\n"
        "Description:      Bootstrap Token (Global Management)\nLocal:            false\n"
    )
    return text, [sid], sid


@kind(
    "nomad_acl_bootstrap",
    "https://developer.hashicorp.com/nomad/commands/acl/bootstrap",
    r"[0-9a-f-]{36}",
    True,
)
def _(g: _R):
    sid = g.uuid()
    text = (
        "$ nomad acl bootstrap\n"
        f"Accessor ID  = {g.uuid()}\nSecret ID    = {sid}\nName         = Bootstrap Token\nType         = management\n"
    )
    return text, [sid], sid


@kind(
    "vault_unseal_keys",
    "https://developer.hashicorp.com/vault/docs/commands/operator/init",
    r"[A-Za-z0-9+/]{44}",
    True,
)
def _(g: _R):
    keys = [base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(33))).decode() for _ in range(3)]
    root = "hvs." + g.s(24, ALNUM)
    text = (
        "$ vault operator init -key-shares=3 -key-threshold=2\n"
        + "".join(f"Unseal Key {i + 1}: {k}\n" for i, k in enumerate(keys))
        + f"\nInitial Root Token: {root}\n\nVault initialized with 3 key shares and a key threshold of 2."
    )
    return text, [*keys, root], keys[0]


@kind(
    "docker_swarm_join_token",
    "https://docs.docker.com/reference/cli/docker/swarm/join-token/",
    r"SWMTKN-1-[0-9a-z]{50}-[0-9a-z]{25}",
)
def _(g: _R):
    tok = f"SWMTKN-1-{g.s(50, LOWER_DIGITS)}-{g.s(25, LOWER_DIGITS)}"
    text = (
        "$ docker swarm join-token worker\nTo add a worker to this swarm, run the following command:\n\n"
        f"    docker swarm join --token {tok} 10.0.4.12:2377\n"
    )
    return text, [tok], tok


@kind("k3s_node_token", "https://docs.k3s.io/cli/token", r"K10[0-9a-f]{64}::server:[0-9a-f]{32}")
def _(g: _R):
    tok = f"K10{g.s(64, HEX)}::server:{g.s(32, HEX)}"
    text = (
        "$ sudo cat /var/lib/rancher/k3s/server/node-token\n" + tok + "\n"
        "$ curl -sfL https://get.k3s.io | K3S_URL=https://10.0.4.10:6443 K3S_TOKEN=" + tok + " sh -"
    )
    return text, [tok], tok.split("::")[0]


@kind(
    "haproxy_userlist_password",
    "https://docs.haproxy.org/2.8/configuration.html#3.4-user",
    r"\S{10,30}",
    True,
)
def _(g: _R):
    pw = g.password()
    text = (
        "userlist stats_users\n"
        f"    user admin insecure-password {pw}\n\n"
        "frontend stats\n    bind :8404\n    http-request auth unless { http_auth(stats_users) }\n"
    )
    return text, [pw], pw


@kind(
    "htpasswd_apr1_hash",
    "https://httpd.apache.org/docs/2.4/misc/password_encryptions.html",
    r"\$apr1\$[./0-9A-Za-z]{8}\$[./0-9A-Za-z]{22}",
)
def _(g: _R):
    alpha = "./" + string.digits + string.ascii_letters
    h = f"$apr1${g.s(8, alpha)}${g.s(22, alpha)}"
    text = "$ cat /etc/nginx/.htpasswd\nmetrics:" + h + "\n"
    return text, [h], h


@kind(
    "grafana_ini_admin_password",
    "https://grafana.com/docs/grafana/latest/setup-grafana/configure-grafana/#admin_password",
    r"\S{10,30}",
    True,
)
def _(g: _R):
    pw = g.password()
    db = _pw(g)
    text = (
        "# /etc/grafana/grafana.ini\n[security]\nadmin_user = admin\n"
        f"admin_password = {pw}\n\n[database]\ntype = postgres\nuser = grafana\npassword = {db}\n"
    )
    return text, [pw, db], pw


@kind(
    "prometheus_basic_auth",
    "https://prometheus.io/docs/prometheus/latest/configuration/configuration/#scrape_config",
    r"\S{14,22}",
    True,
)
def _(g: _R):
    pw = _pw(g)
    bearer = g.s(48, ALNUM)
    text = (
        "scrape_configs:\n  - job_name: node\n    basic_auth:\n      username: scrape\n"
        f"      password: '{pw}'\n  - job_name: federate\n    authorization:\n      credentials: {bearer}\n"
    )
    return text, [pw, bearer], pw


@kind(
    "bind_tsig_key",
    "https://bind9.readthedocs.io/en/latest/reference.html#tsig ; https://bind9.readthedocs.io/en/latest/manpages.html#tsig-keygen",
    r"[A-Za-z0-9+/]{43}=",
    True,
)
def _(g: _R):
    sec = base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode()
    text = (
        "$ sudo cat /etc/bind/keys/transfer.key\n"
        f'key "xfr-secondary" {{\n\talgorithm hmac-sha256;\n\tsecret "{sec}";\n}};'
    )
    return text, [sec], sec


@kind(
    "zabbix_agent_psk",
    "https://www.zabbix.com/documentation/current/en/manual/encryption/using_pre_shared_keys",
    r"[0-9a-f]{64}",
    True,
)
def _(g: _R):
    psk = g.s(64, HEX)
    text = (
        "$ sudo cat /etc/zabbix/zabbix_agent2.psk\n" + psk + "\n$ grep ^TLS /etc/zabbix/zabbix_agent2.conf\n"
        "TLSConnect=psk\nTLSAccept=psk\nTLSPSKIdentity=web-07\nTLSPSKFile=/etc/zabbix/zabbix_agent2.psk"
    )
    return text, [psk], psk


@kind(
    "keepalived_auth_pass",
    "https://keepalived.readthedocs.io/en/latest/configuration_synopsis.html#vrrp-instance-definitions-synopsis",
    r"[A-Za-z0-9]{8}",
    True,
)
def _(g: _R):
    pw = g.s(8, ALNUM)
    text = (
        "vrrp_instance VI_1 {\n    state MASTER\n    interface eth0\n    virtual_router_id 51\n"
        f"    authentication {{\n        auth_type PASS\n        auth_pass {pw}\n    }}\n"
        "    virtual_ipaddress { 10.0.0.100/24 }\n}"
    )
    return text, [pw], pw


@kind(
    "postfix_sasl_passwd", "https://www.postfix.org/SASL_README.html#client_sasl_enable", r"\S{14,22}", True
)
def _(g: _R):
    pw = _pw(g).replace(":", "_")
    text = (
        "$ sudo cat /etc/postfix/sasl_passwd\n"
        f"[smtp.relay.example.net]:587 alerts@corp.example:{pw}\n"
        "$ sudo postmap /etc/postfix/sasl_passwd"
    )
    return text, [pw], pw


@kind("pgpass_line", "https://www.postgresql.org/docs/current/libpq-pgpass.html", r"\S{14,22}", True)
def _(g: _R):
    pw = _pw(g).replace(":", "_")
    text = f"$ cat ~/.pgpass\ndb-replica.internal:5432:analytics:report_ro:{pw}\n*:5432:*:postgres:{pw}\n"
    return text, [pw], pw


@kind(
    "ceph_client_keyring",
    "https://docs.ceph.com/en/latest/rados/operations/user-management/#keyring-management",
    r"AQ[A-Za-z0-9+/]{36}==",
    True,
)
def _(g: _R):
    key = base64.b64encode(b"\x01\x00" + bytes(g.r.getrandbits(8) for _ in range(26))).decode()
    text = (
        "$ sudo cat /etc/ceph/ceph.client.rbd.keyring\n[client.rbd]\n"
        f'\tkey = {key}\n\tcaps mon = "profile rbd"\n\tcaps osd = "profile rbd pool=volumes"'
    )
    return text, [key], key


@kind("mysql_my_cnf_client", "https://dev.mysql.com/doc/refman/8.4/en/option-files.html", r"\S{14,22}", True)
def _(g: _R):
    pw = _pw(g)
    text = f'$ cat ~/.my.cnf\n[client]\nuser=backup\npassword="{pw}"\nhost=mysql-primary.internal\n'
    return text, [pw], pw


@kind(
    "windows_unattend_admin_password",
    "https://learn.microsoft.com/en-us/windows-hardware/customize/desktop/unattend/microsoft-windows-shell-setup-useraccounts-administratorpassword-value",
    r"\S{10,30}",
    True,
)
def _(g: _R):
    pw = g.password()
    text = (
        "    <UserAccounts>\n      <AdministratorPassword>\n"
        f"        <Value>{pw}</Value>\n        <PlainText>true</PlainText>\n"
        "      </AdministratorPassword>\n    </UserAccounts>"
    )
    return text, [pw], pw


# -- other personal data in developer carriers -----------------------------------------------------

_FIRST = [
    "oksana",
    "dimitrios",
    "aigerim",
    "thanh",
    "siti",
    "mateo",
    "ioana",
    "kwame",
    "farida",
    "lukas",
    "yerlan",
    "marisol",
]
_LAST = [
    "kovalenko",
    "papadakis",
    "nurlanova",
    "nguyen",
    "rahmawati",
    "quispe",
    "popescu",
    "mensah",
    "haddad",
    "berzins",
    "sadykov",
    "arrieta",
]
_MAILDOM = [
    "gmail.com",
    "yandex.ru",
    "outlook.com",
    "proton.me",
    "mail.ru",
    "yahoo.com.mx",
    "hotmail.gr",
    "ukr.net",
]


def _person(g: _R) -> tuple[str, str, str]:
    f, last = g.r.choice(_FIRST), g.r.choice(_LAST)
    return f, last, _email(g, f, last, g.r.choice(_MAILDOM))


@kind("email_git_log_author", "https://git-scm.com/docs/git-log#_pretty_formats", r"[a-z.0-9]+@[a-z.]+", True)
def _(g: _R):
    f, last, e = _person(g)
    text = (
        f"$ git log -1 --format=fuller\ncommit {g.s(40, HEX)}\n"
        f"Author:     {f.title()} {last.title()} <{e}>\nAuthorDate: Tue Mar 3 21:14:09 2026 +0200\n"
        f"Commit:     {f.title()} {last.title()} <{e}>\n\n    fix: handle empty cart on checkout\n"
    )
    return text, [e], e


@kind(
    "email_git_blame_e",
    "https://git-scm.com/docs/git-blame#Documentation/git-blame.txt--e",
    r"[a-z.0-9]+@[a-z.]+",
    True,
)
def _(g: _R):
    _, _, e = _person(g)
    text = (
        f"$ git blame -e -L 40,41 src/billing/tax.py\n"
        f"{g.s(8, HEX)} (<{e}> 2025-11-02 10:41:13 +0100 40)     rate = lookup_rate(country)\n"
        f"{g.s(8, HEX)} (<{e}> 2025-11-02 10:41:13 +0100 41)     return round(amount * rate, 2)\n"
    )
    return text, [e], e


@kind(
    "email_codeowners",
    "https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-code-owners",
    r"[a-z.0-9]+@[a-z.]+",
    True,
)
def _(g: _R):
    _, _, e = _person(g)
    text = f"# .github/CODEOWNERS\n*.tf            @org/platform\n/payments/      {e} @org/payments\n"
    return text, [e], e


@kind(
    "email_package_json_author",
    "https://docs.npmjs.com/cli/v10/configuring-npm/package-json#people-fields-author-contributors",
    r"[a-z.0-9]+@[a-z.]+",
    True,
)
def _(g: _R):
    f, last, e = _person(g)
    text = (
        '{\n  "name": "@acme/form-validators",\n  "version": "2.4.1",\n'
        f'  "author": "{f.title()} {last.title()} <{e}> (https://{last}.dev)",\n  "license": "MIT"\n}}'
    )
    return text, [e], e


@kind(
    "email_cargo_toml_authors",
    "https://doc.rust-lang.org/cargo/reference/manifest.html#the-authors-field",
    r"[a-z.0-9]+@[a-z.]+",
    True,
)
def _(g: _R):
    f, last, e = _person(g)
    text = f'[package]\nname = "geo-fence"\nversion = "0.3.0"\nauthors = ["{f.title()} {last.title()} <{e}>"]\nedition = "2021"\n'
    return text, [e], e


@kind("email_mailmap", "https://git-scm.com/docs/gitmailmap", r"[a-z.0-9]+@[a-z.]+", True)
def _(g: _R):
    f, last, e = _person(g)
    old = _email(g, f[0], last, "old-corp.example")
    text = f"# .mailmap\n{f.title()} {last.title()} <{e}> <{old}>\n"
    return text, [e], e


@kind(
    "email_pyproject_authors",
    "https://packaging.python.org/en/latest/specifications/pyproject-toml/#authors-maintainers",
    r"[a-z.0-9]+@[a-z.]+",
    True,
)
def _(g: _R):
    f, last, e = _person(g)
    text = f'[project]\nname = "kyc-tools"\nauthors = [\n  {{ name = "{f.title()} {last.title()}", email = "{e}" }},\n]\n'
    return text, [e], e


@kind("phone_twilio_log_e164", "https://www.twilio.com/docs/glossary/what-e164", r"\+\d{10,13}", True)
def _(g: _R):
    v = g.r.choice(
        [
            "+38067",
            "+7916",
            "+2010",
            "+62812",
            "+8490",
            "+6681",
            "+52155",
            "+63917",
            "+23480",
            "+4179",
            "+30694",
            "+98912",
            "+90532",
        ]
    ) + g.digits(7, False)
    text = (
        "2026-03-04T08:12:55Z INFO sms.send sid=SM" + g.s(32, HEX) + f" to={v} status=queued\n"
        f"2026-03-04T08:12:57Z WARN sms.callback to={v} status=undelivered error_code=30003"
    )
    return text, [v], v


@kind(
    "phone_contacts_csv_local",
    "https://github.com/google/libphonenumber/blob/master/FAQ.md",
    r"[\d ()-]{9,16}",
    True,
)
def _(g: _R):
    fmt = g.r.choice(
        [
            lambda: f"067 {g.digits(3, False)} {g.digits(2, False)} {g.digits(2, False)}",
            lambda: f"8 (916) {g.digits(3, False)}-{g.digits(2, False)}-{g.digits(2, False)}",
            lambda: f"0812-{g.digits(4, False)}-{g.digits(4, False)}",
            lambda: f"090 {g.digits(3, False)} {g.digits(4, False)}",
            lambda: f"0803 {g.digits(3, False)} {g.digits(4, False)}",
            lambda: f"0532 {g.digits(3, False)} {g.digits(2, False)} {g.digits(2, False)}",
        ]
    )
    v = fmt()
    text = f"name;phone;city\nKhadija Benali;{v};Rabat\n"
    return text, [v], v.replace(" ", "").replace("(", "").replace(")", "")


@kind(
    "phone_libphonenumber_test",
    "https://github.com/google/libphonenumber/blob/master/resources/PhoneNumberMetadata.xml",
    r"\+\d{2,3} \d[\d ]+",
    True,
)
def _(g: _R):
    v = (
        g.r.choice(["+41 79 ", "+30 694 ", "+98 912 ", "+880 1711 ", "+94 77 "])
        + f"{g.digits(3, False)} {g.digits(4, False)}"
    )
    text = (
        "func TestFormatInternational(t *testing.T) {\n"
        f'\tnum, _ := phonenumbers.Parse("{v}", "")\n'
        f'\tif got := phonenumbers.Format(num, phonenumbers.INTERNATIONAL); got != "{v}" {{\n\t\tt.Fatal(got)\n\t}}\n}}'
    )
    return text, [v], v.replace(" ", "")


def _bban(g: _R, country: str) -> str:
    spec = {
        "AT": lambda: g.digits(16),
        "CH": lambda: g.digits(17, False),
        "LU": lambda: g.digits(3) + g.digits(13, False),
        "HR": lambda: g.digits(17),
        "HU": lambda: g.digits(24),
        "GR": lambda: g.digits(23),
        "CY": lambda: g.digits(24),
        "MT": lambda: g.s(4, UPPER) + g.digits(23, False),
        "SI": lambda: g.digits(15),
        "LT": lambda: g.digits(16),
        "UA": lambda: g.digits(25),
        "KZ": lambda: g.digits(16),
        "GE": lambda: g.s(2, UPPER) + g.digits(16, False),
        "AZ": lambda: g.s(4, UPPER) + g.digits(20, False),
        "SA": lambda: g.digits(20),
        "AE": lambda: g.digits(19),
        "EG": lambda: g.digits(25),
        "PK": lambda: g.s(4, UPPER) + g.digits(16, False),
    }
    return _iban(country, spec[country]())


@kind(
    "iban_invoice_json_many_countries",
    "https://www.swift.com/standards/data-standards/iban-international-bank-account-number ; "
    + STDNUM
    + "iban",
    r"[A-Z]{2}\d{2}[A-Z0-9]{11,30}",
    True,
)
def _(g: _R):
    v = _bban(g, g.r.choice(["AT", "CH", "LU", "HR", "HU", "GR", "CY", "MT", "SI", "LT"]))
    text = (
        '{"invoice": "INV-2026-0412", "payee": {"name": "Elena Stavrou", "iban": "'
        + v
        + '", "bic": "BCYPCY2N"},\n'
        ' "amount": {"value": "1840.00", "currency": "EUR"}}'
    )
    return text, [v], v


@kind(
    "iban_spaced_support_paste",
    "https://en.wikipedia.org/wiki/International_Bank_Account_Number#Validating_the_IBAN ; "
    + STDNUM
    + "iban",
    r"[A-Z]{2}\d{2}( [A-Z0-9]{1,4})+",
    True,
)
def _(g: _R):
    v = _bban(g, g.r.choice(["UA", "KZ", "GE", "AZ", "SA", "AE", "EG", "PK"]))
    s = _spaced(v)
    text = f"Вітаю! Прошу повернути кошти на мій рахунок IBAN: {s}\nОтримувач: Бондаренко Ігор Васильович"
    return text, [s], v


@kind(
    "mx_clabe",
    "https://github.com/suryatejamuthyala/Clabevalidation ; https://es.wikipedia.org/wiki/CLABE",
    r"\d{18}",
    True,
)
def _(g: _R):
    body = g.r.choice(["002", "012", "014", "021", "072"]) + g.digits(14, False)
    s = sum(int(d) * w % 10 for d, w in zip(body, (3, 7, 1) * 6, strict=False))
    v = body + str((10 - s % 10) % 10)
    text = (
        "-- migración: datos de dispersión de nómina\n"
        f"UPDATE empleados SET clabe = '{v}', banco = 'BBVA' WHERE rfc_emp = 'ROTJ850312AB1';"
    )
    return text, [v], v


@kind(
    "ng_nuban",
    "https://www.cbn.gov.ng/ (NUBAN standard) ; https://en.wikipedia.org/wiki/Nigeria_Uniform_Bank_Account_Number",
    r"\d{10}",
    True,
)
def _(g: _R):
    bank = g.r.choice(["058", "033", "011", "044", "057"])
    serial = g.digits(9, False)
    s = _wsum(bank + serial, (3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3))
    v = serial + str((10 - s % 10) % 10)
    text = (
        'POST /v1/transfers {"account_number": "' + v + f'", "bank_code": "{bank}", '
        '"account_name": "ADEBAYO OLUWASEUN TUNDE", "amount": 250000}'
    )
    return text, [v], v


def _card(g: _R, prefixes: list[str], length: int = 16) -> int:
    return g.luhn(g.r.choice(prefixes), length)


@kind(
    "card_mir_in_log",
    "https://en.wikipedia.org/wiki/Payment_card_number#Issuer_identification_number_(IIN) ; ISO/IEC 7812",
    r"220[0-4]\d{12}",
    True,
)
def _(g: _R):
    n = _card(g, ["2200", "2201", "2202", "2204"])
    text = f"2026-02-19 14:03:11,882 ERROR payment.gateway: declined pan={n} exp=09/28 holder=SMIRNOVA ELENA code=51\n"
    return text, [str(n)], str(n), n


@kind("card_troy_grouped", "https://www.troyodeme.com/ ; ISO/IEC 7812", r"9792\d{12}", True)
def _(g: _R):
    n = _card(g, ["9792"])
    s = str(n)
    v = " ".join(s[i : i + 4] for i in range(0, 16, 4))
    text = f"Müşteri notu: Kart numaram {v}, son kullanma 11/27. Ödeme iki kez çekildi.\n— Ayşe Yılmaz"
    return text, [v], s, n


@kind(
    "card_verve_unionpay_json",
    "https://en.wikipedia.org/wiki/Verve_International ; https://en.wikipedia.org/wiki/UnionPay",
    r"(5061|62)\d{14,17}",
    True,
)
def _(g: _R):
    if g.r.random() < 0.5:
        n = _card(g, ["506099", "506100", "506112"], 19)
    else:
        n = _card(g, ["6212", "6228", "6259"], 16)
    text = (
        '{"order": 88213, "payment": {"pan": "'
        + str(n)
        + '", "expiry": "0529", "cvv": "'
        + g.digits(3)
        + '"}}'
    )
    return text, [str(n)], str(n), n


@kind(
    "imei_in_mdm_export",
    "https://build.fhir.org/ig/HL7/UTG/NamingSystem-imei-identifier.html ; 3GPP TS 23.003",
    r"\d{15}",
    True,
)
def _(g: _R):
    n = g.luhn(g.r.choice(["35209908", "35332811", "86891203", "35467311"]), 15)
    _, _, e = _person(g)
    text = f"device_id,assigned_to,imei,model\nD-0193,{e},{n},Galaxy A54\n"
    return text, [str(n), e], str(n), n


@kind(
    "dob_next_to_name_fixture",
    "https://www.w3.org/TR/NOTE-datetime ; GDPR Art. 4(1) personal data",
    r"\d{4}-\d{2}-\d{2}",
    True,
)
def _(g: _R):
    d = _dob(g)
    v = d.isoformat()
    text = (
        "# tests/fixtures/patients.yaml\n- id: 17\n  name: Dimitra Kalogeropoulou\n"
        f"  birth_date: {v}\n  blood_type: A+\n"
    )
    return text, [v], v


def _mrz_check(s: str) -> str:
    vals = [int(c) if c.isdigit() else (0 if c == "<" else ord(c) - 55) for c in s]
    return str(sum(v * (7, 3, 1)[i % 3] for i, v in enumerate(vals)) % 10)


@kind(
    "passport_mrz_td3",
    "https://www.icao.int/publications/Documents/9303_p4_cons_en.pdf",
    r"[A-Z0-9<]{44}",
    True,
)
def _(g: _R):
    country = g.r.choice(["UKR", "MEX", "EGY", "THA", "KAZ"])
    num = g.s(2, UPPER) + g.digits(6, False) + "<"
    d = _dob(g)
    dob = d.strftime("%y%m%d")
    exp = f"{g.r.randint(27, 35)}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}"
    pers = "<" * 14
    l2 = (
        num
        + _mrz_check(num)
        + country
        + dob
        + _mrz_check(dob)
        + g.r.choice("MF")
        + exp
        + _mrz_check(exp)
        + pers
        + _mrz_check(pers)
    )
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    l2 += _mrz_check(comp)
    l1 = f"P<{country}SHEVCHENKO<<DARYNA<<<<<<<<<<<<<<<<<<<<<<<<"[:44]
    text = f"ocr.py --mrz scan_0412.jpg\n{l1}\n{l2}\nparsed: number={num.rstrip('<')} dob={dob}"
    return text, [l2, num.rstrip("<")], num.rstrip("<")


@kind(
    "ph_drivers_license",
    "https://lto.gov.ph/ ; https://en.wikipedia.org/wiki/Driving_licence_in_the_Philippines",
    r"[A-Z]\d{2}-\d{2}-\d{6}",
    True,
)
def _(g: _R):
    v = f"{g.r.choice('NDKAC')}{g.digits(2)}-{g.digits(2, False)}-{g.digits(6, False)}"
    text = f"rider_kyc.csv\nrider_id,full_name,license_no,expiry\nR-5512,Juan Miguel Santos,{v},2029-08-14\n"
    return text, [v], v


@kind(
    "license_plate_owner",
    "https://en.wikipedia.org/wiki/Vehicle_registration_plates_of_Ukraine",
    r"[A-Z]{2} ?\d{4} ?[A-Z]{2}",
    True,
)
def _(g: _R):
    L = "ABCEHIKMOPTX"
    v = f"{g.s(2, L)}{g.digits(4, False)}{g.s(2, L)}"
    text = (
        "SELECT owner, plate FROM parking_permits WHERE plate = '" + v + "';\n"
        f" owner                       | plate\n Tkachenko Andrii Mykolaiovych | {v}\n(1 row)"
    )
    return text, [v], v


@kind(
    "device_serial_assigned_user",
    "https://support.apple.com/en-us/102858 ; https://developer.apple.com/documentation/devicemanagement",
    r"[A-Z0-9]{10,12}",
    True,
)
def _(g: _R):
    serial = g.s(10, "CDFGHJKLMNPQRTVWXY0123456789")
    _, _, e = _person(g)
    text = (
        '{"devices": [{"serialNumber": "' + serial + '", "model": "MacBook Pro 14", '
        f'"assignedUser": "{e}", "lastCheckIn": "2026-03-01T09:12:00Z"}}]}}'
    )
    return text, [serial, e], serial


@kind(
    "postal_address_greek_invoice",
    "https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions",
    r"\S.+\d{3} \d{2}",
    True,
)
def _(g: _R):
    num = g.r.randint(2, 180)
    street, latin = g.r.choice(
        [("Ερμού", "Ermou"), ("Πανεπιστημίου", "Panepistimiou"), ("Αγίου Δημητρίου", "Agiou-Dimitriou")]
    )
    v = f"{street} {num}, {g.digits(3, False)} {g.digits(2, False)}"
    text = f"Διεύθυνση αποστολής:\nΚατερίνα Μαυρίδου\n{v} Αθήνα\nΤηλ.: 69{g.digits(8, False)}"
    return text, [v], f"{latin}-{num}-{v[-6:].replace(' ', '')}"


@kind(
    "postal_address_vn_order",
    "https://www.upu.int/en/Postal-Solutions/Programmes-Services/Addressing-Solutions",
    r".+",
    True,
)
def _(g: _R):
    n, m = g.r.randint(2, 300), g.r.randint(2, 99)
    street, latin = g.r.choice(
        [("Kim Mã", "Kim-Ma"), ("Tôn Đức Thắng", "Ton-Duc-Thang"), ("Láng Hạ", "Lang-Ha")]
    )
    v = f"Số {n} ngõ {m} phố {street}"
    text = (
        '{"order_id": "DH'
        + g.digits(8)
        + f'", "nguoi_nhan": "Trần Minh Khoa", "dia_chi": "{v}, Hà Nội", "sdt": "09{g.digits(8, False)}"}}'
    )
    return text, [v], f"so-{n}-ngo-{m}-pho-{latin}"


@kind("gps_home_exif", "https://exiftool.org/TagNames/GPS.html", r"\d+ deg \d+' [\d.]+\" [NS]", True)
def _(g: _R):
    la, lo = g.r.uniform(35, 60), g.r.uniform(-10, 40)

    def dms(x: float, pos: str, neg: str) -> str:
        h = pos if x >= 0 else neg
        x = abs(x)
        d = int(x)
        m = int((x - d) * 60)
        s = (x - d - m / 60) * 3600
        return f"{d} deg {m}' {s:.2f}\" {h}"

    lat, lon = dms(la, "N", "S"), dms(lo, "E", "W")
    text = (
        "$ exiftool -gps:all -Artist IMG_20260214_181203.jpg\nArtist                          : Maja Novak\n"
        f"GPS Latitude                    : {lat}\nGPS Longitude                   : {lon}\n"
        f"GPS Position                    : {lat}, {lon}\n"
    )
    return text, [lat, lon], f"{la:.5f},{lo:.5f}"


@kind(
    "ip_access_log_with_user",
    "https://nginx.org/en/docs/http/ngx_http_log_module.html#log_format",
    r"\d+\.\d+\.\d+\.\d+",
    True,
)
def _(g: _R):
    ip = f"{g.r.randint(31, 223)}.{g.r.randint(0, 255)}.{g.r.randint(0, 255)}.{g.r.randint(1, 254)}"
    _, _, e = _person(g)
    text = (
        f'{ip} - {e} [14/Feb/2026:18:12:03 +0100] "GET /account/settings HTTP/2.0" 200 5120 "-" "Mozilla/5.0"\n'
        f'{ip} - {e} [14/Feb/2026:18:12:09 +0100] "POST /account/password HTTP/2.0" 302 0 "-" "Mozilla/5.0"'
    )
    return text, [ip, e], ip
