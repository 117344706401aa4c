"""Values drawn at random, found by their shape in a slot whatever the slot is named (issue 31).

Four rounds of rules that ask "does this name say secret?" lifted the sets they were written from
and barely moved the next one: every vendor names its key differently (``agent.key``, ``hash_salt``,
``"totp"``, ``<value>`` under a Hadoop property). This module asks the inverse question. A value
in a slot — ``name = v``, ``name: v``, ``"name": "v"``, ``name => v``, ``<name>v</name>`` — whose
characters were *drawn* (:func:`drawn`: base62/base64 with the character class changing at almost
every other character, or one letter case with digits scattered and letter runs no word has) is
a secret **unless the slot's name says what else it is**: an id, a hash or digest, a nonce, a
signature, a cursor, a public key (:data:`_NOT_SECRET_WORDS`, words of software, not of vendors).
Hex is taken only under a name ending in ``key``/``secret``/``salt``/``certificate`` that no
software word qualifies: a digest is hex, and code is full of them.

Second, what a command prints when its own line names a secret (``gcloud secrets versions access
latest``, ``cat /etc/mongodb/keyfile``, ``cat office.auth``, ``op item get … --reveal``): the lines
after it that are one value alone and look drawn or like a password, up to the next prompt.
"""

from __future__ import annotations

import re

from .calls import random_literal
from .structural import _BASE58_KEY, judge_key
from .syllables import HUMPS
from .values import _DRAWN_SEQUENCE, _HEX_RUN, drawn_mixed, drawn_one_case, looks_password

# a separator and a value of token characters; the name before it is read backwards (a path of
# members, namespaces or subscripts: ``fs.s3a.secret.key``, ``profile::db::pw``, ``$settings['hash_salt']``)
SLOT_VALUE = re.compile(
    r"(?::=|=>|=|(?<!:):(?!:))[ \t]{0,3}"
    r"(?P<quote>[\"'`]?)(?P<value>[A-Za-z0-9+/=_-]{16,300}+)(?P=quote)(?![\w(.\[{]|\\[\w/])"
)
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$@.:[]'\"-")
XML_SLOT = re.compile(
    r"<(?P<name>[A-Za-z_][\w.:-]{0,60})(?:[ \t][^<>]{0,200})?>(?P<value>[A-Za-z0-9+/=_-]{16,300})</(?P=name)>"
)

# words of a slot's name that say the value is no secret: an id, a content address, a one-time
# value a protocol shows, a reference to something else; a public half of a key pair
_NOT_SECRET_LAST = (
    "id ids uuid guid ulid oid hash hashes digest checksum checksums sum sha sha1 sha256 sha384 sha512 md5 "
    "crc etag nonce integrity fingerprint thumbprint commit rev revision version build tag ref refs "
    "image data content body payload blob cursor page trace span correlation request idempotency "
    "signature sig path file filename url uri href src slug name address public pub mint program "
    "placeholder example sample test dummy mock fake fixture expected want got hint label title "
    "cache sort partition primary foreign row index lookup dedup dedupe object item bucket group "
    "node instance channel playlist video user username login email sender recipient state "
    "hmacsha256 hmac kid mappings gpg pgp ssh"
)
_NOT_SECRET_WORDS = frozenset(_NOT_SECRET_LAST.split())
# words that say so wherever they stand in the name (``publicKey``, ``next_page_token``)
_NOT_SECRET_ANY = (
    "public pub pubkey publishable digest checksum integrity nonce fingerprint commit page continuation sync "
    "pagination"
)
_NOT_SECRET_ANYWHERE = frozenset(_NOT_SECRET_ANY.split())

# ids the traces themselves use (a tool call, a message, a request)
_TRACE_ID = re.compile(r"(?:toolu|msg|call|req|resp|chatcmpl|run|file|gen|srvtoolu|evt|cus|sub)[_-]")

_HAS_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_ULID = re.compile(r"[0-7][0-9A-HJKMNP-TV-Z]{25}")
# a certificate in DER base64 (``MIIDdzCCAl+g…``: a SEQUENCE holding a SEQUENCE), public by design
_CERTIFICATE = re.compile(r"MII[A-Za-z0-9+/]{2}[DTjz]CC")


def drawn(value: str) -> bool:
    """Whether a slot's value was drawn at random: not hex, a UUID, a ULID, base58 of 32 bytes or
    a trace's own id; base62/base64 judged by :func:`.calls.random_literal`, one letter case by
    :func:`drawn_one_case`."""
    if (
        _HEX_RUN.fullmatch(value)
        or _HAS_UUID.search(value)
        or _ULID.fullmatch(value)
        or _TRACE_ID.match(value)
        or _CERTIFICATE.match(value)
    ):
        return False  # an id: a UUID behind a prefix too (Amp's ``T-<uuid>`` thread ids); a certificate
    if (_BASE58_KEY.fullmatch(value) and not (value.isupper() or value.islower())) or _DRAWN_SEQUENCE.search(
        value
    ):
        return False
    core = value.strip("=_-")
    return random_literal(value) or drawn_one_case(core) or drawn_mixed(core)


def _name_words(name: str) -> list[str]:
    return [w.lower() for w in HUMPS.findall(name)]


def _not_secret(words: list[str]) -> bool:
    if not words:
        return True
    return words[-1] in _NOT_SECRET_WORDS or any(w in _NOT_SECRET_ANYWHERE for w in words)


# a Hadoop/Hive/Spark property: ``<name>javax.jdo.option.ConnectionPassword</name><value>v</value>``
PROPERTY = re.compile(
    r"<name>[ \t]{0,8}(?P<name>[^<>\s]{1,120})[ \t]{0,8}</name>\s{0,80}?<value>(?P<value>[^<>\n]{1,500})</value>"
)

# a user and password given to a slot named for a login (``login=user:pw``, ``auth: "u:pw"``)
_HOST_TAIL = re.compile(r"@[\w-]+(?:\.[\w-]+)+(?::\d{1,5})?$|@[\w-]+:\d{1,5}$")
LOGIN_SLOT = re.compile(
    r"(?i)(?<![\w-])(?:login|auth|credentials?|creds|userinfo|user_?pass(?:word)?|basic[_-]?auth)[\"']?[ \t]{0,3}[=:][ \t]{0,3}"
    r"[\"']?[\w.@+-]{1,64}+:(?P<value>[^\s\"'`,;/]{6,200}+)(?=[\s\"',;]|$)"
)


# the last word of a name that says its value is secret material: hex there is a key, not a digest
_SECRET_LAST = re.compile(r"(?i)(?:key|secret|salt|pepper|certificate|passphrase|seed)[\"'\]]*$")
# or its first word, in an environment variable's name (``KEY_S2_AccessControl``, ``SECRET_SIGNING``)
_SECRET_FIRST = re.compile(r"(?:KEY|SECRET|Key|Secret)_")


def _hex_secret(value: str) -> bool:
    return (
        16 <= len(value) <= 128
        and _HEX_RUN.fullmatch(value) is not None
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and not _DRAWN_SEQUENCE.search(value)
    )


def _bare_colon(text: str, m: re.Match[str]) -> bool:
    """Whether a slot's separator is a colon with nothing around it and an unquoted value
    (``amp:T-…``, ``host:token``): the form of an id or a URI, not of an assignment."""
    return text.startswith(":", m.start()) and m.start("value") == m.start() + 1


def _name_start(text: str, sep: int) -> int:
    """Where the name before a separator at ``sep`` starts (at most 80 characters back, spaces
    and a closing quote or bracket before the separator skipped); ``sep`` when there is none."""
    i = sep
    while i > 0 and sep - i < 3 and text[i - 1] in " \t":
        i -= 1
    end = i
    while i > 0 and end - i < 80 and text[i - 1] in _NAME_CHARS:
        i -= 1
    while i < end and not (text[i].isalpha() or text[i] in "_$@"):
        i += 1
    return i


def slot_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of drawn values in named slots whose name says no other use."""
    out: list[tuple[int, int, str]] = []
    for m in SLOT_VALUE.finditer(text):
        start = _name_start(text, m.start())
        name = text[start : m.start()].rstrip(" \t").rstrip("'\"[]")
        words = _name_words(name)
        if (
            len(name) < 3
            or name.endswith(":")
            or _not_secret(words)
            or text[start - 1 : start] in ("?", "&", ";")
            or (_bare_colon(text, m) and not text[start:].startswith(("'", '"')))
        ):
            continue  # a URL's query, ``harness:<session id>``: ids, read by the named rules
        value = m.group("value")
        if drawn(value) or (
            (_SECRET_LAST.search(name) or _SECRET_FIRST.match(name))
            and _hex_secret(value)
            and not _NOT_SECRET_WORDS.intersection(words)
        ):
            out.append((m.start("value"), m.end("value"), "drawn_value"))
    if "</" in text:
        for m in XML_SLOT.finditer(text):
            if not _not_secret(_name_words(m.group("name"))) and drawn(m.group("value")):
                out.append((m.start("value"), m.end("value"), "drawn_value"))
        if "<name>" in text:
            for m in PROPERTY.finditer(text):
                kind = judge_key(
                    m.group("name").replace(".", "_").replace("-", "_"), m.group("value").strip()
                )
                if kind:
                    out.append((m.start("value"), m.end("value"), kind))
    for m in LOGIN_SLOT.finditer(text):
        if _HOST_TAIL.search(m.group("value")):
            continue  # ``user:pw@host``: a URL's userinfo, read by the URL rules
        if _password_shaped(m.group("value")):
            out.append((m.start("value"), m.end("value"), "password_assignment"))
    return out


# a shell prompt, then a command line
_PROMPT_LINE = re.compile(
    r"(?m)(?:^[ \t]{0,8}(?:PS [^\n>]{0,80}>|[A-Z]:\\[^\n>]{0,80}>|[$%❯➜])|(?:(?<=[.:] )|(?<=[\"'`]))[$❯➜])[ \t]{1,4}(?P<cmd>[^\n]{2,400})$"
)
_SECRET_WORD = re.compile(
    r"(?i)secret|passw|passphrase|token|api[-_]?key|credential|creds|\bauth\b|\.auth\b|keyfile|\bkeys?\b|"
    r"\.key\b|vault|keychain|keyring|totp|\botp\b|--reveal|--show-secrets?|decrypt"
)
_LONE_VALUE = re.compile(r"(?m)^[ \t]{0,8}(?P<value>[^\s]{8,400})[ \t]{0,4}\r?$")
# a JSON member of a secret store's output that holds the secret itself
_STORE_MEMBER = re.compile(
    r"\"(?:value|secret|password|plaintext|SecretString|secretValue|data)\"[ \t]{0,3}:[ \t]{0,3}\"(?P<value>[^\"\s]{8,400})\""
)


def _password_shaped(value: str) -> bool:
    """A password's shape: letters, digits, and a capital or a symbol (``thistle260?gxLd6_``);
    not a digest, a snake_case name with a version (``by_region_v2_index``), a path or a URL."""
    return (
        looks_password(value)
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and any(c.isupper() or not (c.isalnum() or c in "_-.") for c in value)
        and not re.search(r"[/\\.:]\w|^[\w-]+=", value)
    )


def printed_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of what a command that names a secret printed: lone values that look
    drawn or like a password, and a secret store's ``"value"`` member, up to the next prompt."""
    out: list[tuple[int, int, str]] = []
    prompts = list(_PROMPT_LINE.finditer(text))
    for i, m in enumerate(prompts):
        if not _SECRET_WORD.search(m.group("cmd")):
            continue
        end = prompts[i + 1].start() if i + 1 < len(prompts) else min(len(text), m.end() + 4000)
        for v in _LONE_VALUE.finditer(text, m.end(), end):
            value = v.group("value").strip("\"'")
            if value[:1] in "?&#-" or "=" in value.rstrip("="):
                continue  # a query, a flag, an assignment: not a value alone
            if drawn(value) or _password_shaped(value):
                s = v.start("value") + v.group("value").index(value)
                out.append((s, s + len(value), "printed_secret"))
        for v in _STORE_MEMBER.finditer(text, m.end(), end):
            if _password_shaped(v.group("value")) or drawn(v.group("value")):
                out.append((v.start("value"), v.end("value"), "printed_secret"))
    return out


# a command line (a prompt or none, then words): a drawn last word of a command whose verb sets up
# a credential (``sem connect <host> <token>``), or a drawn user name (``mosquitto_pub -u <token>``)
_COMMAND_LINE = re.compile(
    r"(?m)^[ \t]{0,8}(?:[$%❯➜][ \t]{1,4})?(?P<line>[a-z][\w.-]{0,30}(?:[ \t]{1,4}[^\s|;&<>]{1,300}){1,14})[ \t]{0,4}\\?$"
)
_SETUP_VERBS = frozenset(
    [
        "connect",
        "login",
        "auth",
        "authenticate",
        "authorize",
        "register",
        "configure",
        "init",
        "setup",
        "activate",
        "link",
        "add-token",
        "set-token",
    ]
)
_USER_FLAG = re.compile(
    r"(?:^|(?<=[ \t]))(?:-u|--user(?:name)?)(?:[ \t]{1,4}|=)(?P<q>[\"']?)(?P<value>[^\s:\"']{20,200})(?P=q)(?=[ \t]|$)"
)


def command_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of drawn values a command line gives by position after a verb that
    sets up a credential, or as its user name."""
    out: list[tuple[int, int, str]] = []
    for m in _COMMAND_LINE.finditer(text):
        line = m.group("line")
        words = list(re.finditer(r"[^\s]+", line))
        if any(w.group(0) in _SETUP_VERBS for w in words[1:4]):
            last = words[-1]
            value = last.group(0).strip("\"'").rstrip("\"'}),]")
            if not value.startswith("-") and drawn(value) and len(words) >= 3:
                s = m.start("line") + last.start() + last.group(0).index(value)
                out.append((s, s + len(value), "command_secret"))
        for u in _USER_FLAG.finditer(line):
            if drawn(u.group("value")):
                out.append(
                    (m.start("line") + u.start("value"), m.start("line") + u.end("value"), "command_secret")
                )
    return out


def drawn_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """Drawn values in slots of any name, and what secret-naming commands printed."""
    out = slot_spans(text) if ("=" in text or ":" in text or "</" in text) else []
    if "\n" in text and _SECRET_WORD.search(low):
        out += printed_spans(text)
    if (
        " -u" in text
        or "--user" in text
        or any(v in low for v in ("connect", "login", "auth", "register", "setup", "init"))
    ):
        out += command_spans(text)
    return out
