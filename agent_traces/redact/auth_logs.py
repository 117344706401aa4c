"""Login names in authentication logs (sshd, PAM, sudo, su), as the ``user`` class.

Policy: the account a person logs in with is the same datum as the user name in a home path
(``/home/<USER>``), so it gets the same ``<USER>`` placeholder; the address it came from is an
IP and the IP rule already takes it. Generic accounts (``root``, ``ubuntu``, ``git``) stay, as
in paths. The log's own grammar names the field, so no guess about the word is needed.
"""

from __future__ import annotations

import re

from .findings import Finding
from .personal import GENERIC_NAMES

_NAME = r"(?P<user>[A-Za-z_][A-Za-z0-9_.\-]{0,31}[A-Za-z0-9_$]?)"
# the SSH authentication methods (RFC 4252, 4256, 4462) sshd names in its log
_METHOD = r"(?:password|publickey|keyboard-interactive(?:/pam)?|gssapi-with-mic|gssapi-keyex|hostbased|none)"
_AUTH_LINE = re.compile(
    # sshd: ``Accepted publickey for u from``, ``Failed password for invalid user u from``
    r"(?:Accepted|Failed|Postponed|Partial)\s+"
    + _METHOD
    + r"\s+for\s+(?:invalid\s+user\s+)?"
    + _NAME
    + r"\s+from\s"
    # sshd: ``Invalid user u from``, ``Disconnected from (authenticating|invalid) user u 1.2.3.4``
    r"|(?:Invalid|Illegal)\s+user\s+" + _NAME.replace("user>", "user2>") + r"\s+from\s"
    r"|(?:authenticating|invalid)\s+user\s+" + _NAME.replace("user>", "user3>") + r"\s+\d"
    # PAM: ``session opened for user u(uid=…) by``, ``authentication failure; … user=u``
    r"|session\s+(?:opened|closed)\s+for\s+user\s+" + _NAME.replace("user>", "user4>") + r"(?=[\s(]|$)"
    r"|authentication\s+failure;[^\n]*?\suser=" + _NAME.replace("user>", "user5>") + r"(?=\s|$)"
    # sudo: ``sudo:   u : TTY=pts/0 ; PWD=…``
    r"|sudo(?:\[\d+\])?:\s+" + _NAME.replace("user>", "user6>") + r"\s+:\s+(?:TTY|\d+ incorrect)"
)
_NEEDLES = ("for ", "user", "sudo")
_ACCOUNTS = frozenset({"git", "postgres", "www-data", "nobody", "reboot", "shutdown", "wtmp", "btmp"})
_DAY = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b"
# a login record listing (``last``, ``lastb``, ``who``, ``w``): the name at a line's start, then
# its terminal (``pts/1``, ``tty2``, ``:0``, ``console``), which ``last`` glues to a name of 9
_SESSION_LINE = re.compile(
    r"(?m)(?:^|(?<=\\n))(?P<user>[a-z_][a-z0-9_.\-]{0,31}?)[ \t]*(?:pts/\d+|tty[a-zA-Z]*\d+|:\d+(?:\.\d)?|console)[ \t]+"
    # then what such a listing prints next: an address or a time, a weekday, ``(:0)``
    rf"(?=\d|\(|{_DAY}|[\w.:-]+[ \t]+(?:\d|{_DAY}))"
)


def auth_log_users(text: str) -> list[Finding]:
    """The login names that authentication log lines in ``text`` name, but generic accounts."""
    out = []
    if "pts/" in text or "tty" in text or "console" in text or ":0" in text:
        for m in _SESSION_LINE.finditer(text):
            if m.group("user").casefold() not in _ACCOUNTS | GENERIC_NAMES:
                out.append(Finding(m.start("user"), m.end("user"), "user", "auth_log_user"))
    if not any(n in text for n in _NEEDLES):
        return out
    for m in _AUTH_LINE.finditer(text):
        group = next(g for g in ("user", "user2", "user3", "user4", "user5", "user6") if m.group(g))
        name = m.group(group)
        if name.casefold() in GENERIC_NAMES or name.casefold() in _ACCOUNTS:
            continue
        out.append(Finding(m.start(group), m.end(group), "user", "auth_log_user"))
    return out
