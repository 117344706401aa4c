"""A tiny causal LM and tokenizer built on the spot, for training tests without the Hub.

The tokenizer is a byte-level word-level model trained on the rows' own text, wrapped in
``PreTrainedTokenizerFast`` with a chat template TRL ships (``qwen2_5`` renders tools, tool calls
and tool results; TRL swaps in its ``qwen2_5_training`` twin for ``assistant_only_loss``). The model
is a two-layer Qwen2 from a config, so a real forward and backward pass runs in well under a second.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Iterable

SPECIAL_TOKENS = ["<unk>", "<|endoftext|>", "<|im_start|>", "<|im_end|>"]


def trl_template(name: str = "qwen2_5") -> str:
    """A chat template from TRL's wheel (``trl/chat_templates/<name>.jinja``)."""
    return (importlib.resources.files("trl") / "chat_templates" / f"{name}.jinja").read_text(encoding="utf-8")


def row_text(row: dict, template: str | None = None) -> str:
    """A row as the chat template renders it (tools included), to train the vocabulary on."""
    from transformers.utils.chat_template_utils import render_jinja_template

    (text,), _ = render_jinja_template(
        [row["messages"]], tools=row.get("tools") or None, chat_template=template or trl_template()
    )
    return text


def build_tokenizer(texts: Iterable[str], template: str | None = None):
    """A ``PreTrainedTokenizerFast`` trained on ``texts`` with a TRL chat template."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    core = Tokenizer(models.WordLevel(unk_token="<unk>"))
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    core.decoder = decoders.ByteLevel()
    core.train_from_iterator(texts, trainers.WordLevelTrainer(special_tokens=SPECIAL_TOKENS))
    return PreTrainedTokenizerFast(
        tokenizer_object=core,
        unk_token="<unk>",
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        chat_template=template or trl_template(),
    )


def build_model(tokenizer, max_positions: int = 32768):
    """A two-layer Qwen2 causal LM sized to ``tokenizer``, randomly initialized (fixed seed)."""
    import torch
    from transformers import Qwen2Config, Qwen2ForCausalLM

    torch.manual_seed(0)
    config = Qwen2Config(
        vocab_size=len(tokenizer),
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=1,
        max_position_embeddings=max_positions,
        pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    return Qwen2ForCausalLM(config)


def save_tiny_model(directory: str, texts: Iterable[str]) -> str:
    """Tokenizer and model saved to ``directory``, loadable with ``from_pretrained(directory)``."""
    tokenizer = build_tokenizer(texts)
    build_model(tokenizer).save_pretrained(directory)
    tokenizer.save_pretrained(directory)
    return directory
