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


MAX_SCHEMA_DEPTH = 16


# the type name of each exact type a JSON parser gives, looked up before the isinstance checks
# (which subclasses still go through): a Codex row's arguments hold thousands of values
_TYPE_NAMES = {
    type(None): "null",
    dict: "object",
    list: "array",
    bool: "boolean",
    int: "integer",
    float: "number",
    str: "string",
}


def json_type(value: Any) -> str:
    """The JSON Schema type name of a decoded JSON value."""
    name = _TYPE_NAMES.get(value.__class__)
    if name is not None:
        return name
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


def infer_schema(values: list[Any], depth: int = 0) -> dict:
    """A JSON Schema admitting every value in ``values`` (decoded JSON), as narrow as they show.

    Objects get ``properties`` (merged over all values) and ``required`` (keys in every value);
    arrays get ``items`` from all their elements; mixed types give a list of type names. Below
    ``MAX_SCHEMA_DEPTH`` levels any value is admitted (``{}``): arguments may nest as deep as
    orjson parses (1,024), far past any schema a model is shown.
    """
    if depth >= MAX_SCHEMA_DEPTH:
        return {}
    types = sorted(set(map(json_type, values)))
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
        schema["properties"] = {k: infer_schema([o[k] for o in objects if k in o], depth + 1) for k in keys}
        schema["required"] = [k for k in keys if all(k in o for o in objects)]
    arrays = [v for v in values if isinstance(v, list)]
    if arrays:
        items = [item for array in arrays for item in array]
        schema["items"] = infer_schema(items, depth + 1)
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
    names = set().union(*objects)
    found = None if is_mcp(name) else builtin_tool(table, harness, name, names)
    if found is not None or not values:
        return found
    parameters = infer_schema(objects) if objects else {"type": "object", "properties": {}, "required": []}
    return {
        "type": "function",
        "function": {"name": name, "description": None, "parameters": parameters},
    }, INFERRED


def _scan_tools(tools: list, known: dict, origins: dict[str, str]) -> list[int]:
    """Fill ``origins`` with the origin of each tool of ``tools`` (the first of each name); the
    positions of those that have no ``parameters`` and no known origin, to be given a schema."""
    undeclared = []
    for index, t in enumerate(tools):
        fn = t.get("function") if isinstance(t, dict) else None
        name = fn.get("name") if isinstance(fn, dict) else None
        if not isinstance(name, str) or name in origins:
            continue
        origins[name] = known.get(name, SOURCE)
        if fn.get("parameters") is None and name not in known:
            undeclared.append(index)
    return undeclared


MAX_SCANS = 16


def _scanned(tools: list, scans: dict) -> tuple[dict[str, str], list[int]]:
    """:func:`_scan_tools` of ``tools`` with nothing known, kept in ``scans`` (the caller's, by
    list object: parsers share one list between the rows of a system prompt, and Hermes' 32
    tools were scanned again for each row): a copy of the origins (the caller adds to it) and
    the positions to give a schema. Each entry holds its list, so no other object can take its
    id while it is there."""
    hit = scans.get(id(tools))
    if hit is None or hit[0] is not tools or hit[1] != len(tools):
        origins: dict[str, str] = {}
        undeclared = _scan_tools(tools, {}, origins)
        if len(scans) >= MAX_SCANS:
            scans.clear()
        hit = scans[id(tools)] = (tools, len(tools), origins, undeclared)
    return dict(hit[2]), hit[3]


def declare_tools(row: dict, table: dict | None, scans: dict | None = None) -> dict[str, str]:
    """Add to ``row["tools"]`` every tool its messages call but it does not declare.

    A tool the source recorded by name only (Claude Code's stream-json ``init`` lists names) gets
    its schema the same way. Returns (and stores in ``row["metadata"]["tool_schemas"]``) the
    origin of every declared tool. New tools follow the order of their first call. ``table`` is
    the built-in tool table (see :func:`builtin_tool`); None infers every missing schema.
    ``scans`` (owned by the caller, e.g. one per shard) remembers the scan of each tools list
    shared between rows.
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
    if scans is None or known or not original or type(original) is not list:
        undeclared = _scan_tools(tools, known, origins)
    else:
        origins, undeclared = _scanned(original, scans)
    for index in undeclared:
        t = tools[index]
        fn = t["function"]
        name = fn["name"]
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
