"""The Python API of the commands (`agent_traces.convert`, `publish`, `push`, `inspect`, `scan`,
`report`): each does what its command does and returns a result object; the command line prints
it, and its `--json` is the result's `as_dict()`."""

from __future__ import annotations

import importlib
import json
import shutil
from pathlib import Path

import pytest
from conftest import FIXTURES

import agent_traces
from agent_traces import operations
from agent_traces.cli import CliError, main
from agent_traces.output import NoRowsError

HERMES = FIXTURES / "hermes"
SAMPLES = HERMES / "trajectory_samples.jsonl"
TIMING = ("seconds", "rows_per_second", "read")  # how fast, not what: differs from run to run


class Recorder(operations.Notifier):
    """Keeps what an operation says as it goes, instead of logging it."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, str]] = []

    def info(self, message: str) -> None:
        self.lines.append(("info", message))

    def warning(self, message: str) -> None:
        self.lines.append(("warning", message))

    def converted(self, result: operations.ConvertResult) -> None:
        self.lines.append(("converted", result.output))


def test_the_operations_are_the_package_s_functions() -> None:
    assert agent_traces.convert is operations.convert and agent_traces.scan is operations.scan
    assert agent_traces.UsageError is operations.UsageError and issubclass(
        agent_traces.UsageError, ValueError
    )
    assert issubclass(operations.UsageError, CliError)
    # publish is a module too: imported either way, both uses work
    from agent_traces.publish import check_repo_id

    assert callable(agent_traces.publish) and agent_traces.publish.check_repo_id is check_repo_id
    importlib.import_module("agent_traces.html_report")  # the page's module shadows nothing

    assert agent_traces.report is operations.report
    import inspect

    assert "repo" in inspect.signature(agent_traces.publish).parameters


def test_convert_returns_what_it_wrote(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = agent_traces.convert("hermes", HERMES, output=out, progress=False)
    manifest = json.loads((out / "manifest.json").read_text())
    assert result.output == str(out) and result.rows == manifest["rows"]
    assert result.rows["messages"] == 5 and result.input_files == 4
    assert result.fingerprint == manifest["fingerprint"]
    assert result.redaction is None and result.problems == {
        r: n for r, n in manifest["problems"].items() if r not in manifest["left_out"]
    }
    assert Path(result.record).is_file()
    redacted = agent_traces.convert("hermes", HERMES, output=tmp_path / "r", redact=True, progress=False)
    assert redacted.redaction is not None and "total" in redacted.redaction
    assert redacted.fingerprint != result.fingerprint


def test_convert_json_is_the_result_as_dict(tmp_path: Path, capsys) -> None:
    result = agent_traces.convert("hermes", HERMES, output=tmp_path / "a", progress=False)
    capsys.readouterr()
    assert main(["convert", "hermes", str(HERMES), "-o", str(tmp_path / "b"), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    expected = result.as_dict()
    assert printed["output"] == str(tmp_path / "b") and expected["output"] == str(tmp_path / "a")
    envelope = {"command", "ok", "version", "shape"}
    assert set(printed) - envelope == set(expected)
    for key in set(expected) - {"output", *TIMING}:
        assert printed[key] == expected[key], key
    written = json.loads((tmp_path / "b" / "manifest.json").read_text())  # and both say what was written
    assert printed["rows"] == written["rows"] and printed["fingerprint"] == written["fingerprint"]
    assert printed["problems"]["by_reason"] == result.problems and printed["input_files"] == 4


def test_convert_failures_are_typed_and_say_what_the_command_line_says(tmp_path: Path) -> None:
    with pytest.raises(operations.UsageError, match="unknown source 'nope'") as err:
        agent_traces.convert("nope", HERMES, output=tmp_path / "o")
    assert err.value.code == 2 and "agent-traces sources" in err.value.todo
    with pytest.raises(ValueError, match="is not a date"):
        agent_traces.convert("hermes", HERMES, output=tmp_path / "o", since="soon")
    with pytest.raises(operations.UsageError, match="has no such option"):
        agent_traces.convert("hermes", HERMES, output=tmp_path / "o", options={"nokey": 1})
    with pytest.raises(operations.CommandError, match="does not exist"):
        agent_traces.convert("hermes", tmp_path / "missing", output=tmp_path / "o")
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(NoRowsError, match="matches what claude_code reads"):
        agent_traces.convert("claude_code", empty, output=tmp_path / "o")
    assert not (tmp_path / "o").exists()


def test_publish_dry_run_returns_the_plan_and_contacts_no_hub(tmp_path: Path, monkeypatch) -> None:
    import agent_traces.publish as hub

    def no_hub(*args, **kwargs):
        raise AssertionError("a dry run contacted the Hub")

    monkeypatch.setattr(hub, "check_hub", no_hub)
    monkeypatch.setattr(hub, "publish_folder", no_hub)
    notes = Recorder()
    outcome = agent_traces.publish(
        "hermes", HERMES, repo="me/traces", output=tmp_path / "out", tag="v1", dry_run=True, notify=notes
    )
    upload = outcome.upload
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text())
    assert upload.dry_run and upload.url is None and upload.repo == "me/traces" and upload.tag == "v1"
    assert sorted(name for name, _ in upload.plan.files) == sorted([*manifest["files"], "manifest.json"])
    assert outcome.converted.redaction is not None  # publish redacts unless told not to
    assert manifest["options"]["shards"] == "period"  # publish's layout, not convert's
    assert ("converted", str(tmp_path / "out")) in notes.lines
    assert any(kind == "warning" and "no --license" in text for kind, text in notes.lines)
    shape = outcome.as_dict()
    assert shape["dry_run"] is True and shape["rows"] == outcome.converted.rows
    with pytest.raises(operations.UsageError, match="contradict"):
        agent_traces.publish("hermes", HERMES, repo="me/traces", redact=False, redact_extra=["x"])
    with pytest.raises(ValueError, match="--repo must look like user/name"):
        agent_traces.publish("hermes", HERMES, repo="nope", dry_run=True)


def test_push_dry_run_checks_the_folder_and_plans_its_files(tmp_path: Path) -> None:
    out = tmp_path / "out"
    agent_traces.convert("hermes", HERMES, output=out, redact=True, license="mit", progress=False)
    outcome = agent_traces.push(out, repo="me/traces", dry_run=True)
    assert outcome.output == str(out) and outcome.upload.dry_run
    assert [name for name, _ in outcome.upload.plan.files] == sorted(
        [*outcome.manifest["files"], "manifest.json"]
    )
    unredacted = tmp_path / "plain"
    agent_traces.convert("hermes", HERMES, output=unredacted, progress=False)
    with pytest.raises(Exception, match="redact"):
        agent_traces.push(unredacted, repo="me/traces", dry_run=True)
    assert agent_traces.push(unredacted, repo="me/traces", dry_run=True, allow_unredacted=True).upload.dry_run


def test_inspect_counts_and_carries_what_it_found_when_nothing_is_known(tmp_path: Path) -> None:
    result = agent_traces.inspect(HERMES, progress=False)
    assert [f["format"] for f in result.formats] == ["hermes"]
    assert result.totals["sessions"] == 5 and result.totals["files"] == 4 and result.unrecognized == []
    (tmp_path / "notes.txt").write_text("hello\n")
    with pytest.raises(operations.NoKnownFormatError, match="is in a known format") as err:
        agent_traces.inspect(tmp_path, progress=False)
    assert err.value.result.unrecognized == ["notes.txt"]


def test_scan_finds_what_publish_would_redact_and_masks_it(tmp_path: Path) -> None:
    row = json.loads(SAMPLES.read_text().splitlines()[0])
    human = next(turn for turn in row["conversations"] if turn["from"] == "human")
    human["value"] += " Write to alice.liddell@wonderland-mail.net about it."
    (tmp_path / "one.jsonl").write_text(json.dumps(row) + "\n")
    result = agent_traces.scan(tmp_path, source="hermes", progress=False)
    emails = [f for f in result.findings if f["kind"] == "email"]
    assert result.sessions == 1 and result.by_kind.get("email") == emails[0]["count"] >= 1
    assert emails[0]["value"] != "alice.liddell@wonderland-mail.net"  # masked
    shown = agent_traces.scan(tmp_path, source="hermes", show_values=True, progress=False)
    assert "alice.liddell@wonderland-mail.net" in [f["value"] for f in shown.findings]
    assert not (tmp_path / "out").exists() and sorted(p.name for p in tmp_path.iterdir()) == ["one.jsonl"]


def test_report_writes_the_page_and_returns_its_totals(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    page = tmp_path / "report.html"
    result = agent_traces.report(HERMES, page)
    assert result.output == str(page) and result.bytes == page.stat().st_size > 0
    assert result.sessions == result.totals["sessions"] == 5 and result.figures
    (tmp_path / "mine.html").write_text("<p>not a report</p>")
    with pytest.raises(operations.CommandError, match="is not a report agent-traces wrote"):
        agent_traces.report(HERMES, tmp_path / "mine.html")


def test_sources_lists_every_builder_without_reading() -> None:
    result = agent_traces.sources()
    names = [s["name"] for s in result.sources]
    assert "hermes" in names and names == sorted(names) and "messages" in result.views


def test_the_other_format_line_comes_as_the_step_happens(tmp_path: Path) -> None:
    folder = tmp_path / "in"
    folder.mkdir()
    shutil.copy(SAMPLES, folder / "a.jsonl")
    codex = next((FIXTURES / "codex").rglob("*.jsonl"), None)
    if codex is None:
        pytest.skip("no codex fixture")
    shutil.copy(codex, folder / "rollout.jsonl")
    notes = Recorder()
    result = agent_traces.convert("hermes", folder, output=tmp_path / "out", notify=notes, progress=False)
    assert result.other_format and any("other_format:" in text for _, text in notes.lines)
