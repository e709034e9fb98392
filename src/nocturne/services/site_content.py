"""Saves of the single-row and per-section content: update the row if it exists, else insert it
(spec section 4, Section saves)."""

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from nocturne.models import ContactSection, ContentSection, NavigationSettings
from nocturne.schemas.sections import check_section_name, validate_content
from nocturne.services import content, media_refs
from nocturne.services.changes import Change, ChangeFeed
from nocturne.services.storage import Storage


async def save_navigation(
    session: AsyncSession,
    changes: ChangeFeed,
    storage: Storage,
    logo_url: str | None,
    links: list[dict[str, Any]],
) -> NavigationSettings:
    navigation = await content.read_navigation(session)
    event = "UPDATE"
    if navigation is None:
        navigation, event = NavigationSettings(), "INSERT"
        session.add(navigation)
    old_logo = navigation.logo_url
    navigation.logo_url, navigation.links = logo_url, links
    await session.commit()
    changes.publish(Change("navigation_settings", event, navigation.id))  # type: ignore[arg-type]
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
    section = await content.read_section(session, section_name)
    event = "UPDATE"
    if section is None:
        section, event = ContentSection(section_name=section_name), "INSERT"
        session.add(section)
    before = media_refs.urls_in(section.content)
    section.title, section.subtitle, section.content = title, subtitle, checked
    await session.commit()
    changes.publish(Change("content_sections", event, section.id, section_name))  # type: ignore[arg-type]
    await media_refs.release(session, storage, before - media_refs.urls_in(checked))
    return section


async def save_contact(
    session: AsyncSession, changes: ChangeFeed, values: dict[str, Any]
) -> ContactSection:
    contact = await content.read_contact(session)
    event = "UPDATE"
    if contact is None:
        contact, event = ContactSection(), "INSERT"
        session.add(contact)
    for name, value in values.items():
        setattr(contact, name, value)
    await session.commit()
    changes.publish(Change("contact_sections", event, contact.id))  # type: ignore[arg-type]
    return contact
