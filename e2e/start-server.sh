#!/usr/bin/env bash
# Starts the real server for the browser tests: a fresh SQLite database and data folder, the demo
# club seeded, the built web app served on 127.0.0.1:$PORT, its mail sent to a local SMTP server.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# The code of this checkout, whichever environment runs it (a worktree may share another's venv).
export PYTHONPATH="$root/src${PYTHONPATH:+:$PYTHONPATH}"
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
# Mail goes over SMTP to a real local server (aiosmtpd) that keeps each mail as an .eml file in
# the outbox folder the tests read.
smtp_port="$("$root/.venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$root/.venv/bin/python" "$root/scripts/mail_catcher.py" --port "$smtp_port" --folder "$data/outbox" &
catcher=$!
trap 'kill "$catcher" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  (echo > "/dev/tcp/127.0.0.1/$smtp_port") 2>/dev/null && break
  sleep 0.1
done
export NOCTURNE_MAIL_TRANSPORT=smtp NOCTURNE_SMTP_HOST=127.0.0.1 NOCTURNE_SMTP_PORT="$smtp_port"
"$root/.venv/bin/nocturne" serve --host 127.0.0.1 --port "$PORT" &
server=$!
trap 'kill "$server" "$catcher" 2>/dev/null || true' EXIT TERM INT
wait "$server"
