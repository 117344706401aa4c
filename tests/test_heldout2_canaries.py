"""The second held-out canary set (``benchmarks/heldout2_canaries.py``) and its runner (issue 31).

Checks of the *instrument*, like ``tests/test_heldout_canaries.py``: every generator draws fresh
values in its documented shape, reproducibly per seed; every part is inside its text; every place
is planted into a real Claude Code session; and with redaction off every plant reaches the output,
so a value missing after redaction was removed by the redactor. Recall is measured by
``benchmarks/heldout_eval.py --canaries heldout2_canaries``, never asserted here.
"""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest

from tests.conftest import CORPUS, load_benchmark

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks"


h2 = load_benchmark("heldout2_canaries")
he = load_benchmark("heldout_eval")

GROUPS = {
    "cloud": ("aws_", "gcp_", "azure_", "alibaba_", "oracle_", "ibm_", "digitalocean_", "cloudflare_"),
    "keys": ("pem_", "openssh_", "putty_", "pgp_", "pkcs12_"),
    "personal": ("card_", "iban_", "phone_", "email_"),
}


def _luhn_ok(n: int) -> bool:
    digits = [int(d) for d in str(n)][::-1]
    return (
        sum(d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(digits)) % 10 == 0
    )


def _iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def test_enough_kinds_spread_over_groups_each_with_a_source():
    assert len(h2.GENERATORS) >= 70
    for grp, prefixes in GROUPS.items():
        assert sum(k.startswith(prefixes) for k in h2.GENERATORS) >= 5, grp
    scanner = [
        k for k, s in h2.SOURCES.items() if "gitleaks" in s or "trufflehog" in s or "detect-secrets" in s
    ]
    assert len(scanner) * 3 <= len(h2.GENERATORS), "more than a third cite a scanner rule"
    for c in h2.heldout_canaries(0):
        assert c.source.strip() and ("http" in c.source or "rules" in c.source), c.kind


def test_sources_tsv_lists_every_kind():
    with (BENCH / "heldout2_sources.tsv").open(encoding="utf-8") as fh:
        rows = {r["kind"]: r["source"] for r in csv.DictReader(fh, delimiter="\t")}
    assert rows == h2.SOURCES


def test_second_set_is_separate_from_the_first():
    h1 = load_benchmark("heldout_canaries")
    assert h2.GENERATORS is not h1.GENERATORS
    assert not set(h2.GENERATORS) & set(h1.GENERATORS)


@pytest.mark.parametrize("seed", [0, 1, 2, 17, 123])
def test_values_match_the_documented_shape(seed):
    for c in h2.heldout_canaries(seed):
        v = c.parts[0]
        if c.number is not None:
            assert str(c.number) == v.replace(" ", "").replace("-", ""), c.kind
            assert _luhn_ok(c.number), f"{c.kind}: {c.number} fails the Luhn check"
        if c.kind.startswith("iban_"):
            assert _iban_ok(v), f"{c.kind}: {v} fails the ISO 13616 mod-97 check"
        assert re.fullmatch(c.shape, v), f"{c.kind}: {v!r} does not match {c.shape}"
        for p in c.parts:
            assert p in c.text, f"{c.kind}: part {p!r} not in its text"
            assert len(p) >= 6, f"{c.kind}: part {p!r} too short to search for"
        assert c.bare and "\n" not in c.bare, c.kind


def test_checks_reject_bad_values():
    """The Luhn and IBAN checks above can fail: one digit off breaks both."""
    c = next(c for c in h2.heldout_canaries(0) if c.kind == "card_visa_spaced_receipt")
    assert _luhn_ok(c.number) and not _luhn_ok(c.number + 1)
    iban = next(c for c in h2.heldout_canaries(0) if c.kind == "iban_gb_electronic").parts[0]
    bad = iban[:-1] + str((int(iban[-1]) + 1) % 10)
    assert _iban_ok(iban) and not _iban_ok(bad)


def test_values_are_fresh_each_seed_and_each_call():
    a = {c.kind: c.parts for c in h2.heldout_canaries(0)}
    b = {c.kind: c.parts for c in h2.heldout_canaries(1)}
    assert a == {c.kind: c.parts for c in h2.heldout_canaries(0)}, "not reproducible with a seed"
    assert not [k for k in a if a[k] == b[k]], "same value under two seeds"
    g = h2._R(5)
    for kind in h2.GENERATORS:
        vals = {h2.fresh(kind, g).parts for _ in range(16)}
        assert len(vals) == 16, f"{kind}: repeated values among 16 draws"


@pytest.fixture
def second_set(monkeypatch):
    monkeypatch.setattr(he, "GENERATORS", h2.GENERATORS)


@pytest.mark.corpus
def test_planting_writes_every_place_into_a_real_session(second_set):
    base = he._base_records(he.DEFAULT_BASE, 40)
    assert base, f"no base session under {CORPUS}"
    g = h2._R(0)
    for k, kind in enumerate(h2.GENERATORS):
        folder, sid, recs, plants = he.plant_kind(kind, g, base, k)
        numeric = any(p["place"] == "json_number" for p in plants)
        assert len(plants) == (16 if numeric else 15), kind
        dump = folder + "\n" + sid + "\n" + "\n".join(json.dumps(r, ensure_ascii=False) for r in recs)
        for p in plants:
            for n in p["needles"]:
                assert n in dump or json.dumps(n)[1:-1] in dump, f"{kind}/{p['place']}: {n!r} not planted"


@pytest.mark.corpus
@pytest.mark.slow
def test_every_place_reaches_the_output_without_redaction(second_set, tmp_path):
    """With --no-redact every plant of every kind is found in the output: the harness is sound for
    this set, so a value missing after redaction was removed by the redactor."""
    base = he._base_records(he.DEFAULT_BASE, 40)
    g = h2._R(3)
    src = tmp_path / "in"
    plants = []
    for k, kind in enumerate(h2.GENERATORS):
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


def test_eval_cli_selects_the_second_set(monkeypatch):
    monkeypatch.setattr(he, "GENERATORS", he.GENERATORS)
    he.use_canaries("heldout2_canaries")
    assert he.GENERATORS is h2.GENERATORS
