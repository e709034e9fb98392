"""The tables behind the public site: what staff edit and visitors read."""

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import CheckConstraint, Date, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

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
