"""The database engines and sessions, and how a database outage is told from a bug.

SQLite (the default) runs in WAL mode with every write through one connection: the SQLite that
Python links here predates the fix for a WAL race between two writing connections. One process
therefore holds the only writing connection: `nocturne serve` refuses several workers on SQLite
(config.py). Work that only reads (the public reads' snapshots, the read-only routes) has its own
pool of read-only connections (`create_read_engine`): in WAL mode a reader sees the last commit
and never waits for the writer, so a long write transaction holds up no read. SQLite opens those
connections read-only, so they can neither write nor checkpoint. Writes commit without an fsync
each; the answer of a request that committed waits for one shared fsync (group_commit.py).
PostgreSQL gets an ordinary pool whose connections are checked before each use, so the first
request after a database restart gets a fresh connection; its reads share that pool.
"""

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from types import TracebackType
from typing import Any

import asyncpg
from sqlalchemy import event, exc, make_url
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.pool import AsyncAdaptedQueuePool

from nocturne.core import sqlite as sqlite_inline
from nocturne.core.group_commit import GroupCommit

log = logging.getLogger(__name__)

CONNECT_TIMEOUT_SECONDS = 5
SQLITE_BUSY_TIMEOUT_MS = 5000
# How long a request waits for a free connection of its pool before it answers 503.
POOL_TIMEOUT_SECONDS = 30


def is_sqlite(url: str) -> bool:
    return url.startswith("sqlite")


def create_engine(url: str) -> AsyncEngine:
    if is_sqlite(url):
        engine = create_async_engine(
            url,
            # Calls run on the event loop's thread; waits for another process's lock do not.
            async_creator=sqlite_inline.creator(
                make_url(url).database or ":memory:", SQLITE_BUSY_TIMEOUT_MS
            ),
            poolclass=AsyncAdaptedQueuePool,
            pool_size=1,
            max_overflow=0,
            pool_timeout=POOL_TIMEOUT_SECONDS,
        )
        event.listen(engine.sync_engine, "connect", _configure_sqlite)
        return engine
    return _postgres_engine(url, pool_size=10, max_overflow=10)


def _postgres_engine(url: str, *, pool_size: int, max_overflow: int) -> AsyncEngine:
    return create_async_engine(
        url,
        pool_pre_ping=True,
        pool_size=pool_size,
        max_overflow=max_overflow,
        # An unreachable server fails a request in seconds, not after asyncpg's default minute.
        connect_args={"timeout": CONNECT_TIMEOUT_SECONDS},
    )


def create_read_engine(url: str, writer: AsyncEngine, readers: int) -> AsyncEngine:
    """The engine for work that only reads: on a SQLite file, `readers` read-only connections
    beside the writer's one; otherwise (PostgreSQL, an in-memory SQLite, no readers asked for)
    the writer's engine itself."""
    database = sqlite_file(url)
    if database is None or readers < 1:
        return writer
    engine = create_async_engine(
        url,
        async_creator=sqlite_inline.creator(str(database), SQLITE_BUSY_TIMEOUT_MS, read_only=True),
        poolclass=AsyncAdaptedQueuePool,
        pool_size=readers,
        max_overflow=0,
        pool_timeout=POOL_TIMEOUT_SECONDS,
    )
    event.listen(engine.sync_engine, "connect", _configure_sqlite_reader)
    return engine


def sqlite_file(url: str) -> Path | None:
    """The database file of a SQLite URL; None for PostgreSQL or an in-memory database."""
    database = make_url(url).database or ":memory:"
    if not is_sqlite(url) or database == ":memory:" or "mode=memory" in url:
        return None
    return Path(database).resolve()


def create_group_commit(url: str, writer: AsyncEngine) -> GroupCommit | None:
    """On a SQLite file, what makes each answered write durable (core/group_commit.py)."""
    database = sqlite_file(url)
    if database is None:
        return None
    group_commit = GroupCommit(database)
    group_commit.watch(writer)
    return group_commit


# Every SQLite connection, the writer's and the readers'. In WAL mode NORMAL syncs at
# checkpoints, not at each commit (which would stall the event loop): a request that committed is
# answered once group_commit.py has synced the WAL. Busy: fail at once on the event loop's
# thread; sqlite_inline waits on its worker thread. A page cache of 64 MB (SQLite's default is
# 2 MB): the mails stored with each booking make the file grow by about 10 KB a booking, and a
# busy night's pages stay in memory.
_EVERY_CONNECTION = (
    "synchronous=NORMAL",
    "foreign_keys=ON",
    "busy_timeout=0",
    "cache_size=-65536",
)


def _pragmas(dbapi_connection: Any, *pragmas: str) -> None:
    cursor = dbapi_connection.cursor()
    for pragma in pragmas:
        cursor.execute(f"PRAGMA {pragma}")
    cursor.close()


def _configure_sqlite(dbapi_connection: Any, _record: Any) -> None:
    _pragmas(dbapi_connection, "journal_mode=WAL", *_EVERY_CONNECTION)


def _configure_sqlite_reader(dbapi_connection: Any, _record: Any) -> None:
    # The journal mode belongs to the file (the writer sets WAL); the rest is per connection.
    _pragmas(dbapi_connection, "query_only=ON", *_EVERY_CONNECTION)


def create_counts_engine(url: str, writer: AsyncEngine) -> AsyncEngine:
    """Where the rate-limit counts that commit apart from their request run (core/rate_limit.py).

    PostgreSQL: a small pool of their own. A request that already holds a connection of the main
    pool (and perhaps a row lock others wait on) must never wait for a second one from that same
    pool: with every connection held by such requests, each would wait for the others until the
    pool's timeout. SQLite: the writer itself (a count runs in the request's session there)."""
    if is_sqlite(url):
        return writer
    return _postgres_engine(url, pool_size=2, max_overflow=8)


# The key of a session's `info` that holds its counts engine.
COUNTS_ENGINE = "counts_engine"


def create_sessionmaker(
    engine: AsyncEngine, counts: AsyncEngine | None = None
) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(
        engine, expire_on_commit=False, info={COUNTS_ENGINE: counts or engine}
    )


@asynccontextmanager
async def session_scope(
    sessionmaker: async_sessionmaker[AsyncSession],
) -> AsyncIterator[AsyncSession]:
    """A session whose closing never fails the request it served.

    A connection that broke under the request (the database restarted) cannot even roll back;
    raising then would come after the answer was sent, and the server would drop the client's
    keep-alive connection. Such a connection is thrown away instead, and the pool opens a new one.
    """
    session = sessionmaker()
    try:
        yield session
    finally:
        try:
            await asyncio.shield(session.close())
        except CLEANUP_ERRORS as error:
            log.warning("discarding a broken database connection: %s", error)
            with contextlib.suppress(*CLEANUP_ERRORS):
                await asyncio.shield(session.invalidate())


# What closing a session on a broken connection can raise.
CLEANUP_ERRORS = (exc.DBAPIError, OSError, asyncpg.PostgresError, asyncpg.InterfaceError)
# PostgreSQL error classes that mean "the database cannot serve right now", not "bad query":
# 08 connection exception, 53 insufficient resources (too many connections), 57 operator
# intervention (shutting down, starting up, terminated by the administrator).
UNAVAILABLE_SQLSTATE_CLASSES = ("08", "53", "57")
SQLITE_BUSY_MESSAGES = ("database is locked", "database is busy", "database table is locked")
DRIVER_MODULES = ("sqlalchemy.", "asyncpg.", "aiosqlite.")


def is_unavailable(error: BaseException) -> bool:
    """Whether `error` (or what caused it) is the database being out of reach, restarting or busy.

    Such failures are answered with 503 and Retry-After: the request did nothing, and the same
    request succeeds once the database is back. Anything else (a bad query, a broken constraint)
    stays an error of ours.
    """
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if _is_unavailable_here(current):
            return True
        orig = getattr(current, "orig", None)
        current = (
            orig if isinstance(orig, BaseException) else current.__cause__ or current.__context__
        )
    return False


def _is_unavailable_here(error: BaseException) -> bool:
    if isinstance(error, exc.DBAPIError) and error.connection_invalidated:
        return True
    if isinstance(error, exc.TimeoutError):
        return True  # no pooled connection came free in time
    if isinstance(error, asyncpg.exceptions.ConnectionDoesNotExistError):
        return True
    sqlstate = getattr(error, "sqlstate", None)
    if isinstance(sqlstate, str) and sqlstate[:2] in UNAVAILABLE_SQLSTATE_CLASSES:
        return True
    if type(error).__name__ == "OperationalError" and any(
        text in str(error).lower() for text in SQLITE_BUSY_MESSAGES
    ):
        return True
    # Refused, reset or timed-out sockets count only when the database driver raised them.
    return isinstance(error, OSError) and _raised_by_driver(error.__traceback__)


def _raised_by_driver(traceback: TracebackType | None) -> bool:
    while traceback is not None:
        module = str(traceback.tb_frame.f_globals.get("__name__", ""))
        if module.startswith(DRIVER_MODULES):
            return True
        traceback = traceback.tb_next
    return False
