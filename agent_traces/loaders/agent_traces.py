"""A folder of traces from any mix of tools (``agent_traces``).

``load_dataset("agent_traces", data_dir="traces/")`` reads every file under the folder, asks
:func:`agent_traces.detect.detect_format` which source wrote it (each builder's ``sniff`` judges
the file from its name and first 64 KiB), and hands it to that source's parser, so that one
dataset holds Claude Code sessions next to Codex rollouts, Gemini CLI chats and SFT files; the
``harness`` column tells them apart. With neither ``data_dir`` nor ``data_files`` it reads every
tool's default location at once.

Sources whose parser needs several files together keep that: the files of each source go
through that source's own ``group_files`` (a Claude Code session with its subagent files, a Cline
task folder, Copilot telemetry) and each group through its ``parse_shard``, with a builder of
that source configured like this one (same view, ``strict`` and ``empty_think``, plus any
per-source options given in ``source_options``).

A file that no source recognizes is not ignored: it is counted as ``unrecognized_format`` in the
problem log (which lists the files; ``strict=True`` raises on the first).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..core.builder import AgentTracesBuilder
from ..core.config import AgentTracesConfig, ParseContext
from ..problems import ProblemLog

NAME = "agent_traces"


@dataclass
class AgentTracesMixedConfig(AgentTracesConfig):
    """Options of the mixed-folder builder.

    Args:
        sources (`list[str]`, *optional*): read only files detected as these sources; files of
            other known sources are skipped and counted as ``excluded_source``.
        source_options (`dict`, *optional*): config options per source, e.g.
            ``{"claude_code": {"subagents": "separate"}}``.
    """

    sources: list[str] | None = None
    source_options: dict[str, dict[str, Any]] = field(default_factory=dict)


class AgentTraces(AgentTracesBuilder):
    """Every trace file under a folder, routed to its source's parser by format detection."""

    NAME = NAME
    DESCRIPTION = "Agent traces of any supported tool, detected per file, as canonical rows."
    FILE_PATTERNS = ("**/*",)
    BUILDER_CONFIG_CLASS = AgentTracesMixedConfig

    @classmethod
    def _sources(cls) -> dict[str, type[AgentTracesBuilder]]:
        from ..registration import discover_builders

        return {name: b for name, b in discover_builders().items() if name != NAME}

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
            options.update((self.config.source_options or {}).get(name, {}))
            cache[name] = cls(
                config_name=self.config.name, cache_dir=self._cache_dir_root, data_files=files, **options
            )
        return cache[name]

    def group_files(self, files: list[str]) -> list[list[str]]:
        from ..detect import detect_files

        by_source, unrecognized = detect_files(files, self._sources())
        shards: list[list[str]] = []
        for name in sorted(by_source):
            shards.extend(self._source_builder(name, by_source[name]).group_files(sorted(by_source[name])))
        shards.extend([path] for path in unrecognized)
        return shards

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        from ..detect import detect_format

        name = detect_format(files[0], self._sources())
        if name is None:
            for path in files:
                ctx = ParseContext(path, roots[path], self.config, log)
                ctx.problem("unrecognized_format", None, os.path.basename(path))
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
