"""What staff send to the admin API, with the rules of each admin form."""

import re
import uuid
from datetime import date, datetime
from decimal import Decimal
from html.parser import HTMLParser
from typing import Annotated, Any, ClassVar, Literal, TypeVar
from urllib.parse import urlsplit

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    Field,
    ValidationError,
    field_validator,
)
from pydantic_core.core_schema import ValidationInfo

from nocturne import messages
from nocturne.club.nights import normalise_time
from nocturne.content.schemas import ContentSectionPublic, MenuImageType
from nocturne.core.errors import invalid
from nocturne.core.schemas import InputModel, IsoDate, IsoMoment, blank_to_none
from nocturne.kit.links import UNSAFE_CHARACTERS, Link, MediaUrl, OptionalMediaUrl

Input = TypeVar("Input", bound=InputModel)


def stored_input(schema: type[Input], values: dict[str, Any]) -> Input:
    """A value kept to be saved later (a draft, a revision) checked again by the save's own
    model, since a rule may have changed meanwhile (a media website removed from the allowed
    ones): refused with the save's messages, 422."""
    try:
        return schema.model_validate(values)
    except ValidationError as error:
        raise invalid(list(error.errors())) from None


Required = Annotated[str, Field(min_length=1, max_length=200)]
LongText = Annotated[str, Field(min_length=1, max_length=5000)]
OptionalText = Annotated[
    Annotated[str, Field(max_length=2000)] | None, BeforeValidator(blank_to_none)
]


class NavLinkInput(InputModel):
    text: Annotated[str, Field(min_length=1, max_length=60)]
    url: Link
    isButton: bool = False  # noqa: N815 - one field name across the stack


class NavigationUpdate(InputModel):
    logo_url: OptionalMediaUrl = None
    links: list[NavLinkInput] = Field(default_factory=list, max_length=20)


class SectionUpdate(InputModel):
    title: OptionalText = None
    subtitle: OptionalText = None
    content: dict[str, Any] = Field(default_factory=dict)

    field_messages: ClassVar[dict[str, str]] = {"content": messages.CONTENT_NOT_OBJECT}


class ContentSectionsPublic(BaseModel):
    data: list[ContentSectionPublic]
    count: int


EVENT_EARLIEST = date(2000, 1, 1)
EVENT_YEARS_AHEAD = 5


def _event_date(value: date) -> date:
    """A night the club can hold: from 2000 on, and at most EVENT_YEARS_AHEAD years ahead (a date
    further out is a typo, and the year 9999 has no next morning to put in a calendar)."""
    today = date.today()
    latest = today.replace(year=today.year + EVENT_YEARS_AHEAD, day=min(today.day, 28))
    if not EVENT_EARLIEST <= value <= latest:
        raise ValueError(messages.EVENT_DATE_RANGE)
    return value


def _event_time(value: str) -> str:
    """A time of day, stored in its one form (club/nights.py): "22:00" and "10:00 PM" are both
    kept as "10:00 PM"."""
    normal = normalise_time(value)
    if normal is None:
        raise ValueError(messages.EVENT_TIME_INVALID)
    return normal


def _publish_at(value: datetime | None) -> datetime | None:
    """A moment a database can hold and a club can mean: the range of an event's date."""
    if value is not None and not (
        EVENT_EARLIEST.year <= value.year <= date.today().year + EVENT_YEARS_AHEAD
    ):
        raise ValueError(messages.PUBLISH_AT_RANGE)
    return value


class EventInput(InputModel):
    title: Required
    description: LongText
    image: OptionalMediaUrl = None
    date: Annotated[IsoDate, AfterValidator(_event_date)]
    time: Annotated[str, Field(min_length=1, max_length=32), AfterValidator(_event_time)]
    location: Required
    # Visitors see the event from this moment on; null (the default) shows it at once.
    publish_at: Annotated[IsoMoment | None, AfterValidator(_publish_at)] = None


class GalleryItemInput(InputModel):
    type: Literal["image", "video"]
    title: Required
    url: MediaUrl
    thumbnail: OptionalMediaUrl = Field(default=None, validate_default=True)
    category: Annotated[str, Field(min_length=1, max_length=64)]

    @field_validator("thumbnail")
    @classmethod
    def _video_needs_a_thumbnail(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None and info.data.get("type") == "video":
            raise ValueError(messages.THUMBNAIL_REQUIRED)
        return value


def _includes(value: object) -> object:
    """One per line when typed as text; blank lines are dropped either way."""
    if isinstance(value, str):
        value = value.splitlines()
    if isinstance(value, list):
        return [item.strip() for item in value if isinstance(item, str) and item.strip()]
    return value


def _price(value: object) -> object:
    if isinstance(value, bool):
        raise ValueError(messages.PRICE_INVALID)
    return value


def _area_ids(value: object) -> object:
    """Areas' ids, each written one way (the JSON column keeps text), each once."""
    if not isinstance(value, list):
        return value
    try:
        return list(dict.fromkeys(str(uuid.UUID(str(item))) for item in value))
    except ValueError:
        raise ValueError(messages.TABLE_AREA_UNKNOWN) from None


class PackageInput(InputModel):
    name: Required
    price: Annotated[
        Decimal,
        BeforeValidator(_price),
        Field(ge=0, max_digits=10, decimal_places=2, json_schema_extra={"multipleOf": 0.01}),
    ]
    description: LongText
    image: OptionalMediaUrl = None
    includes: Annotated[
        list[Annotated[str, Field(max_length=200)]],
        BeforeValidator(_includes),
        Field(min_length=1, max_length=30),
    ]
    area_ids: Annotated[
        list[str],
        BeforeValidator(_area_ids),
        Field(
            default_factory=list,
            max_length=50,
            description="The areas it is sold in; none: every area.",
        ),
    ]

    field_messages: ClassVar[dict[str, str]] = {
        "price": messages.PRICE_INVALID,
        "includes": messages.INCLUDES_REQUIRED,
        "area_ids": messages.TABLE_AREA_UNKNOWN,
    }


class _IframeSource(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.src: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "iframe" and self.src is None:
            self.src = dict(attrs).get("src")


def map_embed_url(value: object) -> object:
    """The map may be pasted as Google's iframe snippet (its src is kept) or as the URL."""
    value = blank_to_none(value)
    if not isinstance(value, str):
        return value
    text = value.strip()
    if text.lower().startswith("<iframe"):
        parser = _IframeSource()
        parser.feed(text)
        text = (parser.src or "").strip()
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https") or not parts.netloc or re.search(r"\s", text):
        raise ValueError(messages.URL_INVALID)
    # The whole host part must be Google's (no user part, no port: in
    # https://evil.example\@www.google.com/ a lenient parser sees another host), the path one
    # of the embed paths, and nothing in it that could leave the iframe's src attribute.
    if (
        parts.scheme != "https"
        or parts.netloc != "www.google.com"
        or not (parts.path == "/maps/embed" or parts.path.startswith("/maps/embed/v1/"))
        or UNSAFE_CHARACTERS.search(text)
    ):
        raise ValueError(messages.MAP_URL_INVALID)
    return text


class Location(InputModel):
    address: Annotated[str, Field(max_length=200)] = ""
    city: Annotated[str, Field(max_length=100)] = ""
    state: Annotated[str, Field(max_length=100)] = ""
    zip: Annotated[str, Field(max_length=20)] = ""


class HoursInput(InputModel):
    day: Annotated[str, Field(min_length=1, max_length=100)]
    time: Annotated[str, Field(min_length=1, max_length=100)]


class ContactDetailsInput(InputModel):
    phone: Annotated[str, Field(max_length=50)] = ""
    email: Annotated[str, Field(max_length=320)] = ""

    @field_validator("email")
    @classmethod
    def _email(cls, value: str) -> str:
        if value and not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", value):
            raise ValueError(messages.EMAIL_OR_EMPTY)
        return value


class ContactSectionUpdate(InputModel):
    title: OptionalText = None
    location: Location = Field(default_factory=Location)
    hours: list[HoursInput] = Field(default_factory=list, max_length=14)
    contact: ContactDetailsInput = Field(default_factory=ContactDetailsInput)
    map_url: Annotated[
        Annotated[str, Field(max_length=4096)] | None, BeforeValidator(map_embed_url)
    ] = None


class MenuImageInput(InputModel):
    type: MenuImageType
    image_url: MediaUrl
    title: OptionalText = None
    description: OptionalText = None
