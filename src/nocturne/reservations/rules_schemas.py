"""The club's booking rules as staff edit them, and the nights as the reservation form sees them."""

import datetime as dt
import re
import uuid
from typing import Annotated, ClassVar

from pydantic import AfterValidator, BaseModel, BeforeValidator, Field, StrictBool, StrictInt

from nocturne import messages
from nocturne.content.schemas import Price
from nocturne.core.schemas import InputModel, blank_to_none

MAX_NIGHT_LIMIT = 10_000
MAX_WINDOW_DAYS = 730
CLOCK = re.compile(r"([01]\d|2[0-3]):[0-5]\d")

# Strict: true, 2.5 and "4" are not a number of guests, and 0 is not a yes or no.
NightLimit = Annotated[StrictInt | None, Field(ge=1, le=MAX_NIGHT_LIMIT)]


def _weekdays(value: object) -> list[int]:
    if (
        not isinstance(value, list)
        or any(type(day) is not int or not 0 <= day <= 6 for day in value)
        or len(set(value)) != len(value)
    ):
        raise ValueError(messages.WEEKDAYS_INVALID)
    return sorted(value)


def _package_limits(value: object) -> dict[uuid.UUID, int]:
    if not isinstance(value, dict):
        raise ValueError(messages.NIGHT_LIMIT_INVALID)
    limits: dict[uuid.UUID, int] = {}
    for key, limit in value.items():
        try:
            package = uuid.UUID(str(key))
        except ValueError:
            raise ValueError(messages.PACKAGE_UNKNOWN) from None
        if type(limit) is not int or not 1 <= limit <= MAX_NIGHT_LIMIT:
            raise ValueError(messages.NIGHT_LIMIT_INVALID)
        limits[package] = limit
    return limits


DEFAULT_REMINDER_TIME = "15:00"
MAX_POLICY = 1000


def _reminder_clock(value: str | None) -> str | None:
    if value is not None and not CLOCK.fullmatch(value):
        raise ValueError(messages.REMINDER_TIME_INVALID)
    return value


def _clock(value: str | None) -> str | None:
    if value is not None and not CLOCK.fullmatch(value):
        raise ValueError(messages.CUTOFF_INVALID)
    return value


class BookingRulesUpdate(InputModel):
    field_messages: ClassVar[dict[str, str]] = {
        "opening_weekdays": messages.WEEKDAYS_INVALID,
        "max_guests_per_night": messages.NIGHT_LIMIT_INVALID,
        "max_bookings_per_night": messages.NIGHT_LIMIT_INVALID,
        "package_limits": messages.NIGHT_LIMIT_INVALID,
        "same_day_cutoff": messages.CUTOFF_INVALID,
        "booking_window_days": messages.WINDOW_INVALID,
        "phone_required": messages.PHONE_RULE_INVALID,
        "reminder_time": messages.REMINDER_TIME_INVALID,
        "cancellation_policy": messages.POLICY_TOO_LONG,
    }

    opening_weekdays: Annotated[list[int], BeforeValidator(_weekdays)] = Field(
        default_factory=lambda: list(range(7)),
        description="The weekdays bookings are taken for, Monday = 0 (an event opens its night "
        "whatever its weekday).",
    )
    max_guests_per_night: NightLimit = None
    max_bookings_per_night: NightLimit = None
    package_limits: Annotated[dict[uuid.UUID, int], BeforeValidator(_package_limits)] = Field(
        default_factory=dict, description="Bookings a night, by package id."
    )
    same_day_cutoff: Annotated[
        str | None, BeforeValidator(blank_to_none), AfterValidator(_clock)
    ] = Field(default=None, description="Local time (HH:MM) tonight's bookings close.")
    booking_window_days: StrictInt = Field(ge=1, le=MAX_WINDOW_DAYS)
    phone_required: StrictBool
    assign_table_on_confirm: StrictBool = Field(
        default=False,
        description="Confirming a request for an area without a table gives it the smallest "
        "free table there that seats the party.",
    )
    requests_need_table: StrictBool = Field(
        default=False,
        description="A request is taken only while a table guests may book online seats the "
        "party that night (after the requests still waiting for one).",
    )
    reminder_time: Annotated[
        str | None, BeforeValidator(blank_to_none), AfterValidator(_reminder_clock)
    ] = Field(
        default=DEFAULT_REMINDER_TIME,
        description="Local time (HH:MM) a confirmed guest is mailed a reminder on the day; "
        "null: no reminders.",
    )
    cancellation_policy: Annotated[
        Annotated[str, Field(max_length=MAX_POLICY)] | None, BeforeValidator(blank_to_none)
    ] = Field(
        default=None,
        description="What a guest reads before cancelling on the booking's page (null: the "
        "product's own words).",
    )


class BookingRulesPublic(BaseModel):
    opening_weekdays: list[int] = Field(
        description="The weekdays bookings are taken for, Monday = 0 (all seven until saved)."
    )
    max_guests_per_night: int | None
    max_bookings_per_night: int | None
    package_limits: dict[uuid.UUID, int]
    same_day_cutoff: str | None
    booking_window_days: int
    phone_required: bool
    assign_table_on_confirm: bool
    requests_need_table: bool
    reminder_time: str | None
    cancellation_policy: str | None
    time_zone: str = Field(description="The club's time zone, which every night is in.")


class BlackoutDateInput(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"reason": messages.REASON_TOO_LONG}

    reason: Annotated[str | None, BeforeValidator(blank_to_none)] = Field(
        default=None, max_length=200
    )


class BlackoutDatePublic(BaseModel):
    date: dt.date
    reason: str | None


class BlackoutDatesPublic(BaseModel):
    data: list[BlackoutDatePublic]
    count: int


class AvailabilityPublic(BaseModel):
    """The nights the reservation form may offer, with the reason for each closed one."""

    first_date: dt.date = Field(description="Tonight, in the club's time zone.")
    last_date: dt.date = Field(description="The last night that can be booked.")
    after_last_date: str = Field(description="Why a night after last_date cannot be booked.")
    phone_required: bool
    closed: dict[dt.date, str] = Field(description="Nights in the window that cannot be booked.")
    places_left: dict[dt.date, int] = Field(
        description="Open nights with a guest limit: how many guests each still takes."
    )
    packages_full: dict[uuid.UUID, list[dt.date]] = Field(
        description="Nights on which a package has no room left, by package id."
    )
    currency: str = Field(default="USD", description="The club's currency (ISO 4217).")
    areas: list["AreaOffered"] = Field(
        default_factory=list,
        description="The areas a guest may book, with the tables guests may book online there.",
    )
    areas_left: dict[dt.date, dict[uuid.UUID, list[tuple[int, int]]]] = Field(
        default_factory=dict,
        description="Nights on which some table is taken: the seat ranges (fewest, most) of the "
        "tables each area still has. A night not named has every table of `areas` free.",
    )
    requests_need_table: bool = Field(
        default=False,
        description="A request is taken only while a table seats the party that night.",
    )
    tables_anywhere: dict[dt.date, list[tuple[int, int]]] = Field(
        default_factory=dict,
        description="Where requests need a table: nights on which some table is taken, with the "
        "seat ranges of the club's tables still free whatever their area. A night not named has "
        "every table of `areas` free.",
    )
    tables_left: dict[dt.date, list[uuid.UUID]] = Field(
        default_factory=dict,
        description="The same nights: the tables guests may pick (`areas[].tables`) still free.",
    )


class AreaOffered(BaseModel):
    """An area as the reservation form offers it: 'from $X minimum spend', and the seat ranges
    of its tables guests may book online (a party fits a table when fewest <= guests <= most)."""

    id: uuid.UUID
    name: str
    description: str | None
    minimum_spend_from: Price
    seats: list[tuple[int, int]]
    tables: list["TableOffered"] = Field(
        default_factory=list,
        description="Where guests pick the exact table: the tables they may book online.",
    )


class TableOffered(BaseModel):
    """A table a guest may pick."""

    id: uuid.UUID
    label: str
    seats_min: int
    seats_max: int
    minimum_spend: Price
