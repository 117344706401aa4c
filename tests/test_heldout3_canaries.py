"""The third held-out canary set (``benchmarks/heldout3_canaries.py``) and its runner (issue 31).

Checks of the *instrument*, like ``tests/test_heldout2_canaries.py``: every generator draws fresh
values in its documented shape and checksum, reproducibly per seed; every part is inside its text;
every place is planted into a real Claude Code session; and with redaction off every plant reaches
the output, so a value missing after redaction was removed by the redactor. Recall is measured by
``benchmarks/heldout_eval.py --canaries heldout3_canaries``, never asserted here.
"""

from __future__ import annotations

import csv
import hashlib
import json
import re
from pathlib import Path

import pytest

from tests.conftest import CORPUS, load_benchmark

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks"


h3 = load_benchmark("heldout3_canaries")
he = load_benchmark("heldout_eval")

GROUPS = {
    "self-hosted": ("selfhosted_",),
    "regional clouds and SaaS": ("regional_", "saas_"),
    "mobile, game, ads": ("mobile_",),
    "wallets": ("crypto_",),
    "network and hashes": ("net_", "hash_"),
    "infrastructure files": ("infra_",),
    "personal": ("pid_", "contact_", "pay_", "iban3_"),
}
SCANNERS = ("gitleaks", "trufflehog", "detect-secrets", "kingfisher", "betterleaks", "2ms")
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _luhn_ok(n: int | str) -> bool:
    digits = [int(d) for d in str(n)][::-1]
    return (
        sum(d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(digits)) % 10 == 0
    )


def _iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def _pesel_ok(p: str) -> bool:
    return sum(int(d) * w for d, w in zip(p, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1], strict=True)) % 10 == 0


def _bsn_ok(b: str) -> bool:
    return sum(int(d) * w for d, w in zip(b, [9, 8, 7, 6, 5, 4, 3, 2, -1], strict=True)) % 11 == 0


def _cpf_ok(c: str) -> bool:
    d = [int(x) for x in re.sub(r"\D", "", c)]
    d1 = sum(a * w for a, w in zip(d[:9], range(10, 1, -1), strict=True)) * 10 % 11 % 10
    d2 = sum(a * w for a, w in zip(d[:10], range(11, 1, -1), strict=True)) * 10 % 11 % 10
    return d[9:] == [d1, d2]


def _b58check_ok(s: str) -> bool:
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


CHECKS = {
    "pid_pl_pesel": _pesel_ok,
    "pid_nl_bsn": _bsn_ok,
    "pid_br_cpf": _cpf_ok,
    "pid_se_personnummer": lambda v: _luhn_ok(v.replace("-", "")),
    "pid_ca_sin": lambda v: _luhn_ok(v.replace("-", "")),
    "pid_za_id_number": _luhn_ok,
    "pid_fr_nir": lambda v: (lambda s: 97 - int(s[:13]) % 97 == int(s[13:]))(v.replace(" ", "")),
    "crypto_wif_compressed": _b58check_ok,
    "crypto_xprv_extended_key": _b58check_ok,
}


def test_enough_kinds_spread_over_groups_each_with_a_source():
    assert len(h3.GENERATORS) >= 80
    for grp, prefixes in GROUPS.items():
        assert sum(k.startswith(prefixes) for k in h3.GENERATORS) >= 5, grp
    assert all(k.startswith(tuple(p for ps in GROUPS.values() for p in ps)) for k in h3.GENERATORS)
    scanner = [k for k, s in h3.SOURCES.items() if any(x in s for x in SCANNERS)]
    assert len(scanner) * 10 <= len(h3.GENERATORS), "more than a tenth cite a scanner rule"
    for c in h3.heldout_canaries(0):
        assert c.source.startswith("http"), c.kind


def test_sources_tsv_lists_every_kind():
    with (BENCH / "heldout3_sources.tsv").open(encoding="utf-8") as fh:
        rows = {r["kind"]: r["source"] for r in csv.DictReader(fh, delimiter="\t")}
    assert rows == h3.SOURCES


def test_third_set_is_separate_from_the_other_two():
    h1, h2 = load_benchmark("heldout_canaries"), load_benchmark("heldout2_canaries")
    assert h3.GENERATORS is not h1.GENERATORS and h3.GENERATORS is not h2.GENERATORS
    assert not set(h3.GENERATORS) & (set(h1.GENERATORS) | set(h2.GENERATORS))


@pytest.mark.parametrize("seed", [0, 1, 2, 17, 123])
def test_values_match_the_documented_shape(seed):
    for c in h3.heldout_canaries(seed):
        v = c.parts[0]
        if c.number is not None:
            assert str(c.number) == re.sub(r"[ -]", "", v), c.kind
            assert _luhn_ok(c.number), f"{c.kind}: {c.number} fails the Luhn check"
        if c.kind.startswith("iban3_"):
            assert _iban_ok(v), f"{c.kind}: {v} fails the ISO 13616 mod-97 check"
        if c.kind in CHECKS:
            assert CHECKS[c.kind](v), f"{c.kind}: {v} fails its documented check digits"
        assert re.fullmatch(c.shape, v), f"{c.kind}: {v!r} does not match {c.shape}"
        for p in c.parts:
            assert p in c.text, f"{c.kind}: part {p!r} not in its text"
            assert len(p) >= 6, f"{c.kind}: part {p!r} too short to search for"
        assert c.bare and "\n" not in c.bare, c.kind


def test_checks_reject_bad_values():
    """The checksum checks above can fail: one digit off breaks each of them."""
    by = {c.kind: c for c in h3.heldout_canaries(0)}
    n = by["pay_amex_4_6_5"].number
    assert _luhn_ok(n) and not _luhn_ok(n + 1)
    iban = by["iban3_es"].parts[0]
    assert _iban_ok(iban) and not _iban_ok(iban[:-1] + str((int(iban[-1]) + 1) % 10))
    for k in ("pid_pl_pesel", "pid_nl_bsn", "pid_br_cpf", "pid_za_id_number"):
        v = by[k].parts[0]
        bad = v[:-1] + str((int(v[-1]) + 1) % 10)
        assert CHECKS[k](v) and not CHECKS[k](bad), k
    wif = by["crypto_wif_compressed"].parts[0]
    assert _b58check_ok(wif) and not _b58check_ok(wif[:-1] + ("2" if wif[-1] != "2" else "3"))


def test_values_are_fresh_each_seed_and_each_call():
    a = {c.kind: c.parts for c in h3.heldout_canaries(0)}
    b = {c.kind: c.parts for c in h3.heldout_canaries(1)}
    assert a == {c.kind: c.parts for c in h3.heldout_canaries(0)}, "not reproducible with a seed"
    assert not [k for k in a if a[k] == b[k]], "same value under two seeds"
    g = h3._R(5)
    for kind in h3.GENERATORS:
        vals = {h3.fresh(kind, g).parts for _ in range(16)}
        assert len(vals) == 16, f"{kind}: repeated values among 16 draws"


@pytest.fixture
def third_set(monkeypatch):
    monkeypatch.setattr(he, "GENERATORS", h3.GENERATORS)


@pytest.mark.corpus
def test_planting_writes_every_place_into_a_real_session(third_set):
    base = he._base_records(he.DEFAULT_BASE, 40)
    assert base, f"no base session under {CORPUS}"
    g = h3._R(0)
    for k, kind in enumerate(h3.GENERATORS):
        folder, sid, recs, plants = he.plant_kind(kind, g, base, k)
        numeric = any(p["place"] == "json_number" for p in plants)
        assert len(plants) == (16 if numeric else 15), kind
        dump = folder + "\n" + sid + "\n" + "\n".join(json.dumps(r, ensure_ascii=False) for r in recs)
        for p in plants:
            for n in p["needles"]:
                forms = {n, json.dumps(n)[1:-1], json.dumps(json.dumps(n)[1:-1])[1:-1]}
                assert any(f in dump for f in forms), f"{kind}/{p['place']}: {n!r} not planted"


@pytest.mark.corpus
@pytest.mark.slow
def test_every_place_reaches_the_output_without_redaction(third_set, tmp_path):
    """With --no-redact every plant of every kind is found in the output: the harness is sound for
    this set, so a value missing after redaction was removed by the redactor."""
    base = he._base_records(he.DEFAULT_BASE, 40)
    g = h3._R(3)
    src = tmp_path / "in"
    plants = []
    for k, kind in enumerate(h3.GENERATORS):
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


def test_eval_cli_selects_the_third_set(monkeypatch):
    monkeypatch.setattr(he, "GENERATORS", he.GENERATORS)
    he.use_canaries("heldout3_canaries")
    assert he.GENERATORS is h3.GENERATORS
