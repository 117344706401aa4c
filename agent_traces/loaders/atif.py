"""Harbor's Agent Trajectory Interchange Format (``atif``).

Harbor (harbor-framework) and the agents it integrates write one ``trajectory.json`` per trial
(``jobs/<job>/<trial>/agent/trajectory.json``) in ATIF v1.0–v1.7::

    {"schema_version": "ATIF-v1.7", "session_id", "trajectory_id"?,
     "agent": {"name", "version", "model_name"?, "tool_definitions"?, "extra"?},
     "steps": [{"step_id", "timestamp"?, "source": "system"|"user"|"agent", "model_name"?,
                "message": str | [ContentPart], "reasoning_content"?, "reasoning_effort"?,
                "tool_calls"?: [{"tool_call_id", "function_name", "arguments": {…}}],
                "observation"?: {"results": [{"source_call_id"?, "content"?,
                                              "subagent_trajectory_ref"?: [{session_id, …}]}]},
                "metrics"?, "is_copied_context"?, "llm_call_count"?, "extra"?}],
     "notes"?, "final_metrics"?, "continued_trajectory_ref"?, "extra"?,
     "subagent_trajectories"?: [<embedded ATIF trajectories>]}

A step becomes a system, user or assistant message; an agent step's observation results become
``tool`` messages paired by ``source_call_id`` (a result without one, from an action that is
not a tool call, becomes an injected user message). Content parts (v1.6) are flattened to
text with an image placeholder. ``agent.tool_definitions`` (v1.5) become ``tools``.

Following the spec's SFT rules, steps copied from an earlier trajectory (``is_copied_context``)
and agent steps that made no LLM call (``llm_call_count == 0``) are not training messages: they
are left out and counted in ``metadata.skipped``. Sidechain steps (``extra.is_sidechain``, as in
Claude Code conversions) follow the ``subagents`` option like Claude Code: left out and
counted by default, kept in place (marked ``metadata.sidechain``) with ``subagents=True``;
embedded ``subagent_trajectories`` likewise become rows of their own only with
``subagents=True`` (id ``atif:<parent>/<subagent>``), and are otherwise only listed.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..converters.openai import content_text, from_openai_tools
from ..converters.schema import as_list, iso_utc, message, tool_call
from ..converters.tool_calls import parse_arguments
from ..core.builder import AgentTracesBuilder
from ..core.config import AgentTracesConfig, ParseContext
from ..core.reading import load_json

SOURCES = ("system", "user", "agent")


def _text(value: Any, counts: Counter) -> str:
    return content_text(value, counts) if value is not None else ""


def _excluded(step: dict, keep_sidechains: bool) -> str | None:
    """Why a step is left out of the training messages, or None when it is kept."""
    if step.get("is_copied_context"):
        return "copied_context_steps"
    if step.get("source") == "agent" and step.get("llm_call_count") == 0:
        return "no_llm_call_steps"
    extra = step.get("extra") if isinstance(step.get("extra"), dict) else {}
    if extra.get("is_sidechain") and not keep_sidechains:
        return "sidechain_steps"
    return None


def _agent_messages(step: dict, default_model: str | None, ctx: ParseContext, counts: Counter) -> list[dict]:
    calls = []
    raw_calls = step.get("tool_calls") or []
    if not isinstance(raw_calls, list):
        ctx.problem("malformed_tool_call", None, f"step {step.get('step_id')}: tool_calls is not a list")
        raw_calls = []
    for index, raw in enumerate(raw_calls):
        if not isinstance(raw, dict):
            ctx.problem("malformed_tool_call", None, f"step {step.get('step_id')}")
            continue
        arguments, ok = parse_arguments(raw.get("arguments"))
        if not ok:
            ctx.problem("unparseable_arguments", None, f"step {step.get('step_id')}")
        call_id = raw.get("tool_call_id") or f"step{step.get('step_id')}_{index}"
        calls.append(tool_call(str(call_id), str(raw.get("function_name") or ""), arguments))
    meta: dict[str, Any] = {"step_id": step.get("step_id")}
    for key in ("metrics", "reasoning_effort", "llm_call_count", "extra"):
        if step.get(key) is not None:
            meta[key] = step[key]
    stamp = iso_utc(step.get("timestamp"))
    model = step.get("model_name") if isinstance(step.get("model_name"), str) else default_model
    reasoning = step.get("reasoning_content") if isinstance(step.get("reasoning_content"), str) else None
    out = [
        message(
            "assistant",
            _text(step.get("message"), counts),
            reasoning_content=reasoning,
            tool_calls=calls,
            timestamp=stamp,
            model=model,
            metadata=meta,
        )
    ]
    observation = step.get("observation") if isinstance(step.get("observation"), dict) else {}
    out.extend(_observation_messages(observation, stamp, counts))
    return out


def _observation_messages(observation: dict, stamp: str | None, counts: Counter) -> list[dict]:
    out = []
    results = observation.get("results") or []
    if not isinstance(results, list):
        counts["malformed_observation"] += 1
        results = []
    for result in results:
        if not isinstance(result, dict):
            counts["malformed_observation"] += 1
            continue
        meta: dict[str, Any] = {}
        if result.get("subagent_trajectory_ref"):
            meta["subagent_trajectory_ref"] = result["subagent_trajectory_ref"]
        if result.get("extra"):
            meta["extra"] = result["extra"]
        content = _text(result.get("content"), counts)
        if result.get("source_call_id"):
            out.append(
                message(
                    "tool",
                    content,
                    tool_call_id=str(result["source_call_id"]),
                    timestamp=stamp,
                    metadata=meta or None,
                )
            )
        else:
            meta.update(injected=True, observation=True)
            out.append(message("user", content, timestamp=stamp, metadata=meta))
    return out


def trajectory_row(
    doc: dict, ctx: ParseContext, keep_sidechains: bool, session_id: str, parent: str | None = None
) -> dict:
    """One ATIF trajectory object as a canonical row (not finalized)."""
    agent = doc.get("agent") if isinstance(doc.get("agent"), dict) else {}
    default_model = agent.get("model_name") if isinstance(agent.get("model_name"), str) else None
    counts: Counter = Counter()
    skipped: Counter = Counter()
    messages: list[dict] = []
    steps = as_list(doc.get("steps"), counts, "malformed_steps")
    for index, step in enumerate(steps):
        if (
            not isinstance(step, dict)
            or not isinstance(step.get("source"), str)
            or step["source"] not in SOURCES
        ):
            source = step.get("source") if isinstance(step, dict) else type(step).__name__
            ctx.problem("unknown_step_source", None, f"steps[{index}]: {source}")
            continue
        reason = _excluded(step, keep_sidechains)
        if reason:
            skipped[reason] += 1
            continue
        source = step["source"]
        sidechain = (
            bool((step.get("extra") or {}).get("is_sidechain"))
            if isinstance(step.get("extra"), dict)
            else False
        )
        if source == "agent":
            new = _agent_messages(step, default_model, ctx, counts)
        else:
            stamp = iso_utc(step.get("timestamp"))
            meta = {"step_id": step.get("step_id")}
            if step.get("extra"):
                meta["extra"] = step["extra"]
            new = [message(source, _text(step.get("message"), counts), timestamp=stamp, metadata=meta)]
            if isinstance(step.get("observation"), dict):
                new.extend(_observation_messages(step["observation"], stamp, counts))
        if sidechain:
            for msg in new:
                msg["metadata"] = {**(msg["metadata"] or {}), "sidechain": True}
        messages.extend(new)
    for reason in ("malformed_observation", "malformed_steps"):
        if counts[reason]:
            ctx.problem(reason, None, count=counts[reason])
    agent_meta = {k: v for k, v in agent.items() if k != "tool_definitions"}
    metadata: dict[str, Any] = {"schema_version": doc.get("schema_version"), "agent": agent_meta}
    for key in ("trajectory_id", "notes", "final_metrics", "continued_trajectory_ref", "extra"):
        if doc.get(key) is not None:
            metadata[key] = doc[key]
    subagents = [s for s in as_list(doc.get("subagent_trajectories")) if isinstance(s, dict)]
    if subagents:
        metadata["subagent_trajectories"] = [
            {
                "session_id": s.get("session_id"),
                "trajectory_id": s.get("trajectory_id"),
                "steps": len(as_list(s.get("steps"))),
            }
            for s in subagents
        ]
    if parent:
        metadata["parent_id"] = parent
    if counts.get("images"):
        metadata["images"] = counts["images"]
    metadata["num_steps"] = len(steps)
    if skipped:
        metadata["skipped"] = dict(skipped)
    return {
        "id": f"atif:{session_id}",
        "harness": "atif",
        "session_id": session_id,
        "messages": messages,
        "tools": from_openai_tools(agent.get("tool_definitions")),
        "model": default_model,
        "completed": None,
        "file_path": ctx.rel_path,
        "metadata": metadata,
    }


def _doc_id(doc: dict, fallback: str) -> str:
    session = doc.get("session_id")
    trajectory = doc.get("trajectory_id")
    if session and trajectory and trajectory != session:
        return f"{session}:{trajectory}"
    return str(session or trajectory or fallback)


def parse_atif_file(path: str, ctx: ParseContext, subagents: bool = False) -> Iterator[dict]:
    """Canonical rows of one ATIF file: the trajectory, then (with ``subagents``) each embedded one."""
    doc = load_json(path, ctx)
    if doc is None:
        return
    if not isinstance(doc, dict) or not isinstance(doc.get("steps"), list):
        ctx.problem("unknown_record_shape", None, "expected an object with steps")
        return
    fallback = os.path.basename(os.path.dirname(os.path.abspath(path))) or os.path.basename(path)
    session_id = _doc_id(doc, fallback)
    yield trajectory_row(doc, ctx, subagents, session_id)
    if not subagents:
        return
    pending = [(session_id, s) for s in doc.get("subagent_trajectories") or []]
    while pending:
        parent, sub = pending.pop(0)
        if not isinstance(sub, dict) or not isinstance(sub.get("steps"), list):
            ctx.problem("malformed_subagent_trajectory", None, parent)
            continue
        sub_id = f"{parent}/{_doc_id(sub, str(len(pending)))}"
        yield trajectory_row(sub, ctx, subagents, sub_id, parent=f"atif:{parent}")
        pending.extend((sub_id, s) for s in sub.get("subagent_trajectories") or [])


@dataclass
class AtifConfig(AgentTracesConfig):
    """Options for ATIF trajectories.

    Args:
        subagents (`bool`, defaults to `False`): keep sidechain steps (``extra.is_sidechain``) in
            the conversation and yield each embedded subagent trajectory as a row of its own.
            By default both are left out of the training rows and only counted/listed.
    """

    subagents: bool = False


class Atif(AgentTracesBuilder):
    """Harbor ATIF ``trajectory.json`` files."""

    NAME = "atif"
    DESCRIPTION = "Harbor Agent Trajectory Interchange Format files as canonical agent-trace rows."
    FILE_PATTERNS = ("**/trajectory.json", "**/*trajectory*.json")
    BUILDER_CONFIG_CLASS = AtifConfig

    @classmethod
    def default_location(cls) -> str:
        return os.path.join(os.getcwd(), "jobs")

    @classmethod
    def sniff(cls, path: str, head: bytes) -> bool:
        return head.lstrip().startswith(b"{") and b'"schema_version"' in head and b'"ATIF-v' in head

    def parse_file(self, path: str, ctx: ParseContext) -> Iterator[dict]:
        yield from parse_atif_file(path, ctx, subagents=self.config.subagents)
