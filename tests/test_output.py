"""The dataset folder: deterministic Parquet, a card the Hub and plain `datasets` read, a manifest."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq
import pytest
import yaml
from conftest import corpus_files
from datasets import load_dataset
from datasets.info import DatasetInfosDict
from datasets.utils.metadata import MetadataConfigs
from huggingface_hub import DatasetCard

from agent_traces.api import read_trajectories
from agent_traces.converters.views import STORED_AS, VIEW_FEATURES, VIEWS
from agent_traces.output import OutputOptions, write_dataset

HERMES = corpus_files("hermes")
CLAUDE = corpus_files("claude_code", "projects/-Users-dain-workspace-claude-code-log-sample/*.jsonl")


def _files(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


@pytest.fixture(scope="module")
def claude_folder(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, object]:
    folder = tmp_path_factory.mktemp("out") / "claude"
    result = write_dataset(
        folder, {"claude_code": [str(p) for p in CLAUDE]}, OutputOptions(rows_per_shard=2, row_group_size=1)
    )
    return folder, result


@pytest.mark.corpus
def test_same_inputs_give_identical_bytes_and_fingerprint(tmp_path: Path) -> None:
    inputs = {"hermes": [str(p) for p in HERMES]}
    a = write_dataset(tmp_path / "a", inputs, OutputOptions(redact=True))
    b = write_dataset(tmp_path / "b", inputs, OutputOptions(redact=True))
    assert a.fingerprint == b.fingerprint
    assert _files(tmp_path / "a") == _files(tmp_path / "b")
    # a changed input (one character of a message) changes the fingerprint; changed options do too
    copy = tmp_path / "in" / HERMES[0].name
    copy.parent.mkdir()
    copy.write_bytes(HERMES[0].read_bytes().replace(b'"value": "', b'"value": "X', 1))
    changed = write_dataset(
        tmp_path / "c", {"hermes": [str(copy), *map(str, HERMES[1:])]}, OutputOptions(redact=True)
    )
    assert changed.fingerprint != a.fingerprint
    other = write_dataset(tmp_path / "d", inputs, OutputOptions(redact=True, license="mit"))
    assert other.fingerprint != a.fingerprint


@pytest.mark.corpus
def test_manifest_lists_every_file_and_the_local_record_the_inputs(
    claude_folder: tuple[Path, object],
) -> None:
    import hashlib

    folder, result = claude_folder
    manifest = json.loads((folder / "manifest.json").read_text())
    assert manifest["fingerprint"] == result.fingerprint and manifest["generator"] == "agent-traces"
    assert manifest["inputs"] == {
        "files": len(CLAUDE),
        "bytes": sum(p.stat().st_size for p in CLAUDE),
        "by_source": {"claude_code": len(CLAUDE)},
        "skipped": {},
        "changed_while_read": 0,
    }
    assert manifest["options"]["rows_per_shard"] == 2 and manifest["agent_traces_version"]
    on_disk = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    assert on_disk == sorted([*manifest["files"], "manifest.json"]) == result.files()
    for rel, meta in manifest["files"].items():
        assert hashlib.sha256((folder / rel).read_bytes()).hexdigest() == meta["sha256"]
        assert (folder / rel).stat().st_size == meta["size"]
    record = json.loads(Path(result.record).read_text())
    listed = {entry["sha256"]: entry["size"] for entry in record["inputs"]}
    expected = {hashlib.sha256(p.read_bytes()).hexdigest(): p.stat().st_size for p in CLAUDE}
    assert listed == expected and record["fingerprint"] == result.fingerprint


@pytest.mark.corpus
def test_parquet_layout_is_fixed_and_sorted(claude_folder: tuple[Path, object]) -> None:
    folder, result = claude_folder
    shards = sorted((folder / "data" / "messages").glob("*.parquet"))
    assert len(shards) == (result.rows["messages"] + 1) // 2 >= 2
    ids = []
    for shard in shards:
        meta = pq.ParquetFile(shard).metadata
        assert all(meta.row_group(i).num_rows == 1 for i in range(meta.num_row_groups))
        assert meta.row_group(0).column(0).compression == "ZSTD"
        assert set(meta.metadata) == {b"huggingface", b"ARROW:schema"}  # no timestamps, no paths
        ids += pq.read_table(shard, columns=["id"]).column("id").to_pylist()
    assert ids == sorted(ids) and len(ids) == result.rows["messages"]


@pytest.mark.corpus
def test_statistics_match_an_independent_count(claude_folder: tuple[Path, object]) -> None:
    folder, result = claude_folder
    rows = list(read_trajectories("claude_code", [str(p) for p in CLAUDE]))
    stats = result.statistics
    assert stats["sessions"] == len(rows)
    assert stats["messages"] == sum(len(r["messages"]) for r in rows)
    tools = Counter(c["function"]["name"] for r in rows for m in r["messages"] for c in m["tool_calls"] or [])
    assert stats["tool_calls_by_tool"] == dict(tools) and stats["tool_calls"] == sum(tools.values())
    models = Counter(m["model"] for r in rows for m in r["messages"] if m.get("model"))
    assert stats["models"] == dict(models)
    stamps = [m["timestamp"] for r in rows for m in r["messages"] if m.get("timestamp")]
    assert stats["first_timestamp"] == min(stamps) and stats["last_timestamp"] == max(stamps)
    # Claude Code records usage: the card has token totals, read from the raw files independently
    raw_output = 0
    seen = set()
    for path in CLAUDE:
        for line in path.read_text().splitlines():
            rec = json.loads(line)
            msg = rec.get("message") or {}
            if rec.get("type") == "assistant" and msg.get("usage") and msg.get("id") not in seen:
                seen.add(msg.get("id"))
                raw_output += msg["usage"].get("output_tokens", 0)
    assert raw_output > 0 and any("output_tokens" in k for k in stats["tokens"])
    card = (folder / "README.md").read_text()
    for name, n in tools.items():
        assert f"| `{name}` | {n} |" in card


@pytest.mark.corpus
def test_card_parses_and_its_metadata_is_what_datasets_reads(claude_folder: tuple[Path, object]) -> None:
    folder, result = claude_folder
    card = DatasetCard.load(folder / "README.md")
    data = card.data.to_dict()
    assert data["tags"] == ["agent-traces", "claude-code"]
    assert data["task_categories"] == ["text-generation"] and data["size_categories"] == ["n<1K"]
    assert "license" not in data and "none was given" in card.text
    configs = MetadataConfigs.from_dataset_card_data(card.data)
    assert sorted(configs) == sorted(VIEWS) and configs["messages"]["default"] is True
    infos = DatasetInfosDict.from_dataset_card_data(card.data)
    for view in VIEWS:
        assert infos[view].features == VIEW_FEATURES[STORED_AS.get(view, view)]
        assert infos[view].splits["train"].num_examples == result.rows[view]
    header = card.content.split("---")[1]
    assert "dtype: json" in header and yaml.safe_load(header)["pretty_name"]
    assert result.fingerprint in card.text


@pytest.mark.corpus
def test_license_and_tag_appear_in_the_card(tmp_path: Path) -> None:
    options = OutputOptions(license="cc-by-4.0", repo_id="me/traces", tag="v1")
    write_dataset(tmp_path, {"hermes": [str(p) for p in HERMES]}, options)
    card = DatasetCard.load(tmp_path / "README.md")
    assert card.data.license == "cc-by-4.0"
    assert 'load_dataset("me/traces", "messages", split="train", revision="v1")' in card.text


CLEAN_LOAD = r"""
import json, sys
from datasets import load_dataset
folder, cache = sys.argv[1], sys.argv[2]
out = {}
for config in json.loads(sys.argv[3]):
    args = (folder,) if config is None else (folder, config)
    ds = load_dataset(*args, split="train", cache_dir=cache)
    out[str(config)] = {"features": ds.features.to_dict(), "ids": list(ds["id"]), "first": ds[0]}
assert not [m for m in sys.modules if m.startswith("agent_traces")], "agent_traces was imported"
print(json.dumps(out, default=str))
"""


@pytest.mark.corpus
def test_plain_datasets_loads_every_config_without_agent_traces(
    claude_folder: tuple[Path, object], tmp_path: Path
) -> None:
    folder, result = claude_folder
    configs = [None, "sharegpt", "steps"]
    proc = subprocess.run(
        [sys.executable, "-I", "-c", CLEAN_LOAD, str(folder), str(tmp_path / "cache"), json.dumps(configs)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    loaded = json.loads(proc.stdout.strip().splitlines()[-1])
    for config, view in zip(configs, ["messages", "sharegpt", "steps"], strict=True):
        got = loaded[str(config)]
        assert got["features"] == VIEW_FEATURES[STORED_AS.get(view, view)].to_dict()
        assert len(got["ids"]) == result.rows[view] and got["ids"] == sorted(got["ids"])
    first = loaded["None"]["first"]
    table = pq.read_table(sorted((folder / "data" / "messages").glob("*.parquet"))[0])
    assert first["id"] == table.column("id")[0].as_py()
    # Json fields come back as objects, not strings
    calls = [c for m in first["messages"] for c in (m["tool_calls"] or [])]
    assert calls and all(isinstance(c["function"]["arguments"], dict) for c in calls)


@pytest.mark.corpus
def test_mixed_sources_get_per_source_configs(tmp_path: Path) -> None:
    inputs = {"hermes": [str(p) for p in HERMES], "claude_code": [str(CLAUDE[0])]}
    result = write_dataset(tmp_path, inputs, OutputOptions(views=("messages", "sharegpt")))
    assert set(result.configs) == {
        "messages",
        "sharegpt",
        "messages-claude_code",
        "messages-hermes",
        "sharegpt-claude_code",
        "sharegpt-hermes",
    }
    assert result.rows["messages"] == result.rows["messages-claude_code"] + result.rows["messages-hermes"]
    hermes_ids = pq.read_table(tmp_path / result.configs["messages-hermes"][0]).column("harness").to_pylist()
    assert set(hermes_ids) == {"hermes"}
    card = DatasetCard.load(tmp_path / "README.md")
    assert {c["config_name"] for c in card.data.configs} == set(result.configs)
    # every row is written once: the subsets are patterns over the view's per-harness shards
    for view in ("messages", "sharegpt"):
        on_disk = sorted(p.relative_to(tmp_path).as_posix() for p in (tmp_path / "data").rglob("*.parquet"))
        assert sorted(result.configs[view]) == [p for p in on_disk if p.startswith(f"data/{view}/")]
        subsets = result.configs[f"{view}-claude_code"] + result.configs[f"{view}-hermes"]
        assert sorted(subsets) == sorted(result.configs[view])
    assert sorted(p.name for p in (tmp_path / "data").iterdir()) == ["messages", "sharegpt"]
    # one load_dataset line per config family, not one per config
    loads = [line for line in card.text.splitlines() if line.startswith("ds = load_dataset(")]
    assert len(loads) == 3, loads
    # plain datasets reads each config from its pattern (no agent_traces builder involved)
    cache = str(tmp_path.parent / f"{tmp_path.name}-cache")
    for config in ("messages", "messages-hermes", "sharegpt-claude_code"):
        ds = load_dataset(str(tmp_path), config, split="train", cache_dir=cache)
        assert len(ds) == result.rows[config], config
        harness = config.partition("-")[2]
        assert not harness or set(ds["harness"]) == {harness}


@pytest.mark.corpus
def test_rewriting_a_folder_replaces_old_shards(tmp_path: Path) -> None:
    write_dataset(tmp_path, {"hermes": [str(p) for p in HERMES]}, OutputOptions(rows_per_shard=1))
    assert len(list((tmp_path / "data" / "messages").glob("*.parquet"))) > 1
    write_dataset(tmp_path, {"hermes": [str(p) for p in HERMES]}, OutputOptions(), force=True)
    assert len(list((tmp_path / "data" / "messages").glob("*.parquet"))) == 1


def test_card_template_ships_with_the_package() -> None:
    from importlib import resources

    template = resources.files("agent_traces").joinpath("templates", "dataset_card.md.j2")
    assert "## Redaction" in template.read_text()
    top = Path(__file__).resolve().parents[1] / "dataset_cards" / "dataset_card.md.j2"
    assert top.read_text() == template.read_text()


@pytest.mark.slow
@pytest.mark.corpus
def test_num_proc_reads_in_processes_and_writes_the_same_bytes(tmp_path: Path) -> None:
    claude = sorted(str(p) for p in corpus_files("claude_code", "projects/**/*.jsonl"))
    inputs = {"claude_code": claude, "hermes": [str(p) for p in HERMES]}
    one = write_dataset(tmp_path / "one", inputs, OutputOptions(redact=True, rows_per_shard=3))
    two = write_dataset(tmp_path / "two", inputs, OutputOptions(redact=True, rows_per_shard=3), num_proc=2)
    assert one.fingerprint == two.fingerprint
    assert _files(tmp_path / "one") == _files(tmp_path / "two")
    assert one.problems.counts == two.problems.counts


@pytest.mark.slow
@pytest.mark.corpus
def test_strict_errors_cross_the_process_boundary(tmp_path: Path) -> None:
    from agent_traces import TraceFormatError

    bad = tmp_path / "in"
    bad.mkdir()
    for path in HERMES:
        (bad / path.parent.name).mkdir()
        (bad / path.parent.name / path.name).write_bytes(path.read_bytes() + b"{broken\n")
    files = sorted(str(p) for p in bad.rglob("*.jsonl"))
    with pytest.raises(TraceFormatError) as info:
        list(read_trajectories("hermes", files, strict=True, num_proc=2))
    assert info.value.reason == "malformed_json" and info.value.file.endswith("trajectory_samples.jsonl")
