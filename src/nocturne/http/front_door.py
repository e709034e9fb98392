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

The two public writes (a reservation request, a message to the club) are answered here too,
by `PublicWrites` with the handlers of inbox/public_routes.py: the body is read under the same
cap as the body-limit layer's, a valid body is stored by the same service the documented route
calls, and the answer waits for the commit to be on disk as DurableAnswers makes every other
answer wait (SQLite's group commit), and an answer over 1 KB is gzipped as the GZip layer would.
A body the route would refuse (anything but application/json, a field wrong, a malformed
idempotency key) is handed on, body and all, so the route's own validation words the error: the
fast path never has its own idea of what is valid.
"""

import gzip
import time
from collections.abc import Awaitable, Callable
from contextlib import nullcontext
from typing import Any

from fastapi import FastAPI
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

from nocturne.content.public_reads import PublicReads
from nocturne.content.site_cache import SiteCache
from nocturne.core.db import is_unavailable
from nocturne.core.errors import error_response
from nocturne.core.group_commit import GroupCommit
from nocturne.http.body_limit import BodyTooLargeError, limit_for, read_body, replaying, too_large
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


# Answers one public write from its scope and whole body, or returns None to hand it to the
# application's route (which then refuses it in its own words).
WriteHandler = Callable[[Scope, bytes], Awaitable[Response | None]]


class PublicWrites:
    def __init__(
        self,
        handlers: dict[str, WriteHandler],
        security: RawHeaders,
        group_commit: GroupCommit | None,
    ) -> None:
        self.handlers = handlers
        self.security = security
        self.group_commit = group_commit

    async def handle(self, scope: Scope, receive: Receive, send: Send, app: ASGIApp) -> bool:
        """Answer the request if it is one of the public writes (or hand it, body read, to
        `app`); False when it is not one."""
        if scope["method"] != "POST":
            return False
        handler = self.handlers.get(scope["path"])
        limit = limit_for(scope["path"])
        if handler is None or limit is None:
            return False
        start = time.perf_counter()
        try:
            body = await read_body(scope, receive, limit)
        except BodyTooLargeError:
            await self._send(scope, send, too_large(), start)
            return True
        if body is None:  # the client went away: logged as the request log layer would
            log_request(scope, 500, start, request_id(scope["headers"]))
            return True
        response = await self._answer(handler, scope, body)
        if response is None:
            await app(scope, replaying(body, receive), send)
        else:
            await self._send(scope, send, response, start)
        return True

    async def _send(self, scope: Scope, send: Send, response: Response, start: float) -> None:
        rid = request_id(scope["headers"])
        headers, body = response.raw_headers, bytes(response.body)
        if len(body) >= COMPRESS_FROM_BYTES:
            headers, body = _gzipped(scope, headers, body)
        await send(
            {
                "type": "http.response.start",
                "status": response.status_code,
                "headers": [*headers, *self.security, (b"x-request-id", rid.encode())],
            }
        )
        await send({"type": "http.response.body", "body": body})
        log_request(scope, response.status_code, start, rid)

    async def _answer(self, handler: WriteHandler, scope: Scope, body: bytes) -> Response | None:
        group_commit = self.group_commit
        with group_commit.counting() if group_commit is not None else nullcontext() as counted:
            try:
                response = await handler(scope, body)
                # A disk that fails the flush fails the answer, in the same words as any error.
                if group_commit is not None and counted is not None and counted.commit:
                    await group_commit.durable(counted.commit)
            except Exception as error:
                response = error_response(error)
        return response


# Answers this long or longer are compressed for a client that takes gzip, here and by the
# application's GZip layer (app.py) alike.
COMPRESS_FROM_BYTES = 1024


def _gzipped(scope: Scope, headers: RawHeaders, body: bytes) -> tuple[RawHeaders, bytes]:
    """What the GZip layer makes of an answer that long: gzipped for a client that takes it,
    and `Vary: Accept-Encoding` either way."""
    # The first Accept-Encoding header only, as the GZip layer reads it.
    accepted = next((value for name, value in scope["headers"] if name == b"accept-encoding"), b"")
    kept = [(name, value) for name, value in headers if name != b"content-length"]
    if b"gzip" in accepted:
        body = gzip.compress(body, compresslevel=9)
        kept.append((b"content-encoding", b"gzip"))
    kept += [(b"content-length", str(len(body)).encode()), (b"vary", b"Accept-Encoding")]
    return kept, body


class NocturneApp(FastAPI):
    """FastAPI, with the hot paths answered at the very front of the ASGI call."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.hot: HotPaths | None = None
        self.writes: PublicWrites | None = None
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
            writes = self.writes
            if writes is not None and await writes.handle(scope, receive, send, super().__call__):
                return
        await super().__call__(scope, receive, send)
