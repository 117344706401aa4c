"""The ``agent-traces`` command line, a thin layer over :mod:`agent_traces.operations`.

- :mod:`.parser`: the commands and their arguments;
- :mod:`.run`: :func:`main`, which turns the arguments into a call, and the handling of
  failures, signals, ``--json`` and exit codes;
- :mod:`.printing`: the lines printed about each result.
"""

from __future__ import annotations

from .parser import build_parser
from .run import CliError, UsageError, main

__all__ = ["CliError", "UsageError", "build_parser", "main"]
