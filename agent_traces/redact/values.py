"""How a value looks: a secret, a password, a random token, or code and words (the judges the
structural and call detectors share)."""

from __future__ import annotations

import math
import re
from collections import Counter
from itertools import pairwise

from .placeholders import _is_placeholder
from .syllables import CLASS_CHANGE as _CLASS_CHANGE
from .syllables import HUMPS, speakable

# ``rootpw``/``bindpw``/``olcRootPW`` of OpenLDAP and kin, Kamailio's ``DBROPW``: ``pw`` after the
# account it belongs to
_PASSWORD_NAMES = r"pass(?:word|wd|phrase|wort)?|pwd|contrase[ñn]a|secret|psk|pw\b"
_KEY_NAMES = (
    r"api[_-]?key|auth[_-]?key|service[_-]?key|account[_-]?key|db[_-]?key|database[_-]?key|priv[_-]?key|private[_-]?key|"
    r"client[_-]?key|secret[_-]?key|access[_-]?key|token|credentials?|auth|"
    # more keys that are secrets by name (gitleaks' generic rule lists these words too)
    r"(?:signing|encryption|master|licen[sc]e|app|application|consumer|hmac|jwt|admin|write|ingest|sas|shared|root|"
    r"server|bot|webhook|deploy|personal|project|subscription|management|cipher|aes|"
    # keys named for their role in a key hierarchy (Vault's unseal and recovery keys, a KEK)
    r"unseal|recovery|decryption|unlock|wrapping|pre[_-]?shared|escrow|stream)[_-]?key|creds|bearer|keytab|cookie\b"
)
SECRET_NAME = re.compile(rf"(?i)(?:{_PASSWORD_NAMES}|{_KEY_NAMES})")
PASSWORD_NAME = re.compile(rf"(?i)(?:{_PASSWORD_NAMES})")


_NAME_CHAR = re.compile(r"[A-Za-z0-9_.-]")

_NOT_SECRET_NAMES = re.compile(
    r"(?i)(?:(?:^|_)(?:max|num|input|output|total|cache|count|usage|reasoning|prompt|completion)_?tokens?$|"
    r"(?:^|_)(?:client|app|account|user|tenant|project)_?ids?$|"
    r"tokens?_?(?:count|usage|limit|type|url|endpoint|file|path|name|id)$|"
    r"(?:^|_)(?:secret|password|token)_?(?:name|names|ref|field|key_?name|env|path|file|length|manager)$|"
    # a secret's id is its name in a store, but ``SecretID``/``secret_id`` of Consul, Vault AppRole and
    # Tencent Cloud is the credential itself
    r"(?:^|_)(?:password|token)_?id$|"
    r"^_*(?:tokenizer|authors?|author_\w+|(?:authenticat|authori[sz])(?!\w*(?:key|token|secret|password)$)\w*|oauth_\w*url|bypass\w*|compass\w*|passes|"
    r"passed|passing|passthrough|pass_?through|passive\w*|(?:co-)?authored(?:-by)?)_*$)"
)

_CODE_VALUE = re.compile(
    r"^[!*:]?(?:_+(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)*|[A-Z][a-z]+(?:[A-Z][a-z0-9]+)*)|"  # _secrets_dir, _LocalToken
    r"[A-Za-z_$][\w$.]*\((?:[^()]{0,60}\)|[\w$.]+(?:\[[^\]]{0,40}\])?,)?|"  # a call: password.encode(, get_auth_from_url(proxy), enforce_bytes(auth[1],
    r"[A-Za-z_$][\w$]*(?:(?:\??\.|::)[A-Za-z_$][\w$]*|\[[^\]]{0,40}\]|\(\))+[;,]?|"  # options?.apiKey, a.b(), a["x"], String::new();
    r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|"  # AUTH_SECRET
    r"[\^~>=<]{0,2}v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?|"  # ^5.0.0-beta.31
    r"[a-z]{2,}(?:[A-Z][a-z]{2,})+\d{0,2}|"  # camelCase identifier
    r"[a-z]+(?:_[a-z]+)+|"  # snake_case words
    r"[a-z]+\d{0,2}(?:-[a-z]+\d{0,2})+|"  # kebab-case words (otp-credentials, jjwt-jackson)
    r"[\w.-]+:v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?|"  # artifact:version (jjwt-jackson:0.11.5)
    r"\d{1,7}[:-][A-Za-z_$][\w$]*|"  # a grep line: file.ts:265:export
    r"[A-Za-z]+)[;,]?$"  # one plain word
)

# a path or file URL, also after ``@`` (curl's ``-d @/path``) or a drive letter
_PATH_VALUE = re.compile(
    r"^(?:@?(?:/[\w.~-]{1,100}+(?:/|$)|~/|\.{1,2}/)|/[\^\\\[(]|file:|[A-Za-z]:[\\/]|\$\(|`)"
)

# a token of dotted parts with letters and digits interleaved (``jo9x9p.wwy8oduthoye8uyj``, a
# Kubernetes bootstrap token), which :data:`_CODE_VALUE` would otherwise read as member access;
# identifiers have a digit or two in one place (``sha256.hex2bin``, ``s3BucketClient``)
_MIXED = re.compile(r"(?=[a-zA-Z]\d|\d[a-zA-Z])")

_INNER_DIGIT = re.compile(r"[A-Za-z]\d+[A-Za-z]")

# a PascalCase identifier (``HiggsAudioV2TokenizerModel``): code for a key's value, though a
# password may have this shape
_PASCAL_CASE = re.compile(r"^(?:[A-Z][a-z]{2,}\d{0,2}(?:[A-Z]?\d{1,2})?){2,}$")


# the next option of a command line (``--with-decryption``), not a value
_FLAG_WORD = re.compile(r"--?[a-z]+(?:-[a-z]+)*")


def _dotted_token(value: str) -> bool:
    parts = value.split(".")
    return (
        len(parts) >= 2
        and any(len(p) >= 12 and _INNER_DIGIT.search(p) for p in parts)
        and len(_MIXED.findall(value)) >= 3
        and _entropy(value) >= 3.5
    )


def _entropy(value: str) -> float:
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def cookie_string(name: str, value: str) -> bool:
    """Whether a value under a cookie's name is a cookie string, not one cookie's value: its
    ``name=value`` pairs (the cookie rule reads them) or words with a space, which RFC 6265 keeps
    out of a value (``"Cookie Value"`` of a test's ``TestCookie``)."""
    return "cookie" in name.lower() and re.search(r"[\s=;,]", value) is not None


def looks_secret(value: str, *, min_length: int = 8) -> bool:
    """Whether a value assigned to a secret-looking name (``API_KEY=…``) is plausibly a secret.

    Rejects placeholders (``<…>``, ``${VAR}``, ``your-key-here``, ``****``), code (identifiers,
    member access, constants, versions), plain words, numbers, paths and low-entropy strings.
    """
    value = value.strip().strip("\"'`")
    if len(value) < min_length or _is_placeholder(value) or _FLAG_WORD.fullmatch(value):
        return False
    if random_letters(value) or drawn_one_case(value) or _drawn_hex(value):
        return True
    if (
        (_CODE_VALUE.match(value) or _PASCAL_CASE.match(value))
        and not _dotted_token(value)
        and not _drawn_constant(value)
    ):
        return False
    if value.isdigit() or (_PATH_VALUE.match(value) and not drawn_base64(value)):
        return False
    if value.startswith(("http://", "https://")):
        return False
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    has_other = any(not c.isalnum() for c in value)
    if not (has_alpha and (has_digit or has_other)):
        return False
    return _entropy(value) >= 3.0


_HEX_VALUE = re.compile(r"[0-9a-f]{16,512}|[0-9A-F]{16,512}")


def _drawn_hex(value: str) -> bool:
    """Hex of 16 digits or more with letters and digits (``1aee1861e10de84f1183``): under a
    secret's name it is drawn, whatever the entropy of a short draw of sixteen symbols."""
    return (
        _HEX_VALUE.fullmatch(value) is not None
        and sum(c.isdigit() for c in value) >= 3
        and sum(c.isalpha() for c in value) >= 3
    )


def _drawn_constant(value: str) -> bool:
    """Whether a value of a constant's shape (``MK_TEST_HYTXFQFST1``) holds a drawn part: eight
    characters or more, letters and digits, letters no one can speak, which a constant's words
    (``AES_256_GCM``, ``X509CERTIFICATE_PATH``) are not."""
    for part in value.split("_"):
        runs = [r.lower() for r in re.findall(r"[A-Z]{4,}", part)]
        if len(part) < 8 or not part.isupper() or not any(c.isdigit() for c in part):
            continue
        if any(speakable(r) for r in runs if len(r) >= 6):
            continue
        # a long unspeakable run, or letters broken by digits twice (``OPC7ASZF3VGZYY``)
        if any(len(r) >= 6 for r in runs) or (len(part) >= 10 and len(re.findall(r"\d+", part)) >= 2):
            return True
    return False


def random_letters(value: str) -> bool:
    """Whether ``value`` is random letters of both cases (``qWeRtYu…``, 16 or more): the case
    changes at least every third letter and most of its case parts cannot be spoken, which
    camelCase names (``XMLHttpRequestHandler``, ``signingKeyForTheSessions``) never do."""
    if len(value) < 16 or not value.isascii() or not value.isalpha() or value.islower() or value.isupper():
        return False
    changes = sum(a.isupper() != b.isupper() for a, b in pairwise(value))
    if changes * 3 < len(value):
        return False
    parts = [p.lower() for p in HUMPS.findall(value)]
    unspoken = sum(not speakable(p) for p in parts if len(p) > 1) + sum(len(p) == 1 for p in parts)
    return unspoken * 2 >= len(parts)


def _random_case(value: str) -> bool:
    """Whether letters alone are a password by their case (``rGPmpGX``): both cases, the case
    changing at least every third letter, and most case parts unspeakable, which ``iOS``-style
    names and camelCase (``PostgreSQL``, ``userName``) are not."""
    if (
        not 6 <= len(value) <= 40
        or not value.isascii()
        or not value.isalpha()
        or value.islower()
        or value.isupper()
    ):
        return False
    if sum(a.isupper() != b.isupper() for a, b in pairwise(value)) * 3 < len(value):
        return False
    parts = [p.lower() for p in HUMPS.findall(value)]
    unspoken = sum(not speakable(p) for p in parts if len(p) > 1) + sum(len(p) == 1 for p in parts)
    return len(parts) >= 3 and unspoken * 2 >= len(parts) + 1


def looks_password(value: str) -> bool:
    """Whether a value of a password-like name (``password=…``) is a password, whatever its entropy.

    ``hunter22``, ``Pa55word`` and ``correct-horse-battery-staple`` are; placeholders, code
    (``options.password``, ``hashed_password``, ``PASSWORD``), paths and URLs are not.
    """
    value = value.strip().strip("\"'`")
    if len(value) < 6 or _is_placeholder(value) or _FLAG_WORD.fullmatch(value):
        return False
    if _PATH_VALUE.match(value) and not drawn_base64(value):
        return False
    if value.startswith(("http://", "https://")) or re.fullmatch(r"[A-Za-z][a-z]+[:.?!]", value):
        return False  # a URL; a label (``Password:``)
    if re.fullmatch(r"[a-z]+(?:-[a-z]+){3,}", value) or passphrase(value):  # a passphrase of words
        return True
    if 8 <= len(value) <= 40 and value.isascii() and value.isalpha() and (value.islower() or value.isupper()):
        return not speakable(value.lower())  # an app password (Google's 16 letters), an Erlang cookie
    if _random_case(value):
        return True
    if (
        _CODE_VALUE.match(value)
        and not _random_dotted(value)
        and not _random_mixed(value)
        and not _random_after_number(value)
        and not _drawn_constant(value)
    ) or value.isdigit():
        return False
    return not re.fullmatch(r"[\W_]+", value)


# words that prose, help texts and schema descriptions put in a password's slot, never a passphrase
_PROSE = (
    "a an the of for to is are be been in on at with and or not no your you my our this that it its as by "
    "from use used set enter required optional must will should can may if when then here there same "
    "password passwords secret token key user username name value default none null empty see new old "
    "change changeme example sample test dummy placeholder"
)
_PROSE_WORDS = frozenset(_PROSE.split())

_PHRASE = re.compile(r"[a-z]{3,12}(?P<sep>[ ._-])[a-z]{3,12}(?:(?P=sep)(?:[a-z]{3,12}|\d{1,4})){1,6}")


# three words or more joined by ``-`` or a space, a number of two digits or more on the last
# (``ledger-correct-meadow97``): kebab-case names carry a digit or none (``jjwt-jackson``, ``s3-v2``)
_PHRASE_NUMBERED = re.compile(r"[a-z]{3,12}(?P<sep>[ -])[a-z]{3,12}(?:(?P=sep)[a-z]{3,12}){1,5}\d{2,4}")


def passphrase(value: str) -> bool:
    """Whether ``value`` is a passphrase: three or more lowercase words (a number may end it) joined
    by one separator, none a word of prose (``lilac pebble cobalt mosaic 34``,
    ``ember_lilac_orbit_cobalt_75``); not ``the password for the user``, not ``self.db.password``:
    member access, snake_case and kebab-case names end in a word, a passphrase joined by ``.``,
    ``_`` or ``-`` in its number."""
    m = _PHRASE.fullmatch(value)
    if m is None:
        m = _PHRASE_NUMBERED.fullmatch(value)
        if m is None:
            return False
        words = re.split(r"[ -]", value.rstrip("0123456789"))
        return not any(w in _PROSE_WORDS for w in words)
    parts = value.split(m.group("sep"))
    words = [p for p in parts if p.isalpha()]
    if len(words) < 3 or any(p in _PROSE_WORDS for p in words):
        return False
    return m.group("sep") == " " or parts[-1].isdigit()


def _random_dotted(value: str) -> bool:
    """Whether a value that reads as member access (``f79KZCbn46F2T.fyYraI``) is a password with
    a dot: both cases and digits, and the character class changing at almost every other
    character, which names (``self.s3Client.v2Api``) do not."""
    core = value.replace(".", "")
    if "." not in value or len(core) < 12 or value.count(".") > 2:
        return False
    if not (
        any(c.isupper() for c in core) and any(c.islower() for c in core) and any(c.isdigit() for c in core)
    ):
        return False
    return len(_CLASS_CHANGE.findall(core)) >= 0.45 * len(core)


def _random_mixed(value: str) -> bool:
    """Whether a value that reads as code (``6-My0uLjrvtqMldo6``, a grep line's shape) is a
    generated password: both cases and digits, the class changing at almost every other
    character, which identifiers (``s3BucketV2Client``) do not."""
    core = re.sub(r"[^A-Za-z0-9]", "", value)
    if len(core) < 12 or not (
        any(c.isupper() for c in core) and any(c.islower() for c in core) and any(c.isdigit() for c in core)
    ):
        return False
    if len(re.findall(r"\d+", core)) < 2:
        return False  # digits in one run (``12-getUserById``) are a counter, not drawn
    return len(_CLASS_CHANGE.findall(core)) >= 0.45 * len(core)


_AFTER_NUMBER = re.compile(r"\d{1,7}[:-](?P<word>[A-Za-z][A-Za-z0-9]{7,60})")


def _random_after_number(value: str) -> bool:
    """Whether a value of a grep line's shape (``265-export``) is a password that starts with a
    digit (``9-eAdxqasmCuYUqRc``): its letters are case parts no word has (``eAdxqasm``), where a
    grep line goes on with a name (``12-getUserById``)."""
    m = _AFTER_NUMBER.fullmatch(value)
    if m is None or m.group("word").islower() or m.group("word").isupper():
        return False
    parts = [p.lower() for p in HUMPS.findall(m.group("word"))]
    unspoken = sum(not speakable(p) for p in parts if len(p) > 1) + sum(len(p) == 1 for p in parts)
    return unspoken * 2 >= len(parts)


_BASE64 = re.compile(r"(?!(?i:sha|md)\d{1,3}-)(?:[A-Za-z0-9+/]{32,4000}={0,2}|[A-Za-z0-9_-]{32,4000}={0,2})")


def drawn_base64(value: str) -> bool:
    """Whether ``value`` is the base64 of 24 random bytes or more (standard or URL-safe) whatever its first
    character: a key may start with ``/``, ``+``, ``-`` or ``_`` (``/HeEU…SD+tSwQY=``, a Fernet
    key ``-rfY9…``), which reads as a path or a flag. All three classes, the entropy of drawn
    characters and the class changing at almost every other one, which no path or name has."""
    if not _BASE64.fullmatch(value):
        return False
    core = value.rstrip("=")
    if not (
        any(c.isupper() for c in core) and any(c.islower() for c in core) and any(c.isdigit() for c in core)
    ):
        return False
    if any(len(part) >= 4 and part.isalpha() and part.islower() for part in re.split(r"[/_-]", core)):
        return False  # a word between separators: a path (``/api/v2/users/…``) or a name
    return _entropy(core) >= 4.5 and len(_CLASS_CHANGE.findall(core)) >= 0.3 * len(core)


def _name_before(text: str, start: int, limit: int = 40) -> str:
    """The identifier characters right before ``start`` (the head of a variable name)."""
    i = start
    while i > 0 and start - i <= limit and _NAME_CHAR.match(text, i - 1):
        i -= 1
    return text[i:start]


def _secret_key(key: str) -> bool:
    return bool(SECRET_NAME.search(key)) and not _NOT_SECRET_NAMES.search(key)


_HEX_RUN = re.compile(r"[0-9a-f]+|[0-9A-F]+")
_DRAWN_SEQUENCE = re.compile(r"(?i:abcdef|bcdefg|ghijkl|mnopqr|stuvwx|uvwxyz)|123456|234567|456789|(.)\1\1\1")


def drawn_one_case(value: str) -> bool:
    """Whether ``value`` is letters of one case and digits drawn at random (base32, base36: a TOTP
    seed ``CF32EPF3…``, ``ujzde8gxd6ncf10…``): high entropy, and digits scattered in a run every
    eight characters or more, or letter runs most of which cannot be spoken — which names with a
    number (``release2024build07``, ``python3packages2024update``) have not."""
    core = value.rstrip("=")
    if len(core) < 16 or not core.isascii() or not core.isalnum() or _HEX_RUN.fullmatch(core):
        return False
    if not (core.islower() or core.isupper()) or core.isdigit():
        return False
    if _DRAWN_SEQUENCE.search(core):
        return False
    if core.isalpha():
        return _entropy(core) >= 3.2 and _drawn_letters(core.lower())
    if _entropy(core) < 3.6:
        return False
    digit_runs = len(re.findall(r"\d+", core))
    letter_runs = re.findall(r"[a-z]+", core.lower())
    runs = [r for r in letter_runs if len(r) >= 3]
    if sum(len(r) for r in letter_runs) < 6 or sum(
        len(r) for r in runs if len(r) >= 5 and speakable(r)
    ) * 10 >= 4 * len(core):
        return False  # words make two fifths of it: a name with numbers
    unspoken = not runs or sum(not speakable(r) for r in runs) * 2 >= len(runs)
    if digit_runs >= 3 and (unspoken or digit_runs * 8 >= len(core)):
        return True
    # few digits: a long value whose letter runs are mostly unspeakable (``romsmdtm2blkvkucgpcwnfl31l``)
    return digit_runs >= 1 and len(core) >= 24 and len(runs) >= 2 and unspoken


def _drawn_letters(core: str) -> bool:
    """Letters alone, drawn at random (``kemubcrdlsbqgbcnnchc…``, a token of a-z): 20 or more,
    few vowels (under three tenths: a draw has a fifth to a quarter, words two fifths) and no way
    to speak them, which words run together (``applicationcontextprovider``) have."""
    vowels = sum(c in "aeiouy" for c in core)
    return len(core) >= 20 and vowels * 10 < 3 * len(core) and not speakable(core)


def drawn_mixed(value: str) -> bool:
    """Whether ``value`` (separators ``-``/``_`` dropped) is letters of both cases, maybe digits,
    drawn at random where :func:`.calls.random_literal`'s class-change count falls short on a short
    draw (``RslbLPZSDhhioFKEqaH1VV``): 16 or more, most humps unspeakable, entropy high."""
    core = re.sub(r"[-_]", "", value)
    if len(core) < 16 or not core.isascii() or not core.isalnum():
        return False
    if sum(c.isupper() for c in core) < 3 or sum(c.islower() for c in core) < 3:
        return False  # a capital or two before lowercase hex is an id's prefix, not a draw
    if _entropy(core) < 3.5 or _DRAWN_SEQUENCE.search(core):
        return False
    parts = [p.lower() for p in HUMPS.findall(core) if not p.isdigit()]
    if len(parts) < 4:
        return False
    unspoken = sum(not speakable(p) for p in parts if len(p) > 1) + sum(len(p) == 1 for p in parts)
    return unspoken * 3 >= len(parts) * 2


_UUID = re.compile(r"(?i)^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


def token_shaped(value: str, min_length: int) -> bool:
    """Whether a bare value (a path segment, a query or cookie value) looks like a random token:
    long, letters with digits or with both cases, high entropy, not a UUID or dotted words."""
    if len(value) < min_length or _UUID.match(value) or _is_placeholder(value):
        return False
    if not any(c.isalpha() for c in value):
        return False
    if not (
        any(c.isdigit() for c in value)
        or (any(c.isupper() for c in value) and any(c.islower() for c in value))
    ):
        return False
    if re.fullmatch(r"[A-Za-z]+(?:[-_.][A-Za-z]+)*", value):
        return False
    return _entropy(value) >= 3.3
