"""The gemini_cli loader on real Gemini CLI recordings (../shared/corpus/gemini_cli) and our fixtures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.api import read_trajectories
from agent_traces.loaders.gemini_cli import GeminiCli

REAL = corpus_files("gemini_cli")
FIXTURE_DIR = FIXTURES / "gemini_cli"
VIEWS = ("messages", "sharegpt", "steps")


def _replayed(path: Path) -> tuple[dict, list[dict]]:
    """Session fields and message records, replaying a JSONL log independently of the loader."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        data = json.loads(text)
        return {k: v for k, v in data.items() if k != "messages"}, data["messages"]
    session: dict = {}
    messages: dict[str, dict] = {}
    for line in text.splitlines():
        record = json.loads(line)
        if "$set" in record:
            session.update(record["$set"])
        elif "type" in record:
            messages[record["id"]] = record
        else:
            session.update(record)
    return session, list(messages.values())


def _functions_output(call: dict) -> str:
    """A call's result as the model got it: each functionResponse's output (or error), and the
    text parts Gemini CLI appends to a result (a user's steering update, April 2026)."""
    return "\n".join(
        part["text"]
        if "text" in part
        else part["functionResponse"]["response"].get(
            "output", part["functionResponse"]["response"].get("error")
        )
        for part in call["result"]
    )


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_real_sessions_keep_turns_tool_calls_results_and_thoughts(path, cache_dir):
    session, records = _replayed(path)
    (row,) = load_dataset(
        "gemini_cli", data_files=str(path), split="train", cache_dir=cache_dir, subagents=True
    )
    calls = [c for r in records if r["type"] == "gemini" for c in r.get("toolCalls") or []]
    assert row["num_tool_calls"] == len(calls)
    got_calls = [c for m in row["messages"] if m["tool_calls"] for c in m["tool_calls"]]
    assert [c["function"]["arguments"] for c in got_calls] == [c["args"] for c in calls]
    tool_msgs = {m["tool_call_id"]: m["content"] for m in row["messages"] if m["role"] == "tool"}
    for call in calls:
        if call.get("result"):
            assert tool_msgs[call["id"]] == _functions_output(call)
    assistants = [m for m in row["messages"] if m["role"] == "assistant"]
    assert len(assistants) == sum(r["type"] == "gemini" for r in records)
    subjects = [t["subject"] for r in records for t in r.get("thoughts") or []]
    reasoning = "".join(m["reasoning_content"] or "" for m in assistants)
    assert all(s in reasoning for s in subjects)
    if session.get("kind") == "subagent":  # linked to its parent by the folder it sits in
        parent = path.name.split("__")[-2]
        assert row["session_id"] == parent == row["metadata"]["agent"]["parent_session_id"]
        assert row["id"] == f"gemini_cli:{parent}:agent-{session['sessionId']}"
    else:
        assert row["session_id"] == session.get("sessionId", path.stem)
    assert row["metadata"].get("lastUpdated") == session.get("lastUpdated")
    notices = [r for r in records if r["type"] in ("info", "warning", "error")]
    assert len(row["metadata"].get("notices") or []) == len(notices)


@pytest.mark.corpus
@pytest.mark.parametrize("view", VIEWS)
def test_real_files_in_every_view_streaming_and_num_proc(view, cache_dir, tmp_path):
    files = [str(p) for p in REAL]
    opts = {"subagents": True}
    rows = list(
        load_dataset("gemini_cli", view, data_files=files, split="train", cache_dir=cache_dir, **opts)
    )
    streamed = list(load_dataset("gemini_cli", view, data_files=files, split="train", streaming=True, **opts))
    parallel = load_dataset(
        "gemini_cli",
        view,
        data_files=files,
        split="train",
        num_proc=2,
        cache_dir=str(tmp_path / "np"),
        **opts,
    )
    assert rows == streamed
    assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
        json.dumps(r, sort_keys=True) for r in parallel
    )
    turns = sum(r["type"] == "gemini" for p in REAL for r in _replayed(p)[1])
    assert len(rows) == (turns if view == "steps" else len(REAL))


def test_fixture_log_replay_rewrites_injection_and_errors():
    log = ProblemLog()
    rows = {
        r["session_id"]: r
        for r in read_trajectories("gemini_cli", [str(p) for p in FIXTURE_DIR.iterdir() if p.is_file()], log)
    }
    replay = rows["9a8b7c6d-0000-4000-8000-000000000002"]
    # g1 was written twice (executing, then success): one assistant turn, one call, one result
    assert [m["role"] for m in replay["messages"]] == ["user", "assistant", "tool", "user", "assistant"]
    assert replay["messages"][2]["content"] == "README.md\nsrc/"
    assert replay["messages"][0]["metadata"]["display_content"] == "/init"
    assert replay["first_prompt"] == "Keep it short"  # the /init expansion is not what the user typed
    assert replay["metadata"]["summary"] == "Write GEMINI.md"
    session = rows["4f1c2d3e-0000-4000-8000-000000000001"]
    errors = [m for m in session["messages"] if m["role"] == "tool" and (m["metadata"] or {}).get("is_error")]
    assert [m["content"] for m in errors] == ["No files found"]
    assert session["messages"][1]["reasoning_content"] == "**Locating the file**\nI need to read setup.py."
    assert session["metadata"]["tokens"]["total"] == 1050 + 1112
    assert log.by_reason() == {"truncated_line": 1, "unknown_message_type": 1}
    with pytest.raises(TraceFormatError, match="unknown_message_type"):
        list(
            read_trajectories(
                "gemini_cli", [str(FIXTURE_DIR / "session-2025-09-01T10-00-4f1c2d3e.json")], strict=True
            )
        )


@pytest.mark.corpus
def test_sniff_and_default_location(tmp_path, monkeypatch):
    for path in REAL:
        assert GeminiCli.sniff(str(path), path.read_bytes()[:65536])
    assert not GeminiCli.sniff("x.jsonl", b'{"messages": [{"role": "user", "content": "hi"}]}\n')
    chats = tmp_path / ".gemini" / "tmp" / "abc" / "chats"
    chats.mkdir(parents=True)
    (chats / "session-1.json").write_text("{}")
    (tmp_path / ".gemini" / "tmp" / "abc" / "logs.json").write_text("[]")
    monkeypatch.setenv("GEMINI_CLI_HOME", str(tmp_path))
    assert GeminiCli.default_data_files() == [str(chats / "session-1.json")]


def _one(path: Path) -> tuple[dict, ProblemLog]:
    log = ProblemLog()
    (row,) = read_trajectories("gemini_cli", [str(path)], log)
    return row, log


def test_newest_recordings_give_function_responses_as_tool_messages_not_prompts():
    path = FIXTURE_DIR / "session-2026-03-10T09-00-7e7e7e7e.jsonl"
    row, log = _one(path)
    assert [m["role"] for m in row["messages"]] == ["user", "assistant", "tool", "assistant", "user"]
    tool = row["messages"][2]
    assert (tool["tool_call_id"], tool["name"], tool["content"]) == (
        "list_directory-1741597203000-d4",
        "list_directory",
        "index.md\nusage.md",
    )
    assert row["num_user_messages"] == 2 and "tool_calls_without_result" not in row["metadata"]
    assert log.total() == 0


def test_content_array_layout_is_read_and_detected():
    """``/chat save`` checkpoints and other history dumps: ``[{role, parts}]``."""
    from agent_traces.detect import detect_format

    path = FIXTURE_DIR / "checkpoints" / "checkpoint-fix-readme.json"
    assert detect_format(str(path)) == "gemini_cli"
    row, log = _one(path)
    contents = json.loads(path.read_text(encoding="utf-8"))
    calls = [p["functionCall"] for c in contents for p in c["parts"] if "functionCall" in p]
    got = [c for m in row["messages"] for c in m["tool_calls"] or ()]
    assert [(c["function"]["name"], c["function"]["arguments"]) for c in got] == [
        (c["name"], c["args"]) for c in calls
    ]
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tools] == [
        c["id"] for c in got
    ]  # the id-less response answers its call
    assert tools[1]["metadata"] == {"is_error": True}
    assert row["messages"][0]["metadata"]["kind"] == "environment_context"
    assert row["first_prompt"] == "Fix the typo in README.md"
    assert row["messages"][3]["reasoning_content"].startswith("**Locating the typo**")
    assert log.total() == 0


def test_stream_json_output_is_read_and_detected():
    """``gemini -p … --output-format stream-json`` stdout: deltas joined, tools paired, result kept."""
    from agent_traces.detect import detect_format

    path = FIXTURE_DIR / "stream-json" / "gemini-p-output.jsonl"
    assert detect_format(str(path)) == "gemini_cli"
    events = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    row, log = _one(path)
    assert row["session_id"] == events[0]["session_id"] and row["model"] == events[0]["model"]
    assert row["num_tool_calls"] == sum(e["type"] == "tool_use" for e in events)
    tools = [m for m in row["messages"] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tools] == [e["tool_id"] for e in events if e["type"] == "tool_result"]
    assert [m["name"] for m in tools] == ["run_shell_command", "read_file"]
    assert tools[1]["metadata"]["is_error"] and tools[1]["content"] == "File not found: /nope.py"
    assert row["messages"][1]["content"] == "I'll count them."
    assert row["completed"] is True and row["metadata"]["result"]["stats"]["total_tokens"] == 1830
    assert row["sent_at"] == events[0]["timestamp"] and log.total() == 0


def test_subagent_chats_are_left_out_unless_asked_and_linked_by_their_folder(tmp_path):
    """A subagent chat (``chats/<parent id>/<id>.json``, ``kind: "subagent"``) is a row of its
    own only with ``subagents=True``, linked to the parent session named by its folder."""
    parent_id = "4d0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b"
    chats = tmp_path / "tmp" / "proj" / "chats"
    (chats / parent_id).mkdir(parents=True)
    base = {
        "projectHash": "ab12",
        "startTime": "2026-04-16T22:38:58.587Z",
        "lastUpdated": "2026-04-16T22:40:00.000Z",
    }
    main = {
        **base,
        "sessionId": parent_id,
        "kind": "main",
        "messages": [
            {
                "id": "m1",
                "timestamp": "2026-04-16T22:38:59.000Z",
                "type": "user",
                "content": [{"text": "remember my role"}],
            },
            {
                "id": "m2",
                "timestamp": "2026-04-16T22:39:10.000Z",
                "type": "gemini",
                "content": "Saved.",
                "toolCalls": [
                    {
                        "id": "save_memory_1",
                        "name": "save_memory",
                        "args": {"fact": "role: gardener"},
                        "status": "success",
                        "result": [
                            {
                                "functionResponse": {
                                    "id": "save_memory_1",
                                    "name": "save_memory",
                                    "response": {"output": "ok"},
                                }
                            }
                        ],
                    }
                ],
            },
        ],
    }
    sub = {
        **base,
        "sessionId": "xq12ab",
        "kind": "subagent",
        "directories": ["/home/dev"],
        "messages": [
            {
                "id": "s1",
                "timestamp": "2026-04-16T22:39:01.000Z",
                "type": "user",
                "content": [{"text": "Save: role gardener"}],
            },
            {
                "id": "s2",
                "timestamp": "2026-04-16T22:39:05.000Z",
                "type": "gemini",
                "content": "",
                "toolCalls": [
                    {
                        "id": "complete_task_1",
                        "name": "complete_task",
                        "args": {"result": "done"},
                        "status": "success",
                        "result": [
                            {
                                "functionResponse": {
                                    "id": "complete_task_1",
                                    "name": "complete_task",
                                    "response": {"output": "done"},
                                }
                            }
                        ],
                    }
                ],
            },
        ],
    }
    (chats / "session-2026-04-16T22-38-4d0c1a2b.json").write_text(json.dumps(main))
    (chats / parent_id / "xq12ab.json").write_text(json.dumps(sub))
    files = [str(p) for p in sorted(chats.rglob("*.json"))]
    log = ProblemLog()
    rows = list(read_trajectories("gemini_cli", files, log, root=str(tmp_path)))
    assert [r["id"] for r in rows] == [f"gemini_cli:{parent_id}"]
    assert log.by_reason() == {"subagent_file_not_loaded": 1} and "subagent_file_not_loaded" in log.deliberate
    rows = {r["id"]: r for r in read_trajectories("gemini_cli", files, ProblemLog(), subagents=True)}
    child = rows[f"gemini_cli:{parent_id}:agent-xq12ab"]
    assert child["session_id"] == parent_id and child["metadata"]["agent"]["parent_session_id"] == parent_id
    assert child["num_tool_calls"] == 1
    # the mixed source passes subagents on
    mixed = load_dataset(
        "agent_traces", data_dir=str(tmp_path), split="train", subagents=True, cache_dir=str(tmp_path / "c")
    )
    assert sorted(r["id"] for r in mixed) == sorted(rows)


def test_a2a_log_rewrites_the_whole_message_list_after_a_repeated_header(tmp_path):
    """The a2a-server variant repeats the header line, then ``{"$set": {"messages": [...]}}``
    replaces the list: the last list wins, with upserts by id after it."""
    header = {
        "sessionId": "a2a-1",
        "projectHash": "h",
        "startTime": "2026-05-01T10:00:00.000Z",
        "lastUpdated": "2026-05-01T10:00:00.000Z",
        "kind": "main",
    }
    user = {"id": "u1", "timestamp": "2026-05-01T10:00:01.000Z", "type": "user", "content": [{"text": "hi"}]}
    draft = {"id": "g1", "timestamp": "2026-05-01T10:00:02.000Z", "type": "gemini", "content": "dra"}
    final = {**draft, "content": "Hello!", "model": "gemini-3-flash-preview"}
    later = {
        "id": "u2",
        "timestamp": "2026-05-01T10:00:05.000Z",
        "type": "user",
        "content": [{"text": "bye"}],
    }
    lines = [
        header,
        user,
        draft,
        {"$set": {"lastUpdated": "2026-05-01T10:00:03.000Z"}},
        {**header, "lastUpdated": "2026-05-01T10:00:04.000Z"},
        {"$set": {"messages": [user, final]}},
        later,
    ]
    path = tmp_path / "session.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in lines))
    log = ProblemLog()
    (row,) = read_trajectories("gemini_cli", [str(path)], log)
    assert [(m["role"], m["content"]) for m in row["messages"]] == [
        ("user", "hi"),
        ("assistant", "Hello!"),
        ("user", "bye"),
    ]
    assert row["metadata"]["lastUpdated"] == "2026-05-01T10:00:04.000Z" and log.total() == 0


def test_a_derivative_answering_under_its_own_type_is_not_claimed(tmp_path):
    """IBM Bob Shell writes Gemini CLI's chat recording with its answers typed "bob-shell"
    (seen in a held-out file, issue 32): no Gemini answer in it, so it stays unknown rather
    than becoming a gemini_cli row of prompts alone. A Gemini session whose head holds only a
    prompt and a notice is still claimed."""
    from agent_traces.detect import detect_format

    def session(*messages: dict) -> dict:
        head = {"sessionId": "s-1", "projectHash": "ab" * 32, "startTime": "2026-05-17T14:10:27.558Z"}
        return {**head, "lastUpdated": "2026-05-17T14:11:16.844Z", "messages": list(messages)}

    prompt = {
        "id": "m-1",
        "timestamp": "2026-05-17T14:10:27.558Z",
        "type": "user",
        "content": "Review the routes.",
    }
    answer = {
        "id": "m-2",
        "timestamp": "2026-05-17T14:10:31.443Z",
        "type": "bob-shell",
        "content": "I'll list them.\n\n[using tool list_files: src/app/api]",
        "thoughts": [{"subject": "", "description": "The user", "timestamp": "2026-05-17T14:10:29.934Z"}],
    }
    derived = tmp_path / "bob.json"
    derived.write_text(json.dumps(session(prompt, answer), indent=2))
    assert detect_format(str(derived)) is None
    notice = {
        "id": "m-3",
        "timestamp": "2026-05-17T14:10:40.000Z",
        "type": "info",
        "content": "Request cancelled.",
    }
    gemini = tmp_path / "gemini.json"
    gemini.write_text(json.dumps(session(prompt, notice), indent=2))
    assert detect_format(str(gemini)) == "gemini_cli"
    gemini.write_text(json.dumps(session(prompt, {**answer, "type": "gemini"}, {**answer, "type": "plan"})))
    assert detect_format(str(gemini)) == "gemini_cli"  # a new type beside Gemini's answers: still Gemini
