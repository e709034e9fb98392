"""The fast path for the public reads: GET /api/site, GET / and an event's page, the other
public reads under /api (content/public_reads.py) and the reservation form's nights
(inbox/availability_answers.py); and, handed to http/media_files.py, the pictures they show from
local storage.

`NocturneApp` answers them before anything else runs — before FastAPI's own middleware, the
request-log and security-header layers, routing and dependency injection — from ready bytes:
no database query, no model validation, no serialisation, no header building. It still does what
those layers do for every other request: the security headers, an X-Request-ID, and the request
log line. Everything else goes on to the application unchanged, and so does a read the fast
path declines (an unusual query, an event page that does not exist, the database away with
nothing built yet): the application's own route then answers it.

Writes are not answered here: every write goes through the application and its routes.
"""

import time
from typing import Any

from fastapi import FastAPI
from starlette.types import ASGIApp, Receive, Scope, Send

from nocturne.content.public_reads import PublicReads
from nocturne.content.site_cache import SiteCache
from nocturne.core.db import is_unavailable
from nocturne.http.prepared import Prepared, RawHeaders
from nocturne.http.request_log import log_request, request_id
from nocturne.http.spa import SpaShell, event_slug_in
from nocturne.inbox import availability_answers
from nocturne.inbox.availability_answers import AvailabilityAnswers


class HotPaths:
    def __init__(
        self,
        site_cache: SiteCache,
        public_reads: PublicReads,
        availability: AvailabilityAnswers,
        shell: SpaShell,
        security: RawHeaders,
    ) -> None:
        self.site_cache = site_cache
        self.public_reads = public_reads
        self.availability = availability
        self.shell = shell
        self.security = security

    async def prepared(self, path: str, query: bytes) -> Prepared | None:
        if path == "/api/site":
            return (await self.site_cache.get()).json
        if path == availability_answers.PATH:
            return await self.availability.get()
        if path.startswith("/api/"):
            read = await self.public_reads.answer(path, query)
            return read.prepared if read is not None else None
        if not self.shell.built:
            return None
        if path == "/":
            return await self.shell.page()
        slug = event_slug_in(path)
        return await self.shell.event_page(slug) if slug is not None else None

    async def handle(self, scope: Scope, send: Send) -> bool:
        """Answer the request if it is one of the hot paths; False lets the app have it."""
        if scope["method"] not in ("GET", "HEAD"):
            return False
        start = time.perf_counter()
        try:
            prepared = await self.prepared(scope["path"], scope["query_string"])
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


# Answers this long or longer are compressed for a client that takes gzip (the application's
# GZip layer, app.py).
COMPRESS_FROM_BYTES = 1024


class NocturneApp(FastAPI):
    """FastAPI, with the hot paths answered at the very front of the ASGI call."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.hot: HotPaths | None = None
        # Stored media from the local data folder (http/media_files.py); None with S3 storage.
        self.media: ASGIApp | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            media = self.media
            if media is not None and scope["path"].startswith("/media/"):
                await media(scope, receive, send)
                return
            hot = self.hot
            if hot is not None and await hot.handle(scope, send):
                return
        await super().__call__(scope, receive, send)
