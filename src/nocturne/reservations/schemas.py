"""What a reservation request holds (with the rules that count; the browser checks the same
rules, generated from these, for convenience), and what the staff screens read: the dashboard,
the lists and the door.
"""

import datetime as dt
import re
import uuid
from datetime import date, datetime
from typing import Annotated, ClassVar, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    Field,
    StrictBool,
    field_validator,
)

from nocturne import messages
from nocturne.club.nights import of_the_night
from nocturne.content.schemas import Price
from nocturne.core.schemas import (
    HONEYPOT_DESCRIPTION,
    MAX_NAME,
    MAX_PHONE,
    InputModel,
    PublicModel,
    blank_to_none,
    normalise_email,
    person_name,
    phone_as_typed,
)
from nocturne.guests.schemas import GuestBadge
from nocturne.models.reservations import ARRIVALS_OVER_MAX

MIN_GUESTS = 1
MAX_GUESTS = 20
MAX_REQUESTS = 2000


def _reservation_date(value: object) -> date:
    """A date only; whether that night can be booked is the club's rules' say
    (reservations/booking_rules.py), in the club's time zone."""
    if isinstance(value, str):
        try:
            value = date.fromisoformat(value)
        except ValueError:
            raise ValueError(messages.DATE_INVALID) from None
    if not isinstance(value, date) or isinstance(value, datetime):
        raise ValueError(messages.DATE_INVALID)
    return value


def _guests(value: object) -> int:
    # Strict: true, 2.5 and "4" are not a number of guests.
    if type(value) is not int or not MIN_GUESTS <= value <= MAX_GUESTS:
        raise ValueError(messages.GUESTS_INVALID)
    return value


ReservationTime = Literal["22:00", "22:30", "23:00", "23:30", "00:00"]
ReservationStatus = Literal["pending", "confirmed", "rejected", "expired", "cancelled"]
Occasion = Literal["birthday", "anniversary", "corporate", "other"]
# Optional on every booking, the guest's and the staff's alike; blank is stored as null.
GuestOccasion = Annotated[Occasion | None, BeforeValidator(blank_to_none)]
GuestRequests = Annotated[
    Annotated[str, Field(max_length=MAX_REQUESTS)] | None, BeforeValidator(blank_to_none)
]
# A time staff give a booking: any minute of the club's night, written as the form's are.
CLOCK_TIME = re.compile(r"([01][0-9]|2[0-3]):[0-5][0-9]")


def _staff_time(value: object) -> str:
    if not isinstance(value, str) or not CLOCK_TIME.fullmatch(value):
        raise ValueError(messages.STAFF_TIME_INVALID)
    if not of_the_night(dt.time.fromisoformat(value)):
        raise ValueError(messages.STAFF_TIME_INVALID)
    return value


StaffTime = Annotated[
    str,
    BeforeValidator(_staff_time),
    Field(
        pattern=f"^{CLOCK_TIME.pattern}$",
        description="HH:MM, any time of the night: from 18:00 until it ends at 06:00.",
    ),
]


class ReservationCreate(InputModel):
    field_messages: ClassVar[dict[str, str]] = {
        "name": messages.NAME_REQUIRED,
        "email": messages.EMAIL_INVALID,
        "date": messages.DATE_INVALID,
        "time": messages.TIME_INVALID,
        "guests": messages.GUESTS_INVALID,
        "occasion": messages.OCCASION_INVALID,
        "requests": messages.REQUESTS_TOO_LONG,
        "phone": messages.PHONE_INVALID,
        "package_id": messages.PACKAGE_UNKNOWN,
        "area_id": messages.TABLE_AREA_UNKNOWN,
        "table_id": messages.TABLE_PICK_UNKNOWN,
    }
    too_long_messages: ClassVar[dict[str, str]] = {"name": messages.NAME_TOO_LONG}

    name: str = Field(max_length=MAX_NAME, pattern=r"\S")
    email: str = Field(max_length=320, json_schema_extra={"format": "email"})
    date: Annotated[date, BeforeValidator(_reservation_date)]
    time: ReservationTime
    guests: Annotated[int, BeforeValidator(_guests), Field(ge=MIN_GUESTS, le=MAX_GUESTS)]
    occasion: GuestOccasion = None
    requests: GuestRequests = None
    phone: Annotated[str | None, BeforeValidator(blank_to_none), AfterValidator(phone_as_typed)] = (
        Field(
            default=None,
            max_length=MAX_PHONE,
            description="Required unless the club's reservation settings say otherwise.",
        )
    )
    package_id: uuid.UUID | None = Field(default=None, description="The package chosen, if any.")
    area_id: uuid.UUID | None = Field(
        default=None, description="The area chosen (Main Floor, VIP Room...), if any."
    )
    table_id: uuid.UUID | None = Field(
        default=None,
        description="The exact table chosen, where its area lets guests pick one; it books "
        "the table's area.",
    )
    website: str | None = Field(default=None, max_length=500, description=HONEYPOT_DESCRIPTION)

    _check_name = field_validator("name")(person_name)
    _check_email = field_validator("email")(normalise_email)


ReservationSource = Literal["web", "phone", "walk_in"]
MAX_TABLE = 140
MAX_NOTES = 2000
MAX_REASON = 500


class ReservationPublic(PublicModel):
    id: uuid.UUID
    name: str
    email: str | None
    date: date
    time: str
    guests: int
    occasion: str | None
    requests: str | None
    phone: str | None
    package_id: uuid.UUID | None
    package_name: str | None
    area_id: uuid.UUID | None
    area_name: str | None
    status: ReservationStatus
    created_at: datetime


class ReservationStaffPublic(ReservationPublic):
    """A reservation as staff see it: with what the guest never sees."""

    table_label: str | None = Field(description="Staff only: the table the party is given.")
    staff_notes: str | None = Field(description="Staff only: the guest never sees these.")
    source: ReservationSource
    arrived: int = Field(
        description="Guests of the party who have come in; beyond its size, friends it brought."
    )
    no_show: bool
    decided_at: datetime | None
    decline_reason: str | None
    guest_id: uuid.UUID | None = Field(
        description="The guest's profile: its tags and counts are in the answer's `guests`."
    )


class DashboardCounts(BaseModel):
    content_sections: int
    gallery_items: int
    events: int
    packages: int
    pending_contact_submissions: int
    pending_reservations: int


class RecentActivity(BaseModel):
    """One line of 'Recent Activity'; the web app words it as docs/product.md has it."""

    kind: Literal["content", "contact", "reservation"]
    id: uuid.UUID
    at: dt.datetime
    section_name: str | None = None
    name: str | None = None
    subject: str | None = None
    date: dt.date | None = None


class NightLoad(BaseModel):
    date: dt.date
    reservations: int
    guests: int


class TablesTonight(BaseModel):
    booked: int = Field(description="Tables a party holds tonight.")
    total: int = Field(description="The club's tables.")
    minimum_spend_booked: Price = Field(description="Their minimum spends tonight, added up.")
    currency: str


class DashboardPublic(BaseModel):
    counts: DashboardCounts
    tables_tonight: TablesTonight | None = Field(
        default=None, description="Tonight's tables, once the club has any."
    )
    recent: list[RecentActivity]
    nights: list[NightLoad]
    staff_notified: bool = Field(
        description="Someone is on the list of addresses told of each new request and message."
    )


# The profiles of the guests a list shows, by id: what each booking shows of its guest.
GuestBadges = Annotated[
    dict[uuid.UUID, GuestBadge], Field(description="The listed bookings' guests, by profile id.")
]


class ReservationsPublic(BaseModel):
    data: list[ReservationStaffPublic]
    count: int
    guests: GuestBadges


class ReservationCancel(InputModel):
    """Staff cancel a pending or confirmed booking (the guest called, the night changed)."""

    field_messages: ClassVar[dict[str, str]] = {"notify_guest": messages.FIELD_INVALID}

    notify_guest: StrictBool = Field(
        default=True, description="Mail the guest that the booking is cancelled."
    )


class ReservationStatusUpdate(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"reason": messages.REASON_TOO_LONG}

    status: Literal["confirmed", "rejected"]
    reason: Annotated[str | None, BeforeValidator(blank_to_none)] = Field(
        default=None,
        max_length=MAX_REASON,
        description="Declining: why, in a sentence the guest reads in the mail.",
    )


_STAFF_FIELD_MESSAGES = {
    "name": messages.NAME_REQUIRED,
    "email": messages.EMAIL_INVALID,
    "date": messages.DATE_INVALID,
    "time": messages.STAFF_TIME_INVALID,
    "guests": messages.GUESTS_INVALID,
    "occasion": messages.OCCASION_INVALID,
    "requests": messages.REQUESTS_TOO_LONG,
    "phone": messages.PHONE_INVALID,
    "package_id": messages.PACKAGE_UNKNOWN,
    "table_label": messages.TABLE_TOO_LONG,
    "staff_notes": messages.NOTES_TOO_LONG,
}


class BookingFields(InputModel):
    """A booking as staff write it. Staff may go beyond the booking rules, which bind the
    public form only: any time of the night, and a phone number or an address is enough to
    reach the guest."""

    field_messages: ClassVar[dict[str, str]] = _STAFF_FIELD_MESSAGES
    too_long_messages: ClassVar[dict[str, str]] = {"name": messages.NAME_TOO_LONG}

    name: str = Field(max_length=MAX_NAME, pattern=r"\S")
    email: Annotated[str | None, BeforeValidator(blank_to_none)] = Field(
        default=None, max_length=320, json_schema_extra={"format": "email"}
    )
    date: Annotated[date, BeforeValidator(_reservation_date)]
    time: StaffTime
    guests: Annotated[int, BeforeValidator(_guests), Field(ge=MIN_GUESTS, le=MAX_GUESTS)]
    occasion: GuestOccasion = None
    requests: GuestRequests = None
    package_id: uuid.UUID | None = None
    phone: Annotated[str | None, BeforeValidator(blank_to_none), AfterValidator(phone_as_typed)] = (
        Field(default=None, max_length=MAX_PHONE)
    )
    table_label: Annotated[str | None, BeforeValidator(blank_to_none)] = Field(
        default=None, max_length=MAX_TABLE
    )
    staff_notes: Annotated[str | None, BeforeValidator(blank_to_none)] = Field(
        default=None, max_length=MAX_NOTES
    )

    _check_name = field_validator("name")(person_name)

    @field_validator("email")
    @classmethod
    def _check_email(cls, value: str | None) -> str | None:
        return None if value is None else normalise_email(value)


class ReservationEdit(BookingFields):
    """Staff change a booking: every field is written (send the ones you keep as they are). A
    confirmed guest is mailed what changed of the night, arrival, party, area or package,
    unless staff say not to (`notify_guest`, recorded in the audit log)."""

    notify_guest: StrictBool = Field(
        default=True,
        description="Mail a confirmed guest what changed (false: the guest is not told).",
    )


class ReservationNote(InputModel):
    """What the door writes on a booking: the table and internal notes."""

    field_messages: ClassVar[dict[str, str]] = {
        "table_label": messages.TABLE_TOO_LONG,
        "staff_notes": messages.NOTES_TOO_LONG,
    }

    table_label: Annotated[str | None, BeforeValidator(blank_to_none)] = Field(
        default=None, max_length=MAX_TABLE
    )
    staff_notes: Annotated[str | None, BeforeValidator(blank_to_none)] = Field(
        default=None, max_length=MAX_NOTES
    )


class ReservationStaffCreate(BookingFields):
    """A booking staff take by phone (confirmed) or at the door (a walk-in: tonight, arrived)."""

    field_messages: ClassVar[dict[str, str]] = {
        **_STAFF_FIELD_MESSAGES,
        "source": messages.FIELD_INVALID,
    }

    source: Literal["phone", "walk_in"]


class ArrivalUpdate(InputModel):
    """The door: how many of the party are in, or that nobody came."""

    field_messages: ClassVar[dict[str, str]] = {
        "arrived": messages.ARRIVED_TOO_MANY,
        "no_show": messages.FIELD_INVALID,
    }

    arrived: int = Field(
        ge=0,
        le=MAX_GUESTS + ARRIVALS_OVER_MAX,
        strict=True,
        description=f"Up to {ARRIVALS_OVER_MAX} beyond the party's size: friends it brought.",
    )
    no_show: bool = Field(default=False, strict=True)


class DoorCounts(BaseModel):
    """The night's headcount; the same figures everywhere (pending, rejected and expired
    requests are not on the door's list)."""

    parties: int
    guests_expected: int
    guests_arrived: int
    parties_arrived: int
    no_shows: int


class DoorNightPublic(BaseModel):
    date: dt.date
    tonight: bool
    counts: DoorCounts
    data: list[ReservationStaffPublic]
    guests: GuestBadges


class LinkRequest(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"token": messages.RESERVATION_LINK_INVALID}

    token: str = Field(min_length=1, max_length=2000)


class LinkAct(LinkRequest):
    field_messages: ClassVar[dict[str, str]] = {
        "token": messages.RESERVATION_LINK_INVALID,
        "reason": messages.REASON_TOO_LONG,
    }

    reason: Annotated[str | None, BeforeValidator(blank_to_none)] = Field(
        default=None, max_length=MAX_REASON, description="Declining: why, for the guest's mail."
    )


class LinkPreview(BaseModel):
    action: Literal["confirm", "decline"]
    expires_at: datetime
    used: bool
    reservation: ReservationPublic
    guest: GuestBadge | None = Field(
        description="The guest's profile as staff see it: a Blocked guest's reason among it."
    )


class ManageRequest(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"token": messages.MANAGE_LINK_INVALID}

    token: str = Field(min_length=1, max_length=2000, description="From the link in the mail.")


class ManageChange(ManageRequest):
    """The guest changes the party's size or arrival, within the club's booking rules."""

    field_messages: ClassVar[dict[str, str]] = {
        "token": messages.MANAGE_LINK_INVALID,
        "guests": messages.GUESTS_INVALID,
        "time": messages.TIME_INVALID,
    }

    guests: Annotated[int, BeforeValidator(_guests), Field(ge=MIN_GUESTS, le=MAX_GUESTS)]
    time: ReservationTime


class ClubReach(BaseModel):
    """How the guest finds and reaches the club."""

    name: str
    phone: str | None
    email: str | None
    address: str | None
    map_link: str | None


class ManagedBooking(BaseModel):
    """A booking as its guest sees it on its own page."""

    name: str
    date: date
    time: str
    guests: int
    status: ReservationStatus
    area_name: str | None
    package_name: str | None
    occasion: str | None
    can_change: bool = Field(description="Pending or confirmed, and its night not over.")
    cancellation_policy: str
    club: ClubReach
