"""``agent-traces report``: what it counts, that it is self-contained, and that trace text stays text."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import orjson
import pytest
from conftest import FIXTURES, corpus_files

from agent_traces.cli import main
from agent_traces.html_report import build_report, write_card_figures, write_report
from agent_traces.html_report.collect import load_rows
from agent_traces.html_report.stats import session_tokens, summarize, token_usage

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
    summary = summarize(rows, {"malformed_json": 2, "filtered_date": 3, "empty_session": 1})
    assert summary["tools"] == [
        {"name": "grep", "calls": 1, "errors": 0},
        {"name": "read_file", "calls": 1, "errors": 1},
    ]
    assert summary["totals"] == {
        "sessions": 1, "messages": 6, "tool_calls": 2, "tool_errors": 1, "tokens": 157, "problems": 2,
        "left_out": 4, "first_day": "2026-07-01", "last_day": "2026-07-01",
    }  # fmt: skip
    assert summary["tokens_per_period"] == {"2026-07-01": {"cached": 50, "input": 100, "output": 7}}
    assert summary["models_per_period"] == {"2026-07-01": {"my-model-7b": 2}}
    assert summary["problems"] == {"malformed_json": 2}
    assert summary["left_out"] == {"filtered_date": 3, "empty_session": 1}
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


# -- what a report may write -------------------------------------------------------------------


def test_report_never_replaces_a_file_it_did_not_write(tmp_path, capsys):
    notes = tmp_path / "notes" / "README.md"
    notes.parent.mkdir()
    notes.write_text("# my notes\n", encoding="utf-8")
    assert main(["report", str(FIXTURES / "sts"), "-o", str(notes)]) == 1
    err = capsys.readouterr().err
    assert "is not a report agent-traces wrote" in err and "Traceback" not in err
    assert notes.read_text(encoding="utf-8") == "# my notes\n"
    # a report it wrote is replaced (atomically: no partial file left beside it)
    out = tmp_path / "r.html"
    assert main(["report", str(FIXTURES / "sts"), "-o", str(out)]) == 0
    first = out.read_bytes()
    assert main(["report", str(FIXTURES / "sts"), "-o", str(out), "--min-turns", "1"]) == 0
    assert out.read_bytes() == first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes", "r.html"]


def test_report_output_is_checked_before_any_work(tmp_path, capsys, monkeypatch):
    from agent_traces.html_report import collect

    def no_reading(*args, **kwargs):
        raise AssertionError("read the traces before checking -o")

    monkeypatch.setattr(collect, "load_rows", no_reading)
    monkeypatch.setattr("agent_traces.html_report.load_rows", no_reading)
    assert main(["report", str(FIXTURES / "sts"), "-o", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "is a folder" in err and "Traceback" not in err


def test_report_of_no_sessions_exits_1_as_convert_does(tmp_path, capsys):
    empty = tmp_path / "traces"
    empty.mkdir()
    (empty / "a.jsonl").write_text("", encoding="utf-8")
    assert main(["convert", "sts", str(empty), "-o", str(tmp_path / "ds")]) == 1
    convert_err = capsys.readouterr().err
    assert main(["report", str(empty), "--source", "sts", "-o", str(tmp_path / "r.html")]) == 1
    report_err = capsys.readouterr().err
    assert "no rows: the inputs gave no sessions" in report_err
    assert report_err.splitlines()[0] == convert_err.splitlines()[0]
    assert not (tmp_path / "r.html").exists()


def test_report_filters_and_json(tmp_path, capsys):
    out = tmp_path / "r.html"
    assert main(["report", str(FIXTURES), "-o", str(out), "--json"]) == 0
    everything = json.loads(capsys.readouterr().out)
    assert everything["command"] == "report" and everything["ok"] is True
    assert everything["totals"]["sessions"] > 3 and everything["output"] == str(out)
    assert main(["report", str(FIXTURES), "-o", str(out), "--json", "--min-turns", "3"]) == 0
    fewer = json.loads(capsys.readouterr().out)
    assert 0 < fewer["totals"]["sessions"] < everything["totals"]["sessions"]
    left = everything["totals"]["sessions"] - fewer["totals"]["sessions"]
    assert fewer["left_out"]["filtered_turns"] == left
    assert (
        fewer["totals"]["left_out"] >= left
        and fewer["totals"]["problems"] == everything["totals"]["problems"]
    )
    page = out.read_text(encoding="utf-8")
    assert "left out on purpose" in page


def test_report_shows_numbers_with_thousands_separators(tmp_path):
    rows, _, _ = load_rows(str(FIXTURES / "sts" / "my-agent"))
    rows[0]["messages"][2]["metadata"] = {"usage": {"input_tokens": 1234567, "output_tokens": 1}}
    from agent_traces.html_report.html import render

    page = render(summarize(rows, {}), [], rows, "test")
    assert "<b>1,234,568</b>" in page
    assert ">1,234,568</td>" in page  # the sessions table too (sorted by the plain number)
    assert 'data-sort="1234568"' in page


def test_injected_user_messages_are_drawn_as_injected():
    from agent_traces.html_report.html import transcript

    row = {
        "messages": [
            {
                "role": "user",
                "content": "<skills>…</skills>",
                "metadata": {"injected": True, "kind": "skill_listing"},
            },
            {"role": "user", "content": "fix the bug", "metadata": None},
        ]
    }
    shown = transcript(row)
    assert shown[0]["injected"] == "skill_listing" and "injected" not in shown[1]


# -- tokens by each source's own semantics -------------------------------------------------------


def test_running_totals_are_not_added_up():
    """Codex records its running total at every turn: the session's tokens are the last one."""
    turns = []
    running = 0
    for n in range(1, 6):
        running += 1000 * n
        info = {
            "total_token_usage": {"input_tokens": running, "cached_input_tokens": running // 2, "output_tokens": 10 * n,
                                  "total_tokens": running + 10 * sum(range(1, n + 1))},
            "last_token_usage": {"input_tokens": 1000 * n, "output_tokens": 10 * n, "total_tokens": 1010 * n},
        }  # fmt: skip
        turns.append({"role": "assistant", "content": "", "metadata": {"info": info}})
    tokens = session_tokens({"messages": turns, "metadata": None})
    final = turns[-1]["metadata"]["info"]["total_token_usage"]
    assert sum(tokens.values()) == final["total_tokens"]


def test_cached_tokens_inside_the_input_are_not_counted_twice():
    codex = {"input_tokens": 35779173, "cached_input_tokens": 34132736, "output_tokens": 98116,
             "reasoning_output_tokens": 20281, "total_tokens": 35877289}  # fmt: skip
    assert token_usage(codex) == {"cached": 34132736, "input": 1646437, "output": 98116}
    gemini = {
        "input": 8211382,
        "output": 31583,
        "cached": 5222653,
        "thoughts": 54868,
        "tool": 0,
        "total": 8297833,
    }
    assert sum(token_usage(gemini).values()) == 8297833 and token_usage(gemini)["output"] == 31583 + 54868
    anthropic = {
        "input_tokens": 3,
        "output_tokens": 5,
        "cache_read_input_tokens": 70,
        "cache_creation_input_tokens": 9,
    }
    assert token_usage(anthropic) == {"input": 3, "output": 5, "cached": 79}
    openai = {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110,
              "prompt_tokens_details": {"cached_tokens": 80}}  # fmt: skip
    assert token_usage({"usage": openai}) == {"cached": 80, "input": 20, "output": 10}


def _own_totals(fmt: str, path) -> int | None:
    """The token total a trace file states itself, read without our loaders: Codex's last
    running ``total_token_usage``, the sum of Gemini CLI's per-message ``tokens.total`` and of
    Pi's per-message ``usage.totalTokens``."""
    text = path.read_text(encoding="utf-8")
    if fmt == "codex_cli":
        totals = [
            r["payload"]["info"]["total_token_usage"]["total_tokens"]
            for r in map(json.loads, filter(None, text.splitlines()))
            if r.get("type") == "event_msg" and r["payload"].get("type") == "token_count"
            and (r["payload"].get("info") or {}).get("total_token_usage")
        ]  # fmt: skip
        return totals[-1] if totals else None
    if fmt == "gemini_cli" and path.suffix == ".json":
        chat = json.loads(text)
        if chat.get("kind") == "subagent":
            return None  # read only with its parent session (subagents=True), not on its own
        messages = chat.get("messages") or []
        return sum((m.get("tokens") or {}).get("total", 0) for m in messages) or None
    if fmt == "pi":
        records = [json.loads(line) for line in text.splitlines() if line.strip()]
        usage = [((r.get("message") or {}).get("usage") or {}).get("totalTokens", 0) for r in records]
        return sum(usage) or None
    return None


@pytest.mark.corpus
@pytest.mark.parametrize("fmt", ["codex_cli", "gemini_cli", "pi"])
def test_session_tokens_match_each_sources_own_total(fmt):
    checked = 0
    for path in corpus_files(fmt):
        own = _own_totals(fmt, path)
        if own is None:
            continue
        rows, _, _ = load_rows(str(path))
        if len(rows) != 1:
            continue  # a file of several sessions (branches) states no total of one
        assert sum(session_tokens(rows[0]).values()) == own, path.name
        checked += 1
    assert checked, f"no {fmt} file of the corpus states a token total"
