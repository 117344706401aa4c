"""A griffe extension for the API page: Sphinx roles in docstrings shown as code.

The docstrings cross-reference with Sphinx roles (``:func:`read_traces```, ``:class:`~a.B```),
which mkdocstrings prints as they are; this shows each as the code span of its target (the
last part only after ``~``, as Sphinx does).
"""

from __future__ import annotations

import re
from typing import Any

import griffe

ROLE = re.compile(r":(?:py:)?(?:class|func|meth|attr|mod|data|exc|obj|const):`(~?)([^`]+)`")


def _code(match: re.Match) -> str:
    tilde, target = match.groups()
    return f"`{target.rsplit('.', 1)[-1] if tilde else target}`"


class SphinxRoles(griffe.Extension):
    """Rewrites ``:role:`target``` as ```target``` in every docstring griffe loads."""

    def on_instance(self, *, node: Any, obj: griffe.Object, agent: Any, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = ROLE.sub(_code, obj.docstring.value)
