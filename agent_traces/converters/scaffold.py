"""Tool lists embedded in a recorded system prompt: the ``messages`` view declares tools once.

Hermes (and any harness that renders its tools into the prompt) records a system prompt made of
a function-calling scaffold around a ``<tools>`` JSON list: Hermes' own text
(:data:`SYSTEM_PREFIX` … :data:`SYSTEM_SUFFIX`, 22 KB of a 14-tool prompt) tells a model how to
call tools in Hermes' markup. In the ``messages`` view the tools are the row's ``tools`` column,
which a chat template renders in its own model's format; keeping the scaffold too declared every
tool twice and taught another model Hermes' markup. :func:`split_tool_scaffold` gives what the
prompt says beyond the scaffold (agent instructions, a persona), or ``None`` when it is only
scaffold; ``finalize_row`` keeps the exact prompt in ``metadata.system_prompt``, from which the
``sharegpt`` view renders it byte for byte.
"""

from __future__ import annotations

import functools
import json

SYSTEM_PREFIX = (
    "You are a function calling AI model. You are provided with function signatures within <tools> </tools> "
    "XML tags. You may call one or more functions to assist with the user query. If available tools are not "
    "relevant in assisting with user query, just respond in natural conversational language. Don't make "
    "assumptions about what values to plug into functions. After calling & executing the functions, you will "
    "be provided with function results within <tool_response> </tool_response> XML tags. Here are the "
    "available tools:\n<tools>\n"
)
SYSTEM_SUFFIX = (
    "\n</tools>\nFor each function call return a JSON object, with the following pydantic model json schema "
    "for each:\n{'title': 'FunctionCall', 'type': 'object', 'properties': {'name': {'title': 'Name', 'type': "
    "'string'}, 'arguments': {'title': 'Arguments', 'type': 'object'}}, 'required': ['name', 'arguments']}\n"
    "Each function call should be enclosed within <tool_call> </tool_call> XML tags.\nExample:\n<tool_call>\n"
    "{'name': <function-name>,'arguments': <args-dict>}\n</tool_call>"
)


def _tool_list(text: str) -> bool:
    """Whether ``text`` is a JSON list of tool definitions (objects with a name or a function)."""
    try:
        value = json.loads(text)
    except ValueError:
        return False
    return isinstance(value, list) and all(
        isinstance(v, dict) and ("name" in v or isinstance(v.get("function"), dict)) for v in value
    )


def _joined(before: str, after: str) -> str | None:
    rest = "\n\n".join(part for part in (before.strip(), after.strip()) if part)
    return rest or None


@functools.lru_cache(maxsize=64)
def split_tool_scaffold(text: str) -> tuple[bool, str | None]:
    """``(found, rest)``: whether ``text`` embeds a tool list, and what it says beyond it.

    Hermes' whole scaffold (prefix, ``<tools>`` JSON, suffix) is taken out; another prompt loses
    its ``<tools>…</tools>`` block when the block is a JSON list of tools. ``rest`` is the text
    around, stripped, ``None`` when nothing is left. Cached: a file repeats one prompt per line.
    """
    start = text.find(SYSTEM_PREFIX)
    if start >= 0:
        body = start + len(SYSTEM_PREFIX)
        end = text.find(SYSTEM_SUFFIX, body)
        if end >= 0 and _tool_list(text[body:end]):
            return True, _joined(text[:start], text[end + len(SYSTEM_SUFFIX) :])
    start = text.find("<tools>")
    end = text.find("</tools>", start) if start >= 0 else -1
    if end >= 0 and _tool_list(text[start + len("<tools>") : end]):
        return True, _joined(text[:start], text[end + len("</tools>") :])
    return False, text
