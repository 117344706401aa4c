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

Every command of ``agent-traces`` is also a function that returns a result object (see
:mod:`agent_traces.operations`), imported on first use::

    result = agent_traces.convert("claude_code", output="my-dataset")      # ConvertResult
    result.rows, result.problems, result.redaction

    agent_traces.inspect(path), agent_traces.scan(path), agent_traces.report(path, "report.html")
    agent_traces.publish("claude_code", repo="me/traces", license="cc-by-4.0", dry_run=True)
    agent_traces.push("my-dataset", repo="me/traces")

``agent_traces.publish`` is also the module of the same name, callable (see
:mod:`agent_traces._callable`); the HTML report's module is :mod:`agent_traces.html_report`.
"""

from __future__ import annotations

from typing import Any

from .problems import NoTracesError, ProblemLog, TraceFormatError
from .registration import RegistrationError, register_with_datasets

register_with_datasets()

# the operations and their results and errors, from agent_traces.operations on first use
_OPERATIONS = {
    "CommandError",
    "ConvertResult",
    "InspectResult",
    "NoKnownFormatError",
    "Notifier",
    "PublishOutcome",
    "PushOutcome",
    "ReportOutcome",
    "ScanResult",
    "SourcesResult",
    "UploadResult",
    "UsageError",
    "convert",
    "inspect",
    "push",
    "report",
    "scan",
    "sources",
}
# modules that are also called as the operation of their name
_CALLABLE_MODULES = {"publish"}

__all__ = [
    *sorted(_OPERATIONS | _CALLABLE_MODULES),
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
    if name in _OPERATIONS:
        from . import operations

        return getattr(operations, name)
    if name in _CALLABLE_MODULES:
        import importlib

        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module 'agent_traces' has no attribute {name!r}")
