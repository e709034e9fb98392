"""What visitors send in: contact messages and bottle-service reservation requests."""

from datetime import date, datetime

from sqlalchemy import CheckConstraint, Date, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, UTCDateTime, UUIDPrimaryKey, utcnow
from nocturne.models.content import _one_of

SUBMISSION_STATUSES = ("pending", "completed", "rejected")
# "confirmed" replaces deleting on Complete (docs/product.md): the door's guest list must survive.
RESERVATION_STATUSES = ("pending", "confirmed", "rejected")


class ContactSubmission(UUIDPrimaryKey, Base):
    __tablename__ = "contact_submissions"
    __table_args__ = (CheckConstraint(_one_of("status", SUBMISSION_STATUSES), name="status"),)

    name: Mapped[str] = mapped_column(Text)
    email: Mapped[str] = mapped_column(String(320))
    subject: Mapped[str] = mapped_column(String(64))
    message: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(16), default="pending", index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
    completion_time: Mapped[datetime | None] = mapped_column(UTCDateTime())


class Reservation(UUIDPrimaryKey, Base):
    __tablename__ = "reservations"
    __table_args__ = (
        CheckConstraint(_one_of("status", RESERVATION_STATUSES), name="status"),
        CheckConstraint("guests BETWEEN 1 AND 20", name="guests_range"),
    )

    name: Mapped[str] = mapped_column(Text)
    email: Mapped[str] = mapped_column(String(320))
    date: Mapped[date] = mapped_column(Date, index=True)
    time: Mapped[str] = mapped_column(String(5))
    guests: Mapped[int] = mapped_column(Integer)
    occasion: Mapped[str | None] = mapped_column(String(32))
    requests: Mapped[str | None] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(16), default="pending", index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, index=True)
