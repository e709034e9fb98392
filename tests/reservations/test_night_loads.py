"""A night's load (the guests and bookings that hold places) is kept on the night's row by the
database itself: whatever writes a reservation, the server or a hand at the SQL prompt, the row
stays equal to the count over the night's reservations, and a booking reads that one row."""

import uuid
from datetime import date, timedelta

from httpx import AsyncClient
from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.models import Reservation, ReservationNight
from nocturne.reservations.booking_rules import HOLDING
from tests.support.factories import next_week, reservation


async def kept(session: AsyncSession) -> dict[date, tuple[int, int]]:
    rows = await session.execute(
        select(ReservationNight.date, ReservationNight.held_guests, ReservationNight.held_bookings)
    )
    found = {night: (guests, bookings) for night, guests, bookings in rows if bookings or guests}
    await session.rollback()  # the connection back to the pool (SQLite's one writer)
    return found


async def counted(session: AsyncSession) -> dict[date, tuple[int, int]]:
    rows = await session.execute(
        select(Reservation.date, func.sum(Reservation.guests), func.count())
        .where(Reservation.status.in_(HOLDING))
        .group_by(Reservation.date)
    )
    found = {night: (int(guests), int(bookings)) for night, guests, bookings in rows}
    await session.rollback()
    return found


def row(night: date, guests: int, status: str = "pending") -> Reservation:
    return Reservation(
        id=uuid.uuid4(), name="Marcus Lee", email=f"{uuid.uuid4().hex[:8]}@example.com",
        date=night, time="22:30", guests=guests, status=status,
    )  # fmt: skip


async def test_every_write_to_a_reservation_moves_its_nights_load(session: AsyncSession) -> None:
    friday = next_week()
    saturday = friday + timedelta(days=1)
    first, second, third = row(friday, 4), row(friday, 6, "confirmed"), row(saturday, 2)
    declined = row(friday, 10, "rejected")
    session.add_all([first, second, third, declined])
    await session.commit()
    first, second, third, declined = (r.id for r in (first, second, third, declined))
    assert await kept(session) == {friday: (10, 2), saturday: (2, 1)}

    steps = [
        update(Reservation).where(Reservation.id == first).values(status="rejected"),
        update(Reservation).where(Reservation.id == declined).values(status="confirmed"),
        update(Reservation).where(Reservation.id == second).values(date=saturday),
        update(Reservation).where(Reservation.id == third).values(guests=7),
        update(Reservation).where(Reservation.id == third).values(date=friday, guests=3),
        update(Reservation).where(Reservation.id == second).values(name="Marcus L."),
        delete(Reservation).where(Reservation.id == declined),
    ]
    for step in steps:
        await session.execute(step)
        await session.commit()
        assert await kept(session) == await counted(session), step
    assert await kept(session) == {friday: (3, 1), saturday: (6, 1)}


async def test_a_place_a_declined_request_frees_is_offered_again(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    """Through the API: a full night, a request declined by staff, and the place it held goes
    to the next guest; the kept load equals the count all along."""
    night = next_week()
    rules = {
        "opening_weekdays": list(range(7)), "max_guests_per_night": 8,
        "max_bookings_per_night": None, "package_limits": {}, "same_day_cutoff": None,
        "booking_window_days": 366, "phone_required": True,
    }  # fmt: skip
    saved = await staff_client.put("/api/admin/reservation-settings", json=rules)
    assert saved.status_code == 200
    held = await client.post("/api/reservations", json=reservation(date=night.isoformat()))
    assert held.status_code == 201
    refused = await client.post("/api/reservations", json=reservation(date=night.isoformat()))
    assert refused.json()["error"]["fields"] == {"date": messages.NIGHT_FULL}
    assert await kept(session) == {night: (8, 1)}

    decided = await staff_client.patch(
        f"/api/admin/reservations/{held.json()['id']}", json={"status": "rejected"}
    )
    assert decided.status_code == 200
    assert await kept(session) == await counted(session) == {}
    again = await client.post("/api/reservations", json=reservation(date=night.isoformat()))
    assert again.status_code == 201
    assert await kept(session) == await counted(session) == {night: (8, 1)}
