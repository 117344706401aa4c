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
  (``window_turn_too_long``); a head that does not fit follows ``head_policy``: ``"drop"``
  leaves it out with its turns (``window_head_too_long``), ``"error"`` raises
  :class:`WindowHeadTooLong`, ``"trim_injected"`` keeps the system message and the typed
  requests and shortens the injected context (injected user messages and later system messages
  such as Codex's developer instructions; oldest first, a compaction summary last, each cut
  marked in the text) until the head fits with the smallest turn, dropping it only if that is
  not enough;
- ``max_tool_output_tokens`` shortens every tool result longer than that (a marker says how much
  was cut), before the row is measured.

Every cut is counted in the row (``metadata.window.cuts``: ``tool_outputs``,
``tool_output_tokens``, ``injected_messages``, ``injected_tokens``; a row that needed no split
but had a tool result cut gets ``metadata.window = {"cuts": …}``) and returned with what was
left out (``tool_output_cut``, ``window_injected_cut``: messages shortened), for the log.

Pure: the caller passes ``count`` (a tokenizer's chat template, see ``core.tokens``) and, for
cuts, ``count_text`` (the tokens of one text).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from .schema import is_copied

TokenCounter = Callable[[list[dict], list[dict]], int]
TextCounter = Callable[[str], int]


def char_counter(messages: list[dict], tools: list[dict]) -> int:
    """Characters of message text, reasoning and tool-call arguments (no tokenizer given)."""
    chars = 0
    for m in messages:
        chars += len(m.get("content") or "") + len(m.get("reasoning_content") or "")
        for call in m.get("tool_calls") or ():
            arguments = call["function"]["arguments"]
            chars += len(arguments) if isinstance(arguments, str) else len(repr(arguments))
    return chars


HEAD_POLICIES = ("drop", "trim_injected", "error")


class WindowHeadTooLong(ValueError):
    """``head_policy="error"``: a session's head (what the model saw before its first answer)
    does not fit ``max_tokens``."""


def cut_text(text: str, keep: int, count_text: TextCounter) -> str:
    """The longest prefix of ``text`` (by a few shrinking guesses) of at most ``keep`` tokens."""
    if keep <= 0 or not text:
        return ""
    total = count_text(text)
    if total <= keep:
        return text
    chars = max(1, len(text) * keep // total)
    while chars > 0 and count_text(text[:chars]) > keep:
        chars = chars * 9 // 10
    return text[:chars]


def _marked(text: str, keep: int, total: int, what: str, count_text: TextCounter) -> tuple[str, int]:
    """``text`` cut to ``keep`` tokens, with a marker of what went: ``(new text, tokens cut)``."""
    kept = cut_text(text, keep, count_text)
    cut = total - (count_text(kept) if kept else 0)
    marker = f"[… {cut} of {total} tokens of {what} cut by agent-traces]"
    return (f"{kept}\n{marker}" if kept else marker), cut


def cut_tool_outputs(
    messages: list[dict], limit: int, count_text: TextCounter
) -> tuple[list[dict], int, int]:
    """Tool results of more than ``limit`` tokens shortened to ``limit`` with a marker:
    ``(messages, results cut, tokens cut)``; the list and the cut messages are new."""
    out, n, tokens = messages, 0, 0
    for i, m in enumerate(messages):
        text = m.get("content") if m["role"] == "tool" else None
        if not text or len(text) <= limit:  # a token holds one character or more
            continue
        total = count_text(text)
        if total <= limit:
            continue
        if out is messages:
            out = list(messages)
        content, cut = _marked(text, limit, total, "this tool output", count_text)
        out[i] = {**m, "content": content}
        n, tokens = n + 1, tokens + cut
    return out, n, tokens


def _injected(msg: dict) -> bool:
    meta = msg.get("metadata")
    return msg["role"] == "user" and isinstance(meta, dict) and bool(meta.get("injected"))


def _trim_head(
    messages: list[dict],
    head: list[int],
    tools: list[dict],
    tokens: int,
    budget: int,
    count: TokenCounter,
    count_text: TextCounter,
) -> tuple[int, int, int]:
    """Shorten the injected context of ``head`` in ``messages`` (in place: the caller's copy):
    injected user messages and the system messages after the first (Codex's developer
    instructions), oldest first and compaction summaries last, until the head counts ``budget``
    tokens or less. The first system message and the typed requests are kept.
    ``tokens`` is what the head counts now. Returns ``(head tokens, messages cut, tokens cut)``."""
    kept = head[0] if head and messages[head[0]]["role"] == "system" else None
    trimmable = [i for i in head if i != kept and (_injected(messages[i]) or messages[i]["role"] == "system")]
    order = sorted(trimmable, key=lambda i: (is_compact_summary(messages[i]), i))
    n = cut_total = 0
    for i in order:
        if tokens <= budget:
            break
        text = messages[i].get("content") or ""
        total = count_text(text)
        if not total:
            continue
        content, cut = _marked(text, total - (tokens - budget) - 24, total, "injected context", count_text)
        messages[i] = {**messages[i], "content": content}
        n, cut_total = n + 1, cut_total + cut
        tokens = count([messages[j] for j in head], tools)
    return tokens, n, cut_total


def is_compact_summary(msg: dict) -> bool:
    """A user message standing for the history the tool compacted away."""
    meta = msg.get("metadata")
    return msg["role"] == "user" and isinstance(meta, dict) and meta.get("kind") == "compact_summary"


def copied_prefix(messages: list[dict]) -> int:
    """How many leading messages come before the first assistant message a row does not copy
    from another (``metadata.copied_from``): with ``train_copied=False``, the head."""
    end = 0
    for i, m in enumerate(messages):
        if m["role"] == "assistant" and not is_copied(m):
            return i if end else 0
        if is_copied(m):
            end = i + 1
    return end


def epochs(messages: list[dict], copied_as_head: bool = False) -> list[tuple[list[int], list[list[int]]]]:
    """``[(head, turns)]`` as message indices, one epoch per context the tool started.

    The first epoch's head is everything before the first assistant message; each compaction
    summary starts a new epoch whose head is the leading system message(s) and the messages from
    the summary to the next assistant message. With ``copied_as_head``, the first epoch's head
    runs to the first assistant message the row does not copy (``copied_prefix``): the copied
    turns are context, not turns (from the last compaction summary among them, as the model saw
    them).
    """
    system = []
    for i, m in enumerate(messages):
        if m["role"] != "system":
            break
        system.append(i)
    starts = [i for i, m in enumerate(messages) if is_compact_summary(m)]
    prefix = copied_prefix(messages) if copied_as_head else 0
    if prefix:
        inside = [i for i in starts if i < prefix]
        starts = [i for i in starts if i >= prefix]
        if inside:  # the copy was compacted: the model saw the system message and the summary on
            system_end = inside[-1]
        else:
            system_end = len(system)
        bounds = [system_end, *starts, len(messages)]
    else:
        bounds = [len(system), *starts, len(messages)]
    out = []
    for n in range(len(bounds) - 1):
        lo, hi = bounds[n], bounds[n + 1]
        first_answer = next((i for i in range(lo, hi) if messages[i]["role"] == "assistant"), hi)
        if n == 0 and prefix:
            first_answer = max(first_answer, min(prefix_answer(messages, prefix), hi))
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


def prefix_answer(messages: list[dict], prefix: int) -> int:
    """The first assistant message at or after ``prefix`` (the end of the copied messages)."""
    return next(
        (i for i in range(prefix, len(messages)) if messages[i]["role"] == "assistant"), len(messages)
    )


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
    row: dict, messages: list[dict], head: list[int], picked: list[int], index: int, tokens: int, cuts: dict
) -> dict:
    out = dict(row)
    out["messages"] = [messages[i] for i in picked]
    out["id"] = f"{row['id']}:w{index}"
    out["num_user_messages"], out["num_tool_calls"] = count_messages(out["messages"])
    meta = row.get("metadata")
    meta = dict(meta) if isinstance(meta, dict) else {}
    meta["window"] = {"index": index, "head": len(head), "messages": [picked[len(head)], picked[-1]]}
    if cuts:
        meta["window"]["cuts"] = dict(cuts)
    out["metadata"] = meta
    out["num_tokens"] = tokens
    return out


def head_tokens(row: dict, count: TokenCounter, copied_as_head: bool = False) -> int:
    """Tokens of the smallest head of ``row``'s epochs (with its tools): the least a window of it
    takes, what ``window_head_too_long`` reports."""
    messages, tools = row["messages"], row.get("tools") or []
    heads = [count([messages[i] for i in head], tools) for head, _ in epochs(messages, copied_as_head)]
    return min(heads) if heads else count([], tools)


def split_windows(
    row: dict,
    max_tokens: int | None,
    count: TokenCounter,
    *,
    head_policy: str = "drop",
    max_tool_output_tokens: int | None = None,
    count_text: TextCounter | None = None,
    copied_as_head: bool = False,
) -> tuple[list[dict], Counter]:
    """Rows of at most ``max_tokens`` covering every assistant turn of ``row`` once.

    A row that fits (or any row, with ``max_tokens`` None) is returned as it is, its
    ``num_tokens`` set. Returns the rows and what was left out or cut, by reason.
    ``copied_as_head`` (``train_copied=False``): the messages the row copies from another
    (``metadata.copied_from``) are part of every window's head, never a turn of their own.
    """
    if head_policy not in HEAD_POLICIES:
        raise ValueError(f"head_policy must be one of {', '.join(HEAD_POLICIES)}, not {head_policy!r}")
    messages = row["messages"]
    tools = row.get("tools") or []
    left_out: Counter = Counter()
    cuts: dict[str, int] = {}
    if max_tool_output_tokens:
        if count_text is None:
            raise ValueError("max_tool_output_tokens needs count_text")
        messages, n, tokens = cut_tool_outputs(messages, max_tool_output_tokens, count_text)
        if n:
            cuts.update(tool_outputs=n, tool_output_tokens=tokens)
            left_out["tool_output_cut"] += n
            row = {**row, "messages": messages}
    total = count(messages, tools)
    if not max_tokens or total <= max_tokens:
        out = {**row, "num_tokens": total}
        if cuts:
            meta = row.get("metadata")
            out["metadata"] = {**(meta if isinstance(meta, dict) else {}), "window": {"cuts": dict(cuts)}}
        return [out], left_out
    if head_policy == "trim_injected":
        if count_text is None:
            raise ValueError("head_policy='trim_injected' needs count_text")
        messages = list(messages)  # heads are shortened in this copy
    windows: list[tuple[list[int], list[int], int]] = []
    for head, turns in epochs(messages, copied_as_head):
        head_msgs = [messages[i] for i in head]
        head_tokens = count(head_msgs, tools)
        sizes = [count(head_msgs + [messages[i] for i in turn], tools) - head_tokens for turn in turns]
        smallest = min(sizes, default=0)
        if head_tokens + smallest > max_tokens and head_policy == "trim_injected":
            head_tokens, n, tokens = _trim_head(
                messages, head, tools, head_tokens, max(1, max_tokens - smallest), count, count_text
            )
            if n:
                cuts["injected_messages"] = cuts.get("injected_messages", 0) + n
                cuts["injected_tokens"] = cuts.get("injected_tokens", 0) + tokens
                left_out["window_injected_cut"] += n
        if head_tokens > max_tokens:
            if head_policy == "error":
                raise WindowHeadTooLong(
                    f"{row.get('file_path') or '?'}: session {row.get('id')}: its head (system message, "
                    f"injected context, first request) is {head_tokens} tokens, more than "
                    f"max_tokens={max_tokens}; head_policy='trim_injected' shortens the injected "
                    "context, 'drop' leaves such sessions out (counted)"
                )
            left_out["window_head_too_long"] += 1
            left_out["window_turn_too_long"] += len(turns)
            continue
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
    out = [_window_row(row, messages, h, p, n, tokens, cuts) for n, (h, p, tokens) in enumerate(windows)]
    for r in out:
        r["metadata"]["window"]["count"] = len(out)
    return out, left_out
