"""The first hour of README.md and docs/cli.md, typed into a pseudo-terminal: what a user sees, bars and summaries included.

Each command runs as ``agent-traces`` would, with stdout and stderr on a pseudo-terminal
(Python's ``pty``, nothing to install), so progress bars behave as on a real terminal: tqdm
draws them only there. The path is the one README.md ("Command line") and the demo suggest:
``sources``, ``inspect``, ``convert``, ``scan``, ``publish --dry-run``, on bundled fixtures.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest
from conftest import FIXTURES

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def terminal(*args: str, cwd: Path, timeout: float = 600) -> tuple[int, str]:
    """Run ``agent-traces ARGS`` on a 120×40 pseudo-terminal; its exit code and the screen text."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_HUB_DISABLE", "TQDM_"))}
    env.update(TERM="xterm", COLUMNS="120", HF_HUB_OFFLINE="1", HF_TOKEN="")
    proc = subprocess.Popen(
        [sys.executable, "-m", "agent_traces.cli", *args],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        cwd=cwd,
        env=env,
        close_fds=True,
    )
    os.close(slave)
    chunks: list[bytes] = []
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    data = os.read(master, 65536)
                except OSError:  # EIO: the child closed the terminal
                    break
                if not data:
                    break
                chunks.append(data)
            elif proc.poll() is not None:
                break
        code = proc.wait(timeout=max(1.0, deadline - time.monotonic()))
    finally:
        os.close(master)
        if proc.poll() is None:
            proc.kill()
    return code, ANSI.sub("", b"".join(chunks).decode("utf-8", "replace")).replace("\r\n", "\n")


def last_frame(screen: str, label: str) -> str:
    """The last state a progress bar labelled ``label`` was drawn in (bars redraw after ``\\r``)."""
    frames = [part for line in screen.split("\n") for part in line.split("\r") if part.startswith(label)]
    assert frames, f"no progress bar {label!r} on the terminal:\n{screen}"
    return frames[-1]


@pytest.mark.slow
def test_first_hour_on_a_terminal(tmp_path):
    hermes = str(FIXTURES / "hermes")

    code, screen = terminal("sources", cwd=tmp_path)
    assert code == 0, screen
    assert re.search(r"^claude_code\s+(yes|no)\s+\S+", screen, re.M)
    assert "views (builder configs): messages, sharegpt, steps" in screen

    code, screen = terminal("inspect", hermes, cwd=tmp_path)
    assert code == 0, screen
    assert re.search(r"^hermes\s+4\s+5\s+27\s+7\s+0\s+0$", screen, re.M), screen
    assert "4/4" in last_frame(screen, "Reading hermes")
    assert re.search(r"inspected 4 file\(s\) in [\d.]+ s: 5 session\(s\), 27 message\(s\)", screen)

    out = tmp_path / "my-dataset"
    code, screen = terminal("convert", "hermes", hermes, "-o", str(out), "--min-turns", "2", cwd=tmp_path)
    assert code == 0, screen
    assert "100%" in last_frame(screen, "Reading hermes")
    assert "3/3" in last_frame(screen, "Writing Parquet")
    assert f"wrote {out} (4 input file(s); rows: messages 2, sharegpt 2, steps 7)" in screen
    assert "filtered_turns: 3 [left out on purpose]" in screen
    assert re.search(
        r"done in [\d.]+ s \([\d.]+ sessions/s, [\d.]+ [KM]B/s of input\); 0 problem\(s\), 3 left", screen
    )
    assert (out / "README.md").is_file() and (out / "manifest.json").is_file()

    code, screen = terminal("scan", hermes, cwd=tmp_path)
    assert code == 0, screen
    assert "5/5" in last_frame(screen, "Scanning")
    assert re.search(r"scanned 5 session\(s\) in 4 file\(s\) in [\d.]+ s .*; nothing was written", screen)

    folder = tmp_path / "to-publish"
    code, screen = terminal(
        "publish",
        "hermes",
        hermes,
        "--repo",
        "me/traces",
        "-o",
        str(folder),
        "--dry-run",
        "--show-card",
        cwd=tmp_path,
    )
    assert code == 0, screen
    assert "100%" in last_frame(screen, "Reading hermes")
    assert "dry run: nothing uploaded. Would do:" in screen and "----- README.md -----" in screen
    assert re.search(r"done in [\d.]+ s", screen) and "redaction:" in screen

    code, screen = terminal("convert", "hermes", str(tmp_path / "nowhere"), "-o", str(out), cwd=tmp_path)
    assert code == 1
    assert "Traceback" not in screen
    assert [line for line in screen.splitlines() if line.strip()] == [
        f"error: {tmp_path / 'nowhere'} does not exist",
        "  check the path; `agent-traces sources` lists where each tool keeps its traces",
    ]
