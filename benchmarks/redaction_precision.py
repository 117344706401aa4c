"""Precision and recall of the secret rules on the real corpus, against labels set by hand.

    PYTHONPATH=. python benchmarks/redaction_precision.py [--corpus ../shared/corpus] [--write-unlabelled]

Every finding of the ``secret`` category on every string of the corpus is looked up in
``benchmarks/redaction_labels.json`` (by the sha256 of the value and its kind; the value itself
is only stored masked): ``true`` a real credential, ``false`` not one. The labels also list
values that an earlier version replaced and that were judged not secret, and real credentials
no rule finds (``found_by: null``), so recall is counted over every true value labelled.
Prints one line per kind and the totals; exits 1 when a finding is not labelled yet
(``--write-unlabelled`` adds them to the file as ``"label": null`` for a person to decide).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LABELS = ROOT / "benchmarks" / "redaction_labels.json"
sys.path.insert(0, str(ROOT / "tests"))


def digest(value: str) -> str:
    return hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()


def secret_findings(corpus: Path) -> dict[tuple[str, str], dict]:
    """``(kind, sha256 of value)`` → the masked value, a file it was found in and how often."""
    from corpus_strings import strings_of

    from agent_traces.redact import Redactor, mask

    redactor = Redactor(usernames=[], hostnames=[])
    found: dict[tuple[str, str], dict] = {}
    for path in sorted(p for p in corpus.rglob("*") if p.is_file() and p.name != "MANIFEST.md"):
        for text in strings_of(path):
            for f in redactor.find(text):
                if f.category != "secret":
                    continue
                value = text[f.start : f.end]
                entry = found.setdefault(
                    (f.kind, digest(value)),
                    {"masked": mask(value), "file": str(path.relative_to(corpus)), "count": 0},
                )
                entry["count"] += 1
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--write-unlabelled", action="store_true")
    args = parser.parse_args()
    labels = json.loads(LABELS.read_text(encoding="utf-8"))
    by_key = {(e["found_by"], e["sha256"]): e for e in labels["findings"] if e.get("found_by")}
    true_values = {e["sha256"] for e in labels["findings"] if e["label"] is True}
    found = secret_findings(args.corpus)
    unlabelled = [(k, v) for k, v in found.items() if k not in by_key]
    per_kind: dict[str, Counter] = defaultdict(Counter)
    for kind, sha in found:
        entry = by_key.get((kind, sha))
        label = entry["label"] if entry else None
        per_kind[kind]["true" if label is True else "false" if label is False else "unlabelled"] += 1
    found_true = {sha for (_, sha) in found if sha in true_values}
    print(f"{'kind':<26} {'found':>5} {'true':>5} {'false':>5} {'unlabelled':>10} precision")
    for kind, c in sorted(per_kind.items()):
        judged = c["true"] + c["false"]
        precision = f"{c['true'] / judged:.2f}" if judged else "-"
        print(
            f"{kind:<26} {sum(c.values()):>5} {c['true']:>5} {c['false']:>5} {c['unlabelled']:>10} {precision}"
        )
    tp = sum(c["true"] for c in per_kind.values())
    fp = sum(c["false"] for c in per_kind.values())
    print(
        f"all secret kinds: {tp + fp} judged findings, precision {tp / max(1, tp + fp):.2f}; recall "
        f"{len(found_true)}/{len(true_values)} labelled real credentials found "
        f"({len(found_true) / max(1, len(true_values)):.2f})"
    )
    if unlabelled:
        print(f"{len(unlabelled)} finding(s) not labelled yet:")
        for (kind, _), info in unlabelled:
            print(f"  {kind} {info['masked']} in {info['file']}")
        if args.write_unlabelled:
            for (kind, sha), info in unlabelled:
                labels["findings"].append(
                    {
                        "found_by": kind,
                        "sha256": sha,
                        "masked": info["masked"],
                        "file": info["file"],
                        "label": None,
                        "why": "",
                    }
                )
            LABELS.write_text(json.dumps(labels, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
