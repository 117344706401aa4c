"""The sources this process knows, for the parts of core that must ask every one of them.

Which source wrote a file, and which files of a source are only its index, are questions for
every loader's builder; the loaders sit above core, so core cannot import them. The package
installs how to list them when it is imported (``agent_traces.registration`` installs
``discover_builders``: every builder class in ``agent_traces.loaders``), and core asks through
:func:`builders`. A new source is known as soon as its module in ``agent_traces.loaders``
defines a builder: it declares how to recognize its files (``sniff``) next to its parser.
"""

from __future__ import annotations

from collections.abc import Callable

_discover: Callable[[], dict[str, type]] | None = None


def install(discover: Callable[[], dict[str, type]]) -> None:
    """Set how to list the builder classes by source name (done once, by the package)."""
    global _discover
    _discover = discover


def builders() -> dict[str, type]:
    """Every source's builder class, by name."""
    if _discover is None:
        raise RuntimeError("no source discovery installed: `import agent_traces` installs it")
    return _discover()


def index_files(name: str) -> tuple[str, ...]:
    """``INDEX_FILES`` of the source called ``name`` (none when it is unknown)."""
    cls = builders().get(name)
    return getattr(cls, "INDEX_FILES", ()) if cls is not None else ()
