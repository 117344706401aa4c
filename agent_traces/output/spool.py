"""An external merge sort of one config's rows, so that memory stays bounded however large the
dataset: the local engine's order of rows before they are cut into shards."""

from __future__ import annotations

import heapq
import os
from collections.abc import Iterator
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc

from ..core.encoding import ROWS_PER_BATCH, encode_table, view_encoder
from ..problems import ProblemLog

RUN_CHARS = 16 << 20  # text per sorted run of a spool: bounds memory while rows are collected


class _Spool:
    """An external merge sort of one config's view rows by ``id`` (then arrival order).

    Rows are collected until about :data:`RUN_CHARS` of text, sorted, and written as a run: an
    Arrow IPC file of one-row record batches. :meth:`merged` streams the runs back merged, so
    that memory stays bounded by one run while writing and by one row per run while merging,
    however large the dataset.
    """

    def __init__(self, prefix: Path, view: str, log: ProblemLog, *, by_key: bool = False) -> None:
        self.prefix = prefix
        self.log = log
        self.by_key = by_key  # sort by the key given with each row (then arrival) instead of ``id``
        self.keys: list[str] = []
        self.encoder = view_encoder(view)
        self.shared: dict = {}
        self.pending: list[dict] = []
        self.pending_chars = 0
        self.runs: list[Path] = []
        self.seq = 0
        self.num_rows = 0

    def extend(self, rows: list[dict], chars: int, key: str | None = None) -> None:
        self.pending.extend(rows)
        if self.by_key:
            self.keys.extend([key or ""] * len(rows))
        self.pending_chars += chars
        self.num_rows += len(rows)
        if self.pending_chars >= RUN_CHARS:
            self._write_run()

    def _write_run(self) -> None:
        if not self.pending:
            return
        tables = [
            encode_table(self.encoder, self.pending[i : i + ROWS_PER_BATCH], self.shared, self.log)
            for i in range(0, len(self.pending), ROWS_PER_BATCH)
        ]
        table = pa.concat_tables(tables)
        table = table.append_column("__seq", pa.array(range(self.seq, self.seq + table.num_rows), pa.int64()))
        order = "id"
        if self.by_key:
            table = table.append_column("__key", pa.array(self.keys, pa.string()))
            order, self.keys = "__key", []
        table = table.take(pc.sort_indices(table, sort_keys=[(order, "ascending"), ("__seq", "ascending")]))
        self.seq += table.num_rows
        path = self.prefix.with_name(f"{self.prefix.name}-{len(self.runs):05d}.arrow")
        with pa.ipc.new_file(str(path), table.schema) as writer:
            writer.write_table(table, max_chunksize=1)
        os.chmod(path, 0o600)  # unredacted or not, rows are the owner's only
        self.runs.append(path)
        self.pending, self.pending_chars = [], 0

    def merged(self) -> Iterator[pa.RecordBatch]:
        """Every row as a one-row record batch, in ``(id, arrival)`` order."""
        self._write_run()

        def rows(index: int, path: Path) -> Iterator[tuple[str, int, int, pa.RecordBatch]]:
            with pa.OSFile(str(path)) as handle:
                reader = pa.ipc.open_file(handle)
                for i in range(reader.num_record_batches):
                    batch = reader.get_batch(i)
                    yield (
                        batch.column(key)[0].as_py(),
                        batch.column(seq)[0].as_py(),
                        index,
                        batch,
                    )

        width = len(self.schema)
        key, seq = (width + 1, width) if self.by_key else (0, width)
        hidden = ["__seq", "__key"] if self.by_key else ["__seq"]
        streams = [rows(i, path) for i, path in enumerate(self.runs)]
        for _, _, _, batch in heapq.merge(*streams):
            yield batch.drop_columns(hidden)

    @property
    def schema(self) -> pa.Schema:
        return self.encoder.schema
