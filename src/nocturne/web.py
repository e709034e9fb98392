"""Serves the built React app: hashed assets, the SPA fallback, and the HTML with the site
payload inlined so the first paint needs no API round trip."""

import json
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from nocturne.services.site import SiteCache

SITE_DATA_MARKER = "<!--site-data-->"
NOT_BUILT = (
    "<!doctype html><title>Nocturne</title><p>The web app has not been built yet. "
    "Run <code>make run</code> (or <code>npm --prefix web run build</code>).</p>"
)
RESERVED_PREFIXES = ("/api/", "/media/")


class ImmutableAssets(StaticFiles):
    """Vite's assets carry a content hash in their names, so they never change."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        if response.status_code == 200:
            response.headers["Cache-Control"] = "public, max-age=31536000, immutable"
        return response


def inline_site_data(html: str, payload: bytes) -> str:
    # "<" is escaped so no text in the content can close the script element.
    data = payload.decode().replace("<", "\\u003c")
    tag = f'<script id="site-data" type="application/json">{data}</script>'
    return html.replace(SITE_DATA_MARKER, tag, 1)


class SpaShell:
    def __init__(self, dist: Path, site_cache: SiteCache) -> None:
        self._index = dist / "index.html"
        self._site_cache = site_cache
        self._rendered: tuple[str, str] | None = None

    async def render(self) -> HTMLResponse:
        if not self._index.is_file():
            return HTMLResponse(NOT_BUILT, status_code=503)
        snapshot = await self._site_cache.get()
        rendered = self._rendered
        if rendered is None or rendered[0] != snapshot.etag:
            html = inline_site_data(self._index.read_text(), snapshot.body)
            rendered = self._rendered = (snapshot.etag, html)
        return HTMLResponse(rendered[1], headers={"Cache-Control": "no-cache"})


def mount(app: FastAPI, dist: Path, site_cache: SiteCache) -> None:
    shell = SpaShell(dist, site_cache)
    assets = dist / "assets"
    if assets.is_dir():
        app.mount("/assets", ImmutableAssets(directory=assets), name="assets")

    @app.get("/{path:path}", include_in_schema=False)
    async def spa(path: str, request: Request) -> Response:
        if request.url.path.startswith(RESERVED_PREFIXES) or request.url.path == "/api":
            return Response(
                json.dumps({"error": {"code": "not_found", "message": "Not found."}}),
                status_code=404,
                media_type="application/json",
            )
        candidate = (dist / path).resolve()
        if path and candidate.is_file() and candidate.is_relative_to(dist.resolve()):
            return await StaticFiles(directory=dist).get_response(path, request.scope)
        return await shell.render()
