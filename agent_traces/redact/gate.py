"""The gate: every file and every name of an output goes through the same detectors before it
leaves the staging folder.

Rows are redacted field by field (:meth:`Redactor.redact_row`) and every view, trace file and
statistic is made from them; but a value can reach an output by another road (an option the
user typed, a path part, a template, a writer added later). The gate does not trust the roads:

- :meth:`Gate.sweep` reads every file written into a folder (whoever wrote it) and every part of
  its path, replaces what the detectors find, and renames or rewrites what changed;
- :meth:`Gate.write_text` is how the card and the manifest are written: gated, then recorded;
- :meth:`Gate.seal`, called by the staging folder's commit, checks that every file now in the
  folder went through the gate unchanged since (a file written after the sweep, by a writer
  that skipped the gate, is gated there: a finding raises :class:`GateError` and nothing is
  published).

Parquet contents are not read here: their rows come from :meth:`Redactor.redact_row`, the one
place every engine's rows pass before any view is rendered; their names are gated like any other.

On an output written from redacted rows the gate should replace nothing: what it replaces is
counted (:attr:`Gate.replacements`, the redaction report's ``gate_replacements``), a non-zero
count is a leak that the field-by-field redaction missed. Without a redactor the gate is the
identity, so ``--no-redact`` writes what it always wrote.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..core.safe_paths import digest, safe_name, with_digest
from .blobs import DATA_URL, strip_data_urls
from .findings import Finding

if TYPE_CHECKING:
    from .walk import Redactor

PUBLIC_CATEGORIES = ("user", "host")  # what a public name may hold and keep (see Gate)
BINARY_COVERED = (".parquet",)  # rows through Redactor.redact_row: names gated, contents not read


class GateError(RuntimeError):
    """A file reached the commit with something the detectors find: nothing was published."""


class Gate:
    """The detectors of ``redactor`` over whole documents and names (identity without one).

    :attr:`replacements` counts, by kind, what the gate replaced in output documents and names
    (a bug signal: see the module docstring); :attr:`given` what it replaced in values the user
    typed (:meth:`value` with ``given=True``: ``--pretty-name``, ``--project``…), expected.
    """

    def __init__(self, redactor: Redactor | None, public: Iterable[str | None] = ()) -> None:
        self.redactor = redactor
        self.public = tuple(sorted({p for p in public if p}, key=len, reverse=True))
        self.replacements: Counter = Counter()
        self.given: Counter = Counter()
        self.where: list[str] = []  # the files and names the gate changed, for the message of a bug
        self._checked: dict[str, tuple[int, int]] = {}

    @property
    def active(self) -> bool:
        return self.redactor is not None

    @contextmanager
    def _counting(self, into: Counter) -> Iterator[Redactor]:
        """The redactor with a report of its own for the block, added to ``into`` after: what
        the gate replaces never changes the counts of the rows."""
        redactor = self.redactor
        assert redactor is not None
        saved = redactor.report, redactor.seen
        redactor.report, redactor.seen = type(saved[0])(), Counter()
        try:
            yield redactor
        finally:
            into.update({k: n for k, n in redactor.report.total.items() if n > 0})
            redactor.report, redactor.seen = saved

    # -- values, texts, names -----------------------------------------------------------------

    def text(self, text: str, into: Counter | None = None) -> str:
        """``text`` with every finding replaced by its placeholder (counted in ``into``,
        default :attr:`replacements`)."""
        if not self.active or not text:
            return text
        into = self.replacements if into is None else into
        redactor = self.redactor
        if redactor.strip_images and DATA_URL.search(text):
            text, n = strip_data_urls(text)
            into["inline_image"] += n
        findings = self._findings(text)
        if not findings:
            return text
        parts, last = [], 0
        for f in findings:
            parts += [text[last : f.start], redactor.placeholder(f.category, text[f.start : f.end])]
            into[f.kind] += 1
            last = f.end
        parts.append(text[last:])
        return "".join(parts)

    def _findings(self, text: str) -> list[Finding]:
        """The redactor's findings in ``text`` but the user and host names inside a public name
        (see :class:`Gate`)."""
        found = self.redactor.find(text)
        if not found or not self.public:
            return found
        spans = [(i, i + len(name)) for name in self.public for i in _occurrences(text, name)]
        return [
            f
            for f in found
            if f.category not in PUBLIC_CATEGORIES or not any(s <= f.start and f.end <= e for s, e in spans)
        ]

    def _suspect(self, text: str) -> bool:
        """Whether the detectors find anything in ``text`` read whole (or an image data URL
        that is to be stripped): one scan, before any document is parsed."""
        redactor = self.redactor
        return bool(self._findings(text)) or (redactor.strip_images and DATA_URL.search(text) is not None)

    def value(self, value: Any, *, given: bool = False) -> Any:
        """A JSON-like value with every string and dict key gated (counted in :attr:`given`
        when the user typed it, else in :attr:`replacements`)."""
        if not self.active:
            return value
        return self._walk(value, self.given if given else self.replacements)

    def _walk(self, value: Any, into: Counter, key: str | None = None) -> Any:
        if isinstance(value, str):
            if key is None or any(name in value for name in self.public):
                return self.text(value, into)
            with self._counting(into) as redactor:  # a secret-looking key's value, judged whole
                return redactor.redact_value(value, None, key)
        if isinstance(value, dict):
            return {
                self.text(k, into) if isinstance(k, str) else k: self._walk(v, into, k)
                for k, v in value.items()
            }
        if isinstance(value, (list, tuple)):
            return [self._walk(v, into) for v in value]
        if isinstance(value, (int, float)):
            with self._counting(into) as redactor:  # long numbers: card and account numbers
                return redactor.redact_value(value)
        return value

    def name(self, part: str) -> str:
        """One path part gated and kept a safe name (placeholders lose their ``<`` and ``>``)."""
        gated = self.text(part)
        if gated == part:
            return part
        return safe_name(gated.replace("<", "").replace(">", ""))

    def path(self, rel: str) -> str:
        """A ``/``-separated relative path with every part gated (see :meth:`name`)."""
        return "/".join(self.name(p) for p in rel.split("/"))

    def document(self, rel: str, data: bytes) -> bytes:
        """The bytes of the file ``rel`` gated: JSON and JSONL through their values (their
        syntax kept), other text whole; Parquet as it is (see the module docstring). A file
        that is neither raises :class:`GateError`: a new binary writer must be taught here."""
        if not self.active or rel.endswith(BINARY_COVERED):
            return data
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise GateError(f"{rel} is neither text nor Parquet: the gate cannot read it") from None
        if not self._suspect(text):
            return data  # the common case: one scan of the whole document, nothing found
        if rel.endswith(".jsonl"):
            return "".join(self._json_line(line) for line in text.splitlines(keepends=True)).encode()
        if rel.endswith(".json"):
            try:
                value = json.loads(text)
            except ValueError:
                return self.text(text).encode()
            gated = self.value(value)
            if gated == value:
                return data
            return (json.dumps(gated, indent=2, sort_keys=True) + "\n").encode()
        return self.text(text).encode()

    def _json_line(self, line: str) -> str:
        body = line.rstrip("\r\n")
        if not body.strip():
            return line
        try:
            record = json.loads(body)
        except ValueError:
            return self.text(line)
        gated = self.value(record)
        if gated == record:
            return line
        from ..converters.schema import json_text

        return json_text(gated) + line[len(body) :]

    # -- files --------------------------------------------------------------------------------

    def write_text(self, folder: str | os.PathLike, rel: str, text: str) -> str:
        """Write ``text`` gated to ``folder/<rel gated>`` and record it as gated; returns the
        text as written."""
        encoded = text.encode("utf-8")
        data = self.document(rel, encoded)
        target = self.path(rel) if self.active else rel
        if data != encoded or target != rel:
            self.where.append(target)
        path = Path(folder) / target
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        self._record(Path(folder), target)
        return data.decode("utf-8")

    def sweep(self, folder: str | os.PathLike) -> dict[str, str]:
        """Gate every file under ``folder``: contents rewritten and files renamed where the
        detectors find something. Returns ``{old relative path: new}`` of the renamed ones."""
        folder = Path(folder)
        renamed: dict[str, str] = {}
        rels = _files(folder) if self.active else []
        contents = self._gate_files(folder, rels)
        for rel in rels:
            rewritten = contents[rel]
            new = self.path(rel)
            if new != rel:
                new = self._free(folder, new, rel)
                (folder / new).parent.mkdir(parents=True, exist_ok=True)
                os.rename(folder / rel, folder / new)
                renamed[rel] = new
            if rewritten or new != rel:
                self.where.append(new)  # the gated name: never the one that held the finding
            self._record(folder, new)
        return renamed

    def seal(self, folder: str | os.PathLike) -> None:
        """Check, before ``folder`` is published, that every file in it went through the gate
        and is as the gate left it; a file that did not is gated now, and :class:`GateError`
        raised when that changes anything (the manifest would no longer say what is there)."""
        if not self.active:
            return
        folder = Path(folder)
        for rel in _files(folder):
            if self._checked.get(rel) == _stamp(folder / rel):
                continue
            shown = self.path(rel)
            if shown != rel:
                raise GateError(f"the gate found something in the name of {shown}: nothing was published")
            data = _read(folder, rel)
            if self.document(rel, data) != data:
                raise GateError(f"the gate found something in {rel}, written past it: nothing was published")
            self._record(folder, rel)

    def _gate_files(self, folder: Path, rels: list[str]) -> dict[str, bool]:
        """Gate the contents of every file of ``rels`` in place; whether each changed (one
        process: sharing files among processes measured slower on two shared cores)."""
        return {rel: self._gate_file(folder, rel) for rel in rels}

    def _gate_file(self, folder: Path, rel: str) -> bool:
        """Gate the contents of ``folder/rel`` in place; whether they changed."""
        if rel.endswith(BINARY_COVERED):
            return False
        data = _read(folder, rel)
        gated = self.document(rel, data)
        if gated == data:
            return False
        (folder / rel).write_bytes(gated)
        return True

    def _free(self, folder: Path, rel: str, original: str) -> str:
        """``rel``, or with a digest of ``original`` when another file already has that name."""
        if not os.path.lexists(folder / rel):
            return rel
        head, _, name = rel.rpartition("/")
        free = with_digest(name, digest(original))
        return f"{head}/{free}" if head else free

    def _record(self, folder: Path, rel: str) -> None:
        self._checked[rel] = _stamp(folder / rel)

    def summary(self) -> dict[str, Any]:
        """For the redaction report: ``gate_replacements`` (the bug signal) and by kind."""
        out: dict[str, Any] = {
            "gate_replacements": sum(self.replacements.values()),
            "gate_by_kind": dict(sorted(self.replacements.items())),
        }
        if self.where:
            out["gate_files"] = sorted(set(self.where))
        return out


def _files(folder: Path) -> list[str]:
    """Every file under ``folder``, relative, ``/``-separated, sorted (symlinks as files)."""
    out = []
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        base = Path(root).relative_to(folder)
        out += [(base / name).as_posix() for name in files]
        out += [(base / d).as_posix() for d in dirs if os.path.islink(os.path.join(root, d))]
    return sorted(out)


def _read(folder: Path, rel: str) -> bytes:
    """The bytes of a file of the output; a symlink is refused (its target is not the output's)."""
    if (folder / rel).is_symlink():
        raise GateError(f"{rel} is a symbolic link: an output holds plain files only")
    return (folder / rel).read_bytes()


def _occurrences(text: str, name: str) -> Iterator[int]:
    i = text.find(name)
    while i >= 0:
        yield i
        i = text.find(name, i + 1)


def _stamp(path: Path) -> tuple[int, int]:
    info = os.lstat(path)
    return info.st_size, info.st_mtime_ns
