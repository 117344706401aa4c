"""The kiro loader on the real Kiro CLI export in ../shared/corpus and on our fixtures (an export,
and a native ``<id>.jsonl`` + ``<id>.json`` pair)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format

REAL = corpus_files("kiro")
NATIVE = sorted((FIXTURES / "kiro" / "sessions" / "cli").iterdir())
EXPORT = FIXTURES / "kiro" / "kiro-session.json"


def _read(files: list[Path]) -> tuple[list[dict], ProblemLog]:
    log = ProblemLog()
    return list(read_trajectories("kiro", [str(p) for p in files], log)), log


def _entries(path: Path) -> tuple[list[dict], dict]:
    if path.suffix == ".jsonl":
        lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
        return lines, json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    doc = json.loads(path.read_text(encoding="utf-8"))
    return doc["log_entries"], doc["metadata"]


@pytest.mark.parametrize("path", [*REAL, EXPORT, NATIVE[1]], ids=lambda p: p.name)
def test_counts_match_the_raw_session(path):
    entries, metadata = _entries(path)
    files = [path, path.with_suffix(".json")] if path.suffix == ".jsonl" else [path]
    (row,), log = _read(files)
    assert log.problem_total() == 0
    assert row["id"] == f"kiro:{metadata['session_id']}"
    parts = [(e["kind"], p) for e in entries for p in e["data"]["content"]]
    uses = [p["data"] for k, p in parts if p["kind"] == "toolUse"]
    results = [p["data"] for k, p in parts if p["kind"] == "toolResult"]
    calls = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert [(c["id"], c["function"]["name"], c["function"]["arguments"]) for c in calls] == [
        (u["toolUseId"], u["name"], u["input"]) for u in uses
    ]
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tools] == [r["toolUseId"] for r in results]
    assert sum(bool((m["metadata"] or {}).get("is_error")) for m in tools) == sum(
        r["status"] == "error" for r in results
    )
    assert not [m for m in tools if (m["metadata"] or {}).get("orphan")]
    kinds = [e["kind"] for e in entries]
    assert [m["role"] for m in row["messages"] if m["role"] != "tool"] == [
        "user" if k == "Prompt" else "assistant" for k in kinds if k != "ToolResults"
    ]
    thinking = [
        e
        for e in entries
        if any(p["kind"] == "thinking" and (p["data"] or {}).get("text") for p in e["data"]["content"])
    ]
    assert sum(bool(m["reasoning_content"]) for m in row["messages"]) == len(thinking)
    prompts = [e["data"]["content"][0]["data"] for e in entries if e["kind"] == "Prompt"]
    assert row["num_user_messages"] == len(prompts) and row["first_prompt"] == prompts[0]
    turns = metadata["session_state"]["conversation_metadata"]["user_turn_metadatas"]
    assert len(row["metadata"]["turns"]) == len(turns)


@pytest.mark.corpus
def test_the_corpus_export_is_detected_past_the_head_and_names_its_model():
    assert REAL[0].stat().st_size > 64 * 1024  # longer than what detection reads
    assert detect_format(str(REAL[0])) == "kiro"
    (row,), _ = _read(REAL)
    assert row["model"] == "auto" and row["metadata"]["layout"] == "export"
    assert row["metadata"]["turns"][0]["credits"] > 0


def test_native_pair_turn_models_times_and_thinking():
    assert [detect_format(str(p)) for p in NATIVE] == ["kiro", "kiro"]
    (row,), log = _read(NATIVE)
    assert log.problem_total() == 0
    assert row["metadata"]["layout"] == "native" and row["metadata"]["counts"] == {"redacted_thinking": 1}
    assistants = [m for m in row["messages"] if m["role"] == "assistant"]
    assert [m["model"] for m in assistants] == ["claude-sonnet-4.5", "claude-sonnet-4.5", "auto", "auto"]
    assert assistants[1]["timestamp"] == "2026-05-02T10:00:08.000Z"  # from its turn's result
    assert assistants[0]["reasoning_content"] == "A glob is enough."
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert tools[0]["metadata"] == {"tool_kind": "BuiltIn.ExecuteCmd"}
    assert tools[1]["metadata"] == {"is_error": True, "status": "error"}


def test_a_log_without_its_metadata_is_still_read(tmp_path):
    log_file = tmp_path / NATIVE[1].name
    shutil.copy(NATIVE[1], log_file)
    (row,), log = _read([log_file])
    assert log.problem_total() == 0
    assert row["session_id"] == log_file.stem and row["metadata"]["counts"]["no_session_metadata"] == 1


def test_metadata_alone_is_not_claimed(tmp_path):
    meta = tmp_path / NATIVE[0].name
    shutil.copy(NATIVE[0], meta)
    assert detect_format(str(meta)) is None


def test_damaged_entries_are_counted(tmp_path):
    lines = NATIVE[1].read_text(encoding="utf-8").splitlines()
    lines[1] = lines[1][:30]
    lines.insert(2, json.dumps({"version": "v1", "kind": "Mystery", "data": {}}))
    lines.insert(
        3, json.dumps({"version": "v1", "kind": "ToolResults", "data": {"message_id": "x", "content": [7]}})
    )
    (tmp_path / NATIVE[1].name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    shutil.copy(NATIVE[0], tmp_path / NATIVE[0].name)
    (row,), log = _read(sorted(tmp_path.iterdir()))
    problems = log.for_file(NATIVE[1].name)
    assert problems == {"malformed_json": 1, "not_a_log_entry": 1, "tool_result_without_call": 1}
    assert row["metadata"]["counts"]["malformed_tool_result"] == 1
    assert row["num_tool_calls"] == 1


SAVE = FIXTURES / "kiro" / "kiro-chat.json"


def test_a_q_cli_save_is_read_with_its_tools_and_injected_context():
    doc = json.loads(SAVE.read_text(encoding="utf-8"))
    assert detect_format(str(SAVE)) == "kiro"
    (row,), log = _read([SAVE])
    assert log.problem_total() == 0 and row["id"] == f"kiro:{doc['conversation_id']}"
    uses = [u for e in doc["history"] for u in e["assistant"].get("ToolUse", {}).get("tool_uses", [])]
    calls = [c for m in row["messages"] for c in m["tool_calls"] or []]
    assert [(c["id"], c["function"]["arguments"]) for c in calls] == [(u["id"], u["args"]) for u in uses]
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tools] == ["tooluse_Q1", "tooluse_Q2"]
    assert (
        tools[1]["metadata"] == {"is_error": True, "cancelled": True}
        and '"stdout":"42\\n"' in tools[0]["content"]
    )
    users = [m for m in row["messages"] if m["role"] == "user"]
    assert [(m["metadata"] or {}).get("kind") for m in users] == ["additional_context", None, None]
    assert row["num_user_messages"] == 2 and row["first_prompt"] == "how big is the repo?"
    assert [t["function"]["name"] for t in row["tools"]] == ["execute_bash", "fs_read"]
    assert row["model"] == "claude-sonnet-4" and row["metadata"]["layout"] == "q_cli_save"


def test_a_long_q_cli_save_is_proven_by_its_opening_keys_and_look_alikes_are_not(tmp_path):
    doc = json.loads(SAVE.read_text(encoding="utf-8"))
    doc["transcript"] = ["x" * 1000] * 100  # past the 64 KiB head
    big = tmp_path / "chat.json"
    big.write_text(json.dumps(doc, indent=2), encoding="utf-8")
    assert detect_format(str(big)) == "kiro"
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"conversation_id": "x", "history": [{"user": "hi"}]}), encoding="utf-8")
    assert detect_format(str(other)) != "kiro"  # no transcript: not proven a Q-CLI save


def test_kiros_own_interruption_notice_is_not_an_assistant_turn(tmp_path):
    """When the user stops pending tool calls, Kiro answers them "Tool use was cancelled by the
    user" and writes an assistant message of its own (seen at the end of a held-out export,
    issue 32): not model output, so not an assistant turn; listed in metadata.kiro_notices."""
    notice = "Tool uses were interrupted, waiting for the next user prompt"

    def entry(kind: str, mid: str, *content: dict) -> dict:
        return {"version": "v1", "kind": kind, "data": {"message_id": mid, "content": list(content)}}

    use = {"toolUseId": "tooluse_1", "name": "shell", "input": {"command": "foot --help"}}
    cancelled = {
        "toolUseId": "tooluse_1",
        "content": [{"kind": "text", "data": "Tool use was cancelled by the user"}],
    }
    export = {
        "format": "kiro-session-export-v1",
        "metadata": {"session_id": "k-1", "cwd": "/w", "session_state": {"version": "v1"}},
        "log_entries": [
            entry("Prompt", "p-1", {"kind": "text", "data": "why does foot ignore -e?"}),
            entry(
                "AssistantMessage",
                "a-1",
                {"kind": "text", "data": "Let me check."},
                {"kind": "toolUse", "data": use},
            ),
            entry("ToolResults", "r-1", {"kind": "toolResult", "data": {**cancelled, "status": "error"}}),
            entry("AssistantMessage", "a-2", {"kind": "text", "data": notice}),
        ],
    }
    path = tmp_path / "kiro-session.json"
    path.write_text(json.dumps(export, indent=2), encoding="utf-8")
    (row,), log = _read([path])
    assert [m["role"] for m in row["messages"]] == ["user", "assistant", "tool"]
    assert all(m["content"] != notice for m in row["messages"])
    assert row["metadata"]["kiro_notices"] == [{"text": notice, "message_id": "a-2", "timestamp": None}]
    assert row["metadata"]["counts"]["kiro_notice"] == 1
    assert log.problem_total() == 0
