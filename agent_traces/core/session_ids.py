"""Row ids kept unique across the files of a load: a session read twice is never emitted twice
under one id, and a copy is told from a reused id by a digest of its messages."""

from __future__ import annotations

import msgspec
import xxhash

from ..problems import ProblemLog


class SessionIds:
    """Keeps row ids unique: the same session read twice (the same file in two folders, a
    session id reused) is counted, and never emitted twice under one id.

    Nothing is dropped (a copy may be the only readable one): a later row with an id already
    seen gets it suffixed ``:dup-<n>`` and ``metadata.duplicate_of``, counted as the skip
    ``duplicate_session`` when its messages are the same, ``duplicate_session_id`` when not.
    ``read_trajectories`` checks every row in the parent process. With ``load_dataset(num_proc=N)``
    each worker checks its own shards: files read one by one with the same name and size are put
    in one shard (``colocate_copies``), so such copies always meet; other reuses of an id meet
    when they fall in one worker's shards (when streaming, in one shard of about 1 MiB).
    """

    def __init__(self) -> None:
        self.seen: dict[str, tuple[bytes, int]] = {}

    def admit(self, row: dict, log: ProblemLog) -> dict:
        row_id = row.get("id")
        if not isinstance(row_id, str):
            return row
        new_id, reason = self.assign(row_id, _messages_digest(row))
        if reason is not None:
            self.rename(row, new_id)
            log.add(row.get("file_path") or "", reason, None, row_id, fatal=False)
        return row

    def assign(self, row_id: str, digest: bytes) -> tuple[str, str | None]:
        """The id a row of ``row_id`` (messages digest ``digest``) gets, and the skip reason when
        that is a ``:dup-<n>`` id (None for the first row of an id). Engines that read shards
        apart (Ray) replay this in input order over what their tasks saw."""
        if row_id not in self.seen:
            self.seen[row_id] = (digest, 0)
            return row_id, None
        first, copies = self.seen[row_id]
        copies += 1
        while f"{row_id}:dup-{copies}" in self.seen:
            copies += 1
        self.seen[row_id] = (first, copies)
        new_id = f"{row_id}:dup-{copies}"
        self.seen[new_id] = (digest, 0)
        return new_id, "duplicate_session" if digest == first else "duplicate_session_id"

    @staticmethod
    def rename(row: dict, new_id: str) -> None:
        """Give ``row`` the id :meth:`assign` chose for a copy, noting which id it copies."""
        row.setdefault("metadata", {})["duplicate_of"] = row["id"]
        row["id"] = new_id


DIGEST_CHUNK = 32  # messages packed together by _messages_digest
_PACK = msgspec.msgpack.Encoder()
_HASH = xxhash.xxh3_128_digest  # the digest of one update of xxh3_128, without the hasher object


def _messages_digest(row: dict) -> bytes:
    """A digest of a row's messages, hashed ``DIGEST_CHUNK`` messages at a time (a row can be
    hundreds of MB).

    XXH3-128 (``xxhash``, which ``datasets`` requires) of the messages as MessagePack
    (``msgspec``): it only tells a copy of a session from a reused id. Equal packed bytes mean
    equal values, types included (JSON, hashed before, also took ``{1: x}`` for ``{"1": x}`` and
    NaN for null). Packing copies text without escaping it, and takes the UTF-8 of a non-ASCII
    string from CPython, which keeps it on the string for Arrow to reuse when the row is encoded:
    the text is converted once, where ``orjson.dumps`` converted it a second time (the rows of
    the 100 MB benchmark corpus: 25 ms against 40-55 ms). The chunks depend only on the number
    of messages; a chunk msgspec refuses (an integer beyond 64 bits, lone surrogates, an object,
    nesting too deep) is dumped one message at a time as JSON by the standard library, the same
    way for equal rows."""
    messages = row.get("messages")
    if not isinstance(messages, list):
        messages = [messages]
    if 0 < len(messages) <= DIGEST_CHUNK:  # one chunk (most rows of many sources): hashed in one call
        try:
            return _HASH(_PACK.encode(messages))
        except (TypeError, ValueError, OverflowError, RecursionError):
            pass  # dumped below, as any chunk msgspec refuses
    digest = xxhash.xxh3_128()
    for start in range(0, len(messages), DIGEST_CHUNK):
        chunk = messages[start : start + DIGEST_CHUNK]
        try:
            digest.update(_PACK.encode(chunk))
        except (TypeError, ValueError, OverflowError, RecursionError):
            from ..converters.deep_json import dumps

            for msg in chunk:
                digest.update(dumps(msg, default=str).encode("utf-8", "surrogatepass"))
                digest.update(b"\x00")
    return digest.digest()
