"""`agent-traces publish` and `push`: checks before any work, exactly the manifest's files uploaded in
one commit that deletes stale shards, tested through huggingface_hub's real HfApi against a local
stand-in of the Hub's HTTP API (`fake_hub.py`)."""

from __future__ import annotations

import http.server
import json
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from conftest import corpus_files
from fake_hub import FakeHub

from agent_traces.output import OutputOptions, write_dataset
from agent_traces.output_folder import OutputFolderError
from agent_traces.publish import (
    PublishError,
    check_hub,
    check_license,
    check_repo_id,
    publish_folder,
    upload_list,
)

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


def _manifest_files(folder: Path) -> list[str]:
    manifest = json.loads((folder / "manifest.json").read_text())
    return sorted([*manifest["files"], "manifest.json"])


@pytest.mark.corpus
def test_dry_run_writes_the_folder_and_uploads_nothing(tmp_path: Path) -> None:
    out = tmp_path / "out"
    # a closed port as the Hub: any request at all would fail the command
    proc = _run(
        [*_publish_args(out), "--dry-run", "--license", "CC-BY-4.0"],
        tmp_path,
        HF_ENDPOINT=f"http://127.0.0.1:{_closed_port()}",
    )
    assert proc.returncode == 0, proc.stderr
    assert "dry run: nothing uploaded" in proc.stdout and "no --license" not in proc.stderr
    listed = [
        line.split()[0]
        for line in proc.stdout.split("in one commit\n", 1)[1].split("\ndelete:")[0].splitlines()
    ]
    assert listed == _manifest_files(out) == sorted(_snapshot(out))
    assert "delete: remote files matching data/*/train-*.parquet" in proc.stdout
    assert "tag: v1" in proc.stdout and "----- README.md -----" in proc.stdout
    assert "license: cc-by-4.0" in proc.stdout and "redaction:" in proc.stdout


@pytest.mark.corpus
def test_push_dry_run_lists_the_manifest_not_the_folder(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_dataset(out, {"hermes": [str(p) for p in HERMES]}, OutputOptions(redact=True))
    (out / ".env").write_text("HF_TOKEN=hf_secret\n")
    (out / ".git").mkdir()
    (out / ".git" / "config").write_text("[core]\n")
    (out / "data" / "results.csv").write_text("a,b\n")
    proc = _run(["push", str(out), "--repo", "me/traces", "--dry-run"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    plan_text = proc.stdout.split("----- README.md -----")[0]
    for name in _manifest_files(out):
        assert f"  {name}  (" in plan_text
    assert ".env" not in plan_text and ".git" not in plan_text and "results.csv" not in plan_text
    assert "no --license given" in proc.stderr


@pytest.mark.corpus
def test_without_output_a_temporary_folder_is_named(tmp_path: Path) -> None:
    proc = _run(
        ["publish", "hermes", str(HERMES[0]), "--repo", "me/traces", "--dry-run"],
        tmp_path,
        AGENT_TRACES_CACHE_DIR=str(tmp_path / "cache"),
    )
    assert proc.returncode == 0, proc.stderr
    folders = (tmp_path / "cache" / "publish").iterdir()  # the user's cache directory, not /tmp
    written = [p for p in folders if p.name.startswith("agent-traces-publish-")]
    assert len(written) == 1 and f"wrote {written[0]}" in proc.stdout
    assert "warning: no --license given" in proc.stderr


def test_no_token_is_a_clear_error_before_any_work(tmp_path: Path) -> None:
    out = tmp_path / "out"
    proc = _run(_publish_args(out), tmp_path, HF_ENDPOINT=f"http://127.0.0.1:{_closed_port()}")
    assert proc.returncode == 1
    assert "no Hugging Face token found" in proc.stderr and "hf auth login" in proc.stderr
    assert "Nothing was converted" in proc.stderr and "Traceback" not in proc.stderr
    assert not out.exists() and "wrote" not in proc.stdout


def test_unreachable_hub_is_a_clear_error_before_any_work(tmp_path: Path) -> None:
    out = tmp_path / "out"
    port = _closed_port()
    proc = _run(
        _publish_args(out), tmp_path, HF_ENDPOINT=f"http://127.0.0.1:{port}", HF_TOKEN="hf_" + "x" * 34
    )
    assert proc.returncode == 1
    assert f"could not reach the Hub at http://127.0.0.1:{port}" in proc.stderr
    assert "Traceback" not in proc.stderr and not out.exists()


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


def test_no_permission_is_a_clear_error_before_any_work(tmp_path: Path) -> None:
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
    assert "may not write to 'me/traces' (403)" in proc.stderr and not out.exists()


def test_read_only_token_and_foreign_namespace_are_refused_before_any_work() -> None:
    with FakeHub(role="read") as hub, pytest.raises(PublishError, match="read-only"):
        check_hub("me/traces", token="hf_test", endpoint=hub.endpoint)
    with FakeHub(orgs=["team"]) as hub:
        with pytest.raises(PublishError, match="not a member of 'someone'"):
            check_hub("someone/traces", token="hf_test", endpoint=hub.endpoint)
        assert check_hub("team/traces", token="hf_test", endpoint=hub.endpoint).endswith("will be created")
        assert hub.requests[-1] == ("GET", "/api/datasets/team/traces")


def test_bad_repo_id_tag_and_license_are_rejected_before_writing(tmp_path: Path) -> None:
    out = tmp_path / "out"
    proc = _run(["publish", "hermes", str(HERMES[0]), "--repo", "no-slash", "-o", str(out)], tmp_path)
    assert proc.returncode == 2 and "user/name" in proc.stderr
    proc = _run(
        ["publish", "hermes", str(HERMES[0]), "--repo", "me/x", "--tag", "v1\n# x", "-o", str(out)], tmp_path
    )
    assert proc.returncode == 2 and "--tag must be" in proc.stderr
    proc = _run(["convert", "hermes", str(HERMES[0]), "--license", "not-a-license", "-o", str(out)], tmp_path)
    assert proc.returncode == 2 and "not a license identifier the Hub knows" in proc.stderr
    assert not out.exists()
    for bad in ("a/b/c", "/x", "a/", "a/..b", ""):
        with pytest.raises(ValueError):
            check_repo_id(bad)
    assert check_license("MIT") == "mit" and check_license("cc-by-nc-sa-4.0") == "cc-by-nc-sa-4.0"
    with pytest.raises(ValueError, match=r"cc-by-4\.0"):
        check_license("cc-by-5.0")


@pytest.mark.corpus
def test_upload_sends_exactly_the_manifest_files_and_deletes_stale_shards(tmp_path: Path) -> None:
    """Through HfApi's own requests: one commit per publish, its files, its deletes, the tag."""
    out = tmp_path / "out"
    inputs = {"hermes": [str(p) for p in HERMES]}
    write_dataset(out, inputs, OutputOptions(redact=True, rows_per_shard=1))
    (out / ".env").write_text("OPENAI_API_KEY=sk-planted\n")  # beside the output, never uploaded
    first_files = _manifest_files(out)
    assert len([f for f in first_files if f.startswith("data/messages/")]) > 1
    with FakeHub() as hub:
        hub.files["me/traces"] = {"notes.md": b"the publisher's own file\n"}
        result = publish_folder(str(out), "me/traces", tag="v1", token="hf_test", endpoint=hub.endpoint)
        assert len(hub.commits) == 1
        commit = hub.commits[0]
        assert sorted(commit.added) == first_files == sorted(result.uploaded)
        assert all(commit.added[name] == (out / name).read_bytes() for name in first_files)
        assert commit.deleted == [] and hub.tags == [("me/traces", "v1")]
        assert hub.unknown == []

        # a new version with fewer shards: the stale ones go, the publisher's own file stays
        write_dataset(out.parent / "v2", inputs, OutputOptions(redact=True))
        second_files = _manifest_files(out.parent / "v2")
        result = publish_folder(str(out.parent / "v2"), "me/traces", token="hf_test", endpoint=hub.endpoint)
        assert len(hub.commits) == 2
        stale = sorted(set(first_files) - set(second_files))
        assert stale and all(name.startswith("data/") and name.endswith(".parquet") for name in stale)
        assert hub.commits[1].deleted == stale == result.deleted
        assert sorted(hub.commits[1].added) == second_files
        assert sorted(hub.files["me/traces"]) == sorted([*second_files, "notes.md"])
        commits = [r for r in hub.requests if r[0] == "POST" and "/commit/" in r[1]]
        assert len(commits) == 2 and hub.unknown == []


@pytest.mark.corpus
def test_push_uploads_a_written_folder_and_refuses_an_incomplete_or_unredacted_one(tmp_path: Path) -> None:
    out = tmp_path / "out"
    write_dataset(out, {"hermes": [str(p) for p in HERMES]}, OutputOptions(redact=True, license="mit"))
    with FakeHub() as hub:
        proc = _run(
            ["push", str(out), "--repo", "me/traces", "--tag", "v1"],
            tmp_path,
            HF_ENDPOINT=hub.endpoint,
            HF_TOKEN="hf_test",
        )
        assert proc.returncode == 0, proc.stderr
        assert "logged in as me" in proc.stdout and "published me/traces" in proc.stdout
        assert len(hub.commits) == 1 and sorted(hub.commits[0].added) == _manifest_files(out)
        assert hub.tags == [("me/traces", "v1")] and "no --license" not in proc.stderr

    shard = next((out / "data" / "messages").glob("*.parquet"))
    shard.write_bytes(shard.read_bytes()[:-1] + b"\0")
    with pytest.raises(OutputFolderError, match="differs from what was written"):
        upload_list(out)
    proc = _run(["push", str(out), "--repo", "me/traces", "--dry-run"], tmp_path)
    assert proc.returncode == 2 and "not a complete agent-traces output" in proc.stderr

    plain = tmp_path / "plain"
    write_dataset(plain, {"hermes": [str(p) for p in HERMES]}, OutputOptions(redact=False))
    proc = _run(["push", str(plain), "--repo", "me/traces", "--dry-run"], tmp_path)
    assert proc.returncode == 2 and "written without redaction" in proc.stderr
    proc = _run(["push", str(plain), "--repo", "me/traces", "--dry-run", "--no-redact"], tmp_path)
    assert proc.returncode == 0, proc.stderr
    proc = _run(["push", str(tmp_path), "--repo", "me/traces", "--dry-run"], tmp_path)
    assert proc.returncode == 2 and "is not an agent-traces output" in proc.stderr
