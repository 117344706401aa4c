"""`agent-traces publish` and `push`: checks before any work, exactly the manifest's files uploaded in
one commit that deletes stale shards, tested through huggingface_hub's real HfApi against a local
stand-in of the Hub's HTTP API (`fake_hub.py`)."""

from __future__ import annotations

import http.server
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from conftest import ROOT, corpus_files
from datasets import load_dataset, load_dataset_builder
from fake_hub import FakeHub

from agent_traces.hub import (
    PublishError,
    check_hub,
    check_license,
    check_repo_id,
    check_tag,
    publish_folder,
    upload_list,
)
from agent_traces.output import OutputOptions, write_dataset
from agent_traces.output_folder import OutputFolderError

HERMES = corpus_files("hermes")


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _run(args: list[str], tmp_path: Path, _timeout: float = 240, **env: str) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    # the checkout under test, not whichever one the environment has installed
    environ.update(
        PYTHONPATH=str(ROOT), HF_HOME=str(tmp_path / "hf-home"), HF_HUB_DISABLE_TELEMETRY="1", **env
    )
    return subprocess.run(
        [sys.executable, "-m", "agent_traces.cli", *args],
        capture_output=True,
        text=True,
        env=environ,
        cwd=tmp_path,
        timeout=_timeout,
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
        [*_publish_args(out), "--dry-run", "--show-card", "--license", "CC-BY-4.0"],
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
    token = "ghp_" + "Zq4Lr8Tx2Wv6Yn0Bm3Kc7Hd1Jf5Gs9Pa2Ue8"
    proc = _run(
        ["publish", "hermes", str(HERMES[0]), "--repo", "me/x", "--tag", token, "-o", str(out)], tmp_path
    )
    assert proc.returncode == 2 and "--tag looks like a secret" in proc.stderr
    assert token not in proc.stderr + proc.stdout
    proc = _run(["publish", "hermes", str(HERMES[0]), "--repo", f"me/{token}", "-o", str(out)], tmp_path)
    assert proc.returncode == 2 and "--repo looks like a secret" in proc.stderr
    assert token not in proc.stderr + proc.stdout and not out.exists()
    assert check_tag("v1.2.0-rc.1") == "v1.2.0-rc.1"
    assert check_repo_id("alice/claude-sessions-2026.v2") == "alice/claude-sessions-2026.v2"
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


# -- faults of the Hub: stalls, rate limits, lost answers, edited manifests (issue 30) ----------

FIXTURES = ROOT / "fixtures" / "hermes"


def _written(folder: Path, **options: object) -> Path:
    """A redacted output of our own Hermes fixtures at ``folder``."""
    inputs = {"hermes": [str(p) for p in sorted(FIXTURES.iterdir())]}
    write_dataset(folder, inputs, OutputOptions(redact=True, license="mit", **options))
    return folder


def _hub_env(hub: FakeHub, **extra: str) -> dict[str, str]:
    return {"HF_ENDPOINT": hub.endpoint, "HF_TOKEN": "hf_test", **extra}


def _run_bounded(
    args: list[str], tmp_path: Path, bound: float, **env: str
) -> tuple[subprocess.CompletedProcess, float]:
    start = time.monotonic()
    try:
        proc = _run(args, tmp_path, _timeout=bound, **env)
    except subprocess.TimeoutExpired:
        pytest.fail(f"agent-traces {args[0]} still running after {bound} s: no timeout on a Hub call")
    return proc, time.monotonic() - start


def test_a_hub_that_never_answers_whoami_is_given_up_on_in_time(tmp_path: Path) -> None:
    out = tmp_path / "out"
    with FakeHub() as hub:
        hub.stall("whoami")
        proc, took = _run_bounded(
            _publish_args(out), tmp_path, 60, **_hub_env(hub, AGENT_TRACES_HUB_TIMEOUT="1")
        )
    assert proc.returncode == 1, proc.stderr
    assert f"the Hub at {hub.endpoint} did not answer within 1 s (GET /api/whoami-v2)" in proc.stderr
    assert "--hub-timeout" in proc.stderr and "Nothing was converted" in proc.stderr
    assert "Traceback" not in proc.stderr and not out.exists() and took < 30


def test_a_hub_that_never_answers_the_commit_is_given_up_on_with_a_push_hint(tmp_path: Path) -> None:
    out = _written(tmp_path / "out")
    with FakeHub() as hub:
        hub.stall("commit")
        proc, took = _run_bounded(
            ["push", str(out), "--repo", "me/traces", "--hub-timeout", "1"], tmp_path, 60, **_hub_env(hub)
        )
        assert proc.returncode == 1, proc.stderr
        assert "did not answer within 1 s (POST /api/datasets/me/traces/commit/main)" in proc.stderr
        assert hub.endpoint in proc.stderr and "Traceback" not in proc.stderr and took < 30
        assert f"agent-traces push {out} --repo me/traces" in proc.stderr
    proc = _run(["push", str(out), "--repo", "me/traces", "--hub-timeout", "0"], tmp_path)
    assert proc.returncode == 2 and "--hub-timeout must be a positive number" in proc.stderr


def test_a_commit_refused_with_429_is_sent_again_after_retry_after(tmp_path: Path) -> None:
    out = _written(tmp_path / "out")
    with FakeHub() as hub:
        hub.fail("commit", 429, {"Retry-After": "2"})
        start = time.monotonic()
        result = publish_folder(str(out), "me/traces", token="hf_test", endpoint=hub.endpoint, notify=print)
        took = time.monotonic() - start
        commits = [r for r in hub.requests if r[0] == "POST" and "/commit/" in r[1]]
        assert len(commits) == 2 and len(hub.commits) == 1 and took >= 2
        assert sorted(hub.commits[0].added) == sorted(result.uploaded) == _manifest_files(out)

        hub.fail("commit", 429, {"Retry-After": "86400"})  # a day: refused at once, clearly
        (out.parent / "v2").mkdir()
        v2 = _written(out.parent / "v2" / "out", rows_per_shard=1)
        start = time.monotonic()
        with pytest.raises(PublishError, match=r"asks to wait 86400 s.*agent-traces push"):
            publish_folder(str(v2), "me/traces", token="hf_test", endpoint=hub.endpoint)
        assert time.monotonic() - start < 30 and len(hub.commits) == 1


def test_a_tag_that_exists_is_refused_before_converting(tmp_path: Path) -> None:
    out = tmp_path / "out"
    with FakeHub() as hub:
        publish_folder(
            str(_written(tmp_path / "v1")), "me/traces", tag="v1", token="hf_test", endpoint=hub.endpoint
        )
        proc = _run(
            ["publish", "hermes", str(FIXTURES), "--repo", "me/traces", "-o", str(out), "--tag", "v1"],
            tmp_path,
            **_hub_env(hub),
        )
        assert proc.returncode == 1, proc.stderr
        assert (
            "the tag 'v1' already exists on me/traces" in proc.stderr
            and "choose another --tag" in proc.stderr
        )
        assert "Nothing was converted" in proc.stderr and not out.exists() and len(hub.commits) == 1


def test_a_refused_tag_says_the_data_is_on_main_and_push_tags_that_commit(tmp_path: Path) -> None:
    out = _written(tmp_path / "out")
    with FakeHub() as hub:
        hub.fail("tag", 403)
        proc = _run(["push", str(out), "--repo", "me/traces", "--tag", "v1"], tmp_path, **_hub_env(hub))
        assert proc.returncode == 1 and len(hub.commits) == 1 and hub.tags == []
        oid = hub.commits[0].oid
        assert f"the data is on the main branch of me/traces (commit {oid[:12]})" in proc.stderr
        hint = f"agent-traces push {out} --repo me/traces --tag v1"
        assert hint in proc.stderr
        proc = _run(hint.split()[1:], tmp_path, **_hub_env(hub))
        assert proc.returncode == 0, proc.stderr
        assert "already holds this output" in proc.stdout and "nothing uploaded" in proc.stdout
        assert len(hub.commits) == 1 and hub.tag_targets[("me/traces", "v1")] == oid


def test_a_lost_tag_answer_is_recovered(tmp_path: Path) -> None:
    out = _written(tmp_path / "out")
    with FakeHub() as hub:
        # the tag was made but its answer lost: the same run sees it points at its commit
        hub.drop("tag", applied=True)
        result = publish_folder(str(out), "me/traces", tag="v1", token="hf_test", endpoint=hub.endpoint)
        assert hub.tag_targets[("me/traces", "v1")] == result.commit == hub.commits[0].oid

        # the request was lost: push --tag tags the commit that holds this output, uploads nothing
        v2 = _written(tmp_path / "v2", rows_per_shard=1)
        hub.drop("tag", applied=False)
        with pytest.raises(PublishError, match="is on the main branch") as failure:
            publish_folder(str(v2), "me/traces", tag="v2", token="hf_test", endpoint=hub.endpoint)
        assert f"agent-traces push {v2} --repo me/traces --tag v2" in str(failure.value)
        proc = _run(["push", str(v2), "--repo", "me/traces", "--tag", "v2"], tmp_path, **_hub_env(hub))
        assert proc.returncode == 0, proc.stderr
        assert len(hub.commits) == 2 and hub.tag_targets[("me/traces", "v2")] == hub.commits[1].oid
        # and again: the tag already points at this output, nothing to do
        proc = _run(["push", str(v2), "--repo", "me/traces", "--tag", "v2"], tmp_path, **_hub_env(hub))
        assert proc.returncode == 0 and "tag v2 already points at a commit holding this output" in proc.stdout
        # an older folder under a tag that holds another version is refused before the upload
        proc = _run(["push", str(out), "--repo", "me/traces", "--tag", "v2"], tmp_path, **_hub_env(hub))
        assert proc.returncode == 1 and "holds another version" in proc.stderr and len(hub.commits) == 2


def test_push_deletes_only_what_agent_traces_manages_whatever_the_manifest_says(tmp_path: Path) -> None:
    out = _written(tmp_path / "out")
    manifest = json.loads((out / "manifest.json").read_text())
    manifest["managed"] = ["*"]
    (out / "manifest.json").write_text(json.dumps(manifest))
    with FakeHub() as hub:
        hub.files["me/traces"] = {
            ".gitattributes": b"*.parquet filter=lfs diff=lfs merge=lfs -text\n",
            "notes.md": b"mine\n",
            "data/messages/train-00009-of-00010.parquet": b"stale",
        }
        proc = _run(["push", str(out), "--repo", "me/traces"], tmp_path, **_hub_env(hub))
        assert proc.returncode == 0, proc.stderr
        assert hub.commits[0].deleted == ["data/messages/train-00009-of-00010.parquet"]
        assert {".gitattributes", "notes.md"} <= set(hub.files["me/traces"])
    proc = _run(["push", str(out), "--repo", "me/traces", "--dry-run"], tmp_path)
    assert "delete: remote files matching data/*/train-*.parquet, traces/*, figures/*" in proc.stdout
    from agent_traces import hub, output

    assert set(output.MANAGED_PATTERNS) <= set(hub.MANAGED_PATTERNS)  # what outputs write is managed


def test_the_hint_after_a_hub_failure_uploads_without_converting_again(tmp_path: Path) -> None:
    out = tmp_path / "out"
    with FakeHub() as hub:
        hub.fail("commit", 500)
        args = ["publish", "hermes", str(FIXTURES), "--repo", "me/traces", "-o", str(out), "--tag", "v1"]
        proc = _run(args, tmp_path, **_hub_env(hub))
        assert proc.returncode == 1 and "Traceback" not in proc.stderr and hub.commits == []
        hint = f"agent-traces push {out} --repo me/traces --tag v1"
        assert hint in proc.stderr and "run the command again" not in proc.stderr
        proc = _run(hint.split()[1:], tmp_path, **_hub_env(hub))
        assert proc.returncode == 0, proc.stderr
        assert "already holds an output" not in proc.stderr
        assert len(hub.commits) == 1 and hub.tags == [("me/traces", "v1")]


# -- versions that grow (issue 35) ---------------------------------------------------------------

CLAUDE = ROOT / "fixtures" / "claude_code"
APRIL = "d1d1d1d1-0000-4000-8000-00000000d1d1"  # the fixture session of 2026-04; the others: 2026-01, undated


def _claude_files(*, april: bool) -> list[str]:
    return [str(p) for p in sorted(CLAUDE.rglob("*.jsonl")) if april or APRIL not in p.name]


def _period_output(folder: Path, files: list[str], **options: object) -> Path:
    opts = OutputOptions(shards="period", views=("messages", "sharegpt"), license="mit", **options)
    write_dataset(folder, {"claude_code": files}, opts, root=str(CLAUDE))
    return folder


def test_a_next_version_in_period_shards_uploads_only_the_month_that_changed(tmp_path: Path) -> None:
    v1 = _period_output(tmp_path / "v1", _claude_files(april=False))
    v2 = _period_output(tmp_path / "v2", _claude_files(april=True))
    old, new = (json.loads((v / "manifest.json").read_text())["files"] for v in (v1, v2))
    assert all(new.get(name) == meta for name, meta in old.items() if name.endswith(".parquet"))
    april = sorted(name for name in new if "-2026-04-" in name)
    assert april == [
        "data/messages/train-claude_code-2026-04-0000.parquet",
        "data/sharegpt/train-claude_code-2026-04-0000.parquet",
    ]
    with FakeHub() as hub:
        publish_folder(str(v1), "me/traces", token="hf_test", endpoint=hub.endpoint, allow_unredacted=True)
        first = hub.bytes_received
        result = publish_folder(
            str(v2), "me/traces", token="hf_test", endpoint=hub.endpoint, allow_unredacted=True
        )
        second = hub.bytes_received - first
        assert (
            sorted(hub.commits[1].added)
            == sorted([*april, "README.md", "manifest.json"])
            == sorted(result.uploaded)
        )
        assert hub.commits[1].deleted == [] and len(result.unchanged) == len(old) - 1  # all but the card
        assert second < first
        print(f"bytes sent: v1 {first}, v2 {second}")
    rows = load_dataset(str(v2), split="train")
    assert sorted(rows["id"]) == sorted(f"claude_code:{p}" for p in _session_ids(v2))


def _session_ids(folder: Path) -> list[str]:
    import pyarrow.parquet as pq

    files = sorted((folder / "data" / "messages").glob("*.parquet"))
    return [i.split(":", 1)[1] for f in files for i in pq.read_table(f, columns=["id"])["id"].to_pylist()]


def test_period_shards_keep_per_harness_configs_and_the_same_bytes(tmp_path: Path) -> None:
    codex = sorted(str(p) for p in (ROOT / "fixtures" / "codex").rglob("*.jsonl"))
    inputs = {"claude_code": _claude_files(april=True), "codex": codex}
    options = OutputOptions(shards="period", views=("messages",), rows_per_shard=2)
    a = write_dataset(tmp_path / "a", inputs, options)
    b = write_dataset(tmp_path / "b", inputs, options)
    assert a.files() == b.files() and all(
        (tmp_path / "a" / f).read_bytes() == (tmp_path / "b" / f).read_bytes() for f in a.files()
    )
    assert "data/messages/train-codex-2025-10-0000.parquet" in a.configs["messages-codex"]
    assert sum(f.endswith("-2026-01-0001.parquet") for f in a.configs["messages-claude_code"]) == 1
    everything = load_dataset(str(tmp_path / "a"), "messages", split="train")
    only_codex = load_dataset(str(tmp_path / "a"), "messages-codex", split="train")
    assert len(everything) == a.rows["messages"] and set(only_codex["harness"]) == {"codex"}
    sent = [
        s or "" for s in load_dataset(str(tmp_path / "a"), "messages-claude_code", split="train")["sent_at"]
    ]
    dated = [s for s in sent if s]
    assert dated == sorted(dated)  # in time order within the harness's months


def test_publish_of_a_next_version_carries_a_changelog_and_the_previous_fingerprint(tmp_path: Path) -> None:
    first, second = tmp_path / "in1", tmp_path / "in2"
    shutil.copytree(CLAUDE, second)
    shutil.copytree(CLAUDE, first, ignore=lambda _d, names: [n for n in names if APRIL in n])
    with FakeHub() as hub:
        outs = []
        for tag, inputs in (("v1", first), ("v2", second)):
            out = tmp_path / f"out-{tag}"
            args = [
                "publish",
                "claude_code",
                str(inputs),
                "--repo",
                "me/traces",
                "-o",
                str(out),
                "--tag",
                tag,
            ]
            # period shards: publish's default
            proc = _run([*args, "--view", "messages"], tmp_path, **_hub_env(hub))
            assert proc.returncode == 0, proc.stderr
            outs.append(json.loads((out / "manifest.json").read_text()))
        v1, v2 = outs
        assert v1["previous_fingerprint"] is None and v2["previous_fingerprint"] == v1["fingerprint"]
        latest = v2["changelog"][0]
        assert latest["tag"] == "v2" and latest["fingerprint"] == v2["fingerprint"]
        assert latest["added"] == {"count": 1, "ids": [f"claude_code:{APRIL}"]}
        assert latest["removed"]["count"] == 0 and latest["changed"]["count"] == 0
        assert v2["changelog"][1:] == v1["changelog"]
        card = (tmp_path / "out-v2" / "README.md").read_text()
        assert "## Changelog" in card and "| `v2` |" in card and "| `v1` |" in card
        assert f"Sessions added in this version: `claude_code:{APRIL}`" in card
        # each tag holds its own version: load_dataset(repo, revision="v1") reads v1's files
        for tag, manifest in (("v1", v1), ("v2", v2)):
            snapshot = hub.at("me/traces", tag)
            assert json.loads(snapshot["manifest.json"])["fingerprint"] == manifest["fingerprint"]
            assert all(name in snapshot for name in manifest["files"])


def test_append_merges_what_two_machines_published_and_a_race_fails_cleanly(tmp_path: Path) -> None:
    both = "5ab0a9e1-0000-4000-8000-00000000a9e1"  # a session both machines have
    first, second = tmp_path / "machine-a", tmp_path / "machine-b"
    shutil.copytree(CLAUDE, first, ignore=lambda _d, names: [n for n in names if APRIL in n])
    shutil.copytree(
        CLAUDE,
        second,
        ignore=lambda d, names: [
            n for n in names if n.endswith(".jsonl") and APRIL not in n and both not in n
        ],
    )

    def publish(inputs: Path, out: Path) -> subprocess.CompletedProcess:
        args = ["publish", "claude_code", str(inputs), "--repo", "me/traces", "-o", str(out), "--append"]
        return _run([*args, "--view", "messages"], tmp_path, **_hub_env(hub))

    with FakeHub() as hub:
        assert publish(first, tmp_path / "out-a").returncode == 0
        a = json.loads((tmp_path / "out-a" / "manifest.json").read_text())
        proc = publish(second, tmp_path / "out-b")
        assert proc.returncode == 0, proc.stderr
        assert "--append: keeping the sessions published at" in proc.stdout
        b = json.loads((tmp_path / "out-b" / "manifest.json").read_text())
        assert sorted(b["sessions"]) == sorted({*a["sessions"], f"claude_code:{APRIL}"})
        assert b["changelog"][0]["added"]["ids"] == [f"claude_code:{APRIL}"]
        assert b["changelog"][0]["removed"]["count"] == b["changelog"][0]["changed"]["count"] == 0
        assert hub.commits[-1].parent == hub.commits[0].oid  # built on what it read
        rows = load_dataset(str(tmp_path / "out-b"), split="train")
        assert sorted(rows["id"]) == sorted(b["sessions"])  # the union, each session once
        published = dict(hub.files["me/traces"])

        # someone else commits between this machine's read and its commit: it fails, changes nothing
        hub.before("commit", lambda: hub.commit_directly("me/traces", {"notes.md": b"theirs\n"}))
        proc = publish(first, tmp_path / "out-c")
        assert proc.returncode == 1 and "changed on the Hub" in proc.stderr, proc.stderr
        assert "Run the same publish --append again" in proc.stderr
        assert "Traceback" not in proc.stderr and "agent-traces push" not in proc.stderr
        assert hub.files["me/traces"] == {**published, "notes.md": b"theirs\n"}
        assert proc.returncode == 1 and len(hub.commits) == 3  # theirs, not ours


def test_traces_repo_is_a_companion_dataset_of_the_trace_files_tagged_with_the_main_one(
    tmp_path: Path,
) -> None:
    out = tmp_path / "out"
    args = ["publish", "claude_code", str(CLAUDE), "--repo", "me/traces", "-o", str(out), "--tag", "v1"]
    args += ["--view", "messages", "--traces", "native", "--traces-repo", "me/traces-sessions"]
    with FakeHub() as hub:
        hub.fail("commit", 500, times=1)  # the main commit fails first: nothing reaches the companion
        proc = _run(args, tmp_path, **_hub_env(hub))
        assert proc.returncode == 1 and "me/traces-sessions" not in hub.files
        hint = f"agent-traces push {out} --repo me/traces --tag v1"
        assert hint in proc.stderr
        hub.fail("commit", 500, times=1)  # the first commit of the retry (main) fails again…
        proc = _run([*hint.split()[1:], "--traces-repo", "me/traces-sessions"], tmp_path, **_hub_env(hub))
        assert proc.returncode == 1
        proc = _run([*hint.split()[1:], "--traces-repo", "me/traces-sessions"], tmp_path, **_hub_env(hub))
        assert proc.returncode == 0, proc.stderr
        assert "trace files: me/traces-sessions" in proc.stdout
        manifest = json.loads((out / "manifest.json").read_text())
        traces = sorted(n for n in manifest["files"] if n.startswith("traces/"))
        companion = hub.files["me/traces-sessions"]
        assert sorted(set(companion) - {".gitattributes", "README.md"}) == traces
        assert all(companion[n] == (out / n).read_bytes() for n in traces)
        card = companion["README.md"].decode()
        assert "(https://huggingface.co/datasets/me/traces)" in card and manifest["fingerprint"][:16] in card
        assert "(https://huggingface.co/datasets/me/traces-sessions)" in (out / "README.md").read_text()
        assert ("me/traces", "v1") in hub.tags and ("me/traces-sessions", "v1") in hub.tags
        # again: nothing to send, nothing to tag
        commits = len(hub.commits)
        proc = _run([*hint.split()[1:], "--traces-repo", "me/traces-sessions"], tmp_path, **_hub_env(hub))
        assert proc.returncode == 0 and len(hub.commits) == commits, proc.stderr

    # the companion's layout loads with datasets' own JSON loader, as its card declares
    copy = tmp_path / "companion"
    for name, data in companion.items():
        (copy / name).parent.mkdir(parents=True, exist_ok=True)
        (copy / name).write_bytes(data)
    from datasets.packaged_modules.json.json import AGENT_TRACES_FEATURES

    builder = load_dataset_builder(str(copy))
    assert builder.config.data_files["train"] and all(
        f.endswith(".jsonl") for f in builder.config.data_files["train"]
    )
    assert len(builder.config.data_files["train"]) == len(traces)
    try:
        import teich  # noqa: F401  (datasets decodes agent trace files with it)
    except ImportError:
        return  # datasets decodes agent trace files with teich only (the Hub has it)
    rows = load_dataset(str(copy), split="train")
    assert len(rows) == len(traces) and rows.features == AGENT_TRACES_FEATURES


def test_a_commit_raced_by_someone_else_fails_cleanly_and_push_publishes_over_it(tmp_path: Path) -> None:
    out = _written(tmp_path / "out")
    with FakeHub() as hub:
        hub.files["me/traces"] = {".gitattributes": b"*.parquet filter=lfs diff=lfs merge=lfs -text\n"}
        hub.before("commit", lambda: hub.commit_directly("me/traces", {"notes.md": b"theirs\n"}))
        with pytest.raises(PublishError, match="changed on the Hub while") as failure:
            publish_folder(str(out), "me/traces", token="hf_test", endpoint=hub.endpoint)
        assert f"agent-traces push {out} --repo me/traces" in str(failure.value)
        assert sorted(hub.files["me/traces"]) == [".gitattributes", "notes.md"]  # nothing of ours
        publish_folder(str(out), "me/traces", token="hf_test", endpoint=hub.endpoint)  # the hint works
        assert "notes.md" in hub.files["me/traces"] and "manifest.json" in hub.files["me/traces"]


def test_push_of_folders_converted_earlier_sends_only_what_changed(tmp_path: Path) -> None:
    first, second = tmp_path / "in1", tmp_path / "in2"
    shutil.copytree(CLAUDE, second)
    shutil.copytree(CLAUDE, first, ignore=lambda _d, names: [n for n in names if APRIL in n])
    outs = []
    for name, inputs in (("v1", first), ("v2", second)):
        out = tmp_path / name
        args = ["convert", "claude_code", str(inputs), "-o", str(out), "--redact-secrets", "--license", "mit"]
        proc = _run([*args, "--view", "messages", "--shards", "period"], tmp_path)
        assert proc.returncode == 0, proc.stderr
        outs.append(out)
    with FakeHub() as hub:
        for out in outs:
            proc = _run(["push", str(out), "--repo", "me/traces"], tmp_path, **_hub_env(hub))
            assert proc.returncode == 0, proc.stderr
        assert sorted(hub.commits[1].added) == [
            "README.md",
            "data/messages/train-claude_code-2026-04-0000.parquet",
            "manifest.json",
        ]
        assert "already on the Hub unchanged" in proc.stdout
        # converted without reading the Hub, v2 does not follow v1: push says so, and still uploads
        assert "which this folder does not follow" in proc.stderr


def test_publish_cuts_shards_by_period_by_default_and_convert_by_count(tmp_path: Path) -> None:
    """publish writes the append-friendly layout unless told otherwise; convert (whose folders
    plain users load and scripts may name shards of) keeps ``train-NNNNN-of-MMMMM``; both load
    with plain ``load_dataset`` and their per-harness configs."""
    codex = ROOT / "fixtures" / "codex"
    inputs = tmp_path / "in"
    shutil.copytree(CLAUDE, inputs / "claude")
    shutil.copytree(codex, inputs / "codex")
    common = ["agent_traces", str(inputs), "--view", "messages", "--license", "mit"]
    runs = {
        "publish": ["publish", *common, "--repo", "me/traces", "--dry-run", "-o", str(tmp_path / "p")],
        "publish-count": [
            "publish",
            *common,
            "--repo",
            "me/traces",
            "--dry-run",
            "--shards",
            "count",
            "-o",
            str(tmp_path / "pc"),
        ],
        "convert": ["convert", *common, "--redact-secrets", "-o", str(tmp_path / "c")],
    }
    names = {}
    for key, args in runs.items():
        proc = _run(args, tmp_path)
        assert proc.returncode == 0, proc.stderr
        out = Path(args[args.index("-o") + 1])
        names[key] = sorted(p.name for p in (out / "data" / "messages").glob("*.parquet"))
        manifest = json.loads((out / "manifest.json").read_text())
        assert manifest["options"].get("shards", "count") == ("period" if key == "publish" else "count")
        everything = load_dataset(str(out), "messages", split="train")
        only_codex = load_dataset(str(out), "messages-codex", split="train")
        assert len(everything) == manifest["rows"]["messages"] and set(only_codex["harness"]) == {"codex"}
    assert "train-claude_code-2026-04-0000.parquet" in names["publish"]
    assert all(
        re.fullmatch(r"train-(claude_code|codex)-(\d{4}-\d{2}|undated)-\d{4}\.parquet", n)
        for n in names["publish"]
    )
    assert (
        names["convert"]
        == names["publish-count"]
        == [
            "train-claude_code-00000-of-00001.parquet",
            "train-codex-00000-of-00001.parquet",
        ]
    )


def test_a_dataset_published_in_count_shards_moves_to_period_shards_in_one_commit(tmp_path: Path) -> None:
    """Republishing a dataset written before publish's default changed: the count shards are
    deleted in the commit that adds the period ones, so the Hub never holds both."""
    args = ["publish", "claude_code", str(CLAUDE), "--repo", "me/traces", "--view", "messages"]
    with FakeHub() as hub:
        old = _run([*args, "--shards", "count", "-o", str(tmp_path / "a")], tmp_path, **_hub_env(hub))
        assert old.returncode == 0, old.stderr
        new = _run([*args, "-o", str(tmp_path / "b")], tmp_path, **_hub_env(hub))
        assert new.returncode == 0, new.stderr
        remote = sorted(n for n in hub.files["me/traces"] if n.endswith(".parquet"))
        assert hub.commits[-1].deleted == ["data/messages/train-00000-of-00001.parquet"]
    local = sorted(str(p.relative_to(tmp_path / "b")) for p in (tmp_path / "b").rglob("*.parquet"))
    assert remote == local and all(re.search(r"-(\d{4}-\d{2}|undated)-\d{4}\.parquet$", n) for n in remote)
