"""A small stand-in for the Hub's HTTP API on 127.0.0.1, for `huggingface_hub.HfApi(endpoint=…)`.

It answers the requests HfApi really sends when publishing (whoami, repo create and info, tree
listing, preupload, YAML validation, commit, tag), keeps the repository's files in memory, and
records every request, so tests assert on what huggingface_hub actually sent: the files in the
commit payload and the deletes. Every file is declared ``regular`` at preupload, so contents
travel base64 in the commit itself. Anything it does not know is answered 404 and recorded.
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


@dataclass
class Commit:
    summary: str
    added: dict[str, bytes]
    deleted: list[str]


@dataclass
class FakeHub:
    user: str = "me"
    role: str = "write"
    orgs: list[str] = field(default_factory=list)
    files: dict[str, dict[str, bytes]] = field(default_factory=dict)  # repo id → path → bytes
    commits: list[Commit] = field(default_factory=list)
    tags: list[tuple[str, str]] = field(default_factory=list)
    requests: list[tuple[str, str]] = field(default_factory=list)
    unknown: list[tuple[str, str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        hub = self

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
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def __enter__(self) -> FakeHub:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()

    # -- requests -------------------------------------------------------------------------------

    def _handle(self, request: http.server.BaseHTTPRequestHandler, method: str) -> None:
        url = urlparse(request.path)
        path = unquote(url.path)
        length = int(request.headers.get("Content-Length") or 0)
        body = request.rfile.read(length) if length else b""
        self.requests.append((method, path))
        status, payload = self._route(method, path, parse_qs(url.query), body, request.headers)
        data = json.dumps(payload).encode()
        request.send_response(status)
        request.send_header("Content-Type", "application/json")
        request.send_header("Content-Length", str(len(data)))
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
            self.files[repo] = {".gitattributes": b"*.parquet filter=lfs diff=lfs merge=lfs -text\n"}
            return 200, {"url": f"{self.endpoint}/datasets/{repo}", "name": repo}
        if path == "/api/validate-yaml":
            return 200, {"errors": [], "warnings": []}
        parts = path.split("/")
        if len(parts) >= 5 and parts[1:3] == ["api", "datasets"]:
            repo = f"{parts[3]}/{parts[4]}"
            rest = parts[5:]
            if repo not in self.files:
                return 404, {"error": "Repository not found"}
            if not rest or rest[0] == "revision":
                return 200, {"id": repo, "sha": "0" * 40, "private": False, "siblings": []}
            if rest[0] == "tree":
                return 200, [
                    {"type": "file", "path": name, "oid": hashlib.sha1(data).hexdigest(), "size": len(data)}
                    for name, data in sorted(self.files[repo].items())
                ]
            if rest[0] == "preupload":
                files = json.loads(body)["files"]
                return 200, {
                    "files": [
                        {"path": f["path"], "uploadMode": "regular", "shouldIgnore": False} for f in files
                    ]
                }
            if rest[0] == "commit":
                return self._commit(repo, body)
            if rest[0] == "tag":
                self.tags.append((repo, json.loads(body)["tag"]))
                return 200, {}
        self.unknown.append((method, path))
        return 404, {"error": f"not known to the fake hub: {method} {path}"}

    def _commit(self, repo: str, body: bytes) -> tuple[int, Any]:
        added: dict[str, bytes] = {}
        deleted: list[str] = []
        summary = ""
        for line in body.splitlines():
            item = json.loads(line)
            value = item["value"]
            if item["key"] == "header":
                summary = value["summary"]
            elif item["key"] == "file":
                assert value["encoding"] == "base64"
                added[value["path"]] = base64.b64decode(value["content"])
            elif item["key"] == "deletedFile":
                deleted.append(value["path"])
            else:
                return 400, {"error": f"unexpected commit item {item['key']}"}
        for name in deleted:
            if name not in self.files[repo]:
                return 404, {"error": "A file with this name doesn't exist"}
            del self.files[repo][name]
        self.files[repo].update(added)
        self.commits.append(Commit(summary, added, deleted))
        oid = hashlib.sha1(str(len(self.commits)).encode()).hexdigest()
        return 200, {"commitUrl": f"{self.endpoint}/datasets/{repo}/commit/{oid}", "commitOid": oid}
