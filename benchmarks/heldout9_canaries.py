"""Held-out canary set 9: personal data and credentials in coding-agent carriers (issue 31).

A canary set nobody has tuned on. It has two halves:

1. **Personal data** a publisher must not leak: e-mail addresses (``git log``, ``git
   shortlog``/co-author trailers), phone numbers (German, Japanese, Brazilian, Indian, US),
   national identity / social-security / tax numbers with their published check digits for 30
   countries (US, CA, UK, DE, FR, ES (DNI, NIE), IT, NL, BE, PL, SE, NO, FI, DK, CZ, RO, BG, EE,
   CN, IN, BR, AR, CL, ZA, JP, KR, TR, IL, AU, PT, SG, IE), health-insurance numbers (NHS,
   German KVNR), IBANs (ISO 13616 mod-97) and a US routing + account number, payment cards
   (Luhn) with expiry, an ICAO 9303 passport MRZ, a UK driving licence, dates of birth, postal
   addresses, a VIN (ISO 3779 check digit) tied to an owner, an IP with a login in an sshd log,
   and user names in Windows and macOS home paths. The surrounding text is in German, French,
   Spanish, Portuguese, Polish, Dutch, Italian, Swedish, Norwegian, Finnish, Danish, Czech,
   Romanian, Bulgarian, Estonian, Chinese, Hindi, Japanese, Korean, Turkish, Hebrew and English,
   in the places a coding session shows them (``git log``/``git blame`` output, ``gh issue
   view``, SQL INSERT/UPDATE, CSV, JSON API responses, test fixtures and factories, form posts,
   support tickets, logs, FHIR queries, SEPA XML, OCR output).
2. **Credentials in the carriers of coding agents and developer CLIs**: MCP server configs
   (``.mcp.json``, ``claude_desktop_config.json`` ``env``, VS Code ``mcp.json`` headers, Codex
   ``[mcp_servers]``, ``claude mcp add -e``, MCP URLs with a key parameter), ``.claude/settings.json``
   ``env``, Zed settings, Codex ``config.toml`` ``http_headers``, aider ``.aider.conf.yml``,
   Continue ``config.yaml``, ``gh`` ``hosts.yml`` and ``gh auth token``, ``.npmrc`` and ``npm
   token create``, ``.pypirc``, ``.git-credentials``, ``docker login`` and
   ``~/.docker/config.json``, ``kubectl config view --raw``, ``aws sts get-session-token`` and
   ``aws configure export-credentials``, ``gcloud auth print-access-token``, ``az account
   get-access-token``, ``vault token create``, S3 presigned and Azure SAS URLs, ``heroku
   auth:token``, ``fly tokens create``, ``doctl`` config, ``credentials.tfrc.json``, ngrok config,
   the Hugging Face token cache, Cargo, RubyGems, Composer and NuGet credentials, Vercel,
   Wrangler and Netlify CLIs; vendor-prefixed and prefixless secrets.

How it was kept apart: written in one sitting from public specifications (national registries'
check-digit rules, ICAO 9303, ISO 13616, ISO/IEC 7812, ISO 3779) and vendors' token and CLI
documentation, from knowledge of those pages (cited per kind in ``SOURCES`` and
``heldout9_sources.tsv``; the ``search`` tool was not used for lack of time). Only
lines 1-160 of ``heldout_canaries.py`` (alphabets, ``HeldOut``, ``_R``, ``Registry``),
``heldout_eval.py``, ``tests/test_heldout_canaries.py`` and the first 40 lines of
``heldout7_canaries.py`` (its docstring, not its kinds) were read; no redaction code, redaction
test, label file, other canary set, source list or result was read, and no kind was changed after
seeing a figure. Values are random per seed (never a real person or credential); every checksum
is computed so that a validator would accept the number (python-stdnum was not available, so the
algorithms were written from the published rules and not cross-checked). Payment-card kinds
that are a bare digit run also return ``number`` (planted as a JSON number).

113 kinds (60 personal-data, 53 credential), 21 of them prefixless (only their context is a clue).

    PYTHONPATH=. python benchmarks/heldout_eval.py --canaries heldout9_canaries --seed 7 --json --negatives 0
"""

from __future__ import annotations

import base64
import json
import string
from urllib.parse import quote

from heldout_canaries import _R, B64, B64URL, HEX, LOWER_DIGITS, UPPER_DIGITS, Registry, _b64u

_SET = Registry()
GENERATORS, SOURCES, kind, fresh, heldout_canaries = (
    _SET.generators,
    _SET.sources,
    _SET.kind,
    _SET.fresh,
    _SET.canaries,
)
__all__ = ["GENERATORS", "SOURCES", "_R", "fresh", "heldout_canaries", "kind"]


# -- personal data -----------------------------------------------------------------------------

_FIRST = ["Maren", "Tobiasz", "Ines", "Kwame", "Yuki", "Aarav", "Leilani", "Oskar", "Zofia", "Thiago"]
_LAST = ["Quennell", "Varga-Ostrow", "Himmelreich", "Okonkwo-Baptiste", "Lindqvist", "Marchetti"]


def _name(g):
    return g.r.choice(_FIRST) + " " + g.r.choice(_LAST) + g.s(3, UPPER_DIGITS).lower()


def _email(g):
    return (
        g.r.choice(_FIRST).lower()
        + "."
        + g.s(6, LOWER_DIGITS)
        + "@"
        + g.r.choice(["gmx.de", "yahoo.co.jp", "proton.me", "outlook.fr", "uol.com.br", "rediffmail.com"])
    )


def _dob(g, y0=1950, y1=2004):
    return g.r.randint(y0, y1), g.r.randint(1, 12), g.r.randint(1, 28)


def _mod97_iban(cc, bban):
    s = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return f"{cc}{98 - int(s) % 97:02d}{bban}"


def _luhn_ok(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        t += d
    return t % 10 == 0


def _luhn_digit(body):
    return next(str(c) for c in range(10) if _luhn_ok(body + str(c)))


@kind(
    "email_git_log",
    "RFC 5322 sec 3.4 https://www.rfc-editor.org/rfc/rfc5322 ; https://git-scm.com/docs/git-log",
    r"[a-z]+\.[a-z0-9]{6}@[a-z.]+\.[a-z]+",
)
def _(g):
    e = _email(g)
    n = _name(g)
    t = f"commit {g.s(40, HEX)}\nAuthor: {n} <{e}>\nDate:   Tue Mar 3 10:12:44 2026 +0100\n\n    fix: retry upload"
    return t, [e, n], e


@kind(
    "email_git_shortlog_coauthor",
    "https://git-scm.com/docs/git-shortlog ; RFC 5322",
    r"[a-z]+\.[a-z0-9]{6}@[a-z.]+\.[a-z]+",
)
def _(g):
    e = _email(g)
    return f"    12  Maintainers\n     4  {_name(g)} <{e}>\nCo-authored-by: someone <{e}>", [e], e


@kind(
    "phone_de_gh_issue",
    "ITU-T E.164 https://www.itu.int/rec/T-REC-E.164 ; https://cli.github.com/manual/gh_issue_view",
    r"\+49 1[5-7]\d \d{7,8}",
)
def _(g):
    p = f"+49 {g.r.choice(['151', '160', '172', '176'])} {g.digits(8)}"
    t = f"title:\tBestellung hängt\nstate:\tOPEN\n--\nHallo, bitte ruft mich an unter {p}, Gruß"
    return t, [p], p.replace(" ", "")


@kind(
    "phone_jp_csv",
    "ITU-T E.164 ; https://www.soumu.go.jp/main_sosiki/joho_tsusin/top/tel_number/",
    r"0[789]0-\d{4}-\d{4}",
    prefixless=True,
)
def _(g):
    p = f"0{g.r.choice('789')}0-{g.digits(4, False)}-{g.digits(4, False)}"
    return f"顧客ID,氏名,電話番号\n{g.digits(5)},山田 花子,{p}\n", [p], p


@kind("phone_br_json", "ITU-T E.164 ; https://www.gov.br/anatel/pt-br", r"\+55 \(\d{2}\) 9\d{4}-\d{4}")
def _(g):
    p = f"+55 ({g.r.randint(11, 99)}) 9{g.digits(4)}-{g.digits(4, False)}"
    return json.dumps({"cliente": {"nome": "Joana", "telefone": p}}, ensure_ascii=False), [p], p


@kind("phone_in_log", "ITU-T E.164 ; https://dot.gov.in/numbering-plan", r"\+91[6-9]\d{9}")
def _(g):
    p = "+91" + g.r.choice("6789") + g.digits(9, False)
    return f"INFO otp.send to={p} template=login_otp status=queued", [p], p


@kind(
    "phone_us_fixture",
    "ITU-T E.164 ; https://nationalnanpa.com/number_resource_info/",
    r"\(\d{3}\) \d{3}-\d{4}",
    prefixless=True,
)
def _(g):
    p = f"({g.r.randint(201, 989)}) {g.r.randint(200, 999)}-{g.digits(4, False)}"
    return f"  user = UserFactory(name='{_name(g)}', phone='{p}')", [p], p


@kind(
    "ssn_us_sql",
    "https://www.ssa.gov/history/ssn/geocard.html ; https://www.ssa.gov/employer/randomization.html",
    r"\d{3}-\d{2}-\d{4}",
    prefixless=True,
)
def _(g):
    a = g.r.choice([x for x in range(1, 900) if x != 666])
    v = f"{a:03d}-{g.r.randint(1, 99):02d}-{g.r.randint(1, 9999):04d}"
    return f"INSERT INTO employees (name, ssn) VALUES ('{_name(g)}', '{v}');", [v], v.replace("-", "")


@kind(
    "sin_ca_form",
    "https://www.canada.ca/en/employment-social-development/services/sin.html (Luhn)",
    r"\d{3} \d{3} \d{3}",
)
def _(g):
    body = g.r.choice("1234567") + g.digits(7, False)
    n = body + _luhn_digit(body)
    v = f"{n[:3]} {n[3:6]} {n[6:]}"
    return f"POST /onboarding\nfirst_name=Marie&sin={v.replace(' ', '+')}&province=QC\n# NAS: {v}", [v], n


@kind(
    "nino_uk_yaml",
    "https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110",
    r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]",
)
def _(g):
    v = (
        g.r.choice("ABCEGHJKLMNPRSTWXYZ")
        + g.r.choice("ABCEGHJKLMNPRSTWXYZ")
        + g.digits(6, False)
        + g.r.choice("ABCD")
    )
    return f"employee:\n  name: {_name(g)}\n  ni_number: {v}\n", [v], v


@kind(
    "steuer_id_de",
    "https://www.bzst.de/DE/Privatpersonen/SteuerlicheIdentifikationsnummer/ ; ISO 7064 MOD 11,10",
    r"[1-9]\d{10}",
)
def _(g):
    while True:
        ds = g.r.sample(range(10), 9)
        ds.append(g.r.choice(ds))
        g.r.shuffle(ds)
        if ds[0]:
            break
    p = 10
    for d in ds:
        s = (d + p) % 10 or 10
        p = s * 2 % 11
    c = (11 - p) % 10
    v = "".join(map(str, ds)) + str(c)
    return f"Lohnabrechnung: Steuer-ID {v}, Steuerklasse 1, Kirchensteuer nein", [v], v


@kind("nir_fr_json", "https://www.ameli.fr ; INSEE NIR key = 97 - (NIR mod 97)", r"[12]\d{12} \d{2}")
def _(g):
    y, m, _d = _dob(g)
    b = f"{g.r.choice('12')}{y % 100:02d}{m:02d}{g.r.randint(1, 95):02d}{g.digits(3, False)}{g.r.randint(1, 999):03d}"
    v = f"{b} {97 - int(b) % 97:02d}"
    return json.dumps({"assure": {"nom": "Dupont", "numero_secu": v}}), [v], v.replace(" ", "")


@kind(
    "dni_es_csv",
    "https://www.interior.gob.es/opencms/es/servicios-al-ciudadano/tramites-y-gestiones/dni/calculo-del-digito-de-control-del-nif-nie/",
    r"\d{8}[A-Z]",
    prefixless=True,
)
def _(g):
    n = g.digits(8, False)
    v = n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(n) % 23]
    return f"nombre;apellidos;dni;fecha_alta\nLucía;Gómez Ruiz;{v};2025-11-02\n", [v], v


@kind("nie_es_log", "https://www.interior.gob.es (NIE: X/Y/Z -> 0/1/2, then mod 23)", r"[XYZ]\d{7}[A-Z]")
def _(g):
    p = g.r.choice("XYZ")
    n = g.digits(7, False)
    v = p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]
    return f"WARN kyc: NIE {v} no coincide con el titular", [v], v


@kind(
    "codice_fiscale_it",
    "https://www.agenziaentrate.gov.it/portale/web/guest/schede/istanze/richiesta-ts_cf/informazioni-codificazione-pf",
    r"[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]",
)
def _(g):
    y, m, d = _dob(g)
    b = (
        g.s(6, string.ascii_uppercase)
        + f"{y % 100:02d}"
        + "ABCDEHLMPRST"[m - 1]
        + f"{d + g.r.choice([0, 40]):02d}"
        + g.r.choice("ABCDEFGHILM")
        + g.digits(3, False)
    )
    odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
    t = 0
    for i, ch in enumerate(b):
        k = int(ch) if ch.isdigit() else ord(ch) - 65
        t += odd[k] if i % 2 == 0 else k
    v = b + chr(65 + t % 26)
    return f"anagrafica = {{'nome': 'Giulia', 'codice_fiscale': '{v}'}}", [v], v


@kind("bsn_nl_fixture", "https://www.rvig.nl/bsn (elfproef) ; rules: 11-proof", r"\d{9}", prefixless=True)
def _(g):
    while True:
        n = g.digits(8)
        s = sum(int(c) * w for c, w in zip(n, range(9, 1, -1), strict=False))
        c = s % 11
        if c < 10:
            v = n + str(c)
            break
    return f"  it('valideert BSN', () => expect(isValidBsn('{v}')).toBe(true));", [v], v


@kind(
    "rijksregister_be",
    "https://www.ibz.rrn.fgov.be (national number, 97 - n mod 97)",
    r"\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}",
)
def _(g):
    y, m, d = _dob(g, 1950, 1999)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g.r.randint(1, 997):03d}"
    c = 97 - int(b) % 97
    v = f"{b[:2]}.{b[2:4]}.{b[4:6]}-{b[6:9]}.{c:02d}"
    return f"Rijksregisternummer / numéro national: {v}", [v], v.replace(".", "").replace("-", "")


@kind("pesel_pl", "https://www.gov.pl/web/gov/czym-jest-numer-pesel", r"\d{11}")
def _(g):
    y, m, d = _dob(g)
    mm = m + (20 if y >= 2000 else 0)
    b = f"{y % 100:02d}{mm:02d}{d:02d}{g.digits(4, False)}"
    s = sum(int(c) * w for c, w in zip(b, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3], strict=False))
    v = b + str((10 - s % 10) % 10)
    return f"INSERT INTO klienci (imie, nazwisko, pesel) VALUES ('Zofia', 'Nowak', '{v}');", [v], v


@kind(
    "personnummer_se", "https://www.skatteverket.se/privat/folkbokforing/personnummer (Luhn)", r"\d{6}-\d{4}"
)
def _(g):
    y, m, d = _dob(g)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g.digits(3, False)}"
    v = f"{b[:6]}-{b[6:]}{_luhn_digit(b)}"
    return f'{{"kund": "Lindqvist", "personnummer": "{v}"}}', [v], v.replace("-", "")


@kind(
    "fodselsnummer_no",
    "https://www.skatteetaten.no/person/folkeregister/fodsel-og-navnevalg/barn-fodt-i-norge/fodselsnummer/",
    r"\d{11}",
)
def _(g):
    while True:
        y, m, d = _dob(g)
        b = [int(c) for c in f"{d:02d}{m:02d}{y % 100:02d}{g.digits(3, False)}"]
        k1 = 11 - sum(a * w for a, w in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2], strict=False)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        b.append(k1)
        k2 = 11 - sum(a * w for a, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=False)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 != 10:
            v = "".join(map(str, b)) + str(k2)
            return f"Fødselsnummer: {v}\nNavn: Ola Nordmann", [v], v


@kind("hetu_fi", "https://dvv.fi/en/personal-identity-code", r"\d{6}[-A]\d{3}[0-9A-Y]")
def _(g):
    y, m, d = _dob(g)
    n = g.r.randint(2, 899)
    c = "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(f"{d:02d}{m:02d}{y % 100:02d}{n:03d}") % 31]
    v = f"{d:02d}{m:02d}{y % 100:02d}{'A' if y >= 2000 else '-'}{n:03d}{c}"
    return f"henkilötunnus={v} tila=aktiivinen", [v], v


@kind("cpr_dk", "https://cpr.dk/cpr-systemet/opbygning-af-cpr-nummeret (modulus 11)", r"\d{6}-\d{4}")
def _(g):
    while True:
        y, m, d = _dob(g)
        b = f"{d:02d}{m:02d}{y % 100:02d}{g.digits(3, False)}"
        c = (11 - sum(int(a) * w for a, w in zip(b, [4, 3, 2, 7, 6, 5, 4, 3, 2], strict=False)) % 11) % 11
        if c < 10:
            v = f"{b[:6]}-{b[6:]}{c}"
            return f"Kunde: Mette Hansen, CPR-nr. {v}", [v], v.replace("-", "")


@kind("rodne_cislo_cz", "https://www.mvcr.cz (rodné číslo divisible by 11)", r"\d{6}/\d{4}")
def _(g):
    while True:
        y, m, d = _dob(g, 1954, 2004)
        b = f"{y % 100:02d}{m + g.r.choice([0, 50]):02d}{d:02d}{g.digits(3, False)}"
        c = int(b) % 11
        if c < 10:
            v = f"{b[:6]}/{b[6:]}{c}"
            return f"rodne_cislo: '{v}'  # pojištěnec", [v], v.replace("/", "")


@kind("cnp_ro", "https://ro.wikipedia.org/wiki/Cod_numeric_personal (weights 279146358279)", r"[1-8]\d{12}")
def _(g):
    y, m, d = _dob(g)
    b = f"{g.r.choice('12' if y < 2000 else '56')}{y % 100:02d}{m:02d}{d:02d}{g.r.randint(1, 46):02d}{g.digits(3, False)}"
    c = sum(int(a) * int(w) for a, w in zip(b, "279146358279", strict=False)) % 11
    v = b + str(1 if c == 10 else c)
    return f"CNP: {v} | Nume: Popescu Andrei", [v], v


@kind(
    "egn_bg", "https://www.grao.bg/esgraon.html (EGN weights 2,4,8,5,10,9,7,3,6)", r"\d{10}", prefixless=True
)
def _(g):
    y, m, d = _dob(g, 1950, 1999)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g.digits(3, False)}"
    c = sum(int(a) * w for a, w in zip(b, [2, 4, 8, 5, 10, 9, 7, 3, 6], strict=False)) % 11
    v = b + str(0 if c == 10 else c)
    return f"Иван Петров,{v},София", [v], v


def _ee_check(b):
    for ws in ([1, 2, 3, 4, 5, 6, 7, 8, 9, 1], [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]):
        c = sum(int(a) * w for a, w in zip(b, ws, strict=False)) % 11
        if c < 10:
            return c
    return 0


@kind("isikukood_ee", "https://www.riigiteataja.ee (isikukood, EVS 585)", r"[3-6]\d{10}")
def _(g):
    y, m, d = _dob(g)
    b = f"{g.r.choice('34' if y < 2000 else '56')}{y % 100:02d}{m:02d}{d:02d}{g.digits(3, False)}"
    v = b + str(_ee_check(b))
    return f"isikukood={v}; nimi=Mari Tamm", [v], v


@kind("resident_id_cn", "GB 11643-1999 (ISO 7064 MOD 11-2)", r"\d{17}[\dX]")
def _(g):
    y, m, d = _dob(g)
    b = f"{g.r.choice(['110101', '310104', '440305', '510107'])}{y}{m:02d}{d:02d}{g.digits(3, False)}"
    s = sum(int(a) * (2 ** (17 - i) % 11) for i, a in enumerate(b))
    v = b + "10X98765432"[s % 11]
    return f"用户实名认证: 姓名=张伟, 身份证号={v}", [v], v


_VD = [
    [(j + k) % 5 + (5 if k >= 5 else 0) if j < 5 else (j - k) % 5 + (5 if k < 5 else 0) for k in range(10)]
    for j in range(10)
]
_VP = [list(range(10)), [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8):
    _VP.append([_VP[1][_VP[_i - 1][n]] for n in range(10)])


def _verhoeff(body):
    c = 0
    for i, ch in enumerate(reversed(body + "0")):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return str([0, 4, 3, 2, 1, 5, 6, 7, 8, 9][c])


@kind("aadhaar_in", "https://uidai.gov.in (12 digits, Verhoeff check digit)", r"[2-9]\d{3} \d{4} \d{4}")
def _(g):
    b = g.r.choice("23456789") + g.digits(10, False)
    n = b + _verhoeff(b)
    v = f"{n[:4]} {n[4:8]} {n[8:]}"
    return f"KYC रिकॉर्ड: आधार संख्या {v}", [v], n


@kind("cpf_br", "https://www.gov.br/receitafederal (CPF, two mod-11 digits)", r"\d{3}\.\d{3}\.\d{3}-\d{2}")
def _(g):
    b = [int(c) for c in g.digits(9, False)]
    for n in (10, 11):
        s = sum(a * w for a, w in zip(b, range(n, 1, -1), strict=False))
        b.append(0 if s % 11 < 2 else 11 - s % 11)
    n = "".join(map(str, b))
    v = f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}"
    return f"  cpf: '{v}', // seed de teste do cliente", [v], n


@kind("cuit_ar", "https://www.afip.gob.ar (CUIT, weights 5432765432)", r"(20|23|27)-\d{8}-\d")
def _(g):
    while True:
        b = g.r.choice(["20", "27", "23"]) + g.digits(8)
        c = 11 - sum(int(a) * w for a, w in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=False)) % 11
        c = 0 if c == 11 else c
        if c < 10:
            v = f"{b[:2]}-{b[2:]}-{c}"
            return f"Factura emitida a CUIT {v} (consumidor final)", [v], v.replace("-", "")


@kind("rut_cl", "https://www.sii.cl (RUT, módulo 11)", r"\d{1,2}\.\d{3}\.\d{3}-[\dK]")
def _(g):
    n = str(g.r.randint(5_000_000, 25_999_999))
    s = sum(int(a) * w for a, w in zip(reversed(n), [2, 3, 4, 5, 6, 7] * 2, strict=False))
    c = {11: "0", 10: "K"}.get(11 - s % 11, str(11 - s % 11))
    v = f"{int(n):,}".replace(",", ".") + "-" + c
    return f"rut_cliente: {v}", [v], v.replace(".", "")


@kind("sa_id_za", "https://www.dha.gov.za (13 digits YYMMDD SSSS C A Z, Luhn)", r"\d{13}")
def _(g):
    y, m, d = _dob(g)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g.digits(4, False)}08"
    v = b + _luhn_digit(b)
    return f"applicant_id_number,{v},Thandiwe,Nkosi", [v], v


@kind(
    "my_number_jp",
    "https://www.digital.go.jp/policies/mynumber (check digit 11 - sum mod 11)",
    r"\d{4} \d{4} \d{4}",
)
def _(g):
    b = g.digits(11)
    s = sum(int(a) * (n + 1 if n <= 6 else n - 5) for n, a in enumerate(reversed(b), 1))
    c = 0 if s % 11 <= 1 else 11 - s % 11
    n = b + str(c)
    v = f"{n[:4]} {n[4:8]} {n[8:]}"
    return f"個人番号: {v}\n氏名: 佐藤 健", [v], n


@kind("rrn_kr", "https://www.mois.go.kr (주민등록번호 check digit)", r"\d{6}-[1-4]\d{6}")
def _(g):
    y, m, d = _dob(g)
    b = f"{y % 100:02d}{m:02d}{d:02d}{g.r.choice('12' if y < 2000 else '34')}{g.digits(5, False)}"
    s = sum(int(a) * w for a, w in zip(b, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5], strict=False))
    v = f"{b[:6]}-{b[6:]}{(11 - s % 11) % 10}"
    return f"회원 주민등록번호: {v}", [v], v.replace("-", "")


@kind("tckn_tr", "https://www.nvi.gov.tr (T.C. Kimlik No algorithm)", r"[1-9]\d{10}")
def _(g):
    d = [int(c) for c in g.digits(9)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    v = "".join(map(str, d))
    return f'{{"ad":"Ayşe","soyad":"Yılmaz","tckn":"{v}"}}', [v], v


@kind("teudat_zehut_il", "https://www.gov.il (ID number, Luhn-style check)", r"\d{9}", prefixless=True)
def _(g):
    b = g.digits(8)
    v = b + _luhn_digit(b)
    return f"שם: דנה כהן\nת.ז.: {v}", [v], v


@kind("tfn_au", "https://www.ato.gov.au (TFN weights 1,4,3,7,5,8,6,9,10)", r"\d{3} \d{3} \d{3}")
def _(g):
    while True:
        n = g.digits(9)
        if sum(int(a) * w for a, w in zip(n, [1, 4, 3, 7, 5, 8, 6, 9, 10], strict=False)) % 11 == 0:
            v = f"{n[:3]} {n[3:6]} {n[6:]}"
            return f'payroll.employee.tfn = "{v}"', [v], n


@kind("nif_pt", "https://www.portaldasfinancas.gov.pt (NIF mod 11)", r"[12]\d{8}")
def _(g):
    b = g.r.choice("12") + g.digits(7, False)
    c = 11 - sum(int(a) * w for a, w in zip(b, range(9, 1, -1), strict=False)) % 11
    v = b + str(0 if c >= 10 else c)
    return f"Contribuinte (NIF): {v} — morada na fatura", [v], v


@kind("nric_sg", "https://www.ica.gov.sg (NRIC weights 2765432)", r"[ST]\d{7}[A-Z]")
def _(g):
    p = g.r.choice("ST")
    n = g.digits(7, False)
    s = sum(int(a) * w for a, w in zip(n, [2, 7, 6, 5, 4, 3, 2], strict=False)) + (4 if p == "T" else 0)
    v = p + n + "JZIHGFEDCBA"[s % 11]
    return f"patient NRIC {v} checked in", [v], v


@kind(
    "pps_ie",
    "https://www.gov.ie/en/service/12e6dc-get-a-personal-public-service-pps-number/ (mod 23)",
    r"\d{7}[A-W]",
)
def _(g):
    n = g.digits(7, False)
    v = n + "WABCDEFGHIJKLMNOPQRSTUV"[sum(int(a) * w for a, w in zip(n, range(8, 1, -1), strict=False)) % 23]
    return f"PPSN: {v}", [v], v


@kind(
    "nhs_number_uk",
    "https://www.datadictionary.nhs.uk/attributes/nhs_number.html (mod 11)",
    r"\d{3} \d{3} \d{4}",
)
def _(g):
    while True:
        n = g.digits(9)
        c = 11 - sum(int(a) * w for a, w in zip(n, range(10, 1, -1), strict=False)) % 11
        c = 0 if c == 11 else c
        if c < 10:
            s = n + str(c)
            v = f"{s[:3]} {s[3:6]} {s[6:]}"
            return f"GET /fhir/Patient?identifier=https://fhir.nhs.uk/Id/nhs-number|{s}\n# NHS {v}", [v, s], s


def _iban_kind(name, cc, mk, ctx):
    @kind(
        name,
        "ISO 13616 https://www.swift.com/standards/data-standards/iban ; IBAN registry",
        rf"{cc}\d{{2}}[A-Z0-9]+",
    )
    def _(g):
        v = _mod97_iban(cc, mk(g))
        return ctx(v), [v], v


_iban_kind(
    "iban_de_sepa_xml",
    "DE",
    lambda g: g.digits(18, False),
    lambda v: f"<DbtrAcct><Id><IBAN>{v}</IBAN></Id></DbtrAcct>",
)
_iban_kind(
    "iban_fr_rib",
    "FR",
    lambda g: g.digits(10, False) + g.s(11, UPPER_DIGITS) + g.digits(2, False),
    lambda v: f"RIB du client — IBAN : {v}",
)
_iban_kind("iban_pl_json", "PL", lambda g: g.digits(24, False), lambda v: json.dumps({"rachunek": v}))
_iban_kind(
    "iban_nl_csv",
    "NL",
    lambda g: g.s(4, string.ascii_uppercase) + g.digits(10, False),
    lambda v: f"naam,iban\nJ. de Vries,{v}\n",
)
_iban_kind(
    "iban_gb_ticket",
    "GB",
    lambda g: g.s(4, string.ascii_uppercase) + g.digits(14, False),
    lambda v: f"Support ticket #8812: customer asks refund to {v}",
)


@kind(
    "aba_routing_account_us",
    "https://www.frbservices.org/resources/routing-number-directory (ABA 3-7-1 check)",
    r"\d{9}",
)
def _(g):
    while True:
        b = g.r.choice(["0", "1", "2", "3"]) + g.digits(7, False)
        for c in range(10):
            n = b + str(c)
            if sum(int(a) * w for a, w in zip(n, [3, 7, 1] * 3, strict=False)) % 10 == 0:
                acct = g.digits(11)
                return f"ach:\n  routing_number: '{n}'\n  account_number: '{acct}'\n", [n, acct], n


@kind("card_visa_expiry", "ISO/IEC 7812 (Luhn) https://www.iso.org/standard/70484.html", r"4\d{15}")
def _(g):
    n = g.luhn("4", 16)
    s = str(n)
    return (
        f"card_number={s}&exp_month={g.r.randint(1, 12):02d}&exp_year=20{g.r.randint(27, 31)}&cvc={g.digits(3)}",
        [s],
        s,
        n,
    )


@kind("card_mc2_grouped", "ISO/IEC 7812 ; https://www.mastercard.com 2-series BIN 2221-2720", r"2[2-7]\d{14}")
def _(g):
    n = g.luhn(str(g.r.randint(2221, 2720)), 16)
    s = str(n)
    v = " ".join(s[i : i + 4] for i in range(0, 16, 4))
    return f"Karte: {v}  gültig bis {g.r.randint(1, 12):02d}/{g.r.randint(27, 31)}", [v], s, n


@kind("card_amex_log", "ISO/IEC 7812 ; https://www.americanexpress.com (34/37, 15 digits)", r"3[47]\d{13}")
def _(g):
    n = g.luhn(g.r.choice(["34", "37"]), 15)
    return f"DEBUG charge pan={n} exp=0{g.r.randint(1, 9)}/2{g.r.randint(7, 9)}", [str(n)], str(n), n


def _mrz_cd(s):
    v = {**{str(i): i for i in range(10)}, **{chr(65 + i): 10 + i for i in range(26)}, "<": 0}
    return str(sum(v[c] * w for c, w in zip(s, [7, 3, 1] * 20, strict=False)) % 10)


@kind(
    "passport_mrz",
    "ICAO Doc 9303 part 4 https://www.icao.int/publications/pages/publication.aspx?docnum=9303",
    r"[A-Z0-9]{9}\d[A-Z]{3}\d{7}[MF]\d{7}",
)
def _(g):
    doc = g.s(9, UPPER_DIGITS)
    y, m, d = _dob(g)
    dob = f"{y % 100:02d}{m:02d}{d:02d}"
    exp = f"{g.r.randint(27, 35)}{g.r.randint(1, 12):02d}{g.r.randint(1, 28):02d}"
    l2 = doc + _mrz_cd(doc) + "DEU" + dob + _mrz_cd(dob) + g.r.choice("MF") + exp + _mrz_cd(exp)
    line1 = "P<DEU" + ("MUSTERFRAU<<ERIKA" + "<" * 44)[:39]
    return f"OCR result:\n{line1}\n{l2}<<<<<<<<<<<<<<<0", [l2, doc], doc


@kind(
    "driving_licence_uk",
    "https://www.gov.uk/government/publications/driving-licence-number-format (DVLA)",
    r"[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z]{2}",
)
def _(g):
    y, m, d = _dob(g)
    v = (
        g.s(5, string.ascii_uppercase)
        + f"{(y % 100) // 10}{m + g.r.choice([0, 50]):02d}{d:02d}{y % 10}"
        + g.s(2, string.ascii_uppercase)
        + "9"
        + g.s(2, string.ascii_uppercase)
    )
    return f"licence_no: {v}\nexpires: 2031-04-01", [v], v


@kind("dob_with_name_json", "https://schema.org/birthDate ; GDPR Art. 4(1)", r"(19|20)\d{2}-\d{2}-\d{2}")
def _(g):
    y, m, d = _dob(g)
    v = f"{y}-{m:02d}-{d:02d}"
    n = _name(g)
    return json.dumps({"id": g.r.randint(1000, 9999), "full_name": n, "date_of_birth": v}), [v, n], v


@kind(
    "postal_address_de",
    "https://www.deutschepost.de (Anschrift), UPU S42",
    r"[A-Z][a-zäöü]+str\. \d{1,3}[a-z]?",
)
def _(g):
    st = (
        g.r.choice(["Lindenhof", "Birkenweg", "Mühlen", "Kastanien"])
        + g.s(2, string.ascii_lowercase)
        + "str."
    )
    v = f"{st.capitalize()} {g.r.randint(1, 199)}{g.r.choice(['', 'a', 'b'])}"
    z = g.digits(5)
    return f"Lieferadresse:\n{_name(g)}\n{v}\n{z} Leipzig", [v], v.replace(" ", "-")


@kind(
    "postal_address_us_sql",
    "USPS Publication 28 https://pe.usps.com/text/pub28/",
    r"\d{3,5} [A-Z][a-z]+ (St|Ave|Rd)",
)
def _(g):
    v = f"{g.r.randint(100, 99999)} {g.r.choice(['Maple', 'Cedar', 'Juniper', 'Sycamore'])}{g.s(2, string.ascii_lowercase)} {g.r.choice(['St', 'Ave', 'Rd'])}"
    return (
        f"UPDATE customers SET address1 = '{v}', zip = '{g.digits(5)}' WHERE id = 77;",
        [v],
        v.replace(" ", "-"),
    )


_VIN_V = {
    **{str(i): i for i in range(10)},
    **dict(zip("ABCDEFGH", range(1, 9), strict=False)),
    **dict(zip("JKLMN", range(1, 6), strict=False)),
    "P": 7,
    "R": 9,
    **dict(zip("STUVWXYZ", range(2, 10), strict=False)),
}


@kind(
    "vin_owner",
    "ISO 3779 ; 49 CFR 565 https://www.ecfr.gov/current/title-49/part-565 (check digit pos. 9)",
    r"[A-HJ-NPR-Z0-9]{8}[0-9X][A-HJ-NPR-Z0-9]{8}",
)
def _(g):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = [g.r.choice(al) for _ in range(17)]
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    c = sum(_VIN_V[a] * b for a, b in zip(v, w, strict=False)) % 11
    v[8] = "X" if c == 10 else str(c)
    s = "".join(v)
    return (
        f"vehicle: {{vin: {s}, owner: '{_name(g)}', plate: 'B-{g.s(2, string.ascii_uppercase)} {g.digits(4)}'}}",
        [s],
        s,
    )


@kind("ip_user_sshd_log", "RFC 791 ; https://man.openbsd.org/sshd.8 (auth log)", r"\d{1,3}(\.\d{1,3}){3}")
def _(g):
    ip = f"{g.r.randint(80, 220)}.{g.r.randint(0, 255)}.{g.r.randint(0, 255)}.{g.r.randint(1, 254)}"
    u = g.r.choice(_FIRST).lower() + g.s(4, LOWER_DIGITS)
    return f"sshd[2211]: Accepted publickey for {u} from {ip} port 51234 ssh2", [ip, u], ip


@kind(
    "home_user_windows_path",
    "https://learn.microsoft.com/windows/win32/shell/knownfolderid (FOLDERID_Profile)",
    r"[a-z]+\.[a-z0-9]{5}",
    prefixless=True,
)
def _(g):
    u = g.r.choice(_FIRST).lower() + "." + g.s(5, LOWER_DIGITS)
    return (
        f'Traceback (most recent call last):\n  File "C:\\Users\\{u}\\AppData\\Local\\app\\main.py", line 3',
        [u],
        u,
    )


@kind(
    "home_user_macos_blame",
    "https://git-scm.com/docs/git-blame ; Apple File System Programming Guide",
    r"[a-z]+[a-z0-9]{5}",
    prefixless=True,
)
def _(g):
    u = g.r.choice(_FIRST).lower() + g.s(5, LOWER_DIGITS)
    return f"^a1b2c3d (/Users/{u}/dev 2026-01-04 11:02:33 +0100 12) load('/Users/{u}/.env')", [u], u


@kind(
    "health_insurance_kvnr_de",
    "https://www.gkv-spitzenverband.de (Krankenversichertennummer, Prüfziffer)",
    r"[A-Z]\d{9}",
)
def _(g):
    L = g.r.choice(string.ascii_uppercase)
    b = f"{ord(L) - 64:02d}" + g.digits(8, False)
    t = 0
    for i, ch in enumerate(b):
        p = int(ch) * (1 if i % 2 == 0 else 2)
        t += p // 10 + p % 10
    v = L + b[2:] + str(t % 10)
    return f"Versichertennummer: {v}\nKasse: AOK", [v], v


# -- credentials in agent and developer-CLI carriers -------------------------------------------


@kind(
    "mcp_json_github_pat",
    "https://github.com/github/github-mcp-server#installation ; gitleaks rules/github.go",
    r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}",
)
def _(g):
    v = f"github_pat_{g.s(22)}_{g.s(59)}"
    t = json.dumps(
        {
            "mcpServers": {
                "github": {
                    "command": "docker",
                    "args": [
                        "run",
                        "-i",
                        "--rm",
                        "-e",
                        "GITHUB_PERSONAL_ACCESS_TOKEN",
                        "ghcr.io/github/github-mcp-server",
                    ],
                    "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": v},
                }
            }
        },
        indent=2,
    )
    return t, [v], v


@kind(
    "claude_desktop_brave_key",
    "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/brave-search ; https://brave.com/search/api/",
    r"BSA[A-Za-z0-9_-]{28}",
)
def _(g):
    v = "BSA" + g.s(28, B64URL)
    t = json.dumps(
        {
            "mcpServers": {
                "brave-search": {
                    "command": "npx",
                    "args": ["-y", "@modelcontextprotocol/server-brave-search"],
                    "env": {"BRAVE_API_KEY": v},
                }
            }
        },
        indent=2,
    )
    return t, [v], v


@kind(
    "claude_settings_env_anthropic",
    "https://docs.anthropic.com/en/docs/claude-code/settings#environment-variables ; gitleaks rules/anthropic.go",
    r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
)
def _(g):
    v = "sk-ant-api03-" + g.s(93, B64URL) + "AA"
    return (
        json.dumps(
            {
                "env": {"ANTHROPIC_API_KEY": v, "DISABLE_TELEMETRY": "1"},
                "permissions": {"allow": ["Bash(npm run test:*)"]},
            },
            indent=2,
        ),
        [v],
        v,
    )


@kind(
    "claude_settings_env_bedrock_bearer",
    "https://docs.anthropic.com/en/docs/claude-code/amazon-bedrock ; https://docs.aws.amazon.com/bedrock/latest/userguide/api-keys.html",
    r"ABSK[A-Za-z0-9+/=]{100,}",
)
def _(g):
    v = (
        "ABSK"
        + base64.b64encode(
            f"BedrockAPIKey-{g.s(4, LOWER_DIGITS)}-at-{g.digits(12)}:{g.s(60, B64)}".encode()
        ).decode()
    )
    return json.dumps({"env": {"CLAUDE_CODE_USE_BEDROCK": "1", "AWS_BEARER_TOKEN_BEDROCK": v}}), [v], v[:60]


@kind(
    "cursor_mcp_supabase",
    "https://supabase.com/docs/guides/getting-started/mcp ; gitleaks rules/supabase (sbp_)",
    r"sbp_[a-f0-9]{40}",
)
def _(g):
    v = "sbp_" + g.s(40, HEX)
    t = json.dumps(
        {
            "mcpServers": {
                "supabase": {
                    "command": "npx",
                    "args": ["-y", "@supabase/mcp-server-supabase@latest", "--access-token", v],
                }
            }
        },
        indent=2,
    )
    return t, [v], v


@kind(
    "vscode_mcp_inputs_linear",
    "https://code.visualstudio.com/docs/copilot/chat/mcp-servers ; https://linear.app/developers (lin_api_)",
    r"lin_api_[A-Za-z0-9]{40}",
)
def _(g):
    v = "lin_api_" + g.s(40)
    return (
        json.dumps(
            {
                "servers": {
                    "linear": {
                        "type": "http",
                        "url": "https://mcp.linear.app/mcp",
                        "headers": {"Authorization": f"Bearer {v}"},
                    }
                }
            }
        ),
        [v],
        v,
    )


@kind(
    "zed_settings_openai",
    "https://zed.dev/docs/ai/llm-providers ; https://platform.openai.com/docs/api-reference/authentication",
    r"sk-proj-[A-Za-z0-9_-]{156}",
)
def _(g):
    v = "sk-proj-" + g.s(156, B64URL)
    return (
        f'{{\n  "language_models": {{ "openai": {{ "api_url": "https://api.openai.com/v1" }} }},\n  // OPENAI_API_KEY={v}\n}}',
        [v],
        v[:64],
    )


@kind(
    "codex_config_toml_headers",
    "https://github.com/openai/codex/blob/main/docs/config.md (http_headers) ; https://openrouter.ai/docs/api-reference/authentication",
    r"sk-or-v1-[a-f0-9]{64}",
)
def _(g):
    v = "sk-or-v1-" + g.s(64, HEX)
    t = f'model = "o4-mini"\n[model_providers.openrouter]\nname = "OpenRouter"\nbase_url = "https://openrouter.ai/api/v1"\nhttp_headers = {{ "Authorization" = "Bearer {v}" }}\n'
    return t, [v], v


@kind(
    "aider_conf_api_keys",
    "https://aider.chat/docs/config/aider_conf.html ; https://console.groq.com/docs/api-keys",
    r"gsk_[A-Za-z0-9]{52}",
)
def _(g):
    v = "gsk_" + g.s(52)
    return f"model: groq/llama-3.3-70b\napi-key:\n  - groq={v}\nauto-commits: false\n", [v], v


@kind(
    "aider_conf_mistral_prefixless",
    "https://aider.chat/docs/config/aider_conf.html ; https://docs.mistral.ai/api/",
    r"[A-Za-z0-9]{32}",
    prefixless=True,
)
def _(g):
    v = g.s(32)
    return f"# .aider.conf.yml\nset-env:\n  - MISTRAL_API_KEY={v}\n", [v], v


@kind(
    "continue_config_yaml",
    "https://docs.continue.dev/reference ; https://docs.perplexity.ai (pplx-)",
    r"pplx-[A-Za-z0-9]{48}",
)
def _(g):
    v = "pplx-" + g.s(48)
    return (
        f"name: my-assistant\nmodels:\n  - name: sonar\n    provider: perplexity\n    model: sonar-pro\n    apiKey: {v}\n",
        [v],
        v,
    )


@kind(
    "gh_hosts_yml_oauth",
    "https://cli.github.com/manual/gh_auth_login ; https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/",
    r"gho_[A-Za-z0-9]{36}",
)
def _(g):
    v = "gho_" + g.s(36)
    return (
        f"github.com:\n    users:\n        octo:\n            oauth_token: {v}\n    git_protocol: https\n    oauth_token: {v}\n    user: octo\n",
        [v],
        v,
    )


@kind(
    "gh_auth_token_output",
    "https://cli.github.com/manual/gh_auth_token ; gitleaks rules/github.go (ghu_)",
    r"ghu_[A-Za-z0-9]{36}",
)
def _(g):
    v = "ghu_" + g.s(36)
    return f"$ gh auth token --hostname github.com\n{v}\n", [v], v


@kind(
    "npmrc_scoped_authtoken",
    "https://docs.npmjs.com/cli/v10/configuring-npm/npmrc#auth-related-configuration ; gitleaks rules/npm.go",
    r"npm_[A-Za-z0-9]{36}",
)
def _(g):
    v = "npm_" + g.s(36)
    return f"@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={v}\n", [v], v


@kind(
    "npmrc_basic_auth_b64",
    "https://docs.npmjs.com/cli/v10/configuring-npm/npmrc (_auth / _password base64)",
    r"[A-Za-z0-9+/]+=*",
    prefixless=True,
)
def _(g):
    pw = g.password()
    b = base64.b64encode(f"ci-bot:{pw}".encode()).decode()
    p64 = base64.b64encode(pw.encode()).decode()
    return (
        f"//npm.pkg.internal.example/:username=ci-bot\n//npm.pkg.internal.example/:_password={p64}\n_auth={b}\n",
        [b, p64],
        b,
    )


@kind(
    "pypirc_token",
    "https://packaging.python.org/en/latest/specifications/pypirc/ ; https://pypi.org/help/#apitoken",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{60,}",
)
def _(g):
    v = "pypi-AgEIcHlwaS5vcmc" + g.s(120, B64URL)
    return f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {v}\n", [v], v[:60]


@kind(
    "pypirc_private_password",
    "https://packaging.python.org/en/latest/specifications/pypirc/",
    r"[A-Za-z]+\d{3}[!#%&*?@$][A-Za-z0-9]{4}[.,;_~-]",
    prefixless=True,
)
def _(g):
    v = g.password()
    return (
        f"[internal]\nrepository = https://nexus.corp.example/repository/pypi/\nusername = deploy\npassword = {v}\n",
        [v],
        v,
    )


@kind(
    "git_credentials_gitlab",
    "https://git-scm.com/docs/git-credential-store#_storage_format ; gitleaks rules/gitlab.go",
    r"glpat-[A-Za-z0-9_-]{20}",
)
def _(g):
    v = "glpat-" + g.s(20, B64URL)
    return f"https://oauth2:{v}@gitlab.com\n", [v], v


@kind(
    "git_credentials_password",
    "https://git-scm.com/docs/git-credential-store#_storage_format",
    r"[A-Za-z]+\d{3}%[0-9A-F]{2}[A-Za-z0-9]{4}(%[0-9A-F]{2}|[._~-])",
    prefixless=True,
)
def _(g):
    pw = g.password()
    q = quote(pw, safe="")
    return f"$ cat ~/.git-credentials\nhttps://jdoe:{q}@git.internal.example\n", [q], q


@kind(
    "docker_config_auths",
    "https://docs.docker.com/reference/cli/docker/login/#credential-stores",
    r"[A-Za-z0-9+/]+=*",
    prefixless=True,
)
def _(g):
    b = base64.b64encode(f"deploybot:{g.password()}".encode()).decode()
    return json.dumps({"auths": {"registry.gitlab.com": {"auth": b}}, "credsStore": ""}, indent=1), [b], b


@kind(
    "docker_login_pat",
    "https://docs.docker.com/security/for-developers/access-tokens/ ; gitleaks rules (dckr_pat_)",
    r"dckr_pat_[A-Za-z0-9_-]{27}",
)
def _(g):
    v = "dckr_pat_" + g.s(27, B64URL)
    return f"$ echo {v} | docker login -u acmebot --password-stdin\nLogin Succeeded", [v], v


@kind(
    "kubeconfig_token_raw",
    "https://kubernetes.io/docs/reference/kubectl/generated/kubectl_config/kubectl_config_view/ ; https://kubernetes.io/docs/reference/access-authn-authz/service-accounts-admin/",
    r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
)
def _(g):
    h = _b64u({"alg": "RS256", "kid": g.s(43, B64URL)})
    p = _b64u(
        {"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:ci:deployer", "jti": g.uuid()}
    )
    v = f"{h}.{p}.{g.s(342, B64URL)}"
    return f"users:\n- name: ci-deployer\n  user:\n    token: {v}\n", [v], v[-60:]


@kind(
    "kubeconfig_client_key_data",
    "https://kubernetes.io/docs/concepts/configuration/organize-cluster-access-kubeconfig/",
    r"LS0tLS1CRUdJTi[A-Za-z0-9+/=]+",
)
def _(g):
    pem = (
        "-----BEGIN EC PRIVATE KEY-----\n"
        + base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(121))).decode()
        + "\n-----END EC PRIVATE KEY-----\n"
    )
    v = base64.b64encode(pem.encode()).decode()
    return (
        f"- name: kind-admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJU\n    client-key-data: {v}\n",
        [v],
        v[40:100],
    )


@kind(
    "aws_sts_session_json",
    "https://docs.aws.amazon.com/cli/latest/reference/sts/get-session-token.html",
    r"ASIA[A-Z2-7]{16}",
)
def _(g):
    a = "ASIA" + g.s(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    s = g.s(40, B64)
    tok = "IQoJb3JpZ2luX2VjE" + g.s(300, B64)
    t = json.dumps(
        {
            "Credentials": {
                "AccessKeyId": a,
                "SecretAccessKey": s,
                "SessionToken": tok,
                "Expiration": "2026-05-01T12:00:00+00:00",
            }
        },
        indent=4,
    )
    return t, [a, s, tok], a


@kind(
    "aws_export_credentials_env",
    "https://docs.aws.amazon.com/cli/latest/reference/configure/export-credentials.html",
    r"[A-Za-z0-9+/]{40}",
    prefixless=True,
)
def _(g):
    a = "ASIA" + g.s(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    s = g.s(40, B64)
    return (
        f"$ aws configure export-credentials --format env\nexport AWS_ACCESS_KEY_ID={a}\nexport AWS_SECRET_ACCESS_KEY={s}\n",
        [s, a],
        s,
    )


@kind(
    "gcloud_print_access_token",
    "https://cloud.google.com/sdk/gcloud/reference/auth/print-access-token ; gitleaks rules/gcp.go (ya29.)",
    r"ya29\.[A-Za-z0-9_-]{150,}",
)
def _(g):
    v = "ya29." + g.s(180, B64URL)
    return (
        f'$ curl -H "Authorization: Bearer $(gcloud auth print-access-token)" ...\n+ gcloud auth print-access-token\n{v}',
        [v],
        v[:60],
    )


@kind(
    "az_get_access_token_json",
    "https://learn.microsoft.com/cli/azure/account#az-account-get-access-token",
    r"eyJ0eXAiOiJKV1Qi[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+",
)
def _(g):
    h = _b64u({"typ": "JWT", "alg": "RS256", "x5t": g.s(27, B64URL)})
    p = _b64u(
        {
            "aud": "https://management.azure.com/",
            "oid": g.uuid(),
            "upn": f"{g.s(6, LOWER_DIGITS)}@contoso.example",
        }
    )
    v = f"{h}.{p}.{g.s(342, B64URL)}"
    return (
        json.dumps(
            {
                "accessToken": v,
                "expiresOn": "2026-05-01 13:00:00",
                "subscription": g.uuid(),
                "tokenType": "Bearer",
            },
            indent=2,
        ),
        [v],
        v[-60:],
    )


@kind(
    "vault_token_create",
    "https://developer.hashicorp.com/vault/docs/commands/token/create ; https://developer.hashicorp.com/vault/docs/concepts/tokens#token-prefixes",
    r"hvs\.[A-Za-z0-9_-]{24,}",
)
def _(g):
    v = "hvs." + g.s(24)
    return (
        f"Key                  Value\n---                  -----\ntoken                {v}\ntoken_accessor       {g.s(24)}\ntoken_duration       768h\n",
        [v],
        v,
    )


@kind(
    "s3_presigned_url",
    "https://docs.aws.amazon.com/AmazonS3/latest/userguide/ShareObjectPreSignedURL.html ; https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html",
    r"[a-f0-9]{64}",
)
def _(g):
    sig = g.s(64, HEX)
    tok = "IQoJb3JpZ2luX2VjE" + g.s(200, B64URL)
    u = (
        f"https://acme-exports.s3.eu-central-1.amazonaws.com/dump.sql.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Credential=ASIA{g.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20260501%2Feu-central-1%2Fs3%2Faws4_request"
        f"&X-Amz-Date=20260501T120000Z&X-Amz-Expires=3600&X-Amz-Security-Token={quote(tok, safe='')}"
        f"&X-Amz-SignedHeaders=host&X-Amz-Signature={sig}"
    )
    return f"$ aws s3 presign s3://acme-exports/dump.sql.gz\n{u}", [sig, tok], sig


@kind(
    "azure_sas_url",
    "https://learn.microsoft.com/rest/api/storageservices/create-service-sas",
    r"[A-Za-z0-9%]{40,}",
    prefixless=True,
)
def _(g):
    sig = quote(base64.b64encode(bytes(g.r.getrandbits(8) for _ in range(32))).decode(), safe="")
    return (
        f"azcopy copy 'https://acmebk.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-06-01T00:00:00Z&sig={sig}' .",
        [sig],
        sig,
    )


@kind(
    "heroku_auth_token",
    "https://devcenter.heroku.com/articles/authentication ; https://devcenter.heroku.com/changelog-items/2961 (HRKU-)",
    r"HRKU-[A-Za-z0-9_-]{60}",
)
def _(g):
    v = "HRKU-" + g.s(60, B64URL)
    return f"$ heroku auth:token\n›   Warning: token will expire 2027-05-01\n{v}", [v], v


@kind(
    "fly_auth_token",
    "https://fly.io/docs/flyctl/auth-token/ ; https://fly.io/docs/security/tokens/ (FlyV1 fm2_)",
    r"FlyV1 fm2_[A-Za-z0-9+/=_-]{100,}",
)
def _(g):
    v = "FlyV1 fm2_" + g.s(160, B64)
    return f"$ fly tokens create deploy\n{v}\n", [v, v[10:70]], v[10:70]


@kind(
    "doctl_config_yaml",
    "https://docs.digitalocean.com/reference/doctl/how-to/install/ ; gitleaks rules/digitalocean.go (dop_v1_)",
    r"dop_v1_[a-f0-9]{64}",
)
def _(g):
    v = "dop_v1_" + g.s(64, HEX)
    return f"# ~/.config/doctl/config.yaml\naccess-token: {v}\ncontext: default\n", [v], v


@kind(
    "terraform_credentials_tfrc",
    "https://developer.hashicorp.com/terraform/cli/config/config-file#credentials ; gitleaks rules/hashicorp.go (atlasv1)",
    r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_-]{67}",
)
def _(g):
    v = g.s(14) + ".atlasv1." + g.s(67, B64URL)
    return json.dumps({"credentials": {"app.terraform.io": {"token": v}}}, indent=2), [v], v


@kind(
    "ngrok_yml_authtoken",
    "https://ngrok.com/docs/agent/config/v3/ ; Kingfisher rules/ngrok.yml",
    r"[0-9][A-Za-z0-9]{26}_[A-Za-z0-9]{21}",
    prefixless=True,
)
def _(g):
    v = g.r.choice("12") + g.s(26) + "_" + g.s(21)
    return f'version: "3"\nagent:\n  authtoken: {v}\n', [v], v


@kind(
    "hf_cached_token",
    "https://huggingface.co/docs/huggingface_hub/package_reference/environment_variables#hftoken ; https://huggingface.co/docs/hub/security-tokens",
    r"hf_[A-Za-z]{34}",
)
def _(g):
    v = "hf_" + g.s(34, string.ascii_letters)
    return f"$ cat ~/.cache/huggingface/token\n{v}", [v], v


@kind(
    "cargo_credentials_toml",
    "https://doc.rust-lang.org/cargo/reference/config.html#credentials ; https://crates.io/settings/tokens (cio)",
    r"cio[A-Za-z0-9]{32}",
)
def _(g):
    v = "cio" + g.s(32)
    return f'[registry]\ntoken = "{v}"\n', [v], v


@kind(
    "gem_credentials",
    "https://guides.rubygems.org/api-key-scopes/ ; gitleaks rules/rubygems.go",
    r"rubygems_[a-f0-9]{48}",
)
def _(g):
    v = "rubygems_" + g.s(48, HEX)
    return f"---\n:rubygems_api_key: {v}\n", [v], v


@kind(
    "composer_auth_json",
    "https://getcomposer.org/doc/articles/authentication-for-private-packages.md ; GitHub token formats (ghp_)",
    r"ghp_[A-Za-z0-9]{36}",
)
def _(g):
    v = "ghp_" + g.s(36)
    return json.dumps({"github-oauth": {"github.com": v}}, indent=4), [v], v


@kind(
    "nuget_config_apikey",
    "https://learn.microsoft.com/nuget/reference/nuget-config-file#apikeys ; Kingfisher rules/nuget.yml (oy2)",
    r"oy2[a-z0-9]{43}",
)
def _(g):
    v = "oy2" + g.s(43, LOWER_DIGITS)
    return (
        f"dotnet nuget push bin/Release/Acme.1.2.0.nupkg --api-key {v} --source https://api.nuget.org/v3/index.json",
        [v],
        v,
    )


@kind(
    "mcp_postgres_dsn",
    "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/postgres ; https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS",
    r"[A-Za-z0-9]{20}",
    prefixless=True,
)
def _(g):
    pw = g.s(20)
    return (
        json.dumps(
            {
                "mcpServers": {
                    "postgres": {
                        "command": "npx",
                        "args": [
                            "-y",
                            "@modelcontextprotocol/server-postgres",
                            f"postgresql://app_rw:{pw}@db.internal.example:5432/app",
                        ],
                    }
                }
            }
        ),
        [pw],
        pw,
    )


@kind(
    "mcp_slack_bot_token",
    "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/slack ; https://api.slack.com/authentication/token-types",
    r"xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}",
)
def _(g):
    v = f"xoxb-{g.digits(12)}-{g.digits(13)}-{g.s(24)}"
    return (
        json.dumps(
            {
                "mcpServers": {
                    "slack": {"env": {"SLACK_BOT_TOKEN": v, "SLACK_TEAM_ID": "T" + g.s(10, UPPER_DIGITS)}}
                }
            }
        ),
        [v],
        v,
    )


@kind(
    "mcp_notion_token",
    "https://developers.notion.com/docs/authorization ; https://github.com/makenotion/notion-mcp-server",
    r"ntn_\d{11}[A-Za-z0-9]{35}",
)
def _(g):
    v = "ntn_" + g.digits(11) + g.s(35)
    hdr = json.dumps({"Authorization": f"Bearer {v}", "Notion-Version": "2022-06-28"})
    return json.dumps({"mcpServers": {"notionApi": {"env": {"OPENAPI_MCP_HEADERS": hdr}}}}), [v], v


@kind(
    "mcp_atlassian_api_token",
    "https://support.atlassian.com/atlassian-account/docs/manage-api-tokens-for-your-atlassian-account/ ; gitleaks rules/atlassian.go (ATATT)",
    r"ATATT3[A-Za-z0-9_=-]{180,}",
)
def _(g):
    v = "ATATT3xFfGF0" + g.s(171, B64URL) + "=" + g.s(8, UPPER_DIGITS)
    return (
        f"claude mcp add atlassian -e JIRA_URL=https://acme.atlassian.net -e JIRA_API_TOKEN={v} -- uvx mcp-atlassian",
        [v],
        v[:60],
    )


@kind(
    "mcp_sentry_user_token",
    "https://docs.sentry.io/account/auth-tokens/ ; https://github.com/getsentry/sentry-mcp",
    r"sntryu_[a-f0-9]{64}",
)
def _(g):
    v = "sntryu_" + g.s(64, HEX)
    return f"npx @sentry/mcp-server@latest --access-token={v}", [v], v


@kind(
    "mcp_figma_token",
    "https://help.figma.com/hc/en-us/articles/8085703771159-Manage-personal-access-tokens ; https://github.com/GLips/Figma-Context-MCP",
    r"figd_[A-Za-z0-9_-]{40}",
)
def _(g):
    v = "figd_" + g.s(40, B64URL)
    return (
        json.dumps(
            {
                "mcpServers": {
                    "figma": {"args": ["-y", "figma-developer-mcp", f"--figma-api-key={v}", "--stdio"]}
                }
            }
        ),
        [v],
        v,
    )


@kind(
    "mcp_tavily_key",
    "https://docs.tavily.com/documentation/mcp ; Kingfisher rules/tavily.yml",
    r"tvly-(dev-)?[A-Za-z0-9]{32}",
)
def _(g):
    v = "tvly-dev-" + g.s(32)
    return (
        f'[mcp_servers.tavily]\ncommand = "npx"\nargs = ["-y", "tavily-mcp@latest"]\nenv = {{ "TAVILY_API_KEY" = "{v}" }}\n',
        [v],
        v,
    )


@kind(
    "mcp_firecrawl_key",
    "https://docs.firecrawl.dev/mcp-server ; https://docs.firecrawl.dev/api-reference/introduction",
    r"fc-[a-f0-9]{32}",
)
def _(g):
    v = "fc-" + g.s(32, HEX)
    return f"env FIRECRAWL_API_KEY={v} npx -y firecrawl-mcp", [v], v


@kind(
    "mcp_exa_key_url",
    "https://docs.exa.ai/reference/exa-mcp (exaApiKey query parameter)",
    r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    prefixless=True,
)
def _(g):
    v = g.uuid()
    return json.dumps({"mcpServers": {"exa": {"url": f"https://mcp.exa.ai/mcp?exaApiKey={v}"}}}), [v], v


@kind(
    "vercel_cli_token_flag",
    "https://vercel.com/docs/cli/global-options#token ; https://vercel.com/guides/how-do-i-use-a-vercel-api-access-token",
    r"[A-Za-z0-9]{24}",
    prefixless=True,
)
def _(g):
    v = g.s(24)
    return f"$ vercel deploy --prod --token {v} --scope acme", [v], v


@kind(
    "wrangler_cf_api_token",
    "https://developers.cloudflare.com/fundamentals/api/get-started/create-token/ ; https://developers.cloudflare.com/workers/wrangler/system-environment-variables/",
    r"[A-Za-z0-9_-]{40}",
    prefixless=True,
)
def _(g):
    v = g.s(40, B64URL)
    return f"CLOUDFLARE_API_TOKEN={v} npx wrangler deploy\n", [v], v


@kind(
    "netlify_cli_config",
    "https://docs.netlify.com/cli/get-started/#authentication ; Kingfisher rules/netlify.yml (nfp_)",
    r"nfp_[A-Za-z0-9]{36}",
)
def _(g):
    v = "nfp_" + g.s(36)
    return (
        json.dumps(
            {"telemetryDisabled": True, "users": {g.s(24, HEX): {"id": g.s(24, HEX), "auth": {"token": v}}}}
        ),
        [v],
        v,
    )


@kind(
    "npm_token_list_output",
    "https://docs.npmjs.com/cli/v10/commands/npm-token ; https://docs.npmjs.com/creating-and-viewing-access-tokens",
    r"npm_[A-Za-z0-9]{36}",
)
def _(g):
    v = "npm_" + g.s(36)
    return (
        f"$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ {v} │\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘",
        [v],
        v,
    )
