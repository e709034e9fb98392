"""The record of who did what in the admin area."""

import uuid
from datetime import datetime

from sqlalchemy import ForeignKey, String, Text, Uuid
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, UTCDateTime, UUIDPrimaryKey, utcnow


class AuditEntry(UUIDPrimaryKey, Base):
    """One staff write: who (kept by address too, should the account go), when, from which
    address, through which operation, on what, and a summary of the change."""

    __tablename__ = "audit_log"

    at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
    actor_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid(), ForeignKey("users.id", ondelete="SET NULL"), index=True
    )
    actor: Mapped[str] = mapped_column(String(320))
    address: Mapped[str] = mapped_column(String(64))
    operation: Mapped[str] = mapped_column(String(64))
    action: Mapped[str] = mapped_column(String(16))
    entity: Mapped[str] = mapped_column(String(64), index=True)
    entity_id: Mapped[str | None] = mapped_column(String(200))
    summary: Mapped[str] = mapped_column(Text)
