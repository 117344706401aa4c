"""Arrow columns of a view's features, built from many rows' values with few Arrow calls.

:func:`column_builder` gives, for one feature, a function from a column of values to one Arrow
array: one ``pa.array`` call for the scalar fields of a struct, one per other leaf, ``pa.nulls``
for leaves of None only, ``StructArray``/``ListArray.from_arrays`` above, Json features as
orjson's bytes. :class:`~agent_traces.core.encoding.ViewEncoder` puts them together into tables.
"""

from __future__ import annotations

import array
from typing import Any

import datasets
import orjson
import pyarrow as pa

from ..converters.schema import json_text


def storage_type(arrow_type: pa.DataType) -> pa.DataType:
    """``arrow_type`` with every extension type (``arrow.json``) replaced by its storage type."""
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


def json_encoder(feature: Any):
    """For the row-wise path: a function ``(value, memo)`` giving a value of ``feature`` with its
    Json parts as text, ready for ``Table.from_pylist``; None when ``feature`` holds no Json.

    Structs are encoded once per object within a table (``memo``, keyed by ``id``): the ``steps``
    view repeats the same message dicts in every later step.
    """
    if isinstance(feature, datasets.Json):
        return lambda value, memo: _dump_json(value)
    if isinstance(feature, dict):
        encoders = {k: json_encoder(v) for k, v in feature.items()}
        active = {k: e for k, e in encoders.items() if e is not None}
        if not active:
            return None

        def encode_struct(value: Any, memo: dict) -> Any:
            if not isinstance(value, dict):
                return value  # None, or a value Arrow rejects: conformed and counted (encode_table)
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
        inner = json_encoder(feature.feature)
        if inner is None:
            return None
        return lambda value, memo: (
            [inner(v, memo) for v in value] if isinstance(value, (list, tuple)) else value
        )
    return None


# A key of the per-table memo of the column builders (whose other keys are object ids): null
# nested columns take the compact layout (column_builder).
COMPACT_NULLS = "compact_nulls"


class TooLarge(Exception):
    """A column past what one Arrow array of the view's types holds (2 GiB of text, 2^31 list
    items): ``pa.array`` then returns a ``ChunkedArray``. :func:`encode_table` encodes the rows
    in smaller groups instead."""


def arrow_array(values: list, arrow_type: pa.DataType) -> pa.Array:
    """``pa.array(values, arrow_type)``, never a ``ChunkedArray`` (:class:`TooLarge` instead):
    the callers build struct and list arrays on it, which take one chunk."""
    out = pa.array(values, arrow_type)
    if isinstance(out, pa.ChunkedArray):
        if out.num_chunks == 1:
            return out.chunk(0)
        raise TooLarge(f"{len(values)} values of {arrow_type} in {out.num_chunks} chunks")
    return out


class NotPlain(Exception):
    """A container that is not a plain ``dict`` (struct) or ``list``/``tuple`` (list): the table
    is built row-wise instead (``Table.from_pylist``), which accepts exactly what it accepts."""


def _json_bytes(value: Any) -> bytes | None:
    if value is None:
        return None
    try:
        return orjson.dumps(value)
    except TypeError:
        return json_text(value).encode()


def _json_column(values: list, memo: dict) -> pa.Array:
    """Json values as a binary array of their text, each dumped to UTF-8 bytes and stored as it
    is (the caller views it as ``arrow.json``, whose storage is text: the same buffers).

    ``orjson.dumps`` gives the bytes Arrow stores, so the text is neither decoded to ``str`` nor
    encoded back by ``pa.array``; what orjson refuses goes through :func:`json_text`.
    """
    dumps = orjson.dumps
    try:
        chunks = [None if v is None else dumps(v) for v in values]
    except TypeError:
        chunks = [_json_bytes(v) for v in values]
    return arrow_array(chunks, pa.binary())


INT32 = pa.int32()


def offsets_array(offsets: list, offset_type: pa.DataType, code: str = "i") -> pa.Array:
    """``pa.array(offsets, offset_type)`` for the offsets of a list array with no null list (no
    None among them; ``code``: the ``array`` type code of ``offset_type``): from the buffer of an
    ``array.array``, which costs about half (4-5 against 8-10 µs for 3-17 offsets: ``pa.array``
    also reads ``os.environ`` at every call)."""
    try:
        buffer = array.array(code, offsets)
    except TypeError:
        return pa.array(offsets, offset_type)
    except OverflowError:  # offsets past the type's range: 2^31 items in one list array
        raise TooLarge(f"list offsets past {offset_type}") from None
    return pa.Array.from_buffers(offset_type, len(offsets), [None, pa.py_buffer(buffer)])


def _json_column_memo(values: list, memo: dict) -> pa.Array:
    """:func:`_json_column` dumping each dict or list once per table (``memo``, keyed by ``id``):
    the ``steps`` view repeats the same message dicts in every later step."""
    chunks = []
    for value in values:
        if isinstance(value, (dict, list)):
            hit = memo.get(id(value))
            if hit is None:
                hit = memo[id(value)] = (value, _json_bytes(value))
            chunks.append(hit[1])
        else:
            chunks.append(_json_bytes(value))
    return arrow_array(chunks, pa.binary())


def _all_none(values: list) -> bool:
    if values and values[0] is not None:
        return False
    try:
        return values.count(None) == len(values)
    except Exception:  # a value whose == fails: left to pa.array, which says what it rejects
        return False


def scalar_fields(feature: dict, fields: list[pa.Field]) -> list[int]:
    """Positions of the ``Value`` fields of a struct, converted together by one ``pa.array``
    call of a struct of them when there are two or more (dicts with no ``None`` among them):
    the same conversion per field, for one call's fixed cost (~10 µs) instead of one per field."""
    scalars = [i for i, f in enumerate(fields) if isinstance(feature[f.name], datasets.Value)]
    return scalars if len(scalars) > 1 else []


def column_builder(feature: Any, arrow_type: pa.DataType, repeats: bool = False):
    """:func:`values_builder`, with columns of None only made by ``pa.nulls`` (~1 µs, where
    ``pa.array`` costs ~10 µs however short the list: Hermes rows leave most fields empty).

    ``pa.nulls`` of a nested type gives its children buffers sized for every row, which the IPC
    writer of the cache writes as they are. A table encoded at once (``Batcher(whole=True)``)
    asks for the compact layout (``memo[COMPACT_NULLS]``), the one ``datasets``' ``combine_chunks``
    gives a table of several encoded groups: its null nested columns are concatenated once (~15 µs;
    for every 64-row group of Claude Code that was +4 % instructions, so groups do not)."""
    build = values_builder(feature, arrow_type, repeats)
    nested = pa.types.is_nested(arrow_type)

    def build_or_nulls(values: list, memo: dict) -> pa.Array:
        if _all_none(values):
            nulls = pa.nulls(len(values), arrow_type)
            return pa.concat_arrays([nulls]) if nested and COMPACT_NULLS in memo else nulls
        return build(values, memo)

    return build_or_nulls


def values_builder(feature: Any, arrow_type: pa.DataType, repeats: bool = False):
    """A function ``(values, memo) -> pa.Array`` of ``arrow_type`` (Json leaves: text viewed as
    ``arrow.json``) for the Python values of one column, built column by column: the scalar
    fields of plain dicts are converted by one ``pa.array`` call of a struct of them, the other
    children and the items of lists are gathered into one Python list each and converted by a
    single call, with ``StructArray``/``ListArray.from_arrays`` on top.

    Leaves go through the same conversion as ``Table.from_pylist``, so a value Arrow rejects
    raises the same error there; a container of another kind raises :class:`NotPlain`.
    """
    if isinstance(feature, datasets.Json):
        build_json = _json_column_memo if repeats else _json_column
        # the text viewed as arrow.json here, per leaf: a view of a nested column costs more
        return lambda values, memo: build_json(values, memo).view(arrow_type)
    if isinstance(feature, dict):
        fields = list(arrow_type)
        children = [(f.name, column_builder(feature[f.name], f.type, repeats)) for f in fields]

        scalars = scalar_fields(feature, fields)
        part_type = pa.struct([fields[i] for i in scalars]) if scalars else None
        rest = [(i, name, build) for i, (name, build) in enumerate(children) if i not in scalars]

        def build_struct(values: list, memo: dict) -> pa.Array:
            nulls = False
            for value in values:
                if type(value) is not dict:
                    if value is None:
                        nulls = True
                    else:
                        raise NotPlain(type(value).__name__)
            if nulls:
                arrays = [
                    build([None if v is None else v.get(name) for v in values], memo)
                    for name, build in children
                ]
                mask = pa.array([v is None for v in values], pa.bool_())
                return pa.StructArray.from_arrays(arrays, fields=fields, mask=mask)
            if part_type is None:
                arrays = [build([v.get(name) for v in values], memo) for name, build in children]
            else:
                arrays = [None] * len(fields)
                part = arrow_array(values, part_type)
                for j, i in enumerate(scalars):
                    arrays[i] = part.field(j)
                for i, name, build in rest:
                    arrays[i] = build([v.get(name) for v in values], memo)
            return pa.StructArray.from_arrays(arrays, fields=fields)

        return build_struct
    if isinstance(feature, (datasets.List, datasets.LargeList)):
        inner = column_builder(feature.feature, arrow_type.value_type, repeats)
        array_class = pa.LargeListArray if pa.types.is_large_list(arrow_type) else pa.ListArray
        offset_type = pa.int64() if pa.types.is_large_list(arrow_type) else pa.int32()
        offset_code = "q" if pa.types.is_large_list(arrow_type) else "i"

        def build_list(values: list, memo: dict) -> pa.Array:
            # a null list is a null offset (its start), which from_arrays reads as a null slot
            # of no length: what a mask gives, without the mask's array and its inversion
            flat: list = []
            offsets: list = []
            nulls = False
            for value in values:
                kind = type(value)
                if kind is list or kind is tuple:
                    offsets.append(len(flat))
                    flat.extend(value)
                elif value is None:
                    offsets.append(None)
                    nulls = True
                else:
                    raise NotPlain(kind.__name__)
            offsets.append(len(flat))
            if offset_code == "i" and len(flat) > 0x7FFFFFFF:
                raise TooLarge(f"{len(flat)} list items")
            items = inner(flat, memo) if structs is None else structs(flat, memo)
            if nulls:
                offset_array = pa.array(offsets, offset_type)
            else:
                offset_array = offsets_array(offsets, offset_type, offset_code)
            return array_class.from_arrays(offset_array, items, type=arrow_type)

        structs = None
        if repeats and pa.types.is_struct(arrow_type.value_type):

            def structs(flat: list, memo: dict) -> pa.Array:
                """Items converted once per object: the ``steps`` view repeats every earlier
                message dict of a session in each later step."""
                slots: dict[int, int] = {}
                unique: list = []
                index = []
                for item in flat:
                    slot = slots.get(id(item))
                    if slot is None:
                        slot = slots[id(item)] = len(unique)
                        unique.append(item)
                    index.append(slot)
                if len(unique) == len(flat):
                    return inner(flat, memo)
                return inner(unique, memo).take(pa.array(index, pa.int64()))

        return build_list
    return lambda values, memo: arrow_array(values, arrow_type)
