"""Redaction of secrets and personal data in the rows being written (never in the source files).

A :class:`Redactor` walks every string of a canonical row (content, reasoning, tool arguments
recursively, tool results, metadata, file paths, and dict keys) and replaces what it finds with
placeholders that are consistent across the whole dataset: the same value always gets the same
placeholder (``<SECRET_1>``, ``<EMAIL_2>``, ``/home/<USER>``), so traces stay coherent.

What is found (overlapping finds resolve to the longest; see :func:`_resolve`):

- **secrets** (category ``secret``): the rules of MongoDB's Kingfisher engine
  (``kingfisher-secret-scanner``: several hundred vendor formats, the gitleaks/Betterleaks set,
  a Rust regex engine), compiled once per process and called once per row (all the row's strings
  joined, findings mapped back), not once per string; plus our own patterns for what it misses
  (:data:`SECRET_PATTERNS`: private key blocks cut short, AWS key ids without their pair, Vault,
  Mailgun, Stripe webhooks, Telegram, PuTTY keys, Azure SAS signatures, credentials in URLs,
  headers and commands such as ``curl -u``, ``mysql -p``, ``sshpass -p``, ``redis-cli -a``,
  ``.netrc``), any value of a password-like name (``password=hunter22``), and high-entropy
  values of other secret-looking names (``API_KEY=…``);
- **personal data**: e-mail addresses (``email``), phone numbers (``phone``), IPv4/IPv6
  addresses (``ip``; loopback, unspecified, link-local and documentation ranges are kept),
  Luhn-valid card numbers (``credit_card``), IBANs with a valid checksum (``iban``), US SSNs
  (``ssn``), names in ``Author:``/``Co-authored-by:`` lines (``name``), user names in home paths
  in every escaping and the OS user (``user``), the host name (``host``);
- extra literal strings or ``re:`` patterns given by the user (``custom``).

Every category but ``custom`` can be kept (``keep={"ip", "phone"}``). Placeholder-looking values
(``${VAR}``, ``<redacted>``, ``getpass.getpass()``, ``***``) and code (``options?.apiKey``,
``AUTH_SECRET``, versions) are left alone. Every pattern is linear in its input: quantifiers are
bounded or anchored on a literal, so no input makes them backtrack quadratically.
"""

from __future__ import annotations

import bisect
import getpass
import hashlib
import ipaddress
import math
import re
import socket
import threading
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

CATEGORIES = (
    "secret",
    "email",
    "phone",
    "ip",
    "credit_card",
    "iban",
    "ssn",
    "name",
    "user",
    "host",
    "custom",
)
KEEPABLE = tuple(c for c in CATEGORIES if c != "custom")

PLACEHOLDER_PREFIX = {
    "secret": "SECRET",
    "email": "EMAIL",
    "phone": "PHONE",
    "ip": "IP",
    "credit_card": "CARD",
    "iban": "IBAN",
    "ssn": "SSN",
    "name": "NAME",
    "user": "USER",
    "host": "HOST",
    "custom": "REDACTED",
}

# -- the engine ------------------------------------------------------------------------------

_ENGINE_LOCK = threading.Lock()
_ENGINE: Any = None


def engine() -> Any:
    """Kingfisher's scanner, built once per process (compiling its rules is the slow part)."""
    global _ENGINE
    with _ENGINE_LOCK:
        if _ENGINE is None:
            from kingfisher_sdk import Rules, Scanner

            _ENGINE = Scanner(Rules(), base64=False)
        return _ENGINE


# Kingfisher rule id (without its ``betterleaks.``/``veles.`` family) → our kind, where the
# rule id is not already the name users know.
ENGINE_KINDS = {"private-key": "private_key", "jwt": "jwt", "generic-api-key": "generic_secret"}

# -- our own secret patterns: (kind, pattern, group of the secret or a tuple of alternatives,
# lower-case strings one of which a match must contain: a cheap test that skips the regex) --

# a word start, also right after an escape sequence of JSON-in-text (``\ncurl -u …``)
_B = r"(?:(?<![A-Za-z0-9_])|(?<=\\[nrt]))"
_V = r"(?:'(?P<q1>[^'\n]{1,200})'|\"(?P<q2>[^\"\n]{1,200})\"|(?P<q3>[^\s'\"`;&|)]{1,200}))"
_VALUE_GROUPS = ("q1", "q2", "q3")

# A private key block: to its END line when there is one within 20,000 characters, else (a key
# cut short) over the base64 lines that follow. Found in two linear steps, not by one lazy regex.
PRIVATE_KEY_BEGIN = re.compile(r"-----BEGIN ((?:[A-Z0-9]{1,20} ){0,4}PRIVATE KEY(?: BLOCK)?)-----")
_KEY_BODY = re.compile(
    r"(?:(?:[A-Za-z0-9+/=]{1,200}|[A-Za-z-]{1,40}: [^\n\\]{0,200})?[ \t]{0,4}(?:\r?\n|\\r?\\n))*[A-Za-z0-9+/=]{0,200}"
)

SECRET_PATTERNS: list[tuple[str, re.Pattern[str], Any, tuple[str, ...]]] = [
    (
        "putty_private_key",
        re.compile(
            r"PuTTY-User-Key-File-\d{1,2}: [^\n\\]{1,100}(?:\n|\\n)(?:[^\n\\]{0,200}(?:\n|\\n)){0,48}?"
            r"Private-MAC: [0-9a-fA-F]{1,128}"
        ),
        0,
        ("putty-user-key-file",),
    ),
    ("anthropic_key", re.compile(r"\bsk-ant-[a-z]{2,8}\d{2}-[A-Za-z0-9_-]{20,400}"), 0, ("sk-ant-",)),
    ("openai_key", re.compile(r"\bsk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,400}"), 0, ("sk-",)),
    ("openai_key", re.compile(r"\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}\b"), 0, ("t3blbkfj",)),
    ("openrouter_key", re.compile(r"\bsk-or-v1-[0-9a-f]{64}\b"), 0, ("sk-or-v1-",)),
    (
        "github_token",
        re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,255}\b"),
        0,
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"),
    ),
    ("github_token", re.compile(r"\bgithub_pat_[A-Za-z0-9_]{22,255}"), 0, ("github_pat_",)),
    (
        "gitlab_token",
        re.compile(r"\bgl(?:pat|dt|ft|rt|ptt|oas|imt|soat|agent)-[A-Za-z0-9_-]{20,64}"),
        0,
        ("glpat-", "gldt-", "glft-", "glrt-", "glptt-", "gloas-", "glimt-", "glsoat-", "glagent-"),
    ),
    ("gitlab_token", re.compile(r"\bglcbt-(?:[0-9a-zA-Z]{1,5}_)?[A-Za-z0-9_-]{20,64}"), 0, ("glcbt-",)),
    (
        "aws_access_key_id",
        re.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}\b"),
        0,
        ("akia", "asia", "abia", "acca", "a3t"),
    ),
    ("vault_token", re.compile(r"\bh[vV][sbr]\.[A-Za-z0-9_-]{24,400}"), 0, ("hvs.", "hvb.", "hvr.")),
    ("mailgun_key", re.compile(r"\bkey-[0-9a-f]{32}\b"), 0, ("key-",)),
    ("mailchimp_key", re.compile(r"\b[0-9a-f]{32}-us\d{1,2}\b"), 0, ("-us",)),
    ("stripe_key", re.compile(r"\b(?:sk|rk)_(?:test|live)_[0-9a-zA-Z]{20,255}"), 0, ("_live_", "_test_")),
    ("stripe_webhook_secret", re.compile(r"\bwhsec_[A-Za-z0-9+=]{24,100}"), 0, ("whsec_",)),
    ("telegram_token", re.compile(r"\b\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_])"), 0, (":aa",)),
    (
        "new_relic_key",
        re.compile(r"\bNR(?:AK|AA|II|JS)-[A-Z0-9]{27}\b"),
        0,
        ("nrak-", "nraa-", "nrii-", "nrjs-"),
    ),
    ("planetscale_token", re.compile(r"\bpscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{32,64}"), 0, ("pscale_",)),
    ("google_oauth", re.compile(r"\bGOCSPX-[A-Za-z0-9_-]{20,64}"), 0, ("gocspx-",)),
    ("google_oauth", re.compile(r"\bya29\.[0-9A-Za-z_-]{20,2000}"), 0, ("ya29.",)),
    ("google_api_key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}"), 0, ("aiza",)),
    ("huggingface_token", re.compile(r"\bhf_[A-Za-z0-9]{30,64}\b"), 0, ("hf_",)),
    ("slack_token", re.compile(r"\bxox[abposr]-[0-9A-Za-z-]{10,250}"), 0, ("xox",)),
    (
        "slack_webhook",
        re.compile(r"hooks\.slack\.com/services/(T[A-Z0-9]{6,12}/B[A-Z0-9]{6,12}/[A-Za-z0-9]{20,32})"),
        1,
        ("hooks.slack.com",),
    ),
    ("npm_token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"), 0, ("npm_",)),
    ("docker_pat", re.compile(r"\bdckr_pat_[A-Za-z0-9_-]{27,64}"), 0, ("dckr_pat_",)),
    ("digitalocean_token", re.compile(r"\bdo[por]_v1_[0-9a-f]{64}\b"), 0, ("_v1_",)),
    (
        "age_secret_key",
        re.compile(r"\bAGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}\b"),
        0,
        ("age-secret-key-1",),
    ),
    ("groq_key", re.compile(r"\bgsk_[A-Za-z0-9]{48,64}\b"), 0, ("gsk_",)),
    ("grafana_token", re.compile(r"\bglc_[A-Za-z0-9+/]{32,400}={0,2}"), 0, ("glc_",)),
    ("grafana_token", re.compile(r"\bglsa_[A-Za-z0-9]{32}_[0-9a-fA-F]{8}\b"), 0, ("glsa_",)),
    (
        "ethereum_private_key",
        re.compile(r"(?i)(?:wallet|priv(?:ate)?[_ .-]?key|signer|account)\W{0,6}(0x[0-9a-f]{64})\b"),
        1,
        ("0x",),
    ),
    ("azure_sas_signature", re.compile(r"[?&]sig=([A-Za-z0-9%+/=]{20,200})"), 1, ("sig=",)),
    (
        "url_password",
        re.compile(
            r"\b[a-zA-Z][a-zA-Z0-9+.-]{0,30}://[^\s/:@<>\"']{0,100}:([^\s/@<>\"']{3,200})@(?=[\w.\[-])"
        ),
        1,
        ("@",),
    ),
    ("bearer_token", re.compile(r"\b[Bb]earer\s{1,5}([A-Za-z0-9._~+/-]{16,2000}=*)"), 1, ("earer",)),
    (
        "basic_auth",
        re.compile(r"\bBasic\s{1,5}([A-Za-z0-9+/]{12,500}={0,2})(?![A-Za-z0-9+/=])"),
        1,
        ("basic",),
    ),
    (
        "api_key_header",
        re.compile(
            r"(?i)\b(?:x-api-key|api-key|apikey|x-auth-token|x-access-token|private-token|x-goog-api-key|"
            r"x-shopify-access-token)[\"']?\s{0,3}:\s{0,3}[\"']?([^\s\"'`,;(){}\[\]<>]{8,500})"
        ),
        1,
        ("api-key", "apikey", "-token"),
    ),
    (
        "connection_string_password",
        re.compile(r"(?i)(?:^|[;\s\"'])(?:password|pwd)\s{0,3}=\s{0,3}([^;\s\"']{4,200})(?=;|\s|$|[\"'])"),
        1,
        ("password", "pwd"),
    ),
    (
        "curl_user_password",
        re.compile(
            _B + r"curl\b[^\n|;&]{0,300}?\s(?:-u|--user)[ =]?['\"]?[^\s:'\"]{1,64}:([^\s'\"@]{1,200})"
        ),
        1,
        ("curl",),
    ),
    (
        "mysql_password",
        re.compile(_B + r"mysql(?:dump|admin|sh)?\b[^\n|;&]{0,200}?\s-p([^\s'\"]{1,200})"),
        1,
        ("mysql",),
    ),
    ("sshpass_password", re.compile(rf"{_B}sshpass\s{{1,5}}-p\s{{0,5}}{_V}"), _VALUE_GROUPS, ("sshpass",)),
    (
        "redis_password",
        re.compile(rf"{_B}redis-cli\b[^\n|;&]{{0,200}}?\s(?:-a|--pass)\s{{1,5}}{_V}"),
        _VALUE_GROUPS,
        ("redis-cli",),
    ),
    (
        "password_flag",
        re.compile(rf"(?:^|\s|(?<=\\[nrt]))--(?:password|passwd|pass)(?:=|\s{{1,5}}){_V}"),
        _VALUE_GROUPS,
        ("--pass",),
    ),
    (
        "netrc_password",
        re.compile(
            _B
            + r"machine\s{1,5}\S{1,200}\s{1,20}(?:login\s{1,5}\S{1,200}\s{1,20})?password\s{1,5}(\S{1,200})"
        ),
        1,
        ("machine",),
    ),
]

# kinds whose value is whatever follows a flag or a header name: code and placeholders are not secrets
CHECKED_VALUE_KINDS = frozenset(
    {
        "api_key_header",
        "connection_string_password",
        "curl_user_password",
        "mysql_password",
        "sshpass_password",
        "redis_password",
        "password_flag",
        "netrc_password",
    }
)

# one pass that tells which needles a text holds; the patterns of the others are skipped
_NEEDLES: list[tuple[str, tuple[int, ...]]] = [
    (n, tuple(i for i, (*_, ns) in enumerate(SECRET_PATTERNS) if n in ns))
    for n in sorted({n for *_, ns in SECRET_PATTERNS for n in ns})
]

# -- secret-looking names and their values ---------------------------------------------------

_PASSWORD_NAMES = r"pass(?:word|wd|phrase|wort)?|pwd|contrase[ñn]a|secret"
_KEY_NAMES = (
    r"api_?key|auth_?key|service_?key|account_?key|db_?key|database_?key|priv_?key|private_?key|"
    r"client_?key|secret_?key|access_?key|token|credentials?|auth"
)
ASSIGNMENT = re.compile(
    rf"(?i)(?P<name>{_PASSWORD_NAMES}|{_KEY_NAMES})(?P<tail>[A-Za-z0-9_.-]{{0,40}})\\{{0,3}}[\"']?\s{{0,3}}"
    r"(?:=|:=|:|=>)\s{0,3}(?:\\{1,3}(?=[\"'`]))?(?P<quote>[\"'`]?)(?P<value>[^\s\"'`,;(){}\[\]<>\\&]{1,500})(?![(\[{])"
)
_ASSIGNMENT_WORDS = ("pass", "pwd", "secret", "key", "token", "auth", "credential", "contrase")
_ASSIGNMENT_LOWER = re.compile(ASSIGNMENT.pattern.replace("(?i)", "", 1))
SECRET_NAME = re.compile(rf"(?i)(?:{_PASSWORD_NAMES}|{_KEY_NAMES})")
PASSWORD_NAME = re.compile(rf"(?i)(?:{_PASSWORD_NAMES})")
_NAME_CHAR = re.compile(r"[A-Za-z0-9_.-]")
_NOT_SECRET_NAMES = re.compile(
    r"(?i)(?:(?:^|_)(?:max|num|input|output|total|cache|count|usage|reasoning|prompt|completion)_?tokens?$|"
    r"tokens?_?(?:count|usage|limit|type|url|endpoint|file|path|name|id)$|"
    r"(?:^|_)(?:secret|password|token)_?(?:name|names|id|ref|field|key_?name|env|path|file|length|manager)$|"
    r"^(?:tokenizer|authors?|author_\w+|authenticat\w*|authori[sz]\w*|oauth_\w*url|bypass\w*|compass\w*|passes|"
    r"passed|passing|passthrough|pass_?through|passive\w*)$)"
)
_PLACEHOLDER_VALUE = re.compile(
    r"^(?:<[^>]*>?|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?.*|\$\d+|\{\{.*\}\}|\{[\w.]*\}|%\(?\w+\)?s?|%\w+%|\*+|x+|X+|\.\.\.|…|"
    r"(?:your|my|the|example|dummy|placeholder|changeme|redacted|secret|password|passwd|pwd|pass|token|"
    r"test|sample|fake|none|null|nil|empty|required|optional|hidden|masked|string|str|text|bytes|int|number|"
    r"bool|boolean|any|object|undefined|true|false|new|current|old|confirm)[-_a-z]*|"
    r"(?:os\.)?environ.*|process\.env.*|getenv.*|env\(.*|getpass.*|input\(.*|prompt\(.*|"
    r"REDACTED|\[redacted\]|\(redacted\))$",
    re.IGNORECASE,
)
_CODE_VALUE = re.compile(
    r"^(?:[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*|\[[^\]]{0,40}\]|\(\))+|"  # options?.apiKey, a.b(), a["x"]
    r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|"  # AUTH_SECRET
    r"[\^~>=<]{0,2}v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?|"  # ^5.0.0-beta.31
    r"[a-z]{2,}(?:[A-Z][a-z]{2,})+\d{0,2}|"  # camelCase identifier
    r"[a-z]+(?:_[a-z]+)+|"  # snake_case words
    r"[A-Za-z]+)$"  # one plain word
)


def _entropy(value: str) -> float:
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


_DEMO_VALUE = re.compile(
    r"(?i)^(?:your|example|dummy|placeholder|changeme|sample|fake)|demo|dummy|example|placeholder|changeme|"
    r"xxxx|your[-_]|[-_]here$|^replace[-_]|\.\.\.|abc123|(?-i:^[A-Z][A-Z0-9_]{1,60}=)|(?:^|[/:_-])password(?:$|[/:_-])"
)


def _is_placeholder(value: str) -> bool:
    return (
        bool(_PLACEHOLDER_VALUE.match(value) or _DEMO_VALUE.search(value))
        or "<SECRET" in value
        or "<REDACTED" in value
    )


def looks_secret(value: str, *, min_length: int = 8) -> bool:
    """Whether a value assigned to a secret-looking name (``API_KEY=…``) is plausibly a secret.

    Rejects placeholders (``<…>``, ``${VAR}``, ``your-key-here``, ``****``), code (identifiers,
    member access, constants, versions), plain words, numbers, paths and low-entropy strings.
    """
    value = value.strip().strip("\"'`")
    if len(value) < min_length or _is_placeholder(value) or _CODE_VALUE.match(value):
        return False
    if value.isdigit() or value.startswith(("/", "~/", "./", "../", "http://", "https://", "file:")):
        return False
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    has_other = any(not c.isalnum() for c in value)
    if not (has_alpha and (has_digit or has_other)):
        return False
    return _entropy(value) >= 3.0


def looks_password(value: str) -> bool:
    """Whether a value of a password-like name (``password=…``) is a password, whatever its entropy.

    ``hunter22``, ``Pa55word`` and ``correct-horse-battery-staple`` are; placeholders, code
    (``options.password``, ``hashed_password``, ``PASSWORD``), paths and URLs are not.
    """
    value = value.strip().strip("\"'`")
    if len(value) < 6 or _is_placeholder(value) or value.startswith(("/", "~/", "./", "http://", "https://")):
        return False
    if re.fullmatch(r"[a-z]+(?:-[a-z]+){3,}", value):  # a passphrase of four or more words
        return True
    if _CODE_VALUE.match(value) or value.isdigit():
        return False
    return not re.fullmatch(r"[\W_]+", value)


# -- personal data ---------------------------------------------------------------------------

# local part ≤ 64 and domain ≤ 255 characters (RFC 5321), so one attempt reads a bounded window;
# not after a backslash, so ``\n@app.get`` in escaped code is not an address.
EMAIL = re.compile(
    r"(?:(?<![\w.+%\\])|(?<=\\[nrt]))[A-Za-z0-9_][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}"
    r"\.([A-Za-z]{2,24})\b"
)
_FILE_SUFFIXES = frozenset(
    [
        "png",
        "jpg",
        "jpeg",
        "gif",
        "svg",
        "webp",
        "ico",
        "js",
        "mjs",
        "cjs",
        "ts",
        "tsx",
        "jsx",
        "py",
        "json",
        "md",
        "css",
        "scss",
        "html",
        "txt",
        "yaml",
        "yml",
        "toml",
        "lock",
        "map",
        "sh",
        "rs",
        "go",
        "java",
        "rb",
        "php",
        "c",
        "h",
        "cpp",
        "hpp",
        "vue",
        "wasm",
        "zip",
        "gz",
        "get",
        "post",
        "put",
        "patch",
        "delete",
        "route",
        "jsonl",
        "log",
        "csv",
    ]
)
# Co-author and bot addresses agents write into commits; GitHub's ``<id>+<user>@users.noreply``
# addresses name a person unless the account is a bot (``[bot]`` accounts, Copilot's agent).
NON_PERSONAL_EMAILS = frozenset(
    {
        "noreply@anthropic.com",
        "git@github.com",
        "git@gitlab.com",
        "git@bitbucket.org",
        "noreply@github.com",
        "noreply@openai.com",
        "198982749+copilot@users.noreply.github.com",
        "223556219+copilot@users.noreply.github.com",
    }
)
NON_PERSONAL_DOMAINS = ("example.com", "example.org", "example.net", "localhost", "test.com", "example")

PHONE_INTL = re.compile(
    r"(?<![\w+.-])\+[1-9]\d{0,2}(?:[ .-]?\(\d{1,4}\))?(?:[ .-]?\d{1,5}){1,5}(?![\w.-]|\.\d)"
)
PHONE_NATIONAL = re.compile(
    r"(?<![\w+.-])(?:\(\d{3}\) ?\d{3}[-. ]\d{4}|\d{3}-\d{3}-\d{4}|0\d{2,4}[ /]\d{5,8})(?![\w-]|\.\d)"
)
IPV4 = re.compile(
    r"(?<![\w.:-])(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}(?![\w-]|\.\d)"
)
IPV6 = re.compile(r"(?<![\w:.])[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![\w:.])")
CARD = re.compile(r"(?<![\w.-])[2-6]\d{3}(?:[ -]?\d{2,6}){2,4}(?![\w-]|\.\d)")
IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b")
SSN = re.compile(r"(?<![\w.-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\w-])")
_DIGIT = re.compile(r"\d")
_PHONE_GATE = re.compile(r"\d\) ?\d|\d-\d{3}-|0\d{2,4}[ /]\d{5}")
_IPV4_GATE = re.compile(r"\d\.\d{1,3}\.\d")
_CARD_GATE = re.compile(r"\d{4}[ -]?\d{2}")
_IBAN_GATE = re.compile(r"[A-Z]{2}\d\d ?[A-Z0-9]{4}")
_SSN_GATE = re.compile(r"\d-\d\d-\d")
AUTHOR = re.compile(
    r"(?:^|\n|\\n)[ \t]{0,8}(?:Author|Co-authored-by|Co-Authored-By|Signed-off-by|Reviewed-by|Committer|"
    r"Reported-by|Tested-by)\s{0,4}:\s{0,4}(?P<name>[^<>\n\\@:]{2,80}?)\s{0,4}<(?P<email>[^<>\s]{3,200})>"
)
_DOC_NETS = [
    ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "2001:db8::/32")
]
IBAN_COUNTRIES = frozenset(
    [
        "AD",
        "AE",
        "AL",
        "AT",
        "AZ",
        "BA",
        "BE",
        "BG",
        "BH",
        "BR",
        "BY",
        "CH",
        "CR",
        "CY",
        "CZ",
        "DE",
        "DK",
        "DO",
        "EE",
        "EG",
        "ES",
        "FI",
        "FO",
        "FR",
        "GB",
        "GE",
        "GI",
        "GL",
        "GR",
        "GT",
        "HR",
        "HU",
        "IE",
        "IL",
        "IQ",
        "IS",
        "IT",
        "JO",
        "KW",
        "KZ",
        "LB",
        "LC",
        "LI",
        "LT",
        "LU",
        "LV",
        "MC",
        "MD",
        "ME",
        "MK",
        "MR",
        "MT",
        "MU",
        "NL",
        "NO",
        "PK",
        "PL",
        "PS",
        "PT",
        "QA",
        "RO",
        "RS",
        "SA",
        "SC",
        "SE",
        "SI",
        "SK",
        "SM",
        "ST",
        "SV",
        "TL",
        "TN",
        "TR",
        "UA",
        "VA",
        "VG",
        "XK",
    ]
)

# -- user names in home paths, in every escaping ----------------------------------------------

_USER = r"(?P<user>[A-Za-z0-9_$][A-Za-z0-9._$-]{0,63})"
_SEP = r"(?:\\{1,4}|/)"
HOME_PATHS = [
    re.compile(rf"(?P<prefix>(?:\\?/)(?:home|Users)\\?/){_USER}(?=[/\\\s\"'`:;,)\]}}>]|$)"),
    re.compile(rf"(?P<prefix>\b[A-Za-z](?::|%3A|%3a){_SEP}(?:Users|Documents and Settings){_SEP}){_USER}"),
    re.compile(
        r"(?P<prefix>(?:^|(?<=[/\\\s\"'`]))-(?:home|Users)-)(?P<user>[A-Za-z0-9_$][A-Za-z0-9_$]{0,63})(?=-|/|$)"
    ),
    re.compile(r"(?P<prefix>(?<![\w~/$-])~)(?P<user>[a-z_][a-z0-9_-]{1,31})(?=/)"),
]
_HOME_NEEDLES = (("home", "Users"), ("Users", "Documents and Settings"), ("-home-", "-Users-"), ("~",))
NOT_USERNAMES = frozenset({"shared", "public", "default", "all users", "default user", "user", "username"})
GENERIC_NAMES = frozenset(
    {"root", "user", "admin", "ubuntu", "runner", "debian", "ec2-user", "node", "app", "localhost", "nobody"}
    | {"test", "tests", "guest", "demo", "home", "shared", "public", "users", "username", "workspace"}
    | {"project", "dev", "developer", "vagrant", "docker", "jenkins", "runner", "circleci", "vscode"}
)
# Agents and products whose names are also used as account names (``/home/codex``): such a
# name is replaced in paths, never as a word (it would turn "Claude Code" into "<USER> Code").
PRODUCT_NAMES = frozenset(
    [
        "claude",
        "codex",
        "copilot",
        "gemini",
        "cursor",
        "hermes",
        "kimi",
        "aider",
        "cline",
        "opencode",
        "openhands",
        "openai",
        "anthropic",
        "agent",
        "agents",
        "github",
        "gitlab",
        "python",
        "node",
        "deno",
        "bun",
        "ollama",
        "devin",
        "goose",
        "amp",
        "droid",
        "factory",
        "windsurf",
        "zed",
    ]
)


_ROW_SEPARATOR = "\n\x00\n"


@dataclass
class _RowScan:
    """What one pass over all strings of a row found: engine findings per string, the needles
    and number families present anywhere in the row."""

    scanned: set[str]
    engine: dict[str, list] = field(default_factory=dict)
    needles: list = field(default_factory=list)
    gates: set = field(default_factory=set)
    digits: bool = True


@dataclass
class Finding:
    """One value found in a text: its span, its category and the rule that found it."""

    start: int
    end: int
    category: str
    kind: str


@dataclass
class RedactionReport:
    """What was replaced: counts by kind, in total and per session (row id); which categories ran."""

    total: Counter = field(default_factory=Counter)
    per_session: dict[str, Counter] = field(default_factory=dict)
    categories: tuple[str, ...] = CATEGORIES
    kept: tuple[str, ...] = ()

    def add(self, session: str | None, kind: str, n: int = 1) -> None:
        self.total[kind] += n
        if session is not None:
            self.per_session.setdefault(session, Counter())[kind] += n

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": dict(sorted(self.total.items())),
            "replacements": sum(self.total.values()),
            "sessions_with_redactions": len(self.per_session),
            "per_session": {s: dict(sorted(c.items())) for s, c in sorted(self.per_session.items())},
            "categories": list(self.categories),
            "kept": list(self.kept),
        }

    def summary(self) -> str:
        if not self.total:
            return "redaction: nothing found"
        kinds = ", ".join(f"{k}={n}" for k, n in sorted(self.total.items()))
        return (
            f"redaction: {sum(self.total.values())} replacement(s) in {len(self.per_session)} "
            f"session(s): {kinds}"
        )


class Redactor:
    """Finds and replaces secrets and personal data, with placeholders shared across a dataset.

    Args:
        extra: literal strings to redact, or ``re:<pattern>`` regular expressions.
        usernames: OS user names to replace wherever they appear (default: the current user).
        hostnames: host names to replace wherever they appear (default: this machine's).
        keep: categories to leave alone (see :data:`KEEPABLE`), e.g. ``{"ip", "phone"}``.
    """

    def __init__(
        self,
        extra: Iterable[str] = (),
        *,
        usernames: Iterable[str] | None = None,
        hostnames: Iterable[str] | None = None,
        keep: Iterable[str] = (),
    ) -> None:
        kept = set(keep)
        unknown = kept - set(KEEPABLE)
        if unknown:
            raise ValueError(
                f"unknown redaction categories to keep: {', '.join(sorted(unknown))}; "
                f"choose from {', '.join(KEEPABLE)}"
            )
        self.enabled = frozenset(c for c in CATEGORIES if c not in kept)
        self.placeholders: dict[tuple[str, str], str] = {}
        self.placeholder_key: bytes | None = None
        self.counters: Counter = Counter()
        self.report = RedactionReport(
            categories=tuple(c for c in CATEGORIES if c in self.enabled), kept=tuple(sorted(kept))
        )
        self.seen: Counter = Counter()
        self.extra_patterns = [_extra_pattern(e) for e in extra if e]
        users = [_current_user()] if usernames is None else list(usernames)
        hosts = [_current_host()] if hostnames is None else list(hostnames)
        self.spec: dict[str, Any] = {
            "extra": list(extra),
            "usernames": users,
            "hostnames": hosts,
            "keep": sorted(kept),
        }
        self.known_users = {u for u in users if u}
        self.global_users = [u for u in users if _safe_global(u)]
        self.global_hosts = [h for h in hosts if _safe_global(h)]
        self.learned_users: set[str] = set()
        # (category, kind or kind by name, pattern, names: one must be in the text, lower-case for hosts)
        self._word_patterns: list[tuple[str, Any, re.Pattern[str], tuple[str, ...]]] = []
        self._build_word_patterns()
        self._engine = engine() if "secret" in self.enabled else None
        self._row: _RowScan | None = None

    def _build_word_patterns(self) -> None:
        patterns = []
        if "user" in self.enabled:
            names = [(n, "os_username") for n in sorted(set(self.global_users), key=len, reverse=True)]
            names += [
                (n, "home_path_user")
                for n in sorted(self.learned_users - set(self.global_users), key=lambda n: (-len(n), n))
            ]
            if names:
                alternation = "|".join(re.escape(n) for n, _ in names)
                kinds = dict(names)
                patterns.append(("user", kinds, _user_word(alternation), tuple(kinds)))
        if "host" in self.enabled:
            hosts = []
            for name in sorted(set(self.global_hosts), key=len, reverse=True):
                variants = {name, name.split(".")[0]} if len(name.split(".")[0]) >= 4 else {name}
                hosts += sorted(variants, key=len, reverse=True)
            if hosts:
                pattern = _host_word("|".join(re.escape(h) for h in hosts))
                patterns.append(("host", "hostname", pattern, tuple(h.lower() for h in hosts)))
        self._word_patterns = patterns

    def learn(self, values: Iterable[Any]) -> set[str]:
        """Collect the user names of home paths in ``values`` so they are replaced everywhere.

        A name seen in ``/Users/<u>/`` also shows up outside paths (``ls -l`` owners, git
        authors); the distinctive ones (see :func:`_safe_global`) are then replaced wherever they
        appear as a whole word of their own, with the same case. Returns the names learned.
        """
        found: set[str] = set()
        for text in _strings(values):
            if "home" not in text and "Users" not in text:
                continue
            for pattern in HOME_PATHS[:3]:
                for match in pattern.finditer(text):
                    user = match.group("user")
                    if user.lower() not in NOT_USERNAMES and _safe_global(user):
                        found.add(user)
        new = found - self.learned_users
        if new:
            self.learned_users |= new
            self._build_word_patterns()
        return new

    @classmethod
    def from_spec(cls, spec: dict[str, Any]) -> Redactor:
        """A redactor that finds what the one whose :attr:`spec` this is finds, on any machine
        (the user and host names are the ones of the machine that made ``spec``)."""
        return cls(spec["extra"], usernames=spec["usernames"], hostnames=spec["hostnames"], keep=spec["keep"])

    def adopt_names(self, names: Iterable[str]) -> None:
        """Replace ``names`` everywhere, as if :meth:`learn` had learned them here: what workers
        that learned from parts of the input return, merged."""
        new = set(names) - self.learned_users
        if new:
            self.learned_users |= new
            self._build_word_patterns()

    # -- finding ----------------------------------------------------------------------------

    def find(self, text: str) -> list[Finding]:
        """Non-overlapping findings in ``text``, by position (the longest of overlapping ones).

        The rules read a normalized copy (see :class:`Normalized`: ``\\n``-style escapes and
        ``\\u`` escapes decoded, ANSI colour codes removed), so that a secret right after an
        escape is at a word start as it would be in the decoded text; spans are mapped back.
        Home-path user names are read from ``text`` itself (their rules know every escaping,
        and decoding would turn ``C:\\Users\\nora`` into a newline and ``ora``).
        """
        if not text:
            return []
        norm = Normalized.of(text)
        found = self._find(text, norm.text if norm is not None else text)
        if norm is not None:
            found = [norm.original(f) for f in found]
            # names and the user's own patterns also read the raw text: ``C:\\tom`` is not a tab
            found += self._words(text)
            for pattern in self.extra_patterns:
                for match in pattern.finditer(text):
                    if match.end() > match.start():
                        found.append(Finding(match.start(), match.end(), "custom", "custom"))
        if "user" in self.enabled and ("home" in text or "Users" in text or "~" in text):
            found += _home_path_users(text)
        return _resolve(found)

    def _find(self, key: str, text: str) -> list[Finding]:
        """Findings (but home-path users) in ``text``, the normalized form of the string ``key``."""
        found: list[Finding] = []
        on = self.enabled
        if "secret" in on:
            keys = _private_keys(text) if "PRIVATE KEY" in text else []
            found += keys
            row = self._row
            if row is not None and key in row.scanned:
                found += row.engine.get(key, ())
            else:
                # the engine does not see key blocks already found: its own key rule is slow on them
                found += self._engine_findings(_blank(text, keys) if keys else text)
            low = text.lower()
            todo: set[int] = set()
            for needle, indexes in _NEEDLES if row is None else row.needles:
                if needle in low:
                    todo.update(indexes)
            for i in sorted(todo):
                kind, pattern, group, _ = SECRET_PATTERNS[i]
                for match in pattern.finditer(text):
                    g = _group(match, group)
                    if g is None or _is_placeholder(match.group(g)):
                        continue
                    if kind in CHECKED_VALUE_KINDS and not looks_password(match.group(g)):
                        continue
                    s, e = _whole_token(text, match.start(g), match.end(g))
                    found.append(Finding(s, e, "secret", kind))
            if any(k in low for k in _ASSIGNMENT_WORDS):
                found += self._assignments(text, low)
        if "@" in text:
            if "email" in on:
                for match in EMAIL.finditer(text):
                    address, suffix, end = match.group(0), match.group(1), match.end()
                    if (
                        suffix.lower() in _FILE_SUFFIXES
                        and "." in address.rsplit("@", 1)[1][: -len(suffix) - 1]
                    ):
                        address = address[: -len(suffix) - 1]  # an address followed by a file suffix
                        end -= len(suffix) + 1
                        suffix = address.rsplit(".", 1)[1]
                    if _personal_email(address, suffix):
                        found.append(Finding(match.start(), end, "email", "email"))
            if "name" in on and ":" in text:
                for match in AUTHOR.finditer(text):
                    email = match.group("email")
                    name = match.group("name").strip()
                    if _personal_email(email, email.rsplit(".", 1)[-1]) and not _is_placeholder(name):
                        s = match.start("name")
                        found.append(Finding(s, s + len(name), "name", "person_name"))
        if (self._row is None or self._row.digits) and _DIGIT.search(text):
            found += self._numbers(text)
        found += self._words(text)
        for pattern in self.extra_patterns:
            for match in pattern.finditer(text):
                if match.end() > match.start():
                    found.append(Finding(match.start(), match.end(), "custom", "custom"))
        return found

    def _words(self, text: str) -> list[Finding]:
        """The OS user, host and learned user names in ``text`` as words of their own."""
        found = []
        for category, kind, pattern, names in self._word_patterns:
            where = text.lower() if category == "host" else text
            if not any(n in where for n in names):
                continue
            for match in pattern.finditer(text):
                k = kind if isinstance(kind, str) else kind.get(match.group(0), "home_path_user")
                found.append(Finding(match.start(), match.end(), category, k))
        return found

    def _gate(self, gate: re.Pattern[str], text: str) -> bool:
        """Whether ``text`` may hold a value of a family: never when no string of the row does."""
        if self._row is not None and gate not in self._row.gates:
            return False
        return bool(gate.search(text))

    def _scan_row(self, row: dict) -> _RowScan:
        """One engine call and one needle test for all strings of a row, not one per string.

        The strings are joined with a separator no rule crosses; the engine's findings are
        mapped back to the strings they fall in.
        """
        strings = list(dict.fromkeys(s for v in row.values() for s in _strings(v) if s))
        scan = _RowScan(scanned=set(strings))
        # the rules read each string's normalized copy (see :meth:`find`): so does the engine
        normalized = [Normalized.of(s) for s in strings]
        texts = [n.text if n is not None else s for s, n in zip(strings, normalized, strict=True)]
        blob = _ROW_SEPARATOR.join(texts)
        low = blob.lower()
        scan.needles = [(n, idx) for n, idx in _NEEDLES if n in low]
        scan.gates = {
            g for g in (_PHONE_GATE, _IPV4_GATE, _CARD_GATE, _IBAN_GATE, _SSN_GATE) if g.search(blob)
        }
        scan.digits = bool(_DIGIT.search(blob))
        if "secret" not in self.enabled:
            return scan
        keys = _private_keys(blob) if "PRIVATE KEY" in blob else []
        data = (_blank(blob, keys) if keys else blob).encode("utf-8")
        starts, pos = [], 0
        sep = len(_ROW_SEPARATOR.encode("utf-8"))
        encoded = [s.encode("utf-8") for s in texts]
        for b in encoded:
            starts.append(pos)
            pos += len(b) + sep
        for f in self._engine.scan(data):
            rule = f.rule_id.split(".", 1)[-1]
            loc = f.location
            bs, be = loc["start_offset"], loc["end_offset"]
            i = bisect.bisect_right(starts, bs) - 1
            if i < 0:
                continue
            raw = encoded[i]
            s_off, e_off = bs - starts[i], min(be - starts[i], len(raw))
            if s_off >= len(raw):
                continue
            finding = self._engine_finding(texts[i], raw, s_off, e_off, rule)
            if finding is not None:  # kept in normalized offsets, as :meth:`_find` reads them
                scan.engine.setdefault(strings[i], []).append(finding)
        return scan

    def _engine_finding(self, text: str, data: bytes, s: int, e: int, rule: str) -> Finding | None:
        if len(data) != len(text):
            s, e = len(data[:s].decode("utf-8", "ignore")), len(data[:e].decode("utf-8", "ignore"))
        value = text[s:e]
        if _is_placeholder(value) or (rule.startswith("generic") and not looks_secret(value)):
            return None
        s, e = _whole_token(text, s, e)
        return Finding(s, e, "secret", ENGINE_KINDS.get(rule, rule.replace("-", "_")))

    def _engine_findings(self, text: str) -> list[Finding]:
        data = text.encode("utf-8")
        out = []
        for f in self._engine.scan(data):
            loc = f.location
            rule = f.rule_id.split(".", 1)[-1]
            finding = self._engine_finding(text, data, loc["start_offset"], loc["end_offset"], rule)
            if finding is not None:
                out.append(finding)
        return out

    def _assignments(self, text: str, low: str) -> list[Finding]:
        out = []
        # the same pattern without (?i) on the lower-cased text is several times faster
        matches = _ASSIGNMENT_LOWER.finditer(low) if len(low) == len(text) else ASSIGNMENT.finditer(text)
        for match in matches:
            head = _name_before(text, match.start())
            name = head + text[match.start() : match.end("tail")]
            if len(head) > 40 or _NOT_SECRET_NAMES.search(name):
                continue
            value = text[match.start("value") : match.end("value")]
            password = bool(PASSWORD_NAME.search(name)) and not re.search(
                r"(?i)key|token", match.group("tail")
            )
            if not (looks_password(value) if password else looks_secret(value)):
                continue
            kind = "password_assignment" if password else "secret_assignment"
            out.append(Finding(match.start("value"), match.end("value"), "secret", kind))
        return out

    def _numbers(self, text: str) -> list[Finding]:
        out = []
        on = self.enabled
        if "phone" in on:
            if "+" in text:
                for m in PHONE_INTL.finditer(text):
                    digits = sum(c.isdigit() for c in m.group(0))
                    if 8 <= digits <= 15 and not _date_like(m.group(0)):
                        out.append(Finding(m.start(), m.end(), "phone", "phone"))
            for m in PHONE_NATIONAL.finditer(text) if self._gate(_PHONE_GATE, text) else ():
                out.append(Finding(m.start(), m.end(), "phone", "phone"))
        if "ip" in on:
            if self._gate(_IPV4_GATE, text):
                for m in IPV4.finditer(text):
                    if _personal_ip(m.group(0)) and not _version_context(text, m.start()):
                        out.append(Finding(m.start(), m.end(), "ip", "ip_address"))
            if "::" in text or text.count(":") >= 7:
                for m in IPV6.finditer(text):
                    if _personal_ip(m.group(0)):
                        out.append(Finding(m.start(), m.end(), "ip", "ip_address"))
        if "credit_card" in on and self._gate(_CARD_GATE, text):
            for m in CARD.finditer(text):
                if _card(m.group(0)):
                    out.append(Finding(m.start(), m.end(), "credit_card", "credit_card"))
        if "iban" in on and self._gate(_IBAN_GATE, text):
            for m in IBAN.finditer(text):
                if _iban(m.group(0)):
                    out.append(Finding(m.start(), m.end(), "iban", "iban"))
        if "ssn" in on and self._gate(_SSN_GATE, text):
            for m in SSN.finditer(text):
                out.append(Finding(m.start(), m.end(), "ssn", "us_ssn"))
        return out

    # -- replacing --------------------------------------------------------------------------

    def placeholder(self, category: str, value: str) -> str:
        """The placeholder of ``value``; the same value always gets the same one."""
        return self.placeholder_of(self.key_of(category, value))

    def key_of(self, category: str, value: str) -> tuple[str, str]:
        """The key of ``value`` in :attr:`placeholders`: the value itself (lower-case for names
        and emails), or with a :attr:`placeholder_key` its keyed BLAKE2b digest, so that keys
        can be handed to other processes (Ray's object store, which may spill to disk) without
        the values."""
        norm = value.lower() if category in ("user", "host", "email") else value
        if self.placeholder_key is None:
            return category, norm
        data = norm.encode("utf-8", "surrogatepass")
        return category, hashlib.blake2b(data, key=self.placeholder_key, digest_size=20).hexdigest()

    def placeholder_of(self, key: tuple[str, str]) -> str:
        """The placeholder of a :meth:`key_of` key, numbered in its category when first seen."""
        category = key[0]
        if key not in self.placeholders:
            self.counters[category] += 1
            n = self.counters[category]
            prefix = PLACEHOLDER_PREFIX[category]
            if category in ("user", "host"):
                self.placeholders[key] = f"<{prefix}>" if n == 1 else f"<{prefix}_{n}>"
            else:
                self.placeholders[key] = f"<{prefix}_{n}>"
        return self.placeholders[key]

    def redact_text(self, text: str, session: str | None = None) -> str:
        """``text`` with every finding replaced by its placeholder (counted in the report)."""
        if not isinstance(text, str) or not text:
            return text
        findings = self.find(text)
        if not findings:
            return text
        parts = []
        last = 0
        for f in findings:
            parts.append(text[last : f.start])
            value = text[f.start : f.end]
            replacement = self.placeholder(f.category, value)
            parts.append(replacement)
            self.report.add(session, f.kind)
            self.seen[(f.kind, value, replacement)] += 1
            last = f.end
        parts.append(text[last:])
        return "".join(parts)

    def redact_value(self, value: Any, session: str | None = None, key: str | None = None) -> Any:
        """A JSON-like value with every string (and dict key) redacted, recursively.

        A string under a secret-looking key (``"api_key": "…"``) is replaced whole when it looks
        like a secret (any password under a password-like key), since there is no ``name=``
        text around it for the assignment rule.
        """
        if isinstance(value, str):
            if key is not None and "secret" in self.enabled and _secret_key(key):
                password = bool(PASSWORD_NAME.search(key)) and not re.search(r"(?i)key|token", key)
                if (looks_password(value) if password else looks_secret(value)) and not _has_placeholder(
                    value
                ):
                    kind = "password_assignment" if password else "secret_assignment"
                    replacement = self.placeholder("secret", value)
                    self.report.add(session, kind)
                    self.seen[(kind, value, replacement)] += 1
                    return replacement
            return self.redact_text(value, session)
        if isinstance(value, dict):
            return {
                self.redact_text(k, session) if isinstance(k, str) else k: self.redact_value(v, session, k)
                for k, v in value.items()
            }
        if isinstance(value, (list, tuple)):
            return [self.redact_value(v, session) for v in value]
        if isinstance(value, (int, float)):
            number = _number_text(value)
            if number is not None:
                redacted = self.redact_text(number, session)
                if redacted != number:
                    return redacted  # a number found to be personal data: its placeholder, as text
        return value

    def redact_row(self, row: dict) -> dict:
        """A copy of a canonical row with every string field redacted; counted under its ``id``."""
        self._row = self._scan_row(row)
        try:
            return self._redact_row(row)
        finally:
            self._row = None

    def _redact_row(self, row: dict) -> dict:
        session = self.redact_text(row["id"]) if isinstance(row.get("id"), str) else row.get("id")
        out = {}
        for key, value in row.items():
            if not isinstance(value, (str, dict, list)):
                out[key] = value  # the typed counts and flags of a row
            elif key == "id":
                out[key] = session
            elif key == "harness":
                out[key] = self.redact_harness(value, session)
            else:
                out[key] = self.redact_value(value, session)
        return out

    def redact_harness(self, harness: str, session: str | None = None) -> str:
        """A row's harness redacted and kept a safe name: it names configs, shards and folders,
        and another tool's STS header can put anything in it."""
        redacted = self.redact_text(harness, session)
        if redacted == harness:
            return harness
        from .export.sts import safe_harness

        return safe_harness(redacted)

    def redact_rows(self, rows: Iterable[dict], *, progress: bool = False) -> Iterator[dict]:
        """``rows`` redacted one by one, with a progress bar (rows and text size) on a terminal."""
        from huggingface_hub.utils import tqdm

        with tqdm(desc="Redacting", unit=" rows", disable=None if progress else True) as bar:
            for row in rows:
                yield self.redact_row(row)
                bar.update(1)

    def findings(self) -> list[tuple[str, str, str, int]]:
        """``(kind, value, placeholder, count)`` of everything replaced so far."""
        return sorted(((k, v, p, n) for (k, v, p), n in self.seen.items()), key=lambda f: (f[0], -f[3], f[2]))

    def scan_text(self, text: str) -> Iterator[tuple[str, str]]:
        """``(kind, value)`` of every finding in ``text``, without replacing anything."""
        for f in self.find(text):
            yield f.kind, text[f.start : f.end]


def _home_path_users(text: str) -> list[Finding]:
    """User names of home paths in ``text``, in every escaping (``/home/u``, ``C:\\\\Users\\\\u``,
    ``-Users-u-``, ``~u/``)."""
    found = []
    for pattern, needles in zip(HOME_PATHS, _HOME_NEEDLES, strict=True):
        if not any(n in text for n in needles):
            continue
        for match in pattern.finditer(text):
            user = match.group("user")
            if user.lower() in NOT_USERNAMES or user.startswith("<"):
                continue
            if pattern is HOME_PATHS[3] and user in GENERIC_NAMES:
                continue
            found.append(Finding(match.start("user"), match.end("user"), "user", "home_path_user"))
    return found


# What the rules see through: a JSON-text escape (``\n``, ``\t``, ``\r``, ``\"``, ``\/``, ``\uXXXX``)
# stands for one character, and an ANSI escape sequence (a real ESC, or one written as ``\u001b``,
# ``\x1b``, ``\e`` or ``\033``) for none. Read literally, ``\nAKIA…`` has no word start before the
# key and ``\x1b[32msk-…`` none before the token, so ``\b``-anchored rules would miss them.
_ESCAPE = re.compile(
    r"\\(?:x1[bB]|u001[bB]|e|033)\[[0-9;?]{0,32}[ -/]{0,4}[@-~]|"
    r"\x1b(?:\[[0-9;?]{0,32}[ -/]{0,4}[@-~]|\][^\x07\x1b\n]{0,2000}(?:\x07|\x1b\\)|[@-Z^_])|"
    r"\\u([0-9a-fA-F]{4})|\\([nrt\"/])"
)
_SIMPLE_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", '"': '"', "/": "/"}


class Normalized:
    """A normalized copy of a string for the rules to read, and the map of its offsets back.

    ``breaks`` holds ``(normalized offset, original offset)`` after every replaced sequence (and,
    for a sequence replaced by nothing, also before it), so a span found in :attr:`text` maps to
    the span of the original that holds exactly the same characters.
    """

    __slots__ = ("_norm", "_orig", "text")

    def __init__(self, text: str, norm: list[int], orig: list[int]) -> None:
        self.text = text
        self._norm = norm
        self._orig = orig

    @classmethod
    def of(cls, text: str) -> Normalized | None:
        """The normalized copy of ``text``, or None when it has nothing to normalize."""
        if "\\" not in text and "\x1b" not in text:
            return None
        parts: list[str] = []
        norm, orig = [0], [0]
        last = n = 0
        for m in _ESCAPE.finditer(text):
            code, simple = m.group(1), m.group(2)
            if simple is not None:
                repl = _SIMPLE_ESCAPES[simple]
            elif code is not None:
                cp = int(code, 16)
                if 0xD800 <= cp <= 0xDFFF or (cp < 0x20 and cp not in (9, 10, 13)):
                    continue  # half a surrogate pair, a control character: left as written
                repl = chr(cp)
            else:
                repl = ""
            parts.append(text[last : m.start()])
            n += m.start() - last
            if not repl:
                norm.append(n)
                orig.append(m.start())
            parts.append(repl)
            n += len(repl)
            last = m.end()
            norm.append(n)
            orig.append(last)
        if len(norm) == 1:
            return None
        parts.append(text[last:])
        return cls("".join(parts), norm, orig)

    def start(self, i: int) -> int:
        """The original offset of a span starting at normalized offset ``i``."""
        j = bisect.bisect_right(self._norm, i) - 1
        return self._orig[j] + i - self._norm[j]

    def end(self, i: int) -> int:
        """The original offset of a span ending at normalized offset ``i``."""
        j = bisect.bisect_left(self._norm, i)
        if j < len(self._norm) and self._norm[j] == i:
            return self._orig[j]
        return self._orig[j - 1] + i - self._norm[j - 1]

    def original(self, f: Finding) -> Finding:
        """``f`` with its span in the original string."""
        return Finding(self.start(f.start), self.end(f.end), f.category, f.kind)


def _blank(text: str, spans: list[Finding]) -> str:
    """``text`` with the given spans replaced by spaces (same length, so offsets still hold)."""
    parts, last = [], 0
    for f in sorted(spans, key=lambda f: f.start):
        if f.start >= last:
            parts += [text[last : f.start], " " * (f.end - f.start)]
            last = f.end
    parts.append(text[last:])
    return "".join(parts)


def _private_keys(text: str) -> list[Finding]:
    out = []
    for m in PRIVATE_KEY_BEGIN.finditer(text):
        marker = f"-----END {m.group(1)}-----"
        stop = text.find("\x00", m.end(), m.end() + 20_000)  # the end of a string in a row's joined text
        end = text.find(marker, m.end(), stop if stop != -1 else m.end() + 20_000)
        end = end + len(marker) if end != -1 else _KEY_BODY.match(text, m.end()).end()
        out.append(Finding(m.start(), end, "secret", "private_key"))
    return out


def mask(value: str) -> str:
    """A value shown without disclosing it: its first characters and its length."""
    keep = 4 if len(value) >= 12 else 1
    return f"{value[:keep]}…({len(value)} chars)"


def _group(match: re.Match, group: Any) -> Any:
    if isinstance(group, tuple):
        return next((g for g in group if match.group(g) is not None), None)
    return group


_TOKEN_TAIL = re.compile(r"(?:[A-Za-z0-9_+/=-]|\.(?=[A-Za-z0-9])){0,2000}")


def _whole_token(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen an engine's span to the whole token it sits in, so no tail of a secret is left."""
    if "\n" in text[start:end]:
        return start, end
    end = _TOKEN_TAIL.match(text, end).end()
    i = start
    while i > 0 and start - i < 200 and (text[i - 1].isalnum() or text[i - 1] in "_-"):
        i -= 1
    return i, end


def _extra_pattern(spec: str) -> re.Pattern[str]:
    if spec.startswith("re:"):
        return re.compile(spec[3:])
    return re.compile(re.escape(spec))


def _current_user() -> str:
    try:
        return getpass.getuser()
    except Exception:
        return ""


def _current_host() -> str:
    try:
        return socket.gethostname()
    except OSError:
        return ""


def _safe_global(name: str) -> bool:
    """Whether a user or host name is distinctive enough to replace wherever it appears."""
    return (
        bool(name)
        and len(name) >= 4
        and name.lower() not in GENERIC_NAMES
        and name.lower() not in PRODUCT_NAMES
    )


def _number_text(value: Any) -> str | None:
    """A JSON number as the text the rules read, when it is long enough to be a card or account
    number (``{"card": 4111111111111111}``); None for booleans, short numbers and fractions."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float):
        if not value.is_integer() or not 1e6 <= abs(value) < 1e20:
            return None
        value = int(value)
    if isinstance(value, int) and abs(value) >= 1_000_000:
        return str(value)
    return None


def _strings(value: Any) -> Iterator[str]:
    """Every string of a JSON-like value: strings, dict keys, and long numbers as text."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, (int, float)):
        number = _number_text(value)
        if number is not None:
            yield number
    elif isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, str):
                yield k
            yield from _strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v)


def _user_word(alternation: str) -> re.Pattern[str]:
    """User names as whole words of their own, same case: not inside ``gpt-5.1-codex-max``."""
    return re.compile(rf"(?:(?<![\w.-])|(?<=\\[nrt]))(?:{alternation})(?![\w-]|\.\w)")


def _host_word(alternation: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9_])(?:{alternation})(?![A-Za-z0-9_])", re.IGNORECASE)


def _name_before(text: str, start: int, limit: int = 40) -> str:
    """The identifier characters right before ``start`` (the head of a variable name)."""
    i = start
    while i > 0 and start - i <= limit and _NAME_CHAR.match(text, i - 1):
        i -= 1
    return text[i:start]


def _personal_email(address: str, suffix: str) -> bool:
    lower = address.lower()
    if lower in NON_PERSONAL_EMAILS or suffix.lower() in _FILE_SUFFIXES or "@" not in lower:
        return False
    if lower.endswith("[bot]@users.noreply.github.com"):
        return False
    domain = lower.rsplit("@", 1)[1]
    return not any(domain == d or domain.endswith("." + d) for d in NON_PERSONAL_DOMAINS)


def _date_like(value: str) -> bool:
    return bool(re.search(r"\b(?:19|20)\d\d[-./](?:0?[1-9]|1[0-2])[-./]", value))


def _version_context(text: str, start: int) -> bool:
    before = text[max(0, start - 12) : start].lower()
    return before.endswith(("v", "==", ">=", "<=", "~=", "^")) or "version" in before


def _personal_ip(value: str) -> bool:
    try:
        ip = ipaddress.ip_address(value)
    except ValueError:
        return False
    if ip.is_loopback or ip.is_unspecified or ip.is_multicast or ip.is_link_local or ip.is_reserved:
        return False
    if any(ip in net for net in _DOC_NETS if net.version == ip.version):
        return False
    if ip.version == 4:
        octets = [int(o) for o in value.split(".")]
        # net masks, broadcast, and four-part version numbers (1.2.3.4) are not addresses of anyone
        return not (octets[0] == 255 or octets[0] < 10 or (octets[-1] == 255 and octets[-2] == 255))
    groups = [g for g in value.split(":") if g]
    return len(groups) >= 3 and len(groups[0]) >= 3


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _card(value: str) -> bool:
    digits = re.sub(r"[ -]", "", value)
    if not 13 <= len(digits) <= 19 or not _luhn(digits) or len(set(digits)) < 4:
        return False
    groups = re.split(r"[ -]", value)
    if len(groups) > 1 and len({len(g) for g in groups[:-1]}) > 2:
        return False
    if digits[0] == "4":
        return len(digits) in (13, 16, 19)
    if digits[:2] in ("34", "37"):
        return len(digits) == 15
    if digits[:2] in ("51", "52", "53", "54", "55") or 2221 <= int(digits[:4]) <= 2720:
        return len(digits) == 16
    if digits.startswith(("6011", "65", "644", "645", "646", "647", "648", "649", "35")):
        return len(digits) == 16
    return False


def _iban(value: str) -> bool:
    compact = value.replace(" ", "")
    if compact[:2] not in IBAN_COUNTRIES or not 15 <= len(compact) <= 34:
        return False
    rearranged = compact[4:] + compact[:4]
    return int("".join(str(int(c, 36)) for c in rearranged)) % 97 == 1


def _secret_key(key: str) -> bool:
    return bool(SECRET_NAME.search(key)) and not _NOT_SECRET_NAMES.search(key)


def _has_placeholder(value: str) -> bool:
    return bool(
        re.search(r"<(?:SECRET|EMAIL|USER|HOST|REDACTED|PHONE|IP|CARD|IBAN|SSN|NAME)(?:_\d+)?>", value)
    )


def _resolve(found: list[Finding]) -> list[Finding]:
    """Overlapping findings merged: the longest wins, and its span grows to cover the others.

    Taking the union means that a narrower early find (detect a 24-character prefix of a Stripe
    key) can never leave the tail of a longer secret behind.
    """
    if not found:
        return []
    ranked = sorted(found, key=lambda f: (f.start, -(f.end - f.start)))
    groups: list[list[Finding]] = []
    end = -1
    for f in ranked:
        if f.end <= f.start:
            continue
        if groups and f.start < end:
            groups[-1].append(f)
            end = max(end, f.end)
        else:
            groups.append([f])
            end = f.end
    out = []
    for group in groups:
        best = max(group, key=lambda f: (f.end - f.start, -CATEGORIES.index(f.category)))
        out.append(Finding(min(f.start for f in group), max(f.end for f in group), best.category, best.kind))
    return out
