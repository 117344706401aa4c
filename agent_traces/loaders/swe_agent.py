"""SWE-agent trajectories (``swe_agent``).

SWE-agent (princeton-nlp / SWE-agent) saves one ``<instance id>.traj`` JSON file per task run,
under ``trajectories/<user>/<run name>/``. Two generations share the file name:

- 0.x: ``{"environment", "trajectory": [{action, observation, response, thought, state}],
  "history": [{role, content, agent, is_demo?, thought?, action?}], "info": {exit_status,
  submission, model_stats}}`` — the model answers in text (a thought, then the command in a
  code block) and observations come back as ``user`` messages; ``state`` is a JSON string and
  ``model_stats`` a Python-repr string.
- 1.x: function calling — assistant ``history`` messages carry ``tool_calls`` (string
  arguments), observations are ``tool`` messages with ``tool_call_ids`` and content that may be
  a list of text parts; every message has a ``message_type``; steps add ``execution_time``,
  ``messages`` (the query sent for that step), ``extra_info``; ``replay_config`` is a JSON
  string or a dict; ``info`` adds ``swe_agent_version``, ``edited_files30/50/70``.

Demonstration files may hold ``history`` only. The canonical trajectory comes from
``history``: demonstration turns (``is_demo``) are dropped unless ``demos=True`` (counted in
``metadata.skipped``); the first non-demo user message is the task, later user messages are
environment observations or format-error feedback and are marked injected. ``exit_status``,
``submission`` and ``model_stats`` go to metadata, and ``completed`` is true when the run ended
with a plain ``submitted``. Each assistant action is matched to its ``trajectory`` step to add
the step's ``state`` and ``execution_time`` to the message's metadata. A file with a
``trajectory`` but no ``history`` is rebuilt from the steps (response, then observation).
"""

from __future__ import annotations

import ast
import os
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import orjson

from ..converters.openai import content_text, convert_tool_calls, reasoning_of
from ..converters.reasoning import split_reasoning
from ..converters.schema import as_list, message
from ..core.builder import AgentTracesBuilder
from ..core.config import AgentTracesConfig, ParseContext
from ..core.reading import load_json
from ..core.sniffing import array_items

MAIN_AGENTS = ("main", "primary", None)


def _parse_loose(value: Any) -> Any:
    """A JSON or Python-repr string as a value (SWE-agent writes both); other values as they are."""
    if not isinstance(value, str):
        return value
    text = value.strip()
    if not text or text[0] not in "{[":
        return value
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        pass
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return value


def _model_name(replay_config: Any) -> str | None:
    if not isinstance(replay_config, dict):
        return None
    agent = replay_config.get("agent")
    model = agent.get("model") if isinstance(agent, dict) else None
    name = model.get("name") if isinstance(model, dict) else None
    return name if isinstance(name, str) else None


def _history_messages(
    history: list, ctx: ParseContext, keep_demos: bool, model: str | None, skipped: Counter
) -> list[dict]:
    counts: Counter = Counter()
    out: list[dict] = []
    seen_task = False
    for index, raw in enumerate(history):
        if not isinstance(raw, dict):
            ctx.problem("malformed_message", None, f"history[{index}]")
            continue
        if raw.get("is_demo") and not keep_demos:
            skipped["demo_messages"] += 1
            continue
        role = raw.get("role")
        content = content_text(raw.get("content"), counts)
        meta: dict[str, Any] = {}
        if raw.get("message_type"):
            meta["message_type"] = raw["message_type"]
        if raw.get("agent") not in MAIN_AGENTS:
            meta["agent"] = raw["agent"]
        if raw.get("is_demo"):
            meta.update(is_demo=True, injected=True)
        if role == "system":
            out.append(message("system", content, metadata=meta or None))
        elif role == "user":
            if seen_task or raw.get("is_demo"):
                meta["injected"] = True
            else:
                seen_task = True
            out.append(message("user", content, metadata=meta or None))
        elif role == "assistant":
            calls = convert_tool_calls(raw.get("tool_calls"), counts)
            reasoning = reasoning_of(raw)
            if reasoning is None:
                reasoning, content = split_reasoning(content)
            if raw.get("action") is not None:
                meta["action"] = raw["action"]
            out.append(
                message(
                    "assistant",
                    content,
                    reasoning_content=reasoning,
                    tool_calls=calls,
                    model=model,
                    metadata=meta or None,
                )
            )
        elif role == "tool":
            ids = as_list(raw.get("tool_call_ids")) or [raw.get("tool_call_id")]
            if len(ids) > 1:
                meta["tool_call_ids"] = ids
            out.append(message("tool", content, tool_call_id=ids[0], metadata=meta or None))
        else:
            ctx.problem("unknown_role", None, f"history[{index}]: {role}")
    for reason in ("unparseable_arguments", "malformed_tool_call"):
        if counts[reason]:
            ctx.problem(reason, None, count=counts[reason])
    return out


def _attach_steps(messages: list[dict], trajectory: list) -> int:
    """Add each step's state and timing to the assistant message whose action it ran.

    Returns how many steps matched no assistant message (for example a final ``submit`` that
    the history was saved without).
    """
    steps = [s for s in trajectory if isinstance(s, dict)]
    pointer = 0
    for msg in messages:
        if msg["role"] != "assistant" or pointer >= len(steps):
            continue
        action = (msg["metadata"] or {}).get("action")
        step = steps[pointer]
        if action is not None and str(step.get("action", "")).strip() != str(action).strip():
            continue
        meta = dict(msg["metadata"] or {})
        meta["step"] = pointer
        if step.get("state") is not None:
            meta["state"] = _parse_loose(step["state"])
        if step.get("execution_time") is not None:
            meta["execution_time"] = step["execution_time"]
        if step.get("extra_info"):
            meta["extra_info"] = step["extra_info"]
        msg["metadata"] = meta
        pointer += 1
    return len(steps) - pointer


def _steps_as_messages(trajectory: list, model: str | None) -> list[dict]:
    out: list[dict] = []
    for step in trajectory:
        if not isinstance(step, dict):
            continue
        reasoning, content = split_reasoning(str(step.get("response") or ""))
        out.append(
            message(
                "assistant",
                content,
                reasoning_content=reasoning,
                model=model,
                metadata={"action": step.get("action"), "state": _parse_loose(step.get("state"))},
            )
        )
        out.append(message("user", str(step.get("observation") or ""), metadata={"injected": True}))
    return out


def parse_swe_agent_file(path: str, ctx: ParseContext, keep_demos: bool = False) -> Iterator[dict]:
    """One canonical row per ``.traj`` file; the id is ``swe_agent:<instance id>``."""
    data = load_json(path, ctx)
    if data is None:
        return
    if not isinstance(data, dict) or not (
        isinstance(data.get("history"), list) or isinstance(data.get("trajectory"), list)
    ):
        ctx.problem("unknown_record_shape", None, f"top level: {type(data).__name__}")
        return
    info = data.get("info") if isinstance(data.get("info"), dict) else {}
    replay_config = _parse_loose(data.get("replay_config"))
    model = _model_name(replay_config)
    skipped: Counter = Counter()
    trajectory = data.get("trajectory") if isinstance(data.get("trajectory"), list) else []
    if isinstance(data.get("history"), list):
        messages = _history_messages(data["history"], ctx, keep_demos, model, skipped)
        unmatched = _attach_steps(messages, trajectory)
        source = "history"
    else:
        messages = _steps_as_messages(trajectory, model)
        unmatched = 0
        source = "trajectory"
    metadata: dict[str, Any] = {"format": "1.x" if _is_function_calling(data) else "0.x", "source": source}
    for key in ("exit_status", "submission"):
        if info.get(key) is not None:
            metadata[key] = info[key]
    if info.get("model_stats") is not None:
        metadata["model_stats"] = _parse_loose(info["model_stats"])
    extra_info = {k: v for k, v in info.items() if k not in ("exit_status", "submission", "model_stats")}
    if extra_info:
        metadata["info"] = extra_info
    if data.get("environment") is not None:
        metadata["environment"] = data["environment"]
    if replay_config is not None:
        metadata["replay_config"] = replay_config
    metadata["num_steps"] = len(trajectory)
    if unmatched:
        metadata["steps_not_in_history"] = unmatched
    if skipped:
        metadata["skipped"] = dict(skipped)
    exit_status = info.get("exit_status")
    session_id = os.path.basename(path).removesuffix(".traj")
    yield {
        "id": f"swe_agent:{session_id}",
        "harness": "swe_agent",
        "session_id": session_id,
        "messages": messages,
        "tools": [],
        "model": model,
        "completed": (exit_status == "submitted") if isinstance(exit_status, str) else None,
        "file_path": ctx.rel_path,
        "metadata": metadata,
    }


def _is_function_calling(data: dict) -> bool:
    history = as_list(data.get("history"))
    return any(isinstance(m, dict) and (m.get("tool_calls") or m.get("role") == "tool") for m in history)


@dataclass
class SweAgentConfig(AgentTracesConfig):
    """Options for SWE-agent trajectories.

    Args:
        demos (`bool`, defaults to `False`): keep the demonstration turns (``is_demo``) in the
            conversation, marked injected, instead of dropping them.
    """

    demos: bool = False


_STEP_KEYS = {"action", "observation", "response", "thought", "state"}
# the opening of a ``trajectory`` step or a ``history`` message cut by the end of the head
_CUT_ITEM_RE = re.compile(
    rb'"trajectory"\s*:\s*\[\s*\{\s*"(?:action|observation|response|thought|state)"'
    rb'|"history"\s*:\s*\[\s*\{\s*"(?:role|content|agent)"'
)


class SweAgent(AgentTracesBuilder):
    """SWE-agent ``.traj`` files, 0.x and 1.x."""

    NAME = "swe_agent"
    DESCRIPTION = "SWE-agent trajectories as canonical agent-trace rows."
    FILE_PATTERNS = ("**/*.traj",)
    DEFAULT_LOCATION = "trajectories"
    BUILDER_CONFIG_CLASS = SweAgentConfig

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(os.getcwd(), "trajectories")

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        if path.endswith(".traj"):
            return True
        if head.lstrip()[:1] != b"{":
            return False
        # by structure (issue 32): a ``trajectory`` of steps, or a ``history`` of role messages
        # (Continue's ``history`` holds ``{message, contextItems}`` items and is not ours)
        steps = array_items(head, "trajectory", limit=1)
        if steps:
            return isinstance(steps[0], dict) and bool(_STEP_KEYS & set(steps[0]))
        history = array_items(head, "history", limit=1)
        if history:
            return isinstance(history[0], dict) and "role" in history[0] and "agent" in history[0]
        # a first item longer than the head: judge by its opening key
        return bool(_CUT_ITEM_RE.search(head))

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_swe_agent_file(path, ctx, keep_demos=self.config.demos)
