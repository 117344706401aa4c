"""The installed version (``agent-traces --version``, the manifest), looked up on first use."""

from __future__ import annotations

import functools


@functools.cache
def version() -> str:
    """The version of the installed ``agent-traces`` distribution, ``0.0.0`` from a bare source tree."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed("agent-traces")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree
        return "0.0.0"
