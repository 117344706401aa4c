"""What the report shows, computed from canonical rows: pure functions, no I/O.

:func:`summarize` walks the rows once and returns plain dicts and lists: sessions per period and
harness, messages and tool calls per session, calls and errors per tool, assistant messages per
period and model, token usage per period, problems by reason, and one entry per session for the
sortable list. A tool result is an error when its message metadata says ``is_error`` (what every
loader that knows sets). Token usage is read from integer fields whose name mentions tokens, in
message metadata when a source records it per message, else in the row's metadata, and grouped
as ``input`` (input/prompt), ``output`` (output/completion/thoughts) and ``cached`` (cache/cached);
totals are left out so nothing is counted twice.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from datetime import date, datetime, timedelta, timezone
from typing import Any

from ..export.sts import epoch_ms, session_name

TOKEN_GROUPS = (("cache", "cached"), ("input", "prompt"), ("output", "completion", "thought", "reasoning"))
TOKEN_NAMES = ("cached", "input", "output")
# bare keys that are token counts without saying so (Gemini CLI, Pi)
BARE_TOKEN_KEYS = ("input", "output", "cacheRead", "cacheWrite", "cached", "thoughts", "reasoning")
# counts that are not usage: limits, sizes of the context before or after something
NOT_USAGE = ("max", "limit", "pre_", "before", "after", "context", "window")
# a subtree of running totals (Codex `total_token_usage`, OpenHands `accumulated_token_usage`)
CUMULATIVE = ("total_token_usage", "accumulated", "cumulative")
# reasons counted with ``ctx.skip`` (left out on purpose), for a manifest that does not list them
LEFT_OUT_REASONS = frozenset(
    {"empty_session", "abandoned_branch", "excluded_source", "not_a_message", "event_cache_page",
     "session_file_not_read", "session_side_file_without_events", "session_side_file_without_context",
     "conversation_without_events", "other_format", "other_branch", "subagent_file_not_loaded"}
)  # fmt: skip


def left_out_on_purpose(reason: str, deliberate: set[str] | None = None) -> bool:
    """Whether ``reason`` counts what was left out on purpose (a filter, an empty session), which
    the report shows apart from problems (damaged or unreadable records); ``deliberate``: the
    reasons the reader itself marked so (``ProblemLog.deliberate``), when known."""
    if deliberate is not None and reason in deliberate:
        return True
    return reason.startswith("filtered_") or reason in LEFT_OUT_REASONS


DAY_SPAN = 92
WEEK_SPAN = 730
UNDATED = "undated"


def token_usage(value: Any) -> Counter:
    """Per-turn token counts by group (``cached``, ``input``, ``output``) in a metadata value
    (nested dicts and lists searched; running totals under :data:`CUMULATIVE` keys left out).

    Each usage dict is made to add up to its own total when it states one (``total_tokens``,
    ``total``, ``totalTokens``): OpenAI, Codex and Gemini count cached tokens inside the input
    (and Codex reasoning inside the output), Anthropic and Pi beside it, so ``input`` is the
    uncached input and the three groups never count a token twice."""
    return _usage(value, cumulative=False)


def cumulative_usage(value: Any) -> Counter:
    """The running totals (under :data:`CUMULATIVE` keys) in a metadata value, by group."""
    return _usage(value, cumulative=True)


def _is_total(name: str) -> bool:
    return name in ("total", "total_tokens", "totaltokens", "totaltokencount")


def _usage(value: Any, cumulative: bool, inside: bool = False) -> Counter:
    found: Counter = Counter()
    if isinstance(value, list):
        for v in value:
            found.update(_usage(v, cumulative, inside))
        return found
    if not isinstance(value, dict):
        return found
    total = None
    direct = False  # a usage dict itself: token counts of its own, not only in nested dicts
    for k, v in value.items():
        key = str(k)
        name = key.lower()
        if isinstance(v, (dict, list)):
            if "cost" in name or "price" in name:
                continue
            running = any(word in name for word in CUMULATIVE)
            found.update(_usage(v, cumulative, inside or running))
            continue
        if inside != cumulative or not isinstance(v, int) or isinstance(v, bool) or v <= 0:
            continue
        if _is_total(name):
            total = v  # applied only to a dict that holds token counts of its own
            continue
        if "token" not in name and key not in BARE_TOKEN_KEYS:
            continue
        if any(word in name for word in NOT_USAGE) or "total" in name:
            continue
        for group, words in zip(TOKEN_NAMES, TOKEN_GROUPS, strict=True):
            if any(w in name for w in words):
                found[group] += v
                direct = True
                break
    if total is not None and direct:
        _add_up_to(found, total)
    return found


def _add_up_to(found: Counter, total: int) -> None:
    """Make ``found`` sum to the ``total`` its usage dict states: cached tokens counted inside
    the input come off the input, reasoning counted inside the output off the output; what the
    groups do not name (tool-use prompts) goes to the input."""
    excess = sum(found.values()) - total
    if excess > 0 and found["cached"]:
        overlap = min(found["cached"], excess, found["input"])
        found["input"] -= overlap
        excess -= overlap
    if excess > 0:
        found["output"] -= min(excess, found["output"])
    elif excess < 0:
        found["input"] -= excess
    for group in TOKEN_NAMES:
        if found[group] <= 0:
            del found[group]


def session_tokens(row: dict) -> Counter:
    """Token usage of one session, by the source's own semantics: the last running total when
    the source records one (Codex ``total_token_usage``: the session's own final total), else
    the per-turn counts of its messages added up, else the row's own usage."""
    per_message: Counter = Counter()
    final: Counter = Counter()
    for msg in row["messages"]:
        meta = msg.get("metadata")
        if meta:
            per_message.update(token_usage(meta))
            running = cumulative_usage(meta)
            if running:
                final = running
    meta = row.get("metadata")
    return final or cumulative_usage(meta) or per_message or token_usage(meta)


def _day(timestamp: Any) -> date | None:
    ms = epoch_ms(timestamp)
    if ms is None:
        return None
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).date()


def period_of(days: list[date]) -> str:
    """``day``, ``week`` or ``month``: the bin that keeps a time axis readable over the span."""
    if not days:
        return "day"
    span = (max(days) - min(days)).days
    return "day" if span <= DAY_SPAN else "week" if span <= WEEK_SPAN else "month"


def bin_label(day: date | None, period: str) -> str:
    if day is None:
        return UNDATED
    if period == "week":
        return (day - timedelta(days=day.weekday())).isoformat()
    if period == "month":
        return day.strftime("%Y-%m")
    return day.isoformat()


def summarize(rows: Iterable[dict], problems: dict[str, int] | None = None) -> dict[str, Any]:
    """Everything the report plots and lists, from finalized canonical rows, read once: only a
    small entry per session is kept, so ``rows`` may stream (``write_dataset`` reads them back
    from its Parquet for the card's figures)."""
    sessions: list[dict] = []
    tool_calls: Counter = Counter()
    tool_errors: Counter = Counter()
    harnesses: Counter = Counter()
    days: list[date] = []
    dated: list[tuple[date | None, str, list[tuple[date | None, str]], Counter]] = []
    for index, row in enumerate(rows):
        messages = row["messages"]
        stamps = [m["timestamp"] for m in messages if m.get("timestamp")]
        start = row.get("sent_at") or (min(stamps) if stamps else None)
        day = _day(start)
        if day is not None:
            days.append(day)
        calls = errors = 0
        models: list[tuple[date | None, str]] = []
        for msg in messages:
            if msg["role"] == "assistant":
                for call in msg.get("tool_calls") or ():
                    calls += 1
                    tool_calls[call["function"]["name"]] += 1
                model = msg.get("model") or row.get("model")
                if model:
                    models.append((_day(msg.get("timestamp")) or day, model))
            elif msg["role"] == "tool" and (msg.get("metadata") or {}).get("is_error"):
                errors += 1
                tool_errors[msg.get("name") or "(unnamed)"] += 1
        tokens = session_tokens(row)
        harnesses[row["harness"]] += 1
        ms = [v for v in (epoch_ms(s) for s in stamps) if v is not None]
        sessions.append(
            {
                "index": index,
                "id": row["id"],
                "harness": row["harness"],
                "name": session_name(row) or row["id"],
                "started": start or "",
                "model": row.get("model") or "",
                "messages": len(messages),
                "tool_calls": calls,
                "errors": errors,
                "tokens": sum(tokens.values()),
                "duration_s": round((max(ms) - min(ms)) / 1000) if len(ms) > 1 else 0,
            }
        )
        dated.append((day, row["harness"], models, tokens))
    period = period_of(days)
    deliberate = getattr(problems, "deliberate", None)
    real = {r: n for r, n in (problems or {}).items() if not left_out_on_purpose(r, deliberate)}
    left_out = {r: n for r, n in (problems or {}).items() if left_out_on_purpose(r, deliberate)}
    per_period: dict[str, Counter] = defaultdict(Counter)
    models_per_period: dict[str, Counter] = defaultdict(Counter)
    tokens_per_period: dict[str, Counter] = defaultdict(Counter)
    for day, harness, models, tokens in dated:
        label = bin_label(day, period)
        per_period[label][harness] += 1
        for model_day, model in models:
            models_per_period[bin_label(model_day, period)][model] += 1
        if tokens:
            tokens_per_period[label].update(tokens)
    return {
        "totals": {
            "sessions": len(sessions),
            "messages": sum(s["messages"] for s in sessions),
            "tool_calls": sum(s["tool_calls"] for s in sessions),
            "tool_errors": sum(s["errors"] for s in sessions),
            "tokens": sum(s["tokens"] for s in sessions),
            "problems": sum(real.values()),
            "left_out": sum(left_out.values()),
            "first_day": min(days).isoformat() if days else None,
            "last_day": max(days).isoformat() if days else None,
        },
        "period": period,
        "harnesses": dict(harnesses.most_common()),
        "sessions_per_period": _sorted_bins(per_period),
        "messages_per_session": [s["messages"] for s in sessions],
        "tool_calls_per_session": [s["tool_calls"] for s in sessions],
        "tools": [
            {"name": name, "calls": n, "errors": tool_errors.get(name, 0)}
            for name, n in sorted(tool_calls.items(), key=lambda p: (-p[1], p[0]))
        ],
        "models_per_period": _sorted_bins(models_per_period),
        "tokens_per_period": _sorted_bins(tokens_per_period),
        "problems": dict(sorted(real.items(), key=lambda p: (-p[1], p[0]))),
        "left_out": dict(sorted(left_out.items(), key=lambda p: (-p[1], p[0]))),
        "sessions": sessions,
    }


def _sorted_bins(bins: dict[str, Counter]) -> dict[str, dict[str, int]]:
    """Bins in time order (``undated`` last), each with its keys sorted."""
    order = sorted(bins, key=lambda b: (b == UNDATED, b))
    return {b: dict(sorted(bins[b].items())) for b in order}
