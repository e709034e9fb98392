"""SQLite: one process, one writing connection, so the WAL is never written by two connections at
once (the SQLite linked here predates the fix for a WAL race between two writers; reads have
read-only connections of their own, test_sqlite_readers.py); and a file held locked by another
process past busy_timeout answers 503, not 500, and changes nothing.

These run on their own SQLite file whatever database the rest of the suite uses."""

import asyncio
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import event, func, select

from nocturne import messages
from nocturne.config import Settings
from nocturne.core import db
from nocturne.core.errors import RETRY_AFTER_SECONDS
from nocturne.core.migrate import upgrade
from nocturne.models import Reservation
from tests.support.cli import refusals_to_serve_two_workers
from tests.support.clients import started
from tests.support.factories import reservation

SINGLE_WRITER_MESSAGE = "SQLite serves one process only"


@pytest.fixture
def settings(settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Settings:
    # A short busy_timeout keeps the locked-file test quick; the rule is the same at 5 s.
    monkeypatch.setattr(db, "SQLITE_BUSY_TIMEOUT_MS", 300)
    return settings.model_copy(
        update={"database_url": f"sqlite+aiosqlite:///{tmp_path / 'writer.db'}"}
    )


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[FastAPI]:
    """The app on its own new file, migrated here."""
    async with started(settings, prepare=upgrade) as app:
        yield app


async def test_concurrent_writes_share_the_one_connection(
    app: FastAPI, client: AsyncClient
) -> None:
    engine = app.state.engine
    opened = 0
    checked_out = peak = 0

    def on_connect(*_: object) -> None:
        nonlocal opened
        opened += 1

    def on_checkout(*_: object) -> None:
        nonlocal checked_out, peak
        checked_out += 1
        peak = max(peak, checked_out)

    def on_checkin(*_: object) -> None:
        nonlocal checked_out
        checked_out -= 1

    assert (await client.post("/api/reservations", json=reservation())).status_code == 201
    pool = engine.sync_engine.pool
    event.listen(pool, "connect", on_connect)
    event.listen(pool, "checkout", on_checkout)
    event.listen(pool, "checkin", on_checkin)
    assert pool.checkedin() == 1  # the one connection, waiting in the pool

    writes = [client.post("/api/reservations", json=reservation()) for _ in range(25)]
    reads = [client.get("/api/events") for _ in range(10)]
    responses = await asyncio.gather(*writes, *reads)

    assert [r.status_code for r in responses] == [201] * 25 + [200] * 10
    assert opened == 0  # every write went through that same connection
    assert peak == 1  # one at a time
    async with app.state.sessionmaker() as session:
        assert await session.scalar(select(func.count()).select_from(Reservation)) == 26


@contextmanager
def write_lock_held_by_another_process(path: Path) -> Iterator[None]:
    """A separate process takes SQLite's write lock and keeps it until we let go."""
    script = (
        "import sqlite3, sys\n"
        f"connection = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
        "connection.execute('BEGIN IMMEDIATE')\n"
        "print('locked', flush=True)\n"
        "sys.stdin.read()\n"
        "connection.execute('ROLLBACK')\n"
    )
    with subprocess.Popen(  # noqa: S603 - our own interpreter with a fixed script
        [sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    ) as holder:
        assert holder.stdin is not None
        assert holder.stdout is not None
        try:
            assert holder.stdout.readline().strip() == "locked"
            yield
        finally:
            holder.stdin.close()
            holder.wait(timeout=10)


async def test_a_locked_database_answers_503_and_changes_nothing(
    app: FastAPI, client: AsyncClient, tmp_path: Path
) -> None:
    with write_lock_held_by_another_process(tmp_path / "writer.db"):
        refused = await client.post("/api/reservations", json=reservation())
        assert refused.status_code == 503, refused.text
        assert refused.headers["Retry-After"] == str(RETRY_AFTER_SECONDS)
        assert refused.json() == {
            "error": {"code": "service_unavailable", "message": messages.SERVICE_UNAVAILABLE}
        }
        # Readers are not blocked by a writer in WAL mode.
        assert (await client.get("/api/events")).status_code == 200

    async with app.state.sessionmaker() as session:
        assert await session.scalar(select(func.count()).select_from(Reservation)) == 0
    # Once the lock is gone, the same request goes through.
    assert (await client.post("/api/reservations", json=reservation())).status_code == 201


def test_serve_refuses_several_workers_on_sqlite_in_every_environment(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    errors = refusals_to_serve_two_workers(
        monkeypatch, capsys, "development", tmp_path, unset=("NOCTURNE_DATABASE_URL",)
    )
    assert len(errors) == 1
    assert SINGLE_WRITER_MESSAGE in errors[0]
    assert "--workers 1" in errors[0]
    assert not (tmp_path / "nocturne.core.db").exists()  # refused before anything was opened


def test_several_workers_are_fine_on_postgresql_and_one_on_sqlite(tmp_path: Path) -> None:
    postgres = Settings(database_url="postgresql://db.internal/nocturne")
    assert postgres.serving_problems(workers=4) == []
    sqlite = Settings(data_dir=tmp_path)
    assert sqlite.serving_problems(workers=1) == []
    assert SINGLE_WRITER_MESSAGE in sqlite.serving_problems(workers=2)[0]
