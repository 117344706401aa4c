"""Contact data beyond e-mail (issue 31): phone numbers in national formats, postal addresses, and
dates of birth.

- Phones: a national number with its trunk ``0`` written in three groups (``090-1234-5678``,
  ``0412 345 678``, ``0803 123 4567``, ``020 7946 0958``), ten or eleven digits in all; any
  number of 9 to 15 digits after a phone cue of any language (``tel.``, ``mobile``, ``Handy``,
  ``携帯``); a national number with its trunk ``0`` in any grouping of ten or eleven digits
  (``06-12345678``, ``070-123 45 67``, ``0 532 123 45 67``); the number in a link's phone slot
  (``tel:``, ``wa.me/``, ``?phone=``); in an identifier-like field, an international number whose ``+`` became ``-`` (Claude
  Code's project folder of ``/+919876543210``) when its country code and mobile range agree
  (:data:`MOBILE_RANGES`).
- Addresses: two of the three parts of an address near each other: a street line (street-type
  word and house number, in the order of its language), a postcode of a major country's layout
  with its town, or a US/AU/CA state line; a ``〒`` postcode alone. One part alone (``12 Main
  Street`` in a README) stays.
- Dates of birth: a date in any common layout right after a birth cue of any language
  (``DOB``, ``Geburtsdatum``, ``né le``, ``fecha de nacimiento``, ``生年月日``).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from .accounts import bank_accounts, record_numbers
from .devices import device_ids
from .findings import Finding
from .national_ids import _merged

# -- phones --------------------------------------------------------------------------------------

# a national number with its trunk prefix in three groups; not a run of a longer digit sequence
PHONE_GROUPED = re.compile(
    r"(?<![\w+.\-/:])(?:0[1-9]\d{0,3}[ -]\d{2,4}[ -]\d{3,4}|\(0\d{1,4}\) ?\d{3,4}[ -]?\d{3,4}|"
    # Brazil: ``(11) 98765-4321``; China's mobiles ``138 1234 5678``; Russia's trunk ``8 (912) 345-67-89``
    r"\([1-9]\d\) 9?\d{4}-\d{4}|1[3-9]\d([ -])\d{4}\1\d{4}|8 \(9\d\d\) \d{3}-\d\d-\d\d)"
    r"(?![\w\-/:]|[.,]\d| \d)"
)

# a national number with its trunk ``0`` in any grouping of the national plans (ITU-T E.164 national
# significant number after the trunk prefix): ``06-12345678`` (NL), ``070-123 45 67`` (SE, mixed
# separators), ``0 532 123 45 67`` (TR, the trunk apart), ``0151 2345 6789`` (DE); ten or eleven
# digits in all, every group after the first of two digits or more
PHONE_TRUNK = re.compile(
    # (not inside a hex dump's row of bytes: ``3f 01 23 45 67 89 ab``)
    r"(?<![\w+.\-/:])(?<![0-9A-Fa-f]{2} )(?:0[1-9]\d{0,3}|0 [1-9]\d\d)(?:[ -]\d{2,8}){1,4}"
    r"(?![\w\-/:]|[.,]\d| \d| [0-9A-Fa-f]{2}(?!\w))"
)
# a phone number in the slot of a link that holds one: RFC 3966 ``tel:``, ``sms:``, ``callto:``,
# WhatsApp's click-to-chat ``wa.me/<number>`` and ``api.whatsapp.com/send?phone=``, Viber's
# ``viber://chat?number=``, Telegram's ``t.me/+<number>``, Signal's ``signal.me/#p/+<number>``, and
# a query parameter named for one (``?phone=``, ``&msisdn=``)
PHONE_LINK = re.compile(
    r"(?i)(?:(?<![\w-])(?:tel|sms|smsto|mms|callto|facetime(?:-audio)?|whatsapp):(?://)?|"
    r"(?<![\w-])wa\.me/|whatsapp\.com/send/?\?(?:[\w%=&.-]{0,80}&)?phone=|viber://(?:chat|add)\?number=|"
    r"(?<![\w-])t\.me/|signal\.me/#p/|[?&](?:phone|phone_?number|msisdn|mobile|tel)=)"
    r"(?P<n>(?:\+|%2[Bb])?[\d(][\d\-.() ]{5,20}\d)(?![\w])"
)
_LINK_NEEDLES = ("tel:", "sms", "callto:", "facetime", "whatsapp", "wa.me/", "viber:", "t.me/", "signal.me")
_LINK_NEEDLES += ("phone=", "msisdn=", "mobile=", "tel=", "mms")

PHONE_CUE = re.compile(
    r"(?i)(?<![a-z])(?:phone|tel(?:ephone)?|mobile|mob|cell(?:phone)?|handy|telefon|t[ée]l[ée]phone|"
    r"tel[ée]fono|celular|whatsapp|fax|portable|mobil|puhelin|telefoon|contact number|call me at|"
    # inflected and compound forms: ``telefonu``/``telefonunuz`` (TR, PL), ``Telefonnummer``,
    # ``telefoonnummer``, ``Rufnummer``, ``móvil``, ``numer telefonu``, ``GSM``
    r"telefon(?:u|unuz|nummer|numarası|o)|telefoonnummer|rufnummer|mobilnummer|m[óo]vil|gsm|"
    r"cep telefonu|"
    # the keys that hold a subscriber's number in messaging and telephony APIs and logs
    r"wa[ _-]?id|msisdn|caller[ _-]?id|callerid|clid|calling[ _-]?number|called[ _-]?number)"
    r"(?![a-z])\.?|携帯|電話|手机|电话|휴대폰|전화|điện thoại|sđt|هاتف|جوال|موبايل|телефон|โทรศัพท์|मोबाइल"
)
# a caller id as telephony writes it: the display name in quotes, the number in angle brackets
# (Asterisk's ``"Ana Silva" <639171234567>``, SIP ``From:``), also with the quotes escaped
CALLER_ID = re.compile(r"\\?\"[^\"<>\n]{1,48}\\?\"\s?<(?P<n>\+?\d{8,15})>")
_AFTER_CUE = re.compile(
    r"[^\w\n+(]{0,6}(?:(?:no|nr|number|num)\.?[^\w\n+(]{0,4})?(?P<n>\+?\(?\d[\d ().\-/]{7,20}\d)"
)

# Country code -> (pattern of the national mobile number). The ``+`` of an international number
# becomes ``-`` in a Claude Code project folder; this tells such a number from any digit run.
MOBILE_RANGES = {
    "1": r"[2-9]\d\d[2-9]\d{6}",
    "7": r"9\d{9}",
    "20": r"1\d{9}",
    "27": r"[6-8]\d{8}",
    "31": r"6\d{8}",
    "33": r"[67]\d{8}",
    "34": r"[67]\d{8}",
    "39": r"3\d{8,9}",
    "41": r"7\d{8}",
    "43": r"6\d{9,11}",
    "44": r"7\d{9}",
    "46": r"7\d{8}",
    "48": r"[4-8]\d{8}",
    "49": r"1[5-7]\d{8,9}",
    "52": r"1?\d{10}",
    "55": r"\d\d9\d{8}",
    "61": r"4\d{8}",
    "62": r"8\d{8,11}",
    "63": r"9\d{9}",
    "65": r"[89]\d{7}",
    "81": r"[789]0\d{8}",
    "82": r"10\d{7,8}",
    "86": r"1[3-9]\d{9}",
    "90": r"5\d{9}",
    "91": r"[6-9]\d{9}",
    "234": r"[789][01]\d{8}",
    "254": r"[17]\d{8}",
    "351": r"9\d{8}",
    "353": r"8\d{8}",
}
_MOBILE = re.compile("|".join(f"{cc}(?:{rest})" for cc, rest in MOBILE_RANGES.items()))
_FOLDER_E164 = re.compile(r"(?:(?<=--)|(?<=/-)|(?<=_-)|^-)(?P<n>[1-9]\d{8,14})(?![\w])")
# national mobile numbers with the trunk ``0``, written without separators: AU, UK, JP, DE, FR,
# NL, NG, KR, BR, CN has none
NATIONAL_MOBILE = re.compile(
    r"(?<![\w.+])(?<!\d-)(?:04\d{8}|07[1-9]\d{8}|0[789]0\d{8}|01[5-7]\d{8,9}|0[67]\d{8}|0[789][01]\d{8}|010\d{8})"
    r"(?![\w]|[.-]\d)"
)
# a grouped national number as a whole path segment (``/srv/090-1234-5678``)
_SEGMENT_GROUPED = re.compile(
    r"(?:(?<=[/:_])|(?<=[^\d]-)|^)0[1-9]\d{0,3}[ -]\d{2,4}[ -]\d{3,4}(?=/|$|\.[a-z]{1,5}$)"
)


# nine digits close together: the anchor of every phone rule here
_RUN9 = re.compile(r"\d(?:[ ().\-/]{0,3}\d){8}")


def phones(text: str) -> list[Finding]:
    """National phone numbers in three groups, and numbers after a phone cue (looked for only
    before nine close digits)."""
    out = []
    runs = [r.span() for r in _RUN9.finditer(text)]
    if not runs:
        return out
    for lo, hi in _merged((s - 6, e + 8) for s, e in runs):
        for m in PHONE_GROUPED.finditer(text, lo, min(hi, len(text))):
            if 10 <= sum(c.isdigit() for c in m.group(0)) <= 11:
                out.append(Finding(m.start(), m.end(), "phone", "phone"))
        for m in PHONE_TRUNK.finditer(text, lo, min(hi, len(text))):
            if 10 <= sum(c.isdigit() for c in m.group(0)) <= 11:
                out.append(Finding(m.start(), m.end(), "phone", "phone"))
    out += phone_links(text)
    if "<" in text:
        out += [Finding(m.start("n"), m.end("n"), "phone", "phone") for m in CALLER_ID.finditer(text)]
    for lo, hi in _merged((s - 40, s) for s, _ in runs):
        for cue in PHONE_CUE.finditer(text, lo, hi):
            m = _AFTER_CUE.match(text, cue.end())
            if m is not None and 9 <= sum(c.isdigit() for c in m.group("n")) <= 15:
                out.append(Finding(m.start("n"), m.end("n"), "phone", "phone"))
    return out


def phone_links(text: str) -> list[Finding]:
    """Numbers in the phone slot of a link (:data:`PHONE_LINK`): 8 to 15 digits, the E.164 maximum."""
    low = text.lower()
    if not any(n in low for n in _LINK_NEEDLES):
        return []
    out = []
    for m in PHONE_LINK.finditer(text):
        n = m.group("n")
        digits = sum(c.isdigit() for c in n) - (2 if n[:3] in ("%2B", "%2b") else 0)
        if 8 <= digits <= 15:
            out.append(Finding(m.start("n"), m.end("n"), "phone", "phone"))
    return out


def identifier_phones(text: str) -> list[Finding]:
    """Phone numbers as whole tokens of an identifier-like field: international mobile numbers
    whose ``+`` became ``-`` (a project folder), national mobile numbers with their trunk ``0``
    (:data:`NATIONAL_MOBILE`), grouped national numbers as a path segment."""
    out = []
    for m in _FOLDER_E164.finditer(text):
        if _MOBILE.fullmatch(m.group("n")):
            out.append(Finding(m.start("n") - 1, m.end("n"), "phone", "phone"))
    for pattern in (NATIONAL_MOBILE, _SEGMENT_GROUPED):
        for m in pattern.finditer(text):
            if 10 <= sum(c.isdigit() for c in m.group(0)) <= 11:
                out.append(Finding(m.start(), m.end(), "phone", "phone"))
    return out


# -- postal addresses ----------------------------------------------------------------------------

_NAME = r"[A-ZÄÖÜÀ-Ý][\w'’.-]{1,30}"
_EN_STREET = (
    r"Road|Rd|Street|St|Lane|Ln|Close|Avenue|Ave|Drive|Dr|Way|Place|Pl|Court|Ct|Crescent|Terrace|"
    r"Gardens|Grove|Row|Square|Sq|Walk|Mews|Boulevard|Blvd|Parkway|Pkwy|Highway|Hwy|Circle|Cir"
)
_STREET = re.compile(
    # English: ``12 Harcourt Road``, ``221B Baker Street``, ``1600 Pennsylvania Ave NW``
    rf"(?<![\w.])\d{{1,5}}[A-Za-z]?,? (?:{_NAME} ){{1,3}}(?:{_EN_STREET})\b\.?(?: [NSEW]{{1,2}}\b)?"
    # the secondary unit that may follow (USPS Publication 28, C2: ``Apt 4B``, ``Suite 210``, ``# 7``)
    r"(?:,? (?:Apt|Apartment|Suite|Ste|Unit|Fl|Floor|Rm|Room|Bldg|Building|Dept|Lot|Trlr|#)\.? ?#?[A-Z0-9][\w-]{0,5}\b)?"
    # India: ``House No. 12, Shanti Colony``, ``Flat No. 4B, MG Road`` (a number, a locality word)
    rf"|(?<![\w.])(?:House|Flat|Plot|Door|Shop|H\.) ?No\.? ?\d{{1,5}}[A-Za-z]?(?:/\d{{1,4}})?,? (?:{_NAME} ){{1,3}}"
    r"(?:Colony|Nagar|Marg|Road|Lane|Society|Layout|Enclave|Vihar|Puram|Chowk|Bagh|Ganj|Wadi|Peth|Sector \d{1,3})\b"
    # German, Dutch, Scandinavian: ``Lindenhofstraße 12a``, ``Keizersgracht 123``
    r"|(?<![\w.])[A-ZÄÖÜ][a-zäöüß]{2}[\wäöüßÄÖÜ.-]{0,38}(?:stra(?:ß|ss)e|str\.|weg|gasse|platz|allee|ring|damm|"
    r"ufer|straat|laan|gracht|kade|plein|singel|dijk|gatan|vägen|gade|vej|veien|gata)"
    r"(?: [A-ZÄÖÜ][\wäöüß-]+)? \d{1,4}[a-zA-Z]?(?:[-/]\d{1,4})?(?![\w.])"
    # Romance languages: ``Calle de Alcalá 214``, ``12 rue de la Paix``, ``Via Roma 10``
    r"|(?<![\w.])(?:\d{1,4}(?: ?(?:bis|ter))?,? )?(?:ul\.|al\.|[Cc]alle|C/|[Aa]venida|Avda\.|[Pp]laza|[Pp]aseo|"
    r"[Rr]ue|[Aa]venue|[Bb]oulevard|[Cc]hemin|[Aa]llée|[Ii]mpasse|[Qq]uai|[Vv]ia|[Vv]iale|[Pp]iazza|"
    r"[Cc]orso|[Rr]ua|[Tt]ravessa) (?:(?:de|del|la|le|les|des|du|da|das|do|dos|di|della|delle|l')\s?)*"
    # a particle may join the words of the name too (``Rua Sete de Setembro``, ``Via XX Settembre``)
    rf"{_NAME}(?: (?:(?:de|del|da|das|do|dos|di|della|la|le|du|des)\s)?{_NAME}){{0,2}}"
    r"(?:,? (?:n[º°o]\.? ?)?\d{1,4}[a-zA-Z]?(?!\d))?"
)
_POSTCODE = re.compile(
    # UK: ``Leeds LS1 4AB``, ``SW1A 1AA``
    rf"(?:{_NAME} )?(?<![\w])[A-Z]{{1,2}}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{{2}}(?![\w])"
    # US, AU, CA: ``Springfield, IL 62704``, ``Sydney NSW 2000``, ``Toronto, ON M5V 2T6``
    r"|(?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+(?:,? |,)(?:[A-Z]{2}|NSW|VIC|QLD|TAS|ACT)(?: |,)"
    r"(?:\d{5}(?:-\d{4})?|\d{4}|[A-Z]\d[A-Z] ?\d[A-Z]\d)(?![\w])"
    # India: a town (any script) and its six-digit PIN after a comma (``, Pune 411001``)
    r"|(?<=, )(?:[^\W\d_]{2,20} ){1,2}[1-9]\d{2} ?\d{3}(?![\w])"
    # DE, FR, ES, IT, AT, CH, NL: ``93047 Regensburg``, ``75002 Paris``, ``1012 AB Amsterdam``
    # PL, BR, PT: ``00-950 Warszawa``, ``01310-100 São Paulo``, ``1000-001 Lisboa``
    rf"|(?:^|(?<=\n)|(?<=\\n)|(?<=, )|(?<=,))(?:\d{{2}}-\d{{3}}|\d{{5}}-\d{{3}}|\d{{4}}-\d{{3}}) {_NAME}(?: {_NAME})?"
    # at a line's start or after a comma, as addresses are written (not ``PR 1234 Fix``)
    rf"|(?:^|(?<=\n)|(?<=\\n)|(?<=, )|(?<=,))(?:[A-Z]{{1,2}}-)?(?:\d{{5}}|\d{{4}}(?: ?[A-Z]{{2}})?) {_NAME}(?: {_NAME})?"
)
_JP_POSTCODE = re.compile(r"〒\s?\d{3}-\d{4}[^\n]{0,60}")
_ADDRESS_GATE = re.compile(r"\d")
# the digits of a postcode: four or five digits before a word, or a UK inward code (``4AB``)
_POSTCODE_ANCHOR = re.compile(
    # every alternative starts with a digit, so that the scan skips to digits
    r"\d(?:\d{1,4}(?:-\d{3})? [A-ZÄÖÜÀ-ÝŁŚŻ]|\d{3,4} ?[A-Z]{2} [A-Z]|[ABD-HJLNP-UW-Z]{2}(?![\w])|"
    r"(?<=[A-Z]{2} \d)\d{3}|(?<=[A-Z]{2},\d)\d{3}|(?<=[^\W\d_] \d)\d{2} ?\d{3}(?![\w])|[A-Z] ?\d[A-Z]\d)"
)
_NEAR = 160
# the keys of an address record (a YAML/JSON/form ``city:``, ``zip =``, ``line1:``): a street
# line near one is an address even with no postcode line of a known layout
_ADDRESS_KEY = re.compile(
    r"(?i)(?<![a-z])(?:zip(?:[ _-]?code)?|post(?:al)?[ _-]?code|postcode|plz|postleitzahl|city|town|ort|"
    r"ville|ciudad|citt[àa]|state|province|county|country|region|address(?:[ _-]?line)?(?:[ _-]?[123])?|"
    r"addr[123]?|street(?:[ _-]?address)?|line[ _-]?[123]|ship(?:ping)?[ _-]?to|bill(?:ing)?[ _-]?to|"
    r"(?:billing|shipping|mailing|home|postal)[ _-]?address|anschrift|adresse|direcci[óo]n|indirizzo|"
    # Portuguese, Dutch, Polish, Indian, Japanese, Chinese, Korean names of the fields
    r"endere[çc]o|logradouro|morada|cep|adres|straat|huisnummer|plaats|woonplaats|ulica|kod[ _-]?pocztowy|"
    r"pin[ _-]?code|pincode|पता|住所|地址|주소)"
    # then ``:`` or ``=`` (YAML, JSON, forms, code), or ``>`` (the element ``<straat>``)
    r"(?![a-z0-9])[\"']?[ \t]{0,2}(?::|=(?!=)|>)"
)
_ADDRESS_KEY_NEEDLES = ("zip", "post", "plz", "city", "town", "ort", "ville", "ciudad", "citt", "state")
_ADDRESS_KEY_NEEDLES += ("province", "county", "country", "region", "addr", "street", "line", "ship", "bill")
_ADDRESS_KEY_NEEDLES += ("anschrift", "adresse", "direcc", "indirizzo", "endere", "logradouro", "morada")
_ADDRESS_KEY_NEEDLES += ("cep", "adres", "straat", "huisnummer", "plaats", "ulica", "pocztowy", "pin")
_ADDRESS_KEY_NEEDLES += ("पता", "住所", "地址", "주소")


def _keyed_streets(text: str) -> list[Finding]:
    """Street lines within :data:`_NEAR` characters of an address record's key."""
    low = text.lower()
    if not any(n in low for n in _ADDRESS_KEY_NEEDLES):
        return []
    keys = [k.start() for k in _ADDRESS_KEY.finditer(text)]
    out = []
    for lo, hi in _merged((k - _NEAR, k + _NEAR) for k in keys):
        streets = [
            s for s in _STREET.finditer(text, lo, min(hi, len(text))) if any(c.isdigit() for c in s.group(0))
        ]
        out += [Finding(s.start(), s.end(), "address", "postal_address") for s in streets]
        if streets:
            # the record's postcode is part of that address (an Eircode or a Dutch ``1012 AB``
            # names the house or the street by itself)
            for c in _POSTCODE_VALUE.finditer(text, lo, min(hi, len(text))):
                if any(ch.isdigit() for ch in c.group("code")):
                    out.append(Finding(c.start("code"), c.end("code"), "address", "postal_address"))
    return out


_POSTCODE_VALUE = re.compile(
    r"(?i)(?<![a-z])(?:zip(?:[ _-]?code)?|post(?:al)?[ _-]?code|postcode|plz|postleitzahl|eircode|cep|"
    r"pin[ _-]?code|pincode|kod[ _-]?pocztowy)[\"']?[ \t]{0,2}[:=][ \t]{0,2}[\"']?"
    r"(?P<code>[A-Za-z0-9]{2,5}(?:[ -][A-Za-z0-9]{2,4})?)(?![\w-])"
)


def addresses(text: str) -> list[Finding]:
    """Postal addresses: a street line and a postcode line within :data:`_NEAR` characters of each
    other (either order), each replaced; a Japanese ``〒`` postcode line alone."""
    out = []
    if "〒" in text:
        out += [Finding(m.start(), m.end(), "address", "postal_address") for m in _JP_POSTCODE.finditer(text)]
    out += _keyed_streets(text)
    anchors = list(_POSTCODE_ANCHOR.finditer(text))
    if not anchors:
        return out
    codes: list[re.Match] = []
    streets: list[re.Match] = []
    # overlapping windows joined, so that a line crossing two of them is read whole (a CSV row's
    # ``Washington,DC,20500`` begins in the window of the street's digits and ends in its own)
    for lo, hi in _merged((a.start() - 40, a.end() + 40) for a in anchors):
        codes += _POSTCODE.finditer(text, lo, min(len(text), hi))
    for lo, hi in _merged((c.start() - _NEAR - 60, c.end() + _NEAR + 60) for c in codes):
        streets += _STREET.finditer(text, lo, min(len(text), hi))
    starts = [c.start() for c in codes]
    for s in streets:
        # the postcodes starting within reach of the street (codes are in text order)
        lo, hi = bisect_left(starts, s.start() - 2 * _NEAR), bisect_right(starts, s.end() + _NEAR)
        near = [c for c in codes[lo:hi] if s.start() <= c.end() + _NEAR]
        if not any(ch.isdigit() for ch in s.group(0)) or not near:
            continue
        out.append(Finding(s.start(), s.end(), "address", "postal_address"))
        out += [Finding(c.start(), c.end(), "address", "postal_address") for c in near]
    spans = sorted({(f.start, f.end) for f in out})
    return [Finding(a, b, "address", "postal_address") for a, b in spans]


# -- dates of birth ------------------------------------------------------------------------------

BIRTH_CUE = re.compile(
    r"(?i)(?<![a-z])(?:date[ _-]?of[ _-]?birth|d\.?o\.?b\.?|birth[ _-]?date|birthdate|birthday|b[ _-]?date|born(?: on)?|"
    r"geburtsdatum|geb\.|geboren(?: am)?|date de naissance|n[ée]e? le|fecha de nacimiento|nacid[oa] el|"
    r"data di nascita|nat[oa] il|data de nascimento|nascid[oa] em|geboortedatum|geboren op|"
    r"f[öø]delsedatum|f[øo]dselsdato|syntym[äa]aika|data urodzenia|urodzon[ya]|doğum tarihi|"
    r"дата рождения|"
    # the same cues as the names of keys and columns, in any case and joined by ``_``, ``-`` or
    # nothing (``fecha_nacimiento``, ``dataNascimento``, ``data_di_nascita``, ``geb_datum``)
    r"(?:date|data|fecha|datum|dt|dat)[ _-]?(?:(?:de|di|of|du)[ _-]?)?"
    r"(?:naissance|nascimento|nacimiento|nascita|birth|nasc|nac|urodzenia|rozhdeniya)|"
    r"(?:birth|geb(?:urts)?|naissance|nascimento|nacimiento|nascita|geboorte)[ _-]?(?:date|datum|data|dt|day|tag)"
    r")(?![a-z])|生年月日|出生日期|생년월일"
)
_MONTHS = (
    r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
    r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember|"
    r"janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|"
    r"enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)"
)
_DATE = re.compile(
    r"[^\w\n]{0,6}(?:[a-z]{2,4}\.?[^\w\n]{0,3})?(?P<date>"
    r"(?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|1[0-2])[./-](?:19|20)\d\d"
    r"|(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])/(?:19|20)\d\d"
    r"|(?:19|20)\d\d[./-](?:0?[1-9]|1[0-2])[./-](?:0?[1-9]|[12]\d|3[01])"
    rf"|(?:0?[1-9]|[12]\d|3[01])\.? (?:de )?{_MONTHS}\.?,? (?:de )?(?:19|20)\d\d"
    rf"|{_MONTHS}\.? (?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?,? (?:19|20)\d\d"
    r"|(?:19|20)\d\d年\s?\d{1,2}月\s?\d{1,2}日"
    r"|(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])"
    r")(?![\w])",
    re.IGNORECASE,
)


_YEAR = re.compile(r"(?:19|20)\d\d")


def birth_dates(text: str) -> list[Finding]:
    """Dates right after a birth cue (within a few characters, on the same line)."""
    out = []
    for lo, hi in _merged((y.start() - 50, y.start()) for y in _YEAR.finditer(text)):
        for cue in BIRTH_CUE.finditer(text, lo, hi):
            m = _DATE.match(text, cue.end())
            if m is not None:
                out.append(Finding(m.start("date"), m.end("date"), "birth_date", "date_of_birth"))
    return out


def contact_data(text: str) -> list[Finding]:
    """Phones in national formats, postal addresses, dates of birth, bank account numbers and
    device identifiers in ``text``."""
    if not _ADDRESS_GATE.search(text):
        return []
    found = phones(text) + addresses(text) + birth_dates(text) + bank_accounts(text) + record_numbers(text)
    return found + device_ids(text)
