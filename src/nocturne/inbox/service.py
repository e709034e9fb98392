"""Storing what visitors send. Nothing a visitor submitted is ever lost: the row is committed
before anything else (the change feed, mails to staff and guest) is attempted.

A submission may carry an idempotency key: a retry of it gets the first answer back and creates
nothing (inbox/idempotency.py). A bot that filled in the hidden field gets a normal answer and
nothing is kept.
"""

import hashlib
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Generic, TypeVar

from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.core import rate_limit
from nocturne.core.errors import ApiError
from nocturne.inbox import idempotency
from nocturne.inbox.idempotency import Answer, BeforeCommit
from nocturne.inbox.notifications import Notifier
from nocturne.inbox.schemas import (
    ContactSubmissionCreate,
    ContactSubmissionPublic,
    ReservationCreate,
    ReservationPublic,
)
from nocturne.live.changes import Change, ChangeFeed
from nocturne.models import ContactSubmission, Reservation

Row = TypeVar("Row", ContactSubmission, Reservation)
Data = TypeVar("Data", ContactSubmissionCreate, ReservationCreate)


HONEYPOT = {"website"}


async def create_contact_submission(
    session: AsyncSession,
    data: ContactSubmissionCreate,
    before_commit: BeforeCommit | None = None,
) -> ContactSubmission:
    row = ContactSubmission(**data.model_dump(exclude=HONEYPOT), status="pending")
    return await _store(session, row, is_trapped(data), before_commit)


async def create_reservation(
    session: AsyncSession, data: ReservationCreate, before_commit: BeforeCommit | None = None
) -> Reservation:
    row = Reservation(**data.model_dump(exclude=HONEYPOT), status="pending")
    return await _store(session, row, is_trapped(data), before_commit)


async def _store(
    session: AsyncSession, row: Row, trapped: bool, before_commit: BeforeCommit | None
) -> Row:
    if trapped:
        return _looks_stored(row)
    session.add(row)
    if before_commit is not None:
        await before_commit(row)
    await session.commit()
    return row


def is_trapped(data: ContactSubmissionCreate | ReservationCreate) -> bool:
    """A bot filled in the hidden field: it gets a normal answer, and nothing is kept."""
    return bool(data.website)


def _looks_stored(row: Row) -> Row:
    row.id = uuid.uuid4()
    row.created_at = datetime.now(UTC)
    if isinstance(row, ContactSubmission):
        row.completion_time = None
    return row


@dataclass(frozen=True)
class Inbox(Generic[Data, Row]):
    """One kind of visitor submission: where it is kept, and who is told of a new one."""

    scope: str
    table: str
    public: type[BaseModel]
    create: Callable[[AsyncSession, Data, BeforeCommit | None], Awaitable[Row]]
    announce: Callable[[AsyncSession, Notifier, Row], Awaitable[None]]


async def submit(
    kind: Inbox[Data, Row],
    session: AsyncSession,
    changes: ChangeFeed,
    notifier: Notifier,
    data: Data,
    key: str | None,
) -> Answer:
    """Store a submission once per key, then announce it on the change feed and mail about it."""
    answer, row = await idempotency.create_once(
        session, kind.scope, key, data, kind.public,
        lambda before_commit: kind.create(session, data, before_commit),
    )  # fmt: skip
    if row is not None and not is_trapped(data):
        changes.publish(Change(kind.table, "INSERT", row.id))
        await kind.announce(session, notifier, row)
    return answer


async def _mail_staff(
    _session: AsyncSession, notifier: Notifier, submission: ContactSubmission
) -> None:
    notifier.new_contact_submission(submission)


async def _mail_staff_and_guest(
    session: AsyncSession, notifier: Notifier, reservation: Reservation
) -> None:
    notifier.new_reservation(reservation, receipt=await receipt_allowed(session, reservation.email))


RECEIPTS_PER_ADDRESS = 3
RECEIPT_WINDOW_SECONDS = 24 * 3600


async def receipt_allowed(session: AsyncSession, email: str) -> bool:
    """Anyone can type any address into the form, so one address gets at most
    RECEIPTS_PER_ADDRESS receipts a day: the club's name cannot be used to flood a stranger's
    inbox. The reservations themselves are all stored, and staff hear of each one."""
    digest = hashlib.sha256(email.lower().encode()).hexdigest()
    try:
        await rate_limit.hit(
            session,
            f"receipt:{digest}",
            limit=RECEIPTS_PER_ADDRESS,
            window_seconds=RECEIPT_WINDOW_SECONDS,
        )
    except ApiError:
        return False
    return True


CONTACT_SUBMISSIONS = Inbox(
    "contact-submissions",
    "contact_submissions",
    ContactSubmissionPublic,
    create_contact_submission,
    _mail_staff,
)
RESERVATIONS = Inbox(
    "reservations", "reservations", ReservationPublic, create_reservation, _mail_staff_and_guest
)
