"""The content staff edit and visitors read: navigation, sections, contact, and the list
resources (events, gallery items, packages, menu images).

Every write commits, announces itself on the change feed, and lets go of stored media the row no
longer uses. Each list resource's order is defined once here, for the public reads, the staff
lists and the landing page payload alike.
"""

import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from nocturne import messages
from nocturne.content.sections import (
    check_section_name,
    shown_sections,
    validate_content,
)
from nocturne.core.errors import ApiError
from nocturne.live.changes import Change, ChangeEvent, ChangeFeed
from nocturne.media import references as media_refs
from nocturne.media.storage import Storage
from nocturne.models import (
    Base,
    ContactSection,
    ContentSection,
    Event,
    GalleryItem,
    MenuImage,
    NavigationSettings,
    Package,
)

Row = TypeVar("Row", bound=Base)


@dataclass(frozen=True)
class Resource(Generic[Row]):
    model: type[Row]
    table: str
    order_by: Sequence[InstrumentedAttribute[Any]]
    media_fields: tuple[str, ...]
    fixed: dict[str, Any]

    async def read_all(self, session: AsyncSession) -> Sequence[Row]:
        return (await session.scalars(select(self.model).order_by(*self.order_by))).all()

    async def get(self, session: AsyncSession, row_id: uuid.UUID) -> Row:
        row = await session.get(self.model, row_id)
        if row is None:
            raise ApiError(404, messages.NOT_FOUND)
        return row

    async def create(
        self, session: AsyncSession, changes: ChangeFeed, values: dict[str, Any]
    ) -> Row:
        row = self.model(**values, **self.fixed)
        session.add(row)
        await session.commit()
        changes.publish(Change(self.table, "INSERT", _id(row)))
        return row

    async def update(
        self,
        session: AsyncSession,
        changes: ChangeFeed,
        storage: Storage,
        row_id: uuid.UUID,
        values: dict[str, Any],
    ) -> Row:
        row = await self.get(session, row_id)
        before = self._media(row)
        for name, value in (values | self.fixed).items():
            setattr(row, name, value)
        await session.commit()
        changes.publish(Change(self.table, "UPDATE", row_id))
        await media_refs.release(session, storage, before - self._media(row))
        return row

    async def delete(
        self, session: AsyncSession, changes: ChangeFeed, storage: Storage, row_id: uuid.UUID
    ) -> None:
        row = await self.get(session, row_id)
        media = self._media(row)
        await session.delete(row)
        await session.commit()
        changes.publish(Change(self.table, "DELETE", row_id))
        await media_refs.release(session, storage, media)

    def _media(self, row: Row) -> set[str]:
        return {value for name in self.media_fields if (value := getattr(row, name))}


def _id(row: Base) -> uuid.UUID:
    row_id: uuid.UUID = row.id  # type: ignore[attr-defined]
    return row_id


EVENTS = Resource(Event, "events", (Event.date, Event.time, Event.id), ("image",), {})
GALLERY_ITEMS = Resource(
    GalleryItem,
    "gallery_items",
    (GalleryItem.created_at.desc(), GalleryItem.id),  # type: ignore[arg-type]
    ("url", "thumbnail"),
    {},
)
PACKAGES = Resource(Package, "packages", (Package.price, Package.name), ("image",), {})
# Menu images uploaded by staff are stored with the category 'food'. Newest first within a type,
# so the latest upload is the one the menu page shows.
MENU_IMAGES = Resource(
    MenuImage,
    "menu_images",
    (MenuImage.type, MenuImage.created_at.desc()),  # type: ignore[arg-type]
    ("image_url",),
    {"category": "food"},
)


async def read_navigation(session: AsyncSession) -> NavigationSettings | None:
    return await session.scalar(select(NavigationSettings).limit(1))


async def read_section(session: AsyncSession, section_name: str) -> ContentSection | None:
    return await session.scalar(
        select(ContentSection).where(ContentSection.section_name == section_name)
    )


async def read_sections(session: AsyncSession) -> list[ContentSection]:
    """The sections the site shows, by name (a row that cannot be shown is left out)."""
    return shown_sections(
        (await session.scalars(select(ContentSection).order_by(ContentSection.section_name))).all()
    )


async def read_contact(session: AsyncSession) -> ContactSection | None:
    return await session.scalar(select(ContactSection).limit(1))


async def read_menu_images(session: AsyncSession, type_: str | None) -> Sequence[MenuImage]:
    statement = select(MenuImage).order_by(*MENU_IMAGES.order_by)
    if type_ is not None:
        statement = statement.where(MenuImage.type == type_)
    return (await session.scalars(statement)).all()


def _found_or_added(
    session: AsyncSession, found: Row | None, new: Callable[[], Row]
) -> tuple[Row, ChangeEvent]:
    """The row a save writes to, and the change it makes: the found row, or a new one added."""
    if found is not None:
        return found, "UPDATE"
    row = new()
    session.add(row)
    return row, "INSERT"


async def save_navigation(
    session: AsyncSession,
    changes: ChangeFeed,
    storage: Storage,
    logo_url: str | None,
    links: list[dict[str, Any]],
) -> NavigationSettings:
    navigation, event = _found_or_added(session, await read_navigation(session), NavigationSettings)
    old_logo = navigation.logo_url
    navigation.logo_url, navigation.links = logo_url, links
    await session.commit()
    changes.publish(Change("navigation_settings", event, navigation.id))
    if old_logo != logo_url:
        await media_refs.release(session, storage, [old_logo])
    return navigation


async def save_section(
    session: AsyncSession,
    changes: ChangeFeed,
    storage: Storage,
    section_name: str,
    title: str | None,
    subtitle: str | None,
    section_content: dict[str, Any],
) -> ContentSection:
    check_section_name(section_name)
    checked = validate_content(section_name, section_content)
    section, event = _found_or_added(
        session,
        await read_section(session, section_name),
        lambda: ContentSection(section_name=section_name),
    )
    before = media_refs.urls_in(section.content)
    section.title, section.subtitle, section.content = title, subtitle, checked
    await session.commit()
    changes.publish(Change("content_sections", event, section.id, section_name))
    await media_refs.release(session, storage, before - media_refs.urls_in(checked))
    return section


async def save_contact(
    session: AsyncSession, changes: ChangeFeed, values: dict[str, Any]
) -> ContactSection:
    contact, event = _found_or_added(session, await read_contact(session), ContactSection)
    for name, value in values.items():
        setattr(contact, name, value)
    await session.commit()
    changes.publish(Change("contact_sections", event, contact.id))
    return contact
