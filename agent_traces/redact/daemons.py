"""Credentials in daemons' own syntax, found by the layout only that daemon uses: strongSwan and
Libreswan ``ipsec.secrets`` (``selectors : PSK "v"``, ``EAP``, ``XAUTH``, ``NTLM``, ``RSA key.pem
"passphrase"``), Oracle's EZConnect ``user/password@host`` (``sqlplus``, ``jdbc:oracle:thin:``,
``expdp``, ``rman``, ``CONNECT u/p@db``), and app passwords written in their display groups
(Google's ``abcd efgh ijkl mnop``) after a user or a password cue."""

from __future__ import annotations

import re

from .calls import random_literal
from .syllables import speakable
from .values import _entropy, looks_password, looks_secret

# ``<selectors> : PSK "secret"``; ``: XAUTH user "pass"``; ``: RSA key.pem "passphrase"``
IPSEC_SECRET = re.compile(
    r"(?m)^[^\n:#]{0,200}:[ \t]{1,8}(?:PSK|EAP|XAUTH|NTLM|BLISS|PIN|(?:RSA|ECDSA|P12|PKCS12|PKCS8)[ \t]{1,4}[^\s\"]{1,200})"
    r"(?:[ \t]{1,4}[^\s\"]{1,100})?[ \t]{1,8}(?:\"(?P<dq>[^\"\n]{1,300})\"|'(?P<sq>[^'\n]{1,300})'|(?P<hex>0[xs][0-9A-Za-z+/=]{8,600}))"
)

# ``user/password@host`` of Oracle clients; the host a ``//host``, ``host:port`` or a TNS alias
_ORACLE_TOOL = r"(?:sqlplus|sqlldr|expdp|impdp|exp|imp|rman|dgmgrl|sql|tkprof|sqlcl)"
ORACLE_CONNECT = re.compile(
    r"(?i)(?:jdbc:oracle:(?:thin|oci):|\b"
    + _ORACLE_TOOL
    + r"(?:[ \t]{1,4}-[A-Za-z]{1,3}){0,3}[ \t]{1,4}[\"']?|"
    r"\bconn(?:ect)?[ \t]{1,4}|\buserid=[\"']?)"
    r"(?P<user>[A-Za-z_][\w$#-]{0,60}|\"[^\"\n]{1,60}\")/(?P<value>[^\s/@\"']{4,200})@"
)

# an app password in its display groups: ``abcd efgh ijkl mnop`` (letters a person copies)
APP_PASSWORD_GROUPS = re.compile(
    r"(?<![\w-])(?P<value>[a-z]{4}(?P<sep>[ -])[a-z]{4}(?P=sep)[a-z]{4}(?P=sep)[a-z]{4})(?![\w-])"
)
_APP_CUE = re.compile(
    r"(?i)(?:pass(?:word|wd)?|pwd|secret|app[ _-]?password|token)[\w\"']{0,20}[ \t]{0,4}[:=][ \t]{0,4}[\"']?$|:$|[\"']$"
)


# a bare ``key``/``secret``/``pass`` line of an INI-style config (rclone, s3cmd, boto, restic):
# too common a name to trust alone, so the value must be drawn at random
BARE_KEY_LINE = re.compile(
    r"(?m)^[ \t]{0,8}(?:key|secret|pass|secret_key|account_key|sas_key|shared_key|hmac_key)[ \t]{0,8}[=:][ \t]{0,8}"
    r"[\"']?(?P<value>[A-Za-z0-9+/=_-]{20,300})[\"']?[ \t]{0,4}\r?$"
)


def _drawn(value: str) -> bool:
    """Base62/64 of every class with the entropy of drawn characters (not a long name)."""
    classes = (str.isupper, str.islower, str.isdigit)
    return (
        all(any(f(c) for c in value) for f in classes)
        and _entropy(value) >= 4.0
        and looks_secret(value, min_length=20)
    )


def daemon_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of credentials in daemons' syntax in ``text`` (``low``: lower-cased)."""
    out: list[tuple[int, int, str]] = []
    if ":" in text and any(w in text for w in ("PSK", "EAP", "XAUTH", "NTLM", "RSA", "ECDSA", "P12", "PIN")):
        for m in IPSEC_SECRET.finditer(text):
            g = "dq" if m.group("dq") is not None else "sq" if m.group("sq") is not None else "hex"
            if len(m.group(g)) >= 6:
                out.append((m.start(g), m.end(g), "ipsec_secret"))
    if (
        "/" in text
        and "@" in text
        and any(
            w in low for w in ("oracle", "sql", "exp", "imp", "rman", "conn", "userid", "dgmgrl", "tkprof")
        )
    ):
        for m in ORACLE_CONNECT.finditer(text):
            v = m.group("value")
            if looks_password(v) and not v.startswith(("$", "%")):
                out.append((m.start("value"), m.end("value"), "connection_string_password"))
    if "key" in low or "secret" in low or "pass" in low:
        for m in BARE_KEY_LINE.finditer(text):
            if random_literal(m.group("value")) or _drawn(m.group("value")):
                out.append((m.start("value"), m.end("value"), "secret_assignment"))
    if re.search(r"[a-z]{4}[ -][a-z]{4}[ -][a-z]{4}[ -][a-z]{4}", text):
        for m in APP_PASSWORD_GROUPS.finditer(text):
            groups = re.split(r"[ -]", m.group("value"))
            if sum(not speakable(g) for g in groups) < 2 and speakable("".join(groups)):
                continue
            if _APP_CUE.search(text[max(0, m.start() - 40) : m.start()]):
                out.append((m.start("value"), m.end("value"), "app_password"))
    return out
