"""Why a load gave no rows, said file by file for :class:`~agent_traces.problems.NoTracesError`.

Runs only on that failure path: a file of another format, a sessions index, an empty or damaged
file, or (with ``max_tokens``) sessions whose head alone exceeds the window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..problems import ProblemLog
from .detection import detect_format, read_head, unknown_reason
from .sources import index_files


def why_no_rows(
    builder: Any, files: list[str], roots: dict[str, str], mixed: bool, basename: Callable[[str], str]
) -> dict[str, str]:
    """Why each file gave no row, for :class:`NoTracesError`: not of this source (and of which,
    if any), or of it but empty or damaged (the problems are in the log).

    ``mixed``: the builder reads every known format (it has no ``sniff`` of its own).
    ``basename``: the builder module's ``os.path.basename``, which ``datasets`` patches there.
    """
    reasons = {}
    for path in files:
        name = roots.get(path, path)
        try:
            kind = builder.NAME if builder.sniff(path, read_head(path)) else detect_format(path)
        except Exception:
            kind = None
        if kind is not None and basename(path) in index_files(kind):
            reasons[name] = (
                f"read as {kind}: its sessions index, which holds no conversation "
                "(give it with the session files it lists)"
            )
        elif kind == builder.NAME and getattr(builder.config, "max_tokens", None):
            reasons[name] = why_no_windows(builder, path, name) or (
                f"read as {kind}, but it gave no rows (empty, or damaged: see the problems logged)"
            )
        elif kind == builder.NAME or (mixed and kind is not None):
            reasons[name] = (
                f"read as {kind}, but it gave no rows (empty, or damaged: see the problems logged)"
            )
        elif kind is not None:
            reasons[name] = f"not read as {builder.NAME}: it looks like {kind}"
        else:
            reasons[name] = f"not read as {builder.NAME}: in no known format ({unknown_reason(path)})"
    return reasons


def why_no_windows(builder: Any, path: str, name: str) -> str | None:
    """With ``max_tokens``: whether the file gave no rows because no window could fit (read
    again, on this failure path only, to say so with the sizes), else None."""
    probe = ProblemLog()
    try:
        for _ in builder.iter_rows([path], {path: name}, probe):
            return None  # it gives rows: not the cause
    except Exception:
        return None
    heads = sum(n for (_, reason), n in probe.counts.items() if reason == "window_head_too_long")
    if not heads:
        return None
    example = probe.examples.get("window_head_too_long") or ""
    copied = (
        ""
        if getattr(builder.config, "train_copied", True)
        else " (and, with train_copied=False, the copied history)"
    )
    return (
        f"every session was left out: window_head_too_long {heads} ({example}); the system prompt, "
        f"tools and first prompt{copied} alone exceed max_tokens={builder.config.max_tokens:,}: raise "
        "max_tokens above the head's size, or leave max_tokens out to keep sessions whole"
    )
