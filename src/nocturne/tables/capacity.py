"""What an area still has for a party on a night: the tables guests may book online there, less
those held back that night, those a party holds, and one for each request that chose the area
and has no table yet (each given, in thought, the smallest free table that seats it, biggest
party first, as staff would).

A guest books an area, not a table: the form offers an area for a night only while a table
there seats their party (`fits`), and the booking desk checks it again inside the booking's
transaction, after the night's turn, so two guests cannot both take an area's last table.
"""

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import bindparam, exists, insert, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.core.statements import Statement, Transaction
from nocturne.models import Area, ClubTable, Reservation, TableAssignment, TableNight

HOLDING = ("pending", "confirmed")


@dataclass(frozen=True)
class Seats:
    """A table's seats: the fewest and the most guests it is for."""

    table_id: uuid.UUID
    fewest: int
    most: int


def _placed(
    tables: Iterable[Seats], taken: set[uuid.UUID], waiting: Sequence[int]
) -> tuple[list[Seats], int]:
    """The tables still free once the taken ones are out and each waiting party (biggest first)
    has the smallest free table that seats it, and how many parties found none."""
    free = sorted((t for t in tables if t.table_id not in taken), key=lambda t: (t.most, t.fewest))
    unplaced = 0
    for guests in sorted(waiting, reverse=True):
        fit = next((t for t in free if t.fewest <= guests <= t.most), None)
        fit = fit or next((t for t in free if t.most >= guests), None)
        if fit is None:
            unplaced += 1
        else:
            free.remove(fit)
    return free, unplaced


def left_after(
    tables: Iterable[Seats], taken: set[uuid.UUID], waiting: Sequence[int]
) -> list[Seats]:
    """The tables still free once the taken ones are out and each waiting party (biggest first)
    has the smallest free table that seats it."""
    return _placed(tables, taken, waiting)[0]


def can_pick(
    tables: Sequence[Seats], taken: set[uuid.UUID], waiting: Sequence[int], picked: uuid.UUID
) -> bool:
    """Whether a guest may take this table: nobody holds it, it is not held back, and every
    request for the area still waiting for a table finds one as well as before."""
    if picked in taken:
        return False
    return _placed(tables, taken | {picked}, waiting)[1] <= _placed(tables, taken, waiting)[1]


def fits(free: Iterable[Seats], guests: int) -> bool:
    return any(t.fewest <= guests <= t.most for t in free)


def ranges(tables: Iterable[Seats]) -> list[tuple[int, int]]:
    """The distinct seat ranges of some tables, smallest first: what the form needs of them."""
    return sorted({(t.fewest, t.most) for t in tables})


# In the booking's transaction (the booking desk): one area on one night.
AREA = Statement(select(Area.id, Area.name).where(Area.id == bindparam("id")))
_ONLINE = Statement(
    select(ClubTable.id, ClubTable.seats_min, ClubTable.seats_max).where(
        ClubTable.area_id == bindparam("area"), ClubTable.online
    )
)
_TAKEN = Statement(
    select(TableAssignment.table_id)
    .where(TableAssignment.date == bindparam("night"))
    .union_all(
        select(TableNight.table_id).where(TableNight.date == bindparam("night"), TableNight.held)
    )
)
_UNSEATED = exists().where(TableAssignment.reservation_id == Reservation.id)
_WAITING = Statement(
    select(Reservation.guests).where(
        Reservation.date == bindparam("night"),
        Reservation.area_id == bindparam("area"),
        or_(*(Reservation.status == status for status in HOLDING)),
        ~_UNSEATED,
    )
)


async def _area_night(
    tx: Transaction, area_id: uuid.UUID, night: date
) -> tuple[list[Seats], set[uuid.UUID], list[int]]:
    tables = [Seats(*row) for row in await tx.rows(_ONLINE, {"area": area_id})]
    if not tables:
        return [], set(), []
    taken = {row[0] for row in await tx.rows(_TAKEN, {"night": night})}
    waiting = [row[0] for row in await tx.rows(_WAITING, {"night": night, "area": area_id})]
    return tables, taken, waiting


async def area_left(tx: Transaction, area_id: uuid.UUID, night: date) -> list[Seats]:
    return left_after(*await _area_night(tx, area_id, night))


def anywhere_left(
    tables: Iterable[tuple[uuid.UUID, Seats]],
    taken: set[uuid.UUID],
    waiting: Iterable[tuple[uuid.UUID | None, int]],
) -> list[Seats]:
    """The club's tables still free on a night, whatever their area: each request waiting for a
    table of its area has one in thought, then each request for any area one of those left."""
    by_area: dict[uuid.UUID, list[Seats]] = {}
    for area_id, seats in tables:
        by_area.setdefault(area_id, []).append(seats)
    waiting = list(waiting)
    free: list[Seats] = []
    for area_id, in_area in by_area.items():
        free += left_after(in_area, taken, [guests for area, guests in waiting if area == area_id])
    anywhere = [guests for area, guests in waiting if area is None or area not in by_area]
    return left_after(free, set(), anywhere)


_ONLINE_ALL = Statement(
    select(ClubTable.area_id, ClubTable.id, ClubTable.seats_min, ClubTable.seats_max).where(
        ClubTable.online
    )
)
_WAITING_ALL = Statement(
    select(Reservation.area_id, Reservation.guests).where(
        Reservation.date == bindparam("night"),
        or_(*(Reservation.status == status for status in HOLDING)),
        ~_UNSEATED,
    )
)


async def club_left(tx: Transaction, night: date) -> list[Seats] | None:
    """`anywhere_left` on one night, in the booking's transaction; None for a club that sells no
    table online (nothing to count)."""
    tables = [(row[0], Seats(row[1], row[2], row[3])) for row in await tx.rows(_ONLINE_ALL, {})]
    if not tables:
        return None
    taken = {row[0] for row in await tx.rows(_TAKEN, {"night": night})}
    waiting = [(row[0], row[1]) for row in await tx.rows(_WAITING_ALL, {"night": night})]
    return anywhere_left(tables, taken, waiting)


async def table_free(tx: Transaction, area_id: uuid.UUID, night: date, table: uuid.UUID) -> bool:
    """Whether a guest may take this table of the area on the night (`can_pick`)."""
    return can_pick(*await _area_night(tx, area_id, night), table)


# A table a guest picked: its label, area and seats, where the area lets guests pick.
PICKED = Statement(
    select(ClubTable.id, ClubTable.label, ClubTable.area_id, ClubTable.seats_max)
    .join(Area, Area.id == ClubTable.area_id)
    .where(ClubTable.id == bindparam("id"), ClubTable.online, Area.guests_pick_table)
)
SEAT = Statement(insert(TableAssignment))


@dataclass(frozen=True)
class Pick:
    """A table a guest may pick, as the form shows it."""

    id: uuid.UUID
    label: str
    seats_min: int
    seats_max: int
    minimum_spend: Decimal


@dataclass(frozen=True)
class AreaOffer:
    id: uuid.UUID
    name: str
    description: str | None
    guests_pick_table: bool
    minimum_spend_from: Decimal
    tables: list[Seats]
    picks: list[Pick]


async def offers(session: AsyncSession) -> list[AreaOffer]:
    """The areas with a table guests may book online, in the club's order."""
    areas = (await session.scalars(select(Area).order_by(Area.position, Area.name))).all()
    online = (await session.scalars(select(ClubTable).where(ClubTable.online))).all()
    found = []
    for area in areas:
        tables = [t for t in online if t.area_id == area.id]
        if tables:
            found.append(
                AreaOffer(
                    area.id,
                    area.name,
                    area.description,
                    area.guests_pick_table,
                    min(t.minimum_spend for t in tables),
                    [Seats(t.id, t.seats_min, t.seats_max) for t in tables],
                    [
                        Pick(t.id, t.label, t.seats_min, t.seats_max, t.minimum_spend)
                        for t in sorted(tables, key=lambda t: t.label)
                    ]
                    if area.guests_pick_table
                    else [],
                )
            )
    return found


@dataclass(frozen=True)
class Window:
    """What holds tables from one night to another, by night: the tables taken or held back,
    and the requests still waiting for a table (the area each asked for, None for any, and its
    party)."""

    taken: dict[date, set[uuid.UUID]]
    waiting: dict[date, list[tuple[uuid.UUID | None, int]]]


async def read_window(session: AsyncSession, first: date, last: date) -> Window:
    taken: dict[date, set[uuid.UUID]] = {}
    for table_id, night in await session.execute(
        select(TableAssignment.table_id, TableAssignment.date).where(
            TableAssignment.date.between(first, last)
        )
    ):
        taken.setdefault(night, set()).add(table_id)
    for table_id, night in await session.execute(
        select(TableNight.table_id, TableNight.date).where(
            TableNight.date.between(first, last), TableNight.held
        )
    ):
        taken.setdefault(night, set()).add(table_id)
    waiting: dict[date, list[tuple[uuid.UUID | None, int]]] = {}
    for night, area_id, guests in await session.execute(
        select(Reservation.date, Reservation.area_id, Reservation.guests).where(
            Reservation.date.between(first, last),
            Reservation.status.in_(HOLDING),
            ~_UNSEATED,
        )
    ):
        waiting.setdefault(night, []).append((area_id, guests))
    return Window(taken, waiting)


def nights_left(
    areas: Sequence[AreaOffer], window: Window
) -> dict[date, dict[uuid.UUID, list[Seats]]]:
    """For each night on which some table is taken, held back or waited for by a request for
    an area: what each area has left (nights not named have every online table free)."""
    nights = set(window.taken) | {
        night
        for night, parties in window.waiting.items()
        if any(area is not None for area, _ in parties)
    }
    return {
        night: {
            area.id: left_after(
                area.tables,
                window.taken.get(night, set()),
                [guests for asked, guests in window.waiting.get(night, []) if asked == area.id],
            )
            for area in areas
        }
        for night in sorted(nights)
    }


def anywhere_nights(areas: Sequence[AreaOffer], window: Window) -> dict[date, list[Seats]]:
    """For each night on which some table is taken, held back or waited for: the club's tables
    still free whatever their area (`anywhere_left`)."""
    tables = [(area.id, seats) for area in areas for seats in area.tables]
    return {
        night: anywhere_left(tables, window.taken.get(night, set()), window.waiting.get(night, []))
        for night in sorted(set(window.taken) | set(window.waiting))
    }
