"""The ASGI application: API, stored media and the built web app on one origin."""

import asyncio
import contextlib
import gc
import json
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import Any

from fastapi import Depends, FastAPI
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from starlette.types import ASGIApp, Receive, Scope, Send

from nocturne.accounts import audit_routes, auth_routes, users_routes
from nocturne.club import routes as club_routes
from nocturne.club.service import Club
from nocturne.config import Settings
from nocturne.contact import routes as contact_routes
from nocturne.content import draft_routes, history_routes
from nocturne.content import public_routes as content_public_routes
from nocturne.content import staff_routes as content_staff_routes
from nocturne.content.publication import PublicationClock
from nocturne.content.site_cache import SiteCache
from nocturne.core import errors, openapi
from nocturne.core.db import (
    create_counts_engine,
    create_engine,
    create_group_commit,
    create_read_engine,
    create_sessionmaker,
)
from nocturne.core.group_commit import DurableAnswers
from nocturne.deps import refuse_unsaveable_query, system_clock
from nocturne.guests import routes as guests_routes
from nocturne.guests.retention import Retention
from nocturne.http import health, spa
from nocturne.http.body_limit import BodyLimit
from nocturne.http.compression import Compression
from nocturne.http.headers import SecurityHeaders, header_sets
from nocturne.http.media_files import MediaFiles
from nocturne.http.request_log import RequestLog
from nocturne.http.response_cache import CachedAnswers, ResponseCache
from nocturne.live import routes as live_routes
from nocturne.live.changes import ChangeFeed
from nocturne.live.hub import Hub
from nocturne.mail.mailer import Mailer
from nocturne.mail.outbox import Outbox
from nocturne.media import routes as media_routes
from nocturne.media.library import MediaLibrary
from nocturne.media.storage import create_storage
from nocturne.pages import routes as pages_routes
from nocturne.reservations import link_routes, manage_routes, rules_routes
from nocturne.reservations import public_routes as reservations_public_routes
from nocturne.reservations import staff_routes as reservations_staff_routes
from nocturne.reservations.availability_answers import BookingFacts
from nocturne.reservations.booking_desk import BookingDesk
from nocturne.reservations.notifications import Notifier
from nocturne.reservations.reminders import Reminders
from nocturne.tables import routes as tables_routes

log = logging.getLogger(__name__)

# Answers this long or longer are compressed for a client that takes brotli or gzip.
COMPRESS_FROM_BYTES = 1024


class NocturneApp(FastAPI):
    """FastAPI, with stored media from the local data folder handed to http/media_files.py before
    the application: they are files on disk, answered from their stat and a bounded cache of
    small ones, with the same headers and log line. Every other request goes through the
    application, its middleware and its routes."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        # None with S3 storage.
        self.media: ASGIApp | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        media = self.media
        if media is not None and scope["type"] == "http" and scope["path"].startswith("/media/"):
            await media(scope, receive, send)
            return
        await super().__call__(scope, receive, send)


def create_served_app() -> FastAPI:
    """The app `nocturne serve` runs in each process: create_app, then what exists once it is
    built (the modules, models, schemas and statements: some 145,000 objects) set apart from the
    garbage collector. Its full collections then scan only what requests made since, instead of
    pausing every request under way for about 40 ms each time (seen as the public list's p99
    jumping from 8 to 40-70 ms between runs). Not in create_app: a test process builds hundreds
    of apps and must stay able to collect them."""
    app = create_app()
    gc.collect()  # what building it left as garbage is freed, not kept forever
    gc.freeze()
    return app


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    engine = create_engine(settings.resolved_database_url)
    counts_engine = create_counts_engine(settings.resolved_database_url, engine)
    sessionmaker = create_sessionmaker(engine, counts_engine)
    # Work that only reads: on SQLite its own read-only connections, never waiting for a write.
    read_engine = create_read_engine(
        settings.resolved_database_url, engine, settings.sqlite_readers
    )
    read_sessionmaker = create_sessionmaker(read_engine)
    group_commit = create_group_commit(settings.resolved_database_url, engine)
    changes = ChangeFeed()
    hub = Hub()
    club = Club(settings, sessionmaker, two_factor_changed=hub.recheck_staff)
    changes.listen(club.on_change)
    storage = create_storage(settings)
    site_cache = SiteCache(read_sessionmaker, storage, settings.club_name, lambda: club.zone)
    booking_facts = BookingFacts(read_sessionmaker)
    response_cache = ResponseCache()
    media = MediaLibrary(
        sessionmaker,
        storage,
        changes,
        grace=timedelta(hours=settings.media_grace_hours),
        sweep_every=timedelta(hours=settings.media_sweep_hours),
    )
    changes.listen(site_cache.on_change)
    changes.listen(booking_facts.on_change)
    changes.listen(response_cache.on_change)
    publication = PublicationClock(read_sessionmaker, changes)
    changes.listen(publication.on_change)

    changes.listen(hub.on_change)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await club.load()
        await changes.start(engine)
        heartbeat = asyncio.create_task(_heartbeat(hub, settings.realtime_heartbeat_seconds))
        media_worker = asyncio.create_task(media.run())
        publication.start()
        outbox: Outbox = _app.state.notifier.outbox
        outbox.start()
        reminders: Reminders = _app.state.reminders
        reminders.start()
        retention: Retention = _app.state.retention
        retention.start()
        try:
            yield
        finally:
            await retention.stop()
            await reminders.stop()
            await publication.stop()
            await _app.state.desk.stop()
            for task in (heartbeat, media_worker):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            # Mails due get a moment to go; the rest stay stored for the next start (or another
            # process). A stuck mail server must not hold shutdown.
            with contextlib.suppress(Exception):
                await asyncio.wait_for(outbox.drain(retries=False), timeout=10)
            await outbox.stop()
            await changes.stop()
            # Readers first, so the writer is the last connection and checkpoints the WAL.
            for other in (read_engine, counts_engine):
                if other is not engine:
                    await other.dispose()
            await engine.dispose()

    app = NocturneApp(
        title="Nocturne",
        version="0.1.0",
        summary="The public website of a premium nightclub and its staff back-office.",
        openapi_url="/api/openapi.json",
        docs_url="/api/docs",
        redoc_url=None,
        lifespan=lifespan,
        dependencies=[Depends(refuse_unsaveable_query)],
        # Nothing here exports traces, metrics or logs through OpenTelemetry: FastAPI's check
        # for a configured provider would cost every request about 13 µs.
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    app.state.settings = settings
    app.state.engine = engine
    app.state.sessionmaker = sessionmaker
    app.state.read_engine = read_engine
    app.state.read_sessionmaker = read_sessionmaker
    app.state.group_commit = group_commit
    app.state.changes = changes
    app.state.club = club
    app.state.site_cache = site_cache
    app.state.response_cache = response_cache
    app.state.booking_facts = booking_facts
    app.state.hub = hub
    app.state.publication = publication
    app.state.mailer = Mailer(settings)
    app.state.notifier = Notifier(
        settings, club, outbox_for(settings, sessionmaker, app.state.mailer)
    )
    app.state.reminders = Reminders(sessionmaker, app.state.notifier, club, settings)
    app.state.retention = Retention(sessionmaker, changes, club, settings)
    app.state.desk = BookingDesk(
        engine, changes, group_commit, settings, app.state.notifier.outbox, counts_engine
    )
    app.state.storage = storage
    app.state.media = media
    app.state.clock = system_clock

    errors.install(app)
    openapi.install(app)
    for routes in (
        content_public_routes,
        reservations_public_routes,
        contact_routes,
        auth_routes,
        users_routes,
        club_routes,
        audit_routes,
        content_staff_routes,
        history_routes,
        draft_routes,
        reservations_staff_routes,
        tables_routes,
        guests_routes,
        media_routes,
        live_routes,
        pages_routes,
        health,
    ):
        app.include_router(routes.router)
    app.include_router(rules_routes.public_router)
    app.include_router(contact_routes.public_router)
    app.include_router(link_routes.router)
    app.include_router(manage_routes.router)
    app.include_router(rules_routes.router)
    app.include_router(media_routes.admin_router)
    app.include_router(health.staff)

    shell = spa.SpaShell(settings.resolved_web_dist, site_cache, settings, club)
    spa.mount(app, shell, settings.resolved_web_dist)
    # Outermost last: the request log sees everything and security headers go on every answer,
    # kept or not. The response cache keeps what compression and the routes made.
    # Innermost: a route's error answered in the same envelope and with the same headers as
    # any answer, and a request that committed answered once its commit is on disk (SQLite).
    app.add_middleware(errors.ServerErrors)
    app.add_middleware(DurableAnswers, group_commit=group_commit, failed=errors.error_response)
    app.add_middleware(Compression, minimum_size=COMPRESS_FROM_BYTES)
    app.add_middleware(BodyLimit)
    app.add_middleware(CachedAnswers, cache=response_cache)
    app.add_middleware(SecurityHeaders, settings=settings)
    app.add_middleware(RequestLog)
    # Local media are answered in front of all of it, with the same headers and log line.
    _, media_headers = header_sets(settings)
    if settings.storage_backend == "local":
        settings.media_dir.mkdir(parents=True, exist_ok=True)
        app.media = MediaFiles(settings.media_dir, media_headers)
    return app


def outbox_for(
    settings: Settings, sessionmaker: async_sessionmaker[AsyncSession], mailer: Mailer
) -> Outbox:
    return Outbox(
        sessionmaker,
        mailer,
        poll_seconds=settings.mail_poll_seconds,
        lease_seconds=settings.mail_lease_seconds,
        retry_waits=settings.mail_retry_seconds,
    )


HEARTBEAT = json.dumps({"type": "heartbeat"})


async def _heartbeat(hub: Hub, seconds: float) -> None:
    """Lets browsers tell a quiet feed from a dead one (every 30 s by default)."""
    while True:
        await asyncio.sleep(seconds)
        hub.broadcast(HEARTBEAT)
