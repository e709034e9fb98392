"""The framework's floor: Nocturne's public booking route beside the least a Python server can do
for the same request, both measured in this run with the same wrk load.

The floor (bench/floor_app.py) is a minimal app served by uvicorn (uvloop, httptools) on
127.0.0.1: one route, POST /api/reservations, that validates the body with Nocturne's own model
and makes a durable write for each booking (the night's count, the reservation, the night's row,
an outbox row), through one writer that commits every booking waiting at once as one batch (one
transaction, one commit, so one fsync, per batch); each request awaits its batch's commit before
its 201. Whatever Nocturne's route does beyond that (its rules, rate limit, idempotency keys,
mails, change feed, the ORM and the framework's layers) is the distance between the rows.

Rows (wrk, 2 threads, 64 connections, BENCH_DURATION each, the body load.py sends, each request
a new guest): the floor on SQLite (WAL, synchronous=FULL) with one process, in FastAPI and as a
bare ASGI app; Nocturne on SQLite with its one worker; and, when PostgreSQL answers on
127.0.0.1:5432, the floor (FastAPI, one asyncpg writer a worker) and Nocturne with 2 workers,
each on a database of its own. Errors are non-2xx answers and socket errors. Under each floor
row, what its writers stored, in how many commits. Figures only: nothing is asserted.
Run with `make bench` (or `.venv/bin/python bench/floor.py`).
"""

import asyncio
import os
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
from common import bookable_nights, free_port, running_server, say, stopped_after
from floor_app import WRITER_SAYS, create_schema_postgres, create_schema_sqlite
from load import CONNECTIONS, DURATION, Result, postgres_database, reservation_script
from pocketbase import under_load

HERE = Path(__file__).resolve().parent
UVICORN = [sys.executable, "-m", "uvicorn", "--app-dir", str(HERE), "--host", "127.0.0.1"]
SKIPPED = "PostgreSQL not answering: row skipped"
WRITER_LINE = re.compile(
    re.escape(WRITER_SAYS).replace(r"\{bookings\}", r"(\d+)").replace(r"\{commits\}", r"(\d+)")
)


@contextmanager
def floor_server(target: str, database: str, workers: int, night: str, log: Path) -> Iterator[str]:
    """The floor app `target` (floor_app:app or floor_app:raw) on a free port, writing to
    `database`, its stderr to `log`; yields its address once it has stored a booking."""
    port = free_port()
    with log.open("wb") as stderr:
        process = subprocess.Popen(
            [*UVICORN, "--port", str(port), "--workers", str(workers), "--loop", "uvloop",
             "--http", "httptools", "--no-access-log", "--log-level", "warning", target],
            env={**os.environ, "FLOOR_DATABASE": database},
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=stderr,
        )  # fmt: skip
        with stopped_after(process):
            url = f"http://127.0.0.1:{port}"
            booked(f"{url}/api/reservations", night, process)
            yield url


def booked(address: str, night: str, process: "subprocess.Popen[bytes]") -> None:
    """Returns once `address` answers a booking 201; raises if `process` ends or 30 s pass."""
    body = {
        "name": "Ready Guest", "email": "ready@example.com", "date": night, "time": "22:30",
        "guests": 4, "phone": "+1 212 555 0100",
    }  # fmt: skip
    deadline = time.monotonic() + 30
    while True:
        try:
            answer = httpx.post(address, json=body, timeout=2)
            if answer.status_code == 201:
                return
            raise RuntimeError(f"the floor refused a booking: {answer.status_code} {answer.text}")
        except httpx.HTTPError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"the floor behind {address} did not start")
        time.sleep(0.1)


def writers(log: Path) -> tuple[int, int]:
    """Bookings stored and commits made by the floor's writers (one a worker), from its log."""
    found = WRITER_LINE.findall(log.read_text())
    if not found:
        raise RuntimeError(f"the floor's writers said nothing: {log.read_text()[-2000:]}")
    return sum(int(b) for b, _ in found), sum(int(c) for _, c in found)


def stored_sqlite(path: Path) -> tuple[int, int, int]:
    """Reservations, outbox rows and the nights' counted reservations in the floor's file."""
    with sqlite3.connect(path) as connection:
        row = connection.execute(
            "SELECT (SELECT count(*) FROM reservations), (SELECT count(*) FROM outbox), "
            "(SELECT coalesce(sum(reservations), 0) FROM nights)"
        ).fetchone()
    connection.close()
    return row[0], row[1], row[2]


async def stored_postgres(url: str) -> tuple[int, int, int]:
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        row = await connection.fetchrow(
            "SELECT (SELECT count(*) FROM reservations), (SELECT count(*) FROM outbox), "
            "(SELECT coalesce(sum(reservations), 0) FROM nights)"
        )
    finally:
        await connection.close()
    assert row is not None  # one row, always
    return row[0], row[1], row[2]


Measured = tuple[Result, str]  # the wrk figures, and a note on what was stored


def measure_floor_sqlite(target: str, folder: Path, night: str, script: Path) -> Measured:
    database = folder / f"floor-{target.split(':')[1]}.sqlite3"
    create_schema_sqlite(str(database))
    log = folder / "floor-sqlite.log"
    with floor_server(target, str(database), 1, night, log) as url:
        result = under_load(f"{url}/api/reservations", "-s", str(script))
    return result, note(1, writers(log), stored_sqlite(database))


def measure_floor_postgres(url: str, folder: Path, night: str, script: Path) -> Measured:
    asyncio.run(create_schema_postgres(url))
    log = folder / "floor-postgres.log"
    with floor_server("floor_app:app", url, 2, night, log) as address:
        result = under_load(f"{address}/api/reservations", "-s", str(script))
    return result, note(2, writers(log), asyncio.run(stored_postgres(url)))


def note(workers: int, written: tuple[int, int], stored: tuple[int, int, int]) -> str:
    bookings, commits = written
    reservations, outbox, counted = stored
    who = "writer" if workers == 1 else f"{workers} writers"
    return (
        f"{who}: {bookings:,} bookings in {commits:,} commits "
        f"({bookings / max(commits, 1):.1f} a commit); stored: {reservations:,} reservations, "
        f"{outbox:,} outbox rows, {counted:,} counted on the nights' rows"
    )


def postgres_answers() -> bool:
    import asyncpg
    from load import POSTGRES_SERVER

    async def ping() -> None:
        connection = await asyncpg.connect(POSTGRES_SERVER, timeout=3)
        await connection.close()

    try:
        asyncio.run(ping())
    except (OSError, asyncpg.PostgresError, TimeoutError):
        return False
    return True


def main() -> None:
    # Stopped from outside (a timeout), still stop the servers and remove their folders.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    say(
        f"Nocturne's POST /api/reservations against the floor (a minimal app: Nocturne's model, "
        f"one batched durable writer); wrk 2 threads, {CONNECTIONS} connections, {DURATION} per "
        f"row, the same body; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores"
    )
    rows: list[tuple[str, Measured | None]] = []
    shares: dict[str, str] = {}
    with tempfile.TemporaryDirectory(prefix="nocturne-floor-") as scratch:
        folder = Path(scratch)
        with running_server() as nocturne:
            (night,) = bookable_nights(nocturne.url, 1)
            script = reservation_script(folder, night)
            mine = under_load(f"{nocturne.url}/api/reservations", "-s", str(script))
        floor = measure_floor_sqlite("floor_app:app", folder, night, script)
        bare = measure_floor_sqlite("floor_app:raw", folder, night, script)
        rows += [
            ("floor SQLite, FastAPI (1 process)", floor),
            ("floor SQLite, raw ASGI (1 process)", bare),
            ("Nocturne SQLite (1 worker)", (mine, "")),
        ]
        shares["Nocturne SQLite (1 worker)"] = (
            f"Nocturne / floor: {percent(mine[0], floor[0][0])} "
            f"(raw ASGI floor: {percent(mine[0], bare[0][0])})"
        )
        pg_floor: Measured | None = None
        pg_mine: Result | None = None
        if postgres_answers():
            with postgres_database() as postgres:
                if postgres is not None:
                    env = {"NOCTURNE_DATABASE_URL": postgres}
                    with running_server(workers=2, env=env) as nocturne:
                        (night,) = bookable_nights(nocturne.url, 1)
                        script = reservation_script(folder, night)
                        pg_mine = under_load(f"{nocturne.url}/api/reservations", "-s", str(script))
            with postgres_database() as postgres:
                if postgres is not None:
                    pg_floor = measure_floor_postgres(postgres, folder, night, script)
        else:
            say(SKIPPED)
        rows += [
            ("floor PostgreSQL, FastAPI (2 workers)", pg_floor),
            ("Nocturne PostgreSQL (2 workers)", (pg_mine, "") if pg_mine else None),
        ]
        if pg_floor and pg_mine:
            shares["Nocturne PostgreSQL (2 workers)"] = (
                f"Nocturne / floor: {percent(pg_mine[0], pg_floor[0][0])}"
            )
    report(rows, shares)


def percent(part: float, whole: float) -> str:
    return f"{100 * part / whole:.1f} %"


def report(rows: list[tuple[str, Measured | None]], shares: dict[str, str]) -> None:
    say(f"  {'server':<38} {'req/s':>8} {'p99 ms':>9} {'errors':>7}  share")
    for label, measured in rows:
        if measured is None:
            say(f"  {label:<38} {SKIPPED}")
            continue
        (rate, _, p99, errors, detail), stored = measured
        say(
            f"  {label:<38} {rate:>8,.0f} {p99:>9.2f} {errors:>7}  {shares.get(label, '')}".rstrip()
        )
        if errors:
            say(f"    errors: {detail}")
        if stored:
            say(f"    {stored}")
    say(
        "  share: Nocturne's req/s over the floor's on the same database, in this run; load "
        f"average {os.getloadavg()[0]:.2f} at the end"
    )


if __name__ == "__main__":
    main()
