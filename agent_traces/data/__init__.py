"""Data files shipped with the package, read once per process."""

from __future__ import annotations

import functools
import importlib.resources
import json


@functools.cache
def builtin_tools() -> dict:
    """The versioned table of each harness's built-in tools (``builtin_tools.json``)."""
    text = (importlib.resources.files(__name__) / "builtin_tools.json").read_text(encoding="utf-8")
    return json.loads(text)
