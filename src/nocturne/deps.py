"""Typed dependencies, so a handler's signature says what it needs."""

import uuid
from collections.abc import AsyncIterator, Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Annotated, Any
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Depends, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.requests import HTTPConnection
from starlette.types import Scope

from nocturne import messages
from nocturne.accounts import roles, sessions, tokens
from nocturne.club.nights import next_night_starts
from nocturne.club.service import Club
from nocturne.config import Settings
from nocturne.content.site_cache import SiteCache
from nocturne.core import audit
from nocturne.core.db import session_scope
from nocturne.core.errors import ApiError
from nocturne.core.schemas import EXPLAINED, ErrorResponse, unsaveable_text
from nocturne.kit.links import MEDIA_ORIGINS
from nocturne.live.changes import Announcements, Publisher
from nocturne.mail.mailer import Mailer
from nocturne.media.library import MediaLibrary
from nocturne.media.storage import Storage
from nocturne.models import User
from nocturne.reservations.notifications import Notifier

# Where a request's unit of work keeps the changes it announces (session.info).
ANNOUNCEMENTS = "nocturne.announcements"


async def _unit_of_work(request: Request) -> AsyncIterator[AsyncSession]:
    """A request's one transaction: every service the route calls writes through this session
    and none commits; once the route has returned (before the answer is sent), it is committed
    once, and then the outbox is told of the mails they added and the changes they announced
    (ChangesDep) are published. A route
    that raises leaves nothing: the transaction is rolled back and its announcements dropped.
    (The public forms' writes go through the booking desk instead, reservations/booking_desk.py.)"""
    async with session_scope(request.app.state.sessionmaker) as session:
        announcements = Announcements(request.app.state.changes)
        session.info[ANNOUNCEMENTS] = announcements
        yield session
        if session.in_transaction():
            await session.commit()
            request.app.state.notifier.outbox.committed()
        announcements.committed()


async def _read_session(request: Request) -> AsyncIterator[AsyncSession]:
    async with session_scope(request.app.state.read_sessionmaker) as session:
        yield session


def _app_state(name: str) -> Callable[[Request], Any]:
    """A dependency that hands over one of the objects create_app keeps on app.state (async, like
    every dependency here: FastAPI runs a plain function on a worker thread, a hop per call)."""

    async def read(request: Request) -> Any:
        return getattr(request.app.state, name)

    return read


# Ended with the route, before its answer goes out: a commit that fails is the route's error.
SessionDep = Annotated[AsyncSession, Depends(_unit_of_work, scope="function")]
# For handlers that only read: on SQLite a pool of read-only connections beside the one writer,
# so a read never waits for a write (on PostgreSQL, the same pool as SessionDep).
ReadSessionDep = Annotated[AsyncSession, Depends(_read_session)]
SettingsDep = Annotated[Settings, Depends(_app_state("settings"))]
SiteCacheDep = Annotated[SiteCache, Depends(_app_state("site_cache"))]
MailerDep = Annotated[Mailer, Depends(_app_state("mailer"))]
StorageDep = Annotated[Storage, Depends(_app_state("storage"))]
NotifierDep = Annotated[Notifier, Depends(_app_state("notifier"))]
MediaDep = Annotated[MediaLibrary, Depends(_app_state("media"))]
ClubDep = Annotated[Club, Depends(_app_state("club"))]


async def _announcements(session: SessionDep) -> Publisher:
    announcements: Publisher = session.info[ANNOUNCEMENTS]
    return announcements


# What a route's services announce their changes to: published once the unit of work commits.
ChangesDep = Annotated[Publisher, Depends(_announcements)]


async def refuse_unsaveable_query(connection: HTTPConnection) -> None:
    """Every route's first dependency: query parameters follow the rule request bodies follow
    (`InputModel`), so text no database can store is refused with a message on the parameter
    before any other dependency or the route runs. (The live-feed socket reads no query.)"""
    if connection.scope["type"] != "http":
        return
    query = connection.query_params
    where = unsaveable_text({name: query.getlist(name) for name in query})
    if where:
        raise RequestValidationError(
            [
                {"type": EXPLAINED, "loc": ("query", loc[0]), "msg": messages.TEXT_UNSAVEABLE}
                for loc in where
            ]
        )


def system_clock() -> datetime:
    """The clock create_app gives the app (app.state.clock); a test may set a clock of its own."""
    return datetime.now(UTC)


async def _now(request: Request) -> datetime:
    clock: Callable[[], datetime] = request.app.state.clock
    return clock()


# The moment a request is handled, for the rules that follow the club's night.
NowDep = Annotated[datetime, Depends(_now)]

# Where a route's declaration is left in the request's scope, for the response cache
# (http/response_cache.py) to read when the answer starts.
PUBLIC_ANSWER = "nocturne.public_answer"
# What a public read tells browsers: keep it, but ask again (a 304 is cheap) before using it.
REVALIDATE = "public, max-age=0, must-revalidate"


@dataclass
class PublicAnswer:
    """A route's word on its answer: the same for everyone who asks, made of `tables` (a write
    to one of them, announced on the change feed, ends the kept answer in every process) and
    good until `until` at the latest (the club's next night; sooner where the route says so)."""

    tables: frozenset[str]
    until: datetime


def declare_public(scope: Scope, tables: Iterable[str], zone: ZoneInfo) -> PublicAnswer:
    declared = PublicAnswer(frozenset(tables), next_night_starts(zone))
    scope[PUBLIC_ANSWER] = declared
    return declared


def public_answer(*tables: str, cache_control: str = REVALIDATE) -> Any:
    """A route dependency: the route's answer is public and made of `tables`, so the response
    cache keeps it whole until a write to one of them (or `until`). It also sets the answer's
    Cache-Control (a route that returns a Response of its own sets it there)."""

    async def declare(request: Request, response: Response) -> PublicAnswer:
        response.headers["Cache-Control"] = cache_control
        return declare_public(request.scope, tables, request.app.state.club.zone)

    return Depends(declare)


_bearer = HTTPBearer(auto_error=False, description="An access token from /api/auth/token.")


async def _current_user(
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> User:
    """The signed-in account. Whatever the request then writes is recorded as done by it
    (core/audit.py), on the staff screens and on the account's own sign-in settings alike."""
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise ApiError(401, messages.NOT_AUTHENTICATED, headers={"WWW-Authenticate": "Bearer"})
    user = await sessions.authenticate(session, settings, credentials.credentials)
    operation = getattr(request.scope.get("route"), "operation_id", None)
    audit.act_as(
        session, audit.Actor(user.id, user.email, client_address(request), operation or "")
    )
    return user


async def _current_staff(
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    user: Annotated[User, Depends(_current_user)],
) -> User:
    """An approved account whose role may call this operation (accounts/roles.py)."""
    refusal = sessions.staff_refusal(user, request.app.state.club.two_factor_roles)
    if refusal is not None:
        raise refusal
    operation = getattr(request.scope.get("route"), "operation_id", None)
    if not roles.may_call(user.role, operation):
        raise ApiError(403, messages.ROLE_FORBIDDEN, code="role_forbidden")
    return user


CurrentUser = Annotated[User, Depends(_current_user)]
CurrentStaff = Annotated[User, Depends(_current_staff)]


def session_of(request: Request, settings: Settings) -> uuid.UUID:
    """The session (refresh family) of the bearer token an authenticated request carries."""
    authorization = request.headers.get("authorization", "")
    return tokens.read_access_token(settings.resolved_secret_key, authorization[7:]).session_id


def client_address(request: Request) -> str:
    return address_of(request.scope)


def address_of(scope: Scope) -> str:
    """The client's address (a trusted proxy's forwarded one: the server rewrites the scope)."""
    client = scope.get("client")
    return client[0] if client else "unknown"


async def limit_public_writes(request: Request) -> None:
    """Counted before the body is read, so an invalid body counts too: on the booking desk, in
    the batch's transaction (reservations/booking_desk.py)."""
    await request.app.state.desk.count_public_write(client_address(request))


async def require_staff(staff: CurrentStaff) -> None:
    """For router-wide dependencies: the caller must be approved staff."""


async def media_policy(settings: SettingsDep) -> None:
    """The media origins this request's body may use (runs before the body is validated, in the
    request's own context)."""
    MEDIA_ORIGINS.set(settings.allowed_media_origins)


def staff_router(prefix: str = "", **options: Any) -> APIRouter:
    """A router under /api/admin whose every route requires approved staff."""
    return APIRouter(
        prefix="/api/admin" + prefix,
        dependencies=[Depends(require_staff), Depends(media_policy)],
        responses={
            401: {"model": ErrorResponse, "description": "No valid access token."},
            403: {
                "model": ErrorResponse,
                "description": "The account is not approved, or its role may not do this.",
            },
        },
        **options,
    )
