"""The dataset card (``README.md``): its YAML header (configs, ``dataset_info`` features) and its
body rendered from the Jinja2 template, with every value from the data escaped (:func:`md_code`,
:func:`md_text`)."""

from __future__ import annotations

import html
import json
import re
from importlib import resources
from typing import Any

from ..converters.views import DEFAULT_VIEW, STORED_AS, VIEW_FEATURES
from .layout import data_pattern
from .options import OutputOptions

CARD_TEMPLATE = "dataset_card.md.j2"
SIZE_CATEGORIES = [
    (1_000, "n<1K"),
    (10_000, "1K<n<10K"),
    (100_000, "10K<n<100K"),
    (1_000_000, "100K<n<1M"),
    (10_000_000, "1M<n<10M"),
    (100_000_000, "10M<n<100M"),
    (1_000_000_000, "100M<n<1B"),
]


# -- dataset card -------------------------------------------------------------------------------


def size_category(n: int) -> str:
    for bound, label in SIZE_CATEGORIES:
        if n < bound:
            return label
    return "n>1T"


def card_metadata(
    configs: dict[str, list[str]],
    rows: dict[str, int],
    options: OutputOptions,
    harnesses: list[str],
    nbytes: dict[str, int] | None = None,
) -> dict[str, Any]:
    """The card's YAML header: configs, per-config ``dataset_info`` features, license, tags."""
    from datasets import DatasetInfo, SplitDict, SplitInfo

    infos = []
    config_entries = []
    for config in configs:
        view = config.split("-", 1)[0]
        pattern = data_pattern(config)
        entry: dict[str, Any] = {"config_name": config, "data_files": [{"split": "train", "path": pattern}]}
        if config == DEFAULT_VIEW:
            entry["default"] = True
        config_entries.append(entry)
        splits = SplitDict()
        size = (nbytes or {}).get(config, 0)
        splits.add(SplitInfo(name="train", num_examples=rows[config], num_bytes=size))
        info = DatasetInfo(
            features=VIEW_FEATURES[STORED_AS.get(view, view)],
            splits=splits,
            config_name=config,
            dataset_size=size,
        )
        yaml_info = info._to_yaml_dict()
        yaml_info.pop("download_size", None)
        infos.append({"config_name": config, **yaml_info})
    sessions = rows.get(DEFAULT_VIEW, max(rows.values(), default=0))
    meta: dict[str, Any] = {}
    if options.license:
        meta["license"] = options.license
    meta.update(
        {
            "pretty_name": options.pretty_name or _pretty_name(harnesses),
            "task_categories": ["text-generation"],
            "tags": ["agent-traces", *[h.replace("_", "-") for h in harnesses]],
            "size_categories": [size_category(sessions)],
            "configs": config_entries,
            "dataset_info": infos,
        }
    )
    return meta


def _pretty_name(harnesses: list[str]) -> str:
    names = ", ".join(harnesses) if harnesses else "agent"
    return f"{names} agent traces"


def _template() -> str:
    return resources.files("agent_traces").joinpath("templates", CARD_TEMPLATE).read_text(encoding="utf-8")


def render_card(
    *,
    configs: dict[str, list[str]],
    rows: dict[str, int],
    options: OutputOptions,
    harnesses: list[str],
    statistics: dict[str, Any],
    redaction: dict[str, Any] | None,
    fingerprint: str,
    problems: dict[str, int],
    version: str,
    nbytes: dict[str, int] | None = None,
    template: str | None = None,
    inputs: dict[str, Any] | None = None,
    traces: dict[str, Any] | None = None,
    figures: list[tuple[str, str]] | None = None,
    history: list[dict[str, Any]] | None = None,
) -> str:
    """The dataset card (``README.md``): a YAML header and a body rendered from the Jinja2 template.

    Every value that comes from the data (model and tool names, session ids, timestamps, token
    field names) goes through the ``code`` filter: one line, a code span with a fence longer than
    any backtick run inside, pipes escaped in tables; so no HTML, link, heading or table cell can
    come from the traces. Text the publisher gave (the title) goes through ``text``.
    """
    import jinja2
    import yaml

    metadata = card_metadata(configs, rows, options, harnesses, nbytes)
    header = yaml.safe_dump(metadata, sort_keys=False, allow_unicode=True, width=1000)
    env = jinja2.Environment(
        undefined=jinja2.StrictUndefined, keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True
    )
    env.filters["code"] = md_code
    env.filters["text"] = md_text
    env.filters["name"] = lambda value: str(value) if NAME.fullmatch(str(value)) else md_code(value)
    env.filters["md_html"] = lambda value: (
        f"<code>{html.escape(_one_line(str(value), CARD_VALUE_LIMIT))}</code>"
    )
    env.filters["pystr"] = lambda value: json.dumps(_one_line(str(value), CARD_VALUE_LIMIT))
    body = env.from_string(template or _template()).render(
        inputs=inputs or {},
        traces=traces,
        figures=figures or [],
        metadata=metadata,
        configs=configs,
        rows=rows,
        views=list(options.views),
        harnesses=harnesses,
        options=options,
        statistics=statistics,
        redaction=redaction,
        fingerprint=fingerprint,
        problems=problems,
        version=version,
        repo_id=options.repo_id or "<user>/<dataset>",
        tag=options.tag,
        history=history or [],
    )
    return f"---\n{header}---\n\n{body}"


CARD_VALUE_LIMIT = 120
NAME = re.compile(r"[a-z0-9_]{1,60}")  # agent-traces' own names (redaction kinds): shown as they are
_ASCII_PUNCTUATION = set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")


def _one_line(value: str, limit: int) -> str:
    """``value`` without control, format or line-break characters, cut to ``limit`` characters."""
    text = "".join(ch if ch.isprintable() else " " for ch in value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def md_code(value: Any, table: bool = True, limit: int = CARD_VALUE_LIMIT) -> str:
    """``value`` as a Markdown code span that nothing inside can escape from (see render_card)."""
    text = _one_line(str(value), limit)
    if not text.strip():
        return "(empty)"
    runs = [len(r) for r in "".join(ch if ch == "`" else " " for ch in text).split()]
    fence = "`" * (max(runs, default=0) + 1)
    if text.startswith(("`", " ")) or text.endswith(("`", " ")):
        text = f" {text} "
    if table:
        text = text.replace("|", "\\|")
    return f"{fence}{text}{fence}"


def md_text(value: Any, limit: int = 200) -> str:
    """``value`` as plain Markdown text: one line, every ASCII punctuation character escaped."""
    return "".join(f"\\{ch}" if ch in _ASCII_PUNCTUATION else ch for ch in _one_line(str(value), limit))
