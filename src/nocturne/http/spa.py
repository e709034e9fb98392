"""Serves the built React app: hashed assets, the SPA fallback, and the HTML with the site
payload inlined so the first paint needs no API round trip."""

import html
import os
import re
import stat
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

from nocturne.config import Settings
from nocturne.content.public_reads import PublicReads
from nocturne.content.schemas import EventPagePublic, SitePublic
from nocturne.content.site_cache import SiteCache
from nocturne.http.first_screen import TEMPLATES_FILE, FirstScreen
from nocturne.http.prepared import Prepared, answer
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
    "/admin/booking-rules",
    "/admin/users",
    "/admin/activity",
    "/admin/profile",
)
_APP_PATHS = frozenset(APP_PATHS)
# An event's page, /events/{slug}: whether the event exists is the shell's to find out.
EVENT_PAGE = re.compile(r"/events/([^/]+)/?")
# The app's routes with a parameter, as paths.ts writes them, and the paths they match.
APP_PATTERNS = {"/events/:slug": EVENT_PAGE}


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
    """The app's HTML, read once at start-up, re-rendered only when the site payload changes.
    The landing page's copy, and each event's page, also carry their first screen as HTML
    (first_screen.py), so they paint before the script runs; every other path gets the empty
    root. Each page's copy has its own title and head tags (pages/seo.py), made when the page is
    first asked for."""

    def __init__(
        self,
        dist: Path,
        site_cache: SiteCache,
        settings: Settings,
        public_reads: PublicReads | None = None,
    ) -> None:
        index = dist / "index.html"
        self._settings = settings
        self._public_reads = public_reads
        self._template = index.read_text() if index.is_file() else None
        self._site_cache = site_cache
        self._first_screen = FirstScreen.load(dist)
        # The payload's ETag and the pages made from it, by path (None: an unknown address).
        self._etag: str | None = None
        self._rendered: dict[str | None, Prepared] = {}
        # Event pages by slug, each with the ETag of the event page's data it was made from.
        self._events: dict[str, tuple[str, Prepared]] = {}

    @property
    def built(self) -> bool:
        return self._template is not None

    async def _page(self, path: str | None) -> Prepared:
        """The HTML for `path` (an app path, normalised; None for one the app has no page at)."""
        assert self._template is not None
        snapshot = await self._site_cache.get()
        self._follow(snapshot.etag)
        rendered = self._rendered.get(path)
        if rendered is None:
            rendered = self._rendered[path] = self._render(snapshot.site, snapshot.body, path)
        return rendered

    def _follow(self, etag: str) -> None:
        """Forget the pages made from an older payload."""
        if self._etag != etag:
            self._etag, self._rendered, self._events = etag, {}, {}

    def _render(self, site: SitePublic, body: bytes, path: str | None) -> Prepared:
        assert self._template is not None
        title, tags = seo.head_tags(site, self._settings.public_url, self._settings.zone, path)
        screen = self._first_screen
        prerender = ""
        if path == "/" and screen:
            # Only the landing page paints the hero, so only it asks for the picture early.
            preload = screen.preload(site)
            tags = f"{tags}\n    {preload}" if preload else tags
            prerender = screen.render(site)
        page = inline_site_data(inline_meta(self._template, title, tags), body)
        page = page.replace(PRERENDER_MARKER, prerender, 1)
        return Prepared.of(page.encode(), "text/html; charset=utf-8", "no-cache", "h-")

    async def page(self) -> Prepared:
        """The landing page's HTML with the current payload and metadata inlined (requires a
        build)."""
        return await self._page("/")

    async def render(self, request: Request) -> Response:
        if not self.built:
            return HTMLResponse(NOT_BUILT, status_code=503)
        path = request.url.path
        slug = event_slug_in(path)
        event = await self.event_page(slug) if slug else None
        if event is not None:
            page = event
        elif slug is not None or not is_app_path(path):
            not_found = await self._page(None)
            status_code, headers, body = answer(
                not_found, None, request.headers.get("accept-encoding")
            )
            headers = [(name, value) for name, value in headers if name.lower() != "etag"]
            return Response(body, status_code=404, headers=dict(headers))
        else:
            page = await self._page(path.rstrip("/") or "/")
        status_code, headers, body = answer(
            page, request.headers.get("if-none-match"), request.headers.get("accept-encoding")
        )
        return Response(body, status_code=status_code, headers=dict(headers))

    async def event_page(self, slug: str) -> Prepared | None:
        """An event's page: its own head tags, its first screen as HTML and its data inlined, so
        it paints before the app has started and a shared link previews that night; None when
        there is no such page (the app's 404 page answers). Made once per site payload and event
        page data."""
        if self._template is None or self._public_reads is None:
            return None
        event = await self._public_reads.event_page(slug)
        if event is None:
            return None
        snapshot = await self._site_cache.get()
        self._follow(snapshot.etag)
        made = self._events.get(slug)
        if made is not None and made[0] == event.prepared.etag:
            return made[1]
        assert isinstance(event.value, EventPagePublic)
        title, tags = seo.event_head_tags(
            snapshot.site, event.value.event, self._settings.public_url, self._settings.zone
        )
        html_page = inline_site_data(
            inline_meta(self._template, title, tags), snapshot.body, event.prepared.body
        )
        screen = self._first_screen
        prerender = screen.render_event(snapshot.site, event.value) if screen else ""
        html_page = html_page.replace(PRERENDER_MARKER, prerender, 1)
        # One per event, each carrying the whole site payload: compressed quickly (brotli's best
        # level takes about 40 ms for one).
        page = Prepared.of(
            html_page.encode(), "text/html; charset=utf-8", "no-cache", "h-", quick=True
        )
        self._events[slug] = (event.prepared.etag, page)
        return page


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
