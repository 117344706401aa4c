PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
EXTRAS ?= test,dev
comma := ,
# one stamp per set of extras: `make test EXTRAS=...` after a plain `make test` installs again
STAMP := $(VENV)/.installed-$(subst $(comma),-,$(EXTRAS))
# the demo needs only the runtime dependencies: a venv of its own, no test or dev extras
DEMO_VENV := .venv-demo
DEMO_STAMP := $(DEMO_VENV)/.installed

.PHONY: demo test test-fast lint format bench docs clean

# EXTRAS=test,dev,train adds torch, accelerate and TRL, for the tests that train a tiny model
# (they skip, with their reason, without torch). On Linux, PyPI's torch is the CUDA build (GBs):
# for a CPU-only one, install a CPU build of torch into .venv first (PyTorch's own wheel index has one).
$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[$(EXTRAS)]"
	# TRL's chat templates, for the chat-template tests; without its dependencies (accelerate, torch)
	$(BIN)/python -m pip install --quiet --no-deps "trl>=0.20"
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

$(DEMO_STAMP): pyproject.toml
	$(PYTHON) -m venv $(DEMO_VENV)
	$(DEMO_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(DEMO_VENV)/bin/python -m pip install --quiet -e .
	touch $(DEMO_STAMP)

demo: $(DEMO_STAMP)
	$(DEMO_VENV)/bin/python -m agent_traces.demo

test: $(STAMP)
	$(BIN)/python -m pytest -q

# the edit loop: everything but the tests marked slow (`make test` and CI run them all)
test-fast: $(STAMP)
	$(BIN)/python -m pytest -q -m "not slow"

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: $(STAMP)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

bench: $(STAMP)
	$(BIN)/python benchmarks/run.py

# the documentation site (mkdocs.yml, docs/) into site/; --strict: any warning fails the build
docs: $(STAMP)
	$(BIN)/mkdocs build --strict -d site

clean:
	rm -rf $(VENV) $(DEMO_VENV) demo-dataset .pytest_cache site
