"""Secrets whose own structure proves them, with no name next to them:

- base58check private keys: a Wallet Import Format key of any coin (its payload is a version
  byte, 32 key bytes and an optional ``0x01``, and its checksum holds) and BIP32 extended private
  keys (``xprv``/``tprv``/``yprv``/``zprv``…);
- Bech32 secrets: a string whose human-readable part says secret or private (``nsec1…`` of
  Nostr, ``AGE-SECRET-KEY-1…``) and whose Bech32 checksum holds;
- ``<word>_live_<token>`` and ``<word>_test_<token>`` keys (``key_live_`` of Branch, ``sk_live_``
  style keys of many payment and SaaS vendors) whose tail looks drawn at random;
- a JSON array of 64 (or, named as a key or seed, 32) byte values: an Ed25519 keypair as
  ``solana-keygen`` and other wallets write it, and its base58 form after a word that names a key;
- key files as base64 (a Kubernetes Secret's ``data``, a CI variable): a PEM private key block,
  an MIT keytab, a Java or JCE KeyStore, told by their first bytes;
- base64 of a JSON object (no JWT) with a member named for a secret that holds one (an LXD join
  token, Docker's ``X-Registry-Auth``);
- keys whose prefix says secret (``sk_``, ``rk_``, ``secret_``, ``priv_``) before a drawn tail;
- a JSON Web Token wherever it stands (a URL's path before its ``#fragment``).
"""

from __future__ import annotations

import base64
import hashlib
import re
from bisect import bisect_left

from .calls import random_literal
from .identifiers import random_token
from .labels import secret_label
from .values import _secret_key, looks_password, looks_secret

_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B58_INDEX = {c: i for i, c in enumerate(_B58)}

BASE58_RUN = re.compile(r"(?<![A-Za-z0-9])[1-9A-HJ-NP-Za-km-z]{50,52}(?![A-Za-z0-9])")

EXTENDED_PRIVATE = re.compile(r"(?<![A-Za-z0-9])[xtyzYZuvUV]prv[1-9A-HJ-NP-Za-km-z]{100,108}(?![A-Za-z0-9])")

_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_BECH32_INDEX = {c: i for i, c in enumerate(_BECH32)}

BECH32_SECRET = re.compile(
    r"(?i)(?<![A-Za-z0-9-])(?P<hrp>[a-z-]{0,20}(?:sec|priv|prv)[a-z-]{0,20})1[02-9ac-hj-np-z]{38,300}(?![A-Za-z0-9])"
)

LIVE_TOKEN = re.compile(
    r"(?<![A-Za-z0-9_])(?:[a-z]{2,12}_){1,2}(?:live|test|prod|sandbox)_(?P<tail>[A-Za-z0-9]{16,200})(?![A-Za-z0-9_])"
)

# a key whose prefix says secret (``sk_`` of Stripe, Openpay, Clerk and many more, ``rk_``
# restricted keys, ``secret_``, ``priv_``): the prefix, then 24 drawn characters or more
SECRET_PREFIXED = re.compile(
    r"(?<![A-Za-z0-9_-])(?:sk|rk|sec|secret|priv|private)[_-](?:(?:live|test|prod|proj|sandbox)[_-])?"
    r"(?P<tail>[A-Za-z0-9]{24,200})(?![A-Za-z0-9_-])"
)

BYTE_ARRAY = re.compile(r"\[(?:\s{0,4}\d{1,3}\s{0,4},){31,63}\s{0,4}\d{1,3}\s{0,4}\]")

# an access key id: a vendor's upper-case prefix and random hex (``EXO…`` of Exoscale, ``AC…``/``SK…``
# of Twilio), on a line that names a key or secret
PREFIXED_HEX = re.compile(
    r"(?<![A-Za-z0-9_-])[A-Z]{2,5}(?=[0-9a-f]{0,63}[a-f])(?=[0-9a-f]{0,63}[0-9])[0-9a-f]{20,64}(?![A-Za-z0-9_-])"
)

_LINE_CUE = re.compile(r"(?i)key|secret|token|access|credential|auth")

_KEY_CUE = re.compile(r"(?i)key|secret|seed|wallet|solana|id\.json|private")


def _b58decode(value: str) -> bytes:
    n = 0
    for c in value:
        n = n * 58 + _B58_INDEX[c]
    body = n.to_bytes((n.bit_length() + 7) // 8, "big")
    pad = len(value) - len(value.lstrip("1"))
    return b"\x00" * pad + body


def _b58check(value: str) -> bytes | None:
    """The payload of a base58check string, or None when its checksum fails."""
    raw = _b58decode(value)
    if len(raw) < 5:
        return None
    payload, check = raw[:-4], raw[-4:]
    if hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] != check:
        return None
    return payload


def wif_key(value: str) -> bool:
    """Whether ``value`` is a WIF private key: base58check of a version byte, 32 key bytes and,
    for a compressed key, ``0x01``."""
    payload = _b58check(value)
    return payload is not None and (len(payload) == 33 or (len(payload) == 34 and payload[-1] == 1))


def _bech32_polymod(values: list[int]) -> int:
    gen = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    return chk


def bech32_valid(value: str) -> bool:
    """Whether ``value`` has a valid Bech32 or Bech32m checksum."""
    value = value.lower()
    hrp, _, data = value.rpartition("1")
    if not hrp or len(data) < 6 or any(c not in _BECH32_INDEX for c in data):
        return False
    expanded = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    return _bech32_polymod(expanded + [_BECH32_INDEX[c] for c in data]) in (1, 0x2BC830A3)


def _keypair_bytes(text: str, m: re.Match[str]) -> bool:
    values = [int(v) for v in re.findall(r"\d+", m.group(0))]
    if len(values) not in (32, 64) or max(values) > 255 or len(set(values)) < len(values) // 2:
        return False
    if values == sorted(values):
        return False
    compact = ", " not in m.group(0) and "\n" not in m.group(0)
    head = text[max(0, m.start() - 200) : m.start()]
    line = head[head.rfind("\n") + 1 :]
    cue = _KEY_CUE.search(head if len(values) == 64 else line)
    return bool(cue) or (len(values) == 64 and compact)


# key files as base64, told by their first bytes: a PEM block (``-----BEGIN `` is ``LS0tLS1CRUdJTi``),
# an MIT keytab (``05 02 00 00`` is ``BQIAAA``), a Java KeyStore (``FE ED FE ED`` is ``/u3+7Q``) and
# a JCE KeyStore (``CE CE CE CE`` is ``zs7Ozg``)
KEY_FILE_BASE64 = re.compile(
    r"(?<![A-Za-z0-9+/])(?P<magic>LS0tLS1CRUdJTi|BQIAAA|/u3\+7Q|zs7Ozg)[A-Za-z0-9+/]{40,60000}={0,2}(?![A-Za-z0-9+/=])"
)

_PEM_LABEL = re.compile(r"-----BEGIN ([A-Za-z0-9 ]{1,60})-----")

# a base58 Ed25519 secret key of 64 bytes (a Solana wallet's export), on a line that names a
# private key (a transaction signature has the same shape; a public key is 32 bytes, but a line
# naming one is left alone too)
BASE58_64 = re.compile(r"(?<![A-Za-z0-9])[1-9A-HJ-NP-Za-km-z]{86,88}(?![A-Za-z0-9])")

_PRIVATE_CUE = re.compile(r"(?i)priv|secret|seed|keypair|wallet|signer")

_PUBLIC_CUE = re.compile(r"(?i)pub")


def _key_file(m: re.Match[str]) -> bool:
    """Whether a base64 run with a key file's magic is one: a PEM block's label must name a secret."""
    if m.group("magic") != "LS0tLS1CRUdJTi":
        return True
    head = m.group(0)[:120]
    try:
        decoded = base64.b64decode(head[: len(head) // 4 * 4]).decode("ascii", "replace")
    except ValueError:
        return False
    label = _PEM_LABEL.match(decoded)
    return label is not None and secret_label(label.group(1))


# base64 of a JSON object (``eyJ`` is ``{"``) that is no JWT (no dots): a join token (LXD/Incus
# ``lxc config trust add``), a registry auth header (Docker ``X-Registry-Auth``), a
# ``.dockerconfigjson``; a credential when a member named for a secret holds one
BASE64_JSON = re.compile(r"(?<![A-Za-z0-9+/_.-])eyJ[A-Za-z0-9+/_-]{40,12000}={0,2}(?![A-Za-z0-9+/_.=-])")
# a JSON Web Token whatever stands around it (a URL path and its ``#fragment``: Metabase's embeds)
JWT = re.compile(
    r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,2000}\.eyJ[A-Za-z0-9_-]{8,8000}\.[A-Za-z0-9_-]{16,2000}(?![A-Za-z0-9_-])"
)
_JSON_MEMBER = re.compile(r'"(?P<k>[\w.-]{1,40})"\s{0,4}:\s{0,4}"(?P<v>[^"\\]{6,1000})"')


def _json_secret(blob: str) -> bool:
    """Whether a base64 JSON object holds a secret: a member named for one with a value that
    looks like one (``"secret": "<hex>"``, ``"password": "…"``, ``"auth": "<base64 user:pw>"``)."""
    try:
        decoded = base64.urlsafe_b64decode(blob.replace("+", "-").replace("/", "_") + "=" * (-len(blob) % 4))
    except ValueError:
        return False
    text = decoded.decode("utf-8", "replace")
    for m in _JSON_MEMBER.finditer(text):
        key, value = m.group("k"), m.group("v")
        if _secret_key(key) and (looks_secret(value) or looks_password(value)):
            return True
    return False


def token_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of checksummed keys, ``_live_`` tokens and keypair byte arrays."""
    out: list[tuple[int, int, str]] = []
    for m in BASE58_RUN.finditer(text):
        if wif_key(m.group(0)):
            out.append((m.start(), m.end(), "crypto_private_key"))
    if "prv" in text:
        out += [(m.start(), m.end(), "crypto_private_key") for m in EXTENDED_PRIVATE.finditer(text)]
    low = text.lower()
    if "1" in text and any(w in low for w in ("sec", "priv", "prv")):
        for m in BECH32_SECRET.finditer(text):
            if bech32_valid(m.group(0)):
                out.append((m.start(), m.end(), "crypto_private_key"))
    if "_live_" in text or "_test_" in text or "_prod_" in text or "_sandbox_" in text:
        for m in LIVE_TOKEN.finditer(text):
            if random_token(m.group("tail")):
                out.append((m.start(), m.end(), "secret_token"))
    if "k_" in text or "k-" in text or "ec_" in text or "et_" in text or "iv_" in text or "te_" in text:
        for m in SECRET_PREFIXED.finditer(text):
            tail = m.group("tail")
            if random_token(tail) or random_literal(tail):
                out.append((m.start(), m.end(), "secret_token"))
    cues: list[int] | None = None  # where the text names a key or secret, found once
    for m in PREFIXED_HEX.finditer(text):
        if cues is None:
            cues = [c.start() for c in _LINE_CUE.finditer(text)]
        lo, hi = max(0, m.start() - 200), min(len(text), m.end() + 200)
        line_start = text.rfind("\n", lo, m.start()) + 1 or lo
        line_end = text.find("\n", m.end(), hi)
        line_end = hi if line_end == -1 else line_end
        k = bisect_left(cues, line_start)
        if k < len(cues) and cues[k] < line_end:
            out.append((m.start(), m.end(), "secret_token"))
    if "LS0tLS1CRUdJTi" in text or "BQIAAA" in text or "/u3+7Q" in text or "zs7Ozg" in text:
        for m in KEY_FILE_BASE64.finditer(text):
            if _key_file(m):
                out.append((m.start(), m.end(), "private_key"))
    for m in BASE58_64.finditer(text):
        head = text[max(0, m.start() - 120) : m.start()]
        line = head[head.rfind("\n") + 1 :]
        if _PRIVATE_CUE.search(line) and not _PUBLIC_CUE.search(line) and len(_b58decode(m.group(0))) == 64:
            out.append((m.start(), m.end(), "crypto_private_key"))
    if "eyJ" in text:
        out += [
            (m.start(), m.end(), "secret_token")
            for m in BASE64_JSON.finditer(text)
            if _json_secret(m.group(0))
        ]
        out += [(m.start(), m.end(), "jwt") for m in JWT.finditer(text)]
    if "[" in text and "," in text:
        for m in BYTE_ARRAY.finditer(text):
            if _keypair_bytes(text, m):
                out.append((m.start(), m.end(), "crypto_private_key"))
    return out
