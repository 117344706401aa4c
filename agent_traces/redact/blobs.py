"""Inline images and opaque blobs, stripped from what is published by default.

Base64 images (``data:image/png;base64,…`` in text, Anthropic ``{"type": "base64",
"media_type", "data"}`` sources, Gemini ``inlineData``) become ``[image: <mime>, <n> bytes]``
unless images are kept (``--keep-images``); they are large, may show anything on the user's
screen, and no text rule can look into them. Encrypted reasoning (Claude's thinking
``signature``, ``redacted_thinking`` data, OpenAI/Codex ``encrypted_content``, Copilot's
``encryptedContent``, Gemini's ``thoughtSignature``) becomes ``[encrypted: <n> bytes]``: it is
unreadable to a model and a fingerprinting risk. Each is counted (``inline_image``,
``encrypted_blob``).
"""

from __future__ import annotations

import re
from typing import Any

ENCRYPTED_KEYS = frozenset(
    {"signature", "encrypted_content", "encryptedContent", "thoughtSignature", "thought_signature"}
)
MIME_KEYS = ("media_type", "mimeType", "mime_type")
_OPAQUE = re.compile(r"[A-Za-z0-9+/=_-]{40,}")
DATA_URL = re.compile(r"data:(image/[A-Za-z0-9.+-]{1,40});base64,([A-Za-z0-9+/]{64,}={0,2})")


def decoded_size(data: str) -> int:
    """Bytes a base64 text decodes to."""
    return len(data) * 3 // 4 - len(data) + len(data.rstrip("="))


def image_note(mime: str, data: str) -> str:
    return f"[image: {mime}, {decoded_size(data)} bytes]"


def strip_data_urls(text: str) -> tuple[str, int]:
    """``text`` with every base64 image data URL replaced by its note, and how many there were."""
    return DATA_URL.subn(lambda m: image_note(m.group(1), m.group(2)), text)


def opaque(value: Any) -> bool:
    """Whether a value is an opaque blob (one run of base64/base64url characters, 40 or more)."""
    return isinstance(value, str) and _OPAQUE.fullmatch(value) is not None


def image_dict(value: dict) -> str | None:
    """The mime type of a dict that holds a base64 image in ``data``, else None."""
    data = value.get("data")
    if not isinstance(data, str) or len(data) < 64:
        return None
    for key in MIME_KEYS:
        mime = value.get(key)
        if isinstance(mime, str) and mime.startswith("image/") and opaque(data[:4096]):
            return mime
    return None
