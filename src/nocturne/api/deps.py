"""Typed dependencies, so a handler's signature says what it needs."""

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.config import Settings
from nocturne.db import session_scope
from nocturne.errors import ApiError
from nocturne.models import User
from nocturne.services import accounts, rate_limit
from nocturne.services.changes import ChangeFeed
from nocturne.services.mail import Mailer
from nocturne.services.notifications import Notifier
from nocturne.services.site import SiteCache
from nocturne.services.storage import Storage


async def _session(request: Request) -> AsyncIterator[AsyncSession]:
    async with session_scope(request.app.state.sessionmaker) as session:
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


def _mailer(request: Request) -> Mailer:
    mailer: Mailer = request.app.state.mailer
    return mailer


def _storage(request: Request) -> Storage:
    storage: Storage = request.app.state.storage
    return storage


def _notifier(request: Request) -> Notifier:
    notifier: Notifier = request.app.state.notifier
    return notifier


SessionDep = Annotated[AsyncSession, Depends(_session)]
SettingsDep = Annotated[Settings, Depends(_settings)]
ChangesDep = Annotated[ChangeFeed, Depends(_changes)]
SiteCacheDep = Annotated[SiteCache, Depends(_site_cache)]
MailerDep = Annotated[Mailer, Depends(_mailer)]
StorageDep = Annotated[Storage, Depends(_storage)]
NotifierDep = Annotated[Notifier, Depends(_notifier)]

_bearer = HTTPBearer(auto_error=False, description="An access token from /api/auth/token.")


async def _current_user(
    session: SessionDep,
    settings: SettingsDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> User:
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise ApiError(401, messages.NOT_AUTHENTICATED, headers={"WWW-Authenticate": "Bearer"})
    return await accounts.authenticate(session, settings, credentials.credentials)


async def _current_staff(user: Annotated[User, Depends(_current_user)]) -> User:
    """Any approved account may do everything in the admin area (spec section 6)."""
    if user.email_confirmed_at is None:
        raise ApiError(403, messages.EMAIL_NOT_CONFIRMED, code="email_not_confirmed")
    if user.approved_at is None:
        raise ApiError(403, messages.ACCOUNT_NOT_APPROVED, code="not_approved")
    return user


CurrentUser = Annotated[User, Depends(_current_user)]
CurrentStaff = Annotated[User, Depends(_current_staff)]


def client_address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


async def limit_public_writes(request: Request, session: SessionDep, settings: SettingsDep) -> None:
    """Public forms: at most `public_write_limit` posts per client address per window (every
    attempt counts, whether it is stored, refused as invalid or caught by the honeypot)."""
    await rate_limit.hit(
        session,
        f"public-write:{client_address(request)}",
        limit=settings.public_write_limit,
        window_seconds=settings.public_write_window_seconds,
    )


async def require_staff(staff: CurrentStaff) -> None:
    """For router-wide dependencies: the caller must be approved staff."""
