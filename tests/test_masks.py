"""Training rows that fit, with masks for any chat template, on the real corpus (issue 34).

Rows of Claude Code, Codex and Hermes loaded with a word-level tokenizer (about 4 characters a
token) and ``max_tokens=8192`` train with TRL's ``assistant_only_loss``; ``tokenize=True`` gives
``input_ids`` and ``assistant_masks`` computed by rendering the template message by message,
checked against TRL's own masks where TRL ships a training template (Qwen2.5, Llama 3) and used
to train with a template TRL cannot mask (Zephyr's, written from its public definition).
"""

from __future__ import annotations

import math

import pytest
from conftest import CORPUS
from datasets import load_dataset
from tiny_lm import build_model, build_tokenizer, trl_template

import agent_traces  # noqa: F401

pytestmark = [pytest.mark.corpus, pytest.mark.slow]

SOURCES = {
    "claude_code": {"data_dir": str(CORPUS / "claude_code")},
    "codex": {"data_dir": str(CORPUS / "codex_cli")},
    "hermes": {"data_dir": str(CORPUS / "hermes")},
}
# HuggingFaceH4/zephyr-7b-beta's chat template (its tokenizer_config.json): no generation markers,
# not one TRL can swap for a training template
ZEPHYR = (
    "{% for message in messages %}\n{% if message['role'] == 'user' %}\n{{ '<|user|>\n' + message['content'] + "
    "eos_token }}\n{% elif message['role'] == 'system' %}\n{{ '<|system|>\n' + message['content'] + eos_token }}\n"
    "{% elif message['role'] == 'assistant' %}\n{{ '<|assistant|>\n'  + message['content'] + eos_token }}\n"
    "{% endif %}\n{% if loop.last and add_generation_prompt %}\n{{ '<|assistant|>' }}\n{% endif %}\n{% endfor %}"
)
TEMPLATES = {"qwen2_5": trl_template("qwen2_5"), "llama3": trl_template("llama3"), "zephyr": ZEPHYR}


@pytest.fixture(scope="module")
def whole_rows(tmp_path_factory):
    cache = str(tmp_path_factory.mktemp("c"))
    return {s: list(load_dataset(s, split="train", cache_dir=cache, **w)) for s, w in SOURCES.items()}


def _text(row: dict, template: str) -> str:
    from transformers.utils.chat_template_utils import render_jinja_template

    (text,), _ = render_jinja_template(
        [row["messages"]], tools=row["tools"] or None, chat_template=template,
        bos_token="<|endoftext|>", eos_token="<|im_end|>",
    )  # fmt: skip
    return text


def _tokenizer(rows: dict, template: str):
    texts = [_text(r, template) for rs in rows.values() for r in rs]
    tokenizer = build_tokenizer(texts, template)
    tokenizer.bos_token = "<|endoftext|>"  # Llama 3's template starts with it
    return tokenizer


@pytest.fixture(scope="module")
def tokenizers(whole_rows):
    return {name: _tokenizer(whole_rows, template) for name, template in TEMPLATES.items()}


def test_hermes_rows_fit_now_that_tools_are_declared_once(whole_rows, tokenizers, tmp_path):
    """At 8192 every Hermes row fits but the one whose 32 tools alone are ~11.9k tokens (50 KB
    of schemas; left out, counted); at 16384 that one fits too, where the prompt's second copy of
    the tools made it ~23.8k."""
    from agent_traces.core.tokens import chat_token_counter

    tokenizer = tokenizers["qwen2_5"]
    count = chat_token_counter(tokenizer)
    for max_tokens in (8192, 16384):
        rows = load_dataset(
            "hermes", split="train", cache_dir=str(tmp_path / str(max_tokens)), tokenizer=tokenizer,
            max_tokens=max_tokens, **SOURCES["hermes"],
        )  # fmt: skip
        assert all(r["num_tokens"] == count(r["messages"], r["tools"]) <= max_tokens for r in rows)
        fitted = {r["id"].split(":w")[0] for r in rows}
        for row in whole_rows["hermes"]:
            tools_alone = count(row["messages"][:1], row["tools"])
            assert (row["id"] in fitted) == (tools_alone < max_tokens), (row["id"], tools_alone)
            if max_tokens == 16384:
                twice = [
                    {**row["messages"][0], "content": row["metadata"]["system_prompt"]},
                    *row["messages"],
                ]
                assert row["id"] in fitted
                assert not row["tools"] or count(twice, row["tools"]) > 1.8 * count(
                    row["messages"], row["tools"]
                )


@pytest.mark.parametrize("template", sorted(TEMPLATES))
def test_masks_from_rendering_message_by_message(whole_rows, tokenizers, tmp_path, template):
    """Every window has target tokens; they are the assistant messages' and nothing else (the
    same tokens as TRL's own masks from its generation-marked training template, when it has
    one: the marked text is the same, up to where a newline after the end-of-turn falls)."""
    tokenizer = tokenizers[template]
    compared = 0
    for source, where in SOURCES.items():
        rows = load_dataset(
            source, split="train", cache_dir=str(tmp_path / source), tokenizer=tokenizer, max_tokens=8192,
            tokenize=True, **where,
        )  # fmt: skip
        assert len(rows) > 0 and set(rows.column_names) >= {"input_ids", "assistant_masks", "messages"}
        for row in rows:
            ids, masks = row["input_ids"], row["assistant_masks"]
            assert len(ids) == len(masks) == row["num_tokens"] and 1 in masks
            target = tokenizer.decode([t for t, m in zip(ids, masks, strict=True) if m])
            for msg in row["messages"]:
                words = msg["content"].split()[:3]
                if msg["role"] == "assistant" and words and template != "llama3":
                    assert all(w in target for w in words), (row["id"], words)
            reference = _trl_masks(tokenizer, template, row)
            if reference is not None:
                ours = tokenizer.decode([t for t, m in zip(ids, masks, strict=True) if m]).replace("\n", "")
                theirs = tokenizer.decode([t for t, m in zip(ids, reference, strict=True) if m]).replace(
                    "\n", ""
                )
                assert ours == theirs, row["id"]
                compared += 1
    assert compared > 20 or template == "zephyr", compared


def _trl_masks(tokenizer, template: str, row: dict):
    """TRL's masks for the row (its training template's generation markers), or None."""
    if template == "zephyr":
        return None
    out = tokenizer.apply_chat_template(
        row["messages"], tools=row["tools"] or None, tokenize=True, return_dict=True,
        return_assistant_tokens_mask=True, chat_template=trl_template(f"{template}_training"),
    )  # fmt: skip
    if out["input_ids"] != row["input_ids"]:
        return None  # the training template renders another text (e.g. reasoning kept)
    return out["assistant_masks"]


def _train(dataset, tokenizer, tmp_path, **extra):
    from trl import SFTConfig, SFTTrainer

    args = SFTConfig(
        output_dir=str(tmp_path / "out"), max_steps=2, per_device_train_batch_size=2, max_length=8192,
        learning_rate=1e-3, use_cpu=True, report_to=[], save_strategy="no", dataloader_num_workers=0, **extra,
    )  # fmt: skip
    trainer = SFTTrainer(
        model=build_model(tokenizer), args=args, train_dataset=dataset, processing_class=tokenizer
    )
    return trainer, trainer.train()


@pytest.mark.parametrize("source", sorted(SOURCES))
def test_a_tiny_model_trains_on_windows_with_assistant_only_loss(tokenizers, tmp_path, source):
    """TRL's own path (it swaps in its Qwen2.5 training template): nothing dropped."""
    rows = load_dataset(
        source, split="train", cache_dir=str(tmp_path / "c"), tokenizer=tokenizers["qwen2_5"], max_tokens=8192,
        **SOURCES[source],
    )  # fmt: skip
    trainer, result = _train(
        rows.select(range(min(4, len(rows)))), tokenizers["qwen2_5"], tmp_path, assistant_only_loss=True
    )
    assert result.global_step == 2 and math.isfinite(result.training_loss)
    assert len(trainer.train_dataset) == min(4, len(rows)), "TRL dropped rows"


def test_a_template_without_generation_markers_trains_on_the_agents_turns(tokenizers, tmp_path):
    """Zephyr's template has no markers and TRL has no training twin of it (assistant_only_loss
    fails): with ``tokenize=True`` the rows carry ``assistant_masks``, from which TRL builds the
    labels; only the agent's tokens are trained."""
    from datasets import concatenate_datasets

    tokenizer = tokenizers["zephyr"]
    parts = [
        load_dataset(
            s, split="train", cache_dir=str(tmp_path / s), tokenizer=tokenizer, max_tokens=8192, tokenize=True, **w
        ).select_columns(["messages", "input_ids", "assistant_masks"])
        for s, w in SOURCES.items()
    ]  # fmt: skip
    rows = concatenate_datasets(parts)
    trainer, result = _train(rows, tokenizer, tmp_path)
    assert result.global_step == 2 and math.isfinite(result.training_loss)
    prepared = trainer.train_dataset
    assert len(prepared) == len(rows)
    for example, row in zip(prepared.select(range(20)), rows.select(range(20)), strict=True):
        assert example["labels"] == [
            t if m else -100 for t, m in zip(row["input_ids"], row["assistant_masks"], strict=True)
        ]


def test_copied_context_is_marked_and_can_be_context_only(tokenizers, tmp_path):
    """``branches="all"``: a branch repeats the main conversation up to its fork (37 assistant
    turns of the corpus twice); those messages carry ``copied_from``, and with
    ``train_copied=False`` they are context, not targets: no assistant turn is a target twice."""
    where = {**SOURCES["claude_code"], "branches": "all", "split": "train"}
    rows = load_dataset("claude_code", cache_dir=str(tmp_path / "a"), **where)
    main = {r["id"]: r for r in rows if r["metadata"]["branch"] == "main"}
    branches = [r for r in rows if r["metadata"]["branch"] != "main"]
    assert branches
    copied_turns = 0
    for row in branches:
        source = main[row["id"].rsplit(":branch-", 1)[0]]
        copied = [m for m in row["messages"] if (m["metadata"] or {}).get("copied_from")]
        assert all(m["metadata"]["copied_from"] == source["id"] for m in copied)
        n = len(copied)
        assert [{**m, "metadata": None} for m in row["messages"][:n]] == [
            {**m, "metadata": None} for m in source["messages"][:n]
        ]
        assert (
            n == len(row["messages"])
            or n >= len(source["messages"])
            or row["messages"][n] != source["messages"][n]
        )
        copied_turns += sum(m["role"] == "assistant" for m in copied)
        assert row["metadata"]["copied_turns"] == sum(m["role"] == "assistant" for m in copied)
    assert copied_turns >= 30
    tokenized = load_dataset(
        "claude_code", cache_dir=str(tmp_path / "b"), tokenizer=tokenizers["zephyr"], tokenize=True,
        train_copied=False, **where,
    )  # fmt: skip
    # a branch with no turn of its own has no target left: left out (counted), not trained twice
    own = {
        r["id"]
        for r in rows
        if any(
            m["role"] == "assistant" and not (m["metadata"] or {}).get("copied_from") for m in r["messages"]
        )
    }
    assert set(tokenized["id"]) == own and len(own) < len(rows)
    from agent_traces.core.tokens import assistant_masker

    every = assistant_masker(tokenizers["zephyr"])
    for row in tokenized:
        _, all_masks, _ = every(row["messages"], row["tools"])
        assert sum(row["assistant_masks"]) < sum(all_masks) or not row["metadata"].get("copied_turns")
        assert all(a >= b for a, b in zip(all_masks, row["assistant_masks"], strict=True))
