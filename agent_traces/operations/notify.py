"""What a long operation says while it runs, before its result is returned.

``publish`` checks the Hub, converts, then uploads: a line about each step has to come out when
the step happens (and before a failure of the next one), not with the result. Operations send
those lines to a :class:`Notifier`; the default one logs them (logger ``agent_traces``: progress
at INFO, warnings at WARNING), and the command line's prints them.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..publish import PublishPlan, PublishResult
    from .results import ConvertResult

logger = logging.getLogger("agent_traces")


class Notifier:
    """Receives an operation's progress; subclass it to show the steps as they happen."""

    def info(self, message: str) -> None:
        """A step done or about to be done, e.g. the Hub's answer to a check."""
        logger.info(message)

    def warning(self, message: str) -> None:
        """Something the user should know before relying on the result, e.g. no license given."""
        logger.warning(message)

    def converted(self, result: ConvertResult) -> None:
        """The dataset folder is written (``publish`` uploads it next)."""
        logger.info("wrote %s (rows: %s)", result.output, result.rows)

    def uploading(self, plan: PublishPlan) -> None:
        """The upload described by ``plan`` starts."""
        logger.info("%s", plan.describe())

    def published(self, result: PublishResult, repo: str, tag: str | None, seconds: float) -> None:
        """``repo`` holds the output now (a companion repository may follow)."""
        logger.info("published %s in %.1f s: %s", repo, seconds, result.url)
