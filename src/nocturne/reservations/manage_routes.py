"""The guest's own page for a booking (no sign-in: the signed link in the guest's mails is the
authority, and travels in the body). Every call counts against the address's public writes, as
the forms' posts do, so links cannot be tried by the thousand."""

from typing import Any
from urllib.parse import urlsplit

from fastapi import APIRouter, Request, Response

from nocturne.club.nights import starts_at
from nocturne.core import audit, rate_limit
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import (
    ChangesDep,
    ClubDep,
    NotifierDep,
    SessionDep,
    SettingsDep,
    client_address,
)
from nocturne.reservations import calendar, manage, manage_links
from nocturne.reservations.notifications import load_club
from nocturne.reservations.schemas import ManageChange, ManagedBooking, ManageRequest

router = APIRouter(prefix="/api/booking", tags=["public"])
REFUSED: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse, "description": "Not a link signed here, or altered."},
    409: {"model": ErrorResponse, "description": "Cancelled, or no longer open to changes."},
    410: {"model": ErrorResponse, "description": "The booking's night is over."},
    422: {"model": ErrorResponse},
    429: {"model": ErrorResponse},
}


async def _counted(request: Request, session: SessionDep, settings: SettingsDep) -> None:
    await rate_limit.hit(
        session,
        f"booking-page:{client_address(request)}",
        limit=settings.public_write_limit,
        window_seconds=settings.public_write_window_seconds,
    )


def _as_guest(session: SessionDep, request: Request, operation: str) -> None:
    audit.act_as(
        session, audit.Actor(None, "guest (booking page)", client_address(request), operation)
    )


@router.post("", operation_id="read_booking", responses=REFUSED)
async def read_booking(
    data: ManageRequest,
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    club: ClubDep,
) -> ManagedBooking:
    """The booking the link names: night, time, party, area or package, its status, the
    club's cancellation policy and how to reach the club."""
    await _counted(request, session, settings)
    row = await manage.booking(
        session, club.zone, manage_links.read(settings.resolved_secret_key, data.token)
    )
    reach = await load_club(session, settings.club_name, settings.public_url)
    return await manage.shown(session, row, reach)


@router.post(
    "/calendar",
    operation_id="booking_calendar",
    responses={**REFUSED, 200: {"content": {"text/calendar": {"schema": {"type": "string"}}}}},
    response_class=Response,
)
async def booking_calendar(
    data: ManageRequest,
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    club: ClubDep,
) -> Response:
    """The booking as a calendar event (.ics) to add to the guest's calendar."""
    await _counted(request, session, settings)
    row = await manage.booking(
        session, club.zone, manage_links.read(settings.resolved_secret_key, data.token)
    )
    reach = await load_club(session, settings.club_name, settings.public_url)
    start = starts_at(row.date, row.time, club.zone)
    assert start is not None  # the form's times are all clock times
    body = calendar.event(
        row,
        start,
        reach,
        manage_links.url(settings.public_url, data.token),
        urlsplit(settings.public_url).hostname or "nocturne",
    )
    return Response(
        body,
        media_type="text/calendar; charset=utf-8",
        headers={"Content-Disposition": 'attachment; filename="reservation.ics"'},
    )


@router.post("/change", operation_id="change_booking", responses=REFUSED)
async def change_booking(
    data: ManageChange,
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    club: ClubDep,
    changes: ChangesDep,
    notifier: NotifierDep,
) -> ManagedBooking:
    """Change the party's size or arrival within the booking rules (a change only staff can
    make is refused with why); the guest and staff are mailed what changed."""
    await _counted(request, session, settings)
    row_id = manage_links.read(settings.resolved_secret_key, data.token)
    _as_guest(session, request, "change_booking")
    row, before = await manage.change(session, changes, club.zone, row_id, data)
    reach = await load_club(session, settings.club_name, settings.public_url)
    await notifier.guest_changed(session, row, before, reach)
    return await manage.shown(session, row, reach)


@router.post("/cancel", operation_id="cancel_booking", responses=REFUSED)
async def cancel_booking(
    data: ManageRequest,
    request: Request,
    session: SessionDep,
    settings: SettingsDep,
    club: ClubDep,
    changes: ChangesDep,
    notifier: NotifierDep,
) -> ManagedBooking:
    """Cancel the booking, once; the guest and staff are mailed."""
    await _counted(request, session, settings)
    row_id = manage_links.read(settings.resolved_secret_key, data.token)
    _as_guest(session, request, "cancel_booking")
    row, before = await manage.cancel(session, changes, club.zone, row_id)
    reach = await load_club(session, settings.club_name, settings.public_url)
    await notifier.guest_changed(session, row, before, reach)
    return await manage.shown(session, row, reach)
