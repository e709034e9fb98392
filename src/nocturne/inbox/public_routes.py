"""The two public writes: a message to the club and a reservation request.

Each is a documented route, and also a handler the front door (http/front_door.py) answers
with before FastAPI's routing, dependencies and middleware run: both call the same service,
count the same per-address limit and answer the same bytes (compressed alike). The front door
hands the route whatever it would refuse (a body that is not application/json, not valid for
the model, a malformed Idempotency-Key), so refusals are worded in one place.
"""

import json
import re
from collections.abc import Awaitable, Callable
from typing import Annotated, TypeVar

from fastapi import APIRouter, Depends, Header, Request, Response, status
from fastapi.types import DecoratedCallable
from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.datastructures import State
from starlette.types import Scope

from nocturne import messages
from nocturne.core import rate_limit
from nocturne.core.db import session_scope
from nocturne.core.deps import SessionDep, address_of, limit_public_writes
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.http.front_door import WriteHandler
from nocturne.inbox import service as inbox
from nocturne.inbox.idempotency import KEY_PATTERN, MAX_LENGTH, MIN_LENGTH, Answer
from nocturne.inbox.schemas import (
    ContactSubmissionCreate,
    ContactSubmissionPublic,
    ReservationCreate,
    ReservationPublic,
)

router = APIRouter(prefix="/api", tags=["public"])
IDEMPOTENCY_HEADER = "Idempotency-Key"
REPLAYED_HEADER = "Idempotent-Replayed"


WRITE_RESPONSES: dict[int | str, dict[str, object]] = {
    409: {
        "model": ErrorResponse,
        "description": "A request with the same Idempotency-Key is still being processed.",
    },
    413: {"model": ErrorResponse, "description": "The body is over 64 KB."},
    422: {
        "model": ErrorResponse,
        "description": "A field is missing or wrong, or the Idempotency-Key was already used "
        "for a different request.",
    },
    429: {"model": ErrorResponse, "description": "Too many submissions from this address."},
}


async def _idempotency_key(
    key: Annotated[
        str | None,
        Header(
            alias=IDEMPOTENCY_HEADER,
            description=(
                "A client-chosen key, one per submission (a UUID, say), reused by every retry "
                "of that submission: a retry gets the first answer back and creates nothing. "
                f"{MIN_LENGTH} to {MAX_LENGTH} printable ASCII characters; kept for 24 hours."
            ),
            json_schema_extra={
                "minLength": MIN_LENGTH,
                "maxLength": MAX_LENGTH,
                "pattern": KEY_PATTERN,
            },
        ),
    ] = None,
) -> str | None:
    if key is None:
        return None
    if not _KEY.fullmatch(key):
        raise ApiError(
            422,
            messages.IDEMPOTENCY_KEY_INVALID,
            fields={IDEMPOTENCY_HEADER: messages.IDEMPOTENCY_KEY_INVALID},
        )
    return key


_KEY = re.compile(KEY_PATTERN)
IdempotencyKeyDep = Annotated[str | None, Depends(_idempotency_key)]


def _public_write(
    path: str, operation_id: str, public: type[BaseModel]
) -> Callable[[DecoratedCallable], DecoratedCallable]:
    """A visitor's form: limited per address, answered 201 with what was stored."""
    return router.post(
        path,
        operation_id=operation_id,
        status_code=status.HTTP_201_CREATED,
        response_model=public,
        responses=WRITE_RESPONSES,
        dependencies=[Depends(limit_public_writes)],
    )


@_public_write("/contact-submissions", "create_contact_submission", ContactSubmissionPublic)
async def create_contact_submission(
    request: Request,
    data: ContactSubmissionCreate,
    session: SessionDep,
    idempotency_key: IdempotencyKeyDep,
) -> Response:
    """Send a message to the club. A retry with the same Idempotency-Key gets the first answer."""
    return await _send_message(session, request.app.state, data, idempotency_key)


@_public_write("/reservations", "create_reservation", ReservationPublic)
async def create_reservation(
    request: Request,
    data: ReservationCreate,
    session: SessionDep,
    idempotency_key: IdempotencyKeyDep,
) -> Response:
    """Request a bottle-service reservation; staff confirm it later. The club's booking rules
    apply (open nights, capacity, one pending request per guest and night): a refusal is a 422
    with the reason on the field. A retry with the same Idempotency-Key gets the first answer."""
    return await _request_reservation(session, request.app.state, data, idempotency_key)


# What the route and the front door both do once the body is valid and the attempt counted,
# with what create_app keeps on app.state.


async def _send_message(
    session: AsyncSession, state: State, data: ContactSubmissionCreate, key: str | None
) -> Response:
    answer = await inbox.submit_contact_submission(
        session, state.changes, state.notifier, data, key
    )
    return _respond(answer)


async def _request_reservation(
    session: AsyncSession, state: State, data: ReservationCreate, key: str | None
) -> Response:
    zone = state.settings.zone
    known = await state.availability.in_force(session, zone)
    answer = await inbox.submit_reservation(
        session, state.changes, state.notifier, zone, data, key, known
    )
    return _respond(answer)


def _respond(answer: Answer) -> Response:
    headers = {REPLAYED_HEADER: "true"} if answer.replayed else None
    return Response(
        answer.body, status_code=answer.status_code, media_type="application/json", headers=headers
    )


# The front door's handlers.

Body = TypeVar("Body", bound=BaseModel)
_IDEMPOTENCY = IDEMPOTENCY_HEADER.lower().encode()
JSON = "application/json"


def front_door(state: State) -> dict[str, WriteHandler]:
    """The handlers the front door answers the two writes with, from what create_app keeps on
    app.state."""
    return {
        "/api/contact-submissions": _at_the_door(state, ContactSubmissionCreate, _send_message),
        "/api/reservations": _at_the_door(state, ReservationCreate, _request_reservation),
    }


def _at_the_door(
    state: State,
    model: type[Body],
    answer: Callable[[AsyncSession, State, Body, str | None], Awaitable[Response]],
) -> WriteHandler:
    """A handler that takes a valid `model` body, counts the attempt and answers as the route
    does (None, to hand the request to the route, for anything else)."""

    async def handle(scope: Scope, body: bytes) -> Response | None:
        data, key = _valid(scope, body, model)
        if data is None:
            return None
        async with session_scope(state.sessionmaker) as session:
            await rate_limit.count_public_write(session, state.settings, address_of(scope))
            return await answer(session, state, data, key)

    return handle


def _valid(scope: Scope, body: bytes, model: type[Body]) -> tuple[Body | None, str | None]:
    """The body as `model` and the request's idempotency key, as the route would take them; a
    None body when the route would or might refuse either (anything but an application/json
    body, read the way FastAPI reads it; another JSON media type is left to the route)."""
    content_type = key = None
    for name, value in scope["headers"]:
        if name == b"content-type" and content_type is None:
            content_type = value.decode("latin-1")
        elif name == _IDEMPOTENCY and key is None:
            key = value.decode("latin-1")
    # No content type at all is refused by the route, as a form a cross-site page could send
    # without asking (a "simple" request) would be.
    if content_type is None or content_type.split(";")[0].strip().lower() != JSON:
        return None, None
    if key is not None and not _KEY.fullmatch(key):
        return None, None
    try:
        return model.model_validate(json.loads(body)), key
    except (ValueError, RecursionError):  # not JSON, or not valid (ValidationError)
        return None, None
