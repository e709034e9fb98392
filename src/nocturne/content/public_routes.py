"""The public site's reads: the landing page's one payload and each part on its own."""

from datetime import UTC, datetime
from typing import Annotated

from fastapi import APIRouter, Header, Query, Request, Response

from nocturne import messages
from nocturne.content import event_pages
from nocturne.content import service as content
from nocturne.content.schemas import (
    ContactSectionPublic,
    ContentSectionPublic,
    EventPagePublic,
    EventPublic,
    EventsPublic,
    GalleryItemPublic,
    GalleryItemsPublic,
    MenuImagePublic,
    MenuImagesPublic,
    MenuImageType,
    NavigationPublic,
    PackagePublic,
    PackagesPublic,
    SitePublic,
)
from nocturne.content.sections import SCHEMAS, shown_sections
from nocturne.core.deps import SessionDep, SettingsDep, SiteCacheDep, StorageDep
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.http.prepared import answer
from nocturne.kit.nights import club_today
from nocturne.media import library

router = APIRouter(prefix="/api", tags=["public"])


@router.get(
    "/site",
    operation_id="read_site",
    response_model=SitePublic,
    responses={304: {"description": "The payload has not changed since the given ETag."}},
)
async def read_site(
    request: Request,
    cache: SiteCacheDep,
    if_none_match: Annotated[str | None, Header()] = None,
) -> Response:
    """Everything the landing page needs in one response, with an ETag.

    Served from ready bytes by the fast path in nocturne.http.front_door; this route documents it.
    """
    snapshot = await cache.get()
    status_code, headers, body = answer(
        snapshot.json, if_none_match, request.headers.get("accept-encoding")
    )
    return Response(body, status_code=status_code, headers=dict(headers))


@router.get("/navigation", operation_id="read_navigation")
async def read_navigation(session: SessionDep) -> NavigationPublic | None:
    """The navigation settings, or null when none are saved (the site then uses its defaults)."""
    navigation = await content.read_navigation(session)
    return NavigationPublic.model_validate(navigation) if navigation else None


@router.get("/sections/{section_name}", operation_id="read_section")
async def read_section(section_name: str, session: SessionDep) -> ContentSectionPublic | None:
    """One content section by name, or null when it has not been saved yet (or cannot be shown)."""
    # A name the site has no section for is never looked up (PostgreSQL refuses some characters).
    section = await content.read_section(session, section_name) if section_name in SCHEMAS else None
    shown = shown_sections([section]) if section else []
    return ContentSectionPublic.model_validate(shown[0]) if shown else None


@router.get("/events", operation_id="read_events")
async def read_events(session: SessionDep) -> EventsPublic:
    """All events, date ascending (a scheduled event from its time on)."""
    published = await content.read_published_events(session, datetime.now(UTC))
    events = [EventPublic.model_validate(e) for e in published]
    return EventsPublic(data=events, count=len(events))


@router.get(
    "/events/{slug}", operation_id="read_event_page", responses={404: {"model": ErrorResponse}}
)
async def read_event_page(
    slug: str, session: SessionDep, storage: StorageDep, settings: SettingsDep
) -> EventPagePublic:
    """One event's page by its slug, past ones included; a scheduled event is not found before
    its time."""
    now = datetime.now(UTC)
    page = await event_pages.read_event_page(
        session, storage, slug, now, club_today(settings.zone, now)
    )
    if page is None:
        raise ApiError(404, messages.NOT_FOUND)
    return page


@router.get("/gallery-items", operation_id="read_gallery_items")
async def read_gallery_items(session: SessionDep) -> GalleryItemsPublic:
    """All gallery items, newest first."""
    items = [
        GalleryItemPublic.model_validate(g) for g in await content.GALLERY_ITEMS.read_all(session)
    ]
    return GalleryItemsPublic(data=items, count=len(items))


@router.get("/packages", operation_id="read_packages")
async def read_packages(session: SessionDep) -> PackagesPublic:
    """All bottle-service packages, cheapest first."""
    packages = [PackagePublic.model_validate(p) for p in await content.PACKAGES.read_all(session)]
    return PackagesPublic(data=packages, count=len(packages))


@router.get("/contact", operation_id="read_contact")
async def read_contact(session: SessionDep) -> ContactSectionPublic | None:
    """The contact section, or null when none is saved."""
    contact = await content.read_contact(session)
    return ContactSectionPublic.model_validate(contact) if contact else None


@router.get(
    "/menu-images",
    operation_id="read_menu_images",
    responses={422: {"model": ErrorResponse}},
)
async def read_menu_images(
    session: SessionDep,
    storage: StorageDep,
    type: Annotated[MenuImageType | None, Query()] = None,
) -> MenuImagesPublic:
    """Menu images of one type (newest first; the first is the one to show), or of all types,
    with the renditions of each stored picture."""
    images = [
        MenuImagePublic.model_validate(m) for m in await content.read_menu_images(session, type)
    ]
    media = await library.describe(session, storage, [image.image_url for image in images])
    return MenuImagesPublic(data=images, count=len(images), media=media)
