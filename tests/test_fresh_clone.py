"""A clone with nothing beside it: the corpus tests skip in one summary line, or fail under CI.

Runs pytest in a child process on a small module of corpus tests, with ``AGENT_TRACES_CORPUS``
pointing at a folder that does not exist (as in a bare ``git clone``).
"""

from __future__ import annotations

import os
import subprocess
import sys

from conftest import ROOT


def _pytest(tmp_path, **env: str) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k not in ("CI", "AGENT_TRACES_REQUIRE_CORPUS")}
    clean.update(env, AGENT_TRACES_CORPUS=str(tmp_path / "no-corpus"))
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_pi.py"],
        cwd=ROOT,
        env=clean,
        capture_output=True,
        text=True,
        timeout=600,
    )


def test_without_the_corpus_its_tests_skip_in_one_line(tmp_path):
    done = _pytest(tmp_path)
    assert done.returncode == 0, done.stdout[-3000:]
    skipped = [line for line in done.stdout.splitlines() if line.startswith("SKIPPED")]
    assert len(skipped) == 1, skipped
    assert f"no corpus at {tmp_path / 'no-corpus'}" in skipped[0]
    assert "AGENT_TRACES_CORPUS" in skipped[0] and "CONTRIBUTING.md" in skipped[0]
    assert " passed" in done.stdout and "failed" not in done.stdout


def test_under_ci_a_missing_corpus_fails(tmp_path):
    for env in ({"CI": "true"}, {"AGENT_TRACES_REQUIRE_CORPUS": "1"}):
        done = _pytest(tmp_path, **env)
        assert done.returncode == 1, done.stdout[-3000:]
        assert "failed only because the corpus is missing" in done.stdout
        assert "Traceback" not in done.stdout
