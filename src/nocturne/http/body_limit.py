"""Caps the size of API request bodies before anything parses them (a raw ASGI middleware).

The public forms and the sign-in/sign-up bodies get 64 KB, far more than their longest fields
allow; staff requests get 1 MB. A body declared bigger is refused at once; one sent without a
length (chunked) is counted as it arrives and refused as soon as it passes the cap, so nothing
behind this reads or parses it. Uploads (/api/storage/...) have their own per-bucket limits,
enforced while they stream (nocturne.media.uploads).
"""

from fastapi.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from nocturne import messages
from nocturne.core.errors import ApiError

PUBLIC_BODY_BYTES = 64 * 1024
STAFF_BODY_BYTES = 1024 * 1024
PUBLIC_PATHS = ("/api/contact-submissions", "/api/reservations", "/api/auth/")
UPLOADS = "/api/storage/"
BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def limit_for(path: str) -> int | None:
    """The body cap for a request path, or None when this middleware leaves it alone."""
    if not path.startswith("/api/") or path.startswith(UPLOADS):
        return None
    return PUBLIC_BODY_BYTES if path.startswith(PUBLIC_PATHS) else STAFF_BODY_BYTES


class BodyTooLargeError(Exception):
    """The body is over its cap: answer with `too_large()`, without reading the rest."""


async def read_body(scope: Scope, receive: Receive, limit: int) -> bytes | None:
    """The whole body, counted as it arrives; None when the client went away first. Raises
    BodyTooLargeError as soon as the declared or the received length passes `limit`."""
    declared = next((v for k, v in scope["headers"] if k == b"content-length"), None)
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise BodyTooLargeError
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return None
        body = message.get("body", b"")
        size += len(body)
        if size > limit:
            raise BodyTooLargeError
        chunks.append(body)
        if not message.get("more_body", False):
            return b"".join(chunks)


def replaying(body: bytes, receive: Receive) -> Receive:
    """A `receive` that hands over an already read body in one piece, then the client's own."""
    delivered = False

    async def replay() -> Message:
        nonlocal delivered
        if delivered:
            return await receive()
        delivered = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay


def too_large() -> JSONResponse:
    response = ApiError(413, messages.BODY_TOO_LARGE).response()
    # The rest of the body is not read: the server closes the connection after answering.
    response.headers["Connection"] = "close"
    return response


class BodyLimit:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        limit = limit_for(scope["path"]) if scope["type"] == "http" else None
        if limit is None or scope["method"] not in BODY_METHODS:
            await self.app(scope, receive, send)
            return
        # Read the whole (small) body here, counting, then hand it on in one piece.
        try:
            body = await read_body(scope, receive, limit)
        except BodyTooLargeError:
            await too_large()(scope, receive, send)
            return
        if body is None:  # the client went away
            return
        await self.app(scope, replaying(body, receive), send)
