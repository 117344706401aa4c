"""Secrets passed as call arguments in any language, whatever comes before them in the call.

:mod:`.calls` reads calls whose arguments are all string literals from the first one on. Real
calls mix literals with variables, wrappers and conversions (``new PDO($dsn, 'u', 'p')``,
``.basic_auth("u", Some("p"))``, ``Keys.hmacShaKeyFor("…".getBytes())``), so here an argument list
is split at its top-level commas (bounded, linear) and each argument's literal is read through
the wrappers around it. Three families:

- a password after a user name given to a login or connection call (``PDO``, ``mysqli``,
  ``login``, ``connect``, ``basic_auth``, ``NetworkCredential``, ``set_credentials``), the user
  a literal or a variable;
- a signing key given to a signer (``Algorithm.HMAC256("…")``, ``hmacShaKeyFor``,
  ``SecretKeySpec``, ``createHmac('sha256', '…')``, ``hmac.new(b'…')``, ``jwt.encode(p, '…')``,
  ``jwt.sign(p, '…')``);
- the fallback literal of a secret-named environment lookup (``env::var("PGPASSWORD")
  .unwrap_or("…")``, ``process.env.API_KEY || "…"``, ``GetEnvironmentVariable("X") ?? "…"``).
"""

from __future__ import annotations

import re

from .placeholders import _is_placeholder
from .values import _NOT_SECRET_NAMES, PASSWORD_NAME, SECRET_NAME, looks_password, looks_secret

_CALLEE = re.compile(r"(?P<callee>[A-Za-z_$][\w$]{0,60}+)[ \t]{0,2}(?:::<[^<>()]{0,40}>)?\(")

# an argument that is one string literal, read through prefixes (``b'…'``, ``@"…"``, ``&"…"``),
# wrappers (``Some(…)``, ``String::from(…)``, ``Optional.of(…)``) and conversions
# (``.to_string()``, ``.into()``, ``.getBytes(…)``, ``.encode()``, ``.as_bytes()``)
_LITERAL = re.compile(
    r"\s{0,12}(?:(?:[A-Z][\w$]{0,30}(?:(?:::|\.)[a-z]\w{0,20})?|[a-z]\w{0,20}(?:::|\.)(?:from|of|new|Some))\(\s{0,4}){0,2}"
    # (a list of one literal too: Mojolicious' ``$self->secrets(['…'])``)
    r"(?:\[\s{0,4})?[&@]?(?:[bBrRuUfF]|[bB][rR]|[rR][bB])?(?P<q>[\"'`])(?P<v>[^\"'`\\\n]{1,300}+)(?P=q)"
    r"(?:\.(?:to_string|to_owned|into|getBytes|encode|as_bytes|toByteArray|bytes|ToCharArray)\([^()]{0,40}\))?"
    r"(?:\s{0,4}\])?(?:\s{0,4}\)){0,2}\s{0,12}$"
)

_LOGIN_CALL = re.compile(
    r"(?i)^(?:pdo|mysqli(?:_connect|_real_connect)?|\w*login|\w*log_in|\w*sign_?in|connect|\w*_connect|"
    r"getconnection|basic_?auth|(?:set_?)?credentials?|networkcredential|usernamepasswordcredentials|"
    r"passwordauthentication|authenticate|auth|httpbasicauth|basicauth|set_?auth)$"
)

_SIGNER_CALL = re.compile(
    # and an app's own signing secrets given by name (Mojolicious ``$app->secrets([…])``, ``set_secret(…)``)
    r"(?i)^(?:hmac\w{0,12}|secretkeyspec|hmacshakeyfor|createhmac|signwith|secrets|set_?secrets?|secret_?key)$"
)

# ``jwt.encode(payload, key)``, ``jwt.sign(payload, key)``, ``JWT.encode(payload, key, 'HS256')``
_JWT_CALL = re.compile(r"(?i)\b(?:jwt|jws|jose|jsonwebtoken)\.(?:encode|sign)[ \t]{0,2}\(")

_ALGORITHM = re.compile(
    r"(?i)^(?:hs|rs|es|ps)\d{3}$|^(?:hmac)?(?:sha|md)[-_]?\d{1,3}$|^hmacsha\d{1,3}$|^utf-?8$|^ascii$"
)

# ``env::var("X")``, ``getenv("X")``, ``process.env.X``, ``process.env["X"]``, ``os.environ["X"]``,
# ``ENV["X"]``, ``GetEnvironmentVariable("X")``, ``Deno.env.get("X")``, ``env("X")``
_ENV_LOOKUP = re.compile(
    r"(?:\benv::var(?:_os)?|\bgetenv|\bGetEnvironmentVariable|\benv\.get|\benv|\bENV\.fetch)[ \t]{0,2}\([ \t]{0,2}[\"'](?P<n1>[A-Za-z_][\w.-]{1,60})[\"']"
    r"|\b(?:process\.env|import\.meta\.env|os\.environ|ENV)(?:\.(?P<n2>[A-Za-z_]\w{1,60})|\[[ \t]{0,2}[\"'](?P<n3>[A-Za-z_][\w.-]{1,60})[\"'][ \t]{0,2}\])"
)

# what may stand between the lookup and its fallback literal, on one line
_FALLBACK = re.compile(
    r"(?:\)|[ \t?!]){0,4}(?:\.(?:unwrap_or|unwrap_or_else|or|or_else|orElse|orElseGet|getOrElse|get)\([ \t]{0,2}"
    r"(?:\|[\w ]{0,8}\|[ \t]{0,2}|\(\)[ \t]{0,2}(?:->|=>)[ \t]{0,2}|lambda[ \t]{0,2}:[ \t]{0,2})?|[ \t]{0,3}(?:\|\||\?\?|\bor\b|\?:)[ \t]{0,3})"
    r"[&@]?(?P<q>[\"'`])(?P<v>[^\"'`\\\n]{1,200}+)(?P=q)"
)

_MAX_ARGS = 8

# a host, a host and port, a file name: what a connect call takes besides a password
_HOST = re.compile(
    r"[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}(?::\d{1,5})?|[\w.-]{1,63}:\d{1,5}|[\w-]{1,60}\.[a-z]{2,5}"
)

# a text without one of these has no login call or signer (a cheap skip of the call scan)
_CALL_WORDS = (
    "pdo",
    "mysqli",
    "login",
    "log_in",
    "sign",
    "connect",
    "auth",
    "credential",
    "hmac",
    "secret",
    "jwt",
    "jws",
    "jose",
)


_FACTORIES = frozenset({"new", "create", "init", "of", "getInstance", "build", "connect", "open"})


def receiver_name(text: str, start: int) -> str:
    """The name a factory call at ``start`` is called on (``hmac`` of ``hmac.new(``, ``Mailgun``
    of ``Mailgun::create(``), or the callee itself when it is called on nothing."""
    i = start
    if text.startswith("::", i - 2):
        i -= 2
    elif text.startswith(".", i - 1):
        i -= 1
    else:
        return _CALLEE.match(text, start).group("callee")  # type: ignore[union-attr]
    j = i
    while j > 0 and i - j < 60 and (text[j - 1].isalnum() or text[j - 1] in "_$"):
        j -= 1
    return text[j:i] or _CALLEE.match(text, start).group("callee")  # type: ignore[union-attr]


_TOKEN = re.compile(
    r"\"(?:[^\"\\\n]|\\.){0,300}\"|'(?:[^'\\\n]|\\.){0,300}'|`[^`]{0,300}`|[()\[\]{},]|[^\"'`()\[\]{},]{1,400}|."
)


def split_args(text: str, pos: int, limit: int = 400) -> list[tuple[int, int]]:
    """Spans of the top-level arguments of the call whose ``(`` ends at ``pos``; [] when the list
    does not close within ``limit`` characters. Quotes and brackets are followed, once."""
    out: list[tuple[int, int]] = []
    depth, start = 0, pos
    for t in _TOKEN.finditer(text, pos, min(len(text), pos + limit)):
        c = t.group()
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                out.append((start, t.start()))
                return out if len(out) <= _MAX_ARGS else []
            depth -= 1
        elif c == "," and depth == 0:
            out.append((start, t.start()))
            start = t.end()
            if len(out) > _MAX_ARGS:
                return []
    return []


def literal(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of the string literal the argument ``text[start:end]`` holds, or None."""
    m = _LITERAL.match(text[start:end])
    if m is None:
        return None
    return start + m.start("v"), start + m.end("v")


def _credential_like(value: str) -> bool:
    """A password or key literal: a password with a digit or a symbol, not a placeholder."""
    if _is_placeholder(value) or "://" in value or _ALGORITHM.match(value) or _HOST.fullmatch(value):
        return False
    return looks_password(value) and any(not c.isalpha() for c in value)


def _login_spans(text: str, args: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The password after the user name among a login call's arguments: the literal right after
    another argument (a literal user name that is not a URL, or a variable)."""
    out = []
    for i in range(1, len(args)):
        lit = literal(text, *args[i])
        if lit is None:
            continue
        prev = text[args[i - 1][0] : args[i - 1][1]].strip()
        user = literal(text, *args[i - 1])
        if user is not None:
            u = text[user[0] : user[1]]
            if "://" in u or ("=" in u and ";" in u) or (":" in u and "@" not in u):
                continue  # a DSN or a URL, not a user name
        elif not re.fullmatch(r"[$@]?[A-Za-z_][\w.$>-]{0,60}", prev):
            continue
        v = text[lit[0] : lit[1]]
        if _credential_like(v) and any(c.isdigit() for c in v):
            out.append(lit)
    return out


def _signer_spans(text: str, args: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The key among a signer's arguments: its first literal that is not an algorithm's name,
    when that looks secret (a message or a word passed first is no key)."""
    for a in args:
        lit = literal(text, *a)
        if lit is None:
            continue
        v = text[lit[0] : lit[1]]
        if _ALGORITHM.match(v):
            continue
        if not any(c.isspace() for c in v) and looks_secret(v, min_length=10):
            return [lit]
        return []
    return []


def _env_fallbacks(text: str) -> list[tuple[int, int]]:
    out = []
    for m in _ENV_LOOKUP.finditer(text):
        name = m.group("n1") or m.group("n2") or m.group("n3")
        if not SECRET_NAME.search(name) or _NOT_SECRET_NAMES.search(name):
            continue
        f = _FALLBACK.match(text, m.end())
        if f is None:
            continue
        v = f.group("v")
        ok = looks_password(v) if PASSWORD_NAME.search(name) else looks_secret(v)
        if ok and not _is_placeholder(v):
            out.append((f.start("v"), f.end("v")))
    return out


def argument_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of passwords given to login calls, keys given to signers, and
    fallback literals of secret environment variables in ``text`` (``low``: lower-cased)."""
    out: list[tuple[int, int, str]] = []
    if "(" in text and ('"' in text or "'" in text) and any(w in low for w in _CALL_WORDS):
        unclosed = -1  # the end of an argument list that did not close: no call inside is read
        for m in _CALLEE.finditer(text):
            if m.start() < unclosed:
                continue
            callee = receiver_name(text, m.start()) if m.group("callee") in _FACTORIES else m.group("callee")
            login = _LOGIN_CALL.match(callee)
            signer = _SIGNER_CALL.match(callee)
            if not (login or signer):
                continue
            args = split_args(text, m.end())
            if not args:
                unclosed = m.end() + 400
                continue
            if login and len(args) >= 2:
                out += [(s, e, "password_argument") for s, e in _login_spans(text, args)]
            if signer:
                out += [(s, e, "signing_key_argument") for s, e in _signer_spans(text, args)]
        if "jwt" in low or "jws" in low or "jose" in low or "jsonwebtoken" in low:
            for m in _JWT_CALL.finditer(text):
                args = split_args(text, m.end())
                out += [(s, e, "signing_key_argument") for s, e in _signer_spans(text, args[1:2])]
    if "env" in low:
        out += [(s, e, "secret_assignment") for s, e in _env_fallbacks(text)]
    return out
