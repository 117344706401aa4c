"""The ``claude_code`` builder against the real sessions in ../shared/corpus and our fixtures.

Expectations come from the raw records through a small independent reading of the format (see
``oracle``): the main branch is the ancestors of the last leaf, plus every record of the same
API messages and the results of their calls.
"""

from __future__ import annotations

import re
import shutil
from collections import Counter, defaultdict
from pathlib import Path

import orjson
import pytest
from conftest import CORPUS, FIXTURES, corpus_files
from datasets import load_dataset

import agent_traces  # noqa: F401  (registers the builders)
from agent_traces import ProblemLog, TraceFormatError
from agent_traces.core.config import AgentTracesConfig
from agent_traces.loaders.claude_code import ClaudeCode, ClaudeCodeConfig, parse_claude_code_files

FIX = FIXTURES / "claude_code"
DEMO = FIX / "projects" / "-home-dev-demo"
MAIN_SESSION = "c0a1b2c3-0000-4000-8000-00000000c0de"
TASK_SESSION = "5ab0a9e1-0000-4000-8000-00000000a9e1"
CHAIN = {"user", "assistant", "system", "attachment", "progress"}
NOT_TYPED = (
    "<command-",
    "<local-command-",
    "<system-reminder>",
    "<ide_",
    "<bash-",
    "[Request interrupted",
    "Caveat:",
)


def real_files() -> list[Path]:
    return corpus_files("claude_code", "**/*.jsonl")


def load(files, cache_dir: str, config: str = "messages", **kw):
    return load_dataset(
        "claude_code", config, data_files=[str(f) for f in files], split="train", cache_dir=cache_dir, **kw
    )


@pytest.fixture(scope="module")
def corpus_rows(tmp_path_factory) -> list[dict]:
    cache = str(tmp_path_factory.mktemp("cc-cache"))
    return list(load(real_files(), cache, subagents=True, strict=True))


# -- the independent reading ------------------------------------------------------------------


def raw(path: Path) -> list[dict]:
    return [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]


def oracle(path: Path, sidechain: bool) -> list[dict]:
    """Records of the conversation that ends at the file's last leaf, in file order."""
    chain: dict[str, dict] = {}
    for rec in raw(path):
        if rec.get("type") in CHAIN and rec.get("uuid") and rec["uuid"] not in chain:
            chain[rec["uuid"]] = rec
    pointed = {r.get("parentUuid") for r in chain.values()}
    leaf = [
        r for r in chain.values() if bool(r.get("isSidechain")) == sidechain and r["uuid"] not in pointed
    ][-1]
    keep = set()
    rec = leaf
    while rec is not None and rec["uuid"] not in keep:
        keep.add(rec["uuid"])
        parent = rec.get("parentUuid") or rec.get("logicalParentUuid")
        rec = chain.get(parent)
    msg_ids = {chain[u]["message"].get("id") for u in keep if chain[u]["type"] == "assistant"}
    for rec in chain.values():
        if rec["type"] == "assistant" and rec["message"].get("id") in msg_ids:
            keep.add(rec["uuid"])
    calls = {
        b["id"]
        for u in keep
        if chain[u]["type"] == "assistant"
        for b in chain[u]["message"]["content"]
        if b.get("type") == "tool_use"
    }
    for rec in chain.values():
        content = rec.get("message", {}).get("content") if rec["type"] == "user" else None
        if isinstance(content, list) and content and all(b.get("tool_use_id") in calls for b in content):
            keep.add(rec["uuid"])
    return [r for r in chain.values() if r["uuid"] in keep]


def blocks(records: list[dict], role: str) -> list[dict]:
    out = []
    for rec in records:
        if rec["type"] == role:
            content = rec["message"]["content"]
            out.extend(content if isinstance(content, list) else [{"type": "text", "text": content}])
    return out


def typed_prompts(records: list[dict]) -> list[str]:
    out = []
    for rec in records:
        if rec["type"] != "user" or rec.get("isMeta") or rec.get("isCompactSummary"):
            continue
        for block in blocks([rec], "user"):
            if block.get("type") == "text" and not block["text"].lstrip().startswith(NOT_TYPED):
                out.append(block["text"])
    return out


def expected_prompt(records: list[dict], got: str | None) -> str | None:
    """The first typed request: typed text, or a slash command typed with arguments."""
    for rec in records:
        if rec["type"] != "user" or rec.get("isMeta") or rec.get("isCompactSummary"):
            continue
        for block in blocks([rec], "user"):
            text = block.get("text") if block.get("type") == "text" else None
            if text is None:
                continue
            args = re.search(r"<command-args>(.+?)</command-args>", text, re.DOTALL)
            if args and args.group(1).strip():
                name = re.search(r"<command-name>(.*?)</command-name>", text).group(1)
                return f"{name} {args.group(1).strip()}"
            if not text.lstrip().startswith(NOT_TYPED):
                # images pasted with the text stay in the same message
                return got if got and text in got else text
    return None


def row_for(rows: list[dict], path: Path) -> dict:
    rel = path.relative_to(CORPUS / "claude_code").as_posix()
    found = [
        r for r in rows if r["file_path"].endswith(rel) and r["metadata"].get("branch", "main") == "main"
    ]
    found = [r for r in found if "agent" not in r["metadata"] or rel.split("/")[-1].startswith("agent-")]
    assert len(found) == 1, (rel, [r["id"] for r in found])
    return found[0]


# -- the real corpus --------------------------------------------------------------------------


@pytest.mark.corpus
def test_corpus_loads_every_file_strictly(corpus_rows):
    paths = {r["file_path"] for r in corpus_rows}
    for path in real_files():
        rel = path.relative_to(CORPUS / "claude_code").as_posix()
        assert any(p.endswith(rel) for p in paths), f"{rel} gave no row"
    assert len({r["id"] for r in corpus_rows}) == len(corpus_rows)


@pytest.mark.parametrize("path", real_files(), ids=lambda p: p.name[:16])
def test_corpus_file_matches_raw_records(corpus_rows, path):
    row = row_for(corpus_rows, path)
    expected = oracle(path, sidechain=path.name.startswith("agent-"))
    msgs = row["messages"]
    assistants = [m for m in msgs if m["role"] == "assistant"]

    uses = [b for b in blocks(expected, "assistant") if b.get("type") == "tool_use"]
    calls = [c for m in assistants for c in m["tool_calls"] or []]
    assert row["num_tool_calls"] == len({b["id"] for b in uses}) == len(calls)
    assert {c["id"]: c["function"]["name"] for c in calls} == {b["id"]: b["name"] for b in uses}
    assert all(isinstance(c["function"]["arguments"], dict) for c in calls)

    results = [b for b in blocks(expected, "user") if b.get("type") == "tool_result"]
    tools = [m for m in msgs if m["role"] == "tool"]
    assert Counter(m["tool_call_id"] for m in tools) == Counter(b["tool_use_id"] for b in results)
    names = {b["id"]: b["name"] for b in uses}
    assert all(m["name"] == names[m["tool_call_id"]] for m in tools)
    assert all(
        bool((m["metadata"] or {}).get("is_error")) == bool(b.get("is_error"))
        for m, b in zip(
            sorted(tools, key=lambda m: m["tool_call_id"]),
            sorted(results, key=lambda b: b["tool_use_id"]),
            strict=True,
        )
    )

    thinking = defaultdict(list)
    for rec in expected:
        if rec["type"] == "assistant":
            for b in rec["message"]["content"]:
                if b.get("type") == "thinking" and b["thinking"]:
                    thinking[rec["message"]["id"]].append(b["thinking"])
    want = sum(sum(map(len, parts)) + 2 * (len(parts) - 1) for parts in thinking.values())
    assert sum(len(m["reasoning_content"] or "") for m in assistants) == want
    assert all("signature" not in (m["reasoning_content"] or "") for m in assistants)

    content = "\x00".join(m["content"] for m in assistants)
    pos = 0
    for b in blocks(expected, "assistant"):
        if b.get("type") == "text" and b["text"]:
            found = content.find(b["text"], pos)
            assert found >= 0, b["text"][:80]
            pos = found

    typed = typed_prompts(expected)
    user_texts = [
        m["content"] for m in msgs if m["role"] == "user" and not (m["metadata"] or {}).get("injected")
    ]
    assert row["num_user_messages"] == len(user_texts)
    pos = 0
    joined = "\x00".join(user_texts)
    for text in typed:
        found = joined.find(text, pos)
        assert found >= 0, text[:80]
        pos = found
    assert row["first_prompt"] == expected_prompt(expected, row["first_prompt"])

    for m in msgs:
        assert not re.search(r"[A-Za-z0-9+/]{2000}", m["content"]), "inline image data left in content"


@pytest.mark.corpus
def test_corpus_usage_counts_each_message_once(corpus_rows):
    path = (
        CORPUS
        / "claude_code"
        / "projects"
        / "-experiments-worktrees"
        / "ef958aa1-0e93-49f0-bb71-150f63befcd1.jsonl"
    )
    row = row_for(corpus_rows, path)
    last: dict[str, dict] = {}
    for rec in oracle(path, sidechain=False):
        if rec["type"] == "assistant":
            last[rec["message"]["id"]] = rec["message"]["usage"]
    assert row["metadata"]["usage"]["output_tokens"] == sum(u["output_tokens"] for u in last.values())
    assert row["metadata"]["usage"]["cache_read_input_tokens"] == sum(
        u.get("cache_read_input_tokens", 0) for u in last.values()
    )
    assert row["metadata"]["versions"] == ["2.1.114"]
    assert row["model"] == "claude-opus-4-7"


@pytest.mark.corpus
def test_corpus_subagents_are_linked(corpus_rows):
    agents = {r["id"]: r["metadata"]["agent"] for r in corpus_rows if "agent" in r["metadata"]}
    alice = agents["claude_code:ef958aa1-0e93-49f0-bb71-150f63befcd1:agent-a4ca7529859c158c2"]
    assert alice["tool_call_id"] == "toolu_01GmrK6tgdD9D5xD6W5X9UUy"
    assert alice["meta"]["agentType"] == "general-purpose"
    old = agents["claude_code:cb2e607c-c758-415a-8b45-c49e4631906a:agent-ea02459f"]
    assert old["tool_call_id"] == "toolu_01HD7PpSCWhP2gP8dXvJiyZN" and old["layout"] == "project_dir"
    inline = [a for a in agents.values() if a["layout"] == "inline"]
    fe5e = [
        r
        for r in raw(
            CORPUS / "claude_code/projects/sample-project/fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl"
        )
    ]
    roots = [r for r in fe5e if r.get("isSidechain") and r.get("parentUuid") is None]
    assert sum(a["parent_session_id"] == "fe5e1c67-53e7-4862-81ae-d0e013e3270b" for a in inline) == len(roots)
    task_ids = {
        b["id"] for b in blocks(fe5e, "assistant") if b.get("type") == "tool_use" and b["name"] == "Task"
    }
    assert {a["tool_call_id"] for a in inline if a["parent_session_id"].startswith("fe5e")} <= task_ids


@pytest.mark.corpus
def test_corpus_default_leaves_subagents_out(tmp_path):
    rows = list(load(real_files(), str(tmp_path)))
    assert not [r for r in rows if "agent" in r["metadata"]]
    main = row_for(
        rows, CORPUS / "claude_code/projects/sample-project/fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl"
    )
    sidechain = sum(
        1
        for r in raw(
            CORPUS / "claude_code/projects/sample-project/fe5e1c67-53e7-4862-81ae-d0e013e3270b.jsonl"
        )
        if r.get("isSidechain")
    )
    assert main["metadata"]["skipped"]["sidechain"] == sidechain


@pytest.mark.corpus
def test_corpus_views_streaming_and_num_proc(tmp_path, corpus_rows):
    files = real_files()
    ids = [r["id"] for r in corpus_rows]
    n_assistant = sum(1 for r in corpus_rows for m in r["messages"] if m["role"] == "assistant")
    share = load(files, str(tmp_path / "a"), "sharegpt", subagents=True)
    assert len(share) == len(corpus_rows)
    steps = load(files, str(tmp_path / "b"), "steps", subagents=True)
    assert 0 < len(steps) <= n_assistant
    streamed = [r["id"] for r in load(files, str(tmp_path / "c"), streaming=True, subagents=True)]
    assert streamed == ids
    parallel = load(files, str(tmp_path / "d"), num_proc=2, subagents=True)
    assert sorted(parallel["id"]) == sorted(ids)


# -- fixtures: what the corpus lacks ----------------------------------------------------------


def fixture_rows(tmp_path, **kw) -> dict[str, dict]:
    ds = load_dataset("claude_code", data_dir=str(FIX), split="train", cache_dir=str(tmp_path), **kw)
    return {r["id"]: r for r in ds}


def test_fixture_compaction_rewind_parallel_and_injected(tmp_path):
    row = fixture_rows(tmp_path)[f"claude_code:{MAIN_SESSION}"]
    msgs = row["messages"]
    texts = [m["content"] for m in msgs]
    assert "Fix it in the test instead, and run the tests" in texts
    assert "Fix it by editing app.py" not in texts
    assert texts.index("Why does test_parse fail?") < texts.index(
        "Now make parse strip whitespace. This is the error:\n[image: image/png, 72 bytes]"
    )
    comp = row["metadata"]["compactions"]
    assert len(comp) == 1 and comp[0]["trigger"] == "manual" and comp[0]["pre_tokens"] == 48211
    assert comp[0]["summary"].startswith("This session is being continued")
    first = next(m for m in msgs if m["role"] == "assistant")
    assert [c["id"] for c in first["tool_calls"]] == ["toolu_read1", "toolu_read2"]
    assert first["reasoning_content"].startswith("The user asks about a failing test")
    assert first["content"] == "Let me look at the test and the parser."
    assert {m["tool_call_id"]: m["name"] for m in msgs if m["role"] == "tool"}["toolu_read2"] == "Read"
    assert any((m["metadata"] or {}).get("redacted_thinking") == 1 for m in msgs)
    assert row["first_prompt"] == "Why does test_parse fail?"
    assert row["num_user_messages"] == 3
    kinds = [(m["metadata"] or {}).get("kind") for m in msgs if (m["metadata"] or {}).get("injected")]
    assert kinds == [
        "attachment:hook_additional_context",
        "ide_opened_file",
        "compact_summary",
        "local-command-caveat",
        "command",
        "local-command-stdout",
    ]
    assert not any("formatted" in t for t in texts), "PostToolUse hook output never reaches the model"
    meta = row["metadata"]
    assert meta["skipped"]["other_branch"] == 4 and meta["skipped"]["unknown_type"] == 1
    assert meta["record_types"]["future-record-kind"] == 1
    assert meta["images"] == 1 and meta["permission_mode"] == "default"
    assert meta["summaries"] == [
        {
            "summary": "Fix whitespace handling in parse",
            "leaf_uuid": msgs and meta["summaries"][0]["leaf_uuid"],
        }
    ]
    usage: dict[str, dict] = {}
    for rec in raw(DEMO / f"{MAIN_SESSION}.jsonl"):
        if rec.get("type") == "assistant" and rec["message"]["id"] != "msg_X1":
            usage[rec["message"]["id"]] = rec["message"]["usage"]
    assert meta["usage"]["output_tokens"] == sum(u["output_tokens"] for u in usage.values())


def test_fixture_all_branches(tmp_path):
    rows = fixture_rows(tmp_path, branches="all")
    main = rows[f"claude_code:{MAIN_SESSION}"]
    other = rows[f"claude_code:{MAIN_SESSION}:branch-1"]
    texts = [m["content"] for m in other["messages"]]
    assert "Fix it by editing app.py" in texts and "[Request interrupted by user for tool use]" in texts

    # the branch repeats the main conversation up to its fork: those messages are marked copied
    def unmarked(m: dict) -> dict:
        meta = {k: v for k, v in (m["metadata"] or {}).items() if k != "copied_from"}
        return {**m, "metadata": meta or None}

    assert [unmarked(m) for m in other["messages"][:7]] == main["messages"][:7]
    assert other["messages"][7] != main["messages"][7]
    assert all(m["metadata"]["copied_from"] == main["id"] for m in other["messages"][:7])
    assert not any((m["metadata"] or {}).get("copied_from") for m in other["messages"][7:])
    assert other["metadata"]["branch"] == "branch-1" and main["metadata"]["branches"] == 2
    assert [c["id"] for m in other["messages"] for c in m["tool_calls"] or []][-1] == "toolu_edit_old"


def test_fixture_resumed_copy_emitted_once(tmp_path):
    rows = fixture_rows(tmp_path)
    resumed = [r for r in rows.values() if r["file_path"].startswith("projects/-home-dev-resumed")]
    assert sorted(r["session_id"] for r in resumed) == [
        "bbbb0002-0000-4000-8000-00000000000b",
        "cccc0003-0000-4000-8000-00000000000c",
    ]
    longest = rows["claude_code:bbbb0002-0000-4000-8000-00000000000b"]
    assert longest["metadata"]["duplicates_dropped"] == 1
    assert [m["content"] for m in longest["messages"] if m["role"] == "user"] == [
        "List the files",
        "Now show README.md",
    ]


def test_fixture_stream_json(tmp_path):
    row = fixture_rows(tmp_path)["claude_code:5f7e0000-0000-4000-8000-000000005f7e"]
    events = raw(FIX / "stream-json" / "claude-p-output.jsonl")
    assert [t["function"]["name"] for t in row["tools"]] == events[0]["tools"]
    assert row["model"] == events[0]["model"] and row["completed"] is True
    assert row["metadata"]["result"]["total_cost_usd"] == events[-1]["total_cost_usd"]
    assert row["metadata"]["usage"] == {k: events[-1]["usage"][k] for k in row["metadata"]["usage"]}
    assert row["num_tool_calls"] == 1 and row["first_prompt"] == "Summarize issue #12"


def test_fixture_subagents(tmp_path):
    assert not [i for i in fixture_rows(tmp_path / "a") if ":agent-" in i]
    rows = fixture_rows(tmp_path / "b", subagents=True)
    agent = rows[f"claude_code:{TASK_SESSION}:agent-a7f3c2d"]
    link = agent["metadata"]["agent"]
    assert link["tool_call_id"] == "toolu_task1" and link["parent_session_id"] == TASK_SESSION
    assert link["meta"] == {"agentType": "Explore", "description": "Find config loading"}
    assert agent["model"] == "claude-haiku-4-5-20251001" and agent["num_tool_calls"] == 1
    assert not [i for i in rows if "a0000warm" in i], "warm-up agent files are skipped"
    parent = rows[f"claude_code:{TASK_SESSION}"]
    assert parent["metadata"]["subagent_calls"][0]["agent_id"] == "a7f3c2d"


def test_fixture_views(tmp_path):
    for view in ("messages", "sharegpt", "steps"):
        ds = load_dataset(
            "claude_code", view, data_dir=str(FIX), split="train", cache_dir=str(tmp_path / view)
        )
        assert len(ds) > 0


# -- locations, sniffing, bad input -----------------------------------------------------------


def test_default_location_honours_claude_config_dir(tmp_path, monkeypatch):
    config_dir = tmp_path / "claude-config"
    shutil.copytree(FIX / "projects", config_dir / "projects")
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(config_dir))
    assert ClaudeCode.default_location() == str(config_dir / "projects")
    ds = load_dataset("claude_code", split="train", cache_dir=str(tmp_path / "cache"))
    assert f"claude_code:{MAIN_SESSION}" in ds["id"]
    monkeypatch.delenv("CLAUDE_CONFIG_DIR")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert ClaudeCode.default_location() == str(tmp_path / "home" / ".claude" / "projects")


def test_sessions_under_the_xdg_config_folder_are_read_too(tmp_path, monkeypatch):
    """Some 2025 versions wrote sessions to ~/.config/claude/projects on Linux."""
    home = tmp_path / "home"
    legacy, xdg = home / ".claude" / "projects", home / ".config" / "claude" / "projects"
    sessions = sorted((FIX / "projects").rglob("*.jsonl"))
    assert len(sessions) >= 3
    for i, path in enumerate(sessions):
        rel = path.relative_to(FIX / "projects")
        for root in (legacy, xdg) if i == 0 else (legacy if i % 2 else xdg,):
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            (root / rel).write_bytes(path.read_bytes())
    copied = sessions[0].relative_to(FIX / "projects")
    (xdg / copied).write_bytes(sessions[0].read_bytes() + b"\n")  # the larger copy wins
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setenv("HOME", str(home))
    files = ClaudeCode.default_data_files()
    assert len(files) == len(sessions) and str(xdg / copied) in files
    assert {Path(f).name for f in files} == {p.name for p in sessions}
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "elsewhere"))
    assert len(ClaudeCode.default_data_files()) == len(sessions) // 2 + 1  # legacy only
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(home / ".config" / "claude"))
    assert sorted(ClaudeCode.default_data_files()) == sorted(str(p) for p in xdg.rglob("*.jsonl"))


@pytest.mark.corpus
def test_sniff():
    for path in [*real_files(), FIX / "stream-json" / "claude-p-output.jsonl"]:
        assert ClaudeCode.sniff(str(path), path.read_bytes()[:65536]), path.name
    others = [p for p in (CORPUS / "hermes").rglob("*.jsonl")] + [
        p for p in (CORPUS / "codex_cli").rglob("*.jsonl")
    ]
    assert others
    for path in others:
        assert not ClaudeCode.sniff(str(path), path.read_bytes()[:65536]), path.name


def test_group_files_keeps_each_session_with_its_copies_and_subagents():
    """Shards for num_proc are session families, not whole project folders."""
    builder = ClaudeCode(data_dir=str(FIX), cache_dir="/tmp/unused-cc-cache")
    files = sorted(str(p) for p in FIX.rglob("*.jsonl"))
    shards = [[Path(f).name for f in shard] for shard in builder.group_files(files)]
    owner = "5ab0a9e1-0000-4000-8000-00000000a9e1.jsonl"  # its subagents/ folder holds both agent files
    family = next(s for s in shards if owner in s)
    assert sorted(family) == sorted([owner, "agent-a0000warm.jsonl", "agent-a7f3c2d.jsonl"])
    assert [f"{MAIN_SESSION}.jsonl"] in shards
    # the resumed copy shares its first root record with the original: one shard; the other session its own
    assert [
        "aaaa0001-0000-4000-8000-00000000000a.jsonl",
        "bbbb0002-0000-4000-8000-00000000000b.jsonl",
    ] in shards
    assert ["cccc0003-0000-4000-8000-00000000000c.jsonl"] in shards
    assert sorted(f for shard in shards for f in shard) == sorted(Path(f).name for f in files)


def test_group_files_keeps_a_folder_whole_when_a_file_cannot_be_placed(tmp_path):
    project = tmp_path / "projects" / "-p"
    project.mkdir(parents=True)
    (project / "a.jsonl").write_text('{"type":"user","uuid":"u1","parentUuid":null,"sessionId":"a"}\n')
    (project / "b.jsonl").write_text('{"type":"user","uuid":"u2","parentUuid":null,"sessionId":"b"}\n')
    builder = ClaudeCode(data_dir=str(tmp_path), cache_dir=str(tmp_path / "c"))
    files = sorted(str(p) for p in project.iterdir())
    assert len(builder.group_files(files)) == 2
    # a subagent file that names no session could belong to either
    (project / "agent-x.jsonl").write_text('{"type":"user","uuid":"x1","parentUuid":null}\n')
    files = sorted(str(p) for p in project.iterdir())
    assert builder.group_files(files) == [files]


def test_a_session_fragment_without_a_root_record_is_a_family_of_its_own(tmp_path):
    """Rootless files share no root with any other file, so they parse the same on their own."""
    project = tmp_path / "projects" / "-p"
    project.mkdir(parents=True)
    said = ',"message":{"role":"user","content":"hi"}}\n'
    (project / "a.jsonl").write_text('{"type":"user","uuid":"u1","parentUuid":null,"sessionId":"a"' + said)
    (project / "b.jsonl").write_text('{"type":"summary","summary":"s","leafUuid":"u1"}\n')
    (project / "c.jsonl").write_text('{"type":"user","uuid":"u3","parentUuid":"u1","sessionId":"c"' + said)
    builder = ClaudeCode(data_dir=str(tmp_path), cache_dir=str(tmp_path / "c"))
    files = sorted(str(p) for p in project.iterdir())
    assert sorted(builder.group_files(files)) == [[f] for f in files]
    one = load_dataset("claude_code", data_dir=str(tmp_path), cache_dir=str(tmp_path / "c1"), split="train")
    two = load_dataset(
        "claude_code", data_dir=str(tmp_path), cache_dir=str(tmp_path / "c2"), split="train", num_proc=2
    )
    assert one.num_rows == 2
    assert one.to_list() == two.to_list()


def test_group_files_reads_past_a_long_first_line(tmp_path):
    """A first line of several hundred KB (a pasted image) still places its file in a family."""
    project = tmp_path / "projects" / "-p"
    project.mkdir(parents=True)
    image = "A" * 200_000
    root = (
        '{"type":"user","uuid":"u1","parentUuid":null,"sessionId":"a","message":{"role":"user",'
        f'"content":[{{"type":"image","source":{{"type":"base64","data":"{image}"}}}}]}}}}\n'
    )
    (project / "a.jsonl").write_text(root)
    (project / "b.jsonl").write_text(root + '{"type":"user","uuid":"u2","parentUuid":"u1","sessionId":"b"}\n')
    (project / "c.jsonl").write_text('{"type":"user","uuid":"u9","parentUuid":null,"sessionId":"c"}\n')
    (project / "agent-x.jsonl").write_text(
        f'{{"type":"summary","summary":"{image}"}}\n{{"type":"user","uuid":"x1","parentUuid":null,"sessionId":"c"}}\n'
    )
    builder = ClaudeCode(data_dir=str(tmp_path), cache_dir=str(tmp_path / "c"))
    files = sorted(str(p) for p in project.iterdir())
    shards = [[Path(f).name for f in shard] for shard in builder.group_files(files)]
    assert sorted(shards) == [["a.jsonl", "b.jsonl"], ["agent-x.jsonl", "c.jsonl"]]


BAD = [
    (
        b'{"type":"user","uuid":"u1","parentUuid":null,"sessionId":"s","message":{"role":"user","content":"hi"}}\n',
        None,
    ),
    (b"{not json\n", "malformed_json"),
    (b"[1, 2]\n", "not_an_object"),
    (b'{"uuid":"x"}\n', "missing_type"),
    (b'{"type":"assistant","uuid":"a0","parentUuid":"u1","message":"oops"}\n', "malformed_message"),
    (
        b'{"type":"assistant","uuid":"a1","parentUuid":"u1","message":{"id":"m","content":[{"type":"text","text":"ok"}]}}\n',
        None,
    ),
    (b'{"type":"user","uuid":"u2","parentUuid":"a1","message":{"ro', "truncated_line"),
]


def test_bad_input_is_counted_and_strict_raises(tmp_path):
    path = tmp_path / "s.jsonl"
    path.write_bytes(b"".join(line for line, _ in BAD))
    log = ProblemLog()
    rows = list(
        parse_claude_code_files([str(path)], {str(path): "s.jsonl"}, ClaudeCodeConfig(name="messages"), log)
    )
    assert log.by_reason() == dict(Counter(reason for _, reason in BAD if reason))
    assert [m["content"] for m in rows[0]["messages"]] == ["hi", "ok"]
    for line, reason in BAD:
        if reason is None:
            continue
        one = tmp_path / f"{reason}.jsonl"
        one.write_bytes(BAD[0][0] + line)
        with pytest.raises(TraceFormatError) as err:
            list(
                parse_claude_code_files(
                    [str(one)],
                    {str(one): one.name},
                    ClaudeCodeConfig(name="messages", strict=True),
                    ProblemLog(strict=True),
                )
            )
        assert err.value.reason == reason


def test_config_rejects_unknown_branches():
    with pytest.raises(ValueError):
        ClaudeCodeConfig(name="messages", branches="some")
    assert isinstance(ClaudeCodeConfig(name="messages"), AgentTracesConfig)


def test_family_order_is_the_same_wherever_the_folder_is(tmp_path):
    """Shards are ordered by a hash of project and file name, never of the absolute path."""
    import shutil

    orders = []
    for where in ("a/deep/place", "b"):
        root = tmp_path / where
        shutil.copytree(FIX / "projects", root / "projects")
        builder = ClaudeCode(data_dir=str(root), cache_dir=str(tmp_path / "c"))
        files = sorted(str(p) for p in (root / "projects").rglob("*.jsonl"))
        orders.append([[Path(f).relative_to(root).as_posix() for f in s] for s in builder.group_files(files)])
    assert orders[0] == orders[1]


# -- Claude Code 2.1.1xx ------------------------------------------------------------------------

MULTI = FIX / "projects" / "-home-dev-multicompact" / "d1d1d1d1-0000-4000-8000-00000000d1d1.jsonl"


def _multi_row() -> tuple[dict, ProblemLog]:
    log = ProblemLog()
    rows = list(
        parse_claude_code_files(
            [str(MULTI)], {str(MULTI): MULTI.name}, ClaudeCodeConfig(name="messages"), log
        )
    )
    assert len(rows) == 1
    return rows[0], log


def test_three_compactions_keep_every_segment():
    """The first boundary's logical parent is a tool result re-parented after it, the third's
    does not exist: both fall back to the last record before the boundary in file order."""
    from agent_traces.converters.schema import finalize_row

    row, log = _multi_row()
    row, problems = finalize_row(row)
    records = raw(MULTI)
    calls = {
        b["id"]
        for r in records
        if r.get("type") == "assistant"
        for b in r["message"]["content"]
        if b["type"] == "tool_use"
    }
    assert {c["id"] for m in row["messages"] for c in m["tool_calls"] or ()} == calls
    assert row["num_tool_calls"] == len(calls) == 4
    assert row["first_prompt"] == "Why does the build fail? Screenshot attached."
    assert row["sent_at"] == records[1]["timestamp"]
    meta = row["metadata"]
    assert len(meta["compactions"]) == 3 and meta["compaction_fallbacks"] == 2
    assert "other_branch" not in meta["skipped"] and "dropped_branches" not in meta
    assert not problems and log.total() == 0


def test_queued_task_notifications_are_injected_and_typed_queued_prompts_are_not():
    row, _ = _multi_row()
    queued = [m for m in row["messages"] if (m["metadata"] or {}).get("queued")]
    assert [(m["metadata"].get("injected"), m["metadata"].get("kind")) for m in queued] == [
        (True, "task-notification"),
        (None, None),
    ]
    typed = [
        m["content"]
        for m in row["messages"]
        if m["role"] == "user" and not (m["metadata"] or {}).get("injected")
    ]
    assert typed[1:] == ["Rename it to all then.", "Now run it.", "also add a test"]


def test_new_record_and_attachment_types_are_kept_as_the_model_saw_them():
    row, _ = _multi_row()
    meta = row["metadata"]
    assert meta["title"] == "Fix the build and add a test"
    assert [m["mode"] for m in meta["modes"]] == ["plan", "default"]
    assert meta["away_summaries"][0]["summary"].startswith("Diagnosing a build failure")
    assert [a["type"] for a in meta["attachments"]] == ["deferred_tools_delta"]
    assert "unknown_type" not in meta["skipped"]
    texts = {(m["metadata"] or {}).get("kind"): m["content"] for m in row["messages"]}
    assert texts["attachment:file"] == "Contents of /home/dev/multi/build.sh:\n#!/bin/sh\nmake all\n"
    assert (
        texts["attachment:task_reminder"]
        == "Task list:\n#1 [in_progress] Rename the make target: all -> build"
    )
    assert not any(m["content"].startswith("{") for m in row["messages"])
    first = row["messages"][0]
    assert first["content"].startswith("[image: image/png, ") and first["metadata"]["images"] == 1


def test_dropped_branches_are_reported_per_row_and_in_the_log(tmp_path):
    log = ProblemLog()
    path = DEMO / f"{MAIN_SESSION}.jsonl"
    (row,) = [
        r
        for r in parse_claude_code_files(
            [str(path)], {str(path): path.name}, ClaudeCodeConfig(name="messages"), log
        )
    ]
    dropped = row["metadata"]["dropped_branches"]
    assert dropped["records"] == row["metadata"]["skipped"]["other_branch"] == 4
    assert dropped["branches"] >= 1
    assert log.by_reason()["other_branch"] == 4 and "other_branch" in log.deliberate


# -- grouping: the shortcuts of group_files give the shards of reading every line -------------


def _grouped_line_by_line(files: list[str], monkeypatch: pytest.MonkeyPatch, cache: Path) -> list[list[str]]:
    """``group_files`` as it read before its shortcuts: each head through a buffered file
    object, and a file whose head has no match read line by line to its end."""
    from agent_traces.core.reading import open_binary
    from agent_traces.loaders.claude_code import families as claude_code

    def buffered_head(path: str) -> bytes:
        try:
            with open_binary(path, claude_code._HEAD_BYTES) as handle:
                return handle.read(claude_code._HEAD_BYTES)
        except OSError:
            return b""

    with monkeypatch.context() as patched:
        patched.setattr(claude_code, "_head", buffered_head)
        patched.setattr(claude_code, "_may_match", lambda path, pattern: True)
        builder = ClaudeCode(cache_dir=str(cache))
        return builder.group_files(files)


def _edge_project(root: Path) -> list[str]:
    """Files whose family is decided past the 64 KiB head, or by a match only across lines."""
    import gzip

    project = root / "projects" / "-edges"
    (project / "s1" / "subagents").mkdir(parents=True)
    big = "A" * 100_000
    said = ',"message":{"role":"user","content":"hi"}}\n'
    files = {
        # a fragment: one long record and no root anywhere (read to its end)
        "frag.jsonl": f'{{"type":"user","uuid":"f1","parentUuid":"x","sessionId":"frag","big":"{big}"}}\n',
        # its root past the head, shared with a copy whose root is in the head
        "late.jsonl": f'{{"type":"summary","summary":"{big}"}}\n{{"type":"user","uuid":"r1","parentUuid":null,"sessionId":"late"{said}',
        "copy.jsonl": f'{{"type":"user","uuid":"r1","parentUuid":null,"sessionId":"copy"{said}',
        # the pattern matches the bytes across a line break only: no root record
        "split.jsonl": f'{{"type":"summary","summary":"{big}","parentUuid":\nnull}}\n',
        "empty.jsonl": "",
        # an old-layout agent file whose sessionId is past the head
        "agent-a1.jsonl": f'{{"type":"summary","summary":"{big}"}}\n{{"type":"user","uuid":"a1","parentUuid":null,"sessionId":"late"{said}',
        "s1.jsonl": f'{{"type":"user","uuid":"s1r","parentUuid":null,"sessionId":"s1"{said}',
        "s1/subagents/agent-b2.jsonl": f'{{"type":"user","uuid":"b1","parentUuid":null,"sessionId":"s1"{said}',
    }
    for name, text in files.items():
        (project / name).write_text(text)
    with gzip.open(project / "zipped.jsonl.gz", "wt") as handle:
        handle.write(files["frag.jsonl"].replace('"frag"', '"zipped"'))
    return sorted(str(p) for p in project.rglob("*") if p.is_file())


def test_group_files_shortcuts_keep_the_shards_of_reading_every_line(tmp_path, monkeypatch):
    from agent_traces.loaders.claude_code import families as claude_code

    files = _edge_project(tmp_path)
    names = {Path(f).name: f for f in files}
    assert not claude_code._may_match(names["frag.jsonl"], claude_code._ROOT_LINE_RE)
    assert claude_code._may_match(names["split.jsonl"], claude_code._ROOT_LINE_RE)  # then read by line
    grouped = ClaudeCode(cache_dir=str(tmp_path / "c")).group_files(files)
    assert grouped == _grouped_line_by_line(files, monkeypatch, tmp_path / "c")
    by_name = sorted(sorted(Path(f).name for f in shard) for shard in grouped)
    assert ["agent-a1.jsonl", "copy.jsonl", "late.jsonl"] in by_name
    assert ["agent-b2.jsonl", "s1.jsonl"] in by_name
    assert ["frag.jsonl"] in by_name and ["split.jsonl"] in by_name

    fixtures = sorted(str(p) for p in (FIX / "projects").rglob("*.jsonl"))
    assert ClaudeCode(cache_dir=str(tmp_path / "c")).group_files(fixtures) == _grouped_line_by_line(
        fixtures, monkeypatch, tmp_path / "c"
    )


@pytest.mark.corpus
def test_group_files_shortcuts_keep_the_shards_of_the_real_corpus(tmp_path, monkeypatch):
    from agent_traces.loaders.claude_code import families as claude_code

    files = ClaudeCode.resolve_data_files(str(CORPUS / "claude_code"))
    grouped = ClaudeCode(cache_dir=str(tmp_path / "c")).group_files(files)
    assert len(grouped) > 10
    assert grouped == _grouped_line_by_line(files, monkeypatch, tmp_path / "c")
    # the shortcut is taken: a real fragment of one long record, without a root record
    assert any(not claude_code._may_match(f, claude_code._ROOT_LINE_RE) for f in files)


def test_messages_built_in_place_have_the_keys_of_schema_message():
    """The converter builds tool messages as dict literals (a ``message()`` call
    per message was a measurable part of conversion): they must keep its keys, in its order."""
    from agent_traces.converters.schema import message

    files = sorted(str(p) for p in FIX.rglob("*.jsonl"))
    rows = list(
        parse_claude_code_files(
            files, {f: f for f in files}, ClaudeCodeConfig(name="messages", subagents=True), ProblemLog()
        )
    )
    roles = Counter()
    for row in rows:
        for msg in row["messages"]:
            assert list(msg) == list(message(msg["role"])), msg["role"]
            roles[msg["role"]] += 1
    assert roles["assistant"] and roles["tool"] and roles["user"]


def test_the_sidecar_is_looked_up_through_the_builder_module(monkeypatch):
    """``datasets`` patches ``os.path.isfile`` in the builder's module only (to see remote files
    when streaming); the sidecar check of a subagent row, in ``rows.py``, must go through it."""
    import types

    from agent_traces.loaders import claude_code

    asked: list[str] = []

    def isfile(path: str) -> bool:
        asked.append(path)
        return False

    fake_path = types.SimpleNamespace(**{**vars(claude_code.os.path), "isfile": isfile})
    monkeypatch.setattr(
        claude_code, "os", types.SimpleNamespace(**{**vars(claude_code.os), "path": fake_path})
    )
    files = sorted(str(p) for p in (FIX / "projects" / "-home-dev-demo").rglob("*.jsonl"))
    config = ClaudeCodeConfig(name="messages", subagents=True)
    rows = list(parse_claude_code_files(files, {f: f for f in files}, config, ProblemLog()))
    agents = [r["metadata"]["agent"] for r in rows if "agent" in r["metadata"]]
    assert any(p.endswith("agent-a7f3c2d.meta.json") for p in asked)
    assert agents and all("meta" not in a for a in agents)  # the patched check said "no sidecar"
