"""The shared converters: tool-call and reasoning rules, and canonical → sharegpt → canonical round trips."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agent_traces.converters import (
    extract_tool_calls,
    finalize_row,
    format_tool_call,
    from_sharegpt,
    message,
    parse_arguments,
    render_think,
    split_reasoning,
    to_sharegpt,
    to_steps,
    tool,
    tool_call,
)
from agent_traces.converters.sharegpt import render_gpt


def test_parse_arguments_parses_json_strings_and_keeps_broken_ones_verbatim():
    assert parse_arguments('{"a": 1}') == ({"a": 1}, True)
    assert parse_arguments({"a": 1}) == ({"a": 1}, True)
    assert parse_arguments("") == ({}, True)
    broken = '{"a": 1'
    assert parse_arguments(broken) == (broken, False)


def test_tool_call_xml_round_trip_and_unparseable_block_is_counted():
    block = format_tool_call("terminal", {"command": "ls -la", "note": "é"})
    assert (
        block
        == '<tool_call>\n{"name": "terminal", "arguments": {"command": "ls -la", "note": "é"}}\n</tool_call>'
    )
    calls, rest, errors = extract_tool_calls("Run it.\n" + block + "\n<tool_call>\n{not json\n</tool_call>")
    assert errors == 1
    assert calls[0]["function"] == {"name": "terminal", "arguments": {"command": "ls -la", "note": "é"}}
    assert calls[1]["function"]["name"] == "<unparsed>"
    assert calls[1]["function"]["arguments"] == "{not json"
    assert rest.strip() == "Run it."


def test_python_literal_tool_call_is_accepted():
    calls, _, errors = extract_tool_calls(
        "<tool_call>\n{'name': 'x', 'arguments': {'a': True}}\n</tool_call>"
    )
    assert errors == 0 and calls[0]["function"] == {"name": "x", "arguments": {"a": True}}


_REASONING_PIECES = ["<think>", "</think>", "<thinking>", "</thinking>", "<REASONING_SCRATCHPAD>"]
_REASONING_PIECES += ["</REASONING_SCRATCHPAD>", "\n", " ", "a", "<", "<tool_call>", "</think"]


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(_REASONING_PIECES), max_size=12), st.booleans())
def test_split_reasoning_of_a_leading_think_block_follows_the_general_rules(pieces, leading):
    from agent_traces.converters.reasoning import _split_blocks

    text = ("<think>" if leading else "") + "".join(pieces)
    assert split_reasoning(text) == (_split_blocks(text) if text else (None, ""))


def test_split_reasoning_variants():
    assert split_reasoning("<think>\nplan\n</think>\nanswer") == ("plan", "answer")
    assert split_reasoning("<think>plan</think>answer") == ("plan", "answer")
    assert split_reasoning("<thinking>\nplan\n</thinking>\nanswer") == ("plan", "answer")
    assert split_reasoning("<REASONING_SCRATCHPAD>plan</REASONING_SCRATCHPAD>answer") == ("plan", "answer")
    assert split_reasoning("<think>\n</think>\nanswer") == (None, "answer")
    assert split_reasoning("no tags here") == (None, "no tags here")
    assert split_reasoning("<think>\ncut off mid-tho") == ("cut off mid-tho", "")
    assert split_reasoning("pre-filled think</think>\nanswer") == ("pre-filled think", "answer")


_THINK_ATOMS = ["<think>", "</think>", "<thinking>", "</thinking>", "<REASONING_SCRATCHPAD>"]
_THINK_ATOMS += ["</REASONING_SCRATCHPAD>", "\n", " ", "a", "<", ">", "</", "<think", "think>", "\t"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(_THINK_ATOMS), max_size=12).map("".join))
def test_think_blocks_are_found_like_the_block_regex(text):
    from agent_traces.converters.reasoning import _BLOCK_RE, _blocks

    expected = [(m.start(), m.start("body"), m.end("body"), m.end()) for m in _BLOCK_RE.finditer(text)]
    assert _blocks(text) == expected


def test_render_think_follows_hermes_rule_and_can_be_turned_off():
    assert render_think("r", "c") == "<think>\nr\n</think>\nc"
    assert render_think(None, "c") == "<think>\n</think>\nc"
    assert render_think(None, "c", empty_think=False) == "c"


def test_render_gpt_matches_hermes_layout():
    msg = message(
        "assistant", "Checking.", reasoning_content="r", tool_calls=[tool_call("c1", "ls", {"p": "."})]
    )
    assert render_gpt(msg) == (
        '<think>\nr\n</think>\nChecking.\n<tool_call>\n{"name": "ls", "arguments": {"p": "."}}\n</tool_call>'
    )
    no_content = message("assistant", "", tool_calls=[tool_call("c1", "ls", {})])
    assert (
        render_gpt(no_content)
        == '<think>\n</think>\n<tool_call>\n{"name": "ls", "arguments": {}}\n</tool_call>'
    )


def test_finalize_row_backfills_names_counts_and_flags_orphans():
    row = {
        "harness": "test",
        "session_id": "s1",
        "messages": [
            message("user", "<system-reminder>x</system-reminder>", metadata={"injected": True}),
            message("user", "do it", timestamp="2026-01-01T00:00:00Z"),
            message(
                "assistant", "", tool_calls=[tool_call("a", "Read", {"f": 1}), tool_call("b", "Bash", {})]
            ),
            message("tool", "1", tool_call_id="a"),
            message("tool", "2", tool_call_id="b"),
            message("tool", "3", tool_call_id="zzz"),
        ],
    }
    row, problems = finalize_row(row)
    assert row["id"] == "test:s1"
    assert row["first_prompt"] == "do it"
    assert row["sent_at"] == "2026-01-01T00:00:00Z"
    assert row["num_user_messages"] == 1
    assert row["num_tool_calls"] == 2
    assert [m["name"] for m in row["messages"][3:5]] == ["Read", "Bash"]
    assert problems == {"tool_result_without_call": 1}
    assert row["messages"][5]["metadata"] == {"orphan": True}


def test_steps_view_has_one_row_per_assistant_turn():
    row, _ = finalize_row(
        {
            "harness": "t",
            "session_id": "s",
            "messages": [
                message("user", "q"),
                message("assistant", "", tool_calls=[tool_call("c", "ls", {"b": 1, "a": 2})]),
                message("tool", "out", tool_call_id="c"),
                message("assistant", "done"),
            ],
        }
    )
    steps = to_steps(row)
    assert [s["state_id"] for s in steps] == ["t:s:0", "t:s:1"]
    assert len(steps[0]["messages"]) == 1 and len(steps[1]["messages"]) == 3
    assert json.loads(steps[0]["action_text"]) == [{"name": "ls", "arguments": {"a": 2, "b": 1}}]
    assert steps[1]["action_text"] == "done"


# -- property tests: canonical → sharegpt → canonical ------------------------------------------

_text = st.text(
    st.characters(blacklist_categories=("Cs",), blacklist_characters="<>"), min_size=1, max_size=40
).filter(lambda s: s.strip() == s and s.strip())
_name = st.from_regex(r"[a-z][a-z_]{0,11}", fullmatch=True)
_json_scalar = st.one_of(st.integers(-1000, 1000), st.booleans(), _text, st.none())
_arguments = st.dictionaries(_name, st.one_of(_json_scalar, st.lists(_json_scalar, max_size=3)), max_size=4)


@st.composite
def trajectories(draw):
    tools = [
        tool(n, "desc", {"type": "object"})
        for n in draw(st.lists(_name, min_size=1, max_size=3, unique=True))
    ]
    messages = [message("system", "You are terse.")] if draw(st.booleans()) else []
    call_no = 0
    for _ in range(draw(st.integers(1, 4))):
        messages.append(message("user", draw(_text)))
        for _ in range(draw(st.integers(1, 3))):
            calls = []
            for _ in range(draw(st.integers(0, 3))):
                calls.append(
                    tool_call(
                        f"call_{call_no}", draw(st.sampled_from(tools))["function"]["name"], draw(_arguments)
                    )
                )
                call_no += 1
            reasoning = draw(st.one_of(st.none(), _text))
            content = draw(st.one_of(st.just(""), _text)) if calls else draw(_text)
            messages.append(message("assistant", content, reasoning_content=reasoning, tool_calls=calls))
            for call in calls:
                result = draw(st.one_of(_text, _arguments.map(json.dumps)))
                messages.append(
                    message("tool", result, tool_call_id=call["id"], name=call["function"]["name"])
                )
            if not calls:
                break
    return {"harness": "prop", "session_id": "s", "messages": messages, "tools": tools}


def _as_json(text):
    """Tool results that are JSON compare as values (Hermes embeds them parsed)."""
    try:
        return json.loads(text) if text[:1] in "{[" else text
    except ValueError:
        return text


def _core(messages):
    out = []
    for m in messages:
        if m["role"] == "system":
            continue
        item = {"role": m["role"], "content": m["content"], "reasoning": m["reasoning_content"]}
        if m["role"] == "assistant":
            item["calls"] = [
                (c["function"]["name"], c["function"]["arguments"]) for c in m["tool_calls"] or []
            ]
        if m["role"] == "tool":
            item.update(id=m["tool_call_id"], name=m["name"], content=_as_json(m["content"]))
        out.append(item)
    return out


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(trajectories())
def test_sharegpt_round_trip_keeps_roles_content_reasoning_calls_and_results(traj):
    row, problems = finalize_row(traj)
    assert not problems
    sharegpt = to_sharegpt(row)
    messages, tools, parse_problems = from_sharegpt(sharegpt["conversations"])
    assert not parse_problems
    assert [t["function"]["name"] for t in tools] == [t["function"]["name"] for t in row["tools"]]
    assert _core(messages) == _core(row["messages"])
    assert not any((m.get("metadata") or {}).get("sharegpt_value") for m in messages)
    # rendering what was read gives the same conversations back
    again, _ = finalize_row({"harness": "prop", "session_id": "s", "messages": messages, "tools": tools})
    assert to_sharegpt(again)["conversations"] == sharegpt["conversations"]


def test_sharegpt_timestamp_prefers_the_source_timestamp_and_normalizes_numbers():
    row, _ = finalize_row(
        {
            "harness": "t",
            "session_id": "s",
            "messages": [message("user", "q", timestamp="2026-01-01T00:00:00Z")],
        }
    )
    assert to_sharegpt(row)["timestamp"] == "2026-01-01T00:00:00Z"
    row["metadata"] = {"timestamp": "2026-03-30T14:22:31.456789"}
    assert to_sharegpt(row)["timestamp"] == "2026-03-30T14:22:31.456789"
    row["metadata"] = {"timestamp": 1757015046.707}
    assert to_sharegpt(row)["timestamp"] == "2025-09-04T19:44:06.707Z"


def test_unknown_block_types_are_counted_by_name_and_damaged_ones_by_type():
    from collections import Counter

    from agent_traces.converters.anthropic import assistant_from_blocks, user_from_blocks

    counts: Counter = Counter()
    assistant_from_blocks([{"type": "container_upload"}, {"type": {"a": None}}, {"type": 3}], counts)
    user_from_blocks([{"type": ["x"]}], counts)
    assert counts == Counter(
        {
            "assistant_block:container_upload": 1,
            "assistant_block:<dict>": 1,
            "assistant_block:<int>": 1,
            "user_block:<list>": 1,
        }
    )


def test_most_used_model_breaks_ties_by_the_model_used_last():
    from agent_traces.converters.schema import message, most_used_model

    answers = [message("assistant", model=m) for m in ("a", "b", "a", "b", None)]
    assert most_used_model([message("user", "hi"), *answers]) == "b"  # 2 each, "b" used last
    assert most_used_model([*answers, message("assistant", model="a")]) == "a"
    assert most_used_model([message("user", "hi", model="c"), message("assistant")]) is None


def test_assistant_message_and_trajectory_row():
    from agent_traces.converters.schema import assistant_message, tool_call, trajectory_row

    call = tool_call("c1", "ls", {})
    msg = assistant_message(["a", "b"], [], [call], sep="\n\n", model="m")
    assert (msg["content"], msg["reasoning_content"], msg["tool_calls"], msg["model"]) == (
        "a\n\nb",
        None,
        [call],
        "m",
    )
    assert assistant_message([], ["x", "y"], [])["reasoning_content"] == "x\n\ny"
    row = trajectory_row("h", 7, [msg], file_path="f")
    assert (row["id"], row["session_id"], row["tools"], row["file_path"]) == ("h:7", 7, [], "f")
    assert trajectory_row("h", "s", [], tools=[{"name": "t"}])["tools"] == [{"name": "t"}]


def test_iter_jsonl_passes_over_unread_lines_unparsed(tmp_path):
    from agent_traces.core.config import AgentTracesConfig, ParseContext
    from agent_traces.core.reading import iter_jsonl
    from agent_traces.core.sniffing import first_record
    from agent_traces.problems import ProblemLog

    path = tmp_path / "log.jsonl"
    path.write_bytes(b'{"a": 1}\n{"skip": broken\n{"b": 2}\n')
    log = ProblemLog()
    ctx = ParseContext(str(path), "log.jsonl", AgentTracesConfig(name="messages"), log)
    seen = []
    records = list(
        iter_jsonl(str(path), ctx, unread=lambda raw: seen.append(raw) or raw.startswith(b'{"skip"'))
    )
    assert records == [(1, {"a": 1}), (3, {"b": 2})] and len(seen) == 3 and not log.total()
    assert list(iter_jsonl(str(path), ctx)) == records and log.total() == 1  # unparsed: no problem counted
    assert first_record(b"\xef\xbb\xbf\n  \n" + path.read_bytes()) == {"a": 1}
    assert first_record(b'{"cut": "by the he') is None
