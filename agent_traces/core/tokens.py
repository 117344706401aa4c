"""Tokenizers for the ``max_tokens`` / ``max_history_tokens`` options: loading and counting.

``tokenizer`` is a local path (loaded once per process with ``transformers.AutoTokenizer``) or
an already-loaded tokenizer object. Counts are of the chat template applied to the messages and
tools, as a trainer will see them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from ..converters.windows import TextCounter, TokenCounter, char_counter

__all__ = [
    "assistant_masker",
    "char_counter",
    "chat_token_counter",
    "resolve_tokenizer",
    "text_token_counter",
]


@functools.lru_cache(maxsize=4)
def _load(path: str) -> Any:
    try:
        from transformers import AutoTokenizer
    except ImportError as err:  # pragma: no cover - transformers is part of the test extra
        raise ImportError("the tokenizer option needs transformers: pip install transformers") from err
    try:
        return AutoTokenizer.from_pretrained(path, local_files_only=True)
    except (OSError, ValueError) as err:
        raise ValueError(f"tokenizer {path!r}: not a local tokenizer folder ({err})") from err


def resolve_tokenizer(spec: Any) -> Any:
    """The tokenizer an option names: a path is loaded (cached), an object is used as it is."""
    if spec is None or spec == "":
        return None
    if isinstance(spec, str):
        return _load(spec)
    if not hasattr(spec, "apply_chat_template"):
        raise TypeError(f"tokenizer must be a local path or a tokenizer object, not {type(spec).__name__}")
    return spec


def chat_token_counter(tokenizer: Any) -> TokenCounter:
    """``count(messages, tools)``: tokens of the chat template applied to them (tools included)."""
    if not getattr(tokenizer, "chat_template", None):
        raise ValueError(
            "the tokenizer has no chat template: tokens are counted with the chat template applied"
        )

    def count(messages: list[dict], tools: list[dict]) -> int:
        if not messages:
            return 0
        text = tokenizer.apply_chat_template(messages, tools=tools or None, tokenize=False)
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    return count


def text_token_counter(tokenizer: Any) -> TextCounter:
    """``count_text(text)``: tokens of one text alone (no template, no special tokens)."""

    def count_text(text: str) -> int:
        return len(tokenizer(text, add_special_tokens=False)["input_ids"])

    return count_text


def assistant_masker(
    tokenizer: Any, skip: Callable[[dict], bool] | None = None
) -> Callable[[list[dict], list[dict]], tuple[list[int], list[int], int]]:
    """``mask(messages, tools) -> (input_ids, assistant_masks, untrained)`` for any chat template.

    The template renders the whole conversation once (tokenized with character offsets) and
    each assistant message's prefix twice: the conversation before it with the generation prompt
    (where the message starts) and up to it (where it ends). The tokens between are the
    message's, marked 1; the rest (system, user, tool results, role headers) 0. So TRL's
    ``assistant_masks`` column works with templates that have no ``{% generation %}`` markers.
    A message whose prefix is not a prefix of the whole rendering (a template that rewrites
    earlier turns) is left untrained and counted in ``untrained``. ``skip(message)``: assistant
    messages not to train on (copied context, ``metadata.copied_from``), left at 0 uncounted.
    """
    chat_token_counter(tokenizer)  # the same clear error without a chat template

    def render(messages: list[dict], tools: list[dict], generation: bool = False) -> str:
        return tokenizer.apply_chat_template(
            messages, tools=tools or None, tokenize=False, add_generation_prompt=generation
        )

    def mask(messages: list[dict], tools: list[dict]) -> tuple[list[int], list[int], int]:
        text = render(messages, tools)
        spans, untrained = [], 0
        for k, m in enumerate(messages):
            if m["role"] != "assistant" or (skip is not None and skip(m)):
                continue
            before = render(messages[:k], tools, True) if k else ""
            upto = render(messages[: k + 1], tools)
            if text.startswith(before) and text.startswith(upto) and len(upto) > len(before):
                spans.append((len(before), len(upto)))
            else:
                untrained += 1
        encoded = tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
        masks, i = [], 0
        for start, _ in encoded["offset_mapping"]:
            while i < len(spans) and start >= spans[i][1]:
                i += 1
            masks.append(1 if i < len(spans) and spans[i][0] <= start < spans[i][1] else 0)
        return list(encoded["input_ids"]), masks, untrained

    return mask
