"""Whether the label of a key block (``-----BEGIN <label>-----``) names a secret: a key,
secret, password, credential or token, and not a public key, certificate, signature, message,
parameters or request."""

from __future__ import annotations

import re

_SECRET_LABEL = re.compile(r"(?i)key|secret|password|credential|token")

_NOT_SECRET_LABEL = re.compile(
    r"(?i)public|certificate|\bcert\b|signature|message|parameters|\bcsr\b|request"
)


def secret_label(label: str) -> bool:
    """Whether a key block labelled ``label`` holds a secret."""
    return bool(_SECRET_LABEL.search(label)) and not _NOT_SECRET_LABEL.search(label)
