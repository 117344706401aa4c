"""Exact values the user knows are secret (``--secrets-from FILE``): read from ``.env``,
``.netrc``, JSON or YAML credential files, and matched wherever they appear, in any escaping
(JSON, URL, base64 of the whole value).

Not every value of such a file is a secret (``DEBUG=true``, ``DB_HOST=localhost``, a netrc's
``machine github.com``), and replacing a common word everywhere would corrupt the traces. Taken:
values of 4 characters or more under a secret-looking name (``DB_PASSWORD=hunter``) or a netrc
``password``/``account``, and other values of 8 or more with a digit or a symbol (not a plain
word, host name, URL or path); never placeholders (``${VAR}``, ``changeme``) or booleans.
"""

from __future__ import annotations

import base64
import itertools
import json
import os
import re
import shlex
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote, quote_plus

from .placeholders import _is_placeholder
from .values import _secret_key

MIN_LENGTH = 8
MIN_NAMED_LENGTH = 4


class SecretsFileError(ValueError):
    """A ``--secrets-from`` file that cannot be read: names the file, the line and the reason."""


def _env_pairs(text: str, path: str) -> Iterator[tuple[str, str]]:
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        line = line.removeprefix("export ").strip()
        match = re.match(r"([A-Za-z_][A-Za-z0-9_.-]*)\s*(?:=|:)\s*(.*)$", line)
        if match is None:
            raise SecretsFileError(f"{path}: line {number}: not KEY=VALUE (nor JSON, YAML or .netrc)")
        name, value = match.groups()
        if value[:1] in "\"'":
            try:
                parts = shlex.split(value)
            except ValueError as err:
                raise SecretsFileError(f"{path}: line {number}: {err}") from None
            value = parts[0] if parts else ""
        else:
            value = re.split(r"\s+#", value, maxsplit=1)[0].strip()
        yield name, value


def _netrc_pairs(text: str, path: str) -> Iterator[tuple[str, str]]:
    try:
        tokens = shlex.split(text, comments=True)
    except ValueError as err:
        raise SecretsFileError(f"{path}: {err}") from None
    for name, value in itertools.pairwise(tokens):
        if name in ("password", "account"):
            yield "password", value


def _tree_pairs(value: Any, key: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _tree_pairs(v, str(k))
    elif isinstance(value, list):
        for v in value:
            yield from _tree_pairs(v, key)
    elif isinstance(value, (str, int)) and not isinstance(value, bool):
        yield key, str(value)


def secret_values(path: str | os.PathLike) -> list[str]:
    """The values of a credential file that are to be redacted wherever they appear."""
    path = os.fspath(path)
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as err:
        raise SecretsFileError(f"{path}: cannot be read: {getattr(err, 'strerror', None) or err}") from None
    name = os.path.basename(path).lower()
    stripped = text.lstrip()
    if name in (".netrc", "_netrc", "netrc") or re.match(r"(?:machine|default)\s", stripped):
        pairs = list(_netrc_pairs(text, path))
    elif name.endswith(".json") or stripped[:1] in "{[":
        try:
            pairs = list(_tree_pairs(json.loads(text)))
        except ValueError as err:
            line = getattr(err, "lineno", None)
            raise SecretsFileError(
                f"{path}: line {line}: not valid JSON: {getattr(err, 'msg', err)}"
            ) from None
    elif name.endswith((".yaml", ".yml")):
        import yaml

        try:
            pairs = list(_tree_pairs(yaml.safe_load(text)))
        except yaml.YAMLError as err:
            mark = getattr(err, "problem_mark", None)
            line = mark.line + 1 if mark is not None else None
            raise SecretsFileError(f"{path}: line {line}: not valid YAML: {err}") from None
    else:
        pairs = list(_env_pairs(text, path))
    out = []
    for key, value in pairs:
        value = value.strip()
        if value.lower() in ("true", "false", "yes", "no", "on", "off", "null", "none") or _is_placeholder(
            value
        ):
            continue
        if key == "password" or _secret_key(key):
            if len(value) >= MIN_NAMED_LENGTH:
                out.append(value)
        elif len(value) >= MIN_LENGTH and _secret_shaped(value):
            out.append(value)
    return sorted(set(out))


def _secret_shaped(value: str) -> bool:
    """Whether a value of a name that does not say secret may still be one: not a plain word,
    host name, URL or path (``localhost``, ``db.internal``, ``https://…``, ``/var/lib``)."""
    if "://" in value or value.startswith(("/", "~/", "./")):
        return False
    return any(c.isdigit() for c in value) or any(not c.isalnum() and c not in ".-_" for c in value)


def variants(value: str) -> set[str]:
    """``value`` as it may be written in a trace: as is, JSON-escaped, URL-encoded, base64."""
    raw = value.encode("utf-8")
    out = {value, json.dumps(value)[1:-1], json.dumps(value, ensure_ascii=False)[1:-1]}
    out |= {quote(value, safe=""), quote_plus(value, safe="")}
    for encoded in (base64.b64encode(raw), base64.urlsafe_b64encode(raw)):
        text = encoded.decode("ascii")
        out |= {text, text.rstrip("=")}
    return {v for v in out if v}


def secrets_pattern(paths: list[str]) -> str | None:
    """One ``re:`` pattern (for ``--redact``) matching every value of the files in ``paths`` in
    every escaping, longest first; None when the files hold no value to redact."""
    found: set[str] = set()
    for path in paths:
        for value in secret_values(path):
            found |= variants(value)
    if not found:
        return None
    return "re:(?:" + "|".join(re.escape(v) for v in sorted(found, key=lambda v: (-len(v), v))) + ")"
