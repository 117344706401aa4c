"""Values of secret names that the general assignment rule (:data:`.structural.ASSIGNMENT`) cannot
take, because its value class and shape test are made to stop at code (issue 31):

- a quoted generated secret that starts with a bracket or a symbol (``SECRET_KEY =
  '(r@93$sw…'``): the rule's value may not start with ``(``, ``[``, ``<`` or ``&``;
- a quoted password with dots (``PGPASSWORD='apVIRofz8P.HU.e'``, ``db_password: "t_R_zQlv.mW…"``):
  unquoted it reads as member access, quoted it is a literal, and it is a password when one of
  its dotted parts is no identifier;
- ``pat``, the personal access token of Azure DevOps, GitHub and others (``# pat=…``, ``ADO_PAT:``),
  as a whole word only (``path``, ``pattern``, ``compat`` are other words), given a token;
- the id half of a credential pair printed with its secret (``token_id``/``token_secret``,
  ``key_id``/``key_secret``, ``access_key_id`` beside ``secret_access_key``), which names the
  credential as much as an AWS key id does;
- a passphrase of two to six words with a digit, quoted under a password's name (``wpa-passphrase
  "Pepper maple tundra 17"``), and the last quoted argument of a call named for a password
  (``SetDistributionUserNamePassword("relay", "Orbit369nairobi")``);
- a secret's name and a quoted value apart by spaces only (``+rcon.password "…"`` on a game
  server's command line, ``password "…"`` in a Tcl/nginx-like config), and a property's setter
  (``token.set("…")`` in a Gradle Kotlin script);
- a name and its value as two keys of one record (a Kubernetes or Compose ``env`` list in YAML:
  ``- name: API_TOKEN`` then ``value: …``), and assignment operators of other languages
  (Make's ``TOKEN ?= …``, R's ``api_key <- "…"``).
"""

from __future__ import annotations

import bisect
import re

from .structural import judge_key
from .values import (
    _CODE_VALUE,
    _NOT_SECRET_NAMES,
    _PASCAL_CASE,
    PASSWORD_NAME,
    _name_before,
    _secret_key,
    looks_password,
    looks_secret,
    token_shaped,
)

_SEP = r"[\"']?[ \t]{0,16}(?:=|:=|:|=>)[ \t]{0,16}"

# a secret-looking name, then a quoted value with no space
QUOTED = re.compile(
    r"(?i)(?P<name>(?:pass|pwd|secret|token|key|auth|cred|psk)[\w.-]{0,40}+)"
    + _SEP
    + r"(?P<quote>[\"'`])(?P<value>[^\s\"'`\\]{6,300}+)(?P=quote)"
)

# ``pat`` as a word of a name: ``pat``, ``ADO_PAT``, ``azure-pat``, ``pat_token``
PAT = re.compile(
    r"(?i)(?<![A-Za-z0-9])pat(?:[_-]token)?"
    + _SEP
    + r"(?P<quote>[\"'`]?)(?P<value>[A-Za-z0-9_-]{20,300}+)(?P=quote)(?![\w(.\[])"
)

# the id of a credential pair: ``token_id``, ``key_id``, ``AccessKeyId``, ``secret_id``, ``app_key_id``
PAIR_ID = re.compile(
    r"(?i)(?:token|key|secret)[_-]?id"
    + _SEP
    + r"(?P<quote>[\"'`]?)(?P<value>[A-Za-z0-9_.+/-]{16,200}+)(?P=quote)(?![\w(\[])"
)

# the secret half beside it, within a few lines
_PAIR_SECRET = re.compile(
    r"(?i)(?:secret|private[_-]?key|password)(?:[_-]?(?:access[_-]?)?key)?[\"']?[ \t]{0,16}(?:=|:=|:|=>)"
)

# ``- name: API_TOKEN`` / ``value: v`` (also ``key:``/``value:``), one record's two lines (the
# second may end a JSON string: a manifest printed inside a tool's JSON output)
RECORD_PAIR = re.compile(
    r"(?m)^[ \t]{0,12}(?:-[ \t]{1,4})?(?:name|key):[ \t]{0,4}[\"']?(?P<name>[A-Za-z_][\w.-]{0,80})[\"']?[ \t]{0,4}\r?\n"
    r"[ \t]{0,14}value:[ \t]{0,4}(?P<quote>[\"']?)(?P<value>[^\s\"'#]{1,500})(?P=quote)[ \t]{0,4}(?=\r?\n|$|\"[ \t]{0,3}[,}\]])"
)

# ``TOKEN ?= v`` (Make), ``api_key <- "v"`` / ``<<-`` (R)
OPERATOR = re.compile(
    r"(?<=[\w.])[ \t]{0,16}(?:\?=|<<?-)[ \t]{0,16}(?P<quote>[\"']?)"
    r"(?P<value>[^\s\"'`,;(){}\[\]<>\\]{1,500})(?P=quote)(?![\w(.\[])"
)

_OPENERS = frozenset("([{<&,;)]}>")
_HEX = re.compile(r"[0-9A-Fa-f]+")


_VERSION_PART = re.compile(r"[\^~>=<]{0,2}v?\d+(?:[-+]\w+)*|\*")
_WORD_PART = re.compile(r"[\w-]+")


def _plain(part: str) -> bool:
    """Whether a dotted part reads as a name, a number or a version part: a word in one case
    (``datasource``, ``HU``, ``db-1``), an identifier of code (``DbPassword``), digits
    (``0-beta``, ``^5``); not letters of mixed case (``apVIRofz8P``) nor symbols (``p@ss``)."""
    if not part or _VERSION_PART.fullmatch(part):
        return True
    if not _WORD_PART.fullmatch(part):
        return False
    return part.islower() or part.isupper() or bool(_CODE_VALUE.match(part) or _PASCAL_CASE.match(part))


def dotted_password(value: str) -> bool:
    """Whether a quoted value of a password name with dots is a password: eight characters or
    more, and one dotted part that no name, number or version has the shape of (``apVIRofz8P``),
    where ``auth.password``, ``spring.datasource.password`` and ``^5.0.0-beta.31`` are all plain."""
    parts = value.split(".")
    return len(value) >= 8 and len(parts) >= 2 and not all(_plain(p) for p in parts)


# ``name "value"``: a secret's name, spaces, a quoted value (after a line start, a space or ``+``/``-``)
SPACED = re.compile(
    r"(?i)(?:(?<=[\s+])|^)(?P<name>[\w.-]{0,40}(?:pass(?:word|wd|phrase)|pwd|secret|token|psk))[ \t]+"
    r"(?P<quote>[\"'])(?P<value>[^\s\"'\\]{6,200})(?P=quote)"
)
# a passphrase of words under a password's name (``wpa-passphrase "Pepper maple tundra 17"``,
# ``SIGNING_KEY_PASSWORD: "Herbst orbit 1213"``): quoted, two to six words, a digit among them
PASSPHRASE = re.compile(
    r"(?i)(?P<name>[\w.-]{0,60}pass(?:word|wd|phrase))[\"']?[ \t]{0,4}(?:[:=]|=>)?[ \t]{0,4}(?P<quote>[\"'])"
    r"(?P<value>[^\s\"'\\][^\"'\\\n]{4,80}[^\s\"'\\])(?P=quote)"
)
_PHRASE_STOP_WORDS = """enter your the new old confirm please here type a an is of to for password passphrase
change me example secret required optional"""
_PHRASE_STOP = frozenset(_PHRASE_STOP_WORDS.split())
# a call named for a password: its last quoted argument (``SetDistributionUserNamePassword("relay",
# "Orbit369nairobi")``, ``set_password(user, 'pw')``)
PASSWORD_CALL = re.compile(
    r"(?i)\w{0,40}pass(?:word|wd)\w{0,10}\((?P<args>[^()\n]{0,200}?)(?P<quote>[\"'])(?P<value>[^\s\"'\\]{6,100})"
    r"(?P=quote)[ \t]*\)"
)
# a setter of a secret-named property: ``token.set("…")``, ``apiKey.set('…')``
SETTER = re.compile(
    r"(?i)(?P<name>\w{0,40}(?:pass(?:word|wd)?|secret|token|key))\.set\([ \t]*(?P<quote>[\"'])"
    r"(?P<value>[^\s\"'\\]{6,300})(?P=quote)[ \t]*\)"
)


def named_value_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of the values above in ``text`` (``low``: its lower-cased copy)."""
    out: list[tuple[int, int, str]] = []
    if ("'" in text or '"' in text or "`" in text) and any(
        w in low for w in ("pass", "pwd", "secret", "token", "key", "auth", "cred", "psk")
    ):
        for m in QUOTED.finditer(text):
            value = m.group("value")
            if value[0] not in _OPENERS and "." not in value:
                continue
            name = _name_before(text, m.start()) + m.group("name")
            if not _secret_key(name) or _NOT_SECRET_NAMES.search(name):
                continue
            if value[0] in _OPENERS and looks_secret(value, min_length=16):
                out.append((m.start("value"), m.end("value"), "secret_assignment"))
            elif "." in value and PASSWORD_NAME.search(name) and dotted_password(value):
                out.append((m.start("value"), m.end("value"), "password_assignment"))
    if "pat" in low:
        for m in PAT.finditer(text):
            if token_shaped(m.group("value"), 20):
                out.append((m.start("value"), m.end("value"), "secret_assignment"))
    if "id" in low and _PAIR_SECRET.search(text):
        secrets = [m.start() for m in _PAIR_SECRET.finditer(text)]
        for m in PAIR_ID.finditer(text):
            value = m.group("value")
            i = bisect.bisect_left(secrets, m.start() - 400)
            near = i < len(secrets) and secrets[i] <= m.end() + 400
            if near and token_shaped(value, 16) and not _HEX.fullmatch(value):
                out.append((m.start("value"), m.end("value"), "credential_id"))
    if "value:" in text:
        for m in RECORD_PAIR.finditer(text):
            kind = judge_key(m.group("name").replace("-", "_").replace(".", "_"), m.group("value"))
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
    if '"' in text or "'" in text:
        for pattern in (SPACED, SETTER) if ".set(" in text else (SPACED,):
            for m in pattern.finditer(text):
                name, value = m.group("name").replace("-", "_").replace(".", "_"), m.group("value")
                kind = judge_key(name, value)
                if not kind and "." in value and PASSWORD_NAME.search(name):
                    kind = judge_key(name, value.replace(".", ""))  # quoted, a dot is no member access
                if kind:
                    out.append((m.start("value"), m.end("value"), kind))
    if ("pass" in low) and ('"' in text or "'" in text):
        for m in PASSPHRASE.finditer(text):
            value = m.group("value")
            words = value.split()
            if (
                2 <= len(words) <= 6
                and any(c.isdigit() for c in value)
                and not any(w.lower().strip(".,!") in _PHRASE_STOP for w in words)
                and not any(c in value for c in "{}$%<>()")
            ):
                out.append((m.start("value"), m.end("value"), "passphrase"))
        for m in PASSWORD_CALL.finditer(text):
            value = m.group("value")
            if looks_password(value) or looks_secret(value, min_length=12):
                out.append((m.start("value"), m.end("value"), "password_assignment"))
    if "?=" in text or "<-" in text:
        for m in OPERATOR.finditer(text):
            kind = judge_key(_name_before(text, m.start(), 60).replace(".", "_"), m.group("value"))
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
    return out
