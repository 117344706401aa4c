"""View rows to Arrow tables of the view's declared features; values Arrow rejects are conformed.

Json features are stored as text and viewed as ``arrow.json`` (:meth:`ViewEncoder.typed`). Rows are
encoded in small groups and handed on as large tables (:class:`Batcher`)."""

from __future__ import annotations

import functools
from typing import Any

import datasets
import orjson
import pyarrow as pa

from ..converters.schema import conform_row, json_text
from ..converters.views import VIEW_FEATURES
from ..problems import ProblemLog

# One table (one record batch of the cache) holds up to this many rows or characters of text,
# encoded to Arrow in groups of ENCODE_ROWS / ENCODE_CHARS as it fills. Bigger tables cost memory
# while writing; more tables cost memory when datasets opens the cache (it reads every record
# batch's metadata, ~0.1 MB each). Measured from 10 MB to 1 GB (benchmarks/RESULTS.md): 2 Mi
# characters keep Claude Code within +6 % and Copilot telemetry within +14 %; 4 Mi: +16 % / +7 %.
ROWS_PER_BATCH = 1024
CHARS_PER_BATCH = 2 << 20
ENCODE_ROWS = 16
ENCODE_CHARS = 256 << 10


def storage_type(arrow_type: pa.DataType) -> pa.DataType:
    if isinstance(arrow_type, pa.BaseExtensionType):
        return arrow_type.storage_type
    if pa.types.is_list(arrow_type):
        return pa.list_(pa.field(arrow_type.value_field.name, storage_type(arrow_type.value_type)))
    if pa.types.is_large_list(arrow_type):
        return pa.large_list(pa.field(arrow_type.value_field.name, storage_type(arrow_type.value_type)))
    if pa.types.is_struct(arrow_type):
        return pa.struct([pa.field(f.name, storage_type(f.type)) for f in arrow_type])
    return arrow_type


def _dump_json(value: Any) -> str | None:
    if value is None:
        return None
    try:
        return orjson.dumps(value).decode()
    except TypeError:
        return json_text(value)


def _json_encoder(feature: Any):
    """A function ``(value, memo)`` turning a value of ``feature`` into Arrow storage (Json as text).

    Structs are encoded once per object within a table (``memo``, keyed by ``id``): the ``steps``
    view repeats the same message dicts in every later step.
    """
    if isinstance(feature, datasets.Json):
        return lambda value, memo: _dump_json(value)
    if isinstance(feature, dict):
        encoders = {k: _json_encoder(v) for k, v in feature.items()}
        active = {k: e for k, e in encoders.items() if e is not None}
        if not active:
            return None

        def encode_struct(value: Any, memo: dict) -> Any:
            if value is None:
                return None
            hit = memo.get(id(value))
            if hit is not None:
                return hit[1]
            out = dict(value)
            for key, enc in active.items():
                out[key] = enc(value.get(key), memo)
            memo[id(value)] = (value, out)
            return out

        return encode_struct
    if isinstance(feature, (datasets.List, datasets.LargeList)):
        inner = _json_encoder(feature.feature)
        if inner is None:
            return None
        return lambda value, memo: None if value is None else [inner(v, memo) for v in value]
    return None


# Columns whose values parsers share between rows (Hermes: one tools list per system prompt).
SHARED_COLUMNS = frozenset({"tools"})
MAX_SHARED = 16


class ViewEncoder:
    """Turns view rows into an Arrow table of the view's declared features."""

    def __init__(self, features: datasets.Features) -> None:
        self.features = features
        self.schema = features.arrow_schema
        self.storage_schema = pa.schema([pa.field(f.name, storage_type(f.type)) for f in self.schema])
        self.encoders = {k: e for k, v in features.items() if (e := _json_encoder(v)) is not None}
        self.views = [
            f.type if f.type != s.type else None
            for f, s in zip(self.schema, self.storage_schema, strict=True)
        ]

    def table(self, rows: list[dict], shared: dict | None = None) -> pa.Table:
        """``rows`` as a typed table.

        ``shared`` (owned by the caller, one per run of tables) keeps the encoded form of the
        values of ``SHARED_COLUMNS`` across tables, for the last ``MAX_SHARED`` distinct
        objects: a 32-tool Hermes list is then encoded once, not once per table. It holds each
        object it keyed, so no other object can take its id while it is there.
        """
        memo: dict = {}
        encoded = []
        for row in rows:
            out = dict(row)
            for key, enc in self.encoders.items():
                value = row.get(key)
                if shared is not None and key in SHARED_COLUMNS and value:
                    hit = shared.get(id(value))
                    if hit is None:
                        if len(shared) >= MAX_SHARED:
                            shared.clear()
                        hit = shared[id(value)] = (value, enc(value, memo))
                    out[key] = hit[1]
                else:
                    out[key] = enc(value, memo)
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
    return ViewEncoder(VIEW_FEATURES[view])


def encode_table(encoder: ViewEncoder, rows: list[dict], shared: dict | None, log: ProblemLog) -> pa.Table:
    """``encoder.table(rows, shared)``; when Arrow rejects a value, the rows conformed and counted.

    Conforming (:func:`~agent_traces.converters.schema.conform_row`) only runs after a failure,
    so rows of the declared types cost nothing extra. Each row with a changed value counts one
    ``wrong_type`` problem, under its file (strict mode raises).
    """
    try:
        return encoder.table(rows, shared)
    except (pa.ArrowInvalid, pa.ArrowTypeError, UnicodeEncodeError):
        pass
    return encoder.table([conformed(row, encoder.features, log) for row in rows], shared)


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
    batches in the cache for the price of a compact Arrow copy. A table has two rows or more
    unless it is the last.
    """

    def __init__(self, encoder: ViewEncoder, log: ProblemLog) -> None:
        self.encoder = encoder
        self.log = log
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
        if len(self.pending) >= ENCODE_ROWS or self.pending_chars >= ENCODE_CHARS:
            self._encode()
        if self.rows >= ROWS_PER_BATCH or (self.rows > 1 and self.chars >= CHARS_PER_BATCH):
            return self.flush()
        return None

    def _encode(self) -> None:
        if self.pending:
            self.parts.append(encode_table(self.encoder, self.pending, self.shared, self.log))
            self.pending, self.pending_chars = [], 0

    def flush(self) -> pa.Table | None:
        self._encode()
        if not self.parts:
            return None
        table = self.parts[0] if len(self.parts) == 1 else pa.concat_tables(self.parts)
        self.parts, self.rows, self.chars = [], 0, 0
        return table
