"""The report's figures as SVG, drawn with matplotlib from :func:`.stats.summarize`'s output.

Why matplotlib's SVG and not a JavaScript plotting library: the same figures serve the HTML
report and the dataset card, where only static images render; an SVG needs no script and no
network, and one figure is 15–40 KB where the plotly.min.js that plotly 7.1 inlines is 4.8 MB by itself. Text stays
text (``svg.fonttype = none``) and is XML-escaped by matplotlib; math parsing is off so a ``$`` in
a tool or model name is drawn as written. Output is deterministic: no date in the metadata and a
fixed salt for the ids matplotlib generates.

Every artist that shows data is given an id starting with ``data-``, which the browser test
counts to check that no figure is empty. A figure with nothing to show is not drawn (None).
"""

from __future__ import annotations

import io
from collections import Counter
from typing import Any

RC = {
    "svg.fonttype": "none",
    "svg.hashsalt": "agent-traces",
    "text.parse_math": False,
    "font.size": 9,
    "axes.spines.top": False,
    "axes.spines.right": False,
}
PALETTE = [
    "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2",
    "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
]  # fmt: skip
ERROR_COLOR = "#d62728"
MAX_BARS = 15
MAX_SERIES = 8
MAX_TICKS = 16


def _svg(fig: Any) -> str:
    import matplotlib

    buffer = io.StringIO()
    with matplotlib.rc_context(RC):
        fig.savefig(buffer, format="svg", metadata={"Date": None}, bbox_inches="tight")
    text = buffer.getvalue()
    return text[text.index("<svg") :]


def _new(width: float = 6.4, height: float = 3.0) -> tuple[Any, Any]:
    import matplotlib
    from matplotlib.figure import Figure

    with matplotlib.rc_context(RC):
        fig = Figure(figsize=(width, height), layout="constrained")
        ax = fig.subplots()
    return fig, ax


def _mark(artists: Any, prefix: str) -> None:
    for i, artist in enumerate(artists):
        artist.set_gid(f"data-{prefix}-{i}")


def _top(series: dict[str, dict[str, int]], limit: int = MAX_SERIES) -> list[str]:
    totals: Counter = Counter()
    for values in series.values():
        totals.update(values)
    names = [n for n, _ in sorted(totals.items(), key=lambda p: (-p[1], p[0]))]
    return names[:limit] if len(names) <= limit else names[: limit - 1]


def stacked_bars(series: dict[str, dict[str, int]], ylabel: str, key: str) -> str | None:
    """Bars per time bin (``series``: bin → {name: count}), stacked by name; names beyond the
    largest few are summed as ``other``."""
    import matplotlib

    if not series or not any(series.values()):
        return None
    names = _top(series)
    has_other = any(n not in names for values in series.values() for n in values)
    labels = list(series)
    with matplotlib.rc_context(RC):
        fig, ax = _new()
        bottom = [0] * len(labels)
        for i, name in enumerate([*names, *(["other"] if has_other else [])]):
            if name == "other":
                heights = [sum(v for n, v in series[b].items() if n not in names) for b in labels]
            else:
                heights = [series[b].get(name, 0) for b in labels]
            bars = ax.bar(
                range(len(labels)), heights, bottom=bottom, color=PALETTE[i % len(PALETTE)], label=name
            )
            _mark(bars, f"{key}-{i}")
            bottom = [a + b for a, b in zip(bottom, heights, strict=True)]
        step = max(1, -(-len(labels) // MAX_TICKS))
        ax.set_xticks(range(0, len(labels), step), labels[::step], rotation=45, ha="right")
        ax.set_ylabel(ylabel)
        ax.legend(fontsize=7, frameon=False, loc="upper left", bbox_to_anchor=(1.0, 1.0))
        return _svg(fig)


def histogram(values: list[int], xlabel: str, key: str) -> str | None:
    """How many sessions have how many of something."""
    import matplotlib

    if not values:
        return None
    with matplotlib.rc_context(RC):
        fig, ax = _new(4.2, 2.8)
        top = max(values)
        bins = min(30, top + 1) if top > 0 else 1
        _, _, patches = ax.hist(
            values, bins=bins, range=(0, max(top, 1)), color=PALETTE[0], edgecolor="white"
        )
        _mark([p for p in patches if p.get_height() > 0], key)
        ax.set_xlabel(xlabel)
        ax.set_ylabel("sessions")
        return _svg(fig)


def tools_chart(tools: list[dict]) -> str | None:
    """The most used tools: calls, with the calls whose result was an error in red and the
    error rate written beside each bar."""
    import matplotlib

    if not tools:
        return None
    top = tools[:MAX_BARS][::-1]
    names = [t["name"] for t in top]
    with matplotlib.rc_context(RC):
        fig, ax = _new(6.4, 0.6 + 0.22 * len(top))
        bars = ax.barh(range(len(top)), [t["calls"] for t in top], color=PALETTE[0], label="calls")
        _mark(bars, "tools")
        errors = ax.barh(range(len(top)), [t["errors"] for t in top], color=ERROR_COLOR, label="errors")
        _mark([b for b, t in zip(errors, top, strict=True) if t["errors"]], "tool-errors")
        for i, t in enumerate(top):
            rate = t["errors"] / t["calls"] if t["calls"] else 0
            ax.text(t["calls"], i, f" {t['calls']}" + (f" ({rate:.0%} errors)" if t["errors"] else ""),
                    va="center", fontsize=7)  # fmt: skip
        ax.set_yticks(range(len(top)), names)
        ax.set_xlabel("tool calls")
        ax.margins(x=0.25)
        ax.legend(fontsize=7, frameon=False, loc="lower right")
        return _svg(fig)


def horizontal_counts(counts: dict[str, int], xlabel: str, key: str) -> str | None:
    import matplotlib

    if not counts:
        return None
    items = list(counts.items())[:MAX_BARS][::-1]
    with matplotlib.rc_context(RC):
        fig, ax = _new(6.4, 0.6 + 0.22 * len(items))
        bars = ax.barh(range(len(items)), [n for _, n in items], color=PALETTE[3])
        _mark(bars, key)
        ax.set_yticks(range(len(items)), [name for name, _ in items])
        values = [n for _, n in items]
        if max(values) >= 50 * max(1, min(values)):
            from matplotlib.ticker import FuncFormatter, NullFormatter

            ax.set_xscale("log")
            ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}"))
            ax.xaxis.set_minor_formatter(NullFormatter())
        ax.set_xlabel(xlabel)
        return _svg(fig)


def figures(summary: dict[str, Any]) -> list[tuple[str, str, str]]:
    """``(key, title, svg)`` of every figure that has something to show, in report order."""
    period = summary["period"]
    candidates = [
        ("sessions", f"Sessions per {period}", stacked_bars(summary["sessions_per_period"], "sessions", "sessions")),
        ("messages", "Messages per session", histogram(summary["messages_per_session"], "messages", "messages")),
        ("tool_calls", "Tool calls per session", histogram(summary["tool_calls_per_session"], "tool calls", "calls")),
        ("tools", "Most used tools and their errors", tools_chart(summary["tools"])),
        ("models", f"Assistant messages per {period}, by model",
         stacked_bars(summary["models_per_period"], "assistant messages", "models")),
        ("tokens", f"Token usage per {period} (where the source records it)",
         stacked_bars(summary["tokens_per_period"], "tokens", "tokens")),
        ("problems", "Problems by reason (damaged or unreadable records)",
         horizontal_counts(summary["problems"], "count", "problems")),
        ("left_out", "Left out on purpose, by reason (filters, empty sessions)",
         horizontal_counts(summary.get("left_out") or {}, "count", "left_out")),
    ]  # fmt: skip
    return [(key, title, svg) for key, title, svg in candidates if svg is not None]


CARD_FIGURES = ("sessions", "tools", "models")


def card_figures(summary: dict[str, Any]) -> list[tuple[str, str, str]]:
    """The figures worth a place in the dataset card: sessions over time, tools, models."""
    return [f for f in figures(summary) if f[0] in CARD_FIGURES]
