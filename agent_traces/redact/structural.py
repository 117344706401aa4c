"""Structural detectors: a value assigned to a secret-looking name (``KEY=v``, ``"key": "v"``),
judged by its shape and entropy so that code (``options?.apiKey``, ``AUTH_SECRET``) is left alone.
"""

from __future__ import annotations

import re

from .calls import ARG_PAIR, call_secrets, random_literal, tuple_secrets
from .values import (
    _KEY_NAMES,
    _PASSWORD_NAMES,
    _UUID,
    PASSWORD_NAME,
    _secret_key,
    looks_password,
    looks_secret,
    token_shaped,
)

# -- secret-looking names and their values ---------------------------------------------------


ASSIGNMENT = re.compile(
    rf"(?i)(?P<name>{_PASSWORD_NAMES}|{_KEY_NAMES})(?P<tail>[A-Za-z0-9_.-]{{0,40}})\\{{0,3}}[\"']?(?:[}}\]]|\[\d{{0,4}}\])?[ \t]{{0,16}}"
    r"(?:=|:=|:|=>)(?:[ \t]{0,16}|[ \t]{0,4}\r?\n[ \t]{1,16}(?=[\"'`]))(?:\\{1,3}(?=[\"'`]))?(?P<quote>[\"'`])?(?P<value>[^\s\"'`,;(){}\[\]<>\\&]{1,500}+)(?(quote)|(?![(\[{]))"
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
    "pw",
    "cookie",
)

_ASSIGNMENT_LOWER = re.compile(ASSIGNMENT.pattern.replace("(?i)", "", 1))


_SECRET_WORD = r"(?:key|token|secret|pass(?:word|wd|phrase)?|pwd|credentials?|auth|cookie)"

# ``--api-key v``, ``--token=v``, ``--client-secret "v"`` (a flag whose last word is secret-like)
FLAG = re.compile(
    rf"(?i)(?:^|(?<=[\s\"'`(\[]))--?(?P<name>(?:[a-z0-9]{{1,20}}[-_.]){{0,4}}[a-z]{{0,10}}(?:pass(?:word|wd|phrase)?|{_SECRET_WORD}))"
    r"(?:=|[ \t]{1,5})(?P<quote>[\"'])?(?P<value>(?(quote)[^\s\"']{1,500}|(?!--?[A-Za-z][\w-]{0,30}(?:[\s=]|$))[^\s\"'`;|&<>(){}\[\]]{1,500}))"
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
    r"(?:(?!bearer\b|basic\b)[A-Za-z][A-Za-z0-9_-]{1,20}(?:[ \t]{1,3}|=(?=[^\s=]{1,200}[@!])))?(?P<value>[A-Za-z0-9._~+/=:@!*-]{12,2000})"
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
QUERY = re.compile(r"[?&;](?P<name>[A-Za-z][\w.-]{0,40})=(?P<value>[^&#\s\"'<>`]{8,2000})")
# under a parameter a secret's name names (``?token=``, ``&api_key=``), a shorter token or a UUID is
# the credential too (``ipinfo.io/…?token=<14 hex>``, an API key issued as a UUID)
_SHORT_TOKEN = re.compile(r"(?=[A-Za-z0-9_-]{0,14}\d)(?=[A-Za-z0-9_-]{0,14}[A-Za-z])[A-Za-z0-9_-]{8,15}")
# what an example's short key is made of (``tsi_abc123``, ``test_key_1``)
_EXAMPLE_RUN = re.compile(r"(?i)abc|123|xyz|000|xxx|test|demo|example|sample|your|dummy|fake")

_QUERY_NAMES = re.compile(
    r"(?i)^(?:key|sig|signature|x-(?:amz|goog)-(?:signature|security-token|credential)|jwt|session|code_verifier)$"
)

PATH_TOKEN = re.compile(
    r"(?i)/(?:tokens?|keys?|secrets?|[a-z]{0,20}(?:web)?hooks?[a-z0-9]{0,3}|apikey|api_key|access_token|auth|trigger/[\w-]{1,60}/with/key)"
    r"/(?P<value>[A-Za-z0-9_:.~+=-]{20,300})(?=[/?#\s\"'`)]|$)"
)

# every path segment after a webhook's own segment: the URL is the credential, and vendors put
# the secret after ids (Teams ``…/IncomingWebhook/<id>/<uuid>/<signature>``, Slack
# ``/services/T…/B…/<secret>``, Discord ``/api/webhooks/<id>/<token>``)
HOOK_TAIL = re.compile(
    r"(?i)\bhttps?://[\w.-]{1,100}(?::\d{1,5})?(?:/[\w.~-]{1,60}){0,4}?/(?:[a-z]{0,20}(?:web)?hooks?[a-z0-9]{0,3}|services)"
    r"/(?P<rest>[A-Za-z0-9_:.~+=@/-]{20,1000})(?=[?#\s\"'`)]|$)"
)

_HEX_SECRET = re.compile(r"[0-9a-fA-F]{32,128}")

# the base64 of a key container (PKCS#12, a ``.pfx``/``.p12`` file: DER, so ``MII…``) in a text
# that names one
KEY_CONTAINER = re.compile(r"(?i:pkcs ?#?12|\bpfx\b|\.p12\b|keystore)")

DER_BASE64 = re.compile(r"(?<![A-Za-z0-9+/])MII[A-Za-z0-9+/]{200,20000}={0,2}")
# an unarmoured private key (DER in base64, no PEM lines, no file name) by its ASN.1 header alone:
# PKCS#8 RSA ``MIIEvQIBADANBgkqhkiG9w0BAQEFAASC…``, PKCS#1 RSA ``MIIEpAIBAAKCAQEA…``, PKCS#8 EC
# ``MIGHAgEAMBMGByqGSM49AgEG…``, SEC1 EC ``MHcCAQEEI…``/``MIGkAgEBBD…``, Ed25519 and X25519
# ``MC4CAQAwBQYDK2Vw…`` (a certificate, ``MIIDdzCCAl+gAwIBAgI…``, is none of these)
DER_PRIVATE_KEY = re.compile(
    r"(?<![A-Za-z0-9+/])(?:MII[A-Za-z0-9+/]{5}(?:ADANBgkqhkiG9w0BAQEFAAS|AAK[BC])|"
    r"MIG[A-Za-z0-9+/]AgEAMB[A-Za-z0-9+/]GByqGSM49AgEG|MHcCAQEE|MIGkAgEBBD|MC4CAQAwBQYDK2V[wu]BCIE)"
    r"[A-Za-z0-9+/]{20,20000}={0,2}"
)

# a URL whose userinfo is one token (``https://<token>@github.com``, a Sentry DSN's key)
URL_TOKEN_USER = re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]{0,30}://(?P<value>[^\s/:@<>\"'`]{16,300})@(?=[\w\[])")

# a configuration file's ``name value`` line (redis' ``requirepass v``, ``masterauth v``, an
# ``ssh``/``nginx``-style directive ending in ``;``): a secret-looking name, one value, nothing else
# (the line may end a JSON string: a config file printed inside a tool's JSON output); the name
# may be bracketed, as a CLI lists its settings (``[bitbucket-oauth.host.consumer-secret] v``)
DIRECTIVE = re.compile(
    r"(?m)^[ \t]{0,8}(?P<open>\[)?(?P<name>[A-Za-z][\w.-]{1,80})(?(open)\])[ \t]{1,8}(?P<quote>[\"']?)(?P<value>[^\s\"'`;\\]{6,500})"
    r"(?P=quote)[ \t]{0,3};?[ \t]{0,3}(?:\r?$|(?=\"[ \t]{0,3}[,}\]]))"
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
            value = m.group("value")
            named = _secret_key(name.replace("-", "_"))
            if ((_QUERY_NAMES.match(name) or named) and token_shaped(value, 16)) or (
                named
                and ((_SHORT_TOKEN.fullmatch(value) and not _EXAMPLE_RUN.search(value)) or _UUID.match(value))
                and sum(c.isdigit() for c in value) >= 2
            ):
                out.append((m.start("value"), m.end("value"), "url_secret"))
    if "/" in text:
        for m in PATH_TOKEN.finditer(text):
            value = m.group("value")
            if token_shaped(value, 20):
                out.append((m.start("value"), m.end("value"), "url_secret"))
        for m in HOOK_TAIL.finditer(text):
            pos = m.start("rest")
            for seg in m.group("rest").split("/"):
                if token_shaped(seg, 20) or _HEX_SECRET.fullmatch(seg):
                    out.append((pos, pos + len(seg), "url_secret"))
                pos += len(seg) + 1
    if "MII" in text and KEY_CONTAINER.search(text):
        out += [(m.start(), m.end(), "private_key") for m in DER_BASE64.finditer(text)]
    if "MI" in text or "MHcC" in text or "MC4C" in text:
        out += [(m.start(), m.end(), "private_key") for m in DER_PRIVATE_KEY.finditer(text)]
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
