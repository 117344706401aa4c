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
and reason (``strict=True`` raises instead), and writing Arrow tables in batches.
"""

from __future__ import annotations

import copy
import dataclasses
import os
import traceback
from collections import Counter
from collections.abc import Iterator
from typing import Any, ClassVar

import datasets
import pyarrow as pa
from datasets.builder import Key

from ..converters.schema import TRAJECTORY_FEATURES, finalize_row, is_copied
from ..converters.views import DEFAULT_VIEW, STORED_AS, TOKENIZED, VIEW_FEATURES, render_view
from ..converters.windows import head_tokens, split_windows
from ..data import builtin_tools
from ..problems import NoTracesError, ProblemLog, TraceFormatError
from . import sharding
from .config import AgentTracesConfig, ParseContext, did_you_mean, view_configs
from .detection import detect_format, read_head, unknown_reason
from .encoding import ROWS_PER_BATCH, Batcher, conformed, view_encoder
from .files import common_root, files_in, find_files, relative_path
from .filters import RowFilter
from .memory import FreeMemory, GcPause
from .session_ids import SessionIds
from .sources import index_files
from .steps_access import replay_options, steps_dataset, steps_iterable
from .streaming import DecodedArrowExamplesIterable, DecodingFeatures
from .tokens import assistant_masker, chat_token_counter, resolve_tokenizer, text_token_counter

logger = datasets.utils.logging.get_logger(__name__)


# a parser that leaves out at least this many records of a file, and more than this many times the
# messages it read from it, has mostly not read it (``mostly_unread``, see ``_report_unread``)
MOSTLY_UNREAD_MIN = 10
MOSTLY_UNREAD_RATIO = 4
# a file that gave no message while at least this many of its records could not be read (one bad
# record alone is exactly what its own problem says)
MOSTLY_UNREAD_NONE_MIN = 2


def render_rows(row: dict, view: str, empty_think: bool, log: ProblemLog, replay: Any = None) -> list[dict]:
    """``render_view(row, view)``; a row a view cannot render is conformed first (see ``conformed``)."""
    try:
        return render_view(row, view, empty_think=empty_think, replay=replay)
    except Exception:
        row = conformed(row, TRAJECTORY_FEATURES, log)
        return render_view(row, view, empty_think=empty_think, replay=replay)


def _finalize(
    row: dict, log: ProblemLog, where: str, scans: dict | None = None
) -> tuple[dict, Counter] | None:
    """``finalize_row(row)``; a row it cannot finalize is conformed first (``conformed``), and
    left out as a ``parser_error`` if that fails too. ``scans``: see ``declare_tools``."""
    try:
        return finalize_row(row, builtin_tools(), scans)
    except Exception:
        row = conformed(row, TRAJECTORY_FEATURES, log)
    try:
        return finalize_row(row, builtin_tools(), scans)
    except Exception as err:
        log.add(
            row.get("file_path") or where,
            "parser_error",
            None,
            f"{parser_failure(err)}; row {row.get('id')} left out",
        )
        return None


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


def parser_failure(err: BaseException) -> str:
    """An unexpected exception of a parser as a problem detail: what, and where in our code."""
    frames = traceback.extract_tb(err.__traceback__)
    where = f" (at {os.path.basename(frames[-1].filename)}:{frames[-1].lineno})" if frames else ""
    return f"{type(err).__name__}: {err}{where}"


def text_size(row: dict, view: str = "messages", rendered: int = 1) -> int:
    """Characters of text a row puts in a table of ``view``: a cheap estimate of its size.

    Counts message text, reasoning and the string arguments of tool calls (file contents
    written by an agent can outweigh the conversation). The ``steps`` view repeats the history
    of every turn, roughly half the row per step.
    """
    chars = 0
    for m in row["messages"]:
        chars += len(m["content"]) + len(m["reasoning_content"] or "")
        for call in m["tool_calls"] or ():
            arguments = call["function"]["arguments"]
            if isinstance(arguments, dict):
                for value in arguments.values():
                    if isinstance(value, str):
                        chars += len(value)
            elif isinstance(arguments, str):
                chars += len(arguments)
    return chars * max(1, rendered // 2) if view == "steps" else chars


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
            try:
                yield from self.parse_file(path, ctx)
            except (TraceFormatError, MemoryError):
                raise
            except Exception as err:
                ctx.problem("parser_error", None, parser_failure(err) + "; the rest of the file was not read")

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
        if self.config.data_files:
            split_files = {split: list(files) for split, files in self.config.data_files.items()}
        else:
            split_files = {"train": self.resolve_data_files(self.config.data_dir)}
        root = self.config.data_dir or self.base_path
        generators = []
        for split, files in split_files.items():
            remote = any("://" in str(f) for f in files)
            local = [str(f) for f in dl_manager.download(files)] if remote else [str(f) for f in files]
            pairs = sorted(zip(files, local, strict=True))
            originals = [p[0] for p in pairs]
            common = common_root([str(o) for o in originals], root)
            roots = {loc: relative_path(str(orig), common) for orig, loc in pairs}
            groups = self.group_files([p[1] for p in pairs])
            if type(self).parse_shard is AgentTracesBuilder.parse_shard:  # each file read on its own
                groups = colocate_copies(groups)
            if isinstance(dl_manager, datasets.StreamingDownloadManager) and not remote:
                shards = sharding.pack_groups(groups, sharding.STREAM_SHARD_BYTES)
            else:
                shards = [[group] for group in groups]
            generators.append(
                datasets.SplitGenerator(name=split, gen_kwargs=sharding.shard_kwargs(shards, roots))
            )
        return generators

    def _prepare_split(
        self,
        split_generator: datasets.SplitGenerator,
        file_format: str = "arrow",
        num_proc: int | None = None,
        max_shard_size: str | int | None = None,
    ) -> None:
        """Use no more processes than the input keeps busy (``MIN_BYTES_PER_PROCESS`` each), and
        give each the same number of bytes.

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
        super()._prepare_split(split_generator, file_format, num_proc=num_proc, max_shard_size=max_shard_size)
        if not split_generator.split_info.num_examples:
            kwargs = split_generator.gen_kwargs
            files = [f for shard in kwargs.get("shards", []) for g in shard for f in g]
            names = {f: n for part in kwargs.get("roots", []) for f, n in part.items()}
            raise NoTracesError(self.NAME, self.why_no_rows(files, names))

    def why_no_rows(self, files: list[str], roots: dict[str, str]) -> dict[str, str]:
        """Why each file gave no row, for :class:`NoTracesError`: not of this source (and of which,
        if any), or of it but empty or damaged (the problems are in the log)."""
        mixed = type(self).sniff.__func__ is AgentTracesBuilder.sniff.__func__  # type: ignore[attr-defined]
        reasons = {}
        for path in files:
            name = roots.get(path, path)
            try:
                kind = self.NAME if self.sniff(path, read_head(path)) else detect_format(path)
            except Exception:
                kind = None
            if kind is not None and os.path.basename(path) in index_files(kind):
                reasons[name] = (
                    f"read as {kind}: its sessions index, which holds no conversation "
                    "(give it with the session files it lists)"
                )
            elif kind == self.NAME and getattr(self.config, "max_tokens", None):
                reasons[name] = self._why_no_windows(path, name) or (
                    f"read as {kind}, but it gave no rows (empty, or damaged: see the problems logged)"
                )
            elif kind == self.NAME or (mixed and kind is not None):
                reasons[name] = (
                    f"read as {kind}, but it gave no rows (empty, or damaged: see the problems logged)"
                )
            elif kind is not None:
                reasons[name] = f"not read as {self.NAME}: it looks like {kind}"
            else:
                reasons[name] = f"not read as {self.NAME}: in no known format ({unknown_reason(path)})"
        return reasons

    def _why_no_windows(self, path: str, name: str) -> str | None:
        """With ``max_tokens``: whether the file gave no rows because no window could fit (read
        again, on this failure path only, to say so with the sizes), else None."""
        probe = ProblemLog()
        try:
            for _ in self.iter_rows([path], {path: name}, probe):
                return None  # it gives rows: not the cause
        except Exception:
            return None
        heads = sum(n for (_, reason), n in probe.counts.items() if reason == "window_head_too_long")
        if not heads:
            return None
        example = probe.examples.get("window_head_too_long") or ""
        copied = (
            ""
            if getattr(self.config, "train_copied", True)
            else " (and, with train_copied=False, the copied history)"
        )
        return (
            f"every session was left out: window_head_too_long {heads} ({example}); the system prompt, "
            f"tools and first prompt{copied} alone exceed max_tokens={self.config.max_tokens:,}: raise "
            "max_tokens above the head's size, or leave max_tokens out to keep sessions whole"
        )

    def _generate_shards(self, shards: list[list[list[str]]], roots: list[dict[str, str]]) -> Iterator[str]:
        for shard in shards:
            for files in shard:
                yield files[0]

    def iter_rows(
        self, files: list[str], roots: dict[str, str], log: ProblemLog, ids: SessionIds | None = None
    ) -> Iterator[dict]:
        """Finalized canonical rows of one shard; problems found while finalizing go to ``log``.

        ``ids`` keeps row ids unique across the shards of one run (see ``SessionIds``).

        Built with the cyclic GC paused (``GcPause``), as in ``_generate_tables``: this is also
        the path of ``read_trajectories`` and the ``convert`` command.
        """
        keep = RowFilter.from_config(self.config)
        names = [roots.get(f, f) for f in files]
        before = {name: (log.tally[(name, False)], log.tally[(name, True)]) for name in names}
        own: Counter = Counter()  # what this loop logs itself (finalizing, filters): not dropped records
        kept: Counter = Counter()  # messages read, by file
        parsed = self.parse_shard(files, roots, log)
        fit = self._fitter(log)
        scans = self.__dict__.setdefault("_tool_scans", {})  # tools lists rows share, across shards
        gc_pause = GcPause()
        try:
            while True:
                gc_pause.start()
                try:
                    row = next(parsed, None)
                except (TraceFormatError, MemoryError):
                    raise
                except Exception as err:
                    detail = (
                        f"{parser_failure(err)}; the rest of this shard of {len(files)} file(s) was not read"
                    )
                    log.add(roots.get(files[0], files[0]), "parser_error", None, detail)
                    return
                if row is None:
                    self._report_unread(names, before, own, kept, log)
                    return
                row.setdefault("harness", self.NAME)
                if len(files) == 1:
                    row.setdefault("file_path", roots.get(files[0]))
                kept[row.get("file_path") or names[0]] += len(row.get("messages") or ())
                finalized = _finalize(row, log, roots.get(files[0], files[0]), scans)
                if finalized is None:
                    continue
                row, problems = finalized
                for reason, count in problems.items():
                    log.add(row.get("file_path") or files[0], reason, None, row["id"], count)
                    own[(row.get("file_path") or files[0], False)] += count
                left_out = keep.reason(row) if keep is not None else None
                if left_out is not None:
                    log.add(row.get("file_path") or files[0], left_out, None, row["id"], fatal=False)
                    own[(row.get("file_path") or files[0], True)] += 1
                    continue
                if ids is not None:
                    ids.admit(row, log)
                gc_pause.stop()
                if fit is None:
                    yield row
                else:
                    yield from fit(row)
        finally:
            gc_pause.stop()

    def _report_unread(
        self,
        names: list[str],
        before: dict[str, tuple[int, int]],
        own: Counter,
        kept: Counter,
        log: ProblemLog,
    ) -> None:
        """Count ``mostly_unread`` for each file of a shard the parser read little of (issue 32).

        A parser chosen for a file that is not really its format reads a few records and leaves
        out or fails on the rest: Qwen Code sessions read as Claude Code gave 1 message and 93
        ``other_branch`` records. That is a problem, never "left out on purpose": a file whose
        dropped records (problems and skips the parser logged) are at least
        ``MOSTLY_UNREAD_MIN`` and more than ``MOSTLY_UNREAD_RATIO`` times its messages, or that
        gave no message at all while the parser could not read ``MOSTLY_UNREAD_NONE_MIN`` or more
        of its records. Damage to the bytes
        (``DAMAGE_REASONS``: malformed lines, a cut-off file, a file in no known format) is loud
        already and not counted here. Rows of a multi-file shard (sub-agent files
        read with their parent) count for every file of it.
        """
        shard_kept = sum(kept.values())
        for name in names:
            problems = log.tally[(name, False)] - before[name][0] - own[(name, False)]
            skipped = log.tally[(name, True)] - before[name][1] - own[(name, True)]
            dropped = problems + skipped
            messages = kept[name] if len(names) == 1 else shard_kept
            if (messages == 0 and problems >= MOSTLY_UNREAD_NONE_MIN) or (
                dropped >= MOSTLY_UNREAD_MIN and dropped > MOSTLY_UNREAD_RATIO * messages
            ):
                reasons = ", ".join(f"{r} {n}" for (f, r), n in sorted(log.counts.items()) if f == name)
                log.add(
                    name,
                    "mostly_unread",
                    None,
                    f"read as {self.NAME}: {messages} message(s) from it, {dropped} record(s) left out "
                    f"or unreadable ({reasons}); is it really a {self.NAME} file?",
                )

    def _fitter(self, log: ProblemLog):
        """With a ``tokenizer``: a function from a row to its rows with ``num_tokens`` set, split
        into windows of ``max_tokens`` when given (turns that cannot fit are counted in ``log``)."""
        max_tokens = self.config.max_tokens
        cut_tools = getattr(self.config, "max_tool_output_tokens", None)
        if not max_tokens and not cut_tools and self.config.name != "messages":
            return None  # num_tokens is a column of the messages view only
        tokenizer = resolve_tokenizer(getattr(self.config, "tokenizer", None))
        if tokenizer is None:
            return None
        count = chat_token_counter(tokenizer)
        options = {
            "head_policy": getattr(self.config, "head_policy", "drop"),
            "max_tool_output_tokens": cut_tools,
            "count_text": text_token_counter(tokenizer),
            "copied_as_head": not getattr(self.config, "train_copied", True),
        }

        skip = None if getattr(self.config, "train_copied", True) else is_copied
        mask = assistant_masker(tokenizer, skip) if self._stored_view() == TOKENIZED else None
        max_length = getattr(self.config, "max_length", None)

        def fit(row: dict) -> list[dict]:
            if not max_tokens and not cut_tools:
                row["num_tokens"] = count(row["messages"], row.get("tools") or [])
                rows = [row]
            else:
                rows, left_out = split_windows(row, max_tokens, count, **options)
                for reason, n in left_out.items():
                    detail = row["id"]
                    if reason == "window_head_too_long":
                        detail += (
                            f": its head (the messages before the first answer, and the tools) is "
                            f"{head_tokens(row, count, options['copied_as_head']):,} tokens, more than "
                            f"max_tokens={max_tokens:,}"
                        )
                    log.add(row.get("file_path") or row["id"], reason, None, detail, n, fatal=False)
            return rows if mask is None else tokenized(rows)

        def tokenized(rows: list[dict]) -> list[dict]:
            """Rows with their tokens and assistant masks; a row with no target token left out
            and counted (TRL would drop it, or fail, without a word)."""
            out = []
            for r in rows:
                r["input_ids"], r["assistant_masks"], untrained = mask(r["messages"], r.get("tools") or [])
                where = r.get("file_path") or r["id"]
                if untrained:
                    log.add(where, "assistant_not_masked", None, r["id"], untrained, fatal=False)
                if 1 not in r["assistant_masks"]:
                    log.add(where, "no_target_tokens", None, r["id"], fatal=False)
                    continue
                first = r["assistant_masks"].index(1)
                meta = r["metadata"] if isinstance(r.get("metadata"), dict) else {}
                r["metadata"] = {**meta, "first_target_token": first}
                if max_length is not None and first >= max_length:
                    # TRL truncates to max_length, then drops rows with no target left, silently
                    r["metadata"]["no_target_tokens_after_truncation"] = True
                    detail = (
                        f"{r['id']}: its first target token is token {first:,} of {len(r['input_ids']):,}, "
                        f"at or beyond max_length={max_length:,}"
                    )
                    log.add(where, "no_target_tokens_after_truncation", None, detail, fatal=False)
                out.append(r)
            return out

        return fit

    def _generate_tables(
        self, shards: list[list[list[str]]], roots: list[dict[str, str]]
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
        view = self._stored_view()
        log = ProblemLog(strict=self.config.strict)
        batcher = Batcher(view_encoder(view), log, whole=self.ENCODE_WHOLE_TABLES)
        ids = SessionIds()
        rows_out = chars_read = 0
        tables_per_shard: Counter = Counter()
        gc_pause = GcPause()
        try:
            gc_pause.start()
            for shard_idx, files in ((i, files) for i, shard in enumerate(shards) for files in shard):
                for row in self.iter_rows(files, roots[shard_idx], log, ids):
                    rendered = render_rows(row, view, self.config.empty_think, log)
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
            logger.warning(f"{self.NAME}: {rows_out} rows; {log.summary()}")
        elif log.total():
            logger.info(f"{self.NAME}: {rows_out} rows; {log.summary()}")
        else:
            logger.info(f"{self.NAME}: {rows_out} rows, no problems")
        truncated = sum(n for (_, r), n in log.counts.items() if r == "no_target_tokens_after_truncation")
        if truncated:
            logger.warning(
                f"{self.NAME}: {truncated} of {rows_out} rows have their first target token at or beyond "
                f"max_length={self.config.max_length:,}: a trainer truncating there (TRL's max_length) drops "
                "them without a word; they are marked metadata.no_target_tokens_after_truncation (raise "
                "max_length, or load with max_tokens to split them into windows)"
            )
