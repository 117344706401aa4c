"""The light source table of the command line (``catalog.py``) against the real builders."""

from __future__ import annotations

import sys

import pytest

from agent_traces import catalog
from agent_traces.converters.views import VIEWS
from agent_traces.registration import discover_builders

BUILDERS = discover_builders()
ENV_VARS = (
    "CLAUDE_CONFIG_DIR",
    "XDG_CONFIG_HOME",
    "CODEX_HOME",
    "COPILOT_HOME",
    "GEMINI_CLI_HOME",
    "MSWEA_GLOBAL_CONFIG_DIR",
    "APPDATA",
    "LOCALAPPDATA",
    "AIDER_CHAT_HISTORY_FILE",
    "PI_CODING_AGENT_DIR",
    "KIMI_SHARE_DIR",
    "XDG_DATA_HOME",
)


def test_the_catalog_names_every_builder_and_the_views():
    missing = sorted(set(BUILDERS) - set(catalog.SOURCES))
    assert missing == [], f"add {missing} to agent_traces/catalog.py (what `agent-traces sources` shows)"
    assert sorted(catalog.SOURCES) == sorted(BUILDERS)
    assert catalog.VIEWS == VIEWS


@pytest.mark.parametrize("name", sorted(n for n in BUILDERS if n != catalog.MIXED))
@pytest.mark.parametrize("env", ["unset", "set"])
def test_patterns_and_default_locations_match_the_builder(name, env, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    for var in ENV_VARS:
        if env == "set":
            monkeypatch.setenv(var, str(tmp_path / var.lower()))
        else:
            monkeypatch.delenv(var, raising=False)
    cls, info = BUILDERS[name], catalog.SOURCES[name]
    assert info.patterns == cls.FILE_PATTERNS
    assert info.default_location() == cls.default_location()
    assert set(cls.default_locations()) - {""} <= set(info.locations())
    if info.default_names and name == "hermes":
        from agent_traces.loaders.hermes import DEFAULT_FILES

        assert info.default_names == DEFAULT_FILES


def test_a_default_folder_that_exists_is_found(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    assert catalog.SOURCES["claude_code"].found() == []
    (tmp_path / ".claude" / "projects").mkdir(parents=True)
    assert catalog.SOURCES["claude_code"].found() == [str(tmp_path / ".claude" / "projects")]
    if sys.platform.startswith("linux"):
        tasks = (
            tmp_path / ".config" / "Cursor" / "User" / "globalStorage" / "saoudrizwan.claude-dev" / "tasks"
        )
        tasks.mkdir(parents=True)
        assert (
            catalog.SOURCES["cline"].default_location() == BUILDERS["cline"].default_location() == str(tasks)
        )
