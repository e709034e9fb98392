"""Which nights can be booked, and whether one more booking fits: the club's rules, enforced here
and shown to the form from here (one source).

A night is the club's night in its time zone (until 6 AM it is still last night). Rules, in the
order a guest meets them: the night is from tonight on and within the booking window; it is not a
blackout date; the club opens that weekday (the opening nights staff set on the Booking Rules
screen, every night until they do) or an event is on that night (an event opens its night);
tonight's bookings have not closed (the same-day cut-off); the night has room for
the party (guests and bookings per night); the chosen package has room; the guest has no other
pending request for that night.
"""

import uuid
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import bindparam, func, or_, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne import messages
from nocturne.club.nights import club_today, during_night
from nocturne.core.errors import ApiError
from nocturne.core.statements import Statement, Transaction
from nocturne.models import (
    BlackoutDate,
    BookingRules,
    Event,
    Package,
    Reservation,
    ReservationNight,
)
from nocturne.reservations.rules_schemas import (
    DEFAULT_REMINDER_TIME,
    AreaOffered,
    AvailabilityPublic,
    BookingRulesPublic,
    BookingRulesUpdate,
    TableOffered,
)
from nocturne.tables import capacity

DEFAULT_BOOKING_WINDOW_DAYS = 366
# Bookings that hold their places: a declined request frees them.
HOLDING = ("pending", "confirmed")
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
EVERY_NIGHT = list(range(7))


@dataclass(frozen=True)
class Rules:
    """The reservation settings in force (the defaults where none are saved)."""

    # Monday = 0; None: every night (nothing saved).
    opening_weekdays: list[int] | None = None
    max_guests_per_night: int | None = None
    max_bookings_per_night: int | None = None
    package_limits: dict[str, int] = field(default_factory=dict)
    same_day_cutoff: str | None = None
    booking_window_days: int = DEFAULT_BOOKING_WINDOW_DAYS
    phone_required: bool = True
    # Confirming a request for an area without a table gives it the area's suggested table.
    assign_table_on_confirm: bool = False
    # A request is taken only while a table guests may book online seats the party that night.
    requests_need_table: bool = False
    # When a confirmed guest is reminded on the day (club time); None: never.
    reminder_time: str | None = DEFAULT_REMINDER_TIME
    # What a guest reads before cancelling; None: the product's words.
    cancellation_policy: str | None = None


async def read_saved(session: AsyncSession) -> BookingRules | None:
    return await session.scalar(select(BookingRules).limit(1))


async def rules_row(session: AsyncSession) -> BookingRules:
    """The saved booking rules, added to the session with the defaults when none are saved."""
    saved = await read_saved(session)
    if saved is None:
        defaults = Rules()
        saved = BookingRules(
            package_limits={},
            booking_window_days=defaults.booking_window_days,
            phone_required=defaults.phone_required,
        )
        session.add(saved)
    return saved


async def rules(session: AsyncSession) -> Rules:
    saved = await read_saved(session)
    if saved is None:
        return Rules()
    return Rules(
        opening_weekdays=saved.opening_weekdays,
        max_guests_per_night=saved.max_guests_per_night,
        max_bookings_per_night=saved.max_bookings_per_night,
        package_limits={key: int(value) for key, value in saved.package_limits.items()},
        same_day_cutoff=saved.same_day_cutoff,
        booking_window_days=saved.booking_window_days,
        phone_required=saved.phone_required,
        assign_table_on_confirm=saved.assign_table_on_confirm,
        requests_need_table=saved.requests_need_table,
        reminder_time=saved.reminder_time,
        cancellation_policy=saved.cancellation_policy,
    )


def _clock(at: time) -> str:
    return at.strftime("%I:%M %p").lstrip("0")


def _open_nights(weekdays: list[int]) -> str:
    names = [WEEKDAYS[day].capitalize() for day in weekdays]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(frozen=True)
class Window:
    first: date
    last: date


def window(rules: Rules, zone: ZoneInfo, now: datetime | None = None) -> Window:
    today = club_today(zone, now)
    return Window(today, today + timedelta(days=rules.booking_window_days))


def too_far(rules: Rules) -> str:
    if rules.booking_window_days == DEFAULT_BOOKING_WINDOW_DAYS:
        return messages.DATE_TOO_FAR
    return messages.DATE_TOO_FAR_DAYS.format(days=rules.booking_window_days)


def closed_reason(
    night: date,
    rules: Rules,
    blackouts: dict[date, str | None],
    zone: ZoneInfo,
    now: datetime | None = None,
    span: Window | None = None,
    event_nights: frozenset[date] = frozenset(),
) -> str | None:
    """Why the night cannot be booked at all, or None. Room is checked apart (it needs counts).
    `span` is the window at `now`, when the caller has it already; `event_nights`, the nights
    with an event on the calendar, which are open whatever their weekday."""
    now = now or datetime.now(zone)
    span = span or window(rules, zone, now)
    if night < span.first:
        return messages.DATE_IN_PAST
    if night > span.last:
        return too_far(rules)
    if night in blackouts:
        reason = blackouts[night]
        return f"{messages.NIGHT_BLACKED_OUT} {reason}" if reason else messages.NIGHT_BLACKED_OUT
    if not is_opening_night(night, rules, event_nights):
        if not rules.opening_weekdays:
            return messages.NIGHT_CLOSED_NEVER
        return messages.NIGHT_CLOSED_WEEKDAY.format(
            open_nights=_open_nights(rules.opening_weekdays)
        )
    if night == span.first and rules.same_day_cutoff:
        at = time.fromisoformat(rules.same_day_cutoff)
        if now.astimezone(zone) >= during_night(night, at, zone):
            return messages.NIGHT_CUT_OFF.format(time=_clock(at))
    return None


def is_opening_night(night: date, rules: Rules, event_nights: frozenset[date]) -> bool:
    """The club opens that weekday, or an event is on that night."""
    weekdays = rules.opening_weekdays
    return weekdays is None or night.weekday() in weekdays or night in event_nights


async def event_nights_between(session: AsyncSession, first: date, last: date) -> frozenset[date]:
    """The nights with an event on the calendar (published or scheduled; drafts and the trash
    are not on it)."""
    rows = await session.scalars(
        select(Event.date).where(Event.date >= first, Event.date <= last).distinct()
    )
    return frozenset(rows)


async def blackouts_between(
    session: AsyncSession, first: date, last: date
) -> dict[date, str | None]:
    rows = await session.scalars(
        select(BlackoutDate).where(BlackoutDate.date >= first, BlackoutDate.date <= last)
    )
    return {row.date: row.reason for row in rows}


@dataclass(frozen=True)
class NightLoad:
    guests: int
    bookings: int


async def loads_between(session: AsyncSession, first: date, last: date) -> dict[date, NightLoad]:
    """Guests and bookings that hold places, per night: the load each night's row keeps."""
    rows = await session.execute(
        select(ReservationNight.date, ReservationNight.held_guests, ReservationNight.held_bookings)
        .where(ReservationNight.date >= first, ReservationNight.date <= last)
        .where(ReservationNight.held_bookings > 0)
    )
    return {night: NightLoad(guests, bookings) for night, guests, bookings in rows}


# The statements a booking runs, built once: a statement made afresh for every booking costs
# more Python than running it does.
# The guest's other pending request for the night (an index holds the night's addresses).
_PENDING = Statement(
    select(func.count())
    .select_from(Reservation)
    .where(
        Reservation.date == bindparam("night"),
        func.lower(Reservation.email) == bindparam("email"),
        Reservation.status == "pending",
    )
)
# The chosen package's bookings that night, asked only when the package has a limit (no index
# holds a night's packages: it reads the night's rows).
_PACKAGE_TAKEN = Statement(
    select(func.count())
    .select_from(Reservation)
    .where(Reservation.date == bindparam("night"), Reservation.package_id == bindparam("package"))
    .where(or_(*(Reservation.status == status for status in HOLDING)))
)
_PACKAGE = Statement(
    select(Package.id, Package.name, Package.area_ids).where(Package.id == bindparam("id"))
)


def places_left(rules: Rules, load: NightLoad | None) -> int | None:
    """Guests the night still takes (None: no limit); 0 when it is full either way."""
    load = load or NightLoad(0, 0)
    if rules.max_bookings_per_night is not None and load.bookings >= rules.max_bookings_per_night:
        return 0
    if rules.max_guests_per_night is None:
        return None
    return max(rules.max_guests_per_night - load.guests, 0)


def _turn_statement(insert: Any) -> Any:
    statement = insert(ReservationNight).values(date=bindparam("night"), bookings=1)
    return statement.on_conflict_do_update(
        index_elements=[ReservationNight.date],
        set_={"bookings": ReservationNight.bookings + 1},
    ).returning(ReservationNight.held_guests, ReservationNight.held_bookings)


_TURN = {
    "postgresql": Statement(_turn_statement(postgresql.insert)),
    "sqlite": Statement(_turn_statement(sqlite.insert)),
}


def _refuse(field_name: str, message: str) -> ApiError:
    return ApiError(422, message, fields={field_name: message})


@dataclass(frozen=True)
class InForce:
    """The rules, the blackout nights and the event nights from `since` on, as read at one
    moment (a booking's checks that need no count; reservations/availability_answers.py keeps them
    between changes)."""

    rules: Rules
    blackouts: dict[date, str | None]
    event_nights: frozenset[date]
    since: date


async def in_force(session: AsyncSession, since: date, until: date = date.max) -> InForce:
    return InForce(
        await rules(session),
        await blackouts_between(session, since, until),
        await event_nights_between(session, since, until),
        since,
    )


@dataclass(frozen=True)
class Admission:
    """A booking the rules that need no count let through: what `settle` checks it with."""

    rules: Rules
    night: date
    guests: int
    email: str
    package: "Chosen | None"
    area: "Chosen | None" = None
    table: "Chosen | None" = None


@dataclass(frozen=True)
class Chosen:
    """The package or the area a booking chose, as it is when booked."""

    id: uuid.UUID
    name: str


async def admit(
    tx: Transaction,
    zone: ZoneInfo,
    *,
    night: date,
    guests: int,
    email: str,
    phone: str | None,
    package_id: uuid.UUID | None,
    known: InForce,
    area_id: uuid.UUID | None = None,
    table_id: uuid.UUID | None = None,
) -> Admission:
    """Check one new booking against the rules that need no count (the phone, the night, the
    package), or raise the refusal with its message. The counts follow in `settle`. `known`:
    the rules in force (booking_facts keeps them between their changes) from a night on or
    before this one."""
    current = known.rules
    if current.phone_required and not phone:
        raise _refuse("phone", messages.PHONE_REQUIRED)
    reason = closed_reason(night, current, known.blackouts, zone, event_nights=known.event_nights)
    if reason:
        raise _refuse("date", reason)
    package = None
    sold_in: list[str] = []
    if package_id is not None:
        found = await tx.one(_PACKAGE, {"id": package_id})
        if found is None:
            raise _refuse("package_id", messages.PACKAGE_UNKNOWN)
        package, sold_in = Chosen(found[0], found[1]), list(found[2] or [])
    table = None
    if table_id is not None:
        picked = await tx.one(capacity.PICKED, {"id": table_id})
        if picked is None or area_id not in (None, picked[2]):
            raise _refuse("table_id", messages.TABLE_PICK_UNKNOWN)
        if guests > picked[3]:
            message = messages.TABLE_TOO_SMALL.format(
                tables=picked[1], seats=picked[3], guests=guests
            )
            raise _refuse("table_id", message)
        table, area_id = Chosen(picked[0], picked[1]), picked[2]
    area = None
    if area_id is not None:
        found = await tx.one(capacity.AREA, {"id": area_id})
        if found is None:
            raise _refuse("area_id", messages.TABLE_AREA_UNKNOWN)
        area = Chosen(*found)
    elif len(sold_in) == 1:  # a package sold in one area only books that area
        found = await tx.one(capacity.AREA, {"id": uuid.UUID(sold_in[0])})
        area = None if found is None else Chosen(*found)
    if package is not None and area is not None and sold_in and str(area.id) not in sold_in:
        raise _refuse(
            "package_id", messages.PACKAGE_NOT_IN_AREA.format(package=package.name, area=area.name)
        )
    return Admission(current, night, guests, email, package, area, table)


async def settle(tx: Transaction, admission: Admission) -> None:
    """The counts, or the refusal: the guest's earlier request for the night, the night's room,
    the package's, and a table in the chosen area that seats the party. Called inside the
    booking's transaction just before its row is written: it takes the night's turn (a write to
    the night's row, which returns the night's load), so concurrent bookings of one night count
    one after the other, each seeing the ones before, and the last place (or table) goes to one
    only. The turn is held until the commit."""
    night = admission.night
    load = await tx.one(_TURN[tx.dialect.name], {"night": night})
    assert load is not None
    parameters = {"night": night, "email": admission.email.lower()}
    if await tx.scalar(_PENDING, parameters):
        raise _refuse("date", messages.ALREADY_REQUESTED)
    left = places_left(admission.rules, NightLoad(*load))
    if left == 0:
        raise _refuse("date", messages.NIGHT_FULL)
    if left is not None and admission.guests > left:
        raise _refuse("guests", messages.NIGHT_PLACES_LEFT.format(places=left))
    package = admission.package
    if package is not None:
        limit = admission.rules.package_limits.get(str(package.id))
        if limit is not None:
            taken = await tx.scalar(_PACKAGE_TAKEN, {"night": night, "package": package.id})
            if (taken or 0) >= limit:
                raise _refuse("package_id", messages.PACKAGE_FULL.format(package=package.name))
    area, table = admission.area, admission.table
    if area is not None and table is not None:
        if not await capacity.table_free(tx, area.id, night, table.id):
            raise _refuse("table_id", messages.TABLE_PICK_TAKEN.format(label=table.name))
    elif area is not None:
        tables_left = await capacity.area_left(tx, area.id, night)
        if not capacity.fits(tables_left, admission.guests):
            message = messages.AREA_FULL.format(area=area.name, guests=admission.guests)
            raise _refuse("area_id", message)
    elif admission.rules.requests_need_table:
        free = await capacity.club_left(tx, night)
        if free is not None and not capacity.fits(free, admission.guests):
            raise _refuse("date", messages.NO_TABLE_LEFT.format(guests=admission.guests))


# Staff's side: the settings and the blackout dates.


async def rules_public(session: AsyncSession, zone: ZoneInfo) -> BookingRulesPublic:
    current = await rules(session)
    opening = current.opening_weekdays
    return BookingRulesPublic(
        opening_weekdays=EVERY_NIGHT if opening is None else opening,
        max_guests_per_night=current.max_guests_per_night,
        max_bookings_per_night=current.max_bookings_per_night,
        package_limits={uuid.UUID(key): value for key, value in current.package_limits.items()},
        same_day_cutoff=current.same_day_cutoff,
        booking_window_days=current.booking_window_days,
        phone_required=current.phone_required,
        assign_table_on_confirm=current.assign_table_on_confirm,
        requests_need_table=current.requests_need_table,
        reminder_time=current.reminder_time,
        cancellation_policy=current.cancellation_policy,
        time_zone=zone.key,
    )


async def save_rules(session: AsyncSession, data: BookingRulesUpdate) -> None:
    saved = await rules_row(session)
    values = data.model_dump()
    values["package_limits"] = {str(key): value for key, value in data.package_limits.items()}
    for name, value in values.items():
        setattr(saved, name, value)
    await session.flush()


async def read_blackouts(session: AsyncSession, since: date) -> list[BlackoutDate]:
    rows = await session.scalars(
        select(BlackoutDate).where(BlackoutDate.date >= since).order_by(BlackoutDate.date)
    )
    return list(rows)


async def set_blackout(session: AsyncSession, night: date, reason: str | None) -> BlackoutDate:
    row = await session.get(BlackoutDate, night)
    if row is None:
        row = BlackoutDate(date=night, reason=reason)
        session.add(row)
    else:
        row.reason = reason
    await session.flush()
    return row


async def delete_blackout(session: AsyncSession, night: date) -> None:
    row = await session.get(BlackoutDate, night)
    if row is None:
        raise ApiError(404, messages.NOT_FOUND)
    await session.delete(row)
    await session.flush()


# The form's side: every night of the window at once.


async def availability_public(
    session: AsyncSession,
    zone: ZoneInfo,
    now: datetime | None = None,
    current: Rules | None = None,
    currency: str = "USD",
) -> AvailabilityPublic:
    """The form's nights at `now` under `current` (the saved rules, read here when not given)."""
    current = current or await rules(session)
    # One moment for the whole answer: every night is judged against the same window.
    now = now or datetime.now(zone)
    span = window(current, zone, now)
    blackouts = await blackouts_between(session, span.first, span.last)
    events = await event_nights_between(session, span.first, span.last)
    loads = await loads_between(session, span.first, span.last)
    closed: dict[date, str] = {}
    places: dict[date, int] = {}
    night = span.first
    while night <= span.last:
        reason = closed_reason(night, current, blackouts, zone, now, span, events)
        left = places_left(current, loads.get(night)) if reason is None else None
        if reason is None and left == 0:
            reason = messages.NIGHT_FULL
        if reason is not None:
            closed[night] = reason
        elif left is not None:
            places[night] = left
        night += timedelta(days=1)
    areas = await capacity.offers(session)
    # Read once for both answers; a club selling no table online has nothing to read.
    held = await capacity.read_window(session, span.first, span.last) if areas else None
    tables_left = capacity.nights_left(areas, held) if held else {}
    anywhere = capacity.anywhere_nights(areas, held) if held and current.requests_need_table else {}
    return AvailabilityPublic(
        first_date=span.first,
        last_date=span.last,
        after_last_date=too_far(current),
        phone_required=current.phone_required,
        closed=closed,
        places_left=places,
        packages_full=await _packages_full(session, current, span),
        currency=currency,
        areas=[
            AreaOffered(
                id=area.id,
                name=area.name,
                description=area.description,
                minimum_spend_from=area.minimum_spend_from,
                seats=capacity.ranges(area.tables),
                tables=[TableOffered(**vars(pick)) for pick in area.picks],
            )
            for area in areas
        ],
        areas_left={
            night: {area: capacity.ranges(tables) for area, tables in by_area.items()}
            for night, by_area in tables_left.items()
            if night not in closed
        },
        requests_need_table=current.requests_need_table,
        tables_anywhere={
            night: capacity.ranges(tables)
            for night, tables in anywhere.items()
            if night not in closed
        },
        tables_left={
            night: [
                seats.table_id for area in areas if area.picks for seats in by_area.get(area.id, [])
            ]
            for night, by_area in tables_left.items()
            if night not in closed
        },
    )


async def _packages_full(
    session: AsyncSession, current: Rules, span: Window
) -> dict[uuid.UUID, list[date]]:
    if not current.package_limits:
        return {}
    rows = await session.execute(
        select(Reservation.package_id, Reservation.date, func.count())
        .where(Reservation.date >= span.first, Reservation.date <= span.last)
        .where(Reservation.status.in_(HOLDING), Reservation.package_id.is_not(None))
        .group_by(Reservation.package_id, Reservation.date)
    )
    full: dict[uuid.UUID, list[date]] = {}
    for package_id, night, taken in rows:
        limit = current.package_limits.get(str(package_id))
        if package_id is not None and limit is not None and taken >= limit:
            full.setdefault(package_id, []).append(night)
    return {key: sorted(nights) for key, nights in full.items()}
