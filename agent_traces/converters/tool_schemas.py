"""Every row declares the tools it calls, and says where each schema came from.

A model trained on a conversation should have been shown every tool it calls. Many sources do
not record tool definitions (Claude Code and Codex session files, Cline tasks), so for each tool
that is called but not declared, in this order:

1. the source's own definition, when the parser found one (``source``);
2. the harness's built-in tool from a versioned table written from its public documentation
   (``agent_traces/data/builtin_tools.json``; ``builtin:<harness>@<version>``). A tool can have
   several documented versions; the first whose parameters admit every argument name actually
   passed is taken, so an older session is not declared with a newer schema it contradicts;
3. a JSON Schema inferred from the arguments observed in the row (``inferred``): the types seen
   for each key, ``required`` = the keys present in every call. MCP tools (``mcp__server__tool``)
   are always inferred unless recorded: their servers are the user's own.

Where each schema came from goes to ``metadata["tool_schemas"]`` (name → origin), not into the
tool dict itself: chat templates render the whole tool dict into the prompt (``tool | tojson``),
so a provenance key there would become training text.
"""

from __future__ import annotations

from typing import Any

SOURCE = "source"
INFERRED = "inferred"

_JSON_TYPES = ((bool, "boolean"), (int, "integer"), (float, "number"), (str, "string"))


def json_type(value: Any) -> str:
    """The JSON Schema type name of a decoded JSON value."""
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "array"
    for cls, name in _JSON_TYPES:
        if isinstance(value, cls):
            return name
    return "string"


def infer_schema(values: list[Any]) -> dict:
    """A JSON Schema admitting every value in ``values`` (decoded JSON), as narrow as they show.

    Objects get ``properties`` (merged over all values) and ``required`` (keys in every value);
    arrays get ``items`` from all their elements; mixed types give a list of type names.
    """
    types = sorted({json_type(v) for v in values})
    if not values:
        return {}
    if types == ["integer", "number"]:
        types = ["number"]
    schema: dict[str, Any] = {"type": types[0] if len(types) == 1 else types}
    objects = [v for v in values if isinstance(v, dict)]
    if objects:
        keys: dict[str, None] = {}
        for obj in objects:
            keys.update(dict.fromkeys(obj))
        schema["properties"] = {k: infer_schema([o[k] for o in objects if k in o]) for k in keys}
        schema["required"] = [k for k in keys if all(k in o for o in objects)]
    arrays = [v for v in values if isinstance(v, list)]
    if arrays:
        items = [item for array in arrays for item in array]
        schema["items"] = infer_schema(items)
    return schema


def _admits(parameters: dict, names: set[str]) -> bool:
    """Whether a documented parameter schema allows these argument names."""
    if parameters.get("additionalProperties", True) is not False:
        return True
    return names <= set(parameters.get("properties") or ())


def builtin_tool(
    table: dict | None, harness: str, name: str, argument_names: set[str]
) -> tuple[dict, str] | None:
    """``(tool, origin)`` of a harness's documented built-in tool, or None.

    ``table`` is the parsed ``builtin_tools.json``: ``{harness: {version, tools: {name: [variant]}}}``
    with each variant ``{description, parameters, version?}``, newest first.
    """
    entry = (table or {}).get(harness)
    if not entry:
        return None
    for variant in entry["tools"].get(name, ()):
        if _admits(variant["parameters"], argument_names):
            version = variant.get("version") or entry["version"]
            tool = {
                "type": "function",
                "function": {
                    "name": name,
                    "description": variant["description"],
                    "parameters": variant["parameters"],
                },
            }
            return tool, f"builtin:{harness}@{version}"
    return None


def is_mcp(name: str) -> bool:
    """Claude Code's name of an MCP tool: ``mcp__<server>__<tool>``."""
    return name.startswith("mcp__")


def _schema_for(name: str, values: list, harness: str, table: dict | None) -> tuple[dict, str] | None:
    """A tool for ``name`` from the built-in table, else inferred from ``values`` (its observed
    arguments), else None when it was never called."""
    objects = [v for v in values if isinstance(v, dict)]
    names = {k for obj in objects for k in obj}
    found = None if is_mcp(name) else builtin_tool(table, harness, name, names)
    if found is not None or not values:
        return found
    parameters = infer_schema(objects) if objects else {"type": "object", "properties": {}, "required": []}
    return {
        "type": "function",
        "function": {"name": name, "description": None, "parameters": parameters},
    }, INFERRED


def declare_tools(row: dict, table: dict | None) -> dict[str, str]:
    """Add to ``row["tools"]`` every tool its messages call but it does not declare.

    A tool the source recorded by name only (Claude Code's stream-json ``init`` lists names) gets
    its schema the same way. Returns (and stores in ``row["metadata"]["tool_schemas"]``) the
    origin of every declared tool. New tools follow the order of their first call. ``table`` is
    the built-in tool table (see :func:`builtin_tool`); None infers every missing schema.
    """
    original = row.get("tools") or []
    tools = list(original)
    meta = row.get("metadata")
    known = meta.get("tool_schemas") if isinstance(meta, dict) else None
    known = known if isinstance(known, dict) else {}
    harness = row.get("harness") or ""
    origins: dict[str, str] = {}
    arguments: dict[str, list] = {}
    for msg in row.get("messages") or ():
        for call in msg.get("tool_calls") or ():
            name = call["function"]["name"]
            if isinstance(name, str):
                arguments.setdefault(name, []).append(call["function"]["arguments"])
    for index, t in enumerate(tools):
        fn = t.get("function") if isinstance(t, dict) else None
        name = fn.get("name") if isinstance(fn, dict) else None
        if not isinstance(name, str) or name in origins:
            continue
        origins[name] = known.get(name, SOURCE)
        if fn.get("parameters") is None and name not in known:
            found = _schema_for(name, arguments.get(name, []), harness, table)
            if found is not None:
                tools[index] = {
                    **t,
                    "function": {
                        **found[0]["function"],
                        "description": fn.get("description") or found[0]["function"]["description"],
                    },
                }
                origins[name] = found[1]
    added = []
    for name, values in arguments.items():
        if name in origins:
            continue
        tool_def, origins[name] = _schema_for(name, values, harness, table)
        added.append(tool_def)
    if not origins:
        return origins
    if added or tools != original:  # else keep the list object: parsers share it between rows
        row["tools"] = tools + added
    if not isinstance(meta, dict):
        meta = {} if meta is None else {"value": meta}
        row["metadata"] = meta
    meta["tool_schemas"] = origins
    return origins
