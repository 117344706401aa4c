"""Shared test fixtures: where the real corpus and the bundled fixtures are.

Tests that read real traces are marked ``corpus`` (a test parametrized over corpus files is
marked automatically). The corpus is ``$AGENT_TRACES_CORPUS`` when set, else ``../shared/corpus``
beside the repository. Without it (a repository cloned on its own), every other test runs and
the corpus tests SKIP, counted in one summary line that says where the corpus is expected and how
to get one. Where a missing corpus must not pass (``CI`` set, as in ``.ci/run``, or
``AGENT_TRACES_REQUIRE_CORPUS=1``) they FAIL instead, each with that one line. Tests that train a
tiny model are marked ``train`` and need torch (the ``train`` extra), skipped or failed alike.
"""

from __future__ import annotations

import importlib.util
import io
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "fixtures"
CORPUS_ENV = "AGENT_TRACES_CORPUS"
CORPUS = Path(os.environ.get(CORPUS_ENV) or ROOT.parent / "shared" / "corpus").expanduser().resolve()
CORPUS_PRESENT = CORPUS.is_dir()


def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() not in ("", "0", "false", "no")


REQUIRE_CORPUS = _truthy(os.environ.get("CI")) or _truthy(os.environ.get("AGENT_TRACES_REQUIRE_CORPUS"))
HOW_TO_GET = f"point {CORPUS_ENV} at a folder of real traces (see CONTRIBUTING.md, 'Real traces')"
MISSING = f"reads real traces (marked `corpus`): no corpus at {CORPUS}; {HOW_TO_GET}"

_collecting = True


def load_benchmark(name: str):  # type: ignore[no-untyped-def]
    """``benchmarks/<name>.py`` as a module, registered under ``name`` so its own imports of
    sibling benchmark modules (``heldout_eval`` importing a canary set) find it; loaded once, so
    every test file holds the same module object as ``importlib.import_module(name)`` does."""
    import sys

    bench = ROOT / "benchmarks"
    if str(bench) not in sys.path:
        sys.path.insert(0, str(bench))
    loaded = sys.modules.get(name)
    if loaded is not None and Path(getattr(loaded, "__file__", "") or "") == bench / f"{name}.py":
        return loaded
    spec = importlib.util.spec_from_file_location(name, bench / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def corpus_files(fmt: str, pattern: str = "**/*") -> list[Path]:
    """Real files of one format in the corpus (``CORPUS / fmt``).

    Without the corpus, a call while modules are collected returns one placeholder path under
    the missing folder, so that parametrized tests exist (and skip, or fail under CI, with
    :data:`MISSING`); a call inside a test skips or fails at once with that line.
    """
    if not CORPUS_PRESENT:
        if _collecting:
            return [CORPUS / fmt / "corpus-missing"]
        _missing()
    files = sorted(p for p in (CORPUS / fmt).glob(pattern) if p.is_file())
    assert files, (
        f"no real {fmt} files under {CORPUS / fmt}: is {CORPUS} a corpus (MANIFEST.md, one folder a format)?"
    )
    return files


def _missing() -> None:
    """Skip (or fail, when the corpus is required) the running test for want of the corpus."""
    if REQUIRE_CORPUS:
        pytest.fail(MISSING, pytrace=False)
    pytest.skip(MISSING)  # `-ra` (addopts) folds these into one summary line: same place, same reason


def _in_corpus(value: object) -> bool:
    if isinstance(value, Path):
        return value == CORPUS or CORPUS in value.parents
    if isinstance(value, (tuple, list)):
        return any(_in_corpus(v) for v in value)
    if isinstance(value, dict):
        return any(_in_corpus(v) for v in value.values())
    return False


def _uses_corpus(item: pytest.Item) -> bool:
    params = getattr(getattr(item, "callspec", None), "params", {})
    return any(_in_corpus(v) for v in params.values())


def pytest_report_header(config: pytest.Config) -> str:
    if CORPUS_PRESENT:
        return f"corpus: {CORPUS}"
    then = "fail (CI or AGENT_TRACES_REQUIRE_CORPUS is set)" if REQUIRE_CORPUS else "skip"
    return f"corpus: MISSING at {CORPUS}: the tests marked `corpus` will {then}"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    global _collecting
    _collecting = False
    for item in items:
        if _uses_corpus(item):
            item.add_marker(pytest.mark.corpus)


TORCH_PRESENT = importlib.util.find_spec("torch") is not None
NO_TORCH = (
    "trains a tiny model (marked `train`): torch is not installed; `make test EXTRAS=test,dev,train` "
    "or pip install -e '.[train]' (on Linux PyPI's torch is the CUDA build: see docs/development.md)"
)


def pytest_runtest_setup(item: pytest.Item) -> None:
    if not CORPUS_PRESENT and item.get_closest_marker("corpus"):
        _missing()
    if not TORCH_PRESENT and item.get_closest_marker("train"):
        if _truthy(os.environ.get("CI")):
            pytest.fail(NO_TORCH, pytrace=False)
        pytest.skip(NO_TORCH)


class CorpusModule(pytest.Item):
    """Stands for a test module that reads the corpus while it is imported, when it is missing."""

    def runtest(self) -> None:
        _missing()

    def reportinfo(self):  # type: ignore[no-untyped-def]
        return self.path, None, self.name


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(collector: pytest.Collector):  # type: ignore[no-untyped-def]
    """A module that cannot even be imported without the corpus becomes one corpus test."""
    report = yield
    missing = not CORPUS_PRESENT and isinstance(collector, pytest.Module)
    if report.failed and missing and str(CORPUS) in str(report.longrepr):
        item = CorpusModule.from_parent(collector, name="needs-corpus")
        item.add_marker(pytest.mark.corpus)
        report.outcome = "passed"
        report.longrepr = None
        report.result = [item]
    return report


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):  # type: ignore[no-untyped-def]
    """Without the corpus, an unmarked test that tripped over it fails with :data:`MISSING` and
    a request to mark it, not a traceback."""
    report = yield
    if report.failed and not CORPUS_PRESENT and call.excinfo is not None:
        unmarked = item.get_closest_marker("corpus") is None
        if str(CORPUS) in str(call.excinfo.value) or MISSING in str(report.longrepr):
            report.longrepr = MISSING + (" [mark this test @pytest.mark.corpus]" if unmarked else "")
        if report.when == "setup" and MISSING in str(report.longrepr):
            report.when = "call"  # a failed test, not an error of the test machinery
    return report


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:  # type: ignore[no-untyped-def]
    if CORPUS_PRESENT:
        return
    failed = [r for r in terminalreporter.stats.get("failed", []) if MISSING in str(r.longrepr)]
    if failed:
        terminalreporter.write_line(
            f"{len(failed)} test(s) failed only because the corpus is missing (expected at {CORPUS}; "
            f"CI or AGENT_TRACES_REQUIRE_CORPUS requires it); {HOW_TO_GET}."
        )


@pytest.fixture
def cache_dir(tmp_path: Path) -> str:
    """A fresh datasets cache per test, so that runs never reuse each other's Arrow files."""
    return str(tmp_path / "hf-cache")


@pytest.fixture(autouse=True, scope="session")
def _private_cache_home(tmp_path_factory: pytest.TempPathFactory):
    """Runs keep their scratch folders in the user's cache directory: tests (and the commands
    they start) use one of their own, never the developer's ``~/.cache/agent-traces``."""
    import os

    from agent_traces.core.private import CACHE_ENV

    saved = os.environ.get(CACHE_ENV)
    os.environ[CACHE_ENV] = str(tmp_path_factory.mktemp("agent-traces-cache"))
    yield
    if saved is None:
        os.environ.pop(CACHE_ENV, None)
    else:
        os.environ[CACHE_ENV] = saved


@pytest.fixture(autouse=True, scope="session")
def _redaction_state_dir(tmp_path_factory):
    """Redaction's per-machine secret (see ``agent_traces.output.machine_secret``) in a folder of
    the test session, not the user's own state folder; subprocesses inherit it."""
    import os

    previous = os.environ.get("AGENT_TRACES_STATE_DIR")
    os.environ["AGENT_TRACES_STATE_DIR"] = str(tmp_path_factory.mktemp("agent-traces-state"))
    yield
    if previous is None:
        os.environ.pop("AGENT_TRACES_STATE_DIR", None)
    else:
        os.environ["AGENT_TRACES_STATE_DIR"] = previous


@pytest.fixture(autouse=True)
def _num_proc_on_small_inputs(monkeypatch):
    """Let ``num_proc`` spread even the small test inputs over processes, as on a big corpus."""
    from agent_traces.core import sharding

    monkeypatch.setattr(sharding, "MIN_BYTES_PER_PROCESS", 1)


def written_views(rows: list[dict], log) -> tuple[dict[str, bytes], list]:  # type: ignore[no-untyped-def]
    """Parquet bytes of every view of ``rows`` and the problem log's contents: what a differential
    test between two readers of the same files compares."""
    import pyarrow.parquet as pq

    from agent_traces.converters.views import VIEWS
    from agent_traces.core import builder, encoding

    written = {}
    for view in VIEWS:
        rendered = [out for row in rows for out in builder.render_rows(row, view, True, log)]
        table = encoding.encode_table(encoding.view_encoder(view), rendered, {}, log)
        sink = io.BytesIO()
        pq.write_table(table, sink)
        written[view] = sink.getvalue()
    return written, sorted(log.counts.items()) + sorted(log.examples.items()) + [sorted(log.deliberate)]
