"""The club's booking rules: staff set them, the reservation form reads the nights they leave."""

from collections.abc import Callable
from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Path, Response, status
from fastapi.types import DecoratedCallable

from nocturne.club.nights import club_today
from nocturne.core.schemas import ErrorResponse, IsoDate
from nocturne.deps import (
    ChangesDep,
    ClubDep,
    PublicAnswer,
    ReadSessionDep,
    SessionDep,
    public_answer,
    staff_router,
)
from nocturne.live.changes import Change
from nocturne.reservations import availability_answers, booking_rules
from nocturne.reservations.rules_schemas import (
    AvailabilityPublic,
    BlackoutDateInput,
    BlackoutDatePublic,
    BlackoutDatesPublic,
    BookingRulesPublic,
    BookingRulesUpdate,
)

public_router = APIRouter(prefix="/api", tags=["public"])
router = staff_router(tags=["admin: reservation rules"])
NightPath = Annotated[IsoDate, Path(description="The night, YYYY-MM-DD.")]


FormNights = Annotated[
    PublicAnswer,
    public_answer(*availability_answers.TABLES, cache_control=availability_answers.CACHE_CONTROL),
]


@public_router.get("/reservation-availability", operation_id="read_reservation_availability")
async def read_reservation_availability(
    session: ReadSessionDep, club: ClubDep, public: FormNights
) -> AvailabilityPublic:
    """The nights the reservation form may offer, from tonight to the last bookable night, with
    the reason each closed night gives, the places left where the club limits guests, and the
    nights each package is full."""
    zone = club.zone
    now = datetime.now(zone)
    rules = await booking_rules.rules(session)
    public.until = availability_answers.changes_by_itself_at(rules, zone, now)
    return await booking_rules.availability_public(session, zone, now, rules, club.currency)


@router.get("/reservation-settings", operation_id="read_reservation_settings")
async def read_reservation_settings(session: SessionDep, club: ClubDep) -> BookingRulesPublic:
    """The booking rules in force (the defaults where none are saved)."""
    return await booking_rules.rules_public(session, club.zone)


def _save(path: str, operation_id: str) -> Callable[[DecoratedCallable], DecoratedCallable]:
    """A staff write of the rules: a bad value is a 422 with the field's message."""
    return router.put(path, operation_id=operation_id, responses={422: {"model": ErrorResponse}})


@_save("/reservation-settings", "update_reservation_settings")
async def update_reservation_settings(
    data: BookingRulesUpdate, session: SessionDep, club: ClubDep, changes: ChangesDep
) -> BookingRulesPublic:
    """Save the booking rules; they apply to the next request a guest sends."""
    await booking_rules.save_rules(session, data)
    changes.publish(Change("reservation_settings", "UPDATE", None))
    return await booking_rules.rules_public(session, club.zone)


@router.get("/blackout-dates", operation_id="read_blackout_dates")
async def read_blackout_dates(session: SessionDep, club: ClubDep) -> BlackoutDatesPublic:
    """Nights from tonight on that take no bookings, soonest first."""
    rows = await booking_rules.read_blackouts(session, club_today(club.zone))
    data = [BlackoutDatePublic(date=row.date, reason=row.reason) for row in rows]
    return BlackoutDatesPublic(data=data, count=len(data))


@_save("/blackout-dates/{night}", "set_blackout_date")
async def set_blackout_date(
    night: NightPath, data: BlackoutDateInput, session: SessionDep, changes: ChangesDep
) -> BlackoutDatePublic:
    """Close a night to bookings, with the reason guests see (or change that reason). Requests
    already made for it stay as they are."""
    row = await booking_rules.set_blackout(session, night, data.reason)
    changes.publish(Change("blackout_dates", "UPDATE", None))
    return BlackoutDatePublic(date=row.date, reason=row.reason)


@router.delete(
    "/blackout-dates/{night}",
    operation_id="delete_blackout_date",
    status_code=status.HTTP_204_NO_CONTENT,
    responses={404: {"model": ErrorResponse}},
)
async def delete_blackout_date(
    night: NightPath, session: SessionDep, changes: ChangesDep
) -> Response:
    """Open a blacked-out night again."""
    await booking_rules.delete_blackout(session, night)
    changes.publish(Change("blackout_dates", "DELETE", None))
    return Response(status_code=status.HTTP_204_NO_CONTENT)
