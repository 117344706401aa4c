"""The held-out canaries (``benchmarks/heldout_canaries.py``) and their runner (issue 31).

These check the *instrument*, not the redactor: each generator makes fresh values in its
documented shape, the planting puts every place into a real Claude Code session, and every plant
reaches the published output when redaction is off. Recall is reported by
``benchmarks/heldout_eval.py`` and deliberately not asserted here (the redactor is being
rewritten; recall is measured, not gated yet).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.conftest import CORPUS, load_benchmark

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks"

pytestmark = [pytest.mark.corpus, pytest.mark.slow]


hc = load_benchmark("heldout_canaries")
he = load_benchmark("heldout_eval")

TUNED_KINDS = set(
    re.findall(r'add\(\s*f?"([a-z0-9_]+)"', (ROOT / "tests" / "canaries.py").read_text(encoding="utf-8"))
)


def test_enough_kinds_each_with_a_documented_source():
    assert len(hc.GENERATORS) >= 50
    for c in hc.heldout_canaries(0):
        assert c.source.strip() and ("http" in c.source or "rules" in c.source or "RFC" in c.source), c.kind
        assert c.kind not in TUNED_KINDS, f"{c.kind} is a tuned kind (tests/canaries.py)"


@pytest.mark.parametrize("seed", [0, 1, 2, 17, 123])
def test_values_match_the_documented_shape(seed):
    for c in hc.heldout_canaries(seed):
        v = c.parts[0]
        if c.number is not None:
            v = v.replace(" ", "").replace("-", "")
            assert str(c.number) == v, c.kind
            digits = [int(d) for d in str(c.number)][::-1]
            luhn = sum(d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(digits))
            assert luhn % 10 == 0, f"{c.kind}: {c.number} fails the Luhn check"
        assert re.fullmatch(c.shape, v), f"{c.kind}: {v!r} does not match {c.shape}"
        for p in c.parts:
            assert p in c.text, f"{c.kind}: part {p!r} not in its text"
            assert len(p) >= 6, f"{c.kind}: part {p!r} too short to search for"
        assert "\n" not in c.bare, c.kind


def test_values_are_fresh_each_seed_and_each_call():
    a = {c.kind: c.parts for c in hc.heldout_canaries(0)}
    b = {c.kind: c.parts for c in hc.heldout_canaries(1)}
    assert a == {c.kind: c.parts for c in hc.heldout_canaries(0)}, "not reproducible with a seed"
    same = [k for k in a if a[k] == b[k]]
    assert not same, f"same value under two seeds: {same}"
    g = hc._R(5)
    for kind in hc.GENERATORS:
        vals = {hc.fresh(kind, g).parts for _ in range(16)}
        assert len(vals) == 16, f"{kind}: repeated values among 16 draws"


SETS = sorted(p.stem for p in BENCH.glob("heldout*_canaries.py"))


@pytest.mark.parametrize("name", SETS)
def test_every_set_plants_searchable_fresh_values_with_a_source(name):
    """Each canary set is sound on its own: every needle is in its text and long enough to
    search for, ``bare`` fits a one-line field, a source is cited, and values are fresh per seed
    but reproducible with one."""
    mod = load_benchmark(name)
    assert len(mod.GENERATORS) >= 50, name
    for seed in (0, 1):
        for c in mod.heldout_canaries(seed):
            assert c.source.strip(), f"{name}/{c.kind}: no source"
            assert "\n" not in c.bare and c.bare, f"{name}/{c.kind}: bare"
            for p in c.parts:
                assert p in c.text and len(p) >= 6, f"{name}/{c.kind}: part {p!r}"
    a = {c.kind: c.parts for c in mod.heldout_canaries(0)}
    assert a == {c.kind: c.parts for c in mod.heldout_canaries(0)}, f"{name}: not reproducible"
    b = {c.kind: c.parts for c in mod.heldout_canaries(1)}
    assert not [k for k in a if a[k] == b[k]], f"{name}: same values under two seeds"


def test_planting_writes_every_place_into_a_real_session():
    base = he._base_records(he.DEFAULT_BASE, 40)
    assert base, f"no base session under {CORPUS}"
    g = hc._R(0)
    for k, kind in enumerate(hc.GENERATORS):
        folder, sid, recs, plants = he.plant_kind(kind, g, base, k)
        numeric = any(p["place"] == "json_number" for p in plants)
        assert len(plants) == (16 if numeric else 15), kind
        dump = folder + "\n" + sid + "\n" + "\n".join(json.dumps(r, ensure_ascii=False) for r in recs)
        for p in plants:
            for n in p["needles"]:
                assert n in dump or json.dumps(n)[1:-1] in dump, f"{kind}/{p['place']}: {n!r} not planted"


def test_a_value_of_another_script_is_not_counted_in_the_project_folder(monkeypatch):
    """Claude Code makes every character but ASCII letters, digits and ``-`` a dash in a project
    folder's name: a bare value in another script leaves nothing of itself there, so the harness
    must not count that place (it would read as a leak whatever the redactor did)."""
    reg = hc.Registry()

    @reg.kind("script_only", "test", r".+")
    def _script_only(g):
        return "адрес: ул. Ленина 5", ["ул. Ленина 5"], "улЛенина"

    @reg.kind("latin", "test", r".+")
    def _latin(g):
        return "addr: Ermou 17", ["Ermou 17"], "Ermou-17-10563"

    monkeypatch.setattr(he, "GENERATORS", reg.generators)
    base = he._base_records(he.DEFAULT_BASE, 40)
    assert base, f"no base session under {CORPUS}"
    places = {
        k: {p["place"] for p in he.plant_kind(k, hc._R(0), base, i)[3]} for i, k in enumerate(reg.generators)
    }
    assert "project_folder" not in places["script_only"]
    assert "project_folder" in places["latin"] and "cwd" in places["script_only"]


def test_every_place_reaches_the_output_without_redaction(tmp_path):
    """The harness is sound: with --no-redact every planted value is found in the output, so a
    value missing after redaction was removed by the redactor, not lost by the pipeline."""
    base = he._base_records(he.DEFAULT_BASE, 40)
    g = hc._R(3)
    src = tmp_path / "in"
    plants = []
    for k, kind in enumerate(["card_jcb", "telegram_bot_in_url", "gcp_sa_json_escaped", "netrc_one_line"]):
        folder, sid, recs, pl = he.plant_kind(kind, g, base, k)
        (src / folder).mkdir(parents=True)
        (src / folder / f"{sid}.jsonl").write_text(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs), encoding="utf-8"
        )
        plants += pl
    he.publish(src, tmp_path / "out", False, "native")
    blob = he.output_text(tmp_path / "out")
    missing = [(p["kind"], p["place"]) for p in plants if not all(he.present(blob, n) for n in p["needles"])]
    assert not missing, f"planted but absent even without redaction: {missing}"
