"""Guest profiles: one per person, which the club's bookings meet in (guests/matching.py)."""

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import Boolean, ForeignKey, Index, String, Text, Uuid, false, text
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, JSONColumn, UTCDateTime, UUIDPrimaryKey, utcnow

# Only one profile still in use (not merged into another) holds an address or a phone number.
_IN_USE = text("merged_into_id IS NULL")


class Guest(UUIDPrimaryKey, Base):
    __tablename__ = "guests"
    __table_args__ = (
        Index(
            "ux_guests_email",
            text("lower(email)"),
            unique=True,
            sqlite_where=_IN_USE,
            postgresql_where=_IN_USE,
        ),
        Index(
            "ux_guests_phone_key",
            "phone_key",
            unique=True,
            sqlite_where=_IN_USE,
            postgresql_where=_IN_USE,
        ),
    )

    name: Mapped[str] = mapped_column(Text)
    email: Mapped[str | None] = mapped_column(String(320))
    # The phone number as it was typed, and what it is matched on: the number in E.164
    # (+15550123456), or its digits when it could not be read as a number (then flagged).
    phone: Mapped[str | None] = mapped_column(String(32))
    phone_key: Mapped[str | None] = mapped_column(String(32))
    phone_unreadable: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    tags: Mapped[list[str]] = mapped_column(JSONColumn, default=list)
    notes: Mapped[str | None] = mapped_column(Text)
    preferences: Mapped[str | None] = mapped_column(Text)
    # "MM-DD": a guest gives the day, rarely the year.
    birthday: Mapped[str | None] = mapped_column(String(5))
    marketing_consent: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    consent_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    consent_source: Mapped[str | None] = mapped_column(Text)
    # Why the guest is not welcome (with the Blocked tag): shown to staff on every booking.
    blocked_reason: Mapped[str | None] = mapped_column(Text)
    # A profile merged into another stays, to lead its address and phone to the one it joined
    # and to undo the merge: what it gave (its bookings, what the other took of it).
    merged_into_id: Mapped[uuid.UUID | None] = mapped_column(
        Uuid(), ForeignKey("guests.id", ondelete="SET NULL"), index=True
    )
    merge_record: Mapped[dict[str, Any] | None] = mapped_column(JSONColumn)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, onupdate=utcnow)
