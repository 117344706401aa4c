"""The bare-token judge for identifier-like strings, and the derived forms of a value (issue 31).

A working directory, a branch, a version, a folder or file name, a session id or a dict key
carries no ``API_KEY=`` context: a secret pasted there is a bare token. Such strings are told
from prose and code by their shape (:func:`identifier_like`: one short printable line, at most
two spaces, no braces), whatever field holds them, and each of their tokens (split on path and
URL separators, then on ``-``, ``_``, ``.``, ``~``) is judged by its own shape
(:func:`random_token`): hex of 32 or more, base64/base62/base32 runs of 16 or more with digits,
many character-class changes (or, in one letter case, consonant runs no word has) and high
entropy are secrets; a password after ``password``/``-P``; generated secrets with symbols
(:func:`punctuated_secret`); digit runs that pass Luhn are cards (:func:`card_digits`); groups of
letters that cannot be spoken (:func:`.syllables.letter_groups`), twelve or more byte values
joined (a key as numbers) and a JSON object in base64 (``eyJ…``, whatever its prefix) are secrets.

Ids the data really uses are left alone: canonical UUIDs, ULIDs, prefixed ids (``toolu_…``,
``ses_…``, ``gen-…``), ids under a folder of ids (``conversations/<id>``), git objects and
SHA-256 digests (40, 64 hex), and as whole values 32-hex message ids and 128-bit base64url
response ids; dates, versions, times in ms/µs/ns, camelCase names with digits. A key of one of
these shapes with no context cannot be told from an id and is not replaced here.

:func:`derived_forms` are the forms a value found in one field takes in the others (the session
id and project folder forms, JSON and URL escapes): the row walk replaces them too.
"""

from __future__ import annotations

import json
import re
import urllib.parse
from collections.abc import Iterator
from itertools import pairwise

from .blobs import opaque
from .personal import _luhn
from .placeholders import _has_placeholder, _is_placeholder
from .syllables import letter_groups
from .values import _entropy, looks_password

# path and URL separators: a token never spans them
_SEGMENT = re.compile(r"[^/\\\s:@?#&;,|'\"<>()\[\]{}*!$^`=]+=*")
# parts of a segment: between ``-``, ``_``, ``.``, ``~`` and URL escapes (``…dk%3D``)
_PART = re.compile(r"(?:(?!%[0-9A-Fa-f]{2})[^-_.~])+")
# a phone number written without separators in the international form (a file or folder name)
_E164 = re.compile(r"(?<![\w+])\+[1-9]\d{9,14}(?!\d)")
_HEX = re.compile(r"[0-9a-f]+|[0-9A-F]+")
_UUID = re.compile(r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}")
# whole values that are digests or ids: a message id (32 hex), a git object (40), a SHA-256 (64),
# a 128-bit id in base64url (22 or 23 characters: Gemini's and Pi's response ids)
_DIGEST = re.compile(
    r"(?:(?:commit|tree|parent|object) )?(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64})\W*|[A-Za-z0-9_-]{22,23}"
)
# a row id is ``<harness>:<session id>``: the session id is judged as a whole value
_HARNESS_PREFIX = re.compile(r"(?:[a-z][a-z0-9_]{1,30}:)?")
# macOS's per-user temporary folder: /var/folders/xx/<user token>0000gn/T/
_MACOS_TMP = re.compile(r"[0-9a-z]{2,}_[0-9a-z]{10,}0000gn")
_SEQUENCE = re.compile(r"(?i:abcdef|bcdefg|ghijkl|mnopqr|stuvwx|uvwxyz)|123456|234567|456789")
# a git object or a SHA-256 digest as a path segment or value of its own
_SHA = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")
# a version at the start of a segment (``1.2.3.dev4+g1234abc``, ``0.7.13-<build hash>``)
_VERSION_HEAD = re.compile(r"v?\d{1,9}(?:\.\d{1,9}){1,3}[-+.]")
# the head commit of a pull request in GitHub's merge queue (``gh-readonly-queue/main/pr-12-<sha>``)
_MERGE_QUEUE_HEAD = re.compile(r"pr-\d{1,7}-[0-9a-f]{40}")
_NAME_WORD = re.compile(r"[A-Z][a-z]{3,}|[a-z]{4,}")
_STAMP = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")
_CONSONANTS = re.compile(r"(?i)[b-df-hj-np-tv-z]{6}")
# a card number alone or in groups, between separators
_DIGIT_GROUPS = re.compile(r"(?<![0-9A-Za-z])\d(?:[ -]?\d){12,18}(?![0-9A-Za-z])")
_ASCII_TOKEN = re.compile(r"[A-Za-z0-9+/]+")
_ULID = re.compile(r"[0-7][0-9A-HJKMNP-TV-Z]{25}")
_PASSWORD_WORD = re.compile(r"(?:^|[-_./\\\s:])(?:(?i:password|passwd|pwd)|-P)[-_=:\s]+")
# ids of the traces themselves: tool call, message, request, response (OpenRouter gen-), run ids
# (a known secret prefix is found by its own rule before this judge is asked)
_ID_PREFIX = re.compile(r"[a-z]{2,8}_|(?:chatcmpl|call|file|run|msg|resp|gen)-")
# a folder of ids: ``conversations/<id>``, ``sessions/<id>``, ``objects/<id>`` (not ``secrets/``)
_ID_FOLDER = re.compile(r"(?:^|/)(?!(?:secret|key|token|credential|password|cert)s/)[a-z]{3,}s/\Z")
# folders whose entries are named by a hash or a random draw: caches (``~/.cache/uv/archive-v0``,
# ``pip-ephem-wheel-cache-x/wheels/0d/a6``), macOS's per-user temp root, git's object shards
_KEYED_FOLDER = re.compile(r"(?<![^/\s])(?:[^/\s]*cache[^/\s]*|var/folders|objects/[0-9a-f]{2})/", re.I)
# a key's bytes written as numbers (a Solana keypair's JSON array, joined): 12 or more of them
_BYTE_LIST = re.compile(r"(?<![\w.,-])\d{1,3}(?:([-_,])\d{1,3})(?:\1\d{1,3}){10,}(?![\w,-]|\.\d)")
# a JSON object in base64 (a JWT's header, a service account token): never a name nor an id
BASE64_JSON = re.compile(r"(?<![A-Za-z0-9+/])eyJ[A-Za-z0-9+/_-]{17,}={0,2}")
_SYMBOLS = frozenset("!#$^*()[]|~;,<>")
_WORD = re.compile(r"[^\s/\\]+")
_MAX_LENGTH = 400
# a quoted call argument (``Client('AC…', '…')``, ``->secrets(['…'])``): code, judged by the code rules
_CALL_ARGUMENT = re.compile(r"""\(\s*\[?\s*['"`]|['"`]\s*\]?\s*\)""")
_CLOSING_TAG = re.compile(r"</[A-Za-z][\w:.-]{0,60}>")


def identifier_like(text: str) -> bool:
    """Whether ``text`` reads as an identifier (a path, branch, version, folder, file name, id or
    key) rather than prose, code or data: one printable line of at most :data:`_MAX_LENGTH`
    characters with at most two spaces (a path may hold a folder name with spaces), no braces or
    call parentheses, and not one opaque base64 blob of 100 characters or more (a signature: see
    :mod:`.blobs`)."""
    if not 0 < len(text) <= _MAX_LENGTH or text.count(" ") > 2 or not text.isprintable():
        return False
    if "{" in text or "}" in text or "()" in text or "\ufffd" in text or _CALL_ARGUMENT.search(text):
        return False
    if "</" in text and _CLOSING_TAG.search(text):
        return False  # markup (``<name>…</name><value>…</value>``): its slots are judged as text
    base64 = text.lower() != text and text.upper() != text and "-" not in text  # not a folder name
    # a JSON object in base64 (``eyJ…``) is a token, not a signature: judged
    return not (len(text) >= 100 and base64 and opaque(text)) or BASE64_JSON.search(text) is not None


def _cls(c: str) -> int:
    return 0 if c.isdigit() else 1 if c.islower() else 2 if c.isupper() else 3


def random_token(token: str) -> bool:
    """Whether ``token`` (no separator inside but ``+``, ``/`` or ``=`` of base64) looks random:
    hex of 32 or more digits, or 16 or more characters of at least two classes with digits, many
    class changes and high entropy (base62, base64, base32). Words, camelCase names, ULIDs and
    dates are not."""
    core = token.rstrip("=")
    n = len(core)
    if n < 16 or _ULID.fullmatch(core) or not _ASCII_TOKEN.fullmatch(core):
        return False
    if _HEX.fullmatch(core):
        return n >= 32 and not core.isdigit()
    if n >= 100 or "AAAA" in core or _SEQUENCE.search(core):
        # data (an image, a signature: long, or zero bytes), or a made-up example (``abcdef``)
        return False
    if core.isdigit() or (core.isalpha() and (core.islower() or core.isupper())):
        return False
    padded = core != token and len(token) % 4 == 0  # base64 with its padding: no digits needed
    if sum(c.isdigit() for c in core) < 2 and not padded:
        return False
    mixed = core.lower() != core and core.upper() != core
    if mixed and sum(len(w) for w in _NAME_WORD.findall(core)) >= 0.6 * n:
        return False  # mostly words: ``Mai0313VibeCodingTracker``, ``getUser2ById``
    changes = sum(_cls(a) != _cls(b) for a, b in pairwise(core)) / (n - 1)
    if _entropy(core) < 3.5:
        return False
    # one letter case (base32, base36): few class changes, but runs of consonants no word has
    return changes >= 0.3 or (changes >= 0.1 and _CONSONANTS.search(core) is not None)


def _tokenish(part: str) -> bool:
    """Whether a neighbour of a random part belongs to the same token: not a plain word."""
    if len(part) <= 2:
        return bool(part)
    return not (part.isalpha() and (part.islower() or part.isupper() or part.istitle()))


def bare_tokens(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, kind)`` of the bare secrets of the identifier-like ``text``."""
    if _DIGEST.fullmatch(text) or _DIGEST.fullmatch(text, _HARNESS_PREFIX.match(text).end()):
        return
    for seg in _SEGMENT.finditer(text):
        value = seg.group(0)
        if len(value) < 13 or _is_placeholder(value) or _ID_FOLDER.search(text, 0, seg.start()):
            continue
        if _KEYED_FOLDER.search(text, 0, seg.start()):
            continue
        yield from _segment(value, seg.start())
    if "+" in text:
        for m in _E164.finditer(text):
            yield m.start(), m.end(), "phone"
    for s, e in letter_groups(text):
        yield s, e, "bare_token"
    if "eyJ" in text:
        for m in BASE64_JSON.finditer(text):
            yield m.start(), m.end(), "bare_token"
    for m in _BYTE_LIST.finditer(text):
        if all(int(n) <= 255 for n in re.split(r"[-_,]", m.group(0))):
            yield m.start(), m.end(), "bare_token"
    for m in _WORD.finditer(text):
        s, e = _unquoted(text, m.start(), m.end())
        if punctuated_secret(text[s:e]) or composed_password(text[s:e]):
            yield s, e, "bare_token"
    for m in _PASSWORD_WORD.finditer(text):
        rest = _WORD.match(text, m.end())
        if rest is None:
            continue
        s, e = _unquoted(text, rest.start(), rest.end())
        if looks_password(text[s:e]) and any(c.isdigit() for c in text[s:e]):
            yield s, e, "password_assignment"


def _unquoted(text: str, start: int, end: int) -> tuple[int, int]:
    """The span without the quotes around it (``--password='x'``: the quotes stay in the text)."""
    while end - start > 1 and text[start] in "'\"`" and text[end - 1] == text[start]:
        start, end = start + 1, end - 1
    return start, end


def punctuated_secret(word: str) -> bool:
    """Whether a word (between spaces and slashes) is a generated secret with symbols (Django's
    ``get_random_secret_key``, WordPress salts): 24 or more characters, three or more distinct
    symbols that paths and URLs do not use, four or more digits, few names, high entropy."""
    if len(word) < 24 or len({c for c in word if c in _SYMBOLS}) < 3:
        return False
    if sum(c.isdigit() for c in word) < 4:
        return False
    words = sum(len(w) for w in re.findall(r"[A-Za-z]{5,}", word))
    return words < 0.4 * len(word) and _entropy(word) >= 4.0  # code is mostly names


# a symbol that passwords mix in and names of files, branches and versions do not hold between
# two letters or digits; an e-mail address's ``@`` is told apart by its domain
_PASSWORD_SYMBOL = re.compile(r"[A-Za-z0-9][!#$%&*?@^~][A-Za-z0-9]")
_BRACKET = re.compile(r"[A-Za-z0-9][\[\]][A-Za-z0-9]")
_ISSUE_REF = re.compile(r"#\d+(?![A-Za-z0-9])")
_EMAIL_AT = re.compile(r"@[A-Za-z0-9-]+\.[A-Za-z]{2,}")


def composed_password(word: str) -> bool:
    """Whether a word is a password composed by the usual rules (``Tangerine707*0NaL,``,
    ``marble238@7IXG,``): 10 to 64 characters holding lower and upper case letters, three or more
    digits, and a symbol between two letters or digits that paths, branches and versions do not
    use there; not an e-mail address."""
    word = urllib.parse.unquote(word.strip("\"'`"))  # ``%2B`` is an escape, not a symbol
    if not 10 <= len(word) <= 64:
        return False
    word = _ISSUE_REF.sub("", word)  # ``Fix-Issue#1234-Login`` names an issue
    # a lone bracket is a symbol; a pair is an index (``rows[123]Total``)
    lone_bracket = word.count("[") != word.count("]") and _BRACKET.search(word)
    if _PASSWORD_SYMBOL.search(word) is None and not lone_bracket:
        return False
    if sum(c.isdigit() for c in word) < 3 or word.lower() == word or word.upper() == word:
        return False
    if "://" in word or _EMAIL_AT.search(word) or "=" in word:
        return False
    return _entropy(word) >= 3.2


def card_digits(value: str) -> bool:
    """Whether a bare digit run is a card number: 13 to 19 digits, at least four distinct, Luhn,
    not starting with 0 or 1 (no issuer does; Unix times in ms, µs and ns do) nor with a date
    (``20250627000000``)."""
    n = len(value)
    if not 13 <= n <= 19 or len(set(value)) < 4 or value[0] in "01" or _STAMP.match(value):
        return False
    return _luhn(value)


def _segment(value: str, offset: int) -> Iterator[tuple[int, int, str]]:
    if (
        _ID_PREFIX.match(value)
        or _UUID.fullmatch(value)
        or _MACOS_TMP.fullmatch(value)
        or _SHA.fullmatch(value)
        or _MERGE_QUEUE_HEAD.fullmatch(value)
    ):
        return
    for m in _DIGIT_GROUPS.finditer(value):
        if card_digits(re.sub(r"\D", "", m.group(0))):
            yield offset + m.start(), offset + m.end(), "credit_card"
    head = _VERSION_HEAD.match(value)
    if head is not None:
        # a version's build label: its commit (hex) is no secret, nor are its numbers part of one
        rest = value[head.end() :]
        if all(_HEX.fullmatch(p) for p in _PART.findall(rest)):
            return
        value, offset = rest, offset + head.end()
    parts = list(_PART.finditer(value))
    if any(_SEQUENCE.search(p.group(0)) for p in parts):
        return
    hits = [i for i, p in enumerate(parts) if random_token(p.group(0))]
    if not hits:
        yield from _cut_token(value, offset, parts)
        return
    taken: set[int] = set()
    for i in hits:
        if i in taken:
            continue
        lo = hi = i
        while lo > 0 and _tokenish(parts[lo - 1].group(0)):
            lo -= 1
        while hi + 1 < len(parts) and _tokenish(parts[hi + 1].group(0)):
            hi += 1
        taken.update(range(lo, hi + 1))
        end = parts[hi].end()
        while end < len(value) and value[end] == "=":
            end += 1
        yield offset + parts[lo].start(), offset + end, "bare_token"


def _cut_token(value: str, offset: int, parts: list[re.Match]) -> Iterator[tuple[int, int, str]]:
    """A base64url token cut by its own ``-`` and ``_`` into parts too short to judge: a run of
    neighbouring token-like parts judged as one (never a UUID's groups)."""
    i = 0
    while i < len(parts):
        j = i
        while j < len(parts) and _tokenish(parts[j].group(0)):
            j += 1
        if j - i >= 2:
            run = value[parts[i].start() : parts[j - 1].end()]
            joined = "".join(p.group(0) for p in parts[i:j])
            if not _UUID.search(run) and not _HEX.fullmatch(joined) and random_token(joined):
                yield offset + parts[i].start(), offset + parts[j - 1].end(), "bare_token"
        i = j + 1


def derived_forms(value: str, judged: bool = False) -> set[str]:
    """The forms a found value takes in other fields and in names: itself, the session-id form
    (``/``, whitespace, ``\\`` made ``_``), Claude Code's project-folder form (every character
    outside ``[A-Za-z0-9-]`` made ``-``), JSON-escaped and URL-encoded; forms shorter than 8
    characters are left out (they would match unrelated text), and so are forms that read as a
    placeholder or a demo value unless a field ``judged`` the value (``…@mail.example`` as a
    session id is no demo: the field, not the words, made it a finding)."""
    forms = {
        value,
        re.sub(r"[/\\\s]", "_", value),
        re.sub(r"[^A-Za-z0-9-]", "-", value),
        json.dumps(value)[1:-1],
        urllib.parse.quote(value, safe=""),
    }
    return {
        f for f in forms if len(f) >= 8 and (not _is_placeholder(f) or (judged and not _has_placeholder(f)))
    }


def token_like(value: str) -> bool:
    """Whether a found value is a token whose derived forms are worth following through a row:
    one of its parts looks random (a password or a code name found by context is not followed:
    its other occurrences are judged where they are)."""
    return any(random_token(p) for p in re.split(r"[-_.~/\\:@\s]+", value))
