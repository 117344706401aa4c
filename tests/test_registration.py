"""`import agent_traces` registers every builder with `datasets`, with our own file resolution."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import datasets
import pytest
from conftest import CORPUS, FIXTURES, corpus_files
from datasets import get_dataset_config_names, load_dataset, load_dataset_builder
from datasets.packaged_modules import _PACKAGED_DATASETS_MODULES

import agent_traces
from agent_traces.converters.views import STORED_AS, VIEW_FEATURES, VIEWS
from agent_traces.core.builder import AgentTracesBuilder
from agent_traces.registration import discover_builders


def test_every_loader_module_is_registered_with_datasets():
    builders = discover_builders()
    assert "hermes" in builders
    assert builders == agent_traces.BUILDERS
    for name, cls in builders.items():
        assert issubclass(cls, AgentTracesBuilder)
        assert _PACKAGED_DATASETS_MODULES[name][0] == cls.__module__
        assert [c.name for c in cls.BUILDER_CONFIGS] == list(VIEWS)


@pytest.mark.parametrize("view", VIEWS)
def test_config_names_are_the_views_with_declared_features(view):
    assert get_dataset_config_names(
        "hermes", data_files=str(FIXTURES / "hermes" / "trajectory_samples.jsonl")
    ) == list(VIEWS)
    builder = load_dataset_builder(
        "hermes", view, data_files=str(FIXTURES / "hermes" / "trajectory_samples.jsonl")
    )
    # the steps cache holds step records, materialized on access (core/steps_access.py)
    assert builder.info.features == VIEW_FEATURES[STORED_AS.get(view, view)]


def test_unknown_view_is_a_clear_error():
    with pytest.raises(ValueError, match=r"Available: \['messages', 'sharegpt', 'steps'\]|unknown view"):
        load_dataset_builder(
            "hermes", "chatml", data_files=str(FIXTURES / "hermes" / "trajectory_samples.jsonl")
        )


def test_data_dir_uses_the_source_patterns_not_split_names(tmp_path, cache_dir):
    # datasets' generic patterns would send test_*.jsonl to a "test" split and skip dot-folders
    hidden = tmp_path / ".hermes" / "runs"
    hidden.mkdir(parents=True)
    shutil.copy(FIXTURES / "hermes" / "trajectory_samples.jsonl", hidden / "test_run.jsonl")
    shutil.copy(FIXTURES / "hermes" / "failed_trajectories.jsonl", tmp_path / "train_failed.jsonl")
    ds = load_dataset("hermes", data_dir=str(tmp_path), cache_dir=cache_dir)
    assert list(ds) == ["train"]
    assert sorted(set(ds["train"]["file_path"])) == [".hermes/runs/test_run.jsonl", "train_failed.jsonl"]


def test_explicit_data_files_keep_their_splits(cache_dir):
    ds = load_dataset(
        "hermes",
        data_files={
            "train": str(FIXTURES / "hermes" / "trajectory_samples.jsonl"),
            "test": str(FIXTURES / "hermes" / "failed_trajectories.jsonl"),
        },
        cache_dir=cache_dir,
    )
    assert {k: len(v) for k, v in ds.items()} == {"train": 2, "test": 1}


def test_cache_is_reused_and_options_make_a_new_config(cache_dir):
    path = str(FIXTURES / "hermes" / "trajectory_samples.jsonl")
    first = load_dataset("hermes", "sharegpt", data_files=path, split="train", cache_dir=cache_dir)
    again = load_dataset("hermes", "sharegpt", data_files=path, split="train", cache_dir=cache_dir)
    assert first.cache_files == again.cache_files
    no_think = load_dataset(
        "hermes", "sharegpt", data_files=path, split="train", empty_think=False, cache_dir=cache_dir
    )
    assert no_think.cache_files != first.cache_files


def test_a_changed_file_under_data_dir_is_read_again(tmp_path, cache_dir):
    lines = (
        (FIXTURES / "hermes" / "trajectory_samples.jsonl")
        .read_text(encoding="utf-8")
        .splitlines(keepends=True)
    )
    target = tmp_path / "trajectory_samples.jsonl"
    target.write_text(lines[0], encoding="utf-8")
    assert len(load_dataset("hermes", data_dir=str(tmp_path), split="train", cache_dir=cache_dir)) == 1
    target.write_text("".join(lines), encoding="utf-8")
    assert len(load_dataset("hermes", data_dir=str(tmp_path), split="train", cache_dir=cache_dir)) == 2


def _cache_batches(builder) -> list[int]:
    import pyarrow as pa

    path = next(Path(builder.cache_dir).rglob("*.arrow"))
    with pa.memory_map(str(path)) as source:
        return [batch.num_rows for batch in pa.ipc.open_stream(source)]


@pytest.mark.corpus
def test_cache_record_batches_span_shards_and_are_bounded(cache_dir, monkeypatch):
    # one Claude Code session per shard: per-shard tables made one record batch per few rows,
    # and datasets' memory when opening the cache grew with their number
    from agent_traces.core import encoding

    assert corpus_files("claude_code")
    files = str(CORPUS / "claude_code")
    options = {"data_dir": files, "subagents": True}
    reference = load_dataset("claude_code", cache_dir=cache_dir + "-ref", split="train", **options)
    assert len(reference) > 10
    builder = load_dataset_builder("claude_code", cache_dir=cache_dir, **options)
    monkeypatch.setattr(encoding, "ROWS_PER_BATCH", 3)
    monkeypatch.setattr(encoding, "CHARS_PER_BATCH", 1 << 30)
    builder.download_and_prepare()
    sizes = _cache_batches(builder)
    assert sum(sizes) == len(reference)
    assert all(n == 3 for n in sizes[:-1]) and 1 <= sizes[-1] <= 3
    assert len(builder.as_dataset(split="train")["id"]) == len(reference)
    assert builder.as_dataset(split="train")["id"] == reference["id"]

    monkeypatch.setattr(encoding, "CHARS_PER_BATCH", 1)
    small = load_dataset_builder("claude_code", cache_dir=cache_dir + "-chars", **options)
    small.download_and_prepare()
    sizes = _cache_batches(small)
    # every row is over the character budget, yet only the last table may hold a single row
    assert all(n == 2 for n in sizes[:-1]) and sizes[-1] in (1, 2)
    assert small.as_dataset(split="train")["id"] == reference["id"]


def test_find_files_matches_path_glob(tmp_path):
    from agent_traces.core.files import find_files

    for rel in ("x.jsonl", "a/y.jsonl", "a/.hid/z.jsonl", "a/.dot.jsonl", "real/r.jsonl", "a/b/c.json"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("{}\n")
    (tmp_path / "a" / "dir.jsonl").mkdir()
    (tmp_path / "a" / "link").symlink_to(tmp_path / "real")
    (tmp_path / "filelink.jsonl").symlink_to(tmp_path / "real" / "r.jsonl")
    (tmp_path / "broken.jsonl").symlink_to(tmp_path / "missing")
    for patterns in (["**/*.jsonl"], ["**/*.jsonl", "**/c.json"], ["*/*.jsonl", "**/*.json"], ["**/*"]):
        expected = sorted({str(p) for pat in patterns for p in tmp_path.glob(pat) if p.is_file()})
        assert find_files(str(tmp_path), patterns) == expected, patterns
    assert str(tmp_path / "a" / ".hid" / "z.jsonl") in find_files(str(tmp_path), ["**/*.jsonl"])


def test_num_proc_is_capped_by_input_size(cache_dir, monkeypatch, caplog):
    from agent_traces.core import sharding

    files = [str(FIXTURES / "hermes" / n) for n in ("trajectory_samples.jsonl", "failed_trajectories.jsonl")]
    size = sum(Path(f).stat().st_size for f in files)
    used = []
    original = datasets.ArrowBasedBuilder._prepare_split

    def spy(self, split_generator, file_format="arrow", num_proc=None, max_shard_size=None):
        used.append(num_proc)
        return original(self, split_generator, file_format, num_proc=num_proc, max_shard_size=max_shard_size)

    monkeypatch.setattr(datasets.ArrowBasedBuilder, "_prepare_split", spy)
    monkeypatch.setattr(sharding, "MIN_BYTES_PER_PROCESS", size)  # exactly one process' worth
    one = load_dataset("hermes", data_files=files, split="train", num_proc=2, cache_dir=cache_dir)
    assert used == [1]
    assert "Setting num_proc from 2 to 1" in caplog.text
    monkeypatch.setattr(sharding, "MIN_BYTES_PER_PROCESS", size // 2)
    two = load_dataset("hermes", data_files=files, split="train", num_proc=2, cache_dir=cache_dir + "2")
    assert used == [1, 2]
    assert one["id"] == two["id"]


def test_text_size_counts_tool_call_arguments():
    from agent_traces.converters.schema import message, tool_call
    from agent_traces.core.builder import text_size

    write = tool_call("c1", "Write", {"file_path": "a.py", "content": "x" * 5000})
    row = {"messages": [message("user", "hi"), message("assistant", "ok", tool_calls=[write])]}
    assert text_size(row) == len("hi") + len("ok") + len("a.py") + 5000
    assert text_size(row, "steps", rendered=4) == 2 * text_size(row)


@pytest.mark.corpus
@pytest.mark.parametrize("view", VIEWS)
def test_encoding_rows_in_small_groups_gives_the_same_table(view, cache_dir, monkeypatch):
    from agent_traces.core import encoding

    options = {"data_dir": str(CORPUS / "claude_code"), "subagents": True, "split": "train"}
    whole = load_dataset("claude_code", view, cache_dir=cache_dir + "-whole", **options)
    monkeypatch.setattr(encoding, "ENCODE_ROWS", 1)
    monkeypatch.setattr(encoding, "ENCODE_CHARS", 1)
    grouped = load_dataset("claude_code", view, cache_dir=cache_dir + "-grouped", **options)
    assert len(whole) > 10
    assert grouped.data.table.equals(whole.data.table)


@pytest.mark.corpus
@pytest.mark.parametrize("view", VIEWS)
def test_typed_table_is_what_a_cast_gives(view):
    """The zero-copy view of the Json columns equals ``Table.cast``, schema metadata included."""
    import pyarrow as pa

    from agent_traces.converters.views import render_view
    from agent_traces.core.encoding import view_encoder
    from agent_traces.problems import ProblemLog

    folder = str(CORPUS / "claude_code")
    builder = load_dataset_builder("claude_code", view, data_dir=folder, subagents=True)
    files = builder.resolve_data_files(folder)
    roots = {f: f for f in files}
    rows = [r for group in builder.group_files(files) for r in builder.iter_rows(group, roots, ProblemLog())]
    rendered = [out for row in rows for out in render_view(row, view)]
    encoder = view_encoder(view)
    parts = [encoder.table(rendered[i : i + 5]).cast(encoder.storage_schema) for i in range(0, 20, 5)]
    storage = pa.concat_tables(parts)
    assert storage.column(0).num_chunks == 4
    for source in (storage, storage.slice(3, 9)):
        cast, typed = source.cast(encoder.schema), encoder.typed(source)
        assert typed.schema.equals(cast.schema, check_metadata=True)
        assert typed.equals(cast)
        assert typed.to_pylist() == cast.to_pylist()
    json_columns = [f.name for f in encoder.schema if f.type != encoder.storage_schema.field(f.name).type]
    assert bool(json_columns) == (view != "sharegpt")  # the sharegpt view is plain strings
    if json_columns:
        assert any(v is not None for v in storage.column(json_columns[0]).to_pylist())


def test_freed_memory_is_returned_once_a_batch_of_text_went_through(monkeypatch):
    """Streaming parses one small shard per call; trimming after each made it ~10 % slower."""
    from agent_traces.core import encoding, memory

    trims = []
    monkeypatch.setattr(memory, "_MALLOC_TRIM", trims.append)
    monkeypatch.setattr(memory.FreeMemory, "pending", 0)
    memory.FreeMemory.after(encoding.CHARS_PER_BATCH - 1)
    assert trims == []
    memory.FreeMemory.after(1)
    memory.FreeMemory.after(encoding.CHARS_PER_BATCH // 2)
    assert trims == [0]
    memory.FreeMemory.after(encoding.CHARS_PER_BATCH)
    assert trims == [0, 0]


def test_pack_groups_keeps_groups_whole_and_in_order(tmp_path):
    from agent_traces.core.sharding import pack_groups

    sizes = {"a": 5, "b": 1, "c": 3, "d": 8, "e": 2}
    paths = {}
    for name, size in sizes.items():
        paths[name] = str(tmp_path / name)
        Path(paths[name]).write_bytes(b"x" * size)
    groups = [[paths["a"]], [paths["b"], paths["c"]], [paths["d"]], [paths["e"]]]
    packs = pack_groups(groups, 6)
    assert packs == [[groups[0], groups[1]], [groups[2]], [groups[3]]]
    assert pack_groups(groups, 1) == [[g] for g in groups]
    assert pack_groups(groups, 1 << 30) == [groups]
    assert pack_groups([], 6) == []


def test_split_by_bytes_balances_consecutive_groups():
    import random

    from agent_traces.core.sharding import split_by_bytes

    rng = random.Random(7)
    for _ in range(200):
        sizes = [rng.choice([0, 1, 2, 5, 40, 300]) for _ in range(rng.randint(1, 30))]
        groups = [[f"f{i}.jsonl"] for i in range(len(sizes))]
        for parts in (1, 2, 3, 4):
            shards = split_by_bytes(groups, sizes, parts)
            assert [g for shard in shards for g in shard] == groups
            if len(groups) <= parts:
                assert shards == [[g] for g in groups]
                continue
            assert len(shards) == parts and all(shards)
            size_of = dict(zip((g[0] for g in groups), sizes, strict=True))
            per_shard = [sum(size_of[g[0]] for g in shard) for shard in shards]
            assert max(per_shard) <= sum(sizes) / parts + max(sizes), (sizes, parts, per_shard)


def test_group_sizes_are_none_unless_every_file_is_local(tmp_path):
    from agent_traces.core.sharding import group_sizes

    (tmp_path / "a").write_bytes(b"x" * 3)
    (tmp_path / "b").write_bytes(b"x" * 4)
    local = [[str(tmp_path / "a"), str(tmp_path / "b")], [str(tmp_path / "b")]]
    assert group_sizes(local) == [7, 4]
    assert group_sizes([*local, ["https://host/c.jsonl"]]) is None
    assert group_sizes([[str(tmp_path / "missing")]]) is None


@pytest.mark.corpus
def test_num_proc_workers_get_equal_bytes_and_the_rows_keep_their_order(cache_dir, tmp_path, monkeypatch):
    """``datasets`` splits shards by count; one byte-balanced shard per worker splits by bytes."""
    from agent_traces.core import builder

    record = tmp_path / "jobs.txt"
    original = builder.AgentTracesBuilder._generate_tables

    def spy(self, shards, roots):  # runs in the forked workers; they report through a file
        files = [f for shard in shards for group in shard for f in group]
        size = sum(Path(f).stat().st_size for f in files)
        # each job is sent the names of its own files only, not of every input file
        own = len(roots) == len(shards) and all(
            set(names) == {f for group in shard for f in group}
            for shard, names in zip(shards, roots, strict=True)
        )
        with open(record, "a") as handle:
            handle.write(f"{size} {own}\n")
        yield from original(self, shards, roots)

    folder = CORPUS / "claude_code"
    options = {"data_dir": str(folder), "subagents": True, "split": "train"}
    one = load_dataset("claude_code", cache_dir=cache_dir + "1", **options)
    monkeypatch.setattr(builder.AgentTracesBuilder, "_generate_tables", spy)
    two = load_dataset("claude_code", cache_dir=cache_dir + "2", num_proc=2, **options)
    reports = [line.split() for line in record.read_text().splitlines()]
    assert [own for _, own in reports] == ["True", "True"]
    jobs = [int(n) for n, _ in reports]
    assert len(jobs) == 2
    assert sum(jobs) == sum(p.stat().st_size for p in folder.rglob("*.jsonl"))
    largest = max(p.stat().st_size for p in folder.rglob("*.jsonl"))
    assert abs(jobs[0] - jobs[1]) <= largest
    assert two["id"] == one["id"]
    assert two.data.table.equals(one.data.table)


@pytest.mark.corpus
def test_streaming_packs_small_shards_with_the_same_rows_and_resumes(cache_dir, monkeypatch):
    # datasets calls _generate_tables once per shard when streaming; one small session family
    # per call made streaming many small files 1.5-1.9x slower
    from agent_traces.core import sharding

    options = {"data_dir": str(CORPUS / "claude_code"), "subagents": True}
    cached = load_dataset("claude_code", cache_dir=cache_dir, split="train", **options)
    builder = load_dataset_builder("claude_code", **options)
    families = len(builder.group_files(sorted(str(p) for p in corpus_files("claude_code", "**/*.jsonl"))))
    assert families > 10

    monkeypatch.setattr(sharding, "STREAM_SHARD_BYTES", 400_000)
    streamed = load_dataset("claude_code", split="train", streaming=True, **options)
    assert 1 < streamed.num_shards < families
    rows = list(streamed)
    assert [r["id"] for r in rows] == cached["id"]
    assert rows == list(cached)

    half = len(rows) // 2
    first = []
    for row in streamed:
        first.append(row["id"])
        if len(first) == half:
            state = streamed.state_dict()
            break
    resumed = load_dataset("claude_code", split="train", streaming=True, **options)
    resumed.load_state_dict(state)
    assert first + [r["id"] for r in resumed] == cached["id"]

    monkeypatch.setattr(sharding, "STREAM_SHARD_BYTES", 1)
    one_each = load_dataset("claude_code", split="train", streaming=True, **options)
    assert one_each.num_shards == families
    assert [r["id"] for r in one_each] == cached["id"]


def test_relative_path_agrees_with_os_relpath(tmp_path, monkeypatch):
    import os

    from agent_traces.core.files import relative_path

    monkeypatch.chdir(tmp_path)
    root = str(tmp_path / "data")
    cases = [
        (str(tmp_path / "data" / "p" / "s.jsonl"), root),
        ("data/p/../q/s.jsonl", root),
        (str(tmp_path / "database" / "s.jsonl"), root),  # a sibling sharing the prefix
        (str(tmp_path / "other" / "s.jsonl"), root),
        (str(tmp_path / "data" / "s.jsonl"), "/"),
        ("s.jsonl", str(tmp_path)),
    ]
    for path, start in cases:
        expected = os.path.relpath(os.path.abspath(path), start).replace(os.sep, "/")
        assert relative_path(path, start) == expected, (path, start)
    assert relative_path("x/y.jsonl", "") == "x/y.jsonl"


@pytest.mark.corpus
def test_builder_pickled_for_num_proc_jobs_leaves_out_the_input_list(cache_dir):
    """Each job gets its files in ``gen_kwargs``; the full list made every pickle 525 KB at 1 GB."""
    import dill

    folder = str(CORPUS / "claude_code")
    builder = load_dataset_builder("claude_code", data_dir=folder, subagents=True, cache_dir=cache_dir)
    files = builder.config.data_files["train"]
    assert len(files) > 10
    clone = dill.loads(dill.dumps(builder))
    assert clone.config.data_files is None
    assert "data_files" not in clone.config_kwargs
    assert (clone.config.name, clone.config.subagents) == ("messages", True)
    assert builder.config.data_files["train"] == files  # the builder itself keeps its list
    assert all(str(f) not in dill.dumps(builder).decode("latin-1") for f in files)


@pytest.mark.corpus
def test_gc_is_paused_only_while_our_generators_run(monkeypatch):
    import gc

    from agent_traces.api import read_trajectories
    from agent_traces.loaders.claude_code import ClaudeCode

    inside = []
    original = ClaudeCode.parse_shard

    def spy(self, files, roots, log):
        for row in original(self, files, roots, log):
            inside.append(gc.isenabled())
            yield row

    monkeypatch.setattr(ClaudeCode, "parse_shard", spy)
    folder = CORPUS / "claude_code"
    options = {"data_dir": str(folder), "split": "train", "streaming": True}
    outside = [gc.isenabled() for _ in load_dataset("claude_code", **options)]
    assert len(inside) > 10 and not any(inside)
    assert len(outside) == len(inside) and all(outside)  # the consumer's code runs with it on
    assert gc.isenabled()

    inside.clear()
    files = [str(p) for p in folder.rglob("*.jsonl")]
    outside = [gc.isenabled() for _ in read_trajectories("claude_code", files)]
    assert len(inside) > 10 and not any(inside)
    assert len(outside) == len(inside) and all(outside)
    assert gc.isenabled()

    gc.disable()
    try:
        rows = list(load_dataset("claude_code", **options))
        assert len(rows) > 10
        assert not gc.isenabled()  # a caller's own choice is left alone
    finally:
        gc.enable()


def test_shared_tools_are_encoded_once_and_never_confused_by_a_reused_id():
    """A run of tables keeps a tools list's encoded form across tables, keyed by the object.

    A fresh list per table may get the id of a freed one; the cache holds each object it keyed,
    so every table still carries its own tools.
    """
    from agent_traces.converters.schema import finalize_row, tool
    from agent_traces.converters.views import render_view
    from agent_traces.core import encoding

    encoder = encoding.view_encoder("messages")
    cache: dict = {}

    def row(i: int, tools: list[dict]) -> dict:
        raw = {"id": f"r{i}", "harness": "t", "session_id": f"s{i}", "tools": tools}
        raw["messages"] = [{"role": "user", "content": "q"}]
        return render_view(finalize_row(raw)[0], "messages")[0]

    shared = [tool("read", "Read a file", {"type": "object", "properties": {"path": {"type": "string"}}})]
    for i in range(3 * encoding.MAX_SHARED):
        fresh = [tool(f"tool_{i}", None, {"n": i})]
        table = encoder.table([row(i, shared), row(i, fresh)], cache)
        tools = [[t["function"] for t in ts] for ts in table.column("tools").to_pylist()]
        assert [(t["name"], json.loads(t["parameters"])) for t in tools[0]] == [
            ("read", {"type": "object", "properties": {"path": {"type": "string"}}})
        ]
        assert [(t["name"], json.loads(t["parameters"])) for t in tools[1]] == [(f"tool_{i}", {"n": i})]
        del fresh, table, tools
    assert len(cache) <= encoding.MAX_SHARED
    assert id(shared) in cache


def test_copies_of_a_file_share_a_shard_once_datasets_patched_the_builder_module(tmp_path, cache_dir):
    """``colocate_copies`` merges the groups of files of the same name and size (copies in two
    folders), not others, and keeps groups of several files and URLs as they are; also after
    ``datasets`` patched the builder module's ``os.path`` for streaming, which it does on load."""
    from agent_traces.core import builder

    for folder, text in (("a", "x" * 10), ("b", "x" * 10), ("c", "x" * 11), ("d", "y" * 10)):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "t.jsonl").write_text(text)
    (tmp_path / "d" / "u.jsonl").write_text("x" * 10)
    a, b, c, d, u = (
        str(tmp_path / f / f"{n}.jsonl")
        for f, n in (("a", "t"), ("b", "t"), ("c", "t"), ("d", "t"), ("d", "u"))
    )
    groups = [[a], [c], [b], [u], [d], [a, c], ["https://example.org/t.jsonl"]]
    expected = [[a, b, d], [c], [u], [a, c], ["https://example.org/t.jsonl"]]
    assert builder.colocate_copies(groups) == expected
    load_dataset_builder("hermes", data_dir=str(FIXTURES / "hermes"), cache_dir=cache_dir)
    assert type(builder.os).__name__ == "_PatchedModuleObj"  # what the docstring of colocate_copies says
    assert builder.colocate_copies(groups) == expected


def test_loading_local_traces_sends_no_request(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``datasets`` counts loads of its packaged builders with a HEAD request to S3 named after
    the builder, through huggingface_hub's session; it is sent for ``json`` and never for ours."""
    from datasets import config
    from fake_hub import FakeHub

    monkeypatch.setattr(config, "HF_HUB_OFFLINE", False)
    monkeypatch.setattr(config, "HF_UPDATE_DOWNLOAD_COUNTS", True)
    sample = tmp_path / "rows.jsonl"
    sample.write_text('{"a": 1}\n', encoding="utf-8")
    with FakeHub() as hub:
        monkeypatch.setattr(config, "S3_DATASETS_BUCKET_PREFIX", f"{hub.endpoint}/datasets")
        load_dataset(
            "hermes", data_dir=str(FIXTURES / "hermes"), split="train", cache_dir=str(tmp_path / "c")
        )
        assert hub.requests + hub.unknown == []
        load_dataset("json", data_files=str(sample), split="train", cache_dir=str(tmp_path / "c"))
        assert ("HEAD", "/datasets/json/json.py") in hub.requests + hub.unknown


# -- a mistyped source name fails at once, before any network call (issue 33, item 6) ------------

_NETWORK: list[tuple] = []
_AUDITING = False


def _audit(event: str, args: tuple) -> None:
    if _AUDITING and event in ("socket.connect", "socket.getaddrinfo", "socket.gethostbyname"):
        _NETWORK.append((event, args))


@pytest.fixture
def no_network():
    """Records every connection attempted while the test runs (audit hooks cannot be removed,
    so one hook is added once and switched on and off)."""
    import sys

    global _AUDITING
    if not getattr(_audit, "added", False):
        sys.addaudithook(_audit)
        _audit.added = True  # type: ignore[attr-defined]
    _NETWORK.clear()
    _AUDITING = True
    try:
        yield _NETWORK
    finally:
        _AUDITING = False


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("claude", "'claude_code'"),
        ("Claude-Code", "'claude_code'"),
        ("gemini", "'gemini_cli'"),
        ("copilot", "'copilot_chat' or 'copilot_cli'"),
        ("hermse", "'hermes'"),
        ("openhand", "'openhands'"),
    ],
)
def test_a_mistyped_source_fails_at_once_without_the_network(typed, meant, no_network, cache_dir):
    import time

    from datasets.exceptions import DatasetNotFoundError

    start = time.monotonic()
    with pytest.raises(DatasetNotFoundError) as caught:
        load_dataset(typed, split="train", cache_dir=cache_dir)
    assert time.monotonic() - start < 2
    message = str(caught.value)
    assert f"did you mean {meant}?" in message and "\n" not in message
    assert no_network == []
    with pytest.raises(DatasetNotFoundError, match="did you mean"):
        get_dataset_config_names(typed)
    assert no_network == []


@pytest.mark.parametrize(
    "name", ["sst", "piqa", "imdb", "atis", "user/claude", "someone/claude_code", "gsm8k"]
)
def test_names_not_close_to_ours_go_to_the_hub_as_before(name, monkeypatch, tmp_path):
    from datasets import config

    from agent_traces.registration import close_sources

    assert close_sources(name) == []
    # offline, datasets' own lookup answers without a connection: the name reached it untouched
    monkeypatch.setattr(config, "HF_HUB_OFFLINE", True)
    with pytest.raises(ConnectionError, match=f"Couldn't reach '{name}' on the Hub"):
        load_dataset(name, cache_dir=str(tmp_path / "hf-cache"))


def test_a_local_folder_named_like_a_typo_is_read_as_a_folder(tmp_path, monkeypatch, cache_dir):
    from agent_traces.registration import close_sources

    monkeypatch.chdir(tmp_path)
    (tmp_path / "claude").mkdir()
    (tmp_path / "claude" / "rows.jsonl").write_text('{"a": 1}\n', encoding="utf-8")
    assert close_sources("claude") == []
    assert load_dataset("claude", split="train", cache_dir=cache_dir)["a"] == [1]


def test_the_check_is_in_place_when_agent_traces_is_imported_before_datasets(tmp_path):
    import subprocess
    import sys

    script = (
        "import sys, time\n"
        "seen = []\n"
        "sys.addaudithook(lambda e, a: seen.append(e) if e.startswith('socket.') else None)\n"
        "import agent_traces\n"
        "from datasets import load_dataset\n"
        "from datasets.exceptions import DatasetNotFoundError\n"
        "start = time.monotonic()\n"
        "try:\n"
        "    load_dataset('claude', split='train')\n"
        "except DatasetNotFoundError as err:\n"
        "    print(err)\n"
        "assert not seen, seen\n"
        "assert time.monotonic() - start < 2\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=300,
        env={**__import__("os").environ, "HF_HOME": str(tmp_path / "hf")},
    )
    assert done.returncode == 0, done.stderr
    assert "did you mean 'claude_code'?" in done.stdout
