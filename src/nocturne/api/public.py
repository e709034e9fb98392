"""Public reads and the two public writes (DESIGN.md section 3, Public)."""

from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Header, Query, Request, Response, status

from nocturne.api.deps import (
    ChangesDep,
    NotifierDep,
    SessionDep,
    SiteCacheDep,
    limit_public_writes,
)
from nocturne.prepared import answer
from nocturne.schemas.common import ErrorResponse
from nocturne.schemas.content import (
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
    SitePublic,
)
from nocturne.schemas.inbox import (
    ContactSubmissionCreate,
    ContactSubmissionPublic,
    ReservationCreate,
    ReservationPublic,
)
from nocturne.services import content, idempotency, inbox
from nocturne.services.changes import Change

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

    Served from ready bytes by the fast path in nocturne.hot; this route documents it.
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
    """One content section by name, or null when it has not been saved yet."""
    section = await content.read_section(session, section_name)
    return ContentSectionPublic.model_validate(section) if section else None


@router.get("/events", operation_id="read_events")
async def read_events(session: SessionDep) -> EventsPublic:
    """All events, date ascending."""
    events = [EventPublic.model_validate(e) for e in await content.read_events(session)]
    return EventsPublic(data=events, count=len(events))


@router.get("/gallery-items", operation_id="read_gallery_items")
async def read_gallery_items(session: SessionDep) -> GalleryItemsPublic:
    """All gallery items, newest first."""
    items = [GalleryItemPublic.model_validate(g) for g in await content.read_gallery_items(session)]
    return GalleryItemsPublic(data=items, count=len(items))


@router.get("/packages", operation_id="read_packages")
async def read_packages(session: SessionDep) -> PackagesPublic:
    """All bottle-service packages, cheapest first."""
    packages = [PackagePublic.model_validate(p) for p in await content.read_packages(session)]
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
    type: Annotated[Literal["outdoor", "club", "kitchen"] | None, Query()] = None,
) -> MenuImagesPublic:
    """Menu images of one type (newest first; the first is the one to show), or of all types."""
    images = [
        MenuImagePublic.model_validate(m) for m in await content.read_menu_images(session, type)
    ]
    return MenuImagesPublic(data=images, count=len(images))


WRITE_RESPONSES: dict[int | str, dict[str, object]] = {
    409: {
        "model": ErrorResponse,
        "description": "A request with the same Idempotency-Key is still being processed.",
    },
    413: {"model": ErrorResponse, "description": "The body is over 64 KB."},
    422: {
        "model": ErrorResponse,
        "description": "A field is missing or wrong, or the Idempotency-Key was already used "
        "for a different request.",
    },
    429: {"model": ErrorResponse, "description": "Too many submissions from this address."},
}


@router.post(
    "/contact-submissions",
    operation_id="create_contact_submission",
    status_code=status.HTTP_201_CREATED,
    response_model=ContactSubmissionPublic,
    responses=WRITE_RESPONSES,
    dependencies=[Depends(limit_public_writes)],
)
async def create_contact_submission(
    data: ContactSubmissionCreate,
    session: SessionDep,
    changes: ChangesDep,
    notifier: NotifierDep,
    idempotency_key: idempotency.KeyDep,
) -> Response:
    """Send a message to the club. A retry with the same Idempotency-Key gets the first answer."""
    answer, submission = await idempotency.create_once(
        session, "contact-submissions", idempotency_key, data, ContactSubmissionPublic,
        lambda before_commit: inbox.create_contact_submission(session, data, before_commit),
    )  # fmt: skip
    if submission is not None and not inbox.is_trapped(data):
        changes.publish(Change("contact_submissions", "INSERT", submission.id))
        notifier.new_contact_submission(submission)
    return answer


@router.post(
    "/reservations",
    operation_id="create_reservation",
    status_code=status.HTTP_201_CREATED,
    response_model=ReservationPublic,
    responses=WRITE_RESPONSES,
    dependencies=[Depends(limit_public_writes)],
)
async def create_reservation(
    data: ReservationCreate,
    session: SessionDep,
    changes: ChangesDep,
    notifier: NotifierDep,
    idempotency_key: idempotency.KeyDep,
) -> Response:
    """Request a bottle-service reservation; staff confirm it later. A retry with the same
    Idempotency-Key gets the first answer."""
    answer, reservation = await idempotency.create_once(
        session, "reservations", idempotency_key, data, ReservationPublic,
        lambda before_commit: inbox.create_reservation(session, data, before_commit),
    )  # fmt: skip
    if reservation is not None and not inbox.is_trapped(data):
        changes.publish(Change("reservations", "INSERT", reservation.id))
        notifier.new_reservation(reservation)
    return answer
