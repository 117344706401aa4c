"""What ``datasets`` pickles per ``num_proc`` job, and how long preparing the split takes.

``datasets`` hands each of the ``num_proc`` workers its part of ``gen_kwargs`` together with the
builder (``dill``), one job after the other before the workers start; this measures that
payload and the serial time before it (``_split_generators``: finding files, ``group_files``).

    python benchmarks/job_payload.py benchmarks/corpora/cc-1G --num-proc 2
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus")
    parser.add_argument("--source", default="claude_code")
    parser.add_argument("--num-proc", type=int, default=2)
    args = parser.parse_args()

    import datasets
    import dill
    from datasets.utils.sharding import _split_gen_kwargs

    import agent_traces  # noqa: F401
    from agent_traces.api import builder_class

    with tempfile.TemporaryDirectory() as cache:
        builder = builder_class(args.source)(config_name="messages", cache_dir=cache, data_dir=args.corpus)
        start = time.perf_counter()
        files = builder.resolve_data_files(args.corpus)
        found = time.perf_counter()
        dl = datasets.DownloadManager(download_config=datasets.DownloadConfig(cache_dir=cache))
        (generator,) = builder._split_generators(dl)
        split = time.perf_counter()
        groups = builder.group_files(files)
        grouped = time.perf_counter()
        from agent_traces.core import sharding

        flat = [g for shard in generator.gen_kwargs["shards"] for g in shard]
        sizes = sharding.group_sizes(flat)
        shards = sharding.split_by_bytes(flat, sizes, args.num_proc)
        if hasattr(sharding, "shard_kwargs"):  # each job gets the names of its own files only
            names = {f: n for part in generator.gen_kwargs["roots"] for f, n in part.items()}
            gen_kwargs = sharding.shard_kwargs(shards, names)
        else:
            gen_kwargs = {**generator.gen_kwargs, "shards": shards}
        jobs = _split_gen_kwargs(gen_kwargs, max_num_jobs=args.num_proc)
        t0 = time.perf_counter()
        payloads = [len(dill.dumps((builder._prepare_split_single, {"gen_kwargs": job}))) for job in jobs]
        pickled = time.perf_counter()
        builder_alone = len(dill.dumps(builder))
    print(f"{len(files)} files, {len(groups)} groups, {args.num_proc} jobs")
    print(
        f"find files {found - start:.3f} s; _split_generators {split - found:.3f} s; group_files alone {grouped - split:.3f} s"
    )
    print(
        f"pickled per job: {', '.join(f'{p / 1e3:.0f} KB' for p in payloads)} (builder alone {builder_alone / 1e3:.0f} KB); dill of all jobs {pickled - t0:.3f} s"
    )


if __name__ == "__main__":
    main()
