"""The failures an operation reports in words a user can act on: what happened and what to do."""

from __future__ import annotations


class CommandError(Exception):
    """A failure the user can act on: ``what`` happened, and ``todo`` (may be empty). The command
    line prints both and exits with :attr:`code`."""

    code = 1

    def __init__(self, what: str, todo: str = "") -> None:
        super().__init__(what)
        self.what, self.todo = what, todo


class UsageError(CommandError, ValueError):
    """Arguments that cannot be right whatever the files say (an unknown source, a bad date, two
    options that contradict each other). The command line exits with 2."""

    code = 2


class NoKnownFormatError(CommandError):
    """No file under the path is in a known format. :attr:`result` holds what was found (the
    unrecognized files and why), which the command line lists before the error."""

    def __init__(self, what: str, todo: str, result: object) -> None:
        super().__init__(what, todo)
        self.result = result
