"""`agent-traces publish`: dry run, and every Hub failure gives a clear message and keeps the folder."""

from __future__ import annotations

import http.server
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import corpus_files

from agent_traces import publish
from agent_traces.publish import PublishError, check_repo_id, publish_folder

HERMES = corpus_files("hermes")


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _run(args: list[str], tmp_path: Path, **env: str) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    environ.update(HF_HOME=str(tmp_path / "hf-home"), HF_HUB_DISABLE_TELEMETRY="1", **env)
    return subprocess.run(
        [sys.executable, "-m", "agent_traces.cli", *args],
        capture_output=True,
        text=True,
        env=environ,
        cwd=tmp_path,
        timeout=240,
    )


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def _publish_args(out: Path) -> list[str]:
    return ["publish", "hermes", str(HERMES[0].parent), "--repo", "me/traces", "-o", str(out), "--tag", "v1"]


@pytest.mark.corpus
def test_dry_run_writes_the_folder_and_uploads_nothing(tmp_path: Path) -> None:
    out = tmp_path / "out"
    # a closed port as the Hub: any request at all would fail the command
    proc = _run(
        [*_publish_args(out), "--dry-run"], tmp_path, HF_ENDPOINT=f"http://127.0.0.1:{_closed_port()}"
    )
    assert proc.returncode == 0, proc.stderr
    assert "dry run: nothing uploaded" in proc.stdout
    for name in ("README.md", "manifest.json", "data/messages/train-00000-of-00001.parquet"):
        assert name in proc.stdout and (out / name).is_file()
    assert "tag: v1" in proc.stdout and "----- README.md -----" in proc.stdout
    assert "configs:" in proc.stdout and "redaction:" in proc.stdout


@pytest.mark.corpus
def test_without_output_a_temporary_folder_is_named(tmp_path: Path) -> None:
    proc = _run(
        ["publish", "hermes", str(HERMES[0]), "--repo", "me/traces", "--dry-run"],
        tmp_path,
        TMPDIR=str(tmp_path),
    )
    assert proc.returncode == 0, proc.stderr
    written = [p for p in tmp_path.iterdir() if p.name.startswith("agent-traces-publish-")]
    assert len(written) == 1 and f"wrote {written[0]}" in proc.stdout


@pytest.mark.corpus
def test_no_token_is_a_clear_error_and_the_folder_stays(tmp_path: Path) -> None:
    out = tmp_path / "out"
    proc = _run(_publish_args(out), tmp_path, HF_ENDPOINT=f"http://127.0.0.1:{_closed_port()}")
    assert proc.returncode == 1
    assert "no Hugging Face token found" in proc.stderr and "hf auth login" in proc.stderr
    assert f"intact at {out}" in proc.stderr and "Traceback" not in proc.stderr
    assert (out / "README.md").is_file() and (out / "manifest.json").is_file()


@pytest.mark.corpus
def test_unreachable_hub_is_a_clear_error_and_the_folder_stays(tmp_path: Path) -> None:
    out = tmp_path / "out"
    port = _closed_port()
    proc = _run(
        _publish_args(out), tmp_path, HF_ENDPOINT=f"http://127.0.0.1:{port}", HF_TOKEN="hf_" + "x" * 34
    )
    assert proc.returncode == 1
    assert f"could not reach the Hub at http://127.0.0.1:{port}" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert len(list((out / "data").rglob("*.parquet"))) == 3


class _Forbidden(http.server.BaseHTTPRequestHandler):
    def _deny(self) -> None:
        body = b'{"error": "You don\'t have the rights to create a dataset under the namespace \\"me\\""}'
        self.send_response(403)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_PUT = do_HEAD = _deny

    def log_message(self, *args: object) -> None:
        pass


@pytest.mark.corpus
def test_no_permission_is_a_clear_error_and_the_folder_stays(tmp_path: Path) -> None:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Forbidden)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        out = tmp_path / "out"
        endpoint = f"http://127.0.0.1:{server.server_address[1]}"
        proc = _run(_publish_args(out), tmp_path, HF_ENDPOINT=endpoint, HF_TOKEN="hf_" + "x" * 34)
    finally:
        server.shutdown()
    assert proc.returncode == 1
    assert "may not write to 'me/traces' (403)" in proc.stderr and "intact at" in proc.stderr
    assert (out / "README.md").is_file()


def test_bad_repo_id_is_rejected_before_writing(tmp_path: Path) -> None:
    out = tmp_path / "out"
    proc = _run(["publish", "hermes", str(HERMES[0]), "--repo", "no-slash", "-o", str(out)], tmp_path)
    assert proc.returncode == 2 and "user/name" in proc.stderr
    assert not out.exists()
    for bad in ("a/b/c", "/x", "a/", "a/..b", ""):
        with pytest.raises(ValueError):
            check_repo_id(bad)


@pytest.mark.corpus
def test_upload_calls_create_repo_upload_folder_and_create_tag(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With a stand-in for HfApi: the calls and their arguments, in order; the folder is untouched."""
    from agent_traces.output import OutputOptions, write_dataset

    result = write_dataset(tmp_path, {"hermes": [str(p) for p in HERMES]}, OutputOptions())
    before = _snapshot(tmp_path)
    calls: list[tuple[str, tuple, dict]] = []

    class FakeApi:
        def __init__(self, endpoint: str, token: str) -> None:
            calls.append(("init", (endpoint, token), {}))

        def create_repo(self, *args: object, **kwargs: object) -> None:
            calls.append(("create_repo", args, kwargs))

        def upload_folder(self, **kwargs: object) -> SimpleNamespace:
            calls.append(("upload_folder", (), kwargs))
            return SimpleNamespace(
                oid="abc123", commit_url="https://hub.test/datasets/me/traces/commit/abc123"
            )

        def create_tag(self, *args: object, **kwargs: object) -> None:
            calls.append(("create_tag", args, kwargs))

    import huggingface_hub

    monkeypatch.setattr(huggingface_hub, "HfApi", FakeApi)
    url = publish_folder(str(tmp_path), "me/traces", private=True, tag="v1", token="hf_test")
    assert url.endswith("/commit/abc123")
    assert [c[0] for c in calls] == ["init", "create_repo", "upload_folder", "create_tag"]
    assert calls[1][2] == {"repo_type": "dataset", "private": True, "exist_ok": True}
    assert calls[2][2]["folder_path"] == str(tmp_path) and calls[2][2]["repo_type"] == "dataset"
    assert result.fingerprint[:16] in calls[2][2]["commit_message"]
    assert calls[3][2]["tag"] == "v1" and calls[3][2]["revision"] == "abc123"
    assert _snapshot(tmp_path) == before

    class FailingApi(FakeApi):
        def upload_folder(self, **kwargs: object) -> SimpleNamespace:
            raise ConnectionError("connection reset by peer")

    monkeypatch.setattr(huggingface_hub, "HfApi", FailingApi)
    with pytest.raises(PublishError, match="could not reach the Hub"):
        publish.publish_folder(str(tmp_path), "me/traces", token="hf_test")
    assert _snapshot(tmp_path) == before
