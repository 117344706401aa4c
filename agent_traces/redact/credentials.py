"""The credential families with no vendor prefix, in one call for :class:`.finder.Finder`:
password hashes (:mod:`.hashes`), credentials given to commands (:mod:`.commands`), credential
files by layout (:mod:`.files`), secrets among call arguments (:mod:`.arguments`), secrets piped, generated or printed in a shell
session (:mod:`.flows`), private members of JSON Web Keys (:mod:`.jwk`), daemons' own credential syntax (:mod:`.daemons`),
self-proving tokens (:mod:`.tokens`), random values after
a secret's name written as words (:mod:`.cues`), passwords in device and SQL statements
(:mod:`.statements`) and secrets bound through a type, a call, a record or a title (:mod:`.bindings`); values of
secret names the assignment rule cannot take (:mod:`.named_values`); literals behind a
declaration's type or prefix and in table rows (:mod:`.declarations`); the value child of a
secret-named XML element (:mod:`.xml_children`); key material under a comment that names it
secret (:mod:`.key_lines`); attributes a Terraform state lists as sensitive (:mod:`.tf_state`); quoted
literals that meet a password policy, wherever they stand (:mod:`.policy_passwords`); answers to
password prompts, values printed under their label and vendor-style prefixed tokens
(:mod:`.dialogues`); an RTMP URL's stream key and a TSIG key on a command line (:mod:`.protocol_slots`)."""

from __future__ import annotations

import re

from .arguments import argument_spans
from .bindings import binding_spans
from .commands import command_spans
from .cues import cue_spans
from .daemons import daemon_spans
from .declarations import declaration_spans
from .dialogues import dialogue_spans
from .drawn import drawn_spans
from .files import file_spans
from .flag_values import flag_value_spans
from .flows import flow_spans
from .hashes import hash_spans
from .jwk import jwk_spans
from .key_lines import key_line_spans
from .named_values import named_value_spans
from .placeholders import _is_placeholder
from .policy_passwords import policy_password_spans
from .protocol_slots import protocol_spans
from .slots import slot_spans
from .statements import statement_spans
from .tf_state import sensitive_attribute_spans
from .tokens import token_spans
from .xml_children import xml_child_spans

# a placeholder as a path part shows it (``SECRET_1b45d158``: its ``<``, ``>`` dropped)
_BARE_PLACEHOLDER = re.compile(r"[A-Z]{2,8}_[0-9a-f]{8}")


def _literal_dollar(kind: str, value: str) -> bool:
    """Whether a key literal in code starts with a ``$`` that is a character, not a variable:
    Go, Rust and Python strings do not interpolate, and ``$k9^Tq…`` is no ``$VAR`` path."""
    return kind == "secret_literal" and value.startswith("$") and not re.search(r"[/{}\s]", value)


def credential_spans(text: str, low: str) -> list[tuple[int, int, str]]:
    """``(start, end, kind)`` of every credential these families find in ``text`` (``low``: its
    lower-cased copy); a value that is, or sits in, a placeholder is not one (redacted text is
    read again: a manifest, a gated file)."""
    hashes = hash_spans(text)  # ``$y$…``, ``$apr1$…``: a hash is not a ``$VAR``
    spans = (
        command_spans(text, low)
        + argument_spans(text, low)
        + flow_spans(text, low)
        + jwk_spans(text)
        + daemon_spans(text, low)
        + file_spans(text, low)
        + token_spans(text)
        + cue_spans(text, low)
        + statement_spans(text, low)
        + binding_spans(text, low)
        + named_value_spans(text, low)
        + declaration_spans(text, low)
        + xml_child_spans(text)
        + key_line_spans(text, low)
        + sensitive_attribute_spans(text)
        + slot_spans(text, low)
        + drawn_spans(text, low)
        + flag_value_spans(text, low)
        + policy_password_spans(text)
        + dialogue_spans(text, low)
        + protocol_spans(text, low)
    )
    return [
        (s, e, kind)
        for s, e, kind in hashes + spans
        if not (
            (kind != "password_hash" and _is_placeholder(text[s:e]) and not _literal_dollar(kind, text[s:e]))
            or _BARE_PLACEHOLDER.fullmatch(text, s, e)
            or (s > 0 and text[s - 1] == "<" and text.startswith(">", e))
        )
    ]
