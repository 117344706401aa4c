"""The shard layout of an output: the one plan every engine writes to.

Which configs a view has (:func:`config_names`), which files each harness's part of a view is
cut into (:func:`config_parts`, :func:`shard_ranges`, :func:`period_of`), how a Parquet shard is
written (:func:`write_shard`), and how the parts an engine wrote become the card's configs
(:func:`written_data`). The local engine (:mod:`.writer`) and Ray (:mod:`agent_traces.ray`)
differ only in where the rows are sorted and the shards written, so they write the same bytes.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pyarrow.parquet as pq

from ..core.encoding import ViewEncoder
from ..problems import ProblemLog

SHARD_LAYOUTS = ("count", "period")


def config_names(view: str, harnesses: Iterable[str]) -> list[str]:
    """The configs of ``view``: the view, plus ``<view>-<harness>`` when harnesses are mixed."""
    harnesses = sorted(set(harnesses))
    return [view] + ([f"{view}-{h}" for h in harnesses] if len(harnesses) > 1 else [])


def shard_prefixes(harnesses: Iterable[str]) -> list[tuple[str, str]]:
    """``(harness, shard name prefix)`` of the files of a view, all under ``data/<view>/``.

    One harness: ``(harness, "train")``, shards ``train-NNNNN-of-MMMMM.parquet``. Mixed: each
    harness its own shards ``train-<harness>-NNNNN-of-MMMMM.parquet``, so that every row is
    written once: the ``<view>`` config is all of them, ``<view>-<harness>`` a pattern over one
    harness's (see :func:`data_pattern`). Harness names are ``[a-z0-9_]`` (no ``-``), so no
    harness's pattern matches another's files."""
    harnesses = sorted(set(harnesses))
    if len(harnesses) < 2:
        return [(h, "train") for h in harnesses]
    return [(h, f"train-{h}") for h in harnesses]


def data_pattern(config: str) -> str:
    """The card's ``data_files`` pattern of ``config`` (see :func:`shard_prefixes`)."""
    view, _, harness = config.partition("-")
    return f"data/{view}/train-{harness}-*.parquet" if harness else f"data/{view}/train-*.parquet"


def combine_configs(view: str, harnesses: Iterable[str], configs: dict, counts: dict, nbytes: dict) -> None:
    """Turn the per-harness entries ``<view>-<harness>`` an engine wrote into the configs of
    :func:`config_names`, in place: ``<view>`` is every harness's files, in harness order; with
    one harness there is no subset."""
    harnesses = sorted(set(harnesses))
    parts = [f"{view}-{h}" for h in harnesses]
    configs[view] = [f for p in parts for f in configs[p]]
    counts[view] = sum(counts[p] for p in parts)
    nbytes[view] = sum(nbytes[p] for p in parts)
    if len(harnesses) < 2:
        for p in parts:
            del configs[p], counts[p], nbytes[p]
    for name in [view, *parts]:
        if name in configs:
            configs[name] = configs.pop(name)
            counts[name] = counts.pop(name)
            nbytes[name] = nbytes.pop(name)


@dataclass
class WrittenData:
    """The Parquet configs an engine wrote into the staging folder, for :func:`finish_output`."""

    configs: dict[str, list[str]]
    rows: dict[str, int]
    nbytes: dict[str, int]
    harnesses: list[str]
    problems: ProblemLog


@dataclass(frozen=True)
class ConfigPart:
    """One harness's part of one view: the files ``data/<view>/<prefix>-….parquet``."""

    view: str
    harness: str
    prefix: str

    @property
    def config(self) -> str:
        """The ``<view>-<harness>`` entry it is written as, before :func:`combine_configs`."""
        return f"{self.view}-{self.harness}"


def config_parts(views: Iterable[str], harnesses: Iterable[str]) -> list[ConfigPart]:
    """What an engine writes, in the order the card lists it: each view, each harness's part."""
    return [ConfigPart(view, h, prefix) for view in views for h, prefix in shard_prefixes(harnesses)]


def count_numbered(index: int, shards: int) -> str:
    """``shards="count"``: ``NNNNN-of-MMMMM``."""
    return f"{index:05d}-of-{shards:05d}"


def period_numbered(index: int, _shards: int) -> str:
    """``shards="period"``: ``NNNN``, with no total, so a month that grows rewrites only its end."""
    return f"{index:04d}"


def shard_ranges(
    prefix: str, total: int, rows_per_shard: int, numbered: Callable[[int, int], str] = count_numbered
) -> list[tuple[str, int, int]]:
    """``(file name, first row, end row)`` of each shard of ``total`` sorted rows: a file every
    ``rows_per_shard`` rows, and one empty file when there are none."""
    size = max(1, rows_per_shard)
    shards = max(1, -(-total // size))
    return [
        (f"{prefix}-{numbered(i, shards)}.parquet", i * size, min(total, (i + 1) * size))
        for i in range(shards)
    ]


def shard_file(view: str, name: str) -> str:
    """A shard's path relative to the output folder."""
    return f"data/{view}/{name}"


def write_shard(
    path: str | os.PathLike, encoder: ViewEncoder, row_groups: Iterable, compression: str, group: int
) -> int:
    """Write one Parquet shard: the view's schema (``datasets`` features in its metadata), one
    row group per table of ``row_groups`` (``group`` rows each), an empty table when there are
    none. Returns the in-memory size of the rows (the card's ``num_bytes``)."""
    nbytes = 0
    empty = True
    with pq.ParquetWriter(
        path, encoder.schema, compression=compression, use_dictionary=True, write_statistics=True
    ) as writer:
        for chunk in row_groups:
            nbytes += chunk.nbytes
            writer.write_table(chunk, row_group_size=group)
            empty = False
        if empty:
            writer.write_table(encoder.storage_schema.empty_table().cast(encoder.schema))
    return nbytes


def written_data(
    views: Iterable[str],
    harnesses: Iterable[str],
    written: dict[str, tuple[list[str], int, int]],
    log: ProblemLog,
) -> WrittenData:
    """The configs of :func:`config_names` from what an engine wrote of each :class:`ConfigPart`:
    ``written`` is ``(files, in-memory bytes, rows)`` by ``part.config``, in
    :func:`config_parts` order."""
    configs = {config: files for config, (files, _, _) in written.items()}
    nbytes = {config: size for config, (_, size, _) in written.items()}
    counts = {config: rows for config, (_, _, rows) in written.items()}
    for view in views:
        combine_configs(view, harnesses, configs, counts, nbytes)
    return WrittenData(configs, counts, nbytes, sorted(set(harnesses)), log)


_PERIOD = re.compile(r"^(\d{4})-(\d{2})")


def period_of(row: dict) -> str:
    """The month (``YYYY-MM``) a session's shards go to under ``shards="period"``: of its
    ``sent_at`` (the first user message), or ``undated``. A session keeps its month whatever
    else is published, so adding sessions leaves the shards of other months byte-identical."""
    match = _PERIOD.match(str(row.get("sent_at") or ""))
    return f"{match[1]}-{match[2]}" if match else "undated"
