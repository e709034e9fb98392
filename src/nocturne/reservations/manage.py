"""The guest's own page for a booking, opened from the link in every mail about it: what the
booking is, and changing its party or arrival within the club's booking rules, or cancelling it.

A change the rules cannot take without staff (a party that outgrows its table, a night that is
full) is refused with a message that says to call the club. Each change is one conditional
UPDATE, as staff's are (staff_service.update_reservation): a booking staff changed meanwhile is
refused, never overwritten. A cancelled booking cannot be cancelled again or changed.
"""

import uuid
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.core.errors import ApiError
from nocturne.live.changes import Publisher
from nocturne.mail.letters import reservations as letters
from nocturne.models import ClubTable, Reservation, ReservationNight, TableAssignment
from nocturne.reservations import booking_rules, staff_service
from nocturne.reservations.schemas import ClubReach, ManageChange, ManagedBooking
from nocturne.tables import seating

HOLDING = booking_rules.HOLDING
# What a change from the booking's page may write, and what the guest's mail shows of it.
CHANGED = ("date", "time", "guests", "area_name", "package_name")


async def booking(session: AsyncSession, zone: ZoneInfo, reservation_id: uuid.UUID) -> Reservation:
    """The booking the link names, while its night is not over (410 after; 404 when gone)."""
    row = await session.get(Reservation, reservation_id, populate_existing=True)
    if row is None:
        raise ApiError(404, messages.MANAGE_LINK_INVALID)
    if row.date < club_today(zone):
        raise ApiError(410, messages.MANAGE_NIGHT_OVER)
    return row


async def shown(session: AsyncSession, row: Reservation, club: letters.Club) -> ManagedBooking:
    policy = (await booking_rules.rules(session)).cancellation_policy
    return ManagedBooking(
        name=row.name,
        date=row.date,
        time=row.time,
        guests=row.guests,
        status=row.status,
        area_name=row.area_name,
        package_name=row.package_name,
        occasion=row.occasion,
        can_change=row.status in HOLDING,
        cancellation_policy=policy or messages.CANCELLATION_POLICY_DEFAULT,
        club=ClubReach(
            name=club.name,
            phone=club.phone,
            email=club.email,
            address=club.address,
            map_link=club.map_link,
        ),
    )


def _open(row: Reservation) -> None:
    if row.status == "cancelled":
        raise ApiError(409, messages.MANAGE_CANCELLED)
    if row.status not in HOLDING or row.arrived or row.no_show:
        raise ApiError(409, messages.MANAGE_CLOSED)  # the door has it now


async def change(
    session: AsyncSession, changes: Publisher, zone: ZoneInfo, row_id: uuid.UUID, data: ManageChange
) -> tuple[Reservation, dict[str, Any]]:
    """The party's size or arrival as the guest now has it; returns the booking and what it
    was. A larger party must fit the night's room and the tables it holds."""
    row = await booking(session, zone, row_id)
    _open(row)
    if (data.guests, data.time) == (row.guests, row.time):
        message = messages.MANAGE_NOTHING_CHANGED
        raise ApiError(422, message, fields={"guests": message})
    before = {name: getattr(row, name) for name in CHANGED}
    if data.guests > row.guests:
        await _room_for(session, row, data.guests)
    values: dict[str, Any] = {"guests": data.guests, "time": data.time}
    updated = await staff_service.update_reservation(
        session,
        changes,
        row_id,
        [
            Reservation.status.in_(HOLDING),
            Reservation.arrived == 0,
            Reservation.guests == row.guests,
            Reservation.time == row.time,
            Reservation.date == row.date,
        ],
        {name: value for name, value in values.items() if getattr(row, name) != value},
        remark="by the guest, on the booking's page",
    )
    return updated, before


async def _room_for(session: AsyncSession, row: Reservation, guests: int) -> None:
    seats = await session.scalar(
        select(func.sum(ClubTable.seats_max))
        .join(TableAssignment, TableAssignment.table_id == ClubTable.id)
        .where(TableAssignment.reservation_id == row.id)
    )
    if seats is not None and guests > seats:
        message = messages.MANAGE_NEEDS_STAFF.format(guests=guests)
        raise ApiError(422, message, fields={"guests": message})
    most = (await booking_rules.rules(session)).max_guests_per_night
    if most is not None:
        held = await session.scalar(
            select(ReservationNight.held_guests).where(ReservationNight.date == row.date)
        )
        if (held or 0) - row.guests + guests > most:
            message = messages.MANAGE_NIGHT_FULL.format(guests=guests)
            raise ApiError(422, message, fields={"guests": message})


async def cancel(
    session: AsyncSession, changes: Publisher, zone: ZoneInfo, row_id: uuid.UUID
) -> tuple[Reservation, dict[str, Any]]:
    """Cancelled, once: its places and tables go back to the night."""
    row = await booking(session, zone, row_id)
    _open(row)
    before = {name: getattr(row, name) for name in CHANGED}
    values: dict[str, Any] = {"status": "cancelled", "cancelled_at": datetime.now(UTC)}
    if row.table_label:
        values["table_label"] = await seating.seat(session, row, [])
    updated = await staff_service.update_reservation(
        session,
        changes,
        row_id,
        [Reservation.status == row.status, Reservation.arrived == 0],
        values,
        remark="by the guest, on the booking's page",
    )
    return updated, before
