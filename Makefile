PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# the demo needs only the runtime dependencies: a venv of its own, no test or dev extras
DEMO_VENV := .venv-demo
DEMO_STAMP := $(DEMO_VENV)/.installed

.PHONY: demo test test-fast lint format bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	# the CPU wheel this machine keeps on disk, first: accelerate (test extra) would otherwise pull a CUDA build
	$(BIN)/python -m pip install --quiet torch==2.13.0
	$(BIN)/python -m pip install --quiet -e ".[test,dev]"
	$(BIN)/python -m pip install --quiet --no-deps "trl>=0.20"
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

clean:
	rm -rf $(VENV) $(DEMO_VENV) demo-dataset .pytest_cache
