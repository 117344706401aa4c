"""``<think>`` reasoning: extraction from assistant text and insertion when rendering.

Models and harnesses write reasoning inline under several tags: ``<think>`` (Hermes, DeepSeek,
Qwen), ``<thinking>`` (Anthropic prompt-style) and ``<REASONING_SCRATCHPAD>`` (Hermes'
system-prompt-instructed scratchpad). The canonical message keeps it apart in
``reasoning_content``; rendering puts it back as ``<think>\\n…\\n</think>\\n`` in front of the
content, and by Hermes' rule every assistant turn gets a think block (empty when there is no
reasoning) unless ``empty_think=False``.
"""

from __future__ import annotations

import re

THINK_TAGS = ("think", "thinking", "REASONING_SCRATCHPAD")

_TAG_PAIRS = tuple((f"<{tag}>", f"</{tag}>") for tag in THINK_TAGS)
_BLOCK_RE = re.compile(
    r"<(?P<tag>think|thinking|REASONING_SCRATCHPAD)>(?P<body>.*?)</(?P=tag)>",
    re.DOTALL,
)
_UNCLOSED_RE = re.compile(r"^\s*<(think|thinking|REASONING_SCRATCHPAD)>(?P<body>.*)$", re.DOTALL)
_STRAY_CLOSE_RE = re.compile(r"^(?P<body>.*?)</(think|thinking|REASONING_SCRATCHPAD)>", re.DOTALL)


def _strip_one_newline(text: str) -> str:
    if text.startswith("\n"):
        text = text[1:]
    if text.endswith("\n"):
        text = text[:-1]
    return text


def _blocks(text: str) -> list[tuple[int, int, int, int]]:
    """``(start, body start, body end, end)`` of each complete think block, left to right.

    What ``_BLOCK_RE.finditer`` finds, with ``str.find``: the earliest opening tag that has its
    closing tag after it, its body up to the first such closing tag, then on after that block.
    Once a tag has no closing tag after its first opening, it has none after any later one.
    """
    found = []
    tags = [pair for pair in _TAG_PAIRS if pair[1] in text]
    pos = 0
    while tags:
        best = None
        for pair in tags[:]:
            opening, closing = pair
            start = text.find(opening, pos)
            end = text.find(closing, start + len(opening)) if start >= 0 else -1
            if end < 0:
                tags.remove(pair)
            elif best is None or start < best[0]:
                best = (start, start + len(opening), end, end + len(closing))
        if best is None:
            break
        found.append(best)
        pos = best[3]
    return found


def split_reasoning(text: str | None) -> tuple[str | None, str]:
    """Split assistant text into ``(reasoning, content)``.

    All think blocks are extracted (joined by a blank line when there are several) and removed
    from the content; the single newline that frames each block and the newline right after it
    are part of the markup, not of the text. An unclosed opening tag at the start (a truncated
    generation) makes the whole remainder reasoning; a stray closing tag with no opening tag
    (templates that pre-fill ``<think>``) makes everything before it reasoning. Empty blocks give
    ``None`` reasoning. A text that starts with its only think block (Hermes' gpt turns) takes a
    shorter path to the same result.
    """
    if not text:
        return None, text or ""
    if "<" not in text:
        return None, text
    if text.startswith("<think>"):  # Hermes' own gpt turns: one leading block
        end = text.find("</think>", 7)
        if end >= 0:
            last = end + 8
            if text.startswith("\n", last):
                last += 1
            content = text[last:]
            if "<" not in content or not any(opening in content for opening, _ in _TAG_PAIRS):
                body = _strip_one_newline(text[7:end])
                return (body if body.strip() else None), content
    return _split_blocks(text)


def _split_blocks(text: str) -> tuple[str | None, str]:
    """:func:`split_reasoning` of a text holding ``<``, by the general rules."""
    parts: list[str] = []
    content = text
    blocks = _blocks(text)
    if blocks:
        pieces = []
        last = 0
        for start, body_start, body_end, end in blocks:
            pieces.append(content[last:start])
            parts.append(_strip_one_newline(content[body_start:body_end]))
            last = end
            if content.startswith("\n", last):
                last += 1
        pieces.append(content[last:])
        content = "".join(pieces)
    else:
        unclosed = _UNCLOSED_RE.match(content)
        stray = _STRAY_CLOSE_RE.match(content)
        if unclosed:
            parts.append(_strip_one_newline(unclosed.group("body")))
            content = ""
        elif stray:
            parts.append(_strip_one_newline(stray.group("body")))
            content = content[stray.end() :]
            if content.startswith("\n"):
                content = content[1:]
    reasoning = "\n\n".join(p for p in parts if p.strip())
    return (reasoning or None), content


def render_think(reasoning: str | None, content: str, *, empty_think: bool = True) -> str:
    """Render reasoning and content the Hermes way: ``<think>\\n{reasoning}\\n</think>\\n{content}``."""
    if reasoning:
        return f"<think>\n{reasoning}\n</think>\n{content}"
    if empty_think:
        return f"<think>\n</think>\n{content}"
    return content
