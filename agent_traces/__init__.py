"""agent-traces: the conversation traces of AI coding agents as typed Hugging Face datasets.

``import agent_traces`` registers one ``datasets`` builder per source, so that every source
loads the same way::

    import agent_traces
    from datasets import load_dataset

    ds = load_dataset("claude_code", split="train")                       # ~/.claude/projects
    ds = load_dataset("hermes", "sharegpt", data_files="trajectory_samples.jsonl", split="train")
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from .problems import NoTracesError, ProblemLog, TraceFormatError
from .registration import RegistrationError, register

try:
    __version__ = version("agent-traces")
except PackageNotFoundError:  # pragma: no cover - running from a source tree
    __version__ = "0.0.0"

BUILDERS = register()

__all__ = [
    "BUILDERS",
    "NoTracesError",
    "ProblemLog",
    "RegistrationError",
    "TraceFormatError",
    "__version__",
    "register",
]
