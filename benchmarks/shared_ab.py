"""The stages every source shares, of two checkouts in one process, alternating: paired CPU times.

Rows are parsed once (by the first checkout's parser) and pickled; each round unpickles a fresh
copy per checkout and times what happens to a row after its parser yields it: ``_finalize``,
``SessionIds.admit``, ``render_rows`` + ``text_size``, and the ``Batcher`` encoding to Arrow.
The parsers are left out, so the ratio is of the shared costs only::

    python benchmarks/shared_ab.py hermes benchmarks/corpora/hermes-10M /tmp/base11 . --rounds 11
"""

from __future__ import annotations

import argparse
import gc
import importlib
import inspect
import pickle
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

STAGES = ("finalize", "admit", "render+size", "encode", "total")


def load(root: str) -> Any:
    """The ``agent_traces`` modules of the checkout at ``root`` that the stages use."""
    for name in list(sys.modules):
        if name == "agent_traces" or name.startswith("agent_traces."):
            del sys.modules[name]
    root = str(Path(root).resolve())
    sys.path.insert(0, root)
    try:
        importlib.import_module("agent_traces")
        builder = importlib.import_module("agent_traces.core.builder")
        encoding = importlib.import_module("agent_traces.core.encoding")
        problems = importlib.import_module("agent_traces.problems")
    finally:
        sys.path.pop(0)
    if not builder.__file__.startswith(root):
        raise SystemExit(f"imported {builder.__file__}, not the checkout at {root}")
    return builder, encoding, problems


def stages(modules: Any, blob: bytes, view: str) -> list[float]:
    """CPU seconds of each shared stage over the pickled rows ``blob``."""
    builder, encoding, problems = modules
    rows = pickle.loads(blob)
    log, ids = problems.ProblemLog(), builder.SessionIds()
    # a checkout whose _finalize takes the builder's memo of shared tools lists gets a fresh one
    memo = ({},) if "scans" in inspect.signature(builder._finalize).parameters else ()
    t0 = time.process_time()
    done = []
    for row in rows:
        finalized = builder._finalize(row, log, "?", *memo)
        if finalized is not None:
            row, found = finalized
            for reason, count in found.items():
                log.add(row.get("file_path") or "?", reason, None, row["id"], count)
            done.append(row)
    t1 = time.process_time()
    for row in done:
        ids.admit(row, log)
    t2 = time.process_time()
    rendered = []
    for row in done:
        out = builder.render_rows(row, view, False, log)
        rendered.append((out, builder.text_size(row, view, len(out))))
    t3 = time.process_time()
    batcher = encoding.Batcher(encoding.view_encoder(view), log)
    for out, chars in rendered:
        batcher.add(out, chars)
    batcher.flush()
    t4 = time.process_time()
    return [t1 - t0, t2 - t1, t3 - t2, t4 - t3, t4 - t0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source")
    parser.add_argument("corpus")
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--view", default="messages")
    args = parser.parse_args()
    import datasets

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    checkouts = [load(args.first), load(args.second)]
    builder_cls = datasets.load_dataset_builder(
        args.source, data_dir=args.corpus, cache_dir=tempfile.mkdtemp()
    )
    files = sorted(str(p) for p in Path(args.corpus).rglob("*") if p.is_file() and not p.name.startswith("."))
    rows = []
    for group in builder_cls.group_files(files):
        for row in builder_cls.parse_shard(group, {p: p for p in group}, checkouts[0][2].ProblemLog()):
            row.setdefault("harness", builder_cls.NAME)
            if len(group) == 1:
                row.setdefault("file_path", group[0])
            rows.append(row)
    blob = pickle.dumps(rows, protocol=5)
    del rows
    gc.disable()
    for modules in checkouts:  # warm-up
        stages(modules, blob, args.view)
    times: list[list[list[float]]] = [[], []]
    for round_ in range(args.rounds):
        order = (0, 1) if round_ % 2 == 0 else (1, 0)
        for index in order:
            times[index].append(stages(checkouts[index], blob, args.view))
    for s, stage in enumerate(STAGES):
        first = [t[s] for t in times[0]]
        second = [t[s] for t in times[1]]
        ratio = statistics.median(a / b for a, b in zip(first, second, strict=True) if b > 0)
        print(
            f"{stage:12s} first {statistics.median(first) * 1000:7.1f} ms  "
            f"second {statistics.median(second) * 1000:7.1f} ms  first ÷ second {ratio:.2f}×"
        )


if __name__ == "__main__":
    main()
