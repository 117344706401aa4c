"""Held-out evaluation of format recognition and of what each loader reads (issue 32).

Runs on a folder of real session files that the loaders were not written from (kept apart from
``../shared/corpus``: other repositories, other users), laid out as ``<harness>/<repo>/<path>``,
with a ``SOURCES.tsv`` beside them (columns ``file``, ``repo``, ``path``, ``commit``,
``expected``, ``note``; ``file`` relative to the folder). ``expected`` is a source name, ``none``
for a look-alike that is no trace (package.json, a JSON Schema, a sessions index…), or the name
of a harness no source reads (``bob_shell``): those must stay unknown or give no row.

For every file:

- ``agent_traces.detect.detect_format`` names the source that claims it (or none:
  ``unknown_reason`` says why);
- a file claimed by the expected source is loaded alone with that builder
  (``load_dataset(name, data_files=[file], cache_dir=<temp>)``) and its rows' user / assistant
  messages, tool calls and tool results are compared with counts taken from the raw file by a
  small counter per format below, written from the format notes in
  ``../shared/reference/harness_formats_2026_11.md``, not from the loaders;
- pseudo-assistant entries, written by the harness in the agent's name, must not become assistant
  turns: OpenClaw's ``model: delivery-mirror`` / ``gateway-injected`` entries and Kiro's "Tool uses
  were interrupted" message; no assistant message of the rows may carry their text.

Outcome per file: ``right`` (routed to the expected source), ``unknown`` (with its reason; right
for a look-alike, a miss for a trace), ``WRONG`` (claimed by another source, or a look-alike that
gave rows). Count mismatches are listed apart.

    python benchmarks/heldout_recognition.py /tmp/heldout-traces
    python benchmarks/heldout_recognition.py /tmp/heldout-traces --json
    python benchmarks/heldout_recognition.py /tmp/heldout-traces --repo /tmp/base   # another checkout
"""

from __future__ import annotations

import argparse
import csv
import json
import logging
import sys
import tempfile
from collections import Counter
from pathlib import Path

PSEUDO_MODELS = {"delivery-mirror", "gateway-injected"}


# ---------------------------------------------------------------------------------------------
# Raw counters: {user, assistant, tool_calls, tool_results, pseudo_texts}. Written from the
# format notes, one per format; "user" counts what a person typed (not tool results, not
# injected context the notes name), "assistant" one per model message.


def _lines(path: Path) -> list[dict]:
    out = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = line.strip()
        if not line:
            continue
        try:
            rec = json.loads(line)
        except ValueError:
            continue
        if isinstance(rec, dict):
            out.append(rec)
    return out


def _doc(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def _blocks(content) -> list[dict]:
    return [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []


def count_pi_like(path: Path) -> dict:
    """Pi v3 / OpenClaw: ``message`` entries, roles user / assistant / toolResult."""
    c = Counter()
    pseudo = []
    for rec in _lines(path):
        if rec.get("type") != "message":
            continue
        msg = rec.get("message") or {}
        role = msg.get("role")
        if role == "user":
            c["user"] += 1
        elif role == "assistant":
            if msg.get("model") in PSEUDO_MODELS:
                c["pseudo"] += 1
                pseudo += [b.get("text", "") for b in _blocks(msg.get("content")) if b.get("type") == "text"]
                continue
            c["assistant"] += 1
            c["tool_calls"] += sum(1 for b in _blocks(msg.get("content")) if b.get("type") == "toolCall")
        elif role == "toolResult":
            c["tool_results"] += 1
    return {**c, "pseudo_texts": [t for t in pseudo if t.strip()]}


def count_continue(path: Path) -> dict:
    """Continue: ``history[].message`` roles user / assistant / tool; results from ``role: tool``
    messages or else ``toolCallStates[].output``, each call once."""
    doc = _doc(path)
    c = Counter()
    answered: set[str] = set()
    state_outputs: set[str] = set()
    for item in doc.get("history") or []:
        msg = item.get("message") or {}
        role = msg.get("role")
        if role == "user":
            c["user"] += 1
        elif role == "assistant":
            c["assistant"] += 1
            c["tool_calls"] += len(msg.get("toolCalls") or [])
        elif role == "tool":
            answered.add(msg.get("toolCallId"))
        for st in item.get("toolCallStates") or []:
            if st.get("output"):
                state_outputs.add(st.get("toolCallId"))
    c["tool_results"] = len(answered | state_outputs)
    return dict(c)


def count_qwen(path: Path) -> dict:
    """Qwen Code: ``user`` / ``assistant`` / ``tool_result`` records with Gemini ``parts``."""
    c = Counter()
    for rec in _lines(path):
        parts = (rec.get("message") or {}).get("parts") or []
        kind = rec.get("type")
        if kind == "user" and any("text" in p for p in parts if isinstance(p, dict)):
            c["user"] += 1
        elif kind == "assistant":
            c["assistant"] += 1
            c["tool_calls"] += sum(1 for p in parts if isinstance(p, dict) and "functionCall" in p)
        elif kind == "tool_result":
            c["tool_results"] += sum(1 for p in parts if isinstance(p, dict) and "functionResponse" in p) or 1
    return dict(c)


def count_droid(path: Path) -> dict:
    """Droid: ``message`` lines, Anthropic blocks; the ``llm_only`` context is not a prompt."""
    c = Counter()
    for rec in _lines(path):
        if rec.get("type") != "message":
            continue
        msg = rec.get("message") or {}
        blocks = _blocks(msg.get("content"))
        if msg.get("role") == "assistant":
            c["assistant"] += 1
            c["tool_calls"] += sum(1 for b in blocks if b.get("type") == "tool_use")
        elif msg.get("role") == "user":
            results = sum(1 for b in blocks if b.get("type") == "tool_result")
            c["tool_results"] += results
            if not results and msg.get("visibility") != "llm_only":
                c["user"] += 1
    return dict(c)


def count_amp(path: Path) -> dict:
    """Amp thread: ``messages[]`` with Anthropic-style blocks, results by ``toolUseID``."""
    c = Counter()
    for msg in _doc(path).get("messages") or []:
        blocks = _blocks(msg.get("content"))
        if msg.get("role") == "assistant":
            c["assistant"] += 1
            c["tool_calls"] += sum(1 for b in blocks if b.get("type") == "tool_use")
        elif msg.get("role") == "user":
            results = sum(1 for b in blocks if b.get("type") == "tool_result")
            c["tool_results"] += results
            if not results:
                c["user"] += 1
    return dict(c)


def count_gemini(path: Path) -> dict:
    """Gemini CLI JSON (``messages[]``) or JSONL (upserts by id, ``$set`` patches)."""
    text = path.read_text(encoding="utf-8")
    try:
        messages = json.loads(text).get("messages") or []
    except ValueError:
        by_id: dict = {}
        for rec in _lines(path):
            if "$set" in rec and isinstance(rec["$set"].get("messages"), list):
                by_id = {m.get("id"): m for m in rec["$set"]["messages"]}
            elif "id" in rec and "type" in rec:
                by_id[rec["id"]] = rec
        messages = list(by_id.values())
    c = Counter()
    for m in messages:
        if m.get("type") == "user":
            c["user"] += 1
        elif m.get("type") == "gemini":
            c["assistant"] += 1
            calls = m.get("toolCalls") or []
            c["tool_calls"] += len(calls)
            c["tool_results"] += sum(1 for t in calls if t.get("result") is not None)
    return dict(c)


# Written by Kiro CLI itself, not by the model, when the user stops pending tool calls
# (amazon-q-developer-cli's conversation state: "add two new messages", the second an assistant
# message of this text): counted apart as a pseudo-assistant entry.
KIRO_NOTICE = "Tool uses were interrupted, waiting for the next user prompt"


def count_kiro(path: Path) -> dict:
    """Kiro export: ``log_entries[]`` of Prompt / AssistantMessage / ToolResults."""
    doc = _doc(path)
    entries = doc.get("log_entries") if isinstance(doc, dict) else None
    c = Counter()
    pseudo: list[str] = []
    for e in entries or []:
        content = _blocks((e.get("data") or {}).get("content"))
        if e.get("kind") == "Prompt":
            c["user"] += 1
        elif e.get("kind") == "AssistantMessage":
            texts = [b.get("data") for b in content if b.get("kind") == "text"]
            if len(texts) == len(content) == 1 and str(texts[0]).strip() == KIRO_NOTICE:
                c["pseudo"] += 1
                pseudo.append(KIRO_NOTICE)
                continue
            c["assistant"] += 1
            c["tool_calls"] += sum(1 for b in content if b.get("kind") == "toolUse")
        elif e.get("kind") == "ToolResults":
            c["tool_results"] += sum(1 for b in content if b.get("kind") == "toolResult")
    return {**c, "pseudo_texts": pseudo}


def count_claude_code(path: Path) -> dict:
    """Claude Code: ``user`` / ``assistant`` records; one assistant message per ``message.id``
    (a message is split over several records), results are ``tool_result`` blocks of user
    records, prompts the user records with text (``isMeta`` and interrupt notes are not typed)."""
    c = Counter()
    seen: set = set()
    calls: set = set()
    for rec in _lines(path):
        msg = rec.get("message") or {}
        content = msg.get("content")
        if rec.get("type") == "assistant":
            mid = msg.get("id") or rec.get("uuid")
            if mid not in seen:
                seen.add(mid)
                c["assistant"] += 1
            uses = [b for b in _blocks(content) if b.get("type") == "tool_use"]
            c["tool_calls"] += len(uses)
            calls.update(b.get("id") for b in uses)
        elif rec.get("type") == "user":
            blocks = [b for b in _blocks(content) if b.get("type") == "tool_result"]
            results = len(blocks)
            # a result whose call is not in the file (a slice that starts after the call) has
            # nothing to answer: counted apart, not as a result the rows should hold
            paired = sum(1 for b in blocks if b.get("tool_use_id") in calls)
            c["tool_results"] += paired
            c["orphan_results"] += results - paired
            text = (
                content
                if isinstance(content, str)
                else " ".join(b.get("text", "") for b in _blocks(content) if b.get("type") == "text")
            )
            if (
                not results
                and text.strip()
                and not rec.get("isMeta")
                and not text.startswith("[Request interrupted")
            ):
                c["user"] += 1
    return dict(c)


COUNTERS = {
    "claude_code": count_claude_code,
    "openclaw": count_pi_like,
    "pi": count_pi_like,
    "continue": count_continue,
    "qwen_code": count_qwen,
    "droid": count_droid,
    "amp": count_amp,
    "gemini_cli": count_gemini,
    "kiro": count_kiro,
}


# ---------------------------------------------------------------------------------------------


def row_counts(rows: list[dict]) -> dict:
    c = Counter()
    assistant_texts = []
    for row in rows:
        for m in row.get("messages") or []:
            role = m.get("role")
            if role == "user":
                c["user"] += 1
            elif role == "assistant":
                c["assistant"] += 1
                c["tool_calls"] += len(m.get("tool_calls") or [])
                if m.get("content"):
                    assistant_texts.append(m["content"])
            elif role == "tool":
                c["tool_results"] += 1
    return {**c, "assistant_texts": assistant_texts}


def load_rows(name: str, path: Path, cache_dir: str) -> tuple[list[dict], str | None]:
    import datasets

    import agent_traces  # noqa: F401  (registers the builders)

    try:
        ds = datasets.load_dataset(name, data_files=[str(path)], cache_dir=cache_dir, split="train")
    except Exception as err:  # a loader that raises is a finding, not a crash of the benchmark
        return [], f"{type(err).__name__}: {str(err)[:200]}"
    return [dict(r) for r in ds], None


def evaluate(root: Path) -> dict:
    from agent_traces.detect import detect_format, unknown_reason

    with open(root / "SOURCES.tsv", newline="", encoding="utf-8") as fh:
        sources = list(csv.DictReader(fh, delimiter="\t"))
    from agent_traces.detect import sniff_order

    sources_known = {cls.NAME for cls in sniff_order()}
    results = []
    with tempfile.TemporaryDirectory(prefix="heldout-cache-") as cache:
        for i, src in enumerate(sources):
            path = root / src["file"]
            expected = src["expected"]
            detected = detect_format(str(path))
            res = {"file": src["file"], "repo": src["repo"], "expected": expected, "detected": detected}
            no_source = expected == "none" or expected not in sources_known
            if detected is None:
                res["outcome"] = "unknown"
                res["reason"] = unknown_reason(str(path))
                res["ok"] = no_source
            elif no_source or detected != expected:
                rows, err = load_rows(detected, path, f"{cache}/{i}")
                res["rows"] = len(rows)
                # a look-alike claimed by a source that then gives no row (an index it
                # recognises) is not read as something it is not
                no_rows = not rows and (not err or err.startswith("NoTracesError"))
                res["outcome"] = "index (no rows)" if no_source and no_rows else "WRONG"
                res["ok"] = res["outcome"] != "WRONG"
                if err:
                    res["error"] = err
            else:
                res["outcome"] = "right"
                rows, err = load_rows(detected, path, f"{cache}/{i}")
                res["rows"] = len(rows)
                got = row_counts(rows)
                counter = COUNTERS.get(expected)
                raw = counter(path) if counter else {}
                res["counts"] = {
                    k: {"raw": raw.get(k, 0), "rows": got.get(k, 0)}
                    for k in ("user", "assistant", "tool_calls", "tool_results")
                }
                res["mismatches"] = (
                    [k for k, v in res["counts"].items() if v["raw"] != v["rows"]]
                    if counter
                    else ["no raw counter"]
                )
                pseudo = [
                    t
                    for t in raw.get("pseudo_texts", [])
                    if any(t.strip() == a.strip() for a in got["assistant_texts"])
                ]
                res["pseudo_in_assistant"] = len(pseudo)
                res["pseudo_raw"] = raw.get("pseudo", 0)
                res["ok"] = not err and not res["mismatches"] and not pseudo and bool(rows)
                if err:
                    res["error"] = err
            results.append(res)
    summary = Counter(r["outcome"] for r in results)
    traces = [r for r in results if r["expected"] in sources_known]
    return {
        "files": len(results),
        "traces": len(traces),
        "lookalikes": len(results) - len(traces),  # no trace, or a harness no source reads
        "outcomes": dict(summary),
        "traces_right": sum(1 for r in traces if r["outcome"] == "right"),
        "traces_unknown": sum(1 for r in traces if r["outcome"] == "unknown"),
        "wrong": sum(1 for r in results if r["outcome"] == "WRONG"),
        "count_mismatches": sum(1 for r in results if r.get("mismatches")),
        "pseudo_as_assistant": sum(r.get("pseudo_in_assistant", 0) for r in results),
        "results": results,
    }


def print_table(report: dict) -> None:
    print(f"{'outcome':<16} {'expected':<12} {'detected':<14} {'rows':>4}  file")
    for r in report["results"]:
        print(
            f"{r['outcome']:<16} {r['expected']:<12} {r['detected']!s:<14} {r.get('rows', ''):>4}  {r['file']}"
        )
        if r["outcome"] == "unknown":
            print(f"{'':<16} reason: {r['reason']}")
        if r.get("error"):
            print(f"{'':<16} error: {r['error']}")
        for k in r.get("mismatches") or []:
            v = r["counts"].get(k, {})
            print(f"{'':<16} count mismatch {k}: raw {v.get('raw')} rows {v.get('rows')}")
        if r.get("pseudo_in_assistant"):
            print(f"{'':<16} {r['pseudo_in_assistant']} pseudo-assistant entries became assistant turns")
    print()
    print(f"agent_traces: {report['agent_traces']}")
    print(
        f"files {report['files']} (traces {report['traces']}, look-alikes {report['lookalikes']}): "
        f"traces routed right {report['traces_right']}, traces unknown {report['traces_unknown']}, "
        f"WRONG {report['wrong']}, files with count mismatches {report['count_mismatches']}, "
        f"pseudo-assistant turns {report['pseudo_as_assistant']}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--repo",
        type=Path,
        default=Path(__file__).resolve().parent.parent,
        help="the checkout whose agent_traces is measured (default: this one, not the venv's install)",
    )
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.repo))
    logging.disable(logging.WARNING)
    import datasets

    datasets.disable_progress_bars()
    import agent_traces

    report = evaluate(args.folder)
    report["agent_traces"] = agent_traces.__file__
    if args.json:
        for r in report["results"]:
            r.pop("assistant_texts", None)
        print(json.dumps(report, indent=1, ensure_ascii=False))
    else:
        print_table(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
