"""Navigation, content sections and the contact section: read and save (upsert)."""

from typing import Any

from fastapi import APIRouter

from nocturne.api.deps import ChangesDep, SessionDep, StorageDep
from nocturne.schemas.admin import (
    ContactSectionUpdate,
    ContentSectionsPublic,
    NavigationUpdate,
    SectionUpdate,
)
from nocturne.schemas.common import ErrorResponse
from nocturne.schemas.content import ContactSectionPublic, ContentSectionPublic, NavigationPublic
from nocturne.services import content, site_content

router = APIRouter()
INVALID: dict[int | str, dict[str, Any]] = {422: {"model": ErrorResponse}}


@router.get("/navigation", operation_id="admin_read_navigation", tags=["admin: navigation"])
async def read_navigation(session: SessionDep) -> NavigationPublic | None:
    """The navigation settings, or null before the first save."""
    navigation = await content.read_navigation(session)
    return NavigationPublic.model_validate(navigation) if navigation else None


@router.put(
    "/navigation", operation_id="save_navigation", tags=["admin: navigation"], responses=INVALID
)
async def save_navigation(
    data: NavigationUpdate, session: SessionDep, changes: ChangesDep, storage: StorageDep
) -> NavigationPublic:
    """Save the logo and the links (created on the first save)."""
    links = [link.model_dump() for link in data.links]
    navigation = await site_content.save_navigation(session, changes, storage, data.logo_url, links)
    return NavigationPublic.model_validate(navigation)


@router.get("/sections", operation_id="admin_read_sections", tags=["admin: sections"])
async def read_sections(session: SessionDep) -> ContentSectionsPublic:
    """All content sections, by name."""
    sections = [
        ContentSectionPublic.model_validate(s) for s in await content.read_sections(session)
    ]
    return ContentSectionsPublic(data=sections, count=len(sections))


@router.put(
    "/sections/{section_name}",
    operation_id="save_section",
    tags=["admin: sections"],
    responses=INVALID,
)
async def save_section(
    section_name: str,
    data: SectionUpdate,
    session: SessionDep,
    changes: ChangesDep,
    storage: StorageDep,
) -> ContentSectionPublic:
    """Save a section's title, subtitle and content; the content must fit the section's shape."""
    section = await site_content.save_section(
        session, changes, storage, section_name, data.title, data.subtitle, data.content
    )
    return ContentSectionPublic.model_validate(section)


@router.get("/contact", operation_id="admin_read_contact", tags=["admin: contact"])
async def read_contact(session: SessionDep) -> ContactSectionPublic | None:
    """The contact section, or null before the first save."""
    contact = await content.read_contact(session)
    return ContactSectionPublic.model_validate(contact) if contact else None


@router.put("/contact", operation_id="save_contact", tags=["admin: contact"], responses=INVALID)
async def save_contact(
    data: ContactSectionUpdate, session: SessionDep, changes: ChangesDep
) -> ContactSectionPublic:
    """Save the contact details; the map must be a Google Maps embed address."""
    contact = await site_content.save_contact(session, changes, data.model_dump())
    return ContactSectionPublic.model_validate(contact)
