"""What content was: one revision per save, and the files uploads left in the store."""

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import Float, ForeignKey, Index, Integer, String, Text, UniqueConstraint, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, JSONColumn, UTCDateTime, UUIDPrimaryKey, utcnow

REVISION_ACTIONS = ("original", "create", "update", "delete", "restore")


class ContentRevision(UUIDPrimaryKey, Base):
    """One save of one content row: who, when, the whole value before and after.

    `before` is null for a creation, `after` for a deletion. The first change of a row nobody
    had saved through the admin area (the demo club, an older install) is preceded by an
    'original' revision holding the row as it was, so every version stays restorable.
    """

    __tablename__ = "content_revisions"
    __table_args__ = (Index("ix_content_revisions_entity", "entity", "entity_id", "at"),)

    entity: Mapped[str] = mapped_column(String(64))
    entity_id: Mapped[str] = mapped_column(String(64))
    label: Mapped[str] = mapped_column(Text)
    action: Mapped[str] = mapped_column(String(16))
    at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
    actor_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid(), ForeignKey("users.id", ondelete="SET NULL")
    )
    actor: Mapped[str] = mapped_column(String(320))
    before: Mapped[dict[str, Any] | None] = mapped_column(JSONColumn)
    after: Mapped[dict[str, Any] | None] = mapped_column(JSONColumn)


DRAFT_ENTITIES = ("content_sections", "events", "packages")


class ContentDraft(UUIDPrimaryKey, Base):
    """Changes saved but not published: to a section (by name), an event or a package (by id),
    or a new event or package (no target yet). Visitors see none of it; staff preview the site
    with every draft applied, then publish one, which saves it the ordinary way."""

    __tablename__ = "content_drafts"
    __table_args__ = (UniqueConstraint("entity", "target", name="uq_content_drafts_entity_target"),)

    entity: Mapped[str] = mapped_column(String(64))
    # The section's name or the row's id; null for a new row.
    target: Mapped[str | None] = mapped_column(String(64))
    label: Mapped[str] = mapped_column(Text)
    values: Mapped[dict[str, Any]] = mapped_column(JSONColumn)
    saved_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    actor_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid(), ForeignKey("users.id", ondelete="SET NULL")
    )
    actor: Mapped[str] = mapped_column(String(320))


MEDIA_STATES = ("pending", "ready", "failed", "none")


class MediaFile(Base):
    """A file in the media store, kept from its upload until nothing refers to it any more.

    Images get WebP renditions at a few widths (`widths`), made off the request path: a row is
    `pending` until a worker has made them (`ready`), or found it cannot (`failed`); files that
    are not pictures have none (`none`). `focus_x`/`focus_y` (0 to 1, from the left and the top)
    is the point staff chose to keep in view when a picture is cropped.
    """

    __tablename__ = "media_files"

    bucket: Mapped[str] = mapped_column(String(64), primary_key=True)
    name: Mapped[str] = mapped_column(String(128), primary_key=True)
    content_type: Mapped[str] = mapped_column(String(64))
    size: Mapped[int] = mapped_column(Integer, default=0)
    width: Mapped[int | None] = mapped_column(Integer)
    height: Mapped[int | None] = mapped_column(Integer)
    focus_x: Mapped[float] = mapped_column(Float, default=0.5)
    focus_y: Mapped[float] = mapped_column(Float, default=0.5)
    widths: Mapped[list[int]] = mapped_column(JSONColumn, default=list)
    state: Mapped[str] = mapped_column(String(16), default="pending", index=True)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    # A worker making the renditions holds the row until then (another process leaves it).
    lease_until: Mapped[datetime | None] = mapped_column(UTCDateTime())
    error: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
