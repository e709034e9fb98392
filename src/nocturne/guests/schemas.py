"""What staff read and write of a guest's profile."""

import re
import uuid
from datetime import date, datetime
from typing import Annotated, ClassVar

from pydantic import AfterValidator, BaseModel, BeforeValidator, Field, StrictBool, field_validator

from nocturne import messages
from nocturne.core.schemas import (
    MAX_NAME,
    MAX_PHONE,
    InputModel,
    blank_to_none,
    normalise_email,
    phone_as_typed,
)

# The tags every club has; staff add their own. "Blocked" holds the guest's bookings for staff.
TAGS = ("VIP", "Regular", "Birthday", "Industry", "Blocked")
BLOCKED = "Blocked"
MAX_TAGS = 20
MAX_NOTES = 2000
MAX_TAG = 32
MAX_PREFERENCES = 500
MAX_REASON = 500
MAX_SOURCE = 200
BIRTHDAY = re.compile(r"(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])")
# A day of the year, checked against a leap year so 02-29 is one.
_LEAP_YEAR = 2000


def _tags(value: list[str]) -> list[str]:
    """Each tag trimmed, a club's own as typed and one of TAGS as it is written there, once."""
    kept: dict[str, str] = {}
    for typed in value:
        tag = typed.strip()
        if not 1 <= len(tag) <= MAX_TAG or '"' in tag:
            raise ValueError(messages.GUEST_TAGS_INVALID)
        tag = next((known for known in TAGS if known.lower() == tag.lower()), tag)
        kept.setdefault(tag.lower(), tag)
    if len(kept) > MAX_TAGS:
        raise ValueError(messages.GUEST_TAGS_INVALID)
    return list(kept.values())


def _birthday(value: str | None) -> str | None:
    if value is None:
        return None
    if not BIRTHDAY.fullmatch(value):
        raise ValueError(messages.GUEST_BIRTHDAY_INVALID)
    try:
        date.fromisoformat(f"{_LEAP_YEAR}-{value}")
    except ValueError:
        raise ValueError(messages.GUEST_BIRTHDAY_INVALID) from None
    return value


Notes = Annotated[
    Annotated[str, Field(max_length=MAX_NOTES)] | None, BeforeValidator(blank_to_none)
]
Preferences = Annotated[
    Annotated[str, Field(max_length=MAX_PREFERENCES)] | None, BeforeValidator(blank_to_none)
]
Reason = Annotated[
    Annotated[str, Field(max_length=MAX_REASON)] | None, BeforeValidator(blank_to_none)
]
Source = Annotated[
    Annotated[str, Field(max_length=MAX_SOURCE)] | None, BeforeValidator(blank_to_none)
]


class GuestInput(InputModel):
    """A profile as staff write it: every field is written (send the ones you keep)."""

    field_messages: ClassVar[dict[str, str]] = {
        "name": messages.GUEST_NAME_REQUIRED,
        "email": messages.EMAIL_INVALID,
        "phone": messages.PHONE_INVALID,
        "tags": messages.GUEST_TAGS_INVALID,
        "notes": messages.GUEST_TEXT_TOO_LONG.format(limit=MAX_NOTES),
        "preferences": messages.GUEST_TEXT_TOO_LONG.format(limit=MAX_PREFERENCES),
        "birthday": messages.GUEST_BIRTHDAY_INVALID,
        "marketing_consent": messages.FIELD_INVALID,
        "consent_source": messages.GUEST_TEXT_TOO_LONG.format(limit=MAX_SOURCE),
        "blocked_reason": messages.GUEST_TEXT_TOO_LONG.format(limit=MAX_REASON),
    }

    name: str = Field(min_length=1, max_length=MAX_NAME)
    # Null when the guest gave none (an empty string is no address).
    email: str | None = Field(default=None, max_length=320, json_schema_extra={"format": "email"})
    phone: Annotated[str | None, BeforeValidator(blank_to_none), AfterValidator(phone_as_typed)] = (
        Field(default=None, max_length=MAX_PHONE)
    )
    tags: Annotated[list[str], AfterValidator(_tags)] = Field(
        default_factory=list,
        description=f"At most {MAX_TAGS}: {', '.join(TAGS)} or the club's own.",
    )
    notes: Notes = None
    preferences: Preferences = Field(
        default=None, description="A favourite bottle, where they like to sit..."
    )
    birthday: Annotated[str | None, BeforeValidator(blank_to_none), AfterValidator(_birthday)] = (
        Field(default=None, description="MM-DD.", examples=["07-14"])
    )
    marketing_consent: StrictBool = False
    consent_source: Source = Field(
        default=None, description="Where the guest said yes: asked at the door, by phone..."
    )
    blocked_reason: Reason = Field(
        default=None, description="Why the guest is Blocked: staff see it on every booking."
    )

    @field_validator("email")
    @classmethod
    def _check_email(cls, value: str | None) -> str | None:
        return None if value is None else normalise_email(value)


class GuestMerge(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"other_id": messages.GUEST_MERGE_SELF}

    other_id: uuid.UUID = Field(description="The profile that joins this one (and is undone).")


class GuestSplit(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"reservation_ids": messages.GUEST_SPLIT_CHOOSE}

    reservation_ids: list[uuid.UUID] = Field(
        min_length=1, description="The bookings that belong to another person."
    )


class GuestBadge(BaseModel):
    """What a booking shows of its guest's profile, on the lists and at the door."""

    id: uuid.UUID
    name: str
    tags: list[str]
    visits: int = Field(description="Nights the guest came (a party checked in).")
    no_shows: int
    notes: str | None
    birthday: str | None = Field(description="MM-DD.")
    blocked_reason: str | None


class GuestListed(GuestBadge):
    email: str | None
    phone: str | None
    phone_unreadable: bool = Field(description="The phone could not be read as a number.")
    bookings: int
    last_visit: date | None
    marketing_consent: bool


class GuestsPublic(BaseModel):
    data: list[GuestListed]
    count: int = Field(description="Profiles found, of which `data` is one page.")
    tags: list[str] = Field(description="Every tag: the usual ones, then the club's own.")


class GuestBooking(BaseModel):
    id: uuid.UUID
    date: date
    time: str
    guests: int
    status: str
    arrived: int
    no_show: bool
    source: str = Field(description="web, phone or walk_in.")
    area_name: str | None
    package_name: str | None
    table_label: str | None
    occasion: str | None


class GuestMerged(BaseModel):
    """A profile merged into this one (its merge can be undone)."""

    id: uuid.UUID
    name: str
    email: str | None
    phone: str | None
    merged_at: datetime | None


class GuestProfile(GuestListed):
    preferences: str | None
    consent_at: datetime | None
    consent_source: str | None
    created_at: datetime
    merged_into_id: uuid.UUID | None = Field(
        description="Set when this profile was merged into another: open that one."
    )
    merged: list[GuestMerged]
    reservations: list[GuestBooking] = Field(description="Latest night first.")
