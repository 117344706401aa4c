"""Cline task folders (``cline``).

The Cline VS Code extension (``saoudrizwan.claude-dev``) keeps one folder per task in its global
storage, ``…/globalStorage/saoudrizwan.claude-dev/tasks/<task id>/``, with two JSON files:

``api_conversation_history.json`` — what was sent to the model: Anthropic-style messages, each
with Cline's own ``ts`` (epoch ms), ``modelInfo`` (``modelId``, ``providerId``, ``mode``) and
``metrics`` (``tokens {prompt, completion, cached}``, ``cost``)::

    [{"role": "user", "ts": 1735000000000,
      "content": [{"type": "text", "text": "<task>\\nFix the bug\\n</task>"},
                  {"type": "text", "text": "<environment_details>…</environment_details>"}]},
     {"role": "assistant", "ts": …, "modelInfo": {…}, "metrics": {…},
      "content": [{"type": "text", "text": "…<read_file>\\n<path>a.py</path>\\n</read_file>"}]},
     {"role": "user", "content": [{"type": "text", "text": "[read_file for 'a.py'] Result:"},
                                  {"type": "text", "text": "…file content…"}, …]}]

``ui_messages.json`` (``claude_messages.json`` in old versions) — what the chat panel showed:
``[{ts, type: "ask"|"say", ask?|say?, text?, reasoning?, images?, partial?, lastCheckpointHash?,
conversationHistoryIndex?, modelInfo?}]``; ``say: "api_req_started"`` texts are JSON with
``tokensIn``/``tokensOut``/``cacheWrites``/``cacheReads``/``cost``; ``ask|say: "tool"`` texts are
JSON tool requests (``{tool, path, content, diff, …}``); ``command`` / ``command_output`` are a
terminal command and its output; ``use_mcp_server`` / ``mcp_server_response`` an MCP call.

The API history is the trajectory when it exists: assistant content blocks go through the shared
Anthropic converter (Cline's XML tool calls stay in the text; native ``tool_use`` blocks become
tool calls), ``<environment_details>`` blocks and ``[tool] Result:`` texts are marked injected
(the user did not type them), the ``<task>`` wrapper is removed. The UI messages add timing,
token and cost totals, checkpoints, errors and the counts of each message kind to the row's
metadata. A folder with only ``ui_messages.json`` still gets a trajectory built from it (task and
feedback → user, text / completion / follow-up questions → assistant, reasoning, tool requests,
commands and MCP calls → tool calls with their outputs as results).

One row per task folder; the id is ``cline:<task id>`` (the folder name).
"""

from __future__ import annotations

import os
import re
import sys
from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson

from ..converters.anthropic import assistant_from_blocks, user_from_blocks
from ..converters.schema import as_list, iso_utc, message, tool_call
from ..core.builder import AgentTracesBuilder
from ..core.config import AgentTracesConfig, ParseContext
from ..core.reading import load_json
from ..problems import ProblemLog

API_HISTORY = "api_conversation_history.json"
UI_MESSAGES = ("ui_messages.json", "claude_messages.json")
EXTENSION_ID = "saoudrizwan.claude-dev"
_TASK_RE = re.compile(r"^\s*<task>\n?(?P<body>.*?)\n?</task>\s*$", re.DOTALL)
_RESULT_RE = re.compile(r"^\[[^\]\n]+\] Result:")
_INJECTED_PREFIXES = ("<environment_details>", "[TASK RESUMPTION]")


def _user_turn(blocks: Any, counts: Counter, **fields: Any) -> list[dict]:
    """Messages of one user turn, with harness-written text blocks split off and marked injected."""
    if isinstance(blocks, str):
        blocks = [{"type": "text", "text": blocks}]
    typed: list[Any] = []
    injected: list[str] = []
    tool_results: list[str] = []
    in_result = False
    for block in as_list(blocks, counts, "malformed_content"):
        text = block.get("text") if isinstance(block, dict) and block.get("type") == "text" else None
        if isinstance(text, str) and text.lstrip().startswith(_INJECTED_PREFIXES):
            injected.append(text)
            in_result = False
        elif isinstance(text, str) and _RESULT_RE.match(text):
            tool_results.append(text)
            in_result = True
        elif isinstance(text, str) and in_result:
            tool_results[-1] += "\n" + text
        else:
            if isinstance(text, str) and (found := _TASK_RE.match(text)):
                block = {**block, "text": found.group("body")}
            typed.append(block)
            in_result = False
    out = user_from_blocks(typed, counts, **fields) if typed else []
    for text in tool_results:
        out.append(message("user", text, metadata={"injected": True, "tool_result": True}, **fields))
    for text in injected:
        out.append(message("user", text, metadata={"injected": True}, **fields))
    return out


def from_api_history(history: list, ctx: ParseContext) -> tuple[list[dict], Counter]:
    """Canonical messages of an ``api_conversation_history.json`` list."""
    counts: Counter = Counter()
    messages: list[dict] = []
    for index, raw in enumerate(history):
        if not isinstance(raw, dict):
            ctx.problem("not_an_object", None, f"message {index}")
            continue
        stamp = iso_utc(raw.get("ts"))
        info = raw.get("modelInfo") if isinstance(raw.get("modelInfo"), dict) else {}
        if raw.get("role") == "assistant":
            meta = {k: v for k, v in (("metrics", raw.get("metrics")), ("id", raw.get("id"))) if v}
            meta.update({k: info[k] for k in ("providerId", "mode") if info.get(k)})
            messages.append(
                assistant_from_blocks(
                    raw.get("content"),
                    counts,
                    timestamp=stamp,
                    model=info.get("modelId"),
                    metadata=meta or None,
                )
            )
        elif raw.get("role") == "user":
            messages.extend(_user_turn(raw.get("content"), counts, timestamp=stamp))
        else:
            ctx.problem("unknown_role", None, f"message {index}: role={raw.get('role')!r}")
    return messages, counts


def _json_text(text: Any) -> Any:
    if not isinstance(text, str):
        return None
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return None


def ui_summary(ui: list[dict]) -> dict[str, Any]:
    """Timing, tokens, cost, checkpoints and errors from ``ui_messages.json``, for metadata."""
    kinds: Counter = Counter()
    totals: Counter = Counter()
    errors: list[str] = []
    checkpoints: set[str] = set()
    stamps = [m["ts"] for m in ui if isinstance(m.get("ts"), (int, float))]
    for msg in ui:
        kind = msg.get("say") or msg.get("ask")
        kinds[f"{msg.get('type')}:{kind}"] += 1
        if kind == "api_req_started" and isinstance(info := _json_text(msg.get("text")), dict):
            for key in ("tokensIn", "tokensOut", "cacheWrites", "cacheReads", "cost"):
                if isinstance(info.get(key), (int, float)):
                    totals[key] += info[key]
        if kind in ("error", "api_req_failed", "error_retry", "diff_error", "mistake_limit_reached"):
            errors.append(f"{kind}: {str(msg.get('text') or '')[:300]}")
        if isinstance(msg.get("lastCheckpointHash"), str):
            checkpoints.add(msg["lastCheckpointHash"])
    summary: dict[str, Any] = {"ui_message_kinds": dict(sorted(kinds.items()))}
    if stamps:
        summary.update(
            started_at=iso_utc(min(stamps)),
            ended_at=iso_utc(max(stamps)),
            duration_s=round((max(stamps) - min(stamps)) / 1000, 3),
        )
    if totals:
        summary["api_totals"] = {k: round(v, 6) if k == "cost" else v for k, v in totals.items()}
    if checkpoints:
        summary["checkpoints"] = len(checkpoints)
    if errors:
        summary["errors"] = errors
    return summary


class _UiTrajectory:
    """Rebuilds messages from UI messages: one assistant message per API request."""

    def __init__(self) -> None:
        self.messages: list[dict] = []
        self.pending: dict | None = None
        self.results: list[dict] = []
        self.open_call: str | None = None

    def assistant(self, stamp: str | None, model: str | None) -> dict:
        if self.pending is None or self.results:
            self.flush()
            self.pending = message("assistant", "", timestamp=stamp, model=model)
        return self.pending

    def flush(self) -> None:
        if self.pending is not None:
            self.messages.append(self.pending)
        self.messages.extend(self.results)
        self.pending, self.results = None, []

    def add_text(self, text: str, stamp: str | None, model: str | None) -> None:
        msg = self.assistant(stamp, model)
        msg["content"] = f"{msg['content']}\n\n{text}" if msg["content"] else text

    def add_call(self, call_id: str, name: str, arguments: Any, stamp: str | None, model: str | None) -> None:
        msg = self.assistant(stamp, model)
        msg["tool_calls"] = [*(msg["tool_calls"] or []), tool_call(call_id, name, arguments)]
        self.open_call = call_id

    def add_result(self, text: str, stamp: str | None) -> None:
        if self.open_call is None:
            return
        if self.results and self.results[-1]["tool_call_id"] == self.open_call:
            self.results[-1]["content"] += "\n" + text
        else:
            self.results.append(message("tool", text, tool_call_id=self.open_call, timestamp=stamp))


def from_ui_messages(ui: list[dict], ctx: ParseContext) -> list[dict]:
    """Canonical messages rebuilt from ``ui_messages.json`` alone (no API history)."""
    traj = _UiTrajectory()
    for index, msg in enumerate(ui):
        kind = msg.get("say") or msg.get("ask")
        text = msg.get("text") if isinstance(msg.get("text"), str) else ""
        stamp = iso_utc(msg.get("ts"))
        info = msg.get("modelInfo") if isinstance(msg.get("modelInfo"), dict) else {}
        model = info.get("modelId")
        call_id = f"ui_{msg.get('ts', index)}"
        if (
            kind == "text"
            and not traj.messages
            and traj.pending is None
            and msg.get("conversationHistoryIndex", -1) == -1
        ):
            kind = "task"  # newer Cline: the task is the first ``say: "text"``, before any request
        if kind in ("task", "user_feedback"):
            traj.flush()
            traj.open_call = None
            meta = {"images": len(msg["images"])} if msg.get("images") else None
            traj.messages.append(message("user", text, timestamp=stamp, metadata=meta))
        elif kind == "api_req_started":
            traj.flush()
        elif kind == "reasoning" or (msg.get("reasoning") and kind == "text"):
            pending = traj.assistant(stamp, model)
            reasoning = msg.get("reasoning") if kind == "text" else text
            pending["reasoning_content"] = "\n\n".join(
                x for x in (pending["reasoning_content"], reasoning) if x
            )
            if kind == "text" and text:
                traj.add_text(text, stamp, model)
        elif kind == "text" and text:
            traj.add_text(text, stamp, model)
        elif kind in ("completion_result", "plan_mode_respond", "act_mode_respond") and text:
            payload = _json_text(text)
            traj.add_text(payload.get("response", text) if isinstance(payload, dict) else text, stamp, model)
        elif kind == "followup":
            payload = _json_text(text)
            traj.add_text(payload.get("question", text) if isinstance(payload, dict) else text, stamp, model)
        elif kind == "tool":
            payload = _json_text(text)
            if not isinstance(payload, dict):
                ctx.problem("malformed_tool_request", None, f"ui message {index}")
                continue
            name = str(payload.get("tool") or "tool")
            args = {k: v for k, v in payload.items() if k not in ("tool", "content")}
            traj.add_call(call_id, name, args, stamp, model)
            if isinstance(payload.get("content"), str) and payload["content"]:
                traj.add_result(payload["content"], stamp)
        elif kind == "command" and text:
            traj.add_call(call_id, "execute_command", {"command": text}, stamp, model)
        elif kind == "command_output":
            traj.add_result(text, stamp)
        elif kind == "use_mcp_server":
            payload = _json_text(text)
            if not isinstance(payload, dict):
                ctx.problem("malformed_tool_request", None, f"ui message {index}")
                continue
            name = str(payload.get("toolName") or payload.get("uri") or "use_mcp_server")
            args = payload.get("arguments")
            args = _json_text(args) if isinstance(args, str) and _json_text(args) is not None else args
            traj.add_call(call_id, name, args if args is not None else {}, stamp, model)
        elif kind == "mcp_server_response":
            traj.add_result(text, stamp)
    traj.flush()
    return traj.messages


def _load_list(path: str, ctx: ParseContext, what: str) -> list | None:
    """A JSON file that must hold a list; anything else is counted and read as absent."""
    data = load_json(path, ctx)
    if data is not None and not isinstance(data, list):
        ctx.problem("unknown_record_shape", None, f"expected a list of {what}")
        return None
    return data


def parse_cline_task(
    files: list[str], roots: dict[str, str], config: AgentTracesConfig, log: ProblemLog
) -> Iterator[dict]:
    """The canonical row of one task folder from whichever of its JSON files are given."""
    by_name = {os.path.basename(f): f for f in files}
    api_path = by_name.get(API_HISTORY)
    ui_path = next((by_name[n] for n in UI_MESSAGES if n in by_name), None)
    history = ui = None
    if api_path:
        api_ctx = ParseContext(api_path, roots[api_path], config, log)
        history = _load_list(api_path, api_ctx, "messages")
    if ui_path:
        ui_ctx = ParseContext(ui_path, roots[ui_path], config, log)
        ui = _load_list(ui_path, ui_ctx, "UI messages")
        if ui is not None:
            bad = sum(not isinstance(m, dict) for m in ui)
            if bad:
                ui_ctx.problem("not_an_object", None, count=bad)
            ui = [m for m in ui if isinstance(m, dict)]
    main = api_path if history is not None else ui_path
    if main is None or (history is None and ui is None):
        return
    ctx = ParseContext(main, roots[main], config, log)
    metadata: dict[str, Any] = {"source_files": sorted(os.path.basename(f) for f in files)}
    if history is not None:
        messages, counts = from_api_history(history, ctx)
        metadata["trajectory_from"] = API_HISTORY
        tokens: Counter = Counter()
        cost = 0.0
        for raw in history:
            metrics = raw.get("metrics") if isinstance(raw, dict) else None
            if isinstance(metrics, dict):
                raw_tokens = metrics.get("tokens")
                if isinstance(raw_tokens, dict):
                    tokens.update(
                        {
                            k: v
                            for k, v in raw_tokens.items()
                            if isinstance(v, int) and not isinstance(v, bool)
                        }
                    )
                if isinstance(metrics.get("cost"), (int, float)) and not isinstance(metrics["cost"], bool):
                    cost += metrics["cost"]
        if tokens:
            metadata["tokens"] = dict(tokens)
        if cost:
            metadata["cost"] = round(cost, 6)
        if counts.get("images"):
            metadata["images"] = counts["images"]
        odd = {k: v for k, v in counts.items() if k != "images"}
        if odd:
            ctx.problem("unknown_content_block", None, str(dict(odd)), count=sum(odd.values()))
    else:
        messages = from_ui_messages(ui or [], ctx)
        metadata["trajectory_from"] = os.path.basename(ui_path or "")
    if ui is not None:
        metadata.update(ui_summary(ui))
    if not messages:
        ctx.skip("empty_session", None)
        return
    task_id = os.path.basename(os.path.dirname(os.path.abspath(main)))
    first_user = next((m for m in messages if m["role"] == "user"), None)
    yield {
        "id": f"cline:{task_id}",
        "harness": "cline",
        "session_id": task_id,
        "messages": messages,
        "sent_at": metadata.get("started_at") or (first_user or {}).get("timestamp"),
        "completed": any((m.get("say") or m.get("ask")) == "completion_result" for m in ui or []) or None,
        "file_path": roots[main],
        "metadata": metadata,
    }


def vscode_global_storage() -> list[str]:
    """VS Code (and forks') ``globalStorage`` folders on this platform."""
    home = os.path.expanduser("~")
    if sys.platform == "darwin":
        base = os.path.join(home, "Library", "Application Support")
    elif sys.platform == "win32":
        base = os.environ.get("APPDATA") or os.path.join(home, "AppData", "Roaming")
    else:
        base = os.environ.get("XDG_CONFIG_HOME") or os.path.join(home, ".config")
    editors = ("Code", "Code - Insiders", "VSCodium", "Cursor", "Windsurf")
    return [os.path.join(base, editor, "User", "globalStorage") for editor in editors]


class Cline(AgentTracesBuilder):
    """Cline task folders (``api_conversation_history.json`` + ``ui_messages.json``), one row each."""

    NAME = "cline"
    DESCRIPTION = "Cline task folders as canonical agent-trace rows."
    FILE_PATTERNS = (f"**/{API_HISTORY}", *(f"**/{n}" for n in UI_MESSAGES))

    @classmethod
    def default_location(cls) -> str:
        locations = cls.default_locations()
        return next((tasks for tasks in locations if os.path.isdir(tasks)), locations[0])

    @classmethod
    def default_locations(cls) -> list[str]:
        """Cline's tasks folder in every editor (VS Code, Insiders, VSCodium, Cursor, Windsurf)."""
        return [os.path.join(storage, EXTENSION_ID, "tasks") for storage in vscode_global_storage()]

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        name = os.path.basename(path)
        if name == API_HISTORY:
            return head.lstrip()[:1] == b"["
        if name in UI_MESSAGES:
            return head.lstrip()[:1] == b"[" and b'"ts"' in head and (b'"say"' in head or b'"ask"' in head)
        return False

    def group_files(self, files: list[str]) -> list[list[str]]:
        groups: dict[str, list[str]] = {}
        for path in files:
            groups.setdefault(os.path.dirname(path), []).append(path)
        return [sorted(group) for _, group in sorted(groups.items())]

    def parse_shard(self, files: list[str], roots: dict[str, str], log: ProblemLog) -> Iterator[dict]:
        yield from parse_cline_task(files, roots, self.config, log)
