"""Issue 31, the gate's gaps: a value found once in a trace file is gone from every form of it in
that file's other records and in its name (native and STS), and the companion dataset's card is
gated like the main one."""

from __future__ import annotations

import json
import random
import re
import string
import urllib.parse
from pathlib import Path

import pytest
from conftest import CORPUS

from agent_traces.output import OutputOptions, write_dataset

SESSION = "claude_code/projects/-experiments-ideas/03eb5929-52b3-4b13-ada3-b93ae35806b8.jsonl"
_RNG = random.Random(3131)
# a 40-character AWS secret with a ``/``: its URL, folder and id forms all differ from it
_ALNUM = string.ascii_letters + string.digits
SECRET = (
    "".join(_RNG.choice(_ALNUM) for _ in range(20)) + "/" + "".join(_RNG.choice(_ALNUM) for _ in range(19))
)
URL_FORM = urllib.parse.quote(SECRET, safe="")
FOLDER_FORM = re.sub(r"[^A-Za-z0-9-]", "-", SECRET)
ID_FORM = re.sub(r"[/\\\s]", "_", SECRET)


def every_form(value: str) -> set[str]:
    return {
        value,
        json.dumps(value)[1:-1],
        urllib.parse.quote(value, safe=""),
        urllib.parse.quote(value),
        re.sub(r"[^A-Za-z0-9-]", "-", value),
        re.sub(r"[/\\\s]", "_", value),
    }


def leaks(folder: Path, value: str = SECRET) -> list[str]:
    """``path: form`` of every form of ``value`` in a file's bytes or its path under ``folder``."""
    found = []
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder).as_posix()
        data = path.read_bytes() if path.is_file() else b""
        for form in every_form(value):
            if form in rel:
                found.append(f"name {rel}: {form}")
            if form.encode() in data:
                found.append(f"{rel}: {form}")
    return found


def planted(tmp_path: Path) -> Path:
    """A real Claude Code session, named with the secret's URL form (no rule finds it alone), holding it raw (with its
    ``aws_secret_access_key=`` context) in one late record and URL-encoded, in prose no rule
    reads as a secret, in earlier ones (a hook's command and a user message)."""
    lines = (CORPUS / SESSION).read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines]
    link = f"open https://dashboard.example.com/keys/{URL_FORM}/view to see it"
    records[1]["data"]["command"] = link
    records[2]["message"]["content"] += f" The page is at {link}."
    records[37]["message"]["content"] += f"\naws_secret_access_key={SECRET}"
    project = tmp_path / "in" / "-experiments-ideas"
    project.mkdir(parents=True)
    path = project / f"{URL_FORM}.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return tmp_path / "in"


def convert(src: Path, out: Path, traces: str, redact: bool = True):
    inputs = {"claude_code": [str(p) for p in sorted(src.rglob("*.jsonl"))]}
    return write_dataset(out, inputs, OutputOptions(redact=redact, traces=traces), root=str(src))


def tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


@pytest.mark.corpus
@pytest.mark.parametrize("mode", ["native", "sts"])
def test_a_value_found_in_one_record_is_gone_from_the_files_other_records_and_name(
    tmp_path: Path, mode: str
) -> None:
    src = planted(tmp_path)
    assert leaks(src)  # the planted forms are there to be found
    out = tmp_path / "out"
    convert(src, out, mode)
    assert any((out / "traces").rglob("*.jsonl"))
    assert leaks(out) == []
    # every form stands as the value's own placeholder, in the records that only held a form too
    text = "".join(p.read_text() for p in sorted((out / "traces").rglob("*.jsonl")))
    value = set(re.findall(r"aws_secret_access_key=<(SECRET_[0-9a-f]{8})>", text))
    forms = set(re.findall(r"dashboard\.example\.com/keys/<(SECRET_[0-9a-f]{8})>/view", text))
    assert len(value) == 1 and forms == value
    if mode == "native":  # the name holds the placeholder the value got in the records
        (written,) = (out / "traces").rglob("*.jsonl")
        placeholder = re.search(r"aws_secret_access_key=<(SECRET_[0-9a-f]{8})>", written.read_text())
        assert placeholder is not None and written.name == f"{placeholder.group(1)}.jsonl"
    again = tmp_path / "again"
    convert(src, again, mode)
    assert tree(again) == tree(out)  # the same bytes under the same names


@pytest.mark.corpus
def test_without_redaction_native_trace_files_are_the_input_lines(tmp_path: Path) -> None:
    src = planted(tmp_path)
    out = tmp_path / "out"
    convert(src, out, "native", redact=False)
    (written,) = (out / "traces").rglob("*.jsonl")
    assert written.read_bytes() == next(src.rglob("*.jsonl")).read_bytes()


GITHUB = "ghp_" + "".join(_RNG.choice(_ALNUM) for _ in range(36))


@pytest.mark.corpus
def test_the_companion_card_is_gated_but_keeps_the_repository_names(tmp_path: Path) -> None:
    """``publish_traces`` writes the companion's card from the raw ``tag`` and repository ids,
    outside the output folder: a secret in the tag reaches the Hub's card as a placeholder, and a
    repository named with one is refused before anything is sent (its name is public)."""
    from fake_hub import FakeHub

    from agent_traces.hub import publish_traces

    out = tmp_path / "out"
    convert(planted(tmp_path), out, "native")
    with FakeHub() as hub:
        with pytest.raises(ValueError, match="looks like a secret") as refused:
            publish_traces(
                str(out), f"me/sessions-{GITHUB}", "me/traces", token="hf_test", endpoint=hub.endpoint
            )
        assert leaks_in(str(refused.value), GITHUB) == [] and hub.files == {}
        publish_traces(
            str(out), "me/sessions", "me/traces", tag=f"v1-{GITHUB}", token="hf_test", endpoint=hub.endpoint
        )
        (repo,) = hub.files
        card = hub.files[repo]["README.md"].decode()
    assert leaks_in(card, GITHUB) == []
    assert "(https://huggingface.co/datasets/me/traces)" in card  # the main repository named as it is
    assert "<SECRET_" in card  # a placeholder stands for the tag's secret


def leaks_in(text: str, value: str) -> list[str]:
    return sorted(form for form in every_form(value) | every_form(value[4:]) if form in text)


def test_the_sweep_gives_the_same_bytes_names_and_counts_twice(tmp_path: Path) -> None:
    """A leak planted in two files and a name, a clean file left alone; a second sweep of the
    same input gives the same result."""
    from agent_traces.redact import Redactor
    from agent_traces.redact import gate as gate_module

    redactor = Redactor(usernames=[], hostnames=[])
    results = []
    for run in (1, 2):
        folder = tmp_path / f"run{run}"
        (folder / "traces" / "a").mkdir(parents=True)
        (folder / "traces" / "a" / f"{GITHUB}.jsonl").write_text(json.dumps({"t": f"token {GITHUB}"}) + "\n")
        (folder / "traces" / "b.jsonl").write_text(
            json.dumps({"t": f"aws_secret_access_key={SECRET}"}) + "\n"
        )
        (folder / "traces" / "clean.jsonl").write_text('{"t": "nothing here"}\n')
        gate = gate_module.Gate(redactor)
        moved = gate.sweep(folder)
        results.append((moved, tree(folder), gate.summary()))
    assert results[0] == results[1]
    moved, files, summary = results[0]
    assert summary["gate_replacements"] == 3 and len(moved) == 1
    assert not any(GITHUB.encode() in data or GITHUB in rel for rel, data in files.items())
    assert files["traces/clean.jsonl"] == b'{"t": "nothing here"}\n'
