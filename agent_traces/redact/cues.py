"""A random value right after a word that names a secret, in syntax no assignment rule parses:
prose and logs (``the password is Tr0ub4dor3x``, ``use this token (kq8Z…) for the bot``,
``Access key for prod: AKLM…``), CLI output (``Bootstrap token  <uuid>``).

The cue is a secret's name written as words (``token``, ``secret``, ``password``, ``api key``,
``access key``…; a bare ``key`` is too common in code to be one); the value is one of the next
few words on the line, after only short plain words (``is``, ``for prod``) and punctuation. It is
taken when it looks drawn at random (:func:`.identifiers.random_token`, a UUID after a token or
secret cue) or, after a password cue, like a composed password (letters and digits, not code);
a word that says the value is something else (``hash``, ``id``, ``name``, ``file``…) ends the
search, so ``token id 6a3e…`` and ``password hash 5f4d…`` stay.
"""

from __future__ import annotations

import re

from .calls import random_literal
from .identifiers import random_token
from .values import _CODE_VALUE, _UUID, looks_password

# "password" in other languages (Wiktionary's translations of *password*): a mail or a chat
# in German, French, Spanish, Portuguese, Dutch, Polish, the Nordic languages, Czech, Hungarian,
# Italian, Turkish, Russian, Japanese, Chinese or Korean names it so
_PASSWORD_WORDS = (
    r"kennwort|passwort|mot de passe|contrase[ñn]a|senha|wachtwoord|has[łl]o|l[öo]senord|adgangskode|passord|"
    r"salasana|heslo|jelsz[óo]|parola|[şs]ifre|пароль|パスワード|密码|密碼|비밀번호"
)
_PASSWORD_CUE_WORDS = (
    "pass",
    "kennw",
    "wort",
    "contrase",
    "senha",
    "woord",
    "hasło",
    "haslo",
    "senord",
    "kode",
    "salasana",
    "heslo",
    "jelsz",
    "parola",
    "ifre",
    "пароль",
    "パスワード",
    "密码",
    "密碼",
    "비밀번호",
)

CUE = re.compile(
    r"(?i)(?<![\w.$/-])(?P<cue>(?:(?:api|access|secret|private|auth|client|app|master|admin|signing|encryption|"
    r"license|licence|account|service)[ _-]key|token|secret|client[ _-]secret|password|passwd|passphrase|"
    r"credentials?|" + _PASSWORD_WORDS + r")s?)(?![\w.$/(-])"
)

_WORD = re.compile(r"[^\s\"'`()\[\]{}<>,;|]{1,300}")

# short words that may sit between a cue and its value
_FILLER = re.compile(
    r"(?i)^(?:is|was|are|for|of|the|a|an|to|in|on|at|prod|production|staging|dev|test|new|my|your|our|user|account|now|here|"
    r"lautet|ist|est|es|é|è|är|er|on|jest|je|wynosi|was|wordt|:|=|->|=>|→|-|:=|：|は|为|為|는|은)$"
)

# words that say the next value is not the secret itself
_NOT_VALUE = re.compile(
    r"(?i)^(?:hash(?:es|ed)?|digest|sha\d*|md5|fingerprint|ids?|length|len|names?|files?|paths?|types?|count|"
    r"fields?|env|prefix|headers?|expir\w*|usage|limit|url|endpoint|policy|scopes?|format|hint|example|placeholder)$"
)

_MAX_WORDS = 6

# words of a label that say its value is public (``Token Mint:``, ``Token Address:``)
_NOT_SECRET_LABEL = frozenset(
    [
        "mint",
        "address",
        "addresses",
        "account",
        "program",
        "pubkey",
        "public",
        "contract",
        "symbol",
        "decimals",
        "supply",
        "owner",
        "issuer",
    ]
)

# the rest of a label line whose words name whose secret it is, then a colon and the value last
# (``ORACLE PASSWORD FOR SYS, SYSTEM AND PDBADMIN: <pw>``)
_LABEL_REST = re.compile(r"[^\n:=\"'`]{1,80}:[ \t]{1,4}(?P<value>[^\s\"'`]{8,100})[ \t]*(?=\r?\n|$)")


def _password_like(value: str) -> bool:
    return (
        len(value) >= 8
        and looks_password(value)
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and not _CODE_VALUE.match(value)
        and "." not in value.strip(".")
        and "/" not in value
    )


def cue_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of random values that follow a secret's name written as words."""
    if not any(w in low for w in ("key", "token", "secret", "credential", *_PASSWORD_CUE_WORDS)):
        return []
    out: list[tuple[int, int, str]] = []
    for m in CUE.finditer(text):
        cue = m.group("cue").lower()
        password = any(w in cue for w in _PASSWORD_CUE_WORDS)
        line_end = text.find("\n", m.end(), m.end() + 200)
        stop = min(len(text), m.end() + 200) if line_end == -1 else line_end
        pos = m.end()
        rest = _LABEL_REST.match(text, pos, stop)
        label = re.findall(r"\w+", text[pos : rest.start("value")]) if rest is not None else []
        if rest is not None and not any(_NOT_VALUE.match(w) or w.lower() in _NOT_SECRET_LABEL for w in label):
            value = rest.group("value")
            if _password_like(value) if password else random_token(value) or random_literal(value):
                out.append((rest.start("value"), rest.end("value"), "secret_after_cue"))
                continue
        for _ in range(_MAX_WORDS):
            w = _WORD.search(text, pos, stop)
            if w is None:
                break
            pos = w.end()
            value = w.group(0).rstrip(".:")
            if _NOT_VALUE.match(value):
                break
            if not value or _FILLER.match(value):  # ``:`` alone (French ``est : v``)
                continue
            if value.startswith("=") or "&" in value:
                break
            secret = (
                _password_like(value)
                if password
                else random_token(value) or random_literal(value) or bool(_UUID.match(value))
            )
            if secret:
                out.append((w.start(), w.start() + len(value), "secret_after_cue"))
            break
    return out
