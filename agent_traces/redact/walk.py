"""The row walk: :class:`Redactor` finds and replaces in every string of a row (one engine
call per row), and :class:`RedactionReport` counts what was replaced.
"""

from __future__ import annotations

import bisect
import hashlib
import hmac
import re
import secrets
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from ..export.sts import safe_harness
from .blobs import ENCRYPTED_KEYS, decoded_size, image_dict, image_note, opaque, strip_data_urls
from .engine import _ROW_SEPARATOR, ENGINE_KINDS, _blank, engine
from .findings import CATEGORIES, KEEPABLE, Finding, _group, _resolve, _whole_token
from .identifiers import bare_tokens, derived_forms, identifier_like, token_like
from .normalize import Normalized
from .patterns import (
    _NEEDLES,
    CHECKED_VALUE_KINDS,
    SECRET_PATTERNS,
    VALUE_CHECKS,
    _extra_pattern,
    _private_keys,
)
from .personal import (
    _CARD_GATE,
    _DIGIT,
    _FILE_SUFFIXES,
    _IBAN_GATE,
    _IPV4_GATE,
    _PHONE_GATE,
    _SSN_GATE,
    AUTHOR,
    CARD,
    EMAIL,
    HOME_PATHS,
    IBAN,
    IPV4,
    IPV6,
    NOT_USERNAMES,
    PHONE_INTL,
    PHONE_NATIONAL,
    SSN,
    _card,
    _current_host,
    _current_user,
    _date_like,
    _home_path_users,
    _host_word,
    _iban,
    _personal_email,
    _personal_ip,
    _safe_global,
    _user_word,
    _version_context,
)
from .placeholders import PLACEHOLDER_PREFIX, _has_placeholder, _is_placeholder
from .structural import (
    _ASSIGNMENT_LOWER,
    _ASSIGNMENT_WORDS,
    _NOT_SECRET_NAMES,
    ASSIGNMENT,
    PASSWORD_NAME,
    _name_before,
    judge_key,
    looks_password,
    looks_secret,
    quoted_end,
    structure_spans,
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


@dataclass
class RedactionReport:
    """What was replaced: counts by kind, in total and per session (row id); which categories ran."""

    total: Counter = field(default_factory=Counter)
    per_session: dict[str, Counter] = field(default_factory=dict)
    categories: tuple[str, ...] = CATEGORIES
    kept: tuple[str, ...] = ()

    def add(self, session: str | None, kind: str, n: int = 1) -> None:
        self.total[kind] += n
        if session is not None:
            self.per_session.setdefault(session, Counter())[kind] += n

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": dict(sorted(self.total.items())),
            "replacements": sum(self.total.values()),
            "sessions_with_redactions": len(self.per_session),
            "per_session": {s: dict(sorted(c.items())) for s, c in sorted(self.per_session.items())},
            "categories": list(self.categories),
            "kept": list(self.kept),
        }

    def summary(self) -> str:
        if not self.total:
            return "redaction: nothing found"
        kinds = ", ".join(f"{k}={n}" for k, n in sorted(self.total.items()))
        return (
            f"redaction: {sum(self.total.values())} replacement(s) in {len(self.per_session)} "
            f"session(s): {kinds}"
        )


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
        self.placeholders: dict[tuple[str, str], str] = {}
        self.placeholder_key: bytes | None = None
        self.report = RedactionReport(
            categories=tuple(c for c in CATEGORIES if c in self.enabled), kept=tuple(sorted(kept))
        )
        self.seen: Counter = Counter()
        self.extra_patterns = [_extra_pattern(e) for e in extra if e]
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
        self.known_users = {u for u in users if u}
        self.global_users = [u for u in users if _safe_global(u)]
        self.global_hosts = [h for h in hosts if _safe_global(h)]
        self.learned_users: set[str] = set()
        # (category, kind or kind by name, pattern, names: one must be in the text, lower-case for hosts)
        self._word_patterns: list[tuple[str, Any, re.Pattern[str], tuple[str, ...]]] = []
        self._scoped: dict[frozenset[str], list] = {}
        self._build_word_patterns()
        self._engine = engine() if "secret" in self.enabled else None
        self._row: _RowScan | None = None
        self._shared: dict[str, Finding] | None = None

    def _build_word_patterns(self) -> None:
        self._word_patterns = self._patterns_for(self.learned_users)

    def _patterns_for(self, learned: Iterable[str]) -> list:
        """The word patterns of the OS users and hosts, and of the ``learned`` user names."""
        patterns = []
        if "user" in self.enabled:
            names = [(n, "os_username") for n in sorted(set(self.global_users), key=len, reverse=True)]
            names += [
                (n, "home_path_user")
                for n in sorted(set(learned) - set(self.global_users), key=lambda n: (-len(n), n))
            ]
            if names:
                alternation = "|".join(re.escape(n) for n, _ in names)
                kinds = dict(names)
                patterns.append(("user", kinds, _user_word(alternation), tuple(kinds)))
        if "host" in self.enabled:
            hosts = []
            for name in sorted(set(self.global_hosts), key=len, reverse=True):
                variants = {name, name.split(".")[0]} if len(name.split(".")[0]) >= 4 else {name}
                hosts += sorted(variants, key=len, reverse=True)
            if hosts:
                pattern = _host_word("|".join(re.escape(h) for h in hosts))
                patterns.append(("host", "hostname", pattern, tuple(h.lower() for h in hosts)))
        return patterns

    @contextmanager
    def names_of(self, values: Iterable[Any]) -> Iterator[set[str]]:
        """Within this block, the user names of home paths in ``values`` (one session: a row, a
        trace file's lines) are replaced wherever they appear, and no other learned name is.

        A name seen in ``/Users/<u>/`` also shows up outside paths (``ls -l`` owners, git
        authors); the distinctive ones (see :func:`_safe_global`) are replaced wherever they
        appear in the session as a whole word of their own, with the same case. Names are not
        carried from one session to another: a session's text would otherwise depend on which
        other sessions are in the dataset.
        """
        names = frozenset(self.home_users(values))
        saved = self._word_patterns
        if names not in self._scoped:
            if len(self._scoped) > 256:
                self._scoped.clear()
            self._scoped[names] = self._patterns_for(names)
        self._word_patterns = self._scoped[names]
        try:
            yield set(names)
        finally:
            self._word_patterns = saved

    def learn(self, values: Iterable[Any]) -> set[str]:
        """Collect the user names of home paths in ``values`` so that :meth:`redact_text` and
        :meth:`redact_value` replace them everywhere (rows use their own names: see
        :meth:`names_of`). Returns the names learned."""
        new = self.home_users(values) - self.learned_users
        if new:
            self.learned_users |= new
            self._build_word_patterns()
        return new

    def home_users(self, values: Iterable[Any]) -> set[str]:
        """The distinctive user names of the home paths in ``values``."""
        found: set[str] = set()
        for text in (t for value in values for t in _strings(value)):
            if "home" not in text and "Users" not in text:
                continue
            for pattern in HOME_PATHS[:3]:
                for match in pattern.finditer(text):
                    user = match.group("user")
                    if user.lower() not in NOT_USERNAMES and _safe_global(user):
                        found.add(user)
        return found

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
        saved = self._shared
        self._shared = {}
        try:
            for text in seed:
                for f in self.find(text):
                    self._learn_form(
                        f.value if f.value is not None else text[f.start : f.end], f.category, f.kind
                    )
            yield self._shared
        finally:
            self._shared = saved

    def _learn_form(self, value: str, category: str, kind: str) -> None:
        if self._shared is None or category in ("user", "host") or not token_like(value):
            return  # names have their own word rules; words found by context stay there
        for form in derived_forms(value):
            self._shared.setdefault(form, Finding(0, 0, category, kind, value))

    def adopt_names(self, names: Iterable[str]) -> None:
        """Replace ``names`` everywhere, as if :meth:`learn` had learned them here: what workers
        that learned from parts of the input return, merged."""
        new = set(names) - self.learned_users
        if new:
            self.learned_users |= new
            self._build_word_patterns()

    # -- finding ----------------------------------------------------------------------------

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
        if self._shared:
            extra += self._forms_in(text, self._shared)
        return _resolve(found + extra) if extra or (row is not None and row.forms) else found

    def _find_all(self, text: str) -> list[Finding]:
        """:meth:`find` but the derived forms of the row's values."""
        row = self._row
        norm = row.normalized[text] if row is not None and text in row.normalized else Normalized.of(text)
        found = self._find(text, norm.text if norm is not None else text)
        if norm is not None:
            found = [norm.original(f) for f in found]
            # names and the user's own patterns also read the raw text: ``C:\\tom`` is not a tab
            found += self._words(text)
            for pattern in self.extra_patterns:
                for match in pattern.finditer(text):
                    if match.end() > match.start():
                        found.append(Finding(match.start(), match.end(), "custom", "custom"))
        if "user" in self.enabled and ("home" in text or "Users" in text or "~" in text):
            found += _home_path_users(text)
        return _resolve(found)

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

    def _find_row(self, scan: _RowScan) -> None:
        """Every string of the row found once (kept in ``scan.found``), and the derived forms of
        what was found (the folder and id forms, JSON and URL escapes: ``scan.forms``), so that a
        value found in one field is replaced in all its forms in every field of the row."""
        for text in scan.normalized:
            found = scan.found[text] = self._find_all(text)
            for f in found:
                value = text[f.start : f.end]
                if f.category in ("user", "host") or not token_like(value):
                    continue  # names have their own word rules; words found by context stay there
                for form in derived_forms(value):
                    scan.forms.setdefault(form, Finding(0, 0, f.category, f.kind, value))

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
                found += self._engine_findings(_blank(text, keys) if keys else text)
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
        if identifier_like(text):
            for s, e, kind in bare_tokens(text):
                category = kind if kind in ("credit_card", "phone") else "secret"
                if category in on:
                    found.append(Finding(s, e, category, kind))
        if "@" in text:
            if "email" in on:
                for match in EMAIL.finditer(text):
                    address, suffix, end = match.group(0), match.group(1), match.end()
                    if (
                        suffix.lower() in _FILE_SUFFIXES
                        and "." in address.rsplit("@", 1)[1][: -len(suffix) - 1]
                    ):
                        address = address[: -len(suffix) - 1]  # an address followed by a file suffix
                        end -= len(suffix) + 1
                        suffix = address.rsplit(".", 1)[1]
                    if _personal_email(address, suffix):
                        found.append(Finding(match.start(), end, "email", "email"))
            if "name" in on and ":" in text:
                for match in AUTHOR.finditer(text):
                    email = match.group("email")
                    name = match.group("name").strip()
                    if _personal_email(email, email.rsplit(".", 1)[-1]) and not _is_placeholder(name):
                        s = match.start("name")
                        found.append(Finding(s, s + len(name), "name", "person_name"))
        if (self._row is None or self._row.digits) and _DIGIT.search(text):
            found += self._numbers(text)
        found += self._words(text)
        for pattern in self.extra_patterns:
            for match in pattern.finditer(text):
                if match.end() > match.start():
                    found.append(Finding(match.start(), match.end(), "custom", "custom"))
        return found

    def _words(self, text: str) -> list[Finding]:
        """The OS user, host and learned user names in ``text`` as words of their own."""
        found = []
        for category, kind, pattern, names in self._word_patterns:
            where = text.lower() if category == "host" else text
            if not any(n in where for n in names):
                continue
            for match in pattern.finditer(text):
                k = kind if isinstance(kind, str) else kind.get(match.group(0), "home_path_user")
                found.append(Finding(match.start(), match.end(), category, k))
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
        if "secret" not in self.enabled:
            return scan
        keys = _private_keys(blob) if "PRIVATE KEY" in blob else []
        data = (_blank(blob, keys) if keys else blob).encode("utf-8")
        starts, pos = [], 0
        sep = len(_ROW_SEPARATOR.encode("utf-8"))
        encoded = [s.encode("utf-8") for s in texts]
        for b in encoded:
            starts.append(pos)
            pos += len(b) + sep
        for f in self._engine.scan(data):
            rule = f.rule_id.split(".", 1)[-1]
            loc = f.location
            bs, be = loc["start_offset"], loc["end_offset"]
            i = bisect.bisect_right(starts, bs) - 1
            if i < 0:
                continue
            raw = encoded[i]
            s_off, e_off = bs - starts[i], min(be - starts[i], len(raw))
            if s_off >= len(raw):
                continue
            finding = self._engine_finding(texts[i], raw, s_off, e_off, rule)
            if finding is not None:  # kept in normalized offsets, as :meth:`_find` reads them
                scan.engine.setdefault(strings[i], []).append(finding)
        return scan

    def _engine_finding(self, text: str, data: bytes, s: int, e: int, rule: str) -> Finding | None:
        if len(data) != len(text):
            s, e = len(data[:s].decode("utf-8", "ignore")), len(data[:e].decode("utf-8", "ignore"))
        value = text[s:e]
        if _is_placeholder(value) or (rule.startswith("generic") and not looks_secret(value)):
            return None
        s, e = _whole_token(text, s, e)
        return Finding(s, e, "secret", ENGINE_KINDS.get(rule, rule.replace("-", "_")))

    def _engine_findings(self, text: str) -> list[Finding]:
        data = text.encode("utf-8")
        out = []
        for f in self._engine.scan(data):
            loc = f.location
            rule = f.rule_id.split(".", 1)[-1]
            finding = self._engine_finding(text, data, loc["start_offset"], loc["end_offset"], rule)
            if finding is not None:
                out.append(finding)
        return out

    def _assignments(self, text: str, low: str) -> list[Finding]:
        out = []
        # the same pattern without (?i) on the lower-cased text is several times faster
        matches = _ASSIGNMENT_LOWER.finditer(low) if len(low) == len(text) else ASSIGNMENT.finditer(text)
        for match in matches:
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
        if "iban" in on and self._gate(_IBAN_GATE, text):
            for m in IBAN.finditer(text):
                if _iban(m.group(0)):
                    out.append(Finding(m.start(), m.end(), "iban", "iban"))
        if "ssn" in on and self._gate(_SSN_GATE, text):
            for m in SSN.finditer(text):
                out.append(Finding(m.start(), m.end(), "ssn", "us_ssn"))
        return out

    # -- replacing --------------------------------------------------------------------------

    def placeholder(self, category: str, value: str) -> str:
        """The placeholder of ``value``: ``<PREFIX_xxxxxxxx>`` from an HMAC of the value under
        :attr:`key` (``<USER>``, ``<HOST>`` for names); the same value always gets the same one."""
        key = self.key_of(category, value)
        found = self.placeholders.get(key)
        if found is None:
            prefix = PLACEHOLDER_PREFIX[category]
            if category in ("user", "host"):
                found = f"<{prefix}>"
            else:
                norm = value.lower() if category == "email" else value
                data = f"{category}\x00{norm}".encode("utf-8", "surrogatepass")
                found = f"<{prefix}_{hmac.new(self.key, data, hashlib.sha256).hexdigest()[:8]}>"
            self.placeholders[key] = found
        return found

    def key_of(self, category: str, value: str) -> tuple[str, str]:
        """The key of ``value`` in :attr:`placeholders`: the value itself (lower-case for names
        and emails), or with a :attr:`placeholder_key` its keyed BLAKE2b digest, so that keys
        can be handed to other processes (Ray's object store, which may spill to disk) without
        the values."""
        norm = value.lower() if category in ("user", "host", "email") else value
        if self.placeholder_key is None:
            return category, norm
        data = norm.encode("utf-8", "surrogatepass")
        return category, hashlib.blake2b(data, key=self.placeholder_key, digest_size=20).hexdigest()

    def redact_text(self, text: str, session: str | None = None) -> str:
        """``text`` with every finding replaced by its placeholder (counted in the report), and
        base64 image data URLs replaced by a note unless images are kept (see :mod:`.blobs`)."""
        if not isinstance(text, str) or not text:
            return text
        if self.strip_images and "base64," in text:
            text, n = strip_data_urls(text)
            self.report.add(session, "inline_image", n)
        findings = self.find(text)
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
            if self._shared is not None and f.value is None:
                self._learn_form(value, f.category, f.kind)
            last = f.end
        parts.append(text[last:])
        return "".join(parts)

    def redact_value(self, value: Any, session: str | None = None, key: str | None = None) -> Any:
        """A JSON-like value with every string (and dict key) redacted, recursively.

        A string under a secret-looking key (``"api_key": "…"``) is replaced whole when it looks
        like a secret (any password under a password-like key), since there is no ``name=``
        text around it for the assignment rule.
        """
        if isinstance(value, str):
            kind = judge_key(key, value) if key is not None and "secret" in self.enabled else None
            if kind and not _has_placeholder(value):
                replacement = self.placeholder("secret", value)
                self.report.add(session, kind)
                self.seen[(kind, value, replacement)] += 1
                self._learn_form(value, "secret", kind)
                return replacement
            return self.redact_text(value, session)
        if isinstance(value, dict):
            return {
                self.redact_text(k, session) if isinstance(k, str) else k: self.redact_value(v, session, k)
                for k, v in self._strip_blobs(value, session).items()
            }
        if isinstance(value, (list, tuple)):
            return [self.redact_value(v, session) for v in value]
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
        with self.names_of([row]):
            self._row = self._scan_row(row)
            try:
                self._find_row(self._row)
                return self._redact_row(row)
            finally:
                self._row = None

    def _redact_row(self, row: dict) -> dict:
        session = self.redact_text(row["id"]) if isinstance(row.get("id"), str) else row.get("id")
        out = {}
        for key, value in row.items():
            if not isinstance(value, (str, dict, list)):
                out[key] = value  # the typed counts and flags of a row
            elif key == "id":
                out[key] = session
            elif key == "harness":
                out[key] = self.redact_harness(value, session)
            else:
                out[key] = self.redact_value(value, session)
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
        for f in self.find(text):
            yield f.kind, text[f.start : f.end]


def _number_text(value: Any) -> str | None:
    """A JSON number as the text the rules read, when it is long enough to be a card or account
    number (``{"card": 4111111111111111}``); None for booleans, short numbers and fractions."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float):
        if not value.is_integer() or not 1e6 <= abs(value) < 1e20:
            return None
        value = int(value)
    if isinstance(value, int) and abs(value) >= 1_000_000:
        return str(value)
    return None


def row_strings(row: dict) -> Iterator[str]:
    """Every string of a row (every field, any depth, dict keys, long numbers as text)."""
    for value in row.values():
        yield from _strings(value)


def _strings(value: Any) -> Iterator[str]:
    """Every string of a JSON-like value: strings, dict keys, and long numbers as text."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, (int, float)):
        number = _number_text(value)
        if number is not None:
            yield number
    elif isinstance(value, dict):
        for k, v in value.items():
            if isinstance(k, str):
                yield k
            yield from _strings(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v)
