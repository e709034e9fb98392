"""A guest's data on request: exported whole as JSON, or erased (the nights and parties stay,
nameless); refused while a booking of theirs is still to come; profiles nobody booked for the
retention time erased by the server."""

import uuid
from datetime import timedelta
from typing import Any
from zoneinfo import ZoneInfo

from fastapi import FastAPI
from httpx import AsyncClient
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.config import Settings
from nocturne.models import Guest, OutboxMail, Reservation
from tests.support.auth import staff_token
from tests.support.factories import reservation

ADMIN = "/api/admin"


async def book(client: AsyncClient, **fields: Any) -> dict[str, Any]:
    answer = await client.post("/api/reservations", json=reservation(**fields))
    assert answer.status_code == 201, answer.text
    body: dict[str, Any] = answer.json()
    return body


async def guest_of(staff: AsyncClient, booking: dict[str, Any]) -> str:
    rows = (await staff.get(f"{ADMIN}/reservations")).json()["data"]
    guest_id: str = next(row["guest_id"] for row in rows if row["id"] == booking["id"])
    return guest_id


async def moved(
    session: AsyncSession, booking: dict[str, Any], days_ago: int, **values: Any
) -> None:
    night = club_today(ZoneInfo("UTC")) - timedelta(days=days_ago)
    await session.execute(
        update(Reservation)
        .where(Reservation.id == uuid.UUID(booking["id"]))
        .values(date=night, **values)
    )
    await session.commit()


async def test_a_guests_data_is_exported_whole(
    client: AsyncClient, staff_client: AsyncClient
) -> None:
    first = await book(client, name="Lena Ortiz", email="lena@example.com", phone="+1 212 555 0161",
                       requests="A quiet corner.")  # fmt: skip
    guest = await guest_of(staff_client, first)
    answer = await staff_client.get(f"{ADMIN}/guests/{guest}/export")
    assert answer.status_code == 200
    assert answer.headers["content-disposition"] == f'attachment; filename="guest-{guest}.json"'
    data = answer.json()
    assert data["profile"]["email"] == "lena@example.com"
    (booking,) = data["bookings"]
    assert (booking["name"], booking["requests"], booking["phone"]) == (
        "Lena Ortiz",
        "A quiet corner.",
        "+1 212 555 0161",
    )


async def test_erasure_waits_for_the_night_then_leaves_the_nights_nameless(
    app: FastAPI,
    client: AsyncClient,
    staff_client: AsyncClient,
    session: AsyncSession,
    settings: Settings,
) -> None:
    past = await book(client, name="Rex Stone", email="rex@example.com", phone="+1 212 555 0171")
    night = club_today(ZoneInfo(settings.timezone)) + timedelta(days=3)
    coming = await book(
        client, name="Rex Stone", email="rex@example.com", phone="+1 212 555 0171",
        date=night.isoformat(),
    )  # fmt: skip
    await moved(session, past, days_ago=10, status="confirmed", arrived=3)
    guest = await guest_of(staff_client, past)
    refused = await staff_client.post(f"{ADMIN}/guests/{guest}/erase")
    assert refused.status_code == 409
    assert refused.json()["error"]["message"] == messages.GUEST_ERASE_BOOKED.format(
        night=f"{night:%a} {night.day} {night:%b %Y}"
    )
    await moved(session, coming, days_ago=1)  # its night is over now
    erased = await staff_client.post(f"{ADMIN}/guests/{guest}/erase")
    assert erased.status_code == 204, erased.text
    assert (await staff_client.get(f"{ADMIN}/guests/{guest}")).status_code == 404
    rows = (await session.execute(select(Reservation).order_by(Reservation.date))).scalars().all()
    kept = [(r.name, r.email, r.phone, r.requests, r.guest_id, r.guests, r.arrived) for r in rows]
    assert kept == [
        (messages.ERASED_GUEST, None, None, None, None, 8, 3),
        (messages.ERASED_GUEST, None, None, None, None, 8, 0),
    ]
    # Their mails still waiting are gone with them.
    left = await session.scalar(
        select(OutboxMail.id).where(
            OutboxMail.about.in_([r.id for r in rows]), OutboxMail.status != "sent"
        )
    )
    await session.commit()
    assert left is None
    # The same address booking again starts a new profile; the erased nights stay nameless.
    again = await book(client, name="Rex Stone", email="rex@example.com")
    fresh = (await staff_client.get(f"{ADMIN}/guests/{await guest_of(staff_client, again)}")).json()
    assert fresh["bookings"] == 1


async def test_profiles_nobody_booked_for_the_retention_time_are_erased(
    app: FastAPI, client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    old = await book(client, name="Old Timer", email="old@example.com", phone="+1 212 555 0181")
    recent = await book(client, name="New Face", email="new@example.com", phone="+1 212 555 0182")
    old_guest, recent_guest = (
        await guest_of(staff_client, old),
        await guest_of(staff_client, recent),
    )
    await moved(session, old, days_ago=4 * 365, status="confirmed", arrived=2)
    assert await app.state.retention.erase_forgotten() == 1
    assert await session.get(Guest, uuid.UUID(old_guest)) is None
    assert await session.get(Guest, uuid.UUID(recent_guest)) is not None
    await session.commit()
    assert await app.state.retention.erase_forgotten() == 0


async def test_only_owners_and_managers_export_or_erase(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    booked = await book(client, name="Ivy Chen", email="ivy@example.com")
    guest = await guest_of(staff_client, booked)
    host = {"Authorization": f"Bearer {await staff_token(client, session, 'host')}"}
    assert (await client.get(f"{ADMIN}/guests/{guest}/export", headers=host)).status_code == 403
    assert (await client.post(f"{ADMIN}/guests/{guest}/erase", headers=host)).status_code == 403


async def test_erasure_takes_every_profile_merged_into_it_however_deep(
    client: AsyncClient, staff_client: AsyncClient, session: AsyncSession
) -> None:
    rows = [
        await book(client, name=f"Kim {n}", email=f"kim{n}@example.com",
                   phone=f"+1 212 555 019{n}")
        for n in range(3)
    ]  # fmt: skip
    first, second, third = [await guest_of(staff_client, row) for row in rows]
    for days_ago, row in enumerate(rows, start=5):
        await moved(session, row, days_ago=days_ago)
    assert (
        await staff_client.post(f"{ADMIN}/guests/{second}/merge", json={"other_id": first})
    ).status_code == 200
    assert (
        await staff_client.post(f"{ADMIN}/guests/{third}/merge", json={"other_id": second})
    ).status_code == 200
    assert (await staff_client.post(f"{ADMIN}/guests/{third}/erase")).status_code == 204
    left = (await session.scalars(select(Guest.id))).all()
    await session.commit()
    assert left == []
