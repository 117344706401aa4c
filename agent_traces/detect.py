"""Which source wrote a trace file: the detector of :mod:`agent_traces.core.detection`, under the
name the command line, the output writer and users import it by.

Detection lives in core so that the builders (which explain a load that gave no rows by the
source each file is really of) can use it without importing a layer above them.
"""

from __future__ import annotations

from .core.detection import (
    DEFAULT_SNIFF_ORDER,
    HEAD_BYTES,
    MIXED_NAME,
    detect_files,
    detect_format,
    is_json_head,
    read_head,
    sniff_order,
    unknown_reason,
)

__all__ = [
    "DEFAULT_SNIFF_ORDER",
    "HEAD_BYTES",
    "MIXED_NAME",
    "detect_files",
    "detect_format",
    "is_json_head",
    "read_head",
    "sniff_order",
    "unknown_reason",
]
