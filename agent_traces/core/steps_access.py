"""The ``steps`` view of a builder: stored as step records, materialized on access.

The cache of the ``steps`` config holds step records (``converters.steps.STEP_RECORD_FEATURES``,
linear in the session length). ``load_dataset(source, "steps")`` returns that table with a
``datasets`` transform (``Dataset.with_transform``) that rebuilds each step's state from the
records of its session, so rows read as before. Streaming applies the same rebuilding with
``IterableDataset.map`` (records arrive in order there).

What is not transparent, because ``datasets`` features describe the stored table:
``ds.features`` and ``ds.column_names`` name the stored columns (``history`` instead of
``messages``); ``ds.map``/``ds.filter`` see the materialized rows; ``ds.data``, ``to_pandas``
and ``to_parquet`` and functions that drop the format (``concatenate_datasets``,
``ds.reset_format()``) see the records. ``materialize(ds)`` gives an ordinary dataset of the
full rows (quadratic in size again) when one is needed.

A dataset folder written by ``convert``/``publish`` stores the ``steps`` config the same way
(states written out made one 12 MB session 7 GB): plain ``load_dataset(DIR, "steps")`` gives the
records, :func:`published_steps` the steps, with the teacher-replay options the folder was
written with (its manifest's), and :func:`rebuild_steps` the steps of any record dataset.
"""

from __future__ import annotations

from typing import Any

import datasets

from ..converters.steps import STEP_RECORD_FEATURES, STEPS_FEATURES, ReplayOptions, StateBuilder

RECORD_COLUMNS = ("state_id", "id", "session_id", "turn_index", "history", "tools", "action")


def replay_options(config: Any) -> ReplayOptions:
    """The teacher-replay options of a builder config (tokens with its tokenizer, else characters)."""
    from .tokens import chat_token_counter, resolve_tokenizer

    count = None
    if getattr(config, "max_history_tokens", None):
        tokenizer = resolve_tokenizer(getattr(config, "tokenizer", None))
        count = chat_token_counter(tokenizer) if tokenizer is not None else None
    return ReplayOptions(
        strip_reasoning=bool(getattr(config, "strip_reasoning", False)),
        max_history_tokens=getattr(config, "max_history_tokens", None),
        system_prompt=getattr(config, "system_prompt", None),
        count=count,
    )


class StepTransform:
    """The ``with_transform`` function of a steps dataset: a batch of records → full step rows.

    Holds the record table (format reset) to fetch the earlier records of a step asked for out
    of order; the first records of sessions are found by bisecting the ``turn_index == 0`` rows
    (built once, on the first out-of-order access).
    """

    def __init__(self, records: datasets.Dataset, options: ReplayOptions) -> None:
        self.records = records
        self.options = options
        self.builder = StateBuilder(options)
        self.starts: list[int] | None = None
        self.positions: dict[str, list[int]] | None = None

    def __getstate__(self) -> dict:
        state = dict(self.__dict__)
        state["builder"], state["starts"], state["positions"] = None, None, None
        return state

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self.builder = StateBuilder(self.options)

    def _earlier(self, record: dict) -> list[dict]:
        """The records of ``record``'s session before it, read from the table."""
        if self.positions is None:
            turns = self.records.data.column("turn_index").to_pylist()
            ids = self.records.data.column("state_id").to_pylist()
            self.positions = {}
            for i, (turn, state_id) in enumerate(zip(turns, ids, strict=True)):
                if turn == 0:
                    self.positions.setdefault(state_id.rsplit(":", 1)[0], []).append(i)
        for first in self.positions.get(record["id"], ()):
            end = first + record["turn_index"]
            if end < len(self.records) and self.records[end]["state_id"] == record["state_id"]:
                batch = self.records.select_columns(list(RECORD_COLUMNS))[first:end]
                return [dict(zip(batch, values, strict=True)) for values in zip(*batch.values(), strict=True)]
        raise KeyError(f"step {record['state_id']}: its session's earlier steps are not in the dataset")

    def __call__(self, batch: dict[str, list]) -> dict[str, list]:
        if "history" not in batch:  # a table derived with map() that no longer holds records
            return batch
        if "messages" in batch:  # derived with map(), which stored the materialized rows
            return {k: v for k, v in batch.items() if k != "history"}
        names = list(batch)
        out: dict[str, list] = {name: [] for name in STEPS_FEATURES}
        extra = {name: batch[name] for name in names if name not in STEP_RECORD_FEATURES}
        for values in zip(*(batch[n] for n in names), strict=True):
            record = dict(zip(names, values, strict=True))
            earlier = (
                () if record["turn_index"] == 0 or self.builder.follows(record) else self._earlier(record)
            )
            step = self.builder.step(record, earlier)
            for name in out:
                out[name].append(step[name])
        return {**out, **extra}


def steps_dataset(records: datasets.Dataset, options: ReplayOptions) -> datasets.Dataset:
    """The record table with the transform that materializes its steps."""
    records = records.with_format(None)
    return records.with_transform(StepTransform(records, options))


def steps_iterable(records: datasets.IterableDataset, options: ReplayOptions) -> datasets.IterableDataset:
    """Streaming records materialized in order (a session's records are consecutive in a shard)."""
    builder = StateBuilder(options)

    def step(record: dict) -> dict:
        return builder.step(record)

    extra = [c for c in (records.column_names or []) if c not in STEPS_FEATURES]
    return records.map(step, remove_columns=extra or None, features=STEPS_FEATURES)


def materialize(ds: datasets.Dataset) -> datasets.Dataset:
    """A steps dataset as an ordinary table of full rows (every state stored: quadratic size)."""

    def rows():
        yield from ds

    return datasets.Dataset.from_generator(rows, features=STEPS_FEATURES)


def rebuild_steps(
    records: datasets.Dataset | datasets.IterableDataset,
    *,
    strip_reasoning: bool = False,
    max_history_tokens: int | None = None,
    system_prompt: str | None = None,
    tokenizer: Any = None,
) -> datasets.Dataset | datasets.IterableDataset:
    """Step records (``load_dataset(DIR, "steps")`` of a written folder) read as full steps,
    each state shaped by the teacher-replay options (see ``converters.steps.ReplayOptions``)."""
    from types import SimpleNamespace

    options = replay_options(
        SimpleNamespace(
            strip_reasoning=strip_reasoning,
            max_history_tokens=max_history_tokens,
            system_prompt=system_prompt,
            tokenizer=tokenizer,
        )
    )
    if isinstance(records, datasets.IterableDataset):
        return steps_iterable(records, options)
    return steps_dataset(records, options)


def published_steps(folder: str, split: str = "train", **kwargs: Any) -> datasets.Dataset:
    """The ``steps`` config of a folder ``convert``/``publish`` wrote, as full steps: the records
    loaded by plain ``load_dataset`` (``kwargs`` passed on), states rebuilt with the replay options
    recorded in its ``manifest.json`` (``-O strip_reasoning=true`` …)."""
    import json
    from pathlib import Path

    manifest = Path(folder) / "manifest.json"
    recorded = json.loads(manifest.read_text()).get("options", {}) if manifest.is_file() else {}
    source = recorded.get("source_options") or {}
    replay = {
        k: source[k]
        for k in ("strip_reasoning", "max_history_tokens", "system_prompt", "tokenizer")
        if k in source
    }
    records = datasets.load_dataset(str(folder), "steps", split=split, **kwargs)
    return rebuild_steps(records, **replay)
