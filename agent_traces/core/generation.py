"""Split and table generation of :class:`~agent_traces.core.builder.AgentTracesBuilder`.

``datasets`` asks a builder for its splits (files grouped into shards), how many processes to
prepare them with, and the Arrow tables of each shard; the builder's methods of those names hand
over to these functions, which read files only through the builder (its ``group_files``,
``iter_rows`` and the ``colocate`` it passes), so ``datasets``' patching of the builder's module
still applies.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import datasets
import pyarrow as pa
from datasets.builder import Key

from ..problems import ProblemLog
from . import sharding
from .encoding import Batcher, view_encoder
from .files import common_root, relative_path
from .memory import FreeMemory, GcPause
from .rows import render_rows, text_size
from .session_ids import SessionIds

logger = datasets.utils.logging.get_logger(__name__)


def split_generators(
    builder: Any,
    dl_manager: datasets.DownloadManager,
    colocate: Callable[[list[list[str]]], list[list[str]]] | None,
) -> list[datasets.SplitGenerator]:
    """The splits of ``data_files`` (or of the files ``resolve_data_files`` finds), each with its
    shards of file groups (``group_files``) and the files' names relative to the data root.

    ``colocate``: merges copies of a file into one shard (the builder module's
    ``colocate_copies``, which stats files through its patched ``os``), for sources that read each
    file on its own.
    """
    if builder.config.data_files:
        split_files = {split: list(files) for split, files in builder.config.data_files.items()}
    else:
        split_files = {"train": builder.resolve_data_files(builder.config.data_dir)}
    root = builder.config.data_dir or builder.base_path
    generators = []
    for split, files in split_files.items():
        remote = any("://" in str(f) for f in files)
        local = [str(f) for f in dl_manager.download(files)] if remote else [str(f) for f in files]
        pairs = sorted(zip(files, local, strict=True))
        originals = [p[0] for p in pairs]
        common = common_root([str(o) for o in originals], root)
        roots = {loc: relative_path(str(orig), common) for orig, loc in pairs}
        groups = builder.group_files([p[1] for p in pairs])
        if colocate is not None:
            groups = colocate(groups)
        if isinstance(dl_manager, datasets.StreamingDownloadManager) and not remote:
            shards = sharding.pack_groups(groups, sharding.STREAM_SHARD_BYTES)
        else:
            shards = [[group] for group in groups]
        generators.append(
            datasets.SplitGenerator(name=split, gen_kwargs=sharding.shard_kwargs(shards, roots))
        )
    return generators


def balance_processes(split_generator: datasets.SplitGenerator, num_proc: int | None) -> int | None:
    """The ``num_proc`` to prepare a split with: no more processes than the input keeps busy
    (``MIN_BYTES_PER_PROCESS`` each), the split's shards regrouped to give each the same number
    of bytes.

    A worker costs about 0.1 s to start and hand back its shard, as much as parsing 10 MB:
    ``num_proc=2`` on a 10 MB corpus took 1.6x as long as one process. ``datasets`` gives
    each worker the same number of shards, which on 100 MB of Claude Code sessions meant
    55 and 50 MB (``split_by_bytes``).
    """
    if num_proc and num_proc > 1:
        groups = [group for shard in split_generator.gen_kwargs.get("shards", []) for group in shard]
        sizes = sharding.group_sizes(groups)
        if sizes is not None:  # remote files: no basis to second-guess num_proc
            useful = max(1, sum(sizes) // sharding.MIN_BYTES_PER_PROCESS)
            if useful < num_proc:
                logger.warning(
                    f"Setting num_proc from {num_proc} to {useful} for the {split_generator.name} split: "
                    f"{sum(sizes) / 1e6:.1f} MB of input is less than {sharding.MIN_BYTES_PER_PROCESS >> 20} MiB "
                    "per process"
                )
                num_proc = useful
            if num_proc > 1:
                shards = sharding.split_by_bytes(groups, sizes, num_proc)
                names = {f: n for part in split_generator.gen_kwargs["roots"] for f, n in part.items()}
                split_generator.gen_kwargs = sharding.shard_kwargs(shards, names)
    return num_proc


def generate_tables(
    builder: Any, shards: list[list[list[str]]], roots: list[dict[str, str]]
) -> Iterator[tuple[Key, pa.Table]]:
    """Tables of up to ``ROWS_PER_BATCH`` rows or ``CHARS_PER_BATCH`` characters, across shards.

    A shard is a list of file groups (``group_files``): one group when the cache is written,
    so that ``num_proc`` can split the groups, and about ``STREAM_SHARD_BYTES`` of groups when
    streaming, where ``datasets`` calls this once per shard. ``roots[i]`` names the files of
    ``shards[i]`` relative to the data root (``sharding.shard_kwargs``).

    Each table becomes one record batch of the cache. Most Claude Code shards hold one
    session, and ``datasets`` reads every record batch's metadata when it opens the cache
    (a page fault and read-around each), so per-shard tables made the memory of
    ``load_dataset`` grow with the corpus. A table never holds a single row unless it is the
    last: ``datasets`` buffers one-row tables until ``DEFAULT_WRITER_BATCH_SIZE`` of them,
    which for large sessions would hold many of them at once.

    Freed memory goes back to the OS after tables and at the end (``FreeMemory``).
    """
    view = builder._stored_view()
    log = ProblemLog(strict=builder.config.strict)
    batcher = Batcher(view_encoder(view), log, whole=builder.ENCODE_WHOLE_TABLES)
    ids = SessionIds()
    rows_out = chars_read = 0
    tables_per_shard: Counter = Counter()
    gc_pause = GcPause()
    try:
        gc_pause.start()
        for shard_idx, files in ((i, files) for i, shard in enumerate(shards) for files in shard):
            for row in builder.iter_rows(files, roots[shard_idx], log, ids):
                rendered = render_rows(row, view, builder.config.empty_think, log)
                chars = text_size(row, view, len(rendered))
                chars_read += chars
                table = batcher.add(rendered, chars)
                if table is not None:
                    rows_out += table.num_rows
                    gc_pause.stop()
                    yield Key(shard_idx, tables_per_shard[shard_idx]), table
                    gc_pause.start()
                    tables_per_shard[shard_idx] += 1
                    FreeMemory.after(chars_read)
                    chars_read = 0
        table = batcher.flush()
    finally:
        gc_pause.stop()
    if table is not None:
        rows_out += table.num_rows
        last = len(shards) - 1
        yield Key(last, tables_per_shard[last]), table
    del table
    FreeMemory.after(chars_read)
    if log.problem_total():
        logger.warning(f"{builder.NAME}: {rows_out} rows; {log.summary()}")
    elif log.total():
        logger.info(f"{builder.NAME}: {rows_out} rows; {log.summary()}")
    else:
        logger.info(f"{builder.NAME}: {rows_out} rows, no problems")
    truncated = sum(n for (_, r), n in log.counts.items() if r == "no_target_tokens_after_truncation")
    if truncated:
        logger.warning(
            f"{builder.NAME}: {truncated} of {rows_out} rows have their first target token at or beyond "
            f"max_length={builder.config.max_length:,}: a trainer truncating there (TRL's max_length) drops "
            "them without a word; they are marked metadata.no_target_tokens_after_truncation (raise "
            "max_length, or load with max_tokens to split them into windows)"
        )
