"""Tool-call normalization: canonical OpenAI ``tool_calls`` ⇄ Hermes ``<tool_call>`` XML.

Canonical calls carry ``arguments`` as a dict. Arguments that arrive as JSON strings are
parsed; arguments that do not parse are kept verbatim as the original string (never replaced
by ``{}``) and reported so that the caller can count them.

Hermes renders a call as ``<tool_call>\\n{"name": …, "arguments": {…}}\\n</tool_call>`` and a
result as ``<tool_response>\\n{"tool_call_id": …, "name": …, "content": …}\\n</tool_response>``.
"""

from __future__ import annotations

import json
import re
from typing import Any

import orjson

from . import deep_json
from .schema import tool_call

_TOOL_CALL_RE = re.compile(r"<tool_call>\s*(?P<body>.*?)\s*</tool_call>", re.DOTALL)
_TOOL_RESPONSE_RE = re.compile(r"<tool_response>\s*(?P<body>.*?)\s*</tool_response>", re.DOTALL)


def parse_arguments(arguments: Any) -> tuple[Any, bool]:
    """Return ``(arguments, ok)``: JSON strings parsed to objects, unparseable strings kept as is."""
    if arguments is None:
        return {}, True
    if isinstance(arguments, (bytes, bytearray)):
        arguments = arguments.decode("utf-8", "replace")
    if isinstance(arguments, str):
        text = arguments.strip()
        if not text:
            return {}, True
        try:
            return orjson.loads(text), True
        except orjson.JSONDecodeError:
            try:
                return json.loads(text), True
            except ValueError:
                return arguments, False
    return arguments, True


def dumps(value: Any, *, ensure_ascii: bool = False) -> str:
    """``json.dumps`` with Python's default separators (what Hermes and most harnesses write)."""
    return deep_json.dumps(value, ensure_ascii=ensure_ascii)


def format_tool_call(name: str, arguments: Any, *, ensure_ascii: bool = False) -> str:
    """Render one call as a Hermes ``<tool_call>`` block."""
    payload = dumps({"name": name, "arguments": arguments}, ensure_ascii=ensure_ascii)
    return f"<tool_call>\n{payload}\n</tool_call>"


def _parse_json_like(body: str) -> tuple[Any, bool]:
    try:
        return orjson.loads(body), True
    except orjson.JSONDecodeError:
        pass
    try:
        return json.loads(body), True
    except ValueError:
        pass
    try:
        import ast

        value = ast.literal_eval(body)
        return value, isinstance(value, dict)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return body, False


def extract_tool_calls(text: str, *, id_prefix: str = "call") -> tuple[list[dict], str, int]:
    """Find ``<tool_call>`` blocks in assistant text.

    Returns ``(calls, remaining_text, errors)``. Blocks whose JSON cannot be parsed are kept as a
    call named ``"<unparsed>"`` with the raw body as arguments and counted in ``errors``. Calls
    without an id get a positional one (``{id_prefix}_{n}``). The remaining text is the input
    with the blocks removed and trailing whitespace left where it was.
    """
    if "<tool_call>" not in text:
        return [], text, 0
    calls: list[dict] = []
    errors = 0
    for index, match in enumerate(_TOOL_CALL_RE.finditer(text)):
        payload, ok = _parse_json_like(match.group("body"))
        if ok and isinstance(payload, dict) and "name" in payload:
            arguments = payload.get("arguments", payload.get("parameters", {}))
            arguments, args_ok = parse_arguments(arguments)
            errors += not args_ok
            call_id = payload.get("id") or payload.get("tool_call_id") or f"{id_prefix}_{index}"
            calls.append(tool_call(str(call_id), str(payload["name"]), arguments))
        else:
            errors += 1
            calls.append(tool_call(f"{id_prefix}_{index}", "<unparsed>", match.group("body")))
    remaining = _TOOL_CALL_RE.sub("", text)
    return calls, remaining, errors


def response_content(content: str) -> Any:
    """Hermes' rule: tool output that looks like JSON (starts with ``{`` or ``[``) is embedded parsed."""
    stripped = content.strip() if isinstance(content, str) else content
    if isinstance(stripped, str) and stripped[:1] in ("{", "["):
        try:
            return json.loads(stripped)
        except ValueError:
            return content
    return content


def format_tool_response(
    tool_call_id: str | None, name: str | None, content: str, *, ensure_ascii: bool = False
) -> str:
    """Render one tool result as a Hermes ``<tool_response>`` block."""
    payload = dumps(
        {"tool_call_id": tool_call_id, "name": name, "content": response_content(content)},
        ensure_ascii=ensure_ascii,
    )
    return f"<tool_response>\n{payload}\n</tool_response>"


def content_to_text(value: Any) -> str:
    """Tool-response content back to the string a tool message holds."""
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    return deep_json.dumps(value, ensure_ascii=False)


def extract_tool_responses(text: str) -> tuple[list[dict], int]:
    """Parse the ``<tool_response>`` blocks of a Hermes ``tool`` turn.

    Returns ``(responses, errors)``; each response is ``{tool_call_id, name, content, raw}`` where
    ``raw`` is the exact JSON body (so that the block can be reproduced byte for byte).
    Unparseable bodies become a response with ``content`` = the raw body and count as errors.
    """
    responses: list[dict] = []
    errors = 0
    for match in _TOOL_RESPONSE_RE.finditer(text):
        body = match.group("body")
        payload, ok = _parse_json_like(body)
        if ok and isinstance(payload, dict):
            responses.append(
                {
                    "tool_call_id": payload.get("tool_call_id"),
                    "name": payload.get("name"),
                    "content": content_to_text(payload.get("content")),
                    "raw": body,
                }
            )
        else:
            errors += 1
            responses.append({"tool_call_id": None, "name": None, "content": body, "raw": body})
    return responses, errors
