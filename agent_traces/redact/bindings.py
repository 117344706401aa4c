"""Secrets bound to a name through syntax the plain assignment rule (:mod:`.structural`) does not
read, found by asking what the slot can hold rather than which vendor wrote it:

- a literal behind a type or a decoding call: ``const SIGNING_KEY_HEX: &str = "…"`` (Rust),
  ``var hmacSecret = []byte("…")`` (Go), ``'key' => hex2bin('…')`` (PHP),
  ``API_KEY = bytes.fromhex("…")``; and the key argument of a key constructor
  (``Fernet(b'…')``, ``new SecretKeySpec("…".getBytes(), …)``, ``crypto.createHmac('sha256', '…')``,
  ``hmac.New(sha256.New, []byte("…"))``, ``jwt.encode(payload, "…")``);
- a list of private keys (Hardhat/Truffle ``accounts: ["0x…"]``, ``privateKeys``);
- name/value records: ``{"name": "sessionid", "value": "…"}`` (HAR cookies and headers, Kubernetes
  env), ``"adminPassword": {"value": "…"}`` (Azure ARM parameter files), Postman's auth attribute
  lists (``"apikey": [{"key": "value", "value": "…"}]``), plist ``<key>N</key><string>v</string>``
  and an XML element with attributes (FileZilla ``<Pass encoding="base64">…</Pass>``);
- the same records in YAML (Kubernetes ``env``: ``- name: DB_PASSWORD`` / ``value: …``), with a
  prefix on both members (CloudFormation ``ParameterKey``/``ParameterValue``), and on a command
  line (``aws ssm put-parameter --name …/password --value …``);
- a Lisp binding (``(define api-token "…")``, ``(defparameter *db-password* "…")``), a setter
  call on a variable or a symbol (``Set($DatabasePassword, '…')``, ``set :password, "…"``) and an
  OpenWrt UCI ``option key '…'``;
- a block of one-time recovery/backup codes under its title (GitHub, GitLab, Google, Bitwarden);
- a SIM's PIN in its own slot (``AT+CPIN="1234"``, NetworkManager ``gsm.pin``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .placeholders import _is_placeholder
from .values import _NOT_SECRET_NAMES, SECRET_NAME, cookie_string, looks_password, looks_secret, passphrase

# an identifier or a quoted array key, an optional type, ``=``/``:=``/``=>``/``:``, then a
# conversion call (``[]byte(``, ``hex2bin(``, ``bytes.fromhex(``) or a typed literal
CODE_BINDING = re.compile(
    r"(?<![\w$'\"])(?P<name>[A-Za-z_$][\w$]{0,60}+|'[\w.-]{1,60}+'|\"[\w.-]{1,60}+\")[ \t]{0,4}"
    r"(?::[ \t]{0,4}(?P<type>&?'?[\w<>\[\];, ]{1,40}?)[ \t]{0,4})?(?::=|=>|=|:)[ \t]{0,4}"
    r"(?P<wrap>(?:(?:new[ \t]{1,4})?(?:\[\])?[A-Za-z_][\w.:$\\]{0,40}[ \t]{0,2}\([ \t]{0,4}&?){0,2})"
    r"(?:[bBrR]{1,2}|@)?(?P<q>[\"'`])(?P<value>[^\"'`\s\\]{12,500})(?P=q)"
)

# the calls that turn a literal into key material or a secret type (not a lookup such as
# ``os.getenv("NAME")`` or a translation ``_("text")``)
_CONVERSION = re.compile(
    r"(?i)(?:\[\]byte|bytes|bytearray|hex2bin|base64_decode|fromhex|unhexlify|b64decode|decode|frombase64string|"
    r"getbytes|from|encode|secret\w{0,20}|string|some|new|to_vec|to_owned|into|utf8)[ \t]{0,2}\([ \t]{0,4}&?$"
)

# constructors whose (first or second) argument is a symmetric key
KEY_CONSTRUCTOR = re.compile(
    r"\b(?:Fernet|MultiFernet|SecretKeySpec|AESGCM|AESSIV|AESOCB3|AESCCM|ChaCha20Poly1305|SecretBox|Box|"
    r"hmac\.new|HMAC|createHmac|createCipheriv|createDecipheriv|new_from_slice|from_slice|NewCipher|"
    r"HmacSHA\d{3}|HMACSHA\d{3}|hmac\.New|jwt\.(?:encode|decode|sign|verify))[ \t]{0,2}\([ \t]{0,4}"
    r"(?:[\w.'\"-]{1,30}[ \t]{0,2},[ \t]{0,4})?&?"
    r"(?:\[\]byte\(|[bB]|Buffer\.from\()?(?P<q>[\"'`])(?P<value>[^\"'`\s\\]{16,500})(?P=q)"
)

# Hardhat/Truffle/Foundry: ``accounts: ["0x…", …]``, ``privateKeys: [...]`` hold private keys
KEY_LIST = re.compile(
    r"(?i)\b(?:accounts|private_?keys|signers|deployer_?keys?)[\"']?[ \t]{0,4}[:=][ \t]{0,4}\["
)
_HEX_KEY = re.compile(r"[\"'`](?:0x)?(?P<value>[0-9a-fA-F]{64})[\"'`]")

# a YAML name/value record (Kubernetes ``env``: ``- name: DB_PASSWORD`` then ``value: …``)
YAML_RECORD = re.compile(
    r"(?m)^[ \t]{0,40}-?[ \t]{0,4}name:[ \t]{0,4}[\"']?(?P<name>[\w.-]{1,60})[\"']?[ \t]*\r?\n"
    r"[ \t]{0,40}value:[ \t]{0,4}(?:(?P<q>[\"'])(?P<quoted>[^\s\"']{1,500})(?P=q)|(?P<value>[^\s\"'#]{1,500}))[ \t]*$"
)

# a command that stores a named value: ``aws ssm put-parameter --name /prod/db/password --value v``,
# ``az keyvault secret set --name db-password --value v``
FLAG_RECORD = re.compile(
    r"--(?:name|key)(?:=|[ \t]{1,4})[\"']?(?P<name>[\w./:-]{1,120})[\"']?[^\n|;&]{0,200}?[ \t]--value(?:=|[ \t]{1,4})"
    r"\\?(?P<q>[\"']?)(?P<value>[^\s\"'\\]{1,500})\\?(?P=q)(?=$|[\s;|&)\\\"'])"
)

# a setting given by a setter call to a name that is a variable or a symbol, not a string:
# Request Tracker's ``Set($DatabasePassword, 'v');``, Capistrano/Sinatra ``set :password, "v"``
SET_CALL = re.compile(
    r"(?<![\w.])(?:[Ss]et|SET|put|define)[ \t]{0,2}\(?[ \t]{0,2}[$:@](?P<name>[A-Za-z_][\w.]{0,60})[ \t]{0,2},[ \t]{0,4}"
    r"(?P<q>[\"'])(?P<value>[^\"'\s\\]{1,500})(?P=q)"
)

# an OpenWrt UCI option: ``option key 'v'`` (a Wi-Fi PSK), ``option password 'v'``
UCI_OPTION = re.compile(
    r"(?m)^[ \t]{0,8}option[ \t]{1,4}(?P<name>[\w.-]{1,60})[ \t]{1,4}(?P<q>['\"])(?P<value>[^'\"\n]{1,500})(?P=q)[ \t]*$"
)

# a keyword parameter in capitals (RACF/TSO ``ALTUSER u PASSWORD(v)``, ``PHRASE('v')``, IBM i CL
# ``CHGUSRPRF … PASSWORD(v)``); in lower case it is a call in code
KEYWORD_PARAMETER = re.compile(
    r"(?<![\w-])(?P<name>PASSWORD|PASSWD|PASSPHRASE|PHRASE|PWD|NEWPASS|NEWPASSWORD)\((?P<q>'?)"
    r"(?P<value>[^'()\s]{4,100}|[^'()\n]{4,100}(?='))(?P=q)\)"
)
# a COBOL data item named for a password and its ``VALUE`` (``01 WS-NEW-PASSWORD PIC X(8) VALUE 'v'.``)
COBOL_VALUE = re.compile(
    r"(?i)(?P<name>[\w-]{0,30}(?:pass(?:word|wd)?|pwd|secret|token)[\w-]{0,20})[ \t]{1,12}PIC(?:TURE)?[ \t]{1,4}[\w()]{1,20}"
    r"[ \t]{1,12}VALUE[ \t]{1,4}(?P<q>['\"])(?P<value>[^'\"\n]{4,100})(?P=q)"
)
# a C string copied into a secret's field (``memcpy(eci.eci_password, "v", 8)``, ``strcpy(cfg->pwd, "v")``)
C_COPY = re.compile(
    r"\b(?:mem|str|strn|strl|wcs|wcsn)cpy(?:_s)?\([ \t]{0,4}[\w.>\[\]-]{0,60}?(?P<name>[A-Za-z_]\w{0,40})[ \t]{0,4},"
    r"(?:[ \t]{0,4}[\w()]{1,30}[ \t]{0,4},)?[ \t]{0,4}L?\"(?P<value>[^\"\\\n]{4,200})\""
)

# a Lisp binding: ``(define %api-token "v")`` (Scheme), ``(def api-key "v")`` (Clojure),
# ``(defparameter *api-key* "v")``, ``(setq api-token "v")`` (Emacs Lisp), ``(set! password "v")``
LISP_BINDING = re.compile(
    r"\((?:define|def|defonce|defvar|defparameter|defconst|defconstant|setq|setf|set!)[ \t]{1,4}"
    r"(?P<name>[*%+]?[A-Za-z][\w-]{0,60}[*%+]?)\s{1,12}\"(?P<value>[^\"\s\\]{6,500})\""
)

# a SIM's PIN in its own slot: ``AT+CPIN="1234"`` (3GPP TS 27.007), NetworkManager ``gsm.pin``,
# ``sim_pin=``/``pin_code:``
PIN_SLOT = re.compile(
    r"(?i)(?:\bAT\+CPIN=|\bgsm\.pin[ \t]{1,4}|\bsim[-_ ]?pin[ \t]{0,4}[=:][ \t]{0,4}|\bpin[-_ ]?code[ \t]{0,4}[=:][ \t]{0,4})"
    r"[\"']?(?P<value>\d{4,8})(?![\w.])"
)

# a JSON object's members (no nested object): name/value records
_RECORD = re.compile(r"\{[^{}\[\]]{4,1500}\}")
_MEMBER = re.compile(r"\"(?P<k>[\w$.-]{1,40})\"[ \t]{0,4}:[ \t]{0,4}\"(?P<v>(?:[^\"\\\n]|\\.){0,2000})\"")

# ARM parameter files: ``"adminPassword": {"value": "…"}`` (also with ``"type"`` first)
WRAPPED_VALUE = re.compile(
    r"\"(?P<name>[\w.$-]{1,60})\"[ \t]{0,4}:[ \t]{0,4}\{[\s]{0,40}(?:\"(?:type|reference)\"[ \t]{0,4}:[ \t]{0,4}\"[^\"\n]{0,60}\"[ \t]{0,4},[\s]{0,40})?"
    r"\"(?:value|defaultValue)\"[ \t]{0,4}:[ \t]{0,4}\"(?P<value>(?:[^\"\\\n]|\\.){1,2000})\""
)

# Postman auth attribute lists: ``"apikey": [{"key": "value", "value": "…"}, …]``
POSTMAN_AUTH = re.compile(
    r"\"(?:apikey|bearer|basic|digest|oauth1|oauth2|hawk|awsv4|ntlm|akamai|edgegrid|jwt|asap)\"[ \t]{0,4}:[ \t]{0,4}\["
)
_POSTMAN_SECRET_KEYS = re.compile(
    r"(?i)^(?:value|token|password|accessToken|refreshToken|clientSecret|consumerSecret|tokenSecret|secretKey|"
    r"privateKey|authKey|secret|sessionToken|clientToken|accessKey)$"
)

# session cookies are bearer credentials whatever their name says
_SESSION_NAME = re.compile(
    r"(?i)^(?:[\w.-]{0,20}sess(?:ion)?(?:[_.-]?id)?|sid|connect\.sid|[\w-]{0,20}_session|jsessionid|phpsessid|"
    r"asp\.net_sessionid|\.aspxauth|remember_\w{0,40}|__host-[\w-]{1,40}|__secure-[\w-]{1,40})$"
)

# plist ``<key>N</key> <string>v</string>`` and ``<Pass encoding="base64">v</Pass>``
PLIST_PAIR = re.compile(
    r"<key>(?P<name>[\w.$-]{1,80})</key>\s{0,40}<string>(?P<value>[^<>\s]{1,2000})</string>"
)
XML_WITH_ATTRIBUTES = re.compile(
    r"<(?P<name>[A-Za-z_][\w.-]{0,60})[ \t]{1,4}[\w:.-]{1,40}=[^<>\n]{0,200}>(?P<value>[^<>\s]{1,2000})</(?P=name)>"
)
_XML_SECRET_TAG = re.compile(r"(?i)^(?:pass|pw|pwd)$")

# recovery codes: a title, then one code a line
RECOVERY_TITLE = re.compile(
    r"(?i)(?:recovery|backup|scratch|emergency|one[- ]time|wiederherstellungs|r[ée]cup[ée]ration|recuperaci[óo]n)"
    r"[-_ ]?(?:codes?|kodes?|schlüssel)|(?:backup|recovery)[-_ ]?codes?|codes?[-_ ]de[-_ ](?:secours|r[ée]cup[ée]ration)"
)
_CODE_LINE = re.compile(
    r"[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])?[ \t]{0,4}(?P<code>[A-Za-z0-9]{4,32}(?:[- ][A-Za-z0-9]{3,10}){0,7})[ \t]*"
)


def _secret_name(name: str) -> bool:
    name = name.strip("'\"")
    if _NOT_SECRET_NAMES.search(name):
        return False
    return bool(SECRET_NAME.search(name)) or name.lower() in ("key", "secret", "salt", "pepper")


def _secret_value(name: str, value: str) -> bool:
    if value.startswith(("$", "%", "{{")):
        return False
    if re.search(r"(?i)pass|pwd|contrase", name):
        return looks_password(value)
    if cookie_string(name, value):
        return False
    return looks_secret(value)


# letters alone, but case runs no identifier has (``NUZfenljIVdl…``, base64 of a password;
# not ``camelCase``/``PascalCase``, whose upper-case letters each start a word)
_MIXED_LETTERS = re.compile(
    r"(?=(?:[A-Za-z]*[A-Z]){3})(?=(?:[A-Za-z]*[a-z]){3})[A-Za-z]*[A-Z]{2}[A-Za-z]*[a-z][A-Za-z]*[A-Z]{2}[A-Za-z]*"
)


def slot_password(value: str) -> bool:
    """Whether ``value`` fills a slot that can only hold a password (``<Pass>``, a printed
    initial password): a password, or letters with digits (base64 ``NUZf…``, ``6-iCJt…``) that
    the generic judges take for an identifier."""
    return looks_password(value) or (
        len(value) >= 8
        and not _is_placeholder(value)
        and not value.startswith(("$", "%", "{{"))
        and (
            (any(c.isdigit() for c in value) and any(c.isalpha() for c in value))
            or (len(value) >= 12 and _MIXED_LETTERS.fullmatch(value) is not None)
        )
        and not value.startswith(("/", "./", "~/"))
        and "://" not in value
    )


def _code_bindings(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in CODE_BINDING.finditer(text):
        wrap = m.group("wrap")
        if not (m.group("type") or wrap) or not _secret_name(m.group("name")):
            continue
        if wrap and not _CONVERSION.search(wrap):
            continue
        value = m.group("value")
        if value.startswith("$") and m.group("q") != "`" and not re.search(r"[/{}]", value):
            value = value[1:]  # a character of the literal (Go/Rust/Python do not interpolate)
        if looks_secret(value, min_length=12) or (
            re.search(r"(?i)pass|pwd", m.group("name")) and looks_password(value)
        ):
            out.append((m.start("value"), m.end("value"), "secret_literal"))
    for m in KEY_CONSTRUCTOR.finditer(text):
        if looks_secret(m.group("value"), min_length=16):
            out.append((m.start("value"), m.end("value"), "secret_literal"))
    return out


def _key_lists(text: str) -> list[tuple[int, int, str]]:
    out = []
    done = 0
    for m in KEY_LIST.finditer(text):
        if m.start() < done:
            continue
        end = text.find("]", m.end(), m.end() + 2000)
        done = end if end != -1 else min(len(text), m.end() + 2000)
        for k in _HEX_KEY.finditer(text, m.end(), end if end != -1 else min(len(text), m.end() + 2000)):
            out.append((k.start("value"), k.end("value"), "private_key_hex"))
    return out


def _records(text: str) -> list[tuple[int, int, str]]:
    out = []
    for r in _RECORD.finditer(text):
        members = {m.group("k").lower(): m for m in _MEMBER.finditer(r.group(0))}
        for k, value in members.items():
            if not k.endswith("value"):
                continue
            # ``name``/``key`` and ``value``, or a prefix on both (CloudFormation's
            # ``ParameterKey``/``ParameterValue``, Beanstalk's ``OptionName``/``OptionValue``)
            prefix = k[: -len("value")]
            label = members.get(prefix + "name") or members.get(prefix + "key")
            if label is None:
                continue
            name, v = label.group("v"), value.group("v")
            if (_secret_name(name) and _secret_value(name, v)) or (
                _SESSION_NAME.match(name) and looks_secret(v)
            ):
                out.append((r.start() + value.start("v"), r.start() + value.end("v"), "secret_record"))
    for m in WRAPPED_VALUE.finditer(text):
        if _secret_name(m.group("name")) and _secret_value(m.group("name"), m.group("value")):
            out.append((m.start("value"), m.end("value"), "secret_record"))
    done = 0
    for m in POSTMAN_AUTH.finditer(text):
        if m.start() < done:  # inside the last list read: each character is read once
            continue
        end = text.find("]", m.end(), m.end() + 4000)
        done = end if end != -1 else min(len(text), m.end() + 4000)
        block = text[m.end() : end if end != -1 else min(len(text), m.end() + 4000)]
        for r in _RECORD.finditer(block):
            members = {mm.group("k"): mm for mm in _MEMBER.finditer(r.group(0))}
            label, value = members.get("key"), members.get("value")
            if label is None or value is None or not _POSTMAN_SECRET_KEYS.match(label.group("v")):
                continue
            v = value.group("v")
            if looks_secret(v) or looks_password(v):
                s = m.end() + r.start() + value.start("v")
                out.append((s, s + len(v), "secret_record"))
    return out


def _named(
    pattern: re.Pattern[str], text: str, kind: str, name_of: Callable[[str], str] = str
) -> list[tuple[int, int, str]]:
    """The ``value`` groups of ``pattern`` in ``text`` whose ``name`` group (as ``name_of`` reads
    it) names a secret and whose value has a secret's shape."""
    out = []
    for m in pattern.finditer(text):
        name = name_of(m.group("name"))
        if _secret_name(name) and _secret_value(name, m.group("value")):
            out.append((m.start("value"), m.end("value"), kind))
    return out


def _markup(text: str) -> list[tuple[int, int, str]]:
    out = []
    if "<key>" in text:
        for m in PLIST_PAIR.finditer(text):
            if _secret_name(m.group("name")) and _secret_value(m.group("name"), m.group("value")):
                out.append((m.start("value"), m.end("value"), "secret_record"))
    for m in XML_WITH_ATTRIBUTES.finditer(text):
        name = m.group("name")
        if (_secret_name(name) or _XML_SECRET_TAG.match(name)) and (
            slot_password(m.group("value")) or looks_secret(m.group("value"))
        ):
            out.append((m.start("value"), m.end("value"), "secret_record"))
    return out


def _recovery_codes(text: str) -> list[tuple[int, int, str]]:
    out = []
    for t in RECOVERY_TITLE.finditer(text):
        pos = text.find("\n", t.end(), t.end() + 300)
        if pos == -1:
            continue
        codes: list[tuple[int, int]] = []
        for _ in range(40):
            pos += 1
            end = text.find("\n", pos, pos + 200)
            end = len(text) if end == -1 else end
            line = text[pos:end]
            if not line.strip():
                if codes:
                    break
                pos = end
                continue
            m = _CODE_LINE.fullmatch(text, pos, end)
            code = m.group("code") if m else ""
            if not m or not any(c.isdigit() for c in code) or code.isalpha():
                break
            codes.append((m.start("code"), m.end("code")))
            pos = end
            if end >= len(text):
                break
        if len(codes) >= 3:
            out += [(s, e, "recovery_code") for s, e in codes]
    return out


def binding_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of secrets bound to a name through a type, a call, a record or a
    title (``low``: ``text`` lower-cased, to skip what cannot match)."""
    out: list[tuple[int, int, str]] = []
    if any(
        w in low
        for w in ("key", "secret", "token", "pass", "pwd", "auth", "cred", "fernet", "hmac", "cipher")
    ):
        out += _code_bindings(text)
    if "[" in text and any(
        w in low for w in ("accounts", "privatekeys", "private_keys", "signers", "deployer")
    ):
        out += _key_lists(text)
    if 'value"' in low:
        out += _records(text)
    if "--value" in low:
        out += _named(FLAG_RECORD, text, "secret_record", lambda n: n.rsplit("/", 1)[-1])
    if "(def" in low or "(set" in low:
        out += _named(LISP_BINDING, text, "secret_literal", lambda n: n.strip("*%+").replace("-", "_"))
    if "set" in low or "put" in low or "define" in low:
        out += _named(SET_CALL, text, "secret_record")
    if "(" in text and ("PASS" in text or "PHRASE" in text or "PWD" in text):
        for m in KEYWORD_PARAMETER.finditer(text):
            if looks_password(m.group("value")) or passphrase(m.group("value")):
                out.append((m.start("value"), m.end("value"), "secret_record"))
    if "value" in low and "pic" in low:
        for m in COBOL_VALUE.finditer(text):
            if not _NOT_SECRET_NAMES.search(m.group("name")) and looks_password(m.group("value")):
                out.append((m.start("value"), m.end("value"), "secret_record"))
    if "cpy" in low:
        out += _named(C_COPY, text, "secret_record")
    if "option" in low:
        for m in UCI_OPTION.finditer(text):
            name, value = m.group("name"), m.group("value")
            if (name == "key" or _secret_name(name)) and (
                _secret_value("password" if name == "key" else name, value) or passphrase(value.lower())
            ):
                out.append((m.start("value"), m.end("value"), "secret_record"))
    if "value:" in low and "name:" in low:
        for m in YAML_RECORD.finditer(text):
            g = "quoted" if m.group("quoted") is not None else "value"
            if _secret_name(m.group("name")) and _secret_value(m.group("name"), m.group(g)):
                out.append((m.start(g), m.end(g), "secret_record"))
    if "pin" in low:
        out += [(m.start("value"), m.end("value"), "pin") for m in PIN_SLOT.finditer(text)]
    if "</" in text:
        out += _markup(text)
    if "code" in low or "kode" in low or "schlüssel" in low:
        out += _recovery_codes(text)
    return out
