"""OpenHands conversations (``openhands``).

Three shapes are read:

- **V0 event lists** — the UI's "export trajectory" / ``--save-trajectory-path`` output: a JSON
  list of events ``{id, timestamp, source: user|agent|environment, message, action | observation,
  args | extras+content, cause?, tool_call_metadata?}``. An agent action produced by function
  calling carries ``tool_call_metadata = {function_name, tool_call_id, model_response,
  total_calls_in_response}`` where ``model_response`` is the raw LLM reply (OpenAI
  ``chat.completion``); its observation carries the same metadata and ``cause`` = the action id.
- **SDK V1 ``events.jsonl``** — one event a line with a ``kind``: ``SystemPromptEvent``
  (system prompt and tools), ``MessageEvent`` (``llm_message`` from the user or the agent),
  ``ActionEvent`` (``thought``, ``reasoning_content``, ``tool_call`` with string arguments,
  ``llm_response_id`` shared by parallel calls), ``ObservationEvent`` / ``AgentErrorEvent`` /
  ``UserRejectObservation`` (``tool_call_id``, ``action_id``), ``ConversationStateUpdateEvent``
  (``key: stats`` holds token usage) and condensation / pause events.
- **SDK V1 event folders** — what the SDK (and the OpenHands CLI and app built on it) persists
  under ``~/.openhands/conversations/<conversation id>/``: ``events/event-<index>-<event id>.json``,
  one event of the ``events.jsonl`` kinds per file, with ``base_state.json`` (agent and LLM
  settings, execution status) beside it. One conversation is one row, its events read in index
  order; a missing index is counted (``missing_event_file``) and the events after it are kept.
- **V0 file-store folders** — the V0 app's ``sessions/<conversation id>/events/<index>.json``, one
  V0 event per file, with ``metadata.json`` (title, model) beside it; its ``event_cache/`` pages
  repeat the same events and are left out on purpose.
- **LLM completion logs** (``log_completions``): ``{messages, tools, response, cost, timestamp,
  latency_sec}`` for one API call; the row is the request messages plus the response.

The assistant's own words, reasoning and tool calls come from ``model_response`` when present
(once per response, however many actions it produced), otherwise from the action's ``thought``
and ``args``: such an action becomes a tool call named after the action with a synthesized id,
so that its observation (found by ``cause``) pairs with it. Environment bookkeeping
(``agent_state_changed``, ``change_agent_state``, null observations) is counted in
``metadata.events``, not turned into messages.

Times: OpenHands writes event timestamps with ``datetime.now().isoformat()``, without a zone.
The OpenHands server and its runtime run in containers whose clock is UTC (the app's documented
Docker setup), so a zone-less time is read as UTC and written as ISO-8601 with ``Z``; times that
carry a zone are converted to UTC.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

from ..converters.openai import (
    content_text,
    from_openai_message,
    from_openai_messages,
    from_openai_tools,
    reasoning_of,
)
from ..converters.reasoning import split_reasoning
from ..converters.schema import as_list, iso_utc, message, tool_call
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import iter_jsonl, load_json
from ..problems import ProblemLog

BOOKKEEPING = ("agent_state_changed", "change_agent_state", "null", "recall", "condensation", "pause")
GENERIC_NAMES = ("events", "trajectory", "conversation", "history")
EVENT_FILE = re.compile(r"event-(\d{5,})-[0-9A-Za-z-]{8,}\.json|(\d+)\.json")
BASE_STATE = "base_state.json"
_ZONELESS_RE = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?")
SIDECARS = (BASE_STATE, "metadata.json")


def utc_time(value: Any) -> str | None:
    """A timestamp as ISO-8601 UTC. OpenHands writes ``datetime.now().isoformat()`` without a
    zone; the server runs in a container whose clock is UTC, so zone-less times are taken as UTC."""
    stamp = iso_utc(value)
    if isinstance(stamp, str) and _ZONELESS_RE.fullmatch(stamp):
        return stamp + "Z"
    return stamp


def _split(path: str) -> tuple[str, str]:
    """``(folder, name)`` of a path, without ``os.path`` (patched by ``datasets`` in builders)."""
    cut = max(path.rfind("/"), path.rfind(os.sep))
    return (path[:cut], path[cut + 1 :]) if cut >= 0 else ("", path)


def event_index(path: str) -> int | None:
    """The index of an event file (V1 ``…/events/event-00012-<id>.json``, V0 ``…/events/12.json``)."""
    folder, name = _split(path)
    match = EVENT_FILE.fullmatch(name)
    return int(match.group(1) or match.group(2)) if match and _split(folder)[1] == "events" else None


def _conversation_part(path: str) -> tuple[str, str] | None:
    """``(conversation folder, kind)`` for the files stored beside a conversation's events."""
    folder, name = _split(path)
    if name in SIDECARS:
        return folder, "sidecar"
    if _split(folder)[1] == "event_cache":
        return _split(folder)[0], "cache"
    return None


def _session_id(path: str) -> str:
    name = os.path.basename(path)
    stem = name.split(".")[0]
    if stem.lower() in GENERIC_NAMES:
        return os.path.basename(os.path.dirname(os.path.abspath(path))) or stem
    return name.removesuffix(".jsonl").removesuffix(".json")


def _event_key(value: Any) -> Any:
    """An event id as a dict key: ids are numbers or text; anything else matches nothing."""
    return value if isinstance(value, (int, str)) else None


def _response_message(response: dict, counts: Counter) -> dict | None:
    choices = response.get("choices") if isinstance(response, dict) else None
    if (
        not choices
        or not isinstance(choices, list)
        or not isinstance(choices[0], dict)
        or not isinstance(choices[0].get("message"), dict)
    ):
        return None
    raw = dict(choices[0]["message"])
    raw["role"] = "assistant"
    msg = from_openai_message(raw, counts)
    if msg is not None:
        msg["model"] = response.get("model") if isinstance(response.get("model"), str) else None
        if response.get("usage"):
            msg["metadata"] = {"usage": response["usage"]}
    return msg


# -- V0 ---------------------------------------------------------------------------------------


class _V0Reader:
    def __init__(self, ctx: ParseContext) -> None:
        self.ctx = ctx
        self.messages: list[dict] = []
        self.tools: list[dict] = []
        self.counts: Counter = Counter()
        self.events: Counter = Counter()
        self.responses: set[str] = set()
        self.call_of_action: dict[Any, str] = {}

    def action(self, event: dict, index: int) -> None:
        kind = event.get("action")
        args = event.get("args") if isinstance(event.get("args"), dict) else {}
        stamp = utc_time(event.get("timestamp"))
        source = event.get("source")
        if kind == "system":
            self.messages.append(message("system", str(args.get("content") or ""), timestamp=stamp))
            self.tools = from_openai_tools(args.get("tools"))
            return
        if kind == "message" and source == "user":
            text = str(args.get("content") or event.get("message") or "")
            images = len(as_list(args.get("image_urls")))
            meta = {"images": images} if images else None
            self.messages.append(message("user", text, timestamp=stamp, metadata=meta))
            return
        tcm = event.get("tool_call_metadata")
        if isinstance(tcm, dict):
            self.call_of_action[_event_key(event.get("id"))] = str(tcm.get("tool_call_id"))
            response = tcm.get("model_response") if isinstance(tcm.get("model_response"), dict) else {}
            key = str(response.get("id") or tcm.get("tool_call_id"))
            if key in self.responses:
                return
            self.responses.add(key)
            msg = _response_message(response, self.counts)
            if msg is None:
                msg = message(
                    "assistant",
                    str(args.get("thought") or ""),
                    tool_calls=[
                        tool_call(tcm.get("tool_call_id"), str(tcm.get("function_name") or kind), _args(args))
                    ],
                )
            msg["timestamp"] = stamp
            self.messages.append(msg)
            return
        if kind == "message":
            text = str(args.get("content") or event.get("message") or "")
            reasoning, text = split_reasoning(text)
            self.messages.append(message("assistant", text, reasoning_content=reasoning, timestamp=stamp))
            return
        if source == "agent":
            call_id = f"openhands_{event.get('id', index)}"
            self.call_of_action[_event_key(event.get("id"))] = call_id
            thought = str(args.get("thought") or "")
            reasoning, thought = split_reasoning(thought)
            self.messages.append(
                message(
                    "assistant",
                    thought,
                    reasoning_content=reasoning,
                    tool_calls=[tool_call(call_id, str(kind), _args(args))],
                    timestamp=stamp,
                    metadata={"synthesized_call": True},
                )
            )
            return
        self.events[f"action:{kind}"] += 1

    def observation(self, event: dict) -> None:
        kind = event.get("observation")
        stamp = utc_time(event.get("timestamp"))
        tcm = event.get("tool_call_metadata")
        call_id = tcm.get("tool_call_id") if isinstance(tcm, dict) else None
        if call_id is None and event.get("cause") is not None:
            call_id = self.call_of_action.get(_event_key(event["cause"]))
        content = str(event.get("content") or "")
        extras = event.get("extras") if isinstance(event.get("extras"), dict) else {}
        if call_id is not None:
            meta: dict[str, Any] = {"observation": kind}
            exit_code = (
                (extras.get("metadata") or {}).get("exit_code")
                if isinstance(extras.get("metadata"), dict)
                else None
            )
            if exit_code is not None:
                meta["exit_code"] = exit_code
            if event.get("success") is False or kind == "error":
                meta["is_error"] = True
            self.messages.append(
                message("tool", content, tool_call_id=str(call_id), timestamp=stamp, metadata=meta)
            )
            return
        if kind in BOOKKEEPING or not content:
            self.events[f"observation:{kind}"] += 1
            return
        self.messages.append(
            message("user", content, timestamp=stamp, metadata={"injected": True, "observation": kind})
        )


def _args(args: dict) -> dict:
    return {k: v for k, v in args.items() if k not in ("thought", "impl_source", "translated_ipython_code")}


def _parse_v0(events: list, ctx: ParseContext) -> tuple[list[dict], list[dict], dict]:
    reader = _V0Reader(ctx)
    for index, event in enumerate(events):
        if not isinstance(event, dict):
            ctx.problem("malformed_event", None, f"[{index}]")
        elif "action" in event:
            reader.action(event, index)
        elif "observation" in event:
            reader.observation(event)
        else:
            ctx.problem("unknown_event", None, f"[{index}] keys: {sorted(event)[:6]}")
    _report(reader.counts, ctx)
    meta: dict[str, Any] = {"format": "v0_events", "num_events": len(events)}
    if reader.events:
        meta["events"] = dict(reader.events)
    return reader.messages, reader.tools, meta


# -- V1 ---------------------------------------------------------------------------------------


def _text_parts(value: Any, counts: Counter) -> str:
    return content_text(value, counts) if value is not None else ""


def _v1_action(event: dict, counts: Counter, ctx: ParseContext, line: int) -> tuple[dict, str]:
    raw_call = event.get("tool_call") if isinstance(event.get("tool_call"), dict) else {}
    arguments, ok = parse_arguments(raw_call.get("arguments", event.get("action")))
    if not ok:
        ctx.problem("unparseable_arguments", line, str(event.get("tool_name")))
    call_id = str(event.get("tool_call_id") or raw_call.get("id") or event.get("id"))
    call = tool_call(call_id, str(event.get("tool_name") or raw_call.get("name") or ""), arguments)
    text = _text_parts(event.get("thought"), counts)
    reasoning = event.get("reasoning_content") if isinstance(event.get("reasoning_content"), str) else None
    inline, text = split_reasoning(text)
    reasoning = reasoning or inline
    if inline:
        text = text.strip()
    return message(
        "assistant",
        text,
        reasoning_content=reasoning,
        tool_calls=[call],
        timestamp=utc_time(event.get("timestamp")),
    ), str(event.get("llm_response_id") or call_id)


def _parse_v1(records: list[tuple[int, dict]], ctx: ParseContext) -> tuple[list[dict], list[dict], dict]:
    counts: Counter = Counter()
    events: Counter = Counter()
    messages: list[dict] = []
    tools: list[dict] = []
    meta: dict[str, Any] = {"format": "v1_events", "num_events": len(records)}
    last_response: str | None = None
    for line, event in records:
        kind = event.get("kind")
        stamp = utc_time(event.get("timestamp"))
        if kind == "ActionEvent":
            msg, response_id = _v1_action(event, counts, ctx, line)
            if response_id == last_response and messages and messages[-1]["role"] == "assistant":
                messages[-1]["tool_calls"] = [*(messages[-1]["tool_calls"] or []), *msg["tool_calls"]]
            else:
                messages.append(msg)
            last_response = response_id
            continue
        last_response = None
        if kind == "SystemPromptEvent":
            messages.append(
                message("system", _text_parts(event.get("system_prompt"), counts), timestamp=stamp)
            )
            tools = from_openai_tools(event.get("tools"))
        elif kind == "MessageEvent":
            llm = event.get("llm_message") if isinstance(event.get("llm_message"), dict) else {}
            role = llm.get("role") or ("user" if event.get("source") == "user" else "assistant")
            text = _text_parts(llm.get("content"), counts)
            if role == "assistant":
                reasoning = reasoning_of(llm)
                if reasoning is None:
                    reasoning, text = split_reasoning(text)
                messages.append(message("assistant", text, reasoning_content=reasoning, timestamp=stamp))
            elif role in ("user", "system"):
                messages.append(message(role, text, timestamp=stamp))
            else:
                ctx.problem("unknown_role", line, str(role))
        elif kind in ("ObservationEvent", "AgentErrorEvent", "UserRejectObservation"):
            observation = event.get("observation") if isinstance(event.get("observation"), dict) else {}
            if kind == "ObservationEvent":
                content = _text_parts(observation.get("content"), counts)
            else:
                content = str(event.get("error") or event.get("rejection_reason") or "")
            obs_meta: dict[str, Any] = {"observation": observation.get("kind") or kind}
            if observation.get("is_error") or kind != "ObservationEvent":
                obs_meta["is_error"] = True
            if observation.get("exit_code") is not None:
                obs_meta["exit_code"] = observation["exit_code"]
            messages.append(
                message(
                    "tool",
                    content,
                    tool_call_id=event.get("tool_call_id"),
                    name=event.get("tool_name"),
                    timestamp=stamp,
                    metadata=obs_meta,
                )
            )
        elif kind == "ConversationStateUpdateEvent":
            events[f"state:{event.get('key')}"] += 1
            if event.get("key") == "stats":
                meta["stats"] = event.get("value")
                model = _stats_model(event.get("value"))
                if model:
                    meta["model"] = model
        else:
            events[str(kind)] += 1
    _report(counts, ctx)
    if events:
        meta["events"] = dict(events)
    return messages, tools, meta


def _stats_model(stats: Any) -> str | None:
    usage = stats.get("usage_to_metrics") if isinstance(stats, dict) else None
    default = usage.get("default") if isinstance(usage, dict) else None
    name = default.get("model_name") if isinstance(default, dict) else None
    return name if isinstance(name, str) and name else None


# -- completion logs --------------------------------------------------------------------------


def _parse_completion_log(data: dict, ctx: ParseContext) -> tuple[list[dict], list[dict], dict]:
    messages, counts = from_openai_messages(data["messages"])
    response = data.get("response") if isinstance(data.get("response"), dict) else {}
    reply = _response_message(response, counts)
    if reply is not None:
        messages.append(reply)
    _report(counts, ctx)
    meta = {"format": "completion_log"}
    meta.update({k: data[k] for k in ("cost", "latency_sec", "context_window") if k in data})
    if data.get("timestamp") is not None:
        meta["sent_at"] = utc_time(data["timestamp"])
    return messages, from_openai_tools(data.get("tools")), meta


def _report(counts: Counter, ctx: ParseContext) -> None:
    for reason in ("unknown_role", "malformed_message", "malformed_tool_call", "unparseable_arguments"):
        if counts.get(reason):
            ctx.problem(reason, None, count=counts[reason])


def parse_openhands_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """One canonical row per file; the id is ``openhands:<session id>`` (the file or its folder)."""
    if path.endswith(".jsonl"):
        records = []
        for line, record in iter_jsonl(path, ctx):
            if isinstance(record, dict) and "kind" in record:
                records.append((line, record))
            else:
                ctx.problem("unknown_event", line)
        messages, tools, meta = _parse_v1(records, ctx)
        stamp = utc_time(records[0][1].get("timestamp")) if records else None
    else:
        data = load_json(path, ctx)
        if data is None:
            return
        if isinstance(data, list) and all(isinstance(e, dict) and "kind" in e for e in data[:5]) and data:
            messages, tools, meta = _parse_v1(list(enumerate(data)), ctx)
        elif isinstance(data, list):
            messages, tools, meta = _parse_v0(data, ctx)
        elif isinstance(data, dict) and isinstance(data.get("messages"), list):
            messages, tools, meta = _parse_completion_log(data, ctx)
        else:
            ctx.problem("unknown_record_shape", None, f"top level: {type(data).__name__}")
            return
        stamp = meta.pop("sent_at", None)
    yield _row(_session_id(path), messages, tools, meta.pop("model", None), stamp, ctx.rel_path, meta)


def _row(
    session_id: str,
    messages: list[dict],
    tools: list[dict],
    model: Any,
    stamp: Any,
    file_path: str,
    meta: dict,
) -> dict:
    return {
        "id": f"openhands:{session_id}",
        "harness": "openhands",
        "session_id": session_id,
        "messages": messages,
        "tools": tools,
        "model": model,
        "sent_at": stamp,
        "completed": _finished(messages),
        "file_path": file_path,
        "metadata": meta,
    }


def parse_event_folder(
    files: list[str], roots: dict[str, str], config: Any, log: ProblemLog
) -> Iterator[dict]:
    """One row from a conversation folder: its event files (in index order), then what is stored
    beside them (``base_state.json``, ``metadata.json``, ``event_cache/`` pages).

    Problems about one event name its file; problems found while joining the events name the
    ``events`` folder, with the event index in place of a line number.
    """
    events_dir = _split(files[0])[0]
    conversation_dir = _split(events_dir)[0]
    rel = _split(roots[files[0]])[0] or f"{_split(conversation_dir)[1]}/events"
    folder_ctx = ParseContext(events_dir, rel, config, log)
    records: list[tuple[int, dict]] = []
    sidecar: dict[str, Any] = {}
    expected = 0
    for path in files:
        ctx = ParseContext(path, roots[path], config, log)
        index = event_index(path)
        if index is None:
            part = _conversation_part(path)
            if part is not None and part[1] == "cache":
                ctx.skip("event_cache_page", None, "a copy of events read from events/")
            else:
                sidecar[_split(path)[1]] = load_json(path, ctx)
            continue
        if index != expected:
            folder_ctx.problem(
                "missing_event_file", expected, f"no event file between {expected} and {index}"
            )
        expected = index + 1
        event = load_json(path, ctx)
        if isinstance(event, dict):
            records.append((index, event))
        elif event is not None:
            ctx.problem("unknown_event", None, f"top level: {type(event).__name__}")
    v1 = [(index, event) for index, event in records if isinstance(event.get("kind"), str)]
    if v1:
        for index, event in records:
            if not isinstance(event.get("kind"), str):
                folder_ctx.problem("unknown_event", index, f"no kind; keys: {sorted(event)[:6]}")
        messages, tools, meta = _parse_v1(v1, folder_ctx)
        meta["format"] = "v1_event_files"
    else:
        messages, tools, meta = _parse_v0([event for _, event in records], folder_ctx)
        meta["format"] = "v0_event_files"
    model = meta.pop("model", None)
    info = sidecar.get("metadata.json")
    if isinstance(info, dict):
        if model is None and isinstance(info.get("llm_model"), str):
            model = info["llm_model"]
        meta.update({k: info[k] for k in ("title", "selected_repository", "created_at") if info.get(k)})
    state = sidecar.get(BASE_STATE)
    if isinstance(state, dict):
        agent = state.get("agent") if isinstance(state.get("agent"), dict) else {}
        llm = agent.get("llm") if isinstance(agent.get("llm"), dict) else {}
        if model is None and isinstance(llm.get("model"), str):
            model = llm["model"]
        if isinstance(state.get("execution_status"), str):
            meta["execution_status"] = state["execution_status"]
    stamp = utc_time(records[0][1].get("timestamp")) if records else None
    yield _row(_split(conversation_dir)[1], messages, tools, model, stamp, rel, meta)


def _finished(messages: list[dict]) -> bool | None:
    """True when the agent called ``finish``; unknown otherwise."""
    for msg in messages:
        if msg["role"] == "assistant" and any(
            c["function"]["name"] == "finish" for c in msg["tool_calls"] or []
        ):
            return True
    return None


class OpenHands(AgentTracesBuilder):
    """OpenHands V0 trajectories, SDK V1 event logs and LLM completion logs."""

    NAME = "openhands"
    DESCRIPTION = "OpenHands conversations as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.json", "**/events.jsonl", "**/*.events.jsonl")
    DEFAULT_LOCATION = "~/.openhands/conversations"
    V0_LOCATIONS = ("~/.openhands/sessions", "~/.openhands-state/sessions")

    @classmethod
    def default_locations(cls) -> list[str]:
        """V1 conversations, and the V0 app's file store where it kept them."""
        return [cls.default_location(), *(os.path.expanduser(location) for location in cls.V0_LOCATIONS)]

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        text = head.lstrip()
        if event_index(path) is not None:
            return text.startswith(b"{") and (
                b'"kind"' in head
                or (b'"source"' in head and (b'"action"' in head or b'"observation"' in head))
            )
        if _split(path)[1] == BASE_STATE:
            return text.startswith(b"{") and b'"agent"' in head
        if _split(path)[1] == "metadata.json":
            return text.startswith(b"{") and b'"conversation_id"' in head
        if text.startswith(b"["):
            return (
                (b'"action"' in head or b'"observation"' in head) and b'"source"' in head and b'"id"' in head
            )
        if path.endswith(".jsonl"):
            first = text.split(b"\n", 1)[0]
            return b'"kind"' in first and b'"source"' in first and b"Event" in first
        return (
            text.startswith(b"{")
            and b'"messages"' in head
            and (b'"latency_sec"' in head or b"openhands" in head.lower())
        )

    def group_files(self, files: list[str]) -> list[list[str]]:
        """Each SDK conversation folder is one shard (its event files in index order, then its
        ``base_state.json``); every other file is its own."""
        conversations: dict[str, list[tuple[int, str]]] = {}
        beside: dict[str, list[str]] = {}
        groups: list[list[str]] = []
        for path in files:
            index = event_index(path)
            part = _conversation_part(path) if index is None else None
            if index is not None:
                conversations.setdefault(_split(_split(path)[0])[0], []).append((index, path))
            elif part is not None:
                beside.setdefault(part[0], []).append(path)
            else:
                groups.append([path])
        for folder, events in conversations.items():
            groups.append([path for _, path in sorted(events)] + sorted(beside.pop(folder, [])))
        groups.extend([path] for paths in beside.values() for path in paths)
        return sorted(groups)

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        if event_index(files[0]) is not None:
            yield from parse_event_folder(files, roots, self.config, log)
        elif len(files) == 1 and _conversation_part(files[0]) is not None:
            ParseContext(files[0], roots[files[0]], self.config, log).skip("conversation_without_events")
        else:
            yield from super().parse_shard(files, roots, log)

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_openhands_file(path, ctx)
