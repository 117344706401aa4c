"""The training recipe of docs/training.md runs as written: load in windows, train with TRL, save."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from conftest import FIXTURES, ROOT
from datasets import load_dataset
from tiny_lm import row_text, save_tiny_model

import agent_traces  # noqa: F401


def recipe() -> str:
    """The ``python`` block of docs/training.md before its first subsection, verbatim."""
    page = (ROOT / "docs" / "training.md").read_text(encoding="utf-8")
    section = page.split("\n## ", 1)[0]
    (code,) = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    return code


@pytest.mark.train
def test_the_documented_training_recipe_runs_verbatim(tmp_path):
    code = recipe()
    assert "SFTTrainer" in code and "max_tokens=" in code and "assistant_only_loss=True" in code
    traces = FIXTURES / "claude_code" / "projects"
    rows = load_dataset("claude_code", data_dir=str(traces), split="train", cache_dir=str(tmp_path / "c"))
    model = save_tiny_model(str(tmp_path / "model"), [row_text(r) for r in rows])
    (tmp_path / "recipe.py").write_text(code, encoding="utf-8")
    env = {
        **os.environ,
        "MODEL": model,
        "TRACES": str(traces),
        "HF_HUB_OFFLINE": "1",
        "HF_DATASETS_CACHE": str(tmp_path / "hf"),
        "CUDA_VISIBLE_DEVICES": "",
    }
    done = subprocess.run(
        [sys.executable, "recipe.py"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, done.stderr[-4000:]
    assert re.search(r"^\d+ windows, \d+ tokens$", done.stdout, flags=re.M), done.stdout[-2000:]
    assert "train_loss" in done.stdout + done.stderr
    assert (tmp_path / "sft-out" / "model.safetensors").is_file()
