"""Instructions of the table generator of one checkout, counted by valgrind: a measure that a
shared machine does not move (CPU time moved by ±20 % between runs here while others worked).

The script itself only runs ``_generate_tables`` over a corpus ``runs`` times with the checkout
``root`` first on ``sys.path``; valgrind counts. Run it with 1 and with 3 runs: half the
difference is one steady pass, without start-up (imports are most of the total)::

    for n in 1 3; do PYTHONHASHSEED=0 valgrind --tool=cachegrind --cache-sim=no \\
        --cachegrind-out-file=/tmp/cg.$n python benchmarks/generator_instructions.py \\
        /tmp/base10 benchmarks/corpora/cc-10M $n 2>&1 | grep "I *refs"; done

A fourth argument names another source (``codex``, ``hermes``; default ``claude_code``).

Totals repeat to ~0.4 % (dict orders by ``id``, allocation), which is ±3 % of one pass on the
10 MB corpus: count a few pairs. ``cg_diff /tmp/cg.1 /tmp/cg.3``
and ``cg_annotate`` give them by C function (Python code is all ``_PyEval_EvalFrameDefault``).
Instructions are not time: memory traffic (page faults, cache misses) does not show.
"""

from __future__ import annotations

import importlib
import sys
import tempfile
from pathlib import Path


def main() -> None:
    root, corpus, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    source = sys.argv[4] if len(sys.argv) > 4 else "claude_code"
    sys.path.insert(0, root)
    import datasets

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    importlib.import_module("agent_traces")  # registers the builders of the checkout
    builder = datasets.load_dataset_builder(source, data_dir=corpus, cache_dir=tempfile.mkdtemp())
    where = sys.modules[type(builder).__module__].__file__
    if not where.startswith(str(Path(root).resolve())) and not where.startswith(root):
        raise SystemExit(f"imported {where}, not the checkout at {root}")
    files = sorted(str(p) for p in Path(corpus).rglob("*") if p.is_file() and not p.name.startswith("."))
    groups = builder.group_files(files)
    for _ in range(runs):
        for _ in builder._generate_tables([[g] for g in groups], [{p: p for p in g} for g in groups]):
            pass


if __name__ == "__main__":
    main()
