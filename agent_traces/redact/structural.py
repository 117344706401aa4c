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
    r"^(?:[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*|\[[^\]]{0,40}\]|\(\))+|"  # options?.apiKey, a.b(), a["x"]
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
