"""Response models of the content history: revisions, the trash and drafts."""

import uuid
from datetime import datetime
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field

from nocturne.models import ContentRevision

# Fields that change with every save and say nothing to a reader of the history.
UNREADABLE = frozenset({"id", "updated_at"})


class RevisionPublic(BaseModel):
    id: uuid.UUID
    entity: str
    entity_id: str
    label: str
    action: Literal["original", "create", "update", "delete", "restore"]
    at: datetime
    actor: str
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    changed: list[str]

    @classmethod
    def of(cls, revision: ContentRevision) -> Self:
        before, after = revision.before or {}, revision.after or {}
        changed = sorted(
            key
            for key in before.keys() | after.keys()
            if key not in UNREADABLE and before.get(key) != after.get(key)
        )
        return cls(
            id=revision.id,
            entity=revision.entity,
            entity_id=revision.entity_id,
            label=revision.label,
            action=revision.action,
            at=revision.at,
            actor=revision.actor,
            before=revision.before,
            after=revision.after,
            changed=changed if revision.action in ("update", "restore") else [],
        )


class RevisionsPublic(BaseModel):
    data: list[RevisionPublic]
    count: int


class TrashedPublic(RevisionPublic):
    """A deleted row: its deletion, and when it leaves the trash for good."""

    purge_at: datetime


class TrashPublic(BaseModel):
    data: list[TrashedPublic]
    count: int


class DraftPublic(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    entity: Literal["content_sections", "events", "packages"]
    target: str | None = Field(
        description="The section's name or the row's id; null for a new event or package."
    )
    label: str
    values: dict[str, Any] = Field(description="What the form would save, checked like a save.")
    saved_at: datetime
    actor: str


class DraftsPublic(BaseModel):
    data: list[DraftPublic]
    count: int


class PublishedPublic(BaseModel):
    entity: str
    id: uuid.UUID
