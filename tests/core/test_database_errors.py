"""Which database failures are an outage (503, try again) and which are bugs (500): each error is
raised by a real driver against a real database, or a port where none listens."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from httpx import ASGITransport, AsyncClient
from sqlalchemy import text

from nocturne import messages
from nocturne.core import errors
from nocturne.core.db import create_engine, is_unavailable
from tests.support.mail_server import free_port


@pytest.fixture
async def probe(tmp_path: Path) -> AsyncIterator[AsyncClient]:
    """An app with the project's error handlers and routes that fail in chosen ways."""
    sqlite = create_engine(f"sqlite+aiosqlite:///{tmp_path / 'probe.db'}")
    # Nothing listens on this port: connecting is refused at once.
    nowhere = create_engine(f"postgresql+asyncpg://postgres@127.0.0.1:{free_port()}/none")
    app = FastAPI()
    errors.install(app)

    @app.get("/refused")
    async def refused() -> None:
        async with nowhere.connect() as connection:
            await connection.execute(text("SELECT 1"))

    @app.get("/missing-table")
    async def missing_table() -> None:
        async with sqlite.connect() as connection:
            await connection.execute(text("SELECT * FROM no_such_table"))

    @app.get("/duplicate")
    async def duplicate() -> None:
        async with sqlite.begin() as connection:
            await connection.execute(text("CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY)"))
            await connection.execute(text("INSERT INTO t (id) VALUES (1), (1)"))

    @app.get("/file")
    async def file() -> None:
        (tmp_path / "absent.txt").read_text()  # an OSError that has nothing to do with a database

    transport = ASGITransport(app=app, raise_app_exceptions=False)
    async with AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client
    await sqlite.dispose()
    await nowhere.dispose()


async def test_a_refused_database_connection_is_503_with_retry_after(probe: AsyncClient) -> None:
    response = await probe.get("/refused")
    assert response.status_code == 503
    assert response.headers["Retry-After"] == str(errors.RETRY_AFTER_SECONDS)
    assert response.json()["error"] == {
        "code": "service_unavailable",
        "message": messages.SERVICE_UNAVAILABLE,
    }


@pytest.mark.parametrize("path", ["/missing-table", "/duplicate", "/file"])
async def test_errors_that_are_not_an_outage_stay_500(probe: AsyncClient, path: str) -> None:
    response = await probe.get(path)
    assert response.status_code == 500
    assert response.json()["error"]["code"] == "internal_error"
    assert "Retry-After" not in response.headers


def test_a_connection_error_raised_outside_the_database_drivers_is_not_an_outage() -> None:
    def read_events() -> None:
        try:
            raise ConnectionResetError("reset by peer")
        except ConnectionResetError as lost:
            raise RuntimeError("while reading the events") from lost

    with pytest.raises(RuntimeError) as wrapped:
        read_events()
    assert not is_unavailable(wrapped.value)
