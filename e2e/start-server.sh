#!/usr/bin/env bash
# Starts the real server for the browser tests: a fresh SQLite database and data folder, the demo
# club seeded, the built web app served on 127.0.0.1:$PORT.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
: "${PORT:?PORT must be set}"
data="${E2E_DATA_DIR:-$(mktemp -d -t nocturne-e2e-XXXXXX)}"
export NOCTURNE_DATA_DIR="$data"
export NOCTURNE_PUBLIC_WRITE_LIMIT=100000
# The other websites the admin tests take media from by address.
export NOCTURNE_MEDIA_ORIGINS='["https://example.com", "https://cdn.example.com"]'
"$root/.venv/bin/nocturne" migrate
"$root/.venv/bin/nocturne" seed-demo >/dev/null
# A known admin for the browser tests (the demo admin's password is random and shown once).
"$root/.venv/bin/nocturne" create-admin "${E2E_ADMIN_EMAIL:-e2e-admin@nocturne.club}" \
  --password "${E2E_ADMIN_PASSWORD:-e2e-admin-password}"
exec "$root/.venv/bin/nocturne" serve --host 127.0.0.1 --port "$PORT"
