"""Speed, memory and cache size of agent-traces against the tools users would pick instead.

On the same generated Claude Code corpus, in one invocation, each case runs in its own child
process (so its peak RSS is its own) several times, interleaved, and reports the median with
min–max:

* ``ours_np1`` / ``ours_np2``: ``load_dataset("claude_code", data_dir=…, subagents=True)`` with
  ``num_proc`` 1, 2 (Arrow cache written to a fresh ``cache_dir``; ``subagents=True`` so that we
  convert the same subagent files teich converts);
* ``ours_stream``: the same with ``streaming=True``, every row iterated;
* ``teich_json``: ``load_dataset("json", data_files=…)`` with ``teich`` installed (what users get
  today: the JSON loader detects agent traces and hands them to teich);
* ``teich_direct``: ``teich.convert_traces_to_training_data(<corpus dir>)`` (rows kept in memory);
* ``orjson``: ``orjson.loads`` of every line of every file: the parse floor;
* ``baseline``: the interpreter with ``datasets`` and ``agent_traces`` imported (every case
  imports these; the teich cases import ``teich`` on top).

Peak RSS is the child's ``ru_maxrss`` from ``os.wait4`` (the largest single process, workers
included); ``tree MB`` samples the summed RSS of the child and its workers every 0.1 s.
Throughput counts only the load itself, not interpreter start-up and imports. ``MB/CPU-s`` divides
by the CPU time of the case's own process over the same span (workers of ``num_proc=2`` and Ray
not counted): on a shared machine it moves far less than wall time, so it is the ratio to read
when the load average is above the core count.

    python benchmarks/run.py                      # 10 MB and 100 MB corpora + one 110 MB session
    python benchmarks/run.py --large              # also the 1 GB corpus (needs ~1.2 GB free disk)
    python benchmarks/run.py --scales 10M --single none --repeats 1   # quick check
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CORPORA = HERE / "corpora"
WORK = HERE / ".work"
sys.path.insert(0, str(HERE))

from make_corpus import (  # noqa: E402
    make_corpus,
    make_plain_copies,
    make_single_session,
    make_telemetry_corpus,
    parse_size,
)

OURS = ("ours_np1", "ours_np2", "ours_stream")
# the same as ours_*, with the agent_traces of another checkout (--baseline-repo): before/after
BASE = ("base_np1", "base_np2", "base_stream")
# `agent-traces convert` (all three views, Parquet + card + manifest): processes or Ray
CONVERT = ("convert_np1", "convert_np2", "convert_ray")
CASES = ("orjson", "teich_json", "teich_direct", *OURS, "baseline")
EXTRA_CASES = (*BASE, *CONVERT)
REFERENCE = "ours_np1"
BASELINE_REPO = ""
PAGE = os.sysconf("SC_PAGE_SIZE")
SHARED = REPO.parent / "shared" / "corpus"
SOURCE_DIRS = {
    "codex": "codex_cli",
    "hermes": "hermes",
    "gemini_cli": "gemini_cli",
    "copilot_cli": "copilot_cli",
    "vscode_chat": "copilot_vscode",
    "aider": "aider",
    "openai_messages": "openai_messages_sft",
    "swe_agent": "swe_agent",
    "openhands": "openhands",
    "pi": "pi",
    "opencode": "opencode",
    "cursor": "cursor",
    "kimi": "kimi",
    "qwen_code": "qwen_code",
    "openclaw": "openclaw",
    "continue": "continue",
    "droid": "droid",
    "kiro": "kiro",
    "amp": "amp",
    "crush": "crush",
    "zed": "zed",
    "deepseek_harness": "deepseek_harness",
}


# -- child side: one measured case ---------------------------------------------------------------


def _jsonl_files(root: Path) -> list[str]:
    return sorted(str(p) for p in root.rglob("*.jsonl") if p.is_file())


def _input_files(root: Path) -> list[str]:
    return sorted(
        str(p)
        for p in root.rglob("*")
        if p.is_file() and p.name != ".complete" and not p.name.endswith(".meta.json")
    )


def _dir_bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def run_case(case: str, corpus: Path, cache: Path, source: str = "claude_code") -> dict:
    """Run one case in this process; return rows, seconds and cache bytes."""
    os.environ["HF_DATASETS_OFFLINE"] = "1"
    import datasets

    datasets.disable_progress_bars()
    datasets.logging.set_verbosity_error()
    import orjson

    import agent_traces

    files = _jsonl_files(corpus)
    rows = 0
    if case.endswith("_stream"):
        # a streaming IterableDataset imports torch on first use when it is installed (seconds
        # and ~270 MB here): an import, like the others not counted in the load's time
        with contextlib.suppress(ImportError):
            import torch  # noqa: F401
    start, cpu_start = time.perf_counter(), time.process_time()
    if case == "baseline":
        pass
    elif case == "orjson":
        for path in _input_files(corpus):
            with open(path, "rb") as handle:
                if path.endswith(".jsonl"):
                    for line in handle:
                        if line.strip():
                            try:
                                orjson.loads(line)
                            except orjson.JSONDecodeError:
                                continue  # the generated telemetry holds deliberately broken lines
                            rows += 1
                elif path.endswith(".json"):
                    orjson.loads(handle.read())
                    rows += 1
    elif case == "teich_json":
        import teich  # noqa: F401  (the JSON loader hands agent traces to it)

        ds = datasets.load_dataset("json", data_files=files, split="train", cache_dir=str(cache))
        rows = len(ds)
    elif case == "teich_direct":
        from teich import convert_traces_to_training_data

        rows = len(convert_traces_to_training_data(corpus))
    elif case in CONVERT:
        from agent_traces.output import OutputOptions, write_dataset

        files = [f for f in _input_files(corpus) if not f.endswith(".json")]
        options = OutputOptions(source_options={"subagents": True} if source == "claude_code" else {})
        if case == "convert_ray":
            from agent_traces import ray as at_ray

            # a running Ray cluster with warm workers is the premise: starting it (and the first
            # tasks importing agent_traces) is measured apart, as setup_seconds
            at_ray.ensure_ray(2)
            warm = sorted(str(p) for p in (REPO / "fixtures" / "hermes").glob("*.jsonl"))
            at_ray.write_dataset(cache / "warm", "hermes", warm, OutputOptions())
            setup = time.perf_counter() - start
            start, cpu_start = time.perf_counter(), time.process_time()
            result = at_ray.write_dataset(cache / "out", source, files, options, root=str(corpus))
        else:
            result = write_dataset(
                cache / "out",
                {source: files},
                options,
                root=str(corpus),
                num_proc=2 if case == "convert_np2" else None,
            )
        rows = result.rows["messages"]
    elif case in OURS or case in BASE:
        if source not in agent_traces.BUILDERS:
            return {"error": f"{source} builder not available"}
        kwargs = {"data_dir": str(corpus), "split": "train", "cache_dir": str(cache)}
        if source == "claude_code":
            kwargs["subagents"] = True  # read the same files teich reads
        if case.endswith("_stream"):
            for _ in datasets.load_dataset(source, streaming=True, **kwargs):
                rows += 1
        else:
            ds = datasets.load_dataset(source, num_proc=2 if case.endswith("_np2") else None, **kwargs)
            rows = len(ds)
    else:
        raise ValueError(case)
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    out = {
        "rows": rows,
        "seconds": seconds,
        "cpu_seconds": cpu_seconds,
        "cache_bytes": _dir_bytes(cache) if cache.exists() else 0,
    }
    if case == "convert_ray":
        out["setup_seconds"] = setup
    return out


# -- parent side ---------------------------------------------------------------------------------


def _descendants_rss(root: int) -> int:
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as handle:
                stat = handle.read()
            with open(f"/proc/{entry}/statm", "rb") as handle:
                resident = int(handle.read().split()[1])
        except (OSError, IndexError, ValueError):
            continue
        ppid = int(stat[stat.rindex(b")") + 2 :].split()[1])
        pid = int(entry)
        children.setdefault(ppid, []).append(pid)
        rss[pid] = resident * PAGE
    total, stack = 0, [root]
    while stack:
        pid = stack.pop()
        total += rss.get(pid, 0)
        stack.extend(children.get(pid, []))
    return total


def measure(case: str, corpus: Path, source: str) -> dict:
    """Run ``case`` in a child process; add its peak RSS and sampled process-tree RSS."""
    with tempfile.TemporaryDirectory(prefix="bench-cache-", dir=WORK) as cache:
        cmd = [
            sys.executable,
            str(Path(__file__)),
            "--child",
            case,
            "--corpus",
            str(corpus),
            "--cache",
            cache,
            "--source",
            source,
        ]
        env = dict(os.environ)
        if case in BASE:
            env["PYTHONPATH"] = os.pathsep.join([BASELINE_REPO, env.get("PYTHONPATH", "")])
        else:  # this checkout's agent_traces, not whichever one the venv has installed (editable)
            env["PYTHONPATH"] = os.pathsep.join([str(REPO), env.get("PYTHONPATH", "")])
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=REPO, env=env)
        tree_peak = 0
        done = threading.Event()

        def sample() -> None:
            nonlocal tree_peak
            while not done.wait(0.1):
                tree_peak = max(tree_peak, _descendants_rss(proc.pid))

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        out = proc.stdout.read()
        err = proc.stderr.read()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        done.set()
        sampler.join()
    if proc.returncode != 0:
        return {
            "error": err.decode(errors="replace").strip().splitlines()[-1:] or [f"exit {proc.returncode}"]
        }
    result = json.loads(out.decode().strip().splitlines()[-1])
    result["peak_rss"] = usage.ru_maxrss * 1024
    result["tree_rss"] = tree_peak
    return result


def bench_corpus(label: str, corpus: Path, cases: list[str], repeats: int, source: str) -> dict:
    """Every case ``repeats`` times, interleaved, on one corpus."""
    input_bytes = sum(os.path.getsize(f) for f in _input_files(corpus))
    runs: dict[str, list[dict]] = {case: [] for case in cases}
    for i in range(repeats):
        for case in cases:
            result = measure(case, corpus, source)
            result["load"] = os.getloadavg()[0]
            runs[case].append(result)
            shown = f"{result['seconds']:.2f}s" if "seconds" in result else result["error"]
            if "setup_seconds" in result:
                shown += f" (+ {result['setup_seconds']:.2f}s starting Ray)"
            print(f"  [{label}] run {i + 1}/{repeats} {case}: {shown}", file=sys.stderr, flush=True)
    return {"label": label, "corpus": str(corpus), "input_bytes": input_bytes, "runs": runs}


def summarize(block: dict) -> list[dict]:
    """Median and min–max per case, plus the ratio of our single-process figure to each."""
    mb = block["input_bytes"] / 1e6
    table = []
    for case, runs in block["runs"].items():
        ok = [r for r in runs if "error" not in r]
        if not ok:
            table.append({"case": case, "error": runs[0]["error"]})
            continue
        secs = [r["seconds"] for r in ok]
        cpu = statistics.median(r.get("cpu_seconds", r["seconds"]) for r in ok)
        rss = [r["peak_rss"] / 1e6 for r in ok]
        table.append(
            {
                "case": case,
                "n": len(ok),
                "seconds": statistics.median(secs),
                "mbps": mb / statistics.median(secs) if case != "baseline" else None,
                "mbps_min": mb / max(secs),
                "mbps_cpu": mb / cpu if case != "baseline" and cpu else None,
                "mbps_max": mb / min(secs),
                "rows": ok[0]["rows"],
                "rows_per_s": ok[0]["rows"] / statistics.median(secs) if secs[0] else None,
                "rss_mb": statistics.median(rss),
                "rss_min": min(rss),
                "rss_max": max(rss),
                "tree_mb": statistics.median(r["tree_rss"] / 1e6 for r in ok),
                "cache_ratio": statistics.median(r["cache_bytes"] for r in ok) / block["input_bytes"],
            }
        )
    ref = next((t for t in table if t["case"] == REFERENCE and "error" not in t), None)
    for t in table:
        if ref and t.get("mbps"):
            t["ours_vs"] = ref["mbps"] / t["mbps"]
        if ref and t.get("mbps_cpu") and ref.get("mbps_cpu"):
            t["ours_vs_cpu"] = ref["mbps_cpu"] / t["mbps_cpu"]
    return table


def markdown(block: dict, table: list[dict]) -> str:
    lines = [
        f"### {block['label']} — {block['input_bytes'] / 1e6:.1f} MB input (`{block['corpus']}`)",
        "",
        "| case | MB/s median (min–max) | MB/CPU-s | rows | rows/s | peak RSS MB (min–max) | tree MB "
        "| cache/input | ours_np1 ÷ case | ÷ case, CPU |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for t in table:
        if "error" in t:
            lines.append(f"| {t['case']} | error: {t['error']} | | | | | | | | |")
            continue
        speed = "—" if t["mbps"] is None else f"{t['mbps']:.1f} ({t['mbps_min']:.1f}–{t['mbps_max']:.1f})"
        ratio = f"{t['ours_vs']:.2f}×" if "ours_vs" in t else "—"
        cpu_ratio = f"{t['ours_vs_cpu']:.2f}×" if "ours_vs_cpu" in t else "—"
        cpu_speed = f"{t['mbps_cpu']:.1f}" if t.get("mbps_cpu") else "—"
        rps = "—" if t["mbps"] is None else f"{t['rows_per_s']:.0f}"
        lines.append(
            f"| {t['case']} | {speed} | {cpu_speed} | {t['rows']} | {rps} "
            f"| {t['rss_mb']:.0f} ({t['rss_min']:.0f}–{t['rss_max']:.0f}) "
            f"| {t['tree_mb']:.0f} | {t['cache_ratio']:.2f} | {ratio} | {cpu_ratio} |"
        )
    return "\n".join(lines)


def _version_or_absent(package: str) -> str:
    """The installed version of ``package``, or "not installed" (teich is only needed by its cases)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package)
    except PackageNotFoundError:
        return "not installed"


def machine() -> str:
    """A one-paragraph description of this machine and the package versions."""
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    pkgs = ", ".join(f"{p} {_version_or_absent(p)}" for p in ("datasets", "pyarrow", "orjson", "teich"))
    return (
        f"{cpu}, {os.cpu_count()} cores, {mem:.1f} GiB RAM, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}; {pkgs}"
    )


def prepare(scales: list[str], single: str | None, source: str) -> list[tuple[str, Path]]:
    """Generate (or reuse) the corpora; check free disk first."""
    if source == "claude_code":
        wanted = [(f"corpus {s}", CORPORA / f"cc-{s}", parse_size(s), "copies") for s in scales]
    elif source == "copilot_chat":
        wanted = [
            (f"copilot_chat telemetry {s}", CORPORA / f"copilot-{s}", parse_size(s), "telemetry")
            for s in scales
        ]
    else:
        wanted = [(f"{source} corpus {s}", CORPORA / f"{source}-{s}", parse_size(s), "plain") for s in scales]
    if single:
        wanted.append(
            (f"single session {single}", CORPORA / f"cc-single-{single}", parse_size(single), "single")
        )
    need = sum(size for _, path, size, _ in wanted if not (path / ".complete").exists())
    free = shutil.disk_usage(HERE).free
    if need * 2.5 > free:
        raise SystemExit(
            f"need ~{need * 2.5 / 1e9:.1f} GB free for corpora and caches, have {free / 1e9:.1f} GB"
        )
    out = []
    for label, path, size, kind in wanted:
        if kind == "copies":
            stats = make_corpus(path, size)
        elif kind == "telemetry":
            stats = make_telemetry_corpus(path, size)
        elif kind == "plain":
            stats = make_plain_copies(path, SHARED / SOURCE_DIRS[source], size)
        else:
            stats = make_single_session(path, size)
        print(f"corpus {path}: {stats['files']} files, {stats['bytes'] / 1e6:.1f} MB", file=sys.stderr)
        out.append((label, path))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scales", default="10M,100M", help="corpus sizes, comma-separated")
    parser.add_argument("--large", action="store_true", help="add the 1G corpus (deleted afterwards)")
    parser.add_argument("--single", default="110M", help="size of the single-session corpus, or 'none'")
    parser.add_argument("--repeats", type=int, default=3, help="runs per case on corpora up to 200 MB")
    parser.add_argument("--large-repeats", type=int, default=1, help="runs per case on bigger corpora")
    parser.add_argument(
        "--cases",
        default=",".join(CASES),
        help="comma-separated subset of " + ",".join((*CASES, *EXTRA_CASES)),
    )
    parser.add_argument(
        "--baseline-repo",
        default="",
        help="a checkout whose agent_traces the base_* cases run (e.g. a `git worktree` of main)",
    )
    parser.add_argument("--keep", action="store_true", help="keep the 1G corpus")
    parser.add_argument(
        "--source",
        default="claude_code",
        choices=["claude_code", "copilot_chat", *SOURCE_DIRS],
        help="builder to measure; copilot_chat uses copies of the generated telemetry fixtures with fresh ids, "
        "other sources plain copies of ../shared/corpus/<format> (no single session)",
    )
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--corpus", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--cache", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args.child:
        print(json.dumps(run_case(args.child, args.corpus, args.cache, args.source)))
        return 0
    global BASELINE_REPO
    BASELINE_REPO = str(Path(args.baseline_repo).resolve()) if args.baseline_repo else ""

    WORK.mkdir(parents=True, exist_ok=True)
    scales = [s for s in args.scales.split(",") if s] + (["1G"] if args.large else [])
    single = None if args.single.lower() == "none" or args.source != "claude_code" else args.single
    cases = [c for c in args.cases.split(",") if c]
    report = [
        f"Machine: {machine()}",
        "",
        f"Command: `{' '.join([Path(sys.executable).name, *sys.argv])}`",
        "",
    ]
    results = []
    started = time.time()
    for label, corpus in prepare(scales, single, args.source):
        size = sum(os.path.getsize(f) for f in _input_files(corpus))
        repeats = args.repeats if size <= 200e6 else args.large_repeats
        block = bench_corpus(label, corpus, cases, repeats, args.source)
        table = summarize(block)
        results.append({**block, "table": table})
        report += [markdown(block, table), ""]
        print(markdown(block, table) + "\n", flush=True)
        if size > 200e6 and not args.keep:
            shutil.rmtree(corpus)
    loads = [r["load"] for block in results for runs in block["runs"].values() for r in runs if "load" in r]
    if loads:
        report.append(
            f"1-minute load average after each case: {min(loads):.1f}–{max(loads):.1f} "
            f"(median {statistics.median(loads):.1f}) on {os.cpu_count()} cores"
        )
    report.append(f"Total wall time: {time.time() - started:.0f} s")
    stamp = time.strftime("%Y%m%d-%H%M%S")
    (WORK / f"run-{stamp}.md").write_text("\n".join(report) + "\n")
    (WORK / f"run-{stamp}.json").write_text(json.dumps({"machine": machine(), "results": results}, indent=1))
    print("\n".join(report[:3]))
    print(f"written {WORK / f'run-{stamp}.md'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
