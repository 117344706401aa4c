"""sha256 passes over an output per ``publish`` / ``push`` to the (local, fake) Hub, and time.

Runs one CLI command in this process against ``tests/fake_hub.py`` with ``hashlib.sha256``
replaced by a counting wrapper (objects made, bytes hashed), and prints them with the seconds
the command took and the output's size. Run each MODE in a fresh process (hashes are reused
within one): ``publish`` writes FOLDER from SOURCE's corpus folder (``--traces sts``, a
``--traces-repo``, ``--tag``), then ``push``, ``push-traces`` and ``dry-run`` upload it::

    python benchmarks/publish_hash_passes.py claude_code publish /tmp/hash-out
    python benchmarks/publish_hash_passes.py claude_code push /tmp/hash-out
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
COUNT = {"objects": 0, "bytes": 0}
_sha256 = hashlib.sha256


class _Counting:
    """``hashlib.sha256`` that counts what it is given."""

    def __init__(self, data: bytes = b"", **kwargs: Any) -> None:
        COUNT["objects"] += 1
        self._digest = _sha256(**kwargs)
        if data:
            self.update(data)

    def update(self, data: bytes) -> None:
        COUNT["bytes"] += len(data)
        self._digest.update(data)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._digest, name)


hashlib.sha256 = _Counting  # type: ignore[assignment,misc]  # before anything imports it

from fake_hub import FakeHub  # noqa: E402

from agent_traces.cli import main as cli  # noqa: E402

COMMANDS = {
    "publish": [
        *("publish", "{source}", "{corpus}", "--repo", "me/traces", "-o", "{folder}", "--tag", "v1"),
        *("--traces", "sts", "--traces-repo", "me/traces-files"),
    ],
    "push": ["push", "{folder}", "--repo", "me/traces"],
    "push-traces": [
        "push",
        "{folder}",
        "--repo",
        "me/traces",
        "--tag",
        "v1",
        "--traces-repo",
        "me/traces-files",
    ],
    "dry-run": ["push", "{folder}", "--repo", "me/traces", "--dry-run"],
}


def main(source: str, mode: str, folder: str) -> None:
    import huggingface_hub.constants

    corpus = str(ROOT.parent / "shared" / "corpus" / source)
    args = [a.format(source=source, corpus=corpus, folder=folder) for a in COMMANDS[mode]]
    os.environ.update(HF_TOKEN="hf_test", HF_HUB_DISABLE_TELEMETRY="1")
    with FakeHub() as hub:
        os.environ["HF_ENDPOINT"] = huggingface_hub.constants.ENDPOINT = hub.endpoint
        COUNT.update(objects=0, bytes=0)
        start = time.perf_counter()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
            code = cli(args)
        seconds = time.perf_counter() - start
    size = sum(p.stat().st_size for p in Path(folder).rglob("*") if p.is_file())
    print(
        json.dumps({"mode": mode, "exit": code, **COUNT, "seconds": round(seconds, 3), "output_bytes": size})
    )
    if code:
        print(err.getvalue()[-500:], file=sys.stderr)


if __name__ == "__main__":
    main(*sys.argv[1:4])
