"""Held-out canary sets 4 to 25 (``benchmarks/heldout<N>_canaries.py``): checks of the *instrument*.

Sets 1 to 3 have their own files; these sets share one interface (``GENERATORS``, ``SOURCES``,
``heldout_canaries(seed)``, ``fresh``, ``_R``), so one file checks them all: every kind cites a
source, listed in its ``heldout<N>_sources.tsv``; values follow the documented shape, every part
is inside its text and long enough to search for, and values are fresh per seed and per draw; and
with redaction off every plant reaches the published output, so a value missing after redaction
was removed by the redactor. Recall is measured by ``benchmarks/heldout_eval.py --canaries
heldout<N>_canaries`` and never asserted here: these sets are held out from the rules, and their
failures print kind names only, never values.
"""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path
from types import ModuleType

import pytest

from tests.conftest import load_benchmark

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks"
SETS = list(range(4, 38))


he = load_benchmark("heldout_eval")


@pytest.fixture(params=SETS, ids=lambda n: f"set{n}")
def canary_set(request: pytest.FixtureRequest) -> ModuleType:
    return load_benchmark(f"heldout{request.param}_canaries")


def test_every_kind_cites_a_source_listed_in_its_tsv(canary_set: ModuleType) -> None:
    assert len(canary_set.GENERATORS) >= 50
    tsv = BENCH / f"{canary_set.__name__.removesuffix('_canaries')}_sources.tsv"
    with tsv.open(encoding="utf-8") as fh:
        rows = {r["kind"]: r["source"] for r in csv.DictReader(fh, delimiter="\t")}
    assert rows == canary_set.SOURCES
    assert set(canary_set.SOURCES) == set(canary_set.GENERATORS)
    unsourced = [c.kind for c in canary_set.heldout_canaries(0) if not c.source.strip()]
    assert not unsourced


@pytest.mark.parametrize("seed", [0, 1, 17])
def test_values_follow_their_shape_and_are_searchable(canary_set: ModuleType, seed: int) -> None:
    off_shape, outside, short = [], [], []
    for c in canary_set.heldout_canaries(seed):
        # a shape describes a part, the bare value, or (set 6) a value beside them in the text
        whole = any(re.fullmatch(c.shape, x) for x in (*c.parts, c.bare))
        if not whole and not re.search(c.shape, c.text):
            off_shape.append(c.kind)
        if any(p not in c.text for p in c.parts):
            outside.append(c.kind)
        if any(len(p) < 6 for p in c.parts) or not c.bare or "\n" in c.bare:
            short.append(c.kind)
    assert not off_shape, f"values off their documented shape: {off_shape}"
    assert not outside, f"parts missing from their text: {outside}"
    assert not short, f"parts too short to search for, or a bare value with a line break: {short}"


def test_values_are_fresh_each_seed_and_each_draw(canary_set: ModuleType) -> None:
    a = {c.kind: c.parts for c in canary_set.heldout_canaries(0)}
    assert a == {c.kind: c.parts for c in canary_set.heldout_canaries(0)}, "not reproducible with a seed"
    b = {c.kind: c.parts for c in canary_set.heldout_canaries(1)}
    assert not [k for k in a if a[k] == b[k]], "same value under two seeds"
    g = canary_set._R(5)
    repeated = [k for k in canary_set.GENERATORS if len({canary_set.fresh(k, g).parts for _ in range(8)}) < 8]
    assert not repeated, f"repeated values among 8 draws: {repeated}"


@pytest.mark.corpus
@pytest.mark.slow
def test_every_place_reaches_the_output_without_redaction(
    canary_set: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With redaction off every plant of every kind is found in the output: the harness is sound
    for the set (a value longer than a file name allows is cut by ``plant_kind``, and only what
    is left is looked for)."""
    monkeypatch.setattr(he, "GENERATORS", canary_set.GENERATORS)
    base = he._base_records(he.DEFAULT_BASE, 40)
    assert base, "no base session in the corpus"
    g = canary_set._R(3)
    src = tmp_path / "in"
    plants = []
    for k, kind in enumerate(canary_set.GENERATORS):
        folder, sid, recs, pl = he.plant_kind(kind, g, base, k)
        (src / folder).mkdir(parents=True, exist_ok=True)
        (src / folder / f"{sid}.jsonl").write_text(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs), encoding="utf-8"
        )
        plants += pl
    he.publish(src, tmp_path / "out", False, "native")
    blob = he.output_text(tmp_path / "out")
    missing = sorted({p["kind"] for p in plants if not all(he.present(blob, n) for n in p["needles"])})
    assert not missing, f"kinds planted but absent even without redaction: {missing}"
