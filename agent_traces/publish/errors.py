"""The errors of publishing: every one carries a message that says why and what to do."""

from __future__ import annotations


class PublishError(RuntimeError):
    """The upload to the Hub failed or may not happen; the message says why and what to do."""


class RemoteMovedError(PublishError):
    """``main`` moved between reading the remote version and committing: nothing was committed."""
