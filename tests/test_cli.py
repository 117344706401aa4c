"""The `agent-traces` command line: sources and inspect (convert/publish/scan are in test_publish)."""

from __future__ import annotations

import subprocess
import sys

from conftest import CORPUS, FIXTURES

from agent_traces.cli import main
from agent_traces.registration import discover_builders


def test_sources_lists_every_builder_and_the_views(capsys):
    assert main(["sources"]) == 0
    out = capsys.readouterr().out
    for name in discover_builders():
        assert f"\n{name} " in out
    assert "messages, sharegpt, steps" in out


def test_inspect_counts_a_fixture_folder(capsys):
    assert main(["inspect", str(FIXTURES / "hermes")]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("hermes"))
    # 4 files, 5 trajectories; messages 6 + 7 + 5 + 10 + 3 (tool turns split per result); calls 2 + 1 + 1 + 3
    assert row.split() == ["hermes", "4", "5", "31", "7", "0", "0"]


def test_inspect_the_whole_corpus_routes_files_and_lists_the_unknown(capsys):
    assert main(["inspect", str(CORPUS)]) == 0
    out = capsys.readouterr().out
    formats = {line.split()[0] for line in out.splitlines()[1:] if line and not line.startswith(" ")}
    assert {"claude_code", "hermes", "codex", "swe_agent", "openhands", "gemini_cli"} <= formats
    unknown = out.split("in no known format:", 1)[1]
    assert "MANIFEST.md" in unknown and "other_agents/" in unknown
    assert "claude_code/" not in unknown


def test_missing_path_and_unknown_source_fail_with_a_message(tmp_path, capsys):
    assert main(["inspect", str(tmp_path / "nope")]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert main(["inspect", "--source", "nope", str(FIXTURES / "hermes")]) == 2
    assert "unknown source 'nope'" in capsys.readouterr().err


def test_help_runs_as_a_module():
    out = subprocess.run(
        [sys.executable, "-m", "agent_traces", "--help"], capture_output=True, text=True, check=True
    )
    assert "inspect" in out.stdout and "convert" in out.stdout


def test_convert_passes_source_options_and_records_them(tmp_path, capsys):
    import json

    corpus = str(CORPUS / "claude_code")
    assert main(["convert", "claude_code", corpus, "-o", str(tmp_path / "a"), "--view", "messages"]) == 0
    assert (
        main(
            [
                "convert",
                "claude_code",
                corpus,
                "-o",
                str(tmp_path / "b"),
                "--view",
                "messages",
                "-O",
                "subagents=true",
            ]
        )
        == 0
    )
    a = json.loads((tmp_path / "a" / "manifest.json").read_text())
    b = json.loads((tmp_path / "b" / "manifest.json").read_text())
    assert b["options"]["source_options"] == {"subagents": True}
    assert b["rows"]["messages"] > a["rows"]["messages"]  # each subagent run is its own row
    assert a["fingerprint"] != b["fingerprint"]
    assert main(["convert", "claude_code", corpus, "-o", str(tmp_path / "c"), "-O", "subagents"]) == 2
    assert "KEY=VALUE" in capsys.readouterr().err
