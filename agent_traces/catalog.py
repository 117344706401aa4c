"""What every source reads and where, without importing ``datasets`` (for a fast command line).

``agent-traces sources`` and ``--help`` answer from this table in a few milliseconds; the
builders in ``loaders/`` stay the authority, and ``tests/test_catalog.py`` checks this table
against them (names, file patterns, default locations under several environments) so that the
two cannot drift apart. A new source adds one entry here.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field

VIEWS = ("messages", "sharegpt", "steps")
"""The views every source is rendered as (``converters.views.VIEWS``, checked by a test)."""
MIXED = "agent_traces"


@dataclass(frozen=True)
class SourceInfo:
    """One source: what it reads, the files searched in a folder, and its default folders."""

    name: str
    reads: str
    patterns: tuple[str, ...]
    locations: Callable[[], list[str]] = field(default=lambda: [], repr=False)
    default_files: str = ""
    """What is read at the default locations when it is not ``patterns`` (e.g. two file names)."""
    first_existing: bool = False
    """The default location shown is the first of ``locations`` that exists (several editors)."""
    default_names: tuple[str, ...] = ()
    """File names read in the default location (the current folder), when it is not a tool's own."""

    def found(self) -> list[str]:
        """The default folders, or files in ``default_names``, that exist on this machine."""
        if self.default_names:
            folder = self.default_location()
            return [p for n in self.default_names if os.path.isfile(p := os.path.join(folder, n))]
        return [loc for loc in self.locations() if os.path.isdir(loc)]

    def default_location(self) -> str:
        found = self.locations()
        if self.first_existing:
            return next((f for f in found if os.path.isdir(f)), found[0])
        return found[0] if found else ""


def _home(*parts: str) -> str:
    return os.path.join(os.path.expanduser("~"), *parts)


def _xdg_config() -> str:
    return os.environ.get("XDG_CONFIG_HOME") or _home(".config")


def _editor_config_base() -> str:
    if sys.platform == "darwin":
        return _home("Library", "Application Support")
    if sys.platform.startswith("win"):
        return os.environ.get("APPDATA") or _home("AppData", "Roaming")
    return _xdg_config()


def _claude_code() -> list[str]:
    if os.environ.get("CLAUDE_CONFIG_DIR"):
        return [os.path.join(os.path.expanduser(os.environ["CLAUDE_CONFIG_DIR"]), "projects")]
    return [_home(".claude", "projects"), os.path.join(_xdg_config(), "claude", "projects")]


def _vscode() -> list[str]:
    products = ("Code", "Code - Insiders", "VSCodium", "Cursor")
    return [os.path.join(_editor_config_base(), product, "User") for product in products]


def _copilot_cli() -> list[str]:
    if os.environ.get("COPILOT_HOME"):
        homes = [os.path.expanduser(os.environ["COPILOT_HOME"])]
    else:
        homes = [_home(".copilot")]
        xdg = os.environ.get("XDG_CONFIG_HOME")
        if xdg and os.path.join(xdg, ".copilot") not in homes:
            homes.append(os.path.join(xdg, ".copilot"))
    return [os.path.join(home, sub) for home in homes for sub in ("session-state", "history-session-state")]


def _codex() -> list[str]:
    home = os.path.expanduser(os.environ.get("CODEX_HOME") or "~/.codex")
    return [os.path.join(home, "sessions"), os.path.join(home, "archived_sessions")]


def _mini_swe_agent() -> list[str]:
    if os.environ.get("MSWEA_GLOBAL_CONFIG_DIR"):
        return [os.path.expanduser(os.environ["MSWEA_GLOBAL_CONFIG_DIR"])]
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA") or os.path.expanduser("~/AppData/Local")
        return [os.path.join(local, "mini-swe-agent", "mini-swe-agent")]
    config = os.environ.get("XDG_CONFIG_HOME") if sys.platform != "darwin" else None
    found = [os.path.join(config or os.path.expanduser("~/.config"), "mini-swe-agent")]
    if sys.platform == "darwin":
        found.append(os.path.expanduser("~/Library/Application Support/mini-swe-agent"))
    return found


def _cline() -> list[str]:
    editors = ("Code", "Code - Insiders", "VSCodium", "Cursor", "Windsurf")
    return [
        os.path.join(
            _editor_config_base(), editor, "User", "globalStorage", "saoudrizwan.claude-dev", "tasks"
        )
        for editor in editors
    ]


def _gemini() -> list[str]:
    return [os.path.join(os.environ.get("GEMINI_CLI_HOME") or _home(), ".gemini", "tmp")]


_SOURCES = (
    SourceInfo(
        "aider",
        "Aider .aider.chat.history.md, one row per session",
        ("**/.aider.chat.history.md", "**/*chat.history.md"),
        lambda: [os.getcwd()],
        default_files="$AIDER_CHAT_HISTORY_FILE, else .aider.chat.history.md",
        default_names=(".aider.chat.history.md",),
    ),
    SourceInfo(
        "atif",
        "Harbor Agent Trajectory Interchange Format trajectory.json (v1.0-v1.7)",
        ("**/trajectory.json", "**/*trajectory*.json"),
        lambda: [os.path.join(os.getcwd(), "jobs")],
    ),
    SourceInfo(
        "claude_code",
        "Claude Code sessions (branches, compaction, subagents) and claude -p stream-json",
        ("**/*.jsonl",),
        _claude_code,
    ),
    SourceInfo(
        "cline",
        "Cline task folders (api_conversation_history.json, ui_messages.json)",
        ("**/api_conversation_history.json", "**/ui_messages.json", "**/claude_messages.json"),
        _cline,
        first_existing=True,
    ),
    SourceInfo(
        "codex",
        "Codex CLI / IDE rollouts",
        ("**/*.jsonl",),
        _codex,
    ),
    SourceInfo(
        "continue",
        "Continue sessions (VS Code/JetBrains extension and cn CLI), ~/.continue/sessions/*.json",
        ("**/*.json",),
        lambda: [
            os.path.join(
                os.path.expanduser(os.environ.get("CONTINUE_GLOBAL_DIR") or "~/.continue"), "sessions"
            )
        ],
    ),
    SourceInfo(
        "copilot_chat",
        "GitHub Copilot Chat telemetry (engine.messages) rebuilt into conversations",
        ("**/*.jsonl", "**/*.jsonl.gz", "**/*.json"),
        default_files="none on disk: export the telemetry and pass its path",
    ),
    SourceInfo(
        "copilot_cli",
        "Copilot CLI events.jsonl (with workspace.yaml, plan.md, checkpoints) and the older session JSON",
        ("**/*.jsonl", "**/*.json", "**/workspace.yaml", "**/plan.md", "**/checkpoints/*.md"),
        _copilot_cli,
        default_files="session-state/*/events.jsonl (+ workspace.yaml, plan.md, checkpoints), "
        "session-state/*.jsonl, history-session-state/*.json",
    ),
    SourceInfo(
        "cursor",
        "Cursor agent transcripts (agent-transcripts/*.jsonl)",
        ("**/*.jsonl",),
        lambda: [_home(".cursor", "projects")],
        default_files="**/agent-transcripts/**/*.jsonl",
    ),
    SourceInfo(
        "droid",
        "Factory Droid sessions (<uuid>.jsonl with its <uuid>.settings.json)",
        ("**/*.jsonl", "**/*.settings.json"),
        lambda: [_home(".factory", "sessions")],
    ),
    SourceInfo(
        "gemini_cli",
        "Gemini CLI session JSON and JSONL logs",
        ("**/*.json", "**/*.jsonl", "**/*.jsonl.gz"),
        _gemini,
        default_files="*/chats/*.json, */chats/*.jsonl, */chats/<parent id>/*.json (subagents)",
    ),
    SourceInfo(
        "hermes",
        "Hermes Agent ShareGPT trajectories, batch-runner outputs, session exports",
        ("**/*.jsonl", "**/*.jsonl.gz"),
        lambda: [os.getcwd()],
        default_files="trajectory_samples.jsonl, failed_trajectories.jsonl",
        default_names=("trajectory_samples.jsonl", "failed_trajectories.jsonl"),
    ),
    SourceInfo(
        "kimi",
        "Kimi CLI sessions: <uuid>.jsonl files and <uuid>/context.jsonl folders",
        ("**/*.jsonl", "**/state.json", "**/subagents/*/meta.json"),
        lambda: [os.path.join(os.path.expanduser(os.environ.get("KIMI_SHARE_DIR") or "~/.kimi"), "sessions")],
    ),
    SourceInfo(
        "mini_swe_agent",
        "mini-swe-agent .traj.json (wrapper and bare list)",
        ("**/*.traj.json",),
        _mini_swe_agent,
    ),
    SourceInfo(
        "openai_messages",
        "any JSONL/JSON of {messages, tools?} rows (SFT files, TRL datasets)",
        ("**/*.jsonl", "**/*.jsonl.gz", "**/*.json"),
        default_files="none: pass a path",
    ),
    SourceInfo(
        "openhands",
        "OpenHands V0 exports and file stores, SDK V1 conversations, completion logs",
        ("**/*.json", "**/events.jsonl", "**/*.events.jsonl"),
        lambda: [
            _home(".openhands", "conversations"),
            _home(".openhands", "sessions"),
            _home(".openhands-state", "sessions"),
        ],
    ),
    SourceInfo(
        "opencode",
        "OpenCode export JSON and its storage tree (session, message, part JSON files)",
        ("**/*.json",),
        lambda: [
            os.path.join(os.environ.get("XDG_DATA_HOME") or _home(".local", "share"), "opencode", "storage")
        ],
        default_files="session/*/*.json, message/*/*.json, part/*/*.json",
    ),
    SourceInfo(
        "pi",
        "Pi coding agent session files (v1 linear, v2/v3 trees)",
        ("**/*.jsonl",),
        lambda: [
            os.path.join(
                os.path.expanduser(os.environ.get("PI_CODING_AGENT_DIR") or "~/.pi/agent"), "sessions"
            )
        ],
    ),
    SourceInfo(
        "openclaw",
        "OpenClaw agent sessions (Pi-format transcripts, archived copies, sessions.json, trajectories)",
        (
            "**/*.jsonl",
            "**/*.jsonl.reset.*",
            "**/*.jsonl.deleted.*",
            "**/*.jsonl.bak-*",
            "**/*sessions.json",
            "**/*.trajectory-path.json",
        ),
        lambda: [
            os.path.join(os.path.expanduser(os.environ.get("OPENCLAW_STATE_DIR") or "~/.openclaw"), "agents")
        ],
        default_files="*/sessions/*.jsonl (+ .reset/.deleted/.bak archives, sessions.json, *.trajectory.jsonl)",
    ),
    SourceInfo(
        "qwen_code",
        "Qwen Code chat recordings (projects/*/chats/*.jsonl)",
        ("**/*.jsonl",),
        lambda: [_home(".qwen", "projects")],
        default_files="*/chats/*.jsonl",
    ),
    SourceInfo(
        "sts",
        "Session Trace Simple Format files (the Hub's trace-viewer format), one session per file",
        ("**/*.jsonl", "**/*.jsonl.gz"),
        default_files="none: pass a path",
    ),
    SourceInfo(
        "swe_agent",
        "SWE-agent .traj (0.x and 1.x)",
        ("**/*.traj",),
        lambda: [os.path.join(os.getcwd(), "trajectories")],
    ),
    SourceInfo(
        "vscode_chat",
        'VS Code "Export Chat" files and stored chatSessions (.json, .jsonl patch logs)',
        ("**/*.json", "**/*.jsonl"),
        _vscode,
        default_files="workspaceStorage/*/chatSessions/*, globalStorage/emptyWindowChatSessions/*",
    ),
    SourceInfo(
        "kiro",
        "Kiro CLI sessions: /chat save exports and native <id>.jsonl + <id>.json pairs",
        ("**/*.json", "**/*.jsonl"),
        lambda: [_home(".kiro", "sessions", "cli")],
    ),
    SourceInfo(
        "amp",
        "Amp thread JSON (T-*.json, the CLI's local thread cache)",
        ("**/*.json",),
        lambda: [_home(".local", "share", "amp", "threads")],
    ),
    SourceInfo(
        "crush",
        "Crush SQLite stores (.crush/crush.db), one row per session",
        ("**/*.db",),
        lambda: [os.path.join(os.getcwd(), ".crush")],
    ),
    SourceInfo(
        "zed",
        "Zed agent panel threads.db (zstd JSON threads), one row per thread",
        ("**/*.db",),
        lambda: [
            os.path.join(os.environ.get("XDG_DATA_HOME") or _home(".local", "share"), "zed", "threads"),
            _home("Library", "Application Support", "Zed", "threads"),
        ],
    ),
    SourceInfo(
        "deepseek_harness",
        "DeepSeek Harness session.jsonl.zstd event logs (also decompressed)",
        ("**/*.jsonl.zstd", "**/*.jsonl.zst", "**/*.jsonl"),
        lambda: [_home(".dsh", "sessions")],
    ),
    SourceInfo(
        MIXED,
        "a folder of mixed traces: every file is detected and routed to its source",
        ("**/*",),
        default_files="the default location of every source",
    ),
)
SOURCES: dict[str, SourceInfo] = {s.name: s for s in _SOURCES}


def source_names() -> list[str]:
    """Every source name, sorted."""
    return sorted(SOURCES)
