"""Coordinates of a place (issue 31): where a photo was taken, a home, a delivery.

A position precise to a building names where a person lives or was, as surely as an address:

- degrees, minutes and seconds with a hemisphere, as ``exiftool`` and maps print them
  (``54 deg 26' 2.10" N``, ``48°51'24.0"N``), degrees and decimal minutes after the hemisphere
  (``N 53° 56.968 E 010° 56.225``), decimal degrees each with its sign (``35.0655164°,
  136.3135291°``): no other number is written so;
- decimal degrees with five decimals or more (a metre or so) as a pair ``lat, lon`` or one after
  a name of a coordinate (``"lat": 48.856613``, ``GPSLatitude=48.85661``, ``Breite``) or of a
  home (``home``, ``residence``, ``Wohnort``), a ``geo:`` URI, a map link's ``@lat,lon`` /
  ``q=lat,lon`` / ``ll=lat,lon`` / ``#map=z/lat/lon``, a WKT ``POINT(lon lat)``;
- in a structured field's bare value (a folder, a branch, a version): a decimal pair, also with
  its ``.`` and ``,`` made ``-`` in a project folder (``54-43392-23-49128``).

A pair needs a cue or a link in text (a CSV of model scores holds pairs of decimals too), but
never in a field, which holds no such pair. Category ``address``.
"""

from __future__ import annotations

import re

from .findings import Finding

_DMS = re.compile(
    r"(?<![\w.])(?:1[0-7]\d|\d{1,2})\s?(?:deg|°)\s?[0-5]?\d\s?['′]\s?[0-5]?\d(?:\.\d+)?\s?(?:\"|″|'')\s?[NSEW]"
    r"(?![A-Za-z])"
)
# degrees and decimal minutes with the hemisphere first, as GPS receivers and geocaches write
# them (``N 53° 56.968 E 010° 56.225``); decimal degrees each with its degree sign
# (``35.0655164°, 136.3135291°``): the sign says what the number is
_DDM = re.compile(
    r"(?<![\w.])[NS][ \t]?\d{1,2}°[ \t]?\d{1,2}\.\d{3,5}['′]?,?[ \t]{1,3}[EWO][ \t]?\d{1,3}°[ \t]?\d{1,2}\.\d{3,5}['′]?"
    r"|(?<![\w.])-?\d{1,2}\.\d{4,12}°[ \t]?[NS]?,?[ \t]{0,3}-?\d{1,3}\.\d{4,12}°(?:[ \t]?[EW])?"
)
_DEC = r"-?(?:1[0-7]\d|\d{1,2})\.\d{5,12}"
# ``lat, lon``; a WKT point's ``lon lat`` (``POINT(-79.270723 -10.997560)``); a map URL's
# ``lat/lon`` (OpenStreetMap's ``#map=19/-10.99756/-79.27072``)
_PAIR = re.compile(rf"(?<![\w.])(?P<lat>{_DEC})(?:\s?,\s?|(?<=\d) (?=-?\d)|/)(?P<lon>{_DEC})(?![\w.])")
# what makes a pair or one number a coordinate in text: its name, a geo URI, a map link
_CUE = re.compile(
    r"(?i)(?:(?<![a-z])(?:gps|geo|lat(?:itude)?|lng|lon(?:g(?:itude)?)?|coord(?:inate)?s?|location|position|"
    r"latlng|latlon|breite|l[äa]nge|koordinaten|posici[óo]n|ubicaci[óo]n|localisation|home|house|"
    r"residence|domicile|wohnort|wohnung|parked|point|srid|"
    r"широта|долгота|координаты|緯度|経度|纬度|经度)(?![a-z]))|[@?&#](?:q|ll|query|center|destination|map)?="
    r"|/@|geo:"
)
_CUE_LOW = re.compile(_CUE.pattern.replace("(?i)", "", 1))
# five decimals: what every decimal coordinate taken has
_DECIMALS = re.compile(r"\d\.\d{5}")
_ONE = re.compile(
    r"(?i)(?<![a-z])(?:gps)?(?:lat(?:itude)?|lng|lon(?:g(?:itude)?)?)(?:[ _-]?(?:deg|dd|e6)?)?[\"']?"
    rf"[ \t]{{0,2}}[:=][ \t]{{0,2}}[\"']?(?P<n>{_DEC})(?![\d.])"
)
_NEAR = 80


def _valid(lat: str, lon: str) -> bool:
    return abs(float(lat)) <= 90 and abs(float(lon)) <= 180 and float(lat) != 0 and float(lon) != 0


def coordinates(text: str) -> list[Finding]:
    """Coordinates of a place in text (see the module docstring)."""
    if "." not in text and "°" not in text:
        return []
    out = []
    if "deg" in text or "°" in text:
        out += [Finding(m.start(), m.end(), "address", "coordinates") for m in _DMS.finditer(text)]
        out += [Finding(m.start(), m.end(), "address", "coordinates") for m in _DDM.finditer(text)]
    if not _DECIMALS.search(text):
        return out
    low = text.lower()
    cue = _CUE_LOW if len(low) == len(text) else _CUE
    if len(low) != len(text):
        low = text
    if not cue.search(low):
        return out
    for m in _PAIR.finditer(text):
        if _valid(m.group("lat"), m.group("lon")) and cue.search(low, max(0, m.start() - _NEAR), m.start()):
            out.append(Finding(m.start(), m.end(), "address", "coordinates"))
    for m in _ONE.finditer(text):
        out.append(Finding(m.start("n"), m.end("n"), "address", "coordinates"))
    return out


_FIELD_PAIR = re.compile(
    r"(?<![\w.])(?P<lat>-?(?:1[0-7]\d|\d{1,2})[.-]\d{5,12})(?:,|--?|-?_)(?P<lon>-?(?:1[0-7]\d|\d{1,2})[.-]\d{5,12})"
    r"(?![\w])(?![.,-]\d)"
)


def field_coordinates(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of a decimal pair of coordinates in a field's bare value, also in a project
    folder's form (``-`` for ``.``, ``,`` and the sign)."""
    if sum(c.isdigit() for c in text) < 12:
        return []
    out = []
    for m in _FIELD_PAIR.finditer(text):
        lat, lon = (
            m.group(g).replace("-", ".") if "." not in m.group(g) else m.group(g) for g in ("lat", "lon")
        )
        lat = lat.lstrip(".")
        lon = lon.lstrip(".")
        try:
            if _valid(lat, lon):
                out.append((m.start(), m.end()))
        except ValueError:
            continue
    return out
