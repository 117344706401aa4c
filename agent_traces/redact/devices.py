"""Identifiers of a person's devices (issue 31): hardware addresses, phone and SIM numbers, serial
numbers, vehicle numbers. Each names one device, so one person, as surely as a phone number.

- MAC addresses: six bytes in hex joined by one separator throughout (``3c:22:fb:…``,
  ``3C-22-FB-…``, Cisco's ``3c22.fb01.a2b3``), not inside a longer run (a key fingerprint's 16
  or 20 bytes), not all one byte (``00:00:…``, ``ff:ff:…``) nor a multicast group's prefix.
  Category ``ip``: ``--keep ip`` keeps network addresses of both layers.
- IMEI (15 digits, Luhn) and IMEISV, ICCID (a SIM's ``89…`` number, Luhn), IMSI, after their
  name; an IMEI in its grouped layout (``35-209900-176148-1``, Luhn) alone.
- Serial numbers after a serial cue (``Serial Number (system): C02…``, ``S/N``,
  ``IOPlatformSerialNumber = "…"``, ``Seriennummer``): capitals and digits, with both.
- Vehicle identification numbers (17 places, no I, O, Q) after a vehicle cue (``VIN``,
  ``vehicle_vin``, ``chassis``, ``Fahrgestellnummer``); registration plates (letters and digits)
  after a plate cue (``License plate``, ``Kennzeichen``, ``immatriculation``, ``matrícula``).
- Advertising and device ids (``IDFA``, ``GAID``, ``OAID``, ``UDID``, ``android_id``, a machine's
  GUID, a push token, Apple's ``ECID``) after their name, and a device's push token in APNs' path;
  an analytics SDK's device or visitor id under its key (``anonymousId``, ``$device_id``) and
  the tracking cookies by their layout (``fb.1.<ms>.<n>``, ``GA1.2.<n>.<s>``).

Device ids other than MAC addresses are in category ``national_id`` (identifiers of a person
other than contact data).
"""

from __future__ import annotations

import re

from .calls import random_literal
from .findings import Finding
from .personal import _luhn
from .values import drawn_mixed

_HEX2 = r"[0-9A-Fa-f]{2}"
MAC = re.compile(
    # also after a name and ``:`` or ``-`` (``claude_code:3c:…``, a project folder's ``-srv-3c-…``),
    # never after a hex byte (the middle of a fingerprint)
    rf"(?:(?<![\w:.\-])|(?<=[A-Za-z_]{{2}}[:\-])){_HEX2}(?P<sep>[:-]){_HEX2}(?:(?P=sep){_HEX2}){{4}}(?![\w:\-]|\.(?![a-z]{{1,5}}\b)\w)"
    r"|(?<![\w:.\-])[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}(?![\w:.\-])"
)
# multicast groups (IPv4, IPv6, spanning tree, CDP): protocol addresses, not a device's
_MULTICAST = ("01005e", "3333", "0180c2", "01000c")


def macs(text: str) -> list[Finding]:
    """MAC addresses in ``text`` (see the module docstring)."""
    out = []
    for m in MAC.finditer(text):
        hexes = re.sub(r"[:.\-]", "", m.group(0)).lower()
        if len(set(hexes)) <= 2 or hexes.startswith(_MULTICAST):
            continue
        if "." in m.group(0) and not any(c.isdigit() for c in hexes):
            continue
        out.append(Finding(m.start(), m.end(), "ip", "mac_address"))
    return out


# what may stand between a cue and its value: ``: ``, ``" = "``, `` (system): ``, ``#``
_GAP = r"[^\w\n]{0,6}(?:\([^()\n]{0,24}\)[^\w\n]{0,4})?"
_NUMBER_CUE = re.compile(
    r"(?i)(?<![a-z])(?P<cue>imei(?:[ _-]?sv)?|meid|iccid|imsi|sim[ _-]?(?:card[ _-]?)?(?:number|no|serial))"
    r"(?:[ _-]?(?:number|no|nr|num|#))?(?![a-z])" + _GAP + r"(?P<n>\d[\d -]{12,22}\d)(?![\w-])"
)
_IMEI_GROUPED = re.compile(r"(?<![\w-])\d{2}-\d{6}-\d{6}-\d(?![\w-])")
_SERIAL_CUE = re.compile(
    r"(?:(?<![A-Za-z])|(?<=[a-z]))(?i:serial(?:[ _-]?(?:number|no\.?|nr\.?|num|#))?|s/n|"
    r"seriennummer|num[ée]ro de s[ée]rie|n[úu]mero de serie|service[ _-]?tag)(?![a-z])"
    + _GAP
    + r"(?P<n>[A-Z0-9][A-Z0-9-]{4,22}[A-Z0-9])(?![\w-])"
)
_VIN_CUE = re.compile(
    r"(?i:(?<![a-z])(?:vin|vehicle[ _-]?(?:identification[ _-]?(?:number|no)|id|vin)|chassis"
    r"(?:[ _-]?(?:number|no))?|fahrgestell(?:nummer)?|fahrzeug[ _-]?ident\w*)(?:[ _-]?(?:number|no|nr|code))?)"
    r"(?![a-z])" + _GAP + r"(?P<n>[A-HJ-NPR-Z0-9]{17})(?![\w-])"
)
# a vehicle's registration plate after its name (``License plate: 7ABC123``, ``Kennzeichen: B-MW 1234``)
_PLATE_CUE = re.compile(
    r"(?i:(?<![a-z])(?:licen[cs]e[ _-]?plate|number[ _-]?plate|plate[ _-]?(?:number|no)|"
    r"vehicle[ _-]?registration(?:[ _-]?(?:number|no))?|registration[ _-]?plate|kennzeichen|"
    r"plaque d'immatriculation|immatriculation|matr[íi]cula|targa|kenteken|rekisterinumero)(?![a-z]))"
    + _GAP
    + r"(?P<n>[A-Z0-9ÄÖÜ]{1,8}(?:[ -][A-Z0-9ÄÖÜ]{1,4}){0,2})(?![\w-])"
)
# after the cue on its line, or as the next line's value when the cue ends a command or an
# expression whose output that is (``settings get secure android_id``, ``po ….advertisingIdentifier``)
_NEXT_LINE = r"[^\w\n]{0,3}(?:\r?\n|\\n)[ \t]*(?:\d\)[ \t]*)?[\"']?"
_AD_ID_CUE = re.compile(
    r"(?i)(?<![a-z])(?:idfa|idfv|gaid|udid|ssaid|oaid|aaid|advertising[ _-]?id(?:entifier)?|"
    r"identifier[ _-]?for[ _-]?vendor|android[ _-]?id|ad[ _-]?id|machine[ _-]?guid|hardware[ _-]?uuid|"
    # macOS's ``IOPlatformUUID`` (``ioreg``), ``Hardware UUID:`` (``system_profiler``)
    r"ioplatformuuid|platform[ _-]?uuid|"
    r"device[ _-]?(?:guid|uuid|token|id)|(?:push|fcm|apns|gcm)[ _-]?(?:device[ _-]?)?token|ecid|"
    # a push service's registration of one device (JPush ``registrationId``, FCM's ``registration_id``)
    r"(?:push[ _-]?)?registration[ _-]?id|reg[ _-]?id|"
    # IAB's ``ifa`` (OpenRTB ``device.ifa``, a VAST ad call's ``ifa=``: the ad id of any platform, CTV
    # included) and the host's id ``cat /etc/machine-id`` prints
    r"ifa|/etc/machine-id|/var/lib/dbus/machine-id)(?![a-z])"
    # a registry's listing puts the value's type between (``MachineGuid    REG_SZ    …``)
    + rf"(?:{_NEXT_LINE}|{_GAP}(?:REG_(?:EXPAND_)?SZ[ \t]{{1,8}})?)"
    + r"(?:0x)?(?P<n>[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"
    r"|[0-9A-Fa-f]{8}-[0-9A-Fa-f]{16}|[0-9A-Fa-f]{64}|[0-9A-Fa-f]{12,40})(?![\w-])"
)
# a Nintendo Switch friend code (``SW-1234-5678-9012``: the account's), and a disk's World Wide
# Name as ``smartctl -i`` prints it (``LU WWN Device Id: 5 0014ee 4c9239405``)
_ACCOUNT_DEVICE = re.compile(
    r"(?<![\w-])(?P<n>SW-\d{4}-\d{4}-\d{4})(?![\w-])|(?i:wwn(?:[ _-]?device[ _-]?id)?)[ \t]{0,2}:[ \t]{0,8}"
    r"(?P<w>[0-9a-f][ ]?[0-9a-f]{6}[ ]?[0-9a-f]{9})(?![\w-])"
)
# the ids analytics SDKs draw for a device or an anonymous visitor, under their key
# (Segment's ``anonymousId``, Amplitude's ``device_id``, Mixpanel's ``$device_id``): any drawn value,
# not only hex; and the tracking ids by their layout (Meta's ``_fbp``/``_fbc`` cookies
# ``fb.1.<ms>.<random>``, Google Analytics' client id ``GA1.2.<random>.<seconds>``)
_SDK_ID_CUE = re.compile(
    r"(?i)(?<![a-z])\$?(?:anonymous[ _-]?id|device[ _-]?id|distinct[ _-]?id)(?![a-z])[\"']?[ \t]*[:=][ \t]*[\"']"
    r"(?P<n>[A-Za-z0-9_-]{16,64})[\"']"
)
_TRACKING_ID = re.compile(
    r"(?<![\w.])(?:fb\.[0-2]\.\d{13}\.(?:\d{6,20}|[A-Za-z0-9_-]{16,120})|GA1\.\d\.\d{6,10}\.\d{10})(?![\w.])"
)
# Windows' advertising id: ``reg query …\AdvertisingInfo`` lists it as ``Id    REG_SZ    <guid>``
_REG_AD_ID = re.compile(
    r"(?i)AdvertisingInfo[^\n]{0,40}(?:\n[^\n]{0,120}){0,6}?\n[ \t]+Id[ \t]+REG_SZ[ \t]+"
    r"(?P<n>[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12})(?![\w-])"
)


def _sdk_id(value: str) -> bool:
    """A device or visitor id an SDK drew: hex runs between dashes (a UUID, Mixpanel's five
    groups) or base64url with letters and digits mixed (Amplitude's, a nanoid)."""
    if not (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
        return False
    if re.fullmatch(r"[0-9a-fA-F-]+", value):
        return sum(c != "-" for c in value) >= 16 and len(set(value)) > 6
    return drawn_mixed(value.strip("_-")) or random_literal(value)


# a push service's path to a device (APNs ``/3/device/<64 hex>``)
_DEVICE_PATH = re.compile(r"/device/(?P<n>[0-9A-Fa-f]{64})(?![\w-])")
# a CDMA phone's MEID (14 hex digits) or ESN (8) after its name
_MEID_CUE = re.compile(
    r"(?i)(?<![a-z])(?P<cue>meid|esn)(?:[ _-]?(?:hex|number|no|nr|#))?(?![a-z])"
    + rf"(?:{_NEXT_LINE}|{_GAP})"
    + r"(?P<n>[0-9A-F]{14}|[0-9A-F]{8})(?![\w-])"
)
# the columns of a device table (a CSV header naming a device id) and the id shapes they hold
_DEVICE_COLUMN = re.compile(
    r"(?i)(?:imei(?:[ _-]?sv)?|meid|esn|iccid|imsi|idfa|idfv|gaid|udid|ssaid|android[ _-]?id|"
    r"advertising[ _-]?id(?:entifier)?|serial(?:[ _-]?(?:number|no))?)"
)
_DEVICE_CELL = re.compile(
    r"[0-9A-Fa-f]{8}(?:-?[0-9A-Fa-f]{4}){3}-?[0-9A-Fa-f]{12}|[0-9A-Fa-f]{14,20}|\d{15,20}"
)
_HEADER = re.compile(r"^[A-Za-z_][\w .-]{0,30}(?:([,;\t|])[A-Za-z_][\w .-]{0,30}){1,30}$(?=\n)", re.MULTILINE)


def _device_columns(text: str) -> list[Finding]:
    """Device ids in a CSV under a header whose column names a device id."""
    out = []
    for m in _HEADER.finditer(text):
        sep = m.group(1)
        names = m.group(0).split(sep)
        wanted = {i for i, n in enumerate(names) if _DEVICE_COLUMN.fullmatch(n.strip())}
        if not wanted:
            continue
        pos = m.end() + 1
        for line in text[pos:].split("\n")[:500]:
            cells = line.split(sep)
            if len(cells) != len(names):
                break
            at = pos
            for i, cell in enumerate(cells):
                value = cell.strip().strip("\"'")
                if i in wanted and _DEVICE_CELL.fullmatch(value) and len(set(value)) > 4:
                    lo = at + cell.index(value)
                    out.append(Finding(lo, lo + len(value), "national_id", "device_id"))
                at += len(cell) + 1
            pos += len(line) + 1
    return out


# the cheap needles every cue holds (in lower case)
_NEEDLES = (
    "imei",
    "meid",
    "iccid",
    "imsi",
    "sim",
    "serial",
    "s/n",
    "serien",
    "s\u00e9rie",
    "serie",
    "service",
)
_VIN_NEEDLES = (
    "vin",
    "vehic",
    "chassis",
    "fahr",
    "plate",
    "kennzeichen",
    "immatric",
    "matr",
    "targa",
    "kenteken",
    "rekisteri",
)
_AD_NEEDLES = (
    *("idfa", "idfv", "gaid", "udid", "advertising", "android", "ad_id", "ad id", "ad-id", "adid", "ssaid"),
    *("vendor", "oaid", "aaid", "machine", "hardware", "device", "push", "fcm", "apns", "gcm", "ecid", "ifa"),
    *("platform", "anonymous", "distinct", "registration", "regid", "reg_id", "reg-id"),
)


def _number_ok(cue: str, digits: str) -> bool:
    cue = cue.lower()
    if cue.startswith("imei"):
        return (len(digits) == 15 and _luhn(digits)) or len(digits) == 16
    if cue == "meid":
        return len(digits) in (14, 18)
    if cue == "imsi":
        return len(digits) in (14, 15)
    return 18 <= len(digits) <= 20 and digits.startswith("89") and _luhn(digits)  # ICCID


def device_ids(text: str) -> list[Finding]:
    """Device identifiers in ``text`` (see the module docstring)."""
    out = []
    if ":" in text or "-" in text or "." in text:
        out += macs(text)
    low = text.lower()
    if any(n in low for n in _NEEDLES):
        for m in _NUMBER_CUE.finditer(text):
            digits = re.sub(r"[ -]", "", m.group("n"))
            if _number_ok(m.group("cue"), digits):
                out.append(Finding(m.start("n"), m.end("n"), "national_id", "device_number"))
        for m in _SERIAL_CUE.finditer(text):
            value = m.group("n")
            digits = sum(c.isdigit() for c in value)
            if (digits >= 2 or (digits and len(value) >= 8)) and any(c.isalpha() for c in value):
                out.append(Finding(m.start("n"), m.end("n"), "national_id", "serial_number"))
    if "-" in text:
        for m in _IMEI_GROUPED.finditer(text):
            if _luhn(m.group(0).replace("-", "")):
                out.append(Finding(m.start(), m.end(), "national_id", "device_number"))
    if any(n in low for n in _VIN_NEEDLES):
        for m in _VIN_CUE.finditer(text):
            value = m.group("n")
            if sum(c.isdigit() for c in value) >= 3 and sum(c.isalpha() for c in value) >= 3:
                out.append(Finding(m.start("n"), m.end("n"), "national_id", "vehicle_id"))
        for m in _PLATE_CUE.finditer(text):
            value = m.group("n")
            if any(c.isdigit() for c in value) and any(c.isalpha() for c in value) and len(value) >= 4:
                out.append(Finding(m.start("n"), m.end("n"), "national_id", "vehicle_id"))
    if any(n in low for n in _AD_NEEDLES):
        for m in _AD_ID_CUE.finditer(text):
            out.append(Finding(m.start("n"), m.end("n"), "national_id", "device_id"))
        for m in _SDK_ID_CUE.finditer(text):
            if _sdk_id(m.group("n")):
                out.append(Finding(m.start("n"), m.end("n"), "national_id", "device_id"))
        if "AdvertisingInfo" in text:
            for m in _REG_AD_ID.finditer(text):
                out.append(Finding(m.start("n"), m.end("n"), "national_id", "device_id"))
        if "/device/" in text:
            for m in _DEVICE_PATH.finditer(text):
                out.append(Finding(m.start("n"), m.end("n"), "national_id", "device_id"))
    if "meid" in low or "esn" in low:
        for m in _MEID_CUE.finditer(text):
            value = m.group("n")
            if any(c.isdigit() for c in value) and len(set(value)) > 4:
                out.append(Finding(m.start("n"), m.end("n"), "national_id", "device_number"))
    if "\n" in text and _DEVICE_COLUMN.search(text):
        out += _device_columns(text)
    if "fb." in text or "GA1." in text:
        for m in _TRACKING_ID.finditer(text):
            out.append(Finding(m.start(), m.end(), "national_id", "tracking_id"))
    if "SW-" in text or "wwn" in low:
        for m in _ACCOUNT_DEVICE.finditer(text):
            g = "n" if m.group("n") else "w"
            out.append(Finding(m.start(g), m.end(g), "national_id", "device_id"))
    return list({(f.start, f.end): f for f in out}.values())
