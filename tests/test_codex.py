"""The codex loader on real Codex rollouts (../shared/corpus/codex_cli) and our fixture."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories
from agent_traces.detect import read_head
from agent_traces.loaders.codex import Codex, code_mode_tools

REAL = corpus_files("codex_cli")
FIXTURE_FILES = sorted((FIXTURES / "codex").rglob("*.jsonl"))
ALL = REAL + FIXTURE_FILES
VIEWS = ("messages", "sharegpt", "steps")


def _records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _items(path: Path, *kinds: str) -> list[dict]:
    return [
        r["payload"] for r in _records(path) if r["type"] == "response_item" and r["payload"]["type"] in kinds
    ]


def _text(payload: dict) -> str:
    return "\n".join(p["text"] for p in payload["content"])


def _output(output) -> str:
    """A tool output as text: 0.144 gives some as lists of ``input_text`` items, written one after
    the other (a newline added only between two when the first lacks one)."""
    if isinstance(output, str):
        return output
    text = ""
    for item in output:
        assert item["type"] == "input_text"
        text += ("\n" if text and not text.endswith("\n") else "") + item["text"]
    return text


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_calls_results_and_prompts_match_the_raw_rollout(path, cache_dir):
    (row,) = load_dataset("codex", data_files=str(path), split="train", cache_dir=cache_dir)
    calls = _items(path, "function_call", "custom_tool_call")
    outputs = _items(path, "function_call_output", "custom_tool_call_output")
    assert row["num_tool_calls"] == len(calls)
    got = {c["id"]: c["function"] for m in row["messages"] for c in m["tool_calls"] or []}
    for call in calls:
        expected = json.loads(call["arguments"]) if "arguments" in call else {"input": call["input"]}
        assert got[call["call_id"]] == {"name": call["name"], "arguments": expected}
    names = {c["call_id"]: c["name"] for c in calls}
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert [(m["tool_call_id"], m["name"], m["content"]) for m in tools] == [
        (o["call_id"], names.get(o["call_id"]), _output(o["output"])) for o in outputs
    ]
    users = [_text(p) for p in _items(path, "message") if p["role"] == "user"]
    typed = [u for u in users if not u.startswith("<environment_context>")]
    assert row["num_user_messages"] == len(typed)
    assert row["first_prompt"] == typed[0]
    meta = next(r["payload"] for r in _records(path) if r["type"] == "session_meta")
    assert row["session_id"] == meta["id"] and row["id"] == f"codex:{meta['id']}"
    assert row["metadata"]["originator"] == meta["originator"]
    assert row["metadata"]["cli_version"] == meta["cli_version"]
    models = [r["payload"]["model"] for r in _records(path) if r["type"] == "turn_context"]
    assert row["model"] == models[-1]
    first_typed = next(
        r["timestamp"]
        for r in _records(path)
        if r["type"] == "response_item"
        and r["payload"]["type"] == "message"
        and r["payload"]["role"] == "user"
        and _text(r["payload"]) == typed[0]
    )
    assert row["sent_at"] == first_typed  # the first typed message, not the session start
    assert row["metadata"]["started_at"] in (meta.get("timestamp"), _records(path)[0]["timestamp"])


def test_compaction_gives_the_context_after_it_and_code_mode_is_marked():
    path = next(p for p in FIXTURE_FILES if "2026-07-10" in p.name)
    log = ProblemLog()
    (row,) = read_trajectories("codex", [str(path)], log)
    assert log.total() == 0, log.summary()
    compacted = next(r["payload"] for r in _records(path) if r["type"] == "compacted")
    replayed = [m for m in row["messages"] if (m["metadata"] or {}).get("compaction") == 0]
    history = [i for i in compacted["replacement_history"] if i["type"] == "message"]
    assert [(m["content"]) for m in replayed] == [_text(i) for i in history]
    assert [m["metadata"]["kind"] for m in replayed] == [
        "compact_history",
        "compact_history",
        "compact_summary",
    ]
    assert all(m["metadata"]["injected"] for m in replayed if m["role"] == "user")
    assert row["metadata"]["counts"]["encrypted_compaction"] == 1
    # the summary sits where the compaction happened: after the first calls, before the next ones
    index = row["messages"].index(replayed[-1])
    assert [c["id"] for m in row["messages"][index:] for c in m["tool_calls"] or []] == [
        "call_exec_3",
        "call_wait_4",
    ]
    assert row["num_user_messages"] == 1 and row["first_prompt"].startswith("Make add()")
    code = [m["metadata"]["code_mode"] for m in row["messages"] if (m["metadata"] or {}).get("code_mode")]
    assert code == [
        [{"call_id": "call_exec_1", "tools": ["exec_command"]}],
        [{"call_id": "call_exec_3", "tools": ["exec_command"]}],
    ]
    assert (
        row["sent_at"] == "2026-07-10T09:00:02.000Z"
        and row["metadata"]["started_at"] == "2026-07-10T08:59:58.000Z"
    )
    wait = next(m for m in row["messages"] if m["tool_call_id"] == "call_wait_4")
    assert wait["content"] == "Script completed\nWall time 0.4 seconds\nOutput:\n3 passed"


def test_code_mode_tools_match_a_word_boundary_regex():
    """``code_mode_tools`` finds what ``\\btools\\.(name)\\s*\\(`` finds, without its slow ``\\b``."""
    import random
    import re

    reference = re.compile(r"\btools\.([A-Za-z_][A-Za-z0-9_]*)\s*\(")
    cases = [
        "tools.exec_command({})",
        "xtools.a( tools.b (",
        "_tools.c( étools.d( ²tools.e( -tools.f(",
        "tools.tools.g( tools. h( tools.i\n(",
        "await tools.wait({}); const t = tools.exec_command",
    ]
    rng = random.Random(7)
    pieces = ["tools.", "tools", ".", "a", "_", "é", "1", " ", "\n", "(", "x", "wait"]
    cases += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 30))) for _ in range(3000)]
    for script in cases:
        assert code_mode_tools(script) == reference.findall(script), script


@pytest.mark.corpus
def test_codex_0_144_records_are_kept_not_problems(cache_dir):
    path = next(p for p in REAL if p.name == "codex-session.jsonl")
    log = ProblemLog()
    (row,) = read_trajectories("codex", [str(path)], log=log)
    assert log.problem_total() == 0, log.summary()
    records = _records(path)
    states = [r["payload"] for r in records if r["type"] == "world_state"]
    assert [s["full"] for s in states] == [True, False]
    world = row["metadata"]["world_state"]
    assert world["environments"]["current_date"] == states[-1]["state"]["environments"]["current_date"]
    assert world["environments"]["timezone"] == states[0]["state"]["environments"]["timezone"]
    events = [r["payload"] for r in records if r["type"] == "event_msg"]
    settings = [e["thread_settings"] for e in events if e["type"] == "thread_settings_applied"]
    assert row["metadata"]["thread_settings"] == settings[-1]
    plans = [e["item"] for e in events if e["type"] == "item_completed"]
    assert [i["text"] for i in row["metadata"]["items_completed"]] == [p["text"] for p in plans]
    assert row["metadata"]["events"]["thread_settings_applied"] == len(settings)


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_text_in_both_response_items_and_events_is_emitted_once(path, cache_dir):
    (row,) = load_dataset("codex", data_files=str(path), split="train", cache_dir=cache_dir)
    records = _records(path)
    said = [_text(p) for p in _items(path, "message") if p["role"] == "assistant"]
    events = [
        r["payload"]["message"]
        for r in records
        if r["type"] == "event_msg" and r["payload"]["type"] == "agent_message"
    ]
    expected = said + [e for e in events if e not in said]
    contents = [m["content"] for m in row["messages"] if m["role"] == "assistant" and m["content"]]
    assert sorted(contents) == sorted(expected)
    replayed = {"compact_history", "compact_summary"}
    assert sum(
        m["role"] == "user" and (m["metadata"] or {}).get("kind") not in replayed for m in row["messages"]
    ) == len([p for p in _items(path, "message") if p["role"] == "user"])
    usage = [
        r["payload"]["info"]
        for r in records
        if r["type"] == "event_msg" and r["payload"]["type"] == "token_count"
    ]
    if usage:
        assert row["metadata"]["token_usage"] == usage[-1]["total_token_usage"]


def test_fixture_reasoning_summary_encrypted_count_injected_and_completion(cache_dir):
    (row,) = load_dataset("codex", data_files=str(FIXTURE_FILES[0]), split="train", cache_dir=cache_dir)
    assert row["messages"][0]["metadata"] == {"injected": True}
    reasoning = [m["reasoning_content"] for m in row["messages"] if m["reasoning_content"]]
    assert reasoning == ["**Inspecting calc.py**"]
    assert row["metadata"]["counts"] == {"encrypted_reasoning": 1, "ghost_snapshots": 1}
    assert row["completed"] is True
    assert "gAAAAA" not in json.dumps(row)
    assert row["messages"][-1]["content"] == "Fixed: add() now returns a + b, and all 3 tests pass."


@pytest.mark.slow
@pytest.mark.corpus
@pytest.mark.parametrize("view", VIEWS)
def test_every_view_streaming_and_num_proc(view, cache_dir, tmp_path):
    files = [str(p) for p in ALL]
    rows = list(load_dataset("codex", view, data_files=files, split="train", cache_dir=cache_dir))
    streamed = list(load_dataset("codex", view, data_files=files, split="train", streaming=True))
    parallel = load_dataset(
        "codex", view, data_files=files, split="train", num_proc=2, cache_dir=str(tmp_path / "np")
    )
    assert rows == streamed
    assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
        json.dumps(r, sort_keys=True) for r in parallel
    )
    if view == "sharegpt":
        assert all(r["conversations"][0]["from"] in ("system", "human") for r in rows)
    if view == "steps":
        assistants = sum(
            m["role"] == "assistant"
            for r in load_dataset("codex", data_files=files, split="train", cache_dir=cache_dir)
            for m in r["messages"]
        )
        assert len(rows) == assistants


def test_codex_home_sets_the_default_location(monkeypatch, tmp_path):
    monkeypatch.setenv("CODEX_HOME", str(tmp_path / "custom"))
    assert Codex.default_location() == str(tmp_path / "custom" / "sessions")
    monkeypatch.delenv("CODEX_HOME")
    assert Codex.default_location() == str(Path("~/.codex/sessions").expanduser())
    day = tmp_path / "custom" / "sessions" / "2025" / "10" / "02"
    day.mkdir(parents=True)
    target = day / FIXTURE_FILES[0].name
    target.write_bytes(FIXTURE_FILES[0].read_bytes())
    monkeypatch.setenv("CODEX_HOME", str(tmp_path / "custom"))
    assert Codex.default_data_files() == [str(target)]
    archived = tmp_path / "custom" / "archived_sessions" / "rollout-2025-09-30T08-00-00-archived.jsonl"
    archived.parent.mkdir()
    archived.write_bytes(FIXTURE_FILES[0].read_bytes())
    assert Codex.default_data_files() == [str(target), str(archived)]  # archiving moves a rollout there


@pytest.mark.corpus
def test_sniff_claims_rollouts_only():
    for path in ALL:
        assert Codex.sniff(str(path), read_head(str(path)))
    for other in corpus_files("gemini_cli") + corpus_files("openhands") + corpus_files("swe_agent"):
        assert not Codex.sniff(str(other), read_head(str(other)))


BAD = [
    ('{"timestamp": "t", "type": "mystery", "payload": {}}', "unknown_record_type"),
    ('{"timestamp": "t", "type": "response_item", "payload": "x"}', "missing_payload"),
    ('{"timestamp": "t", "type": "response_item", "payload": {"type": "hologram"}}', "unknown_item_type"),
    (
        '{"timestamp": "t", "type": "response_item", "payload": {"type": "message", "role": "robot", "content": []}}',
        "unknown_role",
    ),
    (
        '{"timestamp": "t", "type": "response_item", "payload": {"type": "function_call", "name": "shell", '
        '"arguments": "{not json", "call_id": "c1"}}',
        "unparseable_arguments",
    ),
    ("{broken", "malformed_json"),
]


@pytest.mark.parametrize(("line", "reason"), BAD, ids=[b[1] for b in BAD])
def test_each_problem_is_counted_and_raised_in_strict_mode(line, reason, tmp_path):
    good = FIXTURE_FILES[0].read_text(encoding="utf-8").splitlines()
    path = tmp_path / "rollout-bad.jsonl"
    path.write_text("\n".join([good[0], line, *good[1:]]) + "\n", encoding="utf-8")
    log = ProblemLog()
    rows = list(read_trajectories("codex", [str(path)], log=log))
    assert len(rows) == 1 and log.by_reason().get(reason) == 1
    with pytest.raises(TraceFormatError) as err:
        list(read_trajectories("codex", [str(path)], strict=True))
    assert err.value.reason == reason and err.value.line == 2


def test_every_event_kind_the_converter_reads_passes_its_early_return():
    """``_event`` returns right after counting a kind outside ``_HANDLED_EVENTS``: a kind it
    compares ``kind`` with but that the set lacks would be counted and silently do nothing."""
    import ast
    import inspect

    from agent_traces.loaders.codex import records

    compared: set[str] = set()
    for node in ast.walk(ast.parse(inspect.getsource(records._event))):
        if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name) and node.left.id == "kind":
            for right in node.comparators:
                values = right.elts if isinstance(right, ast.Tuple) else [right]
                compared |= {
                    v.value for v in values if isinstance(v, ast.Constant) and isinstance(v.value, str)
                }
    assert compared and compared == records._HANDLED_EVENTS


def test_events_only_counted_change_nothing_but_the_counts(tmp_path):
    """Events the converter only counts (most of a rollout's ``event_msg`` lines) leave the
    messages and the rest of the metadata as they were, wherever they fall."""
    good = FIXTURE_FILES[0].read_text(encoding="utf-8").splitlines()
    noise = [
        '{"timestamp": "2025-10-02T08:15:00.000Z", "type": "event_msg", "payload": '
        '{"type": "patch_apply_end", "stdout": "x", "success": true}}',
        '{"timestamp": "2025-10-02T08:15:00.000Z", "type": "event_msg", "payload": {"type": 7}}',
    ]
    plain, noisy = tmp_path / "a" / "rollout-a.jsonl", tmp_path / "b" / "rollout-a.jsonl"
    for path in (plain, noisy):
        path.parent.mkdir()
    plain.write_text("\n".join(good) + "\n", encoding="utf-8")
    mixed = [line for i, text in enumerate(good) for line in ([text, noise[i % 2]] if i else [text])]
    noisy.write_text("\n".join(mixed) + "\n", encoding="utf-8")
    (a,) = read_trajectories("codex", [str(plain)])
    (b,) = read_trajectories("codex", [str(noisy)])
    events_a, events_b = a["metadata"].pop("events"), b["metadata"].pop("events")
    assert a["messages"] == b["messages"] and a["metadata"] == b["metadata"]
    n = len(good) - 1
    assert events_b == events_a | {
        "patch_apply_end": events_a.get("patch_apply_end", 0) + n // 2,
        "7": (n + 1) // 2,
    }


def _output_items_reference(items: list) -> str:
    """The text ``output_items_text`` gives, written as its docstring says (one piece at a time)."""
    text = ""
    for item in items:
        piece = item if isinstance(item, str) else str(item.get("text") or "")
        text = f"{text}\n{piece}" if text and not text.endswith("\n") else text + piece
    return text


def test_output_items_join_puts_newlines_where_the_text_so_far_lacks_one():
    """The pieces are joined once: a newline goes between two only where the text before does
    not end with one, empty pieces included (an empty piece after a newline-less text adds the
    newline, which the next piece then follows; a text of empty pieces stays empty)."""
    import random
    from collections import Counter

    from agent_traces.loaders.codex import output_items_text

    assert output_items_text(["a", "", "b"], Counter()) == "a\nb"
    assert output_items_text(["", "", "a"], Counter()) == "a"
    assert output_items_text(["a\n", "b", ""], Counter()) == "a\nb\n"
    rng = random.Random(3)
    pieces = ["", "\n", "a", "a\n", "\n\n", "x\ny", "é\n", None]
    for _ in range(3000):
        items = [
            p if rng.random() < 0.5 and p is not None else {"type": "input_text", "text": p}
            for p in (rng.choice(pieces) for _ in range(rng.randint(0, 6)))
        ]
        assert output_items_text(items, Counter()) == _output_items_reference(items), items


def test_records_are_freed_before_the_row_is_yielded():
    """While the table generator holds the row (and the cyclic collector may run), the parser's
    generator no longer keeps the file's records: the collector would walk them all."""
    from agent_traces.core.config import AgentTracesConfig, ParseContext
    from agent_traces.loaders.codex import parse_codex_file

    path = FIXTURE_FILES[0]
    ctx = ParseContext(str(path), path.name, AgentTracesConfig(name="messages"), ProblemLog())
    rows = parse_codex_file(str(path), ctx)
    row = next(rows)
    assert row["messages"]
    held = rows.gi_frame.f_locals
    assert "records" not in held
    assert not [
        name
        for name, value in held.items()
        if isinstance(value, list) and value and all(isinstance(v, tuple) and len(v) == 5 for v in value)
    ]
