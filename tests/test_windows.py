"""Context windows: long rows split at assistant-turn boundaries, every turn a target once."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from conftest import CORPUS, FIXTURES
from datasets import load_dataset
from tiny_lm import build_tokenizer, row_text

import agent_traces  # noqa: F401
from agent_traces.converters.schema import finalize_row, message, tool_call
from agent_traces.converters.windows import epochs, split_windows
from agent_traces.core.tokens import char_counter

LONG_SESSION = (
    CORPUS
    / "claude_code"
    / "projects"
    / "-Users-dain-workspace-claude-code-log-sample"
    / "37f83ec9-f2ea-42a9-925e-0d5c105cb6e8.jsonl"
)


def _session(turns: int, summary_at: int | None = None) -> dict:
    messages = [message("system", "You are terse."), message("user", "Fix the bug, please.")]
    for t in range(turns):
        if t == summary_at:
            messages.append(
                message(
                    "user",
                    "Summary of the work so far.",
                    metadata={"injected": True, "kind": "compact_summary"},
                )
            )
        if t % 3 == 2:
            messages.append(message("user", f"and now step {t}"))
        calls = [
            tool_call(f"c{t}a", "Bash", {"command": f"echo {t}"}),
            tool_call(f"c{t}b", "Read", {"file_path": "x"}),
        ]
        messages.append(message("assistant", f"turn {t} " + "x" * 40, tool_calls=calls))
        messages.append(message("tool", "out " * 10, tool_call_id=f"c{t}a"))
        messages.append(message("tool", "file " * 10, tool_call_id=f"c{t}b"))
    messages.append(message("assistant", "done"))
    row, _ = finalize_row({"harness": "test", "session_id": "s", "messages": messages, "tools": []})
    return row


def _check_windows(row: dict, windows: list[dict], max_tokens: int, count, left_out: int = 0) -> None:
    """Every assistant message a target in exactly one window; calls with their results; sizes."""
    messages = row["messages"]
    seen: list[int] = []
    for n, w in enumerate(windows):
        info = w["metadata"]["window"]
        assert w["id"] == f"{row['id']}:w{n}" and info["index"] == n and info["count"] == len(windows)
        first, last = info["messages"]
        head, body = w["messages"][: info["head"]], w["messages"][info["head"] :]
        assert body == messages[first : last + 1]
        assert all(m["role"] != "assistant" for m in head)
        assert head[0] == messages[0]
        seen += [i for i in range(first, last + 1) if messages[i]["role"] == "assistant"]
        calls = {c["id"] for m in w["messages"] for c in m["tool_calls"] or ()}
        assert all(m["tool_call_id"] in calls for m in w["messages"] if m["role"] == "tool")
        assert w["num_tokens"] == count(w["messages"], w["tools"]) <= max_tokens
        assert w["tools"] == row["tools"]
        assert w["num_tool_calls"] == sum(len(m["tool_calls"] or ()) for m in w["messages"])
    answers = [i for i, m in enumerate(messages) if m["role"] == "assistant"]
    assert len(seen) == len(set(seen)) == len(answers) - left_out and set(seen) <= set(answers)


def test_split_at_turns_with_the_head_repeated():
    row = _session(12)
    windows, left_out = split_windows(row, 600, char_counter)
    assert not left_out and len(windows) > 2
    _check_windows(row, windows, 600, char_counter)
    for w in windows:
        assert w["messages"][1]["content"] == "Fix the bug, please."


def test_a_row_that_fits_is_kept_whole():
    row = _session(2)
    (same,), left_out = split_windows(row, 10**6, char_counter)
    assert same["id"] == row["id"] and same["messages"] == row["messages"] and not left_out
    assert same["num_tokens"] == char_counter(row["messages"], [])


def test_windows_after_a_compaction_start_from_the_summary():
    row = _session(12, summary_at=6)
    (_, before), (head, after) = epochs(row["messages"])
    assert len(before) == 6 and len(after) == 7
    assert row["messages"][head[1]]["metadata"]["kind"] == "compact_summary"
    windows, left_out = split_windows(row, 600, char_counter)
    assert not left_out
    _check_windows(row, windows, 600, char_counter)
    later = [w for w in windows if w["metadata"]["window"]["messages"][0] > head[1]]
    assert later and all(w["messages"][1]["content"] == "Summary of the work so far." for w in later)
    earlier = [w for w in windows if w not in later]
    assert earlier and all(w["messages"][1]["content"] == "Fix the bug, please." for w in earlier)


def test_turns_that_cannot_fit_are_counted():
    row = _session(6)
    row["messages"][5]["content"] = "y" * 5000  # one tool result far over the limit
    windows, left_out = split_windows(row, 600, char_counter)
    assert left_out == {"window_turn_too_long": 1}
    targets = sum(m["role"] == "assistant" for w in windows for m in w["messages"])
    assert targets == sum(m["role"] == "assistant" for m in row["messages"]) - 1
    windows, left_out = split_windows(row, 20, char_counter)
    assert windows == [] and left_out["window_head_too_long"] == 1


@pytest.fixture(scope="module")
def tokenizer(tmp_path_factory):
    whole = load_dataset(
        "claude_code",
        data_files=str(LONG_SESSION),
        split="train",
        cache_dir=str(tmp_path_factory.mktemp("c")),
    )
    return build_tokenizer([row_text(r) for r in whole])


@pytest.mark.corpus
def test_windows_of_a_long_real_session(tokenizer, tmp_path, caplog):
    from agent_traces.core.tokens import chat_token_counter

    count = chat_token_counter(tokenizer)
    kwargs = {"data_files": str(LONG_SESSION), "split": "train", "tokenizer": tokenizer}
    (row,) = load_dataset("claude_code", cache_dir=str(tmp_path / "a"), **kwargs)
    assert row["num_tokens"] == count(row["messages"], row["tools"]) > 20000
    windows = list(load_dataset("claude_code", cache_dir=str(tmp_path / "b"), max_tokens=8192, **kwargs))
    assert len(windows) > 8
    _check_windows(row, windows, 8192, count)
    # two turns (long tool results) do not fit 4096 with the head: counted, the rest kept
    small, left_out = split_windows(row, 4096, count)
    assert left_out == {"window_turn_too_long": 2}
    _check_windows(row, small, 4096, count, left_out=2)


@pytest.mark.corpus
def test_windows_from_the_cli_with_a_tokenizer_path(tmp_path, tokenizer):
    tokenizer.save_pretrained(tmp_path / "tok")
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, "-m", "agent_traces", "convert", "claude_code", str(FIXTURES / "claude_code" / "projects"),
         "-o", str(out), "--view", "messages", "-O", "max_tokens=700", "-O", f"tokenizer={tmp_path / 'tok'}"],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    ds = load_dataset(str(out), "messages", split="train")
    assert any(i.endswith(":w1") for i in ds["id"]) and all(n <= 700 for n in ds["num_tokens"])
    assert "window_turn_too_long" in done.stdout + done.stderr  # what did not fit is reported


@pytest.mark.corpus
def test_steps_and_sharegpt_of_windows(tokenizer, tmp_path):
    """With max_tokens, the other views are rendered from the windows: states fit the window."""
    from agent_traces.core.tokens import chat_token_counter

    count = chat_token_counter(tokenizer)
    kwargs = {"data_files": str(LONG_SESSION), "split": "train", "tokenizer": tokenizer, "max_tokens": 8192}
    steps = load_dataset("claude_code", "steps", cache_dir=str(tmp_path / "s"), **kwargs)
    assert len({s["id"] for s in steps}) > 8 and all(":w" in s["state_id"] for s in steps)
    for step in steps.select(range(0, len(steps), 7)):
        assert count(step["messages"] + [step["action"]], step["tools"]) <= 8192
    sharegpt = load_dataset("claude_code", "sharegpt", cache_dir=str(tmp_path / "g"), **kwargs)
    assert len(sharegpt) == len({s["id"] for s in steps})


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["-O", "max_tokens=100"], "pass tokenizer= too"),
        (["-O", "max_tokens=-3", "-O", "tokenizer=x"], "max_tokens must be a positive integer"),
        (["-O", "max_tokens=100", "-O", "tokenizer=/no/such/folder"], "not a local tokenizer folder"),
        (["--view", "steps", "-O", "max_history_tokens=0"], "max_history_tokens must be a positive integer"),
        (["-O", "max_tool_output_tokens=100"], "max_tool_output_tokens counts tokens: pass tokenizer= too"),
        (["-O", "head_policy=cut"], "option head_policy must be one of 'drop', 'trim_injected', 'error'"),
    ],
)
def test_bad_window_options_are_clear_errors(tmp_path, options, message):
    done = subprocess.run(
        [sys.executable, "-m", "agent_traces", "convert", "claude_code", str(FIXTURES / "claude_code" / "projects"),
         "-o", str(tmp_path / "out"), *options],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode != 0 and message in done.stderr and "Traceback" not in done.stderr
    with pytest.raises(ValueError, match=message.split("=")[0]):
        kwargs = dict(o.split("=", 1) for o in options if "=" in o)
        kwargs = {k: int(v) if v.lstrip("-").isdigit() else v for k, v in kwargs.items()}
        load_dataset(
            "claude_code",
            data_dir=str(FIXTURES / "claude_code"),
            split="train",
            cache_dir=str(tmp_path),
            **kwargs,
        )


def test_windows_that_cannot_fit_say_so_with_the_head_size(tmp_path):
    """A head (system prompt and tools) longer than max_tokens leaves every session out: the
    error says window_head_too_long with the head's size and max_tokens, not "empty, or damaged"."""
    from agent_traces import NoTracesError

    data = str(FIXTURES / "hermes" / "trajectory_samples.jsonl")
    rows = load_dataset("hermes", data_files=data, split="train", cache_dir=str(tmp_path / "a"))
    tokenizer = build_tokenizer([row_text(r) for r in rows])
    with pytest.raises(NoTracesError) as caught:
        load_dataset(
            "hermes",
            data_files=data,
            split="train",
            cache_dir=str(tmp_path / "b"),
            tokenizer=tokenizer,
            max_tokens=8,
        )
    message = str(caught.value)
    assert "window_head_too_long" in message and "max_tokens=8" in message, message
    assert re.search(r"its head .* is [\d,]+ tokens, more than max_tokens=8", message), message
    assert "empty, or damaged" not in message and "raise max_tokens" in message


CODEX_0144 = CORPUS / "codex_cli" / "AkashJana18__edgerunner" / "codex-session.jsonl"


@pytest.fixture(scope="module")
def codex_row_and_tokenizer(tmp_path_factory):
    (row,) = load_dataset(
        "codex", data_files=str(CODEX_0144), split="train", cache_dir=str(tmp_path_factory.mktemp("x"))
    )
    return row, build_tokenizer([row_text(row)])


@pytest.mark.corpus
def test_head_policies_on_a_real_codex_session(codex_row_and_tokenizer, tmp_path):
    """The Codex 0.144 session's head (base instructions, 44 KB of developer instructions,
    environment context, tools) is ~16k tokens: at 12k ``drop`` loses all 174 turns, ``error``
    names the session, ``trim_injected`` shortens the developer/injected messages (marked,
    counted) and keeps every turn that fits, with the base instructions and the request whole."""
    from agent_traces.converters.windows import WindowHeadTooLong
    from agent_traces.core.tokens import chat_token_counter, text_token_counter

    row, tokenizer = codex_row_and_tokenizer
    count, count_text = chat_token_counter(tokenizer), text_token_counter(tokenizer)
    windows, left_out = split_windows(row, 12000, count)
    assert windows == [] and left_out["window_head_too_long"] == 1 and left_out["window_turn_too_long"] > 100
    with pytest.raises(
        WindowHeadTooLong, match=r"codex-session.jsonl: session codex:019f4ce9.* more than max_tokens=12000"
    ):
        split_windows(row, 12000, count, head_policy="error")
    windows, left_out = split_windows(row, 12000, count, head_policy="trim_injected", count_text=count_text)
    assert len(windows) > 5 and left_out["window_head_too_long"] == 0
    assert left_out["window_injected_cut"] >= 1
    turns = sum(m["role"] == "assistant" for m in row["messages"])
    kept = sum(m["role"] == "assistant" for w in windows for m in w["messages"])
    assert kept == turns - left_out["window_turn_too_long"] > turns // 2
    first = windows[0]
    cuts = first["metadata"]["window"]["cuts"]
    assert cuts["injected_messages"] == left_out["window_injected_cut"] and cuts["injected_tokens"] > 1000
    assert first["messages"][0] == row["messages"][0]  # the base instructions, whole
    typed = next(
        m for m in row["messages"] if m["role"] == "user" and not (m["metadata"] or {}).get("injected")
    )
    assert typed in first["messages"]
    marked = [
        m for m in first["messages"] if "tokens of injected context cut by agent-traces]" in m["content"]
    ]
    assert len(marked) == cuts["injected_messages"]
    assert all(w["num_tokens"] == count(w["messages"], w["tools"]) <= 12000 for w in windows)
    # the rows loaded with the option: the same windows, the cut counted in the log
    loaded = load_dataset(
        "codex", data_files=str(CODEX_0144), split="train", cache_dir=str(tmp_path),
        tokenizer=tokenizer, max_tokens=12000, head_policy="trim_injected",
    )  # fmt: skip
    assert [w["id"] for w in loaded] == [w["id"] for w in windows]


@pytest.mark.corpus
def test_long_tool_outputs_are_cut_to_the_limit_and_counted(tokenizer, tmp_path):
    """Two turns of the real session did not fit 4096 for their long tool results: with
    ``max_tool_output_tokens=1000`` they are cut (marker, per-row count) and every turn is kept."""
    from agent_traces.core.tokens import chat_token_counter, text_token_counter

    count, count_text = chat_token_counter(tokenizer), text_token_counter(tokenizer)
    kwargs = {"data_files": str(LONG_SESSION), "split": "train", "cache_dir": str(tmp_path)}
    (row,) = load_dataset("claude_code", **kwargs)
    windows, left_out = split_windows(row, 4096, count, max_tool_output_tokens=1000, count_text=count_text)
    assert "window_turn_too_long" not in left_out and left_out["tool_output_cut"] >= 2
    turns = sum(m["role"] == "assistant" for m in row["messages"])
    assert sum(m["role"] == "assistant" for w in windows for m in w["messages"]) == turns
    cuts = windows[0]["metadata"]["window"]["cuts"]
    assert cuts["tool_outputs"] == left_out["tool_output_cut"] and cuts["tool_output_tokens"] > 0
    outputs = [m for w in windows for m in w["messages"] if m["role"] == "tool"]
    assert all(count_text(m["content"]) <= 1000 + 30 for m in outputs)
    assert sum("tokens of this tool output cut by agent-traces]" in m["content"] for m in outputs) >= 2
    # without max_tokens the row stays whole, its tool outputs cut and counted
    (whole,) = load_dataset("claude_code", tokenizer=tokenizer, max_tool_output_tokens=1000, **kwargs)
    assert whole["id"] == row["id"] and whole["metadata"]["window"]["cuts"] == cuts
