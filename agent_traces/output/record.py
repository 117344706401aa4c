"""What identifies a version and what stays local: the fingerprint, the per-session digests and
the changelog a next version compares against, the local record of the inputs (never uploaded)
and the dataset's redaction placeholder key."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq

from ..core.encoding import ROWS_PER_BATCH
from ..output_folder import GENERATOR, record_path, sha256_file
from ..redact import Redactor
from .inputs import _input_root
from .options import FORMAT_VERSION, InputFile, OutputOptions


def fingerprint(files: dict[str, dict[str, Any]], options: OutputOptions, version: str) -> str:
    """Digest of what was published: the written data files' sha256, the options (``--redact``
    values left out) and the code version. Same inputs and options give the same fingerprint,
    and nothing in it can be checked against a guess of a raw input file or a redacted string."""
    payload = {
        "format_version": FORMAT_VERSION,
        "agent_traces_version": version,
        "files": sorted([path, meta["sha256"], meta["size"]] for path, meta in files.items()),
        "options": options.recorded(),
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


def _version() -> str:
    from .._version import version

    return version()


CHANGELOG_VERSIONS = 50  # versions the card and manifest keep in the changelog
CHANGELOG_IDS = 100  # session ids listed per kind of change (the counts are always whole)


def session_digests(folder: Path, files: list[str]) -> dict[str, str]:
    """``row id → digest`` of every row of the ``messages`` shards ``files`` as written (so every
    engine, writing the same bytes, records the same): what tells a next version which sessions
    were added, removed or changed. Read one row group at a time."""
    import orjson

    sessions: dict[str, str] = {}
    option = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS
    for rel in files:
        for batch in pq.ParquetFile(folder / rel).iter_batches(batch_size=ROWS_PER_BATCH):
            for row in batch.to_pylist():
                digest = hashlib.sha256(orjson.dumps(row, option=option, default=str)).hexdigest()[:16]
                key = str(row.get("id"))
                if key in sessions:  # two rows with one id: both
                    digest = hashlib.sha256(f"{sessions[key]}{digest}".encode()).hexdigest()[:16]
                sessions[key] = digest
    return sessions


def changelog(
    previous: dict[str, Any] | None, sessions: dict[str, str] | None, fp: str, tag: str | None
) -> tuple[str | None, list[dict[str, Any]]]:
    """``(previous fingerprint, changelog)`` of a version with these ``sessions`` that replaces
    the output whose manifest is ``previous``: newest first, each entry the sessions added,
    removed and changed (by id) since the version before it. Writing the same data again keeps
    the previous history as it was, so that a re-run writes the same bytes."""
    if previous is not None and previous.get("fingerprint") == fp:
        return previous.get("previous_fingerprint"), list(previous.get("changelog") or [])
    before = previous.get("sessions") if previous is not None else None
    prev_fp = previous.get("fingerprint") if previous is not None else None
    entry: dict[str, Any] = {"fingerprint": fp, "previous_fingerprint": prev_fp, "tag": tag}
    if sessions is not None:
        entry["sessions"] = len(sessions)
        old = before if isinstance(before, dict) else {}
        known = isinstance(before, dict) or previous is None
        kinds = {
            "added": sorted(set(sessions) - set(old)),
            "removed": sorted(set(old) - set(sessions)),
            "changed": sorted(i for i in sessions if i in old and old[i] != sessions[i]),
        }
        for kind, ids in kinds.items():
            if known:
                entry[kind] = {"count": len(ids), "ids": ids[:CHANGELOG_IDS]}
    history = list(previous.get("changelog") or []) if previous is not None else []
    return prev_fp, [entry, *history][:CHANGELOG_VERSIONS]


def _record(
    sources: list[tuple[str, list[str]]],
    stats: dict[str, tuple[int, int]],
    skipped: list[tuple[str, str]],
    changed: list[str],
    options: OutputOptions,
    root: str | None,
    fp: str,
    target: Path,
    digests: dict[str, str | None] | None = None,
    placeholder_key: str | None = None,
) -> dict[str, Any]:
    """The local reproducibility record: every input with its sha256, kept beside the output
    and never uploaded (raw paths and hashes of raw files would leak through a publication),
    and the dataset's redaction placeholder key (see :func:`placeholder_key`)."""
    entries = []
    for source, files in sources:
        base = _input_root(files, root)
        for path in files:
            try:
                digest = (digests or {}).get(path) or sha256_file(path)
            except OSError:
                digest = None
            size, mtime = stats[path]
            entries.append(
                asdict(InputFile(source, os.path.relpath(path, base), digest, size, mtime))
                | {"abspath": path}
            )
    return {
        "generator": GENERATOR,
        "what": "local record of the inputs of an agent-traces output; not part of the output, never uploaded",
        "output": str(target),
        "fingerprint": fp,
        "agent_traces_version": _version(),
        "options": options.recorded(),
        "inputs": entries,
        "skipped": [{"path": path, "reason": reason} for path, reason in skipped],
        "changed_while_read": changed,
    } | ({"placeholder_key": placeholder_key} if placeholder_key else {})


def placeholder_key(target: str | os.PathLike, repo_id: str | None = None) -> bytes:
    """The redaction placeholder key of the dataset written at ``target``, never uploaded: the
    one its local record holds (so a next version, or the folder moved to another machine,
    gives every value the placeholder it had), else one derived from this machine's secret
    (:func:`machine_secret`) and the Hub repository. The same inputs and options give the same
    bytes in any folder on one machine, a publish without ``-o`` keeps its placeholders from one
    version to the next, and datasets of two repositories cannot be linked by placeholders."""
    from ..incremental import previous_record

    record = previous_record(record_path(target)) or {}
    try:
        key = bytes.fromhex(record.get("placeholder_key") or "")
    except (TypeError, ValueError):
        key = b""
    if len(key) == 32:
        return key
    label = f"agent-traces placeholders\x00{repo_id or ''}".encode()
    return hmac.new(machine_secret(), label, hashlib.sha256).digest()


def dataset_redactor(options: OutputOptions, target: str | os.PathLike) -> Redactor:
    """The redactor of ``options`` for the dataset written at ``target``, with its placeholder key
    (:func:`placeholder_key`): every engine redacts with it, so they give the same placeholders."""
    return Redactor(
        options.redact_extra,
        keep=options.redact_keep,
        key=placeholder_key(target, options.repo_id),
        keep_images=options.keep_images,
    )


def machine_secret() -> bytes:
    """32 random bytes made once per user and machine, in ``$AGENT_TRACES_STATE_DIR`` (default
    ``$XDG_STATE_HOME/agent-traces`` or ``~/.local/state/agent-traces``) as ``redaction-key``,
    mode ``0600``; never uploaded, never printed."""
    base = os.environ.get("AGENT_TRACES_STATE_DIR") or os.path.join(
        os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state"),
        "agent-traces",
    )
    path = os.path.join(base, "redaction-key")
    try:
        with open(path, "rb") as f:
            data = f.read()
        if len(data) == 32:
            return data
    except FileNotFoundError:
        pass
    os.makedirs(base, mode=0o700, exist_ok=True)
    data = secrets.token_bytes(32)
    tmp = f"{path}.{os.getpid()}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    try:
        os.link(tmp, path)  # the first writer wins; a concurrent one reads what it wrote
    except FileExistsError:
        with open(path, "rb") as f:
            data = f.read()
    finally:
        os.unlink(tmp)
    return data
