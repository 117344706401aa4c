"""`verify_output` hashes each file once per version of it: a push verifies one output up to four
times (push, plan, publish, trace files), and every change to a file is still caught."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from agent_traces.output_folder import OutputFolderError
from agent_traces.publish import upload_plan as plan_module
from agent_traces.publish import verify_output


def _output(folder: Path, files: dict[str, bytes]) -> None:
    for rel, data in files.items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_bytes(data)
    listed = {rel: {"size": len(d), "sha256": hashlib.sha256(d).hexdigest()} for rel, d in files.items()}
    manifest = {"generator": "agent-traces", "files": listed, "options": {"redact": True}}
    (folder / "manifest.json").write_text(json.dumps(manifest))


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    hashed: list[str] = []
    real = plan_module.sha256_file

    def counted(path: str | os.PathLike) -> str:
        hashed.append(Path(path).name)
        return real(path)

    monkeypatch.setattr(plan_module, "sha256_file", counted)
    return hashed


def test_a_second_verification_reuses_the_hashes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _output(tmp_path, {"data/messages/train-0.parquet": b"a" * 1000, "traces/s.jsonl": b"{}\n"})
    hashed = _counting(monkeypatch)
    for _ in range(4):
        verify_output(tmp_path)
    assert sorted(hashed) == ["s.jsonl", "train-0.parquet"]


@pytest.mark.parametrize("change", ["same size", "replaced", "touched back"])
def test_a_file_changed_after_a_verification_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: str
) -> None:
    shard = tmp_path / "data/messages/train-0.parquet"
    _output(tmp_path, {"data/messages/train-0.parquet": b"a" * 1000})
    hashed = _counting(monkeypatch)
    verify_output(tmp_path)
    before = shard.stat()
    if change == "replaced":
        other = tmp_path / "other"
        other.write_bytes(b"b" * 1000)
        os.replace(other, shard)
    else:
        shard.write_bytes(b"b" * 1000)
    if change == "touched back":  # mtime set back by hand: the ctime still moves
        os.utime(shard, ns=(before.st_atime_ns, before.st_mtime_ns))
    with pytest.raises(OutputFolderError, match="differs from what was written"):
        verify_output(tmp_path)
    assert len(hashed) == 2
