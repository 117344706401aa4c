"""Phone numbers by the slot they fill, written without ``+`` or trunk ``0`` (issue 31).

The phone rules of :mod:`.contact` know a number by its layout or by a cue right before it; an API
or a log writes a subscriber's number as bare digits (``"phone_number": "56952601815"``,
``destination_addr=306935260181``, ``{"medium": "msisdn", "address": "6592601815"}``). What every
such record shares is the slot: a key naming a phone (``phone``, ``mobile``, ``msisdn``, ``tel``,
``cellphone``, ``sms``), the address a message is sent to in an SMS protocol's log (SMPP,
Kannel, an SMS gateway), or the value of a typed record whose type names a phone (Matrix 3PIDs,
FHIR ``ContactPoint``, SCIM ``phoneNumbers``, a ``{"key": "msisdn", "value": …}`` pair), or a
quoted argument of a call named for a phone (``send_mobile(p, '0786…')``). The value must hold 8
to 15 digits, the E.164 range, and be no time.
"""

from __future__ import annotations

import functools
import re

from .contact import PHONE_CUE
from .field_numbers import time_like
from .findings import Finding
from .record_ids import _words
from .slot_ids import _slot_label, csv_cells

KIND = "phone_in_slot"

# the words a phone's label holds, in the languages of the phone cue; and an SMS party's
_PHONE_HINTS = (
    "phone",
    "mobil",
    "msisdn",
    "tel",
    "cell",
    "sms",
    "whats",
    "wa_id",
    "hp",
    "handy",
    "fax",
    "gsm",
    "caller",
    "clid",
    "celular",
    "movil",
    "móvil",
    "portable",
    "puhelin",
    "rufnummer",
    "携帯",
    "電話",
    "手机",
    "电话",
    "휴대폰",
    "전화",
    "sđt",
    "هاتف",
    "جوال",
    "موبايل",
    "телефон",
    "โทรศัพท์",
    "मोबाइल",
    "điện thoại",
)
_PARTY_HINTS = ("addr", "recipient", "dest", "receiver", "sender", "source", "src", "to", "from")
_SMS_NEEDLES = ("sms", "smpp", "submit_sm", "deliver_sm", "kannel", "otp")


@functools.lru_cache(maxsize=256)
def _hint_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(rf"\b{w}\b" if w in ("to", "from") else re.escape(w) for w in words), re.I)


# from a phone word to the value of its slot: the rest of the label, a separator, a quote
_AFTER_LABEL = re.compile(r"""[\w.\- ]{0,40}?["'`]?[ \t]*(?:=>|[:=：>])[ \t]*["'`]?(?=[+(\d])""")
_NUMBER = re.compile(r"(?<![\w.\-/+#])\+?\(?\d[\d ().\-]{6,20}\d(?![\w\-/@%]|[.,]\d)")
_PHONE_WORDS = frozenset(
    [
        "phone",
        "phones",
        "mobile",
        "msisdn",
        "tel",
        "telephone",
        "cellphone",
        "cell",
        "sms",
        "whatsapp",
        "handy",
        "telefon",
        "telefono",
        "telp",
        "hp",
        "nohp",
        "celular",
        "cellulare",
        "movil",
        "portable",
        "puhelin",
        "telefoon",
        "telefone",
        "mobil",
    ]
)
# ``cell`` alone is a spreadsheet's or a radio network's, ``hp`` a game's (``no_hp`` is a phone's)
_WEAK = frozenset(("cell", "hp"))
_NUMBER_WORDS = frozenset(("number", "no", "nr", "num", "numero", "nummer", "nomor"))
_NOT_A_NUMBER = frozenset(
    [
        "id",
        "ids",
        "country",
        "code",
        "type",
        "verified",
        "confirmed",
        "ext",
        "extension",
        "prefix",
        "count",
        "index",
        "idx",
        "status",
    ]
)
_SMS_CONTEXT = re.compile(r"(?i)\b(?:sms\w*|smpp\w*|submit_sm|deliver_sm|kannel|sendsms|otp|mt|mo)\b")
_ADDRESS_WORDS = frozenset(("addr", "address", "number", "msisdn", "no", "nr", "num"))
_PARTY_WORDS = frozenset(
    ("destination", "dest", "recipient", "receiver", "to", "source", "src", "sender", "from")
)
_TYPED_KEY = re.compile(
    r"""["'](?:medium|type|kind|system|channel|key|name)["']\s*:\s*["'](\w[\w -]{0,20})["']"""
)
# a quoted number passed to a call whose name says it sends to a phone (``send_mobile(p, '07…')``,
# ``sendSms("+2547…", …)``)
_PHONE_CALL = re.compile(r"(?i)[a-z_.]*(?:phone|mobile|msisdn|sms|whatsapp)\w*\((?P<args>[^()\n]{0,160})\)")
_QUOTED_NUMBER = re.compile(r"""["'](\+?\d[\d -]{6,18}\d)["']""")
_TYPED_VALUE = re.compile(r"""["'](?:address|value|number|handle|id)["']\s*:\s*["']([^"'\n]{8,24})["']""")
_PHONE_TYPES = frozenset(("msisdn", "phone", "tel", "sms", "mobile", "whatsapp", "cell", "cellphone"))


def _digits_ok(value: str) -> bool:
    digits = "".join(c for c in value if c.isdigit())
    return 8 <= len(digits) <= 15 and len(set(digits)) > 2 and not (value.isdigit() and time_like(value))


def _phone_label(label: str, sms: bool) -> bool:
    """Whether ``label`` names a phone's slot (or a party's address in an SMS log)."""
    words = _words(label)
    if any(w in _NOT_A_NUMBER for w in words):
        return False
    if any(w in _PHONE_WORDS and w not in _WEAK for w in words) or PHONE_CUE.search(label.replace("_", " ")):
        return True
    if not words:
        return False
    if any(w in _WEAK for w in words) and any(w in _NUMBER_WORDS for w in words):
        return True
    return (
        sms
        and any(w in _PARTY_WORDS for w in words)
        and (words[-1] in _ADDRESS_WORDS or words in (["to"], ["recipient"], ["destination"]))
    )


def _enclosing(text: str, pos: int, limit: int = 400) -> tuple[int, int]:
    """The span of the flat ``{…}`` around ``pos`` (a typed record has no nested object), within
    ``limit`` characters either side."""
    lo = text.rfind("{", max(0, pos - limit), pos)
    hi = text.find("}", pos, pos + limit)
    return (pos if lo < 0 else lo), (min(len(text), pos + limit) if hi < 0 else hi)


def _typed(text: str) -> list[Finding]:
    """The value of a record whose type member names a phone (``{"medium": "msisdn", …}``)."""
    out = []
    for m in _TYPED_KEY.finditer(text):
        if m.group(1).lower() not in _PHONE_TYPES:
            continue
        lo, hi = _enclosing(text, m.start())
        for v in _TYPED_VALUE.finditer(text, lo, hi):
            if _NUMBER.fullmatch(v.group(1)) and _digits_ok(v.group(1)):
                out.append(Finding(v.start(1), v.end(1), "phone", KIND))
    return out


def phone_slots(text: str) -> list[Finding]:
    """Phone numbers in a phone's slot, in an SMS log's address slot or a phone-typed record;
    looked for only after a word a phone's label holds (the words present are found first)."""
    out: list[Finding] = []
    low = text.lower()
    sms = any(n in low for n in _SMS_NEEDLES)
    words = tuple(w for w in _PHONE_HINTS + (_PARTY_HINTS if sms else ()) if w in low)
    if not words:
        return out
    hints = _hint_pattern(words)
    seen: set[int] = set()
    for hint in hints.finditer(text):
        slot = _AFTER_LABEL.match(text, hint.end())
        if slot is None or slot.end() in seen:
            continue
        seen.add(slot.end())
        m = _NUMBER.match(text, slot.end())
        if m is None or not _digits_ok(m.group(0)):
            continue
        found = _slot_label(text, m.start())
        if found is not None and _phone_label(found[0], sms):
            out.append(Finding(m.start(), m.end(), "phone", KIND))
    if "{" in text:
        out += _typed(text)
    if "(" in text:
        for m in _PHONE_CALL.finditer(text):
            for q in _QUOTED_NUMBER.finditer(m.group("args")):
                if _digits_ok(q.group(1)):
                    s = m.start("args") + q.start(1)
                    out.append(Finding(s, s + len(q.group(1)), "phone", KIND))
    if "\n" in text:
        for name, start, value in csv_cells(text):
            if (
                hints.search(name)
                and _NUMBER.fullmatch(value)
                and _digits_ok(value)
                and _phone_label(name, sms)
            ):
                out.append(Finding(start, start + len(value), "phone", KIND))
    return out
