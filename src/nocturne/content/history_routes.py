"""History and trash of the site's content: list a row's revisions, restore one, and bring
back what was deleted in the last 30 days."""

import uuid
from typing import Any

from nocturne.content import history
from nocturne.content.history_schemas import (
    RevisionPublic,
    RevisionsPublic,
    TrashedPublic,
    TrashPublic,
)
from nocturne.core.schemas import ErrorResponse
from nocturne.deps import ChangesDep, SessionDep, staff_router

router = staff_router(tags=["admin: history"])
MISSING: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorResponse},
    422: {"model": ErrorResponse},
}


@router.get("/history/{entity}/{entity_id}", operation_id="read_history")
async def read_history(
    entity: history.Entity, entity_id: uuid.UUID, session: SessionDep
) -> RevisionsPublic:
    """A row's revisions, newest first: who saved, when, and the whole value before and after."""
    rows = [
        RevisionPublic.of(r) for r in await history.read_history(session, entity, str(entity_id))
    ]
    return RevisionsPublic(data=rows, count=len(rows))


@router.post("/revisions/{revision_id}/restore", operation_id="restore_revision", responses=MISSING)
async def restore_revision(
    revision_id: uuid.UUID, session: SessionDep, changes: ChangesDep
) -> RevisionPublic:
    """Bring back the value a revision holds (for a deletion: the row as it was deleted).
    The restore is itself a revision, which is answered."""
    return RevisionPublic.of(await history.restore(session, changes, revision_id))


@router.get("/trash", operation_id="read_trash")
async def read_trash(session: SessionDep) -> TrashPublic:
    """What was deleted in the last 30 days and has not been restored, newest first."""
    rows = [
        TrashedPublic(**RevisionPublic.of(t.revision).model_dump(), purge_at=t.purge_at)
        for t in await history.read_trash(session)
    ]
    return TrashPublic(data=rows, count=len(rows))
