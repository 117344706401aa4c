"""Recall on held-out canaries and false replacements in third-party code, end to end (issue 31).

Plants every kind of ``benchmarks/heldout_canaries.py`` into a copy of a real Claude Code session
from ``../shared/corpus``, in 16 places, each place with its own fresh value so that a leak is
attributed to one place:

- message text: the user's prompt, the assistant's text, the thinking text;
- tool arguments: a string argument (a Bash command), a nested argument (an env list in a spec);
- tool results: plain, after a literal ``\\n`` inside JSON text, after an ANSI colour code;
- structured fields: ``cwd``, ``gitBranch``, ``version``, ``sessionId`` (and the file name), the
  project folder name, a ``file_path`` read by the Read tool, a JSON number (card-like kinds only),
  a dict key of a tool argument.

One session per kind is written to a temporary folder (never into the repo), then the real CLI
``agent-traces publish claude_code DIR --dry-run -o OUT`` runs with redaction on and no Hub. Every
file under OUT is searched (raw bytes, and the Parquet decoded to its string leaves and dict keys,
JSON text decoded again) for each planted value in its raw, JSON-escaped and URL-escaped forms.
A plant counts as caught only when none of its strings appears anywhere. A control run with
``--no-redact`` checks that every plant does reach the output (a plant that is absent even then
is reported as ``not emitted`` and left out of the recall).

Negatives: source files from the installed third-party packages (``site-packages``, and npm's
JavaScript in ``/usr/lib/node_modules`` when present; one package each, chosen with
a fixed seed among files that mention password/token/secret/auth/key; read at run time, never
stored in the repo) are planted as Read tool results of one more session; every code token that
differs between the input and the output is listed with the placeholder category it became.

    python benchmarks/heldout_eval.py                 # table
    python benchmarks/heldout_eval.py --json          # one JSON object
    python benchmarks/heldout_eval.py --seed 7 --negatives 16 --no-control
    python benchmarks/heldout_eval.py --canaries heldout2_canaries --seed 0 --json   # the second set
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import difflib
import importlib
import itertools
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from heldout_canaries import _R, GENERATORS, HeldOut

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT.parent / "shared" / "corpus"
DEFAULT_BASE = (
    CORPUS / "claude_code/projects/-experiments-worktrees/ef958aa1-0e93-49f0-bb71-150f63befcd1.jsonl"
)
CLI = [sys.executable, "-m", "agent_traces"]

GROUPS = {
    "message text": ["user_text", "assistant_text", "thinking"],
    "tool args": ["arg_string", "arg_nested"],
    "tool results": ["result_plain", "result_after_escaped_newline", "result_after_ansi"],
    "structured": [
        "cwd",
        "git_branch",
        "version",
        "session_id",
        "project_folder",
        "read_file_path",
        "json_number",
        "dict_key",
    ],
}
PLACES = [p for ps in GROUPS.values() for p in ps]
GROUP_OF = {p: g for g, ps in GROUPS.items() for p in ps}


def use_canaries(module: str) -> None:
    """Plant the kinds of ``benchmarks/<module>.py`` (same interface as ``heldout_canaries``)."""
    global GENERATORS
    GENERATORS = importlib.import_module(module).GENERATORS


def _id_safe(v: str) -> str:
    return re.sub(r"[/\s\\]", "_", v)


def _folder_safe(v: str) -> str:
    # Claude Code names a project folder after the cwd with every other character made '-'
    return re.sub(r"[^A-Za-z0-9-]", "-", v)


def _needles(c: HeldOut, planted: str) -> list[str]:
    """The strings of canary ``c`` that must vanish from a field holding ``planted``."""
    inside = [p for p in c.parts if p in planted]
    return inside or [c.bare]  # a card's grouped digits are planted bare: search the bare value


# -- planting ----------------------------------------------------------------------------------


def _base_records(base: Path, n: int) -> list[dict]:
    recs = []
    with base.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                recs.append(json.loads(line))
            if len(recs) >= n:
                break
    return recs


def _chain(
    base: list[dict], extra: list[dict], session_id: str, cwd: str, branch: str, version: str
) -> list[dict]:
    """Copy of ``base`` plus ``extra`` chained by parentUuid, with the session-level fields set."""
    recs = copy.deepcopy(base)
    last = next((r["uuid"] for r in reversed(recs) if "uuid" in r), None)
    ts = next((r["timestamp"] for r in reversed(recs) if "timestamp" in r), "2026-04-18T13:20:00.000Z")
    for i, r in enumerate(extra):
        r.setdefault("uuid", f"00000000-0000-4000-8000-{i:012d}")
        r["parentUuid"] = last
        r.setdefault("isSidechain", False)
        r.setdefault("userType", "external")
        r["timestamp"] = ts
        r["cwd"] = cwd
        last = r["uuid"]
        recs.append(r)
    for r in recs:
        if "sessionId" in r:
            r["sessionId"] = session_id
        if "cwd" in r:
            r["cwd"] = cwd
        if "gitBranch" in r or "version" in r or r.get("type") in ("user", "assistant"):
            r["gitBranch"] = branch
            r["version"] = version
    return recs


_IDS = itertools.count()


def _msg(role: str, content, model: str = "claude-opus-4-7") -> dict:
    if role == "user":
        return {"type": "user", "message": {"role": "user", "content": content}}
    return {
        "type": "assistant",
        "message": {
            "model": model,
            "id": f"msg_heldout_{next(_IDS):06d}",
            "type": "message",
            "role": "assistant",
            "content": content,
            "stop_reason": "tool_use",
            "usage": {"input_tokens": 1, "output_tokens": 1},
        },
    }


def _tool_use(tid: str, name: str, inp: dict) -> dict:
    return _msg("assistant", [{"type": "tool_use", "id": tid, "name": name, "input": inp}])


def _tool_result(tid: str, content: str, extra: dict | None = None) -> dict:
    r = _msg("user", [{"type": "tool_result", "tool_use_id": tid, "content": content}])
    if extra:
        r["toolUseResult"] = extra
    return r


def plant_kind(kind: str, g: _R, base: list[dict], k: int) -> tuple[str, str, list[dict], list[dict]]:
    """Return (project folder, session id, records, plants) for one kind."""
    inst = {p: GENERATORS[kind](g) for p in PLACES}
    numeric = inst["json_number"].number is not None
    places = [p for p in PLACES if numeric or p != "json_number"]
    plants: list[dict] = []

    def note(place: str, needles: list[str]) -> None:
        plants.append({"kind": kind, "place": place, "group": GROUP_OF[place], "needles": needles})

    t = {p: inst[p].text for p in PLACES}
    cwd = f"/srv/deploy/{inst['cwd'].bare}"
    branch = f"wip/{inst['git_branch'].bare}"
    version = inst["version"].bare
    sid = _id_safe(inst["session_id"].bare)[:200]
    # a folder name is at most 255 bytes: a canary longer than 200 characters is cut (a multi-byte
    # one may still exceed 255 bytes), and only what is left is looked for
    folder_part = _folder_safe(inst["project_folder"].bare)[:200]
    folder = "-srv-deploy-" + folder_part
    read_path = f"/srv/deploy/secrets/{inst['read_file_path'].bare}.json"
    dkey = inst["dict_key"].bare

    note("cwd", _needles(inst["cwd"], cwd))
    note("git_branch", _needles(inst["git_branch"], branch))
    note("version", _needles(inst["version"], version))
    sid_parts = [_id_safe(p) for p in inst["session_id"].parts if _id_safe(p) in sid]
    note("session_id", sid_parts or [sid])
    f_parts = [_folder_safe(p) for p in inst["project_folder"].parts if _folder_safe(p) in folder]
    # a value of another script leaves only dashes in a folder name (Claude Code's rule): nothing
    # of it is planted there, so it is not counted (it was, as a leak, before set 22)
    if sum(c.isalnum() for c in folder_part) >= 4:
        note("project_folder", f_parts or [folder_part])
    note("read_file_path", _needles(inst["read_file_path"], read_path))
    note("dict_key", _needles(inst["dict_key"], dkey))
    for p in ("user_text", "assistant_text", "thinking", "arg_string", "arg_nested"):
        note(p, list(inst[p].parts))
    for p in ("result_plain", "result_after_escaped_newline", "result_after_ansi"):
        note(p, list(inst[p].parts))

    mcp_input: dict = {
        "target": "prod",
        "spec": {"containers": [{"name": "web", "env": [{"name": "APP_CONFIG", "value": t["arg_nested"]}]}]},
        "headers": {dkey: "enabled"},
    }
    if numeric:
        n = inst["json_number"].number
        mcp_input["payment"] = {"card_number": n, "amount": 1999}
        note("json_number", [str(n)])
    pre = f"k{k:03d}"
    extra = [
        _msg("user", "Can you check why this fails? Here is what I have:\n\n" + t["user_text"]),
        _msg(
            "assistant",
            [{"type": "thinking", "thinking": "The user pasted a config. " + t["thinking"], "signature": ""}],
        ),
        _msg(
            "assistant",
            [{"type": "text", "text": "Looking at it now. The relevant part is:\n" + t["assistant_text"]}],
        ),
        _tool_use(f"toolu_{pre}_bash1", "Bash", {"command": t["arg_string"], "description": "Reproduce"}),
        _tool_result(f"toolu_{pre}_bash1", t["result_plain"]),
        _tool_use(f"toolu_{pre}_mcp", "mcp__deploy__apply", mcp_input),
        _tool_result(
            f"toolu_{pre}_mcp",
            json.dumps({"status": "applied", "log": "step 1 ok\n" + t["result_after_escaped_newline"]}),
        ),
        _tool_use(f"toolu_{pre}_bash2", "Bash", {"command": "docker compose logs web --no-color | tail -5"}),
        _tool_result(f"toolu_{pre}_bash2", "\x1b[32m" + t["result_after_ansi"] + "\x1b[0m"),
        _tool_use(f"toolu_{pre}_read", "Read", {"file_path": read_path}),
        _tool_result(
            f"toolu_{pre}_read",
            "     1→{}\n",
            {
                "type": "text",
                "file": {
                    "filePath": read_path,
                    "content": "{}",
                    "numLines": 1,
                    "startLine": 1,
                    "totalLines": 1,
                },
            },
        ),
        _msg("assistant", [{"type": "text", "text": "Fixed: the service starts now."}]),
    ]
    for r in extra:
        if r["type"] == "assistant":
            r["message"]["stop_reason"] = "end_turn" if r is extra[-1] else "tool_use"
    planted_places = {p["place"] for p in plants} | {"project_folder"}
    assert len(plants) in (len(places), len(places) - 1) and planted_places >= set(places), (
        kind,
        len(plants),
    )
    return folder, sid, _chain(base, extra, sid, cwd, branch, version), plants


# -- negatives: third-party code that must be left alone -----------------------------------------

NEG_WORDS = re.compile(r"password|token|secret|auth|api_?key|private_?key", re.I)
NEG_EXT = (".py", ".pyi", ".rs", ".go", ".java", ".ts", ".js")
# secret scanners and their rule tests hold real-looking secrets on purpose; test data too
NEG_SKIP = re.compile(
    r"(^|/)(tests?|testing|detect_secrets|betterleaks|kingfisher|agent_traces)(/|$)|_test\.|test_"
)


def _site_packages() -> Path:
    return (
        Path(sys.prefix)
        / "lib"
        / f"python{sys.version_info.major}.{sys.version_info.minor}"
        / "site-packages"
    )


def _package(rel: str) -> str:
    parts = rel.split("/")
    if "node_modules" in parts:  # npm's own dependencies: one package each
        i = len(parts) - 1 - parts[::-1].index("node_modules")
        return "/".join(parts[: i + 2])
    return parts[0]


def pick_negatives(seed: int, count: int, roots: list[Path] | None = None) -> list[tuple[str, str, str]]:
    """``count`` windows of third-party source, one package each (packages shuffled by ``seed``),
    as ``(path, tool, text)``: every other one as the Read tool shows a file (``     12→code``),
    the others as ``grep -n -C2`` output (``12:code`` / ``13-code``). ``roots``: the installed
    Python packages, and npm's JavaScript (``/usr/lib/node_modules``) when present."""
    if roots is None:
        roots = [_site_packages(), Path("/usr/lib/node_modules")]
    by_pkg: dict[str, list[tuple[Path, str]]] = defaultdict(list)
    for root in roots:
        if not root.is_dir():
            continue
        for p in root.rglob("*"):
            rel = str(p.relative_to(root))
            if p.suffix in NEG_EXT and "/" in rel and not NEG_SKIP.search(rel) and p.is_file():
                by_pkg[f"{root.name}:{_package(rel)}"].append((root, rel))
    r = random.Random(seed)
    pkgs = sorted(by_pkg)
    r.shuffle(pkgs)
    out: list[tuple[str, str, str]] = []
    for pkg in pkgs:
        files = sorted(by_pkg[pkg])
        r.shuffle(files)
        for root, rel in files[:40]:
            try:
                src = (root / rel).read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            lines = src.splitlines()
            hits = [i for i, line in enumerate(lines) if NEG_WORDS.search(line)]
            if len(hits) < 3 or len(src) > 400_000:
                continue
            if len(out) % 2 == 0:
                start = max(0, hits[0] - 10)
                window = lines[start : start + 120]
                text = "\n".join(f"{start + i + 1:>6}→{line}" for i, line in enumerate(window))
                out.append((f"{root.name}/{rel}", "Read", text))
            else:
                keep: list[str] = []
                shown: set[int] = set()
                for h in hits[:25]:
                    for i in range(max(0, h - 2), min(len(lines), h + 3)):
                        if i not in shown:
                            shown.add(i)
                            keep.append(f"{i + 1}{':' if i in hits else '-'}{lines[i]}")
                out.append((f"{root.name}/{rel}", "Bash", "\n".join(keep)))
            break
        if len(out) >= count:
            break
    return out


def plant_negatives(
    negs: list[tuple[str, str, str]], base: list[dict]
) -> tuple[str, str, list[dict], dict[str, str]]:
    extra: list[dict] = [_msg("user", "Read these vendored files and tell me how auth is handled.")]
    by_id = {}
    for i, (rel, tool, text) in enumerate(negs):
        tid = f"toolu_neg_{i:03d}"
        path = f"/srv/deploy/vendor/{rel}"
        inp = (
            {"file_path": path}
            if tool == "Read"
            else {"command": f"grep -n -C2 -E 'token|secret|auth|key' {path}"}
        )
        extra.append(_tool_use(tid, tool, inp))
        extra.append(_tool_result(tid, text))
        by_id[tid] = text
    extra.append(_msg("assistant", [{"type": "text", "text": "They use the usual header-based auth."}]))
    sid = "0a0a0a0a-1111-4222-8333-444444444444"
    return (
        "-srv-deploy-negatives",
        sid,
        _chain(base, extra, sid, "/srv/deploy/negatives", "main", "2.1.114"),
        by_id,
    )


# -- searching the output ----------------------------------------------------------------------


def _leaves(obj, out: set[str]) -> None:
    if isinstance(obj, str):
        out.add(obj)
        s = obj.lstrip()
        if s[:1] in ("{", "[", '"'):
            with contextlib.suppress(ValueError):
                _leaves(json.loads(obj), out)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            out.add(str(k))
            _leaves(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _leaves(v, out)
    elif obj is not None:
        out.add(str(obj))


def output_text(out: Path) -> str:
    import pyarrow.parquet as pq

    strings: set[str] = set()
    raw: list[str] = []
    for p in sorted(out.rglob("*")):
        if not p.is_file():
            continue
        strings.add(str(p.relative_to(out)))
        data = p.read_bytes()
        raw.append(data.decode("utf-8", errors="replace"))
        if p.suffix == ".parquet":
            _leaves(pq.read_table(p).to_pylist(), strings)
            raw.append(data.decode("latin-1"))
        elif p.suffix in (".jsonl", ".json"):
            for line in data.decode("utf-8", errors="replace").splitlines():
                with contextlib.suppress(ValueError):
                    _leaves(json.loads(line), strings)
    return "\n\x00".join([*raw, *strings])


def _forms(v: str) -> set[str]:
    forms = {v, json.dumps(v)[1:-1], json.dumps(v, ensure_ascii=False)[1:-1]}
    forms.add(json.dumps(json.dumps(v)[1:-1])[1:-1])
    forms |= {urllib.parse.quote(v, safe=""), urllib.parse.quote(v), urllib.parse.quote_plus(v)}
    return {f for f in forms if f}


def residue(blob: str, v: str, others: str, width: int = 12, step: int = 6) -> str | None:
    """A ``width``-character piece of ``v`` still in the output: a partial redaction that left
    part of the value. Pieces that also occur in ``others`` (the other values of the same kind:
    a fixed prefix, ``/IncomingWebhook/``, a JWT header) are structure, not the secret, and are
    skipped. Any remaining run of ``width + step`` characters holds one of the pieces tried."""
    for i in range(0, max(1, len(v) - width + 1), step):
        piece = v[i : i + width]
        if len(piece) == width and piece not in others and piece in blob:
            return piece
    return None


def _others(same_kind: list[dict], p: dict) -> str:
    return "\x00".join(n for q in same_kind if q is not p for n in q["needles"])


def present(blob: str, v: str) -> bool:
    runs = re.findall(r"[A-Za-z0-9]{8,}", v)
    if runs and max(runs, key=len) not in blob:
        return False  # escaping never touches letters and digits: no form can be there
    return any(f in blob for f in _forms(v))


# -- runs --------------------------------------------------------------------------------------


def publish(src: Path, out: Path, redact: bool, traces: str) -> float:
    cmd = [*CLI, "publish", "claude_code", str(src), "--repo", "heldout/eval", "--dry-run", "-o", str(out)]
    cmd += ["--traces", traces, "--full"]
    if not redact:
        cmd.append("--no-redact")
    t0 = time.perf_counter()
    env = dict(os.environ, HF_HUB_OFFLINE="1")
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env, timeout=1800)
    if p.returncode != 0:
        raise SystemExit(f"publish failed ({' '.join(cmd)}):\n{p.stdout[-2000:]}\n{p.stderr[-4000:]}")
    return time.perf_counter() - t0


def _negative_diffs(out: Path, by_id: dict[str, str], files: dict[str, str]) -> list[dict]:
    import pyarrow.parquet as pq

    got: dict[str, str] = {}
    for p in sorted((out / "data" / "messages").glob("*.parquet")):
        for row in pq.read_table(p, columns=["messages"]).to_pylist():
            for m in row["messages"]:
                if m.get("tool_call_id") in by_id and m.get("role") == "tool":
                    got[m["tool_call_id"]] = m.get("content") or ""
    changes = []
    tok = re.compile(r"\S+")
    for tid, src in by_id.items():
        dst = got.get(tid)
        if dst is None:
            changes.append(
                {
                    "tool_call_id": tid,
                    "token": "<whole result missing>",
                    "became": None,
                    "category": "missing",
                }
            )
            continue
        a, b = tok.findall(src), tok.findall(dst)
        sm = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
        for op, i1, i2, j1, j2 in sm.get_opcodes():
            if op == "equal":
                continue
            new = " ".join(b[j1:j2])
            cats = re.findall(r"<([A-Z][A-Z_]*?)(?:_\d+)?>", new) or ["other"]
            for t in a[i1:i2] or ["<inserted>"]:
                changes.append({"file": files[tid], "token": t, "became": new, "category": cats[0].lower()})
    return changes


def run(args) -> dict:
    base = _base_records(Path(args.base), args.base_records)
    g = _R(args.seed)
    kinds = list(GENERATORS) if not args.kinds else args.kinds.split(",")
    work = Path(tempfile.mkdtemp(prefix="heldout_"))
    try:
        src = work / "in"
        plants: list[dict] = []
        for k, kind in enumerate(kinds):
            folder, sid, recs, pl = plant_kind(kind, g, base, k)
            (src / folder).mkdir(parents=True, exist_ok=True)
            with (src / folder / f"{sid}.jsonl").open("w", encoding="utf-8") as fh:
                for r in recs:
                    fh.write(json.dumps(r, ensure_ascii=False) + "\n")
            plants += pl
        negs = pick_negatives(args.seed, args.negatives) if args.negatives else []
        by_id: dict[str, str] = {}
        if negs:
            folder, sid, recs, by_id = plant_negatives(negs, base)
            (src / folder).mkdir(parents=True, exist_ok=True)
            with (src / folder / f"{sid}.jsonl").open("w", encoding="utf-8") as fh:
                for r in recs:
                    fh.write(json.dumps(r, ensure_ascii=False) + "\n")

        secs = publish(src, work / "out", True, args.traces)
        blob = output_text(work / "out")
        by_kind_needles = defaultdict(list)
        for p in plants:
            by_kind_needles[p["kind"]].append(p)
        for p in plants:
            p["leaked"] = [n for n in p["needles"] if present(blob, n)]
            p["partial"] = (
                []
                if p["leaked"]
                else [
                    r for n in p["needles"] if (r := residue(blob, n, _others(by_kind_needles[p["kind"]], p)))
                ]
            )
        ctrl_secs = None
        if args.control:
            ctrl_secs = publish(src, work / "out_raw", False, args.traces)
            raw_blob = output_text(work / "out_raw")
            for p in plants:
                p["emitted"] = all(present(raw_blob, n) for n in p["needles"])
        else:
            for p in plants:
                p["emitted"] = True
        files = {f"toolu_neg_{i:03d}": rel for i, (rel, _, _) in enumerate(negs)}
        neg_changes = _negative_diffs(work / "out", by_id, files) if by_id else []
    finally:
        if args.keep:
            print(f"kept {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)

    counted = [p for p in plants if p["emitted"]]

    def rate(ps: list[dict]) -> dict:
        n = len(ps)
        c = sum(1 for p in ps if not p["leaked"])
        return {"caught": c, "planted": n, "recall": round(c / n, 4) if n else None}

    n_full = sum(1 for p in counted if not p["leaked"] and not p["partial"])
    by_kind = {k: rate([p for p in counted if p["kind"] == k]) for k in kinds}
    leaks = defaultdict(list)
    partial = defaultdict(list)
    for p in counted:
        if p["leaked"]:
            leaks[p["kind"]].append(p["place"])
        elif p["partial"]:
            partial[p["kind"]].append(p["place"])
    return {
        "seed": args.seed,
        "canaries": getattr(args, "canaries", "heldout_canaries"),
        "base": str(args.base),
        "kinds": len(kinds),
        "plants": len(plants),
        "not_emitted": [{"kind": p["kind"], "place": p["place"]} for p in plants if not p["emitted"]],
        "overall": rate(counted),
        "by_group": {grp: rate([p for p in counted if p["group"] == grp]) for grp in GROUPS},
        "by_place": {pl: rate([p for p in counted if p["place"] == pl]) for pl in PLACES},
        "by_kind": by_kind,
        "leaking_kinds": {k: v for k, v in sorted(leaks.items())},
        # caught (the whole value is gone) but a 12-character piece of it is still there
        "partial_leaks": {
            "plants": sum(len(v) for v in partial.values()),
            "by_kind": {k: v for k, v in sorted(partial.items())},
        },
        "fully_removed": {
            "caught": n_full,
            "planted": len(counted),
            "recall": round(n_full / len(counted), 4) if counted else None,
        },
        "negatives": {
            "files": [rel for rel, _, _ in negs],
            "tokens_planted": sum(len(t.split()) for t in by_id.values()),
            "changed_tokens": len(neg_changes),
            "by_category": dict(Counter(c["category"] for c in neg_changes)),
            "changes": neg_changes,
        },
        "seconds": {"publish": round(secs, 1), "control": round(ctrl_secs, 1) if ctrl_secs else None},
    }


def _pct(r: dict) -> str:
    return f"{r['recall'] * 100:6.1f} % ({r['caught']}/{r['planted']})" if r["planted"] else "    n/a"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--base", default=str(DEFAULT_BASE), help="a real Claude Code session (.jsonl)")
    ap.add_argument("--base-records", type=int, default=40, help="records of the base session kept")
    ap.add_argument("--canaries", default="heldout_canaries", help="module in benchmarks/ holding the kinds")
    ap.add_argument("--kinds", default="", help="comma-separated subset of kinds")
    ap.add_argument("--negatives", type=int, default=48, help="third-party source files planted (0: none)")
    ap.add_argument("--traces", choices=["sts", "native"], default="native")
    ap.add_argument("--no-control", dest="control", action="store_false", help="skip the --no-redact run")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folder")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    use_canaries(args.canaries)
    if not Path(args.base).is_file():
        raise SystemExit(f"base session not found: {args.base} (needs ../shared/corpus)")
    res = run(args)
    if args.json:
        print(json.dumps(res, indent=1))
        return 0
    print(f"held-out canaries: {res['kinds']} kinds, {res['plants']} plants, seed {res['seed']}")
    print(f"overall        {_pct(res['overall'])}")
    print(f"fully removed  {_pct(res['fully_removed'])}  (no 12-char piece of the value left)")
    for grp, r in res["by_group"].items():
        print(f"{grp:14} {_pct(r)}")
    print("\nper place:")
    for pl, r in res["by_place"].items():
        print(f"  {pl:30} {_pct(r)}")
    print("\nper kind:")
    for k, r in res["by_kind"].items():
        where = ", ".join(res["leaking_kinds"].get(k, []))
        print(f"  {k:34} {_pct(r)}  {('leaks in: ' + where) if where else ''}")
    if res["partial_leaks"]["plants"]:
        print(f"\ncaught but a piece left ({res['partial_leaks']['plants']} plants):")
        for k, v in res["partial_leaks"]["by_kind"].items():
            print(f"  {k:34} {', '.join(v)}")
    if res["not_emitted"]:
        print(f"\nnot emitted even with --no-redact (left out): {len(res['not_emitted'])}")
        for p in Counter(p["place"] for p in res["not_emitted"]).items():
            print(f"  {p[0]}: {p[1]}")
    neg = res["negatives"]
    print(
        f"\nnegatives: {len(neg['files'])} third-party files, {neg['tokens_planted']} tokens, "
        f"{neg['changed_tokens']} changed {neg['by_category']}"
    )
    for c in neg["changes"]:
        print(f"  [{c['category']}] {c['file']}: {c['token'][:70]!r} -> {str(c['became'])[:50]!r}")
    print(f"\npublish {res['seconds']['publish']} s, control {res['seconds']['control']} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
