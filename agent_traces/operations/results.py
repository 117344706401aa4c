"""The result of ``convert``, which ``publish`` and the notifier also hand on."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..output import OutputResult


@dataclass
class ConvertResult:
    """What ``convert`` wrote: the folder, rows per config, the inputs, problems and the
    sessions left out on purpose (by reason), the redaction report, and how the reading went.

    ``written`` is the writer's own result (problem log, manifest, card) for what the command
    line prints beyond these.
    """

    source: str
    output: str
    input_files: int
    input_bytes: int
    rows: dict[str, int]
    fingerprint: str
    problems: dict[str, int]
    left_out: dict[str, int]
    denied: list[str]
    redaction: dict[str, Any] | None
    seconds: float
    read: dict[str, Any] | None
    record: str
    files_read: int | None = None  # with the incremental cache: inputs read, and taken from it
    files_from_cache: int | None = None
    other_format: list[tuple[str, str]] = field(default_factory=list)
    written: OutputResult | None = field(default=None, repr=False)

    @property
    def rows_per_second(self) -> float | None:
        return round(self.rows.get("messages", 0) / self.seconds, 1) if self.seconds else None

    def as_dict(self) -> dict[str, Any]:
        """The ``--json`` shape of ``convert``."""
        shape = {
            "source": self.source,
            "output": self.output,
            "input_files": self.input_files,
            "input_bytes": self.input_bytes,
            "rows": self.rows,
            "fingerprint": self.fingerprint,
            "problems": {"total": sum(self.problems.values()), "by_reason": self.problems},
            "left_out": {"total": sum(self.left_out.values()), "by_reason": self.left_out},
            "denied": self.denied,
            "redaction": (
                {k: v for k, v in self.redaction.items() if k != "per_session"}
                if self.redaction is not None
                else None
            ),
            "seconds": round(self.seconds, 3),
            "rows_per_second": self.rows_per_second,
            "read": self.read,
        }
        if self.files_read is not None:
            shape["files_read"], shape["files_from_cache"] = self.files_read, self.files_from_cache
        return shape
