"""VS Code chat sessions and "Chat: Export Chat…" files (``vscode_chat``).

What a Copilot Chat user can get without telemetry access. Three file shapes, one session each:

- an export (``Chat: Export Chat…``): ``{requesterUsername, responderUsername, initialLocation,
  requests: [...]}``;
- a stored session, ``<user data>/workspaceStorage/<hash>/chatSessions/<session id>.json`` (and
  ``globalStorage/emptyWindowChatSessions/``): the same shape with ``version: 3``, ``sessionId``,
  ``creationDate``, ``customTitle``…;
- the newer append-only ``chatSessions/<session id>.jsonl`` log: a ``{kind: 0, v: <session>}``
  snapshot, then ``{kind: 1, k: path, v}`` sets, ``{kind: 2, k: path, v: [items], i}`` pushes (with
  ``i`` the array is cut to ``i`` items first) and ``{kind: 3, k: path}`` deletes, replayed in order
  (VS Code's ``ObjectMutationLog``).

A request is one user turn::

    {"requestId": "request_…", "timestamp": 1759432900204, "modelId": "copilot/claude-sonnet-4",
     "message": {"text": "…", "parts": […]}, "variableData": {"variables": [{kind, name, id, value}]},
     "response": [{"value": "markdown…"}, {"kind": "toolInvocationSerialized", "toolId": …,
                   "toolCallId": …, "resultDetails": {"input": …, "output": […]}}, …],
     "result": {"metadata": {"toolCallRounds": [{"response": "…", "thinking": {…},
                              "toolCalls": [{"name", "arguments": "{…}", "id"}]}],
                             "toolCallResults": {"<call id>": {"content": [{"value": "…"}]}}},
                "errorDetails": {…}},
     "agent": {"id": "github.copilot.editsAgent", …}, "isCanceled": false}

When ``result.metadata.toolCallRounds`` is present it is the model's own trajectory (each round an
assistant message with its calls, each call's result from ``toolCallResults`` a tool message);
otherwise the assistant turn is rebuilt from the rendered ``response`` parts (markdown, inline
file references, ``toolInvocationSerialized`` calls with their inputs and outputs). The user turn is
``message.text``; attachments (``variableData``), model, timestamp, agent, cancellation and errors
go to metadata.
"""

from __future__ import annotations

import glob
import hashlib
import os
import sys
from collections import Counter
from collections.abc import Iterator
from typing import Any

import orjson

from ..converters.schema import as_list, iso_utc, message, tool_call
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import iter_jsonl, load_json

_PRODUCTS = ("Code", "Code - Insiders", "VSCodium", "Cursor")
_SESSION_KEYS = (
    "version",
    "creationDate",
    "lastMessageDate",
    "customTitle",
    "initialLocation",
    "requesterUsername",
    "responderUsername",
    "isImported",
)


def user_data_dirs() -> list[str]:
    """VS Code's ``User`` data directories on this platform (stable, Insiders, VSCodium, Cursor)."""
    if sys.platform == "darwin":
        base = os.path.expanduser("~/Library/Application Support")
    elif sys.platform.startswith("win"):
        base = os.environ.get("APPDATA") or os.path.expanduser("~/AppData/Roaming")
    else:
        base = os.environ.get("XDG_CONFIG_HOME") or os.path.expanduser("~/.config")
    return [os.path.join(base, product, "User") for product in _PRODUCTS]


# -- the .jsonl mutation log ------------------------------------------------------------------


def _walk(state: Any, path: list) -> Any:
    for key in path:
        state = state[key]
    return state


def apply_patch(state: Any, entry: dict) -> Any:
    """Apply one ``chatSessions/*.jsonl`` entry to ``state``; returns the new state."""
    kind = entry.get("kind")
    if kind == 0:
        return entry.get("v")
    path = entry.get("k")
    if not isinstance(path, list) or not path:
        raise ValueError("patch without a path")
    if kind in (1, 3):
        parent = _walk(state, path[:-1])
        key = path[-1]
        if kind == 3 or "v" not in entry:
            if isinstance(parent, dict):
                parent.pop(key, None)
            elif isinstance(parent, list) and isinstance(key, int) and key < len(parent):
                parent[key] = None
        elif isinstance(parent, list) and isinstance(key, int) and key == len(parent):
            parent.append(entry.get("v"))
        else:
            parent[key] = entry.get("v")
        return state
    if kind == 2:
        target = _walk(state, path)
        if not isinstance(target, list):
            raise ValueError("push onto a non-array")
        if isinstance(entry.get("i"), int):
            del target[entry["i"] :]
        values = entry.get("v")
        target.extend(values if isinstance(values, list) else [] if values is None else [values])
        return state
    raise ValueError(f"unknown patch kind {kind!r}")


def replay_log(path: str, ctx: ParseContext) -> dict | None:
    """The session a ``.jsonl`` mutation log ends in; bad lines and patches are counted."""
    state: Any = None
    for line, entry in iter_jsonl(path, ctx):
        if not isinstance(entry, dict) or "kind" not in entry:
            if state is None and isinstance(entry, dict) and "type" in entry and "data" in entry:
                ctx.problem("not_a_chat_session_log", line, "an agent event stream (see copilot_cli)")
                return None
            ctx.problem("not_a_patch", line)
            continue
        if entry.get("kind") != 0 and state is None:
            ctx.problem("patch_before_snapshot", line)
            continue
        try:
            state = apply_patch(state, entry)
        except (KeyError, IndexError, TypeError, ValueError) as err:
            ctx.problem("bad_patch", line, f"{entry.get('kind')} {entry.get('k')}: {err}")
    return state if isinstance(state, dict) else None


# -- one request --------------------------------------------------------------------------------


def render_prompt_tsx(node: Any, out: list[str] | None = None) -> str:
    """Text of a serialized ``@vscode/prompt-tsx`` element tree (text leaves in document order)."""
    out = [] if out is None else out
    if isinstance(node, dict):
        if node.get("type") == 2 and isinstance(node.get("text"), str):
            if node.get("lineBreakBefore") and out and not out[-1].endswith("\n"):
                out.append("\n")
            out.append(node["text"])
        for child in as_list(node.get("children")):
            render_prompt_tsx(child, out)
    return "".join(out)


def _text_parts(value: Any) -> str:
    """Text of a tool result: a string, ``{value}`` / ``{text}`` parts, prompt-tsx trees, or lists."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        if isinstance(value.get("content"), list):
            return _text_parts(value["content"])
        inner = value.get("value")
        if isinstance(inner, dict) and isinstance(inner.get("node"), dict):
            return render_prompt_tsx(inner["node"])
        for key in ("value", "text"):
            if isinstance(value.get(key), str):
                return value[key]
        return orjson.dumps(value).decode()
    if isinstance(value, list):
        return "\n".join(t for t in (_text_parts(v) for v in value) if t)
    return str(value)


def _thinking(value: Any) -> str | None:
    if isinstance(value, dict):
        value = value.get("text")
    if isinstance(value, list):
        value = "\n".join(str(v) for v in value if v)
    return value if isinstance(value, str) and value else None


def _attachments(request: dict) -> list[dict]:
    data = request.get("variableData")
    variables = data.get("variables") if isinstance(data, dict) else None
    out = []
    for var in variables if isinstance(variables, list) else []:
        if not isinstance(var, dict):
            continue
        item = {k: var[k] for k in ("kind", "name", "id") if var.get(k) is not None}
        value = var.get("value")
        uri = value.get("uri") if isinstance(value, dict) and isinstance(value.get("uri"), dict) else value
        if isinstance(uri, dict) and (uri.get("fsPath") or uri.get("path")):
            item["path"] = uri.get("fsPath") or uri.get("path")
        if isinstance(value, dict) and isinstance(value.get("range"), dict):
            item["range"] = value["range"]
        out.append(item)
    return out


def _uri_name(ref: Any) -> str:
    if isinstance(ref, dict):
        if isinstance(ref.get("uri"), dict):
            ref = ref["uri"]
        path = ref.get("fsPath") or ref.get("path") or ref.get("name") or ""
        return os.path.basename(str(path).rstrip("/")) or str(path)
    return str(ref or "")


def _rounds_messages(
    rounds: list, results: dict, model: str | None, stamp: str | None, counts: Counter
) -> list[dict]:
    out: list[dict] = []
    for round_ in rounds:
        if not isinstance(round_, dict):
            counts["malformed_round"] += 1
            continue
        calls = []
        for index, raw in enumerate(as_list(round_.get("toolCalls"), counts, "malformed_tool_call")):
            if not isinstance(raw, dict):
                counts["malformed_tool_call"] += 1
                continue
            arguments, ok = parse_arguments(raw.get("arguments"))
            if not ok:
                counts["unparseable_arguments"] += 1
            calls.append(tool_call(raw.get("id") or f"call_{index}", str(raw.get("name") or ""), arguments))
        meta = {"round_id": round_["id"]} if round_.get("id") else None
        out.append(
            message(
                "assistant",
                round_.get("response") if isinstance(round_.get("response"), str) else "",
                reasoning_content=_thinking(round_.get("thinking")),
                tool_calls=calls,
                timestamp=stamp,
                model=model,
                metadata=meta,
            )
        )
        for call in calls:
            if call["id"] in results:
                out.append(
                    message(
                        "tool", _text_parts(results[call["id"]]), tool_call_id=call["id"], timestamp=stamp
                    )
                )
            else:
                counts["tool_result_missing"] += 1
    return out


def _response_messages(parts: list, model: str | None, stamp: str | None, counts: Counter) -> list[dict]:
    out: list[dict] = []
    text: list[str] = []
    calls: list[dict] = []
    results: list[dict] = []

    def flush() -> None:
        if text or calls:
            out.append(
                message(
                    "assistant", "".join(text).strip(), tool_calls=list(calls), timestamp=stamp, model=model
                )
            )
            out.extend(results)
        text.clear()
        calls.clear()
        results.clear()

    for part in parts:
        if not isinstance(part, dict):
            counts["malformed_response_part"] += 1
            continue
        kind = part.get("kind")
        if kind is None or kind == "markdownContent":
            value = part.get("value")
            if isinstance(value, dict):
                value = value.get("value")
            if calls and isinstance(value, str) and value.strip():
                flush()
            text.append(value if isinstance(value, str) else "")
        elif kind == "inlineReference":
            text.append(f"`{part.get('name') or _uri_name(part.get('inlineReference'))}`")
        elif kind == "toolInvocationSerialized":
            details = part.get("resultDetails") if isinstance(part.get("resultDetails"), dict) else {}
            specific = part.get("toolSpecificData") if isinstance(part.get("toolSpecificData"), dict) else {}
            raw_input = specific.get("rawInput", details.get("input"))
            arguments, ok = parse_arguments(raw_input)
            if not ok:
                counts["unparseable_arguments"] += 1
            call_id = part.get("toolCallId") or f"call_{len(calls)}"
            calls.append(tool_call(call_id, str(part.get("toolId") or ""), arguments))
            output = details.get("output")
            if output is None:
                output = part.get("pastTenseMessage") or part.get("invocationMessage")
            meta = {"is_error": True} if details.get("isError") else None
            results.append(
                message("tool", _text_parts(output), tool_call_id=call_id, timestamp=stamp, metadata=meta)
            )
        else:
            counts[f"part:{kind}"] += 1
    flush()
    return out


def request_messages(request: dict, counts: Counter) -> tuple[list[dict], dict]:
    """Canonical messages of one request (user turn + assistant trajectory) and its metadata."""
    stamp = iso_utc(request.get("timestamp"))
    model = request.get("modelId") if isinstance(request.get("modelId"), str) else None
    msg = request.get("message") if isinstance(request.get("message"), dict) else {}
    text = msg.get("text")
    if not isinstance(text, str):
        text = "".join(p.get("text", "") for p in msg.get("parts") or [] if isinstance(p, dict))
    user_meta: dict = {"request_id": request.get("requestId")}
    attachments = _attachments(request)
    if attachments:
        user_meta["attachments"] = attachments
    messages = [message("user", text, timestamp=stamp, metadata=user_meta)]
    result = request.get("result") if isinstance(request.get("result"), dict) else {}
    meta = result.get("metadata") if isinstance(result.get("metadata"), dict) else {}
    rounds = meta.get("toolCallRounds")
    if isinstance(rounds, list) and rounds:
        results = meta.get("toolCallResults") if isinstance(meta.get("toolCallResults"), dict) else {}
        messages += _rounds_messages(rounds, results, model, stamp, counts)
        source = "toolCallRounds"
    else:
        parts = request.get("response") if isinstance(request.get("response"), list) else []
        messages += _response_messages(parts, model, stamp, counts)
        source = "response"
    info: dict = {
        "request_id": request.get("requestId"),
        "model": model,
        "timestamp": stamp,
        "source": source,
    }
    agent = request.get("agent")
    if isinstance(agent, dict):
        info["agent"] = agent.get("id") or agent.get("name")
    if request.get("isCanceled"):
        info["canceled"] = True
    if result.get("errorDetails"):
        info["error"] = result["errorDetails"]
    if result.get("details"):
        info["details"] = result["details"]
    if isinstance(result.get("timings"), dict):
        info["timings"] = result["timings"]
    last = messages[-1]
    if last["role"] == "assistant" and (info.get("canceled") or info.get("error")):
        last["metadata"] = {
            **(last["metadata"] or {}),
            **{k: info[k] for k in ("canceled", "error") if k in info},
        }
    return messages, info


def session_row(session: dict, ctx: ParseContext, fmt: str) -> dict | None:
    """One session (export, stored JSON or replayed log) as a canonical row."""
    requests = session.get("requests")
    if not isinstance(requests, list):
        ctx.problem("unknown_record_shape", None, f"keys: {sorted(session)[:8]}")
        return None
    counts: Counter = Counter()
    messages: list[dict] = []
    infos = []
    for index, request in enumerate(requests):
        if not isinstance(request, dict):
            ctx.problem("malformed_request", None, f"requests[{index}]")
            continue
        msgs, info = request_messages(request, counts)
        messages += msgs
        infos.append(info)
    for reason in (
        "malformed_tool_call",
        "unparseable_arguments",
        "malformed_round",
        "malformed_response_part",
    ):
        if counts.get(reason):
            ctx.problem(reason, None, count=counts.pop(reason))
    session_id = session.get("sessionId")
    if not session_id:
        first = next((r for r in requests if isinstance(r, dict)), {})
        result = first.get("result") if isinstance(first, dict) else None
        result_meta = result.get("metadata") if isinstance(result, dict) else None
        result_meta = result_meta if isinstance(result_meta, dict) else {}
        session_id = (
            result_meta.get("sessionId")
            or hashlib.sha256(orjson.dumps(requests, option=orjson.OPT_SORT_KEYS)).hexdigest()[:16]
        )
    metadata: dict = {"format": fmt, "requests": infos}
    metadata.update({k: session[k] for k in _SESSION_KEYS if session.get(k) is not None})
    if counts:
        metadata["skipped"] = dict(counts)
    models = [i["model"] for i in infos if i.get("model")]
    return {
        "harness": "vscode_chat",
        "session_id": str(session_id),
        "id": f"vscode_chat:{session_id}",
        "messages": messages,
        "model": models[0] if models else None,
        "sent_at": iso_utc(session.get("creationDate")) or (infos[0]["timestamp"] if infos else None),
        "completed": None,
        "file_path": ctx.rel_path,
        "metadata": metadata,
    }


def parse_vscode_chat_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """Canonical rows (one per session) from a chat export, a ``chatSessions`` JSON or JSONL log."""
    if path.endswith((".jsonl", ".jsonl.gz")):
        session, fmt = replay_log(path, ctx), "chat_session_log"
        if session is None:
            if not ctx.problems().get("not_a_chat_session_log"):
                ctx.problem("no_snapshot", None)
            return
    else:
        session = load_json(path, ctx)
        if session is None:
            return
        if not isinstance(session, dict):
            ctx.problem("unknown_record_shape", None, type(session).__name__)
            return
        fmt = "chat_session" if "sessionId" in session else "export"
    row = session_row(session, ctx, fmt)
    if row is not None:
        yield row


class VscodeChat(AgentTracesBuilder):
    """VS Code Copilot Chat exports and stored ``chatSessions`` (JSON and JSONL patch logs)."""

    NAME = "vscode_chat"
    DESCRIPTION = "VS Code Copilot Chat sessions and exports as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.json", "**/*.jsonl")

    @classmethod
    def default_location(cls) -> str:
        return user_data_dirs()[0]

    @classmethod
    def default_data_files(cls) -> list[str]:
        found: set[str] = set()
        for root in user_data_dirs():
            for pattern in (
                "workspaceStorage/*/chatSessions/*.json",
                "workspaceStorage/*/chatSessions/*.jsonl",
                "globalStorage/emptyWindowChatSessions/*.json",
                "globalStorage/emptyWindowChatSessions/*.jsonl",
            ):
                found.update(
                    p for p in glob.glob(os.path.join(glob.escape(root), pattern)) if os.path.isfile(p)
                )
        return sorted(found)

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
        if text.startswith(b'{"kind":0') or text.startswith(b'{"kind": 0'):
            return b'"requests"' in text or b'"sessionId"' in text
        return (
            text.startswith(b"{")
            and b'"requests"' in text
            and (b'"requesterUsername"' in text or b'"responderUsername"' in text or b'"sessionId"' in text)
        )

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_vscode_chat_file(path, ctx)
