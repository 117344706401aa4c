"""What a structured field holds, and what in it does not belong there (issue 31).

A field of a trace is named by its key (``cwd``, ``gitBranch``, ``version``; the keys of a tool
call's arguments), and each field holds values of one shape: a ``version`` is a version, a branch
is words and numbers, an argument key is a short name, a working directory is a path of folder
names. :mod:`.identifiers` judges every identifier-like string by the shape of its tokens alone;
here a value is judged against the shape its field holds (:func:`field_spans`), so a token that
is an ordinary id somewhere else is a secret where no id belongs.

Hex and UUID policy, per field:

- **session id** (``sessionId``, ``session_id``, ``sessionID``, a row's id): a UUID, a ULID,
  hex, a prefixed id (``ses_…``) and words are the ids harnesses use and stay; a vendor-prefixed
  token, a random token, key material or a password's symbols is replaced whole (see
  :func:`.field_secrets.session_spans`). File and folder names are judged by :mod:`.identifiers`.
- **version**: a version is numbers and short labels (``1.0.0-rc.1+build.5``, a build's commit
  in hex of any length, ``dev``); a value that holds no ``<n>.<n>`` is replaced whole when a part
  of it is no label (letters with digits or mixed case of 8 or more, mostly no words; hex of 16 or
  more), it is five or more numbers (a key's bytes) or three words or more (a passphrase); in a version, a UUID, a prefixed token or
  a random part (not hex) is replaced.
- **branch** (``gitBranch``, ``git_branch``): words, numbers and ticket ids; hex of 16 or more
  digits, a UUID, a prefixed token (``key_live_…``) or a part git refuses in a ref's name (a
  space, ``~^:?*[\\``: a value pasted there) is replaced, but a commit after ``pr-<n>-``
  (GitHub's merge queue: ``gh-readonly-queue/main/pr-12-<sha>``).
- **working directory** (``cwd``) and a file's path (``file_path``): folder and file names; a
  UUID, a folder of 16 or more hex digits or a prefixed token is replaced unless its parent is a
  folder of ids (plural ``sessions/``, ``T``, ``bin``, a project folder ``-home-u-repo``, an id)
  or a folder above is one of temporary or cached files (``tmp``, ``.cache``, ``node_modules``,
  ``registry``); hex inside a folder name (``index.crates.io-<hex>``) and ids in a file name
  (``image-<uuid>.png``; but under ``secrets/``) stay. A project folder (Claude Code's
  ``-srv-deploy-app``, a part of a path) is the working directory it is named after, and is
  judged as that path.
- **argument key** (a key of a tool call's ``arguments``/``input``/``args``, at any depth, and of
  a tool schema's ``properties``): a short name; a key that is a UUID, hex of 16 or more digits or
  a prefixed token is replaced (the traces' own ids, ``toolu_…``, ``call_…``, stay).

In every field, a whole run of 8 to 18 digits that is no time (9 in a session id: a short commit
may be all digits), a number of 8 digits or more written in groups (``12.601.815-7``: no date,
version or address), capitals with 7 digits or more and a letter after a digit (``3130375A815BI0``;
no capital hex), a date of birth and an identity document's number are replaced
(:mod:`.field_numbers`). In every field, what no field holds is replaced (:mod:`.field_secrets`: a password's symbols in
a name, a token cut by separators, key material, a vendor-prefixed token). In every field but the
ids, a token of 10 to 15 characters is judged too (the bare judge starts at
16: prose and code hold many short mixed names, fields do not), so is base64 of 20 or more with
few or no digits whose humps cannot be spoken (:mod:`.syllables`), and a prefix (``ptr_``, ``npg_``)
does not make a token an id. A value found in a field is followed to its other forms in the row
and the trace file (the project folder, JSON text) whatever its shape: the field, not the shape,
made it a secret.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import pairwise

from .coordinates import field_coordinates
from .documents import field_documents
from .field_numbers import digit_runs, document_numbers, grouped_numbers, lettered_codes
from .field_personal import field_personal
from .field_secrets import (
    encoded_keys,
    field_password,
    field_token,
    hex_pairs,
    joined_tokens,
    project_folder_spans,
    session_spans,
    vendor_tokens,
)
from .identifiers import _HEX, _UUID, BASE64_JSON, random_token
from .local_addresses import field_addresses
from .syllables import HUMPS, speakable

# the field of a string under each key (a list under the key: each item)
_FIELD_KEYS = {
    "cwd": "path",
    "file_path": "path",
    "filePath": "path",
    "notebook_path": "path",
    "workdir": "path",
    "working_dir": "path",
    "working_directory": "path",
    "workingDirectory": "path",
    "gitBranch": "branch",
    "git_branch": "branch",
    "branch": "branch",
    "version": "version",
    "versions": "version",
    "cli_version": "version",
    "cliVersion": "version",
    "sessionId": "session",
    "session_id": "session",
    "sessionID": "session",
}
# the keys whose dict holds a tool call's arguments: its keys (at any depth) are argument keys
ARGUMENT_KEYS = frozenset({"arguments", "input", "args"})
ARGUMENT = "argument"

_VERSION_CORE = re.compile(r"[vV]?\d{1,9}\.\d{1,9}")
_PARTS = re.compile(r"[^-_.~+/\\:@\s]+")
# a secret's own prefix: lower-case letters before ``_`` (``ptr_``, ``npg_``, ``key_live_``)
_PREFIXED = re.compile(r"(?<![A-Za-z0-9])([a-z]{2,8}_){1,2}([A-Za-z0-9]{10,})")
# the prefixes of the traces' own ids (tool calls, messages, responses, sessions): a map keyed by
# them is data, not a secret
_TRACE_ID = re.compile(
    r"(?:toolu_vrtx|toolu|tooluse|call|fc|msg|req|resp|rs|run|ses|sess|conv|item|file|gen)_"
)
_TRACE_ID_TOKEN = re.compile(r"(?<![A-Za-z0-9])" + _TRACE_ID.pattern + r"[A-Za-z0-9_]+")
# a project folder as a part of a path: Claude Code's ``-home-u-repo``, Windows' ``C--Users-u``
_PROJECT_FOLDER = re.compile(r"(?:(?<=[/\\])|\A)(?:-|[A-Za-z]--)[^/\\]+")
# a key's bytes joined by ``-`` at the end of a project folder
# (a run starts after a name, never inside one: linear)
_FOLDER_BYTES = re.compile(r"(?<=[^\d-]-)\d{1,3}(?:-\d{1,3}){11,}\Z")
_MERGE_QUEUE = re.compile(r"pr-\d+-\Z")
# the names of parent folders under which an id-like folder is an ordinary folder
_ID_PARENT = re.compile(
    r"(?i)s\Z|\AT\Z|\Abin\Z|state|session|project|workspace|snapshot|volume|\Arun\Z|\Adata\Z"
)
_CACHE_FOLDER = re.compile(
    r"(?i)tmp|temp|cache|store|storage|node_modules|registry|archive|\A\.git\Z|objects"
)
_SECRET_PARENT = re.compile(r"(?:^|/)(?:secret|key|token|credential|password|cert)s/\Z")
# a parent of one letter (``/u/<n>``, ``/p/<n>``): a URL's folder of numbered items, not a place
_SHORT_PARENT = re.compile(r"(?:^|/)[A-Za-z]/\Z")
_MACOS_FOLDERS = re.compile(r"(?:^|/)var/folders/")  # macOS's per-user temporary folders
_REPEAT = re.compile(r"(.)\1\1\1")  # ``…z00000gn``: macOS's per-user folders, padding


def field_of(key: str | None) -> str | None:
    """The field a string under ``key`` holds (``path``, ``branch``, ``version``), if any."""
    return _FIELD_KEYS.get(key) if key is not None else None


def _short_token(part: str) -> bool:
    """A token of 10 to 15 characters: letters and digits (not hex: short commits and container
    ids are hex; not mostly digits: ``14T130939Z`` is a time), few names in it, many changes of
    character class."""
    n = len(part)
    if not 10 <= n <= 15 or not part.isalnum() or not part.isascii():
        return False
    digits = sum(c.isdigit() for c in part)
    mixed = part.lower() != part and part.upper() != part
    if (
        digits < (1 if mixed else 2)
        or digits >= 0.7 * n
        or part.isalpha()
        or _HEX.fullmatch(part)
        or _REPEAT.search(part)
    ):
        return False
    if _spoken(part) >= 0.5 * n:
        return False
    changes = sum((a.isdigit() != b.isdigit()) or (a.isupper() != b.isupper()) for a, b in pairwise(part))
    return changes >= 0.3 * (n - 1)


def _letters_token(part: str) -> bool:
    """Base64 or base62 of 20 or more characters with few or no digits (a robot secret, binary
    keytab data): both letter cases, mostly upper-case runs or humps no word has."""
    n = len(part)
    if n < 20 or not part.isascii() or not part.replace("+", "").replace("=", "").isalnum():
        return False
    if part.lower() == part or part.upper() == part or _REPEAT.search(part):
        return False
    humps = HUMPS.findall(part)
    if _spoken(part) >= 0.4 * n:
        return False
    # short humps (base62), or a long run of capitals (binary data: ``BQIAAABFAAEAC…``)
    return len(humps) >= n / 3.5 or any(len(h) >= 8 and h.isupper() for h in humps)


def _spoken(part: str) -> int:
    """How many characters of ``part`` are in humps of a name that can be spoken (``getUser``)."""
    return sum(len(h) for h in HUMPS.findall(part) if len(h) >= 3 and h.isalpha() and speakable(h.lower()))


def _hex_id(part: str, least: int) -> bool:
    return len(part) >= least and _HEX.fullmatch(part) is not None and not part.isdigit()


def _prefixed(text: str) -> Iterator[tuple[int, int, str]]:
    for m in _PREFIXED.finditer(text):
        if _TRACE_ID.match(m.group(0)):
            continue
        body = m.group(2)
        if random_token(body) or _short_token(body):
            yield m.start(), m.end(), "bare_token"


def _layouts(text: str) -> list[tuple[int, int]]:
    """Identity numbers, coordinates and street lines a field's value holds by their layout alone."""
    return field_documents(text) + field_coordinates(text) + field_addresses(text)


def field_spans(field: str, text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of what in ``text``, the value of a ``field``, is no part of what
    that field holds (see the module docstring); the bare judge of :mod:`.identifiers` runs too."""
    if not text or len(text) > 2000 or "\n" in text:
        return []
    numbers = [
        (a, b, "bare_token")
        for a, b in dict.fromkeys(
            digit_runs(text, 9 if field == "session" else 8)
            + document_numbers(text)
            + grouped_numbers(text)
            + lettered_codes(text)
            + _layouts(text)
            + field_personal(field, text)
        )
        if field != "path"
        or ((_judged_id(text, a) or _judged_folder(text, a)) and not _SHORT_PARENT.search(text, 0, a))
    ]
    if field == "session":
        return _resolve_spans(session_spans(text) + numbers)
    # a JSON object in base64 (a JWT's header, a service account's token), key material: never a
    # name nor an id
    encoded = (
        [(m.start(), m.end(), "bare_token") for m in BASE64_JSON.finditer(text)]
        + encoded_keys(text)
        + [t for t in hex_pairs(text) if field != "path" or _judged_folder(text, t[0])]
    )
    if field == "version":
        return _resolve_spans(_version(text) + encoded + numbers)
    prefixed = [*_prefixed(text), *(t for t in vendor_tokens(text) if not _TRACE_ID.match(text, t[0]))]
    out = encoded + numbers + [t for t in prefixed if field != "path" or _judged_id(text, t[0])]
    out += _password_names(field, text) + _joined_names(field, text)
    if field == "branch":
        out += _no_ref(text)
    uuids = [(m.start(), m.end()) for m in _TRACE_ID_TOKEN.finditer(text)]
    for m in _UUID.finditer(text):
        uuids.append((m.start(), m.end()))
        if field != "path" or _judged_id(text, m.start()):
            out.append((m.start(), m.end(), "bare_token"))
    for m in _PARTS.finditer(text):
        part, s = m.group(0), m.start()
        if any(a <= s < b for a, b in uuids):
            continue
        if _foreign_part(field, text, part, s, m.end()):
            out.append((s, m.end(), "bare_token"))
    if field == "path" and "-" in text:
        for m in _PROJECT_FOLDER.finditer(text):
            folder = m.group(0)
            out += [(m.start() + a, m.start() + b, kind) for a, b, kind in _project_folder(folder)]
            out += [(m.start() + a, m.start() + b, kind) for a, b, kind in project_folder_spans(folder)]
    return out


_NAME = re.compile(r"[^/\\]+")
_EXTENSION = re.compile(r"\.[A-Za-z0-9]{1,8}\Z")


# a word then digits then more letters or digits: a symbol-free password may be there
_WORD_DIGITS = re.compile(r"[a-z]{2}\d{1,4}[A-Za-z0-9]{4}")


def _password_names(field: str, text: str) -> list[tuple[int, int, str]]:
    """The names of a value (a folder or file name without its extension, a branch's part, an
    argument key) that hold a password's symbols (see :func:`.field_secrets.field_password`)."""
    if not any(c in text for c in "!#$%^&*()+=,;{}[]<>~?|'\"`@") and not _WORD_DIGITS.search(text):
        return []
    out = []
    for m in _NAME.finditer(text) if field != ARGUMENT else [re.match(r".+", text)]:
        name, end = m.group(0), m.end()
        if field == "path" and end == len(text):
            ext = _EXTENSION.search(name)
            if ext:
                name, end = name[: ext.start()], m.start() + ext.start()
        if field_password(name):
            out.append((m.start(), end, "bare_token"))
    return out


def _joined_names(field: str, text: str) -> list[tuple[int, int, str]]:
    """Tokens cut into pieces by separators in a folder name, a branch's part or an argument key
    (``vY73Yy_Cj9Cg6RG2``: see :func:`.field_secrets.joined_tokens`); a project folder's are judged
    as its working directory's."""
    if _TRACE_ID.match(text):
        return []
    out = []
    for m in _NAME.finditer(text) if field != ARGUMENT else [re.match(r".+", text)]:
        name = m.group(0)
        if _UUID.search(name) or (
            field == "path" and (name.startswith("-") or not _judged_folder(text, m.start()))
        ):
            continue
        if field == "path" and m.end() == len(text):
            ext = _EXTENSION.search(name)
            name = name[: ext.start()] if ext else name
        out += [(m.start() + a, m.start() + b, kind) for a, b, kind in joined_tokens(name)]
    return out


# what git forbids in a ref's name (``git check-ref-format``): a space, ``~^:?*[\`` (``..`` is
# also a range's: ``main..origin/main``)
_REF_FORBIDDEN = re.compile(r"[\s~^:?*\[\\]")
# how a harness writes a checkout that is on no branch
_DETACHED = re.compile(r"\(|\bHEAD\b|(?i:detached|no branch)")


def _no_ref(text: str) -> list[tuple[int, int, str]]:
    """The parts of a branch (between ``/``) git would refuse as a ref's name: no branch, so a
    value pasted there (``cobalt pebble glacier 83``); a detached checkout's description stays."""
    if not _REF_FORBIDDEN.search(text) or _DETACHED.search(text):
        return []
    return [
        (m.start(), m.end(), "bare_token")
        for m in re.finditer(r"[^/]+", text)
        if _REF_FORBIDDEN.search(m.group(0)) and len(m.group(0)) >= 8
    ]


def _resolve_spans(spans: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    return sorted(set(spans))


def _project_folder(name: str) -> list[tuple[int, int, str]]:
    """A project folder (``-srv-deploy-app``: a working directory with every ``/`` and other
    character made ``-``) judged as the path it stands for, ``-`` read as ``/``; UUIDs are found
    in the name itself (their own ``-`` would split them)."""
    path = name.replace("-", "/")
    out = []
    uuids = []
    for m in _UUID.finditer(name):
        uuids.append((m.start(), m.end()))
        if _judged_id(path, m.start()):
            out.append((m.start(), m.end(), "bare_token"))
    spans = dict.fromkeys(
        digit_runs(path)
        + document_numbers(path)
        + _layouts(path)
        + _layouts(name)
        + field_personal("folder", name)
    )
    out += [(a, b, "bare_token") for a, b in spans if _judged_folder(path, a)]
    for m in _FOLDER_BYTES.finditer(name):
        if all(int(n) <= 255 for n in m.group(0).split("-")) and _judged_folder(path, m.start()):
            out.append((m.start(), m.end(), "bare_token"))
    for m in _PARTS.finditer(path):
        if not any(a <= m.start() < b for a, b in uuids) and _foreign_part(
            "path", path, m.group(0), m.start(), m.end()
        ):
            out.append((m.start(), m.end(), "bare_token"))
    return out


def _foreign_part(field: str, text: str, part: str, start: int, end: int) -> bool:
    """Whether ``part`` (between separators, at ``start``) of a ``field`` value is no part of
    what the field holds: hex of 16 or more in a branch (but a merge queue's commit) or an
    argument key, or as a whole folder not under ids or caches; a short or digit-less token."""
    if _hex_id(part, 16):
        if field == "branch":
            return not _MERGE_QUEUE.search(text, 0, start)
        if field == "path":
            return _whole_folder(text, start, end) and _judged_id(text, start)
        return field == ARGUMENT
    if not (_short_token(part) or _letters_token(part) or field_token(part)):
        return False
    return field != "path" or _judged_folder(text, start)


def _whole_folder(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a whole folder name (not ``index.crates.io-<hex>``)."""
    return (start == 0 or text[start - 1] in "/\\") and (end == len(text) or text[end] in "/\\")


def _judged_id(text: str, start: int) -> bool:
    """Whether an id shape at ``start`` of a path is judged: in a folder name (see
    :func:`_judged_folder`), not in a file name (``image-<uuid>.png``) but under ``secrets/``."""
    cut = max(text.rfind("/"), text.rfind("\\"))
    if start > cut and "." in text[cut + 1 :].lstrip("."):
        return _SECRET_PARENT.search(text, 0, cut + 1) is not None
    return _judged_folder(text, start)


def _judged_folder(text: str, start: int) -> bool:
    """Whether a folder name at ``start`` of a path is not under a folder of ids or caches: a
    parent whose name is plural (``sessions/``, ``bind-mounts/``), names a place of ids
    (``T``, ``bin``, ``projects``), is a project folder (``-home-u-repo``) or an id itself, or any
    folder above named for temporary or cached files (``tmp``, ``.cache``, ``node_modules``)."""
    if _SECRET_PARENT.search(text, 0, start):
        return True
    # the folder the name at ``start`` is part of (``vol_<id>``: its parent, not ``vol_``)
    start = max(text.rfind("/", 0, start), text.rfind("\\", 0, start)) + 1
    if _MACOS_FOLDERS.search(text, 0, start):
        return False
    names = re.split(r"[/\\]+", text[:start].rstrip("/\\"))
    name = names[-1] if names else ""
    if not name or name.startswith("-") or _ID_PARENT.search(name) or _UUID.search(name):
        return False
    if any(_CACHE_FOLDER.search(n) for n in names):
        return False
    return not _hex_id(name.strip("."), 12)


def _no_label(part: str) -> bool:
    """Whether a part of a value with no ``<n>.<n>`` is no version label (``dev``, ``rc1``,
    ``2025``, ``nightly20250101``): 8 or more characters, letters with digits or in mixed case,
    not mostly words and numbers; or hex of 16 or more."""
    if _hex_id(part, 16) or field_token(part):
        return True
    if (
        len(part) < 8
        or part.isdigit()
        or (part.isalpha() and (part.istitle() or part.lower() == part or part.upper() == part))
    ):
        return False
    return _spoken(part) + sum(c.isdigit() for c in part) < 0.8 * len(part)


def _version(text: str) -> list[tuple[int, int, str]]:
    """A version's parts that are no version: the whole value when it is none."""
    core = _VERSION_CORE.match(text)
    if core is None:
        parts = _PARTS.findall(text)
        numbers = sum(p.isdigit() for p in parts)
        words = sum(p.isalpha() and len(p) >= 3 for p in parts)
        if (
            numbers >= 5
            or words >= 3
            or _UUID.search(text)
            or any(_no_label(p) for p in parts)
            or field_password(text)
        ):
            return [(0, len(text), "bare_token")]
        return []
    out = list(_prefixed(text))
    for m in _UUID.finditer(text):
        out.append((m.start(), m.end(), "bare_token"))
    for m in _PARTS.finditer(text, core.end()):
        part = m.group(0)
        if not _HEX.fullmatch(part) and (random_token(part) or _short_token(part) or field_token(part)):
            out.append((m.start(), m.end(), "bare_token"))
    return out
