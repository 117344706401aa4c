"""A run asked to stop by ``SIGTERM`` or ``SIGHUP``.

The CLI's signal handler raises :class:`Terminated` so that the run unwinds and removes its
staging folders and scratch space. Python swallows an exception raised while it runs a weakref
callback, a ``__del__`` or an import lock's clean-up ("Exception ignored in …"); a signal that
lands there would be lost and the run would go on to publish. The handler therefore also notes
the signal here, and the steps that make a run's output visible (:func:`check` before a commit
or an upload) raise it again.
"""

from __future__ import annotations


class Terminated(BaseException):
    """``SIGTERM`` or ``SIGHUP`` arrived: unwinds like Ctrl-C, so staging folders, spools and
    temporary folders of unredacted rows are removed (Python's default for these signals is to
    die at once, leaving them behind)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


_pending: int | None = None


def note(signum: int) -> None:
    """Remember that ``signum`` asked this process to stop."""
    global _pending
    _pending = signum


def clear() -> None:
    """Forget a noted signal (a new run begins in this process)."""
    global _pending
    _pending = None


def check() -> None:
    """Raise :class:`Terminated` when a signal was noted, even one whose first raise was lost."""
    if _pending is not None:
        raise Terminated(_pending)
