"""The strings of the real corpus, and a classifier for what a redaction rule replaced in them.

Shared by the false-positive test (``tests/test_redact.py``) and ``benchmarks/redaction_eval.py``.
``classify`` names the class of a replaced value from the token it sits in, so that a user name
replaced inside ``gpt-5.1-codex-max`` counts as a damaged model name, not as a user name.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

# classes of values that redaction must never change
NEVER_CHANGED = (
    "model_name",
    "tool_name",
    "code_identifier",
    "version",
    "timestamp",
    "hash",
    "uuid",
    "base64_image",
)

TOOL_NAMES = frozenset(
    [
        "Bash",
        "Read",
        "Write",
        "Edit",
        "MultiEdit",
        "Glob",
        "Grep",
        "LS",
        "Task",
        "TodoWrite",
        "WebFetch",
        "WebSearch",
        "NotebookEdit",
        "ExitPlanMode",
        "shell",
        "apply_patch",
        "update_plan",
        "exec_command",
        "write_stdin",
        "terminal",
        "read_file",
        "write_file",
        "patch",
        "search_files",
        "web_search",
        "web_extract",
        "browser_navigate",
        "execute_code",
        "run_in_terminal",
        "replace_string_in_file",
        "create_file",
        "str_replace_editor",
    ]
)
_MODEL = re.compile(
    r"(?i)^(?:[\w.-]+/)?(?:gpt|o[1-9]|claude|gemini|codex|llama|qwen|kimi|glm|deepseek|mistral|"
    r"sonnet|opus|haiku|grok|nemotron|minimax|command|phi)[\w.:-]*$"
)
_UUID = re.compile(r"(?i)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_HASH = re.compile(r"(?i)^(?:sha\d*[:-])?[0-9a-f]{7,128}$")
_VERSION = re.compile(r"^[\^~>=<v]*\d+(?:\.\d+)+(?:[-+][\w.]+)?$")
_TIMESTAMP = re.compile(
    r"^\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d)?(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?$|^\d{10,13}$"
)
_IDENTIFIER = re.compile(
    r"^[\w$]+(?:\??\.[\w$]+|\[[^\]]*\])*(?:\(\))?$|^\$\{[^}]*\}?.*$|^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$"
)
_TOKEN_CHARS = re.compile(r"[^\s\"'`<>()\[\]{},;|]*")


def corpus_strings(root: Path) -> list[str]:
    """Every string (values and keys) of every JSON/JSONL file under ``root``, lines of others."""
    out: list[str] = []
    for path in sorted(p for p in root.rglob("*") if p.is_file() and p.name != "MANIFEST.md"):
        out += strings_of(path)
    return out


def strings_of(path: Path) -> list[str]:
    def walk(value: object) -> list[str]:
        if isinstance(value, str):
            return [value]
        if isinstance(value, dict):
            return [s for k, v in value.items() for s in [k, *walk(v)]]
        if isinstance(value, list):
            return [s for v in value for s in walk(v)]
        return []

    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        import gzip

        data = gzip.decompress(data)
    text = data.decode("utf-8", errors="replace")
    try:
        return walk(json.loads(text))
    except ValueError:
        out = []
        for line in text.splitlines():
            try:
                out += walk(json.loads(line))
            except ValueError:
                out.append(line)
        return out


def enclosing_token(text: str, start: int, end: int) -> str:
    """The run of non-separator characters around ``text[start:end]``."""
    left = start
    while left > 0 and _TOKEN_CHARS.fullmatch(text[left - 1]):
        left -= 1
    m = _TOKEN_CHARS.match(text, end)
    return text[left : m.end() if m else end]


def classify(kind: str, value: str, text: str, start: int) -> str:
    """The class of a replaced value: one of :data:`NEVER_CHANGED`, ``personal:<kind>``, or ``other``."""
    token = enclosing_token(text, start, start + len(value)).strip(".:=")
    if token in TOOL_NAMES or value in TOOL_NAMES:
        return "tool_name"
    if _MODEL.match(token) and not re.search(r"[/\\]", token.split("/", 1)[-1]):
        return "model_name"
    versioned = re.search(r"(?i)(?:^|[^\w])v(?:ersion)?[ =:]*$", text[max(0, start - 10) : start])
    personal = ("ip_address", "phone", "home_path_user", "email", "person_name")
    if kind in personal and not _MODEL.match(token) and not (kind == "ip_address" and versioned):
        return f"personal:{kind}"
    if _UUID.search(value):
        return "uuid"
    if _TIMESTAMP.match(value):
        return "timestamp"
    if _VERSION.match(value):
        return "version"
    if _HASH.match(value) and not value.isdigit():
        return "hash"
    if (
        len(value) >= 200
        and re.fullmatch(r"[A-Za-z0-9+/=\s]+", value)
        and (
            value.startswith(("iVBOR", "/9j/", "R0lGOD", "UklGR"))
            or "base64," in text[max(0, start - 40) : start]
        )
    ):
        return "base64_image"
    if _IDENTIFIER.match(value) and not any(c.isdigit() for c in value[-4:]) and kind == "secret_assignment":
        return "code_identifier"
    # a login name printed by ``id``/``whoami`` is the user of a home path, printed another way
    if kind in (
        "email",
        "home_path_user",
        "os_username",
        "login_name",
        "hostname",
        "phone",
        "ip_address",
        "credit_card",
    ):
        return f"personal:{kind}"
    if kind in ("iban", "us_ssn", "person_name", "custom"):
        return f"personal:{kind}"
    return "other"
