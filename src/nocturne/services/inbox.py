"""Storing what visitors send. Nothing a visitor submitted is ever lost: the row is committed
before anything else (notifications, feeds) is attempted."""

import uuid
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import ContactSubmission, Reservation
from nocturne.schemas.inbox import ContactSubmissionCreate, ReservationCreate

Row = TypeVar("Row", ContactSubmission, Reservation)


HONEYPOT = {"website"}
# Runs after the row is added and before the commit, to write more in the same transaction
# (services/idempotency.py stores the request's key and answer with the row).
BeforeCommit = Callable[[Any], Awaitable[None]]


async def create_contact_submission(
    session: AsyncSession,
    data: ContactSubmissionCreate,
    before_commit: BeforeCommit | None = None,
) -> ContactSubmission:
    submission = ContactSubmission(**data.model_dump(exclude=HONEYPOT), status="pending")
    if data.website:
        return _looks_stored(submission)
    session.add(submission)
    if before_commit is not None:
        await before_commit(submission)
    await session.commit()
    return submission


async def create_reservation(
    session: AsyncSession, data: ReservationCreate, before_commit: BeforeCommit | None = None
) -> Reservation:
    reservation = Reservation(**data.model_dump(exclude=HONEYPOT), status="pending")
    if data.website:
        return _looks_stored(reservation)
    session.add(reservation)
    if before_commit is not None:
        await before_commit(reservation)
    await session.commit()
    return reservation


def is_trapped(data: ContactSubmissionCreate | ReservationCreate) -> bool:
    """A bot filled in the hidden field: it gets a normal answer, and nothing is kept."""
    return bool(data.website)


def _looks_stored(row: Row) -> Row:
    row.id = uuid.uuid4()
    row.created_at = datetime.now(UTC)
    if isinstance(row, ContactSubmission):
        row.completion_time = None
    return row
