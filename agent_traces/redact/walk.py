"""The row walk: :class:`Redactor` replaces what its :class:`~.finder.Finder` finds in every
string of a row, and in JSON-like values (dict keys, values under secret-looking keys, long
numbers, encrypted blobs and inline images), counting it in a :class:`RedactionReport`.

The package's other concerns sit beside it: :mod:`.finder` (every detector, the row scan),
:mod:`.names` (user and host names), :mod:`.placeholders`, :mod:`.report`, :mod:`.strings`.
"""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from ..export.sts import safe_harness
from .blobs import ENCRYPTED_KEYS, decoded_size, image_dict, image_note, opaque, strip_data_urls
from .fields import ARGUMENT, ARGUMENT_KEYS, field_of, field_spans
from .finder import Finder, shared_forms
from .findings import CATEGORIES, KEEPABLE, Finding, _resolve
from .names import Names
from .patterns import _extra_pattern
from .personal import _card, _current_host, _current_user
from .placeholders import _has_placeholder, placeholder
from .report import RedactionReport
from .strings import _number_text, row_strings
from .structural import judge_key

__all__ = ["RedactionReport", "Redactor", "row_strings"]


class Redactor:
    """Finds and replaces secrets and personal data with placeholders that depend only on the
    value and the dataset's key: ``<SECRET_4f1a9c2b>`` is the first 8 hex digits of an HMAC of
    the value under ``key``, so the same value gets the same placeholder in every row and every
    version of a dataset (same key), a row reads the same whatever other rows are in the
    dataset, and two datasets (different keys) cannot be linked through their placeholders.
    User and host names are ``<USER>`` and ``<HOST>``.

    Args:
        extra: literal strings to redact, or ``re:<pattern>`` regular expressions.
        usernames: OS user names to replace wherever they appear (default: the current user).
        hostnames: host names to replace wherever they appear (default: this machine's).
        keep: categories to leave alone (see :data:`KEEPABLE`), e.g. ``{"ip", "phone"}``.
        key: the dataset's placeholder key (kept in the output's local record, never
            uploaded); a new random one when not given.
        keep_images: keep inline base64 images (by default each becomes ``[image: <mime>, <n>
            bytes]``; encrypted reasoning blobs are always replaced: see :mod:`.blobs`).
    """

    def __init__(
        self,
        extra: Iterable[str] = (),
        *,
        usernames: Iterable[str] | None = None,
        hostnames: Iterable[str] | None = None,
        keep: Iterable[str] = (),
        key: bytes | None = None,
        keep_images: bool = False,
    ) -> None:
        kept = set(keep)
        unknown = kept - set(KEEPABLE)
        if unknown:
            raise ValueError(
                f"unknown redaction categories to keep: {', '.join(sorted(unknown))}; "
                f"choose from {', '.join(KEEPABLE)}"
            )
        self.enabled = frozenset(c for c in CATEGORIES if c not in kept)
        self.key = key if key is not None else secrets.token_bytes(32)
        self.strip_images = not keep_images
        self.report = RedactionReport(
            categories=tuple(c for c in CATEGORIES if c in self.enabled), kept=tuple(sorted(kept))
        )
        self.seen: Counter = Counter()
        users = [_current_user()] if usernames is None else list(usernames)
        hosts = [_current_host()] if hostnames is None else list(hostnames)
        self.spec: dict[str, Any] = {
            "extra": list(extra),
            "usernames": users,
            "hostnames": hosts,
            "keep": sorted(kept),
            "key": self.key.hex(),
            "keep_images": keep_images,
        }
        self.names = Names(users, hosts, self.enabled)
        self.finder = Finder(self.enabled, self.names, [_extra_pattern(e) for e in extra if e])

    @classmethod
    def from_spec(cls, spec: dict[str, Any]) -> Redactor:
        """A redactor that finds what the one whose :attr:`spec` this is finds, on any machine
        (the user and host names are the ones of the machine that made ``spec``)."""
        key = bytes.fromhex(spec["key"]) if spec.get("key") else None
        return cls(
            spec["extra"],
            usernames=spec["usernames"],
            hostnames=spec["hostnames"],
            keep=spec["keep"],
            key=key,
            keep_images=bool(spec.get("keep_images")),
        )

    @contextmanager
    def shared_forms(self, seed: Iterable[str] = ()) -> Iterator[dict[str, Finding]]:
        """Within this block, a token-like value found in any text (one trace file's records and
        name) is also replaced in its derived forms (see :func:`.identifiers.derived_forms`) in
        every text redacted after it; the forms learned are yielded (value forms to findings, one
        entry per form: memory grows with the distinct values found, not with the text). The
        values found in ``seed`` (a file's path parts) are learned first, without replacing or
        counting anything. A text redacted before a value was learned is not changed: the caller
        redacts again what holds a form (see :func:`~agent_traces.export.native.write_native`)."""
        with shared_forms(self.finder, seed) as shared:
            yield shared

    # -- names ------------------------------------------------------------------------------

    @property
    def learned_users(self) -> set[str]:
        """The user names :meth:`learn` and :meth:`adopt_names` made replaced everywhere."""
        return self.names.learned_users

    @contextmanager
    def names_of(self, values: Iterable[Any]) -> Iterator[set[str]]:
        """Within this block, the user names of home paths in ``values`` (one session: a row, a
        trace file's lines) are replaced wherever they appear, and no other learned name is.

        A name seen in ``/Users/<u>/`` also shows up outside paths (``ls -l`` owners, git
        authors); the distinctive ones (see :func:`.personal._safe_global`) are replaced wherever
        they appear in the session as a whole word of their own, with the same case. Names are
        not carried from one session to another: a session's text would otherwise depend on
        which other sessions are in the dataset.
        """
        with self.names.of(values) as names:
            yield names

    def learn(self, values: Iterable[Any]) -> set[str]:
        """Collect the user names of home paths in ``values`` so that :meth:`redact_text` and
        :meth:`redact_value` replace them everywhere (rows use their own names: see
        :meth:`names_of`). Returns the names learned."""
        return self.names.learn(values)

    def home_users(self, values: Iterable[Any]) -> set[str]:
        """The distinctive user names of the home paths in ``values``."""
        return self.names.home_users(values)

    def adopt_names(self, names: Iterable[str]) -> None:
        """Replace ``names`` everywhere, as if :meth:`learn` had learned them here: what workers
        that learned from parts of the input return, merged."""
        self.names.adopt(names)

    # -- finding and replacing --------------------------------------------------------------

    def find(self, text: str) -> list[Finding]:
        """Non-overlapping findings in ``text``, by position (see :meth:`.finder.Finder.find`)."""
        return self.finder.find(text)

    def placeholder(self, category: str, value: str) -> str:
        """The placeholder of ``value`` under :attr:`key` (see :func:`.placeholders.placeholder`)."""
        return placeholder(self.key, category, value)

    def redact_text(self, text: str, session: str | None = None) -> str:
        """``text`` with every finding replaced by its placeholder (counted in the report), and
        base64 image data URLs replaced by a note unless images are kept (see :mod:`.blobs`)."""
        return self._redact_text(text, session)

    def redact_field(self, text: str, field: str, session: str | None = None) -> str:
        """:meth:`redact_text` of the value of a structured ``field`` (``path``, ``branch``,
        ``version``, ``argument``: see :mod:`.fields`), judged also against what that field holds."""
        return self._redact_text(text, session, field)

    def _redact_text(self, text: str, session: str | None, field: str | None = None) -> str:
        """:meth:`redact_text`, and what does not belong in ``field`` when ``text`` is the value
        of one (see :func:`.fields.field_spans`)."""
        if not isinstance(text, str) or not text:
            return text
        if self.strip_images and "base64," in text:
            text, n = strip_data_urls(text)
            self.report.add(session, "inline_image", n)
        findings = self.finder.find(text)
        judged: set[tuple[int, int]] = set()
        if field is not None and "secret" in self.enabled:
            spans = field_spans(field, text)
            if spans:
                judged = {(s, e) for s, e, _ in spans}
                findings = _resolve(findings + [Finding(s, e, "secret", kind) for s, e, kind in spans])
        if not findings:
            return text
        parts = []
        last = 0
        for f in findings:
            parts.append(text[last : f.start])
            value = f.value if f.value is not None else text[f.start : f.end]
            replacement = self.placeholder(f.category, value)
            parts.append(replacement)
            self.report.add(session, f.kind)
            self.seen[(f.kind, value, replacement)] += 1
            if f.value is None and (self.finder.shared is not None or (f.start, f.end) in judged):
                # what the row scan found is learned already; a field's judgement is new
                self.finder.learn_form(value, f.category, f.kind, (f.start, f.end) in judged)
            last = f.end
        parts.append(text[last:])
        return "".join(parts)

    def redact_value(self, value: Any, session: str | None = None, key: str | None = None) -> Any:
        """A JSON-like value with every string (and dict key) redacted, recursively.

        A string under a secret-looking key (``"api_key": "…"``) is replaced whole when it looks
        like a secret (any password under a password-like key), since there is no ``name=``
        text around it for the assignment rule. A string of a structured field (a ``cwd``, a
        branch, a version, a key of a tool call's arguments) is also judged against the shape
        that field holds (see :mod:`.fields`).
        """
        return self._value(value, session, key, field_of(key), False)

    def _value(self, value: Any, session: str | None, key: str | None, field: str | None, args: bool) -> Any:
        if isinstance(value, str):
            kind = judge_key(key, value) if key is not None and "secret" in self.enabled else None
            if kind and not _has_placeholder(value):
                replacement = self.placeholder("secret", value)
                self.report.add(session, kind)
                self.seen[(kind, value, replacement)] += 1
                self.finder.learn_form(value, "secret", kind)
                return replacement
            return self._redact_text(value, session, field)
        if isinstance(value, dict):
            out = {}
            # a tool's JSON schema names its arguments as the keys of ``properties``
            names = args or key == "properties"
            for k, v in self._strip_blobs(value, session).items():
                if isinstance(k, str):
                    inner = args or k in ARGUMENT_KEYS
                    out[self._redact_text(k, session, ARGUMENT if names else None)] = self._value(
                        v, session, k, field_of(k), inner and isinstance(v, (dict, list))
                    )
                else:
                    out[k] = self._value(v, session, None, None, args)
            return out
        if isinstance(value, (list, tuple)):
            return [self._value(v, session, None, field, args) for v in value]
        if isinstance(value, (int, float)):
            number = _number_text(value)
            if number is not None:
                redacted = self.redact_text(number, session)
                if redacted != number:
                    return redacted  # a number found to be personal data: its placeholder, as text
                if "credit_card" in self.enabled and _card(number, min_distinct=2):
                    # a card stored as a JSON value is data, not a test constant in code
                    self.report.add(session, "credit_card")
                    return self.placeholder("credit_card", number)
        return value

    def _strip_blobs(self, value: dict, session: str | None) -> dict:
        """``value`` with its encrypted blobs (and base64 image, unless kept) replaced by notes."""
        out = None
        for k, v in value.items():
            if (k in ENCRYPTED_KEYS or (k == "data" and value.get("type") == "redacted_thinking")) and opaque(
                v
            ):
                out = out if out is not None else dict(value)
                out[k] = f"[encrypted: {decoded_size(v)} bytes]"
                self.report.add(session, "encrypted_blob")
        if self.strip_images:
            mime = image_dict(value)
            if mime is not None:
                out = out if out is not None else dict(value)
                out["data"] = image_note(mime, value["data"])
                self.report.add(session, "inline_image")
        return value if out is None else out

    def redact_row(self, row: dict) -> dict:
        """A copy of a canonical row with every string field redacted; counted under its ``id``.
        What it reads is the row alone (its own home-path names: see :meth:`names_of`)."""
        with self.names.of([row]), self.finder.row(row):
            return self._redact_row(row)

    def _redact_row(self, row: dict) -> dict:
        # a row id is ``<harness>:<session id>``: judged as a session id (see :mod:`.fields`)
        session = (
            self._redact_text(row["id"], None, "session") if isinstance(row.get("id"), str) else row.get("id")
        )
        out = {}
        for key, value in row.items():
            if not isinstance(value, (str, dict, list)):
                out[key] = value  # the typed counts and flags of a row
            elif key == "id":
                out[key] = session
            elif key == "harness":
                out[key] = self.redact_harness(value, session)
            else:
                out[key] = self.redact_value(value, session, key)
        return out

    def redact_harness(self, harness: str, session: str | None = None) -> str:
        """A row's harness redacted and kept a safe name: it names configs, shards and folders,
        and another tool's STS header can put anything in it."""
        redacted = self.redact_text(harness, session)
        return harness if redacted == harness else safe_harness(redacted)

    def redact_rows(self, rows: Iterable[dict], *, progress: bool = False) -> Iterator[dict]:
        """``rows`` redacted one by one, with a progress bar (rows and text size) on a terminal."""
        from huggingface_hub.utils import tqdm

        with tqdm(desc="Redacting", unit=" rows", disable=None if progress else True) as bar:
            for row in rows:
                yield self.redact_row(row)
                bar.update(1)

    def findings(self) -> list[tuple[str, str, str, int]]:
        """``(kind, value, placeholder, count)`` of everything replaced so far."""
        return sorted(((k, v, p, n) for (k, v, p), n in self.seen.items()), key=lambda f: (f[0], -f[3], f[2]))

    def scan_text(self, text: str) -> Iterator[tuple[str, str]]:
        """``(kind, value)`` of every finding in ``text``, without replacing anything."""
        for f in self.finder.find(text):
            yield f.kind, text[f.start : f.end]
