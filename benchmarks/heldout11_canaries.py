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
   Vietnamese, Indonesian, Malay, Chinese, Spanish), in the places a session shows them: test
   fixtures and factories, seed SQL, CSV exports, API JSON, form validation tests, support
   tickets, logs, OCR output, KYC payloads, a CFDI invoice.
2. **Operations credentials, almost all prefixless** (only the file or command says "secret"):
   Terraform ``*.tfvars`` and state, Ansible inventory and ``ansible-vault view``, Kubernetes
   Secrets (``stringData`` and base64 ``data``), Jenkins ``credentials.xml``, ADO.NET and ODBC
   connection strings, Kafka JAAS, WireGuard and OpenVPN static keys, ``wpa_supplicant``, SNMP
   communities and v3 users, LDAP bind passwords (``ldapsearch -w``, sssd), MongoDB SRV URIs,
   RabbitMQ and Redis configs, Helm ``--set``, Consul and Nomad ACL bootstrap output, Vault unseal
   keys, Docker Swarm join tokens, k3s node tokens, HAProxy userlists, ``.htpasswd``, Grafana and
   Prometheus configs.

How it was kept apart: written from public documentation (national registries' and
python-stdnum's descriptions of each check-digit rule, ISO 13616, ISO/IEC 7812, vendors' CLI and
configuration references), cited per kind in ``SOURCES`` and ``heldout11_sources.tsv``. Only lines
1-160 of ``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``, ``Registry``),
``heldout_eval.py``, ``tests/test_heldout_canaries.py`` and the first 60 lines of
``heldout9_canaries.py`` (its docstring and imports, not its kinds) were read, at commit
``6cc9a0e``; no redaction code, redaction test, tuned canary list, label file, other canary set,
source list or result was read, and no recall figure was looked at (the control run was read only
through a script that prints the plants missing *without* redaction). Values are random per seed,
never a real person or credential; every checksum was cross-checked over 300 seeds against
python-stdnum, installed outside the repo in a scratch folder (not a dependency).

77 kinds (48 personal-data, 29 credential), 74 of them prefixless (only their context is a clue).

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
    STDNUM + "lu.tva ; https://guichet.public.lu/en/citoyens/citoyennete/matricule.html",
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
    "https://identitymalta.com/ ; rules: microsoft/presidio (MT id recognizer docs)",
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
    "https://hu.wikipedia.org/wiki/Ad%C3%B3azonos%C3%ADt%C3%B3_jel ; " + STDNUM + "hu.anum",
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
    "https://en.wikipedia.org/wiki/Saudi_national_identity_card ; rules: Kingfisher PII",
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
    "https://es.wikipedia.org/wiki/Documento_de_identidad_(Uruguay) ; " + STDNUM + "uy.rut",
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
