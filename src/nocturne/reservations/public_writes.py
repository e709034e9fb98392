"""What the two public forms (a message to the club, a reservation request) share: the
Idempotency-Key header, the route that limits posts per address and answers 201, the answer as
stored, and the hidden field that traps bots. Their work is stored by the booking desk
(booking_desk.py)."""

import re
from collections.abc import Callable
from typing import Annotated, Protocol

from fastapi import APIRouter, Depends, Header, Response, status
from fastapi.types import DecoratedCallable
from pydantic import BaseModel

from nocturne import messages
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import limit_public_writes
from nocturne.reservations.idempotency import KEY_PATTERN, MAX_LENGTH, MIN_LENGTH, Answer

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


def public_write(
    router: APIRouter, path: str, operation_id: str, public: type[BaseModel]
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


def respond(answer: Answer) -> Response:
    headers = {REPLAYED_HEADER: "true"} if answer.replayed else None
    return Response(
        answer.body, status_code=answer.status_code, media_type="application/json", headers=headers
    )


class Trappable(Protocol):
    website: str | None


def is_trapped(data: Trappable) -> bool:
    """A bot filled in the hidden field: it gets a normal answer, and nothing is kept."""
    return bool(data.website)


# The hidden field, never stored.
HONEYPOT = {"website"}
