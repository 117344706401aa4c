"""Secrets a command line or a call gives by a slot that names them, in any tool's syntax
(issue 31).

:mod:`.commands` knows tools one by one and :mod:`.structural` reads ``--password v``; the next
tool writes the same slot its own way. What these slots share is a name, not a tool:

- **a password flag in any flag syntax**: ``-pw v`` (PuTTY), ``/p v`` and ``/p:v`` (signtool,
  xfreerdp), ``-p:v`` (winrs), ``-password:v``, ``/pass v``, ``--passphrase v``; a lone ``-p v``
  stays with :func:`.slots._p_flags` (``-p`` is a port as often as a password);
- **a user and a password given to a user flag**: ``--user root:v`` (etcdctl), ``--auth u:v``,
  ``--creds u:v``, not ``host:port`` nor a URL's userinfo;
- **a lookup's default under a secret's name**: ``env('PASETO_LOCAL_KEY', 'v')``,
  ``config("app.secret", "v")``, ``getProperty("db.password", "v")`` — the code reads the secret
  from the environment and writes the fallback down — and PHP's ``define('KEY', 'v')``;
- **a login's name (or e-mail) and a password** joined by a colon in any carrier (an fstab
  option, a relay's secrets table, ``host:user@example.com:v``), and a UUID under a key's name;
- **a directive line naming a secret, then its value last**: ``sentinel auth-pass mymaster v``,
  ``settings set golioth/psk v``: a word naming a password, a pre-shared key or a secret, at
  most one plain word, then a drawn value (or a key's hex) ending the line;
- **an ``Authorization`` header's credentials in any scheme**: a drawn value after ``Basic``
  that is no base64 of ``user:password`` (FullStory's ``Basic na1.<key>``), after a vendor's own
  scheme word;
- **a key's bytes as a list under a key's name**: ``network_key: [165, 77, …]``, ``uint8_t
  aes_key[16] = {0x2b, 0x7e, …}``: 16, 24, 32 or 64 numbers of a byte each.

Every value is judged by its shape (a password's, a drawn value's): placeholders, ``$VAR``,
paths, numbers and words stay.
"""

from __future__ import annotations

import re

from .drawn import _NOT_SECRET_WORDS, _SECRET_LAST, _hex_secret, _name_words, _not_secret, drawn
from .flows import _value
from .slots import _strong_password
from .structural import judge_key
from .values import looks_password

_SHELL_WORD = r"(?:\"(?P<dq>[^\"\n]{1,300})\"|'(?P<sq>[^'\n]{1,300})'|(?P<w>[^\s\"'|;&<>()`]{1,300}))"

# ``-pw v``, ``/p v``, ``/p:v``, ``-p:v``, ``--passphrase=v``; ``-p v`` and ``--p`` are not read here
PASSWORD_FLAG = re.compile(
    r"(?i)(?<![\w/.:\\-])(?:(?P<slash>/)|(?P<dash>--?))"
    r"(?P<name>p|pw|pwd|pass|passwd|password|passphrase|passwort|mot-?de-?passe|keypass|storepass|"
    # the password of an account named by its role (``murmurd -supw``, ``--rootpw``, ``-adminpass``)
    r"(?:su|root|admin|sa|sys|db|user|master|bind|ldap|smtp|rpc|web|api|ftp|mail|vnc|ssh|wifi|wlan|key|store)"
    r"[-_]?(?:pw|pwd|pass|passwd|password))"
    r"(?:(?P<sep>[:=])|[ \t]{1,4})" + _SHELL_WORD
)
USER_PASS_FLAG = re.compile(
    r"(?i)(?<![\w-])(?:--user(?:name)?|-u|--auth|--basic-auth|--credentials?|--creds|--login)(?:=|[ \t]{1,4})"
    r"[\"']?(?P<user>[\w.+-]{1,64}):(?P<value>[^\s\"'@/]{6,200})(?=[\"']?(?:\s|$))"
)
_HOST_PORT = re.compile(r"\d{1,5}")
LOOKUP_DEFAULT = re.compile(
    r"(?i)(?<![\w$])(?:env|getenv|get_?env|getProperty|getOrDefault|get|fetch|config|setting|secret|define|"
    r"GetEnvironmentVariable|env_or|env_var_or|value_or)[ \t]{0,2}\([ \t]{0,2}"
    r"(?P<nq>[\"'])(?P<name>[A-Za-z_][\w.:-]{1,80})(?P=nq)[ \t]{0,2},[ \t]{0,2}"
    r"(?P<q>[\"'])(?P<value>[^\"'\s]{6,300})(?P=q)[ \t]{0,2}\)"
)
# a word of a directive that names a secret, whole or after a separator (``auth-pass``,
# ``requirepass``, ``golioth/psk``; not ``CancellationToken``, ``changeUserPassword``)
_DIRECTIVE_WORD = re.compile(
    r"(?i)(?:^|[-_/.]|(?<=require)|(?<=master)|(?<=root))(?:(?P<pw>pass(?:word|wd|phrase)?|pw)|(?P<key>psk|secret|key)|token)$"
)
_DIRECTIVE_VALUE = re.compile(r"[^\s<>(){}\[\];,\"'`\\]{8,300}")
_LINE = re.compile(r"(?m)^[^\n]{4,400}$")
_LAST_WORD = re.compile(r"(?<!\S)(\S+)\s*$")
_PLAIN_WORD = re.compile(r"[A-Za-z][\w.-]{0,40}")


def _password_flags(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in PASSWORD_FLAG.finditer(text):
        name = m.group("name").lower()
        if name == "p" and m.group("dash") and not m.group("sep"):
            continue  # ``-p 5432``, ``-p v``: read where the line names a user
        if m.group("slash") and m.start() > 0 and not text[m.start() - 1].isspace():
            continue
        s, e = _value(m)
        value = text[s:e]
        if value.startswith(("-", "/", "$", "%", "<", "{")) or "=" in value:
            continue
        if _strong_password(value) or drawn(value):
            out.append((s, e, "command_password"))
    return out


def _user_pass_flags(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in USER_PASS_FLAG.finditer(text):
        value = m.group("value")
        if _HOST_PORT.fullmatch(value) or value.startswith(("$", "%", "<", "{")):
            continue
        if _strong_password(value) or drawn(value):
            out.append((m.start("value"), m.end("value"), "command_password"))
    return out


def _lookup_defaults(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in LOOKUP_DEFAULT.finditer(text):
        name, value = m.group("name"), m.group("value")
        key = re.sub(r"[.:-]", "_", name)
        kind = judge_key(key, value)
        words = _name_words(key)
        # a drawn value under a name that says no other use (``PASETO_LOCAL_KEY``), a key of a
        # scheme with dots too (``k4.local.<base64>``: its longest part is drawn)
        if kind is None and not _not_secret(words) and drawn(max(value.split("."), key=len)):
            kind = "secret_assignment"
        if (
            kind is None
            and _SECRET_LAST.search(key)
            and _hex_secret(value)
            and not _NOT_SECRET_WORDS.intersection(words)
        ):
            kind = "secret_assignment"  # ``define('KEY', '<hex>')``: hex under a key's name
        if kind:
            out.append((m.start("value"), m.end("value"), kind))
    return out


def _directive_lines(text: str) -> list[tuple[int, int, str]]:
    out = []
    for line in _LINE.finditer(text):
        last = _LAST_WORD.search(line.group(0))
        if last is None:
            continue
        value = last.group(1).rstrip("\"'}),]")  # the end of a JSON string or a call around the line
        lead = len(value) - len(value.lstrip("\"'"))
        value = value[lead:]
        if not _DIRECTIVE_VALUE.fullmatch(value):
            continue  # most lines: their last word is no value; they are not split into words
        words = list(re.finditer(r"[^\s]+", line.group(0)))
        if len(words) < 2:
            continue
        for i, w in enumerate(words[:-1]):
            word = w.group(0).rstrip(":=")
            named = _DIRECTIVE_WORD.search(word) if not word.startswith(("-", "$")) else None
            if named is None:
                continue
            between = words[i + 1 : -1]
            if len(between) > 1 or any(not _PLAIN_WORD.fullmatch(b.group(0)) for b in between):
                break
            if named.group("pw"):
                found = _strong_password(value) or drawn(value)
            else:
                found = drawn(value) or (named.group("key") is not None and _hex_secret(value))
            if found:
                start = line.start() + last.start(1) + lead
                out.append((start, start + len(value), "secret_assignment"))
            break
    return out


AUTHORIZATION = re.compile(
    r"(?i)\bauthorization[\"']?[ \t]{0,2}[:=][ \t]{0,2}[\"']?(?P<scheme>[A-Za-z][\w-]{1,20})[ \t]{1,2}"
    r"(?:(?P<user>[a-z][\w.-]{1,30})[ \t]{1,2})?(?P<value>[A-Za-z0-9._~+/=:@-]{16,2000})"
)
# a PIN or PUK by a flag that names it (``ykman piv access change-puk --new-puk 29657249``,
# ``pkcs11-tool --so-pin 87654321``): digits only; four or five only when the flag says whose
PIN_FLAG = re.compile(
    r"(?i)(?<![\w-])--?(?P<whose>(?:new|old|admin|user|so|sim|login|unblock)[-_]?)?(?P<name>pin|puk)(?:[-_]?code)?"
    r"(?:=|[ \t]{1,4})(?P<q>[\"']?)(?P<value>\d{4,12})(?P=q)(?![\w.-])"
)
# a password's old and new values in one list: JCL's ``PASSWORD=(OLD,NEW)`` on a job card
PASSWORD_LIST = re.compile(
    r"(?i)(?<![\w-])pass(?:word|wd)?[ \t]{0,2}=[ \t]{0,2}\((?P<old>[^,()\s'\"]{1,100}),(?P<new>[^,()\s'\"]{1,100})\)"
)
KEY_BYTES = re.compile(
    r"(?i)(?P<name>[A-Za-z_][\w.-]{0,60}?(?:key|secret|psk|iv|salt|token))(?:\[\d{0,3}\])?[\"']?[ \t]{0,3}"
    r"(?::|=|:=)[ \t]{0,3}(?:\w{1,20}[ \t]{0,2})?[\[{(][ \t]{0,3}"
    r"(?P<value>(?:(?:0x[0-9a-f]{1,2}|\d{1,3})[ \t]{0,3},[ \t\r\n]{0,8}){15,63}(?:0x[0-9a-f]{1,2}|\d{1,3}))"
    r"[ \t,\r\n]{0,8}[\]})]"
)


def _authorization(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in AUTHORIZATION.finditer(text):
        value = m.group("value")
        if m.group("scheme").lower() == "bearer" and m.group("user") is None:
            continue  # the bearer rule's; Checkmk's ``Bearer automation <secret>`` names a user first
        if drawn(max(re.split(r"[.:@]", value), key=len)):
            out.append((m.start("value"), m.end("value"), "secret"))
    return out


def _pins(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in PIN_FLAG.finditer(text):
        digits = len(m.group("value"))
        if digits >= 6 or m.group("whose") or m.group("name").lower() == "puk":
            out.append((m.start("value"), m.end("value"), "pin"))
    return out


def _password_lists(text: str) -> list[tuple[int, int, str]]:
    return [
        (m.start(g), m.end(g), "password_assignment")
        for m in PASSWORD_LIST.finditer(text)
        for g in ("old", "new")
        if looks_password(m.group(g))
    ]


def _key_bytes(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in KEY_BYTES.finditer(text):
        numbers = [
            int(n, 16) if n.lower().startswith("0x") else int(n)
            for n in re.findall(r"0x[0-9a-fA-F]+|\d+", m.group("value"))
        ]
        if (
            len(numbers) in (16, 24, 32, 64)
            and max(numbers) <= 255
            and len(set(numbers)) >= len(numbers) // 2
        ):
            out.append((m.start("value"), m.end("value"), "secret"))
    return out


# ``user:password`` in any carrier (an fstab option, a relay's secrets table, an SMB URI, a
# sendmail ``"P:…"`` field): a login's name, a colon, and a password of every character class with
# a symbol other than ``._-`` (which tags have: ``qwen2.5:7b-instruct-q4_K_M``), or a drawn value
CREDENTIAL_PAIR = re.compile(
    r"(?<![\w.%+-])(?P<user>[A-Za-z][A-Za-z0-9_.+-]{0,63}(?:@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)?):"
    r"(?P<value>[A-Za-z0-9!#$%&*+\-.=?^_~]{10,128})(?=$|[\s@\"',;|)\]])"
)
# an id behind a short kind word (``T-<uuid>``, ``ses_0aaca…``, ``msg_…``): a record's, not a password
_PREFIXED_ID = re.compile(r"[A-Za-z]{1,8}[-_][A-Za-z0-9-]{8,}")
_NOT_USERS = frozenset(
    (
        *("http", "https", "ftp", "ftps", "ssh", "git", "file", "mailto", "data", "urn", "tel", "sms"),
        *("javascript", "std", "self", "super", "this", "int", "str", "bool", "float", "char", "void"),
        *("type", "class", "module", "crate"),
    )
)
# a UUID under a name whose last word is a key, token or secret (``--record --key <uuid>``,
# ``--setup-key <uuid>``, ``api_token: <uuid>``): Heroku, Cypress, NetBird and many more issue
# their secrets as UUIDs, and a name that says key says it is no record's id
UUID_SECRET = re.compile(
    r"(?i)(?P<name>(?:[A-Za-z][\w.-]{0,60}?)?)(?<![a-z])(?:key|token|secret|password|apikey|pat)[\"']?"
    r"(?:[ \t]{1,4}|[ \t]{0,3}[=:][ \t]{0,3})[\"']?"
    r"(?P<value>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w-])"
)
_ID_NAME = re.compile(
    r"(?i)(?:^|[-_.])(?:id|ids|uuid|guid|idempotency|cache|partition|row|sort|public|primary)(?:[-_.]|$)"
)


def _all_classes(value: str) -> bool:
    return (
        any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
        and any(c in "!#$%&*+?^~" for c in value)  # not only ``._-``: a tag (``7b-instruct-q4_K_M``)
    )


def _credential_pairs(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in CREDENTIAL_PAIR.finditer(text):
        value = m.group("value")
        if (
            m.group("user").lower() in _NOT_USERS
            or "://" in text[m.start() : m.end() + 3]
            or "=" in value
            or _PREFIXED_ID.fullmatch(value)
            # after a repository (``ollama/qwen2.5:<tag>``) only as a URL's userinfo (``smb://wg/u:pw@host``)
            or (text[m.start() - 1 : m.start()] == "/" and not text.startswith("@", m.end()))
        ):
            continue  # ``amp:T-<uuid>``, ``opencode:ses_…``: a harness and its row's id
        if (_all_classes(value) and _strong_password(value)) or drawn(value):
            out.append((m.start("value"), m.end("value"), "password_assignment"))
    return out


def _uuid_secrets(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in UUID_SECRET.finditer(text):
        if _ID_NAME.search(m.group("name")):
            continue
        out.append((m.start("value"), m.end("value"), "secret_assignment"))
    return out


def flag_value_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of secrets given by a flag, a user flag, a lookup's default or a
    directive that names them (see the module docstring)."""
    out: list[tuple[int, int, str]] = []
    if "p" in low and ("-" in text or "/" in text):
        out += _password_flags(text)
    if ":" in text and ("--" in text or "-u" in text):
        out += _user_pass_flags(text)
    if "(" in text and "," in text:
        out += _lookup_defaults(text)
    if any(w in low for w in ("pass", "psk", "secret", "token", "key")):
        out += _directive_lines(text)
        if "," in text:
            out += _key_bytes(text)
    if "authorization" in low:
        out += _authorization(text)
    if ("pin" in low or "puk" in low) and "-" in text:
        out += _pins(text)
    if "pass" in low and "(" in text:
        out += _password_lists(text)
    if ":" in text:
        out += _credential_pairs(text)
    if "-" in text and any(w in low for w in ("key", "token", "secret", "pass", "pat")):
        out += _uuid_secrets(text)
    return out
