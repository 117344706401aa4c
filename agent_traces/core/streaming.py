"""Streamed rows decoded once per table: the examples iterable of every builder.

``datasets`` streams an ``ArrowBasedBuilder`` through an ``ArrowExamplesIterable`` without
features, so ``IterableDataset`` cuts each table into one-row tables, turns each into Python
(``to_pydict``) and decodes it with ``Features.decode_batch``, which walks every nested field of
every column holding a ``Json`` leaf (``decode_nested_example``). For Hermes that is every tool of
every row's tool list (4.4 tools a row, each ``{type, function: {name, description, parameters:
Json}}``): 0.6 s per 10 MB, more than parsing the files.

:class:`DecodedArrowExamplesIterable` declares the view's features and yields its rows already
decoded: each table becomes Python rows column by column (:class:`TableRows`), each nested column
converted leaf by leaf (:func:`converter`; ``to_pylist`` makes a scalar object per nested value)
and each ``Json`` leaf decoded by the function ``datasets`` uses (``ujson_loads``), so a streamed
row equals the row of the cached dataset (``tests/test_streaming.py``). Long strings repeated in a
table (Hermes' system prompt) are decoded once and shared (:func:`_strings`); a ``tools`` list
repeated from row to row (Hermes) is decoded once and copied for each row from a compiled literal
(:class:`RepeatedLists`). Iterating, ``shuffle``, ``skip``/``take`` and PyTorch workers then take
these rows as they are.

Its Arrow tables (``iter_arrow``) are unchanged, and it is not *typed* (``is_typed``) in the
sense of ``datasets``: that would tell ``datasets`` its Arrow tables need no decoding, which for
``Json`` columns (stored as text) is not so. ``map``, ``filter`` and the formats
(``with_format``) therefore still read the Arrow tables one row at a time and decode them with
the dataset's features; the builder gives a streamed dataset :class:`DecodingFeatures`, whose
decoding is the same as ``datasets.Features``' and walks only the paths to ``Json`` leaves.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

import datasets
import numpy as np
import orjson
import pyarrow as pa
import pyarrow.compute as pc
from datasets.features.features import decode_nested_example, require_decoding
from datasets.iterable_dataset import ArrowExamplesIterable, _split_gen_kwargs
from datasets.utils.json import ujson_loads

from .encoding import SHARED_COLUMNS

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


COPY_AFTER = 16
"""Rows of one list value seen (in this iteration) before a constructor of fresh copies of it is
compiled: compiling costs about as much as decoding 60-100 rows of a 30-tool list."""
MIN_ROWS = 16
"""Tables of fewer rows are decoded as usual: finding their repeats costs more than it saves
(Claude Code's tables hold a few sessions each)."""
MAX_REPEATED = 64
"""Distinct list values whose constructors are kept (all are forgotten when more are seen)."""
MAX_LITERAL_DEPTH = 48
"""Values nested deeper are decoded per row: CPython's parser refuses 200 nested brackets."""


class _TooDeep(Exception):
    pass


def _literal(value: Any, consts: list, depth: int) -> str:
    """Python source building a fresh copy of a decoded JSON value: dicts and lists anew, every
    other value shared (strings, numbers, ``True``/``False``/``None`` are immutable). Strings and
    integers are written as their ``repr`` (a literal that evaluates to an equal value, never
    code); any other leaf is taken from ``consts``."""
    if depth > MAX_LITERAL_DEPTH:
        raise _TooDeep
    cls = value.__class__
    if cls is dict:
        items = (
            f"{_literal(k, consts, depth + 1)}: {_literal(v, consts, depth + 1)}" for k, v in value.items()
        )
        return "{" + ", ".join(items) + "}"
    if cls is list:
        return "[" + ", ".join(_literal(v, consts, depth + 1) for v in value) + "]"
    if cls is str or cls is int or value is None or value is True or value is False:
        return repr(value)
    consts.append(value)
    return f"_c[{len(consts) - 1}]"


def copier(value: Any) -> Callable[[], Any] | None:
    """A function returning a fresh copy of ``value`` (a decoded JSON value) on each call, or None
    when it nests deeper than ``MAX_LITERAL_DEPTH``.

    The copy is a compiled literal: CPython builds its dicts and lists from constants several
    times faster than ``to_pylist`` and ``ujson_loads`` make them again (a row's 30-tool list of
    the benchmark corpus: 20 against 80 microseconds). Rows must not share containers (a user may
    change one row's tools), but may share the immutable values inside them.
    """
    consts: list = []
    try:
        source = _literal(value, consts, 0)
    except _TooDeep:
        return None
    return eval(compile(f"lambda: {source}", "<repeated value>", "eval"), {"_c": tuple(consts)})


def _leaves(array: pa.Array) -> list[pa.Array] | None:
    """The leaf arrays of a struct array without nulls at any struct level, in field order (Json
    leaves as their text); None when a struct has nulls or a field is a list or a map."""
    if array.null_count:
        return None
    out = []
    for child in array.flatten():
        kind = child.type
        if pa.types.is_struct(kind):
            inner = _leaves(child)
            if inner is None:
                return None
            out.extend(inner)
        elif pa.types.is_nested(kind):
            return None
        else:
            out.append(child.storage if isinstance(child, pa.ExtensionArray) else child)
    return out


def list_items(chunks: list[pa.Array]) -> tuple[list[pa.Array], list[tuple[int, int]]]:
    """The items of list arrays (each chunk's slice of its values, which ``values`` gives whole)
    and, per row of all the chunks, its ``(start, end)`` in those items concatenated."""
    parts, starts, ends, base = [], [], [], 0
    for chunk in chunks:
        offsets = chunk.offsets.to_numpy()
        first, last = int(offsets[0]), int(offsets[-1])
        parts.append(chunk.values.slice(first, last - first))
        starts.append(offsets[:-1] - (first - base))
        ends.append(offsets[1:] - (first - base))
        base += last - first
    if not parts:
        return [], []
    return parts, list(zip(np.concatenate(starts).tolist(), np.concatenate(ends).tolist(), strict=True))


def row_keys(column: pa.Array | pa.ChunkedArray) -> list[bytes | None] | None:
    """For a list-of-structs column: per row, bytes equal for two rows exactly when their values
    are equal (None for a null row), from one dictionary encoding per leaf of the items (over all
    the chunks, without joining them); None when the items are not flat structs
    (:func:`_leaves`).

    Keys are only comparable within one column (the dictionaries are the column's own).
    """
    if not (pa.types.is_list(column.type) and pa.types.is_struct(column.type.value_type)):
        return None
    chunks = column.chunks if isinstance(column, pa.ChunkedArray) else [column]
    parts, bounds = list_items(chunks)
    leaves = []
    for part in parts:
        items = _leaves(part)
        if not items:
            return None
        leaves.append(items)
    if not leaves:
        return []
    codes = np.column_stack(
        [
            np.concatenate([part.indices.to_numpy() for part in encoded.chunks])
            for encoded in (
                pc.dictionary_encode(pa.chunked_array(parts), null_encoding="encode")
                for parts in zip(*leaves, strict=True)
            )
        ]
    )
    keys: list[bytes | None] = [codes[start:end].tobytes() for start, end in bounds]
    _set_nulls(keys, chunks)
    return keys


def _none() -> None:
    return None


class RepeatedLists:
    """Decoded values of a list-of-structs column whose rows repeat the same values (Hermes: every
    row of a run declares the same tools), each distinct value decoded once.

    Rows of a value seen ``COPY_AFTER`` times get fresh copies from a :func:`copier` of its
    decoded value; the rest are decoded as usual. Values are told apart within a table by
    :func:`row_keys` and across tables by their text. The values are made one row at a time, as
    the rows are taken: a table's worth of tool lists alive at once (25 000 containers for 113
    rows of the benchmark corpus) survived the young collections, and the old generation they
    filled set off full collections of the process (four per 100 MB, 1.6 s with ``torch``
    imported).
    """

    def __init__(self, decode: Decoder | None) -> None:
        self.decode = decode
        self.seen: dict[bytes, list] = {}  # value's JSON text -> [rows seen, copier or None]

    def makers(self, column: pa.Array | pa.ChunkedArray) -> list[Callable[[], Any]] | None:
        """For each row of ``column``, a function making its decoded value; None when it is not a
        column of repeats."""
        if len(column) < MIN_ROWS:
            return None
        keys = row_keys(column)
        if keys is None:
            return None
        rows_of: dict[bytes | None, list[int]] = {}
        for index, key in enumerate(keys):
            rows_of.setdefault(key, []).append(index)
        if len(rows_of) > len(keys) // 2:
            return None  # mostly distinct: nothing to share
        out: list[Callable[[], Any]] = [_none] * len(keys)
        for key, rows in rows_of.items():
            if key is None:
                continue
            text = orjson.dumps(column[rows[0]].as_py())
            entry = self.seen.get(text)
            if entry is None:
                if len(self.seen) >= MAX_REPEATED:
                    self.seen.clear()
                entry = self.seen[text] = [0, None]
            entry[0] += len(rows)
            if entry[1] is None and entry[0] >= COPY_AFTER:
                entry[1] = copier(self._decoded(column, rows[0])) or False
            make = entry[1]
            for index in rows:
                out[index] = make or functools.partial(self._decoded, column, index)
        return out

    def _decoded(self, column: pa.Array, index: int) -> Any:
        value = column[index].as_py()
        return value if self.decode is None else self.decode(value)


class _Slow(Exception):
    """Arrays :func:`converter` does not convert: a null list with items under it (Arrow allows
    them; ``to_pylist`` ignores the items, which here would be decoded)."""


Convert = Callable[[list[pa.Array]], list]
"""Arrays of one type (a column's chunks) -> their decoded Python values, one list."""

LONG_TEXT = 512
"""Strings of this many bytes or more that share their length with another are candidates for
being made once per distinct value (:func:`_strings`)."""


def _is_text(kind: pa.DataType) -> bool:
    return pa.types.is_string(kind) or pa.types.is_large_string(kind)


def _lengths(array: pa.Array) -> np.ndarray:
    """The byte lengths of a string array's values, from its offsets (no compute call)."""
    if not len(array):
        return np.zeros(0, dtype=np.int64)
    dtype = np.int64 if pa.types.is_large_string(array.type) else np.int32
    offsets = np.frombuffer(array.buffers()[1], dtype=dtype)[array.offset : array.offset + len(array) + 1]
    return np.diff(offsets)


def _plain(chunks: list[pa.Array]) -> list:
    """Leaf values, by ``to_pylist``: fast for pyarrow's own leaf types (not for extension types
    such as ``Json``, nor for nested ones, which make a scalar object per value)."""
    out: list = []
    for chunk in chunks:
        out += chunk.to_pylist()
    return out


def _strings(chunks: list[pa.Array], kind: pa.DataType) -> list:
    """The values of string arrays (None for nulls).

    When most bytes are in long strings that share their length with another (Hermes repeats a
    10-50 KB system prompt in every row of a run), the chunks are dictionary-encoded and each
    distinct value decoded once, its rows sharing the Python string (strings are immutable):
    decoding costs several times what hashing does. Other arrays (long distinct texts such as
    tool outputs seldom share a length) are converted as they are, after a look at their
    lengths: hashing them and building their dictionary would double the cost.
    """
    if sum(chunk.get_total_buffer_size() for chunk in chunks) >= 2 * LONG_TEXT:  # >= the text bytes
        lengths = np.concatenate([_lengths(chunk) for chunk in chunks])
        long = lengths[lengths >= LONG_TEXT]
        if len(long) > 1:
            values, counts = np.unique(long, return_counts=True)
            if 2 * int((values * counts)[counts > 1].sum()) > int(lengths.sum()):
                column = pa.chunked_array(chunks, type=kind)
                encoded = pc.dictionary_encode(column, null_encoding="encode")  # one dictionary for all
                distinct = encoded.chunk(0).dictionary.to_numpy(zero_copy_only=False)
                indices = np.concatenate([chunk.indices.to_numpy() for chunk in encoded.chunks])
                return distinct[indices].tolist()
    return _plain(chunks)


def _set_nulls(out: list, chunks: list[pa.Array]) -> None:
    """None at the rows of ``out`` (the values of ``chunks``, concatenated) that are null."""
    start = 0
    for chunk in chunks:
        if chunk.null_count:
            for index in np.flatnonzero(chunk.is_null().to_numpy(zero_copy_only=False)).tolist():
                out[start + index] = None
        start += len(chunk)


def _dict_maker(names: list[str]) -> Callable[..., dict]:
    """A function of ``len(names)`` values returning the dict of ``names`` to them, in that order:
    a compiled dict display, faster than ``dict(zip(names, values))``. Names are written as their
    ``repr``, a literal, never code."""
    params = ", ".join(f"_{i}" for i in range(len(names)))
    items = ", ".join(f"{name!r}: _{i}" for i, name in enumerate(names))
    return eval(compile(f"lambda {params}: {{{items}}}", "<struct>", "eval"))


def converter(feature: Any, kind: pa.DataType) -> Convert | None:
    """A function turning arrays of ``kind`` (holding ``feature``) into their Python values,
    decoded as :func:`_decoder` decodes them; None for features and types it does not know
    (converted by ``to_pylist`` and decoded by :func:`_decoder`).

    ``to_pylist`` makes a scalar object per nested value; this converts each leaf of all the
    chunks at once and rebuilds the containers in Python: structs from their flattened fields
    (null where the struct is), with keys in the fields' order, lists from their offsets and the
    converted values between them, ``Json`` leaves decoded by ``ujson_loads``. It raises
    ``_Slow`` on a null list with items under it.
    """
    if isinstance(feature, datasets.Json):
        storage = kind.storage_type if isinstance(kind, pa.BaseExtensionType) else kind
        if not _is_text(storage):
            return None

        def convert_json(chunks: list[pa.Array]) -> list:
            texts = _plain([_storage(chunk) for chunk in chunks])
            return (
                [None if text is None else ujson_loads(text) for text in texts] if feature.decode else texts
            )

        return convert_json
    if isinstance(feature, datasets.Value):
        if isinstance(kind, pa.BaseExtensionType) or pa.types.is_nested(kind):
            return None
        return (lambda chunks: _strings(chunks, kind)) if _is_text(kind) else _plain
    if isinstance(feature, dict):
        if not (pa.types.is_struct(kind) and kind.num_fields and [f.name for f in kind] == list(feature)):
            return None
        fields = [converter(feature[f.name], f.type) for f in kind]
        if any(convert is None for convert in fields):
            return None
        make = _dict_maker([f.name for f in kind])

        def convert_struct(chunks: list[pa.Array]) -> list:
            flat = [chunk.flatten() for chunk in chunks]  # null where the struct is
            columns = [convert([parts[i] for parts in flat]) for i, convert in enumerate(fields)]
            out = list(map(make, *columns))
            _set_nulls(out, chunks)
            return out

        return convert_struct
    if isinstance(feature, (datasets.List, datasets.LargeList)):
        if not (pa.types.is_list(kind) or pa.types.is_large_list(kind)):
            return None
        items = converter(feature.feature, kind.value_type)
        if items is None:
            return None

        def convert_list(chunks: list[pa.Array]) -> list:
            if sum(chunk.null_count for chunk in chunks) == sum(len(chunk) for chunk in chunks):
                return [None] * sum(len(chunk) for chunk in chunks)
            for chunk in chunks:
                if chunk.null_count:
                    nulls = chunk.is_null().to_numpy(zero_copy_only=False)
                    if np.diff(chunk.offsets.to_numpy())[nulls].any():
                        raise _Slow
            parts, bounds = list_items(chunks)
            values = items(parts)
            out = [values[start:end] for start, end in bounds]
            _set_nulls(out, chunks)
            return out

        return convert_list
    return None


def _storage(array: pa.Array) -> pa.Array:
    return array.storage if isinstance(array, pa.ExtensionArray) else array


class TableRows:
    """Turns the tables of a view into its rows as decoded Python dicts, each equal to the row
    ``Features.decode_example`` makes of ``to_pylist``.

    Columns are converted whole (:func:`converter`; ``to_pylist`` and :func:`_decoder` where it
    does not apply) and the columns of ``SHARED_COLUMNS`` through :class:`RepeatedLists`, their
    values made as each row is taken.
    """

    def __init__(self, features: datasets.Features) -> None:
        self.features = features
        self.decoders = {name: dec for name, feature in features.items() if (dec := _decoder(feature))}
        self.repeated = {
            name: RepeatedLists(self.decoders.get(name)) for name in SHARED_COLUMNS if name in features
        }
        self._converters: dict[str, tuple[pa.DataType, Convert | None]] = {}
        self._row_makers: dict[tuple[str, ...], Callable[..., dict]] = {}

    def column(self, name: str, column: pa.ChunkedArray) -> list:
        """The decoded Python values of the column ``name``."""
        known = self._converters.get(name)
        if known is None or known[0] != column.type:
            feature = self.features.get(name)
            known = self._converters[name] = (
                column.type,
                None if feature is None else converter(feature, column.type),
            )
        if known[1] is not None and column.num_chunks:
            try:
                return known[1](column.chunks)
            except _Slow:
                pass
        values = column.to_pylist()
        dec = self.decoders.get(name)
        return values if dec is None else [None if value is None else dec(value) for value in values]

    def __call__(self, table: pa.Table) -> Iterator[dict]:
        """The rows of ``table``."""
        names = table.column_names
        columns = []
        made = []
        for position, (name, column) in enumerate(zip(names, table.columns, strict=True)):
            repeated = self.repeated.get(name)
            makers = repeated.makers(column) if repeated is not None else None
            if makers is not None:
                columns.append(makers)
                made.append((position, name))
            else:
                columns.append(self.column(name, column))
        make = self._row_makers.get(tuple(names))
        if make is None:
            make = self._row_makers[tuple(names)] = _dict_maker(names)
        if not made:
            yield from map(make, *columns)
            return
        for values in zip(*columns, strict=True):
            row = make(*values)
            for position, name in made:
                row[name] = values[position]()
            yield row


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
        return new

    @property
    def features(self) -> datasets.Features:
        """The features its examples already have: ``IterableDataset`` then iterates them as they
        are, instead of decoding each one-row table of ``iter_arrow`` again."""
        return self._features

    def __iter__(self) -> Iterator[tuple[Any, dict]]:
        """As ``ArrowExamplesIterable.__iter__`` (same keys, same resumable state), rows decoded
        a table at a time (:class:`TableRows`)."""
        table_rows = TableRows(self._features)
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
                skip = max(0, shard_example_idx_start - shard_example_idx)
                shard_example_idx += skip
                for row in table_rows(pa_table.slice(skip) if skip else pa_table):
                    if state:
                        state["shard_example_idx"] += 1
                    shard_example_idx += 1
                    yield key, row
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
