"""A guest's data on request: all of it as JSON (export), or erased (erasure), and the profiles
nobody booked for `guest_retention_days` erased by the server.

Erasure deletes the profile (and those merged into it) and strips its bookings of whatever
names or reaches the person: name ("Erased guest"), address, phone, occasion, requests, staff
notes, the reason of a decline. What the club needs to count stays: each booking's night, party,
area, package, table, status and arrivals. Mails about those bookings still waiting in the outbox
are deleted with them (sent ones are deleted after a week, mail/outbox.py). A profile with a
booking tonight or later, still holding its places, is not erased before that night is over: the
door would not know whom it waits for.
"""

import uuid
from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import delete, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.core import audit
from nocturne.core.errors import ApiError
from nocturne.guests import service
from nocturne.live.changes import Change, Publisher
from nocturne.models import Guest, OutboxMail, Reservation

HOLDING = ("pending", "confirmed")
# What erasure clears of a booking: all that names or reaches the person.
ERASED = {
    "email": None,
    "phone": None,
    "occasion": None,
    "requests": None,
    "staff_notes": None,
    "decline_reason": None,
    "guest_id": None,
}
PERSONAL = (
    "name", "email", "phone", "date", "time", "guests", "status", "occasion", "requests",
    "area_name", "package_name", "table_label", "staff_notes", "source", "arrived", "no_show",
    "created_at", "decided_at", "decline_reason", "cancelled_at",
)  # fmt: skip


async def export(session: AsyncSession, guest_id: uuid.UUID) -> dict[str, Any]:
    """Everything the club keeps of the guest: the profile, the profiles merged into it, and
    every booking as stored."""
    profile = await service.profile(session, guest_id)
    ids = await _with_merged(session, guest_id)
    bookings = await session.scalars(
        select(Reservation)
        .where(Reservation.guest_id.in_(ids))
        .order_by(Reservation.date, Reservation.time)
    )
    return {
        "profile": profile.model_dump(mode="json", exclude={"reservations"}),
        "bookings": [{name: _plain(getattr(row, name)) for name in PERSONAL} for row in bookings],
    }


def _plain(value: Any) -> Any:
    return value.isoformat() if hasattr(value, "isoformat") else value


async def erase(
    session: AsyncSession,
    changes: Publisher,
    guest_id: uuid.UUID,
    zone: ZoneInfo,
    *,
    why: str = "on request",
) -> int:
    """Erase the profile and its bookings' personal details; returns how many bookings were
    kept nameless. Refused while a booking of theirs tonight or later holds its places."""
    guest = await session.get(Guest, guest_id)
    if guest is None:
        raise ApiError(404, messages.NOT_FOUND)
    if guest.merged_into_id is not None:
        raise ApiError(409, messages.GUEST_MERGED_ALREADY)
    ids = await _with_merged(session, guest_id)
    ahead = await session.scalar(
        select(func.min(Reservation.date)).where(
            Reservation.guest_id.in_(ids),
            Reservation.status.in_(HOLDING),
            Reservation.date >= club_today(zone),
        )
    )
    if ahead is not None:
        night = f"{ahead:%a} {ahead.day} {ahead:%b %Y}"
        raise ApiError(409, messages.GUEST_ERASE_BOOKED.format(night=night))
    bookings = list(
        await session.scalars(select(Reservation.id).where(Reservation.guest_id.in_(ids)))
    )
    if bookings:
        await session.execute(
            delete(OutboxMail)
            .where(OutboxMail.about.in_(bookings), OutboxMail.status != "sent")
            .execution_options(synchronize_session=False)
        )
        await session.execute(
            update(Reservation)
            .where(Reservation.id.in_(bookings))
            .values(name=messages.ERASED_GUEST, **ERASED)
            .execution_options(synchronize_session=False)
        )
    await session.execute(
        delete(Guest).where(Guest.id.in_(ids)).execution_options(synchronize_session=False)
    )
    audit.describe(
        session,
        "delete",
        "guests",
        str(guest_id),
        f"A guest's data erased {why}: {len(ids)} profile(s), {len(bookings)} booking(s) "
        "kept without name or contact",
        instead_of=("guests", "reservations", "outbox_mails"),
    )
    changes.publish(Change("guests", "DELETE", guest_id))
    changes.publish(Change("reservations", "UPDATE", None))
    return len(bookings)


async def _with_merged(session: AsyncSession, guest_id: uuid.UUID) -> list[uuid.UUID]:
    """The profile and every profile merged into it, however deep the chain of merges (one
    left out would come back into use when the one it joined is deleted)."""
    found = [guest_id]
    frontier = [guest_id]
    while frontier:
        frontier = [
            child
            for child in await session.scalars(
                select(Guest.id).where(Guest.merged_into_id.in_(frontier))
            )
            if child not in found
        ]
        found += frontier
    return found


async def forgotten(session: AsyncSession, today: date, keep_days: int) -> list[uuid.UUID]:
    """The profiles in use whose latest booking (or, with none, whose making) is older than
    `keep_days`."""
    cutoff = today - timedelta(days=keep_days)
    latest = (
        select(Reservation.guest_id, func.max(Reservation.date).label("latest"))
        .where(Reservation.guest_id.is_not(None))
        .group_by(Reservation.guest_id)
        .subquery()
    )
    rows = await session.scalars(
        select(Guest.id)
        .outerjoin(latest, latest.c.guest_id == Guest.id)
        .where(
            Guest.merged_into_id.is_(None),
            or_(
                latest.c.latest < cutoff,
                (latest.c.latest.is_(None))
                & (Guest.created_at < datetime.combine(cutoff, time(), UTC)),
            ),
        )
    )
    return list(rows)


async def erase_forgotten(
    session: AsyncSession, changes: Publisher, zone: ZoneInfo, keep_days: int
) -> int:
    """Erase every profile nobody booked for `keep_days`; returns how many. The server's own
    work, attributed to nobody: the log says how many."""
    erased = 0
    for guest_id in await forgotten(session, club_today(zone), keep_days):
        await erase(
            session, changes, guest_id, zone, why=f"after {keep_days} days without a booking"
        )
        erased += 1
    return erased
