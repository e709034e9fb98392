"""The staff's daily work: the dashboard, and moving messages and reservations out of pending.

A status changes only from pending, in one conditional UPDATE, so when two staff act on the same
item at once exactly one wins and the other is told (409). A request nobody decided before its
night passed expires: staff's reads move it out of pending first, so Pending lists only nights
still to come and the counts agree everywhere.
"""

import uuid
from collections.abc import Sequence
from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import case, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.core.errors import ApiError
from nocturne.inbox.schemas import DashboardCounts, DashboardPublic, NightLoad, RecentActivity
from nocturne.kit.nights import club_today
from nocturne.live.changes import Change, ChangeFeed
from nocturne.models import (
    ContactSubmission,
    ContentSection,
    Event,
    GalleryItem,
    Package,
    Reservation,
)

RECENT_PER_SOURCE = 5
RECENT_SHOWN = 10
NIGHTS_AHEAD = 14
# Midnight belongs to the night before: 22:00 ... 23:30, then 00:00.
NIGHT_ORDER = case((Reservation.time == "00:00", 1), else_=0)


async def expire_past_requests(
    session: AsyncSession, changes: ChangeFeed, zone: ZoneInfo, now: datetime | None = None
) -> int:
    """Pending requests for nights before tonight become expired; returns how many."""
    result = await session.execute(
        update(Reservation)
        .where(Reservation.status == "pending", Reservation.date < club_today(zone, now))
        .values(status="expired")
        .execution_options(synchronize_session=False)
    )
    await session.commit()
    expired = int(result.rowcount)  # type: ignore[attr-defined]
    if expired:
        changes.publish(Change("reservations", "UPDATE", None))
    return expired


async def _count(session: AsyncSession, model: type[Any], *where: Any) -> int:
    return int(await session.scalar(select(func.count()).select_from(model).where(*where)) or 0)


async def dashboard(session: AsyncSession, zone: ZoneInfo) -> DashboardPublic:
    counts = DashboardCounts(
        content_sections=await _count(session, ContentSection),
        gallery_items=await _count(session, GalleryItem),
        events=await _count(session, Event),
        packages=await _count(session, Package),
        pending_contact_submissions=await _count(
            session, ContactSubmission, ContactSubmission.status == "pending"
        ),
        pending_reservations=await _count(session, Reservation, Reservation.status == "pending"),
    )
    recent: list[RecentActivity] = []
    sections = await session.scalars(
        select(ContentSection).order_by(ContentSection.updated_at.desc()).limit(RECENT_PER_SOURCE)
    )
    recent += [
        RecentActivity(kind="content", id=s.id, at=s.updated_at, section_name=s.section_name)
        for s in sections
    ]
    submissions = await session.scalars(
        select(ContactSubmission)
        .order_by(ContactSubmission.created_at.desc())
        .limit(RECENT_PER_SOURCE)
    )
    recent += [
        RecentActivity(kind="contact", id=s.id, at=s.created_at, name=s.name, subject=s.subject)
        for s in submissions
    ]
    reservations = await session.scalars(
        select(Reservation).order_by(Reservation.created_at.desc()).limit(RECENT_PER_SOURCE)
    )
    recent += [
        RecentActivity(kind="reservation", id=r.id, at=r.created_at, name=r.name, date=r.date)
        for r in reservations
    ]
    recent.sort(key=lambda item: item.at, reverse=True)
    return DashboardPublic(
        counts=counts, recent=recent[:RECENT_SHOWN], nights=await _nights(session, zone)
    )


async def _nights(session: AsyncSession, zone: ZoneInfo) -> list[NightLoad]:
    today = club_today(zone)
    last = today + timedelta(days=NIGHTS_AHEAD - 1)
    rows = await session.execute(
        select(Reservation.date, func.count(), func.coalesce(func.sum(Reservation.guests), 0))
        .where(
            Reservation.date.between(today, last),
            Reservation.status.in_(("pending", "confirmed")),
        )
        .group_by(Reservation.date)
    )
    by_date = {day: (int(count), int(guests)) for day, count, guests in rows}
    return [
        NightLoad(
            date=day, reservations=by_date.get(day, (0, 0))[0], guests=by_date.get(day, (0, 0))[1]
        )
        for day in (today + timedelta(days=n) for n in range(NIGHTS_AHEAD))
    ]


async def list_submissions(
    session: AsyncSession, status: str | None
) -> Sequence[ContactSubmission]:
    statement = select(ContactSubmission).order_by(
        ContactSubmission.created_at.desc(), ContactSubmission.id
    )
    if status:
        statement = statement.where(ContactSubmission.status == status)
    return (await session.scalars(statement)).all()


async def list_reservations(
    session: AsyncSession, status: str | None, on: date | None
) -> Sequence[Reservation]:
    statement = select(Reservation).order_by(
        Reservation.date, NIGHT_ORDER, Reservation.time, Reservation.created_at
    )
    if status:
        statement = statement.where(Reservation.status == status)
    if on:
        statement = statement.where(Reservation.date == on)
    return (await session.scalars(statement)).all()


async def decide(
    session: AsyncSession,
    changes: ChangeFeed,
    model: type[ContactSubmission] | type[Reservation],
    row_id: uuid.UUID,
    status: str,
) -> Any:
    """pending -> status, once; completing a message records when."""
    values: dict[str, Any] = {"status": status}
    if model is ContactSubmission and status == "completed":
        values["completion_time"] = datetime.now(UTC)
    result = await session.execute(
        update(model).where(model.id == row_id, model.status == "pending").values(**values)
    )
    await session.commit()
    if result.rowcount != 1:  # type: ignore[attr-defined]
        if await session.get(model, row_id) is None:
            raise ApiError(404, messages.NOT_FOUND)
        raise ApiError(409, messages.ALREADY_DECIDED)
    row = await session.get(model, row_id, populate_existing=True)
    changes.publish(Change(model.__tablename__, "UPDATE", row_id))
    return row


async def delete_reservation(session: AsyncSession, changes: ChangeFeed, row_id: uuid.UUID) -> None:
    reservation = await session.get(Reservation, row_id)
    if reservation is None:
        raise ApiError(404, messages.NOT_FOUND)
    await session.delete(reservation)
    await session.commit()
    changes.publish(Change("reservations", "DELETE", row_id))
