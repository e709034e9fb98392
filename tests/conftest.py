"""Test harness: a real database (SQLite, or PostgreSQL when NOCTURNE_TEST_DATABASE_URL is set),
migrated once per run and emptied between tests."""

import os
import shutil
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from nocturne.config import Settings
from nocturne.core.db import create_engine
from nocturne.core.migrate import upgrade
from nocturne.models import Base
from tests.support.clients import client_from, started
from tests.support.databases import fresh_database
from tests.support.mail_server import Inbox, smtp_server
from tests.support.route_contexts import install as reuse_route_contexts
from tests.support.s3 import moto_server

# Route contexts once per process, as a served process has them (tests/support/route_contexts.py).
reuse_route_contexts()

# The landing page's first-screen templates, as `make build` renders them from the app's components.
BUILT_FIRST_SCREEN = Path(__file__).resolve().parents[1] / "web/dist/first-screen.json"
TEST_INDEX_HTML = (
    "<!doctype html><html><head><title>Nocturne</title><!--site-meta--><!--site-data--></head>"
    '<body><div id="root"><!--site-prerender--></div>'
    '<script src="/assets/app-abc123.js"></script></body></html>'
)


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with fresh_database(os.environ.get("NOCTURNE_TEST_DATABASE_URL"), tmp_path_factory) as url:
        yield url


@pytest.fixture(scope="session")
def moto_endpoint() -> Iterator[str]:
    with moto_server() as endpoint:
        yield endpoint


@pytest.fixture(scope="session")
async def migrated(database_url: str) -> str:
    engine = create_engine(database_url)
    try:
        await upgrade(engine)
    finally:
        await engine.dispose()
    return database_url


@pytest.fixture
def web_dist(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    """A small build of the web app. The first screen's templates come from the real build when
    there is one; a test of a service runs without it, a test marked `web_build` (the pages'
    first screen) says to build first."""
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(TEST_INDEX_HTML)
    (dist / "assets" / "app-abc123.js").write_text("console.log('nocturne')")
    (dist / "favicon.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    if BUILT_FIRST_SCREEN.is_file():
        shutil.copy(BUILT_FIRST_SCREEN, dist / BUILT_FIRST_SCREEN.name)
    elif request.node.get_closest_marker("web_build"):
        pytest.fail("the web app is not built: run `make build` first")
    return dist


@pytest.fixture
def settings(migrated: str, tmp_path: Path, web_dist: Path) -> Settings:
    return Settings(
        database_url=migrated,
        data_dir=tmp_path / "data",
        web_dist=web_dist,
        secret_key="test-secret-key-" + uuid.uuid4().hex,
        public_write_limit=1000,
        # A test may run several apps on one database, each mailing through its own transport:
        # each app's outbox worker wakes for the mails its own requests stored, and never polls
        # the shared table for the others' (tests of the polling set a short interval).
        mail_poll_seconds=3600,
        # The day's reminders are looked for at start (the tables are empty then) and an hour
        # later: a test reminds by hand (app.state.reminders.send_due).
        reminder_poll_seconds=3600,
    )


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[FastAPI]:
    async with started(settings, prepare=_empty_tables) as app:
        yield app


@pytest.fixture
async def client(app: FastAPI) -> AsyncIterator[AsyncClient]:
    async with client_from(app, "203.0.113.7", 51000) as client:
        yield client


@pytest.fixture
async def session(app: FastAPI) -> AsyncIterator[AsyncSession]:
    sessionmaker: async_sessionmaker[AsyncSession] = app.state.sessionmaker
    async with sessionmaker() as session:
        yield session


async def _empty_tables(engine: AsyncEngine) -> None:
    tables = [table.name for table in reversed(Base.metadata.sorted_tables)]
    # DELETE, children first, on both databases: on PostgreSQL a TRUNCATE of every table took
    # 120-180 ms (new files for each table), the DELETEs of the few rows a test leaves about 7.
    async with engine.begin() as connection:
        for table in tables:
            await connection.execute(text(f"DELETE FROM {table}"))  # noqa: S608


@pytest.fixture
async def staff_client(app: FastAPI, session: AsyncSession) -> AsyncIterator[AsyncClient]:
    """A client signed in as approved staff."""
    from tests.support.auth import staff_token

    async with client_from(app, "203.0.113.8", 51000) as client:
        client.headers["Authorization"] = f"Bearer {await staff_token(client, session)}"
        yield client


@pytest.fixture
def smtp() -> Iterator[tuple[Inbox, int]]:
    """A real SMTP server (aiosmtpd) on a free local port: its inbox and the port."""
    with smtp_server() as server:
        yield server
