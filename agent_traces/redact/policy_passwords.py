"""Passwords by the rule people write them under, wherever they stand (issue 31, round 8).

Seven rounds of rules read a password from its slot: a name that says password, a flag, a
connection string, a call whose parameter is named. Every tool has another slot
(``knife[:openstack_password]``, ``Sql.newInstance(url, user, pw, driver)``,
``username_pw_set(u, pw)``, ``credentialWithUser:@"…" password:@"…"``, ``vsql -w``), so each round
found the slots of its own sets. This judge asks the question the other way round: a quoted
literal, or a token alone between spaces, that meets a password policy (upper and lower case
letters, a digit and a symbol, as Active Directory's and most sign-up forms' complexity rules ask)
is a password whatever its slot (round 9 added the lone token — ``Key Content : <pw>`` in
``netsh wlan show profile``, ``MqttPassword <pw>;`` on a device console — and ``+`` as a symbol).

Code rarely writes such a string (quoted: 0 of 55,360 literals of the real corpus, 58 of 371,988
in the installed packages' sources, documentation and tests before the exclusions below; lone
tokens after them: 0 of 858,476 in the corpus, 12 of 3,243,938 in the packages): what it does
write with all four classes has a structure of its own, which keeps it: a URL fragment
(``index.html#AEN14``), a regex range (``a-zA-Z0-9_$``), an HTML entity, a template
(``@__f2py_DOUBLE_STAR@``), a format (``VS%0.f0COMNTOOLS``), a version (``E!0.dev0``), an
issue reference (``GH#34708``, ``PKCS#8v2``), an expression (``Integer*-1``), member access
(``MachineState.START#20-27``), a glob (``Microsoft.VC14*.CRT``), optional chaining
(``Text?.let``), a class's member in documentation (``Http2Stream#setTimeout``), a code point
(``U+02D5``) or an e-mail address.
"""

from __future__ import annotations

import re

# a quoted literal, the quote JSON-escaped or not (tool arguments and results hold JSON text);
# Objective-C's ``@"…"`` is a quoted literal after an ``@``
QUOTED = re.compile(r"""(?<!\\)(?P<q>\\?["'`])(?P<value>[^\s"'`\\]{8,64})(?P=q)""")
# a token alone between spaces, after ``=``/``:`` or an opening bracket, with a symbol in it
# (``Key Content : <pw>`` in ``netsh wlan show profile``, ``MqttPassword <pw>;`` on a device console)
TOKEN = re.compile(
    r"""(?:(?<=[\s=(\[{,])|^)(?=[^\s"'`]{0,63}[!#%&*?@$^~+])(?P<value>[^\s"'`\\]{8,64})(?=[\s,;)\]}]|$)"""
)

_SYMBOLS = frozenset("!#%&*?@$^~+")
_ALLOWED = re.compile(r"[A-Za-z0-9!#%&*?@$^~+._,;-]{8,64}")

_STRUCTURE = re.compile(
    r"\.[A-Za-z]{2,5}#"  # a file's anchor
    r"|://"
    r"|a-z|A-Z|0-9"  # a regex range
    r"|&#?\w{2,8};"  # an HTML entity
    r"|@\w+@|@@|\$\d|\$\{|\{\{|%[\d.]|%[0-9A-Fa-f]{2}"  # a template, a format, percent-encoding
    r"|\d\.\d|\.(?:dev|post|rc)\d"  # a version, a number
    r"|(?:^|[-_])[A-Za-z]{2,8}#\d"  # an issue or standard's reference (``GH#5460``, ``pre-GH#55782``)
    r"|[A-Z][a-z]+\w*#[a-z]+[A-Za-z]*$"  # a class's member in documentation (``Http2Stream#setTimeout``)
    r"|\?\.|\?\?|\d\^[a-z]|[A-Za-z]\*-?\d|\+\+|\+=|\+$|U\+[0-9A-Fa-f]{4}"  # an expression, C++, a code point
    r"|\*-|-\*|\.\*|\*\.|\*\*"  # an expression, a glob, a regex
    r"|[A-Za-z]{3,}\.[A-Za-z]{3,}"  # member access
    r"|#\d+-\d+"  # a range after a comment's mark
)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def meets_policy(value: str) -> bool:
    """Whether ``value`` is a password by the usual complexity rule and has none of the
    structures code gives such a string."""
    if _STRUCTURE.search(value):
        return False
    core = value.rstrip(".,;:")
    if not _ALLOWED.fullmatch(core) or len(core) < 8:
        return False
    if not (
        any(c.islower() for c in core)
        and any(c.isupper() for c in core)
        and any(c.isdigit() for c in core)
        and any(c in _SYMBOLS for c in core[1:])
    ):
        return False
    if _STRUCTURE.search(core) or _EMAIL.fullmatch(core):
        return False
    return sum(core.count(c) for c in "-_.,;:") < 3


def policy_password_spans(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of every quoted literal or lone token that meets a password policy."""
    if not any(c in _SYMBOLS for c in text):
        return []
    spans = {
        (m.start("value"), m.start("value") + len(m.group("value").rstrip(".,;:")))
        for pattern in (QUOTED, TOKEN)
        for m in pattern.finditer(text)
        if meets_policy(m.group("value"))
    }
    return [(s, e, "policy_password") for s, e in sorted(spans)]
