"""The dashboard, reservations and the door list."""

import uuid
from collections.abc import Callable
from typing import Annotated, Any

from fastapi import Depends, Query, Response, status
from fastapi.types import DecoratedCallable
from pydantic import TypeAdapter

from nocturne.core import json_rows
from nocturne.core.schemas import ErrorResponse, IsoDate
from nocturne.deps import (
    ChangesDep,
    ClubDep,
    NotifierDep,
    NowDep,
    ReadSessionDep,
    SessionDep,
    SettingsDep,
    staff_router,
)
from nocturne.guests import matching
from nocturne.guests.schemas import GuestBadge
from nocturne.kit import csv as csv_export
from nocturne.reservations import staff_service
from nocturne.reservations.notifications import load_club
from nocturne.reservations.schemas import (
    ArrivalUpdate,
    DashboardPublic,
    DoorNightPublic,
    ReservationCancel,
    ReservationEdit,
    ReservationNote,
    ReservationsPublic,
    ReservationStaffCreate,
    ReservationStaffPublic,
    ReservationStatus,
    ReservationStatusUpdate,
)

router = staff_router()
GUEST_BADGES = TypeAdapter(dict[uuid.UUID, GuestBadge])
DECISION_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse},
    409: {"model": ErrorResponse, "description": "The item is no longer pending."},
    422: {"model": ErrorResponse},
}
CHANGE_ERRORS: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse},
    409: {"model": ErrorResponse, "description": "The reservation's state does not allow it."},
    422: {"model": ErrorResponse},
}
SearchFilter = Annotated[
    str | None,
    Query(max_length=200, description="A part of the guest's name, email or phone number."),
]
RESERVATION_CSV_COLUMNS = [
    "Date",
    "Time",
    "Name",
    "Email",
    "Phone",
    "Guests",
    "Package",
    "Area",
    "Table",
    "Occasion",
    "Requests",
    "Notes",
    "Status",
    "Arrived",
    "Source",
    "Received",
]

DateFilter = Annotated[IsoDate | None, Query()]
StatusFilter = Annotated[ReservationStatus | None, Query()]


AreaFilter = Annotated[
    uuid.UUID | None, Query(description="Only bookings in this area: asked for, or seated there.")
]
TableFilter = Annotated[uuid.UUID | None, Query(description="Only bookings at this table.")]


async def _shown(
    session: SessionDep,
    reader: ReadSessionDep,
    club: ClubDep,
    changes: ChangesDep,
    status: StatusFilter = None,
    date: DateFilter = None,
    q: SearchFilter = None,
    area: AreaFilter = None,
    table: TableFilter = None,
) -> staff_service.Listed:
    """The filter, once requests still pending for a night that has passed have expired and
    every booking has its guest's profile."""
    await staff_service.expire_past_requests(session, reader, changes, club.zone)
    await matching.match_new_bookings(session, reader, club.country)
    return staff_service.Listed(status, date, q, area, table)


ShownDep = Annotated[staff_service.Listed, Depends(_shown)]


def _decision(
    path: str, operation_id: str, tag: str
) -> Callable[[DecoratedCallable], DecoratedCallable]:
    """Staff complete, confirm or reject an item that is still pending."""
    return router.patch(path, operation_id=operation_id, tags=[tag], responses=DECISION_ERRORS)


@router.get("/dashboard", operation_id="read_dashboard", tags=["admin: dashboard"])
async def read_dashboard(
    session: SessionDep, reader: ReadSessionDep, club: ClubDep, changes: ChangesDep
) -> DashboardPublic:
    """Counts, recent activity, the coming two weeks of reservations, tonight's tables, and
    whether anyone is told of new requests."""
    await staff_service.expire_past_requests(session, reader, changes, club.zone)
    return await staff_service.dashboard(
        reader,
        club.zone,
        staff_notified=bool(club.notification_addresses),
        currency=club.currency,
    )


@router.get(
    "/reservations",
    operation_id="read_reservations",
    tags=["admin: reservations"],
    response_model=ReservationsPublic,
)
async def read_reservations(reader: ReadSessionDep, shown: ShownDep) -> Response:
    """Reservations by night, optionally of one status, one date, one area or one table, or
    found by name, email or phone. Requests still pending for a night that has passed are
    expired first."""
    guests = await staff_service.listed_guests(reader, shown)
    rows = await staff_service.reservation_rows(reader, shown)
    badges = GUEST_BADGES.dump_json(guests)
    return Response(
        json_rows.list_answer(rows, len(rows), guests=badges), media_type="application/json"
    )


@router.post(
    "/reservations",
    operation_id="create_staff_reservation",
    tags=["admin: reservations"],
    status_code=status.HTTP_201_CREATED,
    responses={422: {"model": ErrorResponse}},
)
async def create_staff_reservation(
    data: ReservationStaffCreate,
    session: SessionDep,
    reader: ReadSessionDep,
    club: ClubDep,
    changes: ChangesDep,
) -> ReservationStaffPublic:
    """A booking taken by phone (confirmed) or at the door (a walk-in: tonight, all arrived).
    Staff may go beyond the booking rules; nobody is mailed. It joins the guest's profile."""
    # Bookings meet their profiles in the order they were made.
    await matching.match_new_bookings(session, reader, club.country)
    row = await staff_service.create_staff_reservation(
        session, changes, club.zone, data, club.country
    )
    return ReservationStaffPublic.model_validate(row)


@_decision("/reservations/{reservation_id}", "decide_reservation", "admin: reservations")
async def decide_reservation(
    reservation_id: uuid.UUID,
    data: ReservationStatusUpdate,
    session: SessionDep,
    settings: SettingsDep,
    club: ClubDep,
    changes: ChangesDep,
    notifier: NotifierDep,
) -> ReservationStaffPublic:
    """Confirm ('Complete') or reject a pending reservation; the guest is mailed the decision
    (a decline with the reason given, if any)."""

    row = await staff_service.decide_reservation(
        session, changes, club.zone, reservation_id, data.status, data.reason
    )
    signed = await load_club(session, settings.club_name, settings.public_url)
    await notifier.reservation_decided(session, row, signed)
    return ReservationStaffPublic.model_validate(row)


def _change(
    method: str, path: str, operation_id: str, tag: str = "admin: reservations"
) -> Callable[[DecoratedCallable], DecoratedCallable]:
    """A staff change to one reservation: 404, 409 when its state forbids it, 422."""
    return router.api_route(
        path, methods=[method], operation_id=operation_id, tags=[tag], responses=CHANGE_ERRORS
    )


@_change("POST", "/reservations/{reservation_id}/undo", "undo_reservation_decision")
async def undo_reservation_decision(
    reservation_id: uuid.UUID, session: SessionDep, club: ClubDep, changes: ChangesDep
) -> ReservationStaffPublic:
    """Take a confirmation or a decline back to pending, until the night is over. The guest is
    not mailed: they hear of the next decision."""
    row = await staff_service.undo_decision(session, changes, club.zone, reservation_id)
    return ReservationStaffPublic.model_validate(row)


@_change("POST", "/reservations/{reservation_id}/cancel", "cancel_reservation")
async def cancel_reservation(
    reservation_id: uuid.UUID,
    data: ReservationCancel,
    session: SessionDep,
    settings: SettingsDep,
    club: ClubDep,
    changes: ChangesDep,
    notifier: NotifierDep,
) -> ReservationStaffPublic:
    """Cancel a pending or confirmed booking until its night is over (nobody of the party in
    yet): its places and tables go back to the night, and the guest is mailed unless
    `notify_guest` is false."""
    row = await staff_service.cancel_reservation(
        session, changes, club.zone, reservation_id, told=data.notify_guest
    )
    if data.notify_guest:
        signed = await load_club(session, settings.club_name, settings.public_url)
        await notifier.reservation_cancelled(session, row, signed)
    return ReservationStaffPublic.model_validate(row)


@_change("PUT", "/reservations/{reservation_id}", "edit_reservation")
async def edit_reservation(
    reservation_id: uuid.UUID,
    data: ReservationEdit,
    session: SessionDep,
    reader: ReadSessionDep,
    changes: ChangesDep,
    notifier: NotifierDep,
    settings: SettingsDep,
    club: ClubDep,
) -> ReservationStaffPublic:
    """Change a booking: the guest's name and email (a correction, named in the audit log),
    night, time (any time of the night), party, occasion, requests, package, phone, table or
    internal notes. A confirmed guest is mailed what changed of the night, arrival, party, area
    or package (before and after), unless `notify_guest` is false."""
    await matching.match_new_bookings(session, reader, club.country)
    edited = await staff_service.edit_reservation(
        session, changes, reservation_id, data, club.country
    )
    if edited.told:
        signed = await load_club(session, settings.club_name, settings.public_url)
        await notifier.reservation_changed(session, edited.row, edited.told, signed)
    return ReservationStaffPublic.model_validate(edited.row)


@_change("PUT", "/reservations/{reservation_id}/note", "note_reservation", "admin: door")
async def note_reservation(
    reservation_id: uuid.UUID, data: ReservationNote, session: SessionDep, changes: ChangesDep
) -> ReservationStaffPublic:
    """Set a booking's table and internal notes (what a host may change)."""
    row = await staff_service.note_reservation(session, changes, reservation_id, data)
    return ReservationStaffPublic.model_validate(row)


@_change("PUT", "/reservations/{reservation_id}/arrival", "record_arrival", "admin: door")
async def record_arrival(
    reservation_id: uuid.UUID,
    data: ArrivalUpdate,
    session: SessionDep,
    club: ClubDep,
    changes: ChangesDep,
    now: NowDep,
) -> ReservationStaffPublic:
    """The door: how many of a confirmed party are in (4 of 6, or 8 of 6 with friends it
    brought, up to 10 beyond its size), or that it did not come; only on the night itself
    (until 6 AM the next morning)."""
    row = await staff_service.record_arrival(session, changes, club.zone, reservation_id, data, now)
    return ReservationStaffPublic.model_validate(row)


@router.get("/door", operation_id="read_door_night", tags=["admin: door"])
async def read_door_night(
    session: SessionDep,
    reader: ReadSessionDep,
    club: ClubDep,
    now: NowDep,
    date: DateFilter = None,
) -> DoorNightPublic:
    """The door list: everyone confirmed for a night (tonight unless a date is given), with
    the night's headcount and what each guest's profile says; `tonight` says whether the door
    may record its arrivals."""
    await matching.match_new_bookings(session, reader, club.country)
    return await staff_service.door_night(session, club.zone, date, now)


@router.delete(
    "/reservations/{reservation_id}",
    operation_id="delete_reservation",
    tags=["admin: reservations"],
    status_code=status.HTTP_204_NO_CONTENT,
    responses={404: {"model": ErrorResponse}},
)
async def delete_reservation(
    reservation_id: uuid.UUID, session: SessionDep, changes: ChangesDep
) -> Response:
    """Remove a reservation for good."""
    await staff_service.delete_reservation(session, changes, reservation_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@csv_export.export_route(router, "/reservations.csv", "export_reservations", "admin: reservations")
async def export_reservations(reader: ReadSessionDep, shown: ShownDep) -> Response:
    """The reservations (current filter) as CSV."""
    rows = await staff_service.list_reservations(reader, shown)
    # Named after what it holds: the night (or every night) and the filters, as in
    # reservations-2026-12-05-confirmed.csv or reservations-all-nights-pending-smith.csv.
    night = shown.on.isoformat() if shown.on else "all-nights"
    return csv_export.download(
        csv_export.file_name("reservations", night, shown.status, shown.search),
        csv_export.to_csv(
            RESERVATION_CSV_COLUMNS,
            (
                [
                    r.date.isoformat(),
                    r.time,
                    r.name,
                    r.email or "",
                    r.phone or "",
                    r.guests,
                    r.package_name or "",
                    r.area_name or "",
                    r.table_label or "",
                    r.occasion or "",
                    r.requests or "",
                    r.staff_notes or "",
                    r.status,
                    r.arrived,
                    r.source,
                    r.created_at.isoformat(),
                ]
                for r in rows
            ),
        ),
    )
