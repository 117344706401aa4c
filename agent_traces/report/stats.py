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
DAY_SPAN = 92
WEEK_SPAN = 730
UNDATED = "undated"


def token_usage(value: Any) -> Counter:
    """Token counts by group in a metadata value (nested dicts and lists searched)."""
    found: Counter = Counter()
    _tokens(value, "", found)
    return found


def _tokens(value: Any, key: str, found: Counter) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            _tokens(v, str(k), found)
    elif isinstance(value, list):
        for v in value:
            _tokens(v, key, found)
    elif isinstance(value, int) and not isinstance(value, bool) and value > 0:
        name = key.lower()
        if "token" not in name and key not in ("input", "output", "cacheRead", "cacheWrite", "cached"):
            return
        if "total" in name or "max" in name or "limit" in name or "pre_" in name:
            return
        for group, words in zip(TOKEN_NAMES, TOKEN_GROUPS, strict=True):
            if any(w in name for w in words):
                found[group] += value
                return


def session_tokens(row: dict) -> Counter:
    """Token usage of one session: per message when recorded there, else the row's own."""
    per_message: Counter = Counter()
    for msg in row["messages"]:
        if msg.get("metadata"):
            per_message.update(token_usage(msg["metadata"]))
    return per_message or token_usage(row.get("metadata"))


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
            "problems": sum((problems or {}).values()),
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
        "problems": dict(sorted((problems or {}).items(), key=lambda p: (-p[1], p[0]))),
        "sessions": sessions,
    }


def _sorted_bins(bins: dict[str, Counter]) -> dict[str, dict[str, int]]:
    """Bins in time order (``undated`` last), each with its keys sorted."""
    order = sorted(bins, key=lambda b: (b == UNDATED, b))
    return {b: dict(sorted(bins[b].items())) for b in order}
