"""The two public writes: a message to the club and a reservation request.

Ordinary routes: FastAPI validates the body and the Idempotency-Key, the per-address limit is
counted (limit_public_writes), and the work is handed to the booking desk
(inbox/booking_desk.py), which stores it in the next batch and answers once it is durable.
"""

import re
from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Depends, Header, Request, Response, status
from fastapi.types import DecoratedCallable
from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.datastructures import State

from nocturne import messages
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import limit_public_writes
from nocturne.inbox import service as inbox
from nocturne.inbox.booking_desk import Filed
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
    idempotency_key: IdempotencyKeyDep,
) -> Response:
    """Send a message to the club. A retry with the same Idempotency-Key gets the first answer."""
    return await _send_message(request.app.state, data, idempotency_key)


@_public_write("/reservations", "create_reservation", ReservationPublic)
async def create_reservation(
    request: Request,
    data: ReservationCreate,
    idempotency_key: IdempotencyKeyDep,
) -> Response:
    """Request a bottle-service reservation; staff confirm it later. The club's booking rules
    apply (open nights, capacity, one pending request per guest and night): a refusal is a 422
    with the reason on the field. A retry with the same Idempotency-Key gets the first answer."""
    return await _request_reservation(request.app.state, data, idempotency_key)


# The work handed to the booking desk, with what create_app keeps on app.state.


async def _send_message(state: State, data: ContactSubmissionCreate, key: str | None) -> Response:
    async def work(session: AsyncSession) -> Filed:
        return await inbox.submit_contact_submission(session, state.notifier, data, key)

    return _respond(await state.desk.file(work))


async def _request_reservation(state: State, data: ReservationCreate, key: str | None) -> Response:
    settings = state.settings
    zone = state.club.zone
    facts = state.booking_facts

    async def work(session: AsyncSession) -> Filed:
        known = await facts.in_force(session, zone)
        club = await facts.club(session, settings.club_name, settings.public_url)
        return await inbox.submit_reservation(
            session, state.notifier, zone, data, key, known=known, club=club
        )

    return _respond(await state.desk.file(work))


def _respond(answer: Answer) -> Response:
    headers = {REPLAYED_HEADER: "true"} if answer.replayed else None
    return Response(
        answer.body, status_code=answer.status_code, media_type="application/json", headers=headers
    )
