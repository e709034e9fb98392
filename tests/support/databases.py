"""Throwaway databases for tests: a SQLite file, or a new database on the PostgreSQL server that
NOCTURNE_TEST_DATABASE_URL points at, dropped again at the end."""

import asyncio
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import asyncpg
import pytest
from sqlalchemy.engine import make_url

from nocturne.config import normalise_database_url


@contextmanager
def fresh_database(
    server_url: str | None, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    if not server_url:
        path = tmp_path_factory.mktemp("db") / "nocturne.core.db"
        yield f"sqlite+aiosqlite:///{path}"
        return
    url = make_url(normalise_database_url(server_url))
    name = f"nocturne_test_{uuid.uuid4().hex[:12]}"
    admin = url.set(drivername="postgresql").render_as_string(hide_password=False)
    asyncio.run(_execute(admin, f'CREATE DATABASE "{name}"'))
    try:
        yield url.set(database=name).render_as_string(hide_password=False)
    finally:
        asyncio.run(_execute(admin, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


async def _execute(dsn: str, statement: str) -> None:
    connection = await asyncpg.connect(dsn)
    try:
        await connection.execute(statement)
    finally:
        await connection.close()
