"""Storing a visitor's message as the booking desk's work (reservations/booking_desk.py), once
per idempotency key, with a notice to each staff notification address stored in the same
transaction (mail/outbox.py); and the staff's list and decisions.

A status changes only from pending, in one conditional UPDATE, so when two staff act on the same
message at once exactly one wins and the other is told (409).
"""

import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.club.service import Club
from nocturne.config import Settings
from nocturne.contact.schemas import ContactSubmissionCreate, ContactSubmissionPublic
from nocturne.core import audit
from nocturne.core.errors import ApiError
from nocturne.core.statements import Statement, Transaction
from nocturne.live.changes import Change, Publisher
from nocturne.mail.letters import contact as letters
from nocturne.mail.mailer import Outgoing
from nocturne.mail.outbox import Outbox
from nocturne.mail.outbox import rows as outbox_rows
from nocturne.models import ContactSubmission
from nocturne.reservations import idempotency
from nocturne.reservations.booking_desk import Filed
from nocturne.reservations.public_writes import HONEYPOT, is_trapped

TABLE = "contact_submissions"


async def create_contact_submission(
    tx: Transaction, data: ContactSubmissionCreate
) -> ContactSubmission:
    values = {
        **data.model_dump(exclude=HONEYPOT),
        "id": uuid.uuid4(),
        "created_at": datetime.now(UTC),
        "status": "pending",
        "completion_time": None,
    }
    if not is_trapped(data):  # a bot's is answered as if stored
        await tx.run(_INSERT_SUBMISSION, values)
    return ContactSubmission(**values)


_INSERT_SUBMISSION = Statement(insert(ContactSubmission))


async def submit_contact_submission(
    tx: Transaction,
    outbox: Outbox,
    settings: Settings,
    club: Club,
    data: ContactSubmissionCreate,
    key: str | None,
) -> Filed:
    """Store a message once per key with its mails to staff; announced once committed."""
    claim = idempotency.claim("contact-submissions", key, data)
    if earlier := await idempotency.earlier_answer(tx, claim):
        return Filed(earlier)
    try:
        async with idempotency.attempt(tx, claim):
            row = await create_contact_submission(tx, data)
            body = ContactSubmissionPublic.model_validate(row).model_dump_json().encode()
            if is_trapped(data):
                return Filed(idempotency.Answer(201, body))
            notices = staff_notices(settings, club.notification_addresses, row)
            await outbox.store(tx, outbox_rows("contact_staff", *notices, about=row.id))
            await idempotency.remember(tx, claim, body)
    except Exception as error:
        return Filed(await idempotency.answer_after_losing(tx, claim, error))
    return Filed(idempotency.Answer(201, body), (Change(TABLE, "INSERT", row.id),))


def staff_notices(
    settings: Settings, addresses: list[str], submission: ContactSubmission
) -> list[Outgoing]:
    """A notice of the new message to each staff notification address."""
    admin = f"{settings.public_url.rstrip('/')}/admin/contact-submissions"
    return [
        letters.new_message(address, submission, settings.club_name, admin) for address in addresses
    ]


async def list_submissions(
    session: AsyncSession, status: str | None
) -> Sequence[ContactSubmission]:
    """Newest first, optionally of one status."""
    statement = select(ContactSubmission).order_by(
        ContactSubmission.created_at.desc(), ContactSubmission.id
    )
    if status:
        statement = statement.where(ContactSubmission.status == status)
    return (await session.scalars(statement)).all()


async def decide_submission(
    session: AsyncSession, changes: Publisher, row_id: uuid.UUID, status: str
) -> ContactSubmission:
    """A message: pending -> completed (with when) or rejected, once."""
    values: dict[str, Any] = {"status": status}
    if status == "completed":
        values["completion_time"] = datetime.now(UTC)
    result = await session.execute(
        update(ContactSubmission)
        .where(ContactSubmission.id == row_id, ContactSubmission.status == "pending")
        .values(**values)
    )
    if result.rowcount != 1:  # type: ignore[attr-defined]
        if await session.get(ContactSubmission, row_id) is None:
            raise ApiError(404, messages.NOT_FOUND)
        raise ApiError(409, messages.ALREADY_DECIDED)
    message = await session.get(ContactSubmission, row_id, populate_existing=True)
    assert message is not None  # updated just now
    summary = f"{audit.label_of(message)}: status: 'pending' → {status!r}"
    audit.describe(session, "update", TABLE, str(row_id), summary, instead_of=(TABLE,))
    await session.flush()
    changes.publish(Change(TABLE, "UPDATE", row_id))
    return message
