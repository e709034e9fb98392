"""One log line per request (method, path, status, duration, request id) and an X-Request-ID
header on every response, so a visitor's report can be found in the logs."""

import json
import logging
import re
import time
import uuid
from collections.abc import Iterable

from starlette.types import Message, Receive, Scope, Send

from nocturne.kit.asgi import HttpLayer

log = logging.getLogger("nocturne.requests")
_json = json.JSONEncoder().encode
# A request id from a proxy is kept only when it is short and plain.
SAFE_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")


def request_id(headers: Iterable[tuple[bytes, bytes]]) -> str:
    """The proxy's X-Request-ID when it is safe to repeat, else a new one."""
    for name, value in headers:
        if name == b"x-request-id":
            incoming = value.decode("latin-1")
            if SAFE_ID.fullmatch(incoming):
                return incoming
            break
    return uuid.uuid4().hex


def log_request(scope: Scope, status: int, start: float, request_id: str) -> None:
    """The request's line, as JSON: {"method", "path", "status", "duration_ms", "request_id"}.
    Written out directly and handed to the logger without the caller's file and line (which the
    format does not show): a third of what json.dumps and Logger.info cost, on every request."""
    if log.isEnabledFor(logging.INFO):
        duration = round((time.perf_counter() - start) * 1000, 2)
        line = (
            f'{{"method": {_json(scope["method"])}, "path": {_json(scope["path"])}, '
            f'"status": {int(status)}, "duration_ms": {duration!r}, '
            f'"request_id": {_json(request_id)}}}'
        )
        log.handle(log.makeRecord(log.name, logging.INFO, "", 0, line, (), None))


class RequestLog(HttpLayer):
    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        rid = request_id(scope["headers"])
        raw_id = rid.encode()
        start = time.perf_counter()
        status = 500

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", []), (b"x-request-id", raw_id)]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            log_request(scope, status, start, rid)
