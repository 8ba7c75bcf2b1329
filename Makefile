# The two quick-start commands: `make demo` and `make test`.
# Each creates the local virtual environment .venv when it is missing.
# `make check` is the edit-run loop (lint, types, import contracts, the fast tests: under a
# minute); `make test` runs everything CI runs. Both spread pytest over every core
# (pytest-xdist); WORKERS=1 runs it in one process, WORKERS=N in N.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO_STAMP := $(VENV)/.installed-demo
# make check: one worker a core (its quick tests keep a core busy). make test: two a core up to
# four cores, then one more a core (2 cores: 4 workers; 8: 12), as many of its tests wait on child
# processes, engines, servers and browsers; the second worker of a core runs while the first
# waits (measured idle on 2 cores: make test 235-327 s at 4 workers, 366 s at 2; CONTRIBUTING.md).
# Each worker costs about 7 CPU-s of collection and a few hundred MB: hence no more than that.
CORES := $(shell nproc 2>/dev/null || echo 2)
CHECK_WORKERS := $(or $(WORKERS),auto)
TEST_WORKERS := $(or $(WORKERS),$(shell c=$(CORES); echo $$(( c + (c < 4 ? c : 4) ))))
# --dist worksteal: an idle worker takes tests queued on a busy one, so that one long test
# (a ladder, a tournament bound) does not leave the other cores idle at the end of the run.
PYTEST = $(BIN)/python -m pytest -n $(1) --dist worksteal
# Bytecode is written (__pycache__, ignored by git) even where the shell sets PYTHONDONTWRITEBYTECODE:
# without it every pytest worker rewrites and compiles every test module's assertions again
# (collection 16 CPU-s per worker instead of 9).
unexport PYTHONDONTWRITEBYTECODE

.PHONY: demo compiled test test-pytest test-builds check lint docs bench ladder clean suite-time catalogs

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip "setuptools>=77"
	$(BIN)/python -m pip install --quiet -e '.[test,docs,openspiel,engines,rl,cluster]'
	@touch $(STAMP)

# The demo needs the package alone (no test, docs or engine extras): a small venv, quickly.
$(DEMO_STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@echo "make demo: installing the hearts package alone into $(VENV) (no test, docs or engine extras)"
	$(BIN)/python -m pip install --quiet -e .
	@touch $(DEMO_STAMP)

demo: $(DEMO_STAMP)
	$(BIN)/hearts demo

# The engine's core compiled with mypyc (opt-in: docs/engine.md, "A compiled build"), in place
# beside its sources, with the venv's mypy; the last line says which engine now runs (pure
# Python when there is no C compiler). `HEARTS_COMPILE=1 make demo` or `HEARTS_COMPILE=1 pip
# install .` compile it too. A source edited since is noticed at import: the pure engine runs.
compiled: $(STAMP)
	HEARTS_COMPILE=1 $(BIN)/python -m pip install --quiet --no-build-isolation --no-deps -e .
	@$(BIN)/python -c "from hearts.engine.native import in_use; print(in_use())"

# The static checks: the same as .pre-commit-config.yaml runs at commit time.
lint: $(STAMP)
	$(BIN)/ruff check hearts tests benchmarks
	$(BIN)/ruff format --check hearts tests benchmarks
	$(BIN)/mypy
	$(BIN)/lint-imports

check: lint
	$(call PYTEST,$(CHECK_WORKERS)) -m "not slow"

# make test runs two jobs side by side: pytest (on every core) and, one after another, the
# checks that are not pytest (lint, the docs build, the wheel smoke). pytest leaves a core idle
# while its workers wait on child processes and browsers and at its end; the other job fills
# it (figures in CONTRIBUTING.md). Each output line is written whole.
test: $(STAMP)
	sh scripts/system-deps.sh
	$(MAKE) --no-print-directory -j 2 --output-sync=line test-pytest test-builds

test-pytest: $(STAMP)
	$(call PYTEST,$(TEST_WORKERS))

test-builds: lint
	$(BIN)/python scripts/build_docs.py
	PYTHON=$(BIN)/python sh scripts/wheel_smoke.sh

docs: $(STAMP)
	$(BIN)/python scripts/build_docs.py

bench: $(STAMP)
	$(BIN)/python benchmarks/cli_startup.py
	$(BIN)/python benchmarks/playouts.py
	$(BIN)/python benchmarks/protocol.py
	$(BIN)/python benchmarks/corpus.py
	$(BIN)/python benchmarks/bots_speed.py

# What the suite costs (wall, CPU, the 20 longest tests) for make check's pytest and the whole one.
suite-time: $(STAMP)
	$(BIN)/python benchmarks/suite_time.py

ladder: $(STAMP)
	$(BIN)/python benchmarks/ladder.py

# The gettext catalogs of hearts/words follow the sources: every domain's template (.pot) extracted
# (babel.cfg) and every language's .po merged with it (CONTRIBUTING.md, "Change a sentence").
catalogs: $(STAMP)
	$(BIN)/python -m hearts.words.extract
	$(BIN)/python scripts/rulecard_catalog.py

clean:
	rm -rf $(VENV) build dist *.egg-info hearts_engine__mypyc.* hearts/engine/*.so hearts/engine/compiled.json .pytest_cache .mypy_cache .ruff_cache docs/_build docs/generated
