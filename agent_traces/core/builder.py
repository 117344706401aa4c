"""The ``datasets`` builder every source shares.

A source module (``loaders/<source>.py``) defines a parser from a file to canonical rows
(plain dicts, see :mod:`agent_traces.converters.schema`) and one thin builder class:

.. code-block:: python

    class Hermes(AgentTracesBuilder):
        NAME = "hermes"
        FILE_PATTERNS = ("**/*.jsonl", "**/*.jsonl.gz")

        def parse_file(self, path, ctx):
            yield from parse_hermes_file(path, ctx)

The base class owns everything else: the view configs (``messages`` default, ``sharegpt``,
``steps``) and their declared features, resolving ``data_files`` / ``data_dir`` / the tool's
default location, sharding by file for ``num_proc``, finalizing rows, counting problems by file
and reason (``strict=True`` raises instead), and writing Arrow tables in batches. It hands the
work over to :mod:`.rows` (finalized rows of a shard, ``mostly_unread``, the parser safety net),
:mod:`.fitting` (token counts and windows), :mod:`.generation` (splits, ``num_proc``, tables) and
:mod:`.no_rows` (why a load gave nothing). ``datasets`` patches ``open`` and ``os.path`` in this
module for remote files: what stats or opens a file stays here (``colocate_copies``,
``resolve_data_files``) or is given this module's functions (``why_no_rows``).
"""

from __future__ import annotations

import copy
import dataclasses
import os
from collections.abc import Iterator
from typing import Any, ClassVar

import datasets
import pyarrow as pa
from datasets.builder import Key

from ..converters.views import DEFAULT_VIEW, STORED_AS, TOKENIZED, VIEW_FEATURES
from ..problems import NoTracesError, ProblemLog
from . import generation, no_rows, rows
from .config import AgentTracesConfig, ParseContext, did_you_mean, view_configs
from .encoding import ROWS_PER_BATCH
from .files import files_in, find_files
from .rows import guarded as guarded
from .rows import parser_failure as parser_failure
from .rows import render_rows as render_rows
from .rows import text_size as text_size
from .session_ids import SessionIds
from .steps_access import replay_options, steps_dataset, steps_iterable
from .streaming import DecodedArrowExamplesIterable, DecodingFeatures
from .tokens import resolve_tokenizer

logger = datasets.utils.logging.get_logger(__name__)


def colocate_copies(groups: list[list[str]]) -> list[list[str]]:
    """``groups`` of one file each with those of the same name and size merged into the first:
    the same file copied to two folders is then read in one shard, where its rows meet. Groups of
    several files (read together by a source's ``parse_shard``) are left as they are.

    The name is cut at the last separator and the size read by ``os.stat``: ``datasets`` patches
    this module's ``os.path`` functions for streaming, and its ``xbasename`` and ``xgetsize`` cost
    ~35 µs a file (0.06 s of a load of the 1,672 files of hermes-100M)."""
    first_of: dict[tuple[str, int], int] = {}
    merged_into: dict[int, int] = {}
    for index, group in enumerate(groups):
        for path in group:
            if "://" in path or len(group) != 1:
                continue
            try:
                key = (path[max(path.rfind("/"), path.rfind(os.sep)) + 1 :], os.stat(path).st_size)
            except OSError:
                continue
            target = first_of.setdefault(key, index)
            while target in merged_into:
                target = merged_into[target]
            if target != index and index not in merged_into:
                merged_into[index] = target
    if not merged_into:
        return groups
    out: dict[int, list[str]] = {}
    for index, group in enumerate(groups):
        target = index
        while target in merged_into:
            target = merged_into[target]
        out.setdefault(target, []).extend(group)
    return [out[k] for k in sorted(out)]


class AgentTracesBuilder(datasets.ArrowBasedBuilder):
    """Base builder for a trace source: one row per trajectory in the ``messages`` view."""

    NAME: ClassVar[str] = ""
    DESCRIPTION: ClassVar[str] = ""
    FILE_PATTERNS: ClassVar[tuple[str, ...]] = ("**/*.jsonl",)
    DEFAULT_LOCATION: ClassVar[str] = ""
    # file names of the source's indexes (Continue's and OpenClaw's ``sessions.json``): recognized,
    # read with the sessions they list, no conversation of their own
    INDEX_FILES: ClassVar[tuple[str, ...]] = ()
    BUILDER_CONFIG_CLASS = AgentTracesConfig
    BUILDER_CONFIGS = view_configs(AgentTracesConfig)
    DEFAULT_CONFIG_NAME = DEFAULT_VIEW
    # the rows of one record batch: ``_generate_tables`` bounds its tables by size, so this only
    # must not split them (one-row tables, buffered by datasets up to this many, are rare)
    DEFAULT_WRITER_BATCH_SIZE = ROWS_PER_BATCH
    # encode each table's rows in one group (``Batcher(whole=True)``): for rows sharing large values
    ENCODE_WHOLE_TABLES: ClassVar[bool] = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.config.validate()  # options load_dataset set after the config's own check

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """One config per view for every source, of the source's own config class."""
        super().__init_subclass__(**kwargs)
        if "BUILDER_CONFIGS" not in cls.__dict__:
            cls.BUILDER_CONFIGS = view_configs(cls.BUILDER_CONFIG_CLASS)

    # -- what a source implements ---------------------------------------------------------------

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        """Canonical rows (not yet finalized) read from one file."""
        raise NotImplementedError

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        """Whether a file is of this source, judged cheaply from its name and first bytes.

        ``head`` is at most the first 64 KiB of the file (decompressed for ``.gz``); it may end
        mid-record. Used by the mixed-folder ``agent_traces`` builder and ``agent-traces inspect``.
        """
        return False

    @classmethod
    def default_data_files(cls) -> list[str]:
        """The tool's own trace files on this machine, used when no files are given."""
        return files_in(cls.default_locations(), cls.FILE_PATTERNS)

    @classmethod
    def default_locations(cls) -> list[str]:
        """Every folder read when no files are given: ``default_location`` unless a tool keeps
        traces in several places (archives, older versions, other editors)."""
        return [cls.default_location()]

    @classmethod
    def default_location(cls) -> str:
        """Where the tool writes its traces (shown by ``agent-traces sources``)."""
        return os.path.expanduser(cls.DEFAULT_LOCATION) if cls.DEFAULT_LOCATION else ""

    def group_files(self, files: list[str]) -> list[list[str]]:
        """Shards for ``num_proc``: one per file unless a source needs files read together."""
        return [[f] for f in files]

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        """Canonical rows of one shard; by default each file on its own.

        A parser that fails on a file (a value of a type nobody foresaw) costs the rest of that
        file, counted as ``parser_error`` with the exception, not the whole load.
        """
        for path in files:
            ctx = ParseContext(path, roots[path], self.config, log)
            yield from guarded(self.parse_file(path, ctx), ctx)

    # -- datasets plumbing ----------------------------------------------------------------------

    def _info(self) -> datasets.DatasetInfo:
        self.config.check_training_options()
        resolve_tokenizer(self.config.tokenizer)  # a bad path fails here, not mid-generation
        return datasets.DatasetInfo(description=self.DESCRIPTION, features=VIEW_FEATURES[self._stored_view()])

    def _stored_view(self) -> str:
        """What the cache holds for the config's view: step records for ``steps``, the
        ``messages`` rows with their tokens for ``tokenize=True``."""
        if self.config.name == DEFAULT_VIEW and getattr(self.config, "tokenize", False):
            return TOKENIZED
        return STORED_AS.get(self.config.name, self.config.name)

    def _as_dataset(self, split: Any = datasets.Split.TRAIN, in_memory: bool = False) -> datasets.Dataset:
        """The split; for ``steps``, the stored step records with the transform that rebuilds
        each state on access (``core.steps_access``)."""
        ds = super()._as_dataset(split, in_memory)
        if self.config.name in STORED_AS:
            ds = steps_dataset(ds, replay_options(self.config))
        return ds

    def as_streaming_dataset(self, *args: Any, **kwargs: Any) -> Any:
        """As ``datasets`` streams it, rows decoded by us (``core.streaming``: our examples
        iterable, and the view's features as :class:`DecodingFeatures` for ``map``, ``filter`` and
        the formats); for ``steps``, with each state rebuilt in order."""
        if not isinstance(self.info.features, DecodingFeatures):
            self.info.features = DecodingFeatures(self.info.features)
        out = super().as_streaming_dataset(*args, **kwargs)
        if self.config.name not in STORED_AS:
            return out
        options = replay_options(self.config)
        if isinstance(out, dict):
            return type(out)({k: steps_iterable(v, options) for k, v in out.items()})
        return steps_iterable(out, options)

    def _get_examples_iterable_for_split(self, split_generator: datasets.SplitGenerator) -> Any:
        """The streamed examples, decoded once per table by us (``core.streaming``), not per
        example by ``datasets``."""
        base = super()._get_examples_iterable_for_split(split_generator)
        return DecodedArrowExamplesIterable.wrap(base, self.info.features)

    def _create_builder_config(self, config_name=None, custom_features=None, config_id=None, **config_kwargs):  # type: ignore[no-untyped-def]
        """``datasets``' config, with a mistyped option said in one line with what was meant
        (``datasets`` itself prints the whole config)."""
        known = [f.name for f in dataclasses.fields(self.BUILDER_CONFIG_CLASS)]
        for key in config_kwargs:
            if key not in known:
                raise ValueError(f"{self.NAME} has no option {key!r}" + did_you_mean(key, known))
        return super()._create_builder_config(config_name, custom_features, config_id, **config_kwargs)

    @classmethod
    def resolve_data_files(cls, data_dir: str | None = None) -> list[str]:
        """Files of this source under ``data_dir``, or at the tool's default location."""
        if data_dir:
            root = os.path.expanduser(data_dir)
            if not os.path.exists(root):
                raise FileNotFoundError(f"{cls.NAME}: data_dir {root!r} does not exist")
            files = find_files(root, cls.FILE_PATTERNS)
            where = f"under data_dir {root!r}"
            todo = "pass the data_dir that holds them, or data_files= naming the files"
        else:
            files = cls.default_data_files()
            where = f"at the default location {cls.default_location() or '(none)'!r}"
            todo = "pass data_dir= or data_files="
        if not files:
            raise FileNotFoundError(
                f"{cls.NAME}: no trace files matching {', '.join(cls.FILE_PATTERNS)} {where}; {todo}"
            )
        return files

    def __getstate__(self) -> dict:
        """The builder as ``datasets`` pickles it for each ``num_proc`` job: without the input list.

        A job reads its files from ``gen_kwargs``; ``config.data_files`` (and the same list in
        ``config_kwargs``) made the builder 525 KB of dill per job on the 1 GB corpus, pickled
        one job after the other before the workers start.
        """
        state = dict(super().__getstate__())
        if state.get("config") is not None and state["config"].data_files is not None:
            state["config"] = copy.copy(state["config"])
            state["config"].data_files = None
        if "data_files" in state.get("config_kwargs", {}):
            state["config_kwargs"] = {k: v for k, v in state["config_kwargs"].items() if k != "data_files"}
        state.pop("_tool_scans", None)  # keyed by object ids, which do not survive pickling
        return state

    def _split_generators(self, dl_manager: datasets.DownloadManager) -> list[datasets.SplitGenerator]:
        each_file_alone = type(self).parse_shard is AgentTracesBuilder.parse_shard
        return generation.split_generators(self, dl_manager, colocate_copies if each_file_alone else None)

    def _prepare_split(
        self,
        split_generator: datasets.SplitGenerator,
        file_format: str = "arrow",
        num_proc: int | None = None,
        max_shard_size: str | int | None = None,
    ) -> None:
        """As ``datasets`` prepares it, with ``num_proc`` fitted to the input
        (``generation.balance_processes``); a split of no rows raises :class:`NoTracesError`
        saying why for each file."""
        num_proc = generation.balance_processes(split_generator, num_proc)
        super()._prepare_split(split_generator, file_format, num_proc=num_proc, max_shard_size=max_shard_size)
        if not split_generator.split_info.num_examples:
            kwargs = split_generator.gen_kwargs
            files = [f for shard in kwargs.get("shards", []) for g in shard for f in g]
            names = {f: n for part in kwargs.get("roots", []) for f, n in part.items()}
            raise NoTracesError(self.NAME, self.why_no_rows(files, names))

    def why_no_rows(self, files: list[str], roots: dict[str, str]) -> dict[str, str]:
        """Why each file gave no row, for :class:`NoTracesError` (``core.no_rows``)."""
        mixed = type(self).sniff.__func__ is AgentTracesBuilder.sniff.__func__  # type: ignore[attr-defined]
        return no_rows.why_no_rows(self, files, roots, mixed, os.path.basename)

    def _generate_shards(self, shards: list[list[list[str]]], roots: list[dict[str, str]]) -> Iterator[str]:
        for shard in shards:
            for files in shard:
                yield files[0]

    def iter_rows(
        self, files: list[str], roots: dict[str, str], log: ProblemLog, ids: SessionIds | None = None
    ) -> Iterator[dict]:
        """Finalized canonical rows of one shard (``core.rows.iter_rows``); problems found while
        finalizing go to ``log``, ``ids`` keeps row ids unique across the shards of one run."""
        return rows.iter_rows(self, files, roots, log, ids)

    def _generate_tables(
        self, shards: list[list[list[str]]], roots: list[dict[str, str]]
    ) -> Iterator[tuple[Key, pa.Table]]:
        """Tables of up to ``ROWS_PER_BATCH`` rows or ``CHARS_PER_BATCH`` characters, across
        shards (``core.generation.generate_tables``)."""
        return generation.generate_tables(self, shards, roots)
