"""Redaction of secrets and personal data in the rows being written (never in the source files).

A :class:`Redactor` walks every string of a canonical row (content, reasoning, tool arguments
recursively, tool results, metadata, file paths, dict keys, long numbers, the harness) and
replaces what it finds with placeholders keyed by the value: the same value always gets the same
placeholder (``<SECRET_4f1a9c2b>``, an HMAC of the value under the dataset's key; ``/home/<USER>``),
so traces stay coherent, and a row's text depends on that row alone.

What is found (overlapping finds resolve to the longest; see :func:`_resolve`):

- **secrets** (category ``secret``): the rules of MongoDB's Kingfisher engine
  (``kingfisher-secret-scanner``: several hundred vendor formats, the gitleaks/Betterleaks set,
  a Rust regex engine), compiled once per process and called once per row (all the row's strings
  joined, findings mapped back), not once per string; plus our own patterns for what it misses
  (:data:`SECRET_PATTERNS`: private key blocks cut short, AWS key ids without their pair, Vault,
  Mailgun, Stripe webhooks, Telegram, PuTTY keys, Azure SAS signatures, credentials in URLs,
  headers and commands such as ``curl -u``, ``mysql -p``, ``sshpass -p``, ``redis-cli -a``,
  ``.netrc``), any value of a password-like name (``password=hunter22``), and high-entropy
  values of other secret-looking names (``API_KEY=…``);
- **personal data**: e-mail addresses (``email``), phone numbers (``phone``), IPv4/IPv6
  addresses (``ip``; loopback, unspecified, link-local and documentation ranges are kept),
  Luhn-valid card numbers (``credit_card``), IBANs with a valid checksum (``iban``), US SSNs
  (``ssn``), names in ``Author:``/``Co-authored-by:`` lines (``name``), user names in home paths
  in every escaping and the OS user (``user``), the host name (``host``);
- extra literal strings or ``re:`` patterns given by the user (``custom``).

Every category but ``custom`` can be kept (``keep={"ip", "phone"}``). Placeholder-looking values
(``${VAR}``, ``<redacted>``, ``getpass.getpass()``, ``***``) and code (``options?.apiKey``,
``AUTH_SECRET``, versions) are left alone. Every pattern is linear in its input: quantifiers are
bounded or anchored on a literal, so no input makes them backtrack quadratically.

The package, one concern per module: :mod:`.engine` (the Kingfisher adapter), :mod:`.patterns`
(our own secret patterns), :mod:`.structural` (values of secret-looking names), :mod:`.personal`
(personal data), :mod:`.identifiers` (bare tokens), :mod:`.names` (the user and host names
replaced as words), :mod:`.finder` (every detector on a string, and on a row's strings at
once), :mod:`.placeholders` (the placeholder of a value), :mod:`.normalize` (the copy the rules
read), :mod:`.strings` (a row's strings), :mod:`.report` (:class:`RedactionReport`) and
:mod:`.walk` (:class:`Redactor`, the walk that replaces what is found in a row's values).
Credentials without a vendor prefix are found by family (:mod:`.credentials` calls them all):
password hashes of every crypt family (:mod:`.hashes`), secrets given to commands by position or
flag (:mod:`.commands`), credential files by layout and key blocks of any label (:mod:`.files`),
tokens that prove themselves by checksum or magic bytes (:mod:`.tokens`), random values after a
secret's name written as words (:mod:`.cues`), device and SQL statements (:mod:`.statements`),
secrets bound through a type, a conversion call, a record or a title (:mod:`.bindings`),
credentials by the slot they fill (:mod:`.slots`) and drawn values in slots of any name
(:mod:`.drawn`).
"""

from __future__ import annotations

from .engine import ENGINE_KINDS, engine
from .findings import CATEGORIES, KEEPABLE, Finding
from .normalize import Normalized
from .patterns import SECRET_PATTERNS
from .personal import GENERIC_NAMES, HOME_PATHS, PRODUCT_NAMES
from .placeholders import PLACEHOLDER_PREFIX, mask
from .structural import ASSIGNMENT
from .values import looks_password, looks_secret
from .walk import RedactionReport, Redactor, row_strings

__all__ = [
    "ASSIGNMENT",
    "CATEGORIES",
    "ENGINE_KINDS",
    "GENERIC_NAMES",
    "HOME_PATHS",
    "KEEPABLE",
    "PLACEHOLDER_PREFIX",
    "PRODUCT_NAMES",
    "SECRET_PATTERNS",
    "Finding",
    "Normalized",
    "RedactionReport",
    "Redactor",
    "engine",
    "looks_password",
    "looks_secret",
    "mask",
    "row_strings",
]
