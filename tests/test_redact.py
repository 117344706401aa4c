"""Redaction: planted secrets and personal data vanish from the written Parquet; real data survives."""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import socket
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq
import pytest
from conftest import CORPUS, corpus_files
from corpus_strings import NEVER_CHANGED, classify, corpus_strings
from planted import EXTRA_REDACT, PLANTED, SURVIVORS

from agent_traces.cli import main
from agent_traces.redact import Redactor, looks_secret, mask
from agent_traces.redact.placeholders import placeholder

OS_USER = "kzimmerman"
HOST = "buildbox-acme-07"


def fragments(parts: list[str]) -> list[str]:
    """Each sensitive part, and its halves for long ones, so that a partial redaction also fails."""
    out = []
    for part in parts:
        out.append(part)
        if len(part) >= 12 and " " not in part:
            out += [part[: len(part) // 2], part[len(part) // 2 :]]
    return out


@pytest.mark.parametrize(("kind", "text", "parts"), PLANTED, ids=[p[0] for p in PLANTED])
def test_each_planted_kind_is_replaced(kind: str, text: str, parts: list[str]) -> None:
    redactor = Redactor(EXTRA_REDACT, usernames=[], hostnames=[])
    out = redactor.redact_text(text, "s")
    assert [f for f in fragments(parts) if f in out] == []
    assert "<" in out and sum(redactor.report.total.values()) >= 1


def test_placeholders_are_consistent_across_texts_and_sessions() -> None:
    redactor = Redactor(usernames=[], hostnames=[])
    a = redactor.redact_text("mail jane.doe@acme-corp.io from /Users/marysmith/x", "s1")
    b = redactor.redact_text("again Jane.Doe@acme-corp.io, then bob@acme-corp.io; /Users/marysmith/y", "s2")
    jane, bob = re.findall(r"<EMAIL_[0-9a-f]{8}>", b)
    assert jane != bob
    assert a == f"mail {jane} from /Users/<USER>/x"
    assert b == f"again {jane}, then {bob}; /Users/<USER>/y"
    report = redactor.report.to_dict()
    assert report["total"] == {"email": 3, "home_path_user": 2}
    assert report["per_session"] == {
        "s1": {"email": 1, "home_path_user": 1},
        "s2": {"email": 2, "home_path_user": 1},
    }


def test_a_placeholder_is_an_hmac_of_the_value_under_the_key_alone() -> None:
    """Placeholders stay what earlier versions of a dataset wrote: the first 8 hex digits of
    HMAC-SHA256 of ``category NUL value`` under the key (e-mails lower-cased), whatever the
    redactor replaced before."""
    key = bytes(range(32))
    digest = hmac.new(key, b"secret\x00hunter22hunter22", hashlib.sha256).hexdigest()[:8]
    assert placeholder(key, "secret", "hunter22hunter22") == f"<SECRET_{digest}>"
    assert placeholder(key, "email", "Jane@Acme-Corp.io") == placeholder(key, "email", "jane@acme-corp.io")
    assert placeholder(key, "secret", "Hunter22hunter22") != f"<SECRET_{digest}>"
    assert placeholder(bytes(32), "secret", "hunter22hunter22") != f"<SECRET_{digest}>"
    assert (placeholder(key, "user", "nora"), placeholder(key, "host", "box")) == ("<USER>", "<HOST>")
    used = Redactor(usernames=[], hostnames=[], key=key)
    used.redact_text("password=hunter22hunter22 mail jane@acme-corp.io")
    assert used.placeholder("secret", "hunter22hunter22") == f"<SECRET_{digest}>"
    assert Redactor(usernames=[], hostnames=[], key=key).redact_text("password=hunter22hunter22") == (
        f"password=<SECRET_{digest}>"
    )


def test_agent_and_bot_commit_addresses_are_kept_people_are_not() -> None:
    redactor = Redactor(usernames=[], hostnames=[])
    kept = [
        "Co-Authored-By: Claude <noreply@anthropic.com>",
        "Co-authored-by: Copilot <198982749+Copilot@users.noreply.github.com>",
        "Co-authored-by: Copilot <223556219+Copilot@users.noreply.github.com>",
        "Co-authored-by: dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>",
    ]
    assert [redactor.redact_text(t) for t in kept] == kept
    out = redactor.redact_text("Co-authored-by: Jane <12345+janedoe@users.noreply.github.com>")
    assert re.fullmatch(r"Co-authored-by: <NAME_[0-9a-f]{8}> <<EMAIL_[0-9a-f]{8}>>", out)


def test_os_user_and_hostname_are_replaced_everywhere_but_generic_names_are_not() -> None:
    redactor = Redactor(usernames=[OS_USER], hostnames=[f"{HOST}.corp.acme.io"])
    out = redactor.redact_text(f"-rw-r--r-- 1 {OS_USER} staff  {HOST}.local:~ $ ssh {HOST}.corp.acme.io")
    assert OS_USER not in out and HOST not in out
    assert "<USER>" in out and "<HOST>" in out
    generic = Redactor(usernames=["root"], hostnames=["vm"])
    assert generic.redact_text("root owns the vm") == "root owns the vm"


def test_values_are_redacted_recursively_including_secret_keys() -> None:
    redactor = Redactor(usernames=[], hostnames=[])
    value = {
        "command": "cat /home/jdoe42/.netrc",
        "env": {"nested": [{"api_key": "Zq8Wx7Vc6Bn5Mm4Ll3"}, "AKIAZ7QW3ERT5YUI9OPA"]},
        "max_tokens": 4096,
        "password": "${DB_PASSWORD}",
    }
    out = redactor.redact_value(value, "s")
    text = json.dumps(out)
    assert "jdoe42" not in text and "Zq8Wx7Vc6Bn5Mm4Ll3" not in text and "AKIAZ7QW3ERT5YUI9OPA" not in text
    assert out["max_tokens"] == 4096 and out["password"] == "${DB_PASSWORD}"


@pytest.mark.parametrize("value", SURVIVORS)
def test_ids_hashes_and_base64_survive(value: str) -> None:
    redactor = Redactor(usernames=[], hostnames=[])
    for text in (f"commit {value}", f'{{"id": "{value}"}}', f"sha256={value}", f'"parentUuid": "{value}"'):
        assert value in redactor.redact_text(text)


def test_placeholder_like_values_are_not_secrets() -> None:
    for value in ("${OPENAI_API_KEY}", "<your-api-key>", "your_token_here", "os.environ.get", "**********"):
        assert not looks_secret(value)
    assert looks_secret("q8w7e6r5t4y3u2i1o0p9")


@pytest.mark.slow
@pytest.mark.corpus
def test_no_false_positives_on_the_real_corpus() -> None:
    """Every string of every real trace file: every replacement is counted and classified.

    Secret-category findings must each be a real credential as labelled by hand in
    ``benchmarks/redaction_labels.json`` (see ``benchmarks/redaction_precision.py``): a new
    finding, or one labelled not secret, fails. What else redaction may replace there is personal
    data (e-mails, home-path user names, names in git lines, public IPs, phone numbers). Model
    and tool names, code identifiers, versions, timestamps, hashes, UUIDs and base64 images must
    never change.
    """
    labels = json.loads((Path(__file__).parents[1] / "benchmarks" / "redaction_labels.json").read_text())
    judged = {(e["found_by"], e["sha256"]): e["label"] for e in labels["findings"]}
    redactor = Redactor(usernames=[], hostnames=[])
    classes: Counter = Counter()
    examples: dict[str, list] = {}
    not_credentials = []
    texts = corpus_strings(CORPUS)
    assert len(texts) > 100_000
    for text in texts:
        for f in redactor.find(text):
            value = text[f.start : f.end]
            if f.category == "secret":
                if judged.get((f.kind, hashlib.sha256(value.encode()).hexdigest())) is not True:
                    not_credentials.append((f.kind, mask(value)))
                continue
            cls = classify(f.kind, value, text, f.start)
            classes[cls] += 1
            examples.setdefault(cls, []).append((f.kind, value))
    assert not_credentials == [], "label them in benchmarks/redaction_labels.json, or fix the rule"
    assert {c: examples[c][:5] for c in NEVER_CHANGED if classes[c]} == {}
    assert classes["other"] == 0, examples.get("other", [])[:20]
    assert classes["personal:home_path_user"] > 100  # the corpus does contain real home paths
    assert classes["personal:email"] > 50
    # ``login_name``: ``uid=1000(openclaw)`` printed by ``id`` in a session whose home paths
    # (``/home/openclaw``) are that user's, replaced there as ``home_path_user``
    assert set(classes) <= {
        f"personal:{k}"
        for k in ("home_path_user", "email", "person_name", "ip_address", "phone", "login_name")
    }


def test_code_identifiers_versions_and_escapes_are_not_secrets() -> None:
    redactor = Redactor(usernames=[], hostnames=[])
    texts = [
        "const apiKey = options?.apiKey ?? process.env.KEY;",
        "secret: AUTH_SECRET,",
        "token = usageMetadata?.thoughtsTokenCount",
        '"password": "^5.0.0-beta.31"',
        "password = ${random_password.db.result}",
        'password = getpass.getpass("Password: ")',
        "DB_PASSWORD=<redacted>",
        "password: '***'",
        "https://feed.example.org/odds.php?ident=id&passwd=pwd&ot=0&peid=3004878&bid=110&json=1",
        'code = "from fastapi import FastAPI\\n@app.get(\\"/items\\")\\ndef items(): ..."',
        "export default { passwordHash: hashed_password }",
    ]
    for text in texts:
        assert redactor.redact_text(text) == text, text


# -- end to end: plant into real traces, publish --dry-run, read the Parquet -------------------


def _plant_texts() -> list[str]:
    texts = [text for _, text, _ in PLANTED]
    texts.append(f"drwxr-xr-x 5 {OS_USER} staff 160 build on {HOST}")
    return texts


def _plant_claude_code(src: Path, dst: Path, texts: list[str]) -> None:
    """Spread the texts over user prompts, tool arguments (nested), tool results and thinking."""
    records = [json.loads(line) for line in src.read_text(encoding="utf-8").splitlines() if line.strip()]
    slots = {"prompt": [], "args": [], "result": [], "thinking": []}
    for rec in records:
        msg = rec.get("message") or {}
        content = msg.get("content")
        if rec.get("type") == "user" and isinstance(content, str) and not rec.get("isMeta"):
            slots["prompt"].append(rec)
        for block in content if isinstance(content, list) else []:
            if block.get("type") == "tool_use":
                slots["args"].append(block)
            elif block.get("type") == "tool_result" and isinstance(block.get("content"), str):
                slots["result"].append(block)
            elif block.get("type") == "thinking":
                slots["thinking"].append(block)
    for i, text in enumerate(texts):
        where = ["prompt", "args", "result", "thinking"][i % 4]
        target = slots[where][-1 - (i // 4) % len(slots[where])]
        if where == "prompt":
            target["message"]["content"] += "\n" + text
        elif where == "args":
            target["input"].setdefault("env", {"nested": []})["nested"].append({"note": text})
        elif where == "result":
            target["content"] += "\n" + text
        else:
            target["thinking"] += "\n" + text
    for rec in records:
        if rec.get("cwd"):
            rec["cwd"] = "/Users/zoltanq/code/acme"
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def _plant_hermes(src: Path, dst: Path, texts: list[str]) -> None:
    lines = [json.loads(line) for line in src.read_text(encoding="utf-8").splitlines() if line.strip()]
    for i, text in enumerate(texts):
        turns = lines[i % len(lines)]["conversations"]
        turn = turns[1 + i % (len(turns) - 1)]
        turn["value"] += "\n" + text
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")


def _decoded(folder: Path) -> str:
    """Every value of every Parquet file, decoded (not the compressed bytes), plus card and manifest."""
    chunks = []
    for path in sorted(folder.rglob("*.parquet")):
        chunks.append(json.dumps(pq.read_table(path).to_pylist(), ensure_ascii=False, default=str))
        chunks.append(path.read_bytes().decode("latin-1"))
    chunks.append((folder / "README.md").read_text(encoding="utf-8"))
    chunks.append((folder / "manifest.json").read_text(encoding="utf-8"))
    # Json columns hold escaped text: undo JSON escaping so Windows paths and quotes compare as planted
    text = "\n".join(chunks)
    return text + "\n" + text.replace("\\\\", "\\").replace('\\"', '"')


@pytest.fixture
def planted_traces(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    monkeypatch.setenv("LOGNAME", OS_USER)
    monkeypatch.setattr(socket, "gethostname", lambda: HOST)
    texts = _plant_texts()
    cc_src = (
        CORPUS
        / "claude_code/projects/-Users-dain-workspace-JSSoundRecorder/7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl"
    )
    assert cc_src in corpus_files("claude_code")
    cc_root = tmp_path / "cc" / "projects"
    _plant_claude_code(cc_src, cc_root / "-Users-zoltanq-code-acme" / cc_src.name, texts)
    hermes_src = CORPUS / "hermes/ruanjianershu__HermesWith/trajectory_samples.jsonl"
    assert hermes_src in corpus_files("hermes")
    _plant_hermes(hermes_src, tmp_path / "hermes" / "trajectory_samples.jsonl", texts)
    return {"claude_code": cc_root, "hermes": tmp_path / "hermes"}


@pytest.mark.corpus
@pytest.mark.parametrize("source", ["claude_code", "hermes"])
def test_planted_values_are_gone_from_the_published_folder(
    source: str, planted_traces: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    src = planted_traces[source]
    before = {p: p.read_bytes() for p in src.rglob("*") if p.is_file()}
    sensitive = fragments([part for _, _, parts in PLANTED for part in parts] + [OS_USER, HOST])

    raw = tmp_path / "raw"
    assert main(["convert", source, str(src), "-o", str(raw)]) == 0
    raw_text = _decoded(raw)
    missing = [s for s in sensitive if s not in raw_text]
    assert missing == [], "planting did not reach the output, the test would prove nothing"

    out = tmp_path / "published"
    args = ["publish", source, str(src), "--repo", "me/traces", "-o", str(out), "--dry-run"]
    assert main([*args, *[a for e in EXTRA_REDACT for a in ("--redact", e)]]) == 0
    stdout = capsys.readouterr().out
    text = _decoded(out)
    assert [s for s in sensitive if s in text] == []
    assert [s for s in sensitive if s in stdout] == []
    assert "dry run: nothing uploaded" in stdout and "redaction:" in stdout
    card = (out / "README.md").read_text(encoding="utf-8")
    assert "## Redaction" in card and "| private_key |" in card and "| email |" in card
    assert {p: p.read_bytes() for p in src.rglob("*") if p.is_file()} == before  # sources untouched
    if source == "claude_code":
        # real identifiers of the session survive: session UUID, tool-use ids
        assert "7acd37a8-2745-4b58-a8a9-46164b22ad9e" in text
        assert "toolu_" in text


@pytest.mark.corpus
def test_scan_reports_without_writing(planted_traces: dict[str, Path], capsys: pytest.CaptureFixture) -> None:
    src = planted_traces["hermes"]
    before = sorted(p for p in src.parent.rglob("*"))
    assert main(["scan", str(src), "--source", "hermes", "--redact", "Project Nightingale"]) == 0
    out = capsys.readouterr().out
    assert "nothing was written" in out
    for kind in (
        "anthropic_key",
        "private_key",
        "email",
        "home_path_user",
        "os_username",
        "hostname",
        "custom",
    ):
        assert kind in out
    assert "sk-ant-api03-Xq7vR2mN9pL4kT8wZ1cY6bH3jF5dS0aE" not in out  # values are masked
    assert sorted(p for p in src.parent.rglob("*")) == before


def test_learned_user_names_are_whole_words_of_their_own_same_case() -> None:
    redactor = Redactor(usernames=[], hostnames=[])
    assert redactor.learn(["cd /home/codex/app", "/Users/claude/x", "/home/mvasquez42/src"]) == {"mvasquez42"}
    text = (
        "model gpt-5.1-codex-max in /home/codex/app; Claude Code by /Users/claude/x; "
        "mvasquez42 owns it, not mvasquez42-bot, Mvasquez42 or mvasquez42.example"
    )
    out = redactor.redact_text(text)
    assert "gpt-5.1-codex-max" in out and "Claude Code" in out
    assert "/home/<USER" in out and "/Users/<USER" in out
    assert "<USER> owns it" in out
    assert "mvasquez42-bot" in out and "Mvasquez42" in out and "mvasquez42.example" in out


def test_overlapping_finds_cover_the_whole_secret() -> None:
    key = "sk_live_51" + "Ab3dE6gH9jK2mN5pQ8sT" * 5
    redactor = Redactor(usernames=[], hostnames=[])
    out = redactor.redact_text(f"stripe.api_key = '{key}' # {key}x")
    assert re.fullmatch(r"stripe.api_key = '(<SECRET_[0-9a-f]{8}>)' # (?!\1)<SECRET_[0-9a-f]{8}>", out)


def test_email_is_not_read_across_an_escape_sequence() -> None:
    redactor = Redactor(usernames=[], hostnames=[])
    assert redactor.redact_text("app = FastAPI()\\n@app.get('/')") == "app = FastAPI()\\n@app.get('/')"
    assert re.fullmatch(r"mail:\\n<EMAIL_[0-9a-f]{8}>", redactor.redact_text("mail:\\njane.doe@acme-corp.io"))


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("version 1.2.3.4 and 127.0.0.1 and 0.0.0.0 and 192.0.2.7 and 255.255.255.0", True),
        ("::1 and fe80::1 and 2001:db8::5 and 12:30:45", True),
        ("built 2026-01-05 10:00:00, pid 4821337, id 1700000000123, v2.14.0", True),
        ("card 4111 1111 1111 1112 fails Luhn; IBAN DE00 1234 5678 9012 3456 78 fails mod-97", True),
        ("call +44 20 7946 0958", False),
        ("ssh 83.12.200.17", False),
        ("inet6 2a02:8071:b3c0::12", False),
    ],
)
def test_personal_numbers_need_their_shape_and_checksum(text: str, kept: bool) -> None:
    assert (Redactor(usernames=[], hostnames=[]).redact_text(text) == text) is kept


def test_categories_can_be_kept_one_by_one() -> None:
    text = "jane.doe@acme-corp.io at 83.12.200.17, +44 20 7946 0958, password=hunter22"
    out = Redactor(usernames=[], hostnames=[], keep=["ip", "phone"]).redact_text(text)
    assert re.fullmatch(r"<EMAIL_\w{8}> at 83.12.200.17, \+44 20 7946 0958, password=<SECRET_\w{8}>", out)
    redactor = Redactor(usernames=[], hostnames=[], keep=["secret"])
    assert redactor.redact_text("password=hunter22") == "password=hunter22"
    assert redactor.report.to_dict()["kept"] == ["secret"]
    assert "secret" not in redactor.report.to_dict()["categories"]
    with pytest.raises(ValueError, match="unknown redaction categories to keep: ipp"):
        Redactor(keep=["ipp"])


def test_the_engine_is_built_once_per_process() -> None:
    a = Redactor(usernames=[], hostnames=[])
    b = Redactor(["x"], usernames=[], hostnames=[], keep=["ip"])
    assert a.finder.engine is b.finder.engine is not None
    assert Redactor(usernames=[], hostnames=[], keep=["secret"]).finder.engine is None


@pytest.mark.parametrize(
    "text",
    [
        "**2. Basic Stdin/Stdout Wrapper**",  # Basic + a word is not base64 of user:password
        "Co-authored-by: loganfinney27 <136375980+loganfinney27@users.noreply.github.com>",
        "TXLINE_API_TOKEN=\\n+PASCAL_WS_URL=wss://ws.pascal.trade",  # an empty value, then a new line
        "TXLINE_API_TOKEN=\n+PASCAL_WS_URL=wss://ws.pascal.trade",
        "machine github.com\\\\n  login me\\\\n  password REDACTED_GITHUB_PAT\\\\n",
    ],
)
def test_real_corpus_false_positives_stay_fixed(text: str) -> None:
    redactor = Redactor(usernames=[], hostnames=[])
    assert [f for f in redactor.find(text) if f.category == "secret"] == []


def test_basic_auth_of_user_and_password_is_still_found() -> None:
    out = Redactor(usernames=[], hostnames=[]).redact_text("Authorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l")
    assert "YWxhZGRpbjpvcGVuc2VzYW1l" not in out


@pytest.mark.parametrize(
    "text",
    [
        "rootdir: /home/runner/work/app",
        r"-projectPath C:\Users\Admin\TradePirates -quit",
        '"contactType":"Customer Support","email":"info@relaygpu.com"',
        "mail support@example-shop.de or noreply@company.io",
    ],
)
def test_accounts_and_role_mailboxes_are_not_personal(text):
    """Generic accounts (in every home-path form, any case) and role mailboxes name no person:
    unseen real sessions had them replaced (``benchmarks/unseen_precision.py``)."""
    assert Redactor(usernames=[], hostnames=[]).redact_text(text) == text


def test_a_person_in_a_home_path_or_mailbox_is_still_replaced():
    r = Redactor(usernames=[], hostnames=[])
    out = r.redact_text(r"/home/nora/app C:\Users\Tomasz\src mail nora.smith@gmail.com")
    assert "nora" not in out and "Tomasz" not in out
