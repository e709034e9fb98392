"""One error shape for every failure: {"error": {"code", "message", "fields"?}}."""

import logging
import re
from typing import Any

import asyncpg
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy import exc as sqlalchemy_errors
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match
from starlette.types import Message, Receive, Scope, Send

from nocturne import messages
from nocturne.core.db import is_unavailable
from nocturne.core.schemas import EXPLAINED
from nocturne.kit.asgi import HttpLayer

log = logging.getLogger(__name__)

STATUS_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    422: "validation_error",
    429: "too_many_requests",
    503: "service_unavailable",
}
# How long a client should wait before trying again while the database is out of reach.
RETRY_AFTER_SECONDS = 5
# What a database outage (or a busy SQLite file) can raise; see db.is_unavailable.
DATABASE_ERRORS: tuple[type[Exception], ...] = (
    sqlalchemy_errors.DBAPIError,
    sqlalchemy_errors.TimeoutError,
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    OSError,
)


class ApiError(Exception):
    """Raised by handlers and services; turned into the error envelope."""

    def __init__(
        self,
        status_code: int,
        message: str,
        *,
        code: str | None = None,
        fields: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.message = message
        self.code = code or STATUS_CODES.get(status_code, "error")
        self.fields = fields
        self.headers = headers

    def response(self) -> JSONResponse:
        """The error envelope answered for this error."""
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.fields is not None:
            error["fields"] = self.fields
        return JSONResponse({"error": error}, status_code=self.status_code, headers=self.headers)


def unavailable_response() -> JSONResponse:
    """503 for a request the database could not serve just now: nothing was done, try again."""
    return ApiError(
        503, messages.SERVICE_UNAVAILABLE, headers={"Retry-After": str(RETRY_AFTER_SECONDS)}
    ).response()


def error_response(error: Exception) -> JSONResponse:
    """The answer to a request whose handling raised `error`: the error's own for an ApiError,
    503 for a database outage, else a logged 500."""
    if isinstance(error, ApiError):
        return error.response()
    if is_unavailable(error):
        log.warning("database unavailable: %s: %s", type(error).__name__, error)
        return unavailable_response()
    log.exception("unhandled error", exc_info=error)
    return ApiError(500, messages.INTERNAL_ERROR, code="internal_error").response()


def field_errors(errors: list[Any]) -> dict[str, str]:
    """The first clear message for each offending field, keyed by its dotted name."""
    fields: dict[str, str] = {}
    for error in errors:
        loc = [str(part) for part in error.get("loc", ()) if part not in ("body", "query", "path")]
        if error.get("type") == "json_invalid":
            loc = []
        name = ".".join(loc) or "body"
        if name not in fields:
            fields[name] = _message_for(loc[-1] if loc else "body", error)
    return fields


def invalid(errors: list[Any]) -> ApiError:
    """422 for input that failed validation: each field's first clear message, and as the
    message the field's own when only one failed."""
    fields = field_errors(errors)
    message = next(iter(fields.values())) if len(fields) == 1 else messages.VALIDATION_FAILED
    return ApiError(422, message, fields=fields)


def _message_for(field: str, error: dict[str, Any]) -> str:
    kind = error.get("type", "")
    if kind == EXPLAINED:
        return str(error.get("msg"))
    if kind in ("value_error", "assertion_error"):
        ctx_error = error.get("ctx", {}).get("error")
        if ctx_error is not None:
            return str(ctx_error)
    if field == "body":
        return messages.BODY_INVALID
    if kind == "missing":
        return messages.FIELD_REQUIRED
    return str(error.get("msg") or messages.FIELD_INVALID)


def allowed_methods(request: Request) -> list[str]:
    """The methods the API documents for this path (Starlette reports only one route's): of the
    methods documented for a path template like it, those a route would really take here (a
    parameter typed in the path, `{id:uuid}`, does not match every text)."""
    app = request.app
    table: list[tuple[re.Pattern[str], list[str]]] | None = getattr(app.state, "allow_table", None)
    if table is None:
        table = [
            (
                re.compile("^" + re.sub(r"\\\{[^/]+?\\\}", "[^/]+", re.escape(path)) + "$"),
                sorted(method.upper() for method in operations),
            )
            for path, operations in app.openapi().get("paths", {}).items()
        ]
        app.state.allow_table = table
    path = request.url.path
    documented = {m for pattern, methods in table if pattern.match(path) for m in methods}
    return sorted(method for method in documented if _routed(app, request.scope, method))


def _routed(app: FastAPI, scope: Scope, method: str) -> bool:
    trial = {**scope, "method": method}
    return any(route.matches(trial)[0] is Match.FULL for route in app.router.routes)


def install(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, exc: ApiError) -> JSONResponse:
        return exc.response()

    @app.exception_handler(RequestValidationError)
    async def _validation_error(_request: Request, exc: RequestValidationError) -> JSONResponse:
        return invalid(list(exc.errors())).response()

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        default = {404: messages.NOT_FOUND, 405: messages.METHOD_NOT_ALLOWED}
        message = default.get(exc.status_code) or str(exc.detail)
        headers = dict(exc.headers) if exc.headers else {}
        if exc.status_code == 405:
            # Starlette names one route's methods; the API document knows every route's. Paths
            # outside it (stored media) keep what their raiser named.
            documented = allowed_methods(request)
            if documented or "Allow" not in headers:
                headers["Allow"] = ", ".join(documented)
        if exc.status_code == 400 and exc.detail == "There was an error parsing the body":
            return ApiError(
                422, messages.BODY_INVALID, fields={"body": messages.BODY_INVALID}
            ).response()
        return ApiError(exc.status_code, message, headers=headers or None).response()

    async def _server_error(_request: Request, exc: Exception) -> JSONResponse:
        return error_response(exc)

    # Exception too: raised outside the routes (e.g. in a middleware), it is still a 503 when it
    # is one.
    for error_class in (*DATABASE_ERRORS, Exception):
        app.add_exception_handler(error_class, _server_error)


class ServerErrors(HttpLayer):
    """Answers an error a route raised with `error_response`, as the innermost layer: its 500
    then carries the security headers and request id of every answer and is logged as one.
    (Starlette's own handler for `Exception` sits outside every layer;
    it still answers what is raised in the layers themselves.) An error raised once the answer
    has begun goes on up: the answer cannot be replaced."""

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        started = False

        async def noting_the_start(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, noting_the_start)
        except Exception as error:
            if started:
                raise
            await error_response(error)(scope, receive, send)
