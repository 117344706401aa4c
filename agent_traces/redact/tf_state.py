"""Attributes a Terraform state marks sensitive: each resource instance lists the paths of its
secret attributes in ``"sensitive_attributes"`` (``[[{"type": "get_attr", "value": "password"}]]``),
so the value of every attribute named there is a secret, whatever the resource (a database's
``password``, a key's ``private_key_pem``, a generated ``result``) and whatever the attribute is
called.
"""

from __future__ import annotations

import re

from .bindings import slot_password
from .values import looks_secret

SENSITIVE_ATTRIBUTES = re.compile(r"\"sensitive_attributes\"[ \t]{0,4}:[ \t]{0,4}\[")

_PATH_STEP = re.compile(
    r"\"type\"[ \t]{0,4}:[ \t]{0,4}\"get_attr\"[ \t]{0,4},\s{0,40}\"value\"[ \t]{0,4}:[ \t]{0,4}\"(?P<name>[\w.-]{1,80})\""
)

# how far an instance's attributes reach from its sensitive_attributes list
_WINDOW = 8000


def sensitive_attribute_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of the values of attributes a state lists as sensitive."""
    if '"sensitive_attributes"' not in text:
        return []
    out = []
    done = 0  # each list is read once, and each stretch of attributes around it once per name
    seen: set[str] = set()
    for m in SENSITIVE_ATTRIBUTES.finditer(text):
        if m.start() < done:
            continue
        close = text.find("]]", m.end(), m.end() + 4000)
        end = close if close != -1 else min(len(text), m.end() + 4000)
        done = end
        names = {p.group("name") for p in _PATH_STEP.finditer(text, m.end(), end)} - seen
        seen |= names
        lo, hi = max(0, m.start() - _WINDOW), min(len(text), end + _WINDOW)
        for name in names:
            attr = re.compile(
                rf"\"{re.escape(name)}\"[ \t]{{0,4}}:[ \t]{{0,4}}\"(?P<value>(?:[^\"\\\n]|\\.){{4,4000}})\""
            )
            for a in attr.finditer(text, lo, hi):
                value = a.group("value")
                if slot_password(value) or looks_secret(value):
                    out.append((a.start("value"), a.end("value"), "password_assignment"))
    return out
