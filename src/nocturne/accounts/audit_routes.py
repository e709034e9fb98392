"""The owners' record of who did what (core/audit.py writes it)."""

import uuid
from datetime import datetime
from typing import Annotated

from fastapi import Query
from pydantic import BaseModel, Field

from nocturne.core import audit
from nocturne.core.schemas import IsoMoment, PublicModel
from nocturne.deps import SessionDep, SettingsDep, staff_router

router = staff_router(tags=["admin: audit log"])
PAGE = 100


class AuditEntryPublic(PublicModel):
    id: uuid.UUID
    at: datetime
    actor_id: uuid.UUID | None
    actor: str
    address: str
    operation: str
    action: audit.Action = Field(
        description="What was done: a write, or what people call it (confirm, publish...)."
    )
    entity: str
    entity_id: str | None
    summary: str


class AuditLogPublic(BaseModel):
    data: list[AuditEntryPublic]
    count: int
    keep_days: int


@router.get("/audit-log", operation_id="read_audit_log")
async def read_audit_log(
    session: SessionDep,
    settings: SettingsDep,
    entity: Annotated[str | None, Query(max_length=64, description="A table, e.g. events.")] = None,
    actor: Annotated[str | None, Query(max_length=320, description="Part of an address.")] = None,
    before: Annotated[
        IsoMoment | None, Query(description="The next page: entries older than this one's `at`…")
    ] = None,
    before_id: Annotated[
        uuid.UUID | None,
        Query(description="…and, written at the same moment, after this `id` (its own)."),
    ] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = PAGE,
) -> AuditLogPublic:
    """Staff writes, newest first, optionally of one kind of thing or by one person. Entries
    older than the kept period are dropped first."""
    await audit.prune(session, settings.audit_keep_days)
    rows = await audit.entries(
        session, entity=entity, actor=actor, before=before, before_id=before_id, limit=limit
    )
    return AuditLogPublic(
        data=[AuditEntryPublic.model_validate(r) for r in rows],
        count=len(rows),
        keep_days=settings.audit_keep_days,
    )
