"""``agent-traces report``: what it counts, that it is self-contained, and that trace text stays text."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import orjson
from conftest import FIXTURES

from agent_traces.cli import main
from agent_traces.report import build_report, write_card_figures, write_report
from agent_traces.report.collect import load_rows
from agent_traces.report.stats import summarize, token_usage

HOSTILE = '</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">'


def hostile_sts(folder: Path) -> Path:
    """An STS session with markup in every field a report shows."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "hostile.jsonl"
    records = [
        {"type": "session", "harness": "<b>evil</b>", "id": "x<script>1</script>", "name": f"title {HOSTILE}"},
        {"type": "message", "message": {"role": "user", "content": f"hi {HOSTILE}", "timestamp": 1782900000000}},
        {"type": "message", "message": {"role": "assistant", "content": "", "model": f"m{HOSTILE}",
                                        "reasoningContent": f"think {HOSTILE}", "timestamp": 1782900001000,
                                        "toolCalls": [{"id": "c1", "function": {"name": f"tool{HOSTILE}",
                                                                                 "arguments": json.dumps({"q": HOSTILE})}}]}},
        {"type": "message", "message": {"role": "tool", "toolCallId": "c1", "content": f"out {HOSTILE}"}},
    ]  # fmt: skip
    path.write_bytes(b"\n".join(orjson.dumps(r) for r in records) + b"\n")
    return path


def fixtures_with_hostile(tmp_path: Path) -> Path:
    folder = tmp_path / "traces"
    shutil.copytree(FIXTURES, folder)
    hostile_sts(folder / "zz_hostile")
    return folder


def test_report_of_the_fixtures_is_self_contained(tmp_path):
    out = tmp_path / "report.html"
    assert main(["report", str(FIXTURES), "-o", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>")
    for key in ("sessions", "messages", "tool_calls", "tools", "models", "tokens", "problems"):
        figure = re.search(rf'<figure class="plot" id="plot-{key}">(.*?)</figure>', page, re.S)
        assert figure and 'id="data-' in figure.group(1), key
    # nothing is fetched: no src/href to another document, only the SVG namespaces name URLs
    assert not re.search(r'\b(?:src|href)\s*=\s*"(?:https?:)?//', page)
    assert "default-src 'none'" in page
    assert "\\mathdefault" not in page  # tick labels as plain text
    rows, _, _ = load_rows(str(FIXTURES))
    data = json.loads(re.search(r'id="sessions-data">(.*?)</script>', page, re.S).group(1))
    assert len(data) == len(rows) == page.count("<tr data-index=")
    assert [m["role"] for m in data[0]["messages"]] == [m["role"] for m in rows[0]["messages"]]


def test_every_value_from_the_traces_is_escaped(tmp_path):
    folder = tmp_path / "one"
    hostile_sts(folder)
    page, _ = build_report(str(folder))
    assert build_report(str(folder))[0] == page  # deterministic
    assert page.count("<script") == 2  # the page's own data and script elements
    assert "<b>evil</b>" not in page and "<img src=x" not in page
    assert "b_evil_b" in page  # the STS header's harness was made a safe name
    assert "&lt;/script&gt;&lt;script&gt;window.pwned=1" in page and "&lt;img src=x" in page
    raw = re.search(r'id="sessions-data">(.*?)</script>', page, re.S).group(1)
    (session,) = json.loads(raw)
    assert session["name"].startswith("title </script><script>window.pwned=1")  # shortened to 80
    messages = session["messages"]
    assert messages[0]["content"] == f"hi {HOSTILE}"
    assert (
        messages[1]["calls"][0]["name"] == f"tool{HOSTILE}" and messages[1]["reasoning"] == f"think {HOSTILE}"
    )
    assert messages[2]["content"] == f"out {HOSTILE}"


def test_a_dataset_folder_reports_what_was_written(tmp_path):
    out = tmp_path / "dataset"
    assert main(["convert", "agent_traces", str(FIXTURES), "-o", str(out), "--redact-secrets"]) == 0
    from_folder, problems, what = load_rows(str(out))
    from_traces, _, _ = load_rows(str(FIXTURES))
    assert "redacted" in what and len(from_folder) == len(from_traces)
    manifest = json.loads((out / "manifest.json").read_text())
    assert problems == manifest["problems"]
    by_id = {r["id"]: r for r in from_folder}
    calls = [c for r in from_folder for m in r["messages"] for c in m["tool_calls"] or ()]
    assert calls and all(isinstance(c["function"]["arguments"], (dict, list, str)) for c in calls)
    assert any(isinstance(c["function"]["arguments"], dict) for c in calls)
    a = summarize(from_folder, problems)
    b = summarize(sorted(from_traces, key=lambda r: r["id"]), problems)
    assert a["tools"] == b["tools"] and a["totals"] == b["totals"]
    assert set(by_id) == {r["id"] for r in from_traces}
    result = write_report(str(out), tmp_path / "r" / "report.html")
    assert result.sessions == len(from_folder) and result.size > 10_000


def test_counts_tool_errors_tokens_and_models():
    rows, _, _ = load_rows(str(FIXTURES / "sts" / "my-agent"))
    (row,) = rows
    row["messages"][4]["metadata"] = {"is_error": True}
    row["messages"][2]["metadata"] = {
        "usage": {"input_tokens": 100, "output_tokens": 7, "cache_read_input_tokens": 50}
    }
    summary = summarize(rows, {"malformed_json": 2})
    assert summary["tools"] == [
        {"name": "grep", "calls": 1, "errors": 0},
        {"name": "read_file", "calls": 1, "errors": 1},
    ]
    assert summary["totals"] == {
        "sessions": 1, "messages": 6, "tool_calls": 2, "tool_errors": 1, "tokens": 157, "problems": 2,
        "first_day": "2026-07-01", "last_day": "2026-07-01",
    }  # fmt: skip
    assert summary["tokens_per_period"] == {"2026-07-01": {"cached": 50, "input": 100, "output": 7}}
    assert summary["models_per_period"] == {"2026-07-01": {"my-model-7b": 2}}
    assert summary["sessions"][0]["duration_s"] == 6
    assert token_usage({"total_tokens": 9, "max_tokens": 4, "tokens": {"input": 3, "output": 2}}) == {
        "input": 3,
        "output": 2,
    }


def test_card_figures_are_written_as_svg(tmp_path):
    rows, problems, _ = load_rows(str(FIXTURES))
    written = write_card_figures(tmp_path, rows, problems)
    files = sorted(p.name for p in (tmp_path / "figures").iterdir())
    assert files == ["models.svg", "sessions.svg", "tools.svg"]
    assert sorted(path for path, _ in written) == [f"figures/{name}" for name in files]
    assert dict(written)["figures/tools.svg"] == "Most used tools and their errors"
    svg = (tmp_path / "figures" / "tools.svg").read_text()
    assert svg.startswith("<svg") and 'id="data-tools-0"' in svg
    again = tmp_path / "again"
    write_card_figures(again, rows, problems)
    assert (again / "figures" / "tools.svg").read_text() == svg  # deterministic


def test_report_errors_are_clear(tmp_path, capsys, monkeypatch):
    assert main(["report", str(tmp_path / "missing"), "-o", str(tmp_path / "r.html")]) == 1
    assert "does not exist" in capsys.readouterr().err
    monkeypatch.setitem(__import__("sys").modules, "matplotlib", None)  # as if not installed
    assert main(["report", str(FIXTURES / "sts"), "-o", str(tmp_path / "r.html")]) == 2
    assert "pip install 'agent-traces[report]'" in capsys.readouterr().err
    assert not (tmp_path / "r.html").exists()
