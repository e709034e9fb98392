"""Storing a guest's reservation request, as the booking desk's work (booking_desk.py): the
desk owns the transaction and commits it; nothing here commits. Nothing a visitor submitted is ever
lost: the row is committed before anything else (the change feed) is attempted, and the mails
to staff and guest are committed with it, as outbox rows (mail/outbox.py) that the process's
worker sends after.

Each request is a few plain steps, in order, in the desk's transaction: the replay of an
earlier request with the same idempotency key (idempotency.py), the booking rules, the row, its
mails, the key and its answer. A bot that filled in the hidden field gets a normal
answer and nothing is kept.
"""

import hashlib
import uuid
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from pydantic import BaseModel
from sqlalchemy import insert

from nocturne import messages
from nocturne.core import rate_limit
from nocturne.core.errors import ApiError
from nocturne.core.statements import Statement, Transaction, is_unique_violation
from nocturne.live.changes import Change
from nocturne.mail.letters import reservations as letters
from nocturne.models import Reservation, TableAssignment
from nocturne.reservations import booking_rules, idempotency
from nocturne.reservations.booking_desk import Filed
from nocturne.reservations.notifications import Notifier
from nocturne.reservations.public_writes import HONEYPOT, is_trapped
from nocturne.reservations.schemas import ReservationCreate, ReservationPublic
from nocturne.tables import capacity

# What the form sends that is not a column: the trap for robots, and the table picked (held in
# table_assignments, shown by its label).
NOT_STORED = HONEYPOT | {"table_id"}


async def create_reservation(
    tx: Transaction, zone: ZoneInfo, data: ReservationCreate, known: booking_rules.InForce
) -> Reservation:
    """Store a request that passes the club's booking rules (reservations/booking_rules.py), or
    raise the refusal with its message. The counts come last, just before the row is written: on
    PostgreSQL the night's turn they take is held from there to the commit. `known`: the rules
    in force."""
    if is_trapped(data):
        return _looks_stored(Reservation(**data.model_dump(exclude=NOT_STORED), status="pending"))
    admission = await booking_rules.admit(
        tx,
        zone,
        night=data.date,
        guests=data.guests,
        email=data.email,
        phone=data.phone,
        package_id=data.package_id,
        known=known,
        area_id=data.area_id,
        table_id=data.table_id,
    )
    await booking_rules.settle(tx, admission)
    values = {
        **data.model_dump(exclude=NOT_STORED),
        "id": uuid.uuid4(),
        "created_at": datetime.now(UTC),
        "status": "pending",
        "package_name": admission.package.name if admission.package else None,
        # The area chosen, or the one area its package is sold in.
        "area_id": admission.area.id if admission.area else None,
        "area_name": admission.area.name if admission.area else None,
        "table_label": admission.table.name if admission.table else None,
    }
    # One plain INSERT with the id and time made here (the other columns take their defaults).
    # `row` carries the same values to the mails and the answer.
    await tx.run(_INSERT_RESERVATION, values)
    if admission.table is not None:  # the table picked is held from now on
        seat = {"table_id": admission.table.id, "date": data.date, "reservation_id": values["id"]}
        try:
            await tx.run(capacity.SEAT, seat)
        except Exception as error:
            # Staff gave it to another party in the same instant (their path takes no turn).
            if not is_unique_violation(error, TableAssignment.__tablename__):
                raise
            message = messages.TABLE_PICK_TAKEN.format(label=admission.table.name)
            raise ApiError(422, message, fields={"table_id": message}) from None
    return Reservation(**values)


_INSERT_RESERVATION = Statement(insert(Reservation))


def _looks_stored(row: Reservation) -> Reservation:
    row.id = uuid.uuid4()
    row.created_at = datetime.now(UTC)
    return row


def _answer_body(public: type[BaseModel], row: Reservation) -> bytes:
    return public.model_validate(row).model_dump_json().encode()


async def submit_reservation(
    tx: Transaction,
    notifier: Notifier,
    zone: ZoneInfo,
    data: ReservationCreate,
    key: str | None,
    *,
    known: booking_rules.InForce,
    club: letters.Club,
) -> Filed:
    """Store a reservation request once per key with its mails to staff and the guest (whose
    receipt presents `club`); announced once committed."""
    claim = idempotency.claim("reservations", key, data)
    if earlier := await idempotency.earlier_answer(tx, claim):
        return Filed(earlier)
    try:
        async with idempotency.attempt(tx, claim):
            row = await create_reservation(tx, zone, data, known)
            body = _answer_body(ReservationPublic, row)
            if is_trapped(data):
                return Filed(idempotency.Answer(201, body))
            receipt = await receipt_allowed(tx, data.email)
            await notifier.new_reservation(tx, row, club if receipt else None)
            await idempotency.remember(tx, claim, body)
    except Exception as error:
        return Filed(await idempotency.answer_after_losing(tx, claim, error))
    return Filed(idempotency.Answer(201, body), (Change("reservations", "INSERT", row.id),))


RECEIPTS_PER_ADDRESS = 3
RECEIPT_WINDOW_SECONDS = 24 * 3600


async def receipt_allowed(tx: Transaction, email: str) -> bool:
    """Anyone can type any address into the form, so one address gets at most
    RECEIPTS_PER_ADDRESS receipts a day: the club's name cannot be used to flood a stranger's
    mailbox. The reservations themselves are all stored, and staff hear of each one.

    Decided inside the reservation's transaction, before its commit: the count is stored with
    the reservation, on either database."""
    digest = hashlib.sha256(email.lower().encode()).hexdigest()
    try:
        await rate_limit.count_in(
            tx,
            f"receipt:{digest}",
            limit=RECEIPTS_PER_ADDRESS,
            window_seconds=RECEIPT_WINDOW_SECONDS,
        )
    except ApiError:
        return False
    return True
