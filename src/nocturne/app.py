"""The ASGI application: API, stored media and the built web app on one origin."""

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta

from fastapi import FastAPI
from fastapi.middleware.gzip import GZipMiddleware

from nocturne.accounts import audit_routes, auth_routes, users_routes
from nocturne.config import Settings
from nocturne.content import draft_routes, history_routes
from nocturne.content import public_routes as content_public_routes
from nocturne.content import staff_routes as content_staff_routes
from nocturne.content.event_pages import EventPages
from nocturne.content.publication import PublicationClock
from nocturne.content.site_cache import SiteCache
from nocturne.core import errors, openapi
from nocturne.core.db import create_engine, create_sessionmaker
from nocturne.core.mail import Mailer
from nocturne.http import health, spa
from nocturne.http.body_limit import BodyLimit
from nocturne.http.front_door import HotPaths, NocturneApp
from nocturne.http.headers import SecurityHeaders, header_sets
from nocturne.http.media_files import MediaFiles
from nocturne.http.request_log import RequestLog
from nocturne.inbox import link_routes, rules_routes
from nocturne.inbox import public_routes as inbox_public_routes
from nocturne.inbox import staff_routes as inbox_staff_routes
from nocturne.inbox.club_settings import ClubSettings
from nocturne.inbox.notifications import Notifier
from nocturne.live import routes as live_routes
from nocturne.live.changes import ChangeFeed
from nocturne.live.hub import Hub
from nocturne.media import routes as media_routes
from nocturne.media.library import MediaLibrary
from nocturne.media.storage import create_storage
from nocturne.pages import routes as pages_routes

log = logging.getLogger(__name__)


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    engine = create_engine(settings.resolved_database_url)
    sessionmaker = create_sessionmaker(engine)
    changes = ChangeFeed()
    club_settings = ClubSettings(settings, sessionmaker)
    changes.listen(club_settings.on_change)
    storage = create_storage(settings)
    site_cache = SiteCache(sessionmaker, storage, settings.club_name, lambda: settings.zone)
    media = MediaLibrary(
        sessionmaker,
        storage,
        changes,
        grace=timedelta(hours=settings.media_grace_hours),
        sweep_every=timedelta(hours=settings.media_sweep_hours),
    )
    changes.listen(site_cache.on_change)
    publication = PublicationClock(sessionmaker, changes)
    changes.listen(publication.on_change)

    hub = Hub()
    changes.listen(hub.on_change)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await club_settings.load()
        await changes.start(engine)
        heartbeat = asyncio.create_task(_heartbeat(hub, settings.realtime_heartbeat_seconds))
        media_worker = asyncio.create_task(media.run())
        publication.start()
        try:
            yield
        finally:
            await publication.stop()
            for task in (heartbeat, media_worker):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            # Mails under way get a moment to finish; a stuck mail server must not hold shutdown.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(_app.state.notifier.drain(), timeout=10)
            await changes.stop()
            await engine.dispose()

    app = NocturneApp(
        title="Nocturne",
        version="0.1.0",
        summary="The public website of a premium nightclub and its staff back-office.",
        openapi_url="/api/openapi.json",
        docs_url="/api/docs",
        redoc_url=None,
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.engine = engine
    app.state.sessionmaker = sessionmaker
    app.state.changes = changes
    app.state.club_settings = club_settings
    app.state.site_cache = site_cache
    app.state.hub = hub
    app.state.mailer = Mailer(settings)
    app.state.notifier = Notifier(settings, app.state.mailer)
    app.state.storage = storage
    app.state.media = media

    errors.install(app)
    openapi.install(app)
    for routes in (
        content_public_routes,
        inbox_public_routes,
        auth_routes,
        users_routes,
        audit_routes,
        content_staff_routes,
        history_routes,
        draft_routes,
        inbox_staff_routes,
        media_routes,
        live_routes,
        pages_routes,
        health,
    ):
        app.include_router(routes.router)
    app.include_router(rules_routes.public_router)
    app.include_router(link_routes.router)
    app.include_router(rules_routes.router)
    app.include_router(media_routes.admin_router)

    if settings.storage_backend == "local":
        settings.media_dir.mkdir(parents=True, exist_ok=True)
        app.mount("/media", MediaFiles(directory=settings.media_dir), name="media")
    event_pages = EventPages(sessionmaker, storage, lambda: settings.zone)
    shell = spa.SpaShell(settings.resolved_web_dist, site_cache, settings, event_pages)
    spa.mount(app, shell, settings.resolved_web_dist)
    # Outermost last: the request log sees everything and security headers go on every answer.
    app.add_middleware(GZipMiddleware, minimum_size=1024)
    app.add_middleware(BodyLimit)
    app.add_middleware(SecurityHeaders, settings=settings)
    app.add_middleware(RequestLog)
    # The hot paths are answered in front of all of it, with the same headers and log line.
    app.hot = HotPaths(site_cache, shell, header_sets(settings)[0])
    return app


HEARTBEAT = json.dumps({"type": "heartbeat"})


async def _heartbeat(hub: Hub, seconds: float) -> None:
    """Lets browsers tell a quiet feed from a dead one (every 30 s by default)."""
    while True:
        await asyncio.sleep(seconds)
        hub.broadcast(HEARTBEAT)
