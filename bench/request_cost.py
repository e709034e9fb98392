"""The Python work of one public read and of one booking, without HTTP: the app called
directly as an ASGI application, in one process. Reads: a GET for each public read's path (the
answer kept by the response cache after the first); microseconds per request, the best of three
rounds of 20,000. Bookings: POST /api/reservations from new guests, 64 at a time (the booking
desk batches them), with a staff notification address (so each booking stores a staff notice
and a receipt, which the app's outbox worker sends meanwhile into the outbox folder), one in
twenty with an Idempotency-Key; microseconds per booking, the best of three rounds of 1,280.
Unlike the load rows, the figures hardly move with what else the machine runs.

The app runs on a new SQLite file in a temporary folder, with the built web app (web/dist),
the request log at INFO into no handler (the line is made, as when served).
Run with `.venv/bin/python bench/request_cost.py`.
"""

import asyncio
import json
import logging
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from nocturne.app import create_app
from nocturne.config import Settings
from nocturne.core.migrate import upgrade

WEB_DIST = Path(__file__).resolve().parents[1] / "web" / "dist"
PATHS = ("/api/site", "/api/events", "/", "/api/reservation-availability")
ROUNDS = 3
REQUESTS = 20_000


def scope_for(path: str) -> dict[str, Any]:
    return {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET",
        "scheme": "http", "path": path, "raw_path": path.encode(), "query_string": b"",
        "root_path": "", "headers": [(b"host", b"127.0.0.1")], "client": ("127.0.0.1", 1),
        "server": ("127.0.0.1", 8000), "state": {},
    }  # fmt: skip


async def receive() -> dict[str, Any]:
    return {"type": "http.request", "body": b"", "more_body": False}


async def main() -> None:
    requests = logging.getLogger("nocturne.requests")
    requests.setLevel(logging.INFO)
    requests.addHandler(logging.NullHandler())
    requests.propagate = False
    folder = Path(tempfile.mkdtemp(prefix="nocturne-cost-"))
    settings = Settings(
        database_url=f"sqlite+aiosqlite:///{folder / 'cost.db'}",
        data_dir=folder / "data",
        web_dist=WEB_DIST,
        secret_key="request-cost-" + "k" * 40,
        staff_notification_emails=["door@nocturne.club"],
        public_write_limit=10**9,
    )
    app = create_app(settings)
    await upgrade(app.state.engine)
    async with app.router.lifespan_context(app):
        for path in PATHS:
            statuses: set[int] = set()

            async def send(message: dict[str, Any]) -> None:
                if message["type"] == "http.response.start":
                    statuses.add(message["status"])  # noqa: B023 - read in this round only

            scope = scope_for(path)
            for _ in range(200):
                await app(dict(scope), receive, send)
            best = float("inf")
            for _ in range(ROUNDS):
                started = time.perf_counter()
                for _ in range(REQUESTS):
                    await app(dict(scope), receive, send)
                best = min(best, (time.perf_counter() - started) / REQUESTS)
            print(f"  {path:<34} {best * 1e6:6.1f} µs per request  (status {sorted(statuses)})")
        await bookings(app)


BOOKINGS_AT_ONCE = 64
BOOKING_ROUNDS = 20


async def bookings(app: Any) -> None:
    answers: dict[int, int] = {}
    night = (date.today() + timedelta(days=7)).isoformat()
    sent = 0

    async def book() -> None:
        nonlocal sent
        sent += 1
        body = json.dumps({
            "name": "Bench Guest", "email": f"guest-{sent}@example.com", "date": night,
            "time": "22:30", "guests": 2, "phone": "+1 212 555 0100",
        }).encode()  # fmt: skip
        headers = [(b"content-type", b"application/json")]
        if sent % 20 == 0:
            headers.append((b"idempotency-key", f"request-cost-{sent}".encode()))
        scope = scope_for("/api/reservations") | {"method": "POST"}
        scope["headers"] = [*scope["headers"], *headers]

        async def receive_body() -> dict[str, Any]:
            return {"type": "http.request", "body": body, "more_body": False}

        async def send(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                answers[message["status"]] = answers.get(message["status"], 0) + 1

        await app(scope, receive_body, send)

    best = float("inf")
    for _ in range(ROUNDS):
        started = time.perf_counter()
        for _ in range(BOOKING_ROUNDS):
            await asyncio.gather(*(book() for _ in range(BOOKINGS_AT_ONCE)))
        best = min(best, (time.perf_counter() - started) / (BOOKING_ROUNDS * BOOKINGS_AT_ONCE))
    label = "POST /api/reservations"
    print(f"  {label:<34} {best * 1e6:6.1f} µs per booking  (status {sorted(answers)})")


if __name__ == "__main__":
    asyncio.run(main())
