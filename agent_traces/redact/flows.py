"""Secrets that flow through a shell session rather than sit after a name: a literal piped or
here-string'd into a login, a secret store or an encoder building an auth header; what a random
generator or ``cat`` of a key file prints on the next line; a key pair given to a CLI's
authorize step. Every value is judged by its shape as well (a word, a path, a flag is none).
"""

from __future__ import annotations

import re

from .bindings import slot_password
from .values import looks_password, looks_secret, passphrase

_QUOTED = r"(?:\"(?P<dq>[^\"\n]{1,300})\"|'(?P<sq>[^'\n]{1,300})'|(?P<w>[^\s\"'|;&<>()]{1,300}))"

# ``echo "<pat>" | az devops login``, ``printf ':%s' '<pat>' | base64`` (a Basic header built),
# ``echo <token> | gh auth login --with-token``, ``echo -n 'v' | kubeseal --raw --from-file=/dev/stdin``:
# the consumer logs in, authenticates, encodes, seals or reads a secret on its standard input
PIPED = re.compile(
    r"\b(?:echo|printf)(?:[ \t]{1,4}-[neE]{1,3})?(?:[ \t]{1,4}(?:'[^'\n]{0,20}%s[^'\n]{0,20}'|\"[^\"\n]{0,20}%s[^\"\n]{0,20}\"))?"
    r"[ \t]{1,4}" + _QUOTED + r"[ \t]{0,4}\|[ \t]{0,4}(?:sudo[ \t]{1,4})?"
    r"(?P<consumer>[^\n|;&)]{0,200})"
)
_CONSUMER = re.compile(
    r"(?i)\b(?:login|auth|authenticate|authorize|base64|set-credentials|secrets?|stdin|kubeseal|seal|encrypt|"
    r"gpg|sops|vault|keyring|keychain|htpasswd|chpasswd|passwd|password|password_stdin|passwd_stdin)\b"
)

# ``vercel env add NAME production <<< '<v>'``, ``gh secret set NAME <<< "<v>"``, ``wrangler
# secret put NAME <<< v``: a here-string given to a command that stores a secret or logs in
HERE_STRING = re.compile(
    r"(?i)\b(?:env[ \t]{1,4}add|secrets?[ \t]{1,4}(?:set|put|add|create|import)|login|auth)\b[^\n|;&<]{0,200}<<<[ \t]{0,4}"
    + _QUOTED
)

# the line a random-secret generator prints (``openssl rand -base64 32``, ``head -c 32
# /dev/urandom | base64``, ``pwgen -s 24 1``, ``rails secret``, ``secrets.token_urlsafe()``), and
# what ``cat`` prints of a key or secret file (``cat config/master.key``, ``cat ~/.vault-token``),
# past the comment lines a key file opens with (minisign's ``untrusted comment:``, ``# created:``)
GENERATOR = re.compile(
    r"(?m)(?:^|(?<=[\s`]))(?:[$#>%][ \t]{1,4})?(?P<cmd>(?:sudo[ \t]{1,4})?(?:openssl[ \t]{1,4}rand\b|pwgen\b|apg\b|"
    r"(?:bin/)?rails[ \t]{1,4}secret\b|(?:bundle[ \t]{1,4}exec[ \t]{1,4})?rake[ \t]{1,4}secret\b|"
    r"head[ \t]{1,4}-c[ \t]{0,2}\d{1,4}[ \t]{1,4}/dev/u?random\b|"
    r"python3?[ \t]{1,4}-c[ \t]{1,4}[\"'][^\n]{0,80}\b(?:secrets|os\.urandom|token_(?:hex|urlsafe|bytes))\b|"
    r"node[ \t]{1,4}-e[ \t]{1,4}[\"'][^\n]{0,80}\brandomBytes\b|"
    r"(?:cat|type|more|less|bat|head|tail)(?:[ \t]{1,4}-\w{1,4}){0,2}[ \t]{1,4}(?P<path>[^\s|;&<>]{1,200}))"
    r"[^\n]{0,200})(?:\r?\n[ \t]{0,8}(?:#|//|;|(?:untrusted[ \t])?comment:)[^\n]{0,300}){0,3}"
    r"\r?\n[ \t]{0,8}(?P<value>[^\s]{8,400})[ \t]{0,4}(?=\r?\n|$)"
)
# the passphrases a word-list generator prints, one per line (``xkcdpass -n 4``, ``diceware``,
# ``pwqgen``): lowercase words joined by one separator, judged by :func:`.values.passphrase`
PHRASE_GENERATOR = re.compile(
    r"(?m)(?:^|(?<=[\s`]))(?:[$#>%][ \t]{1,4})?(?:python3?[ \t]{1,4}-m[ \t]{1,4})?(?:xkcdpass|diceware|pwqgen|genpass)\b"
    r"[^\n]{0,200}(?P<lines>(?:\r?\n[ \t]{0,8}[A-Za-z]{2,12}(?:[ .\-_][A-Za-z0-9]{2,12}){2,11}[ \t]*)+)"
)
_PHRASE_LINE = re.compile(r"(?m)^[ \t]*(?P<value>\S[^\n]*?)[ \t]*$")

# up to three lines a CLI prints before the value (``›   Warning: token will expire …``, a notice,
# a blank line): words with a space between them, never one bare token
_CHATTER = r"(?P<chatter>(?>\r?\n(?:[ \t]{0,8}\S[^\n]{0,300}?[ \t]\S[^\n]{0,300}+|[ \t]{0,8}(?=\r?\n))){0,3})"

# a name in code (``test_result_ok_123``): no value that a command printed past its chatter
_SNAKE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")

# the line a command prints when its subcommand says it prints a credential: ``argocd admin
# initial-password``, ``aws ecr get-login-password``, ``gh auth token``, ``heroku auth:token``,
# ``kubectl create token sa``, ``gcloud auth print-access-token``, ``vault print token``; at a
# line's start or after a prompt anywhere (``… pasted: $ heroku auth:token``), past its chatter
_PROMPT = r"(?:^[ \t]{0,8}(?:[$#>%❯➜][ \t]{1,4})?|(?<=[\s`(])[$>%❯➜][ \t]{1,4})(?:sudo[ \t]{1,4})?"

# the rest of the command's line (a pipe still prints: ``| base64 -d``; a redirect to a file does
# not, but ``2>/dev/null`` does), the chatter, then a line that is one value alone
_PRINTED = (
    r"(?![\w-])(?:[^\n>]|(?<=[2&])>){0,200}"
    + _CHATTER
    + r"\r?\n[ \t]{0,8}(?P<value>[^\s]{%d,4000})[ \t]{0,4}(?=\r?\n|$)"
)

PRINTER = re.compile(
    r"(?im)" + _PROMPT + r"[\w.-]{1,30}(?:[ \t]{1,4}[\w.:-]{1,40}){0,3}?[ \t]{1,4}"
    r"(?:(?:initial|get|show|print|reveal|read|find|fetch|issue|mint|decrypt|generate|create|new|reset)[-_:]?"
    r"(?:(?:login|access|identity|admin|generic|internet|api|auth|session|bearer)[-_])?(?:password|passwd|token|secret)"
    r"|(?:auth|tokens?|secrets?|passwords?)[ \t:]{1,4}(?:token|create|get|show|print|reveal|read|generate|new|issue)"
    r"|(?:create|print|get|show)[ \t]{1,4}(?:token|password|secret))" + _PRINTED % 12
)

# what a password store prints of one entry (``op read op://…``, ``pass show``, ``gopass show``,
# ``lpass show --password``, ``secret-tool lookup``, ``keyring get``): a password, so eight or more
STORE_READ = re.compile(
    r"(?im)" + _PROMPT + r"(?:op[ \t]{1,4}read|(?:go)?pass[ \t]{1,4}(?:show|cat)|lpass[ \t]{1,4}show|"
    r"secret-tool[ \t]{1,4}lookup|keyring[ \t]{1,4}get)" + _PRINTED % 8
)
_STORE_WORDS = ("op read", "pass show", "pass cat", "lpass", "secret-tool", "keyring get")

_SECRET_FILE = re.compile(
    r"(?i)(?:^|[/\\._-])(?:master|secret|secrets|private|api|access|auth|vault|deploy|signing|encryption)?[._-]?"
    r"(?:key|token|secret|password|passwd|pass|pwd|passphrase|psk|pat|credentials?)(?:\.(?:txt|key|b64|hex))?$"
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


def _printed_value(value: str, after_chatter: bool, min_length: int = 12) -> bool:
    """Whether the line a credential-printing command printed is its credential; past lines of
    chatter it must be random-looking and no name in code."""
    if after_chatter:
        return looks_secret(value, min_length=min_length) and not _SNAKE.fullmatch(value)
    return looks_secret(value, min_length=min_length) or slot_password(value)


_WRAPPED = re.compile(r"\r?\n[ \t]{0,8}(?P<line>[A-Za-z0-9+/=]{16,400})[ \t]{0,4}(?=\r?\n|$)")


def _wrapped_lines(text: str, end: int, first: str) -> list[tuple[int, int, str]]:
    """The lines that go on a base64 key printed wrapped (``cat`` of a key file: 60 or 76
    characters a line), up to the first line of another shape or length."""
    out = []
    if not re.fullmatch(r"[A-Za-z0-9+/=]{40,400}", first):
        return out
    while (m := _WRAPPED.match(text, end)) is not None and len(m.group("line")) <= len(first):
        out.append((m.start("line"), m.end("line"), "generated_secret"))
        end = m.end()
        if len(m.group("line")) < len(first):
            break
    return out


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
    if "\n" in text and any(w in low for w in ("xkcdpass", "diceware", "pwqgen", "genpass")):
        for m in PHRASE_GENERATOR.finditer(text):
            base = m.start("lines")
            for line in _PHRASE_LINE.finditer(m.group("lines")):
                v = line.group("value")
                if passphrase(re.sub(r"[.\-_]", " ", v.lower())):
                    out.append((base + line.start("value"), base + line.end("value"), "generated_secret"))
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
                out += _wrapped_lines(text, m.end("value"), v)
    if "\n" in text and any(w in low for w in ("password", "passwd", "token", "secret")):
        for m in PRINTER.finditer(text):
            v = m.group("value")
            if _printed_value(v, bool(m.group("chatter"))):
                out.append((m.start("value"), m.end("value"), "printed_secret"))
    if "\n" in text and any(w in low for w in _STORE_WORDS):
        for m in STORE_READ.finditer(text):
            v = m.group("value")
            if _printed_value(v, bool(m.group("chatter")), min_length=8):
                out.append((m.start("value"), m.end("value"), "printed_secret"))
    if "authoriz" in low:
        for m in AUTHORIZE.finditer(text):
            if looks_secret(m.group("value"), min_length=16):
                out.append((m.start("value"), m.end("value"), "secret"))
    return out
