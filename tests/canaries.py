"""A generator of canaries: secrets and personal data with random values, in the shapes users leak.

``canaries(seed)`` returns one :class:`Canary` per kind: the text as it would sit in a trace and
the sensitive parts that must not survive redaction. Values are random (seeded, so a run is
reproducible) and made to pass each format's own checks (Luhn for cards, mod-97 for IBANs,
bech32 alphabet for age keys, the CRC-free but well-formed layouts of vendor tokens), so a
detector cannot pass by remembering fixed strings. Used by ``tests/test_redact_canaries.py`` and
``benchmarks/redaction_eval.py``.
"""

from __future__ import annotations

import base64
import json
import random
import string
from dataclasses import dataclass

ALNUM = string.ascii_letters + string.digits
UPPER_DIGITS = string.ascii_uppercase + string.digits
LOWER_DIGITS = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"

FIRST_NAMES = ["Marisol", "Teodor", "Ingrid", "Kwabena", "Yusuf", "Annelie", "Dragan", "Haruki", "Oluwaseun"]
LAST_NAMES = ["Vasquez-Orto", "Lindqvist", "Okonkwo", "Brandauer", "Fitzgerald", "Nakamura", "Petrovic"]
USER_NAMES = ["mvasquez", "tlindqvist", "kokonkwo", "ibrandauer", "yfitzgerald", "hnakamura", "dpetrovic"]


@dataclass(frozen=True)
class Canary:
    """One planted value: its kind, its category (``secret``, ``email``, ``phone``, …), the text
    around it, and the parts that must be gone after redaction."""

    kind: str
    category: str
    text: str
    parts: tuple[str, ...]


class _Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)

    def s(self, n: int, alphabet: str = ALNUM) -> str:
        # at least one digit and one letter so no value is a plain word by chance
        while True:
            out = "".join(self.r.choice(alphabet) for _ in range(n))
            mixed = any(c.isdigit() for c in alphabet) and any(c.isalpha() for c in alphabet)
            if (
                n < 8
                or alphabet in (HEX, BECH32)
                or not mixed
                or (any(c.isdigit() for c in out) and any(c.isalpha() for c in out))
            ):
                return out

    def digits(self, n: int) -> str:
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def pick(self, items: list[str]) -> str:
        return self.r.choice(items)

    def password(self) -> str:
        return self.s(6, string.ascii_lowercase) + self.digits(2) + self.r.choice("!#%") + self.s(3)

    def luhn(self, prefix: str, length: int) -> str:
        body = prefix + self.digits(length - len(prefix) - 1)
        total = 0
        for i, ch in enumerate(reversed(body)):
            d = int(ch)
            if i % 2 == 0:
                d *= 2
                d = d - 9 if d > 9 else d
            total += d
        return body + str((10 - total % 10) % 10)

    def iban(self, country: str, bban_len: int) -> str:
        bban = self.digits(bban_len)
        numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
        check = 98 - int(numeric) % 97
        return f"{country}{check:02d}{bban}"

    def public_ipv4(self) -> str:
        while True:
            a = self.r.randint(11, 223)
            if a not in (100, 127, 169, 172, 192, 198, 203):
                return f"{a}.{self.r.randint(0, 255)}.{self.r.randint(0, 255)}.{self.r.randint(1, 254)}"


def _jwt(g: _Gen) -> str:
    def enc(obj: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).rstrip(b"=").decode()

    payload = {"sub": g.s(12), "iat": int(g.digits(9)) + 1_600_000_000, "role": "admin"}
    return f"{enc({'alg': 'HS256', 'typ': 'JWT'})}.{enc(payload)}.{g.s(43, B64URL)}"


def _pem(g: _Gen, label: str, lines: int = 6) -> tuple[str, list[str]]:
    body = [g.s(64, B64) for _ in range(lines)]
    return f"-----BEGIN {label}-----\n" + "\n".join(body) + f"\n-----END {label}-----", body


def canaries(seed: int = 0) -> list[Canary]:
    """One canary of every kind, with values drawn from ``random.Random(seed)``."""
    g = _Gen(seed)
    out: list[Canary] = []

    def add(kind: str, category: str, text: str, *parts: str) -> None:
        out.append(Canary(kind, category, text, tuple(parts)))

    # -- vendor tokens ------------------------------------------------------------------------
    for prefix in ("ghp", "gho", "ghu", "ghs", "ghr"):
        v = f"{prefix}_{g.s(36)}"
        add(
            f"github_{prefix}",
            "secret",
            f"git clone https://x-access-token:{v}@github.com/acme/app.git"
            if prefix == "ghs"
            else f"export GITHUB_TOKEN={v}"
            if prefix == "ghp"
            else f"token {v} expires soon",
            v,
        )
    v = f"github_pat_11{g.s(20, UPPER_DIGITS)}_{g.s(59)}"
    add("github_pat", "secret", f"gh auth login --with-token <<< {v}", v)
    for prefix in ("glpat", "gldt", "glft", "glrt"):
        v = f"{prefix}-{g.s(20, ALNUM + '_-')}"
        add(
            f"gitlab_{prefix}",
            "secret",
            f"curl --header 'PRIVATE-TOKEN: {v}' https://gitlab.com/api/v4/projects",
            v,
        )
    v = f"glcbt-{g.s(2, HEX)}_{g.s(20, ALNUM + '_-')}"
    add("gitlab_glcbt", "secret", f"CI_JOB_TOKEN is {v}", v)
    v = f"sk_live_51{g.s(97)}"
    add("stripe_live", "secret", f"stripe.api_key = '{v}'", v)
    v = f"rk_live_51{g.s(97)}"
    add("stripe_restricted", "secret", f"STRIPE_KEY: {v}", v)
    v = f"whsec_{g.s(32)}"
    add("stripe_webhook", "secret", f'endpoint_secret = "{v}"', v)
    v = f"dckr_pat_{g.s(27, ALNUM + '_-')}"
    add("docker_pat", "secret", f"echo {v} | docker login -u acme --password-stdin", v)
    v = f"dop_v1_{g.s(64, HEX)}"
    add("digitalocean", "secret", f"doctl auth init -t {v}", v)
    v = f"hvs.{g.s(24)}"
    add("vault_token", "secret", f"VAULT_TOKEN={v} vault kv get secret/app", v)
    v = f"AGE-SECRET-KEY-1{g.s(58, BECH32)}"
    add(
        "age_key",
        "secret",
        f"# created: 2026-01-02T10:00:00Z\n# public key: age1{g.s(58, BECH32.lower())}\n{v}",
        v,
    )
    v = f"key-{g.s(32, HEX)}"
    add("mailgun", "secret", f"requests.post(url, auth=('api', '{v}'))", v)
    v = f"0x{g.s(64, HEX)}"
    add("ethereum_private_key", "secret", f"const wallet = new ethers.Wallet('{v}')", v)
    sig = g.s(43, B64).replace("+", "%2B").replace("/", "%2F") + "%3D"
    add(
        "azure_sas",
        "secret",
        f"https://acmedata.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=co&sp=rl"
        f"&se=2026-12-31T00:00:00Z&spr=https&sig={sig}",
        sig,
    )
    v = f"sk-or-v1-{g.s(64, HEX)}"
    add("openrouter", "secret", f"OPENROUTER_API_KEY={v}", v)
    v = f"gsk_{g.s(52)}"
    add("groq", "secret", f'client = Groq(api_key="{v}")', v)
    v = (
        "glc_"
        + base64.b64encode(
            json.dumps({"o": g.digits(6), "n": "stack-" + g.digits(6), "k": g.s(24)}).encode()
        ).decode()
    )
    add("grafana_cloud", "secret", f"GRAFANA_CLOUD_TOKEN {v}", v)
    v = f"glsa_{g.s(32)}_{g.s(8, HEX)}"
    add("grafana_service_account", "secret", f"Authorization header uses {v}", v)
    priv = [g.s(64, B64), g.s(22, B64) + "=="]
    putty = (
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20260101\n"
        f"Public-Lines: 2\n{g.s(64, B64)}\n{g.s(4, B64)}\nPrivate-Lines: 2\n{priv[0]}\n{priv[1]}\n"
        f"Private-MAC: {g.s(64, HEX)}"
    )
    add("putty_key", "secret", putty, *priv)
    v = "AKIA" + g.s(16, string.ascii_uppercase + "234567")
    add("aws_access_key_id", "secret", f"aws_access_key_id = {v}", v)
    v = g.s(40, B64)
    add("aws_secret_access_key", "secret", f"aws_secret_access_key = {v}", v)
    v = "ASIA" + g.s(16, string.ascii_uppercase + "234567")
    add("aws_session_key_id", "secret", f'"AccessKeyId": "{v}"', v)
    pem, body = _pem(g, "PRIVATE KEY", 4)
    gcp = json.dumps(
        {
            "type": "service_account",
            "project_id": "acme-prod",
            "private_key_id": g.s(40, HEX),
            "private_key": pem + "\n",
        }
    )
    add("gcp_service_account", "secret", gcp, *body)
    v = "AIza" + g.s(35, ALNUM + "_-")
    add("gcp_api_key", "secret", f'const firebaseConfig = {{ apiKey: "{v}" }}', v)
    v = "GOCSPX-" + g.s(28, ALNUM + "_-")
    add("google_oauth_secret", "secret", f"client_secret={v}", v)
    v = f"xoxb-{g.digits(11)}-{g.digits(13)}-{g.s(24)}"
    add("slack_bot", "secret", f"SLACK_BOT_TOKEN={v}", v)
    v = f"xoxp-{g.digits(11)}-{g.digits(11)}-{g.digits(13)}-{g.s(32, HEX)}"
    add("slack_user", "secret", f"slack token {v}", v)
    v = f"T{g.s(8, UPPER_DIGITS)}/B{g.s(10, UPPER_DIGITS)}/{g.s(24)}"
    add("slack_webhook", "secret", f"POST https://hooks.slack.com/services/{v}", v)
    v = f"sk-proj-{g.s(74, ALNUM + '_-')}T3BlbkFJ{g.s(74, ALNUM + '_-')}"
    add("openai_project", "secret", f"client = OpenAI(api_key='{v}')", v)
    v = f"sk-svcacct-{g.s(74, ALNUM + '_-')}T3BlbkFJ{g.s(74, ALNUM + '_-')}"
    add("openai_service_account", "secret", f"OPENAI_API_KEY: {v}", v)
    v = f"sk-{g.s(20)}T3BlbkFJ{g.s(20)}"
    add("openai_legacy", "secret", f'openai.api_key = "{v}"', v)
    v = f"sk-ant-api03-{g.s(93, ALNUM + '_-')}AA"
    add("anthropic", "secret", f"export ANTHROPIC_API_KEY={v}", v)
    v = f"sk-ant-admin01-{g.s(93, ALNUM + '_-')}AA"
    add("anthropic_admin", "secret", f"x-api-key: {v}", v)
    v = f"sk-ant-oat01-{g.s(93, ALNUM + '_-')}AA"
    add("anthropic_oauth", "secret", f"CLAUDE_CODE_OAUTH_TOKEN={v}", v)
    v = "hf_" + g.s(34, string.ascii_letters)
    add("huggingface", "secret", f"huggingface-cli login --token {v}", v)
    v = _jwt(g)
    add("jwt", "secret", f"Cookie: session={v}", *v.split(".")[1:])
    _, body = _pem(g, "RSA PRIVATE KEY")
    add(
        "rsa_private_key",
        "secret",
        "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(body) + "\n-----END RSA PRIVATE KEY-----",
        *body,
    )
    pem, body = _pem(g, "OPENSSH PRIVATE KEY")
    add("openssh_private_key", "secret", f"cat ~/.ssh/id_ed25519\n{pem}", *body)
    pem, body = _pem(g, "EC PRIVATE KEY", 3)
    add("ec_private_key", "secret", pem, *body)
    v = f"npm_{g.s(36)}"
    add("npm", "secret", f"//registry.npmjs.org/:_authToken={v}", v)
    v = "pypi-AgEIcHlwaS5vcmc" + g.s(70, ALNUM + "_-")
    add("pypi", "secret", f"twine upload -u __token__ -p {v} dist/*", v)
    v = f"SG.{g.s(22, ALNUM + '_-')}.{g.s(43, ALNUM + '_-')}"
    add("sendgrid", "secret", f"SENDGRID_API_KEY='{v}'", v)
    v = "SK" + g.s(32, HEX)
    add("twilio_api_key", "secret", f"twilio api key {v}", v)
    v = f"{g.digits(9)}:AA{g.s(33, ALNUM + '_-')}"
    add("telegram_bot", "secret", f"bot = telebot.TeleBot('{v}')", v)
    v = f"shpat_{g.s(32, HEX)}"
    add("shopify", "secret", f"X-Shopify-Access-Token: {v}", v)
    v = f"dapi{g.s(32, HEX)}"
    add("databricks", "secret", f"databricks configure --token {v}", v)
    v = f"lin_api_{g.s(40)}"
    add("linear", "secret", f"LINEAR_API_KEY={v}", v)
    v = f"ntn_{g.digits(11)}{g.s(35)}"
    add("notion", "secret", f'notion = Client(auth="{v}")', v)
    v = f"NRAK-{g.s(27, UPPER_DIGITS)}"
    add("new_relic", "secret", f"new relic key {v}", v)
    v = f"pul-{g.s(40, HEX)}"
    add("pulumi", "secret", f"PULUMI_ACCESS_TOKEN={v}", v)
    v = f"dp.pt.{g.s(43)}"
    add("doppler", "secret", f"doppler token {v}", v)
    v = f"pscale_tkn_{g.s(43, ALNUM + '_-')}"
    add("planetscale", "secret", f"pscale auth login --service-token {v}", v)
    v = f"sq0atp-{g.s(22, ALNUM + '_-')}"
    add("square", "secret", f"square access token {v}", v)
    v = f"{g.s(32, HEX)}-us{g.r.randint(1, 21)}"
    add("mailchimp", "secret", f"mailchimp.set_config({{'api_key': '{v}'}})", v)
    v = f"ATATT3xFfGF0{g.s(180, ALNUM + '_-')}={g.s(8, HEX).upper()}"
    add("atlassian", "secret", f"JIRA_API_TOKEN={v}", v)

    # -- credentials in URLs, headers and commands -----------------------------------------
    pw = g.password()
    add("postgres_url", "secret", f"DATABASE_URL=postgres://app_admin:{pw}@db.internal.acme.io:5432/prod", pw)
    pw = g.s(16)
    add(
        "mongodb_url",
        "secret",
        f'mongoose.connect("mongodb+srv://svc:{pw}@cluster0.ab1cd.mongodb.net/app")',
        pw,
    )
    pw = g.s(20)
    add("redis_url", "secret", f"REDIS_URL=redis://:{pw}@cache.acme.io:6379/0", pw)
    pw = g.password()
    add("curl_user", "secret", f"curl -u deploy:{pw} https://ci.acme.io/api/json", pw)
    v = g.s(32)
    add("x_api_key_header", "secret", f"curl -H 'X-API-Key: {v}' https://api.acme.io/v2/items", v)
    v = g.s(40, ALNUM + "._-")
    add("bearer_header", "secret", f'fetch(url, {{headers: {{"Authorization": "Bearer {v}"}}}})', v)
    creds = base64.b64encode(f"deploy:{g.password()}".encode()).decode()
    add("basic_header", "secret", f"Authorization: Basic {creds}", creds)
    pw = g.password()
    add("mysql_p", "secret", f"mysql -u root -p{pw} -h 127.0.0.1 shop", pw)
    pw = g.password()
    add("sshpass", "secret", f"sshpass -p '{pw}' ssh deploy@build01", pw)
    pw = g.s(18)
    add("redis_cli", "secret", f"redis-cli -h cache.acme.io -p 6379 -a {pw} PING", pw)
    pw = g.password()
    add("pgpassword", "secret", f"PGPASSWORD={pw} psql -h db.acme.io -U app prod", pw)
    pw = g.password()
    add("netrc", "secret", f"machine api.acme.io\n  login deploy\n  password {pw}", pw)
    pw = g.password()
    add("compose_env", "secret", f"services:\n  db:\n    environment:\n      - POSTGRES_PASSWORD={pw}\n", pw)
    pw = g.password()
    add("env_file", "secret", f'APP_ENV=prod\nDB_PASSWORD="{pw}"\nDB_HOST=db', pw)
    pw = g.pick(["hunter", "dragon", "sunshine", "monkey"]) + g.digits(2)
    add("plain_password_digits", "secret", f"login with password={pw}", pw)
    pw = "Pa" + g.digits(2) + g.pick(["word", "wort", "sword"])
    add("plain_password_leet", "secret", f"ADMIN_PASSWORD: {pw}", pw)
    pw = "-".join(
        g.pick(["correct", "horse", "battery", "staple", "orbit", "lemon", "violet"]) for _ in range(4)
    )
    add("passphrase", "secret", f'{{"username": "ops", "password": "{pw}"}}', pw)
    pw = g.password()
    add("password_flag", "secret", f"mongodump --username admin --password {pw} --db app", pw)
    pw = g.password()
    add(
        "connection_string",
        "secret",
        f"Server=tcp:acme.database.windows.net;User ID=sa;Password={pw};Encrypt=True;",
        pw,
    )
    v = g.s(40)
    add("secret_assignment", "secret", f"DJANGO_SECRET_KEY = '{v}'", v)

    # -- personal data --------------------------------------------------------------------
    first, last, user = g.pick(FIRST_NAMES), g.pick(LAST_NAMES), g.pick(USER_NAMES)
    email = f"{first.lower()}.{last.lower()}{g.digits(2)}@{g.s(6, string.ascii_lowercase)}-mail.de"
    add("email", "email", f"Please send the report to {email} today.", email)
    email2 = f"{user}+ci@{g.s(5, string.ascii_lowercase)}.io"
    add("email_in_json", "email", json.dumps({"to": [email2]}), email2)
    phone = f"+44 20 {g.digits(4)} {g.digits(4)}"
    add("phone_intl", "phone", f"Call me on {phone} after 5.", phone)
    phone = f"+1 ({g.r.randint(201, 989)}) {g.r.randint(201, 989)}-{g.digits(4)}"
    add("phone_intl_us", "phone", f"mobile: {phone}", phone)
    phone = f"({g.r.randint(201, 989)}) {g.r.randint(201, 989)}-{g.digits(4)}"
    add("phone_national_us", "phone", f"Support line {phone}", phone)
    phone = f"0{g.r.randint(151, 179)} {g.digits(7)}"
    add("phone_national_de", "phone", f"Tel. {phone}", phone)
    phone = f"+49{g.r.randint(151, 179)}{g.digits(7)}"
    add("phone_e164", "phone", f"twilio.messages.create(to='{phone}', body='hi')", phone)
    ip = g.public_ipv4()
    add("ipv4_public", "ip", f"ssh deploy@{ip} -p 22", ip)
    ip = f"192.168.{g.r.randint(0, 255)}.{g.r.randint(2, 254)}"
    add("ipv4_private", "ip", f"inet {ip}/24 brd 192.168.1.255 scope global eth0", ip)
    ip = f"2a02:{g.s(4, HEX)}:{g.s(4, HEX)}:{g.s(3, HEX)}::{g.s(4, HEX)}"
    add("ipv6", "ip", f"inet6 {ip}/64 scope global", ip)
    ip = ":".join(["2001", "4860"] + [g.s(4, HEX) for _ in range(6)])
    add("ipv6_full", "ip", f"curl -6 http://[{ip}]:8080/", ip)
    card = g.luhn("4", 16)
    spaced = " ".join(card[i : i + 4] for i in range(0, 16, 4))
    add("credit_card_visa", "credit_card", f"card number {spaced} exp 09/29", spaced)
    card = g.luhn("51", 16)
    add("credit_card_mc", "credit_card", f'"card": "{card}"', card)
    card = g.luhn("37", 15)
    dashed = f"{card[:4]}-{card[4:10]}-{card[10:]}"
    add("credit_card_amex", "credit_card", f"amex {dashed}", dashed)
    iban = g.iban("DE", 18)
    grouped = " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
    add("iban_de", "iban", f"IBAN: {grouped}", grouped)
    iban = g.iban("FR", 23)
    add("iban_fr", "iban", f"virement sur {iban} svp", iban)
    ssn = f"{g.r.randint(100, 665)}-{g.r.randint(10, 99)}-{g.r.randint(1000, 9999)}"
    add("us_ssn", "ssn", f"SSN {ssn} on file", ssn)
    name = f"{g.pick(FIRST_NAMES)} {g.pick(LAST_NAMES)}"
    add(
        "git_author",
        "name",
        f"commit {g.s(40, HEX)}\nAuthor: {name} <{user}@{g.s(6, string.ascii_lowercase)}.org>\nDate:   Mon Jan 5",
        name,
    )
    name2 = f"{g.pick(FIRST_NAMES)} {g.pick(LAST_NAMES)}"
    add(
        "co_author",
        "name",
        f"Fix race\n\nCo-authored-by: {name2} <{g.s(8, string.ascii_lowercase)}@acme.io>",
        name2,
    )

    # -- user names in home paths ----------------------------------------------------------
    u = [f"{g.pick(USER_NAMES)}{g.digits(2)}" for _ in range(8)]
    add("home_linux", "user", f'File "/home/{u[0]}/src/acme/app.py", line 3', u[0])
    add("home_macos", "user", f"open /Users/{u[1]}/Library/Preferences/com.acme.plist", u[1])
    add("home_json_escaped", "user", f'{{"path": "\\/home\\/{u[2]}\\/work\\/x.py"}}', u[2])
    add("home_windows", "user", f"C:\\Users\\{u[3]}\\AppData\\Roaming\\acme\\config.ini", u[3])
    add("home_windows_escaped", "user", f"C:\\\\Users\\\\{u[4]}\\\\repo\\\\main.py", u[4])
    add("home_file_url", "user", f"file:///c%3A/Users/{u[5]}/repo/main.py", u[5])
    add("home_tilde", "user", f"ls -la ~{u[6]}/projects", u[6])
    add("claude_project_dir", "user", f"see ~/.claude/projects/-Users-{u[7]}-code-acme/abc.jsonl", u[7])
    return out


def kinds_by_category(items: list[Canary]) -> dict[str, list[str]]:
    """Kinds grouped by category, in order."""
    out: dict[str, list[str]] = {}
    for c in items:
        out.setdefault(c.category, []).append(c.kind)
    return out
