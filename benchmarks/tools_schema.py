"""What the ``tools`` column costs a streaming reader, under other schemas, on the same rows.

Streaming (``load_dataset(..., streaming=True)``) turns every row back into Python objects and
decodes its ``Json`` values (``Features.decode_example``); a Hermes row repeats a 10-50-tool list.
This times, per schema of the ``tools`` column: Arrow to Python (``to_pylist``) and ``datasets``'
decoding, over the ``messages`` rows of a corpus.

    python benchmarks/tools_schema.py benchmarks/corpora/hermes-10M
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    import orjson
    import pyarrow as pa
    from datasets import Features, Json, List, Value
    from datasets.features.features import decode_nested_example

    from agent_traces import ProblemLog
    from agent_traces.api import read_trajectories, resolve_files
    from agent_traces.core.encoding import storage_type

    rows = list(read_trajectories("hermes", resolve_files("hermes", args.path), ProblemLog()))
    lists = [row["tools"] for row in rows]
    distinct = {id(t): t for t in lists}
    tool = {"type": Value("string"), "function": {"name": Value("string"), "description": Value("string")}}
    schemas = {
        "today: List({type, function: {name, description, parameters: Json}})": (
            List({"type": Value("string"), "function": {**tool["function"], "parameters": Json()}}),
            lambda ts: [
                {
                    "type": t["type"],
                    "function": {
                        **t["function"],
                        "parameters": orjson.dumps(t["function"]["parameters"]).decode(),
                    },
                }
                for t in ts
            ],
        ),
        "parameters as JSON text: List({type, function: {name, description, parameters: string}})": (
            List({"type": Value("string"), "function": {**tool["function"], "parameters": Value("string")}}),
            lambda ts: [
                {
                    "type": t["type"],
                    "function": {
                        **t["function"],
                        "parameters": orjson.dumps(t["function"]["parameters"]).decode(),
                    },
                }
                for t in ts
            ],
        ),
        "names only per row: List({name, description}) + parameters elsewhere": (
            List({"name": Value("string"), "description": Value("string")}),
            lambda ts: [
                {"name": t["function"]["name"], "description": t["function"]["description"]} for t in ts
            ],
        ),
        "referenced: a string id per row (tools stored once per distinct list)": (
            Value("string"),
            lambda ts: f"{id(ts):x}",
        ),
        "whole list as one Json value": (Json(), lambda ts: orjson.dumps(ts).decode()),
    }
    print(
        f"{len(rows)} rows, {len(distinct)} distinct tool lists, {statistics.mean(len(t) for t in lists):.1f} tools a row"
    )
    for name, (feature, shape) in schemas.items():
        features = Features({"tools": feature})
        storage = storage_type(features.arrow_schema.field("tools").type)
        array = pa.array([shape(t) for t in lists], type=storage)
        needs = features._column_requires_decoding["tools"]
        times = []
        gc.disable()
        for _ in range(args.repeats):
            start = time.perf_counter()
            python = array.to_pylist()
            if needs:
                python = [decode_nested_example(feature, v) for v in python]
            times.append(time.perf_counter() - start)
        gc.enable()
        print(
            f"  {statistics.median(times):.3f} s ({min(times):.3f}-{max(times):.3f}), {array.nbytes / 1e6:.1f} MB in Arrow, decode {'yes' if needs else 'no'}: {name}"
        )


if __name__ == "__main__":
    main()
