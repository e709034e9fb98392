"""Storing what visitors send, as the booking desk's work (inbox/booking_desk.py): the desk
owns the transaction and commits it; nothing here commits. Nothing a visitor submitted is ever
lost: the row is committed before anything else (the change feed) is attempted, and the mails
to staff and guest are committed with it, as outbox rows (core/outbox.py) that the process's
worker sends after.

A submission may carry an idempotency key: a retry of it gets the first answer back and creates
nothing (inbox/idempotency.py). A bot that filled in the hidden field gets a normal answer and
nothing is kept.
"""

import hashlib
import uuid
from collections.abc import Awaitable
from datetime import UTC, datetime
from typing import TypeVar
from zoneinfo import ZoneInfo

from sqlalchemy import insert
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.core import outbox, rate_limit
from nocturne.core.errors import ApiError
from nocturne.inbox import availability, idempotency
from nocturne.inbox.booking_desk import Filed
from nocturne.inbox.idempotency import BeforeCommit
from nocturne.inbox.notifications import Notifier
from nocturne.inbox.schemas import (
    ContactSubmissionCreate,
    ContactSubmissionPublic,
    ReservationCreate,
    ReservationPublic,
)
from nocturne.live.changes import Change
from nocturne.models import ContactSubmission, Reservation

Row = TypeVar("Row", ContactSubmission, Reservation)

HONEYPOT = {"website"}


async def create_contact_submission(
    session: AsyncSession,
    data: ContactSubmissionCreate,
    before_commit: BeforeCommit | None = None,
) -> ContactSubmission:
    row = ContactSubmission(**data.model_dump(exclude=HONEYPOT), status="pending")
    return await _store(session, row, is_trapped(data), before_commit)


async def create_reservation(
    session: AsyncSession,
    zone: ZoneInfo,
    data: ReservationCreate,
    before_commit: BeforeCommit | None = None,
    known: availability.InForce | None = None,
) -> Reservation:
    """Store a request that passes the club's booking rules (inbox/availability.py), or raise
    the refusal with its message. The row and what `before_commit` adds (its mails, its
    idempotency key) are written first, and the counts are settled last, just before the commit:
    on PostgreSQL the night's turn is then held as briefly as it can be. `known`: the rules in
    force, when the caller keeps them."""
    if is_trapped(data):
        row = Reservation(**data.model_dump(exclude=HONEYPOT), status="pending")
        return await _store(session, row, True, before_commit)
    admission = await availability.admit(
        session,
        zone,
        night=data.date,
        guests=data.guests,
        email=data.email,
        phone=data.phone,
        package_id=data.package_id,
        known=known,
    )
    values = {
        **data.model_dump(exclude=HONEYPOT),
        "id": uuid.uuid4(),
        "created_at": datetime.now(UTC),
        "status": "pending",
        "package_name": admission.package.name if admission.package else None,
    }
    # One plain INSERT with the id and time made here (the other columns take their defaults):
    # the row is not an ORM object of the session, whose bookkeeping a burst of bookings would
    # pay for. `row` carries the same values to the mails and the answer.
    await (await session.connection()).execute(_INSERT_RESERVATION, values)
    row = Reservation(**values)
    if before_commit is not None:
        await before_commit(row)
    await session.flush()
    await outbox.write_staged(session)
    await availability.settle(session, admission, row.id)
    return row


_INSERT_RESERVATION = insert(Reservation)


async def _store(
    session: AsyncSession, row: Row, trapped: bool, before_commit: BeforeCommit | None
) -> Row:
    if trapped:
        return _looks_stored(row)
    session.add(row)
    if before_commit is not None:
        await before_commit(row)
    await session.flush()
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


async def submit_contact_submission(
    session: AsyncSession, notifier: Notifier, data: ContactSubmissionCreate, key: str | None
) -> Filed:
    """Store a message once per key with its mails to staff; announced once committed."""

    def create(before_commit: BeforeCommit | None) -> Awaitable[ContactSubmission]:
        async def with_mails(row: ContactSubmission) -> None:
            await session.flush()  # the row's id and time, which the mail and answer show
            notifier.new_contact_submission(session, row)
            if before_commit is not None:
                await before_commit(row)

        return create_contact_submission(session, data, with_mails)

    answer, row = await idempotency.create_once(
        session, "contact-submissions", key, data, ContactSubmissionPublic, create
    )
    if row is None or is_trapped(data):
        return Filed(answer)
    return Filed(answer, (Change("contact_submissions", "INSERT", row.id),))


async def submit_reservation(
    session: AsyncSession,
    notifier: Notifier,
    zone: ZoneInfo,
    data: ReservationCreate,
    key: str | None,
    known: availability.InForce | None = None,
) -> Filed:
    """Store a reservation request once per key with its mails to staff and the guest;
    announced once committed."""

    def create(before_commit: BeforeCommit | None) -> Awaitable[Reservation]:
        async def with_mails(row: Reservation) -> None:
            receipt = await receipt_allowed(session, data.email)
            await notifier.new_reservation(session, row, receipt=receipt)
            if before_commit is not None:
                await before_commit(row)

        return create_reservation(session, zone, data, with_mails, known)

    answer, row = await idempotency.create_once(
        session, "reservations", key, data, ReservationPublic, create
    )
    if row is None or is_trapped(data):
        return Filed(answer)
    return Filed(answer, (Change("reservations", "INSERT", row.id),))


RECEIPTS_PER_ADDRESS = 3
RECEIPT_WINDOW_SECONDS = 24 * 3600


async def receipt_allowed(session: AsyncSession, email: str) -> bool:
    """Anyone can type any address into the form, so one address gets at most
    RECEIPTS_PER_ADDRESS receipts a day: the club's name cannot be used to flood a stranger's
    inbox. The reservations themselves are all stored, and staff hear of each one.

    Decided inside the reservation's transaction, before its commit: the count is stored with
    the reservation, on either database."""
    digest = hashlib.sha256(email.lower().encode()).hexdigest()
    try:
        await rate_limit.hit(
            session,
            f"receipt:{digest}",
            limit=RECEIPTS_PER_ADDRESS,
            window_seconds=RECEIPT_WINDOW_SECONDS,
            commit=False,
        )
    except ApiError:
        return False
    return True
