"""The club's inventory of tables, its floor plans, a table's exceptions for a night, and what a
night looks like table by table.

Owners and managers edit the inventory; everyone on staff reads it and a night's floor. A label
or a name is unique however it is written (VIP 1, vip 1): the database keeps each unique as
typed, the service compares them without case. A table that holds a booking still to come
cannot be deleted, nor an area that still has tables: the answer lists what stands in the way.
Which party holds which table is written by reservations/seating.py.
"""

import uuid
from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from typing import Any, TypeVar

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.club.nights import NIGHT_BEGINS
from nocturne.core.errors import ApiError
from nocturne.live.changes import Change, Publisher
from nocturne.models import (
    Area,
    ClubTable,
    FloorPlan,
    Package,
    Reservation,
    TableAssignment,
    TableNight,
)
from nocturne.models.base import Base
from nocturne.tables.schemas import (
    AreaInput,
    AreaPublic,
    FloorNightPublic,
    FloorPlanInput,
    FloorPlanPublic,
    FloorPublic,
    NightTable,
    TableInput,
    TableNightInput,
    TableParty,
    TablePublic,
    UnseatedParty,
)
from nocturne.tables.seating import HOLDING, relabel

# The change feed's name for the inventory: one notice for any of its tables.
FLOOR = "club_tables"
# Bookings named in a refusal, at most.
LISTED = 5

Row = TypeVar("Row", bound=Base)


async def floor(session: AsyncSession, currency: str) -> FloorPublic:
    areas = await session.scalars(select(Area).order_by(Area.position, Area.name))
    plans = await session.scalars(select(FloorPlan).order_by(FloorPlan.position, FloorPlan.name))
    tables = await session.scalars(select(ClubTable).order_by(ClubTable.label))
    return FloorPublic(
        areas=[AreaPublic.model_validate(a) for a in areas],
        plans=[FloorPlanPublic.model_validate(p) for p in plans],
        tables=[TablePublic.model_validate(t) for t in tables],
        currency=currency,
    )


async def _get(session: AsyncSession, model: type[Row], row_id: uuid.UUID) -> Row:
    row = await session.get(model, row_id)
    if row is None:
        raise ApiError(404, messages.NOT_FOUND)
    return row


async def _unique(
    session: AsyncSession,
    column: Any,
    value: str,
    row_id: uuid.UUID | None,
    field: str,
    message: str,
) -> None:
    """Refuses a name or label another row has, however it is written (compared in Python:
    SQLite's lower() knows only ASCII, and a club has a few hundred of them at most)."""
    wanted = value.casefold()
    rows = await session.execute(select(column.table.c.id, column))
    if any(str(name).casefold() == wanted and found != row_id for found, name in rows):
        raise ApiError(409, message, fields={field: message})


async def _flush(session: AsyncSession, field: str, message: str) -> None:
    """Written, or the same refusal when another request took the name meanwhile."""
    try:
        async with session.begin_nested():
            await session.flush()
    except IntegrityError:
        raise ApiError(409, message, fields={field: message}) from None


def _listed(names: Sequence[str]) -> str:
    """The first few, and an ellipsis when there are more."""
    return ", ".join(names[:LISTED]) + ("…" if len(names) > LISTED else "")


def _announce(changes: Publisher, table: str, action: str, row_id: uuid.UUID) -> None:
    changes.publish(Change(table, action, row_id))  # type: ignore[arg-type]


async def _write(
    session: AsyncSession,
    changes: Publisher,
    model: type[Row],
    values: dict[str, Any],
    row_id: uuid.UUID | None,
    taken: tuple[str, str],
) -> Row:
    """A new row of `model`, or the row `row_id` with `values`; `taken`: the field and the
    refusal when another request took its name meanwhile."""
    if row_id is None:
        row = model(**values)
        session.add(row)
    else:
        row = await _get(session, model, row_id)
        for name, value in values.items():
            setattr(row, name, value)
    await _flush(session, *taken)
    _announce(changes, FLOOR, "INSERT" if row_id is None else "UPDATE", row.id)  # type: ignore[attr-defined]
    return row


async def save_area(
    session: AsyncSession, changes: Publisher, data: AreaInput, row_id: uuid.UUID | None = None
) -> AreaPublic:
    taken = ("name", messages.AREA_NAME_TAKEN)
    await _unique(session, Area.name, data.name, row_id, *taken)
    area = await _write(session, changes, Area, data.model_dump(), row_id, taken)
    return AreaPublic.model_validate(area)


async def delete_area(session: AsyncSession, changes: Publisher, row_id: uuid.UUID) -> None:
    area = await _get(session, Area, row_id)
    labels = list(
        await session.scalars(
            select(ClubTable.label).where(ClubTable.area_id == row_id).order_by(ClubTable.label)
        )
    )
    if labels:
        raise ApiError(409, messages.AREA_HAS_TABLES.format(tables=_listed(labels)))
    await session.delete(area)
    # The packages sold in it are sold in their other areas (or, with none left, in every area).
    for package in await session.scalars(select(Package)):
        if str(row_id) in package.area_ids:
            package.area_ids = [kept for kept in package.area_ids if kept != str(row_id)]
            changes.publish(Change("packages", "UPDATE", package.id))
    await session.flush()
    _announce(changes, FLOOR, "DELETE", row_id)


async def check_areas(session: AsyncSession, area_ids: Sequence[str]) -> None:
    """Refuse (422, on `area_ids`) an area that is not the club's."""
    wanted = set(area_ids)
    if not wanted:
        return
    known = {str(found) for found in await session.scalars(select(Area.id))}
    if not wanted <= known:
        raise ApiError(
            422, messages.TABLE_AREA_UNKNOWN, fields={"area_ids": messages.TABLE_AREA_UNKNOWN}
        )


async def save_plan(
    session: AsyncSession,
    changes: Publisher,
    data: FloorPlanInput,
    row_id: uuid.UUID | None = None,
) -> FloorPlanPublic:
    taken = ("name", messages.PLAN_NAME_TAKEN)
    await _unique(session, FloorPlan.name, data.name, row_id, *taken)
    plan = await _write(session, changes, FloorPlan, data.model_dump(), row_id, taken)
    return FloorPlanPublic.model_validate(plan)


async def delete_plan(session: AsyncSession, changes: Publisher, row_id: uuid.UUID) -> None:
    """Its tables stay in the inventory, off any plan, until placed on another."""
    plan = await _get(session, FloorPlan, row_id)
    await session.delete(plan)
    await session.flush()
    _announce(changes, FLOOR, "DELETE", row_id)


async def save_table(
    session: AsyncSession,
    changes: Publisher,
    data: TableInput,
    row_id: uuid.UUID | None = None,
) -> TablePublic:
    label = " ".join(data.label.split())
    message = messages.TABLE_LABEL_TAKEN.format(label=label)
    await _unique(session, ClubTable.label, label, row_id, "label", message)
    if await session.get(Area, data.area_id) is None:
        raise ApiError(
            422, messages.TABLE_AREA_UNKNOWN, fields={"area_id": messages.TABLE_AREA_UNKNOWN}
        )
    if data.plan_id is not None and await session.get(FloorPlan, data.plan_id) is None:
        raise ApiError(
            422, messages.TABLE_PLAN_UNKNOWN, fields={"plan_id": messages.TABLE_PLAN_UNKNOWN}
        )
    before = None if row_id is None else (await _get(session, ClubTable, row_id)).label
    values = data.model_dump() | {"label": label}
    table = await _write(session, changes, ClubTable, values, row_id, ("label", message))
    if before is not None and before != label:
        await _relabel_holders(session, changes, table.id)
    return TablePublic.model_validate(table)


async def _relabel_holders(session: AsyncSession, changes: Publisher, table_id: uuid.UUID) -> None:
    """A renamed table: the bookings holding it show its new label."""
    held = await session.scalars(
        select(TableAssignment.reservation_id).where(TableAssignment.table_id == table_id)
    )
    await relabel(session, changes, list(held))


async def delete_table(
    session: AsyncSession, changes: Publisher, row_id: uuid.UUID, tonight: date
) -> None:
    """Refused while it holds a booking from tonight on; the nights before keep the label the
    booking showed."""
    table = await _get(session, ClubTable, row_id)
    holders = (
        await session.execute(
            select(Reservation.name, Reservation.date)
            .join(TableAssignment, TableAssignment.reservation_id == Reservation.id)
            .where(TableAssignment.table_id == row_id, TableAssignment.date >= tonight)
            .order_by(Reservation.date)
        )
    ).all()
    if holders:
        shown = _listed([f"{name} on {night:%a %-d %b}" for name, night in holders])
        raise ApiError(409, messages.TABLE_HOLDS_BOOKINGS.format(bookings=shown))
    await session.delete(table)
    await session.flush()
    _announce(changes, FLOOR, "DELETE", row_id)


async def set_night(
    session: AsyncSession,
    changes: Publisher,
    table_id: uuid.UUID,
    night: date,
    data: TableNightInput,
) -> None:
    """A table held back for a night or priced higher; neither: the night's exception goes.
    A table a party holds that night is not held back (the party is named)."""
    table = await _get(session, ClubTable, table_id)
    if data.held:
        holder = await session.scalar(
            select(Reservation.name)
            .join(TableAssignment, TableAssignment.reservation_id == Reservation.id)
            .where(TableAssignment.table_id == table_id, TableAssignment.date == night)
        )
        if holder is not None:
            message = messages.TABLE_TAKEN.format(label=table.label, name=holder)
            raise ApiError(409, message, fields={"held": message})
    await session.execute(
        delete(TableNight).where(TableNight.table_id == table_id, TableNight.date == night)
    )
    if data.held or data.minimum_spend is not None:
        session.add(TableNight(table_id=table_id, date=night, **data.model_dump()))
    await session.flush()
    _announce(changes, FLOOR, "UPDATE", table_id)


async def night_exceptions(session: AsyncSession, night: date) -> dict[uuid.UUID, TableNight]:
    rows = await session.scalars(select(TableNight).where(TableNight.date == night))
    return {row.table_id: row for row in rows}


def minimum_spend(table: ClubTable, exception: TableNight | None) -> Decimal:
    if exception is not None and exception.minimum_spend is not None:
        return exception.minimum_spend
    return table.minimum_spend


Party = TypeVar("Party", bound=TableParty)


def _party(model: type[Party], row: Reservation, **more: Any) -> Party:
    """A party as the night's floor shows it."""
    return model(
        reservation_id=row.id,
        name=row.name,
        guests=row.guests,
        time=row.time,
        status=row.status,
        arrived=row.arrived,
        no_show=row.no_show,
        **more,
    )


async def floor_night(session: AsyncSession, night: date) -> FloorNightPublic:
    """Every table on one night, by label: free, held back, or the party holding it."""
    tables: Sequence[ClubTable] = (
        await session.scalars(select(ClubTable).order_by(ClubTable.label))
    ).all()
    exceptions = await night_exceptions(session, night)
    held = {
        table_id: party
        for table_id, party in (
            await session.execute(
                select(TableAssignment.table_id, Reservation)
                .join(Reservation, Reservation.id == TableAssignment.reservation_id)
                .where(TableAssignment.date == night)
            )
        )
    }
    shown = []
    booked_spend = Decimal(0)
    for table in tables:
        exception = exceptions.get(table.id)
        spend = minimum_spend(table, exception)
        party = held.get(table.id)
        if party is not None:
            booked_spend += spend
            state = "requested" if party.status == "pending" else "confirmed"
            if party.arrived:
                state = "arrived"
        else:
            state = "held_back" if exception is not None and exception.held else "free"
        shown.append(
            NightTable(
                table_id=table.id,
                state=state,
                minimum_spend=spend,
                held=exception is not None and exception.held,
                night_minimum_spend=None if exception is None else exception.minimum_spend,
                party=None if party is None else _party(TableParty, party),
            )
        )
    seated = select(TableAssignment.reservation_id).where(TableAssignment.date == night)
    found = await session.scalars(
        select(Reservation).where(
            Reservation.date == night,
            Reservation.status.in_(HOLDING),
            Reservation.id.not_in(seated),
        )
    )
    # By arrival: the small hours after the evening.
    early = NIGHT_BEGINS.strftime("%H:%M")
    waiting = sorted(found, key=lambda party: (party.time < early, party.time, party.created_at))
    return FloorNightPublic(
        date=night,
        tables=shown,
        booked=len(held),
        total=len(tables),
        minimum_spend_booked=booked_spend,
        unseated=[_party(UnseatedParty, party, area_name=party.area_name) for party in waiting],
    )
