"""Token counts and windows of a builder's rows (``tokenizer``, ``max_tokens``, ``tokenize``).

What :meth:`AgentTracesBuilder.iter_rows` applies to each finalized row when a tokenizer is
set; kept apart from the builder, which only asks for the function.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..converters.schema import is_copied
from ..converters.views import TOKENIZED
from ..converters.windows import head_tokens, split_windows
from ..problems import ProblemLog
from .tokens import assistant_masker, chat_token_counter, resolve_tokenizer, text_token_counter


def row_fitter(config: Any, stored_view: str, log: ProblemLog) -> Callable[[dict], list[dict]] | None:
    """With a ``tokenizer``: a function from a row to its rows with ``num_tokens`` set, split
    into windows of ``max_tokens`` when given (turns that cannot fit are counted in ``log``)."""
    max_tokens = config.max_tokens
    cut_tools = getattr(config, "max_tool_output_tokens", None)
    if not max_tokens and not cut_tools and config.name != "messages":
        return None  # num_tokens is a column of the messages view only
    tokenizer = resolve_tokenizer(getattr(config, "tokenizer", None))
    if tokenizer is None:
        return None
    count = chat_token_counter(tokenizer)
    options = {
        "head_policy": getattr(config, "head_policy", "drop"),
        "max_tool_output_tokens": cut_tools,
        "count_text": text_token_counter(tokenizer),
        "copied_as_head": not getattr(config, "train_copied", True),
    }

    skip = None if getattr(config, "train_copied", True) else is_copied
    mask = assistant_masker(tokenizer, skip) if stored_view == TOKENIZED else None
    max_length = getattr(config, "max_length", None)

    def fit(row: dict) -> list[dict]:
        if not max_tokens and not cut_tools:
            row["num_tokens"] = count(row["messages"], row.get("tools") or [])
            rows = [row]
        else:
            rows, left_out = split_windows(row, max_tokens, count, **options)
            for reason, n in left_out.items():
                detail = row["id"]
                if reason == "window_head_too_long":
                    detail += (
                        f": its head (the messages before the first answer, and the tools) is "
                        f"{head_tokens(row, count, options['copied_as_head']):,} tokens, more than "
                        f"max_tokens={max_tokens:,}"
                    )
                log.add(row.get("file_path") or row["id"], reason, None, detail, n, fatal=False)
        return rows if mask is None else tokenized(rows)

    def tokenized(rows: list[dict]) -> list[dict]:
        """Rows with their tokens and assistant masks; a row with no target token left out
        and counted (TRL would drop it, or fail, without a word)."""
        out = []
        for r in rows:
            r["input_ids"], r["assistant_masks"], untrained = mask(r["messages"], r.get("tools") or [])
            where = r.get("file_path") or r["id"]
            if untrained:
                log.add(where, "assistant_not_masked", None, r["id"], untrained, fatal=False)
            if 1 not in r["assistant_masks"]:
                log.add(where, "no_target_tokens", None, r["id"], fatal=False)
                continue
            first = r["assistant_masks"].index(1)
            meta = r["metadata"] if isinstance(r.get("metadata"), dict) else {}
            r["metadata"] = {**meta, "first_target_token": first}
            if max_length is not None and first >= max_length:
                # TRL truncates to max_length, then drops rows with no target left, silently
                r["metadata"]["no_target_tokens_after_truncation"] = True
                detail = (
                    f"{r['id']}: its first target token is token {first:,} of {len(r['input_ids']):,}, "
                    f"at or beyond max_length={max_length:,}"
                )
                log.add(where, "no_target_tokens_after_truncation", None, detail, fatal=False)
            out.append(r)
        return out

    return fit
