"""Hermes' fast line reading (``hermes.iter_records``) against the tolerant reader (``iter_jsonl``).

``iter_records`` reads a local file whole and parses a line that opens with the exact bytes of a
first turn seen before without decoding that turn again. Both ways must write the same Parquet
bytes for every view and the same problem log, on the fixtures, the real corpus and lines
mutated after a known first turn (the places where the shortcut could go wrong: a second
``conversations`` key, an escaped one, damage in the rest of the line, a first turn that only
starts like the known one). And lines must take the shortcut: one that never does would pass.
"""

from __future__ import annotations

import gzip
import random
from pathlib import Path

import orjson
import pytest
from conftest import FIXTURES, corpus_files, written_views

from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.converters.views import VIEWS
from agent_traces.core import reading
from agent_traces.core.reading import iter_jsonl
from agent_traces.loaders import hermes


def _tables(paths: list[str], fast: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[dict, list, int]:
    """Parquet bytes of every view, the problem log and how many lines took the shortcut."""
    taken = []
    known_head = hermes._load_known_head

    def counting(*args):
        record = known_head(*args)
        taken.append(record is not None)
        return record

    with monkeypatch.context() as patch:
        if fast:
            patch.setattr(hermes, "_load_known_head", counting)
        else:
            patch.setattr(hermes, "iter_records", lambda path, ctx, cache: iter_jsonl(path, ctx))
        log = ProblemLog()
        rows = list(read_trajectories("hermes", paths, log))
    written, problems = written_views(rows, log)
    return written, problems, sum(taken)


def _same_both_ways(paths: list[str], monkeypatch: pytest.MonkeyPatch) -> int:
    fast = _tables(paths, True, monkeypatch)
    tolerant = _tables(paths, False, monkeypatch)
    assert fast[1] == tolerant[1]
    for view in VIEWS:
        assert fast[0][view] == tolerant[0][view], view
    return fast[2]


def _first_turn_end(line: bytes) -> int:
    return line.find(b'"}, {"from": "human"') + 2


def _mutations(line: bytes) -> list[bytes]:
    """``line`` (a Hermes trajectory) changed after its first turn, and around it."""
    cut = _first_turn_end(line)
    head, rest = line[:cut], line[cut:]
    stamp = b'"timestamp"'
    return [
        head + rest.replace(stamp, b'"conversations": [], ' + stamp),  # a later key wins
        head + rest.replace(stamp, b'"conversation\\u0073": [0], ' + stamp),  # spelt with an escape
        head + rest.replace(stamp, b'"conv\\u0065rsations": 1, ' + stamp),
        head + rest.replace(stamp, b'"note": "conversations", ' + stamp),
        head + rest.replace(stamp, b'"note": "caf\\u00e9 \\u0041", ' + stamp),
        head + rest.replace(b'"value": "', b'"value": "\xff\xfe', 1),  # invalid UTF-8 in the rest
        head + rest.replace(b'"value": "', b'"value": "\x00', 1),
        head + rest.replace(b'"value": "', b'"value": "\\ud83d', 1),
        head + b", ]" + rest[rest.find(b"],") + 1 :],  # a trailing comma after the first turn
        head + b"]" + rest[rest.find(b"],") + 1 :],  # the first turn alone
        head + b" " + rest,
        head[:-1] + b', "extra": 1}' + rest,  # the known bytes, then not the end of the turn
        head[:-2] + b'x"}' + rest,
        head.replace(b"function", b"functi\xffon", 1) + rest,  # damage inside the known bytes
        head + rest.replace(b'"completed": true', b'"completed": "yes"'),
        head + rest.replace(b'"model": "', b'"model": 7, "m": "', 1),
        head + b', 5, {"from": "gpt"}, {"from": "tool", "value": 3}' + rest,
        head + rest.rstrip(b"\n") + b" \r\n",
        head + rest[: len(rest) // 2] + b"\n",  # cut in the middle
        b'{"conversations":[' + line[len(b'{"conversations": [') :],  # other spacing: no shortcut
        b"\xef\xbb\xbf" + line,
        b"[1, 2]\n",
        b'"text"\n',
        b'{"conversations": 3}\n',
        b"not json\n",
        b"\n",
        b"  \t \n",
        b"\x0b\n",
        line,
    ]


def _odd_prompt_line(prompt: str) -> bytes:
    """A trajectory line laid out as Hermes writes it, with this system prompt."""
    return (
        b'{"conversations": [{"from": "system", "value": '
        + orjson.dumps(prompt)
        + b'}, {"from": "human", "value": "hi"}, {"from": "gpt", "value": "<think>\\nok\\n</think>\\nhello"}],'
        + b' "timestamp": "2026-03-30T14:22:31.456789", "model": "m", "completed": true}\n'
    )


def _mutated_folder(target: Path, lines: list[bytes]) -> list[str]:
    rng = random.Random("hermes-reading")
    base = lines[0]
    mutated = [base, base]
    for line in lines:
        mutated += [line, *_mutations(line)]
    cut = _first_turn_end(base)
    for _ in range(60):  # random damage after the known first turn
        rest = bytearray(base[cut:])
        for _ in range(rng.randint(1, 3)):
            position = rng.randrange(len(rest))
            rest[position : position + 1] = rng.choice([b"", b'"', b"\\", b"}", b"\xc3", b"\n", b"]"])
        mutated += [base, base[:cut] + bytes(rest) + b"\n"]
    # first turns whose value ends in a backslash or holds escaped quotes before a brace
    odd = [_odd_prompt_line(p) for p in ('<tools>\n[{"a": "b"}]\n</tools> \\', 'x \\"} y', "\\\\", "")]
    paths = []
    for name, content in (
        ("mutated.jsonl", mutated),
        ("odd_prompts.jsonl", [line for line in odd for _ in range(3)]),
        ("alternating.jsonl", [lines[i % len(lines)] for i in range(3 * len(lines))] + lines[::-1]),
        ("truncated.jsonl", [base, base, base[:-200]]),
        ("no_newline.jsonl", [base, base.rstrip(b"\n")]),
    ):
        path = target / name
        path.write_bytes(b"".join(x if x.endswith(b"\n") else x + b"\n" for x in content[:-1]) + content[-1])
        paths.append(str(path))
    path = target / "batch_1.jsonl.gz"
    path.write_bytes(gzip.compress(b"".join([base, base, *_mutations(base)[:3]])))
    paths.append(str(path))
    cut = gzip.compress(b"".join([base] * 8))
    path = target / "batch_2.jsonl.gz"
    path.write_bytes(cut[: len(cut) - 40])  # a truncated_file after the lines read
    paths.append(str(path))
    return paths


def _corpus_lines() -> list[bytes]:
    lines = []
    for path in corpus_files("hermes", "**/*.jsonl"):
        lines += [line for line in path.read_bytes().splitlines(keepends=True) if line.strip()]
    return lines


def test_the_fixtures_read_the_same_both_ways(monkeypatch):
    paths = sorted(str(p) for p in (FIXTURES / "hermes").iterdir())
    _same_both_ways(paths, monkeypatch)


@pytest.mark.corpus
def test_the_real_corpus_reads_the_same_both_ways_and_takes_the_shortcut(monkeypatch):
    paths = [str(p) for p in corpus_files("hermes", "**/*.jsonl")]
    lines = _corpus_lines()
    taken = _same_both_ways(paths * 2, monkeypatch)  # twice: the second pass knows every prompt
    assert taken >= len(lines)


@pytest.mark.corpus
@pytest.mark.parametrize("whole", [True, False], ids=["read-whole", "read-by-lines"])
def test_mutated_lines_read_the_same_both_ways(whole, monkeypatch, tmp_path):
    if not whole:  # files over MAX_WHOLE_FILE_BYTES are read by iter_lines, with the shortcut
        monkeypatch.setattr(hermes, "MAX_WHOLE_FILE_BYTES", 0)
    paths = _mutated_folder(tmp_path, _corpus_lines())
    taken = _same_both_ways(paths, monkeypatch)
    assert taken > 80


@pytest.mark.corpus
def test_oversized_lines_are_counted_the_same_both_ways(monkeypatch, tmp_path):
    lines = _corpus_lines()
    monkeypatch.setattr(reading, "MAX_LINE_BYTES", max(len(line) for line in lines) - 100)
    monkeypatch.setattr(hermes, "MAX_WHOLE_FILE_BYTES", 0)
    path = tmp_path / "trajectory_samples.jsonl"
    path.write_bytes(b"".join(lines * 2))
    assert "oversized_line" in str(_tables([str(path)], True, monkeypatch)[1])
    _same_both_ways([str(path)], monkeypatch)


def test_a_first_turn_is_learnt_only_as_a_whole_turn():
    cache = hermes.RecordCache()
    for prompt in ('x \\"} y', "ends in \\", 'a "}" b'):
        line = _odd_prompt_line(prompt)
        record = orjson.loads(line)
        cache.prompts[prompt] = prompt
        hermes._learn_head(line, record, cache)
        prefix, turn = cache.line_prefixes[0]
        assert turn == {"from": "system", "value": prompt}
        assert orjson.loads(prefix + b"]}") == {"conversations": [turn]}
        assert line[len(prefix) :].startswith(b', {"from": "human"')


def test_a_whole_file_read_takes_short_reads_and_growth_into_account(monkeypatch, tmp_path):
    """``_read_whole`` reads the size ``fstat`` gives plus one byte in one call; a short read or a
    file that grew since must still give every byte, and an empty file none."""
    import os

    path = tmp_path / "trajectory_samples.jsonl"
    data = b"".join(p.read_bytes() for p in sorted((FIXTURES / "hermes").glob("*.jsonl")))
    path.write_bytes(data)
    (tmp_path / "empty.jsonl").write_bytes(b"")
    assert hermes._read_whole(str(path)) == data
    assert hermes._read_whole(str(tmp_path / "empty.jsonl")) == b""
    real_read, real_fstat = os.read, os.fstat
    with monkeypatch.context() as patch:
        patch.setattr(hermes.os, "read", lambda fd, n: real_read(fd, min(n, 7)))
        assert hermes._read_whole(str(path)) == data
    with monkeypatch.context() as patch:  # grew after fstat: the size seen is less than the file
        patch.setattr(
            hermes.os, "fstat", lambda fd: os.stat_result((*real_fstat(fd)[:6], 10, *real_fstat(fd)[7:]))
        )
        assert hermes._read_whole(str(path)) == data
    with monkeypatch.context() as patch:
        patch.setattr(hermes, "MAX_WHOLE_FILE_BYTES", len(data) - 1)
        assert hermes._read_whole(str(path)) is None
