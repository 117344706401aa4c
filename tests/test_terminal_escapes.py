"""What ``inspect`` and ``convert`` print never carries raw control characters from the data:
a folder named with ``ESC [31m`` and ``\\r`` is shown escaped, as it is."""

from __future__ import annotations

import shutil

import pytest
from conftest import FIXTURES

from agent_traces.cli import main
from agent_traces.core.terminal import shown

SESSION = (
    FIXTURES / "claude_code" / "projects" / "-home-dev-demo" / "c0a1b2c3-0000-4000-8000-00000000c0de.jsonl"
)
HOSTILE = "x\x1b[31mRED\rZ\u202e"


@pytest.mark.parametrize(
    "args",
    [
        ["inspect", "in"],
        ["convert", "claude_code", "in", "-o", "out", "--redact-secrets"],
        ["convert", "claude_code", "in", "-o", "out2", "--traces", "native"],
    ],
)
def test_folder_names_with_control_characters_are_printed_escaped(tmp_path, monkeypatch, capsys, args):
    folder = tmp_path / "in" / HOSTILE
    folder.mkdir(parents=True)
    shutil.copy(SESSION, folder / "s.jsonl")
    (folder / "junk.txt").write_bytes(b"not json \x1b[2J\n")
    monkeypatch.chdir(tmp_path)
    assert main(args) == 0
    captured = capsys.readouterr()
    for text in (captured.out, captured.err):
        assert "\x1b" not in text and "\r" not in text and "\u202e" not in text
    if args[0] == "inspect":  # the listing names the folder, escaped
        assert "x\\x1b[31mRED\\rZ\\u202e/junk.txt" in captured.out


def test_shown_escapes_what_is_not_printable():
    assert shown("plain é 日本") == "plain é 日本"
    assert (
        shown("a\x1b[31m\r\n\t\x7f\x9b\u202e\U000e0001") == "a\\x1b[31m\\r\\n\\t\\x7f\\x9b\\u202e\\U000e0001"
    )
    assert shown("line\nnext\x1b", keep_newlines=True) == "line\nnext\\x1b"


@pytest.mark.parametrize("command", ["inspect", "convert"])
def test_problems_logged_about_a_hostile_folder_are_escaped(tmp_path, monkeypatch, capsys, command):
    """A damaged line makes the loader log a problem that names the file: the warning on stderr
    shows the folder escaped too, not only what the CLI prints itself."""
    folder = tmp_path / "in" / HOSTILE
    folder.mkdir(parents=True)
    lines = SESSION.read_bytes().splitlines(keepends=True)
    (folder / "s.jsonl").write_bytes(b"".join([*lines[:2], b'{"type": "user", "broken\n', *lines[2:]]))
    monkeypatch.chdir(tmp_path)
    args = ["inspect", "in"] if command == "inspect" else ["convert", "claude_code", "in", "-o", "out"]
    assert main(args) == 0
    captured = capsys.readouterr()
    assert "malformed" in captured.out + captured.err
    for text in (captured.out, captured.err):
        assert "\x1b" not in text and "\r" not in text and "\u202e" not in text, text
