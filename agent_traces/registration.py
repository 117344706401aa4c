"""Make ``datasets.load_dataset("<source>", …)`` find the builders of this package.

``datasets`` has no public plugin mechanism. Its packaged builders (``json``, ``csv``…) are
listed in ``datasets.packaged_modules._PACKAGED_DATASETS_MODULES`` and resolved by
``datasets.load.PackagedDatasetModuleFactory``; adding our modules there works on ``datasets``
4.7–5.x. The factory is wrapped for our names only, so that ``data_dir`` is searched with the
source's own file patterns (the generic ones would route ``test_*.jsonl`` to a test split and skip
dot-files), and so that a call with neither ``data_files`` nor ``data_dir`` reads the tool's
default location. ``dataset_module_factory``, through which every name is resolved, is wrapped to
register first and to fail at once, before any network call, on a bare name that is a slip for one
of our sources (:func:`close_sources`). If these internals change, :func:`register` fails with a
message that says so.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from .core import sources

if TYPE_CHECKING:
    from .core.builder import AgentTracesBuilder

_REGISTERED: dict[str, type[AgentTracesBuilder]] = {}


class RegistrationError(RuntimeError):
    """The installed ``datasets`` no longer has the internals registration relies on."""


def discover_builders() -> dict[str, type[AgentTracesBuilder]]:
    """Every builder class in ``agent_traces.loaders``, by source name."""
    import inspect
    import pkgutil

    from . import loaders
    from .core.builder import AgentTracesBuilder

    found: dict[str, type[AgentTracesBuilder]] = {}
    for info in sorted(pkgutil.iter_modules(loaders.__path__), key=lambda i: i.name):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{loaders.__name__}.{info.name}")
        for obj in vars(module).values():
            if (
                inspect.isclass(obj)
                and issubclass(obj, AgentTracesBuilder)
                and obj.__module__ == module.__name__
                and obj.NAME
            ):
                found[obj.NAME] = obj
    return found


def _code_hash() -> str:
    """Hash of the package's code, so that the ``datasets`` cache is invalidated when it changes."""
    import hashlib

    digest = hashlib.sha256()
    root = Path(__file__).parent
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def register() -> dict[str, type[AgentTracesBuilder]]:
    """Register every builder with ``datasets``; idempotent. Returns them by name."""
    if _REGISTERED:
        return dict(_REGISTERED)
    _AfterDatasetsImport.remove()
    try:
        from datasets import load as load_module
        from datasets.packaged_modules import _PACKAGED_DATASETS_MODULES

        factory = load_module.PackagedDatasetModuleFactory
        dataset_module_cls = load_module.DatasetModule
        original_get_module = factory.get_module
    except (ImportError, AttributeError) as err:  # pragma: no cover - depends on datasets' internals
        raise RegistrationError(
            "agent_traces could not register its builders: the installed `datasets` no longer has "
            "`packaged_modules._PACKAGED_DATASETS_MODULES` / `load.PackagedDatasetModuleFactory`. "
            "Use the builder classes directly (e.g. `agent_traces.loaders.hermes.Hermes(data_files=…)`) "
            f"or install a `datasets` version between 4.7 and 5.x. ({err})"
        ) from err

    builders = discover_builders()
    code_hash = _code_hash()
    collisions = [
        name
        for name in builders
        if name in _PACKAGED_DATASETS_MODULES
        and not _PACKAGED_DATASETS_MODULES[name][0].startswith("agent_traces.")
    ]
    if collisions:
        raise RegistrationError(f"datasets already has packaged builders named {collisions}")
    for name, builder in builders.items():
        _PACKAGED_DATASETS_MODULES[name] = (builder.__module__, code_hash)

    def get_module(self):  # type: ignore[no-untyped-def]
        builder = _REGISTERED.get(self.name)
        if builder is None:
            return original_get_module(self)
        from datasets.data_files import DataFilesDict, sanitize_patterns

        base_path = str(Path(self.data_dir).expanduser().resolve()) if self.data_dir else str(Path.cwd())
        if self.data_files is not None:
            data_files = DataFilesDict.from_patterns(
                sanitize_patterns(self.data_files), base_path=base_path, download_config=self.download_config
            )
        else:
            data_files = _local_data_files(builder.resolve_data_files(self.data_dir))
        module_path, module_hash = _PACKAGED_DATASETS_MODULES[self.name]
        return dataset_module_cls(
            module_path, module_hash, {"data_files": data_files, "dataset_name": self.name}
        )

    if not getattr(original_get_module, "_agent_traces", False):
        get_module._agent_traces = True  # type: ignore[attr-defined]
        factory.get_module = get_module
    count = getattr(load_module, "increase_load_count", None)
    if count is not None and not getattr(count, "_agent_traces", False):

        def increase_load_count(name: str, _count=count) -> None:  # type: ignore[no-untyped-def]
            """``datasets``' download counter of its packaged builders, a HEAD request to S3 named
            after the builder on every load (up to 3 s when the network hangs), skipped for ours:
            reading local traces tells no server which tool wrote them."""
            if name not in _REGISTERED:
                _count(name)

        increase_load_count._agent_traces = True  # type: ignore[attr-defined]
        load_module.increase_load_count = increase_load_count
    _REGISTERED.update(builders)
    _register_before_resolving()
    return dict(_REGISTERED)


def _normal(name: str) -> str:
    return name.strip().lower().replace("-", "_").replace(" ", "_")


def close_sources(path: object) -> list[str]:
    """Our source names that a ``load_dataset`` path which is none of them was surely meant as.

    ``[]`` (look it up as ``datasets`` always does) unless ``path`` is a bare word — no ``/``, not a
    packaged builder, nothing of that name on disk — and either one of ours once case, ``-`` and
    spaces are set aside (``Claude-Code``), the first part of one of ours (``claude`` →
    ``claude_code``, ``gemini``, ``copilot``), or a typo of one of ours at least 4 letters long
    (``difflib`` ratio ≥ 0.8: ``hermse``, ``openhand``). The bar is higher than the command line's
    "did you mean" because a bare word can be a legacy Hub name (``sst`` is not taken for ``sts``,
    nor ``piqa`` for ``pi``); a Hub repository id ``owner/name`` is never intercepted.
    """
    import difflib

    from .catalog import SOURCES

    if not isinstance(path, str) or not path.strip() or "/" in path or os.sep in path:
        return []
    if path.startswith(("hf:", "buckets")) or path.endswith(".py") or os.path.exists(path):
        return []
    try:
        from datasets.packaged_modules import _PACKAGED_DATASETS_MODULES
    except ImportError:  # pragma: no cover - registration needs it anyway
        return []
    if path in _PACKAGED_DATASETS_MODULES:
        return []
    word = _normal(path)
    names = sorted(SOURCES)
    if word in names:
        return [word]
    found = [n for n in names if len(word) >= 4 and n.split("_")[0] == word]
    if len(word) >= 4:
        found += [n for n in difflib.get_close_matches(word, names, n=2, cutoff=0.8) if n not in found]
    return found[:2]


def _check_name(path: object) -> None:
    """Fail at once, before any network call, on a bare name that is a typo of one of our sources."""
    close = close_sources(path)
    if not close:
        return
    from datasets.exceptions import DatasetNotFoundError

    meant = " or ".join(repr(n) for n in close)
    raise DatasetNotFoundError(
        f"{path!r} is no agent_traces source (not looked up on the Hub): did you mean {meant}? "
        "(`agent-traces sources` lists them; a Hub dataset is named 'owner/name')"
    )


def _local_data_files(files: list[str]):  # type: ignore[no-untyped-def]
    """Files we already listed, as ``datasets`` data files without globbing each one again.

    The origin metadata (modification time and size) is what ``datasets`` hashes to tell whether
    the cache is still valid.
    """
    from datasets.data_files import DataFilesDict, DataFilesList

    metadata = []
    for path in files:
        stat = os.stat(path)
        metadata.append((str(stat.st_mtime), str(stat.st_size)))
    return DataFilesDict({"train": DataFilesList(list(files), metadata)})


class _AfterDatasetsImport(importlib.abc.MetaPathFinder):
    """Registers the builders as soon as ``datasets`` resolves a dataset name, once.

    ``import agent_traces`` must make ``load_dataset("claude_code")`` work, but importing
    ``datasets`` takes seconds, more than the command line may spend before answering
    ``--help``. This finder wraps the loader of the ``datasets`` package: once it is imported,
    ``dataset_module_factory`` (through which ``load_dataset``, ``load_dataset_builder`` and
    ``get_dataset_config_names`` resolve a name) first calls :func:`register` and checks the
    name (:func:`_check_name`); :func:`register` installs the same wrapper when ``datasets`` was
    imported first. Registering
    right at the import could not work when our own modules are what imports ``datasets``:
    they are then only half initialized.
    """

    @classmethod
    def remove(cls) -> None:
        sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, cls)]

    def find_spec(self, fullname, path, target=None):  # type: ignore[no-untyped-def]
        if fullname != "datasets":
            return None
        self.remove()
        spec = importlib.util.find_spec(fullname)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        original = spec.loader.exec_module

        def exec_module(module):  # type: ignore[no-untyped-def]
            original(module)
            _register_before_resolving()

        spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def _register_before_resolving() -> None:
    for name in ("datasets.load", "datasets.inspect"):
        module = sys.modules.get(name)
        factory = getattr(module, "dataset_module_factory", None)
        if factory is None or getattr(factory, "_agent_traces", False):
            continue

        def dataset_module_factory(*args, _factory=factory, **kwargs):  # type: ignore[no-untyped-def]
            register()
            _check_name(args[0] if args else kwargs.get("path"))
            return _factory(*args, **kwargs)

        dataset_module_factory._agent_traces = True  # type: ignore[attr-defined]
        module.dataset_module_factory = dataset_module_factory  # type: ignore[union-attr]


def register_with_datasets() -> None:
    """Register the builders now if ``datasets`` is imported, else before it resolves a name."""
    if _REGISTERED:
        return
    if "datasets" in sys.modules:
        register()
    elif not any(isinstance(f, _AfterDatasetsImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _AfterDatasetsImport())


sources.install(discover_builders)
