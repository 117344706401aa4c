"""Key material in JSON Web Keys (RFC 7517/7518): the private members of a key object, whatever
the key type (``d`` of EC, OKP and RSA keys, RSA's ``p``, ``q``, ``dp``, ``dq``, ``qi``, a
symmetric key's ``k``), in JSON, a JavaScript or Python literal or YAML. The public members
(``n``, ``e``, ``x``, ``y``, ``kid``) stay: they identify a key and disclose nothing."""

from __future__ import annotations

import re

# a member of a key object, quoted or not, with a base64url value of 16 or more characters
PRIVATE_MEMBER = re.compile(
    r"(?<![\w$])[\"']?(?:d|p|q|dp|dq|qi|k|r|t)[\"']?[ \t]{0,4}[:=][ \t]{0,4}[\"']?(?P<value>[A-Za-z0-9_-]{16,2000}+={0,2})(?![\w-])"
)

# a text holds a JWK when it names a key type (``"kty": "EC"``, ``kty: RSA``)
_KTY = re.compile(r"(?i)[\"']?kty[\"']?[ \t]{0,4}[:=][ \t]{0,4}[\"']?(?:EC|RSA|OKP|oct)\b")


def jwk_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of the private members of JSON Web Keys in ``text``."""
    if "kty" not in text or not _KTY.search(text):
        return []
    out = []
    for m in PRIVATE_MEMBER.finditer(text):
        v = m.group("value")
        if any(c.isdigit() for c in v) or (any(c.isupper() for c in v) and any(c.islower() for c in v)):
            out.append((m.start("value"), m.end("value"), "jwk_private_key"))
    return out
