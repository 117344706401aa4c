"""The original session files of Claude Code, Codex, Droid and Pi, redacted, for the Hub's native viewer.

The Hub renders these four formats natively, with more detail than STS allows (Claude Code's
subagents and attachments, Codex's turn contexts and token counts, Pi's session tree), so
``--traces native`` uploads the tool's own JSONL records rather than a conversion. Nothing is
reshaped: each record is parsed, every string value (and every key) goes through the same
:class:`~agent_traces.redact.Redactor` as the Parquet, with the placeholders it already chose,
and the record is written back. Without redaction the lines are copied as they are.

The functions here are generic (JSONL records in, redacted records out): a source is exported
natively once its files are routed to it, whatever its record shapes.

Lines that are not JSON cannot be redacted field by field, so with redaction they are left out
and counted (``unparseable_line``); files that are not JSONL (Claude Code's ``.meta.json``
sidecars) are counted as ``not_jsonl``.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from ..converters.schema import json_text
from ..core.reading import open_binary

if TYPE_CHECKING:
    from ..redact import Redactor

NATIVE_HARNESSES = ("claude_code", "codex", "droid", "pi")
_SAFE_PART = re.compile(r"[^A-Za-z0-9._-]+")
_LONG_DIGITS = re.compile(rb"\d{20}")


def _loads(raw: bytes) -> Any:
    """A JSON line; integers beyond 64 bits, which orjson would turn into floats, kept exact."""
    if _LONG_DIGITS.search(raw):
        return json.loads(raw)
    return orjson.loads(raw)


def redact_records(
    lines: Iterable[bytes], redactor: Redactor | None, skipped: Counter, session: str | None = None
) -> Iterator[bytes]:
    """Each JSONL line of ``lines`` with every string redacted, structure untouched.

    Without a redactor the lines are given back as they are. Blank lines are dropped; lines that
    are not JSON are dropped and counted in ``skipped`` when redacting.
    """
    for raw in lines:
        line = raw.rstrip(b"\r\n")
        if not line.strip():
            continue
        if redactor is None:
            yield line + b"\n"
            continue
        try:
            record = _loads(line[3:] if line.startswith(b"\xef\xbb\xbf") else line)
        except ValueError:
            skipped["unparseable_line"] += 1
            continue
        yield json_text(redactor.redact_value(record, session)).encode() + b"\n"


def native_path(source: str, rel_path: str, redactor: Redactor | None) -> str:
    """``traces/<source>/<rel_path>``, the path redacted and made safe (no ``<``, ``>``, spaces),
    ``.gz`` dropped since the written file is plain JSONL."""
    rel = redactor.redact_text(rel_path) if redactor is not None else rel_path
    parts = [
        _SAFE_PART.sub("_", p.replace("<", "").replace(">", "")).strip("_") or "_"
        for p in rel.replace(os.sep, "/").split("/")
        if p
    ]
    name = "/".join(parts)
    if name.endswith(".gz"):
        name = name[:-3]
    return f"traces/{source}/{name}"


def write_native(
    folder: str | os.PathLike,
    source: str,
    files: list[str],
    root: str,
    redactor: Redactor | None,
    taken: set[str],
) -> tuple[list[str], Counter, dict[str, Any] | None]:
    """Write the redacted JSONL files of ``source`` under ``folder/traces/<source>/``.

    Returns the written paths (relative to ``folder``), what was left out by reason, and what
    the redactor replaced in these files. The redactor's own report (the one the card shows for
    the Parquet) is not changed: the same secrets would otherwise be counted twice.
    ``taken`` holds paths already written; a clash gets a digest of its source path.
    """
    folder = Path(folder)
    if os.path.isfile(root):
        root = os.path.dirname(root)
    written: list[str] = []
    skipped: Counter = Counter()
    report = None
    if redactor is not None:
        saved = redactor.report, redactor.seen
        redactor.report, redactor.seen = type(redactor.report)(), Counter()
    try:
        for path in sorted(files):
            rel = os.path.relpath(path, root).replace(os.sep, "/")
            if not rel.endswith((".jsonl", ".jsonl.gz")):
                skipped["not_jsonl"] += 1
                continue
            target = native_path(source, rel, redactor)
            if target in taken:
                stem = target[: -len(".jsonl")]
                target = f"{stem}-{hashlib.sha256(rel.encode()).hexdigest()[:10]}.jsonl"
            taken.add(target)
            out = folder / target
            out.parent.mkdir(parents=True, exist_ok=True)
            with open_binary(path) as src, open(out, "wb") as dst:
                for line in redact_records(src, redactor, skipped, session=target):
                    dst.write(line)
            written.append(target)
        if redactor is not None:
            report = redactor.report.to_dict()
            report.pop("per_session", None)
    finally:
        if redactor is not None:
            redactor.report, redactor.seen = saved
    return written, skipped, report
