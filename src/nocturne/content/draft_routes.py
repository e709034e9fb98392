"""Drafts of sections, events and packages, and the staff preview of the site with them."""

import uuid
from datetime import UTC, datetime
from typing import Any

from fastapi import Response, status

from nocturne.club.nights import club_today
from nocturne.content import drafts
from nocturne.content.history_schemas import DraftPublic, DraftsPublic, PublishedPublic
from nocturne.content.inputs import EventInput, PackageInput, SectionUpdate
from nocturne.content.schemas import SitePublic
from nocturne.content.site_cache import build_site
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import ChangesDep, ClubDep, SessionDep, SettingsDep, StorageDep, staff_router
from nocturne.tables import service as tables_service

router = staff_router(tags=["admin: drafts"])
# A draft's own routes take only a UUID, so `/drafts/events` is never read as a draft's id.
MISSING: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse},
    422: {"model": ErrorResponse},
}
NO_CONTENT = status.HTTP_204_NO_CONTENT


@router.get("/drafts", operation_id="read_drafts")
async def read_drafts(session: SessionDep) -> DraftsPublic:
    """Every draft waiting to be published, oldest first."""
    rows = [DraftPublic.model_validate(d) for d in await drafts.read_drafts(session)]
    return DraftsPublic(data=rows, count=len(rows))


@router.put("/drafts/sections/{section_name}", operation_id="save_section_draft", responses=MISSING)
async def save_section_draft(
    section_name: str, data: SectionUpdate, session: SessionDep
) -> DraftPublic:
    """Keep a section's changes as its draft (checked like a save; the site is unchanged)."""
    draft = await drafts.save_section_draft(
        session, section_name, data.title, data.subtitle, data.content
    )
    return DraftPublic.model_validate(draft)


@router.post("/drafts/events", operation_id="create_event_draft", responses=MISSING)
async def create_event_draft(data: EventInput, session: SessionDep) -> DraftPublic:
    """Keep a new event as a draft: nobody sees it until it is published."""
    return DraftPublic.model_validate(await drafts.save_row_draft(session, "events", None, data))


@router.put("/drafts/events/{row_id}", operation_id="save_event_draft", responses=MISSING)
async def save_event_draft(row_id: uuid.UUID, data: EventInput, session: SessionDep) -> DraftPublic:
    """Keep changes to an event as its draft; the event stays as it is meanwhile."""
    return DraftPublic.model_validate(await drafts.save_row_draft(session, "events", row_id, data))


@router.post("/drafts/packages", operation_id="create_package_draft", responses=MISSING)
async def create_package_draft(data: PackageInput, session: SessionDep) -> DraftPublic:
    """Keep a new package as a draft: nobody sees it until it is published."""
    await tables_service.check_areas(session, data.area_ids)
    draft = await drafts.save_row_draft(session, "packages", None, data)
    return DraftPublic.model_validate(draft)


@router.put("/drafts/packages/{row_id}", operation_id="save_package_draft", responses=MISSING)
async def save_package_draft(
    row_id: uuid.UUID, data: PackageInput, session: SessionDep
) -> DraftPublic:
    """Keep changes to a package as its draft; the package stays as it is meanwhile."""
    await tables_service.check_areas(session, data.area_ids)
    draft = await drafts.save_row_draft(session, "packages", row_id, data)
    return DraftPublic.model_validate(draft)


@router.post("/drafts/{draft_id:uuid}/publish", operation_id="publish_draft", responses=MISSING)
async def publish_draft(
    draft_id: uuid.UUID, session: SessionDep, changes: ChangesDep
) -> PublishedPublic:
    """Publish a draft: it is saved like any change (a revision) and goes live at once."""
    entity, row_id = await drafts.publish(session, changes, draft_id)
    return PublishedPublic(entity=entity, id=row_id)


@router.delete(
    "/drafts/{draft_id:uuid}",
    operation_id="discard_draft",
    status_code=NO_CONTENT,
    responses=MISSING,
)
async def discard_draft(draft_id: uuid.UUID, session: SessionDep) -> Response:
    """Throw a draft away; what is published stays."""
    await drafts.discard(session, draft_id)
    return Response(status_code=NO_CONTENT)


@router.get("/preview", operation_id="preview_site")
async def preview_site(
    session: SessionDep, storage: StorageDep, settings: SettingsDep, club: ClubDep
) -> SitePublic:
    """The landing payload as visitors would get it with every draft published."""
    now = datetime.now(UTC)
    today = club_today(club.zone)
    return await build_site(session, storage, settings.club_name, today, now, with_drafts=True)
