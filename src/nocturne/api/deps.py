"""Typed dependencies, so a handler's signature says what it needs."""

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.config import Settings
from nocturne.services import rate_limit
from nocturne.services.changes import ChangeFeed
from nocturne.services.site import SiteCache


async def _session(request: Request) -> AsyncIterator[AsyncSession]:
    async with request.app.state.sessionmaker() as session:
        yield session


def _settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def _changes(request: Request) -> ChangeFeed:
    changes: ChangeFeed = request.app.state.changes
    return changes


def _site_cache(request: Request) -> SiteCache:
    cache: SiteCache = request.app.state.site_cache
    return cache


SessionDep = Annotated[AsyncSession, Depends(_session)]
SettingsDep = Annotated[Settings, Depends(_settings)]
ChangesDep = Annotated[ChangeFeed, Depends(_changes)]
SiteCacheDep = Annotated[SiteCache, Depends(_site_cache)]


def client_address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


async def limit_public_writes(request: Request, session: SessionDep, settings: SettingsDep) -> None:
    """Public forms: at most `public_write_limit` posts per client address per window."""
    await rate_limit.hit(
        session,
        f"public-write:{client_address(request)}",
        limit=settings.public_write_limit,
        window_seconds=settings.public_write_window_seconds,
    )
