"""Serves the built React app: hashed assets, the SPA fallback, and the HTML with the site
payload inlined so the first paint needs no API round trip. The app's pages (the landing page,
an event's page, every other path of the app) declare their HTML public, made of what the site
payload is made of: the response cache (http/response_cache.py) keeps each until it changes."""

import html
import os
import re
import stat
from datetime import UTC, datetime
from mimetypes import guess_type
from pathlib import Path

import anyio
from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, Response
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.responses import FileResponse
from starlette.routing import Match, Route
from starlette.staticfiles import NotModifiedResponse, StaticFiles
from starlette.types import Scope

from nocturne.club.nights import club_today
from nocturne.club.service import Club
from nocturne.config import Settings
from nocturne.content import event_pages
from nocturne.content.public_routes import EVENT_PAGE_TABLES
from nocturne.content.schemas import EventPagePublic
from nocturne.content.site_cache import PAYLOAD_TABLES, SiteCache, SiteSnapshot
from nocturne.core.db import session_scope
from nocturne.deps import declare_public
from nocturne.http.first_screen import TEMPLATES_FILE, FirstScreen
from nocturne.kit.accept_encoding import accepts
from nocturne.pages import seo

SITE_DATA_MARKER = "<!--site-data-->"
SITE_META_MARKER = "<!--site-meta-->"
PRERENDER_MARKER = "<!--site-prerender-->"
# The element the event page reads its data from (web/src/features/event-page/api).
EVENT_DATA_ID = "event-data"
TITLE = re.compile(r"<title>.*?</title>", re.DOTALL)
NOT_BUILT = (
    "<!doctype html><title>Nocturne</title><p>The web app has not been built yet. "
    "Run <code>make run</code> (or <code>npm --prefix web run build</code>).</p>"
)
RESERVED_PREFIXES = ("/api/", "/media/")
# Files of the build that the server reads and never serves as they are.
SERVER_ONLY = frozenset({"index.html", TEMPLATES_FILE})
# The app's routes (web/src/config/paths.ts): any other path gets the app's HTML with a 404, so
# the app shows its not-found page and crawlers and monitors see the status.
APP_PATHS = (
    "/",
    "/menu",
    "/privacy",
    "/terms",
    "/reservation-link",
    "/booking",
    "/admin/login",
    "/admin/reset-password",
    "/admin",
    "/admin/hero",
    "/admin/navigation",
    "/admin/content",
    "/admin/gallery",
    "/admin/events",
    "/admin/bottle-service",
    "/admin/menu",
    "/admin/contact",
    "/admin/footer",
    "/admin/legal",
    "/admin/seo",
    "/admin/drafts",
    "/admin/trash",
    "/admin/preview",
    "/admin/contact-submissions",
    "/admin/reservations",
    "/admin/door",
    "/admin/floor",
    "/admin/guests",
    "/admin/booking-rules",
    "/admin/club",
    "/admin/users",
    "/admin/activity",
    "/admin/profile",
)
_APP_PATHS = frozenset(APP_PATHS)
# An event's page, /events/{slug}: whether the event exists is the shell's to find out.
EVENT_PAGE = re.compile(r"/events/([^/]+)/?")
# One guest's profile, /admin/guests/{id}.
GUEST_PAGE = re.compile(r"/admin/guests/([^/]+)/?")
# The app's routes with a parameter, as paths.ts writes them, and the paths they match.
APP_PATTERNS = {"/events/:slug": EVENT_PAGE, "/admin/guests/:guestId": GUEST_PAGE}


def event_slug_in(path: str) -> str | None:
    """The slug of an event page's path, or None for any other path."""
    match = EVENT_PAGE.fullmatch(path)
    return match.group(1) if match else None


def is_app_path(path: str) -> bool:
    """Whether the app has a page at ``path`` (a trailing slash is allowed, as the router does)."""
    return (path.rstrip("/") or "/") in _APP_PATHS or any(
        pattern.fullmatch(path) for pattern in APP_PATTERNS.values()
    )


IMMUTABLE = "public, max-age=31536000, immutable"
# Preferred first: brotli is smaller than gzip for the same text.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


class ImmutableAssets(StaticFiles):
    """Vite's assets carry a content hash in their names, so they never change. The build writes
    a brotli (.br) and a gzip (.gz) copy next to each text asset (web/scripts/precompress.mjs);
    a request that accepts one of them gets it as is. A Range request gets the plain file."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        if path.endswith((".br", ".gz")):
            # The copies are served only as an encoding of their asset, never on their own.
            raise HTTPException(status_code=404)
        response = await self._variant(path, scope) or await super().get_response(path, scope)
        if response.status_code in (200, 206, 304):
            response.headers["Cache-Control"] = IMMUTABLE
            # A plain 200 of 1 KB or more gets its Vary from the app's GZipMiddleware, which
            # leaves answers that carry a Content-Encoding, 206 and 304 alone. Smaller files
            # have no copies (the build script skips them).
            plain_200 = response.status_code == 200 and "content-encoding" not in response.headers
            if not plain_200 and await self._has_variants(path):
                response.headers["Vary"] = "Accept-Encoding"
        return response

    async def _variant(self, path: str, scope: Scope) -> Response | None:
        if scope["method"] not in ("GET", "HEAD"):
            return None
        headers = Headers(scope=scope)
        if "range" in headers:
            return None
        accept_encoding = headers.get("accept-encoding")
        for coding, suffix in ENCODINGS:
            if not accepts(accept_encoding, coding) and not (
                coding == "gzip" and accepts(accept_encoding, "x-gzip")
            ):
                continue
            full_path, stat_result = await anyio.to_thread.run_sync(self._lookup, path + suffix)
            if stat_result is None:
                continue
            media_type = guess_type(path)[0] or "application/octet-stream"
            response = FileResponse(full_path, stat_result=stat_result, media_type=media_type)
            response.headers["Content-Encoding"] = coding
            if self.is_not_modified(response.headers, headers):
                return NotModifiedResponse(response.headers)
            return response
        return None

    async def _has_variants(self, path: str) -> bool:
        for _, suffix in ENCODINGS:
            if (await anyio.to_thread.run_sync(self._lookup, path + suffix))[1] is not None:
                return True
        return False

    def _lookup(self, path: str) -> tuple[str, os.stat_result | None]:
        try:
            full_path, stat_result = self.lookup_path(path)
        except (OSError, ValueError):
            return "", None
        if stat_result is None or not stat.S_ISREG(stat_result.st_mode):
            return "", None
        return full_path, stat_result


def inline_meta(page: str, title: str, tags: str) -> str:
    page = TITLE.sub(lambda _: f"<title>{html.escape(title)}</title>", page, count=1)
    return page.replace(SITE_META_MARKER, tags, 1)


def _json_script(element_id: str, payload: bytes) -> str:
    # "<" is escaped so no text in the content can close the script element.
    data = payload.decode().replace("<", "\\u003c")
    return f'<script id="{element_id}" type="application/json">{data}</script>'


def inline_site_data(page: str, payload: bytes, event: bytes | None = None) -> str:
    """The page with the site payload inlined, and an event page's own data after it."""
    tag = _json_script("site-data", payload)
    if event is not None:
        tag += "\n    " + _json_script(EVENT_DATA_ID, event)
    return page.replace(SITE_DATA_MARKER, tag, 1)


class AppRoute(Route):
    """The app's catch-all: every path that is not the API's or stored media. API paths fall
    through to the router's own answers (404, or 405 with Allow for a wrong method)."""

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        path = scope.get("path", "")
        if path == "/api" or path.startswith(RESERVED_PREFIXES):
            return Match.NONE, {}
        return super().matches(scope)


class SpaShell:
    """The app's HTML, read once at start-up and filled for each page it is asked for. The
    landing page, and each event's page, also carry their first screen as HTML
    (first_screen.py), so they paint before the script runs; every other path gets the empty
    root. Each page has its own title and head tags (pages/seo.py)."""

    def __init__(self, dist: Path, site_cache: SiteCache, settings: Settings, club: Club) -> None:
        index = dist / "index.html"
        self._settings = settings
        self._club = club
        self._template = index.read_text() if index.is_file() else None
        self._site_cache = site_cache
        self._first_screen = FirstScreen.load(dist)

    @property
    def built(self) -> bool:
        return self._template is not None

    def _render(self, snapshot: SiteSnapshot, path: str | None) -> str:
        """The HTML for `path` (an app path, normalised; None for one the app has no page at)."""
        assert self._template is not None
        site = snapshot.site
        title, tags = seo.head_tags(site, self._settings.public_url, self._club.zone, path)
        screen = self._first_screen
        prerender = ""
        if path == "/" and screen:
            # Only the landing page paints the hero, so only it asks for the picture early.
            preload = screen.preload(site)
            tags = f"{tags}\n    {preload}" if preload else tags
            prerender = screen.render(site)
        page = inline_site_data(inline_meta(self._template, title, tags), snapshot.body)
        return page.replace(PRERENDER_MARKER, prerender, 1)

    def _render_event(self, snapshot: SiteSnapshot, event: EventPagePublic) -> str:
        """An event's page: its own head tags, its first screen as HTML and its data inlined, so
        it paints before the app has started and a shared link previews that night."""
        assert self._template is not None
        title, tags = seo.event_head_tags(
            snapshot.site, event.event, self._settings.public_url, self._club.zone
        )
        page = inline_site_data(
            inline_meta(self._template, title, tags),
            snapshot.body,
            event.model_dump_json().encode(),
        )
        screen = self._first_screen
        prerender = screen.render_event(snapshot.site, event) if screen else ""
        return page.replace(PRERENDER_MARKER, prerender, 1)

    async def render(self, request: Request) -> Response:
        if not self.built:
            return HTMLResponse(NOT_BUILT, status_code=503)
        path = request.url.path
        slug = event_slug_in(path)
        known = slug is not None or is_app_path(path)
        if known:
            tables = EVENT_PAGE_TABLES if slug is not None else ()
            declare_public(request.scope, (*PAYLOAD_TABLES, *tables), self._club.zone)
        snapshot = await self._site_cache.get()
        if slug is not None:
            event = await self.event_page(request, slug)
            if event is not None:
                return _html(self._render_event(snapshot, event))
        elif known:
            return _html(self._render(snapshot, path.rstrip("/") or "/"))
        # The app shows its not-found page; crawlers and monitors see the status.
        return _html(self._render(snapshot, None), status_code=404)

    async def event_page(self, request: Request, slug: str) -> EventPagePublic | None:
        """The data of an event's page (as GET /api/events/{slug} answers it); None when there is
        no such page (unknown, or still scheduled)."""
        state = request.app.state
        now = datetime.now(UTC)
        async with session_scope(state.read_sessionmaker) as session:
            return await event_pages.read_event_page(
                session, state.storage, slug, now, club_today(self._club.zone, now)
            )


def _html(page: str, status_code: int = 200) -> Response:
    # Asked for afresh on every visit; a 304 saves the body.
    return HTMLResponse(page, status_code=status_code, headers={"Cache-Control": "no-cache"})


def mount(app: FastAPI, shell: SpaShell, dist: Path) -> None:
    if (dist / "assets").is_dir():
        app.mount("/assets", ImmutableAssets(directory=dist / "assets"), name="assets")
    # Files at the top of the build (favicon, robots.txt...) are known at start-up.
    root_files = (
        {p.name for p in dist.iterdir() if p.is_file() and p.name not in SERVER_ONLY}
        if dist.is_dir()
        else set()
    )
    root_static = StaticFiles(directory=dist, check_dir=False)

    async def spa(request: Request) -> Response:
        path = request.path_params["path"]
        if path in root_files:
            return await root_static.get_response(path, request.scope)
        return await shell.render(request)

    app.router.routes.append(AppRoute("/{path:path}", spa, methods=["GET", "HEAD"]))
