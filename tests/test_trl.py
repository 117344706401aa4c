"""The views train as loaded with TRL: real SFTTrainer steps on a tiny local model, no Hub.

For each source with fixtures, the ``messages`` view goes to ``SFTTrainer`` untouched (language
modeling, conversational), with and without ``assistant_only_loss``; the chat template renders
the declared tools and the tool calls. ``maybe_apply_chat_template`` gives one answer whatever
``PYTHONHASHSEED`` is. The ``steps`` and ``sharegpt`` views are checked against their consumers.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys

import pytest
from conftest import FIXTURES, ROOT
from datasets import Features, List, concatenate_datasets, load_dataset
from tiny_lm import build_model, build_tokenizer, row_text

import agent_traces  # noqa: F401
from agent_traces.converters.schema import MESSAGE

SOURCES = {
    "claude_code": {"data_dir": str(FIXTURES / "claude_code" / "projects")},
    "codex": {"data_dir": str(FIXTURES / "codex")},
    "hermes": {"data_files": str(FIXTURES / "hermes" / "trajectory_samples.jsonl")},
    "copilot_chat": {"data_dir": str(FIXTURES / "copilot_chat")},
    "copilot_cli": {"data_dir": str(FIXTURES / "copilot_cli")},
    "swe_agent": {"data_dir": str(FIXTURES / "swe_agent")},
}
# the columns TRL's SFTTrainer reads or dispatches on; a row must offer only `messages` and `tools`
TRL_COLUMNS = {"prompt", "completion", "chosen", "rejected", "label", "text", "conversations", "images"}
TRL_COLUMNS |= {"input_ids", "labels", "chat_template_kwargs"}


@pytest.fixture(scope="module")
def views(tmp_path_factory):
    cache = str(tmp_path_factory.mktemp("cache"))
    out = {}
    for source, where in SOURCES.items():
        for view in ("messages", "steps", "sharegpt"):
            out[source, view] = load_dataset(source, view, split="train", cache_dir=cache, **where)
    return out


@pytest.fixture(scope="module")
def tokenizer(views):
    texts = [row_text(r) for (_, view), ds in views.items() if view == "messages" for r in ds]
    return build_tokenizer(texts)


def _train(dataset, tokenizer, tmp_path, assistant_only_loss: bool, **extra):
    from trl import SFTConfig, SFTTrainer

    args = SFTConfig(
        output_dir=str(tmp_path / "out"),
        max_steps=2,
        per_device_train_batch_size=2,
        max_length=None,
        learning_rate=1e-3,
        assistant_only_loss=assistant_only_loss,
        use_cpu=True,
        report_to=[],
        save_strategy="no",
        logging_steps=1,
        dataloader_num_workers=0,
        **extra,
    )
    trainer = SFTTrainer(
        model=build_model(tokenizer), args=args, train_dataset=dataset, processing_class=tokenizer
    )
    result = trainer.train()
    return trainer, result


@pytest.mark.train
@pytest.mark.parametrize("assistant_only_loss", [False, True], ids=["full", "assistant_only"])
@pytest.mark.parametrize("source", sorted(SOURCES))
def test_messages_view_trains_as_loaded(views, tokenizer, tmp_path, source, assistant_only_loss):
    ds = views[source, "messages"]
    assert not TRL_COLUMNS & set(ds.column_names), "a column TRL would treat as another data format"
    trainer, result = _train(ds, tokenizer, tmp_path, assistant_only_loss)
    assert result.global_step == 2 and math.isfinite(result.training_loss)
    prepared = trainer.train_dataset
    assert len(prepared) == len(ds), "TRL dropped rows"
    for row, example in zip(ds, prepared, strict=True):
        labels = example["labels"]
        trained = [t for t in labels if t != -100]
        if not assistant_only_loss:
            assert trained == example["input_ids"]
            continue
        # only assistant turns are targets: every tool call and reply the model made, nothing else
        assert 0 < len(trained) < len(labels)
        target = tokenizer.decode(trained)
        for msg in row["messages"]:
            if msg["role"] == "assistant":
                for call in msg["tool_calls"] or ():
                    assert f'"name": "{call["function"]["name"]}"' in target
            if msg["role"] == "user" and len(msg["content"]) > 20 and "<unk>" not in target:
                assert msg["content"] not in target


@pytest.mark.parametrize("source", sorted(SOURCES))
def test_the_template_shows_the_model_every_tool_it_calls(views, tokenizer, source):
    for row in views[source, "messages"]:
        text = tokenizer.apply_chat_template(row["messages"], tools=row["tools"] or None, tokenize=False)
        system = text.split("<|im_end|>", 1)[0]
        called = {c["function"]["name"] for m in row["messages"] for c in m["tool_calls"] or ()}
        for name in called:
            assert f'"name": "{name}"' in system, f"{row['id']}: {name} is called but not declared"


@pytest.mark.train
def test_steps_view_as_prompt_completion_pairs(views, tokenizer, tmp_path):
    """A step is a prompt (the state) and a completion (the action): TRL's prompt–completion path."""
    from trl.data_utils import maybe_apply_chat_template

    # the steps cache holds records (`history`), materialized on access by a transform of each
    # dataset: map each view, then concatenate (concatenating drops differing transforms)
    parts = []
    for source in ("claude_code", "codex", "hermes"):
        steps = views[source, "steps"]
        assert not {"prompt", "completion", "conversations", "text"} & set(steps.column_names)
        features = Features({**steps.features, "prompt": List(MESSAGE), "completion": List(MESSAGE)})
        mapped = steps.map(
            lambda s: {"prompt": s["messages"], "completion": [s["action"]]}, features=features
        )
        parts.append(mapped.select_columns(["prompt", "completion", "tools"]))
    pairs = concatenate_datasets(parts)
    pairs = pairs.filter(lambda s: any(m["role"] == "user" for m in s["prompt"]))
    assert len(pairs) > 10
    for step in pairs.select(range(5)):
        rendered = maybe_apply_chat_template(step, tokenizer, tools=step["tools"] or None)
        assert rendered["prompt"].endswith("<|im_start|>assistant\n")
        assert rendered["completion"].endswith("<|im_end|>\n")
    trainer, result = _train(pairs, tokenizer, tmp_path, False, completion_only_loss=True)
    assert result.global_step == 2 and math.isfinite(result.training_loss)
    example = trainer.train_dataset[0]
    assert -100 in example["labels"] and any(t != -100 for t in example["labels"])


def test_sharegpt_view_as_hermes_expects_it(views):
    """Hermes' trainers read `conversations` of {from, value}: system, human, gpt, tool turns, the
    system turn listing the tools in <tools>, gpt turns calling only those tools."""
    for source in SOURCES:
        for row in views[source, "sharegpt"]:
            turns = row["conversations"]
            assert {t["from"] for t in turns} <= {"system", "human", "gpt", "tool"}
            assert turns[0]["from"] == "system", row["id"]
            tools_json = turns[0]["value"].split("<tools>\n", 1)[1].split("\n</tools>", 1)[0]
            # Hermes writes [{name, description, parameters, required}]; some sources the OpenAI shape
            declared = {t.get("name") or t["function"]["name"] for t in json.loads(tools_json)}
            for turn in turns:
                if turn["from"] != "gpt":
                    continue
                for block in turn["value"].split("<tool_call>\n")[1:]:
                    call = json.loads(block.split("\n</tool_call>", 1)[0])
                    assert call["name"] in declared, f"{row['id']}: {call['name']} not in the system turn"


HASH_SCRIPT = """
import hashlib, json, sys
sys.path.insert(0, {tests!r})
import agent_traces
from datasets import load_dataset
from tiny_lm import build_tokenizer, row_text
from trl.data_utils import maybe_apply_chat_template
sources = json.loads({sources!r})
rows = [r for s, where in sorted(sources.items())
        for r in load_dataset(s, split="train", cache_dir=sys.argv[1], **where)]
tok = build_tokenizer([row_text(r) for r in rows])
out = [maybe_apply_chat_template(r, tok, tools=r["tools"] or None) for r in rows]
assert all("text" in o and "messages" not in o for o in out), "not rendered as conversational data"
print(hashlib.sha256(json.dumps([o["text"] for o in out]).encode()).hexdigest())
"""


def test_maybe_apply_chat_template_is_deterministic(tmp_path):
    """Before ``prompt`` was renamed ``first_prompt``, TRL's ``is_conversational`` popped an
    arbitrary key of ``{"prompt", "messages"}`` (a set, ordered by string hash): the row was
    rendered or returned untouched depending on ``PYTHONHASHSEED``."""
    script = HASH_SCRIPT.format(tests=str(ROOT / "tests"), sources=json.dumps(SOURCES))
    digests = set()
    for seed in ("0", "1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run(
            [sys.executable, "-c", script, str(tmp_path / f"cache-{seed}")],
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, done.stderr[-3000:]
        digests.add(done.stdout.strip().splitlines()[-1])
    assert len(digests) == 1, digests


def test_a_prompt_column_would_make_trl_depend_on_the_hash_seed():
    """The cause, shown on TRL itself: with a string ``prompt`` beside ``messages`` the answer of
    ``is_conversational`` follows the set order of the two keys."""
    probe = (
        "from trl.data_utils import is_conversational;"
        "print(is_conversational({'prompt': 'hi', 'messages': [{'role': 'user', 'content': 'hi'}]}))"
    )
    answers = set()
    for seed in range(16):
        env = {**os.environ, "PYTHONHASHSEED": str(seed)}
        done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True)
        answers.add(done.stdout.strip())
        if len(answers) == 2:
            break
    assert answers == {"True", "False"}
