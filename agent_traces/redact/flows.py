"""Secrets that flow through a shell session rather than sit after a name: a literal piped or
here-string'd into a login, a secret store or an encoder building an auth header; what a random
generator or ``cat`` of a key file prints on the next line; a key pair given to a CLI's
authorize step. Every value is judged by its shape as well (a word, a path, a flag is none).
"""

from __future__ import annotations

import re

from .bindings import slot_password
from .values import looks_password, looks_secret

_QUOTED = r"(?:\"(?P<dq>[^\"\n]{1,300})\"|'(?P<sq>[^'\n]{1,300})'|(?P<w>[^\s\"'|;&<>()]{1,300}))"

# ``echo "<pat>" | az devops login``, ``printf ':%s' '<pat>' | base64`` (a Basic header built),
# ``echo <token> | gh auth login --with-token``: the consumer logs in, authenticates or encodes
PIPED = re.compile(
    r"\b(?:echo|printf)(?:[ \t]{1,4}-[neE]{1,3})?(?:[ \t]{1,4}(?:'[^'\n]{0,20}%s[^'\n]{0,20}'|\"[^\"\n]{0,20}%s[^\"\n]{0,20}\"))?"
    r"[ \t]{1,4}" + _QUOTED + r"[ \t]{0,4}\|[ \t]{0,4}(?:sudo[ \t]{1,4})?"
    r"(?P<consumer>[^\n|;&)]{0,200})"
)
_CONSUMER = re.compile(r"(?i)\b(?:login|auth|authenticate|authorize|base64|set-credentials|secrets?)\b")

# ``vercel env add NAME production <<< '<v>'``, ``gh secret set NAME <<< "<v>"``, ``wrangler
# secret put NAME <<< v``: a here-string given to a command that stores a secret or logs in
HERE_STRING = re.compile(
    r"(?i)\b(?:env[ \t]{1,4}add|secrets?[ \t]{1,4}(?:set|put|add|create|import)|login|auth)\b[^\n|;&<]{0,200}<<<[ \t]{0,4}"
    + _QUOTED
)

# the line a random-secret generator prints (``openssl rand -base64 32``, ``head -c 32
# /dev/urandom | base64``, ``pwgen -s 24 1``, ``rails secret``, ``secrets.token_urlsafe()``), and
# what ``cat`` prints of a key or secret file (``cat config/master.key``, ``cat ~/.vault-token``)
GENERATOR = re.compile(
    r"(?m)(?:^|(?<=[\s`]))(?:[$#>%][ \t]{1,4})?(?P<cmd>(?:sudo[ \t]{1,4})?(?:openssl[ \t]{1,4}rand\b|pwgen\b|apg\b|"
    r"(?:bin/)?rails[ \t]{1,4}secret\b|(?:bundle[ \t]{1,4}exec[ \t]{1,4})?rake[ \t]{1,4}secret\b|"
    r"head[ \t]{1,4}-c[ \t]{0,2}\d{1,4}[ \t]{1,4}/dev/u?random\b|"
    r"python3?[ \t]{1,4}-c[ \t]{1,4}[\"'][^\n]{0,80}\b(?:secrets|os\.urandom|token_(?:hex|urlsafe|bytes))\b|"
    r"node[ \t]{1,4}-e[ \t]{1,4}[\"'][^\n]{0,80}\brandomBytes\b|"
    r"(?:cat|type|more|less|bat|head|tail)(?:[ \t]{1,4}-\w{1,4}){0,2}[ \t]{1,4}(?P<path>[^\s|;&<>]{1,200}))"
    r"[^\n]{0,200})\r?\n[ \t]{0,8}(?P<value>[^\s]{8,400})[ \t]{0,4}(?=\r?\n|$)"
)
# the line a command prints when its subcommand says it prints a credential: ``argocd admin
# initial-password``, ``aws ecr get-login-password``, ``gh auth token``, ``heroku auth:token``,
# ``kubectl create token sa``, ``gcloud auth print-access-token``, ``vault print token``
PRINTER = re.compile(
    r"(?im)^[ \t]{0,8}(?:[$#>%][ \t]{1,4})?(?:sudo[ \t]{1,4})?[\w.-]{1,30}(?:[ \t]{1,4}[\w.:-]{1,40}){0,3}?[ \t]{1,4}"
    r"(?:(?:initial|get|show|print|reveal|generate|create|new|reset)[-_:]?(?:login[-_]|access[-_]|identity[-_]|admin[-_])?"
    r"(?:password|passwd|token|secret)|auth[ \t]{1,4}token|auth:token|create[ \t]{1,4}token|print[ \t]{1,4}token)"
    r"(?![\w-])[^\n|>]{0,200}\r?\n[ \t]{0,8}(?P<value>[^\s]{12,4000})[ \t]{0,4}(?=\r?\n|$)"
)

_SECRET_FILE = re.compile(
    r"(?i)(?:^|[/\\._-])(?:master|secret|secrets|private|api|access|auth|vault|deploy|signing|encryption)?[._-]?"
    r"(?:key|token|secret|password|passwd|pass|pat|credentials?)(?:\.(?:txt|key|b64))?$"
)

# ``b2 account authorize <keyId> <key>``, ``b2 authorize-account <keyId> <key>``: the key after its id
AUTHORIZE = re.compile(
    r"\b(?:b2|backblaze)[ \t]{1,4}(?:account[ \t]{1,4}authorize|authorize[-_]account)"
    r"[ \t]{1,4}(?P<id>[\w-]{8,64})[ \t]{1,4}(?P<value>[^\s\"'|;&<>]{16,200})"
)


def _value(m: re.Match[str]) -> tuple[int, int]:
    g = "dq" if m.group("dq") is not None else "sq" if m.group("sq") is not None else "w"
    return m.start(g), m.end(g)


def _secret_shaped(value: str) -> bool:
    return looks_secret(value) or (
        looks_password(value) and any(c.isdigit() for c in value) and len(value) >= 8
    )


def flow_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of secrets piped, here-string'd, generated or printed in ``text``
    (``low``: its lower-cased copy)."""
    out: list[tuple[int, int, str]] = []
    if "|" in text and ("echo" in low or "printf" in low):
        for m in PIPED.finditer(text):
            s, e = _value(m)
            if _CONSUMER.search(m.group("consumer")) and _secret_shaped(text[s:e]) and "$" not in text[s:e]:
                out.append((s, e, "piped_secret"))
    if "<<<" in text:
        for m in HERE_STRING.finditer(text):
            s, e = _value(m)
            if _secret_shaped(text[s:e]) and not text[s:e].startswith("$"):
                out.append((s, e, "piped_secret"))
    if "\n" in text and any(
        w in low for w in ("rand", "pwgen", "secret", "urandom", "cat ", "type ", "head ", "more ", "bat ")
    ):
        for m in GENERATOR.finditer(text):
            path = m.group("path")
            if path is not None and not _SECRET_FILE.search(path.strip("\"'")):
                continue
            v = m.group("value")
            if looks_secret(v, min_length=16) or (
                len(v) >= 24 and re.fullmatch(r"[0-9a-f]+|[A-Za-z0-9+/=_-]+", v)
            ):
                out.append((m.start("value"), m.end("value"), "generated_secret"))
    if "\n" in text and any(w in low for w in ("password", "passwd", "token", "secret")):
        for m in PRINTER.finditer(text):
            v = m.group("value")
            if looks_secret(v, min_length=12) or slot_password(v):
                out.append((m.start("value"), m.end("value"), "printed_secret"))
    if "authoriz" in low:
        for m in AUTHORIZE.finditer(text):
            if looks_secret(m.group("value"), min_length=16):
                out.append((m.start("value"), m.end("value"), "secret"))
    return out
