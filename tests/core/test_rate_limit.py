"""Public writes are limited per client address, counted in the database."""

from collections.abc import AsyncIterator

import pytest
from fastapi import FastAPI
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.app import create_app
from nocturne.config import Settings
from nocturne.core import rate_limit
from tests.support.clients import client_from, started
from tests.support.factories import contact_submission, reservation


@pytest.fixture
async def limited_app(settings: Settings) -> AsyncIterator[FastAPI]:
    async with started(settings.model_copy(update={"public_write_limit": 3})) as app:
        yield app


async def test_public_writes_over_the_limit_get_429_with_retry_after(
    app: FastAPI, limited_app: FastAPI
) -> None:
    async with client_from(limited_app, "198.51.100.1") as client:
        for _ in range(2):
            assert (await client.post("/api/reservations", json=reservation())).status_code == 201
        sent = await client.post("/api/contact-submissions", json=contact_submission())
        assert sent.status_code == 201
        refused = await client.post("/api/reservations", json=reservation())
    assert refused.status_code == 429
    assert refused.json()["error"] == {
        "code": "too_many_requests",
        "message": messages.TOO_MANY_REQUESTS,
    }
    assert 1 <= int(refused.headers["retry-after"]) <= 600


async def test_the_limit_counts_per_client_address(app: FastAPI, limited_app: FastAPI) -> None:
    async with client_from(limited_app, "198.51.100.2") as first:
        for _ in range(4):
            await first.post("/api/reservations", json=reservation())
    async with client_from(limited_app, "198.51.100.3") as second:
        assert (await second.post("/api/reservations", json=reservation())).status_code == 201


async def test_the_limit_is_shared_by_every_server_process(
    app: FastAPI, limited_app: FastAPI, settings: Settings
) -> None:
    other_process = create_app(settings.model_copy(update={"public_write_limit": 3}))
    async with other_process.router.lifespan_context(other_process):
        for target in (limited_app, other_process, limited_app):
            async with client_from(target, "198.51.100.4") as client:
                assert (
                    await client.post("/api/reservations", json=reservation())
                ).status_code == 201
        async with client_from(other_process, "198.51.100.4") as client:
            assert (await client.post("/api/reservations", json=reservation())).status_code == 429


async def test_refused_and_trapped_submissions_count_too(limited_app: FastAPI) -> None:
    async with client_from(limited_app, "198.51.100.5") as client:
        invalid = await client.post("/api/reservations", json={**reservation(), "guests": 0})
        assert invalid.status_code == 422
        trapped = await client.post("/api/contact-submissions", json={
            **contact_submission(), "website": "http://spam.example"
        })  # fmt: skip
        assert trapped.status_code == 201
        assert (await client.post("/api/reservations", json=reservation())).status_code == 201
        assert (await client.post("/api/reservations", json=reservation())).status_code == 429


async def test_a_count_is_committed_and_leaves_later_transactions_durable(
    app: FastAPI, session: AsyncSession
) -> None:
    await rate_limit.hit(session, "test:durability", limit=10, window_seconds=60)
    async with app.state.sessionmaker() as other:
        assert await rate_limit.peek(other, "test:durability", window_seconds=60) == 1
        if other.get_bind().dialect.name == "postgresql":
            # The count alone commits without waiting for the flush; the next transaction
            # (a visitor's submission) is back to the server's durable default.
            assert await session.scalar(text("SHOW synchronous_commit")) == "on"
