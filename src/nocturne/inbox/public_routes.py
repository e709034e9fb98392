"""The two public writes: a message to the club and a reservation request."""

import re
from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Depends, Header, Response, status
from fastapi.types import DecoratedCallable
from pydantic import BaseModel

from nocturne import messages
from nocturne.core.deps import (
    ChangesDep,
    NotifierDep,
    SessionDep,
    SettingsDep,
    limit_public_writes,
)
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
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
    if not re.fullmatch(KEY_PATTERN, key):
        raise ApiError(
            422,
            messages.IDEMPOTENCY_KEY_INVALID,
            fields={IDEMPOTENCY_HEADER: messages.IDEMPOTENCY_KEY_INVALID},
        )
    return key


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
    data: ContactSubmissionCreate,
    session: SessionDep,
    changes: ChangesDep,
    notifier: NotifierDep,
    idempotency_key: IdempotencyKeyDep,
) -> Response:
    """Send a message to the club. A retry with the same Idempotency-Key gets the first answer."""
    answer = await inbox.submit_contact_submission(
        session, changes, notifier, data, idempotency_key
    )
    return _respond(answer)


@_public_write("/reservations", "create_reservation", ReservationPublic)
async def create_reservation(
    data: ReservationCreate,
    session: SessionDep,
    changes: ChangesDep,
    notifier: NotifierDep,
    settings: SettingsDep,
    idempotency_key: IdempotencyKeyDep,
) -> Response:
    """Request a bottle-service reservation; staff confirm it later. The club's booking rules
    apply (open nights, capacity, one pending request per guest and night): a refusal is a 422
    with the reason on the field. A retry with the same Idempotency-Key gets the first answer."""
    answer = await inbox.submit_reservation(
        session, changes, notifier, settings.zone, data, idempotency_key
    )
    return _respond(answer)


def _respond(answer: Answer) -> Response:
    headers = {REPLAYED_HEADER: "true"} if answer.replayed else None
    return Response(
        answer.body, status_code=answer.status_code, media_type="application/json", headers=headers
    )
