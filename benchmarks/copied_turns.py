"""Assistant turns of the corpus that are training targets in more than one row.

An assistant message (content, reasoning, calls) found in several rows is counted once per extra
row: "duplicated" over all of them, "targets" over those not marked ``metadata.copied_from``
(what ``tokenize=True, train_copied=False`` trains on), and "marked": assistant turns marked
copied (a copy of a row that need not be loaded: a resumed session's earlier file). Lists what is
left. The corpus has no Codex fork and no Claude Code subagent started with its parent's
conversation: those two cases are derived from real corpus files in a temporary folder, as
``tests/test_copied.py`` builds them (a fork replaying the Codex 0.39 session, then a turn of its
own; the claude_p subagent file preceded by its parent's conversation).

    python benchmarks/copied_turns.py
"""

from __future__ import annotations

import collections
import json
import shutil
import tempfile
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
    ("codex", "derived: codex fork", {}),
    ("codex", "derived: codex subagent", {}),
    ("claude_code", "derived: claude_code forked subagent", {"subagents": True}),
]
CODEX = CORPUS / "codex_cli" / "Mai0313__VibeCodingTracker" / "test_conversation_codex.jsonl"
CLAUDE_P = CORPUS / "claude_code" / "projects" / "-src-experiments-claude_p"
PARENT = "29ccd257-68b1-427f-ae5f-6524b7cb6f20"


def codex_fork(folder: Path, meta: dict) -> None:
    lines = [json.loads(x) for x in CODEX.read_text().splitlines() if x.strip()]
    start = "2025-09-20T10:00:00.000Z"
    out = [
        {
            "timestamp": start,
            "type": "session_meta",
            "payload": {"id": "child-0001", "timestamp": start, **meta},
        }
    ]
    out += [{**rec, "timestamp": f"2025-09-20T10:00:00.{i + 1:03d}Z"} for i, rec in enumerate(lines)]
    own = [
        {"type": "turn_context", "payload": {"model": "gpt-5-codex", "cwd": "/x"}},
        {"type": "response_item", "payload": {"type": "message", "role": "user",
                                              "content": [{"type": "input_text", "text": "now write the tests"}]}},
        {"type": "response_item", "payload": {"type": "message", "role": "assistant",
                                              "content": [{"type": "output_text", "text": "The tests are written."}]}},
    ]  # fmt: skip
    out += [{**rec, "timestamp": f"2025-09-20T10:00:1{i}.000Z"} for i, rec in enumerate(own)]
    shutil.copy(CODEX, folder / "parent.jsonl")
    (folder / "rollout-child-0001.jsonl").write_text("\n".join(json.dumps(r) for r in out) + "\n")


def forked_subagent(folder: Path) -> None:
    project = folder / "-src-experiments-claude_p"
    (project / PARENT / "subagents").mkdir(parents=True)
    shutil.copy(CLAUDE_P / f"{PARENT}.jsonl", project / f"{PARENT}.jsonl")
    records = [json.loads(x) for x in (CLAUDE_P / f"{PARENT}.jsonl").read_text().splitlines()]
    own = [
        json.loads(x)
        for x in (CLAUDE_P / PARENT / "subagents" / "agent-a2271d1.jsonl").read_text().splitlines()
    ]
    copied, previous = [r for r in records if r.get("type") in ("user", "assistant")], None
    for r in copied:
        r.update(isSidechain=True, agentId="a2271d1", uuid="fork-" + r["uuid"], parentUuid=previous)
        previous = r["uuid"]
    own[0]["parentUuid"] = previous
    (project / PARENT / "subagents" / "agent-a2271d1.jsonl").write_text(
        "\n".join(json.dumps(r) for r in copied + own) + "\n"
    )


def folder_of(name: str, tmp: Path) -> Path:
    if not name.startswith("derived: "):
        return CORPUS / name
    folder = tmp / name.split(": ")[1].replace(" ", "_")
    folder.mkdir()
    parent = "01996135-afde-7911-97f0-d863511eca56"
    if name.endswith("codex fork"):
        codex_fork(folder, {"forked_from_id": parent})
    elif name.endswith("codex subagent"):
        codex_fork(folder, {"source": {"subagent": {"thread_spawn": {"parent_thread_id": parent}}}})
    else:
        forked_subagent(folder)
    return folder


def key(m: dict) -> bytes:
    calls = [(c["function"]["name"], c["function"]["arguments"]) for c in m["tool_calls"] or []]
    return orjson.dumps([m["content"], m["reasoning_content"], calls], option=orjson.OPT_SORT_KEYS)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for source, folder, options in CASES:
            files = resolve_files(source, str(folder_of(folder, Path(tmp))))
            rows = list(read_trajectories(source, files, ProblemLog(), **options))
            report(source, folder, options, rows)


def report(source: str, folder: str, options: dict, rows: list[dict]) -> None:
    seen: dict[bytes, list[tuple[str, bool]]] = collections.defaultdict(list)
    total = marked = 0
    for row in rows:
        for m in row["messages"]:
            if m["role"] == "assistant":
                total += 1
                copied = bool((m["metadata"] or {}).get("copied_from"))
                marked += copied
                seen[key(m)].append((row["id"], copied))
    duplicated = sum(len({i for i, _ in v}) - 1 for v in seen.values())
    targets = {k: {i for i, copied in v if not copied} for k, v in seen.items()}
    left = sum(max(0, len(ids) - 1) for ids in targets.values())
    print(
        f"{source} ({folder}) {options}: rows {len(rows)}, assistant turns {total}, duplicated {duplicated}, "
        f"as targets {left}, marked copied {marked}"
    )
    for k, ids in targets.items():
        if len(ids) > 1:
            print("   ", sorted(ids), k[:100].decode(errors="replace"))


if __name__ == "__main__":
    main()
