"""The staff's daily work: the dashboard, deciding reservations, and the reservations
themselves: edits, bookings taken by phone or at the door, and the door list.

A status changes only from pending, in one conditional UPDATE, so when two staff act on the same
item at once exactly one wins and the other is told (409). A decision can be undone until its
night is over (back to pending; the guest hears again only at the next decision). A request
nobody decided before its night passed expires: staff's reads move it out of pending first, so
Pending lists only nights still to come and the counts agree everywhere.
"""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from functools import cache
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import Select, case, exists, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.elements import ColumnElement

from nocturne import messages
from nocturne.club.nights import NIGHT_BEGINS, club_today
from nocturne.core import audit, json_rows
from nocturne.core.errors import ApiError
from nocturne.guests import matching
from nocturne.guests import service as guests_service
from nocturne.guests.schemas import GuestBadge
from nocturne.live.changes import Change, Publisher
from nocturne.models import (
    ARRIVALS_OVER_MAX,
    ClubTable,
    ContactSubmission,
    ContentSection,
    Event,
    GalleryItem,
    Package,
    Reservation,
    TableAssignment,
)
from nocturne.reservations import booking_rules
from nocturne.reservations.schemas import (
    ArrivalUpdate,
    BookingFields,
    DashboardCounts,
    DashboardPublic,
    DoorCounts,
    DoorNightPublic,
    NightLoad,
    RecentActivity,
    ReservationEdit,
    ReservationNote,
    ReservationStaffCreate,
    ReservationStaffPublic,
    TablesTonight,
)
from nocturne.tables import seating
from nocturne.tables import service as tables_service

RECENT_PER_SOURCE = 5
RECENT_SHOWN = 10
NIGHTS_AHEAD = 14
# The small hours belong to the night before: 18:00 ... 23:30, then 00:00 ... 05:59.
NIGHT_ORDER = case((Reservation.time < format(NIGHT_BEGINS, "%H:%M"), 1), else_=0)


async def expire_past_requests(
    session: AsyncSession,
    reader: AsyncSession,
    changes: Publisher,
    zone: ZoneInfo,
    now: datetime | None = None,
) -> int:
    """Pending requests for nights before tonight become expired; returns how many. The system
    does this, not the person whose read triggered it (the audit log says nothing).

    It first looks on `reader` (a read-only session) whether any such request is left, so a
    read that finds none writes nothing (on SQLite a write would wait for the one writer and
    its disk sync)."""
    if not await _past_requests_left(reader, zone, now):
        return 0
    with audit.unattributed(session):
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


async def _past_requests_left(reader: AsyncSession, zone: ZoneInfo, now: datetime | None) -> bool:
    left = await reader.scalar(
        select(
            exists().where(
                Reservation.status == "pending", Reservation.date < club_today(zone, now)
            )
        )
    )
    await reader.commit()  # the read ends (a SQLite reader then sees the next commit)
    return bool(left)


async def _count(session: AsyncSession, model: type[Any], *where: Any) -> int:
    return int(await session.scalar(select(func.count()).select_from(model).where(*where)) or 0)


async def dashboard(
    session: AsyncSession, zone: ZoneInfo, staff_notified: bool, currency: str = "USD"
) -> DashboardPublic:
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
    floor = await tables_service.floor_night(session, club_today(zone))
    return DashboardPublic(
        counts=counts,
        tables_tonight=TablesTonight(
            booked=floor.booked,
            total=floor.total,
            minimum_spend_booked=floor.minimum_spend_booked,
            currency=currency,
        )
        if floor.total
        else None,
        recent=recent[:RECENT_SHOWN],
        nights=await _nights(session, zone),
        staff_notified=staff_notified,
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


def _like(text: str) -> str:
    escaped = text.lower().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


@dataclass(frozen=True)
class Listed:
    """Which reservations a list (and its CSV) shows: of one status, one night, found by a part
    of the name, email or phone (any case; a phone matches on its digits, so "555 0123" finds
    "+1 (555) 012-3"), in one area (asked for, or seated at one of its tables), at one table."""

    status: str | None = None
    on: date | None = None
    search: str | None = None
    area: uuid.UUID | None = None
    table: uuid.UUID | None = None


async def list_reservations(session: AsyncSession, listed: Listed) -> Sequence[Reservation]:
    """By night and arrival."""
    return (await session.scalars(_listing(select(Reservation), listed))).all()


# What staff see of a reservation, as columns: a list of a night's thousand has the database
# write each row's JSON (core/json_rows.py), without a value object per cell or a model per row.
STAFF_COLUMNS = [Reservation.__table__.c[name] for name in ReservationStaffPublic.model_fields]


async def reservation_rows(session: AsyncSession, listed: Listed) -> list[str]:
    """`list_reservations`, each row as the JSON of ReservationStaffPublic."""
    row = _staff_row(session.get_bind().dialect.name)
    rows = list((await session.scalars(_listing(select(row), listed))).all())
    await session.commit()  # the read ends
    return rows


async def listed_guests(session: AsyncSession, listed: Listed) -> dict[uuid.UUID, GuestBadge]:
    """The profiles of the guests `listed` shows."""
    ids = _listing(select(Reservation.guest_id), listed).order_by(None).distinct()
    found = [guest_id for guest_id in await session.scalars(ids) if guest_id is not None]
    return await guests_service.badges(session, found)


@cache
def _staff_row(dialect: str) -> ColumnElement[str]:
    return json_rows.json_object(ReservationStaffPublic, STAFF_COLUMNS, dialect)


def _listing(statement: Select[Any], listed: Listed) -> Select[Any]:
    statement = statement.order_by(
        Reservation.date, NIGHT_ORDER, Reservation.time, Reservation.created_at
    )
    if listed.status:
        statement = statement.where(Reservation.status == listed.status)
    if listed.on:
        statement = statement.where(Reservation.date == listed.on)
    if listed.area:
        seated_there = (
            select(TableAssignment.reservation_id)
            .join(ClubTable, ClubTable.id == TableAssignment.table_id)
            .where(ClubTable.area_id == listed.area)
        )
        statement = statement.where(
            or_(Reservation.area_id == listed.area, Reservation.id.in_(seated_there))
        )
    if listed.table:
        statement = statement.where(
            Reservation.id.in_(
                select(TableAssignment.reservation_id).where(
                    TableAssignment.table_id == listed.table
                )
            )
        )
    search = listed.search
    if search and search.strip():
        words = search.strip()
        found = [
            func.lower(Reservation.name).like(_like(words), escape="\\"),
            func.lower(Reservation.email).like(_like(words), escape="\\"),
        ]
        digits = "".join(c for c in words if c.isdigit())
        if len(digits) >= 3:
            phone_digits: Any = Reservation.phone
            for sign in " +()-./":
                phone_digits = func.replace(phone_digits, sign, "")
            found.append(phone_digits.like(f"%{digits}%"))
        statement = statement.where(or_(*found))
    return statement


async def _reservation(session: AsyncSession, row_id: uuid.UUID) -> Reservation:
    row = await session.get(Reservation, row_id, populate_existing=True)
    if row is None:
        raise ApiError(404, messages.NOT_FOUND)
    return row


async def update_reservation(
    session: AsyncSession,
    changes: Publisher,
    row_id: uuid.UUID,
    where: Sequence[Any],
    values: dict[str, Any],
    remark: str | None = None,
) -> Reservation:
    """One conditional UPDATE; when the row moved on meanwhile (another staff member), 409.
    The audit log names the booking and what was done to it, with only what changed (and the
    `remark`, when there is one)."""
    current = await _reservation(session, row_id)
    before = {name: getattr(current, name) for name in values}
    result = await session.execute(
        update(Reservation)
        .where(Reservation.id == row_id, *where)
        .values(**values)
        .execution_options(synchronize_session=False)
    )
    if result.rowcount != 1:  # type: ignore[attr-defined]
        await _reservation(session, row_id)  # 404 when it is gone
        raise ApiError(409, messages.ALREADY_DECIDED)
    row = await _reservation(session, row_id)
    _describe(session, row, before, values, remark)
    changes.publish(Change("reservations", "UPDATE", row_id))
    return row


_DECISIONS: dict[str, audit.Action] = {
    "confirmed": "confirm",
    "rejected": "decline",
    "pending": "reopen",
}
# The moment of a decision goes with the decision's own word, not as a change of its own.
# Nor is the profile a corrected contact moves the booking to.
_IMPLIED = frozenset({"decided_at", "guest_id", "reminded_at"})


def _describe(
    session: AsyncSession,
    row: Reservation,
    before: dict[str, Any],
    values: dict[str, Any],
    remark: str | None = None,
) -> None:
    action: audit.Action = "update"
    if values.get("status") != before.get("status") and "status" in values:
        action = _DECISIONS.get(values["status"], "update")
    elif values.get("no_show") and not before.get("no_show"):
        action = "no_show"
    elif (values.get("arrived") or 0) > (before.get("arrived") or 0):
        action = "check_in"
    shown = {name: value for name, value in values.items() if name not in _IMPLIED}
    what = audit.changes(before, shown)
    summary = f"{audit.label_of(row)}: {what}" if what else audit.label_of(row)
    if remark:
        summary = f"{summary} ({remark})"
    audit.describe(
        session, action, "reservations", str(row.id), summary, instead_of=("reservations",)
    )


async def decide_reservation(
    session: AsyncSession,
    changes: Publisher,
    zone: ZoneInfo,
    row_id: uuid.UUID,
    status: str,
    reason: str | None,
) -> Reservation:
    """pending -> confirmed or rejected, once, while its night is not over; a decline keeps the
    reason the guest is told (the caller stores the guest's mail in the same transaction)."""
    tonight = club_today(zone)
    row = await _reservation(session, row_id)
    if row.status == "pending" and row.date < tonight:
        raise ApiError(409, messages.NIGHT_PASSED)
    values: dict[str, Any] = {
        "status": status,
        "decided_at": datetime.now(UTC),
        "decline_reason": reason if status == "rejected" else None,
    }
    if status == "rejected" and row.table_label:  # a declined party gives its tables back
        values["table_label"] = await seating.seat(session, row, [])
    elif (
        status == "confirmed"
        and row.area_id
        and not row.table_label
        and (await booking_rules.rules(session)).assign_table_on_confirm
    ):  # the club has it seated in its area at once
        table = await seating.suggest(session, row, area_only=True)
        if table is not None:
            values["table_label"] = await seating.seat(session, row, [table.id])
    return await update_reservation(
        session,
        changes,
        row_id,
        [Reservation.status == "pending", Reservation.date >= tonight],
        values,
    )


async def cancel_reservation(
    session: AsyncSession,
    changes: Publisher,
    zone: ZoneInfo,
    row_id: uuid.UUID,
    *,
    told: bool,
) -> Reservation:
    """A pending or confirmed booking cancelled by staff, until its night is over: its places
    and tables go back to the night. `told`: whether the guest is mailed (the audit log says
    when not)."""
    row = await _reservation(session, row_id)
    if row.status not in booking_rules.HOLDING:
        raise ApiError(409, messages.CANCEL_NOT_HOLDING)
    if row.date < club_today(zone):
        raise ApiError(409, messages.NIGHT_PASSED)
    if row.arrived:
        raise ApiError(409, messages.UNDO_ARRIVED)
    values: dict[str, Any] = {"status": "cancelled", "cancelled_at": datetime.now(UTC)}
    if row.table_label:
        values["table_label"] = await seating.seat(session, row, [])
    return await update_reservation(
        session,
        changes,
        row_id,
        [Reservation.status == row.status, Reservation.arrived == 0],
        values,
        remark=None if told or not row.email else "the guest was not told",
    )


async def undo_decision(
    session: AsyncSession, changes: Publisher, zone: ZoneInfo, row_id: uuid.UUID
) -> Reservation:
    """Back to pending, until the night is over and while nobody of the party is checked in."""
    row = await _reservation(session, row_id)
    if row.status not in ("confirmed", "rejected"):
        raise ApiError(409, messages.UNDO_NOTHING)
    if row.date < club_today(zone):
        raise ApiError(409, messages.UNDO_TOO_LATE)
    if row.arrived or row.no_show:
        raise ApiError(409, messages.UNDO_ARRIVED)
    return await update_reservation(
        session,
        changes,
        row_id,
        [
            Reservation.status == row.status,
            Reservation.arrived == 0,
            Reservation.no_show.is_(False),
        ],
        {"status": "pending", "decided_at": None, "decline_reason": None},
    )


async def _package_name(session: AsyncSession, package_id: uuid.UUID | None) -> str | None:
    if package_id is None:
        return None
    package = await session.get(Package, package_id)
    if package is None:
        message = messages.PACKAGE_UNKNOWN
        raise ApiError(422, message, fields={"package_id": message})
    return package.name


def _check_contact(data: BookingFields) -> None:
    """Staff may leave out the phone or the address, not both: the door must reach the guest."""
    if not data.phone and not data.email:
        message = messages.CONTACT_REQUIRED
        raise ApiError(422, message, fields={"phone": message})


# What a confirmed guest is told of when staff change it: what the guest's mails say.
TOLD = ("date", "time", "guests", "area_name", "package_name")


@dataclass(frozen=True)
class Edited:
    """A booking after staff changed it, and what the guest is to be told: the values it had of
    what the guest's mails show, when any of them changed and the guest is told (else none)."""

    row: Reservation
    told: dict[str, Any]


async def edit_reservation(
    session: AsyncSession,
    changes: Publisher,
    row_id: uuid.UUID,
    data: ReservationEdit,
    country: str,
) -> Edited:
    """Writes what differs from the booking as stored, so the audit log names the fields staff
    changed (a corrected name or address among them). A party cannot shrink below the guests
    already in; one that has more in than booked (friends brought along) may stay as it is. A
    confirmed guest with an address is to be told of a change to what their mails say, unless
    staff chose not to (which the audit log records)."""
    _check_contact(data)
    row = await _reservation(session, row_id)
    if data.guests < min(row.guests, row.arrived):
        message = messages.GUESTS_BELOW_ARRIVED.format(arrived=row.arrived)
        raise ApiError(422, message, fields={"guests": message})
    before = {name: getattr(row, name) for name in TOLD}
    written = data.model_dump(exclude={"notify_guest"})
    values = {key: value for key, value in written.items() if getattr(row, key) != value}
    if "package_id" in values:
        values["package_name"] = await _package_name(session, data.package_id)
    if values.keys() & {"email", "phone"}:  # a corrected contact may be another guest's
        guest_id = await matching.profile_for(session, data.name, data.email, data.phone, country)
        if guest_id != row.guest_id:
            values["guest_id"] = guest_id
    if "date" in values and row.reminded_at is not None:
        values["reminded_at"] = None  # reminded of the old night: the new one gets its own
    if values.keys() & {"table_label", "date", "guests"}:
        values["table_label"] = await _seat(session, row, data)
        if values["table_label"] == row.table_label:
            del values["table_label"]
    if not values:
        return Edited(row, {})
    # Seating may have moved the booking to its tables' area (seating.seat sets it on `row`).
    changed = any(
        values.get(name, before[name]) != before[name] or getattr(row, name) != before[name]
        for name in TOLD
    )
    tell = changed and row.status == "confirmed" and bool(data.email)
    updated = await update_reservation(
        session,
        changes,
        row_id,
        [or_(Reservation.guests <= data.guests, Reservation.arrived <= data.guests)],
        values,
        remark="the guest was not told" if tell and not data.notify_guest else None,
    )
    return Edited(updated, before if tell and data.notify_guest else {})


async def _seat(
    session: AsyncSession, row: Reservation, data: BookingFields | ReservationNote
) -> str | None:
    """The tables the booking's Table field names, held for it on its night and for its party
    as `data` has them: the label it shows from now on."""
    tables = await seating.tables_by_label(session, data.table_label, "table_label")
    return await seating.seat(
        session,
        row,
        tables,
        night=getattr(data, "date", row.date),
        guests=getattr(data, "guests", row.guests),
        field="table_label",
    )


async def note_reservation(
    session: AsyncSession, changes: Publisher, row_id: uuid.UUID, data: ReservationNote
) -> Reservation:
    row = await _reservation(session, row_id)
    values = {key: value for key, value in data.model_dump().items() if getattr(row, key) != value}
    if "table_label" in values:
        values["table_label"] = await _seat(session, row, data)
    if not values:
        return row
    return await update_reservation(session, changes, row_id, [], values)


async def create_staff_reservation(
    session: AsyncSession,
    changes: Publisher,
    zone: ZoneInfo,
    data: ReservationStaffCreate,
    country: str,
) -> Reservation:
    """A booking staff take: confirmed at once; a walk-in is tonight's and already in. It
    joins the guest's profile (`country`: where a phone without its country code is)."""
    _check_contact(data)
    walk_in = data.source == "walk_in"
    if walk_in and data.date != club_today(zone):
        message = messages.WALK_IN_TONIGHT
        raise ApiError(422, message, fields={"date": message})
    row = Reservation(
        **data.model_dump(exclude={"table_label"}),
        package_name=await _package_name(session, data.package_id),
        status="confirmed",
        decided_at=datetime.now(UTC),
        arrived=data.guests if walk_in else 0,
    )
    row.guest_id = await matching.profile_for(session, data.name, data.email, data.phone, country)
    session.add(row)
    await session.flush()
    if data.table_label:
        row.table_label = await _seat(session, row, data)
        await session.flush()
    changes.publish(Change("reservations", "INSERT", row.id))
    return row


async def record_arrival(
    session: AsyncSession,
    changes: Publisher,
    zone: ZoneInfo,
    row_id: uuid.UUID,
    data: ArrivalUpdate,
    now: datetime | None = None,
) -> Reservation:
    """The door checks a party in (partly: 4 of 6; or beyond it, up to ARRIVALS_OVER_MAX more:
    friends it brought along), back out, or marks it a no-show, on its night only: tonight's
    list, which until 6 AM is the night before's (an arrival recorded on another night would
    stand for one that never happened, and would hold its decision)."""
    tonight = club_today(zone, now)
    row = await _reservation(session, row_id)
    if row.status != "confirmed":
        raise ApiError(409, messages.DOOR_NOT_CONFIRMED)
    if row.date != tonight:
        raise ApiError(409, messages.DOOR_NOT_TONIGHT)
    if data.arrived > row.guests + ARRIVALS_OVER_MAX:
        message = messages.ARRIVED_TOO_MANY
        raise ApiError(422, message, fields={"arrived": message})
    if data.no_show and data.arrived:
        message = messages.NO_SHOW_WITH_ARRIVALS
        raise ApiError(422, message, fields={"no_show": message})
    return await update_reservation(
        session,
        changes,
        row_id,
        [
            Reservation.status == "confirmed",
            Reservation.date == tonight,
            Reservation.guests + ARRIVALS_OVER_MAX >= data.arrived,
        ],
        {"arrived": data.arrived, "no_show": data.no_show},
    )


async def door_night(
    session: AsyncSession, zone: ZoneInfo, night: date | None, now: datetime | None = None
) -> DoorNightPublic:
    """Everyone confirmed for the night, by arrival time, with the night's headcount."""
    tonight = club_today(zone, now)
    day = night or tonight
    rows = await list_reservations(session, Listed(status="confirmed", on=day))
    return DoorNightPublic(
        date=day,
        tonight=day == tonight,
        counts=DoorCounts(
            parties=len(rows),
            guests_expected=sum(r.guests for r in rows),
            guests_arrived=sum(r.arrived for r in rows),
            parties_arrived=sum(1 for r in rows if r.arrived),
            no_shows=sum(1 for r in rows if r.no_show),
        ),
        data=[ReservationStaffPublic.model_validate(r) for r in rows],
        guests=await guests_service.badges(session, [r.guest_id for r in rows if r.guest_id]),
    )


async def delete_reservation(session: AsyncSession, changes: Publisher, row_id: uuid.UUID) -> None:
    reservation = await session.get(Reservation, row_id)
    if reservation is None:
        raise ApiError(404, messages.NOT_FOUND)
    await session.delete(reservation)
    await session.flush()
    changes.publish(Change("reservations", "DELETE", row_id))
