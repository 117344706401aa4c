"""Assistant turns of the corpus that are training targets in more than one row.

An assistant message (content, reasoning, calls) found in several rows is counted once per extra
row: "duplicated" over all of them, "targets" over those not marked ``metadata.copied_from``
(what ``tokenize=True, train_copied=False`` trains on). Lists what is left.

    python benchmarks/copied_turns.py
"""

from __future__ import annotations

import collections
from pathlib import Path

import orjson

from agent_traces import ProblemLog
from agent_traces.api import read_trajectories, resolve_files

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"
CASES = [
    ("claude_code", "claude_code", {"subagents": True}),
    ("claude_code", "claude_code", {"branches": "all", "subagents": True}),
    ("codex", "codex_cli", {}),
    ("pi", "pi", {}),
]


def key(m: dict) -> bytes:
    calls = [(c["function"]["name"], c["function"]["arguments"]) for c in m["tool_calls"] or []]
    return orjson.dumps([m["content"], m["reasoning_content"], calls], option=orjson.OPT_SORT_KEYS)


def main() -> None:
    for source, folder, options in CASES:
        rows = list(
            read_trajectories(source, resolve_files(source, str(CORPUS / folder)), ProblemLog(), **options)
        )
        seen: dict[bytes, list[tuple[str, bool]]] = collections.defaultdict(list)
        total = 0
        for row in rows:
            for m in row["messages"]:
                if m["role"] == "assistant":
                    total += 1
                    seen[key(m)].append((row["id"], bool((m["metadata"] or {}).get("copied_from"))))
        duplicated = sum(len({i for i, _ in v}) - 1 for v in seen.values())
        targets = {k: {i for i, copied in v if not copied} for k, v in seen.items()}
        left = sum(max(0, len(ids) - 1) for ids in targets.values())
        print(
            f"{source} {options}: rows {len(rows)}, assistant turns {total}, duplicated {duplicated}, as targets {left}"
        )
        for k, ids in targets.items():
            if len(ids) > 1:
                print("   ", sorted(ids), k[:100].decode(errors="replace"))


if __name__ == "__main__":
    main()
