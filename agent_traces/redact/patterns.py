"""Our own secret patterns, for what the engine misses: vendor formats, private key blocks,
credentials in commands, headers and URLs. Every pattern is linear in its input.
"""

from __future__ import annotations

import base64
import re
from typing import Any

from .findings import Finding

# -- our own secret patterns: (kind, pattern, group of the secret or a tuple of alternatives,
# lower-case strings one of which a match must contain: a cheap test that skips the regex) --

# a word start, also right after an escape sequence of JSON-in-text (``\ncurl -u …``)
_B = r"(?:(?<![A-Za-z0-9_])|(?<=\\[nrt]))"

_V = r"(?:'(?P<q1>[^'\n]{1,200})'|\"(?P<q2>[^\"\n]{1,200})\"|(?P<q3>[^\s'\"`;&|)]{1,200}))"

_VALUE_GROUPS = ("q1", "q2", "q3")


# A private key block: to its END line when there is one within 20,000 characters, else (a key
# cut short) over the base64 lines that follow. Found in two linear steps, not by one lazy regex.
# (a wallet may name the key's address after it: ``-----BEGIN PRIVATE KEY for erd1…-----``)
PRIVATE_KEY_BEGIN = re.compile(
    r"-----BEGIN ((?:[A-Z0-9]{1,20} ){0,4}PRIVATE KEY(?: BLOCK)?)( for [^\n\\-]{1,120})?-----"
)

_KEY_BODY = re.compile(
    r"(?:(?:[A-Za-z0-9+/=]{1,200}|[A-Za-z-]{1,40}: [^\n\\]{0,200})?[ \t]{0,4}(?:\r?\n|\\r?\\n))*[A-Za-z0-9+/=]{0,200}"
)

# what separates an auth scheme from its credentials: spaces, a URL-encoded space, or the two
# halves of a concatenated literal (``'Basic ' + '<b64>'``, ``"Bearer " . "<token>"``)
_SCHEME_GAP = r"(?:\s{1,5}|%20|\s{0,2}[\"'`]\s{0,3}[+.]\s{0,3}[\"'`]\s{0,2})"

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
    (
        "telegram_token",
        re.compile(r"(?:\b|(?<=bot))\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_])"),
        0,
        (":aa",),
    ),
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
    # -- vendor formats with a documented prefix or shape that the engine's rules miss (formats
    # from the vendors' docs and gitleaks' ``cmd/generate/config/rules``) --
    (
        "discord_bot_token",
        re.compile(
            r"(?<![A-Za-z0-9_.-])[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}(?![A-Za-z0-9_-])"
        ),
        0,
        (".",),
    ),
    (
        "discord_webhook",
        re.compile(r"discord(?:app)?\.com/api/webhooks/\d{17,20}/([A-Za-z0-9_-]{60,70})"),
        1,
        ("/api/webhooks/",),
    ),
    (
        "azure_ad_client_secret",
        re.compile(r"(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])"),
        0,
        ("q~",),
    ),
    ("fcm_server_key", re.compile(r"\bAAAA[A-Za-z0-9_-]{7}:[A-Za-z0-9_-]{140}"), 0, ("aaaa",)),
    ("nuget_api_key", re.compile(r"\boy2[a-z0-9]{43}\b"), 0, ("oy2",)),
    ("sentry_org_token", re.compile(r"\bsntrys_eyJ[A-Za-z0-9+/=_-]{30,400}"), 0, ("sntrys_",)),
    ("sentry_user_token", re.compile(r"\bsntryu_[0-9a-f]{64}\b"), 0, ("sntryu_",)),
    (
        "flyio_token",
        re.compile(r"\b(?:fo1_[A-Za-z0-9_-]{43}|fm[12][ar]?_[A-Za-z0-9+/_-]{40,}={0,3})"),
        0,
        ("fo1_", "fm1", "fm2_"),
    ),
    (
        "vercel_token",
        re.compile(r"\b(?:vercel_blob_rw_[A-Za-z0-9]{16}_[A-Za-z0-9]{30}|vc[pikar]_[A-Za-z0-9]{56})\b"),
        0,
        ("vercel_blob_", "vcp_", "vci_", "vck_", "vca_", "vcr_"),
    ),
    ("notion_token", re.compile(r"\bsecret_([A-Za-z0-9]{43})\b"), 1, ("secret_",)),
    ("square_token", re.compile(r"\bsq0(?:csp|atp|idp)-[A-Za-z0-9_-]{22,60}"), 0, ("sq0",)),
    ("dropbox_token", re.compile(r"\bsl\.(?:u\.)?[A-Za-z0-9_-]{130,1500}"), 0, ("sl.",)),
    (
        "tailscale_key",
        re.compile(r"\btskey-(?:auth|client|api|webhook|scim)-[A-Za-z0-9]{6,20}-[A-Za-z0-9]{20,64}"),
        0,
        ("tskey-",),
    ),
    (
        "mapbox_token",
        re.compile(r"\b(?:sk|tk)\.eyJ[A-Za-z0-9_-]{40,400}\.[A-Za-z0-9_-]{20,60}"),
        0,
        (".eyj",),
    ),
    ("contentful_token", re.compile(r"\bCFPAT-[A-Za-z0-9_-]{43}"), 0, ("cfpat-",)),
    ("airtable_token", re.compile(r"\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b"), 0, ("pat",)),
    (
        "hubspot_token",
        re.compile(r"\bpat-(?:na|eu)\d-[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}\b"),
        0,
        ("pat-",),
    ),
    ("okta_token", re.compile(r"\bSSWS\s{1,3}(00[A-Za-z0-9_-]{40})\b"), 1, ("ssws",)),
    ("adafruit_key", re.compile(r"\baio_[A-Za-z0-9]{28}\b"), 0, ("aio_",)),
    (
        "telegram_bot_url",
        re.compile(r"/bot(\d{6,12}:[A-Za-z0-9_-]{30,50})(?=[/?#\s\"']|$)"),
        1,
        ("/bot",),
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
    # ``Bearer``/``Basic`` also after a URL-encoded space: ``OTEL_EXPORTER_OTLP_HEADERS`` is a
    # W3C Baggage-style list, ``Authorization=Basic%20v``
    (
        "bearer_token",
        # (a token may carry its record's, version's or kind's id: Laravel Sanctum's ``Bearer 333|<token>``,
        # Optimizely's ``Bearer 2:<token>``, YouTrack's ``Bearer perm:<b64>==.<b64>.<token>``)
        re.compile(
            r"\b[Bb]earer"
            + _SCHEME_GAP
            + r"((?:\w{1,12}[|:])?(?=[A-Za-z0-9._~+/=-]{16})[A-Za-z0-9._~+/-]{4,2000}(?:=+[A-Za-z0-9._~+/-]{1,2000}){0,4}=*)"
        ),
        1,
        ("earer",),
    ),
    # Google OAuth 2.0 refresh tokens (``gcloud``, ``firebase login:ci``, ``clasp``) start ``1//0``
    ("google_oauth_refresh_token", re.compile(r"(?<![\w/])1//0[A-Za-z0-9_-]{40,500}"), 0, ("1//0",)),
    (
        "basic_auth",
        re.compile(r"\b(?i:basic)" + _SCHEME_GAP + r"([A-Za-z0-9+/]{12,500}={0,2})(?![A-Za-z0-9+/=])"),
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
        re.compile(_B + r"mysql(?:dump|admin|sh)?\b[^\n|;&]{0,200}?\s['\"]?-p['\"]?([^\s'\"]{1,200})"),
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
            + r"machine\s{1,5}\S{1,200}\s{1,20}(?:login\s{1,5}\S{1,200}\s{1,20})?password\s{1,5}([^\s\\]{1,200})"
        ),
        1,
        ("machine",),
    ),
    (
        "netrc_password",
        re.compile(
            _B
            + r"login[ \t]{1,5}[^\s\\]{1,200}[ \t]{0,20}(?:\r?\n)?[ \t]{0,20}password[ \t]{1,5}([^\s\\]{1,200})"
        ),
        1,
        ("login",),
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


def _basic_credentials(value: str) -> bool:
    """Whether a ``Basic`` value is base64 of ``user:password`` (not ``Basic Stdin/Stdout``)."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return False
    return ":" in decoded and decoded.isprintable()


def _discord_token(value: str) -> bool:
    """Whether a dotted token is a Discord bot token: its first part is base64 of a numeric user id."""
    head = value.split(".", 1)[0]
    try:
        decoded = base64.urlsafe_b64decode(head + "=" * (-len(head) % 4))
    except ValueError:
        return False
    return 15 <= len(decoded) <= 21 and decoded.isdigit()


# what a match's value must also be, by kind: a shape no regex can say
VALUE_CHECKS = {"basic_auth": _basic_credentials, "discord_bot_token": _discord_token}

# one pass that tells which needles a text holds; the patterns of the others are skipped
_NEEDLES: list[tuple[str, tuple[int, ...]]] = [
    (n, tuple(i for i, (*_, ns) in enumerate(SECRET_PATTERNS) if n in ns))
    for n in sorted({n for *_, ns in SECRET_PATTERNS for n in ns})
]


def _private_keys(text: str) -> list[Finding]:
    out = []
    for m in PRIVATE_KEY_BEGIN.finditer(text):
        marker = f"-----END {m.group(1)}{m.group(2) or ''}-----"
        stop = text.find("\x00", m.end(), m.end() + 20_000)  # the end of a string in a row's joined text
        end = text.find(marker, m.end(), stop if stop != -1 else m.end() + 20_000)
        end = end + len(marker) if end != -1 else _KEY_BODY.match(text, m.end()).end()
        out.append(Finding(m.start(), end, "secret", "private_key"))
    return out


def _extra_pattern(spec: str) -> re.Pattern[str]:
    if spec.startswith("re:"):
        return re.compile(spec[3:])
    return re.compile(re.escape(spec))
