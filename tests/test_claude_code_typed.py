"""The typed Claude Code reader (``loaders/claude_code/typed.py``) against the tolerant one.

Both paths read the real corpus, the fixtures and the damaged-input seeds of
``test_damaged_input.py`` with every ``branches``/``subagents`` combination; the written Parquet
bytes of every view and the problem logs must be identical. And most real files must take the
typed path: a typed reader that silently falls back everywhere would pass the rest.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import msgspec
import pytest
from conftest import FIXTURES, ROOT, corpus_files, written_views
from test_damaged_input import CLAUDE_SESSION, HOSTILE_LINES, _main_chain_line, damaged_folder

from agent_traces import ProblemLog
from agent_traces.api import read_trajectories
from agent_traces.converters.views import VIEWS
from agent_traces.core.config import ParseContext
from agent_traces.loaders.claude_code import typed as claude_code_typed
from agent_traces.loaders.claude_code import ClaudeCodeConfig

OPTIONS = [
    {"branches": branches, "subagents": subagents}
    for branches in ("main", "all")
    for subagents in (False, True)
]


def _tables(paths: list[str], reader: str, monkeypatch: pytest.MonkeyPatch, **options) -> tuple[dict, list]:
    """Parquet bytes of every view and the problem log, read with one reader."""
    monkeypatch.setenv(claude_code_typed.READER_ENV, reader)
    log = ProblemLog()
    return written_views(list(read_trajectories("claude_code", paths, log, **options)), log)


def _same_both_ways(paths: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    for options in OPTIONS:
        typed = _tables(paths, "typed", monkeypatch, **options)
        tolerant = _tables(paths, "tolerant", monkeypatch, **options)
        assert typed[1] == tolerant[1], options
        for view in VIEWS:
            assert typed[0][view] == tolerant[0][view], (options, view)
    monkeypatch.delenv(claude_code_typed.READER_ENV)  # the default again: typed with fallback


def _jsonl(folder: Path) -> list[str]:
    return sorted(
        str(p) for p in folder.rglob("*") if p.is_file() and p.name.endswith((".jsonl", ".json", ".gz"))
    )


def _took_typed(path: str) -> bool:
    ctx = ParseContext(path, path, ClaudeCodeConfig(name="messages"), ProblemLog())
    return isinstance(claude_code_typed.read_transcript(path, ctx), claude_code_typed.TypedTranscript)


@pytest.mark.corpus
def test_the_real_corpus_reads_the_same_both_ways(monkeypatch):
    files = [str(p) for p in corpus_files("claude_code") if p.is_file()]
    _same_both_ways(files, monkeypatch)


@pytest.mark.corpus
def test_real_files_take_the_typed_path():
    files = [str(p) for p in corpus_files("claude_code", "**/*.jsonl")]
    typed = sum(_took_typed(f) for f in files)
    # all 21 at the time of writing; a few may fall back if the corpus gains odd files
    assert len(files) >= 20 and typed >= len(files) - 2, (typed, len(files))


def test_the_fixtures_read_the_same_both_ways(monkeypatch):
    folder = FIXTURES / "claude_code"
    _same_both_ways(_jsonl(folder), monkeypatch)
    files = [f for f in _jsonl(folder) if f.endswith(".jsonl")]
    assert sum(_took_typed(f) for f in files) >= len(files) - 1


def test_damaged_folders_read_the_same_both_ways(tmp_path, monkeypatch):
    """The seeds of ``test_damage_across_files_read_together_is_counted_not_fatal``; most of
    these files fall back, some damage (a value of the same type) stays on the typed path."""
    rng = random.Random("damage-files-claude_code")
    folder = FIXTURES / "claude_code" / "projects"
    fell_back = typed = 0
    for case in range(20):
        files = damaged_folder(folder, rng, tmp_path / str(case))
        _same_both_ways([str(p) for p in files], monkeypatch)
        for p in files:
            if p.suffix == ".jsonl":
                took = _took_typed(str(p))
                typed += took
                fell_back += not took
    assert fell_back > 0 and typed > 0


@pytest.mark.parametrize("damage", sorted(HOSTILE_LINES))
def test_hostile_lines_read_the_same_both_ways(damage, tmp_path, monkeypatch):
    lines = CLAUDE_SESSION.read_bytes().split(b"\n")
    index = _main_chain_line(lines)
    lines[index] = HOSTILE_LINES[damage](lines[index])
    path = tmp_path / "-home-dev-demo" / CLAUDE_SESSION.name
    path.parent.mkdir()
    path.write_bytes(b"\n".join(lines))
    _same_both_ways([str(path)], monkeypatch)
    assert not _took_typed(str(path))


ODD_FILES = {
    # each valid JSON that msgspec reads differently from orjson, or typed otherwise than intact
    "integer beyond 64 bits": b'{"type":"user","uuid":"u1","parentUuid":null,"message":{"role":"user",'
    b'"content":[{"type":"tool_result","tool_use_id":"t","content":"x"}]},"x":123456789012345678901234567890}\n',
    "integer beyond 64 bits in a tool input": b'{"type":"user","uuid":"u1","parentUuid":null,'
    b'"message":{"role":"user","content":"hi"}}\n{"type":"assistant","uuid":"a1","parentUuid":"u1",'
    b'"message":{"id":"m","content":[{"type":"tool_use","id":"t1","name":"Bash","input":'
    b'{"n":18446744073709551616,"m":-9223372036854775809,"k":9223372036854775808}}]}}\n',
    "nesting deeper than MAX_VALUE_DEPTH": b'{"type":"user","uuid":"u1","parentUuid":null,'
    b'"message":{"role":"user","content":"hi"}}\n{"type":"assistant","uuid":"a1","parentUuid":"u1",'
    b'"message":{"id":"m","content":[{"type":"tool_use","id":"t1","name":"Bash","input":{"deep":'
    + b"[" * 20
    + b"]" * 20
    + b"}}]}}\n",
    "invalid UTF-8 in a skipped value": b'{"type":"user","uuid":"u1","parentUuid":null,'
    b'"message":{"role":"user","content":"hi"},"toolUseResult":{"stdout":"\xff"}}\n',
    "numeric timestamp": b'{"type":"user","uuid":"u1","parentUuid":null,"timestamp":1700000000000,'
    b'"message":{"role":"user","content":"hi"}}\n',
    "blank line": b'{"type":"user","uuid":"u1","parentUuid":null,"message":{"role":"user","content":"hi"}}\n\n'
    b'{"type":"assistant","uuid":"a1","parentUuid":"u1","message":{"id":"m","content":"ok","usage":'
    b'{"input_tokens":7}}}\n',
    "blank lines before a counted block": b'{"type":"user","uuid":"u1","parentUuid":null,'
    b'"message":{"role":"user","content":"hi"}}\n\n  \n{"type":"assistant","uuid":"a1","parentUuid":"u1",'
    b'"message":{"id":"m","content":[{"type":"mystery"}]}}\n',
    "blank lines before whole records": b'{"type":"user","uuid":"u1","parentUuid":null,'
    b'"message":{"role":"user","content":"hi"}}\n\n{"type":"mode","mode":"plan","sessionId":"s1"}\n \n'
    b'{"type":"result","subtype":"success","is_error":false,"num_turns":1}\n',
    # decode_lines reads a stream of values: these lines hold two records, or part of one
    "two records on one line": b'{"type":"user","uuid":"u1","parentUuid":null,"message":{"role":"user",'
    b'"content":"hi"}}{"type":"assistant","uuid":"a1","parentUuid":"u1","message":{"id":"m","content":"ok"}}\n'
    b'{"type":"user","uuid":"u2","parentUuid":"a1","message":{"role":"user","content":"more"}}\n',
    "a record broken over two lines": b'{"type":"user","uuid":"u1","parentUuid":null,"message":{"role":"user",'
    b'"content":"hi"}}\n{"type":"assistant","uuid":"a1",\n"parentUuid":"u1","message":{"id":"m","content":"ok"}}\n'
    b'{"type":"user","uuid":"u2","parentUuid":"a1","message":{"role":"user","content":"more"}}\n',
    "a blank line and a record broken over two lines": b'{"type":"user","uuid":"u1","parentUuid":null,'
    b'"message":{"role":"user","content":"hi"}}\n\n{"type":"assistant","uuid":"a1","parentUuid":"u1",\n'
    b'"message":{"id":"m","content":"ok"}}\n',
    # as many records as lines, yet not one a line (found by benchmarks/fuzz_claude_code_typed.py)
    "a record broken over two lines and two glued on the second": b'{"type":"user","uuid":"u1",'
    b'"parentUuid":null,"message":{"role":"user","content":"hi"}}\n{"type":"assistant","uuid":"a1",\n'
    b'"parentUuid":"u1","message":{"id":"m","content":"ok"}}{"type":"user","uuid":"u2","parentUuid":"a1",'
    b'"message":{"role":"user","content":"more"}}\n',
    "records glued on one line offset by a blank line": b'{"type":"user","uuid":"u1","parentUuid":null,'
    b'"message":{"role":"user","content":"hi"}}\n\n{"type":"user","uuid":"u2","parentUuid":"u1",'
    b'"message":{"role":"user","content":"a"}}{"type":"user","uuid":"u3","parentUuid":"u2",'
    b'"message":{"role":"user","content":"b"}}\n',
    # whole records are parsed again by orjson, which rejects what msgspec skipped (it raised)
    "stream-json init with a number beyond a double": b'{"type":"system","subtype":"init","session_id":"s1",'
    b'"tools":[],"x":1e400}\n{"type":"user","session_id":"s1","message":{"role":"user","content":"hi"}}\n',
    "mode record with a number beyond a double": b'{"type":"user","uuid":"u1","parentUuid":null,'
    b'"message":{"role":"user","content":"hi"}}\n{"type":"mode","mode":"plan","x":-1e400}\n',
    # one record a line, checked line by line: typed
    "CRLF line ends and spaces around records": b'{"type":"user","uuid":"u1","parentUuid":null,'
    b'"message":{"role":"user","content":"hi"}}\r\n  {"type":"assistant","uuid":"a1","parentUuid":"u1",'
    b'"message":{"id":"m","content":[{"type":"mystery"}]}}\t\r\n\r\n{"type":"result","subtype":"success",'
    b'"is_error":false,"num_turns":1} ',
    "BOM": b'\xef\xbb\xbf{"type":"user","uuid":"u1","parentUuid":null,"message":{"role":"user","content":"hi"}}\n',
    "uuid a number": b'{"type":"user","uuid":1,"parentUuid":null,"message":{"role":"user","content":"hi"}}\n',
    # usage: only its four token counts are read typed; what is not an int is not counted
    "usage counts of every type": b'{"type":"user","uuid":"u1","parentUuid":null,"message":{"role":"user",'
    b'"content":"hi"}}\n{"type":"assistant","uuid":"a1","parentUuid":"u1","message":{"id":"m","content":"ok",'
    b'"usage":{"input_tokens":true,"output_tokens":1.5,"cache_read_input_tokens":"3",'
    b'"cache_creation_input_tokens":4,"cache_creation":{"ephemeral_5m_input_tokens":4},'
    b'"iterations":[{"input_tokens":9,"deep":[[[[1]]]]}],"service_tier":"standard"}}}\n'
    b'{"type":"assistant","uuid":"a2","parentUuid":"a1","message":{"id":"m2","content":"ok","usage":{}}}\n'
    b'{"type":"assistant","uuid":"a3","parentUuid":"a2","message":{"id":"m3","content":"ok","usage":null}}\n',
    "usage not an object": b'{"type":"user","uuid":"u1","parentUuid":null,"message":{"role":"user",'
    b'"content":"hi"}}\n{"type":"assistant","uuid":"a1","parentUuid":"u1","message":{"id":"m","content":"ok",'
    b'"usage":[{"input_tokens":5}]}}\n',
    # read typed: the tree index of a file whose uuids repeat, or that has none (stream-json)
    "uuid repeated": b'{"type":"user","uuid":"u1","parentUuid":null,"message":{"role":"user","content":"hi"}}\n'
    b'{"type":"assistant","uuid":"a1","parentUuid":"u1","message":{"id":"m","content":"one"}}\n'
    b'{"type":"assistant","uuid":"a1","parentUuid":"u1","message":{"id":"m2","content":"copy"}}\n'
    b'{"type":"user","uuid":"u2","parentUuid":"a1","isSidechain":false,"message":{"role":"user","content":"go"}}\n',
    "no uuids, no tree": b'{"type":"user","session_id":"s","message":{"role":"user","content":"hi"}}\n'
    b'{"type":"assistant","session_id":"s","parent_tool_use_id":"t0","message":{"id":"m","content":"side"}}\n'
    b'{"type":"assistant","session_id":"s","message":{"id":"m2","content":"main"}}\n',
    # every kind of block, odd ones too: the converter's one pass over a message's blocks
    "blocks of every kind": b'{"type":"user","uuid":"u1","parentUuid":null,"message":{"role":"user",'
    b'"content":"hi"}}\n{"type":"assistant","uuid":"a1","parentUuid":"u1","message":{"id":"m","model":"x",'
    b'"stop_reason":"tool_use","content":[{"type":"text","text":null},{"type":"thinking","thinking":"t"},'
    b'{"type":"redacted_thinking","data":"d"},{"type":"tool_use","id":"t1","name":"Task","input":'
    b'{"subagent_type":"s","description":"d"}},{"type":"tool_use","id":"t1","name":"Bash","input":{}},'
    b'{"type":"tool_use","id":5,"name":7},{"type":"server_tool_use","id":"s1","name":"web"},'
    b'{"type":"image","source":{"type":"base64","media_type":"image/png","data":"AAAA"}},'
    b'{"type":"mystery"},7,{"text":"no type"},{"type":"text","text":"a"},{"type":"text","text":""}]}}\n'
    b'{"type":"assistant","uuid":"a2","parentUuid":"a1","isApiErrorMessage":true,"message":{"id":"m",'
    b'"model":"<synthetic>","content":[{"type":"thinking","thinking":""},{"type":"text","text":"b"}]}}\n'
    b'{"type":"user","uuid":"u2","parentUuid":"a2","toolUseResult":{"agentId":"ag"},"message":{"role":"user",'
    b'"content":[{"type":"tool_result","tool_use_id":"t1","is_error":true,"content":[{"type":"text","text":"r"},'
    b'{"type":"image","source":{"type":"base64","media_type":"image/png","data":"AAAA"}}]},'
    b'{"type":"tool_result","tool_use_id":"5","content":null},{"type":"tool_result","tool_use_id":"s1",'
    b'"is_error":false,"content":"ok"},"plain",{"type":"text","text":"<system-reminder>x</system-reminder>"}]}}\n',
    "usage count beyond 64 bits": b'{"type":"user","uuid":"u1","parentUuid":null,"message":{"role":"user",'
    b'"content":"hi"}}\n{"type":"assistant","uuid":"a1","parentUuid":"u1","message":{"id":"m","content":"ok",'
    b'"usage":{"input_tokens":18446744073709551616,"output_tokens":2}}}\n',
}


@pytest.mark.parametrize("name", sorted(ODD_FILES))
def test_odd_files_fall_back_and_read_the_same(name, tmp_path, monkeypatch):
    path = tmp_path / "-p" / "s1.jsonl"
    path.parent.mkdir()
    path.write_bytes(ODD_FILES[name])
    _same_both_ways([str(path)], monkeypatch)
    # a big integer in a skipped key, blank lines (numbered again for the problem log, and
    # skipped when a whole record is parsed again from its line), CRLF: typed
    typed_ok = name in (
        "integer beyond 64 bits",
        "blank line",
        "blank lines before a counted block",
        "blank lines before whole records",
        "usage counts of every type",
        "uuid repeated",
        "no uuids, no tree",
        "blocks of every kind",
        "CRLF line ends and spaces around records",
    )
    assert _took_typed(str(path)) == typed_ok


KNOWN_DIFFERENCES = {
    # input no tool writes, read whole by the typed path where the tolerant one drops a line
    # (the module docstring of claude_code_typed says why)
    "number beyond a double in a skipped key": b'{"type":"user","uuid":"u1","parentUuid":null,'
    b'"message":{"role":"user","content":"hi"},"x":1e400}\n',
}


@pytest.mark.parametrize("name", sorted(KNOWN_DIFFERENCES))
def test_known_differences_keep_what_the_tolerant_reader_drops(name, tmp_path, monkeypatch):
    path = tmp_path / "-p" / "s1.jsonl"
    path.parent.mkdir()
    path.write_bytes(KNOWN_DIFFERENCES[name])
    assert _took_typed(str(path))
    counts = {}
    for reader in ("typed", "tolerant"):
        monkeypatch.setenv(claude_code_typed.READER_ENV, reader)
        log = ProblemLog()
        rows = list(read_trajectories("claude_code", [str(path)], log))
        malformed = sum(n for (_, reason), n in log.counts.items() if reason == "malformed_json")
        counts[reader] = (sum(len(r["messages"]) for r in rows), malformed)
    assert counts["typed"][0] > counts["tolerant"][0]
    assert counts["typed"][1] == 0 < counts["tolerant"][1]


def test_deep_nesting_in_a_skipped_key_differs_only_under_a_raised_recursion_limit(tmp_path, monkeypatch):
    """msgspec skips as deep as the recursion limit lets it, orjson stops at 1024 levels: at the
    default limit the file falls back; raised, the typed path keeps what the tolerant one drops
    (the module docstring: input no tool writes)."""
    path = tmp_path / "-p" / "s1.jsonl"
    path.parent.mkdir()
    path.write_bytes(
        b'{"type":"user","uuid":"u1","parentUuid":null,"message":{"role":"user","content":"hi"}}\n'
        b'{"type":"user","uuid":"u2","parentUuid":"u1","message":{"role":"user","content":"a"},"x":'
        + b"[" * 1030
        + b"]" * 1030
        + b"}\n"
    )
    limit = sys.getrecursionlimit()
    assert limit <= 1000 and not _took_typed(str(path))
    _same_both_ways([str(path)], monkeypatch)
    sys.setrecursionlimit(5000)
    try:
        assert _took_typed(str(path))
        rows = {}
        for reader in ("typed", "tolerant"):
            monkeypatch.setenv(claude_code_typed.READER_ENV, reader)
            rows[reader] = sum(
                len(r["messages"]) for r in read_trajectories("claude_code", [str(path)], ProblemLog())
            )
    finally:
        sys.setrecursionlimit(limit)
    assert rows["typed"] > rows["tolerant"]


@pytest.mark.slow
@pytest.mark.corpus
def test_fuzzed_sessions_read_the_same_both_ways():
    """300 mutated windows of real sessions (``benchmarks/fuzz_claude_code_typed.py``, run it
    for more): no file the typed path reads differs from the tolerant reader's, but for the
    documented number beyond a double; and both paths are taken."""
    corpus_files("claude_code")
    spec = importlib.util.spec_from_file_location(
        "fuzz_cc", ROOT / "benchmarks" / "fuzz_claude_code_typed.py"
    )
    fuzz = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fuzz)
    outcomes, _, failures = fuzz.fuzz(300, "test")
    assert [f for f in failures if not f[1].endswith("_known")] == []
    assert outcomes["typed"] > 60 and outcomes["fallback"] > 60, outcomes


def test_one_record_a_line_agrees_with_decoding_each_line():
    """``_one_record_a_line`` on random streams of records with newlines moved, removed and added
    (and spaces, CR, tabs): true exactly when every non-blank line decodes alone."""
    records = [
        b'{"type":"x"}',
        b'{"type":"x","a":{"b":1}}',
        b'{"type":"x","a":[{"b":{}}],"c":"}\\n{"}',
        b'{ "type" : "y" , "m" : { } }',
    ]
    rng = random.Random("one-record-a-line")
    decoder = claude_code_typed._DECODER

    def each_line_alone(data: bytes) -> bool:
        try:
            for line in data.split(b"\n"):
                if line.strip():
                    decoder.decode(line)
        except msgspec.DecodeError:
            return False
        return True

    checked = {True: 0, False: 0}
    for _ in range(10000):
        data = b"\n".join(rng.choice(records) for _ in range(rng.randint(0, 4)))
        data += rng.choice([b"", b"\n", b"\r\n", b"\n\n", b" "])
        for _ in range(rng.randint(0, 3)):
            newlines = [i for i, c in enumerate(data) if c == 10]
            if newlines and rng.random() < 0.4:
                at = rng.choice(newlines)
                data = data[:at] + data[at + 1 :]
            else:
                at = rng.randrange(len(data) + 1)
                data = (
                    data[:at] + rng.choice([b"\n", b" ", b"\r", b"\t", b"\n\n", b" \n", b"\r\n"]) + data[at:]
                )
        try:
            count = len(decoder.decode_lines(data))
        except (msgspec.DecodeError, ValueError):
            continue
        expected = each_line_alone(data)
        assert claude_code_typed._one_record_a_line(data, count) == expected, data
        checked[expected] += 1
    assert min(checked.values()) > 500, checked


def test_the_former_module_name_is_the_typed_reader_itself():
    """``loaders/claude_code_typed`` is the module object of ``loaders/claude_code/typed``, not a
    copy: an attribute set through the old name (a test's monkeypatch) is the one the reader uses."""
    from agent_traces.loaders.claude_code import typed

    assert claude_code_typed is typed
    assert claude_code_typed.read_transcript.__module__ == "agent_traces.loaders.claude_code.typed"
