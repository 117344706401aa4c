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
``Json`` columns (stored as text) is not so. ``map``, ``filter`` and the formats
(``with_format``) therefore still read the Arrow tables one row at a time and decode them with
the dataset's features; the builder gives a streamed dataset :class:`DecodingFeatures`, whose
decoding is the same as ``datasets.Features``' and walks only the paths to ``Json`` leaves.
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


def _decoder(feature: Any, in_place: bool = True) -> Decoder | None:
    """A function decoding a non-None value of ``feature`` as ``decode_nested_example`` does;
    None when nothing in it decodes. Only the paths to a ``Json`` leaf are walked.

    ``in_place``: dicts on those paths are changed (they are fresh from ``to_pylist``); else they
    are copied, and a dict without exactly the struct's fields goes to ``decode_nested_example``
    (which raises on it, as before).
    """
    if not require_decoding(feature):
        return None
    if isinstance(feature, datasets.Json):
        return ujson_loads
    if isinstance(feature, dict):
        children = [
            (name, dec) for name, sub in feature.items() if (dec := _decoder(sub, in_place)) is not None
        ]
        fields = feature.keys()

        def decode_struct(value: Any) -> Any:
            if type(value) is not dict or not (in_place or value.keys() == fields):
                return decode_nested_example(feature, value)
            out = value if in_place else dict(value)
            for name, dec in children:
                item = value.get(name)
                out[name] = None if item is None else dec(item)
            return out

        return decode_struct
    if isinstance(feature, (datasets.List, datasets.LargeList)):
        inner = _decoder(feature.feature, in_place)
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

    @classmethod
    def wrap(cls, base: ArrowExamplesIterable, features: datasets.Features) -> DecodedArrowExamplesIterable:
        """``base`` with its rows decoded: built from its state, not through its constructor,
        whose arguments change between ``datasets`` releases (4.7 has no
        ``sleep_on_threads_shutdown``)."""
        new = cls.__new__(cls)
        new.__dict__.update(base.__dict__)
        new._features = features
        new._decode = row_decoder(features)
        return new

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


class DecodingFeatures(datasets.Features):
    """The view's ``Features``, decoding as ``datasets.Features`` does, faster.

    ``map``, ``filter`` and the formats of a streamed dataset read its Arrow tables one row at a
    time and decode them with the dataset's features (``decode_batch``/``decode_example``), whose
    generic walk of every nested field costs Hermes 0.6 s per 10 MB; these decode only the paths
    to ``Json`` leaves (:func:`_decoder`, copying what they change). Copies (``deepcopy``,
    pickling) keep the class; anything ``datasets`` derives (``flatten``, a ``map`` with new
    features) is a plain ``Features``. With a ``token_per_repo_id`` (media from private Hub
    repositories, which no view holds) decoding is left to ``datasets``.
    """

    def __reduce__(self) -> tuple:
        return type(self), (dict(self),)

    def _column_decoder(self, name: str) -> Decoder | None:
        cache = self.__dict__.setdefault("_decoders", {})
        feature = self[name]
        hit = cache.get(name)
        if hit is None or hit[0] is not feature:  # features can be changed in place
            hit = cache[name] = (feature, _decoder(feature, in_place=False))
        return hit[1]

    def decode_example(self, example: dict, token_per_repo_id: dict | None = None) -> dict:
        if token_per_repo_id or not example.keys() <= self.keys():
            return super().decode_example(example, token_per_repo_id=token_per_repo_id)
        out = {}
        for name in self:
            if name in example:
                value = example[name]
                dec = self._column_decoder(name) if value is not None else None
                out[name] = value if dec is None else dec(value)
        return out

    def decode_column(self, column: list, column_name: str, token_per_repo_id: dict | None = None) -> list:
        if token_per_repo_id:
            return super().decode_column(column, column_name, token_per_repo_id=token_per_repo_id)
        dec = self._column_decoder(column_name)
        return column if dec is None else [None if value is None else dec(value) for value in column]

    def decode_batch(self, batch: dict, token_per_repo_id: dict | None = None) -> dict:
        if token_per_repo_id:
            return super().decode_batch(batch, token_per_repo_id=token_per_repo_id)
        return {name: self.decode_column(column, name) for name, column in batch.items()}
