"""Would a learned judge catch what the rules miss? An experiment for issue 31, not a detector.

After nine rounds of rules, unseen recall moved 0-5 points a round. This script asks whether a
judge learned from the canary generators would generalize better than rules written from them.

- **Candidates**: the tokens left in the redacted text that could be a drawn value or an id: 6-100
  characters with a digit, a case change or a symbol, split at spaces, quotes, brackets, ``=``,
  ``:``, ``/``, ``@``; placeholders are skipped.
- **Features** (hashed to 2^20): the token's shape (character classes and run lengths), length,
  entropy, case changes, hex/UUID/date/version/TLD flags, how many of its letter runs can be
  spoken; its context: the key before it (whole, camelCase/snake parts, character trigrams), the
  separator, the three words before it, the first word of its line (the command), the word after
  it, the last two words of the line before, whether it is quoted; the key and separator crossed
  with the shape.
- **Training**: logistic regression (AdaGrad, fixed seed). Positives: the candidates that overlap
  a part of fresh draws of every kind of the training sets. Negatives: the other candidates of
  those draws, and every candidate of the redacted strings of one half of ``../shared/corpus``
  (files split by the CRC-32 of their path).
- **Measure**: on fresh draws of the evaluation sets, a draw is caught when none of its parts is
  left after the redactor and then the judge (every candidate scoring over the threshold
  replaced); next to it, what the judge replaces in the other half of the corpus, per MB.

    PYTHONPATH=. python benchmarks/learned_judge.py --train 1-23 --eval 24,25
    PYTHONPATH=. python benchmarks/learned_judge.py --train 1-25 --eval 26,27 --neg-weight 5

Needs ``../shared/corpus``; about a minute and a half of corpus reading per half on 2 cores.
"""

from __future__ import annotations

import argparse
import importlib
import math
import re
import sys
import zlib
from collections import Counter
from itertools import pairwise
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from corpus_strings import strings_of  # noqa: E402

from agent_traces.redact import Redactor  # noqa: E402
from agent_traces.redact.syllables import HUMPS, speakable  # noqa: E402

CORPUS = ROOT.parent / "shared" / "corpus"
DIM = 1 << 20
RUN = re.compile(r"[^\s\"'`()\[\]{}<>,;|=]+")
SPLIT = re.compile(r"[:/@\\]+")
PLACEHOLDER = re.compile(r"^[A-Z]+(?:_[A-Z]+)*_[0-9a-f]{8}$")
WORD = re.compile(r"[^\W_]+(?:[_.\-][^\W_]+)*|[^\s\w]+")
LAST_WORD = re.compile(r"([^\W\d_][\w.\-]*)[^\w\n]*$")
NEXT_WORD = re.compile(r"^[^\w\n]*([^\W_][\w.\-]*)")
CAMEL = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+|[^\W\d_A-Za-z]+")
DATE = re.compile(r"^\d{1,4}[-./]\d{1,2}[-./]\d{1,4}$")
VERSION = re.compile(r"^v?\d+(?:\.\d+)+(?:[-+]\w+)*$")
TLD = re.compile(r"\.[a-z]{2,6}$")
HEX = re.compile(r"^[0-9a-fA-F]+$")
UUID = re.compile(r"^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$")
SYMBOLS = frozenset("!#$%^&*~+?")


def candidates(text: str):
    for m in RUN.finditer(text):
        run, pos = m.group(), 0
        for piece in SPLIT.split(run):
            i = run.find(piece, pos)
            pos = i + len(piece)
            value = piece.rstrip(".,")
            stripped = value.lstrip(".-_*")
            i += len(value) - len(stripped)
            value = stripped
            if not 6 <= len(value) <= 100 or PLACEHOLDER.match(value):
                continue
            digit = any(c.isdigit() for c in value)
            case = any(c.isupper() for c in value[1:]) and any(c.islower() for c in value)
            if digit or case or any(c in SYMBOLS for c in value):
                yield m.start() + i, m.start() + i + len(value)


def _cls(c: str) -> str:
    if c.isdigit():
        return "9"
    if c.isalpha():
        return ("A" if c.isupper() else "a") if c.isascii() else "U"
    return c if c in "-_." else "S"


def _bucket(n: float, edges: tuple) -> int:
    return next((i for i, e in enumerate(edges) if n < e), len(edges))


def _entropy(v: str) -> float:
    return -sum(x / len(v) * math.log2(x / len(v)) for x in Counter(v).values())


def value_features(v: str) -> list[str]:
    classes = "".join(_cls(c) for c in v)
    runs = re.findall(r"((.)\2*)", classes)
    f = [
        "shape:" + "".join(r[1] for r in runs)[:10],
        "shapeL:" + "".join(f"{r[1]}{min(len(r[0]), 20)}" for r in runs)[:30],
        "cls:" + "".join(sorted(set(classes))),
        f"len:{_bucket(len(v), (7, 9, 11, 13, 17, 21, 25, 33, 41, 65))}",
        f"ent:{int(_entropy(v) * 2)}",
        f"chg:{_bucket(sum(a != b for a, b in pairwise(classes)) / len(v), (0.05, 0.1, 0.2, 0.3, 0.45))}",
        "pre:" + v[:3].lower(),
    ]
    for flag, test in (
        ("uuid", UUID.match),
        ("date", DATE.match),
        ("version", VERSION.match),
        ("tld", TLD.search),
    ):
        if test(v):
            f.append(flag)
    if HEX.match(v):
        f.append(f"hex:{_bucket(len(v), (8, 12, 17, 25, 33, 41, 65))}")
    if v.isdigit():
        f.append(f"digits:{min(len(v), 25)}")
    if "." in v:
        f.append("dot")
    letters = [p.lower() for p in HUMPS.findall(v) if p.isalpha() and p.isascii() and len(p) > 2]
    if letters:
        f.append(f"speak:{_bucket(sum(map(speakable, letters)) / len(letters), (0.34, 0.67, 0.99))}")
        f.extend("vw:" + p for p in letters if speakable(p))
    return f


def context_features(text: str, s: int, e: int) -> list[str]:
    f = []
    ls = text.rfind("\n", 0, s) + 1
    le = text.find("\n", e)
    le = len(text) if le < 0 else le
    before, after = text[max(ls, s - 120) : s], text[e : min(le, e + 60)]
    m = LAST_WORD.search(before)
    if m:
        key = m.group(1)
        f += ["sep:" + before[m.end(1) :].replace(" ", "_")[-4:], "key:" + key.lower()[-30:]]
        f += ["ks:" + p.lower() for p in CAMEL.findall(key)]
        k = "^" + re.sub(r"[^\w]", "", key.lower()) + "$"
        f += ["k3:" + k[i : i + 3] for i in range(len(k) - 2)]
    else:
        f.append("nokey")
        if not before.strip():
            f.append("linestart")
    f += ["w:" + w.lower()[:30] for w in WORD.findall(before)[-4:-1]]
    head = WORD.findall(text[ls : min(le, ls + 80)])
    if head:
        f.append(
            "head:" + (head[1] if head[0] in ("$", ">", "#", "%") and len(head) > 1 else head[0]).lower()[:30]
        )
    m = NEXT_WORD.search(after)
    f.append("next:" + m.group(1).lower()[:30] if m else "lineend")
    if s > 0 and text[s - 1] in "\"'`":
        f.append("quoted")
    if ls > 1:
        prev = text[text.rfind("\n", 0, ls - 1) + 1 : ls - 1]
        f += ["pl:" + w.lower()[:30] for w in WORD.findall(prev)[-2:]]
    return f


def features(text: str, s: int, e: int) -> list[int]:
    vf, cf = value_features(text[s:e]), context_features(text, s, e)
    cross = [c + "|" + vf[0] for c in cf if c.startswith(("ks:", "key:", "head:", "sep:"))]
    return [zlib.crc32(x.encode()) & (DIM - 1) for x in [*vf, *cf, *cross, "bias"]]


def _pack(rows: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    indptr = np.zeros(len(rows) + 1, dtype=np.int64)
    np.cumsum([len(r) for r in rows], out=indptr[1:])
    return indptr, np.fromiter((i for r in rows for i in r), dtype=np.int64, count=int(indptr[-1]))


def score(w: np.ndarray, rows: list[list[int]]) -> np.ndarray:
    if not rows:
        return np.zeros(0)
    indptr, indices = _pack(rows)
    return np.add.reduceat(w[indices], indptr[:-1])


def train(
    rows: list[list[int]], y: list[int], weight: list[float], epochs: int = 6, batch: int = 512
) -> np.ndarray:
    indptr, indices = _pack(rows)
    lens = np.diff(indptr)
    y_, sw = np.asarray(y, dtype=float), np.asarray(weight, dtype=float)
    w, g2 = np.zeros(DIM), np.full(DIM, 1e-8)
    rng = np.random.default_rng(0)
    for _ in range(epochs):
        order = rng.permutation(len(y_))
        for b in range(0, len(order), batch):
            picked = order[b : b + batch]
            idx = np.concatenate([indices[indptr[r] : indptr[r + 1]] for r in picked])
            starts = np.concatenate(([0], np.cumsum(lens[picked])[:-1]))
            p = 1 / (1 + np.exp(-np.clip(np.add.reduceat(w[idx], starts), -30, 30)))
            grad = np.zeros(DIM)
            np.add.at(grad, idx, np.repeat((p - y_[picked]) * sw[picked], lens[picked]))
            u = np.unique(idx)
            gu = grad[u] + 1e-6 * w[u]
            g2[u] += gu**2
            w[u] -= 0.3 * gu / np.sqrt(g2[u])
    return w


def _module(n: int):
    return importlib.import_module(f"heldout{n}_canaries" if n > 1 else "heldout_canaries")


def _draws(sets: list[int], seed: int, draws: int):
    """``(set, canary)`` for ``draws`` fresh draws of every kind of ``sets``, in a fixed order."""
    for n in sets:
        m = _module(n)
        g = m._R(seed + n)
        for kind in m.GENERATORS:
            for _ in range(draws):
                yield n, m.fresh(kind, g)


def generator_rows(sets: list[int], seed: int, draws: int) -> tuple[list, list]:
    rows, labels = [], []
    for _, c in _draws(sets, seed, draws):
        spans = [(i, i + len(p)) for p in c.parts for i in _find_all(c.text, p)]
        for s, e in candidates(c.text):
            rows.append(features(c.text, s, e))
            labels.append(int(any(s < pe and ps < e for ps, pe in spans)))
    return rows, labels


def _find_all(text: str, part: str):
    i = text.find(part)
    while i >= 0:
        yield i
        i = text.find(part, i + 1)


def corpus_rows(redactor: Redactor, half: int) -> tuple[list, list, int]:
    """Candidates of the redacted strings of the corpus files whose path's CRC-32 is ``half`` mod 2."""
    rows, where, size = [], [], 0
    for path in sorted(p for p in CORPUS.rglob("*") if p.is_file() and p.name != "MANIFEST.md"):
        rel = str(path.relative_to(CORPUS))
        if zlib.crc32(rel.encode()) % 2 != half or path.stat().st_size > 20_000_000:
            continue
        for text in dict.fromkeys(t for t in strings_of(path) if len(t) >= 6):
            red = redactor.redact_text(text)
            size += len(red.encode())
            for s, e in candidates(red):
                rows.append(features(red, s, e))
                where.append((rel, red[s:e]))
    return rows, where, size


def recall(
    redactor: Redactor, w: np.ndarray, sets: list[int], seed: int, draws: int, thresholds: list[float]
):
    caught = {n: Counter() for n in sets}
    total = Counter()
    for n, c in _draws(sets, seed, draws):
        red = redactor.redact_text(c.text)
        total[n] += 1
        spans = list(candidates(red))
        z = score(w, [features(red, s, e) for s, e in spans])
        for th in [None, *thresholds]:
            out = red
            if th is not None:
                for (s, e), zz in sorted(zip(spans, z, strict=True), reverse=True):
                    if zz > th:
                        out = out[:s] + "<J>" + out[e:]
            if not any(p in out for p in c.parts):
                caught[n][th] += 1
    return {n: {th: round(100 * caught[n][th] / total[n], 1) for th in [None, *thresholds]} for n in sets}


def _sets(spec: str) -> list[int]:
    out = []
    for part in spec.split(","):
        a, _, b = part.partition("-")
        out += list(range(int(a), int(b or a) + 1))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--train", default="1-23")
    ap.add_argument("--eval", default="24,25")
    ap.add_argument("--draws", type=int, default=4)
    ap.add_argument("--neg-weight", type=float, default=1.0)
    ap.add_argument("--thresholds", default="0,1,2,3,4,5")
    args = ap.parse_args()
    if not CORPUS.is_dir():
        sys.exit(f"needs {CORPUS}")
    redactor = Redactor()
    rows, labels = generator_rows(_sets(args.train), 100, args.draws)
    weights = [1.0] * len(rows)
    neg, _, _ = corpus_rows(redactor, 0)
    held, where, size = corpus_rows(redactor, 1)
    w = train(rows + neg, labels + [0] * len(neg), weights + [args.neg_weight] * len(neg))
    thresholds = [float(t) for t in args.thresholds.split(",")]
    rec = recall(redactor, w, _sets(args.eval), 300, 3, thresholds)
    z = score(w, held)
    print(
        f"trained on sets {args.train}: {len(rows)} generator candidates ({sum(labels)} parts), {len(neg)} corpus candidates"
    )
    print(f"held corpus half: {len(held)} candidates in {size / 1e6:.1f} MB of redacted strings")
    print("threshold | " + " | ".join(f"set {n} text" for n in rec) + " | corpus flags (per MB, distinct)")
    for th in [None, *thresholds]:
        flagged = np.nonzero(z > th)[0] if th is not None else []
        cells = " | ".join(str(rec[n][th]) for n in rec)
        dist = len({where[i][1] for i in flagged})
        print(
            f"{'rules only' if th is None else th} | {cells} | {len(flagged)} ({len(flagged) / (size / 1e6):.1f}/MB, {dist})"
        )


if __name__ == "__main__":
    main()
