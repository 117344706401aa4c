"""The options of an extraction and its three streaming passes, which rebuild conversations
from events through an index in SQLite: pass 1 (:mod:`.index`) collects modes, models and
outputs, pass 2 (:mod:`.snapshots`) stores each input snapshot, pass 3 (:mod:`.conversations`)
makes one row of each conversation's snapshots."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import IO, Any

from ...core.config import AgentTracesConfig, ParseContext
from ...core.reading import iter_jsonl
from ...problems import ProblemLog
from .context import InjectedMemo, load_tag_catalog
from .conversations import conversations, trajectory
from .events import Event, read_event
from .index import TelemetryIndex as TelemetryIndex
from .index import collect
from .snapshots import SnapshotReader
from .snapshots import parse_snapshot as parse_snapshot


@dataclass
class CopilotChatConfig(AgentTracesConfig):
    """Options of the Copilot telemetry extraction.

    Args:
        require_system_first (`bool`, defaults to `True`): keep only conversations whose longest
            snapshot starts with the system prompt (as the original extractor does); the others
            are counted in a warning.
        merge_tool_metadata (`bool`, defaults to `True`): fill the winner's missing assistant
            ``tool_calls`` and tool ``tool_call_id`` from the other snapshots.
        attach_final_answer (`bool`, defaults to `True`): append each output event's assistant
            message to the input snapshot of the same call.
        sample (`int`, *optional*): keep this many conversations, chosen with ``seed``.
        seed (`int`, defaults to `0`): seed of ``sample``.
        context_tag_map (`str`, *optional*): a JSON tag catalog replacing the bundled
            ``data/copilot_context_tags.json``.
    """

    require_system_first: bool = True
    merge_tool_metadata: bool = True
    attach_final_answer: bool = True
    sample: int | None = None
    seed: int = 0
    context_tag_map: str | None = None


# -- the extraction ---


class CopilotTelemetryExtractor:
    """Two streaming passes over sorted telemetry files → one trajectory per conversation."""

    def __init__(
        self,
        files: list[str],
        roots: dict[str, str],
        log: ProblemLog,
        config: Any,
        opener: Callable[..., IO[bytes]] = open,
    ) -> None:
        """``opener`` opens the ``context_tag_map`` file (see :func:`~.context.load_tag_catalog`)."""
        self.files = sorted(files)
        self.roots = roots
        self.log = log
        self.config = config
        # the extraction options live on CopilotChatConfig; other configs get its defaults
        self.options = config if isinstance(config, CopilotChatConfig) else CopilotChatConfig()
        self.catalog = load_tag_catalog(self.options.context_tag_map, opener)
        self.injected = InjectedMemo(self.catalog)
        self.snapshots = SnapshotReader(self.injected, self.options.attach_final_answer)

    def ctx(self, path: str) -> ParseContext:
        return ParseContext(path, self.roots.get(path, path), self.config, self.log)

    def events(self, path: str, ctx: ParseContext, count: bool) -> Iterator[tuple[int, Event]]:
        quiet = ParseContext(path, ctx.rel_path, self.config, ProblemLog()) if not count else ctx
        for line, record in iter_jsonl(path, quiet):
            event = read_event(record)
            if event is None:
                if count:
                    ctx.problem("not_a_telemetry_event", line)
                continue
            kinds = set(map(type, event.properties.values()))  # orjson gives exact dicts and lists
            if dict in kinds or list in kinds:
                nested = [k for k, v in event.properties.items() if isinstance(v, (dict, list))]
                # telemetry properties are text; a nested value is damage, not data to join on
                if count:
                    ctx.problem("malformed_property", line, ", ".join(sorted(nested)[:5]))
                event = Event(
                    event.name,
                    {k: v for k, v in event.properties.items() if k not in nested},
                    event.measurements,
                    event.time,
                )
            yield line, event

    def collect(self, index: TelemetryIndex) -> None:
        """Pass 1 (``index.collect``) over every file."""
        collect(
            index, (event for path in self.files for _, event in self.events(path, self.ctx(path), False))
        )

    def extract(self, index: TelemetryIndex) -> None:
        """Pass 2 (``SnapshotReader.extract``) over every file, its problems counted."""
        files = ((ctx, self.events(path, ctx, count=True)) for path in self.files for ctx in [self.ctx(path)])
        self.snapshots.extract(index, files)

    def conversations(self, index: TelemetryIndex) -> list[str]:
        """Pass 3's conversations (``conversations.conversations``)."""
        return conversations(index, self.options)

    def trajectory(self, index: TelemetryIndex, conv: str) -> dict | None:
        """Pass 3's row of ``conv`` (``conversations.trajectory``)."""
        return trajectory(index, conv, self.options, self.log, self.catalog, self.injected)

    def rows(self) -> Iterator[dict]:
        index = TelemetryIndex()
        try:
            self.collect(index)
            self.extract(index)
            for conv in self.conversations(index):
                row = self.trajectory(index, conv)
                if row is not None:
                    yield row
        finally:
            index.close()
