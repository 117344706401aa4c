"""Secrets where a protocol puts them, whatever the vendor (issue 31, round 12).

- **an RTMP URL's stream key**: RTMP addresses a stream as ``rtmp[s]://host/app/<key>``; every
  live service (YouTube's ``xxxx-xxxx-xxxx-xxxx-xxxx``, Twitch's ``live_…``, a self-hosted
  nginx-rtmp) puts the publishing key in that last segment. Taken when it mixes letters and
  digits and is no template (``{stream_key}``, ``$KEY``);
- **a TSIG key on the command line** of BIND's tools (``nsupdate -y hmac-sha256:name:<base64>``,
  ``dig -y …``): the secret after the key's name.
"""

from __future__ import annotations

import re

_RTMP = re.compile(r"rtmps?://[^\s/\"'<>]{1,200}/(?:[^\s/?\"'<>]{1,100}/){0,4}(?P<k>[^\s/?\"'<>#]{12,200})")
_TSIG = re.compile(
    r"\b(?:nsupdate|dig|drill|kdig|knsupdate)\b[^\n]{0,120}?[ \t]-y[ \t]+(?:hmac-[\w-]{1,20}:)?[\w.-]{1,100}:"
    r"(?P<k>[A-Za-z0-9+/]{16,}={0,2})"
)


def protocol_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of the secrets above in ``text`` (``low``: its lower-cased copy)."""
    out: list[tuple[int, int, str]] = []
    if "rtmp" in low:
        for m in _RTMP.finditer(text):
            key = m.group("k")
            if (
                any(c.isdigit() for c in key)
                and any(c.isalpha() for c in key)
                and not any(c in key for c in "{}$%")
            ):
                out.append((m.start("k"), m.end("k"), "stream_key"))
    if " -y" in text:
        for m in _TSIG.finditer(text):
            out.append((m.start("k"), m.end("k"), "tsig_key"))
    return out
