"""Rules that generalize (issue 31 item 2): a secret value in any file or command syntax, judged by
its shape so that code is left alone, and vendor formats with a documented prefix.

Values are fresh random strings each run (seeded from the clock, printed on failure), written
from the formats' public documentation and the maintained rule sets (gitleaks'
``cmd/generate/config/rules``), not from the held-out canaries.
"""

from __future__ import annotations

import base64
import random
import string

import pytest

from agent_traces.redact import Redactor

SEED = 20261128  # fixed: a draw that fails must fail again
R = random.Random(SEED)
AN = string.ascii_letters + string.digits
URLSAFE = AN + "_-"
HEX = "0123456789abcdef"


def _s(n: int, alphabet: str = AN) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def _password() -> str:
    return _s(5) + R.choice("!#%+") + _s(2, string.digits) + _s(5)


def _django() -> str:
    return "django-insecure-" + _s(20) + "!@#$%^&*(-_=+)" + _s(12, string.ascii_lowercase + string.digits)


def _discord() -> str:
    user = base64.urlsafe_b64encode(str(R.randint(10**17, 10**19)).encode()).decode().rstrip("=")
    return f"{user}.{_s(6, URLSAFE)}.{_s(38, URLSAFE)}"


# (name, text with {v} where the secret goes, the secret's generator)
POSITIVES = [
    ("KEY=v", "DB_PASSWORD={v}", _password),
    ("yaml KEY: v", "  POSTGRES_PASSWORD: {v}", _password),
    ("compose list", "  - POSTGRES_PASSWORD={v}", _password),
    ('"key": "v"', '{{"client_secret": "{v}"}}', lambda: _s(32)),
    ("key => v", ':api_key => "{v}"', lambda: _s(32)),
    ("--key v", "mytool --api-key {v} --verbose", lambda: _s(32)),
    ("--key=v", "mytool --auth-token={v}", lambda: _s(40)),
    ("--client-secret v", "az login --service-principal -u x --client-secret {v}", lambda: _s(34)),
    ("export KEY=v", "export OPENAI_API_KEY={v}", lambda: _s(48)),
    ("quoted with punctuation", "SECRET_KEY = '{v}'", _django),
    ("export quoted", "export SECRET_KEY='{v}'", _django),
    ("ENV KEY v", "ENV API_TOKEN {v}", lambda: _s(40)),
    ("ENV PASSWORD v", "ENV DB_PASSWORD {v}", _password),
    (".netrc one line", "machine api.example.com login bob password {v}", _password),
    (".netrc lines", "login bob\npassword {v}\n", _password),
    ("URL userinfo", "postgres://app:{v}@db.internal:5432/app", _password),
    ("?token=", "https://api.example.com/v1/items?token={v}&page=2", lambda: _s(32)),
    (
        "/bot<id>:<token>/",
        "https://api.telegram.org/bot{v}/getMe",
        lambda: f"{R.randint(10**8, 10**9)}:AA{_s(33)}",
    ),
    ("Authorization: Token", "Authorization: Token {v}", lambda: _s(40, HEX)),
    ("Authorization: SSWS", "Authorization: SSWS {v}", lambda: "00" + _s(40)),
    ("docker login -p", "docker login -u bob -p {v} registry.example.com", _password),
    ("htpasswd -b", "htpasswd -b users.txt bob {v}", _password),
    ("XML element", "<password>{v}</password>", _password),
    ("key/value attributes", '<add key="ApiKey" value="{v}" />', lambda: _s(32)),
    ("ENV_NAME_KEY=v", "ALGOLIA_ADMIN_KEY={v}", lambda: _s(32, HEX)),
    (".env line to its end", "SECRET_KEY={v}", _django),
    ("glued -storepass", "keytool -list -storepass {v} -keystore k.jks", _password),
    ("--requirepass", "redis-server --requirepass {v}", _password),
    ("mongosh -p", "mongosh -u admin -p {v} --authenticationDatabase admin", _password),
    ("sqlcmd -P", "sqlcmd -S db -U sa -P {v} -Q 'select 1'", _password),
    ("ldapsearch -w", "ldapsearch -x -D cn=admin,dc=example,dc=org -w {v} -b dc=example", _password),
    ("zip -P", "zip -r -P {v} backup.zip data/", _password),
    ("7z -p", "7z a -p{v} backup.7z data/", _password),
    ("openssl pass:", "openssl enc -aes-256-cbc -in a -out b -pass pass:{v}", _password),
    ("smbclient -U user%pass", "smbclient //srv/share -U alice%{v}", _password),
    ("chpasswd", "echo 'root:{v}' | sudo chpasswd", _password),
    ("ssh-keygen -N", "ssh-keygen -t ed25519 -N {v} -f key", _password),
    ("htpasswd -nb", "htpasswd -nb bob {v}", _password),
    ("aws configure set", "aws configure set aws_secret_access_key {v}", lambda: _s(40)),
    ("npm config set", "npm config set //registry.npmjs.org/:_authToken {v}", lambda: _s(36)),
    ("gh secret set --body", "gh secret set DEPLOY_TOKEN --body {v}", lambda: _s(40)),
    ("?key=", "https://maps.example.com/api/js?key={v}&callback=init", lambda: _s(39, URLSAFE)),
    (
        "&X-Amz-Signature=",
        "https://b.s3.amazonaws.com/o?X-Amz-Date=20260101T000000Z&X-Amz-Signature={v}",
        lambda: _s(64, HEX),
    ),
    ("/webhooks/<token>", "POST https://hooks.example.com/webhooks/{v}", lambda: _s(40)),
    (
        "/trigger/x/with/key/<key>",
        "https://maker.ifttt.com/trigger/door/with/key/{v}",
        lambda: _s(22, URLSAFE),
    ),
    (
        "Set-Cookie",
        "Set-Cookie: sessionid={v}; Path=/; HttpOnly",
        lambda: _s(32, string.ascii_lowercase + string.digits),
    ),
    ("Cookie pairs", "Cookie: theme=dark; auth={v}; lang=en", lambda: _s(40, URLSAFE)),
    ("lower-case signing_key", 'signing_key = "{v}"', lambda: _s(24)),
    ("Subscription-Key header", "Ocp-Apim-Subscription-Key: {v}", lambda: _s(32, HEX)),
    (".pgpass line", "db.example.com:5432:app:alice:{v}", _password),
    ("token as URL userinfo", "git clone https://{v}@git.internal:8443/org/repo.git", lambda: _s(40)),
    ("wpa psk", 'psk="{v}"', _password),
    # vendor formats
    ("Discord bot token", "DISCORD={v}", _discord),
    (
        "Discord webhook",
        "https://discord.com/api/webhooks/1184406714656448963/{v}",
        lambda: _s(68, URLSAFE),
    ),
    ("Azure AD client secret", "secret: {v}", lambda: f"{_s(3)}{R.randint(0, 9)}Q~{_s(34, AN + '_~.-')}"),
    ("FCM server key", "key={v}", lambda: f"AAAA{_s(7)}:APA91b{_s(134, URLSAFE)}"),
    ("NuGet key", "nuget push -k {v}", lambda: "oy2" + _s(43, string.ascii_lowercase + string.digits)),
    ("Sentry org token", "{v}", lambda: f"sntrys_eyJpYXQiOjE3{_s(60)}_{_s(43)}"),
    ("Fly.io token", "FLY={v}", lambda: "fo1_" + _s(43, URLSAFE)),
    ("Vercel blob token", "{v}", lambda: f"vercel_blob_rw_{_s(16)}_{_s(30)}"),
    ("Notion legacy token", "{v}", lambda: "secret_" + _s(43)),
    ("Square OAuth secret", "{v}", lambda: "sq0csp-" + _s(43, URLSAFE)),
    ("Dropbox token", "{v}", lambda: "sl." + _s(135, URLSAFE)),
    ("Tailscale key", "{v}", lambda: f"tskey-auth-{_s(12)}CNTRL-{_s(33)}"),
    ("Mapbox secret token", "{v}", lambda: f"sk.eyJ1Ijoi{_s(60)}.{_s(22)}"),
    ("Contentful token", "{v}", lambda: "CFPAT-" + _s(43, URLSAFE)),
    ("Airtable token", "{v}", lambda: f"pat{_s(14)}.{_s(64, HEX)}"),
]


@pytest.mark.parametrize(("name", "template", "make"), POSITIVES, ids=[p[0] for p in POSITIVES])
def test_a_secret_in_any_syntax_is_replaced(name: str, template: str, make) -> None:
    value = make()
    text = template.format(v=value)
    out = Redactor(usernames=[], hostnames=[]).redact_text(text)
    assert value not in out, f"seed {SEED}: {name}: {out!r}"
    # nothing of it left either: no tail of 8 characters survives
    assert not any(value[i : i + 8] in out for i in range(len(value) - 8)), f"seed {SEED}: {out!r}"


CODE = r"""let password = String::new();
let key = std::env::var("API_KEY").unwrap();
if (!isConnected) { retry(password) }
self.password = password
token = getToken()
export API_TOKEN=${API_TOKEN}
api_key = os.environ["OPENAI_API_KEY"]
--api-key <your-key>
--token xxx
PASSWORD=changeme
mytool --token $GITHUB_TOKEN --verbose
gh auth login --with-token < token.txt
curl --token-file ~/.config/token
--max-tokens 4096
--secret-name prod-db
--password-stdin
docker login -u bob --password-stdin registry.example.com
ENV API_TOKEN=""
ENV NODE_ENV production
ARG SECRET_KEY
<password>${DB_PASSWORD}</password>
<token>{{ token }}</token>
<add key="LogLevel" value="Debug-2024_verbose" />
Authorization: Bearer $TOKEN
"Authorization": f"Bearer {token}",
headers["Authorization"] = auth_header
Authorization: token ${{ secrets.GITHUB_TOKEN }}
PRIMARY_KEY=id
CACHE_KEY: user_session_cache
SSH_KEY=~/.ssh/id_ed25519
const token = req.headers.authorization?.split(" ")[1];
def login(username, password): ...
htpasswd -c users.txt bob
password: ${{ secrets.PASSWORD }}
key: "user_id"
--key=value
<token>TOKEN_PLACEHOLDER</token>
com.example.MyVeryLongClassNameHereX.method1.someOtherLongMethodNameThatGoesOn
Mj0gdGhlIG51bWJlciBvZiBkYXlz.abcdef.ghijklmnopqrstuvwxyz0123456789
"apiKey": apiKey,
--api-key "$OPENAI_API_KEY"
ENV DB_PASSWORD=${DB_PASSWORD}
--auth-type bearer
--token-limit 32000
unzip -p archive.zip file.txt
zip -r backup.zip data/
git config --global user.name alice
npm config set registry https://registry.npmjs.org/
ssh-keygen -t ed25519 -N "" -f key
GET /api/v1/tokens/8f14e45f-ceea-467f-a0e3-3f2b1c4d5e6a
https://example.com/search?q=how-to-use-token-buckets-in-go&page=2
https://github.com/org/repo/blob/main/src/hooks/useAuthenticationState.ts
Cookie: theme=dark; lang=en
set-cookie-parser@2.6.0
12:30:45:67:89
ssh://git@github.com/org/repo
git@github.com:org/repo.git
x-request-id: 4f8a9c2b-7d1e-4f6a-8b3c-5d7e9f1a2b3c
net use Z: \\server\share /persistent:yes"""


@pytest.mark.parametrize("line", CODE.splitlines())
def test_code_and_placeholders_are_left_alone(line: str) -> None:
    found = list(Redactor(usernames=[], hostnames=[]).scan_text(line))
    assert not [f for f in found if f[0] not in ("email",)], found


@pytest.mark.parametrize("value", ["qWeRtYuIoPaSdFgHjKlZxCvB", "hGfTrEwQaZxCvBnMkJuYtReW"])
def test_random_letters_of_both_cases_under_a_secret_name_are_a_secret(value: str) -> None:
    assert value not in Redactor().redact_text(f'signing_key = "{value}"')


@pytest.mark.parametrize(
    "value", ["signingKeyForTheSessions", "XMLHttpRequestHandlerFactory", "CGContextSetRGBFillColor"]
)
def test_camel_case_names_under_a_secret_name_stay(value: str) -> None:
    assert value in Redactor().redact_text(f"signing_key = {value}")
