"""Inline base64 images and encrypted reasoning blobs are stripped when publishing, counted, and
images kept with ``--keep-images`` (issue 31, item 4): real Claude Code and Codex files through
``publish --dry-run --traces native``, every written byte searched."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import CORPUS, corpus_files

from agent_traces.cli import main
from agent_traces.redact import Redactor

IMAGE = CORPUS / "claude_code/handgemacht-ai__claude-code-log/debug_image_message.jsonl"
THINKING = (
    CORPUS
    / "claude_code/projects/-Users-dain-workspace-JSSoundRecorder/7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl"
)
CODEX = CORPUS / "codex_cli/AkashJana18__edgerunner/codex-session.jsonl"


def _values(path: Path, key: str) -> list[str]:
    found: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                if k == key and isinstance(v, str) and len(v) > 100:
                    found.append(v)
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            walk(json.loads(line))
    return found


def _written(folder: Path) -> str:
    return "\n".join(p.read_bytes().decode("latin-1") for p in folder.rglob("*") if p.is_file())


@pytest.mark.corpus
@pytest.mark.parametrize("keep_images", [False, True])
def test_images_and_signatures_are_stripped_from_native_traces(tmp_path: Path, keep_images: bool) -> None:
    assert IMAGE in corpus_files("claude_code") and THINKING in corpus_files("claude_code")
    src = tmp_path / "in" / "projects" / "-Users-dain-demo"
    src.mkdir(parents=True)
    for path in (IMAGE, THINKING):
        shutil.copy(path, src / path.name)
    images = _values(IMAGE, "data")
    signatures = _values(THINKING, "signature")
    assert images and signatures
    out = tmp_path / "out"
    args = ["publish", "claude_code", str(tmp_path / "in"), "--repo", "me/t", "-o", str(out), "--dry-run"]
    assert main([*args, "--traces", "native", *(["--keep-images"] if keep_images else [])]) == 0
    text = _written(out)
    assert not [s for s in signatures if s[:40] in text]
    assert all(i[:100] in text for i in images) is keep_images
    assert any(i[:100] in text for i in images) is keep_images
    assert "[encrypted: " in text and ("[image: image/png, " in text) is not keep_images
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    counts = manifest["traces"]["native_redaction"]["total"]
    assert counts["encrypted_blob"] >= len(signatures)
    assert counts.get("inline_image", 0) == (0 if keep_images else len(images))
    assert manifest["options"]["keep_images"] is keep_images


@pytest.mark.corpus
def test_codex_encrypted_reasoning_is_stripped(tmp_path: Path) -> None:
    assert CODEX in corpus_files("codex_cli")
    blobs = _values(CODEX, "encrypted_content")
    assert blobs
    out = tmp_path / "out"
    args = ["publish", "codex", str(CODEX.parent), "--repo", "me/t", "-o", str(out), "--dry-run"]
    assert main([*args, "--traces", "native"]) == 0
    text = _written(out)
    assert not [b for b in blobs if b[:40] in text]


def test_data_urls_and_image_blocks_in_any_value() -> None:
    png = "iVBORw0KGgoA" + "A" * 198 + "=="  # 212 base64 characters: 157 bytes
    redactor = Redactor(usernames=[], hostnames=[])
    value = {
        "text": f"see ![x](data:image/png;base64,{png}) here",
        "inlineData": {"mimeType": "image/jpeg", "data": png},
        "signature": "def f(x: int) -> str",  # code, not a blob: kept
        "encryptedContent": "gAAAAAB" + "x9" * 40,
    }
    out = redactor.redact_value(value, "s")
    assert out["text"] == "see ![x]([image: image/png, 157 bytes]) here"
    assert out["inlineData"] == {"mimeType": "image/jpeg", "data": "[image: image/jpeg, 157 bytes]"}
    assert out["signature"] == "def f(x: int) -> str"
    assert out["encryptedContent"] == "[encrypted: 65 bytes]"
    assert redactor.report.total == {"inline_image": 2, "encrypted_blob": 1}
    kept = Redactor(usernames=[], hostnames=[], keep_images=True).redact_value(value)
    assert kept["inlineData"] == value["inlineData"] and png in kept["text"]
