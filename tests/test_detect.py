"""Format detection: every builder's ``sniff``, asked most specific first, on at most 64 KiB."""

from __future__ import annotations

import gzip
import json

from conftest import FIXTURES

from agent_traces.core.builder import AgentTracesBuilder
from agent_traces.detect import HEAD_BYTES, detect_files, detect_format, read_head, sniff_order
from agent_traces.registration import discover_builders

MINE = ("openai_messages", "gemini_cli", "aider", "cline")


def test_my_fixtures_are_detected_as_their_source():
    for name in MINE:
        files = [p for p in (FIXTURES / name).rglob("*") if p.is_file()]
        assert files
        assert {detect_format(str(p)) for p in files} == {name}, name


def test_generic_messages_shape_loses_to_more_specific_sources(tmp_path):
    order = [cls.NAME for cls in sniff_order()]
    assert set(order) == set(discover_builders()) - {"agent_traces"}
    # a Gemini log line is JSON too, but only gemini_cli claims it
    gemini = tmp_path / "chat.jsonl"
    gemini.write_text(json.dumps({"id": "1", "type": "gemini", "content": "hi"}) + "\n")
    assert detect_format(str(gemini)) == "gemini_cli"
    plain = tmp_path / "sft.jsonl"
    plain.write_text(json.dumps({"messages": [{"role": "user", "content": "hi"}]}) + "\n")
    assert detect_format(str(plain)) == "openai_messages"


def test_gz_is_decompressed_and_the_head_is_bounded(tmp_path):
    path = tmp_path / "big.jsonl.gz"
    line = json.dumps({"messages": [{"role": "user", "content": "x" * 1000}]}) + "\n"
    with gzip.open(path, "wt") as f:
        f.write(line * 200)
    head = read_head(str(path))
    assert len(head) == HEAD_BYTES and head.startswith(b'{"messages"')
    assert detect_format(str(path)) == "openai_messages"
    broken = tmp_path / "broken.jsonl.gz"
    broken.write_bytes(b"not gzip at all")
    assert read_head(str(broken)) == b"" and detect_format(str(broken)) is None


def test_unknown_files_and_faulty_sniffs(tmp_path):
    class Boom(AgentTracesBuilder):
        NAME = "boom"
        SNIFF_ORDER = 0

        @classmethod
        def sniff(cls, path: str, head: bytes) -> bool:
            raise RuntimeError("bad sniff")

    class Yes(AgentTracesBuilder):
        NAME = "yes"
        TEXT_FORMAT = True

        @classmethod
        def sniff(cls, path: str, head: bytes) -> bool:
            return head.startswith(b"YES")

    note = tmp_path / "notes.txt"
    note.write_text("just some notes\n")
    yes = tmp_path / "y.txt"
    yes.write_text("YES\n")
    assert detect_format(str(note)) is None
    assert detect_format(str(yes), {"boom": Boom, "yes": Yes}) == "yes"
    by_source, unknown = detect_files([str(note), str(yes)], {"boom": Boom, "yes": Yes})
    assert by_source == {"yes": [str(yes)]} and unknown == [str(note)]


def test_prose_and_code_quoting_a_format_are_never_claimed(tmp_path):
    """Copilot telemetry was claimed by any file whose head mentioned ``engine.messages``: the
    README, a corpus MANIFEST.md, a package's METADATA."""
    from conftest import ROOT

    quoting = 'GitHub.copilot-chat/engine.messages {"name": "GitHub.copilot-chat/engine.messages"}'
    files = {
        "README.md": f"# Notes\n\nCopilot telemetry events are `{quoting}`.\n",
        "METADATA": f"Metadata-Version: 2.1\nName: thing\n\n{quoting}\n",
        "mod.py": f'EVENT = "{quoting}"\n',
        "notes.jsonl": '{"note": "engine.messages and GitHub.copilot-chat/ are mentioned here"}\n',
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        assert detect_format(str(tmp_path / name)) is None, name
    assert detect_format(str(ROOT / "README.md")) is None
    assert detect_format(str(ROOT / "CONTRIBUTING.md")) is None
    for telemetry in sorted((ROOT / "fixtures" / "copilot_chat").glob("*.jsonl")):
        assert detect_format(str(telemetry)) == "copilot_chat"


def _sniffs(path) -> dict[str, bool]:
    head = read_head(str(path))
    return {
        name: cls.sniff(str(path), head)
        for name, cls in discover_builders().items()
        if name != "agent_traces"
    }


def test_look_alikes_are_not_claimed_by_a_parser_that_cannot_read_them(tmp_path):
    """Detection by proof (issue 32): each shape below fooled a sniffer into a parser that then
    read almost nothing of it; now the sniffer asks for the structure its parser needs."""
    base = {"sessionId": "s1", "timestamp": "2026-03-31T13:31:12.008Z", "cwd": "/w", "version": "0.13.0"}
    qwen = tmp_path / "qwen.jsonl"
    qwen.write_text(
        "\n".join(
            json.dumps(r)
            for r in [
                {
                    **base,
                    "uuid": "u1",
                    "parentUuid": None,
                    "type": "user",
                    "message": {"role": "user", "parts": [{"text": "hi"}]},
                },
                {
                    **base,
                    "uuid": "u2",
                    "parentUuid": "u1",
                    "type": "system",
                    "subtype": "ui_telemetry",
                    "systemPayload": {},
                },
            ]
        )
        + "\n"
    )
    # the same record with Claude Code's ``message.content`` is still Claude Code
    claude = tmp_path / "claude.jsonl"
    claude.write_text(
        json.dumps(
            {
                **base,
                "uuid": "u1",
                "parentUuid": None,
                "type": "user",
                "message": {"role": "user", "content": "hi"},
            }
        )
        + "\n"
    )
    # a Qwen record longer than the head: judged by its opening
    long_qwen = tmp_path / "long_qwen.jsonl"
    long_qwen.write_text(
        json.dumps(
            {
                "uuid": "u1",
                "parentUuid": None,
                "sessionId": "s",
                "type": "user",
                "message": {"role": "user", "parts": [{"text": "x" * 70000}]},
            }
        )
        + "\n"
    )
    session = {"type": "session", "version": 3, "id": "s2", "timestamp": "2026-02-16T23:40:43.787Z"}
    openclaw_cwd = tmp_path / "claw.jsonl"
    openclaw_cwd.write_text(json.dumps({**session, "cwd": "/home/me/.openclaw/workspace"}) + "\n")
    openclaw_custom = tmp_path / "claw2.jsonl"
    openclaw_custom.write_text(
        json.dumps({**session, "cwd": "/srv/bot"})
        + "\n"
        + json.dumps({"type": "custom", "customType": "openclaw.cache-ttl", "id": "c1", "data": {}})
        + "\n"
    )
    pi = tmp_path / "pi.jsonl"
    pi.write_text(json.dumps({**session, "cwd": "/Users/me/project"}) + "\n")
    continue_doc = {
        "sessionId": "c1",
        "title": "t",
        "workspaceDirectory": "/w",
        "mode": "agent",
        "history": [{"message": {"role": "user", "content": "hi"}, "contextItems": []}],
    }
    cont = tmp_path / "session.json"
    cont.write_text(json.dumps(continue_doc, indent=2))
    cont_long = tmp_path / "session_long.json"
    continue_doc["history"] *= 1 + 70000 // 60
    cont_long.write_text(json.dumps(continue_doc, indent=2))
    amp_doc = {
        "v": 3,
        "id": "T-1",
        "created": 1761596096076,
        "messages": [
            {"role": "user", "messageId": 0, "content": [{"type": "text", "text": "hi"}]},
            {
                "role": "assistant",
                "messageId": 1,
                "content": [{"type": "tool_use", "id": "t", "name": "x", "input": {}}],
            },
            {
                "role": "user",
                "messageId": 2,
                "content": [{"type": "tool_result", "toolUseID": "t", "run": {}}],
            },
        ],
        "pad": "x" * 70000,  # cut by the head: judged from the messages it holds whole
    }
    amp = tmp_path / "T-1.json"
    amp.write_text(json.dumps(amp_doc, indent=2))

    assert not _sniffs(qwen)["claude_code"]
    assert not _sniffs(long_qwen)["claude_code"]
    assert _sniffs(claude)["claude_code"]
    assert not _sniffs(openclaw_cwd)["pi"] and not _sniffs(openclaw_custom)["pi"]
    assert _sniffs(pi)["pi"]
    assert not _sniffs(cont)["swe_agent"] and not _sniffs(cont_long)["swe_agent"]
    assert not _sniffs(cont)["openai_messages"]
    assert not _sniffs(amp)["openai_messages"]


def test_swe_agent_json_without_traj_suffix_is_still_recognized(tmp_path):
    steps = tmp_path / "run.json"
    steps.write_text(
        json.dumps(
            {
                "environment": "e",
                "trajectory": [{"action": "ls", "observation": "", "response": ""}],
                "history": [],
            },
            indent=2,
        )
    )
    demo = tmp_path / "demo.json"
    demo.write_text(
        json.dumps({"history": [{"role": "system", "content": "x", "agent": "primary"}]}, indent=2)
    )
    assert detect_format(str(steps)) == "swe_agent" and detect_format(str(demo)) == "swe_agent"
