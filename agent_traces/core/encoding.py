"""View rows to Arrow tables of the view's declared features; values Arrow rejects are conformed.

Tables are built column by column (:func:`.columns.column_builder`: one ``pa.array`` call for the scalar
fields of a struct, one per other leaf, ``pa.nulls`` for leaves of None only,
``StructArray``/``ListArray.from_arrays`` above), or row by row with ``Table.from_pylist`` for rows
that hold other containers, with identical results (``tests/test_encoding.py``). Json features are
stored as text (orjson's bytes) and viewed as ``arrow.json`` (per leaf column-wise,
:meth:`ViewEncoder.typed` row-wise). Rows are encoded in small groups (or a whole table at a
time) and handed on as large tables (:class:`Batcher`); an Arrow call costs ~10 µs however short
its input, so fewer calls per group is much of the speed."""

from __future__ import annotations

import functools
import itertools
from typing import Any

import datasets
import pyarrow as pa

from ..converters.schema import conform_row
from ..converters.views import VIEW_FEATURES
from ..problems import ProblemLog
from .columns import (
    COMPACT_NULLS,
    INT32,
    arrow_array,
    column_builder,
    json_encoder,
    offsets_array,
    scalar_fields,
)
from .columns import NotPlain as NotPlain
from .columns import TooLarge as TooLarge
from .columns import storage_type as storage_type

# One table (one record batch of the cache) holds up to this many rows or characters of text.
# Bigger tables cost memory while writing; more tables cost memory when datasets opens the cache
# (it reads every record batch's metadata, ~0.1 MB each). Measured from 10 MB to 1 GB
# (benchmarks/RESULTS.md): 2 Mi characters keep Claude Code within +6 % and Copilot telemetry
# within +14 %; 4 Mi: +16 % / +7 %.
ROWS_PER_BATCH = 1024
CHARS_PER_BATCH = 2 << 20
# Rows are encoded to Arrow in groups of up to this many rows or characters as a table fills,
# so that their Python objects are freed early (see Batcher for sources that encode a table at once).
ENCODE_ROWS = 64
ENCODE_CHARS = 256 << 10


# Columns whose values parsers share between rows (Hermes: one tools list per system prompt).
SHARED_COLUMNS = frozenset({"tools"})
MAX_SHARED = 16


class RowTooLargeError(ValueError):
    """One row alone holds more than one Arrow array of the view's types can (2 GiB of text in
    one column): it cannot be written, and is refused with its id."""


class ViewEncoder:
    """Turns view rows into an Arrow table of the view's declared features."""

    def __init__(self, features: datasets.Features, column_wise: bool = True, repeats: bool = False) -> None:
        """``column_wise=False``: ``Table.from_pylist`` row by row. ``repeats``: list items are
        the same objects across rows (the ``steps`` view), converted once each."""
        self.features = features
        self.column_wise = column_wise
        self.schema = features.arrow_schema
        self.storage_schema = pa.schema([pa.field(f.name, storage_type(f.type)) for f in self.schema])
        self.encoders = {k: e for k, v in features.items() if (e := json_encoder(v)) is not None}
        self.columns = {f.name: column_builder(features[f.name], f.type, repeats) for f in self.schema}
        self.shared_items = {
            name: column_builder(features[name].feature, self.schema.field(name).type.value_type)
            for name in SHARED_COLUMNS
            if name in features and isinstance(features[name], (datasets.List, datasets.LargeList))
        }
        fields = list(self.schema)
        self.scalars = scalar_fields(features, fields)
        self.part_type = pa.struct([fields[i] for i in self.scalars]) if self.scalars else None
        # (position, name, type, builder, shared items builder) of each other column, read once
        # here: Field.name and Field.type make a new Python object at each access
        self.rest = [
            (i, f.name, f.type, self.columns[f.name], self.shared_items.get(f.name))
            for i, f in enumerate(fields)
            if i not in self.scalars
        ]
        self.views = [
            f.type if f.type != s.type else None
            for f, s in zip(self.schema, self.storage_schema, strict=True)
        ]

    def table(self, rows: list[dict], shared: dict | None = None, compact_nulls: bool = False) -> pa.Table:
        """``rows`` as a typed table, built column-wise (:func:`column_builder`).

        ``shared`` (owned by the caller, one per run of tables) keeps the Arrow items of the
        values of ``SHARED_COLUMNS`` across tables, for the last ``MAX_SHARED`` distinct
        objects: a 32-tool Hermes list is then converted once, not once per row. It holds each
        object it keyed, so no other object can take its id while it is there.

        Rows holding a container other than a plain dict or list are built row-wise
        (:meth:`table_by_rows`), which accepts what ``Table.from_pylist`` accepts.
        """
        if not self.column_wise:
            return self.table_by_rows(rows, shared)
        try:
            return self.column_table(rows, shared, compact_nulls)
        except NotPlain:
            return self.table_by_rows(rows, shared)

    def column_table(
        self, rows: list[dict], shared: dict | None = None, compact_nulls: bool = False
    ) -> pa.Table:
        """``rows`` as a typed table, column by column (Json leaves viewed as ``arrow.json`` as
        they are made); :class:`NotPlain` for a container other than a plain dict or list."""
        memo: dict = {COMPACT_NULLS: True} if compact_nulls else {}
        for row in rows:
            if type(row) is not dict:
                raise NotPlain(type(row).__name__)
        arrays: list = [None] * len(self.schema)
        if self.part_type is not None:
            part = arrow_array(rows, self.part_type)
            for j, i in enumerate(self.scalars):
                arrays[i] = part.field(j)
        for i, name, arrow_type, build, items in self.rest:
            values = [row.get(name) for row in rows]
            if items is not None and shared is not None:
                arrays[i] = self._shared_column(values, arrow_type, items, shared)
            else:
                arrays[i] = build(values, memo)
        return pa.Table.from_arrays(arrays, schema=self.schema)

    @staticmethod
    def _shared_column(values: list, arrow_type: pa.DataType, items: Any, shared: dict) -> pa.Array:
        """:meth:`_shared_list`, the whole column kept (in ``shared[None]``) when all its lists
        were there already: a Hermes table's rows mostly repeat the tools lists of the table
        before, in the same order, so the column is taken as it is, without a concatenation."""
        key = [id(items)]
        for value in values:
            kind = type(value)
            if kind is list or kind is tuple:
                key.append(id(value) if value else 0)
            elif value is None:
                key.append(1)
            else:
                raise NotPlain(kind.__name__)
        columns = shared.get(None)
        hit = None if columns is None else columns.get(tuple(key))
        if hit is not None:
            return hit[1]
        known = all(v is None or not v or id(v) in shared for v in values)
        array = ViewEncoder._shared_list(values, arrow_type, items, shared)
        if known:
            columns = shared.setdefault(None, {})
            if len(columns) >= MAX_SHARED:
                columns.clear()
            columns[tuple(key)] = (values, array)  # holds the lists: their ids stay theirs
        return array

    @staticmethod
    def _shared_list(values: list, arrow_type: pa.DataType, items: Any, shared: dict) -> pa.Array:
        """A list column whose values repeat as the same objects: each distinct list converted once.

        The lists not converted before are converted together, in one call of ``items`` (a
        Claude Code table holds several sessions, each with its own tools), then sliced.
        """
        chunks: list = []  # per non-empty value: its items as an Arrow array, or its index in new
        new: list = []
        slots: dict[int, int] = {}
        nulls = False
        for value in values:
            if value is None:
                nulls = True
                continue
            if type(value) is not list and type(value) is not tuple:
                raise NotPlain(type(value).__name__)
            if value:
                hit = shared.get(id(value))
                if hit is not None:
                    chunks.append(hit[1])
                    continue
                slot = slots.get(id(value))
                if slot is None:
                    slot = slots[id(value)] = len(new)
                    new.append(value)
                chunks.append(slot)
        if new:
            converted = items(list(itertools.chain.from_iterable(new)), {})
            start, arrays = 0, []
            for value in new:
                arrays.append(converted.slice(start, len(value)))
                start += len(value)
            for value, array in zip(new, arrays, strict=True):
                if len(shared) >= MAX_SHARED:
                    shared.clear()
                shared[id(value)] = (value, array)
            if len(chunks) == len(new):  # each list new and once: the items as converted
                child = converted
            else:
                child = pa.concat_arrays([arrays[c] if type(c) is int else c for c in chunks])
        else:
            child = pa.concat_arrays(chunks) if chunks else items([], {})
        lengths = [0 if v is None else len(v) for v in values]
        offsets = offsets_array(list(itertools.accumulate(lengths, initial=0)), INT32)
        mask = pa.array([v is None for v in values], pa.bool_()) if nulls else None
        return pa.ListArray.from_arrays(offsets, child, type=arrow_type, mask=mask)

    def table_by_rows(self, rows: list[dict], shared: dict | None = None) -> pa.Table:
        """``rows`` as a typed table, row by row through ``Table.from_pylist`` (Json columns
        dumped first, structs once per object within the table)."""
        memo: dict = {}
        encoded = []
        for row in rows:
            out = dict(row)
            for key, enc in self.encoders.items():
                out[key] = enc(row.get(key), memo)
            encoded.append(out)
        return self.typed(pa.Table.from_pylist(encoded, schema=self.storage_schema))

    def typed(self, storage: pa.Table) -> pa.Table:
        """The storage table with its Json columns as ``arrow.json``: a zero-copy view per column.

        The buffers are the same, so this is what ``Table.cast`` gives, without its fixed cost of
        ~0.2 ms per table (as much as encoding 16 Hermes rows).
        """
        columns = [
            column if view is None else pa.chunked_array([c.view(view) for c in column.chunks], type=view)
            for column, view in zip(storage.columns, self.views, strict=True)
        ]
        return pa.Table.from_arrays(columns, schema=self.schema)


@functools.cache
def view_encoder(view: str) -> ViewEncoder:
    """The encoder of a view, built once per process.

    Building one costs ~3 ms (``Features.arrow_schema``); streaming calls ``_generate_tables``
    once per shard, which for 10 MB of small Codex files was half the time.
    """
    # sharegpt rows are flat lists of two strings, where Table.from_pylist was as fast or faster
    # (0.66-0.98x column-wise: the decision log of benchmarks/RESULTS.md, 2026-11-23); steps repeat each message in later steps
    return ViewEncoder(VIEW_FEATURES[view], column_wise=view != "sharegpt", repeats=view == "steps")


def encode_table(
    encoder: ViewEncoder, rows: list[dict], shared: dict | None, log: ProblemLog, compact_nulls: bool = False
) -> pa.Table:
    """``encoder.table(rows, shared)``; when Arrow rejects a value, the rows conformed and counted.

    Conforming (:func:`~agent_traces.converters.schema.conform_row`) only runs after a failure,
    so rows of the declared types cost nothing extra. Rows whose column passes one Arrow array
    (2 GiB of text) are encoded in halves, as a table of several chunks; a single such row is
    refused (:class:`RowTooLargeError`). Each row with a changed value counts one
    ``wrong_type`` problem, under its file (strict mode raises).
    """
    try:
        try:
            return encoder.table(rows, shared, compact_nulls)
        except (pa.ArrowInvalid, pa.ArrowTypeError, UnicodeEncodeError):
            pass
        return encoder.table([conformed(row, encoder.features, log) for row in rows], shared, compact_nulls)
    except (TooLarge, pa.ArrowCapacityError, pa.ArrowInvalid) as err:
        if isinstance(err, pa.ArrowInvalid) and "overflow" not in str(err):
            raise  # a value Arrow rejects even conformed: not a matter of size
        if len(rows) < 2:
            row = rows[0] if rows else {}
            raise RowTooLargeError(
                f"{row.get('file_path') or '?'}: row {row.get('id') or row.get('state_id') or '?'} holds "
                f"more text than one Arrow column can (2 GiB): {err}; split the session's files"
            ) from None
        half = len(rows) // 2
        return pa.concat_tables(
            [
                encode_table(encoder, rows[:half], shared, log, compact_nulls),
                encode_table(encoder, rows[half:], shared, log, compact_nulls),
            ]
        )


def conformed(row: dict, features: datasets.Features, log: ProblemLog) -> dict:
    """``row`` with values of the wrong type replaced, one ``wrong_type`` problem if any were."""
    fixed, found = conform_row(row, features)
    if found:
        where = row.get("file_path") or row.get("id") or "?"
        log.add(where, "wrong_type", None, f"{row.get('id')}: {', '.join(found[:5])}")
    return fixed


class Batcher:
    """Rows in, tables out, holding little memory in between.

    Rows are encoded to Arrow in small groups (``ENCODE_ROWS`` rows or ``ENCODE_CHARS``
    characters), so their Python objects are freed at once, and the groups are handed on as one
    table of up to ``ROWS_PER_BATCH`` rows or ``CHARS_PER_BATCH`` characters: few, large record
    batches in the cache for the price of a compact Arrow copy (``datasets``' ArrowWriter calls
    ``combine_chunks`` on every table it writes). A table has two rows or more unless it is the
    last.

    ``whole=True`` holds a table's rows and encodes them in one group (a row of
    ``CHARS_PER_BATCH`` alone at once), so that each column is one chunk, which ``combine_chunks``
    leaves as it is: for rows that share their large values (Hermes: the system prompt and tools
    list, 94 % of the cache, repeated in every row) the copy was 1.7x the input, and holding the
    rows costs little. For Claude Code sessions it was slower (cc-100M load 0.94x): their rows
    are many Python objects, and a table's worth of them is memory faulted in again each table.
    """

    def __init__(self, encoder: ViewEncoder, log: ProblemLog, whole: bool = False) -> None:
        self.encoder = encoder
        self.log = log
        self.whole = whole
        self.shared: dict = {}
        self.pending: list[dict] = []
        self.pending_chars = 0
        self.parts: list[pa.Table] = []
        self.rows = 0
        self.chars = 0

    def add(self, rows: list[dict], chars: int) -> pa.Table | None:
        self.pending.extend(rows)
        self.pending_chars += chars
        self.rows += len(rows)
        self.chars += chars
        rows_limit, chars_limit = (
            (ROWS_PER_BATCH, CHARS_PER_BATCH) if self.whole else (ENCODE_ROWS, ENCODE_CHARS)
        )
        if len(self.pending) >= rows_limit or self.pending_chars >= chars_limit:
            self._encode()
        if self.rows >= ROWS_PER_BATCH or (self.rows > 1 and self.chars >= CHARS_PER_BATCH):
            return self.flush()
        return None

    def _encode(self) -> None:
        if self.pending:
            self.parts.append(encode_table(self.encoder, self.pending, self.shared, self.log, self.whole))
            self.pending, self.pending_chars = [], 0

    def flush(self) -> pa.Table | None:
        self._encode()
        if not self.parts:
            return None
        table = self.parts[0] if len(self.parts) == 1 else pa.concat_tables(self.parts)
        self.parts, self.rows, self.chars = [], 0, 0
        return table
