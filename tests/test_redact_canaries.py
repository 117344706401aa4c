"""Canaries planted into every place a value can sit in a Claude Code, Codex and Hermes row.

Input files are built here from fixtures of our own (the shapes of ``fixtures/<source>/``): one
session per canary kind, the canary's text in the prompt, assistant text, reasoning, a tool
argument value, a tool argument key, a nested value, a tool result as text and as blocks, and a
summary; values that identify themselves (vendor tokens, e-mails, user names) also go into the
``cwd``, file paths, git branch, project folder and session id. The real ``convert`` path with
redaction writes the folder; every byte of it is then searched (decoded Parquet including Json
columns, card, manifest, file names) for each sensitive part and its halves: zero leaks.
"""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from canaries import Canary, canaries

from agent_traces.cli import main

SEED = 17
CANARIES = canaries(SEED)

# kinds whose value is recognisable on its own, without the words around it
SELF_EVIDENT = {
    c.kind
    for c in CANARIES
    if c.category in ("email", "user")
    or c.kind.startswith(("github_", "gitlab_", "openai_", "anthropic", "slack_", "grafana_"))
    or c.kind
    in {
        "stripe_live",
        "stripe_restricted",
        "stripe_webhook",
        "docker_pat",
        "digitalocean",
        "vault_token",
        "age_key",
        "openrouter",
        "groq",
        "aws_access_key_id",
        "aws_session_key_id",
        "gcp_api_key",
        "google_oauth_secret",
        "huggingface",
        "npm",
        "pypi",
        "sendgrid",
        "telegram_bot",
        "new_relic",
        "planetscale",
        "mailgun",
        "mailchimp",
    }
}
SELF_EVIDENT.discard("slack_webhook")


def fragments(parts: tuple[str, ...]) -> list[str]:
    """Each sensitive part, and its halves for long ones, so that a partial redaction also fails."""
    out = []
    for part in parts:
        out.append(part)
        if len(part) >= 16 and " " not in part:
            out += [part[: len(part) // 2], part[len(part) // 2 :]]
    return out


def slot(c: Canary, i: int) -> str:
    """A value for the path-like places: the canary's own value when it identifies itself."""
    if c.kind in SELF_EVIDENT and c.category != "user" and "/" not in c.parts[0]:
        return c.parts[0]
    if c.category == "user":
        return f"/Users/{c.parts[0]}"
    return f"plain{i}"


def _cwd(c: Canary, i: int) -> str:
    if c.category == "user":
        return f"/Users/{c.parts[0]}/code/app{i}"
    if c.kind in SELF_EVIDENT and "/" not in c.parts[0]:
        return f"/srv/{slot(c, i)}/app"
    return f"/srv/app{i}"


def _claude_code(root: Path) -> None:
    for i, c in enumerate(CANARIES):
        sid = f"{i:08x}-0000-4000-8000-{i:012x}"
        folder = root / (
            "-Users-" + c.parts[0] + "-code" if c.category == "user" else f"-srv-{slot(c, i)}-app"
        )
        folder.mkdir(parents=True, exist_ok=True)
        base = {"sessionId": sid, "cwd": _cwd(c, i), "gitBranch": f"fix/{slot(c, i)}", "version": "2.1.17"}
        base["isSidechain"] = False
        t = c.text
        recs = [
            {"type": "summary", "summary": f"Summary: {t}", "leafUuid": f"a{i}-4"},
            {
                **base,
                "type": "user",
                "uuid": f"u{i}-1",
                "parentUuid": None,
                "timestamp": "2026-01-05T10:00:00.000Z",
                "message": {"role": "user", "content": f"Please look at this:\n{t}"},
            },
            {
                **base,
                "type": "assistant",
                "uuid": f"a{i}-2",
                "parentUuid": f"u{i}-1",
                "timestamp": "2026-01-05T10:00:01.000Z",
                "message": {
                    "id": f"msg_{i}",
                    "role": "assistant",
                    "model": "claude-sonnet-4-5",
                    "content": [
                        {"type": "thinking", "thinking": f"Thinking about:\n{t}", "signature": "sig"},
                        {"type": "text", "text": f"I see:\n{t}"},
                        {
                            "type": "tool_use",
                            "id": f"toolu_{i:04d}",
                            "name": "Bash",
                            "input": {
                                "command": t,
                                "file_path": f"{_cwd(c, i)}/{slot(c, i)}.txt",
                                t: "key",
                                "env": {"nested": [{"note": t}]},
                            },
                        },
                    ],
                },
            },
            {
                **base,
                "type": "user",
                "uuid": f"u{i}-3",
                "parentUuid": f"a{i}-2",
                "timestamp": "2026-01-05T10:00:02.000Z",
                "message": {
                    "role": "user",
                    "content": [
                        {"type": "tool_result", "tool_use_id": f"toolu_{i:04d}", "content": f"out:\n{t}"}
                    ],
                },
            },
            {
                **base,
                "type": "assistant",
                "uuid": f"a{i}-4",
                "parentUuid": f"u{i}-3",
                "timestamp": "2026-01-05T10:00:03.000Z",
                "message": {
                    "id": f"msg_{i}b",
                    "role": "assistant",
                    "model": "claude-sonnet-4-5",
                    "content": [
                        {
                            "type": "tool_use",
                            "id": f"toolu_{i:04d}b",
                            "name": "Read",
                            "input": {"file_path": f"{_cwd(c, i)}/notes.md"},
                        }
                    ],
                },
            },
            {
                **base,
                "type": "user",
                "uuid": f"u{i}-5",
                "parentUuid": f"a{i}-4",
                "timestamp": "2026-01-05T10:00:04.000Z",
                "message": {
                    "role": "user",
                    "content": [
                        {
                            "type": "tool_result",
                            "tool_use_id": f"toolu_{i:04d}b",
                            "content": [{"type": "text", "text": f"block:\n{t}"}],
                        }
                    ],
                },
            },
        ]
        (folder / f"{sid}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in recs), encoding="utf-8")


def _codex(root: Path) -> None:
    for i, c in enumerate(CANARIES):
        t = c.text
        sid = f"0199a1b2-{i:04x}-7e5f-8a9b-0c1d2e3f4a5b"
        if c.kind in SELF_EVIDENT and c.category != "user" and "/" not in c.parts[0]:
            sid = f"{sid}-{slot(c, i)}"
        stamp = "2026-01-05T10:00:00.000Z"

        def item(kind: str, payload: dict, stamp: str = stamp) -> dict:
            return {"timestamp": stamp, "type": kind, "payload": payload}

        recs = [
            item(
                "session_meta",
                {
                    "id": sid,
                    "timestamp": stamp,
                    "cwd": _cwd(c, i),
                    "originator": "codex_cli_rs",
                    "cli_version": "0.44.0",
                    "git": {"commit_hash": "1" * 40, "branch": f"fix/{slot(c, i)}"},
                },
            ),
            item("turn_context", {"cwd": _cwd(c, i), "model": "gpt-5.1-codex-max", "summary": "auto"}),
            item(
                "response_item",
                {
                    "type": "message",
                    "role": "user",
                    "content": [{"type": "input_text", "text": f"Look:\n{t}"}],
                },
            ),
            item("event_msg", {"type": "user_message", "message": f"Look:\n{t}", "kind": "plain"}),
            item(
                "response_item",
                {
                    "type": "reasoning",
                    "summary": [{"type": "summary_text", "text": f"Reasoning:\n{t}"}],
                    "content": None,
                },
            ),
            item(
                "response_item",
                {
                    "type": "function_call",
                    "name": "shell",
                    "arguments": json.dumps(
                        {"command": ["bash", "-lc", t], "workdir": _cwd(c, i), t: 1, "env": {"n": [{"v": t}]}}
                    ),
                    "call_id": f"call_{i}",
                },
            ),
            item(
                "response_item",
                {
                    "type": "function_call_output",
                    "call_id": f"call_{i}",
                    "output": json.dumps({"output": f"result:\n{t}", "metadata": {"exit_code": 0}}),
                },
            ),
            item(
                "response_item",
                {
                    "type": "custom_tool_call",
                    "status": "completed",
                    "call_id": f"p_{i}",
                    "name": "apply_patch",
                    "input": t,
                },
            ),
            item(
                "response_item",
                {
                    "type": "custom_tool_call_output",
                    "call_id": f"p_{i}",
                    "output": [{"type": "input_text", "text": f"blocks:\n{t}"}],
                },
            ),
            item(
                "response_item",
                {
                    "type": "message",
                    "role": "assistant",
                    "content": [{"type": "output_text", "text": f"Done:\n{t}"}],
                },
            ),
        ]
        day = root / "2026" / "01" / "05"
        day.mkdir(parents=True, exist_ok=True)
        name = f"rollout-2026-01-05T10-00-00-{sid}.jsonl"
        (day / name).write_text("".join(json.dumps(r) + "\n" for r in recs), encoding="utf-8")


def _hermes(root: Path) -> None:
    lines = []
    for i, c in enumerate(CANARIES):
        t = c.text
        sid = f"20260105_100000_{i:06x}"
        if c.kind in SELF_EVIDENT and c.category != "user" and "/" not in c.parts[0]:
            sid = f"{sid}-{slot(c, i)}"
        call = {"name": "terminal", "arguments": {"command": t, t: "k", "opts": {"env": [t]}}}
        lines.append(
            {
                "id": sid,
                "model": "anthropic/claude-sonnet-4.6",
                "completed": True,
                "conversations": [
                    {"from": "system", "value": f"You are Hermes. The user works in {_cwd(c, i)}."},
                    {"from": "human", "value": f"Please:\n{t}"},
                    {
                        "from": "gpt",
                        "value": f"<think>\nReasoning:\n{t}\n</think>\nOn it:\n{t}\n"
                        f"<tool_call>\n{json.dumps(call)}\n</tool_call>",
                    },
                    {
                        "from": "tool",
                        "value": "<tool_response>\n"
                        + json.dumps({"name": "terminal", "content": {"output": f"result:\n{t}"}})
                        + "\n</tool_response>",
                    },
                    {"from": "gpt", "value": f"<think>\n\n</think>\nSummary:\n{t}"},
                ],
            }
        )
    root.mkdir(parents=True, exist_ok=True)
    (root / "trajectory_samples.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8"
    )


BUILDERS = {"claude_code": _claude_code, "codex": _codex, "hermes": _hermes}


def _every_byte(folder: Path) -> str:
    """Decoded Parquet (Json columns unescaped too), card, manifest and every file name."""
    chunks = [str(p.relative_to(folder)) for p in sorted(folder.rglob("*"))]
    for path in sorted(folder.rglob("*.parquet")):
        chunks.append(json.dumps(pq.read_table(path).to_pylist(), ensure_ascii=False, default=str))
        chunks.append(path.read_bytes().decode("latin-1"))
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.suffix in (".md", ".json"):
            chunks.append(path.read_text(encoding="utf-8"))
    text = "\n".join(chunks)
    unescaped = text
    for _ in range(3):  # Json columns and JSON-in-JSON tool arguments: undo each level of escaping
        unescaped = (
            unescaped.replace("\\\\", "\\").replace('\\"', '"').replace("\\/", "/").replace("\\n", "\n")
        )
        text += "\n" + unescaped
    return text


@pytest.mark.parametrize("source", sorted(BUILDERS))
def test_no_canary_survives_convert_with_redaction(source: str, tmp_path: Path) -> None:
    src = tmp_path / "in"
    BUILDERS[source](src)

    raw = tmp_path / "raw"
    assert main(["convert", source, str(src), "-o", str(raw), "--view", "messages"]) == 0
    raw_text = _every_byte(raw)
    absent = [c.kind for c in CANARIES if not all(p in raw_text for p in c.parts)]
    assert absent == [], "planting did not reach the output, the test would prove nothing"

    out = tmp_path / "redacted"
    assert main(["convert", source, str(src), "-o", str(out), "--redact-secrets"]) == 0
    text = _every_byte(out)
    leaks = {c.kind: [f for f in fragments(c.parts) if f in text] for c in CANARIES}
    assert {k: v for k, v in leaks.items() if v} == {}
    assert len({c.kind for c in CANARIES}) >= 60
    # what must survive: the model names, tool names and the session's structure
    assert "claude-sonnet" in text or "gpt-5.1-codex-max" in text
    card = (out / "README.md").read_text(encoding="utf-8")
    assert (
        "Categories redacted: secret, email, phone, ip, credit_card, iban, ssn, national_id, birth_date, address, name, user, host"
        in card
    )


def test_kept_categories_stay_and_are_listed(tmp_path: Path) -> None:
    src = tmp_path / "in"
    _hermes(src)
    out = tmp_path / "out"
    args = ["convert", "hermes", str(src), "-o", str(out), "--view", "messages", "--redact-secrets"]
    assert main([*args, "--keep", "ip", "--keep", "phone"]) == 0
    text = _every_byte(out)
    kept = [c for c in CANARIES if c.category in ("ip", "phone")]
    assert kept and all(p in text for c in kept for p in c.parts)
    gone = [c for c in CANARIES if c.category in ("email", "credit_card")]
    assert not any(p in text for c in gone for p in c.parts)
    card = (out / "README.md").read_text(encoding="utf-8")
    assert "left as they are (`--keep`): ip, phone" in card
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["redaction"]["kept"] == ["ip", "phone"]
    assert "ip" not in manifest["redaction"]["categories"]
