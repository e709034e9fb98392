"""A visitor's message to the club, sent with the contact form."""

from datetime import datetime

from sqlalchemy import CheckConstraint, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from nocturne.models.base import Base, UTCDateTime, UUIDPrimaryKey, utcnow
from nocturne.models.content import _one_of

SUBMISSION_STATUSES = ("pending", "completed", "rejected")


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

    def audit_label(self) -> str:
        """How the audit log names it: who wrote, about what."""
        return f"{self.name} ({self.subject})"
