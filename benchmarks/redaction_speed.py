"""Redaction speed: adversarial input per pattern family (linear time), and MB/s on a corpus.

    PYTHONPATH=. python benchmarks/redaction_speed.py adversarial [--mb 1] [--budget 10]
    PYTHONPATH=. python benchmarks/redaction_speed.py throughput --corpus benchmarks/corpora/cc-100M
    PYTHONPATH=. python benchmarks/redaction_speed.py rows --corpus DIR [--against CHECKOUT] [--repeat 3]

``adversarial`` feeds ``--mb`` megabytes of text built to make a backtracking pattern of each
family quadratic (long runs that almost match and then fail) to ``Redactor.redact_text`` and
fails when one family takes longer than ``--budget`` seconds per MB (the budget; quadratic
patterns take minutes to hours on 1 MB: ``'q=' + '%2F' * 40000`` alone took the old e-mail
pattern 12.5 s). ``throughput`` runs ``convert`` on a Claude Code corpus (``make_corpus.py``)
without and with redaction and reports the redaction pass in MB/s of canonical row text.
``rows`` times ``Redactor.redact_rows`` alone over the corpus' canonical rows held in memory
(the best of ``--repeat``), for this tree and, with ``--against``, another checkout (``main``)
in alternation in the same run, each in its own process.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def adversarial_inputs(mb: float) -> dict[str, str]:
    """Text per family, each about ``mb`` MB, made of near-misses for that family's patterns."""
    n = int(mb * 1_000_000)

    def fill(unit: str, head: str = "") -> str:
        return head + unit * ((n - len(head)) // len(unit))

    return {
        "email (url-encoded)": fill("%2F", "q="),
        "email (local parts, no @)": fill("a.b-c_d+e"),
        "email (many @, no tld)": fill("a@b-"),
        "url password": fill("x:y", "https://"),
        "home paths": fill("/home/", ""),
        "windows paths": fill("C:\\\\Users\\\\"),
        "assignments": fill("password=", ""),
        "secret names, no value": fill("api_key_token_secret_"),
        "phone digits": fill("+1 2"),
        "ip-like": fill("1.2.3."),
        "ipv6-like": fill("ab:"),
        "card digits": fill("4111 "),
        "iban-like": fill("DE00 "),
        "private key header": fill("-----BEGIN RSA PRIVATE KEY-----\nAAAA"),
        "putty header": fill("PuTTY-User-Key-File-3: x\n"),
        "commands": fill("curl -u mysql -p sshpass redis-cli -a "),
        "json escapes": fill("\\n@app.get\\\\"),
        "ansi and \\u escapes": fill("\x1b[1;32m\\u0041\\x1b[0m\\e["),
        "base64 run": fill("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo"),
        "author lines": fill("Author: a"),
        "call argument pairs": fill("f('api_key', 'x1"),
        "client calls": fill("Client('AB12CD34', "),
        "quoted flags": fill('-P "a&b;c', "sqlcmd "),
        "config directives": fill("requirepass a1b2c3d4 x\n"),
        "credential calls": fill("login(\n 'u',\n 'p1', "),
        "secret tuples": fill("auth=('a', 'b1', "),
        "scheme-less dsn": fill("u:p@tcp(u:p@"),
        "names ending in key": fill("routing_key: 'a1b2c3d4e5f6a7b8c9d0' x"),
        "cookie flags": fill("-b 'a=b1c2; "),
        "composed passwords": fill("Ab1?Cd2*Ef3"),
        "phone pairs": fill("01 23 45 67 8"),
        "key container base64": fill("MII" + "A" * 150 + "!", "pkcs12 "),
        "hook segments": fill("/IncomingWebhooks/"),
        "national id cues": fill("PESEL: 85 01 01-12 "),
        "id layouts": fill("123.456.789-0"),
        "seed words": fill("abandon ability able "),
        "street and postcode": fill("12 Harcourt Road, 10115 Berlin Road "),
        "birth cues": fill("DOB: 12.04.19"),
        "machine-readable zone": fill("P<UTO<<ANNA<1234567890<<"),
        "grouped national phones": fill("0412 345 67"),
        "slot separators": fill("x.y:z:"),
        "login slots": fill("login=a:"),
        # every line a table's header: rows read under one are no header of their own (a header
        # whose rows ran to the end of the text made this quadratic: 100 KB took 67 s)
        "login tables": fill("USER  PID  CMD\n"),
        "csv headers": fill("a1,b\n"),
        # round 10: commented column headers naming a secret (each would read the rows under it),
        # case cues with no number after them, label lines naming a password and a colon
        "aligned headers": fill("# host  shared_secret  timeout\n"),
        "case cues": fill("Case No. Aktenzeichen Справа № "),
        "password labels": fill("password for the admin user of "),
        "secret-naming prompts": fill("$ cat secret.key\nQw8mZt2RxK5vLp9N\n"),
        # round 11: name labels and name columns (each label reads the value after it, each header
        # the rows under it), honorifics, label lines over a value, prefixed tokens, prompts
        "name labels": fill("Surname: Ana de "),
        "name columns": fill("first_name,last_name,id_no\nAna,"),
        "honorifics": fill("Dr Ana Lima (IMC No. 1"),
        "key label lines": fill("API key for x:\n\n"),
        "prefixed tokens": fill("ab_Qw8mZt2RxK5vLp9N"),
        "password prompts": fill('expect "password:"\nsend "'),
        # round 12: salutations, airline names, degree pairs, passphrases, password calls, RTMP
        "salutations": fill("Dear Ana Lima "),
        "airline names": fill("AB/CD MR "),
        "degree pairs": fill("N 53° 56.968 E "),
        "passphrases": fill('password "a b 1 '),
        "password calls": fill('setPassword("a", '),
        "rtmp urls": fill("rtmp://h/a/"),
        # round 13: records of a person (labels near a phone), their table rows, chat lines, caret
        # names, base64 JSON, secret-prefixed keys, --name/--value commands, Lisp bindings
        "record labels": fill("Ab Cd: Ef Gh +44 7700 900123 "),
        "record rows": fill("name,phone\nAna Lima,+44 7700 900123\n"),
        "chat lines": fill("[03/04/2025, 18:02:11] Ab Cd: "),
        "caret names": fill("P|1|Ab^Cd|"),
        "base64 json": fill("eyJhIjoiYiJ9" * 8 + " "),
        "secret prefixes": fill("sk_Ab3dE9fGh2JkLmN8pQrS7tUvWx-"),
        "name/value flags": fill("--name db-password --value "),
        "lisp bindings": fill('(define api-key "'),
        # round 13b: service requests, street labels in a record, printed passwords, setter calls
        "travel requests": fill("3DOCS/P/PK/TE70/PK/06MAY92/F/"),
        "street labels": fill("phone: +44 7700 900123 street: 12 a "),
        "printed passwords": fill("password is generated for a: "),
        "setter calls": fill("Set($DatabasePassword, "),
        "distinct secrets": "".join(f"DB_PASSWORD=Zq{i:08d}xK7w\n" for i in range(n // 26)),
    }


def cmd_adversarial(args: argparse.Namespace) -> int:
    from agent_traces.redact import Redactor

    redactor = Redactor(usernames=["kzimmerman"], hostnames=["buildbox-acme-07"])
    worst = 0.0
    failed = []
    for family, text in adversarial_inputs(args.mb).items():
        t0 = time.perf_counter()
        redactor.redact_text(text)
        seconds = time.perf_counter() - t0
        per_mb = seconds / (len(text) / 1e6)
        worst = max(worst, per_mb)
        flag = "" if per_mb <= args.budget else "  OVER BUDGET"
        if flag:
            failed.append(family)
        print(
            f"{family:<28} {len(text) / 1e6:5.2f} MB  {seconds:7.3f} s  ({per_mb:.3f} s/MB){flag}", flush=True
        )
    print(f"worst {worst:.3f} s/MB; budget {args.budget} s/MB")
    return 1 if failed else 0


def cmd_throughput(args: argparse.Namespace) -> int:
    from agent_traces.cli import main

    corpus = Path(args.corpus)
    size = sum(p.stat().st_size for p in corpus.rglob("*.jsonl"))
    times = {}
    with tempfile.TemporaryDirectory() as tmp:
        for label, extra in (("convert", []), ("convert --redact-secrets", ["--redact-secrets"])):
            t0 = time.perf_counter()
            code = main(
                [
                    "convert",
                    "claude_code",
                    str(corpus),
                    "-o",
                    f"{tmp}/{len(times)}",
                    "--view",
                    "messages",
                    *extra,
                ]
            )
            times[label] = time.perf_counter() - t0
            assert code == 0
    redaction = times["convert --redact-secrets"] - times["convert"]
    result = {
        "corpus_mb": round(size / 1e6, 1),
        "convert_s": round(times["convert"], 1),
        "convert_redacted_s": round(times["convert --redact-secrets"], 1),
        "redaction_s": round(redaction, 1),
        "redaction_mb_per_s": round(size / 1e6 / redaction, 2) if redaction > 0 else None,
    }
    print(json.dumps(result, indent=2))
    return 0


_ROWS = """
import glob, json, sys, time
from agent_traces.api import read_trajectories
from agent_traces.problems import ProblemLog
from agent_traces.redact import Redactor
files = sorted(glob.glob(sys.argv[1] + "/**/*.jsonl", recursive=True))
rows = list(read_trajectories("claude_code", files, ProblemLog()))
chars = sum(len(json.dumps(r, default=str)) for r in rows)
r = Redactor(usernames=["kzimmerman"], hostnames=["buildbox-acme-07"])
t0 = time.perf_counter()
for _ in r.redact_rows(rows):
    pass
print(json.dumps({"mb": chars / 1e6, "seconds": time.perf_counter() - t0}))
"""


def cmd_rows(args: argparse.Namespace) -> int:
    import os
    import subprocess

    trees = {"this tree": str(ROOT)} | ({"against": args.against} if args.against else {})
    best: dict[str, float] = {}
    mb = 0.0
    for _ in range(args.repeat):
        for label, tree in trees.items():
            env = {**os.environ, "PYTHONPATH": tree}
            out = subprocess.run(
                [sys.executable, "-c", _ROWS, args.corpus],
                env=env,
                capture_output=True,
                text=True,
                check=True,
            ).stdout
            run = json.loads(out)
            mb = run["mb"]
            best[label] = min(best.get(label, float("inf")), run["seconds"])
    result = {label: {"seconds": round(s, 2), "mb_per_s": round(mb / s, 2)} for label, s in best.items()}
    if args.against:
        result["ratio"] = round(best["against"] / best["this tree"], 2)
    print(json.dumps({"row_text_mb": round(mb, 1), **result}, indent=2))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("adversarial")
    p.add_argument("--mb", type=float, default=1.0)
    p.add_argument("--budget", type=float, default=5.0, help="seconds per MB allowed for one family")
    p.set_defaults(func=cmd_adversarial)
    p = sub.add_parser("throughput")
    p.add_argument("--corpus", required=True)
    p.set_defaults(func=cmd_throughput)
    p = sub.add_parser("rows")
    p.add_argument("--corpus", required=True)
    p.add_argument("--against", help="another checkout (e.g. of main) to time in the same run")
    p.add_argument("--repeat", type=int, default=3)
    p.set_defaults(func=cmd_rows)
    args = parser.parse_args()
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
