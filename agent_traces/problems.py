"""Counting what could not be read, by file and reason, instead of dropping it silently."""

from __future__ import annotations

from collections import Counter


class TraceFormatError(ValueError):
    """A trace record that could not be read; raised in ``strict`` mode, counted otherwise."""

    def __init__(self, file: str, line: int | None, reason: str, detail: str = "") -> None:
        self.file, self.line, self.reason, self.detail = file, line, reason, detail
        where = f"{file}:{line}" if line is not None else file
        super().__init__(f"{where}: {reason}" + (f": {detail}" if detail else ""))

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (type(self), (self.file, self.line, self.reason, self.detail))


class NoTracesError(ValueError):
    """A load that read no rows at all: names the files and why each gave none."""

    def __init__(self, source: str, reasons: dict[str, str]) -> None:
        self.source, self.reasons = source, reasons
        shown = list(reasons.items())[:20]
        lines = [f"  {file}: {why}" for file, why in shown]
        if len(reasons) > len(shown):
            lines.append(f"  … and {len(reasons) - len(shown)} more")
        super().__init__(f"{source}: no rows from {len(reasons)} file(s):\n" + "\n".join(lines))

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (type(self), (self.source, self.reasons))


# reasons about a whole file, each listed file by file with its detail in ``summary()``: a file in
# no known format, a file its parser mostly did not read (issue 32)
LISTED_REASONS = ("unrecognized_format", "mostly_unread")
MAX_LISTED = 10
# damage to the bytes of a file (reported as such, loud already): not records a parser chose to
# leave out, so not counted towards ``mostly_unread`` (``core.rows.report_unread``)
DAMAGE_REASONS = frozenset(
    {
        "malformed_json",
        "truncated_line",
        "invalid_utf8",
        "nul_bytes",
        "lone_surrogate",
        "oversized_line",
        "oversized_file",
        "truncated_file",
        "unreadable_file",
        "parser_error",
        "unrecognized_format",
        "mostly_unread",
    }
)


class ProblemLog:
    """Problems found while reading, counted per ``(file, reason)``.

    With ``strict=True`` the first problem raises :class:`TraceFormatError` naming the file, the
    line and the reason. Otherwise it is counted, and the first example of each reason is kept
    for the summary. Deliberate skips (``fatal=False``: records an option leaves out, warm-up
    files, empty sessions) are counted the same way but never raise.
    """

    def __init__(self, strict: bool = False) -> None:
        self.strict = strict
        self.counts: Counter[tuple[str, str]] = Counter()
        self.examples: dict[str, str] = {}
        self.deliberate: set[str] = set()
        # per file: records counted as problems (False) and as left out on purpose (True), damage
        # to the file's bytes (``DAMAGE_REASONS``) excluded
        self.tally: Counter[tuple[str, bool]] = Counter()
        # the detail of each file-level problem (``LISTED_REASONS``), by (file, reason)
        self.details: dict[tuple[str, str], str] = {}

    def add(
        self,
        file: str,
        reason: str,
        line: int | None = None,
        detail: str = "",
        count: int = 1,
        *,
        fatal: bool = True,
    ) -> None:
        if count <= 0:
            return
        if not isinstance(detail, str):
            detail = str(detail)
        if self.strict and fatal:
            raise TraceFormatError(file, line, reason, detail)
        if not fatal:
            self.deliberate.add(reason)
        self.counts[(file, reason)] += count
        if reason not in DAMAGE_REASONS:
            self.tally[(file, not fatal)] += count
        if reason in LISTED_REASONS:
            self.details.setdefault((file, reason), detail)
        if reason not in self.examples:
            where = f"{file}:{line}" if line is not None else file
            self.examples[reason] = f"{where}" + (f" ({detail[:200]})" if detail else "")

    def merge(self, other: ProblemLog) -> None:
        self.counts.update(other.counts)
        self.tally.update(other.tally)
        for key, detail in other.details.items():
            self.details.setdefault(key, detail)
        self.deliberate |= other.deliberate
        for reason, example in other.examples.items():
            self.examples.setdefault(reason, example)

    def by_reason(self) -> dict[str, int]:
        totals: Counter[str] = Counter()
        for (_, reason), n in self.counts.items():
            totals[reason] += n
        return dict(sorted(totals.items()))

    def by_file(self) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {}
        for (file, reason), n in sorted(self.counts.items()):
            out.setdefault(file, {})[reason] = n
        return out

    def for_file(self, file: str) -> dict[str, int]:
        return {reason: n for (f, reason), n in sorted(self.counts.items()) if f == file}

    def total(self) -> int:
        return sum(self.counts.values())

    def problem_total(self) -> int:
        """Counts of damaged or unreadable records, deliberate skips excluded."""
        return sum(n for (_, reason), n in self.counts.items() if reason not in self.deliberate)

    def summary(self) -> str:
        if not self.counts:
            return "no problems"
        files = len({f for f, _ in self.counts})
        lines = [
            f"{self.problem_total()} problem(s), {self.total() - self.problem_total()} left out on purpose, "
            f"in {files} file(s):"
        ]
        for reason, n in self.by_reason().items():
            note = " [left out on purpose]" if reason in self.deliberate else ""
            lines.append(f"  {reason}: {n}{note} (first at {self.examples.get(reason, '?')})")
            if reason in LISTED_REASONS:
                lines.extend(self.listed(reason))
        return "\n".join(lines)

    def listed(self, reason: str, limit: int = MAX_LISTED) -> list[str]:
        """``    file: detail`` lines for a file-level reason, at most ``limit`` and a count of the rest."""
        files = sorted((f, d) for (f, r), d in self.details.items() if r == reason)
        lines = [f"    {f}: {d}" for f, d in files[:limit]]
        if len(files) > limit:
            lines.append(f"    … and {len(files) - limit} more")
        return lines
