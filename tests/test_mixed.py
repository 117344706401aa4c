"""The mixed-folder ``agent_traces`` builder on the whole ../shared/corpus tree at once.

Expectations come from ../shared/corpus/MANIFEST.md, written independently of this project: its
``format`` column names the tool that wrote each file. Folder names there are not always our
source names, so they are mapped below; ``other_agents`` (Continue, Cursor, Windsurf) has no
builder of its own (its Cursor transcript now goes to ``cursor`` and its Continue CLI session to
``continue``, see ``PATH_TO_SOURCES``), and MANIFEST.md itself is no trace: those files must be counted and listed as
``unrecognized_format``, not dropped silently.

A MANIFEST row may name several files of one folder in one cell, shell style:
``dir/90b54b81-…/{workspace.yaml,plan.md,...}`` (``…`` abbreviates a name, ``...`` in the braces
means "and the rest"); each such pattern must match at least one corpus file.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from fnmatch import fnmatchcase

from conftest import CORPUS, FIXTURES
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.detect import detect_format

# MANIFEST format → our source name(s)
FORMAT_TO_SOURCES = {
    "aider": {"aider"},
    "claude_code": {"claude_code"},
    "codex_cli": {"codex"},
    "copilot_cli": {"copilot_cli"},
    # VS Code Copilot Chat files: session JSON/JSONL (vscode_chat), telemetry (copilot_chat), and
    # the transcripts event stream, which shares the Copilot CLI event schema (copilot_cli)
    "copilot_vscode": {"vscode_chat", "copilot_chat", "copilot_cli"},
    "gemini_cli": {"gemini_cli"},
    "hermes": {"hermes"},
    "openai_messages_sft": {"openai_messages"},
    "openhands": {"openhands"},
    "swe_agent": {"swe_agent"},
    "other_agents": set(),
    "pi": {"pi"},
    "opencode": {"opencode"},
    "cursor": {"cursor"},
    "kimi": {"kimi"},
    "openclaw": {"openclaw"},
    "qwen_code": {"qwen_code"},
    "continue": {"continue"},
    "droid": {"droid"},
    "kiro": {"kiro"},
    "amp": {"amp"},
    "crush": {"crush"},
    "zed": {"zed"},
    "deepseek_harness": {"deepseek_harness"},
}
# the MANIFEST files mini-swe-agent's own trajectories under swe_agent (origin column)
ORIGIN_TO_SOURCES = {"SWE-agent/mini-swe-agent": {"mini_swe_agent"}}
# files whose MANIFEST row names a tool we now read although its format column is other_agents:
# "Cursor agent transcript JSONL" (the same shape as cursor/)
PATH_TO_SOURCES = {
    "other_agents/git-ai-project__git-ai/cursor-session-simple.jsonl": {"cursor"},
    # "Continue CLI session JSON": the shape of continue/ (cn CLI)
    "other_agents/git-ai-project__git-ai/continue-cli-session-simple.json": {"continue"},
}


ALL_FILES = sorted(p.relative_to(CORPUS).as_posix() for p in CORPUS.rglob("*") if p.is_file())


def expand_cell(cell: str) -> list[str]:
    """The corpus files a MANIFEST path cell names: one path, or a ``{a,b,...}`` list of names in
    one folder, with ``…`` standing for the rest of a name."""
    match = re.fullmatch(r"(.*)\{(.*)\}", cell)
    names = [n.strip() for n in match.group(2).split(",")] if match else [""]
    prefix = match.group(1) if match else cell
    patterns = [prefix + n for n in names if n not in ("...", "…")]
    files = []
    for pattern in patterns:
        glob = pattern.replace("…", "*")
        found = [p for p in ALL_FILES if fnmatchcase(p, glob)] if glob != pattern else [pattern]
        assert found, f"MANIFEST names {pattern!r}, which matches no corpus file"
        files.extend(found)
    return files


def manifest() -> dict[str, set[str]]:
    """Relative path → the sources that may claim it, from MANIFEST.md's table."""
    expected: dict[str, set[str]] = {}
    for line in (CORPUS / "MANIFEST.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].startswith("`"):
            continue
        cell, fmt, origin = cells[0].strip("`"), cells[1], cells[2]
        assert fmt in FORMAT_TO_SOURCES, f"MANIFEST format {fmt!r} has no expectation here"
        for path in expand_cell(cell):
            expected[path] = PATH_TO_SOURCES.get(path) or ORIGIN_TO_SOURCES.get(
                origin, FORMAT_TO_SOURCES[fmt]
            )
    return expected


EXPECTED = manifest()
UNRECOGNIZED = sorted({"MANIFEST.md"} | {p for p, s in EXPECTED.items() if not s})


def test_manifest_lists_every_corpus_file():
    assert sorted(EXPECTED) == [p for p in ALL_FILES if p != "MANIFEST.md"]
    assert len(EXPECTED) >= 50


def test_every_file_is_detected_as_its_own_source():
    wrong = {}
    for path in ALL_FILES:
        got = detect_format(str(CORPUS / path))
        allowed = EXPECTED.get(path, set())
        if (got in allowed) if allowed else got is None:
            continue
        wrong[path] = (got, sorted(allowed))
    assert wrong == {}


def test_whole_corpus_loads_with_each_row_under_its_own_harness(cache_dir):
    ds = load_dataset("agent_traces", data_dir=str(CORPUS), split="train", cache_dir=cache_dir)
    by_file: dict[str, set[str]] = defaultdict(set)
    for row in ds:
        by_file[row["file_path"]].add(row["harness"])
        assert row["id"].startswith(row["harness"] + ":")
    misrouted = {f: h for f, h in by_file.items() if not h <= EXPECTED.get(f, set())}
    assert misrouted == {}
    # every source the MANIFEST names has rows
    for fmt, sources in FORMAT_TO_SOURCES.items():
        files = [p for p in EXPECTED if p.startswith(fmt + "/")]
        if sources:
            assert any(by_file.get(p) for p in files), fmt
    # no row comes from an unrecognized file
    assert not set(by_file) & set(UNRECOGNIZED)


def test_unrecognized_files_are_counted_and_listed():
    log = ProblemLog()
    files = [str(CORPUS / p) for p in ALL_FILES]
    rows = list(read_trajectories("agent_traces", files, log, root=str(CORPUS)))
    assert rows
    listed = sorted(f for f, reasons in log.by_file().items() if "unrecognized_format" in reasons)
    assert listed == UNRECOGNIZED
    assert log.by_reason()["unrecognized_format"] == len(UNRECOGNIZED)


def test_views_streaming_and_num_proc_on_a_mixed_fixture_folder(cache_dir, tmp_path):
    mixed = tmp_path / "mixed"
    for name in ("openai_messages", "gemini_cli", "aider", "cline"):
        for src in (FIXTURES / name).rglob("*"):
            if src.is_file():
                dst = mixed / name / src.relative_to(FIXTURES / name)
                dst.parent.mkdir(parents=True, exist_ok=True)
                dst.write_bytes(src.read_bytes())
    (mixed / "notes.txt").write_text("not a trace\n")
    expected = {}
    for name in ("openai_messages", "gemini_cli", "aider", "cline"):
        files = [str(p) for p in (mixed / name).rglob("*") if p.is_file()]
        expected[name] = sorted(r["id"] for r in read_trajectories(name, files))
    for view in ("messages", "sharegpt", "steps"):
        rows = list(
            load_dataset("agent_traces", view, data_dir=str(mixed), split="train", cache_dir=cache_dir)
        )
        streamed = list(
            load_dataset("agent_traces", view, data_dir=str(mixed), split="train", streaming=True)
        )
        parallel = load_dataset(
            "agent_traces",
            view,
            data_dir=str(mixed),
            split="train",
            num_proc=2,
            cache_dir=str(tmp_path / view),
        )
        assert rows == streamed
        assert sorted(json.dumps(r, sort_keys=True) for r in rows) == sorted(
            json.dumps(r, sort_keys=True) for r in parallel
        )
        if view == "messages":
            got = defaultdict(list)
            for row in rows:
                got[row["harness"]].append(row["id"])
            assert {k: sorted(v) for k, v in got.items()} == expected


def test_mixed_folder_of_the_sources_that_read_files_together(cache_dir, tmp_path):
    """Pi, Cursor, Kimi (session folders, sub-agents), OpenCode (storage tree) and Copilot CLI
    (session folder with side files) fixtures in one folder: the mixed builder detects every file,
    groups them as each source does, and gives the rows each source gives on its own."""
    names = ("pi", "cursor", "kimi", "opencode", "copilot_cli")
    mixed = tmp_path / "mixed"
    for name in names:
        for src in (FIXTURES / name).rglob("*"):
            if src.is_file():
                dst = mixed / name / src.relative_to(FIXTURES / name)
                dst.parent.mkdir(parents=True, exist_ok=True)
                dst.write_bytes(src.read_bytes())
    detected = {p.relative_to(mixed).parts[0]: set() for p in mixed.rglob("*") if p.is_file()}
    for path in (p for p in mixed.rglob("*") if p.is_file()):
        detected[path.relative_to(mixed).parts[0]].add(detect_format(str(path)))
    assert detected == {name: {name} for name in names}
    rows = list(load_dataset("agent_traces", data_dir=str(mixed), split="train", cache_dir=cache_dir))
    for name in names:
        own = load_dataset(name, data_dir=str(mixed / name), split="train", cache_dir=cache_dir)
        got = sorted(
            (r["id"], json.dumps(r["messages"], sort_keys=True)) for r in rows if r["harness"] == name
        )
        assert got == sorted((r["id"], json.dumps(r["messages"], sort_keys=True)) for r in own), name
    log = ProblemLog()
    files = [str(p) for p in mixed.rglob("*") if p.is_file()]
    list(read_trajectories("agent_traces", files, log, root=str(mixed)))
    assert "unrecognized_format" not in log.by_reason()
