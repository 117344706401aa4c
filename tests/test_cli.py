"""The `agent-traces` command line: sources and inspect (convert/publish/scan are in test_publish)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import CORPUS, FIXTURES

from agent_traces.cli import CliError, main
from agent_traces.registration import discover_builders


def test_sources_lists_every_builder_and_the_views(capsys):
    assert main(["sources"]) == 0
    out = capsys.readouterr().out
    for name in discover_builders():
        assert f"\n{name} " in out
    assert "messages, sharegpt, steps" in out
    hermes = next(line for line in out.splitlines() if line.startswith("hermes "))
    assert "trajectory_samples.jsonl, failed_trajectories.jsonl" in hermes and "**/*.jsonl" not in hermes


def test_inspect_counts_a_fixture_folder(capsys):
    assert main(["inspect", str(FIXTURES / "hermes")]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("hermes"))
    # 4 files, 5 trajectories; messages 6 + 7 + 5 + 10 + 3 (tool turns split per result) less the
    # 4 system turns that are Hermes' tool scaffold only (tools are declared in `tools`); calls 2 + 1 + 1 + 3
    assert row.split() == ["hermes", "4", "5", "27", "7", "0", "0"]


@pytest.mark.corpus
def test_inspect_the_whole_corpus_routes_files_and_lists_the_unknown(capsys):
    assert main(["inspect", str(CORPUS), "--max-listed", "1000"]) == 0
    out = capsys.readouterr().out
    formats = {line.split()[0] for line in out.splitlines()[1:] if line and not line.startswith(" ")}
    assert {"claude_code", "hermes", "codex", "swe_agent", "openhands", "gemini_cli"} <= formats
    unknown = out.split("in no known format:", 1)[1]
    assert "MANIFEST.md" in unknown and "other_agents/" in unknown
    assert "claude_code/" not in unknown


def test_missing_path_and_unknown_source_fail_with_a_message(tmp_path, capsys):
    assert main(["inspect", str(tmp_path / "nope")]) == 1
    assert "does not exist" in capsys.readouterr().err
    assert main(["inspect", "--source", "nope", str(FIXTURES / "hermes")]) == 2
    assert "unknown source 'nope'" in capsys.readouterr().err


def test_help_runs_as_a_module():
    out = subprocess.run(
        [sys.executable, "-m", "agent_traces", "--help"], capture_output=True, text=True, check=True
    )
    assert "inspect" in out.stdout and "convert" in out.stdout


@pytest.mark.corpus
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


def _cli(*args: str, cwd: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "agent_traces.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=600,
    )


HEAVY = ("datasets", "pandas", "pyarrow", "huggingface_hub")


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["sources"], ["sources", "--json"]])
def test_help_version_and_sources_import_nothing_heavy(args):
    probe = (
        "import sys; from agent_traces.cli import main\n"
        f"try:\n    main({args!r})\nexcept SystemExit:\n    pass\n"
        f"print('HEAVY', [m for m in {HEAVY!r} if m in sys.modules], file=sys.stderr)"
    )
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=600)
    assert "HEAVY []" in proc.stderr, proc.stderr
    if args == ["--version"]:
        assert proc.stdout.startswith("agent-traces ")


def _run(capsys, *args: str) -> tuple[int, str, str]:
    """``main(args)`` in this process: exit code, stdout, stderr (argparse's exit included)."""
    try:
        code = main(list(args))
    except SystemExit as exit_:
        code = exit_.code
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_failures_are_one_or_two_lines_without_traceback(tmp_path, capsys):
    empty = tmp_path / "empty"
    empty.mkdir()
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    hermes = str(FIXTURES / "hermes")
    cases = [
        (["inspect", str(empty)], 1, "holds no files"),
        (["inspect", str(tmp_path / "missing")], 1, "does not exist"),
        (["convert", "hermes", hermes, "-o", str(a_file)], 1, "is an existing file, not a folder"),
        (
            ["convert", "claude_code", str(empty), "-o", str(tmp_path / "o")],
            1,
            "matches what claude_code reads",
        ),
        (["convert", "nope", hermes, "-o", str(tmp_path / "o")], 2, "unknown source 'nope'"),
        (["convert", "hermes", hermes, "-o", str(tmp_path / "o"), "--since", "soon"], 2, "is not a date"),
        (["convert", "hermes", hermes, "-o", str(tmp_path / "o"), "-O", "nokey"], 2, "KEY=VALUE"),
        (["convert", "hermes", hermes, "-o", str(tmp_path / "o"), "-O", "nokey=1"], 2, "has no such option"),
        (["convert", "hermes", hermes, "-o", str(tmp_path / "o"), "--bogus"], 2, "unrecognized arguments"),
        (["inspect", str(FIXTURES / "hermes" / "trajectory_samples.jsonl"), "--source", "codex"], 0, None),
    ]
    for args, code, message in cases:
        got, _, err = _run(capsys, *args)
        assert got == code, (args, err)
        if message is None:
            continue
        assert message in err, (args, err)
        lines = [line for line in err.splitlines() if line.strip() and not line.startswith("usage:")]
        assert 1 <= len(lines) <= 2, (args, err)
        assert "data_dir" not in err and "data_files" not in err, err
    with pytest.raises(CliError):
        main(["convert", "claude_code", str(empty), "-o", str(tmp_path / "o"), "--debug"])
    proc = _cli("convert", "claude_code", str(empty), "-o", str(tmp_path / "o"))
    assert proc.returncode == 1 and "Traceback" not in proc.stderr and len(proc.stderr.splitlines()) == 2
    debug = _cli("convert", "claude_code", str(empty), "-o", str(tmp_path / "o"), "--debug")
    assert debug.returncode == 1 and "Traceback" in debug.stderr


def test_an_empty_or_unrecognized_folder_is_a_failure(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("hello\n")
    code, _, err = _run(capsys, "inspect", str(tmp_path))
    assert code == 1
    assert "is in a known format" in err and "--source" in err


# the keys of each command's --json object (docs/json.md): scripts rely on them
JSON_KEYS = {
    "sources": {"sources", "views"},
    "inspect": {"path", "formats", "unrecognized", "totals"},
    "scan": {"path", "files", "sessions", "replacements", "sessions_with_redactions", "by_kind", "findings"},
    "convert": {
        "source",
        "output",
        "input_files",
        "rows",
        "fingerprint",
        "problems",
        "left_out",
        "redaction",
    },
    "publish": {
        "source",
        "output",
        "rows",
        "fingerprint",
        "redaction",
        "repo",
        "tag",
        "private",
        "dry_run",
        "url",
    },
}
COMMON_KEYS = {"command", "ok", "version", "shape", "seconds"}


def test_json_output_has_the_documented_keys(tmp_path, capsys):
    hermes = str(FIXTURES / "hermes")
    runs = {
        "sources": _run(capsys, "sources", "--json"),
        "inspect": _run(capsys, "inspect", hermes, "--json"),
        "scan": _run(capsys, "scan", hermes, "--json"),
        "convert": _run(
            capsys, "convert", "hermes", hermes, "-o", str(tmp_path / "o"), "--json", "--min-turns", "2"
        ),
        "publish": _run(
            capsys,
            "publish",
            "hermes",
            hermes,
            "--repo",
            "me/t",
            "-o",
            str(tmp_path / "p"),
            "--dry-run",
            "--json",
        ),
    }
    documented = (FIXTURES.parent / "docs" / "json.md").read_text(encoding="utf-8")
    for command, (code, out, err) in runs.items():
        assert code == 0, err
        data = json.loads(out)  # stdout is the JSON object alone
        assert COMMON_KEYS | JSON_KEYS[command] <= set(data), (command, sorted(data))
        assert data["command"] == command and data["ok"] is True
        for key in JSON_KEYS[command]:
            assert f"`{key}`" in documented, f"docs/json.md does not document the {command} key {key}"
    source = next(s for s in json.loads(runs["sources"][1])["sources"] if s["name"] == "hermes")
    assert {"name", "reads", "default_location", "locations", "found", "default_files", "patterns"} <= set(
        source
    )
    fmt = json.loads(runs["inspect"][1])["formats"][0]
    assert {"format", "files", "sessions", "messages", "tool_calls", "problems", "problems_by_reason"} <= set(
        fmt
    )
    convert = json.loads(runs["convert"][1])
    assert convert["rows"]["messages"] == 2 and convert["left_out"]["by_reason"] == {"filtered_turns": 3}
    assert {"rows_per_second", "num_proc", "parallel_gain"} <= set(convert["read"])
    published = json.loads(runs["publish"][1])
    assert published["dry_run"] is True and published["url"] is None and published["redaction"] is not None
    code, out, _ = _run(capsys, "inspect", str(tmp_path / "missing"), "--json")
    assert code == 1 and json.loads(out)["ok"] is False
    proc = _cli("scan", hermes, "--json")  # a real process: nothing but the JSON object on stdout
    assert proc.returncode == 0 and json.loads(proc.stdout)["sessions"] == 5


def test_filters_leave_rows_out_and_count_them(tmp_path, capsys):
    claude = str(FIXTURES / "claude_code")
    out = tmp_path / "o"
    assert main(["convert", "claude_code", claude, "-o", str(out), "--view", "messages", "--json"]) == 0
    everything = json.loads(capsys.readouterr().out)
    assert (
        main(
            [
                "convert",
                "claude_code",
                claude,
                "-o",
                str(out),
                "--view",
                "messages",
                "--json",
                "--project",
                "demo",
                "--force",
            ]
        )
        == 0
    )
    demo = json.loads(capsys.readouterr().out)
    kept = demo["rows"]["messages"]
    assert 0 < kept < everything["rows"]["messages"]
    assert kept + demo["left_out"]["by_reason"]["filtered_project"] == everything["rows"]["messages"]
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["options"]["source_options"] == {"project": "demo"}


def test_num_proc_falls_back_to_one_process_on_a_small_input(tmp_path, capsys, monkeypatch):
    from agent_traces.core import sharding

    monkeypatch.setattr(sharding, "MIN_BYTES_PER_PROCESS", 32 << 20)
    hermes = str(FIXTURES / "hermes")
    assert main(["convert", "hermes", hermes, "-o", str(tmp_path / "o"), "--num-proc", "2", "--json"]) == 0
    read = json.loads(capsys.readouterr().out)["read"]
    assert read["num_proc"] == 1 and read["num_proc_requested"] == 2
    assert "--num-proc 2" in read["note"] and "MB of input" in read["note"]


@pytest.mark.slow
def test_num_proc_reports_its_gain(tmp_path, capsys):
    hermes = str(FIXTURES / "hermes")
    assert main(["convert", "hermes", hermes, "-o", str(tmp_path / "o"), "--num-proc", "2"]) == 0
    out = capsys.readouterr().out
    assert "--num-proc 2: read" in out and "as much at a time as one would (at best 2x)" in out


@pytest.mark.parametrize(
    "first",
    [
        "import agent_traces",
        "import agent_traces.api",  # our own module imports datasets: registration must wait
        "import datasets; import agent_traces",
    ],
)
def test_import_agent_traces_is_light_and_load_dataset_still_finds_the_builders(first, tmp_path):
    probe = (
        f"import sys\n{first}\n"
        "light = 'datasets' not in sys.modules\n"
        "from datasets import load_dataset\n"
        f"ds = load_dataset('hermes', data_dir={str(FIXTURES / 'hermes')!r}, split='train', "
        f"cache_dir={str(tmp_path)!r})\n"
        "print('LIGHT', light, 'ROWS', len(ds))"
    )
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert f"LIGHT {first == 'import agent_traces'} ROWS 5" in proc.stdout


def test_convert_one_source_counts_files_of_another_format(tmp_path, capsys):
    """`convert claude_code FOLDER` over a folder that also holds Codex rollouts: each is counted
    as `other_format` with the command that reads it; the manifest and card count only what
    claude_code read."""
    import shutil

    folder = tmp_path / "mixed"
    shutil.copytree(FIXTURES / "claude_code" / "projects", folder)
    claude_files = sorted(p for p in folder.rglob("*.jsonl"))
    rollouts = sorted((FIXTURES / "codex").rglob("rollout-*.jsonl"))[:2]
    for rollout in rollouts:
        shutil.copy(rollout, folder / rollout.name)
    out = tmp_path / "out"
    assert main(["convert", "claude_code", str(folder), "-o", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "other_format: 2 file(s) not read as claude_code" in printed
    assert "it looks like `codex`: run `convert codex` or `convert agent_traces`" in printed
    assert "every input file was read" not in printed
    inputs = json.loads((out / "manifest.json").read_text())["inputs"]
    assert inputs["by_source"] == {"claude_code": len(claude_files)}
    assert inputs["skipped"] == {"other_format": 2}
    card = (out / "README.md").read_text()
    assert f"inputs: {len(claude_files)} file(s); left out, in another tool's format: 2" in card
    # nothing of claude_code's: exit 1, naming the source to use
    only = tmp_path / "only"
    only.mkdir()
    for rollout in rollouts:
        shutil.copy(rollout, only / rollout.name)
    assert main(["convert", "claude_code", str(only), "-o", str(tmp_path / "out2")]) == 1
    err = capsys.readouterr().err
    assert "none of the 2 file(s) is a claude_code file" in err and "run `convert codex`" in err


def test_publish_dry_run_ends_with_a_short_summary(tmp_path, capsys):
    """Every fixture (20 harnesses, 63 configs, 62 files): the dry run's output stays short, its
    last lines a summary; the card is printed only with --show-card."""
    out = tmp_path / "out"
    args = ["publish", "agent_traces", str(FIXTURES), "--repo", "me/traces", "--dry-run", "-o", str(out)]
    assert main([*args, "--license", "cc-by-4.0"]) == 0
    printed = capsys.readouterr().out
    lines = printed.splitlines()
    summary = lines[lines.index("summary (dry run):") :]
    assert len(summary) <= 30 and len(lines) < 150, len(lines)
    text = "\n".join(summary)
    for part in (
        "rows: messages ",
        "upload: ",
        "redaction: ",
        "problems: ",
        "left out on purpose: ",
        "card: ",
    ):
        assert part in text, part
    assert "configs: messages, sharegpt, steps × " in printed and " harnesses" in printed
    assert "data/messages/  (" in printed  # the file list folded per folder
    assert "----- README.md -----" not in printed and str(out / "README.md") in text
    assert main([*args, "--force", "--show-card"]) == 0
    printed = capsys.readouterr().out
    card = (out / "README.md").read_text(encoding="utf-8")
    assert "----- README.md -----" in printed and card.strip().splitlines()[-1] in printed


def test_typos_get_a_did_you_mean_in_one_line(capsys, tmp_path):
    """Wrong source names, option names and option values: one line naming what was meant, at
    once (no datasets import for a source name), on the command line and from Python."""
    import time

    from datasets import load_dataset

    start = time.perf_counter()
    assert main(["inspect", str(FIXTURES), "--source", "claude"]) == 2
    err = capsys.readouterr().err
    assert "unknown source 'claude'; did you mean 'claude_code'?" in err
    assert time.perf_counter() - start < 2 and "Traceback" not in err
    out = str(tmp_path / "o")
    assert (
        main(["convert", "claude_code", str(FIXTURES / "claude_code"), "-o", out, "-O", "subagent=true"]) == 2
    )
    assert "-O subagent: claude_code has no such option; did you mean 'subagents'?" in capsys.readouterr().err
    data = str(FIXTURES / "claude_code")
    with pytest.raises(ValueError) as caught:
        load_dataset(
            "claude_code", data_dir=data, subagent=True, split="train", cache_dir=str(tmp_path / "c")
        )
    assert str(caught.value) == "claude_code has no option 'subagent'; did you mean 'subagents'?"
    with pytest.raises(ValueError, match=r"not 'al'; did you mean 'all'\?"):
        load_dataset(
            "claude_code", data_dir=data, branches="al", split="train", cache_dir=str(tmp_path / "c")
        )
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(FileNotFoundError) as missing:
        load_dataset("claude_code", data_dir=str(empty), split="train", cache_dir=str(tmp_path / "c"))
    assert "under data_dir" in str(missing.value) and "pass data_dir= or data_files=" not in str(
        missing.value
    )


def test_a_re_run_says_how_many_files_came_from_the_cache(tmp_path, capsys):
    import shutil

    folder = tmp_path / "in"
    shutil.copytree(FIXTURES / "hermes", folder)
    n = len([p for p in folder.rglob("*") if p.is_file()])
    out = str(tmp_path / "out")
    assert main(["convert", "hermes", str(folder), "-o", out]) == 0
    assert f"input: {n} file(s): {n} read, 0 from the cache" in capsys.readouterr().out
    assert main(["convert", "hermes", str(folder), "-o", out, "--force", "--json"]) == 0
    captured = capsys.readouterr()
    assert f"input: {n} file(s): 0 read, {n} from the cache of the last run (unchanged)" in captured.err
    data = json.loads(captured.out)
    assert data["files_read"] == 0 and data["files_from_cache"] == n
    changed = sorted(folder.rglob("*.jsonl"))[0]
    changed.write_text(changed.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    assert main(["convert", "hermes", str(folder), "-o", out, "--force"]) == 0
    assert f"input: {n} file(s): 1 read, {n - 1} from the cache" in capsys.readouterr().out
