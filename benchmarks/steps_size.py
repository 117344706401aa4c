"""Size of the ``steps`` cache against the ``messages`` cache, and against storing every state.

For each corpus: bytes of the ``messages`` cache, of the ``steps`` cache (step records, states
rebuilt on access) and of the same steps stored the way the view used to be stored (every
state written out: ``core.steps_access.materialize``), each in a fresh cache folder. Target:
steps ≤ 2× messages.

    python benchmarks/steps_size.py                         # the real Claude Code corpus
    python benchmarks/steps_size.py benchmarks/corpora/cc-single-2M   # + a long session
    (make one: python benchmarks/make_corpus.py --single-session 2M --out benchmarks/corpora/cc-single-2M)
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from datasets import load_dataset

import agent_traces  # noqa: F401
from agent_traces.core.steps_access import materialize

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "claude_code"


def _bytes(folder: str) -> int:
    return sum(
        os.path.getsize(os.path.join(d, f))
        for d, _, files in os.walk(folder)
        for f in files
        if f.endswith(".arrow")
    )


def measure(corpus: Path, full: bool = True) -> dict:
    out = {"corpus": str(corpus)}
    with tempfile.TemporaryDirectory() as tmp:
        for view in ("messages", "steps"):
            cache = os.path.join(tmp, view)
            ds = load_dataset("claude_code", view, data_dir=str(corpus), split="train", cache_dir=cache)
            out[f"{view}_rows"] = len(ds)
            out[f"{view}_bytes"] = _bytes(cache)
        if full:
            os.environ["HF_DATASETS_CACHE"] = os.path.join(tmp, "full")
            full_ds = materialize(ds)
            out["states_stored_bytes"] = sum(os.path.getsize(f["filename"]) for f in full_ds.cache_files)
    out["input_bytes"] = sum(p.stat().st_size for p in corpus.rglob("*.jsonl"))
    out["steps/messages"] = round(out["steps_bytes"] / out["messages_bytes"], 2)
    if full:
        out["stored_states/messages"] = round(out["states_stored_bytes"] / out["messages_bytes"], 2)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpora", nargs="*", type=Path, default=[CORPUS])
    parser.add_argument("--no-full", action="store_true", help="skip writing every state out")
    args = parser.parse_args()
    for corpus in args.corpora:
        print(measure(corpus, full=not args.no_full))


if __name__ == "__main__":
    main()
