"""The card and the manifest leak nothing: values from the data are escaped and come from the
redacted rows; no digest of a raw input file or of a `--redact` string is published."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from conftest import FIXTURES
from markdown_it import MarkdownIt

from agent_traces.output import OutputOptions, md_code, write_dataset

SECRET = "sk-ant-api03-" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tV9wX1yZ3b5C" * 2 + "-AA"
EMAIL = "alice.w@proton.me"
HOSTILE = [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "[click me](javascript:alert(1))",
    "# Injected heading\n## and another",
    "``a`b`` | a pipe | <b>bold</b>",
    "line one\r\nline two\u202eevil",
]


def _hostile_sessions(path: Path) -> None:
    """Sessions shaped like the Hermes session export fixture, with hostile values everywhere
    the card shows data: session ids (with a secret or an e-mail in them), models, tool names."""
    base = json.loads((FIXTURES / "hermes" / "sessions_export.jsonl").read_text().splitlines()[0])
    lines = []
    for index, value in enumerate(HOSTILE):
        session = json.loads(json.dumps(base))
        session_id = f"{value} {SECRET if index % 2 == 0 else EMAIL} {index}"
        session["id"] = session_id
        session["model"] = value
        for message in session["messages"]:
            message["session_id"] = session_id
            for call in message.get("tool_calls") or []:
                call["function"]["name"] = value
            if message.get("tool_name"):
                message["tool_name"] = value
        lines.append(json.dumps(session))
    path.write_text("\n".join(lines) + "\n")


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, object]:
    root = tmp_path_factory.mktemp("hostile")
    source = root / "sessions_export.jsonl"
    _hostile_sessions(source)
    out = root / "out"
    result = write_dataset(
        out, {"hermes": [str(source)]}, OutputOptions(redact=True, redact_extra=("555-0199",))
    )
    return source, out, result


def test_card_values_from_the_data_cannot_become_html_links_or_headings(
    hostile: tuple[Path, Path, object],
) -> None:
    _, out, result = hostile
    card = (out / "README.md").read_text()
    body = card.split("---\n", 2)[2]
    tokens = MarkdownIt("commonmark", {"html": True}).enable("table").parse(body)
    html_tags = set()
    headings = []
    for index, token in enumerate(tokens):
        if token.type == "html_block":
            html_tags.add(token.content.strip())
        if token.type == "heading_open":
            headings.append(tokens[index + 1].content)
        for child in token.children or []:
            assert child.type != "link_open", child  # the template has no link of its own either
            assert child.type != "image", child
            if child.type == "html_inline":
                html_tags.add(child.content)
    allowed = {"<details><summary><code>messages</code> columns</summary>", "</details>"}
    allowed |= {f"<details><summary><code>{v}</code> columns</summary>" for v in ("sharegpt", "steps")}
    allowed.add("<details><summary>Per session</summary>")
    assert html_tags <= allowed, html_tags - allowed
    assert all(not h.startswith(("Injected", "and another")) for h in headings)
    rendered = MarkdownIt("commonmark", {"html": True}).enable("table").render(body)
    assert "<script" not in rendered and "<img" not in rendered and 'href="javascript' not in rendered
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in rendered  # shown, as text in a code span
    assert "\u202e" not in card
    # tables kept their shape: every row of the models table has two cells
    models = card.split("**Models** (assistant messages):", 1)[1].split("\n\n", 2)[1]
    assert len(models.splitlines()) == 2 + len(HOSTILE)
    for row in models.splitlines()[2:]:
        cells = MarkdownIt("commonmark").enable("table").render(f"| a | b |\n|---|---:|\n{row}\n")
        assert cells.count("<td") == 2, row
    stats = result.statistics
    assert len(stats["models"]) == len(HOSTILE) and len(stats["tool_calls_by_tool"]) == len(HOSTILE)


def test_card_shows_the_redacted_session_ids_and_no_secret(hostile: tuple[Path, Path, object]) -> None:
    _, out, result = hostile
    card = (out / "README.md").read_text()
    manifest = (out / "manifest.json").read_text()
    for text in (card, manifest):
        assert SECRET not in text and EMAIL not in text
    ids = (
        pq.read_table(next((out / "data" / "messages").glob("*.parquet")), columns=["id"])
        .column("id")
        .to_pylist()
    )
    assert len(ids) == len(HOSTILE) and not any(SECRET in i or EMAIL in i for i in ids)
    assert set(result.redaction["per_session"]) == set(ids)
    for session_id in ids:
        assert md_code(session_id) in card  # the row's published id, escaped
    assert re.search(r"<SECRET_[0-9a-f]{8}>", card) and re.search(r"<EMAIL_[0-9a-f]{8}>", card)


def test_manifest_holds_no_digest_of_inputs_or_redact_strings(hostile: tuple[Path, Path, object]) -> None:
    source, out, result = hostile
    published = b"".join(p.read_bytes() for p in out.rglob("*") if p.is_file())
    raw_digest = hashlib.sha256(source.read_bytes()).hexdigest()
    redact_digest = hashlib.sha256(b"555-0199").hexdigest()
    assert raw_digest.encode() not in published and redact_digest.encode() not in published
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["options"]["redact_extra"] == {"count": 1}
    assert str(source).encode() not in published and str(source.parent).encode() not in published
    # the fingerprint is a digest of what was published: recomputed from the data files alone
    from agent_traces import __version__
    from agent_traces.output import FORMAT_VERSION

    data = {k: v for k, v in manifest["files"].items() if k.startswith("data/")}
    payload = {
        "format_version": FORMAT_VERSION,
        "agent_traces_version": __version__,
        "files": sorted([path, meta["sha256"], meta["size"]] for path, meta in data.items()),
        "options": manifest["options"],
    }
    assert hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest() == manifest["fingerprint"]
    # the local record, beside the folder, keeps the input hashes for the publisher
    record = json.loads(Path(result.record).read_text())
    assert record["inputs"][0]["sha256"] == raw_digest and not Path(result.record).is_relative_to(out)
    assert "local record beside the" in (out / "README.md").read_text()


@pytest.mark.parametrize("value", ["`", "a``b", " lead", "x|y", "", "\n"])
def test_code_spans_hold_any_value(value: str) -> None:
    rendered = MarkdownIt("commonmark").enable("table").render(f"| h |\n|---|\n| {md_code(value)} |\n")
    assert rendered.count("<td>") == 1
    if value.strip():
        assert "<code>" in rendered
