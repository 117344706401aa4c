"""Finding: :class:`Finder` runs every detector on a string (:meth:`Finder.find`), and on a
row's strings at once (:meth:`Finder.row`: one engine call and one needle test per row, each
string found once, and the derived forms of what was found followed through the whole row).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from .auth_logs import auth_log_users
from .birth_calendars import birth_dates_any_calendar
from .case_numbers import case_numbers
from .columns import column_ids
from .contact import contact_data, identifier_phones
from .coordinates import coordinates
from .credentials import credential_spans
from .documents import documents
from .email_hashes import avatar_hashes
from .engine import _ROW_SEPARATOR, _blank, engine, engine_findings, row_findings
from .findings import Finding, _group, _resolve, _whole_token
from .identifiers import bare_tokens, derived_forms, identifier_like, token_like
from .interchange_ids import interchange_ids
from .local_addresses import local_addresses
from .login_outputs import login_outputs
from .mnemonic import seed_phrases
from .names import Names
from .national_ids import bare_national_ids, national_ids
from .normalize import Normalized, fold_digits
from .patterns import _NEEDLES, CHECKED_VALUE_KINDS, SECRET_PATTERNS, VALUE_CHECKS, _private_keys
from .person_names import person_names, record_names
from .personal import (
    _CARD_GATE,
    _DIGIT,
    _EMAIL_ESCAPED_NEEDLES,
    _FILE_SUFFIXES,
    _IBAN_GATE,
    _IPV4_GATE,
    _PHONE_GATE,
    _SSN_GATE,
    AUTHOR,
    CARD,
    EMAIL,
    EMAIL_ESCAPED,
    EMAIL_INTL,
    EMAIL_SPELLED,
    IBAN,
    IPV4,
    IPV6,
    PHONE_INTL,
    PHONE_NATIONAL,
    SSN,
    UATP,
    _card,
    _date_like,
    _home_path_users,
    _iban,
    _luhn,
    _personal_email,
    _personal_ip,
    _version_context,
    escaped_email,
)
from .phone_slots import phone_slots
from .place_codes import place_codes
from .placeholders import _is_placeholder
from .record_ids import record_ids
from .slot_ids import slot_ids
from .strings import _strings
from .structural import _ASSIGNMENT_LOWER, _ASSIGNMENT_WORDS, ASSIGNMENT, quoted_end, structure_spans
from .travel_records import CODES as TRAVEL_CODES
from .travel_records import travel_records
from .values import (
    _NOT_SECRET_NAMES,
    PASSWORD_NAME,
    _name_before,
    cookie_string,
    looks_password,
    looks_secret,
)

# a timestamp or a UUID alone: no id number, phone, address or birth date (a cheap skip)
_STAMP_OR_UUID = re.compile(
    r"\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d{1,9})?)?(?:Z|[+-]\d\d:?\d\d)?)?"
    r"|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
)


@dataclass
class _RowScan:
    """What one pass over all strings of a row found: each string's normalized copy, engine
    findings and findings per string, the needles and number families present anywhere in the
    row, and the derived forms of every value found (see :func:`.identifiers.derived_forms`)."""

    scanned: set[str]
    normalized: dict[str, Normalized | None] = field(default_factory=dict)
    engine: dict[str, list] = field(default_factory=dict)
    found: dict[str, list[Finding]] = field(default_factory=dict)
    forms: dict[str, Finding] = field(default_factory=dict)
    needles: list = field(default_factory=list)
    gates: set = field(default_factory=set)
    digits: bool = True


class Finder:
    """Every detector of the categories in ``enabled``: the engine's and our own secret rules,
    personal data, the ``names`` (OS and learned user and host names) and the user's ``extra``
    patterns (compiled: see :func:`.patterns._extra_pattern`)."""

    def __init__(self, enabled: frozenset[str], names: Names, extra: list[re.Pattern[str]]) -> None:
        self.enabled = enabled
        self.names = names
        self.extra_patterns = extra
        self.engine = engine() if "secret" in enabled else None
        self._row: _RowScan | None = None
        # the derived forms of the values found in a whole trace file (see Redactor.shared_forms)
        self.shared: dict[str, Finding] | None = None

    @contextmanager
    def row(self, row: dict) -> Iterator[None]:
        """Within this block, :meth:`find` reads ``row``'s strings from one scan of the row, and
        finds in every string the derived forms of what was found anywhere in the row."""
        self._row = self._scan_row(row)
        try:
            self._find_row(self._row)
            yield
        finally:
            self._row = None

    def find(self, text: str) -> list[Finding]:
        """Non-overlapping findings in ``text``, by position (the longest of overlapping ones).

        The rules read a normalized copy (see :class:`Normalized`: ``\\n``-style escapes and
        ``\\u`` escapes decoded, ANSI colour codes removed), so that a secret right after an
        escape is at a word start as it would be in the decoded text; spans are mapped back.
        Home-path user names are read from ``text`` itself (their rules know every escaping,
        and decoding would turn ``C:\\Users\\nora`` into a newline and ``ora``).
        """
        if not text:
            return []
        row = self._row
        found = row.found.get(text) if row is not None else None
        if found is None:
            found = self._find_all(text)
        extra = self._forms_in(text, row.forms) if row is not None and row.forms else []
        if self.shared:
            extra += self._forms_in(text, self.shared)
        return _resolve(found + extra) if extra or (row is not None and row.forms) else found

    def _find_all(self, text: str) -> list[Finding]:
        """:meth:`find` but the derived forms of the row's values."""
        row = self._row
        norm = row.normalized[text] if row is not None and text in row.normalized else Normalized.of(text)
        found = self._find(text, fold_digits(norm.text if norm is not None else text))
        if norm is not None:
            found = [norm.original(f) for f in found]
            # names and the user's own patterns also read the raw text: ``C:\\tom`` is not a tab
            found += self.names.words(text)
            for pattern in self.extra_patterns:
                for match in pattern.finditer(text):
                    if match.end() > match.start():
                        found.append(Finding(match.start(), match.end(), "custom", "custom"))
        if "user" in self.enabled and ("home" in text or "Users" in text or "~" in text or "\\\\" in text):
            found += _home_path_users(text)
        if "user" in self.enabled:
            found += auth_log_users(text) + login_outputs(text)
        if "name" in self.enabled or "address" in self.enabled:
            found += [f for f in record_names(text, found) if f.category in self.enabled]
        return _resolve(found + _recurrences(text, found))

    def _forms_in(self, text: str, forms: dict[str, Finding]) -> list[Finding]:
        """The derived forms ``forms`` (of the row's or the file's found values) in ``text``, each
        to be replaced by its value's placeholder."""
        out = []
        for form, f in forms.items():
            i = text.find(form)
            while i >= 0:
                out.append(Finding(i, i + len(form), f.category, f.kind, f.value))
                i = text.find(form, i + len(form))
        return out

    def learn_form(self, value: str, category: str, kind: str, judged: bool = False) -> None:
        """``value``'s derived forms are found in every text after it: of the row (within
        :meth:`row`) and of the trace file (within :meth:`.walk.Redactor.shared_forms`). What
        the row scan found is learned before any text is replaced; this is for what is found
        while replacing (a structured field's value, one under a secret-looking key). A value
        ``judged`` no part of its field is followed whatever its shape."""
        if self.shared is not None:
            _add_forms(self.shared, value, category, kind, judged)
        if self._row is not None:
            _add_forms(self._row.forms, value, category, kind, judged)

    def _find_row(self, scan: _RowScan) -> None:
        """Every string of the row found once (kept in ``scan.found``), and the derived forms of
        what was found (the folder and id forms, JSON and URL escapes: ``scan.forms``), so that a
        value found in one field is replaced in all its forms in every field of the row."""
        for text in scan.normalized:
            found = scan.found[text] = self._find_all(text)
            for f in found:
                _add_forms(scan.forms, text[f.start : f.end], f.category, f.kind)

    def _find(self, key: str, text: str) -> list[Finding]:
        """Findings (but home-path users) in ``text``, the normalized form of the string ``key``."""
        found: list[Finding] = []
        on = self.enabled
        if "secret" in on:
            keys = _private_keys(text) if "PRIVATE KEY" in text else []
            found += keys
            row = self._row
            if row is not None and key in row.scanned:
                found += row.engine.get(key, ())
            else:
                # the engine does not see key blocks already found: its own key rule is slow on them
                found += engine_findings(self.engine, _blank(text, keys) if keys else text)
            low = text.lower()
            todo: set[int] = set()
            for needle, indexes in _NEEDLES if row is None else row.needles:
                if needle in low:
                    todo.update(indexes)
            for i in sorted(todo):
                kind, pattern, group, _ = SECRET_PATTERNS[i]
                for match in pattern.finditer(text):
                    g = _group(match, group)
                    if g is None or _is_placeholder(match.group(g)):
                        continue
                    if kind in CHECKED_VALUE_KINDS and not looks_password(match.group(g)):
                        continue
                    if kind in VALUE_CHECKS and not VALUE_CHECKS[kind](match.group(g)):
                        continue
                    s, e = _whole_token(text, match.start(g), match.end(g))
                    found.append(Finding(s, e, "secret", kind))
            if any(k in low for k in _ASSIGNMENT_WORDS):
                found += self._assignments(text, low)
            found += [Finding(s, e, "secret", kind) for s, e, kind in structure_spans(text, low)]
            found += [Finding(s, e, "secret", kind) for s, e, kind in credential_spans(text, low)]
            found += seed_phrases(text)
        if identifier_like(text):
            for s, e, kind in bare_tokens(text):
                category = kind if kind in ("credit_card", "phone") else "secret"
                if category in on:
                    found.append(Finding(s, e, category, kind))
            if _DIGIT.search(text):
                found += [f for f in bare_national_ids(text) + identifier_phones(text) if f.category in on]
        if "@" in text:
            if "email" in on:
                for match in EMAIL.finditer(text):
                    if _URL_USERINFO.search(text, max(0, match.start() - 110), match.start()):
                        continue  # ``scheme://user:pw@host``: a URL's password and host, not an address
                    address, suffix, end = match.group(0), match.group(1), match.end()
                    if (
                        suffix.lower() in _FILE_SUFFIXES
                        and "." in address.rsplit("@", 1)[1][: -len(suffix) - 1]
                    ):
                        address = address[: -len(suffix) - 1]  # an address followed by a file suffix
                        end -= len(suffix) + 1
                        suffix = address.rsplit(".", 1)[1]
                    if text.startswith("=", end) and not suffix.islower():
                        continue  # a Java properties key ``password@javax.sql.BaseDataSource=``
                    if _personal_email(address, suffix):
                        found.append(Finding(match.start(), end, "email", "email"))
                if not text.isascii():
                    for match in EMAIL_INTL.finditer(text):
                        address = match.group(0)
                        if not address.isascii() and _personal_email(address, match.group(1)):
                            found.append(Finding(match.start(), match.end(), "email", "email"))
            if "name" in on and ":" in text:
                for match in AUTHOR.finditer(text):
                    email = match.group("email")
                    name = match.group("name").strip()
                    if _personal_email(email, email.rsplit(".", 1)[-1]) and not _is_placeholder(name):
                        s = match.start("name")
                        found.append(Finding(s, s + len(name), "name", "person_name"))
        if "name" in on or "national_id" in on:
            found += [f for f in person_names(text) if f.category in on]
        if any(code in text for code in TRAVEL_CODES):
            found += [f for f in travel_records(text) if f.category in on]
        if "email" in on and any(n in text for n in _EMAIL_ESCAPED_NEEDLES):
            for match in itertools.chain(EMAIL_ESCAPED.finditer(text), EMAIL_SPELLED.finditer(text)):
                address = escaped_email(match.group(0))
                if address and _personal_email(address, address.rsplit(".", 1)[-1]):
                    found.append(Finding(match.start(), match.end(), "email", "email"))
        if (self._row is None or self._row.digits) and _DIGIT.search(text):
            found += self._numbers(text)
        found += self.names.words(text)
        for pattern in self.extra_patterns:
            for match in pattern.finditer(text):
                if match.end() > match.start():
                    found.append(Finding(match.start(), match.end(), "custom", "custom"))
        return found

    def _gate(self, gate: re.Pattern[str], text: str) -> bool:
        """Whether ``text`` may hold a value of a family: never when no string of the row does."""
        if self._row is not None and gate not in self._row.gates:
            return False
        return bool(gate.search(text))

    def _scan_row(self, row: dict) -> _RowScan:
        """One engine call and one needle test for all strings of a row, not one per string.

        The strings are joined with a separator no rule crosses; the engine's findings are
        mapped back to the strings they fall in.
        """
        strings = list(dict.fromkeys(s for v in row.values() for s in _strings(v) if s))
        scan = _RowScan(scanned=set(strings))
        # the rules read each string's normalized copy (see :meth:`find`): so does the engine
        normalized = [Normalized.of(s) for s in strings]
        scan.normalized = dict(zip(strings, normalized, strict=True))
        texts = [n.text if n is not None else s for s, n in zip(strings, normalized, strict=True)]
        blob = _ROW_SEPARATOR.join(texts)
        low = blob.lower()
        scan.needles = [(n, idx) for n, idx in _NEEDLES if n in low]
        scan.gates = {
            g for g in (_PHONE_GATE, _IPV4_GATE, _CARD_GATE, _IBAN_GATE, _SSN_GATE) if g.search(blob)
        }
        scan.digits = bool(_DIGIT.search(blob))
        if "secret" in self.enabled:
            for i, finding in row_findings(self.engine, texts, blob):
                # kept in normalized offsets, as :meth:`_find` reads them
                scan.engine.setdefault(strings[i], []).append(finding)
        return scan

    def _assignments(self, text: str, low: str) -> list[Finding]:
        out = []
        # the same pattern without (?i) on the lower-cased text is several times faster
        pattern = _ASSIGNMENT_LOWER if len(low) == len(text) else ASSIGNMENT
        subject = low if pattern is _ASSIGNMENT_LOWER else text
        for match in pattern.finditer(subject):
            head = _name_before(text, match.start())
            name = head + text[match.start() : match.end("tail")]
            if len(head) > 40 or _NOT_SECRET_NAMES.search(name):
                continue
            end = quoted_end(text, match)
            value = text[match.start("value") : end]
            password = bool(PASSWORD_NAME.search(name)) and not re.search(
                r"(?i)key|token", match.group("tail")
            )
            if not (looks_password(value) if password else looks_secret(value)):
                continue
            if cookie_string(name, value):
                continue
            kind = "password_assignment" if password else "secret_assignment"
            out.append(Finding(match.start("value"), end, "secret", kind))
        return out

    def _numbers(self, text: str) -> list[Finding]:
        out = []
        on = self.enabled
        if "phone" in on:
            if "+" in text:
                for m in PHONE_INTL.finditer(text):
                    digits = sum(c.isdigit() for c in m.group(0))
                    if 8 <= digits <= 15 and not _date_like(m.group(0)):
                        out.append(Finding(m.start(), m.end(), "phone", "phone"))
            for m in PHONE_NATIONAL.finditer(text) if self._gate(_PHONE_GATE, text) else ():
                out.append(Finding(m.start(), m.end(), "phone", "phone"))
            out += phone_slots(text)
        if "ip" in on:
            if self._gate(_IPV4_GATE, text):
                for m in IPV4.finditer(text):
                    if _personal_ip(m.group(0)) and not _version_context(text, m.start()):
                        out.append(Finding(m.start(), m.end(), "ip", "ip_address"))
            if "::" in text or text.count(":") >= 7:
                for m in IPV6.finditer(text):
                    if _personal_ip(m.group(0)):
                        out.append(Finding(m.start(), m.end(), "ip", "ip_address"))
        if "credit_card" in on and self._gate(_CARD_GATE, text):
            for m in CARD.finditer(text):
                if _card(m.group(0)):
                    out.append(Finding(m.start(), m.end(), "credit_card", "credit_card"))
            if "UATP" in text or "uatp" in text:
                for m in UATP.finditer(text):
                    if _luhn(m.group("n")):
                        out.append(Finding(m.start("n"), m.end("n"), "credit_card", "credit_card"))
        if "iban" in on and self._gate(_IBAN_GATE, text):
            for m in IBAN.finditer(text):
                if _iban(m.group(0)):
                    out.append(Finding(m.start(), m.end(), "iban", "iban"))
        if "ssn" in on and self._gate(_SSN_GATE, text):
            for m in SSN.finditer(text):
                out.append(Finding(m.start(), m.end(), "ssn", "us_ssn"))
        if not _STAMP_OR_UUID.fullmatch(text):  # most strings with digits in a trace
            if "national_id" in on:
                out += (
                    national_ids(text)
                    + column_ids(text)
                    + record_ids(text)
                    + documents(text)
                    + slot_ids(text)
                    + interchange_ids(text)
                    + case_numbers(text)
                )
            places = contact_data(text) + local_addresses(text) + coordinates(text) + place_codes(text)
            places += birth_dates_any_calendar(text) + avatar_hashes(text)
            out += [f for f in places if f.category in on]
        return out


_WORD_CHAR = re.compile(r"\w")
_URL_USERINFO = re.compile(r"://[^\s/@:]{0,100}:\Z")
_TOKEN_START = re.compile(r"(?<!\w)")


# what a value found once is wherever else it stands in the text: a secret, and a person's numbers
# (not a birth date: a date recurs as another day's date; accounts have their own words), and a
# person's name of two words or more
_RECURRING = frozenset({"secret", "national_id", "iban", "credit_card", "ssn", "phone", "address"})


def _recurrences(text: str, found: list[Finding]) -> list[Finding]:
    """The other whole-token occurrences in ``text`` of a secret or a person's number found in it:
    a password judged in its slot (``RSYNC_PASSWORD='v'``) is the same secret on a line that gives
    no slot (``backup:v`` in the file ``cat`` printed), an id card number read in its field
    (``ic_no='00-761318'``) is the same number in a failing test's ``assert '00-761318' == …``. One pass over the token starts, each looked up by
    the lengths of the values (of at most 128 characters) that begin with its two characters, so a
    text of many secrets costs its length, not length × secrets."""
    first: dict[str, Finding] = {}
    for f in found:
        value = text[f.start : f.end]
        if (
            (
                (f.category in _RECURRING and (f.category == "secret" or any(c.isdigit() for c in value)))
                or (f.category == "name" and " " in value)
            )
            and 8 <= len(value) <= 128
            and not value.isalpha()
            and not _is_placeholder(value)
        ):
            first.setdefault(value, f)
    if not first:
        return []
    lengths: dict[str, set[int]] = {}
    for value in first:
        lengths.setdefault(value[:2], set()).add(len(value))
    out = []
    for start in _TOKEN_START.finditer(text):
        i = start.start()
        for length in lengths.get(text[i : i + 2], ()):
            f = first.get(text[i : i + length])
            if f is not None and i != f.start and not _WORD_CHAR.match(text, i + length):
                out.append(Finding(i, i + length, f.category, f.kind))
    return out


def _add_forms(forms: dict[str, Finding], value: str, category: str, kind: str, judged: bool = False) -> None:
    """``value``'s derived forms into ``forms``, each to take the value's placeholder; not for
    names (they have their own word rules) nor for words found by context (they stay there), but
    for a value a structured field does not hold (``judged``)."""
    if category in ("user", "host") or not (judged or token_like(value)):
        return
    for form in derived_forms(value, judged):
        forms.setdefault(form, Finding(0, 0, category, kind, value))


@contextmanager
def shared_forms(finder: Finder, seed: Iterable[str] = ()) -> Iterator[dict[str, Finding]]:
    """Within this block, ``finder`` replaces the derived forms of every token-like value it finds
    in every text found after it (see :meth:`.Redactor.shared_forms`); the values of ``seed`` are
    learned first."""
    saved = finder.shared
    finder.shared = {}
    try:
        for text in seed:
            for f in finder.find(text):
                finder.learn_form(
                    f.value if f.value is not None else text[f.start : f.end], f.category, f.kind
                )
        yield finder.shared
    finally:
        finder.shared = saved
