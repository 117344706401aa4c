"""Scale-out on Ray Data, run on a local Ray cluster: the same rows as `load_dataset`, the same
folder as `convert`."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
import ray
from conftest import CORPUS, FIXTURES, corpus_files
from datasets import load_dataset

from agent_traces import TraceFormatError
from agent_traces import ray as at_ray
from agent_traces.api import read_trajectories, resolve_files
from agent_traces.output import NoRowsError, OutputOptions, write_dataset
from agent_traces.output_folder import FolderBusyError, OutputFolderError, folder_lock, read_manifest
from agent_traces.problems import ProblemLog

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture(scope="module", autouse=True)
def local_ray():
    at_ray.ensure_ray(num_cpus=2)
    context = ray.data.DataContext.get_current()
    context.execution_options.preserve_order = True
    yield
    ray.shutdown()


def _digests(folder: Path) -> dict[str, str]:
    return {
        p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


CASES = [
    ("claude_code", FIXTURES / "claude_code", {"subagents": True}),
    ("claude_code", CORPUS / "claude_code", {"subagents": True}),
    ("hermes", CORPUS / "hermes", {}),
    ("codex", CORPUS / "codex_cli", {}),
    ("swe_agent", CORPUS / "swe_agent", {}),
]


@pytest.mark.parametrize(("source", "path", "options"), CASES, ids=lambda c: getattr(c, "name", None))
def test_read_traces_gives_the_rows_of_load_dataset(source, path, options, cache_dir) -> None:
    files = resolve_files(source, str(path))
    assert len(files) > 1
    expected = load_dataset(source, data_files=files, split="train", cache_dir=cache_dir, **options)
    problems = at_ray.ProblemCollector.remote()
    ds = at_ray.read_traces(str(path), source=source, problems=problems, **options)
    got = pa.concat_tables(ray.get(ds.to_arrow_refs()))
    assert got.schema.equals(expected.features.arrow_schema, check_metadata=False)
    assert got.num_rows == expected.num_rows > 0
    assert got.to_pylist() == expected.with_format("arrow")[:].to_pylist()
    log = ProblemLog()
    list(read_trajectories(source, files, log, root=str(path), **options))
    assert ray.get(problems.get.remote()).counts == log.counts


@pytest.mark.corpus
def test_read_tasks_are_whole_session_families_of_about_equal_bytes() -> None:
    files = resolve_files("claude_code", str(CORPUS / "claude_code"))
    source = at_ray.TracesDatasource("claude_code", files, subagents=True)
    tasks = source.plan.tasks(parallelism=4)
    assert len(tasks) == 4
    families = source.plan.groups
    for groups, roots, _ in tasks:
        assert all(group in families for group in groups)  # families never split
        assert set(roots) == {f for g in groups for f in g}  # each task ships only its own names
    assert sorted(f for groups, _, _ in tasks for g in groups for f in g) == sorted(files)
    sizes = [nbytes for _, _, nbytes in tasks]
    assert max(sizes) < 2 * sum(sizes) / len(sizes)


@pytest.mark.parametrize(
    ("source", "path", "options"),
    [
        ("claude_code", CORPUS / "claude_code", OutputOptions(rows_per_shard=7, row_group_size=3)),
        ("agent_traces", FIXTURES, OutputOptions(views=("messages", "sharegpt"))),
        ("hermes", CORPUS / "hermes", OutputOptions()),
        (
            "claude_code",
            FIXTURES / "claude_code",
            OutputOptions(
                views=("messages", "steps"),
                source_options={"subagents": True, "strip_reasoning": True, "max_history_tokens": 2000},
            ),
        ),
    ],
    ids=["claude-corpus-small-shards", "mixed-fixtures-subsets", "hermes-corpus", "steps-teacher-replay"],
)
def test_convert_with_ray_writes_the_bytes_convert_writes(tmp_path: Path, source, path, options) -> None:
    files = resolve_files(source, str(path))
    _same_folder_as_convert(tmp_path, source, files, options, root=str(path))


def _same_folder_as_convert(tmp_path: Path, source: str, files: list[str], options, **kwargs):
    """Both engines into sibling folders: every file inside byte for byte the same (manifest,
    card and fingerprint included), and the local records beside them the same but for the
    output path they name. Returns the Ray result."""
    local = write_dataset(tmp_path / "local", {source: files}, options, **kwargs)
    key = json.loads(Path(local.record).read_text()).get("placeholder_key")
    if key:  # the dataset's placeholder key, as a next version of the same folder would find it
        (tmp_path / ".ray.agent-traces-record.json").write_text(json.dumps({"placeholder_key": key}))
    with_ray = at_ray.write_dataset(tmp_path / "ray", source, files, options, **kwargs)
    assert with_ray.rows == local.rows and with_ray.configs == local.configs
    assert _digests(tmp_path / "ray") == _digests(tmp_path / "local")
    assert with_ray.fingerprint == local.fingerprint and with_ray.manifest == local.manifest
    assert with_ray.problems.counts == local.problems.counts
    assert with_ray.skipped == local.skipped and with_ray.folder == str(tmp_path / "ray")
    records = [json.loads(Path(r.record).read_text()) for r in (local, with_ray)]
    assert records[1].pop("output") == str(tmp_path / "ray") and records[0].pop("output")
    assert records[0] == records[1]
    # nothing beside the folders but the records (and convert's cache of canonical rows for its
    # next run): no staging folder, spool or lock left
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == [
        ".local.agent-traces-cache",
        ".local.agent-traces-record.json",
        ".ray.agent-traces-record.json",
    ]
    loaded = load_dataset(str(tmp_path / "ray"), split="train", cache_dir=str(tmp_path / "cache"))
    assert loaded.num_rows == local.rows.get("messages", loaded.num_rows)
    return with_ray


def test_copies_of_a_session_in_different_tasks_get_the_ids_convert_gives(tmp_path: Path) -> None:
    # the same Hermes file in two folders: two file groups, so two Ray tasks on two CPUs; the
    # copies' rows meet only in the driver, which must give them convert's ``:dup-<n>`` ids
    inputs = tmp_path / "in"
    fixture = FIXTURES / "hermes" / "trajectory_samples.jsonl"
    for name in ("a", "b"):
        (inputs / name).mkdir(parents=True)
        (inputs / name / fixture.name).write_bytes(fixture.read_bytes())
    files = resolve_files("hermes", str(inputs))
    source = at_ray.TracesDatasource("hermes", files)
    assert len(source.plan.tasks(int(ray.cluster_resources()["CPU"]))) == 2
    result = _same_folder_as_convert(tmp_path, "hermes", files, OutputOptions(), root=str(inputs))
    assert result.problems.by_reason()["duplicate_session"] == result.rows["messages"] // 2 > 0
    ids = load_dataset(str(tmp_path / "ray"), split="train", cache_dir=str(tmp_path / "c2"))["id"]
    assert len(set(ids)) == len(ids) and sum(":dup-1" in i for i in ids) == len(ids) // 2


@pytest.mark.corpus
def test_unreadable_inputs_are_counted_as_convert_counts_them(tmp_path: Path) -> None:
    inputs = tmp_path / "in"
    inputs.mkdir()
    for path in corpus_files("hermes"):
        (inputs / path.name).write_bytes(path.read_bytes())
    os.mkfifo(inputs / "fifo.jsonl")  # would block a reader forever
    (inputs / "gone.jsonl").symlink_to(inputs / "missing.jsonl")
    files = [*resolve_files("hermes", str(inputs)), str(inputs / "fifo.jsonl"), str(inputs / "gone.jsonl")]
    result = _same_folder_as_convert(tmp_path, "hermes", files, OutputOptions(views=("messages",)))
    assert result.manifest["inputs"]["skipped"] == {"dangling_symlink": 1, "fifo": 1}


@pytest.mark.corpus
def test_card_figures_are_written_as_convert_writes_them(tmp_path: Path) -> None:
    files = resolve_files("hermes", str(CORPUS / "hermes"))
    result = _same_folder_as_convert(tmp_path, "hermes", files, OutputOptions(card_figures=True))
    assert any(f.startswith("figures/") and f.endswith(".svg") for f in result.manifest["files"])


def test_no_rows_writes_nothing(tmp_path: Path) -> None:
    inputs = tmp_path / "in"
    inputs.mkdir()
    (inputs / "notes.jsonl").write_text('{"hello": "world"}\n')
    with pytest.raises(NoRowsError, match="no rows"):
        at_ray.write_dataset(tmp_path / "out", "hermes", [str(inputs / "notes.jsonl")])
    os.mkfifo(inputs / "only.jsonl")
    with pytest.raises(NoRowsError, match="fifo 1"):
        at_ray.write_dataset(tmp_path / "out", "hermes", [str(inputs / "only.jsonl")])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in"]  # no folder, staging, lock, record


@pytest.mark.corpus
def test_the_folder_contract_holds_for_the_ray_engine(tmp_path: Path) -> None:
    files = resolve_files("hermes", str(CORPUS / "hermes"))
    out = tmp_path / "out"
    # a folder of the user's is refused, --force or not, and left as it was
    out.mkdir()
    (out / ".env").write_text("OPENAI_API_KEY=sk-live\n")
    for force in (False, True):
        with pytest.raises(OutputFolderError, match="is not an agent-traces output"):
            at_ray.write_dataset(out, "hermes", files, force=force)
    assert sorted(p.name for p in out.iterdir()) == [".env"]
    (out / ".env").unlink()
    first = at_ray.write_dataset(out, "hermes", files, OutputOptions(rows_per_shard=1))
    before = _digests(out)
    with pytest.raises(OutputFolderError, match="pass --force"):
        at_ray.write_dataset(out, "hermes", files)
    assert _digests(out) == before
    # a run holding the folder's lock (a real flock, as a concurrent run holds it) blocks this one
    with folder_lock(out), pytest.raises(FolderBusyError):
        at_ray.write_dataset(out, "hermes", files, force=True)
    assert _digests(out) == before
    second = at_ray.write_dataset(out, "hermes", files, force=True)
    assert second.fingerprint != first.fingerprint
    assert sorted(_digests(out)) == second.files() and read_manifest(out)["generator"] == "agent-traces"


@pytest.mark.corpus
def test_strict_error_from_a_ray_task_names_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "in"
    bad.mkdir()
    for path in corpus_files("hermes"):
        (bad / path.name).write_bytes(path.read_bytes() + b"{broken\n")
    files = sorted(str(p) for p in bad.glob("*.jsonl"))
    with pytest.raises(TraceFormatError) as info:
        at_ray.write_dataset(tmp_path / "out", "hermes", files, OutputOptions(strict=True))
    assert info.value.reason == "malformed_json" and info.value.file.endswith(".jsonl")
    # and the command line shows it without a traceback
    command = ["convert", "hermes", str(bad), "-o", str(tmp_path / "o2"), "--engine", "ray", "--strict"]
    proc = subprocess.run(
        [sys.executable, "-m", "agent_traces.cli", *command, "--num-proc", "1"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 1, proc.stderr[-2000:]  # damaged input (2 is for usage errors)
    assert "malformed_json" in proc.stderr and "Traceback" not in proc.stderr


PLANTED_RAY = {
    # folder: text added to the first user turn of every record; three file groups of about equal
    # bytes, so both CPUs get a task and either split puts ``a`` and ``c`` in different tasks
    "a": "mail ann.lee@example-mail.org from buildbox-acme-07; ls -l /Users/mvasquez42: owner mvasquez42",
    "b": "mail bob.kim@example-mail.org about project-zephyr",
    "c": "mail cy.park@example-mail.org, ann.lee@example-mail.org; cd /home/mvasquez42/src",
}


def _redaction_inputs(root: Path) -> list[str]:
    """Hermes files in three folders: the same e-mail in two tasks (one placeholder), a user
    name learned from a session's own home path and replaced as a word in it, the driver's host
    name."""
    fixture = FIXTURES / "hermes" / "trajectory_samples.jsonl"
    for folder, text in PLANTED_RAY.items():
        lines = [
            json.loads(line) for line in fixture.read_text(encoding="utf-8").splitlines() if line.strip()
        ]
        for line in lines:
            turn = next(t for t in line["conversations"] if t["from"] == "human")
            turn["value"] += "\n" + text
        (root / folder).mkdir(parents=True)
        (root / folder / fixture.name).write_text(
            "".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8"
        )
    return resolve_files("hermes", str(root))


def test_convert_with_ray_redacts_as_convert_redacts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the driver's host name is not the Ray workers': it is only replaced if the tasks use the
    # driver's names, as convert (one process) does
    import socket

    monkeypatch.setattr(socket, "gethostname", lambda: "buildbox-acme-07")
    files = _redaction_inputs(tmp_path / "in")
    assert len(at_ray._Plan("hermes", files, None, {}).tasks(2)) == 2
    options = OutputOptions(redact=True, redact_extra=("re:project-zeph[a-z]+",))
    with_ray = _same_folder_as_convert(tmp_path / "out", "hermes", files, options, root=str(tmp_path / "in"))
    report = with_ray.manifest["redaction"]
    assert report["total"]["email"] >= 3 and report["total"]["hostname"] >= 1
    assert report["total"]["home_path_user"] >= 1 and report["total"]["custom"] >= 1
    written = "\n".join(
        json.dumps(pq.read_table(p).to_pylist())
        for p in sorted((tmp_path / "out" / "ray").rglob("*.parquet"))
    )
    for planted in ("ann.lee", "cy.park", "mvasquez42", "buildbox-acme-07", "bob.kim", "zephyr"):
        assert planted not in written
    assert (
        len(set(re.findall(r"<EMAIL_[0-9a-f]{8}>", written))) >= 3
        and "<USER" in written
        and "<HOST" in written
    )


SECRET_RAY = "AKIAZ7QW3ERT5YUI9OPA"


def _strings(value: object, out: list[str], depth: int = 0) -> list[str]:
    """Every string (and bytes, decoded) inside ``value``: containers, objects' attributes and
    Arrow tables walked; Ray object references skipped (what they hold is recorded where it is
    put or returned)."""
    if depth > 40 or isinstance(value, ray.ObjectRef):
        return out
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, (bytes, bytearray)):
        out.append(bytes(value).decode("utf-8", "replace"))
    elif isinstance(value, pa.Table):
        out.append(json.dumps(value.to_pylist(), default=str))
    elif isinstance(value, dict):
        for k, v in value.items():
            _strings(k, out, depth + 1)
            _strings(v, out, depth + 1)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            _strings(v, out, depth + 1)
    elif hasattr(value, "__dict__"):
        _strings(vars(value), out, depth + 1)
    return out


class _Recorded:
    """A Ray remote function whose arguments are recorded as they are submitted."""

    def __init__(self, remote: object, seen: list) -> None:
        self._remote, self._seen = remote, seen

    def options(self, **options: object) -> _Recorded:
        return _Recorded(self._remote.options(**options), self._seen)

    def remote(self, *args: object, **kwargs: object) -> object:
        self._seen.append((args, kwargs))
        return self._remote.remote(*args, **kwargs)


def test_ray_redaction_keeps_found_values_out_of_the_object_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tasks make placeholders from the dataset key and return counts: no email or secret the
    redaction finds goes into Ray's object store (which may spill to disk), neither in a task's
    arguments, in ``ray.put``, nor in what the driver gets back."""
    files = _redaction_inputs(tmp_path / "in")
    for file in map(Path, files):
        text = file.read_text(encoding="utf-8")
        file.write_text(
            text.replace("@example-mail.org", f"@example-mail.org key {SECRET_RAY}"), encoding="utf-8"
        )
    seen: list = []
    put, get = ray.put, ray.get
    monkeypatch.setattr(ray, "put", lambda value, **kw: (seen.append(value), put(value, **kw))[1])
    monkeypatch.setattr(
        ray, "get", lambda refs, **kw: (lambda got: (seen.append(got), got)[1])(get(refs, **kw))
    )
    monkeypatch.setattr(at_ray, "_convert_task", _Recorded(at_ray._convert_task, seen))
    monkeypatch.setattr(at_ray, "_redaction_scan_task", _Recorded(at_ray._redaction_scan_task, seen))
    result = at_ray.write_dataset(tmp_path / "out", "hermes", files, OutputOptions(redact=True))
    report = result.manifest["redaction"]["total"]
    assert report["email"] >= 3 and report["aws_access_key_id"] >= 1
    assert len(seen) > 10
    carried = "\n".join(_strings(seen, []))
    for found in ("ann.lee@example-mail.org", "bob.kim@example-mail.org", "cy.park", SECRET_RAY):
        assert found not in carried
    written = "\n".join(
        json.dumps(pq.read_table(p).to_pylist()) for p in (tmp_path / "out").rglob("*.parquet")
    )
    assert SECRET_RAY not in written and "ann.lee" not in written


def test_publish_with_ray_writes_what_publish_writes(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    from agent_traces.cli import main

    inputs = tmp_path / "in"
    _redaction_inputs(inputs)
    common = ["publish", "hermes", str(inputs), "--repo", "me/traces", "--dry-run"]
    # ray cuts shards by count only, which its publish takes by default: the local engine's
    # default is by period, so it is asked for count here
    assert main([*common, "-o", str(tmp_path / "local"), "--shards", "count"]) == 0
    key = json.loads((tmp_path / ".local.agent-traces-record.json").read_text())["placeholder_key"]
    (tmp_path / ".ray.agent-traces-record.json").write_text(json.dumps({"placeholder_key": key}))
    assert main([*common, "-o", str(tmp_path / "ray"), "--engine", "ray"]) == 0
    out = capsys.readouterr().out
    assert out.count("dry run: nothing uploaded") == 2
    assert _digests(tmp_path / "ray") == _digests(tmp_path / "local")
    assert "ann.lee" not in (tmp_path / "ray" / "README.md").read_text(encoding="utf-8")
    assert read_manifest(tmp_path / "ray")["redaction"]["total"]["email"] >= 3


@pytest.mark.corpus
def test_ray_engine_refuses_traces_instead_of_skipping_them(tmp_path: Path) -> None:
    files = resolve_files("hermes", str(CORPUS / "hermes"))
    with pytest.raises(ValueError, match="does not write --traces"):
        at_ray.write_dataset(tmp_path / "out", "hermes", files, OutputOptions(traces="sts"))
    assert list(tmp_path.iterdir()) == []
    command = ["convert", "hermes", str(CORPUS / "hermes"), "-o", str(tmp_path / "o"), "--engine", "ray"]
    proc = subprocess.run(
        [sys.executable, "-m", "agent_traces.cli", *command, "--traces", "native"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert "does not write --traces" in proc.stderr and "Traceback" not in proc.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.corpus
def test_without_ray_the_command_says_what_to_install(tmp_path: Path) -> None:
    # ray made unimportable in the child (sys.modules entry None): as if the extra were missing
    args = ["convert", "hermes", str(CORPUS / "hermes"), "-o", str(tmp_path / "out"), "--engine", "ray"]
    code = (
        f"import sys; sys.modules['ray'] = None; from agent_traces.cli import main; sys.exit(main({args!r}))"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert "pip install 'agent-traces[ray]'" in proc.stderr and "Traceback" not in proc.stderr
    assert not (tmp_path / "out").exists()


def test_ray_keeps_rows_whose_harness_redaction_changed(tmp_path: Path) -> None:
    """A token in another tool's STS header is redacted in the row's harness: the rows are
    written under that name, as convert writes them, not lost."""
    src = tmp_path / "in" / "session.jsonl"
    src.parent.mkdir(parents=True)
    records = [
        {
            "type": "session",
            "harness": "agent-ghp_" + "aB3dE6gH9jK2mN5pQ8sT" + "uV1xY4zA7cD0fG3h",
            "id": "s1",
        },
        {"role": "user", "content": "hello", "timestamp": "2026-01-05T10:00:00Z"},
        {"role": "assistant", "content": "hi", "timestamp": "2026-01-05T10:00:05Z"},
    ]
    src.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    options = OutputOptions(redact=True, views=("messages",))
    with_ray = _same_folder_as_convert(tmp_path / "out", "sts", [str(src)], options, root=str(src.parent))
    assert with_ray.rows == {"messages": 1}
    written = json.dumps(pq.read_table(next((tmp_path / "out" / "ray").rglob("*.parquet"))).to_pylist())
    assert "ghp_" not in written and "SECRET" in written


def test_ray_leaves_out_the_files_of_its_own_output_inside_the_input_folder(tmp_path: Path) -> None:
    # an interrupted run's staging folder inside the input folder holds a copy of an input: both
    # engines choose their inputs with one function, which leaves the output's own files out
    inputs = tmp_path / "in"
    fixture = FIXTURES / "hermes" / "trajectory_samples.jsonl"
    staging = inputs / ".ray.agent-traces-tmp-999999999-0badc0de" / "ray" / "copy"
    staging.mkdir(parents=True)
    (inputs / fixture.name).write_bytes(fixture.read_bytes())
    (staging / fixture.name).write_bytes(fixture.read_bytes())
    files = resolve_files("hermes", str(inputs))
    assert len(files) == 2
    result = at_ray.write_dataset(inputs / "ray", "hermes", files, OutputOptions(views=("messages",)))
    assert "duplicate_session" not in result.problems.by_reason()
    assert result.manifest["inputs"]["files"] == 1 and result.rows["messages"] > 0


def test_ray_refuses_a_shard_layout_it_does_not_write(tmp_path: Path) -> None:
    # it wrote count shards under a manifest that said "period"
    files = [str(FIXTURES / "hermes" / "trajectory_samples.jsonl")]
    with pytest.raises(ValueError, match="--shards count only"):
        at_ray.write_dataset(tmp_path / "out", "hermes", files, OutputOptions(shards="period"))
    assert list(tmp_path.iterdir()) == []
