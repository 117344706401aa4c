"""Scale-out on Ray Data, run on a local Ray cluster: the same rows as `load_dataset`, the same
folder as `convert`."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pyarrow as pa
import pytest
import ray
from conftest import CORPUS, FIXTURES, corpus_files
from datasets import load_dataset

from agent_traces import TraceFormatError
from agent_traces import ray as at_ray
from agent_traces.api import read_trajectories, resolve_files
from agent_traces.output import OutputOptions, write_dataset
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
    ],
    ids=["claude-corpus-small-shards", "mixed-fixtures-subsets", "hermes-corpus"],
)
def test_convert_with_ray_writes_the_bytes_convert_writes(tmp_path: Path, source, path, options) -> None:
    files = resolve_files(source, str(path))
    local = write_dataset(tmp_path / "local", {source: files}, options, root=str(path))
    with_ray = at_ray.write_dataset(tmp_path / "ray", source, files, options, root=str(path))
    assert with_ray.rows == local.rows and with_ray.configs == local.configs
    assert _digests(tmp_path / "ray") == _digests(tmp_path / "local")
    assert with_ray.problems.counts == local.problems.counts
    loaded = load_dataset(str(tmp_path / "ray"), split="train", cache_dir=str(tmp_path / "cache"))
    assert loaded.num_rows == local.rows["messages"]


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
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert "malformed_json" in proc.stderr and "Traceback" not in proc.stderr


def test_ray_engine_refuses_redaction_instead_of_skipping_it(tmp_path: Path) -> None:
    files = resolve_files("hermes", str(CORPUS / "hermes"))
    with pytest.raises(ValueError, match="does not redact"):
        at_ray.write_dataset(tmp_path, "hermes", files, OutputOptions(redact=True))


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
