"""Options are checked against their allowed values and types, however they are given.

``datasets`` sets the options of ``load_dataset`` on a copy of a ready config, after the
config's own ``__post_init__`` ran; the CLI's ``-O`` goes through the builder as well. The mixed
``agent_traces`` source passes options on to the sources that have them.
"""

from __future__ import annotations

import pytest
from conftest import FIXTURES
from datasets import load_dataset, load_dataset_builder

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces.api import read_trajectories
from agent_traces.cli import main
from agent_traces.loaders.claude_code import ClaudeCodeConfig

CLAUDE = FIXTURES / "claude_code"
BAD = [
    ({"branches": "some"}, r"option branches must be one of 'main', 'all', not 'some'"),
    ({"subagents": "maybe"}, r"option subagents must be true or false, not 'maybe'"),
    ({"subagents": 1}, r"option subagents must be true or false, not 1"),
]


@pytest.mark.parametrize(("options", "message"), BAD, ids=lambda x: str(x))
def test_a_wrong_value_fails_with_the_allowed_values_everywhere(options, message, cache_dir, tmp_path):
    with pytest.raises(ValueError, match=message):
        load_dataset_builder("claude_code", data_dir=str(CLAUDE), cache_dir=cache_dir, **options)
    with pytest.raises(ValueError, match=message):
        ClaudeCodeConfig(name="messages", **options)
    with pytest.raises(ValueError, match=message):
        list(read_trajectories("claude_code", [str(p) for p in CLAUDE.rglob("*.jsonl")], **options))
    key, value = next(iter(options.items()))
    text = value if isinstance(value, str) else str(value).lower()
    assert (
        main(["convert", "claude_code", str(CLAUDE), "-O", f"{key}={text}", "-o", str(tmp_path / "out")]) != 0
    )


def test_the_mixed_source_passes_options_on_in_two_simple_forms(cache_dir):
    plain = load_dataset("agent_traces", data_dir=str(CLAUDE), split="train", cache_dir=cache_dir)
    every = load_dataset(
        "agent_traces", data_dir=str(CLAUDE), split="train", cache_dir=cache_dir, subagents=True
    )
    one = load_dataset(
        "agent_traces",
        data_dir=str(CLAUDE),
        split="train",
        cache_dir=cache_dir,
        **{"claude_code.branches": "all"},
    )
    agents = [i for i in every["id"] if ":agent-" in i]
    assert agents and not any(":agent-" in i for i in plain["id"])
    assert len(every) == len(plain) + len(agents)
    assert any(":branch-" in i for i in one["id"]) and not any(":branch-" in i for i in plain["id"])
    with pytest.raises(ValueError, match=r"claude_code: option branches must be one of 'main', 'all'"):
        load_dataset_builder(
            "agent_traces", data_dir=str(CLAUDE), cache_dir=cache_dir, **{"claude_code.branches": "x"}
        )
    with pytest.raises(
        ValueError, match=r"claude_code has no option demos \(its options: branches, subagents\)"
    ):
        load_dataset_builder(
            "agent_traces", data_dir=str(CLAUDE), cache_dir=cache_dir, **{"claude_code.demos": True}
        )
    with pytest.raises(ValueError, match=r"no source has option\(s\) nonsense"):
        load_dataset_builder("agent_traces", data_dir=str(CLAUDE), cache_dir=cache_dir, nonsense=1)


def test_the_cli_takes_source_options_for_the_mixed_source(tmp_path, capsys):
    """``-O subagents=true`` used to fail with the mixed source."""
    out = tmp_path / "out"
    assert main(["convert", "agent_traces", str(CLAUDE), "-O", "subagents=true", "-o", str(out)]) == 0
    rows = load_dataset("parquet", data_files=str(out / "data" / "messages" / "*.parquet"), split="train")
    assert any(":agent-" in i for i in rows["id"])
