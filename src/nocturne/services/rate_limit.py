"""Fixed-window rate limits counted in the database, shared by every server process."""

import math
from datetime import UTC, datetime, timedelta

from sqlalchemy import case
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.errors import ApiError
from nocturne.models import RateLimit


async def hit(session: AsyncSession, key: str, *, limit: int, window_seconds: int) -> None:
    """Count one attempt under `key`; raise 429 with Retry-After once `limit` is passed."""
    now = datetime.now(UTC)
    window = timedelta(seconds=window_seconds)
    insert = postgresql.insert if session.get_bind().dialect.name == "postgresql" else sqlite.insert
    expired = RateLimit.window_start <= now - window
    statement = (
        insert(RateLimit)
        .values(key=key, window_start=now, count=1)
        .on_conflict_do_update(
            index_elements=[RateLimit.key],
            set_={
                "count": case((expired, 1), else_=RateLimit.count + 1),
                "window_start": case((expired, now), else_=RateLimit.window_start),
            },
        )
        .returning(RateLimit.count, RateLimit.window_start)
    )
    count, window_start = (await session.execute(statement)).one()
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
