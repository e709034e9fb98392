"""The floor: the club's areas, floor plans and tables (owners and managers edit them; all staff
read them), a night table by table, and which party holds which table (the door assigns too)."""

import uuid
from typing import Annotated, Any

from fastapi import Path, Response, status

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse, IsoDate
from nocturne.deps import ChangesDep, ClubDep, NowDep, ReadSessionDep, SessionDep, staff_router
from nocturne.models import Reservation
from nocturne.tables import seating, service
from nocturne.tables.schemas import (
    AreaInput,
    AreaPublic,
    FloorNightPublic,
    FloorPlanInput,
    FloorPlanPublic,
    FloorPublic,
    TableAssignmentInput,
    TableInput,
    TableNightInput,
    TablePublic,
    TableSuggestion,
)

router = staff_router(tags=["admin: tables"])
REFUSED: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse},
    409: {"model": ErrorResponse, "description": "Taken, or still in use (the message says)."},
    422: {"model": ErrorResponse},
}
NightPath = Annotated[IsoDate, Path(description="The night, YYYY-MM-DD.")]
NO_CONTENT = status.HTTP_204_NO_CONTENT


@router.get("/floor", operation_id="read_floor")
async def read_floor(session: ReadSessionDep, club: ClubDep) -> FloorPublic:
    """The club's areas, floor plans and tables, and the currency of their minimum spends."""
    floor = await service.floor(session, club.currency)
    await session.commit()  # the read ends
    return floor


@router.get("/floor/nights/{night}", operation_id="read_floor_night")
async def read_floor_night(night: NightPath, session: ReadSessionDep) -> FloorNightPublic:
    """One night table by table: free, held back, or the party holding it (requested,
    confirmed or arrived), with that night's minimum spends and the tables booked."""
    shown = await service.floor_night(session, night)
    await session.commit()
    return shown


@router.post(
    "/areas", operation_id="create_area", status_code=status.HTTP_201_CREATED, responses=REFUSED
)
async def create_area(data: AreaInput, session: SessionDep, changes: ChangesDep) -> AreaPublic:
    """A new area guests can book (Main Floor, Mezzanine, VIP Room...)."""
    return await service.save_area(session, changes, data)


@router.put("/areas/{area_id}", operation_id="update_area", responses=REFUSED)
async def update_area(
    area_id: uuid.UUID, data: AreaInput, session: SessionDep, changes: ChangesDep
) -> AreaPublic:
    return await service.save_area(session, changes, data, area_id)


@router.delete(
    "/areas/{area_id}", operation_id="delete_area", status_code=NO_CONTENT, responses=REFUSED
)
async def delete_area(area_id: uuid.UUID, session: SessionDep, changes: ChangesDep) -> Response:
    """Refused while the area still has tables (they are named)."""
    await service.delete_area(session, changes, area_id)
    return Response(status_code=NO_CONTENT)


@router.post(
    "/floor-plans",
    operation_id="create_floor_plan",
    status_code=status.HTTP_201_CREATED,
    responses=REFUSED,
)
async def create_floor_plan(
    data: FloorPlanInput, session: SessionDep, changes: ChangesDep
) -> FloorPlanPublic:
    """A room or floor of the club, with the picture tables are drawn on."""
    return await service.save_plan(session, changes, data)


@router.put("/floor-plans/{plan_id}", operation_id="update_floor_plan", responses=REFUSED)
async def update_floor_plan(
    plan_id: uuid.UUID, data: FloorPlanInput, session: SessionDep, changes: ChangesDep
) -> FloorPlanPublic:
    return await service.save_plan(session, changes, data, plan_id)


@router.delete(
    "/floor-plans/{plan_id}",
    operation_id="delete_floor_plan",
    status_code=NO_CONTENT,
    responses=REFUSED,
)
async def delete_floor_plan(
    plan_id: uuid.UUID, session: SessionDep, changes: ChangesDep
) -> Response:
    """Its tables stay in the inventory, off any plan."""
    await service.delete_plan(session, changes, plan_id)
    return Response(status_code=NO_CONTENT)


@router.post(
    "/tables", operation_id="create_table", status_code=status.HTTP_201_CREATED, responses=REFUSED
)
async def create_table(data: TableInput, session: SessionDep, changes: ChangesDep) -> TablePublic:
    """A table: label, area, seats, minimum spend, online or not, and its place on a plan."""
    return await service.save_table(session, changes, data)


@router.put("/tables/{table_id}", operation_id="update_table", responses=REFUSED)
async def update_table(
    table_id: uuid.UUID, data: TableInput, session: SessionDep, changes: ChangesDep
) -> TablePublic:
    """Change a table (moving it on the map is a change too); a new label shows on the
    bookings that hold it."""
    return await service.save_table(session, changes, data, table_id)


@router.delete(
    "/tables/{table_id}", operation_id="delete_table", status_code=NO_CONTENT, responses=REFUSED
)
async def delete_table(
    table_id: uuid.UUID, session: SessionDep, changes: ChangesDep, club: ClubDep, now: NowDep
) -> Response:
    """Refused while it holds a booking from tonight on (they are named)."""
    await service.delete_table(session, changes, table_id, club_today(club.zone, now))
    return Response(status_code=NO_CONTENT)


@router.put(
    "/tables/{table_id}/nights/{night}",
    operation_id="set_table_night",
    status_code=NO_CONTENT,
    responses=REFUSED,
)
async def set_table_night(
    table_id: uuid.UUID,
    night: NightPath,
    data: TableNightInput,
    session: SessionDep,
    changes: ChangesDep,
) -> Response:
    """Hold a table back for a night, or raise its minimum spend that night (an event night);
    neither puts the table back to its own."""
    await service.set_night(session, changes, table_id, night, data)
    return Response(status_code=NO_CONTENT)


async def _reservation(session: SessionDep, reservation_id: uuid.UUID) -> Reservation:
    row = await session.get(Reservation, reservation_id, populate_existing=True)
    if row is None:
        raise ApiError(404, messages.NOT_FOUND)
    return row


@router.put(
    "/reservations/{reservation_id}/tables",
    operation_id="assign_tables",
    responses=REFUSED,
    tags=["admin: tables", "admin: door"],
)
async def assign_tables(
    reservation_id: uuid.UUID,
    data: TableAssignmentInput,
    session: SessionDep,
    changes: ChangesDep,
) -> FloorNightPublic:
    """Give a party its table on its night, move it, combine tables for a big party, or give
    them back (no tables). One table holds one party a night: a table another party holds is
    refused, naming that party. Answers the night's floor as it now is."""
    row = await _reservation(session, reservation_id)
    await seating.assign(session, changes, row, data.table_ids)
    return await service.floor_night(session, row.date)


@router.get(
    "/reservations/{reservation_id}/table-suggestion",
    operation_id="suggest_table",
    responses={404: {"model": ErrorResponse}},
    tags=["admin: tables", "admin: door"],
)
async def suggest_table(reservation_id: uuid.UUID, session: SessionDep) -> TableSuggestion:
    """The smallest free table that seats the party on its night."""
    row = await _reservation(session, reservation_id)
    return TableSuggestion(table=await seating.suggest(session, row))
