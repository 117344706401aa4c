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
