"""Fixed-window rate limits counted in the database, shared by every server process."""

import math
from datetime import UTC, datetime, timedelta

from sqlalchemy import Integer, TextualSelect, bindparam, column, text
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from nocturne import messages
from nocturne.config import Settings
from nocturne.core.db import COUNTS_ENGINE
from nocturne.core.errors import ApiError
from nocturne.core.statements import Statement, Transaction
from nocturne.models import RateLimit
from nocturne.models.base import UTCDateTime

# One statement counts the attempt and starts a new window when the old one has passed; the
# same SQL runs on SQLite and PostgreSQL, and it is built once rather than on every request.
COUNT_ONE = (
    "INSERT INTO rate_limits (key, window_start, count) {values} "
    "ON CONFLICT (key) DO UPDATE SET "
    "count = CASE WHEN rate_limits.window_start <= :expired_before THEN 1 "
    "ELSE rate_limits.count + 1 END, "
    "window_start = CASE WHEN rate_limits.window_start <= :expired_before "
    "THEN :now ELSE rate_limits.window_start END "
    "RETURNING count, window_start"
)
# On PostgreSQL the statement runs as its own transaction (autocommit) that commits without
# waiting for the WAL flush: every attempt from one client address updates the same row, so the
# row's lock must be held no longer than the statement itself, or a burst of requests from one
# address queues behind one round trip and one disk flush each.
ASYNC_COMMIT_VALUES = (
    "SELECT CAST(:key AS VARCHAR), CAST(:now AS TIMESTAMP WITH TIME ZONE), 1 "
    "FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit"
)


def _statement(values: str) -> TextualSelect:
    return (
        text(COUNT_ONE.format(values=values))
        .bindparams(
            bindparam("now", type_=UTCDateTime()),
            bindparam("expired_before", type_=UTCDateTime()),
        )
        .columns(column("count", Integer()), column("window_start", UTCDateTime()))
    )


# In a session's transaction, on either database: the plain statement, so the commit that stores
# the count keeps its durability.
IN_SESSION = _statement("VALUES (:key, :now, 1)")
# PostgreSQL, on a connection of its own in autocommit mode.
ON_ITS_OWN = _statement(ASYNC_COMMIT_VALUES)


async def hit(
    session: AsyncSession, key: str, *, limit: int, window_seconds: int, commit: bool = True
) -> None:
    """Count one attempt under `key` (committed at once, whatever else the session holds stays
    as it is on PostgreSQL); raise 429 with Retry-After once `limit` is passed.

    `commit=False` counts inside the session's own transaction, on both databases, and the
    session's commit stores the count with the rest of its write. A count taken inside another
    write must be: that write may hold row locks (a night's turn) that other requests wait on
    while holding the pool's other connections, so asking the pool for a connection of its own
    here could wait for them forever.

    A crash may forget the last few counts, never a visitor's submission, which commits in its
    own transaction as usual.
    """
    now, window, parameters = _counting(key, window_seconds)
    engine = session.info.get(COUNTS_ENGINE, session.bind)
    if commit and isinstance(engine, AsyncEngine) and engine.dialect.name == "postgresql":
        # A connection of its own (from the counts' own pool, core/db.py), in autocommit mode:
        # one round trip, the lock held only while the statement runs.
        async with engine.connect() as connection:
            autocommit = await connection.execution_options(isolation_level="AUTOCOMMIT")
            row = (await autocommit.execute(ON_ITS_OWN, parameters)).one()
    else:
        # On the session's connection: the statement is plain SQL, no ORM in between.
        connection = await session.connection()
        row = (await connection.execute(IN_SESSION, parameters)).one()
        if commit:
            await session.commit()
    _verdict(row[0], row[1], limit, window, now)


async def count_in(tx: Transaction, key: str, *, limit: int, window_seconds: int) -> None:
    """`hit`, counted on a transaction of the driver's connection (core/statements.py): stored
    by its commit. PostgreSQL, on a transaction in autocommit mode: at once, without waiting
    for the WAL flush, the row's lock held only while the statement runs."""
    now, window, parameters = _counting(key, window_seconds)
    statement = _ALONE if tx.autocommit else _IN_TRANSACTION
    row = await tx.one(statement, parameters)
    assert row is not None
    _verdict(row[0], row[1], limit, window, now)


def _counting(key: str, window_seconds: int) -> tuple[datetime, timedelta, dict[str, object]]:
    """The moment of a count, its window, and the parameters of the statement that takes it."""
    now = datetime.now(UTC)
    window = timedelta(seconds=window_seconds)
    return now, window, {"key": key, "now": now, "expired_before": now - window}


_IN_TRANSACTION = Statement(IN_SESSION)
_ALONE = Statement(ON_ITS_OWN)


def _verdict(
    count: int, window_start: datetime, limit: int, window: timedelta, now: datetime
) -> None:
    if count > limit:
        if window_start.tzinfo is None:
            window_start = window_start.replace(tzinfo=UTC)
        retry_after = max(1, math.ceil((window_start + window - now).total_seconds()))
        raise ApiError(429, messages.TOO_MANY_REQUESTS, headers={"Retry-After": str(retry_after)})


GIVE_BACK = text("UPDATE rate_limits SET count = count - 1 WHERE key = :key AND count > 0")


async def give_back(session: AsyncSession, key: str) -> None:
    """Uncount one attempt `hit` counted under `key`: for budgets of failures, where every
    attempt is counted before it is checked (so requests sent at once cannot all slip under the
    limit) and one that succeeds is given back. Committed at once, as `hit` is."""
    engine = session.info.get(COUNTS_ENGINE, session.bind)
    if isinstance(engine, AsyncEngine) and engine.dialect.name == "postgresql":
        async with engine.connect() as connection:
            autocommit = await connection.execution_options(isolation_level="AUTOCOMMIT")
            await autocommit.execute(GIVE_BACK, {"key": key})
    else:
        await (await session.connection()).execute(GIVE_BACK, {"key": key})
        await session.commit()


async def peek(session: AsyncSession, key: str, *, window_seconds: int) -> int:
    """How many hits `key` has in its current window, without counting one more."""
    row = await session.get(RateLimit, key)
    if row is None:
        return 0
    if row.window_start <= datetime.now(UTC) - timedelta(seconds=window_seconds):
        return 0
    return row.count


async def count_public_write(tx: Transaction, settings: Settings, address: str) -> None:
    """Public forms: at most `public_write_limit` posts per client address per window (every
    attempt counts, whether it is stored, refused as invalid or caught by the honeypot), counted
    on a transaction of the driver's connection (`count_in`)."""
    await count_in(
        tx,
        f"public-write:{address}",
        limit=settings.public_write_limit,
        window_seconds=settings.public_write_window_seconds,
    )
