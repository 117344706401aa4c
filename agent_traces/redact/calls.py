"""Secrets passed to calls: name/value pairs as arguments (``define('DB_PASSWORD', 'v')``),
user-then-password logins, tuples given to secret names, and random literals passed to a
credential client next to an id (``Client('AC…', '<token>')``)."""

from __future__ import annotations

import re
from itertools import pairwise

from .values import (
    _NOT_SECRET_NAMES,
    _UUID,
    _entropy,
    _name_before,
    drawn_base64,
    drawn_one_case,
    looks_password,
    token_shaped,
)

# a name and a value passed as string literals, judged like an assignment: ``define('DB_PASSWORD',
# 'v')``, ``setenv("API_KEY", "v")``, ``os.environ["TOKEN"] = "v"``, ``System.setProperty(
# "db.password", "v")``, ``config.set('secret', 'v')``, ``{'X-Api-Key': 'v'}``, ``['token' => 'v']``
ARG_PAIR = re.compile(
    r"(?:(?P<call>[\w$][ \t]{0,2}\()|[\[{,])[ \t]{0,3}(?P<nq>[\"'])(?P<name>[A-Za-z_][\w.-]{0,60}+)(?P=nq)"
    r"[ \t]{0,3}(?:(?(call),|(?:=>|:))|\][ \t]{0,3}=)[ \t]{0,16}(?P<quote>[\"'`])(?P<value>[^\"'`\s]{1,500}+)(?P=quote)"
)

# A call with string literal arguments: a random-looking one passed to a client (``Client('AC…',
# '<token>')``, ``algoliasearch('APPID', '<key>')``, ``new Stripe('…')``). The call is a client's
# when its name or the variable it is assigned to says so (:data:`_CREDENTIAL_CALL`) or it is a
# constructor; the literal is taken next to an id-shaped one, or alone (not hex, for a
# constructor: hashes and object ids).
CALL_OPEN = re.compile(r"(?P<callee>[A-Za-z_$][\w$]{0,60}+)[ \t]{0,2}\(\s{0,12}(?=[\"'`])")

_LITERAL_ARG = re.compile(r"\s{0,12}(?P<q>[\"'`])(?P<v>[^\"'`\s]{1,300}+)(?P=q)\s{0,12}(?P<sep>[,)\]])")

# calls that take a user name then a password (``s.login("u", "p")``, ``NetworkCredential("u",
# "p")``, ``DriverManager.getConnection(url, "u", "p")``), and a tuple or list of literals given
# to a secret-looking name (``auth=('api', '<key>')``)
_PASSWORD_CALL = re.compile(r"(?i)login|sign_?in|credential|connect|auth")

SECRET_TUPLE = re.compile(
    r"(?i)(?<![\w$])(?P<name>[\w.-]{0,30}(?:auth|credentials?|creds|login|password|secret|token|key))[\"']?"
    r"[ \t]{0,3}(?:=|:|=>)[ \t]{0,3}[(\[](?=\s{0,12}[\"'`])"
)

_CREDENTIAL_CALL = re.compile(
    r"(?i)client|search|sdk|api|auth|cred|token|secret|key|login|connect|session|account|(?:^|_)pw(?:_|$)|password"
)

# calls that take hashes, encodings and fixtures, whatever they are assigned to
_NOT_CREDENTIAL_CALL = re.compile(
    r"(?i)hash|digest|sum|sha\d|md5|crc|hmac|uuid|guid|colou?r|equal|assert|expect|match|compare|test|mock|"
    r"fixture|encod|decod|from|parse|b64|base64|hex|bytes|buffer|format|print|log|debug|warn|error|i18n|translate|id$|public|pub_?key|address|mint|^t$|^_$"
)

_ENCODING_NAME = re.compile(
    r"(?i)^(?:base64(?:url)?|hex|utf-?8|utf-?16|ascii|latin-?1|binary|sha\d*|md5|sha-\d+)$"
)

# an id next to a secret: an upper-case account or app id (``LI0K5R6359``), a prefixed hex id
# (``AC<32 hex>``), a numeric app id
_ID_SHAPED = re.compile(
    r"^(?=\D{0,39}\d)(?:[A-Z0-9]{6,40}|[A-Za-z]{1,4}[0-9a-fA-F]{16,64}|\d{5,20}|"
    r"[a-z]{2,8}_(?:[a-z]{2,6}_)?[A-Za-z0-9]{10,40})$"
)

_HEX = re.compile(r"[0-9a-f]+|[0-9A-F]+")

# hex in dashed groups that is not a UUID (Mailgun's ``<32>-<8>-<8>`` keys)
_DASHED_HEX = re.compile(r"(?=(?:-?[0-9a-f]){32})[0-9a-f]{8,64}(?:-[0-9a-f]{4,32}){1,4}")

# a key of a kind word and a long hex body (Appwrite's ``standard_<256 hex>``)
_PREFIXED_HEX = re.compile(r"[a-z]{2,16}_[0-9a-f]{32,512}")
# a key that is a UUID behind a short prefix (``sdk-<uuid>``, ``mob-<uuid>``): a credential when
# passed to a client, an id elsewhere (``order_<uuid>``)
_PREFIXED_UUID = re.compile(r"(?i)[a-z]{2,8}[-_][0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")

# an endpoint passed next to a key (``CosmosClient("https://…", "<key>")``)
_URL_LITERAL = re.compile(r"(?i)^(?:https?|wss?)://[\w.-]")

_NUMBER_ARG = re.compile(r"\s{0,12}\d{1,6}\s{0,12},")

# a host: a dotted name, an address, ``localhost``, or a URL
_HOST_LITERAL = re.compile(
    r"(?i)(?:[a-z][a-z0-9+.-]{1,10}://)?(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|(?:[a-z0-9-]{1,63}\.)+[a-z]{2,24})(?::\d{1,5})?/?"
)

# factory calls whose client is the name they are called on (``Mailgun::create(``, ``X.new(``)
_FACTORY = frozenset(
    {"new", "create", "init", "initialize", "configure", "setup", "builder", "build", "client"}
)

# the calls an SDK is set up with (``rollbar.init('<token>')``, ``mixpanel.init("<token>")``): a
# literal alone there is its key, hex included
_SETUP = frozenset({"init", "initialize", "configure", "setup"})

_CLASS = re.compile(r"(?:[A-Z](?=[a-z0-9])|[a-z](?=[A-Z0-9])|\d(?=[A-Za-z]))")


def random_literal(value: str) -> bool:
    """Whether a code literal looks drawn at random (a key, a token), not written: hex with
    letters and digits, or base62/64 whose character classes change at most steps (a written
    identifier such as ``Sam2VideoInferenceSession`` changes once a word)."""
    if len(value) < 20 or not re.fullmatch(r"[A-Za-z0-9+/=_-]{20,300}", value):
        return False
    if value[0] in "/_-" and not drawn_base64(value):
        return False
    if _UUID.match(value) or _PREFIXED_UUID.fullmatch(value):
        return False
    if len(value) >= 32 and _HEX.fullmatch(value) and _entropy(value) >= 3.0:
        # sixteen symbols: a drawn key's entropy falls below the base62 bar of token_shaped
        return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    if not token_shaped(value, 20):
        return False
    if drawn_base64(value):
        return True  # key material: its classes change less often in some draws than the test below asks
    if _HEX.fullmatch(value):
        return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    if _DASHED_HEX.fullmatch(value):
        return True
    # a vendor prefix (``re_``, ``sk-``) and separators are written, not drawn: judge the rest
    prefixed = re.match(r"[a-z]{2,8}[_-]", value)
    core = re.sub(r"[_-]", "", value[prefixed.end() :] if prefixed else value)
    if len(core) < 20:
        return False
    if drawn_one_case(core):
        return True  # base32/base36 (``sk_sbox_ujzde8gx…``): one case, so few class changes
    if (
        prefixed
        and _entropy(core) >= 4.0
        and not core.isalpha()
        and not core.islower()
        and not core.isupper()
    ):
        return True  # a vendor's prefix then drawn characters of every class (``re_…``, ``sk_…``)
    return len(_CLASS.findall(core)) >= 0.45 * len(core)


def _assigned_to(text: str, start: int) -> str:
    """The name a call at ``start`` is assigned to (``client`` in ``client = new Client(``), or ''."""
    head = text[max(0, start - 80) : start].rstrip(" \t")
    if head.endswith("new"):
        head = head[:-3].rstrip(" \t")
    if not head.endswith("="):
        return ""
    head = head[:-1].rstrip(" \t:")
    return _name_before(head, len(head), 60)


def _receiver(text: str, start: int) -> str:
    """The name a factory call at ``start`` is called on (``Mailgun`` of ``Mailgun::create(``)."""
    i = (
        start - 2
        if text.startswith("::", start - 2)
        else start - 1
        if text.startswith(".", start - 1)
        else -1
    )
    return _name_before(text, i, 60).rsplit(".", 1)[-1] if i > 0 else ""


def _literal_args(text: str, pos: int) -> list[re.Match[str]]:
    """The literals a call opens with, up to four; a number between them (a port) is passed over."""
    args: list[re.Match[str]] = []
    while len(args) < 4:
        a = _LITERAL_ARG.match(text, pos)
        if a is None:
            n = _NUMBER_ARG.match(text, pos) if args else None
            if n is None:
                break
            pos = n.end()
            continue
        args.append(a)
        pos = a.end()
        if a.group("sep") != ",":
            break
    return args


def _host_user_password(args: list[re.Match[str]]) -> list[tuple[int, int]]:
    """The password of a host, a user name and a password passed in that order, whatever the call
    (``ftp('ftp.example.org', 'u', 'p')``, ``ONVIFCamera('10.0.0.5', 80, 'u', 'p')``)."""
    for i, a in enumerate(args[:-2]):
        if _HOST_LITERAL.fullmatch(a.group("v")):
            return _user_then_password(args[i + 1 : i + 3])
    return []


def _user_then_password(args: list[re.Match[str]]) -> list[tuple[int, int]]:
    """The password literals that follow a user-name literal (not a URL) among ``args``."""
    out = []
    for prev, a in pairwise(args):
        v = a.group("v")
        user = prev.group("v")
        if "://" in user or (":" in user and "@" not in user):
            continue
        if looks_password(v) and any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
            out.append((a.start("v"), a.end("v")))
    return out


def tuple_secrets(text: str) -> list[tuple[int, int]]:
    """Spans of the secrets of a tuple or list given to a secret-looking name: the password after
    the user name (``auth=('api', '<key>')``), or a random literal."""
    out: list[tuple[int, int]] = []
    for m in SECRET_TUPLE.finditer(text):
        if _NOT_SECRET_NAMES.search(m.group("name")):
            continue
        args = _literal_args(text, m.end())
        out += _user_then_password(args) if len(args) >= 2 else []
        out += [(a.start("v"), a.end("v")) for a in args if random_literal(a.group("v"))]
    return out


def call_secrets(text: str) -> list[tuple[int, int]]:
    """Spans of random-looking literals passed to a client's constructor or function next to an
    id-shaped literal (``Client('AC…', '<token>')``), or alone to a call named for credentials."""
    out: list[tuple[int, int]] = []
    for m in CALL_OPEN.finditer(text):
        callee = m.group("callee")
        setup = callee in _SETUP and text.startswith(".", m.start() - 1)
        if callee in _FACTORY:
            callee = _receiver(text, m.start()) or callee
        args = _literal_args(text, m.end())
        if len(args) >= 2 and _PASSWORD_CALL.search(callee):
            out += _user_then_password(args)
        elif len(args) >= 3 and not _NOT_CREDENTIAL_CALL.search(callee):
            out += _host_user_password(args)
        if _NOT_CREDENTIAL_CALL.search(callee):
            continue
        named = bool(
            _CREDENTIAL_CALL.search(callee) or _CREDENTIAL_CALL.search(_assigned_to(text, m.start()))
        )
        secrets = [
            a
            for a in args
            if random_literal(a.group("v"))
            or (named and (_PREFIXED_UUID.fullmatch(a.group("v")) or _PREFIXED_HEX.fullmatch(a.group("v"))))
        ]
        if not secrets or any(_ENCODING_NAME.match(a.group("v")) for a in args):
            continue
        if not (named or setup or callee[0].isupper()):
            continue
        for a in secrets:
            v = a.group("v")
            partner = any(
                b is not a
                and (
                    _ID_SHAPED.match(b.group("v"))
                    or _URL_LITERAL.match(b.group("v"))
                    or (named and _HEX.fullmatch(b.group("v")) and len(b.group("v")) >= 16)
                )
                for b in args
            )
            alone = len(args) == 1 and 24 <= len(v) <= 600
            # a hex string alone in a constructor is a hash or an object id (``ObjectId('…')``)
            if partner or (alone and (named or setup or not _HEX.fullmatch(v))):
                out.append((a.start("v"), a.end("v")))
                if named:
                    # a key and its secret side by side (``FlickrAPI('<key>', '<secret>')``)
                    out += [
                        (b.start("v"), b.end("v"))
                        for b in args
                        if b is not a and _HEX.fullmatch(b.group("v")) and 16 <= len(b.group("v")) <= 128
                    ]
    return out
