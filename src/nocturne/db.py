"""The database engine and sessions.

SQLite (the default) runs in WAL mode with every access through one connection: the SQLite that
Python links here predates the fix for a WAL race between two writing connections. PostgreSQL
gets an ordinary pool.
"""

from collections.abc import AsyncIterator
from typing import Any

from sqlalchemy import event
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.pool import AsyncAdaptedQueuePool


def is_sqlite(url: str) -> bool:
    return url.startswith("sqlite")


def create_engine(url: str) -> AsyncEngine:
    if is_sqlite(url):
        engine = create_async_engine(
            url,
            poolclass=AsyncAdaptedQueuePool,
            pool_size=1,
            max_overflow=0,
            pool_timeout=30,
        )
        event.listen(engine.sync_engine, "connect", _configure_sqlite)
        return engine
    return create_async_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=10)


def _configure_sqlite(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()


def create_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False)


async def session_scope(
    sessionmaker: async_sessionmaker[AsyncSession],
) -> AsyncIterator[AsyncSession]:
    async with sessionmaker() as session:
        yield session
