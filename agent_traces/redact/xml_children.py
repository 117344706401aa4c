"""Secrets held one element below the XML element that names them: Windows answer files
(``<AdministratorPassword><Value>v</Value>``, ``<AutoLogon><Password><Value>``), and every schema
that wraps a setting's value in a child (``<secret><value>v</value></secret>``, ``<string>``).

The element rule of :mod:`.structural` reads ``<password>v</password>``; here the name is the
parent's and the value the first child's, whatever the schema calls the parent.
"""

from __future__ import annotations

import re

from .bindings import slot_password
from .structural import judge_key
from .values import looks_secret

# a parent element, optional comments, then a value child holding one token
CHILD_VALUE = re.compile(
    r"<(?P<name>[A-Za-z_][\w.:-]{0,60})(?:[ \t][^<>]{0,200})?>\s{0,200}(?:<!--[^<>]{0,200}-->\s{0,40})?"
    r"<(?P<child>[Vv]alue|VALUE|string|[Ss]ecret|[Dd]ata)(?:[ \t][^<>]{0,200})?>"
    r"(?:<!\[CDATA\[)?(?P<value>[^<>\s\]]{1,500})(?:\]\]>)?</(?P=child)>"
)


def _name(name: str) -> str:
    """``AdministratorPassword`` → ``Administrator_Password``, without an XML namespace prefix."""
    name = name.rsplit(":", 1)[-1]
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).replace("-", "_").replace(".", "_")


def xml_child_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of values in the value child of a secret-named XML element."""
    if "</" not in text:
        return []
    out = []
    for m in CHILD_VALUE.finditer(text):
        name, value = _name(m.group("name")), m.group("value")
        if re.fullmatch(r"[*A-Z_ -]+", value):
            continue  # a placeholder written in capitals (``*SENSITIVE*DATA*DELETED*``)
        if judge_key(name, value) or (
            judge_key(name, "Zq7xK2vP9mW4tR8s") and (slot_password(value) or looks_secret(value))
        ):
            out.append((m.start("value"), m.end("value"), "secret_record"))
    return out
