"""The public site's reads: the landing page's one payload and each part on its own.

Each declares its answer public and the tables it is made of (`public_answer`): the response
cache (http/response_cache.py) keeps the answer whole until a write to one of them."""

from datetime import UTC, datetime
from typing import Annotated

from fastapi import APIRouter, Query, Response

from nocturne import messages
from nocturne.club.nights import club_today
from nocturne.content import event_pages, schemas
from nocturne.content import service as content
from nocturne.content.sections import SCHEMAS, shown_sections
from nocturne.content.site_cache import PAYLOAD_TABLES
from nocturne.core.errors import ApiError
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import (
    REVALIDATE,
    ClubDep,
    ReadSessionDep,
    SiteCacheDep,
    StorageDep,
    public_answer,
)
from nocturne.media import library

router = APIRouter(prefix="/api", tags=["public"])
# An event's page shows the club's address (directions), the flyer's renditions, and whether
# the night is over in the club's time zone.
EVENT_PAGE_TABLES = ("events", "contact_sections", library.TABLE, "club_settings")


@router.get(
    "/site",
    operation_id="read_site",
    response_model=schemas.SitePublic,
    responses={304: {"description": "The payload has not changed since the given ETag."}},
    dependencies=[public_answer(*PAYLOAD_TABLES)],
)
async def read_site(cache: SiteCacheDep) -> Response:
    """Everything the landing page needs in one response, with an ETag."""
    snapshot = await cache.get()
    return Response(
        snapshot.body, media_type="application/json", headers={"Cache-Control": REVALIDATE}
    )


@router.get(
    "/navigation",
    operation_id="read_navigation",
    dependencies=[public_answer("navigation_settings")],
)
async def read_navigation(session: ReadSessionDep) -> schemas.NavigationPublic | None:
    """The navigation settings, or null when none are saved (the site then uses its defaults)."""
    navigation = await content.read_navigation(session)
    return schemas.NavigationPublic.model_validate(navigation) if navigation else None


@router.get(
    "/sections/{section_name}",
    operation_id="read_section",
    dependencies=[public_answer("content_sections")],
)
async def read_section(
    section_name: str, session: ReadSessionDep
) -> schemas.ContentSectionPublic | None:
    """One content section by name, or null when it has not been saved yet (or cannot be shown)."""
    # A name the site has no section for is never looked up (PostgreSQL refuses some characters).
    section = await content.read_section(session, section_name) if section_name in SCHEMAS else None
    shown = shown_sections([section]) if section else []
    return schemas.ContentSectionPublic.model_validate(shown[0]) if shown else None


@router.get("/events", operation_id="read_events", dependencies=[public_answer("events")])
async def read_events(session: ReadSessionDep) -> schemas.EventsPublic:
    """All events, date ascending (a scheduled event from its time on)."""
    published = await content.read_published_events(session, datetime.now(UTC))
    events = [schemas.EventPublic.model_validate(e) for e in published]
    return schemas.EventsPublic(data=events, count=len(events))


@router.get(
    "/events/{slug}",
    operation_id="read_event_page",
    responses={404: {"model": ErrorResponse}},
    dependencies=[public_answer(*EVENT_PAGE_TABLES)],
)
async def read_event_page(
    slug: str, session: ReadSessionDep, storage: StorageDep, club: ClubDep
) -> schemas.EventPagePublic:
    """One event's page by its slug, past ones included; a scheduled event is not found before
    its time."""
    now = datetime.now(UTC)
    page = await event_pages.read_event_page(
        session, storage, slug, now, club_today(club.zone, now)
    )
    if page is None:
        raise ApiError(404, messages.NOT_FOUND)
    return page


@router.get(
    "/gallery-items",
    operation_id="read_gallery_items",
    dependencies=[public_answer("gallery_items")],
)
async def read_gallery_items(session: ReadSessionDep) -> schemas.GalleryItemsPublic:
    """All gallery items, newest first."""
    items = [
        schemas.GalleryItemPublic.model_validate(g)
        for g in await content.GALLERY_ITEMS.read_all(session)
    ]
    return schemas.GalleryItemsPublic(data=items, count=len(items))


@router.get("/packages", operation_id="read_packages", dependencies=[public_answer("packages")])
async def read_packages(session: ReadSessionDep) -> schemas.PackagesPublic:
    """All bottle-service packages, cheapest first."""
    packages = [
        schemas.PackagePublic.model_validate(p) for p in await content.PACKAGES.read_all(session)
    ]
    return schemas.PackagesPublic(data=packages, count=len(packages))


@router.get(
    "/contact", operation_id="read_contact", dependencies=[public_answer("contact_sections")]
)
async def read_contact(session: ReadSessionDep) -> schemas.ContactSectionPublic | None:
    """The contact section, or null when none is saved."""
    contact = await content.read_contact(session)
    return schemas.ContactSectionPublic.model_validate(contact) if contact else None


@router.get(
    "/menu-images",
    operation_id="read_menu_images",
    responses={422: {"model": ErrorResponse}},
    dependencies=[public_answer("menu_images", library.TABLE)],
)
async def read_menu_images(
    session: ReadSessionDep,
    storage: StorageDep,
    type: Annotated[schemas.MenuImageType | None, Query()] = None,
) -> schemas.MenuImagesPublic:
    """Menu images of one type (newest first; the first is the one to show), or of all types,
    with the renditions of each stored picture."""
    images = [
        schemas.MenuImagePublic.model_validate(m)
        for m in await content.read_menu_images(session, type)
    ]
    media = await library.describe(session, storage, [image.image_url for image in images])
    return schemas.MenuImagesPublic(data=images, count=len(images), media=media)
