"""The tables behind the public site: what staff edit and visitors read."""

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import CheckConstraint, Connection, Date, Numeric, String, Text, event, select
from sqlalchemy.orm import Mapped, Mapper, mapped_column, object_session

from nocturne.kit.slugs import event_slug
from nocturne.models.base import Base, JSONColumn, UTCDateTime, UUIDPrimaryKey, utcnow

GALLERY_TYPES = ("image", "video")
MENU_TYPES = ("outdoor", "club", "kitchen")


def _one_of(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class NavigationSettings(UUIDPrimaryKey, Base):
    __tablename__ = "navigation_settings"

    logo_url: Mapped[str | None] = mapped_column(Text)
    links: Mapped[list[dict[str, Any]]] = mapped_column(JSONColumn, default=list)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)


class ContentSection(UUIDPrimaryKey, Base):
    __tablename__ = "content_sections"

    section_name: Mapped[str] = mapped_column(String(64), unique=True)
    title: Mapped[str | None] = mapped_column(Text)
    subtitle: Mapped[str | None] = mapped_column(Text)
    content: Mapped[dict[str, Any]] = mapped_column(JSONColumn, default=dict)
    updated_at: Mapped[datetime] = mapped_column(
        UTCDateTime(), default=utcnow, onupdate=utcnow, index=True
    )


class Event(UUIDPrimaryKey, Base):
    __tablename__ = "events"

    title: Mapped[str] = mapped_column(Text)
    description: Mapped[str] = mapped_column(Text)
    image: Mapped[str | None] = mapped_column(Text)
    date: Mapped[date] = mapped_column(Date, index=True)
    time: Mapped[str] = mapped_column(String(32))
    location: Mapped[str] = mapped_column(Text)
    # Visitors see the event from this moment on (null: at once).
    publish_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), index=True)
    # The page's address (/events/{slug}), given once when the row is first written and never
    # changed by an edit, so a shared link lasts as long as the event.
    slug: Mapped[str] = mapped_column(String(120), unique=True)

    def is_public(self, now: datetime) -> bool:
        """Whether visitors see the event at `now` (a scheduled one from its time on)."""
        return self.publish_at is None or self.publish_at <= now


@event.listens_for(Event, "before_insert")
def _give_slug(_mapper: Mapper[Event], connection: Connection, target: Event) -> None:
    """Every new row gets its address here, whichever path adds it (a save, a published draft,
    a restore from the trash, the demo). A restored row keeps its own unless another event has
    taken it meanwhile."""
    session = object_session(target)
    pending = {
        row.slug
        for row in (session.new if session else ())
        if isinstance(row, Event) and row is not target and row.slug
    }
    if target.slug and target.slug not in pending:
        clash = connection.scalar(
            select(Event.id).where(Event.slug == target.slug, Event.id != target.id)
        )
        if clash is None:
            return
    base = event_slug(target.title, target.date, ())
    taken = set(connection.scalars(select(Event.slug).where(Event.slug.startswith(base))))
    target.slug = event_slug(target.title, target.date, taken | pending)


class GalleryItem(UUIDPrimaryKey, Base):
    __tablename__ = "gallery_items"
    __table_args__ = (CheckConstraint(_one_of("type", GALLERY_TYPES), name="type"),)

    title: Mapped[str] = mapped_column(Text)
    type: Mapped[str] = mapped_column(String(16))
    url: Mapped[str] = mapped_column(Text)
    thumbnail: Mapped[str | None] = mapped_column(Text)
    category: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)


class Package(UUIDPrimaryKey, Base):
    __tablename__ = "packages"
    __table_args__ = (CheckConstraint("price >= 0", name="price_not_negative"),)

    name: Mapped[str] = mapped_column(Text)
    price: Mapped[Decimal] = mapped_column(Numeric(10, 2), index=True)
    description: Mapped[str] = mapped_column(Text)
    image: Mapped[str | None] = mapped_column(Text)
    includes: Mapped[list[str]] = mapped_column(JSONColumn, default=list)
    # The areas it is sold in (their ids); none: every area.
    area_ids: Mapped[list[str]] = mapped_column(JSONColumn, default=list, server_default="[]")


class ContactSection(UUIDPrimaryKey, Base):
    __tablename__ = "contact_sections"

    title: Mapped[str | None] = mapped_column(Text)
    location: Mapped[dict[str, Any] | None] = mapped_column(JSONColumn)
    hours: Mapped[list[dict[str, Any]]] = mapped_column(JSONColumn, default=list)
    contact: Mapped[dict[str, Any] | None] = mapped_column(JSONColumn)
    map_url: Mapped[str | None] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)


class MenuImage(UUIDPrimaryKey, Base):
    """One uploaded menu board. Uploads add rows; the newest of a type is the one shown."""

    __tablename__ = "menu_images"
    __table_args__ = (CheckConstraint(_one_of("type", MENU_TYPES), name="type"),)

    type: Mapped[str] = mapped_column(String(16), index=True)
    image_url: Mapped[str] = mapped_column(Text)
    title: Mapped[str | None] = mapped_column(Text)
    category: Mapped[str | None] = mapped_column(String(64))
    description: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
