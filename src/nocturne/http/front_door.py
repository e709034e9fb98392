"""The fast path for the two requests a traffic spike is made of: GET /api/site and GET /.

`NocturneApp` answers both before anything else runs — before FastAPI's own middleware, the
request-log and security-header layers, routing and dependency injection — from ready bytes:
no database query, no model validation, no serialisation, no header building. It still does what
those layers do for every other request: the security headers, an X-Request-ID, and the request
log line. Everything else goes on to the application unchanged.
"""

import time
from typing import Any

from fastapi import FastAPI
from starlette.types import Receive, Scope, Send

from nocturne.content.site_cache import SiteCache
from nocturne.core.db import is_unavailable
from nocturne.http.prepared import Prepared, RawHeaders
from nocturne.http.request_log import log_request, request_id
from nocturne.http.spa import SpaShell


class HotPaths:
    def __init__(self, site_cache: SiteCache, shell: SpaShell, security: RawHeaders) -> None:
        self.site_cache = site_cache
        self.shell = shell
        self.security = security

    async def prepared(self, path: str) -> Prepared | None:
        if path == "/api/site":
            return (await self.site_cache.get()).json
        if path == "/" and self.shell.built:
            return await self.shell.page()
        return None

    async def handle(self, scope: Scope, send: Send) -> bool:
        """Answer the request if it is one of the hot paths; False lets the app have it."""
        if scope["method"] not in ("GET", "HEAD"):
            return False
        start = time.perf_counter()
        try:
            prepared = await self.prepared(scope["path"])
        except Exception as error:
            if is_unavailable(error):
                return False  # the app's own route answers, with its 503 for an outage
            raise
        if prepared is None:
            return False
        if_none_match = accept_encoding = None
        for name, value in scope["headers"]:
            if name == b"if-none-match":
                if_none_match = value.decode("latin-1")
            elif name == b"accept-encoding":
                accept_encoding = value.decode("latin-1")
        variant = prepared.choose(if_none_match, accept_encoding)
        rid = request_id(scope["headers"])
        await send(
            {
                "type": "http.response.start",
                "status": variant.status,
                "headers": [*variant.headers, *self.security, (b"x-request-id", rid.encode())],
            }
        )
        body = b"" if scope["method"] == "HEAD" else variant.body
        await send({"type": "http.response.body", "body": body})
        log_request(scope, variant.status, start, rid)
        return True


class NocturneApp(FastAPI):
    """FastAPI, with the hot paths answered at the very front of the ASGI call."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.hot: HotPaths | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        hot = self.hot
        if hot is not None and scope["type"] == "http" and await hot.handle(scope, send):
            return
        await super().__call__(scope, receive, send)
