"""Redaction of secrets that follow an escape: ``\\n`` in JSON-text tool output, ANSI colour codes,
``\\u``-escaped text, numbers in JSON arguments, the STS header's harness and option values (issue 30).

Real Codex and Claude Code sessions from the corpus get the secrets planted where they occur in
practice (a ``cat secrets.txt`` result inside Codex's ``{"output": "…\\n…"}`` text, an MCP result,
``bat .env`` output with colours), then go through the real ``convert`` / ``publish --dry-run``
with trace files, and every byte written is searched.
"""

from __future__ import annotations

import json
import random
import re
import string
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from conftest import CORPUS, corpus_files

from agent_traces.cli import main
from agent_traces.output_folder import record_path
from agent_traces.redact import Normalized, Redactor

_RNG = random.Random(30)
_ALNUM = string.ascii_letters + string.digits


def _rand(n: int, chars: str = _ALNUM) -> str:
    return "".join(_RNG.choice(chars) for _ in range(n))


def _card() -> str:
    while True:
        digits = "4" + _rand(15, string.digits)
        total = sum(
            (d * 2 - 9 if d * 2 > 9 else d * 2) if i % 2 else d
            for i, d in enumerate(map(int, reversed(digits)))
        )
        if total % 10 == 0 and len(set(digits)) >= 4:
            return digits


KEYS = {
    "aws": "AKIA" + _rand(16, string.ascii_uppercase + string.digits),
    "huggingface": "hf_" + _rand(34),
    "anthropic": "sk-ant-api03-" + _rand(93, _ALNUM + "_-") + "AA",
    "openai": "sk-proj-" + _rand(74, _ALNUM + "_-"),
    "stripe": "sk_live_" + _rand(24),
    "google": "AIza" + _rand(35, _ALNUM + "_-"),
}
ANSI_KEYS = {
    "openai_ansi": "sk-proj-" + _rand(74, _ALNUM + "_-"),
    "aws_ansi": "AKIA" + _rand(16, string.ascii_uppercase + string.digits),
    "huggingface_ansi": "hf_" + _rand(34),
}
ESCAPED_KEY = "sk_live_" + _rand(24)  # written with its first letters \u-escaped
CARD = _card()
HARNESS_TOKEN = "ghp_" + _rand(36)


def _cat_output() -> str:
    return "$ cat secrets.txt\n" + "\n".join(KEYS.values()) + "\n"


def _bat_output() -> str:
    """``bat .env``: every name, ``=`` and value in colour, the value right after its escape."""
    names = ("OPENAI_API_KEY", "AWS_ACCESS_KEY_ID", "HF_TOKEN")
    return (
        "".join(
            f"\x1b[38;5;238m{i + 1:>3}\x1b[0m \x1b[34m{name}\x1b[0m\x1b[37m=\x1b[0m\x1b[32m{value}\x1b[0m\n"
            for i, (name, value) in enumerate(zip(names, ANSI_KEYS.values(), strict=True))
        )
        + "\x1b[32m"
        + ANSI_KEYS["aws_ansi"]
        + "\x1b[0m\n"
    )


def _u_escaped(value: str) -> str:
    """``value`` with its first three letters written as JSON ``\\u`` escapes."""
    return "".join(f"\\u{ord(c):04x}" for c in value[:3]) + value[3:]


SENSITIVE = [*KEYS.values(), *ANSI_KEYS.values(), ESCAPED_KEY, CARD, HARNESS_TOKEN]


def fragments(parts: list[str]) -> list[str]:
    out = []
    for part in parts:
        out += [part, part[: len(part) // 2], part[len(part) // 2 :]]
    return out


def _plant_codex(src: Path, dst: Path) -> None:
    records = [json.loads(line) for line in src.read_text(encoding="utf-8").splitlines() if line.strip()]
    outputs = [
        r["payload"]
        for r in records
        if r.get("type") == "response_item"
        and r["payload"].get("type") == "function_call_output"
        and str(r["payload"].get("output", "")).startswith('{"output"')
    ]
    calls = [
        r["payload"]
        for r in records
        if r.get("type") == "response_item" and r["payload"].get("type") == "function_call"
    ]
    assert len(outputs) >= 3 and calls
    first = json.loads(outputs[0]["output"])
    first["output"] += "\n" + _cat_output()
    outputs[0]["output"] = json.dumps(first)
    second = json.loads(outputs[1]["output"])
    second["output"] += "\n" + _bat_output()
    outputs[1]["output"] = json.dumps(second)
    third = json.loads(outputs[2]["output"])
    third["output"] += "\nSTRIPE=" + ESCAPED_KEY + "\n"
    outputs[2]["output"] = json.dumps(third).replace(ESCAPED_KEY, _u_escaped(ESCAPED_KEY))
    arguments = json.loads(calls[0]["arguments"])
    arguments["card"] = int(CARD)
    calls[0]["arguments"] = json.dumps(arguments)
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def _plant_claude_code(src: Path, dst: Path) -> None:
    records = [json.loads(line) for line in src.read_text(encoding="utf-8").splitlines() if line.strip()]
    results = [
        b
        for r in records
        if isinstance(r.get("message", {}).get("content"), list)
        for b in r["message"]["content"]
        if b.get("type") == "tool_result"
    ]
    uses = [
        b
        for r in records
        if isinstance(r.get("message", {}).get("content"), list)
        for b in r["message"]["content"]
        if b.get("type") == "tool_use"
    ]
    assert len(results) >= 3 and uses
    # an MCP tool's result: JSON text, so every line after the first follows a literal \n
    mcp = json.dumps({"result": _cat_output(), "isError": False})
    results[0]["content"] = [{"type": "text", "text": mcp}]
    results[1]["content"] = _bat_output()
    results[2]["content"] = json.dumps({"env": "STRIPE=" + ESCAPED_KEY}).replace(
        ESCAPED_KEY, _u_escaped(ESCAPED_KEY)
    )
    uses[0]["input"]["card"] = int(CARD)
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def _every_byte(folder: Path) -> str:
    """Every file name, every Parquet value decoded, and every text file (card, manifest, trace
    files), each also with up to three levels of JSON escaping undone."""
    chunks = [str(p.relative_to(folder)) for p in sorted(folder.rglob("*"))]
    for path in sorted(folder.rglob("*")):
        if not path.is_file():
            continue
        if path.suffix == ".parquet":
            chunks.append(json.dumps(pq.read_table(path).to_pylist(), ensure_ascii=False, default=str))
        chunks.append(path.read_bytes().decode("latin-1"))
    text = "\n".join(chunks)
    unescaped = text
    for _ in range(3):
        unescaped = (
            unescaped.replace("\\\\", "\\").replace('\\"', '"').replace("\\/", "/").replace("\\n", "\n")
        )
        text += "\n" + unescaped
    return text + "\n" + re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), text)


CODEX = CORPUS / "codex_cli/Mai0313__VibeCodingTracker/test_conversation_codex.jsonl"
CLAUDE = (
    CORPUS
    / "claude_code/projects/-Users-dain-workspace-JSSoundRecorder/7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl"
)


@pytest.fixture
def planted(tmp_path: Path) -> dict[str, Path]:
    assert CODEX in corpus_files("codex_cli") and CLAUDE in corpus_files("claude_code")
    codex = tmp_path / "codex" / "sessions" / "2025" / "09" / "19" / CODEX.name
    _plant_codex(CODEX, codex)
    claude = tmp_path / "cc" / "projects" / "-Users-dain-workspace-JSSoundRecorder" / CLAUDE.name
    _plant_claude_code(CLAUDE, claude)
    return {"codex": codex.parent, "claude_code": claude.parent.parent}


def _secrets_in(text: str, values: list[str]) -> list[str]:
    return [f for f in fragments(values) if f in text]


@pytest.mark.corpus
@pytest.mark.parametrize("source", ["codex", "claude_code"])
@pytest.mark.parametrize("traces", ["native", "sts"])
def test_secrets_after_escapes_colours_and_in_numbers_are_not_published(
    source: str, traces: str, planted: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    src = planted[source]
    planted_values = [*KEYS.values(), *ANSI_KEYS.values(), ESCAPED_KEY, CARD]
    raw = tmp_path / "raw"
    assert main(["convert", source, str(src), "-o", str(raw), "--view", "messages"]) == 0
    raw_text = _every_byte(raw)
    assert [v for v in planted_values if v not in raw_text] == [], "planting did not reach the output"

    out = tmp_path / "published"
    args = ["publish", source, str(src), "--repo", "me/traces", "-o", str(out), "--dry-run"]
    assert main([*args, "--traces", traces]) == 0
    stdout = capsys.readouterr().out
    assert "dry run: nothing uploaded" in stdout
    text = _every_byte(out)
    assert any(p.suffix == ".jsonl" for p in (out / "traces").rglob("*"))
    assert _secrets_in(text, planted_values) == []
    assert _secrets_in(stdout, planted_values) == []
    # what is around the secrets survives: the escapes and colour codes themselves, the names
    assert "secrets.txt" in text and "OPENAI_API_KEY" in text
    assert "\\u001b[32m" in text or "\x1b[32m" in text


@pytest.mark.corpus
def test_scan_finds_the_secrets_after_escapes(
    planted: dict[str, Path], capsys: pytest.CaptureFixture
) -> None:
    assert main(["scan", str(planted["codex"]), "--source", "codex"]) == 0
    out = capsys.readouterr().out
    for kind in ("aws", "huggingface", "anthropic", "openai", "stripe", "credit_card"):
        assert kind in out, kind


def test_sts_harness_and_option_values_are_redacted_in_every_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A token in another tool's STS header names configs, shards, ``traces/<harness>/``, the card
    and the manifest unless redacted."""
    monkeypatch.setenv("LOGNAME", "kzimmerman")
    src = tmp_path / "in" / "session.jsonl"
    src.parent.mkdir(parents=True)
    records = [
        {"type": "session", "harness": f"agent-{HARNESS_TOKEN}", "id": "s1", "name": "deploy"},
        {
            "role": "user",
            "content": "deploy the app in /home/kzimmerman/demo",
            "timestamp": "2026-01-05T10:00:00Z",
        },
        {"role": "assistant", "content": "Deployed.", "timestamp": "2026-01-05T10:00:05Z"},
    ]
    src.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    out = tmp_path / "out"
    args = ["convert", "sts", str(src.parent), "-o", str(out), "--redact-secrets", "--traces", "sts"]
    assert main(args) == 0
    text = _every_byte(out)
    assert _secrets_in(text, [HARNESS_TOKEN]) == []
    assert "kzimmerman" not in text
    names = [p.name for p in (out / "traces").iterdir()]
    assert len(names) == 1 and "SECRET" in names[0] and re.fullmatch(r"[A-Za-z0-9._-]+", names[0])


@pytest.mark.corpus
def test_option_values_reach_the_manifest_redacted(planted: dict[str, Path], tmp_path: Path) -> None:
    out = tmp_path / "out"
    args = ["publish", "claude_code", str(planted["claude_code"]), "--repo", "me/traces", "-o", str(out)]
    assert main([*args, "--dry-run", "--project", "/Users/dain/workspace"]) == 0
    text = _every_byte(out)
    assert "dain" not in text
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["options"]["source_options"]["project"] == "/Users/<USER>/workspace"
    # the local record, never uploaded, keeps what was typed
    record = json.loads(record_path(out).read_text(encoding="utf-8"))
    assert record["options"]["source_options"]["project"] == "/Users/dain/workspace"


@pytest.mark.parametrize(
    ("text", "normalized"),
    [
        ("a\\nb", "a\nb"),
        ('\\t\\r\\"x\\/', '\t\r"x/'),
        ("\x1b[1;32mkey\x1b[0m", "key"),
        ("\\u001b[32mkey\\x1b[0m\\e[1m!", "key!"),
        ("\\u0073k \\ud83d \\u0000", "sk \\ud83d \\u0000"),
        ("C:\\\\Users\\\\nora", "C:\\\\Users\\\nora"),
    ],
)
def test_normalized_copy_and_offsets(text: str, normalized: str) -> None:
    norm = Normalized.of(text)
    assert norm is not None and norm.text == normalized
    # every span of the copy maps to a span of the original that holds the same characters
    for i in range(len(norm.text)):
        for j in range(i + 1, len(norm.text) + 1):
            s, e = norm.start(i), norm.end(j)
            piece = Normalized.of(text[s:e])
            assert (piece.text if piece is not None else text[s:e]) == norm.text[i:j], (i, j)


@pytest.mark.parametrize(
    "text",
    [
        "line one\\n{key}\\nline three",
        "\\t{key}",
        "\\r\\n{key}",
        "\x1b[32m{key}\x1b[0m",
        "OPENAI_API_KEY=\x1b[32m{key}\x1b[0m",
        "\\u001b[32m{key}\\u001b[0m",
    ],
)
@pytest.mark.parametrize("key", [*KEYS.values()])
def test_every_key_after_every_escape(text: str, key: str) -> None:
    redactor = Redactor(usernames=[], hostnames=[])
    out = redactor.redact_text(text.format(key=key))
    assert _secrets_in(out, [key]) == []
    assert "<SECRET" in out


def test_windows_paths_keep_their_user_and_their_letters() -> None:
    redactor = Redactor(usernames=[], hostnames=[])
    out = redactor.redact_text("C:\\Users\\nora\\tools\\run.py and C:\\\\Users\\\\tom\\\\x")
    assert out == "C:\\Users\\<USER>\\tools\\run.py and C:\\\\Users\\\\<USER>\\\\x"


def test_card_numbers_stored_as_json_numbers_are_replaced_short_numbers_are_not() -> None:
    redactor = Redactor(usernames=[], hostnames=[])
    value = {"card": int(CARD), "count": 4, "big": 1234567890123, "flag": True, "ratio": 0.5}
    out = redactor.redact_value(value)
    assert out["card"].startswith("<CARD") and {k: out[k] for k in ("count", "big", "flag", "ratio")} == {
        "count": 4,
        "big": 1234567890123,
        "flag": True,
        "ratio": 0.5,
    }


def test_the_test_card_number_of_issue_30_is_replaced_as_a_json_value_but_not_in_code() -> None:
    """``{"card": 4111111111111111}`` (issue 30's example) is data and is replaced; the same
    number written in source code is a well-known test constant and stays (code is left alone)."""
    redactor = Redactor(usernames=[], hostnames=[])
    out = redactor.redact_value({"card": 4111111111111111, "zeros": 4000000000000000})
    assert out["card"].startswith("<CARD") and "4111111111111111" not in str(out)
    assert out["zeros"] == 4000000000000000  # not Luhn-valid
    code = 'stripe.Token.create(card={"number": "4111111111111111"})'
    assert redactor.redact_text(code) == code
