"""Make large, realistic Claude Code corpora out of the real sessions in ``../shared/corpus``.

Two shapes, both in Claude Code's own layout (``projects/<project dir>/<session id>.jsonl``,
``<session id>/subagents/agent-<id>.jsonl`` with its ``.meta.json``, old-layout
``agent-<id>.jsonl`` at the project root):

* ``--size 100M``: whole copies of every real session (subagent files included) until the corpus
  reaches the size. Each copy gets fresh session ids, record uuids and agent ids, consistently
  across a session's files and file names, so no two sessions collide.
* ``--single-session 110M``: one session made of one real session's records repeated with fresh
  record uuids, each repetition chained to the previous one (its root's ``parentUuid`` points
  at the previous repetition's last record), under one session id: a very long session.

Ids are rewritten by splitting every source file once into literal bytes and id tokens, so a
copy costs one ``bytes.join``; everything else (timestamps, text, tool ids) stays byte-exact.
Output is deterministic for given arguments. A finished corpus carries a ``.complete`` marker
with its parameters and is reused as is by later calls.

    python benchmarks/make_corpus.py --size 100M --out benchmarks/corpora/cc-100M
    python benchmarks/make_corpus.py --single-session 110M --out benchmarks/corpora/cc-single-110M
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import sys
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import orjson

REPO = Path(__file__).resolve().parent.parent
REAL_CORPUS = REPO.parent / "shared" / "corpus" / "claude_code"
FIXTURES = REPO / "fixtures" / "claude_code"
DEFAULT_SINGLE_SOURCE = (
    "projects/-Users-dain-workspace-coderabbit-review-helper/cb2e607c-c758-415a-8b45-c49e4631906a.jsonl"
)

UUID_RE = rb"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
AGENT_ID_RE = re.compile(rb'"agentId":"([0-9a-zA-Z]+)"')
AGENT_FILE_RE = re.compile(r"agent-([0-9a-zA-Z]+)\.(?:jsonl|meta\.json)$")
NAMESPACE = uuid.UUID("5b2f4c1e-8d3a-4f6b-9c7e-0a1b2c3d4e5f")


def parse_size(text: str) -> int:
    """``10M``, ``1G``, ``500K`` or a plain byte count."""
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    text = text.strip().upper().removesuffix("B")
    if text and text[-1] in units:
        return int(float(text[:-1]) * units[text[-1]])
    return int(text)


@dataclass
class Template:
    """A source file split into literal byte runs and id tokens (alternating, literals first)."""

    rel_path: str
    parts: list[bytes]

    def render(self, mapping: IdMap) -> bytes:
        parts = self.parts
        out = parts[:]
        for i in range(1, len(parts), 2):
            out[i] = mapping(parts[i])
        return b"".join(out)


@dataclass
class IdMap:
    """Fresh ids for one copy: uuid5 of (copy, old id) for uuids, a same-length hash for agent ids."""

    copy: str
    fixed: dict[bytes, bytes] = field(default_factory=dict)
    cache: dict[bytes, bytes] = field(default_factory=dict)

    def __call__(self, token: bytes) -> bytes:
        new = self.cache.get(token)
        if new is None:
            new = self.fixed.get(token) or self._fresh(token)
            self.cache[token] = new
        return new

    def _fresh(self, token: bytes) -> bytes:
        if len(token) == 36 and token.count(b"-") == 4:
            return str(uuid.uuid5(NAMESPACE, f"{self.copy}:{token.decode()}")).encode()
        digest = hashlib.sha1(f"{self.copy}:{token.decode()}".encode()).hexdigest()
        keep = 1 if token[:1] == b"a" else 0
        return token[:keep] + digest[: len(token) - keep].encode()

    def path(self, rel_path: str) -> str:
        return (
            Template(rel_path, _split(rel_path.encode(), _token_re(_agent_ids_in_name(rel_path))))
            .render(self)
            .decode()
        )


def _agent_ids_in_name(rel_path: str) -> set[bytes]:
    match = AGENT_FILE_RE.search(rel_path)
    return {match.group(1).encode()} if match else set()


def _token_re(agent_ids: set[bytes]) -> re.Pattern[bytes]:
    agents = [rb"(?<![0-9a-zA-Z])" + re.escape(a) + rb"(?![0-9a-zA-Z])" for a in sorted(agent_ids)]
    alternatives = [UUID_RE, *agents]
    return re.compile(b"(" + b"|".join(alternatives) + b")")


def _split(data: bytes, pattern: re.Pattern[bytes]) -> list[bytes]:
    return pattern.split(data)


def source_files(include_fixtures: bool = True) -> list[tuple[Path, str]]:
    """(absolute path, path inside the generated corpus) of every real Claude Code file.

    Files already in a ``projects/`` layout keep their place; loose files (from repositories'
    test folders) go to ``projects/-bench-<folder>/<session id>.jsonl``.
    """
    roots = [(REAL_CORPUS, "real")]
    if include_fixtures and FIXTURES.is_dir():
        roots.append((FIXTURES, "fixture"))
    found = []
    for root, tag in roots:
        for path in sorted(root.rglob("*")):
            if not path.is_file() or not (path.name.endswith(".jsonl") or path.name.endswith(".meta.json")):
                continue
            rel = path.relative_to(root).as_posix()
            if rel.startswith("projects/"):
                found.append((path, rel))
                continue
            session = _first_session_id(path)
            project = f"-bench-{tag}-{rel.split('/')[0] if '/' in rel else 'root'}"
            name = f"{session}.jsonl" if session else path.name
            found.append((path, f"projects/{project}/{name}"))
    return found


def _first_session_id(path: Path) -> str | None:
    with open(path, "rb") as handle:
        for line in handle:
            match = re.search(rb'"sessionId":"(' + UUID_RE + rb')"', line)
            if match:
                return match.group(1).decode()
    return None


def _unit_key(rel: str) -> str:
    """Files that must be copied together: a session with its subagents, or a project's old-layout agents."""
    parts = rel.split("/")
    stem = parts[2].removesuffix(".jsonl")
    if re.fullmatch(UUID_RE.decode(), stem):
        return "/".join([*parts[:2], stem])
    return "/".join(parts[:2])


def load_templates(files: list[tuple[Path, str]]) -> list[list[Template]]:
    """Templates grouped into copy units (a session and its subagent files)."""
    data = {rel: path.read_bytes() for path, rel in files}
    agent_ids = {m for blob in data.values() for m in AGENT_ID_RE.findall(blob)}
    agent_ids |= {a for rel in data for a in _agent_ids_in_name(rel)}
    pattern = _token_re(agent_ids)
    units: dict[str, list[Template]] = {}
    for rel, blob in data.items():
        units.setdefault(_unit_key(rel), []).append(Template(rel, _split(blob, pattern)))
    return [units[k] for k in sorted(units)]


def _complete(out: Path, params: dict) -> bool:
    marker = out / ".complete"
    return marker.is_file() and json.loads(marker.read_text()) == params


def _finish(out: Path, params: dict) -> None:
    (out / ".complete").write_text(json.dumps(params))


def make_corpus(out: Path, target: int, include_fixtures: bool = True) -> dict:
    """Copies of every real session with fresh ids until ``target`` bytes; returns a summary."""
    params = {"kind": "copies", "target": target, "fixtures": include_fixtures}
    if _complete(out, params):
        return corpus_stats(out)
    shutil.rmtree(out, ignore_errors=True)
    units = load_templates(source_files(include_fixtures))
    written = 0
    copy = 0
    while written < target:
        for unit in units:
            mapping = IdMap(copy=str(copy))
            for template in unit:
                target_path = out / mapping.path(template.rel_path)
                target_path.parent.mkdir(parents=True, exist_ok=True)
                blob = template.render(mapping)
                target_path.write_bytes(blob)
                written += len(blob)
            if written >= target:
                break
        copy += 1
    _finish(out, params)
    return corpus_stats(out)


def make_single_session(out: Path, target: int, source: str = DEFAULT_SINGLE_SOURCE) -> dict:
    """One session of ``target`` bytes: a real session's records repeated and chained."""
    params = {"kind": "single", "target": target, "source": source}
    if _complete(out, params):
        return corpus_stats(out)
    shutil.rmtree(out, ignore_errors=True)
    path = REAL_CORPUS / source
    blob = path.read_bytes()
    records = [orjson.loads(line) for line in blob.splitlines() if line.strip()]
    session_id = next(r["sessionId"] for r in records if r.get("sessionId"))
    last_uuid = [r["uuid"] for r in records if r.get("uuid")][-1]
    template = Template(source, _split(blob, _token_re(set())))
    new_session = str(uuid.uuid5(NAMESPACE, f"single:{session_id}")).encode()
    project = Path(source).parent.name
    target_path = out / "projects" / project / f"{new_session.decode()}.jsonl"
    target_path.parent.mkdir(parents=True, exist_ok=True)
    written = 0
    previous: bytes | None = None
    with open(target_path, "wb") as handle:
        copy = 0
        while written < target:
            mapping = IdMap(copy=f"single-{copy}", fixed={session_id.encode(): new_session})
            chunk = template.render(mapping)
            if previous is not None:
                chunk = chunk.replace(b'"parentUuid":null', b'"parentUuid":"' + previous + b'"', 1)
            if not chunk.endswith(b"\n"):
                chunk += b"\n"
            handle.write(chunk)
            written += len(chunk)
            previous = mapping(last_uuid.encode())
            copy += 1
    _finish(out, params)
    return corpus_stats(out)


_UUID = re.compile(rb"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_HERMES_HUMAN = b'{"from": "human", "value": "'
_SQLITE_MAGIC = b"SQLite format 3\x00"
_ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


def distinct_copy(data: bytes, copy: int) -> bytes:
    """``data`` as copy ``copy`` holding sessions of its own: every UUID mapped to a fresh one
    (the same one throughout the copy, so links hold) and each Hermes human turn marked with the
    copy's number (a Hermes session's id is a hash of its content). Copy 0 is ``data`` itself.

    Without it, every copy of a file is the same session: our loaders keep one and count the rest
    as ``duplicate_session``, which left them a fraction of the rows teich's path converts.
    """
    if copy == 0:
        return data
    if data.startswith(_SQLITE_MAGIC):
        return data  # rewriting ids inside pages would break the database's indexes: a plain copy
    if data.startswith(_ZSTD_MAGIC):  # the ids are inside the compressed stream
        import zstandard

        text = zstandard.ZstdDecompressor().stream_reader(data, read_across_frames=True).read()
        return zstandard.ZstdCompressor().compress(distinct_copy(text, copy))
    tag = str(copy).encode()

    def fresh(match: re.Match) -> bytes:
        digest = hashlib.sha256(match.group(0) + b"/" + tag).hexdigest()
        return f"{digest[:8]}-{digest[8:12]}-{digest[12:16]}-{digest[16:20]}-{digest[20:32]}".encode()

    data = _UUID.sub(fresh, data)
    return data.replace(_HERMES_HUMAN, _HERMES_HUMAN + b"(copy " + tag + b") ")


def make_plain_copies(out: Path, source: Path, target: int) -> dict:
    """Copies of every file under ``source`` in ``copy-<n>/`` folders, for other sources, each copy
    made distinct by :func:`distinct_copy` (fresh UUIDs; Hermes human turns numbered)."""
    params = {"kind": "plain", "target": target, "source": str(source), "distinct": 1}
    if _complete(out, params):
        return corpus_stats(out, "*")
    shutil.rmtree(out, ignore_errors=True)
    files = sorted(p for p in source.rglob("*") if p.is_file())
    if not files:
        raise FileNotFoundError(f"no files under {source}")
    sources = [(path, path.read_bytes()) for path in files]
    written, copy = 0, 0
    while written < target:
        for path, data in sources:
            dest = out / f"copy-{copy:04d}" / path.relative_to(source)
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(distinct_copy(data, copy))
            written += len(data)
        copy += 1
    _finish(out, params)
    return corpus_stats(out, "*")


def make_telemetry_corpus(out: Path, target: int, copies_per_file: int = 64) -> dict:
    """Copilot Chat telemetry: copies of the generated fixture export with fresh conversation ids.

    Every id in the fixtures (conversation, session, request, model call, message) starts with
    ``conv-``; copy ``n`` rewrites that prefix to ``conv<n>-`` so that each copy holds new
    conversations, each with its several growing input snapshots per request (the overlap the
    on-disk index is there for). ``copies_per_file`` copies of the four fixture files go into one
    ``telemetry-<k>.jsonl``, as a large export would be split.
    """
    params = {"kind": "telemetry", "target": target, "copies_per_file": copies_per_file}
    if _complete(out, params):
        return corpus_stats(out)
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    parts = [p.read_bytes() for p in sorted((REPO / "fixtures" / "copilot_chat").glob("telemetry-*.jsonl"))]
    if not parts:
        raise FileNotFoundError("no fixtures/copilot_chat/telemetry-*.jsonl")
    written, copy, index = 0, 0, 0
    while written < target:
        with open(out / f"telemetry-{index:05d}.jsonl", "wb") as handle:
            for _ in range(copies_per_file):
                prefix = f"conv{copy:06d}-".encode()
                for part in parts:
                    data = part.replace(b"conv-", prefix)
                    handle.write(data)
                    written += len(data)
                copy += 1
        index += 1
    _finish(out, params)
    return corpus_stats(out)


def corpus_stats(out: Path, pattern: str = "*.jsonl") -> dict:
    """Files, bytes and sessions of a generated corpus."""
    files = [p for p in out.rglob(pattern) if p.is_file() and p.name != ".complete"]
    sizes = [p.stat().st_size for p in files]
    return {
        "path": str(out),
        "files": len(files),
        "bytes": sum(sizes),
        "largest_file": max(sizes, default=0),
        "subagent_files": sum(1 for p in files if p.name.startswith("agent-")),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--size", help="corpus of copies of every real session, e.g. 10M, 100M, 1G")
    group.add_argument("--single-session", help="one chained session of this size, e.g. 110M")
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--no-fixtures", action="store_true", help="only ../shared/corpus, not fixtures/")
    parser.add_argument("--source", default=DEFAULT_SINGLE_SOURCE, help="real session for --single-session")
    args = parser.parse_args(argv)
    if args.size:
        stats = make_corpus(args.out, parse_size(args.size), include_fixtures=not args.no_fixtures)
    else:
        stats = make_single_session(args.out, parse_size(args.single_session), args.source)
    json.dump(stats, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    os.umask(0o022)
    raise SystemExit(main())
