"""Answers of 1 KB or more compressed in the best coding the client accepts: brotli, else gzip,
else none (Accept-Encoding read with its q values by kit/accept_encoding.py, as the response
cache reads it to keep each coding apart).

Starlette's GZip layer does the work, and leaves alone what it always has (an answer already
encoded, a range, pictures and video); brotli is one more coding of it.
"""

from typing import Any

import brotli  # type: ignore[import-untyped]
from starlette.middleware.gzip import GZipMiddleware, GZipResponder, IdentityResponder
from starlette.types import ASGIApp, Receive, Scope, Send

from nocturne.kit.accept_encoding import best_encoding

# Brotli's quality for answers made as they are asked for: about gzip's speed, smaller.
BROTLI_QUALITY = 5


class BrotliResponder(GZipResponder):
    content_encoding = "br"

    def __init__(
        self,
        app: ASGIApp,
        minimum_size: int,
        thread_minimum_size: int,
        exclude_content_types: tuple[str, ...],
    ) -> None:
        super().__init__(
            app,
            minimum_size,
            thread_minimum_size=thread_minimum_size,
            exclude_content_types=exclude_content_types,
        )
        self._brotli: Any = None

    def _compress_body(self, body: bytes, more_body: bool) -> bytes:
        if self._brotli is None:
            self._brotli = brotli.Compressor(quality=BROTLI_QUALITY)
        packed = self._brotli.process(body)
        ending = self._brotli.flush() if more_body else self._brotli.finish()
        return bytes(packed + ending)


class Compression(GZipMiddleware):
    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        accept_encoding = next(
            (value for name, value in scope["headers"] if name == b"accept-encoding"), b""
        )
        coding = best_encoding(accept_encoding.decode("latin-1")) if accept_encoding else ""
        excluded = self.exclude_content_types
        responder: ASGIApp
        if coding == "br":
            responder = BrotliResponder(
                self.app, self.minimum_size, self.thread_minimum_size, excluded
            )
        elif coding == "gzip":
            responder = GZipResponder(
                self.app,
                self.minimum_size,
                compresslevel=self.compresslevel,
                thread_minimum_size=self.thread_minimum_size,
                exclude_content_types=excluded,
            )
        else:
            responder = IdentityResponder(
                self.app, self.minimum_size, exclude_content_types=excluded
            )
        await responder(scope, receive, send)
