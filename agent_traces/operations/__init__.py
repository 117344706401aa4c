"""What each ``agent-traces`` command does, as functions that return a result object.

The command line (:mod:`agent_traces.cli`) parses arguments, calls one of these, and prints the
result; a script calls them directly (``agent_traces.convert(...)``) and gets the same work done
without a subprocess. Nothing here prints: the steps of a long operation go to a
:class:`Notifier` (logged by default), failures raise :class:`CommandError` (what happened, what
to do) or :class:`UsageError` (arguments that cannot be right, a ``ValueError``).

- :mod:`.reading`: ``sources``, ``inspect``, ``scan``;
- :mod:`.converting`: ``convert``;
- :mod:`.publishing`: ``publish``, ``push``;
- :mod:`.reporting`: ``report``.

Importing this package imports nothing heavy: each function imports what it needs.
"""

from __future__ import annotations

from .converting import ConvertResult, convert
from .errors import CommandError, NoKnownFormatError, UsageError
from .notify import Notifier
from .publishing import PublishOutcome, PushOutcome, UploadResult, publish, push
from .reading import InspectResult, ScanResult, SourcesResult, inspect, scan, sources
from .reporting import ReportOutcome, report

__all__ = [
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
    "publish",
    "push",
    "report",
    "scan",
    "sources",
]
