"""The context tags of a user message (``data/copilot_context_tags.json``): what was injected."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from importlib import resources
from typing import IO, Any

import orjson

CONTEXT_PROPERTIES = (
    "attachedContext",
    "contextTypes",
    "fileExcerpt",
    "activeSelection",
    "detectedParticipant",
    "assignedIntent",
)
_TAG_RE = re.compile(r"<([A-Za-z_][\w\-.]*)(\s[^<>]*)?>(.*?)</\1\s*>", re.DOTALL)
_MENTION_RE = re.compile(r"(?<![\w@])@(workspace|terminal|vscode|github|azure|[a-z][\w-]*)\b")
_FILE_ATTR_RE = re.compile(r"\b(?:filePath|path|uri)=\"([^\"]+)\"")


# -- tag catalog and context scan ---------------------------------------------------------------


def load_tag_catalog(path: str | None = None, opener: Callable[..., IO[bytes]] = open) -> dict[str, dict]:
    """The injected-tag catalog by lower-cased tag name (aliases included). ``opener`` opens
    ``path``: the builder passes its module's ``open``, which ``datasets`` patches to read remote
    files."""
    if path:
        with opener(os.path.expanduser(path), "rb") as handle:
            data = orjson.loads(handle.read())
    else:
        data = orjson.loads(
            resources.files("agent_traces").joinpath("data/copilot_context_tags.json").read_bytes()
        )
    catalog: dict[str, dict] = {}
    for entry in data.get("tags", []):
        for name in [entry["name"], *entry.get("aliases", [])]:
            catalog[name.lower()] = entry
    return catalog


def scan_message(text: str, catalog: dict[str, dict]) -> dict:
    """Context tags found in one user message: known ones by key, unknown ones with a snippet."""
    found: dict[str, Any] = {}
    other: list[dict] = []
    files: list[str] = []
    for match in _TAG_RE.finditer(text):
        tag, attrs, body = match.group(1), match.group(2) or "", match.group(3)
        entry = catalog.get(tag.lower())
        if entry is None:
            other.append({"tag": tag, "snippet": body.strip()[:160]})
            continue
        key = entry["key"]
        if entry.get("user_input"):
            found.setdefault(key, body.strip())
        else:
            found.setdefault(key, [])
            if isinstance(found[key], list):
                found[key].append(body.strip()[:2000])
        files += _FILE_ATTR_RE.findall(attrs) + _FILE_ATTR_RE.findall(body)
    out: dict[str, Any] = {"tags": found}
    if other:
        out["other_tags"] = other
    if files:
        out["file_references"] = list(dict.fromkeys(files))
    request = found.get("user_request")
    mentions = _MENTION_RE.findall(request if isinstance(request, str) else text)
    if mentions:
        out["agent_mentions"] = list(dict.fromkeys(mentions))
    return out


def is_all_injected(text: str, catalog: dict[str, dict]) -> bool:
    """Whether a user message is nothing but known injected-context tag blocks."""
    if not text.strip():
        return False
    rest = text
    for match in _TAG_RE.finditer(text):
        entry = catalog.get(match.group(1).lower())
        if entry is None or entry.get("user_input"):
            return False
        rest = rest.replace(match.group(0), "", 1)
    return text != rest and not rest.strip()


class InjectedMemo:
    """:func:`is_all_injected` with the answers remembered per text, up to ``MAX_CHARS`` of them:
    every snapshot of a conversation repeats its earlier user messages."""

    MAX_CHARS = 16 << 20

    def __init__(self, catalog: dict[str, dict]) -> None:
        self.catalog = catalog
        self.known: dict[str, bool] = {}
        self.chars = 0

    def __call__(self, text: str) -> bool:
        if text.__class__ is not str:
            return is_all_injected(text, self.catalog)
        answer = self.known.get(text)
        if answer is None:
            answer = is_all_injected(text, self.catalog)
            if self.chars > self.MAX_CHARS:
                self.known.clear()
                self.chars = 0
            self.known[text] = answer
            self.chars += len(text)
        return answer


def scan_context(
    messages: list[dict], catalog: dict[str, dict], injected: Any = None
) -> tuple[dict, str | None]:
    """Message-body context of a trajectory and its prompt (the first ``<userRequest>`` text);
    ``injected`` (an :class:`InjectedMemo`) answers :func:`is_all_injected` when given."""
    per_message = []
    flags: dict[str, bool] = {}
    files: list[str] = []
    mentions: list[str] = []
    prompt = None
    for index, msg in enumerate(messages):
        if msg["role"] != "user" or not msg["content"]:
            continue
        scan = scan_message(msg["content"], catalog)
        if not scan["tags"] and not scan.get("other_tags"):
            continue
        for key in scan["tags"]:
            flags[f"has_{key}"] = True
        files += scan.get("file_references", [])
        mentions += scan.get("agent_mentions", [])
        request = scan["tags"].get("user_request")
        if prompt is None and isinstance(request, str):
            prompt = request
        meta = msg.get("metadata") or {}
        if injected(msg["content"]) if injected is not None else is_all_injected(msg["content"], catalog):
            meta["injected"] = True
        elif isinstance(request, str):
            meta["user_request"] = request
        msg["metadata"] = meta or None
        per_message.append({"message_index": index, "mode": meta.get("mode"), **scan})
    context: dict[str, Any] = {}
    if per_message:
        context["message_contexts"] = per_message
        context["message_context"] = flags
    if files:
        context["file_references"] = list(dict.fromkeys(files))
    if mentions:
        context["agent_mentions"] = list(dict.fromkeys(mentions))
    return context, prompt
