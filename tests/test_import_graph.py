"""The package's layers only point down, and no module imports itself back (issue 36).

Every import is read with ``ast``, including those inside functions: a lazy import is still a
dependency, only a later one. ``from pkg import name`` counts as an edge to ``pkg.name`` when that is
a module, else to ``pkg``; the implicit import of a parent package is not an edge (as in
``import-linter``). An ast walk over our own files needs no new dependency and no configuration
format, and its failures name the file and line of the offending import.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "agent_traces"

# what each lower layer may import, besides itself: a module above it is a layer above
BELOW = ("agent_traces.problems", "agent_traces.data", "agent_traces._version")
ALLOWED = {
    "agent_traces.converters": BELOW,
    "agent_traces.core": (*BELOW, "agent_traces.converters"),
}
# known cycles outside this task's reach, each with why it is still there (keep this empty)
KNOWN_CYCLE_EDGES: set[tuple[str, str]] = {
    # output draws the card's figures with report, whose collect raises output's NoRowsError
    ("agent_traces.report.collect", "agent_traces.output"),
}


def _modules() -> dict[str, tuple[Path, bool]]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def import_graph() -> dict[str, dict[str, str]]:
    """``{module: {imported module: "file:line"}}`` over the package's own modules."""
    modules = _modules()

    def known(name: str) -> str:
        while name not in modules:
            name = name.rpartition(".")[0]
        return name

    graph: dict[str, dict[str, str]] = {}
    for name, (path, is_package) in modules.items():
        here = name.split(".") if is_package else name.split(".")[:-1]
        edges = graph.setdefault(name, {})
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = here[: len(here) - node.level + 1] if node.level else []
                module = ".".join([*base, *([node.module] if node.module else [])])
                targets = [
                    f"{module}.{alias.name}" if f"{module}.{alias.name}" in modules else module
                    for alias in node.names
                ]
            else:
                continue
            for target in targets:
                if target.split(".")[0] == "agent_traces" and (target := known(target)) != name:
                    edges.setdefault(target, f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    return graph


def _cycles(graph: dict[str, dict[str, str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(graph[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph[child])))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_lower_layers_import_nothing_above_them() -> None:
    upward = [
        f"{where}: {module} imports {target}"
        for module, edges in import_graph().items()
        for layer, allowed in ALLOWED.items()
        if module == layer or module.startswith(layer + ".")
        for target, where in edges.items()
        if not any(target == ok or target.startswith(ok + ".") for ok in (layer, *allowed))
    ]
    assert not upward, "imports from a lower layer to a higher one:\n" + "\n".join(upward)


def test_no_import_cycles() -> None:
    graph = import_graph()
    for source, target in KNOWN_CYCLE_EDGES:
        graph[source].pop(target, None)
    cycles = _cycles(graph)
    described = [
        " ; ".join(f"{graph[a][b]}: {a} imports {b}" for a in cycle for b in cycle if b in graph[a])
        for cycle in cycles
    ]
    assert not cycles, "import cycles:\n" + "\n".join(described)


@pytest.mark.parametrize(
    ("source", "imported", "message"),
    [
        (
            "core/files.py",
            "from ..detect import read_head",
            "agent_traces.core.files imports agent_traces.detect",
        ),
        (
            "converters/schema.py",
            "from ..core.tokens import char_counter",
            "imports agent_traces.core.tokens",
        ),
    ],
)
def test_an_injected_upward_import_is_named(
    source: str, imported: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A lazy upward import, added to a lower module, fails the layer test with its edge."""
    target = PACKAGE / source
    original = Path.read_text

    def read_text(self: Path, *args: object, **kwargs: object) -> str:
        text = original(self, *args, **kwargs)  # type: ignore[arg-type]
        return text + f"\n\ndef _injected():\n    {imported}\n" if self == target else text

    monkeypatch.setattr(Path, "read_text", read_text)
    with pytest.raises(AssertionError, match=re.escape(message)):
        test_lower_layers_import_nothing_above_them()


def test_an_injected_cycle_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    target = PACKAGE / "core" / "sniffing.py"
    original = Path.read_text

    def read_text(self: Path, *args: object, **kwargs: object) -> str:
        text = original(self, *args, **kwargs)  # type: ignore[arg-type]
        return (
            text + "\n\ndef _injected():\n    from .detection import read_head\n" if self == target else text
        )

    monkeypatch.setattr(Path, "read_text", read_text)
    with pytest.raises(
        AssertionError, match=re.escape("agent_traces.core.sniffing imports agent_traces.core.detection")
    ):
        test_no_import_cycles()
