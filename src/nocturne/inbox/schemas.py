"""What the inbox takes in and shows: a visitor's message and reservation request (with the rules
that count; the browser checks the same rules, generated from these, for convenience), and what the
staff screens read: the dashboard and the lists.
"""

import datetime as dt
import re
import uuid
from datetime import date, datetime
from typing import Annotated, ClassVar, Literal

from pydantic import AfterValidator, BaseModel, BeforeValidator, Field, field_validator

from nocturne import messages
from nocturne.core.schemas import InputModel, PublicModel, blank_to_none, normalise_email

MIN_GUESTS = 1
MAX_GUESTS = 20
MAX_NAME = 200
MAX_MESSAGE = 5000
MAX_REQUESTS = 2000
MAX_PHONE = 32
PHONE_DIGITS = (6, 20)
PHONE_CHARACTERS = re.compile(r"[0-9+()\-. /]+")


def _name(value: str) -> str:
    if not value:
        raise ValueError(messages.NAME_REQUIRED)
    if len(value) > MAX_NAME:
        raise ValueError(messages.NAME_TOO_LONG)
    return value


def _reservation_date(value: object) -> date:
    """A date only; whether that night can be booked is the club's rules' say
    (inbox/availability.py), in the club's time zone."""
    if isinstance(value, str):
        try:
            value = date.fromisoformat(value)
        except ValueError:
            raise ValueError(messages.DATE_INVALID) from None
    if not isinstance(value, date) or isinstance(value, datetime):
        raise ValueError(messages.DATE_INVALID)
    return value


def _phone(value: str | None) -> str | None:
    """A phone number as the guest wrote it, trimmed: 6 to 20 digits, with the usual signs."""
    if value is None:
        return None
    digits = sum(character.isdigit() for character in value)
    if not PHONE_CHARACTERS.fullmatch(value) or not PHONE_DIGITS[0] <= digits <= PHONE_DIGITS[1]:
        raise ValueError(messages.PHONE_INVALID)
    return value


def _guests(value: object) -> int:
    # Strict: true, 2.5 and "4" are not a number of guests.
    if type(value) is not int or not MIN_GUESTS <= value <= MAX_GUESTS:
        raise ValueError(messages.GUESTS_INVALID)
    return value


ContactSubject = Literal["General Inquiry", "Private Event", "Feedback", "Other"]
ReservationTime = Literal["22:00", "22:30", "23:00", "23:30", "00:00"]
Occasion = Literal["birthday", "anniversary", "corporate", "other"]


HONEYPOT_DESCRIPTION = "Leave empty. A hidden field that only bots fill in."


class ContactSubmissionCreate(InputModel):
    field_messages: ClassVar[dict[str, str]] = {
        "name": messages.NAME_REQUIRED,
        "email": messages.EMAIL_INVALID,
        "subject": messages.SUBJECT_INVALID,
        "message": messages.MESSAGE_REQUIRED,
    }
    too_long_messages: ClassVar[dict[str, str]] = {
        "name": messages.NAME_TOO_LONG,
        "message": messages.MESSAGE_TOO_LONG,
    }

    name: str = Field(max_length=MAX_NAME, pattern=r"\S")
    email: str = Field(max_length=320, json_schema_extra={"format": "email"})
    subject: ContactSubject
    message: str = Field(max_length=MAX_MESSAGE, pattern=r"\S")
    website: str | None = Field(default=None, max_length=500, description=HONEYPOT_DESCRIPTION)

    _check_name = field_validator("name")(_name)
    _check_email = field_validator("email")(normalise_email)

    @field_validator("message")
    @classmethod
    def _check_message(cls, value: str) -> str:
        if not value:
            raise ValueError(messages.MESSAGE_REQUIRED)
        return value


class ContactSubmissionPublic(PublicModel):
    id: uuid.UUID
    name: str
    email: str
    subject: str
    message: str
    status: Literal["pending", "completed", "rejected"]
    created_at: datetime
    completion_time: datetime | None


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
    }
    too_long_messages: ClassVar[dict[str, str]] = {"name": messages.NAME_TOO_LONG}

    name: str = Field(max_length=MAX_NAME, pattern=r"\S")
    email: str = Field(max_length=320, json_schema_extra={"format": "email"})
    date: Annotated[date, BeforeValidator(_reservation_date)]
    time: ReservationTime
    guests: Annotated[int, BeforeValidator(_guests), Field(ge=MIN_GUESTS, le=MAX_GUESTS)]
    occasion: Annotated[Occasion | None, BeforeValidator(blank_to_none)] = None
    requests: Annotated[str | None, BeforeValidator(blank_to_none)] = Field(
        default=None, max_length=MAX_REQUESTS
    )
    phone: Annotated[str | None, BeforeValidator(blank_to_none), AfterValidator(_phone)] = Field(
        default=None,
        max_length=MAX_PHONE,
        description="Required unless the club's reservation settings say otherwise.",
    )
    package_id: uuid.UUID | None = Field(default=None, description="The package chosen, if any.")
    website: str | None = Field(default=None, max_length=500, description=HONEYPOT_DESCRIPTION)

    _check_name = field_validator("name")(_name)
    _check_email = field_validator("email")(normalise_email)


class ReservationPublic(PublicModel):
    id: uuid.UUID
    name: str
    email: str
    date: date
    time: str
    guests: int
    occasion: str | None
    requests: str | None
    phone: str | None
    package_id: uuid.UUID | None
    package_name: str | None
    status: Literal["pending", "confirmed", "rejected", "expired"]
    created_at: datetime


class DashboardCounts(BaseModel):
    content_sections: int
    gallery_items: int
    events: int
    packages: int
    pending_contact_submissions: int
    pending_reservations: int


class RecentActivity(BaseModel):
    """One line of 'Recent Activity'; the web app words it as the spec says."""

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


class DashboardPublic(BaseModel):
    counts: DashboardCounts
    recent: list[RecentActivity]
    nights: list[NightLoad]


class ContactSubmissionsPublic(BaseModel):
    data: list[ContactSubmissionPublic]
    count: int


class ReservationsPublic(BaseModel):
    data: list[ReservationPublic]
    count: int


class SubmissionStatusUpdate(InputModel):
    status: Literal["completed", "rejected"]


class ReservationStatusUpdate(InputModel):
    status: Literal["confirmed", "rejected"]
