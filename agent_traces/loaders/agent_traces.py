"""A folder of traces from any mix of tools (``agent_traces``).

``load_dataset("agent_traces", data_dir="traces/")`` reads every file under the folder, asks
:func:`agent_traces.core.detection.detect_format` which source wrote it (each builder's ``sniff`` judges
the file from its name and first 64 KiB), and hands it to that source's parser, so that one
dataset holds Claude Code sessions next to Codex rollouts, Gemini CLI chats and SFT files; the
``harness`` column tells them apart. With neither ``data_dir`` nor ``data_files`` it reads every
tool's default location at once.

Sources whose parser needs several files together keep that: the files of each source go
through that source's own ``group_files`` (a Claude Code session with its subagent files, a Cline
task folder, Copilot telemetry) and each group through its ``parse_shard``, with a builder of
that source configured like this one (same view, ``strict`` and ``empty_think``, plus any
per-source options given in ``source_options``). Options of the sources are given in one of
two simple forms: ``subagents=True`` (``-O subagents=true``) goes to every source that has the
option, ``claude_code.branches="all"`` (``-O claude_code.branches=all``) to that source only;
each is checked against the source's own options and allowed values when the builder is made.

A file that no source recognizes is not ignored: it is counted as ``unrecognized_format`` in the
problem log (which lists the files; ``strict=True`` raises on the first).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..core import sources
from ..core.builder import AgentTracesBuilder
from ..core.config import AgentTracesConfig, ParseContext
from ..core.detection import detect_files, detect_format, unknown_reason
from ..problems import ProblemLog

NAME = "agent_traces"
_BUILDER_ARGUMENTS = frozenset(
    {"cache_dir", "dataset_name", "config_name", "hash", "base_path", "info", "features", "token"}
    | {"repo_id", "data_files", "data_dir", "storage_options", "writer_batch_size", "config_id", "name"}
)


@dataclass
class AgentTracesMixedConfig(AgentTracesConfig):
    """Options of the mixed-folder builder.

    Args:
        sources (`list[str]`, *optional*): read only files detected as these sources; files of
            other known sources are skipped and counted as ``excluded_source``.
        source_options (`dict`, *optional*): config options per source, e.g.
            ``{"claude_code": {"subagents": True}}``; the key ``"*"`` holds options for every
            source that has them. ``load_dataset("agent_traces", subagents=True)`` and
            ``…, **{"claude_code.branches": "all"}`` are short for these (so are the CLI's
            ``-O subagents=true`` and ``-O claude_code.branches=all``).
    """

    sources: list[str] | None = None
    source_options: dict[str, dict[str, Any]] = field(default_factory=dict)

    def validate(self) -> None:
        """The mixed options, and each source's options against that source's config."""
        super().validate()
        if self.sources is None and not self.source_options:
            return
        known = AgentTraces._sources()
        if self.sources is not None:
            unknown = sorted(set(self.sources) - set(known))
            if unknown:
                raise ValueError(
                    f"option sources: unknown source(s) {unknown}; choose from {', '.join(sorted(known))}"
                )
        if not isinstance(self.source_options, dict):
            raise ValueError(
                f"option source_options must be a dict of options per source, not {self.source_options!r}"
            )
        for source, options in self.source_options.items():
            if source != "*" and source not in known:
                raise ValueError(
                    f"source_options: unknown source {source!r}; choose from {', '.join(sorted(known))}"
                )
            if not isinstance(options, dict):
                raise ValueError(f"source_options[{source!r}] must be a dict of options, not {options!r}")
            targets = known if source == "*" else {source: known[source]}
            applied = False
            for name, cls in targets.items():
                accepted = _own_options(cls)
                chosen = {k: v for k, v in options.items() if k in accepted}
                if source != "*" and len(chosen) < len(options):
                    bad = sorted(set(options) - accepted)
                    allowed = ", ".join(sorted(accepted)) or "none"
                    raise ValueError(f"{name} has no option {', '.join(bad)} (its options: {allowed})")
                if chosen:
                    applied = True
                    try:
                        cls.BUILDER_CONFIG_CLASS(name=self.name, **chosen)
                    except ValueError as err:
                        raise ValueError(f"{name}: {err}") from None
            if source == "*" and options and not applied:
                every = sorted({o for cls in known.values() for o in _own_options(cls)})
                raise ValueError(
                    f"no source has option(s) {', '.join(sorted(options))} (options: {', '.join(every)})"
                )


def _own_options(cls: type[AgentTracesBuilder]) -> set[str]:
    """The options of a source beyond those every source accepts."""
    base = {f.name for f in dataclasses.fields(AgentTracesConfig)}
    return {f.name for f in dataclasses.fields(cls.BUILDER_CONFIG_CLASS)} - base


class AgentTraces(AgentTracesBuilder):
    """Every trace file under a folder, routed to its source's parser by format detection."""

    NAME = NAME
    DESCRIPTION = "Agent traces of any supported tool, detected per file, as canonical rows."
    FILE_PATTERNS = ("**/*",)
    BUILDER_CONFIG_CLASS = AgentTracesMixedConfig

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """Options of the sources given directly (``subagents=True`` for every source that has
        it, ``**{"claude_code.branches": "all"}`` for one) go into ``source_options``."""
        mixed = {f.name for f in dataclasses.fields(AgentTracesMixedConfig)} | _BUILDER_ARGUMENTS
        moved = [k for k in kwargs if k not in mixed]
        if moved:
            options = {k: dict(v) for k, v in (kwargs.get("source_options") or {}).items()}
            for key in moved:
                source, dot, option = key.rpartition(".")
                options.setdefault(source if dot else "*", {})[option] = kwargs.pop(key)
            kwargs["source_options"] = options
        super().__init__(*args, **kwargs)

    @classmethod
    def _sources(cls) -> dict[str, type[AgentTracesBuilder]]:
        return {name: b for name, b in sources.builders().items() if name != NAME}

    @classmethod
    def default_location(cls) -> str:
        return "(the default location of every source)"

    @classmethod
    def default_data_files(cls) -> list[str]:
        found: set[str] = set()
        for builder in cls._sources().values():
            found.update(builder.default_data_files())
        return sorted(found)

    def __getstate__(self) -> dict:
        state = dict(super().__getstate__())
        state.pop("_sub_builders", None)
        return state

    def _source_builder(self, name: str, files: list[str]) -> AgentTracesBuilder:
        """A builder of source ``name`` configured like this one (cached per source)."""
        cache = self.__dict__.setdefault("_sub_builders", {})
        if name not in cache:
            cls = self._sources()[name]
            accepted = {f.name for f in dataclasses.fields(cls.BUILDER_CONFIG_CLASS)}
            options = {k: getattr(self.config, k) for k in ("strict", "empty_think") if k in accepted}
            every = (self.config.source_options or {}).get("*", {})
            options.update({k: v for k, v in every.items() if k in accepted})
            options.update((self.config.source_options or {}).get(name, {}))
            cache[name] = cls(
                config_name=self.config.name, cache_dir=self._cache_dir_root, data_files=files, **options
            )
        return cache[name]

    def group_files(self, files: list[str]) -> list[list[str]]:
        by_source, unrecognized = detect_files(files, self._sources())
        shards: list[list[str]] = []
        for name in sorted(by_source):
            shards.extend(self._source_builder(name, by_source[name]).group_files(sorted(by_source[name])))
        shards.extend([path] for path in unrecognized)
        return shards

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        name = detect_format(files[0], self._sources())
        if name is None:
            for path in files:
                ctx = ParseContext(path, roots[path], self.config, log)
                ctx.problem("unrecognized_format", None, unknown_reason(path))
            return
        if self.config.sources is not None and name not in self.config.sources:
            for path in files:
                ParseContext(path, roots[path], self.config, log).skip("excluded_source", None, name)
            return
        builder = self._source_builder(name, files)
        for row in builder.parse_shard(files, roots, log):
            row.setdefault("harness", name)
            if len(files) == 1:
                row.setdefault("file_path", roots.get(files[0]))
            yield row
