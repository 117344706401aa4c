"""Shared test fixtures: where the real corpus and the bundled fixtures are."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "fixtures"
CORPUS = ROOT.parent / "shared" / "corpus"


def corpus_files(fmt: str, pattern: str = "**/*") -> list[Path]:
    """Real files of one format in ../shared/corpus; fails (never skips) when they are missing."""
    files = sorted(p for p in (CORPUS / fmt).glob(pattern) if p.is_file())
    assert files, f"no real {fmt} files under {CORPUS / fmt}: ../shared/corpus must sit beside the repo"
    return files


@pytest.fixture
def cache_dir(tmp_path: Path) -> str:
    """A fresh datasets cache per test, so that runs never reuse each other's Arrow files."""
    return str(tmp_path / "hf-cache")


@pytest.fixture(autouse=True)
def _num_proc_on_small_inputs(monkeypatch):
    """Let ``num_proc`` spread even the small test inputs over processes, as on a big corpus."""
    from agent_traces.core import sharding

    monkeypatch.setattr(sharding, "MIN_BYTES_PER_PROCESS", 1)
