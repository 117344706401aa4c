"""Every row declares the tools it calls: recorded, documented built-in, or inferred schemas."""

from __future__ import annotations

import json

import pytest
from conftest import CORPUS
from datasets import load_dataset

import agent_traces  # noqa: F401
from agent_traces.converters.schema import finalize_row, message, tool, tool_call
from agent_traces.converters.tool_schemas import declare_tools, infer_schema
from agent_traces.data import builtin_tools


def _row(harness, calls, tools=None):
    messages = [message("user", "go")]
    for i, (name, args) in enumerate(calls):
        messages.append(message("assistant", "", tool_calls=[tool_call(f"c{i}", name, args)]))
        messages.append(message("tool", "ok", tool_call_id=f"c{i}"))
    return {"harness": harness, "session_id": "s", "messages": messages, "tools": tools or []}


def test_infer_schema_types_and_required_keys():
    schema = infer_schema([{"a": 1, "b": ["x"], "c": {"d": True}}, {"a": 2.5, "b": [], "e": None}])
    assert schema["type"] == "object"
    assert schema["required"] == ["a", "b"]
    assert schema["properties"]["a"] == {"type": "number"}
    assert schema["properties"]["b"] == {"type": "array", "items": {"type": "string"}}
    assert schema["properties"]["c"]["properties"]["d"] == {"type": "boolean"}
    assert schema["properties"]["e"] == {"type": "null"}
    assert infer_schema([1, "x"]) == {"type": ["integer", "string"]}


def test_builtin_recorded_inferred_and_mcp():
    row = _row(
        "claude_code",
        [
            ("Bash", {"command": "ls"}),
            ("Read", {"file_path": "/a"}),
            ("mcp__ctx__docs", {"topic": "x", "tokens": 5}),
            ("mcp__ctx__docs", {"topic": "y"}),
            ("Custom", {"q": "z"}),
            ("Recorded", {"x": 1}),
        ],
        tools=[tool("Recorded", "from the source", {"type": "object"})],
    )
    row, _ = finalize_row(row, builtin_tools())
    origins = row["metadata"]["tool_schemas"]
    version = builtin_tools()["claude_code"]["version"]
    assert origins == {
        "Recorded": "source",
        "Bash": f"builtin:claude_code@{version}",
        "Read": f"builtin:claude_code@{version}",
        "mcp__ctx__docs": "inferred",
        "Custom": "inferred",
    }
    by_name = {t["function"]["name"]: t["function"] for t in row["tools"]}
    assert [t["function"]["name"] for t in row["tools"]] == [
        "Recorded",
        "Bash",
        "Read",
        "mcp__ctx__docs",
        "Custom",
    ]
    assert by_name["Recorded"]["description"] == "from the source"
    assert by_name["Bash"]["parameters"]["required"] == ["command"]
    assert by_name["mcp__ctx__docs"]["parameters"]["required"] == ["topic"]
    assert set(by_name["mcp__ctx__docs"]["parameters"]["properties"]) == {"topic", "tokens"}


def test_an_older_session_gets_the_documented_version_that_fits_its_arguments():
    """Claude Code 1.0 called Grep with ``include``; the current schema has no such parameter."""
    old = declare_tools(_row("claude_code", [("Grep", {"pattern": "x", "include": "*.py"})]), builtin_tools())
    new = declare_tools(_row("claude_code", [("Grep", {"pattern": "x", "glob": "*.py"})]), builtin_tools())
    assert old == {"Grep": "builtin:claude_code@1.0"}
    assert new == {"Grep": f"builtin:claude_code@{builtin_tools()['claude_code']['version']}"}
    odd = declare_tools(_row("claude_code", [("Grep", {"pattern": "x", "nonsense": 1})]), builtin_tools())
    assert odd == {"Grep": "inferred"}


def test_declaring_is_deterministic_and_idempotent():
    row = _row("codex", [("shell", {"command": ["ls"]}), ("wait", {"cell_id": 1})])
    first = declare_tools(row, builtin_tools())
    tools = json.dumps(row["tools"])
    assert declare_tools(row, builtin_tools()) == first
    assert json.dumps(row["tools"]) == tools


def test_the_table_is_well_formed():
    for harness, entry in builtin_tools().items():
        assert entry["version"] and entry["documentation"], harness
        for name, variants in entry["tools"].items():
            assert variants, (harness, name)
            for variant in variants:
                params = variant["parameters"]
                assert params["type"] == "object", (harness, name)
                assert set(params["required"]) <= set(params["properties"]), (harness, name)
                assert variant["description"], (harness, name)


@pytest.fixture(scope="module")
def corpus_rows(tmp_path_factory):
    ds = load_dataset(
        "agent_traces", data_dir=str(CORPUS), split="train", cache_dir=str(tmp_path_factory.mktemp("c"))
    )
    return list(ds)


@pytest.mark.corpus
def test_every_real_row_declares_every_tool_it_calls(corpus_rows):
    harnesses = {r["harness"] for r in corpus_rows}
    assert {"claude_code", "codex", "copilot_cli", "gemini_cli", "openhands", "swe_agent"} <= harnesses
    checked = 0
    for row in corpus_rows:
        called = {c["function"]["name"] for m in row["messages"] for c in m["tool_calls"] or ()}
        declared = [t["function"]["name"] for t in row["tools"]]
        assert called <= set(declared), (row["id"], called - set(declared))
        assert len(declared) == len(set(declared)) or not called, row["id"]
        origins = (row["metadata"] or {}).get("tool_schemas") or {}
        assert called <= set(origins), row["id"]
        for name in called:
            origin = origins[name]
            assert origin in ("source", "inferred") or origin.startswith(f"builtin:{row['harness']}@")
            if name.startswith("mcp__"):
                assert origin in ("source", "inferred")
        checked += len(called)
    assert checked > 100


@pytest.mark.corpus
def test_real_claude_code_rows_get_documented_schemas(corpus_rows):
    origins = [
        o
        for r in corpus_rows
        if r["harness"] == "claude_code"
        for n, o in (r["metadata"].get("tool_schemas") or {}).items()
        if n in ("Bash", "Read", "Edit", "Glob", "Grep", "Write", "TodoWrite")
    ]
    assert len(origins) > 30 and all(o.startswith("builtin:claude_code@") for o in origins)


def test_card_token_totals_count_recorded_usage_once(tmp_path):
    """Gemini CLI records usage per message and the loader totals it per row: counted once."""
    import subprocess
    import sys

    from conftest import FIXTURES

    from agent_traces.output import compute_statistics

    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, "-m", "agent_traces", "convert", "gemini_cli", str(FIXTURES / "gemini_cli"), "-o", str(out),
         "--view", "messages"],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    rows = load_dataset(str(out), "messages", split="train")
    per_row = sum((r["metadata"].get("tokens") or {}).get("input", 0) for r in rows)
    per_message = sum(
        (m["metadata"] or {}).get("tokens", {}).get("input", 0) for r in rows for m in r["messages"]
    )
    assert per_row == per_message > 0  # recorded usage stays in metadata, at both levels
    files = sorted(str(p.relative_to(out)) for p in (out / "data" / "messages").glob("*.parquet"))
    assert compute_statistics(out, {"messages": files})["tokens"]["tokens.input"] == per_row
    assert f"`tokens.input` | {per_row} |" in (out / "README.md").read_text()


def test_tools_recorded_by_name_only_get_schemas(tmp_path):
    """Claude Code's stream-json ``init`` lists the tools by name: schemas from the table."""
    from conftest import FIXTURES

    rows = load_dataset(
        "claude_code",
        data_files=str(FIXTURES / "claude_code" / "stream-json" / "claude-p-output.jsonl"),
        split="train",
        cache_dir=str(tmp_path),
    )
    (row,) = rows
    by_name = {t["function"]["name"]: t["function"] for t in row["tools"]}
    origins = row["metadata"]["tool_schemas"]
    assert by_name["Bash"]["parameters"]["required"] == ["command"]
    assert origins["Bash"].startswith("builtin:claude_code@")
    assert all((f["parameters"] is not None) == (origins[n] != "source") for n, f in by_name.items()), (
        "a name-only tool without a documented or observed schema stays as recorded"
    )


def test_a_shared_tools_list_stays_shared():
    shared = [tool("terminal", "run", {"type": "object"})]
    rows = [_row("hermes", [("terminal", {"command": "ls"})], tools=shared) for _ in range(2)]
    for row in rows:
        finalize_row(row, builtin_tools())
    assert rows[0]["tools"] is shared and rows[1]["tools"] is shared
