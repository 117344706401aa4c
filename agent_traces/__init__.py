"""agent-traces: the conversation traces of AI coding agents as typed Hugging Face datasets.

``import agent_traces`` registers one ``datasets`` builder per source, so that every source
loads the same way::

    import agent_traces
    from datasets import load_dataset

    ds = load_dataset("claude_code", split="train")                       # ~/.claude/projects
    ds = load_dataset("hermes", "sharegpt", data_files="trajectory_samples.jsonl", split="train")

Registration needs ``datasets``, which takes seconds to import; so that the command line starts
at once, it happens when ``datasets`` is imported (now, if it already is), before anything can
call ``load_dataset``. ``BUILDERS`` and ``register`` are resolved on first use.
"""

from __future__ import annotations

from typing import Any

from .problems import NoTracesError, ProblemLog, TraceFormatError
from .registration import RegistrationError, register_with_datasets

register_with_datasets()

__all__ = [
    "BUILDERS",
    "NoTracesError",
    "ProblemLog",
    "RegistrationError",
    "TraceFormatError",
    "__version__",
    "register",
]


def __getattr__(name: str) -> Any:
    if name == "__version__":
        from ._version import version

        return version()
    if name == "BUILDERS":
        from .registration import register

        return register()
    if name == "register":
        from .registration import register

        return register
    raise AttributeError(f"module 'agent_traces' has no attribute {name!r}")
