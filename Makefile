# Nocturne: `make run` serves the demo club on http://127.0.0.1:8000; `make test` runs every test.
# Both install what they need first (Python venv, npm packages, the web build, Chromium).

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
NPM_ENV := PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_fund=false npm_config_audit=false
APT := apt-get -o DPkg::Lock::Timeout=900
WEB_SOURCES := $(shell find web/src web/public web/scripts -type f 2>/dev/null) web/index.html \
	web/vite.config.ts web/package.json web/tsconfig.app.json web/tsconfig.json

.PHONY: run install lock build test clean-results lint typecheck api-types check-api-types pytest fuzz web-test e2e \
	chromium bench faults security-scan clean

run: install build
	$(BIN)/nocturne migrate
	$(BIN)/nocturne seed-demo --if-empty
	$(BIN)/nocturne serve

install: $(VENV)/.installed web/node_modules/.installed

# The Python packages are the exact versions (and files, by hash) of requirements.lock, so two
# installs on two days give the same environment; `make lock` re-resolves pyproject.toml's ranges.
$(VENV)/.installed: pyproject.toml requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --require-hashes -r requirements.lock
	$(BIN)/pip install --quiet --no-deps -e .
	touch $@

lock:
	$(PYTHON) -m venv $(VENV)-lock
	$(VENV)-lock/bin/pip install --quiet pip-tools
	$(VENV)-lock/bin/pip-compile --quiet --extra dev --generate-hashes --strip-extras \
		--allow-unsafe --no-emit-find-links --no-emit-index-url --output-file requirements.lock pyproject.toml
	rm -rf $(VENV)-lock

web/node_modules/.installed: web/package-lock.json
	cd web && $(NPM_ENV) npm ci --no-fund --no-audit
	touch $@

e2e/node_modules/.installed: e2e/package-lock.json
	cd e2e && $(NPM_ENV) npm ci --no-fund --no-audit
	touch $@

build: web/dist/index.html

web/dist/index.html: web/node_modules/.installed $(WEB_SOURCES)
	cd web && npm run build

# The browser tests use Debian's Chromium, never a browser build downloaded by a test tool.
chromium:
	@command -v chromium >/dev/null || ($(APT) update && $(APT) install -y chromium)

# Each runner writes a JUnit report to $(RESULTS); the last line of `make test` adds them up.
RESULTS := $(CURDIR)/test-results

# The fuzzer runs before pytest: schemathesis ends its report with a pytest-style line ("3
# warnings in 64s") that counts no tests, and a reader of the log who takes the last such line for
# the Python tests' result would see none ran.
test: install build clean-results lint typecheck check-api-types fuzz pytest web-test e2e
	@echo "== summary of $(RESULTS) =="
	@$(BIN)/python scripts/test_summary.py $(RESULTS)

clean-results:
	@rm -rf $(RESULTS) && mkdir -p $(RESULTS)

lint: install
	$(BIN)/ruff check src tests bench scripts
	$(BIN)/ruff format --check src tests bench scripts
	$(BIN)/python scripts/check_imports.py
	$(BIN)/bandit --quiet --recursive src --severity-level medium
	cd web && npm run lint
	cd web && npm run format:check

typecheck: install e2e/node_modules/.installed
	$(BIN)/mypy
	cd web && npm run typecheck
	cd e2e && npx tsc --noEmit -p .

# The web app's API types are generated from the server's OpenAPI document, and the rules the
# browser checks (guests, times, buckets...) from the server's own rules: never hand-copied.
api-types: install
	$(BIN)/nocturne openapi > web/openapi.json
	$(BIN)/nocturne shared-rules > web/src/lib/api/rules.ts
	$(BIN)/nocturne shared-rules --staff > web/src/lib/api/rules-staff.ts
	cd web && npm run gen:api

check-api-types: install
	@tmp=$$(mktemp -d) && \
	$(BIN)/nocturne openapi > $$tmp/openapi.json && \
	$(BIN)/nocturne shared-rules > $$tmp/rules.ts && \
	$(BIN)/nocturne shared-rules --staff > $$tmp/rules-staff.ts && \
	(cd web && npx openapi-typescript $$tmp/openapi.json -o $$tmp/schema.d.ts >/dev/null) && \
	if cmp -s $$tmp/openapi.json web/openapi.json && cmp -s $$tmp/schema.d.ts web/src/lib/api/schema.d.ts \
		&& cmp -s $$tmp/rules.ts web/src/lib/api/rules.ts \
		&& cmp -s $$tmp/rules-staff.ts web/src/lib/api/rules-staff.ts; \
	then echo "API types and rules are up to date"; rm -rf $$tmp; \
	else echo "web/openapi.json, web/src/lib/api/schema.d.ts, rules.ts or rules-staff.ts is stale: run 'make api-types'"; \
		rm -rf $$tmp; exit 1; fi

# Each test starts its own app, database tables and often a server or mail server, and spends much
# of its time waiting on them (fsync, sockets, subprocesses): two pytest workers per core keep both
# cores busy. Every worker has its own database (tests/support/databases.py) and temporary folders.
PYTEST_WORKERS ?= 4

pytest: install
	env -u NOCTURNE_TEST_DATABASE_URL $(BIN)/pytest tests -n $(PYTEST_WORKERS) \
		--junitxml=$(RESULTS)/pytest-sqlite.xml
	@if [ -n "$$NOCTURNE_TEST_DATABASE_URL" ]; then \
		echo "== pytest on PostgreSQL ($$NOCTURNE_TEST_DATABASE_URL) =="; \
		$(BIN)/pytest tests -n $(PYTEST_WORKERS) --junitxml=$(RESULTS)/pytest-postgresql.xml; \
	else \
		echo "NOTICE: NOCTURNE_TEST_DATABASE_URL is not set, so the PostgreSQL run is skipped."; \
	fi

# schemathesis against a running server: >= 100 generated cases per API operation.
fuzz: install
	$(BIN)/python scripts/fuzz_api.py

web-test: install
	cd web && npm test -- --reporter=default --reporter=junit --outputFile.junit=$(RESULTS)/vitest.xml

e2e: install build chromium e2e/node_modules/.installed
	cd e2e && PLAYWRIGHT_JUNIT_OUTPUT_FILE=$(RESULTS)/playwright.xml npx playwright test --reporter=list,junit

# sqlmap, wapiti and bandit against a running server (about 15 minutes; not part of `make test`).
# wapiti 3.2.3 needs its own venv (older releases crash on Python 3.11; its pins clash with ours).
SCAN_VENV := .venv-scan

$(SCAN_VENV)/.installed: scripts/scan-requirements.txt
	$(PYTHON) -m venv $(SCAN_VENV)
	$(SCAN_VENV)/bin/pip install --quiet --upgrade pip
	$(SCAN_VENV)/bin/pip install --quiet -r scripts/scan-requirements.txt
	touch $@

security-scan: install build $(SCAN_VENV)/.installed
	$(BIN)/python scripts/security_scan.py

bench: install build
	@command -v nginx >/dev/null && command -v wrk >/dev/null || \
		($(APT) update && $(APT) install -y nginx-light wrk)
	$(BIN)/python bench/run.py

# Crash safety and integrity under load (not part of `make test`; a few minutes): kill -9 of the
# server under concurrent reservations, then a bounded wrk load on the public reads with writes.
faults: install build
	@command -v wrk >/dev/null || ($(APT) update && $(APT) install -y wrk)
	$(BIN)/python scripts/fault_kill9.py
	$(BIN)/python scripts/load_integrity.py

clean:
	rm -rf $(VENV) $(SCAN_VENV) web/node_modules web/dist e2e/node_modules e2e/test-results
