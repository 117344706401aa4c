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

import json
import os
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

import orjson

from ..converters.schema import json_text
from ..core.reading import open_binary
from ..core.safe_paths import NameBook, inside, open_inside, safe_name

if TYPE_CHECKING:
    from ..redact import Redactor

NATIVE_HARNESSES = ("claude_code", "codex", "droid", "pi")
TRACES_DIR = "traces"
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


def _text_lines(path: str) -> Iterator[str]:
    with open_binary(path) as src:
        for raw in src:
            yield raw.decode("utf-8", "replace")


def native_parts(source: str, rel_path: str, redactor: Redactor | None) -> list[str]:
    """The parts of ``traces/<source>/<rel_path>``, the path redacted (placeholders lose their
    ``<``, ``>``) and ``.gz`` dropped since the written file is plain JSONL. Not yet safe: see
    :func:`native_path` and :class:`~agent_traces.core.safe_paths.NameBook`."""
    parts = [p for p in rel_path.replace(os.sep, "/").split("/") if p]
    if parts and parts[-1].endswith(".gz"):
        parts[-1] = parts[-1][:-3]
    if redactor is not None and parts:
        # part by part, the extension kept: a secret's token (``ghp_…``) would otherwise take
        # the ``/`` and ``.jsonl`` around it into its placeholder, and the file its type
        stem, dot, ext = parts[-1].rpartition(".")
        last = f"{redactor.redact_text(stem)}.{ext}" if dot and stem else redactor.redact_text(parts[-1])
        # a project folder (``-srv-deploy-app``) is a working directory: judged as one
        parts = [*(redactor.redact_field(p, "path") for p in parts[:-1]), last]
    return ["traces", source, *(p.replace("<", "").replace(">", "") for p in parts)]


def native_path(source: str, rel_path: str, redactor: Redactor | None) -> str:
    """``traces/<source>/<rel_path>`` redacted, each part made safe (:func:`safe_name`: never
    ``..``, a reserved or an over-long name) before any clash with other files is settled."""
    return "/".join(safe_name(p) for p in native_parts(source, rel_path, redactor))


def _write_file(
    folder: str | os.PathLike,
    source: str,
    path: str,
    rel: str,
    redactor: Redactor | None,
    skipped: Counter,
    taken: NameBook,
) -> str:
    """Write one trace file redacted; returns its path relative to ``folder``.

    The file's records and its name share what was found in any of them (a token in one record
    is replaced in its folder, id, JSON and URL forms in the others and in the name: see
    :meth:`~agent_traces.redact.Redactor.shared_forms`). The records are streamed to a partial
    file while the forms are learned; when some were, the lines that hold one of them (a byte
    search for every form as it is written in JSON) are redacted again with all of them, and the
    name is made last. Memory holds one record and the forms, never the file.
    """
    if redactor is None:
        target = taken.claim(native_parts(source, rel, None), original=f"{source}:{rel}")
        with open_binary(path) as src, open_inside(folder, target) as dst:
            for line in redact_records(src, None, skipped):
                dst.write(line)
        return target
    partial = f"{TRACES_DIR}/.partial-{source}.jsonl"
    raw_parts = native_parts(source, rel, None)[2:]
    # a file is a session: the user names of its own home paths are replaced in it
    with redactor.names_of(_text_lines(path)), redactor.shared_forms(raw_parts) as forms:
        with open_binary(path) as src, open_inside(folder, partial) as dst:
            for line in redact_records(src, redactor, skipped):
                dst.write(line)
        if forms:
            _again(folder, partial, redactor, forms)
        target = taken.claim(native_parts(source, rel, redactor), original=f"{source}:{rel}")
    dst_path = inside(folder, target)
    dst_path.parent.mkdir(parents=True, exist_ok=True)
    os.replace(inside(folder, partial), dst_path)
    return target


def _again(folder: str | os.PathLike, partial: str, redactor: Redactor, forms: dict) -> None:
    """Redact again, with every form ``forms`` holds, the lines of ``folder/partial`` that hold
    one (as JSON writes it: a form's characters are escaped one by one, so the escaped form is
    in the line whenever the form is in one of its strings)."""
    needles = sorted({n for form in forms for n in (form.encode(), json_text(form)[1:-1].encode())})
    hit = re.compile(b"|".join(re.escape(n) for n in needles))
    source = inside(folder, partial)
    redone = source.with_name(source.name + ".again")
    changed = False
    with open(source, "rb") as src, open(redone, "wb") as dst:
        for line in src:
            if hit.search(line):
                again = json_text(redactor.redact_value(_loads(line.rstrip(b"\n")))).encode() + b"\n"
                changed |= again != line
                line = again
            dst.write(line)
    if changed:
        os.replace(redone, source)
    else:
        redone.unlink()


def write_native(
    folder: str | os.PathLike,
    source: str,
    files: list[str],
    root: str,
    redactor: Redactor | None,
    taken: NameBook | None = None,
) -> tuple[list[str], Counter, dict[str, Any] | None]:
    """Write the redacted JSONL files of ``source`` under ``folder/traces/<source>/``.

    Returns the written paths (relative to ``folder``), what was left out by reason, and what
    the redactor replaced in these files. The redactor's own report (the one the card shows for
    the Parquet) is not changed: the same secrets would otherwise be counted twice.
    ``taken`` holds the paths already given out in ``folder``; a clash gets a digest of its source
    path. Every file is checked to resolve inside ``folder`` before it is created.
    """
    taken = NameBook() if taken is None else taken
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
            written.append(_write_file(folder, source, path, rel, redactor, skipped, taken))
        if redactor is not None:
            report = redactor.report.to_dict()
            report.pop("per_session", None)
    finally:
        if redactor is not None:
            redactor.report, redactor.seen = saved
    return written, skipped, report
