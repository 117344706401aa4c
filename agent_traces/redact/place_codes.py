"""Places written as a code of a grid instead of an address (issue 31): a home as an Open
Location Code or a geohash is as precise as its street line.

- an Open Location Code (a "plus code") by its layout: eight characters of its own alphabet
  (``23456789CFGHJMPQRVWX``, the first two bounded by the latitude and longitude ranges), ``+``
  and two or three more (``9F29C72Q+GP``); no other token is spelled so. A short code
  (``C72Q+GP``) only after its name (``plus code``, ``olc``);
- a geohash (``u4pruydqq``, seven characters or more: a block or finer) after its name, as a key
  or a command (``GEOHASH`` of Redis and its reply), with a digit and a letter so that a word of
  the geohash alphabet is not taken.

Category ``address``.
"""

from __future__ import annotations

import re

from .findings import Finding

_OLC = "23456789CFGHJMPQRVWX"
_FULL = re.compile(rf"(?<![\w+])[2-9C][2-9CFGHJMPQRV][{_OLC}]{{6}}\+[{_OLC}]{{2,3}}(?![\w+])")
_SHORT_CUE = re.compile(r"(?i)(?<![a-z])(?:plus[ _-]?codes?|olc|open[ _-]?location[ _-]?code)(?![a-z])")
_SHORT = re.compile(rf"(?<![\w+])[{_OLC}]{{4,6}}\+[{_OLC}]{{2,3}}(?![\w+])")
_GEOHASH_CUE = re.compile(r"(?i)(?<![a-z])geo[ _-]?hash(?:es)?(?![a-z])")
_GEOHASH = re.compile(r"(?<![\w.])[0-9b-hjkmnp-z]{7,12}(?![\w.])")
_REACH = 120


def place_codes(text: str) -> list[Finding]:
    """Plus codes and geohashes (see the module docstring)."""
    out = []
    if "+" in text:
        for m in _FULL.finditer(text):
            code = m.group(0)
            if sum(c.isdigit() for c in code) >= 2 and any(c.isalpha() for c in code):
                out.append(Finding(m.start(), m.end(), "address", "plus_code"))
        for cue in _SHORT_CUE.finditer(text):
            for m in _SHORT.finditer(text, cue.end(), cue.end() + _REACH):
                out.append(Finding(m.start(), m.end(), "address", "plus_code"))
    if "eohash" in text or "EOHASH" in text:
        for cue in _GEOHASH_CUE.finditer(text):
            for m in _GEOHASH.finditer(text, cue.end(), cue.end() + _REACH):
                value = m.group(0)
                if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
                    out.append(Finding(m.start(), m.end(), "address", "geohash"))
    return out
