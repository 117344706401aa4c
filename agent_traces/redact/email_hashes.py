"""An e-mail address hashed into an avatar link (issue 31): Gravatar, Libravatar and their kin
address a person's picture by the MD5 or SHA-256 of the lower-cased address, so the digest
names the address (a guessed address is checked against it in one hash).

Taken: a hex digest of 32 or 64 digits right after an avatar path (``/avatar/<hex>``,
``/avatars/<hex>``) or as an avatar link's ``hash=``/``md5=`` parameter. Category ``email``.
"""

from __future__ import annotations

import re

from .findings import Finding

_AVATAR = re.compile(
    r"(?i)(?:/avatars?/|avatar[\w.-]*[?&](?:[\w-]+=[^&\s\"']*&)*(?:hash|md5|sha256|email_hash)=)"
    r"(?P<hash>[0-9a-f]{64}|[0-9a-f]{32})(?![0-9a-z])"
)


def avatar_hashes(text: str) -> list[Finding]:
    """Digests of e-mail addresses in avatar links."""
    if "vatar" not in text and "VATAR" not in text:
        return []
    return [Finding(m.start("hash"), m.end("hash"), "email", "email_hash") for m in _AVATAR.finditer(text)]
