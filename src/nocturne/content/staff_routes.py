"""The content staff edit: navigation, sections and contact (saved whole, created on the first
save), and the list resources events, gallery items, packages and menu images."""

import uuid
from typing import Any

from fastapi import Response, status

from nocturne.content import service
from nocturne.content.inputs import (
    ContactSectionUpdate,
    ContentSectionsPublic,
    EventInput,
    GalleryItemInput,
    MenuImageInput,
    NavigationUpdate,
    PackageInput,
    SectionUpdate,
)
from nocturne.content.schemas import (
    ContactSectionPublic,
    ContentSectionPublic,
    EventPublic,
    EventsPublic,
    GalleryItemPublic,
    GalleryItemsPublic,
    MenuImagePublic,
    MenuImagesPublic,
    NavigationPublic,
    PackagePublic,
    PackagesPublic,
)
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import ChangesDep, SessionDep, staff_router
from nocturne.tables import service as tables_service

router = staff_router()
INVALID: dict[int | str, dict[str, Any]] = {422: {"model": ErrorResponse}}
MISSING_OR_INVALID: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse},
    422: {"model": ErrorResponse},
}
NO_CONTENT = status.HTTP_204_NO_CONTENT


@router.get("/navigation", operation_id="admin_read_navigation", tags=["admin: navigation"])
async def read_navigation(session: SessionDep) -> NavigationPublic | None:
    """The navigation settings, or null before the first save."""
    navigation = await service.read_navigation(session)
    return NavigationPublic.model_validate(navigation) if navigation else None


@router.put(
    "/navigation", operation_id="save_navigation", tags=["admin: navigation"], responses=INVALID
)
async def save_navigation(
    data: NavigationUpdate, session: SessionDep, changes: ChangesDep
) -> NavigationPublic:
    """Save the logo and the links (created on the first save)."""
    links = [link.model_dump() for link in data.links]
    navigation = await service.save_navigation(session, changes, data.logo_url, links)
    return NavigationPublic.model_validate(navigation)


@router.get("/sections", operation_id="admin_read_sections", tags=["admin: sections"])
async def read_sections(session: SessionDep) -> ContentSectionsPublic:
    """All content sections, by name."""
    sections = [
        ContentSectionPublic.model_validate(s) for s in await service.read_sections(session)
    ]
    return ContentSectionsPublic(data=sections, count=len(sections))


@router.put(
    "/sections/{section_name}",
    operation_id="save_section",
    tags=["admin: sections"],
    responses=MISSING_OR_INVALID,
)
async def save_section(
    section_name: str,
    data: SectionUpdate,
    session: SessionDep,
    changes: ChangesDep,
) -> ContentSectionPublic:
    """Save a section's title, subtitle and content; the content must fit the section's shape."""
    section = await service.save_section(
        session, changes, section_name, data.title, data.subtitle, data.content
    )
    return ContentSectionPublic.model_validate(section)


@router.get("/contact", operation_id="admin_read_contact", tags=["admin: contact"])
async def read_contact(session: SessionDep) -> ContactSectionPublic | None:
    """The contact section, or null before the first save."""
    contact = await service.read_contact(session)
    return ContactSectionPublic.model_validate(contact) if contact else None


@router.put("/contact", operation_id="save_contact", tags=["admin: contact"], responses=INVALID)
async def save_contact(
    data: ContactSectionUpdate, session: SessionDep, changes: ChangesDep
) -> ContactSectionPublic:
    """Save the contact details; the map must be a Google Maps embed address."""
    contact = await service.save_contact(session, changes, data.model_dump())
    return ContactSectionPublic.model_validate(contact)


# Events.


@router.get("/events", operation_id="admin_read_events", tags=["admin: events"])
async def read_events(session: SessionDep) -> EventsPublic:
    """All events, date ascending."""
    rows = [EventPublic.model_validate(row) for row in await service.EVENTS.read_all(session)]
    return EventsPublic(data=rows, count=len(rows))


@router.post(
    "/events", operation_id="create_event", tags=["admin: events"],
    status_code=status.HTTP_201_CREATED, responses=MISSING_OR_INVALID,
)  # fmt: skip
async def create_event(data: EventInput, session: SessionDep, changes: ChangesDep) -> EventPublic:
    """Add an event."""
    return EventPublic.model_validate(
        await service.EVENTS.create(session, changes, data.model_dump())
    )


@router.put(
    "/events/{row_id}", operation_id="update_event", tags=["admin: events"],
    responses=MISSING_OR_INVALID,
)  # fmt: skip
async def update_event(
    row_id: uuid.UUID, data: EventInput, session: SessionDep, changes: ChangesDep,
) -> EventPublic:  # fmt: skip
    """Change an event."""
    return EventPublic.model_validate(
        await service.EVENTS.update(session, changes, row_id, data.model_dump())
    )


@router.delete(
    "/events/{row_id}", operation_id="delete_event", tags=["admin: events"],
    status_code=NO_CONTENT, responses=MISSING_OR_INVALID,
)  # fmt: skip
async def delete_event(row_id: uuid.UUID, session: SessionDep, changes: ChangesDep) -> Response:
    """Delete an event (it stays in the trash for 30 days)."""
    await service.EVENTS.delete(session, changes, row_id)
    return Response(status_code=NO_CONTENT)


# Gallery items.


def _gallery_values(data: GalleryItemInput) -> dict[str, Any]:
    """An image is its own thumbnail unless one is given."""
    values = data.model_dump()
    if values["type"] == "image" and not values.get("thumbnail"):
        values["thumbnail"] = values["url"]
    return values


@router.get(
    "/gallery-items", operation_id="admin_read_gallery_items", tags=["admin: gallery items"]
)
async def read_gallery_items(session: SessionDep) -> GalleryItemsPublic:
    """All gallery items, newest first."""
    rows = [
        GalleryItemPublic.model_validate(row)
        for row in await service.GALLERY_ITEMS.read_all(session)
    ]
    return GalleryItemsPublic(data=rows, count=len(rows))


@router.post(
    "/gallery-items", operation_id="create_gallery_item", tags=["admin: gallery items"],
    status_code=status.HTTP_201_CREATED, responses=MISSING_OR_INVALID,
)  # fmt: skip
async def create_gallery_item(
    data: GalleryItemInput, session: SessionDep, changes: ChangesDep
) -> GalleryItemPublic:
    """Add a gallery item."""
    return GalleryItemPublic.model_validate(
        await service.GALLERY_ITEMS.create(session, changes, _gallery_values(data))
    )


@router.put(
    "/gallery-items/{row_id}", operation_id="update_gallery_item", tags=["admin: gallery items"],
    responses=MISSING_OR_INVALID,
)  # fmt: skip
async def update_gallery_item(
    row_id: uuid.UUID, data: GalleryItemInput, session: SessionDep, changes: ChangesDep,
) -> GalleryItemPublic:  # fmt: skip
    """Change a gallery item."""
    return GalleryItemPublic.model_validate(
        await service.GALLERY_ITEMS.update(session, changes, row_id, _gallery_values(data))
    )


@router.delete(
    "/gallery-items/{row_id}", operation_id="delete_gallery_item", tags=["admin: gallery items"],
    status_code=NO_CONTENT, responses=MISSING_OR_INVALID,
)  # fmt: skip
async def delete_gallery_item(
    row_id: uuid.UUID, session: SessionDep, changes: ChangesDep
) -> Response:
    """Delete a gallery item (it stays in the trash for 30 days)."""
    await service.GALLERY_ITEMS.delete(session, changes, row_id)
    return Response(status_code=NO_CONTENT)


# Bottle-service packages.


@router.get("/packages", operation_id="admin_read_packages", tags=["admin: packages"])
async def read_packages(session: SessionDep) -> PackagesPublic:
    """All packages, cheapest first."""
    rows = [PackagePublic.model_validate(row) for row in await service.PACKAGES.read_all(session)]
    return PackagesPublic(data=rows, count=len(rows))


@router.post(
    "/packages", operation_id="create_package", tags=["admin: packages"],
    status_code=status.HTTP_201_CREATED, responses=MISSING_OR_INVALID,
)  # fmt: skip
async def create_package(
    data: PackageInput, session: SessionDep, changes: ChangesDep
) -> PackagePublic:
    """Add a package."""
    await tables_service.check_areas(session, data.area_ids)
    return PackagePublic.model_validate(
        await service.PACKAGES.create(session, changes, data.model_dump())
    )


@router.put(
    "/packages/{row_id}", operation_id="update_package", tags=["admin: packages"],
    responses=MISSING_OR_INVALID,
)  # fmt: skip
async def update_package(
    row_id: uuid.UUID, data: PackageInput, session: SessionDep, changes: ChangesDep,
) -> PackagePublic:  # fmt: skip
    """Change a package."""
    await tables_service.check_areas(session, data.area_ids)
    return PackagePublic.model_validate(
        await service.PACKAGES.update(session, changes, row_id, data.model_dump())
    )


@router.delete(
    "/packages/{row_id}", operation_id="delete_package", tags=["admin: packages"],
    status_code=NO_CONTENT, responses=MISSING_OR_INVALID,
)  # fmt: skip
async def delete_package(row_id: uuid.UUID, session: SessionDep, changes: ChangesDep) -> Response:
    """Delete a package (it stays in the trash for 30 days)."""
    await service.PACKAGES.delete(session, changes, row_id)
    return Response(status_code=NO_CONTENT)


# Menu images.


@router.get("/menu-images", operation_id="admin_read_menu_images", tags=["admin: menu images"])
async def read_menu_images(session: SessionDep) -> MenuImagesPublic:
    """All menu images, by type, newest first within a type."""
    rows = [
        MenuImagePublic.model_validate(row) for row in await service.MENU_IMAGES.read_all(session)
    ]
    return MenuImagesPublic(data=rows, count=len(rows))


@router.post(
    "/menu-images", operation_id="create_menu_image", tags=["admin: menu images"],
    status_code=status.HTTP_201_CREATED, responses=MISSING_OR_INVALID,
)  # fmt: skip
async def create_menu_image(
    data: MenuImageInput, session: SessionDep, changes: ChangesDep
) -> MenuImagePublic:
    """Add a menu image."""
    return MenuImagePublic.model_validate(
        await service.MENU_IMAGES.create(session, changes, data.model_dump())
    )


@router.put(
    "/menu-images/{row_id}", operation_id="update_menu_image", tags=["admin: menu images"],
    responses=MISSING_OR_INVALID,
)  # fmt: skip
async def update_menu_image(
    row_id: uuid.UUID, data: MenuImageInput, session: SessionDep, changes: ChangesDep,
) -> MenuImagePublic:  # fmt: skip
    """Change a menu image."""
    return MenuImagePublic.model_validate(
        await service.MENU_IMAGES.update(session, changes, row_id, data.model_dump())
    )


@router.delete(
    "/menu-images/{row_id}", operation_id="delete_menu_image", tags=["admin: menu images"],
    status_code=NO_CONTENT, responses=MISSING_OR_INVALID,
)  # fmt: skip
async def delete_menu_image(
    row_id: uuid.UUID, session: SessionDep, changes: ChangesDep
) -> Response:
    """Delete a menu image (it stays in the trash for 30 days)."""
    await service.MENU_IMAGES.delete(session, changes, row_id)
    return Response(status_code=NO_CONTENT)
