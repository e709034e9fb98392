"""Apps running in the test's own event loop, and clients calling them as if from an address."""

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

from fastapi import FastAPI
from httpx import ASGITransport, AsyncClient
from sqlalchemy.ext.asyncio import AsyncEngine

from nocturne.app import create_app
from nocturne.config import Settings


@asynccontextmanager
async def started(
    settings: Settings, prepare: Callable[[AsyncEngine], Awaitable[None]] | None = None
) -> AsyncIterator[FastAPI]:
    """The app for these settings with its lifespan running; `prepare` readies its database
    first."""
    app = create_app(settings)
    if prepare is not None:
        await prepare(app.state.engine)
    async with app.router.lifespan_context(app):
        yield app


def client_from(app: FastAPI, address: str, port: int = 40000) -> AsyncClient:
    transport = ASGITransport(app=app, client=(address, port))
    return AsyncClient(transport=transport, base_url="http://testserver")
