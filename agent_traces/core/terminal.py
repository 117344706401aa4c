"""Text from the data, made safe to print on a terminal.

A folder name, a session id or a problem's detail can hold ``ESC [31m``, ``\\r`` or a bidi
override: printed raw they recolour the terminal, rewrite the line before or hide text. Every
character that is not printable is shown as its Python escape instead (``\\x1b``, ``\\r``,
``\\u202e``), so what is shown is what is there.
"""

from __future__ import annotations

_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def shown(value: object, *, keep_newlines: bool = False) -> str:
    """``str(value)`` with every non-printable character escaped (``keep_newlines``: except
    ``\\n``, for messages whose lines are ours)."""
    text = str(value)
    if text.isprintable():
        return text
    out = []
    for ch in text:
        if ch.isprintable() or (keep_newlines and ch == "\n"):
            out.append(ch)
        elif ch in _NAMED:
            out.append(_NAMED[ch])
        elif ord(ch) < 0x100:
            out.append(f"\\x{ord(ch):02x}")
        elif ord(ch) < 0x10000:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(f"\\U{ord(ch):08x}")
    return "".join(out)
