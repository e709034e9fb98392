"""The content staff edit and visitors read: navigation, sections, contact, and the list
resources (events, gallery items, packages, menu images).

Every write keeps a revision of what the row was and becomes (`content/history.py`) in the same
transaction, commits, and announces itself on the change feed. A write never removes a stored
file: an older revision may still show it; the media sweep removes files nothing refers to.
Each list resource's order is defined once here, for the public reads, the staff lists and the
landing page payload alike.
"""

import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, TypeVar

from sqlalchemy import ColumnElement, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from nocturne import messages, models
from nocturne.content import history
from nocturne.content.sections import (
    check_section_name,
    shown_sections,
    validate_content,
)
from nocturne.core.errors import ApiError
from nocturne.live.changes import Change, ChangeEvent, Publisher
from nocturne.models import Base

Row = TypeVar("Row", bound=Base)


@dataclass(frozen=True)
class Resource(Generic[Row]):
    model: type[Row]
    table: str
    order_by: Sequence[InstrumentedAttribute[Any]]
    fixed: dict[str, Any]

    async def read_all(self, session: AsyncSession) -> Sequence[Row]:
        return (await session.scalars(select(self.model).order_by(*self.order_by))).all()

    async def get(self, session: AsyncSession, row_id: uuid.UUID) -> Row:
        row = await session.get(self.model, row_id)
        if row is None:
            raise ApiError(404, messages.NOT_FOUND)
        return row

    async def create(
        self, session: AsyncSession, changes: Publisher, values: dict[str, Any]
    ) -> Row:
        row = self.model(**values, **self.fixed)
        session.add(row)
        await history.record(session, row, "create", None)
        await session.flush()
        staff_only = not history.public_now(row)
        changes.publish(Change(self.table, "INSERT", _id(row), staff_only=staff_only))
        return row

    async def update(
        self,
        session: AsyncSession,
        changes: Publisher,
        row_id: uuid.UUID,
        values: dict[str, Any],
    ) -> Row:
        row = await self.get(session, row_id)
        before, was_public = history.snapshot(row), history.public_now(row)
        for name, value in (values | self.fixed).items():
            setattr(row, name, value)
        await history.record(session, row, "update", before)
        await session.flush()
        staff_only = not (was_public or history.public_now(row))
        changes.publish(Change(self.table, "UPDATE", row_id, staff_only=staff_only))
        return row

    async def delete(self, session: AsyncSession, changes: Publisher, row_id: uuid.UUID) -> None:
        """Delete the row; it stays in the trash (and its files stored) for a while."""
        row = await self.get(session, row_id)
        before, staff_only = history.snapshot(row), not history.public_now(row)
        await session.delete(row)
        await history.record(session, row, "delete", before)
        await session.flush()
        changes.publish(Change(self.table, "DELETE", row_id, staff_only=staff_only))


def _id(row: Base) -> uuid.UUID:
    row_id: uuid.UUID = row.id  # type: ignore[attr-defined]
    return row_id


EVENTS = Resource(
    models.Event, "events", (models.Event.date, models.Event.time, models.Event.id), {}
)
GALLERY_ITEMS = Resource(
    models.GalleryItem,
    "gallery_items",
    (models.GalleryItem.created_at.desc(), models.GalleryItem.id),  # type: ignore[arg-type]
    {},
)
PACKAGES = Resource(models.Package, "packages", (models.Package.price, models.Package.name), {})
# Menu images uploaded by staff are stored with the category 'food'. Newest first within a type,
# so the latest upload is the one the menu page shows.
MENU_IMAGES = Resource(
    models.MenuImage,
    "menu_images",
    (models.MenuImage.type, models.MenuImage.created_at.desc()),  # type: ignore[arg-type]
    {"category": "food"},
)


def _published(now: datetime) -> ColumnElement[bool]:
    return or_(models.Event.publish_at.is_(None), models.Event.publish_at <= now)


async def read_published_events(session: AsyncSession, now: datetime) -> Sequence[models.Event]:
    """The events visitors may see at `now` (a scheduled one from its time on)."""
    statement = select(models.Event).where(_published(now)).order_by(*EVENTS.order_by)
    return (await session.scalars(statement)).all()


async def read_published_event(
    session: AsyncSession, event_id: uuid.UUID, now: datetime
) -> models.Event | None:
    return await session.scalar(
        select(models.Event).where(models.Event.id == event_id, _published(now))
    )


async def read_published_event_by_slug(
    session: AsyncSession, slug: str, now: datetime
) -> models.Event | None:
    return await session.scalar(
        select(models.Event).where(models.Event.slug == slug, _published(now))
    )


async def next_publication(session: AsyncSession, now: datetime) -> datetime | None:
    """When the next scheduled event appears, if one is waiting."""
    return await session.scalar(
        select(func.min(models.Event.publish_at)).where(models.Event.publish_at > now)
    )


async def read_navigation(session: AsyncSession) -> models.NavigationSettings | None:
    return await session.scalar(select(models.NavigationSettings).limit(1))


async def read_section(session: AsyncSession, section_name: str) -> models.ContentSection | None:
    return await session.scalar(
        select(models.ContentSection).where(models.ContentSection.section_name == section_name)
    )


async def read_sections(session: AsyncSession) -> list[models.ContentSection]:
    """The sections the site shows, by name (a row that cannot be shown is left out)."""
    return shown_sections(
        (
            await session.scalars(
                select(models.ContentSection).order_by(models.ContentSection.section_name)
            )
        ).all()
    )


async def read_contact(session: AsyncSession) -> models.ContactSection | None:
    return await session.scalar(select(models.ContactSection).limit(1))


async def read_menu_images(session: AsyncSession, type_: str | None) -> Sequence[models.MenuImage]:
    statement = select(models.MenuImage).order_by(*MENU_IMAGES.order_by)
    if type_ is not None:
        statement = statement.where(models.MenuImage.type == type_)
    return (await session.scalars(statement)).all()


def _found_or_added(
    session: AsyncSession, found: Row | None, new: Callable[[], Row]
) -> tuple[Row, ChangeEvent, dict[str, Any] | None]:
    """The row a save writes to, the change it makes and the row's value before: the found
    row, or a new one added (with no value before)."""
    if found is not None:
        return found, "UPDATE", history.snapshot(found)
    row = new()
    session.add(row)
    return row, "INSERT", None


async def _recorded(session: AsyncSession, row: Base, before: dict[str, Any] | None) -> None:
    await history.record(session, row, "create" if before is None else "update", before)


async def save_navigation(
    session: AsyncSession,
    changes: Publisher,
    logo_url: str | None,
    links: list[dict[str, Any]],
) -> models.NavigationSettings:
    navigation, event, before = _found_or_added(
        session, await read_navigation(session), models.NavigationSettings
    )
    navigation.logo_url, navigation.links = logo_url, links
    await _recorded(session, navigation, before)
    await session.flush()
    changes.publish(Change("navigation_settings", event, navigation.id))
    return navigation


async def save_section(
    session: AsyncSession,
    changes: Publisher,
    section_name: str,
    title: str | None,
    subtitle: str | None,
    section_content: dict[str, Any],
) -> models.ContentSection:
    check_section_name(section_name)
    checked = validate_content(section_name, section_content)
    section, event, before = _found_or_added(
        session,
        await read_section(session, section_name),
        lambda: models.ContentSection(section_name=section_name),
    )
    section.title, section.subtitle, section.content = title, subtitle, checked
    await _recorded(session, section, before)
    await session.flush()
    changes.publish(Change("content_sections", event, section.id, section_name))
    return section


async def save_contact(
    session: AsyncSession, changes: Publisher, values: dict[str, Any]
) -> models.ContactSection:
    contact, event, before = _found_or_added(
        session, await read_contact(session), models.ContactSection
    )
    for name, value in values.items():
        setattr(contact, name, value)
    await _recorded(session, contact, before)
    await session.flush()
    changes.publish(Change("contact_sections", event, contact.id))
    return contact
