"""Password hashes, wherever they sit: a hash is a credential (it is cracked offline, or passed
as is), so ``/etc/shadow`` lines, ``.htpasswd`` files, LDAP ``userPassword`` values, database
password columns, Cisco configurations and Redis ACLs lose theirs.

The families are told by their documented shapes, not by where they are found:

- modular crypt (``crypt(5)``): ``$id$[params$]salt$hash`` for md5-crypt, Apache's ``apr1``,
  bcrypt, sha256/sha512-crypt, yescrypt, gost-yescrypt, scrypt, argon2, PBKDF2 (passlib and
  Django's ``pbkdf2_sha256$…``), Cisco types 8 and 9, phpass (``$P$``/``$H$``), Drupal (``$S$``);
- RFC 2307 schemes: ``{SSHA}base64``, ``{SHA}``, ``{CRYPT}$6$…``, ``{PBKDF2-SHA512}…``;
- MySQL's ``*`` + 40 hex digits, PostgreSQL's ``md5`` + 32 hex digits and ``SCRAM-SHA-256$…``;
- Cisco's ``password 7 <hex>`` (reversible), ``secret 5|8|9 <hash>``, ``key 7 <hex>``;
- Redis ACL rules: ``#<sha256 hex>`` and ``><password>`` in ``ACL SETUSER``/``user … on`` lines.
"""

from __future__ import annotations

import re

from .values import looks_password

# the ids of crypt(5), passlib and vendors; the hash itself is the last ``$`` part, in crypt's
# base64 (``./0-9A-Za-z``) or standard base64 or hex
MODULAR_CRYPT = re.compile(
    r"(?<![\w$])\$(?P<id>1|2[abxy]?|5|6|7|y|gy|sha1|md5|apr1|argon2(?:id|i|d)|scrypt|pbkdf2(?:-sha\d{1,3})?|"
    r"8|9|P|H|S|bcrypt-sha256|sm3|sha256|sha512)\$(?:[A-Za-z0-9=,.+/-]{1,120}\$){0,4}"
    r"(?P<hash>[./A-Za-z0-9+=]{16,200})(?![\w$+/=])"
)

# Django's and Werkzeug's own layouts: ``pbkdf2_sha256$260000$salt$hash``, ``scrypt:32768:8:1$salt$hash``
FRAMEWORK_HASH = re.compile(
    r"(?<![\w$])(?:pbkdf2_sha(?:1|256|512)|bcrypt_sha256|argon2|scrypt|pbkdf2:sha(?:1|256|512))"
    r"(?:[:$][A-Za-z0-9=,.+/-]{1,120}){1,4}\$(?P<hash>[./A-Za-z0-9+=]{16,200})(?![\w$+/=])"
)

# RFC 2307 (``userPassword``), Dovecot and 389-ds schemes
SCHEME_HASH = re.compile(
    r"\{(?:S?SHA(?:224|256|384|512)?|S?MD5|CRYPT|BLF-CRYPT|SHA\d{3}-CRYPT|PBKDF2(?:[-_]SHA\d{1,3})?|"
    r"ARGON2I?D?|BCRYPT|SCRAM-SHA-(?:1|256)|SSHA\d{3}|NT|LANMAN|CLEARTEXT|PLAIN)\}"
    r"(?P<hash>[A-Za-z0-9+/=.$,:_-]{8,500})"
)

MYSQL_HASH = re.compile(r"(?<![\w*])\*(?P<hash>[0-9A-F]{40})(?![\w])")

POSTGRES_MD5 = re.compile(r"(?<![\w$])md5(?P<hash>[0-9a-f]{32})(?![\w])")

SCRAM_HASH = re.compile(
    r"SCRAM-SHA-(?:1|256|512)\$\d{1,7}:(?P<hash>[A-Za-z0-9+/=]{8,100}\$[A-Za-z0-9+/=]{16,200}:[A-Za-z0-9+/=]{16,200})"
)

# Cisco IOS/ASA/NX-OS: ``username u password 7 <hex>``, ``enable secret 5 $1$…``, ``key 7 <hex>``,
# ``snmp-server user … auth sha <pass>`` is left to the command table
CISCO_TYPED = re.compile(
    r"(?<![\w-])(?:password|secret|key|key-string|authentication-key|md5)[ \t]{1,4}(?P<type>[0-9])[ \t]{1,4}"
    r"(?P<hash>[^\s\"']{4,200})"
)

# a Redis ACL rule list: ``ACL SETUSER name …`` or an ``aclfile``/``redis.conf`` ``user name …`` line
REDIS_ACL = re.compile(
    r"(?i:acl[ \t]{1,4}setuser)[ \t]{1,4}\S{1,100}|(?<![\w.-])user[ \t]{1,4}[\w.@-]{1,100}(?=[ \t]{1,4}(?:on|off|reset|nopass|resetpass)\b)"
)

_ACL_RULE = re.compile(r"[ \t]{1,4}(?P<rule>[^\s]{1,300})")

_HEX64 = re.compile(r"#[0-9a-f]{64}")


def _hash_like(value: str) -> bool:
    """Whether a crypt hash part is drawn, not written: letters with digits (or both cases) and
    no long run of one character (a made-up ``$6$xxxxxxxx…``)."""
    if not any(c.isdigit() for c in value) and (value.lower() == value or value.upper() == value):
        return False
    return len(set(value)) >= min(10, len(value) // 2)


def hash_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of the password hashes in ``text`` (the whole hash, salt included)."""
    out: list[tuple[int, int, str]] = []
    if "$" in text:
        for m in MODULAR_CRYPT.finditer(text):
            if _hash_like(m.group("hash")):
                out.append((m.start(), m.end(), "password_hash"))
        if "pbkdf2" in text or "bcrypt" in text or "argon2" in text or "scrypt" in text:
            for m in FRAMEWORK_HASH.finditer(text):
                if _hash_like(m.group("hash")):
                    out.append((m.start(), m.end(), "password_hash"))
        if "SCRAM-SHA" in text:
            out += [(m.start("hash"), m.end("hash"), "password_hash") for m in SCRAM_HASH.finditer(text)]
    if "{" in text and "}" in text:
        for m in SCHEME_HASH.finditer(text):
            if _hash_like(m.group("hash")) or m.group("hash").startswith("$"):
                out.append((m.start("hash"), m.end("hash"), "password_hash"))
    if "*" in text:
        for m in MYSQL_HASH.finditer(text):
            if _hash_like(m.group("hash")):
                out.append((m.start(), m.end(), "password_hash"))
    if "md5" in text:
        for m in POSTGRES_MD5.finditer(text):
            if _hash_like(m.group("hash")):
                out.append((m.start(), m.end(), "password_hash"))
    low = text.lower()
    if any(w in low for w in ("password", "secret", "key", "md5")):
        for m in CISCO_TYPED.finditer(text):
            value = m.group("hash")
            if m.group("type") == "7" and not re.fullmatch(r"\d\d[0-9A-Fa-f]{2,}", value):
                continue
            if m.group("type") in "589" and not value.startswith("$"):
                continue
            if looks_password(value) or (m.group("type") == "7" and len(value) >= 4):
                out.append((m.start("hash"), m.end("hash"), "password_hash"))
    if "user" in low:
        pos = 0
        while (m := REDIS_ACL.search(text, pos)) is not None:
            rules, pos = _acl_secrets(text, m.end())
            out += rules
    return out


def _acl_secrets(text: str, pos: int) -> tuple[list[tuple[int, int, str]], int]:
    """The passwords (``>p``, ``<p`` removes one: also the password) and SHA-256 hashes (``#h``,
    ``!h``) among the rules of an ACL line that starts at ``pos``, and where the rules end."""
    out = []
    for _ in range(64):
        rule = _ACL_RULE.match(text, pos)
        if rule is None:
            break
        pos = rule.end()
        r = rule.group("rule")
        if r[0] in "><" and looks_password(r[1:]):
            out.append((rule.start("rule") + 1, rule.end("rule"), "redis_acl_password"))
        elif r[0] in "#!" and _HEX64.fullmatch("#" + r[1:]):
            out.append((rule.start("rule"), rule.end("rule"), "password_hash"))
    return out, pos
