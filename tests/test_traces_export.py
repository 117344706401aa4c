"""``--traces sts|native``: trace files beside the Parquet, redacted like it, listed in the manifest."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from collections import Counter
from pathlib import Path

import orjson
import pytest
import yaml
from conftest import FIXTURES, corpus_files
from markdown_it import MarkdownIt

from agent_traces.cli import main
from agent_traces.export.native import redact_records, write_native
from agent_traces.output import OutputOptions, write_dataset
from agent_traces.redact import Redactor

SECRET = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
SESSION = "11111111-2222-4333-8444-555555555555"


def shape(value):
    """The structure of a JSON value: containers and types, not the text in it."""
    if isinstance(value, dict):
        return ("dict", [shape(v) for v in value.values()])
    if isinstance(value, list):
        return ("list", [shape(v) for v in value])
    return type(value).__name__


def claude_session(folder: Path) -> Path:
    """A small Claude Code session with a planted token and a home path."""
    cwd = "/home/alice/webshop"
    records = [
        {
            "type": "user",
            "sessionId": SESSION,
            "uuid": "u1",
            "parentUuid": None,
            "cwd": cwd,
            "timestamp": "2026-05-01T09:00:00.000Z",
            "version": "2.1.0",
            "message": {"role": "user", "content": "Why does the deploy fail?"},
        },
        {
            "type": "assistant",
            "sessionId": SESSION,
            "uuid": "a1",
            "parentUuid": "u1",
            "cwd": cwd,
            "timestamp": "2026-05-01T09:00:02.000Z",
            "message": {
                "role": "assistant",
                "model": "claude-sonnet-4-5",
                "id": "msg_1",
                "content": [
                    {"type": "thinking", "thinking": "Look at the env file."},
                    {
                        "type": "tool_use",
                        "id": "toolu_1",
                        "name": "Read",
                        "input": {"file_path": f"{cwd}/.env"},
                    },
                ],
                "usage": {"input_tokens": 120, "output_tokens": 30},
            },
        },
        {
            "type": "user",
            "sessionId": SESSION,
            "uuid": "u2",
            "parentUuid": "a1",
            "cwd": cwd,
            "timestamp": "2026-05-01T09:00:03.000Z",
            "message": {
                "role": "user",
                "content": [
                    {
                        "type": "tool_result",
                        "tool_use_id": "toolu_1",
                        "content": f"GITHUB_TOKEN={SECRET}\nOWNER=alice",
                    }
                ],
            },
        },
        {
            "type": "assistant",
            "sessionId": SESSION,
            "uuid": "a2",
            "parentUuid": "u2",
            "cwd": cwd,
            "timestamp": "2026-05-01T09:00:05.000Z",
            "message": {
                "role": "assistant",
                "model": "claude-sonnet-4-5",
                "id": "msg_2",
                "content": [{"type": "text", "text": "The token in /home/alice/webshop/.env expired."}],
            },
        },
    ]
    path = folder / "projects" / "-home-alice-webshop" / f"{SESSION}.jsonl"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\n".join(orjson.dumps(r) for r in records) + b"\n")
    return path


def test_native_claude_code_is_redacted_like_the_parquet_and_keeps_its_structure(tmp_path):
    source = claude_session(tmp_path / "in")
    out = tmp_path / "out"
    result = write_dataset(
        out,
        {"claude_code": [str(source)]},
        OutputOptions(redact=True, traces="native"),
        root=str(tmp_path / "in"),
    )
    traces = sorted(p.relative_to(out).as_posix() for p in (out / "traces").rglob("*") if p.is_file())
    assert traces == [f"traces/claude_code/projects/-home-USER-webshop/{SESSION}.jsonl"]
    written = (out / traces[0]).read_bytes()
    assert SECRET.encode() not in written and b"alice" not in written
    original = [orjson.loads(x) for x in source.read_bytes().splitlines()]
    redacted = [orjson.loads(x) for x in written.splitlines()]
    assert [shape(r) for r in redacted] == [shape(r) for r in original]
    assert redacted[0]["cwd"] == "/home/<USER>/webshop"
    # the same placeholder as in the Parquet rows
    import pyarrow.parquet as pq

    table = pq.read_table(out / "data" / "messages" / "train-00000-of-00001.parquet")
    tool_text = next(m["content"] for m in table.column("messages")[0].as_py() if m["role"] == "tool")
    placeholder = tool_text.split("GITHUB_TOKEN=")[1].split("\n")[0]
    assert placeholder.startswith("<SECRET") and f"GITHUB_TOKEN={placeholder}".encode() in written
    # listed in the manifest with their digest, and summarized
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["files"][traces[0]]["sha256"] == hashlib.sha256(written).hexdigest()
    assert manifest["traces"]["by_harness"] == {"claude_code (native)": 1}
    assert manifest["traces"]["native_redaction"]["total"]["home_path_user"] >= 3
    # the Parquet's redaction report is not inflated by the native files
    assert result.redaction["total"] == manifest["redaction"]["total"]
    assert manifest["options"]["traces"] == "native"


def test_sts_for_every_source_and_the_card_keeps_parquet_as_default(tmp_path, cache_dir):
    import datasets

    out = tmp_path / "out"
    code = main(
        ["convert", "agent_traces", str(FIXTURES), "-o", str(out), "--traces", "sts", "--redact-secrets"]
    )
    assert code == 0
    manifest = json.loads((out / "manifest.json").read_text())
    traces = sorted(p.relative_to(out).as_posix() for p in (out / "traces").rglob("*.jsonl"))
    assert traces and all(t in manifest["files"] for t in traces)
    assert manifest["traces"]["files"] == len(traces) == manifest["rows"]["messages"]
    for rel in traces:
        header = orjson.loads((out / rel).read_bytes().split(b"\n", 1)[0])
        assert header["type"] == "session" and rel.startswith(f"traces/{header['harness']}/")
    # the STS files hold exactly the (redacted) rows of the Parquet
    from agent_traces.api import read_trajectories
    from agent_traces.html_report.collect import dataset_rows

    parquet = {r["id"]: r for r in dataset_rows(out)}
    sts = {r["id"]: r for r in read_trajectories("sts", [str(out / t) for t in traces], root=str(out))}
    assert sts.keys() == parquet.keys()
    for key, row in parquet.items():
        assert sts[key] == row, key
    assert manifest["redaction"]["replacements"] > 0
    card = (out / "README.md").read_text()
    meta = yaml.safe_load(card.split("---\n")[1])
    configs = {c["config_name"]: c for c in meta["configs"]}
    assert configs["messages"].get("default") is True
    # only Parquet configs: datasets builds all configs with one builder, so a JSONL one would break
    assert all(c["data_files"][0]["path"].startswith("data/") for c in configs.values())
    # load_dataset(folder) and the Parquet configs still read the Parquet (every config's files
    # are Parquet; loading one per view and a subset keeps the test short)
    ds = datasets.load_dataset(str(out), split="train", cache_dir=cache_dir)
    assert "messages" in ds.column_names and len(ds) == manifest["rows"]["messages"]
    for name, config in configs.items():
        if not name.startswith("traces"):
            view, _, harness = name.partition("-")
            shards = f"train-{harness}-*.parquet" if harness else "train-*.parquet"
            assert config["data_files"][0]["path"] == f"data/{view}/{shards}"
    for name in ("sharegpt", "steps", "messages-hermes"):
        ds = datasets.load_dataset(str(out), name, split="train", cache_dir=cache_dir)
        assert len(ds) == manifest["rows"][name], name


def test_traces_are_deterministic_and_replaced_on_rewrite(tmp_path):
    digests = []
    for name in ("a", "b"):
        out = tmp_path / name
        main(
            [
                "convert",
                "agent_traces",
                str(FIXTURES),
                "-o",
                str(out),
                "--traces",
                "native",
                "--redact-secrets",
            ]
        )
        digests.append(
            {
                p.relative_to(out).as_posix(): p.read_bytes()
                for p in (out / "traces").rglob("*")
                if p.is_file()
            }
        )
    assert digests[0] == digests[1]
    # the mixed folder's claude_code/ and codex/ are not repeated below traces/<source>/
    assert any(p.startswith("traces/claude_code/projects/") for p in digests[0])
    assert any(p.startswith("traces/codex/") for p in digests[0])
    assert not any(
        p.startswith(("traces/claude_code/claude_code/", "traces/codex/codex/")) for p in digests[0]
    )
    assert any(p.startswith("traces/hermes/") for p in digests[0])  # sts for the others
    out = tmp_path / "a"
    args = ["convert", "hermes", str(FIXTURES / "hermes"), "-o", str(out), "--force"]
    assert main([*args, "--traces", "sts"]) == 0
    harnesses = {p.parent.name for p in (out / "traces").rglob("*.jsonl")}
    assert harnesses == {"hermes"}
    assert main(args) == 0
    assert not (out / "traces").exists()


def test_an_unknown_traces_mode_is_a_clear_error(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["convert", "hermes", str(FIXTURES / "hermes"), "-o", str(tmp_path), "--traces", "html"])
    assert "invalid choice" in capsys.readouterr().err
    with pytest.raises(ValueError, match="unknown traces mode"):
        OutputOptions(traces="html")


@pytest.mark.corpus
def test_native_export_of_the_pi_corpus(tmp_path):
    files = [str(p) for p in corpus_files("pi")]
    redactor = Redactor()
    redactor.learn(
        orjson.loads(line) for f in files for line in Path(f).read_bytes().splitlines() if line.strip()
    )
    written, skipped, report = write_native(tmp_path, "pi", files, str(Path(files[0]).parents[1]), redactor)
    assert len(written) == len(files) and not skipped
    for source, rel in zip(sorted(files), written, strict=True):
        original = [orjson.loads(x) for x in Path(source).read_bytes().splitlines() if x.strip()]
        redacted = [orjson.loads(x) for x in (tmp_path / rel).read_bytes().splitlines()]
        assert [shape(r) for r in redacted] == [shape(r) for r in original]
        assert [r.get("type") for r in redacted] == [r.get("type") for r in original]
    headers = [orjson.loads((tmp_path / rel).read_bytes().split(b"\n", 1)[0]) for rel in written]
    passage = [h for h in headers if h.get("version") == 3]
    assert passage and all(h["cwd"].startswith("/Users/<USER>/") for h in passage)
    assert report["total"]["home_path_user"] > 0
    assert redactor.report.to_dict()["replacements"] == 0  # the caller's report is untouched


def test_unparseable_lines_are_left_out_and_counted_only_when_redacting():
    lines = [b'{"a": "/home/alice/x"}\n', b"\n", b"{broken\n", b'{"n": 123456789012345678901234567890}\n']
    skipped: Counter = Counter()
    out = list(redact_records(lines, Redactor(usernames=[], hostnames=[]), skipped))
    assert out == [b'{"a":"/home/<USER>/x"}\n', b'{"n":123456789012345678901234567890}\n']
    assert skipped == {"unparseable_line": 1}
    assert list(redact_records(lines, None, Counter())) == [lines[0], lines[2], lines[3]]


def test_gzipped_inputs_are_written_as_plain_jsonl(tmp_path):
    import gzip

    source = claude_session(tmp_path / "in")
    packed = source.with_suffix(".jsonl.gz")
    packed.write_bytes(gzip.compress(source.read_bytes()))
    source.unlink()
    written, _, _ = write_native(tmp_path / "out", "claude_code", [str(packed)], str(tmp_path / "in"), None)
    assert written == [f"traces/claude_code/projects/-home-alice-webshop/{SESSION}.jsonl"]
    assert (tmp_path / "out" / written[0]).read_bytes() == gzip.decompress(packed.read_bytes())
    shutil.rmtree(tmp_path / "out")


def test_rows_sharing_an_id_get_files_of_their_own(tmp_path):
    from agent_traces.export.traces import TraceWriter

    row = {"id": "hermes:a/b", "harness": "hermes", "session_id": "a/b", "messages": [], "metadata": None}
    writer = TraceWriter(tmp_path, "sts")
    writer.add_row(row)
    writer.add_row({**row, "metadata": {"n": 2}})
    first, second = "traces/hermes/a_b-7ef72874f0.jsonl", "traces/hermes/a_b-7ef72874f0-2.jsonl"
    assert writer.files() == sorted([first, second])
    headers = [orjson.loads((tmp_path / f).read_bytes().splitlines()[0]) for f in (first, second)]
    assert [h["agent_traces"]["metadata"] for h in headers] == [None, {"n": 2}]
    assert writer.summary() == {"mode": "sts", "files": 2, "by_harness": {"hermes (sts)": 2}}


@pytest.mark.corpus
def test_datasets_own_trace_detection_reads_native_files_like_the_originals(tmp_path):
    """``datasets``' JSON loader (what Data Studio runs on raw trace files) finds the same harness,
    session, prompts and tool calls in the redacted files as in the originals."""
    from datasets.packaged_modules.json.json import parse_traces_info

    files = [
        *(str(p) for p in (FIXTURES / "claude_code" / "projects").rglob("*.jsonl")),
        *(str(p) for p in (FIXTURES / "codex").rglob("*.jsonl")),
        *(str(p) for p in corpus_files("pi")),
    ]
    redactor = Redactor()
    for source in ("claude_code", "codex", "pi"):
        mine = [f for f in files if f"/{source}/" in f or (source == "codex" and "/codex/" in f)]
        root = str(Path(os.path.commonpath(mine)))
        written, _, _ = write_native(tmp_path, source, mine, root, redactor)
        assert len(written) == len(mine)
        for original, rel in zip(sorted(mine), written, strict=True):
            before = parse_traces_info(Path(original).read_text(encoding="utf-8").splitlines())
            after = parse_traces_info((tmp_path / rel).read_text(encoding="utf-8").splitlines())
            assert after[0] == before[0] and before[0] in ("claude_code", "codex", "pi"), (rel, before[0])
            assert after[1] == before[1] and after[4:] == before[4:], rel


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_trace_files_and_card_figures_are_verified_uploaded_and_managed(tmp_path):
    """With the output folder contract: trace files and figures are files of the output (listed
    with size and sha256, in the fingerprint, in the one upload list), the card shows the figures,
    and a later version without them deletes them from the repository, leaving other files alone."""
    from fake_hub import FakeHub

    from agent_traces.output import MANAGED_PATTERNS, fingerprint
    from agent_traces.publish import publish_folder, upload_list

    hermes = sorted(str(p) for p in (FIXTURES / "hermes").glob("*.jsonl"))
    inputs = {"claude_code": [str(claude_session(tmp_path / "in"))], "hermes": hermes}
    out = tmp_path / "out"
    options = OutputOptions(redact=True, traces="native", card_figures=True)
    result = write_dataset(out, inputs, options, root=str(tmp_path / "in"))
    manifest = json.loads((out / "manifest.json").read_text())
    tree = _tree(out)
    extra = sorted(p for p in tree if p.startswith(("traces/", "figures/")))
    assert [p for p in extra if p.startswith("figures/")] == [
        "figures/models.svg",
        "figures/sessions.svg",
        "figures/tools.svg",
    ]
    assert any(p.startswith("traces/claude_code/") for p in extra)
    assert any(p.startswith("traces/hermes/") for p in extra)
    for rel in extra:
        meta = manifest["files"][rel]
        assert meta == {"sha256": hashlib.sha256(tree[rel]).hexdigest(), "size": len(tree[rel])}, rel
    assert {"traces/*", "figures/*"} <= set(manifest["managed"]) and manifest["managed"] == list(
        MANAGED_PATTERNS
    )
    assert manifest["traces"]["files"] == len([p for p in extra if p.startswith("traces/")])
    # the fingerprint is publish's: every published file but the card (which shows it)
    published = {k: v for k, v in manifest["files"].items() if k != "README.md"}
    assert result.fingerprint == fingerprint(published, options, manifest["agent_traces_version"])
    assert set(extra) <= set(published)
    # the card shows the figures by their paths in the output, and says what traces/ is
    card = (out / "README.md").read_text()
    for rel in (p for p in extra if p.startswith("figures/")):
        assert f"]({rel})" in card
    assert "## Trace files" in card and f"`traces/` holds {manifest['traces']['files']} file(s)" in card
    # the upload list is exactly the folder: manifest files + manifest
    assert sorted(name for name, _ in upload_list(out)) == sorted(tree)
    assert not list(tmp_path.glob(".out.agent-traces-tmp-*"))

    with FakeHub() as hub:
        hub.files["me/traces"] = {"notes.md": b"the publisher's own file\n"}
        publish_folder(str(out), "me/traces", token="hf_test", endpoint=hub.endpoint)
        assert sorted(hub.commits[0].added) == sorted(tree)
        v2 = tmp_path / "v2"
        write_dataset(v2, inputs, OutputOptions(redact=True), root=str(tmp_path / "in"))
        assert not (v2 / "traces").exists() and not (v2 / "figures").exists()
        result = publish_folder(str(v2), "me/traces", token="hf_test", endpoint=hub.endpoint)
        assert hub.commits[1].deleted == extra == result.deleted
        assert sorted(hub.files["me/traces"]) == sorted([*_tree(v2), "notes.md"])


def test_a_failed_run_with_traces_leaves_the_previous_output_untouched(tmp_path):
    """Trace files are written into the run's staging folder: a run that fails after writing
    them (a damaged line with ``strict``) leaves the previous version exactly as it was."""
    from agent_traces.problems import TraceFormatError

    session = claude_session(tmp_path / "in")
    out = tmp_path / "out"
    write_dataset(
        out, {"claude_code": [str(session)]}, OutputOptions(traces="native"), root=str(tmp_path / "in")
    )
    before = _tree(out)
    assert any(p.startswith("traces/claude_code/projects/") for p in before)
    with session.open("ab") as handle:
        handle.write(b'{"type": "assistant", "broken\n')
    with pytest.raises(TraceFormatError):
        write_dataset(
            out,
            {"claude_code": [str(session)]},
            OutputOptions(traces="sts", strict=True),
            root=str(tmp_path / "in"),
            force=True,
        )
    assert _tree(out) == before
    # beside it: the first run's record and cache of canonical rows (agent_traces.incremental) only
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".out.agent-traces-cache",
        ".out.agent-traces-record.json",
        "in",
        "out",
    ]


def test_the_card_prints_nothing_raw_from_trace_files_or_figures(tmp_path):
    """An STS file whose harness, model and tool names are markup: the harness is made a safe
    name (it names configs, folders and tags), the card shows the rest only in code spans and
    its figures as images of the output, and the figures hold it only XML-escaped."""
    nasty = "<img src=x onerror=alert(1)>"
    records = [
        {"type": "session", "harness": nasty, "id": "s1", "name": f"[x](javascript:alert(1)) {nasty}"},
        {"type": "message", "message": {"role": "user", "content": "hi", "timestamp": 1782900000000}},
        {
            "type": "message",
            "message": {
                "role": "assistant",
                "content": "",
                "toolCalls": [{"id": "t1", "function": {"name": nasty, "arguments": "{}"}}],
                "timestamp": 1782900001000,
                "model": nasty,
            },
        },
        {"type": "message", "message": {"role": "tool", "toolCallId": "t1", "content": "ok"}},
    ]
    source = tmp_path / "in" / "nasty.jsonl"
    source.parent.mkdir()
    source.write_bytes(b"\n".join(orjson.dumps(r) for r in records) + b"\n")
    out = tmp_path / "out"
    write_dataset(out, {"sts": [str(source)]}, OutputOptions(traces="sts", card_figures=True))
    card = (out / "README.md").read_text()
    header, body = card.split("---\n")[1:3]
    assert "<img" not in header  # the harness name (pretty_name, tags, configs) was made safe
    rendered = MarkdownIt("commonmark", {"html": True}).enable("table").render(body)
    images = rendered.split("<img")[1:]
    assert len(images) == 3 and all(i.startswith(' src="figures/') for i in images)  # the figures only
    assert "onerror=alert(1)>" not in rendered and 'href="javascript' not in rendered
    assert "&lt;img src=x onerror=alert(1)&gt;" in rendered  # the tool and model, in code spans
    assert sorted(
        child.attrGet("src")
        for inline in MarkdownIt("commonmark").parse(body)
        if inline.type == "inline"
        for child in inline.children or ()
        if child.type == "image"
    ) == ["figures/models.svg", "figures/sessions.svg", "figures/tools.svg"]
    figures = sorted((out / "figures").glob("*.svg"))
    assert figures
    for svg in figures:
        text = svg.read_text()
        assert "<img" not in text
    assert any("&lt;img src=x onerror=alert(1)&gt;" in svg.read_text() for svg in figures)


def test_card_figures_need_matplotlib_and_the_messages_view(tmp_path, capsys, monkeypatch):
    out = tmp_path / "out"
    args = ["convert", "hermes", str(FIXTURES / "hermes"), "-o", str(out), "--card-figures"]
    assert main([*args, "--view", "sharegpt"]) == 2
    assert "drawn from the 'messages' view" in capsys.readouterr().err
    monkeypatch.setitem(__import__("sys").modules, "matplotlib", None)  # as if not installed
    assert main(args) == 2
    assert "pip install 'agent-traces[report]'" in capsys.readouterr().err
    assert not out.exists()
