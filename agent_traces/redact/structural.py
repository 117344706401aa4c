"""Structural detectors: a value assigned to a secret-looking name (``KEY=v``, ``"key": "v"``),
judged by its shape and entropy so that code (``options?.apiKey``, ``AUTH_SECRET``) is left alone.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from .placeholders import _is_placeholder

# -- secret-looking names and their values ---------------------------------------------------

_PASSWORD_NAMES = r"pass(?:word|wd|phrase|wort)?|pwd|contrase[ñn]a|secret"

_KEY_NAMES = (
    r"api_?key|auth_?key|service_?key|account_?key|db_?key|database_?key|priv_?key|private_?key|"
    r"client_?key|secret_?key|access_?key|token|credentials?|auth"
)

ASSIGNMENT = re.compile(
    rf"(?i)(?P<name>{_PASSWORD_NAMES}|{_KEY_NAMES})(?P<tail>[A-Za-z0-9_.-]{{0,40}})\\{{0,3}}[\"']?[ \t]{{0,3}}"
    r"(?:=|:=|:|=>)[ \t]{0,3}(?:\\{1,3}(?=[\"'`]))?(?P<quote>[\"'`]?)(?P<value>[^\s\"'`,;(){}\[\]<>\\&]{1,500})(?![(\[{])"
)

_ASSIGNMENT_WORDS = ("pass", "pwd", "secret", "key", "token", "auth", "credential", "contrase")

_ASSIGNMENT_LOWER = re.compile(ASSIGNMENT.pattern.replace("(?i)", "", 1))

SECRET_NAME = re.compile(rf"(?i)(?:{_PASSWORD_NAMES}|{_KEY_NAMES})")

PASSWORD_NAME = re.compile(rf"(?i)(?:{_PASSWORD_NAMES})")

_NAME_CHAR = re.compile(r"[A-Za-z0-9_.-]")

_NOT_SECRET_NAMES = re.compile(
    r"(?i)(?:(?:^|_)(?:max|num|input|output|total|cache|count|usage|reasoning|prompt|completion)_?tokens?$|"
    r"tokens?_?(?:count|usage|limit|type|url|endpoint|file|path|name|id)$|"
    r"(?:^|_)(?:secret|password|token)_?(?:name|names|id|ref|field|key_?name|env|path|file|length|manager)$|"
    r"^(?:tokenizer|authors?|author_\w+|authenticat\w*|authori[sz]\w*|oauth_\w*url|bypass\w*|compass\w*|passes|"
    r"passed|passing|passthrough|pass_?through|passive\w*|(?:co-)?authored(?:-by)?)$)"
)

_CODE_VALUE = re.compile(
    r"^(?:[A-Za-z_$][\w$]*(?:(?:\??\.|::)[A-Za-z_$][\w$]*|\[[^\]]{0,40}\]|\(\))+[;,]?|"  # options?.apiKey, a.b(), a["x"], String::new();
    r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|"  # AUTH_SECRET
    r"[\^~>=<]{0,2}v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?|"  # ^5.0.0-beta.31
    r"[a-z]{2,}(?:[A-Z][a-z]{2,})+\d{0,2}|"  # camelCase identifier
    r"[a-z]+(?:_[a-z]+)+|"  # snake_case words
    r"[A-Za-z]+)$"  # one plain word
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
    if len(value) < min_length or _is_placeholder(value) or _CODE_VALUE.match(value):
        return False
    if value.isdigit() or value.startswith(("/", "~/", "./", "../", "http://", "https://", "file:")):
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
    if len(value) < 6 or _is_placeholder(value) or value.startswith(("/", "~/", "./", "http://", "https://")):
        return False
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
    rf"(?i)(?:^|(?<=[\s\"'`(\[]))--?(?P<name>(?:[a-z0-9]{{1,20}}[-_.]){{0,4}}{_SECRET_WORD})"
    r"(?:=|[ \t]{1,5})(?P<quote>[\"']?)(?P<value>[^\s\"'`;|&<>(){}\[\]]{1,500})(?P=quote)(?=$|[\s;|&)\"'`,\]}])"
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

# ``docker login -u bob -p v``, ``htpasswd -b file user v``, ``psql``-style ``PGPASSWORD`` is an
# assignment
COMMAND_PASSWORD = re.compile(
    r"(?i)(?:^|(?<=[\s;&|(`]))(?:(?:docker|podman|buildah|skopeo|helm|nerdctl|oras)[ \t]{1,5}(?:registry[ \t]{1,5})?login\b"
    r"[^\n|;&]{0,200}?[ \t]-p[ \t]{1,5}(?P<quote>[\"']?)(?P<value>[^\s\"']{1,200})(?P=quote)|"
    r"htpasswd[ \t]{1,5}-[A-Za-z]{0,6}b[A-Za-z]{0,6}[ \t]{1,5}\S{1,200}[ \t]{1,5}\S{1,100}[ \t]{1,5}"
    r"(?P<quote2>[\"']?)(?P<value2>[^\s\"']{1,200})(?P=quote2))"
)

# ``ALGOLIA_ADMIN_KEY=v``, ``STRIPE_KEY: v``: an environment-style name ending in ``_KEY`` (case
# sensitive, so ``primary_key``/``cache_key`` in code are left to the assignment rule, which does
# not take them)
ENV_KEY = re.compile(
    r"(?<![A-Za-z0-9_])(?P<name>[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){0,5}_KEYS?)[\"']?[ \t]{0,3}[:=][ \t]{0,3}"
    r"(?P<quote>[\"']?)(?P<value>[^\s\"'`,;(){}\[\]<>\\&]{16,500})(?P=quote)(?![(\[{])"
)

STRUCTURE_WORDS = ("key", "token", "secret", "pass", "pwd", "credential", "auth", "login")


def _judge(name: str, value: str) -> str | None:
    """The kind of a value given to a secret-looking ``name``, or None when it is not a secret."""
    key = name.replace("-", "_").replace(".", "_")
    if not _secret_key(key):
        return None
    password = bool(PASSWORD_NAME.search(key)) and not re.search(r"(?i)key|token", key)
    if not (looks_password(value) if password else looks_secret(value)):
        return None
    return "password_assignment" if password else "secret_assignment"


def structure_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of secret values in flag, Dockerfile, XML, header and command syntax."""
    out: list[tuple[int, int, str]] = []
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
    if "login" in low or "htpasswd" in low:
        for m in COMMAND_PASSWORD.finditer(text):
            g = "value" if m.group("value") is not None else "value2"
            if looks_password(m.group(g)):
                out.append((m.start(g), m.end(g), "command_password"))
    return out


def quoted_end(text: str, match: re.Match) -> int:
    """Where an assignment's value ends: at its closing quote when it is quoted and holds no
    space (``SECRET_KEY = 'django-insecure-…(-_=+)…'``), else where :data:`ASSIGNMENT` stopped."""
    end = match.end("value")
    quote = match.group("quote")
    if not quote or text.startswith(quote, end):
        return end
    close = text.find(quote, end, end + 500)
    if close == -1:
        return end
    between = text[end:close]
    if any(c.isspace() or c == "\\" or c in "\"'`" for c in between):
        return end
    return close
