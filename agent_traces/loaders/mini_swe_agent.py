"""mini-swe-agent trajectories (``mini_swe_agent``).

mini-swe-agent (SWE-agent/mini-swe-agent) saves one ``<instance id>.traj.json`` per run. The
current layout is a wrapper::

    {"info": {"exit_status", "submission", "model_stats": {instance_cost, api_calls},
              "mini_version", "config": {agent, model, environment, …}},
     "messages": [{"role", "content", "extra"?}, …],
     "trajectory_format": "mini-swe-agent-1" | "mini-swe-agent-1.1"}

Older runs (and the project's own test data) are a bare JSON list of the same messages. The
agent has one tool, bash: in text mode the assistant writes a THOUGHT and exactly one
```` ```mswea_bash_command ```` block (```` ```bash ```` before v2), and the command's result comes
back as a ``user`` message ``<returncode>N</returncode>\\n<output>…</output>`` (or an
``<output_head>`` / ``<elided_chars>`` / ``<output_tail>`` split for long output). v2 tool-call
models write OpenAI ``tool_calls`` and ``tool`` messages instead; v2 ends with an ``exit``
message holding the exit status and submission.

Canonically, a text-mode action block becomes a ``bash`` tool call ``{"command": …}`` (removed
from the content; the raw assistant text stays in ``metadata.raw_content``), and the message
that answers it becomes the ``tool`` result: the ``<output>`` text as content, with
``returncode`` and the raw observation text in metadata so nothing is lost. The first user
message is the task; other user messages (format errors, timeouts) are marked injected.

1.14+ keep the provider's raw reply in ``extra.response``: its first choice's ``reasoning`` /
``reasoning_content`` becomes the message's reasoning, and its ``created`` (epoch seconds) the
timestamp when ``extra.timestamp`` is absent.
"""

from __future__ import annotations

import os
import re
import sys
from collections import Counter
from collections.abc import Iterator
from typing import Any

from ..converters.openai import content_text, from_openai_message
from ..converters.reasoning import split_reasoning
from ..converters.schema import iso_utc, message, tool_call
from ..core.builder import AgentTracesBuilder
from ..core.config import ParseContext
from ..core.reading import load_json

_ACTION_RE = re.compile(r"```(?:mswea_bash_command|bash)\s*\n(.*?)\n```", re.DOTALL)
_RETURNCODE_RE = re.compile(r"<returncode>\s*(-?\d+)\s*</returncode>")
_OUTPUT_RE = re.compile(r"<output>\n?(.*?)\n?</output>", re.DOTALL)


def parse_observation(text: str) -> tuple[str, int | None]:
    """``(output, returncode)`` of a mini-swe-agent observation; unknown layouts stay as they are."""
    code_match = _RETURNCODE_RE.search(text)
    returncode = int(code_match.group(1)) if code_match else None
    output_match = _OUTPUT_RE.search(text)
    if output_match:
        return output_match.group(1), returncode
    if code_match:
        return (text[: code_match.start()] + text[code_match.end() :]).strip("\n"), returncode
    return text, None


def _response(extra: dict) -> tuple[dict, dict]:
    """The raw API response a message came from (``extra.response``) and its first choice's message."""
    response = extra.get("response") if isinstance(extra.get("response"), dict) else {}
    choices = response.get("choices") if isinstance(response.get("choices"), list) else []
    first = choices[0] if choices and isinstance(choices[0], dict) else {}
    return response, first.get("message") if isinstance(first.get("message"), dict) else {}


def _stamp(extra: dict) -> str | None:
    """``extra.timestamp``, else the API response's ``created`` (epoch seconds)."""
    if extra.get("timestamp") is not None:
        return iso_utc(extra["timestamp"])
    response, _ = _response(extra)
    created = response.get("created")
    return iso_utc(created) if isinstance(created, (int, float)) and not isinstance(created, bool) else None


def _reasoning(raw: dict, extra: dict) -> str | None:
    """Reasoning the model returned: on the message, or in the raw API response (1.14+)."""
    for source in (raw, _response(extra)[1]):
        for key in ("reasoning_content", "reasoning"):
            if isinstance(source.get(key), str) and source[key]:
                return source[key]
    return None


def _assistant(raw: dict, index: int, model: str | None, counts: Counter) -> dict:
    extra = raw.get("extra") if isinstance(raw.get("extra"), dict) else {}
    if raw.get("tool_calls"):
        msg = from_openai_message(raw, counts)
        assert msg is not None
        msg["model"] = msg["model"] or model
        msg["reasoning_content"] = msg["reasoning_content"] or _reasoning(raw, extra)
        msg["timestamp"] = msg["timestamp"] or _stamp(extra)
        return msg
    text = content_text(raw.get("content"), counts)
    reasoning = _reasoning(raw, extra)
    if reasoning is None:
        reasoning, text = split_reasoning(text)
    blocks = _ACTION_RE.findall(text)
    meta: dict[str, Any] = {}
    calls: list[dict] = []
    content = text
    if len(blocks) == 1:
        calls = [tool_call(f"mswea_{index}", "bash", {"command": blocks[0]})]
        content = _ACTION_RE.sub("", text).strip()
        meta["raw_content"] = text
    elif blocks:
        meta["action_blocks"] = len(blocks)
    for key in ("cost", "timestamp"):
        if extra.get(key) is not None:
            meta[key] = extra[key]
    return message(
        "assistant",
        content,
        reasoning_content=reasoning,
        tool_calls=calls,
        model=model,
        timestamp=_stamp(extra),
        metadata=meta or None,
    )


def _convert(raw_messages: list, ctx: ParseContext, model: str | None) -> tuple[list[dict], dict]:
    counts: Counter = Counter()
    out: list[dict] = []
    exit_info: dict = {}
    seen_task = False
    pending: list[str] = []
    for index, raw in enumerate(raw_messages):
        if not isinstance(raw, dict):
            ctx.problem("malformed_message", None, f"messages[{index}]")
            continue
        role = raw.get("role")
        extra = raw.get("extra") if isinstance(raw.get("extra"), dict) else {}
        text = content_text(raw.get("content"), counts)
        if role == "exit" or (role == "user" and not text and extra.get("exit_status")):
            exit_info = {k: extra[k] for k in ("exit_status", "submission") if k in extra}
            continue
        if role == "system":
            out.append(message("system", text, timestamp=_stamp(extra)))
        elif role == "assistant":
            msg = _assistant(raw, index, model, counts)
            pending = [c["id"] for c in msg["tool_calls"] or []]
            out.append(msg)
        elif role == "tool":
            output, returncode = parse_observation(text)
            meta = {"raw_content": text, "returncode": returncode} if returncode is not None else None
            out.append(
                message(
                    "tool",
                    output,
                    tool_call_id=raw.get("tool_call_id"),
                    timestamp=_stamp(extra),
                    metadata=meta,
                )
            )
            pending = []
        elif role == "user":
            if pending and seen_task:
                output, returncode = parse_observation(text)
                meta = {"raw_content": text}
                if returncode is not None:
                    meta["returncode"] = returncode
                out.append(
                    message("tool", output, tool_call_id=pending[0], timestamp=_stamp(extra), metadata=meta)
                )
                pending = []
                continue
            meta = {"injected": True} if seen_task else None
            seen_task = True
            out.append(message("user", text, timestamp=_stamp(extra), metadata=meta))
        else:
            ctx.problem("unknown_role", None, f"messages[{index}]: {role}")
    for reason in ("unparseable_arguments", "malformed_tool_call"):
        if counts[reason]:
            ctx.problem(reason, None, count=counts[reason])
    return out, exit_info


def parse_mini_swe_agent_file(path: str, ctx: ParseContext) -> Iterator[dict]:
    """One canonical row per ``.traj.json``; the id is ``mini_swe_agent:<instance id>``."""
    data = load_json(path, ctx)
    if data is None:
        return
    if isinstance(data, list):
        raw_messages, info, layout = data, {}, "bare_list"
    elif isinstance(data, dict) and isinstance(data.get("messages"), list):
        raw_messages = data["messages"]
        info = data.get("info") if isinstance(data.get("info"), dict) else {}
        layout = str(data.get("trajectory_format") or "wrapper")
    else:
        ctx.problem("unknown_record_shape", None, f"top level: {type(data).__name__}")
        return
    config = info.get("config") if isinstance(info.get("config"), dict) else {}
    model_config = config.get("model") if isinstance(config.get("model"), dict) else {}
    model = model_config.get("model_name") if isinstance(model_config.get("model_name"), str) else None
    messages, exit_info = _convert(raw_messages, ctx, model)
    metadata: dict[str, Any] = {"format": layout}
    for key in ("exit_status", "submission", "model_stats", "mini_version"):
        value = info.get(key, exit_info.get(key))
        if value is not None:
            metadata[key] = value
    if config:
        metadata["config"] = config
    exit_status = metadata.get("exit_status")
    session_id = os.path.basename(path).removesuffix(".json").removesuffix(".traj")
    yield {
        "id": f"mini_swe_agent:{session_id}",
        "harness": "mini_swe_agent",
        "session_id": session_id,
        "messages": messages,
        "tools": [],
        "model": model,
        "completed": (exit_status == "Submitted") if isinstance(exit_status, str) else None,
        "file_path": ctx.rel_path,
        "metadata": metadata,
    }


class MiniSweAgent(AgentTracesBuilder):
    """mini-swe-agent ``.traj.json`` files: the wrapper and the older bare message list."""

    NAME = "mini_swe_agent"
    DESCRIPTION = "mini-swe-agent trajectories as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.traj.json",)

    @classmethod
    def default_location(cls) -> str:
        """``$MSWEA_GLOBAL_CONFIG_DIR``, else where ``platformdirs.user_config_dir`` puts it (macOS
        uses ``~/.config`` like Linux since mini-swe-agent 1.x), where ``mini`` saves its last run."""
        if os.environ.get("MSWEA_GLOBAL_CONFIG_DIR"):
            return os.path.expanduser(os.environ["MSWEA_GLOBAL_CONFIG_DIR"])
        if sys.platform == "win32":
            local = os.environ.get("LOCALAPPDATA") or os.path.expanduser("~/AppData/Local")
            return os.path.join(local, "mini-swe-agent", "mini-swe-agent")
        config = os.environ.get("XDG_CONFIG_HOME") if sys.platform != "darwin" else None
        return os.path.join(config or os.path.expanduser("~/.config"), "mini-swe-agent")

    @classmethod
    def default_locations(cls) -> list[str]:
        """The default location and, on macOS, the folder used before it moved to ``~/.config``."""
        locations = [cls.default_location()]
        if sys.platform == "darwin" and not os.environ.get("MSWEA_GLOBAL_CONFIG_DIR"):
            locations.append(os.path.expanduser("~/Library/Application Support/mini-swe-agent"))
        return locations

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        if path.endswith(".traj.json"):
            return True
        text = head.lstrip()
        if text.startswith(b"{"):
            return b'"trajectory_format"' in head and b"mini-swe-agent" in head
        return text.startswith(b"[") and (b"mswea_bash_command" in head or b"<returncode>" in head)

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_mini_swe_agent_file(path, ctx)
