"""The public site's reads: the landing page's one payload and each part on its own.

These routes document the reads and answer whatever the fast path in nocturne.http.front_door
declines; the fast path serves the same answers from prepared bytes (content/site_cache.py,
content/public_reads.py)."""

from datetime import UTC, datetime
from typing import Annotated

from fastapi import APIRouter, Header, Query, Request, Response

from nocturne import messages
from nocturne.content import event_pages
from nocturne.content import public_reads as reads
from nocturne.content import service as content
from nocturne.content.schemas import (
    ContactSectionPublic,
    ContentSectionPublic,
    EventPagePublic,
    EventsPublic,
    GalleryItemsPublic,
    MenuImagesPublic,
    MenuImageType,
    NavigationPublic,
    PackagesPublic,
    SitePublic,
)
from nocturne.core.deps import ReadSessionDep, SettingsDep, SiteCacheDep, StorageDep
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.http.prepared import answer
from nocturne.kit.nights import club_today

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
async def read_navigation(session: ReadSessionDep) -> NavigationPublic | None:
    """The navigation settings, or null when none are saved (the site then uses its defaults)."""
    return await reads.navigation_public(session)


@router.get("/sections/{section_name}", operation_id="read_section")
async def read_section(section_name: str, session: ReadSessionDep) -> ContentSectionPublic | None:
    """One content section by name, or null when it has not been saved yet (or cannot be shown)."""
    return await reads.section_public(session, section_name)


@router.get("/events", operation_id="read_events")
async def read_events(session: ReadSessionDep) -> EventsPublic:
    """All events, date ascending (a scheduled event from its time on)."""
    published = await content.read_published_events(session, datetime.now(UTC))
    return reads.events_public(list(published))


@router.get(
    "/events/{slug}", operation_id="read_event_page", responses={404: {"model": ErrorResponse}}
)
async def read_event_page(
    slug: str, session: ReadSessionDep, storage: StorageDep, settings: SettingsDep
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
async def read_gallery_items(session: ReadSessionDep) -> GalleryItemsPublic:
    """All gallery items, newest first."""
    return await reads.gallery_public(session)


@router.get("/packages", operation_id="read_packages")
async def read_packages(session: ReadSessionDep) -> PackagesPublic:
    """All bottle-service packages, cheapest first."""
    return await reads.packages_public(session)


@router.get("/contact", operation_id="read_contact")
async def read_contact(session: ReadSessionDep) -> ContactSectionPublic | None:
    """The contact section, or null when none is saved."""
    return await reads.contact_public(session)


@router.get(
    "/menu-images",
    operation_id="read_menu_images",
    responses={422: {"model": ErrorResponse}},
)
async def read_menu_images(
    session: ReadSessionDep,
    storage: StorageDep,
    type: Annotated[MenuImageType | None, Query()] = None,
) -> MenuImagesPublic:
    """Menu images of one type (newest first; the first is the one to show), or of all types,
    with the renditions of each stored picture."""
    return await reads.menu_images_public(session, storage, type)
