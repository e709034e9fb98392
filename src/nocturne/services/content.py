"""Reads of the public content, in the orders the spec gives (section 7, Public reads)."""

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import (
    ContactSection,
    ContentSection,
    Event,
    GalleryItem,
    MenuImage,
    NavigationSettings,
    Package,
)


async def read_navigation(session: AsyncSession) -> NavigationSettings | None:
    return await session.scalar(select(NavigationSettings).limit(1))


async def read_section(session: AsyncSession, section_name: str) -> ContentSection | None:
    return await session.scalar(
        select(ContentSection).where(ContentSection.section_name == section_name)
    )


async def read_sections(session: AsyncSession) -> Sequence[ContentSection]:
    return (
        await session.scalars(select(ContentSection).order_by(ContentSection.section_name))
    ).all()


async def read_events(session: AsyncSession) -> Sequence[Event]:
    return (await session.scalars(select(Event).order_by(Event.date, Event.time, Event.id))).all()


async def read_gallery_items(session: AsyncSession) -> Sequence[GalleryItem]:
    statement = select(GalleryItem).order_by(GalleryItem.created_at.desc(), GalleryItem.id)
    return (await session.scalars(statement)).all()


async def read_packages(session: AsyncSession) -> Sequence[Package]:
    return (await session.scalars(select(Package).order_by(Package.price, Package.name))).all()


async def read_contact(session: AsyncSession) -> ContactSection | None:
    return await session.scalar(select(ContactSection).limit(1))


async def read_menu_images(session: AsyncSession, type_: str | None) -> Sequence[MenuImage]:
    """Newest first within a type, so the latest upload is the one the menu page shows."""
    statement = select(MenuImage).order_by(MenuImage.type, MenuImage.created_at.desc())
    if type_ is not None:
        statement = statement.where(MenuImage.type == type_)
    return (await session.scalars(statement)).all()
