"""Secrets a program is told or tells in a dialogue, and tokens of vendors no rule names (issue 31,
round 11).

- **answered to a password prompt**: an ``expect`` script's ``send "…\\r"`` after ``expect
  "password:"``, pexpect's ``child.sendline("…")`` after ``child.expect("Password:")`` (the
  prompt says what the answer is, whatever it looks like, unless it is a variable);
- **printed under its own label**: a line that names a key, a token, a secret or a password and
  ends in ``:`` (``API key for 'nginx-edge-01':``, ``Your new token:``), then, after up to two
  blank lines, a line holding one drawn value alone (``cscli bouncers add``, ``vault operator
  init``-like outputs), unless the label says it is public, an id, a fingerprint or a digest;
- **told at the end of a line**: a log line that names a password, a token or a secret and ends
  in ``: <value>`` (MySQL's temporary root password, Spring Boot's generated password), unless
  the line says the value is a length, a policy, a path or an error;
- **a vendor's token by the layout vendors share**: a short lower-case prefix, ``_``, then 32
  characters or more of base62 drawn at random (``mrp_…`` of Modrinth, ``wlu_…`` of Weblate):
  the layout GitHub, Stripe and others made common, taken when the body is drawn, not hex.
"""

from __future__ import annotations

import re

from .calls import random_literal
from .drawn import drawn
from .values import _UUID, looks_password

# a value that starts like markup or a path is no printed password
_MARKUP_START = re.compile(r"[/\\{\[(]")

_EXPECT_SEND = re.compile(
    r"""(?i)expect[ \t]+(?:-\w+[ \t]+)?["'{][^"'}\n]{0,40}(?:assword|passphrase|passcode|\bpin\b)[^"'}\n]{0,40}["'}]"""
    r"""[^\n]{0,40}\n(?:[ \t]*(?:#[^\n]*)?\n){0,2}[ \t]*(?:exp_)?send[ \t]+(?:--[ \t]+)?["{]"""
    r"""(?P<v>[^"}\r\n$\\\[]{3,100})(?:\\r|\\n|\r)?["}]"""
)
_PEXPECT_SEND = re.compile(
    r"""(?i)\.expect\([ \t]*[rb]?["'][^"'\n]{0,40}(?:assword|passphrase|passcode)[^"'\n]{0,40}["'][^\n]{0,40}\n"""
    r"""[ \t]*\w+\.sendline\([ \t]*[rb]?(?P<q>["'])(?P<v>[^"'\n\\]{3,100})(?P=q)[ \t]*\)"""
)
_LABEL_LINE = re.compile(
    r"(?im)^[^\n]{0,60}\b(?:api[ _-]?key|key|token|secret|password|passphrase)\b[^\n:]{0,60}:[ \t]*\r?\n"
    r"(?:[ \t]*\r?\n){0,2}[ \t]*(?P<v>(?:[A-Za-z0-9]{1,8}:){0,2}[A-Za-z0-9+/=_.-]{16,200})[ \t]*\r?$"
)
# a log or output line that tells a credential at its end, after a colon: MySQL's ``A temporary
# password is generated for root@localhost: …``, Spring Boot's ``Using generated security
# password: …``, ``The generated password for the elastic built-in superuser is : …``
_INLINE_LINE = re.compile(
    r"(?im)^[^\n]{0,160}?\b(?P<cue>password|passphrase|passwort|token|secret|api[ _-]?key)\b[^\n:]{0,80}:[ \t]+"
    r"(?P<v>[^\s\"'`<>]{6,200})[ \t]*(?:\r?$|(?=\"[ \t]{0,3}[,}\]]))"
)
_NOT_PRINTED = re.compile(
    r"(?i)public|fingerprint|\bid\b|hash|digest|checksum|signature|key[ _-]?id|length|policy|file|path|url|"
    r"expir|reset|change|invalid|wrong|incorrect|fail|error|required|missing|type|name|field|env|variable|"
    r"mint|address|account|program|contract|wallet|pubkey"
)
# a label of what is no secret: a public key, a key's id or fingerprint, a digest
_NOT_SECRET_LABEL = re.compile(r"(?i)public|fingerprint|\bid\b|hash|digest|checksum|signature|key[ _-]?id")
_PREFIXED = re.compile(r"(?<![\w-])[a-z]{2,5}_(?P<body>[A-Za-z0-9]{32,100})(?![\w-])")


def dialogue_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of the secrets above in ``text`` (``low``: its lower-cased copy)."""
    out: list[tuple[int, int, str]] = []
    if "send" in low and ("assword" in low or "passphrase" in low or "passcode" in low or "pin" in low):
        for pattern in (_EXPECT_SEND, _PEXPECT_SEND):
            for m in pattern.finditer(text):
                out.append((m.start("v"), m.end("v"), "prompted_password"))
    if "\n" in text and any(w in low for w in ("key", "token", "secret", "password", "passphrase")):
        for m in _LABEL_LINE.finditer(text):
            label = text[m.start() : m.start("v")]
            tail = m.group("v").rsplit(":", 1)[-1]  # a key's version prefix (``k1:…``, ``kes:v1:…``)
            if not _NOT_SECRET_LABEL.search(label) and (random_literal(tail) or drawn(tail)):
                out.append((m.start("v"), m.end("v"), "printed_secret"))
    if ":" in text and any(
        w in low for w in ("password", "passphrase", "passwort", "token", "secret", "key")
    ):
        for m in _INLINE_LINE.finditer(text):
            v = m.group("v")
            if _NOT_PRINTED.search(text, m.start(), m.start("v")):
                continue
            password = m.group("cue").lower().startswith("pass")
            if (password and looks_password(v) and not v.isalpha() and not _MARKUP_START.match(v)) or (
                random_literal(v) or drawn(v) or _UUID.fullmatch(v)
            ):
                out.append((m.start("v"), m.end("v"), "printed_secret"))
    if "_" in text:
        for m in _PREFIXED.finditer(text):
            body = m.group("body")
            if not re.fullmatch(r"[0-9a-fA-F]+", body) and random_literal(body):
                out.append((m.start(), m.end(), "prefixed_token"))
    return out
