"""The documentation site builds with no warning, and the README stays the five-minute page.

The site (``mkdocs.yml``, ``docs/``) is built with ``mkdocs build --strict``: a broken link or
anchor, a page missing from ``nav``, or a ``:::`` reference to an object that does not exist
fails the build, so they fail here. Without mkdocs (a venv made without the ``test`` extra) the
build tests skip, with one line; under ``CI`` they run, and a missing mkdocs fails them.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from conftest import ROOT

README = ROOT / "README.md"
DOCS = ROOT / "docs"
MKDOCS_PRESENT = importlib.util.find_spec("mkdocs") is not None
needs_mkdocs = pytest.mark.skipif(
    not MKDOCS_PRESENT and not os.environ.get("CI"),
    reason="builds the documentation site: mkdocs is not installed (the `test` or `docs` extra has it)",
)
DEMO_AND_TEST = [
    "make demo   # creates .venv-demo (runtime dependencies only), converts the bundled sample traces"
    " of every source, writes ./demo-dataset and reloads it",
    "make test   # creates .venv with the test extras and runs the whole test suite",
]


def build(config: Path, site: Path) -> subprocess.CompletedProcess:
    """``mkdocs build --strict`` of ``config`` into ``site``, from the repository root."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config), "-d", str(site)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def copy_of_the_site(tmp_path: Path) -> tuple[Path, dict]:
    """The docs and a config pointing at them in ``tmp_path``, to break them on purpose."""
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    docs = tmp_path / "docs"
    shutil.copytree(DOCS, docs)
    config["docs_dir"] = str(docs)
    for extension in config["markdown_extensions"]:
        if isinstance(extension, dict) and "pymdownx.snippets" in extension:
            extension["pymdownx.snippets"]["base_path"] = [str(ROOT)]
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "mkdocstrings" in plugin:
            python = plugin["mkdocstrings"]["handlers"]["python"]
            python["paths"] = [str(ROOT)]
            python["options"]["extensions"] = [
                str(ROOT / e) if isinstance(e, str) else e for e in python["options"]["extensions"]
            ]
    return docs, config


def write_config(tmp_path: Path, config: dict) -> Path:
    path = tmp_path / "mkdocs.yml"
    path.write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    return path


@needs_mkdocs
def test_the_site_builds_strict_without_a_warning(tmp_path):
    done = build(ROOT / "mkdocs.yml", tmp_path / "site")
    output = done.stdout + done.stderr
    assert done.returncode == 0, output[-4000:]
    assert not re.search(r"^WARNING", output, flags=re.M), output[-4000:]
    api = (tmp_path / "site" / "api" / "index.html").read_text(encoding="utf-8")
    # the docstrings are in it: the functions' own words, not only their names
    assert "read_trajectories" in api and "Finalized canonical rows" in api
    assert "leaves it out" in api  # AgentTracesConfig's head_policy
    assert not re.search(r":(class|func|data|mod|meth):`", api)  # docs/sphinx_roles.py made them code
    contributing = (tmp_path / "site" / "contributing" / "index.html").read_text(encoding="utf-8")
    assert "Real traces" in contributing  # CONTRIBUTING.md, included whole


@needs_mkdocs
@pytest.mark.slow
def test_a_broken_link_an_unlisted_page_or_a_missing_object_fails_the_build(tmp_path):
    docs, config = copy_of_the_site(tmp_path)
    (docs / "orphan.md").write_text("# Not in nav\n", encoding="utf-8")
    with (docs / "sources.md").open("a", encoding="utf-8") as page:
        page.write("\nSee [nowhere](no-such-page.md) and [the schema](schema.md#no-such-anchor).\n")
    done = build(write_config(tmp_path, config), tmp_path / "site")
    output = done.stdout + done.stderr
    assert done.returncode != 0
    assert "no-such-page.md" in output and "no-such-anchor" in output and "orphan.md" in output

    docs, config = copy_of_the_site(tmp_path / "again")
    with (docs / "api.md").open("a", encoding="utf-8") as page:
        page.write("\n::: agent_traces.api.no_such_function\n")
    done = build(write_config(tmp_path / "again", config), tmp_path / "again" / "site")
    assert done.returncode != 0 and "no_such_function" in done.stdout + done.stderr


def test_the_readme_is_short_starts_with_the_two_commands_and_links_the_docs():
    text = README.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert len(lines) < 150, f"README.md has {len(lines)} lines: the reference belongs in docs/"
    first_block = re.search(r"```bash\n(.*?)```", text, flags=re.S)
    assert first_block and first_block.group(1).splitlines() == DEMO_AND_TEST
    assert text.index(first_block.group(0)) < text.index("\n## ")  # before anything else
    links = re.findall(r"\]\((docs/[^)#]+)", text)
    assert "docs/index.md" in links
    for link in links:
        assert (ROOT / link).is_file(), f"README.md links {link}, which does not exist"
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    pages = {p.name for p in DOCS.glob("*.md")} - {"index.md", "contributing.md"}
    for page in sorted(pages):
        assert f"docs/{page}" in links, f"the README's table of pages does not link docs/{page}"
        assert f": {page}" in nav, f"mkdocs.yml's nav does not list {page}"


def test_every_source_is_documented_and_every_documented_source_exists():
    from agent_traces.catalog import SOURCES

    names = set(SOURCES)
    table = (DOCS / "sources.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"^\| `([a-z_]+)` \|", table, flags=re.M))
    assert documented == names, (sorted(names - documented), sorted(documented - names))
    readme = README.read_text(encoding="utf-8")
    assert not [n for n in names if f"`{n}`" not in readme]


def test_every_source_option_is_in_its_config_docstring():
    """The Python API page renders the config classes' docstrings: each option is in one."""
    import datasets

    import agent_traces

    own = {f.name for f in dataclasses.fields(datasets.BuilderConfig)}
    for name, builder in agent_traces.BUILDERS.items():
        config = builder.BUILDER_CONFIG_CLASS
        documented = "".join(klass.__doc__ or "" for klass in config.__mro__)
        for option in dataclasses.fields(config):
            if option.name not in own:
                assert re.search(rf"^\s+{option.name} \(", documented, flags=re.M), (name, option.name)
        api = (DOCS / "api.md").read_text(encoding="utf-8")
        if config.__module__.startswith("agent_traces."):
            assert f"::: {config.__module__}.{config.__qualname__}" in api, (name, config.__qualname__)
