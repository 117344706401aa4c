"""Writing a dataset folder that plain ``datasets`` loads: Parquet shards, a dataset card, a manifest.

Layout of the folder (what ``agent-traces convert`` and ``publish`` write)::

    README.md                                  dataset card: YAML configs + features, statistics
    manifest.json                              inputs (sha256, size), options, version, fingerprint
    data/<config>/train-00000-of-0000N.parquet one config per view, plus ``<view>-<harness>``
                                               subsets when several harnesses are mixed

Everything is deterministic so that the same inputs and options give identical bytes: rows are
sorted by ``id``, shards and row groups have fixed sizes, compression is fixed, and no file holds
a timestamp of when it was written. The Parquet schema carries the ``datasets`` features (so
``Json`` columns come back as ``Json``), and the card's ``dataset_info`` declares them too.

Statistics for the card are computed with ``pyarrow.compute`` over the Parquet just written.
Redaction (see :mod:`agent_traces.redact`) runs on the canonical rows before any view is rendered,
so every view and subset is written from the same redacted rows.
"""

from __future__ import annotations

import hashlib
import heapq
import json
import os
import shutil
import tempfile
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq
from huggingface_hub.utils import tqdm

from .converters.views import DEFAULT_VIEW, VIEW_FEATURES, VIEWS
from .core.builder import render_rows, text_size
from .core.encoding import ROWS_PER_BATCH, encode_table, view_encoder
from .problems import ProblemLog
from .redact import Redactor

FORMAT_VERSION = 1
CARD_TEMPLATE = "dataset_card.md.j2"
SIZE_CATEGORIES = [
    (1_000, "n<1K"),
    (10_000, "1K<n<10K"),
    (100_000, "10K<n<100K"),
    (1_000_000, "100K<n<1M"),
    (10_000_000, "1M<n<10M"),
    (100_000_000, "10M<n<100M"),
    (1_000_000_000, "100M<n<1B"),
]


@dataclass
class OutputOptions:
    """What shapes the written folder; all of it goes into the manifest and the fingerprint.

    Args:
        views: the views to write (one config each).
        redact: replace secrets and personal data (see :class:`~agent_traces.redact.Redactor`).
        redact_extra: extra literal strings or ``re:`` patterns to redact. Only their number and
            a digest are recorded, never the strings themselves.
        license: SPDX id for the card; without it the card says that no license was given.
        pretty_name: the card's title (default: derived from the sources).
        repo_id: the Hub repository, for the card's loading examples.
        tag: the Hub tag of this version, for the card's ``revision=`` example.
        rows_per_shard: rows per Parquet file.
        row_group_size: rows per Parquet row group.
        compression: Parquet codec.
        strict: raise on the first unreadable record instead of counting it.
        empty_think: Hermes' empty think block on every ``sharegpt`` assistant turn.
        source_options: the source builder's own config options (``subagents``, ``branches``…).
    """

    views: tuple[str, ...] = VIEWS
    redact: bool = False
    redact_extra: tuple[str, ...] = ()
    license: str | None = None
    pretty_name: str | None = None
    repo_id: str | None = None
    tag: str | None = None
    rows_per_shard: int = 5_000
    row_group_size: int = 100
    compression: str = "zstd"
    strict: bool = False
    empty_think: bool = True
    source_options: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = [v for v in self.views if v not in VIEWS]
        if unknown:
            raise ValueError(f"unknown view(s) {unknown}; choose from {', '.join(VIEWS)}")
        self.views = tuple(v for v in VIEWS if v in self.views)
        self.redact_extra = tuple(self.redact_extra)

    def recorded(self) -> dict[str, Any]:
        """The options as written to the manifest: the ``--redact`` values themselves left out."""
        out = asdict(self)
        extra = out.pop("redact_extra")
        out["redact_extra"] = {
            "count": len(extra),
            "sha256": hashlib.sha256("\0".join(sorted(extra)).encode()).hexdigest() if extra else None,
        }
        out["views"] = list(self.views)
        return out


@dataclass
class InputFile:
    """One input file as the manifest lists it (path relative to the inputs' root, redacted)."""

    source: str
    path: str
    sha256: str
    size: int


@dataclass
class OutputResult:
    """What :func:`write_dataset` wrote and found."""

    folder: str
    fingerprint: str
    configs: dict[str, list[str]]
    rows: dict[str, int]
    statistics: dict[str, Any]
    redaction: dict[str, Any] | None
    problems: ProblemLog
    manifest: dict[str, Any]
    card: str = field(repr=False, default="")

    def files(self) -> list[str]:
        """Every file of the folder, relative to it, sorted."""
        root = Path(self.folder)
        return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def sha256_file(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def fingerprint(inputs: Iterable[InputFile], options: OutputOptions, version: str) -> str:
    """Digest of everything the output depends on: inputs' contents, options, code version."""
    payload = {
        "format_version": FORMAT_VERSION,
        "agent_traces_version": version,
        "inputs": sorted([f.source, f.sha256, f.size] for f in inputs),
        "options": options.recorded(),
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


def _version() -> str:
    from . import __version__

    return __version__


def write_dataset(
    folder: str | os.PathLike,
    inputs: dict[str, list[str]],
    options: OutputOptions | None = None,
    *,
    root: str | None = None,
    redactor: Redactor | None = None,
    num_proc: int | None = None,
    progress: bool = False,
) -> OutputResult:
    """Convert ``inputs`` (source name → files) and write the dataset folder at ``folder``.

    The folder's ``data/``, ``README.md`` and ``manifest.json`` are replaced; other files in it
    are left alone. Returns the fingerprint, row counts, statistics and the redaction report.
    ``num_proc`` (read in several processes) and ``progress`` (a bar on a terminal) change how
    the inputs are read, never what is written, so they are not part of the fingerprint.
    """
    from .api import read_trajectories

    options = options or OutputOptions()
    if options.redact and redactor is None:
        redactor = Redactor(options.redact_extra)
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    sources: list[tuple[str, list[str]]] = []
    input_files: list[InputFile] = []
    for source in sorted(inputs):
        files = sorted(os.path.abspath(f) for f in inputs[source])
        if not files:
            continue
        sources.append((source, files))
        base = _input_root(files, root)
        for path in files:
            rel = os.path.relpath(path, base).replace(os.sep, "/")
            rel = redactor.redact_text(rel) if options.redact and redactor else rel
            input_files.append(InputFile(source, rel, sha256_file(path), os.path.getsize(path)))

    def canonical_rows(log: ProblemLog, show: bool, action: str = "Reading") -> Iterable[dict]:
        for source, files in sources:
            yield from read_trajectories(
                source,
                files,
                log,
                root=root,
                num_proc=num_proc,
                progress=show,
                action=action,
                strict=options.strict,
                empty_think=options.empty_think,
                **options.source_options,
            )

    if options.redact and redactor is not None:
        # home-path user names are replaced everywhere once seen anywhere: learn them first
        for row in canonical_rows(ProblemLog(strict=options.strict), progress, "Redaction: finding names in"):
            redactor.learn([row])
    log = ProblemLog(strict=options.strict)
    data_dir = folder / "data"
    if data_dir.exists():
        shutil.rmtree(data_dir)
    with tempfile.TemporaryDirectory(prefix=".spool-", dir=folder) as spool_dir:
        spools: dict[str, _Spool] = {}

        def spool(config: str, view: str) -> _Spool:
            if config not in spools:
                spools[config] = _Spool(Path(spool_dir) / config, view, log)
            return spools[config]

        harnesses: set[str] = set()
        for row in canonical_rows(log, progress):
            if options.redact and redactor is not None:
                row = redactor.redact_row(row)
            harnesses.add(row["harness"])
            for view in options.views:
                rendered = render_rows(row, view, options.empty_think, log)
                weight = text_size(row, view, len(rendered))
                spool(view, view).extend(rendered, weight)
                spool(f"{view}-{row['harness']}", view).extend(rendered, weight)
        configs: dict[str, list[str]] = {}
        counts: dict[str, int] = {}
        nbytes: dict[str, int] = {}
        todo = [
            (view, config)
            for view in options.views
            for config in [view] + ([f"{view}-{h}" for h in sorted(harnesses)] if len(harnesses) > 1 else [])
        ]
        bar = tqdm(todo, desc="Writing Parquet", unit=" configs", disable=None if progress else True)
        for view, config in bar:
            item = spool(config, view)
            configs[config], nbytes[config], counts[config] = _write_config(data_dir / config, item, options)
    harnesses = sorted(harnesses)

    version = _version()
    fp = fingerprint(input_files, options, version)
    statistics = compute_statistics(folder, configs) if DEFAULT_VIEW in options.views else {}
    redaction = redactor.report.to_dict() if options.redact and redactor is not None else None
    manifest = {
        "format_version": FORMAT_VERSION,
        "agent_traces_version": version,
        "fingerprint": fp,
        "options": options.recorded(),
        "inputs": [asdict(f) for f in sorted(input_files, key=lambda f: (f.source, f.path))],
        "problems": log.by_reason(),
        "rows": counts,
        "outputs": {
            rel: {"sha256": sha256_file(str(folder / rel)), "size": (folder / rel).stat().st_size}
            for files in configs.values()
            for rel in files
        },
    }
    if redaction is not None:
        manifest["redaction"] = {k: v for k, v in redaction.items() if k != "per_session"}
    card = render_card(
        configs=configs,
        rows=counts,
        options=options,
        harnesses=harnesses,
        statistics=statistics,
        redaction=redaction,
        fingerprint=fp,
        problems=log.by_reason(),
        version=version,
        nbytes=nbytes,
    )
    (folder / "README.md").write_text(card, encoding="utf-8")
    (folder / "manifest.json").write_text(
        json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8"
    )
    return OutputResult(str(folder), fp, configs, counts, statistics, redaction, log, manifest, card)


def _input_root(files: list[str], root: str | None) -> str:
    if root:
        base = os.path.abspath(os.path.expanduser(root))
        if os.path.isfile(base):
            base = os.path.dirname(base)
        if all(f.startswith(base + os.sep) for f in files):
            return base
    if len(files) == 1:
        return os.path.dirname(files[0])
    return os.path.commonpath(files)


RUN_CHARS = 16 << 20  # text per sorted run of a spool: bounds memory while rows are collected


class _Spool:
    """An external merge sort of one config's view rows by ``id`` (then arrival order).

    Rows are collected until about :data:`RUN_CHARS` of text, sorted, and written as a run: an
    Arrow IPC file of one-row record batches. :meth:`merged` streams the runs back merged, so
    that memory stays bounded by one run while writing and by one row per run while merging,
    however large the dataset.
    """

    def __init__(self, prefix: Path, view: str, log: ProblemLog) -> None:
        self.prefix = prefix
        self.log = log
        self.encoder = view_encoder(view)
        self.shared: dict = {}
        self.pending: list[dict] = []
        self.pending_chars = 0
        self.runs: list[Path] = []
        self.seq = 0
        self.num_rows = 0

    def extend(self, rows: list[dict], chars: int) -> None:
        self.pending.extend(rows)
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
        table = table.take(pc.sort_indices(table, sort_keys=[("id", "ascending"), ("__seq", "ascending")]))
        self.seq += table.num_rows
        path = self.prefix.with_name(f"{self.prefix.name}-{len(self.runs):05d}.arrow")
        with pa.ipc.new_file(str(path), table.schema) as writer:
            writer.write_table(table, max_chunksize=1)
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
                        batch.column(0)[0].as_py(),
                        batch.column(batch.num_columns - 1)[0].as_py(),
                        index,
                        batch,
                    )

        streams = [rows(i, path) for i, path in enumerate(self.runs)]
        for _, _, _, batch in heapq.merge(*streams):
            yield batch.drop_columns(["__seq"])

    @property
    def schema(self) -> pa.Schema:
        return self.encoder.schema


def _write_config(target: Path, spool: _Spool, options: OutputOptions) -> tuple[list[str], int, int]:
    """Write one config as fixed-size Parquet shards, one row group at a time. Returns the shard
    paths relative to the folder, the size of the data in memory (the card's ``num_bytes``) and
    the number of rows."""
    target.mkdir(parents=True, exist_ok=True)
    size = max(1, options.rows_per_shard)
    group = max(1, options.row_group_size)
    total = spool.num_rows
    shards = max(1, -(-total // size))
    rows = spool.merged()
    written = []
    nbytes = 0
    for index in range(shards):
        name = f"train-{index:05d}-of-{shards:05d}.parquet"
        in_shard = min(size, total - index * size)
        with pq.ParquetWriter(
            target / name,
            spool.schema,
            compression=options.compression,
            use_dictionary=True,
            write_statistics=True,
        ) as writer:
            if in_shard <= 0:
                writer.write_table(spool.encoder.storage_schema.empty_table().cast(spool.schema))
            for start in range(0, in_shard, group):
                batches = [next(rows) for _ in range(min(group, in_shard - start))]
                chunk = pa.Table.from_batches(batches, schema=spool.schema)
                nbytes += chunk.nbytes
                writer.write_table(chunk, row_group_size=group)
        written.append((target / name).relative_to(target.parent.parent).as_posix())
    return written, nbytes, total


# -- statistics ---------------------------------------------------------------------------------


STAT_COLUMNS = ["harness", "messages", "model", "sent_at", "completed", "num_user_messages", "metadata"]


def compute_statistics(folder: str | os.PathLike, configs: dict[str, list[str]]) -> dict[str, Any]:
    """Sessions, messages, tool calls per tool, models, date range and token totals of the
    ``messages`` config, computed with ``pyarrow.compute`` over the written Parquet, one row
    group at a time so that memory does not grow with the dataset."""
    files = [str(Path(folder) / f) for f in configs.get(DEFAULT_VIEW, [])]
    if not files:
        return {}
    from .core.encoding import storage_type

    counters = {key: Counter() for key in ("roles", "tools", "models", "row_models", "harnesses", "tokens")}
    totals = Counter()
    bounds: list[str] = []
    for path in files:
        parquet = pq.ParquetFile(path)
        for index in range(parquet.num_row_groups):
            table = parquet.read_row_group(index, columns=STAT_COLUMNS)
            table = table.cast(pa.schema([pa.field(f.name, storage_type(f.type)) for f in table.schema]))
            totals["sessions"] += table.num_rows
            messages = pc.list_flatten(table.column("messages"))
            totals["messages"] += len(messages)
            counters["roles"].update(_value_counts(pc.struct_field(messages, "role")))
            calls = pc.list_flatten(pc.struct_field(messages, "tool_calls"))
            totals["tool_calls"] += len(calls)
            counters["tools"].update(
                _value_counts(pc.struct_field(pc.struct_field(calls, "function"), "name"))
            )
            counters["models"].update(_value_counts(pc.struct_field(messages, "model")))
            counters["row_models"].update(_value_counts(table.column("model")))
            counters["harnesses"].update(_value_counts(table.column("harness")))
            totals["user_messages"] += pc.sum(table.column("num_user_messages")).as_py() or 0
            stamps = pc.drop_null(pc.struct_field(messages, "timestamp"))
            stamps = pc.filter(stamps, pc.not_equal(stamps, ""))
            sent = pc.drop_null(table.column("sent_at"))
            all_stamps = pa.chunked_array([*stamps.chunks, *sent.chunks], type=pa.string())
            if len(all_stamps):
                low_high = pc.min_max(all_stamps)
                bounds += [low_high["min"].as_py(), low_high["max"].as_py()]
            completed = pc.cast(pc.fill_null(table.column("completed"), False), pa.int64())
            totals["completed"] += pc.sum(completed).as_py() or 0
            counters["tokens"].update(
                _token_totals([table.column("metadata"), pc.struct_field(messages, "metadata")])
            )
    stats: dict[str, Any] = {"sessions": totals["sessions"]}
    if not totals["sessions"]:
        return stats
    stats["messages"] = totals["messages"]
    stats["messages_by_role"] = _ordered(counters["roles"])
    stats["tool_calls"] = totals["tool_calls"]
    stats["tool_calls_by_tool"] = _ordered(counters["tools"])
    stats["models"] = _ordered(counters["models"] or counters["row_models"])
    stats["harnesses"] = _ordered(counters["harnesses"])
    stats["user_messages"] = totals["user_messages"]
    if bounds:
        stats["first_timestamp"], stats["last_timestamp"] = min(bounds), max(bounds)
    stats["completed"] = totals["completed"]
    stats["tokens"] = dict(sorted(counters["tokens"].items()))
    return stats


def _ordered(counts: Counter) -> dict[str, int]:
    return dict(sorted(counts.items(), key=lambda p: (-p[1], str(p[0]))))


def _value_counts(array: pa.Array | pa.ChunkedArray) -> dict[str, int]:
    array = pc.drop_null(array)
    if len(array) == 0:
        return {}
    counts = pc.value_counts(array)
    pairs = zip(counts.field("values").to_pylist(), counts.field("counts").to_pylist(), strict=True)
    return dict(sorted(pairs, key=lambda p: (-p[1], str(p[0]))))


def _token_totals(columns: list[pa.Array | pa.ChunkedArray]) -> dict[str, int]:
    """Totals of integer fields whose name mentions tokens, in the Json metadata columns.

    The Json texts are parsed as newline-delimited JSON by ``pyarrow.json`` and the integer
    leaves summed with ``pyarrow.compute``; sources that record no usage contribute nothing.
    """
    import pyarrow.json as pj

    totals: dict[str, int] = {}
    for column in columns:
        column = column.cast(pa.string()) if not pa.types.is_string(column.type) else column
        texts = [t for t in pc.drop_null(column).to_pylist() if t and t.startswith("{") and "oken" in t]
        if not texts:
            continue
        try:
            table = pj.read_json(
                pa.py_buffer("\n".join(texts).encode()),
                parse_options=pj.ParseOptions(newlines_in_values=False),
            )
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
            continue
        for name, array in _integer_leaves(table):
            if "token" in name.lower():
                value = pc.sum(array).as_py()
                if value:
                    totals[name] = totals.get(name, 0) + int(value)
    return dict(sorted(totals.items()))


def _integer_leaves(table: pa.Table, prefix: str = "") -> Iterable[tuple[str, pa.ChunkedArray]]:
    for name in table.column_names:
        yield from _leaves(table.column(name), f"{prefix}{name}")


def _leaves(array: pa.ChunkedArray, path: str) -> Iterable[tuple[str, pa.ChunkedArray]]:
    if pa.types.is_struct(array.type):
        for i in range(array.type.num_fields):
            sub = array.type.field(i).name
            yield from _leaves(pc.struct_field(array, [i]), f"{path}.{sub}")
    elif pa.types.is_integer(array.type):
        yield path, array


# -- dataset card -------------------------------------------------------------------------------


def size_category(n: int) -> str:
    for bound, label in SIZE_CATEGORIES:
        if n < bound:
            return label
    return "n>1T"


def card_metadata(
    configs: dict[str, list[str]],
    rows: dict[str, int],
    options: OutputOptions,
    harnesses: list[str],
    nbytes: dict[str, int] | None = None,
) -> dict[str, Any]:
    """The card's YAML header: configs, per-config ``dataset_info`` features, license, tags."""
    from datasets import DatasetInfo, SplitDict, SplitInfo

    infos = []
    config_entries = []
    for config in configs:
        view = config.split("-", 1)[0]
        pattern = f"data/{config}/train-*.parquet"
        entry: dict[str, Any] = {"config_name": config, "data_files": [{"split": "train", "path": pattern}]}
        if config == DEFAULT_VIEW:
            entry["default"] = True
        config_entries.append(entry)
        splits = SplitDict()
        size = (nbytes or {}).get(config, 0)
        splits.add(SplitInfo(name="train", num_examples=rows[config], num_bytes=size))
        info = DatasetInfo(features=VIEW_FEATURES[view], splits=splits, config_name=config, dataset_size=size)
        yaml_info = info._to_yaml_dict()
        yaml_info.pop("download_size", None)
        infos.append({"config_name": config, **yaml_info})
    sessions = rows.get(DEFAULT_VIEW, max(rows.values(), default=0))
    meta: dict[str, Any] = {}
    if options.license:
        meta["license"] = options.license
    meta.update(
        {
            "pretty_name": options.pretty_name or _pretty_name(harnesses),
            "task_categories": ["text-generation"],
            "tags": ["agent-traces", *[h.replace("_", "-") for h in harnesses]],
            "size_categories": [size_category(sessions)],
            "configs": config_entries,
            "dataset_info": infos,
        }
    )
    return meta


def _pretty_name(harnesses: list[str]) -> str:
    names = ", ".join(harnesses) if harnesses else "agent"
    return f"{names} agent traces"


def _template() -> str:
    return resources.files("agent_traces").joinpath("templates", CARD_TEMPLATE).read_text(encoding="utf-8")


def render_card(
    *,
    configs: dict[str, list[str]],
    rows: dict[str, int],
    options: OutputOptions,
    harnesses: list[str],
    statistics: dict[str, Any],
    redaction: dict[str, Any] | None,
    fingerprint: str,
    problems: dict[str, int],
    version: str,
    nbytes: dict[str, int] | None = None,
    template: str | None = None,
) -> str:
    """The dataset card (``README.md``): a YAML header and a body rendered from the Jinja2 template."""
    import jinja2
    import yaml

    metadata = card_metadata(configs, rows, options, harnesses, nbytes)
    header = yaml.safe_dump(metadata, sort_keys=False, allow_unicode=True, width=1000)
    env = jinja2.Environment(
        undefined=jinja2.StrictUndefined, keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True
    )
    body = env.from_string(template or _template()).render(
        metadata=metadata,
        configs=configs,
        rows=rows,
        views=list(options.views),
        harnesses=harnesses,
        options=options,
        statistics=statistics,
        redaction=redaction,
        fingerprint=fingerprint,
        problems=problems,
        version=version,
        repo_id=options.repo_id or "<user>/<dataset>",
        tag=options.tag,
    )
    return f"---\n{header}---\n\n{body}"
