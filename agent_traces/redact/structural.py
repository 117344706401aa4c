"""Structural detectors: a value assigned to a secret-looking name (``KEY=v``, ``"key": "v"``),
judged by its shape and entropy so that code (``options?.apiKey``, ``AUTH_SECRET``) is left alone.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from itertools import pairwise

from .placeholders import _is_placeholder

# -- secret-looking names and their values ---------------------------------------------------

_PASSWORD_NAMES = r"pass(?:word|wd|phrase|wort)?|pwd|contrase[ñn]a|secret|psk"

_KEY_NAMES = (
    r"api[_-]?key|auth[_-]?key|service[_-]?key|account[_-]?key|db[_-]?key|database[_-]?key|priv[_-]?key|private[_-]?key|"
    r"client[_-]?key|secret[_-]?key|access[_-]?key|token|credentials?|auth|"
    # more keys that are secrets by name (gitleaks' generic rule lists these words too)
    r"(?:signing|encryption|master|licen[sc]e|app|consumer|hmac|jwt|admin|write|ingest|sas|shared|root|"
    r"server|bot|webhook|deploy|personal|project|subscription|management|cipher|aes)[_-]?key|creds|bearer"
)

ASSIGNMENT = re.compile(
    rf"(?i)(?P<name>{_PASSWORD_NAMES}|{_KEY_NAMES})(?P<tail>[A-Za-z0-9_.-]{{0,40}})\\{{0,3}}[\"']?[ \t]{{0,3}}"
    r"(?:=|:=|:|=>)[ \t]{0,3}(?:\\{1,3}(?=[\"'`]))?(?P<quote>[\"'`])?(?P<value>[^\s\"'`,;(){}\[\]<>\\&]{1,500}+)(?(quote)|(?![(\[{]))"
)

_ASSIGNMENT_WORDS = (
    "pass",
    "pwd",
    "secret",
    "key",
    "token",
    "auth",
    "credential",
    "contrase",
    "psk",
    "creds",
    "bearer",
)

_ASSIGNMENT_LOWER = re.compile(ASSIGNMENT.pattern.replace("(?i)", "", 1))

SECRET_NAME = re.compile(rf"(?i)(?:{_PASSWORD_NAMES}|{_KEY_NAMES})")

PASSWORD_NAME = re.compile(rf"(?i)(?:{_PASSWORD_NAMES})")

_NAME_CHAR = re.compile(r"[A-Za-z0-9_.-]")

_NOT_SECRET_NAMES = re.compile(
    r"(?i)(?:(?:^|_)(?:max|num|input|output|total|cache|count|usage|reasoning|prompt|completion)_?tokens?$|"
    r"(?:^|_)(?:client|app|account|user|tenant|project)_?ids?$|"
    r"tokens?_?(?:count|usage|limit|type|url|endpoint|file|path|name|id)$|"
    r"(?:^|_)(?:secret|password|token)_?(?:name|names|id|ref|field|key_?name|env|path|file|length|manager)$|"
    r"^_*(?:tokenizer|authors?|author_\w+|authenticat\w*|authori[sz]\w*|oauth_\w*url|bypass\w*|compass\w*|passes|"
    r"passed|passing|passthrough|pass_?through|passive\w*|(?:co-)?authored(?:-by)?)_*$)"
)

_CODE_VALUE = re.compile(
    r"^[!*:]?(?:_+(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)*|[A-Z][a-z]+(?:[A-Z][a-z0-9]+)*)|"  # _secrets_dir, _LocalToken
    r"[A-Za-z_$][\w$.]*\((?:[^()]{0,60}\))?|"  # a call: password.encode(, get_auth_from_url(proxy)
    r"[A-Za-z_$][\w$]*(?:(?:\??\.|::)[A-Za-z_$][\w$]*|\[[^\]]{0,40}\]|\(\))+[;,]?|"  # options?.apiKey, a.b(), a["x"], String::new();
    r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|"  # AUTH_SECRET
    r"[\^~>=<]{0,2}v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?|"  # ^5.0.0-beta.31
    r"[a-z]{2,}(?:[A-Z][a-z]{2,})+\d{0,2}|"  # camelCase identifier
    r"[a-z]+(?:_[a-z]+)+|"  # snake_case words
    r"[a-z]+\d{0,2}(?:-[a-z]+\d{0,2})+|"  # kebab-case words (otp-credentials, jjwt-jackson)
    r"[\w.-]+:v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?|"  # artifact:version (jjwt-jackson:0.11.5)
    r"\d{1,7}[:-][A-Za-z_$][\w$]*|"  # a grep line: file.ts:265:export
    r"[A-Za-z]+)[;,]?$"  # one plain word
)


# a path or file URL, also after ``@`` (curl's ``-d @/path``) or a drive letter
_PATH_VALUE = re.compile(
    r"^(?:@?(?:/[\w.~-]{1,100}+(?:/|$)|~/|\.{1,2}/)|/[\^\\\[(]|file:|[A-Za-z]:[\\/]|\$\(|`)"
)

# a token of dotted parts with letters and digits interleaved (``jo9x9p.wwy8oduthoye8uyj``, a
# Kubernetes bootstrap token), which :data:`_CODE_VALUE` would otherwise read as member access;
# identifiers have a digit or two in one place (``sha256.hex2bin``, ``s3BucketClient``)
_MIXED = re.compile(r"(?=[a-zA-Z]\d|\d[a-zA-Z])")

_INNER_DIGIT = re.compile(r"[A-Za-z]\d+[A-Za-z]")


# a PascalCase identifier (``HiggsAudioV2TokenizerModel``): code for a key's value, though a
# password may have this shape
_PASCAL_CASE = re.compile(r"^(?:[A-Z][a-z]{2,}\d{0,2}(?:[A-Z]?\d{1,2})?){2,}$")


def _dotted_token(value: str) -> bool:
    parts = value.split(".")
    return (
        len(parts) >= 2
        and any(len(p) >= 12 and _INNER_DIGIT.search(p) for p in parts)
        and len(_MIXED.findall(value)) >= 3
        and _entropy(value) >= 3.5
    )


def _entropy(value: str) -> float:
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def looks_secret(value: str, *, min_length: int = 8) -> bool:
    """Whether a value assigned to a secret-looking name (``API_KEY=…``) is plausibly a secret.

    Rejects placeholders (``<…>``, ``${VAR}``, ``your-key-here``, ``****``), code (identifiers,
    member access, constants, versions), plain words, numbers, paths and low-entropy strings.
    """
    value = value.strip().strip("\"'`")
    if len(value) < min_length or _is_placeholder(value):
        return False
    if (_CODE_VALUE.match(value) or _PASCAL_CASE.match(value)) and not _dotted_token(value):
        return False
    if value.isdigit() or _PATH_VALUE.match(value) or value.startswith(("http://", "https://")):
        return False
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    has_other = any(not c.isalnum() for c in value)
    if not (has_alpha and (has_digit or has_other)):
        return False
    return _entropy(value) >= 3.0


def looks_password(value: str) -> bool:
    """Whether a value of a password-like name (``password=…``) is a password, whatever its entropy.

    ``hunter22``, ``Pa55word`` and ``correct-horse-battery-staple`` are; placeholders, code
    (``options.password``, ``hashed_password``, ``PASSWORD``), paths and URLs are not.
    """
    value = value.strip().strip("\"'`")
    if len(value) < 6 or _is_placeholder(value) or _PATH_VALUE.match(value):
        return False
    if value.startswith(("http://", "https://")) or re.fullmatch(r"[A-Za-z][a-z]+[:.?!]", value):
        return False  # a URL; a label (``Password:``)
    if re.fullmatch(r"[a-z]+(?:-[a-z]+){3,}", value):  # a passphrase of four or more words
        return True
    if _CODE_VALUE.match(value) or value.isdigit():
        return False
    return not re.fullmatch(r"[\W_]+", value)


def _name_before(text: str, start: int, limit: int = 40) -> str:
    """The identifier characters right before ``start`` (the head of a variable name)."""
    i = start
    while i > 0 and start - i <= limit and _NAME_CHAR.match(text, i - 1):
        i -= 1
    return text[i:start]


def _secret_key(key: str) -> bool:
    return bool(SECRET_NAME.search(key)) and not _NOT_SECRET_NAMES.search(key)


# -- the same question in other syntaxes: a flag, a Dockerfile ``ENV``, an XML element or
# ``key=… value=…`` pair, an ``Authorization`` header, a command's own password option ---------

_SECRET_WORD = r"(?:key|token|secret|pass(?:word|wd|phrase)?|pwd|credentials?|auth)"

# ``--api-key v``, ``--token=v``, ``--client-secret "v"`` (a flag whose last word is secret-like)
FLAG = re.compile(
    rf"(?i)(?:^|(?<=[\s\"'`(\[]))--?(?P<name>(?:[a-z0-9]{{1,20}}[-_.]){{0,4}}[a-z]{{0,10}}(?:pass(?:word|wd|phrase)?|{_SECRET_WORD}))"
    r"(?:=|[ \t]{1,5})(?P<quote>[\"'])?(?P<value>(?(quote)[^\s\"']{1,500}|[^\s\"'`;|&<>(){}\[\]]{1,500}))"
    r"(?(quote)(?P=quote)|(?=$|[\s;|&)\"'`,\]}]))"
)

# a Dockerfile ``ENV NAME value`` (the ``NAME=value`` form is an assignment already)
ENV_DIRECTIVE = re.compile(
    r"(?m)^[ \t]{0,8}(?:ENV|ARG)[ \t]{1,5}(?P<name>[A-Za-z_][A-Za-z0-9_]{0,60})[ \t]{1,5}"
    r"(?P<quote>[\"']?)(?P<value>[^\s\"'`]{1,500})(?P=quote)[ \t]*$"
)

# ``<password>v</password>``, ``<apiKey>v</apiKey>``
XML_ELEMENT = re.compile(r"<(?P<name>[A-Za-z_][\w.-]{0,60})>(?P<value>[^<>\s]{1,500})</(?P=name)>")

# .NET ``<add key="ApiKey" value="v" />`` and the like
KEY_VALUE_ATTRIBUTES = re.compile(
    r"(?i)\b(?:key|name)[ \t]{0,3}=[ \t]{0,3}[\"'](?P<name>[\w.:-]{1,60})[\"'][ \t]{1,20}"
    r"value[ \t]{0,3}=[ \t]{0,3}[\"'](?P<value>[^\"'\s<>]{1,500})[\"']"
)

# ``Authorization: Token v``, ``SSWS v``, ``Bot v``, or a bare value (``Bearer``/``Basic`` have
# their own rules)
AUTHORIZATION = re.compile(
    r"(?i)\b(?:proxy-)?authorization[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"']?"
    r"(?:(?!bearer\b|basic\b)[A-Za-z][A-Za-z0-9-]{1,20}[ \t]{1,3})?(?P<value>[A-Za-z0-9._~+/=:-]{12,2000})"
)

# ``ALGOLIA_ADMIN_KEY=v``, ``STRIPE_KEY: v``: an environment-style name ending in ``_KEY`` (case
# sensitive, so ``primary_key``/``cache_key`` in code are left to the assignment rule, which does
# not take them)
ENV_KEY = re.compile(
    r"(?<![A-Za-z0-9_])(?P<name>[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){0,5}_KEYS?)[\"']?[ \t]{0,3}[:=][ \t]{0,3}"
    r"(?P<quote>[\"']?)(?P<value>[^\s\"'`,;(){}\[\]<>\\&]{16,500}+)(?P=quote)(?![(\[{])"
)

# a command-line value: quoted, anything but a quote or a space (``-P "pass&word;"``); bare, up
# to a shell operator
_QV = (
    r"(?P<quote>[\"'])?(?P<value>(?(quote)[^\s\"']{1,500}|[^\s\"'`;|&<>]{1,500}))"
    r"(?(quote)(?P=quote)|(?=$|[\s;|&)\"'`]))"
)

# A command's own password option, for commands whose documentation names one (their value is
# judged as a password): ``(gate words, pattern with a ``value`` group)``.
COMMAND_PASSWORDS: list[tuple[tuple[str, ...], re.Pattern[str]]] = [
    (
        ("login",),  # docker/podman/helm registry login -p v
        re.compile(
            r"(?:docker|podman|buildah|skopeo|helm|nerdctl|oras)[ \t]{1,5}(?:registry[ \t]{1,5})?login\b"
            r"[^\n|;&]{0,200}?[ \t]-p[ \t]{1,5}" + _QV
        ),
    ),
    (
        ("htpasswd",),  # htpasswd -b file user v, htpasswd -nb user v
        re.compile(
            r"htpasswd[ \t]{1,5}-[A-Za-z]{0,6}b[A-Za-z]{0,6}[ \t]{1,5}(?:[^\s-]\S{0,199}[ \t]{1,5})?"
            r"[^\s-]\S{0,99}[ \t]{1,5}" + _QV
        ),
    ),
    (
        ("mongo",),  # mongosh/mongodump/... -p v
        re.compile(
            r"\bmongo(?:sh|dump|restore|export|import|stat|top|files)?\b[^\n|;&]{0,300}?[ \t]-p[ \t]{1,5}"
            + _QV
        ),
    ),
    (
        ("sqlcmd", "bcp", "osql"),
        re.compile(r"\b(?:sqlcmd|bcp|osql)\b[^\n|;&]{0,300}?[ \t]-P[ \t]{0,5}" + _QV),
    ),
    (
        ("ldap",),
        re.compile(
            r"\bldap(?:search|add|modify|delete|whoami|passwd|compare|modrdn)\b[^\n|;&]{0,300}?[ \t]-w[ \t]{1,5}"
            + _QV
        ),
    ),
    (
        ("zip", "7z", "rar"),
        re.compile(r"\b(?:zip|unzip|7za?|7zr|rar|unrar)\b[^\n|;&]{0,300}?[ \t](?:-P[ \t]{1,5}|-p)" + _QV),
    ),
    (("mosquitto",), re.compile(r"\bmosquitto_(?:pub|sub|rr)\b[^\n|;&]{0,300}?[ \t]-P[ \t]{1,5}" + _QV)),
    (("ssh-keygen",), re.compile(r"\bssh-keygen\b[^\n|;&]{0,300}?[ \t]-[NP][ \t]{1,5}" + _QV)),
    (
        ("pass:",),
        re.compile(
            r"(?:^|[\s\"'])-(?:pass(?:in|out)?|passwd|k)[ \t]{1,5}[\"']?pass:(?P<value>[^\s\"']{1,200})"
        ),
    ),
    (
        ("%",),
        re.compile(
            r"\b(?:smbclient|rpcclient|smbmap|net|mount\.cifs|crackmapexec|nxc)\b[^\n|;&]{0,300}?[ \t](?:-U|--user)[ \t=]{1,5}[\"']?[^\s%\"']{1,100}%(?P<value>[^\s\"']{1,200})"
        ),
    ),
    (
        ("chpasswd",),
        re.compile(
            r"\becho[ \t]{1,5}[\"']?[\w.-]{1,64}:(?P<value>[^\s\"']{1,200})[\"']?[ \t]{0,5}\|[ \t]{0,5}(?:sudo[ \t]{1,5})?chpasswd"
        ),
    ),
    (
        ("lftp",),
        re.compile(
            r"\blftp\b[^\n|;&]{0,300}?[ \t]-u[ \t]{1,5}[\"']?[^\s,\"']{1,100},(?P<value>[^\s\"']{1,200})"
        ),
    ),
    (
        ("rabbitmqctl",),
        re.compile(r"\brabbitmqctl[ \t]{1,5}(?:add_user|change_password)[ \t]{1,5}\S{1,100}[ \t]{1,5}" + _QV),
    ),
    (
        ("curl",),
        re.compile(
            r"\bcurl\b[^\n|;&]{0,300}?[ \t](?:-U|--proxy-user)[ \t=]{1,5}[\"']?[^\s:\"']{1,64}:(?P<value>[^\s\"'@]{1,200})"
        ),
    ),
]

# ``aws configure set aws_secret_access_key v``, ``npm config set //host/:_authToken v``, ``poetry
# config pypi-token.pypi v``, ``gh secret set NAME --body v``: a setting's name, then its value
CONFIG_SET = re.compile(
    r"\b(?:config(?:ure)?(?::set|[ \t]{1,5}set)?|secret[ \t]{1,5}set)[ \t]{1,5}(?:--?[\w-]{1,30}[ \t]{1,5}){0,3}"
    r"(?P<name>[^\s=\"']{1,120})(?:[ \t]{1,5}(?:--body|-b))?[ \t]{1,5}" + _QV
)

# a secret-looking query parameter (``?key=…``, ``&X-Amz-Signature=…``) and a token-shaped path
# segment after a segment that names it (``/webhooks/<token>``, ``/token/<token>``)
QUERY = re.compile(r"[?&;](?P<name>[A-Za-z][\w.-]{0,40})=(?P<value>[^&#\s\"'<>`]{16,2000})")
_QUERY_NAMES = re.compile(
    r"(?i)^(?:key|sig|signature|x-(?:amz|goog)-(?:signature|security-token|credential)|jwt|session|code_verifier)$"
)
PATH_TOKEN = re.compile(
    r"(?i)/(?:tokens?|keys?|secrets?|[a-z]{0,20}(?:web)?hooks?[a-z0-9]{0,3}|apikey|api_key|access_token|auth|trigger/[\w-]{1,60}/with/key)"
    r"/(?P<value>[A-Za-z0-9_:.~+=-]{20,300})(?=[/?#\s\"'`)]|$)"
)
_UUID = re.compile(r"(?i)^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")

# the base64 of a key container (PKCS#12, a ``.pfx``/``.p12`` file: DER, so ``MII…``) in a text
# that names one
KEY_CONTAINER = re.compile(r"(?i:pkcs ?#?12|\bpfx\b|\.p12\b|keystore)")
DER_BASE64 = re.compile(r"(?<![A-Za-z0-9+/])MII[A-Za-z0-9+/]{200,20000}={0,2}")

# a URL whose userinfo is one token (``https://<token>@github.com``, a Sentry DSN's key)
URL_TOKEN_USER = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]{0,30}://(?P<value>[^\s/:@<>\"'`]{16,300})@(?=[\w\[])")

# a configuration file's ``name value`` line (redis' ``requirepass v``, ``masterauth v``, an
# ``ssh``/``nginx``-style directive ending in ``;``): a secret-looking name, one value, nothing else
DIRECTIVE = re.compile(
    r"(?m)^[ \t]{0,8}(?P<name>[A-Za-z][\w.-]{1,40})[ \t]{1,8}(?P<quote>[\"']?)(?P<value>[^\s\"'`;\\]{6,500})"
    r"(?P=quote)[ \t]{0,3};?[ \t]{0,3}\r?$"
)

# a data source name without a scheme (Go's MySQL driver: ``user:password@tcp(host:port)/db``)
DSN_PASSWORD = re.compile(
    r"(?<![\w.:/-])[\w.-]{1,64}:(?P<value>[^\s@/\"'`:]{1,200})@(?:tcp6?|udp|unix|unixgram)\("
)

# a name ending in ``key`` (``routing_key``, ``integrationKey``, ``Key``) given a random-looking
# value: names that are not secrets by their words (a cache or sort key) are left out
RANDOM_KEY = re.compile(
    r"(?<![A-Za-z0-9_$.-])(?P<name>(?:[A-Za-z0-9]{1,30}[_-])?[Kk]ey|[a-z][A-Za-z0-9]{0,30}Key)s?[\"']?"
    r"[ \t]{0,3}(?:=|:|=>)[ \t]{0,3}(?P<quote>[\"'`]?)(?P<value>[A-Za-z0-9+/=_-]{20,300}+)(?P=quote)(?![\w(.\[])"
)
_NOT_RANDOM_KEYS = re.compile(
    r"(?i)^(?:idempoten|cache|sort|partition|primary|foreign|row|cursor|dedup|lookup|hash|object|public|pub|"
    r"file|item|map|dict|unique|index|react|composite|range|hot|mon|tur|joc|hoc|whis|s3|storage|blob|"
    r"bucket|group|dedupe|state|query|ssh|gpg|pgp|fingerprint|kid|id)"
)
# base58 of 32 bytes: a blockchain address or public key (``trading_key: 2KW2…``), not a secret
_BASE58_KEY = re.compile(r"[1-9A-HJ-NP-Za-km-z]{32,44}")
_TRACE_ID = re.compile(r"^(?:toolu|msg|call|req|resp|chatcmpl|run|file|gen|srvtoolu)[_-]")

# a ``.pgpass`` line: ``host:port:database:user:password``
PGPASS = re.compile(
    r"(?m)^[ \t]*[\w.*-]{1,100}:(?:\d{1,5}|\*):[\w.*-]{1,100}:[\w.*@-]{1,100}:(?P<value>[^\s:]{1,200})[ \t]*$"
)

# ``Cookie: a=v; b=w`` and ``Set-Cookie: session=v; Path=/``: each value judged by its shape
COOKIE = re.compile(
    r"(?i)\b(?:set-)?cookie[\"']?[ \t]{0,3}:[ \t]{0,3}[\"']?|(?<![\w-])(?:-b|--cookie)(?:[ \t]{1,3}|=)[\"']?"
)
_COOKIE_PAIR = re.compile(r"[ \t]{0,3}(?P<name>[\w.$-]{1,80})=(?P<value>[^;\s\"',]{0,4000});?")


# a name and a value passed as string literals, judged like an assignment: ``define('DB_PASSWORD',
# 'v')``, ``setenv("API_KEY", "v")``, ``os.environ["TOKEN"] = "v"``, ``System.setProperty(
# "db.password", "v")``, ``config.set('secret', 'v')``, ``{'X-Api-Key': 'v'}``, ``['token' => 'v']``
ARG_PAIR = re.compile(
    r"(?:(?P<call>[\w$][ \t]{0,2}\()|[\[{,])[ \t]{0,3}(?P<nq>[\"'])(?P<name>[A-Za-z_][\w.-]{0,60}+)(?P=nq)"
    r"[ \t]{0,3}(?:(?(call),|(?:=>|:))|\][ \t]{0,3}=)[ \t]{0,3}(?P<quote>[\"'`])(?P<value>[^\"'`\s]{1,500}+)(?P=quote)"
)

# A call with string literal arguments: a random-looking one passed to a client (``Client('AC…',
# '<token>')``, ``algoliasearch('APPID', '<key>')``, ``new Stripe('…')``). The call is a client's
# when its name or the variable it is assigned to says so (:data:`_CREDENTIAL_CALL`) or it is a
# constructor; the literal is taken next to an id-shaped one, or alone (not hex, for a
# constructor: hashes and object ids).
CALL_OPEN = re.compile(r"(?P<callee>[A-Za-z_$][\w$]{0,60}+)[ \t]{0,2}\(\s{0,12}(?=[\"'`])")
_LITERAL_ARG = re.compile(r"\s{0,12}(?P<q>[\"'`])(?P<v>[^\"'`\s]{1,300}+)(?P=q)\s{0,12}(?P<sep>[,)\]])")
# calls that take a user name then a password (``s.login("u", "p")``, ``NetworkCredential("u",
# "p")``, ``DriverManager.getConnection(url, "u", "p")``), and a tuple or list of literals given
# to a secret-looking name (``auth=('api', '<key>')``)
_PASSWORD_CALL = re.compile(r"(?i)login|sign_?in|credential|connect|auth")
SECRET_TUPLE = re.compile(
    r"(?i)(?<![\w$])(?P<name>[\w.-]{0,30}(?:auth|credentials?|creds|login|password|secret|token|key))[\"']?"
    r"[ \t]{0,3}(?:=|:|=>)[ \t]{0,3}[(\[](?=\s{0,12}[\"'`])"
)
_CREDENTIAL_CALL = re.compile(
    r"(?i)client|search|sdk|api|auth|cred|token|secret|key|login|connect|session|account"
)
# calls that take hashes, encodings and fixtures, whatever they are assigned to
_NOT_CREDENTIAL_CALL = re.compile(
    r"(?i)hash|digest|sum|sha\d|md5|crc|hmac|uuid|guid|colou?r|equal|assert|expect|match|compare|test|mock|"
    r"fixture|encod|decod|from|parse|b64|base64|hex|bytes|buffer|format|print|log|debug|warn|error|i18n|translate|id$|public|pub_?key|address|mint|^t$|^_$"
)
_ENCODING_NAME = re.compile(
    r"(?i)^(?:base64(?:url)?|hex|utf-?8|utf-?16|ascii|latin-?1|binary|sha\d*|md5|sha-\d+)$"
)


# an id next to a secret: an upper-case account or app id (``LI0K5R6359``), a prefixed hex id
# (``AC<32 hex>``), a numeric app id
_ID_SHAPED = re.compile(
    r"^(?=\D{0,39}\d)(?:[A-Z0-9]{6,40}|[A-Za-z]{1,4}[0-9a-fA-F]{16,64}|\d{5,20}|"
    r"[a-z]{2,8}_(?:[a-z]{2,6}_)?[A-Za-z0-9]{10,40})$"
)

_HEX = re.compile(r"[0-9a-f]+|[0-9A-F]+")

_CLASS = re.compile(r"(?:[A-Z](?=[a-z0-9])|[a-z](?=[A-Z0-9])|\d(?=[A-Za-z]))")


def random_literal(value: str) -> bool:
    """Whether a code literal looks drawn at random (a key, a token), not written: hex with
    letters and digits, or base62/64 whose character classes change at most steps (a written
    identifier such as ``Sam2VideoInferenceSession`` changes once a word)."""
    if len(value) < 20 or not re.fullmatch(r"[A-Za-z0-9+/=_-]{20,300}", value) or value[0] in "/_-":
        return False
    if _UUID.match(value) or not token_shaped(value, 20):
        return False
    if _HEX.fullmatch(value):
        return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    return len(_CLASS.findall(value)) >= 0.45 * len(value)


def _assigned_to(text: str, start: int) -> str:
    """The name a call at ``start`` is assigned to (``client`` in ``client = new Client(``), or ''."""
    head = text[max(0, start - 80) : start].rstrip(" \t")
    if head.endswith("new"):
        head = head[:-3].rstrip(" \t")
    if not head.endswith("="):
        return ""
    head = head[:-1].rstrip(" \t:")
    return _name_before(head, len(head), 60)


def _literal_args(text: str, pos: int) -> list[re.Match[str]]:
    args: list[re.Match[str]] = []
    while len(args) < 4:
        a = _LITERAL_ARG.match(text, pos)
        if a is None:
            break
        args.append(a)
        pos = a.end()
        if a.group("sep") != ",":
            break
    return args


def _user_then_password(args: list[re.Match[str]]) -> list[tuple[int, int]]:
    """The password literals that follow a user-name literal (not a URL) among ``args``."""
    out = []
    for prev, a in pairwise(args):
        v = a.group("v")
        user = prev.group("v")
        if "://" in user or (":" in user and "@" not in user):
            continue
        if looks_password(v) and any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
            out.append((a.start("v"), a.end("v")))
    return out


def tuple_secrets(text: str) -> list[tuple[int, int]]:
    """Spans of the secrets of a tuple or list given to a secret-looking name: the password after
    the user name (``auth=('api', '<key>')``), or a random literal."""
    out: list[tuple[int, int]] = []
    for m in SECRET_TUPLE.finditer(text):
        if _NOT_SECRET_NAMES.search(m.group("name")):
            continue
        args = _literal_args(text, m.end())
        out += _user_then_password(args) if len(args) >= 2 else []
        out += [(a.start("v"), a.end("v")) for a in args if random_literal(a.group("v"))]
    return out


def call_secrets(text: str) -> list[tuple[int, int]]:
    """Spans of random-looking literals passed to a client's constructor or function next to an
    id-shaped literal (``Client('AC…', '<token>')``), or alone to a call named for credentials."""
    out: list[tuple[int, int]] = []
    for m in CALL_OPEN.finditer(text):
        callee = m.group("callee")
        args = _literal_args(text, m.end())
        if len(args) >= 2 and _PASSWORD_CALL.search(callee):
            out += _user_then_password(args)
        if _NOT_CREDENTIAL_CALL.search(callee):
            continue
        secrets = [a for a in args if random_literal(a.group("v"))]
        if not secrets or any(_ENCODING_NAME.match(a.group("v")) for a in args):
            continue
        named = bool(
            _CREDENTIAL_CALL.search(callee) or _CREDENTIAL_CALL.search(_assigned_to(text, m.start()))
        )
        if not (named or callee[0].isupper()):
            continue
        for a in secrets:
            v = a.group("v")
            partner = any(b is not a and _ID_SHAPED.match(b.group("v")) for b in args)
            alone = len(args) == 1 and 24 <= len(v) <= 200
            # a hex string alone in a constructor is a hash or an object id (``ObjectId('…')``)
            if partner or (alone and (named or not _HEX.fullmatch(v))):
                out.append((a.start("v"), a.end("v")))
    return out


def token_shaped(value: str, min_length: int) -> bool:
    """Whether a bare value (a path segment, a query or cookie value) looks like a random token:
    long, letters with digits or with both cases, high entropy, not a UUID or dotted words."""
    if len(value) < min_length or _UUID.match(value) or _is_placeholder(value):
        return False
    if not any(c.isalpha() for c in value):
        return False
    if not (
        any(c.isdigit() for c in value)
        or (any(c.isupper() for c in value) and any(c.islower() for c in value))
    ):
        return False
    if re.fullmatch(r"[A-Za-z]+(?:[-_.][A-Za-z]+)*", value):
        return False
    return _entropy(value) >= 3.3


def _judge(name: str, value: str) -> str | None:
    """The kind of a value given to a secret-looking ``name``, or None when it is not a secret."""
    return judge_key(name.replace("-", "_").replace(".", "_"), value)


def judge_key(key: str, value: str) -> str | None:
    """``password_assignment`` or ``secret_assignment`` when ``key`` names a secret and ``value``
    has the shape of one, else None."""
    if not _secret_key(key):
        return None
    password = bool(PASSWORD_NAME.search(key)) and not re.search(r"(?i)key|token", key)
    if not (looks_password(value) if password else looks_secret(value)):
        return None
    return "password_assignment" if password else "secret_assignment"


def structure_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of secret values in flag, Dockerfile, XML, header and command syntax."""
    out: list[tuple[int, int, str]] = []
    if "'" in text or '"' in text:
        for m in ARG_PAIR.finditer(text):
            kind = _judge(m.group("name"), m.group("value"))
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
        if "(" in text:
            out += [(s, e, "client_secret_argument") for s, e in call_secrets(text)]
    if "-" in text:
        for m in FLAG.finditer(text):
            kind = _judge(m.group("name"), m.group("value"))
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
    if "env" in low or "arg" in low:
        for m in ENV_DIRECTIVE.finditer(text):
            kind = _judge(m.group("name"), m.group("value"))
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
    if "</" in text:
        for m in XML_ELEMENT.finditer(text):
            kind = _judge(m.group("name"), m.group("value"))
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
    if "value" in low:
        for m in KEY_VALUE_ATTRIBUTES.finditer(text):
            kind = _judge(m.group("name"), m.group("value"))
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
    if "authorization" in low:
        for m in AUTHORIZATION.finditer(text):
            if looks_secret(m.group("value"), min_length=12):
                out.append((m.start("value"), m.end("value"), "authorization_header"))
    if "_KEY" in text:
        for m in ENV_KEY.finditer(text):
            if looks_secret(m.group("value"), min_length=16):
                out.append((m.start("value"), m.end("value"), "secret_assignment"))
    for gate, pattern in COMMAND_PASSWORDS:
        if any(g in low for g in gate):
            for m in pattern.finditer(text):
                if looks_password(m.group("value")):
                    out.append((m.start("value"), m.end("value"), "command_password"))
    if "config" in low or "secret" in low:
        for m in CONFIG_SET.finditer(text):
            kind = _judge(m.group("name"), m.group("value"))
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
    if "=" in text and ("?" in text or "&" in text):
        for m in QUERY.finditer(text):
            name = m.group("name")
            if (_QUERY_NAMES.match(name) or _secret_key(name.replace("-", "_"))) and token_shaped(
                m.group("value"), 16
            ):
                out.append((m.start("value"), m.end("value"), "url_secret"))
    if "/" in text:
        for m in PATH_TOKEN.finditer(text):
            value = m.group("value")
            if token_shaped(value, 20):
                out.append((m.start("value"), m.end("value"), "url_secret"))
    if "MII" in text and KEY_CONTAINER.search(text):
        out += [(m.start(), m.end(), "private_key") for m in DER_BASE64.finditer(text)]
    if "://" in text and "@" in text:
        for m in URL_TOKEN_USER.finditer(text):
            if token_shaped(m.group("value"), 16):
                out.append((m.start("value"), m.end("value"), "url_secret"))
    if any(w in low for w in _ASSIGNMENT_WORDS):
        for m in DIRECTIVE.finditer(text):
            kind = _judge(m.group("name"), m.group("value"))
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
        if "(" in text or "[" in text:
            out += [(s, e, "secret_assignment") for s, e in tuple_secrets(text)]
    if "key" in low:
        for m in RANDOM_KEY.finditer(text):
            value = m.group("value")
            if (
                not _NOT_RANDOM_KEYS.match(m.group("name"))
                and not _TRACE_ID.match(value)
                and not _BASE58_KEY.fullmatch(value)
                and random_literal(value)
            ):
                out.append((m.start("value"), m.end("value"), "secret_assignment"))
    if "@" in text and "(" in text:
        for m in DSN_PASSWORD.finditer(text):
            if looks_password(m.group("value")):
                out.append((m.start("value"), m.end("value"), "url_password"))
    if text.count(":") >= 4:
        for m in PGPASS.finditer(text):
            if looks_password(m.group("value")):
                out.append((m.start("value"), m.end("value"), "pgpass_password"))
    if "cookie" in low or "-b" in text:
        for m in COOKIE.finditer(text):
            pos = m.end()
            for _ in range(40):
                pair = _COOKIE_PAIR.match(text, pos)
                if pair is None or pair.end() == pos:
                    break
                pos = pair.end()
                if token_shaped(pair.group("value"), 16):
                    out.append((pair.start("value"), pair.end("value"), "cookie_value"))
    return out


_ENV_LINE_HEAD = re.compile(r"[ \t]*(?:export[ \t]+|-[ \t]+)?[A-Z][A-Z0-9_]*=")

# what a ``.env`` value's tail must not hold: a placeholder's brackets, a variable, a call
_NOT_ENV_TAIL = re.compile(r"[\[\]<>{}]|\$[({A-Za-z_]|\)\.")

_TO_SPACE = re.compile(r"[^\s\"'`]{0,500}")


def quoted_end(text: str, match: re.Match) -> int:
    """Where an assignment's value ends: at its closing quote when it is quoted and holds no
    space (``SECRET_KEY = 'django-insecure-…(-_=+)…'``); at the next space on a ``.env``-style
    line (``SECRET_KEY=abc&*(-_=+)x``, the whole line is the value); else where
    :data:`ASSIGNMENT` stopped."""
    end = match.end("value")
    quote = match.group("quote")
    if not quote:
        if end < len(text) and not text[end].isspace():
            line = text.rfind("\n", 0, match.start()) + 1
            if _ENV_LINE_HEAD.fullmatch(text, line, match.start("value")):
                stop = _TO_SPACE.match(text, end).end()
                if not _NOT_ENV_TAIL.search(text, end, stop):
                    return stop
        return end
    if text.startswith(quote, end):
        return end
    close = text.find(quote, end, end + 500)
    if close == -1:
        return end
    between = text[end:close]
    if any(c.isspace() or c == "\\" or c in "\"'`" for c in between):
        return end
    return close
