"""Identity numbers of any scheme in a record's position, judged by structure (issue 31).

The cue rules (:mod:`.national_ids`) know a scheme by its checksum after a word naming it; the
next country's number has neither in our tables. What every scheme shares is where it is written
and what it looks like: a value of an id's shape (8 to 18 digits, whole or grouped by a space,
``-``, ``.`` or ``/``, perhaps with a letter before or after: ``123 456 789``, ``784-1985-1234567-1``,
``123456789V``) in a record's value position — after a label (``label: v``, ``"key": "v"``,
``key=v``, ``'key' => 'v'``, ``<key>v</key>``, an acronym in capitals: ``СНИЛС 123-456-789 01``),
in a CSV cell under its header, in an SQL ``VALUES`` tuple under its column.

The label is judged by what it is **not**, as the field judge (:mod:`.field_numbers`) judges a
field: a technical key (an id of a record, a count, a size, a time, a version, a hash, an amount,
a port…) holds numbers of that shape all the time, and other personal data (a phone, an account,
a card) has rules of its own. Any other label takes the value when one more thing shows that the
value is a code written for a person rather than a quantity: it is a string literal (a number kept
as text), it is grouped or lettered, or the label names an identity (``national``, ``tax``,
``card``, ``ID number``, an acronym in capitals) or is written in a language's own script (code
and logs name their technical keys in English).
"""

from __future__ import annotations

import itertools
import re

from .columns import _INSERT, _TUPLE, _items
from .field_numbers import _calendar, time_like
from .findings import Finding
from .national_ids import _CUES

KIND = "id_in_record"

# a value of an id's shape: digit groups (one separator between them), perhaps one or two capitals
# before and one after (``AB123456``, ``123456789V``, ``1234567M``)
_VALUE = re.compile(
    r"(?<![\w.\-/+@#$%])(?=(?:[A-Z]{1,4}-?)?(?:\d{1,2}[ .\-/]){0,8}\d{3})(?:[A-Z]{1,4}-?)?\d{1,18}(?:[ .\-/]\d{1,9}){0,5}(?: [A-Z]{2}\d|[ -]?[A-Z]|[A-Z][A-Z0-9]{1,2})?"
    r"(?![\w\-/@%]|[.,]\d)"
)
_SIX_DIGITS = re.compile(r"\d\D*\d\D*\d\D*\d\D*\d\D*\d")
_DIGIT = re.compile(r"\d")
_DATE = re.compile(r"\d{4}[-./]\d\d?[-./]\d\d?(?:[ T]\d.*)?|\d\d?[-./]\d\d?[-./]\d{2,4}(?: \d.*)?")
_IPV4 = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?")
_FLOAT = re.compile(r"\dE[+-]?\d+$")
_YEAR = re.compile(r"(?:19|20)\d\d")
_LIST_SEP = re.compile(r"[ /]+")
_AFFIX = re.compile(r"^[A-Z]{1,4}-?|[ -]?[A-Z][A-Z0-9]{0,2}$")
_GROUP_SEP = re.compile(r"[ .\-/]")

# words of a label that say its number is no person's: a record's or a system's id, a quantity, a
# time, a version, a hash, money, a place in a file; and the personal data other rules judge
_TECHNICAL_WORDS = """
    uuid guid pid ppid uid gid tid port size bytes byte count cnt len length offset seq sequence
    version ver rev revision build release patch timestamp time ts epoch created updated
    modified deleted expires expiry expiration date day month year hour duration elapsed latency
    ms us ns sec secs seconds millis micros nanos hash sha md5 checksum crc digest nonce salt
    amount price cost total sum balance qty quantity volume limit max min width height depth lat
    lng lon latitude longitude block gas tx txid txn order invoice ticket issue pr pull commit
    job run task step trace span request req session chat message msg thread channel guild post
    comment reply tweet status line lines col column row rows page index idx position pos start
    end tokens token input output cache hits misses errors error warn warning info debug fatal
    total rank score rating views downloads stars followers likes votes
    population revenue sales profit value val percent ratio rate freq frequency hz khz mhz ghz
    kb mb gb tb kib mib gib bit bits ram memory mem cpu disk inode ino dev blocks blksize nlink
    mode perm node shard partition segment chunk frame packet sample samples seed random rand
    magic status http https tcp udp ip ipv4 ipv6 host addr address mac luhn verhoeff damm mod
    phone tel telephone mobile cell msisdn fax whatsapp iban bic swift account acct routing sort
    zip postal postcode plz cep isbn issn ean upc gtin sku asin barcode product model
    part catalog catalogue app tenant org organization project repo workflow
    pipeline deployment container image pod cluster region zone instance resource snapshot
    cve ghsa iso unix utc gmt pst est cet jst usd eur gbp jpy cny rub inr brl object
    blob file files inode checksum mtime atime ctime birthtime points viewbox transform coords
    target recipient sender dest destination source src peer arg argv param parameter data
    default str string width
"""
_TECHNICAL = frozenset(_TECHNICAL_WORDS.split())
# words that name an identity: the person's number, its card or document, the registry
_IDENTITY_WORDS = """
    national citizen citizenship personal person identity identification ident idnum identifier
    tax taxpayer social insurance insured card document doc passport licence license civil
    registry resident residence residency voter birth kyc nic nid nin cin cnic tin pin ssn imei
    imeisv meid imsi iccid serial
"""
_IDENTITY = frozenset(_IDENTITY_WORDS.split())
# a lone ``id`` is a record's; with ``number``/``no`` it is an identity number (``ID Number``)
_NUMBER_WORDS = frozenset(("number", "no", "nr", "num", "nro", "numero", "nummer", "numer"))
_ACRONYM_WORD = re.compile(r"(?<!\w)[^\W\d_]{2,8}(?!\w)")
_CAMEL = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[^\W\d_]+")
# (and the colons of other scripts: Armenian ``՝``, Ethiopic ``፡``/``፦``; ``№``/``第`` before a number)
_SEPARATOR = re.compile(r"""\s*(?:=>|:=|::|:|=|：|՝|፡|፦)\s*["'`№第]?\s?$""")
_QUOTED_LABEL = re.compile(r"""(["'`])([^"'`\n]{1,48})\1$""")
_LABEL_STOP = re.compile(r"""[\n{}\[\],;:|"'`<>=\t՝፡፦]|\s{2,}|\\[nt]|^\s*[-*#>]+\s""")
_TAG = re.compile(r"<([\w.:-]{1,40})(?:\s[^<>]{0,80})?>$")
# the attribute naming the scheme of a generic element's value (UBL's ``<cbc:ID schemeID="VKN">``)
_SCHEME_ATTRIBUTE = re.compile(r"""\s(?:scheme\w{0,12}|system|type)=["']([^"'<>]{2,40})["']""")
# a validator given the value in a test (``isValidAfm('…')``, ``validate_nin("…")``): the name says
# which scheme, the words ``valid``/``check`` say the literal is a member of it
_CHECK_CALL = re.compile(r"([A-Za-z_][\w]{2,40})\(\s*$")
_CHECK_WORDS = frozenset(
    ("is", "valid", "validate", "validates", "validator", "validation", "verify", "check")
)
_ACRONYM = re.compile(r"(?:^|(?<=[\s(/]))([^\W\d_]{2,8})\s*(?:№|No\.?|Nr\.?|#|n[º°]\.?)?\s*$")


# a label written as words with no separator, naming a number: it ends with a word for "number"
# in some language, alone or compounded (``Personal Health Number``, ``Steuernummer``,
# ``Veronumero``, ``EPIC नंबर``), or starts with one before a noun (``N.º Documento``)
_NUMBER_WORD = (
    r"number|nummer|numer|numero|número|numéro|nro|nr\.?|no\.|n[º°]\.?|№|नंबर|संख्या|番号|번호|号码|號碼|"
    r"номер|رقم|số|หมายเลข|เลขที่|nomor"
)
_WORDED = re.compile(
    rf"(?i)(?:^|(?<=[\s(]))((?:[^\W\d_][\w'’.-]*[ \t]){{0,3}}[^\W\d_]*(?:{_NUMBER_WORD})"
    r"|(?:n\.?[ \t]?[º°o]\.?|nr\.|no\.|n[úu]mero|num[ée]ro)[ \t](?:d[eo][ \t])?[^\W\d_]{3,20})[ \t]*$"
)


def _words(label: str) -> list[str]:
    """The words of a label in Latin letters, lower case (``adoazonositoJel``: ``adoazonosito``,
    ``jel``); words of other scripts are judged as a whole (see :func:`_label_says`)."""
    return [w.lower() for w in _CAMEL.findall(label) if w.isascii()]


def _shape(value: str) -> bool:
    """Whether ``value`` looks like an id: 8 to 18 digits in at most six groups (or 6 digits in
    one run with capitals attached: ``AB123456``, ``LUBO890524SD2``), and none of the numbers that
    share that shape (see :func:`_other_number`)."""
    digits = "".join(c for c in value if c.isdigit())
    groups = _GROUP_SEP.split(value)
    if len(digits) < 8 and not (len(digits) >= 6 and len(groups) == 1 and not value.isdigit()):
        return False
    # two slashes: a tax number's office, district and serial (``731/723/26865``), never a list
    # of codes of one length (``400/422/503``)
    parts = value.split("/")
    slashes_ok = len(parts) <= 2 or (len(parts) == 3 and min(map(len, parts)) >= 2 and len(parts[-1]) >= 4)
    if len(digits) > 18 or len(groups) > 6 or not slashes_ok or len(set(digits)) <= 2:
        return False
    if sum(a != b for a, b in itertools.pairwise(digits)) <= len(digits) // 3:
        return False  # runs of a few digits: padding and examples (``111-22-3333``, ``00111222``)
    return not _other_number(value, digits, groups)


def _other_number(value: str, digits: str, groups: list[str]) -> bool:
    """Whether ``value`` is a number of another kind in an id's shape: a counting run, a date or a
    stamp (``2014-2019``, ``19700101000000Z``, ``20-09-01-01``, ``202101010000000003``), a decimal or
    a version (``14.32.31326``), an address or a network, a float (``65248E10``), a pair of numbers
    (``2617/7616``, ``42064 46431``), or spaced small numbers (``10 20 10 60``)."""
    if digits in "01234567890123456789" or digits in "98765432109876543210":
        return True
    core = _AFFIX.sub("", value)
    if _DATE.fullmatch(core) or _IPV4.fullmatch(value) or _FLOAT.search(value):
        return True
    if core.isdigit() and core != value and time_like(core):
        return True
    if len(digits) >= 12 and digits[:2] == "20" and _calendar(digits[:8]) and digits[:4] >= "2010":
        return True
    seps = _GROUP_SEP.findall(value)
    if seps == ["."] or (set(seps) == {"."} and len(groups[0]) <= 2):
        return True
    if len(groups) == 2 and seps[0] in " /" and min(map(len, groups)) >= 4:
        return abs(len(groups[0]) - len(groups[1])) <= 1 or all(_YEAR.fullmatch(g) for g in groups)
    if len(groups) == 2 and all(_YEAR.fullmatch(g) for g in groups):
        return True
    if sum(len(g) == 1 for g in groups) > (1 if " " in seps else 2):
        return True
    return len(groups) > 1 and all(len(g) <= 2 for g in groups)


def _timey(value: str) -> bool:
    """Whether ``value`` is digits that read as a time (an epoch, a stamp) and start with no date
    of birth (``19890524…``: Luxembourg's matricule is a birth date and five digits)."""
    if not value.isdigit() or not time_like(value):
        return False
    return not (value[:2] == "19" and _calendar(value))


def _born(value: str) -> bool:
    """Whether ``value`` starts with a date of birth as ids embed it: ``DDMMYY``, ``YYMMDD`` or
    ``19YYMMDD`` of a year 19xx (about one random number in twelve does: evidence beside a label
    that is no technical key, never alone)."""
    d = value[:6]
    return any(_calendar(x) for x in ("19" + d[4:6] + d[2:4] + d[:2], "19" + d, value[:8]) if x[:2] == "19")


def _technical(word: str) -> bool:
    # a plural of a unit of two letters is no word (``nss`` is Mexico's social security number)
    return word in _TECHNICAL or (len(word) > 3 and word.endswith("s") and word[:-1] in _TECHNICAL)


def _label_says(label: str, evidence: bool, strong_only: bool = False, acronyms: bool = True) -> bool:
    """Whether a value of an id's shape under ``label`` is a person's number: no technical word in
    the label, and a label that names an identity, is an acronym in capitals (when ``acronyms``: a
    header all in capitals has none) or is written in a script of its own, or (unless
    ``strong_only``) ``evidence`` from the value itself. A label of one letter (``a``, ``x``) is
    a variable's, not a record's."""
    letters = sum(c.isalpha() for c in label)
    if letters < 2 or any(c.isdigit() for c in label) or len(label.split()) > 6:
        return False
    words = _words(label)
    named = any(w in _IDENTITY for w in words) or bool(_CUES.search(label))
    named = named or ("id" in words and any(w in _NUMBER_WORDS for w in words))
    if any(_technical(w) for w in words) or (words and words[-1] == "id" and not named):
        return False
    strong = (
        named
        or any(c.isalpha() and not c.isascii() for c in label)
        or (
            acronyms
            and any(w.isupper() and w.lower() not in _NUMBER_WORDS for w in _ACRONYM_WORD.findall(label))
        )
    )
    return strong or (evidence and not strong_only)


def _label_before(text: str, start: int) -> tuple[str, bool] | None:
    """The label a value at ``start`` is given to on its line, and whether it is given by syntax
    (a key, an element, ``label:``, a call) rather than by an acronym before it; ``None`` when the
    value follows no label."""
    line = text.rfind("\n", 0, start) + 1
    left = text[max(line, start - 80) : start]
    quote = left.endswith(("'", '"', "`"))
    bare = left[:-1] if quote else left
    tag = _TAG.search(bare)
    if tag:
        scheme = _SCHEME_ATTRIBUTE.search(tag.group(0))
        return (scheme.group(1) if scheme else tag.group(1)), True
    sep = _SEPARATOR.search(left)
    if sep:
        head = left[: sep.start()]
        quoted = _QUOTED_LABEL.search(head)
        if quoted:
            return quoted.group(2), True
        cuts = list(_LABEL_STOP.finditer(head))
        label = head[cuts[-1].end() :] if cuts else head
        if "=" in sep.group(0) and not sep.group(0).startswith(" "):
            label = label.split()[-1] if label.split() else ""  # ``k1=v1 k2=v2``: one word
        label = label.strip()
        return (label, True) if 0 < len(label) <= 48 and len(label.split()) <= 5 else None
    call = _CHECK_CALL.search(bare)
    if call and quote:
        words = _words(call.group(1))
        if any(w in _CHECK_WORDS for w in words):
            rest = [w for w in _CAMEL.findall(call.group(1)) if w.lower() not in _CHECK_WORDS]
            return (" ".join(rest), True) if rest else None
    acronym = _ACRONYM.search(bare)
    if acronym and acronym.group(1).isupper():
        return acronym.group(1), False
    worded = _WORDED.search(bare)
    if worded:
        return worded.group(1).strip(), True
    return None


def _values(text: str) -> list[tuple[int, int, str, bool]]:
    """Values of an id's shape in ``text``: span, value and whether the value is in quotes."""
    out = []
    for m in _VALUE.finditer(text):
        value = m.group(0)
        if not _shape(value):
            continue
        s, e = m.span()
        quoted = s > 0 and e < len(text) and text[s - 1] in "'\"`" and text[e] == text[s - 1]
        out.append((s, e, value, quoted))
    return out


def _written_for_a_person(value: str) -> bool:
    """Whether ``value`` itself shows it is a code rather than a quantity: it is grouped or
    lettered, or a long number that starts with a date of birth, as most schemes do."""
    return not value.isdigit() or (len(value) >= 10 and _born(value))


def labelled_ids(text: str) -> list[Finding]:
    """Values of an id's shape after a label that is no technical key (see the module doc)."""
    out = []
    for s, e, value, quoted in _values(text):
        found = _label_before(text, s)
        if found is None:
            continue
        label, said = found
        if not said and not quoted and _LIST_SEP.fullmatch("".join(_GROUP_SEP.findall(value))):
            continue  # an acronym and spaced numbers: ``GH 42064 46431``, ``RFC 2617/7616``
        timey = _timey(value) and not (quoted and _born(value))
        if _label_says(label, quoted or _written_for_a_person(value), strong_only=timey):
            out.append(Finding(s, e, "national_id", KIND))
    return out


def _cells(columns: list[str], items: list[tuple[int, int, str]], base: int, quoted: bool) -> list[Finding]:
    """The values of ``items`` whose column in ``columns`` is a person's number's."""
    out = []
    acronyms = 2 * sum(c.upper() == c for c in columns) <= len(columns)
    for name, (lo, _hi, value) in zip(columns, items, strict=False):
        value = value.strip()
        if not value or not value[0].isalnum() or not _VALUE.fullmatch(value) or not _shape(value):
            continue
        label = name.strip().strip("`\"'[] ")
        if _label_says(
            label, quoted or _written_for_a_person(value), strong_only=_timey(value), acronyms=acronyms
        ):
            out.append(Finding(base + lo, base + lo + len(value), "national_id", KIND))
    return out


def _sql(text: str) -> list[Finding]:
    out: list[Finding] = []
    for m in _INSERT.finditer(text):
        columns = [c for _, _, c in _items(m.group(1))]
        for t in _TUPLE.finditer(text, m.start(2), m.end(2)):
            row = t.group(1)
            cells = _items(row)
            quoted = [lo > 0 and row[lo - 1] in "'\"" for lo, _, _ in cells]
            for (lo, hi, value), name, q in zip(cells, columns, quoted, strict=False):
                out += _cells([name], [(lo, hi, value)], t.start(1), q)
    return out


_CSV_SEP = (",", ";", "\t", "|")
# a header line: short names apart by one separator, no digits, a line after it
# a header line: two or more short names with no digits but a name's last one or two
# (``RESIDENTIAL_ADDRESS1``, ``"phone_2"``), in a MySQL or Markdown table also between pipes
_CELL = r"[^\d\n,;\t|]{1,40}(?:\d{1,2}[^\d\n,;\t|]{0,3})?"
_HEADER = re.compile(rf"^[ \t]*\|?{_CELL}(?:[,;\t|]{_CELL}){{1,30}}(?:\|[ \t]*)?$(?=\n)", re.MULTILINE)


def _csv(text: str) -> list[Finding]:
    """Cells under a header line (two or more short names, no digits), split like the header."""
    out: list[Finding] = []
    done = 0  # rows read under a header are no header of their own: one pass over the lines
    for m in _HEADER.finditer(text):
        if m.start() < done:
            continue
        header = m.group(0)
        sep = next(s for s in _CSV_SEP if s in header)
        columns = [c for _, _, c in _items(header, sep)]
        if any(not c or len(c) > 40 for c in columns):
            continue
        pos = m.end() + 1
        while pos < len(text):
            stop = text.find("\n", pos)
            stop = len(text) if stop < 0 else stop
            items = _items(text[pos:stop], sep)
            if len(items) != len(columns):
                break
            out += _cells(columns, items, pos, False)
            pos = stop + 1
        done = pos
    return out


# a literal compared with a named field in a test (``assertEquals("…", firma.regon)``,
# ``assert_eq!(f.employee_tin, "…")``, ``expect(p.nss).toBe("…")``) or given to a setter
# (``.setTaxId("…")``, ``.withNss("…")``): the field's name is the literal's label
_LIT = r"""(?P<q>["'])(?P<v>[^"'\n]{6,40})(?P=q)"""
_FIELD = r"(?P<n>[A-Za-z_][\w.]{0,60}[A-Za-z0-9_])"
_COMPARED = re.compile(
    rf"(?i)assert\w*!?\s*\(\s*{_LIT}\s*,\s*{_FIELD}\s*[,)]"
    rf"|assert\w*!?\s*\(\s*{_FIELD.replace('<n>', '<n2>')}\s*,\s*{_LIT.replace('<q>', '<q2>').replace('<v>', '<v2>').replace('=q)', '=q2)')}"
    rf"|\bassert\s+{_FIELD.replace('<n>', '<n3>')}\s*==\s*{_LIT.replace('<q>', '<q3>').replace('<v>', '<v3>').replace('=q)', '=q3)')}"
    rf"|expect\(\s*{_FIELD.replace('<n>', '<n4>')}\s*\)\.to\w*\(\s*{_LIT.replace('<q>', '<q4>').replace('<v>', '<v4>').replace('=q)', '=q4)')}"
    rf"|\.(?:set|with)(?P<n5>[A-Z]\w{{1,40}})\(\s*{_LIT.replace('<q>', '<q5>').replace('<v>', '<v5>').replace('=q)', '=q5)')}\s*\)"
)


def compared_ids(text: str) -> list[Finding]:
    """Id-shaped literals compared with, or set to, a field whose name is no technical key."""
    out = []
    for m in _COMPARED.finditer(text):
        i = next(i for i in ("", "2", "3", "4", "5") if m.group("v" + i) is not None)
        # the field and its owner (``build.number`` is a build's)
        value, name = m.group("v" + i), " ".join(m.group("n" + i).split(".")[-2:])
        if _VALUE.fullmatch(value) and _shape(value) and _label_says(name, True, strong_only=_timey(value)):
            out.append(Finding(m.start("v" + i), m.end("v" + i), "national_id", KIND))
    return out


def record_ids(text: str) -> list[Finding]:
    """Identity numbers of any scheme in a record's value position (see the module doc)."""
    if not _SIX_DIGITS.search(text):
        return []
    out = labelled_ids(text)
    if "ssert" in text or "xpect(" in text or ".set" in text or ".with" in text:
        out += compared_ids(text)
    if "VALUES" in text.upper():
        out += _sql(text)
    if "\n" in text:
        out += _csv(text)
    return out
