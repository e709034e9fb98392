"""SQLite group commit: a write is answered only once an fsync of the WAL that began after its
commit has finished; concurrent writes share fsyncs; reads never wait for one.

These run on their own SQLite file whatever database the rest of the suite uses."""

import asyncio
import errno
import json
import logging
import os
import threading
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from httpx import ASGITransport, AsyncClient
from sqlalchemy import event, func, select

from nocturne import messages
from nocturne.config import Settings
from nocturne.core import group_commit
from nocturne.core.db import create_engine, create_group_commit
from nocturne.core.migrate import upgrade
from nocturne.http import request_log
from nocturne.models import Reservation
from tests.support.clients import started
from tests.support.factories import reservation

SLOW_SYNC_SECONDS = 0.4


@pytest.fixture
def settings(settings: Settings, tmp_path: Path) -> Settings:
    return settings.model_copy(
        update={"database_url": f"sqlite+aiosqlite:///{tmp_path / 'durable.db'}"}
    )


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[FastAPI]:
    """The app on its own new file, migrated here."""
    async with started(settings, prepare=upgrade) as app:
        yield app


@pytest.fixture
def synced(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, float, float]]:
    """Each fsync the group commit runs (the real one, made slow): its file, start and end."""
    seen: list[tuple[str, float, float]] = []
    real = os.fsync

    def slow_fsync(descriptor: int) -> None:
        start = time.monotonic()
        time.sleep(SLOW_SYNC_SECONDS)
        real(descriptor)
        seen.append((os.readlink(f"/proc/self/fd/{descriptor}"), start, time.monotonic()))

    monkeypatch.setattr(group_commit, "fsync", slow_fsync)
    return seen


async def test_a_write_is_answered_after_an_fsync_of_the_wal_that_began_after_its_commit(
    app: FastAPI,
    client: AsyncClient,
    synced: list[tuple[str, float, float]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The mail worker commits too, right after the booking's commit (it sends the receipt): it
    # waits. The media worker's first round may commit meanwhile: only the request's own commits
    # are counted (those made while it is being answered).
    await app.state.notifier.outbox.stop()
    commits: list[float] = []
    engine = app.state.engine.sync_engine
    lock = threading.Lock()

    def on_commit(_connection: object) -> None:
        if group_commit._current.get() is None:
            return
        with lock:
            commits.append(time.monotonic())

    event.listen(engine, "commit", on_commit)
    # The booking desk commits on the driver's connection and tells the group commit after.
    durable = app.state.group_commit
    numbered = durable.committed

    def desk_committed() -> int:
        number = numbered()
        with lock:
            commits.append(time.monotonic())
        return number

    monkeypatch.setattr(durable, "committed", desk_committed)
    started_at = time.monotonic()
    created = await client.post("/api/reservations", json=reservation())
    answered = time.monotonic()
    assert created.status_code == 201, created.text
    assert answered - started_at >= SLOW_SYNC_SECONDS
    last_commit = commits[-1]
    wal = [entry for entry in synced if entry[0].endswith("durable.db-wal")]
    assert any(start >= last_commit and end <= answered for _, start, end in wal)


async def test_concurrent_writes_share_fsyncs_and_reads_do_not_wait(
    app: FastAPI, client: AsyncClient, synced: list[tuple[str, float, float]]
) -> None:
    await client.get("/api/events")  # built once, before the burst
    started_at = time.monotonic()
    writes = [client.post("/api/reservations", json=reservation()) for _ in range(20)]
    read_times: list[float] = []

    async def read() -> int:
        before = time.monotonic()
        answer = await client.get("/api/events")
        read_times.append(time.monotonic() - before)
        return answer.status_code

    answers = await asyncio.gather(*writes, *(read() for _ in range(5)))
    assert [a.status_code for a in answers[:20]] == [201] * 20  # type: ignore[union-attr]
    assert answers[20:] == [200] * 5
    syncs = app.state.group_commit.syncs
    # One fsync per write would take 20 x 0.4 s; they shared a few.
    assert 1 <= syncs <= 6
    assert time.monotonic() - started_at < 6 * SLOW_SYNC_SECONDS + 2
    assert max(read_times) < SLOW_SYNC_SECONDS
    async with app.state.sessionmaker() as session:
        assert await session.scalar(select(func.count()).select_from(Reservation)) == 20


async def test_a_read_only_request_waits_for_no_fsync(
    app: FastAPI, client: AsyncClient, synced: list[tuple[str, float, float]]
) -> None:
    before = app.state.group_commit.syncs
    for path in ("/api/events", "/api/reservation-availability", "/api/health"):
        assert (await client.get(path)).status_code == 200
    assert app.state.group_commit.syncs == before


async def test_a_flush_the_disk_refuses_is_a_logged_500_not_a_201(
    app: FastAPI,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The booking is committed but may not be on disk: the guest is not told it was taken.
    It is answered in the error envelope, with the headers every answer carries, and logged."""

    def refused(_descriptor: int) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(group_commit, "fsync", refused)
    caplog.set_level(logging.INFO)
    transport = ASGITransport(app=app, client=("203.0.113.8", 51000), raise_app_exceptions=False)
    async with AsyncClient(transport=transport, base_url="http://testserver") as visitor:
        answer = await visitor.post("/api/reservations", json=reservation())
    assert answer.status_code == 500
    assert answer.json() == {
        "error": {"code": "internal_error", "message": messages.INTERNAL_ERROR}
    }
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert len(answer.headers["x-request-id"]) == 32
    failures = [record.exc_info[1] for record in caplog.records if record.exc_info]
    assert any(isinstance(failure, OSError) for failure in failures)
    logged = [json.loads(r.getMessage()) for r in caplog.records if r.name == request_log.log.name]
    assert [(line["path"], line["status"]) for line in logged] == [("/api/reservations", 500)]


def test_only_a_sqlite_file_has_a_group_commit(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'x.db'}"
    assert create_group_commit(url, create_engine(url)) is not None
    assert create_group_commit("sqlite+aiosqlite://", create_engine("sqlite+aiosqlite://")) is None
    postgres = "postgresql+asyncpg://db.internal/nocturne"
    assert create_group_commit(postgres, create_engine(postgres)) is None
