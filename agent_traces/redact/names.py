"""User and host names replaced wherever they appear as words of their own: the OS user and
host given to the :class:`~.walk.Redactor`, and the user names of home paths learned from a
session (:meth:`Names.of`) or from a whole input (:meth:`Names.learn`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from .findings import Finding
from .personal import HOME_PATHS, NOT_USERNAMES, _host_word, _safe_global, _user_word
from .strings import _strings


class Names:
    """The word patterns of the names to replace, for the categories in ``enabled``.

    Args:
        users: the OS user names (each replaced everywhere when distinctive: see
            :func:`.personal._safe_global`).
        hosts: the host names (and their first label, when long enough).
        enabled: the categories redaction runs (``user`` and ``host`` matter here).
    """

    def __init__(self, users: Iterable[str], hosts: Iterable[str], enabled: frozenset[str]) -> None:
        users, hosts = list(users), list(hosts)
        self.enabled = enabled
        self.global_users = [u for u in users if _safe_global(u)]
        self.global_hosts = [h for h in hosts if _safe_global(h)]
        self.learned_users: set[str] = set()
        # (category, kind or kind by name, pattern, names: one must be in the text, lower-case for hosts)
        self.patterns: list[tuple[str, Any, re.Pattern[str], tuple[str, ...]]] = []
        self._scoped: dict[frozenset[str], list] = {}
        self._build_word_patterns()

    def _build_word_patterns(self) -> None:
        self.patterns = self._patterns_for(self.learned_users)

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
    def of(self, values: Iterable[Any]) -> Iterator[set[str]]:
        """Within this block, the user names of home paths in ``values`` are replaced wherever
        they appear, and no other learned name is (see :meth:`.walk.Redactor.names_of`)."""
        names = frozenset(self.home_users(values))
        saved = self.patterns
        if names not in self._scoped:
            if len(self._scoped) > 256:
                self._scoped.clear()
            self._scoped[names] = self._patterns_for(names)
        self.patterns = self._scoped[names]
        try:
            yield set(names)
        finally:
            self.patterns = saved

    def learn(self, values: Iterable[Any]) -> set[str]:
        """Collect the user names of home paths in ``values``, to be replaced everywhere.
        Returns the names learned."""
        new = self.home_users(values) - self.learned_users
        if new:
            self.learned_users |= new
            self._build_word_patterns()
        return new

    def adopt(self, names: Iterable[str]) -> None:
        """Replace ``names`` everywhere, as if :meth:`learn` had learned them here."""
        new = set(names) - self.learned_users
        if new:
            self.learned_users |= new
            self._build_word_patterns()

    @staticmethod
    def home_users(values: Iterable[Any]) -> set[str]:
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

    def words(self, text: str) -> list[Finding]:
        """The OS user, host and learned user names in ``text`` as words of their own."""
        found = []
        for category, kind, pattern, names in self.patterns:
            where = text.lower() if category == "host" else text
            if not any(n in where for n in names):
                continue
            for match in pattern.finditer(text):
                k = kind if isinstance(kind, str) else kind.get(match.group(0), "home_path_user")
                found.append(Finding(match.start(), match.end(), category, k))
        return found
