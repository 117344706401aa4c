"""Passwords in the configuration statements of network devices and databases, whose syntax is
``keyword [type] value`` rather than ``name = value``:

- router, switch, firewall and VPN configurations (Cisco IOS/ASA, FortiOS ``set psksecret ENC …``,
  Juniper, HAProxy ``insecure-password``): ``username u secret p``, ``enable password p``,
  ``tacacs-server key p``, ``crypto isakmp key p address …``, ``key-string p``,
  ``authentication-key p``, ``message-digest-key 1 md5 p``, ``wpa-psk ascii 0 p``,
  ``snmp-server user u g v3 auth sha p priv aes 128 p``;
- SQL: ``IDENTIFIED BY 'p'`` (MySQL, Oracle), ``SET PASSWORD … = 'p'``.

A value is kept when it looks like a password (:func:`.values.looks_password`): a type digit, a
plain word or a placeholder is not one. Cisco's typed forms (``password 7 <hex>``) are in
:mod:`.hashes`.
"""

from __future__ import annotations

import re

from .values import looks_password

_VALUE = r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})'|(?P<w>[^\s\"';]{1,200}))"

DEVICE_SECRET = re.compile(
    r"(?i)(?<![\w-])(?:"
    r"(?:username[ \t]{1,4}\S{1,64}(?:[ \t]{1,4}privilege[ \t]{1,4}\d{1,2})?|enable)[ \t]{1,4}(?:secret|password)|"
    r"(?:tacacs-server|radius-server|tacacs|radius)\b[^\n]{0,120}?[ \t]key|"
    r"crypto[ \t]{1,4}isakmp[ \t]{1,4}key|key-string|authentication-key|pre-shared-key|insecure-password|"
    r"message-digest-key[ \t]{1,4}\d{1,3}[ \t]{1,4}md5|wpa-psk[ \t]{1,4}(?:ascii|hex)|"
    r"set[ \t]{1,4}(?:password|passwd|psksecret|secret|passphrase|auth-pwd|priv-pwd|sso-password|pre-shared-key)"
    r"(?:[ \t]{1,4}ENC)?"
    r")(?:[ \t]{1,4}[0-9](?=[ \t]))?[ \t]{1,4}" + _VALUE
)

SNMP_V3_USER = re.compile(
    r"(?i)\bsnmp-server[ \t]{1,4}user\b[^\n]{0,200}?\bauth[ \t]{1,4}(?:md5|sha\S{0,4})[ \t]{1,4}(?P<auth>\S{1,200})"
    r"(?:[ \t]{1,4}priv[ \t]{1,4}(?:des|3des|aes)(?:[ \t]{1,4}\d{3})?[ \t]{1,4}(?P<priv>\S{1,200}))?"
)

# quoted (MySQL), or bare at the end of the statement (Oracle's ``IDENTIFIED BY p;``): prose
# (``identified by Philip)``) is neither
SQL_IDENTIFIED = re.compile(
    r"(?i)\bidentified[ \t]{1,4}(?:with[ \t]{1,4}[\w'\"]{1,40}[ \t]{1,4})?by[ \t]{1,4}(?:password[ \t]{1,4})?"
    r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})'|(?P<w>[^\s\"';()<>]{1,200})(?=[ \t]{0,4}(?:;|\r?$|\n)))"
)

# SQLCipher's key and rekey (``PRAGMA key = 'passphrase';``, ``PRAGMA rekey = "x'2DD29CA8…'"``)
SQL_PRAGMA_KEY = re.compile(
    r"(?i)\bpragma[ \t]{1,4}(?:\w{1,30}\.)?(?:re)?key[ \t]{0,4}=[ \t]{0,4}"
    r"(?:\"(?P<dq>[^\"\n]{1,200})\"|'(?P<sq>[^'\n]{1,200})')"
)

SQL_SET_PASSWORD = re.compile(
    r"(?i)\bset[ \t]{1,4}password\b[^=\n;]{0,120}=[ \t]{0,4}(?:password[ \t]{0,4}\([ \t]{0,4})?" + _VALUE
)


def _value(m: re.Match[str]) -> tuple[int, int, str] | None:
    for g in ("dq", "sq", "w"):
        if m.group(g) is not None:
            return m.start(g), m.end(g), m.group(g)
    return None


def statement_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of passwords in device configuration and SQL statements."""
    out: list[tuple[int, int, str]] = []
    patterns = []
    if any(w in low for w in ("secret", "password", "key", "passwd", "pwd", "wpa-psk")):
        patterns.append(DEVICE_SECRET)
    if "identified" in low:
        patterns.append(SQL_IDENTIFIED)
    if "password" in low and "set" in low:
        patterns.append(SQL_SET_PASSWORD)
    if "pragma" in low:
        for m in SQL_PRAGMA_KEY.finditer(text):
            v = _value(m)
            if v is not None and len(v[2]) >= 6 and not v[2].startswith("$"):
                out.append((v[0], v[1], "config_password"))
    for pattern in patterns:
        for m in pattern.finditer(text):
            v = _value(m)
            if v is not None and looks_password(v[2]) and not v[2].startswith("$"):
                out.append((v[0], v[1], "config_password"))
    if "snmp-server" in low:
        for m in SNMP_V3_USER.finditer(text):
            for g in ("auth", "priv"):
                if m.group(g) is not None and looks_password(m.group(g)):
                    out.append((m.start(g), m.end(g), "config_password"))
    return out
