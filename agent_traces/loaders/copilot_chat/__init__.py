"""GitHub Copilot Chat conversations rebuilt from exported telemetry (``copilot_chat``).

Input: Copilot Chat enhanced telemetry exported as JSONL, one event a line, in an Application
Insights envelope ``{name, time, data: {baseType: "EventData", baseData: {name, properties,
measurements}}}`` (the envelope's own ``name`` may be ``Microsoft.ApplicationInsights.<key>.Event``)
or as bare ``{name, time, properties, measurements}`` rows. Event names carry a
``GitHub.copilot-chat/`` or ``GitHub.copilot.chat/`` prefix; only the part after the last ``/``
matters. Every property value is a string.

What the extension sends (microsoft/vscode-copilot-chat ``src/platform/networking/node/chatStream.ts``,
``src/extension/prompt/node/chatMLFetcher.ts``, ``src/platform/telemetry/common/telemetry.ts``):

- ``engine.messages`` twice per model call. The input event's ``messagesJson`` is the whole prompt
  (OpenAI chat messages, or Anthropic content blocks for Claude models with the system prompt in
  ``request.option.system``) with the request options as ``request.option.<key>`` JSON strings
  (``request.option.model`` is ``"\\"gpt-4.1\\""``). The output event's ``messagesJson`` is
  ``[assistant message]`` with an unquoted ``baseModel``. All rounds of one user request share a
  ``headerRequestId``; ``conversationId`` is the chat session.
- Long values are split: 8192 characters under the key, the rest in ``key_02`` … ``key_50`` (what
  is beyond is lost), or, in newer builds, the whole value gzip+base64 in ``messagesJSONChunk``,
  ``messagesJSONChunk_2`` … (also ``messagesJsonChunk``). GitHub's pipeline writes ``.`` as ``_``
  in keys (``request_option_model``); both spellings are read.
- ``conversation.messageText`` / ``inlineConversation.messageText`` / ``editingSession.messageText``
  carry the ``mode`` of each user turn (``turnIndex``, ``headerRequestId``, ``source``);
  ``interactiveSessionResponse`` / ``Message`` / ``Request`` carry the session's model per
  ``(sessionId, requestId)``.

The extraction follows the established extractor design (see the docs of the
``copilot_telemetry_trajectory_extraction`` reference): pass 1 collects modes and session models;
pass 2 rebuilds each input snapshot, tags user modes (by ``headerRequestId``, else by
``turnIndex``), stamps the engine's model on the last message and fills earlier ones from the
session (``model_source = "interactiveSession"``, ``model_conflict`` when they disagree); all
snapshots are then deduplicated to one trajectory per ``conversationId`` (most messages, then
latest time) with per-message annotations and tool metadata merged in from the others; finally
the user messages are scanned for injected context tags (``data/copilot_context_tags.json``).
Beyond the original, each output event's assistant message is appended to the input snapshot of
the same call (``modelCallId``, else ``headerRequestId`` and order), so a conversation ends with
its final answer. Both passes stream, and the cross-file index lives in a temporary SQLite file,
so memory stays flat however large the export.

The package: :mod:`.events` (reading an event and its split properties), :mod:`.context` (the
context tags of user messages), :mod:`.extract` (the options and the two passes); this module
holds the builder and how it recognizes its files.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import orjson

from ...core.builder import AgentTracesBuilder
from ...problems import ProblemLog
from .context import InjectedMemo, is_all_injected, load_tag_catalog, scan_context, scan_message
from .events import Event, _copilot_event, read_event, rebuild_property
from .extract import CopilotChatConfig, CopilotTelemetryExtractor, TelemetryIndex, parse_snapshot

__all__ = [
    "CopilotChat",
    "CopilotChatConfig",
    "CopilotTelemetryExtractor",
    "Event",
    "InjectedMemo",
    "TelemetryIndex",
    "is_all_injected",
    "load_tag_catalog",
    "parse_snapshot",
    "read_event",
    "rebuild_property",
    "scan_context",
    "scan_message",
]

_TELEMETRY_OPENING_RE = re.compile(
    rb'\{\s*(?:"ver"\s*:\s*\d+\s*,\s*)?"name"\s*:\s*"(?:GitHub\.copilot[-.]chat/|Microsoft\.ApplicationInsights\.)'
)


# -- builder ------------------------------------------------------------------------------------


class CopilotChat(AgentTracesBuilder):
    """Copilot Chat conversations rebuilt from exported ``engine.messages`` telemetry."""

    NAME = "copilot_chat"
    DESCRIPTION = "GitHub Copilot Chat trajectories rebuilt from telemetry exports."
    FILE_PATTERNS = ("**/*.jsonl", "**/*.jsonl.gz", "**/*.json")
    BUILDER_CONFIG_CLASS = CopilotChatConfig

    @classmethod
    def default_location(cls) -> str:
        return ""

    @classmethod
    def default_data_files(cls) -> list[str]:
        return []

    @classmethod
    def resolve_data_files(cls, data_dir: str | None = None) -> list[str]:
        if not data_dir:
            raise FileNotFoundError(
                "copilot_chat: Copilot Chat keeps no telemetry on disk; export it (JSONL, one "
                "Application Insights event a line) and pass data_files= or data_dir="
            )
        return super().resolve_data_files(data_dir)

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        """JSON lines whose first record is a telemetry event of Copilot Chat (a bare row or an
        Application Insights envelope). A first line longer than the head is judged by its
        opening: the envelope's or row's ``name`` comes first."""
        text = head.removeprefix(b"\xef\xbb\xbf").lstrip()
        if not text.startswith(b"{"):
            return False
        for raw in text.split(b"\n")[:20]:
            if not raw.strip():
                continue
            try:
                record = orjson.loads(raw)
            except orjson.JSONDecodeError:
                return bool(_TELEMETRY_OPENING_RE.match(raw))
            event = read_event(record)
            return event is not None and _copilot_event(record)
        return False

    def group_files(self, files: list[str]) -> list[list[str]]:
        return [sorted(files)] if files else []

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        yield from CopilotTelemetryExtractor(files, roots, log, self.config, open).rows()
