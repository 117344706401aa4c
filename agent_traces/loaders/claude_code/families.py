"""Which files of a project are read together: sessions sharing a root record (a resumed
session and its copies), a session and its subagents; found from raw bytes, without parsing.
"""

from __future__ import annotations

import hashlib
import mmap
import os
import re
import zlib

from ...core.files import is_remote, open_regular
from ...core.reading import iter_lines, open_binary

_ROOT_LINE_RE = re.compile(rb'"parentUuid"\s*:\s*null')
_UUID_RE = re.compile(rb'"uuid"\s*:\s*"([^"]+)"')
_ASSISTANT_RE = re.compile(rb'"type"\s*:\s*"assistant"')
_USER_RE = re.compile(rb'"type"\s*:\s*"user"')
_SESSION_ID_RE = re.compile(rb'"sessionId"\s*:\s*"([^"]+)"')
_HEAD_BYTES = 64 * 1024
_MAP_BYTES = 64 << 20  # files searched whole by _may_match


if os.sep == "/":

    def _cut(path: str) -> int:
        return path.rfind("/")

else:

    def _cut(path: str) -> int:
        return max(path.rfind("/"), path.rfind(os.sep))


def _name(path: str) -> str:
    """The last component of a path. Plain string work: ``datasets`` patches ``os.path`` in
    builder modules with URL-aware versions, which cost more than the rest of ``group_files``."""
    return path[_cut(path) + 1 :]


def _parent(path: str) -> str:
    return path[: max(_cut(path), 0)]


def is_agent_file(path: str) -> bool:
    """Subagent transcripts: ``agent-<id>.jsonl`` beside the sessions or under ``subagents/``."""
    return _name(path).startswith("agent-")


def is_sidecar(path: str) -> bool:
    """A 2.1.x ``agent-<id>.meta.json`` sidecar: read together with its agent transcript."""
    name = _name(path)
    return name.startswith("agent-") and name.endswith(".meta.json")


def project_key(path: str) -> str:
    """The project directory a file belongs to (``<project>/<session>/subagents/x`` → project)."""
    folder = _parent(path)
    if _name(folder) == "subagents":
        return _parent(_parent(folder))
    return folder


def root_uuids(path: str) -> set[bytes]:
    """Uuids of root records, found without parsing: files sharing one are resumed copies."""
    roots = set()
    try:
        with open_binary(path) as handle:
            for _, line in iter_lines(handle):
                if line is not None and _ROOT_LINE_RE.search(line):
                    uuid = _UUID_RE.search(line)
                    if uuid:
                        roots.add(uuid.group(1))
    except (OSError, EOFError, zlib.error):
        pass
    return roots


def overlap_groups(paths: list[str]) -> list[list[str]]:
    """Files grouped when they share a root record (a resumed session and its copies)."""
    if len(paths) < 2:
        return [list(paths)]
    owner: dict[bytes, int] = {}
    parent = list(range(len(paths)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, path in enumerate(paths):
        for uuid in root_uuids(path):
            if uuid in owner:
                a, b = find(owner[uuid]), find(i)
                if a != b:
                    parent[max(a, b)] = min(a, b)
            else:
                owner[uuid] = i
    groups: dict[int, list[str]] = {}
    for i, path in enumerate(paths):
        groups.setdefault(find(i), []).append(path)
    return [groups[k] for k in sorted(groups)]


def _head(path: str) -> bytes:
    """The first ``_HEAD_BYTES`` of a file (decompressed for ``.gz``); empty when unreadable.

    A plain local file is read with ``os.read`` on the descriptor: ``group_files`` reads the
    head of every file of a corpus before any worker starts, and a buffered file object per
    file cost about a third of that.
    """
    if is_remote(path) or path.endswith(".gz"):
        try:
            with open_binary(path, _HEAD_BYTES) as handle:
                return handle.read(_HEAD_BYTES)
        except OSError:
            return b""
    try:
        fd = open_regular(path)
    except OSError:
        return b""
    try:
        head = os.read(fd, _HEAD_BYTES)
        while head and len(head) < _HEAD_BYTES:  # a short read before the end of the file
            more = os.read(fd, _HEAD_BYTES - len(head))
            if not more:
                break
            head += more
        return head
    except OSError:
        return b""
    finally:
        os.close(fd)


def _may_match(path: str, pattern: re.Pattern) -> bool:
    """False only when no line of the file can match ``pattern``: it matches nowhere in the bytes.

    A line that matches is a match in the whole file, so a file the pattern misses needs no
    reading line by line (fragments without a root record are read to the end: line by line
    that was half of ``group_files`` on the 1 GB corpus). The bytes are searched through a read-only
    map, for plain local files of at most ``_MAP_BYTES`` (the mapped pages count towards the
    process's memory until unmapped); any other file may match.
    """
    if is_remote(path) or path.endswith(".gz"):
        return True
    try:
        fd = open_regular(path)
    except OSError:
        return True
    try:
        size = os.fstat(fd).st_size
        if not 0 < size <= _MAP_BYTES:
            return True
        with mmap.mmap(fd, size, access=mmap.ACCESS_READ) as mapped:
            return pattern.search(mapped) is not None
    except (OSError, ValueError):
        return True
    finally:
        os.close(fd)


def _first_line(path: str, pattern: re.Pattern) -> bytes | None:
    """The first line of a file that ``pattern`` matches, read past the 64 KiB head only if needed.

    Real sessions can open with a line of several hundred KB (a pasted image), so a first root
    record or ``sessionId`` need not be in the head.
    """
    head = _head(path)
    match = pattern.search(head)
    if match is not None:
        line_end = head.find(b"\n", match.end())
        if line_end >= 0:
            return head[head.rfind(b"\n", 0, match.start()) + 1 : line_end]
    elif len(head) < _HEAD_BYTES or not _may_match(path, pattern):
        return None
    try:
        with open_binary(path) as handle:
            return next((line for _, line in iter_lines(handle) if line and pattern.search(line)), None)
    except (OSError, EOFError, zlib.error):
        return None


def head_root(path: str) -> bytes | None:
    """The uuid of the file's first root record (None when it has none)."""
    line = _first_line(path, _ROOT_LINE_RE)
    uuid = _UUID_RE.search(line) if line is not None else None
    return uuid.group(1) if uuid else None


def parent_session(path: str) -> str | None:
    """The session a subagent file belongs to: its folder (2.1.x) or its records' ``sessionId``."""
    folder = _parent(path)
    if _name(folder) == "subagents":
        return _name(_parent(folder))
    if is_sidecar(path):
        path = path[: -len(".meta.json")] + ".jsonl"
    line = _first_line(path, _SESSION_ID_RE)
    match = _SESSION_ID_RE.search(line) if line is not None else None
    return match.group(1).decode() if match else None


def session_families(paths: list[str]) -> list[list[str]]:
    """Files of one project folder split into independent shards for ``num_proc``.

    A family is a session, its resumed copies (files whose first root record is the same) and
    its subagent files. A session file without a root record (a fragment) shares nothing with
    the others when parsed, so it is a family of its own. A subagent file whose session cannot
    be told keeps the whole folder one shard, which is always correct.
    """
    sessions = [p for p in paths if not is_agent_file(p)]
    agents = [p for p in paths if is_agent_file(p)]
    family_of_root: dict[bytes, int] = {}
    family_of_stem: dict[str, int] = {}
    families: list[list[str]] = []
    for path in sessions:
        root = head_root(path)
        index = len(families) if root is None else family_of_root.setdefault(root, len(families))
        if index == len(families):
            families.append([])
        families[index].append(path)
        family_of_stem[_name(path).split(".")[0]] = index
    for path in agents:
        session = parent_session(path)
        if session is None:
            return [paths]
        index = family_of_stem.setdefault(session, len(families))
        if index == len(families):
            families.append([])
        families[index].append(path)
    return [sorted(f) for f in families]


def _family_order(family: list[str]) -> bytes:
    first = family[0]
    return hashlib.blake2b(f"{_name(project_key(first))}/{_name(first)}".encode(), digest_size=8).digest()


def is_warmup(path: str) -> bool:
    """A warm-up agent file: a single assistant record (and at most one user record)."""
    assistants = users = 0
    with open_binary(path) as handle:
        for _, raw in iter_lines(handle):
            if raw is None:
                continue
            assistants += bool(_ASSISTANT_RE.search(raw))
            users += bool(_USER_RE.search(raw))
            if assistants > 1 or users > 1:
                return False
    return assistants == 1
