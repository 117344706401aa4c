"""Redaction of secrets and personal data in the rows being written (never in the source files).

A :class:`Redactor` walks every string of a canonical row (content, reasoning, tool arguments
recursively, tool results, metadata, file paths, and dict keys) and replaces what it finds with
placeholders that are consistent across the whole dataset: the same value always gets the same
placeholder (``<SECRET_1>``, ``<EMAIL_2>``, ``/home/<USER>``), so traces stay coherent.

What is found, in this order (earlier finds win over overlapping later ones):

- private key blocks (``-----BEGIN … PRIVATE KEY-----`` to its ``END`` line);
- tokens with a recognisable format, from ``detect-secrets``' plugins (AWS, GitHub, GitLab,
  OpenAI, Slack, Stripe, npm, PyPI, JWT, SendGrid, Twilio, Discord, Telegram, Square, Azure,
  Mailchimp, Artifactory, passwords in ``scheme://user:pass@host`` URLs), plus the formats those
  plugins do not know (Anthropic, newer OpenAI and GitHub keys, Hugging Face, Google, npm
  ``npm_…``, Stripe test keys, bearer tokens, ``password=`` in connection strings);
- high-entropy values assigned to secret-looking names (``API_KEY=…``, ``"password": "…"``),
  using detect-secrets' keyword list and its Shannon entropy;
- e-mail addresses (except well-known non-personal ones such as ``noreply@anthropic.com``);
- user names in home paths (``/home/<u>``, ``/Users/<u>``, ``C:\\Users\\<u>``, and Claude Code's
  encoded project folders ``-Users-<u>-…``), the OS user name and host name wherever they
  appear (unless too generic to replace safely, such as ``root``);
- extra literal strings or ``re:`` patterns given by the user.

Git SHAs, UUIDs, hashes and base64 data are left alone: none of the rules match bare hex or
base64 without a secret's prefix or a secret-looking name in front of it.
"""

from __future__ import annotations

import getpass
import re
import socket
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from detect_secrets.plugins.artifactory import ArtifactoryDetector
from detect_secrets.plugins.aws import AWSKeyDetector
from detect_secrets.plugins.azure_storage_key import AzureStorageKeyDetector
from detect_secrets.plugins.base import RegexBasedDetector
from detect_secrets.plugins.basic_auth import BasicAuthDetector
from detect_secrets.plugins.discord import DiscordBotTokenDetector
from detect_secrets.plugins.github_token import GitHubTokenDetector
from detect_secrets.plugins.gitlab_token import GitLabTokenDetector
from detect_secrets.plugins.high_entropy_strings import Base64HighEntropyString
from detect_secrets.plugins.jwt import JwtTokenDetector
from detect_secrets.plugins.keyword import DENYLIST as SECRET_KEYWORDS
from detect_secrets.plugins.mailchimp import MailchimpDetector
from detect_secrets.plugins.npm import NpmDetector
from detect_secrets.plugins.openai import OpenAIDetector
from detect_secrets.plugins.pypi_token import PypiTokenDetector
from detect_secrets.plugins.sendgrid import SendGridDetector
from detect_secrets.plugins.slack import SlackDetector
from detect_secrets.plugins.square_oauth import SquareOAuthDetector
from detect_secrets.plugins.stripe import StripeDetector
from detect_secrets.plugins.telegram_token import TelegramBotTokenDetector
from detect_secrets.plugins.twilio import TwilioKeyDetector

DETECT_SECRETS_PLUGINS: dict[str, RegexBasedDetector] = {
    "aws_key": AWSKeyDetector(),
    "azure_storage_key": AzureStorageKeyDetector(),
    "url_password": BasicAuthDetector(),
    "discord_token": DiscordBotTokenDetector(),
    "github_token": GitHubTokenDetector(),
    "gitlab_token": GitLabTokenDetector(),
    "jwt": JwtTokenDetector(),
    "mailchimp_key": MailchimpDetector(),
    "npm_token": NpmDetector(),
    "openai_key": OpenAIDetector(),
    "pypi_token": PypiTokenDetector(),
    "sendgrid_key": SendGridDetector(),
    "slack_token": SlackDetector(),
    "square_token": SquareOAuthDetector(),
    "stripe_key": StripeDetector(),
    "telegram_token": TelegramBotTokenDetector(),
    "twilio_key": TwilioKeyDetector(),
    "artifactory_token": ArtifactoryDetector(),
}

# Formats detect-secrets 1.5 does not cover: (kind, pattern, group holding the secret).
EXTRA_SECRET_PATTERNS: list[tuple[str, re.Pattern[str], int]] = [
    ("anthropic_key", re.compile(r"\bsk-ant-[A-Za-z0-9]{2,8}-[A-Za-z0-9_-]{20,}"), 0),
    ("openai_key", re.compile(r"\bsk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}"), 0),
    ("openai_key", re.compile(r"\bsk-[A-Za-z0-9]{48}\b"), 0),
    ("github_token", re.compile(r"\bgithub_pat_[A-Za-z0-9_]{22,}"), 0),
    ("huggingface_token", re.compile(r"\bhf_[A-Za-z0-9]{30,}\b"), 0),
    ("google_api_key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}"), 0),
    ("google_oauth", re.compile(r"\bGOCSPX-[A-Za-z0-9_-]{20,}"), 0),
    ("google_oauth", re.compile(r"\bya29\.[0-9A-Za-z_-]{20,}"), 0),
    ("npm_token", re.compile(r"\bnpm_[A-Za-z0-9]{36}\b"), 0),
    ("stripe_key", re.compile(r"\b(?:sk|rk)_(?:test|live)_[0-9a-zA-Z]{24,}"), 0),
    ("gitlab_token", re.compile(r"\bglpat-[A-Za-z0-9_-]{20,}"), 0),
    ("slack_token", re.compile(r"\bxapp-\d-[A-Z0-9]+-\d+-[a-z0-9]+", re.IGNORECASE), 0),
    (
        "url_password",
        re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://[^\s/:@<>\"']+:([^\s/@<>\"']{3,})@(?=[\w.-])"),
        1,
    ),
    ("bearer_token", re.compile(r"\b[Bb]earer\s+([A-Za-z0-9._~+/-]{16,}=*)"), 1),
    ("basic_auth", re.compile(r"\bBasic\s+([A-Za-z0-9+/]{16,}={0,2})(?![A-Za-z0-9+/=])"), 1),
    (
        "connection_string_password",
        re.compile(r"(?i)(?:^|[;\s\"'])(?:password|pwd)\s*=\s*([^;\s\"']{4,})(?=;|\s|$|[\"'])"),
        1,
    ),
]

PRIVATE_KEY = re.compile(
    r"-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----"
    r"(?:.*?-----END \1-----|[\sA-Za-z0-9+/=:,-]*)",
    re.DOTALL,
)

_KEYWORDS = "|".join([*SECRET_KEYWORDS, "token", "access_?key", "credentials?", "auth"])
SECRET_NAME = re.compile(rf"(?i)(?:{_KEYWORDS})")
ASSIGNMENT = re.compile(
    rf"(?i)(?:{_KEYWORDS})(?P<tail>[A-Za-z0-9_.-]{{0,40}})[\"']?\s*(?:=|:=|:|=>)\s*"
    r"(?P<quote>[\"'`]?)(?P<value>[^\s\"'`,;(){}\[\]<>\\]{8,})(?![(\[{])"
)
_NAME_CHAR = re.compile(r"[A-Za-z0-9_.-]")
_NOT_SECRET_NAMES = re.compile(r"(?i)(?:^|_)(?:max|num|input|output|total|cache|count|usage)_?tokens?$")
_PLACEHOLDER_VALUE = re.compile(
    r"^(?:<[^>]*>|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?.*|\{\{.*\}\}|%\(?\w+\)?s?|\*+|x+|X+|\.\.\.|"
    r"(?:your|my|the|example|dummy|placeholder|changeme|redacted)[-_a-z]*|(?:os\.)?environ.*|process\.env.*|"
    r"(?:true|false|null|none|undefined))$",
    re.IGNORECASE,
)
_ENTROPY = Base64HighEntropyString()
_ENTROPY.charset = "".join(chr(c) for c in range(33, 127))

EMAIL = re.compile(
    r"(?<![\w.+-])[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.([A-Za-z]{2,24})\b"
)
_FILE_SUFFIXES = frozenset(
    (
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
    )
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
        "198982749+copilot@users.noreply.github.com",
        "223556219+copilot@users.noreply.github.com",
    }
)
NON_PERSONAL_DOMAINS = ("example.com", "example.org", "example.net", "localhost", "test.com")

_USER = r"(?P<user>[A-Za-z0-9_$][A-Za-z0-9._$-]*)"
HOME_PATHS = [
    re.compile(rf"(?P<prefix>/(?:home|Users)/){_USER}(?=[/\\\s\"'`:;,)\]}}>]|$)"),
    re.compile(rf"(?P<prefix>\b[A-Za-z]:(?:\\\\|\\|/)(?:Users|Documents and Settings)(?:\\\\|\\|/)){_USER}"),
    re.compile(
        r"(?P<prefix>(?:^|(?<=[/\\\s\"'`]))-(?:home|Users)-)(?P<user>[A-Za-z0-9_$][A-Za-z0-9_$]*)(?=-|/|$)"
    ),
]
NOT_USERNAMES = frozenset({"shared", "public", "default", "all users", "default user", "user", "username"})
GENERIC_NAMES = frozenset(
    {"root", "user", "admin", "ubuntu", "runner", "debian", "ec2-user", "node", "app", "localhost", "nobody"}
    | {"test", "tests", "guest", "demo", "home", "shared", "public", "users", "username", "workspace"}
    | {"project"}
)

PLACEHOLDER_PREFIX = {
    "secret": "SECRET",
    "email": "EMAIL",
    "user": "USER",
    "host": "HOST",
    "custom": "REDACTED",
}


@dataclass
class Finding:
    """One value found in a text: its span, its category and the rule that found it."""

    start: int
    end: int
    category: str
    kind: str


@dataclass
class RedactionReport:
    """What was replaced: counts by kind, in total and per session (row id)."""

    total: Counter = field(default_factory=Counter)
    per_session: dict[str, Counter] = field(default_factory=dict)

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
        }

    def summary(self) -> str:
        if not self.total:
            return "redaction: nothing found"
        kinds = ", ".join(f"{k}={n}" for k, n in sorted(self.total.items()))
        return (
            f"redaction: {sum(self.total.values())} replacement(s) in {len(self.per_session)} "
            f"session(s): {kinds}"
        )


def _entropy(value: str) -> float:
    return _ENTROPY.calculate_shannon_entropy(value)


def looks_secret(value: str, *, min_length: int = 8) -> bool:
    """Whether a value assigned to a secret-looking name is plausibly a real secret.

    Rejects placeholders (``<…>``, ``${VAR}``, ``your-key-here``, ``****``), plain words, numbers
    and low-entropy strings; what is left is mixed, random-looking text.
    """
    value = value.strip().strip("\"'`")
    if len(value) < min_length or _PLACEHOLDER_VALUE.match(value):
        return False
    if value.isdigit() or value.startswith(("/", "~/", "./", "../", "http://", "https://", "file:")):
        return False
    if re.fullmatch(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+", value):
        return False
    if re.fullmatch(r"[a-z]+(?:[_.-][a-z]+)*", value) or re.fullmatch(r"[A-Z][a-z]+(?:[A-Z][a-z]+)*", value):
        return False
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    has_other = any(not c.isalnum() for c in value)
    if not (has_alpha and (has_digit or has_other)):
        return False
    return _entropy(value) >= 3.0


class Redactor:
    """Finds and replaces secrets and personal data, with placeholders shared across a dataset.

    Args:
        extra: literal strings to redact, or ``re:<pattern>`` regular expressions.
        usernames: OS user names to replace wherever they appear (default: the current user).
        hostnames: host names to replace wherever they appear (default: this machine's).
    """

    def __init__(
        self,
        extra: Iterable[str] = (),
        *,
        usernames: Iterable[str] | None = None,
        hostnames: Iterable[str] | None = None,
    ) -> None:
        self.placeholders: dict[tuple[str, str], str] = {}
        self.counters: Counter = Counter()
        self.report = RedactionReport()
        self.seen: Counter = Counter()
        self.extra_patterns = [_extra_pattern(e) for e in extra if e]
        users = [_current_user()] if usernames is None else list(usernames)
        hosts = [_current_host()] if hostnames is None else list(hostnames)
        self.known_users = {u for u in users if u}
        self.global_users = [u for u in users if _safe_global(u)]
        self.global_hosts = [h for h in hosts if _safe_global(h)]
        self.learned_users: set[str] = set()
        self._word_patterns: list[tuple[str, str, re.Pattern[str]]] = []
        self._build_word_patterns()

    def _build_word_patterns(self) -> None:
        patterns = []
        for name in sorted(set(self.global_users), key=len, reverse=True):
            patterns.append(("user", "os_username", _word(name)))
        for name in sorted(self.learned_users - set(self.global_users), key=lambda n: (-len(n), n)):
            patterns.append(("user", "home_path_user", _word(name)))
        for name in sorted(set(self.global_hosts), key=len, reverse=True):
            variants = {name, name.split(".")[0]} if len(name.split(".")[0]) >= 4 else {name}
            for v in sorted(variants, key=len, reverse=True):
                patterns.append(("host", "hostname", _word(v)))
        self._word_patterns = patterns

    def learn(self, values: Iterable[Any]) -> set[str]:
        """Collect the user names of home paths in ``values`` so they are replaced everywhere.

        A name seen in ``/Users/<u>/`` also shows up outside paths (``ls -l`` owners, git
        authors); the distinctive ones (see :func:`_safe_global`) are then replaced wherever they
        appear as a word. Returns the names learned.
        """
        found: set[str] = set()
        for text in _strings(values):
            if "home" not in text and "Users" not in text:
                continue
            for pattern in HOME_PATHS:
                for match in pattern.finditer(text):
                    user = match.group("user")
                    if user.lower() not in NOT_USERNAMES and _safe_global(user):
                        found.add(user)
        new = found - self.learned_users
        if new:
            self.learned_users |= new
            self._build_word_patterns()
        return new

    # -- finding ----------------------------------------------------------------------------

    def find(self, text: str) -> list[Finding]:
        """Non-overlapping findings in ``text``, by position."""
        if not text:
            return []
        found: list[Finding] = []
        for match in PRIVATE_KEY.finditer(text):
            found.append(Finding(match.start(), match.end(), "secret", "private_key"))
        for kind, plugin in DETECT_SECRETS_PLUGINS.items():
            if kind == "npm_token" and "_authToken" not in text:
                continue  # its ``//.+/:_authToken=`` backtracks from every ``//``: quadratic on a long line
            for value in set(plugin.analyze_string(text)):
                value = value.strip()
                if len(value) < 6:
                    continue
                for start in _occurrences(text, value):
                    end = start + len(value)
                    if kind == "jwt":
                        end = _extend(text, end, r"[A-Za-z0-9_.=-]")
                    found.append(Finding(start, end, "secret", kind))
        for kind, pattern, group in EXTRA_SECRET_PATTERNS:
            for match in pattern.finditer(text):
                found.append(Finding(match.start(group), match.end(group), "secret", kind))
        for match in EMAIL.finditer(text):
            address = match.group(0)
            if not _personal_email(address, match.group(1)):
                continue
            found.append(Finding(match.start(), match.end(), "email", "email"))
        for match in ASSIGNMENT.finditer(text):
            head = _name_before(text, match.start())
            name = head + text[match.start() : match.end("tail")]
            if len(head) > 40 or _NOT_SECRET_NAMES.search(name) or not looks_secret(match.group("value")):
                continue
            found.append(Finding(match.start("value"), match.end("value"), "secret", "secret_assignment"))
        for pattern in HOME_PATHS:
            for match in pattern.finditer(text):
                user = match.group("user")
                if user.lower() in NOT_USERNAMES or user.startswith("<"):
                    continue
                found.append(Finding(match.start("user"), match.end("user"), "user", "home_path_user"))
        for category, kind, pattern in self._word_patterns:
            for match in pattern.finditer(text):
                found.append(Finding(match.start(), match.end(), category, kind))
        for pattern in self.extra_patterns:
            for match in pattern.finditer(text):
                if match.end() > match.start():
                    found.append(Finding(match.start(), match.end(), "custom", "custom"))
        return _resolve(found)

    # -- replacing --------------------------------------------------------------------------

    def placeholder(self, category: str, value: str) -> str:
        """The placeholder of ``value``; the same value always gets the same one."""
        key = (category, value.lower() if category in ("user", "host", "email") else value)
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
        like a secret, since there is no ``name=`` text around it for the assignment rule.
        """
        if isinstance(value, str):
            if key is not None and _secret_key(key) and looks_secret(value) and not _has_placeholder(value):
                replacement = self.placeholder("secret", value)
                self.report.add(session, "secret_assignment")
                self.seen[("secret_assignment", value, replacement)] += 1
                return replacement
            return self.redact_text(value, session)
        if isinstance(value, dict):
            return {
                self.redact_text(k, session) if isinstance(k, str) else k: self.redact_value(v, session, k)
                for k, v in value.items()
            }
        if isinstance(value, (list, tuple)):
            return [self.redact_value(v, session) for v in value]
        return value

    def redact_row(self, row: dict) -> dict:
        """A copy of a canonical row with every string field redacted; counted under its ``id``."""
        session = row.get("id")
        out = {}
        for key, value in row.items():
            if key in ("harness",) or not isinstance(value, (str, dict, list)):
                out[key] = value
            else:
                out[key] = self.redact_value(value, session)
        return out

    def findings(self) -> list[tuple[str, str, str, int]]:
        """``(kind, value, placeholder, count)`` of everything replaced so far."""
        return sorted(((k, v, p, n) for (k, v, p), n in self.seen.items()), key=lambda f: (f[0], -f[3], f[2]))

    def scan_text(self, text: str) -> Iterator[tuple[str, str]]:
        """``(kind, value)`` of every finding in ``text``, without replacing anything."""
        for f in self.find(text):
            yield f.kind, text[f.start : f.end]


def mask(value: str) -> str:
    """A value shown without disclosing it: its first characters and its length."""
    keep = 4 if len(value) >= 12 else 1
    return f"{value[:keep]}…({len(value)} chars)"


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
    return bool(name) and len(name) >= 4 and name.lower() not in GENERIC_NAMES


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, str):
                yield k
            yield from _strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v)


def _word(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9_]){re.escape(name)}(?![A-Za-z0-9_])", re.IGNORECASE)


def _name_before(text: str, start: int, limit: int = 40) -> str:
    """The identifier characters right before ``start`` (the head of a variable name)."""
    i = start
    while i > 0 and start - i <= limit and _NAME_CHAR.match(text, i - 1):
        i -= 1
    return text[i:start]


def _occurrences(text: str, value: str) -> Iterator[int]:
    start = text.find(value)
    while start != -1:
        yield start
        start = text.find(value, start + len(value))


def _extend(text: str, end: int, charset: str) -> int:
    match = re.compile(f"{charset}*").match(text, end)
    return match.end() if match else end


def _personal_email(address: str, suffix: str) -> bool:
    lower = address.lower()
    if lower in NON_PERSONAL_EMAILS or suffix.lower() in _FILE_SUFFIXES:
        return False
    domain = lower.rsplit("@", 1)[1]
    return not any(domain == d or domain.endswith("." + d) for d in NON_PERSONAL_DOMAINS)


def _secret_key(key: str) -> bool:
    return bool(SECRET_NAME.search(key)) and not _NOT_SECRET_NAMES.search(key)


def _has_placeholder(value: str) -> bool:
    return bool(re.search(r"<(?:SECRET|EMAIL|USER|HOST|REDACTED)(?:_\d+)?>", value))


def _resolve(found: list[Finding]) -> list[Finding]:
    """Drop findings that overlap an earlier-ranked one; earlier rules and longer spans win."""
    ranked = sorted(enumerate(found), key=lambda p: (p[0], -(p[1].end - p[1].start)))
    taken: list[Finding] = []
    for _, f in ranked:
        if f.end <= f.start:
            continue
        if any(f.start < t.end and t.start < f.end for t in taken):
            continue
        taken.append(f)
    return sorted(taken, key=lambda f: f.start)
