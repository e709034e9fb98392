"""The public endpoints under load, as ratios to nginx serving the same bytes as a static file.

Starts nginx (the baseline) and the Nocturne server with the demo club on 127.0.0.1, then runs
bounded wrk loads (2 threads, 64 connections, a few seconds each) against:
GET /api/site, GET /api/site with If-None-Match (304), GET / (the HTML with the inlined payload),
GET /media/... (an image) and POST /api/reservations; on SQLite with its one worker process (the
server refuses several on SQLite: one writer) and, when a PostgreSQL server is reachable, on
PostgreSQL with 1 and 2 worker processes. Prints one table.
Run with `make bench` (or `.venv/bin/python bench/load.py`).
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
from common import create_database, database_beside, drop_database, free_port, running_server, say

DURATION = os.environ.get("BENCH_DURATION", "6s")
CONNECTIONS = 64
POSTGRES_SERVER = os.environ.get(
    "BENCH_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres"
)
NGINX_CONF = """
worker_processes 2;
daemon off;
pid {root}/nginx.pid;
error_log {root}/error.log;
events {{ worker_connections 1024; }}
http {{
  access_log off;
  client_body_temp_path {root}/tmp;
  proxy_temp_path {root}/tmp;
  fastcgi_temp_path {root}/tmp;
  uwsgi_temp_path {root}/tmp;
  scgi_temp_path {root}/tmp;
  server {{
    listen 127.0.0.1:{port};
    location / {{ root {root}/www; default_type application/json; }}
  }}
}}
"""
# Each request is a new guest: one guest holds one pending request a night.
RESERVATION_LUA = """
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local sent = 0
request = function()
  sent = sent + 1
  local body = string.gsub('{body}', "bench@", "bench-" .. sent .. "-" .. math.random(1e9) .. "@")
  return wrk.format(nil, nil, nil, body)
end
"""


@contextmanager
def nginx_serving(body: bytes) -> Iterator[str]:
    root = Path(tempfile.mkdtemp(prefix="nocturne-nginx-"))
    (root / "www").mkdir()
    (root / "tmp").mkdir()
    (root / "www" / "site.json").write_bytes(body)
    root.chmod(0o755)
    port = free_port()
    (root / "nginx.conf").write_text(NGINX_CONF.format(root=root, port=port))
    process = subprocess.Popen(["nginx", "-c", str(root / "nginx.conf")])
    try:
        url = f"http://127.0.0.1:{port}/site.json"
        for _ in range(50):
            try:
                if httpx.get(url).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)
        shutil.rmtree(root, ignore_errors=True)


def wrk(url: str, *args: str) -> tuple[float, float, float, int]:
    """requests/s, p50 ms, p99 ms, non-2xx/3xx responses + socket errors."""
    out = subprocess.run(
        ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{DURATION}", "--latency", *args, url],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]

    def percentile(name: str) -> float:
        value, unit = re.search(rf"\s{name}%\s+([\d.]+)(us|ms|s)", out).groups()  # type: ignore[union-attr]
        return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]

    errors = 0
    if match := re.search(r"Non-2xx or 3xx responses: (\d+)", out):
        errors += int(match.group(1))
    if match := re.search(
        r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out
    ):
        errors += sum(int(n) for n in match.groups())
    return rate, percentile("50"), percentile("99"), errors


def reservation_script(folder: Path) -> Path:
    body = json.dumps({
        "name": "Bench Guest", "email": "bench@example.com",
        "date": (datetime.now(UTC).date() + timedelta(days=7)).isoformat(),
        "time": "22:30", "guests": 4, "phone": "+1 212 555 0100",
    })  # fmt: skip
    script = folder / "reservation.lua"
    script.write_text(RESERVATION_LUA.format(body=body))
    return script


@contextmanager
def postgres_database() -> Iterator[str | None]:
    import asyncio

    name = f"nocturne_bench_{uuid.uuid4().hex[:8]}"
    if not asyncio.run(create_database(POSTGRES_SERVER, name, "its rows are skipped")):
        yield None
        return
    try:
        yield database_beside(POSTGRES_SERVER, name)
    finally:
        asyncio.run(drop_database(POSTGRES_SERVER, name))


def row(label: str, result: tuple[float, float, float, int], baseline: float) -> None:
    rate, p50, p99, errors = result
    say(f"  {label:<44} {rate:>9,.0f} {p50:>8.2f} {p99:>8.2f} {rate / baseline:>7.1%} {errors:>7}")


def bundle_sizes() -> None:
    import gzip

    dist = Path(__file__).resolve().parents[1] / "web" / "dist"
    index = (dist / "index.html").read_text()
    # Every script and stylesheet the page names: the stylesheet link, and the app's entry with
    # its chunks, which a small inline loader fetches after the first paint.
    entry = set(re.findall(r'"(/assets/[^"]+\.(?:js|css))"', index))

    def gzipped(suffix: str) -> float:
        files = [dist / p.lstrip("/") for p in entry if p.endswith(suffix)]
        return sum(len(gzip.compress(f.read_bytes(), 9)) for f in files) / 1024

    say(
        f"public page: JavaScript {gzipped('.js'):.1f} KB gzipped (goal <= 90 KB), "
        f"CSS {gzipped('.css'):.1f} KB gzipped"
    )


def measure(db_label: str, workers: int, env: dict[str, str], script: Path) -> None:
    with running_server(workers=workers, env=env) as server:
        site = httpx.get(f"{server.url}/api/site")
        etag = site.headers["etag"]
        image = site.json()["gallery_items"][0]["url"]
        tag = f"{db_label}, {workers} worker{'s' if workers > 1 else ''}"
        with nginx_serving(site.content) as static:
            baseline = wrk(static)
            runs = [
                ("nginx static (same bytes)", baseline),
                ("GET /api/site", wrk(f"{server.url}/api/site")),
                (
                    "GET /api/site 304",
                    wrk(f"{server.url}/api/site", "-H", f"If-None-Match: {etag}"),
                ),
                ("GET /", wrk(f"{server.url}/")),
                (f"GET {image.rsplit('/', 1)[-1][:18]}", wrk(f"{server.url}{image}")),
                (
                    "POST /api/reservations",
                    wrk(f"{server.url}/api/reservations", "-s", str(script)),
                ),
            ]
        for label, result in runs:
            row(f"{label} [{tag}]", result, baseline[0])


def main() -> None:
    bundle_sizes()
    with tempfile.TemporaryDirectory() as folder:
        script = reservation_script(Path(folder))
        with postgres_database() as postgres:
            databases = [("SQLite", None)] + ([("PostgreSQL", postgres)] if postgres else [])
            say(
                f"wrk: 2 threads, {CONNECTIONS} connections, {DURATION} per row; "
                "ratio = requests/s over nginx static in this run"
            )
            header = f"{'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'ratio':>7} {'errors':>7}"
            say(f"  {'endpoint':<44} {header}")
            for db_label, url in databases:
                # SQLite has one writer, so the server refuses several workers on it.
                for workers in (1, 2) if url else (1,):
                    env = {"NOCTURNE_DATABASE_URL": url} if url else {}
                    measure(db_label, workers, env, script)


if __name__ == "__main__":
    sys.exit(main())
