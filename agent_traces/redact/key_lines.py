"""Key material on the line after a comment that says it is secret: the key files of signing
and encryption tools that have no PEM armour (minisign and signify ``untrusted comment: … secret
key``, a ``# private key`` or ``// encryption key`` line above a base64 or hex key); and a value
alone on the line after a label line that names a password or a key and ends at its colon
(``rpcauth.py``'s ``Your password:`` then the password).

PEM blocks are :mod:`.files`' (their ``BEGIN`` label names them); a public key, a certificate,
a signature or a checksum under its comment is not a secret and stays.
"""

from __future__ import annotations

import re

from .calls import random_literal
from .values import looks_password, looks_secret

LABELLED_KEY = re.compile(
    r"(?m)^[ \t]{0,8}(?:#|//|;|--|(?:untrusted[ \t])?comment:)[ \t]{0,4}(?P<label>[^\n]{3,160})\r?\n"
    r"[ \t]{0,8}(?P<value>[A-Za-z0-9+/=_-]{40,4000})[ \t]{0,4}(?=\r?\n|$)"
)

_SECRET_LABEL = re.compile(
    r"(?i)\b(?:secret|private|encrypted|signing|encryption|master)[ \t_-]{1,3}(?:\w+[ \t_-]{1,3}){0,2}?(?:key|seed)s?\b"
    r"|\b(?:password|passphrase|api[ \t_-]?key|access[ \t_-]?token|auth[ \t_-]?token)\b"
)
_NOT_SECRET_LABEL = re.compile(r"(?i)public|certificate|signature|checksum|fingerprint|\bhash\b|sha\d|digest")


# a line that is a label naming a password or a key and nothing after its colon, then the value alone
# on the next line (``rpcauth.py``'s ``Your password:``, a wizard's ``API key:`` block)
LABEL_THEN_VALUE = re.compile(
    r"(?im)^[ \t]{0,8}(?P<label>[^\n:]{0,60}?\b(?:password|passphrase|passwd|api[ _-]?key|secret(?:[ _-]?key)?|"
    r"access[ _-]?token|auth[ _-]?token|token)\b[^\n:]{0,20}):[ \t]*\r?\n[ \t]{0,8}"
    r"(?P<value>[^\s\"'`<>]{6,300})[ \t]*(?=\r?\n|$)"
)


def key_line_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of key material under a comment that names it secret."""
    if "\n" not in text or not any(w in low for w in ("secret", "private", "key", "pass", "token")):
        return []
    out = []
    for m in LABELLED_KEY.finditer(text):
        label, value = m.group("label"), m.group("value")
        if not _SECRET_LABEL.search(label) or _NOT_SECRET_LABEL.search(label):
            continue
        if random_literal(value) or looks_secret(value, min_length=40):
            out.append((m.start("value"), m.end("value"), "private_key"))
    if ":" in text:
        for m in LABEL_THEN_VALUE.finditer(text):
            label, value = m.group("label").lower(), m.group("value")
            if _NOT_SECRET_LABEL.search(label) or value.endswith(":"):
                continue
            password = "pass" in label
            if (
                (looks_password(value) and any(c.isdigit() for c in value))
                if password
                else (random_literal(value) or looks_secret(value, min_length=16))
            ):
                out.append((m.start("value"), m.end("value"), "labelled_value"))
    return out
