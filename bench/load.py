"""The public endpoints under load, as ratios to nginx serving the same bytes as a static file.

Starts nginx (the baselines: the site payload, and the gallery picture) and the Nocturne server
with the demo club on 127.0.0.1, then runs bounded wrk loads (2 threads, 64 connections, a few
seconds each) against: GET /api/site, GET /api/site with If-None-Match (304), GET / (the HTML
with the inlined payload), the other public reads (the events, one event's page as JSON and as
HTML, the menu images, the reservation form's nights), GET /media/... (the picture, against nginx
serving that picture, and through nginx in front as deployed) and POST /api/reservations (for a
night the demo club takes bookings); on SQLite with its one worker process (the server refuses
several on SQLite: one writer) and, when a PostgreSQL server is reachable, on PostgreSQL with 1
and 2 worker processes, each on a fresh database. Prints one table.
BENCH_DATABASES=sqlite (or postgresql) measures one database only.
Run with `make bench` (or `.venv/bin/python bench/load.py`).
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
from common import (
    Server,
    bookable_nights,
    create_database,
    database_beside,
    drop_database,
    free_port,
    running_server,
    say,
)

DURATION = os.environ.get("BENCH_DURATION", "6s")
CONNECTIONS = 64
POSTGRES_SERVER = os.environ.get(
    "BENCH_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres"
)
STATIC_SITE = """  server {{
    listen 127.0.0.1:{port};
    location / {{ root {root}/www; default_type application/json; }}
    # The picture as a static server sends files (deploy/nginx.conf does the same).
    location ~ \\.jpg$ {{ root {root}/www; sendfile on; tcp_nopush on; }}
  }}"""
# nginx in front of the server as docs/deployment.md sets it up (deploy/nginx.conf, its paths and
# ports replaced): assets and media from disk, the rest proxied.
FRONT_SITE = """  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  {site}"""


def nginx_conf(root: Path, site: str) -> str:
    """One nginx run from the temporary folder `root`: its pid, log and temporary files there."""
    scratch = root / "tmp"
    temporary = "".join(
        f"  {kind}_temp_path {scratch};\n"
        for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    return (
        f"worker_processes 2;\ndaemon off;\npid {root}/nginx.pid;\nerror_log {root}/error.log;\n"
        f"events {{ worker_connections 1024; }}\n"
        f"http {{\n  access_log off;\n{temporary}{site}\n}}\n"
    )


DEPLOY_NGINX = Path(__file__).resolve().parents[1] / "deploy" / "nginx.conf"
WEB_DIST = Path(__file__).resolve().parents[1] / "web" / "dist"

# Each request is a new guest: one guest holds one pending request a night. Each wrk thread
# numbers its guests apart (its Lua state starts from the same random seed as the other's).
RESERVATION_LUA = """
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("thread_id", threads)
end
local sent = 0
request = function()
  sent = sent + 1
  local guest = "bench-{run}-" .. thread_id .. "-" .. sent .. "@"
  local body = string.gsub('{body}', "bench@", guest)
  return wrk.format(nil, nil, nil, body)
end
"""


@contextmanager
def nginx_serving(files: dict[str, bytes]) -> Iterator[str]:
    """nginx serving `files` (name: bytes) as static files; yields its base URL."""
    root = Path(tempfile.mkdtemp(prefix="nocturne-nginx-"))
    (root / "www").mkdir()
    (root / "tmp").mkdir()
    for name, body in files.items():
        (root / "www" / name).write_bytes(body)
    root.chmod(0o755)
    port = free_port()
    with running_nginx(
        root, nginx_conf(root, STATIC_SITE.format(root=root, port=port)), port, next(iter(files))
    ) as base:
        yield base


@contextmanager
def nginx_in_front(server: Server) -> Iterator[str]:
    """nginx with the deployment's configuration in front of `server`; yields its base URL."""
    root = Path(tempfile.mkdtemp(prefix="nocturne-front-"))
    (root / "tmp").mkdir()
    root.chmod(0o755)
    server.data_dir.chmod(0o755)  # nginx's workers read the media folder as another user
    port = free_port()
    site = (
        DEPLOY_NGINX.read_text()
        .replace("listen 80;", f"listen 127.0.0.1:{port};")
        .replace("127.0.0.1:8000", server.url.removeprefix("http://"))
        .replace("/srv/nocturne/web/dist", str(WEB_DIST))
        .replace("/srv/nocturne/data", str(server.data_dir))
    )
    with running_nginx(
        root, nginx_conf(root, FRONT_SITE.format(site=site)), port, "api/health"
    ) as base:
        yield base


@contextmanager
def running_nginx(root: Path, conf: str, port: int, ready: str) -> Iterator[str]:
    """nginx run with `conf` from the folder `root` (removed after), once `ready` answers."""
    (root / "nginx.conf").write_text(conf)
    process = subprocess.Popen(["nginx", "-c", str(root / "nginx.conf")])
    try:
        base = f"http://127.0.0.1:{port}"
        wait_for(f"{base}/{ready}")
        yield base
    finally:
        process.terminate()
        process.wait(timeout=10)
        shutil.rmtree(root, ignore_errors=True)


def wait_for(url: str) -> None:
    for _ in range(50):
        try:
            if httpx.get(url).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"{url} did not answer 200")


Result = tuple[float, float, float, int, str]


def wrk(url: str, *args: str) -> Result:
    """requests/s, p50 ms, p99 ms, non-2xx/3xx responses + socket errors, and what they were."""
    out = subprocess.run(
        ["wrk", "-t2", f"-c{CONNECTIONS}", f"-d{DURATION}", "--latency", *args, url],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]

    def percentile(name: str) -> float:
        value, unit = re.search(rf"\s{name}%\s+([\d.]+)(us|ms|s)", out).groups()  # type: ignore[union-attr]
        return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]

    counts: dict[str, int] = {}
    if match := re.search(r"Non-2xx or 3xx responses: (\d+)", out):
        counts["non-2xx/3xx"] = int(match.group(1))
    if match := re.search(
        r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out
    ):
        counts.update(
            zip(
                ("connect", "read", "write", "timeout (2 s)"), map(int, match.groups()), strict=True
            )
        )
    detail = ", ".join(f"{kind} {n}" for kind, n in counts.items() if n)
    return rate, percentile("50"), percentile("99"), sum(counts.values()), detail


def reservation_script(folder: Path, night: str) -> Path:
    body = json.dumps({
        "name": "Bench Guest", "email": "bench@example.com", "date": night,
        "time": "22:30", "guests": 4, "phone": "+1 212 555 0100",
    })  # fmt: skip
    script = folder / "reservation.lua"
    script.write_text(RESERVATION_LUA.format(body=body, run=uuid.uuid4().hex[:8]))
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


def row(label: str, result: Result, baseline: float) -> None:
    rate, p50, p99, errors, detail = result
    say(f"  {label:<44} {rate:>9,.0f} {p50:>8.2f} {p99:>8.2f} {rate / baseline:>7.1%} {errors:>7}")
    if errors:
        say(f"    errors: {detail}")


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


def measure(db_label: str, workers: int, env: dict[str, str], folder: Path) -> None:
    with running_server(workers=workers, env=env) as server:
        site = httpx.get(f"{server.url}/api/site")
        etag = site.headers["etag"]
        image = site.json()["gallery_items"][0]["url"]
        picture = httpx.get(f"{server.url}{image}")
        # A 404 here would be measured as a row of errors (as it was when a second server shared
        # the first one's database but not its media folder): refuse to measure it.
        picture.raise_for_status()
        script = reservation_script(folder, bookable_nights(server.url, 1)[0])
        slug = httpx.get(f"{server.url}/api/events").json()["data"][0]["slug"]
        tag = f"{db_label}, {workers} worker{'s' if workers > 1 else ''}"
        with nginx_serving({"site.json": site.content, "picture.jpg": picture.content}) as static:
            baseline = wrk(f"{static}/site.json")
            runs = [
                ("nginx static (same bytes)", baseline, baseline),
                ("GET /api/site", wrk(f"{server.url}/api/site"), baseline),
                (
                    "GET /api/site 304",
                    wrk(f"{server.url}/api/site", "-H", f"If-None-Match: {etag}"),
                    baseline,
                ),
                ("GET /", wrk(f"{server.url}/"), baseline),
                ("GET /api/events", wrk(f"{server.url}/api/events"), baseline),
                ("GET /api/events/{slug}", wrk(f"{server.url}/api/events/{slug}"), baseline),
                ("GET /events/{slug} (HTML)", wrk(f"{server.url}/events/{slug}"), baseline),
                ("GET /api/menu-images", wrk(f"{server.url}/api/menu-images"), baseline),
                (
                    "GET /api/reservation-availability",
                    wrk(f"{server.url}/api/reservation-availability"),
                    baseline,
                ),
            ]
            picture_baseline = wrk(f"{static}/picture.jpg")
            label = f"GET {image.rsplit('/', 1)[-1][:18]}"
            runs += [
                ("nginx static (the picture)", picture_baseline, picture_baseline),
                (label, wrk(f"{server.url}{image}"), picture_baseline),
            ]
            with nginx_in_front(server) as front:
                through = httpx.get(f"{front}{image}")
                # From the media folder, with the app's headers, not a 404 or a proxied answer.
                assert through.content == picture.content, through.status_code
                assert through.headers["content-security-policy"].endswith("sandbox")
                assert "x-request-id" not in through.headers
                runs.append(
                    (f"{label} via nginx (deploy)", wrk(f"{front}{image}"), picture_baseline)
                )
            runs.append(
                (
                    "POST /api/reservations",
                    wrk(f"{server.url}/api/reservations", "-s", str(script)),
                    baseline,
                )
            )
        for label, result, against in runs:
            row(f"{label} [{tag}]", result, against[0])


def main() -> None:
    bundle_sizes()
    with tempfile.TemporaryDirectory() as folder:
        say(
            f"wrk: 2 threads, {CONNECTIONS} connections, {DURATION} per row; ratio = requests/s "
            "over nginx serving the same bytes (the site payload, or the picture) in this run"
        )
        header = f"{'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'ratio':>7} {'errors':>7}"
        say(f"  {'endpoint':<44} {header}")
        # BENCH_DATABASES=sqlite (or postgresql) measures one database only.
        only = os.environ.get("BENCH_DATABASES", "").lower()
        if only in ("", "sqlite"):
            measure("SQLite", 1, {}, Path(folder))
        # SQLite has one writer, so the server refuses several workers on it. Each PostgreSQL
        # server gets a database of its own: the demo club (its rows and its media folder) is
        # seeded only into an empty one.
        for workers in (1, 2) if only in ("", "postgresql") else ():
            with postgres_database() as postgres:
                if postgres is None:
                    break
                measure("PostgreSQL", workers, {"NOCTURNE_DATABASE_URL": postgres}, Path(folder))


if __name__ == "__main__":
    main()
