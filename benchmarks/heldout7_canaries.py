"""Held-out canary set 7: personal data and credentials in unusual carriers (issue 31).

A canary set nobody has tuned on. It has two halves:

1. **Personal data** a publisher must not leak: e-mail addresses (git trailers, package
   manifests, mailmaps, mail headers, CSV exports, logs), phone numbers in the international and
   national layouts of many countries, national identity / social-security / tax numbers with
   their published check digits and embedded birth dates, passport (ICAO 9303 MRZ) and driving
   licence numbers, IBANs (ISO 13616 mod-97) and domestic bank accounts, payment card numbers
   (Luhn) with expiry, dates of birth, postal addresses, health-insurance numbers, user names in
   home paths, and a MAC address naming one person's laptop. The surrounding text is in German,
   French, Spanish, Portuguese, Polish, Dutch, Italian, Swedish, Japanese, Chinese, Hindi,
   Turkish and English, in the places a coding session shows them (fixtures, seed data, SQL
   INSERTs, JSON API responses, form posts, logs, CRM exports).
2. **Credentials in unusual but real carriers**: notebook JSON, SQL dumps, CSV exports, crash
   reports, HAR files, Postman/Insomnia collections, IDE settings, mobile app configs, IaC beyond
   Terraform (Pulumi, Bicep/ARM, CDK, CloudFormation, Nix, decrypted Ansible Vault), CI logs,
   shell histories, systemd units, cron lines, pasted chat and e-mail, Makefiles, PowerShell,
   batch files and Windows registry exports, with vendor-prefixed and prefixless secrets.

How it was kept apart: written from public specifications (national registries' check-digit
rules, ICAO 9303, ISO 13616, ISO/IEC 7812, vendors' token documentation) and knowledge of those
pages, cited per kind in ``heldout7_sources.tsv``. Only lines 1-160 of ``heldout_canaries.py``
(alphabets, ``HeldOut``, ``_R``, ``Registry``) and ``heldout_eval.py`` were read; no redaction
code, test, label file, other canary set or result was read, and no kind was changed after
seeing how it fared. Values are random per seed (never a real person or credential); every
checksum is computed so that a validator would accept the number: the 57 kinds that
``python-stdnum`` 2.2 knows (national ids, IBANs, Luhn cards) were checked with it for 40 seeds,
outside the repo, and ITIN groups and Chinese region codes were narrowed to what it accepts.
Payment-card kinds also return ``number`` (planted as a JSON number); home-path kinds put only
the login in ``parts``; prefixless kinds (26) have only their context as a clue.

    python benchmarks/heldout_eval.py --canaries heldout7_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import json
import re
import string
from urllib.parse import quote

from heldout_canaries import _R, ALNUM, B64, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, Registry

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)

UPPER = string.ascii_uppercase
FIRST = [
    "anna",
    "lukas",
    "marta",
    "jonas",
    "sofia",
    "mateo",
    "chloe",
    "pieter",
    "giulia",
    "oskar",
    "aiko",
    "wei",
    "priya",
    "emre",
    "lucia",
    "tomasz",
    "ingrid",
    "rafael",
    "camille",
    "hiroshi",
    "deniz",
    "meera",
    "joao",
    "agnieszka",
    "henrik",
    "beatriz",
    "yuki",
    "arjun",
    "elif",
    "noor",
]
LAST = [
    "kowalska",
    "brueckner",
    "moreau",
    "vandijk",
    "rossetti",
    "lindqvist",
    "tanaka",
    "zhang",
    "sharma",
    "yilmaz",
    "fernandez",
    "oliveira",
    "nowicki",
    "dubois",
    "schaefer",
    "bianchi",
    "jansen",
    "nakamura",
    "kaya",
    "mehta",
    "castillo",
    "ferreira",
    "wojcik",
    "bergstrom",
]
MAIL_HOSTS = [
    "gmail.com",
    "web.de",
    "gmx.de",
    "orange.fr",
    "libero.it",
    "wp.pl",
    "yahoo.co.jp",
    "qq.com",
    "outlook.com",
    "proton.me",
    "hotmail.es",
    "uol.com.br",
    "rediffmail.com",
    "ziggo.nl",
    "icloud.com",
    "t-online.de",
    "free.fr",
    "seznam.cz",
    "naver.com",
    "mail.ru",
]


def _user(g: _R) -> tuple[str, str, str]:
    """(first, last, login) of a made-up person; the login carries digits so it is no word."""
    f, la = g.r.choice(FIRST), g.r.choice(LAST)
    login = g.r.choice([f"{f[0]}{la}{g.digits(2)}", f"{f}.{la}{g.digits(2)}", f"{f}{la[:3]}{g.digits(3)}"])
    return f.capitalize(), la.capitalize(), login


def _email(g: _R, host: str | None = None) -> tuple[str, str, str]:
    f, la, login = _user(g)
    return f, la, f"{login}@{host or g.r.choice(MAIL_HOSTS)}"


def _date(g: _R, y0: int = 1950, y1: int = 2005) -> tuple[int, int, int]:
    return g.r.randint(y0, y1), g.r.randint(1, 12), g.r.randint(1, 28)


def _luhn_digit(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return str((10 - total % 10) % 10)


def _mod11_10(body: str) -> str:
    """ISO 7064 MOD 11,10 (German Steuer-ID, Croatian OIB)."""
    p = 10
    for ch in body:
        s = (int(ch) + p) % 10 or 10
        p = (s * 2) % 11
    c = 11 - p
    return "0" if c == 10 else str(c)


def _weighted(body: str, weights: list[int]) -> int:
    return sum(int(c) * w for c, w in zip(body, weights, strict=False))


def _iban(country: str, bban: str) -> str:
    conv = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{country}{98 - int(conv) % 97:02d}{bban}"


def _group(s: str, n: int = 4) -> str:
    return " ".join(s[i : i + n] for i in range(0, len(s), n))


def _icao(s: str) -> str:
    """ICAO 9303 check digit (weights 7,3,1; '<' = 0, A = 10)."""
    vals = [0 if c == "<" else int(c, 36) for c in s]
    return str(sum(v * (7, 3, 1)[i % 3] for i, v in enumerate(vals)) % 10)


_VERHOEFF_D = [
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
_VERHOEFF_P = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
    [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
    [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
    [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
    [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
    [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
    [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
_VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def _verhoeff(body: str) -> str:
    c = 0
    for i, ch in enumerate(reversed(body)):
        c = _VERHOEFF_D[c][_VERHOEFF_P[(i + 1) % 8][int(ch)]]
    return str(_VERHOEFF_INV[c])


def _jwt(g: _R, claims: dict) -> str:
    def enc(o: object) -> str:
        return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).rstrip(b"=").decode()

    return f"{enc({'alg': 'HS256', 'typ': 'JWT'})}.{enc(claims)}.{g.s(43, B64URL)}"


WORDS = ["maple", "orbit", "canyon", "lantern", "pebble", "walrus", "cobalt", "meadow", "saffron", "glacier"]


def _pw(g: _R, safe: bool = False) -> str:
    """A password as people and password managers make them; ``safe`` keeps to characters that
    need no quoting in cron, batch files and ``set -x`` output."""
    style = g.r.randrange(4)
    if style == 0 and not safe:
        return g.password()
    if style == 1:
        return "-".join(g.r.choice(WORDS) for _ in range(3)) + "-" + g.digits(2)
    if style == 2:
        return g.s(g.r.randint(16, 24))
    return g.s(g.r.randint(14, 20), ALNUM + ("_-." if safe else "!#*-_.,"))


# == half 1: personal data =======================================================================

# -- e-mail addresses ----------------------------------------------------------------------------

EMAIL = r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}"


@kind(
    "email_git_trailer",
    "https://git-scm.com/docs/git-interpret-trailers ; https://developercertificate.org/",
    EMAIL,
)
def _(g):
    f, la, e = _email(g)
    f2, la2, e2 = _email(g)
    text = (
        f"commit {g.s(40, HEX)}\nAuthor: {f} {la} <{e}>\n\n    fix(parser): handle BOM in CSV import\n\n"
        f"    Signed-off-by: {f} {la} <{e}>\n    Co-authored-by: {f2} {la2} <{e2}>\n"
    )
    return text, [e, e2], e


@kind(
    "email_package_json_author",
    "https://docs.npmjs.com/cli/v10/configuring-npm/package-json#people-fields-author-contributors",
    EMAIL,
)
def _(g):
    f, la, e = _email(g)
    text = json.dumps(
        {
            "name": f"@{la}/date-utils",
            "version": "2.3.1",
            "author": {"name": f"{f} {la}", "email": e},
            "license": "MIT",
        },
        indent=2,
    )
    return text, [e], e


@kind(
    "email_pyproject_authors",
    "https://packaging.python.org/en/latest/specifications/pyproject-toml/#authors-maintainers",
    EMAIL,
)
def _(g):
    f, la, e = _email(g)
    return (
        f'[project]\nname = "{la}-tools"\nversion = "0.4.0"\nauthors = [\n  {{ name = "{f} {la}", email = "{e}" }},\n]\n',
        [e],
        e,
    )


@kind("email_mailmap", "https://git-scm.com/docs/gitmailmap", EMAIL)
def _(g):
    f, la, e = _email(g)
    _, _, e_old = _email(g, "users.noreply.example-corp.internal")
    return f"# .mailmap\n{f} {la} <{e}> <{e_old}>\n", [e, e_old], e


@kind("email_mail_headers", "https://www.rfc-editor.org/rfc/rfc5322#section-3.6", EMAIL)
def _(g):
    f, la, e = _email(g)
    _, _, to = _email(g)
    text = (
        f'Return-Path: <{e}>\nFrom: "{f} {la}" <{e}>\nTo: {to}\n'
        f"Subject: =?UTF-8?Q?Re:_Rechnung_M=C3=A4rz?=\nMessage-ID: <{g.s(16, LOWER_DIGITS)}@mail.gmail.com>\n"
        "Content-Type: text/plain; charset=UTF-8\n"
    )
    return text, [e, to], e


@kind("email_csv_export_fr", "https://www.cnil.fr/fr/definition/donnee-personnelle", EMAIL)
def _(g):
    f, la, e = _email(g, g.r.choice(["orange.fr", "free.fr", "laposte.net", "sfr.fr"]))
    return (
        f"id;prénom;nom;courriel;date_inscription\n{g.digits(5)};{f};{la.upper()};{e};2024-03-{g.r.randint(10, 28)}\n",
        [e],
        e,
    )


@kind("email_app_log_ja", "https://www.ppc.go.jp/personalinfo/legal/", EMAIL)
def _(g):
    _, _, e = _email(g, g.r.choice(["yahoo.co.jp", "docomo.ne.jp", "ezweb.ne.jp", "i.softbank.jp"]))
    return (
        f"2026-04-18 09:12:44,201 WARN  [mailer] 送信失敗: 宛先 <{e}> がバウンスしました (550 5.1.1 User unknown)",
        [e],
        e,
    )


@kind("email_gitconfig", "https://git-scm.com/docs/git-config#Documentation/git-config.txt-useremail", EMAIL)
def _(g):
    f, la, e = _email(g)
    return f"$ cat ~/.gitconfig\n[user]\n\tname = {f} {la}\n\temail = {e}\n[core]\n\teditor = nvim\n", [e], e


@kind(
    "email_cargo_authors", "https://doc.rust-lang.org/cargo/reference/manifest.html#the-authors-field", EMAIL
)
def _(g):
    f, la, e = _email(g)
    return (
        f'[package]\nname = "ringbuf-{la}"\nversion = "0.1.0"\nauthors = ["{f} {la} <{e}>"]\nedition = "2021"\n',
        [e],
        e,
    )


@kind(
    "email_form_post_es",
    "https://www.aepd.es/derechos-y-deberes/conoce-tus-derechos",
    r"[A-Za-z0-9._+-]+%40[A-Za-z0-9.-]+\.[a-z]{2,}",
)
def _(g):
    f, la, e = _email(g, g.r.choice(["hotmail.es", "gmail.com", "telefonica.net", "yahoo.es"]))
    return (
        f"POST /api/contacto HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\n"
        f"nombre={f}+{la}&correo={quote(e)}&mensaje=Hola%2C+necesito+factura",
        [quote(e)],
        e,
    )


# -- phone numbers -------------------------------------------------------------------------------


@kind(
    "phone_de_mobile_vcard",
    "https://www.bundesnetzagentur.de/DE/Fachthemen/Telekommunikation/Nummerierung/start.html ; RFC 6350 TEL",
    r"\+49 1[567][0-9] [0-9]{7,8}",
)
def _(g):
    n = f"+49 {g.r.choice(['151', '160', '170', '176', '157'])} {g.digits(8, False)}"
    f, la, _ = _user(g)
    return f"BEGIN:VCARD\nVERSION:4.0\nFN:{f} {la}\nTEL;TYPE=cell:{n}\nEND:VCARD\n", [n], n.replace(" ", "")


@kind(
    "phone_fr_national",
    "https://www.arcep.fr/la-regulation/grands-dossiers-thematiques-transverses/la-numerotation.html",
    r"0[67]( [0-9]{2}){4}",
)
def _(g):
    n = f"0{g.r.choice('67')} " + " ".join(g.digits(2, False) for _ in range(4))
    f, la, _ = _user(g)
    return (
        f"INSERT INTO clients (nom, prenom, tel_portable) VALUES ('{la.upper()}', '{f}', '{n}');",
        [n],
        n.replace(" ", ""),
    )


@kind(
    "phone_uk_mobile",
    "https://www.ofcom.org.uk/phones-and-broadband/phone-numbers/numbering",
    r"07[0-9]{3} [0-9]{6}",
)
def _(g):
    n = f"07{g.r.choice(['700', '712', '824', '903', '956'])} {g.digits(6, False)}"
    return (
        f'customer:\n  name: {_user(g)[0]} {_user(g)[1]}\n  mobile: "{n}"\n  marketing_opt_in: false\n',
        [n],
        n.replace(" ", ""),
    )


@kind(
    "phone_us_nanp",
    "https://www.nationalnanpa.com/number_resource_info/index.html",
    r"\([2-9][0-9]{2}\) [2-9][0-9]{2}-[0-9]{4}",
)
def _(g):
    n = f"({g.r.randint(2, 9)}{g.digits(2, False)}) {g.r.randint(2, 9)}{g.digits(2, False)}-{g.digits(4, False)}"
    return (
        f'{{"id": {g.digits(6)}, "full_name": "{_user(g)[0]} {_user(g)[1]}", "phone": "{n}", "tier": "gold"}}',
        [n],
        re.sub(r"\D", "", n),
    )


@kind(
    "phone_es_e164_sms_log",
    "https://avancedigital.mineco.gob.es/es-es/Servicios/Numeracion/Paginas/Numeracion.aspx ; ITU-T E.164",
    r"\+346[0-9]{8}",
)
def _(g):
    n = f"+346{g.digits(8, False)}"
    return (
        f'[twilio] SMS queued sid=SM{g.s(32, HEX)} to={n} body="Tu código de verificación es {g.digits(6)}"',
        [n],
        n,
    )


@kind(
    "phone_it_mobile", "https://www.agcom.it/numerazione ; ITU-T E.164", r"\+39 3[0-9]{2} [0-9]{3} [0-9]{4}"
)
def _(g):
    n = f"+39 3{g.digits(2, False)} {g.digits(3, False)} {g.digits(4, False)}"
    return (
        f"Gentile cliente, per assistenza la contatteremo al numero {n} entro 24 ore.",
        [n],
        n.replace(" ", ""),
    )


@kind(
    "phone_nl_mobile",
    "https://www.acm.nl/nl/onderwerpen/telecommunicatie/telefoonnummers",
    r"06-[1-9][0-9]{7}",
)
def _(g):
    n = f"06-{g.digits(8)}"
    return f"klant_id,naam,telefoon\n{g.digits(7)},{_user(g)[0]} {_user(g)[1]},{n}\n", [n], n


@kind(
    "phone_pl_mobile",
    "https://www.uke.gov.pl/ ; Plan numeracji krajowej",
    r"\+48 [4-8][0-9]{2} [0-9]{3} [0-9]{3}",
)
def _(g):
    n = f"+48 {g.r.choice('5678')}{g.digits(2, False)} {g.digits(3, False)} {g.digits(3, False)}"
    return (
        f"// seed.ts\nawait prisma.klient.create({{ data: {{ imie: '{_user(g)[0]}', telefon: '{n}' }} }});",
        [n],
        n.replace(" ", ""),
    )


@kind(
    "phone_se_mobile",
    "https://www.pts.se/sv/bransch/telefoni/nummer-och-adressering/",
    r"07[02369]-[0-9]{3} [0-9]{2} [0-9]{2}",
)
def _(g):
    n = f"07{g.r.choice('02369')}-{g.digits(3, False)} {g.digits(2, False)} {g.digits(2, False)}"
    return f"Hej! Ring mig på {n} om leveransen blir försenad. /{_user(g)[0]}", [n], re.sub(r"\D", "", n)


@kind(
    "phone_jp_mobile",
    "https://www.soumu.go.jp/main_sosiki/joho_tsusin/top/tel_number/",
    r"0[789]0-[0-9]{4}-[0-9]{4}",
)
def _(g):
    n = f"0{g.r.choice('789')}0-{g.digits(4, False)}-{g.digits(4, False)}"
    return f"お客様情報\n氏名: 山田 花子\n電話番号: {n}\n備考: 平日午後のみ連絡可", [n], n.replace("-", "")


@kind("phone_cn_mobile", "https://www.miit.gov.cn/ ; 电信网编号计划", r"1[3-9][0-9]{9}")
def _(g):
    n = f"1{g.r.choice('3456789')}{g.digits(9, False)}"
    return f'{{"code":0,"msg":"ok","data":{{"nickname":"小王","mobile":"{n}","vip":true}}}}', [n], n


@kind("phone_in_mobile", "https://dot.gov.in/ ; National Numbering Plan 2003", r"\+91 [6-9][0-9]{4} [0-9]{5}")
def _(g):
    n = f"+91 {g.r.choice('6789')}{g.digits(4, False)} {g.digits(5, False)}"
    return f"ग्राहक का मोबाइल नंबर: {n} — कृपया OTP सत्यापित करें।", [n], n.replace(" ", "")


@kind(
    "phone_br_mobile",
    "https://www.gov.br/anatel/pt-br/regulado/numeracao",
    r"\([1-9][0-9]\) 9[0-9]{4}-[0-9]{4}",
)
def _(g):
    n = f"({g.r.randint(11, 99)}) 9{g.digits(4, False)}-{g.digits(4, False)}"
    return (
        f"Cliente: {_user(g)[0]} {_user(g)[1]}\nCelular/WhatsApp: {n}\nObs: prefere contato à tarde",
        [n],
        re.sub(r"\D", "", n),
    )


@kind("phone_tr_mobile", "https://www.btk.gov.tr/numaralandirma", r"0 5[0-9]{2} [0-9]{3} [0-9]{2} [0-9]{2}")
def _(g):
    n = f"0 5{g.digits(2, False)} {g.digits(3, False)} {g.digits(2, False)} {g.digits(2, False)}"
    return f"Sipariş #{g.digits(6)} - alıcı telefonu: {n} (kapıda ödeme)", [n], re.sub(r"\D", "", n)


@kind("phone_kr_mobile", "https://www.msit.go.kr/ ; 전기통신번호관리세칙", r"010-[0-9]{4}-[0-9]{4}")
def _(g):
    n = f"010-{g.digits(4)}-{g.digits(4, False)}"
    return f"회원 연락처: {n} (수신 동의: Y)", [n], n.replace("-", "")


@kind(
    "phone_mx_whatsapp_link",
    "https://faq.whatsapp.com/5913398998672934 ; https://www.ift.org.mx/",
    r"521[0-9]{10}",
)
def _(g):
    n = f"521{g.r.choice(['55', '33', '81'])}{g.digits(8, False)}"
    return f'<a href="https://wa.me/{n}?text=Hola%20quiero%20una%20cita">Escríbeme por WhatsApp</a>', [n], n


# -- national identity, social-security and tax numbers -------------------------------------------


@kind(
    "us_ssn_sql_insert",
    "https://www.ssa.gov/kc/SSAFactSheet--IssuingSSNs.pdf ; https://www.ssa.gov/employer/randomization.html",
    r"(?!000|666|9)[0-9]{3}-(?!00)[0-9]{2}-(?!0000)[0-9]{4}",
)
def _(g):
    while True:
        a = g.r.randint(1, 899)
        if a != 666:
            break
    v = f"{a:03d}-{g.r.randint(1, 99):02d}-{g.r.randint(1, 9999):04d}"
    f, la, _ = _user(g)
    return (
        f"INSERT INTO employees (first_name, last_name, ssn, hire_date) VALUES ('{f}', '{la}', '{v}', '2023-06-01');",
        [v],
        v,
    )


@kind(
    "us_itin_w7",
    "https://www.irs.gov/individuals/individual-taxpayer-identification-number",
    r"9[0-9]{2}-(5[0-9]|6[0-5]|7[0-9]|8[0-8]|9[0-2]|9[4-9])-[0-9]{4}",
)
def _(g):
    mid = g.r.choice([*range(70, 89), 90, 91, 92, *range(94, 100)])
    v = f"9{g.digits(2, False)}-{mid}-{g.digits(4, False)}"
    return f"payee_tin_type=ITIN payee_tin={v} form=1042-S box=1", [v], v.replace("-", "")


@kind(
    "de_steuer_id",
    "https://www.bzst.de/DE/Privatpersonen/SteuerlicheIdentifikationsnummer/steuerlicheidentifikationsnummer_node.html ; ISO 7064 MOD 11,10",
    r"[1-9][0-9]{10}",
)
def _(g):
    ds = g.r.sample(range(10), 9)
    if ds[0] == 0:
        ds[0], ds[1] = ds[1], ds[0]
    body = [*ds, g.r.choice(ds[1:])]
    tail = body[1:]
    g.r.shuffle(tail)
    b = str(body[0]) + "".join(map(str, tail))
    v = b + _mod11_10(b)
    return (
        f'lohnabrechnung:\n  mitarbeiter: {_user(g)[1]}\n  steuer_id: "{v}"  # Steuerliche Identifikationsnummer\n  steuerklasse: 1\n',
        [v],
        v,
    )


@kind(
    "de_rentenversicherungsnummer",
    "https://www.deutsche-rentenversicherung.de/DRV/DE/Online-Services/Versicherungsnummer/versicherungsnummer.html",
    r"[0-9]{2}[0-9]{6}[A-Z][0-9]{3}",
)
def _(g):
    y, m, d = _date(g)
    area = g.r.choice(["12", "13", "15", "23", "40", "53", "65"])
    letter = g.r.choice(UPPER)
    serial = f"{g.r.randint(0, 49):02d}"
    head = f"{area}{d:02d}{m:02d}{y % 100:02d}"
    digits = head + f"{ord(letter) - 64:02d}" + serial
    tot = sum(
        sum(divmod(int(c) * w, 10))
        for c, w in zip(digits, [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1], strict=False)
    )
    v = f"{head}{letter}{serial}{tot % 10}"
    return (
        f"Sehr geehrte Damen und Herren,\nmeine Versicherungsnummer lautet {v}. Bitte senden Sie mir den Rentenbescheid erneut zu.",
        [v],
        v,
    )


@kind(
    "fr_nir_secu",
    "https://www.ameli.fr/assure/droits-demarches/principes/numero-securite-sociale ; INSEE NIR (clé = 97 - NIR mod 97)",
    r"[12] [0-9]{2} [0-9]{2} [0-9]{2} [0-9]{3} [0-9]{3} [0-9]{2}",
)
def _(g):
    y, m, _ = _date(g)
    body = f"{g.r.choice('12')}{y % 100:02d}{m:02d}{g.r.choice(['75', '69', '13', '33', '59', '44'])}{g.digits(3, False)}{g.digits(3, False)}"
    key = 97 - int(body) % 97
    v = f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"
    return (
        f"N° de sécurité sociale : {v}\nMutuelle : MGEN — merci de joindre l'attestation.",
        [v],
        v.replace(" ", ""),
    )


@kind(
    "es_dni",
    "https://www.interior.gob.es/opencms/es/servicios-al-ciudadano/tramites-y-gestiones/dni/calculo-del-digito-de-control-del-nif-nie/",
    r"[0-9]{8}[A-Z]",
)
def _(g):
    n = g.digits(8, False)
    v = n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]
    return f'{{"titular": "{_user(g)[0]} {_user(g)[1]}", "nif": "{v}", "iban_verificado": true}}', [v], v


@kind(
    "es_nie",
    "https://www.interior.gob.es/opencms/es/servicios-al-ciudadano/tramites-y-gestiones/dni/calculo-del-digito-de-control-del-nif-nie/",
    r"[XYZ]-?[0-9]{7}-?[A-Z]",
)
def _(g):
    p = g.r.choice("XYZ")
    n = g.digits(7, False)
    c = "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]
    v = f"{p}-{n}-{c}"
    return f"Solicitante extranjero con NIE {v}; fecha de cita: 12/05.", [v], f"{p}{n}{c}"


@kind(
    "es_nss",
    "https://www.seg-social.es/wps/portal/wss/internet/Trabajadores/Afiliacion/10548/32865",
    r"[0-9]{2}/[0-9]{8}/[0-9]{2}",
)
def _(g):
    prov = g.r.randint(1, 52)
    num = g.r.randint(10_000_000, 99_999_999)
    dc = (prov * 10**8 + num) % 97
    v = f"{prov:02d}/{num}/{dc:02d}"
    return f"Nº afiliación Seguridad Social: {v}", [v], v.replace("/", "")


@kind(
    "it_codice_fiscale",
    "https://www.agenziaentrate.gov.it/portale/web/guest/schede/istanze/richiesta-ts_cf/informazioni-codificazione-pf",
    r"[A-Z]{6}[0-9]{2}[ABCDEHLMPRST][0-9]{2}[A-Z][0-9]{3}[A-Z]",
)
def _(g):
    y, m, d = _date(g)
    d += g.r.choice([0, 40])
    body = (
        "".join(g.r.choice("BCDFGLMNPRSTVZ") for _ in range(6))
        + f"{y % 100:02d}{'ABCDEHLMPRST'[m - 1]}{d:02d}"
        + g.r.choice(["H501", "F205", "L219", "G273", "A944", "D612"])
    )
    odd = dict(zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21], strict=False))
    odd.update(
        dict(
            zip(
                UPPER,
                [
                    1,
                    0,
                    5,
                    7,
                    9,
                    13,
                    15,
                    17,
                    19,
                    21,
                    2,
                    4,
                    18,
                    20,
                    11,
                    3,
                    6,
                    8,
                    12,
                    14,
                    16,
                    10,
                    22,
                    25,
                    24,
                    23,
                ],
                strict=False,
            )
        )
    )
    tot = sum(odd[c] if i % 2 == 0 else int(c, 36) - (10 if c.isalpha() else 0) for i, c in enumerate(body))
    v = body + UPPER[tot % 26]
    return f"cliente = Cliente(nome='{_user(g)[0]}', codice_fiscale='{v}', provincia='RM')", [v], v


@kind("nl_bsn", "https://www.rvig.nl/bsn ; elfproef (11-proof)", r"[0-9]{9}")
def _(g):
    while True:
        b = g.digits(8)
        r = _weighted(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if r < 10:
            v = b + str(r)
            break
    return (
        f"<patient><naam>{_user(g)[1]}</naam><bsn>{v}</bsn><verzekeraar>Zilveren Kruis</verzekeraar></patient>",
        [v],
        v,
    )


@kind(
    "be_rijksregisternummer",
    "https://www.ibz.rrn.fgov.be/fr/registre-national/ ; numéro de registre national (97 - n mod 97)",
    r"[0-9]{2}\.[0-9]{2}\.[0-9]{2}-[0-9]{3}\.[0-9]{2}",
)
def _(g):
    y, m, d = _date(g, 1950, 1999)
    head = f"{y % 100:02d}{m:02d}{d:02d}{g.r.randint(1, 997):03d}"
    v = f"{head[:2]}.{head[2:4]}.{head[4:6]}-{head[6:]}.{97 - int(head) % 97:02d}"
    return f"Rijksregisternummer / N° national : {v}", [v], re.sub(r"\D", "", v)


@kind("pl_pesel", "https://www.gov.pl/web/gov/czym-jest-numer-pesel", r"[0-9]{11}")
def _(g):
    y, m, d = _date(g, 1960, 2009)
    mm = m + (20 if y >= 2000 else 0)
    b = f"{y % 100:02d}{mm:02d}{d:02d}{g.digits(4, False)}"
    v = b + str((10 - _weighted(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10) % 10)
    return f"Pacjent: {_user(g)[0]} {_user(g)[1]}, PESEL: {v}, skierowanie nr {g.digits(6)}", [v], v


@kind(
    "pl_nip",
    "https://www.podatki.gov.pl/wyszukiwarki/weryfikacja-nip/ ; NIP weights 6,5,7,2,3,4,5,6,7",
    r"[0-9]{3}-[0-9]{3}-[0-9]{2}-[0-9]{2}",
)
def _(g):
    while True:
        b = g.digits(9)
        c = _weighted(b, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
        if c < 10:
            break
    v = b + str(c)
    v = f"{v[:3]}-{v[3:6]}-{v[6:8]}-{v[8:]}"
    return f"Faktura VAT — nabywca (osoba fizyczna prowadząca działalność): NIP {v}", [v], v.replace("-", "")


@kind(
    "se_personnummer",
    "https://www.skatteverket.se/privat/folkbokforing/personnummer.4.3810a01c150939e893f18c29.html",
    r"[0-9]{6}-[0-9]{4}",
)
def _(g):
    y, m, d = _date(g)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g.digits(3, False)}"
    v = f"{b[:6]}-{b[6:]}{_luhn_digit(b)}"
    return f'personnummer = "{v}"  # från folkbokföringen, används i BankID-testet', [v], v.replace("-", "")


@kind(
    "no_fodselsnummer",
    "https://www.skatteetaten.no/person/folkeregister/identitetsnummer/fodselsnummer/",
    r"[0-9]{11}",
)
def _(g):
    while True:
        y, m, d = _date(g, 1940, 1999)
        b = f"{d:02d}{m:02d}{y % 100:02d}{g.r.randint(0, 499):03d}"
        k1 = 11 - _weighted(b, [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b += str(k1)
        k2 = 11 - _weighted(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 != 10:
            v = b + str(k2)
            break
    return f'curl -X POST https://api.test.example.no/v1/lookup -d \'{{"fnr":"{v}"}}\'', [v], v


@kind("fi_henkilotunnus", "https://dvv.fi/en/personal-identity-code", r"[0-9]{6}[-A][0-9]{3}[0-9A-Y]")
def _(g):
    y, m, d = _date(g, 1950, 2008)
    sep = "A" if y >= 2000 else "-"
    n = g.r.randint(2, 899)
    v = (
        f"{d:02d}{m:02d}{y % 100:02d}{sep}{n:03d}"
        + "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(f"{d:02d}{m:02d}{y % 100:02d}{n:03d}") % 31]
    )
    return f"hetu: {v}  # henkilötunnus, testiasiakas", [v], v


@kind(
    "pt_nif",
    "https://www.portaldasfinancas.gov.pt/ ; NIF check digit (mod 11, weights 9..2)",
    r"[12][0-9]{8}",
)
def _(g):
    b = g.r.choice("12") + g.digits(7, False)
    c = 11 - _weighted(b, [9, 8, 7, 6, 5, 4, 3, 2]) % 11
    v = b + ("0" if c >= 10 else str(c))
    return f"Fatura simplificada\nContribuinte n.º {v}\nCliente: {_user(g)[0]} {_user(g)[1]}", [v], v


@kind(
    "br_cpf",
    "https://www.gov.br/receitafederal/pt-br/assuntos/meu-cpf ; CPF dígitos verificadores (mod 11)",
    r"[0-9]{3}\.[0-9]{3}\.[0-9]{3}-[0-9]{2}",
)
def _(g):
    b = g.digits(9)
    for n in (10, 11):
        c = _weighted(b, list(range(n, 1, -1))) * 10 % 11
        b += str(c % 10)
    v = f"{b[:3]}.{b[3:6]}.{b[6:9]}-{b[9:]}"
    return (
        f"const cliente = {{ nome: '{_user(g)[0]} {_user(g)[1]}', cpf: '{v}', nascimento: '1988-02-14' }};",
        [v],
        b,
    )


@kind(
    "mx_curp",
    "https://www.gob.mx/curp/ ; Instructivo normativo para la asignación de la CURP",
    r"[A-Z]{4}[0-9]{6}[HM][A-Z]{5}[0-9A-Z][0-9]",
)
def _(g):
    y, m, d = _date(g, 1960, 2005)
    body = (
        g.r.choice("BCDFGHLMPRSTV")
        + g.r.choice("AEIOU")
        + "".join(g.r.choice("BCDFGHLMPRSTV") for _ in range(2))
        + f"{y % 100:02d}{m:02d}{d:02d}{g.r.choice('HM')}{g.r.choice(['DF', 'JC', 'NL', 'PL', 'VZ'])}"
        + "".join(g.r.choice("BCDFGHLMNPRSTVZ") for _ in range(3))
        + (g.r.choice(UPPER) if y >= 2000 else g.r.choice(string.digits))
    )
    alpha = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
    tot = sum(alpha.index(c) * (18 - i) for i, c in enumerate(body))
    v = body + str((10 - tot % 10) % 10)
    return f'registro_alumno(curp="{v}", plantel="CDMX-04")', [v], v


@kind(
    "in_aadhaar",
    "https://uidai.gov.in/en/my-aadhaar/about-your-aadhaar.html ; Verhoeff check digit",
    r"[2-9][0-9]{3} [0-9]{4} [0-9]{4}",
)
def _(g):
    b = g.r.choice("23456789") + g.digits(10, False)
    v = b + _verhoeff(b)
    s = _group(v)
    return f"आधार संख्या: {s}\nनाम: प्रिया शर्मा\nKYC status: pending", [s], v


@kind(
    "in_pan",
    "https://www.incometax.gov.in/iec/foportal/help/individual/return-applicable-1 ; PAN structure (4th char P = individual)",
    r"[A-Z]{3}P[A-Z][0-9]{4}[A-Z]",
)
def _(g):
    v = (
        "".join(g.r.choice(UPPER) for _ in range(3))
        + "P"
        + g.r.choice(UPPER)
        + g.digits(4)
        + g.r.choice(UPPER)
    )
    return f"pan_number={v}&name=ARJUN+MEHTA&dob=1991-07-03", [v], v


@kind(
    "cn_resident_id", "GB 11643-1999 公民身份号码 ; ISO 7064 MOD 11-2", r"[1-6][0-9]{5}(19|20)[0-9]{9}[0-9X]"
)
def _(g):
    y, m, d = _date(g)
    b = (
        g.r.choice(["110105", "310104", "110101", "110102", "310101"])
        + f"{y}{m:02d}{d:02d}{g.digits(3, False)}"
    )
    v = b + "10X98765432"[_weighted(b, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11]
    return f"用户实名认证: 姓名=张伟, 身份证号={v}, 结果=通过", [v], v


@kind(
    "jp_my_number",
    "https://www.digital.go.jp/policies/mynumber ; 行政手続における特定の個人を識別するための番号の利用等に関する法律施行令 第8条 (check digit)",
    r"[0-9]{4} [0-9]{4} [0-9]{4}",
)
def _(g):
    b = g.digits(11)
    tot = sum(int(c) * (n + 1 if n <= 6 else n - 5) for n, c in enumerate(reversed(b), start=1))
    r = tot % 11
    v = b + ("0" if r <= 1 else str(11 - r))
    s = _group(v)
    return f"マイナンバー（個人番号）: {s}\n※取扱注意", [s], v


@kind(
    "kr_rrn",
    "https://www.law.go.kr/ ; 주민등록번호 (check digit weights 2..9,2..5)",
    r"[0-9]{6}-[1-4][0-9]{6}",
)
def _(g):
    y, m, d = _date(g, 1960, 2005)
    s = g.r.choice("12") if y < 2000 else g.r.choice("34")
    b = f"{y % 100:02d}{m:02d}{d:02d}{s}{g.digits(1, False)}{g.r.randint(0, 96):02d}{g.digits(2, False)}"
    c = (11 - _weighted(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11) % 10
    v = f"{b[:6]}-{b[6:]}{c}"
    return f"주민등록번호: {v} (본인 확인용)", [v], v.replace("-", "")


@kind("tr_tc_kimlik", "https://www.nvi.gov.tr/ ; T.C. Kimlik No algoritması", r"[1-9][0-9]{10}")
def _(g):
    b = g.digits(9)
    d10 = ((sum(int(b[i]) for i in (0, 2, 4, 6, 8)) * 7) - sum(int(b[i]) for i in (1, 3, 5, 7))) % 10
    b += str(d10)
    v = b + str(sum(map(int, b)) % 10)
    return f"Müşteri TC Kimlik No: {v}\nAd Soyad: Elif Kaya\nDoğum Tarihi: 12.03.1990", [v], v


@kind(
    "uk_nino",
    "https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110",
    r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] [0-9]{2} [0-9]{2} [0-9]{2} [A-D]",
)
def _(g):
    while True:
        p = g.r.choice("ABCEGHJKLMNPRSTWXYZ") + g.r.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    v = f"{p} {g.digits(2, False)} {g.digits(2, False)} {g.digits(2, False)} {g.r.choice('ABCD')}"
    return (
        f"| employee | NI number     | tax code |\n| {_user(g)[1]:<8} | {v} | 1257L    |",
        [v],
        v.replace(" ", ""),
    )


@kind(
    "ca_sin",
    "https://www.canada.ca/en/employment-social-development/services/sin.html ; Luhn",
    r"[1-79][0-9]{2} [0-9]{3} [0-9]{3}",
)
def _(g):
    b = g.r.choice("1234567") + g.digits(7, False)
    v = b + _luhn_digit(b)
    s = f"{v[:3]} {v[3:6]} {v[6:]}"
    return f"Numéro d'assurance sociale (NAS) / SIN: {s}", [s], v


@kind(
    "au_tfn",
    "https://www.ato.gov.au/individuals-and-families/tax-file-number ; TFN weights 1,4,3,7,5,8,6,9,10",
    r"[0-9]{3} [0-9]{3} [0-9]{3}",
)
def _(g):
    while True:
        b = g.digits(8)
        for last in range(10):
            if _weighted(b + str(last), [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0:
                v = b + str(last)
                s = f"{v[:3]} {v[3:6]} {v[6:]}"
                return f"TFN declaration\nTax file number: {s}\nAre you an Australian resident? Yes", [s], v


@kind(
    "ie_ppsn",
    "https://www.gov.ie/en/publication/7ed6ad-personal-public-service-number/ ; PPSN check character (mod 23)",
    r"[0-9]{7}[A-W]",
)
def _(g):
    b = g.digits(7, False)
    r = _weighted(b, [8, 7, 6, 5, 4, 3, 2]) % 23
    v = b + ("W" if r == 0 else UPPER[r - 1])
    return f"ppsn: {v}\nscheme: Jobseeker's Allowance", [v], v


@kind(
    "ch_ahv",
    "https://www.ahv-iv.ch/de/Sozialversicherungen/AHV ; AHVN13 EAN-13 check digit",
    r"756\.[0-9]{4}\.[0-9]{4}\.[0-9]{2}",
)
def _(g):
    b = "756" + g.digits(9, False)
    c = (10 - sum(int(x) * (3 if i % 2 else 1) for i, x in enumerate(b)) % 10) % 10
    v = b + str(c)
    s = f"{v[:3]}.{v[3:7]}.{v[7:11]}.{v[11:]}"
    return f"AHV-Nr. / N° AVS: {s}\nArbeitgeber: Muster AG", [s], v


@kind(
    "at_svnr",
    "https://www.sozialversicherung.at/ ; Sozialversicherungsnummer (weights 3,7,9,5,8,4,2,1,6)",
    r"[0-9]{4} [0-9]{6}",
)
def _(g):
    while True:
        y, m, d = _date(g)
        serial = f"{g.r.randint(100, 999)}"
        dob = f"{d:02d}{m:02d}{y % 100:02d}"
        c = _weighted(serial + dob, [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11
        if c < 10:
            v = f"{serial}{c} {dob}"
            return f"Versicherungsnummer: {v} — bitte bei jeder Anfrage angeben.", [v], v.replace(" ", "")


@kind(
    "za_id_number",
    "https://www.dha.gov.za/ ; South African ID number (YYMMDD SSSS C A Z, Luhn)",
    r"[0-9]{13}",
)
def _(g):
    y, m, d = _date(g)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g.digits(4, False)}08"
    v = b + _luhn_digit(b)
    return f'{{"applicant":{{"id_number":"{v}","province":"Gauteng"}}}}', [v], v


@kind("cz_rodne_cislo", "https://www.mvcr.cz/ ; rodné číslo (divisible by 11)", r"[0-9]{6}/[0-9]{4}")
def _(g):
    while True:
        y, m, d = _date(g, 1954, 1999)
        m += g.r.choice([0, 50])
        head = f"{y % 100:02d}{m:02d}{d:02d}{g.digits(3, False)}"
        c = int(head) % 11
        if c < 10:
            v = f"{head[:6]}/{head[6:]}{c}"
            return f"Rodné číslo: {v}\nZdravotní pojišťovna: 111", [v], v.replace("/", "")


@kind("ro_cnp", "https://www.romania.gov.ro/ ; CNP cifra de control (279146358279 mod 11)", r"[1-8][0-9]{12}")
def _(g):
    y, m, d = _date(g, 1950, 1999)
    b = f"{g.r.choice('12')}{y % 100:02d}{m:02d}{d:02d}{g.r.randint(1, 46):02d}{g.digits(3, False)}"
    c = _weighted(b, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11
    v = b + ("1" if c == 10 else str(c))
    return f"CNP={v}; nume=Popescu; localitate=Cluj-Napoca", [v], v


@kind("hr_oib", "https://www.porezna-uprava.hr/ ; OIB (ISO 7064 MOD 11,10)", r"[0-9]{11}")
def _(g):
    b = g.digits(10)
    v = b + _mod11_10(b)
    return f"OIB: {v}  # osobni identifikacijski broj kupca", [v], v


@kind(
    "ar_cuil",
    "https://www.anses.gob.ar/consulta/constancia-de-cuil ; CUIT/CUIL dígito verificador (mod 11)",
    r"(20|23|27)-[0-9]{8}-[0-9]",
)
def _(g):
    while True:
        b = g.r.choice(["20", "27"]) + g.digits(8)
        c = 11 - _weighted(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11
        c = 0 if c == 11 else c
        if c < 10:
            v = f"{b[:2]}-{b[2:]}-{c}"
            return f"CUIL del trabajador: {v}\nObra social: OSDE", [v], v.replace("-", "")


@kind(
    "cl_rut",
    "https://www.sii.cl/ ; RUT dígito verificador (módulo 11)",
    r"[0-9]{1,2}\.[0-9]{3}\.[0-9]{3}-[0-9K]",
)
def _(g):
    n = str(g.r.randint(5_000_000, 25_000_000))
    tot = sum(int(c) * w for c, w in zip(reversed(n), [2, 3, 4, 5, 6, 7] * 2, strict=False))
    dv = 11 - tot % 11
    dvs = {11: "0", 10: "K"}.get(dv, str(dv))
    v = f"{int(n):,}".replace(",", ".") + f"-{dvs}"
    return f"Boleta electrónica — RUT receptor: {v}", [v], n + dvs


@kind(
    "il_teudat_zehut",
    "https://www.gov.il/he/departments/population_and_immigration_authority ; מספר זהות ספרת ביקורת",
    r"[0-9]{9}",
)
def _(g):
    b = g.digits(8)
    tot = sum(sum(divmod(int(c) * (1 if i % 2 == 0 else 2), 10)) for i, c in enumerate(b))
    v = b + str((10 - tot % 10) % 10)
    return f"id_number: '{v}'  # teudat zehut of the test customer", [v], v


# -- passports and driving licences --------------------------------------------------------------


@kind(
    "passport_mrz_td3",
    "https://www.icao.int/publications/Documents/9303_p4_cons_en.pdf (ICAO 9303 part 4, TD3 MRZ, check digits 7-3-1)",
    r"[A-Z0-9<]{9}[0-9][A-Z<]{3}[0-9]{6}[0-9][MF<][0-9]{6}[0-9][A-Z0-9<]{14}[0-9<][0-9]",
)
def _(g):
    y, m, d = _date(g)
    cc = g.r.choice(["D<<", "FRA", "ESP", "ITA", "NLD", "POL", "SWE"])
    num = "".join(g.r.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(9))
    dob = f"{y % 100:02d}{m:02d}{d:02d}"
    exp = f"{g.r.randint(27, 35)}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}"
    opt = "<" * 14
    core = num + _icao(num) + cc + dob + _icao(dob) + g.r.choice("MF") + exp + _icao(exp) + opt + "0"
    comp = num + _icao(num) + dob + _icao(dob) + exp + _icao(exp) + opt + "0"
    line2 = core + _icao(comp)
    la = g.r.choice(LAST).upper()
    line1 = f"P<{cc}{la}<<{g.r.choice(FIRST).upper()}".ljust(44, "<")
    return f"OCR result (passport_scan_0412.jpg):\n{line1}\n{line2}\nconfidence=0.97", [line2, num], num


@kind(
    "passport_us_number",
    "https://travel.state.gov/content/travel/en/passports/need-passport/card.html ; US passport book number (letter + 8 digits since 2021)",
    r"[A-Z][0-9]{8}",
)
def _(g):
    v = g.r.choice(UPPER) + g.digits(8)
    return (
        f"traveler:\n  given_name: {_user(g)[0]}\n  passport_number: {v}\n  passport_expiry: 2031-08-19\n  nationality: USA\n",
        [v],
        v,
    )


@kind(
    "passport_fr_number",
    "https://www.service-public.fr/particuliers/vosdroits/F21089 ; passeport (2 chiffres, 2 lettres, 5 chiffres)",
    r"[0-9]{2}[A-Z]{2}[0-9]{5}",
)
def _(g):
    v = g.digits(2) + g.r.choice(UPPER) + g.r.choice(UPPER) + g.digits(5, False)
    return f"Numéro de passeport : {v} — délivré le 03/02/2022 par la préfecture de Lyon", [v], v


@kind(
    "uk_driving_licence",
    "https://www.gov.uk/government/publications/inf1-licence-guide ; DVLA driver number (16 chars)",
    r"[A-Z9]{5}[0-9]{6}[A-Z9]{2}[0-9][A-Z]{2}",
)
def _(g):
    y, m, d = _date(g)
    sur = g.r.choice(LAST).upper()[:5].ljust(5, "9")
    mm = m + g.r.choice([0, 50])
    v = f"{sur}{str(y)[2]}{mm:02d}{d:02d}{str(y)[3]}{g.r.choice(UPPER)}{g.r.choice(UPPER + '9')}9{g.r.choice(UPPER)}{g.r.choice(UPPER)}"
    return f"driver_licence_number,{v},category,B,expires,2033-01-01", [v], v


@kind(
    "us_ca_driver_license",
    "https://www.dmv.ca.gov/portal/driver-licenses-identification-cards/ ; CA DL: one letter + 7 digits",
    r"[A-Z][0-9]{7}",
)
def _(g):
    v = g.r.choice(UPPER) + g.digits(7)
    return (
        f'{{"kyc":{{"document_type":"drivers_license","issuing_state":"CA","document_number":"{v}","dob":"1987-11-02"}}}}',
        [v],
        v,
    )


# -- bank accounts and IBANs ---------------------------------------------------------------------

IBAN_SRC = "https://www.iso13616.org/ ; https://www.swift.com/standards/data-standards/iban-international-bank-account-number (mod 97)"


@kind("iban_de_sepa_xml", IBAN_SRC, r"DE[0-9]{20}")
def _(g):
    v = _iban("DE", g.digits(8) + g.digits(10, False))
    return (
        f"<CdtTrfTxInf><Cdtr><Nm>{_user(g)[0]} {_user(g)[1]}</Nm></Cdtr>\n  <CdtrAcct><Id><IBAN>{v}</IBAN></Id></CdtrAcct>\n"
        f"  <RmtInf><Ustrd>Miete Mai</Ustrd></RmtInf></CdtTrfTxInf>",
        [v],
        v,
    )


@kind("iban_fr_rib", IBAN_SRC + " ; clé RIB", r"FR[0-9]{2}( [0-9A-Z]{4}){5} [0-9A-Z]{3}")
def _(g):
    bank, guichet, compte = g.digits(5), g.digits(5, False), g.digits(11, False)
    key = 97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97
    v = _iban("FR", f"{bank}{guichet}{compte}{key:02d}")
    s = _group(v)
    return f"Coordonnées bancaires du salarié :\nIBAN : {s}\nBIC : BNPAFRPPXXX", [s], v


@kind("iban_es_csv", IBAN_SRC, r"ES[0-9]{22}")
def _(g):
    def dc(ds: str) -> str:
        r = 11 - _weighted(ds, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11
        return {11: "0", 10: "1"}.get(r, str(r))

    bank, branch, acct = g.digits(4), g.digits(4), g.digits(10, False)
    v = _iban("ES", f"{bank}{branch}{dc('00' + bank + branch)}{dc(acct)}{acct}")
    return f"socio;cuenta;cuota\n{g.digits(4)};{v};25,00\n", [v], v


@kind("iban_it_json", IBAN_SRC, r"IT[0-9]{2}[A-Z][0-9]{10}[0-9A-Z]{12}")
def _(g):
    v = _iban("IT", g.r.choice(UPPER) + g.digits(10, False) + g.digits(12, False))
    return (
        json.dumps({"beneficiario": f"{_user(g)[0]} {_user(g)[1]}", "iban": v, "causale": "rimborso spese"}),
        [v],
        v,
    )


@kind("iban_nl_tikkie", IBAN_SRC, r"NL[0-9]{2} [A-Z]{4} [0-9]{4} [0-9]{4} [0-9]{2}")
def _(g):
    v = _iban("NL", g.r.choice(["INGB", "RABO", "ABNA", "SNSB", "ASNB"]) + g.digits(10, False))
    s = _group(v)
    return f"Hoi! Kun je €12,50 overmaken naar {s} t.n.v. {_user(g)[0]}? Dank je!", [s], v


@kind("iban_pl_przelew", IBAN_SRC, r"PL[0-9]{26}")
def _(g):
    v = _iban("PL", g.digits(24, False))
    return f"przelew(odbiorca='{_user(g)[1]}', rachunek='{v}', kwota=Decimal('150.00'))", [v], v


@kind("iban_gb_payroll", IBAN_SRC, r"GB[0-9]{2}[A-Z]{4}[0-9]{14}")
def _(g):
    v = _iban(
        "GB", g.r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + g.digits(6, False) + g.digits(8, False)
    )
    return f"payee_iban: {v}\npayee_name: {_user(g)[0]} {_user(g)[1]}\nreference: PAYROLL-MAR", [v], v


@kind("iban_tr_havale", IBAN_SRC, r"TR[0-9]{2}( [0-9]{4}){5} [0-9]{2}")
def _(g):
    v = _iban("TR", g.digits(5, False) + "0" + g.digits(16, False))
    s = _group(v)
    return f"Ödeme için IBAN: {s} (Alıcı: Deniz Yılmaz)", [s], v


@kind("iban_br_pix", IBAN_SRC, r"BR[0-9]{2}[0-9]{23}[A-Z][0-9A-Z]")
def _(g):
    v = _iban("BR", g.digits(23, False) + g.r.choice("CP") + "1")
    return f"INSERT INTO contas (titular, iban) VALUES ('{_user(g)[0]} {_user(g)[1]}', '{v}');", [v], v


@kind(
    "iban_ch_qr_bill",
    IBAN_SRC
    + " ; https://www.six-group.com/en/products-services/banking-services/payment-standardization/standards/qr-bill.html",
    r"CH[0-9]{2}[0-9]{5}[0-9A-Z]{12}",
)
def _(g):
    v = _iban("CH", g.digits(5) + g.digits(12, False))
    return (
        f"SPC\n0200\n1\n{v}\nS\n{_user(g)[0]} {_user(g)[1]}\nBahnhofstrasse\n12\n8001\nZürich\nCH\n",
        [v],
        v,
    )


@kind(
    "us_routing_account",
    "https://www.aba.com/about-us/routing-number ; ABA routing checksum 3-7-1",
    r"[0-9]{10,12}",
)
def _(g):
    while True:
        b = g.r.choice(["0", "1", "2", "3"]) + g.digits(7, False)
        for c in range(10):
            if _weighted(b + str(c), [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 == 0:
                rt = b + str(c)
                acct = g.digits(g.r.randint(10, 12))
                return (
                    f"stripe.Token.create(bank_account={{'country': 'US', 'currency': 'usd', 'account_holder_name': '{_user(g)[0]}', "
                    f"'routing_number': '{rt}', 'account_number': '{acct}'}})",
                    [acct],
                    acct,
                )


@kind(
    "uk_sort_code_account",
    "https://www.payments.co.uk/ ; https://www.vocalink.com/tools/modulus-checking/",
    r"[0-9]{8}",
)
def _(g):
    sc = f"{g.digits(2)}-{g.digits(2, False)}-{g.digits(2, False)}"
    acct = g.digits(8)
    return (
        f"Please pay the deposit to {_user(g)[0]} {_user(g)[1]}, sort code {sc}, account no. {acct}. Thanks!",
        [acct],
        acct,
    )


@kind("mx_clabe", "https://www.banxico.org.mx/ ; CLABE dígito de control (pesos 3,7,1)", r"[0-9]{18}")
def _(g):
    b = g.r.choice(["002", "012", "014", "021", "072"]) + g.digits(14, False)
    c = (10 - sum((int(x) * w) % 10 for x, w in zip(b, [3, 7, 1] * 6, strict=False)) % 10) % 10
    v = b + str(c)
    return f"CLABE interbancaria: {v}\nBeneficiario: {_user(g)[0]} {_user(g)[1]}", [v], v


@kind(
    "in_bank_account_ifsc",
    "https://www.rbi.org.in/Scripts/IFSCMICRDetails.aspx ; IFSC (4 letters, 0, 6 chars)",
    r"[0-9]{11,16}",
)
def _(g):
    acct = g.digits(g.r.randint(11, 16))
    ifsc = g.r.choice(["SBIN", "HDFC", "ICIC", "UTIB"]) + "0" + g.digits(6, False)
    return (
        f'beneficiary = {{"name": "Arjun Mehta", "account_number": "{acct}", "ifsc": "{ifsc}"}}',
        [acct],
        acct,
    )


# -- payment cards -------------------------------------------------------------------------------

CARD_SRC = "https://www.iso.org/standard/70484.html (ISO/IEC 7812, Luhn) ; "


def _card(g: _R, prefix: str, length: int) -> tuple[str, int]:
    n = g.luhn(prefix, length)
    return str(n), n


@kind("card_visa_checkout_json", CARD_SRC + "https://developer.visa.com/", r"4[0-9]{15}")
def _(g):
    v, n = _card(g, "4", 16)
    exp = f"{g.r.randint(1, 12):02d}/{g.r.randint(27, 31)}"
    return (
        json.dumps({"payment_method": {"type": "card", "number": v, "exp": exp, "cvc": g.digits(3)}}),
        [v],
        v,
        n,
    )


@kind(
    "card_mastercard_2series_log",
    CARD_SRC
    + "https://www.mastercard.us/en-us/business/overview/start-accepting/2-series-bin-expansion.html",
    r"2[2-7][0-9]{14}",
)
def _(g):
    v, n = _card(g, str(g.r.randint(2221, 2720)), 16)
    return (
        f"ERROR PaymentService - charge failed pan={v} exp=0{g.r.randint(1, 9)}{g.r.randint(27, 31)} code=05 DO_NOT_HONOR",
        [v],
        v,
        n,
    )


@kind("card_amex_spaced", CARD_SRC + "https://www.americanexpress.com/", r"3[47][0-9]{2} [0-9]{6} [0-9]{5}")
def _(g):
    v, n = _card(g, g.r.choice(["34", "37"]), 15)
    s = f"{v[:4]} {v[4:10]} {v[10:]}"
    return (
        f"Karte: {s}  gültig bis {g.r.randint(1, 12):02d}/{g.r.randint(27, 31)}  CID {g.digits(4)}",
        [s],
        v,
        n,
    )


@kind("card_jcb_form_ja", CARD_SRC + "https://www.global.jcb/en/", r"35(2[89]|[3-8][0-9])[0-9]{12}")
def _(g):
    v, n = _card(g, str(g.r.randint(3528, 3589)), 16)
    return (
        f"カード番号={v}&有効期限={g.r.randint(1, 12):02d}%2F{g.r.randint(27, 31)}&名義=YUKI+TANAKA",
        [v],
        v,
        n,
    )


@kind("card_unionpay_cn", CARD_SRC + "https://www.unionpayintl.com/", r"62[0-9]{17}")
def _(g):
    v, n = _card(g, "62" + g.digits(4, False), 19)
    return f"银行卡号: {v}\n持卡人: 李娜\n有效期: 08/29", [v], v, n


@kind(
    "card_rupay_hi",
    CARD_SRC + "https://www.npci.org.in/what-we-do/rupay/product-overview",
    r"(60|65|81|82)[0-9]{2}( [0-9]{4}){3}",
)
def _(g):
    v, n = _card(g, g.r.choice(["60", "65", "81", "82"]), 16)
    s = _group(v)
    return f"रुपे कार्ड संख्या: {s}, समाप्ति: 11/28", [s], v, n


@kind("card_mir_ru", CARD_SRC + "https://www.nspk.ru/en/cards-mir/", r"220[0-4][0-9]{12}")
def _(g):
    v, n = _card(g, f"220{g.r.randint(0, 4)}", 16)
    return (
        f'{{"pan": "{v}", "expiry": "{g.r.randint(1, 12):02d}{g.r.randint(27, 31)}", "holder": "IVAN PETROV"}}',
        [v],
        v,
        n,
    )


@kind("card_troy_tr", CARD_SRC + "https://www.troyodeme.com/", r"9792[0-9]{12}")
def _(g):
    v, n = _card(g, "9792", 16)
    return f"Kart numarası: {v} Son kullanma: 04/30 CVV: {g.digits(3)}", [v], v, n


@kind("card_elo_br", CARD_SRC + "https://www.elo.com.br/", r"(4011|4389|5067|6277|6363)[0-9]{12}")
def _(g):
    v, n = _card(g, g.r.choice(["4011", "4389", "5067", "6277", "6363"]), 16)
    return f'cartao_numero: "{v}"\ncartao_validade: "09/2029"\ncartao_cvv: "{g.digits(3)}"', [v], v, n


@kind(
    "card_discover_track2",
    CARD_SRC + "https://www.discoverglobalnetwork.com/ ; ISO/IEC 7813 track 2",
    r"6011[0-9]{12}",
)
def _(g):
    v, n = _card(g, "6011", 16)
    t2 = f";{v}={g.r.randint(27, 31)}{g.r.randint(1, 12):02d}101{g.digits(8, False)}?"
    return f"DEBUG msr: track2={t2}", [v], v, n


# -- dates of birth, postal addresses, health and insurance numbers -------------------------------


@kind(
    "dob_patient_fhir",
    "https://hl7.org/fhir/R4/patient.html#Patient.birthDate ; GDPR Art. 4(1)",
    r"[0-9]{4}-[0-9]{2}-[0-9]{2}",
)
def _(g):
    y, m, d = _date(g)
    v = f"{y}-{m:02d}-{d:02d}"
    mrn = g.digits(8)
    return (
        json.dumps(
            {
                "resourceType": "Patient",
                "identifier": [{"system": "urn:oid:1.2.36.146.595.217.0.1", "value": mrn}],
                "birthDate": v,
                "gender": "female",
            }
        ),
        [v, mrn],
        f"{v}-{mrn}",
    )


@kind("dob_de_form", "https://dsgvo-gesetz.de/art-4-dsgvo/", r"[0-9]{2}\.[0-9]{2}\.[0-9]{4}")
def _(g):
    y, m, d = _date(g)
    v = f"{d:02d}.{m:02d}.{y}"
    return f"Name: {_user(g)[0]} {_user(g)[1]}\nGeburtsdatum: {v}\nGeburtsort: Leipzig", [v], v


@kind(
    "address_de",
    "https://www.deutschepost.de/de/b/briefe-ins-ausland/adressierung.html",
    r"[A-ZÄÖÜ][a-zäöüß]+(straße|weg|allee|gasse) [0-9]{1,3}[a-c]?",
)
def _(g):
    street = g.r.choice(["Linden", "Birken", "Goethe", "Schiller", "Kastanien", "Ahorn"]) + g.r.choice(
        ["straße", "weg", "allee", "gasse"]
    )
    v = f"{street} {g.r.randint(1, 180)}{g.r.choice(['', 'a', 'b'])}"
    return f"Lieferadresse:\n{_user(g)[0]} {_user(g)[1]}\n{v}\n{g.digits(5)} Dresden", [v], v


@kind(
    "address_fr",
    "https://www.laposte.fr/particulier/bien-rediger-une-adresse ; norme AFNOR NF Z10-011",
    r"[0-9]{1,3}(bis)? (rue|avenue|boulevard|impasse) [A-Za-zéèç' -]+",
)
def _(g):
    v = f"{g.r.randint(1, 180)} {g.r.choice(['rue', 'avenue', 'impasse'])} {g.r.choice(['des Lilas', 'Victor Hugo', 'de la Paix', 'du Moulin', 'Jean Jaurès'])}"
    return f'adresse_livraison: "{v}"\ncode_postal: "{g.digits(5)}"\nville: "Nantes"', [v], v


@kind(
    "address_us",
    "https://pe.usps.com/text/pub28/welcome.htm (USPS Pub 28)",
    r"[0-9]{2,5} [A-Z][a-z]+ (St|Ave|Blvd|Rd|Ln)( Apt [0-9]+)?",
)
def _(g):
    v = f"{g.r.randint(10, 9999)} {g.r.choice(['Maple', 'Oak', 'Cedar', 'Elm', 'Willow'])} {g.r.choice(['St', 'Ave', 'Rd', 'Ln'])} Apt {g.r.randint(1, 40)}"
    return f'{_user(g)[0]},{_user(g)[1]},"{v}",Springfield,IL,627{g.digits(2, False)}', [v], v


@kind("address_jp", "https://www.post.japanpost.jp/zipcode/ ; 住所表記", r"[0-9]+丁目[0-9]+番[0-9]+号")
def _(g):
    v = f"{g.r.randint(1, 9)}丁目{g.r.randint(1, 30)}番{g.r.randint(1, 20)}号"
    return (
        f"〒{g.digits(3)}-{g.digits(4, False)} 東京都世田谷区桜新町{v} サクラハイツ{g.r.randint(101, 509)}",
        [v],
        v,
    )


@kind(
    "address_br",
    "https://www.correios.com.br/enviar/precisa-de-ajuda/como-enderecar",
    r"(Rua|Avenida) [A-Za-zÀ-ú ]+, [0-9]{1,5}",
)
def _(g):
    v = f"{g.r.choice(['Rua', 'Avenida'])} {g.r.choice(['das Palmeiras', 'Augusta', 'Sete de Setembro', 'Bela Cintra'])}, {g.r.randint(10, 4999)}"
    return (
        f'endereco = "{v}, apto {g.r.randint(11, 204)}"\ncep = "0{g.digits(4, False)}-{g.digits(3, False)}"',
        [v],
        v,
    )


@kind(
    "address_nl",
    "https://www.postnl.nl/versturen/brief-of-kaart-versturen/hoe-verstuur-ik-een-brief/adresseren/",
    r"[A-Z][a-z]+(straat|laan|gracht|weg) [0-9]{1,3}",
)
def _(g):
    v = f"{g.r.choice(['Keizers', 'Prinsen', 'Molen', 'Kerk', 'Dorps'])}{g.r.choice(['straat', 'laan', 'gracht', 'weg'])} {g.r.randint(1, 300)}"
    return (
        f"<adres><straat>{v}</straat><postcode>{g.digits(4)} {g.r.choice(UPPER)}{g.r.choice(UPPER)}</postcode><plaats>Utrecht</plaats></adres>",
        [v],
        v,
    )


@kind(
    "address_pl",
    "https://www.poczta-polska.pl/ ; adresowanie przesyłek",
    r"ul\. [A-ZŁŚŻ][a-ząćęłńóśźż]+ [0-9]{1,3}/[0-9]{1,3}",
)
def _(g):
    v = f"ul. {g.r.choice(['Kwiatowa', 'Lipowa', 'Słoneczna', 'Polna', 'Ogrodowa'])} {g.r.randint(1, 120)}/{g.r.randint(1, 60)}"
    return f"Adres dostawy: {v}, {g.digits(2)}-{g.digits(3, False)} Kraków", [v], v


@kind(
    "address_in",
    "https://www.indiapost.gov.in/ ; PIN code addressing",
    r"(Flat|House) No\. [0-9]+, [A-Za-z ]+ (Nagar|Colony)",
)
def _(g):
    v = f"{g.r.choice(['Flat', 'House'])} No. {g.r.randint(1, 999)}, {g.r.choice(['Shanti', 'Gandhi', 'Ashok', 'Laxmi'])} {g.r.choice(['Nagar', 'Colony'])}"
    return f"डिलीवरी पता: {v}, पुणे 411{g.digits(3, False)}", [v], v


@kind(
    "de_krankenversichertennummer",
    "https://www.gkv-spitzenverband.de/ ; Krankenversichertennummer (Buchstabe + 9 Ziffern, Prüfziffer)",
    r"[A-Z][0-9]{9}",
)
def _(g):
    letter = g.r.choice(UPPER)
    body = g.digits(8, False)
    digits = f"{ord(letter) - 64:02d}" + body
    tot = sum(sum(divmod(int(c) * (1 if i % 2 == 0 else 2), 10)) for i, c in enumerate(digits))
    v = f"{letter}{body}{tot % 10}"
    return f"eGK: Versichertennummer {v}, Kasse: AOK Plus", [v], v


@kind(
    "uk_nhs_number",
    "https://www.datadictionary.nhs.uk/attributes/nhs_number.html (modulus 11)",
    r"[0-9]{3} [0-9]{3} [0-9]{4}",
)
def _(g):
    while True:
        b = g.digits(9, False)
        c = 11 - _weighted(b, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11
        if c != 10:
            v = b + ("0" if c == 11 else str(c))
            s = f"{v[:3]} {v[3:6]} {v[6:]}"
            return f"Patient: {_user(g)[0]} {_user(g)[1]}  NHS No: {s}  GP: Riverside Surgery", [s], v


@kind(
    "us_medicare_mbi",
    "https://www.cms.gov/medicare/new-medicare-card/understanding-the-mbi.pdf",
    r"[1-9][AC-HJKMNP-RT-Y][0-9AC-HJKMNP-RT-Y][0-9]-?[AC-HJKMNP-RT-Y][0-9AC-HJKMNP-RT-Y][0-9]-?[AC-HJKMNP-RT-Y]{2}[0-9]{2}",
)
def _(g):
    L = "ACDEFGHJKMNPQRTUVWXY"
    an = L + string.digits
    v = (
        g.r.choice("123456789")
        + g.r.choice(L)
        + g.r.choice(an)
        + g.r.choice(string.digits)
        + g.r.choice(L)
        + g.r.choice(an)
        + g.r.choice(string.digits)
        + g.r.choice(L)
        + g.r.choice(L)
        + g.digits(2, False)
    )
    return f"<Subscriber><MBI>{v}</MBI><PlanCode>H{g.digits(4)}</PlanCode></Subscriber>", [v], v


@kind(
    "au_medicare_number",
    "https://www.servicesaustralia.gov.au/medicare-card ; Medicare card number check digit",
    r"[2-6][0-9]{3} [0-9]{5} [0-9]( [1-9])?",
)
def _(g):
    b = g.r.choice("23456") + g.digits(7, False)
    c = _weighted(b, [1, 3, 7, 9, 1, 3, 7, 9]) % 10
    v = f"{b[:4]} {b[4:]}{c} {g.r.randint(1, 9)}"
    return f'medicare_number: "{v}"  # card no + issue no, IRN 2', [v], v.replace(" ", "")


@kind(
    "in_abha_number",
    "https://abdm.gov.in/abha ; ABHA number (14 digits)",
    r"[0-9]{2}-[0-9]{4}-[0-9]{4}-[0-9]{4}",
)
def _(g):
    d = g.digits(14)
    v = f"{d[:2]}-{d[2:6]}-{d[6:10]}-{d[10:]}"
    return f'{{"healthIdNumber":"{v}","name":"Meera Sharma","gender":"F"}}', [v], d


@kind(
    "fr_carte_vitale_log",
    "https://www.ameli.fr/assure/remboursements/etre-bien-rembourse/carte-vitale",
    r"[12][0-9]{14}",
)
def _(g):
    y, m, _ = _date(g)
    v = f"{g.r.choice('12')}{y % 100:02d}{m:02d}{g.r.choice(['75', '92', '31'])}{g.digits(6, False)}"
    key = 97 - int(v) % 97
    v = f"{v}{key:02d}"
    return f"[SESAM-Vitale] lecture carte OK nir={v} regime=01", [v], v


# -- user names in home paths, and one person's machine -------------------------------------------


@kind(
    "home_path_macos",
    "https://support.apple.com/guide/mac-help/the-home-folder-mchlp1143/mac ; GDPR Art. 4(1) online identifier",
    r"[a-z0-9._-]+",
)
def _(g):
    _, _, login = _user(g)
    v = f"/Users/{login}"
    return (
        f'Traceback (most recent call last):\n  File "{v}/Projects/invoicer/app.py", line 42, in <module>\n    main()\n'
        f"  File \"{v}/Projects/invoicer/.venv/lib/python3.12/site-packages/click/core.py\", line 1157, in __call__\nKeyError: 'TAX_RATE'",
        [login],
        login,
    )


@kind(
    "home_path_windows",
    "https://learn.microsoft.com/en-us/windows/win32/shell/knownfolderid#FOLDERID_Profile",
    r"[A-Z][a-z]+\.[A-Z][a-z]+[0-9]{2}",
)
def _(g):
    f, la, _ = _user(g)
    login = f"{f}.{la}{g.digits(2)}"
    v = f"C:\\Users\\{login}"
    return (
        f"PS {v}\\source\\repos\\Billing> dotnet build\n  Billing -> {v}\\source\\repos\\Billing\\bin\\Debug\\net8.0\\Billing.dll",
        [login],
        login,
    )


@kind(
    "home_path_linux_json_escaped",
    "https://refspecs.linuxfoundation.org/FHS_3.0/fhs/ch03s08.html",
    r"[a-z0-9._-]+",
)
def _(g):
    _, _, login = _user(g)
    return (
        json.dumps(
            {
                "python.defaultInterpreterPath": f"/home/{login}/.pyenv/versions/3.12.2/bin/python",
                "files.autoSave": "afterDelay",
            }
        ),
        [login],
        login,
    )


@kind(
    "home_path_wsl_onedrive",
    "https://learn.microsoft.com/en-us/windows/wsl/filesystems",
    r"[A-Z][a-z]+[A-Z]{2}[0-9]{2}",
)
def _(g):
    f, la, _ = _user(g)
    login = f"{f}{la[:2].upper()}{g.digits(2)}"
    return f"cd /mnt/c/Users/{login}/OneDrive\\ -\\ Contoso/Dokumente/Angebote && ls -la", [login], login


@kind(
    "mac_address_dhcp_hostname",
    "https://www.rfc-editor.org/rfc/rfc2131 ; https://edpb.europa.eu (MAC as personal data, CJEU C-582/14 Breyer)",
    r"([0-9a-f]{2}:){5}[0-9a-f]{2}",
)
def _(g):
    mac = ":".join(g.s(2, HEX) for _ in range(6))
    f = g.r.choice(FIRST)
    return (
        f"dnsmasq-dhcp[812]: DHCPACK(br0) 192.168.1.{g.r.randint(20, 200)} {mac} {f}s-MacBook-Pro",
        [mac],
        mac.replace(":", ""),
    )


# == half 2: credentials in unusual carriers =====================================================


def _nb_cell(source: list[str], outputs: list | None = None) -> str:
    cell = {
        "cell_type": "code",
        "execution_count": 3,
        "metadata": {},
        "source": source,
        "outputs": outputs or [],
    }
    return json.dumps({"cells": [cell], "nbformat": 4, "nbformat_minor": 5}, indent=1, ensure_ascii=False)


def _oai(g: _R) -> str:
    return f"sk-proj-{g.s(74, B64URL)}T3BlbkFJ{g.s(74, B64URL)}"


@kind(
    "notebook_cell_openai_key",
    "https://platform.openai.com/docs/api-reference/authentication ; https://nbformat.readthedocs.io/en/latest/format_description.html",
    r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
)
def _(g):
    v = _oai(g)
    return (
        _nb_cell(
            [
                "import os\n",
                f'os.environ["OPENAI_API_KEY"] = "{v}"\n',
                "from openai import OpenAI\n",
                "client = OpenAI()",
            ]
        ),
        [v],
        v,
    )


@kind(
    "notebook_output_hf_token",
    "https://huggingface.co/docs/hub/security-tokens ; https://nbformat.readthedocs.io/en/latest/format_description.html#stream-output",
    r"hf_[A-Za-z]{34}",
)
def _(g):
    v = "hf_" + g.s(34, string.ascii_letters)
    out = [
        {
            "output_type": "stream",
            "name": "stdout",
            "text": ["HOME=/root\n", f"HF_TOKEN={v}\n", "CUDA_VISIBLE_DEVICES=0\n"],
        }
    ]
    return _nb_cell(["!env | grep -E 'HOME|HF_|CUDA'"], out), [v], v


@kind(
    "notebook_magic_env_replicate",
    "https://replicate.com/docs/topics/security/api-tokens ; https://ipython.readthedocs.io/en/stable/interactive/magics.html#magic-env",
    r"r8_[A-Za-z0-9]{37}",
)
def _(g):
    v = "r8_" + g.s(37)
    return _nb_cell([f"%env REPLICATE_API_TOKEN={v}\n", "import replicate"]), [v], v


@kind(
    "notebook_service_account_private_key",
    "https://cloud.google.com/iam/docs/keys-create-delete#creating ; https://nbformat.readthedocs.io/",
    r"[A-Za-z0-9+/]{64}",
)
def _(g):
    raw = bytes(g.r.getrandbits(8) for _ in range(48 * 6))
    b = base64.b64encode(raw).decode()
    lines = [b[i : i + 64] for i in range(0, len(b), 64)]
    pem = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----\n"
    sa = {
        "type": "service_account",
        "project_id": "ml-sandbox-31",
        "private_key_id": g.s(40, HEX),
        "private_key": pem,
        "client_email": "trainer@ml-sandbox-31.iam.gserviceaccount.com",
    }
    out = [
        {
            "output_type": "execute_result",
            "execution_count": 3,
            "metadata": {},
            "data": {"text/plain": [repr(sa)]},
        }
    ]
    return _nb_cell(["json.load(open('sa.json'))"], out), lines[1:4], lines[1]


@kind(
    "sql_dump_oauth_token",
    "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/about-authentication-to-github#githubs-token-formats ; https://dev.mysql.com/doc/refman/8.0/en/mysqldump.html",
    r"gho_[A-Za-z0-9]{36}",
)
def _(g):
    v = "gho_" + g.s(36)
    return (
        f"--\n-- Dumping data for table `integrations`\n--\n\nLOCK TABLES `integrations` WRITE;\n"
        f"INSERT INTO `integrations` VALUES ({g.digits(3)},'github',{g.digits(4)},'{v}','repo,read:org','2026-03-02 10:11:12');\nUNLOCK TABLES;",
        [v],
        v,
    )


@kind(
    "sql_dump_copy_smtp_sendgrid",
    "https://www.twilio.com/docs/sendgrid/ui/account-and-settings/api-keys ; https://www.postgresql.org/docs/current/app-pgdump.html",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
)
def _(g):
    v = f"SG.{g.s(22, B64URL)}.{g.s(43, B64URL)}"
    return (
        f"COPY public.smtp_settings (id, host, port, username, password) FROM stdin;\n1\tsmtp.sendgrid.net\t587\tapikey\t{v}\n\\.\n",
        [v],
        v,
    )


@kind("csv_export_stripe_restricted", "https://docs.stripe.com/keys#limit-access", r"rk_live_[A-Za-z0-9]{99}")
def _(g):
    v = "rk_live_" + g.s(99)
    return (
        f"tenant_id,tenant_name,stripe_key,created_at\n{g.digits(4)},Acme GmbH,{v},2025-11-02T08:00:00Z\n",
        [v],
        v,
    )


@kind(
    "tsv_export_service_password",
    "https://www.postgresql.org/docs/current/sql-copy.html (text format) ; OWASP ASVS V2",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    v = _pw(g)
    return f"account\thost\tpassword\tlast_rotated\nsvc_reporting\tmssql-prod-02\t{v}\t2025-09-30\n", [v], v


@kind(
    "sentry_event_database_url",
    "https://develop.sentry.dev/sdk/data-model/event-payloads/ ; https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _(g):
    pw = g.s(20)
    ev = {
        "event_id": g.s(32, HEX),
        "level": "error",
        "exception": {"values": [{"type": "OperationalError", "value": "could not connect to server"}]},
        "extra": {
            "environ": {"DATABASE_URL": f"postgresql://billing:{pw}@10.0.3.7:5432/billing", "TZ": "UTC"}
        },
    }
    return json.dumps(ev), [pw], pw


@kind(
    "python_traceback_locals",
    "https://rich.readthedocs.io/en/stable/traceback.html#traceback-handler (show_locals) ; https://docs.pytest.org/en/stable/how-to/output.html (-l)",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _(g):
    v = g.s(64, HEX)
    return (
        "    def sign(payload: bytes) -> str:\n>       return hmac.new(secret, payload, hashlib.sha256).hexdigest()\n"
        "E       TypeError: Strings must be encoded before hashing\n\n"
        f"payload    = b'{{\"order\": 1182}}'\nsecret     = '{v}'\n\napp/webhooks.py:31: TypeError",
        [v],
        v,
    )


@kind(
    "java_stack_trace_jdbc_password",
    "https://dev.mysql.com/doc/connector-j/en/connector-j-reference-jdbc-url-format.html",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g)
    return (
        f"java.sql.SQLNonTransientConnectionException: Cannot load connection class because of underlying exception: "
        f"jdbc:mysql://db-01.internal:3306/orders?user=orders_app&password={pw}&useSSL=true\n"
        "\tat com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:110)\n\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
        [pw],
        pw,
    )


@kind(
    "har_authorization_bearer_jwt",
    "http://www.softwareishard.com/blog/har-12-spec/ ; https://www.rfc-editor.org/rfc/rfc6750",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}",
)
def _(g):
    v = _jwt(g, {"sub": g.uuid(), "scope": "orders:write", "iat": 1776500000, "exp": 1776503600})
    har = {
        "log": {
            "version": "1.2",
            "entries": [
                {
                    "request": {
                        "method": "GET",
                        "url": "https://api.shop.example.com/v2/orders",
                        "headers": [{"name": "Authorization", "value": f"Bearer {v}"}],
                    }
                }
            ],
        }
    }
    return json.dumps(har, indent=2), [v], v


@kind(
    "har_session_cookie",
    "http://www.softwareishard.com/blog/har-12-spec/#cookies ; https://docs.djangoproject.com/en/5.0/topics/http/sessions/",
    r"[a-z0-9]{32}",
    prefixless=True,
)
def _(g):
    v = g.s(32, LOWER_DIGITS)
    har = {
        "request": {
            "method": "POST",
            "url": "https://admin.example.org/admin/login/",
            "cookies": [
                {"name": "csrftoken", "value": g.s(32)},
                {"name": "sessionid", "value": v, "httpOnly": True},
            ],
        }
    }
    return json.dumps(har), [v], v


@kind(
    "postman_collection_apikey",
    "https://schema.postman.com/collection/json/v2.1.0/draft-07/docs/index.html (auth.apikey)",
    r"[A-Za-z0-9]{40}",
    prefixless=True,
)
def _(g):
    v = g.s(40)
    col = {
        "info": {
            "name": "Billing API",
            "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
        },
        "auth": {
            "type": "apikey",
            "apikey": [
                {"key": "value", "value": v, "type": "string"},
                {"key": "key", "value": "X-Api-Key", "type": "string"},
            ],
        },
    }
    return json.dumps(col, indent=2), [v], v


@kind(
    "postman_environment_shopify",
    "https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens ; https://learning.postman.com/docs/sending-requests/variables/managing-environments/",
    r"shpat_[a-f0-9]{32}",
)
def _(g):
    v = "shpat_" + g.s(32, HEX)
    env = {
        "name": "shop-prod",
        "values": [
            {"key": "shop", "value": "acme-store", "enabled": True},
            {"key": "admin_token", "value": v, "type": "secret", "enabled": True},
        ],
    }
    return json.dumps(env, indent=2), [v], v


@kind(
    "insomnia_export_gitlab",
    "https://docs.gitlab.com/ee/security/tokens/#personal-access-tokens ; https://docs.insomnia.rest/insomnia/import-export-data",
    r"glpat-[A-Za-z0-9_-]{20}",
)
def _(g):
    v = "glpat-" + g.s(20, B64URL)
    res = {
        "_type": "export",
        "__export_format": 4,
        "resources": [
            {
                "_type": "request",
                "name": "List MRs",
                "url": "https://gitlab.example.com/api/v4/merge_requests",
                "authentication": {"type": "bearer", "token": v},
            }
        ],
    }
    return json.dumps(res), [v], v


@kind(
    "vscode_sqltools_password",
    "https://vscode-sqltools.mteixeira.dev/en/settings#connections",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g)
    cfg = {
        "sqltools.connections": [
            {
                "name": "prod-ro",
                "driver": "PostgreSQL",
                "server": "10.1.4.20",
                "port": 5432,
                "database": "crm",
                "username": "analyst",
                "password": pw,
            }
        ]
    }
    return "// .vscode/settings.json\n" + json.dumps(cfg, indent=4), [pw], pw


@kind(
    "vscode_rest_client_linear",
    "https://developers.linear.app/docs/graphql/working-with-the-graphql-api#personal-api-keys ; https://github.com/Huachao/vscode-restclient#environments",
    r"lin_api_[A-Za-z0-9]{40}",
)
def _(g):
    v = "lin_api_" + g.s(40)
    cfg = {
        "rest-client.environmentVariables": {
            "$shared": {"base": "https://api.linear.app"},
            "prod": {"linearToken": v},
        }
    }
    return json.dumps(cfg, indent=2), [v], v


@kind(
    "jetbrains_workspace_env",
    "https://docs.stripe.com/keys#obtain-api-keys ; https://www.jetbrains.com/help/idea/run-debug-configuration.html",
    r"sk_live_[A-Za-z0-9]{24,99}",
)
def _(g):
    v = "sk_live_" + g.s(g.r.choice([24, 99]))
    return (
        '<component name="RunManager">\n  <configuration name="Application" type="SpringBootApplicationConfigurationType">\n'
        f'    <envs>\n      <env name="STRIPE_SECRET_KEY" value="{v}" />\n      <env name="SPRING_PROFILES_ACTIVE" value="dev" />\n    </envs>\n'
        "  </configuration>\n</component>",
        [v],
        v,
    )


@kind(
    "jetbrains_http_client_private_env",
    "https://www.jetbrains.com/help/idea/exploring-http-syntax.html#environment-variables ; https://support.atlassian.com/atlassian-account/docs/manage-api-tokens-for-your-atlassian-account/",
    r"ATATT3xFfGF0[A-Za-z0-9_=-]{170,}",
)
def _(g):
    v = "ATATT3xFfGF0" + g.s(172, B64URL) + "=" + g.s(8, HEX).upper()
    return json.dumps({"dev": {"jiraUser": "ops@example.com", "jiraToken": v}}, indent=2), [v], v


@kind(
    "gradle_properties_signing_passwords",
    "https://developer.android.com/studio/publish/app-signing#secure-shared-keystore ; https://docs.gradle.org/current/userguide/signing_plugin.html",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    sp, kp = _pw(g), _pw(g)
    return (
        f"# ~/.gradle/gradle.properties\nRELEASE_STORE_FILE=/opt/keys/release.jks\nRELEASE_STORE_PASSWORD={sp}\n"
        f"RELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD={kp}\norg.gradle.jvmargs=-Xmx4g\n",
        [sp, kp],
        sp,
    )


@kind(
    "gradle_properties_mapbox_downloads",
    "https://docs.mapbox.com/android/maps/guides/install/#configure-credentials ; https://docs.mapbox.com/accounts/guides/tokens/#secret-tokens",
    r"sk\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}",
)
def _(g):
    head = (
        base64.urlsafe_b64encode(
            json.dumps(
                {"u": g.r.choice(LAST) + g.digits(2), "a": g.s(25, LOWER_DIGITS)}, separators=(",", ":")
            ).encode()
        )
        .rstrip(b"=")
        .decode()
    )
    v = f"sk.{head}.{g.s(22, B64URL)}"
    return f"MAPBOX_DOWNLOADS_TOKEN={v}\nandroid.useAndroidX=true\n", [v], v


@kind(
    "android_manifest_signing_secret",
    "https://developer.android.com/guide/topics/manifest/meta-data-element",
    r"[0-9a-f]{64}",
    prefixless=True,
)
def _(g):
    v = g.s(64, HEX)
    return (
        '<application android:name=".App" android:label="@string/app_name">\n'
        f'    <meta-data android:name="com.acme.api.SIGNING_SECRET" android:value="{v}" />\n'
        '    <activity android:name=".MainActivity" android:exported="true" />\n</application>',
        [v],
        v,
    )


@kind(
    "info_plist_algolia_admin_key",
    "https://www.algolia.com/doc/guides/security/api-keys/#admin-api-key ; https://developer.apple.com/documentation/bundleresources/information_property_list",
    r"[a-f0-9]{32}",
    prefixless=True,
)
def _(g):
    v = g.s(32, HEX)
    return (
        "<key>AlgoliaApplicationID</key>\n<string>" + g.s(10, UPPER_DIGITS) + "</string>\n"
        f"<key>AlgoliaAdminAPIKey</key>\n<string>{v}</string>\n<key>CFBundleVersion</key>\n<string>212</string>",
        [v],
        v,
    )


@kind(
    "pulumi_config_set_secret",
    "https://www.pulumi.com/docs/iac/concepts/secrets/#secrets",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g)
    return f"$ pulumi config set --secret dbPassword '{pw}'\n$ pulumi up --stack acme/prod --yes", [pw], pw


@kind(
    "pulumi_stack_output_show_secrets",
    "https://www.pulumi.com/docs/iac/cli/commands/pulumi_stack_output/ ; https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html",
    r"[A-Za-z0-9/+]{40}",
)
def _(g):
    kid = "AKIA" + g.s(16, UPPER_DIGITS)
    sec = g.s(40, B64)
    return (
        f"$ pulumi stack output --show-secrets\nCurrent stack outputs (3):\n    OUTPUT            VALUE\n"
        f"    bucketName        assets-prod-7f3a\n    ciAccessKeyId     {kid}\n    ciSecretAccessKey {sec}\n",
        [sec],
        sec,
    )


@kind(
    "bicepparam_admin_password",
    "https://learn.microsoft.com/en-us/azure/azure-resource-manager/bicep/parameter-files",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g)
    return (
        f"using './main.bicep'\n\nparam location = 'westeurope'\nparam sqlAdminLogin = 'sqladmin'\nparam sqlAdminPassword = '{pw}'\n",
        [pw],
        pw,
    )


@kind(
    "arm_parameters_admin_password",
    "https://learn.microsoft.com/en-us/azure/azure-resource-manager/templates/parameter-files",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g)
    p = {
        "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
        "contentVersion": "1.0.0.0",
        "parameters": {"adminUsername": {"value": "azureuser"}, "adminPassword": {"value": pw}},
    }
    return json.dumps(p, indent=2), [pw], pw


@kind(
    "arm_output_storage_connection_string",
    "https://learn.microsoft.com/en-us/azure/storage/common/storage-configure-connection-string",
    r"[A-Za-z0-9+/]{86}==",
)
def _(g):
    key = base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(64))).decode()
    return (
        f'"outputs": {{\n  "storageConnection": {{\n    "type": "String",\n    "value": "DefaultEndpointsProtocol=https;AccountName=stacmeprod{g.digits(3)};AccountKey={key};EndpointSuffix=core.windows.net"\n  }}\n}}',
        [key],
        key,
    )


@kind(
    "cdk_secretvalue_unsafe_github",
    "https://docs.aws.amazon.com/cdk/api/v2/docs/aws-cdk-lib.SecretValue.html#static-unsafewbrplainwbrtextsecret ; https://github.blog/changelog/2021-03-31-authentication-token-format-updates-are-generally-available/",
    r"ghp_[A-Za-z0-9]{36}",
)
def _(g):
    v = "ghp_" + g.s(36)
    return (
        "new codepipeline_actions.GitHubSourceAction({\n  actionName: 'Source',\n  owner: 'acme',\n  repo: 'web',\n"
        f"  oauthToken: SecretValue.unsafePlainText('{v}'),\n  output: sourceOutput,\n}});",
        [v],
        v,
    )


@kind(
    "cloudformation_rds_master_password",
    "https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/aws-resource-rds-dbinstance.html#cfn-rds-dbinstance-masteruserpassword",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _(g):
    pw = g.s(24)
    return (
        f"  Database:\n    Type: AWS::RDS::DBInstance\n    Properties:\n      Engine: postgres\n      MasterUsername: dbadmin\n"
        f"      MasterUserPassword: {pw}\n      AllocatedStorage: '20'\n",
        [pw],
        pw,
    )


@kind(
    "nix_initial_password",
    "https://search.nixos.org/options?show=users.users.%3Cname%3E.initialPassword",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g)
    return (
        f'users.users.{g.r.choice(FIRST)} = {{\n  isNormalUser = true;\n  extraGroups = [ "wheel" ];\n  initialPassword = "{pw}";\n}};',
        [pw],
        pw,
    )


@kind(
    "nix_tailscale_authkey",
    "https://tailscale.com/kb/1085/auth-keys ; https://search.nixos.org/options?query=services.tailscale.extraUpFlags",
    r"tskey-auth-[A-Za-z0-9]{11}CNTRL-[A-Za-z0-9]{32}",
)
def _(g):
    v = f"tskey-auth-{g.s(11)}CNTRL-{g.s(32)}"
    return (
        f'services.tailscale = {{\n  enable = true;\n  extraUpFlags = [ "--authkey={v}" "--ssh" ];\n}};',
        [v],
        v,
    )


@kind(
    "ansible_vault_view_decrypted",
    "https://docs.ansible.com/ansible/latest/cli/ansible-vault.html#view ; https://docs.ansible.com/ansible/latest/tips_tricks/ansible_tips_tricks.html#keep-vaulted-variables-safely-visible",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw, rp = _pw(g), g.s(32)
    return (
        f'$ ansible-vault view group_vars/prod/vault.yml\nVault password:\n---\nvault_postgres_password: "{pw}"\n'
        f"vault_redis_requirepass: {rp}\nvault_smtp_user: noreply@acme.example\n",
        [pw, rp],
        pw,
    )


@kind(
    "gitlab_ci_log_npm_token",
    "https://docs.npmjs.com/about-access-tokens ; https://docs.gitlab.com/ee/ci/jobs/job_logs.html",
    r"npm_[A-Za-z0-9]{36}",
)
def _(g):
    v = "npm_" + g.s(36)
    return (
        f"Running with gitlab-runner 17.2.0 (6428c282)\n$ npm config set //registry.npmjs.org/:_authToken {v}\n"
        "$ npm publish --access public\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest",
        [v],
        v,
    )


@kind(
    "jenkins_console_set_x_curl",
    "https://www.jenkins.io/doc/book/pipeline/jenkinsfile/#string-interpolation ; https://curl.se/docs/manpage.html#-u",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g, safe=True)
    return (
        f"[Pipeline] sh\n+ curl -sf -u deployer:{pw} --upload-file target/app-1.4.2.jar https://nexus.acme.internal/repository/releases/app-1.4.2.jar\n"
        "[Pipeline] }\nFinished: SUCCESS",
        [pw],
        pw,
    )


@kind(
    "bash_history_aws_keys",
    "https://docs.aws.amazon.com/cli/latest/userguide/cli-configure-envvars.html ; https://www.gnu.org/software/bash/manual/html_node/Bash-History-Facilities.html",
    r"[A-Za-z0-9/+]{40}",
)
def _(g):
    kid = "AKIA" + g.s(16, UPPER_DIGITS)
    sec = g.s(40, B64)
    return (
        f"$ tail -4 ~/.bash_history\ncd infra\nexport AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={sec}\naws s3 ls\n",
        [sec],
        sec,
    )


@kind(
    "zsh_history_mysql_password",
    "https://zsh.sourceforge.io/Doc/Release/Options.html#index-EXTENDED_005fHISTORY ; https://dev.mysql.com/doc/refman/8.0/en/password-security-user.html",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g)
    return (
        f": 1776412210:0;ssh bastion\n: 1776412251:0;mysql -h 10.20.0.5 -u admin -p'{pw}' shop\n: 1776412300:0;exit\n",
        [pw],
        pw,
    )


@kind(
    "fish_history_anthropic_key",
    "https://docs.anthropic.com/en/api/getting-started#authentication ; https://fishshell.com/docs/current/interactive.html#searchable-command-history",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
)
def _(g):
    v = f"sk-ant-api03-{g.s(93, B64URL)}AA"
    return (
        f"- cmd: set -Ux ANTHROPIC_API_KEY {v}\n  when: 1776412999\n- cmd: claude\n  when: 1776413010\n",
        [v],
        v,
    )


@kind(
    "powershell_history_azure_client_secret",
    "https://learn.microsoft.com/en-us/entra/identity-platform/how-to-add-credentials ; https://learn.microsoft.com/en-us/powershell/module/psreadline/about/about_psreadline#command-history",
    r"[A-Za-z0-9]{3}8Q~[A-Za-z0-9_~.-]{31,34}",
)
def _(g):
    v = g.s(3) + "8Q~" + g.s(31, ALNUM + "_~.-")
    return (
        f'# %APPDATA%\\Microsoft\\Windows\\PowerShell\\PSReadLine\\ConsoleHost_history.txt\n$env:AZURE_CLIENT_ID = "{g.uuid()}"\n'
        f'$env:AZURE_CLIENT_SECRET = "{v}"\nConnect-AzAccount -ServicePrincipal -Tenant $tid',
        [v],
        v,
    )


@kind(
    "systemd_unit_environment",
    "https://www.freedesktop.org/software/systemd/man/latest/systemd.exec.html#Environment=",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _(g):
    v = g.s(32)
    return (
        "[Unit]\nDescription=Celery worker\nAfter=network.target\n\n[Service]\nUser=app\n"
        f'Environment="REDIS_URL=redis://:{v}@127.0.0.1:6379/0"\nExecStart=/srv/app/.venv/bin/celery -A app worker\n',
        [v],
        v,
    )


@kind(
    "cron_pgpassword_pg_dump",
    "https://www.postgresql.org/docs/current/libpq-envars.html ; https://man7.org/linux/man-pages/man5/crontab.5.html",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g, safe=True)
    return (
        f"MAILTO=ops@acme.example\n15 2 * * * PGPASSWORD='{pw}' pg_dump -h db1 -U backup crm | gzip > /backup/crm-$(date +\\%F).sql.gz\n",
        [pw],
        pw,
    )


@kind(
    "slack_export_vault_token",
    "https://developer.hashicorp.com/vault/docs/concepts/tokens#token-prefixes ; https://slack.com/help/articles/220556107-How-to-read-Slack-data-exports",
    r"hvs\.[A-Za-z0-9_-]{90,}",
)
def _(g):
    v = "hvs." + g.s(91, B64URL)
    msg = [
        {
            "type": "message",
            "user": "U04" + g.s(8, UPPER_DIGITS),
            "text": f"heute nur kurz: neuer Vault-Token für staging ist {v} , der alte ist revoked",
            "ts": "1776413111.000200",
        }
    ]
    return json.dumps(msg, ensure_ascii=False), [v], v


@kind(
    "email_temp_password_de",
    "https://www.bsi.bund.de/DE/Themen/Verbraucherinnen-und-Verbraucher/Informationen-und-Empfehlungen/Cyber-Sicherheitsempfehlungen/Accountschutz/Sichere-Passwoerter-erstellen/sichere-passwoerter-erstellen_node.html",
    r"[A-Za-z0-9]{12}",
    prefixless=True,
)
def _(g):
    pw = g.s(12)
    return (
        f"Von: IT-Service <it@firma.example>\nBetreff: Ihr neuer Zugang\n\nHallo {_user(g)[0]},\n\n"
        f"Ihr Benutzername lautet {g.r.choice(LAST)}.{g.r.choice(FIRST)}, Ihr vorläufiges Kennwort lautet: {pw}\n"
        "Bitte ändern Sie es bei der ersten Anmeldung.\n",
        [pw],
        pw,
    )


@kind(
    "readme_curl_groq",
    "https://console.groq.com/docs/api-keys ; https://console.groq.com/docs/quickstart",
    r"gsk_[A-Za-z0-9]{52}",
)
def _(g):
    v = "gsk_" + g.s(52)
    return (
        "## Quickstart\n\n```bash\ncurl https://api.groq.com/openai/v1/chat/completions \\\n"
        f'  -H "Authorization: Bearer {v}" \\\n  -H "Content-Type: application/json" \\\n'
        '  -d \'{"model": "llama-3.3-70b-versatile", "messages": [{"role": "user", "content": "hi"}]}\'\n```',
        [v],
        v,
    )


@kind(
    "makefile_docker_hub_pat",
    "https://docs.docker.com/security/for-developers/access-tokens/ ; https://www.gnu.org/software/make/manual/html_node/Conditional-Assignment.html",
    r"dckr_pat_[A-Za-z0-9_-]{27}",
)
def _(g):
    v = "dckr_pat_" + g.s(27, B64URL)
    return (
        f"REGISTRY_USER ?= acmebot\nREGISTRY_TOKEN ?= {v}\n\npush:\n\techo $(REGISTRY_TOKEN) | docker login -u $(REGISTRY_USER) --password-stdin\n\tdocker push acme/api:$(TAG)\n",
        [v],
        v,
    )


@kind(
    "powershell_securestring_plaintext",
    "https://learn.microsoft.com/en-us/powershell/module/microsoft.powershell.security/convertto-securestring",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g)
    return (
        f"$secpw = ConvertTo-SecureString '{pw}' -AsPlainText -Force\n"
        "$cred = New-Object System.Management.Automation.PSCredential('CONTOSO\\svc-deploy', $secpw)\nInvoke-Command -ComputerName web01 -Credential $cred -ScriptBlock { iisreset }",
        [pw],
        pw,
    )


@kind(
    "batch_net_use_password",
    "https://learn.microsoft.com/en-us/previous-versions/windows/it-pro/windows-server-2012-r2-and-2012/gg651155(v=ws.11)",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g, safe=True)
    return (
        f"@echo off\nREM nightly copy\nnet use Z: \\\\fs01\\finance {pw} /user:CORP\\svc_backup /persistent:no\nrobocopy D:\\exports Z:\\daily /MIR\n",
        [pw],
        pw,
    )


@kind(
    "reg_export_winlogon_default_password",
    "https://learn.microsoft.com/en-us/troubleshoot/windows-server/user-profiles-and-logon/turn-on-automatic-logon",
    r"\S{12,}",
    prefixless=True,
)
def _(g):
    pw = _pw(g)
    return (
        "Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"
        f'"AutoAdminLogon"="1"\n"DefaultUserName"="kiosk"\n"DefaultPassword"="{pw}"\n',
        [pw],
        pw,
    )


@kind(
    "filezilla_sitemanager_base64",
    'https://wiki.filezilla-project.org/Site_Manager ; FileZilla sitemanager.xml <Pass encoding="base64">',
    r"[A-Za-z0-9+/]+=*",
)
def _(g):
    pw = _pw(g)
    b = base64.b64encode(pw.encode()).decode()
    return (
        f'<Server>\n  <Host>ftp.kunde.example</Host>\n  <Port>21</Port>\n  <User>webmaster</User>\n  <Pass encoding="base64">{b}</Pass>\n</Server>',
        [b],
        b,
    )


@kind(
    "docker_config_auths_base64",
    "https://docs.docker.com/reference/cli/docker/login/#credential-stores ; ~/.docker/config.json auths.auth = base64(user:password)",
    r"[A-Za-z0-9+/]+=*",
)
def _(g):
    tok = "ghp_" + g.s(36)
    b = base64.b64encode(f"acme-ci:{tok}".encode()).decode()
    return json.dumps({"auths": {"ghcr.io": {"auth": b}}}, indent=2), [b], b


@kind(
    "android_logcat_okhttp_authorization",
    "https://square.github.io/okhttp/features/interceptors/ (HttpLoggingInterceptor Level.HEADERS) ; https://developer.android.com/tools/logcat",
    r"[A-Za-z0-9_-]{40,}",
    prefixless=True,
)
def _(g):
    v = g.s(48, B64URL)
    return (
        "04-18 13:20:11.402 12877 13010 I okhttp.OkHttpClient: --> GET https://api.acme.example/v1/me\n"
        f"04-18 13:20:11.402 12877 13010 I okhttp.OkHttpClient: Authorization: Bearer {v}\n"
        "04-18 13:20:11.403 12877 13010 I okhttp.OkHttpClient: --> END GET",
        [v],
        v,
    )


@kind(
    "wp_config_salts",
    "https://developer.wordpress.org/advanced-administration/wordpress/wp-config/#security-keys ; https://api.wordpress.org/secret-key/1.1/salt/",
    r"\S{12,}",
)
def _(g):
    chars = string.ascii_letters + string.digits + "!@#$%^&*()-_[]{}<>~+=,.;:/?|"
    pw = _pw(g)
    salt = g.s(64, chars)
    return (
        f"define( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', 'localhost' );\ndefine( 'AUTH_KEY',         '{salt}' );\n",
        [pw, salt],
        pw,
    )


@kind(
    "age_secret_key_sops",
    "https://github.com/FiloSottile/age#readme ; https://github.com/getsops/sops#encrypting-using-age",
    r"AGE-SECRET-KEY-1[0-9A-Z]{58}",
)
def _(g):
    v = "AGE-SECRET-KEY-1" + g.s(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper())
    return (
        f"$ cat ~/.config/sops/age/keys.txt\n# created: 2026-01-12T09:14:03+01:00\n# public key: age1{g.s(58, '023456789acdefghjklmnpqrstuvwxyz')}\n{v}\n",
        [v],
        v,
    )


@kind(
    "pypirc_token",
    "https://pypi.org/help/#apitoken ; https://packaging.python.org/en/latest/specifications/pypirc/",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
)
def _(g):
    v = "pypi-AgEIcHlwaS5vcmc" + g.s(g.r.randint(120, 160), B64URL)
    return f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {v}\n", [v], v


@kind(
    "netrc_heroku_uuid",
    "https://devcenter.heroku.com/articles/authentication#api-token-storage ; https://everything.curl.dev/usingcurl/netrc",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _(g):
    v = g.uuid()
    return (
        f"machine api.heroku.com\n  login {g.r.choice(FIRST)}@acme.example\n  password {v}\nmachine git.heroku.com\n  login {g.r.choice(FIRST)}@acme.example\n  password {v}\n",
        [v],
        v,
    )
