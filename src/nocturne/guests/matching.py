"""Which profile a booking belongs to: the one with its address (any case, as the database's
own lower() reads it, which is what its unique index compares: SQLite's folds ASCII only),
else the one with
its phone number (guests/phones.py), else a new one. A profile merged into another leads to the
one it joined. A profile found by one of the two and lacking the other takes it, unless another
profile has it.

The booking desk stores a request without looking for its profile (the public path stays one
insert); staff's reads match the bookings not matched yet first, as they expire old requests,
so every list staff see has its profiles. Bookings staff take or correct are matched at once.
What matching writes is the system's own: the audit log records nothing of it.
"""

import logging
import uuid
from typing import Any

from sqlalchemy import and_, case, exists, func, insert, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.core import audit
from nocturne.guests.phones import PhoneKey, phone_key
from nocturne.models import Guest, Reservation

log = logging.getLogger(__name__)

UNMATCHED = and_(
    Reservation.guest_id.is_(None),
    or_(Reservation.email.is_not(None), Reservation.phone.is_not(None)),
)
# Bookings matched per transaction (the first read after an upgrade matches every old one).
BATCH = 500
# How far a chain of merges is followed (A merged into B merged into C...).
MAX_HOPS = 50
# A profile still in use first, then the oldest.
_IN_USE_FIRST = (case((Guest.merged_into_id.is_(None), 0), else_=1), Guest.created_at)


async def match_new_bookings(session: AsyncSession, reader: AsyncSession, country: str) -> int:
    """Give every booking not matched yet its profile; returns how many. Looks on `reader`
    first, so a read that finds none writes nothing."""
    left = await reader.scalar(select(exists().where(UNMATCHED)))
    await reader.commit()  # the read ends (a SQLite reader then sees the next commit)
    if not left:
        return 0
    matched = 0
    with audit.unattributed(session):
        while True:
            rows = (
                await session.execute(
                    select(Reservation.id, Reservation.name, Reservation.email, Reservation.phone)
                    .where(UNMATCHED)
                    .order_by(Reservation.created_at)
                    .limit(BATCH)
                )
            ).all()
            for row_id, name, email, phone in rows:
                try:
                    guest_id = await profile_for(session, name, email, phone, country)
                except RuntimeError:
                    # Never a staff read failed for one booking: it stays unmatched, and shows
                    # without a profile until staff correct it.
                    log.exception("booking %s could not be matched to a profile", row_id)
                    continue
                await session.execute(
                    update(Reservation)
                    .where(Reservation.id == row_id, Reservation.guest_id.is_(None))
                    .values(guest_id=guest_id)
                    .execution_options(synchronize_session=False)
                )
            await session.commit()
            matched += len(rows)
            if len(rows) < BATCH:
                return matched


async def profile_for(
    session: AsyncSession, name: str, email: str | None, phone: str | None, country: str
) -> uuid.UUID:
    """The profile of the person with this address or phone, made when there is none."""
    key = phone_key(phone, country) if phone else None
    with audit.unattributed(session):
        for _ in range(3):
            found = await _find(session, email, key)
            if found is not None:
                await _complete(session, found, email, phone, key)
                return found
            made = await _made(session, name, email, phone, key)
            if made is not None:
                return made
    raise RuntimeError("no profile could be found or made")  # three races lost in a row


async def _find(session: AsyncSession, email: str | None, key: PhoneKey | None) -> uuid.UUID | None:
    if email:
        found = await _first(session, func.lower(Guest.email) == func.lower(email))
        if found is not None:
            return found
    if key and key.key:
        return await _first(session, Guest.phone_key == key.key)
    return None


async def _first(session: AsyncSession, where: Any) -> uuid.UUID | None:
    row = (
        await session.execute(
            select(Guest.id, Guest.merged_into_id).where(where).order_by(*_IN_USE_FIRST).limit(1)
        )
    ).first()
    if row is None:
        return None
    return await in_use(session, row[0], row[1])


async def in_use(
    session: AsyncSession, guest_id: uuid.UUID, merged_into: uuid.UUID | None
) -> uuid.UUID:
    """The profile in use that `guest_id` is, or was merged into."""
    for _ in range(MAX_HOPS):
        if merged_into is None:
            return guest_id
        guest_id = merged_into
        merged_into = await session.scalar(select(Guest.merged_into_id).where(Guest.id == guest_id))
    return guest_id


async def _made(
    session: AsyncSession, name: str, email: str | None, phone: str | None, key: PhoneKey | None
) -> uuid.UUID | None:
    """A new profile, or None when another transaction made one with the address or phone
    in the same instant (the unique indexes refuse the second)."""
    guest_id = uuid.uuid4()
    try:
        async with session.begin_nested():
            await session.execute(
                insert(Guest).values(
                    id=guest_id,
                    name=name,
                    email=email,
                    phone=phone if key and key.key else None,
                    phone_key=key.key if key and key.key else None,
                    phone_unreadable=bool(key and key.key and not key.readable),
                    tags=[],
                )
            )
    except IntegrityError:
        return None
    return guest_id


async def _complete(
    session: AsyncSession,
    guest_id: uuid.UUID,
    email: str | None,
    phone: str | None,
    key: PhoneKey | None,
) -> None:
    """A profile found by one of address and phone takes the other when it has none and no
    other profile in use has it."""
    has = (
        await session.execute(select(Guest.email, Guest.phone_key).where(Guest.id == guest_id))
    ).one()
    writes: list[tuple[dict[str, Any], Any]] = []
    if email and has.email is None:
        writes.append(({"email": email}, Guest.email.is_(None)))
    if phone and key and key.key and has.phone_key is None:
        writes.append(
            (
                {"phone": phone, "phone_key": key.key, "phone_unreadable": not key.readable},
                Guest.phone_key.is_(None),
            )
        )
    for values, empty in writes:
        try:
            async with session.begin_nested():
                await session.execute(
                    update(Guest)
                    .where(Guest.id == guest_id, empty)
                    .values(**values)
                    .execution_options(synchronize_session=False)
                )
        except IntegrityError:
            continue  # another profile has it: staff may merge the two
