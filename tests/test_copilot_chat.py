"""copilot_chat: trajectories rebuilt from telemetry generated the way the extension emits it.

Expectations come from the generator's ground truth or from the raw event files, never from the
loader's own output.
"""

from __future__ import annotations

import base64
import importlib.util
import json
import os
import sys
import tempfile
from pathlib import Path

import pytest
from conftest import FIXTURES
from datasets import load_dataset
from datasets.exceptions import DatasetGenerationError

import agent_traces
from agent_traces import TraceFormatError
from agent_traces.loaders import copilot_chat
from agent_traces.loaders.copilot_chat import (
    CopilotChat,
    CopilotChatConfig,
    CopilotTelemetryExtractor,
    is_all_injected,
    read_event,
    rebuild_property,
)
from agent_traces.problems import ProblemLog

_spec = importlib.util.spec_from_file_location("copilot_gen", FIXTURES / "copilot_telemetry_generator.py")
gen = importlib.util.module_from_spec(_spec)
sys.modules["copilot_gen"] = gen
_spec.loader.exec_module(gen)


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], dict]:
    directory = tmp_path_factory.mktemp("copilot-telemetry")
    truth = gen.write(str(directory), huge=True)
    return sorted(str(p) for p in directory.glob("*.jsonl")), truth


@pytest.fixture(scope="module")
def rows(generated, tmp_path_factory) -> dict[str, dict]:
    files, _ = generated
    ds = load_dataset(
        "copilot_chat", data_files=files, split="train", cache_dir=str(tmp_path_factory.mktemp("c"))
    )
    return {r["session_id"]: r for r in ds}


def _raw_events(files: list[str]):
    for path in sorted(files):
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            try:
                record = json.loads(line)
            except ValueError:
                continue
            event = read_event(record)
            if event is not None:
                yield Path(path).name, event


def _extract(files: list[str], **options) -> tuple[list[dict], ProblemLog]:
    config = CopilotChatConfig(name="messages", **options)
    log = ProblemLog()
    roots = {f: Path(f).name for f in files}
    return list(CopilotTelemetryExtractor(files, roots, log, config).rows()), log


def test_committed_fixtures_are_the_generator_output():
    lines, _ = gen.build()
    committed = sorted(p.name for p in (FIXTURES / "copilot_chat").glob("*.jsonl"))
    assert committed == sorted(lines)
    for name, expected in lines.items():
        assert (FIXTURES / "copilot_chat" / name).read_text(encoding="utf-8") == "\n".join(expected) + "\n"


def test_split_properties_both_schemes_and_spellings():
    value = json.dumps([{"role": "user", "content": "z" * 30000}])
    plain = gen.multiplex_plain({"messagesJson": value})
    assert {"messagesJson_02", "messagesJson_04"} <= set(plain) and "messagesJson_05" not in plain
    assert rebuild_property(plain) == (value, "split")
    for spelling in ("messagesJSONChunk", "messagesJsonChunk"):
        packed = gen.multiplex_compressed({"messagesJson": value}, spelling)
        assert len(packed["messagesJson"]) == 8192
        assert rebuild_property(packed) == (value, "compressed")
    small = gen.multiplex_compressed({"messagesJson": "[]"})
    assert small["messagesJSONChunk"] and rebuild_property(small) == ("[]", "compressed")
    huge = gen.multiplex_plain({"messagesJson": "x" * (8192 * 52)})
    text, scheme = rebuild_property(huge)
    assert scheme == "split_full" and len(text) == 8192 * 50
    broken = {"messagesJson": "[1", "messagesJSONChunk": base64.b64encode(b"not gzip").decode()}
    assert rebuild_property(broken) == ("[1", "bad_compressed")


def test_one_trajectory_per_conversation_in_first_seen_order(generated, rows):
    files, truth = generated
    seen: list[str] = []
    for _, event in _raw_events(files):
        conv = event.properties.get("conversationId")
        is_input = event.name == "engine.messages" and "baseModel" not in event.properties
        if is_input and conv and conv not in seen:
            seen.append(conv)
    kept = [c for c in seen if c in truth["conversations"] and truth["conversations"][c]["system_first"]]
    ds = load_dataset("copilot_chat", data_files=files, split="train", cache_dir=tempfile.mkdtemp())
    assert ds["session_id"] == kept
    assert set(rows) == set(kept) and "conv-e" not in rows


def test_messages_rebuilt_with_final_answer(generated, rows):
    _, truth = generated
    for conv, row in rows.items():
        expected = truth["conversations"][conv]["messages"]
        got = row["messages"]
        assert [m["role"] for m in got] == [m["role"] for m in expected], conv
        for mine, want in zip(got, expected, strict=True):
            assert mine["content"] == want["content"], conv
            if want["role"] == "assistant":
                calls = [
                    (c["id"], c["function"]["name"], c["function"]["arguments"])
                    for c in mine["tool_calls"] or []
                ]
                assert calls == [tuple(c) for c in want["tool_calls"]], conv
            if want["role"] == "tool":
                assert mine["tool_call_id"] == want["tool_call_id"]
        assert got[-1]["content"] == truth["conversations"][conv]["final_answer"]
        assert got[-1]["metadata"]["from_output_event"] is True
        assert row["num_tool_calls"] == sum(len(m.get("tool_calls", [])) for m in expected)
    empty_with_calls = [
        m for m in rows["conv-a"]["messages"] if m["role"] == "assistant" and not m["content"]
    ]
    assert empty_with_calls and all(m["tool_calls"] for m in empty_with_calls)


def test_modes_by_request_and_by_turn_index(generated, rows):
    _, truth = generated
    for conv, row in rows.items():
        want = [
            m["mode"] for m in truth["conversations"][conv]["messages"] if m["role"] == "user" and "mode" in m
        ]
        users = [
            m for m in row["messages"] if m["role"] == "user" and not (m["metadata"] or {}).get("injected")
        ]
        assert [m["metadata"]["mode"] for m in users] == want
        assert row["metadata"]["mode"] == want[0]
        assert row["metadata"]["mode_distribution"] == {m: want.count(m) for m in want}
    injected = [m for m in rows["conv-a"]["messages"] if (m["metadata"] or {}).get("injected")]
    assert len(injected) == 1 and "mode" not in injected[0]["metadata"]


def test_models_engine_session_fill_and_conflict(generated, rows):
    _, truth = generated
    for conv, row in rows.items():
        info = truth["conversations"][conv]
        last = row["messages"][-1]
        assert last["model"] == info["model"] and last["metadata"]["model_source"] == "engine"
        assert row["model"] == info["model"]
        conflict = info["session_model"] is not None and info["session_model"] != info["model"]
        assert bool(last["metadata"].get("model_conflict")) == conflict, conv
    assert rows["conv-b"]["messages"][-1]["metadata"]["session_model"] == "gpt-4o"
    earlier = rows["conv-a"]["messages"][:-2]
    assert all(
        m["model"] == "gpt-4.1" and m["metadata"]["model_source"] == "interactiveSession" for m in earlier
    )
    auto = [e for _, e in _raw_events(generated[0]) if e.properties.get("model") == "auto"]
    assert auto and not any(m["model"] == "auto" for r in rows.values() for m in r["messages"])


def test_anthropic_snapshot_normalized(generated, rows):
    row = rows["conv-b"]
    assert row["messages"][0]["role"] == "system"
    assert row["messages"][0]["content"] == truth_system(generated)
    tool = next(m for m in row["messages"] if m["role"] == "tool")
    assert tool["tool_call_id"] == "toolu_b1" and tool["name"] == "read_file"
    assert row["metadata"]["split_scheme"] == "compressed"
    assert [t["function"]["name"] for t in row["tools"]] == [t["function"]["name"] for t in gen.TOOLS]


def truth_system(generated) -> str:
    return generated[1]["conversations"]["conv-b"]["messages"][0]["content"]


def test_tool_metadata_merged_into_lossy_winner(generated, rows, tmp_path):
    files, _ = generated
    row = rows["conv-f"]
    assert row["file_path"] == "telemetry-03.jsonl"
    assert row["metadata"]["snapshots"] == 3
    call = next(m for m in row["messages"] if m["role"] == "assistant")["tool_calls"][0]
    assert call["id"] == "call_f1" and call["function"]["arguments"] == {"command": "ls"}
    unmerged, _ = _extract(files, merge_tool_metadata=False)
    lossy = next(r for r in unmerged if r["session_id"] == "conv-f")
    assert not any(m["tool_calls"] for m in lossy["messages"])
    assert not any(m["tool_call_id"] for m in lossy["messages"])


def test_tie_broken_by_later_timestamp(generated, rows):
    files, truth = generated
    times = {
        name: e.time
        for name, e in _raw_events(files)
        if e.properties.get("conversationId") == "conv-c"
        and e.name == "engine.messages"
        and "baseModel" not in e.properties
    }
    assert times[truth["tie"]["winner_file"]] > times[truth["tie"]["dup_file"]]
    row = rows["conv-c"]
    assert row["file_path"] == truth["tie"]["winner_file"]
    assert row["metadata"]["timestamp"] == times[truth["tie"]["winner_file"]]
    assert row["metadata"]["snapshots"] == 2


def test_problems_counted_by_reason_and_strict_raises(generated):
    files, truth = generated
    _, log = _extract(files)
    # conv-e has no system prompt: left out on purpose by require_system_first, counted, never fatal
    assert log.by_reason() == {**truth["broken"], "not_system_first": 1}
    assert log.deliberate == {"not_system_first"}
    with pytest.raises(DatasetGenerationError) as info:
        load_dataset(
            "copilot_chat", data_files=files, split="train", cache_dir=tempfile.mkdtemp(), strict=True
        )
    err = info.value.__cause__
    assert isinstance(err, TraceFormatError)
    assert (err.file, err.line, err.reason) == ("telemetry-02.jsonl", 4, "malformed_json")


def test_require_system_first_and_sampling(generated):
    files, _ = generated
    everything, _ = _extract(files, require_system_first=False)
    assert "conv-e" in [r["session_id"] for r in everything]
    assert everything[-1]["messages"][0]["role"] == "user"
    full = [r["session_id"] for r in _extract(files)[0]]
    first = [r["session_id"] for r in _extract(files, sample=3, seed=7)[0]]
    again = [r["session_id"] for r in _extract(files, sample=3, seed=7)[0]]
    assert first == again and len(first) <= 3
    assert first == [c for c in full if c in first]


def test_context_properties_and_tags(generated, rows, tmp_path):
    row = rows["conv-a"]
    context = row["metadata"]["context"]
    assert context["contextTypes"] == "file,selection"
    assert context["detectedParticipant"] == "github.copilot.editsAgent"
    assert row["first_prompt"] == "Why does the test in util.py fail?"
    first = next(c for c in context["message_contexts"] if "user_request" in c["tags"])
    assert {"context", "editor_context", "reminder_instructions", "attachments"} <= set(first["tags"])
    assert first["other_tags"][0]["tag"] == "futureTag"
    assert "/work/app/util.py" in context["file_references"]
    assert context["message_context"]["has_environment_info"] is True
    assert rows["conv-c"]["metadata"]["context"]["agent_mentions"] == ["workspace"]
    catalog = json.loads(
        (Path(agent_traces.__file__).parent / "data" / "copilot_context_tags.json").read_text()
    )
    catalog["tags"].append({"name": "futureTag", "aliases": [], "key": "future", "injected": True})
    custom = tmp_path / "tags.json"
    custom.write_text(json.dumps(catalog))
    overridden, _ = _extract(generated[0], context_tag_map=str(custom))
    ctx = next(r for r in overridden if r["session_id"] == "conv-a")["metadata"]["context"]
    first = next(c for c in ctx["message_contexts"] if "user_request" in c["tags"])
    assert "future" in first["tags"] and "other_tags" not in first


def test_remembered_lookups_change_nothing(generated, monkeypatch):
    """Pass 2 remembers recent index lookups and injected-tag answers (speed only): with nothing
    remembered, the same rows and problems come out of the fixtures and the generated export."""
    inputs = [generated[0], sorted(str(p) for p in (FIXTURES / "copilot_chat").glob("*.jsonl"))]
    remembered = [_extract(files) for files in inputs]
    extractor = CopilotTelemetryExtractor([], {}, ProblemLog(), CopilotChatConfig(name="messages"))
    assert remembered[0][0] and extractor.recent == {} and extractor.injected.known == {}
    monkeypatch.setattr(CopilotTelemetryExtractor, "_recent", lambda self, key, read: read())
    monkeypatch.setattr(
        copilot_chat.InjectedMemo, "__call__", lambda self, text: is_all_injected(text, self.catalog)
    )
    for files, (rows, log) in zip(inputs, remembered, strict=True):
        fresh_rows, fresh_log = _extract(files)
        assert fresh_rows == rows
        assert (fresh_log.by_reason(), fresh_log.summary()) == (log.by_reason(), log.summary())


def test_index_on_disk_is_removed(generated, monkeypatch, tmp_path):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    rows, _ = _extract(generated[0])
    assert rows and not any(p.name.startswith("agent-traces-copilot-") for p in tmp_path.iterdir())


@pytest.mark.parametrize("view", ["messages", "sharegpt", "steps"])
def test_views_streaming_and_num_proc(view, cache_dir):
    files = sorted(str(p) for p in (FIXTURES / "copilot_chat").glob("*.jsonl"))
    ds = load_dataset("copilot_chat", view, data_files=files, split="train", cache_dir=cache_dir)
    streamed = list(load_dataset("copilot_chat", view, data_files=files, split="train", streaming=True))
    assert len(ds) > 0 and [dict(r) for r in ds] == streamed
    parallel = load_dataset(
        "copilot_chat", view, data_files=files, split="train", cache_dir=cache_dir + "2", num_proc=2
    )
    assert parallel.to_list() == ds.to_list()


def test_sniff_and_default_location():
    head = (FIXTURES / "copilot_chat" / "telemetry-03.jsonl").read_bytes()[:65536]
    assert CopilotChat.sniff("telemetry-03.jsonl", head)
    for other in ("vscode_chat/export_rounds.json", "copilot_cli/events.jsonl"):
        assert not CopilotChat.sniff(other, (FIXTURES / other).read_bytes()[:65536])
    assert CopilotChat.default_data_files() == []
    with pytest.raises(FileNotFoundError, match="export it"):
        load_dataset("copilot_chat", split="train", cache_dir=tempfile.mkdtemp())
    assert os.path.basename(CopilotChat.FILE_PATTERNS[0]) == "*.jsonl"


def test_the_tag_map_is_opened_through_the_builder_module(tmp_path, monkeypatch):
    """``datasets`` patches ``open`` in the builder's module only, when it makes the builder (to
    read remote files); the ``context_tag_map`` file, read in ``context.py``, is opened through it."""
    custom = tmp_path / "tags.json"
    custom.write_text(json.dumps({"tags": []}))
    opened: list[str] = []

    def patched_open(path, *args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(path)
        return open(path, *args, **kwargs)

    builder = CopilotChat(cache_dir=str(tmp_path / "c"), context_tag_map=str(custom))
    assert copilot_chat.open.__name__ == "xopen"  # what datasets set when it made the builder
    monkeypatch.setattr(copilot_chat, "open", patched_open)
    assert list(builder.parse_shard([], {}, ProblemLog())) == []
    assert opened == [str(custom)]
