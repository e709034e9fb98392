"""Response models of the public content, named after the tables and fields."""

import uuid
from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PlainSerializer, field_validator

from nocturne.club.nights import normalise_time
from nocturne.core.schemas import PublicModel
from nocturne.media.schemas import MediaInfo

# Prices are decimals in the database and plain JSON numbers on the wire.
Price = Annotated[Decimal, PlainSerializer(float, return_type=float, when_used="json")]

MenuImageType = Literal["outdoor", "club", "kitchen"]


class NavLink(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    text: str
    url: str
    isButton: bool = False  # noqa: N815 - one field name across the stack


class TopNavLink(NavLink):
    """A link of the top bar as shown, with the words it reads on a phone."""

    mobile_text: str


class NavigationPublic(PublicModel):
    id: uuid.UUID
    logo_url: str | None
    links: list[NavLink]
    updated_at: datetime


class ContentSectionPublic(PublicModel):
    id: uuid.UUID
    section_name: str
    title: str | None
    subtitle: str | None
    content: dict[str, Any]
    updated_at: datetime


class EventPublic(PublicModel):
    id: uuid.UUID
    title: str
    description: str
    image: str | None
    date: date
    time: str = Field(
        description='When the night starts, in one form ("10:00 PM"); a time saved before that '
        "rule that is not a time of day is shown as it was written."
    )
    location: str
    publish_at: datetime | None = None
    slug: str = Field(description="The event's page is /events/{slug}; an edit never changes it.")

    @field_validator("time")
    @classmethod
    def _one_form(cls, value: str) -> str:
        return normalise_time(value) or value


class EventsPublic(BaseModel):
    data: list[EventPublic]
    count: int


class EventPagePublic(BaseModel):
    """Everything an event's own page shows."""

    event: EventPublic
    past: bool = Field(description="The night is over in the club's time zone.")
    directions_url: str = Field(description="A map search for the event's location.")
    calendar_url: str = Field(description="The event as an iCalendar file.")
    media: dict[str, MediaInfo] = Field(
        default_factory=dict,
        description="The flyer's size, focal point and renditions, keyed by its address.",
    )


class GalleryItemPublic(PublicModel):
    id: uuid.UUID
    title: str
    type: Literal["image", "video"]
    url: str
    thumbnail: str | None
    category: str
    created_at: datetime


class GalleryItemsPublic(BaseModel):
    data: list[GalleryItemPublic]
    count: int


class PackagePublic(PublicModel):
    id: uuid.UUID
    name: str
    price: Price
    description: str
    image: str | None
    includes: list[str]
    area_ids: list[uuid.UUID] = Field(description="The areas it is sold in; none: every area.")


class PackagesPublic(BaseModel):
    data: list[PackagePublic]
    count: int


class ContactLocation(BaseModel):
    address: str = ""
    city: str = ""
    state: str = ""
    zip: str = ""


class ContactHours(BaseModel):
    day: str
    time: str


class ContactDetails(BaseModel):
    phone: str = ""
    email: str = ""


class ContactSectionPublic(PublicModel):
    id: uuid.UUID
    title: str | None
    location: ContactLocation | None
    hours: list[ContactHours]
    contact: ContactDetails | None
    map_url: str | None
    updated_at: datetime


class MenuImagePublic(PublicModel):
    id: uuid.UUID
    type: MenuImageType
    image_url: str
    title: str | None
    category: str | None
    description: str | None
    created_at: datetime


class MenuImagesPublic(BaseModel):
    data: list[MenuImagePublic]
    count: int
    media: dict[str, MediaInfo] = Field(
        default_factory=dict,
        description="For each stored picture listed, keyed by its address: its size, its focal "
        "point and its narrower WebP renditions.",
    )


class HeroButton(BaseModel):
    text: str
    link: str


class HeroPublic(BaseModel):
    """The hero as shown: the section's fields with the defaults filled in."""

    title: str
    subtitle: str | None
    background_image: str | None
    background_video: str | None
    primary_button: HeroButton
    secondary_button: HeroButton


class SitePublic(BaseModel):
    """Everything the landing page needs, in one response."""

    club_name: str
    hero: HeroPublic
    top_nav: list[TopNavLink] = Field(
        description="The top bar's links in order: the navigation settings' (or the defaults, "
        "the menu page's link among them)."
    )
    navigation: NavigationPublic | None
    sections: dict[str, ContentSectionPublic] = Field(
        description="Content sections keyed by section_name (hero, events, gallery, ...)."
    )
    events: list[EventPublic]
    gallery_items: list[GalleryItemPublic]
    packages: list[PackagePublic]
    contact: ContactSectionPublic | None
    page_titles: dict[str, str] = Field(
        default_factory=dict,
        description="The title of each public page, by path (/, /menu, ...), as the server's HTML "
        "for that page carries it.",
    )
    media: dict[str, MediaInfo] = Field(
        default_factory=dict,
        description="For each stored picture the payload shows, keyed by its address as written "
        "in the payload: its size, its focal point and its narrower WebP renditions.",
    )
