"""A person's number in any labelled slot, judged by what the label is not (issue 31).

:mod:`.record_ids` asks whether a label names a person's field, and wants one more sign for a
plain number; every new country brings a label nobody listed (``niss``, ``nisTrab``,
``davcna_st``, ``Veronumero``, ``Btw-id``). This rule asks the inverse question: in a record's
value position — ``key: value``, ``key=value``, a JSON member, an XML element, a BibTeX field, a
CSV cell under its header — a value whose **shape is an identifier** is a person's number unless
the label or the value says it is something else.

An identifier's shape: 8 digits or more (7 in quotes or under a label of a script other than
Latin), whole or grouped by ``-``, ``.``, ``/`` or a space, perhaps with capitals attached
(``CHE-580.023.909``, ``ПА70062463``); or capitals and digits mixed with 6 digits or more
(``NL883064003B27``, ``3537760AP7642S6515IY``), never capital hex or a UUID.

What says it is something else is about *software*, never about countries: a label word of a
quantity, a time, a size, a version, a hash, a port, money, a place in a file, a network, a
record of the software (``id`` alone, ``order_id``, ``update_id``, ``message``), and the personal
data other rules judge; a value that is a time, a date, a version, an address, padding or a
counting run. A label of a quantity (``uid``, ``size``, ``count``, ``file``) cannot hold letters:
a lettered value under it is no quantity (``UID: CHE-580.023.909``). ``<thing>_id`` is the
software's record of a thing unless the thing is a short word no entity list has (``sevis_id``,
``btw-id``: an acronym of a register).
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator

from .columns import _items
from .field_numbers import _calendar, time_like
from .findings import Finding
from .record_ids import _HEADER, _IDENTITY, _TECHNICAL, _born, _label_before, _other_number, _words

KIND = "id_in_slot"

_UP = "A-ZА-ЯЁΑ-Ω"
_TOKEN = rf"[{_UP}\d]+"
# a token of capitals and digits, its groups joined by one ``-``, ``.``, ``/`` or a space (a group
# after a space has a digit: ``CHE-580.023.909 MWST`` ends before the word)
# (or inside the ``第…号`` a number is written in Japanese and Chinese: ``第622601815908号``)
_VALUE = re.compile(
    rf"(?:(?<=第)|(?<![\w.\-/+@#$%&])){_TOKEN}(?:[.\-/]{_TOKEN}|[ ](?=[{_UP}]*\d){_TOKEN}){{0,6}}"
    r"(?:(?=号)|(?![\w\-/@%]|[.,]\w))"
)
_GROUP_SEP = re.compile(r"[ .\-/]")
_NON_DIGIT = re.compile(r"\D")
# three digits in a row: what dates, times and spaced small numbers lack (``85 01 01-12``)
_RUN3 = re.compile(r"\d{3}")
_UUID = re.compile(r"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}")
_HEX = re.compile(r"[0-9A-F]+")
# a date and a time written as one token (``2026-06-18T13``, ``20260408T100000Z``)
_STAMP = re.compile(r"(?:19|20)\d\d-?[01]\d-?[0-3]\dT\d")
# a date of work (2006 to 2099) and the time after it, inside a value
_WORK_STAMP = re.compile(r"20[0-9]{2}-?[01]\d-?[0-3]\d(?:[-_T ]?[0-2]\d:?[0-5]\d:?[0-5]\d)?")
_PREFIXED_SIX = re.compile(rf"[{_UP}]{{1,3}} ?\d{{6}}")
# the limits of integer types (``9007199254740991``, ``2147483647``, ``4294967295``)
_POWER_OF_TWO = re.compile("|".join(str(2**n + d) for n in range(20, 65) for d in (-1, 0)))
_TRANSITION = re.compile(r"(?<=\d)[A-Z]|(?<=[A-Z])\d")
# the separator a record puts between a label and its value, then an opening quote or brace
# where a slot's value may start: after a separator and an opening quote or brace, or a tag
# (the colons of other scripts too: Armenian ``՝``, Ethiopic ``፡``/``፦``; ``№`` and ``第`` open a number)
_SLOT_START = re.compile(rf"""(?:[:=：>՝፡፦])[ \t]*[\"'`{{№第]?[ \t]?(?=[{_UP}\d])""")
_SLOT_END = re.compile(r"""(?:[:=>：՝፡፦]|=>)\s*[\"'`{№第]?\s?$""")
_TAG_END = re.compile(r"<[\w.:-]{1,40}(?:\s[^<>]{0,80})?>$")

# label words of what holds numbers of an id's shape in software, beside record_ids' list
_SOFTWARE_WORDS = """
    update updates event events object obj record records entity entities item items node nodes
    user users owner author bot chat group team org account tenant app client server service key
    field form list board card table db database schema query result response payload batch
    tracking shipment parcel package order invoice payment charge subscription plan price cart
    product sku store shop merchant vendor customer contact lead deal campaign ad creative pixel
    video track album media photo image file asset story article page block space site room
    game match player device sensor model dataset experiment checkpoint stack vpc subnet volume
    snapshot cert zone worker queue topic process operation execution transaction correlation
    installation workspace guild channel thread build run job task pipeline commit trace span
    request session message msg post comment reply tweet issue ticket pr pull release
    timeout ttl interval delay retry retries backoff window capacity threshold budget quota
    width height rss vsz heap stack usage used free avail available alloc allocated
    steps epochs params parameters weights vocab hidden embed embedding ctx context dim dims
    counter num number no nr tally unixtime timestamp created modified expire at since until
    lat lon lng x y z w h dx dy merge parent parents tree short long abbrev priority weight
    model switch router firmware hardware part serial_no sn uptime
"""
_SOFTWARE = frozenset(_SOFTWARE_WORDS.split()) | _TECHNICAL
# words that hold a quantity or a pointer, never a code with letters in it
_QUANTITY = frozenset(
    [
        "uid",
        "gid",
        "pid",
        "ppid",
        "tid",
        "port",
        "size",
        "bytes",
        "count",
        "cnt",
        "len",
        "length",
        "offset",
        "seq",
        "sequence",
        "line",
        "lines",
        "col",
        "column",
        "row",
        "rows",
        "page",
        "index",
        "idx",
        "position",
        "pos",
        "file",
        "files",
        "inode",
        "ino",
        "nlink",
        "mode",
        "width",
        "height",
    ]
)
# words that add nothing to a label's meaning (``eidValue``, ``IdCodice``' ``code`` is Italian)
_NEUTRAL = frozenset(("value", "val", "values", "str", "string", "text", "data", "code"))
_ID = frozenset(("id", "ids"))
_NUMBER_WORDS = frozenset(("no", "nr", "num", "number", "nummer", "numero", "numer"))
_BANK = frozenset(("account", "acct", "konto", "conta", "cuenta", "compte"))


def _id_shape(value: str, loose: bool, quoted: bool = False) -> bool:
    """Whether ``value`` has an identifier's shape (see the module doc); ``loose`` lets 7 digits
    do, and two spaced groups in quotes are one code (``utr='36176 03137'``), not a pair."""
    digits = "".join(c for c in value if c.isdigit())
    letters = sum(c.isalpha() for c in value)
    groups = _GROUP_SEP.split(value)
    if _STAMP.search(value) or _POWER_OF_TWO.fullmatch(digits):
        return False
    if letters and len(_NON_DIGIT.sub("", _WORK_STAMP.sub("", value))) < 6:
        return False  # a key of words and a stamp of work (``RUN-NIGHTLY-20260707-101500``)
    parts = value.split("/")
    if len(parts) > 2 and (len(parts) > 3 or min(map(len, parts)) < 2 or len(parts[-1]) < 4):
        return False  # a list of codes of one length (``400/422/503``), not an office/serial
    if letters:
        # seven digits with letters (``NL883064003B27``), or six after a short prefix (``AB123456``)
        if (len(digits) < 7 and not _PREFIXED_SIX.fullmatch(value)) or _UUID.fullmatch(value):
            return False
        compact = value.replace("-", "")
        if _HEX.fullmatch(compact) and len(_TRANSITION.findall(compact)) >= 3:
            return False  # capital hex: a digest or a key's id
    elif len(digits) < (7 if loose else 8):
        return False
    if (
        len(digits) > 18
        and not (len(groups) >= 3 and len(digits) <= 24)
        and not (len(groups) == 1 and 20 <= len(digits) <= 34 and int(digits) >= 2**64)
    ):
        return False
    if len(set(digits)) <= 2 or len(groups) > 7:
        return False
    if sum(a != b for a, b in itertools.pairwise(digits)) <= len(digits) // 3:
        return False  # padding and examples (``111-22-3333``, ``00111222``)
    pair = len(groups) == 2 and " " in value and quoted
    if not letters and not pair and _other_number(value, digits, groups):
        return False
    if value.isdigit() and len(value) >= 10 and _calendar(value) and "2006" <= value[:4] <= "2099":
        return False  # a stamp that starts with a date of work (a zone's serial ``2024112801``)
    return not (value.isdigit() and time_like(value) and not (value[:2] == "19" and _born(value)))


def _software_label(label: str, value: str) -> bool:
    """Whether ``label`` says its value is the software's (a quantity, a time, a record's id) or
    personal data another rule judges; a label of two letters or less says nothing."""
    return _software(label, any(c.isalpha() for c in value))


@functools.lru_cache(maxsize=4096)
def _software(label: str, lettered: bool) -> bool:
    if sum(c.isalpha() for c in label) < 2 or any(c.isdigit() for c in label):
        return True
    words = [w for w in _words(label) if w not in _NEUTRAL]
    if not words:
        return bool(_words(label))  # ``value``, ``code`` alone
    if any(w in _BANK for w in words) and any(w in _NUMBER_WORDS for w in words):
        return False  # ``account_no``: a bank account's number
    if any(w in _IDENTITY for w in words):
        return False
    if words[-1] in _ID:
        head = [w for w in words[:-1] if w not in _ID]
        return not head or any(w in _SOFTWARE for w in head) or any(len(w) > 5 for w in head)
    for w in words:
        stem = w[:-1] if len(w) > 3 and w.endswith("s") else w
        if w in _SOFTWARE or stem in _SOFTWARE:
            if lettered and (w in _QUANTITY or stem in _QUANTITY):
                continue
            if w in _NUMBER_WORDS:
                continue
            return True
    return False


def _loose(label: str, quoted: bool) -> bool:
    return quoted or not label.isascii()


def _slot_label(text: str, start: int) -> tuple[str, bool] | None:
    """The label of the value at ``start`` when the value sits in a record's slot (after a
    separator or in an element), and whether it is quoted (read from the 100 characters before)."""
    seg = text[max(0, start - 100) : start]
    line = seg.rfind("\n") + 1
    left = seg[max(line, len(seg) - 80) :]
    if not (_SLOT_END.search(left) or _TAG_END.search(left)):
        return None
    brace = left.endswith("{")
    found = _label_before(seg, len(seg) - 1 if brace else len(seg))
    if found is None or not found[1]:
        return None
    label = found[0]
    if left.rstrip(" \t'\"`{").endswith("=") and not left.rstrip(" \t'\"`{").endswith("=>"):
        label = label.split()[-1] if label.split() else label  # ``SET peid = '…'``: one name
    return label, left.endswith(("'", '"', "`", "{"))


def slot_ids(text: str) -> list[Finding]:
    """Values of an identifier's shape in a labelled slot whose label is no software word."""
    out = []
    for m in _SLOT_START.finditer(text):
        v = _VALUE.match(text, m.end())
        if v is None:
            continue
        value = v.group(0)
        if not _RUN3.search(value) or len(_NON_DIGIT.sub("", value)) < 6 or not _id_shape(value, True, True):
            continue
        s = v.start()
        if len(value) == 7 and text[s - 1] not in "'\"`{" and text[max(0, s - 40) : s].isascii():
            continue  # seven digits take a quote or a label of another script
        found = _slot_label(text, s)
        if found is None:
            continue
        label, quoted = found
        if _id_shape(value, _loose(label, quoted), quoted) and not _software_label(label, value):
            out.append(Finding(s, v.end(), "national_id", KIND))
    if "(" in text:
        out += _builder_calls(text)
    if "\n" in text:
        out += _csv(text)
        if "." in text:
            out += _repl_attributes(text)
    return out


# a builder's or a record's method named for a field, given a literal (``.claveElector("…")``):
# the method's name is the label; a name of two words or more, the first no verb
_BUILDER_CALL = re.compile(
    r"""\.(?P<n>[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+)\(\s*(?P<q>["'])(?P<v>[^"'\n]{6,40})(?P=q)\s*\)"""
)
_VERBS_WORDS = """get set with find put add has is to as of from parse load read write send post fetch call
    invoke run exec execute query select update delete remove insert contains equals match matches
    starts ends index split replace format encode decode append push assert expect should check
    validate verify build create make new lookup search filter sort group map reduce open close
    log print emit dispatch trigger handle on register use"""
_VERBS = frozenset(_VERBS_WORDS.split())


# a REPL's answer to an attribute (``>>> bescheid.mitgliedsnummer`` then ``'45366316741'``; IPython's
# ``Out[3]:``, irb's ``=>``): the attribute's name is the label of the value printed under it
_REPL_ATTRIBUTE = re.compile(
    r"(?m)^(?:>>> |In \[\d+\]: |irb\(main\):\d+:\d+> |iex\(\d+\)> |> )[\w\[\]'\".]*\.(?P<n>[A-Za-z_]\w{2,40})[ \t]*\r?\n"
    r"(?:Out\[\d+\]: |=> )?(?P<q>['\"]?)(?P<v>[^'\"\n]{6,40})(?P=q)[ \t]*\r?$"
)


def _repl_attributes(text: str) -> list[Finding]:
    out = []
    for m in _REPL_ATTRIBUTE.finditer(text):
        name, value = m.group("n"), m.group("v")
        if (
            _VALUE.fullmatch(value)
            and _id_shape(value, True, bool(m.group("q")))
            and not _software_label(name, value)
        ):
            out.append(Finding(m.start("v"), m.end("v"), "national_id", KIND))
    return out


def _builder_calls(text: str) -> list[Finding]:
    out = []
    for m in _BUILDER_CALL.finditer(text):
        name, value = m.group("n"), m.group("v")
        words = _words(name)
        if not words or words[0] in _VERBS or not _VALUE.fullmatch(value):
            continue
        if _id_shape(value, True, True) and not _software_label(name, value):
            out.append(Finding(m.start("v"), m.end("v"), "national_id", KIND))
    return out


_RULE_LINE = re.compile(r"[ \t]*[|+]?[ \t]*:?-{3,}:?[ \t]*(?:[|+][ \t]*:?-{3,}:?[ \t]*)*[|+]?[ \t]*\r?")


def _inside_pipes(line: str) -> tuple[int, str]:
    """A table row without the pipes that open and close it (Markdown's ``| a | b |``)."""
    lead = len(line) - len(line.lstrip())
    body = line[lead:].rstrip()
    if body.startswith("|"):
        lead, body = lead + 1, body[1:]
    return lead, body[:-1] if body.endswith("|") else body


def csv_cells(text: str) -> Iterator[tuple[str, int, str]]:
    """``(column name, start, value)`` of the cells under each header line of ``text`` (short
    names apart by one separator, no digits), split like the header; a pipe table's rule line
    (psql's ``----+----``, Markdown's ``|---|---|``) and outer pipes are skipped."""
    done = 0  # rows read under a header are no header of their own: one pass over the lines
    for m in _HEADER.finditer(text):
        if m.start() < done:
            continue
        header = m.group(0)
        sep = next((s for s in (",", ";", "\t", "|") if s in header), None)
        if sep is None:
            continue
        pipe = sep == "|"
        columns = [
            c.strip().strip("`\"'[] ")
            for _, _, c in _items(_inside_pipes(header)[1] if pipe else header, sep)
        ]
        if any(not c or len(c) > 40 for c in columns):
            continue
        pos = m.end() + 1
        if pipe:
            stop = text.find("\n", pos)
            if _RULE_LINE.fullmatch(text[pos : len(text) if stop < 0 else stop]):
                pos = len(text) if stop < 0 else stop + 1
        while pos < len(text):
            stop = text.find("\n", pos)
            stop = len(text) if stop < 0 else stop
            lead, row = _inside_pipes(text[pos:stop]) if pipe else (0, text[pos:stop])
            items = _items(row, sep)
            if len(items) != len(columns):
                break
            for name, (lo, _hi, value) in zip(columns, items, strict=False):
                core = value.strip()
                if core:
                    yield name, pos + lead + lo + value.find(core), core
            pos = stop + 1
        done = pos


def _csv(text: str) -> list[Finding]:
    """Cells under a header line, judged like a labelled slot by their column's name."""
    return [
        Finding(start, start + len(value), "national_id", KIND)
        for name, start, value in csv_cells(text)
        if _VALUE.fullmatch(value)
        and _id_shape(value, _loose(name, False))
        and not _software_label(name, value)
    ]
