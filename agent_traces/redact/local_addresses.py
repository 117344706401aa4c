"""Postal addresses in any script (issue 31): what :mod:`.contact` reads by the street words of a
few languages, read here by the layout most of the world shares.

- a street line in any script with its house number, then a postcode of digits (``NNNNN``,
  ``NNN NN``, ``NNNN``, ``NN-NNN``) and the town: ``Ερμού 17, 186 26 Αθήνα``,
  ``ул. Ленина 5, 620014 Екатеринбург`` — a name, a number, a comma, a code and a word is how
  a letter is addressed, and no sentence or code is written so;
- in a structured field's value (a folder, a branch), a street line whose spaces became ``-``
  with its house number and a five-digit postcode (``Ermou-17-10563``);
- the value of an address field or label in the languages that name one (``dia_chi``,
  ``Διεύθυνση``, ``адрес``, ``adresa``, ``alamat``, ``ünvan``, ``عنوان``, ``ที่อยู่``, ``хаяг``,
  ``አድራሻ``, ``señas``, compounds such as ``Leveringsadresse``; after the colons of other scripts too) when it holds
  words and a house number (``Số 221 ngõ 87 phố Kim Mã, Hà Nội``), also under a heading of its
  own line and the name line after it.

English and the languages :mod:`.contact` knows keep their rules there (``address:`` is also a
network address in English-speaking code: ``address: 0.0.0.0:8080`` is never a house).
"""

from __future__ import annotations

import re
import unicodedata

from .findings import Finding
from .normalize import SCRIPT_MARKS

_WORD = r"[^\W\d_][^\W\d_'’.\-]*\.?"
_LINE = re.compile(
    # street words (a first capital in a cased script), house number, comma, postcode, town; the
    # first letter is matched before the look behind, so that the scan skips to letters
    rf"(?P<street>[^\W\d_](?<![\w].)[^\W\d_'’.\-]*\.?[ \t](?:{_WORD}[ \t]){{0,3}}\d{{1,4}}[^\W\d_]?(?:[/-]\d{{1,4}})?)"
    r",[ \t]?(?P<code>\d{3} \d{2}|\d{4,6}|\d{2}-\d{3})[ \t](?P<town>[^\W\d_]{2,}(?:[ \-][^\W\d_]{2,})?)"
    r"(?![\w])"
)
# a street line, up to two parts (a district, a colonia), then a postcode after its label
# (``Calle Durango 2374, Col. Roma Norte, C.P. 55173``, ``…, PSČ 110 00``, ``…, CEP 01310-100``):
# the label says what the number is, so no town needs to follow
_POSTCODE_LABEL = (
    r"C\.\s?P\.|CP|C\.?E\.?P\.?|PLZ|PSČ|PSC|ZIP(?:[ \t]?code)?|Post(?:al)?[ \t]?[Cc]ode|Postcode|"
    r"C[óo]digo[ \t]postal|Kod[ \t]pocztowy|T\.\s?K\.|Τ\.\s?Κ\.|PIN|Eircode|индекс|Индекс"
)
_LABELLED = re.compile(
    rf"(?P<street>[^\W\d_](?<![\w].)[^\W\d_'’.\-]*\.?[ \t](?:{_WORD}[ \t]){{0,3}}\d{{1,5}}[^\W\d_]?"
    r"(?:[/-]\d{1,4})?)"
    r"(?:,[ \t]?[^,\n\d]{2,40}){0,2},[ \t]?"
    rf"(?:{_POSTCODE_LABEL}):?[ \t]?(?P<code>\d{{5}}-\d{{3,4}}|\d{{3}} \d{{2}}|\d{{2}}-\d{{3}}|\d{{4,6}}"
    r"|[A-Z0-9]{2,4} [A-Z0-9]{3,4})(?![\w])"
)
_KEYS = (
    r"địa[ _]?chỉ|dia[ _]?chi|diachi|διε[ύυ]θυνση|адрес[аы]?|адреса|adresa|adres[ií]|adressi|osoite|"
    r"c[íi]m|lakc[íi]m|alamat|naslov|ünvan|unvan|manzil|мекенжай|მისამართი|հասցե|عنوان|آدرس|"
    r"پتہ|ঠিকানা|ที่อยู่|ที่อยู|地址|住所|주소|indirizzo|[^\W\d_]{0,12}anschrift|[^\W\d_]{0,12}adresse|"
    r"direcci[óo]n|endere[çc]o|хаяг|አድራሻ|señas|"
    # the word in more languages and scripts: Hindi, Nepali, Marathi, Tamil, Telugu, Kannada,
    # Malayalam, Gujarati, Punjabi, Sinhala, Khmer, Lao, Burmese, Hebrew, Pashto, Chinese (住址),
    # Latvian, Lithuanian, Estonian, Turkish, Icelandic, Welsh, Irish, Basque, Catalan, Maltese,
    # Swahili, Tagalog, Zulu
    r"पता|ठेगाना|पत्ता|முகவரி|చిరునామా|ವಿಳಾಸ|വിലാസം|સરનામું|ਪਤਾ|ලිපිනය|អាសយដ្ឋាន|ທີ່ຢູ່|လိပ်စာ|כתובת|پته|住址|"
    r"adrese|adresas|aadress|adres|heimilisfang|cyfeiriad|seoladh|helbidea|adre[çc]a|indirizz|anwani|tirahan|ikheli|"
    r"(?:home|street|shipping|delivery|mailing|postal|billing)[ _-]?address"
)
_KEY = re.compile(
    rf"(?i)(?<![^\W\d_])(?:ال)?(?:{_KEYS})(?![^\W\d_])[^\n:=：՝፦]{{0,30}}?[\"']?[ \t]{{0,2}}[:=：՝፦][ \t]{{0,2}}"
)
# what every key of :data:`_KEYS` holds, in lower case: the key regex runs only on a text with one
_KEY_NEEDLES = (
    "chi", "ch\u1ec9", "\u03b4\u03b9\u03b5", "\u0430\u0434\u0440\u0435\u0441", "adres", "osoite", "c\u00edm", "cim",
    "alamat", "naslov", "nvan", "manzil", "\u043c\u0435\u043a\u0435\u043d", "\u10db\u10d8\u10e1",
    "\u0570\u0561\u057d", "\u0639\u0646\u0648\u0627\u0646", "\u0622\u062f\u0631\u0633",
    "\u067e\u062a\u06c1", "\u09a0\u09bf\u0995\u09be\u09a8\u09be", "\u0e17\u0e35\u0e48\u0e2d\u0e22\u0e39",
    "\u5730\u5740", "\u4f4f\u6240", "\uc8fc\uc18c", "indirizzo", "anschrift", "direcci", "endere", "address",
    "\u0445\u0430\u044f\u0433", "\u12a0\u12f5\u122b\u123b", "se\u00f1as",
    "पता", "ठेगाना", "पत्ता", "முகவரி", "చిరునామా", "ವಿಳಾಸ", "വിലാസം", "સરનામું", "ਪਤਾ", "ලිපිනය", "អាសយដ្ឋាន",
    "ທີ່ຢູ່", "လိပ်စာ", "כתובת", "پته", "住址", "adres", "aadress", "heimilisfang", "cyfeiriad", "seoladh",
    "helbidea", "adreça", "adreca", "indirizz", "anwani", "tirahan", "ikheli",
)  # fmt: skip
# the same on lower-cased text: several times faster than ``(?i)``
_KEY_LOW = re.compile(_KEY.pattern.replace("(?i)", "", 1))
_VALUE = re.compile(r"\"([^\"\n]{4,160})\"|'([^'\n]{4,160})'|([^\n\"'{}<>]{4,160})")
# a house number: not inside a Latin word or a number, a path or a version; attached to letters
# of a script without spaces (``中山路532号``), or a number and a sub-number (``640/65``, ``297/76``)
_HOUSE = re.compile(r"(?<![A-Za-z0-9_.:/])\d{1,5}(?:/\d{1,4})?[^\W\d_]?(?![A-Za-z0-9_.:/])")
_WORDS = re.compile(r"[^\W\d_]{2,}")
_CODE = re.compile(r"(?<!\d)/|/(?!\d)|[\\{}()\[\];=<>`$]|://|\d\.\d|[a-z][A-Z]|_")
# a postcode in brackets before the street (Korea's ``(06236) 서울특별시 …``)
_LEADING_CODE = re.compile(r"\(\d{3,6}\)\s?")


# a street line, up to two parts, then a postcode after its country's letters (``Savanorių g. 19-106,
# LT-09779``, ``Brīvības iela 94-75, LV-1008``, ``Hauptstr. 5, D-10115 Berlin``): the prefix of the
# countries whose post writes one says what the number is
_COUNTRY_PREFIX = (
    r"(?:LT|LV|EE|D|DE|A|AT|CH|F|FR|I|IT|B|BE|L|LU|NL|DK|S|SE|N|NO|FI|FIN|PL|CZ|SK|H|HU|SI|SLO|HR|RO|BG|GR|"
    r"P|PT|E|ES|LI|FL|MC|IS|CY|MT)"
)
_COUNTRY_POSTCODE = re.compile(
    rf"(?P<street>[^\W\d_](?<![\w].)[^\W\d_'’.\-]*\.?[ \t](?:{_WORD}[ \t]){{0,3}}\d{{1,5}}[^\W\d_]?"
    r"(?:[/-]\d{1,4})?)"
    r"(?:,[ \t]?[^,\n\d]{2,40}){0,2},[ \t]?"
    rf"(?P<code>{_COUNTRY_PREFIX}-\d{{4,5}})(?![\w-])"
)


# a house number first, then the street and the locality after commas, then the town, a dash and a
# postcode of five or six digits: the Indian postal layout (``198, Church Road, Kochi - 682005``),
# also written so in Lao, Thaana and Dzongkha addresses; the words in any script (letters and marks)
# (and the tsheg that joins Tibetan and Dzongkha syllables)
_MARK = "\u0f0b" + SCRIPT_MARKS
_LW = rf"(?:[^\W\d_]|[{_MARK}])(?:[^\W\d_]|[{_MARK}'’.\-])*"
_NUMBER_FIRST = re.compile(
    rf"(?<![\w/.-])(?P<street>\d{{1,5}}[A-Za-z]?(?:/\d{{1,4}})?,[ \t]{{0,2}}(?:[^,\n\d]{{2,60}},[ \t]{{0,2}}){{1,3}})"
    rf"(?P<town>{_LW}(?:[ \t]{_LW}){{0,3}})[ \t]?-[ \t]?(?P<code>\d{{5,6}})(?![\d\w])"
)


def _address_value(value: str) -> bool:
    """Whether a field's value reads as a postal address: a house number and two words or more
    (or a line of a script written without spaces), none of the signs of code, a path, a URL, a
    network address or a version."""
    value = _LEADING_CODE.sub("", value, count=1)
    # the vowel signs of Indic and other scripts are marks, not letters: drop them to count words
    words = _WORDS.findall("".join(c for c in value if not unicodedata.category(c).startswith("M")))
    enough = len(words) >= 2 or (sum(len(w) for w in words) >= 6 and _caseless(value))
    return bool(_HOUSE.search(value)) and enough and not _CODE.search(value)


def _caseless(value: str) -> bool:
    """Whether most letters of ``value`` are of a script without case (CJK, Thai, Arabic…)."""
    letters = [c for c in value if c.isalpha()]
    return bool(letters) and sum(c.lower() == c.upper() for c in letters) * 2 > len(letters)


_ABBREVIATION = re.compile(r"[^\W\d_]{1,4}\.[ \t]")


def _cased_start(street: str) -> bool:
    """Whether a street line or town starts as a name does: a capital, a letter of a script
    without case, or a street type's abbreviation (``ул.``, ``str.``, ``Jl.``) before one."""
    m = _ABBREVIATION.match(street)
    first = street[m.end()] if m and m.end() < len(street) else street[0]
    return first.isupper() or first.lower() == first.upper()


def local_addresses(text: str) -> list[Finding]:
    """Addresses in any script (see the module docstring)."""
    if not any(c.isdigit() for c in text):
        return []
    out = []
    if "," in text:
        for m in _LINE.finditer(text):
            code = m.group("code")
            year = len(code) == 4 and 1800 <= int(code) <= 2099  # ``Figure 3, 2019 Report``
            if _cased_start(m.group("street")) and _cased_start(m.group("town")) and not year:
                out.append(Finding(m.start(), m.end(), "address", "postal_address"))
        for m in _LABELLED.finditer(text):
            if _cased_start(m.group("street")):
                out.append(Finding(m.start(), m.end(), "address", "postal_address"))
        if "-" in text:
            for m in _NUMBER_FIRST.finditer(text):
                if any(c.isalpha() for c in m.group("street")):
                    out.append(Finding(m.start(), m.end(), "address", "postal_address"))
            for m in _COUNTRY_POSTCODE.finditer(text):
                if _cased_start(m.group("street")):
                    out.append(Finding(m.start(), m.end(), "address", "postal_address"))
    low = text.lower()
    if not any(n in low for n in _KEY_NEEDLES):
        return out
    keys = list(_KEY_LOW.finditer(low) if len(low) == len(text) else _KEY.finditer(text))
    if "addr" in low:
        keys += [k for k in _PLAIN_KEY.finditer(text) if _caseless(text[k.end() : k.end() + 40])]
    for m in keys:
        # the value after the key, or on the next line under a heading (``العنوان الوطني …:``)
        head = _BLANK_TO_EOL.match(text, m.end())
        rest = _VALUE.match(text, head.end() if head else m.end())
        if rest is None:
            continue
        g = next(i for i in (1, 2, 3) if rest.group(i) is not None)
        value = rest.group(g).strip().rstrip(",")
        if _address_value(value):
            s = rest.start(g) + (len(rest.group(g)) - len(rest.group(g).lstrip()))
            out.append(Finding(s, s + len(value), "address", "postal_address"))
    return out


# the English key (``"address": …``), which also names network addresses: only before a value of
# a script without case, which no network address is written in
_PLAIN_KEY = re.compile(r"(?i)(?<![A-Za-z])(?:address|addr)[\"']?[ \t]{0,2}[:=][ \t]{0,2}")
_BLANK_TO_EOL = re.compile(r"[ \t]*(?:\r?\n|\\n)[ \t]*")


# a street line in a field's value, its spaces and comma made ``-``: a street name of capitalized
# words, the house number, a postcode of five digits (``Ermou-17-10563``, ``Hauptstrasse-5-10115``)
_FIELD_LINE = re.compile(
    r"(?<![A-Za-z0-9])[A-Z][a-z]{2,}(?:-[A-Z][a-z]{2,}){0,3}-\d{1,4}[a-z]?-\d{5}(?![A-Za-z0-9])(?![.,]\d)"
    # or with a flat's number and a postcode after its country's letters (``Brivibas-iela-94-75-LV-1008``)
    rf"|(?<![^\W_])[^\W\d_]{{3,}}(?:-[^\W\d_]{{1,12}}){{0,3}}-\d{{1,4}}[^\W\d_]?(?:-\d{{1,4}})?-{_COUNTRY_PREFIX}-\d{{4,5}}(?![\w-])"
)


def field_addresses(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of a street line with its postcode in a field's bare value."""
    # a street's name starts with a capital; a branch's words (``fix-issue-12-PL-1234``) do not
    return (
        [(m.start(), m.end()) for m in _FIELD_LINE.finditer(text) if text[m.start()].isupper()]
        if "-" in text
        else []
    )
