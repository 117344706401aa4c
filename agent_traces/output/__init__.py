"""Writing a dataset folder that plain ``datasets`` loads: Parquet shards, a dataset card, a manifest.

Layout of the folder (what ``agent-traces convert`` and ``publish`` write)::

    README.md                                  dataset card: YAML configs + features, statistics
    manifest.json                              generator marker, options, version, fingerprint,
                                               counts, and ``files``: every file of the output
                                               with its sha256 and size (the one list of what
                                               belongs to the output and what is uploaded)
    data/<view>/train-00000-of-0000N.parquet   one config per view; with several harnesses
                                               ``train-<harness>-…`` shards, each row once:
                                               ``<view>-<harness>`` configs are patterns over
                                               them (:func:`shard_prefixes`); ``steps`` holds
                                               step records (``history``, linear in a session;
                                               ``core.steps_access.published_steps`` rebuilds
                                               the states)
    data/<view>/train-<harness>-<period>-NNNN.parquet
                                               the same with ``shards="period"``: rows by session
                                               month (``YYYY-MM`` of ``sent_at``, or ``undated``),
                                               then time, cut every ``rows_per_shard`` rows, so that
                                               a new version rewrites only the months that changed
    traces/<harness>/…                         with ``traces``: files for the Hub's trace viewer
                                               (see :mod:`agent_traces.export`)
    figures/<name>.svg                         with ``card_figures``: the card's figures

The package, one concern a module: :mod:`.options` (what shapes an output, what writing one
gives back), :mod:`.inputs` (which inputs are read), :mod:`.layout` (configs and shards: the plan
every engine writes to), :mod:`.spool` and :mod:`.writer` (the local engine), :mod:`.statistics`,
:mod:`.card` (the card and its escaping), :mod:`.record` (fingerprint, changelog, local record,
placeholder key) and :mod:`.finish` (the finishing step every engine shares). Ray is the other
engine (:mod:`agent_traces.ray`).

How the folder is replaced (staging beside it, a lock, one atomic swap) and what sits beside it
(the local record of the inputs, never uploaded) is :mod:`agent_traces.output_folder`'s concern;
the local cache of canonical rows that lets a re-run read only new or changed inputs is
:mod:`agent_traces.incremental`'s.

Everything is deterministic so that the same inputs and options give identical bytes: rows are
sorted by ``id``, shards and row groups have fixed sizes, compression is fixed, and no file holds
a timestamp of when it was written. The Parquet schema carries the ``datasets`` features (so
``Json`` columns come back as ``Json``), and the card's ``dataset_info`` declares them too.

Statistics for the card are computed with ``pyarrow.compute`` over the Parquet just written.
Redaction (see :mod:`agent_traces.redact`) runs on the canonical rows before any view is rendered,
so every view and subset is written from the same redacted rows.
"""

from __future__ import annotations

from .card import (
    CARD_TEMPLATE,
    CARD_VALUE_LIMIT,
    NAME,
    SIZE_CATEGORIES,
    card_metadata,
    md_code,
    md_text,
    render_card,
    size_category,
)
from .finish import (
    COUNTED_OPTIONS,
    finish_output,
    published_options,
)
from .inputs import (
    MAX_FILES_DETECTED,
    MAX_FILES_LISTED,
    Inputs,
    _changed_files,
    _no_rows_message,
    check_inputs,
    inputs_to_read,
    no_files_message,
)
from .layout import (
    SHARD_LAYOUTS,
    ConfigPart,
    WrittenData,
    combine_configs,
    config_names,
    config_parts,
    count_numbered,
    data_pattern,
    period_numbered,
    period_of,
    shard_file,
    shard_prefixes,
    shard_ranges,
    write_shard,
    written_data,
)
from .options import (
    FIGURES_DIR,
    FORMAT_VERSION,
    MANAGED_PATTERNS,
    InputFile,
    NoRowsError,
    OutputOptions,
    OutputResult,
)
from .record import (
    CHANGELOG_IDS,
    CHANGELOG_VERSIONS,
    changelog,
    dataset_redactor,
    fingerprint,
    machine_secret,
    placeholder_key,
    session_digests,
)
from .spool import (
    RUN_CHARS,
    _Spool,
)
from .statistics import (
    STAT_COLUMNS,
    compute_statistics,
)
from .writer import (
    deny_rows,
    write_dataset,
)

# the names other modules import; _Spool, _changed_files and _no_rows_message as before the split
__all__ = [
    "CARD_TEMPLATE",
    "CARD_VALUE_LIMIT",
    "CHANGELOG_IDS",
    "CHANGELOG_VERSIONS",
    "COUNTED_OPTIONS",
    "FIGURES_DIR",
    "FORMAT_VERSION",
    "MANAGED_PATTERNS",
    "MAX_FILES_DETECTED",
    "MAX_FILES_LISTED",
    "NAME",
    "RUN_CHARS",
    "SHARD_LAYOUTS",
    "SIZE_CATEGORIES",
    "STAT_COLUMNS",
    "ConfigPart",
    "InputFile",
    "Inputs",
    "NoRowsError",
    "OutputOptions",
    "OutputResult",
    "WrittenData",
    "_Spool",
    "_changed_files",
    "_no_rows_message",
    "card_metadata",
    "changelog",
    "check_inputs",
    "combine_configs",
    "compute_statistics",
    "config_names",
    "config_parts",
    "count_numbered",
    "data_pattern",
    "dataset_redactor",
    "deny_rows",
    "fingerprint",
    "finish_output",
    "inputs_to_read",
    "machine_secret",
    "md_code",
    "md_text",
    "no_files_message",
    "period_numbered",
    "period_of",
    "placeholder_key",
    "published_options",
    "render_card",
    "session_digests",
    "shard_file",
    "shard_prefixes",
    "shard_ranges",
    "size_category",
    "write_dataset",
    "write_shard",
    "written_data",
]
