"""SQLite: reads on their own read-only connections never wait for the one writer, and every
connection is set up alike (WAL, foreign keys, busy handling); the readers can write nothing.

These run on their own SQLite file whatever database the rest of the suite uses."""

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import exc, insert, text

from nocturne.config import Settings
from nocturne.core.db import create_engine, create_read_engine
from nocturne.core.migrate import upgrade
from nocturne.models import Event
from tests.support.clients import started
from tests.support.factories import make_event, next_week
from tests.support.reads import afresh


@pytest.fixture
def settings(settings: Settings, tmp_path: Path) -> Settings:
    return settings.model_copy(
        update={"database_url": f"sqlite+aiosqlite:///{tmp_path / 'readers.db'}"}
    )


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[FastAPI]:
    """The app on its own new file, migrated here."""
    async with started(settings, prepare=upgrade) as app:
        yield app


async def test_a_read_completes_while_a_write_transaction_is_held_open(
    app: FastAPI, client: AsyncClient
) -> None:
    async with app.state.sessionmaker() as session:
        await make_event(session, title="Committed")
    writer = app.state.engine.sync_engine.pool
    async with app.state.sessionmaker() as session:
        # The writer's only connection, inside a write transaction that holds SQLite's lock.
        await session.execute(
            insert(Event).values(
                title="Uncommitted",
                description="-",
                date=next_week(),
                time="10:00 PM",
                location="Main Room",
                slug="uncommitted",
            )
        )
        assert writer.checkedout() == 1
        made = await asyncio.wait_for(client.get("/api/events"), timeout=5)
        routed = await asyncio.wait_for(afresh(client, "/api/events"), timeout=5)
        page = await asyncio.wait_for(client.get("/api/site"), timeout=5)
        for answer in (made, routed):
            assert answer.status_code == 200
            assert [e["title"] for e in answer.json()["data"]] == ["Committed"]
        assert [e["title"] for e in page.json()["events"]] == ["Committed"]
        await session.rollback()


async def test_readers_can_write_nothing(app: FastAPI) -> None:
    async with app.state.read_engine.connect() as connection:
        with pytest.raises(exc.OperationalError, match="readonly"):
            await connection.execute(text("DELETE FROM events"))
        with pytest.raises(exc.OperationalError):
            await connection.execute(text("PRAGMA wal_checkpoint(TRUNCATE)"))


async def test_every_connection_is_set_up_alike(app: FastAPI) -> None:
    for engine, read_only in ((app.state.engine, 0), (app.state.read_engine, 1)):
        async with engine.connect() as connection:

            async def pragma(name: str) -> object:
                return (await connection.execute(text(f"PRAGMA {name}"))).scalar_one()

            assert await pragma("journal_mode") == "wal"
            assert await pragma("foreign_keys") == 1
            assert await pragma("synchronous") == 1  # NORMAL
            assert await pragma("query_only") == read_only


async def test_reads_have_their_own_pool_and_writes_the_one_connection(app: FastAPI) -> None:
    assert app.state.read_engine is not app.state.engine
    assert app.state.read_engine.sync_engine.pool.size() == Settings().sqlite_readers
    assert app.state.engine.sync_engine.pool.size() == 1


def test_without_readers_or_on_postgresql_reads_share_the_writer(tmp_path: Path) -> None:
    sqlite_url = f"sqlite+aiosqlite:///{tmp_path / 'x.db'}"
    writer = create_engine(sqlite_url)
    assert create_read_engine(sqlite_url, writer, 0) is writer
    assert create_read_engine("sqlite+aiosqlite://", writer, 4) is writer  # in memory
    postgres = create_engine("postgresql+asyncpg://db.internal/nocturne")
    assert create_read_engine("postgresql+asyncpg://db.internal/nocturne", postgres, 4) is postgres
