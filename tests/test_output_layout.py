"""The shard layout both engines write to (``agent_traces.output.layout``)."""

from __future__ import annotations

import pyarrow.parquet as pq

from agent_traces.core.encoding import view_encoder
from agent_traces.output import (
    config_parts,
    period_numbered,
    shard_ranges,
    write_shard,
    written_data,
)
from agent_traces.problems import ProblemLog


def test_shard_ranges_cover_every_row_once_and_no_rows_is_one_empty_file() -> None:
    assert shard_ranges("train", 0, 5) == [("train-00000-of-00001.parquet", 0, 0)]
    assert shard_ranges("train", 10, 5) == [
        ("train-00000-of-00002.parquet", 0, 5),
        ("train-00001-of-00002.parquet", 5, 10),
    ]
    ranges = shard_ranges("train-x-2026-01", 11, 5, period_numbered)
    assert [name for name, _, _ in ranges] == [f"train-x-2026-01-{i:04d}.parquet" for i in range(3)]
    assert [(a, b) for _, a, b in ranges] == [(0, 5), (5, 10), (10, 11)]
    assert shard_ranges("train", 3, 0)[0][1:] == (0, 1)  # rows_per_shard < 1 counts as 1


def test_an_empty_shard_still_has_the_view_schema(tmp_path) -> None:
    encoder = view_encoder("messages")
    assert write_shard(tmp_path / "s.parquet", encoder, (), "zstd", 100) == 0
    table = pq.read_table(tmp_path / "s.parquet")
    assert table.num_rows == 0 and table.schema.names == encoder.schema.names
    # one empty row group, as every engine has always written it: the same bytes
    assert pq.ParquetFile(tmp_path / "s.parquet").metadata.num_row_groups == 1


def test_parts_of_mixed_harnesses_become_the_view_and_its_subsets() -> None:
    parts = config_parts(("messages",), ["codex", "aider"])
    assert [(p.config, p.prefix) for p in parts] == [
        ("messages-aider", "train-aider"),
        ("messages-codex", "train-codex"),
    ]
    written = {
        "messages-aider": (["data/messages/train-aider-00000-of-00001.parquet"], 10, 1),
        "messages-codex": (["data/messages/train-codex-00000-of-00001.parquet"], 20, 2),
    }
    data = written_data(["messages"], ["codex", "aider"], written, ProblemLog())
    assert list(data.configs) == ["messages", "messages-aider", "messages-codex"]
    assert data.rows == {"messages": 3, "messages-aider": 1, "messages-codex": 2}
    assert data.nbytes["messages"] == 30 and data.harnesses == ["aider", "codex"]
    one = written_data(["messages"], ["aider"], {"messages-aider": written["messages-aider"]}, ProblemLog())
    assert list(one.configs) == ["messages"] and one.rows == {"messages": 1}
