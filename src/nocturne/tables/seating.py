"""Which party holds which table on its night.

A pending or confirmed booking holds one table, or several combined for a big party, on its own
night. The database is the referee: `table_assignments` has one row per table and night, so when
two staff give one table to two parties at once, exactly one insert succeeds and the other is
told who holds it (409). The booking shows its tables' labels (`reservations.table_label`,
"VIP 1 + VIP 2"), written with every assignment, so lists, the door and the CSV read one column
and a past night keeps the label it had.

Staff assign by choosing tables (the map) or by typing labels (the booking's Table field); a
decline gives the tables back, and so does a booking moved to another night unless its tables
are free there too.
"""

import uuid
from collections.abc import Sequence
from datetime import date

from sqlalchemy import delete, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.core import audit
from nocturne.core.errors import ApiError
from nocturne.live.changes import Change, Publisher
from nocturne.models import Area, ClubTable, Reservation, TableAssignment, TableNight
from nocturne.tables.schemas import TablePublic

JOIN = " + "
HOLDING = ("pending", "confirmed")


def _refusal(status: int, message: str, field: str) -> ApiError:
    return ApiError(status, message, fields={field: message})


async def _held(session: AsyncSession, reservation_id: uuid.UUID) -> list[ClubTable]:
    rows = await session.scalars(
        select(ClubTable)
        .join(TableAssignment, TableAssignment.table_id == ClubTable.id)
        .where(TableAssignment.reservation_id == reservation_id)
        .order_by(ClubTable.label)
    )
    return list(rows)


async def relabel(
    session: AsyncSession, changes: Publisher, reservation_ids: Sequence[uuid.UUID]
) -> None:
    """Each booking shows the labels of the tables it holds now."""
    for reservation_id in reservation_ids:
        labels = [table.label for table in await _held(session, reservation_id)]
        await session.execute(
            update(Reservation)
            .where(Reservation.id == reservation_id)
            .values(table_label=JOIN.join(labels) or None)
            .execution_options(synchronize_session=False)
        )
        changes.publish(Change("reservations", "UPDATE", reservation_id))


async def tables_by_label(session: AsyncSession, text: str | None, field: str) -> list[uuid.UUID]:
    """The tables a typed text names ("VIP 1", "vip 1 + vip 2"); none for a blank text."""
    if not text or not text.strip():
        return []
    wanted = [" ".join(part.split()) for part in text.split("+") if part.strip()]
    found = {
        label.lower(): table_id
        for table_id, label in (
            await session.execute(
                select(ClubTable.id, ClubTable.label).where(
                    func.lower(ClubTable.label).in_([label.lower() for label in wanted])
                )
            )
        )
    }
    for label in wanted:
        if label.lower() not in found:
            raise _refusal(422, messages.TABLE_UNKNOWN.format(label=label), field)
    return list(dict.fromkeys(found[label.lower()] for label in wanted))


async def seat(
    session: AsyncSession,
    reservation: Reservation,
    table_ids: Sequence[uuid.UUID],
    *,
    night: date | None = None,
    guests: int | None = None,
    field: str = "table_ids",
) -> str | None:
    """The booking holds these tables (none: it gives its tables back) on `night` for a party of
    `guests` (by default its own), and the label it shows now is returned for the caller to
    write with the rest of its change. Refused, with nothing changed: a table that is not the
    club's, held back that night, held by another party (named), or tables that together seat
    fewer than the party. Seated in one area, the booking becomes that area's."""
    night = night or reservation.date
    guests = guests or reservation.guests
    wanted = list(dict.fromkeys(table_ids))
    if wanted and reservation.status not in HOLDING:
        raise ApiError(409, messages.TABLE_NOT_HOLDING)
    tables = list(
        await session.scalars(
            select(ClubTable).where(ClubTable.id.in_(wanted)).order_by(ClubTable.label)
        )
    )
    if len(tables) != len(wanted):
        raise _refusal(422, messages.TABLE_CHOOSE, field)
    held_back = set(
        await session.scalars(
            select(TableNight.table_id).where(
                TableNight.table_id.in_(wanted), TableNight.date == night, TableNight.held
            )
        )
    )
    for table in tables:
        if table.id in held_back:
            raise _refusal(409, messages.TABLE_HELD_BACK.format(label=table.label), field)
    seats = sum(table.seats_max for table in tables)
    if tables and seats < guests:
        labels = JOIN.join(table.label for table in tables)
        message = messages.TABLE_TOO_SMALL.format(tables=labels, seats=seats, guests=guests)
        raise _refusal(422, message, field)
    try:
        async with session.begin_nested():
            await session.execute(
                delete(TableAssignment).where(TableAssignment.reservation_id == reservation.id)
            )
            session.add_all(
                TableAssignment(table_id=table.id, date=night, reservation_id=reservation.id)
                for table in tables
            )
            await session.flush()
    except IntegrityError:
        raise await _taken(session, reservation.id, night, tables, field) from None
    # Seated in one area, the party is that area's (the door lists it there).
    areas = {table.area_id for table in tables}
    if len(areas) == 1 and reservation.area_id not in areas:
        (area_id,) = areas
        reservation.area_id = area_id
        reservation.area_name = await session.scalar(select(Area.name).where(Area.id == area_id))
    return JOIN.join(table.label for table in tables) or None


async def assign(
    session: AsyncSession,
    changes: Publisher,
    reservation: Reservation,
    table_ids: Sequence[uuid.UUID],
) -> None:
    """Staff give a party its tables (from the map): `seat`, and the booking shows them."""
    label = await seat(session, reservation, table_ids)
    if label == reservation.table_label:
        return
    await session.execute(
        update(Reservation)
        .where(Reservation.id == reservation.id)
        .values(table_label=label)
        .execution_options(synchronize_session=False)
    )
    what = audit.changes({"table_label": reservation.table_label}, {"table_label": label})
    audit.describe(
        session,
        "update",
        "reservations",
        str(reservation.id),
        f"{audit.label_of(reservation)}: {what}",
        instead_of=("reservations",),
    )
    changes.publish(Change("reservations", "UPDATE", reservation.id))


async def _taken(
    session: AsyncSession,
    reservation_id: uuid.UUID,
    night: date,
    tables: list[ClubTable],
    field: str,
) -> ApiError:
    """Who holds one of these tables that night, as the refusal says it."""
    holders = (
        await session.execute(
            select(ClubTable.label, Reservation.name)
            .join(TableAssignment, TableAssignment.table_id == ClubTable.id)
            .join(Reservation, Reservation.id == TableAssignment.reservation_id)
            .where(
                TableAssignment.table_id.in_([t.id for t in tables]),
                TableAssignment.date == night,
                TableAssignment.reservation_id != reservation_id,
            )
            .order_by(ClubTable.label)
            .limit(1)
        )
    ).first()
    if holders is None:  # given back meanwhile: the staff member may try again
        return ApiError(409, messages.ALREADY_DECIDED)
    label, name = holders
    return _refusal(409, messages.TABLE_TAKEN.format(label=label, name=name), field)


async def suggest(
    session: AsyncSession, reservation: Reservation, *, area_only: bool = False
) -> TablePublic | None:
    """The smallest table that seats the party and is free and not held back on its night, in
    the area the guest chose first (then anywhere, unless `area_only`): one made for a party of
    its size first (its fewest seats at most the party), then the fewest seats, the lowest
    minimum spend, the label."""
    taken = select(TableAssignment.table_id).where(
        TableAssignment.date == reservation.date,
        TableAssignment.reservation_id != reservation.id,
    )
    held_back = select(TableNight.table_id).where(
        TableNight.date == reservation.date, TableNight.held
    )
    free = (
        select(ClubTable)
        .where(
            ClubTable.seats_max >= reservation.guests,
            ClubTable.id.not_in(taken),
            ClubTable.id.not_in(held_back),
        )
        .order_by(
            ClubTable.seats_min > reservation.guests,
            ClubTable.seats_max,
            ClubTable.minimum_spend,
            ClubTable.label,
        )
        .limit(1)
    )
    places = []
    if reservation.area_id is not None:
        places.append(free.where(ClubTable.area_id == reservation.area_id))
    if not area_only:
        places.append(free)
    for statement in places:
        table = (await session.scalars(statement)).first()
        if table is not None:
            return TablePublic.model_validate(table)
    return None
