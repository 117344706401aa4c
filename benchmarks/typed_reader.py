"""The typed Claude Code reader against the tolerant one, whole loads in one process.

``load_dataset("claude_code", data_dir=…, subagents=True, split="train")`` into a fresh
``cache_dir`` each time, with ``AGENT_TRACES_CLAUDE_CODE_READER`` set to ``typed`` and
``tolerant`` alternately (same process, interleaved), plus the ``orjson`` floor (every line of
every ``.jsonl`` parsed); medians of ``--repeats``. Also how many files fell back to the tolerant
reader, and with ``--profile`` the top of a cProfile of one typed load (by tottime).

    python benchmarks/typed_reader.py benchmarks/corpora/cc-10M benchmarks/corpora/cc-100M --repeats 7
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import datasets  # noqa: E402
import orjson  # noqa: E402

from agent_traces.core.config import ParseContext  # noqa: E402
from agent_traces.loaders import claude_code_typed  # noqa: E402
from agent_traces.loaders.claude_code import ClaudeCodeConfig  # noqa: E402
from agent_traces.problems import ProblemLog  # noqa: E402


def load(corpus: Path, reader: str) -> tuple[float, float]:
    """Wall and CPU seconds of one load (CPU: this process, every thread)."""
    os.environ[claude_code_typed.READER_ENV] = reader
    with tempfile.TemporaryDirectory(prefix="typed-bench-") as cache:
        start, cpu = time.perf_counter(), time.process_time()
        ds = datasets.load_dataset(
            "claude_code", data_dir=str(corpus), subagents=True, split="train", cache_dir=cache
        )
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        assert len(ds) > 0
    return seconds, cpu


def floor(corpus: Path) -> tuple[float, float]:
    start, cpu = time.perf_counter(), time.process_time()
    for path in sorted(corpus.rglob("*.jsonl")):
        with open(path, "rb") as handle:
            for line in handle:
                if line.strip():
                    orjson.loads(line)
    return time.perf_counter() - start, time.process_time() - cpu


def fallbacks(corpus: Path) -> tuple[int, int]:
    files = sorted(str(p) for p in corpus.rglob("*.jsonl"))
    config = ClaudeCodeConfig(name="messages")
    typed = 0
    for path in files:
        try:
            claude_code_typed.TypedTranscript(path, ParseContext(path, path, config, ProblemLog()))
            typed += 1
        except claude_code_typed.Fallback:
            pass
    return len(files) - typed, len(files)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="+", type=Path)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    for corpus in args.corpora:
        size = sum(p.stat().st_size for p in corpus.rglob("*") if p.is_file())
        load(corpus, "typed")  # warm: imports, builder module, page cache
        runs: dict[str, list[tuple[float, float]]] = {"typed": [], "tolerant": [], "orjson": []}
        for _ in range(args.repeats):
            runs["typed"].append(load(corpus, "typed"))
            runs["tolerant"].append(load(corpus, "tolerant"))
            runs["orjson"].append(floor(corpus))
        fell, total = fallbacks(corpus)
        print(
            f"{corpus.name}: {size / 1e6:.1f} MB, {total} .jsonl files, {fell} fell back to the tolerant reader"
        )
        for clock, index in (("wall", 0), ("cpu", 1)):
            times = {name: [r[index] for r in values] for name, values in runs.items()}
            med = {k: statistics.median(v) for k, v in times.items()}
            for name, values in times.items():
                print(
                    f"  {clock} {name:<9} {med[name]:.3f} s ({min(values):.3f}-{max(values):.3f}), "
                    f"{size / 1e6 / med[name]:.0f} MB/s"
                )
            print(
                f"  {clock}: typed / tolerant speed {med['tolerant'] / med['typed']:.2f}x; "
                f"orjson floor / load: typed {med['orjson'] / med['typed']:.0%}, "
                f"tolerant {med['orjson'] / med['tolerant']:.0%}"
            )
        if args.profile:
            os.environ[claude_code_typed.READER_ENV] = "typed"
            profile = cProfile.Profile()
            profile.runcall(load, corpus, "typed")
            pstats.Stats(profile).sort_stats("tottime").print_stats(18)


if __name__ == "__main__":
    main()
