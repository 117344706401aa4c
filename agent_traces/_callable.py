"""A module that can also be called as a function: ``agent_traces.publish(...)``.

``agent_traces.publish`` and ``agent_traces.report`` name modules (the Hub upload, the report
page) as well as the operations of the same names. Python sets a package's attribute to the
submodule whenever the submodule is imported, so a function of that name in the package would
be replaced as soon as anything imported the module; instead the module itself is callable and
runs the operation. Both ``agent_traces.publish.check_repo_id`` and ``agent_traces.publish(...)``
then work whatever was imported first.
"""

from __future__ import annotations

import importlib
import inspect
import sys
import types
from typing import Any


class CallableModule(types.ModuleType):
    """A module whose call is its ``__call_target__`` (``"package.module:function"``)."""

    def _target(self) -> Any:
        module, _, name = self.__dict__["__call_target__"].partition(":")
        return getattr(importlib.import_module(module), name)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._target()(*args, **kwargs)

    @property
    def __signature__(self) -> inspect.Signature:
        return inspect.signature(self._target())


def make_callable(module_name: str, target: str) -> None:
    """Make the module ``module_name`` callable as ``target`` (imported on the first call)."""
    module = sys.modules[module_name]
    module.__call_target__ = target  # type: ignore[attr-defined]
    module.__class__ = CallableModule
