"""The floor of a Python booking server: the least work POST /api/reservations can do and still
be Nocturne's public booking, for bench/floor.py to measure beside the real route.

The body is validated by Nocturne's own model (`ReservationCreate`); each booking then makes a
durable write: the night's count read and checked, the reservation inserted, the night's row
upserted, an outbox row inserted, in a transaction whose commit reaches the disk before the
answer (201 with a small JSON body). One writer takes every booking waiting at once as one
batch: one transaction, one commit (one fsync) per batch. Nothing else: no rate limit, no
idempotency key, no rules beyond a count, no mails, no change feed.

FLOOR_DATABASE says where: a SQLite file (WAL, synchronous=FULL; the writer is one thread of
the one process) or a postgresql:// address (the writer is one asyncio task with one asyncpg
connection in each worker process). The schema is made beforehand (`create_schema_sqlite`,
`create_schema_postgres`). Two apps serve the same route with the same writer: `app` (FastAPI)
and `raw` (a bare ASGI callable). Each writer says on stderr, when it stops, how many bookings
it stored in how many commits.
"""

import asyncio
import json
import os
import queue
import sqlite3
import sys
import threading
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any, Protocol

from fastapi import FastAPI, Response
from pydantic import ValidationError

from nocturne.reservations.schemas import ReservationCreate

# The count a booking is checked against: the bench's night never fills.
NIGHT_LIMIT = 1_000_000

SCHEMA = (
    "CREATE TABLE reservations (id TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, "
    "date TEXT NOT NULL, time TEXT NOT NULL, guests INTEGER NOT NULL, occasion TEXT, "
    "requests TEXT, phone TEXT, status TEXT NOT NULL, created_at TEXT NOT NULL)",
    "CREATE INDEX reservations_date ON reservations (date)",
    "CREATE TABLE nights (date TEXT PRIMARY KEY, reservations INTEGER NOT NULL, "
    "guests INTEGER NOT NULL)",
    "CREATE TABLE outbox (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL, "
    "created_at TEXT NOT NULL)",
)
# The four statements of a booking (SQLite's placeholders; `numbered` gives PostgreSQL's).
# The night's count is the one its row keeps: a count(*) of the night's reservations would grow
# with the bench's own night (tens of thousands of rows in a few seconds, near 1 ms a booking
# at the end on this kind of machine; a club's night holds hundreds), and so would measure how
# fast the floor went rather than what a booking costs.
COUNT_NIGHT = "SELECT coalesce((SELECT reservations FROM nights WHERE date = ?), 0)"
INSERT_RESERVATION = "INSERT INTO reservations VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)"
UPSERT_NIGHT = (
    "INSERT INTO nights VALUES (?, 1, ?) ON CONFLICT (date) DO UPDATE SET "
    "reservations = nights.reservations + 1, guests = nights.guests + excluded.guests"
)
INSERT_OUTBOX = "INSERT INTO outbox VALUES (?, 'reservation', ?, ?)"
# What a finished writer says on stderr; bench/floor.py reads it.
WRITER_SAYS = "floor writer: {bookings} bookings in {commits} commits"

FULL = b'{"detail":"The night is full."}'


class Booking:
    """One valid request as the rows it writes."""

    __slots__ = ("created_at", "date", "guests", "id", "outbox", "reservation")

    def __init__(self, data: ReservationCreate) -> None:
        self.id = str(uuid.uuid4())
        self.date = data.date.isoformat()
        self.guests = data.guests
        self.created_at = datetime.now(UTC).isoformat()
        self.reservation = (
            self.id, data.name, data.email, self.date, data.time, data.guests, data.occasion,
            data.requests, data.phone, self.created_at,
        )  # fmt: skip
        payload = json.dumps({"reservation": self.id, "email": data.email, "date": self.date})
        self.outbox = (str(uuid.uuid4()), payload, self.created_at)

    def answer(self) -> bytes:
        return json.dumps({"id": self.id, "date": self.date, "status": "pending"}).encode()


class Writer(Protocol):
    async def start(self) -> None: ...
    async def stop(self) -> None: ...
    async def write(self, booking: Booking) -> bool:
        """Whether the booking was stored (False: its night is full), once committed."""
        ...


Waiting = tuple[Booking, "asyncio.Future[bool]"]


def _settle(batch: list[Waiting], outcome: list[bool] | BaseException) -> None:
    for index, (_, future) in enumerate(batch):
        if future.done():  # the client went away
            continue
        if isinstance(outcome, BaseException):
            future.set_exception(outcome)
        else:
            future.set_result(outcome[index])


class SqliteWriter:
    """One thread with the one connection; the event loop hands it bookings and is handed back
    each batch's outcome once committed."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.waiting: queue.SimpleQueue[Waiting | None] = queue.SimpleQueue()
        self.bookings = self.commits = 0

    async def start(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.thread = threading.Thread(target=self._run, name="floor-writer", daemon=True)
        self.thread.start()

    async def stop(self) -> None:
        self.waiting.put(None)
        await asyncio.to_thread(self.thread.join)
        print(WRITER_SAYS.format(bookings=self.bookings, commits=self.commits), file=sys.stderr)

    async def write(self, booking: Booking) -> bool:
        future: asyncio.Future[bool] = self.loop.create_future()
        self.waiting.put((booking, future))
        return await future

    def _run(self) -> None:
        connection = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=FULL")
        try:
            while (first := self.waiting.get()) is not None:
                batch, stopping = [first], False
                while True:  # every booking waiting now joins this batch
                    try:
                        more = self.waiting.get_nowait()
                    except queue.Empty:
                        break
                    if more is None:
                        stopping = True
                        break
                    batch.append(more)
                outcome = self._commit(connection, batch)
                self.loop.call_soon_threadsafe(_settle, batch, outcome)
                if stopping:
                    return
        finally:
            connection.close()

    def _commit(
        self, connection: sqlite3.Connection, batch: list[Waiting]
    ) -> list[bool] | Exception:
        stored: list[bool] = []
        try:
            connection.execute("BEGIN IMMEDIATE")
            for booking, _ in batch:
                (held,) = connection.execute(COUNT_NIGHT, (booking.date,)).fetchone()
                if held >= NIGHT_LIMIT:
                    stored.append(False)
                    continue
                connection.execute(INSERT_RESERVATION, booking.reservation)
                connection.execute(UPSERT_NIGHT, (booking.date, booking.guests))
                connection.execute(INSERT_OUTBOX, booking.outbox)
                stored.append(True)
            connection.execute("COMMIT")
        except Exception as error:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            return error
        self.bookings += sum(stored)
        self.commits += 1
        return stored


def numbered(statement: str) -> str:
    """SQLite's `?` placeholders as PostgreSQL's `$1`, `$2`, ..."""
    parts = statement.split("?")
    return "".join(f"{part}${index}" for index, part in enumerate(parts[:-1], 1)) + parts[-1]


class PostgresWriter:
    """One task with one asyncpg connection in this worker process."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.waiting: asyncio.Queue[Waiting] = asyncio.Queue()
        self.bookings = self.commits = 0

    async def start(self) -> None:
        import asyncpg

        self.connection = await asyncpg.connect(self.url)
        self.task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        self.task.cancel()
        await asyncio.gather(self.task, return_exceptions=True)
        await self.connection.close()
        print(WRITER_SAYS.format(bookings=self.bookings, commits=self.commits), file=sys.stderr)

    async def write(self, booking: Booking) -> bool:
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self.waiting.put_nowait((booking, future))
        return await future

    async def _run(self) -> None:
        while True:
            batch = [await self.waiting.get()]
            while not self.waiting.empty():
                batch.append(self.waiting.get_nowait())
            try:
                outcome: list[bool] | Exception = await self._commit(batch)
            except Exception as error:
                outcome = error
            _settle(batch, outcome)

    async def _commit(self, batch: list[Waiting]) -> list[bool]:
        """The same four statements a booking as on SQLite: each booking's count, then the
        batch's three writes each sent as one pipelined executemany."""
        stored: list[bool] = []
        taken: dict[str, int] = {}  # by this batch, before its inserts
        async with self.connection.transaction():
            for booking, _ in batch:
                held = await self.connection.fetchval(PG_COUNT_NIGHT, booking.date)
                room = held + taken.get(booking.date, 0) < NIGHT_LIMIT
                taken[booking.date] = taken.get(booking.date, 0) + room
                stored.append(room)
            kept = [booking for (booking, _), room in zip(batch, stored, strict=True) if room]
            if kept:
                await self.connection.executemany(
                    PG_INSERT_RESERVATION, [b.reservation for b in kept]
                )
                await self.connection.executemany(
                    PG_UPSERT_NIGHT, [(b.date, b.guests) for b in kept]
                )
                await self.connection.executemany(PG_INSERT_OUTBOX, [b.outbox for b in kept])
        self.bookings += len(kept)
        self.commits += 1
        return stored


PG_COUNT_NIGHT = numbered(COUNT_NIGHT)
PG_INSERT_RESERVATION = numbered(INSERT_RESERVATION)
PG_UPSERT_NIGHT = numbered(UPSERT_NIGHT)
PG_INSERT_OUTBOX = numbered(INSERT_OUTBOX)


def create_schema_sqlite(path: str) -> None:
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA journal_mode=WAL")
        for statement in SCHEMA:
            connection.execute(statement)
    connection.close()


async def create_schema_postgres(url: str) -> None:
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        for statement in SCHEMA:
            await connection.execute(statement)
    finally:
        await connection.close()


def new_writer() -> Writer:
    database = os.environ.get("FLOOR_DATABASE", "")
    if database.startswith(("postgresql://", "postgres://")):
        return PostgresWriter(database)
    return SqliteWriter(database)


async def book(writer: Writer, data: ReservationCreate) -> tuple[int, bytes]:
    booking = Booking(data)
    if not await writer.write(booking):
        return 422, FULL
    return 201, booking.answer()


def fastapi_app() -> FastAPI:
    writer = new_writer()

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await writer.start()
        yield
        await writer.stop()

    floor = FastAPI(lifespan=lifespan, openapi_url=None, docs_url=None, redoc_url=None)

    @floor.post("/api/reservations", status_code=201)
    async def create_reservation(data: ReservationCreate) -> Response:
        status, body = await book(writer, data)
        return Response(body, status_code=status, media_type="application/json")

    return floor


Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


def asgi_app() -> Callable[[Scope, Receive, Send], Awaitable[None]]:
    """The same route without a framework: the body read, validated and written the same way."""
    writer = new_writer()

    async def respond(send: Send, status: int, body: bytes) -> None:
        headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(body))]
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    async def floor(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            while True:
                message = await receive()
                if message["type"] == "lifespan.startup":
                    await writer.start()
                    await send({"type": "lifespan.startup.complete"})
                elif message["type"] == "lifespan.shutdown":
                    await writer.stop()
                    await send({"type": "lifespan.shutdown.complete"})
                    return
        if scope["type"] != "http":
            return
        if scope["method"] != "POST" or scope["path"] != "/api/reservations":
            await respond(send, 404, b'{"detail":"Not Found"}')
            return
        body, more = b"", True
        while more:
            message = await receive()
            body += message.get("body", b"")
            more = message.get("more_body", False)
        try:
            data = ReservationCreate.model_validate(json.loads(body))
        except (ValueError, ValidationError) as error:  # JSONDecodeError is a ValueError
            detail = error.errors(include_url=False) if isinstance(error, ValidationError) else []
            await respond(send, 422, json.dumps({"detail": detail}, default=str).encode())
            return
        status, answer = await book(writer, data)
        await respond(send, status, answer)

    return floor


app = fastapi_app()
raw = asgi_app()
