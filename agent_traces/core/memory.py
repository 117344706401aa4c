"""Memory while building rows: the cyclic garbage collector paused, and freed memory given back."""

from __future__ import annotations

import ctypes
import gc
import sys
from typing import Any

import pyarrow as pa

from .encoding import CHARS_PER_BATCH


def _trim() -> Any:
    try:
        return ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None


_MALLOC_TRIM = _trim() if sys.platform.startswith("linux") else None


class FreeMemory:
    """Gives memory freed after writing tables back to the OS, once enough text went through.

    Both pyarrow's mimalloc pool and glibc keep freed pages of earlier batches mapped; over a
    large corpus that, not the batch being built, set the peak RSS. Trimming costs about a
    millisecond, so it waits for ``CHARS_PER_BATCH`` characters since the last time: streaming
    calls ``_generate_tables`` once per shard, often one small session.
    """

    pending = 0

    @classmethod
    def after(cls, chars: int) -> None:
        cls.pending += chars
        if cls.pending < CHARS_PER_BATCH:
            return
        cls.pending = 0
        pa.default_memory_pool().release_unused()
        if _MALLOC_TRIM is not None:
            _MALLOC_TRIM(0)


class GcPause:
    """Python's cyclic garbage collector off while our code builds rows and tables, on whenever
    control leaves our generators (``iter_rows``, ``_generate_tables``).

    Parsing keeps a whole session's records alive, and the collector's full passes walk all of
    them again each time the live objects grow by a quarter: 0.59-0.65 s of the 1.9-2.4 s load of
    a 116 MB session, 0.08-0.1 s of 0.9 s for 100 MB of sessions. The rows hold JSON values and
    plain containers, without reference cycles, so the pause frees nothing later than it would
    have been. The collector stays off only if it was on, and is on again before every ``yield``.
    The switch is process-wide: where ``datasets`` prefetches rows in threads
    (``interleave_datasets``), other threads can run with it off while a row is built, and
    their cycles wait for the next pass after it.
    """

    def __init__(self) -> None:
        self.paused = False

    def start(self) -> None:
        if gc.isenabled():
            gc.disable()
            self.paused = True

    def stop(self) -> None:
        if self.paused:
            gc.enable()
            self.paused = False
