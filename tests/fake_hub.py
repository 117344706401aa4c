"""A small stand-in for the Hub's HTTP API on 127.0.0.1, for `huggingface_hub.HfApi(endpoint=…)`.

It answers the requests HfApi really sends when publishing (whoami, repo create and info, refs,
tree listing, preupload, YAML validation, commit, tag), keeps every commit's files in memory
(so a revision or a tag reads what it pointed at), and records every request, so tests assert on
what huggingface_hub actually sent: the files in the commit payload, the deletes, the parent
commit. Every file is declared ``regular`` at preupload, so contents travel base64 in the commit
itself (``bytes_received`` counts what was sent). Anything it does not know is answered 404 and
recorded.

Faults are injected per route (``whoami``, ``create``, ``info``, ``refs``, ``tree``,
``preupload``, ``commit``, ``tag``): :meth:`FakeHub.fail` answers a status with headers,
:meth:`FakeHub.stall` accepts the request and never answers, :meth:`FakeHub.drop` closes the
connection without an answer, after (``applied=True``) or instead of carrying the request out.
"""

from __future__ import annotations

import base64
import hashlib
import http.server
import json
import threading
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, unquote, urlparse

GITATTRIBUTES = b"*.parquet filter=lfs diff=lfs merge=lfs -text\n"


def git_blob_id(data: bytes) -> str:
    """The git blob id the Hub reports as a file's ``oid``."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


@dataclass
class Commit:
    summary: str
    added: dict[str, bytes]
    deleted: list[str]
    oid: str = ""
    parent: str | None = None  # the parentCommit the client sent, if any


@dataclass
class Fault:
    route: str
    kind: str  # "status", "stall", "drop"
    status: int = 500
    headers: dict[str, str] = field(default_factory=dict)
    applied: bool = False  # drop: carry the request out before dropping the connection
    times: int = 1


class _Dropped(Exception):
    pass


@dataclass
class FakeHub:
    user: str = "me"
    role: str = "write"
    orgs: list[str] = field(default_factory=list)
    files: dict[str, dict[str, bytes]] = field(default_factory=dict)  # repo id → path → bytes (main)
    commits: list[Commit] = field(default_factory=list)
    tags: list[tuple[str, str]] = field(default_factory=list)
    tag_targets: dict[tuple[str, str], str] = field(default_factory=dict)  # (repo, tag) → commit oid
    requests: list[tuple[str, str]] = field(default_factory=list)
    unknown: list[tuple[str, str]] = field(default_factory=list)
    bytes_received: int = 0
    faults: list[Fault] = field(default_factory=list)

    def __post_init__(self) -> None:
        hub = self
        self.heads: dict[str, str] = {}  # repo → oid of main's last commit
        self.snapshots: dict[str, dict[str, bytes]] = {}  # oid → files
        self.released = threading.Event()
        self.lock = threading.RLock()
        self.hooks: list[tuple[str, Any]] = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                hub._handle(self, "GET")

            def do_POST(self) -> None:
                hub._handle(self, "POST")

            def do_HEAD(self) -> None:
                hub._handle(self, "HEAD")

            def log_message(self, *args: object) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def __enter__(self) -> FakeHub:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.released.set()
        self.server.shutdown()
        self.server.server_close()

    # -- faults ---------------------------------------------------------------------------------

    def fail(self, route: str, status: int, headers: dict[str, str] | None = None, times: int = 1) -> None:
        """Answer the next ``times`` requests of ``route`` with ``status`` (and ``headers``)."""
        self.faults.append(Fault(route, "status", status, headers or {}, times=times))

    def stall(self, route: str) -> None:
        """Accept every request of ``route`` and never answer (until the hub is closed)."""
        self.faults.append(Fault(route, "stall", times=10**9))

    def drop(self, route: str, *, applied: bool) -> None:
        """Close the connection of the next ``route`` request without an answer, after carrying the
        request out (``applied``: a lost response) or without (a lost request)."""
        self.faults.append(Fault(route, "drop", applied=applied))

    def before(self, route: str, action: Any) -> None:
        """Run ``action()`` once, in the server, before the next ``route`` request is handled
        (say, another publisher's commit between a read and a commit)."""
        self.hooks.append((route, action))

    def commit_directly(self, repo: str, files: dict[str, bytes], summary: str = "someone else") -> str:
        """A commit by someone else: ``files`` added to ``main``; returns its oid."""
        with self.lock:
            self.head(repo)
            self.files[repo].update(files)
            commit = Commit(summary, dict(files), [])
            self.commits.append(commit)
            return self._record(repo, commit)

    def _fault(self, route: str) -> Fault | None:
        with self.lock:
            for fault in self.faults:
                if fault.route == route and fault.times > 0:
                    fault.times -= 1
                    return fault
        return None

    # -- history --------------------------------------------------------------------------------

    def head(self, repo: str) -> str:
        """The oid of main in ``repo`` (files a test put there directly count as one commit)."""
        if repo not in self.heads:
            self._record(repo, Commit("initial", dict(self.files[repo]), []))
        return self.heads[repo]

    def at(self, repo: str, revision: str | None) -> dict[str, bytes] | None:
        """The files of ``repo`` at a branch, tag or commit oid; None when unknown."""
        if revision in (None, "main"):
            return self.files[repo]
        oid = self.tag_targets.get((repo, revision), revision)
        return self.snapshots.get(oid)

    def _record(self, repo: str, commit: Commit) -> str:
        number = len(self.snapshots) + 1
        commit.oid = hashlib.sha1(f"{repo}:{number}".encode()).hexdigest()
        self.snapshots[commit.oid] = dict(self.files[repo])
        self.heads[repo] = commit.oid
        return commit.oid

    # -- requests -------------------------------------------------------------------------------

    def _handle(self, request: http.server.BaseHTTPRequestHandler, method: str) -> None:
        url = urlparse(request.path)
        path = unquote(url.path)
        length = int(request.headers.get("Content-Length") or 0)
        body = request.rfile.read(length) if length else b""
        self.requests.append((method, path))
        self.bytes_received += len(body)
        route = _route_name(method, path)
        for hook in [h for h in self.hooks if h[0] == route]:
            self.hooks.remove(hook)
            hook[1]()
        fault = self._fault(route)
        if fault is not None and fault.kind == "stall":
            self.released.wait()
            request.close_connection = True
            return
        if fault is not None and fault.kind == "drop":
            if fault.applied:
                self._route(method, path, parse_qs(url.query), body, request.headers)
            request.close_connection = True
            return
        extra: dict[str, str] = {}
        if fault is not None:
            status, payload, extra = fault.status, {"error": f"injected {fault.status}"}, fault.headers
        else:
            status, payload = self._route(method, path, parse_qs(url.query), body, request.headers)
        data = payload.data if isinstance(payload, _Raw) else json.dumps(payload).encode()
        request.send_response(status)
        request.send_header("Content-Type", "application/json")
        request.send_header("Content-Length", str(len(data)))
        for key, value in extra.items():
            request.send_header(key, value)
        if payload == {"error": "Repository not found"}:
            request.send_header("X-Error-Code", "RepoNotFound")  # what the Hub sends
        request.end_headers()
        if method != "HEAD":
            request.wfile.write(data)

    def _route(self, method: str, path: str, query: dict, body: bytes, headers: Any) -> tuple[int, Any]:
        if not headers.get("authorization", "").startswith("Bearer "):
            return 401, {"error": "Invalid credentials in Authorization header"}
        if path == "/api/whoami-v2":
            orgs = [{"name": name, "type": "org"} for name in self.orgs]
            return 200, {
                "type": "user",
                "name": self.user,
                "orgs": orgs,
                "auth": {"accessToken": {"role": self.role}},
            }
        if path == "/api/repos/create" and method == "POST":
            spec = json.loads(body)
            repo = f"{spec.get('organization') or self.user}/{spec['name']}"
            if repo in self.files:
                return 409, {
                    "error": "You already created this dataset repo",
                    "url": f"{self.endpoint}/datasets/{repo}",
                }
            self.files[repo] = {".gitattributes": GITATTRIBUTES}
            self.head(repo)
            return 200, {"url": f"{self.endpoint}/datasets/{repo}", "name": repo}
        if parts_resolve := _resolve(path):
            repo, revision, name = parts_resolve
            files = self.at(repo, revision) if repo in self.files else None
            if files is None or name not in files:
                return 404, {"error": "Entry not found"}
            return 200, _Raw(files[name])
        if path == "/api/validate-yaml":
            return 200, {"errors": [], "warnings": []}
        parts = path.split("/")
        if len(parts) >= 5 and parts[1:3] == ["api", "datasets"]:
            repo = f"{parts[3]}/{parts[4]}"
            rest = parts[5:]
            if repo not in self.files:
                return 404, {"error": "Repository not found"}
            if not rest or rest[0] == "revision":
                revision = rest[1] if len(rest) > 1 else "main"
                files = self.at(repo, revision)
                if files is None:
                    return 404, {"error": f"Invalid rev id: {revision}"}
                oid = (
                    self.head(repo)
                    if revision == "main"
                    else self.tag_targets.get((repo, revision), revision)
                )
                siblings = [{"rfilename": name} for name in sorted(files)]
                return 200, {"id": repo, "sha": oid, "private": False, "siblings": siblings}
            if rest[0] == "refs":
                tags = [
                    {"name": tag, "ref": f"refs/tags/{tag}", "targetCommit": oid}
                    for (name, tag), oid in sorted(self.tag_targets.items())
                    if name == repo
                ]
                main = {"name": "main", "ref": "refs/heads/main", "targetCommit": self.head(repo)}
                return 200, {"branches": [main], "converts": [], "tags": tags}
            if rest[0] == "tree":
                files = self.at(repo, rest[1] if len(rest) > 1 else None)
                if files is None:
                    return 404, {"error": "Invalid rev id"}
                return 200, [
                    {"type": "file", "path": name, "oid": git_blob_id(data), "size": len(data)}
                    for name, data in sorted(files.items())
                ]
            if rest[0] == "preupload":
                # like the Hub, the oid of the file already at that path, so that huggingface_hub
                # leaves out of the commit every file whose bytes did not change
                files = json.loads(body)["files"]
                current = self.files[repo]
                return 200, {
                    "files": [
                        {
                            "path": f["path"],
                            "uploadMode": "regular",
                            "shouldIgnore": False,
                            "oid": git_blob_id(current[f["path"]]) if f["path"] in current else None,
                        }
                        for f in files
                    ]
                }
            if rest[0] == "commit":
                return self._commit(repo, body)
            if rest[0] == "tag":
                tag = json.loads(body)["tag"]
                if (repo, tag) in self.tag_targets:
                    return 409, {"error": f"Tag {tag} already exists"}
                revision = rest[1] if len(rest) > 1 else "main"
                self.tag_targets[(repo, tag)] = self.head(repo) if revision == "main" else revision
                self.tags.append((repo, tag))
                return 200, {}
        self.unknown.append((method, path))
        return 404, {"error": f"not known to the fake hub: {method} {path}"}

    def _commit(self, repo: str, body: bytes) -> tuple[int, Any]:
        added: dict[str, bytes] = {}
        deleted: list[str] = []
        summary = ""
        parent = None
        for line in body.splitlines():
            item = json.loads(line)
            value = item["value"]
            if item["key"] == "header":
                summary = value["summary"]
                parent = value.get("parentCommit")
            elif item["key"] == "file":
                assert value["encoding"] == "base64"
                added[value["path"]] = base64.b64decode(value["content"])
            elif item["key"] == "deletedFile":
                deleted.append(value["path"])
            else:
                return 400, {"error": f"unexpected commit item {item['key']}"}
        with self.lock:
            if parent is not None and parent != self.head(repo):
                return 412, {"error": "A commit has happened since. Please refresh and try again."}
            for name in deleted:
                if name not in self.files[repo]:
                    return 404, {"error": "A file with this name doesn't exist"}
            for name in deleted:
                del self.files[repo][name]
            self.files[repo].update(added)
            commit = Commit(summary, added, deleted, parent=parent)
            oid = self._record(repo, commit)
            self.commits.append(commit)
        return 200, {"commitUrl": f"{self.endpoint}/datasets/{repo}/commit/{oid}", "commitOid": oid}


@dataclass
class _Raw:
    data: bytes


def _resolve(path: str) -> tuple[str, str, str] | None:
    """``(repo, revision, file)`` of a ``/datasets/<repo>/resolve/<revision>/<file>`` download."""
    parts = path.split("/")
    if len(parts) >= 7 and parts[1] == "datasets" and parts[4] == "resolve":
        return f"{parts[2]}/{parts[3]}", parts[5], "/".join(parts[6:])
    return None


def _route_name(method: str, path: str) -> str:
    """The route a request belongs to, as :meth:`FakeHub.fail` names it."""
    parts = path.split("/")
    if path == "/api/whoami-v2":
        return "whoami"
    if path == "/api/repos/create":
        return "create"
    if _resolve(path):
        return "resolve"
    if len(parts) >= 5 and parts[1:3] == ["api", "datasets"]:
        rest = parts[5:]
        return "info" if not rest or rest[0] == "revision" else rest[0]
    return path
