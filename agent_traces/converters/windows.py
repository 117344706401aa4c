"""Fit long sessions into a context window: split a row into windows of at most ``max_tokens``.

Agent sessions run to hundreds of thousands of tokens; a trainer truncates them at its
``max_length`` and everything after the first window is lost. Here a row longer than
``max_tokens`` (counted by ``count(messages, tools)``, the chat template applied, tools included)
becomes several rows:

- a window is a *head* and a run of *turns*. A turn is one assistant message with the tool
  results that answer it and the user messages that came before it: windows split only at
  assistant-turn boundaries, never between a tool call and its result;
- the head is what the model saw before its first answer: the system message, injected context
  and the first typed request. Where the tool itself restarted the context (a user message with
  ``metadata.kind == "compact_summary"``: Claude Code compaction, Codex ``compacted``), later
  windows start from that summary instead (after the system message), as the model saw it;
- each assistant message is a training target in exactly one window (heads hold none);
- windows are ``<id>:w<n>`` (from 0) with ``metadata.window = {index, count, head, messages}``:
  the window is the first ``head`` messages of its epoch then the original messages
  ``messages[0]..messages[1]`` (indices into the row); ``num_tokens`` is its exact count;
- a turn that does not fit even alone with its head is left out and counted
  (``window_turn_too_long``), as is a head that does not fit (``window_head_too_long``, its
  turns with it).

Pure: the caller passes ``count`` (a tokenizer's chat template, see ``core.tokens``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

TokenCounter = Callable[[list[dict], list[dict]], int]


def is_compact_summary(msg: dict) -> bool:
    """A user message standing for the history the tool compacted away."""
    meta = msg.get("metadata")
    return msg["role"] == "user" and isinstance(meta, dict) and meta.get("kind") == "compact_summary"


def epochs(messages: list[dict]) -> list[tuple[list[int], list[list[int]]]]:
    """``[(head, turns)]`` as message indices, one epoch per context the tool started.

    The first epoch's head is everything before the first assistant message; each compaction
    summary starts a new epoch whose head is the leading system message(s) and the messages from
    the summary to the next assistant message.
    """
    system = []
    for i, m in enumerate(messages):
        if m["role"] != "system":
            break
        system.append(i)
    starts = [i for i, m in enumerate(messages) if is_compact_summary(m)]
    bounds = [len(system), *starts, len(messages)]
    out = []
    for n in range(len(bounds) - 1):
        lo, hi = bounds[n], bounds[n + 1]
        first_answer = next((i for i in range(lo, hi) if messages[i]["role"] == "assistant"), hi)
        head = [*system, *range(lo, first_answer)]
        turns: list[list[int]] = []
        current: list[int] = []
        answered = False
        for i in range(first_answer, hi):
            role = messages[i]["role"]
            if answered and role != "tool":
                turns.append(current)
                current, answered = [], False
            current.append(i)
            if role == "assistant":
                answered = True
        if current:
            if answered or not turns:
                turns.append(current)
            else:
                turns[-1].extend(current)
        out.append((head, turns))
    return out


def count_messages(messages: list[dict]) -> tuple[int, int]:
    """``(num_user_messages, num_tool_calls)`` of a list of messages, as ``finalize_row`` counts."""
    users = calls = 0
    for m in messages:
        if m["role"] == "user":
            meta = m.get("metadata")
            if not (meta and meta.get("injected")):
                users += 1
        elif m["role"] == "assistant":
            calls += len(m.get("tool_calls") or ())
    return users, calls


def _window_row(
    row: dict, messages: list[dict], head: list[int], picked: list[int], index: int, tokens: int
) -> dict:
    out = dict(row)
    out["messages"] = [messages[i] for i in picked]
    out["id"] = f"{row['id']}:w{index}"
    out["num_user_messages"], out["num_tool_calls"] = count_messages(out["messages"])
    meta = row.get("metadata")
    meta = dict(meta) if isinstance(meta, dict) else {}
    meta["window"] = {"index": index, "head": len(head), "messages": [picked[len(head)], picked[-1]]}
    out["metadata"] = meta
    out["num_tokens"] = tokens
    return out


def head_tokens(row: dict, count: TokenCounter) -> int:
    """Tokens of the smallest head of ``row``'s epochs (with its tools): the least a window of it
    takes, what ``window_head_too_long`` reports."""
    messages, tools = row["messages"], row.get("tools") or []
    heads = [count([messages[i] for i in head], tools) for head, _ in epochs(messages)]
    return min(heads) if heads else count([], tools)


def split_windows(row: dict, max_tokens: int, count: TokenCounter) -> tuple[list[dict], Counter]:
    """Rows of at most ``max_tokens`` covering every assistant turn of ``row`` once.

    A row that fits is returned as it is (its ``num_tokens`` set). Returns the rows and what was
    left out, by reason.
    """
    messages = row["messages"]
    tools = row.get("tools") or []
    left_out: Counter = Counter()
    total = count(messages, tools)
    if total <= max_tokens:
        return [{**row, "num_tokens": total}], left_out
    windows: list[tuple[list[int], list[int], int]] = []
    for head, turns in epochs(messages):
        head_msgs = [messages[i] for i in head]
        head_tokens = count(head_msgs, tools)
        if head_tokens > max_tokens:
            left_out["window_head_too_long"] += 1
            left_out["window_turn_too_long"] += len(turns)
            continue
        sizes = [count(head_msgs + [messages[i] for i in turn], tools) - head_tokens for turn in turns]
        i = 0
        while i < len(turns):
            if head_tokens + sizes[i] > max_tokens:
                left_out["window_turn_too_long"] += 1
                i += 1
                continue
            j, estimate = i, head_tokens
            while j < len(turns) and estimate + sizes[j] <= max_tokens:
                estimate += sizes[j]
                j += 1
            j = max(j, i + 1)
            while True:  # the estimate adds turns up; the template need not be quite additive
                picked = head + [k for turn in turns[i:j] for k in turn]
                exact = count([messages[k] for k in picked], tools)
                if exact <= max_tokens or j == i + 1:
                    break
                j -= 1
            if exact <= max_tokens:
                windows.append((head, picked, exact))
            else:
                left_out["window_turn_too_long"] += 1
            i = j
    out = [_window_row(row, messages, h, p, n, tokens) for n, (h, p, tokens) in enumerate(windows)]
    for r in out:
        r["metadata"]["window"]["count"] = len(out)
    return out, left_out
