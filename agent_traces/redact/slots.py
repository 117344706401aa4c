"""Credentials by the slot they fill, whatever tool wrote the syntax around them (issue 31).

The assignment rule (:data:`.structural.ASSIGNMENT`) reads ``name=value``; every new tool writes
its slot another way, and a rule per carrier never catches the next tool. These rules ask what a
slot can hold instead:

- **a password's slot holds a password of any shape**: a passphrase of words with spaces or one
  separator (``password = lilac pebble cobalt mosaic 34``), the text of an XML element whose
  ``name``/``key`` attribute names a secret (``<property name="…password">v</property>``), the
  value after a directive named for a password and its options (``rootpw --plaintext v``), the
  last of a user and a password given by position to a command whose verb names a credential
  (``… -createCredential alias user v``, ``… http-basic.repo user v``, ``userstore SET k host
  user v``), ``-p v`` in a command that names a user or a login, ``USER u USING v``, the password
  half of ``--*-creds user:v`` and a here-document fed to a credential command;
- **a value set under a secret's name by a verb** (``setx CLIENT_SECRET v``, ``setenv API_TOKEN v``);
- **a key's slot holds a drawn value**: a name whose last word is ``key`` (or ``key`` with an
  encoding word: ``keystring``, ``keyHex``; ``ak``/``sk`` alone) given a random value of 16
  characters or more, dots and colons allowed (``key: 'YzSF9V.N9l6ZA:yCzk…'``); the children of
  a block opened under a secret's name (``apiKey: { mainnet: "…" }``, an INI ``[admins]``
  section); a user slot given a token (``-u <token>:``, ``username: '<token>'``: an API key used
  as the basic-auth user);
- **a token that names itself a secret**: leading words ``secret``/``live``/``production``/
  ``private`` before a drawn tail (``secret-live-…``, ``xnd_production_…``, ``live_…``);
- **the key of an API path**: a drawn segment right after a version segment, ending the path
  (``https://…/v2/<key>``).

Every value is still judged by its shape: digests, UUIDs, paths, URLs, code and words stay.
"""

from __future__ import annotations

import re

from .bindings import slot_password
from .calls import random_literal
from .identifiers import random_token
from .placeholders import _is_placeholder
from .structural import _TRACE_ID, judge_key
from .values import (
    _CLASS_CHANGE,
    _NOT_SECRET_NAMES,
    PASSWORD_NAME,
    SECRET_NAME,
    _entropy,
    _name_before,
    looks_password,
    passphrase,
)

# -- values ------------------------------------------------------------------------------------


def _password_value(value: str) -> bool:
    """A password, not a placeholder ending a sentence (``… the user is using user:password.``)."""
    core = value.rstrip(".,;!?")
    if core != value and _is_placeholder(core):
        return False
    return passphrase(value) or (" " not in value and looks_password(value))


# a digest names its algorithm (``sha256:…``, ``sha512-…``, ``md5=…``): a hash, whatever slot holds it
_DIGEST = re.compile(
    r"(?i)(?:sha\d{0,3}|sha-\d{3}|md\d|blake2[bs]?|blake3|xxh\d{0,3}|crc\d{0,2}|murmur\d?)[:=-]"
)
_HAS_UUID = re.compile(r"(?i)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_BASE58 = re.compile(r"[1-9A-HJ-NP-Za-km-z]{32,44}")
_HEXISH = re.compile(r"[0-9a-f]{32,128}|[0-9A-F]{32,128}")
_PREFIX = re.compile(r"[A-Za-z]{2,12}[._-](?:[a-z]{2,12}[._-]){0,2}")


def drawn(value: str, min_length: int = 16) -> bool:
    """Whether ``value`` was drawn at random: hex of 32 digits or more with letters and digits, or
    a token (base62/64/32; a short written prefix such as ``ser.`` or ``live_`` and inner
    separators aside) that :func:`.identifiers.random_token` or :func:`.calls.random_literal`
    takes; never a UUID, a placeholder or dotted words."""
    if _is_placeholder(value) or len(value) < min_length or _HAS_UUID.search(value) or _DIGEST.match(value):
        return False
    if _TRACE_ID.match(value):
        return False  # a trace's own id (``toolu_…``, ``msg_…``, ``call_…``)
    if _HEXISH.fullmatch(value):
        return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    if random_literal(value):
        return True
    prefix = _PREFIX.match(value)
    core = value[prefix.end() :] if prefix and len(value) - prefix.end() >= min_length else value
    if _HEXISH.fullmatch(core):
        return any(c.isdigit() for c in core) and any(c.isalpha() for c in core)
    pieces = [p for p in re.split(r"[._:~/-]", core) if p]
    if any(len(p) >= 4 and p.isalpha() and p.islower() for p in pieces) or _BASE58.fullmatch(core):
        return False  # words between separators (a cache key, a name); a base58 address or public key
    joined = "".join(pieces)
    if len(joined) < min_length:
        return False
    return random_token(joined) or _mixed_case_drawn(joined)


_CAMEL_WORD = re.compile(r"[A-Z]?[a-z]{3,}")


def _mixed_case_drawn(value: str) -> bool:
    """Letters of both cases with digits whose class changes at least every third character
    (``rmemANXzSTMWzz5B``): drawn; a camelCase name (``SomeVeryLongClassName2Thing``) is mostly
    words of three letters or more."""
    words = sum(len(w) for w in _CAMEL_WORD.findall(value))
    return (
        value.isascii()
        and value.isalnum()
        and words < 0.6 * len(value)
        and value.lower() != value
        and value.upper() != value
        and any(c.isdigit() for c in value)
        and _entropy(value) >= 3.5
        and len(_CLASS_CHANGE.findall(value)) >= 0.35 * len(value)
    )


# -- a password's slot ---------------------------------------------------------------------------

# ``password = words with spaces`` on a line of its own (INI, properties), or quoted anywhere
PHRASE_SLOT = re.compile(
    r"(?m)(?P<rest>[\w.-]{0,40}+)[\"']?[ \t]{0,16}(?:=|:|=>)[ \t]{0,16}"
    r"(?:(?P<q>[\"'])(?P<qv>[^\"'\n]{8,80})(?P=q)|(?P<lv>[a-z][a-z0-9 ._-]{6,78}[a-z0-9])[ \t]{0,4}\r?$)"
)
_PASSWORD_WORD = re.compile(r"pass|pwd|secret|psk")

# an element whose name attribute names its text (``<property name="…password">v</property>``,
# ``<entry key="api.token">v</entry>``)
NAMED_ELEMENT = re.compile(
    r"<(?P<tag>[A-Za-z][\w:.-]{0,40})\b[^<>]{0,200}?\b(?:name|key|id|property)[ \t]{0,3}=[ \t]{0,3}"
    r"[\"'](?P<name>[^\"'<>]{1,80})[\"'][^<>]{0,200}?>(?P<value>[^<>\n]{1,200})</(?P=tag)>"
)

# a directive named for a password, its options, then the value (kickstart's ``rootpw --plaintext v``)
OPTIONED_DIRECTIVE = re.compile(
    r"(?m)^[ \t]{0,8}(?P<name>[A-Za-z][\w.-]{1,40})(?:[ \t]{1,4}--?[A-Za-z][\w-]{0,30}(?:=\S{1,100})?){1,4}"
    r"[ \t]{1,4}(?P<q>[\"']?)(?P<value>[^\s\"']{1,200})(?P=q)[ \t]*\r?$"
)

# a command's word that names a credential: its verb, a subcommand, a setting or a flag
_CRED_VERB = re.compile(
    r"(?i)^-{0,2}[\w.]*(?:credential|userstore|passw(?:or)?d|http-?basic|basic-?auth|add-?user|user-?add|"
    r"login|signin|log-?on)[\w.-]*$"
)
# what a command line starts with: a prompt or a history number, then a command (lowercase, a
# path, a variable), never a capitalised word of prose, a comment or a bullet
_PROMPT_WORD = re.compile(r"[$#>%❯➜]|\d{1,6}|PS>|sudo")
_COMMAND_WORD = re.compile(r"[a-z][\w.+-]{0,40}|[.~/$][\w./$~{}-]{0,200}|[A-Za-z]:\\\S{0,200}")
_USER = re.compile(r"[\w][\w.@-]{0,63}")
_SHELL_WORD = re.compile(r"\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'|[^\s\"'|&<>]+")
_HOST_PORT = re.compile(r"[\w.-]+:\d{1,5}|\d+(?::\d+)*")

# ``-p v``/``-P v``/``--pass v`` in one command
_P_FLAG = re.compile(r"(?:^|(?<=[ \t]))(?:-[pP]|--pass)(?:[ \t]{1,4}|=)(?=\S)")
_PROMPTING_P = re.compile(r"\b(?:mysql|mariadb|mysqldump|mysqladmin|mysqlimport|mysqlshow)\b")
_USER_FLAG = re.compile(r"(?:^|[ \t])(?:-u|-U|--user(?:name)?)(?:[ \t]{1,4}|=)\S")

# ``USER u USING v`` (Db2's CONNECT and kin)
USING = re.compile(r"(?i)\buser[ \t]{1,4}[\w.@$-]{1,64}[ \t]{1,4}using[ \t]{1,4}(?P<value>[^\s\"']{1,200})")

# ``--dest-creds user:v``, ``--credentials=user:v``
CREDS_FLAG = re.compile(
    r"(?i)(?:^|(?<=[\s\"'(]))--?[\w-]{0,30}cred(?:s|entials?)(?:[ \t]{1,4}|=)[\"']?[^\s:\"']{1,64}:"
    r"(?P<value>[^\s\"']{1,200})"
)

# a here-document fed to a command (its body: the answers to the command's prompts)
HEREDOC = re.compile(
    r"<<-?[ \t]{0,2}[\"']?(?P<tag>[A-Za-z_]\w{0,20})[\"']?[^\n]{0,200}\n(?P<body>(?:[^\n]{0,300}\n){1,4}?)[ \t]*(?P=tag)\b"
)

# a macro defined to a literal (``#define AUTH_TOKEN "v"``)
DEFINE = re.compile(
    r"(?m)^[ \t]{0,8}#[ \t]{0,4}define[ \t]{1,8}(?P<name>[A-Za-z_]\w{0,80})[ \t]{1,8}(?P<q>[\"'])(?P<value>[^\s\"']{8,500})(?P=q)"
)

# ``setx NAME v``, ``setenv NAME v``, ``set NAME v``, ``variable set NAME --value v``
SET_VERB = re.compile(
    r"(?i)(?:^|(?<=[\s>$]))(?:setx|setenv|set|put)[ \t]{1,4}(?:(?:--?|/)[\w-]{1,20}[ \t]{1,4}){0,3}"
    r"(?P<name>[A-Za-z_][\w.-]{1,80})[ \t]{1,4}(?:--?[\w-]{1,20}[ \t]{1,4})?"
    r"(?P<q>[\"']?)(?P<value>(?!-)[^\s\"'=]{1,500})(?P=q)(?=\s|$|[\"'][ \t]{0,3}[,}\]])"
)


# -- a key's slot --------------------------------------------------------------------------------

_ENCODING_WORDS = {"string", "str", "text", "value", "val", "data", "hex", "b64", "base64", "bytes", "raw"}
_NOT_KEY_WORDS = re.compile(
    r"(?i)^(?:idempoten\w*|cache|sort|partition|primary|foreign|row|cursor|dedupe?|lookup|hash|object|public|publishable|pub|"
    r"file|item|map|dict|unique|index|react|composite|range|hot|s3|storage|blob|bucket|group|state|query|ssh|"
    r"gpg|pgp|fingerprint|kid|id|i18n|translation|locale|message|label|field|column|prop|attr|route|path|"
    r"cache_?key|event|type|name|lock|session|nonce|hotkey|shortcut|keyboard|monkey|turkey|whiskey|jockey|hockey)$"
)

KEY_SLOT = re.compile(
    r"(?P<rest>[A-Za-z0-9_-]{0,12}+)[\"']?[ \t]{0,3}(?:=|:|=>)[ \t]{0,3}"
    r"(?P<q>[\"'`]?)(?P<value>[A-Za-z0-9+/=_.:~-]{16,300}+)(?P=q)(?![\w(\[])"
)
_KEY_WORD = re.compile(r"key|(?<![\w$.-])[as]k(?![\w.-])")
_NAME_HEAD = re.compile(r"[A-Za-z0-9_-]")


def _head(text: str, start: int, limit: int = 40) -> str | None:
    """The name characters right before ``start``; None when a ``$``, ``.`` or word character
    comes before them (a member, a variable: not a name of its own)."""
    i = start
    while i > 0 and start - i < limit and _NAME_HEAD.match(text, i - 1):
        i -= 1
    if i > 0 and text[i - 1] in "$.":
        return None
    return text[i:start]


_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def _key_name(name: str) -> bool:
    """Whether ``name`` says its value is a key: its last word is ``key`` (``transactionKey``,
    ``environment_key``, ``Key``), or ``key`` then an encoding word (``keystring``, ``secretKeyHex``),
    or the short names of an access/secret key pair (``ak``, ``sk``)."""
    low = name.lower()
    if low in ("ak", "sk"):
        return True
    words = [w.lower() for w in _WORDS.findall(name)]
    if low.startswith("key") and low[3:] in _ENCODING_WORDS:
        words = ["key", low[3:]]
    if not words or _NOT_KEY_WORDS.match(words[0]) or _NOT_KEY_WORDS.match(name):
        return False
    if words[-1] in ("key", "keys"):
        return len(words) == 1 or not _NOT_KEY_WORDS.match(words[-2])
    return len(words) >= 2 and words[-1] in _ENCODING_WORDS and words[-2] == "key"


# a block opened under a name: ``apiKey: {`` / ``"apiKey": {`` / ``api_key:`` then indented lines
BLOCK_OPEN = re.compile(r"(?m)(?P<rest>[\w-]{0,30}+)[\"']?[ \t]{0,3}(?:[:=][ \t]{0,3}\{|:[ \t]*\r?$)")
_SECRET_WORD = re.compile(r"pass|pwd|secret|token|key|auth|cred|psk")
_CHILD = re.compile(
    r"(?m)^[ \t]{1,16}[\"']?(?P<name>[\w.-]{1,60})[\"']?[ \t]{0,3}[:=][ \t]{0,3}(?P<q>[\"'`]?)"
    r"(?P<value>[^\s\"'`,{}\[\]]{8,300})(?P=q)[ \t]{0,3},?[ \t]{0,3}\r?$"
)
INI_SECTION = re.compile(r"(?m)^[ \t]{0,4}\[(?P<name>[\w .-]{1,40})\][ \t]*\r?$")
_INI_LINE = re.compile(
    r"(?m)^[ \t]{0,4}(?P<name>[\w.@-]{1,60})[ \t]{0,8}[=:][ \t]{0,8}(?P<value>[^\s;#,\"'][^\s;,\"']{5,199})"
    r"(?:,[ \t]{0,4}[\w.-]{1,40}){0,8}[ \t]*\r?$"
)
_CREDENTIAL_SECTIONS = re.compile(
    r"(?i)^(?:admins|users|passwords?|credentials?|secrets?|logins?|auth|keys|tokens)$"
)

# a user's slot given a token (an API key as the basic-auth user: ``-u <key>:``)
USER_SLOT = re.compile(
    r"(?:-u|--user)(?:[ \t]{1,4}|=)[\"']?(?P<value>[^\s:\"']{16,200}):"
    r"|(?<![\w-])(?:user(?:name)?|login)[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"'](?P<named>[^\s\"']{16,200})[\"']"
)

# a token whose leading words say it is a secret (``secret-live-…``, ``xnd_production_…``)
_SELF_WORD = re.compile(r"secret|live|prod|priv")
SELF_NAMED = re.compile(
    r"(?P<value>(?:[a-z]{2,10}[_.-]){0,2}(?:secret|live|production|prod|private|priv)[_.-]"
    r"(?:[a-z]{2,10}[_.-])?[A-Za-z0-9][A-Za-z0-9_-]{15,200})(?![\w./+-])"
)

# the key of an API path: a drawn segment right after a version segment, ending the path
VERSION_PATH_KEY = re.compile(
    r"\bhttps?://[\w.-]{1,100}(?::\d{1,5})?(?:/[\w.-]{1,40}){0,3}/v\d{1,2}/(?P<value>[A-Za-z0-9_-]{24,100})"
    r"(?=$|[\s\"'`?#)\]},;])"
)


def _shell_words(line: str) -> list[tuple[int, int, str]]:
    """The words of one command (quotes removed), with the span of what they hold."""
    out = []
    for m in _SHELL_WORD.finditer(line):
        w = m.group(0)
        if w[0] in "\"'":
            out.append((m.start() + 1, m.end() - 1, w[1:-1]))
        else:
            out.append((m.start(), m.end(), w))
    return out


_JSON_END = re.compile(r"\"[ \t]{0,3}[,}\]][\s,}\]]*$")
_CODE_PUNCT = re.compile(r"[(){}\[\]]|==|!=")
_CRED_HINT = re.compile(r"(?i)credential|userstore|passw|basic|add-?user|user-?add|log-?(?:in|on)|signin")


def _lines_with(text: str, anchor: re.Pattern[str], stops: str = "\n") -> list[tuple[int, str]]:
    """``(start, line)`` of the lines of ``text`` (ended by any of ``stops``) where ``anchor``
    matches, each once."""
    out: list[tuple[int, str]] = []
    end = -1
    for a in anchor.finditer(text):
        if a.start() < end:
            continue
        start = max(text.rfind(c, 0, a.start()) for c in stops) + 1
        end = min((i for i in (text.find(c, a.start()) for c in stops) if i >= 0), default=len(text))
        out.append((start, text[start:end]))
    return out


def _positional_pairs(text: str) -> list[tuple[int, int, str]]:
    """The password of a user and a password given by position to a command whose word names a
    credential: the last word of the command, the one before it a user name."""
    out = []
    for line_start, line in _lines_with(text, _CRED_HINT):
        line = _JSON_END.sub("", line)  # the line ends a JSON string: a command printed in a tool's JSON
        for seg_m in re.finditer(r"[^|&;<>\n]+(?:;(?=[ \t]*(?:$|<<|\|)))?", line):
            if _CODE_PUNCT.search(seg_m.group(0)):
                continue  # a call, a condition, a literal: code, no command line
            words = _shell_words(seg_m.group(0))
            while words and _PROMPT_WORD.fullmatch(words[0][2]):
                words = words[1:]
            if not words or not _COMMAND_WORD.fullmatch(words[0][2]) or len(words) > 16:
                continue  # prose, a comment, a JSON line: no command
            verb = next((i for i, (_, _, w) in enumerate(words[:6]) if _CRED_VERB.match(w)), None)
            if verb is None:
                continue
            tail = [w for w in words[verb + 1 :] if re.search(r"\w", w[2])]
            while tail and tail[-1][2].startswith("-"):
                tail = tail[:-1]
            if len(tail) < 2 or any(w.startswith("-") for _, _, w in tail[-3:]):
                continue  # an option's value (``useradd -G wheel jenkins2024``) is no password
            (_, _, user), (s, e, value) = tail[-2], tail[-1]
            if not _USER.fullmatch(user) or _HOST_PORT.fullmatch(value) or "=" in value or value == user:
                continue
            base = line_start + seg_m.start()
            quoted = base + s > 0 and text[base + s - 1] in "\"'"
            if _strong_password(value.rstrip(";")) or (
                quoted and " " not in value and _strong_password(value + "x")
            ):
                out.append((base + s, base + e, "command_password"))
    return out


def _strong_password(value: str) -> bool:
    """A password given by position, where nothing but the position names it: a passphrase, or
    eight characters or more with a digit or a symbol inside, not punctuation around a word."""
    if passphrase(value):
        return True
    if len(value) < 8 or value[0] in "([{`:\"'" or value[-1] in ".,)]}*`:" or not looks_password(value):
        return False
    return any(c.isdigit() for c in value) or any(not c.isalnum() for c in value[1:-1])


def _p_flags(text: str) -> list[tuple[int, int, str]]:
    """``-p v`` in a command that names a user (``-u admin``) or a login: a password, not a port."""
    out = []
    for line_start, line in _lines_with(text, _P_FLAG, "\n|;&"):
        if _PROMPTING_P.search(line):
            continue  # ``mysql -u root -p shop_2024``: -p alone prompts, the next word is the database
        if not (_USER_FLAG.search(line) or re.search(r"(?i)login|add-?user|user-?add|\bauth\b", line)):
            continue
        for m in _P_FLAG.finditer(line):
            words = _shell_words(line[m.end() :])
            if not words:
                continue
            s, e, value = words[0]
            if _HOST_PORT.fullmatch(value) or value.startswith("-") or "=" in value:
                continue
            if _password_value(value):
                base = line_start + m.end()
                out.append((base + s, base + e, "command_password"))
    return out


def _block_children(text: str) -> list[tuple[int, int, str]]:
    """Values inside a block opened under a secret's name (a JS/JSON object, a YAML mapping)."""
    out = []
    low = text.lower()
    for a in _SECRET_WORD.finditer(low):
        m = BLOCK_OPEN.match(text, a.end())
        head = _head(text, a.start()) if m is not None else None
        if m is None or head is None:
            continue
        name = head + text[a.start() : m.end("rest")]
        if not ((SECRET_NAME.search(name) and not _NOT_SECRET_NAMES.search(name)) or _key_name(name)):
            continue
        brace = m.group(0).rstrip().endswith("{")
        end = text.find("}", m.end(), m.end() + 1500) if brace else -1
        if brace and end < 0:
            continue
        if not brace:
            # the indented lines under the key
            indent = len(text[text.rfind("\n", 0, a.start()) + 1 : a.start() - len(head)])
            end = m.end()
            for line in re.finditer(r"\n([ \t]*)[^\n]*", text[m.end() : m.end() + 1500]):
                if len(line.group(1)) <= indent and line.group(0).strip():
                    break
                end = m.end() + line.end()
        for c in _CHILD.finditer(text, m.end(), end):
            value = c.group("value")
            if drawn(value) or (PASSWORD_NAME.search(name) and _password_value(value)):
                out.append((c.start("value"), c.end("value"), "secret_assignment"))
    return out


def _ini_sections(text: str) -> list[tuple[int, int, str]]:
    """``name = password`` lines of an INI section that holds credentials (CouchDB's ``[admins]``,
    Subversion's and Shiro's ``[users]``, the roles after a comma)."""
    out = []
    sections = list(INI_SECTION.finditer(text))
    for i, m in enumerate(sections):
        if not _CREDENTIAL_SECTIONS.match(m.group("name").strip()):
            continue
        end = sections[i + 1].start() if i + 1 < len(sections) else len(text)
        for line in _INI_LINE.finditer(text, m.end(), end):
            value = line.group("value")
            if _password_value(value) and not value.startswith(("$", "%", "{")):
                out.append((line.start("value"), line.end("value"), "password_assignment"))
    return out


def slot_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of credentials found by the slot they fill (see the module's text);
    ``low`` is ``text`` lower-cased."""
    out: list[tuple[int, int, str]] = []
    if len(low) != len(text):  # a letter whose lower case is longer (``İ``): keep offsets
        low = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    if any(w in low for w in ("pass", "pwd", "secret", "psk", "auth")):
        for a in _PASSWORD_WORD.finditer(low):
            m = PHRASE_SLOT.match(text, a.end())
            if m is None:
                continue
            name = _name_before(text, a.start()) + text[a.start() : m.end("rest")]
            if not PASSWORD_NAME.search(name) or _NOT_SECRET_NAMES.search(name):
                continue
            g = "qv" if m.group("qv") is not None else "lv"
            if passphrase(m.group(g)):
                out.append((m.start(g), m.end(g), "password_assignment"))
    if "</" in text:
        for m in NAMED_ELEMENT.finditer(text):
            name, value = m.group("name"), m.group("value").strip()
            kind = judge_key(re.sub(r"[-.:]", "_", name), value) if " " not in value else None
            if kind is None and PASSWORD_NAME.search(name) and passphrase(value):
                kind = "password_assignment"
            if kind:
                s = m.start("value") + m.group("value").index(value)
                out.append((s, s + len(value), kind))
    if "--" in text or " -" in text:
        for m in OPTIONED_DIRECTIVE.finditer(text):
            named = PASSWORD_NAME.fullmatch(m.group("name")) or re.fullmatch(r"(?i)\w*pw", m.group("name"))
            if named and (_password_value(m.group("value")) or slot_password(m.group("value"))):
                out.append((m.start("value"), m.end("value"), "command_password"))
    out += _positional_pairs(text)
    if "-p" in low or "--pass" in low:
        out += _p_flags(text)
    if "using" in low:
        out += [
            (m.start("value"), m.end("value"), "command_password")
            for m in USING.finditer(text)
            if _password_value(m.group("value"))
        ]
    if "cred" in low:
        for m in CREDS_FLAG.finditer(text):
            if _password_value(m.group("value")):
                out.append((m.start("value"), m.end("value"), "command_password"))
    if "<<" in text:
        for m in HEREDOC.finditer(text):
            head = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
            if not any(_CRED_VERB.match(w) for _, _, w in _shell_words(head)):
                continue
            for line in re.finditer(r"[^\n]+", m.group("body")):
                value = line.group(0).strip()
                if " " not in value and _password_value(value):
                    s = m.start("body") + line.start() + line.group(0).index(value)
                    out.append((s, s + len(value), "command_password"))
    if "#" in text and "define" in low:
        for m in DEFINE.finditer(text):
            name, value = m.group("name"), m.group("value")
            kind = judge_key(name, value) or judge_key(name, value.lstrip("-_"))
            if kind is None and _key_name(name) and drawn(value):
                kind = "secret_assignment"
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
    if "set" in low or "put" in low:
        for m in SET_VERB.finditer(text):
            kind = judge_key(m.group("name").replace("-", "_").replace(".", "_"), m.group("value"))
            if kind:
                out.append((m.start("value"), m.end("value"), kind))
    if "key" in low or "k " in low or "k=" in low or "k:" in low:
        for a in _KEY_WORD.finditer(low):
            m = KEY_SLOT.match(text, a.end())
            head = _head(text, a.start()) if m is not None else None
            if m is None or head is None or _BASE58.fullmatch(m.group("value")):
                continue  # base58 of 32 bytes: a blockchain address or public key (``trading_key``)
            name = head + text[a.start() : m.end("rest")]
            if name[:1].isalpha() and _key_name(name) and drawn(m.group("value")):
                out.append((m.start("value"), m.end("value"), "secret_assignment"))
    if "{" in text or ":\n" in text or ":\r\n" in text:
        out += _block_children(text)
    if "[" in text:
        out += _ini_sections(text)
    if "-u" in low or "user" in low or "login" in low:
        for m in USER_SLOT.finditer(low):
            g = "value" if m.group("value") is not None else "named"
            if g == "value" and m.start() > 0 and text[m.start() - 1] not in " \t\n\"'(":
                continue
            if drawn(text[m.start(g) : m.end(g)], min_length=20):
                out.append((m.start(g), m.end(g), "secret_assignment"))
    if any(w in low for w in ("secret", "live", "prod", "priv")):
        done = -1
        for a in _SELF_WORD.finditer(text):
            if a.start() < done:
                continue
            start = a.start()
            while (
                start > 0
                and a.start() - start < 24
                and (text[start - 1].isalnum() or text[start - 1] in "_.-")
            ):
                start -= 1
            for i in range(start, a.start() + 1):
                if i > 0 and (text[i - 1].isalnum() or text[i - 1] in "_./+-"):
                    continue  # not a token's start: no match tried (a run of joined names is long)
                m = SELF_NAMED.match(text, i)
                if m is None:
                    continue
                if drawn(m.group("value")):
                    out.append((m.start("value"), m.end("value"), "secret_token"))
                    done = m.end()
                break
    if "/v" in text:
        for m in VERSION_PATH_KEY.finditer(text):
            value = m.group("value")
            if not _HEXISH.fullmatch(value) and drawn(value, min_length=24):
                out.append((m.start("value"), m.end("value"), "url_secret"))
    return out
