"""Placeholders: the prefix of each category, the placeholder of a value (:func:`placeholder`,
a keyed digest), values that already are placeholders (``${VAR}``, ``<redacted>``,
``your-key-here``), and :func:`mask` for showing a value.
"""

from __future__ import annotations

import hmac
import re

from .syllables import CLASS_CHANGE

PLACEHOLDER_PREFIX = {
    "secret": "SECRET",
    "email": "EMAIL",
    "phone": "PHONE",
    "ip": "IP",
    "credit_card": "CARD",
    "iban": "IBAN",
    "ssn": "SSN",
    "national_id": "ID",
    "birth_date": "DOB",
    "address": "ADDRESS",
    "name": "NAME",
    "user": "USER",
    "host": "HOST",
    "custom": "REDACTED",
}


def placeholder(key: bytes, category: str, value: str) -> str:
    """The placeholder of ``value``: ``<PREFIX_xxxxxxxx>``, the first 8 hex digits of an HMAC
    of the value under the dataset's ``key`` (e-mail addresses lower-cased first), or ``<USER>``
    and ``<HOST>`` for names. It depends on ``key`` and the value alone: the same value gets the
    same placeholder in every row and every version of a dataset, and two datasets (two keys)
    cannot be linked through their placeholders."""
    prefix = PLACEHOLDER_PREFIX[category]
    if category in ("user", "host"):
        return f"<{prefix}>"
    norm = value.lower() if category == "email" else value
    data = f"{category}\x00{norm}".encode("utf-8", "surrogatepass")
    return f"<{prefix}_{hmac.digest(key, data, 'sha256').hex()[:8]}>"


_PLACEHOLDER_VALUE = re.compile(
    r"^(?:<[^>]*>|<[\w .:/-]*|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?.*|\$\d+|\{\{.*\}\}|\{[\w.]*\}|%\([\w.-]+\)[sdr]?|%[A-Za-z_]+|%\w+%|\*+|x+|X+|\.\.\.|…|"
    r"(?:your|my|the|example|dummy|placeholder|changeme|redacted|secret|password|passwd|pwd|pass|token|"
    r"test|sample|fake|none|null|nil|empty|required|optional|hidden|masked|string|str|text|bytes|int|number|"
    r"bool|boolean|any|object|undefined|true|false|new|current|old|confirm)[-_a-z]*|"
    r"(?:os\.)?environ.*|process\.env.*|getenv.*|env\(.*|getpass.*|input\(.*|prompt\(.*|"
    r"REDACTED|\[redacted\]|\(redacted\))$",
    re.IGNORECASE,
)

# a demo word inside a value is one of its words, in one case (``demoKey``, ``MY_DUMMY``), not
# letters of a drawn password that happen to spell it across a case change (``seasideMoss425``)
_DEMO_WORDS = "|".join(
    f"{w}|{w.capitalize()}|{w.upper()}" for w in ("demo", "dummy", "example", "placeholder", "changeme")
)
_DEMO_VALUE = re.compile(
    rf"(?i:^(?:your|example|dummy|placeholder|changeme|sample|fake))|{_DEMO_WORDS}|"
    r"(?i:xxxx|your[-_]|[-_]here$|^replace[-_]|\.\.\.|abc123|(?:^|[/:_-])password(?:$|[/:_-]))|^[A-Z][A-Z0-9_]{2,60}="
)


# symbols a generated secret is full of and a variable reference (``${VAR:-x}``, ``$HOME/.x``) is not
_GENERATED_SYMBOLS = frozenset("!#%^&*()+=~@|")


def _generated_after_dollar(value: str) -> bool:
    """Whether a value that starts like a variable (``$vu+=%j1e-…``) is a generated secret whose
    first character happens to be ``$`` (Django's ``SECRET_KEY`` alphabet, password generators):
    long, and four symbols or more that no variable reference or template holds."""
    return (
        len(value) >= 16
        and not value.startswith(("$(", "${"))
        and sum(c in _GENERATED_SYMBOLS for c in value) >= 4
    )


_AFTER_DOLLAR = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]{15,200})")


def _drawn_after_dollar(value: str) -> bool:
    """Whether what follows a ``$`` is no variable's name but a drawn token (Asaas' ``$aact_…``
    keys): a name has a few humps (``$myLongVariableName2``), a drawn run changes between upper
    case, lower case and digits at a third of its characters or more."""
    m = _AFTER_DOLLAR.match(value)
    if m is None:
        return False
    run = m.group(1)
    return len(CLASS_CHANGE.findall(run)) >= max(8, len(run) // 3)


def _is_placeholder(value: str) -> bool:
    if value.startswith("$") and (_generated_after_dollar(value) or _drawn_after_dollar(value)):
        return bool(_DEMO_VALUE.search(value)) or "<SECRET" in value or "<REDACTED" in value
    return (
        bool(_PLACEHOLDER_VALUE.match(value) or _DEMO_VALUE.search(value))
        or "<SECRET" in value
        or "<REDACTED" in value
    )


def mask(value: str) -> str:
    """A value shown without disclosing it: its first characters and its length."""
    keep = 4 if len(value) >= 12 else 1
    return f"{value[:keep]}…({len(value)} chars)"


# a placeholder this module writes, of any category
_PLACEHOLDER = re.compile(rf"<(?:{'|'.join(PLACEHOLDER_PREFIX.values())})(?:_[0-9a-f]+)?>")


def _has_placeholder(value: str) -> bool:
    return _PLACEHOLDER.search(value) is not None
