"""Fixed-window rate limits counted in the database, shared by every server process."""

import math
from datetime import UTC, datetime, timedelta

from sqlalchemy import bindparam, text
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.errors import ApiError
from nocturne.models import RateLimit
from nocturne.models.base import UTCDateTime

# One statement counts the attempt and starts a new window when the old one has passed; the
# same SQL runs on SQLite and PostgreSQL, and it is built once rather than on every request.
COUNT_ONE = (
    text(
        "INSERT INTO rate_limits (key, window_start, count) VALUES (:key, :now, 1) "
        "ON CONFLICT (key) DO UPDATE SET "
        "count = CASE WHEN rate_limits.window_start <= :expired_before THEN 1 "
        "ELSE rate_limits.count + 1 END, "
        "window_start = CASE WHEN rate_limits.window_start <= :expired_before "
        "THEN :now ELSE rate_limits.window_start END "
        "RETURNING count, window_start"
    )
    .bindparams(
        bindparam("now", type_=UTCDateTime()), bindparam("expired_before", type_=UTCDateTime())
    )
    .columns(window_start=UTCDateTime())
)
ASYNC_COMMIT = text("SET LOCAL synchronous_commit TO OFF")


async def hit(session: AsyncSession, key: str, *, limit: int, window_seconds: int) -> None:
    """Count one attempt under `key` (committed at once); raise 429 with Retry-After once `limit`
    is passed.

    Every attempt from one client address updates the same row, so its lock is held by one
    transaction at a time: on PostgreSQL that transaction commits without waiting for the WAL
    flush (synchronous_commit off, for this transaction only), so a burst of requests does not
    queue behind one disk flush each. A crash may forget the last few counts, never a
    visitor's submission, which commits in its own transaction as usual.
    """
    if session.get_bind().dialect.name == "postgresql" and not session.in_transaction():
        # Only when the count is all this transaction holds.
        await session.execute(ASYNC_COMMIT)
    now = datetime.now(UTC)
    window = timedelta(seconds=window_seconds)
    result = await session.execute(
        COUNT_ONE, {"key": key, "now": now, "expired_before": now - window}
    )
    row = result.one()
    count: int = row[0]
    window_start: datetime = row[1]
    await session.commit()
    if count > limit:
        if window_start.tzinfo is None:
            window_start = window_start.replace(tzinfo=UTC)
        retry_after = max(1, math.ceil((window_start + window - now).total_seconds()))
        raise ApiError(429, messages.TOO_MANY_REQUESTS, headers={"Retry-After": str(retry_after)})


async def peek(session: AsyncSession, key: str, *, window_seconds: int) -> int:
    """How many hits `key` has in its current window, without counting one more."""
    row = await session.get(RateLimit, key)
    if row is None:
        return 0
    if row.window_start <= datetime.now(UTC) - timedelta(seconds=window_seconds):
        return 0
    return row.count


def too_many(retry_after: int) -> ApiError:
    return ApiError(429, messages.TOO_MANY_REQUESTS, headers={"Retry-After": str(retry_after)})
