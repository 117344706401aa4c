"""Streamed rows decoded once per table: the examples iterable of every builder.

``datasets`` streams an ``ArrowBasedBuilder`` through an ``ArrowExamplesIterable`` without
features, so ``IterableDataset`` cuts each table into one-row tables, turns each into Python
(``to_pydict``) and decodes it with ``Features.decode_batch``, which walks every nested field of
every column holding a ``Json`` leaf (``decode_nested_example``). For Hermes that is every tool of
every row's tool list (4.4 tools a row, each ``{type, function: {name, description, parameters:
Json}}``): 0.6 s per 10 MB, more than parsing the files.

:class:`DecodedArrowExamplesIterable` declares the view's features and yields its rows already
decoded: each table becomes Python rows in one ``Table.to_pylist`` call, and only the paths that
lead to a ``Json`` leaf are walked, each leaf decoded by the function ``datasets`` uses
(``ujson_loads``), so a streamed row equals the row of the cached dataset
(``tests/test_streaming.py``). Iterating, ``shuffle``, ``skip``/``take`` and PyTorch workers then
take these rows as they are.

Its Arrow tables (``iter_arrow``) are unchanged, and it is not *typed* (``is_typed``) in the
sense of ``datasets``: that would tell ``datasets`` its Arrow tables need no decoding, which for
``Json`` columns (stored as text) is not so. So ``map``, ``filter`` and the formats
(``with_format``) read the Arrow tables and decode them through ``datasets`` as before: correct,
not faster.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

import datasets
import pyarrow as pa
from datasets import config as ds_config
from datasets.features.features import decode_nested_example, require_decoding
from datasets.iterable_dataset import ArrowExamplesIterable, _split_gen_kwargs
from datasets.utils.json import ujson_loads

Decoder = Callable[[Any], Any]


def _decoder(feature: Any) -> Decoder | None:
    """A function decoding a non-None value of ``feature`` as ``decode_nested_example`` does,
    changing dicts in place (they are fresh from ``to_pylist``); None when nothing in it decodes."""
    if not require_decoding(feature):
        return None
    if isinstance(feature, datasets.Json):
        return ujson_loads
    if isinstance(feature, dict):
        children = [(name, dec) for name, sub in feature.items() if (dec := _decoder(sub)) is not None]

        def decode_struct(value: Any) -> Any:
            if type(value) is not dict:
                return decode_nested_example(feature, value)
            for name, dec in children:
                item = value.get(name)
                value[name] = None if item is None else dec(item)
            return value

        return decode_struct
    if isinstance(feature, (datasets.List, datasets.LargeList)):
        inner = _decoder(feature.feature)
        if inner is None:
            return None
        return lambda value: [None if item is None else inner(item) for item in value]
    # Image, Audio, a list-of-one-feature schema, ...: decoded by datasets itself
    return lambda value: decode_nested_example(feature, value)


def row_decoder(features: datasets.Features) -> Callable[[dict], dict]:
    """A function decoding one Python row of ``features`` in place (``Features.decode_example``)."""
    columns = [(name, dec) for name, feature in features.items() if (dec := _decoder(feature)) is not None]

    def decode(row: dict) -> dict:
        for name, dec in columns:
            value = row.get(name)
            if value is not None:
                row[name] = dec(value)
        return row

    return decode


class DecodedArrowExamplesIterable(ArrowExamplesIterable):
    """``ArrowExamplesIterable`` whose examples come out decoded, with the features they have.

    Shards, shuffling of shards, resharding, Arrow tables and the resumable ``state_dict`` are the
    base class's; the iterables it derives are wrapped again.
    """

    def __init__(
        self,
        generate_tables_fn: Callable[..., Iterator],
        kwargs: dict,
        features: datasets.Features,
        **more: Any,
    ) -> None:
        super().__init__(generate_tables_fn, kwargs, **more)
        self._features = features
        self._decode = row_decoder(features)

    @classmethod
    def wrap(cls, base: ArrowExamplesIterable, features: datasets.Features) -> DecodedArrowExamplesIterable:
        return cls(
            base.generate_tables_fn,
            base.kwargs,
            features,
            generate_more_kwargs_fn=base.generate_more_kwargs_fn,
            sleep_on_threads_shutdown=base.sleep_on_threads_shutdown,
        )

    @property
    def features(self) -> datasets.Features:
        """The features its examples already have: ``IterableDataset`` then iterates them as they
        are, instead of decoding each one-row table of ``iter_arrow`` again."""
        return self._features

    def __iter__(self) -> Iterator[tuple[Any, dict]]:
        """As ``ArrowExamplesIterable.__iter__`` (same keys, same resumable state), rows decoded."""
        decode = self._decode
        state = self._state_dict
        shard_idx_start = state["shard_idx"] if state else 0
        for gen_kwargs in islice(
            _split_gen_kwargs(self.kwargs, max_num_jobs=self.num_shards), shard_idx_start, None
        ):
            shard_example_idx_start = state["shard_example_idx"] if state else 0
            shard_example_idx = 0
            for key, pa_table in self.generate_tables_fn(**gen_kwargs):
                if shard_example_idx + len(pa_table) <= shard_example_idx_start:
                    shard_example_idx += len(pa_table)
                    continue
                batch: pa.RecordBatch
                for batch in pa_table.to_reader(
                    max_chunksize=ds_config.ARROW_READER_BATCH_SIZE_IN_DATASET_ITER
                ):
                    for row in batch.to_pylist():
                        if shard_example_idx >= shard_example_idx_start:
                            if state:
                                state["shard_example_idx"] += 1
                            yield key, decode(row)
                        shard_example_idx += 1
            if state:
                state["shard_idx"] += 1
                state["shard_example_idx"] = 0

    def shuffle_data_sources(self, generator: Any) -> DecodedArrowExamplesIterable:
        return self.wrap(super().shuffle_data_sources(generator), self._features)

    def shard_data_sources(
        self, num_shards: int, index: int, contiguous: bool = True
    ) -> DecodedArrowExamplesIterable:
        return self.wrap(super().shard_data_sources(num_shards, index, contiguous=contiguous), self._features)

    def reshard_data_sources(self) -> DecodedArrowExamplesIterable:
        return self.wrap(super().reshard_data_sources(), self._features)
